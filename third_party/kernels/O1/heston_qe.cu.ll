; ModuleID = 'src/heston_qe.cu'
source_filename = "src/heston_qe.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.HestonParams = type { float, float, float, float, float, float, float, float }

@_ZZ20heston_payoff_reduceE5s_red = internal unnamed_addr addrspace(3) global [4 x [256 x float]] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z16qe_variance_stepfffffff(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = fsub contract float %0, %4
  %9 = fmul contract float %3, %8
  %10 = fadd contract float %4, %9
  %11 = fmul contract float %0, %5
  %12 = fmul contract float %5, %11
  %13 = fmul contract float %3, %12
  %14 = fsub contract float 1.000000e+00, %3
  %15 = fmul contract float %14, %13
  %16 = fdiv contract float %15, %6
  %17 = fmul contract float %4, %5
  %18 = fmul contract float %5, %17
  %19 = fmul contract float %14, %18
  %20 = fmul contract float %14, %19
  %21 = fmul contract float %6, 2.000000e+00
  %22 = fdiv contract float %20, %21
  %23 = fadd contract float %16, %22
  %24 = fmul contract float %10, %10
  %25 = tail call noundef float @llvm.maxnum.f32(float %24, float 0x39B4484C00000000)
  %26 = fdiv contract float %23, %25
  %27 = fcmp contract ugt float %26, 1.500000e+00
  br i1 %27, label %43, label %28

28:                                               ; preds = %7
  %29 = tail call noundef float @llvm.maxnum.f32(float %26, float 0x3D71979980000000)
  %30 = fdiv contract float 2.000000e+00, %29
  %31 = fadd contract float %30, -1.000000e+00
  %32 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %30) #8
  %33 = tail call noundef float @llvm.maxnum.f32(float %31, float 0.000000e+00)
  %34 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %33) #8
  %35 = fmul contract float %32, %34
  %36 = fadd contract float %31, %35
  %37 = fadd contract float %36, 1.000000e+00
  %38 = fdiv contract float %10, %37
  %39 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %36) #8
  %40 = fadd contract float %1, %39
  %41 = fmul contract float %40, %38
  %42 = fmul contract float %40, %41
  br label %84

43:                                               ; preds = %7
  %44 = fadd contract float %26, -1.000000e+00
  %45 = fadd contract float %26, 1.000000e+00
  %46 = fdiv contract float %44, %45
  %47 = fcmp contract ugt float %2, %46
  br i1 %47, label %48, label %84

