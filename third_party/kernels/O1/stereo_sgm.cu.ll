; ModuleID = 'src/stereo_sgm.cu'
source_filename = "src/stereo_sgm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SgmParams = type { i32, i32, i32, i32, float }

@c_sgm = dso_local addrspace(4) externally_initialized constant %struct.SgmParams zeroinitializer, align 4
@_ZZ14sgm_census_9x7E4tile = internal unnamed_addr addrspace(3) global [14 x [40 x i8]] undef, align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sgm_census_9x7(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp eq i32 %7, 32
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = icmp eq i32 %9, 8
  %11 = and i1 %8, %10
  br i1 %11, label %12, label %544

12:                                               ; preds = %6
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %14, ptr %0, ptr %1
  %16 = select i1 %14, ptr %2, ptr %3
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 5
  %19 = add i32 %18, -4
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = shl nuw nsw i32 %20, 3
  %22 = add nsw i32 %21, -3
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %24 = shl nuw nsw i32 %23, 5
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add nuw nsw i32 %24, %25
  %27 = icmp samesign ult i32 %26, 560
  br i1 %27, label %28, label %32

28:                                               ; preds = %12
  %29 = add nsw i32 %4, -1
  %30 = add nsw i32 %5, -1
  %31 = sext i32 %4 to i64
  br label %38

32:                                               ; preds = %38, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = add i32 %18, %25
  %34 = add nuw nsw i32 %21, %23
  %35 = icmp slt i32 %33, %4
  %36 = icmp slt i32 %34, %5
  %37 = and i1 %35, %36
  br i1 %37, label %61, label %544

38:                                               ; preds = %28, %38
  %39 = phi i32 [ %26, %28 ], [ %59, %38 ]
  %40 = udiv i32 %39, 40
  %41 = mul nsw i32 %40, -40
  %42 = add nsw i32 %41, %39
  %43 = add nsw i32 %19, %42
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = tail call noundef i32 @llvm.smin.i32(i32 %44, i32 %29)
  %46 = add nsw i32 %22, %40
  %47 = tail call noundef i32 @llvm.smax.i32(i32 %46, i32 0)
  %48 = tail call noundef i32 @llvm.smin.i32(i32 %47, i32 %30)
  %49 = sext i32 %48 to i64
  %50 = mul nsw i64 %49, %31
  %51 = sext i32 %45 to i64
  %52 = getelementptr i8, ptr %15, i64 %50
  %53 = getelementptr i8, ptr %52, i64 %51
  %54 = load i8, ptr %53, align 1, !tbaa !11
  %55 = zext nneg i32 %40 to i64
  %56 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %55
  %57 = sext i32 %42 to i64
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  store i8 %54, ptr %58, align 1, !tbaa !11
  %59 = add nuw nsw i32 %39, 256
  %60 = icmp samesign ult i32 %39, 304
  br i1 %60, label %38, label %32, !llvm.loop !12

61:                                               ; preds = %32
  %62 = add nuw nsw i32 %25, 4
  %63 = add nuw nsw i32 %23, 3
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %64
  %66 = zext nneg i32 %62 to i64
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !11
  %69 = zext nneg i32 %23 to i64
  %70 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %69
  %71 = zext nneg i32 %25 to i64
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !11
  %74 = icmp ult i8 %73, %68
  %75 = select i1 %74, i64 2, i64 0
  %76 = zext nneg i32 %25 to i64
  %77 = getelementptr inbounds nuw i8, ptr %70, i64 %76
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 1
  %79 = load i8, ptr %78, align 1, !tbaa !11
  %80 = icmp ult i8 %79, %68
  %81 = zext i1 %80 to i64
  %82 = or disjoint i64 %75, %81
  %83 = zext nneg i32 %25 to i64
  %84 = getelementptr inbounds nuw i8, ptr %70, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 2
  %86 = load i8, ptr %85, align 1, !tbaa !11
  %87 = icmp ult i8 %86, %68
  %88 = shl nuw nsw i64 %82, 2
  %89 = select i1 %87, i64 2, i64 0
  %90 = or disjoint i64 %88, %89
  %91 = zext nneg i32 %25 to i64
  %92 = getelementptr inbounds nuw i8, ptr %70, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 3
  %94 = load i8, ptr %93, align 1, !tbaa !11
  %95 = icmp ult i8 %94, %68
  %96 = zext i1 %95 to i64
  %97 = or disjoint i64 %90, %96
  %98 = zext nneg i32 %62 to i64
  %99 = getelementptr inbounds nuw i8, ptr %70, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !11
  %101 = icmp ult i8 %100, %68
  %102 = shl nuw nsw i64 %97, 2
  %103 = select i1 %101, i64 2, i64 0
  %104 = or disjoint i64 %102, %103
  %105 = zext nneg i32 %25 to i64
  %106 = getelementptr inbounds nuw i8, ptr %70, i64 %105
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 5
  %108 = load i8, ptr %107, align 1, !tbaa !11
  %109 = icmp ult i8 %108, %68
  %110 = zext i1 %109 to i64
  %111 = or disjoint i64 %104, %110
  %112 = zext nneg i32 %25 to i64
  %113 = getelementptr inbounds nuw i8, ptr %70, i64 %112
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 6
  %115 = load i8, ptr %114, align 1, !tbaa !11
  %116 = icmp ult i8 %115, %68
  %117 = shl i64 %111, 2
  %118 = select i1 %116, i64 2, i64 0
  %119 = or disjoint i64 %117, %118
  %120 = zext nneg i32 %25 to i64
  %121 = getelementptr inbounds nuw i8, ptr %70, i64 %120
  %122 = getelementptr inbounds nuw i8, ptr %121, i64 7
  %123 = load i8, ptr %122, align 1, !tbaa !11
  %124 = icmp ult i8 %123, %68
  %125 = zext i1 %124 to i64
  %126 = or disjoint i64 %119, %125
  %127 = zext nneg i32 %25 to i64
  %128 = getelementptr inbounds nuw i8, ptr %70, i64 %127
  %129 = getelementptr inbounds nuw i8, ptr %128, i64 8
  %130 = load i8, ptr %129, align 1, !tbaa !11
  %131 = icmp ult i8 %130, %68
  %132 = zext nneg i32 %23 to i64
  %133 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %132
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 40
  %135 = shl i64 %126, 2
  %136 = select i1 %131, i64 2, i64 0
  %137 = or disjoint i64 %135, %136
  %138 = zext nneg i32 %25 to i64
  %139 = getelementptr inbounds nuw i8, ptr %134, i64 %138
  %140 = load i8, ptr %139, align 1, !tbaa !11
  %141 = icmp ult i8 %140, %68
  %142 = zext i1 %141 to i64
  %143 = or disjoint i64 %137, %142
  %144 = zext nneg i32 %25 to i64
  %145 = getelementptr inbounds nuw i8, ptr %134, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 1
  %147 = load i8, ptr %146, align 1, !tbaa !11
  %148 = icmp ult i8 %147, %68
  %149 = shl i64 %143, 2
  %150 = select i1 %148, i64 2, i64 0
  %151 = or disjoint i64 %149, %150
  %152 = zext nneg i32 %25 to i64
  %153 = getelementptr inbounds nuw i8, ptr %134, i64 %152
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 2
  %155 = load i8, ptr %154, align 1, !tbaa !11
  %156 = icmp ult i8 %155, %68
  %157 = zext i1 %156 to i64
  %158 = or disjoint i64 %151, %157
  %159 = zext nneg i32 %25 to i64
  %160 = getelementptr inbounds nuw i8, ptr %134, i64 %159
  %161 = getelementptr inbounds nuw i8, ptr %160, i64 3
  %162 = load i8, ptr %161, align 1, !tbaa !11
  %163 = icmp ult i8 %162, %68
  %164 = shl i64 %158, 2
  %165 = select i1 %163, i64 2, i64 0
  %166 = or disjoint i64 %164, %165
  %167 = zext nneg i32 %62 to i64
  %168 = getelementptr inbounds nuw i8, ptr %134, i64 %167
  %169 = load i8, ptr %168, align 1, !tbaa !11
  %170 = icmp ult i8 %169, %68
  %171 = zext i1 %170 to i64
  %172 = or disjoint i64 %166, %171
  %173 = zext nneg i32 %25 to i64
  %174 = getelementptr inbounds nuw i8, ptr %134, i64 %173
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 5
  %176 = load i8, ptr %175, align 1, !tbaa !11
  %177 = icmp ult i8 %176, %68
  %178 = shl i64 %172, 2
  %179 = select i1 %177, i64 2, i64 0
  %180 = or disjoint i64 %178, %179
  %181 = zext nneg i32 %25 to i64
  %182 = getelementptr inbounds nuw i8, ptr %134, i64 %181
  %183 = getelementptr inbounds nuw i8, ptr %182, i64 6
  %184 = load i8, ptr %183, align 1, !tbaa !11
  %185 = icmp ult i8 %184, %68
  %186 = zext i1 %185 to i64
  %187 = or disjoint i64 %180, %186
  %188 = zext nneg i32 %25 to i64
  %189 = getelementptr inbounds nuw i8, ptr %134, i64 %188
  %190 = getelementptr inbounds nuw i8, ptr %189, i64 7
  %191 = load i8, ptr %190, align 1, !tbaa !11
  %192 = icmp ult i8 %191, %68
  %193 = shl i64 %187, 2
  %194 = select i1 %192, i64 2, i64 0
  %195 = or disjoint i64 %193, %194
  %196 = zext nneg i32 %25 to i64
  %197 = getelementptr inbounds nuw i8, ptr %134, i64 %196
  %198 = getelementptr inbounds nuw i8, ptr %197, i64 8
  %199 = load i8, ptr %198, align 1, !tbaa !11
  %200 = icmp ult i8 %199, %68
  %201 = zext i1 %200 to i64
  %202 = or disjoint i64 %195, %201
  %203 = zext nneg i32 %23 to i64
  %204 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %203
  %205 = getelementptr inbounds nuw i8, ptr %204, i64 80
  %206 = zext nneg i32 %25 to i64
  %207 = getelementptr inbounds nuw i8, ptr %205, i64 %206
  %208 = load i8, ptr %207, align 1, !tbaa !11
  %209 = icmp ult i8 %208, %68
  %210 = shl i64 %202, 2
  %211 = select i1 %209, i64 2, i64 0
  %212 = or disjoint i64 %210, %211
  %213 = zext nneg i32 %25 to i64
  %214 = getelementptr inbounds nuw i8, ptr %205, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 1
  %216 = load i8, ptr %215, align 1, !tbaa !11
  %217 = icmp ult i8 %216, %68
  %218 = zext i1 %217 to i64
  %219 = or disjoint i64 %212, %218
  %220 = zext nneg i32 %25 to i64
  %221 = getelementptr inbounds nuw i8, ptr %205, i64 %220
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 2
  %223 = load i8, ptr %222, align 1, !tbaa !11
  %224 = icmp ult i8 %223, %68
  %225 = shl i64 %219, 2
  %226 = select i1 %224, i64 2, i64 0
  %227 = or disjoint i64 %225, %226
  %228 = zext nneg i32 %25 to i64
  %229 = getelementptr inbounds nuw i8, ptr %205, i64 %228
  %230 = getelementptr inbounds nuw i8, ptr %229, i64 3
  %231 = load i8, ptr %230, align 1, !tbaa !11
  %232 = icmp ult i8 %231, %68
  %233 = zext i1 %232 to i64
  %234 = or disjoint i64 %227, %233
  %235 = zext nneg i32 %62 to i64
  %236 = getelementptr inbounds nuw i8, ptr %205, i64 %235
  %237 = load i8, ptr %236, align 1, !tbaa !11
  %238 = icmp ult i8 %237, %68
  %239 = shl i64 %234, 2
  %240 = select i1 %238, i64 2, i64 0
  %241 = or disjoint i64 %239, %240
  %242 = zext nneg i32 %25 to i64
  %243 = getelementptr inbounds nuw i8, ptr %205, i64 %242
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 5
  %245 = load i8, ptr %244, align 1, !tbaa !11
  %246 = icmp ult i8 %245, %68
  %247 = zext i1 %246 to i64
  %248 = or disjoint i64 %241, %247
  %249 = zext nneg i32 %25 to i64
  %250 = getelementptr inbounds nuw i8, ptr %205, i64 %249
  %251 = getelementptr inbounds nuw i8, ptr %250, i64 6
  %252 = load i8, ptr %251, align 1, !tbaa !11
  %253 = icmp ult i8 %252, %68
  %254 = shl i64 %248, 2
  %255 = select i1 %253, i64 2, i64 0
  %256 = or disjoint i64 %254, %255
  %257 = zext nneg i32 %25 to i64
  %258 = getelementptr inbounds nuw i8, ptr %205, i64 %257
  %259 = getelementptr inbounds nuw i8, ptr %258, i64 7
  %260 = load i8, ptr %259, align 1, !tbaa !11
  %261 = icmp ult i8 %260, %68
  %262 = zext i1 %261 to i64
  %263 = or disjoint i64 %256, %262
  %264 = zext nneg i32 %25 to i64
  %265 = getelementptr inbounds nuw i8, ptr %205, i64 %264
  %266 = getelementptr inbounds nuw i8, ptr %265, i64 8
  %267 = load i8, ptr %266, align 1, !tbaa !11
  %268 = icmp ult i8 %267, %68
  %269 = zext nneg i32 %63 to i64
  %270 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %269
  %271 = shl i64 %263, 2
  %272 = select i1 %268, i64 2, i64 0
  %273 = or disjoint i64 %271, %272
  %274 = zext nneg i32 %25 to i64
  %275 = getelementptr inbounds nuw i8, ptr %270, i64 %274
  %276 = load i8, ptr %275, align 1, !tbaa !11
  %277 = icmp ult i8 %276, %68
  %278 = zext i1 %277 to i64
  %279 = or disjoint i64 %273, %278
  %280 = zext nneg i32 %25 to i64
  %281 = getelementptr inbounds nuw i8, ptr %270, i64 %280
  %282 = getelementptr inbounds nuw i8, ptr %281, i64 1
  %283 = load i8, ptr %282, align 1, !tbaa !11
  %284 = icmp ult i8 %283, %68
  %285 = shl i64 %279, 2
  %286 = select i1 %284, i64 2, i64 0
  %287 = or disjoint i64 %285, %286
  %288 = zext nneg i32 %25 to i64
  %289 = getelementptr inbounds nuw i8, ptr %270, i64 %288
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 2
  %291 = load i8, ptr %290, align 1, !tbaa !11
  %292 = icmp ult i8 %291, %68
  %293 = zext i1 %292 to i64
  %294 = or disjoint i64 %287, %293
  %295 = zext nneg i32 %25 to i64
  %296 = getelementptr inbounds nuw i8, ptr %270, i64 %295
  %297 = getelementptr inbounds nuw i8, ptr %296, i64 3
  %298 = load i8, ptr %297, align 1, !tbaa !11
  %299 = icmp ult i8 %298, %68
  %300 = shl i64 %294, 2
  %301 = select i1 %299, i64 2, i64 0
  %302 = or disjoint i64 %300, %301
  %303 = zext nneg i32 %25 to i64
  %304 = getelementptr inbounds nuw i8, ptr %270, i64 %303
  %305 = getelementptr inbounds nuw i8, ptr %304, i64 5
  %306 = load i8, ptr %305, align 1, !tbaa !11
  %307 = icmp ult i8 %306, %68
  %308 = zext i1 %307 to i64
  %309 = or disjoint i64 %302, %308
  %310 = zext nneg i32 %25 to i64
  %311 = getelementptr inbounds nuw i8, ptr %270, i64 %310
  %312 = getelementptr inbounds nuw i8, ptr %311, i64 6
  %313 = load i8, ptr %312, align 1, !tbaa !11
  %314 = icmp ult i8 %313, %68
  %315 = shl i64 %309, 2
  %316 = select i1 %314, i64 2, i64 0
  %317 = or disjoint i64 %315, %316
  %318 = zext nneg i32 %25 to i64
  %319 = getelementptr inbounds nuw i8, ptr %270, i64 %318
  %320 = getelementptr inbounds nuw i8, ptr %319, i64 7
  %321 = load i8, ptr %320, align 1, !tbaa !11
  %322 = icmp ult i8 %321, %68
  %323 = zext i1 %322 to i64
  %324 = or disjoint i64 %317, %323
  %325 = zext nneg i32 %25 to i64
  %326 = getelementptr inbounds nuw i8, ptr %270, i64 %325
  %327 = getelementptr inbounds nuw i8, ptr %326, i64 8
  %328 = load i8, ptr %327, align 1, !tbaa !11
  %329 = icmp ult i8 %328, %68
  %330 = zext nneg i32 %23 to i64
  %331 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %330
  %332 = getelementptr inbounds nuw i8, ptr %331, i64 160
  %333 = shl i64 %324, 2
  %334 = select i1 %329, i64 2, i64 0
  %335 = or disjoint i64 %333, %334
  %336 = zext nneg i32 %25 to i64
  %337 = getelementptr inbounds nuw i8, ptr %332, i64 %336
  %338 = load i8, ptr %337, align 1, !tbaa !11
  %339 = icmp ult i8 %338, %68
  %340 = zext i1 %339 to i64
  %341 = or disjoint i64 %335, %340
  %342 = zext nneg i32 %25 to i64
  %343 = getelementptr inbounds nuw i8, ptr %332, i64 %342
  %344 = getelementptr inbounds nuw i8, ptr %343, i64 1
  %345 = load i8, ptr %344, align 1, !tbaa !11
  %346 = icmp ult i8 %345, %68
  %347 = shl i64 %341, 2
  %348 = select i1 %346, i64 2, i64 0
  %349 = or disjoint i64 %347, %348
  %350 = zext nneg i32 %25 to i64
  %351 = getelementptr inbounds nuw i8, ptr %332, i64 %350
  %352 = getelementptr inbounds nuw i8, ptr %351, i64 2
  %353 = load i8, ptr %352, align 1, !tbaa !11
  %354 = icmp ult i8 %353, %68
  %355 = zext i1 %354 to i64
  %356 = or disjoint i64 %349, %355
  %357 = zext nneg i32 %25 to i64
  %358 = getelementptr inbounds nuw i8, ptr %332, i64 %357
  %359 = getelementptr inbounds nuw i8, ptr %358, i64 3
  %360 = load i8, ptr %359, align 1, !tbaa !11
  %361 = icmp ult i8 %360, %68
  %362 = shl i64 %356, 2
  %363 = select i1 %361, i64 2, i64 0
  %364 = or disjoint i64 %362, %363
  %365 = zext nneg i32 %62 to i64
  %366 = getelementptr inbounds nuw i8, ptr %332, i64 %365
  %367 = load i8, ptr %366, align 1, !tbaa !11
  %368 = icmp ult i8 %367, %68
  %369 = zext i1 %368 to i64
  %370 = or disjoint i64 %364, %369
  %371 = zext nneg i32 %25 to i64
  %372 = getelementptr inbounds nuw i8, ptr %332, i64 %371
  %373 = getelementptr inbounds nuw i8, ptr %372, i64 5
  %374 = load i8, ptr %373, align 1, !tbaa !11
  %375 = icmp ult i8 %374, %68
  %376 = shl i64 %370, 2
  %377 = select i1 %375, i64 2, i64 0
  %378 = or disjoint i64 %376, %377
  %379 = zext nneg i32 %25 to i64
  %380 = getelementptr inbounds nuw i8, ptr %332, i64 %379
  %381 = getelementptr inbounds nuw i8, ptr %380, i64 6
  %382 = load i8, ptr %381, align 1, !tbaa !11
  %383 = icmp ult i8 %382, %68
  %384 = zext i1 %383 to i64
  %385 = or disjoint i64 %378, %384
  %386 = zext nneg i32 %25 to i64
  %387 = getelementptr inbounds nuw i8, ptr %332, i64 %386
  %388 = getelementptr inbounds nuw i8, ptr %387, i64 7
  %389 = load i8, ptr %388, align 1, !tbaa !11
  %390 = icmp ult i8 %389, %68
  %391 = shl i64 %385, 2
  %392 = select i1 %390, i64 2, i64 0
  %393 = or disjoint i64 %391, %392
  %394 = zext nneg i32 %25 to i64
  %395 = getelementptr inbounds nuw i8, ptr %332, i64 %394
  %396 = getelementptr inbounds nuw i8, ptr %395, i64 8
  %397 = load i8, ptr %396, align 1, !tbaa !11
  %398 = icmp ult i8 %397, %68
  %399 = zext i1 %398 to i64
  %400 = or disjoint i64 %393, %399
  %401 = zext nneg i32 %23 to i64
  %402 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %401
  %403 = getelementptr inbounds nuw i8, ptr %402, i64 200
  %404 = zext nneg i32 %25 to i64
  %405 = getelementptr inbounds nuw i8, ptr %403, i64 %404
  %406 = load i8, ptr %405, align 1, !tbaa !11
  %407 = icmp ult i8 %406, %68
  %408 = shl i64 %400, 2
  %409 = select i1 %407, i64 2, i64 0
  %410 = or disjoint i64 %408, %409
  %411 = zext nneg i32 %25 to i64
  %412 = getelementptr inbounds nuw i8, ptr %403, i64 %411
  %413 = getelementptr inbounds nuw i8, ptr %412, i64 1
  %414 = load i8, ptr %413, align 1, !tbaa !11
  %415 = icmp ult i8 %414, %68
  %416 = zext i1 %415 to i64
  %417 = or disjoint i64 %410, %416
  %418 = zext nneg i32 %25 to i64
  %419 = getelementptr inbounds nuw i8, ptr %403, i64 %418
  %420 = getelementptr inbounds nuw i8, ptr %419, i64 2
  %421 = load i8, ptr %420, align 1, !tbaa !11
  %422 = icmp ult i8 %421, %68
  %423 = shl i64 %417, 2
  %424 = select i1 %422, i64 2, i64 0
  %425 = or disjoint i64 %423, %424
  %426 = zext nneg i32 %25 to i64
  %427 = getelementptr inbounds nuw i8, ptr %403, i64 %426
  %428 = getelementptr inbounds nuw i8, ptr %427, i64 3
  %429 = load i8, ptr %428, align 1, !tbaa !11
  %430 = icmp ult i8 %429, %68
  %431 = zext i1 %430 to i64
  %432 = or disjoint i64 %425, %431
  %433 = zext nneg i32 %62 to i64
  %434 = getelementptr inbounds nuw i8, ptr %403, i64 %433
  %435 = load i8, ptr %434, align 1, !tbaa !11
  %436 = icmp ult i8 %435, %68
  %437 = shl i64 %432, 2
  %438 = select i1 %436, i64 2, i64 0
  %439 = or disjoint i64 %437, %438
  %440 = zext nneg i32 %25 to i64
  %441 = getelementptr inbounds nuw i8, ptr %403, i64 %440
  %442 = getelementptr inbounds nuw i8, ptr %441, i64 5
  %443 = load i8, ptr %442, align 1, !tbaa !11
  %444 = icmp ult i8 %443, %68
  %445 = zext i1 %444 to i64
  %446 = or disjoint i64 %439, %445
  %447 = zext nneg i32 %25 to i64
  %448 = getelementptr inbounds nuw i8, ptr %403, i64 %447
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 6
  %450 = load i8, ptr %449, align 1, !tbaa !11
  %451 = icmp ult i8 %450, %68
  %452 = shl i64 %446, 2
  %453 = select i1 %451, i64 2, i64 0
  %454 = or disjoint i64 %452, %453
  %455 = zext nneg i32 %25 to i64
  %456 = getelementptr inbounds nuw i8, ptr %403, i64 %455
  %457 = getelementptr inbounds nuw i8, ptr %456, i64 7
  %458 = load i8, ptr %457, align 1, !tbaa !11
  %459 = icmp ult i8 %458, %68
  %460 = zext i1 %459 to i64
  %461 = or disjoint i64 %454, %460
  %462 = zext nneg i32 %25 to i64
  %463 = getelementptr inbounds nuw i8, ptr %403, i64 %462
  %464 = getelementptr inbounds nuw i8, ptr %463, i64 8
  %465 = load i8, ptr %464, align 1, !tbaa !11
  %466 = icmp ult i8 %465, %68
  %467 = zext nneg i32 %23 to i64
  %468 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %467
  %469 = getelementptr inbounds nuw i8, ptr %468, i64 240
  %470 = shl i64 %461, 2
  %471 = select i1 %466, i64 2, i64 0
  %472 = or disjoint i64 %470, %471
  %473 = zext nneg i32 %25 to i64
  %474 = getelementptr inbounds nuw i8, ptr %469, i64 %473
  %475 = load i8, ptr %474, align 1, !tbaa !11
  %476 = icmp ult i8 %475, %68
  %477 = zext i1 %476 to i64
  %478 = or disjoint i64 %472, %477
  %479 = zext nneg i32 %25 to i64
  %480 = getelementptr inbounds nuw i8, ptr %469, i64 %479
  %481 = getelementptr inbounds nuw i8, ptr %480, i64 1
  %482 = load i8, ptr %481, align 1, !tbaa !11
  %483 = icmp ult i8 %482, %68
  %484 = shl i64 %478, 2
  %485 = select i1 %483, i64 2, i64 0
  %486 = or disjoint i64 %484, %485
  %487 = zext nneg i32 %25 to i64
  %488 = getelementptr inbounds nuw i8, ptr %469, i64 %487
  %489 = getelementptr inbounds nuw i8, ptr %488, i64 2
  %490 = load i8, ptr %489, align 1, !tbaa !11
  %491 = icmp ult i8 %490, %68
  %492 = zext i1 %491 to i64
  %493 = or disjoint i64 %486, %492
  %494 = zext nneg i32 %25 to i64
  %495 = getelementptr inbounds nuw i8, ptr %469, i64 %494
  %496 = getelementptr inbounds nuw i8, ptr %495, i64 3
  %497 = load i8, ptr %496, align 1, !tbaa !11
  %498 = icmp ult i8 %497, %68
  %499 = shl i64 %493, 2
  %500 = select i1 %498, i64 2, i64 0
  %501 = or disjoint i64 %499, %500
  %502 = zext nneg i32 %62 to i64
  %503 = getelementptr inbounds nuw i8, ptr %469, i64 %502
  %504 = load i8, ptr %503, align 1, !tbaa !11
  %505 = icmp ult i8 %504, %68
  %506 = zext i1 %505 to i64
  %507 = or disjoint i64 %501, %506
  %508 = zext nneg i32 %25 to i64
  %509 = getelementptr inbounds nuw i8, ptr %469, i64 %508
  %510 = getelementptr inbounds nuw i8, ptr %509, i64 5
  %511 = load i8, ptr %510, align 1, !tbaa !11
  %512 = icmp ult i8 %511, %68
  %513 = shl i64 %507, 2
  %514 = select i1 %512, i64 2, i64 0
  %515 = or disjoint i64 %513, %514
  %516 = zext nneg i32 %25 to i64
  %517 = getelementptr inbounds nuw i8, ptr %469, i64 %516
  %518 = getelementptr inbounds nuw i8, ptr %517, i64 6
  %519 = load i8, ptr %518, align 1, !tbaa !11
  %520 = icmp ult i8 %519, %68
  %521 = zext i1 %520 to i64
  %522 = or disjoint i64 %515, %521
  %523 = zext nneg i32 %25 to i64
  %524 = getelementptr inbounds nuw i8, ptr %469, i64 %523
  %525 = getelementptr inbounds nuw i8, ptr %524, i64 7
  %526 = load i8, ptr %525, align 1, !tbaa !11
  %527 = icmp ult i8 %526, %68
  %528 = shl i64 %522, 2
  %529 = select i1 %527, i64 2, i64 0
  %530 = or disjoint i64 %528, %529
  %531 = zext nneg i32 %25 to i64
  %532 = getelementptr inbounds nuw i8, ptr %469, i64 %531
  %533 = getelementptr inbounds nuw i8, ptr %532, i64 8
  %534 = load i8, ptr %533, align 1, !tbaa !11
  %535 = icmp ult i8 %534, %68
  %536 = zext i1 %535 to i64
  %537 = or disjoint i64 %530, %536
  %538 = zext nneg i32 %34 to i64
  %539 = sext i32 %4 to i64
  %540 = mul nsw i64 %539, %538
  %541 = sext i32 %33 to i64
  %542 = getelementptr i64, ptr %16, i64 %540
  %543 = getelementptr i64, ptr %542, i64 %541
  store i64 %537, ptr %543, align 8, !tbaa !15
  br label %544

544:                                              ; preds = %61, %32, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sgm_aggregate_lr(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %8 = load i32, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), align 4, !tbaa !20, !noalias !23
  %9 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 1)
  %10 = tail call noundef i32 @llvm.smin.i32(i32 %9, i32 64)
  %11 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 4), align 4, !tbaa !27, !noalias !23
  %12 = add nuw nsw i32 %10, 1
  %13 = tail call noundef i32 @llvm.smax.i32(i32 %11, i32 %12)
  %14 = tail call noundef i32 @llvm.smin.i32(i32 %13, i32 512)
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = and i32 %15, 31
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = lshr i32 %17, 5
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %18, %19
  %21 = lshr i32 %15, 5
  %22 = add i32 %20, %21
  %23 = icmp slt i32 %22, %5
  br i1 %23, label %24, label %157

