; ModuleID = 'src/ray_intersect.cu'
source_filename = "src/ray_intersect.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Light = type { %struct.float3, float }
%struct.float3 = type { float, float, float }
%struct.float4 = type { float, float, float, float }
%struct.Camera = type { %struct.float3, %struct.float3, %struct.float3, %struct.float3 }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.float2.0 = type { float, float }

@c_light = dso_local addrspace(4) externally_initialized constant %struct.Light zeroinitializer, align 4
@_ZZ17ray_trace_spheresE5s_sph = internal unnamed_addr addrspace(3) global [64 x %struct.float4] undef, align 16
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_light to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ray_trace_spheres(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly byval(%struct.Camera) align 4 captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul nuw nsw i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %9, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 4
  %17 = add i32 %16, %11
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = shl nuw nsw i32 %18, 4
  %20 = add nuw nsw i32 %19, %8
  %21 = icmp samesign ugt i32 %11, 15
  %22 = icmp samesign ugt i32 %8, 15
  %23 = icmp sge i32 %17, %4
  %24 = or i1 %22, %23
  %25 = icmp sge i32 %20, %5
  %26 = select i1 %21, i1 true, i1 %24
  %27 = select i1 %26, i1 true, i1 %25
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = sitofp i32 %17 to float
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %32 = load float, ptr %31, align 4, !tbaa !15
  %33 = fmul contract float %32, %30
  %34 = fadd contract float %29, %33
  %35 = uitofp nneg i32 %20 to float
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 36
  %37 = load float, ptr %36, align 4, !tbaa !16
  %38 = fmul contract float %37, %35
  %39 = fadd contract float %34, %38
  %40 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %41 = load float, ptr %40, align 4, !tbaa !17
  %42 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %43 = load float, ptr %42, align 4, !tbaa !18
  %44 = fmul contract float %43, %30
  %45 = fadd contract float %41, %44
  %46 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %47 = load float, ptr %46, align 4, !tbaa !19
  %48 = fmul contract float %47, %35
  %49 = fadd contract float %45, %48
  %50 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %51 = load float, ptr %50, align 4, !tbaa !20
  %52 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %53 = load float, ptr %52, align 4, !tbaa !21
  %54 = fmul contract float %53, %30
  %55 = fadd contract float %51, %54
  %56 = getelementptr inbounds nuw i8, ptr %6, i64 44
  %57 = load float, ptr %56, align 4, !tbaa !22
  %58 = fmul contract float %57, %35
  %59 = fadd contract float %55, %58
  %60 = load float, ptr %6, align 4, !tbaa !23
  %61 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %62 = load float, ptr %61, align 4, !tbaa !23
  %63 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %64 = load float, ptr %63, align 4, !tbaa !23
  %65 = fsub contract float %39, %60
  %66 = fsub contract float %49, %62
  %67 = fsub contract float %59, %64
  %68 = fmul contract float %65, %65
  %69 = fmul contract float %66, %66
  %70 = fadd contract float %68, %69
  %71 = fmul contract float %67, %67
  %72 = fadd contract float %70, %71
  %73 = tail call noundef float @llvm.maxnum.f32(float %72, float 0x39B4484C00000000)
  %74 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %73)
  %75 = fmul contract float %65, %74
  %76 = fmul contract float %66, %74
  %77 = fmul contract float %67, %74
  %78 = icmp sgt i32 %3, 0
  br i1 %78, label %79, label %81

79:                                               ; preds = %7
  %80 = icmp samesign ult i32 %12, 64
  br label %86

81:                                               ; preds = %155, %7
  %82 = phi i32 [ -1, %7 ], [ %156, %155 ]
  %83 = phi float [ 0x46293E5940000000, %7 ], [ %157, %155 ]
  %84 = icmp slt i32 %82, 0
  %85 = select i1 %27, i1 true, i1 %84
  br i1 %85, label %211, label %161

