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
  br i1 %11, label %12, label %546

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
  br i1 %37, label %63, label %546

38:                                               ; preds = %28, %38
  %39 = phi i32 [ %26, %28 ], [ %61, %38 ]
  %40 = trunc i32 %39 to i16
  %41 = udiv i16 %40, 40
  %42 = zext nneg i16 %41 to i32
  %43 = mul nsw i32 %42, -40
  %44 = add nsw i32 %43, %39
  %45 = add nsw i32 %19, %44
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = tail call noundef i32 @llvm.smin.i32(i32 %46, i32 %29)
  %48 = add nsw i32 %22, %42
  %49 = tail call noundef i32 @llvm.smax.i32(i32 %48, i32 0)
  %50 = tail call noundef i32 @llvm.smin.i32(i32 %49, i32 %30)
  %51 = sext i32 %50 to i64
  %52 = mul nsw i64 %51, %31
  %53 = sext i32 %47 to i64
  %54 = getelementptr i8, ptr %15, i64 %52
  %55 = getelementptr i8, ptr %54, i64 %53
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext nneg i16 %41 to i64
  %58 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %57
  %59 = sext i32 %44 to i64
  %60 = getelementptr inbounds i8, ptr %58, i64 %59
  store i8 %56, ptr %60, align 1, !tbaa !11
  %61 = add nuw nsw i32 %39, 256
  %62 = icmp samesign ult i32 %39, 304
  br i1 %62, label %38, label %32, !llvm.loop !12