24:                                               ; preds = %7
  %25 = sext i32 %4 to i64
  %26 = icmp sgt i32 %4, 0
  %27 = or disjoint i32 %16, 32
  %28 = icmp eq i32 %16, 0
  %29 = icmp eq i32 %16, 31
  %30 = icmp eq i32 %6, 0
  %31 = zext nneg i32 %16 to i64
  %32 = zext nneg i32 %16 to i64
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %34 = mul i32 %18, %33
  br label %35

35:                                               ; preds = %24, %44
  %36 = phi i32 [ %22, %24 ], [ %45, %44 ]
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %37, %25
  br i1 %26, label %39, label %44

39:                                               ; preds = %35
  %40 = getelementptr i64, ptr %1, i64 %38
  %41 = getelementptr i64, ptr %2, i64 %38
  %42 = getelementptr i64, ptr %1, i64 %38
  %43 = getelementptr i64, ptr %2, i64 %38
  br label %47

44:                                               ; preds = %153, %35
  %45 = add i32 %36, %34
  %46 = icmp slt i32 %45, %5
  br i1 %46, label %35, label %157, !llvm.loop !28

47:                                               ; preds = %39, %153
  %48 = phi i32 [ 0, %39 ], [ %155, %153 ]
  %49 = phi i32 [ 0, %39 ], [ %58, %153 ]
  %50 = phi i32 [ 0, %39 ], [ %154, %153 ]
  %51 = phi i32 [ 0, %39 ], [ %130, %153 ]
  %52 = phi i32 [ 0, %39 ], [ %118, %153 ]
  %53 = phi i32 [ 0, %39 ], [ %119, %153 ]
  %54 = zext nneg i32 %50 to i64
  %55 = add nsw i64 %38, %54
  %56 = getelementptr inbounds i8, ptr %0, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !11, !alias.scope !17, !noalias !29
  %58 = zext i8 %57 to i32
  %59 = sub nsw i32 %58, %49
  %60 = tail call noundef i32 @llvm.abs.i32(i32 %59, i1 false)
  %61 = add nuw nsw i32 %60, 1
  %62 = udiv i32 %14, %61
  %63 = tail call noundef i32 @llvm.smax.i32(i32 %12, i32 %62)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %64 = sub nsw i32 %50, %16
  %65 = icmp slt i32 %64, 0
  br i1 %65, label %76, label %66

