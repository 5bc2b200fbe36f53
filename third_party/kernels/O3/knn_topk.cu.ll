; ModuleID = 'src/knn_topk.cu'
source_filename = "src/knn_topk.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x %struct.float4], align 16

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @knn_k4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %22

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds %struct.float4, ptr %0, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %19 = load float, ptr %16, align 16, !tbaa !20, !alias.scope !11, !noalias !22
  %20 = load float, ptr %17, align 4, !tbaa !20, !alias.scope !11, !noalias !22
  %21 = load float, ptr %18, align 8, !tbaa !20, !alias.scope !11, !noalias !22
  br label %22

22:                                               ; preds = %14, %7
  %23 = phi float [ %19, %14 ], [ 0.000000e+00, %7 ]
  %24 = phi float [ %20, %14 ], [ 0.000000e+00, %7 ]
  %25 = phi float [ %21, %14 ], [ 0.000000e+00, %7 ]
  %26 = icmp sgt i32 %3, 0
  br i1 %26, label %27, label %34

27:                                               ; preds = %22
  %28 = zext nneg i32 %11 to i64
  %29 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %32 = getelementptr inbounds nuw i8, ptr %29, i64 12
  %33 = icmp eq i32 %4, 0
  br label %43

34:                                               ; preds = %235, %22
  %35 = phi i32 [ -1, %22 ], [ %236, %235 ]
  %36 = phi i32 [ -1, %22 ], [ %237, %235 ]
  %37 = phi i32 [ -1, %22 ], [ %238, %235 ]
  %38 = phi i32 [ -1, %22 ], [ %239, %235 ]
  %39 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %240, %235 ]
  %40 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %241, %235 ]
  %41 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %242, %235 ]
  %42 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %243, %235 ]
  br i1 %13, label %248, label %282

43:                                               ; preds = %235, %27
  %44 = phi i32 [ -1, %27 ], [ %236, %235 ]
  %45 = phi i32 [ -1, %27 ], [ %237, %235 ]
  %46 = phi i32 [ -1, %27 ], [ %238, %235 ]
  %47 = phi i32 [ -1, %27 ], [ %239, %235 ]
  %48 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %240, %235 ]
  %49 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %241, %235 ]
  %50 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %242, %235 ]
  %51 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %243, %235 ]
  %52 = phi i32 [ %3, %27 ], [ %247, %235 ]
  %53 = phi i32 [ 0, %27 ], [ %245, %235 ]
  %54 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %244, %235 ]
  %55 = tail call i32 @llvm.smin.i32(i32 %9, i32 %52)
  %56 = tail call i32 @llvm.smax.i32(i32 %55, i32 1)
  %57 = add i32 %53, %11
  %58 = icmp slt i32 %57, %3
  br i1 %58, label %59, label %69

59:                                               ; preds = %43
  %60 = sext i32 %57 to i64
  %61 = getelementptr inbounds %struct.float4, ptr %1, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %64 = getelementptr inbounds nuw i8, ptr %61, i64 12
  %65 = load float, ptr %61, align 16, !tbaa !20, !alias.scope !14, !noalias !23
  %66 = load float, ptr %62, align 4, !tbaa !20, !alias.scope !14, !noalias !23
  %67 = load float, ptr %63, align 8, !tbaa !20, !alias.scope !14, !noalias !23
  %68 = load float, ptr %64, align 4, !tbaa !20, !alias.scope !14, !noalias !23
  br label %69

69:                                               ; preds = %59, %43
  %70 = phi float [ %65, %59 ], [ 0.000000e+00, %43 ]
  %71 = phi float [ %66, %59 ], [ 0.000000e+00, %43 ]
  %72 = phi float [ %67, %59 ], [ 0.000000e+00, %43 ]
  %73 = phi float [ %68, %59 ], [ 0.000000e+00, %43 ]
  store float %70, ptr %29, align 16, !tbaa !20, !noalias !24
  store float %71, ptr %30, align 4, !tbaa !20, !noalias !24
  store float %72, ptr %31, align 8, !tbaa !20, !noalias !24
  store float %73, ptr %32, align 4, !tbaa !20, !noalias !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !24
  br i1 %13, label %74, label %235

74:                                               ; preds = %69
  %75 = and i32 %56, 1
  %76 = icmp slt i32 %55, 2
  br i1 %76, label %188, label %77

77:                                               ; preds = %74
  %78 = and i32 %56, 2147483646
  br label %79

