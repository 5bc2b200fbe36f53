; ModuleID = 'src/lbm_d3q19.cu'
source_filename = "src/lbm_d3q19.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.LbmParams = type { float, float, float, float, float }

@c_cx = dso_local addrspace(4) externally_initialized constant [19 x i32] [i32 0, i32 1, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 -1, i32 1, i32 -1, i32 1, i32 -1, i32 1, i32 -1, i32 0, i32 0, i32 0, i32 0], align 4
@c_cy = dso_local addrspace(4) externally_initialized constant [19 x i32] [i32 0, i32 0, i32 0, i32 1, i32 -1, i32 0, i32 0, i32 1, i32 -1, i32 -1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 -1, i32 1, i32 -1], align 4
@c_cz = dso_local addrspace(4) externally_initialized constant [19 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 -1, i32 0, i32 0, i32 0, i32 0, i32 1, i32 -1, i32 -1, i32 1, i32 1, i32 -1, i32 -1, i32 1], align 4
@c_opp = dso_local addrspace(4) externally_initialized constant [19 x i32] [i32 0, i32 2, i32 1, i32 4, i32 3, i32 6, i32 5, i32 8, i32 7, i32 10, i32 9, i32 12, i32 11, i32 14, i32 13, i32 16, i32 15, i32 18, i32 17], align 4
@c_w = dso_local addrspace(4) externally_initialized constant [19 x float] [float 0x3FD5555560000000, float 0x3FAC71C720000000, float 0x3FAC71C720000000, float 0x3FAC71C720000000, float 0x3FAC71C720000000, float 0x3FAC71C720000000, float 0x3FAC71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000], align 4
@llvm.compiler.used = appending global [5 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), ptr addrspacecast (ptr addrspace(4) @c_w to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @lbm_d3q19_collide_stream(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, ptr noundef readonly byval(%struct.LbmParams) align 4 captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %21 = mul nuw nsw i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %23 = add nuw nsw i32 %21, %22
  %24 = icmp slt i32 %13, %3
  %25 = icmp slt i32 %18, %4
  %26 = and i1 %24, %25
  %27 = icmp slt i32 %23, %5
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %2677

29:                                               ; preds = %8
  %30 = sext i32 %3 to i64
  %31 = zext nneg i32 %4 to i64
  %32 = mul nsw i64 %31, %30
  %33 = zext nneg i32 %5 to i64
  %34 = mul nsw i64 %32, %33
  %35 = icmp slt i64 %6, %34
  br i1 %35, label %2677, label %36

36:                                               ; preds = %29
  %37 = zext nneg i32 %23 to i64
  %38 = mul nuw nsw i64 %31, %37
  %39 = zext nneg i32 %18 to i64
  %40 = add nuw nsw i64 %38, %39
  %41 = mul i64 %40, %30
  %42 = sext i32 %13 to i64
  %43 = add i64 %41, %42
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !11
  %46 = and i8 %45, 3
  %47 = icmp eq i8 %46, 1
  %48 = getelementptr float, ptr %0, i64 %43
  br i1 %47, label %49, label %141

49:                                               ; preds = %36
  %50 = load float, ptr %48, align 4, !tbaa !12
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %43
  store float %50, ptr %51, align 4, !tbaa !12
  %52 = add i64 %6, %43
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !12
  %55 = getelementptr inbounds nuw float, ptr %1, i64 %52
  store float %54, ptr %55, align 4, !tbaa !12
  %56 = shl i64 %6, 1
  %57 = add i64 %56, %43
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !12
  %60 = getelementptr inbounds nuw float, ptr %1, i64 %57
  store float %59, ptr %60, align 4, !tbaa !12
  %61 = mul i64 %6, 3
  %62 = add i64 %61, %43
  %63 = getelementptr inbounds nuw float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !12
  %65 = getelementptr inbounds nuw float, ptr %1, i64 %62
  store float %64, ptr %65, align 4, !tbaa !12
  %66 = shl i64 %6, 2
  %67 = add i64 %66, %43
  %68 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !12
  %70 = getelementptr inbounds nuw float, ptr %1, i64 %67
  store float %69, ptr %70, align 4, !tbaa !12
  %71 = mul i64 %6, 5
  %72 = add i64 %71, %43
  %73 = getelementptr inbounds nuw float, ptr %0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !12
  %75 = getelementptr inbounds nuw float, ptr %1, i64 %72
  store float %74, ptr %75, align 4, !tbaa !12
  %76 = mul i64 %6, 6
  %77 = add i64 %76, %43
  %78 = getelementptr inbounds nuw float, ptr %0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !12
  %80 = getelementptr inbounds nuw float, ptr %1, i64 %77
  store float %79, ptr %80, align 4, !tbaa !12
  %81 = mul i64 %6, 7
  %82 = add i64 %81, %43
  %83 = getelementptr inbounds nuw float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !12
  %85 = getelementptr inbounds nuw float, ptr %1, i64 %82
  store float %84, ptr %85, align 4, !tbaa !12
  %86 = shl i64 %6, 3
  %87 = add i64 %86, %43
  %88 = getelementptr inbounds nuw float, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !12
  %90 = getelementptr inbounds nuw float, ptr %1, i64 %87
  store float %89, ptr %90, align 4, !tbaa !12
  %91 = mul i64 %6, 9
  %92 = add i64 %91, %43
  %93 = getelementptr inbounds nuw float, ptr %0, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !12
  %95 = getelementptr inbounds nuw float, ptr %1, i64 %92
  store float %94, ptr %95, align 4, !tbaa !12
  %96 = mul i64 %6, 10
  %97 = add i64 %96, %43
  %98 = getelementptr inbounds nuw float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !12
  %100 = getelementptr inbounds nuw float, ptr %1, i64 %97
  store float %99, ptr %100, align 4, !tbaa !12
  %101 = mul i64 %6, 11
  %102 = add i64 %101, %43
  %103 = getelementptr inbounds nuw float, ptr %0, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !12
  %105 = getelementptr inbounds nuw float, ptr %1, i64 %102
  store float %104, ptr %105, align 4, !tbaa !12
  %106 = mul i64 %6, 12
  %107 = add i64 %106, %43
  %108 = getelementptr inbounds nuw float, ptr %0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !12
  %110 = getelementptr inbounds nuw float, ptr %1, i64 %107
  store float %109, ptr %110, align 4, !tbaa !12
  %111 = mul i64 %6, 13
  %112 = add i64 %111, %43
  %113 = getelementptr inbounds nuw float, ptr %0, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !12
  %115 = getelementptr inbounds nuw float, ptr %1, i64 %112
  store float %114, ptr %115, align 4, !tbaa !12
  %116 = mul i64 %6, 14
  %117 = add i64 %116, %43
  %118 = getelementptr inbounds nuw float, ptr %0, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !12
  %120 = getelementptr inbounds nuw float, ptr %1, i64 %117
  store float %119, ptr %120, align 4, !tbaa !12
  %121 = mul i64 %6, 15
  %122 = add i64 %121, %43
  %123 = getelementptr inbounds nuw float, ptr %0, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !12
  %125 = getelementptr inbounds nuw float, ptr %1, i64 %122
  store float %124, ptr %125, align 4, !tbaa !12
  %126 = shl i64 %6, 4
  %127 = add i64 %126, %43
  %128 = getelementptr inbounds nuw float, ptr %0, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !12
  %130 = getelementptr inbounds nuw float, ptr %1, i64 %127
  store float %129, ptr %130, align 4, !tbaa !12
  %131 = mul i64 %6, 17
  %132 = add i64 %131, %43
  %133 = getelementptr inbounds nuw float, ptr %0, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !12
  %135 = getelementptr inbounds nuw float, ptr %1, i64 %132
  store float %134, ptr %135, align 4, !tbaa !12
  %136 = mul i64 %6, 18
  %137 = add i64 %136, %43
  %138 = getelementptr inbounds nuw float, ptr %0, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !12
  %140 = getelementptr inbounds nuw float, ptr %1, i64 %137
  store float %139, ptr %140, align 4, !tbaa !12
  br label %2677

141:                                              ; preds = %36
  %142 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4, !tbaa !6
  %143 = sub nsw i32 %13, %142
  %144 = icmp slt i32 %143, 0
  %145 = icmp slt i32 %143, %3
  %146 = select i1 %145, i32 0, i32 %3
  %147 = sub i32 0, %146
  %148 = select i1 %144, i32 %3, i32 %147
  %149 = add i32 %148, %143
  %150 = icmp ult i32 %149, %3
  br i1 %150, label %156, label %151

151:                                              ; preds = %141
  %152 = srem i32 %149, %3
  %153 = icmp slt i32 %152, 0
  %154 = select i1 %153, i32 %3, i32 0
  %155 = add nsw i32 %154, %152
  br label %156

156:                                              ; preds = %141, %151
  %157 = phi i32 [ %149, %141 ], [ %155, %151 ]
  %158 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), align 4, !tbaa !6
  %159 = sub nsw i32 %18, %158
  %160 = icmp slt i32 %159, 0
  %161 = icmp slt i32 %159, %4
  %162 = select i1 %161, i32 0, i32 %4
  %163 = sub nsw i32 0, %162
  %164 = select i1 %160, i32 %4, i32 %163
  %165 = add i32 %164, %159
  %166 = icmp ult i32 %165, %4
  br i1 %166, label %172, label %167

167:                                              ; preds = %156
  %168 = srem i32 %165, %4
  %169 = icmp slt i32 %168, 0
  %170 = select i1 %169, i32 %4, i32 0
  %171 = add nsw i32 %170, %168
  br label %172

172:                                              ; preds = %156, %167
  %173 = phi i32 [ %165, %156 ], [ %171, %167 ]
  %174 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), align 4, !tbaa !6
  %175 = sub nsw i32 %23, %174
  %176 = icmp slt i32 %175, 0
  %177 = icmp slt i32 %175, %5
  %178 = select i1 %177, i32 0, i32 %5
  %179 = sub nsw i32 0, %178
  %180 = select i1 %176, i32 %5, i32 %179
  %181 = add i32 %180, %175
  %182 = icmp ult i32 %181, %5
  br i1 %182, label %188, label %183

183:                                              ; preds = %172
  %184 = srem i32 %181, %5
  %185 = icmp slt i32 %184, 0
  %186 = select i1 %185, i32 %5, i32 0
  %187 = add nsw i32 %186, %184
  br label %188

188:                                              ; preds = %172, %183
  %189 = phi i32 [ %181, %172 ], [ %187, %183 ]
  %190 = sext i32 %189 to i64
  %191 = mul nsw i64 %190, %31
  %192 = sext i32 %173 to i64
  %193 = add nsw i64 %191, %192
  %194 = mul i64 %193, %30
  %195 = sext i32 %157 to i64
  %196 = add i64 %194, %195
  %197 = getelementptr inbounds nuw i8, ptr %2, i64 %196
  %198 = load i8, ptr %197, align 1, !tbaa !11
  %199 = and i8 %198, 3
  %200 = icmp eq i8 %199, 1
  br i1 %200, label %201, label %207

201:                                              ; preds = %188
  %202 = load i32, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), align 4, !tbaa !6
  %203 = srem i32 %202, 19
  %204 = sext i32 %203 to i64
  %205 = mul i64 %6, %204
  %206 = getelementptr float, ptr %48, i64 %205
  br label %209

207:                                              ; preds = %188
  %208 = getelementptr float, ptr %0, i64 %196
  br label %209

209:                                              ; preds = %207, %201
  %210 = phi ptr [ %206, %201 ], [ %208, %207 ]
  %211 = load float, ptr %210, align 4, !tbaa !12
  %212 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 4), align 4, !tbaa !6
  %213 = sub nsw i32 %13, %212
  %214 = icmp slt i32 %213, 0
  %215 = icmp slt i32 %213, %3
  %216 = select i1 %215, i32 0, i32 %3
  %217 = sub i32 0, %216
  %218 = select i1 %214, i32 %3, i32 %217
  %219 = add i32 %218, %213
  %220 = icmp ult i32 %219, %3
  br i1 %220, label %226, label %221

221:                                              ; preds = %209
  %222 = srem i32 %219, %3
  %223 = icmp slt i32 %222, 0
  %224 = select i1 %223, i32 %3, i32 0
  %225 = add nsw i32 %224, %222
  br label %226

226:                                              ; preds = %221, %209
  %227 = phi i32 [ %219, %209 ], [ %225, %221 ]
  %228 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 4), align 4, !tbaa !6
  %229 = sub nsw i32 %18, %228
  %230 = icmp slt i32 %229, 0
  %231 = icmp slt i32 %229, %4
  %232 = select i1 %231, i32 0, i32 %4
  %233 = sub nsw i32 0, %232
  %234 = select i1 %230, i32 %4, i32 %233
  %235 = add i32 %234, %229
  %236 = icmp ult i32 %235, %4
  br i1 %236, label %242, label %237

237:                                              ; preds = %226
  %238 = srem i32 %235, %4
  %239 = icmp slt i32 %238, 0
  %240 = select i1 %239, i32 %4, i32 0
  %241 = add nsw i32 %240, %238
  br label %242

242:                                              ; preds = %237, %226
  %243 = phi i32 [ %235, %226 ], [ %241, %237 ]
  %244 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 4), align 4, !tbaa !6
  %245 = sub nsw i32 %23, %244
  %246 = icmp slt i32 %245, 0
  %247 = icmp slt i32 %245, %5
  %248 = select i1 %247, i32 0, i32 %5
  %249 = sub nsw i32 0, %248
  %250 = select i1 %246, i32 %5, i32 %249
  %251 = add i32 %250, %245
  %252 = icmp ult i32 %251, %5
  br i1 %252, label %258, label %253

253:                                              ; preds = %242
  %254 = srem i32 %251, %5
  %255 = icmp slt i32 %254, 0
  %256 = select i1 %255, i32 %5, i32 0
  %257 = add nsw i32 %256, %254
  br label %258

258:                                              ; preds = %253, %242
  %259 = phi i32 [ %251, %242 ], [ %257, %253 ]
  %260 = sext i32 %259 to i64
  %261 = mul nsw i64 %260, %31
  %262 = sext i32 %243 to i64
  %263 = add nsw i64 %261, %262
  %264 = mul i64 %263, %30
  %265 = sext i32 %227 to i64
  %266 = add i64 %264, %265
  %267 = getelementptr inbounds nuw i8, ptr %2, i64 %266
  %268 = load i8, ptr %267, align 1, !tbaa !11
  %269 = and i8 %268, 3
  %270 = icmp eq i8 %269, 1
  br i1 %270, label %274, label %271

271:                                              ; preds = %258
  %272 = getelementptr float, ptr %0, i64 %6
  %273 = getelementptr float, ptr %272, i64 %266
  br label %280

274:                                              ; preds = %258
  %275 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 4), align 4, !tbaa !6
  %276 = srem i32 %275, 19
  %277 = sext i32 %276 to i64
  %278 = mul i64 %6, %277
  %279 = getelementptr float, ptr %48, i64 %278
  br label %280

280:                                              ; preds = %274, %271
  %281 = phi ptr [ %279, %274 ], [ %273, %271 ]
  %282 = load float, ptr %281, align 4, !tbaa !12
  %283 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 8), align 4, !tbaa !6
  %284 = sub nsw i32 %13, %283
  %285 = icmp slt i32 %284, 0
  %286 = icmp slt i32 %284, %3
  %287 = select i1 %286, i32 0, i32 %3
  %288 = sub i32 0, %287
  %289 = select i1 %285, i32 %3, i32 %288
  %290 = add i32 %289, %284
  %291 = icmp ult i32 %290, %3
  br i1 %291, label %297, label %292

292:                                              ; preds = %280
  %293 = srem i32 %290, %3
  %294 = icmp slt i32 %293, 0
  %295 = select i1 %294, i32 %3, i32 0
  %296 = add nsw i32 %295, %293
  br label %297

297:                                              ; preds = %292, %280
  %298 = phi i32 [ %290, %280 ], [ %296, %292 ]
  %299 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 8), align 4, !tbaa !6
  %300 = sub nsw i32 %18, %299
  %301 = icmp slt i32 %300, 0
  %302 = icmp slt i32 %300, %4
  %303 = select i1 %302, i32 0, i32 %4
  %304 = sub nsw i32 0, %303
  %305 = select i1 %301, i32 %4, i32 %304
  %306 = add i32 %305, %300
  %307 = icmp ult i32 %306, %4
  br i1 %307, label %313, label %308

308:                                              ; preds = %297
  %309 = srem i32 %306, %4
  %310 = icmp slt i32 %309, 0
  %311 = select i1 %310, i32 %4, i32 0
  %312 = add nsw i32 %311, %309
  br label %313

313:                                              ; preds = %308, %297
  %314 = phi i32 [ %306, %297 ], [ %312, %308 ]
  %315 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 8), align 4, !tbaa !6
  %316 = sub nsw i32 %23, %315
  %317 = icmp slt i32 %316, 0
  %318 = icmp slt i32 %316, %5
  %319 = select i1 %318, i32 0, i32 %5
  %320 = sub nsw i32 0, %319
  %321 = select i1 %317, i32 %5, i32 %320
  %322 = add i32 %321, %316
  %323 = icmp ult i32 %322, %5
  br i1 %323, label %329, label %324

324:                                              ; preds = %313
  %325 = srem i32 %322, %5
  %326 = icmp slt i32 %325, 0
  %327 = select i1 %326, i32 %5, i32 0
  %328 = add nsw i32 %327, %325
  br label %329

329:                                              ; preds = %324, %313
  %330 = phi i32 [ %322, %313 ], [ %328, %324 ]
  %331 = sext i32 %330 to i64
  %332 = mul nsw i64 %331, %31
  %333 = sext i32 %314 to i64
  %334 = add nsw i64 %332, %333
  %335 = mul i64 %334, %30
  %336 = sext i32 %298 to i64
  %337 = add i64 %335, %336
  %338 = getelementptr inbounds nuw i8, ptr %2, i64 %337
  %339 = load i8, ptr %338, align 1, !tbaa !11
  %340 = and i8 %339, 3
  %341 = icmp eq i8 %340, 1
  br i1 %341, label %346, label %342

342:                                              ; preds = %329
  %343 = shl i64 %6, 3
  %344 = getelementptr i8, ptr %0, i64 %343
  %345 = getelementptr float, ptr %344, i64 %337
  br label %352

346:                                              ; preds = %329
  %347 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 8), align 4, !tbaa !6
  %348 = srem i32 %347, 19
  %349 = sext i32 %348 to i64
  %350 = mul i64 %6, %349
  %351 = getelementptr float, ptr %48, i64 %350
  br label %352

352:                                              ; preds = %346, %342
  %353 = phi ptr [ %351, %346 ], [ %345, %342 ]
  %354 = load float, ptr %353, align 4, !tbaa !12
  %355 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 12), align 4, !tbaa !6
  %356 = sub nsw i32 %13, %355
  %357 = icmp slt i32 %356, 0
  %358 = icmp slt i32 %356, %3
  %359 = select i1 %358, i32 0, i32 %3
  %360 = sub i32 0, %359
  %361 = select i1 %357, i32 %3, i32 %360
  %362 = add i32 %361, %356
  %363 = icmp ult i32 %362, %3
  br i1 %363, label %369, label %364

364:                                              ; preds = %352
  %365 = srem i32 %362, %3
  %366 = icmp slt i32 %365, 0
  %367 = select i1 %366, i32 %3, i32 0
  %368 = add nsw i32 %367, %365
  br label %369

369:                                              ; preds = %364, %352
  %370 = phi i32 [ %362, %352 ], [ %368, %364 ]
  %371 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 12), align 4, !tbaa !6
  %372 = sub nsw i32 %18, %371
  %373 = icmp slt i32 %372, 0
  %374 = icmp slt i32 %372, %4
  %375 = select i1 %374, i32 0, i32 %4
  %376 = sub nsw i32 0, %375
  %377 = select i1 %373, i32 %4, i32 %376
  %378 = add i32 %377, %372
  %379 = icmp ult i32 %378, %4
  br i1 %379, label %385, label %380

380:                                              ; preds = %369
  %381 = srem i32 %378, %4
  %382 = icmp slt i32 %381, 0
  %383 = select i1 %382, i32 %4, i32 0
  %384 = add nsw i32 %383, %381
  br label %385

