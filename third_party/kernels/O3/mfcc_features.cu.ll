; ModuleID = 'src/mfcc_features.cu'
source_filename = "src/mfcc_features.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.MfccConfig = type { float, float, float, float, float, float }
%struct.float2.0 = type { float, float }

@c_mfcc = dso_local addrspace(4) externally_initialized constant %struct.MfccConfig zeroinitializer, align 4
@_ZZ19mfcc_power_spectrumE3s_x = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ19mfcc_power_spectrumE4s_tw = internal unnamed_addr addrspace(3) global [256 x %struct.float2.0] undef, align 8
@_ZZ19mfcc_power_spectrumE5s_red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 4
@_ZZ12mfcc_mel_dctE5s_pow = internal unnamed_addr addrspace(3) global [129 x float] undef, align 4
@_ZZ12mfcc_mel_dctE8s_logmel = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mfcc_power_spectrum(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %698

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = and i32 %11, 31
  %13 = icmp ne i32 %12, 0
  %14 = icmp samesign ugt i32 %11, 256
  %15 = select i1 %13, i1 true, i1 %14
  br i1 %15, label %698, label %16

16:                                               ; preds = %10
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 2)
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 8)
  %19 = shl nuw nsw i32 1, %18
  %20 = mul nsw i32 %2, %8
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp samesign ult i32 %21, %19
  br i1 %22, label %36, label %23

23:                                               ; preds = %47, %16
  %24 = phi float [ 0.000000e+00, %16 ], [ %51, %47 ]
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 16, i32 31)
  %26 = fadd contract float %24, %25
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 8, i32 31)
  %28 = fadd contract float %26, %27
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 4, i32 31)
  %30 = fadd contract float %28, %29
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 2, i32 31)
  %32 = fadd contract float %30, %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 1, i32 31)
  %34 = and i32 %21, 31
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %54, label %59

36:                                               ; preds = %16, %47
  %37 = phi float [ %51, %47 ], [ 0.000000e+00, %16 ]
  %38 = phi i32 [ %52, %47 ], [ %21, %16 ]
  %39 = add nsw i32 %38, %20
  %40 = icmp sgt i32 %39, -1
  %41 = icmp slt i32 %39, %1
  %42 = and i1 %40, %41
  br i1 %42, label %43, label %47

43:                                               ; preds = %36
  %44 = zext nneg i32 %39 to i64
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11
  br label %47

47:                                               ; preds = %36, %43
  %48 = phi contract float [ %46, %43 ], [ 0.000000e+00, %36 ]
  %49 = zext nneg i32 %38 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %49
  store float %48, ptr %50, align 4, !tbaa !11
  %51 = fadd contract float %37, %48
  %52 = add nuw nsw i32 %38, %11
  %53 = icmp samesign ult i32 %52, %19
  br i1 %53, label %36, label %23, !llvm.loop !13

54:                                               ; preds = %23
  %55 = fadd contract float %32, %33
  %56 = lshr exact i32 %21, 5
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %57
  store float %55, ptr %58, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %54, %23
  br i1 %22, label %60, label %62

60:                                               ; preds = %59
  %61 = uitofp nneg i32 %19 to float
  br label %68

62:                                               ; preds = %68, %59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = lshr exact i32 %11, 5
  %64 = and i32 %63, 7
  %65 = icmp samesign ult i32 %11, 256
  br i1 %65, label %116, label %66

66:                                               ; preds = %62
  %67 = and i32 %63, 8
  br label %138

68:                                               ; preds = %60, %68
  %69 = phi i32 [ %21, %60 ], [ %112, %68 ]
  %70 = uitofp nneg i32 %69 to float
  %71 = fmul contract float %70, -2.000000e+00
  %72 = fdiv contract float %71, %61
  %73 = fadd float %72, %72
  %74 = tail call float @llvm.nvvm.round.f(float %73) #10
  %75 = tail call i32 @llvm.nvvm.f2i.rz(float %74)
  %76 = fneg float %74
  %77 = tail call float @llvm.fma.f32(float %76, float 5.000000e-01, float %72)
  %78 = tail call float @llvm.nvvm.mul.rn.f(float %77, float %77) #10
  %79 = tail call float @llvm.fma.f32(float %78, float 0xBFE2F59920000000, float 0x400466B200000000)
  %80 = tail call float @llvm.fma.f32(float %78, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %81 = tail call float @llvm.fma.f32(float %79, float %78, float 0xC014ABBEC0000000)
  %82 = tail call float @llvm.fma.f32(float %80, float %78, float 0x40103C19E0000000)
  %83 = tail call float @llvm.fma.f32(float %78, float %77, float 0.000000e+00)
  %84 = tail call float @llvm.fma.f32(float %82, float %78, float 0xC013BD3CC0000000)
  %85 = tail call float @llvm.fma.f32(float %81, float %83, float 0.000000e+00)
  %86 = tail call float @llvm.fma.f32(float %84, float %78, float 1.000000e+00)
  %87 = tail call float @llvm.fma.f32(float %77, float 0x400921FB60000000, float %85)
  %88 = and i32 %75, 1
  %89 = icmp eq i32 %88, 0
  %90 = select i1 %89, float %87, float %86
  %91 = select i1 %89, float %86, float %87
  %92 = and i32 %75, 2
  %93 = icmp eq i32 %92, 0
  %94 = fneg float %90
  %95 = select i1 %93, float %90, float %94
  %96 = add i32 %75, 1
  %97 = and i32 %96, 2
  %98 = icmp eq i32 %97, 0
  %99 = fsub float 0.000000e+00, %91
  %100 = select i1 %98, float %91, float %99
  %101 = tail call float @llvm.trunc.f32(float %72)
  %102 = fcmp oeq float %72, %101
  %103 = tail call float @llvm.nvvm.mul.rn.f(float %72, float 0.000000e+00) #10
  %104 = select i1 %102, float %103, float %95
  %105 = tail call float @llvm.nvvm.fabs.f32(float %72)
  %106 = fcmp ogt float %105, 0x4170000000000000
  %107 = tail call float @llvm.nvvm.add.rn.f(float %104, float 1.000000e+00) #10
  %108 = select i1 %106, float %107, float %100
  %109 = zext nneg i32 %69 to i64
  %110 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %109
  store float %108, ptr %110, align 8, !tbaa !11
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 4
  store float %104, ptr %111, align 4, !tbaa !11
  %112 = add nuw nsw i32 %69, %11
  %113 = icmp samesign ult i32 %112, %19
  br i1 %113, label %68, label %62, !llvm.loop !15

114:                                              ; preds = %138
  %115 = icmp eq i32 %64, 0
  br i1 %115, label %131, label %116

116:                                              ; preds = %114, %62
  %117 = phi float [ 0.000000e+00, %62 ], [ %180, %114 ]
  %118 = phi i32 [ 0, %62 ], [ %181, %114 ]
  %119 = icmp ne i32 %64, 0
  tail call void @llvm.assume(i1 %119)
  br label %120

120:                                              ; preds = %120, %116
  %121 = phi float [ %117, %116 ], [ %127, %120 ]
  %122 = phi i32 [ %118, %116 ], [ %128, %120 ]
  %123 = phi i32 [ 0, %116 ], [ %129, %120 ]
  %124 = zext nneg i32 %122 to i64
  %125 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fadd contract float %121, %126
  %128 = add nuw nsw i32 %122, 1
  %129 = add i32 %123, 1
  %130 = icmp eq i32 %129, %64
  br i1 %130, label %131, label %120, !llvm.loop !16

131:                                              ; preds = %120, %114
  %132 = phi float [ %180, %114 ], [ %127, %120 ]
  %133 = uitofp nneg i32 %19 to float
  %134 = fdiv contract float %132, %133
  %135 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 12), align 4, !tbaa !18
  %136 = add nsw i32 %19, -1
  %137 = uitofp nneg i32 %136 to float
  br i1 %22, label %184, label %233

138:                                              ; preds = %138, %66
  %139 = phi float [ 0.000000e+00, %66 ], [ %180, %138 ]
  %140 = phi i32 [ 0, %66 ], [ %181, %138 ]
  %141 = phi i32 [ 0, %66 ], [ %182, %138 ]
  %142 = zext nneg i32 %140 to i64
  %143 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = fadd contract float %139, %144
  %146 = zext nneg i32 %140 to i64
  %147 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %146
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 4
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = fadd contract float %145, %149
  %151 = zext nneg i32 %140 to i64
  %152 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 8
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = fadd contract float %150, %154
  %156 = zext nneg i32 %140 to i64
  %157 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %156
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 12
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = fadd contract float %155, %159
  %161 = zext nneg i32 %140 to i64
  %162 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %161
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 16
  %164 = load float, ptr %163, align 4, !tbaa !11
  %165 = fadd contract float %160, %164
  %166 = zext nneg i32 %140 to i64
  %167 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %166
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 20
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = fadd contract float %165, %169
  %171 = zext nneg i32 %140 to i64
  %172 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %171
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 24
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fadd contract float %170, %174
  %176 = zext nneg i32 %140 to i64
  %177 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %176
  %178 = getelementptr inbounds nuw i8, ptr %177, i64 28
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = fadd contract float %175, %179
  %181 = add nuw nsw i32 %140, 8
  %182 = add i32 %141, 8
  %183 = icmp eq i32 %182, %67
  br i1 %183, label %114, label %138, !llvm.loop !20

