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
  %6 = tail call noundef range(i32 1, 513) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %5, i32 512)
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
  %19 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %10) #8
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
  %32 = tail call float @llvm.nvvm.saturate.f(float %31) #8
  %33 = tail call float @llvm.nvvm.fma.rm.f(float %32, float 2.520000e+02, float 0x4168000020000000) #8
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
  br i1 %54, label %55, label %209

55:                                               ; preds = %3, %200
  %56 = phi double [ %204, %200 ], [ 0.000000e+00, %3 ]
  %57 = phi double [ %206, %200 ], [ 0.000000e+00, %3 ]
  %58 = phi i64 [ %207, %200 ], [ %53, %3 ]
  %59 = mul i64 %58, 2685821657736338717
  %60 = xor i64 %59, %1
  %61 = add i64 %60, -7046029254386353131
  %62 = lshr i64 %61, 30
  %63 = xor i64 %62, %61
  %64 = mul i64 %63, -4658895280553007687
  %65 = lshr i64 %64, 27
  %66 = xor i64 %65, %64
  %67 = mul i64 %66, -7723592293110705685
  %68 = lshr i64 %67, 31
  %69 = xor i64 %68, %67
  %70 = add i64 %58, -7046029254386353131
  %71 = add i64 %70, %69
  %72 = lshr i64 %71, 30
  %73 = xor i64 %72, %71
  %74 = mul i64 %73, -4658895280553007687
  %75 = lshr i64 %74, 27
  %76 = xor i64 %75, %74
  %77 = mul i64 %76, -7723592293110705685
  %78 = lshr i64 %77, 31
  %79 = xor i64 %78, %77
  br label %80

80:                                               ; preds = %191, %55
  %81 = phi i32 [ 0, %55 ], [ %193, %191 ]
  %82 = phi i1 [ false, %55 ], [ %190, %191 ]
  %83 = phi i1 [ false, %55 ], [ %192, %191 ]
  %84 = phi float [ 0.000000e+00, %55 ], [ %189, %191 ]
  %85 = phi float [ %22, %55 ], [ %186, %191 ]
  %86 = phi float [ 0.000000e+00, %55 ], [ %170, %191 ]
  %87 = phi i64 [ %69, %55 ], [ %169, %191 ]
  %88 = phi i64 [ %79, %55 ], [ %168, %191 ]
  br i1 %83, label %167, label %90

89:                                               ; preds = %90
  br i1 %127, label %131, label %163

90:                                               ; preds = %80, %90
  %91 = phi i32 [ %128, %90 ], [ 0, %80 ]
  %92 = phi i64 [ %100, %90 ], [ %87, %80 ]
  %93 = phi i64 [ %114, %90 ], [ %88, %80 ]
  %94 = shl i64 %92, 23
  %95 = xor i64 %94, %92
  %96 = lshr i64 %95, 17
  %97 = lshr i64 %93, 26
  %98 = xor i64 %97, %96
  %99 = xor i64 %98, %93
  %100 = xor i64 %99, %95
  %101 = add i64 %100, %93
  %102 = lshr i64 %101, 11
  %103 = add nuw nsw i64 %102, 1
  %104 = uitofp nneg i64 %103 to float
  %105 = fmul contract float %104, 0x3CA0000000000000
  %106 = fmul contract float %105, 2.000000e+00
  %107 = fadd contract float %106, -1.000000e+00
  %108 = shl i64 %93, 23
  %109 = xor i64 %108, %93
  %110 = lshr i64 %109, 17
  %111 = lshr i64 %100, 26
  %112 = xor i64 %110, %111
  %113 = xor i64 %112, %109
  %114 = xor i64 %113, %100
  %115 = add i64 %114, %100
  %116 = lshr i64 %115, 11
  %117 = add nuw nsw i64 %116, 1
  %118 = uitofp nneg i64 %117 to float
  %119 = fmul contract float %118, 0x3CA0000000000000
  %120 = fmul contract float %119, 2.000000e+00
  %121 = fadd contract float %120, -1.000000e+00
  %122 = fmul contract float %107, %107
  %123 = fmul contract float %121, %121
  %124 = fadd contract float %122, %123
  %125 = fcmp contract olt float %124, 1.000000e+00
  %126 = fcmp contract ogt float %124, 0.000000e+00
  %127 = and i1 %125, %126
  %128 = add nuw nsw i32 %91, 1
  %129 = icmp samesign ugt i32 %91, 6
  %130 = or i1 %129, %127
  br i1 %130, label %89, label %90, !llvm.loop !24

