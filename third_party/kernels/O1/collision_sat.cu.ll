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
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %6 = load float, ptr %5, align 4, !tbaa !11
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load float, ptr %7, align 4, !tbaa !11
  %9 = load float, ptr %3, align 4, !tbaa !11
  %10 = load float, ptr %4, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = fmul contract float %9, %10
  %16 = fmul contract float %8, %12
  %17 = fadd contract float %15, %16
  %18 = fmul contract float %6, %14
  %19 = fadd contract float %17, %18
  %20 = tail call noundef float @llvm.nvvm.fabs.f32(float %19)
  %21 = fadd contract float %20, 0x3EB0C6F7A0000000
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = fmul contract float %9, %23
  %29 = fmul contract float %8, %25
  %30 = fadd contract float %28, %29
  %31 = fmul contract float %6, %27
  %32 = fadd contract float %30, %31
  %33 = tail call noundef float @llvm.nvvm.fabs.f32(float %32)
  %34 = fadd contract float %33, 0x3EB0C6F7A0000000
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = fmul contract float %9, %36
  %42 = fmul contract float %8, %38
  %43 = fadd contract float %41, %42
  %44 = fmul contract float %6, %40
  %45 = fadd contract float %43, %44
  %46 = tail call noundef float @llvm.nvvm.fabs.f32(float %45)
  %47 = fadd contract float %46, 0x3EB0C6F7A0000000
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = load float, ptr %50, align 4, !tbaa !11
  %54 = load float, ptr %4, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = fmul contract float %53, %54
  %60 = fmul contract float %52, %56
  %61 = fadd contract float %59, %60
  %62 = fmul contract float %49, %58
  %63 = fadd contract float %61, %62
  %64 = tail call noundef float @llvm.nvvm.fabs.f32(float %63)
  %65 = fadd contract float %64, 0x3EB0C6F7A0000000
  %66 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = fmul contract float %53, %67
  %73 = fmul contract float %52, %69
  %74 = fadd contract float %72, %73
  %75 = fmul contract float %49, %71
  %76 = fadd contract float %74, %75
  %77 = tail call noundef float @llvm.nvvm.fabs.f32(float %76)
  %78 = fadd contract float %77, 0x3EB0C6F7A0000000
  %79 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fmul contract float %53, %80
  %86 = fmul contract float %52, %82
  %87 = fadd contract float %85, %86
  %88 = fmul contract float %49, %84
  %89 = fadd contract float %87, %88
  %90 = tail call noundef float @llvm.nvvm.fabs.f32(float %89)
  %91 = fadd contract float %90, 0x3EB0C6F7A0000000
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = load float, ptr %94, align 4, !tbaa !11
  %98 = load float, ptr %4, align 4, !tbaa !11
  %99 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = fmul contract float %97, %98
  %104 = fmul contract float %96, %100
  %105 = fadd contract float %103, %104
  %106 = fmul contract float %93, %102
  %107 = fadd contract float %105, %106
  %108 = tail call noundef float @llvm.nvvm.fabs.f32(float %107)
  %109 = fadd contract float %108, 0x3EB0C6F7A0000000
  %110 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = fmul contract float %97, %111
  %117 = fmul contract float %96, %113
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %93, %115
  %120 = fadd contract float %118, %119
  %121 = tail call noundef float @llvm.nvvm.fabs.f32(float %120)
  %122 = fadd contract float %121, 0x3EB0C6F7A0000000
  %123 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = fmul contract float %97, %124
  %130 = fmul contract float %96, %126
  %131 = fadd contract float %129, %130
  %132 = fmul contract float %93, %128
  %133 = fadd contract float %131, %132
  %134 = tail call noundef float @llvm.nvvm.fabs.f32(float %133)
  %135 = fadd contract float %134, 0x3EB0C6F7A0000000
  %136 = load float, ptr %1, align 4, !tbaa !11
  %137 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = load float, ptr %0, align 4, !tbaa !11
  %142 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = fsub contract float %136, %141
  %147 = fsub contract float %138, %143
  %148 = fsub contract float %140, %145
  %149 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = fmul contract float %146, %150
  %156 = fmul contract float %147, %152
  %157 = fadd contract float %155, %156
  %158 = fmul contract float %148, %154
  %159 = fadd contract float %157, %158
  %160 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %165 = load float, ptr %164, align 4, !tbaa !11
  %166 = fmul contract float %146, %161
  %167 = fmul contract float %147, %163
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %148, %165
  %170 = fadd contract float %168, %169
  %171 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %176 = load float, ptr %175, align 4, !tbaa !11
  %177 = fmul contract float %146, %172
  %178 = fmul contract float %147, %174
  %179 = fadd contract float %177, %178
  %180 = fmul contract float %148, %176
  %181 = fadd contract float %179, %180
  %182 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %183 = load float, ptr %182, align 4, !tbaa !13
  %184 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %185 = load float, ptr %184, align 4, !tbaa !16
  %186 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %187 = load float, ptr %186, align 4, !tbaa !17
  %188 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %189 = load float, ptr %188, align 4, !tbaa !13
  %190 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %191 = load float, ptr %190, align 4, !tbaa !16
  %192 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %193 = load float, ptr %192, align 4, !tbaa !17
  %194 = load float, ptr %149, align 4, !tbaa !11
  %195 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %196 = load float, ptr %195, align 4, !tbaa !11
  %197 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %198 = load float, ptr %197, align 4, !tbaa !11
  %199 = fmul contract float %194, %194
  %200 = fmul contract float %196, %196
  %201 = fadd contract float %199, %200
  %202 = fmul contract float %198, %198
  %203 = fadd contract float %201, %202
  %204 = fcmp contract olt float %203, 0x3DDB7CDFE0000000
  br i1 %204, label %326, label %305

205:                                              ; preds = %326
  %206 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %207 = load float, ptr %206, align 4, !tbaa !11
  %208 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %209 = load float, ptr %208, align 4, !tbaa !11
  %210 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %211 = load float, ptr %210, align 4, !tbaa !11
  %212 = fmul contract float %207, %207
  %213 = fmul contract float %209, %209
  %214 = fadd contract float %212, %213
  %215 = fmul contract float %211, %211
  %216 = fadd contract float %214, %215
  %217 = fcmp contract olt float %216, 0x3DDB7CDFE0000000
  br i1 %217, label %239, label %218

218:                                              ; preds = %205
  %219 = fmul contract float %189, %65
  %220 = fmul contract float %191, %78
  %221 = fadd contract float %219, %220
  %222 = fmul contract float %193, %91
  %223 = fadd contract float %221, %222
  %224 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %216)
  %225 = fadd contract float %185, %223
  %226 = tail call noundef float @llvm.nvvm.fabs.f32(float %170)
  %227 = fsub contract float %225, %226
  %228 = fmul contract float %224, %227
  %229 = fcmp contract uge float %228, 0.000000e+00
  %230 = fcmp contract olt float %228, %331
  %231 = and i1 %229, %230
  br i1 %231, label %232, label %239

232:                                              ; preds = %218
  %233 = fcmp contract olt float %170, 0.000000e+00
  %234 = fneg contract float %224
  %235 = select contract i1 %233, float %234, float %224
  %236 = fmul contract float %207, %235
  %237 = fmul contract float %209, %235
  %238 = fmul contract float %211, %235
  br label %239

239:                                              ; preds = %232, %218, %205
  %240 = phi float [ %327, %205 ], [ %236, %232 ], [ %327, %218 ]
  %241 = phi i32 [ %328, %205 ], [ 1, %232 ], [ %328, %218 ]
  %242 = phi float [ %329, %205 ], [ %237, %232 ], [ %329, %218 ]
  %243 = phi float [ %330, %205 ], [ %238, %232 ], [ %330, %218 ]
  %244 = phi float [ %331, %205 ], [ %228, %232 ], [ %331, %218 ]
  %245 = phi i1 [ true, %205 ], [ true, %232 ], [ %229, %218 ]
  br i1 %245, label %246, label %955

