; ModuleID = 'src/param_struct_pipeline.cu'
source_filename = "src/param_struct_pipeline.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.PipelineParams = type { i32, i32, i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, i32, i32 }

@c_params = dso_local addrspace(4) externally_initialized constant %struct.PipelineParams zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_params to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @param_pipeline(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = load i32, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), align 4, !tbaa !11
  %11 = icmp slt i32 %8, %10
  %12 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 4), align 4
  %13 = icmp slt i32 %9, %12
  %14 = select i1 %11, i1 %13, i1 false
  br i1 %14, label %15, label %1533

15:                                               ; preds = %3
  %16 = zext nneg i32 %9 to i64
  %17 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 8), align 4, !tbaa !14
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, %16
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 12), align 4, !tbaa !15
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %50

23:                                               ; preds = %15
  %24 = add nsw i32 %10, -1
  %25 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 16), align 4, !tbaa !16
  %26 = and i32 %21, 7
  %27 = icmp ult i32 %21, 8
  br i1 %27, label %32, label %28

28:                                               ; preds = %23
  %29 = and i32 %21, 2147483640
  br label %58

30:                                               ; preds = %58
  %31 = icmp eq i32 %26, 0
  br i1 %31, label %50, label %32

32:                                               ; preds = %30, %23
  %33 = phi float [ 0.000000e+00, %23 ], [ %124, %30 ]
  %34 = phi i32 [ 0, %23 ], [ %125, %30 ]
  %35 = icmp ne i32 %26, 0
  tail call void @llvm.assume(i1 %35)
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi float [ %33, %32 ], [ %46, %36 ]
  %38 = phi i32 [ %34, %32 ], [ %47, %36 ]
  %39 = phi i32 [ 0, %32 ], [ %48, %36 ]
  %40 = add nsw i32 %38, %8
  %41 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %40, i32 range(i32 -2147483648, 2147483647) %24)
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %20, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !17
  %45 = fmul contract float %44, %25
  %46 = fadd contract float %37, %45
  %47 = add nuw nsw i32 %38, 1
  %48 = add i32 %39, 1
  %49 = icmp eq i32 %48, %26
  br i1 %49, label %50, label %36, !llvm.loop !18

50:                                               ; preds = %30, %36, %15
  %51 = phi float [ 0.000000e+00, %15 ], [ %124, %30 ], [ %46, %36 ]
  br i1 %22, label %52, label %144

52:                                               ; preds = %50
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 20), align 4, !tbaa !20
  %54 = and i32 %21, 7
  %55 = icmp ult i32 %21, 8
  br i1 %55, label %130, label %56

56:                                               ; preds = %52
  %57 = and i32 %21, 2147483640
  br label %156

58:                                               ; preds = %58, %28
  %59 = phi float [ 0.000000e+00, %28 ], [ %124, %58 ]
  %60 = phi i32 [ 0, %28 ], [ %125, %58 ]
  %61 = phi i32 [ 0, %28 ], [ %126, %58 ]
  %62 = add nsw i32 %60, %8
  %63 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %62, i32 range(i32 -2147483648, 2147483647) %24)
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %20, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !17
  %67 = fmul contract float %66, %25
  %68 = fadd contract float %59, %67
  %69 = or disjoint i32 %60, 1
  %70 = add nsw i32 %69, %8
  %71 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %70, i32 range(i32 -2147483648, 2147483647) %24)
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %20, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !17
  %75 = fmul contract float %74, %25
  %76 = fadd contract float %68, %75
  %77 = or disjoint i32 %60, 2
  %78 = add nsw i32 %77, %8
  %79 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %78, i32 range(i32 -2147483648, 2147483647) %24)
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %20, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !17
  %83 = fmul contract float %82, %25
  %84 = fadd contract float %76, %83
  %85 = or disjoint i32 %60, 3
  %86 = add nsw i32 %85, %8
  %87 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %86, i32 range(i32 -2147483648, 2147483647) %24)
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %20, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !17
  %91 = fmul contract float %90, %25
  %92 = fadd contract float %84, %91
  %93 = or disjoint i32 %60, 4
  %94 = add nsw i32 %93, %8
  %95 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %94, i32 range(i32 -2147483648, 2147483647) %24)
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr %20, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !17
  %99 = fmul contract float %98, %25
  %100 = fadd contract float %92, %99
  %101 = or disjoint i32 %60, 5
  %102 = add nsw i32 %101, %8
  %103 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %102, i32 range(i32 -2147483648, 2147483647) %24)
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %20, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !17
  %107 = fmul contract float %106, %25
  %108 = fadd contract float %100, %107
  %109 = or disjoint i32 %60, 6
  %110 = add nsw i32 %109, %8
  %111 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %110, i32 range(i32 -2147483648, 2147483647) %24)
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %20, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !17
  %115 = fmul contract float %114, %25
  %116 = fadd contract float %108, %115
  %117 = or disjoint i32 %60, 7
  %118 = add nsw i32 %117, %8
  %119 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %118, i32 range(i32 -2147483648, 2147483647) %24)
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr %20, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !17
  %123 = fmul contract float %122, %25
  %124 = fadd contract float %116, %123
  %125 = add nuw nsw i32 %60, 8
  %126 = add i32 %61, 8
  %127 = icmp eq i32 %126, %29
  br i1 %127, label %30, label %58, !llvm.loop !21

128:                                              ; preds = %156
  %129 = icmp eq i32 %54, 0
  br i1 %129, label %144, label %130

130:                                              ; preds = %128, %52
  %131 = phi float [ %51, %52 ], [ %190, %128 ]
  %132 = phi i32 [ 0, %52 ], [ %191, %128 ]
  %133 = icmp ne i32 %54, 0
  tail call void @llvm.assume(i1 %133)
  br label %134

134:                                              ; preds = %134, %130
  %135 = phi float [ %131, %130 ], [ %140, %134 ]
  %136 = phi i32 [ %132, %130 ], [ %141, %134 ]
  %137 = phi i32 [ 0, %130 ], [ %142, %134 ]
  %138 = uitofp nneg i32 %136 to float
  %139 = fmul contract float %53, %138
  %140 = fsub contract float %135, %139
  %141 = add nuw nsw i32 %136, 1
  %142 = add i32 %137, 1
  %143 = icmp eq i32 %142, %54
  br i1 %143, label %144, label %134, !llvm.loop !23

144:                                              ; preds = %128, %134, %50
  %145 = phi float [ %51, %50 ], [ %190, %128 ], [ %140, %134 ]
  %146 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 96), align 4, !tbaa !24
  %147 = icmp sgt i32 %146, 0
  br i1 %147, label %148, label %206

148:                                              ; preds = %144
  %149 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 24), align 4, !tbaa !25
  %150 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !26
  %151 = add nsw i32 %146, -1
  %152 = and i32 %146, 7
  %153 = icmp ult i32 %151, 7
  br i1 %153, label %196, label %154

154:                                              ; preds = %148
  %155 = and i32 %146, 2147483640
  br label %216

156:                                              ; preds = %156, %56
  %157 = phi float [ %51, %56 ], [ %190, %156 ]
  %158 = phi i32 [ 0, %56 ], [ %191, %156 ]
  %159 = phi i32 [ 0, %56 ], [ %192, %156 ]
  %160 = uitofp nneg i32 %158 to float
  %161 = fmul contract float %53, %160
  %162 = fsub contract float %157, %161
  %163 = or disjoint i32 %158, 1
  %164 = uitofp nneg i32 %163 to float
  %165 = fmul contract float %53, %164
  %166 = fsub contract float %162, %165
  %167 = or disjoint i32 %158, 2
  %168 = uitofp nneg i32 %167 to float
  %169 = fmul contract float %53, %168
  %170 = fsub contract float %166, %169
  %171 = or disjoint i32 %158, 3
  %172 = uitofp nneg i32 %171 to float
  %173 = fmul contract float %53, %172
  %174 = fsub contract float %170, %173
  %175 = or disjoint i32 %158, 4
  %176 = uitofp nneg i32 %175 to float
  %177 = fmul contract float %53, %176
  %178 = fsub contract float %174, %177
  %179 = or disjoint i32 %158, 5
  %180 = uitofp nneg i32 %179 to float
  %181 = fmul contract float %53, %180
  %182 = fsub contract float %178, %181
  %183 = or disjoint i32 %158, 6
  %184 = uitofp nneg i32 %183 to float
  %185 = fmul contract float %53, %184
  %186 = fsub contract float %182, %185
  %187 = or disjoint i32 %158, 7
  %188 = uitofp nneg i32 %187 to float
  %189 = fmul contract float %53, %188
  %190 = fsub contract float %186, %189
  %191 = add nuw nsw i32 %158, 8
  %192 = add i32 %159, 8
  %193 = icmp eq i32 %192, %57
  br i1 %193, label %128, label %156, !llvm.loop !27

194:                                              ; preds = %216
  %195 = icmp eq i32 %152, 0
  br i1 %195, label %206, label %196

196:                                              ; preds = %194, %148
  %197 = phi float [ %145, %148 ], [ %234, %194 ]
  %198 = icmp ne i32 %152, 0
  tail call void @llvm.assume(i1 %198)
  br label %199

199:                                              ; preds = %199, %196
  %200 = phi float [ %197, %196 ], [ %203, %199 ]
  %201 = phi i32 [ 0, %196 ], [ %204, %199 ]
  %202 = fmul contract float %200, %149
  %203 = fadd contract float %202, %150
  %204 = add i32 %201, 1
  %205 = icmp eq i32 %204, %152
  br i1 %205, label %206, label %199, !llvm.loop !28

206:                                              ; preds = %194, %199, %144
  %207 = phi float [ %145, %144 ], [ %234, %194 ], [ %203, %199 ]
  br i1 %147, label %208, label %249

208:                                              ; preds = %206
  %209 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !26
  %210 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 32), align 4, !tbaa !29
  %211 = add nsw i32 %146, -1
  %212 = and i32 %146, 7
  %213 = icmp ult i32 %211, 7
  br i1 %213, label %239, label %214

214:                                              ; preds = %208
  %215 = and i32 %146, 2147483640
  br label %260

216:                                              ; preds = %216, %154
  %217 = phi float [ %145, %154 ], [ %234, %216 ]
  %218 = phi i32 [ 0, %154 ], [ %235, %216 ]
  %219 = fmul contract float %217, %149
  %220 = fadd contract float %219, %150
  %221 = fmul contract float %220, %149
  %222 = fadd contract float %221, %150
  %223 = fmul contract float %222, %149
  %224 = fadd contract float %223, %150
  %225 = fmul contract float %224, %149
  %226 = fadd contract float %225, %150
  %227 = fmul contract float %226, %149
  %228 = fadd contract float %227, %150
  %229 = fmul contract float %228, %149
  %230 = fadd contract float %229, %150
  %231 = fmul contract float %230, %149
  %232 = fadd contract float %231, %150
  %233 = fmul contract float %232, %149
  %234 = fadd contract float %233, %150
  %235 = add i32 %218, 8
  %236 = icmp eq i32 %235, %155
  br i1 %236, label %194, label %216, !llvm.loop !30

237:                                              ; preds = %260
  %238 = icmp eq i32 %212, 0
  br i1 %238, label %249, label %239