79:                                               ; preds = %172, %77
  %80 = phi i32 [ %44, %77 ], [ %173, %172 ]
  %81 = phi i32 [ %45, %77 ], [ %174, %172 ]
  %82 = phi i32 [ %46, %77 ], [ %175, %172 ]
  %83 = phi i32 [ %47, %77 ], [ %176, %172 ]
  %84 = phi float [ %48, %77 ], [ %177, %172 ]
  %85 = phi float [ %49, %77 ], [ %178, %172 ]
  %86 = phi float [ %50, %77 ], [ %179, %172 ]
  %87 = phi float [ %51, %77 ], [ %180, %172 ]
  %88 = phi float [ %54, %77 ], [ %181, %172 ]
  %89 = phi i32 [ 0, %77 ], [ %183, %172 ]
  %90 = phi float [ %54, %77 ], [ %182, %172 ]
  %91 = phi i32 [ 0, %77 ], [ %184, %172 ]
  %92 = zext nneg i32 %89 to i64
  %93 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %92
  %94 = load float, ptr %93, align 16, !tbaa !20, !noalias !24
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 4
  %96 = load float, ptr %95, align 4, !tbaa !20, !noalias !24
  %97 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %98 = load float, ptr %97, align 8, !tbaa !20, !noalias !24
  %99 = fsub contract float %94, %23
  %100 = fsub contract float %96, %24
  %101 = fsub contract float %98, %25
  %102 = fmul contract float %101, %101
  %103 = tail call noundef float @llvm.fma.f32(float %100, float %100, float %102)
  %104 = tail call noundef float @llvm.fma.f32(float %99, float %99, float %103)
  %105 = add nsw i32 %89, %53
  %106 = icmp ne i32 %105, %12
  %107 = select i1 %33, i1 true, i1 %106
  %108 = fcmp contract olt float %104, %84
  %109 = select i1 %107, i1 %108, i1 false
  br i1 %109, label %110, label %126

110:                                              ; preds = %79
  %111 = fcmp contract uge float %104, %85
  %112 = select i1 %111, i32 %105, i32 %81
  %113 = select i1 %111, float %104, float %85
  %114 = fcmp contract uge float %104, %86
  %115 = select i1 %111, i32 %81, i32 %105
  %116 = select i1 %114, i32 %115, i32 %82
  %117 = select i1 %111, float %85, float %104
  %118 = select i1 %114, float %117, float %86
  %119 = fcmp contract olt float %104, %87
  %120 = select i1 %114, i32 %82, i32 %105
  %121 = select i1 %119, i32 %83, i32 %120
  %122 = select i1 %114, float %86, float %104
  %123 = select i1 %119, float %87, float %122
  %124 = fcmp contract olt float %104, %90
  br i1 %124, label %125, label %126

125:                                              ; preds = %110
  br label %126

126:                                              ; preds = %125, %110, %79
  %127 = phi i32 [ %112, %125 ], [ %112, %110 ], [ %80, %79 ]
  %128 = phi i32 [ %116, %125 ], [ %116, %110 ], [ %81, %79 ]
  %129 = phi i32 [ %121, %125 ], [ %121, %110 ], [ %82, %79 ]
  %130 = phi i32 [ %105, %125 ], [ %83, %110 ], [ %83, %79 ]
  %131 = phi float [ %113, %125 ], [ %113, %110 ], [ %84, %79 ]
  %132 = phi float [ %118, %125 ], [ %118, %110 ], [ %85, %79 ]
  %133 = phi float [ %123, %125 ], [ %123, %110 ], [ %86, %79 ]
  %134 = phi float [ %104, %125 ], [ %87, %110 ], [ %87, %79 ]
  %135 = phi float [ %104, %125 ], [ %88, %110 ], [ %88, %79 ]
  %136 = phi float [ %104, %125 ], [ %90, %110 ], [ %90, %79 ]
  %137 = or disjoint i32 %89, 1
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %138
  %140 = load float, ptr %139, align 16, !tbaa !20, !noalias !24
  %141 = getelementptr inbounds nuw i8, ptr %139, i64 4
  %142 = load float, ptr %141, align 4, !tbaa !20, !noalias !24
  %143 = getelementptr inbounds nuw i8, ptr %139, i64 8
  %144 = load float, ptr %143, align 8, !tbaa !20, !noalias !24
  %145 = fsub contract float %140, %23
  %146 = fsub contract float %142, %24
  %147 = fsub contract float %144, %25
  %148 = fmul contract float %147, %147
  %149 = tail call noundef float @llvm.fma.f32(float %146, float %146, float %148)
  %150 = tail call noundef float @llvm.fma.f32(float %145, float %145, float %149)
  %151 = add nsw i32 %137, %53
  %152 = icmp ne i32 %151, %12
  %153 = select i1 %33, i1 true, i1 %152
  %154 = fcmp contract olt float %150, %131
  %155 = select i1 %153, i1 %154, i1 false
  br i1 %155, label %156, label %172

