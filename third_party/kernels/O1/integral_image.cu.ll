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
  br i1 %14, label %22, label %15

15:                                               ; preds = %6, %15
  %16 = phi i32 [ %20, %15 ], [ %7, %6 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %4, i64 %17
  store i32 0, ptr %18, align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i64, ptr %5, i64 %17
  store i64 0, ptr %19, align 8, !tbaa !11
  %20 = add nuw nsw i32 %16, 256
  %21 = icmp sgt i32 %20, %1
  br i1 %21, label %22, label %15, !llvm.loop !13

22:                                               ; preds = %15, %6
  %23 = icmp slt i32 %11, %2
  br i1 %23, label %24, label %68

24:                                               ; preds = %22
  %25 = sext i32 %3 to i64
  %26 = sext i32 %10 to i64
  %27 = icmp eq i32 %7, 0
  %28 = icmp sgt i32 %1, 0
  %29 = shl nuw nsw i32 %7, 2
  %30 = icmp eq i32 %8, 31
  %31 = zext nneg i32 %9 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_ws to ptr), i64 %31
  %33 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_wq to ptr), i64 %31
  %34 = icmp eq i32 %9, 0
  %35 = icmp samesign ult i32 %8, 8
  %36 = zext nneg i32 %8 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_ws to ptr), i64 %36
  %38 = zext nneg i32 %8 to i64
  %39 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_wq to ptr), i64 %38
  %40 = zext nneg i32 %8 to i64
  %41 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_ws to ptr), i64 %40
  %42 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_wq to ptr), i64 %40
  %43 = zext nneg i32 %9 to i64
  %44 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_ws to ptr), i64 %43
  %45 = getelementptr i8, ptr %44, i64 -4
  %46 = zext nneg i32 %9 to i64
  %47 = getelementptr i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_wq to ptr), i64 %46
  %48 = getelementptr i8, ptr %47, i64 -8
  %49 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %50 = icmp eq i32 %8, 0
  %51 = icmp samesign ult i32 %8, 2
  %52 = icmp samesign ult i32 %8, 4
  %53 = icmp samesign ult i32 %8, 8
  %54 = icmp eq i32 %8, 0
  %55 = icmp samesign ult i32 %8, 2
  %56 = icmp samesign ult i32 %8, 4
  %57 = icmp samesign ult i32 %8, 8
  %58 = icmp samesign ult i32 %8, 16
  %59 = icmp samesign ult i32 %8, 16
  %60 = icmp eq i32 %8, 0
  %61 = icmp samesign ult i32 %8, 2
  %62 = icmp samesign ult i32 %8, 4
  %63 = icmp samesign ult i32 %8, 8
  %64 = icmp eq i32 %8, 0
  %65 = icmp samesign ult i32 %8, 2
  %66 = icmp samesign ult i32 %8, 4
  %67 = icmp samesign ult i32 %8, 8
  br label %69

68:                                               ; preds = %84, %22
  ret void

69:                                               ; preds = %24, %84
  %70 = phi i32 [ %11, %24 ], [ %85, %84 ]
  %71 = sext i32 %70 to i64
  %72 = mul nsw i64 %71, %25
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 %72
  %74 = add nsw i32 %70, 1
  %75 = sext i32 %74 to i64
  %76 = mul nsw i64 %75, %26
  %77 = getelementptr inbounds nuw i32, ptr %4, i64 %76
  %78 = getelementptr inbounds nuw i64, ptr %5, i64 %76
  br i1 %27, label %79, label %80

79:                                               ; preds = %69
  store i32 0, ptr %77, align 4, !tbaa !6
  store i64 0, ptr %78, align 8, !tbaa !11
  br label %80

80:                                               ; preds = %79, %69
  %81 = ptrtoint ptr %73 to i64
  %82 = and i64 %81, 3
  %83 = icmp eq i64 %82, 0
  br i1 %28, label %87, label %84

84:                                               ; preds = %355, %80
  %85 = add i32 %70, %49
  %86 = icmp slt i32 %85, %2
  br i1 %86, label %69, label %68, !llvm.loop !16