48:                                               ; preds = %43
  %49 = tail call noundef float @llvm.maxnum.f32(float %10, float 0x39B4484C00000000)
  %50 = fsub contract float 1.000000e+00, %46
  %51 = fdiv contract float %50, %49
  %52 = fsub contract float 1.000000e+00, %2
  %53 = fadd contract float %52, 0x3D71979980000000
  %54 = fdiv contract float %50, %53
  %55 = fcmp olt float %54, 0x3810000000000000
  %56 = fmul float %54, 0x4160000000000000
  %57 = select i1 %55, float %56, float %54
  %58 = select i1 %55, float -2.300000e+01, float 0.000000e+00
  %59 = bitcast float %57 to i32
  %60 = add i32 %59, -1059760811
  %61 = and i32 %60, -8388608
  %62 = sub i32 %59, %61
  %63 = bitcast i32 %62 to float
  %64 = sitofp i32 %61 to float
  %65 = tail call float @llvm.fma.f32(float %64, float 0x3E80000000000000, float %58)
  %66 = fadd float %63, -1.000000e+00
  %67 = tail call float @llvm.fma.f32(float %66, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %68 = tail call float @llvm.fma.f32(float %67, float %66, float 0xBFBF19B980000000)
  %69 = tail call float @llvm.fma.f32(float %68, float %66, float 0x3FC1E52AA0000000)
  %70 = tail call float @llvm.fma.f32(float %69, float %66, float 0xBFC55B1720000000)
  %71 = tail call float @llvm.fma.f32(float %70, float %66, float 0x3FC99DA160000000)
  %72 = tail call float @llvm.fma.f32(float %71, float %66, float 0xBFCFFFE440000000)
  %73 = tail call float @llvm.fma.f32(float %72, float %66, float 0x3FD5554F00000000)
  %74 = tail call float @llvm.fma.f32(float %73, float %66, float -5.000000e-01)
  %75 = fmul float %66, %74
  %76 = tail call float @llvm.fma.f32(float %75, float %66, float %66)
  %77 = tail call float @llvm.fma.f32(float %65, float 0x3FE62E4300000000, float %76)
  %78 = icmp ugt i32 %59, 2139095039
  %79 = tail call float @llvm.fma.f32(float %57, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %80 = select i1 %78, float %79, float %77
  %81 = fcmp oeq float %57, 0.000000e+00
  %82 = select i1 %81, float 0xFFF0000000000000, float %80
  %83 = fdiv contract float %82, %51
  br label %84

84:                                               ; preds = %48, %43, %28
  %85 = phi float [ %42, %28 ], [ %83, %48 ], [ 0.000000e+00, %43 ]
  ret float %85
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @heston_qe_paths(ptr noundef readonly byval(%struct.HestonParams) align 4 captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = alloca [7 x i32], align 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sge i32 %12, %3
  %14 = icmp slt i32 %4, 1
  %15 = or i1 %13, %14
  br i1 %15, label %383, label %16

16:                                               ; preds = %6
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = uitofp nneg i32 %4 to float
  %20 = fdiv contract float %18, %19
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %22 = load float, ptr %21, align 4, !tbaa !14
  %23 = tail call noundef float @llvm.maxnum.f32(float %22, float 0x3F1A36E2E0000000)
  %24 = fneg contract float %23
  %25 = fmul contract float %20, %24
  %26 = tail call float @llvm.fma.f32(float %25, float 0x3F777313A0000000, float 5.000000e-01)
  %27 = tail call float @llvm.nvvm.saturate.f(float %26) #8
  %28 = tail call float @llvm.nvvm.fma.rm.f(float %27, float 2.520000e+02, float 0x4168000020000000) #8
  %29 = fadd float %28, 0xC168000FE0000000
  %30 = fneg float %29
  %31 = tail call float @llvm.fma.f32(float %25, float 0x3FF7154760000000, float %30)
  %32 = tail call float @llvm.fma.f32(float %25, float 0x3E54AE0C00000000, float %31)
  %33 = bitcast float %28 to i32
  %34 = shl i32 %33, 23
  %35 = bitcast i32 %34 to float
  %36 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %32)
  %37 = fmul float %36, %35
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %39 = load float, ptr %38, align 4, !tbaa !15
  %40 = tail call noundef float @llvm.maxnum.f32(float %39, float 0xBFEFF7CEE0000000)
  %41 = tail call noundef float @llvm.minnum.f32(float %40, float 0x3FEFF7CEE0000000)
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %43 = load float, ptr %42, align 4, !tbaa !16
  %44 = tail call noundef float @llvm.maxnum.f32(float %43, float 0x3EB0C6F7A0000000)
  %45 = fneg contract float %41
  %46 = fmul contract float %23, %45
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %48 = load float, ptr %47, align 4, !tbaa !17
  %49 = fmul contract float %48, %46
  %50 = fmul contract float %20, %49
  %51 = fdiv contract float %50, %44
  %52 = fmul contract float %20, 5.000000e-01
  %53 = fmul contract float %23, %41
  %54 = fdiv contract float %53, %44
  %55 = fadd contract float %54, -5.000000e-01
  %56 = fmul contract float %52, %55
  %57 = fdiv contract float %41, %44
  %58 = fsub contract float %56, %57
  %59 = fadd contract float %57, %56
  %60 = fmul contract float %41, %41
  %61 = fsub contract float 1.000000e+00, %60
  %62 = fmul contract float %52, %61
  %63 = load float, ptr %0, align 4, !tbaa !18
  %64 = tail call noundef float @llvm.maxnum.f32(float %63, float 0x3BC79CA100000000)
  %65 = bitcast float %64 to i32
  %66 = add nsw i32 %65, -1059760811
  %67 = and i32 %66, -8388608
  %68 = sub i32 %65, %67
  %69 = bitcast i32 %68 to float
  %70 = sitofp i32 %67 to float
  %71 = tail call float @llvm.fma.f32(float %70, float 0x3E80000000000000, float 0.000000e+00)
  %72 = fadd float %69, -1.000000e+00
  %73 = tail call float @llvm.fma.f32(float %72, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %74 = tail call float @llvm.fma.f32(float %73, float %72, float 0xBFBF19B980000000)
  %75 = tail call float @llvm.fma.f32(float %74, float %72, float 0x3FC1E52AA0000000)
  %76 = tail call float @llvm.fma.f32(float %75, float %72, float 0xBFC55B1720000000)
  %77 = tail call float @llvm.fma.f32(float %76, float %72, float 0x3FC99DA160000000)
  %78 = tail call float @llvm.fma.f32(float %77, float %72, float 0xBFCFFFE440000000)
  %79 = tail call float @llvm.fma.f32(float %78, float %72, float 0x3FD5554F00000000)
  %80 = tail call float @llvm.fma.f32(float %79, float %72, float -5.000000e-01)
  %81 = fmul float %72, %80
  %82 = tail call float @llvm.fma.f32(float %81, float %72, float %72)
  %83 = tail call float @llvm.fma.f32(float %71, float 0x3FE62E4300000000, float %82)
  %84 = icmp samesign ugt i32 %65, 2139095039
  %85 = tail call float @llvm.fma.f32(float %64, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %86 = select i1 %84, float %85, float %83
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %88 = load float, ptr %87, align 4, !tbaa !19
  %89 = tail call noundef float @llvm.maxnum.f32(float %88, float 0.000000e+00)
  %90 = xor i32 %5, -1515870811
  %91 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %20, %92
  %94 = fadd contract float %51, %93
  %95 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 24301)
  %96 = xor i32 %95, %12
  %97 = xor i32 %96, %5
  %98 = add i32 %5, -1640531527
  %99 = add i32 %90, -1150833019
  %100 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %97)
  %101 = mul i32 %97, -766435501
  %102 = xor i32 %98, -1817261173
  %103 = xor i32 %100, %99
  %104 = add i32 %5, 1013904242
  %105 = add i32 %90, 1993301258
  %106 = xor i32 %101, %105
  %107 = add i32 %5, -626627285
  %108 = add i32 %90, 842468239
  %109 = add i32 %5, 2027808484
  %110 = add i32 %90, -308364780
  %111 = add i32 %5, 387276957
  %112 = add i32 %90, -1459197799
  %113 = add i32 %5, -1253254570
  %114 = add i32 %90, 1684936478
  %115 = add i32 %5, 1401181199
  %116 = add i32 %90, 534103459
  %117 = add i32 %5, -239350328
  %118 = add i32 %90, -616729560
  %119 = add i32 %5, -1879881855
  %120 = add i32 %90, -1767562579
  %121 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %122 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %123 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %124 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %125 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %126 = getelementptr inbounds nuw i8, ptr %7, i64 24
  br label %144

127:                                              ; preds = %336
  %128 = tail call float @llvm.fma.f32(float %377, float 0x3F777313A0000000, float 5.000000e-01)
  %129 = tail call float @llvm.nvvm.saturate.f(float %128) #8
  %130 = tail call float @llvm.nvvm.fma.rm.f(float %129, float 2.520000e+02, float 0x4168000020000000) #8
  %131 = fadd float %130, 0xC168000FE0000000
  %132 = fneg float %131
  %133 = tail call float @llvm.fma.f32(float %377, float 0x3FF7154760000000, float %132)
  %134 = tail call float @llvm.fma.f32(float %377, float 0x3E54AE0C00000000, float %133)
  %135 = bitcast float %130 to i32
  %136 = shl i32 %135, 23
  %137 = bitcast i32 %136 to float
  %138 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %134)
  %139 = fmul float %138, %137
  %140 = sext i32 %12 to i64
  %141 = getelementptr inbounds float, ptr %1, i64 %140
  store float %139, ptr %141, align 4, !tbaa !20
  %142 = fdiv contract float %380, %19
  %143 = getelementptr inbounds float, ptr %2, i64 %140
  store float %142, ptr %143, align 4, !tbaa !20
  br label %383

144:                                              ; preds = %16, %336
  %145 = phi i32 [ 0, %16 ], [ %381, %336 ]
  %146 = phi float [ 0.000000e+00, %16 ], [ %380, %336 ]
  %147 = phi float [ %89, %16 ], [ %366, %336 ]
  %148 = phi float [ %86, %16 ], [ %377, %336 ]
  %149 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %145)
  %150 = mul i32 %145, -766435501
  %151 = xor i32 %149, %90
  %152 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %151)
  %153 = mul i32 %151, -845247145
  %154 = xor i32 %152, %102
  %155 = xor i32 %150, %103
  %156 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %154)
  %157 = mul i32 %154, -766435501
  %158 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %155)
  %159 = mul i32 %155, -845247145
  %160 = xor i32 %158, %153
  %161 = xor i32 %160, %104
  %162 = xor i32 %156, %106
  %163 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %161)
  %164 = mul i32 %161, -766435501
  %165 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %162)
  %166 = mul i32 %162, -845247145
  %167 = xor i32 %165, %159
  %168 = xor i32 %167, %107
  %169 = xor i32 %157, %163
  %170 = xor i32 %169, %108
  %171 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %168)
  %172 = mul i32 %168, -766435501
  %173 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %170)
  %174 = mul i32 %170, -845247145
  %175 = xor i32 %173, %166
  %176 = xor i32 %175, %109
  %177 = xor i32 %164, %171
  %178 = xor i32 %177, %110
  %179 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %176)
  %180 = mul i32 %176, -766435501
  %181 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %178)
  %182 = mul i32 %178, -845247145
  %183 = xor i32 %181, %174
  %184 = xor i32 %183, %111
  %185 = xor i32 %172, %179
  %186 = xor i32 %185, %112
  %187 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %184)
  %188 = mul i32 %184, -766435501
  %189 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %186)
  %190 = mul i32 %186, -845247145
  %191 = xor i32 %189, %182
  %192 = xor i32 %191, %113
  %193 = xor i32 %180, %187
  %194 = xor i32 %193, %114
  %195 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %192)
  %196 = mul i32 %192, -766435501
  %197 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %194)
  %198 = mul i32 %194, -845247145
  %199 = xor i32 %197, %190
  %200 = xor i32 %199, %115
  %201 = xor i32 %188, %195
  %202 = xor i32 %201, %116
  %203 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %200)
  %204 = mul i32 %200, -766435501
  %205 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %202)
  %206 = mul i32 %202, -845247145
  %207 = xor i32 %205, %198
  %208 = xor i32 %207, %117
  %209 = xor i32 %196, %203
  %210 = xor i32 %209, %118
  %211 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %208)
  %212 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %210)
  %213 = mul i32 %210, -845247145
  %214 = xor i32 %212, %206
  %215 = xor i32 %214, %119
  %216 = xor i32 %204, %211
  %217 = xor i32 %216, %120
  %218 = uitofp i32 %215 to float
  %219 = fadd contract float %218, 1.000000e+00
  %220 = fmul contract float %219, 0x3DF0000000000000
  %221 = fcmp olt float %220, 0x3810000000000000
  %222 = fmul float %220, 0x4160000000000000
  %223 = select i1 %221, float %222, float %220
  %224 = select i1 %221, float -2.300000e+01, float 0.000000e+00
  %225 = bitcast float %223 to i32
  %226 = add nsw i32 %225, -1059760811
  %227 = and i32 %226, -8388608
  %228 = sub i32 %225, %227
  %229 = bitcast i32 %228 to float
  %230 = sitofp i32 %227 to float
  %231 = tail call float @llvm.fma.f32(float %230, float 0x3E80000000000000, float %224)
  %232 = fadd float %229, -1.000000e+00
  %233 = tail call float @llvm.fma.f32(float %232, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %234 = tail call float @llvm.fma.f32(float %233, float %232, float 0xBFBF19B980000000)
  %235 = tail call float @llvm.fma.f32(float %234, float %232, float 0x3FC1E52AA0000000)
  %236 = tail call float @llvm.fma.f32(float %235, float %232, float 0xBFC55B1720000000)
  %237 = tail call float @llvm.fma.f32(float %236, float %232, float 0x3FC99DA160000000)
  %238 = tail call float @llvm.fma.f32(float %237, float %232, float 0xBFCFFFE440000000)
  %239 = tail call float @llvm.fma.f32(float %238, float %232, float 0x3FD5554F00000000)
  %240 = tail call float @llvm.fma.f32(float %239, float %232, float -5.000000e-01)
  %241 = fmul float %232, %240
  %242 = tail call float @llvm.fma.f32(float %241, float %232, float %232)
  %243 = tail call float @llvm.fma.f32(float %231, float 0x3FE62E4300000000, float %242)
  %244 = icmp samesign ugt i32 %225, 2139095039
  %245 = tail call float @llvm.fma.f32(float %223, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %246 = select i1 %244, float %245, float %243
  %247 = fcmp oeq float %223, 0.000000e+00
  %248 = fmul contract float %246, -2.000000e+00
  %249 = select i1 %247, float 0x7FF0000000000000, float %248
  %250 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %249) #8
  %251 = uitofp i32 %213 to float
  %252 = fadd contract float %251, 1.000000e+00
  %253 = fmul contract float %252, 0x3DF0000000000000
  %254 = fmul contract float %253, 0x401921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %255 = fmul float %254, 0x3FE45F3060000000
  %256 = tail call i32 @llvm.nvvm.f2i.rn(float %255) #8
  %257 = sitofp i32 %256 to float
  %258 = tail call float @llvm.fma.f32(float %257, float 0xBFF921FB40000000, float %254)
  %259 = tail call float @llvm.fma.f32(float %257, float 0xBE74442D00000000, float %258)
  %260 = tail call float @llvm.fma.f32(float %257, float 0xBCF84698A0000000, float %259)
  %261 = tail call float @llvm.nvvm.fabs.f32(float %254)
  %262 = fcmp ult float %261, 1.056150e+05
  br i1 %262, label %336, label %263

263:                                              ; preds = %144
  %264 = fcmp oeq float %261, 0x7FF0000000000000
  br i1 %264, label %265, label %267

265:                                              ; preds = %263
  %266 = tail call float @llvm.nvvm.mul.rn.f(float %254, float 0.000000e+00) #8
  br label %336

267:                                              ; preds = %263
  %268 = bitcast float %254 to i32
  %269 = shl i32 %268, 8
  %270 = or i32 %269, -2147483648
  %271 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %270, i32 0) #9, !srcloc !21
  %272 = extractvalue { i32, i32 } %271, 0
  %273 = extractvalue { i32, i32 } %271, 1
  store i32 %272, ptr %7, align 4
  %274 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %270, i32 %273) #9, !srcloc !21
  %275 = extractvalue { i32, i32 } %274, 0
  %276 = extractvalue { i32, i32 } %274, 1
  store i32 %275, ptr %121, align 4
  %277 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %270, i32 %276) #9, !srcloc !21
  %278 = extractvalue { i32, i32 } %277, 0
  %279 = extractvalue { i32, i32 } %277, 1
  store i32 %278, ptr %122, align 4
  %280 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %270, i32 %279) #9, !srcloc !21
  %281 = extractvalue { i32, i32 } %280, 0
  %282 = extractvalue { i32, i32 } %280, 1
  store i32 %281, ptr %123, align 4
  %283 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %270, i32 %282) #9, !srcloc !21
  %284 = extractvalue { i32, i32 } %283, 0
  %285 = extractvalue { i32, i32 } %283, 1
  store i32 %284, ptr %124, align 4
  %286 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %270, i32 %285) #9, !srcloc !21
  %287 = extractvalue { i32, i32 } %286, 0
  %288 = extractvalue { i32, i32 } %286, 1
  store i32 %287, ptr %125, align 4
  %289 = lshr i32 %268, 23
  %290 = and i32 %289, 224
  %291 = add nsw i32 %290, -128
  %292 = lshr exact i32 %291, 5
  store i32 %288, ptr %126, align 4
  %293 = and i32 %289, 31
  %294 = sub nsw i32 6, %292
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds i32, ptr %7, i64 %295
  %297 = load i32, ptr %296, align 4
  %298 = sub nsw i32 5, %292
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds i32, ptr %7, i64 %299
  %301 = load i32, ptr %300, align 4
  %302 = icmp eq i32 %293, 0
  br i1 %302, label %315, label %303

