; ModuleID = 'src/covariance_ws.cu'
source_filename = "src/covariance_ws.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17cov_accumulate_wsE3buf = internal unnamed_addr addrspace(3) global [2 x [32 x [17 x float]]] undef, align 4
@_ZZ17cov_finalize_corrE6s_mean = internal unnamed_addr addrspace(3) global [16 x float] undef, align 4
@_ZZ17cov_finalize_corrE5s_cov = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @cov_accumulate_ws(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nsw i32 %1, 31
  %8 = sdiv i32 %7, 32
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = icmp ult i32 %9, %8
  br i1 %10, label %11, label %17

11:                                               ; preds = %5
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = xor i32 %9, -1
  %14 = add i32 %8, %13
  %15 = sdiv i32 %14, %12
  %16 = add nsw i32 %15, 1
  br label %17

17:                                               ; preds = %5, %11
  %18 = phi i32 [ %16, %11 ], [ 0, %5 ]
  %19 = icmp samesign ult i32 %6, 32
  br i1 %19, label %20, label %260

20:                                               ; preds = %17
  %21 = addrspacecast ptr %2 to ptr addrspace(1)
  %22 = load float, ptr addrspace(1) %21, align 4, !invariant.load !11
  %23 = tail call noundef float @llvm.nvvm.fabs.f32(float %22)
  %24 = fcmp contract olt float %23, 0x46293E5940000000
  %25 = select contract i1 %24, float %22, float 0.000000e+00
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %27 = addrspacecast ptr %26 to ptr addrspace(1)
  %28 = load float, ptr addrspace(1) %27, align 4, !invariant.load !11
  %29 = tail call noundef float @llvm.nvvm.fabs.f32(float %28)
  %30 = fcmp contract olt float %29, 0x46293E5940000000
  %31 = select contract i1 %30, float %28, float 0.000000e+00
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %33 = addrspacecast ptr %32 to ptr addrspace(1)
  %34 = load float, ptr addrspace(1) %33, align 4, !invariant.load !11
  %35 = tail call noundef float @llvm.nvvm.fabs.f32(float %34)
  %36 = fcmp contract olt float %35, 0x46293E5940000000
  %37 = select contract i1 %36, float %34, float 0.000000e+00
  %38 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %39 = addrspacecast ptr %38 to ptr addrspace(1)
  %40 = load float, ptr addrspace(1) %39, align 4, !invariant.load !11
  %41 = tail call noundef float @llvm.nvvm.fabs.f32(float %40)
  %42 = fcmp contract olt float %41, 0x46293E5940000000
  %43 = select contract i1 %42, float %40, float 0.000000e+00
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  %46 = load float, ptr addrspace(1) %45, align 4, !invariant.load !11
  %47 = tail call noundef float @llvm.nvvm.fabs.f32(float %46)
  %48 = fcmp contract olt float %47, 0x46293E5940000000
  %49 = select contract i1 %48, float %46, float 0.000000e+00
  %50 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %51 = addrspacecast ptr %50 to ptr addrspace(1)
  %52 = load float, ptr addrspace(1) %51, align 4, !invariant.load !11
  %53 = tail call noundef float @llvm.nvvm.fabs.f32(float %52)
  %54 = fcmp contract olt float %53, 0x46293E5940000000
  %55 = select contract i1 %54, float %52, float 0.000000e+00
  %56 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %57 = addrspacecast ptr %56 to ptr addrspace(1)
  %58 = load float, ptr addrspace(1) %57, align 4, !invariant.load !11
  %59 = tail call noundef float @llvm.nvvm.fabs.f32(float %58)
  %60 = fcmp contract olt float %59, 0x46293E5940000000
  %61 = select contract i1 %60, float %58, float 0.000000e+00
  %62 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %63 = addrspacecast ptr %62 to ptr addrspace(1)
  %64 = load float, ptr addrspace(1) %63, align 4, !invariant.load !11
  %65 = tail call noundef float @llvm.nvvm.fabs.f32(float %64)
  %66 = fcmp contract olt float %65, 0x46293E5940000000
  %67 = select contract i1 %66, float %64, float 0.000000e+00
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %69 = addrspacecast ptr %68 to ptr addrspace(1)
  %70 = load float, ptr addrspace(1) %69, align 4, !invariant.load !11
  %71 = tail call noundef float @llvm.nvvm.fabs.f32(float %70)
  %72 = fcmp contract olt float %71, 0x46293E5940000000
  %73 = select contract i1 %72, float %70, float 0.000000e+00
  %74 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %75 = addrspacecast ptr %74 to ptr addrspace(1)
  %76 = load float, ptr addrspace(1) %75, align 4, !invariant.load !11
  %77 = tail call noundef float @llvm.nvvm.fabs.f32(float %76)
  %78 = fcmp contract olt float %77, 0x46293E5940000000
  %79 = select contract i1 %78, float %76, float 0.000000e+00
  %80 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %81 = addrspacecast ptr %80 to ptr addrspace(1)
  %82 = load float, ptr addrspace(1) %81, align 4, !invariant.load !11
  %83 = tail call noundef float @llvm.nvvm.fabs.f32(float %82)
  %84 = fcmp contract olt float %83, 0x46293E5940000000
  %85 = select contract i1 %84, float %82, float 0.000000e+00
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 44
  %87 = addrspacecast ptr %86 to ptr addrspace(1)
  %88 = load float, ptr addrspace(1) %87, align 4, !invariant.load !11
  %89 = tail call noundef float @llvm.nvvm.fabs.f32(float %88)
  %90 = fcmp contract olt float %89, 0x46293E5940000000
  %91 = select contract i1 %90, float %88, float 0.000000e+00
  %92 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %93 = addrspacecast ptr %92 to ptr addrspace(1)
  %94 = load float, ptr addrspace(1) %93, align 4, !invariant.load !11
  %95 = tail call noundef float @llvm.nvvm.fabs.f32(float %94)
  %96 = fcmp contract olt float %95, 0x46293E5940000000
  %97 = select contract i1 %96, float %94, float 0.000000e+00
  %98 = getelementptr inbounds nuw i8, ptr %2, i64 52
  %99 = addrspacecast ptr %98 to ptr addrspace(1)
  %100 = load float, ptr addrspace(1) %99, align 4, !invariant.load !11
  %101 = tail call noundef float @llvm.nvvm.fabs.f32(float %100)
  %102 = fcmp contract olt float %101, 0x46293E5940000000
  %103 = select contract i1 %102, float %100, float 0.000000e+00
  %104 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %105 = addrspacecast ptr %104 to ptr addrspace(1)
  %106 = load float, ptr addrspace(1) %105, align 4, !invariant.load !11
  %107 = tail call noundef float @llvm.nvvm.fabs.f32(float %106)
  %108 = fcmp contract olt float %107, 0x46293E5940000000
  %109 = select contract i1 %108, float %106, float 0.000000e+00
  %110 = getelementptr inbounds nuw i8, ptr %2, i64 60
  %111 = addrspacecast ptr %110 to ptr addrspace(1)
  %112 = load float, ptr addrspace(1) %111, align 4, !invariant.load !11
  %113 = tail call noundef float @llvm.nvvm.fabs.f32(float %112)
  %114 = fcmp contract olt float %113, 0x46293E5940000000
  %115 = select contract i1 %114, float %112, float 0.000000e+00
  %116 = icmp sgt i32 %18, 0
  br i1 %116, label %117, label %451

117:                                              ; preds = %20
  %118 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %119 = zext nneg i32 %6 to i64
  %120 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_accumulate_wsE3buf to ptr), i64 %119
  br label %121