184:                                              ; preds = %131
  %185 = zext nneg i32 %21 to i64
  %186 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !11
  %188 = fsub contract float %187, %134
  %189 = icmp eq i32 %21, 0
  br i1 %189, label %194, label %190

190:                                              ; preds = %184
  %191 = getelementptr i8, ptr %186, i64 -4
  %192 = load float, ptr %191, align 4, !tbaa !11
  %193 = fsub contract float %192, %134
  br label %194

194:                                              ; preds = %184, %190
  %195 = phi contract float [ %193, %190 ], [ %188, %184 ]
  %196 = shl nuw nsw i32 %21, 1
  %197 = uitofp nneg i32 %196 to float
  %198 = fdiv contract float %197, %137
  %199 = tail call float @llvm.nvvm.fabs.f32(float %198)
  %200 = fcmp ogt float %199, 0x4170000000000000
  %201 = tail call float @llvm.nvvm.mul.rn.f(float %198, float 0.000000e+00) #10
  %202 = select i1 %200, float %201, float %198
  %203 = fadd float %202, %202
  %204 = tail call float @llvm.nvvm.round.f(float %203) #10
  %205 = tail call i32 @llvm.nvvm.f2i.rz(float %204)
  %206 = fneg float %204
  %207 = tail call float @llvm.fma.f32(float %206, float 5.000000e-01, float %202)
  %208 = add i32 %205, 1
  %209 = tail call float @llvm.nvvm.mul.rn.f(float %207, float %207) #10
  %210 = and i32 %205, 1
  %211 = icmp eq i32 %210, 0
  %212 = select i1 %211, float 1.000000e+00, float %207
  %213 = tail call float @llvm.fma.f32(float %209, float %212, float 0.000000e+00)
  %214 = tail call float @llvm.fma.f32(float %209, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %215 = select i1 %211, float %214, float 0xBFE2F59920000000
  %216 = select i1 %211, float 0x40103C19E0000000, float 0x400466B200000000
  %217 = tail call float @llvm.fma.f32(float %215, float %209, float %216)
  %218 = select i1 %211, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %219 = tail call float @llvm.fma.f32(float %217, float %209, float %218)
  %220 = select i1 %211, float 1.000000e+00, float 0.000000e+00
  %221 = tail call float @llvm.fma.f32(float %219, float %213, float %220)
  %222 = tail call float @llvm.fma.f32(float %207, float 0x400921FB60000000, float %221)
  %223 = select i1 %211, float %221, float %222
  %224 = and i32 %208, 2
  %225 = icmp eq i32 %224, 0
  %226 = fsub float 0.000000e+00, %223
  %227 = select i1 %225, float %223, float %226
  %228 = fmul contract float %227, 0x3FDD70A3E0000000
  %229 = fsub contract float 0x3FE147AE20000000, %228
  %230 = fmul contract float %135, %195
  %231 = fsub contract float %188, %230
  %232 = fmul contract float %229, %231
  br label %233

233:                                              ; preds = %194, %131
  %234 = phi float [ %232, %194 ], [ undef, %131 ]
  %235 = add nuw nsw i32 %11, %21
  %236 = icmp samesign ult i32 %235, %19
  br i1 %236, label %237, label %282

237:                                              ; preds = %233
  %238 = zext nneg i32 %235 to i64
  %239 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !11
  %241 = fsub contract float %240, %134
  %242 = getelementptr i8, ptr %239, i64 -4
  %243 = load float, ptr %242, align 4, !tbaa !11
  %244 = fsub contract float %243, %134
  %245 = shl nuw nsw i32 %235, 1
  %246 = uitofp nneg i32 %245 to float
  %247 = fdiv contract float %246, %137
  %248 = tail call float @llvm.nvvm.fabs.f32(float %247)
  %249 = fcmp ogt float %248, 0x4170000000000000
  %250 = tail call float @llvm.nvvm.mul.rn.f(float %247, float 0.000000e+00) #10
  %251 = select i1 %249, float %250, float %247
  %252 = fadd float %251, %251
  %253 = tail call float @llvm.nvvm.round.f(float %252) #10
  %254 = tail call i32 @llvm.nvvm.f2i.rz(float %253)
  %255 = fneg float %253
  %256 = tail call float @llvm.fma.f32(float %255, float 5.000000e-01, float %251)
  %257 = add i32 %254, 1
  %258 = tail call float @llvm.nvvm.mul.rn.f(float %256, float %256) #10
  %259 = and i32 %254, 1
  %260 = icmp eq i32 %259, 0
  %261 = select i1 %260, float 1.000000e+00, float %256
  %262 = tail call float @llvm.fma.f32(float %258, float %261, float 0.000000e+00)
  %263 = tail call float @llvm.fma.f32(float %258, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %264 = select i1 %260, float %263, float 0xBFE2F59920000000
  %265 = select i1 %260, float 0x40103C19E0000000, float 0x400466B200000000
  %266 = tail call float @llvm.fma.f32(float %264, float %258, float %265)
  %267 = select i1 %260, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %268 = tail call float @llvm.fma.f32(float %266, float %258, float %267)
  %269 = select i1 %260, float 1.000000e+00, float 0.000000e+00
  %270 = tail call float @llvm.fma.f32(float %268, float %262, float %269)
  %271 = tail call float @llvm.fma.f32(float %256, float 0x400921FB60000000, float %270)
  %272 = select i1 %260, float %270, float %271
  %273 = and i32 %257, 2
  %274 = icmp eq i32 %273, 0
  %275 = fsub float 0.000000e+00, %272
  %276 = select i1 %274, float %272, float %275
  %277 = fmul contract float %276, 0x3FDD70A3E0000000
  %278 = fsub contract float 0x3FE147AE20000000, %277
  %279 = fmul contract float %135, %244
  %280 = fsub contract float %241, %279
  %281 = fmul contract float %278, %280
  br label %282

282:                                              ; preds = %237, %233
  %283 = phi float [ %281, %237 ], [ undef, %233 ]
  %284 = shl nuw nsw i32 %11, 1
  %285 = add nuw nsw i32 %284, %21
  %286 = icmp samesign ult i32 %285, %19
  br i1 %286, label %287, label %332

287:                                              ; preds = %282
  %288 = zext nneg i32 %285 to i64
  %289 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %288
  %290 = load float, ptr %289, align 4, !tbaa !11
  %291 = fsub contract float %290, %134
  %292 = getelementptr i8, ptr %289, i64 -4
  %293 = load float, ptr %292, align 4, !tbaa !11
  %294 = fsub contract float %293, %134
  %295 = shl nuw nsw i32 %285, 1
  %296 = uitofp nneg i32 %295 to float
  %297 = fdiv contract float %296, %137
  %298 = tail call float @llvm.nvvm.fabs.f32(float %297)
  %299 = fcmp ogt float %298, 0x4170000000000000
  %300 = tail call float @llvm.nvvm.mul.rn.f(float %297, float 0.000000e+00) #10
  %301 = select i1 %299, float %300, float %297
  %302 = fadd float %301, %301
  %303 = tail call float @llvm.nvvm.round.f(float %302) #10
  %304 = tail call i32 @llvm.nvvm.f2i.rz(float %303)
  %305 = fneg float %303
  %306 = tail call float @llvm.fma.f32(float %305, float 5.000000e-01, float %301)
  %307 = add i32 %304, 1
  %308 = tail call float @llvm.nvvm.mul.rn.f(float %306, float %306) #10
  %309 = and i32 %304, 1
  %310 = icmp eq i32 %309, 0
  %311 = select i1 %310, float 1.000000e+00, float %306
  %312 = tail call float @llvm.fma.f32(float %308, float %311, float 0.000000e+00)
  %313 = tail call float @llvm.fma.f32(float %308, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %314 = select i1 %310, float %313, float 0xBFE2F59920000000
  %315 = select i1 %310, float 0x40103C19E0000000, float 0x400466B200000000
  %316 = tail call float @llvm.fma.f32(float %314, float %308, float %315)
  %317 = select i1 %310, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %318 = tail call float @llvm.fma.f32(float %316, float %308, float %317)
  %319 = select i1 %310, float 1.000000e+00, float 0.000000e+00
  %320 = tail call float @llvm.fma.f32(float %318, float %312, float %319)
  %321 = tail call float @llvm.fma.f32(float %306, float 0x400921FB60000000, float %320)
  %322 = select i1 %310, float %320, float %321
  %323 = and i32 %307, 2
  %324 = icmp eq i32 %323, 0
  %325 = fsub float 0.000000e+00, %322
  %326 = select i1 %324, float %322, float %325
  %327 = fmul contract float %326, 0x3FDD70A3E0000000
  %328 = fsub contract float 0x3FE147AE20000000, %327
  %329 = fmul contract float %135, %294
  %330 = fsub contract float %291, %329
  %331 = fmul contract float %328, %330
  br label %332

332:                                              ; preds = %287, %282
  %333 = phi float [ %331, %287 ], [ undef, %282 ]
  %334 = mul nuw nsw i32 %11, 3
  %335 = add nuw nsw i32 %334, %21
  %336 = icmp samesign ult i32 %335, %19
  br i1 %336, label %337, label %382

337:                                              ; preds = %332
  %338 = zext nneg i32 %335 to i64
  %339 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %338
  %340 = load float, ptr %339, align 4, !tbaa !11
  %341 = fsub contract float %340, %134
  %342 = getelementptr i8, ptr %339, i64 -4
  %343 = load float, ptr %342, align 4, !tbaa !11
  %344 = fsub contract float %343, %134
  %345 = shl nuw nsw i32 %335, 1
  %346 = uitofp nneg i32 %345 to float
  %347 = fdiv contract float %346, %137
  %348 = tail call float @llvm.nvvm.fabs.f32(float %347)
  %349 = fcmp ogt float %348, 0x4170000000000000
  %350 = tail call float @llvm.nvvm.mul.rn.f(float %347, float 0.000000e+00) #10
  %351 = select i1 %349, float %350, float %347
  %352 = fadd float %351, %351
  %353 = tail call float @llvm.nvvm.round.f(float %352) #10
  %354 = tail call i32 @llvm.nvvm.f2i.rz(float %353)
  %355 = fneg float %353
  %356 = tail call float @llvm.fma.f32(float %355, float 5.000000e-01, float %351)
  %357 = add i32 %354, 1
  %358 = tail call float @llvm.nvvm.mul.rn.f(float %356, float %356) #10
  %359 = and i32 %354, 1
  %360 = icmp eq i32 %359, 0
  %361 = select i1 %360, float 1.000000e+00, float %356
  %362 = tail call float @llvm.fma.f32(float %358, float %361, float 0.000000e+00)
  %363 = tail call float @llvm.fma.f32(float %358, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %364 = select i1 %360, float %363, float 0xBFE2F59920000000
  %365 = select i1 %360, float 0x40103C19E0000000, float 0x400466B200000000
  %366 = tail call float @llvm.fma.f32(float %364, float %358, float %365)
  %367 = select i1 %360, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %368 = tail call float @llvm.fma.f32(float %366, float %358, float %367)
  %369 = select i1 %360, float 1.000000e+00, float 0.000000e+00
  %370 = tail call float @llvm.fma.f32(float %368, float %362, float %369)
  %371 = tail call float @llvm.fma.f32(float %356, float 0x400921FB60000000, float %370)
  %372 = select i1 %360, float %370, float %371
  %373 = and i32 %357, 2
  %374 = icmp eq i32 %373, 0
  %375 = fsub float 0.000000e+00, %372
  %376 = select i1 %374, float %372, float %375
  %377 = fmul contract float %376, 0x3FDD70A3E0000000
  %378 = fsub contract float 0x3FE147AE20000000, %377
  %379 = fmul contract float %135, %344
  %380 = fsub contract float %341, %379
  %381 = fmul contract float %378, %380
  br label %382

382:                                              ; preds = %337, %332
  %383 = phi float [ %381, %337 ], [ undef, %332 ]
  %384 = shl nuw nsw i32 %11, 2
  %385 = add nuw nsw i32 %384, %21
  %386 = icmp samesign ult i32 %385, %19
  br i1 %386, label %387, label %432

387:                                              ; preds = %382
  %388 = zext nneg i32 %385 to i64
  %389 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %388
  %390 = load float, ptr %389, align 4, !tbaa !11
  %391 = fsub contract float %390, %134
  %392 = getelementptr i8, ptr %389, i64 -4
  %393 = load float, ptr %392, align 4, !tbaa !11
  %394 = fsub contract float %393, %134
  %395 = shl nuw nsw i32 %385, 1
  %396 = uitofp nneg i32 %395 to float
  %397 = fdiv contract float %396, %137
  %398 = tail call float @llvm.nvvm.fabs.f32(float %397)
  %399 = fcmp ogt float %398, 0x4170000000000000
  %400 = tail call float @llvm.nvvm.mul.rn.f(float %397, float 0.000000e+00) #10
  %401 = select i1 %399, float %400, float %397
  %402 = fadd float %401, %401
  %403 = tail call float @llvm.nvvm.round.f(float %402) #10
  %404 = tail call i32 @llvm.nvvm.f2i.rz(float %403)
  %405 = fneg float %403
  %406 = tail call float @llvm.fma.f32(float %405, float 5.000000e-01, float %401)
  %407 = add i32 %404, 1
  %408 = tail call float @llvm.nvvm.mul.rn.f(float %406, float %406) #10
  %409 = and i32 %404, 1
  %410 = icmp eq i32 %409, 0
  %411 = select i1 %410, float 1.000000e+00, float %406
  %412 = tail call float @llvm.fma.f32(float %408, float %411, float 0.000000e+00)
  %413 = tail call float @llvm.fma.f32(float %408, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %414 = select i1 %410, float %413, float 0xBFE2F59920000000
  %415 = select i1 %410, float 0x40103C19E0000000, float 0x400466B200000000
  %416 = tail call float @llvm.fma.f32(float %414, float %408, float %415)
  %417 = select i1 %410, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %418 = tail call float @llvm.fma.f32(float %416, float %408, float %417)
  %419 = select i1 %410, float 1.000000e+00, float 0.000000e+00
  %420 = tail call float @llvm.fma.f32(float %418, float %412, float %419)
  %421 = tail call float @llvm.fma.f32(float %406, float 0x400921FB60000000, float %420)
  %422 = select i1 %410, float %420, float %421
  %423 = and i32 %407, 2
  %424 = icmp eq i32 %423, 0
  %425 = fsub float 0.000000e+00, %422
  %426 = select i1 %424, float %422, float %425
  %427 = fmul contract float %426, 0x3FDD70A3E0000000
  %428 = fsub contract float 0x3FE147AE20000000, %427
  %429 = fmul contract float %135, %394
  %430 = fsub contract float %391, %429
  %431 = fmul contract float %428, %430
  br label %432

432:                                              ; preds = %387, %382
  %433 = phi float [ %431, %387 ], [ undef, %382 ]
  %434 = mul nuw nsw i32 %11, 5
  %435 = add nuw nsw i32 %434, %21
  %436 = icmp samesign ult i32 %435, %19
  br i1 %436, label %437, label %482

437:                                              ; preds = %432
  %438 = zext nneg i32 %435 to i64
  %439 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %438
  %440 = load float, ptr %439, align 4, !tbaa !11
  %441 = fsub contract float %440, %134
  %442 = getelementptr i8, ptr %439, i64 -4
  %443 = load float, ptr %442, align 4, !tbaa !11
  %444 = fsub contract float %443, %134
  %445 = shl nuw nsw i32 %435, 1
  %446 = uitofp nneg i32 %445 to float
  %447 = fdiv contract float %446, %137
  %448 = tail call float @llvm.nvvm.fabs.f32(float %447)
  %449 = fcmp ogt float %448, 0x4170000000000000
  %450 = tail call float @llvm.nvvm.mul.rn.f(float %447, float 0.000000e+00) #10
  %451 = select i1 %449, float %450, float %447
  %452 = fadd float %451, %451
  %453 = tail call float @llvm.nvvm.round.f(float %452) #10
  %454 = tail call i32 @llvm.nvvm.f2i.rz(float %453)
  %455 = fneg float %453
  %456 = tail call float @llvm.fma.f32(float %455, float 5.000000e-01, float %451)
  %457 = add i32 %454, 1
  %458 = tail call float @llvm.nvvm.mul.rn.f(float %456, float %456) #10
  %459 = and i32 %454, 1
  %460 = icmp eq i32 %459, 0
  %461 = select i1 %460, float 1.000000e+00, float %456
  %462 = tail call float @llvm.fma.f32(float %458, float %461, float 0.000000e+00)
  %463 = tail call float @llvm.fma.f32(float %458, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %464 = select i1 %460, float %463, float 0xBFE2F59920000000
  %465 = select i1 %460, float 0x40103C19E0000000, float 0x400466B200000000
  %466 = tail call float @llvm.fma.f32(float %464, float %458, float %465)
  %467 = select i1 %460, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %468 = tail call float @llvm.fma.f32(float %466, float %458, float %467)
  %469 = select i1 %460, float 1.000000e+00, float 0.000000e+00
  %470 = tail call float @llvm.fma.f32(float %468, float %462, float %469)
  %471 = tail call float @llvm.fma.f32(float %456, float 0x400921FB60000000, float %470)
  %472 = select i1 %460, float %470, float %471
  %473 = and i32 %457, 2
  %474 = icmp eq i32 %473, 0
  %475 = fsub float 0.000000e+00, %472
  %476 = select i1 %474, float %472, float %475
  %477 = fmul contract float %476, 0x3FDD70A3E0000000
  %478 = fsub contract float 0x3FE147AE20000000, %477
  %479 = fmul contract float %135, %444
  %480 = fsub contract float %441, %479
  %481 = fmul contract float %478, %480
  br label %482

482:                                              ; preds = %437, %432
  %483 = phi float [ %481, %437 ], [ undef, %432 ]
  %484 = mul nuw nsw i32 %11, 6
  %485 = add nuw nsw i32 %484, %21
  %486 = icmp samesign ult i32 %485, %19
  br i1 %486, label %487, label %532

487:                                              ; preds = %482
  %488 = zext nneg i32 %485 to i64
  %489 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %488
  %490 = load float, ptr %489, align 4, !tbaa !11
  %491 = fsub contract float %490, %134
  %492 = getelementptr i8, ptr %489, i64 -4
  %493 = load float, ptr %492, align 4, !tbaa !11
  %494 = fsub contract float %493, %134
  %495 = shl nuw nsw i32 %485, 1
  %496 = uitofp nneg i32 %495 to float
  %497 = fdiv contract float %496, %137
  %498 = tail call float @llvm.nvvm.fabs.f32(float %497)
  %499 = fcmp ogt float %498, 0x4170000000000000
  %500 = tail call float @llvm.nvvm.mul.rn.f(float %497, float 0.000000e+00) #10
  %501 = select i1 %499, float %500, float %497
  %502 = fadd float %501, %501
  %503 = tail call float @llvm.nvvm.round.f(float %502) #10
  %504 = tail call i32 @llvm.nvvm.f2i.rz(float %503)
  %505 = fneg float %503
  %506 = tail call float @llvm.fma.f32(float %505, float 5.000000e-01, float %501)
  %507 = add i32 %504, 1
  %508 = tail call float @llvm.nvvm.mul.rn.f(float %506, float %506) #10
  %509 = and i32 %504, 1
  %510 = icmp eq i32 %509, 0
  %511 = select i1 %510, float 1.000000e+00, float %506
  %512 = tail call float @llvm.fma.f32(float %508, float %511, float 0.000000e+00)
  %513 = tail call float @llvm.fma.f32(float %508, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %514 = select i1 %510, float %513, float 0xBFE2F59920000000
  %515 = select i1 %510, float 0x40103C19E0000000, float 0x400466B200000000
  %516 = tail call float @llvm.fma.f32(float %514, float %508, float %515)
  %517 = select i1 %510, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %518 = tail call float @llvm.fma.f32(float %516, float %508, float %517)
  %519 = select i1 %510, float 1.000000e+00, float 0.000000e+00
  %520 = tail call float @llvm.fma.f32(float %518, float %512, float %519)
  %521 = tail call float @llvm.fma.f32(float %506, float 0x400921FB60000000, float %520)
  %522 = select i1 %510, float %520, float %521
  %523 = and i32 %507, 2
  %524 = icmp eq i32 %523, 0
  %525 = fsub float 0.000000e+00, %522
  %526 = select i1 %524, float %522, float %525
  %527 = fmul contract float %526, 0x3FDD70A3E0000000
  %528 = fsub contract float 0x3FE147AE20000000, %527
  %529 = fmul contract float %135, %494
  %530 = fsub contract float %491, %529
  %531 = fmul contract float %528, %530
  br label %532

532:                                              ; preds = %487, %482
  %533 = phi float [ %531, %487 ], [ undef, %482 ]
  %534 = mul nuw nsw i32 %11, 7
  %535 = add nuw nsw i32 %534, %21
  %536 = icmp samesign ult i32 %535, %19
  br i1 %536, label %537, label %582

537:                                              ; preds = %532
  %538 = zext nneg i32 %535 to i64
  %539 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %538
  %540 = load float, ptr %539, align 4, !tbaa !11
  %541 = fsub contract float %540, %134
  %542 = getelementptr i8, ptr %539, i64 -4
  %543 = load float, ptr %542, align 4, !tbaa !11
  %544 = fsub contract float %543, %134
  %545 = shl nuw nsw i32 %535, 1
  %546 = uitofp nneg i32 %545 to float
  %547 = fdiv contract float %546, %137
  %548 = tail call float @llvm.nvvm.fabs.f32(float %547)
  %549 = fcmp ogt float %548, 0x4170000000000000
  %550 = tail call float @llvm.nvvm.mul.rn.f(float %547, float 0.000000e+00) #10
  %551 = select i1 %549, float %550, float %547
  %552 = fadd float %551, %551
  %553 = tail call float @llvm.nvvm.round.f(float %552) #10
  %554 = tail call i32 @llvm.nvvm.f2i.rz(float %553)
  %555 = fneg float %553
  %556 = tail call float @llvm.fma.f32(float %555, float 5.000000e-01, float %551)
  %557 = add i32 %554, 1
  %558 = tail call float @llvm.nvvm.mul.rn.f(float %556, float %556) #10
  %559 = and i32 %554, 1
  %560 = icmp eq i32 %559, 0
  %561 = select i1 %560, float 1.000000e+00, float %556
  %562 = tail call float @llvm.fma.f32(float %558, float %561, float 0.000000e+00)
  %563 = tail call float @llvm.fma.f32(float %558, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %564 = select i1 %560, float %563, float 0xBFE2F59920000000
  %565 = select i1 %560, float 0x40103C19E0000000, float 0x400466B200000000
  %566 = tail call float @llvm.fma.f32(float %564, float %558, float %565)
  %567 = select i1 %560, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %568 = tail call float @llvm.fma.f32(float %566, float %558, float %567)
  %569 = select i1 %560, float 1.000000e+00, float 0.000000e+00
  %570 = tail call float @llvm.fma.f32(float %568, float %562, float %569)
  %571 = tail call float @llvm.fma.f32(float %556, float 0x400921FB60000000, float %570)
  %572 = select i1 %560, float %570, float %571
  %573 = and i32 %557, 2
  %574 = icmp eq i32 %573, 0
  %575 = fsub float 0.000000e+00, %572
  %576 = select i1 %574, float %572, float %575
  %577 = fmul contract float %576, 0x3FDD70A3E0000000
  %578 = fsub contract float 0x3FE147AE20000000, %577
  %579 = fmul contract float %135, %544
  %580 = fsub contract float %541, %579
  %581 = fmul contract float %578, %580
  br label %582

582:                                              ; preds = %537, %532
  %583 = phi float [ %581, %537 ], [ undef, %532 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %589, label %592

584:                                              ; preds = %620
  %585 = zext nneg i32 %8 to i64
  %586 = sext i32 %6 to i64
  %587 = mul nsw i64 %586, %585
  %588 = getelementptr float, ptr %5, i64 %587
  br label %623

589:                                              ; preds = %582
  %590 = zext nneg i32 %21 to i64
  %591 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %590
  store float %234, ptr %591, align 4, !tbaa !11
  br label %592

592:                                              ; preds = %589, %582
  br i1 %236, label %593, label %596

593:                                              ; preds = %592
  %594 = zext nneg i32 %235 to i64
  %595 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %594
  store float %283, ptr %595, align 4, !tbaa !11
  br label %596

596:                                              ; preds = %593, %592
  br i1 %286, label %597, label %600

597:                                              ; preds = %596
  %598 = zext nneg i32 %285 to i64
  %599 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %598
  store float %333, ptr %599, align 4, !tbaa !11
  br label %600

600:                                              ; preds = %597, %596
  br i1 %336, label %601, label %604

601:                                              ; preds = %600
  %602 = zext nneg i32 %335 to i64
  %603 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %602
  store float %383, ptr %603, align 4, !tbaa !11
  br label %604

604:                                              ; preds = %601, %600
  br i1 %386, label %605, label %608

605:                                              ; preds = %604
  %606 = zext nneg i32 %385 to i64
  %607 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %606
  store float %433, ptr %607, align 4, !tbaa !11
  br label %608

608:                                              ; preds = %605, %604
  br i1 %436, label %609, label %612

609:                                              ; preds = %608
  %610 = zext nneg i32 %435 to i64
  %611 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %610
  store float %483, ptr %611, align 4, !tbaa !11
  br label %612

612:                                              ; preds = %609, %608
  br i1 %486, label %613, label %616

613:                                              ; preds = %612
  %614 = zext nneg i32 %485 to i64
  %615 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %614
  store float %533, ptr %615, align 4, !tbaa !11
  br label %616

616:                                              ; preds = %613, %612
  br i1 %536, label %617, label %620

617:                                              ; preds = %616
  %618 = zext nneg i32 %535 to i64
  %619 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %618
  store float %583, ptr %619, align 4, !tbaa !11
  br label %620

620:                                              ; preds = %617, %616
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %621 = lshr exact i32 %19, 1
  %622 = icmp samesign ugt i32 %21, %621
  br i1 %622, label %698, label %584

623:                                              ; preds = %584, %690
  %624 = phi i32 [ %21, %584 ], [ %696, %690 ]
  br label %625

625:                                              ; preds = %623, %625
  %626 = phi i32 [ 0, %623 ], [ %688, %625 ]
  %627 = phi float [ 0.000000e+00, %623 ], [ %687, %625 ]
  %628 = phi float [ 0.000000e+00, %623 ], [ %685, %625 ]
  %629 = mul nuw nsw i32 %626, %624
  %630 = and i32 %629, %136
  %631 = zext nneg i32 %630 to i64
  %632 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %631
  %633 = load float, ptr %632, align 8, !tbaa !11
  %634 = getelementptr inbounds nuw i8, ptr %632, i64 4
  %635 = load float, ptr %634, align 4, !tbaa !11
  %636 = zext nneg i32 %626 to i64
  %637 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %636
  %638 = load float, ptr %637, align 4, !tbaa !11
  %639 = fmul contract float %633, %638
  %640 = fadd contract float %628, %639
  %641 = fmul contract float %635, %638
  %642 = fadd contract float %627, %641
  %643 = or disjoint i32 %626, 1
  %644 = mul nuw nsw i32 %643, %624
  %645 = and i32 %644, %136
  %646 = zext nneg i32 %645 to i64
  %647 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %646
  %648 = load float, ptr %647, align 8, !tbaa !11
  %649 = getelementptr inbounds nuw i8, ptr %647, i64 4
  %650 = load float, ptr %649, align 4, !tbaa !11
  %651 = zext nneg i32 %643 to i64
  %652 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %651
  %653 = load float, ptr %652, align 4, !tbaa !11
  %654 = fmul contract float %648, %653
  %655 = fadd contract float %640, %654
  %656 = fmul contract float %650, %653
  %657 = fadd contract float %642, %656
  %658 = or disjoint i32 %626, 2
  %659 = mul nuw nsw i32 %658, %624
  %660 = and i32 %659, %136
  %661 = zext nneg i32 %660 to i64
  %662 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %661
  %663 = load float, ptr %662, align 8, !tbaa !11
  %664 = getelementptr inbounds nuw i8, ptr %662, i64 4
  %665 = load float, ptr %664, align 4, !tbaa !11
  %666 = zext nneg i32 %658 to i64
  %667 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %666
  %668 = load float, ptr %667, align 4, !tbaa !11
  %669 = fmul contract float %663, %668
  %670 = fadd contract float %655, %669
  %671 = fmul contract float %665, %668
  %672 = fadd contract float %657, %671
  %673 = or disjoint i32 %626, 3
  %674 = mul nuw nsw i32 %673, %624
  %675 = and i32 %674, %136
  %676 = zext nneg i32 %675 to i64
  %677 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %676
  %678 = load float, ptr %677, align 8, !tbaa !11
  %679 = getelementptr inbounds nuw i8, ptr %677, i64 4
  %680 = load float, ptr %679, align 4, !tbaa !11
  %681 = zext nneg i32 %673 to i64
  %682 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %681
  %683 = load float, ptr %682, align 4, !tbaa !11
  %684 = fmul contract float %678, %683
  %685 = fadd contract float %670, %684
  %686 = fmul contract float %680, %683
  %687 = fadd contract float %672, %686
  %688 = add nuw nsw i32 %626, 4
  %689 = icmp samesign ult i32 %688, %19
  br i1 %689, label %625, label %690, !llvm.loop !21

690:                                              ; preds = %625
  %691 = fmul contract float %685, %685
  %692 = fmul contract float %687, %687
  %693 = fadd contract float %691, %692
  %694 = zext nneg i32 %624 to i64
  %695 = getelementptr float, ptr %588, i64 %694
  store float %693, ptr %695, align 4, !tbaa !11
  %696 = add nuw nsw i32 %624, %11
  %697 = icmp samesign ugt i32 %696, %621
  br i1 %697, label %698, label %623, !llvm.loop !22

698:                                              ; preds = %690, %620, %7, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mfcc_mel_dct(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %404

11:                                               ; preds = %8
  %12 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 2)
  %13 = tail call i32 @llvm.umin.i32(i32 %12, i32 8)
  %14 = shl nuw nsw i32 1, %13
  %15 = lshr exact i32 %14, 1
  %16 = add nuw nsw i32 %15, 1
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %18 = tail call i32 @llvm.umin.i32(i32 %17, i32 64)
  %19 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 %18)
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp samesign ugt i32 %21, %15
  br i1 %22, label %29, label %23

23:                                               ; preds = %11
  %24 = zext nneg i32 %9 to i64
  %25 = sext i32 %1 to i64
  %26 = mul nsw i64 %25, %24
  %27 = getelementptr float, ptr %0, i64 %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %115

29:                                               ; preds = %115, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = load float, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), align 4, !tbaa !23
  %31 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 8), align 4, !tbaa !24
  %32 = fcmp contract ogt float %31, 0.000000e+00
  %33 = fmul contract float %30, 5.000000e-01
  %34 = tail call float @llvm.minnum.f32(float %31, float %33)
  %35 = select i1 %32, float %34, float %33
  %36 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 4), align 4, !tbaa !25
  %37 = tail call noundef float @llvm.maxnum.f32(float %36, float 0.000000e+00)
  %38 = tail call noundef float @llvm.minnum.f32(float %37, float %35)
  %39 = fdiv contract float %38, 7.000000e+02
  %40 = fadd contract float %39, 1.000000e+00
  %41 = fcmp olt float %40, 0x3810000000000000
  %42 = fmul float %40, 0x4160000000000000
  %43 = select i1 %41, float %42, float %40
  %44 = select i1 %41, float -2.300000e+01, float 0.000000e+00
  %45 = bitcast float %43 to i32
  %46 = add i32 %45, -1059760811
  %47 = and i32 %46, -8388608
  %48 = sub i32 %45, %47
  %49 = bitcast i32 %48 to float
  %50 = sitofp i32 %47 to float
  %51 = tail call float @llvm.fma.f32(float %50, float 0x3E80000000000000, float %44)
  %52 = fadd float %49, -1.000000e+00
  %53 = tail call float @llvm.fma.f32(float %52, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %54 = tail call float @llvm.fma.f32(float %53, float %52, float 0xBFBF19B980000000)
  %55 = tail call float @llvm.fma.f32(float %54, float %52, float 0x3FC1E52AA0000000)
  %56 = tail call float @llvm.fma.f32(float %55, float %52, float 0xBFC55B1720000000)
  %57 = tail call float @llvm.fma.f32(float %56, float %52, float 0x3FC99DA160000000)
  %58 = tail call float @llvm.fma.f32(float %57, float %52, float 0xBFCFFFE440000000)
  %59 = tail call float @llvm.fma.f32(float %58, float %52, float 0x3FD5554F00000000)
  %60 = tail call float @llvm.fma.f32(float %59, float %52, float -5.000000e-01)
  %61 = fmul float %52, %60
  %62 = tail call float @llvm.fma.f32(float %61, float %52, float %52)
  %63 = tail call float @llvm.fma.f32(float %51, float 0x3FE62E4300000000, float %62)
  %64 = icmp ugt i32 %45, 2139095039
  %65 = tail call float @llvm.fma.f32(float %43, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %66 = select i1 %64, float %65, float %63
  %67 = fcmp oeq float %43, 0.000000e+00
  %68 = fmul float %66, 0x3FDBCB7B20000000
  %69 = fmul contract float %68, 2.595000e+03
  %70 = select i1 %67, float 0xFFF0000000000000, float %69
  %71 = fdiv contract float %35, 7.000000e+02
  %72 = fadd contract float %71, 1.000000e+00
  %73 = fcmp olt float %72, 0x3810000000000000
  %74 = fmul float %72, 0x4160000000000000
  %75 = select i1 %73, float %74, float %72
  %76 = select i1 %73, float -2.300000e+01, float 0.000000e+00
  %77 = bitcast float %75 to i32
  %78 = add i32 %77, -1059760811
  %79 = and i32 %78, -8388608
  %80 = sub i32 %77, %79
  %81 = bitcast i32 %80 to float
  %82 = sitofp i32 %79 to float
  %83 = tail call float @llvm.fma.f32(float %82, float 0x3E80000000000000, float %76)
  %84 = fadd float %81, -1.000000e+00
  %85 = tail call float @llvm.fma.f32(float %84, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %86 = tail call float @llvm.fma.f32(float %85, float %84, float 0xBFBF19B980000000)
  %87 = tail call float @llvm.fma.f32(float %86, float %84, float 0x3FC1E52AA0000000)
  %88 = tail call float @llvm.fma.f32(float %87, float %84, float 0xBFC55B1720000000)
  %89 = tail call float @llvm.fma.f32(float %88, float %84, float 0x3FC99DA160000000)
  %90 = tail call float @llvm.fma.f32(float %89, float %84, float 0xBFCFFFE440000000)
  %91 = tail call float @llvm.fma.f32(float %90, float %84, float 0x3FD5554F00000000)
  %92 = tail call float @llvm.fma.f32(float %91, float %84, float -5.000000e-01)
  %93 = fmul float %84, %92
  %94 = tail call float @llvm.fma.f32(float %93, float %84, float %84)
  %95 = tail call float @llvm.fma.f32(float %83, float 0x3FE62E4300000000, float %94)
  %96 = icmp ugt i32 %77, 2139095039
  %97 = tail call float @llvm.fma.f32(float %75, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %98 = select i1 %96, float %97, float %95
  %99 = fcmp oeq float %75, 0.000000e+00
  %100 = fmul float %98, 0x3FDBCB7B20000000
  %101 = fmul contract float %100, 2.595000e+03
  %102 = select i1 %99, float 0xFFF0000000000000, float %101
  %103 = fsub contract float %102, %70
  %104 = add nuw nsw i32 %18, 1
  %105 = uitofp nneg i32 %104 to float
  %106 = fdiv contract float %103, %105
  %107 = uitofp nneg i32 %14 to float
  %108 = fdiv contract float %30, %107
  %109 = icmp samesign ult i32 %21, %18
  br i1 %109, label %110, label %123

110:                                              ; preds = %29
  %111 = uitofp nneg i32 %16 to float
  %112 = uitofp nneg i32 %15 to float
  %113 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 16), align 4, !tbaa !26
  %114 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %139

115:                                              ; preds = %23, %115
  %116 = phi i32 [ %21, %23 ], [ %121, %115 ]
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr float, ptr %27, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE5s_pow to ptr), i64 %117
  store float %119, ptr %120, align 4, !tbaa !11
  %121 = add nuw nsw i32 %116, %28
  %122 = icmp samesign ugt i32 %121, %15
  br i1 %122, label %29, label %115, !llvm.loop !27

123:                                              ; preds = %240, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %124 = uitofp nneg i32 %18 to float
  %125 = fdiv contract float 1.000000e+00, %124
  %126 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %125) #10
  %127 = fdiv contract float 2.000000e+00, %124
  %128 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %127) #10
  %129 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 20), align 4, !tbaa !28
  %130 = icmp samesign ult i32 %21, %20
  br i1 %130, label %131, label %404

131:                                              ; preds = %123
  %132 = fcmp contract ogt float %129, 0.000000e+00
  %133 = fmul contract float %129, 5.000000e-01
  %134 = zext nneg i32 %9 to i64
  %135 = sext i32 %7 to i64
  %136 = mul nsw i64 %135, %134
  %137 = getelementptr float, ptr %6, i64 %136
  %138 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %315

139:                                              ; preds = %110, %240
  %140 = phi i32 [ %21, %110 ], [ %273, %240 ]
  %141 = uitofp nneg i32 %140 to float
  %142 = fmul contract float %106, %141
  %143 = fadd contract float %70, %142
  %144 = fdiv contract float %143, 2.595000e+03
  %145 = tail call float @llvm.fma.f32(float %144, float 0x3F8AFF4C40000000, float 5.000000e-01)
  %146 = tail call float @llvm.nvvm.saturate.f(float %145) #10
  %147 = tail call float @llvm.nvvm.fma.rm.f(float %146, float 2.520000e+02, float 0x4168000020000000) #10
  %148 = fadd float %147, 0xC168000FE0000000
  %149 = fneg float %148
  %150 = tail call float @llvm.fma.f32(float %144, float 0x400A934F00000000, float %149)
  %151 = tail call float @llvm.fma.f32(float %144, float 0x3E72F346E0000000, float %150)
  %152 = bitcast float %147 to i32
  %153 = shl i32 %152, 23
  %154 = bitcast i32 %153 to float
  %155 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %151)
  %156 = fmul float %155, %154
  %157 = fadd contract float %156, -1.000000e+00
  %158 = fmul contract float %157, 7.000000e+02
  %159 = add nuw nsw i32 %140, 1
  %160 = uitofp nneg i32 %159 to float
  %161 = fmul contract float %106, %160
  %162 = fadd contract float %70, %161
  %163 = fdiv contract float %162, 2.595000e+03
  %164 = tail call float @llvm.fma.f32(float %163, float 0x3F8AFF4C40000000, float 5.000000e-01)
  %165 = tail call float @llvm.nvvm.saturate.f(float %164) #10
  %166 = tail call float @llvm.nvvm.fma.rm.f(float %165, float 2.520000e+02, float 0x4168000020000000) #10
  %167 = fadd float %166, 0xC168000FE0000000
  %168 = fneg float %167
  %169 = tail call float @llvm.fma.f32(float %163, float 0x400A934F00000000, float %168)
  %170 = tail call float @llvm.fma.f32(float %163, float 0x3E72F346E0000000, float %169)
  %171 = bitcast float %166 to i32
  %172 = shl i32 %171, 23
  %173 = bitcast i32 %172 to float
  %174 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %170)
  %175 = fmul float %174, %173
  %176 = fadd contract float %175, -1.000000e+00
  %177 = fmul contract float %176, 7.000000e+02
  %178 = add nuw nsw i32 %140, 2
  %179 = uitofp nneg i32 %178 to float
  %180 = fmul contract float %106, %179
  %181 = fadd contract float %70, %180
  %182 = fdiv contract float %181, 2.595000e+03
  %183 = tail call float @llvm.fma.f32(float %182, float 0x3F8AFF4C40000000, float 5.000000e-01)
  %184 = tail call float @llvm.nvvm.saturate.f(float %183) #10
  %185 = tail call float @llvm.nvvm.fma.rm.f(float %184, float 2.520000e+02, float 0x4168000020000000) #10
  %186 = fadd float %185, 0xC168000FE0000000
  %187 = fneg float %186
  %188 = tail call float @llvm.fma.f32(float %182, float 0x400A934F00000000, float %187)
  %189 = tail call float @llvm.fma.f32(float %182, float 0x3E72F346E0000000, float %188)
  %190 = bitcast float %185 to i32
  %191 = shl i32 %190, 23
  %192 = bitcast i32 %191 to float
  %193 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %189)
  %194 = fmul float %193, %192
  %195 = fadd contract float %194, -1.000000e+00
  %196 = fmul contract float %195, 7.000000e+02
  %197 = fdiv contract float %158, %108
  %198 = tail call noundef float @llvm.ceil.f32(float %197)
  %199 = tail call noundef float @llvm.maxnum.f32(float %198, float 0.000000e+00)
  %200 = tail call noundef float @llvm.minnum.f32(float %199, float %111)
  %201 = fptosi float %200 to i32
  %202 = fdiv contract float %196, %108
  %203 = tail call noundef float @llvm.floor.f32(float %202)
  %204 = tail call noundef float @llvm.maxnum.f32(float %203, float -1.000000e+00)
  %205 = tail call noundef float @llvm.minnum.f32(float %204, float %112)
  %206 = fptosi float %205 to i32
  %207 = icmp sgt i32 %201, %206
  br i1 %207, label %240, label %208

208:                                              ; preds = %139
  %209 = fsub contract float %177, %158
  %210 = tail call float @llvm.maxnum.f32(float %209, float 0x3EB0C6F7A0000000)
  %211 = fsub contract float %196, %177
  %212 = tail call float @llvm.maxnum.f32(float %211, float 0x3EB0C6F7A0000000)
  %213 = add i32 %206, %201
  %214 = and i32 %213, 1
  %215 = icmp eq i32 %214, 0
  br i1 %215, label %216, label %235

216:                                              ; preds = %208
  %217 = sitofp i32 %201 to float
  %218 = fmul contract float %108, %217
  %219 = fcmp contract ugt float %218, %177
  br i1 %219, label %223, label %220

220:                                              ; preds = %216
  %221 = fsub contract float %218, %158
  %222 = fdiv contract float %221, %210
  br label %226

223:                                              ; preds = %216
  %224 = fsub contract float %196, %218
  %225 = fdiv contract float %224, %212
  br label %226

226:                                              ; preds = %223, %220
  %227 = phi contract float [ %222, %220 ], [ %225, %223 ]
  %228 = tail call noundef float @llvm.maxnum.f32(float %227, float 0.000000e+00)
  %229 = sext i32 %201 to i64
  %230 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE5s_pow to ptr), i64 %229
  %231 = load float, ptr %230, align 4, !tbaa !11
  %232 = fmul contract float %228, %231
  %233 = fadd contract float %232, 0.000000e+00
  %234 = add i32 %201, 1
  br label %235