156:                                              ; preds = %126
  %157 = fcmp contract uge float %150, %132
  %158 = select i1 %157, i32 %151, i32 %128
  %159 = select i1 %157, float %150, float %132
  %160 = fcmp contract uge float %150, %133
  %161 = select i1 %157, i32 %128, i32 %151
  %162 = select i1 %160, i32 %161, i32 %129
  %163 = select i1 %157, float %132, float %150
  %164 = select i1 %160, float %163, float %133
  %165 = fcmp contract olt float %150, %134
  %166 = select i1 %160, i32 %129, i32 %151
  %167 = select i1 %165, i32 %130, i32 %166
  %168 = select i1 %160, float %133, float %150
  %169 = select i1 %165, float %134, float %168
  %170 = fcmp contract olt float %150, %136
  br i1 %170, label %171, label %172

171:                                              ; preds = %156
  br label %172

172:                                              ; preds = %171, %156, %126
  %173 = phi i32 [ %158, %171 ], [ %158, %156 ], [ %127, %126 ]
  %174 = phi i32 [ %162, %171 ], [ %162, %156 ], [ %128, %126 ]
  %175 = phi i32 [ %167, %171 ], [ %167, %156 ], [ %129, %126 ]
  %176 = phi i32 [ %151, %171 ], [ %130, %156 ], [ %130, %126 ]
  %177 = phi float [ %159, %171 ], [ %159, %156 ], [ %131, %126 ]
  %178 = phi float [ %164, %171 ], [ %164, %156 ], [ %132, %126 ]
  %179 = phi float [ %169, %171 ], [ %169, %156 ], [ %133, %126 ]
  %180 = phi float [ %150, %171 ], [ %134, %156 ], [ %134, %126 ]
  %181 = phi float [ %150, %171 ], [ %135, %156 ], [ %135, %126 ]
  %182 = phi float [ %150, %171 ], [ %136, %156 ], [ %136, %126 ]
  %183 = add nuw nsw i32 %89, 2
  %184 = add i32 %91, 2
  %185 = icmp eq i32 %184, %78
  br i1 %185, label %186, label %79, !llvm.loop !25

186:                                              ; preds = %172
  %187 = icmp eq i32 %75, 0
  br i1 %187, label %235, label %188

188:                                              ; preds = %186, %74
  %189 = phi i32 [ %44, %74 ], [ %173, %186 ]
  %190 = phi i32 [ %45, %74 ], [ %174, %186 ]
  %191 = phi i32 [ %46, %74 ], [ %175, %186 ]
  %192 = phi i32 [ %47, %74 ], [ %176, %186 ]
  %193 = phi float [ %48, %74 ], [ %177, %186 ]
  %194 = phi float [ %49, %74 ], [ %178, %186 ]
  %195 = phi float [ %50, %74 ], [ %179, %186 ]
  %196 = phi float [ %51, %74 ], [ %180, %186 ]
  %197 = phi float [ %54, %74 ], [ %181, %186 ]
  %198 = phi i32 [ 0, %74 ], [ %183, %186 ]
  %199 = phi float [ %54, %74 ], [ %182, %186 ]
  %200 = icmp ne i32 %75, 0
  tail call void @llvm.assume(i1 %200)
  %201 = zext nneg i32 %198 to i64
  %202 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %201
  %203 = load float, ptr %202, align 16, !tbaa !20, !noalias !24
  %204 = getelementptr inbounds nuw i8, ptr %202, i64 4
  %205 = load float, ptr %204, align 4, !tbaa !20, !noalias !24
  %206 = getelementptr inbounds nuw i8, ptr %202, i64 8
  %207 = load float, ptr %206, align 8, !tbaa !20, !noalias !24
  %208 = fsub contract float %203, %23
  %209 = fsub contract float %205, %24
  %210 = fsub contract float %207, %25
  %211 = fmul contract float %210, %210
  %212 = tail call noundef float @llvm.fma.f32(float %209, float %209, float %211)
  %213 = tail call noundef float @llvm.fma.f32(float %208, float %208, float %212)
  %214 = add nsw i32 %198, %53
  %215 = icmp ne i32 %214, %12
  %216 = select i1 %33, i1 true, i1 %215
  %217 = fcmp contract olt float %213, %193
  %218 = select i1 %216, i1 %217, i1 false
  br i1 %218, label %219, label %235

219:                                              ; preds = %188
  %220 = fcmp contract uge float %213, %194
  %221 = select i1 %220, i32 %214, i32 %190
  %222 = select i1 %220, float %213, float %194
  %223 = fcmp contract uge float %213, %195
  %224 = select i1 %220, i32 %190, i32 %214
  %225 = select i1 %223, i32 %224, i32 %191
  %226 = select i1 %220, float %194, float %213
  %227 = select i1 %223, float %226, float %195
  %228 = fcmp contract olt float %213, %196
  %229 = select i1 %223, i32 %191, i32 %214
  %230 = select i1 %228, i32 %192, i32 %229
  %231 = select i1 %223, float %195, float %213
  %232 = select i1 %228, float %196, float %231
  %233 = fcmp contract olt float %213, %199
  br i1 %233, label %234, label %235

