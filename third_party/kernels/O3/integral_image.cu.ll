; ModuleID = 'src/integral_image.cu'
source_filename = "src/integral_image.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SauvolaParams = type { i32, i32, i32, i32, float, float }

@_ZZ8sat_rowsE4s_ws = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ8sat_rowsE4s_wq = internal unnamed_addr addrspace(3) global [8 x i64] undef, align 8
@_ZZ8sat_colsE5s_tot = internal unnamed_addr addrspace(3) global [8 x [32 x i32]] undef, align 4
@_ZZ8sat_colsE6s_totq = internal unnamed_addr addrspace(3) global [8 x [32 x i64]] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sat_rows(ptr noalias noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = lshr i32 %7, 5
  %10 = add nsw i32 %1, 1
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = icmp ne i32 %11, 0
  %13 = icmp sgt i32 %7, %1
  %14 = or i1 %12, %13
  br i1 %14, label %69, label %15

15:                                               ; preds = %6
  %16 = sub i32 %1, %7
  %17 = lshr i32 %16, 8
  %18 = add nuw nsw i32 %17, 1
  %19 = and i32 %18, 7
  %20 = and i32 %16, 1792
  %21 = icmp eq i32 %20, 1792
  br i1 %21, label %31, label %22

22:                                               ; preds = %15, %22
  %23 = phi i32 [ %28, %22 ], [ %7, %15 ]
  %24 = phi i32 [ %29, %22 ], [ 0, %15 ]
  %25 = zext nneg i32 %23 to i64
  %26 = getelementptr inbounds nuw i32, ptr %4, i64 %25
  store i32 0, ptr %26, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i64, ptr %5, i64 %25
  store i64 0, ptr %27, align 8, !tbaa !11
  %28 = add nuw nsw i32 %23, 256
  %29 = add i32 %24, 1
  %30 = icmp eq i32 %29, %19
  br i1 %30, label %31, label %22, !llvm.loop !13

31:                                               ; preds = %22, %15
  %32 = phi i32 [ %7, %15 ], [ %28, %22 ]
  %33 = icmp ult i32 %16, 1792
  br i1 %33, label %69, label %34

34:                                               ; preds = %31, %34
  %35 = phi i32 [ %67, %34 ], [ %32, %31 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %4, i64 %36
  store i32 0, ptr %37, align 4, !tbaa !6
  %38 = getelementptr inbounds nuw i64, ptr %5, i64 %36
  store i64 0, ptr %38, align 8, !tbaa !11
  %39 = add nuw nsw i32 %35, 256
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i32, ptr %4, i64 %40
  store i32 0, ptr %41, align 4, !tbaa !6
  %42 = getelementptr inbounds nuw i64, ptr %5, i64 %40
  store i64 0, ptr %42, align 8, !tbaa !11
  %43 = add nuw nsw i32 %35, 512
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr %4, i64 %44
  store i32 0, ptr %45, align 4, !tbaa !6
  %46 = getelementptr inbounds nuw i64, ptr %5, i64 %44
  store i64 0, ptr %46, align 8, !tbaa !11
  %47 = add nuw nsw i32 %35, 768
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr %4, i64 %48
  store i32 0, ptr %49, align 4, !tbaa !6
  %50 = getelementptr inbounds nuw i64, ptr %5, i64 %48
  store i64 0, ptr %50, align 8, !tbaa !11
  %51 = add nuw nsw i32 %35, 1024
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i32, ptr %4, i64 %52
  store i32 0, ptr %53, align 4, !tbaa !6
  %54 = getelementptr inbounds nuw i64, ptr %5, i64 %52
  store i64 0, ptr %54, align 8, !tbaa !11
  %55 = add nuw nsw i32 %35, 1280
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %4, i64 %56
  store i32 0, ptr %57, align 4, !tbaa !6
  %58 = getelementptr inbounds nuw i64, ptr %5, i64 %56
  store i64 0, ptr %58, align 8, !tbaa !11
  %59 = add nuw nsw i32 %35, 1536
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr %4, i64 %60
  store i32 0, ptr %61, align 4, !tbaa !6
  %62 = getelementptr inbounds nuw i64, ptr %5, i64 %60
  store i64 0, ptr %62, align 8, !tbaa !11
  %63 = add nuw nsw i32 %35, 1792
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw i32, ptr %4, i64 %64
  store i32 0, ptr %65, align 4, !tbaa !6
  %66 = getelementptr inbounds nuw i64, ptr %5, i64 %64
  store i64 0, ptr %66, align 8, !tbaa !11
  %67 = add nuw nsw i32 %35, 2048
  %68 = icmp sgt i32 %67, %1
  br i1 %68, label %69, label %34, !llvm.loop !15

69:                                               ; preds = %31, %34, %6
  %70 = icmp slt i32 %11, %2
  br i1 %70, label %71, label %94

71:                                               ; preds = %69
  %72 = sext i32 %3 to i64
  %73 = sext i32 %10 to i64
  %74 = icmp eq i32 %7, 0
  %75 = icmp sgt i32 %1, 0
  %76 = shl nuw nsw i32 %7, 2
  %77 = icmp eq i32 %8, 31
  %78 = zext nneg i32 %9 to i64
  %79 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_wq to ptr), i64 %78
  %80 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_ws to ptr), i64 %78
  %81 = icmp eq i32 %9, 0
  %82 = icmp samesign ult i32 %8, 8
  %83 = zext nneg i32 %8 to i64
  %84 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_ws to ptr), i64 %83
  %85 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_wq to ptr), i64 %83
  %86 = getelementptr i8, ptr %80, i64 -4
  %87 = getelementptr i8, ptr %79, i64 -8
  %88 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %89 = icmp eq i32 %8, 0
  %90 = icmp samesign ult i32 %8, 2
  %91 = icmp samesign ult i32 %8, 4
  %92 = icmp samesign ult i32 %8, 8
  %93 = icmp samesign ult i32 %8, 16
  br label %95