385:                                              ; preds = %380, %369
  %386 = phi i32 [ %378, %369 ], [ %384, %380 ]
  %387 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 12), align 4, !tbaa !6
  %388 = sub nsw i32 %23, %387
  %389 = icmp slt i32 %388, 0
  %390 = icmp slt i32 %388, %5
  %391 = select i1 %390, i32 0, i32 %5
  %392 = sub nsw i32 0, %391
  %393 = select i1 %389, i32 %5, i32 %392
  %394 = add i32 %393, %388
  %395 = icmp ult i32 %394, %5
  br i1 %395, label %401, label %396

396:                                              ; preds = %385
  %397 = srem i32 %394, %5
  %398 = icmp slt i32 %397, 0
  %399 = select i1 %398, i32 %5, i32 0
  %400 = add nsw i32 %399, %397
  br label %401

401:                                              ; preds = %396, %385
  %402 = phi i32 [ %394, %385 ], [ %400, %396 ]
  %403 = sext i32 %402 to i64
  %404 = mul nsw i64 %403, %31
  %405 = sext i32 %386 to i64
  %406 = add nsw i64 %404, %405
  %407 = mul i64 %406, %30
  %408 = sext i32 %370 to i64
  %409 = add i64 %407, %408
  %410 = getelementptr inbounds nuw i8, ptr %2, i64 %409
  %411 = load i8, ptr %410, align 1, !tbaa !11
  %412 = and i8 %411, 3
  %413 = icmp eq i8 %412, 1
  br i1 %413, label %418, label %414

414:                                              ; preds = %401
  %415 = mul i64 %6, 12
  %416 = getelementptr i8, ptr %0, i64 %415
  %417 = getelementptr float, ptr %416, i64 %409
  br label %424

418:                                              ; preds = %401
  %419 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 12), align 4, !tbaa !6
  %420 = srem i32 %419, 19
  %421 = sext i32 %420 to i64
  %422 = mul i64 %6, %421
  %423 = getelementptr float, ptr %48, i64 %422
  br label %424

424:                                              ; preds = %418, %414
  %425 = phi ptr [ %423, %418 ], [ %417, %414 ]
  %426 = load float, ptr %425, align 4, !tbaa !12
  %427 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 16), align 4, !tbaa !6
  %428 = sub nsw i32 %13, %427
  %429 = icmp slt i32 %428, 0
  %430 = icmp slt i32 %428, %3
  %431 = select i1 %430, i32 0, i32 %3
  %432 = sub i32 0, %431
  %433 = select i1 %429, i32 %3, i32 %432
  %434 = add i32 %433, %428
  %435 = icmp ult i32 %434, %3
  br i1 %435, label %441, label %436

436:                                              ; preds = %424
  %437 = srem i32 %434, %3
  %438 = icmp slt i32 %437, 0
  %439 = select i1 %438, i32 %3, i32 0
  %440 = add nsw i32 %439, %437
  br label %441

441:                                              ; preds = %436, %424
  %442 = phi i32 [ %434, %424 ], [ %440, %436 ]
  %443 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 16), align 4, !tbaa !6
  %444 = sub nsw i32 %18, %443
  %445 = icmp slt i32 %444, 0
  %446 = icmp slt i32 %444, %4
  %447 = select i1 %446, i32 0, i32 %4
  %448 = sub nsw i32 0, %447
  %449 = select i1 %445, i32 %4, i32 %448
  %450 = add i32 %449, %444
  %451 = icmp ult i32 %450, %4
  br i1 %451, label %457, label %452

452:                                              ; preds = %441
  %453 = srem i32 %450, %4
  %454 = icmp slt i32 %453, 0
  %455 = select i1 %454, i32 %4, i32 0
  %456 = add nsw i32 %455, %453
  br label %457

457:                                              ; preds = %452, %441
  %458 = phi i32 [ %450, %441 ], [ %456, %452 ]
  %459 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 16), align 4, !tbaa !6
  %460 = sub nsw i32 %23, %459
  %461 = icmp slt i32 %460, 0
  %462 = icmp slt i32 %460, %5
  %463 = select i1 %462, i32 0, i32 %5
  %464 = sub nsw i32 0, %463
  %465 = select i1 %461, i32 %5, i32 %464
  %466 = add i32 %465, %460
  %467 = icmp ult i32 %466, %5
  br i1 %467, label %473, label %468

468:                                              ; preds = %457
  %469 = srem i32 %466, %5
  %470 = icmp slt i32 %469, 0
  %471 = select i1 %470, i32 %5, i32 0
  %472 = add nsw i32 %471, %469
  br label %473

473:                                              ; preds = %468, %457
  %474 = phi i32 [ %466, %457 ], [ %472, %468 ]
  %475 = sext i32 %474 to i64
  %476 = mul nsw i64 %475, %31
  %477 = sext i32 %458 to i64
  %478 = add nsw i64 %476, %477
  %479 = mul i64 %478, %30
  %480 = sext i32 %442 to i64
  %481 = add i64 %479, %480
  %482 = getelementptr inbounds nuw i8, ptr %2, i64 %481
  %483 = load i8, ptr %482, align 1, !tbaa !11
  %484 = and i8 %483, 3
  %485 = icmp eq i8 %484, 1
  br i1 %485, label %490, label %486

486:                                              ; preds = %473
  %487 = shl i64 %6, 4
  %488 = getelementptr i8, ptr %0, i64 %487
  %489 = getelementptr float, ptr %488, i64 %481
  br label %496

490:                                              ; preds = %473
  %491 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 16), align 4, !tbaa !6
  %492 = srem i32 %491, 19
  %493 = sext i32 %492 to i64
  %494 = mul i64 %6, %493
  %495 = getelementptr float, ptr %48, i64 %494
  br label %496

496:                                              ; preds = %490, %486
  %497 = phi ptr [ %495, %490 ], [ %489, %486 ]
  %498 = load float, ptr %497, align 4, !tbaa !12
  %499 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 20), align 4, !tbaa !6
  %500 = sub nsw i32 %13, %499
  %501 = icmp slt i32 %500, 0
  %502 = icmp slt i32 %500, %3
  %503 = select i1 %502, i32 0, i32 %3
  %504 = sub i32 0, %503
  %505 = select i1 %501, i32 %3, i32 %504
  %506 = add i32 %505, %500
  %507 = icmp ult i32 %506, %3
  br i1 %507, label %513, label %508

508:                                              ; preds = %496
  %509 = srem i32 %506, %3
  %510 = icmp slt i32 %509, 0
  %511 = select i1 %510, i32 %3, i32 0
  %512 = add nsw i32 %511, %509
  br label %513

513:                                              ; preds = %508, %496
  %514 = phi i32 [ %506, %496 ], [ %512, %508 ]
  %515 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 20), align 4, !tbaa !6
  %516 = sub nsw i32 %18, %515
  %517 = icmp slt i32 %516, 0
  %518 = icmp slt i32 %516, %4
  %519 = select i1 %518, i32 0, i32 %4
  %520 = sub nsw i32 0, %519
  %521 = select i1 %517, i32 %4, i32 %520
  %522 = add i32 %521, %516
  %523 = icmp ult i32 %522, %4
  br i1 %523, label %529, label %524

524:                                              ; preds = %513
  %525 = srem i32 %522, %4
  %526 = icmp slt i32 %525, 0
  %527 = select i1 %526, i32 %4, i32 0
  %528 = add nsw i32 %527, %525
  br label %529

529:                                              ; preds = %524, %513
  %530 = phi i32 [ %522, %513 ], [ %528, %524 ]
  %531 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 20), align 4, !tbaa !6
  %532 = sub nsw i32 %23, %531
  %533 = icmp slt i32 %532, 0
  %534 = icmp slt i32 %532, %5
  %535 = select i1 %534, i32 0, i32 %5
  %536 = sub nsw i32 0, %535
  %537 = select i1 %533, i32 %5, i32 %536
  %538 = add i32 %537, %532
  %539 = icmp ult i32 %538, %5
  br i1 %539, label %545, label %540

540:                                              ; preds = %529
  %541 = srem i32 %538, %5
  %542 = icmp slt i32 %541, 0
  %543 = select i1 %542, i32 %5, i32 0
  %544 = add nsw i32 %543, %541
  br label %545

545:                                              ; preds = %540, %529
  %546 = phi i32 [ %538, %529 ], [ %544, %540 ]
  %547 = sext i32 %546 to i64
  %548 = mul nsw i64 %547, %31
  %549 = sext i32 %530 to i64
  %550 = add nsw i64 %548, %549
  %551 = mul i64 %550, %30
  %552 = sext i32 %514 to i64
  %553 = add i64 %551, %552
  %554 = getelementptr inbounds nuw i8, ptr %2, i64 %553
  %555 = load i8, ptr %554, align 1, !tbaa !11
  %556 = and i8 %555, 3
  %557 = icmp eq i8 %556, 1
  br i1 %557, label %562, label %558

558:                                              ; preds = %545
  %559 = mul i64 %6, 20
  %560 = getelementptr i8, ptr %0, i64 %559
  %561 = getelementptr float, ptr %560, i64 %553
  br label %568

562:                                              ; preds = %545
  %563 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 20), align 4, !tbaa !6
  %564 = srem i32 %563, 19
  %565 = sext i32 %564 to i64
  %566 = mul i64 %6, %565
  %567 = getelementptr float, ptr %48, i64 %566
  br label %568

568:                                              ; preds = %562, %558
  %569 = phi ptr [ %567, %562 ], [ %561, %558 ]
  %570 = load float, ptr %569, align 4, !tbaa !12
  %571 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 24), align 4, !tbaa !6
  %572 = sub nsw i32 %13, %571
  %573 = icmp slt i32 %572, 0
  %574 = icmp slt i32 %572, %3
  %575 = select i1 %574, i32 0, i32 %3
  %576 = sub i32 0, %575
  %577 = select i1 %573, i32 %3, i32 %576
  %578 = add i32 %577, %572
  %579 = icmp ult i32 %578, %3
  br i1 %579, label %585, label %580

580:                                              ; preds = %568
  %581 = srem i32 %578, %3
  %582 = icmp slt i32 %581, 0
  %583 = select i1 %582, i32 %3, i32 0
  %584 = add nsw i32 %583, %581
  br label %585

585:                                              ; preds = %580, %568
  %586 = phi i32 [ %578, %568 ], [ %584, %580 ]
  %587 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 24), align 4, !tbaa !6
  %588 = sub nsw i32 %18, %587
  %589 = icmp slt i32 %588, 0
  %590 = icmp slt i32 %588, %4
  %591 = select i1 %590, i32 0, i32 %4
  %592 = sub nsw i32 0, %591
  %593 = select i1 %589, i32 %4, i32 %592
  %594 = add i32 %593, %588
  %595 = icmp ult i32 %594, %4
  br i1 %595, label %601, label %596

596:                                              ; preds = %585
  %597 = srem i32 %594, %4
  %598 = icmp slt i32 %597, 0
  %599 = select i1 %598, i32 %4, i32 0
  %600 = add nsw i32 %599, %597
  br label %601

601:                                              ; preds = %596, %585
  %602 = phi i32 [ %594, %585 ], [ %600, %596 ]
  %603 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 24), align 4, !tbaa !6
  %604 = sub nsw i32 %23, %603
  %605 = icmp slt i32 %604, 0
  %606 = icmp slt i32 %604, %5
  %607 = select i1 %606, i32 0, i32 %5
  %608 = sub nsw i32 0, %607
  %609 = select i1 %605, i32 %5, i32 %608
  %610 = add i32 %609, %604
  %611 = icmp ult i32 %610, %5
  br i1 %611, label %617, label %612

612:                                              ; preds = %601
  %613 = srem i32 %610, %5
  %614 = icmp slt i32 %613, 0
  %615 = select i1 %614, i32 %5, i32 0
  %616 = add nsw i32 %615, %613
  br label %617

617:                                              ; preds = %612, %601
  %618 = phi i32 [ %610, %601 ], [ %616, %612 ]
  %619 = sext i32 %618 to i64
  %620 = mul nsw i64 %619, %31
  %621 = sext i32 %602 to i64
  %622 = add nsw i64 %620, %621
  %623 = mul i64 %622, %30
  %624 = sext i32 %586 to i64
  %625 = add i64 %623, %624
  %626 = getelementptr inbounds nuw i8, ptr %2, i64 %625
  %627 = load i8, ptr %626, align 1, !tbaa !11
  %628 = and i8 %627, 3
  %629 = icmp eq i8 %628, 1
  br i1 %629, label %634, label %630

630:                                              ; preds = %617
  %631 = mul i64 %6, 24
  %632 = getelementptr i8, ptr %0, i64 %631
  %633 = getelementptr float, ptr %632, i64 %625
  br label %640

634:                                              ; preds = %617
  %635 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 24), align 4, !tbaa !6
  %636 = srem i32 %635, 19
  %637 = sext i32 %636 to i64
  %638 = mul i64 %6, %637
  %639 = getelementptr float, ptr %48, i64 %638
  br label %640

640:                                              ; preds = %634, %630
  %641 = phi ptr [ %639, %634 ], [ %633, %630 ]
  %642 = load float, ptr %641, align 4, !tbaa !12
  %643 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4, !tbaa !6
  %644 = sub nsw i32 %13, %643
  %645 = icmp slt i32 %644, 0
  %646 = icmp slt i32 %644, %3
  %647 = select i1 %646, i32 0, i32 %3
  %648 = sub i32 0, %647
  %649 = select i1 %645, i32 %3, i32 %648
  %650 = add i32 %649, %644
  %651 = icmp ult i32 %650, %3
  br i1 %651, label %657, label %652

652:                                              ; preds = %640
  %653 = srem i32 %650, %3
  %654 = icmp slt i32 %653, 0
  %655 = select i1 %654, i32 %3, i32 0
  %656 = add nsw i32 %655, %653
  br label %657

657:                                              ; preds = %652, %640
  %658 = phi i32 [ %650, %640 ], [ %656, %652 ]
  %659 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 28), align 4, !tbaa !6
  %660 = sub nsw i32 %18, %659
  %661 = icmp slt i32 %660, 0
  %662 = icmp slt i32 %660, %4
  %663 = select i1 %662, i32 0, i32 %4
  %664 = sub nsw i32 0, %663
  %665 = select i1 %661, i32 %4, i32 %664
  %666 = add i32 %665, %660
  %667 = icmp ult i32 %666, %4
  br i1 %667, label %673, label %668

668:                                              ; preds = %657
  %669 = srem i32 %666, %4
  %670 = icmp slt i32 %669, 0
  %671 = select i1 %670, i32 %4, i32 0
  %672 = add nsw i32 %671, %669
  br label %673

673:                                              ; preds = %668, %657
  %674 = phi i32 [ %666, %657 ], [ %672, %668 ]
  %675 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 28), align 4, !tbaa !6
  %676 = sub nsw i32 %23, %675
  %677 = icmp slt i32 %676, 0
  %678 = icmp slt i32 %676, %5
  %679 = select i1 %678, i32 0, i32 %5
  %680 = sub nsw i32 0, %679
  %681 = select i1 %677, i32 %5, i32 %680
  %682 = add i32 %681, %676
  %683 = icmp ult i32 %682, %5
  br i1 %683, label %689, label %684

684:                                              ; preds = %673
  %685 = srem i32 %682, %5
  %686 = icmp slt i32 %685, 0
  %687 = select i1 %686, i32 %5, i32 0
  %688 = add nsw i32 %687, %685
  br label %689

689:                                              ; preds = %684, %673
  %690 = phi i32 [ %682, %673 ], [ %688, %684 ]
  %691 = sext i32 %690 to i64
  %692 = mul nsw i64 %691, %31
  %693 = sext i32 %674 to i64
  %694 = add nsw i64 %692, %693
  %695 = mul i64 %694, %30
  %696 = sext i32 %658 to i64
  %697 = add i64 %695, %696
  %698 = getelementptr inbounds nuw i8, ptr %2, i64 %697
  %699 = load i8, ptr %698, align 1, !tbaa !11
  %700 = and i8 %699, 3
  %701 = icmp eq i8 %700, 1
  br i1 %701, label %706, label %702

702:                                              ; preds = %689
  %703 = mul i64 %6, 28
  %704 = getelementptr i8, ptr %0, i64 %703
  %705 = getelementptr float, ptr %704, i64 %697
  br label %712

706:                                              ; preds = %689
  %707 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 28), align 4, !tbaa !6
  %708 = srem i32 %707, 19
  %709 = sext i32 %708 to i64
  %710 = mul i64 %6, %709
  %711 = getelementptr float, ptr %48, i64 %710
  br label %712

712:                                              ; preds = %706, %702
  %713 = phi ptr [ %711, %706 ], [ %705, %702 ]
  %714 = load float, ptr %713, align 4, !tbaa !12
  %715 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4, !tbaa !6
  %716 = sub nsw i32 %13, %715
  %717 = icmp slt i32 %716, 0
  %718 = icmp slt i32 %716, %3
  %719 = select i1 %718, i32 0, i32 %3
  %720 = sub i32 0, %719
  %721 = select i1 %717, i32 %3, i32 %720
  %722 = add i32 %721, %716
  %723 = icmp ult i32 %722, %3
  br i1 %723, label %729, label %724

724:                                              ; preds = %712
  %725 = srem i32 %722, %3
  %726 = icmp slt i32 %725, 0
  %727 = select i1 %726, i32 %3, i32 0
  %728 = add nsw i32 %727, %725
  br label %729

729:                                              ; preds = %724, %712
  %730 = phi i32 [ %722, %712 ], [ %728, %724 ]
  %731 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 32), align 4, !tbaa !6
  %732 = sub nsw i32 %18, %731
  %733 = icmp slt i32 %732, 0
  %734 = icmp slt i32 %732, %4
  %735 = select i1 %734, i32 0, i32 %4
  %736 = sub nsw i32 0, %735
  %737 = select i1 %733, i32 %4, i32 %736
  %738 = add i32 %737, %732
  %739 = icmp ult i32 %738, %4
  br i1 %739, label %745, label %740

740:                                              ; preds = %729
  %741 = srem i32 %738, %4
  %742 = icmp slt i32 %741, 0
  %743 = select i1 %742, i32 %4, i32 0
  %744 = add nsw i32 %743, %741
  br label %745

745:                                              ; preds = %740, %729
  %746 = phi i32 [ %738, %729 ], [ %744, %740 ]
  %747 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 32), align 4, !tbaa !6
  %748 = sub nsw i32 %23, %747
  %749 = icmp slt i32 %748, 0
  %750 = icmp slt i32 %748, %5
  %751 = select i1 %750, i32 0, i32 %5
  %752 = sub nsw i32 0, %751
  %753 = select i1 %749, i32 %5, i32 %752
  %754 = add i32 %753, %748
  %755 = icmp ult i32 %754, %5
  br i1 %755, label %761, label %756

756:                                              ; preds = %745
  %757 = srem i32 %754, %5
  %758 = icmp slt i32 %757, 0
  %759 = select i1 %758, i32 %5, i32 0
  %760 = add nsw i32 %759, %757
  br label %761

761:                                              ; preds = %756, %745
  %762 = phi i32 [ %754, %745 ], [ %760, %756 ]
  %763 = sext i32 %762 to i64
  %764 = mul nsw i64 %763, %31
  %765 = sext i32 %746 to i64
  %766 = add nsw i64 %764, %765
  %767 = mul i64 %766, %30
  %768 = sext i32 %730 to i64
  %769 = add i64 %767, %768
  %770 = getelementptr inbounds nuw i8, ptr %2, i64 %769
  %771 = load i8, ptr %770, align 1, !tbaa !11
  %772 = and i8 %771, 3
  %773 = icmp eq i8 %772, 1
  br i1 %773, label %778, label %774

774:                                              ; preds = %761
  %775 = shl i64 %6, 5
  %776 = getelementptr i8, ptr %0, i64 %775
  %777 = getelementptr float, ptr %776, i64 %769
  br label %784

778:                                              ; preds = %761
  %779 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 32), align 4, !tbaa !6
  %780 = srem i32 %779, 19
  %781 = sext i32 %780 to i64
  %782 = mul i64 %6, %781
  %783 = getelementptr float, ptr %48, i64 %782
  br label %784

784:                                              ; preds = %778, %774
  %785 = phi ptr [ %783, %778 ], [ %777, %774 ]
  %786 = load float, ptr %785, align 4, !tbaa !12
  %787 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4, !tbaa !6
  %788 = sub nsw i32 %13, %787
  %789 = icmp slt i32 %788, 0
  %790 = icmp slt i32 %788, %3
  %791 = select i1 %790, i32 0, i32 %3
  %792 = sub i32 0, %791
  %793 = select i1 %789, i32 %3, i32 %792
  %794 = add i32 %793, %788
  %795 = icmp ult i32 %794, %3
  br i1 %795, label %801, label %796