246:                                              ; preds = %239
  %247 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %248 = load float, ptr %247, align 4, !tbaa !11
  %249 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %250 = load float, ptr %249, align 4, !tbaa !11
  %251 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %252 = load float, ptr %251, align 4, !tbaa !11
  %253 = fmul contract float %248, %248
  %254 = fmul contract float %250, %250
  %255 = fadd contract float %253, %254
  %256 = fmul contract float %252, %252
  %257 = fadd contract float %255, %256
  %258 = fcmp contract olt float %257, 0x3DDB7CDFE0000000
  br i1 %258, label %280, label %259

259:                                              ; preds = %246
  %260 = fmul contract float %189, %109
  %261 = fmul contract float %191, %122
  %262 = fadd contract float %260, %261
  %263 = fmul contract float %193, %135
  %264 = fadd contract float %262, %263
  %265 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %257)
  %266 = fadd contract float %187, %264
  %267 = tail call noundef float @llvm.nvvm.fabs.f32(float %181)
  %268 = fsub contract float %266, %267
  %269 = fmul contract float %265, %268
  %270 = fcmp contract uge float %269, 0.000000e+00
  %271 = fcmp contract olt float %269, %244
  %272 = and i1 %270, %271
  br i1 %272, label %273, label %280

273:                                              ; preds = %259
  %274 = fcmp contract olt float %181, 0.000000e+00
  %275 = fneg contract float %265
  %276 = select contract i1 %274, float %275, float %265
  %277 = fmul contract float %248, %276
  %278 = fmul contract float %250, %276
  %279 = fmul contract float %252, %276
  br label %280

280:                                              ; preds = %273, %259, %246
  %281 = phi float [ %240, %246 ], [ %277, %273 ], [ %240, %259 ]
  %282 = phi i32 [ %241, %246 ], [ 2, %273 ], [ %241, %259 ]
  %283 = phi float [ %242, %246 ], [ %278, %273 ], [ %242, %259 ]
  %284 = phi float [ %243, %246 ], [ %279, %273 ], [ %243, %259 ]
  %285 = phi float [ %244, %246 ], [ %269, %273 ], [ %244, %259 ]
  %286 = phi i1 [ true, %246 ], [ true, %273 ], [ %270, %259 ]
  br i1 %286, label %287, label %955

287:                                              ; preds = %280
  %288 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %289 = fmul contract float %159, %19
  %290 = fmul contract float %170, %63
  %291 = fadd contract float %289, %290
  %292 = fmul contract float %181, %107
  %293 = fadd contract float %291, %292
  %294 = load float, ptr %288, align 4, !tbaa !11
  %295 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %296 = load float, ptr %295, align 4, !tbaa !11
  %297 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %298 = load float, ptr %297, align 4, !tbaa !11
  %299 = fmul contract float %294, %294
  %300 = fmul contract float %296, %296
  %301 = fadd contract float %299, %300
  %302 = fmul contract float %298, %298
  %303 = fadd contract float %301, %302
  %304 = fcmp contract olt float %303, 0x3DDB7CDFE0000000
  br i1 %304, label %476, label %455

305:                                              ; preds = %2
  %306 = fmul contract float %189, %21
  %307 = fmul contract float %191, %34
  %308 = fadd contract float %306, %307
  %309 = fmul contract float %193, %47
  %310 = fadd contract float %308, %309
  %311 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %203)
  %312 = fadd contract float %183, %310
  %313 = tail call noundef float @llvm.nvvm.fabs.f32(float %159)
  %314 = fsub contract float %312, %313
  %315 = fmul contract float %311, %314
  %316 = fcmp contract uge float %315, 0.000000e+00
  %317 = fcmp contract olt float %315, 0x47EC363CC0000000
  %318 = and i1 %316, %317
  br i1 %318, label %319, label %326

319:                                              ; preds = %305
  %320 = fcmp contract olt float %159, 0.000000e+00
  %321 = fneg contract float %311
  %322 = select contract i1 %320, float %321, float %311
  %323 = fmul contract float %194, %322
  %324 = fmul contract float %196, %322
  %325 = fmul contract float %198, %322
  br label %326

326:                                              ; preds = %2, %305, %319
  %327 = phi float [ 0.000000e+00, %2 ], [ %323, %319 ], [ 0.000000e+00, %305 ]
  %328 = phi i32 [ -1, %2 ], [ 0, %319 ], [ -1, %305 ]
  %329 = phi float [ 0.000000e+00, %2 ], [ %324, %319 ], [ 0.000000e+00, %305 ]
  %330 = phi float [ 1.000000e+00, %2 ], [ %325, %319 ], [ 1.000000e+00, %305 ]
  %331 = phi float [ 0x47EC363CC0000000, %2 ], [ %315, %319 ], [ 0x47EC363CC0000000, %305 ]
  %332 = phi i1 [ true, %2 ], [ true, %319 ], [ %316, %305 ]
  br i1 %332, label %205, label %955

333:                                              ; preds = %476
  %334 = fmul contract float %159, %32
  %335 = fmul contract float %170, %76
  %336 = fadd contract float %334, %335
  %337 = fmul contract float %181, %120
  %338 = fadd contract float %336, %337
  %339 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %340 = load float, ptr %339, align 4, !tbaa !11
  %341 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %342 = load float, ptr %341, align 4, !tbaa !11
  %343 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %344 = load float, ptr %343, align 4, !tbaa !11
  %345 = fmul contract float %340, %340
  %346 = fmul contract float %342, %342
  %347 = fadd contract float %345, %346
  %348 = fmul contract float %344, %344
  %349 = fadd contract float %347, %348
  %350 = fcmp contract olt float %349, 0x3DDB7CDFE0000000
  br i1 %350, label %372, label %351

351:                                              ; preds = %333
  %352 = fmul contract float %183, %34
  %353 = fmul contract float %185, %78
  %354 = fadd contract float %352, %353
  %355 = fmul contract float %187, %122
  %356 = fadd contract float %354, %355
  %357 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %349)
  %358 = fadd contract float %191, %356
  %359 = tail call noundef float @llvm.nvvm.fabs.f32(float %338)
  %360 = fsub contract float %358, %359
  %361 = fmul contract float %357, %360
  %362 = fcmp contract uge float %361, 0.000000e+00
  %363 = fcmp contract olt float %361, %481
  %364 = and i1 %362, %363
  br i1 %364, label %365, label %372

365:                                              ; preds = %351
  %366 = fcmp contract olt float %338, 0.000000e+00
  %367 = fneg contract float %357
  %368 = select contract i1 %366, float %367, float %357
  %369 = fmul contract float %340, %368
  %370 = fmul contract float %342, %368
  %371 = fmul contract float %344, %368
  br label %372

372:                                              ; preds = %365, %351, %333
  %373 = phi float [ %477, %333 ], [ %369, %365 ], [ %477, %351 ]
  %374 = phi i32 [ %478, %333 ], [ 4, %365 ], [ %478, %351 ]
  %375 = phi float [ %479, %333 ], [ %370, %365 ], [ %479, %351 ]
  %376 = phi float [ %480, %333 ], [ %371, %365 ], [ %480, %351 ]
  %377 = phi float [ %481, %333 ], [ %361, %365 ], [ %481, %351 ]
  %378 = phi i1 [ true, %333 ], [ true, %365 ], [ %362, %351 ]
  br i1 %378, label %379, label %955

379:                                              ; preds = %372
  %380 = fmul contract float %159, %45
  %381 = fmul contract float %170, %89
  %382 = fadd contract float %380, %381
  %383 = fmul contract float %181, %133
  %384 = fadd contract float %382, %383
  %385 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %386 = load float, ptr %385, align 4, !tbaa !11
  %387 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %388 = load float, ptr %387, align 4, !tbaa !11
  %389 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %390 = load float, ptr %389, align 4, !tbaa !11
  %391 = fmul contract float %386, %386
  %392 = fmul contract float %388, %388
  %393 = fadd contract float %391, %392
  %394 = fmul contract float %390, %390
  %395 = fadd contract float %393, %394
  %396 = fcmp contract olt float %395, 0x3DDB7CDFE0000000
  br i1 %396, label %418, label %397

