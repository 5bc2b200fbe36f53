; ModuleID = 'src/spectral_element.cu'
source_filename = "src/spectral_element.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15sem_ax_hex8_f32E3s_d = internal unnamed_addr addrspace(3) global [8 x [9 x float]] undef, align 4
@_ZZ15sem_ax_hex8_f32E3s_u = internal unnamed_addr addrspace(3) global [8 x [8 x [8 x float]]] undef, align 4
@_ZZ15sem_ax_hex8_f32E3s_r = internal unnamed_addr addrspace(3) global [8 x [8 x [8 x float]]] undef, align 4
@_ZZ15sem_ax_hex8_f32E3s_s = internal unnamed_addr addrspace(3) global [8 x [8 x [8 x float]]] undef, align 4
@_ZZ15sem_ax_hex8_f32E3s_t = internal unnamed_addr addrspace(3) global [8 x [8 x [8 x float]]] undef, align 4
@_ZZ18sem_interp_gll_f64E3s_j = internal unnamed_addr addrspace(3) global [30 x double] undef, align 8
@_ZZ18sem_interp_gll_f64E3s_a = internal unnamed_addr addrspace(3) global [216 x double] undef, align 8
@_ZZ18sem_interp_gll_f64E3s_b = internal unnamed_addr addrspace(3) global [216 x double] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sem_ax_hex8_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul nuw nsw i32 %8, %9
  %11 = add nuw nsw i32 %10, %7
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %9, %12
  %14 = icmp samesign ult i32 %11, 64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %94

17:                                               ; preds = %6
  %18 = lshr i32 %11, 3
  %19 = and i32 %18, 7
  %20 = and i32 %11, 7
  %21 = and i32 %11, 56
  %22 = zext nneg i32 %21 to i64
  %23 = zext nneg i32 %20 to i64
  %24 = getelementptr float, ptr %0, i64 %22
  %25 = getelementptr float, ptr %24, i64 %23
  %26 = zext nneg i32 %19 to i64
  %27 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_u to ptr), i64 %26
  %28 = getelementptr inbounds nuw float, ptr %27, i64 %23
  %29 = getelementptr inbounds nuw [9 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %23
  %30 = getelementptr inbounds nuw [9 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %26
  %31 = getelementptr float, ptr %1, i64 %22
  %32 = getelementptr float, ptr %31, i64 %23
  %33 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_r to ptr), i64 %26
  %34 = getelementptr inbounds nuw float, ptr %33, i64 %23
  %35 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_s to ptr), i64 %26
  %36 = getelementptr inbounds nuw float, ptr %35, i64 %23
  %37 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_t to ptr), i64 %26
  %38 = getelementptr inbounds nuw float, ptr %37, i64 %23
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_s to ptr), i64 %23
  %40 = getelementptr float, ptr %3, i64 %22
  %41 = getelementptr float, ptr %40, i64 %23
  %42 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %43 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %44 = getelementptr inbounds nuw i8, ptr %28, i64 512
  %45 = getelementptr inbounds nuw i8, ptr %28, i64 768
  %46 = getelementptr inbounds nuw i8, ptr %28, i64 1024
  %47 = getelementptr inbounds nuw i8, ptr %28, i64 1280
  %48 = getelementptr inbounds nuw i8, ptr %28, i64 1536
  %49 = getelementptr inbounds nuw i8, ptr %28, i64 1792
  %50 = getelementptr inbounds nuw i8, ptr %28, i64 1024
  %51 = getelementptr inbounds nuw i8, ptr %29, i64 20
  %52 = getelementptr inbounds nuw i8, ptr %30, i64 20
  %53 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %54 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %55 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %56 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %57 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %58 = getelementptr inbounds nuw i8, ptr %28, i64 512
  %59 = getelementptr inbounds nuw i8, ptr %29, i64 12
  %60 = getelementptr inbounds nuw i8, ptr %30, i64 12
  %61 = getelementptr inbounds nuw i8, ptr %28, i64 768
  %62 = getelementptr inbounds nuw i8, ptr %29, i64 16
  %63 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %64 = getelementptr inbounds nuw i8, ptr %28, i64 1280
  %65 = getelementptr inbounds nuw i8, ptr %29, i64 24
  %66 = getelementptr inbounds nuw i8, ptr %30, i64 24
  %67 = getelementptr inbounds nuw i8, ptr %28, i64 1536
  %68 = getelementptr inbounds nuw i8, ptr %29, i64 28
  %69 = getelementptr inbounds nuw i8, ptr %30, i64 28
  %70 = getelementptr inbounds nuw i8, ptr %28, i64 1792
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %23
  %72 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 108), i64 %26
  %73 = getelementptr inbounds nuw i8, ptr %38, i64 768
  %74 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 144), i64 %23
  %75 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 144), i64 %26
  %76 = getelementptr inbounds nuw i8, ptr %38, i64 1024
  %77 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 180), i64 %23
  %78 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 180), i64 %26
  %79 = getelementptr inbounds nuw i8, ptr %38, i64 1280
  %80 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %26
  %81 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 36), i64 %23
  %82 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 36), i64 %26
  %83 = getelementptr inbounds nuw i8, ptr %38, i64 256
  %84 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 72), i64 %23
  %85 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 72), i64 %26
  %86 = getelementptr inbounds nuw i8, ptr %38, i64 512
  %87 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 108), i64 %23
  %88 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 216), i64 %23
  %89 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 216), i64 %26
  %90 = getelementptr inbounds nuw i8, ptr %38, i64 1536
  %91 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 252), i64 %23
  %92 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 252), i64 %26
  %93 = getelementptr inbounds nuw i8, ptr %38, i64 1792
  br label %95

