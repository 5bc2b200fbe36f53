; ModuleID = 'src/mc_path_options.cu'
source_filename = "src/mc_path_options.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.OptionParams = type { double, double, double, double, double, double, double, i32 }

$_ZZ8mc_priceIfEvmyPdE8warp_sum = comdat any

$_ZZ8mc_priceIdEvmyPdE8warp_sum = comdat any

@c_opt = dso_local addrspace(4) externally_initialized constant %struct.OptionParams zeroinitializer, align 8
@_ZZ8mc_priceIfEvmyPdE8warp_sum = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [2 x double]] undef, comdat, align 8
@_ZZ8mc_priceIdEvmyPdE8warp_sum = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [2 x double]] undef, comdat, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_opt to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mc_asian_barrier_f32(i64 noundef %0, i64 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %4 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 56), align 8, !tbaa !14, !noalias !11
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 512)
  %7 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 48), align 8, !tbaa !17, !noalias !11
  %8 = fptrunc contract double %7 to float
  %9 = uitofp nneg i32 %6 to float
  %10 = fdiv contract float %8, %9
  %11 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 8, !tbaa !18, !noalias !11
  %12 = fptrunc contract double %11 to float
  %13 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 8, !tbaa !19, !noalias !11
  %14 = fptrunc contract double %13 to float
  %15 = fmul contract float %12, 5.000000e-01
  %16 = fmul contract float %15, %12
  %17 = fsub contract float %14, %16
  %18 = fmul contract float %10, %17
  %19 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %10) #9
  %20 = fmul contract float %19, %12
  %21 = load double, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), align 8, !tbaa !20, !noalias !11
  %22 = fptrunc contract double %21 to float
  %23 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 8, !tbaa !21, !noalias !11
  %24 = fptrunc contract double %23 to float
  %25 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 8, !tbaa !22, !noalias !11
  %26 = fptrunc contract double %25 to float
  %27 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 24), align 8, !tbaa !23, !noalias !11
  %28 = fptrunc contract double %27 to float
  %29 = fneg contract float %14
  %30 = fmul contract float %8, %29
  %31 = tail call float @llvm.fma.f32(float %30, float 0x3F777313A0000000, float 5.000000e-01)
  %32 = tail call float @llvm.nvvm.saturate.f(float %31) #9
  %33 = tail call float @llvm.nvvm.fma.rm.f(float %32, float 2.520000e+02, float 0x4168000020000000) #9
  %34 = fadd float %33, 0xC168000FE0000000
  %35 = fneg float %34
  %36 = tail call float @llvm.fma.f32(float %30, float 0x3FF7154760000000, float %35)
  %37 = tail call float @llvm.fma.f32(float %30, float 0x3E54AE0C00000000, float %36)
  %38 = bitcast float %33 to i32
  %39 = shl i32 %38, 23
  %40 = bitcast i32 %39 to float
  %41 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %37)
  %42 = fmul float %41, %40
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %44 = zext nneg i32 %43 to i64
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %46 = zext nneg i32 %45 to i64
  %47 = mul nuw nsw i64 %44, %46
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %49 = zext nneg i32 %48 to i64
  %50 = mul nuw nsw i64 %49, %46
  %51 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %52 = zext nneg i32 %51 to i64
  %53 = add nuw nsw i64 %50, %52
  %54 = icmp ult i64 %53, %0
  br i1 %54, label %168, label %55

55:                                               ; preds = %305, %3
  %56 = phi double [ 0.000000e+00, %3 ], [ %315, %305 ]
  %57 = phi double [ 0.000000e+00, %3 ], [ %313, %305 ]
  %58 = bitcast double %57 to i64
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %58, 32
  %61 = trunc nuw i64 %60 to i32
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %59, i32 16, i32 31)
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %61, i32 16, i32 31)
  %64 = zext i32 %63 to i64
  %65 = shl nuw i64 %64, 32
  %66 = zext i32 %62 to i64
  %67 = or disjoint i64 %65, %66
  %68 = bitcast i64 %67 to double
  %69 = fadd contract double %57, %68
  %70 = bitcast double %56 to i64
  %71 = trunc i64 %70 to i32
  %72 = lshr i64 %70, 32
  %73 = trunc nuw i64 %72 to i32
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %71, i32 16, i32 31)
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %73, i32 16, i32 31)
  %76 = zext i32 %75 to i64
  %77 = shl nuw i64 %76, 32
  %78 = zext i32 %74 to i64
  %79 = or disjoint i64 %77, %78
  %80 = bitcast i64 %79 to double
  %81 = fadd contract double %56, %80
  %82 = bitcast double %69 to i64
  %83 = trunc i64 %82 to i32
  %84 = lshr i64 %82, 32
  %85 = trunc nuw i64 %84 to i32
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %83, i32 8, i32 31)
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %85, i32 8, i32 31)
  %88 = zext i32 %87 to i64
  %89 = shl nuw i64 %88, 32
  %90 = zext i32 %86 to i64
  %91 = or disjoint i64 %89, %90
  %92 = bitcast i64 %91 to double
  %93 = fadd contract double %69, %92
  %94 = bitcast double %81 to i64
  %95 = trunc i64 %94 to i32
  %96 = lshr i64 %94, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %95, i32 8, i32 31)
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %97, i32 8, i32 31)
  %100 = zext i32 %99 to i64
  %101 = shl nuw i64 %100, 32
  %102 = zext i32 %98 to i64
  %103 = or disjoint i64 %101, %102
  %104 = bitcast i64 %103 to double
  %105 = fadd contract double %81, %104
  %106 = bitcast double %93 to i64
  %107 = trunc i64 %106 to i32
  %108 = lshr i64 %106, 32
  %109 = trunc nuw i64 %108 to i32
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %107, i32 4, i32 31)
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %109, i32 4, i32 31)
  %112 = zext i32 %111 to i64
  %113 = shl nuw i64 %112, 32
  %114 = zext i32 %110 to i64
  %115 = or disjoint i64 %113, %114
  %116 = bitcast i64 %115 to double
  %117 = fadd contract double %93, %116
  %118 = bitcast double %105 to i64
  %119 = trunc i64 %118 to i32
  %120 = lshr i64 %118, 32
  %121 = trunc nuw i64 %120 to i32
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %119, i32 4, i32 31)
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %121, i32 4, i32 31)
  %124 = zext i32 %123 to i64
  %125 = shl nuw i64 %124, 32
  %126 = zext i32 %122 to i64
  %127 = or disjoint i64 %125, %126
  %128 = bitcast i64 %127 to double
  %129 = fadd contract double %105, %128
  %130 = bitcast double %117 to i64
  %131 = trunc i64 %130 to i32
  %132 = lshr i64 %130, 32
  %133 = trunc nuw i64 %132 to i32
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %131, i32 2, i32 31)
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %133, i32 2, i32 31)
  %136 = zext i32 %135 to i64
  %137 = shl nuw i64 %136, 32
  %138 = zext i32 %134 to i64
  %139 = or disjoint i64 %137, %138
  %140 = bitcast i64 %139 to double
  %141 = fadd contract double %117, %140
  %142 = bitcast double %129 to i64
  %143 = trunc i64 %142 to i32
  %144 = lshr i64 %142, 32
  %145 = trunc nuw i64 %144 to i32
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %143, i32 2, i32 31)
  %147 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %145, i32 2, i32 31)
  %148 = zext i32 %147 to i64
  %149 = shl nuw i64 %148, 32
  %150 = zext i32 %146 to i64
  %151 = or disjoint i64 %149, %150
  %152 = bitcast i64 %151 to double
  %153 = fadd contract double %129, %152
  %154 = bitcast double %141 to i64
  %155 = trunc i64 %154 to i32
  %156 = lshr i64 %154, 32
  %157 = trunc nuw i64 %156 to i32
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %155, i32 1, i32 31)
  %159 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %157, i32 1, i32 31)
  %160 = bitcast double %153 to i64
  %161 = trunc i64 %160 to i32
  %162 = lshr i64 %160, 32
  %163 = trunc nuw i64 %162 to i32
  %164 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %161, i32 1, i32 31)
  %165 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %163, i32 1, i32 31)
  %166 = and i32 %51, 31
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %318, label %335