397:                                              ; preds = %379
  %398 = fmul contract float %183, %47
  %399 = fmul contract float %185, %91
  %400 = fadd contract float %398, %399
  %401 = fmul contract float %187, %135
  %402 = fadd contract float %400, %401
  %403 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %395)
  %404 = fadd contract float %193, %402
  %405 = tail call noundef float @llvm.nvvm.fabs.f32(float %384)
  %406 = fsub contract float %404, %405
  %407 = fmul contract float %403, %406
  %408 = fcmp contract uge float %407, 0.000000e+00
  %409 = fcmp contract olt float %407, %377
  %410 = and i1 %408, %409
  br i1 %410, label %411, label %418

411:                                              ; preds = %397
  %412 = fcmp contract olt float %384, 0.000000e+00
  %413 = fneg contract float %403
  %414 = select contract i1 %412, float %413, float %403
  %415 = fmul contract float %386, %414
  %416 = fmul contract float %388, %414
  %417 = fmul contract float %390, %414
  br label %418

418:                                              ; preds = %411, %397, %379
  %419 = phi float [ %373, %379 ], [ %415, %411 ], [ %373, %397 ]
  %420 = phi i32 [ %374, %379 ], [ 5, %411 ], [ %374, %397 ]
  %421 = phi float [ %375, %379 ], [ %416, %411 ], [ %375, %397 ]
  %422 = phi float [ %376, %379 ], [ %417, %411 ], [ %376, %397 ]
  %423 = phi float [ %377, %379 ], [ %407, %411 ], [ %377, %397 ]
  %424 = phi i1 [ true, %379 ], [ true, %411 ], [ %408, %397 ]
  br i1 %424, label %425, label %955

425:                                              ; preds = %418
  %426 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %427 = load float, ptr %149, align 4, !tbaa !11
  %428 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %429 = load float, ptr %428, align 4, !tbaa !11
  %430 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %431 = load float, ptr %430, align 4, !tbaa !11
  %432 = fmul contract float %181, %63
  %433 = fmul contract float %170, %107
  %434 = fsub contract float %432, %433
  %435 = load float, ptr %426, align 4, !tbaa !11
  %436 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %437 = load float, ptr %436, align 4, !tbaa !11
  %438 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %439 = load float, ptr %438, align 4, !tbaa !11
  %440 = fmul contract float %429, %439
  %441 = fmul contract float %431, %437
  %442 = fsub contract float %440, %441
  %443 = fmul contract float %431, %435
  %444 = fmul contract float %427, %439
  %445 = fsub contract float %443, %444
  %446 = fmul contract float %427, %437
  %447 = fmul contract float %429, %435
  %448 = fsub contract float %446, %447
  %449 = fmul contract float %442, %442
  %450 = fmul contract float %445, %445
  %451 = fadd contract float %449, %450
  %452 = fmul contract float %448, %448
  %453 = fadd contract float %452, %451
  %454 = fcmp contract olt float %453, 0x3DDB7CDFE0000000
  br i1 %454, label %809, label %787

455:                                              ; preds = %287
  %456 = fmul contract float %183, %21
  %457 = fmul contract float %185, %65
  %458 = fadd contract float %456, %457
  %459 = fmul contract float %187, %109
  %460 = fadd contract float %458, %459
  %461 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %303)
  %462 = fadd contract float %189, %460
  %463 = tail call noundef float @llvm.nvvm.fabs.f32(float %293)
  %464 = fsub contract float %462, %463
  %465 = fmul contract float %461, %464
  %466 = fcmp contract uge float %465, 0.000000e+00
  %467 = fcmp contract olt float %465, %285
  %468 = and i1 %466, %467
  br i1 %468, label %469, label %476

469:                                              ; preds = %455
  %470 = fcmp contract olt float %293, 0.000000e+00
  %471 = fneg contract float %461
  %472 = select contract i1 %470, float %471, float %461
  %473 = fmul contract float %294, %472
  %474 = fmul contract float %296, %472
  %475 = fmul contract float %298, %472
  br label %476

476:                                              ; preds = %287, %455, %469
  %477 = phi float [ %281, %287 ], [ %473, %469 ], [ %281, %455 ]
  %478 = phi i32 [ %282, %287 ], [ 3, %469 ], [ %282, %455 ]
  %479 = phi float [ %283, %287 ], [ %474, %469 ], [ %283, %455 ]
  %480 = phi float [ %284, %287 ], [ %475, %469 ], [ %284, %455 ]
  %481 = phi float [ %285, %287 ], [ %465, %469 ], [ %285, %455 ]
  %482 = phi i1 [ true, %287 ], [ true, %469 ], [ %466, %455 ]
  br i1 %482, label %333, label %955

483:                                              ; preds = %924
  %484 = fmul contract float %191, %91
  %485 = fmul contract float %193, %78
  %486 = fadd contract float %484, %485
  %487 = fmul contract float %187, %21
  %488 = fmul contract float %183, %109
  %489 = fadd contract float %487, %488
  %490 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %952)
  %491 = fadd contract float %486, %489
  %492 = tail call noundef float @llvm.nvvm.fabs.f32(float %933)
  %493 = fsub contract float %491, %492
  %494 = fmul contract float %490, %493
  %495 = fcmp contract uge float %494, 0.000000e+00
  %496 = fcmp contract olt float %494, %922
  %497 = select i1 %495, i1 %496, i1 false
  br i1 %497, label %498, label %505

498:                                              ; preds = %483
  %499 = fcmp contract olt float %933, 0.000000e+00
  %500 = fneg contract float %490
  %501 = select contract i1 %499, float %500, float %490
  %502 = fmul contract float %941, %501
  %503 = fmul contract float %944, %501
  %504 = fmul contract float %947, %501
  br label %505

505:                                              ; preds = %498, %483, %924
  %506 = phi float [ %918, %924 ], [ %502, %498 ], [ %918, %483 ]
  %507 = phi i32 [ %919, %924 ], [ 9, %498 ], [ %919, %483 ]
  %508 = phi float [ %920, %924 ], [ %503, %498 ], [ %920, %483 ]
  %509 = phi float [ %921, %924 ], [ %504, %498 ], [ %921, %483 ]
  %510 = phi float [ %922, %924 ], [ %494, %498 ], [ %922, %483 ]
  %511 = phi i1 [ true, %924 ], [ true, %498 ], [ %495, %483 ]
  br i1 %511, label %512, label %954, !llvm.loop !18

512:                                              ; preds = %505
  %513 = fmul contract float %159, %120
  %514 = fmul contract float %181, %32
  %515 = fsub contract float %513, %514
  %516 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %517 = load float, ptr %516, align 4, !tbaa !11
  %518 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %519 = load float, ptr %518, align 4, !tbaa !11
  %520 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %521 = load float, ptr %520, align 4, !tbaa !11
  %522 = fmul contract float %928, %521
  %523 = fmul contract float %930, %519
  %524 = fsub contract float %522, %523
  %525 = fmul contract float %930, %517
  %526 = fmul contract float %926, %521
  %527 = fsub contract float %525, %526
  %528 = fmul contract float %926, %519
  %529 = fmul contract float %928, %517
  %530 = fsub contract float %528, %529
  %531 = fmul contract float %524, %524
  %532 = fmul contract float %527, %527
  %533 = fadd contract float %531, %532
  %534 = fmul contract float %530, %530
  %535 = fadd contract float %534, %533
  %536 = fcmp contract olt float %535, 0x3DDB7CDFE0000000
  br i1 %536, label %559, label %537

537:                                              ; preds = %512
  %538 = fmul contract float %193, %65
  %539 = fmul contract float %189, %91
  %540 = fadd contract float %538, %539
  %541 = fmul contract float %187, %34
  %542 = fmul contract float %183, %122
  %543 = fadd contract float %541, %542
  %544 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %535)
  %545 = fadd contract float %540, %543
  %546 = tail call noundef float @llvm.nvvm.fabs.f32(float %515)
  %547 = fsub contract float %545, %546
  %548 = fmul contract float %544, %547
  %549 = fcmp contract uge float %548, 0.000000e+00
  %550 = fcmp contract olt float %548, %510
  %551 = select i1 %549, i1 %550, i1 false
  br i1 %551, label %552, label %559

552:                                              ; preds = %537
  %553 = fcmp contract olt float %515, 0.000000e+00
  %554 = fneg contract float %544
  %555 = select contract i1 %553, float %554, float %544
  %556 = fmul contract float %524, %555
  %557 = fmul contract float %527, %555
  %558 = fmul contract float %530, %555
  br label %559