94:                                               ; preds = %426, %6
  ret void

95:                                               ; preds = %17, %426
  %96 = phi i32 [ %15, %17 ], [ %427, %426 ]
  %97 = sext i32 %96 to i64
  %98 = shl nsw i64 %97, 9
  br i1 %14, label %116, label %129

99:                                               ; preds = %116
  %100 = getelementptr float, ptr %25, i64 %98
  %101 = load float, ptr %100, align 4, !tbaa !11
  store float %101, ptr %28, align 4, !tbaa !11
  %102 = getelementptr i8, ptr %100, i64 256
  %103 = load float, ptr %102, align 4, !tbaa !11
  store float %103, ptr %43, align 4, !tbaa !11
  %104 = getelementptr i8, ptr %100, i64 512
  %105 = load float, ptr %104, align 4, !tbaa !11
  store float %105, ptr %44, align 4, !tbaa !11
  %106 = getelementptr i8, ptr %100, i64 768
  %107 = load float, ptr %106, align 4, !tbaa !11
  store float %107, ptr %45, align 4, !tbaa !11
  %108 = getelementptr i8, ptr %100, i64 1024
  %109 = load float, ptr %108, align 4, !tbaa !11
  store float %109, ptr %46, align 4, !tbaa !11
  %110 = getelementptr i8, ptr %100, i64 1280
  %111 = load float, ptr %110, align 4, !tbaa !11
  store float %111, ptr %47, align 4, !tbaa !11
  %112 = getelementptr i8, ptr %100, i64 1536
  %113 = load float, ptr %112, align 4, !tbaa !11
  store float %113, ptr %48, align 4, !tbaa !11
  %114 = getelementptr i8, ptr %100, i64 1792
  %115 = load float, ptr %114, align 4, !tbaa !11
  store float %115, ptr %49, align 4, !tbaa !11
  br label %129