121:                                              ; preds = %117, %256
  %122 = phi i32 [ 0, %117 ], [ %258, %256 ]
  %123 = and i32 %122, 1
  %124 = mul i32 %122, %118
  %125 = add i32 %124, %9
  %126 = icmp samesign ugt i32 %122, 1
  br i1 %126, label %127, label %129

127:                                              ; preds = %121
  %128 = add nuw nsw i32 %123, 3
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 %128, i32 160) #8, !srcloc !12
  br label %129

129:                                              ; preds = %127, %121
  %130 = shl nsw i32 %125, 5
  %131 = or disjoint i32 %130, %6
  %132 = icmp slt i32 %131, %1
  br i1 %132, label %136, label %133

133:                                              ; preds = %129
  %134 = zext nneg i32 %123 to i64
  %135 = getelementptr inbounds nuw [32 x [17 x float]], ptr %120, i64 %134
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %135, i8 0, i64 64, i1 false)
  br label %256

136:                                              ; preds = %129
  %137 = sext i32 %131 to i64
  %138 = shl nsw i64 %137, 6
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 %138
  %140 = zext nneg i32 %123 to i64
  %141 = getelementptr inbounds nuw [32 x [17 x float]], ptr %120, i64 %140
  %142 = addrspacecast ptr %139 to ptr addrspace(1)
  %143 = load float, ptr addrspace(1) %142, align 16
  %144 = getelementptr inbounds nuw i8, ptr addrspace(1) %142, i64 4
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = getelementptr inbounds nuw i8, ptr addrspace(1) %142, i64 8
  %147 = load float, ptr addrspace(1) %146, align 8
  %148 = getelementptr inbounds nuw i8, ptr addrspace(1) %142, i64 12
  %149 = load float, ptr addrspace(1) %148, align 4
  %150 = fsub contract float %143, %25
  %151 = tail call noundef float @llvm.nvvm.fabs.f32(float %150)
  %152 = fcmp contract olt float %151, 0x43ABC16D60000000
  %153 = select contract i1 %152, float %150, float 0.000000e+00
  store float %153, ptr %141, align 4, !tbaa !13
  %154 = fsub contract float %145, %31
  %155 = tail call noundef float @llvm.nvvm.fabs.f32(float %154)
  %156 = fcmp contract olt float %155, 0x43ABC16D60000000
  %157 = select contract i1 %156, float %154, float 0.000000e+00
  %158 = getelementptr inbounds nuw i8, ptr %141, i64 4
  store float %157, ptr %158, align 4, !tbaa !13
  %159 = fsub contract float %147, %37
  %160 = tail call noundef float @llvm.nvvm.fabs.f32(float %159)
  %161 = fcmp contract olt float %160, 0x43ABC16D60000000
  %162 = select contract i1 %161, float %159, float 0.000000e+00
  %163 = getelementptr inbounds nuw i8, ptr %141, i64 8
  store float %162, ptr %163, align 4, !tbaa !13
  %164 = fsub contract float %149, %43
  %165 = tail call noundef float @llvm.nvvm.fabs.f32(float %164)
  %166 = fcmp contract olt float %165, 0x43ABC16D60000000
  %167 = select contract i1 %166, float %164, float 0.000000e+00
  %168 = getelementptr inbounds nuw i8, ptr %141, i64 12
  store float %167, ptr %168, align 4, !tbaa !13
  %169 = getelementptr inbounds nuw i8, ptr %139, i64 16
  %170 = addrspacecast ptr %169 to ptr addrspace(1)
  %171 = load float, ptr addrspace(1) %170, align 16
  %172 = getelementptr inbounds nuw i8, ptr addrspace(1) %170, i64 4
  %173 = load float, ptr addrspace(1) %172, align 4
  %174 = getelementptr inbounds nuw i8, ptr addrspace(1) %170, i64 8
  %175 = load float, ptr addrspace(1) %174, align 8
  %176 = getelementptr inbounds nuw i8, ptr addrspace(1) %170, i64 12
  %177 = load float, ptr addrspace(1) %176, align 4
  %178 = fsub contract float %171, %49
  %179 = tail call noundef float @llvm.nvvm.fabs.f32(float %178)
  %180 = fcmp contract olt float %179, 0x43ABC16D60000000
  %181 = select contract i1 %180, float %178, float 0.000000e+00
  %182 = getelementptr inbounds nuw i8, ptr %141, i64 16
  store float %181, ptr %182, align 4, !tbaa !13
  %183 = fsub contract float %173, %55
  %184 = tail call noundef float @llvm.nvvm.fabs.f32(float %183)
  %185 = fcmp contract olt float %184, 0x43ABC16D60000000
  %186 = select contract i1 %185, float %183, float 0.000000e+00
  %187 = getelementptr inbounds nuw i8, ptr %141, i64 20
  store float %186, ptr %187, align 4, !tbaa !13
  %188 = fsub contract float %175, %61
  %189 = tail call noundef float @llvm.nvvm.fabs.f32(float %188)
  %190 = fcmp contract olt float %189, 0x43ABC16D60000000
  %191 = select contract i1 %190, float %188, float 0.000000e+00
  %192 = getelementptr inbounds nuw i8, ptr %141, i64 24
  store float %191, ptr %192, align 4, !tbaa !13
  %193 = fsub contract float %177, %67
  %194 = tail call noundef float @llvm.nvvm.fabs.f32(float %193)
  %195 = fcmp contract olt float %194, 0x43ABC16D60000000
  %196 = select contract i1 %195, float %193, float 0.000000e+00
  %197 = getelementptr inbounds nuw i8, ptr %141, i64 28
  store float %196, ptr %197, align 4, !tbaa !13
  %198 = getelementptr inbounds nuw i8, ptr %139, i64 32
  %199 = addrspacecast ptr %198 to ptr addrspace(1)
  %200 = load float, ptr addrspace(1) %199, align 16
  %201 = getelementptr inbounds nuw i8, ptr addrspace(1) %199, i64 4
  %202 = load float, ptr addrspace(1) %201, align 4
  %203 = getelementptr inbounds nuw i8, ptr addrspace(1) %199, i64 8
  %204 = load float, ptr addrspace(1) %203, align 8
  %205 = getelementptr inbounds nuw i8, ptr addrspace(1) %199, i64 12
  %206 = load float, ptr addrspace(1) %205, align 4
  %207 = fsub contract float %200, %73
  %208 = tail call noundef float @llvm.nvvm.fabs.f32(float %207)
  %209 = fcmp contract olt float %208, 0x43ABC16D60000000
  %210 = select contract i1 %209, float %207, float 0.000000e+00
  %211 = getelementptr inbounds nuw i8, ptr %141, i64 32
  store float %210, ptr %211, align 4, !tbaa !13
  %212 = fsub contract float %202, %79
  %213 = tail call noundef float @llvm.nvvm.fabs.f32(float %212)
  %214 = fcmp contract olt float %213, 0x43ABC16D60000000
  %215 = select contract i1 %214, float %212, float 0.000000e+00
  %216 = getelementptr inbounds nuw i8, ptr %141, i64 36
  store float %215, ptr %216, align 4, !tbaa !13
  %217 = fsub contract float %204, %85
  %218 = tail call noundef float @llvm.nvvm.fabs.f32(float %217)
  %219 = fcmp contract olt float %218, 0x43ABC16D60000000
  %220 = select contract i1 %219, float %217, float 0.000000e+00
  %221 = getelementptr inbounds nuw i8, ptr %141, i64 40
  store float %220, ptr %221, align 4, !tbaa !13
  %222 = fsub contract float %206, %91
  %223 = tail call noundef float @llvm.nvvm.fabs.f32(float %222)
  %224 = fcmp contract olt float %223, 0x43ABC16D60000000
  %225 = select contract i1 %224, float %222, float 0.000000e+00
  %226 = getelementptr inbounds nuw i8, ptr %141, i64 44
  store float %225, ptr %226, align 4, !tbaa !13
  %227 = getelementptr inbounds nuw i8, ptr %139, i64 48
  %228 = addrspacecast ptr %227 to ptr addrspace(1)
  %229 = load float, ptr addrspace(1) %228, align 16
  %230 = getelementptr inbounds nuw i8, ptr addrspace(1) %228, i64 4
  %231 = load float, ptr addrspace(1) %230, align 4
  %232 = getelementptr inbounds nuw i8, ptr addrspace(1) %228, i64 8
  %233 = load float, ptr addrspace(1) %232, align 8
  %234 = getelementptr inbounds nuw i8, ptr addrspace(1) %228, i64 12
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = fsub contract float %229, %97
  %237 = tail call noundef float @llvm.nvvm.fabs.f32(float %236)
  %238 = fcmp contract olt float %237, 0x43ABC16D60000000
  %239 = select contract i1 %238, float %236, float 0.000000e+00
  %240 = getelementptr inbounds nuw i8, ptr %141, i64 48
  store float %239, ptr %240, align 4, !tbaa !13
  %241 = fsub contract float %231, %103
  %242 = tail call noundef float @llvm.nvvm.fabs.f32(float %241)
  %243 = fcmp contract olt float %242, 0x43ABC16D60000000
  %244 = select contract i1 %243, float %241, float 0.000000e+00
  %245 = getelementptr inbounds nuw i8, ptr %141, i64 52
  store float %244, ptr %245, align 4, !tbaa !13
  %246 = fsub contract float %233, %109
  %247 = tail call noundef float @llvm.nvvm.fabs.f32(float %246)
  %248 = fcmp contract olt float %247, 0x43ABC16D60000000
  %249 = select contract i1 %248, float %246, float 0.000000e+00
  %250 = getelementptr inbounds nuw i8, ptr %141, i64 56
  store float %249, ptr %250, align 4, !tbaa !13
  %251 = fsub contract float %235, %115
  %252 = tail call noundef float @llvm.nvvm.fabs.f32(float %251)
  %253 = fcmp contract olt float %252, 0x43ABC16D60000000
  %254 = select contract i1 %253, float %251, float 0.000000e+00
  %255 = getelementptr inbounds nuw i8, ptr %141, i64 60
  store float %254, ptr %255, align 4, !tbaa !13
  br label %256