168:                                              ; preds = %3, %305
  %169 = phi double [ %313, %305 ], [ 0.000000e+00, %3 ]
  %170 = phi double [ %315, %305 ], [ 0.000000e+00, %3 ]
  %171 = phi i64 [ %316, %305 ], [ %53, %3 ]
  %172 = mul i64 %171, 2685821657736338717
  %173 = xor i64 %172, %1
  %174 = add i64 %173, -7046029254386353131
  %175 = lshr i64 %174, 30
  %176 = xor i64 %175, %174
  %177 = mul i64 %176, -4658895280553007687
  %178 = lshr i64 %177, 27
  %179 = xor i64 %178, %177
  %180 = mul i64 %179, -7723592293110705685
  %181 = lshr i64 %180, 31
  %182 = xor i64 %181, %180
  %183 = add i64 %171, -7046029254386353131
  %184 = add i64 %183, %182
  %185 = lshr i64 %184, 30
  %186 = xor i64 %185, %184
  %187 = mul i64 %186, -4658895280553007687
  %188 = lshr i64 %187, 27
  %189 = xor i64 %188, %187
  %190 = mul i64 %189, -7723592293110705685
  %191 = lshr i64 %190, 31
  %192 = xor i64 %191, %190
  br label %193

193:                                              ; preds = %300, %168
  %194 = phi i32 [ 0, %168 ], [ %303, %300 ]
  %195 = phi i1 [ false, %168 ], [ %302, %300 ]
  %196 = phi float [ 0.000000e+00, %168 ], [ %301, %300 ]
  %197 = phi float [ %22, %168 ], [ %298, %300 ]
  %198 = phi float [ 0.000000e+00, %168 ], [ %282, %300 ]
  %199 = phi i64 [ %182, %168 ], [ %281, %300 ]
  %200 = phi i64 [ %192, %168 ], [ %280, %300 ]
  br i1 %195, label %279, label %202

201:                                              ; preds = %202
  br i1 %239, label %243, label %275

202:                                              ; preds = %193, %202
  %203 = phi i32 [ %240, %202 ], [ 0, %193 ]
  %204 = phi i64 [ %212, %202 ], [ %199, %193 ]
  %205 = phi i64 [ %226, %202 ], [ %200, %193 ]
  %206 = shl i64 %204, 23
  %207 = xor i64 %206, %204
  %208 = lshr i64 %207, 17
  %209 = lshr i64 %205, 26
  %210 = xor i64 %209, %208
  %211 = xor i64 %210, %205
  %212 = xor i64 %211, %207
  %213 = add i64 %212, %205
  %214 = lshr i64 %213, 11
  %215 = add nuw nsw i64 %214, 1
  %216 = uitofp nneg i64 %215 to float
  %217 = fmul contract float %216, 0x3CA0000000000000
  %218 = fmul contract float %217, 2.000000e+00
  %219 = fadd contract float %218, -1.000000e+00
  %220 = shl i64 %205, 23
  %221 = xor i64 %220, %205
  %222 = lshr i64 %221, 17
  %223 = lshr i64 %212, 26
  %224 = xor i64 %222, %223
  %225 = xor i64 %224, %221
  %226 = xor i64 %225, %212
  %227 = add i64 %226, %212
  %228 = lshr i64 %227, 11
  %229 = add nuw nsw i64 %228, 1
  %230 = uitofp nneg i64 %229 to float
  %231 = fmul contract float %230, 0x3CA0000000000000
  %232 = fmul contract float %231, 2.000000e+00
  %233 = fadd contract float %232, -1.000000e+00
  %234 = fmul contract float %219, %219
  %235 = fmul contract float %233, %233
  %236 = fadd contract float %234, %235
  %237 = fcmp contract olt float %236, 1.000000e+00
  %238 = fcmp contract ogt float %236, 0.000000e+00
  %239 = and i1 %237, %238
  %240 = add nuw nsw i32 %203, 1
  %241 = icmp samesign ugt i32 %203, 6
  %242 = or i1 %241, %239
  br i1 %242, label %201, label %202, !llvm.loop !24

243:                                              ; preds = %201
  %244 = fcmp olt float %236, 0x3810000000000000
  %245 = fmul float %236, 0x4160000000000000
  %246 = select i1 %244, float %245, float %236
  %247 = select i1 %244, float -2.300000e+01, float 0.000000e+00
  %248 = bitcast float %246 to i32
  %249 = add nsw i32 %248, -1059760811
  %250 = and i32 %249, -8388608
  %251 = sub i32 %248, %250
  %252 = bitcast i32 %251 to float
  %253 = sitofp i32 %250 to float
  %254 = tail call float @llvm.fma.f32(float %253, float 0x3E80000000000000, float %247)
  %255 = fadd float %252, -1.000000e+00
  %256 = tail call float @llvm.fma.f32(float %255, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %257 = tail call float @llvm.fma.f32(float %256, float %255, float 0xBFBF19B980000000)
  %258 = tail call float @llvm.fma.f32(float %257, float %255, float 0x3FC1E52AA0000000)
  %259 = tail call float @llvm.fma.f32(float %258, float %255, float 0xBFC55B1720000000)
  %260 = tail call float @llvm.fma.f32(float %259, float %255, float 0x3FC99DA160000000)
  %261 = tail call float @llvm.fma.f32(float %260, float %255, float 0xBFCFFFE440000000)
  %262 = tail call float @llvm.fma.f32(float %261, float %255, float 0x3FD5554F00000000)
  %263 = tail call float @llvm.fma.f32(float %262, float %255, float -5.000000e-01)
  %264 = fmul float %255, %263
  %265 = tail call float @llvm.fma.f32(float %264, float %255, float %255)
  %266 = tail call float @llvm.fma.f32(float %254, float 0x3FE62E4300000000, float %265)
  %267 = icmp ugt i32 %248, 2139095039
  %268 = tail call float @llvm.fma.f32(float %246, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %269 = select i1 %267, float %268, float %266
  %270 = fcmp oeq float %246, 0.000000e+00
  %271 = fmul contract float %269, -2.000000e+00
  %272 = select i1 %270, float 0x7FF0000000000000, float %271
  %273 = fdiv contract float %272, %236
  %274 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %273) #9
  br label %275

275:                                              ; preds = %243, %201
  %276 = phi contract float [ %274, %243 ], [ 0.000000e+00, %201 ]
  %277 = fmul contract float %219, %276
  %278 = fmul contract float %233, %276
  br label %279

279:                                              ; preds = %275, %193
  %280 = phi i64 [ %226, %275 ], [ %200, %193 ]
  %281 = phi i64 [ %212, %275 ], [ %199, %193 ]
  %282 = phi float [ %278, %275 ], [ %198, %193 ]
  %283 = phi float [ %277, %275 ], [ %198, %193 ]
  %284 = fmul contract float %20, %283
  %285 = fadd contract float %18, %284
  %286 = tail call float @llvm.fma.f32(float %285, float 0x3F777313A0000000, float 5.000000e-01)
  %287 = tail call float @llvm.nvvm.saturate.f(float %286) #9
  %288 = tail call float @llvm.nvvm.fma.rm.f(float %287, float 2.520000e+02, float 0x4168000020000000) #9
  %289 = fadd float %288, 0xC168000FE0000000
  %290 = fneg float %289
  %291 = tail call float @llvm.fma.f32(float %285, float 0x3FF7154760000000, float %290)
  %292 = tail call float @llvm.fma.f32(float %285, float 0x3E54AE0C00000000, float %291)
  %293 = bitcast float %288 to i32
  %294 = shl i32 %293, 23
  %295 = bitcast i32 %294 to float
  %296 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %292)
  %297 = fmul float %296, %295
  %298 = fmul contract float %197, %297
  %299 = fcmp contract oge float %298, %26
  br i1 %299, label %305, label %300