66:                                               ; preds = %47
  %67 = zext nneg i32 %50 to i64
  %68 = getelementptr i64, ptr %40, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !15, !alias.scope !30, !noalias !35
  %70 = zext nneg i32 %64 to i64
  %71 = getelementptr i64, ptr %41, i64 %70
  %72 = load i64, ptr %71, align 8, !tbaa !15, !alias.scope !33, !noalias !36
  %73 = xor i64 %72, %69
  %74 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %73)
  %75 = trunc nuw nsw i64 %74 to i32
  br label %76

76:                                               ; preds = %47, %66
  %77 = phi i32 [ %75, %66 ], [ 64, %47 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  %78 = sub nsw i32 %50, %27
  %79 = icmp slt i32 %78, 0
  br i1 %79, label %90, label %80

80:                                               ; preds = %76
  %81 = zext nneg i32 %50 to i64
  %82 = getelementptr i64, ptr %42, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !15, !alias.scope !37, !noalias !42
  %84 = zext nneg i32 %78 to i64
  %85 = getelementptr i64, ptr %43, i64 %84
  %86 = load i64, ptr %85, align 8, !tbaa !15, !alias.scope !40, !noalias !43
  %87 = xor i64 %86, %83
  %88 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %87)
  %89 = trunc nuw nsw i64 %88 to i32
  br label %90

