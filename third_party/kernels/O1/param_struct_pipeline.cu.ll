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
  br i1 %14, label %15, label %409

15:                                               ; preds = %3
  %16 = zext nneg i32 %9 to i64
  %17 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 8), align 4, !tbaa !14
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, %16
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 12), align 4, !tbaa !15
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %15
  %24 = add nsw i32 %10, -1
  %25 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 16), align 4, !tbaa !16
  br label %31

26:                                               ; preds = %31, %15
  %27 = phi float [ 0.000000e+00, %15 ], [ %40, %31 ]
  %28 = icmp sgt i32 %21, 0
  br i1 %28, label %29, label %43

29:                                               ; preds = %26
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 20), align 4, !tbaa !17
  br label %50

31:                                               ; preds = %23, %31
  %32 = phi float [ 0.000000e+00, %23 ], [ %40, %31 ]
  %33 = phi i32 [ 0, %23 ], [ %41, %31 ]
  %34 = add nsw i32 %33, %8
  %35 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %34, i32 range(i32 -2147483648, 2147483647) %24)
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %20, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !18
  %39 = fmul contract float %38, %25
  %40 = fadd contract float %32, %39
  %41 = add nuw nsw i32 %33, 1
  %42 = icmp eq i32 %41, %21
  br i1 %42, label %26, label %31, !llvm.loop !19

43:                                               ; preds = %50, %26
  %44 = phi float [ %27, %26 ], [ %55, %50 ]
  %45 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 96), align 4, !tbaa !22
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %58

47:                                               ; preds = %43
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 24), align 4, !tbaa !23
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !24
  br label %64

50:                                               ; preds = %29, %50
  %51 = phi float [ %27, %29 ], [ %55, %50 ]
  %52 = phi i32 [ 0, %29 ], [ %56, %50 ]
  %53 = uitofp nneg i32 %52 to float
  %54 = fmul contract float %30, %53
  %55 = fsub contract float %51, %54
  %56 = add nuw nsw i32 %52, 1
  %57 = icmp eq i32 %56, %21
  br i1 %57, label %43, label %50, !llvm.loop !25

58:                                               ; preds = %64, %43
  %59 = phi float [ %44, %43 ], [ %68, %64 ]
  %60 = icmp sgt i32 %45, 0
  br i1 %60, label %61, label %71

61:                                               ; preds = %58
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !24
  %63 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 32), align 4, !tbaa !26
  br label %78

64:                                               ; preds = %47, %64
  %65 = phi float [ %44, %47 ], [ %68, %64 ]
  %66 = phi i32 [ 0, %47 ], [ %69, %64 ]
  %67 = fmul contract float %65, %48
  %68 = fadd contract float %67, %49
  %69 = add nuw nsw i32 %66, 1
  %70 = icmp eq i32 %69, %45
  br i1 %70, label %58, label %64, !llvm.loop !27

71:                                               ; preds = %78, %58
  %72 = phi float [ %59, %58 ], [ %82, %78 ]
  %73 = icmp sgt i32 %45, 0
  br i1 %73, label %74, label %85

74:                                               ; preds = %71
  %75 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 36), align 4, !tbaa !28
  %76 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 40), align 4, !tbaa !29
  %77 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 44), align 4, !tbaa !30
  br label %93

78:                                               ; preds = %61, %78
  %79 = phi float [ %59, %61 ], [ %82, %78 ]
  %80 = phi i32 [ 0, %61 ], [ %83, %78 ]
  %81 = tail call noundef float @llvm.maxnum.f32(float %79, float %62)
  %82 = tail call noundef float @llvm.minnum.f32(float %81, float %63)
  %83 = add nuw nsw i32 %80, 1
  %84 = icmp eq i32 %83, %45
  br i1 %84, label %71, label %78, !llvm.loop !31

85:                                               ; preds = %93, %71
  %86 = phi float [ %72, %71 ], [ %98, %93 ]
  %87 = phi float [ %72, %71 ], [ %99, %93 ]
  %88 = phi float [ %72, %71 ], [ %100, %93 ]
  %89 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 100), align 4, !tbaa !32
  %90 = icmp slt i32 %89, 1
  br i1 %90, label %103, label %91

91:                                               ; preds = %85
  %92 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 48), align 4, !tbaa !33
  br label %109

