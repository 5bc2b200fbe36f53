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
  %12 = xor i32 %9, -1
  %13 = add i32 %8, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = sdiv i32 %13, %14
  %16 = add nsw i32 %15, 1
  br label %17

17:                                               ; preds = %5, %11
  %18 = phi i32 [ %16, %11 ], [ 0, %5 ]
  %19 = icmp samesign ult i32 %6, 32
  br i1 %19, label %26, label %262

20:                                               ; preds = %26
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = zext nneg i32 %6 to i64
  %23 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_accumulate_wsE3buf to ptr), i64 %22
  %24 = zext nneg i32 %6 to i64
  %25 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_accumulate_wsE3buf to ptr), i64 %24
  br label %123

26:                                               ; preds = %17
  %27 = addrspacecast ptr %2 to ptr addrspace(1)
  %28 = load float, ptr addrspace(1) %27, align 4, !invariant.load !11
  %29 = tail call noundef float @llvm.nvvm.fabs.f32(float %28)
  %30 = fcmp contract olt float %29, 0x46293E5940000000
  %31 = select contract i1 %30, float %28, float 0.000000e+00
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %33 = addrspacecast ptr %32 to ptr addrspace(1)
  %34 = load float, ptr addrspace(1) %33, align 4, !invariant.load !11
  %35 = tail call noundef float @llvm.nvvm.fabs.f32(float %34)
  %36 = fcmp contract olt float %35, 0x46293E5940000000
  %37 = select contract i1 %36, float %34, float 0.000000e+00
  %38 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %39 = addrspacecast ptr %38 to ptr addrspace(1)
  %40 = load float, ptr addrspace(1) %39, align 4, !invariant.load !11
  %41 = tail call noundef float @llvm.nvvm.fabs.f32(float %40)
  %42 = fcmp contract olt float %41, 0x46293E5940000000
  %43 = select contract i1 %42, float %40, float 0.000000e+00
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  %46 = load float, ptr addrspace(1) %45, align 4, !invariant.load !11
  %47 = tail call noundef float @llvm.nvvm.fabs.f32(float %46)
  %48 = fcmp contract olt float %47, 0x46293E5940000000
  %49 = select contract i1 %48, float %46, float 0.000000e+00
  %50 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %51 = addrspacecast ptr %50 to ptr addrspace(1)
  %52 = load float, ptr addrspace(1) %51, align 4, !invariant.load !11
  %53 = tail call noundef float @llvm.nvvm.fabs.f32(float %52)
  %54 = fcmp contract olt float %53, 0x46293E5940000000
  %55 = select contract i1 %54, float %52, float 0.000000e+00
  %56 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %57 = addrspacecast ptr %56 to ptr addrspace(1)
  %58 = load float, ptr addrspace(1) %57, align 4, !invariant.load !11
  %59 = tail call noundef float @llvm.nvvm.fabs.f32(float %58)
  %60 = fcmp contract olt float %59, 0x46293E5940000000
  %61 = select contract i1 %60, float %58, float 0.000000e+00
  %62 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %63 = addrspacecast ptr %62 to ptr addrspace(1)
  %64 = load float, ptr addrspace(1) %63, align 4, !invariant.load !11
  %65 = tail call noundef float @llvm.nvvm.fabs.f32(float %64)
  %66 = fcmp contract olt float %65, 0x46293E5940000000
  %67 = select contract i1 %66, float %64, float 0.000000e+00
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %69 = addrspacecast ptr %68 to ptr addrspace(1)
  %70 = load float, ptr addrspace(1) %69, align 4, !invariant.load !11
  %71 = tail call noundef float @llvm.nvvm.fabs.f32(float %70)
  %72 = fcmp contract olt float %71, 0x46293E5940000000
  %73 = select contract i1 %72, float %70, float 0.000000e+00
  %74 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %75 = addrspacecast ptr %74 to ptr addrspace(1)
  %76 = load float, ptr addrspace(1) %75, align 4, !invariant.load !11
  %77 = tail call noundef float @llvm.nvvm.fabs.f32(float %76)
  %78 = fcmp contract olt float %77, 0x46293E5940000000
  %79 = select contract i1 %78, float %76, float 0.000000e+00
  %80 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %81 = addrspacecast ptr %80 to ptr addrspace(1)
  %82 = load float, ptr addrspace(1) %81, align 4, !invariant.load !11
  %83 = tail call noundef float @llvm.nvvm.fabs.f32(float %82)
  %84 = fcmp contract olt float %83, 0x46293E5940000000
  %85 = select contract i1 %84, float %82, float 0.000000e+00
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %87 = addrspacecast ptr %86 to ptr addrspace(1)
  %88 = load float, ptr addrspace(1) %87, align 4, !invariant.load !11
  %89 = tail call noundef float @llvm.nvvm.fabs.f32(float %88)
  %90 = fcmp contract olt float %89, 0x46293E5940000000
  %91 = select contract i1 %90, float %88, float 0.000000e+00
  %92 = getelementptr inbounds nuw i8, ptr %2, i64 44
  %93 = addrspacecast ptr %92 to ptr addrspace(1)
  %94 = load float, ptr addrspace(1) %93, align 4, !invariant.load !11
  %95 = tail call noundef float @llvm.nvvm.fabs.f32(float %94)
  %96 = fcmp contract olt float %95, 0x46293E5940000000
  %97 = select contract i1 %96, float %94, float 0.000000e+00
  %98 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %99 = addrspacecast ptr %98 to ptr addrspace(1)
  %100 = load float, ptr addrspace(1) %99, align 4, !invariant.load !11
  %101 = tail call noundef float @llvm.nvvm.fabs.f32(float %100)
  %102 = fcmp contract olt float %101, 0x46293E5940000000
  %103 = select contract i1 %102, float %100, float 0.000000e+00
  %104 = getelementptr inbounds nuw i8, ptr %2, i64 52
  %105 = addrspacecast ptr %104 to ptr addrspace(1)
  %106 = load float, ptr addrspace(1) %105, align 4, !invariant.load !11
  %107 = tail call noundef float @llvm.nvvm.fabs.f32(float %106)
  %108 = fcmp contract olt float %107, 0x46293E5940000000
  %109 = select contract i1 %108, float %106, float 0.000000e+00
  %110 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %111 = addrspacecast ptr %110 to ptr addrspace(1)
  %112 = load float, ptr addrspace(1) %111, align 4, !invariant.load !11
  %113 = tail call noundef float @llvm.nvvm.fabs.f32(float %112)
  %114 = fcmp contract olt float %113, 0x46293E5940000000
  %115 = select contract i1 %114, float %112, float 0.000000e+00
  %116 = getelementptr inbounds nuw i8, ptr %2, i64 60
  %117 = addrspacecast ptr %116 to ptr addrspace(1)
  %118 = load float, ptr addrspace(1) %117, align 4, !invariant.load !11
  %119 = tail call noundef float @llvm.nvvm.fabs.f32(float %118)
  %120 = fcmp contract olt float %119, 0x46293E5940000000
  %121 = select contract i1 %120, float %118, float 0.000000e+00
  %122 = icmp sgt i32 %18, 0
  br i1 %122, label %20, label %451