116:                                              ; preds = %95, %116
  %117 = phi i32 [ %127, %116 ], [ %11, %95 ]
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw float, ptr %2, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = lshr i32 %117, 3
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw [9 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %122
  %124 = and i32 %117, 7
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw float, ptr %123, i64 %125
  store float %120, ptr %126, align 4, !tbaa !11
  %127 = add nuw nsw i32 %117, %13
  %128 = icmp samesign ult i32 %127, 64
  br i1 %128, label %116, label %99, !llvm.loop !13

129:                                              ; preds = %95, %99
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %130, label %291

130:                                              ; preds = %129
  %131 = mul nsw i64 %97, 12288
  %132 = getelementptr i8, ptr %32, i64 %131
  %133 = load float, ptr %50, align 4, !tbaa !11
  %134 = load float, ptr %51, align 4, !tbaa !11
  %135 = load float, ptr %52, align 4, !tbaa !11
  %136 = load float, ptr %29, align 4, !tbaa !11
  %137 = load float, ptr %30, align 4, !tbaa !11
  %138 = load float, ptr %28, align 4, !tbaa !11
  %139 = load float, ptr %53, align 4, !tbaa !11
  %140 = load float, ptr %54, align 4, !tbaa !11
  %141 = load float, ptr %55, align 4, !tbaa !11
  %142 = load float, ptr %56, align 4, !tbaa !11
  %143 = load float, ptr %57, align 4, !tbaa !11
  %144 = load float, ptr %58, align 4, !tbaa !11
  %145 = load float, ptr %59, align 4, !tbaa !11
  %146 = load float, ptr %60, align 4, !tbaa !11
  %147 = load float, ptr %61, align 4, !tbaa !11
  %148 = load float, ptr %62, align 4, !tbaa !11
  %149 = load float, ptr %63, align 4, !tbaa !11
  %150 = load float, ptr %64, align 4, !tbaa !11
  %151 = load float, ptr %65, align 4, !tbaa !11
  %152 = load float, ptr %66, align 4, !tbaa !11
  %153 = load float, ptr %67, align 4, !tbaa !11
  %154 = load float, ptr %68, align 4, !tbaa !11
  %155 = load float, ptr %69, align 4, !tbaa !11
  %156 = load float, ptr %70, align 4, !tbaa !11
  br label %157

157:                                              ; preds = %130, %157
  %158 = phi i32 [ 0, %130 ], [ %289, %157 ]
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds nuw [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_u to ptr), i64 %159
  %161 = getelementptr inbounds nuw [8 x float], ptr %160, i64 %26
  %162 = getelementptr inbounds nuw float, ptr %160, i64 %23
  %163 = getelementptr inbounds nuw [9 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %159
  %164 = load float, ptr %161, align 4, !tbaa !11
  %165 = fmul contract float %136, %164
  %166 = fadd contract float %165, 0.000000e+00
  %167 = load float, ptr %162, align 4, !tbaa !11
  %168 = fmul contract float %137, %167
  %169 = fadd contract float %168, 0.000000e+00
  %170 = load float, ptr %163, align 4, !tbaa !11
  %171 = fmul contract float %170, %138
  %172 = fadd contract float %171, 0.000000e+00
  %173 = getelementptr inbounds nuw i8, ptr %161, i64 4
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fmul contract float %139, %174
  %176 = fadd contract float %166, %175
  %177 = getelementptr inbounds nuw i8, ptr %162, i64 32
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = fmul contract float %140, %178
  %180 = fadd contract float %169, %179
  %181 = getelementptr inbounds nuw i8, ptr %163, i64 4
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = fmul contract float %182, %141
  %184 = fadd contract float %172, %183
  %185 = getelementptr inbounds nuw i8, ptr %161, i64 8
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = fmul contract float %142, %186
  %188 = fadd contract float %176, %187
  %189 = getelementptr inbounds nuw i8, ptr %162, i64 64
  %190 = load float, ptr %189, align 4, !tbaa !11
  %191 = fmul contract float %143, %190
  %192 = fadd contract float %180, %191
  %193 = getelementptr inbounds nuw i8, ptr %163, i64 8
  %194 = load float, ptr %193, align 4, !tbaa !11
  %195 = fmul contract float %194, %144
  %196 = fadd contract float %184, %195
  %197 = getelementptr inbounds nuw i8, ptr %161, i64 12
  %198 = load float, ptr %197, align 4, !tbaa !11
  %199 = fmul contract float %145, %198
  %200 = fadd contract float %188, %199
  %201 = getelementptr inbounds nuw i8, ptr %162, i64 96
  %202 = load float, ptr %201, align 4, !tbaa !11
  %203 = fmul contract float %146, %202
  %204 = fadd contract float %192, %203
  %205 = getelementptr inbounds nuw i8, ptr %163, i64 12
  %206 = load float, ptr %205, align 4, !tbaa !11
  %207 = fmul contract float %206, %147
  %208 = fadd contract float %196, %207
  %209 = getelementptr inbounds nuw i8, ptr %161, i64 16
  %210 = load float, ptr %209, align 4, !tbaa !11
  %211 = fmul contract float %148, %210
  %212 = fadd contract float %200, %211
  %213 = getelementptr inbounds nuw i8, ptr %162, i64 128
  %214 = load float, ptr %213, align 4, !tbaa !11
  %215 = fmul contract float %149, %214
  %216 = fadd contract float %204, %215
  %217 = getelementptr inbounds nuw i8, ptr %163, i64 16
  %218 = load float, ptr %217, align 4, !tbaa !11
  %219 = fmul contract float %218, %133
  %220 = fadd contract float %208, %219
  %221 = getelementptr inbounds nuw i8, ptr %161, i64 20
  %222 = load float, ptr %221, align 4, !tbaa !11
  %223 = fmul contract float %134, %222
  %224 = fadd contract float %212, %223
  %225 = getelementptr inbounds nuw i8, ptr %162, i64 160
  %226 = load float, ptr %225, align 4, !tbaa !11
  %227 = fmul contract float %135, %226
  %228 = fadd contract float %216, %227
  %229 = getelementptr inbounds nuw i8, ptr %163, i64 20
  %230 = load float, ptr %229, align 4, !tbaa !11
  %231 = fmul contract float %230, %150
  %232 = fadd contract float %220, %231
  %233 = getelementptr inbounds nuw i8, ptr %161, i64 24
  %234 = load float, ptr %233, align 4, !tbaa !11
  %235 = fmul contract float %151, %234
  %236 = fadd contract float %224, %235
  %237 = getelementptr inbounds nuw i8, ptr %162, i64 192
  %238 = load float, ptr %237, align 4, !tbaa !11
  %239 = fmul contract float %152, %238
  %240 = fadd contract float %228, %239
  %241 = getelementptr inbounds nuw i8, ptr %163, i64 24
  %242 = load float, ptr %241, align 4, !tbaa !11
  %243 = fmul contract float %242, %153
  %244 = fadd contract float %232, %243
  %245 = getelementptr inbounds nuw i8, ptr %161, i64 28
  %246 = load float, ptr %245, align 4, !tbaa !11
  %247 = fmul contract float %154, %246
  %248 = fadd contract float %236, %247
  %249 = getelementptr inbounds nuw i8, ptr %162, i64 224
  %250 = load float, ptr %249, align 4, !tbaa !11
  %251 = fmul contract float %155, %250
  %252 = fadd contract float %240, %251
  %253 = getelementptr inbounds nuw i8, ptr %163, i64 28
  %254 = load float, ptr %253, align 4, !tbaa !11
  %255 = fmul contract float %254, %156
  %256 = fadd contract float %244, %255
  %257 = shl nuw nsw i32 %158, 6
  %258 = zext nneg i32 %257 to i64
  %259 = getelementptr inbounds nuw float, ptr %132, i64 %258
  %260 = load float, ptr %259, align 4, !tbaa !11
  %261 = getelementptr i8, ptr %259, i64 2048
  %262 = load float, ptr %261, align 4, !tbaa !11
  %263 = getelementptr i8, ptr %259, i64 4096
  %264 = load float, ptr %263, align 4, !tbaa !11
  %265 = getelementptr i8, ptr %259, i64 6144
  %266 = load float, ptr %265, align 4, !tbaa !11
  %267 = getelementptr i8, ptr %259, i64 8192
  %268 = load float, ptr %267, align 4, !tbaa !11
  %269 = getelementptr i8, ptr %259, i64 10240
  %270 = load float, ptr %269, align 4, !tbaa !11
  %271 = fmul contract float %248, %260
  %272 = fmul contract float %252, %262
  %273 = fadd contract float %271, %272
  %274 = fmul contract float %256, %264
  %275 = fadd contract float %273, %274
  %276 = getelementptr inbounds nuw [8 x [8 x float]], ptr %34, i64 %159
  store float %275, ptr %276, align 4, !tbaa !11
  %277 = fmul contract float %248, %262
  %278 = fmul contract float %252, %266
  %279 = fadd contract float %277, %278
  %280 = fmul contract float %256, %268
  %281 = fadd contract float %279, %280
  %282 = getelementptr inbounds nuw [8 x [8 x float]], ptr %36, i64 %159
  store float %281, ptr %282, align 4, !tbaa !11
  %283 = fmul contract float %248, %264
  %284 = fmul contract float %252, %268
  %285 = fadd contract float %283, %284
  %286 = fmul contract float %256, %270
  %287 = fadd contract float %285, %286
  %288 = getelementptr inbounds nuw [8 x [8 x float]], ptr %38, i64 %159
  store float %287, ptr %288, align 4, !tbaa !11
  %289 = add nuw nsw i32 %158, 1
  %290 = icmp eq i32 %289, 8
  br i1 %290, label %291, label %157, !llvm.loop !15

291:                                              ; preds = %157, %129
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %292, label %426

292:                                              ; preds = %291
  %293 = getelementptr float, ptr %41, i64 %98
  %294 = load float, ptr %72, align 4, !tbaa !11
  %295 = load float, ptr %73, align 4, !tbaa !11
  %296 = load float, ptr %74, align 4, !tbaa !11
  %297 = load float, ptr %75, align 4, !tbaa !11
  %298 = load float, ptr %76, align 4, !tbaa !11
  %299 = load float, ptr %77, align 4, !tbaa !11
  %300 = load float, ptr %78, align 4, !tbaa !11
  %301 = load float, ptr %79, align 4, !tbaa !11
  %302 = load float, ptr %71, align 4, !tbaa !11
  %303 = load float, ptr %80, align 4, !tbaa !11
  %304 = load float, ptr %38, align 4, !tbaa !11
  %305 = load float, ptr %81, align 4, !tbaa !11
  %306 = load float, ptr %82, align 4, !tbaa !11
  %307 = load float, ptr %83, align 4, !tbaa !11
  %308 = load float, ptr %84, align 4, !tbaa !11
  %309 = load float, ptr %85, align 4, !tbaa !11
  %310 = load float, ptr %86, align 4, !tbaa !11
  %311 = load float, ptr %87, align 4, !tbaa !11
  %312 = load float, ptr %88, align 4, !tbaa !11
  %313 = load float, ptr %89, align 4, !tbaa !11
  %314 = load float, ptr %90, align 4, !tbaa !11
  %315 = load float, ptr %91, align 4, !tbaa !11
  %316 = load float, ptr %92, align 4, !tbaa !11
  %317 = load float, ptr %93, align 4, !tbaa !11
  br label %318

318:                                              ; preds = %292, %318
  %319 = phi i32 [ 0, %292 ], [ %424, %318 ]
  %320 = zext nneg i32 %319 to i64
  %321 = getelementptr inbounds nuw [8 x [8 x float]], ptr %33, i64 %320
  %322 = getelementptr inbounds nuw [8 x [8 x float]], ptr %39, i64 %320
  %323 = load float, ptr %321, align 4, !tbaa !11
  %324 = fmul contract float %302, %323
  %325 = load float, ptr %322, align 4, !tbaa !11
  %326 = fmul contract float %303, %325
  %327 = fadd contract float %324, %326
  %328 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %320
  %329 = load float, ptr %328, align 4, !tbaa !11
  %330 = fmul contract float %329, %304
  %331 = fadd contract float %327, %330
  %332 = fadd contract float %331, 0.000000e+00
  %333 = getelementptr inbounds nuw i8, ptr %321, i64 4
  %334 = load float, ptr %333, align 4, !tbaa !11
  %335 = fmul contract float %305, %334
  %336 = getelementptr inbounds nuw i8, ptr %322, i64 32
  %337 = load float, ptr %336, align 4, !tbaa !11
  %338 = fmul contract float %306, %337
  %339 = fadd contract float %335, %338
  %340 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 36), i64 %320
  %341 = load float, ptr %340, align 4, !tbaa !11
  %342 = fmul contract float %341, %307
  %343 = fadd contract float %339, %342
  %344 = fadd contract float %332, %343
  %345 = getelementptr inbounds nuw i8, ptr %321, i64 8
  %346 = load float, ptr %345, align 4, !tbaa !11
  %347 = fmul contract float %308, %346
  %348 = getelementptr inbounds nuw i8, ptr %322, i64 64
  %349 = load float, ptr %348, align 4, !tbaa !11
  %350 = fmul contract float %309, %349
  %351 = fadd contract float %347, %350
  %352 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 72), i64 %320
  %353 = load float, ptr %352, align 4, !tbaa !11
  %354 = fmul contract float %353, %310
  %355 = fadd contract float %351, %354
  %356 = fadd contract float %344, %355
  %357 = getelementptr inbounds nuw i8, ptr %321, i64 12
  %358 = load float, ptr %357, align 4, !tbaa !11
  %359 = fmul contract float %311, %358
  %360 = getelementptr inbounds nuw i8, ptr %322, i64 96
  %361 = load float, ptr %360, align 4, !tbaa !11
  %362 = fmul contract float %294, %361
  %363 = fadd contract float %359, %362
  %364 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 108), i64 %320
  %365 = load float, ptr %364, align 4, !tbaa !11
  %366 = fmul contract float %365, %295
  %367 = fadd contract float %363, %366
  %368 = fadd contract float %356, %367
  %369 = getelementptr inbounds nuw i8, ptr %321, i64 16
  %370 = load float, ptr %369, align 4, !tbaa !11
  %371 = fmul contract float %296, %370
  %372 = getelementptr inbounds nuw i8, ptr %322, i64 128
  %373 = load float, ptr %372, align 4, !tbaa !11
  %374 = fmul contract float %297, %373
  %375 = fadd contract float %371, %374
  %376 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 144), i64 %320
  %377 = load float, ptr %376, align 4, !tbaa !11
  %378 = fmul contract float %377, %298
  %379 = fadd contract float %375, %378
  %380 = fadd contract float %368, %379
  %381 = getelementptr inbounds nuw i8, ptr %321, i64 20
  %382 = load float, ptr %381, align 4, !tbaa !11
  %383 = fmul contract float %299, %382
  %384 = getelementptr inbounds nuw i8, ptr %322, i64 160
  %385 = load float, ptr %384, align 4, !tbaa !11
  %386 = fmul contract float %300, %385
  %387 = fadd contract float %383, %386
  %388 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 180), i64 %320
  %389 = load float, ptr %388, align 4, !tbaa !11
  %390 = fmul contract float %389, %301
  %391 = fadd contract float %387, %390
  %392 = fadd contract float %380, %391
  %393 = getelementptr inbounds nuw i8, ptr %321, i64 24
  %394 = load float, ptr %393, align 4, !tbaa !11
  %395 = fmul contract float %312, %394
  %396 = getelementptr inbounds nuw i8, ptr %322, i64 192
  %397 = load float, ptr %396, align 4, !tbaa !11
  %398 = fmul contract float %313, %397
  %399 = fadd contract float %395, %398
  %400 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 216), i64 %320
  %401 = load float, ptr %400, align 4, !tbaa !11
  %402 = fmul contract float %401, %314
  %403 = fadd contract float %399, %402
  %404 = fadd contract float %392, %403
  %405 = getelementptr inbounds nuw i8, ptr %321, i64 28
  %406 = load float, ptr %405, align 4, !tbaa !11
  %407 = fmul contract float %315, %406
  %408 = getelementptr inbounds nuw i8, ptr %322, i64 224
  %409 = load float, ptr %408, align 4, !tbaa !11
  %410 = fmul contract float %316, %409
  %411 = fadd contract float %407, %410
  %412 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 252), i64 %320
  %413 = load float, ptr %412, align 4, !tbaa !11
  %414 = fmul contract float %413, %317
  %415 = fadd contract float %411, %414
  %416 = fadd contract float %404, %415
  %417 = getelementptr inbounds nuw [8 x [8 x float]], ptr %28, i64 %320
  %418 = load float, ptr %417, align 4, !tbaa !11
  %419 = fmul contract float %5, %418
  %420 = fadd contract float %416, %419
  %421 = shl nuw nsw i32 %319, 6
  %422 = zext nneg i32 %421 to i64
  %423 = getelementptr float, ptr %293, i64 %422
  store float %420, ptr %423, align 4, !tbaa !11
  %424 = add nuw nsw i32 %319, 1
  %425 = icmp eq i32 %424, 8
  br i1 %425, label %426, label %318, !llvm.loop !16