235:                                              ; preds = %226, %208
  %236 = phi float [ poison, %208 ], [ %233, %226 ]
  %237 = phi i32 [ %201, %208 ], [ %234, %226 ]
  %238 = phi float [ 0.000000e+00, %208 ], [ %233, %226 ]
  %239 = icmp eq i32 %206, %201
  br i1 %239, label %240, label %275

240:                                              ; preds = %235, %305, %139
  %241 = phi float [ 0.000000e+00, %139 ], [ %236, %235 ], [ %312, %305 ]
  %242 = tail call noundef float @llvm.maxnum.f32(float %241, float %113)
  %243 = fcmp olt float %242, 0x3810000000000000
  %244 = fmul float %242, 0x4160000000000000
  %245 = select i1 %243, float %244, float %242
  %246 = select i1 %243, float -2.300000e+01, float 0.000000e+00
  %247 = bitcast float %245 to i32
  %248 = add i32 %247, -1059760811
  %249 = and i32 %248, -8388608
  %250 = sub i32 %247, %249
  %251 = bitcast i32 %250 to float
  %252 = sitofp i32 %249 to float
  %253 = tail call float @llvm.fma.f32(float %252, float 0x3E80000000000000, float %246)
  %254 = fadd float %251, -1.000000e+00
  %255 = tail call float @llvm.fma.f32(float %254, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %256 = tail call float @llvm.fma.f32(float %255, float %254, float 0xBFBF19B980000000)
  %257 = tail call float @llvm.fma.f32(float %256, float %254, float 0x3FC1E52AA0000000)
  %258 = tail call float @llvm.fma.f32(float %257, float %254, float 0xBFC55B1720000000)
  %259 = tail call float @llvm.fma.f32(float %258, float %254, float 0x3FC99DA160000000)
  %260 = tail call float @llvm.fma.f32(float %259, float %254, float 0xBFCFFFE440000000)
  %261 = tail call float @llvm.fma.f32(float %260, float %254, float 0x3FD5554F00000000)
  %262 = tail call float @llvm.fma.f32(float %261, float %254, float -5.000000e-01)
  %263 = fmul float %254, %262
  %264 = tail call float @llvm.fma.f32(float %263, float %254, float %254)
  %265 = tail call float @llvm.fma.f32(float %253, float 0x3FE62E4300000000, float %264)
  %266 = icmp ugt i32 %247, 2139095039
  %267 = tail call float @llvm.fma.f32(float %245, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %268 = select i1 %266, float %267, float %265
  %269 = fcmp oeq float %245, 0.000000e+00
  %270 = select i1 %269, float 0xFFF0000000000000, float %268
  %271 = zext nneg i32 %140 to i64
  %272 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE8s_logmel to ptr), i64 %271
  store float %270, ptr %272, align 4, !tbaa !11
  %273 = add nuw nsw i32 %140, %114
  %274 = icmp samesign ult i32 %273, %18
  br i1 %274, label %139, label %123, !llvm.loop !29

275:                                              ; preds = %235, %305
  %276 = phi i32 [ %313, %305 ], [ %237, %235 ]
  %277 = phi float [ %312, %305 ], [ %238, %235 ]
  %278 = sitofp i32 %276 to float
  %279 = fmul contract float %108, %278
  %280 = fcmp contract ugt float %279, %177
  br i1 %280, label %284, label %281

281:                                              ; preds = %275
  %282 = fsub contract float %279, %158
  %283 = fdiv contract float %282, %210
  br label %287

284:                                              ; preds = %275
  %285 = fsub contract float %196, %279
  %286 = fdiv contract float %285, %212
  br label %287

287:                                              ; preds = %284, %281
  %288 = phi contract float [ %283, %281 ], [ %286, %284 ]
  %289 = tail call noundef float @llvm.maxnum.f32(float %288, float 0.000000e+00)
  %290 = sext i32 %276 to i64
  %291 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE5s_pow to ptr), i64 %290
  %292 = load float, ptr %291, align 4, !tbaa !11
  %293 = fmul contract float %289, %292
  %294 = fadd contract float %277, %293
  %295 = add i32 %276, 1
  %296 = sitofp i32 %295 to float
  %297 = fmul contract float %108, %296
  %298 = fcmp contract ugt float %297, %177
  br i1 %298, label %302, label %299