87:                                               ; preds = %80, %355
  %88 = phi i32 [ %357, %355 ], [ 0, %80 ]
  %89 = phi i64 [ %359, %355 ], [ 0, %80 ]
  %90 = phi i32 [ %360, %355 ], [ 0, %80 ]
  %91 = add nuw nsw i32 %90, %29
  %92 = or disjoint i32 %91, 3
  %93 = icmp slt i32 %92, %1
  %94 = select i1 %83, i1 %93, i1 false
  br i1 %94, label %95, label %108

95:                                               ; preds = %87
  %96 = zext nneg i32 %91 to i64
  %97 = getelementptr inbounds nuw i8, ptr %73, i64 %96
  %98 = load i8, ptr %97, align 4, !tbaa !17
  %99 = getelementptr inbounds nuw i8, ptr %97, i64 1
  %100 = load i8, ptr %99, align 1, !tbaa !17
  %101 = getelementptr inbounds nuw i8, ptr %97, i64 2
  %102 = load i8, ptr %101, align 2, !tbaa !17
  %103 = getelementptr inbounds nuw i8, ptr %97, i64 3
  %104 = load i8, ptr %103, align 1, !tbaa !17
  %105 = zext i8 %98 to i32
  %106 = zext i8 %100 to i32
  %107 = zext i8 %102 to i32
  br label %141

108:                                              ; preds = %87
  %109 = icmp slt i32 %91, %1
  br i1 %109, label %110, label %115

110:                                              ; preds = %108
  %111 = zext nneg i32 %91 to i64
  %112 = getelementptr inbounds nuw i8, ptr %73, i64 %111
  %113 = load i8, ptr %112, align 1, !tbaa !17
  %114 = zext i8 %113 to i32
  br label %115

115:                                              ; preds = %108, %110
  %116 = phi i32 [ %114, %110 ], [ 0, %108 ]
  %117 = or disjoint i32 %91, 1
  %118 = icmp slt i32 %117, %1
  br i1 %118, label %119, label %124

119:                                              ; preds = %115
  %120 = zext nneg i32 %117 to i64
  %121 = getelementptr inbounds nuw i8, ptr %73, i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !17
  %123 = zext i8 %122 to i32
  br label %124

124:                                              ; preds = %119, %115
  %125 = phi i32 [ %123, %119 ], [ 0, %115 ]
  %126 = or disjoint i32 %91, 2
  %127 = icmp slt i32 %126, %1
  br i1 %127, label %128, label %133

128:                                              ; preds = %124
  %129 = zext nneg i32 %126 to i64
  %130 = getelementptr inbounds nuw i8, ptr %73, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !17
  %132 = zext i8 %131 to i32
  br label %133

133:                                              ; preds = %128, %124
  %134 = phi i32 [ %132, %128 ], [ 0, %124 ]
  %135 = or disjoint i32 %91, 3
  %136 = icmp slt i32 %135, %1
  br i1 %136, label %137, label %141

137:                                              ; preds = %133
  %138 = zext nneg i32 %135 to i64
  %139 = getelementptr inbounds nuw i8, ptr %73, i64 %138
  %140 = load i8, ptr %139, align 1, !tbaa !17
  br label %141