559:                                              ; preds = %552, %537, %512
  %560 = phi float [ %506, %512 ], [ %556, %552 ], [ %506, %537 ]
  %561 = phi i32 [ %507, %512 ], [ 10, %552 ], [ %507, %537 ]
  %562 = phi float [ %508, %512 ], [ %557, %552 ], [ %508, %537 ]
  %563 = phi float [ %509, %512 ], [ %558, %552 ], [ %509, %537 ]
  %564 = phi float [ %510, %512 ], [ %548, %552 ], [ %510, %537 ]
  %565 = phi i1 [ true, %512 ], [ true, %552 ], [ %549, %537 ]
  br i1 %565, label %566, label %954, !llvm.loop !18

566:                                              ; preds = %559
  %567 = fmul contract float %159, %133
  %568 = fmul contract float %181, %45
  %569 = fsub contract float %567, %568
  %570 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %571 = load float, ptr %570, align 4, !tbaa !11
  %572 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %573 = load float, ptr %572, align 4, !tbaa !11
  %574 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %575 = load float, ptr %574, align 4, !tbaa !11
  %576 = fmul contract float %928, %575
  %577 = fmul contract float %930, %573
  %578 = fsub contract float %576, %577
  %579 = fmul contract float %930, %571
  %580 = fmul contract float %926, %575
  %581 = fsub contract float %579, %580
  %582 = fmul contract float %926, %573
  %583 = fmul contract float %928, %571
  %584 = fsub contract float %582, %583
  %585 = fmul contract float %578, %578
  %586 = fmul contract float %581, %581
  %587 = fadd contract float %585, %586
  %588 = fmul contract float %584, %584
  %589 = fadd contract float %588, %587
  %590 = fcmp contract olt float %589, 0x3DDB7CDFE0000000
  br i1 %590, label %613, label %591

591:                                              ; preds = %566
  %592 = fmul contract float %189, %78
  %593 = fmul contract float %191, %65
  %594 = fadd contract float %592, %593
  %595 = fmul contract float %187, %47
  %596 = fmul contract float %183, %135
  %597 = fadd contract float %595, %596
  %598 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %589)
  %599 = fadd contract float %594, %597
  %600 = tail call noundef float @llvm.nvvm.fabs.f32(float %569)
  %601 = fsub contract float %599, %600
  %602 = fmul contract float %598, %601
  %603 = fcmp contract uge float %602, 0.000000e+00
  %604 = fcmp contract olt float %602, %564
  %605 = select i1 %603, i1 %604, i1 false
  br i1 %605, label %606, label %613

606:                                              ; preds = %591
  %607 = fcmp contract olt float %569, 0.000000e+00
  %608 = fneg contract float %598
  %609 = select contract i1 %607, float %608, float %598
  %610 = fmul contract float %578, %609
  %611 = fmul contract float %581, %609
  %612 = fmul contract float %584, %609
  br label %613

613:                                              ; preds = %606, %591, %566
  %614 = phi float [ %560, %566 ], [ %610, %606 ], [ %560, %591 ]
  %615 = phi i32 [ %561, %566 ], [ 11, %606 ], [ %561, %591 ]
  %616 = phi float [ %562, %566 ], [ %611, %606 ], [ %562, %591 ]
  %617 = phi float [ %563, %566 ], [ %612, %606 ], [ %563, %591 ]
  %618 = phi float [ %564, %566 ], [ %602, %606 ], [ %564, %591 ]
  %619 = phi i1 [ true, %566 ], [ true, %606 ], [ %603, %591 ]
  br i1 %619, label %620, label %954, !llvm.loop !18

620:                                              ; preds = %613
  %621 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %622 = load float, ptr %621, align 4, !tbaa !11
  %623 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %624 = load float, ptr %623, align 4, !tbaa !11
  %625 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %626 = load float, ptr %625, align 4, !tbaa !11
  %627 = fmul contract float %170, %19
  %628 = fmul contract float %159, %63
  %629 = fsub contract float %627, %628
  %630 = load float, ptr %426, align 4, !tbaa !11
  %631 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %632 = load float, ptr %631, align 4, !tbaa !11
  %633 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %634 = load float, ptr %633, align 4, !tbaa !11
  %635 = fmul contract float %624, %634
  %636 = fmul contract float %626, %632
  %637 = fsub contract float %635, %636
  %638 = fmul contract float %626, %630
  %639 = fmul contract float %622, %634
  %640 = fsub contract float %638, %639
  %641 = fmul contract float %622, %632
  %642 = fmul contract float %624, %630
  %643 = fsub contract float %641, %642
  %644 = fmul contract float %637, %637
  %645 = fmul contract float %640, %640
  %646 = fadd contract float %644, %645
  %647 = fmul contract float %643, %643
  %648 = fadd contract float %647, %646
  %649 = fcmp contract olt float %648, 0x3DDB7CDFE0000000
  br i1 %649, label %672, label %650

650:                                              ; preds = %620
  %651 = fmul contract float %191, %135
  %652 = fmul contract float %193, %122
  %653 = fadd contract float %651, %652
  %654 = fmul contract float %183, %65
  %655 = fmul contract float %185, %21
  %656 = fadd contract float %654, %655
  %657 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %648)
  %658 = fadd contract float %653, %656
  %659 = tail call noundef float @llvm.nvvm.fabs.f32(float %629)
  %660 = fsub contract float %658, %659
  %661 = fmul contract float %657, %660
  %662 = fcmp contract uge float %661, 0.000000e+00
  %663 = fcmp contract olt float %661, %618
  %664 = select i1 %662, i1 %663, i1 false
  br i1 %664, label %665, label %672

665:                                              ; preds = %650
  %666 = fcmp contract olt float %629, 0.000000e+00
  %667 = fneg contract float %657
  %668 = select contract i1 %666, float %667, float %657
  %669 = fmul contract float %637, %668
  %670 = fmul contract float %640, %668
  %671 = fmul contract float %643, %668
  br label %672

672:                                              ; preds = %665, %650, %620
  %673 = phi float [ %614, %620 ], [ %669, %665 ], [ %614, %650 ]
  %674 = phi i32 [ %615, %620 ], [ 12, %665 ], [ %615, %650 ]
  %675 = phi float [ %616, %620 ], [ %670, %665 ], [ %616, %650 ]
  %676 = phi float [ %617, %620 ], [ %671, %665 ], [ %617, %650 ]
  %677 = phi float [ %618, %620 ], [ %661, %665 ], [ %618, %650 ]
  %678 = phi i1 [ true, %620 ], [ true, %665 ], [ %662, %650 ]
  br i1 %678, label %679, label %954, !llvm.loop !18

679:                                              ; preds = %672
  %680 = fmul contract float %170, %32
  %681 = fmul contract float %159, %76
  %682 = fsub contract float %680, %681
  %683 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %684 = load float, ptr %683, align 4, !tbaa !11
  %685 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %686 = load float, ptr %685, align 4, !tbaa !11
  %687 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %688 = load float, ptr %687, align 4, !tbaa !11
  %689 = fmul contract float %624, %688
  %690 = fmul contract float %626, %686
  %691 = fsub contract float %689, %690
  %692 = fmul contract float %626, %684
  %693 = fmul contract float %622, %688
  %694 = fsub contract float %692, %693
  %695 = fmul contract float %622, %686
  %696 = fmul contract float %624, %684
  %697 = fsub contract float %695, %696
  %698 = fmul contract float %691, %691
  %699 = fmul contract float %694, %694
  %700 = fadd contract float %698, %699
  %701 = fmul contract float %697, %697
  %702 = fadd contract float %701, %700
  %703 = fcmp contract olt float %702, 0x3DDB7CDFE0000000
  br i1 %703, label %726, label %704

704:                                              ; preds = %679
  %705 = fmul contract float %193, %109
  %706 = fmul contract float %189, %135
  %707 = fadd contract float %705, %706
  %708 = fmul contract float %183, %78
  %709 = fmul contract float %185, %34
  %710 = fadd contract float %708, %709
  %711 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %702)
  %712 = fadd contract float %707, %710
  %713 = tail call noundef float @llvm.nvvm.fabs.f32(float %682)
  %714 = fsub contract float %712, %713
  %715 = fmul contract float %711, %714
  %716 = fcmp contract uge float %715, 0.000000e+00
  %717 = fcmp contract olt float %715, %677
  %718 = select i1 %716, i1 %717, i1 false
  br i1 %718, label %719, label %726