86:                                               ; preds = %79, %155
  %87 = phi i32 [ %3, %79 ], [ %160, %155 ]
  %88 = phi float [ 0x46293E5940000000, %79 ], [ %157, %155 ]
  %89 = phi i32 [ -1, %79 ], [ %156, %155 ]
  %90 = phi i32 [ 0, %79 ], [ %158, %155 ]
  %91 = tail call i32 @llvm.smax.i32(i32 %87, i32 1)
  %92 = tail call i32 @llvm.umin.i32(i32 %91, i32 64)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %80, label %93, label %97

93:                                               ; preds = %86, %100
  %94 = phi i32 [ %105, %100 ], [ %12, %86 ]
  %95 = or disjoint i32 %94, %90
  %96 = icmp slt i32 %95, %3
  br i1 %96, label %100, label %97

97:                                               ; preds = %93, %100, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %98 = icmp sle i32 %3, %90
  %99 = or i1 %98, %27
  br i1 %99, label %155, label %107

100:                                              ; preds = %93
  %101 = zext nneg i32 %95 to i64
  %102 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %101
  %103 = zext nneg i32 %94 to i64
  %104 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17ray_trace_spheresE5s_sph to ptr), i64 %103
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %104, ptr noundef nonnull align 16 dereferenceable(16) %102, i64 16, i1 false), !tbaa.struct !24
  %105 = add nuw nsw i32 %94, %14
  %106 = icmp samesign ult i32 %105, 64
  br i1 %106, label %93, label %97, !llvm.loop !25

107:                                              ; preds = %97, %147
  %108 = phi float [ %152, %147 ], [ %88, %97 ]
  %109 = phi i32 [ %151, %147 ], [ %89, %97 ]
  %110 = phi i32 [ %153, %147 ], [ 0, %97 ]
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17ray_trace_spheresE5s_sph to ptr), i64 %111
  %113 = load float, ptr %112, align 16, !tbaa !23
  %114 = getelementptr inbounds nuw i8, ptr %112, i64 4
  %115 = load float, ptr %114, align 4, !tbaa !23
  %116 = getelementptr inbounds nuw i8, ptr %112, i64 8
  %117 = load float, ptr %116, align 8, !tbaa !23
  %118 = getelementptr inbounds nuw i8, ptr %112, i64 12
  %119 = load float, ptr %118, align 4, !tbaa !23
  %120 = fsub contract float %60, %113
  %121 = fsub contract float %62, %115
  %122 = fsub contract float %64, %117
  %123 = fmul contract float %75, %120
  %124 = fmul contract float %76, %121
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %77, %122
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %120, %120
  %129 = fmul contract float %121, %121
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %122, %122
  %132 = fadd contract float %130, %131
  %133 = fmul contract float %119, %119
  %134 = fmul contract float %127, %127
  %135 = fsub contract float %133, %132
  %136 = fadd contract float %134, %135
  %137 = fcmp contract olt float %136, 0.000000e+00
  br i1 %137, label %147, label %138

138:                                              ; preds = %107
  %139 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %136) #7
  %140 = fneg contract float %127
  %141 = fsub contract float %140, %139
  %142 = fcmp contract ogt float %141, 0x3F1A36E2E0000000
  %143 = fsub contract float %139, %127
  %144 = fcmp contract ogt float %143, 0x3F1A36E2E0000000
  %145 = select contract i1 %144, float %143, float 0x46293E5940000000
  %146 = select i1 %142, float %141, float %145
  br label %147

147:                                              ; preds = %107, %138
  %148 = phi float [ %146, %138 ], [ 0x46293E5940000000, %107 ]
  %149 = fcmp contract olt float %148, %108
  %150 = add nuw nsw i32 %110, %90
  %151 = select i1 %149, i32 %150, i32 %109
  %152 = select i1 %149, float %148, float %108
  %153 = add nuw nsw i32 %110, 1
  %154 = icmp eq i32 %153, %92
  br i1 %154, label %155, label %107, !llvm.loop !27