141:                                              ; preds = %133, %137, %95
  %142 = phi i8 [ %104, %95 ], [ %140, %137 ], [ 0, %133 ]
  %143 = phi i32 [ %107, %95 ], [ %134, %137 ], [ %134, %133 ]
  %144 = phi i32 [ %106, %95 ], [ %125, %137 ], [ %125, %133 ]
  %145 = phi i32 [ %105, %95 ], [ %116, %137 ], [ %116, %133 ]
  %146 = zext i8 %142 to i32
  %147 = mul nuw nsw i32 %145, %145
  %148 = zext nneg i32 %147 to i64
  %149 = add nuw nsw i32 %144, %145
  %150 = mul nuw nsw i32 %144, %144
  %151 = add nuw nsw i32 %147, %150
  %152 = zext nneg i32 %151 to i64
  %153 = add nuw nsw i32 %143, %149
  %154 = mul nuw nsw i32 %143, %143
  %155 = add nuw nsw i32 %151, %154
  %156 = zext nneg i32 %155 to i64
  %157 = add nuw nsw i32 %153, %146
  %158 = mul nuw nsw i32 %146, %146
  %159 = add nuw nsw i32 %155, %158
  %160 = zext nneg i32 %159 to i64
  %161 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %157, i32 1, i32 0)
  %162 = select i1 %50, i32 0, i32 %161
  %163 = add i32 %162, %157
  %164 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %163, i32 2, i32 0)
  %165 = select i1 %51, i32 0, i32 %164
  %166 = add i32 %165, %163
  %167 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %166, i32 4, i32 0)
  %168 = select i1 %52, i32 0, i32 %167
  %169 = add i32 %168, %166
  %170 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %169, i32 8, i32 0)
  %171 = select i1 %53, i32 0, i32 %170
  %172 = add i32 %171, %169
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %172, i32 16, i32 0)
  %174 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %159, i32 1, i32 0)
  %175 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 0, i32 1, i32 0)
  %176 = zext i32 %175 to i64
  %177 = shl nuw i64 %176, 32
  %178 = zext i32 %174 to i64
  %179 = or disjoint i64 %177, %178
  %180 = select i1 %54, i64 0, i64 %179
  %181 = add i64 %180, %160
  %182 = trunc i64 %181 to i32
  %183 = lshr i64 %181, 32
  %184 = trunc nuw i64 %183 to i32
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %182, i32 2, i32 0)
  %186 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %184, i32 2, i32 0)
  %187 = zext i32 %186 to i64
  %188 = shl nuw i64 %187, 32
  %189 = zext i32 %185 to i64
  %190 = or disjoint i64 %188, %189
  %191 = select i1 %55, i64 0, i64 %190
  %192 = add i64 %191, %181
  %193 = trunc i64 %192 to i32
  %194 = lshr i64 %192, 32
  %195 = trunc nuw i64 %194 to i32
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %193, i32 4, i32 0)
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %195, i32 4, i32 0)
  %198 = zext i32 %197 to i64
  %199 = shl nuw i64 %198, 32
  %200 = zext i32 %196 to i64
  %201 = or disjoint i64 %199, %200
  %202 = select i1 %56, i64 0, i64 %201
  %203 = add i64 %202, %192
  %204 = trunc i64 %203 to i32
  %205 = lshr i64 %203, 32
  %206 = trunc nuw i64 %205 to i32
  %207 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %204, i32 8, i32 0)
  %208 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %206, i32 8, i32 0)
  %209 = zext i32 %208 to i64
  %210 = shl nuw i64 %209, 32
  %211 = zext i32 %207 to i64
  %212 = or disjoint i64 %210, %211
  %213 = select i1 %57, i64 0, i64 %212
  %214 = add i64 %213, %203
  %215 = trunc i64 %214 to i32
  %216 = lshr i64 %214, 32
  %217 = trunc nuw i64 %216 to i32
  %218 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %215, i32 16, i32 0)
  %219 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %217, i32 16, i32 0)
  %220 = zext i32 %219 to i64
  %221 = shl nuw i64 %220, 32
  %222 = zext i32 %218 to i64
  %223 = or disjoint i64 %221, %222
  %224 = select i1 %58, i64 0, i64 %223
  %225 = add i64 %224, %214
  %226 = select i1 %59, i32 0, i32 %173
  %227 = add i32 %226, %172
  br i1 %30, label %228, label %229

228:                                              ; preds = %141
  store i32 %227, ptr %32, align 4, !tbaa !6
  store i64 %225, ptr %33, align 8, !tbaa !11
  br label %229

229:                                              ; preds = %228, %141
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %230, label %302

230:                                              ; preds = %229
  br i1 %35, label %231, label %233

231:                                              ; preds = %230
  %232 = load i32, ptr %37, align 4, !tbaa !6
  br label %233

233:                                              ; preds = %230, %231
  %234 = phi i32 [ %232, %231 ], [ 0, %230 ]
  br i1 %35, label %235, label %237

235:                                              ; preds = %233
  %236 = load i64, ptr %39, align 8, !tbaa !11
  br label %237

