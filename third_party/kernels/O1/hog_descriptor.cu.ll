; ModuleID = 'src/hog_descriptor.cu'
source_filename = "src/hog_descriptor.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_gamma_lut = dso_local addrspace(4) externally_initialized constant [256 x float] zeroinitializer, align 4
@_ZZ19hog_cell_histogramsE6s_hist = internal addrspace(3) global [4 x [9 x i32]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @hog_gradients(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp slt i32 %11, %3
  br i1 %17, label %18, label %271

18:                                               ; preds = %6
  %19 = icmp sge i32 %16, %4
  %20 = icmp slt i32 %3, 2
  %21 = or i1 %20, %19
  %22 = icmp slt i32 %4, 2
  %23 = or i1 %22, %21
  br i1 %23, label %271, label %24

24:                                               ; preds = %18
  %25 = zext nneg i32 %16 to i64
  %26 = zext nneg i32 %3 to i64
  %27 = mul nuw nsw i64 %26, %25
  %28 = icmp eq i32 %11, 0
  br i1 %28, label %29, label %53

29:                                               ; preds = %24
  %30 = icmp eq i32 %5, 0
  %31 = getelementptr i8, ptr %0, i64 %27
  %32 = getelementptr i8, ptr %31, i64 1
  %33 = load i8, ptr %32, align 1, !tbaa !11
  br i1 %30, label %38, label %34

34:                                               ; preds = %29
  %35 = zext i8 %33 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !12
  br label %40

38:                                               ; preds = %29
  %39 = uitofp i8 %33 to float
  br label %40

40:                                               ; preds = %38, %34
  %41 = phi contract float [ %37, %34 ], [ %39, %38 ]
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  %43 = load i8, ptr %42, align 1, !tbaa !11
  br i1 %30, label %48, label %44

44:                                               ; preds = %40
  %45 = zext i8 %43 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !12
  br label %50

48:                                               ; preds = %40
  %49 = uitofp i8 %43 to float
  br label %50

50:                                               ; preds = %48, %44
  %51 = phi contract float [ %47, %44 ], [ %49, %48 ]
  %52 = fsub contract float %41, %51
  br label %111

53:                                               ; preds = %24
  %54 = add nsw i32 %3, -1
  %55 = icmp eq i32 %11, %54
  %56 = icmp eq i32 %5, 0
  br i1 %55, label %57, label %83

57:                                               ; preds = %53
  %58 = zext nneg i32 %54 to i64
  %59 = getelementptr i8, ptr %0, i64 %27
  %60 = getelementptr i8, ptr %59, i64 %58
  %61 = load i8, ptr %60, align 1, !tbaa !11
  br i1 %56, label %66, label %62

62:                                               ; preds = %57
  %63 = zext i8 %61 to i64
  %64 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !12
  br label %68

66:                                               ; preds = %57
  %67 = uitofp i8 %61 to float
  br label %68

68:                                               ; preds = %66, %62
  %69 = phi contract float [ %65, %62 ], [ %67, %66 ]
  %70 = getelementptr i8, ptr %0, i64 %27
  %71 = getelementptr i8, ptr %70, i64 %26
  %72 = getelementptr i8, ptr %71, i64 -2
  %73 = load i8, ptr %72, align 1, !tbaa !11
  br i1 %56, label %78, label %74

74:                                               ; preds = %68
  %75 = zext i8 %73 to i64
  %76 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !12
  br label %80

78:                                               ; preds = %68
  %79 = uitofp i8 %73 to float
  br label %80

80:                                               ; preds = %78, %74
  %81 = phi contract float [ %77, %74 ], [ %79, %78 ]
  %82 = fsub contract float %69, %81
  br label %111

83:                                               ; preds = %53
  %84 = getelementptr i8, ptr %0, i64 %27
  %85 = sext i32 %11 to i64
  %86 = getelementptr i8, ptr %84, i64 %85
  %87 = getelementptr i8, ptr %86, i64 1
  %88 = load i8, ptr %87, align 1, !tbaa !11
  br i1 %56, label %93, label %89

89:                                               ; preds = %83
  %90 = zext i8 %88 to i64
  %91 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !12
  br label %95

93:                                               ; preds = %83
  %94 = uitofp i8 %88 to float
  br label %95

95:                                               ; preds = %93, %89
  %96 = phi contract float [ %92, %89 ], [ %94, %93 ]
  %97 = getelementptr i8, ptr %0, i64 %27
  %98 = sext i32 %11 to i64
  %99 = getelementptr i8, ptr %97, i64 %98
  %100 = getelementptr i8, ptr %99, i64 -1
  %101 = load i8, ptr %100, align 1, !tbaa !11
  br i1 %56, label %106, label %102

102:                                              ; preds = %95
  %103 = zext i8 %101 to i64
  %104 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !12
  br label %108

106:                                              ; preds = %95
  %107 = uitofp i8 %101 to float
  br label %108

108:                                              ; preds = %106, %102
  %109 = phi contract float [ %105, %102 ], [ %107, %106 ]
  %110 = fsub contract float %96, %109
  br label %111

111:                                              ; preds = %80, %108, %50
  %112 = phi float [ %52, %50 ], [ %82, %80 ], [ %110, %108 ]
  %113 = icmp eq i32 %16, 0
  br i1 %113, label %114, label %140

114:                                              ; preds = %111
  %115 = icmp eq i32 %5, 0
  %116 = sext i32 %11 to i64
  %117 = getelementptr i8, ptr %0, i64 %26
  %118 = getelementptr i8, ptr %117, i64 %116
  %119 = load i8, ptr %118, align 1, !tbaa !11
  br i1 %115, label %124, label %120

120:                                              ; preds = %114
  %121 = zext i8 %119 to i64
  %122 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !12
  br label %126

124:                                              ; preds = %114
  %125 = uitofp i8 %119 to float
  br label %126

126:                                              ; preds = %124, %120
  %127 = phi contract float [ %123, %120 ], [ %125, %124 ]
  %128 = sext i32 %11 to i64
  %129 = getelementptr inbounds nuw i8, ptr %0, i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !11
  br i1 %115, label %135, label %131

131:                                              ; preds = %126
  %132 = zext i8 %130 to i64
  %133 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !12
  br label %137

135:                                              ; preds = %126
  %136 = uitofp i8 %130 to float
  br label %137

137:                                              ; preds = %135, %131
  %138 = phi contract float [ %134, %131 ], [ %136, %135 ]
  %139 = fsub contract float %127, %138
  br label %207

140:                                              ; preds = %111
  %141 = add nsw i32 %4, -1
  %142 = icmp eq i32 %16, %141
  %143 = icmp eq i32 %5, 0
  br i1 %142, label %144, label %175

144:                                              ; preds = %140
  %145 = zext nneg i32 %141 to i64
  %146 = mul nuw nsw i64 %145, %26
  %147 = sext i32 %11 to i64
  %148 = getelementptr i8, ptr %0, i64 %146
  %149 = getelementptr i8, ptr %148, i64 %147
  %150 = load i8, ptr %149, align 1, !tbaa !11
  br i1 %143, label %155, label %151

151:                                              ; preds = %144
  %152 = zext i8 %150 to i64
  %153 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !12
  br label %157

155:                                              ; preds = %144
  %156 = uitofp i8 %150 to float
  br label %157

157:                                              ; preds = %155, %151
  %158 = phi contract float [ %154, %151 ], [ %156, %155 ]
  %159 = add nsw i32 %4, -2
  %160 = zext nneg i32 %159 to i64
  %161 = mul nuw nsw i64 %160, %26
  %162 = sext i32 %11 to i64
  %163 = getelementptr i8, ptr %0, i64 %161
  %164 = getelementptr i8, ptr %163, i64 %162
  %165 = load i8, ptr %164, align 1, !tbaa !11
  br i1 %143, label %170, label %166

166:                                              ; preds = %157
  %167 = zext i8 %165 to i64
  %168 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %167
  %169 = load float, ptr %168, align 4, !tbaa !12
  br label %172

170:                                              ; preds = %157
  %171 = uitofp i8 %165 to float
  br label %172

172:                                              ; preds = %170, %166
  %173 = phi contract float [ %169, %166 ], [ %171, %170 ]
  %174 = fsub contract float %158, %173
  br label %207

175:                                              ; preds = %140
  %176 = add nuw nsw i32 %16, 1
  %177 = zext nneg i32 %176 to i64
  %178 = mul nuw nsw i64 %26, %177
  %179 = sext i32 %11 to i64
  %180 = getelementptr i8, ptr %0, i64 %178
  %181 = getelementptr i8, ptr %180, i64 %179
  %182 = load i8, ptr %181, align 1, !tbaa !11
  br i1 %143, label %187, label %183

183:                                              ; preds = %175
  %184 = zext i8 %182 to i64
  %185 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %184
  %186 = load float, ptr %185, align 4, !tbaa !12
  br label %189

187:                                              ; preds = %175
  %188 = uitofp i8 %182 to float
  br label %189

189:                                              ; preds = %187, %183
  %190 = phi contract float [ %186, %183 ], [ %188, %187 ]
  %191 = add nsw i32 %16, -1
  %192 = zext nneg i32 %191 to i64
  %193 = mul nuw nsw i64 %26, %192
  %194 = sext i32 %11 to i64
  %195 = getelementptr i8, ptr %0, i64 %193
  %196 = getelementptr i8, ptr %195, i64 %194
  %197 = load i8, ptr %196, align 1, !tbaa !11
  br i1 %143, label %202, label %198

198:                                              ; preds = %189
  %199 = zext i8 %197 to i64
  %200 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !12
  br label %204

202:                                              ; preds = %189
  %203 = uitofp i8 %197 to float
  br label %204

204:                                              ; preds = %202, %198
  %205 = phi contract float [ %201, %198 ], [ %203, %202 ]
  %206 = fsub contract float %190, %205
  br label %207

207:                                              ; preds = %172, %204, %137
  %208 = phi float [ %139, %137 ], [ %174, %172 ], [ %206, %204 ]
  %209 = fmul contract float %112, %112
  %210 = fmul contract float %208, %208
  %211 = fadd contract float %209, %210
  %212 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %211) #7
  %213 = tail call float @llvm.nvvm.fabs.f32(float %112)
  %214 = tail call float @llvm.nvvm.fabs.f32(float %208)
  %215 = fcmp ogt float %214, %213
  %216 = select i1 %215, float %214, float %213
  %217 = select i1 %215, float %213, float %214
  %218 = tail call float @llvm.nvvm.div.rn.f(float %217, float %216) #7
  %219 = fmul float %218, %218
  %220 = tail call float @llvm.fma.f32(float %219, float 0x3F666E2160000000, float 0xBF900EE900000000)
  %221 = tail call float @llvm.fma.f32(float %220, float %219, float 0x3FA59B5640000000)
  %222 = tail call float @llvm.fma.f32(float %221, float %219, float 0xBFB325A200000000)
  %223 = tail call float @llvm.fma.f32(float %222, float %219, float 0x3FBB3D4D80000000)
  %224 = tail call float @llvm.fma.f32(float %223, float %219, float 0xBFC22F9620000000)
  %225 = tail call float @llvm.fma.f32(float %224, float %219, float 0x3FC9979C00000000)
  %226 = tail call float @llvm.fma.f32(float %225, float %219, float 0xBFD5554FA0000000)
  %227 = fmul float %219, %226
  %228 = tail call float @llvm.fma.f32(float %227, float %218, float %218)
  %229 = bitcast float %112 to i32
  %230 = icmp slt i32 %229, 0
  br i1 %215, label %231, label %236

231:                                              ; preds = %207
  %232 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %228)
  %233 = fneg float %228
  %234 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %233)
  %235 = select i1 %230, float %232, float %234
  br label %240

