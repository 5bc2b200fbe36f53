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
  br i1 %9, label %10, label %679

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = and i32 %11, 31
  %13 = icmp ne i32 %12, 0
  %14 = icmp samesign ugt i32 %11, 256
  %15 = or i1 %14, %13
  br i1 %15, label %679, label %16

16:                                               ; preds = %10
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 2)
  %18 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %17, i32 8)
  %19 = shl nuw nsw i32 1, %18
  %20 = mul nsw i32 %2, %8
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp samesign ult i32 %21, %19
  br i1 %22, label %23, label %41

23:                                               ; preds = %16, %34
  %24 = phi float [ %38, %34 ], [ 0.000000e+00, %16 ]
  %25 = phi i32 [ %39, %34 ], [ %21, %16 ]
  %26 = add nsw i32 %25, %20
  %27 = icmp sgt i32 %26, -1
  %28 = icmp slt i32 %26, %1
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %34

30:                                               ; preds = %23
  %31 = zext nneg i32 %26 to i64
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %23, %30
  %35 = phi contract float [ %33, %30 ], [ 0.000000e+00, %23 ]
  %36 = zext nneg i32 %25 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %36
  store float %35, ptr %37, align 4, !tbaa !11
  %38 = fadd contract float %24, %35
  %39 = add nuw nsw i32 %25, %11
  %40 = icmp samesign ult i32 %39, %19
  br i1 %40, label %23, label %41, !llvm.loop !13

41:                                               ; preds = %34, %16
  %42 = phi float [ 0.000000e+00, %16 ], [ %38, %34 ]
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 16, i32 31)
  %44 = fadd contract float %42, %43
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 8, i32 31)
  %46 = fadd contract float %44, %45
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 4, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 2, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 1, i32 31)
  %52 = and i32 %21, 31
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %59

54:                                               ; preds = %41
  %55 = fadd contract float %50, %51
  %56 = lshr exact i32 %21, 5
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %57
  store float %55, ptr %58, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %54, %41
  %60 = icmp samesign ult i32 %21, %19
  br i1 %60, label %61, label %63

61:                                               ; preds = %59
  %62 = uitofp nneg i32 %19 to float
  br label %65

63:                                               ; preds = %65, %59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = lshr exact i32 %11, 5
  br label %118

65:                                               ; preds = %61, %65
  %66 = phi i32 [ %21, %61 ], [ %109, %65 ]
  %67 = uitofp nneg i32 %66 to float
  %68 = fmul contract float %67, -2.000000e+00
  %69 = fdiv contract float %68, %62
  %70 = fadd float %69, %69
  %71 = tail call float @llvm.nvvm.round.f(float %70) #9
  %72 = tail call i32 @llvm.nvvm.f2i.rz(float %71)
  %73 = fneg float %71
  %74 = tail call float @llvm.fma.f32(float %73, float 5.000000e-01, float %69)
  %75 = tail call float @llvm.nvvm.mul.rn.f(float %74, float %74) #9
  %76 = tail call float @llvm.fma.f32(float %75, float 0xBFE2F59920000000, float 0x400466B200000000)
  %77 = tail call float @llvm.fma.f32(float %75, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %78 = tail call float @llvm.fma.f32(float %76, float %75, float 0xC014ABBEC0000000)
  %79 = tail call float @llvm.fma.f32(float %77, float %75, float 0x40103C19E0000000)
  %80 = tail call float @llvm.fma.f32(float %75, float %74, float 0.000000e+00)
  %81 = tail call float @llvm.fma.f32(float %79, float %75, float 0xC013BD3CC0000000)
  %82 = tail call float @llvm.fma.f32(float %78, float %80, float 0.000000e+00)
  %83 = tail call float @llvm.fma.f32(float %81, float %75, float 1.000000e+00)
  %84 = tail call float @llvm.fma.f32(float %74, float 0x400921FB60000000, float %82)
  %85 = and i32 %72, 1
  %86 = icmp eq i32 %85, 0
  %87 = select i1 %86, float %84, float %83
  %88 = select i1 %86, float %83, float %84
  %89 = and i32 %72, 2
  %90 = icmp eq i32 %89, 0
  %91 = fneg float %87
  %92 = select i1 %90, float %87, float %91
  %93 = add i32 %72, 1
  %94 = and i32 %93, 2
  %95 = icmp eq i32 %94, 0
  %96 = fsub float 0.000000e+00, %88
  %97 = select i1 %95, float %88, float %96
  %98 = tail call float @llvm.trunc.f32(float %69)
  %99 = fcmp oeq float %69, %98
  %100 = tail call float @llvm.nvvm.mul.rn.f(float %69, float 0.000000e+00) #9
  %101 = select i1 %99, float %100, float %92
  %102 = tail call float @llvm.nvvm.fabs.f32(float %69)
  %103 = fcmp ogt float %102, 0x4170000000000000
  %104 = tail call float @llvm.nvvm.add.rn.f(float %101, float 1.000000e+00) #9
  %105 = select i1 %103, float %104, float %97
  %106 = zext nneg i32 %66 to i64
  %107 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %106
  store float %105, ptr %107, align 8, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 4
  store float %101, ptr %108, align 4, !tbaa !11
  %109 = add nuw nsw i32 %66, %11
  %110 = icmp samesign ult i32 %109, %19
  br i1 %110, label %65, label %63, !llvm.loop !16

111:                                              ; preds = %118
  %112 = uitofp nneg i32 %19 to float
  %113 = fdiv contract float %124, %112
  %114 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 12), align 4, !tbaa !17
  %115 = add nsw i32 %19, -1
  %116 = uitofp nneg i32 %115 to float
  %117 = icmp samesign ult i32 %21, %19
  br i1 %117, label %127, label %178

118:                                              ; preds = %63, %118
  %119 = phi float [ 0.000000e+00, %63 ], [ %124, %118 ]
  %120 = phi i32 [ 0, %63 ], [ %125, %118 ]
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE5s_red to ptr), i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = fadd contract float %119, %123
  %125 = add nuw nsw i32 %120, 1
  %126 = icmp eq i32 %125, %64
  br i1 %126, label %111, label %118, !llvm.loop !19

127:                                              ; preds = %111
  %128 = zext nneg i32 %21 to i64
  %129 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = fsub contract float %130, %113
  %132 = icmp eq i32 %21, 0
  br i1 %132, label %139, label %133

133:                                              ; preds = %127
  %134 = zext nneg i32 %21 to i64
  %135 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %134
  %136 = getelementptr i8, ptr %135, i64 -4
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = fsub contract float %137, %113
  br label %139

