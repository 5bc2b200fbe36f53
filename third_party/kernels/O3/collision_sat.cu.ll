; ModuleID = 'src/collision_sat.cu'
source_filename = "src/collision_sat.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.OBB = type { %struct.float3, [3 x %struct.float3], %struct.float3 }
%struct.float3 = type { float, float, float }
%struct.Contact = type { %struct.float3, float, i32, i32, i32, i32 }
%struct.int2 = type { i32, i32 }
%struct.Capsule = type { %struct.float3, %struct.float3, float }
%struct.float4 = type { float, float, float, float }
%struct.Tri = type { %struct.float3, %struct.float3, %struct.float3 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.OBB @_Z8load_obbPKf(ptr noalias noundef readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 4, !tbaa !11
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !11
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %6 = load float, ptr %5, align 4, !tbaa !11
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %8 = load float, ptr %7, align 4, !tbaa !11
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %10 = load float, ptr %9, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %20 = load float, ptr %19, align 4, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = tail call noundef float @llvm.nvvm.fabs.f32(float %26)
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = tail call noundef float @llvm.nvvm.fabs.f32(float %29)
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = tail call noundef float @llvm.nvvm.fabs.f32(float %32)
  %34 = insertvalue %struct.OBB poison, float %2, 0, 0
  %35 = insertvalue %struct.OBB %34, float %4, 0, 1
  %36 = insertvalue %struct.OBB %35, float %6, 0, 2
  %37 = insertvalue %struct.OBB %36, float %8, 1, 0, 0
  %38 = insertvalue %struct.OBB %37, float %10, 1, 0, 1
  %39 = insertvalue %struct.OBB %38, float %12, 1, 0, 2
  %40 = insertvalue %struct.OBB %39, float %14, 1, 1, 0
  %41 = insertvalue %struct.OBB %40, float %16, 1, 1, 1
  %42 = insertvalue %struct.OBB %41, float %18, 1, 1, 2
  %43 = insertvalue %struct.OBB %42, float %20, 1, 2, 0
  %44 = insertvalue %struct.OBB %43, float %22, 1, 2, 1
  %45 = insertvalue %struct.OBB %44, float %24, 1, 2, 2
  %46 = insertvalue %struct.OBB %45, float %27, 2, 0
  %47 = insertvalue %struct.OBB %46, float %30, 2, 1
  %48 = insertvalue %struct.OBB %47, float %33, 2, 2
  ret %struct.OBB %48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Contact @_Z7obb_obbRK3OBBS1_(ptr noundef nonnull readonly align 4 captures(none) dereferenceable(60) %0, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(60) %1) local_unnamed_addr #3 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %5 = load float, ptr %3, align 4, !tbaa !11
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = load float, ptr %4, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = fmul contract float %5, %10
  %16 = fmul contract float %7, %12
  %17 = fadd contract float %15, %16
  %18 = fmul contract float %9, %14
  %19 = fadd contract float %17, %18
  %20 = tail call noundef float @llvm.nvvm.fabs.f32(float %19)
  %21 = fadd contract float %20, 0x3EB0C6F7A0000000
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = fmul contract float %5, %23
  %29 = fmul contract float %7, %25
  %30 = fadd contract float %28, %29
  %31 = fmul contract float %9, %27
  %32 = fadd contract float %30, %31
  %33 = tail call noundef float @llvm.nvvm.fabs.f32(float %32)
  %34 = fadd contract float %33, 0x3EB0C6F7A0000000
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = fmul contract float %5, %36
  %42 = fmul contract float %7, %38
  %43 = fadd contract float %41, %42
  %44 = fmul contract float %9, %40
  %45 = fadd contract float %43, %44
  %46 = tail call noundef float @llvm.nvvm.fabs.f32(float %45)
  %47 = fadd contract float %46, 0x3EB0C6F7A0000000
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fmul contract float %49, %10
  %55 = fmul contract float %51, %12
  %56 = fadd contract float %54, %55
  %57 = fmul contract float %53, %14
  %58 = fadd contract float %56, %57
  %59 = tail call noundef float @llvm.nvvm.fabs.f32(float %58)
  %60 = fadd contract float %59, 0x3EB0C6F7A0000000
  %61 = fmul contract float %49, %23
  %62 = fmul contract float %51, %25
  %63 = fadd contract float %61, %62
  %64 = fmul contract float %53, %27
  %65 = fadd contract float %63, %64
  %66 = tail call noundef float @llvm.nvvm.fabs.f32(float %65)
  %67 = fadd contract float %66, 0x3EB0C6F7A0000000
  %68 = fmul contract float %49, %36
  %69 = fmul contract float %51, %38
  %70 = fadd contract float %68, %69
  %71 = fmul contract float %53, %40
  %72 = fadd contract float %70, %71
  %73 = tail call noundef float @llvm.nvvm.fabs.f32(float %72)
  %74 = fadd contract float %73, 0x3EB0C6F7A0000000
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = fmul contract float %76, %10
  %82 = fmul contract float %78, %12
  %83 = fadd contract float %81, %82
  %84 = fmul contract float %80, %14
  %85 = fadd contract float %83, %84
  %86 = tail call noundef float @llvm.nvvm.fabs.f32(float %85)
  %87 = fadd contract float %86, 0x3EB0C6F7A0000000
  %88 = fmul contract float %76, %23
  %89 = fmul contract float %78, %25
  %90 = fadd contract float %88, %89
  %91 = fmul contract float %80, %27
  %92 = fadd contract float %90, %91
  %93 = tail call noundef float @llvm.nvvm.fabs.f32(float %92)
  %94 = fadd contract float %93, 0x3EB0C6F7A0000000
  %95 = fmul contract float %76, %36
  %96 = fmul contract float %78, %38
  %97 = fadd contract float %95, %96
  %98 = fmul contract float %80, %40
  %99 = fadd contract float %97, %98
  %100 = tail call noundef float @llvm.nvvm.fabs.f32(float %99)
  %101 = fadd contract float %100, 0x3EB0C6F7A0000000
  %102 = load float, ptr %1, align 4, !tbaa !11
  %103 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = load float, ptr %0, align 4, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = fsub contract float %102, %107
  %113 = fsub contract float %104, %109
  %114 = fsub contract float %106, %111
  %115 = load float, ptr %3, align 4, !tbaa !11
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = fmul contract float %112, %115
  %121 = fmul contract float %113, %117
  %122 = fadd contract float %120, %121
  %123 = fmul contract float %114, %119
  %124 = fadd contract float %122, %123
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = fmul contract float %112, %126
  %132 = fmul contract float %113, %128
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %114, %130
  %135 = fadd contract float %133, %134
  %136 = fmul contract float %112, %76
  %137 = fmul contract float %113, %78
  %138 = fadd contract float %136, %137
  %139 = fmul contract float %114, %80
  %140 = fadd contract float %138, %139
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %142 = load float, ptr %141, align 4, !tbaa !13
  %143 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %144 = load float, ptr %143, align 4, !tbaa !16
  %145 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %146 = load float, ptr %145, align 4, !tbaa !17
  %147 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %148 = load float, ptr %147, align 4, !tbaa !13
  %149 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %150 = load float, ptr %149, align 4, !tbaa !16
  %151 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %152 = load float, ptr %151, align 4, !tbaa !17
  %153 = fmul contract float %115, %115
  %154 = fmul contract float %117, %117
  %155 = fadd contract float %153, %154
  %156 = fmul contract float %119, %119
  %157 = fadd contract float %155, %156
  %158 = fcmp contract olt float %157, 0x3DDB7CDFE0000000
  br i1 %158, label %268, label %247

159:                                              ; preds = %268
  %160 = fmul contract float %126, %126
  %161 = fmul contract float %128, %128
  %162 = fadd contract float %160, %161
  %163 = fmul contract float %130, %130
  %164 = fadd contract float %162, %163
  %165 = fcmp contract olt float %164, 0x3DDB7CDFE0000000
  br i1 %165, label %187, label %166

166:                                              ; preds = %159
  %167 = fmul contract float %148, %60
  %168 = fmul contract float %150, %67
  %169 = fadd contract float %167, %168
  %170 = fmul contract float %152, %74
  %171 = fadd contract float %169, %170
  %172 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %164)
  %173 = fadd contract float %144, %171
  %174 = tail call noundef float @llvm.nvvm.fabs.f32(float %135)
  %175 = fsub contract float %173, %174
  %176 = fmul contract float %172, %175
  %177 = fcmp contract uge float %176, 0.000000e+00
  %178 = fcmp contract olt float %176, %273
  %179 = and i1 %177, %178
  br i1 %179, label %180, label %187

180:                                              ; preds = %166
  %181 = fcmp contract olt float %135, 0.000000e+00
  %182 = fneg contract float %172
  %183 = select contract i1 %181, float %182, float %172
  %184 = fmul contract float %126, %183
  %185 = fmul contract float %128, %183
  %186 = fmul contract float %130, %183
  br label %187

187:                                              ; preds = %180, %166, %159
  %188 = phi float [ %269, %159 ], [ %184, %180 ], [ %269, %166 ]
  %189 = phi i32 [ %270, %159 ], [ 1, %180 ], [ %270, %166 ]
  %190 = phi float [ %271, %159 ], [ %185, %180 ], [ %271, %166 ]
  %191 = phi float [ %272, %159 ], [ %186, %180 ], [ %272, %166 ]
  %192 = phi float [ %273, %159 ], [ %176, %180 ], [ %273, %166 ]
  %193 = phi i1 [ true, %159 ], [ true, %180 ], [ %177, %166 ]
  br i1 %193, label %194, label %822

194:                                              ; preds = %187
  %195 = load float, ptr %75, align 4, !tbaa !11
  %196 = load float, ptr %77, align 4, !tbaa !11
  %197 = load float, ptr %79, align 4, !tbaa !11
  %198 = fmul contract float %195, %195
  %199 = fmul contract float %196, %196
  %200 = fadd contract float %198, %199
  %201 = fmul contract float %197, %197
  %202 = fadd contract float %200, %201
  %203 = fcmp contract olt float %202, 0x3DDB7CDFE0000000
  br i1 %203, label %225, label %204

204:                                              ; preds = %194
  %205 = fmul contract float %148, %87
  %206 = fmul contract float %150, %94
  %207 = fadd contract float %205, %206
  %208 = fmul contract float %152, %101
  %209 = fadd contract float %207, %208
  %210 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %202)
  %211 = fadd contract float %146, %209
  %212 = tail call noundef float @llvm.nvvm.fabs.f32(float %140)
  %213 = fsub contract float %211, %212
  %214 = fmul contract float %210, %213
  %215 = fcmp contract uge float %214, 0.000000e+00
  %216 = fcmp contract olt float %214, %192
  %217 = and i1 %215, %216
  br i1 %217, label %218, label %225

218:                                              ; preds = %204
  %219 = fcmp contract olt float %140, 0.000000e+00
  %220 = fneg contract float %210
  %221 = select contract i1 %219, float %220, float %210
  %222 = fmul contract float %195, %221
  %223 = fmul contract float %196, %221
  %224 = fmul contract float %197, %221
  br label %225

225:                                              ; preds = %218, %204, %194
  %226 = phi float [ %188, %194 ], [ %222, %218 ], [ %188, %204 ]
  %227 = phi i32 [ %189, %194 ], [ 2, %218 ], [ %189, %204 ]
  %228 = phi float [ %190, %194 ], [ %223, %218 ], [ %190, %204 ]
  %229 = phi float [ %191, %194 ], [ %224, %218 ], [ %191, %204 ]
  %230 = phi float [ %192, %194 ], [ %214, %218 ], [ %192, %204 ]
  %231 = phi i1 [ true, %194 ], [ true, %218 ], [ %215, %204 ]
  br i1 %231, label %232, label %822

232:                                              ; preds = %225
  %233 = fmul contract float %124, %19
  %234 = fmul contract float %135, %58
  %235 = fadd contract float %233, %234
  %236 = fmul contract float %140, %85
  %237 = fadd contract float %235, %236
  %238 = load float, ptr %4, align 4, !tbaa !11
  %239 = load float, ptr %11, align 4, !tbaa !11
  %240 = load float, ptr %13, align 4, !tbaa !11
  %241 = fmul contract float %238, %238
  %242 = fmul contract float %239, %239
  %243 = fadd contract float %241, %242
  %244 = fmul contract float %240, %240
  %245 = fadd contract float %243, %244
  %246 = fcmp contract olt float %245, 0x3DDB7CDFE0000000
  br i1 %246, label %401, label %380

247:                                              ; preds = %2
  %248 = fmul contract float %148, %21
  %249 = fmul contract float %150, %34
  %250 = fadd contract float %248, %249
  %251 = fmul contract float %152, %47
  %252 = fadd contract float %250, %251
  %253 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %157)
  %254 = fadd contract float %142, %252
  %255 = tail call noundef float @llvm.nvvm.fabs.f32(float %124)
  %256 = fsub contract float %254, %255
  %257 = fmul contract float %253, %256
  %258 = fcmp contract uge float %257, 0.000000e+00
  %259 = fcmp contract olt float %257, 0x47EC363CC0000000
  %260 = and i1 %258, %259
  br i1 %260, label %261, label %268

261:                                              ; preds = %247
  %262 = fcmp contract olt float %124, 0.000000e+00
  %263 = fneg contract float %253
  %264 = select contract i1 %262, float %263, float %253
  %265 = fmul contract float %115, %264
  %266 = fmul contract float %117, %264
  %267 = fmul contract float %119, %264
  br label %268

268:                                              ; preds = %2, %247, %261
  %269 = phi float [ 0.000000e+00, %2 ], [ %265, %261 ], [ 0.000000e+00, %247 ]
  %270 = phi i32 [ -1, %2 ], [ 0, %261 ], [ -1, %247 ]
  %271 = phi float [ 0.000000e+00, %2 ], [ %266, %261 ], [ 0.000000e+00, %247 ]
  %272 = phi float [ 1.000000e+00, %2 ], [ %267, %261 ], [ 1.000000e+00, %247 ]
  %273 = phi float [ 0x47EC363CC0000000, %2 ], [ %257, %261 ], [ 0x47EC363CC0000000, %247 ]
  %274 = phi i1 [ true, %2 ], [ true, %261 ], [ %258, %247 ]
  br i1 %274, label %159, label %822

275:                                              ; preds = %401
  %276 = fmul contract float %124, %32
  %277 = fmul contract float %135, %65
  %278 = fadd contract float %276, %277
  %279 = fmul contract float %140, %92
  %280 = fadd contract float %278, %279
  %281 = load float, ptr %22, align 4, !tbaa !11
  %282 = load float, ptr %24, align 4, !tbaa !11
  %283 = load float, ptr %26, align 4, !tbaa !11
  %284 = fmul contract float %281, %281
  %285 = fmul contract float %282, %282
  %286 = fadd contract float %284, %285
  %287 = fmul contract float %283, %283
  %288 = fadd contract float %286, %287
  %289 = fcmp contract olt float %288, 0x3DDB7CDFE0000000
  br i1 %289, label %311, label %290