299:                                              ; preds = %287
  %300 = fsub contract float %297, %158
  %301 = fdiv contract float %300, %210
  br label %305

302:                                              ; preds = %287
  %303 = fsub contract float %196, %297
  %304 = fdiv contract float %303, %212
  br label %305

305:                                              ; preds = %302, %299
  %306 = phi contract float [ %301, %299 ], [ %304, %302 ]
  %307 = tail call noundef float @llvm.maxnum.f32(float %306, float 0.000000e+00)
  %308 = sext i32 %295 to i64
  %309 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE5s_pow to ptr), i64 %308
  %310 = load float, ptr %309, align 4, !tbaa !11
  %311 = fmul contract float %307, %310
  %312 = fadd contract float %294, %311
  %313 = add i32 %276, 2
  %314 = icmp eq i32 %295, %206
  br i1 %314, label %240, label %275, !llvm.loop !30

315:                                              ; preds = %131, %398
  %316 = phi i32 [ %21, %131 ], [ %402, %398 ]
  %317 = uitofp nneg i32 %316 to float
  br label %322

318:                                              ; preds = %322
  %319 = icmp eq i32 %316, 0
  %320 = select contract i1 %319, float %126, float %128
  %321 = fmul contract float %320, %362
  br i1 %132, label %365, label %398