131:                                              ; preds = %89
  %132 = fcmp olt float %124, 0x3810000000000000
  %133 = fmul float %124, 0x4160000000000000
  %134 = select i1 %132, float %133, float %124
  %135 = select i1 %132, float -2.300000e+01, float 0.000000e+00
  %136 = bitcast float %134 to i32
  %137 = add nsw i32 %136, -1059760811
  %138 = and i32 %137, -8388608
  %139 = sub i32 %136, %138
  %140 = bitcast i32 %139 to float
  %141 = sitofp i32 %138 to float
  %142 = tail call float @llvm.fma.f32(float %141, float 0x3E80000000000000, float %135)
  %143 = fadd float %140, -1.000000e+00
  %144 = tail call float @llvm.fma.f32(float %143, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %145 = tail call float @llvm.fma.f32(float %144, float %143, float 0xBFBF19B980000000)
  %146 = tail call float @llvm.fma.f32(float %145, float %143, float 0x3FC1E52AA0000000)
  %147 = tail call float @llvm.fma.f32(float %146, float %143, float 0xBFC55B1720000000)
  %148 = tail call float @llvm.fma.f32(float %147, float %143, float 0x3FC99DA160000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %143, float 0xBFCFFFE440000000)
  %150 = tail call float @llvm.fma.f32(float %149, float %143, float 0x3FD5554F00000000)
  %151 = tail call float @llvm.fma.f32(float %150, float %143, float -5.000000e-01)
  %152 = fmul float %143, %151
  %153 = tail call float @llvm.fma.f32(float %152, float %143, float %143)
  %154 = tail call float @llvm.fma.f32(float %142, float 0x3FE62E4300000000, float %153)
  %155 = icmp ugt i32 %136, 2139095039
  %156 = tail call float @llvm.fma.f32(float %134, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %157 = select i1 %155, float %156, float %154
  %158 = fcmp oeq float %134, 0.000000e+00
  %159 = fmul contract float %157, -2.000000e+00
  %160 = select i1 %158, float 0x7FF0000000000000, float %159
  %161 = fdiv contract float %160, %124
  %162 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %161) #8
  br label %163

163:                                              ; preds = %131, %89
  %164 = phi contract float [ %162, %131 ], [ 0.000000e+00, %89 ]
  %165 = fmul contract float %107, %164
  %166 = fmul contract float %121, %164
  br label %167

167:                                              ; preds = %163, %80
  %168 = phi i64 [ %114, %163 ], [ %88, %80 ]
  %169 = phi i64 [ %100, %163 ], [ %87, %80 ]
  %170 = phi float [ %166, %163 ], [ %86, %80 ]
  %171 = phi float [ %165, %163 ], [ %86, %80 ]
  %172 = fmul contract float %20, %171
  %173 = fadd contract float %18, %172
  %174 = tail call float @llvm.fma.f32(float %173, float 0x3F777313A0000000, float 5.000000e-01)
  %175 = tail call float @llvm.nvvm.saturate.f(float %174) #8
  %176 = tail call float @llvm.nvvm.fma.rm.f(float %175, float 2.520000e+02, float 0x4168000020000000) #8
  %177 = fadd float %176, 0xC168000FE0000000
  %178 = fneg float %177
  %179 = tail call float @llvm.fma.f32(float %173, float 0x3FF7154760000000, float %178)
  %180 = tail call float @llvm.fma.f32(float %173, float 0x3E54AE0C00000000, float %179)
  %181 = bitcast float %176 to i32
  %182 = shl i32 %181, 23
  %183 = bitcast i32 %182 to float
  %184 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %180)
  %185 = fmul float %184, %183
  %186 = fmul contract float %85, %185
  %187 = fcmp contract oge float %186, %26
  %188 = fadd contract float %84, %186
  %189 = select i1 %187, float %84, float %188
  %190 = select i1 %187, i1 true, i1 %82
  br i1 %187, label %195, label %191

191:                                              ; preds = %167
  %192 = xor i1 %83, true
  %193 = add nuw nsw i32 %81, 1
  %194 = icmp eq i32 %193, %6
  br i1 %194, label %195, label %80, !llvm.loop !27

195:                                              ; preds = %191, %167
  br i1 %190, label %200, label %196

196:                                              ; preds = %195
  %197 = fdiv contract float %189, %9
  %198 = fsub contract float %197, %24
  %199 = tail call noundef float @llvm.maxnum.f32(float %198, float 0.000000e+00)
  br label %200

200:                                              ; preds = %196, %195
  %201 = phi contract float [ %199, %196 ], [ %28, %195 ]
  %202 = fmul contract float %42, %201
  %203 = fpext contract float %202 to double
  %204 = fadd contract double %56, %203
  %205 = fmul contract double %203, %203
  %206 = fadd contract double %57, %205
  %207 = add i64 %58, %47
  %208 = icmp ult i64 %207, %0
  br i1 %208, label %55, label %209, !llvm.loop !28