796:                                              ; preds = %784
  %797 = srem i32 %794, %3
  %798 = icmp slt i32 %797, 0
  %799 = select i1 %798, i32 %3, i32 0
  %800 = add nsw i32 %799, %797
  br label %801

801:                                              ; preds = %796, %784
  %802 = phi i32 [ %794, %784 ], [ %800, %796 ]
  %803 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 36), align 4, !tbaa !6
  %804 = sub nsw i32 %18, %803
  %805 = icmp slt i32 %804, 0
  %806 = icmp slt i32 %804, %4
  %807 = select i1 %806, i32 0, i32 %4
  %808 = sub nsw i32 0, %807
  %809 = select i1 %805, i32 %4, i32 %808
  %810 = add i32 %809, %804
  %811 = icmp ult i32 %810, %4
  br i1 %811, label %817, label %812

812:                                              ; preds = %801
  %813 = srem i32 %810, %4
  %814 = icmp slt i32 %813, 0
  %815 = select i1 %814, i32 %4, i32 0
  %816 = add nsw i32 %815, %813
  br label %817

817:                                              ; preds = %812, %801
  %818 = phi i32 [ %810, %801 ], [ %816, %812 ]
  %819 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 36), align 4, !tbaa !6
  %820 = sub nsw i32 %23, %819
  %821 = icmp slt i32 %820, 0
  %822 = icmp slt i32 %820, %5
  %823 = select i1 %822, i32 0, i32 %5
  %824 = sub nsw i32 0, %823
  %825 = select i1 %821, i32 %5, i32 %824
  %826 = add i32 %825, %820
  %827 = icmp ult i32 %826, %5
  br i1 %827, label %833, label %828

828:                                              ; preds = %817
  %829 = srem i32 %826, %5
  %830 = icmp slt i32 %829, 0
  %831 = select i1 %830, i32 %5, i32 0
  %832 = add nsw i32 %831, %829
  br label %833

833:                                              ; preds = %828, %817
  %834 = phi i32 [ %826, %817 ], [ %832, %828 ]
  %835 = sext i32 %834 to i64
  %836 = mul nsw i64 %835, %31
  %837 = sext i32 %818 to i64
  %838 = add nsw i64 %836, %837
  %839 = mul i64 %838, %30
  %840 = sext i32 %802 to i64
  %841 = add i64 %839, %840
  %842 = getelementptr inbounds nuw i8, ptr %2, i64 %841
  %843 = load i8, ptr %842, align 1, !tbaa !11
  %844 = and i8 %843, 3
  %845 = icmp eq i8 %844, 1
  br i1 %845, label %850, label %846

846:                                              ; preds = %833
  %847 = mul i64 %6, 36
  %848 = getelementptr i8, ptr %0, i64 %847
  %849 = getelementptr float, ptr %848, i64 %841
  br label %856

850:                                              ; preds = %833
  %851 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 36), align 4, !tbaa !6
  %852 = srem i32 %851, 19
  %853 = sext i32 %852 to i64
  %854 = mul i64 %6, %853
  %855 = getelementptr float, ptr %48, i64 %854
  br label %856

856:                                              ; preds = %850, %846
  %857 = phi ptr [ %855, %850 ], [ %849, %846 ]
  %858 = load float, ptr %857, align 4, !tbaa !12
  %859 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4, !tbaa !6
  %860 = sub nsw i32 %13, %859
  %861 = icmp slt i32 %860, 0
  %862 = icmp slt i32 %860, %3
  %863 = select i1 %862, i32 0, i32 %3
  %864 = sub i32 0, %863
  %865 = select i1 %861, i32 %3, i32 %864
  %866 = add i32 %865, %860
  %867 = icmp ult i32 %866, %3
  br i1 %867, label %873, label %868

868:                                              ; preds = %856
  %869 = srem i32 %866, %3
  %870 = icmp slt i32 %869, 0
  %871 = select i1 %870, i32 %3, i32 0
  %872 = add nsw i32 %871, %869
  br label %873

873:                                              ; preds = %868, %856
  %874 = phi i32 [ %866, %856 ], [ %872, %868 ]
  %875 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4, !tbaa !6
  %876 = sub nsw i32 %18, %875
  %877 = icmp slt i32 %876, 0
  %878 = icmp slt i32 %876, %4
  %879 = select i1 %878, i32 0, i32 %4
  %880 = sub nsw i32 0, %879
  %881 = select i1 %877, i32 %4, i32 %880
  %882 = add i32 %881, %876
  %883 = icmp ult i32 %882, %4
  br i1 %883, label %889, label %884

884:                                              ; preds = %873
  %885 = srem i32 %882, %4
  %886 = icmp slt i32 %885, 0
  %887 = select i1 %886, i32 %4, i32 0
  %888 = add nsw i32 %887, %885
  br label %889

889:                                              ; preds = %884, %873
  %890 = phi i32 [ %882, %873 ], [ %888, %884 ]
  %891 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4, !tbaa !6
  %892 = sub nsw i32 %23, %891
  %893 = icmp slt i32 %892, 0
  %894 = icmp slt i32 %892, %5
  %895 = select i1 %894, i32 0, i32 %5
  %896 = sub nsw i32 0, %895
  %897 = select i1 %893, i32 %5, i32 %896
  %898 = add i32 %897, %892
  %899 = icmp ult i32 %898, %5
  br i1 %899, label %905, label %900

900:                                              ; preds = %889
  %901 = srem i32 %898, %5
  %902 = icmp slt i32 %901, 0
  %903 = select i1 %902, i32 %5, i32 0
  %904 = add nsw i32 %903, %901
  br label %905

905:                                              ; preds = %900, %889
  %906 = phi i32 [ %898, %889 ], [ %904, %900 ]
  %907 = sext i32 %906 to i64
  %908 = mul nsw i64 %907, %31
  %909 = sext i32 %890 to i64
  %910 = add nsw i64 %908, %909
  %911 = mul i64 %910, %30
  %912 = sext i32 %874 to i64
  %913 = add i64 %911, %912
  %914 = getelementptr inbounds nuw i8, ptr %2, i64 %913
  %915 = load i8, ptr %914, align 1, !tbaa !11
  %916 = and i8 %915, 3
  %917 = icmp eq i8 %916, 1
  br i1 %917, label %922, label %918

918:                                              ; preds = %905
  %919 = mul i64 %6, 40
  %920 = getelementptr i8, ptr %0, i64 %919
  %921 = getelementptr float, ptr %920, i64 %913
  br label %928

922:                                              ; preds = %905
  %923 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 40), align 4, !tbaa !6
  %924 = srem i32 %923, 19
  %925 = sext i32 %924 to i64
  %926 = mul i64 %6, %925
  %927 = getelementptr float, ptr %48, i64 %926
  br label %928

928:                                              ; preds = %922, %918
  %929 = phi ptr [ %927, %922 ], [ %921, %918 ]
  %930 = load float, ptr %929, align 4, !tbaa !12
  %931 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4, !tbaa !6
  %932 = sub nsw i32 %13, %931
  %933 = icmp slt i32 %932, 0
  %934 = icmp slt i32 %932, %3
  %935 = select i1 %934, i32 0, i32 %3
  %936 = sub i32 0, %935
  %937 = select i1 %933, i32 %3, i32 %936
  %938 = add i32 %937, %932
  %939 = icmp ult i32 %938, %3
  br i1 %939, label %945, label %940

940:                                              ; preds = %928
  %941 = srem i32 %938, %3
  %942 = icmp slt i32 %941, 0
  %943 = select i1 %942, i32 %3, i32 0
  %944 = add nsw i32 %943, %941
  br label %945

945:                                              ; preds = %940, %928
  %946 = phi i32 [ %938, %928 ], [ %944, %940 ]
  %947 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4, !tbaa !6
  %948 = sub nsw i32 %18, %947
  %949 = icmp slt i32 %948, 0
  %950 = icmp slt i32 %948, %4
  %951 = select i1 %950, i32 0, i32 %4
  %952 = sub nsw i32 0, %951
  %953 = select i1 %949, i32 %4, i32 %952
  %954 = add i32 %953, %948
  %955 = icmp ult i32 %954, %4
  br i1 %955, label %961, label %956

956:                                              ; preds = %945
  %957 = srem i32 %954, %4
  %958 = icmp slt i32 %957, 0
  %959 = select i1 %958, i32 %4, i32 0
  %960 = add nsw i32 %959, %957
  br label %961

961:                                              ; preds = %956, %945
  %962 = phi i32 [ %954, %945 ], [ %960, %956 ]
  %963 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4, !tbaa !6
  %964 = sub nsw i32 %23, %963
  %965 = icmp slt i32 %964, 0
  %966 = icmp slt i32 %964, %5
  %967 = select i1 %966, i32 0, i32 %5
  %968 = sub nsw i32 0, %967
  %969 = select i1 %965, i32 %5, i32 %968
  %970 = add i32 %969, %964
  %971 = icmp ult i32 %970, %5
  br i1 %971, label %977, label %972

972:                                              ; preds = %961
  %973 = srem i32 %970, %5
  %974 = icmp slt i32 %973, 0
  %975 = select i1 %974, i32 %5, i32 0
  %976 = add nsw i32 %975, %973
  br label %977

977:                                              ; preds = %972, %961
  %978 = phi i32 [ %970, %961 ], [ %976, %972 ]
  %979 = sext i32 %978 to i64
  %980 = mul nsw i64 %979, %31
  %981 = sext i32 %962 to i64
  %982 = add nsw i64 %980, %981
  %983 = mul i64 %982, %30
  %984 = sext i32 %946 to i64
  %985 = add i64 %983, %984
  %986 = getelementptr inbounds nuw i8, ptr %2, i64 %985
  %987 = load i8, ptr %986, align 1, !tbaa !11
  %988 = and i8 %987, 3
  %989 = icmp eq i8 %988, 1
  br i1 %989, label %994, label %990

990:                                              ; preds = %977
  %991 = mul i64 %6, 44
  %992 = getelementptr i8, ptr %0, i64 %991
  %993 = getelementptr float, ptr %992, i64 %985
  br label %1000

994:                                              ; preds = %977
  %995 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 44), align 4, !tbaa !6
  %996 = srem i32 %995, 19
  %997 = sext i32 %996 to i64
  %998 = mul i64 %6, %997
  %999 = getelementptr float, ptr %48, i64 %998
  br label %1000

1000:                                             ; preds = %994, %990
  %1001 = phi ptr [ %999, %994 ], [ %993, %990 ]
  %1002 = load float, ptr %1001, align 4, !tbaa !12
  %1003 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4, !tbaa !6
  %1004 = sub nsw i32 %13, %1003
  %1005 = icmp slt i32 %1004, 0
  %1006 = icmp slt i32 %1004, %3
  %1007 = select i1 %1006, i32 0, i32 %3
  %1008 = sub i32 0, %1007
  %1009 = select i1 %1005, i32 %3, i32 %1008
  %1010 = add i32 %1009, %1004
  %1011 = icmp ult i32 %1010, %3
  br i1 %1011, label %1017, label %1012

1012:                                             ; preds = %1000
  %1013 = srem i32 %1010, %3
  %1014 = icmp slt i32 %1013, 0
  %1015 = select i1 %1014, i32 %3, i32 0
  %1016 = add nsw i32 %1015, %1013
  br label %1017

1017:                                             ; preds = %1012, %1000
  %1018 = phi i32 [ %1010, %1000 ], [ %1016, %1012 ]
  %1019 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4, !tbaa !6
  %1020 = sub nsw i32 %18, %1019
  %1021 = icmp slt i32 %1020, 0
  %1022 = icmp slt i32 %1020, %4
  %1023 = select i1 %1022, i32 0, i32 %4
  %1024 = sub nsw i32 0, %1023
  %1025 = select i1 %1021, i32 %4, i32 %1024
  %1026 = add i32 %1025, %1020
  %1027 = icmp ult i32 %1026, %4
  br i1 %1027, label %1033, label %1028

1028:                                             ; preds = %1017
  %1029 = srem i32 %1026, %4
  %1030 = icmp slt i32 %1029, 0
  %1031 = select i1 %1030, i32 %4, i32 0
  %1032 = add nsw i32 %1031, %1029
  br label %1033

1033:                                             ; preds = %1028, %1017
  %1034 = phi i32 [ %1026, %1017 ], [ %1032, %1028 ]
  %1035 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4, !tbaa !6
  %1036 = sub nsw i32 %23, %1035
  %1037 = icmp slt i32 %1036, 0
  %1038 = icmp slt i32 %1036, %5
  %1039 = select i1 %1038, i32 0, i32 %5
  %1040 = sub nsw i32 0, %1039
  %1041 = select i1 %1037, i32 %5, i32 %1040
  %1042 = add i32 %1041, %1036
  %1043 = icmp ult i32 %1042, %5
  br i1 %1043, label %1049, label %1044

1044:                                             ; preds = %1033
  %1045 = srem i32 %1042, %5
  %1046 = icmp slt i32 %1045, 0
  %1047 = select i1 %1046, i32 %5, i32 0
  %1048 = add nsw i32 %1047, %1045
  br label %1049

1049:                                             ; preds = %1044, %1033
  %1050 = phi i32 [ %1042, %1033 ], [ %1048, %1044 ]
  %1051 = sext i32 %1050 to i64
  %1052 = mul nsw i64 %1051, %31
  %1053 = sext i32 %1034 to i64
  %1054 = add nsw i64 %1052, %1053
  %1055 = mul i64 %1054, %30
  %1056 = sext i32 %1018 to i64
  %1057 = add i64 %1055, %1056
  %1058 = getelementptr inbounds nuw i8, ptr %2, i64 %1057
  %1059 = load i8, ptr %1058, align 1, !tbaa !11
  %1060 = and i8 %1059, 3
  %1061 = icmp eq i8 %1060, 1
  br i1 %1061, label %1066, label %1062

1062:                                             ; preds = %1049
  %1063 = mul i64 %6, 48
  %1064 = getelementptr i8, ptr %0, i64 %1063
  %1065 = getelementptr float, ptr %1064, i64 %1057
  br label %1072

1066:                                             ; preds = %1049
  %1067 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 48), align 4, !tbaa !6
  %1068 = srem i32 %1067, 19
  %1069 = sext i32 %1068 to i64
  %1070 = mul i64 %6, %1069
  %1071 = getelementptr float, ptr %48, i64 %1070
  br label %1072

1072:                                             ; preds = %1066, %1062
  %1073 = phi ptr [ %1071, %1066 ], [ %1065, %1062 ]
  %1074 = load float, ptr %1073, align 4, !tbaa !12
  %1075 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4, !tbaa !6
  %1076 = sub nsw i32 %13, %1075
  %1077 = icmp slt i32 %1076, 0
  %1078 = icmp slt i32 %1076, %3
  %1079 = select i1 %1078, i32 0, i32 %3
  %1080 = sub i32 0, %1079
  %1081 = select i1 %1077, i32 %3, i32 %1080
  %1082 = add i32 %1081, %1076
  %1083 = icmp ult i32 %1082, %3
  br i1 %1083, label %1089, label %1084

1084:                                             ; preds = %1072
  %1085 = srem i32 %1082, %3
  %1086 = icmp slt i32 %1085, 0
  %1087 = select i1 %1086, i32 %3, i32 0
  %1088 = add nsw i32 %1087, %1085
  br label %1089

1089:                                             ; preds = %1084, %1072
  %1090 = phi i32 [ %1082, %1072 ], [ %1088, %1084 ]
  %1091 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4, !tbaa !6
  %1092 = sub nsw i32 %18, %1091
  %1093 = icmp slt i32 %1092, 0
  %1094 = icmp slt i32 %1092, %4
  %1095 = select i1 %1094, i32 0, i32 %4
  %1096 = sub nsw i32 0, %1095
  %1097 = select i1 %1093, i32 %4, i32 %1096
  %1098 = add i32 %1097, %1092
  %1099 = icmp ult i32 %1098, %4
  br i1 %1099, label %1105, label %1100

1100:                                             ; preds = %1089
  %1101 = srem i32 %1098, %4
  %1102 = icmp slt i32 %1101, 0
  %1103 = select i1 %1102, i32 %4, i32 0
  %1104 = add nsw i32 %1103, %1101
  br label %1105

1105:                                             ; preds = %1100, %1089
  %1106 = phi i32 [ %1098, %1089 ], [ %1104, %1100 ]
  %1107 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4, !tbaa !6
  %1108 = sub nsw i32 %23, %1107
  %1109 = icmp slt i32 %1108, 0
  %1110 = icmp slt i32 %1108, %5
  %1111 = select i1 %1110, i32 0, i32 %5
  %1112 = sub nsw i32 0, %1111
  %1113 = select i1 %1109, i32 %5, i32 %1112
  %1114 = add i32 %1113, %1108
  %1115 = icmp ult i32 %1114, %5
  br i1 %1115, label %1121, label %1116

1116:                                             ; preds = %1105
  %1117 = srem i32 %1114, %5
  %1118 = icmp slt i32 %1117, 0
  %1119 = select i1 %1118, i32 %5, i32 0
  %1120 = add nsw i32 %1119, %1117
  br label %1121

1121:                                             ; preds = %1116, %1105
  %1122 = phi i32 [ %1114, %1105 ], [ %1120, %1116 ]
  %1123 = sext i32 %1122 to i64
  %1124 = mul nsw i64 %1123, %31
  %1125 = sext i32 %1106 to i64
  %1126 = add nsw i64 %1124, %1125
  %1127 = mul i64 %1126, %30
  %1128 = sext i32 %1090 to i64
  %1129 = add i64 %1127, %1128
  %1130 = getelementptr inbounds nuw i8, ptr %2, i64 %1129
  %1131 = load i8, ptr %1130, align 1, !tbaa !11
  %1132 = and i8 %1131, 3
  %1133 = icmp eq i8 %1132, 1
  br i1 %1133, label %1138, label %1134

1134:                                             ; preds = %1121
  %1135 = mul i64 %6, 52
  %1136 = getelementptr i8, ptr %0, i64 %1135
  %1137 = getelementptr float, ptr %1136, i64 %1129
  br label %1144

1138:                                             ; preds = %1121
  %1139 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 52), align 4, !tbaa !6
  %1140 = srem i32 %1139, 19
  %1141 = sext i32 %1140 to i64
  %1142 = mul i64 %6, %1141
  %1143 = getelementptr float, ptr %48, i64 %1142
  br label %1144

1144:                                             ; preds = %1138, %1134
  %1145 = phi ptr [ %1143, %1138 ], [ %1137, %1134 ]
  %1146 = load float, ptr %1145, align 4, !tbaa !12
  %1147 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4, !tbaa !6
  %1148 = sub nsw i32 %13, %1147
  %1149 = icmp slt i32 %1148, 0
  %1150 = icmp slt i32 %1148, %3
  %1151 = select i1 %1150, i32 0, i32 %3
  %1152 = sub i32 0, %1151
  %1153 = select i1 %1149, i32 %3, i32 %1152
  %1154 = add i32 %1153, %1148
  %1155 = icmp ult i32 %1154, %3
  br i1 %1155, label %1161, label %1156

1156:                                             ; preds = %1144
  %1157 = srem i32 %1154, %3
  %1158 = icmp slt i32 %1157, 0
  %1159 = select i1 %1158, i32 %3, i32 0
  %1160 = add nsw i32 %1159, %1157
  br label %1161

1161:                                             ; preds = %1156, %1144
  %1162 = phi i32 [ %1154, %1144 ], [ %1160, %1156 ]
  %1163 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4, !tbaa !6
  %1164 = sub nsw i32 %18, %1163
  %1165 = icmp slt i32 %1164, 0
  %1166 = icmp slt i32 %1164, %4
  %1167 = select i1 %1166, i32 0, i32 %4
  %1168 = sub nsw i32 0, %1167
  %1169 = select i1 %1165, i32 %4, i32 %1168
  %1170 = add i32 %1169, %1164
  %1171 = icmp ult i32 %1170, %4
  br i1 %1171, label %1177, label %1172

1172:                                             ; preds = %1161
  %1173 = srem i32 %1170, %4
  %1174 = icmp slt i32 %1173, 0
  %1175 = select i1 %1174, i32 %4, i32 0
  %1176 = add nsw i32 %1175, %1173
  br label %1177