139:                                              ; preds = %127, %133
  %140 = phi contract float [ %138, %133 ], [ %131, %127 ]
  %141 = shl nuw nsw i32 %21, 1
  %142 = uitofp nneg i32 %141 to float
  %143 = fdiv contract float %142, %116
  %144 = tail call float @llvm.nvvm.fabs.f32(float %143)
  %145 = fcmp ogt float %144, 0x4170000000000000
  %146 = tail call float @llvm.nvvm.mul.rn.f(float %143, float 0.000000e+00) #9
  %147 = select i1 %145, float %146, float %143
  %148 = fadd float %147, %147
  %149 = tail call float @llvm.nvvm.round.f(float %148) #9
  %150 = tail call i32 @llvm.nvvm.f2i.rz(float %149)
  %151 = fneg float %149
  %152 = tail call float @llvm.fma.f32(float %151, float 5.000000e-01, float %147)
  %153 = add i32 %150, 1
  %154 = tail call float @llvm.nvvm.mul.rn.f(float %152, float %152) #9
  %155 = and i32 %150, 1
  %156 = icmp eq i32 %155, 0
  %157 = select i1 %156, float 1.000000e+00, float %152
  %158 = tail call float @llvm.fma.f32(float %154, float %157, float 0.000000e+00)
  %159 = tail call float @llvm.fma.f32(float %154, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %160 = select i1 %156, float %159, float 0xBFE2F59920000000
  %161 = select i1 %156, float 0x40103C19E0000000, float 0x400466B200000000
  %162 = tail call float @llvm.fma.f32(float %160, float %154, float %161)
  %163 = select i1 %156, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %164 = tail call float @llvm.fma.f32(float %162, float %154, float %163)
  %165 = select i1 %156, float 1.000000e+00, float 0.000000e+00
  %166 = tail call float @llvm.fma.f32(float %164, float %158, float %165)
  %167 = tail call float @llvm.fma.f32(float %152, float 0x400921FB60000000, float %166)
  %168 = select i1 %156, float %166, float %167
  %169 = and i32 %153, 2
  %170 = icmp eq i32 %169, 0
  %171 = fsub float 0.000000e+00, %168
  %172 = select i1 %170, float %168, float %171
  %173 = fmul contract float %172, 0x3FDD70A3E0000000
  %174 = fsub contract float 0x3FE147AE20000000, %173
  %175 = fmul contract float %114, %140
  %176 = fsub contract float %131, %175
  %177 = fmul contract float %174, %176
  br label %178

178:                                              ; preds = %139, %111
  %179 = phi float [ %177, %139 ], [ undef, %111 ]
  %180 = add nuw nsw i32 %11, %21
  %181 = icmp samesign ult i32 %180, %19
  br i1 %181, label %182, label %229

182:                                              ; preds = %178
  %183 = zext nneg i32 %180 to i64
  %184 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = fsub contract float %185, %113
  %187 = zext nneg i32 %180 to i64
  %188 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %187
  %189 = getelementptr i8, ptr %188, i64 -4
  %190 = load float, ptr %189, align 4, !tbaa !11
  %191 = fsub contract float %190, %113
  %192 = shl nuw nsw i32 %180, 1
  %193 = uitofp nneg i32 %192 to float
  %194 = fdiv contract float %193, %116
  %195 = tail call float @llvm.nvvm.fabs.f32(float %194)
  %196 = fcmp ogt float %195, 0x4170000000000000
  %197 = tail call float @llvm.nvvm.mul.rn.f(float %194, float 0.000000e+00) #9
  %198 = select i1 %196, float %197, float %194
  %199 = fadd float %198, %198
  %200 = tail call float @llvm.nvvm.round.f(float %199) #9
  %201 = tail call i32 @llvm.nvvm.f2i.rz(float %200)
  %202 = fneg float %200
  %203 = tail call float @llvm.fma.f32(float %202, float 5.000000e-01, float %198)
  %204 = add i32 %201, 1
  %205 = tail call float @llvm.nvvm.mul.rn.f(float %203, float %203) #9
  %206 = and i32 %201, 1
  %207 = icmp eq i32 %206, 0
  %208 = select i1 %207, float 1.000000e+00, float %203
  %209 = tail call float @llvm.fma.f32(float %205, float %208, float 0.000000e+00)
  %210 = tail call float @llvm.fma.f32(float %205, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %211 = select i1 %207, float %210, float 0xBFE2F59920000000
  %212 = select i1 %207, float 0x40103C19E0000000, float 0x400466B200000000
  %213 = tail call float @llvm.fma.f32(float %211, float %205, float %212)
  %214 = select i1 %207, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %215 = tail call float @llvm.fma.f32(float %213, float %205, float %214)
  %216 = select i1 %207, float 1.000000e+00, float 0.000000e+00
  %217 = tail call float @llvm.fma.f32(float %215, float %209, float %216)
  %218 = tail call float @llvm.fma.f32(float %203, float 0x400921FB60000000, float %217)
  %219 = select i1 %207, float %217, float %218
  %220 = and i32 %204, 2
  %221 = icmp eq i32 %220, 0
  %222 = fsub float 0.000000e+00, %219
  %223 = select i1 %221, float %219, float %222
  %224 = fmul contract float %223, 0x3FDD70A3E0000000
  %225 = fsub contract float 0x3FE147AE20000000, %224
  %226 = fmul contract float %114, %191
  %227 = fsub contract float %186, %226
  %228 = fmul contract float %225, %227
  br label %229

229:                                              ; preds = %182, %178
  %230 = phi float [ %228, %182 ], [ undef, %178 ]
  %231 = shl nuw nsw i32 %11, 1
  %232 = add nuw nsw i32 %231, %21
  %233 = icmp samesign ult i32 %232, %19
  br i1 %233, label %234, label %281

234:                                              ; preds = %229
  %235 = zext nneg i32 %232 to i64
  %236 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %235
  %237 = load float, ptr %236, align 4, !tbaa !11
  %238 = fsub contract float %237, %113
  %239 = zext nneg i32 %232 to i64
  %240 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %239
  %241 = getelementptr i8, ptr %240, i64 -4
  %242 = load float, ptr %241, align 4, !tbaa !11
  %243 = fsub contract float %242, %113
  %244 = shl nuw nsw i32 %232, 1
  %245 = uitofp nneg i32 %244 to float
  %246 = fdiv contract float %245, %116
  %247 = tail call float @llvm.nvvm.fabs.f32(float %246)
  %248 = fcmp ogt float %247, 0x4170000000000000
  %249 = tail call float @llvm.nvvm.mul.rn.f(float %246, float 0.000000e+00) #9
  %250 = select i1 %248, float %249, float %246
  %251 = fadd float %250, %250
  %252 = tail call float @llvm.nvvm.round.f(float %251) #9
  %253 = tail call i32 @llvm.nvvm.f2i.rz(float %252)
  %254 = fneg float %252
  %255 = tail call float @llvm.fma.f32(float %254, float 5.000000e-01, float %250)
  %256 = add i32 %253, 1
  %257 = tail call float @llvm.nvvm.mul.rn.f(float %255, float %255) #9
  %258 = and i32 %253, 1
  %259 = icmp eq i32 %258, 0
  %260 = select i1 %259, float 1.000000e+00, float %255
  %261 = tail call float @llvm.fma.f32(float %257, float %260, float 0.000000e+00)
  %262 = tail call float @llvm.fma.f32(float %257, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %263 = select i1 %259, float %262, float 0xBFE2F59920000000
  %264 = select i1 %259, float 0x40103C19E0000000, float 0x400466B200000000
  %265 = tail call float @llvm.fma.f32(float %263, float %257, float %264)
  %266 = select i1 %259, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %267 = tail call float @llvm.fma.f32(float %265, float %257, float %266)
  %268 = select i1 %259, float 1.000000e+00, float 0.000000e+00
  %269 = tail call float @llvm.fma.f32(float %267, float %261, float %268)
  %270 = tail call float @llvm.fma.f32(float %255, float 0x400921FB60000000, float %269)
  %271 = select i1 %259, float %269, float %270
  %272 = and i32 %256, 2
  %273 = icmp eq i32 %272, 0
  %274 = fsub float 0.000000e+00, %271
  %275 = select i1 %273, float %271, float %274
  %276 = fmul contract float %275, 0x3FDD70A3E0000000
  %277 = fsub contract float 0x3FE147AE20000000, %276
  %278 = fmul contract float %114, %243
  %279 = fsub contract float %238, %278
  %280 = fmul contract float %277, %279
  br label %281

281:                                              ; preds = %234, %229
  %282 = phi float [ %280, %234 ], [ undef, %229 ]
  %283 = mul nuw nsw i32 %11, 3
  %284 = add nuw nsw i32 %283, %21
  %285 = icmp samesign ult i32 %284, %19
  br i1 %285, label %286, label %333

286:                                              ; preds = %281
  %287 = zext nneg i32 %284 to i64
  %288 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %287
  %289 = load float, ptr %288, align 4, !tbaa !11
  %290 = fsub contract float %289, %113
  %291 = zext nneg i32 %284 to i64
  %292 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %291
  %293 = getelementptr i8, ptr %292, i64 -4
  %294 = load float, ptr %293, align 4, !tbaa !11
  %295 = fsub contract float %294, %113
  %296 = shl nuw nsw i32 %284, 1
  %297 = uitofp nneg i32 %296 to float
  %298 = fdiv contract float %297, %116
  %299 = tail call float @llvm.nvvm.fabs.f32(float %298)
  %300 = fcmp ogt float %299, 0x4170000000000000
  %301 = tail call float @llvm.nvvm.mul.rn.f(float %298, float 0.000000e+00) #9
  %302 = select i1 %300, float %301, float %298
  %303 = fadd float %302, %302
  %304 = tail call float @llvm.nvvm.round.f(float %303) #9
  %305 = tail call i32 @llvm.nvvm.f2i.rz(float %304)
  %306 = fneg float %304
  %307 = tail call float @llvm.fma.f32(float %306, float 5.000000e-01, float %302)
  %308 = add i32 %305, 1
  %309 = tail call float @llvm.nvvm.mul.rn.f(float %307, float %307) #9
  %310 = and i32 %305, 1
  %311 = icmp eq i32 %310, 0
  %312 = select i1 %311, float 1.000000e+00, float %307
  %313 = tail call float @llvm.fma.f32(float %309, float %312, float 0.000000e+00)
  %314 = tail call float @llvm.fma.f32(float %309, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %315 = select i1 %311, float %314, float 0xBFE2F59920000000
  %316 = select i1 %311, float 0x40103C19E0000000, float 0x400466B200000000
  %317 = tail call float @llvm.fma.f32(float %315, float %309, float %316)
  %318 = select i1 %311, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %319 = tail call float @llvm.fma.f32(float %317, float %309, float %318)
  %320 = select i1 %311, float 1.000000e+00, float 0.000000e+00
  %321 = tail call float @llvm.fma.f32(float %319, float %313, float %320)
  %322 = tail call float @llvm.fma.f32(float %307, float 0x400921FB60000000, float %321)
  %323 = select i1 %311, float %321, float %322
  %324 = and i32 %308, 2
  %325 = icmp eq i32 %324, 0
  %326 = fsub float 0.000000e+00, %323
  %327 = select i1 %325, float %323, float %326
  %328 = fmul contract float %327, 0x3FDD70A3E0000000
  %329 = fsub contract float 0x3FE147AE20000000, %328
  %330 = fmul contract float %114, %295
  %331 = fsub contract float %290, %330
  %332 = fmul contract float %329, %331
  br label %333

333:                                              ; preds = %286, %281
  %334 = phi float [ %332, %286 ], [ undef, %281 ]
  %335 = shl nuw nsw i32 %11, 2
  %336 = add nuw nsw i32 %335, %21
  %337 = icmp samesign ult i32 %336, %19
  br i1 %337, label %338, label %385

338:                                              ; preds = %333
  %339 = zext nneg i32 %336 to i64
  %340 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %339
  %341 = load float, ptr %340, align 4, !tbaa !11
  %342 = fsub contract float %341, %113
  %343 = zext nneg i32 %336 to i64
  %344 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %343
  %345 = getelementptr i8, ptr %344, i64 -4
  %346 = load float, ptr %345, align 4, !tbaa !11
  %347 = fsub contract float %346, %113
  %348 = shl nuw nsw i32 %336, 1
  %349 = uitofp nneg i32 %348 to float
  %350 = fdiv contract float %349, %116
  %351 = tail call float @llvm.nvvm.fabs.f32(float %350)
  %352 = fcmp ogt float %351, 0x4170000000000000
  %353 = tail call float @llvm.nvvm.mul.rn.f(float %350, float 0.000000e+00) #9
  %354 = select i1 %352, float %353, float %350
  %355 = fadd float %354, %354
  %356 = tail call float @llvm.nvvm.round.f(float %355) #9
  %357 = tail call i32 @llvm.nvvm.f2i.rz(float %356)
  %358 = fneg float %356
  %359 = tail call float @llvm.fma.f32(float %358, float 5.000000e-01, float %354)
  %360 = add i32 %357, 1
  %361 = tail call float @llvm.nvvm.mul.rn.f(float %359, float %359) #9
  %362 = and i32 %357, 1
  %363 = icmp eq i32 %362, 0
  %364 = select i1 %363, float 1.000000e+00, float %359
  %365 = tail call float @llvm.fma.f32(float %361, float %364, float 0.000000e+00)
  %366 = tail call float @llvm.fma.f32(float %361, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %367 = select i1 %363, float %366, float 0xBFE2F59920000000
  %368 = select i1 %363, float 0x40103C19E0000000, float 0x400466B200000000
  %369 = tail call float @llvm.fma.f32(float %367, float %361, float %368)
  %370 = select i1 %363, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %371 = tail call float @llvm.fma.f32(float %369, float %361, float %370)
  %372 = select i1 %363, float 1.000000e+00, float 0.000000e+00
  %373 = tail call float @llvm.fma.f32(float %371, float %365, float %372)
  %374 = tail call float @llvm.fma.f32(float %359, float 0x400921FB60000000, float %373)
  %375 = select i1 %363, float %373, float %374
  %376 = and i32 %360, 2
  %377 = icmp eq i32 %376, 0
  %378 = fsub float 0.000000e+00, %375
  %379 = select i1 %377, float %375, float %378
  %380 = fmul contract float %379, 0x3FDD70A3E0000000
  %381 = fsub contract float 0x3FE147AE20000000, %380
  %382 = fmul contract float %114, %347
  %383 = fsub contract float %342, %382
  %384 = fmul contract float %381, %383
  br label %385

385:                                              ; preds = %338, %333
  %386 = phi float [ %384, %338 ], [ undef, %333 ]
  %387 = mul nuw nsw i32 %11, 5
  %388 = add nuw nsw i32 %387, %21
  %389 = icmp samesign ult i32 %388, %19
  br i1 %389, label %390, label %437

390:                                              ; preds = %385
  %391 = zext nneg i32 %388 to i64
  %392 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %391
  %393 = load float, ptr %392, align 4, !tbaa !11
  %394 = fsub contract float %393, %113
  %395 = zext nneg i32 %388 to i64
  %396 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %395
  %397 = getelementptr i8, ptr %396, i64 -4
  %398 = load float, ptr %397, align 4, !tbaa !11
  %399 = fsub contract float %398, %113
  %400 = shl nuw nsw i32 %388, 1
  %401 = uitofp nneg i32 %400 to float
  %402 = fdiv contract float %401, %116
  %403 = tail call float @llvm.nvvm.fabs.f32(float %402)
  %404 = fcmp ogt float %403, 0x4170000000000000
  %405 = tail call float @llvm.nvvm.mul.rn.f(float %402, float 0.000000e+00) #9
  %406 = select i1 %404, float %405, float %402
  %407 = fadd float %406, %406
  %408 = tail call float @llvm.nvvm.round.f(float %407) #9
  %409 = tail call i32 @llvm.nvvm.f2i.rz(float %408)
  %410 = fneg float %408
  %411 = tail call float @llvm.fma.f32(float %410, float 5.000000e-01, float %406)
  %412 = add i32 %409, 1
  %413 = tail call float @llvm.nvvm.mul.rn.f(float %411, float %411) #9
  %414 = and i32 %409, 1
  %415 = icmp eq i32 %414, 0
  %416 = select i1 %415, float 1.000000e+00, float %411
  %417 = tail call float @llvm.fma.f32(float %413, float %416, float 0.000000e+00)
  %418 = tail call float @llvm.fma.f32(float %413, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %419 = select i1 %415, float %418, float 0xBFE2F59920000000
  %420 = select i1 %415, float 0x40103C19E0000000, float 0x400466B200000000
  %421 = tail call float @llvm.fma.f32(float %419, float %413, float %420)
  %422 = select i1 %415, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %423 = tail call float @llvm.fma.f32(float %421, float %413, float %422)
  %424 = select i1 %415, float 1.000000e+00, float 0.000000e+00
  %425 = tail call float @llvm.fma.f32(float %423, float %417, float %424)
  %426 = tail call float @llvm.fma.f32(float %411, float 0x400921FB60000000, float %425)
  %427 = select i1 %415, float %425, float %426
  %428 = and i32 %412, 2
  %429 = icmp eq i32 %428, 0
  %430 = fsub float 0.000000e+00, %427
  %431 = select i1 %429, float %427, float %430
  %432 = fmul contract float %431, 0x3FDD70A3E0000000
  %433 = fsub contract float 0x3FE147AE20000000, %432
  %434 = fmul contract float %114, %399
  %435 = fsub contract float %394, %434
  %436 = fmul contract float %433, %435
  br label %437

437:                                              ; preds = %390, %385
  %438 = phi float [ %436, %390 ], [ undef, %385 ]
  %439 = mul nuw nsw i32 %11, 6
  %440 = add nuw nsw i32 %439, %21
  %441 = icmp samesign ult i32 %440, %19
  br i1 %441, label %442, label %489

442:                                              ; preds = %437
  %443 = zext nneg i32 %440 to i64
  %444 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %443
  %445 = load float, ptr %444, align 4, !tbaa !11
  %446 = fsub contract float %445, %113
  %447 = zext nneg i32 %440 to i64
  %448 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %447
  %449 = getelementptr i8, ptr %448, i64 -4
  %450 = load float, ptr %449, align 4, !tbaa !11
  %451 = fsub contract float %450, %113
  %452 = shl nuw nsw i32 %440, 1
  %453 = uitofp nneg i32 %452 to float
  %454 = fdiv contract float %453, %116
  %455 = tail call float @llvm.nvvm.fabs.f32(float %454)
  %456 = fcmp ogt float %455, 0x4170000000000000
  %457 = tail call float @llvm.nvvm.mul.rn.f(float %454, float 0.000000e+00) #9
  %458 = select i1 %456, float %457, float %454
  %459 = fadd float %458, %458
  %460 = tail call float @llvm.nvvm.round.f(float %459) #9
  %461 = tail call i32 @llvm.nvvm.f2i.rz(float %460)
  %462 = fneg float %460
  %463 = tail call float @llvm.fma.f32(float %462, float 5.000000e-01, float %458)
  %464 = add i32 %461, 1
  %465 = tail call float @llvm.nvvm.mul.rn.f(float %463, float %463) #9
  %466 = and i32 %461, 1
  %467 = icmp eq i32 %466, 0
  %468 = select i1 %467, float 1.000000e+00, float %463
  %469 = tail call float @llvm.fma.f32(float %465, float %468, float 0.000000e+00)
  %470 = tail call float @llvm.fma.f32(float %465, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %471 = select i1 %467, float %470, float 0xBFE2F59920000000
  %472 = select i1 %467, float 0x40103C19E0000000, float 0x400466B200000000
  %473 = tail call float @llvm.fma.f32(float %471, float %465, float %472)
  %474 = select i1 %467, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %475 = tail call float @llvm.fma.f32(float %473, float %465, float %474)
  %476 = select i1 %467, float 1.000000e+00, float 0.000000e+00
  %477 = tail call float @llvm.fma.f32(float %475, float %469, float %476)
  %478 = tail call float @llvm.fma.f32(float %463, float 0x400921FB60000000, float %477)
  %479 = select i1 %467, float %477, float %478
  %480 = and i32 %464, 2
  %481 = icmp eq i32 %480, 0
  %482 = fsub float 0.000000e+00, %479
  %483 = select i1 %481, float %479, float %482
  %484 = fmul contract float %483, 0x3FDD70A3E0000000
  %485 = fsub contract float 0x3FE147AE20000000, %484
  %486 = fmul contract float %114, %451
  %487 = fsub contract float %446, %486
  %488 = fmul contract float %485, %487
  br label %489

489:                                              ; preds = %442, %437
  %490 = phi float [ %488, %442 ], [ undef, %437 ]
  %491 = mul nuw nsw i32 %11, 7
  %492 = add nuw nsw i32 %491, %21
  %493 = icmp samesign ult i32 %492, %19
  br i1 %493, label %494, label %541

494:                                              ; preds = %489
  %495 = zext nneg i32 %492 to i64
  %496 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %495
  %497 = load float, ptr %496, align 4, !tbaa !11
  %498 = fsub contract float %497, %113
  %499 = zext nneg i32 %492 to i64
  %500 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %499
  %501 = getelementptr i8, ptr %500, i64 -4
  %502 = load float, ptr %501, align 4, !tbaa !11
  %503 = fsub contract float %502, %113
  %504 = shl nuw nsw i32 %492, 1
  %505 = uitofp nneg i32 %504 to float
  %506 = fdiv contract float %505, %116
  %507 = tail call float @llvm.nvvm.fabs.f32(float %506)
  %508 = fcmp ogt float %507, 0x4170000000000000
  %509 = tail call float @llvm.nvvm.mul.rn.f(float %506, float 0.000000e+00) #9
  %510 = select i1 %508, float %509, float %506
  %511 = fadd float %510, %510
  %512 = tail call float @llvm.nvvm.round.f(float %511) #9
  %513 = tail call i32 @llvm.nvvm.f2i.rz(float %512)
  %514 = fneg float %512
  %515 = tail call float @llvm.fma.f32(float %514, float 5.000000e-01, float %510)
  %516 = add i32 %513, 1
  %517 = tail call float @llvm.nvvm.mul.rn.f(float %515, float %515) #9
  %518 = and i32 %513, 1
  %519 = icmp eq i32 %518, 0
  %520 = select i1 %519, float 1.000000e+00, float %515
  %521 = tail call float @llvm.fma.f32(float %517, float %520, float 0.000000e+00)
  %522 = tail call float @llvm.fma.f32(float %517, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %523 = select i1 %519, float %522, float 0xBFE2F59920000000
  %524 = select i1 %519, float 0x40103C19E0000000, float 0x400466B200000000
  %525 = tail call float @llvm.fma.f32(float %523, float %517, float %524)
  %526 = select i1 %519, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %527 = tail call float @llvm.fma.f32(float %525, float %517, float %526)
  %528 = select i1 %519, float 1.000000e+00, float 0.000000e+00
  %529 = tail call float @llvm.fma.f32(float %527, float %521, float %528)
  %530 = tail call float @llvm.fma.f32(float %515, float 0x400921FB60000000, float %529)
  %531 = select i1 %519, float %529, float %530
  %532 = and i32 %516, 2
  %533 = icmp eq i32 %532, 0
  %534 = fsub float 0.000000e+00, %531
  %535 = select i1 %533, float %531, float %534
  %536 = fmul contract float %535, 0x3FDD70A3E0000000
  %537 = fsub contract float 0x3FE147AE20000000, %536
  %538 = fmul contract float %114, %503
  %539 = fsub contract float %498, %538
  %540 = fmul contract float %537, %539
  br label %541

541:                                              ; preds = %494, %489
  %542 = phi float [ %540, %494 ], [ undef, %489 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %543 = icmp samesign ult i32 %21, %19
  br i1 %543, label %549, label %552

544:                                              ; preds = %600
  %545 = zext nneg i32 %8 to i64
  %546 = sext i32 %6 to i64
  %547 = mul nsw i64 %546, %545
  %548 = getelementptr float, ptr %5, i64 %547
  br label %604

549:                                              ; preds = %541
  %550 = zext nneg i32 %21 to i64
  %551 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %550
  store float %179, ptr %551, align 4, !tbaa !11
  br label %552

552:                                              ; preds = %549, %541
  %553 = add nuw nsw i32 %11, %21
  %554 = icmp samesign ult i32 %553, %19
  br i1 %554, label %555, label %558

555:                                              ; preds = %552
  %556 = zext nneg i32 %553 to i64
  %557 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %556
  store float %230, ptr %557, align 4, !tbaa !11
  br label %558

558:                                              ; preds = %555, %552
  %559 = shl nuw nsw i32 %11, 1
  %560 = add nuw nsw i32 %559, %21
  %561 = icmp samesign ult i32 %560, %19
  br i1 %561, label %562, label %565

562:                                              ; preds = %558
  %563 = zext nneg i32 %560 to i64
  %564 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %563
  store float %282, ptr %564, align 4, !tbaa !11
  br label %565

565:                                              ; preds = %562, %558
  %566 = mul nuw nsw i32 %11, 3
  %567 = add nuw nsw i32 %566, %21
  %568 = icmp samesign ult i32 %567, %19
  br i1 %568, label %569, label %572

569:                                              ; preds = %565
  %570 = zext nneg i32 %567 to i64
  %571 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %570
  store float %334, ptr %571, align 4, !tbaa !11
  br label %572

572:                                              ; preds = %569, %565
  %573 = shl nuw nsw i32 %11, 2
  %574 = add nuw nsw i32 %573, %21
  %575 = icmp samesign ult i32 %574, %19
  br i1 %575, label %576, label %579

576:                                              ; preds = %572
  %577 = zext nneg i32 %574 to i64
  %578 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %577
  store float %386, ptr %578, align 4, !tbaa !11
  br label %579

579:                                              ; preds = %576, %572
  %580 = mul nuw nsw i32 %11, 5
  %581 = add nuw nsw i32 %580, %21
  %582 = icmp samesign ult i32 %581, %19
  br i1 %582, label %583, label %586

583:                                              ; preds = %579
  %584 = zext nneg i32 %581 to i64
  %585 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %584
  store float %438, ptr %585, align 4, !tbaa !11
  br label %586

586:                                              ; preds = %583, %579
  %587 = mul nuw nsw i32 %11, 6
  %588 = add nuw nsw i32 %587, %21
  %589 = icmp samesign ult i32 %588, %19
  br i1 %589, label %590, label %593

590:                                              ; preds = %586
  %591 = zext nneg i32 %588 to i64
  %592 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %591
  store float %490, ptr %592, align 4, !tbaa !11
  br label %593

593:                                              ; preds = %590, %586
  %594 = mul nuw nsw i32 %11, 7
  %595 = add nuw nsw i32 %594, %21
  %596 = icmp samesign ult i32 %595, %19
  br i1 %596, label %597, label %600

597:                                              ; preds = %593
  %598 = zext nneg i32 %595 to i64
  %599 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %598
  store float %542, ptr %599, align 4, !tbaa !11
  br label %600

600:                                              ; preds = %597, %593
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %601 = lshr exact i32 %19, 1
  %602 = add nsw i32 %19, -1
  %603 = icmp samesign ugt i32 %21, %601
  br i1 %603, label %679, label %544

604:                                              ; preds = %544, %671
  %605 = phi i32 [ %21, %544 ], [ %677, %671 ]
  br label %606

606:                                              ; preds = %604, %606
  %607 = phi i32 [ 0, %604 ], [ %669, %606 ]
  %608 = phi float [ 0.000000e+00, %604 ], [ %668, %606 ]
  %609 = phi float [ 0.000000e+00, %604 ], [ %666, %606 ]
  %610 = mul nuw nsw i32 %607, %605
  %611 = and i32 %610, %602
  %612 = zext nneg i32 %611 to i64
  %613 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %612
  %614 = load float, ptr %613, align 8, !tbaa !11
  %615 = getelementptr inbounds nuw i8, ptr %613, i64 4
  %616 = load float, ptr %615, align 4, !tbaa !11
  %617 = zext nneg i32 %607 to i64
  %618 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %617
  %619 = load float, ptr %618, align 4, !tbaa !11
  %620 = fmul contract float %614, %619
  %621 = fadd contract float %609, %620
  %622 = fmul contract float %616, %619
  %623 = fadd contract float %608, %622
  %624 = or disjoint i32 %607, 1
  %625 = mul nuw nsw i32 %624, %605
  %626 = and i32 %625, %602
  %627 = zext nneg i32 %626 to i64
  %628 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %627
  %629 = load float, ptr %628, align 8, !tbaa !11
  %630 = getelementptr inbounds nuw i8, ptr %628, i64 4
  %631 = load float, ptr %630, align 4, !tbaa !11
  %632 = zext nneg i32 %624 to i64
  %633 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %632
  %634 = load float, ptr %633, align 4, !tbaa !11
  %635 = fmul contract float %629, %634
  %636 = fadd contract float %621, %635
  %637 = fmul contract float %631, %634
  %638 = fadd contract float %623, %637
  %639 = or disjoint i32 %607, 2
  %640 = mul nuw nsw i32 %639, %605
  %641 = and i32 %640, %602
  %642 = zext nneg i32 %641 to i64
  %643 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %642
  %644 = load float, ptr %643, align 8, !tbaa !11
  %645 = getelementptr inbounds nuw i8, ptr %643, i64 4
  %646 = load float, ptr %645, align 4, !tbaa !11
  %647 = zext nneg i32 %639 to i64
  %648 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %647
  %649 = load float, ptr %648, align 4, !tbaa !11
  %650 = fmul contract float %644, %649
  %651 = fadd contract float %636, %650
  %652 = fmul contract float %646, %649
  %653 = fadd contract float %638, %652
  %654 = or disjoint i32 %607, 3
  %655 = mul nuw nsw i32 %654, %605
  %656 = and i32 %655, %602
  %657 = zext nneg i32 %656 to i64
  %658 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE4s_tw to ptr), i64 %657
  %659 = load float, ptr %658, align 8, !tbaa !11
  %660 = getelementptr inbounds nuw i8, ptr %658, i64 4
  %661 = load float, ptr %660, align 4, !tbaa !11
  %662 = zext nneg i32 %654 to i64
  %663 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19mfcc_power_spectrumE3s_x to ptr), i64 %662
  %664 = load float, ptr %663, align 4, !tbaa !11
  %665 = fmul contract float %659, %664
  %666 = fadd contract float %651, %665
  %667 = fmul contract float %661, %664
  %668 = fadd contract float %653, %667
  %669 = add nuw nsw i32 %607, 4
  %670 = icmp samesign ult i32 %669, %19
  br i1 %670, label %606, label %671, !llvm.loop !20

671:                                              ; preds = %606
  %672 = fmul contract float %666, %666
  %673 = fmul contract float %668, %668
  %674 = fadd contract float %672, %673
  %675 = zext nneg i32 %605 to i64
  %676 = getelementptr float, ptr %548, i64 %675
  store float %674, ptr %676, align 4, !tbaa !11
  %677 = add nuw nsw i32 %605, %11
  %678 = icmp samesign ugt i32 %677, %601
  br i1 %678, label %679, label %604, !llvm.loop !21

679:                                              ; preds = %671, %600, %7, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mfcc_mel_dct(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %360

11:                                               ; preds = %8
  %12 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 2)
  %13 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %12, i32 8)
  %14 = shl nuw nsw i32 1, %13
  %15 = lshr exact i32 %14, 1
  %16 = add nuw nsw i32 %15, 1
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %18 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %17, i32 64)
  %19 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %20 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %19, i32 range(i32 -2147483648, 2147483647) %18)
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
  %30 = load float, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), align 4, !tbaa !22
  %31 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 8), align 4, !tbaa !23
  %32 = fcmp contract ogt float %31, 0.000000e+00
  %33 = fmul contract float %30, 5.000000e-01
  %34 = tail call float @llvm.minnum.f32(float %31, float %33)
  %35 = select i1 %32, float %34, float %33
  %36 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 4), align 4, !tbaa !24
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
  %113 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 16), align 4, !tbaa !25
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
  br i1 %122, label %29, label %115, !llvm.loop !26