256:                                              ; preds = %133, %136
  %257 = add nuw nsw i32 %123, 1
  tail call void asm sideeffect "bar.arrive $0, $1;", "r,r,~{memory}"(i32 %257, i32 160) #8, !srcloc !15
  %258 = add nuw nsw i32 %122, 1
  %259 = icmp eq i32 %258, %18
  br i1 %259, label %451, label %121, !llvm.loop !16

260:                                              ; preds = %17
  %261 = add nsw i32 %6, -32
  %262 = add nuw nsw i32 %6, 96
  %263 = icmp sgt i32 %18, 0
  br i1 %263, label %266, label %264

264:                                              ; preds = %260
  %265 = zext nneg i32 %261 to i64
  br label %275

266:                                              ; preds = %260
  %267 = lshr i32 %262, 4
  %268 = and i32 %6, 15
  %269 = lshr i32 %261, 4
  %270 = zext nneg i32 %269 to i64
  %271 = zext nneg i32 %268 to i64
  %272 = zext nneg i32 %267 to i64
  %273 = icmp samesign ult i32 %6, 48
  %274 = zext nneg i32 %261 to i64
  br label %287

275:                                              ; preds = %443, %264
  %276 = phi i64 [ %265, %264 ], [ %274, %443 ]
  %277 = phi float [ 0.000000e+00, %264 ], [ %429, %443 ]
  %278 = phi float [ 0.000000e+00, %264 ], [ %432, %443 ]
  %279 = phi float [ 0.000000e+00, %264 ], [ %438, %443 ]
  %280 = zext nneg i32 %9 to i64
  %281 = shl nuw nsw i64 %280, 10
  %282 = getelementptr inbounds nuw i8, ptr %3, i64 %281
  %283 = getelementptr inbounds nuw float, ptr %282, i64 %276
  store float %277, ptr %283, align 4, !tbaa !13
  %284 = zext nneg i32 %262 to i64
  %285 = getelementptr inbounds nuw float, ptr %282, i64 %284
  store float %278, ptr %285, align 4, !tbaa !13
  %286 = icmp samesign ult i32 %6, 48
  br i1 %286, label %446, label %451