94:                                               ; preds = %110, %69
  ret void

95:                                               ; preds = %71, %110
  %96 = phi i32 [ %11, %71 ], [ %111, %110 ]
  %97 = sext i32 %96 to i64
  %98 = mul nsw i64 %97, %72
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 %98
  %100 = add nsw i32 %96, 1
  %101 = sext i32 %100 to i64
  %102 = mul nsw i64 %101, %73
  %103 = getelementptr inbounds nuw i32, ptr %4, i64 %102
  %104 = getelementptr inbounds nuw i64, ptr %5, i64 %102
  br i1 %74, label %105, label %106

105:                                              ; preds = %95
  store i32 0, ptr %103, align 4, !tbaa !6
  store i64 0, ptr %104, align 8, !tbaa !11
  br label %106

106:                                              ; preds = %105, %95
  %107 = ptrtoint ptr %99 to i64
  %108 = and i64 %107, 3
  %109 = icmp eq i64 %108, 0
  br i1 %75, label %113, label %110

110:                                              ; preds = %377, %106
  %111 = add i32 %96, %88
  %112 = icmp slt i32 %111, %2
  br i1 %112, label %95, label %94, !llvm.loop !17

113:                                              ; preds = %106, %377
  %114 = phi i32 [ %379, %377 ], [ 0, %106 ]
  %115 = phi i64 [ %381, %377 ], [ 0, %106 ]
  %116 = phi i32 [ %382, %377 ], [ 0, %106 ]
  %117 = add nuw nsw i32 %116, %76
  %118 = or disjoint i32 %117, 3
  %119 = icmp slt i32 %118, %1
  %120 = select i1 %109, i1 %119, i1 false
  br i1 %120, label %123, label %121

121:                                              ; preds = %113
  %122 = icmp slt i32 %117, %1
  br i1 %122, label %136, label %141

123:                                              ; preds = %113
  %124 = zext nneg i32 %117 to i64
  %125 = getelementptr inbounds nuw i8, ptr %99, i64 %124
  %126 = load i8, ptr %125, align 4, !tbaa !18
  %127 = getelementptr inbounds nuw i8, ptr %125, i64 1
  %128 = load i8, ptr %127, align 1, !tbaa !18
  %129 = getelementptr inbounds nuw i8, ptr %125, i64 2
  %130 = load i8, ptr %129, align 2, !tbaa !18
  %131 = getelementptr inbounds nuw i8, ptr %125, i64 3
  %132 = load i8, ptr %131, align 1, !tbaa !18
  %133 = zext i8 %126 to i32
  %134 = zext i8 %128 to i32
  %135 = zext i8 %130 to i32
  br label %165

136:                                              ; preds = %121
  %137 = zext nneg i32 %117 to i64
  %138 = getelementptr inbounds nuw i8, ptr %99, i64 %137
  %139 = load i8, ptr %138, align 1, !tbaa !18
  %140 = zext i8 %139 to i32
  br label %141

141:                                              ; preds = %121, %136
  %142 = phi i32 [ %140, %136 ], [ 0, %121 ]
  %143 = or disjoint i32 %117, 1
  %144 = icmp slt i32 %143, %1
  br i1 %144, label %145, label %150

145:                                              ; preds = %141
  %146 = zext nneg i32 %143 to i64
  %147 = getelementptr inbounds nuw i8, ptr %99, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !18
  %149 = zext i8 %148 to i32
  br label %150

150:                                              ; preds = %145, %141
  %151 = phi i32 [ %149, %145 ], [ 0, %141 ]
  %152 = or disjoint i32 %117, 2
  %153 = icmp slt i32 %152, %1
  br i1 %153, label %154, label %159

154:                                              ; preds = %150
  %155 = zext nneg i32 %152 to i64
  %156 = getelementptr inbounds nuw i8, ptr %99, i64 %155
  %157 = load i8, ptr %156, align 1, !tbaa !18
  %158 = zext i8 %157 to i32
  br label %159

159:                                              ; preds = %154, %150
  %160 = phi i32 [ %158, %154 ], [ 0, %150 ]
  br i1 %119, label %161, label %165

161:                                              ; preds = %159
  %162 = zext nneg i32 %118 to i64
  %163 = getelementptr inbounds nuw i8, ptr %99, i64 %162
  %164 = load i8, ptr %163, align 1, !tbaa !18
  br label %165

