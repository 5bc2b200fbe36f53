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
  br i1 %28, label %29, label %2648

29:                                               ; preds = %8
  %30 = sext i32 %3 to i64
  %31 = zext nneg i32 %4 to i64
  %32 = mul nsw i64 %31, %30
  %33 = zext nneg i32 %5 to i64
  %34 = mul nsw i64 %32, %33
  %35 = icmp slt i64 %6, %34
  br i1 %35, label %2648, label %36

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
  br label %2648

141:                                              ; preds = %36
  %142 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4, !tbaa !6
  %143 = sub nsw i32 %13, %142
  %144 = icmp slt i32 %143, 0
  %145 = icmp slt i32 %143, %3
  %146 = select i1 %145, i32 0, i32 %3
  %147 = sub nsw i32 0, %146
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
  %217 = sub nsw i32 0, %216
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
  %288 = sub nsw i32 0, %287
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
  %360 = sub nsw i32 0, %359
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
  %432 = sub nsw i32 0, %431
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
  %504 = sub nsw i32 0, %503
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
  %576 = sub nsw i32 0, %575
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
  %648 = sub nsw i32 0, %647
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
  %720 = sub nsw i32 0, %719
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
  %792 = sub nsw i32 0, %791
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
  %864 = sub nsw i32 0, %863
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
  %936 = sub nsw i32 0, %935
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
  %1008 = sub nsw i32 0, %1007
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
  %1080 = sub nsw i32 0, %1079
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
  %1152 = sub nsw i32 0, %1151
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
  %1224 = sub nsw i32 0, %1223
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
  %1296 = sub nsw i32 0, %1295
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
  %1368 = sub nsw i32 0, %1367
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
  %1440 = sub nsw i32 0, %1439
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
  br i1 %1526, label %1527, label %1946

1527:                                             ; preds = %1504
  %1528 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %1529 = load float, ptr %1528, align 4, !tbaa !14
  %1530 = fmul contract float %1529, %1529
  %1531 = fmul contract float %1530, 1.500000e+00
  %1532 = getelementptr float, ptr %1, i64 %43
  %1533 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4, !tbaa !6
  %1534 = sitofp i32 %1533 to float
  %1535 = fmul contract float %1529, %1534
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
  %1551 = fsub contract float %1550, %1531
  %1552 = fmul contract float %1546, %1551
  store float %1552, ptr %1532, align 4, !tbaa !12
  %1553 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 4), align 4, !tbaa !6
  %1554 = sitofp i32 %1553 to float
  %1555 = fmul contract float %1529, %1554
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
  %1571 = fsub contract float %1570, %1531
  %1572 = fmul contract float %1566, %1571
  %1573 = getelementptr float, ptr %1532, i64 %6
  store float %1572, ptr %1573, align 4, !tbaa !12
  %1574 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 8), align 4, !tbaa !6
  %1575 = sitofp i32 %1574 to float
  %1576 = fmul contract float %1529, %1575
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
  %1592 = fsub contract float %1591, %1531
  %1593 = fmul contract float %1587, %1592
  %1594 = shl i64 %6, 3
  %1595 = getelementptr i8, ptr %1532, i64 %1594
  store float %1593, ptr %1595, align 4, !tbaa !12
  %1596 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 12), align 4, !tbaa !6
  %1597 = sitofp i32 %1596 to float
  %1598 = fmul contract float %1529, %1597
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
  %1614 = fsub contract float %1613, %1531
  %1615 = fmul contract float %1609, %1614
  %1616 = mul i64 %6, 12
  %1617 = getelementptr i8, ptr %1532, i64 %1616
  store float %1615, ptr %1617, align 4, !tbaa !12
  %1618 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 16), align 4, !tbaa !6
  %1619 = sitofp i32 %1618 to float
  %1620 = fmul contract float %1529, %1619
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
  %1636 = fsub contract float %1635, %1531
  %1637 = fmul contract float %1631, %1636
  %1638 = shl i64 %6, 4
  %1639 = getelementptr i8, ptr %1532, i64 %1638
  store float %1637, ptr %1639, align 4, !tbaa !12
  %1640 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 20), align 4, !tbaa !6
  %1641 = sitofp i32 %1640 to float
  %1642 = fmul contract float %1529, %1641
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
  %1658 = fsub contract float %1657, %1531
  %1659 = fmul contract float %1653, %1658
  %1660 = mul i64 %6, 20
  %1661 = getelementptr i8, ptr %1532, i64 %1660
  store float %1659, ptr %1661, align 4, !tbaa !12
  %1662 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 24), align 4, !tbaa !6
  %1663 = sitofp i32 %1662 to float
  %1664 = fmul contract float %1529, %1663
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
  %1680 = fsub contract float %1679, %1531
  %1681 = fmul contract float %1675, %1680
  %1682 = mul i64 %6, 24
  %1683 = getelementptr i8, ptr %1532, i64 %1682
  store float %1681, ptr %1683, align 4, !tbaa !12
  %1684 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4, !tbaa !6
  %1685 = sitofp i32 %1684 to float
  %1686 = fmul contract float %1529, %1685
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
  %1702 = fsub contract float %1701, %1531
  %1703 = fmul contract float %1697, %1702
  %1704 = mul i64 %6, 28
  %1705 = getelementptr i8, ptr %1532, i64 %1704
  store float %1703, ptr %1705, align 4, !tbaa !12
  %1706 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4, !tbaa !6
  %1707 = sitofp i32 %1706 to float
  %1708 = fmul contract float %1529, %1707
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
  %1724 = fsub contract float %1723, %1531
  %1725 = fmul contract float %1719, %1724
  %1726 = shl i64 %6, 5
  %1727 = getelementptr i8, ptr %1532, i64 %1726
  store float %1725, ptr %1727, align 4, !tbaa !12
  %1728 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4, !tbaa !6
  %1729 = sitofp i32 %1728 to float
  %1730 = fmul contract float %1529, %1729
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
  %1746 = fsub contract float %1745, %1531
  %1747 = fmul contract float %1741, %1746
  %1748 = mul i64 %6, 36
  %1749 = getelementptr i8, ptr %1532, i64 %1748
  store float %1747, ptr %1749, align 4, !tbaa !12
  %1750 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4, !tbaa !6
  %1751 = sitofp i32 %1750 to float
  %1752 = fmul contract float %1529, %1751
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
  %1768 = fsub contract float %1767, %1531
  %1769 = fmul contract float %1763, %1768
  %1770 = mul i64 %6, 40
  %1771 = getelementptr i8, ptr %1532, i64 %1770
  store float %1769, ptr %1771, align 4, !tbaa !12
  %1772 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4, !tbaa !6
  %1773 = sitofp i32 %1772 to float
  %1774 = fmul contract float %1529, %1773
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
  %1790 = fsub contract float %1789, %1531
  %1791 = fmul contract float %1785, %1790
  %1792 = mul i64 %6, 44
  %1793 = getelementptr i8, ptr %1532, i64 %1792
  store float %1791, ptr %1793, align 4, !tbaa !12
  %1794 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4, !tbaa !6
  %1795 = sitofp i32 %1794 to float
  %1796 = fmul contract float %1529, %1795
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
  %1812 = fsub contract float %1811, %1531
  %1813 = fmul contract float %1807, %1812
  %1814 = mul i64 %6, 48
  %1815 = getelementptr i8, ptr %1532, i64 %1814
  store float %1813, ptr %1815, align 4, !tbaa !12
  %1816 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4, !tbaa !6
  %1817 = sitofp i32 %1816 to float
  %1818 = fmul contract float %1529, %1817
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
  %1834 = fsub contract float %1833, %1531
  %1835 = fmul contract float %1829, %1834
  %1836 = mul i64 %6, 52
  %1837 = getelementptr i8, ptr %1532, i64 %1836
  store float %1835, ptr %1837, align 4, !tbaa !12
  %1838 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4, !tbaa !6
  %1839 = sitofp i32 %1838 to float
  %1840 = fmul contract float %1529, %1839
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
  %1856 = fsub contract float %1855, %1531
  %1857 = fmul contract float %1851, %1856
  %1858 = mul i64 %6, 56
  %1859 = getelementptr i8, ptr %1532, i64 %1858
  store float %1857, ptr %1859, align 4, !tbaa !12
  %1860 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4, !tbaa !6
  %1861 = sitofp i32 %1860 to float
  %1862 = fmul contract float %1529, %1861
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
  %1878 = fsub contract float %1877, %1531
  %1879 = fmul contract float %1873, %1878
  %1880 = mul i64 %6, 60
  %1881 = getelementptr i8, ptr %1532, i64 %1880
  store float %1879, ptr %1881, align 4, !tbaa !12
  %1882 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4, !tbaa !6
  %1883 = sitofp i32 %1882 to float
  %1884 = fmul contract float %1529, %1883
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
  %1900 = fsub contract float %1899, %1531
  %1901 = fmul contract float %1895, %1900
  %1902 = shl i64 %6, 6
  %1903 = getelementptr i8, ptr %1532, i64 %1902
  store float %1901, ptr %1903, align 4, !tbaa !12
  %1904 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4, !tbaa !6
  %1905 = sitofp i32 %1904 to float
  %1906 = fmul contract float %1529, %1905
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
  %1922 = fsub contract float %1921, %1531
  %1923 = fmul contract float %1917, %1922
  %1924 = mul i64 %6, 68
  %1925 = getelementptr i8, ptr %1532, i64 %1924
  store float %1923, ptr %1925, align 4, !tbaa !12
  %1926 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4, !tbaa !6
  %1927 = sitofp i32 %1926 to float
  %1928 = fmul contract float %1529, %1927
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
  %1944 = fsub contract float %1943, %1531
  %1945 = fmul contract float %1939, %1944
  br label %2643