90:                                               ; preds = %76, %80
  %91 = phi i32 [ %89, %80 ], [ 64, %76 ]
  %92 = icmp eq i32 %50, 0
  br i1 %92, label %117, label %93

93:                                               ; preds = %90
  %94 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 1, i32 0), !noalias !17
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %53, i32 1, i32 31), !noalias !17
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %52, i32 1, i32 0), !noalias !17
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 1, i32 31), !noalias !17
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %52, i32 0, i32 31), !noalias !17
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %53, i32 31, i32 31), !noalias !17
  %100 = select i1 %28, i32 1048576, i32 %94
  %101 = select i1 %29, i32 %98, i32 %95
  %102 = select i1 %28, i32 %99, i32 %96
  %103 = select i1 %29, i32 1048576, i32 %97
  %104 = add nsw i32 %63, %51
  %105 = tail call noundef i32 @llvm.smin.i32(i32 %100, i32 %101)
  %106 = add nsw i32 %105, %10
  %107 = tail call noundef i32 @llvm.smin.i32(i32 %53, i32 %106)
  %108 = tail call noundef i32 @llvm.smin.i32(i32 %107, i32 %104)
  %109 = add i32 %77, %48
  %110 = add i32 %109, %108
  %111 = tail call noundef i32 @llvm.smin.i32(i32 %102, i32 %103)
  %112 = add nsw i32 %111, %10
  %113 = tail call noundef i32 @llvm.smin.i32(i32 %52, i32 %112)
  %114 = tail call noundef i32 @llvm.smin.i32(i32 %113, i32 %104)
  %115 = add i32 %91, %48
  %116 = add i32 %115, %114
  br label %117

117:                                              ; preds = %90, %93
  %118 = phi i32 [ %116, %93 ], [ %91, %90 ]
  %119 = phi i32 [ %110, %93 ], [ %77, %90 ]
  %120 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 %118)
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 16, i32 31), !noalias !17
  %122 = tail call noundef i32 @llvm.smin.i32(i32 %120, i32 %121)
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 8, i32 31), !noalias !17
  %124 = tail call noundef i32 @llvm.smin.i32(i32 %122, i32 %123)
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 4, i32 31), !noalias !17
  %126 = tail call noundef i32 @llvm.smin.i32(i32 %124, i32 %125)
  %127 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 2, i32 31), !noalias !17
  %128 = tail call noundef i32 @llvm.smin.i32(i32 %126, i32 %127)
  %129 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 1, i32 31), !noalias !17
  %130 = tail call noundef i32 @llvm.smin.i32(i32 %128, i32 %129)
  %131 = shl nsw i64 %55, 7
  %132 = getelementptr inbounds i8, ptr %3, i64 %131
  br i1 %30, label %146, label %133