123:                                              ; preds = %213, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %124 = uitofp nneg i32 %18 to float
  %125 = fdiv contract float 1.000000e+00, %124
  %126 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %125) #9
  %127 = fdiv contract float 2.000000e+00, %124
  %128 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %127) #9
  %129 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_mfcc to ptr), i64 20), align 4, !tbaa !27
  %130 = icmp samesign ult i32 %21, %20
  br i1 %130, label %131, label %360

131:                                              ; preds = %123
  %132 = fcmp contract ogt float %129, 0.000000e+00
  %133 = fmul contract float %129, 5.000000e-01
  %134 = zext nneg i32 %9 to i64
  %135 = sext i32 %7 to i64
  %136 = mul nsw i64 %135, %134
  %137 = getelementptr float, ptr %6, i64 %136
  %138 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %270

139:                                              ; preds = %110, %213
  %140 = phi i32 [ %21, %110 ], [ %246, %213 ]
  %141 = uitofp nneg i32 %140 to float
  %142 = fmul contract float %106, %141
  %143 = fadd contract float %70, %142
  %144 = fdiv contract float %143, 2.595000e+03
  %145 = tail call float @llvm.fma.f32(float %144, float 0x3F8AFF4C40000000, float 5.000000e-01)
  %146 = tail call float @llvm.nvvm.saturate.f(float %145) #9
  %147 = tail call float @llvm.nvvm.fma.rm.f(float %146, float 2.520000e+02, float 0x4168000020000000) #9
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
  %165 = tail call float @llvm.nvvm.saturate.f(float %164) #9
  %166 = tail call float @llvm.nvvm.fma.rm.f(float %165, float 2.520000e+02, float 0x4168000020000000) #9
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
  %184 = tail call float @llvm.nvvm.saturate.f(float %183) #9
  %185 = tail call float @llvm.nvvm.fma.rm.f(float %184, float 2.520000e+02, float 0x4168000020000000) #9
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
  br i1 %207, label %213, label %208