719:                                              ; preds = %704
  %720 = fcmp contract olt float %682, 0.000000e+00
  %721 = fneg contract float %711
  %722 = select contract i1 %720, float %721, float %711
  %723 = fmul contract float %691, %722
  %724 = fmul contract float %694, %722
  %725 = fmul contract float %697, %722
  br label %726

726:                                              ; preds = %719, %704, %679
  %727 = phi float [ %673, %679 ], [ %723, %719 ], [ %673, %704 ]
  %728 = phi i32 [ %674, %679 ], [ 13, %719 ], [ %674, %704 ]
  %729 = phi float [ %675, %679 ], [ %724, %719 ], [ %675, %704 ]
  %730 = phi float [ %676, %679 ], [ %725, %719 ], [ %676, %704 ]
  %731 = phi float [ %677, %679 ], [ %715, %719 ], [ %677, %704 ]
  %732 = phi i1 [ true, %679 ], [ true, %719 ], [ %716, %704 ]
  br i1 %732, label %733, label %954, !llvm.loop !18

733:                                              ; preds = %726
  %734 = fmul contract float %170, %45
  %735 = fmul contract float %159, %89
  %736 = fsub contract float %734, %735
  %737 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %738 = load float, ptr %737, align 4, !tbaa !11
  %739 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %740 = load float, ptr %739, align 4, !tbaa !11
  %741 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %742 = load float, ptr %741, align 4, !tbaa !11
  %743 = fmul contract float %624, %742
  %744 = fmul contract float %626, %740
  %745 = fsub contract float %743, %744
  %746 = fmul contract float %626, %738
  %747 = fmul contract float %622, %742
  %748 = fsub contract float %746, %747
  %749 = fmul contract float %622, %740
  %750 = fmul contract float %624, %738
  %751 = fsub contract float %749, %750
  %752 = fmul contract float %745, %745
  %753 = fmul contract float %748, %748
  %754 = fadd contract float %752, %753
  %755 = fmul contract float %751, %751
  %756 = fadd contract float %755, %754
  %757 = fcmp contract olt float %756, 0x3DDB7CDFE0000000
  br i1 %757, label %780, label %758

758:                                              ; preds = %733
  %759 = fmul contract float %189, %122
  %760 = fmul contract float %191, %109
  %761 = fadd contract float %759, %760
  %762 = fmul contract float %183, %91
  %763 = fmul contract float %185, %47
  %764 = fadd contract float %762, %763
  %765 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %756)
  %766 = fadd contract float %761, %764
  %767 = tail call noundef float @llvm.nvvm.fabs.f32(float %736)
  %768 = fsub contract float %766, %767
  %769 = fmul contract float %765, %768
  %770 = fcmp contract uge float %769, 0.000000e+00
  %771 = fcmp contract olt float %769, %731
  %772 = select i1 %770, i1 %771, i1 false
  br i1 %772, label %773, label %780

773:                                              ; preds = %758
  %774 = fcmp contract olt float %736, 0.000000e+00
  %775 = fneg contract float %765
  %776 = select contract i1 %774, float %775, float %765
  %777 = fmul contract float %745, %776
  %778 = fmul contract float %748, %776
  %779 = fmul contract float %751, %776
  br label %780

780:                                              ; preds = %773, %758, %733
  %781 = phi float [ %727, %733 ], [ %777, %773 ], [ %727, %758 ]
  %782 = phi i32 [ %728, %733 ], [ 14, %773 ], [ %728, %758 ]
  %783 = phi float [ %729, %733 ], [ %778, %773 ], [ %729, %758 ]
  %784 = phi float [ %730, %733 ], [ %779, %773 ], [ %730, %758 ]
  %785 = phi float [ %731, %733 ], [ %769, %773 ], [ %731, %758 ]
  %786 = phi i1 [ true, %733 ], [ true, %773 ], [ %770, %758 ]
  br i1 %786, label %955, label %954, !llvm.loop !18

787:                                              ; preds = %425
  %788 = fmul contract float %191, %47
  %789 = fmul contract float %193, %34
  %790 = fadd contract float %788, %789
  %791 = fmul contract float %185, %109
  %792 = fmul contract float %187, %65
  %793 = fadd contract float %791, %792
  %794 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %453)
  %795 = fadd contract float %790, %793
  %796 = tail call noundef float @llvm.nvvm.fabs.f32(float %434)
  %797 = fsub contract float %795, %796
  %798 = fmul contract float %794, %797
  %799 = fcmp contract uge float %798, 0.000000e+00
  %800 = fcmp contract olt float %798, %423
  %801 = and i1 %799, %800
  br i1 %801, label %802, label %809

802:                                              ; preds = %787
  %803 = fcmp contract olt float %434, 0.000000e+00
  %804 = fneg contract float %794
  %805 = select contract i1 %803, float %804, float %794
  %806 = fmul contract float %442, %805
  %807 = fmul contract float %445, %805
  %808 = fmul contract float %448, %805
  br label %809

809:                                              ; preds = %425, %787, %802
  %810 = phi float [ %419, %425 ], [ %806, %802 ], [ %419, %787 ]
  %811 = phi i32 [ %420, %425 ], [ 6, %802 ], [ %420, %787 ]
  %812 = phi float [ %421, %425 ], [ %807, %802 ], [ %421, %787 ]
  %813 = phi float [ %422, %425 ], [ %808, %802 ], [ %422, %787 ]
  %814 = phi float [ %423, %425 ], [ %798, %802 ], [ %423, %787 ]
  %815 = phi i1 [ true, %425 ], [ true, %802 ], [ %799, %787 ]
  br i1 %815, label %816, label %954, !llvm.loop !18

816:                                              ; preds = %809
  %817 = fmul contract float %181, %76
  %818 = fmul contract float %170, %120
  %819 = fsub contract float %817, %818
  %820 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %821 = load float, ptr %820, align 4, !tbaa !11
  %822 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %823 = load float, ptr %822, align 4, !tbaa !11
  %824 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %825 = load float, ptr %824, align 4, !tbaa !11
  %826 = fmul contract float %429, %825
  %827 = fmul contract float %431, %823
  %828 = fsub contract float %826, %827
  %829 = fmul contract float %431, %821
  %830 = fmul contract float %427, %825
  %831 = fsub contract float %829, %830
  %832 = fmul contract float %427, %823
  %833 = fmul contract float %429, %821
  %834 = fsub contract float %832, %833
  %835 = fmul contract float %828, %828
  %836 = fmul contract float %831, %831
  %837 = fadd contract float %835, %836
  %838 = fmul contract float %834, %834
  %839 = fadd contract float %838, %837
  %840 = fcmp contract olt float %839, 0x3DDB7CDFE0000000
  br i1 %840, label %863, label %841

841:                                              ; preds = %816
  %842 = fmul contract float %193, %21
  %843 = fmul contract float %189, %47
  %844 = fadd contract float %842, %843
  %845 = fmul contract float %185, %122
  %846 = fmul contract float %187, %78
  %847 = fadd contract float %845, %846
  %848 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %839)
  %849 = fadd contract float %844, %847
  %850 = tail call noundef float @llvm.nvvm.fabs.f32(float %819)
  %851 = fsub contract float %849, %850
  %852 = fmul contract float %848, %851
  %853 = fcmp contract uge float %852, 0.000000e+00
  %854 = fcmp contract olt float %852, %814
  %855 = select i1 %853, i1 %854, i1 false
  br i1 %855, label %856, label %863

856:                                              ; preds = %841
  %857 = fcmp contract olt float %819, 0.000000e+00
  %858 = fneg contract float %848
  %859 = select contract i1 %857, float %858, float %848
  %860 = fmul contract float %828, %859
  %861 = fmul contract float %831, %859
  %862 = fmul contract float %834, %859
  br label %863