322:                                              ; preds = %315, %322
  %323 = phi i32 [ 0, %315 ], [ %363, %322 ]
  %324 = phi float [ 0.000000e+00, %315 ], [ %362, %322 ]
  %325 = zext nneg i32 %323 to i64
  %326 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE8s_logmel to ptr), i64 %325
  %327 = load float, ptr %326, align 4, !tbaa !11
  %328 = uitofp nneg i32 %323 to float
  %329 = fadd contract float %328, 5.000000e-01
  %330 = fmul contract float %329, %317
  %331 = fdiv contract float %330, %124
  %332 = tail call float @llvm.nvvm.fabs.f32(float %331)
  %333 = fcmp ogt float %332, 0x4170000000000000
  %334 = tail call float @llvm.nvvm.mul.rn.f(float %331, float 0.000000e+00) #10
  %335 = select i1 %333, float %334, float %331
  %336 = fadd float %335, %335
  %337 = tail call float @llvm.nvvm.round.f(float %336) #10
  %338 = tail call i32 @llvm.nvvm.f2i.rz(float %337)
  %339 = fneg float %337
  %340 = tail call float @llvm.fma.f32(float %339, float 5.000000e-01, float %335)
  %341 = add i32 %338, 1
  %342 = tail call float @llvm.nvvm.mul.rn.f(float %340, float %340) #10
  %343 = and i32 %338, 1
  %344 = icmp eq i32 %343, 0
  %345 = select i1 %344, float 1.000000e+00, float %340
  %346 = tail call float @llvm.fma.f32(float %342, float %345, float 0.000000e+00)
  %347 = tail call float @llvm.fma.f32(float %342, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %348 = select i1 %344, float %347, float 0xBFE2F59920000000
  %349 = select i1 %344, float 0x40103C19E0000000, float 0x400466B200000000
  %350 = tail call float @llvm.fma.f32(float %348, float %342, float %349)
  %351 = select i1 %344, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %352 = tail call float @llvm.fma.f32(float %350, float %342, float %351)
  %353 = select i1 %344, float 1.000000e+00, float 0.000000e+00
  %354 = tail call float @llvm.fma.f32(float %352, float %346, float %353)
  %355 = tail call float @llvm.fma.f32(float %340, float 0x400921FB60000000, float %354)
  %356 = select i1 %344, float %354, float %355
  %357 = and i32 %341, 2
  %358 = icmp eq i32 %357, 0
  %359 = fsub float 0.000000e+00, %356
  %360 = select i1 %358, float %356, float %359
  %361 = fmul contract float %360, %327
  %362 = fadd contract float %324, %361
  %363 = add nuw nsw i32 %323, 1
  %364 = icmp eq i32 %363, %18
  br i1 %364, label %318, label %322, !llvm.loop !31

365:                                              ; preds = %318
  %366 = fdiv contract float %317, %129
  %367 = fadd float %366, %366
  %368 = tail call float @llvm.nvvm.round.f(float %367) #10
  %369 = tail call i32 @llvm.nvvm.f2i.rz(float %368)
  %370 = fneg float %368
  %371 = tail call float @llvm.fma.f32(float %370, float 5.000000e-01, float %366)
  %372 = and i32 %369, 1
  %373 = tail call float @llvm.nvvm.mul.rn.f(float %371, float %371) #10
  %374 = icmp eq i32 %372, 0
  %375 = select i1 %374, float %371, float 1.000000e+00
  %376 = tail call float @llvm.fma.f32(float %373, float %375, float 0.000000e+00)
  %377 = tail call float @llvm.fma.f32(float %373, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %378 = select i1 %374, float 0xBFE2F59920000000, float %377
  %379 = select i1 %374, float 0x400466B200000000, float 0x40103C19E0000000
  %380 = tail call float @llvm.fma.f32(float %378, float %373, float %379)
  %381 = select i1 %374, float 0xC014ABBEC0000000, float 0xC013BD3CC0000000
  %382 = tail call float @llvm.fma.f32(float %380, float %373, float %381)
  %383 = select i1 %374, float 0.000000e+00, float 1.000000e+00
  %384 = tail call float @llvm.fma.f32(float %382, float %376, float %383)
  %385 = tail call float @llvm.fma.f32(float %371, float 0x400921FB60000000, float %384)
  %386 = select i1 %374, float %385, float %384
  %387 = and i32 %369, 2
  %388 = icmp eq i32 %387, 0
  %389 = fsub float 0.000000e+00, %386
  %390 = select i1 %388, float %386, float %389
  %391 = tail call float @llvm.trunc.f32(float %366)
  %392 = fcmp oeq float %366, %391
  %393 = tail call float @llvm.nvvm.mul.rn.f(float %366, float 0.000000e+00) #10
  %394 = select i1 %392, float %393, float %390
  %395 = fmul contract float %133, %394
  %396 = fadd contract float %395, 1.000000e+00
  %397 = fmul contract float %396, %321
  br label %398

398:                                              ; preds = %365, %318
  %399 = phi float [ %397, %365 ], [ %321, %318 ]
  %400 = zext nneg i32 %316 to i64
  %401 = getelementptr float, ptr %137, i64 %400
  store float %399, ptr %401, align 4, !tbaa !11
  %402 = add nuw nsw i32 %316, %138
  %403 = icmp samesign ult i32 %402, %20
  br i1 %403, label %315, label %404, !llvm.loop !32

404:                                              ; preds = %398, %123, %8
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @mfcc_deltas(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %13, %2
  %20 = icmp slt i32 %18, %3
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %138

22:                                               ; preds = %8
  %23 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %24 = tail call i32 @llvm.umin.i32(i32 %23, i32 4)
  br label %63

25:                                               ; preds = %63
  %26 = fmul contract float %68, 2.000000e+00
  %27 = fdiv contract float 1.000000e+00, %26
  %28 = add nsw i32 %3, -1
  %29 = sext i32 %1 to i64
  %30 = sext i32 %13 to i64
  %31 = getelementptr float, ptr %0, i64 %30
  br label %32

32:                                               ; preds = %25, %32
  %33 = phi i32 [ 1, %25 ], [ %52, %32 ]
  %34 = phi float [ 0.000000e+00, %25 ], [ %51, %32 ]
  %35 = uitofp nneg i32 %33 to float
  %36 = add nuw nsw i32 %33, %18
  %37 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %36, i32 range(i32 -2147483648, 2147483647) %28)
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %38, %29
  %40 = getelementptr float, ptr %31, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = sub nsw i32 %18, %33
  %43 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %42, i32 0)
  %44 = tail call i32 @llvm.umin.i32(i32 %43, i32 %28)
  %45 = zext nneg i32 %44 to i64
  %46 = mul nsw i64 %45, %29
  %47 = getelementptr float, ptr %31, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = fsub contract float %41, %48
  %50 = fmul contract float %49, %35
  %51 = fadd contract float %34, %50
  %52 = add nuw nsw i32 %33, 1
  %53 = icmp eq i32 %33, %24
  br i1 %53, label %54, label %32, !llvm.loop !33

54:                                               ; preds = %32
  %55 = fmul contract float %27, %51
  %56 = zext nneg i32 %18 to i64
  %57 = sext i32 %7 to i64
  %58 = mul nsw i64 %57, %56
  %59 = add nsw i64 %58, %30
  %60 = getelementptr inbounds nuw float, ptr %5, i64 %59
  store float %55, ptr %60, align 4, !tbaa !11
  %61 = getelementptr float, ptr %0, i64 %30
  %62 = sext i32 %1 to i64
  br label %74

63:                                               ; preds = %22, %63
  %64 = phi i32 [ %69, %63 ], [ 1, %22 ]
  %65 = phi float [ %68, %63 ], [ 0.000000e+00, %22 ]
  %66 = mul nuw nsw i32 %64, %64
  %67 = uitofp nneg i32 %66 to float
  %68 = fadd contract float %65, %67
  %69 = add nuw nsw i32 %64, 1
  %70 = icmp eq i32 %64, %24
  br i1 %70, label %25, label %63, !llvm.loop !34

71:                                               ; preds = %131
  %72 = fmul contract float %27, %135
  %73 = getelementptr inbounds nuw float, ptr %6, i64 %59
  store float %72, ptr %73, align 4, !tbaa !11
  br label %138

74:                                               ; preds = %54, %131
  %75 = phi i32 [ 1, %54 ], [ %136, %131 ]
  %76 = phi float [ 0.000000e+00, %54 ], [ %135, %131 ]
  %77 = uitofp nneg i32 %75 to float
  %78 = add nuw nsw i32 %75, %18
  %79 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %78, i32 range(i32 -2147483648, 2147483647) %28)
  br label %80