300:                                              ; preds = %279
  %301 = fadd contract float %196, %298
  %302 = xor i1 %195, true
  %303 = add nuw nsw i32 %194, 1
  %304 = icmp eq i32 %303, %6
  br i1 %304, label %305, label %193, !llvm.loop !26

305:                                              ; preds = %300, %279
  %306 = phi float [ %301, %300 ], [ %196, %279 ]
  %307 = fdiv contract float %306, %9
  %308 = fsub contract float %307, %24
  %309 = tail call noundef float @llvm.maxnum.f32(float %308, float 0.000000e+00)
  %310 = select i1 %299, float %28, float %309
  %311 = fmul contract float %42, %310
  %312 = fpext contract float %311 to double
  %313 = fadd contract double %169, %312
  %314 = fmul contract double %312, %312
  %315 = fadd contract double %170, %314
  %316 = add i64 %171, %47
  %317 = icmp ult i64 %316, %0
  br i1 %317, label %168, label %55, !llvm.loop !27

318:                                              ; preds = %55
  %319 = zext i32 %165 to i64
  %320 = shl nuw i64 %319, 32
  %321 = zext i32 %164 to i64
  %322 = or disjoint i64 %320, %321
  %323 = bitcast i64 %322 to double
  %324 = fadd contract double %153, %323
  %325 = zext i32 %159 to i64
  %326 = shl nuw i64 %325, 32
  %327 = zext i32 %158 to i64
  %328 = or disjoint i64 %326, %327
  %329 = bitcast i64 %328 to double
  %330 = fadd contract double %141, %329
  %331 = lshr exact i32 %51, 5
  %332 = zext nneg i32 %331 to i64
  %333 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %332
  %334 = getelementptr inbounds nuw i8, ptr %333, i64 8
  store double %330, ptr %333, align 8, !tbaa !28, !noalias !11
  store double %324, ptr %334, align 8, !tbaa !28, !noalias !11
  br label %335

335:                                              ; preds = %318, %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !11
  %336 = icmp eq i32 %51, 0
  br i1 %336, label %337, label %444

337:                                              ; preds = %335
  %338 = add nuw nsw i32 %45, 31
  %339 = lshr i32 %338, 5
  %340 = add nsw i32 %339, -1
  %341 = and i32 %339, 7
  %342 = icmp ult i32 %340, 7
  br i1 %342, label %347, label %343

343:                                              ; preds = %337
  %344 = and i32 %339, 120
  br label %373

345:                                              ; preds = %373
  %346 = icmp eq i32 %341, 0
  br i1 %346, label %367, label %347

347:                                              ; preds = %345, %337
  %348 = phi i32 [ 0, %337 ], [ %441, %345 ]
  %349 = phi double [ 0.000000e+00, %337 ], [ %440, %345 ]
  %350 = phi double [ 0.000000e+00, %337 ], [ %437, %345 ]
  %351 = icmp ne i32 %341, 0
  tail call void @llvm.assume(i1 %351)
  br label %352

352:                                              ; preds = %352, %347
  %353 = phi i32 [ %364, %352 ], [ %348, %347 ]
  %354 = phi double [ %363, %352 ], [ %349, %347 ]
  %355 = phi double [ %360, %352 ], [ %350, %347 ]
  %356 = phi i32 [ %365, %352 ], [ 0, %347 ]
  %357 = zext nneg i32 %353 to i64
  %358 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %357
  %359 = load double, ptr %358, align 8, !tbaa !28, !noalias !11
  %360 = fadd contract double %355, %359
  %361 = getelementptr inbounds nuw i8, ptr %358, i64 8
  %362 = load double, ptr %361, align 8, !tbaa !28, !noalias !11
  %363 = fadd contract double %354, %362
  %364 = add nuw nsw i32 %353, 1
  %365 = add i32 %356, 1
  %366 = icmp eq i32 %365, %341
  br i1 %366, label %367, label %352, !llvm.loop !29

367:                                              ; preds = %352, %345
  %368 = phi double [ %437, %345 ], [ %360, %352 ]
  %369 = phi double [ %440, %345 ], [ %363, %352 ]
  %370 = shl nuw nsw i64 %49, 4
  %371 = getelementptr inbounds nuw i8, ptr %2, i64 %370
  store double %368, ptr %371, align 8, !tbaa !28, !alias.scope !11
  %372 = getelementptr inbounds nuw i8, ptr %371, i64 8
  store double %369, ptr %372, align 8, !tbaa !28, !alias.scope !11
  br label %444