155:                                              ; preds = %147, %97
  %156 = phi i32 [ %89, %97 ], [ %151, %147 ]
  %157 = phi float [ %88, %97 ], [ %152, %147 ]
  %158 = add nuw nsw i32 %90, 64
  %159 = icmp slt i32 %158, %3
  %160 = add i32 %87, -64
  br i1 %159, label %86, label %81, !llvm.loop !28

161:                                              ; preds = %81
  %162 = zext nneg i32 %82 to i64
  %163 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %162
  %164 = load float, ptr %163, align 16, !tbaa !23
  %165 = getelementptr inbounds nuw i8, ptr %163, i64 4
  %166 = load float, ptr %165, align 4, !tbaa !23
  %167 = getelementptr inbounds nuw i8, ptr %163, i64 8
  %168 = load float, ptr %167, align 8, !tbaa !23
  %169 = fmul contract float %75, %83
  %170 = fadd contract float %60, %169
  %171 = fmul contract float %76, %83
  %172 = fadd contract float %62, %171
  %173 = fmul contract float %77, %83
  %174 = fadd contract float %64, %173
  %175 = fsub contract float %170, %164
  %176 = fsub contract float %172, %166
  %177 = fsub contract float %174, %168
  %178 = fmul contract float %175, %175
  %179 = fmul contract float %176, %176
  %180 = fadd contract float %178, %179
  %181 = fmul contract float %177, %177
  %182 = fadd contract float %180, %181
  %183 = tail call noundef float @llvm.maxnum.f32(float %182, float 0x39B4484C00000000)
  %184 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %183)
  %185 = fmul contract float %175, %184
  %186 = fmul contract float %176, %184
  %187 = fmul contract float %177, %184
  %188 = load float, ptr addrspacecast (ptr addrspace(4) @c_light to ptr), align 4, !tbaa !23
  %189 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_light to ptr), i64 4), align 4, !tbaa !23
  %190 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_light to ptr), i64 8), align 4, !tbaa !23
  %191 = fsub contract float %188, %170
  %192 = fsub contract float %189, %172
  %193 = fsub contract float %190, %174
  %194 = fmul contract float %191, %191
  %195 = fmul contract float %192, %192
  %196 = fadd contract float %194, %195
  %197 = fmul contract float %193, %193
  %198 = fadd contract float %196, %197
  %199 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %198) #7
  %200 = tail call noundef float @llvm.maxnum.f32(float %198, float 0x39B4484C00000000)
  %201 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %200)
  %202 = fmul contract float %191, %201
  %203 = fmul contract float %192, %201
  %204 = fmul contract float %193, %201
  %205 = fmul contract float %185, %202
  %206 = fmul contract float %186, %203
  %207 = fadd contract float %205, %206
  %208 = fmul contract float %187, %204
  %209 = fadd contract float %208, %207
  %210 = tail call float @llvm.maxnum.f32(float %209, float 0.000000e+00)
  br label %211

211:                                              ; preds = %161, %81
  %212 = phi float [ %199, %161 ], [ 0.000000e+00, %81 ]
  %213 = phi float [ %202, %161 ], [ 0.000000e+00, %81 ]
  %214 = phi float [ %203, %161 ], [ 0.000000e+00, %81 ]
  %215 = phi float [ %204, %161 ], [ 0.000000e+00, %81 ]
  %216 = phi float [ %210, %161 ], [ 0.000000e+00, %81 ]
  %217 = phi float [ %170, %161 ], [ 0.000000e+00, %81 ]
  %218 = phi float [ %172, %161 ], [ 0.000000e+00, %81 ]
  %219 = phi float [ %174, %161 ], [ 0.000000e+00, %81 ]
  br i1 %78, label %220, label %224

220:                                              ; preds = %211
  %221 = icmp samesign ult i32 %12, 64
  br label %226

222:                                              ; preds = %294
  %223 = select i1 %295, float 0.000000e+00, float %216
  br label %224