239:                                              ; preds = %237, %208
  %240 = phi float [ %207, %208 ], [ %278, %237 ]
  %241 = icmp ne i32 %212, 0
  tail call void @llvm.assume(i1 %241)
  br label %242

242:                                              ; preds = %242, %239
  %243 = phi float [ %240, %239 ], [ %246, %242 ]
  %244 = phi i32 [ 0, %239 ], [ %247, %242 ]
  %245 = tail call noundef float @llvm.maxnum.f32(float %243, float %209)
  %246 = tail call noundef float @llvm.minnum.f32(float %245, float %210)
  %247 = add i32 %244, 1
  %248 = icmp eq i32 %247, %212
  br i1 %248, label %249, label %242, !llvm.loop !31

249:                                              ; preds = %237, %242, %206
  %250 = phi float [ %207, %206 ], [ %278, %237 ], [ %246, %242 ]
  br i1 %147, label %251, label %298

251:                                              ; preds = %249
  %252 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 36), align 4, !tbaa !32
  %253 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 40), align 4, !tbaa !33
  %254 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 44), align 4, !tbaa !34
  %255 = add nsw i32 %146, -1
  %256 = and i32 %146, 7
  %257 = icmp ult i32 %255, 7
  br i1 %257, label %283, label %258

258:                                              ; preds = %251
  %259 = and i32 %146, 2147483640
  br label %310

260:                                              ; preds = %260, %214
  %261 = phi float [ %207, %214 ], [ %278, %260 ]
  %262 = phi i32 [ 0, %214 ], [ %279, %260 ]
  %263 = tail call noundef float @llvm.maxnum.f32(float %261, float %209)
  %264 = tail call noundef float @llvm.minnum.f32(float %263, float %210)
  %265 = tail call noundef float @llvm.maxnum.f32(float %264, float %209)
  %266 = tail call noundef float @llvm.minnum.f32(float %265, float %210)
  %267 = tail call noundef float @llvm.maxnum.f32(float %266, float %209)
  %268 = tail call noundef float @llvm.minnum.f32(float %267, float %210)
  %269 = tail call noundef float @llvm.maxnum.f32(float %268, float %209)
  %270 = tail call noundef float @llvm.minnum.f32(float %269, float %210)
  %271 = tail call noundef float @llvm.maxnum.f32(float %270, float %209)
  %272 = tail call noundef float @llvm.minnum.f32(float %271, float %210)
  %273 = tail call noundef float @llvm.maxnum.f32(float %272, float %209)
  %274 = tail call noundef float @llvm.minnum.f32(float %273, float %210)
  %275 = tail call noundef float @llvm.maxnum.f32(float %274, float %209)
  %276 = tail call noundef float @llvm.minnum.f32(float %275, float %210)
  %277 = tail call noundef float @llvm.maxnum.f32(float %276, float %209)
  %278 = tail call noundef float @llvm.minnum.f32(float %277, float %210)
  %279 = add i32 %262, 8
  %280 = icmp eq i32 %279, %215
  br i1 %280, label %237, label %260, !llvm.loop !35

281:                                              ; preds = %310
  %282 = icmp eq i32 %256, 0
  br i1 %282, label %298, label %283

283:                                              ; preds = %281, %251
  %284 = phi float [ %250, %251 ], [ %338, %281 ]
  %285 = phi float [ %250, %251 ], [ %337, %281 ]
  %286 = phi float [ %250, %251 ], [ %336, %281 ]
  %287 = icmp ne i32 %256, 0
  tail call void @llvm.assume(i1 %287)
  br label %288

288:                                              ; preds = %288, %283
  %289 = phi float [ %284, %283 ], [ %295, %288 ]
  %290 = phi float [ %285, %283 ], [ %294, %288 ]
  %291 = phi float [ %286, %283 ], [ %293, %288 ]
  %292 = phi i32 [ 0, %283 ], [ %296, %288 ]
  %293 = fmul contract float %291, %252
  %294 = fmul contract float %290, %253
  %295 = fmul contract float %289, %254
  %296 = add i32 %292, 1
  %297 = icmp eq i32 %296, %256
  br i1 %297, label %298, label %288, !llvm.loop !36

298:                                              ; preds = %281, %288, %249
  %299 = phi float [ %250, %249 ], [ %336, %281 ], [ %293, %288 ]
  %300 = phi float [ %250, %249 ], [ %337, %281 ], [ %294, %288 ]
  %301 = phi float [ %250, %249 ], [ %338, %281 ], [ %295, %288 ]
  %302 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 100), align 4, !tbaa !37
  %303 = icmp slt i32 %302, 1
  br i1 %303, label %362, label %304

304:                                              ; preds = %298
  %305 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 48), align 4, !tbaa !38
  %306 = and i32 %302, 7
  %307 = icmp ult i32 %302, 8
  br i1 %307, label %343, label %308

308:                                              ; preds = %304
  %309 = and i32 %302, 2147483640
  br label %378

310:                                              ; preds = %310, %258
  %311 = phi float [ %250, %258 ], [ %338, %310 ]
  %312 = phi float [ %250, %258 ], [ %337, %310 ]
  %313 = phi float [ %250, %258 ], [ %336, %310 ]
  %314 = phi i32 [ 0, %258 ], [ %339, %310 ]
  %315 = fmul contract float %313, %252
  %316 = fmul contract float %312, %253
  %317 = fmul contract float %311, %254
  %318 = fmul contract float %315, %252
  %319 = fmul contract float %316, %253
  %320 = fmul contract float %317, %254
  %321 = fmul contract float %318, %252
  %322 = fmul contract float %319, %253
  %323 = fmul contract float %320, %254
  %324 = fmul contract float %321, %252
  %325 = fmul contract float %322, %253
  %326 = fmul contract float %323, %254
  %327 = fmul contract float %324, %252
  %328 = fmul contract float %325, %253
  %329 = fmul contract float %326, %254
  %330 = fmul contract float %327, %252
  %331 = fmul contract float %328, %253
  %332 = fmul contract float %329, %254
  %333 = fmul contract float %330, %252
  %334 = fmul contract float %331, %253
  %335 = fmul contract float %332, %254
  %336 = fmul contract float %333, %252
  %337 = fmul contract float %334, %253
  %338 = fmul contract float %335, %254
  %339 = add i32 %314, 8
  %340 = icmp eq i32 %339, %259
  br i1 %340, label %281, label %310, !llvm.loop !39

341:                                              ; preds = %378
  %342 = icmp eq i32 %306, 0
  br i1 %342, label %362, label %343

343:                                              ; preds = %341, %304
  %344 = phi i32 [ 1, %304 ], [ %453, %341 ]
  %345 = phi float [ %299, %304 ], [ %452, %341 ]
  %346 = icmp ne i32 %306, 0
  tail call void @llvm.assume(i1 %346)
  br label %347

347:                                              ; preds = %347, %343
  %348 = phi i32 [ %344, %343 ], [ %359, %347 ]
  %349 = phi float [ %345, %343 ], [ %358, %347 ]
  %350 = phi i32 [ 0, %343 ], [ %360, %347 ]
  %351 = sub nsw i32 %8, %348
  %352 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %351, i32 0)
  %353 = zext nneg i32 %352 to i64
  %354 = getelementptr inbounds nuw float, ptr %20, i64 %353
  %355 = load float, ptr %354, align 4, !tbaa !17
  %356 = fsub contract float %349, %355
  %357 = fmul contract float %305, %356
  %358 = fadd contract float %349, %357
  %359 = add nuw i32 %348, 1
  %360 = add i32 %350, 1
  %361 = icmp eq i32 %360, %306
  br i1 %361, label %362, label %347, !llvm.loop !40

362:                                              ; preds = %341, %347, %298
  %363 = phi float [ %299, %298 ], [ %452, %341 ], [ %358, %347 ]
  br i1 %303, label %477, label %364

364:                                              ; preds = %362
  %365 = add nsw i32 %10, -1
  %366 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 52), align 4, !tbaa !41
  %367 = and i32 %302, 7
  %368 = icmp ult i32 %302, 8
  br i1 %368, label %458, label %369

369:                                              ; preds = %364
  %370 = and i32 %302, 2147483640
  %371 = add i32 1, %8
  %372 = add i32 2, %8
  %373 = add i32 3, %8
  %374 = add i32 4, %8
  %375 = add i32 5, %8
  %376 = add i32 6, %8
  %377 = add i32 7, %8
  br label %486

378:                                              ; preds = %378, %308
  %379 = phi i32 [ 1, %308 ], [ %453, %378 ]
  %380 = phi float [ %299, %308 ], [ %452, %378 ]
  %381 = phi i32 [ 0, %308 ], [ %454, %378 ]
  %382 = sub nsw i32 %8, %379
  %383 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %382, i32 0)
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr inbounds nuw float, ptr %20, i64 %384
  %386 = load float, ptr %385, align 4, !tbaa !17
  %387 = fsub contract float %380, %386
  %388 = fmul contract float %305, %387
  %389 = fadd contract float %380, %388
  %390 = xor i32 %379, -1
  %391 = add i32 %8, %390
  %392 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %391, i32 0)
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr inbounds nuw float, ptr %20, i64 %393
  %395 = load float, ptr %394, align 4, !tbaa !17
  %396 = fsub contract float %389, %395
  %397 = fmul contract float %305, %396
  %398 = fadd contract float %389, %397
  %399 = add nuw nsw i32 %379, 2
  %400 = sub nsw i32 %8, %399
  %401 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %400, i32 0)
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr inbounds nuw float, ptr %20, i64 %402
  %404 = load float, ptr %403, align 4, !tbaa !17
  %405 = fsub contract float %398, %404
  %406 = fmul contract float %305, %405
  %407 = fadd contract float %398, %406
  %408 = add nuw nsw i32 %379, 3
  %409 = sub nsw i32 %8, %408
  %410 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %409, i32 0)
  %411 = zext nneg i32 %410 to i64
  %412 = getelementptr inbounds nuw float, ptr %20, i64 %411
  %413 = load float, ptr %412, align 4, !tbaa !17
  %414 = fsub contract float %407, %413
  %415 = fmul contract float %305, %414
  %416 = fadd contract float %407, %415
  %417 = add nuw nsw i32 %379, 4
  %418 = sub nsw i32 %8, %417
  %419 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %418, i32 0)
  %420 = zext nneg i32 %419 to i64
  %421 = getelementptr inbounds nuw float, ptr %20, i64 %420
  %422 = load float, ptr %421, align 4, !tbaa !17
  %423 = fsub contract float %416, %422
  %424 = fmul contract float %305, %423
  %425 = fadd contract float %416, %424
  %426 = add nuw nsw i32 %379, 5
  %427 = sub nsw i32 %8, %426
  %428 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %427, i32 0)
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr inbounds nuw float, ptr %20, i64 %429
  %431 = load float, ptr %430, align 4, !tbaa !17
  %432 = fsub contract float %425, %431
  %433 = fmul contract float %305, %432
  %434 = fadd contract float %425, %433
  %435 = add nuw nsw i32 %379, 6
  %436 = sub nsw i32 %8, %435
  %437 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %436, i32 0)
  %438 = zext nneg i32 %437 to i64
  %439 = getelementptr inbounds nuw float, ptr %20, i64 %438
  %440 = load float, ptr %439, align 4, !tbaa !17
  %441 = fsub contract float %434, %440
  %442 = fmul contract float %305, %441
  %443 = fadd contract float %434, %442
  %444 = add nuw i32 %379, 7
  %445 = sub nsw i32 %8, %444
  %446 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %445, i32 0)
  %447 = zext nneg i32 %446 to i64
  %448 = getelementptr inbounds nuw float, ptr %20, i64 %447
  %449 = load float, ptr %448, align 4, !tbaa !17
  %450 = fsub contract float %443, %449
  %451 = fmul contract float %305, %450
  %452 = fadd contract float %443, %451
  %453 = add nuw i32 %379, 8
  %454 = add i32 %381, 8
  %455 = icmp eq i32 %454, %309
  br i1 %455, label %341, label %378, !llvm.loop !42