426:                                              ; preds = %318, %291
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %427 = add i32 %96, %42
  %428 = icmp slt i32 %427, %4
  br i1 %428, label %95, label %94, !llvm.loop !17
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sem_interp_gll_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 30
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %17

9:                                                ; preds = %17, %4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %31

12:                                               ; preds = %9
  %13 = icmp samesign ult i32 %5, 125
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp samesign ult i32 %5, 216
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %25

17:                                               ; preds = %7, %17
  %18 = phi i32 [ %5, %7 ], [ %23, %17 ]
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw double, ptr %1, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !18
  %22 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %19
  store double %21, ptr %22, align 8, !tbaa !18
  %23 = add nuw nsw i32 %18, %8
  %24 = icmp samesign ult i32 %23, 30
  br i1 %24, label %17, label %9, !llvm.loop !20

25:                                               ; preds = %12, %45
  %26 = phi i32 [ %10, %12 ], [ %46, %45 ]
  br i1 %13, label %27, label %32

27:                                               ; preds = %25
  %28 = sext i32 %26 to i64
  %29 = mul nsw i64 %28, 1000
  %30 = getelementptr i8, ptr %0, i64 %29
  br label %37

31:                                               ; preds = %45, %9
  ret void

32:                                               ; preds = %37, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call fastcc void @_ZL15contract_rotateILi5ELi6ELi5ELi5EEvPKdS1_Pd() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call fastcc void @_ZL15contract_rotateILi5ELi6ELi5ELi6EEvPKdS1_Pd() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call fastcc void @_ZL15contract_rotateILi5ELi6ELi6ELi6EEvPKdS1_Pd() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %33, label %45