237:                                              ; preds = %235, %233
  %238 = phi i64 [ %236, %235 ], [ 0, %233 ]
  %239 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %234, i32 1, i32 0)
  %240 = select i1 %60, i32 0, i32 %239
  %241 = add i32 %240, %234
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %241, i32 2, i32 0)
  %243 = select i1 %61, i32 0, i32 %242
  %244 = add i32 %243, %241
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %244, i32 4, i32 0)
  %246 = select i1 %62, i32 0, i32 %245
  %247 = add i32 %246, %244
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %247, i32 8, i32 0)
  %249 = select i1 %63, i32 0, i32 %248
  %250 = add i32 %249, %247
  %251 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %250, i32 16, i32 0)
  %252 = trunc i64 %238 to i32
  %253 = lshr i64 %238, 32
  %254 = trunc nuw i64 %253 to i32
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %252, i32 1, i32 0)
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %254, i32 1, i32 0)
  %257 = zext i32 %256 to i64
  %258 = shl nuw i64 %257, 32
  %259 = zext i32 %255 to i64
  %260 = or disjoint i64 %258, %259
  %261 = select i1 %64, i64 0, i64 %260
  %262 = add i64 %261, %238
  %263 = trunc i64 %262 to i32
  %264 = lshr i64 %262, 32
  %265 = trunc nuw i64 %264 to i32
  %266 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %263, i32 2, i32 0)
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %265, i32 2, i32 0)
  %268 = zext i32 %267 to i64
  %269 = shl nuw i64 %268, 32
  %270 = zext i32 %266 to i64
  %271 = or disjoint i64 %269, %270
  %272 = select i1 %65, i64 0, i64 %271
  %273 = add i64 %272, %262
  %274 = trunc i64 %273 to i32
  %275 = lshr i64 %273, 32
  %276 = trunc nuw i64 %275 to i32
  %277 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %274, i32 4, i32 0)
  %278 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %276, i32 4, i32 0)
  %279 = zext i32 %278 to i64
  %280 = shl nuw i64 %279, 32
  %281 = zext i32 %277 to i64
  %282 = or disjoint i64 %280, %281
  %283 = select i1 %66, i64 0, i64 %282
  %284 = add i64 %283, %273
  %285 = trunc i64 %284 to i32
  %286 = lshr i64 %284, 32
  %287 = trunc nuw i64 %286 to i32
  %288 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %285, i32 8, i32 0)
  %289 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %287, i32 8, i32 0)
  %290 = zext i32 %289 to i64
  %291 = shl nuw i64 %290, 32
  %292 = zext i32 %288 to i64
  %293 = or disjoint i64 %291, %292
  %294 = select i1 %67, i64 0, i64 %293
  %295 = add i64 %294, %284
  %296 = trunc i64 %295 to i32
  %297 = lshr i64 %295, 32
  %298 = trunc nuw i64 %297 to i32
  %299 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %296, i32 16, i32 0)
  %300 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %298, i32 16, i32 0)
  br i1 %35, label %301, label %302

301:                                              ; preds = %237
  store i32 %250, ptr %41, align 4, !tbaa !6
  store i64 %295, ptr %42, align 8, !tbaa !11
  br label %302

302:                                              ; preds = %237, %301, %229
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %305, label %303

303:                                              ; preds = %302
  %304 = load i32, ptr %45, align 4, !tbaa !6
  br label %305

305:                                              ; preds = %302, %303
  %306 = phi i32 [ %304, %303 ], [ 0, %302 ]
  br i1 %34, label %309, label %307

307:                                              ; preds = %305
  %308 = load i64, ptr %48, align 8, !tbaa !11
  br label %309

309:                                              ; preds = %305, %307
  %310 = phi i64 [ %308, %307 ], [ 0, %305 ]
  %311 = add i32 %227, %306
  %312 = add i64 %225, %310
  %313 = sub i32 %88, %157
  %314 = add i32 %313, %311
  %315 = sub i64 %89, %160
  %316 = add i64 %315, %312
  %317 = icmp slt i32 %91, %1
  br i1 %317, label %318, label %325

318:                                              ; preds = %309
  %319 = add i32 %314, %145
  %320 = or disjoint i32 %91, 1
  %321 = zext nneg i32 %320 to i64
  %322 = getelementptr inbounds nuw i32, ptr %77, i64 %321
  store i32 %319, ptr %322, align 4, !tbaa !6
  %323 = add i64 %316, %148
  %324 = getelementptr inbounds nuw i64, ptr %78, i64 %321
  store i64 %323, ptr %324, align 8, !tbaa !11
  br label %325

325:                                              ; preds = %309, %318
  %326 = or disjoint i32 %91, 1
  %327 = icmp slt i32 %326, %1
  br i1 %327, label %328, label %335

