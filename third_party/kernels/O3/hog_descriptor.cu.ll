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
  br i1 %17, label %18, label %269

18:                                               ; preds = %6
  %19 = icmp sge i32 %16, %4
  %20 = icmp slt i32 %3, 2
  %21 = or i1 %20, %19
  %22 = icmp slt i32 %4, 2
  %23 = or i1 %22, %21
  br i1 %23, label %269, label %24

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
  %58 = zext nneg i32 %11 to i64
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
  br label %205

140:                                              ; preds = %111
  %141 = add nsw i32 %4, -1
  %142 = icmp eq i32 %16, %141
  %143 = icmp eq i32 %5, 0
  br i1 %142, label %144, label %173

144:                                              ; preds = %140
  %145 = sext i32 %11 to i64
  %146 = getelementptr i8, ptr %0, i64 %27
  %147 = getelementptr i8, ptr %146, i64 %145
  %148 = load i8, ptr %147, align 1, !tbaa !11
  br i1 %143, label %153, label %149

149:                                              ; preds = %144
  %150 = zext i8 %148 to i64
  %151 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !12
  br label %155

153:                                              ; preds = %144
  %154 = uitofp i8 %148 to float
  br label %155

155:                                              ; preds = %153, %149
  %156 = phi contract float [ %152, %149 ], [ %154, %153 ]
  %157 = add nsw i32 %4, -2
  %158 = zext nneg i32 %157 to i64
  %159 = mul nuw nsw i64 %158, %26
  %160 = sext i32 %11 to i64
  %161 = getelementptr i8, ptr %0, i64 %159
  %162 = getelementptr i8, ptr %161, i64 %160
  %163 = load i8, ptr %162, align 1, !tbaa !11
  br i1 %143, label %168, label %164

164:                                              ; preds = %155
  %165 = zext i8 %163 to i64
  %166 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !12
  br label %170

168:                                              ; preds = %155
  %169 = uitofp i8 %163 to float
  br label %170

170:                                              ; preds = %168, %164
  %171 = phi contract float [ %167, %164 ], [ %169, %168 ]
  %172 = fsub contract float %156, %171
  br label %205

173:                                              ; preds = %140
  %174 = add nuw nsw i32 %16, 1
  %175 = zext nneg i32 %174 to i64
  %176 = mul nuw nsw i64 %26, %175
  %177 = sext i32 %11 to i64
  %178 = getelementptr i8, ptr %0, i64 %176
  %179 = getelementptr i8, ptr %178, i64 %177
  %180 = load i8, ptr %179, align 1, !tbaa !11
  br i1 %143, label %185, label %181

181:                                              ; preds = %173
  %182 = zext i8 %180 to i64
  %183 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !12
  br label %187

185:                                              ; preds = %173
  %186 = uitofp i8 %180 to float
  br label %187

187:                                              ; preds = %185, %181
  %188 = phi contract float [ %184, %181 ], [ %186, %185 ]
  %189 = add nsw i32 %16, -1
  %190 = zext nneg i32 %189 to i64
  %191 = mul nuw nsw i64 %26, %190
  %192 = sext i32 %11 to i64
  %193 = getelementptr i8, ptr %0, i64 %191
  %194 = getelementptr i8, ptr %193, i64 %192
  %195 = load i8, ptr %194, align 1, !tbaa !11
  br i1 %143, label %200, label %196

196:                                              ; preds = %187
  %197 = zext i8 %195 to i64
  %198 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gamma_lut to ptr), i64 %197
  %199 = load float, ptr %198, align 4, !tbaa !12
  br label %202

200:                                              ; preds = %187
  %201 = uitofp i8 %195 to float
  br label %202

202:                                              ; preds = %200, %196
  %203 = phi contract float [ %199, %196 ], [ %201, %200 ]
  %204 = fsub contract float %188, %203
  br label %205

205:                                              ; preds = %170, %202, %137
  %206 = phi float [ %139, %137 ], [ %172, %170 ], [ %204, %202 ]
  %207 = fmul contract float %112, %112
  %208 = fmul contract float %206, %206
  %209 = fadd contract float %207, %208
  %210 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %209) #7
  %211 = tail call float @llvm.nvvm.fabs.f32(float %112)
  %212 = tail call float @llvm.nvvm.fabs.f32(float %206)
  %213 = fcmp ogt float %212, %211
  %214 = select i1 %213, float %212, float %211
  %215 = select i1 %213, float %211, float %212
  %216 = tail call float @llvm.nvvm.div.rn.f(float %215, float %214) #7
  %217 = fmul float %216, %216
  %218 = tail call float @llvm.fma.f32(float %217, float 0x3F666E2160000000, float 0xBF900EE900000000)
  %219 = tail call float @llvm.fma.f32(float %218, float %217, float 0x3FA59B5640000000)
  %220 = tail call float @llvm.fma.f32(float %219, float %217, float 0xBFB325A200000000)
  %221 = tail call float @llvm.fma.f32(float %220, float %217, float 0x3FBB3D4D80000000)
  %222 = tail call float @llvm.fma.f32(float %221, float %217, float 0xBFC22F9620000000)
  %223 = tail call float @llvm.fma.f32(float %222, float %217, float 0x3FC9979C00000000)
  %224 = tail call float @llvm.fma.f32(float %223, float %217, float 0xBFD5554FA0000000)
  %225 = fmul float %217, %224
  %226 = tail call float @llvm.fma.f32(float %225, float %216, float %216)
  %227 = bitcast float %112 to i32
  %228 = icmp slt i32 %227, 0
  br i1 %213, label %229, label %234

229:                                              ; preds = %205
  %230 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %226)
  %231 = fneg float %226
  %232 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %231)
  %233 = select i1 %228, float %230, float %232
  br label %238