33:                                               ; preds = %32
  %34 = sext i32 %26 to i64
  %35 = mul nsw i64 %34, 1728
  %36 = getelementptr i8, ptr %2, i64 %35
  br label %48

37:                                               ; preds = %27, %37
  %38 = phi i32 [ %5, %27 ], [ %43, %37 ]
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr double, ptr %30, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !18
  %42 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_a to ptr), i64 %39
  store double %41, ptr %42, align 8, !tbaa !18
  %43 = add nuw nsw i32 %38, %14
  %44 = icmp samesign ult i32 %43, 125
  br i1 %44, label %37, label %32, !llvm.loop !21

45:                                               ; preds = %48, %32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %46 = add i32 %26, %16
  %47 = icmp slt i32 %46, %3
  br i1 %47, label %25, label %31, !llvm.loop !22

48:                                               ; preds = %33, %48
  %49 = phi i32 [ %5, %33 ], [ %54, %48 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_b to ptr), i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !18
  %53 = getelementptr double, ptr %36, i64 %50
  store double %52, ptr %53, align 8, !tbaa !18
  %54 = add nuw nsw i32 %49, %14
  %55 = icmp samesign ult i32 %54, 216
  br i1 %55, label %48, label %45, !llvm.loop !23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @_ZL15contract_rotateILi5ELi6ELi5ELi5EEvPKdS1_Pd() unnamed_addr #3 {
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = icmp samesign ult i32 %1, 150
  br i1 %2, label %3, label %5