373:                                              ; preds = %373, %343
  %374 = phi i32 [ 0, %343 ], [ %441, %373 ]
  %375 = phi double [ 0.000000e+00, %343 ], [ %440, %373 ]
  %376 = phi double [ 0.000000e+00, %343 ], [ %437, %373 ]
  %377 = phi i32 [ 0, %343 ], [ %442, %373 ]
  %378 = zext nneg i32 %374 to i64
  %379 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %378
  %380 = load double, ptr %379, align 8, !tbaa !28, !noalias !11
  %381 = fadd contract double %376, %380
  %382 = getelementptr inbounds nuw i8, ptr %379, i64 8
  %383 = load double, ptr %382, align 8, !tbaa !28, !noalias !11
  %384 = fadd contract double %375, %383
  %385 = zext nneg i32 %374 to i64
  %386 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %385
  %387 = getelementptr inbounds nuw i8, ptr %386, i64 16
  %388 = load double, ptr %387, align 8, !tbaa !28, !noalias !11
  %389 = fadd contract double %381, %388
  %390 = getelementptr inbounds nuw i8, ptr %386, i64 24
  %391 = load double, ptr %390, align 8, !tbaa !28, !noalias !11
  %392 = fadd contract double %384, %391
  %393 = zext nneg i32 %374 to i64
  %394 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %393
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 32
  %396 = load double, ptr %395, align 8, !tbaa !28, !noalias !11
  %397 = fadd contract double %389, %396
  %398 = getelementptr inbounds nuw i8, ptr %394, i64 40
  %399 = load double, ptr %398, align 8, !tbaa !28, !noalias !11
  %400 = fadd contract double %392, %399
  %401 = zext nneg i32 %374 to i64
  %402 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %401
  %403 = getelementptr inbounds nuw i8, ptr %402, i64 48
  %404 = load double, ptr %403, align 8, !tbaa !28, !noalias !11
  %405 = fadd contract double %397, %404
  %406 = getelementptr inbounds nuw i8, ptr %402, i64 56
  %407 = load double, ptr %406, align 8, !tbaa !28, !noalias !11
  %408 = fadd contract double %400, %407
  %409 = zext nneg i32 %374 to i64
  %410 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %409
  %411 = getelementptr inbounds nuw i8, ptr %410, i64 64
  %412 = load double, ptr %411, align 8, !tbaa !28, !noalias !11
  %413 = fadd contract double %405, %412
  %414 = getelementptr inbounds nuw i8, ptr %410, i64 72
  %415 = load double, ptr %414, align 8, !tbaa !28, !noalias !11
  %416 = fadd contract double %408, %415
  %417 = zext nneg i32 %374 to i64
  %418 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %417
  %419 = getelementptr inbounds nuw i8, ptr %418, i64 80
  %420 = load double, ptr %419, align 8, !tbaa !28, !noalias !11
  %421 = fadd contract double %413, %420
  %422 = getelementptr inbounds nuw i8, ptr %418, i64 88
  %423 = load double, ptr %422, align 8, !tbaa !28, !noalias !11
  %424 = fadd contract double %416, %423
  %425 = zext nneg i32 %374 to i64
  %426 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %425
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 96
  %428 = load double, ptr %427, align 8, !tbaa !28, !noalias !11
  %429 = fadd contract double %421, %428
  %430 = getelementptr inbounds nuw i8, ptr %426, i64 104
  %431 = load double, ptr %430, align 8, !tbaa !28, !noalias !11
  %432 = fadd contract double %424, %431
  %433 = zext nneg i32 %374 to i64
  %434 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %433
  %435 = getelementptr inbounds nuw i8, ptr %434, i64 112
  %436 = load double, ptr %435, align 8, !tbaa !28, !noalias !11
  %437 = fadd contract double %429, %436
  %438 = getelementptr inbounds nuw i8, ptr %434, i64 120
  %439 = load double, ptr %438, align 8, !tbaa !28, !noalias !11
  %440 = fadd contract double %432, %439
  %441 = add nuw nsw i32 %374, 8
  %442 = add i32 %377, 8
  %443 = icmp eq i32 %442, %344
  br i1 %443, label %345, label %373, !llvm.loop !31