165:                                              ; preds = %159, %161, %123
  %166 = phi i8 [ %132, %123 ], [ %164, %161 ], [ 0, %159 ]
  %167 = phi i32 [ %135, %123 ], [ %160, %161 ], [ %160, %159 ]
  %168 = phi i32 [ %134, %123 ], [ %151, %161 ], [ %151, %159 ]
  %169 = phi i32 [ %133, %123 ], [ %142, %161 ], [ %142, %159 ]
  %170 = zext i8 %166 to i32
  %171 = mul nuw nsw i32 %169, %169
  %172 = zext nneg i32 %171 to i64
  %173 = add nuw nsw i32 %168, %169
  %174 = mul nuw nsw i32 %168, %168
  %175 = add nuw nsw i32 %171, %174
  %176 = zext nneg i32 %175 to i64
  %177 = add nuw nsw i32 %167, %173
  %178 = mul nuw nsw i32 %167, %167
  %179 = add nuw nsw i32 %175, %178
  %180 = zext nneg i32 %179 to i64
  %181 = add nuw nsw i32 %177, %170
  %182 = mul nuw nsw i32 %170, %170
  %183 = add nuw nsw i32 %179, %182
  %184 = zext nneg i32 %183 to i64
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %181, i32 1, i32 0)
  %186 = select i1 %89, i32 0, i32 %185
  %187 = add i32 %186, %181
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %187, i32 2, i32 0)
  %189 = select i1 %90, i32 0, i32 %188
  %190 = add i32 %189, %187
  %191 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %190, i32 4, i32 0)
  %192 = select i1 %91, i32 0, i32 %191
  %193 = add i32 %192, %190
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %193, i32 8, i32 0)
  %195 = select i1 %92, i32 0, i32 %194
  %196 = add i32 %195, %193
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %196, i32 16, i32 0)
  %198 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %183, i32 1, i32 0)
  %199 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 0, i32 1, i32 0)
  %200 = zext i32 %199 to i64
  %201 = shl nuw i64 %200, 32
  %202 = zext i32 %198 to i64
  %203 = or disjoint i64 %201, %202
  %204 = select i1 %89, i64 0, i64 %203
  %205 = add i64 %204, %184
  %206 = trunc i64 %205 to i32
  %207 = lshr i64 %205, 32
  %208 = trunc nuw i64 %207 to i32
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %206, i32 2, i32 0)
  %210 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %208, i32 2, i32 0)
  %211 = zext i32 %210 to i64
  %212 = shl nuw i64 %211, 32
  %213 = zext i32 %209 to i64
  %214 = or disjoint i64 %212, %213
  %215 = select i1 %90, i64 0, i64 %214
  %216 = add i64 %215, %205
  %217 = trunc i64 %216 to i32
  %218 = lshr i64 %216, 32
  %219 = trunc nuw i64 %218 to i32
  %220 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %217, i32 4, i32 0)
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %219, i32 4, i32 0)
  %222 = zext i32 %221 to i64
  %223 = shl nuw i64 %222, 32
  %224 = zext i32 %220 to i64
  %225 = or disjoint i64 %223, %224
  %226 = select i1 %91, i64 0, i64 %225
  %227 = add i64 %226, %216
  %228 = trunc i64 %227 to i32
  %229 = lshr i64 %227, 32
  %230 = trunc nuw i64 %229 to i32
  %231 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %228, i32 8, i32 0)
  %232 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %230, i32 8, i32 0)
  %233 = zext i32 %232 to i64
  %234 = shl nuw i64 %233, 32
  %235 = zext i32 %231 to i64
  %236 = or disjoint i64 %234, %235
  %237 = select i1 %92, i64 0, i64 %236
  %238 = add i64 %237, %227
  %239 = trunc i64 %238 to i32
  %240 = lshr i64 %238, 32
  %241 = trunc nuw i64 %240 to i32
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %239, i32 16, i32 0)
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %241, i32 16, i32 0)
  %244 = zext i32 %243 to i64
  %245 = shl nuw i64 %244, 32
  %246 = zext i32 %242 to i64
  %247 = or disjoint i64 %245, %246
  %248 = select i1 %93, i64 0, i64 %247
  %249 = add i64 %248, %238
  %250 = select i1 %93, i32 0, i32 %197
  %251 = add i32 %250, %196
  br i1 %77, label %252, label %253

252:                                              ; preds = %165
  store i32 %251, ptr %80, align 4, !tbaa !6
  store i64 %249, ptr %79, align 8, !tbaa !11
  br label %253

253:                                              ; preds = %252, %165
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %81, label %254, label %326

254:                                              ; preds = %253
  br i1 %82, label %255, label %257

255:                                              ; preds = %254
  %256 = load i32, ptr %84, align 4, !tbaa !6
  br label %257

257:                                              ; preds = %254, %255
  %258 = phi i32 [ %256, %255 ], [ 0, %254 ]
  br i1 %82, label %259, label %261

259:                                              ; preds = %257
  %260 = load i64, ptr %85, align 8, !tbaa !11
  br label %261

261:                                              ; preds = %257, %259
  %262 = phi i64 [ %260, %259 ], [ 0, %257 ]
  %263 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %258, i32 1, i32 0)
  %264 = select i1 %89, i32 0, i32 %263
  %265 = add i32 %264, %258
  %266 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %265, i32 2, i32 0)
  %267 = select i1 %90, i32 0, i32 %266
  %268 = add i32 %267, %265
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %268, i32 4, i32 0)
  %270 = select i1 %91, i32 0, i32 %269
  %271 = add i32 %270, %268
  %272 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %271, i32 8, i32 0)
  %273 = select i1 %92, i32 0, i32 %272
  %274 = add i32 %273, %271
  %275 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %274, i32 16, i32 0)
  %276 = trunc i64 %262 to i32
  %277 = lshr i64 %262, 32
  %278 = trunc nuw i64 %277 to i32
  %279 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %276, i32 1, i32 0)
  %280 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %278, i32 1, i32 0)
  %281 = zext i32 %280 to i64
  %282 = shl nuw i64 %281, 32
  %283 = zext i32 %279 to i64
  %284 = or disjoint i64 %282, %283
  %285 = select i1 %89, i64 0, i64 %284
  %286 = add i64 %285, %262
  %287 = trunc i64 %286 to i32
  %288 = lshr i64 %286, 32
  %289 = trunc nuw i64 %288 to i32
  %290 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %287, i32 2, i32 0)
  %291 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %289, i32 2, i32 0)
  %292 = zext i32 %291 to i64
  %293 = shl nuw i64 %292, 32
  %294 = zext i32 %290 to i64
  %295 = or disjoint i64 %293, %294
  %296 = select i1 %90, i64 0, i64 %295
  %297 = add i64 %296, %286
  %298 = trunc i64 %297 to i32
  %299 = lshr i64 %297, 32
  %300 = trunc nuw i64 %299 to i32
  %301 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %298, i32 4, i32 0)
  %302 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %300, i32 4, i32 0)
  %303 = zext i32 %302 to i64
  %304 = shl nuw i64 %303, 32
  %305 = zext i32 %301 to i64
  %306 = or disjoint i64 %304, %305
  %307 = select i1 %91, i64 0, i64 %306
  %308 = add i64 %307, %297
  %309 = trunc i64 %308 to i32
  %310 = lshr i64 %308, 32
  %311 = trunc nuw i64 %310 to i32
  %312 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %309, i32 8, i32 0)
  %313 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %311, i32 8, i32 0)
  %314 = zext i32 %313 to i64
  %315 = shl nuw i64 %314, 32
  %316 = zext i32 %312 to i64
  %317 = or disjoint i64 %315, %316
  %318 = select i1 %92, i64 0, i64 %317
  %319 = add i64 %318, %308
  %320 = trunc i64 %319 to i32
  %321 = lshr i64 %319, 32
  %322 = trunc nuw i64 %321 to i32
  %323 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %320, i32 16, i32 0)
  %324 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %322, i32 16, i32 0)
  br i1 %82, label %325, label %326