287:                                              ; preds = %266, %443
  %288 = phi i32 [ 0, %266 ], [ %444, %443 ]
  %289 = phi float [ 0.000000e+00, %266 ], [ %438, %443 ]
  %290 = phi float [ 0.000000e+00, %266 ], [ %432, %443 ]
  %291 = phi float [ 0.000000e+00, %266 ], [ %429, %443 ]
  %292 = and i32 %288, 1
  %293 = add nuw nsw i32 %292, 1
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 %293, i32 160) #8, !srcloc !12
  %294 = zext nneg i32 %292 to i64
  %295 = getelementptr inbounds nuw [32 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_accumulate_wsE3buf to ptr), i64 %294
  br label %299

296:                                              ; preds = %437
  %297 = add nuw nsw i32 %288, 2
  %298 = icmp slt i32 %297, %18
  br i1 %298, label %441, label %443

299:                                              ; preds = %437, %287
  %300 = phi i32 [ 0, %287 ], [ %439, %437 ]
  %301 = phi float [ %289, %287 ], [ %438, %437 ]
  %302 = phi float [ %290, %287 ], [ %432, %437 ]
  %303 = phi float [ %291, %287 ], [ %429, %437 ]
  %304 = zext nneg i32 %300 to i64
  %305 = getelementptr inbounds nuw [17 x float], ptr %295, i64 %304
  %306 = getelementptr inbounds nuw float, ptr %305, i64 %270
  %307 = load float, ptr %306, align 4, !tbaa !13
  %308 = getelementptr inbounds nuw float, ptr %305, i64 %271
  %309 = load float, ptr %308, align 4, !tbaa !13
  %310 = tail call noundef float @llvm.fma.f32(float %307, float %309, float %303)
  %311 = getelementptr inbounds nuw float, ptr %305, i64 %272
  %312 = load float, ptr %311, align 4, !tbaa !13
  %313 = tail call noundef float @llvm.fma.f32(float %312, float %309, float %302)
  br i1 %273, label %314, label %318