63:                                               ; preds = %32
  %64 = add nuw nsw i32 %25, 4
  %65 = add nuw nsw i32 %23, 3
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %66
  %68 = zext nneg i32 %64 to i64
  %69 = getelementptr inbounds nuw i8, ptr %67, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !11
  %71 = zext nneg i32 %23 to i64
  %72 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %71
  %73 = zext nneg i32 %25 to i64
  %74 = getelementptr inbounds nuw i8, ptr %72, i64 %73
  %75 = load i8, ptr %74, align 1, !tbaa !11
  %76 = icmp ult i8 %75, %70
  %77 = zext nneg i32 %25 to i64
  %78 = getelementptr inbounds nuw i8, ptr %72, i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 1
  %80 = select i1 %76, i64 2, i64 0
  %81 = load i8, ptr %79, align 1, !tbaa !11
  %82 = icmp ult i8 %81, %70
  %83 = zext i1 %82 to i64
  %84 = or disjoint i64 %80, %83
  %85 = zext nneg i32 %25 to i64
  %86 = getelementptr inbounds nuw i8, ptr %72, i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 2
  %88 = load i8, ptr %87, align 1, !tbaa !11
  %89 = icmp ult i8 %88, %70
  %90 = zext nneg i32 %25 to i64
  %91 = getelementptr inbounds nuw i8, ptr %72, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 3
  %93 = shl nuw nsw i64 %84, 2
  %94 = select i1 %89, i64 2, i64 0
  %95 = or disjoint i64 %93, %94
  %96 = load i8, ptr %92, align 1, !tbaa !11
  %97 = icmp ult i8 %96, %70
  %98 = zext i1 %97 to i64
  %99 = or disjoint i64 %95, %98
  %100 = zext nneg i32 %64 to i64
  %101 = getelementptr inbounds nuw i8, ptr %72, i64 %100
  %102 = load i8, ptr %101, align 1, !tbaa !11
  %103 = icmp ult i8 %102, %70
  %104 = zext nneg i32 %25 to i64
  %105 = getelementptr inbounds nuw i8, ptr %72, i64 %104
  %106 = getelementptr inbounds nuw i8, ptr %105, i64 5
  %107 = shl nuw nsw i64 %99, 2
  %108 = select i1 %103, i64 2, i64 0
  %109 = or disjoint i64 %107, %108
  %110 = load i8, ptr %106, align 1, !tbaa !11
  %111 = icmp ult i8 %110, %70
  %112 = zext i1 %111 to i64
  %113 = or disjoint i64 %109, %112
  %114 = zext nneg i32 %25 to i64
  %115 = getelementptr inbounds nuw i8, ptr %72, i64 %114
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 6
  %117 = load i8, ptr %116, align 1, !tbaa !11
  %118 = icmp ult i8 %117, %70
  %119 = zext nneg i32 %25 to i64
  %120 = getelementptr inbounds nuw i8, ptr %72, i64 %119
  %121 = getelementptr inbounds nuw i8, ptr %120, i64 7
  %122 = shl nuw nsw i64 %113, 2
  %123 = select i1 %118, i64 2, i64 0
  %124 = or disjoint i64 %122, %123
  %125 = load i8, ptr %121, align 1, !tbaa !11
  %126 = icmp ult i8 %125, %70
  %127 = zext i1 %126 to i64
  %128 = or disjoint i64 %124, %127
  %129 = zext nneg i32 %25 to i64
  %130 = getelementptr inbounds nuw i8, ptr %72, i64 %129
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %132 = load i8, ptr %131, align 1, !tbaa !11
  %133 = icmp ult i8 %132, %70
  %134 = zext nneg i32 %23 to i64
  %135 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %134
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 40
  %137 = zext nneg i32 %25 to i64
  %138 = getelementptr inbounds nuw i8, ptr %136, i64 %137
  %139 = shl nuw nsw i64 %128, 2
  %140 = select i1 %133, i64 2, i64 0
  %141 = or disjoint i64 %139, %140
  %142 = load i8, ptr %138, align 1, !tbaa !11
  %143 = icmp ult i8 %142, %70
  %144 = zext i1 %143 to i64
  %145 = or disjoint i64 %141, %144
  %146 = zext nneg i32 %25 to i64
  %147 = getelementptr inbounds nuw i8, ptr %136, i64 %146
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 1
  %149 = load i8, ptr %148, align 1, !tbaa !11
  %150 = icmp ult i8 %149, %70
  %151 = zext nneg i32 %25 to i64
  %152 = getelementptr inbounds nuw i8, ptr %136, i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 2
  %154 = shl nuw nsw i64 %145, 2
  %155 = select i1 %150, i64 2, i64 0
  %156 = or disjoint i64 %154, %155
  %157 = load i8, ptr %153, align 1, !tbaa !11
  %158 = icmp ult i8 %157, %70
  %159 = zext i1 %158 to i64
  %160 = or disjoint i64 %156, %159
  %161 = zext nneg i32 %25 to i64
  %162 = getelementptr inbounds nuw i8, ptr %136, i64 %161
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 3
  %164 = load i8, ptr %163, align 1, !tbaa !11
  %165 = icmp ult i8 %164, %70
  %166 = zext nneg i32 %64 to i64
  %167 = getelementptr inbounds nuw i8, ptr %136, i64 %166
  %168 = shl nuw nsw i64 %160, 2
  %169 = select i1 %165, i64 2, i64 0
  %170 = or disjoint i64 %168, %169
  %171 = load i8, ptr %167, align 1, !tbaa !11
  %172 = icmp ult i8 %171, %70
  %173 = zext i1 %172 to i64
  %174 = or disjoint i64 %170, %173
  %175 = zext nneg i32 %25 to i64
  %176 = getelementptr inbounds nuw i8, ptr %136, i64 %175
  %177 = getelementptr inbounds nuw i8, ptr %176, i64 5
  %178 = load i8, ptr %177, align 1, !tbaa !11
  %179 = icmp ult i8 %178, %70
  %180 = zext nneg i32 %25 to i64
  %181 = getelementptr inbounds nuw i8, ptr %136, i64 %180
  %182 = getelementptr inbounds nuw i8, ptr %181, i64 6
  %183 = shl nuw nsw i64 %174, 2
  %184 = select i1 %179, i64 2, i64 0
  %185 = or disjoint i64 %183, %184
  %186 = load i8, ptr %182, align 1, !tbaa !11
  %187 = icmp ult i8 %186, %70
  %188 = zext i1 %187 to i64
  %189 = or disjoint i64 %185, %188
  %190 = zext nneg i32 %25 to i64
  %191 = getelementptr inbounds nuw i8, ptr %136, i64 %190
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 7
  %193 = load i8, ptr %192, align 1, !tbaa !11
  %194 = icmp ult i8 %193, %70
  %195 = zext nneg i32 %25 to i64
  %196 = getelementptr inbounds nuw i8, ptr %136, i64 %195
  %197 = getelementptr inbounds nuw i8, ptr %196, i64 8
  %198 = shl nuw nsw i64 %189, 2
  %199 = select i1 %194, i64 2, i64 0
  %200 = or disjoint i64 %198, %199
  %201 = load i8, ptr %197, align 1, !tbaa !11
  %202 = icmp ult i8 %201, %70
  %203 = zext i1 %202 to i64
  %204 = or disjoint i64 %200, %203
  %205 = zext nneg i32 %23 to i64
  %206 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %205
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 80
  %208 = zext nneg i32 %25 to i64
  %209 = getelementptr inbounds nuw i8, ptr %207, i64 %208
  %210 = load i8, ptr %209, align 1, !tbaa !11
  %211 = icmp ult i8 %210, %70
  %212 = zext nneg i32 %25 to i64
  %213 = getelementptr inbounds nuw i8, ptr %207, i64 %212
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 1
  %215 = shl nuw nsw i64 %204, 2
  %216 = select i1 %211, i64 2, i64 0
  %217 = or disjoint i64 %215, %216
  %218 = load i8, ptr %214, align 1, !tbaa !11
  %219 = icmp ult i8 %218, %70
  %220 = zext i1 %219 to i64
  %221 = or disjoint i64 %217, %220
  %222 = zext nneg i32 %25 to i64
  %223 = getelementptr inbounds nuw i8, ptr %207, i64 %222
  %224 = getelementptr inbounds nuw i8, ptr %223, i64 2
  %225 = load i8, ptr %224, align 1, !tbaa !11
  %226 = icmp ult i8 %225, %70
  %227 = zext nneg i32 %25 to i64
  %228 = getelementptr inbounds nuw i8, ptr %207, i64 %227
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 3
  %230 = shl nuw nsw i64 %221, 2
  %231 = select i1 %226, i64 2, i64 0
  %232 = or disjoint i64 %230, %231
  %233 = load i8, ptr %229, align 1, !tbaa !11
  %234 = icmp ult i8 %233, %70
  %235 = zext i1 %234 to i64
  %236 = or disjoint i64 %232, %235
  %237 = zext nneg i32 %64 to i64
  %238 = getelementptr inbounds nuw i8, ptr %207, i64 %237
  %239 = load i8, ptr %238, align 1, !tbaa !11
  %240 = icmp ult i8 %239, %70
  %241 = zext nneg i32 %25 to i64
  %242 = getelementptr inbounds nuw i8, ptr %207, i64 %241
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 5
  %244 = shl nuw nsw i64 %236, 2
  %245 = select i1 %240, i64 2, i64 0
  %246 = or disjoint i64 %244, %245
  %247 = load i8, ptr %243, align 1, !tbaa !11
  %248 = icmp ult i8 %247, %70
  %249 = zext i1 %248 to i64
  %250 = or disjoint i64 %246, %249
  %251 = zext nneg i32 %25 to i64
  %252 = getelementptr inbounds nuw i8, ptr %207, i64 %251
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 6
  %254 = load i8, ptr %253, align 1, !tbaa !11
  %255 = icmp ult i8 %254, %70
  %256 = zext nneg i32 %25 to i64
  %257 = getelementptr inbounds nuw i8, ptr %207, i64 %256
  %258 = getelementptr inbounds nuw i8, ptr %257, i64 7
  %259 = shl nuw nsw i64 %250, 2
  %260 = select i1 %255, i64 2, i64 0
  %261 = or disjoint i64 %259, %260
  %262 = load i8, ptr %258, align 1, !tbaa !11
  %263 = icmp ult i8 %262, %70
  %264 = zext i1 %263 to i64
  %265 = or disjoint i64 %261, %264
  %266 = zext nneg i32 %25 to i64
  %267 = getelementptr inbounds nuw i8, ptr %207, i64 %266
  %268 = getelementptr inbounds nuw i8, ptr %267, i64 8
  %269 = load i8, ptr %268, align 1, !tbaa !11
  %270 = icmp ult i8 %269, %70
  %271 = zext nneg i32 %65 to i64
  %272 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %271
  %273 = zext nneg i32 %25 to i64
  %274 = getelementptr inbounds nuw i8, ptr %272, i64 %273
  %275 = shl nuw nsw i64 %265, 2
  %276 = select i1 %270, i64 2, i64 0
  %277 = or disjoint i64 %275, %276
  %278 = load i8, ptr %274, align 1, !tbaa !11
  %279 = icmp ult i8 %278, %70
  %280 = zext i1 %279 to i64
  %281 = or disjoint i64 %277, %280
  %282 = zext nneg i32 %25 to i64
  %283 = getelementptr inbounds nuw i8, ptr %272, i64 %282
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 1
  %285 = load i8, ptr %284, align 1, !tbaa !11
  %286 = icmp ult i8 %285, %70
  %287 = zext nneg i32 %25 to i64
  %288 = getelementptr inbounds nuw i8, ptr %272, i64 %287
  %289 = getelementptr inbounds nuw i8, ptr %288, i64 2
  %290 = shl nuw nsw i64 %281, 2
  %291 = select i1 %286, i64 2, i64 0
  %292 = or disjoint i64 %290, %291
  %293 = load i8, ptr %289, align 1, !tbaa !11
  %294 = icmp ult i8 %293, %70
  %295 = zext i1 %294 to i64
  %296 = or disjoint i64 %292, %295
  %297 = zext nneg i32 %25 to i64
  %298 = getelementptr inbounds nuw i8, ptr %272, i64 %297
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 3
  %300 = load i8, ptr %299, align 1, !tbaa !11
  %301 = icmp ult i8 %300, %70
  %302 = zext nneg i32 %25 to i64
  %303 = getelementptr inbounds nuw i8, ptr %272, i64 %302
  %304 = getelementptr inbounds nuw i8, ptr %303, i64 5
  %305 = shl nuw nsw i64 %296, 2
  %306 = select i1 %301, i64 2, i64 0
  %307 = or disjoint i64 %305, %306
  %308 = load i8, ptr %304, align 1, !tbaa !11
  %309 = icmp ult i8 %308, %70
  %310 = zext i1 %309 to i64
  %311 = or disjoint i64 %307, %310
  %312 = zext nneg i32 %25 to i64
  %313 = getelementptr inbounds nuw i8, ptr %272, i64 %312
  %314 = getelementptr inbounds nuw i8, ptr %313, i64 6
  %315 = load i8, ptr %314, align 1, !tbaa !11
  %316 = icmp ult i8 %315, %70
  %317 = zext nneg i32 %25 to i64
  %318 = getelementptr inbounds nuw i8, ptr %272, i64 %317
  %319 = getelementptr inbounds nuw i8, ptr %318, i64 7
  %320 = shl nuw nsw i64 %311, 2
  %321 = select i1 %316, i64 2, i64 0
  %322 = or disjoint i64 %320, %321
  %323 = load i8, ptr %319, align 1, !tbaa !11
  %324 = icmp ult i8 %323, %70
  %325 = zext i1 %324 to i64
  %326 = or disjoint i64 %322, %325
  %327 = zext nneg i32 %25 to i64
  %328 = getelementptr inbounds nuw i8, ptr %272, i64 %327
  %329 = getelementptr inbounds nuw i8, ptr %328, i64 8
  %330 = load i8, ptr %329, align 1, !tbaa !11
  %331 = icmp ult i8 %330, %70
  %332 = zext nneg i32 %23 to i64
  %333 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %332
  %334 = getelementptr inbounds nuw i8, ptr %333, i64 160
  %335 = zext nneg i32 %25 to i64
  %336 = getelementptr inbounds nuw i8, ptr %334, i64 %335
  %337 = shl nuw nsw i64 %326, 2
  %338 = select i1 %331, i64 2, i64 0
  %339 = or disjoint i64 %337, %338
  %340 = load i8, ptr %336, align 1, !tbaa !11
  %341 = icmp ult i8 %340, %70
  %342 = zext i1 %341 to i64
  %343 = or disjoint i64 %339, %342
  %344 = zext nneg i32 %25 to i64
  %345 = getelementptr inbounds nuw i8, ptr %334, i64 %344
  %346 = getelementptr inbounds nuw i8, ptr %345, i64 1
  %347 = load i8, ptr %346, align 1, !tbaa !11
  %348 = icmp ult i8 %347, %70
  %349 = zext nneg i32 %25 to i64
  %350 = getelementptr inbounds nuw i8, ptr %334, i64 %349
  %351 = getelementptr inbounds nuw i8, ptr %350, i64 2
  %352 = shl nuw nsw i64 %343, 2
  %353 = select i1 %348, i64 2, i64 0
  %354 = or disjoint i64 %352, %353
  %355 = load i8, ptr %351, align 1, !tbaa !11
  %356 = icmp ult i8 %355, %70
  %357 = zext i1 %356 to i64
  %358 = or disjoint i64 %354, %357
  %359 = zext nneg i32 %25 to i64
  %360 = getelementptr inbounds nuw i8, ptr %334, i64 %359
  %361 = getelementptr inbounds nuw i8, ptr %360, i64 3
  %362 = load i8, ptr %361, align 1, !tbaa !11
  %363 = icmp ult i8 %362, %70
  %364 = zext nneg i32 %64 to i64
  %365 = getelementptr inbounds nuw i8, ptr %334, i64 %364
  %366 = shl nuw nsw i64 %358, 2
  %367 = select i1 %363, i64 2, i64 0
  %368 = or disjoint i64 %366, %367
  %369 = load i8, ptr %365, align 1, !tbaa !11
  %370 = icmp ult i8 %369, %70
  %371 = zext i1 %370 to i64
  %372 = or disjoint i64 %368, %371
  %373 = zext nneg i32 %25 to i64
  %374 = getelementptr inbounds nuw i8, ptr %334, i64 %373
  %375 = getelementptr inbounds nuw i8, ptr %374, i64 5
  %376 = load i8, ptr %375, align 1, !tbaa !11
  %377 = icmp ult i8 %376, %70
  %378 = zext nneg i32 %25 to i64
  %379 = getelementptr inbounds nuw i8, ptr %334, i64 %378
  %380 = getelementptr inbounds nuw i8, ptr %379, i64 6
  %381 = shl nuw nsw i64 %372, 2
  %382 = select i1 %377, i64 2, i64 0
  %383 = or disjoint i64 %381, %382
  %384 = load i8, ptr %380, align 1, !tbaa !11
  %385 = icmp ult i8 %384, %70
  %386 = zext i1 %385 to i64
  %387 = or disjoint i64 %383, %386
  %388 = zext nneg i32 %25 to i64
  %389 = getelementptr inbounds nuw i8, ptr %334, i64 %388
  %390 = getelementptr inbounds nuw i8, ptr %389, i64 7
  %391 = load i8, ptr %390, align 1, !tbaa !11
  %392 = icmp ult i8 %391, %70
  %393 = zext nneg i32 %25 to i64
  %394 = getelementptr inbounds nuw i8, ptr %334, i64 %393
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 8
  %396 = shl nuw nsw i64 %387, 2
  %397 = select i1 %392, i64 2, i64 0
  %398 = or disjoint i64 %396, %397
  %399 = load i8, ptr %395, align 1, !tbaa !11
  %400 = icmp ult i8 %399, %70
  %401 = zext i1 %400 to i64
  %402 = or disjoint i64 %398, %401
  %403 = zext nneg i32 %23 to i64
  %404 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %403
  %405 = getelementptr inbounds nuw i8, ptr %404, i64 200
  %406 = zext nneg i32 %25 to i64
  %407 = getelementptr inbounds nuw i8, ptr %405, i64 %406
  %408 = load i8, ptr %407, align 1, !tbaa !11
  %409 = icmp ult i8 %408, %70
  %410 = zext nneg i32 %25 to i64
  %411 = getelementptr inbounds nuw i8, ptr %405, i64 %410
  %412 = getelementptr inbounds nuw i8, ptr %411, i64 1
  %413 = shl nuw nsw i64 %402, 2
  %414 = select i1 %409, i64 2, i64 0
  %415 = or disjoint i64 %413, %414
  %416 = load i8, ptr %412, align 1, !tbaa !11
  %417 = icmp ult i8 %416, %70
  %418 = zext i1 %417 to i64
  %419 = or disjoint i64 %415, %418
  %420 = zext nneg i32 %25 to i64
  %421 = getelementptr inbounds nuw i8, ptr %405, i64 %420
  %422 = getelementptr inbounds nuw i8, ptr %421, i64 2
  %423 = load i8, ptr %422, align 1, !tbaa !11
  %424 = icmp ult i8 %423, %70
  %425 = zext nneg i32 %25 to i64
  %426 = getelementptr inbounds nuw i8, ptr %405, i64 %425
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 3
  %428 = shl nuw nsw i64 %419, 2
  %429 = select i1 %424, i64 2, i64 0
  %430 = or disjoint i64 %428, %429
  %431 = load i8, ptr %427, align 1, !tbaa !11
  %432 = icmp ult i8 %431, %70
  %433 = zext i1 %432 to i64
  %434 = or disjoint i64 %430, %433
  %435 = zext nneg i32 %64 to i64
  %436 = getelementptr inbounds nuw i8, ptr %405, i64 %435
  %437 = load i8, ptr %436, align 1, !tbaa !11
  %438 = icmp ult i8 %437, %70
  %439 = zext nneg i32 %25 to i64
  %440 = getelementptr inbounds nuw i8, ptr %405, i64 %439
  %441 = getelementptr inbounds nuw i8, ptr %440, i64 5
  %442 = shl nuw nsw i64 %434, 2
  %443 = select i1 %438, i64 2, i64 0
  %444 = or disjoint i64 %442, %443
  %445 = load i8, ptr %441, align 1, !tbaa !11
  %446 = icmp ult i8 %445, %70
  %447 = zext i1 %446 to i64
  %448 = or disjoint i64 %444, %447
  %449 = zext nneg i32 %25 to i64
  %450 = getelementptr inbounds nuw i8, ptr %405, i64 %449
  %451 = getelementptr inbounds nuw i8, ptr %450, i64 6
  %452 = load i8, ptr %451, align 1, !tbaa !11
  %453 = icmp ult i8 %452, %70
  %454 = zext nneg i32 %25 to i64
  %455 = getelementptr inbounds nuw i8, ptr %405, i64 %454
  %456 = getelementptr inbounds nuw i8, ptr %455, i64 7
  %457 = shl nuw nsw i64 %448, 2
  %458 = select i1 %453, i64 2, i64 0
  %459 = or disjoint i64 %457, %458
  %460 = load i8, ptr %456, align 1, !tbaa !11
  %461 = icmp ult i8 %460, %70
  %462 = zext i1 %461 to i64
  %463 = or disjoint i64 %459, %462
  %464 = zext nneg i32 %25 to i64
  %465 = getelementptr inbounds nuw i8, ptr %405, i64 %464
  %466 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %467 = load i8, ptr %466, align 1, !tbaa !11
  %468 = icmp ult i8 %467, %70
  %469 = zext nneg i32 %23 to i64
  %470 = getelementptr inbounds nuw [40 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14sgm_census_9x7E4tile to ptr), i64 %469
  %471 = getelementptr inbounds nuw i8, ptr %470, i64 240
  %472 = zext nneg i32 %25 to i64
  %473 = getelementptr inbounds nuw i8, ptr %471, i64 %472
  %474 = shl nuw nsw i64 %463, 2
  %475 = select i1 %468, i64 2, i64 0
  %476 = or disjoint i64 %474, %475
  %477 = load i8, ptr %473, align 1, !tbaa !11
  %478 = icmp ult i8 %477, %70
  %479 = zext i1 %478 to i64
  %480 = or disjoint i64 %476, %479
  %481 = zext nneg i32 %25 to i64
  %482 = getelementptr inbounds nuw i8, ptr %471, i64 %481
  %483 = getelementptr inbounds nuw i8, ptr %482, i64 1
  %484 = load i8, ptr %483, align 1, !tbaa !11
  %485 = icmp ult i8 %484, %70
  %486 = zext nneg i32 %25 to i64
  %487 = getelementptr inbounds nuw i8, ptr %471, i64 %486
  %488 = getelementptr inbounds nuw i8, ptr %487, i64 2
  %489 = shl nuw nsw i64 %480, 2
  %490 = select i1 %485, i64 2, i64 0
  %491 = or disjoint i64 %489, %490
  %492 = load i8, ptr %488, align 1, !tbaa !11
  %493 = icmp ult i8 %492, %70
  %494 = zext i1 %493 to i64
  %495 = or disjoint i64 %491, %494
  %496 = zext nneg i32 %25 to i64
  %497 = getelementptr inbounds nuw i8, ptr %471, i64 %496
  %498 = getelementptr inbounds nuw i8, ptr %497, i64 3
  %499 = load i8, ptr %498, align 1, !tbaa !11
  %500 = icmp ult i8 %499, %70
  %501 = zext nneg i32 %64 to i64
  %502 = getelementptr inbounds nuw i8, ptr %471, i64 %501
  %503 = shl nuw nsw i64 %495, 2
  %504 = select i1 %500, i64 2, i64 0
  %505 = or disjoint i64 %503, %504
  %506 = load i8, ptr %502, align 1, !tbaa !11
  %507 = icmp ult i8 %506, %70
  %508 = zext i1 %507 to i64
  %509 = or disjoint i64 %505, %508
  %510 = zext nneg i32 %25 to i64
  %511 = getelementptr inbounds nuw i8, ptr %471, i64 %510
  %512 = getelementptr inbounds nuw i8, ptr %511, i64 5
  %513 = load i8, ptr %512, align 1, !tbaa !11
  %514 = icmp ult i8 %513, %70
  %515 = zext nneg i32 %25 to i64
  %516 = getelementptr inbounds nuw i8, ptr %471, i64 %515
  %517 = getelementptr inbounds nuw i8, ptr %516, i64 6
  %518 = shl nuw nsw i64 %509, 2
  %519 = select i1 %514, i64 2, i64 0
  %520 = or disjoint i64 %518, %519
  %521 = load i8, ptr %517, align 1, !tbaa !11
  %522 = icmp ult i8 %521, %70
  %523 = zext i1 %522 to i64
  %524 = or disjoint i64 %520, %523
  %525 = zext nneg i32 %25 to i64
  %526 = getelementptr inbounds nuw i8, ptr %471, i64 %525
  %527 = getelementptr inbounds nuw i8, ptr %526, i64 7
  %528 = load i8, ptr %527, align 1, !tbaa !11
  %529 = icmp ult i8 %528, %70
  %530 = shl nuw nsw i64 %524, 2
  %531 = select i1 %529, i64 2, i64 0
  %532 = or disjoint i64 %530, %531
  %533 = zext nneg i32 %25 to i64
  %534 = getelementptr inbounds nuw i8, ptr %471, i64 %533
  %535 = getelementptr inbounds nuw i8, ptr %534, i64 8
  %536 = load i8, ptr %535, align 1, !tbaa !11
  %537 = icmp ult i8 %536, %70
  %538 = zext i1 %537 to i64
  %539 = or disjoint i64 %532, %538
  %540 = zext nneg i32 %34 to i64
  %541 = sext i32 %4 to i64
  %542 = mul nsw i64 %541, %540
  %543 = sext i32 %33 to i64
  %544 = getelementptr i64, ptr %16, i64 %542
  %545 = getelementptr i64, ptr %544, i64 %543
  store i64 %539, ptr %545, align 8, !tbaa !14
  br label %546