209:                                              ; preds = %200, %3
  %210 = phi double [ 0.000000e+00, %3 ], [ %206, %200 ]
  %211 = phi double [ 0.000000e+00, %3 ], [ %204, %200 ]
  %212 = bitcast double %211 to i64
  %213 = trunc i64 %212 to i32
  %214 = lshr i64 %212, 32
  %215 = trunc nuw i64 %214 to i32
  %216 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %213, i32 16, i32 31)
  %217 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %215, i32 16, i32 31)
  %218 = zext i32 %217 to i64
  %219 = shl nuw i64 %218, 32
  %220 = zext i32 %216 to i64
  %221 = or disjoint i64 %219, %220
  %222 = bitcast i64 %221 to double
  %223 = fadd contract double %211, %222
  %224 = bitcast double %210 to i64
  %225 = trunc i64 %224 to i32
  %226 = lshr i64 %224, 32
  %227 = trunc nuw i64 %226 to i32
  %228 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %225, i32 16, i32 31)
  %229 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %227, i32 16, i32 31)
  %230 = zext i32 %229 to i64
  %231 = shl nuw i64 %230, 32
  %232 = zext i32 %228 to i64
  %233 = or disjoint i64 %231, %232
  %234 = bitcast i64 %233 to double
  %235 = fadd contract double %210, %234
  %236 = bitcast double %223 to i64
  %237 = trunc i64 %236 to i32
  %238 = lshr i64 %236, 32
  %239 = trunc nuw i64 %238 to i32
  %240 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %237, i32 8, i32 31)
  %241 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %239, i32 8, i32 31)
  %242 = zext i32 %241 to i64
  %243 = shl nuw i64 %242, 32
  %244 = zext i32 %240 to i64
  %245 = or disjoint i64 %243, %244
  %246 = bitcast i64 %245 to double
  %247 = fadd contract double %223, %246
  %248 = bitcast double %235 to i64
  %249 = trunc i64 %248 to i32
  %250 = lshr i64 %248, 32
  %251 = trunc nuw i64 %250 to i32
  %252 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %249, i32 8, i32 31)
  %253 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %251, i32 8, i32 31)
  %254 = zext i32 %253 to i64
  %255 = shl nuw i64 %254, 32
  %256 = zext i32 %252 to i64
  %257 = or disjoint i64 %255, %256
  %258 = bitcast i64 %257 to double
  %259 = fadd contract double %235, %258
  %260 = bitcast double %247 to i64
  %261 = trunc i64 %260 to i32
  %262 = lshr i64 %260, 32
  %263 = trunc nuw i64 %262 to i32
  %264 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %261, i32 4, i32 31)
  %265 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %263, i32 4, i32 31)
  %266 = zext i32 %265 to i64
  %267 = shl nuw i64 %266, 32
  %268 = zext i32 %264 to i64
  %269 = or disjoint i64 %267, %268
  %270 = bitcast i64 %269 to double
  %271 = fadd contract double %247, %270
  %272 = bitcast double %259 to i64
  %273 = trunc i64 %272 to i32
  %274 = lshr i64 %272, 32
  %275 = trunc nuw i64 %274 to i32
  %276 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %273, i32 4, i32 31)
  %277 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %275, i32 4, i32 31)
  %278 = zext i32 %277 to i64
  %279 = shl nuw i64 %278, 32
  %280 = zext i32 %276 to i64
  %281 = or disjoint i64 %279, %280
  %282 = bitcast i64 %281 to double
  %283 = fadd contract double %259, %282
  %284 = bitcast double %271 to i64
  %285 = trunc i64 %284 to i32
  %286 = lshr i64 %284, 32
  %287 = trunc nuw i64 %286 to i32
  %288 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %285, i32 2, i32 31)
  %289 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %287, i32 2, i32 31)
  %290 = zext i32 %289 to i64
  %291 = shl nuw i64 %290, 32
  %292 = zext i32 %288 to i64
  %293 = or disjoint i64 %291, %292
  %294 = bitcast i64 %293 to double
  %295 = fadd contract double %271, %294
  %296 = bitcast double %283 to i64
  %297 = trunc i64 %296 to i32
  %298 = lshr i64 %296, 32
  %299 = trunc nuw i64 %298 to i32
  %300 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %297, i32 2, i32 31)
  %301 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %299, i32 2, i32 31)
  %302 = zext i32 %301 to i64
  %303 = shl nuw i64 %302, 32
  %304 = zext i32 %300 to i64
  %305 = or disjoint i64 %303, %304
  %306 = bitcast i64 %305 to double
  %307 = fadd contract double %283, %306
  %308 = bitcast double %295 to i64
  %309 = trunc i64 %308 to i32
  %310 = lshr i64 %308, 32
  %311 = trunc nuw i64 %310 to i32
  %312 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %309, i32 1, i32 31)
  %313 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %311, i32 1, i32 31)
  %314 = bitcast double %307 to i64
  %315 = trunc i64 %314 to i32
  %316 = lshr i64 %314, 32
  %317 = trunc nuw i64 %316 to i32
  %318 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %315, i32 1, i32 31)
  %319 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %317, i32 1, i32 31)
  %320 = and i32 %51, 31
  %321 = icmp eq i32 %320, 0
  br i1 %321, label %322, label %339

322:                                              ; preds = %209
  %323 = zext i32 %319 to i64
  %324 = shl nuw i64 %323, 32
  %325 = zext i32 %318 to i64
  %326 = or disjoint i64 %324, %325
  %327 = bitcast i64 %326 to double
  %328 = fadd contract double %307, %327
  %329 = zext i32 %313 to i64
  %330 = shl nuw i64 %329, 32
  %331 = zext i32 %312 to i64
  %332 = or disjoint i64 %330, %331
  %333 = bitcast i64 %332 to double
  %334 = fadd contract double %295, %333
  %335 = lshr exact i32 %51, 5
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %336
  store double %334, ptr %337, align 8, !tbaa !29, !noalias !11
  %338 = getelementptr inbounds nuw i8, ptr %337, i64 8
  store double %328, ptr %338, align 8, !tbaa !29, !noalias !11
  br label %339

339:                                              ; preds = %322, %209
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !11
  %340 = icmp eq i32 %51, 0
  br i1 %340, label %341, label %361

341:                                              ; preds = %339
  %342 = add nuw nsw i32 %45, 31
  %343 = lshr i32 %342, 5
  br label %348