93:                                               ; preds = %74, %93
  %94 = phi i32 [ 0, %74 ], [ %101, %93 ]
  %95 = phi float [ %72, %74 ], [ %100, %93 ]
  %96 = phi float [ %72, %74 ], [ %99, %93 ]
  %97 = phi float [ %72, %74 ], [ %98, %93 ]
  %98 = fmul contract float %97, %75
  %99 = fmul contract float %96, %76
  %100 = fmul contract float %95, %77
  %101 = add nuw nsw i32 %94, 1
  %102 = icmp eq i32 %101, %45
  br i1 %102, label %85, label %93, !llvm.loop !34

103:                                              ; preds = %109, %85
  %104 = phi float [ %86, %85 ], [ %119, %109 ]
  %105 = icmp slt i32 %89, 1
  br i1 %105, label %122, label %106

106:                                              ; preds = %103
  %107 = add nsw i32 %10, -1
  %108 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 52), align 4, !tbaa !35
  br label %127

109:                                              ; preds = %91, %109
  %110 = phi i32 [ 1, %91 ], [ %120, %109 ]
  %111 = phi float [ %86, %91 ], [ %119, %109 ]
  %112 = sub nsw i32 %8, %110
  %113 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %112, i32 0)
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw float, ptr %20, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !18
  %117 = fsub contract float %111, %116
  %118 = fmul contract float %92, %117
  %119 = fadd contract float %111, %118
  %120 = add nuw i32 %110, 1
  %121 = icmp eq i32 %110, %89
  br i1 %121, label %103, label %109, !llvm.loop !36

122:                                              ; preds = %127, %103
  %123 = phi float [ %87, %103 ], [ %137, %127 ]
  %124 = icmp sgt i32 %45, 0
  br i1 %124, label %125, label %140

125:                                              ; preds = %122
  %126 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 56), align 4, !tbaa !37
  br label %145

127:                                              ; preds = %106, %127
  %128 = phi i32 [ 1, %106 ], [ %138, %127 ]
  %129 = phi float [ %87, %106 ], [ %137, %127 ]
  %130 = add nsw i32 %128, %8
  %131 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %130, i32 range(i32 -2147483648, 2147483647) %107)
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr %20, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !18
  %135 = fsub contract float %134, %129
  %136 = fmul contract float %108, %135
  %137 = fadd contract float %129, %136
  %138 = add nuw i32 %128, 1
  %139 = icmp eq i32 %128, %89
  br i1 %139, label %122, label %127, !llvm.loop !38

140:                                              ; preds = %145, %122
  %141 = phi float [ %88, %122 ], [ %150, %145 ]
  %142 = icmp sgt i32 %45, 0
  br i1 %142, label %143, label %153

143:                                              ; preds = %140
  %144 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 60), align 4, !tbaa !39
  br label %161

145:                                              ; preds = %125, %145
  %146 = phi i32 [ 0, %125 ], [ %151, %145 ]
  %147 = phi float [ %88, %125 ], [ %150, %145 ]
  %148 = fadd contract float %147, -5.000000e-01
  %149 = fmul contract float %148, %126
  %150 = fadd contract float %149, 5.000000e-01
  %151 = add nuw nsw i32 %146, 1
  %152 = icmp eq i32 %151, %45
  br i1 %152, label %140, label %145, !llvm.loop !40

153:                                              ; preds = %161, %140
  %154 = phi float [ %104, %140 ], [ %173, %161 ]
  %155 = phi float [ %123, %140 ], [ %176, %161 ]
  %156 = phi float [ %141, %140 ], [ %179, %161 ]
  %157 = icmp sgt i32 %45, 0
  br i1 %157, label %158, label %182

158:                                              ; preds = %153
  %159 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 64), align 4, !tbaa !41
  %160 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 68), align 4, !tbaa !42
  br label %188

