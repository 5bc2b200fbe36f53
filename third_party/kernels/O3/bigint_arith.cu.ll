; ModuleID = 'src/bigint_arith.cu'
source_filename = "src/bigint_arith.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bigint_add_warp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = lshr i32 %11, 5
  %13 = and i32 %10, 31
  %14 = icmp sge i32 %12, %4
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  br i1 %16, label %69, label %17

17:                                               ; preds = %6
  %18 = zext nneg i32 %12 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = mul nuw nsw i64 %19, %18
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = getelementptr inbounds nuw i32, ptr %1, i64 %20
  %23 = getelementptr inbounds nuw i32, ptr %2, i64 %20
  br label %26

24:                                               ; preds = %62
  %25 = icmp eq i32 %13, 0
  br i1 %25, label %66, label %69

26:                                               ; preds = %17, %62
  %27 = phi i64 [ 0, %17 ], [ %63, %62 ]
  %28 = phi i32 [ 0, %17 ], [ %64, %62 ]
  %29 = or disjoint i32 %28, %13
  %30 = icmp slt i32 %29, %5
  br i1 %30, label %31, label %35

31:                                               ; preds = %26
  %32 = zext nneg i32 %29 to i64
  %33 = getelementptr inbounds nuw i32, ptr %21, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %26, %31
  %36 = phi i32 [ %34, %31 ], [ 0, %26 ]
  br i1 %30, label %37, label %41

37:                                               ; preds = %35
  %38 = zext nneg i32 %29 to i64
  %39 = getelementptr inbounds nuw i32, ptr %22, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %35, %37
  %42 = phi i32 [ %40, %37 ], [ 0, %35 ]
  %43 = add i32 %42, %36
  %44 = icmp ult i32 %43, %36
  %45 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %44)
  %46 = icmp eq i32 %43, -1
  %47 = and i1 %30, %46
  %48 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %47)
  %49 = zext i32 %45 to i64
  %50 = zext i32 %48 to i64
  %51 = add nuw nsw i64 %27, %49
  %52 = add nuw nsw i64 %51, %50
  br i1 %30, label %53, label %62

53:                                               ; preds = %41
  %54 = trunc i64 %52 to i32
  %55 = xor i32 %45, %54
  %56 = xor i32 %55, %48
  %57 = lshr i32 %56, %13
  %58 = and i32 %57, 1
  %59 = add i32 %58, %43
  %60 = zext nneg i32 %29 to i64
  %61 = getelementptr inbounds nuw i32, ptr %23, i64 %60
  store i32 %59, ptr %61, align 4, !tbaa !6
  br label %62

62:                                               ; preds = %53, %41
  %63 = lshr i64 %52, 32
  %64 = add nuw nsw i32 %28, 32
  %65 = icmp slt i32 %64, %5
  br i1 %65, label %26, label %24, !llvm.loop !11

