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
  br i1 %16, label %17, label %114

17:                                               ; preds = %6
  %18 = lshr i32 %11, 3
  %19 = and i32 %18, 7
  %20 = and i32 %11, 7
  %21 = icmp samesign ult i32 %11, 64
  %22 = and i32 %11, 56
  %23 = zext nneg i32 %22 to i64
  %24 = zext nneg i32 %20 to i64
  %25 = getelementptr float, ptr %0, i64 %23
  %26 = getelementptr float, ptr %25, i64 %24
  %27 = zext nneg i32 %19 to i64
  %28 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_u to ptr), i64 %27
  %29 = getelementptr inbounds nuw float, ptr %28, i64 %24
  %30 = zext nneg i32 %20 to i64
  %31 = getelementptr inbounds nuw [9 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %30
  %32 = zext nneg i32 %19 to i64
  %33 = getelementptr inbounds nuw [9 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %32
  %34 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_u to ptr), i64 %32
  %35 = getelementptr inbounds nuw float, ptr %34, i64 %30
  %36 = and i32 %11, 56
  %37 = zext nneg i32 %36 to i64
  %38 = zext nneg i32 %20 to i64
  %39 = getelementptr float, ptr %1, i64 %37
  %40 = getelementptr float, ptr %39, i64 %38
  %41 = zext nneg i32 %19 to i64
  %42 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_r to ptr), i64 %41
  %43 = getelementptr inbounds nuw float, ptr %42, i64 %38
  %44 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_s to ptr), i64 %41
  %45 = getelementptr inbounds nuw float, ptr %44, i64 %38
  %46 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_t to ptr), i64 %41
  %47 = getelementptr inbounds nuw float, ptr %46, i64 %38
  %48 = zext nneg i32 %20 to i64
  %49 = zext nneg i32 %19 to i64
  %50 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_r to ptr), i64 %49
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_s to ptr), i64 %48
  %52 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_t to ptr), i64 %49
  %53 = getelementptr inbounds nuw float, ptr %52, i64 %48
  %54 = zext nneg i32 %19 to i64
  %55 = getelementptr inbounds nuw [8 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_u to ptr), i64 %54
  %56 = zext nneg i32 %20 to i64
  %57 = getelementptr inbounds nuw float, ptr %55, i64 %56
  %58 = and i32 %11, 56
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr float, ptr %3, i64 %59
  %61 = getelementptr float, ptr %60, i64 %56
  %62 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %63 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %64 = getelementptr inbounds nuw i8, ptr %29, i64 512
  %65 = getelementptr inbounds nuw i8, ptr %29, i64 768
  %66 = getelementptr inbounds nuw i8, ptr %29, i64 1024
  %67 = getelementptr inbounds nuw i8, ptr %29, i64 1280
  %68 = getelementptr inbounds nuw i8, ptr %29, i64 1536
  %69 = getelementptr inbounds nuw i8, ptr %29, i64 1792
  %70 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %71 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %72 = getelementptr inbounds nuw i8, ptr %35, i64 256
  %73 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %74 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %75 = getelementptr inbounds nuw i8, ptr %35, i64 512
  %76 = getelementptr inbounds nuw i8, ptr %31, i64 12
  %77 = getelementptr inbounds nuw i8, ptr %33, i64 12
  %78 = getelementptr inbounds nuw i8, ptr %35, i64 768
  %79 = getelementptr inbounds nuw i8, ptr %31, i64 16
  %80 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %81 = getelementptr inbounds nuw i8, ptr %35, i64 1024
  %82 = getelementptr inbounds nuw i8, ptr %31, i64 20
  %83 = getelementptr inbounds nuw i8, ptr %33, i64 20
  %84 = getelementptr inbounds nuw i8, ptr %35, i64 1280
  %85 = getelementptr inbounds nuw i8, ptr %31, i64 24
  %86 = getelementptr inbounds nuw i8, ptr %33, i64 24
  %87 = getelementptr inbounds nuw i8, ptr %35, i64 1536
  %88 = getelementptr inbounds nuw i8, ptr %31, i64 28
  %89 = getelementptr inbounds nuw i8, ptr %33, i64 28
  %90 = getelementptr inbounds nuw i8, ptr %35, i64 1792
  %91 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %48
  %92 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %49
  %93 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 36), i64 %48
  %94 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 36), i64 %49
  %95 = getelementptr inbounds nuw i8, ptr %53, i64 256
  %96 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 72), i64 %48
  %97 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 72), i64 %49
  %98 = getelementptr inbounds nuw i8, ptr %53, i64 512
  %99 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 108), i64 %48
  %100 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 108), i64 %49
  %101 = getelementptr inbounds nuw i8, ptr %53, i64 768
  %102 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 144), i64 %48
  %103 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 144), i64 %49
  %104 = getelementptr inbounds nuw i8, ptr %53, i64 1024
  %105 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 180), i64 %48
  %106 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 180), i64 %49
  %107 = getelementptr inbounds nuw i8, ptr %53, i64 1280
  %108 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 216), i64 %48
  %109 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 216), i64 %49
  %110 = getelementptr inbounds nuw i8, ptr %53, i64 1536
  %111 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 252), i64 %48
  %112 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 252), i64 %49
  %113 = getelementptr inbounds nuw i8, ptr %53, i64 1792
  br label %115