303:                                              ; preds = %267
  %304 = sub nsw i32 4, %292
  %305 = sub nuw nsw i32 32, %293
  %306 = shl i32 %297, %293
  %307 = lshr i32 %301, %305
  %308 = or disjoint i32 %307, %306
  %309 = shl i32 %301, %293
  %310 = sext i32 %304 to i64
  %311 = getelementptr inbounds i32, ptr %7, i64 %310
  %312 = load i32, ptr %311, align 4
  %313 = lshr i32 %312, %305
  %314 = or disjoint i32 %313, %309
  br label %315

315:                                              ; preds = %303, %267
  %316 = phi i32 [ %308, %303 ], [ %297, %267 ]
  %317 = phi i32 [ %314, %303 ], [ %301, %267 ]
  %318 = lshr i32 %316, 30
  %319 = tail call i32 @llvm.fshl.i32(i32 %316, i32 %317, i32 2)
  %320 = shl i32 %317, 2
  %321 = lshr i32 %319, 31
  %322 = add nuw nsw i32 %321, %318
  %323 = ashr i32 %319, 31
  %324 = xor i32 %323, %319
  %325 = xor i32 %323, %320
  %326 = zext i32 %324 to i64
  %327 = shl nuw i64 %326, 32
  %328 = zext i32 %325 to i64
  %329 = or disjoint i64 %327, %328
  %330 = sitofp i64 %329 to double
  %331 = fmul double %330, 0x3BF921FB54442D19
  %332 = fptrunc double %331 to float
  %333 = fneg float %332
  %334 = icmp slt i32 %319, 0
  %335 = select i1 %334, float %333, float %332
  br label %336