344:                                              ; preds = %348
  %345 = shl nuw nsw i64 %49, 4
  %346 = getelementptr inbounds nuw i8, ptr %2, i64 %345
  store double %355, ptr %346, align 8, !tbaa !29, !alias.scope !11
  %347 = getelementptr inbounds nuw i8, ptr %346, i64 8
  store double %358, ptr %347, align 8, !tbaa !29, !alias.scope !11
  br label %361

348:                                              ; preds = %348, %341
  %349 = phi i32 [ %359, %348 ], [ 0, %341 ]
  %350 = phi double [ %358, %348 ], [ 0.000000e+00, %341 ]
  %351 = phi double [ %355, %348 ], [ 0.000000e+00, %341 ]
  %352 = zext nneg i32 %349 to i64
  %353 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIfEvmyPdE8warp_sum to ptr), i64 %352
  %354 = load double, ptr %353, align 8, !tbaa !29, !noalias !11
  %355 = fadd contract double %351, %354
  %356 = getelementptr inbounds nuw i8, ptr %353, i64 8
  %357 = load double, ptr %356, align 8, !tbaa !29, !noalias !11
  %358 = fadd contract double %350, %357
  %359 = add nuw nsw i32 %349, 1
  %360 = icmp eq i32 %359, %343
  br i1 %360, label %344, label %348, !llvm.loop !30

361:                                              ; preds = %339, %344
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mc_asian_barrier_f64(i64 noundef %0, i64 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %4 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 56), align 8, !tbaa !14, !noalias !31
  %5 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %6 = tail call noundef range(i32 1, 513) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %5, i32 512)
  %7 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 48), align 8, !tbaa !17, !noalias !31
  %8 = uitofp nneg i32 %6 to double
  %9 = fdiv contract double %7, %8
  %10 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 8, !tbaa !18, !noalias !31
  %11 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 8, !tbaa !19, !noalias !31
  %12 = fmul contract double %10, 5.000000e-01
  %13 = fmul contract double %10, %12
  %14 = fsub contract double %11, %13
  %15 = fmul contract double %9, %14
  %16 = tail call noundef double @llvm.sqrt.f64(double %9)
  %17 = fmul contract double %10, %16
  %18 = load double, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), align 8, !tbaa !20, !noalias !31
  %19 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 8, !tbaa !21, !noalias !31
  %20 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 8, !tbaa !22, !noalias !31
  %21 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 24), align 8, !tbaa !23, !noalias !31
  %22 = fneg contract double %11
  %23 = fmul contract double %7, %22
  %24 = tail call double @llvm.fma.f64(double %23, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %25 = tail call i32 @llvm.nvvm.d2i.lo(double %24) #8
  %26 = tail call double @llvm.nvvm.add.rn.d(double %24, double 0xC338000000000000) #8
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
  %40 = tail call i32 @llvm.nvvm.d2i.lo(double %39) #8
  %41 = tail call i32 @llvm.nvvm.d2i.hi(double %39) #8
  %42 = shl i32 %25, 20
  %43 = add i32 %41, %42
  %44 = tail call double @llvm.nvvm.lohi.i2d(i32 %40, i32 %43) #8
  %45 = tail call i32 @llvm.nvvm.d2i.hi(double %23) #8
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
  %58 = tail call double @llvm.nvvm.lohi.i2d(i32 %40, i32 %57) #8
  %59 = sub nsw i32 %25, %55
  %60 = shl i32 %59, 20
  %61 = add nsw i32 %60, 1072693248
  %62 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %61) #8
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
  br i1 %77, label %78, label %307

78:                                               ; preds = %64
  %79 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #8
  br label %80

80:                                               ; preds = %299, %78
  %81 = phi double [ 0.000000e+00, %78 ], [ %302, %299 ]
  %82 = phi double [ 0.000000e+00, %78 ], [ %304, %299 ]
  %83 = phi i64 [ %76, %78 ], [ %305, %299 ]
  %84 = mul i64 %83, 2685821657736338717
  %85 = xor i64 %84, %1
  %86 = add i64 %85, -7046029254386353131
  %87 = lshr i64 %86, 30
  %88 = xor i64 %87, %86
  %89 = mul i64 %88, -4658895280553007687
  %90 = lshr i64 %89, 27
  %91 = xor i64 %90, %89
  %92 = mul i64 %91, -7723592293110705685
  %93 = lshr i64 %92, 31
  %94 = xor i64 %93, %92
  %95 = add i64 %83, -7046029254386353131
  %96 = add i64 %95, %94
  %97 = lshr i64 %96, 30
  %98 = xor i64 %97, %96
  %99 = mul i64 %98, -4658895280553007687
  %100 = lshr i64 %99, 27
  %101 = xor i64 %100, %99
  %102 = mul i64 %101, -7723592293110705685
  %103 = lshr i64 %102, 31
  %104 = xor i64 %103, %102
  br label %105

105:                                              ; preds = %284, %80
  %106 = phi i32 [ 0, %80 ], [ %291, %284 ]
  %107 = phi i1 [ false, %80 ], [ %290, %284 ]
  %108 = phi i1 [ false, %80 ], [ %241, %284 ]
  %109 = phi double [ 0.000000e+00, %80 ], [ %289, %284 ]
  %110 = phi double [ %18, %80 ], [ %286, %284 ]
  %111 = phi double [ 0.000000e+00, %80 ], [ %239, %284 ]
  %112 = phi i64 [ %94, %80 ], [ %238, %284 ]
  %113 = phi i64 [ %104, %80 ], [ %237, %284 ]
  br i1 %108, label %236, label %115