114:                                              ; preds = %449, %6
  ret void

115:                                              ; preds = %17, %449
  %116 = phi i32 [ %15, %17 ], [ %450, %449 ]
  %117 = sext i32 %116 to i64
  %118 = shl nsw i64 %117, 9
  br i1 %21, label %120, label %119

119:                                              ; preds = %120, %115
  br i1 %14, label %133, label %150

120:                                              ; preds = %115, %120
  %121 = phi i32 [ %131, %120 ], [ %11, %115 ]
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw float, ptr %2, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = lshr i32 %121, 3
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw [9 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %126
  %128 = and i32 %121, 7
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw float, ptr %127, i64 %129
  store float %124, ptr %130, align 4, !tbaa !11
  %131 = add nuw nsw i32 %121, %13
  %132 = icmp samesign ult i32 %131, 64
  br i1 %132, label %120, label %119, !llvm.loop !13

133:                                              ; preds = %119
  %134 = getelementptr float, ptr %26, i64 %118
  %135 = load float, ptr %134, align 4, !tbaa !11
  store float %135, ptr %29, align 4, !tbaa !11
  %136 = getelementptr i8, ptr %134, i64 256
  %137 = load float, ptr %136, align 4, !tbaa !11
  store float %137, ptr %63, align 4, !tbaa !11
  %138 = getelementptr i8, ptr %134, i64 512
  %139 = load float, ptr %138, align 4, !tbaa !11
  store float %139, ptr %64, align 4, !tbaa !11
  %140 = getelementptr i8, ptr %134, i64 768
  %141 = load float, ptr %140, align 4, !tbaa !11
  store float %141, ptr %65, align 4, !tbaa !11
  %142 = getelementptr i8, ptr %134, i64 1024
  %143 = load float, ptr %142, align 4, !tbaa !11
  store float %143, ptr %66, align 4, !tbaa !11
  %144 = getelementptr i8, ptr %134, i64 1280
  %145 = load float, ptr %144, align 4, !tbaa !11
  store float %145, ptr %67, align 4, !tbaa !11
  %146 = getelementptr i8, ptr %134, i64 1536
  %147 = load float, ptr %146, align 4, !tbaa !11
  store float %147, ptr %68, align 4, !tbaa !11
  %148 = getelementptr i8, ptr %134, i64 1792
  %149 = load float, ptr %148, align 4, !tbaa !11
  store float %149, ptr %69, align 4, !tbaa !11
  br label %150

150:                                              ; preds = %133, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %151, label %313

151:                                              ; preds = %150
  %152 = mul nsw i64 %117, 12288
  %153 = getelementptr i8, ptr %40, i64 %152
  %154 = load float, ptr %31, align 4, !tbaa !11
  %155 = load float, ptr %33, align 4, !tbaa !11
  %156 = load float, ptr %35, align 4, !tbaa !11
  %157 = load float, ptr %70, align 4, !tbaa !11
  %158 = load float, ptr %71, align 4, !tbaa !11
  %159 = load float, ptr %72, align 4, !tbaa !11
  %160 = load float, ptr %73, align 4, !tbaa !11
  %161 = load float, ptr %74, align 4, !tbaa !11
  %162 = load float, ptr %75, align 4, !tbaa !11
  %163 = load float, ptr %76, align 4, !tbaa !11
  %164 = load float, ptr %77, align 4, !tbaa !11
  %165 = load float, ptr %78, align 4, !tbaa !11
  %166 = load float, ptr %79, align 4, !tbaa !11
  %167 = load float, ptr %80, align 4, !tbaa !11
  %168 = load float, ptr %81, align 4, !tbaa !11
  %169 = load float, ptr %82, align 4, !tbaa !11
  %170 = load float, ptr %83, align 4, !tbaa !11
  %171 = load float, ptr %84, align 4, !tbaa !11
  %172 = load float, ptr %85, align 4, !tbaa !11
  %173 = load float, ptr %86, align 4, !tbaa !11
  %174 = load float, ptr %87, align 4, !tbaa !11
  %175 = load float, ptr %88, align 4, !tbaa !11
  %176 = load float, ptr %89, align 4, !tbaa !11
  %177 = load float, ptr %90, align 4, !tbaa !11
  br label %178

178:                                              ; preds = %151, %178
  %179 = phi i32 [ 0, %151 ], [ %311, %178 ]
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds nuw [9 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %180
  %182 = getelementptr inbounds nuw [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_u to ptr), i64 %180
  %183 = getelementptr inbounds nuw float, ptr %182, i64 %30
  %184 = getelementptr inbounds nuw [8 x float], ptr %182, i64 %32
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = fmul contract float %154, %185
  %187 = fadd contract float %186, 0.000000e+00
  %188 = load float, ptr %183, align 4, !tbaa !11
  %189 = fmul contract float %155, %188
  %190 = fadd contract float %189, 0.000000e+00
  %191 = load float, ptr %181, align 4, !tbaa !11
  %192 = fmul contract float %191, %156
  %193 = fadd contract float %192, 0.000000e+00
  %194 = getelementptr inbounds nuw i8, ptr %184, i64 4
  %195 = load float, ptr %194, align 4, !tbaa !11
  %196 = fmul contract float %157, %195
  %197 = fadd contract float %187, %196
  %198 = getelementptr inbounds nuw i8, ptr %183, i64 32
  %199 = load float, ptr %198, align 4, !tbaa !11
  %200 = fmul contract float %158, %199
  %201 = fadd contract float %190, %200
  %202 = getelementptr inbounds nuw i8, ptr %181, i64 4
  %203 = load float, ptr %202, align 4, !tbaa !11
  %204 = fmul contract float %203, %159
  %205 = fadd contract float %193, %204
  %206 = getelementptr inbounds nuw i8, ptr %184, i64 8
  %207 = load float, ptr %206, align 4, !tbaa !11
  %208 = fmul contract float %160, %207
  %209 = fadd contract float %197, %208
  %210 = getelementptr inbounds nuw i8, ptr %183, i64 64
  %211 = load float, ptr %210, align 4, !tbaa !11
  %212 = fmul contract float %161, %211
  %213 = fadd contract float %201, %212
  %214 = getelementptr inbounds nuw i8, ptr %181, i64 8
  %215 = load float, ptr %214, align 4, !tbaa !11
  %216 = fmul contract float %215, %162
  %217 = fadd contract float %205, %216
  %218 = getelementptr inbounds nuw i8, ptr %184, i64 12
  %219 = load float, ptr %218, align 4, !tbaa !11
  %220 = fmul contract float %163, %219
  %221 = fadd contract float %209, %220
  %222 = getelementptr inbounds nuw i8, ptr %183, i64 96
  %223 = load float, ptr %222, align 4, !tbaa !11
  %224 = fmul contract float %164, %223
  %225 = fadd contract float %213, %224
  %226 = getelementptr inbounds nuw i8, ptr %181, i64 12
  %227 = load float, ptr %226, align 4, !tbaa !11
  %228 = fmul contract float %227, %165
  %229 = fadd contract float %217, %228
  %230 = getelementptr inbounds nuw i8, ptr %184, i64 16
  %231 = load float, ptr %230, align 4, !tbaa !11
  %232 = fmul contract float %166, %231
  %233 = fadd contract float %221, %232
  %234 = getelementptr inbounds nuw i8, ptr %183, i64 128
  %235 = load float, ptr %234, align 4, !tbaa !11
  %236 = fmul contract float %167, %235
  %237 = fadd contract float %225, %236
  %238 = getelementptr inbounds nuw i8, ptr %181, i64 16
  %239 = load float, ptr %238, align 4, !tbaa !11
  %240 = fmul contract float %239, %168
  %241 = fadd contract float %229, %240
  %242 = getelementptr inbounds nuw i8, ptr %184, i64 20
  %243 = load float, ptr %242, align 4, !tbaa !11
  %244 = fmul contract float %169, %243
  %245 = fadd contract float %233, %244
  %246 = getelementptr inbounds nuw i8, ptr %183, i64 160
  %247 = load float, ptr %246, align 4, !tbaa !11
  %248 = fmul contract float %170, %247
  %249 = fadd contract float %237, %248
  %250 = getelementptr inbounds nuw i8, ptr %181, i64 20
  %251 = load float, ptr %250, align 4, !tbaa !11
  %252 = fmul contract float %251, %171
  %253 = fadd contract float %241, %252
  %254 = getelementptr inbounds nuw i8, ptr %184, i64 24
  %255 = load float, ptr %254, align 4, !tbaa !11
  %256 = fmul contract float %172, %255
  %257 = fadd contract float %245, %256
  %258 = getelementptr inbounds nuw i8, ptr %183, i64 192
  %259 = load float, ptr %258, align 4, !tbaa !11
  %260 = fmul contract float %173, %259
  %261 = fadd contract float %249, %260
  %262 = getelementptr inbounds nuw i8, ptr %181, i64 24
  %263 = load float, ptr %262, align 4, !tbaa !11
  %264 = fmul contract float %263, %174
  %265 = fadd contract float %253, %264
  %266 = getelementptr inbounds nuw i8, ptr %184, i64 28
  %267 = load float, ptr %266, align 4, !tbaa !11
  %268 = fmul contract float %175, %267
  %269 = fadd contract float %257, %268
  %270 = getelementptr inbounds nuw i8, ptr %183, i64 224
  %271 = load float, ptr %270, align 4, !tbaa !11
  %272 = fmul contract float %176, %271
  %273 = fadd contract float %261, %272
  %274 = getelementptr inbounds nuw i8, ptr %181, i64 28
  %275 = load float, ptr %274, align 4, !tbaa !11
  %276 = fmul contract float %275, %177
  %277 = fadd contract float %265, %276
  %278 = shl nuw nsw i32 %179, 6
  %279 = zext nneg i32 %278 to i64
  %280 = getelementptr inbounds nuw float, ptr %153, i64 %279
  %281 = load float, ptr %280, align 4, !tbaa !11
  %282 = getelementptr i8, ptr %280, i64 2048
  %283 = load float, ptr %282, align 4, !tbaa !11
  %284 = getelementptr i8, ptr %280, i64 4096
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = getelementptr i8, ptr %280, i64 6144
  %287 = load float, ptr %286, align 4, !tbaa !11
  %288 = getelementptr i8, ptr %280, i64 8192
  %289 = load float, ptr %288, align 4, !tbaa !11
  %290 = getelementptr i8, ptr %280, i64 10240
  %291 = load float, ptr %290, align 4, !tbaa !11
  %292 = fmul contract float %269, %281
  %293 = fmul contract float %273, %283
  %294 = fadd contract float %292, %293
  %295 = fmul contract float %277, %285
  %296 = fadd contract float %294, %295
  %297 = zext nneg i32 %179 to i64
  %298 = getelementptr inbounds nuw [8 x [8 x float]], ptr %43, i64 %297
  store float %296, ptr %298, align 4, !tbaa !11
  %299 = fmul contract float %269, %283
  %300 = fmul contract float %273, %287
  %301 = fadd contract float %299, %300
  %302 = fmul contract float %277, %289
  %303 = fadd contract float %301, %302
  %304 = getelementptr inbounds nuw [8 x [8 x float]], ptr %45, i64 %297
  store float %303, ptr %304, align 4, !tbaa !11
  %305 = fmul contract float %269, %285
  %306 = fmul contract float %273, %289
  %307 = fadd contract float %305, %306
  %308 = fmul contract float %277, %291
  %309 = fadd contract float %307, %308
  %310 = getelementptr inbounds nuw [8 x [8 x float]], ptr %47, i64 %297
  store float %309, ptr %310, align 4, !tbaa !11
  %311 = add nuw nsw i32 %179, 1
  %312 = icmp eq i32 %311, 8
  br i1 %312, label %313, label %178, !llvm.loop !16

313:                                              ; preds = %178, %150
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %314, label %449

314:                                              ; preds = %313
  %315 = getelementptr float, ptr %61, i64 %118
  %316 = load float, ptr %91, align 4, !tbaa !11
  %317 = load float, ptr %92, align 4, !tbaa !11
  %318 = load float, ptr %53, align 4, !tbaa !11
  %319 = load float, ptr %93, align 4, !tbaa !11
  %320 = load float, ptr %94, align 4, !tbaa !11
  %321 = load float, ptr %95, align 4, !tbaa !11
  %322 = load float, ptr %96, align 4, !tbaa !11
  %323 = load float, ptr %97, align 4, !tbaa !11
  %324 = load float, ptr %98, align 4, !tbaa !11
  %325 = load float, ptr %99, align 4, !tbaa !11
  %326 = load float, ptr %100, align 4, !tbaa !11
  %327 = load float, ptr %101, align 4, !tbaa !11
  %328 = load float, ptr %102, align 4, !tbaa !11
  %329 = load float, ptr %103, align 4, !tbaa !11
  %330 = load float, ptr %104, align 4, !tbaa !11
  %331 = load float, ptr %105, align 4, !tbaa !11
  %332 = load float, ptr %106, align 4, !tbaa !11
  %333 = load float, ptr %107, align 4, !tbaa !11
  %334 = load float, ptr %108, align 4, !tbaa !11
  %335 = load float, ptr %109, align 4, !tbaa !11
  %336 = load float, ptr %110, align 4, !tbaa !11
  %337 = load float, ptr %111, align 4, !tbaa !11
  %338 = load float, ptr %112, align 4, !tbaa !11
  %339 = load float, ptr %113, align 4, !tbaa !11
  br label %340

340:                                              ; preds = %314, %340
  %341 = phi i32 [ 0, %314 ], [ %447, %340 ]
  %342 = zext nneg i32 %341 to i64
  %343 = getelementptr inbounds nuw [8 x [8 x float]], ptr %51, i64 %342
  %344 = getelementptr inbounds nuw [8 x [8 x float]], ptr %50, i64 %342
  %345 = load float, ptr %344, align 4, !tbaa !11
  %346 = fmul contract float %316, %345
  %347 = load float, ptr %343, align 4, !tbaa !11
  %348 = fmul contract float %317, %347
  %349 = fadd contract float %346, %348
  %350 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 %342
  %351 = load float, ptr %350, align 4, !tbaa !11
  %352 = fmul contract float %351, %318
  %353 = fadd contract float %349, %352
  %354 = fadd contract float %353, 0.000000e+00
  %355 = getelementptr inbounds nuw i8, ptr %344, i64 4
  %356 = load float, ptr %355, align 4, !tbaa !11
  %357 = fmul contract float %319, %356
  %358 = getelementptr inbounds nuw i8, ptr %343, i64 32
  %359 = load float, ptr %358, align 4, !tbaa !11
  %360 = fmul contract float %320, %359
  %361 = fadd contract float %357, %360
  %362 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 36), i64 %342
  %363 = load float, ptr %362, align 4, !tbaa !11
  %364 = fmul contract float %363, %321
  %365 = fadd contract float %361, %364
  %366 = fadd contract float %354, %365
  %367 = getelementptr inbounds nuw i8, ptr %344, i64 8
  %368 = load float, ptr %367, align 4, !tbaa !11
  %369 = fmul contract float %322, %368
  %370 = getelementptr inbounds nuw i8, ptr %343, i64 64
  %371 = load float, ptr %370, align 4, !tbaa !11
  %372 = fmul contract float %323, %371
  %373 = fadd contract float %369, %372
  %374 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 72), i64 %342
  %375 = load float, ptr %374, align 4, !tbaa !11
  %376 = fmul contract float %375, %324
  %377 = fadd contract float %373, %376
  %378 = fadd contract float %366, %377
  %379 = getelementptr inbounds nuw i8, ptr %344, i64 12
  %380 = load float, ptr %379, align 4, !tbaa !11
  %381 = fmul contract float %325, %380
  %382 = getelementptr inbounds nuw i8, ptr %343, i64 96
  %383 = load float, ptr %382, align 4, !tbaa !11
  %384 = fmul contract float %326, %383
  %385 = fadd contract float %381, %384
  %386 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 108), i64 %342
  %387 = load float, ptr %386, align 4, !tbaa !11
  %388 = fmul contract float %387, %327
  %389 = fadd contract float %385, %388
  %390 = fadd contract float %378, %389
  %391 = getelementptr inbounds nuw i8, ptr %344, i64 16
  %392 = load float, ptr %391, align 4, !tbaa !11
  %393 = fmul contract float %328, %392
  %394 = getelementptr inbounds nuw i8, ptr %343, i64 128
  %395 = load float, ptr %394, align 4, !tbaa !11
  %396 = fmul contract float %329, %395
  %397 = fadd contract float %393, %396
  %398 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 144), i64 %342
  %399 = load float, ptr %398, align 4, !tbaa !11
  %400 = fmul contract float %399, %330
  %401 = fadd contract float %397, %400
  %402 = fadd contract float %390, %401
  %403 = getelementptr inbounds nuw i8, ptr %344, i64 20
  %404 = load float, ptr %403, align 4, !tbaa !11
  %405 = fmul contract float %331, %404
  %406 = getelementptr inbounds nuw i8, ptr %343, i64 160
  %407 = load float, ptr %406, align 4, !tbaa !11
  %408 = fmul contract float %332, %407
  %409 = fadd contract float %405, %408
  %410 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 180), i64 %342
  %411 = load float, ptr %410, align 4, !tbaa !11
  %412 = fmul contract float %411, %333
  %413 = fadd contract float %409, %412
  %414 = fadd contract float %402, %413
  %415 = getelementptr inbounds nuw i8, ptr %344, i64 24
  %416 = load float, ptr %415, align 4, !tbaa !11
  %417 = fmul contract float %334, %416
  %418 = getelementptr inbounds nuw i8, ptr %343, i64 192
  %419 = load float, ptr %418, align 4, !tbaa !11
  %420 = fmul contract float %335, %419
  %421 = fadd contract float %417, %420
  %422 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 216), i64 %342
  %423 = load float, ptr %422, align 4, !tbaa !11
  %424 = fmul contract float %423, %336
  %425 = fadd contract float %421, %424
  %426 = fadd contract float %414, %425
  %427 = getelementptr inbounds nuw i8, ptr %344, i64 28
  %428 = load float, ptr %427, align 4, !tbaa !11
  %429 = fmul contract float %337, %428
  %430 = getelementptr inbounds nuw i8, ptr %343, i64 224
  %431 = load float, ptr %430, align 4, !tbaa !11
  %432 = fmul contract float %338, %431
  %433 = fadd contract float %429, %432
  %434 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15sem_ax_hex8_f32E3s_d to ptr), i64 252), i64 %342
  %435 = load float, ptr %434, align 4, !tbaa !11
  %436 = fmul contract float %435, %339
  %437 = fadd contract float %433, %436
  %438 = fadd contract float %426, %437
  %439 = zext nneg i32 %341 to i64
  %440 = getelementptr inbounds nuw [8 x [8 x float]], ptr %57, i64 %439
  %441 = load float, ptr %440, align 4, !tbaa !11
  %442 = fmul contract float %5, %441
  %443 = fadd contract float %438, %442
  %444 = shl nuw nsw i32 %341, 6
  %445 = zext nneg i32 %444 to i64
  %446 = getelementptr float, ptr %315, i64 %445
  store float %443, ptr %446, align 4, !tbaa !11
  %447 = add nuw nsw i32 %341, 1
  %448 = icmp eq i32 %447, 8
  br i1 %448, label %449, label %340, !llvm.loop !17