80:                                               ; preds = %74, %80
  %81 = phi i32 [ %101, %80 ], [ 1, %74 ]
  %82 = phi float [ %100, %80 ], [ 0.000000e+00, %74 ]
  %83 = uitofp nneg i32 %81 to float
  %84 = add nsw i32 %81, %79
  %85 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %84, i32 0)
  %86 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %85, i32 range(i32 -2147483648, 2147483647) %28)
  %87 = zext nneg i32 %86 to i64
  %88 = mul nsw i64 %87, %62
  %89 = getelementptr float, ptr %61, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = sub nsw i32 %79, %81
  %92 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %91, i32 0)
  %93 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %92, i32 range(i32 -2147483648, 2147483647) %28)
  %94 = zext nneg i32 %93 to i64
  %95 = mul nsw i64 %94, %62
  %96 = getelementptr float, ptr %61, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = fsub contract float %90, %97
  %99 = fmul contract float %98, %83
  %100 = fadd contract float %82, %99
  %101 = add nuw nsw i32 %81, 1
  %102 = icmp eq i32 %81, %24
  br i1 %102, label %103, label %80, !llvm.loop !33

103:                                              ; preds = %80
  %104 = fmul contract float %27, %100
  %105 = sub nsw i32 %18, %75
  %106 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %105, i32 0)
  %107 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %106, i32 range(i32 -2147483648, 2147483647) %28)
  br label %108