208:                                              ; preds = %139
  %209 = fsub contract float %177, %158
  %210 = tail call float @llvm.maxnum.f32(float %209, float 0x3EB0C6F7A0000000)
  %211 = fsub contract float %196, %177
  %212 = tail call float @llvm.maxnum.f32(float %211, float 0x3EB0C6F7A0000000)
  br label %248

213:                                              ; preds = %260, %139
  %214 = phi float [ 0.000000e+00, %139 ], [ %267, %260 ]
  %215 = tail call noundef float @llvm.maxnum.f32(float %214, float %113)
  %216 = fcmp olt float %215, 0x3810000000000000
  %217 = fmul float %215, 0x4160000000000000
  %218 = select i1 %216, float %217, float %215
  %219 = select i1 %216, float -2.300000e+01, float 0.000000e+00
  %220 = bitcast float %218 to i32
  %221 = add i32 %220, -1059760811
  %222 = and i32 %221, -8388608
  %223 = sub i32 %220, %222
  %224 = bitcast i32 %223 to float
  %225 = sitofp i32 %222 to float
  %226 = tail call float @llvm.fma.f32(float %225, float 0x3E80000000000000, float %219)
  %227 = fadd float %224, -1.000000e+00
  %228 = tail call float @llvm.fma.f32(float %227, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %229 = tail call float @llvm.fma.f32(float %228, float %227, float 0xBFBF19B980000000)
  %230 = tail call float @llvm.fma.f32(float %229, float %227, float 0x3FC1E52AA0000000)
  %231 = tail call float @llvm.fma.f32(float %230, float %227, float 0xBFC55B1720000000)
  %232 = tail call float @llvm.fma.f32(float %231, float %227, float 0x3FC99DA160000000)
  %233 = tail call float @llvm.fma.f32(float %232, float %227, float 0xBFCFFFE440000000)
  %234 = tail call float @llvm.fma.f32(float %233, float %227, float 0x3FD5554F00000000)
  %235 = tail call float @llvm.fma.f32(float %234, float %227, float -5.000000e-01)
  %236 = fmul float %227, %235
  %237 = tail call float @llvm.fma.f32(float %236, float %227, float %227)
  %238 = tail call float @llvm.fma.f32(float %226, float 0x3FE62E4300000000, float %237)
  %239 = icmp ugt i32 %220, 2139095039
  %240 = tail call float @llvm.fma.f32(float %218, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %241 = select i1 %239, float %240, float %238
  %242 = fcmp oeq float %218, 0.000000e+00
  %243 = select i1 %242, float 0xFFF0000000000000, float %241
  %244 = zext nneg i32 %140 to i64
  %245 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE8s_logmel to ptr), i64 %244
  store float %243, ptr %245, align 4, !tbaa !11
  %246 = add nuw nsw i32 %140, %114
  %247 = icmp samesign ult i32 %246, %18
  br i1 %247, label %139, label %123, !llvm.loop !28

248:                                              ; preds = %208, %260
  %249 = phi i32 [ %201, %208 ], [ %268, %260 ]
  %250 = phi float [ 0.000000e+00, %208 ], [ %267, %260 ]
  %251 = sitofp i32 %249 to float
  %252 = fmul contract float %108, %251
  %253 = fcmp contract ugt float %252, %177
  br i1 %253, label %257, label %254

254:                                              ; preds = %248
  %255 = fsub contract float %252, %158
  %256 = fdiv contract float %255, %210
  br label %260

257:                                              ; preds = %248
  %258 = fsub contract float %196, %252
  %259 = fdiv contract float %258, %212
  br label %260

260:                                              ; preds = %257, %254
  %261 = phi contract float [ %256, %254 ], [ %259, %257 ]
  %262 = tail call noundef float @llvm.maxnum.f32(float %261, float 0.000000e+00)
  %263 = sext i32 %249 to i64
  %264 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE5s_pow to ptr), i64 %263
  %265 = load float, ptr %264, align 4, !tbaa !11
  %266 = fmul contract float %262, %265
  %267 = fadd contract float %250, %266
  %268 = add i32 %249, 1
  %269 = icmp eq i32 %249, %206
  br i1 %269, label %213, label %248, !llvm.loop !29