133:                                              ; preds = %117
  %134 = getelementptr inbounds nuw i16, ptr %132, i64 %31
  %135 = load i16, ptr %134, align 2, !tbaa !44, !alias.scope !46, !noalias !17
  %136 = zext i16 %135 to i32
  %137 = add nsw i32 %119, %136
  %138 = tail call noundef i32 @llvm.smin.i32(i32 %137, i32 65535)
  %139 = trunc i32 %138 to i16
  store i16 %139, ptr %134, align 2, !tbaa !44, !alias.scope !46, !noalias !17
  %140 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %141 = load i16, ptr %140, align 2, !tbaa !44, !alias.scope !46, !noalias !17
  %142 = zext i16 %141 to i32
  %143 = add nsw i32 %118, %142
  %144 = tail call noundef i32 @llvm.smin.i32(i32 %143, i32 65535)
  %145 = trunc i32 %144 to i16
  store i16 %145, ptr %140, align 2, !tbaa !44, !alias.scope !46, !noalias !17
  br label %153

146:                                              ; preds = %117
  %147 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 65535)
  %148 = trunc i32 %147 to i16
  %149 = getelementptr inbounds nuw i16, ptr %132, i64 %32
  store i16 %148, ptr %149, align 2, !tbaa !44, !alias.scope !46, !noalias !17
  %150 = tail call noundef i32 @llvm.smin.i32(i32 %118, i32 65535)
  %151 = trunc i32 %150 to i16
  %152 = getelementptr inbounds nuw i8, ptr %149, i64 64
  store i16 %151, ptr %152, align 2, !tbaa !44, !alias.scope !46, !noalias !17
  br label %153

153:                                              ; preds = %133, %146
  %154 = add nuw nsw i32 %50, 1
  %155 = sub i32 0, %130
  %156 = icmp eq i32 %154, %4
  br i1 %156, label %44, label %47, !llvm.loop !49

157:                                              ; preds = %44, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sgm_aggregate_rl(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  %8 = load i32, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), align 4, !tbaa !20, !noalias !53
  %9 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 1)
  %10 = tail call noundef i32 @llvm.smin.i32(i32 %9, i32 64)
  %11 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 4), align 4, !tbaa !27, !noalias !53
  %12 = add nuw nsw i32 %10, 1
  %13 = tail call noundef i32 @llvm.smax.i32(i32 %11, i32 %12)
  %14 = tail call noundef i32 @llvm.smin.i32(i32 %13, i32 512)
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = and i32 %15, 31
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = lshr i32 %17, 5
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %18, %19
  %21 = lshr i32 %15, 5
  %22 = add i32 %20, %21
  %23 = icmp slt i32 %22, %5
  br i1 %23, label %24, label %157

24:                                               ; preds = %7
  %25 = sext i32 %4 to i64
  %26 = icmp sgt i32 %4, 0
  %27 = or disjoint i32 %16, 32
  %28 = icmp eq i32 %16, 0
  %29 = icmp eq i32 %16, 31
  %30 = icmp eq i32 %6, 0
  %31 = zext nneg i32 %16 to i64
  %32 = zext nneg i32 %16 to i64
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %34 = mul i32 %18, %33
  br label %35

35:                                               ; preds = %24, %44
  %36 = phi i32 [ %22, %24 ], [ %45, %44 ]
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %37, %25
  br i1 %26, label %39, label %44

39:                                               ; preds = %35
  %40 = getelementptr i64, ptr %1, i64 %38
  %41 = getelementptr i64, ptr %2, i64 %38
  %42 = getelementptr i64, ptr %1, i64 %38
  %43 = getelementptr i64, ptr %2, i64 %38
  br label %47

44:                                               ; preds = %153, %35
  %45 = add i32 %36, %34
  %46 = icmp slt i32 %45, %5
  br i1 %46, label %35, label %157, !llvm.loop !57

47:                                               ; preds = %39, %153
  %48 = phi i32 [ 0, %39 ], [ %155, %153 ]
  %49 = phi i32 [ 0, %39 ], [ %60, %153 ]
  %50 = phi i32 [ 0, %39 ], [ %154, %153 ]
  %51 = phi i32 [ 0, %39 ], [ %130, %153 ]
  %52 = phi i32 [ 0, %39 ], [ %118, %153 ]
  %53 = phi i32 [ 0, %39 ], [ %119, %153 ]
  %54 = xor i32 %50, -1
  %55 = add nsw i32 %4, %54
  %56 = sext i32 %55 to i64
  %57 = add nsw i64 %38, %56
  %58 = getelementptr inbounds i8, ptr %0, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !11, !alias.scope !50, !noalias !58
  %60 = zext i8 %59 to i32
  %61 = sub nsw i32 %60, %49
  %62 = tail call noundef i32 @llvm.abs.i32(i32 %61, i1 false)
  %63 = add nuw nsw i32 %62, 1
  %64 = udiv i32 %14, %63
  %65 = tail call noundef i32 @llvm.smax.i32(i32 %12, i32 %64)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62)
  %66 = sub nsw i32 %55, %16
  %67 = icmp slt i32 %66, 0
  br i1 %67, label %77, label %68

68:                                               ; preds = %47
  %69 = getelementptr i64, ptr %40, i64 %56
  %70 = load i64, ptr %69, align 8, !tbaa !15, !alias.scope !59, !noalias !64
  %71 = zext nneg i32 %66 to i64
  %72 = getelementptr i64, ptr %41, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !15, !alias.scope !62, !noalias !65
  %74 = xor i64 %73, %70
  %75 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %74)
  %76 = trunc nuw nsw i64 %75 to i32
  br label %77

77:                                               ; preds = %47, %68
  %78 = phi i32 [ %76, %68 ], [ 64, %47 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !66)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !69)
  %79 = sub nsw i32 %55, %27
  %80 = icmp slt i32 %79, 0
  br i1 %80, label %90, label %81

81:                                               ; preds = %77
  %82 = getelementptr i64, ptr %42, i64 %56
  %83 = load i64, ptr %82, align 8, !tbaa !15, !alias.scope !66, !noalias !71
  %84 = zext nneg i32 %79 to i64
  %85 = getelementptr i64, ptr %43, i64 %84
  %86 = load i64, ptr %85, align 8, !tbaa !15, !alias.scope !69, !noalias !72
  %87 = xor i64 %86, %83
  %88 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %87)
  %89 = trunc nuw nsw i64 %88 to i32
  br label %90

90:                                               ; preds = %77, %81
  %91 = phi i32 [ %89, %81 ], [ 64, %77 ]
  %92 = icmp eq i32 %50, 0
  br i1 %92, label %117, label %93

93:                                               ; preds = %90
  %94 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 1, i32 0), !noalias !50
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %53, i32 1, i32 31), !noalias !50
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %52, i32 1, i32 0), !noalias !50
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 1, i32 31), !noalias !50
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %52, i32 0, i32 31), !noalias !50
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %53, i32 31, i32 31), !noalias !50
  %100 = select i1 %28, i32 1048576, i32 %94
  %101 = select i1 %29, i32 %98, i32 %95
  %102 = select i1 %28, i32 %99, i32 %96
  %103 = select i1 %29, i32 1048576, i32 %97
  %104 = add nsw i32 %65, %51
  %105 = tail call noundef i32 @llvm.smin.i32(i32 %100, i32 %101)
  %106 = add nsw i32 %105, %10
  %107 = tail call noundef i32 @llvm.smin.i32(i32 %53, i32 %106)
  %108 = tail call noundef i32 @llvm.smin.i32(i32 %107, i32 %104)
  %109 = add i32 %78, %48
  %110 = add i32 %109, %108
  %111 = tail call noundef i32 @llvm.smin.i32(i32 %102, i32 %103)
  %112 = add nsw i32 %111, %10
  %113 = tail call noundef i32 @llvm.smin.i32(i32 %52, i32 %112)
  %114 = tail call noundef i32 @llvm.smin.i32(i32 %113, i32 %104)
  %115 = add i32 %91, %48
  %116 = add i32 %115, %114
  br label %117

117:                                              ; preds = %90, %93
  %118 = phi i32 [ %116, %93 ], [ %91, %90 ]
  %119 = phi i32 [ %110, %93 ], [ %78, %90 ]
  %120 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 %118)
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 16, i32 31), !noalias !50
  %122 = tail call noundef i32 @llvm.smin.i32(i32 %120, i32 %121)
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 8, i32 31), !noalias !50
  %124 = tail call noundef i32 @llvm.smin.i32(i32 %122, i32 %123)
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 4, i32 31), !noalias !50
  %126 = tail call noundef i32 @llvm.smin.i32(i32 %124, i32 %125)
  %127 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 2, i32 31), !noalias !50
  %128 = tail call noundef i32 @llvm.smin.i32(i32 %126, i32 %127)
  %129 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 1, i32 31), !noalias !50
  %130 = tail call noundef i32 @llvm.smin.i32(i32 %128, i32 %129)
  %131 = shl nsw i64 %57, 7
  %132 = getelementptr inbounds i8, ptr %3, i64 %131
  br i1 %30, label %146, label %133