114:                                              ; preds = %115
  br i1 %152, label %156, label %232

115:                                              ; preds = %105, %115
  %116 = phi i32 [ %153, %115 ], [ 0, %105 ]
  %117 = phi i64 [ %125, %115 ], [ %112, %105 ]
  %118 = phi i64 [ %139, %115 ], [ %113, %105 ]
  %119 = shl i64 %117, 23
  %120 = xor i64 %119, %117
  %121 = lshr i64 %120, 17
  %122 = lshr i64 %118, 26
  %123 = xor i64 %122, %121
  %124 = xor i64 %123, %118
  %125 = xor i64 %124, %120
  %126 = add i64 %125, %118
  %127 = lshr i64 %126, 11
  %128 = add nuw nsw i64 %127, 1
  %129 = uitofp nneg i64 %128 to double
  %130 = fmul contract double %129, 0x3CA0000000000000
  %131 = fmul contract double %130, 2.000000e+00
  %132 = fadd contract double %131, -1.000000e+00
  %133 = shl i64 %118, 23
  %134 = xor i64 %133, %118
  %135 = lshr i64 %134, 17
  %136 = lshr i64 %125, 26
  %137 = xor i64 %135, %136
  %138 = xor i64 %137, %134
  %139 = xor i64 %138, %125
  %140 = add i64 %139, %125
  %141 = lshr i64 %140, 11
  %142 = add nuw nsw i64 %141, 1
  %143 = uitofp nneg i64 %142 to double
  %144 = fmul contract double %143, 0x3CA0000000000000
  %145 = fmul contract double %144, 2.000000e+00
  %146 = fadd contract double %145, -1.000000e+00
  %147 = fmul contract double %132, %132
  %148 = fmul contract double %146, %146
  %149 = fadd contract double %147, %148
  %150 = fcmp contract olt double %149, 1.000000e+00
  %151 = fcmp contract ogt double %149, 0.000000e+00
  %152 = and i1 %150, %151
  %153 = add nuw nsw i32 %116, 1
  %154 = icmp samesign ugt i32 %116, 6
  %155 = or i1 %154, %152
  br i1 %155, label %114, label %115, !llvm.loop !34

156:                                              ; preds = %114
  %157 = tail call i32 @llvm.nvvm.d2i.hi(double %149) #8
  %158 = tail call i32 @llvm.nvvm.d2i.lo(double %149) #8
  %159 = icmp slt i32 %157, 1048576
  br i1 %159, label %160, label %164

160:                                              ; preds = %156
  %161 = fmul double %149, 0x4350000000000000
  %162 = tail call i32 @llvm.nvvm.d2i.hi(double %161) #8
  %163 = tail call i32 @llvm.nvvm.d2i.lo(double %161) #8
  br label %164

164:                                              ; preds = %160, %156
  %165 = phi double [ %161, %160 ], [ %149, %156 ]
  %166 = phi i32 [ %162, %160 ], [ %157, %156 ]
  %167 = phi i32 [ %163, %160 ], [ %158, %156 ]
  %168 = phi i32 [ -1077, %160 ], [ -1023, %156 ]
  %169 = add i32 %166, -1
  %170 = icmp ult i32 %169, 2146435071
  br i1 %170, label %171, label %221

171:                                              ; preds = %164
  %172 = lshr i32 %166, 20
  %173 = add nsw i32 %168, %172
  %174 = and i32 %166, 1048575
  %175 = or disjoint i32 %174, 1072693248
  %176 = tail call double @llvm.nvvm.lohi.i2d(i32 %167, i32 %175) #8
  %177 = icmp samesign ugt i32 %175, 1073127582
  br i1 %177, label %178, label %184

178:                                              ; preds = %171
  %179 = tail call i32 @llvm.nvvm.d2i.lo(double %176) #8
  %180 = tail call i32 @llvm.nvvm.d2i.hi(double %176) #8
  %181 = add i32 %180, -1048576
  %182 = tail call double @llvm.nvvm.lohi.i2d(i32 %179, i32 %181) #8
  %183 = add nsw i32 %173, 1
  br label %184