123:                                              ; preds = %20, %258
  %124 = phi i32 [ 0, %20 ], [ %260, %258 ]
  %125 = and i32 %124, 1
  %126 = mul i32 %124, %21
  %127 = add i32 %126, %9
  %128 = icmp samesign ugt i32 %124, 1
  br i1 %128, label %129, label %131

129:                                              ; preds = %123
  %130 = add nuw nsw i32 %125, 3
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 %130, i32 160) #7, !srcloc !12
  br label %131

131:                                              ; preds = %129, %123
  %132 = shl nsw i32 %127, 5
  %133 = or disjoint i32 %132, %6
  %134 = icmp slt i32 %133, %1
  br i1 %134, label %135, label %255

135:                                              ; preds = %131
  %136 = sext i32 %133 to i64
  %137 = shl nsw i64 %136, 6
  %138 = getelementptr inbounds nuw i8, ptr %0, i64 %137
  %139 = zext nneg i32 %125 to i64
  %140 = getelementptr inbounds nuw [32 x [17 x float]], ptr %25, i64 %139
  %141 = addrspacecast ptr %138 to ptr addrspace(1)
  %142 = getelementptr inbounds nuw i8, ptr addrspace(1) %141, i64 12
  %143 = load float, ptr addrspace(1) %142, align 4
  %144 = getelementptr inbounds nuw i8, ptr addrspace(1) %141, i64 8
  %145 = load float, ptr addrspace(1) %144, align 8
  %146 = getelementptr inbounds nuw i8, ptr addrspace(1) %141, i64 4
  %147 = load float, ptr addrspace(1) %146, align 4
  %148 = load float, ptr addrspace(1) %141, align 16
  %149 = fsub contract float %148, %31
  %150 = tail call noundef float @llvm.nvvm.fabs.f32(float %149)
  %151 = fcmp contract olt float %150, 0x43ABC16D60000000
  %152 = select contract i1 %151, float %149, float 0.000000e+00
  store float %152, ptr %140, align 4, !tbaa !13
  %153 = fsub contract float %147, %37
  %154 = tail call noundef float @llvm.nvvm.fabs.f32(float %153)
  %155 = fcmp contract olt float %154, 0x43ABC16D60000000
  %156 = select contract i1 %155, float %153, float 0.000000e+00
  %157 = getelementptr inbounds nuw i8, ptr %140, i64 4
  store float %156, ptr %157, align 4, !tbaa !13
  %158 = fsub contract float %145, %43
  %159 = tail call noundef float @llvm.nvvm.fabs.f32(float %158)
  %160 = fcmp contract olt float %159, 0x43ABC16D60000000
  %161 = select contract i1 %160, float %158, float 0.000000e+00
  %162 = getelementptr inbounds nuw i8, ptr %140, i64 8
  store float %161, ptr %162, align 4, !tbaa !13
  %163 = fsub contract float %143, %49
  %164 = tail call noundef float @llvm.nvvm.fabs.f32(float %163)
  %165 = fcmp contract olt float %164, 0x43ABC16D60000000
  %166 = select contract i1 %165, float %163, float 0.000000e+00
  %167 = getelementptr inbounds nuw i8, ptr %140, i64 12
  store float %166, ptr %167, align 4, !tbaa !13
  %168 = getelementptr inbounds nuw i8, ptr %138, i64 16
  %169 = addrspacecast ptr %168 to ptr addrspace(1)
  %170 = getelementptr inbounds nuw i8, ptr addrspace(1) %169, i64 12
  %171 = load float, ptr addrspace(1) %170, align 4
  %172 = getelementptr inbounds nuw i8, ptr addrspace(1) %169, i64 8
  %173 = load float, ptr addrspace(1) %172, align 8
  %174 = getelementptr inbounds nuw i8, ptr addrspace(1) %169, i64 4
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = load float, ptr addrspace(1) %169, align 16
  %177 = fsub contract float %176, %55
  %178 = tail call noundef float @llvm.nvvm.fabs.f32(float %177)
  %179 = fcmp contract olt float %178, 0x43ABC16D60000000
  %180 = select contract i1 %179, float %177, float 0.000000e+00
  %181 = getelementptr inbounds nuw i8, ptr %140, i64 16
  store float %180, ptr %181, align 4, !tbaa !13
  %182 = fsub contract float %175, %61
  %183 = tail call noundef float @llvm.nvvm.fabs.f32(float %182)
  %184 = fcmp contract olt float %183, 0x43ABC16D60000000
  %185 = select contract i1 %184, float %182, float 0.000000e+00
  %186 = getelementptr inbounds nuw i8, ptr %140, i64 20
  store float %185, ptr %186, align 4, !tbaa !13
  %187 = fsub contract float %173, %67
  %188 = tail call noundef float @llvm.nvvm.fabs.f32(float %187)
  %189 = fcmp contract olt float %188, 0x43ABC16D60000000
  %190 = select contract i1 %189, float %187, float 0.000000e+00
  %191 = getelementptr inbounds nuw i8, ptr %140, i64 24
  store float %190, ptr %191, align 4, !tbaa !13
  %192 = fsub contract float %171, %73
  %193 = tail call noundef float @llvm.nvvm.fabs.f32(float %192)
  %194 = fcmp contract olt float %193, 0x43ABC16D60000000
  %195 = select contract i1 %194, float %192, float 0.000000e+00
  %196 = getelementptr inbounds nuw i8, ptr %140, i64 28
  store float %195, ptr %196, align 4, !tbaa !13
  %197 = getelementptr inbounds nuw i8, ptr %138, i64 32
  %198 = addrspacecast ptr %197 to ptr addrspace(1)
  %199 = getelementptr inbounds nuw i8, ptr addrspace(1) %198, i64 12
  %200 = load float, ptr addrspace(1) %199, align 4
  %201 = getelementptr inbounds nuw i8, ptr addrspace(1) %198, i64 8
  %202 = load float, ptr addrspace(1) %201, align 8
  %203 = getelementptr inbounds nuw i8, ptr addrspace(1) %198, i64 4
  %204 = load float, ptr addrspace(1) %203, align 4
  %205 = load float, ptr addrspace(1) %198, align 16
  %206 = fsub contract float %205, %79
  %207 = tail call noundef float @llvm.nvvm.fabs.f32(float %206)
  %208 = fcmp contract olt float %207, 0x43ABC16D60000000
  %209 = select contract i1 %208, float %206, float 0.000000e+00
  %210 = getelementptr inbounds nuw i8, ptr %140, i64 32
  store float %209, ptr %210, align 4, !tbaa !13
  %211 = fsub contract float %204, %85
  %212 = tail call noundef float @llvm.nvvm.fabs.f32(float %211)
  %213 = fcmp contract olt float %212, 0x43ABC16D60000000
  %214 = select contract i1 %213, float %211, float 0.000000e+00
  %215 = getelementptr inbounds nuw i8, ptr %140, i64 36
  store float %214, ptr %215, align 4, !tbaa !13
  %216 = fsub contract float %202, %91
  %217 = tail call noundef float @llvm.nvvm.fabs.f32(float %216)
  %218 = fcmp contract olt float %217, 0x43ABC16D60000000
  %219 = select contract i1 %218, float %216, float 0.000000e+00
  %220 = getelementptr inbounds nuw i8, ptr %140, i64 40
  store float %219, ptr %220, align 4, !tbaa !13
  %221 = fsub contract float %200, %97
  %222 = tail call noundef float @llvm.nvvm.fabs.f32(float %221)
  %223 = fcmp contract olt float %222, 0x43ABC16D60000000
  %224 = select contract i1 %223, float %221, float 0.000000e+00
  %225 = getelementptr inbounds nuw i8, ptr %140, i64 44
  store float %224, ptr %225, align 4, !tbaa !13
  %226 = getelementptr inbounds nuw i8, ptr %138, i64 48
  %227 = addrspacecast ptr %226 to ptr addrspace(1)
  %228 = getelementptr inbounds nuw i8, ptr addrspace(1) %227, i64 12
  %229 = load float, ptr addrspace(1) %228, align 4
  %230 = getelementptr inbounds nuw i8, ptr addrspace(1) %227, i64 8
  %231 = load float, ptr addrspace(1) %230, align 8
  %232 = getelementptr inbounds nuw i8, ptr addrspace(1) %227, i64 4
  %233 = load float, ptr addrspace(1) %232, align 4
  %234 = load float, ptr addrspace(1) %227, align 16
  %235 = fsub contract float %234, %103
  %236 = tail call noundef float @llvm.nvvm.fabs.f32(float %235)
  %237 = fcmp contract olt float %236, 0x43ABC16D60000000
  %238 = select contract i1 %237, float %235, float 0.000000e+00
  %239 = getelementptr inbounds nuw i8, ptr %140, i64 48
  store float %238, ptr %239, align 4, !tbaa !13
  %240 = fsub contract float %233, %109
  %241 = tail call noundef float @llvm.nvvm.fabs.f32(float %240)
  %242 = fcmp contract olt float %241, 0x43ABC16D60000000
  %243 = select contract i1 %242, float %240, float 0.000000e+00
  %244 = getelementptr inbounds nuw i8, ptr %140, i64 52
  store float %243, ptr %244, align 4, !tbaa !13
  %245 = fsub contract float %231, %115
  %246 = tail call noundef float @llvm.nvvm.fabs.f32(float %245)
  %247 = fcmp contract olt float %246, 0x43ABC16D60000000
  %248 = select contract i1 %247, float %245, float 0.000000e+00
  %249 = getelementptr inbounds nuw i8, ptr %140, i64 56
  store float %248, ptr %249, align 4, !tbaa !13
  %250 = fsub contract float %229, %121
  %251 = tail call noundef float @llvm.nvvm.fabs.f32(float %250)
  %252 = fcmp contract olt float %251, 0x43ABC16D60000000
  %253 = select contract i1 %252, float %250, float 0.000000e+00
  %254 = getelementptr inbounds nuw i8, ptr %140, i64 60
  store float %253, ptr %254, align 4, !tbaa !13
  br label %258