234:                                              ; preds = %219
  br label %235

235:                                              ; preds = %186, %234, %219, %188, %69
  %236 = phi i32 [ %44, %69 ], [ %173, %186 ], [ %221, %234 ], [ %221, %219 ], [ %189, %188 ]
  %237 = phi i32 [ %45, %69 ], [ %174, %186 ], [ %225, %234 ], [ %225, %219 ], [ %190, %188 ]
  %238 = phi i32 [ %46, %69 ], [ %175, %186 ], [ %230, %234 ], [ %230, %219 ], [ %191, %188 ]
  %239 = phi i32 [ %47, %69 ], [ %176, %186 ], [ %214, %234 ], [ %192, %219 ], [ %192, %188 ]
  %240 = phi float [ %48, %69 ], [ %177, %186 ], [ %222, %234 ], [ %222, %219 ], [ %193, %188 ]
  %241 = phi float [ %49, %69 ], [ %178, %186 ], [ %227, %234 ], [ %227, %219 ], [ %194, %188 ]
  %242 = phi float [ %50, %69 ], [ %179, %186 ], [ %232, %234 ], [ %232, %219 ], [ %195, %188 ]
  %243 = phi float [ %51, %69 ], [ %180, %186 ], [ %213, %234 ], [ %196, %219 ], [ %196, %188 ]
  %244 = phi float [ %54, %69 ], [ %181, %186 ], [ %213, %234 ], [ %197, %219 ], [ %197, %188 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !24
  %245 = add i32 %53, %9
  %246 = icmp slt i32 %245, %3
  %247 = sub i32 %52, %9
  br i1 %246, label %43, label %34, !llvm.loop !27

248:                                              ; preds = %34
  %249 = sext i32 %12 to i64
  %250 = shl nsw i64 %249, 2
  %251 = getelementptr inbounds nuw i32, ptr %5, i64 %250
  store i32 %38, ptr %251, align 4, !tbaa !6, !alias.scope !16, !noalias !28
  %252 = fcmp contract oeq float %42, 0x47EFFFFFE0000000
  br i1 %252, label %255, label %253

253:                                              ; preds = %248
  %254 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %42) #8
  br label %255

255:                                              ; preds = %253, %248
  %256 = phi contract float [ %254, %253 ], [ -1.000000e+00, %248 ]
  %257 = getelementptr inbounds nuw float, ptr %6, i64 %250
  store float %256, ptr %257, align 4, !tbaa !20, !alias.scope !18, !noalias !29
  %258 = or disjoint i64 %250, 1
  %259 = getelementptr inbounds nuw i32, ptr %5, i64 %258
  store i32 %37, ptr %259, align 4, !tbaa !6, !alias.scope !16, !noalias !28
  %260 = fcmp contract oeq float %41, 0x47EFFFFFE0000000
  br i1 %260, label %263, label %261

261:                                              ; preds = %255
  %262 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %41) #8
  br label %263

263:                                              ; preds = %261, %255
  %264 = phi contract float [ %262, %261 ], [ -1.000000e+00, %255 ]
  %265 = getelementptr inbounds nuw float, ptr %6, i64 %258
  store float %264, ptr %265, align 4, !tbaa !20, !alias.scope !18, !noalias !29
  %266 = or disjoint i64 %250, 2
  %267 = getelementptr inbounds nuw i32, ptr %5, i64 %266
  store i32 %36, ptr %267, align 4, !tbaa !6, !alias.scope !16, !noalias !28
  %268 = fcmp contract oeq float %40, 0x47EFFFFFE0000000
  br i1 %268, label %271, label %269

269:                                              ; preds = %263
  %270 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %40) #8
  br label %271

271:                                              ; preds = %269, %263
  %272 = phi contract float [ %270, %269 ], [ -1.000000e+00, %263 ]
  %273 = getelementptr inbounds nuw float, ptr %6, i64 %266
  store float %272, ptr %273, align 4, !tbaa !20, !alias.scope !18, !noalias !29
  %274 = or disjoint i64 %250, 3
  %275 = getelementptr inbounds nuw i32, ptr %5, i64 %274
  store i32 %35, ptr %275, align 4, !tbaa !6, !alias.scope !16, !noalias !28
  %276 = fcmp contract oeq float %39, 0x47EFFFFFE0000000
  br i1 %276, label %279, label %277

277:                                              ; preds = %271
  %278 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %39) #8
  br label %279

279:                                              ; preds = %277, %271
  %280 = phi contract float [ %278, %277 ], [ -1.000000e+00, %271 ]
  %281 = getelementptr inbounds nuw float, ptr %6, i64 %274
  store float %280, ptr %281, align 4, !tbaa !20, !alias.scope !18, !noalias !29
  br label %282