444:                                              ; preds = %335, %367
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mc_asian_barrier_f64(i64 noundef %0, i64 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %4 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 56), align 8, !tbaa !14, !noalias !32
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 512)
  %7 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 48), align 8, !tbaa !17, !noalias !32
  %8 = uitofp nneg i32 %6 to double
  %9 = fdiv contract double %7, %8
  %10 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 8, !tbaa !18, !noalias !32
  %11 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 8, !tbaa !19, !noalias !32
  %12 = fmul contract double %10, 5.000000e-01
  %13 = fmul contract double %10, %12
  %14 = fsub contract double %11, %13
  %15 = fmul contract double %9, %14
  %16 = tail call noundef double @llvm.sqrt.f64(double %9)
  %17 = fmul contract double %10, %16
  %18 = load double, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), align 8, !tbaa !20, !noalias !32
  %19 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 8, !tbaa !21, !noalias !32
  %20 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 8, !tbaa !22, !noalias !32
  %21 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 24), align 8, !tbaa !23, !noalias !32
  %22 = fneg contract double %11
  %23 = fmul contract double %7, %22
  %24 = tail call double @llvm.fma.f64(double %23, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %25 = tail call i32 @llvm.nvvm.d2i.lo(double %24) #9
  %26 = tail call double @llvm.nvvm.add.rn.d(double %24, double 0xC338000000000000) #9
  %27 = tail call double @llvm.fma.f64(double %26, double 0xBFE62E42FEFA39EF, double %23)
  %28 = tail call double @llvm.fma.f64(double %26, double 0xBC7ABC9E3B39803F, double %27)
  %29 = tail call double @llvm.fma.f64(double %28, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %30 = tail call double @llvm.fma.f64(double %29, double %28, double 0x3EC71DEE62401315)
  %31 = tail call double @llvm.fma.f64(double %30, double %28, double 0x3EFA01997C89EB71)
  %32 = tail call double @llvm.fma.f64(double %31, double %28, double 0x3F2A01A014761F65)
  %33 = tail call double @llvm.fma.f64(double %32, double %28, double 0x3F56C16C1852B7AF)
  %34 = tail call double @llvm.fma.f64(double %33, double %28, double 0x3F81111111122322)
  %35 = tail call double @llvm.fma.f64(double %34, double %28, double 0x3FA55555555502A1)
  %36 = tail call double @llvm.fma.f64(double %35, double %28, double 0x3FC5555555555511)
  %37 = tail call double @llvm.fma.f64(double %36, double %28, double 0x3FE000000000000B)
  %38 = tail call double @llvm.fma.f64(double %37, double %28, double 1.000000e+00)
  %39 = tail call double @llvm.fma.f64(double %38, double %28, double 1.000000e+00)
  %40 = tail call i32 @llvm.nvvm.d2i.lo(double %39) #9
  %41 = tail call i32 @llvm.nvvm.d2i.hi(double %39) #9
  %42 = shl i32 %25, 20
  %43 = add i32 %41, %42
  %44 = tail call double @llvm.nvvm.lohi.i2d(i32 %40, i32 %43) #9
  %45 = tail call i32 @llvm.nvvm.d2i.hi(double %23) #9
  %46 = bitcast i32 %45 to float
  %47 = tail call float @llvm.nvvm.fabs.f32(float %46)
  %48 = fcmp olt float %47, 0x4010C46560000000
  br i1 %48, label %64, label %49

49:                                               ; preds = %3
  %50 = fcmp olt double %23, 0.000000e+00
  %51 = fadd double %23, 0x7FF0000000000000
  %52 = select i1 %50, double 0.000000e+00, double %51
  %53 = fcmp olt float %47, 0x4010E90000000000
  br i1 %53, label %54, label %64

54:                                               ; preds = %49
  %55 = sdiv i32 %25, 2
  %56 = shl i32 %55, 20
  %57 = add i32 %41, %56
  %58 = tail call double @llvm.nvvm.lohi.i2d(i32 %40, i32 %57) #9
  %59 = sub nsw i32 %25, %55
  %60 = shl i32 %59, 20
  %61 = add nsw i32 %60, 1072693248
  %62 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %61) #9
  %63 = fmul double %62, %58
  br label %64

64:                                               ; preds = %54, %49, %3
  %65 = phi double [ %44, %3 ], [ %63, %54 ], [ %52, %49 ]
  %66 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %67 = zext nneg i32 %66 to i64
  %68 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %69 = zext nneg i32 %68 to i64
  %70 = mul nuw nsw i64 %67, %69
  %71 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %72 = zext nneg i32 %71 to i64
  %73 = mul nuw nsw i64 %72, %69
  %74 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %75 = zext nneg i32 %74 to i64
  %76 = add nuw nsw i64 %73, %75
  %77 = icmp ult i64 %76, %0
  br i1 %77, label %78, label %80

78:                                               ; preds = %64
  %79 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  br label %193

80:                                               ; preds = %402, %64
  %81 = phi double [ 0.000000e+00, %64 ], [ %411, %402 ]
  %82 = phi double [ 0.000000e+00, %64 ], [ %409, %402 ]
  %83 = bitcast double %82 to i64
  %84 = trunc i64 %83 to i32
  %85 = lshr i64 %83, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %84, i32 16, i32 31)
  %88 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %86, i32 16, i32 31)
  %89 = zext i32 %88 to i64
  %90 = shl nuw i64 %89, 32
  %91 = zext i32 %87 to i64
  %92 = or disjoint i64 %90, %91
  %93 = bitcast i64 %92 to double
  %94 = fadd contract double %82, %93
  %95 = bitcast double %81 to i64
  %96 = trunc i64 %95 to i32
  %97 = lshr i64 %95, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %96, i32 16, i32 31)
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %98, i32 16, i32 31)
  %101 = zext i32 %100 to i64
  %102 = shl nuw i64 %101, 32
  %103 = zext i32 %99 to i64
  %104 = or disjoint i64 %102, %103
  %105 = bitcast i64 %104 to double
  %106 = fadd contract double %81, %105
  %107 = bitcast double %94 to i64
  %108 = trunc i64 %107 to i32
  %109 = lshr i64 %107, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %108, i32 8, i32 31)
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %110, i32 8, i32 31)
  %113 = zext i32 %112 to i64
  %114 = shl nuw i64 %113, 32
  %115 = zext i32 %111 to i64
  %116 = or disjoint i64 %114, %115
  %117 = bitcast i64 %116 to double
  %118 = fadd contract double %94, %117
  %119 = bitcast double %106 to i64
  %120 = trunc i64 %119 to i32
  %121 = lshr i64 %119, 32
  %122 = trunc nuw i64 %121 to i32
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %120, i32 8, i32 31)
  %124 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %122, i32 8, i32 31)
  %125 = zext i32 %124 to i64
  %126 = shl nuw i64 %125, 32
  %127 = zext i32 %123 to i64
  %128 = or disjoint i64 %126, %127
  %129 = bitcast i64 %128 to double
  %130 = fadd contract double %106, %129
  %131 = bitcast double %118 to i64
  %132 = trunc i64 %131 to i32
  %133 = lshr i64 %131, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %132, i32 4, i32 31)
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %134, i32 4, i32 31)
  %137 = zext i32 %136 to i64
  %138 = shl nuw i64 %137, 32
  %139 = zext i32 %135 to i64
  %140 = or disjoint i64 %138, %139
  %141 = bitcast i64 %140 to double
  %142 = fadd contract double %118, %141
  %143 = bitcast double %130 to i64
  %144 = trunc i64 %143 to i32
  %145 = lshr i64 %143, 32
  %146 = trunc nuw i64 %145 to i32
  %147 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %144, i32 4, i32 31)
  %148 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %146, i32 4, i32 31)
  %149 = zext i32 %148 to i64
  %150 = shl nuw i64 %149, 32
  %151 = zext i32 %147 to i64
  %152 = or disjoint i64 %150, %151
  %153 = bitcast i64 %152 to double
  %154 = fadd contract double %130, %153
  %155 = bitcast double %142 to i64
  %156 = trunc i64 %155 to i32
  %157 = lshr i64 %155, 32
  %158 = trunc nuw i64 %157 to i32
  %159 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %156, i32 2, i32 31)
  %160 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %158, i32 2, i32 31)
  %161 = zext i32 %160 to i64
  %162 = shl nuw i64 %161, 32
  %163 = zext i32 %159 to i64
  %164 = or disjoint i64 %162, %163
  %165 = bitcast i64 %164 to double
  %166 = fadd contract double %142, %165
  %167 = bitcast double %154 to i64
  %168 = trunc i64 %167 to i32
  %169 = lshr i64 %167, 32
  %170 = trunc nuw i64 %169 to i32
  %171 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %168, i32 2, i32 31)
  %172 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %170, i32 2, i32 31)
  %173 = zext i32 %172 to i64
  %174 = shl nuw i64 %173, 32
  %175 = zext i32 %171 to i64
  %176 = or disjoint i64 %174, %175
  %177 = bitcast i64 %176 to double
  %178 = fadd contract double %154, %177
  %179 = bitcast double %166 to i64
  %180 = trunc i64 %179 to i32
  %181 = lshr i64 %179, 32
  %182 = trunc nuw i64 %181 to i32
  %183 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %180, i32 1, i32 31)
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %182, i32 1, i32 31)
  %185 = bitcast double %178 to i64
  %186 = trunc i64 %185 to i32
  %187 = lshr i64 %185, 32
  %188 = trunc nuw i64 %187 to i32
  %189 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %186, i32 1, i32 31)
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %188, i32 1, i32 31)
  %191 = and i32 %74, 31
  %192 = icmp eq i32 %191, 0
  br i1 %192, label %414, label %431

193:                                              ; preds = %402, %78
  %194 = phi double [ 0.000000e+00, %78 ], [ %409, %402 ]
  %195 = phi double [ 0.000000e+00, %78 ], [ %411, %402 ]
  %196 = phi i64 [ %76, %78 ], [ %412, %402 ]
  %197 = mul i64 %196, 2685821657736338717
  %198 = xor i64 %197, %1
  %199 = add i64 %198, -7046029254386353131
  %200 = lshr i64 %199, 30
  %201 = xor i64 %200, %199
  %202 = mul i64 %201, -4658895280553007687
  %203 = lshr i64 %202, 27
  %204 = xor i64 %203, %202
  %205 = mul i64 %204, -7723592293110705685
  %206 = lshr i64 %205, 31
  %207 = xor i64 %206, %205
  %208 = add i64 %196, -7046029254386353131
  %209 = add i64 %208, %207
  %210 = lshr i64 %209, 30
  %211 = xor i64 %210, %209
  %212 = mul i64 %211, -4658895280553007687
  %213 = lshr i64 %212, 27
  %214 = xor i64 %213, %212
  %215 = mul i64 %214, -7723592293110705685
  %216 = lshr i64 %215, 31
  %217 = xor i64 %216, %215
  br label %218