314:                                              ; preds = %299
  %315 = getelementptr inbounds nuw float, ptr %305, i64 %274
  %316 = load float, ptr %315, align 4, !tbaa !13
  %317 = fadd contract float %301, %316
  br label %318

318:                                              ; preds = %299, %314
  %319 = phi float [ %317, %314 ], [ %301, %299 ]
  %320 = zext nneg i32 %300 to i64
  %321 = getelementptr inbounds nuw [17 x float], ptr %295, i64 %320
  %322 = getelementptr inbounds nuw i8, ptr %321, i64 68
  %323 = getelementptr inbounds nuw float, ptr %322, i64 %270
  %324 = load float, ptr %323, align 4, !tbaa !13
  %325 = getelementptr inbounds nuw float, ptr %322, i64 %271
  %326 = load float, ptr %325, align 4, !tbaa !13
  %327 = tail call noundef float @llvm.fma.f32(float %324, float %326, float %310)
  %328 = getelementptr inbounds nuw float, ptr %322, i64 %272
  %329 = load float, ptr %328, align 4, !tbaa !13
  %330 = tail call noundef float @llvm.fma.f32(float %329, float %326, float %313)
  br i1 %273, label %331, label %335

331:                                              ; preds = %318
  %332 = getelementptr inbounds nuw float, ptr %322, i64 %274
  %333 = load float, ptr %332, align 4, !tbaa !13
  %334 = fadd contract float %319, %333
  br label %335

335:                                              ; preds = %331, %318
  %336 = phi float [ %334, %331 ], [ %319, %318 ]
  %337 = zext nneg i32 %300 to i64
  %338 = getelementptr inbounds nuw [17 x float], ptr %295, i64 %337
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 136
  %340 = getelementptr inbounds nuw float, ptr %339, i64 %270
  %341 = load float, ptr %340, align 4, !tbaa !13
  %342 = getelementptr inbounds nuw float, ptr %339, i64 %271
  %343 = load float, ptr %342, align 4, !tbaa !13
  %344 = tail call noundef float @llvm.fma.f32(float %341, float %343, float %327)
  %345 = getelementptr inbounds nuw float, ptr %339, i64 %272
  %346 = load float, ptr %345, align 4, !tbaa !13
  %347 = tail call noundef float @llvm.fma.f32(float %346, float %343, float %330)
  br i1 %273, label %348, label %352

348:                                              ; preds = %335
  %349 = getelementptr inbounds nuw float, ptr %339, i64 %274
  %350 = load float, ptr %349, align 4, !tbaa !13
  %351 = fadd contract float %336, %350
  br label %352

352:                                              ; preds = %348, %335
  %353 = phi float [ %351, %348 ], [ %336, %335 ]
  %354 = zext nneg i32 %300 to i64
  %355 = getelementptr inbounds nuw [17 x float], ptr %295, i64 %354
  %356 = getelementptr inbounds nuw i8, ptr %355, i64 204
  %357 = getelementptr inbounds nuw float, ptr %356, i64 %270
  %358 = load float, ptr %357, align 4, !tbaa !13
  %359 = getelementptr inbounds nuw float, ptr %356, i64 %271
  %360 = load float, ptr %359, align 4, !tbaa !13
  %361 = tail call noundef float @llvm.fma.f32(float %358, float %360, float %344)
  %362 = getelementptr inbounds nuw float, ptr %356, i64 %272
  %363 = load float, ptr %362, align 4, !tbaa !13
  %364 = tail call noundef float @llvm.fma.f32(float %363, float %360, float %347)
  br i1 %273, label %365, label %369

365:                                              ; preds = %352
  %366 = getelementptr inbounds nuw float, ptr %356, i64 %274
  %367 = load float, ptr %366, align 4, !tbaa !13
  %368 = fadd contract float %353, %367
  br label %369

369:                                              ; preds = %365, %352
  %370 = phi float [ %368, %365 ], [ %353, %352 ]
  %371 = zext nneg i32 %300 to i64
  %372 = getelementptr inbounds nuw [17 x float], ptr %295, i64 %371
  %373 = getelementptr inbounds nuw i8, ptr %372, i64 272
  %374 = getelementptr inbounds nuw float, ptr %373, i64 %270
  %375 = load float, ptr %374, align 4, !tbaa !13
  %376 = getelementptr inbounds nuw float, ptr %373, i64 %271
  %377 = load float, ptr %376, align 4, !tbaa !13
  %378 = tail call noundef float @llvm.fma.f32(float %375, float %377, float %361)
  %379 = getelementptr inbounds nuw float, ptr %373, i64 %272
  %380 = load float, ptr %379, align 4, !tbaa !13
  %381 = tail call noundef float @llvm.fma.f32(float %380, float %377, float %364)
  br i1 %273, label %382, label %386