456:                                              ; preds = %486
  %457 = icmp eq i32 %367, 0
  br i1 %457, label %477, label %458

458:                                              ; preds = %456, %364
  %459 = phi i32 [ 1, %364 ], [ %554, %456 ]
  %460 = phi float [ %300, %364 ], [ %553, %456 ]
  %461 = icmp ne i32 %367, 0
  tail call void @llvm.assume(i1 %461)
  br label %462

462:                                              ; preds = %462, %458
  %463 = phi i32 [ %459, %458 ], [ %474, %462 ]
  %464 = phi float [ %460, %458 ], [ %473, %462 ]
  %465 = phi i32 [ 0, %458 ], [ %475, %462 ]
  %466 = add nsw i32 %463, %8
  %467 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %466, i32 range(i32 -2147483648, 2147483647) %365)
  %468 = sext i32 %467 to i64
  %469 = getelementptr inbounds float, ptr %20, i64 %468
  %470 = load float, ptr %469, align 4, !tbaa !17
  %471 = fsub contract float %470, %464
  %472 = fmul contract float %366, %471
  %473 = fadd contract float %464, %472
  %474 = add nuw i32 %463, 1
  %475 = add i32 %465, 1
  %476 = icmp eq i32 %475, %367
  br i1 %476, label %477, label %462, !llvm.loop !43

477:                                              ; preds = %456, %462, %362
  %478 = phi float [ %300, %362 ], [ %553, %456 ], [ %473, %462 ]
  br i1 %147, label %479, label %570

479:                                              ; preds = %477
  %480 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 56), align 4, !tbaa !44
  %481 = add nsw i32 %146, -1
  %482 = and i32 %146, 7
  %483 = icmp ult i32 %481, 7
  br i1 %483, label %559, label %484

484:                                              ; preds = %479
  %485 = and i32 %146, 2147483640
  br label %579

486:                                              ; preds = %486, %369
  %487 = phi i32 [ 1, %369 ], [ %554, %486 ]
  %488 = phi float [ %300, %369 ], [ %553, %486 ]
  %489 = phi i32 [ 0, %369 ], [ %555, %486 ]
  %490 = add nsw i32 %487, %8
  %491 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %490, i32 range(i32 -2147483648, 2147483647) %365)
  %492 = sext i32 %491 to i64
  %493 = getelementptr inbounds float, ptr %20, i64 %492
  %494 = load float, ptr %493, align 4, !tbaa !17
  %495 = fsub contract float %494, %488
  %496 = fmul contract float %366, %495
  %497 = fadd contract float %488, %496
  %498 = add i32 %487, %371
  %499 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %498, i32 range(i32 -2147483648, 2147483647) %365)
  %500 = sext i32 %499 to i64
  %501 = getelementptr inbounds float, ptr %20, i64 %500
  %502 = load float, ptr %501, align 4, !tbaa !17
  %503 = fsub contract float %502, %497
  %504 = fmul contract float %366, %503
  %505 = fadd contract float %497, %504
  %506 = add i32 %487, %372
  %507 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %506, i32 range(i32 -2147483648, 2147483647) %365)
  %508 = sext i32 %507 to i64
  %509 = getelementptr inbounds float, ptr %20, i64 %508
  %510 = load float, ptr %509, align 4, !tbaa !17
  %511 = fsub contract float %510, %505
  %512 = fmul contract float %366, %511
  %513 = fadd contract float %505, %512
  %514 = add i32 %487, %373
  %515 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %514, i32 range(i32 -2147483648, 2147483647) %365)
  %516 = sext i32 %515 to i64
  %517 = getelementptr inbounds float, ptr %20, i64 %516
  %518 = load float, ptr %517, align 4, !tbaa !17
  %519 = fsub contract float %518, %513
  %520 = fmul contract float %366, %519
  %521 = fadd contract float %513, %520
  %522 = add i32 %487, %374
  %523 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %522, i32 range(i32 -2147483648, 2147483647) %365)
  %524 = sext i32 %523 to i64
  %525 = getelementptr inbounds float, ptr %20, i64 %524
  %526 = load float, ptr %525, align 4, !tbaa !17
  %527 = fsub contract float %526, %521
  %528 = fmul contract float %366, %527
  %529 = fadd contract float %521, %528
  %530 = add i32 %487, %375
  %531 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %530, i32 range(i32 -2147483648, 2147483647) %365)
  %532 = sext i32 %531 to i64
  %533 = getelementptr inbounds float, ptr %20, i64 %532
  %534 = load float, ptr %533, align 4, !tbaa !17
  %535 = fsub contract float %534, %529
  %536 = fmul contract float %366, %535
  %537 = fadd contract float %529, %536
  %538 = add i32 %487, %376
  %539 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %538, i32 range(i32 -2147483648, 2147483647) %365)
  %540 = sext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr %20, i64 %540
  %542 = load float, ptr %541, align 4, !tbaa !17
  %543 = fsub contract float %542, %537
  %544 = fmul contract float %366, %543
  %545 = fadd contract float %537, %544
  %546 = add i32 %487, %377
  %547 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %546, i32 range(i32 -2147483648, 2147483647) %365)
  %548 = sext i32 %547 to i64
  %549 = getelementptr inbounds float, ptr %20, i64 %548
  %550 = load float, ptr %549, align 4, !tbaa !17
  %551 = fsub contract float %550, %545
  %552 = fmul contract float %366, %551
  %553 = fadd contract float %545, %552
  %554 = add nuw i32 %487, 8
  %555 = add i32 %489, 8
  %556 = icmp eq i32 %555, %370
  br i1 %556, label %456, label %486, !llvm.loop !45

557:                                              ; preds = %579
  %558 = icmp eq i32 %482, 0
  br i1 %558, label %570, label %559

559:                                              ; preds = %557, %479
  %560 = phi float [ %301, %479 ], [ %605, %557 ]
  %561 = icmp ne i32 %482, 0
  tail call void @llvm.assume(i1 %561)
  br label %562

562:                                              ; preds = %562, %559
  %563 = phi float [ %560, %559 ], [ %567, %562 ]
  %564 = phi i32 [ 0, %559 ], [ %568, %562 ]
  %565 = fadd contract float %563, -5.000000e-01
  %566 = fmul contract float %565, %480
  %567 = fadd contract float %566, 5.000000e-01
  %568 = add i32 %564, 1
  %569 = icmp eq i32 %568, %482
  br i1 %569, label %570, label %562, !llvm.loop !46

570:                                              ; preds = %557, %562, %477
  %571 = phi float [ %301, %477 ], [ %605, %557 ], [ %567, %562 ]
  br i1 %147, label %572, label %636

572:                                              ; preds = %570
  %573 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 60), align 4, !tbaa !47
  %574 = add nsw i32 %146, -1
  %575 = and i32 %146, 3
  %576 = icmp ult i32 %574, 3
  br i1 %576, label %610, label %577

577:                                              ; preds = %572
  %578 = and i32 %146, 2147483644
  br label %648

579:                                              ; preds = %579, %484
  %580 = phi float [ %301, %484 ], [ %605, %579 ]
  %581 = phi i32 [ 0, %484 ], [ %606, %579 ]
  %582 = fadd contract float %580, -5.000000e-01
  %583 = fmul contract float %582, %480
  %584 = fadd contract float %583, 5.000000e-01
  %585 = fadd contract float %584, -5.000000e-01
  %586 = fmul contract float %585, %480
  %587 = fadd contract float %586, 5.000000e-01
  %588 = fadd contract float %587, -5.000000e-01
  %589 = fmul contract float %588, %480
  %590 = fadd contract float %589, 5.000000e-01
  %591 = fadd contract float %590, -5.000000e-01
  %592 = fmul contract float %591, %480
  %593 = fadd contract float %592, 5.000000e-01
  %594 = fadd contract float %593, -5.000000e-01
  %595 = fmul contract float %594, %480
  %596 = fadd contract float %595, 5.000000e-01
  %597 = fadd contract float %596, -5.000000e-01
  %598 = fmul contract float %597, %480
  %599 = fadd contract float %598, 5.000000e-01
  %600 = fadd contract float %599, -5.000000e-01
  %601 = fmul contract float %600, %480
  %602 = fadd contract float %601, 5.000000e-01
  %603 = fadd contract float %602, -5.000000e-01
  %604 = fmul contract float %603, %480
  %605 = fadd contract float %604, 5.000000e-01
  %606 = add i32 %581, 8
  %607 = icmp eq i32 %606, %485
  br i1 %607, label %557, label %579, !llvm.loop !48

608:                                              ; preds = %648
  %609 = icmp eq i32 %575, 0
  br i1 %609, label %636, label %610

610:                                              ; preds = %608, %572
  %611 = phi float [ %571, %572 ], [ %708, %608 ]
  %612 = phi float [ %478, %572 ], [ %705, %608 ]
  %613 = phi float [ %363, %572 ], [ %702, %608 ]
  %614 = icmp ne i32 %575, 0
  tail call void @llvm.assume(i1 %614)
  br label %615

615:                                              ; preds = %615, %610
  %616 = phi float [ %611, %610 ], [ %633, %615 ]
  %617 = phi float [ %612, %610 ], [ %630, %615 ]
  %618 = phi float [ %613, %610 ], [ %627, %615 ]
  %619 = phi i32 [ 0, %610 ], [ %634, %615 ]
  %620 = fmul contract float %618, 0x3FD322D0E0000000
  %621 = fmul contract float %617, 0x3FE2C8B440000000
  %622 = fadd contract float %620, %621
  %623 = fmul contract float %616, 0x3FBD2F1AA0000000
  %624 = fadd contract float %622, %623
  %625 = fsub contract float %618, %624
  %626 = fmul contract float %625, %573
  %627 = fadd contract float %624, %626
  %628 = fsub contract float %617, %624
  %629 = fmul contract float %628, %573
  %630 = fadd contract float %624, %629
  %631 = fsub contract float %616, %624
  %632 = fmul contract float %631, %573
  %633 = fadd contract float %624, %632
  %634 = add i32 %619, 1
  %635 = icmp eq i32 %634, %575
  br i1 %635, label %636, label %615, !llvm.loop !49

636:                                              ; preds = %608, %615, %570
  %637 = phi float [ %363, %570 ], [ %702, %608 ], [ %627, %615 ]
  %638 = phi float [ %478, %570 ], [ %705, %608 ], [ %630, %615 ]
  %639 = phi float [ %571, %570 ], [ %708, %608 ], [ %633, %615 ]
  br i1 %147, label %640, label %723

640:                                              ; preds = %636
  %641 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 64), align 4, !tbaa !50
  %642 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 68), align 4, !tbaa !51
  %643 = add nsw i32 %146, -1
  %644 = and i32 %146, 7
  %645 = icmp ult i32 %643, 7
  br i1 %645, label %713, label %646