224:                                              ; preds = %222, %211
  %225 = phi float [ %216, %211 ], [ %223, %222 ]
  br i1 %27, label %333, label %299

226:                                              ; preds = %220, %294
  %227 = phi i32 [ %3, %220 ], [ %298, %294 ]
  %228 = phi i32 [ 0, %220 ], [ %296, %294 ]
  %229 = phi i1 [ false, %220 ], [ %295, %294 ]
  %230 = tail call i32 @llvm.smax.i32(i32 %227, i32 1)
  %231 = tail call i32 @llvm.umin.i32(i32 %230, i32 64)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %221, label %232, label %236

232:                                              ; preds = %226, %240
  %233 = phi i32 [ %245, %240 ], [ %12, %226 ]
  %234 = or disjoint i32 %233, %228
  %235 = icmp slt i32 %234, %3
  br i1 %235, label %240, label %236

236:                                              ; preds = %232, %240, %226
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %237 = select i1 %85, i1 true, i1 %229
  %238 = icmp sle i32 %3, %228
  %239 = or i1 %238, %237
  br i1 %239, label %294, label %247

240:                                              ; preds = %232
  %241 = zext nneg i32 %234 to i64
  %242 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %241
  %243 = zext nneg i32 %233 to i64
  %244 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17ray_trace_spheresE5s_sph to ptr), i64 %243
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %244, ptr noundef nonnull align 16 dereferenceable(16) %242, i64 16, i1 false), !tbaa.struct !24
  %245 = add nuw nsw i32 %233, %14
  %246 = icmp samesign ult i32 %245, 64
  br i1 %246, label %232, label %236, !llvm.loop !29

247:                                              ; preds = %236, %291
  %248 = phi i32 [ %292, %291 ], [ 0, %236 ]
  %249 = add nuw nsw i32 %248, %228
  %250 = icmp eq i32 %249, %82
  br i1 %250, label %291, label %251

251:                                              ; preds = %247
  %252 = zext nneg i32 %248 to i64
  %253 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17ray_trace_spheresE5s_sph to ptr), i64 %252
  %254 = load float, ptr %253, align 16, !tbaa !23
  %255 = getelementptr inbounds nuw i8, ptr %253, i64 4
  %256 = load float, ptr %255, align 4, !tbaa !23
  %257 = getelementptr inbounds nuw i8, ptr %253, i64 8
  %258 = load float, ptr %257, align 8, !tbaa !23
  %259 = getelementptr inbounds nuw i8, ptr %253, i64 12
  %260 = load float, ptr %259, align 4, !tbaa !23
  %261 = fsub contract float %217, %254
  %262 = fsub contract float %218, %256
  %263 = fsub contract float %219, %258
  %264 = fmul contract float %213, %261
  %265 = fmul contract float %214, %262
  %266 = fadd contract float %264, %265
  %267 = fmul contract float %215, %263
  %268 = fadd contract float %266, %267
  %269 = fmul contract float %261, %261
  %270 = fmul contract float %262, %262
  %271 = fadd contract float %269, %270
  %272 = fmul contract float %263, %263
  %273 = fadd contract float %271, %272
  %274 = fmul contract float %260, %260
  %275 = fmul contract float %268, %268
  %276 = fsub contract float %274, %273
  %277 = fadd contract float %275, %276
  %278 = fcmp contract olt float %277, 0.000000e+00
  br i1 %278, label %288, label %279

279:                                              ; preds = %251
  %280 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %277) #7
  %281 = fneg contract float %268
  %282 = fsub contract float %281, %280
  %283 = fcmp contract ogt float %282, 0x3F1A36E2E0000000
  %284 = fsub contract float %280, %268
  %285 = fcmp contract ogt float %284, 0x3F1A36E2E0000000
  %286 = select contract i1 %285, float %284, float 0x46293E5940000000
  %287 = select i1 %283, float %282, float %286
  br label %288

288:                                              ; preds = %251, %279
  %289 = phi float [ %287, %279 ], [ 0x46293E5940000000, %251 ]
  %290 = fcmp contract olt float %289, %212
  br i1 %290, label %294, label %291