133:                                              ; preds = %117
  %134 = getelementptr inbounds nuw i16, ptr %132, i64 %31
  %135 = load i16, ptr %134, align 2, !tbaa !44, !alias.scope !73, !noalias !50
  %136 = zext i16 %135 to i32
  %137 = add nsw i32 %119, %136
  %138 = tail call noundef i32 @llvm.smin.i32(i32 %137, i32 65535)
  %139 = trunc i32 %138 to i16
  store i16 %139, ptr %134, align 2, !tbaa !44, !alias.scope !73, !noalias !50
  %140 = getelementptr inbounds nuw i8, ptr %134, i64 64
  %141 = load i16, ptr %140, align 2, !tbaa !44, !alias.scope !73, !noalias !50
  %142 = zext i16 %141 to i32
  %143 = add nsw i32 %118, %142
  %144 = tail call noundef i32 @llvm.smin.i32(i32 %143, i32 65535)
  %145 = trunc i32 %144 to i16
  store i16 %145, ptr %140, align 2, !tbaa !44, !alias.scope !73, !noalias !50
  br label %153

146:                                              ; preds = %117
  %147 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 65535)
  %148 = trunc i32 %147 to i16
  %149 = getelementptr inbounds nuw i16, ptr %132, i64 %32
  store i16 %148, ptr %149, align 2, !tbaa !44, !alias.scope !73, !noalias !50
  %150 = tail call noundef i32 @llvm.smin.i32(i32 %118, i32 65535)
  %151 = trunc i32 %150 to i16
  %152 = getelementptr inbounds nuw i8, ptr %149, i64 64
  store i16 %151, ptr %152, align 2, !tbaa !44, !alias.scope !73, !noalias !50
  br label %153

153:                                              ; preds = %133, %146
  %154 = add nuw nsw i32 %50, 1
  %155 = sub i32 0, %130
  %156 = icmp eq i32 %154, %4
  br i1 %156, label %44, label %47, !llvm.loop !76

157:                                              ; preds = %44, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sgm_aggregate_tb(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = load i32, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), align 4, !tbaa !20
  %8 = tail call noundef i32 @llvm.smax.i32(i32 %7, i32 1)
  %9 = tail call noundef i32 @llvm.smin.i32(i32 %8, i32 64)
  %10 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 4), align 4, !tbaa !27
  %11 = add nuw nsw i32 %9, 1
  %12 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %11)
  %13 = tail call noundef i32 @llvm.smin.i32(i32 %12, i32 512)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = and i32 %14, 31
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = lshr i32 %16, 5
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %17, %18
  %20 = lshr i32 %14, 5
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %47

23:                                               ; preds = %6
  %24 = icmp sgt i32 %5, 0
  %25 = sext i32 %4 to i64
  %26 = or disjoint i32 %15, 32
  %27 = icmp eq i32 %15, 0
  %28 = icmp eq i32 %15, 31
  %29 = zext nneg i32 %15 to i64
  %30 = getelementptr i16, ptr %3, i64 %29
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = mul i32 %17, %31
  br label %33

33:                                               ; preds = %23, %48
  %34 = phi i32 [ %21, %23 ], [ %49, %48 ]
  br i1 %24, label %35, label %48

35:                                               ; preds = %33
  %36 = sext i32 %34 to i64
  %37 = sub nsw i32 %34, %15
  %38 = icmp slt i32 %37, 0
  %39 = getelementptr i64, ptr %1, i64 %36
  %40 = zext nneg i32 %37 to i64
  %41 = getelementptr i64, ptr %2, i64 %40
  %42 = sub nsw i32 %34, %26
  %43 = icmp slt i32 %42, 0
  %44 = getelementptr i64, ptr %1, i64 %36
  %45 = zext nneg i32 %42 to i64
  %46 = getelementptr i64, ptr %2, i64 %45
  br label %51

47:                                               ; preds = %48, %6
  ret void

48:                                               ; preds = %114, %33
  %49 = add i32 %34, %32
  %50 = icmp slt i32 %49, %4
  br i1 %50, label %33, label %47, !llvm.loop !77

51:                                               ; preds = %35, %114
  %52 = phi i32 [ 0, %35 ], [ %142, %114 ]
  %53 = phi i32 [ 0, %35 ], [ %63, %114 ]
  %54 = phi i32 [ 0, %35 ], [ %141, %114 ]
  %55 = phi i32 [ 0, %35 ], [ %127, %114 ]
  %56 = phi i32 [ 0, %35 ], [ %115, %114 ]
  %57 = phi i32 [ 0, %35 ], [ %116, %114 ]
  %58 = zext nneg i32 %54 to i64
  %59 = mul nsw i64 %58, %25
  %60 = add nsw i64 %59, %36
  %61 = getelementptr inbounds i8, ptr %0, i64 %60
  %62 = load i8, ptr %61, align 1, !tbaa !11
  %63 = zext i8 %62 to i32
  %64 = sub nsw i32 %63, %53
  %65 = tail call noundef i32 @llvm.abs.i32(i32 %64, i1 false)
  %66 = add nuw nsw i32 %65, 1
  %67 = udiv i32 %13, %66
  %68 = tail call noundef i32 @llvm.smax.i32(i32 %11, i32 %67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !78)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !81)
  br i1 %38, label %77, label %69

69:                                               ; preds = %51
  %70 = getelementptr i64, ptr %39, i64 %59
  %71 = load i64, ptr %70, align 8, !tbaa !15, !alias.scope !78, !noalias !81
  %72 = getelementptr i64, ptr %41, i64 %59
  %73 = load i64, ptr %72, align 8, !tbaa !15, !alias.scope !81, !noalias !78
  %74 = xor i64 %73, %71
  %75 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %74)
  %76 = trunc nuw nsw i64 %75 to i32
  br label %77

77:                                               ; preds = %51, %69
  %78 = phi i32 [ %76, %69 ], [ 64, %51 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !83)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !86)
  br i1 %43, label %87, label %79

79:                                               ; preds = %77
  %80 = getelementptr i64, ptr %44, i64 %59
  %81 = load i64, ptr %80, align 8, !tbaa !15, !alias.scope !83, !noalias !86
  %82 = getelementptr i64, ptr %46, i64 %59
  %83 = load i64, ptr %82, align 8, !tbaa !15, !alias.scope !86, !noalias !83
  %84 = xor i64 %83, %81
  %85 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %84)
  %86 = trunc nuw nsw i64 %85 to i32
  br label %87

87:                                               ; preds = %77, %79
  %88 = phi i32 [ %86, %79 ], [ 64, %77 ]
  %89 = icmp eq i32 %54, 0
  br i1 %89, label %114, label %90

90:                                               ; preds = %87
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %57, i32 1, i32 0)
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %57, i32 1, i32 31)
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 1, i32 0)
  %94 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 1, i32 31)
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %56, i32 0, i32 31)
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %57, i32 31, i32 31)
  %97 = select i1 %27, i32 1048576, i32 %91
  %98 = select i1 %28, i32 %95, i32 %92
  %99 = select i1 %27, i32 %96, i32 %93
  %100 = select i1 %28, i32 1048576, i32 %94
  %101 = add nsw i32 %68, %55
  %102 = tail call noundef i32 @llvm.smin.i32(i32 %97, i32 %98)
  %103 = add nsw i32 %102, %9
  %104 = tail call noundef i32 @llvm.smin.i32(i32 %57, i32 %103)
  %105 = tail call noundef i32 @llvm.smin.i32(i32 %104, i32 %101)
  %106 = add i32 %78, %52
  %107 = add i32 %106, %105
  %108 = tail call noundef i32 @llvm.smin.i32(i32 %99, i32 %100)
  %109 = add nsw i32 %108, %9
  %110 = tail call noundef i32 @llvm.smin.i32(i32 %56, i32 %109)
  %111 = tail call noundef i32 @llvm.smin.i32(i32 %110, i32 %101)
  %112 = add i32 %88, %52
  %113 = add i32 %112, %111
  br label %114

114:                                              ; preds = %87, %90
  %115 = phi i32 [ %113, %90 ], [ %88, %87 ]
  %116 = phi i32 [ %107, %90 ], [ %78, %87 ]
  %117 = tail call noundef i32 @llvm.smin.i32(i32 %116, i32 %115)
  %118 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %117, i32 16, i32 31)
  %119 = tail call noundef i32 @llvm.smin.i32(i32 %117, i32 %118)
  %120 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %119, i32 8, i32 31)
  %121 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 %120)
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %121, i32 4, i32 31)
  %123 = tail call noundef i32 @llvm.smin.i32(i32 %121, i32 %122)
  %124 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %123, i32 2, i32 31)
  %125 = tail call noundef i32 @llvm.smin.i32(i32 %123, i32 %124)
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %125, i32 1, i32 31)
  %127 = tail call noundef i32 @llvm.smin.i32(i32 %125, i32 %126)
  %128 = shl nsw i64 %60, 7
  %129 = getelementptr i8, ptr %30, i64 %128
  %130 = load i16, ptr %129, align 2, !tbaa !44, !alias.scope !88
  %131 = zext i16 %130 to i32
  %132 = add nsw i32 %116, %131
  %133 = tail call noundef i32 @llvm.smin.i32(i32 %132, i32 65535)
  %134 = trunc i32 %133 to i16
  store i16 %134, ptr %129, align 2, !tbaa !44, !alias.scope !88
  %135 = getelementptr inbounds nuw i8, ptr %129, i64 64
  %136 = load i16, ptr %135, align 2, !tbaa !44, !alias.scope !88
  %137 = zext i16 %136 to i32
  %138 = add nsw i32 %115, %137
  %139 = tail call noundef i32 @llvm.smin.i32(i32 %138, i32 65535)
  %140 = trunc i32 %139 to i16
  store i16 %140, ptr %135, align 2, !tbaa !44, !alias.scope !88
  %141 = add nuw nsw i32 %54, 1
  %142 = sub i32 0, %127
  %143 = icmp eq i32 %141, %5
  br i1 %143, label %48, label %51, !llvm.loop !91
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sgm_wta_subpixel(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 12), align 4, !tbaa !92
  %6 = tail call noundef i32 @llvm.smax.i32(i32 %5, i32 0)
  %7 = tail call noundef i32 @llvm.smin.i32(i32 %6, i32 63)
  %8 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 16), align 4, !tbaa !93
  %9 = sext i32 %2 to i64
  %10 = sext i32 %3 to i64
  %11 = mul nsw i64 %10, %9
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = mul nuw nsw i64 %13, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = add nuw nsw i64 %16, %18
  %20 = icmp slt i64 %19, %11
  br i1 %20, label %21, label %30