646:                                              ; preds = %640
  %647 = and i32 %146, 2147483640
  br label %733

648:                                              ; preds = %648, %577
  %649 = phi float [ %571, %577 ], [ %708, %648 ]
  %650 = phi float [ %478, %577 ], [ %705, %648 ]
  %651 = phi float [ %363, %577 ], [ %702, %648 ]
  %652 = phi i32 [ 0, %577 ], [ %709, %648 ]
  %653 = fmul contract float %651, 0x3FD322D0E0000000
  %654 = fmul contract float %650, 0x3FE2C8B440000000
  %655 = fadd contract float %653, %654
  %656 = fmul contract float %649, 0x3FBD2F1AA0000000
  %657 = fadd contract float %655, %656
  %658 = fsub contract float %651, %657
  %659 = fmul contract float %658, %573
  %660 = fadd contract float %657, %659
  %661 = fsub contract float %650, %657
  %662 = fmul contract float %661, %573
  %663 = fadd contract float %657, %662
  %664 = fsub contract float %649, %657
  %665 = fmul contract float %664, %573
  %666 = fadd contract float %657, %665
  %667 = fmul contract float %660, 0x3FD322D0E0000000
  %668 = fmul contract float %663, 0x3FE2C8B440000000
  %669 = fadd contract float %667, %668
  %670 = fmul contract float %666, 0x3FBD2F1AA0000000
  %671 = fadd contract float %669, %670
  %672 = fsub contract float %660, %671
  %673 = fmul contract float %672, %573
  %674 = fadd contract float %671, %673
  %675 = fsub contract float %663, %671
  %676 = fmul contract float %675, %573
  %677 = fadd contract float %671, %676
  %678 = fsub contract float %666, %671
  %679 = fmul contract float %678, %573
  %680 = fadd contract float %671, %679
  %681 = fmul contract float %674, 0x3FD322D0E0000000
  %682 = fmul contract float %677, 0x3FE2C8B440000000
  %683 = fadd contract float %681, %682
  %684 = fmul contract float %680, 0x3FBD2F1AA0000000
  %685 = fadd contract float %683, %684
  %686 = fsub contract float %674, %685
  %687 = fmul contract float %686, %573
  %688 = fadd contract float %685, %687
  %689 = fsub contract float %677, %685
  %690 = fmul contract float %689, %573
  %691 = fadd contract float %685, %690
  %692 = fsub contract float %680, %685
  %693 = fmul contract float %692, %573
  %694 = fadd contract float %685, %693
  %695 = fmul contract float %688, 0x3FD322D0E0000000
  %696 = fmul contract float %691, 0x3FE2C8B440000000
  %697 = fadd contract float %695, %696
  %698 = fmul contract float %694, 0x3FBD2F1AA0000000
  %699 = fadd contract float %697, %698
  %700 = fsub contract float %688, %699
  %701 = fmul contract float %700, %573
  %702 = fadd contract float %699, %701
  %703 = fsub contract float %691, %699
  %704 = fmul contract float %703, %573
  %705 = fadd contract float %699, %704
  %706 = fsub contract float %694, %699
  %707 = fmul contract float %706, %573
  %708 = fadd contract float %699, %707
  %709 = add i32 %652, 4
  %710 = icmp eq i32 %709, %578
  br i1 %710, label %608, label %648, !llvm.loop !52

711:                                              ; preds = %733
  %712 = icmp eq i32 %644, 0
  br i1 %712, label %723, label %713

713:                                              ; preds = %711, %640
  %714 = phi float [ %637, %640 ], [ %751, %711 ]
  %715 = icmp ne i32 %644, 0
  tail call void @llvm.assume(i1 %715)
  br label %716

716:                                              ; preds = %716, %713
  %717 = phi float [ %714, %713 ], [ %720, %716 ]
  %718 = phi i32 [ 0, %713 ], [ %721, %716 ]
  %719 = tail call noundef float @llvm.maxnum.f32(float %717, float %641)
  %720 = tail call noundef float @llvm.minnum.f32(float %719, float %642)
  %721 = add i32 %718, 1
  %722 = icmp eq i32 %721, %644
  br i1 %722, label %723, label %716, !llvm.loop !53

723:                                              ; preds = %711, %716, %636
  %724 = phi float [ %637, %636 ], [ %751, %711 ], [ %720, %716 ]
  br i1 %147, label %725, label %766

725:                                              ; preds = %723
  %726 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 64), align 4, !tbaa !50
  %727 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 68), align 4, !tbaa !51
  %728 = add nsw i32 %146, -1
  %729 = and i32 %146, 7
  %730 = icmp ult i32 %728, 7
  br i1 %730, label %756, label %731

731:                                              ; preds = %725
  %732 = and i32 %146, 2147483640
  br label %776

733:                                              ; preds = %733, %646
  %734 = phi float [ %637, %646 ], [ %751, %733 ]
  %735 = phi i32 [ 0, %646 ], [ %752, %733 ]
  %736 = tail call noundef float @llvm.maxnum.f32(float %734, float %641)
  %737 = tail call noundef float @llvm.minnum.f32(float %736, float %642)
  %738 = tail call noundef float @llvm.maxnum.f32(float %737, float %641)
  %739 = tail call noundef float @llvm.minnum.f32(float %738, float %642)
  %740 = tail call noundef float @llvm.maxnum.f32(float %739, float %641)
  %741 = tail call noundef float @llvm.minnum.f32(float %740, float %642)
  %742 = tail call noundef float @llvm.maxnum.f32(float %741, float %641)
  %743 = tail call noundef float @llvm.minnum.f32(float %742, float %642)
  %744 = tail call noundef float @llvm.maxnum.f32(float %743, float %641)
  %745 = tail call noundef float @llvm.minnum.f32(float %744, float %642)
  %746 = tail call noundef float @llvm.maxnum.f32(float %745, float %641)
  %747 = tail call noundef float @llvm.minnum.f32(float %746, float %642)
  %748 = tail call noundef float @llvm.maxnum.f32(float %747, float %641)
  %749 = tail call noundef float @llvm.minnum.f32(float %748, float %642)
  %750 = tail call noundef float @llvm.maxnum.f32(float %749, float %641)
  %751 = tail call noundef float @llvm.minnum.f32(float %750, float %642)
  %752 = add i32 %735, 8
  %753 = icmp eq i32 %752, %647
  br i1 %753, label %711, label %733, !llvm.loop !54

754:                                              ; preds = %776
  %755 = icmp eq i32 %729, 0
  br i1 %755, label %766, label %756

756:                                              ; preds = %754, %725
  %757 = phi float [ %638, %725 ], [ %794, %754 ]
  %758 = icmp ne i32 %729, 0
  tail call void @llvm.assume(i1 %758)
  br label %759

759:                                              ; preds = %759, %756
  %760 = phi float [ %757, %756 ], [ %763, %759 ]
  %761 = phi i32 [ 0, %756 ], [ %764, %759 ]
  %762 = tail call noundef float @llvm.maxnum.f32(float %760, float %726)
  %763 = tail call noundef float @llvm.minnum.f32(float %762, float %727)
  %764 = add i32 %761, 1
  %765 = icmp eq i32 %764, %729
  br i1 %765, label %766, label %759, !llvm.loop !55

766:                                              ; preds = %754, %759, %723
  %767 = phi float [ %638, %723 ], [ %794, %754 ], [ %763, %759 ]
  br i1 %147, label %768, label %809

768:                                              ; preds = %766
  %769 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 64), align 4, !tbaa !50
  %770 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 68), align 4, !tbaa !51
  %771 = add nsw i32 %146, -1
  %772 = and i32 %146, 7
  %773 = icmp ult i32 %771, 7
  br i1 %773, label %799, label %774

774:                                              ; preds = %768
  %775 = and i32 %146, 2147483640
  br label %820

776:                                              ; preds = %776, %731
  %777 = phi float [ %638, %731 ], [ %794, %776 ]
  %778 = phi i32 [ 0, %731 ], [ %795, %776 ]
  %779 = tail call noundef float @llvm.maxnum.f32(float %777, float %726)
  %780 = tail call noundef float @llvm.minnum.f32(float %779, float %727)
  %781 = tail call noundef float @llvm.maxnum.f32(float %780, float %726)
  %782 = tail call noundef float @llvm.minnum.f32(float %781, float %727)
  %783 = tail call noundef float @llvm.maxnum.f32(float %782, float %726)
  %784 = tail call noundef float @llvm.minnum.f32(float %783, float %727)
  %785 = tail call noundef float @llvm.maxnum.f32(float %784, float %726)
  %786 = tail call noundef float @llvm.minnum.f32(float %785, float %727)
  %787 = tail call noundef float @llvm.maxnum.f32(float %786, float %726)
  %788 = tail call noundef float @llvm.minnum.f32(float %787, float %727)
  %789 = tail call noundef float @llvm.maxnum.f32(float %788, float %726)
  %790 = tail call noundef float @llvm.minnum.f32(float %789, float %727)
  %791 = tail call noundef float @llvm.maxnum.f32(float %790, float %726)
  %792 = tail call noundef float @llvm.minnum.f32(float %791, float %727)
  %793 = tail call noundef float @llvm.maxnum.f32(float %792, float %726)
  %794 = tail call noundef float @llvm.minnum.f32(float %793, float %727)
  %795 = add i32 %778, 8
  %796 = icmp eq i32 %795, %732
  br i1 %796, label %754, label %776, !llvm.loop !56

797:                                              ; preds = %820
  %798 = icmp eq i32 %772, 0
  br i1 %798, label %809, label %799

799:                                              ; preds = %797, %768
  %800 = phi float [ %639, %768 ], [ %838, %797 ]
  %801 = icmp ne i32 %772, 0
  tail call void @llvm.assume(i1 %801)
  br label %802

802:                                              ; preds = %802, %799
  %803 = phi float [ %800, %799 ], [ %806, %802 ]
  %804 = phi i32 [ 0, %799 ], [ %807, %802 ]
  %805 = tail call noundef float @llvm.maxnum.f32(float %803, float %769)
  %806 = tail call noundef float @llvm.minnum.f32(float %805, float %770)
  %807 = add i32 %804, 1
  %808 = icmp eq i32 %807, %772
  br i1 %808, label %809, label %802, !llvm.loop !57

809:                                              ; preds = %797, %802, %766
  %810 = phi float [ %639, %766 ], [ %838, %797 ], [ %806, %802 ]
  br i1 %147, label %811, label %856

811:                                              ; preds = %809
  %812 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 72), align 4, !tbaa !58
  %813 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 76), align 4, !tbaa !59
  %814 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 80), align 4, !tbaa !60
  %815 = add nsw i32 %146, -1
  %816 = and i32 %146, 7
  %817 = icmp ult i32 %815, 7
  br i1 %817, label %843, label %818

818:                                              ; preds = %811
  %819 = and i32 %146, 2147483640
  br label %867