236:                                              ; preds = %207
  %237 = fneg float %228
  %238 = tail call float @llvm.fma.f32(float 0x3FFDDCB020000000, float 0x3FFAEE9D60000000, float %237)
  %239 = select i1 %230, float %238, float %228
  br label %240

240:                                              ; preds = %236, %231
  %241 = phi float [ %235, %231 ], [ %239, %236 ]
  %242 = fcmp oeq float %216, 0.000000e+00
  br i1 %242, label %243, label %247

243:                                              ; preds = %240
  %244 = bitcast float %112 to i32
  %245 = icmp slt i32 %244, 0
  %246 = select i1 %245, float 0x400921FB60000000, float 0.000000e+00
  br label %253

247:                                              ; preds = %240
  %248 = fcmp oeq float %213, %214
  %249 = bitcast float %112 to i32
  %250 = icmp slt i32 %249, 0
  %251 = select i1 %250, float 0x4002D97C80000000, float 0x3FE921FB60000000
  %252 = select i1 %248, float %251, float %241
  br label %253

253:                                              ; preds = %243, %247
  %254 = phi float [ %246, %243 ], [ %252, %247 ]
  %255 = fadd float %213, %214
  %256 = tail call float @llvm.nvvm.fabs.f32(float %255)
  %257 = fcmp uno float %256, 0.000000e+00
  %258 = tail call float @llvm.copysign.f32(float %254, float %208) #7
  %259 = select i1 %257, float %255, float %258
  %260 = fmul contract float %259, 0x404CA5DC20000000
  %261 = fcmp contract olt float %260, 0.000000e+00
  %262 = fadd contract float %260, 1.800000e+02
  %263 = select i1 %261, float %262, float %260
  %264 = fcmp contract ult float %263, 1.800000e+02
  %265 = fadd contract float %263, -1.800000e+02
  %266 = select i1 %264, float %263, float %265
  %267 = sext i32 %11 to i64
  %268 = add nsw i64 %27, %267
  %269 = getelementptr inbounds nuw float, ptr %1, i64 %268
  store float %212, ptr %269, align 4, !tbaa !12
  %270 = getelementptr inbounds nuw float, ptr %2, i64 %268
  store float %266, ptr %270, align 4, !tbaa !12
  br label %271