290:                                              ; preds = %275
  %291 = fmul contract float %142, %34
  %292 = fmul contract float %144, %67
  %293 = fadd contract float %291, %292
  %294 = fmul contract float %146, %94
  %295 = fadd contract float %293, %294
  %296 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %288)
  %297 = fadd contract float %150, %295
  %298 = tail call noundef float @llvm.nvvm.fabs.f32(float %280)
  %299 = fsub contract float %297, %298
  %300 = fmul contract float %296, %299
  %301 = fcmp contract uge float %300, 0.000000e+00
  %302 = fcmp contract olt float %300, %406
  %303 = and i1 %301, %302
  br i1 %303, label %304, label %311

304:                                              ; preds = %290
  %305 = fcmp contract olt float %280, 0.000000e+00
  %306 = fneg contract float %296
  %307 = select contract i1 %305, float %306, float %296
  %308 = fmul contract float %281, %307
  %309 = fmul contract float %282, %307
  %310 = fmul contract float %283, %307
  br label %311

311:                                              ; preds = %304, %290, %275
  %312 = phi float [ %402, %275 ], [ %308, %304 ], [ %402, %290 ]
  %313 = phi i32 [ %403, %275 ], [ 4, %304 ], [ %403, %290 ]
  %314 = phi float [ %404, %275 ], [ %309, %304 ], [ %404, %290 ]
  %315 = phi float [ %405, %275 ], [ %310, %304 ], [ %405, %290 ]
  %316 = phi float [ %406, %275 ], [ %300, %304 ], [ %406, %290 ]
  %317 = phi i1 [ true, %275 ], [ true, %304 ], [ %301, %290 ]
  br i1 %317, label %318, label %822

318:                                              ; preds = %311
  %319 = fmul contract float %124, %45
  %320 = fmul contract float %135, %72
  %321 = fadd contract float %319, %320
  %322 = fmul contract float %140, %99
  %323 = fadd contract float %321, %322
  %324 = load float, ptr %35, align 4, !tbaa !11
  %325 = load float, ptr %37, align 4, !tbaa !11
  %326 = load float, ptr %39, align 4, !tbaa !11
  %327 = fmul contract float %324, %324
  %328 = fmul contract float %325, %325
  %329 = fadd contract float %327, %328
  %330 = fmul contract float %326, %326
  %331 = fadd contract float %329, %330
  %332 = fcmp contract olt float %331, 0x3DDB7CDFE0000000
  br i1 %332, label %354, label %333

333:                                              ; preds = %318
  %334 = fmul contract float %142, %47
  %335 = fmul contract float %144, %74
  %336 = fadd contract float %334, %335
  %337 = fmul contract float %146, %101
  %338 = fadd contract float %336, %337
  %339 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %331)
  %340 = fadd contract float %152, %338
  %341 = tail call noundef float @llvm.nvvm.fabs.f32(float %323)
  %342 = fsub contract float %340, %341
  %343 = fmul contract float %339, %342
  %344 = fcmp contract uge float %343, 0.000000e+00
  %345 = fcmp contract olt float %343, %316
  %346 = and i1 %344, %345
  br i1 %346, label %347, label %354

347:                                              ; preds = %333
  %348 = fcmp contract olt float %323, 0.000000e+00
  %349 = fneg contract float %339
  %350 = select contract i1 %348, float %349, float %339
  %351 = fmul contract float %324, %350
  %352 = fmul contract float %325, %350
  %353 = fmul contract float %326, %350
  br label %354

354:                                              ; preds = %347, %333, %318
  %355 = phi float [ %312, %318 ], [ %351, %347 ], [ %312, %333 ]
  %356 = phi i32 [ %313, %318 ], [ 5, %347 ], [ %313, %333 ]
  %357 = phi float [ %314, %318 ], [ %352, %347 ], [ %314, %333 ]
  %358 = phi float [ %315, %318 ], [ %353, %347 ], [ %315, %333 ]
  %359 = phi float [ %316, %318 ], [ %343, %347 ], [ %316, %333 ]
  %360 = phi i1 [ true, %318 ], [ true, %347 ], [ %344, %333 ]
  br i1 %360, label %361, label %822

361:                                              ; preds = %354
  %362 = fmul contract float %140, %58
  %363 = fmul contract float %135, %85
  %364 = fsub contract float %362, %363
  %365 = fmul contract float %117, %240
  %366 = fmul contract float %119, %239
  %367 = fsub contract float %365, %366
  %368 = fmul contract float %119, %238
  %369 = fmul contract float %115, %240
  %370 = fsub contract float %368, %369
  %371 = fmul contract float %115, %239
  %372 = fmul contract float %117, %238
  %373 = fsub contract float %371, %372
  %374 = fmul contract float %367, %367
  %375 = fmul contract float %370, %370
  %376 = fadd contract float %374, %375
  %377 = fmul contract float %373, %373
  %378 = fadd contract float %377, %376
  %379 = fcmp contract olt float %378, 0x3DDB7CDFE0000000
  br i1 %379, label %699, label %677

380:                                              ; preds = %232
  %381 = fmul contract float %142, %21
  %382 = fmul contract float %144, %60
  %383 = fadd contract float %381, %382
  %384 = fmul contract float %146, %87
  %385 = fadd contract float %383, %384
  %386 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %245)
  %387 = fadd contract float %148, %385
  %388 = tail call noundef float @llvm.nvvm.fabs.f32(float %237)
  %389 = fsub contract float %387, %388
  %390 = fmul contract float %386, %389
  %391 = fcmp contract uge float %390, 0.000000e+00
  %392 = fcmp contract olt float %390, %230
  %393 = and i1 %391, %392
  br i1 %393, label %394, label %401

394:                                              ; preds = %380
  %395 = fcmp contract olt float %237, 0.000000e+00
  %396 = fneg contract float %386
  %397 = select contract i1 %395, float %396, float %386
  %398 = fmul contract float %238, %397
  %399 = fmul contract float %239, %397
  %400 = fmul contract float %240, %397
  br label %401

401:                                              ; preds = %232, %380, %394
  %402 = phi float [ %226, %232 ], [ %398, %394 ], [ %226, %380 ]
  %403 = phi i32 [ %227, %232 ], [ 3, %394 ], [ %227, %380 ]
  %404 = phi float [ %228, %232 ], [ %399, %394 ], [ %228, %380 ]
  %405 = phi float [ %229, %232 ], [ %400, %394 ], [ %229, %380 ]
  %406 = phi float [ %230, %232 ], [ %390, %394 ], [ %230, %380 ]
  %407 = phi i1 [ true, %232 ], [ true, %394 ], [ %391, %380 ]
  br i1 %407, label %275, label %822

408:                                              ; preds = %802
  %409 = fmul contract float %150, %74
  %410 = fmul contract float %152, %67
  %411 = fadd contract float %409, %410
  %412 = fmul contract float %146, %21
  %413 = fmul contract float %142, %87
  %414 = fadd contract float %412, %413
  %415 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %819)
  %416 = fadd contract float %411, %414
  %417 = tail call noundef float @llvm.nvvm.fabs.f32(float %805)
  %418 = fsub contract float %416, %417
  %419 = fmul contract float %415, %418
  %420 = fcmp contract uge float %419, 0.000000e+00
  %421 = fcmp contract olt float %419, %800
  %422 = select i1 %420, i1 %421, i1 false
  br i1 %422, label %423, label %430

423:                                              ; preds = %408
  %424 = fcmp contract olt float %805, 0.000000e+00
  %425 = fneg contract float %415
  %426 = select contract i1 %424, float %425, float %415
  %427 = fmul contract float %808, %426
  %428 = fmul contract float %811, %426
  %429 = fmul contract float %814, %426
  br label %430

430:                                              ; preds = %423, %408, %802
  %431 = phi float [ %796, %802 ], [ %427, %423 ], [ %796, %408 ]
  %432 = phi i32 [ %797, %802 ], [ 9, %423 ], [ %797, %408 ]
  %433 = phi float [ %798, %802 ], [ %428, %423 ], [ %798, %408 ]
  %434 = phi float [ %799, %802 ], [ %429, %423 ], [ %799, %408 ]
  %435 = phi float [ %800, %802 ], [ %419, %423 ], [ %800, %408 ]
  %436 = phi i1 [ true, %802 ], [ true, %423 ], [ %420, %408 ]
  br i1 %436, label %437, label %821, !llvm.loop !18

437:                                              ; preds = %430
  %438 = fmul contract float %124, %92
  %439 = fmul contract float %140, %32
  %440 = fsub contract float %438, %439
  %441 = fmul contract float %128, %283
  %442 = fmul contract float %130, %282
  %443 = fsub contract float %441, %442
  %444 = fmul contract float %130, %281
  %445 = fmul contract float %126, %283
  %446 = fsub contract float %444, %445
  %447 = fmul contract float %126, %282
  %448 = fmul contract float %128, %281
  %449 = fsub contract float %447, %448
  %450 = fmul contract float %443, %443
  %451 = fmul contract float %446, %446
  %452 = fadd contract float %450, %451
  %453 = fmul contract float %449, %449
  %454 = fadd contract float %453, %452
  %455 = fcmp contract olt float %454, 0x3DDB7CDFE0000000
  br i1 %455, label %478, label %456

456:                                              ; preds = %437
  %457 = fmul contract float %152, %60
  %458 = fmul contract float %148, %74
  %459 = fadd contract float %457, %458
  %460 = fmul contract float %146, %34
  %461 = fmul contract float %142, %94
  %462 = fadd contract float %460, %461
  %463 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %454)
  %464 = fadd contract float %459, %462
  %465 = tail call noundef float @llvm.nvvm.fabs.f32(float %440)
  %466 = fsub contract float %464, %465
  %467 = fmul contract float %463, %466
  %468 = fcmp contract uge float %467, 0.000000e+00
  %469 = fcmp contract olt float %467, %435
  %470 = select i1 %468, i1 %469, i1 false
  br i1 %470, label %471, label %478

471:                                              ; preds = %456
  %472 = fcmp contract olt float %440, 0.000000e+00
  %473 = fneg contract float %463
  %474 = select contract i1 %472, float %473, float %463
  %475 = fmul contract float %443, %474
  %476 = fmul contract float %446, %474
  %477 = fmul contract float %449, %474
  br label %478

478:                                              ; preds = %471, %456, %437
  %479 = phi float [ %431, %437 ], [ %475, %471 ], [ %431, %456 ]
  %480 = phi i32 [ %432, %437 ], [ 10, %471 ], [ %432, %456 ]
  %481 = phi float [ %433, %437 ], [ %476, %471 ], [ %433, %456 ]
  %482 = phi float [ %434, %437 ], [ %477, %471 ], [ %434, %456 ]
  %483 = phi float [ %435, %437 ], [ %467, %471 ], [ %435, %456 ]
  %484 = phi i1 [ true, %437 ], [ true, %471 ], [ %468, %456 ]
  br i1 %484, label %485, label %821, !llvm.loop !18

485:                                              ; preds = %478
  %486 = fmul contract float %124, %99
  %487 = fmul contract float %140, %45
  %488 = fsub contract float %486, %487
  %489 = fmul contract float %128, %326
  %490 = fmul contract float %130, %325
  %491 = fsub contract float %489, %490
  %492 = fmul contract float %130, %324
  %493 = fmul contract float %126, %326
  %494 = fsub contract float %492, %493
  %495 = fmul contract float %126, %325
  %496 = fmul contract float %128, %324
  %497 = fsub contract float %495, %496
  %498 = fmul contract float %491, %491
  %499 = fmul contract float %494, %494
  %500 = fadd contract float %498, %499
  %501 = fmul contract float %497, %497
  %502 = fadd contract float %501, %500
  %503 = fcmp contract olt float %502, 0x3DDB7CDFE0000000
  br i1 %503, label %526, label %504

504:                                              ; preds = %485
  %505 = fmul contract float %148, %67
  %506 = fmul contract float %150, %60
  %507 = fadd contract float %505, %506
  %508 = fmul contract float %146, %47
  %509 = fmul contract float %142, %101
  %510 = fadd contract float %508, %509
  %511 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %502)
  %512 = fadd contract float %507, %510
  %513 = tail call noundef float @llvm.nvvm.fabs.f32(float %488)
  %514 = fsub contract float %512, %513
  %515 = fmul contract float %511, %514
  %516 = fcmp contract uge float %515, 0.000000e+00
  %517 = fcmp contract olt float %515, %483
  %518 = select i1 %516, i1 %517, i1 false
  br i1 %518, label %519, label %526

519:                                              ; preds = %504
  %520 = fcmp contract olt float %488, 0.000000e+00
  %521 = fneg contract float %511
  %522 = select contract i1 %520, float %521, float %511
  %523 = fmul contract float %491, %522
  %524 = fmul contract float %494, %522
  %525 = fmul contract float %497, %522
  br label %526

526:                                              ; preds = %519, %504, %485
  %527 = phi float [ %479, %485 ], [ %523, %519 ], [ %479, %504 ]
  %528 = phi i32 [ %480, %485 ], [ 11, %519 ], [ %480, %504 ]
  %529 = phi float [ %481, %485 ], [ %524, %519 ], [ %481, %504 ]
  %530 = phi float [ %482, %485 ], [ %525, %519 ], [ %482, %504 ]
  %531 = phi float [ %483, %485 ], [ %515, %519 ], [ %483, %504 ]
  %532 = phi i1 [ true, %485 ], [ true, %519 ], [ %516, %504 ]
  br i1 %532, label %533, label %821, !llvm.loop !18

533:                                              ; preds = %526
  %534 = fmul contract float %135, %19
  %535 = fmul contract float %124, %58
  %536 = fsub contract float %534, %535
  %537 = fmul contract float %196, %240
  %538 = fmul contract float %197, %239
  %539 = fsub contract float %537, %538
  %540 = fmul contract float %197, %238
  %541 = fmul contract float %195, %240
  %542 = fsub contract float %540, %541
  %543 = fmul contract float %195, %239
  %544 = fmul contract float %196, %238
  %545 = fsub contract float %543, %544
  %546 = fmul contract float %539, %539
  %547 = fmul contract float %542, %542
  %548 = fadd contract float %546, %547
  %549 = fmul contract float %545, %545
  %550 = fadd contract float %549, %548
  %551 = fcmp contract olt float %550, 0x3DDB7CDFE0000000
  br i1 %551, label %574, label %552