282:                                              ; preds = %34, %279
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @knn_k8(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %22

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds %struct.float4, ptr %0, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %19 = load float, ptr %16, align 16, !tbaa !20, !alias.scope !30, !noalias !39
  %20 = load float, ptr %17, align 4, !tbaa !20, !alias.scope !30, !noalias !39
  %21 = load float, ptr %18, align 8, !tbaa !20, !alias.scope !30, !noalias !39
  br label %22

22:                                               ; preds = %14, %7
  %23 = phi float [ %19, %14 ], [ 0.000000e+00, %7 ]
  %24 = phi float [ %20, %14 ], [ 0.000000e+00, %7 ]
  %25 = phi float [ %21, %14 ], [ 0.000000e+00, %7 ]
  %26 = icmp sgt i32 %3, 0
  br i1 %26, label %27, label %34

27:                                               ; preds = %22
  %28 = zext nneg i32 %11 to i64
  %29 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %28
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %32 = getelementptr inbounds nuw i8, ptr %29, i64 12
  %33 = icmp eq i32 %4, 0
  br label %51

34:                                               ; preds = %185, %22
  %35 = phi i32 [ -1, %22 ], [ %186, %185 ]
  %36 = phi i32 [ -1, %22 ], [ %187, %185 ]
  %37 = phi i32 [ -1, %22 ], [ %188, %185 ]
  %38 = phi i32 [ -1, %22 ], [ %189, %185 ]
  %39 = phi i32 [ -1, %22 ], [ %190, %185 ]
  %40 = phi i32 [ -1, %22 ], [ %191, %185 ]
  %41 = phi i32 [ -1, %22 ], [ %192, %185 ]
  %42 = phi i32 [ -1, %22 ], [ %193, %185 ]
  %43 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %194, %185 ]
  %44 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %195, %185 ]
  %45 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %196, %185 ]
  %46 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %197, %185 ]
  %47 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %198, %185 ]
  %48 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %199, %185 ]
  %49 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %200, %185 ]
  %50 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %201, %185 ]
  br i1 %13, label %206, label %272

51:                                               ; preds = %185, %27
  %52 = phi i32 [ -1, %27 ], [ %186, %185 ]
  %53 = phi i32 [ -1, %27 ], [ %187, %185 ]
  %54 = phi i32 [ -1, %27 ], [ %188, %185 ]
  %55 = phi i32 [ -1, %27 ], [ %189, %185 ]
  %56 = phi i32 [ -1, %27 ], [ %190, %185 ]
  %57 = phi i32 [ -1, %27 ], [ %191, %185 ]
  %58 = phi i32 [ -1, %27 ], [ %192, %185 ]
  %59 = phi i32 [ -1, %27 ], [ %193, %185 ]
  %60 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %194, %185 ]
  %61 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %195, %185 ]
  %62 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %196, %185 ]
  %63 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %197, %185 ]
  %64 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %198, %185 ]
  %65 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %199, %185 ]
  %66 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %200, %185 ]
  %67 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %201, %185 ]
  %68 = phi i32 [ %3, %27 ], [ %205, %185 ]
  %69 = phi i32 [ 0, %27 ], [ %203, %185 ]
  %70 = phi float [ 0x47EFFFFFE0000000, %27 ], [ %202, %185 ]
  %71 = tail call i32 @llvm.smin.i32(i32 %9, i32 %68)
  %72 = tail call i32 @llvm.smax.i32(i32 %71, i32 1)
  %73 = add i32 %69, %11
  %74 = icmp slt i32 %73, %3
  br i1 %74, label %75, label %85

75:                                               ; preds = %51
  %76 = sext i32 %73 to i64
  %77 = getelementptr inbounds %struct.float4, ptr %1, i64 %76
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 4
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %80 = getelementptr inbounds nuw i8, ptr %77, i64 12
  %81 = load float, ptr %77, align 16, !tbaa !20, !alias.scope !33, !noalias !40
  %82 = load float, ptr %78, align 4, !tbaa !20, !alias.scope !33, !noalias !40
  %83 = load float, ptr %79, align 8, !tbaa !20, !alias.scope !33, !noalias !40
  %84 = load float, ptr %80, align 4, !tbaa !20, !alias.scope !33, !noalias !40
  br label %85

85:                                               ; preds = %75, %51
  %86 = phi float [ %81, %75 ], [ 0.000000e+00, %51 ]
  %87 = phi float [ %82, %75 ], [ 0.000000e+00, %51 ]
  %88 = phi float [ %83, %75 ], [ 0.000000e+00, %51 ]
  %89 = phi float [ %84, %75 ], [ 0.000000e+00, %51 ]
  store float %86, ptr %29, align 16, !tbaa !20, !noalias !41
  store float %87, ptr %30, align 4, !tbaa !20, !noalias !41
  store float %88, ptr %31, align 8, !tbaa !20, !noalias !41
  store float %89, ptr %32, align 4, !tbaa !20, !noalias !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !41
  br i1 %13, label %90, label %185