336:                                              ; preds = %144, %265, %315
  %337 = phi i32 [ %256, %144 ], [ 0, %265 ], [ %322, %315 ]
  %338 = phi float [ %260, %144 ], [ %266, %265 ], [ %335, %315 ]
  %339 = fmul float %338, %338
  %340 = tail call float @llvm.fma.f32(float %339, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %341 = tail call float @llvm.fma.f32(float %340, float %339, float 0x3FA5555760000000)
  %342 = tail call float @llvm.fma.f32(float %341, float %339, float 0xBFDFFFFFE0000000)
  %343 = tail call float @llvm.fma.f32(float %342, float %339, float 1.000000e+00)
  %344 = tail call float @llvm.fma.f32(float %339, float %338, float 0.000000e+00)
  %345 = tail call float @llvm.fma.f32(float %339, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %346 = tail call float @llvm.fma.f32(float %345, float %339, float 0xBFC5555500000000)
  %347 = tail call float @llvm.fma.f32(float %346, float %344, float %338)
  %348 = and i32 %337, 1
  %349 = icmp eq i32 %348, 0
  %350 = select i1 %349, float %347, float %343
  %351 = select i1 %349, float %343, float %347
  %352 = and i32 %337, 2
  %353 = icmp eq i32 %352, 0
  %354 = fneg float %350
  %355 = select i1 %353, float %350, float %354
  %356 = add i32 %337, 1
  %357 = and i32 %356, 2
  %358 = icmp eq i32 %357, 0
  %359 = fneg float %351
  %360 = select i1 %358, float %351, float %359
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  %361 = fmul contract float %250, %360
  %362 = fmul contract float %250, %355
  %363 = uitofp i32 %217 to float
  %364 = fadd contract float %363, 1.000000e+00
  %365 = fmul contract float %364, 0x3DF0000000000000
  %366 = tail call contract noundef float @_Z16qe_variance_stepfffffff(float noundef %147, float noundef %361, float noundef %365, float noundef %37, float noundef %48, float noundef %44, float noundef %23) #8
  %367 = fmul contract float %58, %147
  %368 = fadd contract float %367, %94
  %369 = fmul contract float %59, %366
  %370 = fadd contract float %369, %368
  %371 = fadd contract float %147, %366
  %372 = fmul contract float %62, %371
  %373 = tail call noundef float @llvm.maxnum.f32(float %372, float 0.000000e+00)
  %374 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %373) #8
  %375 = fmul contract float %374, %362
  %376 = fadd contract float %370, %375
  %377 = fadd contract float %148, %376
  %378 = fmul float %377, 0x3FF7154760000000
  %379 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %378)
  %380 = fadd contract float %146, %379
  %381 = add nuw nsw i32 %145, 1
  %382 = icmp eq i32 %381, %4
  br i1 %382, label %127, label %144, !llvm.loop !22