820:                                              ; preds = %820, %774
  %821 = phi float [ %639, %774 ], [ %838, %820 ]
  %822 = phi i32 [ 0, %774 ], [ %839, %820 ]
  %823 = tail call noundef float @llvm.maxnum.f32(float %821, float %769)
  %824 = tail call noundef float @llvm.minnum.f32(float %823, float %770)
  %825 = tail call noundef float @llvm.maxnum.f32(float %824, float %769)
  %826 = tail call noundef float @llvm.minnum.f32(float %825, float %770)
  %827 = tail call noundef float @llvm.maxnum.f32(float %826, float %769)
  %828 = tail call noundef float @llvm.minnum.f32(float %827, float %770)
  %829 = tail call noundef float @llvm.maxnum.f32(float %828, float %769)
  %830 = tail call noundef float @llvm.minnum.f32(float %829, float %770)
  %831 = tail call noundef float @llvm.maxnum.f32(float %830, float %769)
  %832 = tail call noundef float @llvm.minnum.f32(float %831, float %770)
  %833 = tail call noundef float @llvm.maxnum.f32(float %832, float %769)
  %834 = tail call noundef float @llvm.minnum.f32(float %833, float %770)
  %835 = tail call noundef float @llvm.maxnum.f32(float %834, float %769)
  %836 = tail call noundef float @llvm.minnum.f32(float %835, float %770)
  %837 = tail call noundef float @llvm.maxnum.f32(float %836, float %769)
  %838 = tail call noundef float @llvm.minnum.f32(float %837, float %770)
  %839 = add i32 %822, 8
  %840 = icmp eq i32 %839, %775
  br i1 %840, label %797, label %820, !llvm.loop !61

841:                                              ; preds = %867
  %842 = icmp eq i32 %816, 0
  br i1 %842, label %856, label %843

843:                                              ; preds = %841, %811
  %844 = phi float [ %724, %811 ], [ %909, %841 ]
  %845 = icmp ne i32 %816, 0
  tail call void @llvm.assume(i1 %845)
  br label %846

846:                                              ; preds = %846, %843
  %847 = phi float [ %844, %843 ], [ %853, %846 ]
  %848 = phi i32 [ 0, %843 ], [ %854, %846 ]
  %849 = fmul contract float %847, %812
  %850 = fmul contract float %847, %849
  %851 = fmul contract float %847, %813
  %852 = fadd contract float %850, %851
  %853 = fadd contract float %814, %852
  %854 = add i32 %848, 1
  %855 = icmp eq i32 %854, %816
  br i1 %855, label %856, label %846, !llvm.loop !62

856:                                              ; preds = %841, %846, %809
  %857 = phi float [ %724, %809 ], [ %909, %841 ], [ %853, %846 ]
  br i1 %147, label %858, label %927

858:                                              ; preds = %856
  %859 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 72), align 4, !tbaa !58
  %860 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 76), align 4, !tbaa !59
  %861 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 80), align 4, !tbaa !60
  %862 = add nsw i32 %146, -1
  %863 = and i32 %146, 7
  %864 = icmp ult i32 %862, 7
  br i1 %864, label %914, label %865

865:                                              ; preds = %858
  %866 = and i32 %146, 2147483640
  br label %938

867:                                              ; preds = %867, %818
  %868 = phi float [ %724, %818 ], [ %909, %867 ]
  %869 = phi i32 [ 0, %818 ], [ %910, %867 ]
  %870 = fmul contract float %868, %812
  %871 = fmul contract float %868, %870
  %872 = fmul contract float %868, %813
  %873 = fadd contract float %871, %872
  %874 = fadd contract float %814, %873
  %875 = fmul contract float %874, %812
  %876 = fmul contract float %874, %875
  %877 = fmul contract float %874, %813
  %878 = fadd contract float %876, %877
  %879 = fadd contract float %814, %878
  %880 = fmul contract float %879, %812
  %881 = fmul contract float %879, %880
  %882 = fmul contract float %879, %813
  %883 = fadd contract float %881, %882
  %884 = fadd contract float %814, %883
  %885 = fmul contract float %884, %812
  %886 = fmul contract float %884, %885
  %887 = fmul contract float %884, %813
  %888 = fadd contract float %886, %887
  %889 = fadd contract float %814, %888
  %890 = fmul contract float %889, %812
  %891 = fmul contract float %889, %890
  %892 = fmul contract float %889, %813
  %893 = fadd contract float %891, %892
  %894 = fadd contract float %814, %893
  %895 = fmul contract float %894, %812
  %896 = fmul contract float %894, %895
  %897 = fmul contract float %894, %813
  %898 = fadd contract float %896, %897
  %899 = fadd contract float %814, %898
  %900 = fmul contract float %899, %812
  %901 = fmul contract float %899, %900
  %902 = fmul contract float %899, %813
  %903 = fadd contract float %901, %902
  %904 = fadd contract float %814, %903
  %905 = fmul contract float %904, %812
  %906 = fmul contract float %904, %905
  %907 = fmul contract float %904, %813
  %908 = fadd contract float %906, %907
  %909 = fadd contract float %814, %908
  %910 = add i32 %869, 8
  %911 = icmp eq i32 %910, %819
  br i1 %911, label %841, label %867, !llvm.loop !63

912:                                              ; preds = %938
  %913 = icmp eq i32 %863, 0
  br i1 %913, label %927, label %914

914:                                              ; preds = %912, %858
  %915 = phi float [ %767, %858 ], [ %980, %912 ]
  %916 = icmp ne i32 %863, 0
  tail call void @llvm.assume(i1 %916)
  br label %917

917:                                              ; preds = %917, %914
  %918 = phi float [ %915, %914 ], [ %924, %917 ]
  %919 = phi i32 [ 0, %914 ], [ %925, %917 ]
  %920 = fmul contract float %918, %859
  %921 = fmul contract float %918, %920
  %922 = fmul contract float %918, %860
  %923 = fadd contract float %921, %922
  %924 = fadd contract float %861, %923
  %925 = add i32 %919, 1
  %926 = icmp eq i32 %925, %863
  br i1 %926, label %927, label %917, !llvm.loop !64

927:                                              ; preds = %912, %917, %856
  %928 = phi float [ %767, %856 ], [ %980, %912 ], [ %924, %917 ]
  br i1 %147, label %929, label %998

929:                                              ; preds = %927
  %930 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 72), align 4, !tbaa !58
  %931 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 76), align 4, !tbaa !59
  %932 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 80), align 4, !tbaa !60
  %933 = add nsw i32 %146, -1
  %934 = and i32 %146, 7
  %935 = icmp ult i32 %933, 7
  br i1 %935, label %985, label %936

936:                                              ; preds = %929
  %937 = and i32 %146, 2147483640
  br label %1021

938:                                              ; preds = %938, %865
  %939 = phi float [ %767, %865 ], [ %980, %938 ]
  %940 = phi i32 [ 0, %865 ], [ %981, %938 ]
  %941 = fmul contract float %939, %859
  %942 = fmul contract float %939, %941
  %943 = fmul contract float %939, %860
  %944 = fadd contract float %942, %943
  %945 = fadd contract float %861, %944
  %946 = fmul contract float %945, %859
  %947 = fmul contract float %945, %946
  %948 = fmul contract float %945, %860
  %949 = fadd contract float %947, %948
  %950 = fadd contract float %861, %949
  %951 = fmul contract float %950, %859
  %952 = fmul contract float %950, %951
  %953 = fmul contract float %950, %860
  %954 = fadd contract float %952, %953
  %955 = fadd contract float %861, %954
  %956 = fmul contract float %955, %859
  %957 = fmul contract float %955, %956
  %958 = fmul contract float %955, %860
  %959 = fadd contract float %957, %958
  %960 = fadd contract float %861, %959
  %961 = fmul contract float %960, %859
  %962 = fmul contract float %960, %961
  %963 = fmul contract float %960, %860
  %964 = fadd contract float %962, %963
  %965 = fadd contract float %861, %964
  %966 = fmul contract float %965, %859
  %967 = fmul contract float %965, %966
  %968 = fmul contract float %965, %860
  %969 = fadd contract float %967, %968
  %970 = fadd contract float %861, %969
  %971 = fmul contract float %970, %859
  %972 = fmul contract float %970, %971
  %973 = fmul contract float %970, %860
  %974 = fadd contract float %972, %973
  %975 = fadd contract float %861, %974
  %976 = fmul contract float %975, %859
  %977 = fmul contract float %975, %976
  %978 = fmul contract float %975, %860
  %979 = fadd contract float %977, %978
  %980 = fadd contract float %861, %979
  %981 = add i32 %940, 8
  %982 = icmp eq i32 %981, %866
  br i1 %982, label %912, label %938, !llvm.loop !65

983:                                              ; preds = %1021
  %984 = icmp eq i32 %934, 0
  br i1 %984, label %998, label %985

985:                                              ; preds = %983, %929
  %986 = phi float [ %810, %929 ], [ %1063, %983 ]
  %987 = icmp ne i32 %934, 0
  tail call void @llvm.assume(i1 %987)
  br label %988

988:                                              ; preds = %988, %985
  %989 = phi float [ %986, %985 ], [ %995, %988 ]
  %990 = phi i32 [ 0, %985 ], [ %996, %988 ]
  %991 = fmul contract float %989, %930
  %992 = fmul contract float %989, %991
  %993 = fmul contract float %989, %931
  %994 = fadd contract float %992, %993
  %995 = fadd contract float %932, %994
  %996 = add i32 %990, 1
  %997 = icmp eq i32 %996, %934
  br i1 %997, label %998, label %988, !llvm.loop !66

998:                                              ; preds = %983, %988, %927
  %999 = phi float [ %810, %927 ], [ %1063, %983 ], [ %995, %988 ]
  br i1 %147, label %1000, label %1077

1000:                                             ; preds = %998
  %1001 = uitofp nneg i32 %9 to float
  %1002 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 92), align 4, !tbaa !67
  %1003 = fsub contract float %1001, %1002
  %1004 = uitofp nneg i32 %12 to float
  %1005 = fdiv contract float %1003, %1004
  %1006 = sitofp i32 %8 to float
  %1007 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 88), align 4, !tbaa !68
  %1008 = fsub contract float %1006, %1007
  %1009 = sitofp i32 %10 to float
  %1010 = fdiv contract float %1008, %1009
  %1011 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 84), align 4, !tbaa !69
  %1012 = fmul contract float %1010, %1010
  %1013 = fmul contract float %1005, %1005
  %1014 = fadd contract float %1012, %1013
  %1015 = fmul contract float %1014, %1011
  %1016 = add nsw i32 %146, -1
  %1017 = and i32 %146, 7
  %1018 = icmp ult i32 %1016, 7
  br i1 %1018, label %1068, label %1019

1019:                                             ; preds = %1000
  %1020 = and i32 %146, 2147483640
  br label %1086