234:                                              ; preds = %205
  %235 = fneg float %226
  %236 = tail call float @llvm.fma.f32(float 0x3FFDDCB020000000, float 0x3FFAEE9D60000000, float %235)
  %237 = select i1 %228, float %236, float %226
  br label %238

238:                                              ; preds = %234, %229
  %239 = phi float [ %233, %229 ], [ %237, %234 ]
  %240 = fcmp oeq float %214, 0.000000e+00
  br i1 %240, label %241, label %245

241:                                              ; preds = %238
  %242 = bitcast float %112 to i32
  %243 = icmp slt i32 %242, 0
  %244 = select i1 %243, float 0x400921FB60000000, float 0.000000e+00
  br label %251

245:                                              ; preds = %238
  %246 = fcmp oeq float %211, %212
  %247 = bitcast float %112 to i32
  %248 = icmp slt i32 %247, 0
  %249 = select i1 %248, float 0x4002D97C80000000, float 0x3FE921FB60000000
  %250 = select i1 %246, float %249, float %239
  br label %251

251:                                              ; preds = %241, %245
  %252 = phi float [ %244, %241 ], [ %250, %245 ]
  %253 = fadd float %211, %212
  %254 = tail call float @llvm.nvvm.fabs.f32(float %253)
  %255 = fcmp uno float %254, 0.000000e+00
  %256 = tail call float @llvm.copysign.f32(float %252, float %206) #7
  %257 = select i1 %255, float %253, float %256
  %258 = fmul contract float %257, 0x404CA5DC20000000
  %259 = fcmp contract olt float %258, 0.000000e+00
  %260 = fadd contract float %258, 1.800000e+02
  %261 = select i1 %259, float %260, float %258
  %262 = fcmp contract ult float %261, 1.800000e+02
  %263 = fadd contract float %261, -1.800000e+02
  %264 = select i1 %262, float %261, float %263
  %265 = sext i32 %11 to i64
  %266 = add nsw i64 %27, %265
  %267 = getelementptr inbounds nuw float, ptr %1, i64 %266
  store float %210, ptr %267, align 4, !tbaa !12
  %268 = getelementptr inbounds nuw float, ptr %2, i64 %266
  store float %264, ptr %268, align 4, !tbaa !12
  br label %269

269:                                              ; preds = %6, %18, %251
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
  br label %37

26:                                               ; preds = %7, %26
  %27 = phi i32 [ %30, %26 ], [ %14, %7 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19hog_cell_histogramsE6s_hist to ptr), i64 %28
  store i32 0, ptr %29, align 4, !tbaa !6
  %30 = add nuw nsw i32 %27, %10
  %31 = icmp samesign ult i32 %30, 36
  br i1 %31, label %26, label %16, !llvm.loop !14

32:                                               ; preds = %101, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %33, label %104

33:                                               ; preds = %32
  %34 = shl nuw i32 %17, 1
  %35 = shl nuw nsw i32 %19, 1
  %36 = sext i32 %5 to i64
  br label %105

37:                                               ; preds = %22, %101
  %38 = phi i32 [ %14, %22 ], [ %102, %101 ]
  %39 = and i32 %38, 15
  %40 = lshr i32 %38, 4
  %41 = or disjoint i32 %39, %18
  %42 = add nuw nsw i32 %40, %20
  %43 = icmp slt i32 %41, %3
  %44 = icmp slt i32 %42, %4
  %45 = select i1 %43, i1 %44, i1 false
  %46 = icmp slt i32 %41, %23
  %47 = select i1 %45, i1 %46, i1 false
  %48 = icmp slt i32 %42, %24
  %49 = select i1 %47, i1 %48, i1 false
  br i1 %49, label %50, label %101

50:                                               ; preds = %37
  %51 = zext nneg i32 %42 to i64
  %52 = mul nsw i64 %51, %25
  %53 = sext i32 %41 to i64
  %54 = add nsw i64 %52, %53
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !12
  %57 = fcmp contract ogt float %56, 0.000000e+00
  br i1 %57, label %58, label %101

58:                                               ; preds = %50
  %59 = getelementptr inbounds nuw float, ptr %1, i64 %54
  %60 = load float, ptr %59, align 4, !tbaa !12
  %61 = lshr i32 %38, 6
  %62 = and i32 %61, 2
  %63 = lshr i32 %39, 3
  %64 = or disjoint i32 %62, %63
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw [9 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hog_cell_histogramsE6s_hist to ptr), i64 %65
  %67 = tail call noundef float @llvm.minnum.f32(float %56, float 4.096000e+03)
  %68 = fcmp contract oge float %60, 0.000000e+00
  %69 = fcmp contract olt float %60, 1.800000e+02
  %70 = and i1 %68, %69
  %71 = fdiv contract float %60, 2.000000e+01
  %72 = fadd contract float %71, -5.000000e-01
  %73 = select i1 %70, float %72, float -5.000000e-01
  %74 = tail call noundef float @llvm.floor.f32(float %73)
  %75 = fptosi float %74 to i32
  %76 = sitofp i32 %75 to float
  %77 = fsub contract float %73, %76
  %78 = icmp slt i32 %75, 0
  %79 = add nsw i32 %75, 9
  %80 = select i1 %78, i32 %79, i32 %75
  %81 = icmp sgt i32 %75, 7
  %82 = select i1 %81, i32 -8, i32 1
  %83 = add nsw i32 %82, %75
  %84 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 range(i32 -2147483647, -2147483648) %80, i32 0)
  %85 = tail call i32 @llvm.umin.i32(i32 %84, i32 8)
  %86 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 range(i32 -2147483647, -2147483648) %83, i32 0)
  %87 = tail call i32 @llvm.umin.i32(i32 %86, i32 8)
  %88 = zext nneg i32 %85 to i64
  %89 = getelementptr inbounds nuw i32, ptr %66, i64 %88
  %90 = fsub contract float 1.000000e+00, %77
  %91 = fmul contract float %67, %90
  %92 = fmul contract float %91, 1.024000e+03
  %93 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %92)
  %94 = atomicrmw add ptr %89, i32 %93 seq_cst, align 4
  %95 = zext nneg i32 %87 to i64
  %96 = getelementptr inbounds nuw i32, ptr %66, i64 %95
  %97 = fmul contract float %67, %77
  %98 = fmul contract float %97, 1.024000e+03
  %99 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %98)
  %100 = atomicrmw add ptr %96, i32 %99 seq_cst, align 4
  br label %101