552:                                              ; preds = %533
  %553 = fmul contract float %150, %101
  %554 = fmul contract float %152, %94
  %555 = fadd contract float %553, %554
  %556 = fmul contract float %142, %60
  %557 = fmul contract float %144, %21
  %558 = fadd contract float %556, %557
  %559 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %550)
  %560 = fadd contract float %555, %558
  %561 = tail call noundef float @llvm.nvvm.fabs.f32(float %536)
  %562 = fsub contract float %560, %561
  %563 = fmul contract float %559, %562
  %564 = fcmp contract uge float %563, 0.000000e+00
  %565 = fcmp contract olt float %563, %531
  %566 = select i1 %564, i1 %565, i1 false
  br i1 %566, label %567, label %574

567:                                              ; preds = %552
  %568 = fcmp contract olt float %536, 0.000000e+00
  %569 = fneg contract float %559
  %570 = select contract i1 %568, float %569, float %559
  %571 = fmul contract float %539, %570
  %572 = fmul contract float %542, %570
  %573 = fmul contract float %545, %570
  br label %574

574:                                              ; preds = %567, %552, %533
  %575 = phi float [ %527, %533 ], [ %571, %567 ], [ %527, %552 ]
  %576 = phi i32 [ %528, %533 ], [ 12, %567 ], [ %528, %552 ]
  %577 = phi float [ %529, %533 ], [ %572, %567 ], [ %529, %552 ]
  %578 = phi float [ %530, %533 ], [ %573, %567 ], [ %530, %552 ]
  %579 = phi float [ %531, %533 ], [ %563, %567 ], [ %531, %552 ]
  %580 = phi i1 [ true, %533 ], [ true, %567 ], [ %564, %552 ]
  br i1 %580, label %581, label %821, !llvm.loop !18

581:                                              ; preds = %574
  %582 = fmul contract float %135, %32
  %583 = fmul contract float %124, %65
  %584 = fsub contract float %582, %583
  %585 = fmul contract float %196, %283
  %586 = fmul contract float %197, %282
  %587 = fsub contract float %585, %586
  %588 = fmul contract float %197, %281
  %589 = fmul contract float %195, %283
  %590 = fsub contract float %588, %589
  %591 = fmul contract float %195, %282
  %592 = fmul contract float %196, %281
  %593 = fsub contract float %591, %592
  %594 = fmul contract float %587, %587
  %595 = fmul contract float %590, %590
  %596 = fadd contract float %594, %595
  %597 = fmul contract float %593, %593
  %598 = fadd contract float %597, %596
  %599 = fcmp contract olt float %598, 0x3DDB7CDFE0000000
  br i1 %599, label %622, label %600

600:                                              ; preds = %581
  %601 = fmul contract float %152, %87
  %602 = fmul contract float %148, %101
  %603 = fadd contract float %601, %602
  %604 = fmul contract float %142, %67
  %605 = fmul contract float %144, %34
  %606 = fadd contract float %604, %605
  %607 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %598)
  %608 = fadd contract float %603, %606
  %609 = tail call noundef float @llvm.nvvm.fabs.f32(float %584)
  %610 = fsub contract float %608, %609
  %611 = fmul contract float %607, %610
  %612 = fcmp contract uge float %611, 0.000000e+00
  %613 = fcmp contract olt float %611, %579
  %614 = select i1 %612, i1 %613, i1 false
  br i1 %614, label %615, label %622

615:                                              ; preds = %600
  %616 = fcmp contract olt float %584, 0.000000e+00
  %617 = fneg contract float %607
  %618 = select contract i1 %616, float %617, float %607
  %619 = fmul contract float %587, %618
  %620 = fmul contract float %590, %618
  %621 = fmul contract float %593, %618
  br label %622

622:                                              ; preds = %615, %600, %581
  %623 = phi float [ %575, %581 ], [ %619, %615 ], [ %575, %600 ]
  %624 = phi i32 [ %576, %581 ], [ 13, %615 ], [ %576, %600 ]
  %625 = phi float [ %577, %581 ], [ %620, %615 ], [ %577, %600 ]
  %626 = phi float [ %578, %581 ], [ %621, %615 ], [ %578, %600 ]
  %627 = phi float [ %579, %581 ], [ %611, %615 ], [ %579, %600 ]
  %628 = phi i1 [ true, %581 ], [ true, %615 ], [ %612, %600 ]
  br i1 %628, label %629, label %821, !llvm.loop !18

629:                                              ; preds = %622
  %630 = fmul contract float %135, %45
  %631 = fmul contract float %124, %72
  %632 = fsub contract float %630, %631
  %633 = fmul contract float %196, %326
  %634 = fmul contract float %197, %325
  %635 = fsub contract float %633, %634
  %636 = fmul contract float %197, %324
  %637 = fmul contract float %195, %326
  %638 = fsub contract float %636, %637
  %639 = fmul contract float %195, %325
  %640 = fmul contract float %196, %324
  %641 = fsub contract float %639, %640
  %642 = fmul contract float %635, %635
  %643 = fmul contract float %638, %638
  %644 = fadd contract float %642, %643
  %645 = fmul contract float %641, %641
  %646 = fadd contract float %645, %644
  %647 = fcmp contract olt float %646, 0x3DDB7CDFE0000000
  br i1 %647, label %670, label %648

648:                                              ; preds = %629
  %649 = fmul contract float %148, %94
  %650 = fmul contract float %150, %87
  %651 = fadd contract float %649, %650
  %652 = fmul contract float %142, %74
  %653 = fmul contract float %144, %47
  %654 = fadd contract float %652, %653
  %655 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %646)
  %656 = fadd contract float %651, %654
  %657 = tail call noundef float @llvm.nvvm.fabs.f32(float %632)
  %658 = fsub contract float %656, %657
  %659 = fmul contract float %655, %658
  %660 = fcmp contract uge float %659, 0.000000e+00
  %661 = fcmp contract olt float %659, %627
  %662 = select i1 %660, i1 %661, i1 false
  br i1 %662, label %663, label %670

663:                                              ; preds = %648
  %664 = fcmp contract olt float %632, 0.000000e+00
  %665 = fneg contract float %655
  %666 = select contract i1 %664, float %665, float %655
  %667 = fmul contract float %635, %666
  %668 = fmul contract float %638, %666
  %669 = fmul contract float %641, %666
  br label %670

670:                                              ; preds = %663, %648, %629
  %671 = phi float [ %623, %629 ], [ %667, %663 ], [ %623, %648 ]
  %672 = phi i32 [ %624, %629 ], [ 14, %663 ], [ %624, %648 ]
  %673 = phi float [ %625, %629 ], [ %668, %663 ], [ %625, %648 ]
  %674 = phi float [ %626, %629 ], [ %669, %663 ], [ %626, %648 ]
  %675 = phi float [ %627, %629 ], [ %659, %663 ], [ %627, %648 ]
  %676 = phi i1 [ true, %629 ], [ true, %663 ], [ %660, %648 ]
  br i1 %676, label %822, label %821, !llvm.loop !18

677:                                              ; preds = %361
  %678 = fmul contract float %150, %47
  %679 = fmul contract float %152, %34
  %680 = fadd contract float %678, %679
  %681 = fmul contract float %144, %87
  %682 = fmul contract float %146, %60
  %683 = fadd contract float %681, %682
  %684 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %378)
  %685 = fadd contract float %680, %683
  %686 = tail call noundef float @llvm.nvvm.fabs.f32(float %364)
  %687 = fsub contract float %685, %686
  %688 = fmul contract float %684, %687
  %689 = fcmp contract uge float %688, 0.000000e+00
  %690 = fcmp contract olt float %688, %359
  %691 = and i1 %689, %690
  br i1 %691, label %692, label %699

692:                                              ; preds = %677
  %693 = fcmp contract olt float %364, 0.000000e+00
  %694 = fneg contract float %684
  %695 = select contract i1 %693, float %694, float %684
  %696 = fmul contract float %367, %695
  %697 = fmul contract float %370, %695
  %698 = fmul contract float %373, %695
  br label %699

699:                                              ; preds = %361, %677, %692
  %700 = phi float [ %355, %361 ], [ %696, %692 ], [ %355, %677 ]
  %701 = phi i32 [ %356, %361 ], [ 6, %692 ], [ %356, %677 ]
  %702 = phi float [ %357, %361 ], [ %697, %692 ], [ %357, %677 ]
  %703 = phi float [ %358, %361 ], [ %698, %692 ], [ %358, %677 ]
  %704 = phi float [ %359, %361 ], [ %688, %692 ], [ %359, %677 ]
  %705 = phi i1 [ true, %361 ], [ true, %692 ], [ %689, %677 ]
  br i1 %705, label %706, label %821, !llvm.loop !18

706:                                              ; preds = %699
  %707 = fmul contract float %140, %65
  %708 = fmul contract float %135, %92
  %709 = fsub contract float %707, %708
  %710 = fmul contract float %117, %283
  %711 = fmul contract float %119, %282
  %712 = fsub contract float %710, %711
  %713 = fmul contract float %119, %281
  %714 = fmul contract float %115, %283
  %715 = fsub contract float %713, %714
  %716 = fmul contract float %115, %282
  %717 = fmul contract float %117, %281
  %718 = fsub contract float %716, %717
  %719 = fmul contract float %712, %712
  %720 = fmul contract float %715, %715
  %721 = fadd contract float %719, %720
  %722 = fmul contract float %718, %718
  %723 = fadd contract float %722, %721
  %724 = fcmp contract olt float %723, 0x3DDB7CDFE0000000
  br i1 %724, label %747, label %725

725:                                              ; preds = %706
  %726 = fmul contract float %152, %21
  %727 = fmul contract float %148, %47
  %728 = fadd contract float %726, %727
  %729 = fmul contract float %144, %94
  %730 = fmul contract float %146, %67
  %731 = fadd contract float %729, %730
  %732 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %723)
  %733 = fadd contract float %728, %731
  %734 = tail call noundef float @llvm.nvvm.fabs.f32(float %709)
  %735 = fsub contract float %733, %734
  %736 = fmul contract float %732, %735
  %737 = fcmp contract uge float %736, 0.000000e+00
  %738 = fcmp contract olt float %736, %704
  %739 = select i1 %737, i1 %738, i1 false
  br i1 %739, label %740, label %747

740:                                              ; preds = %725
  %741 = fcmp contract olt float %709, 0.000000e+00
  %742 = fneg contract float %732
  %743 = select contract i1 %741, float %742, float %732
  %744 = fmul contract float %712, %743
  %745 = fmul contract float %715, %743
  %746 = fmul contract float %718, %743
  br label %747

747:                                              ; preds = %740, %725, %706
  %748 = phi float [ %700, %706 ], [ %744, %740 ], [ %700, %725 ]
  %749 = phi i32 [ %701, %706 ], [ 7, %740 ], [ %701, %725 ]
  %750 = phi float [ %702, %706 ], [ %745, %740 ], [ %702, %725 ]
  %751 = phi float [ %703, %706 ], [ %746, %740 ], [ %703, %725 ]
  %752 = phi float [ %704, %706 ], [ %736, %740 ], [ %704, %725 ]
  %753 = phi i1 [ true, %706 ], [ true, %740 ], [ %737, %725 ]
  br i1 %753, label %754, label %821, !llvm.loop !18

754:                                              ; preds = %747
  %755 = fmul contract float %140, %72
  %756 = fmul contract float %135, %99
  %757 = fsub contract float %755, %756
  %758 = fmul contract float %117, %326
  %759 = fmul contract float %119, %325
  %760 = fsub contract float %758, %759
  %761 = fmul contract float %119, %324
  %762 = fmul contract float %115, %326
  %763 = fsub contract float %761, %762
  %764 = fmul contract float %115, %325
  %765 = fmul contract float %117, %324
  %766 = fsub contract float %764, %765
  %767 = fmul contract float %760, %760
  %768 = fmul contract float %763, %763
  %769 = fadd contract float %767, %768
  %770 = fmul contract float %766, %766
  %771 = fadd contract float %770, %769
  %772 = fcmp contract olt float %771, 0x3DDB7CDFE0000000
  br i1 %772, label %795, label %773

773:                                              ; preds = %754
  %774 = fmul contract float %148, %34
  %775 = fmul contract float %150, %21
  %776 = fadd contract float %774, %775
  %777 = fmul contract float %144, %101
  %778 = fmul contract float %146, %74
  %779 = fadd contract float %777, %778
  %780 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %771)
  %781 = fadd contract float %776, %779
  %782 = tail call noundef float @llvm.nvvm.fabs.f32(float %757)
  %783 = fsub contract float %781, %782
  %784 = fmul contract float %780, %783
  %785 = fcmp contract uge float %784, 0.000000e+00
  %786 = fcmp contract olt float %784, %752
  %787 = select i1 %785, i1 %786, i1 false
  br i1 %787, label %788, label %795

788:                                              ; preds = %773
  %789 = fcmp contract olt float %757, 0.000000e+00
  %790 = fneg contract float %780
  %791 = select contract i1 %789, float %790, float %780
  %792 = fmul contract float %760, %791
  %793 = fmul contract float %763, %791
  %794 = fmul contract float %766, %791
  br label %795

795:                                              ; preds = %788, %773, %754
  %796 = phi float [ %748, %754 ], [ %792, %788 ], [ %748, %773 ]
  %797 = phi i32 [ %749, %754 ], [ 8, %788 ], [ %749, %773 ]
  %798 = phi float [ %750, %754 ], [ %793, %788 ], [ %750, %773 ]
  %799 = phi float [ %751, %754 ], [ %794, %788 ], [ %751, %773 ]
  %800 = phi float [ %752, %754 ], [ %784, %788 ], [ %752, %773 ]
  %801 = phi i1 [ true, %754 ], [ true, %788 ], [ %785, %773 ]
  br i1 %801, label %802, label %821, !llvm.loop !18

802:                                              ; preds = %795
  %803 = fmul contract float %124, %85
  %804 = fmul contract float %140, %19
  %805 = fsub contract float %803, %804
  %806 = fmul contract float %128, %240
  %807 = fmul contract float %130, %239
  %808 = fsub contract float %806, %807
  %809 = fmul contract float %130, %238
  %810 = fmul contract float %126, %240
  %811 = fsub contract float %809, %810
  %812 = fmul contract float %126, %239
  %813 = fmul contract float %128, %238
  %814 = fsub contract float %812, %813
  %815 = fmul contract float %808, %808
  %816 = fmul contract float %811, %811
  %817 = fadd contract float %815, %816
  %818 = fmul contract float %814, %814
  %819 = fadd contract float %818, %817
  %820 = fcmp contract olt float %819, 0x3DDB7CDFE0000000
  br i1 %820, label %430, label %408