383:                                              ; preds = %6, %127
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @heston_payoff_reduce(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, float noundef %3, float noundef %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp samesign ugt i32 %8, 256
  br i1 %9, label %106, label %10

10:                                               ; preds = %6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %8
  %13 = add i32 %12, %7
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %53

15:                                               ; preds = %10
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = mul i32 %16, %8
  br label %18

18:                                               ; preds = %15, %18
  %19 = phi float [ 0.000000e+00, %15 ], [ %44, %18 ]
  %20 = phi float [ 0.000000e+00, %15 ], [ %42, %18 ]
  %21 = phi float [ 0.000000e+00, %15 ], [ %41, %18 ]
  %22 = phi i32 [ %13, %15 ], [ %45, %18 ]
  %23 = phi float [ 0.000000e+00, %15 ], [ %39, %18 ]
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !20
  %27 = fsub contract float %26, %3
  %28 = tail call noundef float @llvm.maxnum.f32(float %27, float 0.000000e+00)
  %29 = fmul contract float %4, %28
  %30 = getelementptr inbounds float, ptr %1, i64 %24
  %31 = load float, ptr %30, align 4, !tbaa !20
  %32 = fsub contract float %31, %3
  %33 = tail call noundef float @llvm.maxnum.f32(float %32, float 0.000000e+00)
  %34 = fmul contract float %4, %33
  %35 = fcmp contract olt float %29, 1.000000e+06
  %36 = select i1 %35, float %29, float 0.000000e+00
  %37 = fcmp contract olt float %34, 1.000000e+06
  %38 = select i1 %37, float %34, float 0.000000e+00
  %39 = fadd contract float %23, %36
  %40 = fmul contract float %36, %36
  %41 = fadd contract float %21, %40
  %42 = fadd contract float %20, %38
  %43 = fmul contract float %38, %38
  %44 = fadd contract float %43, %19
  %45 = add i32 %22, %17
  %46 = icmp slt i32 %45, %2
  br i1 %46, label %18, label %53, !llvm.loop !25

47:                                               ; preds = %53
  %48 = zext nneg i32 %7 to i64
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 %48
  %50 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 1024), i64 %48
  %51 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 2048), i64 %48
  %52 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 3072), i64 %48
  br label %64