1946:                                             ; preds = %1504
  %1947 = sitofp i32 %174 to float
  %1948 = fmul contract float %211, %1947
  %1949 = fadd contract float %1948, 0.000000e+00
  %1950 = sitofp i32 %244 to float
  %1951 = fmul contract float %282, %1950
  %1952 = fadd contract float %1949, %1951
  %1953 = sitofp i32 %315 to float
  %1954 = fmul contract float %354, %1953
  %1955 = fadd contract float %1952, %1954
  %1956 = sitofp i32 %387 to float
  %1957 = fmul contract float %426, %1956
  %1958 = fadd contract float %1955, %1957
  %1959 = sitofp i32 %459 to float
  %1960 = fmul contract float %498, %1959
  %1961 = fadd contract float %1958, %1960
  %1962 = sitofp i32 %531 to float
  %1963 = fmul contract float %570, %1962
  %1964 = fadd contract float %1961, %1963
  %1965 = sitofp i32 %603 to float
  %1966 = fmul contract float %642, %1965
  %1967 = fadd contract float %1964, %1966
  %1968 = sitofp i32 %675 to float
  %1969 = fmul contract float %714, %1968
  %1970 = fadd contract float %1967, %1969
  %1971 = sitofp i32 %747 to float
  %1972 = fmul contract float %786, %1971
  %1973 = fadd contract float %1970, %1972
  %1974 = sitofp i32 %819 to float
  %1975 = fmul contract float %858, %1974
  %1976 = fadd contract float %1973, %1975
  %1977 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4, !tbaa !6
  %1978 = sitofp i32 %1977 to float
  %1979 = fmul contract float %930, %1978
  %1980 = fadd contract float %1976, %1979
  %1981 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4, !tbaa !6
  %1982 = sitofp i32 %1981 to float
  %1983 = fmul contract float %1002, %1982
  %1984 = fadd contract float %1980, %1983
  %1985 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4, !tbaa !6
  %1986 = sitofp i32 %1985 to float
  %1987 = fmul contract float %1074, %1986
  %1988 = fadd contract float %1984, %1987
  %1989 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4, !tbaa !6
  %1990 = sitofp i32 %1989 to float
  %1991 = fmul contract float %1146, %1990
  %1992 = fadd contract float %1988, %1991
  %1993 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4, !tbaa !6
  %1994 = sitofp i32 %1993 to float
  %1995 = fmul contract float %1218, %1994
  %1996 = fadd contract float %1992, %1995
  %1997 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4, !tbaa !6
  %1998 = sitofp i32 %1997 to float
  %1999 = fmul contract float %1290, %1998
  %2000 = fadd contract float %1996, %1999
  %2001 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4, !tbaa !6
  %2002 = sitofp i32 %2001 to float
  %2003 = fmul contract float %1362, %2002
  %2004 = fadd contract float %2000, %2003
  %2005 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4, !tbaa !6
  %2006 = sitofp i32 %2005 to float
  %2007 = fmul contract float %1434, %2006
  %2008 = fadd contract float %2004, %2007
  %2009 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4, !tbaa !6
  %2010 = sitofp i32 %2009 to float
  %2011 = fmul contract float %1506, %2010
  %2012 = fadd contract float %2008, %2011
  %2013 = fcmp contract ogt float %1525, 0x3D71979980000000
  %2014 = fdiv contract float 1.000000e+00, %1525
  %2015 = select contract i1 %2013, float %2014, float 0.000000e+00
  %2016 = fmul contract float %2012, %2015
  %2017 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %2018 = load float, ptr %2017, align 4, !tbaa !16
  %2019 = load float, ptr %7, align 4, !tbaa !17
  %2020 = fcmp contract ogt float %2019, 0x3EB0C6F7A0000000
  %2021 = select contract i1 %2020, float %2019, float 1.000000e+00
  %2022 = fdiv contract float %2018, %2021
  %2023 = fadd contract float %2016, %2022
  %2024 = sitofp i32 %158 to float
  %2025 = fmul contract float %211, %2024
  %2026 = fadd contract float %2025, 0.000000e+00
  %2027 = sitofp i32 %228 to float
  %2028 = fmul contract float %282, %2027
  %2029 = fadd contract float %2026, %2028
  %2030 = sitofp i32 %299 to float
  %2031 = fmul contract float %354, %2030
  %2032 = fadd contract float %2029, %2031
  %2033 = sitofp i32 %371 to float
  %2034 = fmul contract float %426, %2033
  %2035 = fadd contract float %2032, %2034
  %2036 = sitofp i32 %443 to float
  %2037 = fmul contract float %498, %2036
  %2038 = fadd contract float %2035, %2037
  %2039 = sitofp i32 %515 to float
  %2040 = fmul contract float %570, %2039
  %2041 = fadd contract float %2038, %2040
  %2042 = sitofp i32 %587 to float
  %2043 = fmul contract float %642, %2042
  %2044 = fadd contract float %2041, %2043
  %2045 = sitofp i32 %659 to float
  %2046 = fmul contract float %714, %2045
  %2047 = fadd contract float %2044, %2046
  %2048 = sitofp i32 %731 to float
  %2049 = fmul contract float %786, %2048
  %2050 = fadd contract float %2047, %2049
  %2051 = sitofp i32 %803 to float
  %2052 = fmul contract float %858, %2051
  %2053 = fadd contract float %2050, %2052
  %2054 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4, !tbaa !6
  %2055 = sitofp i32 %2054 to float
  %2056 = fmul contract float %930, %2055
  %2057 = fadd contract float %2053, %2056
  %2058 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4, !tbaa !6
  %2059 = sitofp i32 %2058 to float
  %2060 = fmul contract float %1002, %2059
  %2061 = fadd contract float %2057, %2060
  %2062 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4, !tbaa !6
  %2063 = sitofp i32 %2062 to float
  %2064 = fmul contract float %1074, %2063
  %2065 = fadd contract float %2061, %2064
  %2066 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4, !tbaa !6
  %2067 = sitofp i32 %2066 to float
  %2068 = fmul contract float %1146, %2067
  %2069 = fadd contract float %2065, %2068
  %2070 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4, !tbaa !6
  %2071 = sitofp i32 %2070 to float
  %2072 = fmul contract float %1218, %2071
  %2073 = fadd contract float %2069, %2072
  %2074 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4, !tbaa !6
  %2075 = sitofp i32 %2074 to float
  %2076 = fmul contract float %1290, %2075
  %2077 = fadd contract float %2073, %2076
  %2078 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4, !tbaa !6
  %2079 = sitofp i32 %2078 to float
  %2080 = fmul contract float %1362, %2079
  %2081 = fadd contract float %2077, %2080
  %2082 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4, !tbaa !6
  %2083 = sitofp i32 %2082 to float
  %2084 = fmul contract float %1434, %2083
  %2085 = fadd contract float %2081, %2084
  %2086 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4, !tbaa !6
  %2087 = sitofp i32 %2086 to float
  %2088 = fmul contract float %1506, %2087
  %2089 = fadd contract float %2085, %2088
  %2090 = fmul contract float %2089, %2015
  %2091 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %2092 = load float, ptr %2091, align 4, !tbaa !18
  %2093 = fdiv contract float %2092, %2021
  %2094 = fadd contract float %2090, %2093
  %2095 = sitofp i32 %142 to float
  %2096 = fmul contract float %211, %2095
  %2097 = fadd contract float %2096, 0.000000e+00
  %2098 = sitofp i32 %212 to float
  %2099 = fmul contract float %282, %2098
  %2100 = fadd contract float %2097, %2099
  %2101 = sitofp i32 %283 to float
  %2102 = fmul contract float %354, %2101
  %2103 = fadd contract float %2100, %2102
  %2104 = sitofp i32 %355 to float
  %2105 = fmul contract float %426, %2104
  %2106 = fadd contract float %2103, %2105
  %2107 = sitofp i32 %427 to float
  %2108 = fmul contract float %498, %2107
  %2109 = fadd contract float %2106, %2108
  %2110 = sitofp i32 %499 to float
  %2111 = fmul contract float %570, %2110
  %2112 = fadd contract float %2109, %2111
  %2113 = sitofp i32 %571 to float
  %2114 = fmul contract float %642, %2113
  %2115 = fadd contract float %2112, %2114
  %2116 = sitofp i32 %643 to float
  %2117 = fmul contract float %714, %2116
  %2118 = fadd contract float %2115, %2117
  %2119 = sitofp i32 %715 to float
  %2120 = fmul contract float %786, %2119
  %2121 = fadd contract float %2118, %2120
  %2122 = sitofp i32 %787 to float
  %2123 = fmul contract float %858, %2122
  %2124 = fadd contract float %2121, %2123
  %2125 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4, !tbaa !6
  %2126 = sitofp i32 %2125 to float
  %2127 = fmul contract float %930, %2126
  %2128 = fadd contract float %2124, %2127
  %2129 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4, !tbaa !6
  %2130 = sitofp i32 %2129 to float
  %2131 = fmul contract float %1002, %2130
  %2132 = fadd contract float %2128, %2131
  %2133 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4, !tbaa !6
  %2134 = sitofp i32 %2133 to float
  %2135 = fmul contract float %1074, %2134
  %2136 = fadd contract float %2132, %2135
  %2137 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4, !tbaa !6
  %2138 = sitofp i32 %2137 to float
  %2139 = fmul contract float %1146, %2138
  %2140 = fadd contract float %2136, %2139
  %2141 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4, !tbaa !6
  %2142 = sitofp i32 %2141 to float
  %2143 = fmul contract float %1218, %2142
  %2144 = fadd contract float %2140, %2143
  %2145 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4, !tbaa !6
  %2146 = sitofp i32 %2145 to float
  %2147 = fmul contract float %1290, %2146
  %2148 = fadd contract float %2144, %2147
  %2149 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4, !tbaa !6
  %2150 = sitofp i32 %2149 to float
  %2151 = fmul contract float %1362, %2150
  %2152 = fadd contract float %2148, %2151
  %2153 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4, !tbaa !6
  %2154 = sitofp i32 %2153 to float
  %2155 = fmul contract float %1434, %2154
  %2156 = fadd contract float %2152, %2155
  %2157 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4, !tbaa !6
  %2158 = sitofp i32 %2157 to float
  %2159 = fmul contract float %1506, %2158
  %2160 = fadd contract float %2156, %2159
  %2161 = fmul contract float %2160, %2015
  %2162 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %2163 = load float, ptr %2162, align 4, !tbaa !19
  %2164 = fdiv contract float %2163, %2021
  %2165 = fadd contract float %2161, %2164
  %2166 = fmul contract float %2165, %2165
  %2167 = fmul contract float %2094, %2094
  %2168 = fadd contract float %2166, %2167
  %2169 = fmul contract float %2023, %2023
  %2170 = fadd contract float %2169, %2168
  %2171 = fmul contract float %2170, 1.500000e+00
  %2172 = getelementptr float, ptr %1, i64 %43
  %2173 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4, !tbaa !6
  %2174 = sitofp i32 %2173 to float
  %2175 = fmul contract float %2165, %2174
  %2176 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), align 4, !tbaa !6
  %2177 = sitofp i32 %2176 to float
  %2178 = fmul contract float %2094, %2177
  %2179 = fadd contract float %2175, %2178
  %2180 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), align 4, !tbaa !6
  %2181 = sitofp i32 %2180 to float
  %2182 = fmul contract float %2023, %2181
  %2183 = fadd contract float %2179, %2182
  %2184 = fmul contract float %2183, 3.000000e+00
  %2185 = load float, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), align 4, !tbaa !12
  %2186 = fmul contract float %1525, %2185
  %2187 = fadd contract float %2184, 1.000000e+00
  %2188 = fmul contract float %2184, 5.000000e-01
  %2189 = fmul contract float %2184, %2188
  %2190 = fadd contract float %2187, %2189
  %2191 = fsub contract float %2190, %2171
  %2192 = fmul contract float %2186, %2191
  %2193 = fsub contract float %211, %2192
  %2194 = fmul contract float %2019, %2193
  %2195 = fsub contract float %211, %2194
  store float %2195, ptr %2172, align 4, !tbaa !12
  %2196 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 4), align 4, !tbaa !6
  %2197 = sitofp i32 %2196 to float
  %2198 = fmul contract float %2165, %2197
  %2199 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 4), align 4, !tbaa !6
  %2200 = sitofp i32 %2199 to float
  %2201 = fmul contract float %2094, %2200
  %2202 = fadd contract float %2198, %2201
  %2203 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 4), align 4, !tbaa !6
  %2204 = sitofp i32 %2203 to float
  %2205 = fmul contract float %2023, %2204
  %2206 = fadd contract float %2202, %2205
  %2207 = fmul contract float %2206, 3.000000e+00
  %2208 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 4), align 4, !tbaa !12
  %2209 = fmul contract float %1525, %2208
  %2210 = fadd contract float %2207, 1.000000e+00
  %2211 = fmul contract float %2207, 5.000000e-01
  %2212 = fmul contract float %2207, %2211
  %2213 = fadd contract float %2210, %2212
  %2214 = fsub contract float %2213, %2171
  %2215 = fmul contract float %2209, %2214
  %2216 = fsub contract float %282, %2215
  %2217 = fmul contract float %2019, %2216
  %2218 = fsub contract float %282, %2217
  %2219 = getelementptr float, ptr %2172, i64 %6
  store float %2218, ptr %2219, align 4, !tbaa !12
  %2220 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 8), align 4, !tbaa !6
  %2221 = sitofp i32 %2220 to float
  %2222 = fmul contract float %2165, %2221
  %2223 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 8), align 4, !tbaa !6
  %2224 = sitofp i32 %2223 to float
  %2225 = fmul contract float %2094, %2224
  %2226 = fadd contract float %2222, %2225
  %2227 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 8), align 4, !tbaa !6
  %2228 = sitofp i32 %2227 to float
  %2229 = fmul contract float %2023, %2228
  %2230 = fadd contract float %2226, %2229
  %2231 = fmul contract float %2230, 3.000000e+00
  %2232 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 8), align 4, !tbaa !12
  %2233 = fmul contract float %1525, %2232
  %2234 = fadd contract float %2231, 1.000000e+00
  %2235 = fmul contract float %2231, 5.000000e-01
  %2236 = fmul contract float %2231, %2235
  %2237 = fadd contract float %2234, %2236
  %2238 = fsub contract float %2237, %2171
  %2239 = fmul contract float %2233, %2238
  %2240 = fsub contract float %354, %2239
  %2241 = fmul contract float %2019, %2240
  %2242 = fsub contract float %354, %2241
  %2243 = shl i64 %6, 3
  %2244 = getelementptr i8, ptr %2172, i64 %2243
  store float %2242, ptr %2244, align 4, !tbaa !12
  %2245 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 12), align 4, !tbaa !6
  %2246 = sitofp i32 %2245 to float
  %2247 = fmul contract float %2165, %2246
  %2248 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 12), align 4, !tbaa !6
  %2249 = sitofp i32 %2248 to float
  %2250 = fmul contract float %2094, %2249
  %2251 = fadd contract float %2247, %2250
  %2252 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 12), align 4, !tbaa !6
  %2253 = sitofp i32 %2252 to float
  %2254 = fmul contract float %2023, %2253
  %2255 = fadd contract float %2251, %2254
  %2256 = fmul contract float %2255, 3.000000e+00
  %2257 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 12), align 4, !tbaa !12
  %2258 = fmul contract float %1525, %2257
  %2259 = fadd contract float %2256, 1.000000e+00
  %2260 = fmul contract float %2256, 5.000000e-01
  %2261 = fmul contract float %2256, %2260
  %2262 = fadd contract float %2259, %2261
  %2263 = fsub contract float %2262, %2171
  %2264 = fmul contract float %2258, %2263
  %2265 = fsub contract float %426, %2264
  %2266 = fmul contract float %2019, %2265
  %2267 = fsub contract float %426, %2266
  %2268 = mul i64 %6, 12
  %2269 = getelementptr i8, ptr %2172, i64 %2268
  store float %2267, ptr %2269, align 4, !tbaa !12
  %2270 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 16), align 4, !tbaa !6
  %2271 = sitofp i32 %2270 to float
  %2272 = fmul contract float %2165, %2271
  %2273 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 16), align 4, !tbaa !6
  %2274 = sitofp i32 %2273 to float
  %2275 = fmul contract float %2094, %2274
  %2276 = fadd contract float %2272, %2275
  %2277 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 16), align 4, !tbaa !6
  %2278 = sitofp i32 %2277 to float
  %2279 = fmul contract float %2023, %2278
  %2280 = fadd contract float %2276, %2279
  %2281 = fmul contract float %2280, 3.000000e+00
  %2282 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 16), align 4, !tbaa !12
  %2283 = fmul contract float %1525, %2282
  %2284 = fadd contract float %2281, 1.000000e+00
  %2285 = fmul contract float %2281, 5.000000e-01
  %2286 = fmul contract float %2281, %2285
  %2287 = fadd contract float %2284, %2286
  %2288 = fsub contract float %2287, %2171
  %2289 = fmul contract float %2283, %2288
  %2290 = fsub contract float %498, %2289
  %2291 = fmul contract float %2019, %2290
  %2292 = fsub contract float %498, %2291
  %2293 = shl i64 %6, 4
  %2294 = getelementptr i8, ptr %2172, i64 %2293
  store float %2292, ptr %2294, align 4, !tbaa !12
  %2295 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 20), align 4, !tbaa !6
  %2296 = sitofp i32 %2295 to float
  %2297 = fmul contract float %2165, %2296
  %2298 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 20), align 4, !tbaa !6
  %2299 = sitofp i32 %2298 to float
  %2300 = fmul contract float %2094, %2299
  %2301 = fadd contract float %2297, %2300
  %2302 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 20), align 4, !tbaa !6
  %2303 = sitofp i32 %2302 to float
  %2304 = fmul contract float %2023, %2303
  %2305 = fadd contract float %2301, %2304
  %2306 = fmul contract float %2305, 3.000000e+00
  %2307 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 20), align 4, !tbaa !12
  %2308 = fmul contract float %1525, %2307
  %2309 = fadd contract float %2306, 1.000000e+00
  %2310 = fmul contract float %2306, 5.000000e-01
  %2311 = fmul contract float %2306, %2310
  %2312 = fadd contract float %2309, %2311
  %2313 = fsub contract float %2312, %2171
  %2314 = fmul contract float %2308, %2313
  %2315 = fsub contract float %570, %2314
  %2316 = fmul contract float %2019, %2315
  %2317 = fsub contract float %570, %2316
  %2318 = mul i64 %6, 20
  %2319 = getelementptr i8, ptr %2172, i64 %2318
  store float %2317, ptr %2319, align 4, !tbaa !12
  %2320 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 24), align 4, !tbaa !6
  %2321 = sitofp i32 %2320 to float
  %2322 = fmul contract float %2165, %2321
  %2323 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 24), align 4, !tbaa !6
  %2324 = sitofp i32 %2323 to float
  %2325 = fmul contract float %2094, %2324
  %2326 = fadd contract float %2322, %2325
  %2327 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 24), align 4, !tbaa !6
  %2328 = sitofp i32 %2327 to float
  %2329 = fmul contract float %2023, %2328
  %2330 = fadd contract float %2326, %2329
  %2331 = fmul contract float %2330, 3.000000e+00
  %2332 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 24), align 4, !tbaa !12
  %2333 = fmul contract float %1525, %2332
  %2334 = fadd contract float %2331, 1.000000e+00
  %2335 = fmul contract float %2331, 5.000000e-01
  %2336 = fmul contract float %2331, %2335
  %2337 = fadd contract float %2334, %2336
  %2338 = fsub contract float %2337, %2171
  %2339 = fmul contract float %2333, %2338
  %2340 = fsub contract float %642, %2339
  %2341 = fmul contract float %2019, %2340
  %2342 = fsub contract float %642, %2341
  %2343 = mul i64 %6, 24
  %2344 = getelementptr i8, ptr %2172, i64 %2343
  store float %2342, ptr %2344, align 4, !tbaa !12
  %2345 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4, !tbaa !6
  %2346 = sitofp i32 %2345 to float
  %2347 = fmul contract float %2165, %2346
  %2348 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 28), align 4, !tbaa !6
  %2349 = sitofp i32 %2348 to float
  %2350 = fmul contract float %2094, %2349
  %2351 = fadd contract float %2347, %2350
  %2352 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 28), align 4, !tbaa !6
  %2353 = sitofp i32 %2352 to float
  %2354 = fmul contract float %2023, %2353
  %2355 = fadd contract float %2351, %2354
  %2356 = fmul contract float %2355, 3.000000e+00
  %2357 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 28), align 4, !tbaa !12
  %2358 = fmul contract float %1525, %2357
  %2359 = fadd contract float %2356, 1.000000e+00
  %2360 = fmul contract float %2356, 5.000000e-01
  %2361 = fmul contract float %2356, %2360
  %2362 = fadd contract float %2359, %2361
  %2363 = fsub contract float %2362, %2171
  %2364 = fmul contract float %2358, %2363
  %2365 = fsub contract float %714, %2364
  %2366 = fmul contract float %2019, %2365
  %2367 = fsub contract float %714, %2366
  %2368 = mul i64 %6, 28
  %2369 = getelementptr i8, ptr %2172, i64 %2368
  store float %2367, ptr %2369, align 4, !tbaa !12
  %2370 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4, !tbaa !6
  %2371 = sitofp i32 %2370 to float
  %2372 = fmul contract float %2165, %2371
  %2373 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 32), align 4, !tbaa !6
  %2374 = sitofp i32 %2373 to float
  %2375 = fmul contract float %2094, %2374
  %2376 = fadd contract float %2372, %2375
  %2377 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 32), align 4, !tbaa !6
  %2378 = sitofp i32 %2377 to float
  %2379 = fmul contract float %2023, %2378
  %2380 = fadd contract float %2376, %2379
  %2381 = fmul contract float %2380, 3.000000e+00
  %2382 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 32), align 4, !tbaa !12
  %2383 = fmul contract float %1525, %2382
  %2384 = fadd contract float %2381, 1.000000e+00
  %2385 = fmul contract float %2381, 5.000000e-01
  %2386 = fmul contract float %2381, %2385
  %2387 = fadd contract float %2384, %2386
  %2388 = fsub contract float %2387, %2171
  %2389 = fmul contract float %2383, %2388
  %2390 = fsub contract float %786, %2389
  %2391 = fmul contract float %2019, %2390
  %2392 = fsub contract float %786, %2391
  %2393 = shl i64 %6, 5
  %2394 = getelementptr i8, ptr %2172, i64 %2393
  store float %2392, ptr %2394, align 4, !tbaa !12
  %2395 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4, !tbaa !6
  %2396 = sitofp i32 %2395 to float
  %2397 = fmul contract float %2165, %2396
  %2398 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 36), align 4, !tbaa !6
  %2399 = sitofp i32 %2398 to float
  %2400 = fmul contract float %2094, %2399
  %2401 = fadd contract float %2397, %2400
  %2402 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 36), align 4, !tbaa !6
  %2403 = sitofp i32 %2402 to float
  %2404 = fmul contract float %2023, %2403
  %2405 = fadd contract float %2401, %2404
  %2406 = fmul contract float %2405, 3.000000e+00
  %2407 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 36), align 4, !tbaa !12
  %2408 = fmul contract float %1525, %2407
  %2409 = fadd contract float %2406, 1.000000e+00
  %2410 = fmul contract float %2406, 5.000000e-01
  %2411 = fmul contract float %2406, %2410
  %2412 = fadd contract float %2409, %2411
  %2413 = fsub contract float %2412, %2171
  %2414 = fmul contract float %2408, %2413
  %2415 = fsub contract float %858, %2414
  %2416 = fmul contract float %2019, %2415
  %2417 = fsub contract float %858, %2416
  %2418 = mul i64 %6, 36
  %2419 = getelementptr i8, ptr %2172, i64 %2418
  store float %2417, ptr %2419, align 4, !tbaa !12
  %2420 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4, !tbaa !6
  %2421 = sitofp i32 %2420 to float
  %2422 = fmul contract float %2165, %2421
  %2423 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4, !tbaa !6
  %2424 = sitofp i32 %2423 to float
  %2425 = fmul contract float %2094, %2424
  %2426 = fadd contract float %2422, %2425
  %2427 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4, !tbaa !6
  %2428 = sitofp i32 %2427 to float
  %2429 = fmul contract float %2023, %2428
  %2430 = fadd contract float %2426, %2429
  %2431 = fmul contract float %2430, 3.000000e+00
  %2432 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 40), align 4, !tbaa !12
  %2433 = fmul contract float %1525, %2432
  %2434 = fadd contract float %2431, 1.000000e+00
  %2435 = fmul contract float %2431, 5.000000e-01
  %2436 = fmul contract float %2431, %2435
  %2437 = fadd contract float %2434, %2436
  %2438 = fsub contract float %2437, %2171
  %2439 = fmul contract float %2433, %2438
  %2440 = fsub contract float %930, %2439
  %2441 = fmul contract float %2019, %2440
  %2442 = fsub contract float %930, %2441
  %2443 = mul i64 %6, 40
  %2444 = getelementptr i8, ptr %2172, i64 %2443
  store float %2442, ptr %2444, align 4, !tbaa !12
  %2445 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4, !tbaa !6
  %2446 = sitofp i32 %2445 to float
  %2447 = fmul contract float %2165, %2446
  %2448 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4, !tbaa !6
  %2449 = sitofp i32 %2448 to float
  %2450 = fmul contract float %2094, %2449
  %2451 = fadd contract float %2447, %2450
  %2452 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4, !tbaa !6
  %2453 = sitofp i32 %2452 to float
  %2454 = fmul contract float %2023, %2453
  %2455 = fadd contract float %2451, %2454
  %2456 = fmul contract float %2455, 3.000000e+00
  %2457 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 44), align 4, !tbaa !12
  %2458 = fmul contract float %1525, %2457
  %2459 = fadd contract float %2456, 1.000000e+00
  %2460 = fmul contract float %2456, 5.000000e-01
  %2461 = fmul contract float %2456, %2460
  %2462 = fadd contract float %2459, %2461
  %2463 = fsub contract float %2462, %2171
  %2464 = fmul contract float %2458, %2463
  %2465 = fsub contract float %1002, %2464
  %2466 = fmul contract float %2019, %2465
  %2467 = fsub contract float %1002, %2466
  %2468 = mul i64 %6, 44
  %2469 = getelementptr i8, ptr %2172, i64 %2468
  store float %2467, ptr %2469, align 4, !tbaa !12
  %2470 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4, !tbaa !6
  %2471 = sitofp i32 %2470 to float
  %2472 = fmul contract float %2165, %2471
  %2473 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4, !tbaa !6
  %2474 = sitofp i32 %2473 to float
  %2475 = fmul contract float %2094, %2474
  %2476 = fadd contract float %2472, %2475
  %2477 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4, !tbaa !6
  %2478 = sitofp i32 %2477 to float
  %2479 = fmul contract float %2023, %2478
  %2480 = fadd contract float %2476, %2479
  %2481 = fmul contract float %2480, 3.000000e+00
  %2482 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 48), align 4, !tbaa !12
  %2483 = fmul contract float %1525, %2482
  %2484 = fadd contract float %2481, 1.000000e+00
  %2485 = fmul contract float %2481, 5.000000e-01
  %2486 = fmul contract float %2481, %2485
  %2487 = fadd contract float %2484, %2486
  %2488 = fsub contract float %2487, %2171
  %2489 = fmul contract float %2483, %2488
  %2490 = fsub contract float %1074, %2489
  %2491 = fmul contract float %2019, %2490
  %2492 = fsub contract float %1074, %2491
  %2493 = mul i64 %6, 48
  %2494 = getelementptr i8, ptr %2172, i64 %2493
  store float %2492, ptr %2494, align 4, !tbaa !12
  %2495 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4, !tbaa !6
  %2496 = sitofp i32 %2495 to float
  %2497 = fmul contract float %2165, %2496
  %2498 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4, !tbaa !6
  %2499 = sitofp i32 %2498 to float
  %2500 = fmul contract float %2094, %2499
  %2501 = fadd contract float %2497, %2500
  %2502 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4, !tbaa !6
  %2503 = sitofp i32 %2502 to float
  %2504 = fmul contract float %2023, %2503
  %2505 = fadd contract float %2501, %2504
  %2506 = fmul contract float %2505, 3.000000e+00
  %2507 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 52), align 4, !tbaa !12
  %2508 = fmul contract float %1525, %2507
  %2509 = fadd contract float %2506, 1.000000e+00
  %2510 = fmul contract float %2506, 5.000000e-01
  %2511 = fmul contract float %2506, %2510
  %2512 = fadd contract float %2509, %2511
  %2513 = fsub contract float %2512, %2171
  %2514 = fmul contract float %2508, %2513
  %2515 = fsub contract float %1146, %2514
  %2516 = fmul contract float %2019, %2515
  %2517 = fsub contract float %1146, %2516
  %2518 = mul i64 %6, 52
  %2519 = getelementptr i8, ptr %2172, i64 %2518
  store float %2517, ptr %2519, align 4, !tbaa !12
  %2520 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4, !tbaa !6
  %2521 = sitofp i32 %2520 to float
  %2522 = fmul contract float %2165, %2521
  %2523 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4, !tbaa !6
  %2524 = sitofp i32 %2523 to float
  %2525 = fmul contract float %2094, %2524
  %2526 = fadd contract float %2522, %2525
  %2527 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4, !tbaa !6
  %2528 = sitofp i32 %2527 to float
  %2529 = fmul contract float %2023, %2528
  %2530 = fadd contract float %2526, %2529
  %2531 = fmul contract float %2530, 3.000000e+00
  %2532 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 56), align 4, !tbaa !12
  %2533 = fmul contract float %1525, %2532
  %2534 = fadd contract float %2531, 1.000000e+00
  %2535 = fmul contract float %2531, 5.000000e-01
  %2536 = fmul contract float %2531, %2535
  %2537 = fadd contract float %2534, %2536
  %2538 = fsub contract float %2537, %2171
  %2539 = fmul contract float %2533, %2538
  %2540 = fsub contract float %1218, %2539
  %2541 = fmul contract float %2019, %2540
  %2542 = fsub contract float %1218, %2541
  %2543 = mul i64 %6, 56
  %2544 = getelementptr i8, ptr %2172, i64 %2543
  store float %2542, ptr %2544, align 4, !tbaa !12
  %2545 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4, !tbaa !6
  %2546 = sitofp i32 %2545 to float
  %2547 = fmul contract float %2165, %2546
  %2548 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4, !tbaa !6
  %2549 = sitofp i32 %2548 to float
  %2550 = fmul contract float %2094, %2549
  %2551 = fadd contract float %2547, %2550
  %2552 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4, !tbaa !6
  %2553 = sitofp i32 %2552 to float
  %2554 = fmul contract float %2023, %2553
  %2555 = fadd contract float %2551, %2554
  %2556 = fmul contract float %2555, 3.000000e+00
  %2557 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 60), align 4, !tbaa !12
  %2558 = fmul contract float %1525, %2557
  %2559 = fadd contract float %2556, 1.000000e+00
  %2560 = fmul contract float %2556, 5.000000e-01
  %2561 = fmul contract float %2556, %2560
  %2562 = fadd contract float %2559, %2561
  %2563 = fsub contract float %2562, %2171
  %2564 = fmul contract float %2558, %2563
  %2565 = fsub contract float %1290, %2564
  %2566 = fmul contract float %2019, %2565
  %2567 = fsub contract float %1290, %2566
  %2568 = mul i64 %6, 60
  %2569 = getelementptr i8, ptr %2172, i64 %2568
  store float %2567, ptr %2569, align 4, !tbaa !12
  %2570 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4, !tbaa !6
  %2571 = sitofp i32 %2570 to float
  %2572 = fmul contract float %2165, %2571
  %2573 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4, !tbaa !6
  %2574 = sitofp i32 %2573 to float
  %2575 = fmul contract float %2094, %2574
  %2576 = fadd contract float %2572, %2575
  %2577 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4, !tbaa !6
  %2578 = sitofp i32 %2577 to float
  %2579 = fmul contract float %2023, %2578
  %2580 = fadd contract float %2576, %2579
  %2581 = fmul contract float %2580, 3.000000e+00
  %2582 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 64), align 4, !tbaa !12
  %2583 = fmul contract float %1525, %2582
  %2584 = fadd contract float %2581, 1.000000e+00
  %2585 = fmul contract float %2581, 5.000000e-01
  %2586 = fmul contract float %2581, %2585
  %2587 = fadd contract float %2584, %2586
  %2588 = fsub contract float %2587, %2171
  %2589 = fmul contract float %2583, %2588
  %2590 = fsub contract float %1362, %2589
  %2591 = fmul contract float %2019, %2590
  %2592 = fsub contract float %1362, %2591
  %2593 = shl i64 %6, 6
  %2594 = getelementptr i8, ptr %2172, i64 %2593
  store float %2592, ptr %2594, align 4, !tbaa !12
  %2595 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4, !tbaa !6
  %2596 = sitofp i32 %2595 to float
  %2597 = fmul contract float %2165, %2596
  %2598 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4, !tbaa !6
  %2599 = sitofp i32 %2598 to float
  %2600 = fmul contract float %2094, %2599
  %2601 = fadd contract float %2597, %2600
  %2602 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4, !tbaa !6
  %2603 = sitofp i32 %2602 to float
  %2604 = fmul contract float %2023, %2603
  %2605 = fadd contract float %2601, %2604
  %2606 = fmul contract float %2605, 3.000000e+00
  %2607 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 68), align 4, !tbaa !12
  %2608 = fmul contract float %1525, %2607
  %2609 = fadd contract float %2606, 1.000000e+00
  %2610 = fmul contract float %2606, 5.000000e-01
  %2611 = fmul contract float %2606, %2610
  %2612 = fadd contract float %2609, %2611
  %2613 = fsub contract float %2612, %2171
  %2614 = fmul contract float %2608, %2613
  %2615 = fsub contract float %1434, %2614
  %2616 = fmul contract float %2019, %2615
  %2617 = fsub contract float %1434, %2616
  %2618 = mul i64 %6, 68
  %2619 = getelementptr i8, ptr %2172, i64 %2618
  store float %2617, ptr %2619, align 4, !tbaa !12
  %2620 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4, !tbaa !6
  %2621 = sitofp i32 %2620 to float
  %2622 = fmul contract float %2165, %2621
  %2623 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4, !tbaa !6
  %2624 = sitofp i32 %2623 to float
  %2625 = fmul contract float %2094, %2624
  %2626 = fadd contract float %2622, %2625
  %2627 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4, !tbaa !6
  %2628 = sitofp i32 %2627 to float
  %2629 = fmul contract float %2023, %2628
  %2630 = fadd contract float %2626, %2629
  %2631 = fmul contract float %2630, 3.000000e+00
  %2632 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 72), align 4, !tbaa !12
  %2633 = fmul contract float %1525, %2632
  %2634 = fadd contract float %2631, 1.000000e+00
  %2635 = fmul contract float %2631, 5.000000e-01
  %2636 = fmul contract float %2631, %2635
  %2637 = fadd contract float %2634, %2636
  %2638 = fsub contract float %2637, %2171
  %2639 = fmul contract float %2633, %2638
  %2640 = fsub contract float %1506, %2639
  %2641 = fmul contract float %2019, %2640
  %2642 = fsub contract float %1506, %2641
  br label %2643