66:                                               ; preds = %24
  %67 = trunc nuw nsw i64 %63 to i32
  %68 = getelementptr inbounds nuw i32, ptr %3, i64 %18
  store i32 %67, ptr %68, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %24, %66, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bigint_mul_comba(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %711

11:                                               ; preds = %4
  %12 = sext i32 %3 to i64
  %13 = sext i32 %9 to i64
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = addrspacecast ptr %14 to ptr addrspace(1)
  %16 = load i32, ptr addrspace(1) %15, align 4, !invariant.load !13
  %17 = getelementptr inbounds nuw i32, ptr %1, i64 %13
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = load i32, ptr addrspace(1) %18, align 4, !invariant.load !13
  %20 = add nsw i64 %12, %13
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = addrspacecast ptr %21 to ptr addrspace(1)
  %23 = load i32, ptr addrspace(1) %22, align 4, !invariant.load !13
  %24 = getelementptr inbounds nuw i32, ptr %1, i64 %20
  %25 = addrspacecast ptr %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !13
  %27 = shl nsw i64 %12, 1
  %28 = add nsw i64 %27, %13
  %29 = getelementptr inbounds nuw i32, ptr %0, i64 %28
  %30 = addrspacecast ptr %29 to ptr addrspace(1)
  %31 = load i32, ptr addrspace(1) %30, align 4, !invariant.load !13
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %28
  %33 = addrspacecast ptr %32 to ptr addrspace(1)
  %34 = load i32, ptr addrspace(1) %33, align 4, !invariant.load !13
  %35 = mul nsw i64 %12, 3
  %36 = add nsw i64 %35, %13
  %37 = getelementptr inbounds nuw i32, ptr %0, i64 %36
  %38 = addrspacecast ptr %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !13
  %40 = getelementptr inbounds nuw i32, ptr %1, i64 %36
  %41 = addrspacecast ptr %40 to ptr addrspace(1)
  %42 = load i32, ptr addrspace(1) %41, align 4, !invariant.load !13
  %43 = shl nsw i64 %12, 2
  %44 = add nsw i64 %43, %13
  %45 = getelementptr inbounds nuw i32, ptr %0, i64 %44
  %46 = addrspacecast ptr %45 to ptr addrspace(1)
  %47 = load i32, ptr addrspace(1) %46, align 4, !invariant.load !13
  %48 = getelementptr inbounds nuw i32, ptr %1, i64 %44
  %49 = addrspacecast ptr %48 to ptr addrspace(1)
  %50 = load i32, ptr addrspace(1) %49, align 4, !invariant.load !13
  %51 = mul nsw i64 %12, 5
  %52 = add nsw i64 %51, %13
  %53 = getelementptr inbounds nuw i32, ptr %0, i64 %52
  %54 = addrspacecast ptr %53 to ptr addrspace(1)
  %55 = load i32, ptr addrspace(1) %54, align 4, !invariant.load !13
  %56 = getelementptr inbounds nuw i32, ptr %1, i64 %52
  %57 = addrspacecast ptr %56 to ptr addrspace(1)
  %58 = load i32, ptr addrspace(1) %57, align 4, !invariant.load !13
  %59 = mul nsw i64 %12, 6
  %60 = add nsw i64 %59, %13
  %61 = getelementptr inbounds nuw i32, ptr %0, i64 %60
  %62 = addrspacecast ptr %61 to ptr addrspace(1)
  %63 = load i32, ptr addrspace(1) %62, align 4, !invariant.load !13
  %64 = getelementptr inbounds nuw i32, ptr %1, i64 %60
  %65 = addrspacecast ptr %64 to ptr addrspace(1)
  %66 = load i32, ptr addrspace(1) %65, align 4, !invariant.load !13
  %67 = mul nsw i64 %12, 7
  %68 = add nsw i64 %67, %13
  %69 = getelementptr inbounds nuw i32, ptr %0, i64 %68
  %70 = addrspacecast ptr %69 to ptr addrspace(1)
  %71 = load i32, ptr addrspace(1) %70, align 4, !invariant.load !13
  %72 = getelementptr inbounds nuw i32, ptr %1, i64 %68
  %73 = addrspacecast ptr %72 to ptr addrspace(1)
  %74 = load i32, ptr addrspace(1) %73, align 4, !invariant.load !13
  %75 = mul i32 %19, %16
  %76 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %19)
  %77 = mul i32 %26, %16
  %78 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %26)
  %79 = add i32 %77, %76
  %80 = icmp ult i32 %79, %77
  %81 = zext i1 %80 to i32
  %82 = add i32 %78, %81
  %83 = mul i32 %19, %23
  %84 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %23, i32 %19)
  %85 = add i32 %83, %79
  %86 = icmp ult i32 %85, %83
  %87 = zext i1 %86 to i32
  %88 = add i32 %84, %87
  %89 = add i32 %88, %82
  %90 = icmp ult i32 %89, %88
  %91 = zext i1 %90 to i32
  %92 = mul i32 %34, %16
  %93 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %34)
  %94 = add i32 %92, %89
  %95 = icmp ult i32 %94, %92
  %96 = zext i1 %95 to i32
  %97 = add i32 %93, %96
  %98 = add i32 %97, %91
  %99 = icmp ult i32 %98, %97
  %100 = zext i1 %99 to i32
  %101 = mul i32 %26, %23
  %102 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %23, i32 %26)
  %103 = add i32 %101, %94
  %104 = icmp ult i32 %103, %101
  %105 = zext i1 %104 to i32
  %106 = add i32 %102, %105
  %107 = add i32 %106, %98
  %108 = icmp ult i32 %107, %106
  %109 = zext i1 %108 to i32
  %110 = add nuw nsw i32 %100, %109
  %111 = mul i32 %19, %31
  %112 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %31, i32 %19)
  %113 = add i32 %111, %103
  %114 = icmp ult i32 %113, %111
  %115 = zext i1 %114 to i32
  %116 = add i32 %112, %115
  %117 = add i32 %116, %107
  %118 = icmp ult i32 %117, %116
  %119 = zext i1 %118 to i32
  %120 = add nuw nsw i32 %110, %119
  %121 = mul i32 %42, %16
  %122 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %42)
  %123 = add i32 %121, %117
  %124 = icmp ult i32 %123, %121
  %125 = zext i1 %124 to i32
  %126 = add i32 %122, %125
  %127 = add i32 %126, %120
  %128 = icmp ult i32 %127, %126
  %129 = zext i1 %128 to i32
  %130 = mul i32 %34, %23
  %131 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %23, i32 %34)
  %132 = add i32 %130, %123
  %133 = icmp ult i32 %132, %130
  %134 = zext i1 %133 to i32
  %135 = add i32 %131, %134
  %136 = add i32 %135, %127
  %137 = icmp ult i32 %136, %135
  %138 = zext i1 %137 to i32
  %139 = add nuw nsw i32 %129, %138
  %140 = mul i32 %26, %31
  %141 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %31, i32 %26)
  %142 = add i32 %140, %132
  %143 = icmp ult i32 %142, %140
  %144 = zext i1 %143 to i32
  %145 = add i32 %141, %144
  %146 = add i32 %145, %136
  %147 = icmp ult i32 %146, %145
  %148 = zext i1 %147 to i32
  %149 = add nuw nsw i32 %139, %148
  %150 = mul i32 %19, %39
  %151 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %39, i32 %19)
  %152 = add i32 %150, %142
  %153 = icmp ult i32 %152, %150
  %154 = zext i1 %153 to i32
  %155 = add i32 %151, %154
  %156 = add i32 %155, %146
  %157 = icmp ult i32 %156, %155
  %158 = zext i1 %157 to i32
  %159 = add nuw nsw i32 %149, %158
  %160 = mul i32 %50, %16
  %161 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %50)
  %162 = add i32 %160, %156
  %163 = icmp ult i32 %162, %160
  %164 = zext i1 %163 to i32
  %165 = add i32 %161, %164
  %166 = add i32 %165, %159
  %167 = icmp ult i32 %166, %165
  %168 = zext i1 %167 to i32
  %169 = mul i32 %42, %23
  %170 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %23, i32 %42)
  %171 = add i32 %169, %162
  %172 = icmp ult i32 %171, %169
  %173 = zext i1 %172 to i32
  %174 = add i32 %170, %173
  %175 = add i32 %174, %166
  %176 = icmp ult i32 %175, %174
  %177 = zext i1 %176 to i32
  %178 = add nuw nsw i32 %168, %177
  %179 = mul i32 %34, %31
  %180 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %31, i32 %34)
  %181 = add i32 %179, %171
  %182 = icmp ult i32 %181, %179
  %183 = zext i1 %182 to i32
  %184 = add i32 %180, %183
  %185 = add i32 %184, %175
  %186 = icmp ult i32 %185, %184
  %187 = zext i1 %186 to i32
  %188 = add nuw nsw i32 %178, %187
  %189 = mul i32 %26, %39
  %190 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %39, i32 %26)
  %191 = add i32 %189, %181
  %192 = icmp ult i32 %191, %189
  %193 = zext i1 %192 to i32
  %194 = add i32 %190, %193
  %195 = add i32 %194, %185
  %196 = icmp ult i32 %195, %194
  %197 = zext i1 %196 to i32
  %198 = add nuw nsw i32 %188, %197
  %199 = mul i32 %19, %47
  %200 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %47, i32 %19)
  %201 = add i32 %199, %191
  %202 = icmp ult i32 %201, %199
  %203 = zext i1 %202 to i32
  %204 = add i32 %200, %203
  %205 = add i32 %204, %195
  %206 = icmp ult i32 %205, %204
  %207 = zext i1 %206 to i32
  %208 = add nuw nsw i32 %198, %207
  %209 = mul i32 %58, %16
  %210 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %58)
  %211 = add i32 %209, %205
  %212 = icmp ult i32 %211, %209
  %213 = zext i1 %212 to i32
  %214 = add i32 %210, %213
  %215 = add i32 %214, %208
  %216 = icmp ult i32 %215, %214
  %217 = zext i1 %216 to i32
  %218 = mul i32 %50, %23
  %219 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %23, i32 %50)
  %220 = add i32 %218, %211
  %221 = icmp ult i32 %220, %218
  %222 = zext i1 %221 to i32
  %223 = add i32 %219, %222
  %224 = add i32 %223, %215
  %225 = icmp ult i32 %224, %223
  %226 = zext i1 %225 to i32
  %227 = add nuw nsw i32 %217, %226
  %228 = mul i32 %42, %31
  %229 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %31, i32 %42)
  %230 = add i32 %228, %220
  %231 = icmp ult i32 %230, %228
  %232 = zext i1 %231 to i32
  %233 = add i32 %229, %232
  %234 = add i32 %233, %224
  %235 = icmp ult i32 %234, %233
  %236 = zext i1 %235 to i32
  %237 = add nuw nsw i32 %227, %236
  %238 = mul i32 %34, %39
  %239 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %39, i32 %34)
  %240 = add i32 %238, %230
  %241 = icmp ult i32 %240, %238
  %242 = zext i1 %241 to i32
  %243 = add i32 %239, %242
  %244 = add i32 %243, %234
  %245 = icmp ult i32 %244, %243
  %246 = zext i1 %245 to i32
  %247 = add nuw nsw i32 %237, %246
  %248 = mul i32 %26, %47
  %249 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %47, i32 %26)
  %250 = add i32 %248, %240
  %251 = icmp ult i32 %250, %248
  %252 = zext i1 %251 to i32
  %253 = add i32 %249, %252
  %254 = add i32 %253, %244
  %255 = icmp ult i32 %254, %253
  %256 = zext i1 %255 to i32
  %257 = add nuw nsw i32 %247, %256
  %258 = mul i32 %19, %55
  %259 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %55, i32 %19)
  %260 = add i32 %258, %250
  %261 = icmp ult i32 %260, %258
  %262 = zext i1 %261 to i32
  %263 = add i32 %259, %262
  %264 = add i32 %263, %254
  %265 = icmp ult i32 %264, %263
  %266 = zext i1 %265 to i32
  %267 = add nuw nsw i32 %257, %266
  %268 = mul i32 %66, %16
  %269 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %66)
  %270 = add i32 %268, %264
  %271 = icmp ult i32 %270, %268
  %272 = zext i1 %271 to i32
  %273 = add i32 %269, %272
  %274 = add i32 %273, %267
  %275 = icmp ult i32 %274, %273
  %276 = zext i1 %275 to i32
  %277 = mul i32 %58, %23
  %278 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %23, i32 %58)
  %279 = add i32 %277, %270
  %280 = icmp ult i32 %279, %277
  %281 = zext i1 %280 to i32
  %282 = add i32 %278, %281
  %283 = add i32 %282, %274
  %284 = icmp ult i32 %283, %282
  %285 = zext i1 %284 to i32
  %286 = add nuw nsw i32 %276, %285
  %287 = mul i32 %50, %31
  %288 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %31, i32 %50)
  %289 = add i32 %287, %279
  %290 = icmp ult i32 %289, %287
  %291 = zext i1 %290 to i32
  %292 = add i32 %288, %291
  %293 = add i32 %292, %283
  %294 = icmp ult i32 %293, %292
  %295 = zext i1 %294 to i32
  %296 = add nuw nsw i32 %286, %295
  %297 = mul i32 %42, %39
  %298 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %39, i32 %42)
  %299 = add i32 %297, %289
  %300 = icmp ult i32 %299, %297
  %301 = zext i1 %300 to i32
  %302 = add i32 %298, %301
  %303 = add i32 %302, %293
  %304 = icmp ult i32 %303, %302
  %305 = zext i1 %304 to i32
  %306 = add nuw nsw i32 %296, %305
  %307 = mul i32 %34, %47
  %308 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %47, i32 %34)
  %309 = add i32 %307, %299
  %310 = icmp ult i32 %309, %307
  %311 = zext i1 %310 to i32
  %312 = add i32 %308, %311
  %313 = add i32 %312, %303
  %314 = icmp ult i32 %313, %312
  %315 = zext i1 %314 to i32
  %316 = add nuw nsw i32 %306, %315
  %317 = mul i32 %26, %55
  %318 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %55, i32 %26)
  %319 = add i32 %317, %309
  %320 = icmp ult i32 %319, %317
  %321 = zext i1 %320 to i32
  %322 = add i32 %318, %321
  %323 = add i32 %322, %313
  %324 = icmp ult i32 %323, %322
  %325 = zext i1 %324 to i32
  %326 = add nuw nsw i32 %316, %325
  %327 = mul i32 %19, %63
  %328 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %19)
  %329 = add i32 %327, %319
  %330 = icmp ult i32 %329, %327
  %331 = zext i1 %330 to i32
  %332 = add i32 %328, %331
  %333 = add i32 %332, %323
  %334 = icmp ult i32 %333, %332
  %335 = zext i1 %334 to i32
  %336 = add nuw nsw i32 %326, %335
  %337 = mul i32 %74, %16
  %338 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %16, i32 %74)
  %339 = add i32 %337, %333
  %340 = icmp ult i32 %339, %337
  %341 = zext i1 %340 to i32
  %342 = add i32 %338, %341
  %343 = add i32 %342, %336
  %344 = icmp ult i32 %343, %342
  %345 = zext i1 %344 to i32
  %346 = mul i32 %66, %23
  %347 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %23, i32 %66)
  %348 = add i32 %346, %339
  %349 = icmp ult i32 %348, %346
  %350 = zext i1 %349 to i32
  %351 = add i32 %347, %350
  %352 = add i32 %351, %343
  %353 = icmp ult i32 %352, %351
  %354 = zext i1 %353 to i32
  %355 = add nuw nsw i32 %345, %354
  %356 = mul i32 %58, %31
  %357 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %31, i32 %58)
  %358 = add i32 %356, %348
  %359 = icmp ult i32 %358, %356
  %360 = zext i1 %359 to i32
  %361 = add i32 %357, %360
  %362 = add i32 %361, %352
  %363 = icmp ult i32 %362, %361
  %364 = zext i1 %363 to i32
  %365 = add nuw nsw i32 %355, %364
  %366 = mul i32 %50, %39
  %367 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %39, i32 %50)
  %368 = add i32 %366, %358
  %369 = icmp ult i32 %368, %366
  %370 = zext i1 %369 to i32
  %371 = add i32 %367, %370
  %372 = add i32 %371, %362
  %373 = icmp ult i32 %372, %371
  %374 = zext i1 %373 to i32
  %375 = add nuw nsw i32 %365, %374
  %376 = mul i32 %42, %47
  %377 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %47, i32 %42)
  %378 = add i32 %376, %368
  %379 = icmp ult i32 %378, %376
  %380 = zext i1 %379 to i32
  %381 = add i32 %377, %380
  %382 = add i32 %381, %372
  %383 = icmp ult i32 %382, %381
  %384 = zext i1 %383 to i32
  %385 = add nuw nsw i32 %375, %384
  %386 = mul i32 %34, %55
  %387 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %55, i32 %34)
  %388 = add i32 %386, %378
  %389 = icmp ult i32 %388, %386
  %390 = zext i1 %389 to i32
  %391 = add i32 %387, %390
  %392 = add i32 %391, %382
  %393 = icmp ult i32 %392, %391
  %394 = zext i1 %393 to i32
  %395 = add nuw nsw i32 %385, %394
  %396 = mul i32 %26, %63
  %397 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %26)
  %398 = add i32 %396, %388
  %399 = icmp ult i32 %398, %396
  %400 = zext i1 %399 to i32
  %401 = add i32 %397, %400
  %402 = add i32 %401, %392
  %403 = icmp ult i32 %402, %401
  %404 = zext i1 %403 to i32
  %405 = add nuw nsw i32 %395, %404
  %406 = mul i32 %19, %71
  %407 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %71, i32 %19)
  %408 = add i32 %406, %398
  %409 = icmp ult i32 %408, %406
  %410 = zext i1 %409 to i32
  %411 = add i32 %407, %410
  %412 = add i32 %411, %402
  %413 = icmp ult i32 %412, %411
  %414 = zext i1 %413 to i32
  %415 = add nuw nsw i32 %405, %414
  %416 = mul i32 %74, %23
  %417 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %23, i32 %74)
  %418 = add i32 %416, %412
  %419 = icmp ult i32 %418, %416
  %420 = zext i1 %419 to i32
  %421 = add i32 %417, %420
  %422 = add i32 %421, %415
  %423 = icmp ult i32 %422, %421
  %424 = zext i1 %423 to i32
  %425 = mul i32 %66, %31
  %426 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %31, i32 %66)
  %427 = add i32 %425, %418
  %428 = icmp ult i32 %427, %425
  %429 = zext i1 %428 to i32
  %430 = add i32 %426, %429
  %431 = add i32 %430, %422
  %432 = icmp ult i32 %431, %430
  %433 = zext i1 %432 to i32
  %434 = add nuw nsw i32 %424, %433
  %435 = mul i32 %58, %39
  %436 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %39, i32 %58)
  %437 = add i32 %435, %427
  %438 = icmp ult i32 %437, %435
  %439 = zext i1 %438 to i32
  %440 = add i32 %436, %439
  %441 = add i32 %440, %431
  %442 = icmp ult i32 %441, %440
  %443 = zext i1 %442 to i32
  %444 = add nuw nsw i32 %434, %443
  %445 = mul i32 %50, %47
  %446 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %47, i32 %50)
  %447 = add i32 %445, %437
  %448 = icmp ult i32 %447, %445
  %449 = zext i1 %448 to i32
  %450 = add i32 %446, %449
  %451 = add i32 %450, %441
  %452 = icmp ult i32 %451, %450
  %453 = zext i1 %452 to i32
  %454 = add nuw nsw i32 %444, %453
  %455 = mul i32 %42, %55
  %456 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %55, i32 %42)
  %457 = add i32 %455, %447
  %458 = icmp ult i32 %457, %455
  %459 = zext i1 %458 to i32
  %460 = add i32 %456, %459
  %461 = add i32 %460, %451
  %462 = icmp ult i32 %461, %460
  %463 = zext i1 %462 to i32
  %464 = add nuw nsw i32 %454, %463
  %465 = mul i32 %34, %63
  %466 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %34)
  %467 = add i32 %465, %457
  %468 = icmp ult i32 %467, %465
  %469 = zext i1 %468 to i32
  %470 = add i32 %466, %469
  %471 = add i32 %470, %461
  %472 = icmp ult i32 %471, %470
  %473 = zext i1 %472 to i32
  %474 = add nuw nsw i32 %464, %473
  %475 = mul i32 %26, %71
  %476 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %71, i32 %26)
  %477 = add i32 %475, %467
  %478 = icmp ult i32 %477, %475
  %479 = zext i1 %478 to i32
  %480 = add i32 %476, %479
  %481 = add i32 %480, %471
  %482 = icmp ult i32 %481, %480
  %483 = zext i1 %482 to i32
  %484 = add nuw nsw i32 %474, %483
  %485 = mul i32 %74, %31
  %486 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %31, i32 %74)
  %487 = add i32 %485, %481
  %488 = icmp ult i32 %487, %485
  %489 = zext i1 %488 to i32
  %490 = add i32 %486, %489
  %491 = add i32 %490, %484
  %492 = icmp ult i32 %491, %490
  %493 = zext i1 %492 to i32
  %494 = mul i32 %66, %39
  %495 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %39, i32 %66)
  %496 = add i32 %494, %487
  %497 = icmp ult i32 %496, %494
  %498 = zext i1 %497 to i32
  %499 = add i32 %495, %498
  %500 = add i32 %499, %491
  %501 = icmp ult i32 %500, %499
  %502 = zext i1 %501 to i32
  %503 = add nuw nsw i32 %493, %502
  %504 = mul i32 %58, %47
  %505 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %47, i32 %58)
  %506 = add i32 %504, %496
  %507 = icmp ult i32 %506, %504
  %508 = zext i1 %507 to i32
  %509 = add i32 %505, %508
  %510 = add i32 %509, %500
  %511 = icmp ult i32 %510, %509
  %512 = zext i1 %511 to i32
  %513 = add nuw nsw i32 %503, %512
  %514 = mul i32 %50, %55
  %515 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %55, i32 %50)
  %516 = add i32 %514, %506
  %517 = icmp ult i32 %516, %514
  %518 = zext i1 %517 to i32
  %519 = add i32 %515, %518
  %520 = add i32 %519, %510
  %521 = icmp ult i32 %520, %519
  %522 = zext i1 %521 to i32
  %523 = add nuw nsw i32 %513, %522
  %524 = mul i32 %42, %63
  %525 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %42)
  %526 = add i32 %524, %516
  %527 = icmp ult i32 %526, %524
  %528 = zext i1 %527 to i32
  %529 = add i32 %525, %528
  %530 = add i32 %529, %520
  %531 = icmp ult i32 %530, %529
  %532 = zext i1 %531 to i32
  %533 = add nuw nsw i32 %523, %532
  %534 = mul i32 %34, %71
  %535 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %71, i32 %34)
  %536 = add i32 %534, %526
  %537 = icmp ult i32 %536, %534
  %538 = zext i1 %537 to i32
  %539 = add i32 %535, %538
  %540 = add i32 %539, %530
  %541 = icmp ult i32 %540, %539
  %542 = zext i1 %541 to i32
  %543 = add nuw nsw i32 %533, %542
  %544 = mul i32 %74, %39
  %545 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %39, i32 %74)
  %546 = add i32 %544, %540
  %547 = icmp ult i32 %546, %544
  %548 = zext i1 %547 to i32
  %549 = add i32 %545, %548
  %550 = add i32 %549, %543
  %551 = icmp ult i32 %550, %549
  %552 = zext i1 %551 to i32
  %553 = mul i32 %66, %47
  %554 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %47, i32 %66)
  %555 = add i32 %553, %546
  %556 = icmp ult i32 %555, %553
  %557 = zext i1 %556 to i32
  %558 = add i32 %554, %557
  %559 = add i32 %558, %550
  %560 = icmp ult i32 %559, %558
  %561 = zext i1 %560 to i32
  %562 = add nuw nsw i32 %552, %561
  %563 = mul i32 %58, %55
  %564 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %55, i32 %58)
  %565 = add i32 %563, %555
  %566 = icmp ult i32 %565, %563
  %567 = zext i1 %566 to i32
  %568 = add i32 %564, %567
  %569 = add i32 %568, %559
  %570 = icmp ult i32 %569, %568
  %571 = zext i1 %570 to i32
  %572 = add nuw nsw i32 %562, %571
  %573 = mul i32 %50, %63
  %574 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %50)
  %575 = add i32 %573, %565
  %576 = icmp ult i32 %575, %573
  %577 = zext i1 %576 to i32
  %578 = add i32 %574, %577
  %579 = add i32 %578, %569
  %580 = icmp ult i32 %579, %578
  %581 = zext i1 %580 to i32
  %582 = add nuw nsw i32 %572, %581
  %583 = mul i32 %42, %71
  %584 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %71, i32 %42)
  %585 = add i32 %583, %575
  %586 = icmp ult i32 %585, %583
  %587 = zext i1 %586 to i32
  %588 = add i32 %584, %587
  %589 = add i32 %588, %579
  %590 = icmp ult i32 %589, %588
  %591 = zext i1 %590 to i32
  %592 = add nuw nsw i32 %582, %591
  %593 = mul i32 %74, %47
  %594 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %47, i32 %74)
  %595 = add i32 %593, %589
  %596 = icmp ult i32 %595, %593
  %597 = zext i1 %596 to i32
  %598 = add i32 %594, %597
  %599 = add i32 %598, %592
  %600 = icmp ult i32 %599, %598
  %601 = zext i1 %600 to i32
  %602 = mul i32 %66, %55
  %603 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %55, i32 %66)
  %604 = add i32 %602, %595
  %605 = icmp ult i32 %604, %602
  %606 = zext i1 %605 to i32
  %607 = add i32 %603, %606
  %608 = add i32 %607, %599
  %609 = icmp ult i32 %608, %607
  %610 = zext i1 %609 to i32
  %611 = add nuw nsw i32 %601, %610
  %612 = mul i32 %58, %63
  %613 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %58)
  %614 = add i32 %612, %604
  %615 = icmp ult i32 %614, %612
  %616 = zext i1 %615 to i32
  %617 = add i32 %613, %616
  %618 = add i32 %617, %608
  %619 = icmp ult i32 %618, %617
  %620 = zext i1 %619 to i32
  %621 = add nuw nsw i32 %611, %620
  %622 = mul i32 %50, %71
  %623 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %71, i32 %50)
  %624 = add i32 %622, %614
  %625 = icmp ult i32 %624, %622
  %626 = zext i1 %625 to i32
  %627 = add i32 %623, %626
  %628 = add i32 %627, %618
  %629 = icmp ult i32 %628, %627
  %630 = zext i1 %629 to i32
  %631 = add nuw nsw i32 %621, %630
  %632 = mul i32 %74, %55
  %633 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %55, i32 %74)
  %634 = add i32 %632, %628
  %635 = icmp ult i32 %634, %632
  %636 = zext i1 %635 to i32
  %637 = add i32 %633, %636
  %638 = add i32 %637, %631
  %639 = icmp ult i32 %638, %637
  %640 = zext i1 %639 to i32
  %641 = mul i32 %66, %63
  %642 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %66)
  %643 = add i32 %641, %634
  %644 = icmp ult i32 %643, %641
  %645 = zext i1 %644 to i32
  %646 = add i32 %642, %645
  %647 = add i32 %646, %638
  %648 = icmp ult i32 %647, %646
  %649 = zext i1 %648 to i32
  %650 = add nuw nsw i32 %640, %649
  %651 = mul i32 %58, %71
  %652 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %71, i32 %58)
  %653 = add i32 %651, %643
  %654 = icmp ult i32 %653, %651
  %655 = zext i1 %654 to i32
  %656 = add i32 %652, %655
  %657 = add i32 %656, %647
  %658 = icmp ult i32 %657, %656
  %659 = zext i1 %658 to i32
  %660 = add nuw nsw i32 %650, %659
  %661 = mul i32 %74, %63
  %662 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %63, i32 %74)
  %663 = add i32 %661, %657
  %664 = icmp ult i32 %663, %661
  %665 = zext i1 %664 to i32
  %666 = add i32 %662, %665
  %667 = add i32 %666, %660
  %668 = icmp ult i32 %667, %666
  %669 = zext i1 %668 to i32
  %670 = mul i32 %66, %71
  %671 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %71, i32 %66)
  %672 = add i32 %670, %663
  %673 = icmp ult i32 %672, %670
  %674 = zext i1 %673 to i32
  %675 = add i32 %671, %674
  %676 = add i32 %675, %667
  %677 = icmp ult i32 %676, %675
  %678 = zext i1 %677 to i32
  %679 = add nuw nsw i32 %669, %678
  %680 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 %71, i32 %74)
  %681 = mul i32 %74, %71
  %682 = add i32 %681, %676
  %683 = icmp ult i32 %682, %681
  %684 = zext i1 %683 to i32
  %685 = add i32 %680, %684
  %686 = add i32 %685, %679
  %687 = getelementptr i32, ptr %2, i64 %13
  store i32 %75, ptr %687, align 4, !tbaa !6
  %688 = getelementptr i32, ptr %687, i64 %12
  store i32 %85, ptr %688, align 4, !tbaa !6
  %689 = getelementptr i32, ptr %687, i64 %27
  store i32 %113, ptr %689, align 4, !tbaa !6
  %690 = getelementptr i32, ptr %687, i64 %35
  store i32 %152, ptr %690, align 4, !tbaa !6
  %691 = getelementptr i32, ptr %687, i64 %43
  store i32 %201, ptr %691, align 4, !tbaa !6
  %692 = getelementptr i32, ptr %687, i64 %51
  store i32 %260, ptr %692, align 4, !tbaa !6
  %693 = getelementptr i32, ptr %687, i64 %59
  store i32 %329, ptr %693, align 4, !tbaa !6
  %694 = getelementptr i32, ptr %687, i64 %67
  store i32 %408, ptr %694, align 4, !tbaa !6
  %695 = shl nsw i64 %12, 5
  %696 = getelementptr i8, ptr %687, i64 %695
  store i32 %477, ptr %696, align 4, !tbaa !6
  %697 = mul nsw i64 %12, 36
  %698 = getelementptr i8, ptr %687, i64 %697
  store i32 %536, ptr %698, align 4, !tbaa !6
  %699 = mul nsw i64 %12, 40
  %700 = getelementptr i8, ptr %687, i64 %699
  store i32 %585, ptr %700, align 4, !tbaa !6
  %701 = mul nsw i64 %12, 44
  %702 = getelementptr i8, ptr %687, i64 %701
  store i32 %624, ptr %702, align 4, !tbaa !6
  %703 = mul nsw i64 %12, 48
  %704 = getelementptr i8, ptr %687, i64 %703
  store i32 %653, ptr %704, align 4, !tbaa !6
  %705 = mul nsw i64 %12, 52
  %706 = getelementptr i8, ptr %687, i64 %705
  store i32 %672, ptr %706, align 4, !tbaa !6
  %707 = mul nsw i64 %12, 56
  %708 = getelementptr i8, ptr %687, i64 %707
  store i32 %682, ptr %708, align 4, !tbaa !6
  %709 = mul nsw i64 %12, 60
  %710 = getelementptr i8, ptr %687, i64 %709
  store i32 %686, ptr %710, align 4, !tbaa !6
  br label %711