270:                                              ; preds = %131, %354
  %271 = phi i32 [ %21, %131 ], [ %358, %354 ]
  %272 = uitofp nneg i32 %271 to float
  br label %277

273:                                              ; preds = %277
  %274 = icmp eq i32 %271, 0
  %275 = select contract i1 %274, float %126, float %128
  %276 = fmul contract float %275, %317
  br i1 %132, label %320, label %354

277:                                              ; preds = %270, %277
  %278 = phi i32 [ 0, %270 ], [ %318, %277 ]
  %279 = phi float [ 0.000000e+00, %270 ], [ %317, %277 ]
  %280 = zext nneg i32 %278 to i64
  %281 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12mfcc_mel_dctE8s_logmel to ptr), i64 %280
  %282 = load float, ptr %281, align 4, !tbaa !11
  %283 = uitofp nneg i32 %278 to float
  %284 = fadd contract float %283, 5.000000e-01
  %285 = fmul contract float %284, %272
  %286 = fdiv contract float %285, %124
  %287 = tail call float @llvm.nvvm.fabs.f32(float %286)
  %288 = fcmp ogt float %287, 0x4170000000000000
  %289 = tail call float @llvm.nvvm.mul.rn.f(float %286, float 0.000000e+00) #9
  %290 = select i1 %288, float %289, float %286
  %291 = fadd float %290, %290
  %292 = tail call float @llvm.nvvm.round.f(float %291) #9
  %293 = tail call i32 @llvm.nvvm.f2i.rz(float %292)
  %294 = fneg float %292
  %295 = tail call float @llvm.fma.f32(float %294, float 5.000000e-01, float %290)
  %296 = add i32 %293, 1
  %297 = tail call float @llvm.nvvm.mul.rn.f(float %295, float %295) #9
  %298 = and i32 %293, 1
  %299 = icmp eq i32 %298, 0
  %300 = select i1 %299, float 1.000000e+00, float %295
  %301 = tail call float @llvm.fma.f32(float %297, float %300, float 0.000000e+00)
  %302 = tail call float @llvm.fma.f32(float %297, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %303 = select i1 %299, float %302, float 0xBFE2F59920000000
  %304 = select i1 %299, float 0x40103C19E0000000, float 0x400466B200000000
  %305 = tail call float @llvm.fma.f32(float %303, float %297, float %304)
  %306 = select i1 %299, float 0xC013BD3CC0000000, float 0xC014ABBEC0000000
  %307 = tail call float @llvm.fma.f32(float %305, float %297, float %306)
  %308 = select i1 %299, float 1.000000e+00, float 0.000000e+00
  %309 = tail call float @llvm.fma.f32(float %307, float %301, float %308)
  %310 = tail call float @llvm.fma.f32(float %295, float 0x400921FB60000000, float %309)
  %311 = select i1 %299, float %309, float %310
  %312 = and i32 %296, 2
  %313 = icmp eq i32 %312, 0
  %314 = fsub float 0.000000e+00, %311
  %315 = select i1 %313, float %311, float %314
  %316 = fmul contract float %315, %282
  %317 = fadd contract float %279, %316
  %318 = add nuw nsw i32 %278, 1
  %319 = icmp eq i32 %318, %18
  br i1 %319, label %273, label %277, !llvm.loop !30

320:                                              ; preds = %273
  %321 = uitofp nneg i32 %271 to float
  %322 = fdiv contract float %321, %129
  %323 = fadd float %322, %322
  %324 = tail call float @llvm.nvvm.round.f(float %323) #9
  %325 = tail call i32 @llvm.nvvm.f2i.rz(float %324)
  %326 = fneg float %324
  %327 = tail call float @llvm.fma.f32(float %326, float 5.000000e-01, float %322)
  %328 = and i32 %325, 1
  %329 = tail call float @llvm.nvvm.mul.rn.f(float %327, float %327) #9
  %330 = icmp eq i32 %328, 0
  %331 = select i1 %330, float %327, float 1.000000e+00
  %332 = tail call float @llvm.fma.f32(float %329, float %331, float 0.000000e+00)
  %333 = tail call float @llvm.fma.f32(float %329, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %334 = select i1 %330, float 0xBFE2F59920000000, float %333
  %335 = select i1 %330, float 0x400466B200000000, float 0x40103C19E0000000
  %336 = tail call float @llvm.fma.f32(float %334, float %329, float %335)
  %337 = select i1 %330, float 0xC014ABBEC0000000, float 0xC013BD3CC0000000
  %338 = tail call float @llvm.fma.f32(float %336, float %329, float %337)
  %339 = select i1 %330, float 0.000000e+00, float 1.000000e+00
  %340 = tail call float @llvm.fma.f32(float %338, float %332, float %339)
  %341 = tail call float @llvm.fma.f32(float %327, float 0x400921FB60000000, float %340)
  %342 = select i1 %330, float %341, float %340
  %343 = and i32 %325, 2
  %344 = icmp eq i32 %343, 0
  %345 = fsub float 0.000000e+00, %342
  %346 = select i1 %344, float %342, float %345
  %347 = tail call float @llvm.trunc.f32(float %322)
  %348 = fcmp oeq float %322, %347
  %349 = tail call float @llvm.nvvm.mul.rn.f(float %322, float 0.000000e+00) #9
  %350 = select i1 %348, float %349, float %346
  %351 = fmul contract float %133, %350
  %352 = fadd contract float %351, 1.000000e+00
  %353 = fmul contract float %352, %276
  br label %354

354:                                              ; preds = %320, %273
  %355 = phi float [ %353, %320 ], [ %276, %273 ]
  %356 = zext nneg i32 %271 to i64
  %357 = getelementptr float, ptr %137, i64 %356
  store float %355, ptr %357, align 4, !tbaa !11
  %358 = add nuw nsw i32 %271, %138
  %359 = icmp samesign ult i32 %358, %20
  br i1 %359, label %270, label %360, !llvm.loop !31

360:                                              ; preds = %354, %123, %8
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
  br i1 %21, label %22, label %146

22:                                               ; preds = %8
  %23 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %24 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %23, i32 4)
  br label %71

25:                                               ; preds = %71
  %26 = fmul contract float %76, 2.000000e+00
  %27 = fdiv contract float 1.000000e+00, %26
  %28 = add nsw i32 %3, -1
  %29 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %18, i32 range(i32 -2147483648, 2147483647) %28)
  %30 = sext i32 %1 to i64
  %31 = sext i32 %13 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = getelementptr float, ptr %0, i64 %31
  br label %34