1177:                                             ; preds = %1172, %1161
  %1178 = phi i32 [ %1170, %1161 ], [ %1176, %1172 ]
  %1179 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4, !tbaa !6
  %1180 = sub nsw i32 %23, %1179
  %1181 = icmp slt i32 %1180, 0
  %1182 = icmp slt i32 %1180, %5
  %1183 = select i1 %1182, i32 0, i32 %5
  %1184 = sub nsw i32 0, %1183
  %1185 = select i1 %1181, i32 %5, i32 %1184
  %1186 = add i32 %1185, %1180
  %1187 = icmp ult i32 %1186, %5
  br i1 %1187, label %1193, label %1188

1188:                                             ; preds = %1177
  %1189 = srem i32 %1186, %5
  %1190 = icmp slt i32 %1189, 0
  %1191 = select i1 %1190, i32 %5, i32 0
  %1192 = add nsw i32 %1191, %1189
  br label %1193

1193:                                             ; preds = %1188, %1177
  %1194 = phi i32 [ %1186, %1177 ], [ %1192, %1188 ]
  %1195 = sext i32 %1194 to i64
  %1196 = mul nsw i64 %1195, %31
  %1197 = sext i32 %1178 to i64
  %1198 = add nsw i64 %1196, %1197
  %1199 = mul i64 %1198, %30
  %1200 = sext i32 %1162 to i64
  %1201 = add i64 %1199, %1200
  %1202 = getelementptr inbounds nuw i8, ptr %2, i64 %1201
  %1203 = load i8, ptr %1202, align 1, !tbaa !11
  %1204 = and i8 %1203, 3
  %1205 = icmp eq i8 %1204, 1
  br i1 %1205, label %1210, label %1206

1206:                                             ; preds = %1193
  %1207 = mul i64 %6, 56
  %1208 = getelementptr i8, ptr %0, i64 %1207
  %1209 = getelementptr float, ptr %1208, i64 %1201
  br label %1216

1210:                                             ; preds = %1193
  %1211 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 56), align 4, !tbaa !6
  %1212 = srem i32 %1211, 19
  %1213 = sext i32 %1212 to i64
  %1214 = mul i64 %6, %1213
  %1215 = getelementptr float, ptr %48, i64 %1214
  br label %1216

1216:                                             ; preds = %1210, %1206
  %1217 = phi ptr [ %1215, %1210 ], [ %1209, %1206 ]
  %1218 = load float, ptr %1217, align 4, !tbaa !12
  %1219 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4, !tbaa !6
  %1220 = sub nsw i32 %13, %1219
  %1221 = icmp slt i32 %1220, 0
  %1222 = icmp slt i32 %1220, %3
  %1223 = select i1 %1222, i32 0, i32 %3
  %1224 = sub i32 0, %1223
  %1225 = select i1 %1221, i32 %3, i32 %1224
  %1226 = add i32 %1225, %1220
  %1227 = icmp ult i32 %1226, %3
  br i1 %1227, label %1233, label %1228

1228:                                             ; preds = %1216
  %1229 = srem i32 %1226, %3
  %1230 = icmp slt i32 %1229, 0
  %1231 = select i1 %1230, i32 %3, i32 0
  %1232 = add nsw i32 %1231, %1229
  br label %1233

1233:                                             ; preds = %1228, %1216
  %1234 = phi i32 [ %1226, %1216 ], [ %1232, %1228 ]
  %1235 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4, !tbaa !6
  %1236 = sub nsw i32 %18, %1235
  %1237 = icmp slt i32 %1236, 0
  %1238 = icmp slt i32 %1236, %4
  %1239 = select i1 %1238, i32 0, i32 %4
  %1240 = sub nsw i32 0, %1239
  %1241 = select i1 %1237, i32 %4, i32 %1240
  %1242 = add i32 %1241, %1236
  %1243 = icmp ult i32 %1242, %4
  br i1 %1243, label %1249, label %1244

1244:                                             ; preds = %1233
  %1245 = srem i32 %1242, %4
  %1246 = icmp slt i32 %1245, 0
  %1247 = select i1 %1246, i32 %4, i32 0
  %1248 = add nsw i32 %1247, %1245
  br label %1249

1249:                                             ; preds = %1244, %1233
  %1250 = phi i32 [ %1242, %1233 ], [ %1248, %1244 ]
  %1251 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4, !tbaa !6
  %1252 = sub nsw i32 %23, %1251
  %1253 = icmp slt i32 %1252, 0
  %1254 = icmp slt i32 %1252, %5
  %1255 = select i1 %1254, i32 0, i32 %5
  %1256 = sub nsw i32 0, %1255
  %1257 = select i1 %1253, i32 %5, i32 %1256
  %1258 = add i32 %1257, %1252
  %1259 = icmp ult i32 %1258, %5
  br i1 %1259, label %1265, label %1260

1260:                                             ; preds = %1249
  %1261 = srem i32 %1258, %5
  %1262 = icmp slt i32 %1261, 0
  %1263 = select i1 %1262, i32 %5, i32 0
  %1264 = add nsw i32 %1263, %1261
  br label %1265

1265:                                             ; preds = %1260, %1249
  %1266 = phi i32 [ %1258, %1249 ], [ %1264, %1260 ]
  %1267 = sext i32 %1266 to i64
  %1268 = mul nsw i64 %1267, %31
  %1269 = sext i32 %1250 to i64
  %1270 = add nsw i64 %1268, %1269
  %1271 = mul i64 %1270, %30
  %1272 = sext i32 %1234 to i64
  %1273 = add i64 %1271, %1272
  %1274 = getelementptr inbounds nuw i8, ptr %2, i64 %1273
  %1275 = load i8, ptr %1274, align 1, !tbaa !11
  %1276 = and i8 %1275, 3
  %1277 = icmp eq i8 %1276, 1
  br i1 %1277, label %1282, label %1278

1278:                                             ; preds = %1265
  %1279 = mul i64 %6, 60
  %1280 = getelementptr i8, ptr %0, i64 %1279
  %1281 = getelementptr float, ptr %1280, i64 %1273
  br label %1288

1282:                                             ; preds = %1265
  %1283 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 60), align 4, !tbaa !6
  %1284 = srem i32 %1283, 19
  %1285 = sext i32 %1284 to i64
  %1286 = mul i64 %6, %1285
  %1287 = getelementptr float, ptr %48, i64 %1286
  br label %1288

1288:                                             ; preds = %1282, %1278
  %1289 = phi ptr [ %1287, %1282 ], [ %1281, %1278 ]
  %1290 = load float, ptr %1289, align 4, !tbaa !12
  %1291 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4, !tbaa !6
  %1292 = sub nsw i32 %13, %1291
  %1293 = icmp slt i32 %1292, 0
  %1294 = icmp slt i32 %1292, %3
  %1295 = select i1 %1294, i32 0, i32 %3
  %1296 = sub i32 0, %1295
  %1297 = select i1 %1293, i32 %3, i32 %1296
  %1298 = add i32 %1297, %1292
  %1299 = icmp ult i32 %1298, %3
  br i1 %1299, label %1305, label %1300

1300:                                             ; preds = %1288
  %1301 = srem i32 %1298, %3
  %1302 = icmp slt i32 %1301, 0
  %1303 = select i1 %1302, i32 %3, i32 0
  %1304 = add nsw i32 %1303, %1301
  br label %1305

1305:                                             ; preds = %1300, %1288
  %1306 = phi i32 [ %1298, %1288 ], [ %1304, %1300 ]
  %1307 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4, !tbaa !6
  %1308 = sub nsw i32 %18, %1307
  %1309 = icmp slt i32 %1308, 0
  %1310 = icmp slt i32 %1308, %4
  %1311 = select i1 %1310, i32 0, i32 %4
  %1312 = sub nsw i32 0, %1311
  %1313 = select i1 %1309, i32 %4, i32 %1312
  %1314 = add i32 %1313, %1308
  %1315 = icmp ult i32 %1314, %4
  br i1 %1315, label %1321, label %1316

1316:                                             ; preds = %1305
  %1317 = srem i32 %1314, %4
  %1318 = icmp slt i32 %1317, 0
  %1319 = select i1 %1318, i32 %4, i32 0
  %1320 = add nsw i32 %1319, %1317
  br label %1321

1321:                                             ; preds = %1316, %1305
  %1322 = phi i32 [ %1314, %1305 ], [ %1320, %1316 ]
  %1323 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4, !tbaa !6
  %1324 = sub nsw i32 %23, %1323
  %1325 = icmp slt i32 %1324, 0
  %1326 = icmp slt i32 %1324, %5
  %1327 = select i1 %1326, i32 0, i32 %5
  %1328 = sub nsw i32 0, %1327
  %1329 = select i1 %1325, i32 %5, i32 %1328
  %1330 = add i32 %1329, %1324
  %1331 = icmp ult i32 %1330, %5
  br i1 %1331, label %1337, label %1332

1332:                                             ; preds = %1321
  %1333 = srem i32 %1330, %5
  %1334 = icmp slt i32 %1333, 0
  %1335 = select i1 %1334, i32 %5, i32 0
  %1336 = add nsw i32 %1335, %1333
  br label %1337

1337:                                             ; preds = %1332, %1321
  %1338 = phi i32 [ %1330, %1321 ], [ %1336, %1332 ]
  %1339 = sext i32 %1338 to i64
  %1340 = mul nsw i64 %1339, %31
  %1341 = sext i32 %1322 to i64
  %1342 = add nsw i64 %1340, %1341
  %1343 = mul i64 %1342, %30
  %1344 = sext i32 %1306 to i64
  %1345 = add i64 %1343, %1344
  %1346 = getelementptr inbounds nuw i8, ptr %2, i64 %1345
  %1347 = load i8, ptr %1346, align 1, !tbaa !11
  %1348 = and i8 %1347, 3
  %1349 = icmp eq i8 %1348, 1
  br i1 %1349, label %1354, label %1350

1350:                                             ; preds = %1337
  %1351 = shl i64 %6, 6
  %1352 = getelementptr i8, ptr %0, i64 %1351
  %1353 = getelementptr float, ptr %1352, i64 %1345
  br label %1360

1354:                                             ; preds = %1337
  %1355 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 64), align 4, !tbaa !6
  %1356 = srem i32 %1355, 19
  %1357 = sext i32 %1356 to i64
  %1358 = mul i64 %6, %1357
  %1359 = getelementptr float, ptr %48, i64 %1358
  br label %1360

1360:                                             ; preds = %1354, %1350
  %1361 = phi ptr [ %1359, %1354 ], [ %1353, %1350 ]
  %1362 = load float, ptr %1361, align 4, !tbaa !12
  %1363 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4, !tbaa !6
  %1364 = sub nsw i32 %13, %1363
  %1365 = icmp slt i32 %1364, 0
  %1366 = icmp slt i32 %1364, %3
  %1367 = select i1 %1366, i32 0, i32 %3
  %1368 = sub i32 0, %1367
  %1369 = select i1 %1365, i32 %3, i32 %1368
  %1370 = add i32 %1369, %1364
  %1371 = icmp ult i32 %1370, %3
  br i1 %1371, label %1377, label %1372

1372:                                             ; preds = %1360
  %1373 = srem i32 %1370, %3
  %1374 = icmp slt i32 %1373, 0
  %1375 = select i1 %1374, i32 %3, i32 0
  %1376 = add nsw i32 %1375, %1373
  br label %1377

1377:                                             ; preds = %1372, %1360
  %1378 = phi i32 [ %1370, %1360 ], [ %1376, %1372 ]
  %1379 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4, !tbaa !6
  %1380 = sub nsw i32 %18, %1379
  %1381 = icmp slt i32 %1380, 0
  %1382 = icmp slt i32 %1380, %4
  %1383 = select i1 %1382, i32 0, i32 %4
  %1384 = sub nsw i32 0, %1383
  %1385 = select i1 %1381, i32 %4, i32 %1384
  %1386 = add i32 %1385, %1380
  %1387 = icmp ult i32 %1386, %4
  br i1 %1387, label %1393, label %1388

1388:                                             ; preds = %1377
  %1389 = srem i32 %1386, %4
  %1390 = icmp slt i32 %1389, 0
  %1391 = select i1 %1390, i32 %4, i32 0
  %1392 = add nsw i32 %1391, %1389
  br label %1393

1393:                                             ; preds = %1388, %1377
  %1394 = phi i32 [ %1386, %1377 ], [ %1392, %1388 ]
  %1395 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4, !tbaa !6
  %1396 = sub nsw i32 %23, %1395
  %1397 = icmp slt i32 %1396, 0
  %1398 = icmp slt i32 %1396, %5
  %1399 = select i1 %1398, i32 0, i32 %5
  %1400 = sub nsw i32 0, %1399
  %1401 = select i1 %1397, i32 %5, i32 %1400
  %1402 = add i32 %1401, %1396
  %1403 = icmp ult i32 %1402, %5
  br i1 %1403, label %1409, label %1404

1404:                                             ; preds = %1393
  %1405 = srem i32 %1402, %5
  %1406 = icmp slt i32 %1405, 0
  %1407 = select i1 %1406, i32 %5, i32 0
  %1408 = add nsw i32 %1407, %1405
  br label %1409

1409:                                             ; preds = %1404, %1393
  %1410 = phi i32 [ %1402, %1393 ], [ %1408, %1404 ]
  %1411 = sext i32 %1410 to i64
  %1412 = mul nsw i64 %1411, %31
  %1413 = sext i32 %1394 to i64
  %1414 = add nsw i64 %1412, %1413
  %1415 = mul i64 %1414, %30
  %1416 = sext i32 %1378 to i64
  %1417 = add i64 %1415, %1416
  %1418 = getelementptr inbounds nuw i8, ptr %2, i64 %1417
  %1419 = load i8, ptr %1418, align 1, !tbaa !11
  %1420 = and i8 %1419, 3
  %1421 = icmp eq i8 %1420, 1
  br i1 %1421, label %1426, label %1422

1422:                                             ; preds = %1409
  %1423 = mul i64 %6, 68
  %1424 = getelementptr i8, ptr %0, i64 %1423
  %1425 = getelementptr float, ptr %1424, i64 %1417
  br label %1432

1426:                                             ; preds = %1409
  %1427 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 68), align 4, !tbaa !6
  %1428 = srem i32 %1427, 19
  %1429 = sext i32 %1428 to i64
  %1430 = mul i64 %6, %1429
  %1431 = getelementptr float, ptr %48, i64 %1430
  br label %1432

1432:                                             ; preds = %1426, %1422
  %1433 = phi ptr [ %1431, %1426 ], [ %1425, %1422 ]
  %1434 = load float, ptr %1433, align 4, !tbaa !12
  %1435 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4, !tbaa !6
  %1436 = sub nsw i32 %13, %1435
  %1437 = icmp slt i32 %1436, 0
  %1438 = icmp slt i32 %1436, %3
  %1439 = select i1 %1438, i32 0, i32 %3
  %1440 = sub i32 0, %1439
  %1441 = select i1 %1437, i32 %3, i32 %1440
  %1442 = add i32 %1441, %1436
  %1443 = icmp ult i32 %1442, %3
  br i1 %1443, label %1449, label %1444

1444:                                             ; preds = %1432
  %1445 = srem i32 %1442, %3
  %1446 = icmp slt i32 %1445, 0
  %1447 = select i1 %1446, i32 %3, i32 0
  %1448 = add nsw i32 %1447, %1445
  br label %1449

1449:                                             ; preds = %1444, %1432
  %1450 = phi i32 [ %1442, %1432 ], [ %1448, %1444 ]
  %1451 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4, !tbaa !6
  %1452 = sub nsw i32 %18, %1451
  %1453 = icmp slt i32 %1452, 0
  %1454 = icmp slt i32 %1452, %4
  %1455 = select i1 %1454, i32 0, i32 %4
  %1456 = sub nsw i32 0, %1455
  %1457 = select i1 %1453, i32 %4, i32 %1456
  %1458 = add i32 %1457, %1452
  %1459 = icmp ult i32 %1458, %4
  br i1 %1459, label %1465, label %1460

1460:                                             ; preds = %1449
  %1461 = srem i32 %1458, %4
  %1462 = icmp slt i32 %1461, 0
  %1463 = select i1 %1462, i32 %4, i32 0
  %1464 = add nsw i32 %1463, %1461
  br label %1465

1465:                                             ; preds = %1460, %1449
  %1466 = phi i32 [ %1458, %1449 ], [ %1464, %1460 ]
  %1467 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4, !tbaa !6
  %1468 = sub nsw i32 %23, %1467
  %1469 = icmp slt i32 %1468, 0
  %1470 = icmp slt i32 %1468, %5
  %1471 = select i1 %1470, i32 0, i32 %5
  %1472 = sub nsw i32 0, %1471
  %1473 = select i1 %1469, i32 %5, i32 %1472
  %1474 = add i32 %1473, %1468
  %1475 = icmp ult i32 %1474, %5
  br i1 %1475, label %1481, label %1476

1476:                                             ; preds = %1465
  %1477 = srem i32 %1474, %5
  %1478 = icmp slt i32 %1477, 0
  %1479 = select i1 %1478, i32 %5, i32 0
  %1480 = add nsw i32 %1479, %1477
  br label %1481

1481:                                             ; preds = %1476, %1465
  %1482 = phi i32 [ %1474, %1465 ], [ %1480, %1476 ]
  %1483 = sext i32 %1482 to i64
  %1484 = mul nsw i64 %1483, %31
  %1485 = sext i32 %1466 to i64
  %1486 = add nsw i64 %1484, %1485
  %1487 = mul i64 %1486, %30
  %1488 = sext i32 %1450 to i64
  %1489 = add i64 %1487, %1488
  %1490 = getelementptr inbounds nuw i8, ptr %2, i64 %1489
  %1491 = load i8, ptr %1490, align 1, !tbaa !11
  %1492 = and i8 %1491, 3
  %1493 = icmp eq i8 %1492, 1
  br i1 %1493, label %1498, label %1494

1494:                                             ; preds = %1481
  %1495 = mul i64 %6, 72
  %1496 = getelementptr i8, ptr %0, i64 %1495
  %1497 = getelementptr float, ptr %1496, i64 %1489
  br label %1504

1498:                                             ; preds = %1481
  %1499 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opp to ptr), i64 72), align 4, !tbaa !6
  %1500 = srem i32 %1499, 19
  %1501 = sext i32 %1500 to i64
  %1502 = mul i64 %6, %1501
  %1503 = getelementptr float, ptr %48, i64 %1502
  br label %1504

1504:                                             ; preds = %1498, %1494
  %1505 = phi ptr [ %1503, %1498 ], [ %1497, %1494 ]
  %1506 = load float, ptr %1505, align 4, !tbaa !12
  %1507 = fadd contract float %211, 0.000000e+00
  %1508 = fadd contract float %1507, %282
  %1509 = fadd contract float %1508, %354
  %1510 = fadd contract float %1509, %426
  %1511 = fadd contract float %1510, %498
  %1512 = fadd contract float %1511, %570
  %1513 = fadd contract float %1512, %642
  %1514 = fadd contract float %1513, %714
  %1515 = fadd contract float %1514, %786
  %1516 = fadd contract float %1515, %858
  %1517 = fadd contract float %1516, %930
  %1518 = fadd contract float %1517, %1002
  %1519 = fadd contract float %1518, %1074
  %1520 = fadd contract float %1519, %1146
  %1521 = fadd contract float %1520, %1218
  %1522 = fadd contract float %1521, %1290
  %1523 = fadd contract float %1522, %1362
  %1524 = fadd contract float %1523, %1434
  %1525 = fadd contract float %1524, %1506
  %1526 = icmp eq i8 %46, 2
  br i1 %1526, label %1527, label %1948