271:                                              ; preds = %6, %18, %253
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hog_cell_histograms(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = mul nuw nsw i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = mul nuw nsw i32 %11, %8
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp samesign ult i32 %14, 36
  br i1 %15, label %26, label %16

16:                                               ; preds = %26, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = shl i32 %17, 4
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = shl nuw nsw i32 %19, 4
  %21 = icmp samesign ult i32 %14, 256
  br i1 %21, label %22, label %32

22:                                               ; preds = %16
  %23 = shl nsw i32 %5, 3
  %24 = shl nsw i32 %6, 3
  %25 = sext i32 %3 to i64
  br label %38

26:                                               ; preds = %7, %26
  %27 = phi i32 [ %30, %26 ], [ %14, %7 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19hog_cell_histogramsE6s_hist to ptr), i64 %28
  store i32 0, ptr %29, align 4, !tbaa !6
  %30 = add nuw nsw i32 %27, %10
  %31 = icmp samesign ult i32 %30, 36
  br i1 %31, label %26, label %16, !llvm.loop !14

32:                                               ; preds = %102, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = icmp samesign ult i32 %14, 36
  br i1 %33, label %34, label %105

34:                                               ; preds = %32
  %35 = shl nuw i32 %17, 1
  %36 = shl nuw nsw i32 %19, 1
  %37 = sext i32 %5 to i64
  br label %106

38:                                               ; preds = %22, %102
  %39 = phi i32 [ %14, %22 ], [ %103, %102 ]
  %40 = and i32 %39, 15
  %41 = lshr i32 %39, 4
  %42 = or disjoint i32 %40, %18
  %43 = add nuw nsw i32 %41, %20
  %44 = icmp slt i32 %42, %3
  %45 = icmp slt i32 %43, %4
  %46 = select i1 %44, i1 %45, i1 false
  %47 = icmp slt i32 %42, %23
  %48 = select i1 %46, i1 %47, i1 false
  %49 = icmp slt i32 %43, %24
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %51, label %102

51:                                               ; preds = %38
  %52 = zext nneg i32 %43 to i64
  %53 = mul nsw i64 %52, %25
  %54 = sext i32 %42 to i64
  %55 = add nsw i64 %53, %54
  %56 = getelementptr inbounds nuw float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !12
  %58 = fcmp contract ogt float %57, 0.000000e+00
  br i1 %58, label %59, label %102

59:                                               ; preds = %51
  %60 = getelementptr inbounds nuw float, ptr %1, i64 %55
  %61 = load float, ptr %60, align 4, !tbaa !12
  %62 = lshr i32 %39, 6
  %63 = and i32 %62, 2
  %64 = lshr i32 %40, 3
  %65 = or disjoint i32 %63, %64
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw [9 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hog_cell_histogramsE6s_hist to ptr), i64 %66
  %68 = tail call noundef float @llvm.minnum.f32(float %57, float 4.096000e+03)
  %69 = fcmp contract oge float %61, 0.000000e+00
  %70 = fcmp contract olt float %61, 1.800000e+02
  %71 = and i1 %69, %70
  %72 = fdiv contract float %61, 2.000000e+01
  %73 = fadd contract float %72, -5.000000e-01
  %74 = select i1 %71, float %73, float -5.000000e-01
  %75 = tail call noundef float @llvm.floor.f32(float %74)
  %76 = fptosi float %75 to i32
  %77 = sitofp i32 %76 to float
  %78 = fsub contract float %74, %77
  %79 = icmp slt i32 %76, 0
  %80 = add nsw i32 %76, 9
  %81 = select i1 %79, i32 %80, i32 %76
  %82 = icmp sgt i32 %76, 7
  %83 = select i1 %82, i32 -8, i32 1
  %84 = add nsw i32 %83, %76
  %85 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 range(i32 -2147483647, -2147483648) %81, i32 0)
  %86 = tail call noundef range(i32 0, 9) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %85, i32 8)
  %87 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 range(i32 -2147483647, -2147483648) %84, i32 0)
  %88 = tail call noundef range(i32 0, 9) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %87, i32 8)
  %89 = zext nneg i32 %86 to i64
  %90 = getelementptr inbounds nuw i32, ptr %67, i64 %89
  %91 = fsub contract float 1.000000e+00, %78
  %92 = fmul contract float %68, %91
  %93 = fmul contract float %92, 1.024000e+03
  %94 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %93)
  %95 = atomicrmw add ptr %90, i32 %94 seq_cst, align 4
  %96 = zext nneg i32 %88 to i64
  %97 = getelementptr inbounds nuw i32, ptr %67, i64 %96
  %98 = fmul contract float %68, %78
  %99 = fmul contract float %98, 1.024000e+03
  %100 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %99)
  %101 = atomicrmw add ptr %97, i32 %100 seq_cst, align 4
  br label %102

102:                                              ; preds = %59, %51, %38
  %103 = add nuw nsw i32 %39, %10
  %104 = icmp samesign ult i32 %103, 256
  br i1 %104, label %38, label %32, !llvm.loop !17

105:                                              ; preds = %134, %32
  ret void

106:                                              ; preds = %34, %134
  %107 = phi i32 [ %14, %34 ], [ %135, %134 ]
  %108 = freeze i32 %107
  %109 = udiv i32 %108, 9
  %110 = and i32 %109, 1
  %111 = or disjoint i32 %110, %35
  %112 = udiv i32 %107, 18
  %113 = add nuw nsw i32 %112, %36
  %114 = icmp slt i32 %111, %5
  %115 = icmp slt i32 %113, %6
  %116 = and i1 %115, %114
  br i1 %116, label %117, label %134