34:                                               ; preds = %25, %34
  %35 = phi i32 [ 1, %25 ], [ %55, %34 ]
  %36 = phi float [ 0.000000e+00, %25 ], [ %54, %34 ]
  %37 = uitofp nneg i32 %35 to float
  %38 = add nsw i32 %35, %29
  %39 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %39, i32 range(i32 -2147483648, 2147483647) %28)
  %41 = zext nneg i32 %40 to i64
  %42 = mul nsw i64 %41, %30
  %43 = getelementptr float, ptr %32, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = sub nsw i32 %29, %35
  %46 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %46, i32 range(i32 -2147483648, 2147483647) %28)
  %48 = zext nneg i32 %47 to i64
  %49 = mul nsw i64 %48, %30
  %50 = getelementptr float, ptr %33, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fsub contract float %44, %51
  %53 = fmul contract float %52, %37
  %54 = fadd contract float %36, %53
  %55 = add nuw nsw i32 %35, 1
  %56 = icmp eq i32 %35, %24
  br i1 %56, label %57, label %34, !llvm.loop !32

57:                                               ; preds = %34
  %58 = fmul contract float %27, %54
  %59 = zext nneg i32 %18 to i64
  %60 = sext i32 %7 to i64
  %61 = mul nsw i64 %60, %59
  %62 = sext i32 %13 to i64
  %63 = add nsw i64 %61, %62
  %64 = getelementptr inbounds nuw float, ptr %5, i64 %63
  store float %58, ptr %64, align 4, !tbaa !11
  %65 = getelementptr float, ptr %0, i64 %62
  %66 = getelementptr float, ptr %0, i64 %62
  %67 = sext i32 %1 to i64
  %68 = getelementptr float, ptr %0, i64 %62
  %69 = getelementptr float, ptr %0, i64 %62
  %70 = sext i32 %1 to i64
  br label %82