2643:                                             ; preds = %1946, %1527
  %2644 = phi float [ %2642, %1946 ], [ %1945, %1527 ]
  %2645 = getelementptr float, ptr %1, i64 %43
  %2646 = mul i64 %6, 72
  %2647 = getelementptr i8, ptr %2645, i64 %2646
  store float %2644, ptr %2647, align 4, !tbaa !12
  br label %2648

2648:                                             ; preds = %49, %2643, %29, %8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @lbm_d3q19_moments(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i64 noundef %8) local_unnamed_addr #1 {
  %10 = icmp slt i32 %5, 1
  %11 = icmp slt i32 %6, 1
  %12 = or i1 %10, %11
  %13 = icmp slt i32 %7, 1
  %14 = or i1 %12, %13
  br i1 %14, label %546, label %15

15:                                               ; preds = %9
  %16 = zext nneg i32 %5 to i64
  %17 = zext nneg i32 %6 to i64
  %18 = mul nuw nsw i64 %17, %16
  %19 = zext nneg i32 %7 to i64
  %20 = mul nuw nsw i64 %18, %19
  %21 = icmp slt i64 %8, %20
  br i1 %21, label %546, label %22

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
  br i1 %31, label %32, label %546

32:                                               ; preds = %22
  %33 = shl nuw i64 %20, 1
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %35 = zext nneg i32 %34 to i64
  %36 = mul nuw nsw i64 %35, %26
  %37 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), align 4
  %38 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), align 4
  %39 = load i32, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), align 4
  %40 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 4), align 4
  %41 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 4), align 4
  %42 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 4), align 4
  %43 = shl i64 %8, 3
  %44 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 8), align 4
  %45 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 8), align 4
  %46 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 8), align 4
  %47 = mul i64 %8, 12
  %48 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 12), align 4
  %49 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 12), align 4
  %50 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 12), align 4
  %51 = shl i64 %8, 4
  %52 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 16), align 4
  %53 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 16), align 4
  %54 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 16), align 4
  %55 = mul i64 %8, 20
  %56 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 20), align 4
  %57 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 20), align 4
  %58 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 20), align 4
  %59 = mul i64 %8, 24
  %60 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 24), align 4
  %61 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 24), align 4
  %62 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 24), align 4
  %63 = mul i64 %8, 28
  %64 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 28), align 4
  %65 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 28), align 4
  %66 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 28), align 4
  %67 = shl i64 %8, 5
  %68 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 32), align 4
  %69 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 32), align 4
  %70 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 32), align 4
  %71 = mul i64 %8, 36
  %72 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 36), align 4
  %73 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 36), align 4
  %74 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 36), align 4
  %75 = mul i64 %8, 40
  %76 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 40), align 4
  %77 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 40), align 4
  %78 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 40), align 4
  %79 = mul i64 %8, 44
  %80 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 44), align 4
  %81 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 44), align 4
  %82 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 44), align 4
  %83 = mul i64 %8, 48
  %84 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 48), align 4
  %85 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 48), align 4
  %86 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4
  %87 = mul i64 %8, 52
  %88 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4
  %89 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4
  %90 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4
  %91 = mul i64 %8, 56
  %92 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4
  %93 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4
  %94 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4
  %95 = mul i64 %8, 60
  %96 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4
  %97 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4
  %98 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4
  %99 = shl i64 %8, 6
  %100 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4
  %101 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4
  %102 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4
  %103 = mul i64 %8, 68
  %104 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4
  %105 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4
  %106 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4
  %107 = mul i64 %8, 72
  %108 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4
  %109 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4
  %110 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4
  %111 = mul nsw i32 %65, %64
  %112 = sitofp i32 %111 to float
  %113 = mul nsw i32 %66, %64
  %114 = sitofp i32 %113 to float
  %115 = mul nsw i32 %66, %65
  %116 = sitofp i32 %115 to float
  %117 = mul nsw i32 %69, %68
  %118 = sitofp i32 %117 to float
  %119 = mul nsw i32 %70, %68
  %120 = sitofp i32 %119 to float
  %121 = mul nsw i32 %70, %69
  %122 = sitofp i32 %121 to float
  %123 = mul nsw i32 %73, %72
  %124 = sitofp i32 %123 to float
  %125 = mul nsw i32 %74, %72
  %126 = sitofp i32 %125 to float
  %127 = mul nsw i32 %74, %73
  %128 = sitofp i32 %127 to float
  %129 = mul nsw i32 %77, %76
  %130 = sitofp i32 %129 to float
  %131 = mul nsw i32 %78, %76
  %132 = sitofp i32 %131 to float
  %133 = mul nsw i32 %78, %77
  %134 = sitofp i32 %133 to float
  %135 = mul nsw i32 %81, %80
  %136 = sitofp i32 %135 to float
  %137 = mul nsw i32 %82, %80
  %138 = sitofp i32 %137 to float
  %139 = mul nsw i32 %82, %81
  %140 = sitofp i32 %139 to float
  %141 = mul nsw i32 %85, %84
  %142 = sitofp i32 %141 to float
  %143 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 48), align 4
  %144 = mul nsw i32 %143, %84
  %145 = sitofp i32 %144 to float
  %146 = mul nsw i32 %143, %85
  %147 = sitofp i32 %146 to float
  %148 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 52), align 4
  %149 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 52), align 4
  %150 = mul nsw i32 %149, %148
  %151 = sitofp i32 %150 to float
  %152 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 52), align 4
  %153 = mul nsw i32 %152, %148
  %154 = sitofp i32 %153 to float
  %155 = mul nsw i32 %152, %149
  %156 = sitofp i32 %155 to float
  %157 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 56), align 4
  %158 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 56), align 4
  %159 = mul nsw i32 %158, %157
  %160 = sitofp i32 %159 to float
  %161 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 56), align 4
  %162 = mul nsw i32 %161, %157
  %163 = sitofp i32 %162 to float
  %164 = mul nsw i32 %161, %158
  %165 = sitofp i32 %164 to float
  %166 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 60), align 4
  %167 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 60), align 4
  %168 = mul nsw i32 %167, %166
  %169 = sitofp i32 %168 to float
  %170 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 60), align 4
  %171 = mul nsw i32 %170, %166
  %172 = sitofp i32 %171 to float
  %173 = mul nsw i32 %170, %167
  %174 = sitofp i32 %173 to float
  %175 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 64), align 4
  %176 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 64), align 4
  %177 = mul nsw i32 %176, %175
  %178 = sitofp i32 %177 to float
  %179 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 64), align 4
  %180 = mul nsw i32 %179, %175
  %181 = sitofp i32 %180 to float
  %182 = mul nsw i32 %179, %176
  %183 = sitofp i32 %182 to float
  %184 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 68), align 4
  %185 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 68), align 4
  %186 = mul nsw i32 %185, %184
  %187 = sitofp i32 %186 to float
  %188 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 68), align 4
  %189 = mul nsw i32 %188, %184
  %190 = sitofp i32 %189 to float
  %191 = mul nsw i32 %188, %185
  %192 = sitofp i32 %191 to float
  %193 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cx to ptr), i64 72), align 4
  %194 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cy to ptr), i64 72), align 4
  %195 = mul nsw i32 %194, %193
  %196 = sitofp i32 %195 to float
  %197 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_cz to ptr), i64 72), align 4
  %198 = mul nsw i32 %197, %193
  %199 = sitofp i32 %198 to float
  %200 = mul nsw i32 %197, %194
  %201 = sitofp i32 %200 to float
  %202 = sitofp i32 %37 to float
  %203 = sitofp i32 %38 to float
  %204 = sitofp i32 %39 to float
  %205 = sitofp i32 %40 to float
  %206 = sitofp i32 %41 to float
  %207 = sitofp i32 %42 to float
  %208 = sitofp i32 %44 to float
  %209 = sitofp i32 %45 to float
  %210 = sitofp i32 %46 to float
  %211 = sitofp i32 %48 to float
  %212 = sitofp i32 %49 to float
  %213 = sitofp i32 %50 to float
  %214 = sitofp i32 %52 to float
  %215 = sitofp i32 %53 to float
  %216 = sitofp i32 %54 to float
  %217 = sitofp i32 %56 to float
  %218 = sitofp i32 %57 to float
  %219 = sitofp i32 %58 to float
  %220 = sitofp i32 %60 to float
  %221 = sitofp i32 %61 to float
  %222 = sitofp i32 %62 to float
  %223 = sitofp i32 %64 to float
  %224 = sitofp i32 %65 to float
  %225 = sitofp i32 %66 to float
  %226 = sitofp i32 %68 to float
  %227 = sitofp i32 %69 to float
  %228 = sitofp i32 %70 to float
  %229 = sitofp i32 %72 to float
  %230 = sitofp i32 %73 to float
  %231 = sitofp i32 %74 to float
  %232 = sitofp i32 %76 to float
  %233 = sitofp i32 %77 to float
  %234 = sitofp i32 %78 to float
  %235 = sitofp i32 %80 to float
  %236 = sitofp i32 %81 to float
  %237 = sitofp i32 %82 to float
  %238 = sitofp i32 %84 to float
  %239 = sitofp i32 %85 to float
  %240 = sitofp i32 %86 to float
  %241 = sitofp i32 %88 to float
  %242 = sitofp i32 %89 to float
  %243 = sitofp i32 %90 to float
  %244 = sitofp i32 %92 to float
  %245 = sitofp i32 %93 to float
  %246 = sitofp i32 %94 to float
  %247 = sitofp i32 %96 to float
  %248 = sitofp i32 %97 to float
  %249 = sitofp i32 %98 to float
  %250 = sitofp i32 %100 to float
  %251 = sitofp i32 %101 to float
  %252 = sitofp i32 %102 to float
  %253 = sitofp i32 %104 to float
  %254 = sitofp i32 %105 to float
  %255 = sitofp i32 %106 to float
  %256 = sitofp i32 %108 to float
  %257 = sitofp i32 %109 to float
  %258 = sitofp i32 %110 to float
  br label %259