821:                                              ; preds = %795, %747, %699, %430, %478, %526, %574, %622, %670
  br label %822

822:                                              ; preds = %268, %187, %225, %401, %311, %354, %670, %821
  %823 = phi float [ 0.000000e+00, %401 ], [ %671, %670 ], [ 0.000000e+00, %821 ], [ 0.000000e+00, %354 ], [ 0.000000e+00, %311 ], [ 0.000000e+00, %225 ], [ 0.000000e+00, %187 ], [ 0.000000e+00, %268 ]
  %824 = phi float [ 0.000000e+00, %401 ], [ %673, %670 ], [ 0.000000e+00, %821 ], [ 0.000000e+00, %354 ], [ 0.000000e+00, %311 ], [ 0.000000e+00, %225 ], [ 0.000000e+00, %187 ], [ 0.000000e+00, %268 ]
  %825 = phi float [ 0.000000e+00, %401 ], [ %674, %670 ], [ 0.000000e+00, %821 ], [ 0.000000e+00, %354 ], [ 0.000000e+00, %311 ], [ 0.000000e+00, %225 ], [ 0.000000e+00, %187 ], [ 0.000000e+00, %268 ]
  %826 = phi float [ 0.000000e+00, %401 ], [ %675, %670 ], [ 0.000000e+00, %821 ], [ 0.000000e+00, %354 ], [ 0.000000e+00, %311 ], [ 0.000000e+00, %225 ], [ 0.000000e+00, %187 ], [ 0.000000e+00, %268 ]
  %827 = phi i32 [ 0, %401 ], [ 1, %670 ], [ 0, %821 ], [ 0, %354 ], [ 0, %311 ], [ 0, %225 ], [ 0, %187 ], [ 0, %268 ]
  %828 = phi i32 [ -1, %401 ], [ %672, %670 ], [ -1, %821 ], [ -1, %354 ], [ -1, %311 ], [ -1, %225 ], [ -1, %187 ], [ -1, %268 ]
  %829 = insertvalue %struct.Contact poison, float %823, 0, 0
  %830 = insertvalue %struct.Contact %829, float %824, 0, 1
  %831 = insertvalue %struct.Contact %830, float %825, 0, 2
  %832 = insertvalue %struct.Contact %831, float %826, 1
  %833 = insertvalue %struct.Contact %832, i32 %827, 2
  %834 = insertvalue %struct.Contact %833, i32 %828, 3
  %835 = insertvalue %struct.Contact %834, i32 0, 4
  %836 = insertvalue %struct.Contact %835, i32 0, 5
  ret %struct.Contact %836
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @obb_obb_sat(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #4 {
  %6 = alloca %struct.OBB, align 4
  %7 = alloca %struct.OBB, align 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sge i32 %12, %3
  %14 = icmp slt i32 %1, 1
  %15 = or i1 %14, %13
  br i1 %15, label %142, label %16

16:                                               ; preds = %5
  %17 = sext i32 %12 to i64
  %18 = getelementptr inbounds %struct.int2, ptr %2, i64 %17
  %19 = load i32, ptr %18, align 8, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = srem i32 %19, %1
  %23 = add nsw i32 %22, %1
  %24 = srem i32 %23, %1
  %25 = srem i32 %21, %1
  %26 = add nsw i32 %25, %1
  %27 = srem i32 %26, %1
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  %28 = sext i32 %24 to i64
  %29 = mul nsw i64 %28, 60
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11, !alias.scope !21
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !11, !alias.scope !21
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %35 = load float, ptr %34, align 4, !tbaa !11, !alias.scope !21
  %36 = getelementptr inbounds nuw i8, ptr %30, i64 12
  %37 = load float, ptr %36, align 4, !tbaa !11, !alias.scope !21
  %38 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %39 = load float, ptr %38, align 4, !tbaa !11, !alias.scope !21
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 20
  %41 = load float, ptr %40, align 4, !tbaa !11, !alias.scope !21
  %42 = getelementptr inbounds nuw i8, ptr %30, i64 24
  %43 = load float, ptr %42, align 4, !tbaa !11, !alias.scope !21
  %44 = getelementptr inbounds nuw i8, ptr %30, i64 28
  %45 = load float, ptr %44, align 4, !tbaa !11, !alias.scope !21
  %46 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %47 = load float, ptr %46, align 4, !tbaa !11, !alias.scope !21
  %48 = getelementptr inbounds nuw i8, ptr %30, i64 36
  %49 = load float, ptr %48, align 4, !tbaa !11, !alias.scope !21
  %50 = getelementptr inbounds nuw i8, ptr %30, i64 40
  %51 = load float, ptr %50, align 4, !tbaa !11, !alias.scope !21
  %52 = getelementptr inbounds nuw i8, ptr %30, i64 44
  %53 = load float, ptr %52, align 4, !tbaa !11, !alias.scope !21
  %54 = getelementptr inbounds nuw i8, ptr %30, i64 48
  %55 = load float, ptr %54, align 4, !tbaa !11, !alias.scope !21
  %56 = tail call noundef float @llvm.nvvm.fabs.f32(float %55)
  %57 = getelementptr inbounds nuw i8, ptr %30, i64 52
  %58 = load float, ptr %57, align 4, !tbaa !11, !alias.scope !21
  %59 = tail call noundef float @llvm.nvvm.fabs.f32(float %58)
  %60 = getelementptr inbounds nuw i8, ptr %30, i64 56
  %61 = load float, ptr %60, align 4, !tbaa !11, !alias.scope !21
  %62 = tail call noundef float @llvm.nvvm.fabs.f32(float %61)
  store float %31, ptr %6, align 4
  %63 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store float %33, ptr %63, align 4
  %64 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store float %35, ptr %64, align 4
  %65 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store float %37, ptr %65, align 4
  %66 = getelementptr inbounds nuw i8, ptr %6, i64 16
  store float %39, ptr %66, align 4
  %67 = getelementptr inbounds nuw i8, ptr %6, i64 20
  store float %41, ptr %67, align 4
  %68 = getelementptr inbounds nuw i8, ptr %6, i64 24
  store float %43, ptr %68, align 4
  %69 = getelementptr inbounds nuw i8, ptr %6, i64 28
  store float %45, ptr %69, align 4
  %70 = getelementptr inbounds nuw i8, ptr %6, i64 32
  store float %47, ptr %70, align 4
  %71 = getelementptr inbounds nuw i8, ptr %6, i64 36
  store float %49, ptr %71, align 4
  %72 = getelementptr inbounds nuw i8, ptr %6, i64 40
  store float %51, ptr %72, align 4
  %73 = getelementptr inbounds nuw i8, ptr %6, i64 44
  store float %53, ptr %73, align 4
  %74 = getelementptr inbounds nuw i8, ptr %6, i64 48
  store float %56, ptr %74, align 4
  %75 = getelementptr inbounds nuw i8, ptr %6, i64 52
  store float %59, ptr %75, align 4
  %76 = getelementptr inbounds nuw i8, ptr %6, i64 56
  store float %62, ptr %76, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #11
  %77 = sext i32 %27 to i64
  %78 = mul nsw i64 %77, 60
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !11, !alias.scope !24
  %81 = getelementptr inbounds nuw i8, ptr %79, i64 4
  %82 = load float, ptr %81, align 4, !tbaa !11, !alias.scope !24
  %83 = getelementptr inbounds nuw i8, ptr %79, i64 8
  %84 = load float, ptr %83, align 4, !tbaa !11, !alias.scope !24
  %85 = getelementptr inbounds nuw i8, ptr %79, i64 12
  %86 = load float, ptr %85, align 4, !tbaa !11, !alias.scope !24
  %87 = getelementptr inbounds nuw i8, ptr %79, i64 16
  %88 = load float, ptr %87, align 4, !tbaa !11, !alias.scope !24
  %89 = getelementptr inbounds nuw i8, ptr %79, i64 20
  %90 = load float, ptr %89, align 4, !tbaa !11, !alias.scope !24
  %91 = getelementptr inbounds nuw i8, ptr %79, i64 24
  %92 = load float, ptr %91, align 4, !tbaa !11, !alias.scope !24
  %93 = getelementptr inbounds nuw i8, ptr %79, i64 28
  %94 = load float, ptr %93, align 4, !tbaa !11, !alias.scope !24
  %95 = getelementptr inbounds nuw i8, ptr %79, i64 32
  %96 = load float, ptr %95, align 4, !tbaa !11, !alias.scope !24
  %97 = getelementptr inbounds nuw i8, ptr %79, i64 36
  %98 = load float, ptr %97, align 4, !tbaa !11, !alias.scope !24
  %99 = getelementptr inbounds nuw i8, ptr %79, i64 40
  %100 = load float, ptr %99, align 4, !tbaa !11, !alias.scope !24
  %101 = getelementptr inbounds nuw i8, ptr %79, i64 44
  %102 = load float, ptr %101, align 4, !tbaa !11, !alias.scope !24
  %103 = getelementptr inbounds nuw i8, ptr %79, i64 48
  %104 = load float, ptr %103, align 4, !tbaa !11, !alias.scope !24
  %105 = tail call noundef float @llvm.nvvm.fabs.f32(float %104)
  %106 = getelementptr inbounds nuw i8, ptr %79, i64 52
  %107 = load float, ptr %106, align 4, !tbaa !11, !alias.scope !24
  %108 = tail call noundef float @llvm.nvvm.fabs.f32(float %107)
  %109 = getelementptr inbounds nuw i8, ptr %79, i64 56
  %110 = load float, ptr %109, align 4, !tbaa !11, !alias.scope !24
  %111 = tail call noundef float @llvm.nvvm.fabs.f32(float %110)
  store float %80, ptr %7, align 4
  %112 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %82, ptr %112, align 4
  %113 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %84, ptr %113, align 4
  %114 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store float %86, ptr %114, align 4
  %115 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store float %88, ptr %115, align 4
  %116 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store float %90, ptr %116, align 4
  %117 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store float %92, ptr %117, align 4
  %118 = getelementptr inbounds nuw i8, ptr %7, i64 28
  store float %94, ptr %118, align 4
  %119 = getelementptr inbounds nuw i8, ptr %7, i64 32
  store float %96, ptr %119, align 4
  %120 = getelementptr inbounds nuw i8, ptr %7, i64 36
  store float %98, ptr %120, align 4
  %121 = getelementptr inbounds nuw i8, ptr %7, i64 40
  store float %100, ptr %121, align 4
  %122 = getelementptr inbounds nuw i8, ptr %7, i64 44
  store float %102, ptr %122, align 4
  %123 = getelementptr inbounds nuw i8, ptr %7, i64 48
  store float %105, ptr %123, align 4
  %124 = getelementptr inbounds nuw i8, ptr %7, i64 52
  store float %108, ptr %124, align 4
  %125 = getelementptr inbounds nuw i8, ptr %7, i64 56
  store float %111, ptr %125, align 4
  %126 = call %struct.Contact @_Z7obb_obbRK3OBBS1_(ptr noundef nonnull align 4 dereferenceable(60) %6, ptr noundef nonnull align 4 dereferenceable(60) %7) #11
  %127 = extractvalue %struct.Contact %126, 0
  %128 = extractvalue %struct.float3 %127, 0
  %129 = extractvalue %struct.float3 %127, 1
  %130 = extractvalue %struct.float3 %127, 2
  %131 = extractvalue %struct.Contact %126, 1
  %132 = extractvalue %struct.Contact %126, 2
  %133 = extractvalue %struct.Contact %126, 3
  %134 = getelementptr inbounds %struct.Contact, ptr %4, i64 %17
  store float %128, ptr %134, align 4, !tbaa !11
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 4
  store float %129, ptr %135, align 4, !tbaa !11
  %136 = getelementptr inbounds nuw i8, ptr %134, i64 8
  store float %130, ptr %136, align 4, !tbaa !11
  %137 = getelementptr inbounds nuw i8, ptr %134, i64 12
  store float %131, ptr %137, align 4, !tbaa !11
  %138 = getelementptr inbounds nuw i8, ptr %134, i64 16
  store i32 %132, ptr %138, align 4, !tbaa !6
  %139 = getelementptr inbounds nuw i8, ptr %134, i64 20
  store i32 %133, ptr %139, align 4, !tbaa !6
  %140 = getelementptr inbounds nuw i8, ptr %134, i64 24
  store i32 0, ptr %140, align 4, !tbaa !6
  %141 = getelementptr inbounds nuw i8, ptr %134, i64 28
  store i32 0, ptr %141, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  br label %142

142:                                              ; preds = %5, %16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local noundef float @_Z15seg_seg_closest6float3S_S_S_RfS0_RS_S1_(ptr noundef readonly byval(%struct.float3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %1, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %2, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %3, ptr noundef nonnull align 4 captures(none) dereferenceable(4) initializes((0, 4)) %4, ptr noundef nonnull align 4 captures(none) dereferenceable(4) initializes((0, 4)) %5, ptr noundef nonnull align 4 captures(none) dereferenceable(12) initializes((0, 12)) %6, ptr noundef nonnull align 4 captures(none) dereferenceable(12) initializes((0, 12)) %7) local_unnamed_addr #5 {
  %9 = load float, ptr %1, align 4, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = load float, ptr %0, align 4, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = fsub contract float %9, %14
  %20 = fsub contract float %11, %16
  %21 = fsub contract float %13, %18
  %22 = load float, ptr %3, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = load float, ptr %2, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = fsub contract float %22, %27
  %33 = fsub contract float %24, %29
  %34 = fsub contract float %26, %31
  %35 = fsub contract float %14, %27
  %36 = fsub contract float %16, %29
  %37 = fsub contract float %18, %31
  %38 = fmul contract float %19, %19
  %39 = fmul contract float %20, %20
  %40 = fadd contract float %38, %39
  %41 = fmul contract float %21, %21
  %42 = fadd contract float %40, %41
  %43 = fmul contract float %32, %32
  %44 = fmul contract float %33, %33
  %45 = fadd contract float %43, %44
  %46 = fmul contract float %34, %34
  %47 = fadd contract float %45, %46
  %48 = fmul contract float %32, %35
  %49 = fmul contract float %33, %36
  %50 = fadd contract float %48, %49
  %51 = fmul contract float %34, %37
  %52 = fadd contract float %50, %51
  %53 = fcmp contract ole float %42, 0x3D71979980000000
  %54 = fcmp contract ole float %47, 0x3D71979980000000
  %55 = and i1 %53, %54
  br i1 %55, label %56, label %75

56:                                               ; preds = %8
  store float 0.000000e+00, ptr %5, align 4, !tbaa !11
  store float 0.000000e+00, ptr %4, align 4, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %6, ptr noundef nonnull align 4 dereferenceable(12) %0, i64 12, i1 false), !tbaa.struct !27
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %7, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false), !tbaa.struct !27
  %57 = load float, ptr %6, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = load float, ptr %7, align 4, !tbaa !11
  %63 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = fsub contract float %57, %62
  %68 = fsub contract float %59, %64
  %69 = fsub contract float %61, %66
  %70 = fmul contract float %67, %67
  %71 = fmul contract float %68, %68
  %72 = fadd contract float %70, %71
  %73 = fmul contract float %69, %69
  %74 = fadd contract float %72, %73
  br label %156