161:                                              ; preds = %143, %161
  %162 = phi i32 [ 0, %143 ], [ %180, %161 ]
  %163 = phi float [ %141, %143 ], [ %179, %161 ]
  %164 = phi float [ %123, %143 ], [ %176, %161 ]
  %165 = phi float [ %104, %143 ], [ %173, %161 ]
  %166 = fmul contract float %165, 0x3FD322D0E0000000
  %167 = fmul contract float %164, 0x3FE2C8B440000000
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %163, 0x3FBD2F1AA0000000
  %170 = fadd contract float %168, %169
  %171 = fsub contract float %165, %170
  %172 = fmul contract float %171, %144
  %173 = fadd contract float %170, %172
  %174 = fsub contract float %164, %170
  %175 = fmul contract float %174, %144
  %176 = fadd contract float %170, %175
  %177 = fsub contract float %163, %170
  %178 = fmul contract float %177, %144
  %179 = fadd contract float %170, %178
  %180 = add nuw nsw i32 %162, 1
  %181 = icmp eq i32 %180, %45
  br i1 %181, label %153, label %161, !llvm.loop !43

182:                                              ; preds = %188, %153
  %183 = phi float [ %154, %153 ], [ %192, %188 ]
  %184 = icmp sgt i32 %45, 0
  br i1 %184, label %185, label %195

185:                                              ; preds = %182
  %186 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 64), align 4, !tbaa !41
  %187 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 68), align 4, !tbaa !42
  br label %201

188:                                              ; preds = %158, %188
  %189 = phi i32 [ 0, %158 ], [ %193, %188 ]
  %190 = phi float [ %154, %158 ], [ %192, %188 ]
  %191 = tail call noundef float @llvm.maxnum.f32(float %190, float %159)
  %192 = tail call noundef float @llvm.minnum.f32(float %191, float %160)
  %193 = add nuw nsw i32 %189, 1
  %194 = icmp eq i32 %193, %45
  br i1 %194, label %182, label %188, !llvm.loop !44

195:                                              ; preds = %201, %182
  %196 = phi float [ %155, %182 ], [ %205, %201 ]
  %197 = icmp sgt i32 %45, 0
  br i1 %197, label %198, label %208

198:                                              ; preds = %195
  %199 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 64), align 4, !tbaa !41
  %200 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 68), align 4, !tbaa !42
  br label %215

201:                                              ; preds = %185, %201
  %202 = phi i32 [ 0, %185 ], [ %206, %201 ]
  %203 = phi float [ %155, %185 ], [ %205, %201 ]
  %204 = tail call noundef float @llvm.maxnum.f32(float %203, float %186)
  %205 = tail call noundef float @llvm.minnum.f32(float %204, float %187)
  %206 = add nuw nsw i32 %202, 1
  %207 = icmp eq i32 %206, %45
  br i1 %207, label %195, label %201, !llvm.loop !45

208:                                              ; preds = %215, %195
  %209 = phi float [ %156, %195 ], [ %219, %215 ]
  %210 = icmp sgt i32 %45, 0
  br i1 %210, label %211, label %222

211:                                              ; preds = %208
  %212 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 72), align 4, !tbaa !46
  %213 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 76), align 4, !tbaa !47
  %214 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 80), align 4, !tbaa !48
  br label %229

215:                                              ; preds = %198, %215
  %216 = phi i32 [ 0, %198 ], [ %220, %215 ]
  %217 = phi float [ %156, %198 ], [ %219, %215 ]
  %218 = tail call noundef float @llvm.maxnum.f32(float %217, float %199)
  %219 = tail call noundef float @llvm.minnum.f32(float %218, float %200)
  %220 = add nuw nsw i32 %216, 1
  %221 = icmp eq i32 %220, %45
  br i1 %221, label %208, label %215, !llvm.loop !49

222:                                              ; preds = %229, %208
  %223 = phi float [ %183, %208 ], [ %236, %229 ]
  %224 = icmp sgt i32 %45, 0
  br i1 %224, label %225, label %239

225:                                              ; preds = %222
  %226 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 72), align 4, !tbaa !46
  %227 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 76), align 4, !tbaa !47
  %228 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 80), align 4, !tbaa !48
  br label %246

229:                                              ; preds = %211, %229
  %230 = phi i32 [ 0, %211 ], [ %237, %229 ]
  %231 = phi float [ %183, %211 ], [ %236, %229 ]
  %232 = fmul contract float %231, %212
  %233 = fmul contract float %231, %232
  %234 = fmul contract float %231, %213
  %235 = fadd contract float %233, %234
  %236 = fadd contract float %214, %235
  %237 = add nuw nsw i32 %230, 1
  %238 = icmp eq i32 %237, %45
  br i1 %238, label %222, label %229, !llvm.loop !50