71:                                               ; preds = %22, %71
  %72 = phi i32 [ %77, %71 ], [ 1, %22 ]
  %73 = phi float [ %76, %71 ], [ 0.000000e+00, %22 ]
  %74 = mul nuw nsw i32 %72, %72
  %75 = uitofp nneg i32 %74 to float
  %76 = fadd contract float %73, %75
  %77 = add nuw nsw i32 %72, 1
  %78 = icmp eq i32 %72, %24
  br i1 %78, label %25, label %71, !llvm.loop !33

79:                                               ; preds = %139
  %80 = fmul contract float %27, %143
  %81 = getelementptr inbounds nuw float, ptr %6, i64 %63
  store float %80, ptr %81, align 4, !tbaa !11
  br label %146

82:                                               ; preds = %57, %139
  %83 = phi i32 [ 1, %57 ], [ %144, %139 ]
  %84 = phi float [ 0.000000e+00, %57 ], [ %143, %139 ]
  %85 = uitofp nneg i32 %83 to float
  %86 = add nuw nsw i32 %83, %18
  %87 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %86, i32 range(i32 -2147483648, 2147483647) %28)
  br label %88

88:                                               ; preds = %82, %88
  %89 = phi i32 [ %109, %88 ], [ 1, %82 ]
  %90 = phi float [ %108, %88 ], [ 0.000000e+00, %82 ]
  %91 = uitofp nneg i32 %89 to float
  %92 = add nsw i32 %89, %87
  %93 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %92, i32 0)
  %94 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %93, i32 range(i32 -2147483648, 2147483647) %28)
  %95 = zext nneg i32 %94 to i64
  %96 = mul nsw i64 %95, %67
  %97 = getelementptr float, ptr %65, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = sub nsw i32 %87, %89
  %100 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %99, i32 0)
  %101 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %100, i32 range(i32 -2147483648, 2147483647) %28)
  %102 = zext nneg i32 %101 to i64
  %103 = mul nsw i64 %102, %67
  %104 = getelementptr float, ptr %66, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = fsub contract float %98, %105
  %107 = fmul contract float %106, %91
  %108 = fadd contract float %90, %107
  %109 = add nuw nsw i32 %89, 1
  %110 = icmp eq i32 %89, %24
  br i1 %110, label %111, label %88, !llvm.loop !32