863:                                              ; preds = %856, %841, %816
  %864 = phi float [ %810, %816 ], [ %860, %856 ], [ %810, %841 ]
  %865 = phi i32 [ %811, %816 ], [ 7, %856 ], [ %811, %841 ]
  %866 = phi float [ %812, %816 ], [ %861, %856 ], [ %812, %841 ]
  %867 = phi float [ %813, %816 ], [ %862, %856 ], [ %813, %841 ]
  %868 = phi float [ %814, %816 ], [ %852, %856 ], [ %814, %841 ]
  %869 = phi i1 [ true, %816 ], [ true, %856 ], [ %853, %841 ]
  br i1 %869, label %870, label %954, !llvm.loop !18

870:                                              ; preds = %863
  %871 = fmul contract float %181, %89
  %872 = fmul contract float %170, %133
  %873 = fsub contract float %871, %872
  %874 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %875 = load float, ptr %874, align 4, !tbaa !11
  %876 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %877 = load float, ptr %876, align 4, !tbaa !11
  %878 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %879 = load float, ptr %878, align 4, !tbaa !11
  %880 = fmul contract float %429, %879
  %881 = fmul contract float %431, %877
  %882 = fsub contract float %880, %881
  %883 = fmul contract float %431, %875
  %884 = fmul contract float %427, %879
  %885 = fsub contract float %883, %884
  %886 = fmul contract float %427, %877
  %887 = fmul contract float %429, %875
  %888 = fsub contract float %886, %887
  %889 = fmul contract float %882, %882
  %890 = fmul contract float %885, %885
  %891 = fadd contract float %889, %890
  %892 = fmul contract float %888, %888
  %893 = fadd contract float %892, %891
  %894 = fcmp contract olt float %893, 0x3DDB7CDFE0000000
  br i1 %894, label %917, label %895

895:                                              ; preds = %870
  %896 = fmul contract float %189, %34
  %897 = fmul contract float %191, %21
  %898 = fadd contract float %896, %897
  %899 = fmul contract float %185, %135
  %900 = fmul contract float %187, %91
  %901 = fadd contract float %899, %900
  %902 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %893)
  %903 = fadd contract float %898, %901
  %904 = tail call noundef float @llvm.nvvm.fabs.f32(float %873)
  %905 = fsub contract float %903, %904
  %906 = fmul contract float %902, %905
  %907 = fcmp contract uge float %906, 0.000000e+00
  %908 = fcmp contract olt float %906, %868
  %909 = select i1 %907, i1 %908, i1 false
  br i1 %909, label %910, label %917

910:                                              ; preds = %895
  %911 = fcmp contract olt float %873, 0.000000e+00
  %912 = fneg contract float %902
  %913 = select contract i1 %911, float %912, float %902
  %914 = fmul contract float %882, %913
  %915 = fmul contract float %885, %913
  %916 = fmul contract float %888, %913
  br label %917

917:                                              ; preds = %910, %895, %870
  %918 = phi float [ %864, %870 ], [ %914, %910 ], [ %864, %895 ]
  %919 = phi i32 [ %865, %870 ], [ 8, %910 ], [ %865, %895 ]
  %920 = phi float [ %866, %870 ], [ %915, %910 ], [ %866, %895 ]
  %921 = phi float [ %867, %870 ], [ %916, %910 ], [ %867, %895 ]
  %922 = phi float [ %868, %870 ], [ %906, %910 ], [ %868, %895 ]
  %923 = phi i1 [ true, %870 ], [ true, %910 ], [ %907, %895 ]
  br i1 %923, label %924, label %954, !llvm.loop !18

924:                                              ; preds = %917
  %925 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %926 = load float, ptr %925, align 4, !tbaa !11
  %927 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %928 = load float, ptr %927, align 4, !tbaa !11
  %929 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %930 = load float, ptr %929, align 4, !tbaa !11
  %931 = fmul contract float %159, %107
  %932 = fmul contract float %181, %19
  %933 = fsub contract float %931, %932
  %934 = load float, ptr %426, align 4, !tbaa !11
  %935 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %936 = load float, ptr %935, align 4, !tbaa !11
  %937 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %938 = load float, ptr %937, align 4, !tbaa !11
  %939 = fmul contract float %928, %938
  %940 = fmul contract float %930, %936
  %941 = fsub contract float %939, %940
  %942 = fmul contract float %930, %934
  %943 = fmul contract float %926, %938
  %944 = fsub contract float %942, %943
  %945 = fmul contract float %926, %936
  %946 = fmul contract float %928, %934
  %947 = fsub contract float %945, %946
  %948 = fmul contract float %941, %941
  %949 = fmul contract float %944, %944
  %950 = fadd contract float %948, %949
  %951 = fmul contract float %947, %947
  %952 = fadd contract float %951, %950
  %953 = fcmp contract olt float %952, 0x3DDB7CDFE0000000
  br i1 %953, label %505, label %483

954:                                              ; preds = %917, %863, %809, %505, %559, %613, %672, %726, %780
  br label %955

955:                                              ; preds = %326, %239, %280, %476, %372, %418, %780, %954
  %956 = phi float [ 0.000000e+00, %476 ], [ %781, %780 ], [ 0.000000e+00, %954 ], [ 0.000000e+00, %418 ], [ 0.000000e+00, %372 ], [ 0.000000e+00, %280 ], [ 0.000000e+00, %239 ], [ 0.000000e+00, %326 ]
  %957 = phi float [ 0.000000e+00, %476 ], [ %783, %780 ], [ 0.000000e+00, %954 ], [ 0.000000e+00, %418 ], [ 0.000000e+00, %372 ], [ 0.000000e+00, %280 ], [ 0.000000e+00, %239 ], [ 0.000000e+00, %326 ]
  %958 = phi float [ 0.000000e+00, %476 ], [ %784, %780 ], [ 0.000000e+00, %954 ], [ 0.000000e+00, %418 ], [ 0.000000e+00, %372 ], [ 0.000000e+00, %280 ], [ 0.000000e+00, %239 ], [ 0.000000e+00, %326 ]
  %959 = phi float [ 0.000000e+00, %476 ], [ %785, %780 ], [ 0.000000e+00, %954 ], [ 0.000000e+00, %418 ], [ 0.000000e+00, %372 ], [ 0.000000e+00, %280 ], [ 0.000000e+00, %239 ], [ 0.000000e+00, %326 ]
  %960 = phi i32 [ 0, %476 ], [ 1, %780 ], [ 0, %954 ], [ 0, %418 ], [ 0, %372 ], [ 0, %280 ], [ 0, %239 ], [ 0, %326 ]
  %961 = phi i32 [ -1, %476 ], [ %782, %780 ], [ -1, %954 ], [ -1, %418 ], [ -1, %372 ], [ -1, %280 ], [ -1, %239 ], [ -1, %326 ]
  %962 = insertvalue %struct.Contact poison, float %956, 0, 0
  %963 = insertvalue %struct.Contact %962, float %957, 0, 1
  %964 = insertvalue %struct.Contact %963, float %958, 0, 2
  %965 = insertvalue %struct.Contact %964, float %959, 1
  %966 = insertvalue %struct.Contact %965, i32 %960, 2
  %967 = insertvalue %struct.Contact %966, i32 %961, 3
  %968 = insertvalue %struct.Contact %967, i32 0, 4
  %969 = insertvalue %struct.Contact %968, i32 0, 5
  ret %struct.Contact %969
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
  br label %153

75:                                               ; preds = %8
  br i1 %53, label %76, label %78

76:                                               ; preds = %75
  store float 0.000000e+00, ptr %4, align 4, !tbaa !11
  %77 = fdiv contract float %52, %47
  br label %118

78:                                               ; preds = %75
  %79 = fmul contract float %19, %35
  %80 = fmul contract float %20, %36
  %81 = fadd contract float %79, %80
  %82 = fmul contract float %21, %37
  %83 = fadd contract float %81, %82
  br i1 %54, label %84, label %87

84:                                               ; preds = %78
  store float 0.000000e+00, ptr %5, align 4, !tbaa !11
  %85 = fneg contract float %83
  %86 = fdiv contract float %85, %42
  br label %118