1021:                                             ; preds = %1021, %936
  %1022 = phi float [ %810, %936 ], [ %1063, %1021 ]
  %1023 = phi i32 [ 0, %936 ], [ %1064, %1021 ]
  %1024 = fmul contract float %1022, %930
  %1025 = fmul contract float %1022, %1024
  %1026 = fmul contract float %1022, %931
  %1027 = fadd contract float %1025, %1026
  %1028 = fadd contract float %932, %1027
  %1029 = fmul contract float %1028, %930
  %1030 = fmul contract float %1028, %1029
  %1031 = fmul contract float %1028, %931
  %1032 = fadd contract float %1030, %1031
  %1033 = fadd contract float %932, %1032
  %1034 = fmul contract float %1033, %930
  %1035 = fmul contract float %1033, %1034
  %1036 = fmul contract float %1033, %931
  %1037 = fadd contract float %1035, %1036
  %1038 = fadd contract float %932, %1037
  %1039 = fmul contract float %1038, %930
  %1040 = fmul contract float %1038, %1039
  %1041 = fmul contract float %1038, %931
  %1042 = fadd contract float %1040, %1041
  %1043 = fadd contract float %932, %1042
  %1044 = fmul contract float %1043, %930
  %1045 = fmul contract float %1043, %1044
  %1046 = fmul contract float %1043, %931
  %1047 = fadd contract float %1045, %1046
  %1048 = fadd contract float %932, %1047
  %1049 = fmul contract float %1048, %930
  %1050 = fmul contract float %1048, %1049
  %1051 = fmul contract float %1048, %931
  %1052 = fadd contract float %1050, %1051
  %1053 = fadd contract float %932, %1052
  %1054 = fmul contract float %1053, %930
  %1055 = fmul contract float %1053, %1054
  %1056 = fmul contract float %1053, %931
  %1057 = fadd contract float %1055, %1056
  %1058 = fadd contract float %932, %1057
  %1059 = fmul contract float %1058, %930
  %1060 = fmul contract float %1058, %1059
  %1061 = fmul contract float %1058, %931
  %1062 = fadd contract float %1060, %1061
  %1063 = fadd contract float %932, %1062
  %1064 = add i32 %1023, 8
  %1065 = icmp eq i32 %1064, %937
  br i1 %1065, label %983, label %1021, !llvm.loop !70

1066:                                             ; preds = %1086
  %1067 = icmp eq i32 %1017, 0
  br i1 %1067, label %1077, label %1068

1068:                                             ; preds = %1066, %1000
  %1069 = phi float [ 1.000000e+00, %1000 ], [ %1096, %1066 ]
  %1070 = icmp ne i32 %1017, 0
  tail call void @llvm.assume(i1 %1070)
  br label %1071

1071:                                             ; preds = %1071, %1068
  %1072 = phi float [ %1069, %1068 ], [ %1074, %1071 ]
  %1073 = phi i32 [ 0, %1068 ], [ %1075, %1071 ]
  %1074 = fsub contract float %1072, %1015
  %1075 = add i32 %1073, 1
  %1076 = icmp eq i32 %1075, %1017
  br i1 %1076, label %1077, label %1071, !llvm.loop !71

1077:                                             ; preds = %1066, %1071, %998
  %1078 = phi float [ 1.000000e+00, %998 ], [ %1096, %1066 ], [ %1074, %1071 ]
  br i1 %22, label %1079, label %1119

1079:                                             ; preds = %1077
  %1080 = add nsw i32 %10, -1
  %1081 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 20), align 4, !tbaa !20
  %1082 = and i32 %21, 7
  %1083 = icmp ult i32 %21, 8
  br i1 %1083, label %1101, label %1084

1084:                                             ; preds = %1079
  %1085 = and i32 %21, 2147483640
  br label %1127

1086:                                             ; preds = %1086, %1019
  %1087 = phi float [ 1.000000e+00, %1019 ], [ %1096, %1086 ]
  %1088 = phi i32 [ 0, %1019 ], [ %1097, %1086 ]
  %1089 = fsub contract float %1087, %1015
  %1090 = fsub contract float %1089, %1015
  %1091 = fsub contract float %1090, %1015
  %1092 = fsub contract float %1091, %1015
  %1093 = fsub contract float %1092, %1015
  %1094 = fsub contract float %1093, %1015
  %1095 = fsub contract float %1094, %1015
  %1096 = fsub contract float %1095, %1015
  %1097 = add i32 %1088, 8
  %1098 = icmp eq i32 %1097, %1020
  br i1 %1098, label %1066, label %1086, !llvm.loop !72

1099:                                             ; preds = %1127
  %1100 = icmp eq i32 %1082, 0
  br i1 %1100, label %1119, label %1101

1101:                                             ; preds = %1099, %1079
  %1102 = phi i32 [ 0, %1079 ], [ %1194, %1099 ]
  %1103 = phi float [ %857, %1079 ], [ %1193, %1099 ]
  %1104 = icmp ne i32 %1082, 0
  tail call void @llvm.assume(i1 %1104)
  br label %1105

1105:                                             ; preds = %1105, %1101
  %1106 = phi i32 [ %1102, %1101 ], [ %1116, %1105 ]
  %1107 = phi float [ %1103, %1101 ], [ %1115, %1105 ]
  %1108 = phi i32 [ 0, %1101 ], [ %1117, %1105 ]
  %1109 = add nsw i32 %1106, %8
  %1110 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1109, i32 range(i32 -2147483648, 2147483647) %1080)
  %1111 = sext i32 %1110 to i64
  %1112 = getelementptr inbounds float, ptr %20, i64 %1111
  %1113 = load float, ptr %1112, align 4, !tbaa !17
  %1114 = fmul contract float %1113, %1081
  %1115 = fadd contract float %1107, %1114
  %1116 = add nuw nsw i32 %1106, 1
  %1117 = add i32 %1108, 1
  %1118 = icmp eq i32 %1117, %1082
  br i1 %1118, label %1119, label %1105, !llvm.loop !73

1119:                                             ; preds = %1099, %1105, %1077
  %1120 = phi float [ %857, %1077 ], [ %1193, %1099 ], [ %1115, %1105 ]
  br i1 %22, label %1121, label %1217

1121:                                             ; preds = %1119
  %1122 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 20), align 4, !tbaa !20
  %1123 = and i32 %21, 7
  %1124 = icmp ult i32 %21, 8
  br i1 %1124, label %1199, label %1125

1125:                                             ; preds = %1121
  %1126 = and i32 %21, 2147483640
  br label %1225

1127:                                             ; preds = %1127, %1084
  %1128 = phi i32 [ 0, %1084 ], [ %1194, %1127 ]
  %1129 = phi float [ %857, %1084 ], [ %1193, %1127 ]
  %1130 = phi i32 [ 0, %1084 ], [ %1195, %1127 ]
  %1131 = add nsw i32 %1128, %8
  %1132 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1131, i32 range(i32 -2147483648, 2147483647) %1080)
  %1133 = sext i32 %1132 to i64
  %1134 = getelementptr inbounds float, ptr %20, i64 %1133
  %1135 = load float, ptr %1134, align 4, !tbaa !17
  %1136 = fmul contract float %1135, %1081
  %1137 = fadd contract float %1129, %1136
  %1138 = or disjoint i32 %1128, 1
  %1139 = add nsw i32 %1138, %8
  %1140 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1139, i32 range(i32 -2147483648, 2147483647) %1080)
  %1141 = sext i32 %1140 to i64
  %1142 = getelementptr inbounds float, ptr %20, i64 %1141
  %1143 = load float, ptr %1142, align 4, !tbaa !17
  %1144 = fmul contract float %1143, %1081
  %1145 = fadd contract float %1137, %1144
  %1146 = or disjoint i32 %1128, 2
  %1147 = add nsw i32 %1146, %8
  %1148 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1147, i32 range(i32 -2147483648, 2147483647) %1080)
  %1149 = sext i32 %1148 to i64
  %1150 = getelementptr inbounds float, ptr %20, i64 %1149
  %1151 = load float, ptr %1150, align 4, !tbaa !17
  %1152 = fmul contract float %1151, %1081
  %1153 = fadd contract float %1145, %1152
  %1154 = or disjoint i32 %1128, 3
  %1155 = add nsw i32 %1154, %8
  %1156 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1155, i32 range(i32 -2147483648, 2147483647) %1080)
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr inbounds float, ptr %20, i64 %1157
  %1159 = load float, ptr %1158, align 4, !tbaa !17
  %1160 = fmul contract float %1159, %1081
  %1161 = fadd contract float %1153, %1160
  %1162 = or disjoint i32 %1128, 4
  %1163 = add nsw i32 %1162, %8
  %1164 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1163, i32 range(i32 -2147483648, 2147483647) %1080)
  %1165 = sext i32 %1164 to i64
  %1166 = getelementptr inbounds float, ptr %20, i64 %1165
  %1167 = load float, ptr %1166, align 4, !tbaa !17
  %1168 = fmul contract float %1167, %1081
  %1169 = fadd contract float %1161, %1168
  %1170 = or disjoint i32 %1128, 5
  %1171 = add nsw i32 %1170, %8
  %1172 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1171, i32 range(i32 -2147483648, 2147483647) %1080)
  %1173 = sext i32 %1172 to i64
  %1174 = getelementptr inbounds float, ptr %20, i64 %1173
  %1175 = load float, ptr %1174, align 4, !tbaa !17
  %1176 = fmul contract float %1175, %1081
  %1177 = fadd contract float %1169, %1176
  %1178 = or disjoint i32 %1128, 6
  %1179 = add nsw i32 %1178, %8
  %1180 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1179, i32 range(i32 -2147483648, 2147483647) %1080)
  %1181 = sext i32 %1180 to i64
  %1182 = getelementptr inbounds float, ptr %20, i64 %1181
  %1183 = load float, ptr %1182, align 4, !tbaa !17
  %1184 = fmul contract float %1183, %1081
  %1185 = fadd contract float %1177, %1184
  %1186 = or disjoint i32 %1128, 7
  %1187 = add nsw i32 %1186, %8
  %1188 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %1187, i32 range(i32 -2147483648, 2147483647) %1080)
  %1189 = sext i32 %1188 to i64
  %1190 = getelementptr inbounds float, ptr %20, i64 %1189
  %1191 = load float, ptr %1190, align 4, !tbaa !17
  %1192 = fmul contract float %1191, %1081
  %1193 = fadd contract float %1185, %1192
  %1194 = add nuw nsw i32 %1128, 8
  %1195 = add i32 %1130, 8
  %1196 = icmp eq i32 %1195, %1085
  br i1 %1196, label %1099, label %1127, !llvm.loop !74

1197:                                             ; preds = %1225
  %1198 = icmp eq i32 %1123, 0
  br i1 %1198, label %1217, label %1199

1199:                                             ; preds = %1197, %1121
  %1200 = phi i32 [ 0, %1121 ], [ %1292, %1197 ]
  %1201 = phi float [ %928, %1121 ], [ %1291, %1197 ]
  %1202 = icmp ne i32 %1123, 0
  tail call void @llvm.assume(i1 %1202)
  br label %1203

1203:                                             ; preds = %1203, %1199
  %1204 = phi i32 [ %1200, %1199 ], [ %1214, %1203 ]
  %1205 = phi float [ %1201, %1199 ], [ %1213, %1203 ]
  %1206 = phi i32 [ 0, %1199 ], [ %1215, %1203 ]
  %1207 = sub nsw i32 %8, %1204
  %1208 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1207, i32 0)
  %1209 = zext nneg i32 %1208 to i64
  %1210 = getelementptr inbounds nuw float, ptr %20, i64 %1209
  %1211 = load float, ptr %1210, align 4, !tbaa !17
  %1212 = fmul contract float %1211, %1122
  %1213 = fadd contract float %1205, %1212
  %1214 = add nuw nsw i32 %1204, 1
  %1215 = add i32 %1206, 1
  %1216 = icmp eq i32 %1215, %1123
  br i1 %1216, label %1217, label %1203, !llvm.loop !75