328:                                              ; preds = %325
  %329 = add i32 %314, %149
  %330 = or disjoint i32 %91, 2
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds nuw i32, ptr %77, i64 %331
  store i32 %329, ptr %332, align 4, !tbaa !6
  %333 = add i64 %316, %152
  %334 = getelementptr inbounds nuw i64, ptr %78, i64 %331
  store i64 %333, ptr %334, align 8, !tbaa !11
  br label %335

335:                                              ; preds = %328, %325
  %336 = or disjoint i32 %91, 2
  %337 = icmp slt i32 %336, %1
  br i1 %337, label %338, label %345

338:                                              ; preds = %335
  %339 = add i32 %314, %153
  %340 = or disjoint i32 %91, 3
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr inbounds nuw i32, ptr %77, i64 %341
  store i32 %339, ptr %342, align 4, !tbaa !6
  %343 = add i64 %316, %156
  %344 = getelementptr inbounds nuw i64, ptr %78, i64 %341
  store i64 %343, ptr %344, align 8, !tbaa !11
  br label %345

345:                                              ; preds = %338, %335
  %346 = or disjoint i32 %91, 3
  %347 = icmp slt i32 %346, %1
  br i1 %347, label %348, label %355

348:                                              ; preds = %345
  %349 = add i32 %88, %311
  %350 = add nuw nsw i32 %91, 4
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr inbounds nuw i32, ptr %77, i64 %351
  store i32 %349, ptr %352, align 4, !tbaa !6
  %353 = add i64 %89, %312
  %354 = getelementptr inbounds nuw i64, ptr %78, i64 %351
  store i64 %353, ptr %354, align 8, !tbaa !11
  br label %355

355:                                              ; preds = %348, %345
  %356 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_ws to ptr), i64 28), align 4, !tbaa !6
  %357 = add i32 %356, %88
  %358 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_rowsE4s_wq to ptr), i64 56), align 8, !tbaa !11
  %359 = add i64 %358, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %360 = add nuw nsw i32 %90, 1024
  %361 = icmp slt i32 %360, %1
  br i1 %361, label %87, label %84, !llvm.loop !18
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
  %14 = mul nsw i32 %13, %6
  %15 = add nsw i32 %14, 1
  %16 = add nsw i32 %3, 1
  %17 = add nsw i32 %15, %13
  %18 = tail call noundef i32 @llvm.smin.i32(i32 %16, i32 %17)
  %19 = icmp sle i32 %10, %2
  br i1 %19, label %20, label %90

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
  br label %38

30:                                               ; preds = %38, %20
  %31 = phi i32 [ %15, %20 ], [ %72, %38 ]
  %32 = phi i64 [ 0, %20 ], [ %71, %38 ]
  %33 = phi i32 [ 0, %20 ], [ %67, %38 ]
  %34 = icmp slt i32 %31, %18
  br i1 %34, label %35, label %90

35:                                               ; preds = %30
  %36 = sext i32 %11 to i64
  %37 = sext i32 %10 to i64
  br label %75

38:                                               ; preds = %23, %38
  %39 = phi i32 [ 0, %23 ], [ %67, %38 ]
  %40 = phi i64 [ 0, %23 ], [ %71, %38 ]
  %41 = phi i32 [ %15, %23 ], [ %72, %38 ]
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %42, %24
  %44 = add nsw i64 %43, %25
  %45 = getelementptr inbounds nuw i32, ptr %0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = add nsw i64 %44, %24
  %48 = getelementptr inbounds nuw i32, ptr %0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = add nsw i64 %44, %27
  %51 = getelementptr inbounds nuw i32, ptr %0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = add nsw i64 %44, %29
  %54 = getelementptr inbounds nuw i32, ptr %0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = getelementptr inbounds nuw i64, ptr %1, i64 %44
  %57 = load i64, ptr %56, align 8, !tbaa !11
  %58 = getelementptr inbounds nuw i64, ptr %1, i64 %47
  %59 = load i64, ptr %58, align 8, !tbaa !11
  %60 = getelementptr inbounds nuw i64, ptr %1, i64 %50
  %61 = load i64, ptr %60, align 8, !tbaa !11
  %62 = getelementptr inbounds nuw i64, ptr %1, i64 %53
  %63 = load i64, ptr %62, align 8, !tbaa !11
  %64 = add i32 %46, %39
  %65 = add i32 %64, %49
  %66 = add i32 %65, %52
  %67 = add i32 %66, %55
  %68 = add i64 %57, %40
  %69 = add i64 %68, %59
  %70 = add i64 %69, %61
  %71 = add i64 %70, %63
  %72 = add nsw i32 %41, 4
  %73 = add nsw i32 %41, 7
  %74 = icmp slt i32 %73, %18
  br i1 %74, label %38, label %30, !llvm.loop !19