449:                                              ; preds = %340, %313
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %450 = add i32 %116, %62
  %451 = icmp slt i32 %450, %4
  br i1 %451, label %115, label %114, !llvm.loop !18
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
  br label %18

9:                                                ; preds = %18, %4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %32

12:                                               ; preds = %9
  %13 = icmp samesign ult i32 %5, 125
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp samesign ult i32 %5, 216
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %26

18:                                               ; preds = %7, %18
  %19 = phi i32 [ %5, %7 ], [ %24, %18 ]
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw double, ptr %1, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !19
  %23 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %20
  store double %22, ptr %23, align 8, !tbaa !19
  %24 = add nuw nsw i32 %19, %8
  %25 = icmp samesign ult i32 %24, 30
  br i1 %25, label %18, label %9, !llvm.loop !21

26:                                               ; preds = %12, %46
  %27 = phi i32 [ %10, %12 ], [ %47, %46 ]
  br i1 %13, label %28, label %33

28:                                               ; preds = %26
  %29 = sext i32 %27 to i64
  %30 = mul nsw i64 %29, 1000
  %31 = getelementptr i8, ptr %0, i64 %30
  br label %38

32:                                               ; preds = %46, %9
  ret void

33:                                               ; preds = %38, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call fastcc void @_ZL15contract_rotateILi5ELi6ELi5ELi5EEvPKdS1_Pd() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call fastcc void @_ZL15contract_rotateILi5ELi6ELi5ELi6EEvPKdS1_Pd() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call fastcc void @_ZL15contract_rotateILi5ELi6ELi6ELi6EEvPKdS1_Pd() #5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %15, label %34, label %46