325:                                              ; preds = %261
  store i32 %274, ptr %84, align 4, !tbaa !6
  store i64 %319, ptr %85, align 8, !tbaa !11
  br label %326

326:                                              ; preds = %261, %325, %253
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %81, label %329, label %327

327:                                              ; preds = %326
  %328 = load i32, ptr %86, align 4, !tbaa !6
  br label %329

329:                                              ; preds = %326, %327
  %330 = phi i32 [ %328, %327 ], [ 0, %326 ]
  br i1 %81, label %333, label %331

331:                                              ; preds = %329
  %332 = load i64, ptr %87, align 8, !tbaa !11
  br label %333

333:                                              ; preds = %329, %331
  %334 = phi i64 [ %332, %331 ], [ 0, %329 ]
  %335 = add i32 %251, %330
  %336 = add i64 %249, %334
  %337 = sub i32 %114, %181
  %338 = add i32 %337, %335
  %339 = sub i64 %115, %184
  %340 = add i64 %339, %336
  %341 = icmp slt i32 %117, %1
  br i1 %341, label %342, label %349

342:                                              ; preds = %333
  %343 = add i32 %338, %169
  %344 = or disjoint i32 %117, 1
  %345 = zext nneg i32 %344 to i64
  %346 = getelementptr inbounds nuw i32, ptr %103, i64 %345
  store i32 %343, ptr %346, align 4, !tbaa !6
  %347 = add i64 %340, %172
  %348 = getelementptr inbounds nuw i64, ptr %104, i64 %345
  store i64 %347, ptr %348, align 8, !tbaa !11
  br label %349

349:                                              ; preds = %333, %342
  %350 = or disjoint i32 %117, 1
  %351 = icmp slt i32 %350, %1
  br i1 %351, label %352, label %359

352:                                              ; preds = %349
  %353 = add i32 %338, %173
  %354 = or disjoint i32 %117, 2
  %355 = zext nneg i32 %354 to i64
  %356 = getelementptr inbounds nuw i32, ptr %103, i64 %355
  store i32 %353, ptr %356, align 4, !tbaa !6
  %357 = add i64 %340, %176
  %358 = getelementptr inbounds nuw i64, ptr %104, i64 %355
  store i64 %357, ptr %358, align 8, !tbaa !11
  br label %359

359:                                              ; preds = %352, %349
  %360 = or disjoint i32 %117, 2
  %361 = icmp slt i32 %360, %1
  br i1 %361, label %362, label %369

362:                                              ; preds = %359
  %363 = add i32 %338, %177
  %364 = or disjoint i32 %117, 3
  %365 = zext nneg i32 %364 to i64
  %366 = getelementptr inbounds nuw i32, ptr %103, i64 %365
  store i32 %363, ptr %366, align 4, !tbaa !6
  %367 = add i64 %340, %180
  %368 = getelementptr inbounds nuw i64, ptr %104, i64 %365
  store i64 %367, ptr %368, align 8, !tbaa !11
  br label %369

369:                                              ; preds = %362, %359
  br i1 %119, label %370, label %377

370:                                              ; preds = %369
  %371 = add i32 %114, %335
  %372 = add nuw nsw i32 %117, 4
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr inbounds nuw i32, ptr %103, i64 %373
  store i32 %371, ptr %374, align 4, !tbaa !6
  %375 = add i64 %115, %336
  %376 = getelementptr inbounds nuw i64, ptr %104, i64 %373
  store i64 %375, ptr %376, align 8, !tbaa !11
  br label %377