101:                                              ; preds = %58, %50, %37
  %102 = add nuw nsw i32 %38, %10
  %103 = icmp samesign ult i32 %102, 256
  br i1 %103, label %37, label %32, !llvm.loop !16

104:                                              ; preds = %135, %32
  ret void

105:                                              ; preds = %33, %135
  %106 = phi i32 [ %14, %33 ], [ %136, %135 ]
  %107 = trunc i32 %106 to i8
  %108 = udiv i8 %107, 9
  %109 = and i8 %108, 1
  %110 = zext nneg i8 %109 to i32
  %111 = or disjoint i32 %34, %110
  %112 = icmp samesign ugt i32 %106, 17
  %113 = zext i1 %112 to i32
  %114 = or disjoint i32 %35, %113
  %115 = icmp slt i32 %111, %5
  %116 = icmp slt i32 %114, %6
  %117 = and i1 %116, %115
  br i1 %117, label %118, label %135

118:                                              ; preds = %105
  %119 = trunc i32 %106 to i8
  %120 = urem i8 %119, 9
  %121 = zext nneg i8 %108 to i64
  %122 = getelementptr inbounds nuw [9 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19hog_cell_histogramsE6s_hist to ptr), i64 %121
  %123 = zext nneg i8 %120 to i64
  %124 = getelementptr inbounds nuw i32, ptr %122, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = sitofp i32 %125 to float
  %127 = fmul contract float %126, 0x3F50000000000000
  %128 = zext nneg i32 %114 to i64
  %129 = mul nsw i64 %128, %36
  %130 = sext i32 %111 to i64
  %131 = add nsw i64 %129, %130
  %132 = mul nsw i64 %131, 36
  %133 = getelementptr i8, ptr %2, i64 %132
  %134 = getelementptr float, ptr %133, i64 %123
  store float %127, ptr %134, align 4, !tbaa !12
  br label %135