3:                                                ; preds = %0
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %6

5:                                                ; preds = %6, %0
  ret void

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %1, %3 ], [ %59, %6 ]
  %8 = trunc i32 %7 to i8
  %9 = udiv i8 %8, 25
  %10 = zext nneg i8 %9 to i32
  %11 = mul nsw i32 %10, -25
  %12 = add nsw i32 %11, %7
  %13 = mul nsw i32 %12, 5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_a to ptr), i64 %14
  %16 = mul nuw nsw i32 %10, 5
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !18
  %20 = load double, ptr %15, align 8, !tbaa !18
  %21 = fmul contract double %19, %20
  %22 = fadd contract double %21, 0.000000e+00
  %23 = zext nneg i32 %16 to i64
  %24 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !18
  %27 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !18
  %29 = fmul contract double %26, %28
  %30 = fadd contract double %22, %29
  %31 = zext nneg i32 %16 to i64
  %32 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %34 = load double, ptr %33, align 8, !tbaa !18
  %35 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %36 = load double, ptr %35, align 8, !tbaa !18
  %37 = fmul contract double %34, %36
  %38 = fadd contract double %30, %37
  %39 = zext nneg i32 %16 to i64
  %40 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !18
  %43 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %44 = load double, ptr %43, align 8, !tbaa !18
  %45 = fmul contract double %42, %44
  %46 = fadd contract double %38, %45
  %47 = zext nneg i32 %16 to i64
  %48 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 32
  %50 = load double, ptr %49, align 8, !tbaa !18
  %51 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %52 = load double, ptr %51, align 8, !tbaa !18
  %53 = fmul contract double %50, %52
  %54 = fadd contract double %46, %53
  %55 = mul nuw nsw i32 %10, 25
  %56 = add nsw i32 %55, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_b to ptr), i64 %57
  store double %54, ptr %58, align 8, !tbaa !18
  %59 = add nuw nsw i32 %7, %4
  %60 = icmp samesign ult i32 %59, 150
  br i1 %60, label %6, label %5, !llvm.loop !24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @_ZL15contract_rotateILi5ELi6ELi5ELi6EEvPKdS1_Pd() unnamed_addr #3 {
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = icmp samesign ult i32 %1, 180
  br i1 %2, label %3, label %5