1217:                                             ; preds = %1197, %1203, %1119
  %1218 = phi float [ %928, %1119 ], [ %1291, %1197 ], [ %1213, %1203 ]
  br i1 %147, label %1219, label %1312

1219:                                             ; preds = %1217
  %1220 = add nsw i32 %146, -1
  %1221 = and i32 %146, 7
  %1222 = icmp ult i32 %1220, 7
  br i1 %1222, label %1297, label %1223

1223:                                             ; preds = %1219
  %1224 = and i32 %146, 2147483640
  br label %1324

1225:                                             ; preds = %1225, %1125
  %1226 = phi i32 [ 0, %1125 ], [ %1292, %1225 ]
  %1227 = phi float [ %928, %1125 ], [ %1291, %1225 ]
  %1228 = phi i32 [ 0, %1125 ], [ %1293, %1225 ]
  %1229 = sub nsw i32 %8, %1226
  %1230 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1229, i32 0)
  %1231 = zext nneg i32 %1230 to i64
  %1232 = getelementptr inbounds nuw float, ptr %20, i64 %1231
  %1233 = load float, ptr %1232, align 4, !tbaa !17
  %1234 = fmul contract float %1233, %1122
  %1235 = fadd contract float %1227, %1234
  %1236 = xor i32 %1226, -1
  %1237 = add i32 %8, %1236
  %1238 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1237, i32 0)
  %1239 = zext nneg i32 %1238 to i64
  %1240 = getelementptr inbounds nuw float, ptr %20, i64 %1239
  %1241 = load float, ptr %1240, align 4, !tbaa !17
  %1242 = fmul contract float %1241, %1122
  %1243 = fadd contract float %1235, %1242
  %1244 = or disjoint i32 %1226, 2
  %1245 = sub nsw i32 %8, %1244
  %1246 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1245, i32 0)
  %1247 = zext nneg i32 %1246 to i64
  %1248 = getelementptr inbounds nuw float, ptr %20, i64 %1247
  %1249 = load float, ptr %1248, align 4, !tbaa !17
  %1250 = fmul contract float %1249, %1122
  %1251 = fadd contract float %1243, %1250
  %1252 = or disjoint i32 %1226, 3
  %1253 = sub nsw i32 %8, %1252
  %1254 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1253, i32 0)
  %1255 = zext nneg i32 %1254 to i64
  %1256 = getelementptr inbounds nuw float, ptr %20, i64 %1255
  %1257 = load float, ptr %1256, align 4, !tbaa !17
  %1258 = fmul contract float %1257, %1122
  %1259 = fadd contract float %1251, %1258
  %1260 = or disjoint i32 %1226, 4
  %1261 = sub nsw i32 %8, %1260
  %1262 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1261, i32 0)
  %1263 = zext nneg i32 %1262 to i64
  %1264 = getelementptr inbounds nuw float, ptr %20, i64 %1263
  %1265 = load float, ptr %1264, align 4, !tbaa !17
  %1266 = fmul contract float %1265, %1122
  %1267 = fadd contract float %1259, %1266
  %1268 = or disjoint i32 %1226, 5
  %1269 = sub nsw i32 %8, %1268
  %1270 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1269, i32 0)
  %1271 = zext nneg i32 %1270 to i64
  %1272 = getelementptr inbounds nuw float, ptr %20, i64 %1271
  %1273 = load float, ptr %1272, align 4, !tbaa !17
  %1274 = fmul contract float %1273, %1122
  %1275 = fadd contract float %1267, %1274
  %1276 = or disjoint i32 %1226, 6
  %1277 = sub nsw i32 %8, %1276
  %1278 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1277, i32 0)
  %1279 = zext nneg i32 %1278 to i64
  %1280 = getelementptr inbounds nuw float, ptr %20, i64 %1279
  %1281 = load float, ptr %1280, align 4, !tbaa !17
  %1282 = fmul contract float %1281, %1122
  %1283 = fadd contract float %1275, %1282
  %1284 = or disjoint i32 %1226, 7
  %1285 = sub nsw i32 %8, %1284
  %1286 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1285, i32 0)
  %1287 = zext nneg i32 %1286 to i64
  %1288 = getelementptr inbounds nuw float, ptr %20, i64 %1287
  %1289 = load float, ptr %1288, align 4, !tbaa !17
  %1290 = fmul contract float %1289, %1122
  %1291 = fadd contract float %1283, %1290
  %1292 = add nuw nsw i32 %1226, 8
  %1293 = add i32 %1228, 8
  %1294 = icmp eq i32 %1293, %1126
  br i1 %1294, label %1197, label %1225, !llvm.loop !76

1295:                                             ; preds = %1324
  %1296 = icmp eq i32 %1221, 0
  br i1 %1296, label %1312, label %1297

1297:                                             ; preds = %1295, %1219
  %1298 = phi float [ %999, %1219 ], [ %1352, %1295 ]
  %1299 = phi float [ %1218, %1219 ], [ %1351, %1295 ]
  %1300 = phi float [ %1120, %1219 ], [ %1350, %1295 ]
  %1301 = icmp ne i32 %1221, 0
  tail call void @llvm.assume(i1 %1301)
  br label %1302

1302:                                             ; preds = %1302, %1297
  %1303 = phi float [ %1309, %1302 ], [ %1298, %1297 ]
  %1304 = phi float [ %1308, %1302 ], [ %1299, %1297 ]
  %1305 = phi float [ %1307, %1302 ], [ %1300, %1297 ]
  %1306 = phi i32 [ %1310, %1302 ], [ 0, %1297 ]
  %1307 = fmul contract float %1078, %1305
  %1308 = fmul contract float %1078, %1304
  %1309 = fmul contract float %1078, %1303
  %1310 = add i32 %1306, 1
  %1311 = icmp eq i32 %1310, %1221
  br i1 %1311, label %1312, label %1302, !llvm.loop !77

1312:                                             ; preds = %1295, %1302, %1217
  %1313 = phi float [ %1120, %1217 ], [ %1350, %1295 ], [ %1307, %1302 ]
  %1314 = phi float [ %1218, %1217 ], [ %1351, %1295 ], [ %1308, %1302 ]
  %1315 = phi float [ %999, %1217 ], [ %1352, %1295 ], [ %1309, %1302 ]
  br i1 %147, label %1316, label %1367

1316:                                             ; preds = %1312
  %1317 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 16), align 4, !tbaa !16
  %1318 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !26
  %1319 = add nsw i32 %146, -1
  %1320 = and i32 %146, 7
  %1321 = icmp ult i32 %1319, 7
  br i1 %1321, label %1357, label %1322

1322:                                             ; preds = %1316
  %1323 = and i32 %146, 2147483640
  br label %1377

1324:                                             ; preds = %1324, %1223
  %1325 = phi float [ %999, %1223 ], [ %1352, %1324 ]
  %1326 = phi float [ %1218, %1223 ], [ %1351, %1324 ]
  %1327 = phi float [ %1120, %1223 ], [ %1350, %1324 ]
  %1328 = phi i32 [ 0, %1223 ], [ %1353, %1324 ]
  %1329 = fmul contract float %1078, %1327
  %1330 = fmul contract float %1078, %1326
  %1331 = fmul contract float %1078, %1325
  %1332 = fmul contract float %1078, %1329
  %1333 = fmul contract float %1078, %1330
  %1334 = fmul contract float %1078, %1331
  %1335 = fmul contract float %1078, %1332
  %1336 = fmul contract float %1078, %1333
  %1337 = fmul contract float %1078, %1334
  %1338 = fmul contract float %1078, %1335
  %1339 = fmul contract float %1078, %1336
  %1340 = fmul contract float %1078, %1337
  %1341 = fmul contract float %1078, %1338
  %1342 = fmul contract float %1078, %1339
  %1343 = fmul contract float %1078, %1340
  %1344 = fmul contract float %1078, %1341
  %1345 = fmul contract float %1078, %1342
  %1346 = fmul contract float %1078, %1343
  %1347 = fmul contract float %1078, %1344
  %1348 = fmul contract float %1078, %1345
  %1349 = fmul contract float %1078, %1346
  %1350 = fmul contract float %1078, %1347
  %1351 = fmul contract float %1078, %1348
  %1352 = fmul contract float %1078, %1349
  %1353 = add i32 %1328, 8
  %1354 = icmp eq i32 %1353, %1224
  br i1 %1354, label %1295, label %1324, !llvm.loop !78

1355:                                             ; preds = %1377
  %1356 = icmp eq i32 %1320, 0
  br i1 %1356, label %1367, label %1357

1357:                                             ; preds = %1355, %1316
  %1358 = phi float [ %1313, %1316 ], [ %1395, %1355 ]
  %1359 = icmp ne i32 %1320, 0
  tail call void @llvm.assume(i1 %1359)
  br label %1360

1360:                                             ; preds = %1360, %1357
  %1361 = phi float [ %1358, %1357 ], [ %1364, %1360 ]
  %1362 = phi i32 [ 0, %1357 ], [ %1365, %1360 ]
  %1363 = fmul contract float %1361, %1317
  %1364 = fadd contract float %1363, %1318
  %1365 = add i32 %1362, 1
  %1366 = icmp eq i32 %1365, %1320
  br i1 %1366, label %1367, label %1360, !llvm.loop !79

1367:                                             ; preds = %1355, %1360, %1312
  %1368 = phi float [ %1313, %1312 ], [ %1395, %1355 ], [ %1364, %1360 ]
  br i1 %147, label %1369, label %1410

1369:                                             ; preds = %1367
  %1370 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 16), align 4, !tbaa !16
  %1371 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !26
  %1372 = add nsw i32 %146, -1
  %1373 = and i32 %146, 7
  %1374 = icmp ult i32 %1372, 7
  br i1 %1374, label %1400, label %1375

1375:                                             ; preds = %1369
  %1376 = and i32 %146, 2147483640
  br label %1420

1377:                                             ; preds = %1377, %1322
  %1378 = phi float [ %1313, %1322 ], [ %1395, %1377 ]
  %1379 = phi i32 [ 0, %1322 ], [ %1396, %1377 ]
  %1380 = fmul contract float %1378, %1317
  %1381 = fadd contract float %1380, %1318
  %1382 = fmul contract float %1381, %1317
  %1383 = fadd contract float %1382, %1318
  %1384 = fmul contract float %1383, %1317
  %1385 = fadd contract float %1384, %1318
  %1386 = fmul contract float %1385, %1317
  %1387 = fadd contract float %1386, %1318
  %1388 = fmul contract float %1387, %1317
  %1389 = fadd contract float %1388, %1318
  %1390 = fmul contract float %1389, %1317
  %1391 = fadd contract float %1390, %1318
  %1392 = fmul contract float %1391, %1317
  %1393 = fadd contract float %1392, %1318
  %1394 = fmul contract float %1393, %1317
  %1395 = fadd contract float %1394, %1318
  %1396 = add i32 %1379, 8
  %1397 = icmp eq i32 %1396, %1323
  br i1 %1397, label %1355, label %1377, !llvm.loop !80

1398:                                             ; preds = %1420
  %1399 = icmp eq i32 %1373, 0
  br i1 %1399, label %1410, label %1400

1400:                                             ; preds = %1398, %1369
  %1401 = phi float [ %1314, %1369 ], [ %1438, %1398 ]
  %1402 = icmp ne i32 %1373, 0
  tail call void @llvm.assume(i1 %1402)
  br label %1403