255:                                              ; preds = %131
  %256 = zext nneg i32 %125 to i64
  %257 = getelementptr inbounds nuw [32 x [17 x float]], ptr %23, i64 %256
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %257, i8 0, i64 64, i1 false)
  br label %258

258:                                              ; preds = %255, %135
  %259 = add nuw nsw i32 %125, 1
  tail call void asm sideeffect "bar.arrive $0, $1;", "r,r,~{memory}"(i32 %259, i32 160) #7, !srcloc !15
  %260 = add nuw nsw i32 %124, 1
  %261 = icmp eq i32 %260, %18
  br i1 %261, label %451, label %123, !llvm.loop !16

262:                                              ; preds = %17
  %263 = add nsw i32 %6, -32
  %264 = add nuw nsw i32 %6, 96
  %265 = icmp sgt i32 %18, 0
  br i1 %265, label %266, label %275

266:                                              ; preds = %262
  %267 = lshr i32 %264, 4
  %268 = and i32 %6, 15
  %269 = lshr i32 %263, 4
  %270 = zext nneg i32 %269 to i64
  %271 = zext nneg i32 %268 to i64
  %272 = zext nneg i32 %267 to i64
  %273 = icmp samesign ult i32 %6, 48
  %274 = zext nneg i32 %263 to i64
  br label %287