3:                                                ; preds = %0
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %6

5:                                                ; preds = %6, %0
  ret void

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %1, %3 ], [ %59, %6 ]
  %8 = trunc i32 %7 to i8
  %9 = udiv i8 %8, 30
  %10 = zext nneg i8 %9 to i32
  %11 = mul nsw i32 %10, -30
  %12 = add nsw i32 %11, %7
  %13 = mul nsw i32 %12, 5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_b to ptr), i64 %14
  %16 = mul nuw nsw i32 %10, 5
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !18
  %20 = load double, ptr %15, align 8, !tbaa !18
  %21 = fmul contract double %19, %20
  %22 = fadd contract double %21, 0.000000e+00
  %23 = zext nneg i32 %16 to i64
  %24 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !18
  %27 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !18
  %29 = fmul contract double %26, %28
  %30 = fadd contract double %22, %29
  %31 = zext nneg i32 %16 to i64
  %32 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %34 = load double, ptr %33, align 8, !tbaa !18
  %35 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %36 = load double, ptr %35, align 8, !tbaa !18
  %37 = fmul contract double %34, %36
  %38 = fadd contract double %30, %37
  %39 = zext nneg i32 %16 to i64
  %40 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !18
  %43 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %44 = load double, ptr %43, align 8, !tbaa !18
  %45 = fmul contract double %42, %44
  %46 = fadd contract double %38, %45
  %47 = zext nneg i32 %16 to i64
  %48 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 32
  %50 = load double, ptr %49, align 8, !tbaa !18
  %51 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %52 = load double, ptr %51, align 8, !tbaa !18
  %53 = fmul contract double %50, %52
  %54 = fadd contract double %46, %53
  %55 = mul nuw nsw i32 %10, 30
  %56 = add nsw i32 %55, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_a to ptr), i64 %57
  store double %54, ptr %58, align 8, !tbaa !18
  %59 = add nuw nsw i32 %7, %4
  %60 = icmp samesign ult i32 %59, 180
  br i1 %60, label %6, label %5, !llvm.loop !25
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @_ZL15contract_rotateILi5ELi6ELi6ELi6EEvPKdS1_Pd() unnamed_addr #3 {
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = icmp samesign ult i32 %1, 216
  br i1 %2, label %3, label %5