90:                                               ; preds = %85, %164
  %91 = phi i32 [ %165, %164 ], [ %52, %85 ]
  %92 = phi i32 [ %166, %164 ], [ %53, %85 ]
  %93 = phi i32 [ %167, %164 ], [ %54, %85 ]
  %94 = phi i32 [ %168, %164 ], [ %55, %85 ]
  %95 = phi i32 [ %169, %164 ], [ %56, %85 ]
  %96 = phi i32 [ %170, %164 ], [ %57, %85 ]
  %97 = phi i32 [ %171, %164 ], [ %58, %85 ]
  %98 = phi i32 [ %172, %164 ], [ %59, %85 ]
  %99 = phi float [ %173, %164 ], [ %60, %85 ]
  %100 = phi float [ %174, %164 ], [ %61, %85 ]
  %101 = phi float [ %175, %164 ], [ %62, %85 ]
  %102 = phi float [ %176, %164 ], [ %63, %85 ]
  %103 = phi float [ %177, %164 ], [ %64, %85 ]
  %104 = phi float [ %178, %164 ], [ %65, %85 ]
  %105 = phi float [ %179, %164 ], [ %66, %85 ]
  %106 = phi float [ %180, %164 ], [ %67, %85 ]
  %107 = phi float [ %181, %164 ], [ %70, %85 ]
  %108 = phi i32 [ %183, %164 ], [ 0, %85 ]
  %109 = phi float [ %182, %164 ], [ %70, %85 ]
  %110 = zext nneg i32 %108 to i64
  %111 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %110
  %112 = load float, ptr %111, align 16, !tbaa !20, !noalias !41
  %113 = getelementptr inbounds nuw i8, ptr %111, i64 4
  %114 = load float, ptr %113, align 4, !tbaa !20, !noalias !41
  %115 = getelementptr inbounds nuw i8, ptr %111, i64 8
  %116 = load float, ptr %115, align 8, !tbaa !20, !noalias !41
  %117 = fsub contract float %112, %23
  %118 = fsub contract float %114, %24
  %119 = fsub contract float %116, %25
  %120 = fmul contract float %119, %119
  %121 = tail call noundef float @llvm.fma.f32(float %118, float %118, float %120)
  %122 = tail call noundef float @llvm.fma.f32(float %117, float %117, float %121)
  %123 = add nsw i32 %108, %69
  %124 = icmp ne i32 %123, %12
  %125 = select i1 %33, i1 true, i1 %124
  %126 = fcmp contract olt float %122, %99
  %127 = select i1 %125, i1 %126, i1 false
  br i1 %127, label %128, label %164

128:                                              ; preds = %90
  %129 = fcmp contract uge float %122, %100
  %130 = select i1 %129, i32 %123, i32 %92
  %131 = select i1 %129, float %122, float %100
  %132 = fcmp contract uge float %122, %101
  %133 = select i1 %129, i32 %92, i32 %123
  %134 = select i1 %132, i32 %133, i32 %93
  %135 = select i1 %129, float %100, float %122
  %136 = select i1 %132, float %135, float %101
  %137 = fcmp contract uge float %122, %102
  %138 = select i1 %132, i32 %93, i32 %123
  %139 = select i1 %137, i32 %138, i32 %94
  %140 = select i1 %132, float %101, float %122
  %141 = select i1 %137, float %140, float %102
  %142 = fcmp contract uge float %122, %103
  %143 = select i1 %137, i32 %94, i32 %123
  %144 = select i1 %142, i32 %143, i32 %95
  %145 = select i1 %137, float %102, float %122
  %146 = select i1 %142, float %145, float %103
  %147 = fcmp contract uge float %122, %104
  %148 = select i1 %142, i32 %95, i32 %123
  %149 = select i1 %147, i32 %148, i32 %96
  %150 = select i1 %142, float %103, float %122
  %151 = select i1 %147, float %150, float %104
  %152 = fcmp contract uge float %122, %105
  %153 = select i1 %147, i32 %96, i32 %123
  %154 = select i1 %152, i32 %153, i32 %97
  %155 = select i1 %147, float %104, float %122
  %156 = select i1 %152, float %155, float %105
  %157 = fcmp contract olt float %122, %106
  %158 = select i1 %152, i32 %97, i32 %123
  %159 = select i1 %157, i32 %98, i32 %158
  %160 = select i1 %152, float %105, float %122
  %161 = select i1 %157, float %106, float %160
  %162 = fcmp contract olt float %122, %109
  br i1 %162, label %163, label %164

163:                                              ; preds = %128
  br label %164