239:                                              ; preds = %246, %222
  %240 = phi float [ %196, %222 ], [ %253, %246 ]
  %241 = icmp sgt i32 %45, 0
  br i1 %241, label %242, label %256

242:                                              ; preds = %239
  %243 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 72), align 4, !tbaa !46
  %244 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 76), align 4, !tbaa !47
  %245 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 80), align 4, !tbaa !48
  br label %275

246:                                              ; preds = %225, %246
  %247 = phi i32 [ 0, %225 ], [ %254, %246 ]
  %248 = phi float [ %196, %225 ], [ %253, %246 ]
  %249 = fmul contract float %248, %226
  %250 = fmul contract float %248, %249
  %251 = fmul contract float %248, %227
  %252 = fadd contract float %250, %251
  %253 = fadd contract float %228, %252
  %254 = add nuw nsw i32 %247, 1
  %255 = icmp eq i32 %254, %45
  br i1 %255, label %239, label %246, !llvm.loop !51

256:                                              ; preds = %275, %239
  %257 = phi float [ %209, %239 ], [ %282, %275 ]
  %258 = icmp sgt i32 %45, 0
  br i1 %258, label %259, label %285

259:                                              ; preds = %256
  %260 = uitofp nneg i32 %9 to float
  %261 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 92), align 4, !tbaa !52
  %262 = fsub contract float %260, %261
  %263 = uitofp nneg i32 %12 to float
  %264 = fdiv contract float %262, %263
  %265 = sitofp i32 %8 to float
  %266 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 88), align 4, !tbaa !53
  %267 = fsub contract float %265, %266
  %268 = sitofp i32 %10 to float
  %269 = fdiv contract float %267, %268
  %270 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 84), align 4, !tbaa !54
  %271 = fmul contract float %269, %269
  %272 = fmul contract float %264, %264
  %273 = fadd contract float %271, %272
  %274 = fmul contract float %273, %270
  br label %291

275:                                              ; preds = %242, %275
  %276 = phi i32 [ 0, %242 ], [ %283, %275 ]
  %277 = phi float [ %209, %242 ], [ %282, %275 ]
  %278 = fmul contract float %277, %243
  %279 = fmul contract float %277, %278
  %280 = fmul contract float %277, %244
  %281 = fadd contract float %279, %280
  %282 = fadd contract float %245, %281
  %283 = add nuw nsw i32 %276, 1
  %284 = icmp eq i32 %283, %45
  br i1 %284, label %256, label %275, !llvm.loop !55

285:                                              ; preds = %291, %256
  %286 = phi float [ 1.000000e+00, %256 ], [ %294, %291 ]
  %287 = icmp sgt i32 %21, 0
  br i1 %287, label %288, label %297

288:                                              ; preds = %285
  %289 = add nsw i32 %10, -1
  %290 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 20), align 4, !tbaa !17
  br label %302

291:                                              ; preds = %259, %291
  %292 = phi i32 [ 0, %259 ], [ %295, %291 ]
  %293 = phi float [ 1.000000e+00, %259 ], [ %294, %291 ]
  %294 = fsub contract float %293, %274
  %295 = add nuw nsw i32 %292, 1
  %296 = icmp eq i32 %295, %45
  br i1 %296, label %285, label %291, !llvm.loop !56

297:                                              ; preds = %302, %285
  %298 = phi float [ %223, %285 ], [ %311, %302 ]
  %299 = icmp sgt i32 %21, 0
  br i1 %299, label %300, label %314

300:                                              ; preds = %297
  %301 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 20), align 4, !tbaa !17
  br label %317

302:                                              ; preds = %288, %302
  %303 = phi i32 [ 0, %288 ], [ %312, %302 ]
  %304 = phi float [ %223, %288 ], [ %311, %302 ]
  %305 = add nsw i32 %303, %8
  %306 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %305, i32 range(i32 -2147483648, 2147483647) %289)
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds float, ptr %20, i64 %307
  %309 = load float, ptr %308, align 4, !tbaa !18
  %310 = fmul contract float %309, %290
  %311 = fadd contract float %304, %310
  %312 = add nuw nsw i32 %303, 1
  %313 = icmp eq i32 %312, %21
  br i1 %313, label %297, label %302, !llvm.loop !57