382:                                              ; preds = %369
  %383 = getelementptr inbounds nuw float, ptr %373, i64 %274
  %384 = load float, ptr %383, align 4, !tbaa !13
  %385 = fadd contract float %370, %384
  br label %386

386:                                              ; preds = %382, %369
  %387 = phi float [ %385, %382 ], [ %370, %369 ]
  %388 = zext nneg i32 %300 to i64
  %389 = getelementptr inbounds nuw [17 x float], ptr %295, i64 %388
  %390 = getelementptr inbounds nuw i8, ptr %389, i64 340
  %391 = getelementptr inbounds nuw float, ptr %390, i64 %270
  %392 = load float, ptr %391, align 4, !tbaa !13
  %393 = getelementptr inbounds nuw float, ptr %390, i64 %271
  %394 = load float, ptr %393, align 4, !tbaa !13
  %395 = tail call noundef float @llvm.fma.f32(float %392, float %394, float %378)
  %396 = getelementptr inbounds nuw float, ptr %390, i64 %272
  %397 = load float, ptr %396, align 4, !tbaa !13
  %398 = tail call noundef float @llvm.fma.f32(float %397, float %394, float %381)
  br i1 %273, label %399, label %403

399:                                              ; preds = %386
  %400 = getelementptr inbounds nuw float, ptr %390, i64 %274
  %401 = load float, ptr %400, align 4, !tbaa !13
  %402 = fadd contract float %387, %401
  br label %403

403:                                              ; preds = %399, %386
  %404 = phi float [ %402, %399 ], [ %387, %386 ]
  %405 = zext nneg i32 %300 to i64
  %406 = getelementptr inbounds nuw [17 x float], ptr %295, i64 %405
  %407 = getelementptr inbounds nuw i8, ptr %406, i64 408
  %408 = getelementptr inbounds nuw float, ptr %407, i64 %270
  %409 = load float, ptr %408, align 4, !tbaa !13
  %410 = getelementptr inbounds nuw float, ptr %407, i64 %271
  %411 = load float, ptr %410, align 4, !tbaa !13
  %412 = tail call noundef float @llvm.fma.f32(float %409, float %411, float %395)
  %413 = getelementptr inbounds nuw float, ptr %407, i64 %272
  %414 = load float, ptr %413, align 4, !tbaa !13
  %415 = tail call noundef float @llvm.fma.f32(float %414, float %411, float %398)
  br i1 %273, label %416, label %420

416:                                              ; preds = %403
  %417 = getelementptr inbounds nuw float, ptr %407, i64 %274
  %418 = load float, ptr %417, align 4, !tbaa !13
  %419 = fadd contract float %404, %418
  br label %420

420:                                              ; preds = %416, %403
  %421 = phi float [ %419, %416 ], [ %404, %403 ]
  %422 = zext nneg i32 %300 to i64
  %423 = getelementptr inbounds nuw [17 x float], ptr %295, i64 %422
  %424 = getelementptr inbounds nuw i8, ptr %423, i64 476
  %425 = getelementptr inbounds nuw float, ptr %424, i64 %270
  %426 = load float, ptr %425, align 4, !tbaa !13
  %427 = getelementptr inbounds nuw float, ptr %424, i64 %271
  %428 = load float, ptr %427, align 4, !tbaa !13
  %429 = tail call noundef float @llvm.fma.f32(float %426, float %428, float %412)
  %430 = getelementptr inbounds nuw float, ptr %424, i64 %272
  %431 = load float, ptr %430, align 4, !tbaa !13
  %432 = tail call noundef float @llvm.fma.f32(float %431, float %428, float %415)
  br i1 %273, label %433, label %437

433:                                              ; preds = %420
  %434 = getelementptr inbounds nuw float, ptr %424, i64 %274
  %435 = load float, ptr %434, align 4, !tbaa !13
  %436 = fadd contract float %421, %435
  br label %437

437:                                              ; preds = %433, %420
  %438 = phi float [ %436, %433 ], [ %421, %420 ]
  %439 = add nuw nsw i32 %300, 8
  %440 = icmp eq i32 %439, 32
  br i1 %440, label %296, label %299, !llvm.loop !18

441:                                              ; preds = %296
  %442 = add nuw nsw i32 %292, 3
  tail call void asm sideeffect "bar.arrive $0, $1;", "r,r,~{memory}"(i32 %442, i32 160) #8, !srcloc !15
  br label %443

443:                                              ; preds = %441, %296
  %444 = add nuw nsw i32 %288, 1
  %445 = icmp eq i32 %444, %18
  br i1 %445, label %275, label %287, !llvm.loop !20

446:                                              ; preds = %275
  %447 = shl i32 %9, 4
  %448 = add i32 %447, %261
  %449 = zext i32 %448 to i64
  %450 = getelementptr inbounds nuw float, ptr %4, i64 %449
  store float %279, ptr %450, align 4, !tbaa !13
  br label %451