275:                                              ; preds = %443, %262
  %276 = phi float [ 0.000000e+00, %262 ], [ %429, %443 ]
  %277 = phi float [ 0.000000e+00, %262 ], [ %432, %443 ]
  %278 = phi float [ 0.000000e+00, %262 ], [ %438, %443 ]
  %279 = zext nneg i32 %9 to i64
  %280 = shl nuw nsw i64 %279, 10
  %281 = getelementptr inbounds nuw i8, ptr %3, i64 %280
  %282 = zext nneg i32 %263 to i64
  %283 = getelementptr inbounds nuw float, ptr %281, i64 %282
  store float %276, ptr %283, align 4, !tbaa !13
  %284 = zext nneg i32 %264 to i64
  %285 = getelementptr inbounds nuw float, ptr %281, i64 %284
  store float %277, ptr %285, align 4, !tbaa !13
  %286 = icmp samesign ult i32 %6, 48
  br i1 %286, label %446, label %451

287:                                              ; preds = %266, %443
  %288 = phi i32 [ 0, %266 ], [ %444, %443 ]
  %289 = phi float [ 0.000000e+00, %266 ], [ %438, %443 ]
  %290 = phi float [ 0.000000e+00, %266 ], [ %432, %443 ]
  %291 = phi float [ 0.000000e+00, %266 ], [ %429, %443 ]
  %292 = and i32 %288, 1
  %293 = add nuw nsw i32 %292, 1
  tail call void asm sideeffect "bar.sync $0, $1;", "r,r,~{memory}"(i32 %293, i32 160) #7, !srcloc !12
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
  br i1 %440, label %296, label %299, !llvm.loop !19