1527:                                             ; preds = %1504
  %1528 = getelementptr float, ptr %1, i64 %43
  %1529 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %1530 = load float, ptr %1529, align 4, !tbaa !14
  %1531 = fmul contract float %1530, %1530
  %1532 = fmul contract float %1531, 1.500000e+00
  %1533 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4, !tbaa !6
  %1534 = sitofp i32 %1533 to float
  %1535 = fmul contract float %1530, %1534
  %1536 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), align 4, !tbaa !6
  %1537 = sitofp i32 %1536 to float
  %1538 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1537)
  %1539 = fadd contract float %1535, %1538
  %1540 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), align 4, !tbaa !6
  %1541 = sitofp i32 %1540 to float
  %1542 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1541)
  %1543 = fadd contract float %1539, %1542
  %1544 = fmul contract float %1543, 3.000000e+00
  %1545 = load float, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), align 4, !tbaa !12
  %1546 = fmul contract float %1525, %1545
  %1547 = fadd contract float %1544, 1.000000e+00
  %1548 = fmul contract float %1544, 5.000000e-01
  %1549 = fmul contract float %1544, %1548
  %1550 = fadd contract float %1547, %1549
  %1551 = fsub contract float %1550, %1532
  %1552 = fmul contract float %1546, %1551
  store float %1552, ptr %1528, align 4, !tbaa !12
  %1553 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 4), align 4, !tbaa !6
  %1554 = sitofp i32 %1553 to float
  %1555 = fmul contract float %1530, %1554
  %1556 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 4), align 4, !tbaa !6
  %1557 = sitofp i32 %1556 to float
  %1558 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1557)
  %1559 = fadd contract float %1555, %1558
  %1560 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 4), align 4, !tbaa !6
  %1561 = sitofp i32 %1560 to float
  %1562 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1561)
  %1563 = fadd contract float %1559, %1562
  %1564 = fmul contract float %1563, 3.000000e+00
  %1565 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 4), align 4, !tbaa !12
  %1566 = fmul contract float %1525, %1565
  %1567 = fadd contract float %1564, 1.000000e+00
  %1568 = fmul contract float %1564, 5.000000e-01
  %1569 = fmul contract float %1564, %1568
  %1570 = fadd contract float %1567, %1569
  %1571 = fsub contract float %1570, %1532
  %1572 = fmul contract float %1566, %1571
  %1573 = getelementptr float, ptr %1528, i64 %6
  store float %1572, ptr %1573, align 4, !tbaa !12
  %1574 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 8), align 4, !tbaa !6
  %1575 = sitofp i32 %1574 to float
  %1576 = fmul contract float %1530, %1575
  %1577 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 8), align 4, !tbaa !6
  %1578 = sitofp i32 %1577 to float
  %1579 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1578)
  %1580 = fadd contract float %1576, %1579
  %1581 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 8), align 4, !tbaa !6
  %1582 = sitofp i32 %1581 to float
  %1583 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1582)
  %1584 = fadd contract float %1580, %1583
  %1585 = fmul contract float %1584, 3.000000e+00
  %1586 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 8), align 4, !tbaa !12
  %1587 = fmul contract float %1525, %1586
  %1588 = fadd contract float %1585, 1.000000e+00
  %1589 = fmul contract float %1585, 5.000000e-01
  %1590 = fmul contract float %1585, %1589
  %1591 = fadd contract float %1588, %1590
  %1592 = fsub contract float %1591, %1532
  %1593 = fmul contract float %1587, %1592
  %1594 = shl i64 %6, 3
  %1595 = getelementptr i8, ptr %1528, i64 %1594
  store float %1593, ptr %1595, align 4, !tbaa !12
  %1596 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 12), align 4, !tbaa !6
  %1597 = sitofp i32 %1596 to float
  %1598 = fmul contract float %1530, %1597
  %1599 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 12), align 4, !tbaa !6
  %1600 = sitofp i32 %1599 to float
  %1601 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1600)
  %1602 = fadd contract float %1598, %1601
  %1603 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 12), align 4, !tbaa !6
  %1604 = sitofp i32 %1603 to float
  %1605 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1604)
  %1606 = fadd contract float %1602, %1605
  %1607 = fmul contract float %1606, 3.000000e+00
  %1608 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 12), align 4, !tbaa !12
  %1609 = fmul contract float %1525, %1608
  %1610 = fadd contract float %1607, 1.000000e+00
  %1611 = fmul contract float %1607, 5.000000e-01
  %1612 = fmul contract float %1607, %1611
  %1613 = fadd contract float %1610, %1612
  %1614 = fsub contract float %1613, %1532
  %1615 = fmul contract float %1609, %1614
  %1616 = mul i64 %6, 12
  %1617 = getelementptr i8, ptr %1528, i64 %1616
  store float %1615, ptr %1617, align 4, !tbaa !12
  %1618 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 16), align 4, !tbaa !6
  %1619 = sitofp i32 %1618 to float
  %1620 = fmul contract float %1530, %1619
  %1621 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 16), align 4, !tbaa !6
  %1622 = sitofp i32 %1621 to float
  %1623 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1622)
  %1624 = fadd contract float %1620, %1623
  %1625 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 16), align 4, !tbaa !6
  %1626 = sitofp i32 %1625 to float
  %1627 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1626)
  %1628 = fadd contract float %1624, %1627
  %1629 = fmul contract float %1628, 3.000000e+00
  %1630 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 16), align 4, !tbaa !12
  %1631 = fmul contract float %1525, %1630
  %1632 = fadd contract float %1629, 1.000000e+00
  %1633 = fmul contract float %1629, 5.000000e-01
  %1634 = fmul contract float %1629, %1633
  %1635 = fadd contract float %1632, %1634
  %1636 = fsub contract float %1635, %1532
  %1637 = fmul contract float %1631, %1636
  %1638 = shl i64 %6, 4
  %1639 = getelementptr i8, ptr %1528, i64 %1638
  store float %1637, ptr %1639, align 4, !tbaa !12
  %1640 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 20), align 4, !tbaa !6
  %1641 = sitofp i32 %1640 to float
  %1642 = fmul contract float %1530, %1641
  %1643 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 20), align 4, !tbaa !6
  %1644 = sitofp i32 %1643 to float
  %1645 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1644)
  %1646 = fadd contract float %1642, %1645
  %1647 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 20), align 4, !tbaa !6
  %1648 = sitofp i32 %1647 to float
  %1649 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1648)
  %1650 = fadd contract float %1646, %1649
  %1651 = fmul contract float %1650, 3.000000e+00
  %1652 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 20), align 4, !tbaa !12
  %1653 = fmul contract float %1525, %1652
  %1654 = fadd contract float %1651, 1.000000e+00
  %1655 = fmul contract float %1651, 5.000000e-01
  %1656 = fmul contract float %1651, %1655
  %1657 = fadd contract float %1654, %1656
  %1658 = fsub contract float %1657, %1532
  %1659 = fmul contract float %1653, %1658
  %1660 = mul i64 %6, 20
  %1661 = getelementptr i8, ptr %1528, i64 %1660
  store float %1659, ptr %1661, align 4, !tbaa !12
  %1662 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 24), align 4, !tbaa !6
  %1663 = sitofp i32 %1662 to float
  %1664 = fmul contract float %1530, %1663
  %1665 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 24), align 4, !tbaa !6
  %1666 = sitofp i32 %1665 to float
  %1667 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1666)
  %1668 = fadd contract float %1664, %1667
  %1669 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 24), align 4, !tbaa !6
  %1670 = sitofp i32 %1669 to float
  %1671 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1670)
  %1672 = fadd contract float %1668, %1671
  %1673 = fmul contract float %1672, 3.000000e+00
  %1674 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 24), align 4, !tbaa !12
  %1675 = fmul contract float %1525, %1674
  %1676 = fadd contract float %1673, 1.000000e+00
  %1677 = fmul contract float %1673, 5.000000e-01
  %1678 = fmul contract float %1673, %1677
  %1679 = fadd contract float %1676, %1678
  %1680 = fsub contract float %1679, %1532
  %1681 = fmul contract float %1675, %1680
  %1682 = mul i64 %6, 24
  %1683 = getelementptr i8, ptr %1528, i64 %1682
  store float %1681, ptr %1683, align 4, !tbaa !12
  %1684 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4, !tbaa !6
  %1685 = sitofp i32 %1684 to float
  %1686 = fmul contract float %1530, %1685
  %1687 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 28), align 4, !tbaa !6
  %1688 = sitofp i32 %1687 to float
  %1689 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1688)
  %1690 = fadd contract float %1686, %1689
  %1691 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 28), align 4, !tbaa !6
  %1692 = sitofp i32 %1691 to float
  %1693 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1692)
  %1694 = fadd contract float %1690, %1693
  %1695 = fmul contract float %1694, 3.000000e+00
  %1696 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 28), align 4, !tbaa !12
  %1697 = fmul contract float %1525, %1696
  %1698 = fadd contract float %1695, 1.000000e+00
  %1699 = fmul contract float %1695, 5.000000e-01
  %1700 = fmul contract float %1695, %1699
  %1701 = fadd contract float %1698, %1700
  %1702 = fsub contract float %1701, %1532
  %1703 = fmul contract float %1697, %1702
  %1704 = mul i64 %6, 28
  %1705 = getelementptr i8, ptr %1528, i64 %1704
  store float %1703, ptr %1705, align 4, !tbaa !12
  %1706 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4, !tbaa !6
  %1707 = sitofp i32 %1706 to float
  %1708 = fmul contract float %1530, %1707
  %1709 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 32), align 4, !tbaa !6
  %1710 = sitofp i32 %1709 to float
  %1711 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1710)
  %1712 = fadd contract float %1708, %1711
  %1713 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 32), align 4, !tbaa !6
  %1714 = sitofp i32 %1713 to float
  %1715 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1714)
  %1716 = fadd contract float %1712, %1715
  %1717 = fmul contract float %1716, 3.000000e+00
  %1718 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 32), align 4, !tbaa !12
  %1719 = fmul contract float %1525, %1718
  %1720 = fadd contract float %1717, 1.000000e+00
  %1721 = fmul contract float %1717, 5.000000e-01
  %1722 = fmul contract float %1717, %1721
  %1723 = fadd contract float %1720, %1722
  %1724 = fsub contract float %1723, %1532
  %1725 = fmul contract float %1719, %1724
  %1726 = shl i64 %6, 5
  %1727 = getelementptr i8, ptr %1528, i64 %1726
  store float %1725, ptr %1727, align 4, !tbaa !12
  %1728 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4, !tbaa !6
  %1729 = sitofp i32 %1728 to float
  %1730 = fmul contract float %1530, %1729
  %1731 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 36), align 4, !tbaa !6
  %1732 = sitofp i32 %1731 to float
  %1733 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1732)
  %1734 = fadd contract float %1730, %1733
  %1735 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 36), align 4, !tbaa !6
  %1736 = sitofp i32 %1735 to float
  %1737 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1736)
  %1738 = fadd contract float %1734, %1737
  %1739 = fmul contract float %1738, 3.000000e+00
  %1740 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 36), align 4, !tbaa !12
  %1741 = fmul contract float %1525, %1740
  %1742 = fadd contract float %1739, 1.000000e+00
  %1743 = fmul contract float %1739, 5.000000e-01
  %1744 = fmul contract float %1739, %1743
  %1745 = fadd contract float %1742, %1744
  %1746 = fsub contract float %1745, %1532
  %1747 = fmul contract float %1741, %1746
  %1748 = mul i64 %6, 36
  %1749 = getelementptr i8, ptr %1528, i64 %1748
  store float %1747, ptr %1749, align 4, !tbaa !12
  %1750 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4, !tbaa !6
  %1751 = sitofp i32 %1750 to float
  %1752 = fmul contract float %1530, %1751
  %1753 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4, !tbaa !6
  %1754 = sitofp i32 %1753 to float
  %1755 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1754)
  %1756 = fadd contract float %1752, %1755
  %1757 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4, !tbaa !6
  %1758 = sitofp i32 %1757 to float
  %1759 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1758)
  %1760 = fadd contract float %1756, %1759
  %1761 = fmul contract float %1760, 3.000000e+00
  %1762 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 40), align 4, !tbaa !12
  %1763 = fmul contract float %1525, %1762
  %1764 = fadd contract float %1761, 1.000000e+00
  %1765 = fmul contract float %1761, 5.000000e-01
  %1766 = fmul contract float %1761, %1765
  %1767 = fadd contract float %1764, %1766
  %1768 = fsub contract float %1767, %1532
  %1769 = fmul contract float %1763, %1768
  %1770 = mul i64 %6, 40
  %1771 = getelementptr i8, ptr %1528, i64 %1770
  store float %1769, ptr %1771, align 4, !tbaa !12
  %1772 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4, !tbaa !6
  %1773 = sitofp i32 %1772 to float
  %1774 = fmul contract float %1530, %1773
  %1775 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4, !tbaa !6
  %1776 = sitofp i32 %1775 to float
  %1777 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1776)
  %1778 = fadd contract float %1774, %1777
  %1779 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4, !tbaa !6
  %1780 = sitofp i32 %1779 to float
  %1781 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1780)
  %1782 = fadd contract float %1778, %1781
  %1783 = fmul contract float %1782, 3.000000e+00
  %1784 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 44), align 4, !tbaa !12
  %1785 = fmul contract float %1525, %1784
  %1786 = fadd contract float %1783, 1.000000e+00
  %1787 = fmul contract float %1783, 5.000000e-01
  %1788 = fmul contract float %1783, %1787
  %1789 = fadd contract float %1786, %1788
  %1790 = fsub contract float %1789, %1532
  %1791 = fmul contract float %1785, %1790
  %1792 = mul i64 %6, 44
  %1793 = getelementptr i8, ptr %1528, i64 %1792
  store float %1791, ptr %1793, align 4, !tbaa !12
  %1794 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4, !tbaa !6
  %1795 = sitofp i32 %1794 to float
  %1796 = fmul contract float %1530, %1795
  %1797 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4, !tbaa !6
  %1798 = sitofp i32 %1797 to float
  %1799 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1798)
  %1800 = fadd contract float %1796, %1799
  %1801 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4, !tbaa !6
  %1802 = sitofp i32 %1801 to float
  %1803 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1802)
  %1804 = fadd contract float %1800, %1803
  %1805 = fmul contract float %1804, 3.000000e+00
  %1806 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 48), align 4, !tbaa !12
  %1807 = fmul contract float %1525, %1806
  %1808 = fadd contract float %1805, 1.000000e+00
  %1809 = fmul contract float %1805, 5.000000e-01
  %1810 = fmul contract float %1805, %1809
  %1811 = fadd contract float %1808, %1810
  %1812 = fsub contract float %1811, %1532
  %1813 = fmul contract float %1807, %1812
  %1814 = mul i64 %6, 48
  %1815 = getelementptr i8, ptr %1528, i64 %1814
  store float %1813, ptr %1815, align 4, !tbaa !12
  %1816 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4, !tbaa !6
  %1817 = sitofp i32 %1816 to float
  %1818 = fmul contract float %1530, %1817
  %1819 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4, !tbaa !6
  %1820 = sitofp i32 %1819 to float
  %1821 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1820)
  %1822 = fadd contract float %1818, %1821
  %1823 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4, !tbaa !6
  %1824 = sitofp i32 %1823 to float
  %1825 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1824)
  %1826 = fadd contract float %1822, %1825
  %1827 = fmul contract float %1826, 3.000000e+00
  %1828 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 52), align 4, !tbaa !12
  %1829 = fmul contract float %1525, %1828
  %1830 = fadd contract float %1827, 1.000000e+00
  %1831 = fmul contract float %1827, 5.000000e-01
  %1832 = fmul contract float %1827, %1831
  %1833 = fadd contract float %1830, %1832
  %1834 = fsub contract float %1833, %1532
  %1835 = fmul contract float %1829, %1834
  %1836 = mul i64 %6, 52
  %1837 = getelementptr i8, ptr %1528, i64 %1836
  store float %1835, ptr %1837, align 4, !tbaa !12
  %1838 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4, !tbaa !6
  %1839 = sitofp i32 %1838 to float
  %1840 = fmul contract float %1530, %1839
  %1841 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4, !tbaa !6
  %1842 = sitofp i32 %1841 to float
  %1843 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1842)
  %1844 = fadd contract float %1840, %1843
  %1845 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4, !tbaa !6
  %1846 = sitofp i32 %1845 to float
  %1847 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1846)
  %1848 = fadd contract float %1844, %1847
  %1849 = fmul contract float %1848, 3.000000e+00
  %1850 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 56), align 4, !tbaa !12
  %1851 = fmul contract float %1525, %1850
  %1852 = fadd contract float %1849, 1.000000e+00
  %1853 = fmul contract float %1849, 5.000000e-01
  %1854 = fmul contract float %1849, %1853
  %1855 = fadd contract float %1852, %1854
  %1856 = fsub contract float %1855, %1532
  %1857 = fmul contract float %1851, %1856
  %1858 = mul i64 %6, 56
  %1859 = getelementptr i8, ptr %1528, i64 %1858
  store float %1857, ptr %1859, align 4, !tbaa !12
  %1860 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4, !tbaa !6
  %1861 = sitofp i32 %1860 to float
  %1862 = fmul contract float %1530, %1861
  %1863 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4, !tbaa !6
  %1864 = sitofp i32 %1863 to float
  %1865 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1864)
  %1866 = fadd contract float %1862, %1865
  %1867 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4, !tbaa !6
  %1868 = sitofp i32 %1867 to float
  %1869 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1868)
  %1870 = fadd contract float %1866, %1869
  %1871 = fmul contract float %1870, 3.000000e+00
  %1872 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 60), align 4, !tbaa !12
  %1873 = fmul contract float %1525, %1872
  %1874 = fadd contract float %1871, 1.000000e+00
  %1875 = fmul contract float %1871, 5.000000e-01
  %1876 = fmul contract float %1871, %1875
  %1877 = fadd contract float %1874, %1876
  %1878 = fsub contract float %1877, %1532
  %1879 = fmul contract float %1873, %1878
  %1880 = mul i64 %6, 60
  %1881 = getelementptr i8, ptr %1528, i64 %1880
  store float %1879, ptr %1881, align 4, !tbaa !12
  %1882 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4, !tbaa !6
  %1883 = sitofp i32 %1882 to float
  %1884 = fmul contract float %1530, %1883
  %1885 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4, !tbaa !6
  %1886 = sitofp i32 %1885 to float
  %1887 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1886)
  %1888 = fadd contract float %1884, %1887
  %1889 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4, !tbaa !6
  %1890 = sitofp i32 %1889 to float
  %1891 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1890)
  %1892 = fadd contract float %1888, %1891
  %1893 = fmul contract float %1892, 3.000000e+00
  %1894 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 64), align 4, !tbaa !12
  %1895 = fmul contract float %1525, %1894
  %1896 = fadd contract float %1893, 1.000000e+00
  %1897 = fmul contract float %1893, 5.000000e-01
  %1898 = fmul contract float %1893, %1897
  %1899 = fadd contract float %1896, %1898
  %1900 = fsub contract float %1899, %1532
  %1901 = fmul contract float %1895, %1900
  %1902 = shl i64 %6, 6
  %1903 = getelementptr i8, ptr %1528, i64 %1902
  store float %1901, ptr %1903, align 4, !tbaa !12
  %1904 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4, !tbaa !6
  %1905 = sitofp i32 %1904 to float
  %1906 = fmul contract float %1530, %1905
  %1907 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4, !tbaa !6
  %1908 = sitofp i32 %1907 to float
  %1909 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1908)
  %1910 = fadd contract float %1906, %1909
  %1911 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4, !tbaa !6
  %1912 = sitofp i32 %1911 to float
  %1913 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1912)
  %1914 = fadd contract float %1910, %1913
  %1915 = fmul contract float %1914, 3.000000e+00
  %1916 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 68), align 4, !tbaa !12
  %1917 = fmul contract float %1525, %1916
  %1918 = fadd contract float %1915, 1.000000e+00
  %1919 = fmul contract float %1915, 5.000000e-01
  %1920 = fmul contract float %1915, %1919
  %1921 = fadd contract float %1918, %1920
  %1922 = fsub contract float %1921, %1532
  %1923 = fmul contract float %1917, %1922
  %1924 = mul i64 %6, 68
  %1925 = getelementptr i8, ptr %1528, i64 %1924
  store float %1923, ptr %1925, align 4, !tbaa !12
  %1926 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4, !tbaa !6
  %1927 = sitofp i32 %1926 to float
  %1928 = fmul contract float %1530, %1927
  %1929 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4, !tbaa !6
  %1930 = sitofp i32 %1929 to float
  %1931 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1930)
  %1932 = fadd contract float %1928, %1931
  %1933 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4, !tbaa !6
  %1934 = sitofp i32 %1933 to float
  %1935 = tail call contract float @llvm.copysign.f32(float 0.000000e+00, float %1934)
  %1936 = fadd contract float %1932, %1935
  %1937 = fmul contract float %1936, 3.000000e+00
  %1938 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 72), align 4, !tbaa !12
  %1939 = fmul contract float %1525, %1938
  %1940 = fadd contract float %1937, 1.000000e+00
  %1941 = fmul contract float %1937, 5.000000e-01
  %1942 = fmul contract float %1937, %1941
  %1943 = fadd contract float %1940, %1942
  %1944 = fsub contract float %1943, %1532
  %1945 = fmul contract float %1939, %1944
  %1946 = mul i64 %6, 72
  %1947 = getelementptr i8, ptr %1528, i64 %1946
  store float %1945, ptr %1947, align 4, !tbaa !12
  br label %2677