53:                                               ; preds = %18, %10
  %54 = phi float [ 0.000000e+00, %10 ], [ %41, %18 ]
  %55 = phi float [ 0.000000e+00, %10 ], [ %42, %18 ]
  %56 = phi float [ 0.000000e+00, %10 ], [ %44, %18 ]
  %57 = phi float [ 0.000000e+00, %10 ], [ %39, %18 ]
  %58 = zext nneg i32 %7 to i64
  %59 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 %58
  store float %57, ptr %59, align 4, !tbaa !20
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 1024
  store float %54, ptr %60, align 4, !tbaa !20
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 2048
  store float %55, ptr %61, align 4, !tbaa !20
  %62 = getelementptr inbounds nuw i8, ptr %59, i64 3072
  store float %56, ptr %62, align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = icmp samesign ugt i32 %8, 1
  br i1 %63, label %47, label %91

64:                                               ; preds = %47, %89
  %65 = phi i32 [ %8, %47 ], [ %67, %89 ]
  %66 = add nuw nsw i32 %65, 1
  %67 = lshr i32 %66, 1
  %68 = sub nsw i32 %65, %67
  %69 = icmp slt i32 %7, %68
  br i1 %69, label %70, label %89

70:                                               ; preds = %64
  %71 = add nuw nsw i32 %67, %7
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !20
  %75 = load float, ptr %49, align 4, !tbaa !20
  %76 = fadd contract float %74, %75
  store float %76, ptr %49, align 4, !tbaa !20
  %77 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 1024), i64 %72
  %78 = load float, ptr %77, align 4, !tbaa !20
  %79 = load float, ptr %50, align 4, !tbaa !20
  %80 = fadd contract float %78, %79
  store float %80, ptr %50, align 4, !tbaa !20
  %81 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 2048), i64 %72
  %82 = load float, ptr %81, align 4, !tbaa !20
  %83 = load float, ptr %51, align 4, !tbaa !20
  %84 = fadd contract float %82, %83
  store float %84, ptr %51, align 4, !tbaa !20
  %85 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 3072), i64 %72
  %86 = load float, ptr %85, align 4, !tbaa !20
  %87 = load float, ptr %52, align 4, !tbaa !20
  %88 = fadd contract float %86, %87
  store float %88, ptr %52, align 4, !tbaa !20
  br label %89