259:                                              ; preds = %32, %540
  %260 = phi i64 [ %30, %32 ], [ %544, %540 ]
  %261 = getelementptr inbounds nuw i8, ptr %1, i64 %260
  %262 = load i8, ptr %261, align 1, !tbaa !11
  %263 = and i8 %262, 3
  %264 = icmp eq i8 %263, 1
  br i1 %264, label %265, label %274

265:                                              ; preds = %259
  %266 = getelementptr inbounds nuw float, ptr %2, i64 %260
  store float 0.000000e+00, ptr %266, align 4, !tbaa !12
  %267 = add i64 %260, %33
  %268 = getelementptr inbounds nuw float, ptr %3, i64 %267
  store float 0.000000e+00, ptr %268, align 4, !tbaa !12
  %269 = add nuw i64 %260, %20
  %270 = getelementptr inbounds nuw float, ptr %3, i64 %269
  store float 0.000000e+00, ptr %270, align 4, !tbaa !12
  %271 = getelementptr inbounds nuw float, ptr %3, i64 %260
  store float 0.000000e+00, ptr %271, align 4, !tbaa !12
  %272 = getelementptr inbounds nuw float, ptr %4, i64 %267
  store float 0.000000e+00, ptr %272, align 4, !tbaa !12
  %273 = getelementptr inbounds nuw float, ptr %4, i64 %269
  store float 0.000000e+00, ptr %273, align 4, !tbaa !12
  br label %540