164:                                              ; preds = %163, %128, %90
  %165 = phi i32 [ %130, %163 ], [ %130, %128 ], [ %91, %90 ]
  %166 = phi i32 [ %134, %163 ], [ %134, %128 ], [ %92, %90 ]
  %167 = phi i32 [ %139, %163 ], [ %139, %128 ], [ %93, %90 ]
  %168 = phi i32 [ %144, %163 ], [ %144, %128 ], [ %94, %90 ]
  %169 = phi i32 [ %149, %163 ], [ %149, %128 ], [ %95, %90 ]
  %170 = phi i32 [ %154, %163 ], [ %154, %128 ], [ %96, %90 ]
  %171 = phi i32 [ %159, %163 ], [ %159, %128 ], [ %97, %90 ]
  %172 = phi i32 [ %123, %163 ], [ %98, %128 ], [ %98, %90 ]
  %173 = phi float [ %131, %163 ], [ %131, %128 ], [ %99, %90 ]
  %174 = phi float [ %136, %163 ], [ %136, %128 ], [ %100, %90 ]
  %175 = phi float [ %141, %163 ], [ %141, %128 ], [ %101, %90 ]
  %176 = phi float [ %146, %163 ], [ %146, %128 ], [ %102, %90 ]
  %177 = phi float [ %151, %163 ], [ %151, %128 ], [ %103, %90 ]
  %178 = phi float [ %156, %163 ], [ %156, %128 ], [ %104, %90 ]
  %179 = phi float [ %161, %163 ], [ %161, %128 ], [ %105, %90 ]
  %180 = phi float [ %122, %163 ], [ %106, %128 ], [ %106, %90 ]
  %181 = phi float [ %122, %163 ], [ %107, %128 ], [ %107, %90 ]
  %182 = phi float [ %122, %163 ], [ %109, %128 ], [ %109, %90 ]
  %183 = add nuw nsw i32 %108, 1
  %184 = icmp eq i32 %183, %72
  br i1 %184, label %185, label %90, !llvm.loop !42

185:                                              ; preds = %164, %85
  %186 = phi i32 [ %52, %85 ], [ %165, %164 ]
  %187 = phi i32 [ %53, %85 ], [ %166, %164 ]
  %188 = phi i32 [ %54, %85 ], [ %167, %164 ]
  %189 = phi i32 [ %55, %85 ], [ %168, %164 ]
  %190 = phi i32 [ %56, %85 ], [ %169, %164 ]
  %191 = phi i32 [ %57, %85 ], [ %170, %164 ]
  %192 = phi i32 [ %58, %85 ], [ %171, %164 ]
  %193 = phi i32 [ %59, %85 ], [ %172, %164 ]
  %194 = phi float [ %60, %85 ], [ %173, %164 ]
  %195 = phi float [ %61, %85 ], [ %174, %164 ]
  %196 = phi float [ %62, %85 ], [ %175, %164 ]
  %197 = phi float [ %63, %85 ], [ %176, %164 ]
  %198 = phi float [ %64, %85 ], [ %177, %164 ]
  %199 = phi float [ %65, %85 ], [ %178, %164 ]
  %200 = phi float [ %66, %85 ], [ %179, %164 ]
  %201 = phi float [ %67, %85 ], [ %180, %164 ]
  %202 = phi float [ %70, %85 ], [ %181, %164 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !41
  %203 = add i32 %69, %9
  %204 = icmp slt i32 %203, %3
  %205 = sub i32 %68, %9
  br i1 %204, label %51, label %34, !llvm.loop !43

206:                                              ; preds = %34
  %207 = sext i32 %12 to i64
  %208 = shl nsw i64 %207, 3
  %209 = getelementptr inbounds nuw i32, ptr %5, i64 %208
  store i32 %42, ptr %209, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  %210 = fcmp contract oeq float %50, 0x47EFFFFFE0000000
  br i1 %210, label %213, label %211

211:                                              ; preds = %206
  %212 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %50) #8
  br label %213

213:                                              ; preds = %211, %206
  %214 = phi contract float [ %212, %211 ], [ -1.000000e+00, %206 ]
  %215 = getelementptr inbounds nuw float, ptr %6, i64 %208
  store float %214, ptr %215, align 4, !tbaa !20, !alias.scope !37, !noalias !45
  %216 = or disjoint i64 %208, 1
  %217 = getelementptr inbounds nuw i32, ptr %5, i64 %216
  store i32 %41, ptr %217, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  %218 = fcmp contract oeq float %49, 0x47EFFFFFE0000000
  br i1 %218, label %221, label %219

219:                                              ; preds = %213
  %220 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %49) #8
  br label %221

221:                                              ; preds = %219, %213
  %222 = phi contract float [ %220, %219 ], [ -1.000000e+00, %213 ]
  %223 = getelementptr inbounds nuw float, ptr %6, i64 %216
  store float %222, ptr %223, align 4, !tbaa !20, !alias.scope !37, !noalias !45
  %224 = or disjoint i64 %208, 2
  %225 = getelementptr inbounds nuw i32, ptr %5, i64 %224
  store i32 %40, ptr %225, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  %226 = fcmp contract oeq float %48, 0x47EFFFFFE0000000
  br i1 %226, label %229, label %227