111:                                              ; preds = %88
  %112 = fmul contract float %27, %108
  %113 = sub nsw i32 %18, %83
  %114 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %113, i32 0)
  %115 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %114, i32 range(i32 -2147483648, 2147483647) %28)
  br label %116

116:                                              ; preds = %111, %116
  %117 = phi i32 [ %137, %116 ], [ 1, %111 ]
  %118 = phi float [ %136, %116 ], [ 0.000000e+00, %111 ]
  %119 = uitofp nneg i32 %117 to float
  %120 = add nsw i32 %117, %115
  %121 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %120, i32 0)
  %122 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %121, i32 range(i32 -2147483648, 2147483647) %28)
  %123 = zext nneg i32 %122 to i64
  %124 = mul nsw i64 %123, %70
  %125 = getelementptr float, ptr %68, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = sub nsw i32 %115, %117
  %128 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %127, i32 0)
  %129 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %128, i32 range(i32 -2147483648, 2147483647) %28)
  %130 = zext nneg i32 %129 to i64
  %131 = mul nsw i64 %130, %70
  %132 = getelementptr float, ptr %69, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fsub contract float %126, %133
  %135 = fmul contract float %134, %119
  %136 = fadd contract float %118, %135
  %137 = add nuw nsw i32 %117, 1
  %138 = icmp eq i32 %117, %24
  br i1 %138, label %139, label %116, !llvm.loop !32

139:                                              ; preds = %116
  %140 = fmul contract float %27, %136
  %141 = fsub contract float %112, %140
  %142 = fmul contract float %141, %85
  %143 = fadd contract float %84, %142
  %144 = add nuw nsw i32 %83, 1
  %145 = icmp eq i32 %83, %24
  br i1 %145, label %79, label %82, !llvm.loop !34

146:                                              ; preds = %8, %79
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = !{!18, !12, i64 12}
!18 = !{!"_ZTS10MfccConfig", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = !{!18, !12, i64 0}
!23 = !{!18, !12, i64 8}
!24 = !{!18, !12, i64 4}
!25 = !{!18, !12, i64 16}
!26 = distinct !{!26, !14, !15}
!27 = !{!18, !12, i64 20}
!28 = distinct !{!28, !14, !15}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
!33 = distinct !{!33, !14, !15}
!34 = distinct !{!34, !14, !15}