546:                                              ; preds = %63, %32, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sgm_aggregate_lr(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %8 = load i32, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), align 4, !tbaa !19, !noalias !22
  %9 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 1)
  %10 = tail call i32 @llvm.umin.i32(i32 %9, i32 64)
  %11 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 4), align 4, !tbaa !26, !noalias !22
  %12 = add nuw nsw i32 %10, 1
  %13 = tail call noundef i32 @llvm.smax.i32(i32 %11, i32 %12)
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 512)
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = and i32 %15, 31
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = lshr i32 %17, 5
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %18, %19
  %21 = lshr i32 %15, 5
  %22 = add i32 %20, %21
  %23 = icmp slt i32 %22, %5
  br i1 %23, label %24, label %185

24:                                               ; preds = %7
  %25 = sext i32 %4 to i64
  %26 = icmp sgt i32 %4, 0
  %27 = or disjoint i32 %16, 32
  %28 = icmp eq i32 %16, 0
  %29 = icmp eq i32 %16, 31
  %30 = icmp eq i32 %6, 0
  %31 = zext nneg i32 %16 to i64
  %32 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %33 = mul i32 %18, %32
  %34 = icmp eq i32 %16, 0
  %35 = icmp eq i32 %4, 1
  br label %36

36:                                               ; preds = %24, %81
  %37 = phi i32 [ %22, %24 ], [ %82, %81 ]
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %38, %25
  br i1 %26, label %40, label %81

40:                                               ; preds = %36
  %41 = getelementptr i64, ptr %1, i64 %39
  %42 = getelementptr i64, ptr %2, i64 %39
  %43 = getelementptr inbounds i8, ptr %0, i64 %39
  %44 = load i8, ptr %43, align 1, !tbaa !11, !alias.scope !16, !noalias !27
  %45 = zext i8 %44 to i32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  br i1 %34, label %46, label %52

46:                                               ; preds = %40
  %47 = load i64, ptr %41, align 8, !tbaa !14, !alias.scope !28, !noalias !33
  %48 = load i64, ptr %42, align 8, !tbaa !14, !alias.scope !31, !noalias !34
  %49 = xor i64 %48, %47
  %50 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %49)
  %51 = trunc nuw nsw i64 %50 to i32
  br label %52