377:                                              ; preds = %370, %369
  %378 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_ws to ptr), i64 28), align 4, !tbaa !6
  %379 = add i32 %378, %114
  %380 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_wq to ptr), i64 56), align 8, !tbaa !11
  %381 = add i64 %380, %115
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %382 = add nuw nsw i32 %116, 1024
  %383 = icmp slt i32 %382, %1
  br i1 %383, label %113, label %110, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sat_cols(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 5
  %9 = add nuw nsw i32 %5, 1
  %10 = add i32 %9, %8
  %11 = add nsw i32 %2, 1
  %12 = add nsw i32 %3, 7
  %13 = sdiv i32 %12, 8
  %14 = mul i32 %13, %6
  %15 = add nsw i32 %14, 1
  %16 = add nsw i32 %3, 1
  %17 = add nsw i32 %15, %13
  %18 = tail call noundef i32 @llvm.smin.i32(i32 %16, i32 %17)
  %19 = icmp sle i32 %10, %2
  br i1 %19, label %20, label %148

20:                                               ; preds = %4
  %21 = add nsw i32 %14, 4
  %22 = icmp slt i32 %21, %18
  br i1 %22, label %23, label %30

23:                                               ; preds = %20
  %24 = sext i32 %11 to i64
  %25 = sext i32 %10 to i64
  %26 = shl nsw i32 %11, 1
  %27 = sext i32 %26 to i64
  %28 = mul nsw i32 %11, 3
  %29 = sext i32 %28 to i64
  br label %66

30:                                               ; preds = %66, %20
  %31 = phi i32 [ %15, %20 ], [ %100, %66 ]
  %32 = phi i64 [ 0, %20 ], [ %99, %66 ]
  %33 = phi i32 [ 0, %20 ], [ %95, %66 ]
  %34 = icmp slt i32 %31, %18
  br i1 %34, label %35, label %148

35:                                               ; preds = %30
  %36 = sext i32 %11 to i64
  %37 = sext i32 %10 to i64
  %38 = sub i32 %18, %31
  %39 = and i32 %38, 3
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %58, label %41

41:                                               ; preds = %35, %41
  %42 = phi i32 [ %51, %41 ], [ %33, %35 ]
  %43 = phi i64 [ %54, %41 ], [ %32, %35 ]
  %44 = phi i32 [ %55, %41 ], [ %31, %35 ]
  %45 = phi i32 [ %56, %41 ], [ 0, %35 ]
  %46 = sext i32 %44 to i64
  %47 = mul nsw i64 %46, %36
  %48 = add nsw i64 %47, %37
  %49 = getelementptr inbounds nuw i32, ptr %0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = add i32 %50, %42
  %52 = getelementptr inbounds nuw i64, ptr %1, i64 %48
  %53 = load i64, ptr %52, align 8, !tbaa !11
  %54 = add i64 %53, %43
  %55 = add nsw i32 %44, 1
  %56 = add i32 %45, 1
  %57 = icmp eq i32 %56, %39
  br i1 %57, label %58, label %41, !llvm.loop !20

58:                                               ; preds = %41, %35
  %59 = phi i32 [ poison, %35 ], [ %51, %41 ]
  %60 = phi i64 [ poison, %35 ], [ %54, %41 ]
  %61 = phi i32 [ %33, %35 ], [ %51, %41 ]
  %62 = phi i64 [ %32, %35 ], [ %54, %41 ]
  %63 = phi i32 [ %31, %35 ], [ %55, %41 ]
  %64 = sub i32 %31, %18
  %65 = icmp ugt i32 %64, -4
  br i1 %65, label %148, label %103

66:                                               ; preds = %23, %66
  %67 = phi i32 [ 0, %23 ], [ %95, %66 ]
  %68 = phi i64 [ 0, %23 ], [ %99, %66 ]
  %69 = phi i32 [ %15, %23 ], [ %100, %66 ]
  %70 = sext i32 %69 to i64
  %71 = mul nsw i64 %70, %24
  %72 = add nsw i64 %71, %25
  %73 = getelementptr inbounds nuw i32, ptr %0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = add nsw i64 %72, %24
  %76 = getelementptr inbounds nuw i32, ptr %0, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = add nsw i64 %72, %27
  %79 = getelementptr inbounds nuw i32, ptr %0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = add nsw i64 %72, %29
  %82 = getelementptr inbounds nuw i32, ptr %0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = getelementptr inbounds nuw i64, ptr %1, i64 %72
  %85 = load i64, ptr %84, align 8, !tbaa !11
  %86 = getelementptr inbounds nuw i64, ptr %1, i64 %75
  %87 = load i64, ptr %86, align 8, !tbaa !11
  %88 = getelementptr inbounds nuw i64, ptr %1, i64 %78
  %89 = load i64, ptr %88, align 8, !tbaa !11
  %90 = getelementptr inbounds nuw i64, ptr %1, i64 %81
  %91 = load i64, ptr %90, align 8, !tbaa !11
  %92 = add i32 %74, %67
  %93 = add i32 %92, %77
  %94 = add i32 %93, %80
  %95 = add i32 %94, %83
  %96 = add i64 %85, %68
  %97 = add i64 %96, %87
  %98 = add i64 %97, %89
  %99 = add i64 %98, %91
  %100 = add nsw i32 %69, 4
  %101 = add nsw i32 %69, 7
  %102 = icmp slt i32 %101, %18
  br i1 %102, label %66, label %30, !llvm.loop !21

103:                                              ; preds = %58, %103
  %104 = phi i32 [ %142, %103 ], [ %61, %58 ]
  %105 = phi i64 [ %145, %103 ], [ %62, %58 ]
  %106 = phi i32 [ %146, %103 ], [ %63, %58 ]
  %107 = sext i32 %106 to i64
  %108 = mul nsw i64 %107, %36
  %109 = add nsw i64 %108, %37
  %110 = getelementptr inbounds nuw i32, ptr %0, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = add i32 %111, %104
  %113 = getelementptr inbounds nuw i64, ptr %1, i64 %109
  %114 = load i64, ptr %113, align 8, !tbaa !11
  %115 = add i64 %114, %105
  %116 = add nsw i32 %106, 1
  %117 = sext i32 %116 to i64
  %118 = mul nsw i64 %117, %36
  %119 = add nsw i64 %118, %37
  %120 = getelementptr inbounds nuw i32, ptr %0, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = add i32 %121, %112
  %123 = getelementptr inbounds nuw i64, ptr %1, i64 %119
  %124 = load i64, ptr %123, align 8, !tbaa !11
  %125 = add i64 %124, %115
  %126 = add nsw i32 %106, 2
  %127 = sext i32 %126 to i64
  %128 = mul nsw i64 %127, %36
  %129 = add nsw i64 %128, %37
  %130 = getelementptr inbounds nuw i32, ptr %0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = add i32 %131, %122
  %133 = getelementptr inbounds nuw i64, ptr %1, i64 %129
  %134 = load i64, ptr %133, align 8, !tbaa !11
  %135 = add i64 %134, %125
  %136 = add nsw i32 %106, 3
  %137 = sext i32 %136 to i64
  %138 = mul nsw i64 %137, %36
  %139 = add nsw i64 %138, %37
  %140 = getelementptr inbounds nuw i32, ptr %0, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = add i32 %141, %132
  %143 = getelementptr inbounds nuw i64, ptr %1, i64 %139
  %144 = load i64, ptr %143, align 8, !tbaa !11
  %145 = add i64 %144, %135
  %146 = add nsw i32 %106, 4
  %147 = icmp eq i32 %146, %18
  br i1 %147, label %148, label %103, !llvm.loop !22

148:                                              ; preds = %58, %103, %30, %4
  %149 = phi i64 [ 0, %4 ], [ %32, %30 ], [ %60, %58 ], [ %145, %103 ]
  %150 = phi i32 [ 0, %4 ], [ %33, %30 ], [ %59, %58 ], [ %142, %103 ]
  %151 = zext nneg i32 %6 to i64
  %152 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_colsE5s_tot to ptr), i64 %151
  %153 = zext nneg i32 %5 to i64
  %154 = getelementptr inbounds nuw i32, ptr %152, i64 %153
  store i32 %150, ptr %154, align 4, !tbaa !6
  %155 = getelementptr inbounds nuw [32 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_colsE6s_totq to ptr), i64 %151
  %156 = getelementptr inbounds nuw i64, ptr %155, i64 %153
  store i64 %149, ptr %156, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %157 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_colsE5s_tot to ptr), i64 %153
  %158 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_colsE6s_totq to ptr), i64 %153
  %159 = icmp eq i32 %6, 0
  br i1 %159, label %187, label %160