274:                                              ; preds = %259
  %275 = getelementptr float, ptr %0, i64 %260
  %276 = load float, ptr %275, align 4, !tbaa !12
  %277 = getelementptr float, ptr %275, i64 %8
  %278 = load float, ptr %277, align 4, !tbaa !12
  %279 = getelementptr i8, ptr %275, i64 %43
  %280 = load float, ptr %279, align 4, !tbaa !12
  %281 = getelementptr i8, ptr %275, i64 %47
  %282 = load float, ptr %281, align 4, !tbaa !12
  %283 = getelementptr i8, ptr %275, i64 %51
  %284 = load float, ptr %283, align 4, !tbaa !12
  %285 = getelementptr i8, ptr %275, i64 %55
  %286 = load float, ptr %285, align 4, !tbaa !12
  %287 = getelementptr i8, ptr %275, i64 %59
  %288 = load float, ptr %287, align 4, !tbaa !12
  %289 = getelementptr i8, ptr %275, i64 %63
  %290 = load float, ptr %289, align 4, !tbaa !12
  %291 = getelementptr i8, ptr %275, i64 %67
  %292 = load float, ptr %291, align 4, !tbaa !12
  %293 = getelementptr i8, ptr %275, i64 %71
  %294 = load float, ptr %293, align 4, !tbaa !12
  %295 = getelementptr i8, ptr %275, i64 %75
  %296 = load float, ptr %295, align 4, !tbaa !12
  %297 = getelementptr i8, ptr %275, i64 %79
  %298 = load float, ptr %297, align 4, !tbaa !12
  %299 = getelementptr i8, ptr %275, i64 %83
  %300 = load float, ptr %299, align 4, !tbaa !12
  %301 = getelementptr i8, ptr %275, i64 %87
  %302 = load float, ptr %301, align 4, !tbaa !12
  %303 = getelementptr i8, ptr %275, i64 %91
  %304 = load float, ptr %303, align 4, !tbaa !12
  %305 = getelementptr i8, ptr %275, i64 %95
  %306 = load float, ptr %305, align 4, !tbaa !12
  %307 = getelementptr i8, ptr %275, i64 %99
  %308 = load float, ptr %307, align 4, !tbaa !12
  %309 = getelementptr i8, ptr %275, i64 %103
  %310 = load float, ptr %309, align 4, !tbaa !12
  %311 = getelementptr i8, ptr %275, i64 %107
  %312 = load float, ptr %311, align 4, !tbaa !12
  %313 = fmul contract float %290, %112
  %314 = fadd contract float %313, 0.000000e+00
  %315 = fmul contract float %290, %114
  %316 = fadd contract float %315, 0.000000e+00
  %317 = fmul contract float %290, %116
  %318 = fadd contract float %317, 0.000000e+00
  %319 = fmul contract float %292, %118
  %320 = fadd contract float %314, %319
  %321 = fmul contract float %292, %120
  %322 = fadd contract float %316, %321
  %323 = fmul contract float %292, %122
  %324 = fadd contract float %318, %323
  %325 = fmul contract float %294, %124
  %326 = fadd contract float %320, %325
  %327 = fmul contract float %294, %126
  %328 = fadd contract float %322, %327
  %329 = fmul contract float %294, %128
  %330 = fadd contract float %324, %329
  %331 = fmul contract float %296, %130
  %332 = fadd contract float %326, %331
  %333 = fmul contract float %296, %132
  %334 = fadd contract float %328, %333
  %335 = fmul contract float %296, %134
  %336 = fadd contract float %330, %335
  %337 = fmul contract float %298, %136
  %338 = fadd contract float %332, %337
  %339 = fmul contract float %298, %138
  %340 = fadd contract float %334, %339
  %341 = fmul contract float %298, %140
  %342 = fadd contract float %336, %341
  %343 = fmul contract float %300, %142
  %344 = fadd contract float %338, %343
  %345 = fmul contract float %300, %145
  %346 = fadd contract float %340, %345
  %347 = fmul contract float %300, %147
  %348 = fadd contract float %342, %347
  %349 = fmul contract float %302, %151
  %350 = fadd contract float %344, %349
  %351 = fmul contract float %302, %154
  %352 = fadd contract float %346, %351
  %353 = fmul contract float %302, %156
  %354 = fadd contract float %348, %353
  %355 = fmul contract float %304, %160
  %356 = fadd contract float %350, %355
  %357 = fmul contract float %304, %163
  %358 = fadd contract float %352, %357
  %359 = fmul contract float %304, %165
  %360 = fadd contract float %354, %359
  %361 = fmul contract float %306, %169
  %362 = fadd contract float %356, %361
  %363 = fmul contract float %306, %172
  %364 = fadd contract float %358, %363
  %365 = fmul contract float %306, %174
  %366 = fadd contract float %360, %365
  %367 = fmul contract float %308, %178
  %368 = fadd contract float %362, %367
  %369 = fmul contract float %308, %181
  %370 = fadd contract float %364, %369
  %371 = fmul contract float %308, %183
  %372 = fadd contract float %366, %371
  %373 = fmul contract float %310, %187
  %374 = fadd contract float %368, %373
  %375 = fmul contract float %310, %190
  %376 = fadd contract float %370, %375
  %377 = fmul contract float %310, %192
  %378 = fadd contract float %372, %377
  %379 = fmul contract float %312, %196
  %380 = fadd contract float %374, %379
  %381 = fmul contract float %312, %199
  %382 = fadd contract float %376, %381
  %383 = fmul contract float %312, %201
  %384 = fadd contract float %378, %383
  %385 = fadd contract float %276, 0.000000e+00
  %386 = fmul contract float %276, %202
  %387 = fadd contract float %386, 0.000000e+00
  %388 = fmul contract float %276, %203
  %389 = fadd contract float %388, 0.000000e+00
  %390 = fmul contract float %276, %204
  %391 = fadd contract float %390, 0.000000e+00
  %392 = fadd contract float %385, %278
  %393 = fmul contract float %278, %205
  %394 = fadd contract float %387, %393
  %395 = fmul contract float %278, %206
  %396 = fadd contract float %389, %395
  %397 = fmul contract float %278, %207
  %398 = fadd contract float %391, %397
  %399 = fadd contract float %392, %280
  %400 = fmul contract float %280, %208
  %401 = fadd contract float %394, %400
  %402 = fmul contract float %280, %209
  %403 = fadd contract float %396, %402
  %404 = fmul contract float %280, %210
  %405 = fadd contract float %398, %404
  %406 = fadd contract float %399, %282
  %407 = fmul contract float %282, %211
  %408 = fadd contract float %401, %407
  %409 = fmul contract float %282, %212
  %410 = fadd contract float %403, %409
  %411 = fmul contract float %282, %213
  %412 = fadd contract float %405, %411
  %413 = fadd contract float %406, %284
  %414 = fmul contract float %284, %214
  %415 = fadd contract float %408, %414
  %416 = fmul contract float %284, %215
  %417 = fadd contract float %410, %416
  %418 = fmul contract float %284, %216
  %419 = fadd contract float %412, %418
  %420 = fadd contract float %413, %286
  %421 = fmul contract float %286, %217
  %422 = fadd contract float %415, %421
  %423 = fmul contract float %286, %218
  %424 = fadd contract float %417, %423
  %425 = fmul contract float %286, %219
  %426 = fadd contract float %419, %425
  %427 = fadd contract float %420, %288
  %428 = fmul contract float %288, %220
  %429 = fadd contract float %422, %428
  %430 = fmul contract float %288, %221
  %431 = fadd contract float %424, %430
  %432 = fmul contract float %288, %222
  %433 = fadd contract float %426, %432
  %434 = fadd contract float %427, %290
  %435 = fmul contract float %290, %223
  %436 = fadd contract float %429, %435
  %437 = fmul contract float %290, %224
  %438 = fadd contract float %431, %437
  %439 = fmul contract float %290, %225
  %440 = fadd contract float %433, %439
  %441 = fadd contract float %434, %292
  %442 = fmul contract float %292, %226
  %443 = fadd contract float %436, %442
  %444 = fmul contract float %292, %227
  %445 = fadd contract float %438, %444
  %446 = fmul contract float %292, %228
  %447 = fadd contract float %440, %446
  %448 = fadd contract float %441, %294
  %449 = fmul contract float %294, %229
  %450 = fadd contract float %443, %449
  %451 = fmul contract float %294, %230
  %452 = fadd contract float %445, %451
  %453 = fmul contract float %294, %231
  %454 = fadd contract float %447, %453
  %455 = fadd contract float %448, %296
  %456 = fmul contract float %296, %232
  %457 = fadd contract float %450, %456
  %458 = fmul contract float %296, %233
  %459 = fadd contract float %452, %458
  %460 = fmul contract float %296, %234
  %461 = fadd contract float %454, %460
  %462 = fadd contract float %455, %298
  %463 = fmul contract float %298, %235
  %464 = fadd contract float %457, %463
  %465 = fmul contract float %298, %236
  %466 = fadd contract float %459, %465
  %467 = fmul contract float %298, %237
  %468 = fadd contract float %461, %467
  %469 = fadd contract float %462, %300
  %470 = fmul contract float %300, %238
  %471 = fadd contract float %464, %470
  %472 = fmul contract float %300, %239
  %473 = fadd contract float %466, %472
  %474 = fmul contract float %300, %240
  %475 = fadd contract float %468, %474
  %476 = fadd contract float %469, %302
  %477 = fmul contract float %302, %241
  %478 = fadd contract float %471, %477
  %479 = fmul contract float %302, %242
  %480 = fadd contract float %473, %479
  %481 = fmul contract float %302, %243
  %482 = fadd contract float %475, %481
  %483 = fadd contract float %476, %304
  %484 = fmul contract float %304, %244
  %485 = fadd contract float %478, %484
  %486 = fmul contract float %304, %245
  %487 = fadd contract float %480, %486
  %488 = fmul contract float %304, %246
  %489 = fadd contract float %482, %488
  %490 = fadd contract float %483, %306
  %491 = fmul contract float %306, %247
  %492 = fadd contract float %485, %491
  %493 = fmul contract float %306, %248
  %494 = fadd contract float %487, %493
  %495 = fmul contract float %306, %249
  %496 = fadd contract float %489, %495
  %497 = fadd contract float %490, %308
  %498 = fmul contract float %308, %250
  %499 = fadd contract float %492, %498
  %500 = fmul contract float %308, %251
  %501 = fadd contract float %494, %500
  %502 = fmul contract float %308, %252
  %503 = fadd contract float %496, %502
  %504 = fadd contract float %497, %310
  %505 = fmul contract float %310, %253
  %506 = fadd contract float %499, %505
  %507 = fmul contract float %310, %254
  %508 = fadd contract float %501, %507
  %509 = fmul contract float %310, %255
  %510 = fadd contract float %503, %509
  %511 = fadd contract float %504, %312
  %512 = fmul contract float %312, %256
  %513 = fadd contract float %506, %512
  %514 = fmul contract float %312, %257
  %515 = fadd contract float %508, %514
  %516 = fmul contract float %312, %258
  %517 = fadd contract float %510, %516
  %518 = fcmp contract ogt float %511, 0x3D71979980000000
  %519 = fdiv contract float 1.000000e+00, %511
  %520 = select contract i1 %518, float %519, float 0.000000e+00
  %521 = fmul contract float %513, %520
  %522 = fmul contract float %515, %520
  %523 = fmul contract float %517, %520
  %524 = getelementptr inbounds nuw float, ptr %2, i64 %260
  store float %511, ptr %524, align 4, !tbaa !12
  %525 = getelementptr inbounds nuw float, ptr %3, i64 %260
  store float %521, ptr %525, align 4, !tbaa !12
  %526 = add nuw i64 %260, %20
  %527 = getelementptr inbounds nuw float, ptr %3, i64 %526
  store float %522, ptr %527, align 4, !tbaa !12
  %528 = add i64 %260, %33
  %529 = getelementptr inbounds nuw float, ptr %3, i64 %528
  store float %523, ptr %529, align 4, !tbaa !12
  %530 = fmul contract float %511, %521
  %531 = fmul contract float %522, %530
  %532 = fsub contract float %380, %531
  %533 = getelementptr inbounds nuw float, ptr %4, i64 %260
  store float %532, ptr %533, align 4, !tbaa !12
  %534 = fmul contract float %523, %530
  %535 = fsub contract float %382, %534
  %536 = getelementptr inbounds nuw float, ptr %4, i64 %526
  store float %535, ptr %536, align 4, !tbaa !12
  %537 = fmul contract float %511, %522
  %538 = fmul contract float %523, %537
  %539 = fsub contract float %384, %538
  br label %540

540:                                              ; preds = %274, %265
  %541 = phi i64 [ %528, %274 ], [ %260, %265 ]
  %542 = phi float [ %539, %274 ], [ 0.000000e+00, %265 ]
  %543 = getelementptr inbounds nuw float, ptr %4, i64 %541
  store float %542, ptr %543, align 4, !tbaa !12
  %544 = add i64 %260, %36
  %545 = icmp ult i64 %544, %20
  br i1 %545, label %259, label %546, !llvm.loop !20

546:                                              ; preds = %540, %22, %9, %15
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
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