52:                                               ; preds = %46, %40
  %53 = phi i32 [ %51, %46 ], [ 64, %40 ]
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 16, i32 31), !noalias !16
  %55 = tail call noundef i32 @llvm.smin.i32(i32 %53, i32 %54)
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 8, i32 31), !noalias !16
  %57 = tail call noundef i32 @llvm.smin.i32(i32 %55, i32 %56)
  %58 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 4, i32 31), !noalias !16
  %59 = tail call noundef i32 @llvm.smin.i32(i32 %57, i32 %58)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 2, i32 31), !noalias !16
  %61 = tail call noundef i32 @llvm.smin.i32(i32 %59, i32 %60)
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 1, i32 31), !noalias !16
  %63 = tail call noundef i32 @llvm.smin.i32(i32 %61, i32 %62)
  %64 = shl nsw i64 %39, 7
  %65 = getelementptr inbounds i8, ptr %3, i64 %64
  br i1 %30, label %76, label %66

66:                                               ; preds = %52
  %67 = getelementptr inbounds nuw i16, ptr %65, i64 %31
  %68 = load i16, ptr %67, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  %69 = zext i16 %68 to i32
  %70 = add nuw nsw i32 %53, %69
  %71 = tail call i32 @llvm.umin.i32(i32 %70, i32 65535)
  %72 = trunc nuw i32 %71 to i16
  store i16 %72, ptr %67, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  %73 = getelementptr inbounds nuw i8, ptr %67, i64 64
  %74 = load i16, ptr %73, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  %75 = tail call i16 @llvm.uadd.sat.i16(i16 %74, i16 64)
  store i16 %75, ptr %73, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  br label %80

76:                                               ; preds = %52
  %77 = trunc nuw nsw i32 %53 to i16
  %78 = getelementptr inbounds nuw i16, ptr %65, i64 %31
  store i16 %77, ptr %78, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 64
  store i16 64, ptr %79, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  br label %80

80:                                               ; preds = %76, %66
  br i1 %35, label %81, label %84

81:                                               ; preds = %182, %80, %36
  %82 = add i32 %37, %33
  %83 = icmp slt i32 %82, %5
  br i1 %83, label %36, label %185, !llvm.loop !40

84:                                               ; preds = %80, %182
  %85 = phi i32 [ %94, %182 ], [ %45, %80 ]
  %86 = phi i32 [ %183, %182 ], [ 1, %80 ]
  %87 = phi i32 [ %159, %182 ], [ %63, %80 ]
  %88 = phi i32 [ %148, %182 ], [ 64, %80 ]
  %89 = phi i32 [ %142, %182 ], [ %53, %80 ]
  %90 = zext nneg i32 %86 to i64
  %91 = add nsw i64 %39, %90
  %92 = getelementptr inbounds i8, ptr %0, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !11, !alias.scope !16, !noalias !27
  %94 = zext i8 %93 to i32
  %95 = sub nsw i32 %94, %85
  %96 = tail call noundef i32 @llvm.abs.i32(i32 %95, i1 true)
  %97 = add nuw nsw i32 %96, 1
  %98 = udiv i32 %14, %97
  %99 = tail call noundef i32 @llvm.smax.i32(i32 %12, i32 %98)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %100 = sub nsw i32 %86, %16
  %101 = icmp slt i32 %100, 0
  br i1 %101, label %111, label %102

102:                                              ; preds = %84
  %103 = getelementptr i64, ptr %41, i64 %90
  %104 = load i64, ptr %103, align 8, !tbaa !14, !alias.scope !41, !noalias !45
  %105 = zext nneg i32 %100 to i64
  %106 = getelementptr i64, ptr %42, i64 %105
  %107 = load i64, ptr %106, align 8, !tbaa !14, !alias.scope !43, !noalias !46
  %108 = xor i64 %107, %104
  %109 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %108)
  %110 = trunc nuw nsw i64 %109 to i32
  br label %111

111:                                              ; preds = %84, %102
  %112 = phi i32 [ %110, %102 ], [ 64, %84 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  %113 = sub nsw i32 %86, %27
  %114 = icmp slt i32 %113, 0
  br i1 %114, label %124, label %115

115:                                              ; preds = %111
  %116 = getelementptr i64, ptr %41, i64 %90
  %117 = load i64, ptr %116, align 8, !tbaa !14, !alias.scope !47, !noalias !52
  %118 = zext nneg i32 %113 to i64
  %119 = getelementptr i64, ptr %42, i64 %118
  %120 = load i64, ptr %119, align 8, !tbaa !14, !alias.scope !50, !noalias !53
  %121 = xor i64 %120, %117
  %122 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %121)
  %123 = trunc nuw nsw i64 %122 to i32
  br label %124

124:                                              ; preds = %115, %111
  %125 = phi i32 [ %123, %115 ], [ 64, %111 ]
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %89, i32 1, i32 0), !noalias !16
  %127 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %89, i32 1, i32 31), !noalias !16
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %88, i32 1, i32 0), !noalias !16
  %129 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %88, i32 1, i32 31), !noalias !16
  %130 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %88, i32 0, i32 31), !noalias !16
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %89, i32 31, i32 31), !noalias !16
  %132 = select i1 %28, i32 1048576, i32 %126
  %133 = select i1 %29, i32 %130, i32 %127
  %134 = select i1 %28, i32 %131, i32 %128
  %135 = select i1 %29, i32 1048576, i32 %129
  %136 = add nsw i32 %99, %87
  %137 = tail call noundef i32 @llvm.smin.i32(i32 %132, i32 %133)
  %138 = add nsw i32 %137, %10
  %139 = tail call noundef i32 @llvm.smin.i32(i32 %89, i32 %138)
  %140 = tail call noundef i32 @llvm.smin.i32(i32 %139, i32 %136)
  %141 = sub i32 %112, %87
  %142 = add i32 %141, %140
  %143 = tail call noundef i32 @llvm.smin.i32(i32 %134, i32 %135)
  %144 = add nsw i32 %143, %10
  %145 = tail call noundef i32 @llvm.smin.i32(i32 %88, i32 %144)
  %146 = tail call noundef i32 @llvm.smin.i32(i32 %145, i32 %136)
  %147 = sub i32 %125, %87
  %148 = add i32 %147, %146
  %149 = tail call noundef i32 @llvm.smin.i32(i32 %142, i32 %148)
  %150 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %149, i32 16, i32 31), !noalias !16
  %151 = tail call noundef i32 @llvm.smin.i32(i32 %149, i32 %150)
  %152 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 8, i32 31), !noalias !16
  %153 = tail call noundef i32 @llvm.smin.i32(i32 %151, i32 %152)
  %154 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 4, i32 31), !noalias !16
  %155 = tail call noundef i32 @llvm.smin.i32(i32 %153, i32 %154)
  %156 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 2, i32 31), !noalias !16
  %157 = tail call noundef i32 @llvm.smin.i32(i32 %155, i32 %156)
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 1, i32 31), !noalias !16
  %159 = tail call noundef i32 @llvm.smin.i32(i32 %157, i32 %158)
  %160 = shl nsw i64 %91, 7
  %161 = getelementptr inbounds i8, ptr %3, i64 %160
  br i1 %30, label %175, label %162

162:                                              ; preds = %124
  %163 = getelementptr inbounds nuw i16, ptr %161, i64 %31
  %164 = load i16, ptr %163, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  %165 = zext i16 %164 to i32
  %166 = add nsw i32 %142, %165
  %167 = tail call noundef i32 @llvm.smin.i32(i32 %166, i32 65535)
  %168 = trunc i32 %167 to i16
  store i16 %168, ptr %163, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  %169 = getelementptr inbounds nuw i8, ptr %163, i64 64
  %170 = load i16, ptr %169, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  %171 = zext i16 %170 to i32
  %172 = add nsw i32 %148, %171
  %173 = tail call noundef i32 @llvm.smin.i32(i32 %172, i32 65535)
  %174 = trunc i32 %173 to i16
  store i16 %174, ptr %169, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  br label %182

175:                                              ; preds = %124
  %176 = tail call noundef i32 @llvm.smin.i32(i32 %142, i32 65535)
  %177 = trunc i32 %176 to i16
  %178 = getelementptr inbounds nuw i16, ptr %161, i64 %31
  store i16 %177, ptr %178, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  %179 = tail call noundef i32 @llvm.smin.i32(i32 %148, i32 65535)
  %180 = trunc i32 %179 to i16
  %181 = getelementptr inbounds nuw i8, ptr %178, i64 64
  store i16 %180, ptr %181, align 2, !tbaa !35, !alias.scope !37, !noalias !16
  br label %182

182:                                              ; preds = %162, %175
  %183 = add nuw nsw i32 %86, 1
  %184 = icmp eq i32 %183, %4
  br i1 %184, label %81, label %84, !llvm.loop !54

185:                                              ; preds = %81, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sgm_aggregate_rl(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %8 = load i32, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), align 4, !tbaa !19, !noalias !59
  %9 = tail call noundef i32 @llvm.smax.i32(i32 %8, i32 1)
  %10 = tail call i32 @llvm.umin.i32(i32 %9, i32 64)
  %11 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 4), align 4, !tbaa !26, !noalias !59
  %12 = add nuw nsw i32 %10, 1
  %13 = tail call noundef i32 @llvm.smax.i32(i32 %11, i32 %12)
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 512)
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = and i32 %15, 31
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = lshr i32 %17, 5
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %18, %19
  %21 = lshr i32 %15, 5
  %22 = add i32 %20, %21
  %23 = icmp slt i32 %22, %5
  br i1 %23, label %24, label %212

24:                                               ; preds = %7
  %25 = sext i32 %4 to i64
  %26 = icmp sgt i32 %4, 0
  %27 = or disjoint i32 %16, 32
  %28 = icmp eq i32 %16, 0
  %29 = icmp eq i32 %16, 31
  %30 = icmp eq i32 %6, 0
  %31 = zext nneg i32 %16 to i64
  %32 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %33 = mul i32 %18, %32
  %34 = add nsw i32 %4, -1
  %35 = zext nneg i32 %34 to i64
  %36 = sub nsw i32 %34, %16
  %37 = icmp slt i32 %36, 0
  %38 = zext nneg i32 %36 to i64
  %39 = sub nsw i32 %34, %27
  %40 = icmp slt i32 %39, 0
  %41 = zext nneg i32 %39 to i64
  %42 = icmp eq i32 %4, 1
  br label %43