314:                                              ; preds = %317, %297
  %315 = phi float [ %240, %297 ], [ %326, %317 ]
  %316 = icmp sgt i32 %45, 0
  br i1 %316, label %337, label %329

317:                                              ; preds = %300, %317
  %318 = phi i32 [ 0, %300 ], [ %327, %317 ]
  %319 = phi float [ %240, %300 ], [ %326, %317 ]
  %320 = sub nsw i32 %8, %318
  %321 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %320, i32 0)
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr inbounds nuw float, ptr %20, i64 %322
  %324 = load float, ptr %323, align 4, !tbaa !18
  %325 = fmul contract float %324, %301
  %326 = fadd contract float %319, %325
  %327 = add nuw nsw i32 %318, 1
  %328 = icmp eq i32 %327, %21
  br i1 %328, label %314, label %317, !llvm.loop !58

329:                                              ; preds = %337, %314
  %330 = phi float [ %298, %314 ], [ %342, %337 ]
  %331 = phi float [ %315, %314 ], [ %343, %337 ]
  %332 = phi float [ %257, %314 ], [ %344, %337 ]
  %333 = icmp sgt i32 %45, 0
  br i1 %333, label %334, label %347

334:                                              ; preds = %329
  %335 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 16), align 4, !tbaa !16
  %336 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !24
  br label %353

337:                                              ; preds = %314, %337
  %338 = phi i32 [ %345, %337 ], [ 0, %314 ]
  %339 = phi float [ %344, %337 ], [ %257, %314 ]
  %340 = phi float [ %343, %337 ], [ %315, %314 ]
  %341 = phi float [ %342, %337 ], [ %298, %314 ]
  %342 = fmul contract float %286, %341
  %343 = fmul contract float %286, %340
  %344 = fmul contract float %286, %339
  %345 = add nuw nsw i32 %338, 1
  %346 = icmp eq i32 %345, %45
  br i1 %346, label %329, label %337, !llvm.loop !59

347:                                              ; preds = %353, %329
  %348 = phi float [ %330, %329 ], [ %357, %353 ]
  %349 = icmp sgt i32 %45, 0
  br i1 %349, label %350, label %360

350:                                              ; preds = %347
  %351 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 16), align 4, !tbaa !16
  %352 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !24
  br label %366

353:                                              ; preds = %334, %353
  %354 = phi i32 [ 0, %334 ], [ %358, %353 ]
  %355 = phi float [ %330, %334 ], [ %357, %353 ]
  %356 = fmul contract float %355, %335
  %357 = fadd contract float %356, %336
  %358 = add nuw nsw i32 %354, 1
  %359 = icmp eq i32 %358, %45
  br i1 %359, label %347, label %353, !llvm.loop !60

360:                                              ; preds = %366, %347
  %361 = phi float [ %331, %347 ], [ %370, %366 ]
  %362 = icmp sgt i32 %45, 0
  br i1 %362, label %363, label %373

363:                                              ; preds = %360
  %364 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 16), align 4, !tbaa !16
  %365 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !24
  br label %390

366:                                              ; preds = %350, %366
  %367 = phi i32 [ 0, %350 ], [ %371, %366 ]
  %368 = phi float [ %331, %350 ], [ %370, %366 ]
  %369 = fmul contract float %368, %351
  %370 = fadd contract float %369, %352
  %371 = add nuw nsw i32 %367, 1
  %372 = icmp eq i32 %371, %45
  br i1 %372, label %360, label %366, !llvm.loop !61

373:                                              ; preds = %390, %360
  %374 = phi float [ %332, %360 ], [ %394, %390 ]
  %375 = sext i32 %10 to i64
  %376 = mul nsw i64 %375, %16
  %377 = mul nsw i64 %376, 12
  %378 = getelementptr inbounds nuw i8, ptr %1, i64 %377
  %379 = mul nsw i32 %8, 3
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds float, ptr %378, i64 %380
  store float %348, ptr %381, align 4, !tbaa !18
  %382 = getelementptr i8, ptr %381, i64 4
  store float %361, ptr %382, align 4, !tbaa !18
  %383 = getelementptr i8, ptr %381, i64 8
  store float %374, ptr %383, align 4, !tbaa !18
  %384 = fadd contract float %348, %361
  %385 = fadd contract float %384, %374
  %386 = icmp sgt i32 %45, 0
  br i1 %386, label %387, label %397