711:                                              ; preds = %4, %11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bigint_modadd(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = alloca [8 x i32], align 4
  %7 = alloca [8 x i32], align 4
  %8 = alloca [8 x i32], align 4
  %9 = alloca [8 x i32], align 4
  %10 = alloca [8 x i32], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %169

17:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #8
  %18 = sext i32 %4 to i64
  %19 = sext i32 %15 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %21, ptr %6, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i32, ptr %1, i64 %19
  %23 = load i32, ptr %22, align 4, !tbaa !6
  store i32 %23, ptr %7, align 4, !tbaa !6
  %24 = load i32, ptr %2, align 4, !tbaa !6
  store i32 %24, ptr %8, align 4, !tbaa !6
  %25 = add nsw i64 %18, %19
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 %27, ptr %28, align 4, !tbaa !6
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %25
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 %30, ptr %31, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %33, ptr %34, align 4, !tbaa !6
  %35 = shl nsw i64 %18, 1
  %36 = add nsw i64 %35, %19
  %37 = getelementptr inbounds nuw i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 %38, ptr %39, align 4, !tbaa !6
  %40 = getelementptr inbounds nuw i32, ptr %1, i64 %36
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 %41, ptr %42, align 4, !tbaa !6
  %43 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %44, ptr %45, align 4, !tbaa !6
  %46 = mul nsw i64 %18, 3
  %47 = add nsw i64 %46, %19
  %48 = getelementptr inbounds nuw i32, ptr %0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store i32 %49, ptr %50, align 4, !tbaa !6
  %51 = getelementptr inbounds nuw i32, ptr %1, i64 %47
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store i32 %52, ptr %53, align 4, !tbaa !6
  %54 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 %55, ptr %56, align 4, !tbaa !6
  %57 = shl nsw i64 %18, 2
  %58 = add nsw i64 %57, %19
  %59 = getelementptr inbounds nuw i32, ptr %0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = getelementptr inbounds nuw i8, ptr %6, i64 16
  store i32 %60, ptr %61, align 4, !tbaa !6
  %62 = getelementptr inbounds nuw i32, ptr %1, i64 %58
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store i32 %63, ptr %64, align 4, !tbaa !6
  %65 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store i32 %66, ptr %67, align 4, !tbaa !6
  %68 = mul nsw i64 %18, 5
  %69 = add nsw i64 %68, %19
  %70 = getelementptr inbounds nuw i32, ptr %0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = getelementptr inbounds nuw i8, ptr %6, i64 20
  store i32 %71, ptr %72, align 4, !tbaa !6
  %73 = getelementptr inbounds nuw i32, ptr %1, i64 %69
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store i32 %74, ptr %75, align 4, !tbaa !6
  %76 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store i32 %77, ptr %78, align 4, !tbaa !6
  %79 = mul nsw i64 %18, 6
  %80 = add nsw i64 %79, %19
  %81 = getelementptr inbounds nuw i32, ptr %0, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = getelementptr inbounds nuw i8, ptr %6, i64 24
  store i32 %82, ptr %83, align 4, !tbaa !6
  %84 = getelementptr inbounds nuw i32, ptr %1, i64 %80
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store i32 %85, ptr %86, align 4, !tbaa !6
  %87 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store i32 %88, ptr %89, align 4, !tbaa !6
  %90 = mul nsw i64 %18, 7
  %91 = add nsw i64 %90, %19
  %92 = getelementptr inbounds nuw i32, ptr %0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = getelementptr inbounds nuw i8, ptr %6, i64 28
  store i32 %93, ptr %94, align 4, !tbaa !6
  %95 = getelementptr inbounds nuw i32, ptr %1, i64 %91
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = getelementptr inbounds nuw i8, ptr %7, i64 28
  store i32 %96, ptr %97, align 4, !tbaa !6
  %98 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store i32 %99, ptr %100, align 4, !tbaa !6
  %101 = call fastcc noundef i32 @_ZL5add_nPjPKjS1_i(ptr noundef %9, ptr noundef %6, ptr noundef %7) #8
  %102 = call fastcc noundef i32 @_ZL5sub_nPjPKjS1_i(ptr noundef %10, ptr noundef %9, ptr noundef %8) #8
  %103 = xor i32 %102, 1
  %104 = or i32 %103, %101
  %105 = sub nsw i32 0, %104
  %106 = icmp eq i32 %104, 0
  %107 = getelementptr i32, ptr %3, i64 %19
  %108 = load i32, ptr %10, align 4, !tbaa !6
  %109 = and i32 %108, %105
  %110 = load i32, ptr %9, align 4, !tbaa !6
  %111 = select i1 %106, i32 %110, i32 0
  %112 = or i32 %111, %109
  store i32 %112, ptr %107, align 4, !tbaa !6
  %113 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = and i32 %114, %105
  %116 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = select i1 %106, i32 %117, i32 0
  %119 = or i32 %118, %115
  %120 = getelementptr i32, ptr %107, i64 %18
  store i32 %119, ptr %120, align 4, !tbaa !6
  %121 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = and i32 %122, %105
  %124 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = select i1 %106, i32 %125, i32 0
  %127 = or i32 %126, %123
  %128 = getelementptr i32, ptr %107, i64 %35
  store i32 %127, ptr %128, align 4, !tbaa !6
  %129 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %130 = load i32, ptr %129, align 4, !tbaa !6
  %131 = and i32 %130, %105
  %132 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = select i1 %106, i32 %133, i32 0
  %135 = or i32 %134, %131
  %136 = getelementptr i32, ptr %107, i64 %46
  store i32 %135, ptr %136, align 4, !tbaa !6
  %137 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = and i32 %138, %105
  %140 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = select i1 %106, i32 %141, i32 0
  %143 = or i32 %142, %139
  %144 = getelementptr i32, ptr %107, i64 %57
  store i32 %143, ptr %144, align 4, !tbaa !6
  %145 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = and i32 %146, %105
  %148 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %149 = load i32, ptr %148, align 4, !tbaa !6
  %150 = select i1 %106, i32 %149, i32 0
  %151 = or i32 %150, %147
  %152 = getelementptr i32, ptr %107, i64 %68
  store i32 %151, ptr %152, align 4, !tbaa !6
  %153 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %154 = load i32, ptr %153, align 4, !tbaa !6
  %155 = and i32 %154, %105
  %156 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = select i1 %106, i32 %157, i32 0
  %159 = or i32 %158, %155
  %160 = getelementptr i32, ptr %107, i64 %79
  store i32 %159, ptr %160, align 4, !tbaa !6
  %161 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %162 = load i32, ptr %161, align 4, !tbaa !6
  %163 = and i32 %162, %105
  %164 = getelementptr inbounds nuw i8, ptr %9, i64 28
  %165 = load i32, ptr %164, align 4, !tbaa !6
  %166 = select i1 %106, i32 %165, i32 0
  %167 = or i32 %166, %163
  %168 = getelementptr i32, ptr %107, i64 %90
  store i32 %167, ptr %168, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  br label %169

169:                                              ; preds = %5, %17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc noundef range(i32 0, 2) i32 @_ZL5add_nPjPKjS1_i(ptr noundef nonnull writeonly captures(none) initializes((0, 32)) %0, ptr noundef nonnull readonly captures(none) %1, ptr noundef nonnull readonly captures(none) %2) unnamed_addr #3 {
  %4 = load i32, ptr %1, align 4, !tbaa !6
  %5 = load i32, ptr %2, align 4, !tbaa !6
  %6 = add i32 %5, %4
  %7 = icmp ult i32 %6, %4
  store i32 %6, ptr %0, align 4, !tbaa !6
  %8 = zext i1 %7 to i32
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = add i32 %12, %10
  %14 = icmp ult i32 %13, %10
  %15 = add i32 %13, %8
  %16 = icmp ult i32 %15, %13
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %15, ptr %17, align 4, !tbaa !6
  %18 = or i1 %14, %16
  %19 = zext i1 %18 to i32
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = add i32 %23, %21
  %25 = icmp ult i32 %24, %21
  %26 = add i32 %24, %19
  %27 = icmp ult i32 %26, %24
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %26, ptr %28, align 4, !tbaa !6
  %29 = or i1 %25, %27
  %30 = zext i1 %29 to i32
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add i32 %34, %32
  %36 = icmp ult i32 %35, %32
  %37 = add i32 %35, %30
  %38 = icmp ult i32 %37, %35
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %37, ptr %39, align 4, !tbaa !6
  %40 = or i1 %36, %38
  %41 = zext i1 %40 to i32
  %42 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = add i32 %45, %43
  %47 = icmp ult i32 %46, %43
  %48 = add i32 %46, %41
  %49 = icmp ult i32 %48, %46
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 %48, ptr %50, align 4, !tbaa !6
  %51 = or i1 %47, %49
  %52 = zext i1 %51 to i32
  %53 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = add i32 %56, %54
  %58 = icmp ult i32 %57, %54
  %59 = add i32 %57, %52
  %60 = icmp ult i32 %59, %57
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i32 %59, ptr %61, align 4, !tbaa !6
  %62 = or i1 %58, %60
  %63 = zext i1 %62 to i32
  %64 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = add i32 %67, %65
  %69 = icmp ult i32 %68, %65
  %70 = add i32 %68, %63
  %71 = icmp ult i32 %70, %68
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i32 %70, ptr %72, align 4, !tbaa !6
  %73 = or i1 %69, %71
  %74 = zext i1 %73 to i32
  %75 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = add i32 %78, %76
  %80 = icmp ult i32 %79, %76
  %81 = add i32 %79, %74
  %82 = icmp ult i32 %81, %79
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %81, ptr %83, align 4, !tbaa !6
  %84 = or i1 %80, %82
  %85 = zext i1 %84 to i32
  ret i32 %85
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc noundef range(i32 0, 2) i32 @_ZL5sub_nPjPKjS1_i(ptr noundef nonnull writeonly captures(none) initializes((0, 32)) %0, ptr noundef nonnull readonly captures(none) %1, ptr noundef nonnull readonly captures(none) %2) unnamed_addr #3 {
  %4 = load i32, ptr %1, align 4, !tbaa !6
  %5 = load i32, ptr %2, align 4, !tbaa !6
  %6 = sub i32 %4, %5
  %7 = icmp ult i32 %4, %5
  store i32 %6, ptr %0, align 4, !tbaa !6
  %8 = zext i1 %7 to i32
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = sub i32 %10, %12
  %14 = icmp ult i32 %10, %12
  %15 = sub i32 %13, %8
  %16 = icmp ult i32 %13, %8
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store i32 %15, ptr %17, align 4, !tbaa !6
  %18 = or i1 %14, %16
  %19 = zext i1 %18 to i32
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = sub i32 %21, %23
  %25 = icmp ult i32 %21, %23
  %26 = sub i32 %24, %19
  %27 = icmp ult i32 %24, %19
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store i32 %26, ptr %28, align 4, !tbaa !6
  %29 = or i1 %25, %27
  %30 = zext i1 %29 to i32
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = sub i32 %32, %34
  %36 = icmp ult i32 %32, %34
  %37 = sub i32 %35, %30
  %38 = icmp ult i32 %35, %30
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store i32 %37, ptr %39, align 4, !tbaa !6
  %40 = or i1 %36, %38
  %41 = zext i1 %40 to i32
  %42 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = sub i32 %43, %45
  %47 = icmp ult i32 %43, %45
  %48 = sub i32 %46, %41
  %49 = icmp ult i32 %46, %41
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i32 %48, ptr %50, align 4, !tbaa !6
  %51 = or i1 %47, %49
  %52 = zext i1 %51 to i32
  %53 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = sub i32 %54, %56
  %58 = icmp ult i32 %54, %56
  %59 = sub i32 %57, %52
  %60 = icmp ult i32 %57, %52
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 20
  store i32 %59, ptr %61, align 4, !tbaa !6
  %62 = or i1 %58, %60
  %63 = zext i1 %62 to i32
  %64 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = sub i32 %65, %67
  %69 = icmp ult i32 %65, %67
  %70 = sub i32 %68, %63
  %71 = icmp ult i32 %68, %63
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store i32 %70, ptr %72, align 4, !tbaa !6
  %73 = or i1 %69, %71
  %74 = zext i1 %73 to i32
  %75 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = sub i32 %76, %78
  %80 = icmp ult i32 %76, %78
  %81 = sub i32 %79, %74
  %82 = icmp ult i32 %79, %74
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 28
  store i32 %81, ptr %83, align 4, !tbaa !6
  %84 = or i1 %80, %82
  %85 = zext i1 %84 to i32
  ret i32 %85
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bigint_normalize(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp sge i32 %10, %3
  %12 = add i32 %4, -33
  %13 = icmp ult i32 %12, -32
  %14 = or i1 %11, %13
  br i1 %14, label %137, label %15

15:                                               ; preds = %5
  %16 = add nsw i32 %4, -1
  %17 = sext i32 %3 to i64
  %18 = sext i32 %10 to i64
  %19 = getelementptr i32, ptr %0, i64 %18
  br label %20

20:                                               ; preds = %15, %27
  %21 = phi i32 [ %16, %15 ], [ %28, %27 ]
  %22 = zext nneg i32 %21 to i64
  %23 = mul nsw i64 %22, %17
  %24 = getelementptr i32, ptr %19, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %30

27:                                               ; preds = %20
  %28 = add nsw i32 %21, -1
  %29 = icmp eq i32 %21, 0
  br i1 %29, label %30, label %20, !llvm.loop !14

30:                                               ; preds = %20, %27
  %31 = phi i32 [ %21, %20 ], [ -1, %27 ]
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %33, label %78

33:                                               ; preds = %30
  %34 = sext i32 %3 to i64
  %35 = sext i32 %10 to i64
  %36 = getelementptr i32, ptr %1, i64 %35
  %37 = and i32 %4, 7
  %38 = icmp ult i32 %16, 7
  br i1 %38, label %121, label %39

39:                                               ; preds = %33
  %40 = and i32 %4, 56
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i32 [ 0, %39 ], [ %75, %41 ]
  %43 = phi i32 [ 0, %39 ], [ %76, %41 ]
  %44 = zext nneg i32 %42 to i64
  %45 = mul nsw i64 %44, %34
  %46 = getelementptr i32, ptr %36, i64 %45
  store i32 0, ptr %46, align 4, !tbaa !6
  %47 = or disjoint i32 %42, 1
  %48 = zext nneg i32 %47 to i64
  %49 = mul nsw i64 %48, %34
  %50 = getelementptr i32, ptr %36, i64 %49
  store i32 0, ptr %50, align 4, !tbaa !6
  %51 = or disjoint i32 %42, 2
  %52 = zext nneg i32 %51 to i64
  %53 = mul nsw i64 %52, %34
  %54 = getelementptr i32, ptr %36, i64 %53
  store i32 0, ptr %54, align 4, !tbaa !6
  %55 = or disjoint i32 %42, 3
  %56 = zext nneg i32 %55 to i64
  %57 = mul nsw i64 %56, %34
  %58 = getelementptr i32, ptr %36, i64 %57
  store i32 0, ptr %58, align 4, !tbaa !6
  %59 = or disjoint i32 %42, 4
  %60 = zext nneg i32 %59 to i64
  %61 = mul nsw i64 %60, %34
  %62 = getelementptr i32, ptr %36, i64 %61
  store i32 0, ptr %62, align 4, !tbaa !6
  %63 = or disjoint i32 %42, 5
  %64 = zext nneg i32 %63 to i64
  %65 = mul nsw i64 %64, %34
  %66 = getelementptr i32, ptr %36, i64 %65
  store i32 0, ptr %66, align 4, !tbaa !6
  %67 = or disjoint i32 %42, 6
  %68 = zext nneg i32 %67 to i64
  %69 = mul nsw i64 %68, %34
  %70 = getelementptr i32, ptr %36, i64 %69
  store i32 0, ptr %70, align 4, !tbaa !6
  %71 = or disjoint i32 %42, 7
  %72 = zext nneg i32 %71 to i64
  %73 = mul nsw i64 %72, %34
  %74 = getelementptr i32, ptr %36, i64 %73
  store i32 0, ptr %74, align 4, !tbaa !6
  %75 = add nuw nsw i32 %42, 8
  %76 = add i32 %43, 8
  %77 = icmp eq i32 %76, %40
  br i1 %77, label %119, label %41, !llvm.loop !15

78:                                               ; preds = %30
  %79 = sub nsw i32 %16, %31
  %80 = zext nneg i32 %31 to i64
  %81 = sext i32 %3 to i64
  %82 = mul nsw i64 %80, %81
  %83 = sext i32 %10 to i64
  %84 = getelementptr i32, ptr %0, i64 %82
  %85 = getelementptr i32, ptr %84, i64 %83
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %86, i1 false)
  %88 = getelementptr i32, ptr %0, i64 %83
  %89 = getelementptr i32, ptr %1, i64 %83
  br label %93

90:                                               ; preds = %111
  %91 = shl nsw i32 %79, 5
  %92 = add nsw i32 %87, %91
  br label %133

93:                                               ; preds = %78, %111
  %94 = phi i32 [ %117, %111 ], [ %16, %78 ]
  %95 = sub nsw i32 %94, %79
  %96 = icmp sgt i32 %95, -1
  br i1 %96, label %97, label %102

97:                                               ; preds = %93
  %98 = zext nneg i32 %95 to i64
  %99 = mul nsw i64 %98, %81
  %100 = getelementptr i32, ptr %88, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  br label %102

102:                                              ; preds = %93, %97
  %103 = phi i32 [ %101, %97 ], [ 0, %93 ]
  %104 = icmp sgt i32 %95, 0
  br i1 %104, label %105, label %111

105:                                              ; preds = %102
  %106 = add nsw i32 %95, -1
  %107 = zext nneg i32 %106 to i64
  %108 = mul nsw i64 %107, %81
  %109 = getelementptr i32, ptr %88, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !6
  br label %111

111:                                              ; preds = %102, %105
  %112 = phi i32 [ %110, %105 ], [ 0, %102 ]
  %113 = tail call noundef i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %112, i32 %103, i32 %87) #9, !srcloc !16
  %114 = zext nneg i32 %94 to i64
  %115 = mul nsw i64 %114, %81
  %116 = getelementptr i32, ptr %89, i64 %115
  store i32 %113, ptr %116, align 4, !tbaa !6
  %117 = add nsw i32 %94, -1
  %118 = icmp sgt i32 %94, 0
  br i1 %118, label %93, label %90, !llvm.loop !17