441:                                              ; preds = %296
  %442 = add nuw nsw i32 %292, 3
  tail call void asm sideeffect "bar.arrive $0, $1;", "r,r,~{memory}"(i32 %442, i32 160) #7, !srcloc !15
  br label %443

443:                                              ; preds = %441, %296
  %444 = add nuw nsw i32 %288, 1
  %445 = icmp eq i32 %444, %18
  br i1 %445, label %275, label %287, !llvm.loop !20

446:                                              ; preds = %275
  %447 = shl i32 %9, 4
  %448 = add i32 %447, %263
  %449 = zext i32 %448 to i64
  %450 = getelementptr inbounds nuw float, ptr %4, i64 %449
  store float %278, ptr %450, align 4, !tbaa !13
  br label %451

451:                                              ; preds = %258, %26, %275, %446
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @cov_finalize_corr(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = lshr i32 %7, 4
  %9 = and i32 %7, 15
  %10 = icmp sgt i32 %3, 1
  %11 = sitofp i32 %3 to float
  %12 = select contract i1 %10, float %11, float 2.000000e+00
  %13 = tail call i32 @llvm.smax.i32(i32 %2, i32 0)
  %14 = tail call i32 @llvm.smin.i32(i32 %13, i32 1024)
  %15 = icmp samesign ult i32 %7, 16
  br i1 %15, label %16, label %34

16:                                               ; preds = %6
  %17 = icmp slt i32 %2, 1
  br i1 %17, label %18, label %23

18:                                               ; preds = %23, %16
  %19 = phi float [ 0.000000e+00, %16 ], [ %31, %23 ]
  %20 = fdiv contract float %19, %12
  %21 = zext nneg i32 %7 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE6s_mean to ptr), i64 %21
  store float %20, ptr %22, align 4, !tbaa !13
  br label %34