89:                                               ; preds = %70, %64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = icmp samesign ugt i32 %65, 2
  br i1 %90, label %64, label %91, !llvm.loop !26

91:                                               ; preds = %89, %53
  %92 = icmp samesign ult i32 %7, 4
  br i1 %92, label %93, label %106

93:                                               ; preds = %91
  %94 = zext nneg i32 %7 to i64
  %95 = getelementptr inbounds nuw [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20heston_payoff_reduceE5s_red to ptr), i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !20
  %97 = fpext contract float %96 to double
  %98 = fcmp contract oge float %96, 0.000000e+00
  %99 = fcmp contract olt double %97, 1.000000e+12
  %100 = and i1 %98, %99
  %101 = getelementptr inbounds nuw i64, ptr %5, i64 %94
  %102 = fmul contract double %97, 4.096000e+03
  %103 = tail call i64 @llvm.nvvm.d2ll.rn(double %102)
  %104 = select i1 %100, i64 %103, i64 0
  %105 = atomicrmw add ptr %101, i64 %104 seq_cst, align 8
  br label %106

106:                                              ; preds = %91, %93, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rn(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(none) }

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
!11 = !{!12, !13, i64 28}
!12 = !{!"_ZTS12HestonParams", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 8}
!15 = !{!12, !13, i64 20}
!16 = !{!12, !13, i64 16}
!17 = !{!12, !13, i64 12}
!18 = !{!12, !13, i64 0}
!19 = !{!12, !13, i64 4}
!20 = !{!13, !13, i64 0}
!21 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !23, !24}
!26 = distinct !{!26, !23, !24}