43:                                               ; preds = %24, %106
  %44 = phi i32 [ %22, %24 ], [ %107, %106 ]
  %45 = sext i32 %44 to i64
  %46 = mul nsw i64 %45, %25
  br i1 %26, label %47, label %106

47:                                               ; preds = %43
  %48 = getelementptr i64, ptr %1, i64 %46
  %49 = getelementptr i64, ptr %2, i64 %46
  %50 = add nsw i64 %46, %35
  %51 = getelementptr inbounds i8, ptr %0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !11, !alias.scope !56, !noalias !63
  %53 = zext i8 %52 to i32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !64)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  br i1 %37, label %62, label %54

54:                                               ; preds = %47
  %55 = getelementptr i64, ptr %48, i64 %35
  %56 = load i64, ptr %55, align 8, !tbaa !14, !alias.scope !64, !noalias !69
  %57 = getelementptr i64, ptr %49, i64 %38
  %58 = load i64, ptr %57, align 8, !tbaa !14, !alias.scope !67, !noalias !70
  %59 = xor i64 %58, %56
  %60 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %59)
  %61 = trunc nuw nsw i64 %60 to i32
  br label %62

62:                                               ; preds = %54, %47
  %63 = phi i32 [ %61, %54 ], [ 64, %47 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !74)
  br i1 %40, label %72, label %64

64:                                               ; preds = %62
  %65 = getelementptr i64, ptr %48, i64 %35
  %66 = load i64, ptr %65, align 8, !tbaa !14, !alias.scope !71, !noalias !76
  %67 = getelementptr i64, ptr %49, i64 %41
  %68 = load i64, ptr %67, align 8, !tbaa !14, !alias.scope !74, !noalias !77
  %69 = xor i64 %68, %66
  %70 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %69)
  %71 = trunc nuw nsw i64 %70 to i32
  br label %72

72:                                               ; preds = %62, %64
  %73 = phi i32 [ %71, %64 ], [ 64, %62 ]
  %74 = tail call i32 @llvm.umin.i32(i32 %63, i32 %73)
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 16, i32 31), !noalias !56
  %76 = tail call noundef i32 @llvm.smin.i32(i32 %74, i32 %75)
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 8, i32 31), !noalias !56
  %78 = tail call noundef i32 @llvm.smin.i32(i32 %76, i32 %77)
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 4, i32 31), !noalias !56
  %80 = tail call noundef i32 @llvm.smin.i32(i32 %78, i32 %79)
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 2, i32 31), !noalias !56
  %82 = tail call noundef i32 @llvm.smin.i32(i32 %80, i32 %81)
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 1, i32 31), !noalias !56
  %84 = tail call noundef i32 @llvm.smin.i32(i32 %82, i32 %83)
  %85 = shl nsw i64 %50, 7
  %86 = getelementptr inbounds i8, ptr %3, i64 %85
  br i1 %30, label %100, label %87

87:                                               ; preds = %72
  %88 = getelementptr inbounds nuw i16, ptr %86, i64 %31
  %89 = load i16, ptr %88, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  %90 = zext i16 %89 to i32
  %91 = add nuw nsw i32 %63, %90
  %92 = tail call i32 @llvm.umin.i32(i32 %91, i32 65535)
  %93 = trunc nuw i32 %92 to i16
  store i16 %93, ptr %88, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  %94 = getelementptr inbounds nuw i8, ptr %88, i64 64
  %95 = load i16, ptr %94, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  %96 = zext i16 %95 to i32
  %97 = add nuw nsw i32 %73, %96
  %98 = tail call i32 @llvm.umin.i32(i32 %97, i32 65535)
  %99 = trunc nuw i32 %98 to i16
  store i16 %99, ptr %94, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  br label %105

100:                                              ; preds = %72
  %101 = trunc nuw nsw i32 %63 to i16
  %102 = getelementptr inbounds nuw i16, ptr %86, i64 %31
  store i16 %101, ptr %102, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  %103 = trunc nuw nsw i32 %73 to i16
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 64
  store i16 %103, ptr %104, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  br label %105

105:                                              ; preds = %100, %87
  br i1 %42, label %106, label %109

106:                                              ; preds = %209, %105, %43
  %107 = add i32 %44, %33
  %108 = icmp slt i32 %107, %5
  br i1 %108, label %43, label %212, !llvm.loop !81

109:                                              ; preds = %105, %209
  %110 = phi i32 [ %121, %209 ], [ %53, %105 ]
  %111 = phi i32 [ %210, %209 ], [ 1, %105 ]
  %112 = phi i32 [ %186, %209 ], [ %84, %105 ]
  %113 = phi i32 [ %175, %209 ], [ %73, %105 ]
  %114 = phi i32 [ %169, %209 ], [ %63, %105 ]
  %115 = xor i32 %111, -1
  %116 = add nsw i32 %4, %115
  %117 = sext i32 %116 to i64
  %118 = add nsw i64 %46, %117
  %119 = getelementptr inbounds i8, ptr %0, i64 %118
  %120 = load i8, ptr %119, align 1, !tbaa !11, !alias.scope !56, !noalias !63
  %121 = zext i8 %120 to i32
  %122 = sub nsw i32 %121, %110
  %123 = tail call noundef i32 @llvm.abs.i32(i32 %122, i1 true)
  %124 = add nuw nsw i32 %123, 1
  %125 = udiv i32 %14, %124
  %126 = tail call noundef i32 @llvm.smax.i32(i32 %12, i32 %125)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !84)
  %127 = sub nsw i32 %116, %16
  %128 = icmp slt i32 %127, 0
  br i1 %128, label %138, label %129

129:                                              ; preds = %109
  %130 = getelementptr i64, ptr %48, i64 %117
  %131 = load i64, ptr %130, align 8, !tbaa !14, !alias.scope !82, !noalias !86
  %132 = zext nneg i32 %127 to i64
  %133 = getelementptr i64, ptr %49, i64 %132
  %134 = load i64, ptr %133, align 8, !tbaa !14, !alias.scope !84, !noalias !87
  %135 = xor i64 %134, %131
  %136 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %135)
  %137 = trunc nuw nsw i64 %136 to i32
  br label %138

138:                                              ; preds = %109, %129
  %139 = phi i32 [ %137, %129 ], [ 64, %109 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !88)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !90)
  %140 = sub nsw i32 %116, %27
  %141 = icmp slt i32 %140, 0
  br i1 %141, label %151, label %142

142:                                              ; preds = %138
  %143 = getelementptr i64, ptr %48, i64 %117
  %144 = load i64, ptr %143, align 8, !tbaa !14, !alias.scope !88, !noalias !92
  %145 = zext nneg i32 %140 to i64
  %146 = getelementptr i64, ptr %49, i64 %145
  %147 = load i64, ptr %146, align 8, !tbaa !14, !alias.scope !90, !noalias !93
  %148 = xor i64 %147, %144
  %149 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %148)
  %150 = trunc nuw nsw i64 %149 to i32
  br label %151

151:                                              ; preds = %142, %138
  %152 = phi i32 [ %150, %142 ], [ 64, %138 ]
  %153 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %114, i32 1, i32 0), !noalias !56
  %154 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %114, i32 1, i32 31), !noalias !56
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %113, i32 1, i32 0), !noalias !56
  %156 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %113, i32 1, i32 31), !noalias !56
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %113, i32 0, i32 31), !noalias !56
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %114, i32 31, i32 31), !noalias !56
  %159 = select i1 %28, i32 1048576, i32 %153
  %160 = select i1 %29, i32 %157, i32 %154
  %161 = select i1 %28, i32 %158, i32 %155
  %162 = select i1 %29, i32 1048576, i32 %156
  %163 = add nsw i32 %126, %112
  %164 = tail call noundef i32 @llvm.smin.i32(i32 %159, i32 %160)
  %165 = add nsw i32 %164, %10
  %166 = tail call noundef i32 @llvm.smin.i32(i32 %114, i32 %165)
  %167 = tail call noundef i32 @llvm.smin.i32(i32 %166, i32 %163)
  %168 = sub i32 %139, %112
  %169 = add i32 %168, %167
  %170 = tail call noundef i32 @llvm.smin.i32(i32 %161, i32 %162)
  %171 = add nsw i32 %170, %10
  %172 = tail call noundef i32 @llvm.smin.i32(i32 %113, i32 %171)
  %173 = tail call noundef i32 @llvm.smin.i32(i32 %172, i32 %163)
  %174 = sub i32 %152, %112
  %175 = add i32 %174, %173
  %176 = tail call noundef i32 @llvm.smin.i32(i32 %169, i32 %175)
  %177 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %176, i32 16, i32 31), !noalias !56
  %178 = tail call noundef i32 @llvm.smin.i32(i32 %176, i32 %177)
  %179 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %178, i32 8, i32 31), !noalias !56
  %180 = tail call noundef i32 @llvm.smin.i32(i32 %178, i32 %179)
  %181 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %180, i32 4, i32 31), !noalias !56
  %182 = tail call noundef i32 @llvm.smin.i32(i32 %180, i32 %181)
  %183 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %182, i32 2, i32 31), !noalias !56
  %184 = tail call noundef i32 @llvm.smin.i32(i32 %182, i32 %183)
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %184, i32 1, i32 31), !noalias !56
  %186 = tail call noundef i32 @llvm.smin.i32(i32 %184, i32 %185)
  %187 = shl nsw i64 %118, 7
  %188 = getelementptr inbounds i8, ptr %3, i64 %187
  br i1 %30, label %202, label %189

189:                                              ; preds = %151
  %190 = getelementptr inbounds nuw i16, ptr %188, i64 %31
  %191 = load i16, ptr %190, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  %192 = zext i16 %191 to i32
  %193 = add nsw i32 %169, %192
  %194 = tail call noundef i32 @llvm.smin.i32(i32 %193, i32 65535)
  %195 = trunc i32 %194 to i16
  store i16 %195, ptr %190, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  %196 = getelementptr inbounds nuw i8, ptr %190, i64 64
  %197 = load i16, ptr %196, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  %198 = zext i16 %197 to i32
  %199 = add nsw i32 %175, %198
  %200 = tail call noundef i32 @llvm.smin.i32(i32 %199, i32 65535)
  %201 = trunc i32 %200 to i16
  store i16 %201, ptr %196, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  br label %209