160:                                              ; preds = %148
  %161 = and i32 %6, 7
  %162 = icmp samesign ult i32 %6, 8
  br i1 %162, label %167, label %163

163:                                              ; preds = %160
  %164 = and i32 %6, 1016
  br label %223

165:                                              ; preds = %223
  %166 = icmp eq i32 %161, 0
  br i1 %166, label %187, label %167

167:                                              ; preds = %165, %160
  %168 = phi i32 [ 0, %160 ], [ %291, %165 ]
  %169 = phi i64 [ 0, %160 ], [ %290, %165 ]
  %170 = phi i32 [ 0, %160 ], [ %287, %165 ]
  %171 = icmp ne i32 %161, 0
  tail call void @llvm.assume(i1 %171)
  br label %172

172:                                              ; preds = %172, %167
  %173 = phi i32 [ %184, %172 ], [ %168, %167 ]
  %174 = phi i64 [ %183, %172 ], [ %169, %167 ]
  %175 = phi i32 [ %180, %172 ], [ %170, %167 ]
  %176 = phi i32 [ %185, %172 ], [ 0, %167 ]
  %177 = zext nneg i32 %173 to i64
  %178 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !6
  %180 = add i32 %179, %175
  %181 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %177
  %182 = load i64, ptr %181, align 8, !tbaa !11
  %183 = add i64 %182, %174
  %184 = add nuw nsw i32 %173, 1
  %185 = add i32 %176, 1
  %186 = icmp eq i32 %185, %161
  br i1 %186, label %187, label %172, !llvm.loop !23

187:                                              ; preds = %165, %172, %148
  %188 = phi i32 [ 0, %148 ], [ %287, %165 ], [ %180, %172 ]
  %189 = phi i64 [ 0, %148 ], [ %290, %165 ], [ %183, %172 ]
  %190 = icmp slt i32 %15, %18
  %191 = select i1 %19, i1 %190, i1 false
  br i1 %191, label %192, label %339

192:                                              ; preds = %187
  %193 = sext i32 %11 to i64
  %194 = sext i32 %10 to i64
  %195 = xor i32 %14, -1
  %196 = add i32 %18, %195
  %197 = add i32 %18, -2
  %198 = sub i32 %197, %14
  %199 = and i32 %196, 3
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %218, label %201

201:                                              ; preds = %192, %201
  %202 = phi i32 [ %215, %201 ], [ %15, %192 ]
  %203 = phi i64 [ %214, %201 ], [ %189, %192 ]
  %204 = phi i32 [ %211, %201 ], [ %188, %192 ]
  %205 = phi i32 [ %216, %201 ], [ 0, %192 ]
  %206 = sext i32 %202 to i64
  %207 = mul nsw i64 %206, %193
  %208 = add nsw i64 %207, %194
  %209 = getelementptr inbounds nuw i32, ptr %0, i64 %208
  %210 = load i32, ptr %209, align 4, !tbaa !6
  %211 = add i32 %210, %204
  %212 = getelementptr inbounds nuw i64, ptr %1, i64 %208
  %213 = load i64, ptr %212, align 8, !tbaa !11
  %214 = add i64 %213, %203
  store i32 %211, ptr %209, align 4, !tbaa !6
  store i64 %214, ptr %212, align 8, !tbaa !11
  %215 = add nsw i32 %202, 1
  %216 = add i32 %205, 1
  %217 = icmp eq i32 %216, %199
  br i1 %217, label %218, label %201, !llvm.loop !24

218:                                              ; preds = %201, %192
  %219 = phi i32 [ %15, %192 ], [ %215, %201 ]
  %220 = phi i64 [ %189, %192 ], [ %214, %201 ]
  %221 = phi i32 [ %188, %192 ], [ %211, %201 ]
  %222 = icmp ult i32 %198, 3
  br i1 %222, label %339, label %294