451:                                              ; preds = %256, %20, %275, %446
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @cov_finalize_corr(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 4
  %9 = and i32 %7, 15
  %10 = icmp sgt i32 %3, 1
  %11 = uitofp nneg i32 %3 to float
  %12 = select contract i1 %10, float %11, float 2.000000e+00
  %13 = tail call i32 @llvm.smax.i32(i32 %2, i32 0)
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 1024)
  %15 = icmp samesign ult i32 %7, 16
  br i1 %15, label %16, label %109

16:                                               ; preds = %6
  %17 = icmp slt i32 %2, 1
  br i1 %17, label %42, label %18

18:                                               ; preds = %16
  %19 = and i32 %14, 7
  %20 = icmp slt i32 %2, 8
  br i1 %20, label %25, label %21

21:                                               ; preds = %18
  %22 = and i32 %14, 2040
  br label %47

23:                                               ; preds = %47
  %24 = icmp eq i32 %19, 0
  br i1 %24, label %42, label %25

25:                                               ; preds = %23, %18
  %26 = phi float [ 0.000000e+00, %18 ], [ %105, %23 ]
  %27 = phi i32 [ 0, %18 ], [ %106, %23 ]
  %28 = icmp ne i32 %19, 0
  tail call void @llvm.assume(i1 %28)
  br label %29

29:                                               ; preds = %29, %25
  %30 = phi float [ %38, %29 ], [ %26, %25 ]
  %31 = phi i32 [ %39, %29 ], [ %27, %25 ]
  %32 = phi i32 [ %40, %29 ], [ 0, %25 ]
  %33 = shl nsw i32 %31, 4
  %34 = or disjoint i32 %33, %7
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !13
  %38 = fadd contract float %30, %37
  %39 = add nuw nsw i32 %31, 1
  %40 = add i32 %32, 1
  %41 = icmp eq i32 %40, %19
  br i1 %41, label %42, label %29, !llvm.loop !21

42:                                               ; preds = %23, %29, %16
  %43 = phi float [ 0.000000e+00, %16 ], [ %105, %23 ], [ %38, %29 ]
  %44 = fdiv contract float %43, %12
  %45 = zext nneg i32 %7 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE6s_mean to ptr), i64 %45
  store float %44, ptr %46, align 4, !tbaa !13
  br label %109

47:                                               ; preds = %47, %21
  %48 = phi float [ 0.000000e+00, %21 ], [ %105, %47 ]
  %49 = phi i32 [ 0, %21 ], [ %106, %47 ]
  %50 = phi i32 [ 0, %21 ], [ %107, %47 ]
  %51 = shl nsw i32 %49, 4
  %52 = or disjoint i32 %51, %7
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !13
  %56 = fadd contract float %48, %55
  %57 = shl i32 %49, 4
  %58 = or disjoint i32 %57, %7
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds nuw float, ptr %1, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 64
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = fadd contract float %56, %62
  %64 = shl i32 %49, 4
  %65 = or disjoint i32 %64, %7
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr %1, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 128
  %69 = load float, ptr %68, align 4, !tbaa !13
  %70 = fadd contract float %63, %69
  %71 = shl i32 %49, 4
  %72 = or disjoint i32 %71, %7
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr %1, i64 %73
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 192
  %76 = load float, ptr %75, align 4, !tbaa !13
  %77 = fadd contract float %70, %76
  %78 = shl i32 %49, 4
  %79 = or disjoint i32 %78, %7
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds nuw float, ptr %1, i64 %80
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 256
  %83 = load float, ptr %82, align 4, !tbaa !13
  %84 = fadd contract float %77, %83
  %85 = shl i32 %49, 4
  %86 = or disjoint i32 %85, %7
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr %1, i64 %87
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 320
  %90 = load float, ptr %89, align 4, !tbaa !13
  %91 = fadd contract float %84, %90
  %92 = shl i32 %49, 4
  %93 = or disjoint i32 %92, %7
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds nuw float, ptr %1, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 384
  %97 = load float, ptr %96, align 4, !tbaa !13
  %98 = fadd contract float %91, %97
  %99 = shl i32 %49, 4
  %100 = or disjoint i32 %99, %7
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds nuw float, ptr %1, i64 %101
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 448
  %104 = load float, ptr %103, align 4, !tbaa !13
  %105 = fadd contract float %98, %104
  %106 = add nuw nsw i32 %49, 8
  %107 = add i32 %50, 8
  %108 = icmp eq i32 %107, %22
  br i1 %108, label %23, label %47, !llvm.loop !22

109:                                              ; preds = %42, %6
  %110 = icmp slt i32 %2, 1
  %111 = zext nneg i32 %7 to i64
  br i1 %110, label %136, label %112

112:                                              ; preds = %109
  %113 = getelementptr float, ptr %0, i64 %111
  %114 = and i32 %14, 7
  %115 = icmp slt i32 %2, 8
  br i1 %115, label %120, label %116

116:                                              ; preds = %112
  %117 = and i32 %14, 2040
  br label %163

118:                                              ; preds = %163
  %119 = icmp eq i32 %114, 0
  br i1 %119, label %136, label %120

120:                                              ; preds = %118, %112
  %121 = phi i32 [ 0, %112 ], [ %214, %118 ]
  %122 = phi float [ 0.000000e+00, %112 ], [ %213, %118 ]
  %123 = icmp ne i32 %114, 0
  tail call void @llvm.assume(i1 %123)
  br label %124