202:                                              ; preds = %151
  %203 = tail call noundef i32 @llvm.smin.i32(i32 %169, i32 65535)
  %204 = trunc i32 %203 to i16
  %205 = getelementptr inbounds nuw i16, ptr %188, i64 %31
  store i16 %204, ptr %205, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  %206 = tail call noundef i32 @llvm.smin.i32(i32 %175, i32 65535)
  %207 = trunc i32 %206 to i16
  %208 = getelementptr inbounds nuw i8, ptr %205, i64 64
  store i16 %207, ptr %208, align 2, !tbaa !35, !alias.scope !78, !noalias !56
  br label %209

209:                                              ; preds = %189, %202
  %210 = add nuw nsw i32 %111, 1
  %211 = icmp eq i32 %210, %4
  br i1 %211, label %106, label %109, !llvm.loop !94

212:                                              ; preds = %106, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sgm_aggregate_tb(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = load i32, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), align 4, !tbaa !19
  %8 = tail call noundef i32 @llvm.smax.i32(i32 %7, i32 1)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 64)
  %10 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 4), align 4, !tbaa !26
  %11 = add nuw nsw i32 %9, 1
  %12 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %11)
  %13 = tail call i32 @llvm.umin.i32(i32 %12, i32 512)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = and i32 %14, 31
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = lshr i32 %16, 5
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %17, %18
  %20 = lshr i32 %14, 5
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %91

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
  %33 = icmp eq i32 %5, 1
  br label %34

34:                                               ; preds = %23, %92
  %35 = phi i32 [ %21, %23 ], [ %93, %92 ]
  br i1 %24, label %36, label %92

36:                                               ; preds = %34
  %37 = sext i32 %35 to i64
  %38 = sub nsw i32 %35, %15
  %39 = icmp slt i32 %38, 0
  %40 = getelementptr i64, ptr %1, i64 %37
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr i64, ptr %2, i64 %41
  %43 = sub nsw i32 %35, %26
  %44 = icmp slt i32 %43, 0
  %45 = zext nneg i32 %43 to i64
  %46 = getelementptr i64, ptr %2, i64 %45
  %47 = getelementptr inbounds i8, ptr %0, i64 %37
  %48 = load i8, ptr %47, align 1, !tbaa !11
  %49 = zext i8 %48 to i32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !95)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !98)
  br i1 %39, label %56, label %50

50:                                               ; preds = %36
  %51 = load i64, ptr %40, align 8, !tbaa !14, !alias.scope !95, !noalias !98
  %52 = load i64, ptr %42, align 8, !tbaa !14, !alias.scope !98, !noalias !95
  %53 = xor i64 %52, %51
  %54 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %53)
  %55 = trunc nuw nsw i64 %54 to i32
  br label %56

56:                                               ; preds = %50, %36
  %57 = phi i32 [ %55, %50 ], [ 64, %36 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !100)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !103)
  br i1 %44, label %64, label %58

58:                                               ; preds = %56
  %59 = load i64, ptr %40, align 8, !tbaa !14, !alias.scope !100, !noalias !103
  %60 = load i64, ptr %46, align 8, !tbaa !14, !alias.scope !103, !noalias !100
  %61 = xor i64 %60, %59
  %62 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %61)
  %63 = trunc nuw nsw i64 %62 to i32
  br label %64

64:                                               ; preds = %56, %58
  %65 = phi i32 [ %63, %58 ], [ 64, %56 ]
  %66 = tail call i32 @llvm.umin.i32(i32 %57, i32 %65)
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 16, i32 31)
  %68 = tail call noundef i32 @llvm.smin.i32(i32 %66, i32 %67)
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 8, i32 31)
  %70 = tail call noundef i32 @llvm.smin.i32(i32 %68, i32 %69)
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 4, i32 31)
  %72 = tail call noundef i32 @llvm.smin.i32(i32 %70, i32 %71)
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 2, i32 31)
  %74 = tail call noundef i32 @llvm.smin.i32(i32 %72, i32 %73)
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 1, i32 31)
  %76 = shl nsw i64 %37, 7
  %77 = getelementptr i8, ptr %30, i64 %76
  %78 = load i16, ptr %77, align 2, !tbaa !35, !alias.scope !105
  %79 = zext i16 %78 to i32
  %80 = add nuw nsw i32 %57, %79
  %81 = tail call i32 @llvm.umin.i32(i32 %80, i32 65535)
  %82 = trunc nuw i32 %81 to i16
  store i16 %82, ptr %77, align 2, !tbaa !35, !alias.scope !105
  %83 = getelementptr inbounds nuw i8, ptr %77, i64 64
  %84 = load i16, ptr %83, align 2, !tbaa !35, !alias.scope !105
  %85 = zext i16 %84 to i32
  %86 = add nuw nsw i32 %65, %85
  %87 = tail call i32 @llvm.umin.i32(i32 %86, i32 65535)
  %88 = trunc nuw i32 %87 to i16
  store i16 %88, ptr %83, align 2, !tbaa !35, !alias.scope !105
  br i1 %33, label %92, label %89

89:                                               ; preds = %64
  %90 = tail call noundef i32 @llvm.smin.i32(i32 %74, i32 %75)
  br label %95

91:                                               ; preds = %92, %6
  ret void

92:                                               ; preds = %130, %64, %34
  %93 = add i32 %35, %32
  %94 = icmp slt i32 %93, %4
  br i1 %94, label %34, label %91, !llvm.loop !108

95:                                               ; preds = %89, %130
  %96 = phi i32 [ %49, %89 ], [ %106, %130 ]
  %97 = phi i32 [ 1, %89 ], [ %179, %130 ]
  %98 = phi i32 [ %90, %89 ], [ %165, %130 ]
  %99 = phi i32 [ %65, %89 ], [ %146, %130 ]
  %100 = phi i32 [ %57, %89 ], [ %154, %130 ]
  %101 = zext nneg i32 %97 to i64
  %102 = mul nsw i64 %101, %25
  %103 = add nsw i64 %102, %37
  %104 = getelementptr inbounds i8, ptr %0, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !11
  %106 = zext i8 %105 to i32
  %107 = sub nsw i32 %106, %96
  %108 = tail call noundef i32 @llvm.abs.i32(i32 %107, i1 true)
  %109 = add nuw nsw i32 %108, 1
  %110 = udiv i32 %13, %109
  %111 = tail call noundef i32 @llvm.smax.i32(i32 %11, i32 %110)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !111)
  br i1 %39, label %120, label %112

112:                                              ; preds = %95
  %113 = getelementptr i64, ptr %40, i64 %102
  %114 = load i64, ptr %113, align 8, !tbaa !14, !alias.scope !109, !noalias !111
  %115 = getelementptr i64, ptr %42, i64 %102
  %116 = load i64, ptr %115, align 8, !tbaa !14, !alias.scope !111, !noalias !109
  %117 = xor i64 %116, %114
  %118 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %117)
  %119 = trunc nuw nsw i64 %118 to i32
  br label %120

120:                                              ; preds = %95, %112
  %121 = phi i32 [ %119, %112 ], [ 64, %95 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !113)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !115)
  br i1 %44, label %130, label %122

122:                                              ; preds = %120
  %123 = getelementptr i64, ptr %40, i64 %102
  %124 = load i64, ptr %123, align 8, !tbaa !14, !alias.scope !113, !noalias !115
  %125 = getelementptr i64, ptr %46, i64 %102
  %126 = load i64, ptr %125, align 8, !tbaa !14, !alias.scope !115, !noalias !113
  %127 = xor i64 %126, %124
  %128 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %127)
  %129 = trunc nuw nsw i64 %128 to i32
  br label %130

130:                                              ; preds = %122, %120
  %131 = phi i32 [ %129, %122 ], [ 64, %120 ]
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %100, i32 1, i32 0)
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %100, i32 1, i32 31)
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %99, i32 1, i32 0)
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %99, i32 1, i32 31)
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %99, i32 0, i32 31)
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %100, i32 31, i32 31)
  %138 = sub i32 %131, %98
  %139 = select i1 %27, i32 %137, i32 %134
  %140 = select i1 %28, i32 1048576, i32 %135
  %141 = tail call noundef i32 @llvm.smin.i32(i32 %139, i32 %140)
  %142 = add nsw i32 %141, %9
  %143 = tail call noundef i32 @llvm.smin.i32(i32 %99, i32 %142)
  %144 = add nsw i32 %111, %98
  %145 = tail call noundef i32 @llvm.smin.i32(i32 %143, i32 %144)
  %146 = add i32 %138, %145
  %147 = sub i32 %121, %98
  %148 = select i1 %27, i32 1048576, i32 %132
  %149 = select i1 %28, i32 %136, i32 %133
  %150 = tail call noundef i32 @llvm.smin.i32(i32 %148, i32 %149)
  %151 = add nsw i32 %150, %9
  %152 = tail call noundef i32 @llvm.smin.i32(i32 %100, i32 %151)
  %153 = tail call noundef i32 @llvm.smin.i32(i32 %152, i32 %144)
  %154 = add i32 %147, %153
  %155 = tail call noundef i32 @llvm.smin.i32(i32 %154, i32 %146)
  %156 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 16, i32 31)
  %157 = tail call noundef i32 @llvm.smin.i32(i32 %155, i32 %156)
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 8, i32 31)
  %159 = tail call noundef i32 @llvm.smin.i32(i32 %157, i32 %158)
  %160 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 4, i32 31)
  %161 = tail call noundef i32 @llvm.smin.i32(i32 %159, i32 %160)
  %162 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %161, i32 2, i32 31)
  %163 = tail call noundef i32 @llvm.smin.i32(i32 %161, i32 %162)
  %164 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %163, i32 1, i32 31)
  %165 = tail call noundef i32 @llvm.smin.i32(i32 %163, i32 %164)
  %166 = shl nsw i64 %103, 7
  %167 = getelementptr i8, ptr %30, i64 %166
  %168 = load i16, ptr %167, align 2, !tbaa !35, !alias.scope !105
  %169 = zext i16 %168 to i32
  %170 = add nsw i32 %154, %169
  %171 = tail call noundef i32 @llvm.smin.i32(i32 %170, i32 65535)
  %172 = trunc i32 %171 to i16
  store i16 %172, ptr %167, align 2, !tbaa !35, !alias.scope !105
  %173 = getelementptr inbounds nuw i8, ptr %167, i64 64
  %174 = load i16, ptr %173, align 2, !tbaa !35, !alias.scope !105
  %175 = zext i16 %174 to i32
  %176 = add nsw i32 %146, %175
  %177 = tail call noundef i32 @llvm.smin.i32(i32 %176, i32 65535)
  %178 = trunc i32 %177 to i16
  store i16 %178, ptr %173, align 2, !tbaa !35, !alias.scope !105
  %179 = add nuw nsw i32 %97, 1
  %180 = icmp eq i32 %179, %5
  br i1 %180, label %92, label %95, !llvm.loop !117
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sgm_wta_subpixel(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 12), align 4, !tbaa !118
  %6 = tail call noundef i32 @llvm.smax.i32(i32 %5, i32 0)
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 63)
  %8 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 16), align 4, !tbaa !119
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
  br i1 %20, label %21, label %29