75:                                               ; preds = %8
  br i1 %53, label %76, label %80

76:                                               ; preds = %75
  store float 0.000000e+00, ptr %4, align 4, !tbaa !11
  %77 = fdiv contract float %52, %47
  %78 = tail call noundef float @llvm.maxnum.f32(float %77, float 0.000000e+00)
  %79 = tail call noundef float @llvm.minnum.f32(float %78, float 1.000000e+00)
  store float %79, ptr %5, align 4, !tbaa !11
  br label %126

80:                                               ; preds = %75
  %81 = fmul contract float %19, %35
  %82 = fmul contract float %20, %36
  %83 = fadd contract float %81, %82
  %84 = fmul contract float %21, %37
  %85 = fadd contract float %83, %84
  br i1 %54, label %86, label %91

86:                                               ; preds = %80
  store float 0.000000e+00, ptr %5, align 4, !tbaa !11
  %87 = fneg contract float %85
  %88 = fdiv contract float %87, %42
  %89 = tail call noundef float @llvm.maxnum.f32(float %88, float 0.000000e+00)
  %90 = tail call noundef float @llvm.minnum.f32(float %89, float 1.000000e+00)
  store float %90, ptr %4, align 4, !tbaa !11
  br label %126

91:                                               ; preds = %80
  %92 = fmul contract float %19, %32
  %93 = fmul contract float %20, %33
  %94 = fadd contract float %92, %93
  %95 = fmul contract float %21, %34
  %96 = fadd contract float %94, %95
  %97 = fmul contract float %42, %47
  %98 = fmul contract float %96, %96
  %99 = fsub contract float %97, %98
  %100 = fcmp contract ogt float %99, 0x3D71979980000000
  br i1 %100, label %101, label %108

101:                                              ; preds = %91
  %102 = fmul contract float %96, %52
  %103 = fmul contract float %85, %47
  %104 = fsub contract float %102, %103
  %105 = fdiv contract float %104, %99
  %106 = tail call noundef float @llvm.maxnum.f32(float %105, float 0.000000e+00)
  %107 = tail call noundef float @llvm.minnum.f32(float %106, float 1.000000e+00)
  br label %108

108:                                              ; preds = %91, %101
  %109 = phi contract float [ %107, %101 ], [ 0.000000e+00, %91 ]
  store float %109, ptr %4, align 4, !tbaa !11
  %110 = fmul contract float %96, %109
  %111 = fadd contract float %52, %110
  %112 = fdiv contract float %111, %47
  store float %112, ptr %5, align 4, !tbaa !11
  %113 = fcmp contract olt float %112, 0.000000e+00
  br i1 %113, label %114, label %119

114:                                              ; preds = %108
  store float 0.000000e+00, ptr %5, align 4, !tbaa !11
  %115 = fneg contract float %85
  %116 = fdiv contract float %115, %42
  %117 = tail call noundef float @llvm.maxnum.f32(float %116, float 0.000000e+00)
  %118 = tail call noundef float @llvm.minnum.f32(float %117, float 1.000000e+00)
  store float %118, ptr %4, align 4, !tbaa !11
  br label %126

119:                                              ; preds = %108
  %120 = fcmp contract ogt float %112, 1.000000e+00
  br i1 %120, label %121, label %126

121:                                              ; preds = %119
  %122 = fsub contract float %96, %85
  %123 = fdiv contract float %122, %42
  %124 = tail call noundef float @llvm.maxnum.f32(float %123, float 0.000000e+00)
  %125 = tail call noundef float @llvm.minnum.f32(float %124, float 1.000000e+00)
  store float 1.000000e+00, ptr %5, align 4, !tbaa !11
  store float %125, ptr %4, align 4, !tbaa !11
  br label %126

126:                                              ; preds = %86, %119, %121, %114, %76
  %127 = load float, ptr %4, align 4, !tbaa !11
  %128 = fmul contract float %19, %127
  %129 = fmul contract float %20, %127
  %130 = fmul contract float %21, %127
  %131 = fadd contract float %14, %128
  %132 = fadd contract float %16, %129
  %133 = fadd contract float %18, %130
  store float %131, ptr %6, align 4, !tbaa !11
  %134 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store float %132, ptr %134, align 4, !tbaa !11
  %135 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store float %133, ptr %135, align 4, !tbaa !11
  %136 = load float, ptr %5, align 4, !tbaa !11
  %137 = fmul contract float %32, %136
  %138 = fmul contract float %33, %136
  %139 = fmul contract float %34, %136
  %140 = fadd contract float %27, %137
  %141 = fadd contract float %29, %138
  %142 = fadd contract float %31, %139
  store float %140, ptr %7, align 4, !tbaa !11
  %143 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %141, ptr %143, align 4, !tbaa !11
  %144 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %142, ptr %144, align 4, !tbaa !11
  %145 = load float, ptr %6, align 4, !tbaa !11
  %146 = load float, ptr %134, align 4, !tbaa !11
  %147 = load float, ptr %135, align 4, !tbaa !11
  %148 = fsub contract float %145, %140
  %149 = fsub contract float %146, %141
  %150 = fsub contract float %147, %142
  %151 = fmul contract float %148, %148
  %152 = fmul contract float %149, %149
  %153 = fadd contract float %151, %152
  %154 = fmul contract float %150, %150
  %155 = fadd contract float %153, %154
  br label %156

156:                                              ; preds = %126, %56
  %157 = phi float [ %74, %56 ], [ %155, %126 ]
  ret float %157
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @capsule_capsule(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #4 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sge i32 %11, %3
  %13 = icmp slt i32 %1, 1
  %14 = or i1 %13, %12
  br i1 %14, label %216, label %15

15:                                               ; preds = %6
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds %struct.int2, ptr %2, i64 %16
  %18 = load i32, ptr %17, align 8, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = srem i32 %18, %1
  %22 = add nsw i32 %21, %1
  %23 = srem i32 %22, %1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.Capsule, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 12
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = srem i32 %20, %1
  %40 = add nsw i32 %39, %1
  %41 = srem i32 %40, %1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.Capsule, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 8
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 12
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %43, i64 16
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %43, i64 20
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %43, i64 24
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = fsub contract float %32, %26
  %58 = fsub contract float %34, %28
  %59 = fsub contract float %36, %30
  %60 = fsub contract float %50, %44
  %61 = fsub contract float %52, %46
  %62 = fsub contract float %54, %48
  %63 = fsub contract float %26, %44
  %64 = fsub contract float %28, %46
  %65 = fsub contract float %30, %48
  %66 = fmul contract float %57, %57
  %67 = fmul contract float %58, %58
  %68 = fadd contract float %66, %67
  %69 = fmul contract float %59, %59
  %70 = fadd contract float %68, %69
  %71 = fmul contract float %60, %60
  %72 = fmul contract float %61, %61
  %73 = fadd contract float %71, %72
  %74 = fmul contract float %62, %62
  %75 = fadd contract float %73, %74
  %76 = fmul contract float %63, %60
  %77 = fmul contract float %64, %61
  %78 = fadd contract float %76, %77
  %79 = fmul contract float %65, %62
  %80 = fadd contract float %78, %79
  %81 = fcmp contract ole float %70, 0x3D71979980000000
  %82 = fcmp contract ole float %75, 0x3D71979980000000
  %83 = and i1 %81, %82
  br i1 %83, label %84, label %90

84:                                               ; preds = %15
  %85 = fmul contract float %63, %63
  %86 = fmul contract float %64, %64
  %87 = fadd contract float %85, %86
  %88 = fmul contract float %65, %65
  %89 = fadd contract float %87, %88
  br label %164

90:                                               ; preds = %15
  br i1 %81, label %91, label %95

91:                                               ; preds = %90
  %92 = fdiv contract float %80, %75
  %93 = tail call noundef float @llvm.maxnum.f32(float %92, float 0.000000e+00)
  %94 = tail call noundef float @llvm.minnum.f32(float %93, float 1.000000e+00)
  br label %141

95:                                               ; preds = %90
  %96 = fmul contract float %57, %63
  %97 = fmul contract float %58, %64
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %59, %65
  %100 = fadd contract float %98, %99
  br i1 %82, label %101, label %106

101:                                              ; preds = %95
  %102 = fneg contract float %100
  %103 = fdiv contract float %102, %70
  %104 = tail call noundef float @llvm.maxnum.f32(float %103, float 0.000000e+00)
  %105 = tail call noundef float @llvm.minnum.f32(float %104, float 1.000000e+00)
  br label %141

106:                                              ; preds = %95
  %107 = fmul contract float %57, %60
  %108 = fmul contract float %58, %61
  %109 = fadd contract float %107, %108
  %110 = fmul contract float %59, %62
  %111 = fadd contract float %109, %110
  %112 = fmul contract float %70, %75
  %113 = fmul contract float %111, %111
  %114 = fsub contract float %112, %113
  %115 = fcmp contract ogt float %114, 0x3D71979980000000
  br i1 %115, label %116, label %123

116:                                              ; preds = %106
  %117 = fmul contract float %111, %80
  %118 = fmul contract float %100, %75
  %119 = fsub contract float %117, %118
  %120 = fdiv contract float %119, %114
  %121 = tail call noundef float @llvm.maxnum.f32(float %120, float 0.000000e+00)
  %122 = tail call noundef float @llvm.minnum.f32(float %121, float 1.000000e+00)
  br label %123

123:                                              ; preds = %116, %106
  %124 = phi contract float [ %122, %116 ], [ 0.000000e+00, %106 ]
  %125 = fmul contract float %111, %124
  %126 = fadd contract float %80, %125
  %127 = fdiv contract float %126, %75
  %128 = fcmp contract olt float %127, 0.000000e+00
  br i1 %128, label %129, label %134

129:                                              ; preds = %123
  %130 = fneg contract float %100
  %131 = fdiv contract float %130, %70
  %132 = tail call noundef float @llvm.maxnum.f32(float %131, float 0.000000e+00)
  %133 = tail call noundef float @llvm.minnum.f32(float %132, float 1.000000e+00)
  br label %141

134:                                              ; preds = %123
  %135 = fcmp contract ogt float %127, 1.000000e+00
  br i1 %135, label %136, label %141

136:                                              ; preds = %134
  %137 = fsub contract float %111, %100
  %138 = fdiv contract float %137, %70
  %139 = tail call noundef float @llvm.maxnum.f32(float %138, float 0.000000e+00)
  %140 = tail call noundef float @llvm.minnum.f32(float %139, float 1.000000e+00)
  br label %141

141:                                              ; preds = %136, %134, %129, %101, %91
  %142 = phi float [ %94, %91 ], [ 0.000000e+00, %101 ], [ 0.000000e+00, %129 ], [ 1.000000e+00, %136 ], [ %127, %134 ]
  %143 = phi float [ 0.000000e+00, %91 ], [ %105, %101 ], [ %133, %129 ], [ %140, %136 ], [ %124, %134 ]
  %144 = fmul contract float %57, %143
  %145 = fmul contract float %58, %143
  %146 = fmul contract float %59, %143
  %147 = fadd contract float %26, %144
  %148 = fadd contract float %28, %145
  %149 = fadd contract float %30, %146
  %150 = fmul contract float %60, %142
  %151 = fmul contract float %61, %142
  %152 = fmul contract float %62, %142
  %153 = fadd contract float %44, %150
  %154 = fadd contract float %46, %151
  %155 = fadd contract float %48, %152
  %156 = fsub contract float %147, %153
  %157 = fsub contract float %148, %154
  %158 = fsub contract float %149, %155
  %159 = fmul contract float %156, %156
  %160 = fmul contract float %157, %157
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %158, %158
  %163 = fadd contract float %162, %161
  br label %164

164:                                              ; preds = %84, %141
  %165 = phi float [ %26, %84 ], [ %147, %141 ]
  %166 = phi float [ %28, %84 ], [ %148, %141 ]
  %167 = phi float [ %48, %84 ], [ %155, %141 ]
  %168 = phi float [ %46, %84 ], [ %154, %141 ]
  %169 = phi float [ %44, %84 ], [ %153, %141 ]
  %170 = phi float [ %30, %84 ], [ %149, %141 ]
  %171 = phi float [ 0.000000e+00, %84 ], [ %142, %141 ]
  %172 = phi float [ 0.000000e+00, %84 ], [ %143, %141 ]
  %173 = phi float [ %89, %84 ], [ %163, %141 ]
  %174 = tail call noundef float @llvm.nvvm.fabs.f32(float %38)
  %175 = tail call noundef float @llvm.nvvm.fabs.f32(float %56)
  %176 = fadd contract float %174, %175
  %177 = fmul contract float %176, %176
  %178 = fcmp contract olt float %173, %177
  %179 = zext i1 %178 to i32
  %180 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %173) #11
  %181 = fsub contract float %176, %180
  %182 = select contract i1 %178, float %181, float 0.000000e+00
  %183 = fcmp contract ogt float %180, 0x3EB0C6F7A0000000
  br i1 %183, label %184, label %195

184:                                              ; preds = %164
  %185 = fdiv contract float 1.000000e+00, %180
  %186 = fsub contract float %169, %165
  %187 = fsub contract float %168, %166
  %188 = fsub contract float %167, %170
  %189 = fmul contract float %186, %185
  %190 = fmul contract float %187, %185
  %191 = fmul contract float %188, %185
  %192 = insertvalue %struct.float3 poison, float %189, 0
  %193 = insertvalue %struct.float3 %192, float %190, 1
  %194 = insertvalue %struct.float3 %193, float %191, 2
  br label %195