87:                                               ; preds = %78
  %88 = fmul contract float %19, %32
  %89 = fmul contract float %20, %33
  %90 = fadd contract float %88, %89
  %91 = fmul contract float %21, %34
  %92 = fadd contract float %90, %91
  %93 = fmul contract float %42, %47
  %94 = fmul contract float %92, %92
  %95 = fsub contract float %93, %94
  %96 = fcmp contract ogt float %95, 0x3D71979980000000
  br i1 %96, label %97, label %104

97:                                               ; preds = %87
  %98 = fmul contract float %92, %52
  %99 = fmul contract float %83, %47
  %100 = fsub contract float %98, %99
  %101 = fdiv contract float %100, %95
  %102 = tail call noundef float @llvm.maxnum.f32(float %101, float 0.000000e+00)
  %103 = tail call noundef float @llvm.minnum.f32(float %102, float 1.000000e+00)
  br label %104

104:                                              ; preds = %87, %97
  %105 = phi contract float [ %103, %97 ], [ 0.000000e+00, %87 ]
  store float %105, ptr %4, align 4, !tbaa !11
  %106 = fmul contract float %92, %105
  %107 = fadd contract float %52, %106
  %108 = fdiv contract float %107, %47
  store float %108, ptr %5, align 4, !tbaa !11
  %109 = fcmp contract olt float %108, 0.000000e+00
  br i1 %109, label %110, label %113

110:                                              ; preds = %104
  store float 0.000000e+00, ptr %5, align 4, !tbaa !11
  %111 = fneg contract float %83
  %112 = fdiv contract float %111, %42
  br label %118

113:                                              ; preds = %104
  %114 = fcmp contract ogt float %108, 1.000000e+00
  br i1 %114, label %115, label %123

115:                                              ; preds = %113
  store float 1.000000e+00, ptr %5, align 4, !tbaa !11
  %116 = fsub contract float %92, %83
  %117 = fdiv contract float %116, %42
  br label %118

118:                                              ; preds = %76, %110, %115, %84
  %119 = phi float [ %86, %84 ], [ %117, %115 ], [ %112, %110 ], [ %77, %76 ]
  %120 = phi ptr [ %4, %84 ], [ %4, %115 ], [ %4, %110 ], [ %5, %76 ]
  %121 = tail call noundef float @llvm.maxnum.f32(float %119, float 0.000000e+00)
  %122 = tail call noundef float @llvm.minnum.f32(float %121, float 1.000000e+00)
  store float %122, ptr %120, align 4, !tbaa !11
  br label %123

123:                                              ; preds = %118, %113
  %124 = load float, ptr %4, align 4, !tbaa !11
  %125 = fmul contract float %19, %124
  %126 = fmul contract float %20, %124
  %127 = fmul contract float %21, %124
  %128 = fadd contract float %14, %125
  %129 = fadd contract float %16, %126
  %130 = fadd contract float %18, %127
  store float %128, ptr %6, align 4, !tbaa !11
  %131 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store float %129, ptr %131, align 4, !tbaa !11
  %132 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store float %130, ptr %132, align 4, !tbaa !11
  %133 = load float, ptr %5, align 4, !tbaa !11
  %134 = fmul contract float %32, %133
  %135 = fmul contract float %33, %133
  %136 = fmul contract float %34, %133
  %137 = fadd contract float %27, %134
  %138 = fadd contract float %29, %135
  %139 = fadd contract float %31, %136
  store float %137, ptr %7, align 4, !tbaa !11
  %140 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %138, ptr %140, align 4, !tbaa !11
  %141 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %139, ptr %141, align 4, !tbaa !11
  %142 = load float, ptr %6, align 4, !tbaa !11
  %143 = load float, ptr %131, align 4, !tbaa !11
  %144 = load float, ptr %132, align 4, !tbaa !11
  %145 = fsub contract float %142, %137
  %146 = fsub contract float %143, %138
  %147 = fsub contract float %144, %139
  %148 = fmul contract float %145, %145
  %149 = fmul contract float %146, %146
  %150 = fadd contract float %148, %149
  %151 = fmul contract float %147, %147
  %152 = fadd contract float %150, %151
  br label %153

153:                                              ; preds = %123, %56
  %154 = phi float [ %74, %56 ], [ %152, %123 ]
  ret float %154
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
  br label %182

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
  br i1 %65, label %71, label %66

66:                                               ; preds = %49
  store i32 1, ptr %2, align 4, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %70 = load float, ptr %69, align 4, !tbaa !11
  br label %182

71:                                               ; preds = %49
  %72 = fmul contract float %39, %62
  %73 = fmul contract float %57, %44
  %74 = fsub contract float %72, %73
  %75 = fcmp contract ole float %74, 0.000000e+00
  %76 = fcmp contract oge float %39, 0.000000e+00
  %77 = and i1 %76, %75
  %78 = fcmp contract ole float %57, 0.000000e+00
  %79 = and i1 %78, %77
  br i1 %79, label %80, label %92

80:                                               ; preds = %71
  store i32 3, ptr %2, align 4, !tbaa !6
  %81 = fsub contract float %39, %57
  %82 = tail call noundef float @llvm.nvvm.fabs.f32(float %81)
  %83 = fcmp contract ogt float %82, 0x3BC79CA100000000
  %84 = fdiv contract float %39, %81
  %85 = select contract i1 %83, float %84, float 0.000000e+00
  %86 = fmul contract float %15, %85
  %87 = fmul contract float %16, %85
  %88 = fmul contract float %17, %85
  %89 = fadd contract float %10, %86
  %90 = fadd contract float %12, %87
  %91 = fadd contract float %14, %88
  br label %182

92:                                               ; preds = %71
  %93 = fsub contract float %27, %19
  %94 = fsub contract float %29, %21
  %95 = fsub contract float %31, %23
  %96 = fmul contract float %15, %93
  %97 = fmul contract float %16, %94
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %17, %95
  %100 = fadd contract float %98, %99
  %101 = fmul contract float %24, %93
  %102 = fmul contract float %25, %94
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %26, %95
  %105 = fadd contract float %103, %104
  %106 = fcmp contract ult float %105, 0.000000e+00
  %107 = fcmp contract ugt float %100, %105
  %108 = or i1 %106, %107
  br i1 %108, label %114, label %109

109:                                              ; preds = %92
  store i32 2, ptr %2, align 4, !tbaa !6
  %110 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %113 = load float, ptr %112, align 4, !tbaa !11
  br label %182

114:                                              ; preds = %92
  %115 = fmul contract float %100, %44
  %116 = fmul contract float %39, %105
  %117 = fsub contract float %115, %116
  %118 = fcmp contract ole float %117, 0.000000e+00
  %119 = fcmp contract oge float %44, 0.000000e+00
  %120 = and i1 %119, %118
  %121 = fcmp contract ole float %105, 0.000000e+00
  %122 = and i1 %121, %120
  br i1 %122, label %123, label %135

123:                                              ; preds = %114
  store i32 5, ptr %2, align 4, !tbaa !6
  %124 = fsub contract float %44, %105
  %125 = tail call noundef float @llvm.nvvm.fabs.f32(float %124)
  %126 = fcmp contract ogt float %125, 0x3BC79CA100000000
  %127 = fdiv contract float %44, %124
  %128 = select contract i1 %126, float %127, float 0.000000e+00
  %129 = fmul contract float %24, %128
  %130 = fmul contract float %25, %128
  %131 = fmul contract float %26, %128
  %132 = fadd contract float %10, %129
  %133 = fadd contract float %12, %130
  %134 = fadd contract float %14, %131
  br label %182

135:                                              ; preds = %114
  %136 = fmul contract float %57, %105
  %137 = fmul contract float %100, %62
  %138 = fsub contract float %136, %137
  %139 = fcmp contract ugt float %138, 0.000000e+00
  br i1 %139, label %161, label %140

140:                                              ; preds = %135
  %141 = fsub contract float %62, %57
  %142 = fcmp contract ult float %141, 0.000000e+00
  br i1 %142, label %161, label %143

143:                                              ; preds = %140
  %144 = fsub contract float %100, %105
  %145 = fcmp contract ult float %144, 0.000000e+00
  br i1 %145, label %161, label %146