1948:                                             ; preds = %1504
  %1949 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), align 4, !tbaa !6
  %1950 = sitofp i32 %1949 to float
  %1951 = fmul contract float %211, %1950
  %1952 = fadd contract float %1951, 0.000000e+00
  %1953 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 4), align 4, !tbaa !6
  %1954 = sitofp i32 %1953 to float
  %1955 = fmul contract float %282, %1954
  %1956 = fadd contract float %1952, %1955
  %1957 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 8), align 4, !tbaa !6
  %1958 = sitofp i32 %1957 to float
  %1959 = fmul contract float %354, %1958
  %1960 = fadd contract float %1956, %1959
  %1961 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 12), align 4, !tbaa !6
  %1962 = sitofp i32 %1961 to float
  %1963 = fmul contract float %426, %1962
  %1964 = fadd contract float %1960, %1963
  %1965 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 16), align 4, !tbaa !6
  %1966 = sitofp i32 %1965 to float
  %1967 = fmul contract float %498, %1966
  %1968 = fadd contract float %1964, %1967
  %1969 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 20), align 4, !tbaa !6
  %1970 = sitofp i32 %1969 to float
  %1971 = fmul contract float %570, %1970
  %1972 = fadd contract float %1968, %1971
  %1973 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 24), align 4, !tbaa !6
  %1974 = sitofp i32 %1973 to float
  %1975 = fmul contract float %642, %1974
  %1976 = fadd contract float %1972, %1975
  %1977 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 28), align 4, !tbaa !6
  %1978 = sitofp i32 %1977 to float
  %1979 = fmul contract float %714, %1978
  %1980 = fadd contract float %1976, %1979
  %1981 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 32), align 4, !tbaa !6
  %1982 = sitofp i32 %1981 to float
  %1983 = fmul contract float %786, %1982
  %1984 = fadd contract float %1980, %1983
  %1985 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 36), align 4, !tbaa !6
  %1986 = sitofp i32 %1985 to float
  %1987 = fmul contract float %858, %1986
  %1988 = fadd contract float %1984, %1987
  %1989 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4, !tbaa !6
  %1990 = sitofp i32 %1989 to float
  %1991 = fmul contract float %930, %1990
  %1992 = fadd contract float %1988, %1991
  %1993 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4, !tbaa !6
  %1994 = sitofp i32 %1993 to float
  %1995 = fmul contract float %1002, %1994
  %1996 = fadd contract float %1992, %1995
  %1997 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4, !tbaa !6
  %1998 = sitofp i32 %1997 to float
  %1999 = fmul contract float %1074, %1998
  %2000 = fadd contract float %1996, %1999
  %2001 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4, !tbaa !6
  %2002 = sitofp i32 %2001 to float
  %2003 = fmul contract float %1146, %2002
  %2004 = fadd contract float %2000, %2003
  %2005 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4, !tbaa !6
  %2006 = sitofp i32 %2005 to float
  %2007 = fmul contract float %1218, %2006
  %2008 = fadd contract float %2004, %2007
  %2009 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4, !tbaa !6
  %2010 = sitofp i32 %2009 to float
  %2011 = fmul contract float %1290, %2010
  %2012 = fadd contract float %2008, %2011
  %2013 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4, !tbaa !6
  %2014 = sitofp i32 %2013 to float
  %2015 = fmul contract float %1362, %2014
  %2016 = fadd contract float %2012, %2015
  %2017 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4, !tbaa !6
  %2018 = sitofp i32 %2017 to float
  %2019 = fmul contract float %1434, %2018
  %2020 = fadd contract float %2016, %2019
  %2021 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4, !tbaa !6
  %2022 = sitofp i32 %2021 to float
  %2023 = fmul contract float %1506, %2022
  %2024 = fadd contract float %2020, %2023
  %2025 = fcmp contract ogt float %1525, 0x3D71979980000000
  %2026 = fdiv contract float 1.000000e+00, %1525
  %2027 = select contract i1 %2025, float %2026, float 0.000000e+00
  %2028 = fmul contract float %2024, %2027
  %2029 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %2030 = load float, ptr %2029, align 4, !tbaa !16
  %2031 = load float, ptr %7, align 4, !tbaa !17
  %2032 = fcmp contract ogt float %2031, 0x3EB0C6F7A0000000
  %2033 = select contract i1 %2032, float %2031, float 1.000000e+00
  %2034 = fdiv contract float %2030, %2033
  %2035 = fadd contract float %2028, %2034
  %2036 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), align 4, !tbaa !6
  %2037 = sitofp i32 %2036 to float
  %2038 = fmul contract float %211, %2037
  %2039 = fadd contract float %2038, 0.000000e+00
  %2040 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 4), align 4, !tbaa !6
  %2041 = sitofp i32 %2040 to float
  %2042 = fmul contract float %282, %2041
  %2043 = fadd contract float %2039, %2042
  %2044 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 8), align 4, !tbaa !6
  %2045 = sitofp i32 %2044 to float
  %2046 = fmul contract float %354, %2045
  %2047 = fadd contract float %2043, %2046
  %2048 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 12), align 4, !tbaa !6
  %2049 = sitofp i32 %2048 to float
  %2050 = fmul contract float %426, %2049
  %2051 = fadd contract float %2047, %2050
  %2052 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 16), align 4, !tbaa !6
  %2053 = sitofp i32 %2052 to float
  %2054 = fmul contract float %498, %2053
  %2055 = fadd contract float %2051, %2054
  %2056 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 20), align 4, !tbaa !6
  %2057 = sitofp i32 %2056 to float
  %2058 = fmul contract float %570, %2057
  %2059 = fadd contract float %2055, %2058
  %2060 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 24), align 4, !tbaa !6
  %2061 = sitofp i32 %2060 to float
  %2062 = fmul contract float %642, %2061
  %2063 = fadd contract float %2059, %2062
  %2064 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 28), align 4, !tbaa !6
  %2065 = sitofp i32 %2064 to float
  %2066 = fmul contract float %714, %2065
  %2067 = fadd contract float %2063, %2066
  %2068 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 32), align 4, !tbaa !6
  %2069 = sitofp i32 %2068 to float
  %2070 = fmul contract float %786, %2069
  %2071 = fadd contract float %2067, %2070
  %2072 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 36), align 4, !tbaa !6
  %2073 = sitofp i32 %2072 to float
  %2074 = fmul contract float %858, %2073
  %2075 = fadd contract float %2071, %2074
  %2076 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4, !tbaa !6
  %2077 = sitofp i32 %2076 to float
  %2078 = fmul contract float %930, %2077
  %2079 = fadd contract float %2075, %2078
  %2080 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4, !tbaa !6
  %2081 = sitofp i32 %2080 to float
  %2082 = fmul contract float %1002, %2081
  %2083 = fadd contract float %2079, %2082
  %2084 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4, !tbaa !6
  %2085 = sitofp i32 %2084 to float
  %2086 = fmul contract float %1074, %2085
  %2087 = fadd contract float %2083, %2086
  %2088 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4, !tbaa !6
  %2089 = sitofp i32 %2088 to float
  %2090 = fmul contract float %1146, %2089
  %2091 = fadd contract float %2087, %2090
  %2092 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4, !tbaa !6
  %2093 = sitofp i32 %2092 to float
  %2094 = fmul contract float %1218, %2093
  %2095 = fadd contract float %2091, %2094
  %2096 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4, !tbaa !6
  %2097 = sitofp i32 %2096 to float
  %2098 = fmul contract float %1290, %2097
  %2099 = fadd contract float %2095, %2098
  %2100 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4, !tbaa !6
  %2101 = sitofp i32 %2100 to float
  %2102 = fmul contract float %1362, %2101
  %2103 = fadd contract float %2099, %2102
  %2104 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4, !tbaa !6
  %2105 = sitofp i32 %2104 to float
  %2106 = fmul contract float %1434, %2105
  %2107 = fadd contract float %2103, %2106
  %2108 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4, !tbaa !6
  %2109 = sitofp i32 %2108 to float
  %2110 = fmul contract float %1506, %2109
  %2111 = fadd contract float %2107, %2110
  %2112 = fmul contract float %2111, %2027
  %2113 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %2114 = load float, ptr %2113, align 4, !tbaa !18
  %2115 = fdiv contract float %2114, %2033
  %2116 = fadd contract float %2112, %2115
  %2117 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4, !tbaa !6
  %2118 = sitofp i32 %2117 to float
  %2119 = fmul contract float %211, %2118
  %2120 = fadd contract float %2119, 0.000000e+00
  %2121 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 4), align 4, !tbaa !6
  %2122 = sitofp i32 %2121 to float
  %2123 = fmul contract float %282, %2122
  %2124 = fadd contract float %2120, %2123
  %2125 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 8), align 4, !tbaa !6
  %2126 = sitofp i32 %2125 to float
  %2127 = fmul contract float %354, %2126
  %2128 = fadd contract float %2124, %2127
  %2129 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 12), align 4, !tbaa !6
  %2130 = sitofp i32 %2129 to float
  %2131 = fmul contract float %426, %2130
  %2132 = fadd contract float %2128, %2131
  %2133 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 16), align 4, !tbaa !6
  %2134 = sitofp i32 %2133 to float
  %2135 = fmul contract float %498, %2134
  %2136 = fadd contract float %2132, %2135
  %2137 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 20), align 4, !tbaa !6
  %2138 = sitofp i32 %2137 to float
  %2139 = fmul contract float %570, %2138
  %2140 = fadd contract float %2136, %2139
  %2141 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 24), align 4, !tbaa !6
  %2142 = sitofp i32 %2141 to float
  %2143 = fmul contract float %642, %2142
  %2144 = fadd contract float %2140, %2143
  %2145 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4, !tbaa !6
  %2146 = sitofp i32 %2145 to float
  %2147 = fmul contract float %714, %2146
  %2148 = fadd contract float %2144, %2147
  %2149 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4, !tbaa !6
  %2150 = sitofp i32 %2149 to float
  %2151 = fmul contract float %786, %2150
  %2152 = fadd contract float %2148, %2151
  %2153 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4, !tbaa !6
  %2154 = sitofp i32 %2153 to float
  %2155 = fmul contract float %858, %2154
  %2156 = fadd contract float %2152, %2155
  %2157 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4, !tbaa !6
  %2158 = sitofp i32 %2157 to float
  %2159 = fmul contract float %930, %2158
  %2160 = fadd contract float %2156, %2159
  %2161 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4, !tbaa !6
  %2162 = sitofp i32 %2161 to float
  %2163 = fmul contract float %1002, %2162
  %2164 = fadd contract float %2160, %2163
  %2165 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4, !tbaa !6
  %2166 = sitofp i32 %2165 to float
  %2167 = fmul contract float %1074, %2166
  %2168 = fadd contract float %2164, %2167
  %2169 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4, !tbaa !6
  %2170 = sitofp i32 %2169 to float
  %2171 = fmul contract float %1146, %2170
  %2172 = fadd contract float %2168, %2171
  %2173 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4, !tbaa !6
  %2174 = sitofp i32 %2173 to float
  %2175 = fmul contract float %1218, %2174
  %2176 = fadd contract float %2172, %2175
  %2177 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4, !tbaa !6
  %2178 = sitofp i32 %2177 to float
  %2179 = fmul contract float %1290, %2178
  %2180 = fadd contract float %2176, %2179
  %2181 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4, !tbaa !6
  %2182 = sitofp i32 %2181 to float
  %2183 = fmul contract float %1362, %2182
  %2184 = fadd contract float %2180, %2183
  %2185 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4, !tbaa !6
  %2186 = sitofp i32 %2185 to float
  %2187 = fmul contract float %1434, %2186
  %2188 = fadd contract float %2184, %2187
  %2189 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4, !tbaa !6
  %2190 = sitofp i32 %2189 to float
  %2191 = fmul contract float %1506, %2190
  %2192 = fadd contract float %2188, %2191
  %2193 = fmul contract float %2192, %2027
  %2194 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %2195 = load float, ptr %2194, align 4, !tbaa !19
  %2196 = fdiv contract float %2195, %2033
  %2197 = fadd contract float %2193, %2196
  %2198 = getelementptr float, ptr %1, i64 %43
  %2199 = fmul contract float %2035, %2035
  %2200 = fmul contract float %2197, %2197
  %2201 = fmul contract float %2116, %2116
  %2202 = fadd contract float %2200, %2201
  %2203 = fadd contract float %2199, %2202
  %2204 = fmul contract float %2203, 1.500000e+00
  %2205 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4, !tbaa !6
  %2206 = sitofp i32 %2205 to float
  %2207 = fmul contract float %2197, %2206
  %2208 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), align 4, !tbaa !6
  %2209 = sitofp i32 %2208 to float
  %2210 = fmul contract float %2116, %2209
  %2211 = fadd contract float %2207, %2210
  %2212 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), align 4, !tbaa !6
  %2213 = sitofp i32 %2212 to float
  %2214 = fmul contract float %2035, %2213
  %2215 = fadd contract float %2211, %2214
  %2216 = fmul contract float %2215, 3.000000e+00
  %2217 = load float, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), align 4, !tbaa !12
  %2218 = fmul contract float %1525, %2217
  %2219 = fadd contract float %2216, 1.000000e+00
  %2220 = fmul contract float %2216, 5.000000e-01
  %2221 = fmul contract float %2216, %2220
  %2222 = fadd contract float %2219, %2221
  %2223 = fsub contract float %2222, %2204
  %2224 = fmul contract float %2218, %2223
  %2225 = fsub contract float %211, %2224
  %2226 = fmul contract float %2031, %2225
  %2227 = fsub contract float %211, %2226
  store float %2227, ptr %2198, align 4, !tbaa !12
  %2228 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 4), align 4, !tbaa !6
  %2229 = sitofp i32 %2228 to float
  %2230 = fmul contract float %2197, %2229
  %2231 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 4), align 4, !tbaa !6
  %2232 = sitofp i32 %2231 to float
  %2233 = fmul contract float %2116, %2232
  %2234 = fadd contract float %2230, %2233
  %2235 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 4), align 4, !tbaa !6
  %2236 = sitofp i32 %2235 to float
  %2237 = fmul contract float %2035, %2236
  %2238 = fadd contract float %2234, %2237
  %2239 = fmul contract float %2238, 3.000000e+00
  %2240 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 4), align 4, !tbaa !12
  %2241 = fmul contract float %1525, %2240
  %2242 = fadd contract float %2239, 1.000000e+00
  %2243 = fmul contract float %2239, 5.000000e-01
  %2244 = fmul contract float %2239, %2243
  %2245 = fadd contract float %2242, %2244
  %2246 = fsub contract float %2245, %2204
  %2247 = fmul contract float %2241, %2246
  %2248 = fsub contract float %282, %2247
  %2249 = fmul contract float %2031, %2248
  %2250 = fsub contract float %282, %2249
  %2251 = getelementptr float, ptr %2198, i64 %6
  store float %2250, ptr %2251, align 4, !tbaa !12
  %2252 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 8), align 4, !tbaa !6
  %2253 = sitofp i32 %2252 to float
  %2254 = fmul contract float %2197, %2253
  %2255 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 8), align 4, !tbaa !6
  %2256 = sitofp i32 %2255 to float
  %2257 = fmul contract float %2116, %2256
  %2258 = fadd contract float %2254, %2257
  %2259 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 8), align 4, !tbaa !6
  %2260 = sitofp i32 %2259 to float
  %2261 = fmul contract float %2035, %2260
  %2262 = fadd contract float %2258, %2261
  %2263 = fmul contract float %2262, 3.000000e+00
  %2264 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 8), align 4, !tbaa !12
  %2265 = fmul contract float %1525, %2264
  %2266 = fadd contract float %2263, 1.000000e+00
  %2267 = fmul contract float %2263, 5.000000e-01
  %2268 = fmul contract float %2263, %2267
  %2269 = fadd contract float %2266, %2268
  %2270 = fsub contract float %2269, %2204
  %2271 = fmul contract float %2265, %2270
  %2272 = fsub contract float %354, %2271
  %2273 = fmul contract float %2031, %2272
  %2274 = fsub contract float %354, %2273
  %2275 = shl i64 %6, 3
  %2276 = getelementptr i8, ptr %2198, i64 %2275
  store float %2274, ptr %2276, align 4, !tbaa !12
  %2277 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 12), align 4, !tbaa !6
  %2278 = sitofp i32 %2277 to float
  %2279 = fmul contract float %2197, %2278
  %2280 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 12), align 4, !tbaa !6
  %2281 = sitofp i32 %2280 to float
  %2282 = fmul contract float %2116, %2281
  %2283 = fadd contract float %2279, %2282
  %2284 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 12), align 4, !tbaa !6
  %2285 = sitofp i32 %2284 to float
  %2286 = fmul contract float %2035, %2285
  %2287 = fadd contract float %2283, %2286
  %2288 = fmul contract float %2287, 3.000000e+00
  %2289 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 12), align 4, !tbaa !12
  %2290 = fmul contract float %1525, %2289
  %2291 = fadd contract float %2288, 1.000000e+00
  %2292 = fmul contract float %2288, 5.000000e-01
  %2293 = fmul contract float %2288, %2292
  %2294 = fadd contract float %2291, %2293
  %2295 = fsub contract float %2294, %2204
  %2296 = fmul contract float %2290, %2295
  %2297 = fsub contract float %426, %2296
  %2298 = fmul contract float %2031, %2297
  %2299 = fsub contract float %426, %2298
  %2300 = mul i64 %6, 12
  %2301 = getelementptr i8, ptr %2198, i64 %2300
  store float %2299, ptr %2301, align 4, !tbaa !12
  %2302 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 16), align 4, !tbaa !6
  %2303 = sitofp i32 %2302 to float
  %2304 = fmul contract float %2197, %2303
  %2305 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 16), align 4, !tbaa !6
  %2306 = sitofp i32 %2305 to float
  %2307 = fmul contract float %2116, %2306
  %2308 = fadd contract float %2304, %2307
  %2309 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 16), align 4, !tbaa !6
  %2310 = sitofp i32 %2309 to float
  %2311 = fmul contract float %2035, %2310
  %2312 = fadd contract float %2308, %2311
  %2313 = fmul contract float %2312, 3.000000e+00
  %2314 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 16), align 4, !tbaa !12
  %2315 = fmul contract float %1525, %2314
  %2316 = fadd contract float %2313, 1.000000e+00
  %2317 = fmul contract float %2313, 5.000000e-01
  %2318 = fmul contract float %2313, %2317
  %2319 = fadd contract float %2316, %2318
  %2320 = fsub contract float %2319, %2204
  %2321 = fmul contract float %2315, %2320
  %2322 = fsub contract float %498, %2321
  %2323 = fmul contract float %2031, %2322
  %2324 = fsub contract float %498, %2323
  %2325 = shl i64 %6, 4
  %2326 = getelementptr i8, ptr %2198, i64 %2325
  store float %2324, ptr %2326, align 4, !tbaa !12
  %2327 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 20), align 4, !tbaa !6
  %2328 = sitofp i32 %2327 to float
  %2329 = fmul contract float %2197, %2328
  %2330 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 20), align 4, !tbaa !6
  %2331 = sitofp i32 %2330 to float
  %2332 = fmul contract float %2116, %2331
  %2333 = fadd contract float %2329, %2332
  %2334 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 20), align 4, !tbaa !6
  %2335 = sitofp i32 %2334 to float
  %2336 = fmul contract float %2035, %2335
  %2337 = fadd contract float %2333, %2336
  %2338 = fmul contract float %2337, 3.000000e+00
  %2339 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 20), align 4, !tbaa !12
  %2340 = fmul contract float %1525, %2339
  %2341 = fadd contract float %2338, 1.000000e+00
  %2342 = fmul contract float %2338, 5.000000e-01
  %2343 = fmul contract float %2338, %2342
  %2344 = fadd contract float %2341, %2343
  %2345 = fsub contract float %2344, %2204
  %2346 = fmul contract float %2340, %2345
  %2347 = fsub contract float %570, %2346
  %2348 = fmul contract float %2031, %2347
  %2349 = fsub contract float %570, %2348
  %2350 = mul i64 %6, 20
  %2351 = getelementptr i8, ptr %2198, i64 %2350
  store float %2349, ptr %2351, align 4, !tbaa !12
  %2352 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 24), align 4, !tbaa !6
  %2353 = sitofp i32 %2352 to float
  %2354 = fmul contract float %2197, %2353
  %2355 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 24), align 4, !tbaa !6
  %2356 = sitofp i32 %2355 to float
  %2357 = fmul contract float %2116, %2356
  %2358 = fadd contract float %2354, %2357
  %2359 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 24), align 4, !tbaa !6
  %2360 = sitofp i32 %2359 to float
  %2361 = fmul contract float %2035, %2360
  %2362 = fadd contract float %2358, %2361
  %2363 = fmul contract float %2362, 3.000000e+00
  %2364 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 24), align 4, !tbaa !12
  %2365 = fmul contract float %1525, %2364
  %2366 = fadd contract float %2363, 1.000000e+00
  %2367 = fmul contract float %2363, 5.000000e-01
  %2368 = fmul contract float %2363, %2367
  %2369 = fadd contract float %2366, %2368
  %2370 = fsub contract float %2369, %2204
  %2371 = fmul contract float %2365, %2370
  %2372 = fsub contract float %642, %2371
  %2373 = fmul contract float %2031, %2372
  %2374 = fsub contract float %642, %2373
  %2375 = mul i64 %6, 24
  %2376 = getelementptr i8, ptr %2198, i64 %2375
  store float %2374, ptr %2376, align 4, !tbaa !12
  %2377 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4, !tbaa !6
  %2378 = sitofp i32 %2377 to float
  %2379 = fmul contract float %2197, %2378
  %2380 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 28), align 4, !tbaa !6
  %2381 = sitofp i32 %2380 to float
  %2382 = fmul contract float %2116, %2381
  %2383 = fadd contract float %2379, %2382
  %2384 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 28), align 4, !tbaa !6
  %2385 = sitofp i32 %2384 to float
  %2386 = fmul contract float %2035, %2385
  %2387 = fadd contract float %2383, %2386
  %2388 = fmul contract float %2387, 3.000000e+00
  %2389 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 28), align 4, !tbaa !12
  %2390 = fmul contract float %1525, %2389
  %2391 = fadd contract float %2388, 1.000000e+00
  %2392 = fmul contract float %2388, 5.000000e-01
  %2393 = fmul contract float %2388, %2392
  %2394 = fadd contract float %2391, %2393
  %2395 = fsub contract float %2394, %2204
  %2396 = fmul contract float %2390, %2395
  %2397 = fsub contract float %714, %2396
  %2398 = fmul contract float %2031, %2397
  %2399 = fsub contract float %714, %2398
  %2400 = mul i64 %6, 28
  %2401 = getelementptr i8, ptr %2198, i64 %2400
  store float %2399, ptr %2401, align 4, !tbaa !12
  %2402 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4, !tbaa !6
  %2403 = sitofp i32 %2402 to float
  %2404 = fmul contract float %2197, %2403
  %2405 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 32), align 4, !tbaa !6
  %2406 = sitofp i32 %2405 to float
  %2407 = fmul contract float %2116, %2406
  %2408 = fadd contract float %2404, %2407
  %2409 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 32), align 4, !tbaa !6
  %2410 = sitofp i32 %2409 to float
  %2411 = fmul contract float %2035, %2410
  %2412 = fadd contract float %2408, %2411
  %2413 = fmul contract float %2412, 3.000000e+00
  %2414 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 32), align 4, !tbaa !12
  %2415 = fmul contract float %1525, %2414
  %2416 = fadd contract float %2413, 1.000000e+00
  %2417 = fmul contract float %2413, 5.000000e-01
  %2418 = fmul contract float %2413, %2417
  %2419 = fadd contract float %2416, %2418
  %2420 = fsub contract float %2419, %2204
  %2421 = fmul contract float %2415, %2420
  %2422 = fsub contract float %786, %2421
  %2423 = fmul contract float %2031, %2422
  %2424 = fsub contract float %786, %2423
  %2425 = shl i64 %6, 5
  %2426 = getelementptr i8, ptr %2198, i64 %2425
  store float %2424, ptr %2426, align 4, !tbaa !12
  %2427 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4, !tbaa !6
  %2428 = sitofp i32 %2427 to float
  %2429 = fmul contract float %2197, %2428
  %2430 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 36), align 4, !tbaa !6
  %2431 = sitofp i32 %2430 to float
  %2432 = fmul contract float %2116, %2431
  %2433 = fadd contract float %2429, %2432
  %2434 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 36), align 4, !tbaa !6
  %2435 = sitofp i32 %2434 to float
  %2436 = fmul contract float %2035, %2435
  %2437 = fadd contract float %2433, %2436
  %2438 = fmul contract float %2437, 3.000000e+00
  %2439 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 36), align 4, !tbaa !12
  %2440 = fmul contract float %1525, %2439
  %2441 = fadd contract float %2438, 1.000000e+00
  %2442 = fmul contract float %2438, 5.000000e-01
  %2443 = fmul contract float %2438, %2442
  %2444 = fadd contract float %2441, %2443
  %2445 = fsub contract float %2444, %2204
  %2446 = fmul contract float %2440, %2445
  %2447 = fsub contract float %858, %2446
  %2448 = fmul contract float %2031, %2447
  %2449 = fsub contract float %858, %2448
  %2450 = mul i64 %6, 36
  %2451 = getelementptr i8, ptr %2198, i64 %2450
  store float %2449, ptr %2451, align 4, !tbaa !12
  %2452 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4, !tbaa !6
  %2453 = sitofp i32 %2452 to float
  %2454 = fmul contract float %2197, %2453
  %2455 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4, !tbaa !6
  %2456 = sitofp i32 %2455 to float
  %2457 = fmul contract float %2116, %2456
  %2458 = fadd contract float %2454, %2457
  %2459 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4, !tbaa !6
  %2460 = sitofp i32 %2459 to float
  %2461 = fmul contract float %2035, %2460
  %2462 = fadd contract float %2458, %2461
  %2463 = fmul contract float %2462, 3.000000e+00
  %2464 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 40), align 4, !tbaa !12
  %2465 = fmul contract float %1525, %2464
  %2466 = fadd contract float %2463, 1.000000e+00
  %2467 = fmul contract float %2463, 5.000000e-01
  %2468 = fmul contract float %2463, %2467
  %2469 = fadd contract float %2466, %2468
  %2470 = fsub contract float %2469, %2204
  %2471 = fmul contract float %2465, %2470
  %2472 = fsub contract float %930, %2471
  %2473 = fmul contract float %2031, %2472
  %2474 = fsub contract float %930, %2473
  %2475 = mul i64 %6, 40
  %2476 = getelementptr i8, ptr %2198, i64 %2475
  store float %2474, ptr %2476, align 4, !tbaa !12
  %2477 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4, !tbaa !6
  %2478 = sitofp i32 %2477 to float
  %2479 = fmul contract float %2197, %2478
  %2480 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4, !tbaa !6
  %2481 = sitofp i32 %2480 to float
  %2482 = fmul contract float %2116, %2481
  %2483 = fadd contract float %2479, %2482
  %2484 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4, !tbaa !6
  %2485 = sitofp i32 %2484 to float
  %2486 = fmul contract float %2035, %2485
  %2487 = fadd contract float %2483, %2486
  %2488 = fmul contract float %2487, 3.000000e+00
  %2489 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 44), align 4, !tbaa !12
  %2490 = fmul contract float %1525, %2489
  %2491 = fadd contract float %2488, 1.000000e+00
  %2492 = fmul contract float %2488, 5.000000e-01
  %2493 = fmul contract float %2488, %2492
  %2494 = fadd contract float %2491, %2493
  %2495 = fsub contract float %2494, %2204
  %2496 = fmul contract float %2490, %2495
  %2497 = fsub contract float %1002, %2496
  %2498 = fmul contract float %2031, %2497
  %2499 = fsub contract float %1002, %2498
  %2500 = mul i64 %6, 44
  %2501 = getelementptr i8, ptr %2198, i64 %2500
  store float %2499, ptr %2501, align 4, !tbaa !12
  %2502 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4, !tbaa !6
  %2503 = sitofp i32 %2502 to float
  %2504 = fmul contract float %2197, %2503
  %2505 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4, !tbaa !6
  %2506 = sitofp i32 %2505 to float
  %2507 = fmul contract float %2116, %2506
  %2508 = fadd contract float %2504, %2507
  %2509 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4, !tbaa !6
  %2510 = sitofp i32 %2509 to float
  %2511 = fmul contract float %2035, %2510
  %2512 = fadd contract float %2508, %2511
  %2513 = fmul contract float %2512, 3.000000e+00
  %2514 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 48), align 4, !tbaa !12
  %2515 = fmul contract float %1525, %2514
  %2516 = fadd contract float %2513, 1.000000e+00
  %2517 = fmul contract float %2513, 5.000000e-01
  %2518 = fmul contract float %2513, %2517
  %2519 = fadd contract float %2516, %2518
  %2520 = fsub contract float %2519, %2204
  %2521 = fmul contract float %2515, %2520
  %2522 = fsub contract float %1074, %2521
  %2523 = fmul contract float %2031, %2522
  %2524 = fsub contract float %1074, %2523
  %2525 = mul i64 %6, 48
  %2526 = getelementptr i8, ptr %2198, i64 %2525
  store float %2524, ptr %2526, align 4, !tbaa !12
  %2527 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4, !tbaa !6
  %2528 = sitofp i32 %2527 to float
  %2529 = fmul contract float %2197, %2528
  %2530 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4, !tbaa !6
  %2531 = sitofp i32 %2530 to float
  %2532 = fmul contract float %2116, %2531
  %2533 = fadd contract float %2529, %2532
  %2534 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4, !tbaa !6
  %2535 = sitofp i32 %2534 to float
  %2536 = fmul contract float %2035, %2535
  %2537 = fadd contract float %2533, %2536
  %2538 = fmul contract float %2537, 3.000000e+00
  %2539 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 52), align 4, !tbaa !12
  %2540 = fmul contract float %1525, %2539
  %2541 = fadd contract float %2538, 1.000000e+00
  %2542 = fmul contract float %2538, 5.000000e-01
  %2543 = fmul contract float %2538, %2542
  %2544 = fadd contract float %2541, %2543
  %2545 = fsub contract float %2544, %2204
  %2546 = fmul contract float %2540, %2545
  %2547 = fsub contract float %1146, %2546
  %2548 = fmul contract float %2031, %2547
  %2549 = fsub contract float %1146, %2548
  %2550 = mul i64 %6, 52
  %2551 = getelementptr i8, ptr %2198, i64 %2550
  store float %2549, ptr %2551, align 4, !tbaa !12
  %2552 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4, !tbaa !6
  %2553 = sitofp i32 %2552 to float
  %2554 = fmul contract float %2197, %2553
  %2555 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4, !tbaa !6
  %2556 = sitofp i32 %2555 to float
  %2557 = fmul contract float %2116, %2556
  %2558 = fadd contract float %2554, %2557
  %2559 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4, !tbaa !6
  %2560 = sitofp i32 %2559 to float
  %2561 = fmul contract float %2035, %2560
  %2562 = fadd contract float %2558, %2561
  %2563 = fmul contract float %2562, 3.000000e+00
  %2564 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 56), align 4, !tbaa !12
  %2565 = fmul contract float %1525, %2564
  %2566 = fadd contract float %2563, 1.000000e+00
  %2567 = fmul contract float %2563, 5.000000e-01
  %2568 = fmul contract float %2563, %2567
  %2569 = fadd contract float %2566, %2568
  %2570 = fsub contract float %2569, %2204
  %2571 = fmul contract float %2565, %2570
  %2572 = fsub contract float %1218, %2571
  %2573 = fmul contract float %2031, %2572
  %2574 = fsub contract float %1218, %2573
  %2575 = mul i64 %6, 56
  %2576 = getelementptr i8, ptr %2198, i64 %2575
  store float %2574, ptr %2576, align 4, !tbaa !12
  %2577 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4, !tbaa !6
  %2578 = sitofp i32 %2577 to float
  %2579 = fmul contract float %2197, %2578
  %2580 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4, !tbaa !6
  %2581 = sitofp i32 %2580 to float
  %2582 = fmul contract float %2116, %2581
  %2583 = fadd contract float %2579, %2582
  %2584 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4, !tbaa !6
  %2585 = sitofp i32 %2584 to float
  %2586 = fmul contract float %2035, %2585
  %2587 = fadd contract float %2583, %2586
  %2588 = fmul contract float %2587, 3.000000e+00
  %2589 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 60), align 4, !tbaa !12
  %2590 = fmul contract float %1525, %2589
  %2591 = fadd contract float %2588, 1.000000e+00
  %2592 = fmul contract float %2588, 5.000000e-01
  %2593 = fmul contract float %2588, %2592
  %2594 = fadd contract float %2591, %2593
  %2595 = fsub contract float %2594, %2204
  %2596 = fmul contract float %2590, %2595
  %2597 = fsub contract float %1290, %2596
  %2598 = fmul contract float %2031, %2597
  %2599 = fsub contract float %1290, %2598
  %2600 = mul i64 %6, 60
  %2601 = getelementptr i8, ptr %2198, i64 %2600
  store float %2599, ptr %2601, align 4, !tbaa !12
  %2602 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4, !tbaa !6
  %2603 = sitofp i32 %2602 to float
  %2604 = fmul contract float %2197, %2603
  %2605 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4, !tbaa !6
  %2606 = sitofp i32 %2605 to float
  %2607 = fmul contract float %2116, %2606
  %2608 = fadd contract float %2604, %2607
  %2609 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4, !tbaa !6
  %2610 = sitofp i32 %2609 to float
  %2611 = fmul contract float %2035, %2610
  %2612 = fadd contract float %2608, %2611
  %2613 = fmul contract float %2612, 3.000000e+00
  %2614 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 64), align 4, !tbaa !12
  %2615 = fmul contract float %1525, %2614
  %2616 = fadd contract float %2613, 1.000000e+00
  %2617 = fmul contract float %2613, 5.000000e-01
  %2618 = fmul contract float %2613, %2617
  %2619 = fadd contract float %2616, %2618
  %2620 = fsub contract float %2619, %2204
  %2621 = fmul contract float %2615, %2620
  %2622 = fsub contract float %1362, %2621
  %2623 = fmul contract float %2031, %2622
  %2624 = fsub contract float %1362, %2623
  %2625 = shl i64 %6, 6
  %2626 = getelementptr i8, ptr %2198, i64 %2625
  store float %2624, ptr %2626, align 4, !tbaa !12
  %2627 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4, !tbaa !6
  %2628 = sitofp i32 %2627 to float
  %2629 = fmul contract float %2197, %2628
  %2630 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4, !tbaa !6
  %2631 = sitofp i32 %2630 to float
  %2632 = fmul contract float %2116, %2631
  %2633 = fadd contract float %2629, %2632
  %2634 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4, !tbaa !6
  %2635 = sitofp i32 %2634 to float
  %2636 = fmul contract float %2035, %2635
  %2637 = fadd contract float %2633, %2636
  %2638 = fmul contract float %2637, 3.000000e+00
  %2639 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 68), align 4, !tbaa !12
  %2640 = fmul contract float %1525, %2639
  %2641 = fadd contract float %2638, 1.000000e+00
  %2642 = fmul contract float %2638, 5.000000e-01
  %2643 = fmul contract float %2638, %2642
  %2644 = fadd contract float %2641, %2643
  %2645 = fsub contract float %2644, %2204
  %2646 = fmul contract float %2640, %2645
  %2647 = fsub contract float %1434, %2646
  %2648 = fmul contract float %2031, %2647
  %2649 = fsub contract float %1434, %2648
  %2650 = mul i64 %6, 68
  %2651 = getelementptr i8, ptr %2198, i64 %2650
  store float %2649, ptr %2651, align 4, !tbaa !12
  %2652 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4, !tbaa !6
  %2653 = sitofp i32 %2652 to float
  %2654 = fmul contract float %2197, %2653
  %2655 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4, !tbaa !6
  %2656 = sitofp i32 %2655 to float
  %2657 = fmul contract float %2116, %2656
  %2658 = fadd contract float %2654, %2657
  %2659 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4, !tbaa !6
  %2660 = sitofp i32 %2659 to float
  %2661 = fmul contract float %2035, %2660
  %2662 = fadd contract float %2658, %2661
  %2663 = fmul contract float %2662, 3.000000e+00
  %2664 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 72), align 4, !tbaa !12
  %2665 = fmul contract float %1525, %2664
  %2666 = fadd contract float %2663, 1.000000e+00
  %2667 = fmul contract float %2663, 5.000000e-01
  %2668 = fmul contract float %2663, %2667
  %2669 = fadd contract float %2666, %2668
  %2670 = fsub contract float %2669, %2204
  %2671 = fmul contract float %2665, %2670
  %2672 = fsub contract float %1506, %2671
  %2673 = fmul contract float %2031, %2672
  %2674 = fsub contract float %1506, %2673
  %2675 = mul i64 %6, 72
  %2676 = getelementptr i8, ptr %2198, i64 %2675
  store float %2674, ptr %2676, align 4, !tbaa !12
  br label %2677