21:                                               ; preds = %4
  %22 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sgm to ptr), i64 8), align 4, !tbaa !120
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %22, i32 0)
  %24 = tail call i32 @llvm.usub.sat.i32(i32 100, i32 %23)
  %25 = zext nneg i32 %24 to i64
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %27, %15
  br label %30

29:                                               ; preds = %242, %4
  ret void

30:                                               ; preds = %21, %242
  %31 = phi i64 [ %19, %21 ], [ %245, %242 ]
  %32 = shl nsw i64 %31, 7
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 %32
  br label %34

34:                                               ; preds = %34, %30
  %35 = phi i32 [ 2147483647, %30 ], [ %100, %34 ]
  %36 = phi i32 [ 0, %30 ], [ %99, %34 ]
  %37 = phi i32 [ 0, %30 ], [ %101, %34 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i16, ptr %33, i64 %38
  %40 = load i16, ptr %39, align 2, !tbaa !35
  %41 = zext i16 %40 to i32
  %42 = icmp samesign ugt i32 %35, %41
  %43 = select i1 %42, i32 %37, i32 %36
  %44 = tail call i32 @llvm.umin.i32(i32 %35, i32 %41)
  %45 = or disjoint i32 %37, 1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i16, ptr %33, i64 %46
  %48 = load i16, ptr %47, align 2, !tbaa !35
  %49 = zext i16 %48 to i32
  %50 = icmp samesign ugt i32 %44, %49
  %51 = select i1 %50, i32 %45, i32 %43
  %52 = tail call i32 @llvm.umin.i32(i32 %44, i32 %49)
  %53 = or disjoint i32 %37, 2
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i16, ptr %33, i64 %54
  %56 = load i16, ptr %55, align 2, !tbaa !35
  %57 = zext i16 %56 to i32
  %58 = icmp samesign ugt i32 %52, %57
  %59 = select i1 %58, i32 %53, i32 %51
  %60 = tail call i32 @llvm.umin.i32(i32 %52, i32 %57)
  %61 = or disjoint i32 %37, 3
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw i16, ptr %33, i64 %62
  %64 = load i16, ptr %63, align 2, !tbaa !35
  %65 = zext i16 %64 to i32
  %66 = icmp samesign ugt i32 %60, %65
  %67 = select i1 %66, i32 %61, i32 %59
  %68 = tail call i32 @llvm.umin.i32(i32 %60, i32 %65)
  %69 = or disjoint i32 %37, 4
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i16, ptr %33, i64 %70
  %72 = load i16, ptr %71, align 2, !tbaa !35
  %73 = zext i16 %72 to i32
  %74 = icmp samesign ugt i32 %68, %73
  %75 = select i1 %74, i32 %69, i32 %67
  %76 = tail call i32 @llvm.umin.i32(i32 %68, i32 %73)
  %77 = or disjoint i32 %37, 5
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i16, ptr %33, i64 %78
  %80 = load i16, ptr %79, align 2, !tbaa !35
  %81 = zext i16 %80 to i32
  %82 = icmp samesign ugt i32 %76, %81
  %83 = select i1 %82, i32 %77, i32 %75
  %84 = tail call i32 @llvm.umin.i32(i32 %76, i32 %81)
  %85 = or disjoint i32 %37, 6
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw i16, ptr %33, i64 %86
  %88 = load i16, ptr %87, align 2, !tbaa !35
  %89 = zext i16 %88 to i32
  %90 = icmp samesign ugt i32 %84, %89
  %91 = select i1 %90, i32 %85, i32 %83
  %92 = tail call i32 @llvm.umin.i32(i32 %84, i32 %89)
  %93 = or disjoint i32 %37, 7
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw i16, ptr %33, i64 %94
  %96 = load i16, ptr %95, align 2, !tbaa !35
  %97 = zext i16 %96 to i32
  %98 = icmp samesign ugt i32 %92, %97
  %99 = select i1 %98, i32 %93, i32 %91
  %100 = tail call i32 @llvm.umin.i32(i32 %92, i32 %97)
  %101 = add nuw nsw i32 %37, 8
  %102 = icmp eq i32 %101, 64
  br i1 %102, label %117, label %34, !llvm.loop !121

103:                                              ; preds = %213
  %104 = srem i64 %31, %9
  %105 = trunc nuw nsw i64 %104 to i32
  %106 = zext nneg i32 %214 to i64
  %107 = mul nuw nsw i64 %106, %25
  %108 = mul nuw nsw i32 %100, 100
  %109 = zext nneg i32 %108 to i64
  %110 = icmp samesign ule i64 %107, %109
  %111 = icmp ne i32 %214, 2147483647
  %112 = select i1 %110, i1 %111, i1 false
  %113 = icmp samesign ult i32 %99, %7
  %114 = select i1 %112, i1 true, i1 %113
  %115 = icmp sgt i32 %99, %105
  %116 = select i1 %114, i1 true, i1 %115
  br i1 %116, label %242, label %217

117:                                              ; preds = %34, %213
  %118 = phi i32 [ %214, %213 ], [ 2147483647, %34 ]
  %119 = phi i32 [ %215, %213 ], [ 0, %34 ]
  %120 = sub nsw i32 %119, %99
  %121 = tail call noundef i32 @llvm.abs.i32(i32 %120, i1 true)
  %122 = icmp samesign ugt i32 %121, 1
  br i1 %122, label %123, label %129

123:                                              ; preds = %117
  %124 = zext nneg i32 %119 to i64
  %125 = getelementptr inbounds nuw i16, ptr %33, i64 %124
  %126 = load i16, ptr %125, align 2, !tbaa !35
  %127 = zext i16 %126 to i32
  %128 = tail call noundef i32 @llvm.smin.i32(i32 %118, i32 %127)
  br label %129

129:                                              ; preds = %117, %123
  %130 = phi i32 [ %128, %123 ], [ %118, %117 ]
  %131 = or disjoint i32 %119, 1
  %132 = sub nsw i32 %131, %99
  %133 = tail call noundef i32 @llvm.abs.i32(i32 %132, i1 true)
  %134 = icmp samesign ugt i32 %133, 1
  br i1 %134, label %135, label %141

135:                                              ; preds = %129
  %136 = zext nneg i32 %131 to i64
  %137 = getelementptr inbounds nuw i16, ptr %33, i64 %136
  %138 = load i16, ptr %137, align 2, !tbaa !35
  %139 = zext i16 %138 to i32
  %140 = tail call noundef i32 @llvm.smin.i32(i32 %130, i32 %139)
  br label %141

141:                                              ; preds = %135, %129
  %142 = phi i32 [ %140, %135 ], [ %130, %129 ]
  %143 = or disjoint i32 %119, 2
  %144 = sub nsw i32 %143, %99
  %145 = tail call noundef i32 @llvm.abs.i32(i32 %144, i1 true)
  %146 = icmp samesign ugt i32 %145, 1
  br i1 %146, label %147, label %153

147:                                              ; preds = %141
  %148 = zext nneg i32 %143 to i64
  %149 = getelementptr inbounds nuw i16, ptr %33, i64 %148
  %150 = load i16, ptr %149, align 2, !tbaa !35
  %151 = zext i16 %150 to i32
  %152 = tail call noundef i32 @llvm.smin.i32(i32 %142, i32 %151)
  br label %153

153:                                              ; preds = %147, %141
  %154 = phi i32 [ %152, %147 ], [ %142, %141 ]
  %155 = or disjoint i32 %119, 3
  %156 = sub nsw i32 %155, %99
  %157 = tail call noundef i32 @llvm.abs.i32(i32 %156, i1 true)
  %158 = icmp samesign ugt i32 %157, 1
  br i1 %158, label %159, label %165

159:                                              ; preds = %153
  %160 = zext nneg i32 %155 to i64
  %161 = getelementptr inbounds nuw i16, ptr %33, i64 %160
  %162 = load i16, ptr %161, align 2, !tbaa !35
  %163 = zext i16 %162 to i32
  %164 = tail call noundef i32 @llvm.smin.i32(i32 %154, i32 %163)
  br label %165

165:                                              ; preds = %159, %153
  %166 = phi i32 [ %164, %159 ], [ %154, %153 ]
  %167 = or disjoint i32 %119, 4
  %168 = sub nsw i32 %167, %99
  %169 = tail call noundef i32 @llvm.abs.i32(i32 %168, i1 true)
  %170 = icmp samesign ugt i32 %169, 1
  br i1 %170, label %171, label %177

171:                                              ; preds = %165
  %172 = zext nneg i32 %167 to i64
  %173 = getelementptr inbounds nuw i16, ptr %33, i64 %172
  %174 = load i16, ptr %173, align 2, !tbaa !35
  %175 = zext i16 %174 to i32
  %176 = tail call noundef i32 @llvm.smin.i32(i32 %166, i32 %175)
  br label %177

177:                                              ; preds = %171, %165
  %178 = phi i32 [ %176, %171 ], [ %166, %165 ]
  %179 = or disjoint i32 %119, 5
  %180 = sub nsw i32 %179, %99
  %181 = tail call noundef i32 @llvm.abs.i32(i32 %180, i1 true)
  %182 = icmp samesign ugt i32 %181, 1
  br i1 %182, label %183, label %189

183:                                              ; preds = %177
  %184 = zext nneg i32 %179 to i64
  %185 = getelementptr inbounds nuw i16, ptr %33, i64 %184
  %186 = load i16, ptr %185, align 2, !tbaa !35
  %187 = zext i16 %186 to i32
  %188 = tail call noundef i32 @llvm.smin.i32(i32 %178, i32 %187)
  br label %189

189:                                              ; preds = %183, %177
  %190 = phi i32 [ %188, %183 ], [ %178, %177 ]
  %191 = or disjoint i32 %119, 6
  %192 = sub nsw i32 %191, %99
  %193 = tail call noundef i32 @llvm.abs.i32(i32 %192, i1 true)
  %194 = icmp samesign ugt i32 %193, 1
  br i1 %194, label %195, label %201

195:                                              ; preds = %189
  %196 = zext nneg i32 %191 to i64
  %197 = getelementptr inbounds nuw i16, ptr %33, i64 %196
  %198 = load i16, ptr %197, align 2, !tbaa !35
  %199 = zext i16 %198 to i32
  %200 = tail call noundef i32 @llvm.smin.i32(i32 %190, i32 %199)
  br label %201

201:                                              ; preds = %195, %189
  %202 = phi i32 [ %200, %195 ], [ %190, %189 ]
  %203 = or disjoint i32 %119, 7
  %204 = sub nsw i32 %203, %99
  %205 = tail call noundef i32 @llvm.abs.i32(i32 %204, i1 true)
  %206 = icmp samesign ugt i32 %205, 1
  br i1 %206, label %207, label %213

207:                                              ; preds = %201
  %208 = zext nneg i32 %203 to i64
  %209 = getelementptr inbounds nuw i16, ptr %33, i64 %208
  %210 = load i16, ptr %209, align 2, !tbaa !35
  %211 = zext i16 %210 to i32
  %212 = tail call noundef i32 @llvm.smin.i32(i32 %202, i32 %211)
  br label %213

213:                                              ; preds = %207, %201
  %214 = phi i32 [ %212, %207 ], [ %202, %201 ]
  %215 = add nuw nsw i32 %119, 8
  %216 = icmp eq i32 %215, 64
  br i1 %216, label %103, label %117, !llvm.loop !123

217:                                              ; preds = %103
  %218 = uitofp nneg i32 %99 to float
  %219 = add nsw i32 %99, -1
  %220 = icmp ult i32 %219, 62
  br i1 %220, label %221, label %242

221:                                              ; preds = %217
  %222 = zext nneg i32 %99 to i64
  %223 = getelementptr i16, ptr %33, i64 %222
  %224 = getelementptr i8, ptr %223, i64 -2
  %225 = load i16, ptr %224, align 2, !tbaa !35
  %226 = uitofp i16 %225 to float
  %227 = getelementptr inbounds nuw i8, ptr %223, i64 2
  %228 = load i16, ptr %227, align 2, !tbaa !35
  %229 = uitofp i16 %228 to float
  %230 = shl nuw nsw i32 %100, 1
  %231 = uitofp nneg i32 %230 to float
  %232 = fsub contract float %226, %231
  %233 = fadd contract float %232, %229
  %234 = fcmp contract ogt float %233, 0x3EB0C6F7A0000000
  br i1 %234, label %235, label %242

235:                                              ; preds = %221
  %236 = fsub contract float %226, %229
  %237 = fmul contract float %233, 2.000000e+00
  %238 = fdiv contract float %236, %237
  %239 = tail call noundef float @llvm.maxnum.f32(float %238, float -5.000000e-01)
  %240 = tail call noundef float @llvm.minnum.f32(float %239, float 5.000000e-01)
  %241 = fadd contract float %240, %218
  br label %242

242:                                              ; preds = %217, %235, %221, %103
  %243 = phi float [ %8, %103 ], [ %218, %217 ], [ %241, %235 ], [ %218, %221 ]
  %244 = getelementptr inbounds nuw float, ptr %1, i64 %31
  store float %243, ptr %244, align 4, !tbaa !124
  %245 = add nuw nsw i64 %31, %28
  %246 = icmp slt i64 %245, %11
  br i1 %246, label %30, label %29, !llvm.loop !125
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.uadd.sat.i16(i16, i16) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #8

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii: argument 0"}
!18 = distinct !{!18, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii"}
!19 = !{!20, !7, i64 0}
!20 = !{!"_ZTS9SgmParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !21, i64 16}
!21 = !{!"float", !8, i64 0}
!22 = !{!17, !23, !24, !25}
!23 = distinct !{!23, !18, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii: argument 1"}
!24 = distinct !{!24, !18, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii: argument 2"}
!25 = distinct !{!25, !18, !"_Z14aggregate_rowsILi1EEvPKhPKyS3_Ptiii: argument 3"}
!26 = !{!20, !7, i64 4}
!27 = !{!23, !24, !25}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_Z11census_costPKyS0_xii: argument 0:Peel0"}
!30 = distinct !{!30, !"_Z11census_costPKyS0_xii"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"_Z11census_costPKyS0_xii: argument 1:Peel0"}
!33 = !{!32, !17}
!34 = !{!29, !17}
!35 = !{!36, !36, i64 0}
!36 = !{!"short", !8, i64 0}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_Z15accumulate_costPtxiib: argument 0"}
!39 = distinct !{!39, !"_Z15accumulate_costPtxiib"}
!40 = distinct !{!40, !13}
!41 = !{!42}
!42 = distinct !{!42, !30, !"_Z11census_costPKyS0_xii: argument 0"}
!43 = !{!44}
!44 = distinct !{!44, !30, !"_Z11census_costPKyS0_xii: argument 1"}
!45 = !{!44, !17}
!46 = !{!42, !17}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_Z11census_costPKyS0_xii: argument 0"}
!49 = distinct !{!49, !"_Z11census_costPKyS0_xii"}
!50 = !{!51}
!51 = distinct !{!51, !49, !"_Z11census_costPKyS0_xii: argument 1"}
!52 = !{!51, !17}
!53 = !{!48, !17}
!54 = distinct !{!54, !13, !55}
!55 = !{!"llvm.loop.peeled.count", i32 1}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii: argument 0"}
!58 = distinct !{!58, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii"}
!59 = !{!57, !60, !61, !62}
!60 = distinct !{!60, !58, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii: argument 1"}
!61 = distinct !{!61, !58, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii: argument 2"}
!62 = distinct !{!62, !58, !"_Z14aggregate_rowsILin1EEvPKhPKyS3_Ptiii: argument 3"}
!63 = !{!60, !61, !62}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_Z11census_costPKyS0_xii: argument 0:Peel0"}
!66 = distinct !{!66, !"_Z11census_costPKyS0_xii"}
!67 = !{!68}
!68 = distinct !{!68, !66, !"_Z11census_costPKyS0_xii: argument 1:Peel0"}
!69 = !{!68, !57}
!70 = !{!65, !57}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_Z11census_costPKyS0_xii: argument 0:Peel0"}
!73 = distinct !{!73, !"_Z11census_costPKyS0_xii"}
!74 = !{!75}
!75 = distinct !{!75, !73, !"_Z11census_costPKyS0_xii: argument 1:Peel0"}
!76 = !{!75, !57}
!77 = !{!72, !57}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_Z15accumulate_costPtxiib: argument 0"}
!80 = distinct !{!80, !"_Z15accumulate_costPtxiib"}
!81 = distinct !{!81, !13}
!82 = !{!83}
!83 = distinct !{!83, !66, !"_Z11census_costPKyS0_xii: argument 0"}
!84 = !{!85}
!85 = distinct !{!85, !66, !"_Z11census_costPKyS0_xii: argument 1"}
!86 = !{!85, !57}
!87 = !{!83, !57}
!88 = !{!89}
!89 = distinct !{!89, !73, !"_Z11census_costPKyS0_xii: argument 0"}
!90 = !{!91}
!91 = distinct !{!91, !73, !"_Z11census_costPKyS0_xii: argument 1"}
!92 = !{!91, !57}
!93 = !{!89, !57}
!94 = distinct !{!94, !13, !55}
!95 = !{!96}
!96 = distinct !{!96, !97, !"_Z11census_costPKyS0_xii: argument 0:Peel0"}
!97 = distinct !{!97, !"_Z11census_costPKyS0_xii"}
!98 = !{!99}
!99 = distinct !{!99, !97, !"_Z11census_costPKyS0_xii: argument 1:Peel0"}
!100 = !{!101}
!101 = distinct !{!101, !102, !"_Z11census_costPKyS0_xii: argument 0:Peel0"}
!102 = distinct !{!102, !"_Z11census_costPKyS0_xii"}
!103 = !{!104}
!104 = distinct !{!104, !102, !"_Z11census_costPKyS0_xii: argument 1:Peel0"}
!105 = !{!106}
!106 = distinct !{!106, !107, !"_Z15accumulate_costPtxiib: argument 0"}
!107 = distinct !{!107, !"_Z15accumulate_costPtxiib"}
!108 = distinct !{!108, !13}
!109 = !{!110}
!110 = distinct !{!110, !97, !"_Z11census_costPKyS0_xii: argument 0"}
!111 = !{!112}
!112 = distinct !{!112, !97, !"_Z11census_costPKyS0_xii: argument 1"}
!113 = !{!114}
!114 = distinct !{!114, !102, !"_Z11census_costPKyS0_xii: argument 0"}
!115 = !{!116}
!116 = distinct !{!116, !102, !"_Z11census_costPKyS0_xii: argument 1"}
!117 = distinct !{!117, !13, !55}
!118 = !{!20, !7, i64 12}
!119 = !{!20, !21, i64 16}
!120 = !{!20, !7, i64 8}
!121 = distinct !{!121, !13, !122}
!122 = !{!"llvm.loop.unroll.disable"}
!123 = distinct !{!123, !13, !122}
!124 = !{!21, !21, i64 0}
!125 = distinct !{!125, !13}