21:                                               ; preds = %4
  %22 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 8), align 4, !tbaa !94
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %22, i32 0)
  %24 = tail call noundef i32 @llvm.smin.i32(i32 %23, i32 100)
  %25 = sub nuw nsw i32 100, %24
  %26 = zext nneg i32 %25 to i64
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = mul nuw nsw i64 %28, %15
  br label %31

30:                                               ; preds = %243, %4
  ret void

31:                                               ; preds = %21, %243
  %32 = phi i64 [ %19, %21 ], [ %246, %243 ]
  %33 = shl nsw i64 %32, 7
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 %33
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i32 [ 2147483647, %31 ], [ %101, %35 ]
  %37 = phi i32 [ 0, %31 ], [ %100, %35 ]
  %38 = phi i32 [ 0, %31 ], [ %102, %35 ]
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i16, ptr %34, i64 %39
  %41 = load i16, ptr %40, align 2, !tbaa !44
  %42 = zext i16 %41 to i32
  %43 = icmp samesign ugt i32 %36, %42
  %44 = select i1 %43, i32 %38, i32 %37
  %45 = tail call i32 @llvm.umin.i32(i32 %36, i32 %42)
  %46 = or disjoint i32 %38, 1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw i16, ptr %34, i64 %47
  %49 = load i16, ptr %48, align 2, !tbaa !44
  %50 = zext i16 %49 to i32
  %51 = icmp samesign ugt i32 %45, %50
  %52 = select i1 %51, i32 %46, i32 %44
  %53 = tail call i32 @llvm.umin.i32(i32 %45, i32 %50)
  %54 = or disjoint i32 %38, 2
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i16, ptr %34, i64 %55
  %57 = load i16, ptr %56, align 2, !tbaa !44
  %58 = zext i16 %57 to i32
  %59 = icmp samesign ugt i32 %53, %58
  %60 = select i1 %59, i32 %54, i32 %52
  %61 = tail call i32 @llvm.umin.i32(i32 %53, i32 %58)
  %62 = or disjoint i32 %38, 3
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i16, ptr %34, i64 %63
  %65 = load i16, ptr %64, align 2, !tbaa !44
  %66 = zext i16 %65 to i32
  %67 = icmp samesign ugt i32 %61, %66
  %68 = select i1 %67, i32 %62, i32 %60
  %69 = tail call i32 @llvm.umin.i32(i32 %61, i32 %66)
  %70 = or disjoint i32 %38, 4
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i16, ptr %34, i64 %71
  %73 = load i16, ptr %72, align 2, !tbaa !44
  %74 = zext i16 %73 to i32
  %75 = icmp samesign ugt i32 %69, %74
  %76 = select i1 %75, i32 %70, i32 %68
  %77 = tail call i32 @llvm.umin.i32(i32 %69, i32 %74)
  %78 = or disjoint i32 %38, 5
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw i16, ptr %34, i64 %79
  %81 = load i16, ptr %80, align 2, !tbaa !44
  %82 = zext i16 %81 to i32
  %83 = icmp samesign ugt i32 %77, %82
  %84 = select i1 %83, i32 %78, i32 %76
  %85 = tail call i32 @llvm.umin.i32(i32 %77, i32 %82)
  %86 = or disjoint i32 %38, 6
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i16, ptr %34, i64 %87
  %89 = load i16, ptr %88, align 2, !tbaa !44
  %90 = zext i16 %89 to i32
  %91 = icmp samesign ugt i32 %85, %90
  %92 = select i1 %91, i32 %86, i32 %84
  %93 = tail call i32 @llvm.umin.i32(i32 %85, i32 %90)
  %94 = or disjoint i32 %38, 7
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i16, ptr %34, i64 %95
  %97 = load i16, ptr %96, align 2, !tbaa !44
  %98 = zext i16 %97 to i32
  %99 = icmp samesign ugt i32 %93, %98
  %100 = select i1 %99, i32 %94, i32 %92
  %101 = tail call i32 @llvm.umin.i32(i32 %93, i32 %98)
  %102 = add nuw nsw i32 %38, 8
  %103 = icmp eq i32 %102, 64
  br i1 %103, label %118, label %35, !llvm.loop !95

104:                                              ; preds = %214
  %105 = srem i64 %32, %9
  %106 = trunc nuw nsw i64 %105 to i32
  %107 = zext nneg i32 %215 to i64
  %108 = mul nuw nsw i64 %107, %26
  %109 = mul nuw nsw i32 %101, 100
  %110 = zext nneg i32 %109 to i64
  %111 = icmp samesign ule i64 %108, %110
  %112 = icmp ne i32 %215, 2147483647
  %113 = select i1 %111, i1 %112, i1 false
  %114 = icmp samesign ult i32 %100, %7
  %115 = select i1 %113, i1 true, i1 %114
  %116 = icmp sgt i32 %100, %106
  %117 = select i1 %115, i1 true, i1 %116
  br i1 %117, label %243, label %218

118:                                              ; preds = %35, %214
  %119 = phi i32 [ %215, %214 ], [ 2147483647, %35 ]
  %120 = phi i32 [ %216, %214 ], [ 0, %35 ]
  %121 = sub nsw i32 %120, %100
  %122 = tail call noundef i32 @llvm.abs.i32(i32 %121, i1 false)
  %123 = icmp sgt i32 %122, 1
  br i1 %123, label %124, label %130

124:                                              ; preds = %118
  %125 = zext nneg i32 %120 to i64
  %126 = getelementptr inbounds nuw i16, ptr %34, i64 %125
  %127 = load i16, ptr %126, align 2, !tbaa !44
  %128 = zext i16 %127 to i32
  %129 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 %128)
  br label %130

130:                                              ; preds = %118, %124
  %131 = phi i32 [ %129, %124 ], [ %119, %118 ]
  %132 = or disjoint i32 %120, 1
  %133 = sub nsw i32 %132, %100
  %134 = tail call noundef i32 @llvm.abs.i32(i32 %133, i1 false)
  %135 = icmp sgt i32 %134, 1
  br i1 %135, label %136, label %142

136:                                              ; preds = %130
  %137 = zext nneg i32 %132 to i64
  %138 = getelementptr inbounds nuw i16, ptr %34, i64 %137
  %139 = load i16, ptr %138, align 2, !tbaa !44
  %140 = zext i16 %139 to i32
  %141 = tail call noundef i32 @llvm.smin.i32(i32 %131, i32 %140)
  br label %142

142:                                              ; preds = %136, %130
  %143 = phi i32 [ %141, %136 ], [ %131, %130 ]
  %144 = or disjoint i32 %120, 2
  %145 = sub nsw i32 %144, %100
  %146 = tail call noundef i32 @llvm.abs.i32(i32 %145, i1 false)
  %147 = icmp sgt i32 %146, 1
  br i1 %147, label %148, label %154

148:                                              ; preds = %142
  %149 = zext nneg i32 %144 to i64
  %150 = getelementptr inbounds nuw i16, ptr %34, i64 %149
  %151 = load i16, ptr %150, align 2, !tbaa !44
  %152 = zext i16 %151 to i32
  %153 = tail call noundef i32 @llvm.smin.i32(i32 %143, i32 %152)
  br label %154

154:                                              ; preds = %148, %142
  %155 = phi i32 [ %153, %148 ], [ %143, %142 ]
  %156 = or disjoint i32 %120, 3
  %157 = sub nsw i32 %156, %100
  %158 = tail call noundef i32 @llvm.abs.i32(i32 %157, i1 false)
  %159 = icmp sgt i32 %158, 1
  br i1 %159, label %160, label %166

160:                                              ; preds = %154
  %161 = zext nneg i32 %156 to i64
  %162 = getelementptr inbounds nuw i16, ptr %34, i64 %161
  %163 = load i16, ptr %162, align 2, !tbaa !44
  %164 = zext i16 %163 to i32
  %165 = tail call noundef i32 @llvm.smin.i32(i32 %155, i32 %164)
  br label %166