75:                                               ; preds = %35, %75
  %76 = phi i32 [ %33, %35 ], [ %84, %75 ]
  %77 = phi i64 [ %32, %35 ], [ %87, %75 ]
  %78 = phi i32 [ %31, %35 ], [ %88, %75 ]
  %79 = sext i32 %78 to i64
  %80 = mul nsw i64 %79, %36
  %81 = add nsw i64 %80, %37
  %82 = getelementptr inbounds nuw i32, ptr %0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = add i32 %83, %76
  %85 = getelementptr inbounds nuw i64, ptr %1, i64 %81
  %86 = load i64, ptr %85, align 8, !tbaa !11
  %87 = add i64 %86, %77
  %88 = add nsw i32 %78, 1
  %89 = icmp eq i32 %88, %18
  br i1 %89, label %90, label %75, !llvm.loop !20

90:                                               ; preds = %75, %30, %4
  %91 = phi i64 [ 0, %4 ], [ %32, %30 ], [ %87, %75 ]
  %92 = phi i32 [ 0, %4 ], [ %33, %30 ], [ %84, %75 ]
  %93 = zext nneg i32 %6 to i64
  %94 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_colsE5s_tot to ptr), i64 %93
  %95 = zext nneg i32 %5 to i64
  %96 = getelementptr inbounds nuw i32, ptr %94, i64 %95
  store i32 %92, ptr %96, align 4, !tbaa !6
  %97 = getelementptr inbounds nuw [32 x i64], ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_colsE6s_totq to ptr), i64 %93
  %98 = getelementptr inbounds nuw i64, ptr %97, i64 %95
  store i64 %91, ptr %98, align 8, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %99 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_colsE5s_tot to ptr), i64 %95
  %100 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ8sat_colsE6s_totq to ptr), i64 %95
  %101 = icmp eq i32 %6, 0
  br i1 %101, label %102, label %110

102:                                              ; preds = %110, %90
  %103 = phi i32 [ 0, %90 ], [ %117, %110 ]
  %104 = phi i64 [ 0, %90 ], [ %120, %110 ]
  %105 = icmp slt i32 %15, %18
  %106 = select i1 %19, i1 %105, i1 false
  br i1 %106, label %107, label %138

107:                                              ; preds = %102
  %108 = sext i32 %11 to i64
  %109 = sext i32 %10 to i64
  br label %123

110:                                              ; preds = %90, %110
  %111 = phi i32 [ %121, %110 ], [ 0, %90 ]
  %112 = phi i64 [ %120, %110 ], [ 0, %90 ]
  %113 = phi i32 [ %117, %110 ], [ 0, %90 ]
  %114 = zext nneg i32 %111 to i64
  %115 = getelementptr inbounds nuw [32 x i32], ptr %99, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = add i32 %116, %113
  %118 = getelementptr inbounds nuw [32 x i64], ptr %100, i64 %114
  %119 = load i64, ptr %118, align 8, !tbaa !11
  %120 = add i64 %119, %112
  %121 = add nuw nsw i32 %111, 1
  %122 = icmp eq i32 %121, %6
  br i1 %122, label %102, label %110, !llvm.loop !21

123:                                              ; preds = %107, %123
  %124 = phi i32 [ %15, %107 ], [ %136, %123 ]
  %125 = phi i64 [ %104, %107 ], [ %135, %123 ]
  %126 = phi i32 [ %103, %107 ], [ %132, %123 ]
  %127 = sext i32 %124 to i64
  %128 = mul nsw i64 %127, %108
  %129 = add nsw i64 %128, %109
  %130 = getelementptr inbounds nuw i32, ptr %0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = add i32 %131, %126
  %133 = getelementptr inbounds nuw i64, ptr %1, i64 %129
  %134 = load i64, ptr %133, align 8, !tbaa !11
  %135 = add i64 %134, %125
  store i32 %132, ptr %130, align 4, !tbaa !6
  store i64 %135, ptr %133, align 8, !tbaa !11
  %136 = add nsw i32 %124, 1
  %137 = icmp eq i32 %136, %18
  br i1 %137, label %138, label %123, !llvm.loop !22