387:                                              ; preds = %373
  %388 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 32), align 4, !tbaa !26
  %389 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_params to ptr), i64 28), align 4, !tbaa !24
  br label %402

390:                                              ; preds = %363, %390
  %391 = phi i32 [ 0, %363 ], [ %395, %390 ]
  %392 = phi float [ %332, %363 ], [ %394, %390 ]
  %393 = fmul contract float %392, %364
  %394 = fadd contract float %393, %365
  %395 = add nuw nsw i32 %391, 1
  %396 = icmp eq i32 %395, %45
  br i1 %396, label %373, label %390, !llvm.loop !62

397:                                              ; preds = %402, %373
  %398 = phi float [ %385, %373 ], [ %406, %402 ]
  %399 = sext i32 %8 to i64
  %400 = getelementptr float, ptr %2, i64 %376
  %401 = getelementptr float, ptr %400, i64 %399
  store float %398, ptr %401, align 4, !tbaa !18
  br label %409

402:                                              ; preds = %387, %402
  %403 = phi i32 [ 0, %387 ], [ %407, %402 ]
  %404 = phi float [ %385, %387 ], [ %406, %402 ]
  %405 = fmul contract float %404, %388
  %406 = fsub contract float %405, %389
  %407 = add nuw nsw i32 %403, 1
  %408 = icmp eq i32 %407, %45
  br i1 %408, label %397, label %402, !llvm.loop !63

409:                                              ; preds = %3, %397
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

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS14PipelineParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !13, i64 32, !13, i64 36, !13, i64 40, !13, i64 44, !13, i64 48, !13, i64 52, !13, i64 56, !13, i64 60, !13, i64 64, !13, i64 68, !13, i64 72, !13, i64 76, !13, i64 80, !13, i64 84, !13, i64 88, !13, i64 92, !7, i64 96, !7, i64 100}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !7, i64 8}
!15 = !{!12, !7, i64 12}
!16 = !{!12, !13, i64 16}
!17 = !{!12, !13, i64 20}
!18 = !{!13, !13, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!12, !7, i64 96}
!23 = !{!12, !13, i64 24}
!24 = !{!12, !13, i64 28}
!25 = distinct !{!25, !20, !21}
!26 = !{!12, !13, i64 32}
!27 = distinct !{!27, !20, !21}
!28 = !{!12, !13, i64 36}
!29 = !{!12, !13, i64 40}
!30 = !{!12, !13, i64 44}
!31 = distinct !{!31, !20, !21}
!32 = !{!12, !7, i64 100}
!33 = !{!12, !13, i64 48}
!34 = distinct !{!34, !20, !21}
!35 = !{!12, !13, i64 52}
!36 = distinct !{!36, !20, !21}
!37 = !{!12, !13, i64 56}
!38 = distinct !{!38, !20, !21}
!39 = !{!12, !13, i64 60}
!40 = distinct !{!40, !20, !21}
!41 = !{!12, !13, i64 64}
!42 = !{!12, !13, i64 68}
!43 = distinct !{!43, !20, !21}
!44 = distinct !{!44, !20, !21}
!45 = distinct !{!45, !20, !21}
!46 = !{!12, !13, i64 72}
!47 = !{!12, !13, i64 76}
!48 = !{!12, !13, i64 80}
!49 = distinct !{!49, !20, !21}
!50 = distinct !{!50, !20, !21}
!51 = distinct !{!51, !20, !21}
!52 = !{!12, !13, i64 92}
!53 = !{!12, !13, i64 88}
!54 = !{!12, !13, i64 84}
!55 = distinct !{!55, !20, !21}
!56 = distinct !{!56, !20, !21}
!57 = distinct !{!57, !20, !21}
!58 = distinct !{!58, !20, !21}
!59 = distinct !{!59, !20, !21}
!60 = distinct !{!60, !20, !21}
!61 = distinct !{!61, !20, !21}
!62 = distinct !{!62, !20, !21}
!63 = distinct !{!63, !20, !21}