195:                                              ; preds = %164, %184
  %196 = phi %struct.float3 [ %194, %184 ], [ { float 0.000000e+00, float 0.000000e+00, float 1.000000e+00 }, %164 ]
  %197 = extractvalue %struct.float3 %196, 2
  %198 = extractvalue %struct.float3 %196, 1
  %199 = extractvalue %struct.float3 %196, 0
  %200 = getelementptr inbounds %struct.Contact, ptr %4, i64 %16
  store float %199, ptr %200, align 4, !tbaa !11
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 4
  store float %198, ptr %201, align 4, !tbaa !11
  %202 = getelementptr inbounds nuw i8, ptr %200, i64 8
  store float %197, ptr %202, align 4, !tbaa !11
  %203 = getelementptr inbounds nuw i8, ptr %200, i64 12
  store float %182, ptr %203, align 4, !tbaa !11
  %204 = getelementptr inbounds nuw i8, ptr %200, i64 16
  store i32 %179, ptr %204, align 4, !tbaa !6
  %205 = getelementptr inbounds nuw i8, ptr %200, i64 20
  store i32 0, ptr %205, align 4, !tbaa !6
  %206 = getelementptr inbounds nuw i8, ptr %200, i64 24
  store i32 0, ptr %206, align 4, !tbaa !6
  %207 = getelementptr inbounds nuw i8, ptr %200, i64 28
  store i32 0, ptr %207, align 4, !tbaa !6
  %208 = fmul contract float %174, %199
  %209 = fadd contract float %165, %208
  %210 = fmul contract float %174, %198
  %211 = fadd contract float %166, %210
  %212 = getelementptr inbounds %struct.float4, ptr %5, i64 %16
  store float %172, ptr %212, align 16, !tbaa !11
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 4
  store float %171, ptr %213, align 4, !tbaa !11
  %214 = getelementptr inbounds nuw i8, ptr %212, i64 8
  store float %209, ptr %214, align 8, !tbaa !11
  %215 = getelementptr inbounds nuw i8, ptr %212, i64 12
  store float %211, ptr %215, align 4, !tbaa !11
  br label %216

216:                                              ; preds = %6, %195
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.float3 @_Z14closest_on_tri6float3RK3TriRi(ptr noundef readonly byval(%struct.float3) align 4 captures(none) %0, ptr noundef nonnull readonly align 4 captures(none) dereferenceable(36) %1, ptr noundef nonnull writeonly align 4 captures(none) dereferenceable(4) initializes((0, 4)) %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %5 = load float, ptr %4, align 4, !tbaa !11
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = load float, ptr %1, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = fsub contract float %5, %10
  %16 = fsub contract float %7, %12
  %17 = fsub contract float %9, %14
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %19 = load float, ptr %18, align 4, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = fsub contract float %19, %10
  %25 = fsub contract float %21, %12
  %26 = fsub contract float %23, %14
  %27 = load float, ptr %0, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = fsub contract float %27, %10
  %33 = fsub contract float %29, %12
  %34 = fsub contract float %31, %14
  %35 = fmul contract float %15, %32
  %36 = fmul contract float %16, %33
  %37 = fadd contract float %35, %36
  %38 = fmul contract float %17, %34
  %39 = fadd contract float %37, %38
  %40 = fmul contract float %24, %32
  %41 = fmul contract float %25, %33
  %42 = fadd contract float %40, %41
  %43 = fmul contract float %26, %34
  %44 = fadd contract float %42, %43
  %45 = fcmp contract ole float %39, 0.000000e+00
  %46 = fcmp contract ole float %44, 0.000000e+00
  %47 = and i1 %45, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %3
  store i32 0, ptr %2, align 4, !tbaa !6
  br label %174

49:                                               ; preds = %3
  %50 = fsub contract float %27, %5
  %51 = fsub contract float %29, %7
  %52 = fsub contract float %31, %9
  %53 = fmul contract float %15, %50
  %54 = fmul contract float %16, %51
  %55 = fadd contract float %53, %54
  %56 = fmul contract float %17, %52
  %57 = fadd contract float %55, %56
  %58 = fmul contract float %24, %50
  %59 = fmul contract float %25, %51
  %60 = fadd contract float %58, %59
  %61 = fmul contract float %26, %52
  %62 = fadd contract float %60, %61
  %63 = fcmp contract ult float %57, 0.000000e+00
  %64 = fcmp contract ugt float %62, %57
  %65 = or i1 %63, %64
  br i1 %65, label %67, label %66

66:                                               ; preds = %49
  store i32 1, ptr %2, align 4, !tbaa !6
  br label %174

67:                                               ; preds = %49
  %68 = fmul contract float %39, %62
  %69 = fmul contract float %57, %44
  %70 = fsub contract float %68, %69
  %71 = fcmp contract ole float %70, 0.000000e+00
  %72 = fcmp contract oge float %39, 0.000000e+00
  %73 = and i1 %72, %71
  %74 = fcmp contract ole float %57, 0.000000e+00
  %75 = and i1 %74, %73
  br i1 %75, label %76, label %88

76:                                               ; preds = %67
  store i32 3, ptr %2, align 4, !tbaa !6
  %77 = fsub contract float %39, %57
  %78 = tail call noundef float @llvm.nvvm.fabs.f32(float %77)
  %79 = fcmp contract ogt float %78, 0x3BC79CA100000000
  %80 = fdiv contract float %39, %77
  %81 = select contract i1 %79, float %80, float 0.000000e+00
  %82 = fmul contract float %15, %81
  %83 = fmul contract float %16, %81
  %84 = fmul contract float %17, %81
  %85 = fadd contract float %10, %82
  %86 = fadd contract float %12, %83
  %87 = fadd contract float %14, %84
  br label %174

88:                                               ; preds = %67
  %89 = fsub contract float %27, %19
  %90 = fsub contract float %29, %21
  %91 = fsub contract float %31, %23
  %92 = fmul contract float %15, %89
  %93 = fmul contract float %16, %90
  %94 = fadd contract float %92, %93
  %95 = fmul contract float %17, %91
  %96 = fadd contract float %94, %95
  %97 = fmul contract float %24, %89
  %98 = fmul contract float %25, %90
  %99 = fadd contract float %97, %98
  %100 = fmul contract float %26, %91
  %101 = fadd contract float %99, %100
  %102 = fcmp contract ult float %101, 0.000000e+00
  %103 = fcmp contract ugt float %96, %101
  %104 = or i1 %102, %103
  br i1 %104, label %106, label %105

105:                                              ; preds = %88
  store i32 2, ptr %2, align 4, !tbaa !6
  br label %174

106:                                              ; preds = %88
  %107 = fmul contract float %96, %44
  %108 = fmul contract float %39, %101
  %109 = fsub contract float %107, %108
  %110 = fcmp contract ole float %109, 0.000000e+00
  %111 = fcmp contract oge float %44, 0.000000e+00
  %112 = and i1 %111, %110
  %113 = fcmp contract ole float %101, 0.000000e+00
  %114 = and i1 %113, %112
  br i1 %114, label %115, label %127

115:                                              ; preds = %106
  store i32 5, ptr %2, align 4, !tbaa !6
  %116 = fsub contract float %44, %101
  %117 = tail call noundef float @llvm.nvvm.fabs.f32(float %116)
  %118 = fcmp contract ogt float %117, 0x3BC79CA100000000
  %119 = fdiv contract float %44, %116
  %120 = select contract i1 %118, float %119, float 0.000000e+00
  %121 = fmul contract float %24, %120
  %122 = fmul contract float %25, %120
  %123 = fmul contract float %26, %120
  %124 = fadd contract float %10, %121
  %125 = fadd contract float %12, %122
  %126 = fadd contract float %14, %123
  br label %174

127:                                              ; preds = %106
  %128 = fmul contract float %57, %101
  %129 = fmul contract float %96, %62
  %130 = fsub contract float %128, %129
  %131 = fcmp contract ugt float %130, 0.000000e+00
  br i1 %131, label %153, label %132

132:                                              ; preds = %127
  %133 = fsub contract float %62, %57
  %134 = fcmp contract ult float %133, 0.000000e+00
  br i1 %134, label %153, label %135

135:                                              ; preds = %132
  %136 = fsub contract float %96, %101
  %137 = fcmp contract ult float %136, 0.000000e+00
  br i1 %137, label %153, label %138

138:                                              ; preds = %135
  store i32 4, ptr %2, align 4, !tbaa !6
  %139 = fadd contract float %133, %136
  %140 = tail call noundef float @llvm.nvvm.fabs.f32(float %139)
  %141 = fcmp contract ogt float %140, 0x3BC79CA100000000
  %142 = fdiv contract float %133, %139
  %143 = select contract i1 %141, float %142, float 0.000000e+00
  %144 = fsub contract float %19, %5
  %145 = fsub contract float %21, %7
  %146 = fsub contract float %23, %9
  %147 = fmul contract float %144, %143
  %148 = fmul contract float %145, %143
  %149 = fmul contract float %146, %143
  %150 = fadd contract float %5, %147
  %151 = fadd contract float %7, %148
  %152 = fadd contract float %9, %149
  br label %174

153:                                              ; preds = %135, %132, %127
  store i32 6, ptr %2, align 4, !tbaa !6
  %154 = fadd contract float %130, %109
  %155 = fadd contract float %70, %154
  %156 = tail call noundef float @llvm.nvvm.fabs.f32(float %155)
  %157 = fcmp contract ogt float %156, 0x3BC79CA100000000
  %158 = fdiv contract float 1.000000e+00, %155
  %159 = select contract i1 %157, float %158, float 0.000000e+00
  %160 = fmul contract float %109, %159
  %161 = fmul contract float %15, %160
  %162 = fmul contract float %16, %160
  %163 = fmul contract float %17, %160
  %164 = fadd contract float %10, %161
  %165 = fadd contract float %12, %162
  %166 = fadd contract float %14, %163
  %167 = fmul contract float %70, %159
  %168 = fmul contract float %24, %167
  %169 = fmul contract float %25, %167
  %170 = fmul contract float %26, %167
  %171 = fadd contract float %168, %164
  %172 = fadd contract float %169, %165
  %173 = fadd contract float %170, %166
  br label %174

174:                                              ; preds = %115, %153, %138, %66, %105, %76, %48
  %175 = phi float [ %10, %48 ], [ %5, %66 ], [ %85, %76 ], [ %19, %105 ], [ %124, %115 ], [ %150, %138 ], [ %171, %153 ]
  %176 = phi float [ %12, %48 ], [ %7, %66 ], [ %86, %76 ], [ %21, %105 ], [ %125, %115 ], [ %151, %138 ], [ %172, %153 ]
  %177 = phi float [ %14, %48 ], [ %9, %66 ], [ %87, %76 ], [ %23, %105 ], [ %126, %115 ], [ %152, %138 ], [ %173, %153 ]
  %178 = insertvalue %struct.float3 poison, float %175, 0
  %179 = insertvalue %struct.float3 %178, float %176, 1
  %180 = insertvalue %struct.float3 %179, float %177, 2
  ret %struct.float3 %180
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @sphere_triangle(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #4 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sge i32 %11, %4
  %13 = icmp slt i32 %2, 1
  %14 = or i1 %13, %12
  br i1 %14, label %264, label %15

15:                                               ; preds = %6
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds %struct.int2, ptr %3, i64 %16
  %18 = load i32, ptr %17, align 8, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = and i32 %18, 4095
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %22
  %24 = load float, ptr %23, align 16, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %28 = load float, ptr %27, align 8, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = srem i32 %20, %2
  %32 = add nsw i32 %31, %2
  %33 = srem i32 %32, %2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.Tri, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 12
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %35, i64 20
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %35, i64 24
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %35, i64 28
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = fsub contract float %42, %36
  %54 = fsub contract float %44, %38
  %55 = fsub contract float %46, %40
  %56 = fsub contract float %48, %36
  %57 = fsub contract float %50, %38
  %58 = fsub contract float %52, %40
  %59 = fsub contract float %24, %36
  %60 = fsub contract float %26, %38
  %61 = fsub contract float %28, %40
  %62 = fmul contract float %59, %53
  %63 = fmul contract float %60, %54
  %64 = fadd contract float %62, %63
  %65 = fmul contract float %61, %55
  %66 = fadd contract float %64, %65
  %67 = fmul contract float %59, %56
  %68 = fmul contract float %60, %57
  %69 = fadd contract float %67, %68
  %70 = fmul contract float %61, %58
  %71 = fadd contract float %69, %70
  %72 = fcmp contract ole float %66, 0.000000e+00
  %73 = fcmp contract ole float %71, 0.000000e+00
  %74 = and i1 %72, %73
  br i1 %74, label %198, label %75

75:                                               ; preds = %15
  %76 = fsub contract float %24, %42
  %77 = fsub contract float %26, %44
  %78 = fsub contract float %28, %46
  %79 = fmul contract float %53, %76
  %80 = fmul contract float %54, %77
  %81 = fadd contract float %79, %80
  %82 = fmul contract float %55, %78
  %83 = fadd contract float %81, %82
  %84 = fmul contract float %76, %56
  %85 = fmul contract float %77, %57
  %86 = fadd contract float %84, %85
  %87 = fmul contract float %78, %58
  %88 = fadd contract float %86, %87
  %89 = fcmp contract ult float %83, 0.000000e+00
  %90 = fcmp contract ugt float %88, %83
  %91 = or i1 %89, %90
  br i1 %91, label %92, label %198

92:                                               ; preds = %75
  %93 = fmul contract float %66, %88
  %94 = fmul contract float %83, %71
  %95 = fsub contract float %93, %94
  %96 = fcmp contract ole float %95, 0.000000e+00
  %97 = fcmp contract oge float %66, 0.000000e+00
  %98 = and i1 %97, %96
  %99 = fcmp contract ole float %83, 0.000000e+00
  %100 = and i1 %99, %98
  br i1 %100, label %101, label %113

101:                                              ; preds = %92
  %102 = fsub contract float %66, %83
  %103 = tail call noundef float @llvm.nvvm.fabs.f32(float %102)
  %104 = fcmp contract ogt float %103, 0x3BC79CA100000000
  %105 = fdiv contract float %66, %102
  %106 = select contract i1 %104, float %105, float 0.000000e+00
  %107 = fmul contract float %53, %106
  %108 = fmul contract float %54, %106
  %109 = fmul contract float %55, %106
  %110 = fadd contract float %36, %107
  %111 = fadd contract float %38, %108
  %112 = fadd contract float %40, %109
  br label %198

113:                                              ; preds = %92
  %114 = fsub contract float %24, %48
  %115 = fsub contract float %26, %50
  %116 = fsub contract float %28, %52
  %117 = fmul contract float %53, %114
  %118 = fmul contract float %54, %115
  %119 = fadd contract float %117, %118
  %120 = fmul contract float %55, %116
  %121 = fadd contract float %119, %120
  %122 = fmul contract float %56, %114
  %123 = fmul contract float %57, %115
  %124 = fadd contract float %122, %123
  %125 = fmul contract float %58, %116
  %126 = fadd contract float %124, %125
  %127 = fcmp contract ult float %126, 0.000000e+00
  %128 = fcmp contract ugt float %121, %126
  %129 = or i1 %127, %128
  br i1 %129, label %130, label %198

130:                                              ; preds = %113
  %131 = fmul contract float %121, %71
  %132 = fmul contract float %66, %126
  %133 = fsub contract float %131, %132
  %134 = fcmp contract ole float %133, 0.000000e+00
  %135 = fcmp contract oge float %71, 0.000000e+00
  %136 = and i1 %135, %134
  %137 = fcmp contract ole float %126, 0.000000e+00
  %138 = and i1 %137, %136
  br i1 %138, label %139, label %151

139:                                              ; preds = %130
  %140 = fsub contract float %71, %126
  %141 = tail call noundef float @llvm.nvvm.fabs.f32(float %140)
  %142 = fcmp contract ogt float %141, 0x3BC79CA100000000
  %143 = fdiv contract float %71, %140
  %144 = select contract i1 %142, float %143, float 0.000000e+00
  %145 = fmul contract float %56, %144
  %146 = fmul contract float %57, %144
  %147 = fmul contract float %58, %144
  %148 = fadd contract float %36, %145
  %149 = fadd contract float %38, %146
  %150 = fadd contract float %40, %147
  br label %198

151:                                              ; preds = %130
  %152 = fmul contract float %83, %126
  %153 = fmul contract float %121, %88
  %154 = fsub contract float %152, %153
  %155 = fcmp contract ugt float %154, 0.000000e+00
  br i1 %155, label %177, label %156

156:                                              ; preds = %151
  %157 = fsub contract float %88, %83
  %158 = fcmp contract ult float %157, 0.000000e+00
  br i1 %158, label %177, label %159

159:                                              ; preds = %156
  %160 = fsub contract float %121, %126
  %161 = fcmp contract ult float %160, 0.000000e+00
  br i1 %161, label %177, label %162

162:                                              ; preds = %159
  %163 = fadd contract float %157, %160
  %164 = tail call noundef float @llvm.nvvm.fabs.f32(float %163)
  %165 = fcmp contract ogt float %164, 0x3BC79CA100000000
  %166 = fdiv contract float %157, %163
  %167 = select contract i1 %165, float %166, float 0.000000e+00
  %168 = fsub contract float %48, %42
  %169 = fsub contract float %50, %44
  %170 = fsub contract float %52, %46
  %171 = fmul contract float %168, %167
  %172 = fmul contract float %169, %167
  %173 = fmul contract float %170, %167
  %174 = fadd contract float %42, %171
  %175 = fadd contract float %44, %172
  %176 = fadd contract float %46, %173
  br label %198

177:                                              ; preds = %159, %156, %151
  %178 = fadd contract float %154, %133
  %179 = fadd contract float %95, %178
  %180 = tail call noundef float @llvm.nvvm.fabs.f32(float %179)
  %181 = fcmp contract ogt float %180, 0x3BC79CA100000000
  %182 = fdiv contract float 1.000000e+00, %179
  %183 = select contract i1 %181, float %182, float 0.000000e+00
  %184 = fmul contract float %133, %183
  %185 = fmul contract float %53, %184
  %186 = fmul contract float %54, %184
  %187 = fmul contract float %55, %184
  %188 = fadd contract float %36, %185
  %189 = fadd contract float %38, %186
  %190 = fadd contract float %40, %187
  %191 = fmul contract float %95, %183
  %192 = fmul contract float %56, %191
  %193 = fmul contract float %57, %191
  %194 = fmul contract float %58, %191
  %195 = fadd contract float %192, %188
  %196 = fadd contract float %193, %189
  %197 = fadd contract float %194, %190
  br label %198

198:                                              ; preds = %113, %75, %15, %101, %139, %162, %177
  %199 = phi i32 [ 0, %15 ], [ 3, %101 ], [ 5, %139 ], [ 6, %177 ], [ 4, %162 ], [ 1, %75 ], [ 2, %113 ]
  %200 = phi float [ %36, %15 ], [ %110, %101 ], [ %148, %139 ], [ %195, %177 ], [ %174, %162 ], [ %42, %75 ], [ %48, %113 ]
  %201 = phi float [ %38, %15 ], [ %111, %101 ], [ %149, %139 ], [ %196, %177 ], [ %175, %162 ], [ %44, %75 ], [ %50, %113 ]
  %202 = phi float [ %40, %15 ], [ %112, %101 ], [ %150, %139 ], [ %197, %177 ], [ %176, %162 ], [ %46, %75 ], [ %52, %113 ]
  %203 = fsub contract float %24, %200
  %204 = fsub contract float %26, %201
  %205 = fsub contract float %28, %202
  %206 = fmul contract float %203, %203
  %207 = fmul contract float %204, %204
  %208 = fadd contract float %206, %207
  %209 = fmul contract float %205, %205
  %210 = fadd contract float %208, %209
  %211 = tail call noundef float @llvm.nvvm.fabs.f32(float %30)
  %212 = fmul contract float %211, %211
  %213 = fcmp contract ole float %210, %212
  %214 = zext i1 %213 to i32
  %215 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %210) #11
  %216 = fsub contract float %211, %215
  %217 = select contract i1 %213, float %216, float 0.000000e+00
  %218 = fcmp contract ogt float %215, 0x3EB0C6F7A0000000
  br i1 %218, label %219, label %227

219:                                              ; preds = %198
  %220 = fdiv contract float 1.000000e+00, %215
  %221 = fmul contract float %203, %220
  %222 = fmul contract float %204, %220
  %223 = fmul contract float %205, %220
  %224 = insertvalue %struct.float3 poison, float %221, 0
  %225 = insertvalue %struct.float3 %224, float %222, 1
  %226 = insertvalue %struct.float3 %225, float %223, 2
  br label %251

227:                                              ; preds = %198
  %228 = fmul contract float %54, %58
  %229 = fmul contract float %55, %57
  %230 = fsub contract float %228, %229
  %231 = fmul contract float %55, %56
  %232 = fmul contract float %53, %58
  %233 = fsub contract float %231, %232
  %234 = fmul contract float %53, %57
  %235 = fmul contract float %54, %56
  %236 = fsub contract float %234, %235
  %237 = fmul contract float %230, %230
  %238 = fmul contract float %233, %233
  %239 = fadd contract float %237, %238
  %240 = fmul contract float %236, %236
  %241 = fadd contract float %240, %239
  %242 = fcmp contract ogt float %241, 0x3BC79CA100000000
  br i1 %242, label %243, label %251

243:                                              ; preds = %227
  %244 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %241)
  %245 = fmul contract float %230, %244
  %246 = fmul contract float %233, %244
  %247 = fmul contract float %236, %244
  %248 = insertvalue %struct.float3 poison, float %245, 0
  %249 = insertvalue %struct.float3 %248, float %246, 1
  %250 = insertvalue %struct.float3 %249, float %247, 2
  br label %251