146:                                              ; preds = %143
  store i32 4, ptr %2, align 4, !tbaa !6
  %147 = fadd contract float %141, %144
  %148 = tail call noundef float @llvm.nvvm.fabs.f32(float %147)
  %149 = fcmp contract ogt float %148, 0x3BC79CA100000000
  %150 = fdiv contract float %141, %147
  %151 = select contract i1 %149, float %150, float 0.000000e+00
  %152 = fsub contract float %19, %5
  %153 = fsub contract float %21, %7
  %154 = fsub contract float %23, %9
  %155 = fmul contract float %152, %151
  %156 = fmul contract float %153, %151
  %157 = fmul contract float %154, %151
  %158 = fadd contract float %5, %155
  %159 = fadd contract float %7, %156
  %160 = fadd contract float %9, %157
  br label %182

161:                                              ; preds = %143, %140, %135
  store i32 6, ptr %2, align 4, !tbaa !6
  %162 = fadd contract float %138, %117
  %163 = fadd contract float %74, %162
  %164 = tail call noundef float @llvm.nvvm.fabs.f32(float %163)
  %165 = fcmp contract ogt float %164, 0x3BC79CA100000000
  %166 = fdiv contract float 1.000000e+00, %163
  %167 = select contract i1 %165, float %166, float 0.000000e+00
  %168 = fmul contract float %117, %167
  %169 = fmul contract float %15, %168
  %170 = fmul contract float %16, %168
  %171 = fmul contract float %17, %168
  %172 = fadd contract float %10, %169
  %173 = fadd contract float %12, %170
  %174 = fadd contract float %14, %171
  %175 = fmul contract float %74, %167
  %176 = fmul contract float %24, %175
  %177 = fmul contract float %25, %175
  %178 = fmul contract float %26, %175
  %179 = fadd contract float %176, %172
  %180 = fadd contract float %177, %173
  %181 = fadd contract float %178, %174
  br label %182

182:                                              ; preds = %123, %161, %146, %66, %109, %80, %48
  %183 = phi float [ %10, %48 ], [ %5, %66 ], [ %89, %80 ], [ %19, %109 ], [ %132, %123 ], [ %158, %146 ], [ %179, %161 ]
  %184 = phi float [ %12, %48 ], [ %68, %66 ], [ %90, %80 ], [ %111, %109 ], [ %133, %123 ], [ %159, %146 ], [ %180, %161 ]
  %185 = phi float [ %14, %48 ], [ %70, %66 ], [ %91, %80 ], [ %113, %109 ], [ %134, %123 ], [ %160, %146 ], [ %181, %161 ]
  %186 = insertvalue %struct.float3 poison, float %183, 0
  %187 = insertvalue %struct.float3 %186, float %184, 1
  %188 = insertvalue %struct.float3 %187, float %185, 2
  ret %struct.float3 %188
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
  %23 = srem i32 %22, %1
  %24 = add nsw i32 %23, %1
  %25 = srem i32 %24, %1
  %26 = sext i32 %25 to i64
  %27 = mul nsw i64 %26, 60
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !11, !alias.scope !28
  %31 = getelementptr inbounds nuw i8, ptr %28, i64 16
  %32 = load float, ptr %31, align 4, !tbaa !11, !alias.scope !28
  %33 = getelementptr inbounds nuw i8, ptr %28, i64 20
  %34 = load float, ptr %33, align 4, !tbaa !11, !alias.scope !28
  %35 = getelementptr inbounds nuw i8, ptr %28, i64 24
  %36 = load float, ptr %35, align 4, !tbaa !11, !alias.scope !28
  %37 = getelementptr inbounds nuw i8, ptr %28, i64 28
  %38 = load float, ptr %37, align 4, !tbaa !11, !alias.scope !28
  %39 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %40 = load float, ptr %39, align 4, !tbaa !11, !alias.scope !28
  %41 = getelementptr inbounds nuw i8, ptr %28, i64 36
  %42 = load float, ptr %41, align 4, !tbaa !11, !alias.scope !28
  %43 = getelementptr inbounds nuw i8, ptr %28, i64 40
  %44 = load float, ptr %43, align 4, !tbaa !11, !alias.scope !28
  %45 = getelementptr inbounds nuw i8, ptr %28, i64 44
  %46 = load float, ptr %45, align 4, !tbaa !11, !alias.scope !28
  %47 = getelementptr inbounds nuw i8, ptr %28, i64 48
  %48 = load float, ptr %47, align 4, !tbaa !11, !alias.scope !28
  %49 = getelementptr inbounds nuw i8, ptr %28, i64 52
  %50 = load float, ptr %49, align 4, !tbaa !11, !alias.scope !28
  %51 = getelementptr inbounds nuw i8, ptr %28, i64 56
  %52 = load float, ptr %51, align 4, !tbaa !11, !alias.scope !28
  %53 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = srem i32 %54, %3
  %56 = add nsw i32 %55, %3
  %57 = srem i32 %56, %3
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds %struct.Tri, ptr %2, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 32
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %63 = load float, ptr %62, align 4, !tbaa !11, !alias.scope !28
  %64 = fsub contract float %61, %63
  %65 = getelementptr inbounds nuw i8, ptr %59, i64 28
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !11, !alias.scope !28
  %69 = fsub contract float %66, %68
  %70 = getelementptr inbounds nuw i8, ptr %59, i64 24
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = load float, ptr %28, align 4, !tbaa !11, !alias.scope !28
  %73 = fsub contract float %71, %72
  %74 = getelementptr inbounds nuw i8, ptr %59, i64 20
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = fsub contract float %75, %63
  %77 = getelementptr inbounds nuw i8, ptr %59, i64 16
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = fsub contract float %78, %68
  %80 = getelementptr inbounds nuw i8, ptr %59, i64 12
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = fsub contract float %81, %72
  %83 = getelementptr inbounds nuw i8, ptr %59, i64 8
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fsub contract float %84, %63
  %86 = getelementptr inbounds nuw i8, ptr %59, i64 4
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = fsub contract float %87, %68
  %89 = load float, ptr %59, align 4, !tbaa !11
  %90 = fsub contract float %89, %72
  %91 = fmul contract float %30, %90
  %92 = fmul contract float %32, %88
  %93 = fadd contract float %91, %92
  %94 = fmul contract float %34, %85
  %95 = fadd contract float %93, %94
  %96 = fmul contract float %36, %90
  %97 = fmul contract float %38, %88
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %40, %85
  %100 = fadd contract float %98, %99
  %101 = fmul contract float %42, %90
  %102 = fmul contract float %44, %88
  %103 = fadd contract float %101, %102
  %104 = fmul contract float %46, %85
  %105 = fadd contract float %103, %104
  %106 = fmul contract float %30, %82
  %107 = fmul contract float %32, %79
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %34, %76
  %110 = fadd contract float %108, %109
  %111 = fmul contract float %36, %82
  %112 = fmul contract float %38, %79
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %40, %76
  %115 = fadd contract float %113, %114
  %116 = fmul contract float %42, %82
  %117 = fmul contract float %44, %79
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %46, %76
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %30, %73
  %122 = fmul contract float %32, %69
  %123 = fadd contract float %121, %122
  %124 = fmul contract float %34, %64
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %36, %73
  %127 = fmul contract float %38, %69
  %128 = fadd contract float %126, %127
  %129 = fmul contract float %40, %64
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %42, %73
  %132 = fmul contract float %44, %69
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %46, %64
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
  %255 = tail call noundef float @llvm.nvvm.fabs.f32(float %48)
  %256 = tail call noundef float @llvm.nvvm.fabs.f32(float %50)
  %257 = tail call noundef float @llvm.nvvm.fabs.f32(float %52)
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
  %339 = fmul contract float %30, %330
  %340 = fmul contract float %32, %330
  %341 = fmul contract float %34, %330
  %342 = fmul contract float %36, %331
  %343 = fmul contract float %38, %331
  %344 = fmul contract float %40, %331
  %345 = fadd contract float %339, %342
  %346 = fadd contract float %340, %343
  %347 = fadd contract float %341, %344
  %348 = fmul contract float %42, %332
  %349 = fmul contract float %44, %332
  %350 = fmul contract float %46, %332
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
!31 = distinct !{!31, !19, !32}
!32 = !{!"llvm.loop.unroll.disable"}