124:                                              ; preds = %124, %120
  %125 = phi i32 [ %121, %120 ], [ %133, %124 ]
  %126 = phi float [ %122, %120 ], [ %132, %124 ]
  %127 = phi i32 [ 0, %120 ], [ %134, %124 ]
  %128 = zext nneg i32 %125 to i64
  %129 = shl nuw nsw i64 %128, 10
  %130 = getelementptr i8, ptr %113, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !13
  %132 = fadd contract float %126, %131
  %133 = add nuw nsw i32 %125, 1
  %134 = add i32 %127, 1
  %135 = icmp eq i32 %134, %114
  br i1 %135, label %136, label %124, !llvm.loop !23

136:                                              ; preds = %118, %124, %109
  %137 = phi float [ 0.000000e+00, %109 ], [ %213, %118 ], [ %132, %124 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %138 = zext nneg i32 %8 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE6s_mean to ptr), i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !13
  %141 = fmul contract float %12, %140
  %142 = zext nneg i32 %9 to i64
  %143 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE6s_mean to ptr), i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !13
  %145 = fmul contract float %141, %144
  %146 = fsub contract float %137, %145
  %147 = fadd contract float %12, -1.000000e+00
  %148 = fdiv contract float %146, %147
  %149 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE5s_cov to ptr), i64 %111
  store float %148, ptr %149, align 4, !tbaa !13
  %150 = getelementptr inbounds nuw float, ptr %4, i64 %111
  store float %148, ptr %150, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %151 = mul nuw nsw i32 %8, 17
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE5s_cov to ptr), i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !13
  %155 = mul nuw nsw i32 %9, 17
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE5s_cov to ptr), i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !13
  %159 = fmul contract float %154, %158
  %160 = fcmp contract ogt float %159, 0.000000e+00
  %161 = fcmp contract olt float %159, 0x47EC363CC0000000
  %162 = and i1 %160, %161
  br i1 %162, label %217, label %220

163:                                              ; preds = %163, %116
  %164 = phi i32 [ 0, %116 ], [ %214, %163 ]
  %165 = phi float [ 0.000000e+00, %116 ], [ %213, %163 ]
  %166 = phi i32 [ 0, %116 ], [ %215, %163 ]
  %167 = zext nneg i32 %164 to i64
  %168 = shl nuw nsw i64 %167, 10
  %169 = getelementptr i8, ptr %113, i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !13
  %171 = fadd contract float %165, %170
  %172 = or disjoint i32 %164, 1
  %173 = zext nneg i32 %172 to i64
  %174 = shl nuw nsw i64 %173, 10
  %175 = getelementptr i8, ptr %113, i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !13
  %177 = fadd contract float %171, %176
  %178 = or disjoint i32 %164, 2
  %179 = zext nneg i32 %178 to i64
  %180 = shl nuw nsw i64 %179, 10
  %181 = getelementptr i8, ptr %113, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !13
  %183 = fadd contract float %177, %182
  %184 = or disjoint i32 %164, 3
  %185 = zext nneg i32 %184 to i64
  %186 = shl nuw nsw i64 %185, 10
  %187 = getelementptr i8, ptr %113, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !13
  %189 = fadd contract float %183, %188
  %190 = or disjoint i32 %164, 4
  %191 = zext nneg i32 %190 to i64
  %192 = shl nuw nsw i64 %191, 10
  %193 = getelementptr i8, ptr %113, i64 %192
  %194 = load float, ptr %193, align 4, !tbaa !13
  %195 = fadd contract float %189, %194
  %196 = or disjoint i32 %164, 5
  %197 = zext nneg i32 %196 to i64
  %198 = shl nuw nsw i64 %197, 10
  %199 = getelementptr i8, ptr %113, i64 %198
  %200 = load float, ptr %199, align 4, !tbaa !13
  %201 = fadd contract float %195, %200
  %202 = or disjoint i32 %164, 6
  %203 = zext nneg i32 %202 to i64
  %204 = shl nuw nsw i64 %203, 10
  %205 = getelementptr i8, ptr %113, i64 %204
  %206 = load float, ptr %205, align 4, !tbaa !13
  %207 = fadd contract float %201, %206
  %208 = or disjoint i32 %164, 7
  %209 = zext nneg i32 %208 to i64
  %210 = shl nuw nsw i64 %209, 10
  %211 = getelementptr i8, ptr %113, i64 %210
  %212 = load float, ptr %211, align 4, !tbaa !13
  %213 = fadd contract float %207, %212
  %214 = add nuw nsw i32 %164, 8
  %215 = add i32 %166, 8
  %216 = icmp eq i32 %215, %117
  br i1 %216, label %118, label %163, !llvm.loop !24

217:                                              ; preds = %136
  %218 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %159)
  %219 = fmul contract float %148, %218
  br label %220

220:                                              ; preds = %136, %217
  %221 = phi contract float [ %219, %217 ], [ 0.000000e+00, %136 ]
  %222 = getelementptr inbounds nuw float, ptr %5, i64 %111
  store float %221, ptr %222, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="160" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { convergent nounwind }

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
!11 = !{}
!12 = !{i64 1496}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 1641}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !17}