291:                                              ; preds = %288, %247
  %292 = add nuw nsw i32 %248, 1
  %293 = icmp eq i32 %292, %231
  br i1 %293, label %294, label %247, !llvm.loop !30

294:                                              ; preds = %288, %291, %236
  %295 = phi i1 [ %229, %236 ], [ true, %288 ], [ false, %291 ]
  %296 = add nuw nsw i32 %228, 64
  %297 = icmp slt i32 %296, %3
  %298 = add i32 %227, -64
  br i1 %297, label %226, label %222, !llvm.loop !31

299:                                              ; preds = %224
  br i1 %84, label %322, label %300

300:                                              ; preds = %299
  %301 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_light to ptr), i64 12), align 4, !tbaa !32
  %302 = fsub contract float 1.000000e+00, %301
  %303 = fmul contract float %225, %302
  %304 = fadd contract float %301, %303
  %305 = tail call noundef float @llvm.minnum.f32(float %304, float 1.000000e+00)
  %306 = zext nneg i32 %82 to i64
  %307 = getelementptr inbounds nuw %struct.uchar4, ptr %2, i64 %306
  %308 = load i8, ptr %307, align 4, !tbaa !34
  %309 = getelementptr inbounds nuw i8, ptr %307, i64 1
  %310 = load i8, ptr %309, align 1, !tbaa !34
  %311 = getelementptr inbounds nuw i8, ptr %307, i64 2
  %312 = load i8, ptr %311, align 2, !tbaa !34
  %313 = uitofp i8 %308 to float
  %314 = fmul contract float %305, %313
  %315 = fptoui float %314 to i8
  %316 = uitofp i8 %310 to float
  %317 = fmul contract float %305, %316
  %318 = fptoui float %317 to i8
  %319 = uitofp i8 %312 to float
  %320 = fmul contract float %305, %319
  %321 = fptoui float %320 to i8
  br label %322

322:                                              ; preds = %300, %299
  %323 = phi i8 [ %321, %300 ], [ 0, %299 ]
  %324 = phi i8 [ %318, %300 ], [ 0, %299 ]
  %325 = phi i8 [ %315, %300 ], [ 0, %299 ]
  %326 = mul nsw i32 %4, %20
  %327 = add nsw i32 %326, %17
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds %struct.uchar4, ptr %0, i64 %328
  store i8 %325, ptr %329, align 4, !tbaa !34
  %330 = getelementptr inbounds nuw i8, ptr %329, i64 1
  store i8 %324, ptr %330, align 1, !tbaa !34
  %331 = getelementptr inbounds nuw i8, ptr %329, i64 2
  store i8 %323, ptr %331, align 2, !tbaa !34
  %332 = getelementptr inbounds nuw i8, ptr %329, i64 3
  store i8 -1, ptr %332, align 1, !tbaa !34
  br label %333