184:                                              ; preds = %178, %171
  %185 = phi double [ %182, %178 ], [ %176, %171 ]
  %186 = phi i32 [ %183, %178 ], [ %173, %171 ]
  %187 = fadd double %185, -1.000000e+00
  %188 = fadd double %185, 1.000000e+00
  %189 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %188) #8
  %190 = fneg double %188
  %191 = tail call double @llvm.fma.f64(double %190, double %189, double 1.000000e+00)
  %192 = tail call double @llvm.fma.f64(double %191, double %191, double %191)
  %193 = tail call double @llvm.fma.f64(double %192, double %189, double %189)
  %194 = fmul double %187, %193
  %195 = fadd double %194, %194
  %196 = fmul double %195, %195
  %197 = tail call double @llvm.fma.f64(double %196, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %198 = tail call double @llvm.fma.f64(double %197, double %196, double 0x3EF3B2669F02676F)
  %199 = tail call double @llvm.fma.f64(double %198, double %196, double 0x3F1745CBA9AB0956)
  %200 = tail call double @llvm.fma.f64(double %199, double %196, double 0x3F3C71C72D1B5154)
  %201 = tail call double @llvm.fma.f64(double %200, double %196, double 0x3F624924923BE72D)
  %202 = tail call double @llvm.fma.f64(double %201, double %196, double 0x3F8999999999A3C4)
  %203 = tail call double @llvm.fma.f64(double %202, double %196, double 0x3FB5555555555554)
  %204 = fsub double %187, %195
  %205 = fmul double %204, 2.000000e+00
  %206 = fneg double %195
  %207 = tail call double @llvm.fma.f64(double %206, double %187, double %205)
  %208 = fmul double %193, %207
  %209 = fmul double %196, %203
  %210 = tail call double @llvm.fma.f64(double %209, double %195, double %208)
  %211 = xor i32 %186, -2147483648
  %212 = tail call double @llvm.nvvm.lohi.i2d(i32 %211, i32 1127219200) #8
  %213 = fsub double %212, %79
  %214 = tail call double @llvm.fma.f64(double %213, double 0x3FE62E42FEFA39EF, double %195)
  %215 = fneg double %213
  %216 = tail call double @llvm.fma.f64(double %215, double 0x3FE62E42FEFA39EF, double %214)
  %217 = fsub double %216, %195
  %218 = fsub double %210, %217
  %219 = tail call double @llvm.fma.f64(double %213, double 0x3C7ABC9E3B39803F, double %218)
  %220 = fadd double %214, %219
  br label %227

221:                                              ; preds = %164
  %222 = tail call double @llvm.fma.f64(double %165, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %223 = tail call i32 @llvm.nvvm.d2i.hi(double %165) #8
  %224 = and i32 %223, 2147483647
  %225 = icmp eq i32 %224, 0
  %226 = select i1 %225, double 0xFFF0000000000000, double %222
  br label %227

227:                                              ; preds = %221, %184
  %228 = phi double [ %220, %184 ], [ %226, %221 ]
  %229 = fmul contract double %228, -2.000000e+00
  %230 = fdiv contract double %229, %149
  %231 = tail call noundef double @llvm.sqrt.f64(double %230)
  br label %232

232:                                              ; preds = %227, %114
  %233 = phi contract double [ %231, %227 ], [ 0.000000e+00, %114 ]
  %234 = fmul contract double %132, %233
  %235 = fmul contract double %146, %233
  br label %236

236:                                              ; preds = %232, %105
  %237 = phi i64 [ %139, %232 ], [ %113, %105 ]
  %238 = phi i64 [ %125, %232 ], [ %112, %105 ]
  %239 = phi double [ %235, %232 ], [ %111, %105 ]
  %240 = phi double [ %234, %232 ], [ %111, %105 ]
  %241 = xor i1 %108, true
  %242 = fmul contract double %17, %240
  %243 = fadd contract double %15, %242
  %244 = tail call double @llvm.fma.f64(double %243, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %245 = tail call i32 @llvm.nvvm.d2i.lo(double %244) #8
  %246 = tail call double @llvm.nvvm.add.rn.d(double %244, double 0xC338000000000000) #8
  %247 = tail call double @llvm.fma.f64(double %246, double 0xBFE62E42FEFA39EF, double %243)
  %248 = tail call double @llvm.fma.f64(double %246, double 0xBC7ABC9E3B39803F, double %247)
  %249 = tail call double @llvm.fma.f64(double %248, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %250 = tail call double @llvm.fma.f64(double %249, double %248, double 0x3EC71DEE62401315)
  %251 = tail call double @llvm.fma.f64(double %250, double %248, double 0x3EFA01997C89EB71)
  %252 = tail call double @llvm.fma.f64(double %251, double %248, double 0x3F2A01A014761F65)
  %253 = tail call double @llvm.fma.f64(double %252, double %248, double 0x3F56C16C1852B7AF)
  %254 = tail call double @llvm.fma.f64(double %253, double %248, double 0x3F81111111122322)
  %255 = tail call double @llvm.fma.f64(double %254, double %248, double 0x3FA55555555502A1)
  %256 = tail call double @llvm.fma.f64(double %255, double %248, double 0x3FC5555555555511)
  %257 = tail call double @llvm.fma.f64(double %256, double %248, double 0x3FE000000000000B)
  %258 = tail call double @llvm.fma.f64(double %257, double %248, double 1.000000e+00)
  %259 = tail call double @llvm.fma.f64(double %258, double %248, double 1.000000e+00)
  %260 = tail call i32 @llvm.nvvm.d2i.lo(double %259) #8
  %261 = tail call i32 @llvm.nvvm.d2i.hi(double %259) #8
  %262 = shl i32 %245, 20
  %263 = add i32 %261, %262
  %264 = tail call double @llvm.nvvm.lohi.i2d(i32 %260, i32 %263) #8
  %265 = tail call i32 @llvm.nvvm.d2i.hi(double %243) #8
  %266 = bitcast i32 %265 to float
  %267 = tail call float @llvm.nvvm.fabs.f32(float %266)
  %268 = fcmp olt float %267, 0x4010C46560000000
  br i1 %268, label %284, label %269

269:                                              ; preds = %236
  %270 = fcmp olt double %243, 0.000000e+00
  %271 = fadd double %243, 0x7FF0000000000000
  %272 = select i1 %270, double 0.000000e+00, double %271
  %273 = fcmp olt float %267, 0x4010E90000000000
  br i1 %273, label %274, label %284

274:                                              ; preds = %269
  %275 = sdiv i32 %245, 2
  %276 = shl i32 %275, 20
  %277 = add i32 %261, %276
  %278 = tail call double @llvm.nvvm.lohi.i2d(i32 %260, i32 %277) #8
  %279 = sub nsw i32 %245, %275
  %280 = shl i32 %279, 20
  %281 = add nsw i32 %280, 1072693248
  %282 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %281) #8
  %283 = fmul double %282, %278
  br label %284

284:                                              ; preds = %274, %269, %236
  %285 = phi double [ %264, %236 ], [ %283, %274 ], [ %272, %269 ]
  %286 = fmul contract double %110, %285
  %287 = fcmp contract oge double %286, %20
  %288 = fadd contract double %109, %286
  %289 = select i1 %287, double %109, double %288
  %290 = select i1 %287, i1 true, i1 %107
  %291 = add nuw nsw i32 %106, 1
  %292 = icmp samesign uge i32 %291, %6
  %293 = select i1 %287, i1 true, i1 %292
  br i1 %293, label %294, label %105, !llvm.loop !35

294:                                              ; preds = %284
  br i1 %290, label %299, label %295

295:                                              ; preds = %294
  %296 = fdiv contract double %289, %8
  %297 = fsub contract double %296, %19
  %298 = tail call noundef double @llvm.maxnum.f64(double %297, double 0.000000e+00)
  br label %299

299:                                              ; preds = %295, %294
  %300 = phi contract double [ %298, %295 ], [ %21, %294 ]
  %301 = fmul contract double %65, %300
  %302 = fadd contract double %81, %301
  %303 = fmul contract double %301, %301
  %304 = fadd contract double %82, %303
  %305 = add i64 %83, %70
  %306 = icmp ult i64 %305, %0
  br i1 %306, label %80, label %307, !llvm.loop !36

307:                                              ; preds = %299, %64
  %308 = phi double [ 0.000000e+00, %64 ], [ %304, %299 ]
  %309 = phi double [ 0.000000e+00, %64 ], [ %302, %299 ]
  %310 = bitcast double %309 to i64
  %311 = trunc i64 %310 to i32
  %312 = lshr i64 %310, 32
  %313 = trunc nuw i64 %312 to i32
  %314 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %311, i32 16, i32 31)
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %313, i32 16, i32 31)
  %316 = zext i32 %315 to i64
  %317 = shl nuw i64 %316, 32
  %318 = zext i32 %314 to i64
  %319 = or disjoint i64 %317, %318
  %320 = bitcast i64 %319 to double
  %321 = fadd contract double %309, %320
  %322 = bitcast double %308 to i64
  %323 = trunc i64 %322 to i32
  %324 = lshr i64 %322, 32
  %325 = trunc nuw i64 %324 to i32
  %326 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %323, i32 16, i32 31)
  %327 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %325, i32 16, i32 31)
  %328 = zext i32 %327 to i64
  %329 = shl nuw i64 %328, 32
  %330 = zext i32 %326 to i64
  %331 = or disjoint i64 %329, %330
  %332 = bitcast i64 %331 to double
  %333 = fadd contract double %308, %332
  %334 = bitcast double %321 to i64
  %335 = trunc i64 %334 to i32
  %336 = lshr i64 %334, 32
  %337 = trunc nuw i64 %336 to i32
  %338 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %335, i32 8, i32 31)
  %339 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %337, i32 8, i32 31)
  %340 = zext i32 %339 to i64
  %341 = shl nuw i64 %340, 32
  %342 = zext i32 %338 to i64
  %343 = or disjoint i64 %341, %342
  %344 = bitcast i64 %343 to double
  %345 = fadd contract double %321, %344
  %346 = bitcast double %333 to i64
  %347 = trunc i64 %346 to i32
  %348 = lshr i64 %346, 32
  %349 = trunc nuw i64 %348 to i32
  %350 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %347, i32 8, i32 31)
  %351 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %349, i32 8, i32 31)
  %352 = zext i32 %351 to i64
  %353 = shl nuw i64 %352, 32
  %354 = zext i32 %350 to i64
  %355 = or disjoint i64 %353, %354
  %356 = bitcast i64 %355 to double
  %357 = fadd contract double %333, %356
  %358 = bitcast double %345 to i64
  %359 = trunc i64 %358 to i32
  %360 = lshr i64 %358, 32
  %361 = trunc nuw i64 %360 to i32
  %362 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %359, i32 4, i32 31)
  %363 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %361, i32 4, i32 31)
  %364 = zext i32 %363 to i64
  %365 = shl nuw i64 %364, 32
  %366 = zext i32 %362 to i64
  %367 = or disjoint i64 %365, %366
  %368 = bitcast i64 %367 to double
  %369 = fadd contract double %345, %368
  %370 = bitcast double %357 to i64
  %371 = trunc i64 %370 to i32
  %372 = lshr i64 %370, 32
  %373 = trunc nuw i64 %372 to i32
  %374 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %371, i32 4, i32 31)
  %375 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %373, i32 4, i32 31)
  %376 = zext i32 %375 to i64
  %377 = shl nuw i64 %376, 32
  %378 = zext i32 %374 to i64
  %379 = or disjoint i64 %377, %378
  %380 = bitcast i64 %379 to double
  %381 = fadd contract double %357, %380
  %382 = bitcast double %369 to i64
  %383 = trunc i64 %382 to i32
  %384 = lshr i64 %382, 32
  %385 = trunc nuw i64 %384 to i32
  %386 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %383, i32 2, i32 31)
  %387 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %385, i32 2, i32 31)
  %388 = zext i32 %387 to i64
  %389 = shl nuw i64 %388, 32
  %390 = zext i32 %386 to i64
  %391 = or disjoint i64 %389, %390
  %392 = bitcast i64 %391 to double
  %393 = fadd contract double %369, %392
  %394 = bitcast double %381 to i64
  %395 = trunc i64 %394 to i32
  %396 = lshr i64 %394, 32
  %397 = trunc nuw i64 %396 to i32
  %398 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %395, i32 2, i32 31)
  %399 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %397, i32 2, i32 31)
  %400 = zext i32 %399 to i64
  %401 = shl nuw i64 %400, 32
  %402 = zext i32 %398 to i64
  %403 = or disjoint i64 %401, %402
  %404 = bitcast i64 %403 to double
  %405 = fadd contract double %381, %404
  %406 = bitcast double %393 to i64
  %407 = trunc i64 %406 to i32
  %408 = lshr i64 %406, 32
  %409 = trunc nuw i64 %408 to i32
  %410 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %407, i32 1, i32 31)
  %411 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %409, i32 1, i32 31)
  %412 = bitcast double %405 to i64
  %413 = trunc i64 %412 to i32
  %414 = lshr i64 %412, 32
  %415 = trunc nuw i64 %414 to i32
  %416 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %413, i32 1, i32 31)
  %417 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %415, i32 1, i32 31)
  %418 = and i32 %74, 31
  %419 = icmp eq i32 %418, 0
  br i1 %419, label %420, label %437