223:                                              ; preds = %223, %163
  %224 = phi i32 [ 0, %163 ], [ %291, %223 ]
  %225 = phi i64 [ 0, %163 ], [ %290, %223 ]
  %226 = phi i32 [ 0, %163 ], [ %287, %223 ]
  %227 = phi i32 [ 0, %163 ], [ %292, %223 ]
  %228 = zext nneg i32 %224 to i64
  %229 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !6
  %231 = add i32 %230, %226
  %232 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %228
  %233 = load i64, ptr %232, align 8, !tbaa !11
  %234 = add i64 %233, %225
  %235 = or disjoint i32 %224, 1
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !6
  %239 = add i32 %238, %231
  %240 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %236
  %241 = load i64, ptr %240, align 8, !tbaa !11
  %242 = add i64 %241, %234
  %243 = or disjoint i32 %224, 2
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !6
  %247 = add i32 %246, %239
  %248 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %244
  %249 = load i64, ptr %248, align 8, !tbaa !11
  %250 = add i64 %249, %242
  %251 = or disjoint i32 %224, 3
  %252 = zext nneg i32 %251 to i64
  %253 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !6
  %255 = add i32 %254, %247
  %256 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %252
  %257 = load i64, ptr %256, align 8, !tbaa !11
  %258 = add i64 %257, %250
  %259 = or disjoint i32 %224, 4
  %260 = zext nneg i32 %259 to i64
  %261 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %260
  %262 = load i32, ptr %261, align 4, !tbaa !6
  %263 = add i32 %262, %255
  %264 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %260
  %265 = load i64, ptr %264, align 8, !tbaa !11
  %266 = add i64 %265, %258
  %267 = or disjoint i32 %224, 5
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !6
  %271 = add i32 %270, %263
  %272 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %268
  %273 = load i64, ptr %272, align 8, !tbaa !11
  %274 = add i64 %273, %266
  %275 = or disjoint i32 %224, 6
  %276 = zext nneg i32 %275 to i64
  %277 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %276
  %278 = load i32, ptr %277, align 4, !tbaa !6
  %279 = add i32 %278, %271
  %280 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %276
  %281 = load i64, ptr %280, align 8, !tbaa !11
  %282 = add i64 %281, %274
  %283 = or disjoint i32 %224, 7
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds nuw [32 x i32], ptr %157, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !6
  %287 = add i32 %286, %279
  %288 = getelementptr inbounds nuw [32 x i64], ptr %158, i64 %284
  %289 = load i64, ptr %288, align 8, !tbaa !11
  %290 = add i64 %289, %282
  %291 = add nuw nsw i32 %224, 8
  %292 = add i32 %227, 8
  %293 = icmp eq i32 %292, %164
  br i1 %293, label %165, label %223, !llvm.loop !25

294:                                              ; preds = %218, %294
  %295 = phi i32 [ %337, %294 ], [ %219, %218 ]
  %296 = phi i64 [ %336, %294 ], [ %220, %218 ]
  %297 = phi i32 [ %333, %294 ], [ %221, %218 ]
  %298 = sext i32 %295 to i64
  %299 = mul nsw i64 %298, %193
  %300 = add nsw i64 %299, %194
  %301 = getelementptr inbounds nuw i32, ptr %0, i64 %300
  %302 = load i32, ptr %301, align 4, !tbaa !6
  %303 = add i32 %302, %297
  %304 = getelementptr inbounds nuw i64, ptr %1, i64 %300
  %305 = load i64, ptr %304, align 8, !tbaa !11
  %306 = add i64 %305, %296
  store i32 %303, ptr %301, align 4, !tbaa !6
  store i64 %306, ptr %304, align 8, !tbaa !11
  %307 = add nsw i32 %295, 1
  %308 = sext i32 %307 to i64
  %309 = mul nsw i64 %308, %193
  %310 = add nsw i64 %309, %194
  %311 = getelementptr inbounds nuw i32, ptr %0, i64 %310
  %312 = load i32, ptr %311, align 4, !tbaa !6
  %313 = add i32 %312, %303
  %314 = getelementptr inbounds nuw i64, ptr %1, i64 %310
  %315 = load i64, ptr %314, align 8, !tbaa !11
  %316 = add i64 %315, %306
  store i32 %313, ptr %311, align 4, !tbaa !6
  store i64 %316, ptr %314, align 8, !tbaa !11
  %317 = add nsw i32 %295, 2
  %318 = sext i32 %317 to i64
  %319 = mul nsw i64 %318, %193
  %320 = add nsw i64 %319, %194
  %321 = getelementptr inbounds nuw i32, ptr %0, i64 %320
  %322 = load i32, ptr %321, align 4, !tbaa !6
  %323 = add i32 %322, %313
  %324 = getelementptr inbounds nuw i64, ptr %1, i64 %320
  %325 = load i64, ptr %324, align 8, !tbaa !11
  %326 = add i64 %325, %316
  store i32 %323, ptr %321, align 4, !tbaa !6
  store i64 %326, ptr %324, align 8, !tbaa !11
  %327 = add nsw i32 %295, 3
  %328 = sext i32 %327 to i64
  %329 = mul nsw i64 %328, %193
  %330 = add nsw i64 %329, %194
  %331 = getelementptr inbounds nuw i32, ptr %0, i64 %330
  %332 = load i32, ptr %331, align 4, !tbaa !6
  %333 = add i32 %332, %323
  %334 = getelementptr inbounds nuw i64, ptr %1, i64 %330
  %335 = load i64, ptr %334, align 8, !tbaa !11
  %336 = add i64 %335, %326
  store i32 %333, ptr %331, align 4, !tbaa !6
  store i64 %336, ptr %334, align 8, !tbaa !11
  %337 = add nsw i32 %295, 4
  %338 = icmp eq i32 %337, %18
  br i1 %338, label %339, label %294, !llvm.loop !26

339:                                              ; preds = %218, %294, %187
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @sauvola_binarize(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.SauvolaParams) align 4 captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = load i32, ptr %3, align 4, !tbaa !27
  %18 = icmp slt i32 %11, %17
  br i1 %18, label %19, label %120

19:                                               ; preds = %6
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !30
  %22 = icmp slt i32 %16, %21
  br i1 %22, label %23, label %120