333:                                              ; preds = %224, %322
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ray_triangle_closest(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #3 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %20

16:                                               ; preds = %9
  %17 = icmp sgt i32 %4, 0
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %18, %11
  br label %21

20:                                               ; preds = %37, %9
  ret void

21:                                               ; preds = %16, %37
  %22 = phi i32 [ %14, %16 ], [ %48, %37 ]
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %23, 24
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !23
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !23
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %30 = load float, ptr %29, align 4, !tbaa !23
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 12
  %32 = load float, ptr %31, align 4, !tbaa !23
  %33 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %34 = load float, ptr %33, align 4, !tbaa !23
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !23
  br i1 %17, label %50, label %37

37:                                               ; preds = %158, %21
  %38 = phi i32 [ -1, %21 ], [ %159, %158 ]
  %39 = phi float [ 0.000000e+00, %21 ], [ %160, %158 ]
  %40 = phi float [ 0.000000e+00, %21 ], [ %161, %158 ]
  %41 = phi float [ 0x46293E5940000000, %21 ], [ %162, %158 ]
  %42 = icmp sgt i32 %38, -1
  %43 = select contract i1 %42, float %41, float -1.000000e+00
  %44 = getelementptr inbounds float, ptr %6, i64 %23
  store float %43, ptr %44, align 4, !tbaa !23
  %45 = getelementptr inbounds i32, ptr %7, i64 %23
  store i32 %38, ptr %45, align 4, !tbaa !6
  %46 = getelementptr inbounds %struct.float2.0, ptr %8, i64 %23
  store float %40, ptr %46, align 8, !tbaa !23
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 4
  store float %39, ptr %47, align 4, !tbaa !23
  %48 = add i32 %22, %19
  %49 = icmp slt i32 %48, %3
  br i1 %49, label %21, label %20, !llvm.loop !35

50:                                               ; preds = %21, %158
  %51 = phi float [ %162, %158 ], [ 0x46293E5940000000, %21 ]
  %52 = phi float [ %161, %158 ], [ 0.000000e+00, %21 ]
  %53 = phi float [ %160, %158 ], [ 0.000000e+00, %21 ]
  %54 = phi i32 [ %159, %158 ], [ -1, %21 ]
  %55 = phi i32 [ %163, %158 ], [ 0, %21 ]
  %56 = mul nuw nsw i32 %55, 3
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw i32, ptr %2, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = getelementptr inbounds nuw i8, ptr %58, i64 8
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = icmp ult i32 %59, %5
  %65 = icmp ult i32 %61, %5
  %66 = select i1 %64, i1 %65, i1 false
  %67 = icmp ult i32 %63, %5
  %68 = select i1 %66, i1 %67, i1 false
  br i1 %68, label %69, label %158

69:                                               ; preds = %50
  %70 = sext i32 %59 to i64
  %71 = getelementptr inbounds %struct.float3, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !23
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 4
  %74 = load float, ptr %73, align 4, !tbaa !23
  %75 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %76 = load float, ptr %75, align 4, !tbaa !23
  %77 = sext i32 %61 to i64
  %78 = getelementptr inbounds %struct.float3, ptr %1, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !23
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 4
  %81 = load float, ptr %80, align 4, !tbaa !23
  %82 = getelementptr inbounds nuw i8, ptr %78, i64 8
  %83 = load float, ptr %82, align 4, !tbaa !23
  %84 = fsub contract float %79, %72
  %85 = fsub contract float %81, %74
  %86 = fsub contract float %83, %76
  %87 = sext i32 %63 to i64
  %88 = getelementptr inbounds %struct.float3, ptr %1, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !23
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %91 = load float, ptr %90, align 4, !tbaa !23
  %92 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %93 = load float, ptr %92, align 4, !tbaa !23
  %94 = fsub contract float %89, %72
  %95 = fsub contract float %91, %74
  %96 = fsub contract float %93, %76
  %97 = fmul contract float %34, %96
  %98 = fmul contract float %36, %95
  %99 = fsub contract float %97, %98
  %100 = fmul contract float %36, %94
  %101 = fmul contract float %32, %96
  %102 = fsub contract float %100, %101
  %103 = fmul contract float %32, %95
  %104 = fmul contract float %34, %94
  %105 = fsub contract float %103, %104
  %106 = fmul contract float %84, %99
  %107 = fmul contract float %85, %102
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %86, %105
  %110 = fadd contract float %109, %108
  %111 = tail call noundef float @llvm.nvvm.fabs.f32(float %110)
  %112 = fcmp contract olt float %111, 0x3E45798EE0000000
  br i1 %112, label %158, label %113

113:                                              ; preds = %69
  %114 = fdiv contract float 1.000000e+00, %110
  %115 = fsub contract float %26, %72
  %116 = fsub contract float %28, %74
  %117 = fsub contract float %30, %76
  %118 = fmul contract float %115, %99
  %119 = fmul contract float %116, %102
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %117, %105
  %122 = fadd contract float %121, %120
  %123 = fmul contract float %122, %114
  %124 = fcmp contract olt float %123, 0.000000e+00
  %125 = fcmp contract ogt float %123, 1.000000e+00
  %126 = or i1 %124, %125
  br i1 %126, label %158, label %127

127:                                              ; preds = %113
  %128 = fmul contract float %116, %86
  %129 = fmul contract float %117, %85
  %130 = fsub contract float %128, %129
  %131 = fmul contract float %117, %84
  %132 = fmul contract float %115, %86
  %133 = fsub contract float %131, %132
  %134 = fmul contract float %115, %85
  %135 = fmul contract float %116, %84
  %136 = fsub contract float %134, %135
  %137 = fmul contract float %32, %130
  %138 = fmul contract float %34, %133
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %36, %136
  %141 = fadd contract float %140, %139
  %142 = fmul contract float %141, %114
  %143 = fcmp contract olt float %142, 0.000000e+00
  %144 = fadd contract float %123, %142
  %145 = fcmp contract ogt float %144, 1.000000e+00
  %146 = or i1 %143, %145
  br i1 %146, label %158, label %147

147:                                              ; preds = %127
  %148 = fmul contract float %94, %130
  %149 = fmul contract float %95, %133
  %150 = fadd contract float %148, %149
  %151 = fmul contract float %136, %96
  %152 = fadd contract float %150, %151
  %153 = fmul contract float %152, %114
  %154 = fcmp contract ogt float %153, 0x3EB0C6F7A0000000
  %155 = fcmp contract olt float %153, %51
  %156 = select i1 %154, i1 %155, i1 false
  br i1 %156, label %157, label %158

157:                                              ; preds = %147
  br label %158

158:                                              ; preds = %69, %127, %157, %147, %113, %50
  %159 = phi i32 [ %54, %50 ], [ %54, %69 ], [ %54, %113 ], [ %54, %127 ], [ %55, %157 ], [ %54, %147 ]
  %160 = phi float [ %53, %50 ], [ %53, %69 ], [ %53, %113 ], [ %53, %127 ], [ %142, %157 ], [ %53, %147 ]
  %161 = phi float [ %52, %50 ], [ %52, %69 ], [ %52, %113 ], [ %52, %127 ], [ %123, %157 ], [ %52, %147 ]
  %162 = phi float [ %51, %50 ], [ %51, %69 ], [ %51, %113 ], [ %51, %127 ], [ %153, %157 ], [ %51, %147 ]
  %163 = add nuw nsw i32 %55, 1
  %164 = icmp eq i32 %163, %4
  br i1 %164, label %37, label %50, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!11 = !{!12, !14, i64 12}
!12 = !{!"_ZTS6Camera", !13, i64 0, !13, i64 12, !13, i64 24, !13, i64 36}
!13 = !{!"_ZTS6float3", !14, i64 0, !14, i64 4, !14, i64 8}
!14 = !{!"float", !8, i64 0}
!15 = !{!12, !14, i64 24}
!16 = !{!12, !14, i64 36}
!17 = !{!12, !14, i64 16}
!18 = !{!12, !14, i64 28}
!19 = !{!12, !14, i64 40}
!20 = !{!12, !14, i64 20}
!21 = !{!12, !14, i64 32}
!22 = !{!12, !14, i64 44}
!23 = !{!14, !14, i64 0}
!24 = !{i64 0, i64 4, !23, i64 4, i64 4, !23, i64 8, i64 4, !23, i64 12, i64 4, !23}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = distinct !{!27, !26}
!28 = distinct !{!28, !26}
!29 = distinct !{!29, !26}
!30 = distinct !{!30, !26}
!31 = distinct !{!31, !26}
!32 = !{!33, !14, i64 12}
!33 = !{!"_ZTS5Light", !13, i64 0, !14, i64 12}
!34 = !{!8, !8, i64 0}
!35 = distinct !{!35, !26}
!36 = distinct !{!36, !26}