108:                                              ; preds = %103, %108
  %109 = phi i32 [ %129, %108 ], [ 1, %103 ]
  %110 = phi float [ %128, %108 ], [ 0.000000e+00, %103 ]
  %111 = uitofp nneg i32 %109 to float
  %112 = add nsw i32 %109, %107
  %113 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %112, i32 0)
  %114 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %113, i32 range(i32 -2147483648, 2147483647) %28)
  %115 = zext nneg i32 %114 to i64
  %116 = mul nsw i64 %115, %62
  %117 = getelementptr float, ptr %61, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = sub nsw i32 %107, %109
  %120 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %119, i32 0)
  %121 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %120, i32 range(i32 -2147483648, 2147483647) %28)
  %122 = zext nneg i32 %121 to i64
  %123 = mul nsw i64 %122, %62
  %124 = getelementptr float, ptr %61, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = fsub contract float %118, %125
  %127 = fmul contract float %126, %111
  %128 = fadd contract float %110, %127
  %129 = add nuw nsw i32 %109, 1
  %130 = icmp eq i32 %109, %24
  br i1 %130, label %131, label %108, !llvm.loop !33

131:                                              ; preds = %108
  %132 = fmul contract float %27, %128
  %133 = fsub contract float %104, %132
  %134 = fmul contract float %133, %77
  %135 = fadd contract float %76, %134
  %136 = add nuw nsw i32 %75, 1
  %137 = icmp eq i32 %75, %24
  br i1 %137, label %71, label %74, !llvm.loop !35

138:                                              ; preds = %8, %71
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!19, !12, i64 12}
!19 = !{!"_ZTS10MfccConfig", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = !{!19, !12, i64 0}
!24 = !{!19, !12, i64 8}
!25 = !{!19, !12, i64 4}
!26 = !{!19, !12, i64 16}
!27 = distinct !{!27, !14}
!28 = !{!19, !12, i64 20}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