251:                                              ; preds = %227, %243, %219
  %252 = phi %struct.float3 [ %226, %219 ], [ %250, %243 ], [ { float 0.000000e+00, float 0.000000e+00, float 1.000000e+00 }, %227 ]
  %253 = extractvalue %struct.float3 %252, 2
  %254 = extractvalue %struct.float3 %252, 1
  %255 = extractvalue %struct.float3 %252, 0
  %256 = getelementptr inbounds %struct.Contact, ptr %5, i64 %16
  store float %255, ptr %256, align 4, !tbaa !11
  %257 = getelementptr inbounds nuw i8, ptr %256, i64 4
  store float %254, ptr %257, align 4, !tbaa !11
  %258 = getelementptr inbounds nuw i8, ptr %256, i64 8
  store float %253, ptr %258, align 4, !tbaa !11
  %259 = getelementptr inbounds nuw i8, ptr %256, i64 12
  store float %217, ptr %259, align 4, !tbaa !11
  %260 = getelementptr inbounds nuw i8, ptr %256, i64 16
  store i32 %214, ptr %260, align 4, !tbaa !6
  %261 = getelementptr inbounds nuw i8, ptr %256, i64 20
  store i32 %199, ptr %261, align 4, !tbaa !6
  %262 = getelementptr inbounds nuw i8, ptr %256, i64 24
  store i32 0, ptr %262, align 4, !tbaa !6
  %263 = getelementptr inbounds nuw i8, ptr %256, i64 28
  store i32 0, ptr %263, align 4, !tbaa !6
  br label %264