166:                                              ; preds = %160, %154
  %167 = phi i32 [ %165, %160 ], [ %155, %154 ]
  %168 = or disjoint i32 %120, 4
  %169 = sub nsw i32 %168, %100
  %170 = tail call noundef i32 @llvm.abs.i32(i32 %169, i1 false)
  %171 = icmp sgt i32 %170, 1
  br i1 %171, label %172, label %178

172:                                              ; preds = %166
  %173 = zext nneg i32 %168 to i64
  %174 = getelementptr inbounds nuw i16, ptr %34, i64 %173
  %175 = load i16, ptr %174, align 2, !tbaa !44
  %176 = zext i16 %175 to i32
  %177 = tail call noundef i32 @llvm.smin.i32(i32 %167, i32 %176)
  br label %178

178:                                              ; preds = %172, %166
  %179 = phi i32 [ %177, %172 ], [ %167, %166 ]
  %180 = or disjoint i32 %120, 5
  %181 = sub nsw i32 %180, %100
  %182 = tail call noundef i32 @llvm.abs.i32(i32 %181, i1 false)
  %183 = icmp sgt i32 %182, 1
  br i1 %183, label %184, label %190

184:                                              ; preds = %178
  %185 = zext nneg i32 %180 to i64
  %186 = getelementptr inbounds nuw i16, ptr %34, i64 %185
  %187 = load i16, ptr %186, align 2, !tbaa !44
  %188 = zext i16 %187 to i32
  %189 = tail call noundef i32 @llvm.smin.i32(i32 %179, i32 %188)
  br label %190

190:                                              ; preds = %184, %178
  %191 = phi i32 [ %189, %184 ], [ %179, %178 ]
  %192 = or disjoint i32 %120, 6
  %193 = sub nsw i32 %192, %100
  %194 = tail call noundef i32 @llvm.abs.i32(i32 %193, i1 false)
  %195 = icmp sgt i32 %194, 1
  br i1 %195, label %196, label %202

196:                                              ; preds = %190
  %197 = zext nneg i32 %192 to i64
  %198 = getelementptr inbounds nuw i16, ptr %34, i64 %197
  %199 = load i16, ptr %198, align 2, !tbaa !44
  %200 = zext i16 %199 to i32
  %201 = tail call noundef i32 @llvm.smin.i32(i32 %191, i32 %200)
  br label %202

202:                                              ; preds = %196, %190
  %203 = phi i32 [ %201, %196 ], [ %191, %190 ]
  %204 = or disjoint i32 %120, 7
  %205 = sub nsw i32 %204, %100
  %206 = tail call noundef i32 @llvm.abs.i32(i32 %205, i1 false)
  %207 = icmp sgt i32 %206, 1
  br i1 %207, label %208, label %214

208:                                              ; preds = %202
  %209 = zext nneg i32 %204 to i64
  %210 = getelementptr inbounds nuw i16, ptr %34, i64 %209
  %211 = load i16, ptr %210, align 2, !tbaa !44
  %212 = zext i16 %211 to i32
  %213 = tail call noundef i32 @llvm.smin.i32(i32 %203, i32 %212)
  br label %214

214:                                              ; preds = %208, %202
  %215 = phi i32 [ %213, %208 ], [ %203, %202 ]
  %216 = add nuw nsw i32 %120, 8
  %217 = icmp eq i32 %216, 64
  br i1 %217, label %104, label %118, !llvm.loop !96

218:                                              ; preds = %104
  %219 = uitofp nneg i32 %100 to float
  %220 = add nsw i32 %100, -1
  %221 = icmp ult i32 %220, 62
  br i1 %221, label %222, label %243

222:                                              ; preds = %218
  %223 = zext nneg i32 %100 to i64
  %224 = getelementptr i16, ptr %34, i64 %223
  %225 = getelementptr i8, ptr %224, i64 -2
  %226 = load i16, ptr %225, align 2, !tbaa !44
  %227 = uitofp i16 %226 to float
  %228 = getelementptr inbounds nuw i8, ptr %224, i64 2
  %229 = load i16, ptr %228, align 2, !tbaa !44
  %230 = uitofp i16 %229 to float
  %231 = shl nuw nsw i32 %101, 1
  %232 = uitofp nneg i32 %231 to float
  %233 = fsub contract float %227, %232
  %234 = fadd contract float %233, %230
  %235 = fcmp contract ogt float %234, 0x3EB0C6F7A0000000
  br i1 %235, label %236, label %243

236:                                              ; preds = %222
  %237 = fsub contract float %227, %230
  %238 = fmul contract float %234, 2.000000e+00
  %239 = fdiv contract float %237, %238
  %240 = tail call noundef float @llvm.maxnum.f32(float %239, float -5.000000e-01)
  %241 = tail call noundef float @llvm.minnum.f32(float %240, float 5.000000e-01)
  %242 = fadd contract float %241, %219
  br label %243

243:                                              ; preds = %218, %236, %222, %104
  %244 = phi float [ %8, %104 ], [ %219, %218 ], [ %242, %236 ], [ %219, %222 ]
  %245 = getelementptr inbounds nuw float, ptr %1, i64 %32
  store float %244, ptr %245, align 4, !tbaa !97
  %246 = add nuw nsw i64 %32, %29
  %247 = icmp slt i64 %246, %11
  br i1 %247, label %31, label %30, !llvm.loop !98
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !8, i64 0}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii: argument 0"}
!19 = distinct !{!19, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii"}
!20 = !{!21, !7, i64 0}
!21 = !{!"_ZTS9SgmParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !22, i64 16}
!22 = !{!"float", !8, i64 0}
!23 = !{!18, !24, !25, !26}
!24 = distinct !{!24, !19, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii: argument 1"}
!25 = distinct !{!25, !19, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii: argument 2"}
!26 = distinct !{!26, !19, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii: argument 3"}
!27 = !{!21, !7, i64 4}
!28 = distinct !{!28, !13, !14}
!29 = !{!24, !25, !26}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_Z11census_costPKyS0_xii: argument 0"}
!32 = distinct !{!32, !"_Z11census_costPKyS0_xii"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"_Z11census_costPKyS0_xii: argument 1"}
!35 = !{!34, !18}
!36 = !{!31, !18}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_Z11census_costPKyS0_xii: argument 0"}
!39 = distinct !{!39, !"_Z11census_costPKyS0_xii"}
!40 = !{!41}
!41 = distinct !{!41, !39, !"_Z11census_costPKyS0_xii: argument 1"}
!42 = !{!41, !18}
!43 = !{!38, !18}
!44 = !{!45, !45, i64 0}
!45 = !{!"short", !8, i64 0}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_Z15accumulate_costPtxiib: argument 0"}
!48 = distinct !{!48, !"_Z15accumulate_costPtxiib"}
!49 = distinct !{!49, !13, !14}
!50 = !{!51}
!51 = distinct !{!51, !52, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii: argument 0"}
!52 = distinct !{!52, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii"}
!53 = !{!51, !54, !55, !56}
!54 = distinct !{!54, !52, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii: argument 1"}
!55 = distinct !{!55, !52, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii: argument 2"}
!56 = distinct !{!56, !52, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii: argument 3"}
!57 = distinct !{!57, !13, !14}
!58 = !{!54, !55, !56}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_Z11census_costPKyS0_xii: argument 0"}
!61 = distinct !{!61, !"_Z11census_costPKyS0_xii"}
!62 = !{!63}
!63 = distinct !{!63, !61, !"_Z11census_costPKyS0_xii: argument 1"}
!64 = !{!63, !51}
!65 = !{!60, !51}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_Z11census_costPKyS0_xii: argument 0"}
!68 = distinct !{!68, !"_Z11census_costPKyS0_xii"}
!69 = !{!70}
!70 = distinct !{!70, !68, !"_Z11census_costPKyS0_xii: argument 1"}
!71 = !{!70, !51}
!72 = !{!67, !51}
!73 = !{!74}
!74 = distinct !{!74, !75, !"_Z15accumulate_costPtxiib: argument 0"}
!75 = distinct !{!75, !"_Z15accumulate_costPtxiib"}
!76 = distinct !{!76, !13, !14}
!77 = distinct !{!77, !13, !14}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_Z11census_costPKyS0_xii: argument 0"}
!80 = distinct !{!80, !"_Z11census_costPKyS0_xii"}
!81 = !{!82}
!82 = distinct !{!82, !80, !"_Z11census_costPKyS0_xii: argument 1"}
!83 = !{!84}
!84 = distinct !{!84, !85, !"_Z11census_costPKyS0_xii: argument 0"}
!85 = distinct !{!85, !"_Z11census_costPKyS0_xii"}
!86 = !{!87}
!87 = distinct !{!87, !85, !"_Z11census_costPKyS0_xii: argument 1"}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_Z15accumulate_costPtxiib: argument 0"}
!90 = distinct !{!90, !"_Z15accumulate_costPtxiib"}
!91 = distinct !{!91, !13, !14}
!92 = !{!21, !7, i64 12}
!93 = !{!21, !22, i64 16}
!94 = !{!21, !7, i64 8}
!95 = distinct !{!95, !13, !14}
!96 = distinct !{!96, !13, !14}
!97 = !{!22, !22, i64 0}
!98 = distinct !{!98, !13, !14}