138:                                              ; preds = %123, %102
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
  %17 = load i32, ptr %3, align 4, !tbaa !23
  %18 = icmp slt i32 %11, %17
  br i1 %18, label %19, label %120

19:                                               ; preds = %6
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !26
  %22 = icmp slt i32 %16, %21
  br i1 %22, label %23, label %120

23:                                               ; preds = %19
  %24 = add nsw i32 %17, 1
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %26 = load i32, ptr %25, align 4, !tbaa !27
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
  %48 = load i32, ptr addrspace(1) %47, align 4, !invariant.load !28
  %49 = add nsw i64 %41, %44
  %50 = getelementptr inbounds nuw i32, ptr %1, i64 %49
  %51 = addrspacecast ptr %50 to ptr addrspace(1)
  %52 = load i32, ptr addrspace(1) %51, align 4, !invariant.load !28
  %53 = zext nneg i32 %28 to i64
  %54 = add nsw i64 %43, %53
  %55 = getelementptr inbounds nuw i32, ptr %1, i64 %54
  %56 = addrspacecast ptr %55 to ptr addrspace(1)
  %57 = load i32, ptr addrspace(1) %56, align 4, !invariant.load !28
  %58 = add nsw i64 %41, %53
  %59 = getelementptr inbounds nuw i32, ptr %1, i64 %58
  %60 = addrspacecast ptr %59 to ptr addrspace(1)
  %61 = load i32, ptr addrspace(1) %60, align 4, !invariant.load !28
  %62 = add i32 %52, %57
  %63 = sub i32 %48, %62
  %64 = add i32 %63, %61
  %65 = getelementptr inbounds nuw i64, ptr %2, i64 %45
  %66 = addrspacecast ptr %65 to ptr addrspace(1)
  %67 = load i64, ptr addrspace(1) %66, align 8, !invariant.load !28
  %68 = getelementptr inbounds nuw i64, ptr %2, i64 %49
  %69 = addrspacecast ptr %68 to ptr addrspace(1)
  %70 = load i64, ptr addrspace(1) %69, align 8, !invariant.load !28
  %71 = getelementptr inbounds nuw i64, ptr %2, i64 %54
  %72 = addrspacecast ptr %71 to ptr addrspace(1)
  %73 = load i64, ptr addrspace(1) %72, align 8, !invariant.load !28
  %74 = getelementptr inbounds nuw i64, ptr %2, i64 %58
  %75 = addrspacecast ptr %74 to ptr addrspace(1)
  %76 = load i64, ptr addrspace(1) %75, align 8, !invariant.load !28
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
  %96 = load float, ptr %95, align 4, !tbaa !29
  %97 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %98 = load float, ptr %97, align 4, !tbaa !30
  %99 = fdiv contract float %93, %98
  %100 = fadd contract float %99, -1.000000e+00
  %101 = fmul contract float %96, %100
  %102 = fadd contract float %101, 1.000000e+00
  %103 = fmul contract float %102, %94
  %104 = zext nneg i32 %16 to i64
  %105 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %106 = load i32, ptr %105, align 4, !tbaa !31
  %107 = sext i32 %106 to i64
  %108 = mul nsw i64 %107, %104
  %109 = sext i32 %11 to i64
  %110 = getelementptr i8, ptr %0, i64 %108
  %111 = getelementptr i8, ptr %110, i64 %109
  %112 = load i8, ptr %111, align 1, !tbaa !17
  %113 = uitofp i8 %112 to float
  %114 = fcmp contract olt float %103, %113
  %115 = sext i1 %114 to i8
  %116 = sext i32 %5 to i64
  %117 = mul nsw i64 %116, %104
  %118 = getelementptr i8, ptr %4, i64 %117
  %119 = getelementptr i8, ptr %118, i64 %109
  store i8 %115, ptr %119, align 1, !tbaa !17
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = !{!24, !7, i64 0}
!24 = !{!"_ZTS13SauvolaParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !25, i64 16, !25, i64 20}
!25 = !{!"float", !8, i64 0}
!26 = !{!24, !7, i64 4}
!27 = !{!24, !7, i64 12}
!28 = !{}
!29 = !{!24, !25, i64 16}
!30 = !{!24, !25, i64 20}
!31 = !{!24, !7, i64 8}