227:                                              ; preds = %221
  %228 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %48) #8
  br label %229

229:                                              ; preds = %227, %221
  %230 = phi contract float [ %228, %227 ], [ -1.000000e+00, %221 ]
  %231 = getelementptr inbounds nuw float, ptr %6, i64 %224
  store float %230, ptr %231, align 4, !tbaa !20, !alias.scope !37, !noalias !45
  %232 = or disjoint i64 %208, 3
  %233 = getelementptr inbounds nuw i32, ptr %5, i64 %232
  store i32 %39, ptr %233, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  %234 = fcmp contract oeq float %47, 0x47EFFFFFE0000000
  br i1 %234, label %237, label %235

235:                                              ; preds = %229
  %236 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %47) #8
  br label %237

237:                                              ; preds = %235, %229
  %238 = phi contract float [ %236, %235 ], [ -1.000000e+00, %229 ]
  %239 = getelementptr inbounds nuw float, ptr %6, i64 %232
  store float %238, ptr %239, align 4, !tbaa !20, !alias.scope !37, !noalias !45
  %240 = or disjoint i64 %208, 4
  %241 = getelementptr inbounds nuw i32, ptr %5, i64 %240
  store i32 %38, ptr %241, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  %242 = fcmp contract oeq float %46, 0x47EFFFFFE0000000
  br i1 %242, label %245, label %243

243:                                              ; preds = %237
  %244 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %46) #8
  br label %245

245:                                              ; preds = %243, %237
  %246 = phi contract float [ %244, %243 ], [ -1.000000e+00, %237 ]
  %247 = getelementptr inbounds nuw float, ptr %6, i64 %240
  store float %246, ptr %247, align 4, !tbaa !20, !alias.scope !37, !noalias !45
  %248 = or disjoint i64 %208, 5
  %249 = getelementptr inbounds nuw i32, ptr %5, i64 %248
  store i32 %37, ptr %249, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  %250 = fcmp contract oeq float %45, 0x47EFFFFFE0000000
  br i1 %250, label %253, label %251

251:                                              ; preds = %245
  %252 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %45) #8
  br label %253

253:                                              ; preds = %251, %245
  %254 = phi contract float [ %252, %251 ], [ -1.000000e+00, %245 ]
  %255 = getelementptr inbounds nuw float, ptr %6, i64 %248
  store float %254, ptr %255, align 4, !tbaa !20, !alias.scope !37, !noalias !45
  %256 = or disjoint i64 %208, 6
  %257 = getelementptr inbounds nuw i32, ptr %5, i64 %256
  store i32 %36, ptr %257, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  %258 = fcmp contract oeq float %44, 0x47EFFFFFE0000000
  br i1 %258, label %261, label %259

259:                                              ; preds = %253
  %260 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %44) #8
  br label %261

261:                                              ; preds = %259, %253
  %262 = phi contract float [ %260, %259 ], [ -1.000000e+00, %253 ]
  %263 = getelementptr inbounds nuw float, ptr %6, i64 %256
  store float %262, ptr %263, align 4, !tbaa !20, !alias.scope !37, !noalias !45
  %264 = or disjoint i64 %208, 7
  %265 = getelementptr inbounds nuw i32, ptr %5, i64 %264
  store i32 %35, ptr %265, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  %266 = fcmp contract oeq float %43, 0x47EFFFFFE0000000
  br i1 %266, label %269, label %267

267:                                              ; preds = %261
  %268 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %43) #8
  br label %269

269:                                              ; preds = %267, %261
  %270 = phi contract float [ %268, %267 ], [ -1.000000e+00, %261 ]
  %271 = getelementptr inbounds nuw float, ptr %6, i64 %264
  store float %270, ptr %271, align 4, !tbaa !20, !alias.scope !37, !noalias !45
  br label %272

272:                                              ; preds = %34, %269
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf: argument 0"}
!13 = distinct !{!13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf: argument 2"}
!18 = !{!19}
!19 = distinct !{!19, !13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf: argument 3"}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !8, i64 0}
!22 = !{!15, !17, !19}
!23 = !{!12, !17, !19}
!24 = !{!12, !15, !17, !19}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = distinct !{!27, !26}
!28 = !{!12, !15, !19}
!29 = !{!12, !15, !17}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf: argument 0"}
!32 = distinct !{!32, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf: argument 1"}
!35 = !{!36}
!36 = distinct !{!36, !32, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf: argument 2"}
!37 = !{!38}
!38 = distinct !{!38, !32, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf: argument 3"}
!39 = !{!34, !36, !38}
!40 = !{!31, !36, !38}
!41 = !{!31, !34, !36, !38}
!42 = distinct !{!42, !26}
!43 = distinct !{!43, !26}
!44 = !{!31, !34, !38}
!45 = !{!31, !34, !36}