135:                                              ; preds = %118, %105
  %136 = add nuw nsw i32 %106, %10
  %137 = icmp samesign ult i32 %136, 36
  br i1 %137, label %105, label %104, !llvm.loop !17
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
  br i1 %20, label %21, label %549

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
  %34 = fmul contract float %33, %33
  %35 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %36 = load float, ptr %35, align 4, !tbaa !12
  %37 = fcmp contract oge float %36, 0.000000e+00
  %38 = fcmp contract olt float %36, 0x46293E5940000000
  %39 = and i1 %37, %38
  %40 = select i1 %39, float %36, float 0.000000e+00
  %41 = fmul contract float %40, %40
  %42 = fadd contract float %34, %41
  %43 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %44 = load float, ptr %43, align 4, !tbaa !12
  %45 = fcmp contract oge float %44, 0.000000e+00
  %46 = fcmp contract olt float %44, 0x46293E5940000000
  %47 = and i1 %45, %46
  %48 = select i1 %47, float %44, float 0.000000e+00
  %49 = fmul contract float %48, %48
  %50 = fadd contract float %42, %49
  %51 = getelementptr inbounds nuw i8, ptr %28, i64 12
  %52 = load float, ptr %51, align 4, !tbaa !12
  %53 = fcmp contract oge float %52, 0.000000e+00
  %54 = fcmp contract olt float %52, 0x46293E5940000000
  %55 = and i1 %53, %54
  %56 = select i1 %55, float %52, float 0.000000e+00
  %57 = fmul contract float %56, %56
  %58 = fadd contract float %50, %57
  %59 = getelementptr inbounds nuw i8, ptr %28, i64 16
  %60 = load float, ptr %59, align 4, !tbaa !12
  %61 = fcmp contract oge float %60, 0.000000e+00
  %62 = fcmp contract olt float %60, 0x46293E5940000000
  %63 = and i1 %61, %62
  %64 = select i1 %63, float %60, float 0.000000e+00
  %65 = fmul contract float %64, %64
  %66 = fadd contract float %58, %65
  %67 = getelementptr inbounds nuw i8, ptr %28, i64 20
  %68 = load float, ptr %67, align 4, !tbaa !12
  %69 = fcmp contract oge float %68, 0.000000e+00
  %70 = fcmp contract olt float %68, 0x46293E5940000000
  %71 = and i1 %69, %70
  %72 = select i1 %71, float %68, float 0.000000e+00
  %73 = fmul contract float %72, %72
  %74 = fadd contract float %66, %73
  %75 = getelementptr inbounds nuw i8, ptr %28, i64 24
  %76 = load float, ptr %75, align 4, !tbaa !12
  %77 = fcmp contract oge float %76, 0.000000e+00
  %78 = fcmp contract olt float %76, 0x46293E5940000000
  %79 = and i1 %77, %78
  %80 = select i1 %79, float %76, float 0.000000e+00
  %81 = fmul contract float %80, %80
  %82 = fadd contract float %74, %81
  %83 = getelementptr inbounds nuw i8, ptr %28, i64 28
  %84 = load float, ptr %83, align 4, !tbaa !12
  %85 = fcmp contract oge float %84, 0.000000e+00
  %86 = fcmp contract olt float %84, 0x46293E5940000000
  %87 = and i1 %85, %86
  %88 = select i1 %87, float %84, float 0.000000e+00
  %89 = fmul contract float %88, %88
  %90 = fadd contract float %82, %89
  %91 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %92 = load float, ptr %91, align 4, !tbaa !12
  %93 = fcmp contract oge float %92, 0.000000e+00
  %94 = fcmp contract olt float %92, 0x46293E5940000000
  %95 = and i1 %93, %94
  %96 = select i1 %95, float %92, float 0.000000e+00
  %97 = fmul contract float %96, %96
  %98 = fadd contract float %90, %97
  %99 = add nsw i32 %10, 1
  %100 = sext i32 %99 to i64
  %101 = add nsw i64 %24, %100
  %102 = mul nsw i64 %101, 36
  %103 = getelementptr inbounds nuw i8, ptr %0, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !12
  %105 = fcmp contract oge float %104, 0.000000e+00
  %106 = fcmp contract olt float %104, 0x46293E5940000000
  %107 = and i1 %105, %106
  %108 = select i1 %107, float %104, float 0.000000e+00
  %109 = fmul contract float %108, %108
  %110 = fadd contract float %98, %109
  %111 = getelementptr inbounds nuw i8, ptr %103, i64 4
  %112 = load float, ptr %111, align 4, !tbaa !12
  %113 = fcmp contract oge float %112, 0.000000e+00
  %114 = fcmp contract olt float %112, 0x46293E5940000000
  %115 = and i1 %113, %114
  %116 = select i1 %115, float %112, float 0.000000e+00
  %117 = fmul contract float %116, %116
  %118 = fadd contract float %110, %117
  %119 = getelementptr inbounds nuw i8, ptr %103, i64 8
  %120 = load float, ptr %119, align 4, !tbaa !12
  %121 = fcmp contract oge float %120, 0.000000e+00
  %122 = fcmp contract olt float %120, 0x46293E5940000000
  %123 = and i1 %121, %122
  %124 = select i1 %123, float %120, float 0.000000e+00
  %125 = fmul contract float %124, %124
  %126 = fadd contract float %118, %125
  %127 = getelementptr inbounds nuw i8, ptr %103, i64 12
  %128 = load float, ptr %127, align 4, !tbaa !12
  %129 = fcmp contract oge float %128, 0.000000e+00
  %130 = fcmp contract olt float %128, 0x46293E5940000000
  %131 = and i1 %129, %130
  %132 = select i1 %131, float %128, float 0.000000e+00
  %133 = fmul contract float %132, %132
  %134 = fadd contract float %126, %133
  %135 = getelementptr inbounds nuw i8, ptr %103, i64 16
  %136 = load float, ptr %135, align 4, !tbaa !12
  %137 = fcmp contract oge float %136, 0.000000e+00
  %138 = fcmp contract olt float %136, 0x46293E5940000000
  %139 = and i1 %137, %138
  %140 = select i1 %139, float %136, float 0.000000e+00
  %141 = fmul contract float %140, %140
  %142 = fadd contract float %134, %141
  %143 = getelementptr inbounds nuw i8, ptr %103, i64 20
  %144 = load float, ptr %143, align 4, !tbaa !12
  %145 = fcmp contract oge float %144, 0.000000e+00
  %146 = fcmp contract olt float %144, 0x46293E5940000000
  %147 = and i1 %145, %146
  %148 = select i1 %147, float %144, float 0.000000e+00
  %149 = fmul contract float %148, %148
  %150 = fadd contract float %142, %149
  %151 = getelementptr inbounds nuw i8, ptr %103, i64 24
  %152 = load float, ptr %151, align 4, !tbaa !12
  %153 = fcmp contract oge float %152, 0.000000e+00
  %154 = fcmp contract olt float %152, 0x46293E5940000000
  %155 = and i1 %153, %154
  %156 = select i1 %155, float %152, float 0.000000e+00
  %157 = fmul contract float %156, %156
  %158 = fadd contract float %150, %157
  %159 = getelementptr inbounds nuw i8, ptr %103, i64 28
  %160 = load float, ptr %159, align 4, !tbaa !12
  %161 = fcmp contract oge float %160, 0.000000e+00
  %162 = fcmp contract olt float %160, 0x46293E5940000000
  %163 = and i1 %161, %162
  %164 = select i1 %163, float %160, float 0.000000e+00
  %165 = fmul contract float %164, %164
  %166 = fadd contract float %158, %165
  %167 = getelementptr inbounds nuw i8, ptr %103, i64 32
  %168 = load float, ptr %167, align 4, !tbaa !12
  %169 = fcmp contract oge float %168, 0.000000e+00
  %170 = fcmp contract olt float %168, 0x46293E5940000000
  %171 = and i1 %169, %170
  %172 = select i1 %171, float %168, float 0.000000e+00
  %173 = fmul contract float %172, %172
  %174 = fadd contract float %166, %173
  %175 = add nuw nsw i32 %15, 1
  %176 = zext nneg i32 %175 to i64
  %177 = mul nsw i64 %176, %22
  %178 = add nsw i64 %177, %25
  %179 = mul nsw i64 %178, 36
  %180 = getelementptr inbounds nuw i8, ptr %0, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !12
  %182 = fcmp contract oge float %181, 0.000000e+00
  %183 = fcmp contract olt float %181, 0x46293E5940000000
  %184 = and i1 %182, %183
  %185 = select i1 %184, float %181, float 0.000000e+00
  %186 = fmul contract float %185, %185
  %187 = fadd contract float %174, %186
  %188 = getelementptr inbounds nuw i8, ptr %180, i64 4
  %189 = load float, ptr %188, align 4, !tbaa !12
  %190 = fcmp contract oge float %189, 0.000000e+00
  %191 = fcmp contract olt float %189, 0x46293E5940000000
  %192 = and i1 %190, %191
  %193 = select i1 %192, float %189, float 0.000000e+00
  %194 = fmul contract float %193, %193
  %195 = fadd contract float %187, %194
  %196 = getelementptr inbounds nuw i8, ptr %180, i64 8
  %197 = load float, ptr %196, align 4, !tbaa !12
  %198 = fcmp contract oge float %197, 0.000000e+00
  %199 = fcmp contract olt float %197, 0x46293E5940000000
  %200 = and i1 %198, %199
  %201 = select i1 %200, float %197, float 0.000000e+00
  %202 = fmul contract float %201, %201
  %203 = fadd contract float %195, %202
  %204 = getelementptr inbounds nuw i8, ptr %180, i64 12
  %205 = load float, ptr %204, align 4, !tbaa !12
  %206 = fcmp contract oge float %205, 0.000000e+00
  %207 = fcmp contract olt float %205, 0x46293E5940000000
  %208 = and i1 %206, %207
  %209 = select i1 %208, float %205, float 0.000000e+00
  %210 = fmul contract float %209, %209
  %211 = fadd contract float %203, %210
  %212 = getelementptr inbounds nuw i8, ptr %180, i64 16
  %213 = load float, ptr %212, align 4, !tbaa !12
  %214 = fcmp contract oge float %213, 0.000000e+00
  %215 = fcmp contract olt float %213, 0x46293E5940000000
  %216 = and i1 %214, %215
  %217 = select i1 %216, float %213, float 0.000000e+00
  %218 = fmul contract float %217, %217
  %219 = fadd contract float %211, %218
  %220 = getelementptr inbounds nuw i8, ptr %180, i64 20
  %221 = load float, ptr %220, align 4, !tbaa !12
  %222 = fcmp contract oge float %221, 0.000000e+00
  %223 = fcmp contract olt float %221, 0x46293E5940000000
  %224 = and i1 %222, %223
  %225 = select i1 %224, float %221, float 0.000000e+00
  %226 = fmul contract float %225, %225
  %227 = fadd contract float %219, %226
  %228 = getelementptr inbounds nuw i8, ptr %180, i64 24
  %229 = load float, ptr %228, align 4, !tbaa !12
  %230 = fcmp contract oge float %229, 0.000000e+00
  %231 = fcmp contract olt float %229, 0x46293E5940000000
  %232 = and i1 %230, %231
  %233 = select i1 %232, float %229, float 0.000000e+00
  %234 = fmul contract float %233, %233
  %235 = fadd contract float %227, %234
  %236 = getelementptr inbounds nuw i8, ptr %180, i64 28
  %237 = load float, ptr %236, align 4, !tbaa !12
  %238 = fcmp contract oge float %237, 0.000000e+00
  %239 = fcmp contract olt float %237, 0x46293E5940000000
  %240 = and i1 %238, %239
  %241 = select i1 %240, float %237, float 0.000000e+00
  %242 = fmul contract float %241, %241
  %243 = fadd contract float %235, %242
  %244 = getelementptr inbounds nuw i8, ptr %180, i64 32
  %245 = load float, ptr %244, align 4, !tbaa !12
  %246 = fcmp contract oge float %245, 0.000000e+00
  %247 = fcmp contract olt float %245, 0x46293E5940000000
  %248 = and i1 %246, %247
  %249 = select i1 %248, float %245, float 0.000000e+00
  %250 = fmul contract float %249, %249
  %251 = fadd contract float %243, %250
  %252 = add nsw i64 %177, %100
  %253 = mul nsw i64 %252, 36
  %254 = getelementptr inbounds nuw i8, ptr %0, i64 %253
  %255 = load float, ptr %254, align 4, !tbaa !12
  %256 = fcmp contract oge float %255, 0.000000e+00
  %257 = fcmp contract olt float %255, 0x46293E5940000000
  %258 = and i1 %256, %257
  %259 = select i1 %258, float %255, float 0.000000e+00
  %260 = fmul contract float %259, %259
  %261 = fadd contract float %251, %260
  %262 = getelementptr inbounds nuw i8, ptr %254, i64 4
  %263 = load float, ptr %262, align 4, !tbaa !12
  %264 = fcmp contract oge float %263, 0.000000e+00
  %265 = fcmp contract olt float %263, 0x46293E5940000000
  %266 = and i1 %264, %265
  %267 = select i1 %266, float %263, float 0.000000e+00
  %268 = fmul contract float %267, %267
  %269 = fadd contract float %261, %268
  %270 = getelementptr inbounds nuw i8, ptr %254, i64 8
  %271 = load float, ptr %270, align 4, !tbaa !12
  %272 = fcmp contract oge float %271, 0.000000e+00
  %273 = fcmp contract olt float %271, 0x46293E5940000000
  %274 = and i1 %272, %273
  %275 = select i1 %274, float %271, float 0.000000e+00
  %276 = fmul contract float %275, %275
  %277 = fadd contract float %269, %276
  %278 = getelementptr inbounds nuw i8, ptr %254, i64 12
  %279 = load float, ptr %278, align 4, !tbaa !12
  %280 = fcmp contract oge float %279, 0.000000e+00
  %281 = fcmp contract olt float %279, 0x46293E5940000000
  %282 = and i1 %280, %281
  %283 = select i1 %282, float %279, float 0.000000e+00
  %284 = fmul contract float %283, %283
  %285 = fadd contract float %277, %284
  %286 = getelementptr inbounds nuw i8, ptr %254, i64 16
  %287 = load float, ptr %286, align 4, !tbaa !12
  %288 = fcmp contract oge float %287, 0.000000e+00
  %289 = fcmp contract olt float %287, 0x46293E5940000000
  %290 = and i1 %288, %289
  %291 = select i1 %290, float %287, float 0.000000e+00
  %292 = fmul contract float %291, %291
  %293 = fadd contract float %285, %292
  %294 = getelementptr inbounds nuw i8, ptr %254, i64 20
  %295 = load float, ptr %294, align 4, !tbaa !12
  %296 = fcmp contract oge float %295, 0.000000e+00
  %297 = fcmp contract olt float %295, 0x46293E5940000000
  %298 = and i1 %296, %297
  %299 = select i1 %298, float %295, float 0.000000e+00
  %300 = fmul contract float %299, %299
  %301 = fadd contract float %293, %300
  %302 = getelementptr inbounds nuw i8, ptr %254, i64 24
  %303 = load float, ptr %302, align 4, !tbaa !12
  %304 = fcmp contract oge float %303, 0.000000e+00
  %305 = fcmp contract olt float %303, 0x46293E5940000000
  %306 = and i1 %304, %305
  %307 = select i1 %306, float %303, float 0.000000e+00
  %308 = fmul contract float %307, %307
  %309 = fadd contract float %301, %308
  %310 = getelementptr inbounds nuw i8, ptr %254, i64 28
  %311 = load float, ptr %310, align 4, !tbaa !12
  %312 = fcmp contract oge float %311, 0.000000e+00
  %313 = fcmp contract olt float %311, 0x46293E5940000000
  %314 = and i1 %312, %313
  %315 = select i1 %314, float %311, float 0.000000e+00
  %316 = fmul contract float %315, %315
  %317 = fadd contract float %309, %316
  %318 = getelementptr inbounds nuw i8, ptr %254, i64 32
  %319 = load float, ptr %318, align 4, !tbaa !12
  %320 = fcmp contract oge float %319, 0.000000e+00
  %321 = fcmp contract olt float %319, 0x46293E5940000000
  %322 = and i1 %320, %321
  %323 = select i1 %322, float %319, float 0.000000e+00
  %324 = fmul contract float %323, %323
  %325 = fadd contract float %317, %324
  %326 = fadd contract float %325, 0x3EB0C6F7C0000000
  %327 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %326)
  %328 = fmul contract float %327, %33
  %329 = tail call noundef float @llvm.minnum.f32(float %328, float %4)
  %330 = fmul contract float %329, %329
  %331 = fmul contract float %327, %40
  %332 = tail call noundef float @llvm.minnum.f32(float %331, float %4)
  %333 = fmul contract float %332, %332
  %334 = fadd contract float %330, %333
  %335 = fmul contract float %327, %48
  %336 = tail call noundef float @llvm.minnum.f32(float %335, float %4)
  %337 = fmul contract float %336, %336
  %338 = fadd contract float %334, %337
  %339 = fmul contract float %327, %56
  %340 = tail call noundef float @llvm.minnum.f32(float %339, float %4)
  %341 = fmul contract float %340, %340
  %342 = fadd contract float %338, %341
  %343 = fmul contract float %327, %64
  %344 = tail call noundef float @llvm.minnum.f32(float %343, float %4)
  %345 = fmul contract float %344, %344
  %346 = fadd contract float %342, %345
  %347 = fmul contract float %327, %72
  %348 = tail call noundef float @llvm.minnum.f32(float %347, float %4)
  %349 = fmul contract float %348, %348
  %350 = fadd contract float %346, %349
  %351 = fmul contract float %327, %80
  %352 = tail call noundef float @llvm.minnum.f32(float %351, float %4)
  %353 = fmul contract float %352, %352
  %354 = fadd contract float %350, %353
  %355 = fmul contract float %327, %88
  %356 = tail call noundef float @llvm.minnum.f32(float %355, float %4)
  %357 = fmul contract float %356, %356
  %358 = fadd contract float %354, %357
  %359 = fmul contract float %327, %96
  %360 = tail call noundef float @llvm.minnum.f32(float %359, float %4)
  %361 = fmul contract float %360, %360
  %362 = fadd contract float %358, %361
  %363 = fmul contract float %327, %108
  %364 = tail call noundef float @llvm.minnum.f32(float %363, float %4)
  %365 = fmul contract float %364, %364
  %366 = fadd contract float %362, %365
  %367 = fmul contract float %327, %116
  %368 = tail call noundef float @llvm.minnum.f32(float %367, float %4)
  %369 = fmul contract float %368, %368
  %370 = fadd contract float %366, %369
  %371 = fmul contract float %327, %124
  %372 = tail call noundef float @llvm.minnum.f32(float %371, float %4)
  %373 = fmul contract float %372, %372
  %374 = fadd contract float %370, %373
  %375 = fmul contract float %327, %132
  %376 = tail call noundef float @llvm.minnum.f32(float %375, float %4)
  %377 = fmul contract float %376, %376
  %378 = fadd contract float %374, %377
  %379 = fmul contract float %327, %140
  %380 = tail call noundef float @llvm.minnum.f32(float %379, float %4)
  %381 = fmul contract float %380, %380
  %382 = fadd contract float %378, %381
  %383 = fmul contract float %327, %148
  %384 = tail call noundef float @llvm.minnum.f32(float %383, float %4)
  %385 = fmul contract float %384, %384
  %386 = fadd contract float %382, %385
  %387 = fmul contract float %327, %156
  %388 = tail call noundef float @llvm.minnum.f32(float %387, float %4)
  %389 = fmul contract float %388, %388
  %390 = fadd contract float %386, %389
  %391 = fmul contract float %327, %164
  %392 = tail call noundef float @llvm.minnum.f32(float %391, float %4)
  %393 = fmul contract float %392, %392
  %394 = fadd contract float %390, %393
  %395 = fmul contract float %327, %172
  %396 = tail call noundef float @llvm.minnum.f32(float %395, float %4)
  %397 = fmul contract float %396, %396
  %398 = fadd contract float %394, %397
  %399 = fmul contract float %327, %185
  %400 = tail call noundef float @llvm.minnum.f32(float %399, float %4)
  %401 = fmul contract float %400, %400
  %402 = fadd contract float %398, %401
  %403 = fmul contract float %327, %193
  %404 = tail call noundef float @llvm.minnum.f32(float %403, float %4)
  %405 = fmul contract float %404, %404
  %406 = fadd contract float %402, %405
  %407 = fmul contract float %327, %201
  %408 = tail call noundef float @llvm.minnum.f32(float %407, float %4)
  %409 = fmul contract float %408, %408
  %410 = fadd contract float %406, %409
  %411 = fmul contract float %327, %209
  %412 = tail call noundef float @llvm.minnum.f32(float %411, float %4)
  %413 = fmul contract float %412, %412
  %414 = fadd contract float %410, %413
  %415 = fmul contract float %327, %217
  %416 = tail call noundef float @llvm.minnum.f32(float %415, float %4)
  %417 = fmul contract float %416, %416
  %418 = fadd contract float %414, %417
  %419 = fmul contract float %327, %225
  %420 = tail call noundef float @llvm.minnum.f32(float %419, float %4)
  %421 = fmul contract float %420, %420
  %422 = fadd contract float %418, %421
  %423 = fmul contract float %327, %233
  %424 = tail call noundef float @llvm.minnum.f32(float %423, float %4)
  %425 = fmul contract float %424, %424
  %426 = fadd contract float %422, %425
  %427 = fmul contract float %327, %241
  %428 = tail call noundef float @llvm.minnum.f32(float %427, float %4)
  %429 = fmul contract float %428, %428
  %430 = fadd contract float %426, %429
  %431 = fmul contract float %327, %249
  %432 = tail call noundef float @llvm.minnum.f32(float %431, float %4)
  %433 = fmul contract float %432, %432
  %434 = fadd contract float %430, %433
  %435 = fmul contract float %327, %259
  %436 = tail call noundef float @llvm.minnum.f32(float %435, float %4)
  %437 = fmul contract float %436, %436
  %438 = fadd contract float %434, %437
  %439 = fmul contract float %327, %267
  %440 = tail call noundef float @llvm.minnum.f32(float %439, float %4)
  %441 = fmul contract float %440, %440
  %442 = fadd contract float %438, %441
  %443 = fmul contract float %327, %275
  %444 = tail call noundef float @llvm.minnum.f32(float %443, float %4)
  %445 = fmul contract float %444, %444
  %446 = fadd contract float %442, %445
  %447 = fmul contract float %327, %283
  %448 = tail call noundef float @llvm.minnum.f32(float %447, float %4)
  %449 = fmul contract float %448, %448
  %450 = fadd contract float %446, %449
  %451 = fmul contract float %327, %291
  %452 = tail call noundef float @llvm.minnum.f32(float %451, float %4)
  %453 = fmul contract float %452, %452
  %454 = fadd contract float %450, %453
  %455 = fmul contract float %327, %299
  %456 = tail call noundef float @llvm.minnum.f32(float %455, float %4)
  %457 = fmul contract float %456, %456
  %458 = fadd contract float %454, %457
  %459 = fmul contract float %327, %307
  %460 = tail call noundef float @llvm.minnum.f32(float %459, float %4)
  %461 = fmul contract float %460, %460
  %462 = fadd contract float %458, %461
  %463 = fmul contract float %327, %315
  %464 = tail call noundef float @llvm.minnum.f32(float %463, float %4)
  %465 = fmul contract float %464, %464
  %466 = fadd contract float %462, %465
  %467 = fmul contract float %327, %323
  %468 = tail call noundef float @llvm.minnum.f32(float %467, float %4)
  %469 = fmul contract float %468, %468
  %470 = fadd contract float %466, %469
  %471 = fadd contract float %470, 0x3EB0C6F7C0000000
  %472 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %471)
  %473 = sext i32 %16 to i64
  %474 = mul nsw i64 %473, %23
  %475 = add nsw i64 %474, %25
  %476 = mul i64 %475, 144
  %477 = getelementptr inbounds nuw i8, ptr %1, i64 %476
  %478 = fmul contract float %472, %329
  store float %478, ptr %477, align 4, !tbaa !12
  %479 = fmul contract float %472, %332
  %480 = getelementptr inbounds nuw i8, ptr %477, i64 4
  store float %479, ptr %480, align 4, !tbaa !12
  %481 = fmul contract float %472, %336
  %482 = getelementptr inbounds nuw i8, ptr %477, i64 8
  store float %481, ptr %482, align 4, !tbaa !12
  %483 = fmul contract float %472, %340
  %484 = getelementptr inbounds nuw i8, ptr %477, i64 12
  store float %483, ptr %484, align 4, !tbaa !12
  %485 = fmul contract float %472, %344
  %486 = getelementptr inbounds nuw i8, ptr %477, i64 16
  store float %485, ptr %486, align 4, !tbaa !12
  %487 = fmul contract float %472, %348
  %488 = getelementptr inbounds nuw i8, ptr %477, i64 20
  store float %487, ptr %488, align 4, !tbaa !12
  %489 = fmul contract float %472, %352
  %490 = getelementptr inbounds nuw i8, ptr %477, i64 24
  store float %489, ptr %490, align 4, !tbaa !12
  %491 = fmul contract float %472, %356
  %492 = getelementptr inbounds nuw i8, ptr %477, i64 28
  store float %491, ptr %492, align 4, !tbaa !12
  %493 = fmul contract float %472, %360
  %494 = getelementptr inbounds nuw i8, ptr %477, i64 32
  store float %493, ptr %494, align 4, !tbaa !12
  %495 = fmul contract float %472, %364
  %496 = getelementptr inbounds nuw i8, ptr %477, i64 36
  store float %495, ptr %496, align 4, !tbaa !12
  %497 = fmul contract float %472, %368
  %498 = getelementptr inbounds nuw i8, ptr %477, i64 40
  store float %497, ptr %498, align 4, !tbaa !12
  %499 = fmul contract float %472, %372
  %500 = getelementptr inbounds nuw i8, ptr %477, i64 44
  store float %499, ptr %500, align 4, !tbaa !12
  %501 = fmul contract float %472, %376
  %502 = getelementptr inbounds nuw i8, ptr %477, i64 48
  store float %501, ptr %502, align 4, !tbaa !12
  %503 = fmul contract float %472, %380
  %504 = getelementptr inbounds nuw i8, ptr %477, i64 52
  store float %503, ptr %504, align 4, !tbaa !12
  %505 = fmul contract float %472, %384
  %506 = getelementptr inbounds nuw i8, ptr %477, i64 56
  store float %505, ptr %506, align 4, !tbaa !12
  %507 = fmul contract float %472, %388
  %508 = getelementptr inbounds nuw i8, ptr %477, i64 60
  store float %507, ptr %508, align 4, !tbaa !12
  %509 = fmul contract float %472, %392
  %510 = getelementptr inbounds nuw i8, ptr %477, i64 64
  store float %509, ptr %510, align 4, !tbaa !12
  %511 = fmul contract float %472, %396
  %512 = getelementptr inbounds nuw i8, ptr %477, i64 68
  store float %511, ptr %512, align 4, !tbaa !12
  %513 = fmul contract float %472, %400
  %514 = getelementptr inbounds nuw i8, ptr %477, i64 72
  store float %513, ptr %514, align 4, !tbaa !12
  %515 = fmul contract float %472, %404
  %516 = getelementptr inbounds nuw i8, ptr %477, i64 76
  store float %515, ptr %516, align 4, !tbaa !12
  %517 = fmul contract float %472, %408
  %518 = getelementptr inbounds nuw i8, ptr %477, i64 80
  store float %517, ptr %518, align 4, !tbaa !12
  %519 = fmul contract float %472, %412
  %520 = getelementptr inbounds nuw i8, ptr %477, i64 84
  store float %519, ptr %520, align 4, !tbaa !12
  %521 = fmul contract float %472, %416
  %522 = getelementptr inbounds nuw i8, ptr %477, i64 88
  store float %521, ptr %522, align 4, !tbaa !12
  %523 = fmul contract float %472, %420
  %524 = getelementptr inbounds nuw i8, ptr %477, i64 92
  store float %523, ptr %524, align 4, !tbaa !12
  %525 = fmul contract float %472, %424
  %526 = getelementptr inbounds nuw i8, ptr %477, i64 96
  store float %525, ptr %526, align 4, !tbaa !12
  %527 = fmul contract float %472, %428
  %528 = getelementptr inbounds nuw i8, ptr %477, i64 100
  store float %527, ptr %528, align 4, !tbaa !12
  %529 = fmul contract float %472, %432
  %530 = getelementptr inbounds nuw i8, ptr %477, i64 104
  store float %529, ptr %530, align 4, !tbaa !12
  %531 = fmul contract float %472, %436
  %532 = getelementptr inbounds nuw i8, ptr %477, i64 108
  store float %531, ptr %532, align 4, !tbaa !12
  %533 = fmul contract float %472, %440
  %534 = getelementptr inbounds nuw i8, ptr %477, i64 112
  store float %533, ptr %534, align 4, !tbaa !12
  %535 = fmul contract float %472, %444
  %536 = getelementptr inbounds nuw i8, ptr %477, i64 116
  store float %535, ptr %536, align 4, !tbaa !12
  %537 = fmul contract float %472, %448
  %538 = getelementptr inbounds nuw i8, ptr %477, i64 120
  store float %537, ptr %538, align 4, !tbaa !12
  %539 = fmul contract float %472, %452
  %540 = getelementptr inbounds nuw i8, ptr %477, i64 124
  store float %539, ptr %540, align 4, !tbaa !12
  %541 = fmul contract float %472, %456
  %542 = getelementptr inbounds nuw i8, ptr %477, i64 128
  store float %541, ptr %542, align 4, !tbaa !12
  %543 = fmul contract float %472, %460
  %544 = getelementptr inbounds nuw i8, ptr %477, i64 132
  store float %543, ptr %544, align 4, !tbaa !12
  %545 = fmul contract float %472, %464
  %546 = getelementptr inbounds nuw i8, ptr %477, i64 136
  store float %545, ptr %546, align 4, !tbaa !12
  %547 = fmul contract float %472, %468
  %548 = getelementptr inbounds nuw i8, ptr %477, i64 140
  store float %547, ptr %548, align 4, !tbaa !12
  br label %549

549:                                              ; preds = %5, %21
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