218:                                              ; preds = %398, %193
  %219 = phi i32 [ 0, %193 ], [ %400, %398 ]
  %220 = phi i1 [ false, %193 ], [ %351, %398 ]
  %221 = phi double [ 0.000000e+00, %193 ], [ %399, %398 ]
  %222 = phi double [ %18, %193 ], [ %396, %398 ]
  %223 = phi double [ 0.000000e+00, %193 ], [ %349, %398 ]
  %224 = phi i64 [ %207, %193 ], [ %348, %398 ]
  %225 = phi i64 [ %217, %193 ], [ %347, %398 ]
  br i1 %220, label %346, label %227

226:                                              ; preds = %227
  br i1 %264, label %268, label %342

227:                                              ; preds = %218, %227
  %228 = phi i32 [ %265, %227 ], [ 0, %218 ]
  %229 = phi i64 [ %237, %227 ], [ %224, %218 ]
  %230 = phi i64 [ %251, %227 ], [ %225, %218 ]
  %231 = shl i64 %229, 23
  %232 = xor i64 %231, %229
  %233 = lshr i64 %232, 17
  %234 = lshr i64 %230, 26
  %235 = xor i64 %234, %233
  %236 = xor i64 %235, %230
  %237 = xor i64 %236, %232
  %238 = add i64 %237, %230
  %239 = lshr i64 %238, 11
  %240 = add nuw nsw i64 %239, 1
  %241 = uitofp nneg i64 %240 to double
  %242 = fmul contract double %241, 0x3CA0000000000000
  %243 = fmul contract double %242, 2.000000e+00
  %244 = fadd contract double %243, -1.000000e+00
  %245 = shl i64 %230, 23
  %246 = xor i64 %245, %230
  %247 = lshr i64 %246, 17
  %248 = lshr i64 %237, 26
  %249 = xor i64 %247, %248
  %250 = xor i64 %249, %246
  %251 = xor i64 %250, %237
  %252 = add i64 %251, %237
  %253 = lshr i64 %252, 11
  %254 = add nuw nsw i64 %253, 1
  %255 = uitofp nneg i64 %254 to double
  %256 = fmul contract double %255, 0x3CA0000000000000
  %257 = fmul contract double %256, 2.000000e+00
  %258 = fadd contract double %257, -1.000000e+00
  %259 = fmul contract double %244, %244
  %260 = fmul contract double %258, %258
  %261 = fadd contract double %259, %260
  %262 = fcmp contract olt double %261, 1.000000e+00
  %263 = fcmp contract ogt double %261, 0.000000e+00
  %264 = and i1 %262, %263
  %265 = add nuw nsw i32 %228, 1
  %266 = icmp samesign ugt i32 %228, 6
  %267 = or i1 %266, %264
  br i1 %267, label %226, label %227, !llvm.loop !35

268:                                              ; preds = %226
  %269 = tail call i32 @llvm.nvvm.d2i.hi(double %261) #9
  %270 = tail call i32 @llvm.nvvm.d2i.lo(double %261) #9
  %271 = icmp slt i32 %269, 1048576
  br i1 %271, label %272, label %276

272:                                              ; preds = %268
  %273 = fmul double %261, 0x4350000000000000
  %274 = tail call i32 @llvm.nvvm.d2i.hi(double %273) #9
  %275 = tail call i32 @llvm.nvvm.d2i.lo(double %273) #9
  br label %276

276:                                              ; preds = %272, %268
  %277 = phi double [ %273, %272 ], [ %261, %268 ]
  %278 = phi i32 [ %274, %272 ], [ %269, %268 ]
  %279 = phi i32 [ %275, %272 ], [ %270, %268 ]
  %280 = phi i32 [ -1077, %272 ], [ -1023, %268 ]
  %281 = add i32 %278, -1
  %282 = icmp ult i32 %281, 2146435071
  br i1 %282, label %283, label %331