264:                                              ; preds = %6, %251
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @obb_triangle_sat(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #6 {
  %8 = alloca [13 x %struct.float3], align 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp sge i32 %13, %5
  %15 = icmp slt i32 %1, 1
  %16 = or i1 %15, %14
  %17 = icmp slt i32 %3, 1
  %18 = or i1 %17, %16
  br i1 %18, label %365, label %19

19:                                               ; preds = %7
  %20 = sext i32 %13 to i64
  %21 = getelementptr inbounds %struct.int2, ptr %4, i64 %20
  %22 = load i32, ptr %21, align 8, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = srem i32 %22, %1
  %26 = add nsw i32 %25, %1
  %27 = srem i32 %26, %1
  %28 = sext i32 %27 to i64
  %29 = mul nsw i64 %28, 60
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11, !alias.scope !28
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !11, !alias.scope !28
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %35 = load float, ptr %34, align 4, !tbaa !11, !alias.scope !28
  %36 = getelementptr inbounds nuw i8, ptr %30, i64 12
  %37 = load float, ptr %36, align 4, !tbaa !11, !alias.scope !28
  %38 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %39 = load float, ptr %38, align 4, !tbaa !11, !alias.scope !28
  %40 = getelementptr inbounds nuw i8, ptr %30, i64 20
  %41 = load float, ptr %40, align 4, !tbaa !11, !alias.scope !28
  %42 = getelementptr inbounds nuw i8, ptr %30, i64 24
  %43 = load float, ptr %42, align 4, !tbaa !11, !alias.scope !28
  %44 = getelementptr inbounds nuw i8, ptr %30, i64 28
  %45 = load float, ptr %44, align 4, !tbaa !11, !alias.scope !28
  %46 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %47 = load float, ptr %46, align 4, !tbaa !11, !alias.scope !28
  %48 = getelementptr inbounds nuw i8, ptr %30, i64 36
  %49 = load float, ptr %48, align 4, !tbaa !11, !alias.scope !28
  %50 = getelementptr inbounds nuw i8, ptr %30, i64 40
  %51 = load float, ptr %50, align 4, !tbaa !11, !alias.scope !28
  %52 = getelementptr inbounds nuw i8, ptr %30, i64 44
  %53 = load float, ptr %52, align 4, !tbaa !11, !alias.scope !28
  %54 = getelementptr inbounds nuw i8, ptr %30, i64 48
  %55 = load float, ptr %54, align 4, !tbaa !11, !alias.scope !28
  %56 = getelementptr inbounds nuw i8, ptr %30, i64 52
  %57 = load float, ptr %56, align 4, !tbaa !11, !alias.scope !28
  %58 = getelementptr inbounds nuw i8, ptr %30, i64 56
  %59 = load float, ptr %58, align 4, !tbaa !11, !alias.scope !28
  %60 = srem i32 %24, %3
  %61 = add nsw i32 %60, %3
  %62 = srem i32 %61, %3
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.Tri, ptr %2, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 4
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %64, i64 8
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %64, i64 12
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %64, i64 16
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = getelementptr inbounds nuw i8, ptr %64, i64 20
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = getelementptr inbounds nuw i8, ptr %64, i64 24
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %64, i64 28
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = getelementptr inbounds nuw i8, ptr %64, i64 32
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = fsub contract float %65, %31
  %83 = fsub contract float %67, %33
  %84 = fsub contract float %69, %35
  %85 = fsub contract float %71, %31
  %86 = fsub contract float %73, %33
  %87 = fsub contract float %75, %35
  %88 = fsub contract float %77, %31
  %89 = fsub contract float %79, %33
  %90 = fsub contract float %81, %35
  %91 = fmul contract float %37, %82
  %92 = fmul contract float %39, %83
  %93 = fadd contract float %91, %92
  %94 = fmul contract float %41, %84
  %95 = fadd contract float %93, %94
  %96 = fmul contract float %43, %82
  %97 = fmul contract float %45, %83
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %47, %84
  %100 = fadd contract float %98, %99
  %101 = fmul contract float %49, %82
  %102 = fmul contract float %51, %83
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %53, %84
  %105 = fadd contract float %103, %104
  %106 = fmul contract float %37, %85
  %107 = fmul contract float %39, %86
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %41, %87
  %110 = fadd contract float %108, %109
  %111 = fmul contract float %43, %85
  %112 = fmul contract float %45, %86
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %47, %87
  %115 = fadd contract float %113, %114
  %116 = fmul contract float %49, %85
  %117 = fmul contract float %51, %86
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %53, %87
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %37, %88
  %122 = fmul contract float %39, %89
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %41, %90
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %43, %88
  %127 = fmul contract float %45, %89
  %128 = fadd contract float %126, %127
  %129 = fmul contract float %47, %90
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %49, %88
  %132 = fmul contract float %51, %89
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %53, %90
  %135 = fadd contract float %133, %134
  %136 = fsub contract float %110, %95
  %137 = fsub contract float %115, %100
  %138 = fsub contract float %120, %105
  %139 = fsub contract float %125, %110
  %140 = fsub contract float %130, %115
  %141 = fsub contract float %135, %120
  %142 = fsub contract float %95, %125
  %143 = fsub contract float %100, %130
  %144 = fsub contract float %105, %135
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #11
  store float 1.000000e+00, ptr %8, align 4, !tbaa !11
  %145 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store float 0.000000e+00, ptr %145, align 4, !tbaa !11
  %146 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store float 0.000000e+00, ptr %146, align 4, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store float 0.000000e+00, ptr %147, align 4, !tbaa !11
  %148 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store float 1.000000e+00, ptr %148, align 4, !tbaa !11
  %149 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store float 0.000000e+00, ptr %149, align 4, !tbaa !11
  %150 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store float 0.000000e+00, ptr %150, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store float 0.000000e+00, ptr %151, align 4, !tbaa !11
  %152 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store float 1.000000e+00, ptr %152, align 4, !tbaa !11
  %153 = fmul contract float %137, %141
  %154 = fmul contract float %138, %140
  %155 = fsub contract float %153, %154
  %156 = fmul contract float %138, %139
  %157 = fmul contract float %136, %141
  %158 = fsub contract float %156, %157
  %159 = fmul contract float %136, %140
  %160 = fmul contract float %137, %139
  %161 = fsub contract float %159, %160
  %162 = getelementptr inbounds nuw i8, ptr %8, i64 36
  store float %155, ptr %162, align 4, !tbaa !11
  %163 = getelementptr inbounds nuw i8, ptr %8, i64 40
  store float %158, ptr %163, align 4, !tbaa !11
  %164 = getelementptr inbounds nuw i8, ptr %8, i64 44
  store float %161, ptr %164, align 4, !tbaa !11
  %165 = fmul contract float %138, 0.000000e+00
  %166 = fmul contract float %137, 0.000000e+00
  %167 = fsub contract float %165, %166
  %168 = fmul contract float %136, 0.000000e+00
  %169 = fsub contract float %168, %138
  %170 = fmul contract float %136, 0.000000e+00
  %171 = fsub contract float %137, %170
  %172 = getelementptr inbounds nuw i8, ptr %8, i64 48
  store float %167, ptr %172, align 4, !tbaa !11
  %173 = getelementptr inbounds nuw i8, ptr %8, i64 52
  store float %169, ptr %173, align 4, !tbaa !11
  %174 = getelementptr inbounds nuw i8, ptr %8, i64 56
  store float %171, ptr %174, align 4, !tbaa !11
  %175 = fmul contract float %141, 0.000000e+00
  %176 = fmul contract float %140, 0.000000e+00
  %177 = fsub contract float %175, %176
  %178 = fmul contract float %139, 0.000000e+00
  %179 = fsub contract float %178, %141
  %180 = fmul contract float %139, 0.000000e+00
  %181 = fsub contract float %140, %180
  %182 = getelementptr inbounds nuw i8, ptr %8, i64 60
  store float %177, ptr %182, align 4, !tbaa !11
  %183 = getelementptr inbounds nuw i8, ptr %8, i64 64
  store float %179, ptr %183, align 4, !tbaa !11
  %184 = getelementptr inbounds nuw i8, ptr %8, i64 68
  store float %181, ptr %184, align 4, !tbaa !11
  %185 = fmul contract float %144, 0.000000e+00
  %186 = fmul contract float %143, 0.000000e+00
  %187 = fsub contract float %185, %186
  %188 = fmul contract float %142, 0.000000e+00
  %189 = fsub contract float %188, %144
  %190 = fmul contract float %142, 0.000000e+00
  %191 = fsub contract float %143, %190
  %192 = getelementptr inbounds nuw i8, ptr %8, i64 72
  store float %187, ptr %192, align 4, !tbaa !11
  %193 = getelementptr inbounds nuw i8, ptr %8, i64 76
  store float %189, ptr %193, align 4, !tbaa !11
  %194 = getelementptr inbounds nuw i8, ptr %8, i64 80
  store float %191, ptr %194, align 4, !tbaa !11
  %195 = fmul contract float %137, 0.000000e+00
  %196 = fsub contract float %138, %195
  %197 = fmul contract float %136, 0.000000e+00
  %198 = fmul contract float %138, 0.000000e+00
  %199 = fsub contract float %197, %198
  %200 = fmul contract float %137, 0.000000e+00
  %201 = fsub contract float %200, %136
  %202 = getelementptr inbounds nuw i8, ptr %8, i64 84
  store float %196, ptr %202, align 4, !tbaa !11
  %203 = getelementptr inbounds nuw i8, ptr %8, i64 88
  store float %199, ptr %203, align 4, !tbaa !11
  %204 = getelementptr inbounds nuw i8, ptr %8, i64 92
  store float %201, ptr %204, align 4, !tbaa !11
  %205 = fmul contract float %140, 0.000000e+00
  %206 = fsub contract float %141, %205
  %207 = fmul contract float %139, 0.000000e+00
  %208 = fmul contract float %141, 0.000000e+00
  %209 = fsub contract float %207, %208
  %210 = fmul contract float %140, 0.000000e+00
  %211 = fsub contract float %210, %139
  %212 = getelementptr inbounds nuw i8, ptr %8, i64 96
  store float %206, ptr %212, align 4, !tbaa !11
  %213 = getelementptr inbounds nuw i8, ptr %8, i64 100
  store float %209, ptr %213, align 4, !tbaa !11
  %214 = getelementptr inbounds nuw i8, ptr %8, i64 104
  store float %211, ptr %214, align 4, !tbaa !11
  %215 = fmul contract float %143, 0.000000e+00
  %216 = fsub contract float %144, %215
  %217 = fmul contract float %142, 0.000000e+00
  %218 = fmul contract float %144, 0.000000e+00
  %219 = fsub contract float %217, %218
  %220 = fmul contract float %143, 0.000000e+00
  %221 = fsub contract float %220, %142
  %222 = getelementptr inbounds nuw i8, ptr %8, i64 108
  store float %216, ptr %222, align 4, !tbaa !11
  %223 = getelementptr inbounds nuw i8, ptr %8, i64 112
  store float %219, ptr %223, align 4, !tbaa !11
  %224 = getelementptr inbounds nuw i8, ptr %8, i64 116
  store float %221, ptr %224, align 4, !tbaa !11
  %225 = fmul contract float %138, 0.000000e+00
  %226 = fsub contract float %225, %137
  %227 = fmul contract float %138, 0.000000e+00
  %228 = fsub contract float %136, %227
  %229 = fmul contract float %137, 0.000000e+00
  %230 = fmul contract float %136, 0.000000e+00
  %231 = fsub contract float %229, %230
  %232 = getelementptr inbounds nuw i8, ptr %8, i64 120
  store float %226, ptr %232, align 4, !tbaa !11
  %233 = getelementptr inbounds nuw i8, ptr %8, i64 124
  store float %228, ptr %233, align 4, !tbaa !11
  %234 = getelementptr inbounds nuw i8, ptr %8, i64 128
  store float %231, ptr %234, align 4, !tbaa !11
  %235 = fmul contract float %141, 0.000000e+00
  %236 = fsub contract float %235, %140
  %237 = fmul contract float %141, 0.000000e+00
  %238 = fsub contract float %139, %237
  %239 = fmul contract float %140, 0.000000e+00
  %240 = fmul contract float %139, 0.000000e+00
  %241 = fsub contract float %239, %240
  %242 = getelementptr inbounds nuw i8, ptr %8, i64 132
  store float %236, ptr %242, align 4, !tbaa !11
  %243 = getelementptr inbounds nuw i8, ptr %8, i64 136
  store float %238, ptr %243, align 4, !tbaa !11
  %244 = getelementptr inbounds nuw i8, ptr %8, i64 140
  store float %241, ptr %244, align 4, !tbaa !11
  %245 = fmul contract float %144, 0.000000e+00
  %246 = fsub contract float %245, %143
  %247 = fmul contract float %144, 0.000000e+00
  %248 = fsub contract float %142, %247
  %249 = fmul contract float %143, 0.000000e+00
  %250 = fmul contract float %142, 0.000000e+00
  %251 = fsub contract float %249, %250
  %252 = getelementptr inbounds nuw i8, ptr %8, i64 144
  store float %246, ptr %252, align 4, !tbaa !11
  %253 = getelementptr inbounds nuw i8, ptr %8, i64 148
  store float %248, ptr %253, align 4, !tbaa !11
  %254 = getelementptr inbounds nuw i8, ptr %8, i64 152
  store float %251, ptr %254, align 4, !tbaa !11
  %255 = tail call noundef float @llvm.nvvm.fabs.f32(float %55)
  %256 = tail call noundef float @llvm.nvvm.fabs.f32(float %57)
  %257 = tail call noundef float @llvm.nvvm.fabs.f32(float %59)
  br label %261

258:                                              ; preds = %328
  %259 = add nuw nsw i32 %262, 1
  %260 = icmp eq i32 %259, 13
  br i1 %260, label %338, label %261, !llvm.loop !31

261:                                              ; preds = %19, %258
  %262 = phi i32 [ %259, %258 ], [ 0, %19 ]
  %263 = phi float [ %333, %258 ], [ 0x47EC363CC0000000, %19 ]
  %264 = phi float [ %332, %258 ], [ 1.000000e+00, %19 ]
  %265 = phi float [ %331, %258 ], [ 0.000000e+00, %19 ]
  %266 = phi float [ %330, %258 ], [ 0.000000e+00, %19 ]
  %267 = phi i32 [ %329, %258 ], [ -1, %19 ]
  %268 = zext nneg i32 %262 to i64
  %269 = getelementptr inbounds nuw %struct.float3, ptr %8, i64 %268
  %270 = load float, ptr %269, align 4, !tbaa !11
  %271 = getelementptr inbounds nuw i8, ptr %269, i64 4
  %272 = load float, ptr %271, align 4, !tbaa !11
  %273 = getelementptr inbounds nuw i8, ptr %269, i64 8
  %274 = load float, ptr %273, align 4, !tbaa !11
  %275 = fmul contract float %95, %270
  %276 = fmul contract float %100, %272
  %277 = fadd contract float %275, %276
  %278 = fmul contract float %105, %274
  %279 = fadd contract float %277, %278
  %280 = fmul contract float %110, %270
  %281 = fmul contract float %115, %272
  %282 = fadd contract float %280, %281
  %283 = fmul contract float %120, %274
  %284 = fadd contract float %282, %283
  %285 = fmul contract float %125, %270
  %286 = fmul contract float %130, %272
  %287 = fadd contract float %285, %286
  %288 = fmul contract float %135, %274
  %289 = fadd contract float %287, %288
  %290 = tail call noundef float @llvm.minnum.f32(float %284, float %289)
  %291 = tail call noundef float @llvm.minnum.f32(float %279, float %290)
  %292 = tail call noundef float @llvm.maxnum.f32(float %284, float %289)
  %293 = tail call noundef float @llvm.maxnum.f32(float %279, float %292)
  %294 = fadd contract float %291, %293
  %295 = fmul contract float %294, 5.000000e-01
  %296 = fmul contract float %270, %270
  %297 = fmul contract float %272, %272
  %298 = fadd contract float %296, %297
  %299 = fmul contract float %274, %274
  %300 = fadd contract float %298, %299
  %301 = fcmp contract olt float %300, 0x3DDB7CDFE0000000
  br i1 %301, label %328, label %302

302:                                              ; preds = %261
  %303 = fsub contract float %293, %291
  %304 = fmul contract float %303, 5.000000e-01
  %305 = tail call noundef float @llvm.nvvm.fabs.f32(float %270)
  %306 = fmul contract float %255, %305
  %307 = tail call noundef float @llvm.nvvm.fabs.f32(float %272)
  %308 = fmul contract float %256, %307
  %309 = fadd contract float %306, %308
  %310 = tail call noundef float @llvm.nvvm.fabs.f32(float %274)
  %311 = fmul contract float %257, %310
  %312 = fadd contract float %309, %311
  %313 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %300)
  %314 = fadd contract float %312, %304
  %315 = tail call noundef float @llvm.nvvm.fabs.f32(float %295)
  %316 = fsub contract float %314, %315
  %317 = fmul contract float %316, %313
  %318 = fcmp contract uge float %317, 0.000000e+00
  %319 = fcmp contract olt float %317, %263
  %320 = select i1 %318, i1 %319, i1 false
  br i1 %320, label %321, label %328

321:                                              ; preds = %302
  %322 = fcmp contract olt float %295, 0.000000e+00
  %323 = fneg contract float %313
  %324 = select contract i1 %322, float %323, float %313
  %325 = fmul contract float %270, %324
  %326 = fmul contract float %272, %324
  %327 = fmul contract float %274, %324
  br label %328

328:                                              ; preds = %261, %302, %321
  %329 = phi i32 [ %267, %261 ], [ %262, %321 ], [ %267, %302 ]
  %330 = phi float [ %266, %261 ], [ %325, %321 ], [ %266, %302 ]
  %331 = phi float [ %265, %261 ], [ %326, %321 ], [ %265, %302 ]
  %332 = phi float [ %264, %261 ], [ %327, %321 ], [ %264, %302 ]
  %333 = phi float [ %263, %261 ], [ %317, %321 ], [ %263, %302 ]
  %334 = phi i1 [ true, %261 ], [ true, %321 ], [ %318, %302 ]
  br i1 %334, label %258, label %335

335:                                              ; preds = %328
  %336 = getelementptr inbounds %struct.Contact, ptr %6, i64 %20
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 20
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %336, i8 0, i64 20, i1 false)
  store i32 -1, ptr %337, align 4, !tbaa !6
  br label %360

338:                                              ; preds = %258
  %339 = fmul contract float %37, %330
  %340 = fmul contract float %39, %330
  %341 = fmul contract float %41, %330
  %342 = fmul contract float %43, %331
  %343 = fmul contract float %45, %331
  %344 = fmul contract float %47, %331
  %345 = fadd contract float %339, %342
  %346 = fadd contract float %340, %343
  %347 = fadd contract float %341, %344
  %348 = fmul contract float %49, %332
  %349 = fmul contract float %51, %332
  %350 = fmul contract float %53, %332
  %351 = fadd contract float %345, %348
  %352 = fadd contract float %346, %349
  %353 = fadd contract float %347, %350
  %354 = getelementptr inbounds %struct.Contact, ptr %6, i64 %20
  store float %351, ptr %354, align 4, !tbaa !11
  %355 = getelementptr inbounds nuw i8, ptr %354, i64 4
  store float %352, ptr %355, align 4, !tbaa !11
  %356 = getelementptr inbounds nuw i8, ptr %354, i64 8
  store float %353, ptr %356, align 4, !tbaa !11
  %357 = getelementptr inbounds nuw i8, ptr %354, i64 12
  store float %333, ptr %357, align 4, !tbaa !11
  %358 = getelementptr inbounds nuw i8, ptr %354, i64 16
  store i32 1, ptr %358, align 4, !tbaa !6
  %359 = getelementptr inbounds nuw i8, ptr %354, i64 20
  store i32 %329, ptr %359, align 4, !tbaa !6
  br label %360

360:                                              ; preds = %335, %338
  %361 = getelementptr inbounds %struct.Contact, ptr %6, i64 %20
  %362 = getelementptr inbounds %struct.Contact, ptr %6, i64 %20
  %363 = getelementptr inbounds nuw i8, ptr %362, i64 24
  store i32 0, ptr %363, align 4, !tbaa !6
  %364 = getelementptr inbounds nuw i8, ptr %361, i64 28
  store i32 0, ptr %364, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #11
  br label %365

365:                                              ; preds = %7, %360
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { nounwind }

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
!12 = !{!"float", !8, i64 0}
!13 = !{!14, !12, i64 48}
!14 = !{!"_ZTS3OBB", !15, i64 0, !8, i64 12, !15, i64 48}
!15 = !{!"_ZTS6float3", !12, i64 0, !12, i64 4, !12, i64 8}
!16 = !{!14, !12, i64 52}
!17 = !{!14, !12, i64 56}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.enable"}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_Z8load_obbPKf: argument 0"}
!23 = distinct !{!23, !"_Z8load_obbPKf"}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_Z8load_obbPKf: argument 0"}
!26 = distinct !{!26, !"_Z8load_obbPKf"}
!27 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_Z8load_obbPKf: argument 0"}
!30 = distinct !{!30, !"_Z8load_obbPKf"}
!31 = distinct !{!31, !19}