34:                                               ; preds = %33
  %35 = sext i32 %27 to i64
  %36 = mul nsw i64 %35, 1728
  %37 = getelementptr i8, ptr %2, i64 %36
  br label %49

38:                                               ; preds = %28, %38
  %39 = phi i32 [ %5, %28 ], [ %44, %38 ]
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr double, ptr %31, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !19
  %43 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_a to ptr), i64 %40
  store double %42, ptr %43, align 8, !tbaa !19
  %44 = add nuw nsw i32 %39, %14
  %45 = icmp samesign ult i32 %44, 125
  br i1 %45, label %38, label %33, !llvm.loop !22

46:                                               ; preds = %49, %33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = add i32 %27, %17
  %48 = icmp slt i32 %47, %3
  br i1 %48, label %26, label %32, !llvm.loop !23

49:                                               ; preds = %34, %49
  %50 = phi i32 [ %5, %34 ], [ %55, %49 ]
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_b to ptr), i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !19
  %54 = getelementptr double, ptr %37, i64 %51
  store double %53, ptr %54, align 8, !tbaa !19
  %55 = add nuw nsw i32 %50, %16
  %56 = icmp samesign ult i32 %55, 216
  br i1 %56, label %49, label %46, !llvm.loop !24
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
  %7 = phi i32 [ %1, %3 ], [ %57, %6 ]
  %8 = udiv i32 %7, 25
  %9 = mul nuw nsw i32 %8, 5
  %10 = mul nsw i32 %8, -25
  %11 = add nsw i32 %10, %7
  %12 = mul nsw i32 %11, 5
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_a to ptr), i64 %13
  %15 = zext nneg i32 %9 to i64
  %16 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !19
  %18 = load double, ptr %14, align 8, !tbaa !19
  %19 = fmul contract double %17, %18
  %20 = fadd contract double %19, 0.000000e+00
  %21 = zext nneg i32 %9 to i64
  %22 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !19
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !19
  %27 = fmul contract double %24, %26
  %28 = fadd contract double %20, %27
  %29 = zext nneg i32 %9 to i64
  %30 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %32 = load double, ptr %31, align 8, !tbaa !19
  %33 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %34 = load double, ptr %33, align 8, !tbaa !19
  %35 = fmul contract double %32, %34
  %36 = fadd contract double %28, %35
  %37 = zext nneg i32 %9 to i64
  %38 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 24
  %40 = load double, ptr %39, align 8, !tbaa !19
  %41 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !19
  %43 = fmul contract double %40, %42
  %44 = fadd contract double %36, %43
  %45 = zext nneg i32 %9 to i64
  %46 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 32
  %48 = load double, ptr %47, align 8, !tbaa !19
  %49 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %50 = load double, ptr %49, align 8, !tbaa !19
  %51 = fmul contract double %48, %50
  %52 = fadd contract double %44, %51
  %53 = mul nuw nsw i32 %8, 25
  %54 = add nsw i32 %53, %11
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_b to ptr), i64 %55
  store double %52, ptr %56, align 8, !tbaa !19
  %57 = add nuw nsw i32 %7, %4
  %58 = icmp samesign ult i32 %57, 150
  br i1 %58, label %6, label %5, !llvm.loop !25
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
  %7 = phi i32 [ %1, %3 ], [ %57, %6 ]
  %8 = udiv i32 %7, 30
  %9 = mul nuw nsw i32 %8, 5
  %10 = mul nsw i32 %8, -30
  %11 = add nsw i32 %10, %7
  %12 = mul nsw i32 %11, 5
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_b to ptr), i64 %13
  %15 = zext nneg i32 %9 to i64
  %16 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !19
  %18 = load double, ptr %14, align 8, !tbaa !19
  %19 = fmul contract double %17, %18
  %20 = fadd contract double %19, 0.000000e+00
  %21 = zext nneg i32 %9 to i64
  %22 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !19
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !19
  %27 = fmul contract double %24, %26
  %28 = fadd contract double %20, %27
  %29 = zext nneg i32 %9 to i64
  %30 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %32 = load double, ptr %31, align 8, !tbaa !19
  %33 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %34 = load double, ptr %33, align 8, !tbaa !19
  %35 = fmul contract double %32, %34
  %36 = fadd contract double %28, %35
  %37 = zext nneg i32 %9 to i64
  %38 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 24
  %40 = load double, ptr %39, align 8, !tbaa !19
  %41 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !19
  %43 = fmul contract double %40, %42
  %44 = fadd contract double %36, %43
  %45 = zext nneg i32 %9 to i64
  %46 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 32
  %48 = load double, ptr %47, align 8, !tbaa !19
  %49 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %50 = load double, ptr %49, align 8, !tbaa !19
  %51 = fmul contract double %48, %50
  %52 = fadd contract double %44, %51
  %53 = mul nuw nsw i32 %8, 30
  %54 = add nsw i32 %53, %11
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_a to ptr), i64 %55
  store double %52, ptr %56, align 8, !tbaa !19
  %57 = add nuw nsw i32 %7, %4
  %58 = icmp samesign ult i32 %57, 180
  br i1 %58, label %6, label %5, !llvm.loop !26
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
  %7 = phi i32 [ %1, %3 ], [ %57, %6 ]
  %8 = udiv i32 %7, 36
  %9 = mul nuw nsw i32 %8, 5
  %10 = mul nsw i32 %8, -36
  %11 = add nsw i32 %10, %7
  %12 = mul nsw i32 %11, 5
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_a to ptr), i64 %13
  %15 = zext nneg i32 %9 to i64
  %16 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !19
  %18 = load double, ptr %14, align 8, !tbaa !19
  %19 = fmul contract double %17, %18
  %20 = fadd contract double %19, 0.000000e+00
  %21 = zext nneg i32 %9 to i64
  %22 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !19
  %25 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %26 = load double, ptr %25, align 8, !tbaa !19
  %27 = fmul contract double %24, %26
  %28 = fadd contract double %20, %27
  %29 = zext nneg i32 %9 to i64
  %30 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 16
  %32 = load double, ptr %31, align 8, !tbaa !19
  %33 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %34 = load double, ptr %33, align 8, !tbaa !19
  %35 = fmul contract double %32, %34
  %36 = fadd contract double %28, %35
  %37 = zext nneg i32 %9 to i64
  %38 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 24
  %40 = load double, ptr %39, align 8, !tbaa !19
  %41 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !19
  %43 = fmul contract double %40, %42
  %44 = fadd contract double %36, %43
  %45 = zext nneg i32 %9 to i64
  %46 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_j to ptr), i64 %45
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 32
  %48 = load double, ptr %47, align 8, !tbaa !19
  %49 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %50 = load double, ptr %49, align 8, !tbaa !19
  %51 = fmul contract double %48, %50
  %52 = fadd contract double %44, %51
  %53 = mul nuw nsw i32 %8, 36
  %54 = add nsw i32 %53, %11
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr addrspacecast (ptr addrspace(3) @_ZZ18sem_interp_gll_f64E3s_b to ptr), i64 %55
  store double %52, ptr %56, align 8, !tbaa !19
  %57 = add nuw nsw i32 %7, %4
  %58 = icmp samesign ult i32 %57, 216
  br i1 %58, label %6, label %5, !llvm.loop !27
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