420:                                              ; preds = %307
  %421 = zext i32 %417 to i64
  %422 = shl nuw i64 %421, 32
  %423 = zext i32 %416 to i64
  %424 = or disjoint i64 %422, %423
  %425 = bitcast i64 %424 to double
  %426 = fadd contract double %405, %425
  %427 = zext i32 %411 to i64
  %428 = shl nuw i64 %427, 32
  %429 = zext i32 %410 to i64
  %430 = or disjoint i64 %428, %429
  %431 = bitcast i64 %430 to double
  %432 = fadd contract double %393, %431
  %433 = lshr exact i32 %74, 5
  %434 = zext nneg i32 %433 to i64
  %435 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %434
  store double %432, ptr %435, align 8, !tbaa !29, !noalias !31
  %436 = getelementptr inbounds nuw i8, ptr %435, i64 8
  store double %426, ptr %436, align 8, !tbaa !29, !noalias !31
  br label %437

437:                                              ; preds = %420, %307
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !31
  %438 = icmp eq i32 %74, 0
  br i1 %438, label %439, label %459

439:                                              ; preds = %437
  %440 = add nuw nsw i32 %68, 31
  %441 = lshr i32 %440, 5
  br label %446

442:                                              ; preds = %446
  %443 = shl nuw nsw i64 %72, 4
  %444 = getelementptr inbounds nuw i8, ptr %2, i64 %443
  store double %453, ptr %444, align 8, !tbaa !29, !alias.scope !31
  %445 = getelementptr inbounds nuw i8, ptr %444, i64 8
  store double %456, ptr %445, align 8, !tbaa !29, !alias.scope !31
  br label %459