3:                                                ; preds = %0
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %6

5:                                                ; preds = %6, %0
  ret void

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %1, %3 ], [ %59, %6 ]
  %8 = trunc i32 %7 to i8
  %9 = udiv i8 %8, 36
  %10 = zext nneg i8 %9 to i32
  %11 = mul nsw i32 %10, -36
  %12 = add nsw i32 %11, %7
  %13 = mul nsw i32 %12, 5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_a to ptr), i64 %14
  %16 = mul nuw nsw i32 %10, 5
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !18
  %20 = load double, ptr %15, align 8, !tbaa !18
  %21 = fmul contract double %19, %20
  %22 = fadd contract double %21, 0.000000e+00
  %23 = zext nneg i32 %16 to i64
  %24 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !18
  %27 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !18
  %29 = fmul contract double %26, %28
  %30 = fadd contract double %22, %29
  %31 = zext nneg i32 %16 to i64
  %32 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %31
  %33 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %34 = load double, ptr %33, align 8, !tbaa !18
  %35 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %36 = load double, ptr %35, align 8, !tbaa !18
  %37 = fmul contract double %34, %36
  %38 = fadd contract double %30, %37
  %39 = zext nneg i32 %16 to i64
  %40 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !18
  %43 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %44 = load double, ptr %43, align 8, !tbaa !18
  %45 = fmul contract double %42, %44
  %46 = fadd contract double %38, %45
  %47 = zext nneg i32 %16 to i64
  %48 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 32
  %50 = load double, ptr %49, align 8, !tbaa !18
  %51 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %52 = load double, ptr %51, align 8, !tbaa !18
  %53 = fmul contract double %50, %52
  %54 = fadd contract double %46, %53
  %55 = mul nuw nsw i32 %10, 36
  %56 = add nsw i32 %55, %12
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_b to ptr), i64 %57
  store double %54, ptr %58, align 8, !tbaa !18
  %59 = add nuw nsw i32 %7, %4
  %60 = icmp samesign ult i32 %59, 216
  br i1 %60, label %6, label %5, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !8, i64 0}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