119:                                              ; preds = %41
  %120 = icmp eq i32 %37, 0
  br i1 %120, label %133, label %121

121:                                              ; preds = %119, %33
  %122 = phi i32 [ 0, %33 ], [ %75, %119 ]
  %123 = icmp ne i32 %37, 0
  tail call void @llvm.assume(i1 %123)
  br label %124

124:                                              ; preds = %124, %121
  %125 = phi i32 [ %122, %121 ], [ %130, %124 ]
  %126 = phi i32 [ 0, %121 ], [ %131, %124 ]
  %127 = zext nneg i32 %125 to i64
  %128 = mul nsw i64 %127, %34
  %129 = getelementptr i32, ptr %36, i64 %128
  store i32 0, ptr %129, align 4, !tbaa !6
  %130 = add nuw nsw i32 %125, 1
  %131 = add i32 %126, 1
  %132 = icmp eq i32 %131, %37
  br i1 %132, label %133, label %124, !llvm.loop !18

133:                                              ; preds = %119, %124, %90
  %134 = phi i64 [ %83, %90 ], [ %35, %124 ], [ %35, %119 ]
  %135 = phi i32 [ %92, %90 ], [ -1, %124 ], [ -1, %119 ]
  %136 = getelementptr inbounds i32, ptr %2, i64 %134
  store i32 %135, ptr %136, align 4, !tbaa !6
  br label %137

137:                                              ; preds = %133, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { convergent nounwind memory(none) }

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
!13 = !{}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{i64 8126115}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