2677:                                             ; preds = %1527, %1948, %49, %29, %8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @lbm_d3q19_moments(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i64 noundef %8) local_unnamed_addr #1 {
  %10 = icmp slt i32 %5, 1
  %11 = icmp slt i32 %6, 1
  %12 = or i1 %10, %11
  %13 = icmp slt i32 %7, 1
  %14 = or i1 %12, %13
  br i1 %14, label %564, label %15

15:                                               ; preds = %9
  %16 = zext nneg i32 %5 to i64
  %17 = zext nneg i32 %6 to i64
  %18 = mul nuw nsw i64 %17, %16
  %19 = zext nneg i32 %7 to i64
  %20 = mul nuw nsw i64 %18, %19
  %21 = icmp slt i64 %8, %20
  br i1 %21, label %564, label %22

22:                                               ; preds = %15
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = mul nuw nsw i64 %24, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  %31 = icmp samesign ult i64 %30, %20
  br i1 %31, label %32, label %564

32:                                               ; preds = %22
  %33 = shl nuw i64 %20, 1
  %34 = shl nuw i64 %20, 1
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %36 = zext nneg i32 %35 to i64
  %37 = mul nuw nsw i64 %36, %26
  %38 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4
  %39 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4
  %40 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4
  %41 = mul i64 %8, 72
  %42 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4
  %43 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4
  %44 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4
  %45 = mul i64 %8, 68
  %46 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4
  %47 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4
  %48 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4
  %49 = shl i64 %8, 6
  %50 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4
  %51 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4
  %52 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4
  %53 = mul i64 %8, 60
  %54 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4
  %55 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4
  %56 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4
  %57 = mul i64 %8, 56
  %58 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4
  %59 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4
  %60 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4
  %61 = mul i64 %8, 52
  %62 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4
  %63 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4
  %64 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4
  %65 = mul i64 %8, 48
  %66 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4
  %67 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4
  %68 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4
  %69 = mul i64 %8, 44
  %70 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4
  %71 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4
  %72 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4
  %73 = mul i64 %8, 40
  %74 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 36), align 4
  %75 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 36), align 4
  %76 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4
  %77 = mul i64 %8, 36
  %78 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 32), align 4
  %79 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 32), align 4
  %80 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4
  %81 = shl i64 %8, 5
  %82 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 28), align 4
  %83 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 28), align 4
  %84 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4
  %85 = mul i64 %8, 28
  %86 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 24), align 4
  %87 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 24), align 4
  %88 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 24), align 4
  %89 = mul i64 %8, 24
  %90 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 20), align 4
  %91 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 20), align 4
  %92 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 20), align 4
  %93 = mul i64 %8, 20
  %94 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 16), align 4
  %95 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 16), align 4
  %96 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 16), align 4
  %97 = shl i64 %8, 4
  %98 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 12), align 4
  %99 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 12), align 4
  %100 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 12), align 4
  %101 = mul i64 %8, 12
  %102 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 8), align 4
  %103 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 8), align 4
  %104 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 8), align 4
  %105 = shl i64 %8, 3
  %106 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 4), align 4
  %107 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 4), align 4
  %108 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 4), align 4
  %109 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), align 4
  %110 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), align 4
  %111 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4
  %112 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4
  %113 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 28), align 4
  %114 = mul nsw i32 %113, %112
  %115 = sitofp i32 %114 to float
  %116 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 28), align 4
  %117 = mul nsw i32 %116, %112
  %118 = sitofp i32 %117 to float
  %119 = mul nsw i32 %116, %113
  %120 = sitofp i32 %119 to float
  %121 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4
  %122 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 32), align 4
  %123 = mul nsw i32 %122, %121
  %124 = sitofp i32 %123 to float
  %125 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 32), align 4
  %126 = mul nsw i32 %125, %121
  %127 = sitofp i32 %126 to float
  %128 = mul nsw i32 %125, %122
  %129 = sitofp i32 %128 to float
  %130 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4
  %131 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 36), align 4
  %132 = mul nsw i32 %131, %130
  %133 = sitofp i32 %132 to float
  %134 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 36), align 4
  %135 = mul nsw i32 %134, %130
  %136 = sitofp i32 %135 to float
  %137 = mul nsw i32 %134, %131
  %138 = sitofp i32 %137 to float
  %139 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4
  %140 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4
  %141 = mul nsw i32 %140, %139
  %142 = sitofp i32 %141 to float
  %143 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4
  %144 = mul nsw i32 %143, %139
  %145 = sitofp i32 %144 to float
  %146 = mul nsw i32 %143, %140
  %147 = sitofp i32 %146 to float
  %148 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4
  %149 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4
  %150 = mul nsw i32 %149, %148
  %151 = sitofp i32 %150 to float
  %152 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4
  %153 = mul nsw i32 %152, %148
  %154 = sitofp i32 %153 to float
  %155 = mul nsw i32 %152, %149
  %156 = sitofp i32 %155 to float
  %157 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4
  %158 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4
  %159 = mul nsw i32 %158, %157
  %160 = sitofp i32 %159 to float
  %161 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4
  %162 = mul nsw i32 %161, %157
  %163 = sitofp i32 %162 to float
  %164 = mul nsw i32 %161, %158
  %165 = sitofp i32 %164 to float
  %166 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4
  %167 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4
  %168 = mul nsw i32 %167, %166
  %169 = sitofp i32 %168 to float
  %170 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4
  %171 = mul nsw i32 %170, %166
  %172 = sitofp i32 %171 to float
  %173 = mul nsw i32 %170, %167
  %174 = sitofp i32 %173 to float
  %175 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4
  %176 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4
  %177 = mul nsw i32 %176, %175
  %178 = sitofp i32 %177 to float
  %179 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4
  %180 = mul nsw i32 %179, %175
  %181 = sitofp i32 %180 to float
  %182 = mul nsw i32 %179, %176
  %183 = sitofp i32 %182 to float
  %184 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4
  %185 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4
  %186 = mul nsw i32 %185, %184
  %187 = sitofp i32 %186 to float
  %188 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4
  %189 = mul nsw i32 %188, %184
  %190 = sitofp i32 %189 to float
  %191 = mul nsw i32 %188, %185
  %192 = sitofp i32 %191 to float
  %193 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4
  %194 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4
  %195 = mul nsw i32 %194, %193
  %196 = sitofp i32 %195 to float
  %197 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4
  %198 = mul nsw i32 %197, %193
  %199 = sitofp i32 %198 to float
  %200 = mul nsw i32 %197, %194
  %201 = sitofp i32 %200 to float
  %202 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4
  %203 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4
  %204 = mul nsw i32 %203, %202
  %205 = sitofp i32 %204 to float
  %206 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4
  %207 = mul nsw i32 %206, %202
  %208 = sitofp i32 %207 to float
  %209 = mul nsw i32 %206, %203
  %210 = sitofp i32 %209 to float
  %211 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4
  %212 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4
  %213 = mul nsw i32 %212, %211
  %214 = sitofp i32 %213 to float
  %215 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4
  %216 = mul nsw i32 %215, %211
  %217 = sitofp i32 %216 to float
  %218 = mul nsw i32 %215, %212
  %219 = sitofp i32 %218 to float
  %220 = sitofp i32 %111 to float
  %221 = sitofp i32 %110 to float
  %222 = sitofp i32 %109 to float
  %223 = sitofp i32 %108 to float
  %224 = sitofp i32 %107 to float
  %225 = sitofp i32 %106 to float
  %226 = sitofp i32 %104 to float
  %227 = sitofp i32 %103 to float
  %228 = sitofp i32 %102 to float
  %229 = sitofp i32 %100 to float
  %230 = sitofp i32 %99 to float
  %231 = sitofp i32 %98 to float
  %232 = sitofp i32 %96 to float
  %233 = sitofp i32 %95 to float
  %234 = sitofp i32 %94 to float
  %235 = sitofp i32 %92 to float
  %236 = sitofp i32 %91 to float
  %237 = sitofp i32 %90 to float
  %238 = sitofp i32 %88 to float
  %239 = sitofp i32 %87 to float
  %240 = sitofp i32 %86 to float
  %241 = sitofp i32 %84 to float
  %242 = sitofp i32 %83 to float
  %243 = sitofp i32 %82 to float
  %244 = sitofp i32 %80 to float
  %245 = sitofp i32 %79 to float
  %246 = sitofp i32 %78 to float
  %247 = sitofp i32 %76 to float
  %248 = sitofp i32 %75 to float
  %249 = sitofp i32 %74 to float
  %250 = sitofp i32 %72 to float
  %251 = sitofp i32 %71 to float
  %252 = sitofp i32 %70 to float
  %253 = sitofp i32 %68 to float
  %254 = sitofp i32 %67 to float
  %255 = sitofp i32 %66 to float
  %256 = sitofp i32 %64 to float
  %257 = sitofp i32 %63 to float
  %258 = sitofp i32 %62 to float
  %259 = sitofp i32 %60 to float
  %260 = sitofp i32 %59 to float
  %261 = sitofp i32 %58 to float
  %262 = sitofp i32 %56 to float
  %263 = sitofp i32 %55 to float
  %264 = sitofp i32 %54 to float
  %265 = sitofp i32 %52 to float
  %266 = sitofp i32 %51 to float
  %267 = sitofp i32 %50 to float
  %268 = sitofp i32 %48 to float
  %269 = sitofp i32 %47 to float
  %270 = sitofp i32 %46 to float
  %271 = sitofp i32 %44 to float
  %272 = sitofp i32 %43 to float
  %273 = sitofp i32 %42 to float
  %274 = sitofp i32 %40 to float
  %275 = sitofp i32 %39 to float
  %276 = sitofp i32 %38 to float
  br label %277