23:                                               ; preds = %19
  %24 = add nsw i32 %17, 1
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !31
  %27 = sub nsw i32 %11, %26
  %28 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %27, i32 0)
  %29 = add nsw i32 %26, %11
  %30 = add nsw i32 %17, -1
  %31 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 %30)
  %32 = add nsw i32 %31, 1
  %33 = sub nsw i32 %16, %26
  %34 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %33, i32 0)
  %35 = add nsw i32 %26, %16
  %36 = add nsw i32 %21, -1
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %36)
  %38 = add nsw i32 %37, 1
  %39 = zext nneg i32 %34 to i64
  %40 = sext i32 %24 to i64
  %41 = mul nsw i64 %39, %40
  %42 = sext i32 %38 to i64
  %43 = mul nsw i64 %42, %40
  %44 = sext i32 %32 to i64
  %45 = add nsw i64 %43, %44
  %46 = getelementptr inbounds nuw i32, ptr %1, i64 %45
  %47 = addrspacecast ptr %46 to ptr addrspace(1)
  %48 = load i32, ptr addrspace(1) %47, align 4, !invariant.load !32
  %49 = add nsw i64 %41, %44
  %50 = getelementptr inbounds nuw i32, ptr %1, i64 %49
  %51 = addrspacecast ptr %50 to ptr addrspace(1)
  %52 = load i32, ptr addrspace(1) %51, align 4, !invariant.load !32
  %53 = zext nneg i32 %28 to i64
  %54 = add nsw i64 %43, %53
  %55 = getelementptr inbounds nuw i32, ptr %1, i64 %54
  %56 = addrspacecast ptr %55 to ptr addrspace(1)
  %57 = load i32, ptr addrspace(1) %56, align 4, !invariant.load !32
  %58 = add nsw i64 %41, %53
  %59 = getelementptr inbounds nuw i32, ptr %1, i64 %58
  %60 = addrspacecast ptr %59 to ptr addrspace(1)
  %61 = load i32, ptr addrspace(1) %60, align 4, !invariant.load !32
  %62 = add i32 %52, %57
  %63 = sub i32 %48, %62
  %64 = add i32 %63, %61
  %65 = getelementptr inbounds nuw i64, ptr %2, i64 %45
  %66 = addrspacecast ptr %65 to ptr addrspace(1)
  %67 = load i64, ptr addrspace(1) %66, align 8, !invariant.load !32
  %68 = getelementptr inbounds nuw i64, ptr %2, i64 %49
  %69 = addrspacecast ptr %68 to ptr addrspace(1)
  %70 = load i64, ptr addrspace(1) %69, align 8, !invariant.load !32
  %71 = getelementptr inbounds nuw i64, ptr %2, i64 %54
  %72 = addrspacecast ptr %71 to ptr addrspace(1)
  %73 = load i64, ptr addrspace(1) %72, align 8, !invariant.load !32
  %74 = getelementptr inbounds nuw i64, ptr %2, i64 %58
  %75 = addrspacecast ptr %74 to ptr addrspace(1)
  %76 = load i64, ptr addrspace(1) %75, align 8, !invariant.load !32
  %77 = add i64 %70, %73
  %78 = sub i64 %67, %77
  %79 = add i64 %78, %76
  %80 = sub nsw i32 %32, %28
  %81 = sub nsw i32 %38, %34
  %82 = mul nsw i32 %80, %81
  %83 = sitofp i32 %82 to double
  %84 = fdiv contract double 1.000000e+00, %83
  %85 = uitofp i32 %64 to double
  %86 = fmul contract double %84, %85
  %87 = uitofp i64 %79 to double
  %88 = fmul contract double %84, %87
  %89 = fmul contract double %86, %86
  %90 = fsub contract double %88, %89
  %91 = tail call noundef double @llvm.maxnum.f64(double %90, double 0.000000e+00)
  %92 = tail call noundef double @llvm.sqrt.f64(double %91)
  %93 = fptrunc contract double %92 to float
  %94 = fptrunc contract double %86 to float
  %95 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %96 = load float, ptr %95, align 4, !tbaa !33
  %97 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %98 = load float, ptr %97, align 4, !tbaa !34
  %99 = fdiv contract float %93, %98
  %100 = fadd contract float %99, -1.000000e+00
  %101 = fmul contract float %96, %100
  %102 = fadd contract float %101, 1.000000e+00
  %103 = fmul contract float %102, %94
  %104 = zext nneg i32 %16 to i64
  %105 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %106 = load i32, ptr %105, align 4, !tbaa !35
  %107 = sext i32 %106 to i64
  %108 = mul nsw i64 %107, %104
  %109 = sext i32 %11 to i64
  %110 = getelementptr i8, ptr %0, i64 %108
  %111 = getelementptr i8, ptr %110, i64 %109
  %112 = load i8, ptr %111, align 1, !tbaa !18
  %113 = uitofp i8 %112 to float
  %114 = fcmp contract olt float %103, %113
  %115 = sext i1 %114 to i8
  %116 = sext i32 %5 to i64
  %117 = mul nsw i64 %116, %104
  %118 = getelementptr i8, ptr %4, i64 %117
  %119 = getelementptr i8, ptr %118, i64 %109
  store i8 %115, ptr %119, align 1, !tbaa !18
  br label %120

120:                                              ; preds = %6, %19, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!12 = !{!"long long", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
!27 = !{!28, !7, i64 0}
!28 = !{!"_ZTS13SauvolaParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !29, i64 16, !29, i64 20}
!29 = !{!"float", !8, i64 0}
!30 = !{!28, !7, i64 4}
!31 = !{!28, !7, i64 12}
!32 = !{}
!33 = !{!28, !29, i64 16}
!34 = !{!28, !29, i64 20}
!35 = !{!28, !7, i64 8}