1403:                                             ; preds = %1403, %1400
  %1404 = phi float [ %1401, %1400 ], [ %1407, %1403 ]
  %1405 = phi i32 [ 0, %1400 ], [ %1408, %1403 ]
  %1406 = fmul contract float %1404, %1370
  %1407 = fadd contract float %1406, %1371
  %1408 = add i32 %1405, 1
  %1409 = icmp eq i32 %1408, %1373
  br i1 %1409, label %1410, label %1403, !llvm.loop !81

1410:                                             ; preds = %1398, %1403, %1367
  %1411 = phi float [ %1314, %1367 ], [ %1438, %1398 ], [ %1407, %1403 ]
  br i1 %147, label %1412, label %1453

1412:                                             ; preds = %1410
  %1413 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 16), align 4, !tbaa !16
  %1414 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !26
  %1415 = add nsw i32 %146, -1
  %1416 = and i32 %146, 7
  %1417 = icmp ult i32 %1415, 7
  br i1 %1417, label %1443, label %1418

1418:                                             ; preds = %1412
  %1419 = and i32 %146, 2147483640
  br label %1474

1420:                                             ; preds = %1420, %1375
  %1421 = phi float [ %1314, %1375 ], [ %1438, %1420 ]
  %1422 = phi i32 [ 0, %1375 ], [ %1439, %1420 ]
  %1423 = fmul contract float %1421, %1370
  %1424 = fadd contract float %1423, %1371
  %1425 = fmul contract float %1424, %1370
  %1426 = fadd contract float %1425, %1371
  %1427 = fmul contract float %1426, %1370
  %1428 = fadd contract float %1427, %1371
  %1429 = fmul contract float %1428, %1370
  %1430 = fadd contract float %1429, %1371
  %1431 = fmul contract float %1430, %1370
  %1432 = fadd contract float %1431, %1371
  %1433 = fmul contract float %1432, %1370
  %1434 = fadd contract float %1433, %1371
  %1435 = fmul contract float %1434, %1370
  %1436 = fadd contract float %1435, %1371
  %1437 = fmul contract float %1436, %1370
  %1438 = fadd contract float %1437, %1371
  %1439 = add i32 %1422, 8
  %1440 = icmp eq i32 %1439, %1376
  br i1 %1440, label %1398, label %1420, !llvm.loop !82

1441:                                             ; preds = %1474
  %1442 = icmp eq i32 %1416, 0
  br i1 %1442, label %1453, label %1443

1443:                                             ; preds = %1441, %1412
  %1444 = phi float [ %1315, %1412 ], [ %1492, %1441 ]
  %1445 = icmp ne i32 %1416, 0
  tail call void @llvm.assume(i1 %1445)
  br label %1446

1446:                                             ; preds = %1446, %1443
  %1447 = phi float [ %1444, %1443 ], [ %1450, %1446 ]
  %1448 = phi i32 [ 0, %1443 ], [ %1451, %1446 ]
  %1449 = fmul contract float %1447, %1413
  %1450 = fadd contract float %1449, %1414
  %1451 = add i32 %1448, 1
  %1452 = icmp eq i32 %1451, %1416
  br i1 %1452, label %1453, label %1446, !llvm.loop !83

1453:                                             ; preds = %1441, %1446, %1410
  %1454 = phi float [ %1315, %1410 ], [ %1492, %1441 ], [ %1450, %1446 ]
  %1455 = sext i32 %10 to i64
  %1456 = mul nsw i64 %1455, %16
  %1457 = mul nsw i64 %1456, 12
  %1458 = getelementptr inbounds nuw i8, ptr %1, i64 %1457
  %1459 = mul nsw i32 %8, 3
  %1460 = sext i32 %1459 to i64
  %1461 = getelementptr inbounds float, ptr %1458, i64 %1460
  store float %1368, ptr %1461, align 4, !tbaa !17
  %1462 = getelementptr i8, ptr %1461, i64 4
  store float %1411, ptr %1462, align 4, !tbaa !17
  %1463 = getelementptr i8, ptr %1461, i64 8
  store float %1454, ptr %1463, align 4, !tbaa !17
  %1464 = fadd contract float %1368, %1411
  %1465 = fadd contract float %1464, %1454
  br i1 %147, label %1466, label %1507

1466:                                             ; preds = %1453
  %1467 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 32), align 4, !tbaa !29
  %1468 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !26
  %1469 = add nsw i32 %146, -1
  %1470 = and i32 %146, 7
  %1471 = icmp ult i32 %1469, 7
  br i1 %1471, label %1497, label %1472

1472:                                             ; preds = %1466
  %1473 = and i32 %146, 2147483640
  br label %1512

1474:                                             ; preds = %1474, %1418
  %1475 = phi float [ %1315, %1418 ], [ %1492, %1474 ]
  %1476 = phi i32 [ 0, %1418 ], [ %1493, %1474 ]
  %1477 = fmul contract float %1475, %1413
  %1478 = fadd contract float %1477, %1414
  %1479 = fmul contract float %1478, %1413
  %1480 = fadd contract float %1479, %1414
  %1481 = fmul contract float %1480, %1413
  %1482 = fadd contract float %1481, %1414
  %1483 = fmul contract float %1482, %1413
  %1484 = fadd contract float %1483, %1414
  %1485 = fmul contract float %1484, %1413
  %1486 = fadd contract float %1485, %1414
  %1487 = fmul contract float %1486, %1413
  %1488 = fadd contract float %1487, %1414
  %1489 = fmul contract float %1488, %1413
  %1490 = fadd contract float %1489, %1414
  %1491 = fmul contract float %1490, %1413
  %1492 = fadd contract float %1491, %1414
  %1493 = add i32 %1476, 8
  %1494 = icmp eq i32 %1493, %1419
  br i1 %1494, label %1441, label %1474, !llvm.loop !84

1495:                                             ; preds = %1512
  %1496 = icmp eq i32 %1470, 0
  br i1 %1496, label %1507, label %1497

1497:                                             ; preds = %1495, %1466
  %1498 = phi float [ %1465, %1466 ], [ %1530, %1495 ]
  %1499 = icmp ne i32 %1470, 0
  tail call void @llvm.assume(i1 %1499)
  br label %1500

1500:                                             ; preds = %1500, %1497
  %1501 = phi float [ %1498, %1497 ], [ %1504, %1500 ]
  %1502 = phi i32 [ 0, %1497 ], [ %1505, %1500 ]
  %1503 = fmul contract float %1501, %1467
  %1504 = fsub contract float %1503, %1468
  %1505 = add i32 %1502, 1
  %1506 = icmp eq i32 %1505, %1470
  br i1 %1506, label %1507, label %1500, !llvm.loop !85

1507:                                             ; preds = %1495, %1500, %1453
  %1508 = phi float [ %1465, %1453 ], [ %1530, %1495 ], [ %1504, %1500 ]
  %1509 = sext i32 %8 to i64
  %1510 = getelementptr float, ptr %2, i64 %1456
  %1511 = getelementptr float, ptr %1510, i64 %1509
  store float %1508, ptr %1511, align 4, !tbaa !17
  br label %1533

1512:                                             ; preds = %1512, %1472
  %1513 = phi float [ %1465, %1472 ], [ %1530, %1512 ]
  %1514 = phi i32 [ 0, %1472 ], [ %1531, %1512 ]
  %1515 = fmul contract float %1513, %1467
  %1516 = fsub contract float %1515, %1468
  %1517 = fmul contract float %1516, %1467
  %1518 = fsub contract float %1517, %1468
  %1519 = fmul contract float %1518, %1467
  %1520 = fsub contract float %1519, %1468
  %1521 = fmul contract float %1520, %1467
  %1522 = fsub contract float %1521, %1468
  %1523 = fmul contract float %1522, %1467
  %1524 = fsub contract float %1523, %1468
  %1525 = fmul contract float %1524, %1467
  %1526 = fsub contract float %1525, %1468
  %1527 = fmul contract float %1526, %1467
  %1528 = fsub contract float %1527, %1468
  %1529 = fmul contract float %1528, %1467
  %1530 = fsub contract float %1529, %1468
  %1531 = add i32 %1514, 8
  %1532 = icmp eq i32 %1531, %1473
  br i1 %1532, label %1495, label %1512, !llvm.loop !86

1533:                                             ; preds = %3, %1507
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS14PipelineParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !13, i64 32, !13, i64 36, !13, i64 40, !13, i64 44, !13, i64 48, !13, i64 52, !13, i64 56, !13, i64 60, !13, i64 64, !13, i64 68, !13, i64 72, !13, i64 76, !13, i64 80, !13, i64 84, !13, i64 88, !13, i64 92, !7, i64 96, !7, i64 100}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !7, i64 8}
!15 = !{!12, !7, i64 12}
!16 = !{!12, !13, i64 16}
!17 = !{!13, !13, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!12, !13, i64 20}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !19}
!24 = !{!12, !7, i64 96}
!25 = !{!12, !13, i64 24}
!26 = !{!12, !13, i64 28}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !19}
!29 = !{!12, !13, i64 32}
!30 = distinct !{!30, !22}
!31 = distinct !{!31, !19}
!32 = !{!12, !13, i64 36}
!33 = !{!12, !13, i64 40}
!34 = !{!12, !13, i64 44}
!35 = distinct !{!35, !22}
!36 = distinct !{!36, !19}
!37 = !{!12, !7, i64 100}
!38 = !{!12, !13, i64 48}
!39 = distinct !{!39, !22}
!40 = distinct !{!40, !19}
!41 = !{!12, !13, i64 52}
!42 = distinct !{!42, !22}
!43 = distinct !{!43, !19}
!44 = !{!12, !13, i64 56}
!45 = distinct !{!45, !22}
!46 = distinct !{!46, !19}
!47 = !{!12, !13, i64 60}
!48 = distinct !{!48, !22}
!49 = distinct !{!49, !19}
!50 = !{!12, !13, i64 64}
!51 = !{!12, !13, i64 68}
!52 = distinct !{!52, !22}
!53 = distinct !{!53, !19}
!54 = distinct !{!54, !22}
!55 = distinct !{!55, !19}
!56 = distinct !{!56, !22}
!57 = distinct !{!57, !19}
!58 = !{!12, !13, i64 72}
!59 = !{!12, !13, i64 76}
!60 = !{!12, !13, i64 80}
!61 = distinct !{!61, !22}
!62 = distinct !{!62, !19}
!63 = distinct !{!63, !22}
!64 = distinct !{!64, !19}
!65 = distinct !{!65, !22}
!66 = distinct !{!66, !19}
!67 = !{!12, !13, i64 92}
!68 = !{!12, !13, i64 88}
!69 = !{!12, !13, i64 84}
!70 = distinct !{!70, !22}
!71 = distinct !{!71, !19}
!72 = distinct !{!72, !22}
!73 = distinct !{!73, !19}
!74 = distinct !{!74, !22}
!75 = distinct !{!75, !19}
!76 = distinct !{!76, !22}
!77 = distinct !{!77, !19}
!78 = distinct !{!78, !22}
!79 = distinct !{!79, !19}
!80 = distinct !{!80, !22}
!81 = distinct !{!81, !19}
!82 = distinct !{!82, !22}
!83 = distinct !{!83, !19}
!84 = distinct !{!84, !22}
!85 = distinct !{!85, !19}
!86 = distinct !{!86, !22}