283:                                              ; preds = %276
  %284 = lshr i32 %278, 20
  %285 = add nsw i32 %280, %284
  %286 = and i32 %278, 1048575
  %287 = or disjoint i32 %286, 1072693248
  %288 = tail call double @llvm.nvvm.lohi.i2d(i32 %279, i32 %287) #9
  %289 = icmp samesign ugt i32 %287, 1073127582
  %290 = tail call i32 @llvm.nvvm.d2i.lo(double %288) #9
  %291 = tail call i32 @llvm.nvvm.d2i.hi(double %288) #9
  %292 = add i32 %291, -1048576
  %293 = tail call double @llvm.nvvm.lohi.i2d(i32 %290, i32 %292) #9
  %294 = select i1 %289, double %293, double %288
  %295 = zext i1 %289 to i32
  %296 = add nsw i32 %285, %295
  %297 = fadd double %294, -1.000000e+00
  %298 = fadd double %294, 1.000000e+00
  %299 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %298) #9
  %300 = fneg double %298
  %301 = tail call double @llvm.fma.f64(double %300, double %299, double 1.000000e+00)
  %302 = tail call double @llvm.fma.f64(double %301, double %301, double %301)
  %303 = tail call double @llvm.fma.f64(double %302, double %299, double %299)
  %304 = fmul double %297, %303
  %305 = fadd double %304, %304
  %306 = fmul double %305, %305
  %307 = tail call double @llvm.fma.f64(double %306, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %308 = tail call double @llvm.fma.f64(double %307, double %306, double 0x3EF3B2669F02676F)
  %309 = tail call double @llvm.fma.f64(double %308, double %306, double 0x3F1745CBA9AB0956)
  %310 = tail call double @llvm.fma.f64(double %309, double %306, double 0x3F3C71C72D1B5154)
  %311 = tail call double @llvm.fma.f64(double %310, double %306, double 0x3F624924923BE72D)
  %312 = tail call double @llvm.fma.f64(double %311, double %306, double 0x3F8999999999A3C4)
  %313 = tail call double @llvm.fma.f64(double %312, double %306, double 0x3FB5555555555554)
  %314 = fsub double %297, %305
  %315 = fmul double %314, 2.000000e+00
  %316 = fneg double %305
  %317 = tail call double @llvm.fma.f64(double %316, double %297, double %315)
  %318 = fmul double %303, %317
  %319 = fmul double %306, %313
  %320 = tail call double @llvm.fma.f64(double %319, double %305, double %318)
  %321 = xor i32 %296, -2147483648
  %322 = tail call double @llvm.nvvm.lohi.i2d(i32 %321, i32 1127219200) #9
  %323 = fsub double %322, %79
  %324 = tail call double @llvm.fma.f64(double %323, double 0x3FE62E42FEFA39EF, double %305)
  %325 = fneg double %323
  %326 = tail call double @llvm.fma.f64(double %325, double 0x3FE62E42FEFA39EF, double %324)
  %327 = fsub double %326, %305
  %328 = fsub double %320, %327
  %329 = tail call double @llvm.fma.f64(double %323, double 0x3C7ABC9E3B39803F, double %328)
  %330 = fadd double %324, %329
  br label %337

331:                                              ; preds = %276
  %332 = tail call double @llvm.fma.f64(double %277, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %333 = tail call i32 @llvm.nvvm.d2i.hi(double %277) #9
  %334 = and i32 %333, 2147483647
  %335 = icmp eq i32 %334, 0
  %336 = select i1 %335, double 0xFFF0000000000000, double %332
  br label %337

337:                                              ; preds = %331, %283
  %338 = phi double [ %330, %283 ], [ %336, %331 ]
  %339 = fmul contract double %338, -2.000000e+00
  %340 = fdiv contract double %339, %261
  %341 = tail call noundef double @llvm.sqrt.f64(double %340)
  br label %342

342:                                              ; preds = %337, %226
  %343 = phi contract double [ %341, %337 ], [ 0.000000e+00, %226 ]
  %344 = fmul contract double %244, %343
  %345 = fmul contract double %258, %343
  br label %346

346:                                              ; preds = %342, %218
  %347 = phi i64 [ %251, %342 ], [ %225, %218 ]
  %348 = phi i64 [ %237, %342 ], [ %224, %218 ]
  %349 = phi double [ %345, %342 ], [ %223, %218 ]
  %350 = phi double [ %344, %342 ], [ %223, %218 ]
  %351 = xor i1 %220, true
  %352 = fmul contract double %17, %350
  %353 = fadd contract double %15, %352
  %354 = tail call double @llvm.fma.f64(double %353, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %355 = tail call i32 @llvm.nvvm.d2i.lo(double %354) #9
  %356 = tail call double @llvm.nvvm.add.rn.d(double %354, double 0xC338000000000000) #9
  %357 = tail call double @llvm.fma.f64(double %356, double 0xBFE62E42FEFA39EF, double %353)
  %358 = tail call double @llvm.fma.f64(double %356, double 0xBC7ABC9E3B39803F, double %357)
  %359 = tail call double @llvm.fma.f64(double %358, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %360 = tail call double @llvm.fma.f64(double %359, double %358, double 0x3EC71DEE62401315)
  %361 = tail call double @llvm.fma.f64(double %360, double %358, double 0x3EFA01997C89EB71)
  %362 = tail call double @llvm.fma.f64(double %361, double %358, double 0x3F2A01A014761F65)
  %363 = tail call double @llvm.fma.f64(double %362, double %358, double 0x3F56C16C1852B7AF)
  %364 = tail call double @llvm.fma.f64(double %363, double %358, double 0x3F81111111122322)
  %365 = tail call double @llvm.fma.f64(double %364, double %358, double 0x3FA55555555502A1)
  %366 = tail call double @llvm.fma.f64(double %365, double %358, double 0x3FC5555555555511)
  %367 = tail call double @llvm.fma.f64(double %366, double %358, double 0x3FE000000000000B)
  %368 = tail call double @llvm.fma.f64(double %367, double %358, double 1.000000e+00)
  %369 = tail call double @llvm.fma.f64(double %368, double %358, double 1.000000e+00)
  %370 = tail call i32 @llvm.nvvm.d2i.lo(double %369) #9
  %371 = tail call i32 @llvm.nvvm.d2i.hi(double %369) #9
  %372 = shl i32 %355, 20
  %373 = add i32 %371, %372
  %374 = tail call double @llvm.nvvm.lohi.i2d(i32 %370, i32 %373) #9
  %375 = tail call i32 @llvm.nvvm.d2i.hi(double %353) #9
  %376 = bitcast i32 %375 to float
  %377 = tail call float @llvm.nvvm.fabs.f32(float %376)
  %378 = fcmp olt float %377, 0x4010C46560000000
  br i1 %378, label %394, label %379

379:                                              ; preds = %346
  %380 = fcmp olt double %353, 0.000000e+00
  %381 = fadd double %353, 0x7FF0000000000000
  %382 = select i1 %380, double 0.000000e+00, double %381
  %383 = fcmp olt float %377, 0x4010E90000000000
  br i1 %383, label %384, label %394

384:                                              ; preds = %379
  %385 = sdiv i32 %355, 2
  %386 = shl i32 %385, 20
  %387 = add i32 %371, %386
  %388 = tail call double @llvm.nvvm.lohi.i2d(i32 %370, i32 %387) #9
  %389 = sub nsw i32 %355, %385
  %390 = shl i32 %389, 20
  %391 = add nsw i32 %390, 1072693248
  %392 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %391) #9
  %393 = fmul double %392, %388
  br label %394

394:                                              ; preds = %384, %379, %346
  %395 = phi double [ %374, %346 ], [ %393, %384 ], [ %382, %379 ]
  %396 = fmul contract double %222, %395
  %397 = fcmp contract oge double %396, %20
  br i1 %397, label %402, label %398

398:                                              ; preds = %394
  %399 = fadd contract double %221, %396
  %400 = add nuw nsw i32 %219, 1
  %401 = icmp eq i32 %400, %6
  br i1 %401, label %402, label %218, !llvm.loop !36

402:                                              ; preds = %398, %394
  %403 = phi double [ %399, %398 ], [ %221, %394 ]
  %404 = fdiv contract double %403, %8
  %405 = fsub contract double %404, %19
  %406 = tail call noundef double @llvm.maxnum.f64(double %405, double 0.000000e+00)
  %407 = select i1 %397, double %21, double %406
  %408 = fmul contract double %65, %407
  %409 = fadd contract double %194, %408
  %410 = fmul contract double %408, %408
  %411 = fadd contract double %195, %410
  %412 = add i64 %196, %70
  %413 = icmp ult i64 %412, %0
  br i1 %413, label %193, label %80, !llvm.loop !37

414:                                              ; preds = %80
  %415 = zext i32 %190 to i64
  %416 = shl nuw i64 %415, 32
  %417 = zext i32 %189 to i64
  %418 = or disjoint i64 %416, %417
  %419 = bitcast i64 %418 to double
  %420 = fadd contract double %178, %419
  %421 = zext i32 %184 to i64
  %422 = shl nuw i64 %421, 32
  %423 = zext i32 %183 to i64
  %424 = or disjoint i64 %422, %423
  %425 = bitcast i64 %424 to double
  %426 = fadd contract double %166, %425
  %427 = lshr exact i32 %74, 5
  %428 = zext nneg i32 %427 to i64
  %429 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %428
  %430 = getelementptr inbounds nuw i8, ptr %429, i64 8
  store double %426, ptr %429, align 8, !tbaa !28, !noalias !32
  store double %420, ptr %430, align 8, !tbaa !28, !noalias !32
  br label %431

431:                                              ; preds = %414, %80
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !32
  %432 = icmp eq i32 %74, 0
  br i1 %432, label %433, label %540

433:                                              ; preds = %431
  %434 = add nuw nsw i32 %68, 31
  %435 = lshr i32 %434, 5
  %436 = add nsw i32 %435, -1
  %437 = and i32 %435, 7
  %438 = icmp ult i32 %436, 7
  br i1 %438, label %443, label %439

439:                                              ; preds = %433
  %440 = and i32 %435, 120
  br label %469

441:                                              ; preds = %469
  %442 = icmp eq i32 %437, 0
  br i1 %442, label %463, label %443

443:                                              ; preds = %441, %433
  %444 = phi i32 [ 0, %433 ], [ %537, %441 ]
  %445 = phi double [ 0.000000e+00, %433 ], [ %536, %441 ]
  %446 = phi double [ 0.000000e+00, %433 ], [ %533, %441 ]
  %447 = icmp ne i32 %437, 0
  tail call void @llvm.assume(i1 %447)
  br label %448

448:                                              ; preds = %448, %443
  %449 = phi i32 [ %460, %448 ], [ %444, %443 ]
  %450 = phi double [ %459, %448 ], [ %445, %443 ]
  %451 = phi double [ %456, %448 ], [ %446, %443 ]
  %452 = phi i32 [ %461, %448 ], [ 0, %443 ]
  %453 = zext nneg i32 %449 to i64
  %454 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %453
  %455 = load double, ptr %454, align 8, !tbaa !28, !noalias !32
  %456 = fadd contract double %451, %455
  %457 = getelementptr inbounds nuw i8, ptr %454, i64 8
  %458 = load double, ptr %457, align 8, !tbaa !28, !noalias !32
  %459 = fadd contract double %450, %458
  %460 = add nuw nsw i32 %449, 1
  %461 = add i32 %452, 1
  %462 = icmp eq i32 %461, %437
  br i1 %462, label %463, label %448, !llvm.loop !38

463:                                              ; preds = %448, %441
  %464 = phi double [ %533, %441 ], [ %456, %448 ]
  %465 = phi double [ %536, %441 ], [ %459, %448 ]
  %466 = shl nuw nsw i64 %72, 4
  %467 = getelementptr inbounds nuw i8, ptr %2, i64 %466
  store double %464, ptr %467, align 8, !tbaa !28, !alias.scope !32
  %468 = getelementptr inbounds nuw i8, ptr %467, i64 8
  store double %465, ptr %468, align 8, !tbaa !28, !alias.scope !32
  br label %540

469:                                              ; preds = %469, %439
  %470 = phi i32 [ 0, %439 ], [ %537, %469 ]
  %471 = phi double [ 0.000000e+00, %439 ], [ %536, %469 ]
  %472 = phi double [ 0.000000e+00, %439 ], [ %533, %469 ]
  %473 = phi i32 [ 0, %439 ], [ %538, %469 ]
  %474 = zext nneg i32 %470 to i64
  %475 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %474
  %476 = load double, ptr %475, align 8, !tbaa !28, !noalias !32
  %477 = fadd contract double %472, %476
  %478 = getelementptr inbounds nuw i8, ptr %475, i64 8
  %479 = load double, ptr %478, align 8, !tbaa !28, !noalias !32
  %480 = fadd contract double %471, %479
  %481 = zext nneg i32 %470 to i64
  %482 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %481
  %483 = getelementptr inbounds nuw i8, ptr %482, i64 16
  %484 = load double, ptr %483, align 8, !tbaa !28, !noalias !32
  %485 = fadd contract double %477, %484
  %486 = getelementptr inbounds nuw i8, ptr %482, i64 24
  %487 = load double, ptr %486, align 8, !tbaa !28, !noalias !32
  %488 = fadd contract double %480, %487
  %489 = zext nneg i32 %470 to i64
  %490 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %489
  %491 = getelementptr inbounds nuw i8, ptr %490, i64 32
  %492 = load double, ptr %491, align 8, !tbaa !28, !noalias !32
  %493 = fadd contract double %485, %492
  %494 = getelementptr inbounds nuw i8, ptr %490, i64 40
  %495 = load double, ptr %494, align 8, !tbaa !28, !noalias !32
  %496 = fadd contract double %488, %495
  %497 = zext nneg i32 %470 to i64
  %498 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %497
  %499 = getelementptr inbounds nuw i8, ptr %498, i64 48
  %500 = load double, ptr %499, align 8, !tbaa !28, !noalias !32
  %501 = fadd contract double %493, %500
  %502 = getelementptr inbounds nuw i8, ptr %498, i64 56
  %503 = load double, ptr %502, align 8, !tbaa !28, !noalias !32
  %504 = fadd contract double %496, %503
  %505 = zext nneg i32 %470 to i64
  %506 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %505
  %507 = getelementptr inbounds nuw i8, ptr %506, i64 64
  %508 = load double, ptr %507, align 8, !tbaa !28, !noalias !32
  %509 = fadd contract double %501, %508
  %510 = getelementptr inbounds nuw i8, ptr %506, i64 72
  %511 = load double, ptr %510, align 8, !tbaa !28, !noalias !32
  %512 = fadd contract double %504, %511
  %513 = zext nneg i32 %470 to i64
  %514 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %513
  %515 = getelementptr inbounds nuw i8, ptr %514, i64 80
  %516 = load double, ptr %515, align 8, !tbaa !28, !noalias !32
  %517 = fadd contract double %509, %516
  %518 = getelementptr inbounds nuw i8, ptr %514, i64 88
  %519 = load double, ptr %518, align 8, !tbaa !28, !noalias !32
  %520 = fadd contract double %512, %519
  %521 = zext nneg i32 %470 to i64
  %522 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %521
  %523 = getelementptr inbounds nuw i8, ptr %522, i64 96
  %524 = load double, ptr %523, align 8, !tbaa !28, !noalias !32
  %525 = fadd contract double %517, %524
  %526 = getelementptr inbounds nuw i8, ptr %522, i64 104
  %527 = load double, ptr %526, align 8, !tbaa !28, !noalias !32
  %528 = fadd contract double %520, %527
  %529 = zext nneg i32 %470 to i64
  %530 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %529
  %531 = getelementptr inbounds nuw i8, ptr %530, i64 112
  %532 = load double, ptr %531, align 8, !tbaa !28, !noalias !32
  %533 = fadd contract double %525, %532
  %534 = getelementptr inbounds nuw i8, ptr %530, i64 120
  %535 = load double, ptr %534, align 8, !tbaa !28, !noalias !32
  %536 = fadd contract double %528, %535
  %537 = add nuw nsw i32 %470, 8
  %538 = add i32 %473, 8
  %539 = icmp eq i32 %538, %440
  br i1 %539, label %441, label %469, !llvm.loop !39

540:                                              ; preds = %431, %463
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

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
!12 = distinct !{!12, !13, !"_Z8mc_priceIfEvmyPd: argument 0"}
!13 = distinct !{!13, !"_Z8mc_priceIfEvmyPd"}
!14 = !{!15, !7, i64 56}
!15 = !{!"_ZTS12OptionParams", !16, i64 0, !16, i64 8, !16, i64 16, !16, i64 24, !16, i64 32, !16, i64 40, !16, i64 48, !7, i64 56}
!16 = !{!"double", !8, i64 0}
!17 = !{!15, !16, i64 48}
!18 = !{!15, !16, i64 40}
!19 = !{!15, !16, i64 32}
!20 = !{!15, !16, i64 0}
!21 = !{!15, !16, i64 8}
!22 = !{!15, !16, i64 16}
!23 = !{!15, !16, i64 24}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = distinct !{!27, !25}
!28 = !{!16, !16, i64 0}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = distinct !{!31, !25}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_Z8mc_priceIdEvmyPd: argument 0"}
!34 = distinct !{!34, !"_Z8mc_priceIdEvmyPd"}
!35 = distinct !{!35, !25}
!36 = distinct !{!36, !25}
!37 = distinct !{!37, !25}
!38 = distinct !{!38, !30}
!39 = distinct !{!39, !25}