23:                                               ; preds = %16, %23
  %24 = phi float [ %31, %23 ], [ 0.000000e+00, %16 ]
  %25 = phi i32 [ %32, %23 ], [ 0, %16 ]
  %26 = shl nsw i32 %25, 4
  %27 = or disjoint i32 %26, %7
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw float, ptr %1, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !13
  %31 = fadd contract float %24, %30
  %32 = add nuw nsw i32 %25, 1
  %33 = icmp eq i32 %32, %14
  br i1 %33, label %18, label %23, !llvm.loop !21

34:                                               ; preds = %18, %6
  %35 = icmp slt i32 %2, 1
  br i1 %35, label %39, label %36

36:                                               ; preds = %34
  %37 = zext nneg i32 %7 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  br label %67

39:                                               ; preds = %67, %34
  %40 = phi float [ 0.000000e+00, %34 ], [ %74, %67 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %41 = zext nneg i32 %8 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE6s_mean to ptr), i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !13
  %44 = fmul contract float %12, %43
  %45 = zext nneg i32 %9 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE6s_mean to ptr), i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !13
  %48 = fmul contract float %44, %47
  %49 = fsub contract float %40, %48
  %50 = fadd contract float %12, -1.000000e+00
  %51 = fdiv contract float %49, %50
  %52 = zext nneg i32 %7 to i64
  %53 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE5s_cov to ptr), i64 %52
  store float %51, ptr %53, align 4, !tbaa !13
  %54 = getelementptr inbounds nuw float, ptr %4, i64 %52
  store float %51, ptr %54, align 4, !tbaa !13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = mul nuw nsw i32 %8, 17
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE5s_cov to ptr), i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !13
  %59 = mul nuw nsw i32 %9, 17
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17cov_finalize_corrE5s_cov to ptr), i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !13
  %63 = fmul contract float %58, %62
  %64 = fcmp contract ogt float %63, 0.000000e+00
  %65 = fcmp contract olt float %63, 0x47EC363CC0000000
  %66 = and i1 %64, %65
  br i1 %66, label %77, label %80

67:                                               ; preds = %36, %67
  %68 = phi i32 [ 0, %36 ], [ %75, %67 ]
  %69 = phi float [ 0.000000e+00, %36 ], [ %74, %67 ]
  %70 = zext nneg i32 %68 to i64
  %71 = shl nuw nsw i64 %70, 10
  %72 = getelementptr i8, ptr %38, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !13
  %74 = fadd contract float %69, %73
  %75 = add nuw nsw i32 %68, 1
  %76 = icmp eq i32 %75, %14
  br i1 %76, label %39, label %67, !llvm.loop !22

77:                                               ; preds = %39
  %78 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %63)
  %79 = fmul contract float %51, %78
  br label %80

80:                                               ; preds = %39, %77
  %81 = phi contract float [ %79, %77 ], [ 0.000000e+00, %39 ]
  %82 = getelementptr inbounds nuw float, ptr %5, i64 %52
  store float %81, ptr %82, align 4, !tbaa !13
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
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="160" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { convergent nounwind }

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
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !17, !18}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17, !18}
!22 = distinct !{!22, !17, !18}