277:                                              ; preds = %32, %558
  %278 = phi i64 [ %30, %32 ], [ %562, %558 ]
  %279 = getelementptr inbounds nuw i8, ptr %1, i64 %278
  %280 = load i8, ptr %279, align 1, !tbaa !11
  %281 = and i8 %280, 3
  %282 = icmp eq i8 %281, 1
  br i1 %282, label %283, label %292

283:                                              ; preds = %277
  %284 = getelementptr inbounds nuw float, ptr %2, i64 %278
  store float 0.000000e+00, ptr %284, align 4, !tbaa !12
  %285 = add i64 %278, %34
  %286 = getelementptr inbounds nuw float, ptr %3, i64 %285
  store float 0.000000e+00, ptr %286, align 4, !tbaa !12
  %287 = add nuw i64 %278, %20
  %288 = getelementptr inbounds nuw float, ptr %3, i64 %287
  store float 0.000000e+00, ptr %288, align 4, !tbaa !12
  %289 = getelementptr inbounds nuw float, ptr %3, i64 %278
  store float 0.000000e+00, ptr %289, align 4, !tbaa !12
  %290 = getelementptr inbounds nuw float, ptr %4, i64 %285
  store float 0.000000e+00, ptr %290, align 4, !tbaa !12
  %291 = getelementptr inbounds nuw float, ptr %4, i64 %287
  store float 0.000000e+00, ptr %291, align 4, !tbaa !12
  br label %558

292:                                              ; preds = %277
  %293 = getelementptr float, ptr %0, i64 %278
  %294 = getelementptr i8, ptr %293, i64 %41
  %295 = load float, ptr %294, align 4, !tbaa !12
  %296 = getelementptr i8, ptr %293, i64 %45
  %297 = load float, ptr %296, align 4, !tbaa !12
  %298 = getelementptr i8, ptr %293, i64 %49
  %299 = load float, ptr %298, align 4, !tbaa !12
  %300 = getelementptr i8, ptr %293, i64 %53
  %301 = load float, ptr %300, align 4, !tbaa !12
  %302 = getelementptr i8, ptr %293, i64 %57
  %303 = load float, ptr %302, align 4, !tbaa !12
  %304 = getelementptr i8, ptr %293, i64 %61
  %305 = load float, ptr %304, align 4, !tbaa !12
  %306 = getelementptr i8, ptr %293, i64 %65
  %307 = load float, ptr %306, align 4, !tbaa !12
  %308 = getelementptr i8, ptr %293, i64 %69
  %309 = load float, ptr %308, align 4, !tbaa !12
  %310 = getelementptr i8, ptr %293, i64 %73
  %311 = load float, ptr %310, align 4, !tbaa !12
  %312 = getelementptr i8, ptr %293, i64 %77
  %313 = load float, ptr %312, align 4, !tbaa !12
  %314 = getelementptr i8, ptr %293, i64 %81
  %315 = load float, ptr %314, align 4, !tbaa !12
  %316 = getelementptr i8, ptr %293, i64 %85
  %317 = load float, ptr %316, align 4, !tbaa !12
  %318 = getelementptr i8, ptr %293, i64 %89
  %319 = load float, ptr %318, align 4, !tbaa !12
  %320 = getelementptr i8, ptr %293, i64 %93
  %321 = load float, ptr %320, align 4, !tbaa !12
  %322 = getelementptr i8, ptr %293, i64 %97
  %323 = load float, ptr %322, align 4, !tbaa !12
  %324 = getelementptr i8, ptr %293, i64 %101
  %325 = load float, ptr %324, align 4, !tbaa !12
  %326 = getelementptr i8, ptr %293, i64 %105
  %327 = load float, ptr %326, align 4, !tbaa !12
  %328 = getelementptr float, ptr %293, i64 %8
  %329 = load float, ptr %328, align 4, !tbaa !12
  %330 = load float, ptr %293, align 4, !tbaa !12
  %331 = fmul contract float %317, %115
  %332 = fadd contract float %331, 0.000000e+00
  %333 = fmul contract float %317, %118
  %334 = fadd contract float %333, 0.000000e+00
  %335 = fmul contract float %317, %120
  %336 = fadd contract float %335, 0.000000e+00
  %337 = fmul contract float %315, %124
  %338 = fadd contract float %332, %337
  %339 = fmul contract float %315, %127
  %340 = fadd contract float %334, %339
  %341 = fmul contract float %315, %129
  %342 = fadd contract float %336, %341
  %343 = fmul contract float %313, %133
  %344 = fadd contract float %338, %343
  %345 = fmul contract float %313, %136
  %346 = fadd contract float %340, %345
  %347 = fmul contract float %313, %138
  %348 = fadd contract float %342, %347
  %349 = fmul contract float %311, %142
  %350 = fadd contract float %344, %349
  %351 = fmul contract float %311, %145
  %352 = fadd contract float %346, %351
  %353 = fmul contract float %311, %147
  %354 = fadd contract float %348, %353
  %355 = fmul contract float %309, %151
  %356 = fadd contract float %350, %355
  %357 = fmul contract float %309, %154
  %358 = fadd contract float %352, %357
  %359 = fmul contract float %309, %156
  %360 = fadd contract float %354, %359
  %361 = fmul contract float %307, %160
  %362 = fadd contract float %356, %361
  %363 = fmul contract float %307, %163
  %364 = fadd contract float %358, %363
  %365 = fmul contract float %307, %165
  %366 = fadd contract float %360, %365
  %367 = fmul contract float %305, %169
  %368 = fadd contract float %362, %367
  %369 = fmul contract float %305, %172
  %370 = fadd contract float %364, %369
  %371 = fmul contract float %305, %174
  %372 = fadd contract float %366, %371
  %373 = fmul contract float %303, %178
  %374 = fadd contract float %368, %373
  %375 = fmul contract float %303, %181
  %376 = fadd contract float %370, %375
  %377 = fmul contract float %303, %183
  %378 = fadd contract float %372, %377
  %379 = fmul contract float %301, %187
  %380 = fadd contract float %374, %379
  %381 = fmul contract float %301, %190
  %382 = fadd contract float %376, %381
  %383 = fmul contract float %301, %192
  %384 = fadd contract float %378, %383
  %385 = fmul contract float %299, %196
  %386 = fadd contract float %380, %385
  %387 = fmul contract float %299, %199
  %388 = fadd contract float %382, %387
  %389 = fmul contract float %299, %201
  %390 = fadd contract float %384, %389
  %391 = fmul contract float %297, %205
  %392 = fadd contract float %386, %391
  %393 = fmul contract float %297, %208
  %394 = fadd contract float %388, %393
  %395 = fmul contract float %297, %210
  %396 = fadd contract float %390, %395
  %397 = fmul contract float %295, %214
  %398 = fadd contract float %392, %397
  %399 = fmul contract float %295, %217
  %400 = fadd contract float %394, %399
  %401 = fmul contract float %295, %219
  %402 = fadd contract float %396, %401
  %403 = fadd contract float %330, 0.000000e+00
  %404 = fmul contract float %330, %220
  %405 = fadd contract float %404, 0.000000e+00
  %406 = fmul contract float %330, %221
  %407 = fadd contract float %406, 0.000000e+00
  %408 = fmul contract float %330, %222
  %409 = fadd contract float %408, 0.000000e+00
  %410 = fadd contract float %403, %329
  %411 = fmul contract float %329, %223
  %412 = fadd contract float %405, %411
  %413 = fmul contract float %329, %224
  %414 = fadd contract float %407, %413
  %415 = fmul contract float %329, %225
  %416 = fadd contract float %409, %415
  %417 = fadd contract float %410, %327
  %418 = fmul contract float %327, %226
  %419 = fadd contract float %412, %418
  %420 = fmul contract float %327, %227
  %421 = fadd contract float %414, %420
  %422 = fmul contract float %327, %228
  %423 = fadd contract float %416, %422
  %424 = fadd contract float %417, %325
  %425 = fmul contract float %325, %229
  %426 = fadd contract float %419, %425
  %427 = fmul contract float %325, %230
  %428 = fadd contract float %421, %427
  %429 = fmul contract float %325, %231
  %430 = fadd contract float %423, %429
  %431 = fadd contract float %424, %323
  %432 = fmul contract float %323, %232
  %433 = fadd contract float %426, %432
  %434 = fmul contract float %323, %233
  %435 = fadd contract float %428, %434
  %436 = fmul contract float %323, %234
  %437 = fadd contract float %430, %436
  %438 = fadd contract float %431, %321
  %439 = fmul contract float %321, %235
  %440 = fadd contract float %433, %439
  %441 = fmul contract float %321, %236
  %442 = fadd contract float %435, %441
  %443 = fmul contract float %321, %237
  %444 = fadd contract float %437, %443
  %445 = fadd contract float %438, %319
  %446 = fmul contract float %319, %238
  %447 = fadd contract float %440, %446
  %448 = fmul contract float %319, %239
  %449 = fadd contract float %442, %448
  %450 = fmul contract float %319, %240
  %451 = fadd contract float %444, %450
  %452 = fadd contract float %445, %317
  %453 = fmul contract float %317, %241
  %454 = fadd contract float %447, %453
  %455 = fmul contract float %317, %242
  %456 = fadd contract float %449, %455
  %457 = fmul contract float %317, %243
  %458 = fadd contract float %451, %457
  %459 = fadd contract float %452, %315
  %460 = fmul contract float %315, %244
  %461 = fadd contract float %454, %460
  %462 = fmul contract float %315, %245
  %463 = fadd contract float %456, %462
  %464 = fmul contract float %315, %246
  %465 = fadd contract float %458, %464
  %466 = fadd contract float %459, %313
  %467 = fmul contract float %313, %247
  %468 = fadd contract float %461, %467
  %469 = fmul contract float %313, %248
  %470 = fadd contract float %463, %469
  %471 = fmul contract float %313, %249
  %472 = fadd contract float %465, %471
  %473 = fadd contract float %466, %311
  %474 = fmul contract float %311, %250
  %475 = fadd contract float %468, %474
  %476 = fmul contract float %311, %251
  %477 = fadd contract float %470, %476
  %478 = fmul contract float %311, %252
  %479 = fadd contract float %472, %478
  %480 = fadd contract float %473, %309
  %481 = fmul contract float %309, %253
  %482 = fadd contract float %475, %481
  %483 = fmul contract float %309, %254
  %484 = fadd contract float %477, %483
  %485 = fmul contract float %309, %255
  %486 = fadd contract float %479, %485
  %487 = fadd contract float %480, %307
  %488 = fmul contract float %307, %256
  %489 = fadd contract float %482, %488
  %490 = fmul contract float %307, %257
  %491 = fadd contract float %484, %490
  %492 = fmul contract float %307, %258
  %493 = fadd contract float %486, %492
  %494 = fadd contract float %487, %305
  %495 = fmul contract float %305, %259
  %496 = fadd contract float %489, %495
  %497 = fmul contract float %305, %260
  %498 = fadd contract float %491, %497
  %499 = fmul contract float %305, %261
  %500 = fadd contract float %493, %499
  %501 = fadd contract float %494, %303
  %502 = fmul contract float %303, %262
  %503 = fadd contract float %496, %502
  %504 = fmul contract float %303, %263
  %505 = fadd contract float %498, %504
  %506 = fmul contract float %303, %264
  %507 = fadd contract float %500, %506
  %508 = fadd contract float %501, %301
  %509 = fmul contract float %301, %265
  %510 = fadd contract float %503, %509
  %511 = fmul contract float %301, %266
  %512 = fadd contract float %505, %511
  %513 = fmul contract float %301, %267
  %514 = fadd contract float %507, %513
  %515 = fadd contract float %508, %299
  %516 = fmul contract float %299, %268
  %517 = fadd contract float %510, %516
  %518 = fmul contract float %299, %269
  %519 = fadd contract float %512, %518
  %520 = fmul contract float %299, %270
  %521 = fadd contract float %514, %520
  %522 = fadd contract float %515, %297
  %523 = fmul contract float %297, %271
  %524 = fadd contract float %517, %523
  %525 = fmul contract float %297, %272
  %526 = fadd contract float %519, %525
  %527 = fmul contract float %297, %273
  %528 = fadd contract float %521, %527
  %529 = fadd contract float %522, %295
  %530 = fmul contract float %295, %274
  %531 = fadd contract float %524, %530
  %532 = fmul contract float %295, %275
  %533 = fadd contract float %526, %532
  %534 = fmul contract float %295, %276
  %535 = fadd contract float %528, %534
  %536 = fcmp contract ogt float %529, 0x3D71979980000000
  %537 = fdiv contract float 1.000000e+00, %529
  %538 = select contract i1 %536, float %537, float 0.000000e+00
  %539 = fmul contract float %531, %538
  %540 = fmul contract float %533, %538
  %541 = fmul contract float %535, %538
  %542 = getelementptr inbounds nuw float, ptr %2, i64 %278
  store float %529, ptr %542, align 4, !tbaa !12
  %543 = getelementptr inbounds nuw float, ptr %3, i64 %278
  store float %539, ptr %543, align 4, !tbaa !12
  %544 = add nuw i64 %278, %20
  %545 = getelementptr inbounds nuw float, ptr %3, i64 %544
  store float %540, ptr %545, align 4, !tbaa !12
  %546 = add i64 %278, %33
  %547 = getelementptr inbounds nuw float, ptr %3, i64 %546
  store float %541, ptr %547, align 4, !tbaa !12
  %548 = fmul contract float %529, %539
  %549 = fmul contract float %540, %548
  %550 = fsub contract float %398, %549
  %551 = getelementptr inbounds nuw float, ptr %4, i64 %278
  store float %550, ptr %551, align 4, !tbaa !12
  %552 = fmul contract float %541, %548
  %553 = fsub contract float %400, %552
  %554 = getelementptr inbounds nuw float, ptr %4, i64 %544
  store float %553, ptr %554, align 4, !tbaa !12
  %555 = fmul contract float %529, %540
  %556 = fmul contract float %541, %555
  %557 = fsub contract float %402, %556
  br label %558

558:                                              ; preds = %292, %283
  %559 = phi i64 [ %546, %292 ], [ %278, %283 ]
  %560 = phi float [ %557, %292 ], [ 0.000000e+00, %283 ]
  %561 = getelementptr inbounds nuw float, ptr %4, i64 %559
  store float %560, ptr %561, align 4, !tbaa !12
  %562 = add i64 %278, %37
  %563 = icmp ult i64 %562, %20
  br i1 %563, label %277, label %564, !llvm.loop !20

564:                                              ; preds = %558, %22, %9, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !13, i64 16}
!15 = !{!"_ZTS9LbmParams", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16}
!16 = !{!15, !13, i64 12}
!17 = !{!15, !13, i64 0}
!18 = !{!15, !13, i64 8}
!19 = !{!15, !13, i64 4}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}