117:                                              ; preds = %106
  %118 = mul i32 %109, 9
  %119 = sub i32 %108, %118
  %120 = zext nneg i32 %109 to i64
  %121 = getelementptr inbounds nuw [9 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hog_cell_histogramsE6s_hist to ptr), i64 %120
  %122 = zext nneg i32 %119 to i64
  %123 = getelementptr inbounds nuw i32, ptr %121, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = sitofp i32 %124 to float
  %126 = fmul contract float %125, 0x3F50000000000000
  %127 = zext nneg i32 %113 to i64
  %128 = mul nsw i64 %127, %37
  %129 = sext i32 %111 to i64
  %130 = add nsw i64 %128, %129
  %131 = mul nsw i64 %130, 36
  %132 = getelementptr i8, ptr %2, i64 %131
  %133 = getelementptr float, ptr %132, i64 %122
  store float %126, ptr %133, align 4, !tbaa !12
  br label %134

134:                                              ; preds = %117, %106
  %135 = add nuw nsw i32 %107, %10
  %136 = icmp samesign ult i32 %135, 36
  br i1 %136, label %106, label %105, !llvm.loop !18
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @hog_block_normalize(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = add nsw i32 %2, -1
  %17 = icmp slt i32 %10, %16
  %18 = add nsw i32 %3, -1
  %19 = icmp slt i32 %15, %18
  %20 = select i1 %17, i1 %19, i1 false
  br i1 %20, label %21, label %559

21:                                               ; preds = %5
  %22 = sext i32 %2 to i64
  %23 = zext nneg i32 %15 to i64
  %24 = mul nsw i64 %23, %22
  %25 = sext i32 %10 to i64
  %26 = add nsw i64 %24, %25
  %27 = mul nsw i64 %26, 36
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !12
  %30 = fcmp contract oge float %29, 0.000000e+00
  %31 = fcmp contract olt float %29, 0x46293E5940000000
  %32 = and i1 %30, %31
  %33 = select i1 %32, float %29, float 0.000000e+00
  %34 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %35 = load float, ptr %34, align 4, !tbaa !12
  %36 = fcmp contract oge float %35, 0.000000e+00
  %37 = fcmp contract olt float %35, 0x46293E5940000000
  %38 = and i1 %36, %37
  %39 = select i1 %38, float %35, float 0.000000e+00
  %40 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %41 = load float, ptr %40, align 4, !tbaa !12
  %42 = fcmp contract oge float %41, 0.000000e+00
  %43 = fcmp contract olt float %41, 0x46293E5940000000
  %44 = and i1 %42, %43
  %45 = select i1 %44, float %41, float 0.000000e+00
  %46 = getelementptr inbounds nuw i8, ptr %28, i64 12
  %47 = load float, ptr %46, align 4, !tbaa !12
  %48 = fcmp contract oge float %47, 0.000000e+00
  %49 = fcmp contract olt float %47, 0x46293E5940000000
  %50 = and i1 %48, %49
  %51 = select i1 %50, float %47, float 0.000000e+00
  %52 = getelementptr inbounds nuw i8, ptr %28, i64 16
  %53 = load float, ptr %52, align 4, !tbaa !12
  %54 = fcmp contract oge float %53, 0.000000e+00
  %55 = fcmp contract olt float %53, 0x46293E5940000000
  %56 = and i1 %54, %55
  %57 = select i1 %56, float %53, float 0.000000e+00
  %58 = getelementptr inbounds nuw i8, ptr %28, i64 20
  %59 = load float, ptr %58, align 4, !tbaa !12
  %60 = fcmp contract oge float %59, 0.000000e+00
  %61 = fcmp contract olt float %59, 0x46293E5940000000
  %62 = and i1 %60, %61
  %63 = select i1 %62, float %59, float 0.000000e+00
  %64 = getelementptr inbounds nuw i8, ptr %28, i64 24
  %65 = load float, ptr %64, align 4, !tbaa !12
  %66 = fcmp contract oge float %65, 0.000000e+00
  %67 = fcmp contract olt float %65, 0x46293E5940000000
  %68 = and i1 %66, %67
  %69 = select i1 %68, float %65, float 0.000000e+00
  %70 = getelementptr inbounds nuw i8, ptr %28, i64 28
  %71 = load float, ptr %70, align 4, !tbaa !12
  %72 = fcmp contract oge float %71, 0.000000e+00
  %73 = fcmp contract olt float %71, 0x46293E5940000000
  %74 = and i1 %72, %73
  %75 = select i1 %74, float %71, float 0.000000e+00
  %76 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %77 = load float, ptr %76, align 4, !tbaa !12
  %78 = fcmp contract oge float %77, 0.000000e+00
  %79 = fcmp contract olt float %77, 0x46293E5940000000
  %80 = and i1 %78, %79
  %81 = select i1 %80, float %77, float 0.000000e+00
  %82 = zext nneg i32 %15 to i64
  %83 = mul nsw i64 %82, %22
  %84 = add nsw i32 %10, 1
  %85 = sext i32 %84 to i64
  %86 = add nsw i64 %83, %85
  %87 = mul nsw i64 %86, 36
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !12
  %90 = fcmp contract oge float %89, 0.000000e+00
  %91 = fcmp contract olt float %89, 0x46293E5940000000
  %92 = and i1 %90, %91
  %93 = select i1 %92, float %89, float 0.000000e+00
  %94 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %95 = load float, ptr %94, align 4, !tbaa !12
  %96 = fcmp contract oge float %95, 0.000000e+00
  %97 = fcmp contract olt float %95, 0x46293E5940000000
  %98 = and i1 %96, %97
  %99 = select i1 %98, float %95, float 0.000000e+00
  %100 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %101 = load float, ptr %100, align 4, !tbaa !12
  %102 = fcmp contract oge float %101, 0.000000e+00
  %103 = fcmp contract olt float %101, 0x46293E5940000000
  %104 = and i1 %102, %103
  %105 = select i1 %104, float %101, float 0.000000e+00
  %106 = getelementptr inbounds nuw i8, ptr %88, i64 12
  %107 = load float, ptr %106, align 4, !tbaa !12
  %108 = fcmp contract oge float %107, 0.000000e+00
  %109 = fcmp contract olt float %107, 0x46293E5940000000
  %110 = and i1 %108, %109
  %111 = select i1 %110, float %107, float 0.000000e+00
  %112 = getelementptr inbounds nuw i8, ptr %88, i64 16
  %113 = load float, ptr %112, align 4, !tbaa !12
  %114 = fcmp contract oge float %113, 0.000000e+00
  %115 = fcmp contract olt float %113, 0x46293E5940000000
  %116 = and i1 %114, %115
  %117 = select i1 %116, float %113, float 0.000000e+00
  %118 = getelementptr inbounds nuw i8, ptr %88, i64 20
  %119 = load float, ptr %118, align 4, !tbaa !12
  %120 = fcmp contract oge float %119, 0.000000e+00
  %121 = fcmp contract olt float %119, 0x46293E5940000000
  %122 = and i1 %120, %121
  %123 = select i1 %122, float %119, float 0.000000e+00
  %124 = getelementptr inbounds nuw i8, ptr %88, i64 24
  %125 = load float, ptr %124, align 4, !tbaa !12
  %126 = fcmp contract oge float %125, 0.000000e+00
  %127 = fcmp contract olt float %125, 0x46293E5940000000
  %128 = and i1 %126, %127
  %129 = select i1 %128, float %125, float 0.000000e+00
  %130 = getelementptr inbounds nuw i8, ptr %88, i64 28
  %131 = load float, ptr %130, align 4, !tbaa !12
  %132 = fcmp contract oge float %131, 0.000000e+00
  %133 = fcmp contract olt float %131, 0x46293E5940000000
  %134 = and i1 %132, %133
  %135 = select i1 %134, float %131, float 0.000000e+00
  %136 = getelementptr inbounds nuw i8, ptr %88, i64 32
  %137 = load float, ptr %136, align 4, !tbaa !12
  %138 = fcmp contract oge float %137, 0.000000e+00
  %139 = fcmp contract olt float %137, 0x46293E5940000000
  %140 = and i1 %138, %139
  %141 = select i1 %140, float %137, float 0.000000e+00
  %142 = add nuw nsw i32 %15, 1
  %143 = zext nneg i32 %142 to i64
  %144 = mul nsw i64 %143, %22
  %145 = sext i32 %10 to i64
  %146 = add nsw i64 %144, %145
  %147 = mul nsw i64 %146, 36
  %148 = getelementptr inbounds nuw i8, ptr %0, i64 %147
  %149 = load float, ptr %148, align 4, !tbaa !12
  %150 = fcmp contract oge float %149, 0.000000e+00
  %151 = fcmp contract olt float %149, 0x46293E5940000000
  %152 = and i1 %150, %151
  %153 = select i1 %152, float %149, float 0.000000e+00
  %154 = getelementptr inbounds nuw i8, ptr %148, i64 4
  %155 = load float, ptr %154, align 4, !tbaa !12
  %156 = fcmp contract oge float %155, 0.000000e+00
  %157 = fcmp contract olt float %155, 0x46293E5940000000
  %158 = and i1 %156, %157
  %159 = select i1 %158, float %155, float 0.000000e+00
  %160 = getelementptr inbounds nuw i8, ptr %148, i64 8
  %161 = load float, ptr %160, align 4, !tbaa !12
  %162 = fcmp contract oge float %161, 0.000000e+00
  %163 = fcmp contract olt float %161, 0x46293E5940000000
  %164 = and i1 %162, %163
  %165 = select i1 %164, float %161, float 0.000000e+00
  %166 = getelementptr inbounds nuw i8, ptr %148, i64 12
  %167 = load float, ptr %166, align 4, !tbaa !12
  %168 = fcmp contract oge float %167, 0.000000e+00
  %169 = fcmp contract olt float %167, 0x46293E5940000000
  %170 = and i1 %168, %169
  %171 = select i1 %170, float %167, float 0.000000e+00
  %172 = getelementptr inbounds nuw i8, ptr %148, i64 16
  %173 = load float, ptr %172, align 4, !tbaa !12
  %174 = fcmp contract oge float %173, 0.000000e+00
  %175 = fcmp contract olt float %173, 0x46293E5940000000
  %176 = and i1 %174, %175
  %177 = select i1 %176, float %173, float 0.000000e+00
  %178 = getelementptr inbounds nuw i8, ptr %148, i64 20
  %179 = load float, ptr %178, align 4, !tbaa !12
  %180 = fcmp contract oge float %179, 0.000000e+00
  %181 = fcmp contract olt float %179, 0x46293E5940000000
  %182 = and i1 %180, %181
  %183 = select i1 %182, float %179, float 0.000000e+00
  %184 = getelementptr inbounds nuw i8, ptr %148, i64 24
  %185 = load float, ptr %184, align 4, !tbaa !12
  %186 = fcmp contract oge float %185, 0.000000e+00
  %187 = fcmp contract olt float %185, 0x46293E5940000000
  %188 = and i1 %186, %187
  %189 = select i1 %188, float %185, float 0.000000e+00
  %190 = getelementptr inbounds nuw i8, ptr %148, i64 28
  %191 = load float, ptr %190, align 4, !tbaa !12
  %192 = fcmp contract oge float %191, 0.000000e+00
  %193 = fcmp contract olt float %191, 0x46293E5940000000
  %194 = and i1 %192, %193
  %195 = select i1 %194, float %191, float 0.000000e+00
  %196 = getelementptr inbounds nuw i8, ptr %148, i64 32
  %197 = load float, ptr %196, align 4, !tbaa !12
  %198 = fcmp contract oge float %197, 0.000000e+00
  %199 = fcmp contract olt float %197, 0x46293E5940000000
  %200 = and i1 %198, %199
  %201 = select i1 %200, float %197, float 0.000000e+00
  %202 = add nuw nsw i32 %15, 1
  %203 = zext nneg i32 %202 to i64
  %204 = mul nsw i64 %203, %22
  %205 = add nsw i32 %10, 1
  %206 = sext i32 %205 to i64
  %207 = add nsw i64 %204, %206
  %208 = mul nsw i64 %207, 36
  %209 = getelementptr inbounds nuw i8, ptr %0, i64 %208
  %210 = fmul contract float %33, %33
  %211 = fmul contract float %39, %39
  %212 = fadd contract float %210, %211
  %213 = fmul contract float %45, %45
  %214 = fadd contract float %212, %213
  %215 = fmul contract float %51, %51
  %216 = fadd contract float %214, %215
  %217 = fmul contract float %57, %57
  %218 = fadd contract float %216, %217
  %219 = fmul contract float %63, %63
  %220 = fadd contract float %218, %219
  %221 = fmul contract float %69, %69
  %222 = fadd contract float %220, %221
  %223 = fmul contract float %75, %75
  %224 = fadd contract float %222, %223
  %225 = fmul contract float %81, %81
  %226 = fadd contract float %224, %225
  %227 = fmul contract float %93, %93
  %228 = fadd contract float %226, %227
  %229 = fmul contract float %99, %99
  %230 = fadd contract float %228, %229
  %231 = fmul contract float %105, %105
  %232 = fadd contract float %230, %231
  %233 = fmul contract float %111, %111
  %234 = fadd contract float %232, %233
  %235 = fmul contract float %117, %117
  %236 = fadd contract float %234, %235
  %237 = fmul contract float %123, %123
  %238 = fadd contract float %236, %237
  %239 = fmul contract float %129, %129
  %240 = fadd contract float %238, %239
  %241 = fmul contract float %135, %135
  %242 = fadd contract float %240, %241
  %243 = fmul contract float %141, %141
  %244 = fadd contract float %242, %243
  %245 = fmul contract float %153, %153
  %246 = fadd contract float %244, %245
  %247 = fmul contract float %159, %159
  %248 = fadd contract float %246, %247
  %249 = fmul contract float %165, %165
  %250 = fadd contract float %248, %249
  %251 = fmul contract float %171, %171
  %252 = fadd contract float %250, %251
  %253 = fmul contract float %177, %177
  %254 = fadd contract float %252, %253
  %255 = fmul contract float %183, %183
  %256 = fadd contract float %254, %255
  %257 = fmul contract float %189, %189
  %258 = fadd contract float %256, %257
  %259 = fmul contract float %195, %195
  %260 = fadd contract float %258, %259
  %261 = fmul contract float %201, %201
  %262 = fadd contract float %260, %261
  %263 = load float, ptr %209, align 4, !tbaa !12
  %264 = fcmp contract oge float %263, 0.000000e+00
  %265 = fcmp contract olt float %263, 0x46293E5940000000
  %266 = and i1 %264, %265
  %267 = select i1 %266, float %263, float 0.000000e+00
  %268 = fmul contract float %267, %267
  %269 = fadd contract float %262, %268
  %270 = getelementptr inbounds nuw i8, ptr %209, i64 4
  %271 = load float, ptr %270, align 4, !tbaa !12
  %272 = fcmp contract oge float %271, 0.000000e+00
  %273 = fcmp contract olt float %271, 0x46293E5940000000
  %274 = and i1 %272, %273
  %275 = select i1 %274, float %271, float 0.000000e+00
  %276 = fmul contract float %275, %275
  %277 = fadd contract float %269, %276
  %278 = getelementptr inbounds nuw i8, ptr %209, i64 8
  %279 = load float, ptr %278, align 4, !tbaa !12
  %280 = fcmp contract oge float %279, 0.000000e+00
  %281 = fcmp contract olt float %279, 0x46293E5940000000
  %282 = and i1 %280, %281
  %283 = select i1 %282, float %279, float 0.000000e+00
  %284 = fmul contract float %283, %283
  %285 = fadd contract float %277, %284
  %286 = getelementptr inbounds nuw i8, ptr %209, i64 12
  %287 = load float, ptr %286, align 4, !tbaa !12
  %288 = fcmp contract oge float %287, 0.000000e+00
  %289 = fcmp contract olt float %287, 0x46293E5940000000
  %290 = and i1 %288, %289
  %291 = select i1 %290, float %287, float 0.000000e+00
  %292 = fmul contract float %291, %291
  %293 = fadd contract float %285, %292
  %294 = getelementptr inbounds nuw i8, ptr %209, i64 16
  %295 = load float, ptr %294, align 4, !tbaa !12
  %296 = fcmp contract oge float %295, 0.000000e+00
  %297 = fcmp contract olt float %295, 0x46293E5940000000
  %298 = and i1 %296, %297
  %299 = select i1 %298, float %295, float 0.000000e+00
  %300 = fmul contract float %299, %299
  %301 = fadd contract float %293, %300
  %302 = getelementptr inbounds nuw i8, ptr %209, i64 20
  %303 = load float, ptr %302, align 4, !tbaa !12
  %304 = fcmp contract oge float %303, 0.000000e+00
  %305 = fcmp contract olt float %303, 0x46293E5940000000
  %306 = and i1 %304, %305
  %307 = select i1 %306, float %303, float 0.000000e+00
  %308 = fmul contract float %307, %307
  %309 = fadd contract float %301, %308
  %310 = getelementptr inbounds nuw i8, ptr %209, i64 24
  %311 = load float, ptr %310, align 4, !tbaa !12
  %312 = fcmp contract oge float %311, 0.000000e+00
  %313 = fcmp contract olt float %311, 0x46293E5940000000
  %314 = and i1 %312, %313
  %315 = select i1 %314, float %311, float 0.000000e+00
  %316 = fmul contract float %315, %315
  %317 = fadd contract float %309, %316
  %318 = getelementptr inbounds nuw i8, ptr %209, i64 28
  %319 = load float, ptr %318, align 4, !tbaa !12
  %320 = fcmp contract oge float %319, 0.000000e+00
  %321 = fcmp contract olt float %319, 0x46293E5940000000
  %322 = and i1 %320, %321
  %323 = select i1 %322, float %319, float 0.000000e+00
  %324 = fmul contract float %323, %323
  %325 = fadd contract float %317, %324
  %326 = getelementptr inbounds nuw i8, ptr %209, i64 32
  %327 = load float, ptr %326, align 4, !tbaa !12
  %328 = fcmp contract oge float %327, 0.000000e+00
  %329 = fcmp contract olt float %327, 0x46293E5940000000
  %330 = and i1 %328, %329
  %331 = select i1 %330, float %327, float 0.000000e+00
  %332 = fmul contract float %331, %331
  %333 = fadd contract float %325, %332
  %334 = fadd contract float %333, 0x3EB0C6F7C0000000
  %335 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %334)
  %336 = fmul contract float %335, %33
  %337 = tail call noundef float @llvm.minnum.f32(float %336, float %4)
  %338 = fmul contract float %337, %337
  %339 = fmul contract float %335, %39
  %340 = tail call noundef float @llvm.minnum.f32(float %339, float %4)
  %341 = fmul contract float %340, %340
  %342 = fadd contract float %338, %341
  %343 = fmul contract float %335, %45
  %344 = tail call noundef float @llvm.minnum.f32(float %343, float %4)
  %345 = fmul contract float %344, %344
  %346 = fadd contract float %342, %345
  %347 = fmul contract float %335, %51
  %348 = tail call noundef float @llvm.minnum.f32(float %347, float %4)
  %349 = fmul contract float %348, %348
  %350 = fadd contract float %346, %349
  %351 = fmul contract float %335, %57
  %352 = tail call noundef float @llvm.minnum.f32(float %351, float %4)
  %353 = fmul contract float %352, %352
  %354 = fadd contract float %350, %353
  %355 = fmul contract float %335, %63
  %356 = tail call noundef float @llvm.minnum.f32(float %355, float %4)
  %357 = fmul contract float %356, %356
  %358 = fadd contract float %354, %357
  %359 = fmul contract float %335, %69
  %360 = tail call noundef float @llvm.minnum.f32(float %359, float %4)
  %361 = fmul contract float %360, %360
  %362 = fadd contract float %358, %361
  %363 = fmul contract float %335, %75
  %364 = tail call noundef float @llvm.minnum.f32(float %363, float %4)
  %365 = fmul contract float %364, %364
  %366 = fadd contract float %362, %365
  %367 = fmul contract float %335, %81
  %368 = tail call noundef float @llvm.minnum.f32(float %367, float %4)
  %369 = fmul contract float %368, %368
  %370 = fadd contract float %366, %369
  %371 = fmul contract float %335, %93
  %372 = tail call noundef float @llvm.minnum.f32(float %371, float %4)
  %373 = fmul contract float %372, %372
  %374 = fadd contract float %370, %373
  %375 = fmul contract float %335, %99
  %376 = tail call noundef float @llvm.minnum.f32(float %375, float %4)
  %377 = fmul contract float %376, %376
  %378 = fadd contract float %374, %377
  %379 = fmul contract float %335, %105
  %380 = tail call noundef float @llvm.minnum.f32(float %379, float %4)
  %381 = fmul contract float %380, %380
  %382 = fadd contract float %378, %381
  %383 = fmul contract float %335, %111
  %384 = tail call noundef float @llvm.minnum.f32(float %383, float %4)
  %385 = fmul contract float %384, %384
  %386 = fadd contract float %382, %385
  %387 = fmul contract float %335, %117
  %388 = tail call noundef float @llvm.minnum.f32(float %387, float %4)
  %389 = fmul contract float %388, %388
  %390 = fadd contract float %386, %389
  %391 = fmul contract float %335, %123
  %392 = tail call noundef float @llvm.minnum.f32(float %391, float %4)
  %393 = fmul contract float %392, %392
  %394 = fadd contract float %390, %393
  %395 = fmul contract float %335, %129
  %396 = tail call noundef float @llvm.minnum.f32(float %395, float %4)
  %397 = fmul contract float %396, %396
  %398 = fadd contract float %394, %397
  %399 = fmul contract float %335, %135
  %400 = tail call noundef float @llvm.minnum.f32(float %399, float %4)
  %401 = fmul contract float %400, %400
  %402 = fadd contract float %398, %401
  %403 = fmul contract float %335, %141
  %404 = tail call noundef float @llvm.minnum.f32(float %403, float %4)
  %405 = fmul contract float %404, %404
  %406 = fadd contract float %402, %405
  %407 = fmul contract float %335, %153
  %408 = tail call noundef float @llvm.minnum.f32(float %407, float %4)
  %409 = fmul contract float %408, %408
  %410 = fadd contract float %406, %409
  %411 = fmul contract float %335, %159
  %412 = tail call noundef float @llvm.minnum.f32(float %411, float %4)
  %413 = fmul contract float %412, %412
  %414 = fadd contract float %410, %413
  %415 = fmul contract float %335, %165
  %416 = tail call noundef float @llvm.minnum.f32(float %415, float %4)
  %417 = fmul contract float %416, %416
  %418 = fadd contract float %414, %417
  %419 = fmul contract float %335, %171
  %420 = tail call noundef float @llvm.minnum.f32(float %419, float %4)
  %421 = fmul contract float %420, %420
  %422 = fadd contract float %418, %421
  %423 = fmul contract float %335, %177
  %424 = tail call noundef float @llvm.minnum.f32(float %423, float %4)
  %425 = fmul contract float %424, %424
  %426 = fadd contract float %422, %425
  %427 = fmul contract float %335, %183
  %428 = tail call noundef float @llvm.minnum.f32(float %427, float %4)
  %429 = fmul contract float %428, %428
  %430 = fadd contract float %426, %429
  %431 = fmul contract float %335, %189
  %432 = tail call noundef float @llvm.minnum.f32(float %431, float %4)
  %433 = fmul contract float %432, %432
  %434 = fadd contract float %430, %433
  %435 = fmul contract float %335, %195
  %436 = tail call noundef float @llvm.minnum.f32(float %435, float %4)
  %437 = fmul contract float %436, %436
  %438 = fadd contract float %434, %437
  %439 = fmul contract float %335, %201
  %440 = tail call noundef float @llvm.minnum.f32(float %439, float %4)
  %441 = fmul contract float %440, %440
  %442 = fadd contract float %438, %441
  %443 = fmul contract float %335, %267
  %444 = tail call noundef float @llvm.minnum.f32(float %443, float %4)
  %445 = fmul contract float %444, %444
  %446 = fadd contract float %442, %445
  %447 = fmul contract float %335, %275
  %448 = tail call noundef float @llvm.minnum.f32(float %447, float %4)
  %449 = fmul contract float %448, %448
  %450 = fadd contract float %446, %449
  %451 = fmul contract float %335, %283
  %452 = tail call noundef float @llvm.minnum.f32(float %451, float %4)
  %453 = fmul contract float %452, %452
  %454 = fadd contract float %450, %453
  %455 = fmul contract float %335, %291
  %456 = tail call noundef float @llvm.minnum.f32(float %455, float %4)
  %457 = fmul contract float %456, %456
  %458 = fadd contract float %454, %457
  %459 = fmul contract float %335, %299
  %460 = tail call noundef float @llvm.minnum.f32(float %459, float %4)
  %461 = fmul contract float %460, %460
  %462 = fadd contract float %458, %461
  %463 = fmul contract float %335, %307
  %464 = tail call noundef float @llvm.minnum.f32(float %463, float %4)
  %465 = fmul contract float %464, %464
  %466 = fadd contract float %462, %465
  %467 = fmul contract float %335, %315
  %468 = tail call noundef float @llvm.minnum.f32(float %467, float %4)
  %469 = fmul contract float %468, %468
  %470 = fadd contract float %466, %469
  %471 = fmul contract float %335, %323
  %472 = tail call noundef float @llvm.minnum.f32(float %471, float %4)
  %473 = fmul contract float %472, %472
  %474 = fadd contract float %470, %473
  %475 = fmul contract float %335, %331
  %476 = tail call noundef float @llvm.minnum.f32(float %475, float %4)
  %477 = fmul contract float %476, %476
  %478 = fadd contract float %474, %477
  %479 = fadd contract float %478, 0x3EB0C6F7C0000000
  %480 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %479)
  %481 = zext nneg i32 %15 to i64
  %482 = sext i32 %16 to i64
  %483 = mul nsw i64 %482, %481
  %484 = sext i32 %10 to i64
  %485 = add nsw i64 %483, %484
  %486 = mul i64 %485, 144
  %487 = getelementptr inbounds nuw i8, ptr %1, i64 %486
  %488 = fmul contract float %480, %337
  store float %488, ptr %487, align 4, !tbaa !12
  %489 = fmul contract float %480, %340
  %490 = getelementptr inbounds nuw i8, ptr %487, i64 4
  store float %489, ptr %490, align 4, !tbaa !12
  %491 = fmul contract float %480, %344
  %492 = getelementptr inbounds nuw i8, ptr %487, i64 8
  store float %491, ptr %492, align 4, !tbaa !12
  %493 = fmul contract float %480, %348
  %494 = getelementptr inbounds nuw i8, ptr %487, i64 12
  store float %493, ptr %494, align 4, !tbaa !12
  %495 = fmul contract float %480, %352
  %496 = getelementptr inbounds nuw i8, ptr %487, i64 16
  store float %495, ptr %496, align 4, !tbaa !12
  %497 = fmul contract float %480, %356
  %498 = getelementptr inbounds nuw i8, ptr %487, i64 20
  store float %497, ptr %498, align 4, !tbaa !12
  %499 = fmul contract float %480, %360
  %500 = getelementptr inbounds nuw i8, ptr %487, i64 24
  store float %499, ptr %500, align 4, !tbaa !12
  %501 = fmul contract float %480, %364
  %502 = getelementptr inbounds nuw i8, ptr %487, i64 28
  store float %501, ptr %502, align 4, !tbaa !12
  %503 = fmul contract float %480, %368
  %504 = getelementptr inbounds nuw i8, ptr %487, i64 32
  store float %503, ptr %504, align 4, !tbaa !12
  %505 = fmul contract float %480, %372
  %506 = getelementptr inbounds nuw i8, ptr %487, i64 36
  store float %505, ptr %506, align 4, !tbaa !12
  %507 = fmul contract float %480, %376
  %508 = getelementptr inbounds nuw i8, ptr %487, i64 40
  store float %507, ptr %508, align 4, !tbaa !12
  %509 = fmul contract float %480, %380
  %510 = getelementptr inbounds nuw i8, ptr %487, i64 44
  store float %509, ptr %510, align 4, !tbaa !12
  %511 = fmul contract float %480, %384
  %512 = getelementptr inbounds nuw i8, ptr %487, i64 48
  store float %511, ptr %512, align 4, !tbaa !12
  %513 = fmul contract float %480, %388
  %514 = getelementptr inbounds nuw i8, ptr %487, i64 52
  store float %513, ptr %514, align 4, !tbaa !12
  %515 = fmul contract float %480, %392
  %516 = getelementptr inbounds nuw i8, ptr %487, i64 56
  store float %515, ptr %516, align 4, !tbaa !12
  %517 = fmul contract float %480, %396
  %518 = getelementptr inbounds nuw i8, ptr %487, i64 60
  store float %517, ptr %518, align 4, !tbaa !12
  %519 = fmul contract float %480, %400
  %520 = getelementptr inbounds nuw i8, ptr %487, i64 64
  store float %519, ptr %520, align 4, !tbaa !12
  %521 = fmul contract float %480, %404
  %522 = getelementptr inbounds nuw i8, ptr %487, i64 68
  store float %521, ptr %522, align 4, !tbaa !12
  %523 = fmul contract float %480, %408
  %524 = getelementptr inbounds nuw i8, ptr %487, i64 72
  store float %523, ptr %524, align 4, !tbaa !12
  %525 = fmul contract float %480, %412
  %526 = getelementptr inbounds nuw i8, ptr %487, i64 76
  store float %525, ptr %526, align 4, !tbaa !12
  %527 = fmul contract float %480, %416
  %528 = getelementptr inbounds nuw i8, ptr %487, i64 80
  store float %527, ptr %528, align 4, !tbaa !12
  %529 = fmul contract float %480, %420
  %530 = getelementptr inbounds nuw i8, ptr %487, i64 84
  store float %529, ptr %530, align 4, !tbaa !12
  %531 = fmul contract float %480, %424
  %532 = getelementptr inbounds nuw i8, ptr %487, i64 88
  store float %531, ptr %532, align 4, !tbaa !12
  %533 = fmul contract float %480, %428
  %534 = getelementptr inbounds nuw i8, ptr %487, i64 92
  store float %533, ptr %534, align 4, !tbaa !12
  %535 = fmul contract float %480, %432
  %536 = getelementptr inbounds nuw i8, ptr %487, i64 96
  store float %535, ptr %536, align 4, !tbaa !12
  %537 = fmul contract float %480, %436
  %538 = getelementptr inbounds nuw i8, ptr %487, i64 100
  store float %537, ptr %538, align 4, !tbaa !12
  %539 = fmul contract float %480, %440
  %540 = getelementptr inbounds nuw i8, ptr %487, i64 104
  store float %539, ptr %540, align 4, !tbaa !12
  %541 = fmul contract float %480, %444
  %542 = getelementptr inbounds nuw i8, ptr %487, i64 108
  store float %541, ptr %542, align 4, !tbaa !12
  %543 = fmul contract float %480, %448
  %544 = getelementptr inbounds nuw i8, ptr %487, i64 112
  store float %543, ptr %544, align 4, !tbaa !12
  %545 = fmul contract float %480, %452
  %546 = getelementptr inbounds nuw i8, ptr %487, i64 116
  store float %545, ptr %546, align 4, !tbaa !12
  %547 = fmul contract float %480, %456
  %548 = getelementptr inbounds nuw i8, ptr %487, i64 120
  store float %547, ptr %548, align 4, !tbaa !12
  %549 = fmul contract float %480, %460
  %550 = getelementptr inbounds nuw i8, ptr %487, i64 124
  store float %549, ptr %550, align 4, !tbaa !12
  %551 = fmul contract float %480, %464
  %552 = getelementptr inbounds nuw i8, ptr %487, i64 128
  store float %551, ptr %552, align 4, !tbaa !12
  %553 = fmul contract float %480, %468
  %554 = getelementptr inbounds nuw i8, ptr %487, i64 132
  store float %553, ptr %554, align 4, !tbaa !12
  %555 = fmul contract float %480, %472
  %556 = getelementptr inbounds nuw i8, ptr %487, i64 136
  store float %555, ptr %556, align 4, !tbaa !12
  %557 = fmul contract float %480, %476
  %558 = getelementptr inbounds nuw i8, ptr %487, i64 140
  store float %557, ptr %558, align 4, !tbaa !12
  br label %559

559:                                              ; preds = %5, %21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