446:                                              ; preds = %446, %439
  %447 = phi i32 [ %457, %446 ], [ 0, %439 ]
  %448 = phi double [ %456, %446 ], [ 0.000000e+00, %439 ]
  %449 = phi double [ %453, %446 ], [ 0.000000e+00, %439 ]
  %450 = zext nneg i32 %447 to i64
  %451 = getelementptr inbounds nuw [2 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ8mc_priceIdEvmyPdE8warp_sum to ptr), i64 %450
  %452 = load double, ptr %451, align 8, !tbaa !29, !noalias !31
  %453 = fadd contract double %449, %452
  %454 = getelementptr inbounds nuw i8, ptr %451, i64 8
  %455 = load double, ptr %454, align 8, !tbaa !29, !noalias !31
  %456 = fadd contract double %448, %455
  %457 = add nuw nsw i32 %447, 1
  %458 = icmp eq i32 %457, %441
  br i1 %458, label %442, label %446, !llvm.loop !37

459:                                              ; preds = %437, %442
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
declare i32 @llvm.smin.i32(i32, i32) #4

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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!24 = distinct !{!24, !25, !26}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !25, !26}
!28 = distinct !{!28, !25, !26}
!29 = !{!16, !16, i64 0}
!30 = distinct !{!30, !25, !26}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_Z8mc_priceIdEvmyPd: argument 0"}
!33 = distinct !{!33, !"_Z8mc_priceIdEvmyPd"}
!34 = distinct !{!34, !25, !26}
!35 = distinct !{!35, !25, !26}
!36 = distinct !{!36, !25, !26}
!37 = distinct !{!37, !25, !26}
