; ModuleID = 'src/rigid_body_quat.cu'
source_filename = "src/rigid_body_quat.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.RbParams = type { float, float, float, float, float, float, float, float, float, float }
%struct.Body = type { [3 x float], [4 x float], [3 x float], [3 x float], float }
%struct.float4 = type { float, float, float, float }

@_ZZ16rb_energy_reduceE6s_part = internal unnamed_addr addrspace(3) global [8 x double] undef, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @rb_integrate(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noundef readonly byval(%struct.RbParams) align 4 captures(none) %8, ptr noalias noundef writeonly captures(none) %9) local_unnamed_addr #0 {
  %11 = alloca %struct.Body, align 4
  %12 = alloca [9 x float], align 4
  %13 = alloca [9 x float], align 4
  %14 = alloca [3 x float], align 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  %20 = icmp slt i32 %19, %7
  br i1 %20, label %21, label %287

21:                                               ; preds = %10
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #11
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds %struct.float4, ptr %0, i64 %22
  %24 = load float, ptr %23, align 16, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %28 = load float, ptr %27, align 8, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds %struct.float4, ptr %1, i64 %22
  %32 = load float, ptr %31, align 16, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %36 = load float, ptr %35, align 8, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 12
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds %struct.float4, ptr %2, i64 %22
  %40 = load float, ptr %39, align 16, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 4
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %44 = load float, ptr %43, align 8, !tbaa !11
  %45 = getelementptr inbounds %struct.float4, ptr %3, i64 %22
  %46 = load float, ptr %45, align 16, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %50 = load float, ptr %49, align 8, !tbaa !11
  store float %24, ptr %11, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %11, i64 4
  store float %26, ptr %51, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store float %28, ptr %52, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %11, i64 52
  store float %30, ptr %53, align 4, !tbaa !13
  %54 = getelementptr inbounds nuw i8, ptr %11, i64 12
  store float %32, ptr %54, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %11, i64 16
  store float %34, ptr %55, align 4, !tbaa !11
  %56 = getelementptr inbounds nuw i8, ptr %11, i64 20
  store float %36, ptr %56, align 4, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %11, i64 24
  store float %38, ptr %57, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %11, i64 28
  store float %40, ptr %58, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %11, i64 32
  store float %42, ptr %59, align 4, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %11, i64 36
  store float %44, ptr %60, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %11, i64 40
  store float %46, ptr %61, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %11, i64 44
  store float %48, ptr %62, align 4, !tbaa !11
  %63 = getelementptr inbounds nuw i8, ptr %11, i64 48
  store float %50, ptr %63, align 4, !tbaa !11
  %64 = getelementptr inbounds %struct.float4, ptr %5, i64 %22
  %65 = load float, ptr %64, align 16, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 4
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %64, i64 8
  %69 = load float, ptr %68, align 8, !tbaa !11
  %70 = getelementptr inbounds %struct.float4, ptr %6, i64 %22
  %71 = load float, ptr %70, align 16, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 4
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = getelementptr inbounds nuw i8, ptr %70, i64 8
  %75 = load float, ptr %74, align 8, !tbaa !11
  %76 = getelementptr inbounds %struct.float4, ptr %4, i64 %22
  %77 = load float, ptr %76, align 16, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %81 = load float, ptr %80, align 8, !tbaa !11
  %82 = load float, ptr %8, align 4, !tbaa !15
  %83 = fmul contract float %30, %65
  %84 = fcmp contract ogt float %30, 0.000000e+00
  %85 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %86 = load float, ptr %85, align 4
  %87 = select contract i1 %84, float %86, float 0.000000e+00
  %88 = fadd contract float %83, %87
  %89 = fmul contract float %82, %88
  %90 = fadd contract float %40, %89
  store float %90, ptr %58, align 4, !tbaa !11
  %91 = fmul contract float %30, %67
  %92 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %93 = load float, ptr %92, align 4
  %94 = select contract i1 %84, float %93, float 0.000000e+00
  %95 = fadd contract float %91, %94
  %96 = fmul contract float %82, %95
  %97 = fadd contract float %42, %96
  store float %97, ptr %59, align 4, !tbaa !11
  %98 = fmul contract float %30, %69
  %99 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %100 = load float, ptr %99, align 4
  %101 = select contract i1 %84, float %100, float 0.000000e+00
  %102 = fadd contract float %98, %101
  %103 = fmul contract float %82, %102
  %104 = fadd contract float %44, %103
  store float %104, ptr %60, align 4, !tbaa !11
  %105 = fmul contract float %71, %82
  %106 = fadd contract float %46, %105
  store float %106, ptr %61, align 4, !tbaa !11
  %107 = fmul contract float %73, %82
  %108 = fadd contract float %48, %107
  store float %108, ptr %62, align 4, !tbaa !11
  %109 = fmul contract float %75, %82
  %110 = fadd contract float %50, %109
  store float %110, ptr %63, align 4, !tbaa !11
  %111 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %112 = load float, ptr %111, align 4, !tbaa !17
  %113 = fmul contract float %82, %112
  %114 = fsub contract float 1.000000e+00, %113
  %115 = tail call noundef float @llvm.maxnum.f32(float %114, float 0.000000e+00)
  %116 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %117 = load float, ptr %116, align 4, !tbaa !18
  %118 = fmul contract float %82, %117
  %119 = fsub contract float 1.000000e+00, %118
  %120 = tail call noundef float @llvm.maxnum.f32(float %119, float 0.000000e+00)
  %121 = fmul contract float %120, %90
  store float %121, ptr %58, align 4, !tbaa !11
  %122 = fmul contract float %115, %106
  store float %122, ptr %61, align 4, !tbaa !11
  %123 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %124 = fmul contract float %120, %97
  store float %124, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw i8, ptr %11, i64 44
  %126 = fmul contract float %115, %108
  store float %126, ptr %125, align 4, !tbaa !11
  %127 = getelementptr inbounds nuw i8, ptr %11, i64 36
  %128 = fmul contract float %120, %104
  store float %128, ptr %127, align 4, !tbaa !11
  %129 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %130 = fmul contract float %115, %110
  store float %130, ptr %129, align 4, !tbaa !11
  %131 = fmul contract float %32, %32
  %132 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %133 = fmul contract float %34, %34
  %134 = fadd contract float %131, %133
  %135 = getelementptr inbounds nuw i8, ptr %11, i64 20
  %136 = fmul contract float %36, %36
  %137 = fadd contract float %134, %136
  %138 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %139 = fmul contract float %38, %38
  %140 = fadd contract float %137, %139
  %141 = fcmp contract ogt float %140, 0x3BC79CA100000000
  br i1 %141, label %142, label %144

142:                                              ; preds = %21
  %143 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %140)
  br label %144

144:                                              ; preds = %142, %21
  %145 = phi contract float [ %143, %142 ], [ 0.000000e+00, %21 ]
  %146 = fcmp contract oeq float %145, 0.000000e+00
  br i1 %146, label %147, label %148

147:                                              ; preds = %144
  store float 1.000000e+00, ptr %54, align 4, !tbaa !11
  store float 0.000000e+00, ptr %138, align 4, !tbaa !11
  store float 0.000000e+00, ptr %135, align 4, !tbaa !11
  store float 0.000000e+00, ptr %132, align 4, !tbaa !11
  br label %153

148:                                              ; preds = %144
  %149 = fmul contract float %32, %145
  store float %149, ptr %54, align 4, !tbaa !11
  %150 = fmul contract float %34, %145
  store float %150, ptr %132, align 4, !tbaa !11
  %151 = fmul contract float %36, %145
  store float %151, ptr %135, align 4, !tbaa !11
  %152 = fmul contract float %38, %145
  store float %152, ptr %138, align 4, !tbaa !11
  br label %153

153:                                              ; preds = %147, %148
  %154 = phi float [ 0.000000e+00, %147 ], [ %152, %148 ]
  %155 = phi float [ 0.000000e+00, %147 ], [ %151, %148 ]
  %156 = phi float [ 0.000000e+00, %147 ], [ %150, %148 ]
  %157 = phi float [ 1.000000e+00, %147 ], [ %149, %148 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #11
  store float %77, ptr %14, align 4, !tbaa !11
  %158 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store float %79, ptr %158, align 4, !tbaa !11
  %159 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store float %81, ptr %159, align 4, !tbaa !11
  call fastcc void @_ZL11quat_to_matPKfPf(ptr noundef %54, ptr noundef %12) #11
  call fastcc void @_ZL17world_inv_inertiaPKfS0_Pf(ptr noundef %12, ptr noundef %14, ptr noundef %13) #11
  %160 = load float, ptr %13, align 4, !tbaa !11
  %161 = fmul contract float %160, %122
  %162 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = fmul contract float %163, %126
  %165 = fadd contract float %161, %164
  %166 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = fmul contract float %167, %130
  %169 = fadd contract float %165, %168
  %170 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = fmul contract float %122, %171
  %173 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fmul contract float %126, %174
  %176 = fadd contract float %172, %175
  %177 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = fmul contract float %130, %178
  %180 = fadd contract float %176, %179
  %181 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = fmul contract float %122, %182
  %184 = getelementptr inbounds nuw i8, ptr %13, i64 28
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = fmul contract float %126, %185
  %187 = fadd contract float %183, %186
  %188 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %189 = load float, ptr %188, align 4, !tbaa !11
  %190 = fmul contract float %130, %189
  %191 = fadd contract float %187, %190
  %192 = fmul contract float %82, 5.000000e-01
  %193 = fneg contract float %169
  %194 = fmul contract float %156, %193
  %195 = fmul contract float %180, %155
  %196 = fsub contract float %194, %195
  %197 = fmul contract float %191, %154
  %198 = fsub contract float %196, %197
  %199 = fmul contract float %192, %198
  %200 = fadd contract float %157, %199
  store float %200, ptr %54, align 4, !tbaa !11
  %201 = fmul contract float %169, %157
  %202 = fmul contract float %180, %154
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %191, %155
  %205 = fsub contract float %203, %204
  %206 = fmul contract float %192, %205
  %207 = fadd contract float %156, %206
  store float %207, ptr %55, align 4, !tbaa !11
  %208 = fmul contract float %180, %157
  %209 = fmul contract float %191, %156
  %210 = fadd contract float %208, %209
  %211 = fmul contract float %169, %154
  %212 = fsub contract float %210, %211
  %213 = fmul contract float %192, %212
  %214 = fadd contract float %155, %213
  store float %214, ptr %56, align 4, !tbaa !11
  %215 = fmul contract float %157, %191
  %216 = fmul contract float %169, %155
  %217 = fadd contract float %215, %216
  %218 = fmul contract float %180, %156
  %219 = fsub contract float %217, %218
  %220 = fmul contract float %192, %219
  %221 = fadd contract float %154, %220
  store float %221, ptr %57, align 4, !tbaa !11
  %222 = fmul contract float %200, %200
  %223 = fmul contract float %207, %207
  %224 = fadd contract float %222, %223
  %225 = fmul contract float %214, %214
  %226 = fadd contract float %224, %225
  %227 = fmul contract float %221, %221
  %228 = fadd contract float %226, %227
  %229 = fcmp contract ogt float %228, 0x3BC79CA100000000
  br i1 %229, label %230, label %232

230:                                              ; preds = %153
  %231 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %228)
  br label %232

232:                                              ; preds = %230, %153
  %233 = phi contract float [ %231, %230 ], [ 0.000000e+00, %153 ]
  %234 = fcmp contract oeq float %233, 0.000000e+00
  br i1 %234, label %235, label %236

235:                                              ; preds = %232
  store float 1.000000e+00, ptr %54, align 4, !tbaa !11
  store float 0.000000e+00, ptr %138, align 4, !tbaa !11
  store float 0.000000e+00, ptr %135, align 4, !tbaa !11
  store float 0.000000e+00, ptr %132, align 4, !tbaa !11
  br label %241

236:                                              ; preds = %232
  %237 = fmul contract float %200, %233
  store float %237, ptr %54, align 4, !tbaa !11
  %238 = fmul contract float %207, %233
  store float %238, ptr %132, align 4, !tbaa !11
  %239 = fmul contract float %214, %233
  store float %239, ptr %135, align 4, !tbaa !11
  %240 = fmul contract float %221, %233
  store float %240, ptr %138, align 4, !tbaa !11
  br label %241

241:                                              ; preds = %236, %235
  %242 = phi float [ 0.000000e+00, %235 ], [ %240, %236 ]
  %243 = phi float [ 0.000000e+00, %235 ], [ %239, %236 ]
  %244 = phi float [ 0.000000e+00, %235 ], [ %238, %236 ]
  %245 = phi float [ 1.000000e+00, %235 ], [ %237, %236 ]
  %246 = fmul contract float %82, %121
  %247 = fadd contract float %24, %246
  store float %247, ptr %11, align 4, !tbaa !11
  %248 = fmul contract float %82, %124
  %249 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %250 = fadd contract float %26, %248
  store float %250, ptr %249, align 4, !tbaa !11
  %251 = fmul contract float %82, %128
  %252 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %253 = fadd contract float %28, %251
  store float %253, ptr %252, align 4, !tbaa !11
  call fastcc void @_ZL11quat_to_matPKfPf(ptr noundef %54, ptr noundef %12) #11
  store float %247, ptr %23, align 16, !tbaa !11
  store float %250, ptr %25, align 4, !tbaa !11
  store float %253, ptr %27, align 8, !tbaa !11
  store float %30, ptr %29, align 4, !tbaa !11
  store float %245, ptr %31, align 16, !tbaa !11
  store float %244, ptr %33, align 4, !tbaa !11
  store float %243, ptr %35, align 8, !tbaa !11
  store float %242, ptr %37, align 4, !tbaa !11
  store float %121, ptr %39, align 16, !tbaa !11
  store float %124, ptr %41, align 4, !tbaa !11
  store float %128, ptr %43, align 8, !tbaa !11
  %254 = getelementptr inbounds nuw i8, ptr %39, i64 12
  store float 0.000000e+00, ptr %254, align 4, !tbaa !11
  store float %122, ptr %45, align 16, !tbaa !11
  store float %126, ptr %47, align 4, !tbaa !11
  store float %130, ptr %49, align 8, !tbaa !11
  %255 = getelementptr inbounds nuw i8, ptr %45, i64 12
  store float 0.000000e+00, ptr %255, align 4, !tbaa !11
  %256 = load float, ptr %12, align 4, !tbaa !11
  %257 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %258 = load float, ptr %257, align 4, !tbaa !11
  %259 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %260 = load float, ptr %259, align 4, !tbaa !11
  %261 = mul nsw i32 %19, 3
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds %struct.float4, ptr %9, i64 %262
  store float %256, ptr %263, align 16, !tbaa !11
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 4
  store float %258, ptr %264, align 4, !tbaa !11
  %265 = getelementptr inbounds nuw i8, ptr %263, i64 8
  store float %260, ptr %265, align 8, !tbaa !11
  %266 = getelementptr inbounds nuw i8, ptr %263, i64 12
  store float %247, ptr %266, align 4, !tbaa !11
  %267 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %268 = load float, ptr %267, align 4, !tbaa !11
  %269 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %270 = load float, ptr %269, align 4, !tbaa !11
  %271 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %272 = load float, ptr %271, align 4, !tbaa !11
  %273 = getelementptr i8, ptr %263, i64 16
  store float %268, ptr %273, align 16, !tbaa !11
  %274 = getelementptr i8, ptr %263, i64 20
  store float %270, ptr %274, align 4, !tbaa !11
  %275 = getelementptr i8, ptr %263, i64 24
  store float %272, ptr %275, align 8, !tbaa !11
  %276 = getelementptr i8, ptr %263, i64 28
  store float %250, ptr %276, align 4, !tbaa !11
  %277 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %278 = load float, ptr %277, align 4, !tbaa !11
  %279 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %280 = load float, ptr %279, align 4, !tbaa !11
  %281 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %282 = load float, ptr %281, align 4, !tbaa !11
  %283 = getelementptr i8, ptr %263, i64 32
  store float %278, ptr %283, align 16, !tbaa !11
  %284 = getelementptr i8, ptr %263, i64 36
  store float %280, ptr %284, align 4, !tbaa !11
  %285 = getelementptr i8, ptr %263, i64 40
  store float %282, ptr %285, align 8, !tbaa !11
  %286 = getelementptr i8, ptr %263, i64 44
  store float %253, ptr %286, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #11
  br label %287

287:                                              ; preds = %10, %241
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_ZL11quat_to_matPKfPf(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull writeonly captures(none) initializes((0, 36)) %1) unnamed_addr #2 {
  %3 = load float, ptr %0, align 4, !tbaa !11
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = load float, ptr %4, align 4, !tbaa !11
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = fmul contract float %5, %5
  %11 = fmul contract float %7, %7
  %12 = fmul contract float %9, %9
  %13 = fmul contract float %5, %7
  %14 = fmul contract float %5, %9
  %15 = fmul contract float %7, %9
  %16 = fmul contract float %3, %5
  %17 = fmul contract float %3, %7
  %18 = fmul contract float %3, %9
  %19 = fadd contract float %11, %12
  %20 = fmul contract float %19, 2.000000e+00
  %21 = fsub contract float 1.000000e+00, %20
  store float %21, ptr %1, align 4, !tbaa !11
  %22 = fsub contract float %13, %18
  %23 = fmul contract float %22, 2.000000e+00
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 4
  store float %23, ptr %24, align 4, !tbaa !11
  %25 = fadd contract float %17, %14
  %26 = fmul contract float %25, 2.000000e+00
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store float %26, ptr %27, align 4, !tbaa !11
  %28 = fadd contract float %13, %18
  %29 = fmul contract float %28, 2.000000e+00
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 12
  store float %29, ptr %30, align 4, !tbaa !11
  %31 = fadd contract float %10, %12
  %32 = fmul contract float %31, 2.000000e+00
  %33 = fsub contract float 1.000000e+00, %32
  %34 = getelementptr inbounds nuw i8, ptr %1, i64 16
  store float %33, ptr %34, align 4, !tbaa !11
  %35 = fsub contract float %15, %16
  %36 = fmul contract float %35, 2.000000e+00
  %37 = getelementptr inbounds nuw i8, ptr %1, i64 20
  store float %36, ptr %37, align 4, !tbaa !11
  %38 = fsub contract float %14, %17
  %39 = fmul contract float %38, 2.000000e+00
  %40 = getelementptr inbounds nuw i8, ptr %1, i64 24
  store float %39, ptr %40, align 4, !tbaa !11
  %41 = fadd contract float %16, %15
  %42 = fmul contract float %41, 2.000000e+00
  %43 = getelementptr inbounds nuw i8, ptr %1, i64 28
  store float %42, ptr %43, align 4, !tbaa !11
  %44 = fadd contract float %10, %11
  %45 = fmul contract float %44, 2.000000e+00
  %46 = fsub contract float 1.000000e+00, %45
  %47 = getelementptr inbounds nuw i8, ptr %1, i64 32
  store float %46, ptr %47, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_ZL17world_inv_inertiaPKfS0_Pf(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, ptr noundef nonnull writeonly captures(none) initializes((0, 36)) %2) unnamed_addr #2 {
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %8 = load float, ptr %0, align 4, !tbaa !11
  %9 = load float, ptr %1, align 4, !tbaa !11
  %10 = fmul contract float %8, %9
  %11 = fmul contract float %10, %8
  %12 = load float, ptr %7, align 4, !tbaa !11
  %13 = load float, ptr %4, align 4, !tbaa !11
  %14 = fmul contract float %12, %13
  %15 = fmul contract float %14, %12
  %16 = fadd contract float %11, %15
  %17 = load float, ptr %6, align 4, !tbaa !11
  %18 = load float, ptr %5, align 4, !tbaa !11
  %19 = fmul contract float %17, %18
  %20 = fmul contract float %19, %17
  %21 = fadd contract float %16, %20
  store float %21, ptr %2, align 4, !tbaa !11
  %22 = load float, ptr %0, align 4, !tbaa !11
  %23 = load float, ptr %1, align 4, !tbaa !11
  %24 = fmul contract float %22, %23
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = fmul contract float %24, %26
  %28 = load float, ptr %7, align 4, !tbaa !11
  %29 = load float, ptr %4, align 4, !tbaa !11
  %30 = fmul contract float %28, %29
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = fmul contract float %30, %32
  %34 = fadd contract float %27, %33
  %35 = load float, ptr %6, align 4, !tbaa !11
  %36 = load float, ptr %5, align 4, !tbaa !11
  %37 = fmul contract float %35, %36
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = fmul contract float %37, %39
  %41 = fadd contract float %34, %40
  %42 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store float %41, ptr %42, align 4, !tbaa !11
  %43 = load float, ptr %0, align 4, !tbaa !11
  %44 = load float, ptr %1, align 4, !tbaa !11
  %45 = fmul contract float %43, %44
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = fmul contract float %45, %47
  %49 = load float, ptr %7, align 4, !tbaa !11
  %50 = load float, ptr %4, align 4, !tbaa !11
  %51 = fmul contract float %49, %50
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fmul contract float %51, %53
  %55 = fadd contract float %48, %54
  %56 = load float, ptr %6, align 4, !tbaa !11
  %57 = load float, ptr %5, align 4, !tbaa !11
  %58 = fmul contract float %56, %57
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = fmul contract float %58, %60
  %62 = fadd contract float %55, %61
  %63 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store float %62, ptr %63, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %67 = load float, ptr %64, align 4, !tbaa !11
  %68 = load float, ptr %1, align 4, !tbaa !11
  %69 = fmul contract float %67, %68
  %70 = load float, ptr %0, align 4, !tbaa !11
  %71 = fmul contract float %69, %70
  %72 = load float, ptr %66, align 4, !tbaa !11
  %73 = load float, ptr %4, align 4, !tbaa !11
  %74 = fmul contract float %72, %73
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fmul contract float %74, %76
  %78 = fadd contract float %71, %77
  %79 = load float, ptr %65, align 4, !tbaa !11
  %80 = load float, ptr %5, align 4, !tbaa !11
  %81 = fmul contract float %79, %80
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = fmul contract float %81, %83
  %85 = fadd contract float %78, %84
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 12
  store float %85, ptr %86, align 4, !tbaa !11
  %87 = load float, ptr %64, align 4, !tbaa !11
  %88 = load float, ptr %1, align 4, !tbaa !11
  %89 = fmul contract float %87, %88
  %90 = fmul contract float %89, %87
  %91 = load float, ptr %66, align 4, !tbaa !11
  %92 = load float, ptr %4, align 4, !tbaa !11
  %93 = fmul contract float %91, %92
  %94 = fmul contract float %93, %91
  %95 = fadd contract float %90, %94
  %96 = load float, ptr %65, align 4, !tbaa !11
  %97 = load float, ptr %5, align 4, !tbaa !11
  %98 = fmul contract float %96, %97
  %99 = fmul contract float %98, %96
  %100 = fadd contract float %95, %99
  %101 = getelementptr inbounds nuw i8, ptr %2, i64 16
  store float %100, ptr %101, align 4, !tbaa !11
  %102 = load float, ptr %64, align 4, !tbaa !11
  %103 = load float, ptr %1, align 4, !tbaa !11
  %104 = fmul contract float %102, %103
  %105 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = fmul contract float %104, %106
  %108 = load float, ptr %66, align 4, !tbaa !11
  %109 = load float, ptr %4, align 4, !tbaa !11
  %110 = fmul contract float %108, %109
  %111 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %112 = load float, ptr %111, align 4, !tbaa !11
  %113 = fmul contract float %110, %112
  %114 = fadd contract float %107, %113
  %115 = load float, ptr %65, align 4, !tbaa !11
  %116 = load float, ptr %5, align 4, !tbaa !11
  %117 = fmul contract float %115, %116
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = fmul contract float %117, %119
  %121 = fadd contract float %114, %120
  %122 = getelementptr inbounds nuw i8, ptr %2, i64 20
  store float %121, ptr %122, align 4, !tbaa !11
  %123 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %124 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %126 = load float, ptr %123, align 4, !tbaa !11
  %127 = load float, ptr %1, align 4, !tbaa !11
  %128 = fmul contract float %126, %127
  %129 = load float, ptr %0, align 4, !tbaa !11
  %130 = fmul contract float %128, %129
  %131 = load float, ptr %125, align 4, !tbaa !11
  %132 = load float, ptr %4, align 4, !tbaa !11
  %133 = fmul contract float %131, %132
  %134 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %135 = load float, ptr %134, align 4, !tbaa !11
  %136 = fmul contract float %133, %135
  %137 = fadd contract float %130, %136
  %138 = load float, ptr %124, align 4, !tbaa !11
  %139 = load float, ptr %5, align 4, !tbaa !11
  %140 = fmul contract float %138, %139
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %142 = load float, ptr %141, align 4, !tbaa !11
  %143 = fmul contract float %140, %142
  %144 = fadd contract float %137, %143
  %145 = getelementptr inbounds nuw i8, ptr %2, i64 24
  store float %144, ptr %145, align 4, !tbaa !11
  %146 = load float, ptr %123, align 4, !tbaa !11
  %147 = load float, ptr %1, align 4, !tbaa !11
  %148 = fmul contract float %146, %147
  %149 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = fmul contract float %148, %150
  %152 = load float, ptr %125, align 4, !tbaa !11
  %153 = load float, ptr %4, align 4, !tbaa !11
  %154 = fmul contract float %152, %153
  %155 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = fmul contract float %154, %156
  %158 = fadd contract float %151, %157
  %159 = load float, ptr %124, align 4, !tbaa !11
  %160 = load float, ptr %5, align 4, !tbaa !11
  %161 = fmul contract float %159, %160
  %162 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = fmul contract float %161, %163
  %165 = fadd contract float %158, %164
  %166 = getelementptr inbounds nuw i8, ptr %2, i64 28
  store float %165, ptr %166, align 4, !tbaa !11
  %167 = load float, ptr %123, align 4, !tbaa !11
  %168 = load float, ptr %1, align 4, !tbaa !11
  %169 = fmul contract float %167, %168
  %170 = fmul contract float %169, %167
  %171 = load float, ptr %125, align 4, !tbaa !11
  %172 = load float, ptr %4, align 4, !tbaa !11
  %173 = fmul contract float %171, %172
  %174 = fmul contract float %173, %171
  %175 = fadd contract float %170, %174
  %176 = load float, ptr %124, align 4, !tbaa !11
  %177 = load float, ptr %5, align 4, !tbaa !11
  %178 = fmul contract float %176, %177
  %179 = fmul contract float %178, %176
  %180 = fadd contract float %175, %179
  %181 = getelementptr inbounds nuw i8, ptr %2, i64 32
  store float %180, ptr %181, align 4, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @rb_box_ground(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, float noundef %7, i32 noundef %8, ptr noundef readonly byval(%struct.RbParams) align 4 captures(none) %9, ptr noalias noundef captures(none) %10) local_unnamed_addr #3 {
  %12 = alloca %struct.Body, align 4
  %13 = alloca [9 x float], align 4
  %14 = alloca [9 x float], align 4
  %15 = alloca [3 x float], align 4
  %16 = alloca [8 x [3 x float]], align 4
  %17 = alloca [3 x float], align 4
  %18 = alloca [3 x float], align 4
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  %24 = icmp slt i32 %23, %6
  br i1 %24, label %25, label %1652

25:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #11
  %26 = sext i32 %23 to i64
  %27 = getelementptr inbounds %struct.float4, ptr %0, i64 %26
  %28 = load float, ptr %27, align 16, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %32 = load float, ptr %31, align 8, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %27, i64 12
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds %struct.float4, ptr %1, i64 %26
  %36 = load float, ptr %35, align 16, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = load float, ptr %39, align 8, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 12
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr inbounds %struct.float4, ptr %2, i64 %26
  %44 = load float, ptr %43, align 16, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 8
  %48 = load float, ptr %47, align 8, !tbaa !11
  %49 = getelementptr inbounds %struct.float4, ptr %3, i64 %26
  %50 = load float, ptr %49, align 16, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %49, i64 4
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %49, i64 8
  %54 = load float, ptr %53, align 8, !tbaa !11
  store float %28, ptr %12, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %12, i64 4
  store float %30, ptr %55, align 4, !tbaa !11
  %56 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store float %32, ptr %56, align 4, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %12, i64 52
  store float %34, ptr %57, align 4, !tbaa !13
  %58 = getelementptr inbounds nuw i8, ptr %12, i64 12
  store float %36, ptr %58, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %12, i64 16
  store float %38, ptr %59, align 4, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %12, i64 20
  store float %40, ptr %60, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %12, i64 24
  store float %42, ptr %61, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %12, i64 28
  store float %44, ptr %62, align 4, !tbaa !11
  %63 = getelementptr inbounds nuw i8, ptr %12, i64 32
  store float %46, ptr %63, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %12, i64 36
  store float %48, ptr %64, align 4, !tbaa !11
  %65 = getelementptr inbounds nuw i8, ptr %12, i64 40
  store float %50, ptr %65, align 4, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %12, i64 44
  store float %52, ptr %66, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %12, i64 48
  store float %54, ptr %67, align 4, !tbaa !11
  %68 = fcmp contract ugt float %34, 0.000000e+00
  br i1 %68, label %69, label %1651

69:                                               ; preds = %25
  %70 = getelementptr inbounds %struct.float4, ptr %4, i64 %26
  %71 = load float, ptr %70, align 16, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 4
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = getelementptr inbounds nuw i8, ptr %70, i64 8
  %75 = load float, ptr %74, align 8, !tbaa !11
  %76 = getelementptr inbounds %struct.float4, ptr %5, i64 %26
  %77 = load float, ptr %76, align 16, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %81 = load float, ptr %80, align 8, !tbaa !11
  %82 = fmul contract float %36, %36
  %83 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fmul contract float %84, %84
  %86 = fadd contract float %82, %85
  %87 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = fmul contract float %88, %88
  %90 = fadd contract float %86, %89
  %91 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = fmul contract float %92, %92
  %94 = fadd contract float %90, %93
  %95 = fcmp contract ogt float %94, 0x3BC79CA100000000
  br i1 %95, label %96, label %98

96:                                               ; preds = %69
  %97 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %94)
  br label %98

98:                                               ; preds = %96, %69
  %99 = phi contract float [ %97, %96 ], [ 0.000000e+00, %69 ]
  %100 = fcmp contract oeq float %99, 0.000000e+00
  br i1 %100, label %101, label %102

101:                                              ; preds = %98
  store float 1.000000e+00, ptr %58, align 4, !tbaa !11
  store float 0.000000e+00, ptr %91, align 4, !tbaa !11
  store float 0.000000e+00, ptr %87, align 4, !tbaa !11
  store float 0.000000e+00, ptr %83, align 4, !tbaa !11
  br label %107

102:                                              ; preds = %98
  %103 = fmul contract float %36, %99
  store float %103, ptr %58, align 4, !tbaa !11
  %104 = fmul contract float %84, %99
  store float %104, ptr %83, align 4, !tbaa !11
  %105 = fmul contract float %88, %99
  store float %105, ptr %87, align 4, !tbaa !11
  %106 = fmul contract float %92, %99
  store float %106, ptr %91, align 4, !tbaa !11
  br label %107

107:                                              ; preds = %101, %102
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #11
  store float %71, ptr %15, align 4, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %15, i64 4
  store float %73, ptr %108, align 4, !tbaa !11
  %109 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store float %75, ptr %109, align 4, !tbaa !11
  call fastcc void @_ZL11quat_to_matPKfPf(ptr noundef %58, ptr noundef %13) #11
  call fastcc void @_ZL17world_inv_inertiaPKfS0_Pf(ptr noundef %13, ptr noundef %15, ptr noundef %14) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #11
  %110 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = getelementptr inbounds nuw i8, ptr %13, i64 28
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = load float, ptr %13, align 4, !tbaa !11
  %127 = fneg contract float %79
  %128 = fmul contract float %125, %127
  %129 = fmul contract float %77, %126
  %130 = fsub contract float %128, %129
  %131 = fmul contract float %81, %123
  %132 = fsub contract float %130, %131
  store float %132, ptr %16, align 4, !tbaa !11
  %133 = fmul contract float %119, %127
  %134 = fmul contract float %77, %121
  %135 = fsub contract float %133, %134
  %136 = fmul contract float %81, %117
  %137 = fsub contract float %135, %136
  %138 = getelementptr inbounds nuw i8, ptr %16, i64 4
  store float %137, ptr %138, align 4, !tbaa !11
  %139 = fmul contract float %113, %127
  %140 = fmul contract float %77, %115
  %141 = fsub contract float %139, %140
  %142 = fmul contract float %81, %111
  %143 = fsub contract float %141, %142
  %144 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store float %143, ptr %144, align 4, !tbaa !11
  %145 = fadd contract float %30, %137
  %146 = fsub contract float %7, %145
  %147 = fcmp contract ogt float %146, 0.000000e+00
  %148 = zext i1 %147 to i32
  %149 = fmul contract float %77, %126
  %150 = fmul contract float %79, %125
  %151 = fsub contract float %149, %150
  %152 = fmul contract float %81, %123
  %153 = fsub contract float %151, %152
  %154 = getelementptr inbounds nuw i8, ptr %16, i64 12
  store float %153, ptr %154, align 4, !tbaa !11
  %155 = fmul contract float %77, %121
  %156 = fmul contract float %79, %119
  %157 = fsub contract float %155, %156
  %158 = fmul contract float %81, %117
  %159 = fsub contract float %157, %158
  %160 = getelementptr inbounds nuw i8, ptr %16, i64 16
  store float %159, ptr %160, align 4, !tbaa !11
  %161 = fmul contract float %77, %115
  %162 = fmul contract float %79, %113
  %163 = fsub contract float %161, %162
  %164 = fmul contract float %81, %111
  %165 = fsub contract float %163, %164
  %166 = getelementptr inbounds nuw i8, ptr %16, i64 20
  store float %165, ptr %166, align 4, !tbaa !11
  %167 = fadd contract float %30, %159
  %168 = fsub contract float %7, %167
  %169 = fcmp contract ogt float %168, 0.000000e+00
  %170 = zext i1 %169 to i32
  %171 = add nuw nsw i32 %148, %170
  %172 = fmul contract float %79, %125
  %173 = fmul contract float %77, %126
  %174 = fsub contract float %172, %173
  %175 = fmul contract float %81, %123
  %176 = fsub contract float %174, %175
  %177 = getelementptr inbounds nuw i8, ptr %16, i64 24
  store float %176, ptr %177, align 4, !tbaa !11
  %178 = fmul contract float %79, %119
  %179 = fmul contract float %77, %121
  %180 = fsub contract float %178, %179
  %181 = fmul contract float %81, %117
  %182 = fsub contract float %180, %181
  %183 = getelementptr inbounds nuw i8, ptr %16, i64 28
  store float %182, ptr %183, align 4, !tbaa !11
  %184 = fmul contract float %79, %113
  %185 = fmul contract float %77, %115
  %186 = fsub contract float %184, %185
  %187 = fmul contract float %81, %111
  %188 = fsub contract float %186, %187
  %189 = getelementptr inbounds nuw i8, ptr %16, i64 32
  store float %188, ptr %189, align 4, !tbaa !11
  %190 = fadd contract float %30, %182
  %191 = fsub contract float %7, %190
  %192 = fcmp contract ogt float %191, 0.000000e+00
  %193 = zext i1 %192 to i32
  %194 = add nuw nsw i32 %171, %193
  %195 = fmul contract float %77, %126
  %196 = fmul contract float %79, %125
  %197 = fadd contract float %195, %196
  %198 = fmul contract float %81, %123
  %199 = fsub contract float %197, %198
  %200 = getelementptr inbounds nuw i8, ptr %16, i64 36
  store float %199, ptr %200, align 4, !tbaa !11
  %201 = fmul contract float %77, %121
  %202 = fmul contract float %79, %119
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %81, %117
  %205 = fsub contract float %203, %204
  %206 = getelementptr inbounds nuw i8, ptr %16, i64 40
  store float %205, ptr %206, align 4, !tbaa !11
  %207 = fmul contract float %77, %115
  %208 = fmul contract float %79, %113
  %209 = fadd contract float %207, %208
  %210 = fmul contract float %81, %111
  %211 = fsub contract float %209, %210
  %212 = getelementptr inbounds nuw i8, ptr %16, i64 44
  store float %211, ptr %212, align 4, !tbaa !11
  %213 = fadd contract float %30, %205
  %214 = fsub contract float %7, %213
  %215 = fcmp contract ogt float %214, 0.000000e+00
  %216 = zext i1 %215 to i32
  %217 = add nuw nsw i32 %194, %216
  %218 = fmul contract float %125, %127
  %219 = fmul contract float %77, %126
  %220 = fsub contract float %218, %219
  %221 = fmul contract float %81, %123
  %222 = fadd contract float %220, %221
  %223 = getelementptr inbounds nuw i8, ptr %16, i64 48
  store float %222, ptr %223, align 4, !tbaa !11
  %224 = fmul contract float %119, %127
  %225 = fmul contract float %77, %121
  %226 = fsub contract float %224, %225
  %227 = fmul contract float %81, %117
  %228 = fadd contract float %226, %227
  %229 = getelementptr inbounds nuw i8, ptr %16, i64 52
  store float %228, ptr %229, align 4, !tbaa !11
  %230 = fmul contract float %113, %127
  %231 = fmul contract float %77, %115
  %232 = fsub contract float %230, %231
  %233 = fmul contract float %81, %111
  %234 = fadd contract float %232, %233
  %235 = getelementptr inbounds nuw i8, ptr %16, i64 56
  store float %234, ptr %235, align 4, !tbaa !11
  %236 = fadd contract float %30, %228
  %237 = fsub contract float %7, %236
  %238 = fcmp contract ogt float %237, 0.000000e+00
  %239 = zext i1 %238 to i32
  %240 = add nuw nsw i32 %217, %239
  %241 = fmul contract float %77, %126
  %242 = fmul contract float %79, %125
  %243 = fsub contract float %241, %242
  %244 = fmul contract float %81, %123
  %245 = fadd contract float %243, %244
  %246 = getelementptr inbounds nuw i8, ptr %16, i64 60
  store float %245, ptr %246, align 4, !tbaa !11
  %247 = fmul contract float %77, %121
  %248 = fmul contract float %79, %119
  %249 = fsub contract float %247, %248
  %250 = fmul contract float %81, %117
  %251 = fadd contract float %249, %250
  %252 = getelementptr inbounds nuw i8, ptr %16, i64 64
  store float %251, ptr %252, align 4, !tbaa !11
  %253 = fmul contract float %77, %115
  %254 = fmul contract float %79, %113
  %255 = fsub contract float %253, %254
  %256 = fmul contract float %81, %111
  %257 = fadd contract float %255, %256
  %258 = getelementptr inbounds nuw i8, ptr %16, i64 68
  store float %257, ptr %258, align 4, !tbaa !11
  %259 = fadd contract float %30, %251
  %260 = fsub contract float %7, %259
  %261 = fcmp contract ogt float %260, 0.000000e+00
  %262 = zext i1 %261 to i32
  %263 = add nuw nsw i32 %240, %262
  %264 = fmul contract float %79, %125
  %265 = fmul contract float %77, %126
  %266 = fsub contract float %264, %265
  %267 = fmul contract float %81, %123
  %268 = fadd contract float %266, %267
  %269 = getelementptr inbounds nuw i8, ptr %16, i64 72
  store float %268, ptr %269, align 4, !tbaa !11
  %270 = fmul contract float %79, %119
  %271 = fmul contract float %77, %121
  %272 = fsub contract float %270, %271
  %273 = fmul contract float %81, %117
  %274 = fadd contract float %272, %273
  %275 = getelementptr inbounds nuw i8, ptr %16, i64 76
  store float %274, ptr %275, align 4, !tbaa !11
  %276 = fmul contract float %79, %113
  %277 = fmul contract float %77, %115
  %278 = fsub contract float %276, %277
  %279 = fmul contract float %81, %111
  %280 = fadd contract float %278, %279
  %281 = getelementptr inbounds nuw i8, ptr %16, i64 80
  store float %280, ptr %281, align 4, !tbaa !11
  %282 = fadd contract float %30, %274
  %283 = fsub contract float %7, %282
  %284 = fcmp contract ogt float %283, 0.000000e+00
  %285 = zext i1 %284 to i32
  %286 = add nuw nsw i32 %263, %285
  %287 = fmul contract float %77, %126
  %288 = fmul contract float %79, %125
  %289 = fadd contract float %287, %288
  %290 = fmul contract float %81, %123
  %291 = fadd contract float %289, %290
  %292 = getelementptr inbounds nuw i8, ptr %16, i64 84
  store float %291, ptr %292, align 4, !tbaa !11
  %293 = fmul contract float %77, %121
  %294 = fmul contract float %79, %119
  %295 = fadd contract float %293, %294
  %296 = fmul contract float %81, %117
  %297 = fadd contract float %295, %296
  %298 = getelementptr inbounds nuw i8, ptr %16, i64 88
  store float %297, ptr %298, align 4, !tbaa !11
  %299 = fmul contract float %77, %115
  %300 = fmul contract float %79, %113
  %301 = fadd contract float %299, %300
  %302 = fmul contract float %81, %111
  %303 = fadd contract float %301, %302
  %304 = getelementptr inbounds nuw i8, ptr %16, i64 92
  store float %303, ptr %304, align 4, !tbaa !11
  %305 = fadd contract float %30, %297
  %306 = fsub contract float %7, %305
  %307 = fcmp contract ogt float %306, 0.000000e+00
  %308 = zext i1 %307 to i32
  %309 = add nuw nsw i32 %286, %308
  %310 = icmp eq i32 %309, 0
  br i1 %310, label %1650, label %311

311:                                              ; preds = %107
  %312 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 1)
  %313 = tail call noundef range(i32 1, 17) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %312, i32 16)
  %314 = load float, ptr %14, align 4
  %315 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %316 = load float, ptr %315, align 4
  %317 = getelementptr inbounds nuw i8, ptr %12, i64 44
  %318 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %319 = load float, ptr %318, align 4
  %320 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %321 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %322 = load float, ptr %321, align 4
  %323 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %324 = load float, ptr %323, align 4
  %325 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %326 = load float, ptr %325, align 4
  %327 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %328 = load float, ptr %327, align 4
  %329 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %330 = load float, ptr %329, align 4
  %331 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %332 = load float, ptr %331, align 4
  %333 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %334 = load float, ptr %333, align 4
  %335 = load float, ptr %9, align 4
  %336 = fdiv contract float %334, %335
  %337 = getelementptr inbounds nuw i8, ptr %9, i64 36
  %338 = load float, ptr %337, align 4
  %339 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %340 = load float, ptr %339, align 4
  %341 = fneg contract float %340
  %342 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %343 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %344 = getelementptr inbounds nuw i8, ptr %9, i64 28
  %345 = load float, ptr %344, align 4
  %346 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %347 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %348 = fcmp contract ugt float %146, 0.000000e+00
  %349 = fsub contract float %146, %338
  %350 = tail call float @llvm.maxnum.f32(float %349, float 0.000000e+00)
  %351 = fmul contract float %336, %350
  %352 = fmul contract float %137, 0.000000e+00
  %353 = fsub contract float %352, %143
  %354 = fmul contract float %143, 0.000000e+00
  %355 = fmul contract float %132, 0.000000e+00
  %356 = fsub contract float %354, %355
  %357 = fsub contract float %132, %352
  %358 = fmul contract float %314, %353
  %359 = fmul contract float %316, %356
  %360 = fadd contract float %359, %358
  %361 = fmul contract float %319, %357
  %362 = fadd contract float %361, %360
  %363 = fmul contract float %322, %353
  %364 = fmul contract float %324, %356
  %365 = fadd contract float %364, %363
  %366 = fmul contract float %326, %357
  %367 = fadd contract float %366, %365
  %368 = fmul contract float %328, %353
  %369 = fmul contract float %330, %356
  %370 = fadd contract float %369, %368
  %371 = fmul contract float %332, %357
  %372 = fadd contract float %371, %370
  %373 = fmul contract float %143, %367
  %374 = fmul contract float %137, %372
  %375 = fsub contract float %373, %374
  %376 = fmul contract float %132, %372
  %377 = fmul contract float %143, %362
  %378 = fsub contract float %376, %377
  %379 = fmul contract float %137, %362
  %380 = fmul contract float %132, %367
  %381 = fsub contract float %379, %380
  %382 = fmul contract float %375, 0.000000e+00
  %383 = fmul contract float %381, 0.000000e+00
  %384 = fcmp contract ugt float %168, 0.000000e+00
  %385 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %386 = fsub contract float %168, %338
  %387 = tail call float @llvm.maxnum.f32(float %386, float 0.000000e+00)
  %388 = fmul contract float %336, %387
  %389 = fmul contract float %159, 0.000000e+00
  %390 = fsub contract float %389, %165
  %391 = fmul contract float %165, 0.000000e+00
  %392 = fmul contract float %153, 0.000000e+00
  %393 = fsub contract float %391, %392
  %394 = fsub contract float %153, %389
  %395 = fmul contract float %314, %390
  %396 = fmul contract float %316, %393
  %397 = fadd contract float %396, %395
  %398 = fmul contract float %319, %394
  %399 = fadd contract float %398, %397
  %400 = fmul contract float %322, %390
  %401 = fmul contract float %324, %393
  %402 = fadd contract float %401, %400
  %403 = fmul contract float %326, %394
  %404 = fadd contract float %403, %402
  %405 = fmul contract float %328, %390
  %406 = fmul contract float %330, %393
  %407 = fadd contract float %406, %405
  %408 = fmul contract float %332, %394
  %409 = fadd contract float %408, %407
  %410 = fmul contract float %165, %404
  %411 = fmul contract float %159, %409
  %412 = fsub contract float %410, %411
  %413 = fmul contract float %153, %409
  %414 = fmul contract float %165, %399
  %415 = fsub contract float %413, %414
  %416 = fmul contract float %159, %399
  %417 = fmul contract float %153, %404
  %418 = fsub contract float %416, %417
  %419 = fmul contract float %412, 0.000000e+00
  %420 = fmul contract float %418, 0.000000e+00
  %421 = fcmp contract ugt float %191, 0.000000e+00
  %422 = getelementptr inbounds nuw i8, ptr %16, i64 24
  %423 = fsub contract float %191, %338
  %424 = tail call float @llvm.maxnum.f32(float %423, float 0.000000e+00)
  %425 = fmul contract float %336, %424
  %426 = fmul contract float %182, 0.000000e+00
  %427 = fsub contract float %426, %188
  %428 = fmul contract float %188, 0.000000e+00
  %429 = fmul contract float %176, 0.000000e+00
  %430 = fsub contract float %428, %429
  %431 = fsub contract float %176, %426
  %432 = fmul contract float %314, %427
  %433 = fmul contract float %316, %430
  %434 = fadd contract float %433, %432
  %435 = fmul contract float %319, %431
  %436 = fadd contract float %435, %434
  %437 = fmul contract float %322, %427
  %438 = fmul contract float %324, %430
  %439 = fadd contract float %438, %437
  %440 = fmul contract float %326, %431
  %441 = fadd contract float %440, %439
  %442 = fmul contract float %328, %427
  %443 = fmul contract float %330, %430
  %444 = fadd contract float %443, %442
  %445 = fmul contract float %332, %431
  %446 = fadd contract float %445, %444
  %447 = fmul contract float %188, %441
  %448 = fmul contract float %182, %446
  %449 = fsub contract float %447, %448
  %450 = fmul contract float %176, %446
  %451 = fmul contract float %188, %436
  %452 = fsub contract float %450, %451
  %453 = fmul contract float %182, %436
  %454 = fmul contract float %176, %441
  %455 = fsub contract float %453, %454
  %456 = fmul contract float %449, 0.000000e+00
  %457 = fmul contract float %455, 0.000000e+00
  %458 = fcmp contract ugt float %214, 0.000000e+00
  %459 = getelementptr inbounds nuw i8, ptr %16, i64 36
  %460 = fsub contract float %214, %338
  %461 = tail call float @llvm.maxnum.f32(float %460, float 0.000000e+00)
  %462 = fmul contract float %336, %461
  %463 = fmul contract float %205, 0.000000e+00
  %464 = fsub contract float %463, %211
  %465 = fmul contract float %211, 0.000000e+00
  %466 = fmul contract float %199, 0.000000e+00
  %467 = fsub contract float %465, %466
  %468 = fsub contract float %199, %463
  %469 = fmul contract float %314, %464
  %470 = fmul contract float %316, %467
  %471 = fadd contract float %470, %469
  %472 = fmul contract float %319, %468
  %473 = fadd contract float %472, %471
  %474 = fmul contract float %322, %464
  %475 = fmul contract float %324, %467
  %476 = fadd contract float %475, %474
  %477 = fmul contract float %326, %468
  %478 = fadd contract float %477, %476
  %479 = fmul contract float %328, %464
  %480 = fmul contract float %330, %467
  %481 = fadd contract float %480, %479
  %482 = fmul contract float %332, %468
  %483 = fadd contract float %482, %481
  %484 = fmul contract float %211, %478
  %485 = fmul contract float %205, %483
  %486 = fsub contract float %484, %485
  %487 = fmul contract float %199, %483
  %488 = fmul contract float %211, %473
  %489 = fsub contract float %487, %488
  %490 = fmul contract float %205, %473
  %491 = fmul contract float %199, %478
  %492 = fsub contract float %490, %491
  %493 = fmul contract float %486, 0.000000e+00
  %494 = fmul contract float %492, 0.000000e+00
  %495 = fcmp contract ugt float %237, 0.000000e+00
  %496 = getelementptr inbounds nuw i8, ptr %16, i64 48
  %497 = fsub contract float %237, %338
  %498 = tail call float @llvm.maxnum.f32(float %497, float 0.000000e+00)
  %499 = fmul contract float %336, %498
  %500 = fmul contract float %228, 0.000000e+00
  %501 = fsub contract float %500, %234
  %502 = fmul contract float %234, 0.000000e+00
  %503 = fmul contract float %222, 0.000000e+00
  %504 = fsub contract float %502, %503
  %505 = fsub contract float %222, %500
  %506 = fmul contract float %314, %501
  %507 = fmul contract float %316, %504
  %508 = fadd contract float %507, %506
  %509 = fmul contract float %319, %505
  %510 = fadd contract float %509, %508
  %511 = fmul contract float %322, %501
  %512 = fmul contract float %324, %504
  %513 = fadd contract float %512, %511
  %514 = fmul contract float %326, %505
  %515 = fadd contract float %514, %513
  %516 = fmul contract float %328, %501
  %517 = fmul contract float %330, %504
  %518 = fadd contract float %517, %516
  %519 = fmul contract float %332, %505
  %520 = fadd contract float %519, %518
  %521 = fmul contract float %234, %515
  %522 = fmul contract float %228, %520
  %523 = fsub contract float %521, %522
  %524 = fmul contract float %222, %520
  %525 = fmul contract float %234, %510
  %526 = fsub contract float %524, %525
  %527 = fmul contract float %228, %510
  %528 = fmul contract float %222, %515
  %529 = fsub contract float %527, %528
  %530 = fmul contract float %523, 0.000000e+00
  %531 = fmul contract float %529, 0.000000e+00
  %532 = fcmp contract ugt float %260, 0.000000e+00
  %533 = getelementptr inbounds nuw i8, ptr %16, i64 60
  %534 = fsub contract float %260, %338
  %535 = tail call float @llvm.maxnum.f32(float %534, float 0.000000e+00)
  %536 = fmul contract float %336, %535
  %537 = fmul contract float %251, 0.000000e+00
  %538 = fsub contract float %537, %257
  %539 = fmul contract float %257, 0.000000e+00
  %540 = fmul contract float %245, 0.000000e+00
  %541 = fsub contract float %539, %540
  %542 = fsub contract float %245, %537
  %543 = fmul contract float %314, %538
  %544 = fmul contract float %316, %541
  %545 = fadd contract float %544, %543
  %546 = fmul contract float %319, %542
  %547 = fadd contract float %546, %545
  %548 = fmul contract float %322, %538
  %549 = fmul contract float %324, %541
  %550 = fadd contract float %549, %548
  %551 = fmul contract float %326, %542
  %552 = fadd contract float %551, %550
  %553 = fmul contract float %328, %538
  %554 = fmul contract float %330, %541
  %555 = fadd contract float %554, %553
  %556 = fmul contract float %332, %542
  %557 = fadd contract float %556, %555
  %558 = fmul contract float %257, %552
  %559 = fmul contract float %251, %557
  %560 = fsub contract float %558, %559
  %561 = fmul contract float %245, %557
  %562 = fmul contract float %257, %547
  %563 = fsub contract float %561, %562
  %564 = fmul contract float %251, %547
  %565 = fmul contract float %245, %552
  %566 = fsub contract float %564, %565
  %567 = fmul contract float %560, 0.000000e+00
  %568 = fmul contract float %566, 0.000000e+00
  %569 = fcmp contract ugt float %283, 0.000000e+00
  %570 = getelementptr inbounds nuw i8, ptr %16, i64 72
  %571 = fsub contract float %283, %338
  %572 = tail call float @llvm.maxnum.f32(float %571, float 0.000000e+00)
  %573 = fmul contract float %336, %572
  %574 = fmul contract float %274, 0.000000e+00
  %575 = fsub contract float %574, %280
  %576 = fmul contract float %280, 0.000000e+00
  %577 = fmul contract float %268, 0.000000e+00
  %578 = fsub contract float %576, %577
  %579 = fsub contract float %268, %574
  %580 = fmul contract float %314, %575
  %581 = fmul contract float %316, %578
  %582 = fadd contract float %581, %580
  %583 = fmul contract float %319, %579
  %584 = fadd contract float %583, %582
  %585 = fmul contract float %322, %575
  %586 = fmul contract float %324, %578
  %587 = fadd contract float %586, %585
  %588 = fmul contract float %326, %579
  %589 = fadd contract float %588, %587
  %590 = fmul contract float %328, %575
  %591 = fmul contract float %330, %578
  %592 = fadd contract float %591, %590
  %593 = fmul contract float %332, %579
  %594 = fadd contract float %593, %592
  %595 = fmul contract float %280, %589
  %596 = fmul contract float %274, %594
  %597 = fsub contract float %595, %596
  %598 = fmul contract float %268, %594
  %599 = fmul contract float %280, %584
  %600 = fsub contract float %598, %599
  %601 = fmul contract float %274, %584
  %602 = fmul contract float %268, %589
  %603 = fsub contract float %601, %602
  %604 = fmul contract float %597, 0.000000e+00
  %605 = fmul contract float %603, 0.000000e+00
  %606 = fcmp contract ugt float %306, 0.000000e+00
  %607 = getelementptr inbounds nuw i8, ptr %16, i64 84
  %608 = fsub contract float %306, %338
  %609 = tail call float @llvm.maxnum.f32(float %608, float 0.000000e+00)
  %610 = fmul contract float %336, %609
  %611 = fmul contract float %297, 0.000000e+00
  %612 = fsub contract float %611, %303
  %613 = fmul contract float %303, 0.000000e+00
  %614 = fmul contract float %291, 0.000000e+00
  %615 = fsub contract float %613, %614
  %616 = fsub contract float %291, %611
  %617 = fmul contract float %314, %612
  %618 = fmul contract float %316, %615
  %619 = fadd contract float %618, %617
  %620 = fmul contract float %319, %616
  %621 = fadd contract float %620, %619
  %622 = fmul contract float %322, %612
  %623 = fmul contract float %324, %615
  %624 = fadd contract float %623, %622
  %625 = fmul contract float %326, %616
  %626 = fadd contract float %625, %624
  %627 = fmul contract float %328, %612
  %628 = fmul contract float %330, %615
  %629 = fadd contract float %628, %627
  %630 = fmul contract float %332, %616
  %631 = fadd contract float %630, %629
  %632 = fmul contract float %303, %626
  %633 = fmul contract float %297, %631
  %634 = fsub contract float %632, %633
  %635 = fmul contract float %291, %631
  %636 = fmul contract float %303, %621
  %637 = fsub contract float %635, %636
  %638 = fmul contract float %297, %621
  %639 = fmul contract float %291, %626
  %640 = fsub contract float %638, %639
  %641 = fmul contract float %634, 0.000000e+00
  %642 = fmul contract float %640, 0.000000e+00
  br label %643

643:                                              ; preds = %311, %1646
  %644 = phi float [ 0.000000e+00, %311 ], [ %1647, %1646 ]
  %645 = phi float [ 0.000000e+00, %311 ], [ %1524, %1646 ]
  %646 = phi float [ 0.000000e+00, %311 ], [ %1401, %1646 ]
  %647 = phi float [ 0.000000e+00, %311 ], [ %1278, %1646 ]
  %648 = phi float [ 0.000000e+00, %311 ], [ %1155, %1646 ]
  %649 = phi float [ 0.000000e+00, %311 ], [ %1032, %1646 ]
  %650 = phi float [ 0.000000e+00, %311 ], [ %909, %1646 ]
  %651 = phi float [ 0.000000e+00, %311 ], [ %786, %1646 ]
  %652 = phi i32 [ 0, %311 ], [ %1648, %1646 ]
  %653 = icmp eq i32 %652, 0
  br i1 %348, label %664, label %785

654:                                              ; preds = %1646
  %655 = load float, ptr %62, align 4, !tbaa !11
  %656 = load float, ptr %63, align 4, !tbaa !11
  %657 = load float, ptr %64, align 4, !tbaa !11
  store float %655, ptr %43, align 16, !tbaa !11
  store float %656, ptr %45, align 4, !tbaa !11
  store float %657, ptr %47, align 8, !tbaa !11
  %658 = getelementptr inbounds nuw i8, ptr %43, i64 12
  store float 0.000000e+00, ptr %658, align 4, !tbaa !11
  %659 = load float, ptr %65, align 4, !tbaa !11
  %660 = load float, ptr %66, align 4, !tbaa !11
  %661 = load float, ptr %67, align 4, !tbaa !11
  store float %659, ptr %49, align 16, !tbaa !11
  store float %660, ptr %51, align 4, !tbaa !11
  store float %661, ptr %53, align 8, !tbaa !11
  %662 = getelementptr inbounds nuw i8, ptr %49, i64 12
  store float 0.000000e+00, ptr %662, align 4, !tbaa !11
  %663 = atomicrmw add ptr %10, i32 %309 seq_cst, align 4
  br label %1650

664:                                              ; preds = %643
  %665 = load float, ptr %65, align 4, !tbaa !11
  %666 = fmul contract float %314, %665
  %667 = load float, ptr %317, align 4, !tbaa !11
  %668 = fmul contract float %316, %667
  %669 = fadd contract float %666, %668
  %670 = load float, ptr %320, align 4, !tbaa !11
  %671 = fmul contract float %319, %670
  %672 = fadd contract float %669, %671
  %673 = fmul contract float %665, %328
  %674 = fmul contract float %667, %330
  %675 = fadd contract float %673, %674
  %676 = fmul contract float %670, %332
  %677 = fadd contract float %675, %676
  %678 = load float, ptr %63, align 4, !tbaa !11
  %679 = fmul contract float %677, %132
  %680 = fadd contract float %678, %679
  %681 = fmul contract float %672, %143
  %682 = fsub contract float %680, %681
  %683 = fcmp contract olt float %682, -1.000000e+00
  %684 = select i1 %653, i1 %683, i1 false
  %685 = fmul contract float %682, %341
  %686 = select contract i1 %684, float %685, float 0.000000e+00
  %687 = fadd contract float %686, %351
  %688 = load float, ptr %57, align 4, !tbaa !13
  %689 = fadd contract float %688, %382
  %690 = fadd contract float %378, %689
  %691 = fadd contract float %383, %690
  %692 = fcmp contract ogt float %691, 0x3D71979980000000
  %693 = fdiv contract float 1.000000e+00, %691
  %694 = select contract i1 %692, float %693, float 0.000000e+00
  %695 = fsub contract float %687, %682
  %696 = fmul contract float %695, %694
  %697 = fadd contract float %651, %696
  %698 = tail call noundef float @llvm.maxnum.f32(float %697, float 0.000000e+00)
  %699 = fsub contract float %698, %651
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %699, ptr %342, align 4, !tbaa !11
  store float 0.000000e+00, ptr %343, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %16, ptr noundef %17) #11
  %700 = load float, ptr %65, align 4, !tbaa !11
  %701 = fmul contract float %314, %700
  %702 = load float, ptr %317, align 4, !tbaa !11
  %703 = fmul contract float %316, %702
  %704 = fadd contract float %701, %703
  %705 = load float, ptr %320, align 4, !tbaa !11
  %706 = fmul contract float %319, %705
  %707 = fadd contract float %704, %706
  %708 = fmul contract float %322, %700
  %709 = fmul contract float %324, %702
  %710 = fadd contract float %708, %709
  %711 = fmul contract float %326, %705
  %712 = fadd contract float %710, %711
  %713 = fmul contract float %328, %700
  %714 = fmul contract float %330, %702
  %715 = fadd contract float %713, %714
  %716 = fmul contract float %332, %705
  %717 = fadd contract float %715, %716
  %718 = load float, ptr %62, align 4, !tbaa !11
  %719 = fmul contract float %143, %712
  %720 = fadd contract float %718, %719
  %721 = fmul contract float %137, %717
  %722 = fsub contract float %720, %721
  %723 = load float, ptr %64, align 4, !tbaa !11
  %724 = fmul contract float %137, %707
  %725 = fadd contract float %723, %724
  %726 = fmul contract float %132, %712
  %727 = fsub contract float %725, %726
  %728 = fmul contract float %722, %722
  %729 = fmul contract float %727, %727
  %730 = fadd contract float %728, %729
  %731 = fcmp contract ogt float %730, 0x3D71979980000000
  br i1 %731, label %732, label %784

732:                                              ; preds = %664
  %733 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %730)
  %734 = fmul contract float %722, %733
  %735 = fmul contract float %727, %733
  %736 = fmul contract float %730, %733
  %737 = fmul contract float %137, %735
  %738 = fsub contract float %737, %354
  %739 = fmul contract float %143, %734
  %740 = fmul contract float %132, %735
  %741 = fsub contract float %739, %740
  %742 = fmul contract float %137, %734
  %743 = fsub contract float %355, %742
  %744 = fmul contract float %314, %738
  %745 = fmul contract float %316, %741
  %746 = fadd contract float %744, %745
  %747 = fmul contract float %319, %743
  %748 = fadd contract float %747, %746
  %749 = fmul contract float %322, %738
  %750 = fmul contract float %324, %741
  %751 = fadd contract float %749, %750
  %752 = fmul contract float %326, %743
  %753 = fadd contract float %752, %751
  %754 = fmul contract float %328, %738
  %755 = fmul contract float %330, %741
  %756 = fadd contract float %754, %755
  %757 = fmul contract float %332, %743
  %758 = fadd contract float %757, %756
  %759 = fmul contract float %143, %753
  %760 = fmul contract float %137, %758
  %761 = fsub contract float %759, %760
  %762 = fmul contract float %132, %758
  %763 = fmul contract float %143, %748
  %764 = fsub contract float %762, %763
  %765 = fmul contract float %137, %748
  %766 = fmul contract float %132, %753
  %767 = fsub contract float %765, %766
  %768 = load float, ptr %57, align 4, !tbaa !13
  %769 = fmul contract float %734, %761
  %770 = fadd contract float %768, %769
  %771 = fmul contract float %764, 0.000000e+00
  %772 = fadd contract float %771, %770
  %773 = fmul contract float %735, %767
  %774 = fadd contract float %773, %772
  %775 = fcmp contract ogt float %774, 0x3D71979980000000
  %776 = fdiv contract float 1.000000e+00, %774
  %777 = select contract i1 %775, float %776, float 0.000000e+00
  %778 = fmul contract float %736, %777
  %779 = fmul contract float %698, %345
  %780 = tail call noundef float @llvm.minnum.f32(float %778, float %779)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %781 = fneg contract float %780
  %782 = fmul contract float %734, %781
  store float %782, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %346, align 4, !tbaa !11
  %783 = fmul contract float %735, %781
  store float %783, ptr %347, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %16, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %784

784:                                              ; preds = %732, %664
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %785

785:                                              ; preds = %643, %784
  %786 = phi float [ %698, %784 ], [ %651, %643 ]
  br i1 %384, label %787, label %908

787:                                              ; preds = %785
  %788 = load float, ptr %65, align 4, !tbaa !11
  %789 = fmul contract float %314, %788
  %790 = load float, ptr %317, align 4, !tbaa !11
  %791 = fmul contract float %316, %790
  %792 = fadd contract float %789, %791
  %793 = load float, ptr %320, align 4, !tbaa !11
  %794 = fmul contract float %319, %793
  %795 = fadd contract float %792, %794
  %796 = fmul contract float %788, %328
  %797 = fmul contract float %790, %330
  %798 = fadd contract float %796, %797
  %799 = fmul contract float %793, %332
  %800 = fadd contract float %798, %799
  %801 = load float, ptr %63, align 4, !tbaa !11
  %802 = fmul contract float %800, %153
  %803 = fadd contract float %801, %802
  %804 = fmul contract float %795, %165
  %805 = fsub contract float %803, %804
  %806 = fcmp contract olt float %805, -1.000000e+00
  %807 = select i1 %653, i1 %806, i1 false
  %808 = fmul contract float %805, %341
  %809 = select contract i1 %807, float %808, float 0.000000e+00
  %810 = fadd contract float %809, %388
  %811 = load float, ptr %57, align 4, !tbaa !13
  %812 = fadd contract float %811, %419
  %813 = fadd contract float %415, %812
  %814 = fadd contract float %420, %813
  %815 = fcmp contract ogt float %814, 0x3D71979980000000
  %816 = fdiv contract float 1.000000e+00, %814
  %817 = select contract i1 %815, float %816, float 0.000000e+00
  %818 = fsub contract float %810, %805
  %819 = fmul contract float %818, %817
  %820 = fadd contract float %650, %819
  %821 = tail call noundef float @llvm.maxnum.f32(float %820, float 0.000000e+00)
  %822 = fsub contract float %821, %650
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %822, ptr %342, align 4, !tbaa !11
  store float 0.000000e+00, ptr %343, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %385, ptr noundef %17) #11
  %823 = load float, ptr %65, align 4, !tbaa !11
  %824 = fmul contract float %314, %823
  %825 = load float, ptr %317, align 4, !tbaa !11
  %826 = fmul contract float %316, %825
  %827 = fadd contract float %824, %826
  %828 = load float, ptr %320, align 4, !tbaa !11
  %829 = fmul contract float %319, %828
  %830 = fadd contract float %827, %829
  %831 = fmul contract float %322, %823
  %832 = fmul contract float %324, %825
  %833 = fadd contract float %831, %832
  %834 = fmul contract float %326, %828
  %835 = fadd contract float %833, %834
  %836 = fmul contract float %328, %823
  %837 = fmul contract float %330, %825
  %838 = fadd contract float %836, %837
  %839 = fmul contract float %332, %828
  %840 = fadd contract float %838, %839
  %841 = load float, ptr %62, align 4, !tbaa !11
  %842 = fmul contract float %165, %835
  %843 = fadd contract float %841, %842
  %844 = fmul contract float %159, %840
  %845 = fsub contract float %843, %844
  %846 = load float, ptr %64, align 4, !tbaa !11
  %847 = fmul contract float %159, %830
  %848 = fadd contract float %846, %847
  %849 = fmul contract float %153, %835
  %850 = fsub contract float %848, %849
  %851 = fmul contract float %845, %845
  %852 = fmul contract float %850, %850
  %853 = fadd contract float %851, %852
  %854 = fcmp contract ogt float %853, 0x3D71979980000000
  br i1 %854, label %855, label %907

855:                                              ; preds = %787
  %856 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %853)
  %857 = fmul contract float %845, %856
  %858 = fmul contract float %850, %856
  %859 = fmul contract float %853, %856
  %860 = fmul contract float %159, %858
  %861 = fsub contract float %860, %391
  %862 = fmul contract float %165, %857
  %863 = fmul contract float %153, %858
  %864 = fsub contract float %862, %863
  %865 = fmul contract float %159, %857
  %866 = fsub contract float %392, %865
  %867 = fmul contract float %314, %861
  %868 = fmul contract float %316, %864
  %869 = fadd contract float %867, %868
  %870 = fmul contract float %319, %866
  %871 = fadd contract float %870, %869
  %872 = fmul contract float %322, %861
  %873 = fmul contract float %324, %864
  %874 = fadd contract float %872, %873
  %875 = fmul contract float %326, %866
  %876 = fadd contract float %875, %874
  %877 = fmul contract float %328, %861
  %878 = fmul contract float %330, %864
  %879 = fadd contract float %877, %878
  %880 = fmul contract float %332, %866
  %881 = fadd contract float %880, %879
  %882 = fmul contract float %165, %876
  %883 = fmul contract float %159, %881
  %884 = fsub contract float %882, %883
  %885 = fmul contract float %153, %881
  %886 = fmul contract float %165, %871
  %887 = fsub contract float %885, %886
  %888 = fmul contract float %159, %871
  %889 = fmul contract float %153, %876
  %890 = fsub contract float %888, %889
  %891 = load float, ptr %57, align 4, !tbaa !13
  %892 = fmul contract float %857, %884
  %893 = fadd contract float %891, %892
  %894 = fmul contract float %887, 0.000000e+00
  %895 = fadd contract float %894, %893
  %896 = fmul contract float %858, %890
  %897 = fadd contract float %896, %895
  %898 = fcmp contract ogt float %897, 0x3D71979980000000
  %899 = fdiv contract float 1.000000e+00, %897
  %900 = select contract i1 %898, float %899, float 0.000000e+00
  %901 = fmul contract float %859, %900
  %902 = fmul contract float %821, %345
  %903 = tail call noundef float @llvm.minnum.f32(float %901, float %902)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %904 = fneg contract float %903
  %905 = fmul contract float %857, %904
  store float %905, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %346, align 4, !tbaa !11
  %906 = fmul contract float %858, %904
  store float %906, ptr %347, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %385, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %907

907:                                              ; preds = %855, %787
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %908

908:                                              ; preds = %907, %785
  %909 = phi float [ %821, %907 ], [ %650, %785 ]
  br i1 %421, label %910, label %1031

910:                                              ; preds = %908
  %911 = load float, ptr %65, align 4, !tbaa !11
  %912 = fmul contract float %314, %911
  %913 = load float, ptr %317, align 4, !tbaa !11
  %914 = fmul contract float %316, %913
  %915 = fadd contract float %912, %914
  %916 = load float, ptr %320, align 4, !tbaa !11
  %917 = fmul contract float %319, %916
  %918 = fadd contract float %915, %917
  %919 = fmul contract float %911, %328
  %920 = fmul contract float %913, %330
  %921 = fadd contract float %919, %920
  %922 = fmul contract float %916, %332
  %923 = fadd contract float %921, %922
  %924 = load float, ptr %63, align 4, !tbaa !11
  %925 = fmul contract float %923, %176
  %926 = fadd contract float %924, %925
  %927 = fmul contract float %918, %188
  %928 = fsub contract float %926, %927
  %929 = fcmp contract olt float %928, -1.000000e+00
  %930 = select i1 %653, i1 %929, i1 false
  %931 = fmul contract float %928, %341
  %932 = select contract i1 %930, float %931, float 0.000000e+00
  %933 = fadd contract float %932, %425
  %934 = load float, ptr %57, align 4, !tbaa !13
  %935 = fadd contract float %934, %456
  %936 = fadd contract float %452, %935
  %937 = fadd contract float %457, %936
  %938 = fcmp contract ogt float %937, 0x3D71979980000000
  %939 = fdiv contract float 1.000000e+00, %937
  %940 = select contract i1 %938, float %939, float 0.000000e+00
  %941 = fsub contract float %933, %928
  %942 = fmul contract float %941, %940
  %943 = fadd contract float %649, %942
  %944 = tail call noundef float @llvm.maxnum.f32(float %943, float 0.000000e+00)
  %945 = fsub contract float %944, %649
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %945, ptr %342, align 4, !tbaa !11
  store float 0.000000e+00, ptr %343, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %422, ptr noundef %17) #11
  %946 = load float, ptr %65, align 4, !tbaa !11
  %947 = fmul contract float %314, %946
  %948 = load float, ptr %317, align 4, !tbaa !11
  %949 = fmul contract float %316, %948
  %950 = fadd contract float %947, %949
  %951 = load float, ptr %320, align 4, !tbaa !11
  %952 = fmul contract float %319, %951
  %953 = fadd contract float %950, %952
  %954 = fmul contract float %322, %946
  %955 = fmul contract float %324, %948
  %956 = fadd contract float %954, %955
  %957 = fmul contract float %326, %951
  %958 = fadd contract float %956, %957
  %959 = fmul contract float %328, %946
  %960 = fmul contract float %330, %948
  %961 = fadd contract float %959, %960
  %962 = fmul contract float %332, %951
  %963 = fadd contract float %961, %962
  %964 = load float, ptr %62, align 4, !tbaa !11
  %965 = fmul contract float %188, %958
  %966 = fadd contract float %964, %965
  %967 = fmul contract float %182, %963
  %968 = fsub contract float %966, %967
  %969 = load float, ptr %64, align 4, !tbaa !11
  %970 = fmul contract float %182, %953
  %971 = fadd contract float %969, %970
  %972 = fmul contract float %176, %958
  %973 = fsub contract float %971, %972
  %974 = fmul contract float %968, %968
  %975 = fmul contract float %973, %973
  %976 = fadd contract float %974, %975
  %977 = fcmp contract ogt float %976, 0x3D71979980000000
  br i1 %977, label %978, label %1030

978:                                              ; preds = %910
  %979 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %976)
  %980 = fmul contract float %968, %979
  %981 = fmul contract float %973, %979
  %982 = fmul contract float %976, %979
  %983 = fmul contract float %182, %981
  %984 = fsub contract float %983, %428
  %985 = fmul contract float %188, %980
  %986 = fmul contract float %176, %981
  %987 = fsub contract float %985, %986
  %988 = fmul contract float %182, %980
  %989 = fsub contract float %429, %988
  %990 = fmul contract float %314, %984
  %991 = fmul contract float %316, %987
  %992 = fadd contract float %990, %991
  %993 = fmul contract float %319, %989
  %994 = fadd contract float %993, %992
  %995 = fmul contract float %322, %984
  %996 = fmul contract float %324, %987
  %997 = fadd contract float %995, %996
  %998 = fmul contract float %326, %989
  %999 = fadd contract float %998, %997
  %1000 = fmul contract float %328, %984
  %1001 = fmul contract float %330, %987
  %1002 = fadd contract float %1000, %1001
  %1003 = fmul contract float %332, %989
  %1004 = fadd contract float %1003, %1002
  %1005 = fmul contract float %188, %999
  %1006 = fmul contract float %182, %1004
  %1007 = fsub contract float %1005, %1006
  %1008 = fmul contract float %176, %1004
  %1009 = fmul contract float %188, %994
  %1010 = fsub contract float %1008, %1009
  %1011 = fmul contract float %182, %994
  %1012 = fmul contract float %176, %999
  %1013 = fsub contract float %1011, %1012
  %1014 = load float, ptr %57, align 4, !tbaa !13
  %1015 = fmul contract float %980, %1007
  %1016 = fadd contract float %1014, %1015
  %1017 = fmul contract float %1010, 0.000000e+00
  %1018 = fadd contract float %1017, %1016
  %1019 = fmul contract float %981, %1013
  %1020 = fadd contract float %1019, %1018
  %1021 = fcmp contract ogt float %1020, 0x3D71979980000000
  %1022 = fdiv contract float 1.000000e+00, %1020
  %1023 = select contract i1 %1021, float %1022, float 0.000000e+00
  %1024 = fmul contract float %982, %1023
  %1025 = fmul contract float %944, %345
  %1026 = tail call noundef float @llvm.minnum.f32(float %1024, float %1025)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1027 = fneg contract float %1026
  %1028 = fmul contract float %980, %1027
  store float %1028, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %346, align 4, !tbaa !11
  %1029 = fmul contract float %981, %1027
  store float %1029, ptr %347, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %422, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1030

1030:                                             ; preds = %978, %910
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1031

1031:                                             ; preds = %1030, %908
  %1032 = phi float [ %944, %1030 ], [ %649, %908 ]
  br i1 %458, label %1033, label %1154

1033:                                             ; preds = %1031
  %1034 = load float, ptr %65, align 4, !tbaa !11
  %1035 = fmul contract float %314, %1034
  %1036 = load float, ptr %317, align 4, !tbaa !11
  %1037 = fmul contract float %316, %1036
  %1038 = fadd contract float %1035, %1037
  %1039 = load float, ptr %320, align 4, !tbaa !11
  %1040 = fmul contract float %319, %1039
  %1041 = fadd contract float %1038, %1040
  %1042 = fmul contract float %1034, %328
  %1043 = fmul contract float %1036, %330
  %1044 = fadd contract float %1042, %1043
  %1045 = fmul contract float %1039, %332
  %1046 = fadd contract float %1044, %1045
  %1047 = load float, ptr %63, align 4, !tbaa !11
  %1048 = fmul contract float %1046, %199
  %1049 = fadd contract float %1047, %1048
  %1050 = fmul contract float %1041, %211
  %1051 = fsub contract float %1049, %1050
  %1052 = fcmp contract olt float %1051, -1.000000e+00
  %1053 = select i1 %653, i1 %1052, i1 false
  %1054 = fmul contract float %1051, %341
  %1055 = select contract i1 %1053, float %1054, float 0.000000e+00
  %1056 = fadd contract float %1055, %462
  %1057 = load float, ptr %57, align 4, !tbaa !13
  %1058 = fadd contract float %1057, %493
  %1059 = fadd contract float %489, %1058
  %1060 = fadd contract float %494, %1059
  %1061 = fcmp contract ogt float %1060, 0x3D71979980000000
  %1062 = fdiv contract float 1.000000e+00, %1060
  %1063 = select contract i1 %1061, float %1062, float 0.000000e+00
  %1064 = fsub contract float %1056, %1051
  %1065 = fmul contract float %1064, %1063
  %1066 = fadd contract float %648, %1065
  %1067 = tail call noundef float @llvm.maxnum.f32(float %1066, float 0.000000e+00)
  %1068 = fsub contract float %1067, %648
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1068, ptr %342, align 4, !tbaa !11
  store float 0.000000e+00, ptr %343, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %459, ptr noundef %17) #11
  %1069 = load float, ptr %65, align 4, !tbaa !11
  %1070 = fmul contract float %314, %1069
  %1071 = load float, ptr %317, align 4, !tbaa !11
  %1072 = fmul contract float %316, %1071
  %1073 = fadd contract float %1070, %1072
  %1074 = load float, ptr %320, align 4, !tbaa !11
  %1075 = fmul contract float %319, %1074
  %1076 = fadd contract float %1073, %1075
  %1077 = fmul contract float %322, %1069
  %1078 = fmul contract float %324, %1071
  %1079 = fadd contract float %1077, %1078
  %1080 = fmul contract float %326, %1074
  %1081 = fadd contract float %1079, %1080
  %1082 = fmul contract float %328, %1069
  %1083 = fmul contract float %330, %1071
  %1084 = fadd contract float %1082, %1083
  %1085 = fmul contract float %332, %1074
  %1086 = fadd contract float %1084, %1085
  %1087 = load float, ptr %62, align 4, !tbaa !11
  %1088 = fmul contract float %211, %1081
  %1089 = fadd contract float %1087, %1088
  %1090 = fmul contract float %205, %1086
  %1091 = fsub contract float %1089, %1090
  %1092 = load float, ptr %64, align 4, !tbaa !11
  %1093 = fmul contract float %205, %1076
  %1094 = fadd contract float %1092, %1093
  %1095 = fmul contract float %199, %1081
  %1096 = fsub contract float %1094, %1095
  %1097 = fmul contract float %1091, %1091
  %1098 = fmul contract float %1096, %1096
  %1099 = fadd contract float %1097, %1098
  %1100 = fcmp contract ogt float %1099, 0x3D71979980000000
  br i1 %1100, label %1101, label %1153

1101:                                             ; preds = %1033
  %1102 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1099)
  %1103 = fmul contract float %1091, %1102
  %1104 = fmul contract float %1096, %1102
  %1105 = fmul contract float %1099, %1102
  %1106 = fmul contract float %205, %1104
  %1107 = fsub contract float %1106, %465
  %1108 = fmul contract float %211, %1103
  %1109 = fmul contract float %199, %1104
  %1110 = fsub contract float %1108, %1109
  %1111 = fmul contract float %205, %1103
  %1112 = fsub contract float %466, %1111
  %1113 = fmul contract float %314, %1107
  %1114 = fmul contract float %316, %1110
  %1115 = fadd contract float %1113, %1114
  %1116 = fmul contract float %319, %1112
  %1117 = fadd contract float %1116, %1115
  %1118 = fmul contract float %322, %1107
  %1119 = fmul contract float %324, %1110
  %1120 = fadd contract float %1118, %1119
  %1121 = fmul contract float %326, %1112
  %1122 = fadd contract float %1121, %1120
  %1123 = fmul contract float %328, %1107
  %1124 = fmul contract float %330, %1110
  %1125 = fadd contract float %1123, %1124
  %1126 = fmul contract float %332, %1112
  %1127 = fadd contract float %1126, %1125
  %1128 = fmul contract float %211, %1122
  %1129 = fmul contract float %205, %1127
  %1130 = fsub contract float %1128, %1129
  %1131 = fmul contract float %199, %1127
  %1132 = fmul contract float %211, %1117
  %1133 = fsub contract float %1131, %1132
  %1134 = fmul contract float %205, %1117
  %1135 = fmul contract float %199, %1122
  %1136 = fsub contract float %1134, %1135
  %1137 = load float, ptr %57, align 4, !tbaa !13
  %1138 = fmul contract float %1103, %1130
  %1139 = fadd contract float %1137, %1138
  %1140 = fmul contract float %1133, 0.000000e+00
  %1141 = fadd contract float %1140, %1139
  %1142 = fmul contract float %1104, %1136
  %1143 = fadd contract float %1142, %1141
  %1144 = fcmp contract ogt float %1143, 0x3D71979980000000
  %1145 = fdiv contract float 1.000000e+00, %1143
  %1146 = select contract i1 %1144, float %1145, float 0.000000e+00
  %1147 = fmul contract float %1105, %1146
  %1148 = fmul contract float %1067, %345
  %1149 = tail call noundef float @llvm.minnum.f32(float %1147, float %1148)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1150 = fneg contract float %1149
  %1151 = fmul contract float %1103, %1150
  store float %1151, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %346, align 4, !tbaa !11
  %1152 = fmul contract float %1104, %1150
  store float %1152, ptr %347, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %459, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1153

1153:                                             ; preds = %1101, %1033
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1154

1154:                                             ; preds = %1153, %1031
  %1155 = phi float [ %1067, %1153 ], [ %648, %1031 ]
  br i1 %495, label %1156, label %1277

1156:                                             ; preds = %1154
  %1157 = load float, ptr %65, align 4, !tbaa !11
  %1158 = fmul contract float %314, %1157
  %1159 = load float, ptr %317, align 4, !tbaa !11
  %1160 = fmul contract float %316, %1159
  %1161 = fadd contract float %1158, %1160
  %1162 = load float, ptr %320, align 4, !tbaa !11
  %1163 = fmul contract float %319, %1162
  %1164 = fadd contract float %1161, %1163
  %1165 = fmul contract float %1157, %328
  %1166 = fmul contract float %1159, %330
  %1167 = fadd contract float %1165, %1166
  %1168 = fmul contract float %1162, %332
  %1169 = fadd contract float %1167, %1168
  %1170 = load float, ptr %63, align 4, !tbaa !11
  %1171 = fmul contract float %1169, %222
  %1172 = fadd contract float %1170, %1171
  %1173 = fmul contract float %1164, %234
  %1174 = fsub contract float %1172, %1173
  %1175 = fcmp contract olt float %1174, -1.000000e+00
  %1176 = select i1 %653, i1 %1175, i1 false
  %1177 = fmul contract float %1174, %341
  %1178 = select contract i1 %1176, float %1177, float 0.000000e+00
  %1179 = fadd contract float %1178, %499
  %1180 = load float, ptr %57, align 4, !tbaa !13
  %1181 = fadd contract float %1180, %530
  %1182 = fadd contract float %526, %1181
  %1183 = fadd contract float %531, %1182
  %1184 = fcmp contract ogt float %1183, 0x3D71979980000000
  %1185 = fdiv contract float 1.000000e+00, %1183
  %1186 = select contract i1 %1184, float %1185, float 0.000000e+00
  %1187 = fsub contract float %1179, %1174
  %1188 = fmul contract float %1187, %1186
  %1189 = fadd contract float %647, %1188
  %1190 = tail call noundef float @llvm.maxnum.f32(float %1189, float 0.000000e+00)
  %1191 = fsub contract float %1190, %647
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1191, ptr %342, align 4, !tbaa !11
  store float 0.000000e+00, ptr %343, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %496, ptr noundef %17) #11
  %1192 = load float, ptr %65, align 4, !tbaa !11
  %1193 = fmul contract float %314, %1192
  %1194 = load float, ptr %317, align 4, !tbaa !11
  %1195 = fmul contract float %316, %1194
  %1196 = fadd contract float %1193, %1195
  %1197 = load float, ptr %320, align 4, !tbaa !11
  %1198 = fmul contract float %319, %1197
  %1199 = fadd contract float %1196, %1198
  %1200 = fmul contract float %322, %1192
  %1201 = fmul contract float %324, %1194
  %1202 = fadd contract float %1200, %1201
  %1203 = fmul contract float %326, %1197
  %1204 = fadd contract float %1202, %1203
  %1205 = fmul contract float %328, %1192
  %1206 = fmul contract float %330, %1194
  %1207 = fadd contract float %1205, %1206
  %1208 = fmul contract float %332, %1197
  %1209 = fadd contract float %1207, %1208
  %1210 = load float, ptr %62, align 4, !tbaa !11
  %1211 = fmul contract float %234, %1204
  %1212 = fadd contract float %1210, %1211
  %1213 = fmul contract float %228, %1209
  %1214 = fsub contract float %1212, %1213
  %1215 = load float, ptr %64, align 4, !tbaa !11
  %1216 = fmul contract float %228, %1199
  %1217 = fadd contract float %1215, %1216
  %1218 = fmul contract float %222, %1204
  %1219 = fsub contract float %1217, %1218
  %1220 = fmul contract float %1214, %1214
  %1221 = fmul contract float %1219, %1219
  %1222 = fadd contract float %1220, %1221
  %1223 = fcmp contract ogt float %1222, 0x3D71979980000000
  br i1 %1223, label %1224, label %1276

1224:                                             ; preds = %1156
  %1225 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1222)
  %1226 = fmul contract float %1214, %1225
  %1227 = fmul contract float %1219, %1225
  %1228 = fmul contract float %1222, %1225
  %1229 = fmul contract float %228, %1227
  %1230 = fsub contract float %1229, %502
  %1231 = fmul contract float %234, %1226
  %1232 = fmul contract float %222, %1227
  %1233 = fsub contract float %1231, %1232
  %1234 = fmul contract float %228, %1226
  %1235 = fsub contract float %503, %1234
  %1236 = fmul contract float %314, %1230
  %1237 = fmul contract float %316, %1233
  %1238 = fadd contract float %1236, %1237
  %1239 = fmul contract float %319, %1235
  %1240 = fadd contract float %1239, %1238
  %1241 = fmul contract float %322, %1230
  %1242 = fmul contract float %324, %1233
  %1243 = fadd contract float %1241, %1242
  %1244 = fmul contract float %326, %1235
  %1245 = fadd contract float %1244, %1243
  %1246 = fmul contract float %328, %1230
  %1247 = fmul contract float %330, %1233
  %1248 = fadd contract float %1246, %1247
  %1249 = fmul contract float %332, %1235
  %1250 = fadd contract float %1249, %1248
  %1251 = fmul contract float %234, %1245
  %1252 = fmul contract float %228, %1250
  %1253 = fsub contract float %1251, %1252
  %1254 = fmul contract float %222, %1250
  %1255 = fmul contract float %234, %1240
  %1256 = fsub contract float %1254, %1255
  %1257 = fmul contract float %228, %1240
  %1258 = fmul contract float %222, %1245
  %1259 = fsub contract float %1257, %1258
  %1260 = load float, ptr %57, align 4, !tbaa !13
  %1261 = fmul contract float %1226, %1253
  %1262 = fadd contract float %1260, %1261
  %1263 = fmul contract float %1256, 0.000000e+00
  %1264 = fadd contract float %1263, %1262
  %1265 = fmul contract float %1227, %1259
  %1266 = fadd contract float %1265, %1264
  %1267 = fcmp contract ogt float %1266, 0x3D71979980000000
  %1268 = fdiv contract float 1.000000e+00, %1266
  %1269 = select contract i1 %1267, float %1268, float 0.000000e+00
  %1270 = fmul contract float %1228, %1269
  %1271 = fmul contract float %1190, %345
  %1272 = tail call noundef float @llvm.minnum.f32(float %1270, float %1271)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1273 = fneg contract float %1272
  %1274 = fmul contract float %1226, %1273
  store float %1274, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %346, align 4, !tbaa !11
  %1275 = fmul contract float %1227, %1273
  store float %1275, ptr %347, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %496, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1276

1276:                                             ; preds = %1224, %1156
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1277

1277:                                             ; preds = %1276, %1154
  %1278 = phi float [ %1190, %1276 ], [ %647, %1154 ]
  br i1 %532, label %1279, label %1400

1279:                                             ; preds = %1277
  %1280 = load float, ptr %65, align 4, !tbaa !11
  %1281 = fmul contract float %314, %1280
  %1282 = load float, ptr %317, align 4, !tbaa !11
  %1283 = fmul contract float %316, %1282
  %1284 = fadd contract float %1281, %1283
  %1285 = load float, ptr %320, align 4, !tbaa !11
  %1286 = fmul contract float %319, %1285
  %1287 = fadd contract float %1284, %1286
  %1288 = fmul contract float %1280, %328
  %1289 = fmul contract float %1282, %330
  %1290 = fadd contract float %1288, %1289
  %1291 = fmul contract float %1285, %332
  %1292 = fadd contract float %1290, %1291
  %1293 = load float, ptr %63, align 4, !tbaa !11
  %1294 = fmul contract float %1292, %245
  %1295 = fadd contract float %1293, %1294
  %1296 = fmul contract float %1287, %257
  %1297 = fsub contract float %1295, %1296
  %1298 = fcmp contract olt float %1297, -1.000000e+00
  %1299 = select i1 %653, i1 %1298, i1 false
  %1300 = fmul contract float %1297, %341
  %1301 = select contract i1 %1299, float %1300, float 0.000000e+00
  %1302 = fadd contract float %1301, %536
  %1303 = load float, ptr %57, align 4, !tbaa !13
  %1304 = fadd contract float %1303, %567
  %1305 = fadd contract float %563, %1304
  %1306 = fadd contract float %568, %1305
  %1307 = fcmp contract ogt float %1306, 0x3D71979980000000
  %1308 = fdiv contract float 1.000000e+00, %1306
  %1309 = select contract i1 %1307, float %1308, float 0.000000e+00
  %1310 = fsub contract float %1302, %1297
  %1311 = fmul contract float %1310, %1309
  %1312 = fadd contract float %646, %1311
  %1313 = tail call noundef float @llvm.maxnum.f32(float %1312, float 0.000000e+00)
  %1314 = fsub contract float %1313, %646
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1314, ptr %342, align 4, !tbaa !11
  store float 0.000000e+00, ptr %343, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %533, ptr noundef %17) #11
  %1315 = load float, ptr %65, align 4, !tbaa !11
  %1316 = fmul contract float %314, %1315
  %1317 = load float, ptr %317, align 4, !tbaa !11
  %1318 = fmul contract float %316, %1317
  %1319 = fadd contract float %1316, %1318
  %1320 = load float, ptr %320, align 4, !tbaa !11
  %1321 = fmul contract float %319, %1320
  %1322 = fadd contract float %1319, %1321
  %1323 = fmul contract float %322, %1315
  %1324 = fmul contract float %324, %1317
  %1325 = fadd contract float %1323, %1324
  %1326 = fmul contract float %326, %1320
  %1327 = fadd contract float %1325, %1326
  %1328 = fmul contract float %328, %1315
  %1329 = fmul contract float %330, %1317
  %1330 = fadd contract float %1328, %1329
  %1331 = fmul contract float %332, %1320
  %1332 = fadd contract float %1330, %1331
  %1333 = load float, ptr %62, align 4, !tbaa !11
  %1334 = fmul contract float %257, %1327
  %1335 = fadd contract float %1333, %1334
  %1336 = fmul contract float %251, %1332
  %1337 = fsub contract float %1335, %1336
  %1338 = load float, ptr %64, align 4, !tbaa !11
  %1339 = fmul contract float %251, %1322
  %1340 = fadd contract float %1338, %1339
  %1341 = fmul contract float %245, %1327
  %1342 = fsub contract float %1340, %1341
  %1343 = fmul contract float %1337, %1337
  %1344 = fmul contract float %1342, %1342
  %1345 = fadd contract float %1343, %1344
  %1346 = fcmp contract ogt float %1345, 0x3D71979980000000
  br i1 %1346, label %1347, label %1399

1347:                                             ; preds = %1279
  %1348 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1345)
  %1349 = fmul contract float %1337, %1348
  %1350 = fmul contract float %1342, %1348
  %1351 = fmul contract float %1345, %1348
  %1352 = fmul contract float %251, %1350
  %1353 = fsub contract float %1352, %539
  %1354 = fmul contract float %257, %1349
  %1355 = fmul contract float %245, %1350
  %1356 = fsub contract float %1354, %1355
  %1357 = fmul contract float %251, %1349
  %1358 = fsub contract float %540, %1357
  %1359 = fmul contract float %314, %1353
  %1360 = fmul contract float %316, %1356
  %1361 = fadd contract float %1359, %1360
  %1362 = fmul contract float %319, %1358
  %1363 = fadd contract float %1362, %1361
  %1364 = fmul contract float %322, %1353
  %1365 = fmul contract float %324, %1356
  %1366 = fadd contract float %1364, %1365
  %1367 = fmul contract float %326, %1358
  %1368 = fadd contract float %1367, %1366
  %1369 = fmul contract float %328, %1353
  %1370 = fmul contract float %330, %1356
  %1371 = fadd contract float %1369, %1370
  %1372 = fmul contract float %332, %1358
  %1373 = fadd contract float %1372, %1371
  %1374 = fmul contract float %257, %1368
  %1375 = fmul contract float %251, %1373
  %1376 = fsub contract float %1374, %1375
  %1377 = fmul contract float %245, %1373
  %1378 = fmul contract float %257, %1363
  %1379 = fsub contract float %1377, %1378
  %1380 = fmul contract float %251, %1363
  %1381 = fmul contract float %245, %1368
  %1382 = fsub contract float %1380, %1381
  %1383 = load float, ptr %57, align 4, !tbaa !13
  %1384 = fmul contract float %1349, %1376
  %1385 = fadd contract float %1383, %1384
  %1386 = fmul contract float %1379, 0.000000e+00
  %1387 = fadd contract float %1386, %1385
  %1388 = fmul contract float %1350, %1382
  %1389 = fadd contract float %1388, %1387
  %1390 = fcmp contract ogt float %1389, 0x3D71979980000000
  %1391 = fdiv contract float 1.000000e+00, %1389
  %1392 = select contract i1 %1390, float %1391, float 0.000000e+00
  %1393 = fmul contract float %1351, %1392
  %1394 = fmul contract float %1313, %345
  %1395 = tail call noundef float @llvm.minnum.f32(float %1393, float %1394)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1396 = fneg contract float %1395
  %1397 = fmul contract float %1349, %1396
  store float %1397, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %346, align 4, !tbaa !11
  %1398 = fmul contract float %1350, %1396
  store float %1398, ptr %347, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %533, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1399

1399:                                             ; preds = %1347, %1279
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1400

1400:                                             ; preds = %1399, %1277
  %1401 = phi float [ %1313, %1399 ], [ %646, %1277 ]
  br i1 %569, label %1402, label %1523

1402:                                             ; preds = %1400
  %1403 = load float, ptr %65, align 4, !tbaa !11
  %1404 = fmul contract float %314, %1403
  %1405 = load float, ptr %317, align 4, !tbaa !11
  %1406 = fmul contract float %316, %1405
  %1407 = fadd contract float %1404, %1406
  %1408 = load float, ptr %320, align 4, !tbaa !11
  %1409 = fmul contract float %319, %1408
  %1410 = fadd contract float %1407, %1409
  %1411 = fmul contract float %1403, %328
  %1412 = fmul contract float %1405, %330
  %1413 = fadd contract float %1411, %1412
  %1414 = fmul contract float %1408, %332
  %1415 = fadd contract float %1413, %1414
  %1416 = load float, ptr %63, align 4, !tbaa !11
  %1417 = fmul contract float %1415, %268
  %1418 = fadd contract float %1416, %1417
  %1419 = fmul contract float %1410, %280
  %1420 = fsub contract float %1418, %1419
  %1421 = fcmp contract olt float %1420, -1.000000e+00
  %1422 = select i1 %653, i1 %1421, i1 false
  %1423 = fmul contract float %1420, %341
  %1424 = select contract i1 %1422, float %1423, float 0.000000e+00
  %1425 = fadd contract float %1424, %573
  %1426 = load float, ptr %57, align 4, !tbaa !13
  %1427 = fadd contract float %1426, %604
  %1428 = fadd contract float %600, %1427
  %1429 = fadd contract float %605, %1428
  %1430 = fcmp contract ogt float %1429, 0x3D71979980000000
  %1431 = fdiv contract float 1.000000e+00, %1429
  %1432 = select contract i1 %1430, float %1431, float 0.000000e+00
  %1433 = fsub contract float %1425, %1420
  %1434 = fmul contract float %1433, %1432
  %1435 = fadd contract float %645, %1434
  %1436 = tail call noundef float @llvm.maxnum.f32(float %1435, float 0.000000e+00)
  %1437 = fsub contract float %1436, %645
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1437, ptr %342, align 4, !tbaa !11
  store float 0.000000e+00, ptr %343, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %570, ptr noundef %17) #11
  %1438 = load float, ptr %65, align 4, !tbaa !11
  %1439 = fmul contract float %314, %1438
  %1440 = load float, ptr %317, align 4, !tbaa !11
  %1441 = fmul contract float %316, %1440
  %1442 = fadd contract float %1439, %1441
  %1443 = load float, ptr %320, align 4, !tbaa !11
  %1444 = fmul contract float %319, %1443
  %1445 = fadd contract float %1442, %1444
  %1446 = fmul contract float %322, %1438
  %1447 = fmul contract float %324, %1440
  %1448 = fadd contract float %1446, %1447
  %1449 = fmul contract float %326, %1443
  %1450 = fadd contract float %1448, %1449
  %1451 = fmul contract float %328, %1438
  %1452 = fmul contract float %330, %1440
  %1453 = fadd contract float %1451, %1452
  %1454 = fmul contract float %332, %1443
  %1455 = fadd contract float %1453, %1454
  %1456 = load float, ptr %62, align 4, !tbaa !11
  %1457 = fmul contract float %280, %1450
  %1458 = fadd contract float %1456, %1457
  %1459 = fmul contract float %274, %1455
  %1460 = fsub contract float %1458, %1459
  %1461 = load float, ptr %64, align 4, !tbaa !11
  %1462 = fmul contract float %274, %1445
  %1463 = fadd contract float %1461, %1462
  %1464 = fmul contract float %268, %1450
  %1465 = fsub contract float %1463, %1464
  %1466 = fmul contract float %1460, %1460
  %1467 = fmul contract float %1465, %1465
  %1468 = fadd contract float %1466, %1467
  %1469 = fcmp contract ogt float %1468, 0x3D71979980000000
  br i1 %1469, label %1470, label %1522

1470:                                             ; preds = %1402
  %1471 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1468)
  %1472 = fmul contract float %1460, %1471
  %1473 = fmul contract float %1465, %1471
  %1474 = fmul contract float %1468, %1471
  %1475 = fmul contract float %274, %1473
  %1476 = fsub contract float %1475, %576
  %1477 = fmul contract float %280, %1472
  %1478 = fmul contract float %268, %1473
  %1479 = fsub contract float %1477, %1478
  %1480 = fmul contract float %274, %1472
  %1481 = fsub contract float %577, %1480
  %1482 = fmul contract float %314, %1476
  %1483 = fmul contract float %316, %1479
  %1484 = fadd contract float %1482, %1483
  %1485 = fmul contract float %319, %1481
  %1486 = fadd contract float %1485, %1484
  %1487 = fmul contract float %322, %1476
  %1488 = fmul contract float %324, %1479
  %1489 = fadd contract float %1487, %1488
  %1490 = fmul contract float %326, %1481
  %1491 = fadd contract float %1490, %1489
  %1492 = fmul contract float %328, %1476
  %1493 = fmul contract float %330, %1479
  %1494 = fadd contract float %1492, %1493
  %1495 = fmul contract float %332, %1481
  %1496 = fadd contract float %1495, %1494
  %1497 = fmul contract float %280, %1491
  %1498 = fmul contract float %274, %1496
  %1499 = fsub contract float %1497, %1498
  %1500 = fmul contract float %268, %1496
  %1501 = fmul contract float %280, %1486
  %1502 = fsub contract float %1500, %1501
  %1503 = fmul contract float %274, %1486
  %1504 = fmul contract float %268, %1491
  %1505 = fsub contract float %1503, %1504
  %1506 = load float, ptr %57, align 4, !tbaa !13
  %1507 = fmul contract float %1472, %1499
  %1508 = fadd contract float %1506, %1507
  %1509 = fmul contract float %1502, 0.000000e+00
  %1510 = fadd contract float %1509, %1508
  %1511 = fmul contract float %1473, %1505
  %1512 = fadd contract float %1511, %1510
  %1513 = fcmp contract ogt float %1512, 0x3D71979980000000
  %1514 = fdiv contract float 1.000000e+00, %1512
  %1515 = select contract i1 %1513, float %1514, float 0.000000e+00
  %1516 = fmul contract float %1474, %1515
  %1517 = fmul contract float %1436, %345
  %1518 = tail call noundef float @llvm.minnum.f32(float %1516, float %1517)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1519 = fneg contract float %1518
  %1520 = fmul contract float %1472, %1519
  store float %1520, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %346, align 4, !tbaa !11
  %1521 = fmul contract float %1473, %1519
  store float %1521, ptr %347, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %570, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1522

1522:                                             ; preds = %1470, %1402
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1523

1523:                                             ; preds = %1522, %1400
  %1524 = phi float [ %1436, %1522 ], [ %645, %1400 ]
  br i1 %606, label %1525, label %1646

1525:                                             ; preds = %1523
  %1526 = load float, ptr %65, align 4, !tbaa !11
  %1527 = fmul contract float %314, %1526
  %1528 = load float, ptr %317, align 4, !tbaa !11
  %1529 = fmul contract float %316, %1528
  %1530 = fadd contract float %1527, %1529
  %1531 = load float, ptr %320, align 4, !tbaa !11
  %1532 = fmul contract float %319, %1531
  %1533 = fadd contract float %1530, %1532
  %1534 = fmul contract float %1526, %328
  %1535 = fmul contract float %1528, %330
  %1536 = fadd contract float %1534, %1535
  %1537 = fmul contract float %1531, %332
  %1538 = fadd contract float %1536, %1537
  %1539 = load float, ptr %63, align 4, !tbaa !11
  %1540 = fmul contract float %1538, %291
  %1541 = fadd contract float %1539, %1540
  %1542 = fmul contract float %1533, %303
  %1543 = fsub contract float %1541, %1542
  %1544 = fcmp contract olt float %1543, -1.000000e+00
  %1545 = select i1 %653, i1 %1544, i1 false
  %1546 = fmul contract float %1543, %341
  %1547 = select contract i1 %1545, float %1546, float 0.000000e+00
  %1548 = fadd contract float %1547, %610
  %1549 = load float, ptr %57, align 4, !tbaa !13
  %1550 = fadd contract float %1549, %641
  %1551 = fadd contract float %637, %1550
  %1552 = fadd contract float %642, %1551
  %1553 = fcmp contract ogt float %1552, 0x3D71979980000000
  %1554 = fdiv contract float 1.000000e+00, %1552
  %1555 = select contract i1 %1553, float %1554, float 0.000000e+00
  %1556 = fsub contract float %1548, %1543
  %1557 = fmul contract float %1556, %1555
  %1558 = fadd contract float %644, %1557
  %1559 = tail call noundef float @llvm.maxnum.f32(float %1558, float 0.000000e+00)
  %1560 = fsub contract float %1559, %644
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1560, ptr %342, align 4, !tbaa !11
  store float 0.000000e+00, ptr %343, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %607, ptr noundef %17) #11
  %1561 = load float, ptr %65, align 4, !tbaa !11
  %1562 = fmul contract float %314, %1561
  %1563 = load float, ptr %317, align 4, !tbaa !11
  %1564 = fmul contract float %316, %1563
  %1565 = fadd contract float %1562, %1564
  %1566 = load float, ptr %320, align 4, !tbaa !11
  %1567 = fmul contract float %319, %1566
  %1568 = fadd contract float %1565, %1567
  %1569 = fmul contract float %322, %1561
  %1570 = fmul contract float %324, %1563
  %1571 = fadd contract float %1569, %1570
  %1572 = fmul contract float %326, %1566
  %1573 = fadd contract float %1571, %1572
  %1574 = fmul contract float %328, %1561
  %1575 = fmul contract float %330, %1563
  %1576 = fadd contract float %1574, %1575
  %1577 = fmul contract float %332, %1566
  %1578 = fadd contract float %1576, %1577
  %1579 = load float, ptr %62, align 4, !tbaa !11
  %1580 = fmul contract float %303, %1573
  %1581 = fadd contract float %1579, %1580
  %1582 = fmul contract float %297, %1578
  %1583 = fsub contract float %1581, %1582
  %1584 = load float, ptr %64, align 4, !tbaa !11
  %1585 = fmul contract float %297, %1568
  %1586 = fadd contract float %1584, %1585
  %1587 = fmul contract float %291, %1573
  %1588 = fsub contract float %1586, %1587
  %1589 = fmul contract float %1583, %1583
  %1590 = fmul contract float %1588, %1588
  %1591 = fadd contract float %1589, %1590
  %1592 = fcmp contract ogt float %1591, 0x3D71979980000000
  br i1 %1592, label %1593, label %1645

1593:                                             ; preds = %1525
  %1594 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1591)
  %1595 = fmul contract float %1583, %1594
  %1596 = fmul contract float %1588, %1594
  %1597 = fmul contract float %1591, %1594
  %1598 = fmul contract float %297, %1596
  %1599 = fsub contract float %1598, %613
  %1600 = fmul contract float %303, %1595
  %1601 = fmul contract float %291, %1596
  %1602 = fsub contract float %1600, %1601
  %1603 = fmul contract float %297, %1595
  %1604 = fsub contract float %614, %1603
  %1605 = fmul contract float %314, %1599
  %1606 = fmul contract float %316, %1602
  %1607 = fadd contract float %1605, %1606
  %1608 = fmul contract float %319, %1604
  %1609 = fadd contract float %1608, %1607
  %1610 = fmul contract float %322, %1599
  %1611 = fmul contract float %324, %1602
  %1612 = fadd contract float %1610, %1611
  %1613 = fmul contract float %326, %1604
  %1614 = fadd contract float %1613, %1612
  %1615 = fmul contract float %328, %1599
  %1616 = fmul contract float %330, %1602
  %1617 = fadd contract float %1615, %1616
  %1618 = fmul contract float %332, %1604
  %1619 = fadd contract float %1618, %1617
  %1620 = fmul contract float %303, %1614
  %1621 = fmul contract float %297, %1619
  %1622 = fsub contract float %1620, %1621
  %1623 = fmul contract float %291, %1619
  %1624 = fmul contract float %303, %1609
  %1625 = fsub contract float %1623, %1624
  %1626 = fmul contract float %297, %1609
  %1627 = fmul contract float %291, %1614
  %1628 = fsub contract float %1626, %1627
  %1629 = load float, ptr %57, align 4, !tbaa !13
  %1630 = fmul contract float %1595, %1622
  %1631 = fadd contract float %1629, %1630
  %1632 = fmul contract float %1625, 0.000000e+00
  %1633 = fadd contract float %1632, %1631
  %1634 = fmul contract float %1596, %1628
  %1635 = fadd contract float %1634, %1633
  %1636 = fcmp contract ogt float %1635, 0x3D71979980000000
  %1637 = fdiv contract float 1.000000e+00, %1635
  %1638 = select contract i1 %1636, float %1637, float 0.000000e+00
  %1639 = fmul contract float %1597, %1638
  %1640 = fmul contract float %1559, %345
  %1641 = tail call noundef float @llvm.minnum.f32(float %1639, float %1640)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1642 = fneg contract float %1641
  %1643 = fmul contract float %1595, %1642
  store float %1643, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %346, align 4, !tbaa !11
  %1644 = fmul contract float %1596, %1642
  store float %1644, ptr %347, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %607, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1645

1645:                                             ; preds = %1593, %1525
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1646

1646:                                             ; preds = %1645, %1523
  %1647 = phi float [ %1559, %1645 ], [ %644, %1523 ]
  %1648 = add nuw nsw i32 %652, 1
  %1649 = icmp eq i32 %1648, %313
  br i1 %1649, label %654, label %643, !llvm.loop !19

1650:                                             ; preds = %107, %654
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #11
  br label %1651

1651:                                             ; preds = %25, %1650
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  br label %1652

1652:                                             ; preds = %11, %1651
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef nonnull captures(none) %0, ptr noundef nonnull readonly captures(none) %1, ptr noundef nonnull readonly captures(none) %2) unnamed_addr #2 {
  %4 = load float, ptr %2, align 4, !tbaa !11
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %6 = load float, ptr %5, align 4, !tbaa !13
  %7 = fmul contract float %4, %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = fadd contract float %9, %7
  store float %10, ptr %8, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = fmul contract float %6, %12
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = fadd contract float %15, %13
  store float %16, ptr %14, align 4, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = fmul contract float %6, %18
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fadd contract float %21, %19
  store float %22, ptr %20, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = load float, ptr %17, align 4, !tbaa !11
  %26 = fmul contract float %24, %25
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = load float, ptr %11, align 4, !tbaa !11
  %30 = fmul contract float %28, %29
  %31 = fsub contract float %26, %30
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = fadd contract float %33, %31
  store float %34, ptr %32, align 4, !tbaa !11
  %35 = load float, ptr %27, align 4, !tbaa !11
  %36 = load float, ptr %2, align 4, !tbaa !11
  %37 = fmul contract float %35, %36
  %38 = load float, ptr %1, align 4, !tbaa !11
  %39 = load float, ptr %17, align 4, !tbaa !11
  %40 = fmul contract float %38, %39
  %41 = fsub contract float %37, %40
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = fadd contract float %43, %41
  store float %44, ptr %42, align 4, !tbaa !11
  %45 = load float, ptr %1, align 4, !tbaa !11
  %46 = load float, ptr %11, align 4, !tbaa !11
  %47 = fmul contract float %45, %46
  %48 = load float, ptr %23, align 4, !tbaa !11
  %49 = load float, ptr %2, align 4, !tbaa !11
  %50 = fmul contract float %48, %49
  %51 = fsub contract float %47, %50
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fadd contract float %53, %51
  store float %54, ptr %52, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rb_energy_reduce(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, float noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #4 {
  %9 = alloca [4 x float], align 4
  %10 = alloca [9 x float], align 4
  %11 = alloca [9 x float], align 4
  %12 = alloca [3 x float], align 4
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  %18 = icmp slt i32 %17, %5
  br i1 %18, label %19, label %151

19:                                               ; preds = %8
  %20 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %21 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %22 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %23 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %24 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %25 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %28 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %29 = getelementptr inbounds nuw i8, ptr %11, i64 20
  %30 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %31 = getelementptr inbounds nuw i8, ptr %11, i64 28
  %32 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %33 = fpext contract float %6 to double
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %35 = mul i32 %34, %14
  br label %36

36:                                               ; preds = %19, %147
  %37 = phi double [ 0.000000e+00, %19 ], [ %148, %147 ]
  %38 = phi i32 [ %17, %19 ], [ %149, %147 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.float4, ptr %0, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 12
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = fcmp contract ugt float %42, 0.000000e+00
  br i1 %43, label %44, label %147

44:                                               ; preds = %36
  %45 = getelementptr inbounds %struct.float4, ptr %4, i64 %39
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %47 = load float, ptr %46, align 8, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = load float, ptr %45, align 16, !tbaa !11
  %51 = getelementptr inbounds %struct.float4, ptr %3, i64 %39
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 8
  %53 = load float, ptr %52, align 8, !tbaa !11
  %54 = getelementptr inbounds nuw i8, ptr %51, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = load float, ptr %51, align 16, !tbaa !11
  %57 = getelementptr inbounds %struct.float4, ptr %2, i64 %39
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 8
  %59 = load float, ptr %58, align 8, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %57, i64 4
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = load float, ptr %57, align 16, !tbaa !11
  %63 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #11
  %65 = getelementptr inbounds %struct.float4, ptr %1, i64 %39
  %66 = load float, ptr %65, align 16, !tbaa !22
  store float %66, ptr %9, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !24
  store float %68, ptr %20, align 4, !tbaa !11
  %69 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %70 = load float, ptr %69, align 8, !tbaa !25
  store float %70, ptr %21, align 4, !tbaa !11
  %71 = getelementptr inbounds nuw i8, ptr %65, i64 12
  %72 = load float, ptr %71, align 4, !tbaa !26
  store float %72, ptr %22, align 4, !tbaa !11
  %73 = fmul contract float %66, %66
  %74 = fmul contract float %68, %68
  %75 = fadd contract float %73, %74
  %76 = fmul contract float %70, %70
  %77 = fadd contract float %75, %76
  %78 = fmul contract float %72, %72
  %79 = fadd contract float %77, %78
  %80 = fcmp contract ogt float %79, 0x3BC79CA100000000
  br i1 %80, label %81, label %83

81:                                               ; preds = %44
  %82 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %79)
  br label %83

83:                                               ; preds = %81, %44
  %84 = phi contract float [ %82, %81 ], [ 0.000000e+00, %44 ]
  %85 = fcmp contract oeq float %84, 0.000000e+00
  br i1 %85, label %86, label %87

86:                                               ; preds = %83
  store float 1.000000e+00, ptr %9, align 4, !tbaa !11
  store float 0.000000e+00, ptr %22, align 4, !tbaa !11
  store float 0.000000e+00, ptr %21, align 4, !tbaa !11
  store float 0.000000e+00, ptr %20, align 4, !tbaa !11
  br label %92

87:                                               ; preds = %83
  %88 = fmul contract float %66, %84
  store float %88, ptr %9, align 4, !tbaa !11
  %89 = fmul contract float %68, %84
  store float %89, ptr %20, align 4, !tbaa !11
  %90 = fmul contract float %70, %84
  store float %90, ptr %21, align 4, !tbaa !11
  %91 = fmul contract float %72, %84
  store float %91, ptr %22, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %86, %87
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #11
  store float %50, ptr %12, align 4, !tbaa !11
  store float %49, ptr %23, align 4, !tbaa !11
  store float %47, ptr %24, align 4, !tbaa !11
  call fastcc void @_ZL11quat_to_matPKfPf(ptr noundef %9, ptr noundef %10) #11
  call fastcc void @_ZL17world_inv_inertiaPKfS0_Pf(ptr noundef %10, ptr noundef %12, ptr noundef %11) #11
  %93 = load float, ptr %11, align 4, !tbaa !11
  %94 = fmul contract float %56, %93
  %95 = load float, ptr %25, align 4, !tbaa !11
  %96 = fmul contract float %55, %95
  %97 = fadd contract float %94, %96
  %98 = load float, ptr %26, align 4, !tbaa !11
  %99 = fmul contract float %53, %98
  %100 = fadd contract float %97, %99
  %101 = load float, ptr %27, align 4, !tbaa !11
  %102 = fmul contract float %56, %101
  %103 = load float, ptr %28, align 4, !tbaa !11
  %104 = fmul contract float %55, %103
  %105 = fadd contract float %102, %104
  %106 = load float, ptr %29, align 4, !tbaa !11
  %107 = fmul contract float %53, %106
  %108 = fadd contract float %105, %107
  %109 = load float, ptr %30, align 4, !tbaa !11
  %110 = fmul contract float %56, %109
  %111 = load float, ptr %31, align 4, !tbaa !11
  %112 = fmul contract float %55, %111
  %113 = fadd contract float %110, %112
  %114 = load float, ptr %32, align 4, !tbaa !11
  %115 = fmul contract float %53, %114
  %116 = fadd contract float %113, %115
  %117 = fpext contract float %42 to double
  %118 = fdiv contract double 1.000000e+00, %117
  %119 = fpext contract float %62 to double
  %120 = fmul contract double %119, %119
  %121 = fpext contract float %61 to double
  %122 = fmul contract double %121, %121
  %123 = fadd contract double %122, %120
  %124 = fpext contract float %59 to double
  %125 = fmul contract double %124, %124
  %126 = fadd contract double %125, %123
  %127 = fmul contract double %118, 5.000000e-01
  %128 = fmul contract double %127, %126
  %129 = fpext contract float %56 to double
  %130 = fpext contract float %100 to double
  %131 = fmul contract double %129, %130
  %132 = fpext contract float %55 to double
  %133 = fpext contract float %108 to double
  %134 = fmul contract double %132, %133
  %135 = fadd contract double %131, %134
  %136 = fpext contract float %53 to double
  %137 = fpext contract float %116 to double
  %138 = fmul contract double %136, %137
  %139 = fadd contract double %135, %138
  %140 = fmul contract double %139, 5.000000e-01
  %141 = fadd contract double %128, %140
  %142 = fmul contract double %118, %33
  %143 = fpext contract float %64 to double
  %144 = fmul contract double %142, %143
  %145 = fsub contract double %141, %144
  %146 = fadd contract double %37, %145
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #11
  br label %147

147:                                              ; preds = %36, %92
  %148 = phi double [ %146, %92 ], [ %37, %36 ]
  %149 = add i32 %38, %35
  %150 = icmp slt i32 %149, %5
  br i1 %150, label %36, label %151, !llvm.loop !27

151:                                              ; preds = %147, %8
  %152 = phi double [ 0.000000e+00, %8 ], [ %148, %147 ]
  %153 = bitcast double %152 to i64
  %154 = trunc i64 %153 to i32
  %155 = lshr i64 %153, 32
  %156 = trunc nuw i64 %155 to i32
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %154, i32 16, i32 31)
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %156, i32 16, i32 31)
  %159 = zext i32 %158 to i64
  %160 = shl nuw i64 %159, 32
  %161 = zext i32 %157 to i64
  %162 = or disjoint i64 %160, %161
  %163 = bitcast i64 %162 to double
  %164 = fadd contract double %152, %163
  %165 = bitcast double %164 to i64
  %166 = trunc i64 %165 to i32
  %167 = lshr i64 %165, 32
  %168 = trunc nuw i64 %167 to i32
  %169 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %166, i32 8, i32 31)
  %170 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %168, i32 8, i32 31)
  %171 = zext i32 %170 to i64
  %172 = shl nuw i64 %171, 32
  %173 = zext i32 %169 to i64
  %174 = or disjoint i64 %172, %173
  %175 = bitcast i64 %174 to double
  %176 = fadd contract double %164, %175
  %177 = bitcast double %176 to i64
  %178 = trunc i64 %177 to i32
  %179 = lshr i64 %177, 32
  %180 = trunc nuw i64 %179 to i32
  %181 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %178, i32 4, i32 31)
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %180, i32 4, i32 31)
  %183 = zext i32 %182 to i64
  %184 = shl nuw i64 %183, 32
  %185 = zext i32 %181 to i64
  %186 = or disjoint i64 %184, %185
  %187 = bitcast i64 %186 to double
  %188 = fadd contract double %176, %187
  %189 = bitcast double %188 to i64
  %190 = trunc i64 %189 to i32
  %191 = lshr i64 %189, 32
  %192 = trunc nuw i64 %191 to i32
  %193 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %190, i32 2, i32 31)
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %192, i32 2, i32 31)
  %195 = zext i32 %194 to i64
  %196 = shl nuw i64 %195, 32
  %197 = zext i32 %193 to i64
  %198 = or disjoint i64 %196, %197
  %199 = bitcast i64 %198 to double
  %200 = fadd contract double %188, %199
  %201 = bitcast double %200 to i64
  %202 = trunc i64 %201 to i32
  %203 = lshr i64 %201, 32
  %204 = trunc nuw i64 %203 to i32
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %202, i32 1, i32 31)
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %204, i32 1, i32 31)
  %207 = and i32 %16, 31
  %208 = icmp eq i32 %207, 0
  br i1 %208, label %209, label %219

209:                                              ; preds = %151
  %210 = zext i32 %206 to i64
  %211 = shl nuw i64 %210, 32
  %212 = zext i32 %205 to i64
  %213 = or disjoint i64 %211, %212
  %214 = bitcast i64 %213 to double
  %215 = fadd contract double %200, %214
  %216 = lshr exact i32 %16, 5
  %217 = zext nneg i32 %216 to i64
  %218 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16rb_energy_reduceE6s_part to ptr), i64 %217
  store double %215, ptr %218, align 8, !tbaa !28
  br label %219

219:                                              ; preds = %209, %151
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %220 = icmp samesign ult i32 %16, 32
  br i1 %220, label %221, label %270

221:                                              ; preds = %219
  %222 = lshr i32 %14, 5
  %223 = icmp samesign ult i32 %16, %222
  br i1 %223, label %224, label %228

224:                                              ; preds = %221
  %225 = zext nneg i32 %16 to i64
  %226 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16rb_energy_reduceE6s_part to ptr), i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !28
  br label %228

228:                                              ; preds = %224, %221
  %229 = phi contract double [ %227, %224 ], [ 0.000000e+00, %221 ]
  %230 = bitcast double %229 to i64
  %231 = trunc i64 %230 to i32
  %232 = lshr i64 %230, 32
  %233 = trunc nuw i64 %232 to i32
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %231, i32 4, i32 31)
  %235 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %233, i32 4, i32 31)
  %236 = zext i32 %235 to i64
  %237 = shl nuw i64 %236, 32
  %238 = zext i32 %234 to i64
  %239 = or disjoint i64 %237, %238
  %240 = bitcast i64 %239 to double
  %241 = fadd contract double %229, %240
  %242 = bitcast double %241 to i64
  %243 = trunc i64 %242 to i32
  %244 = lshr i64 %242, 32
  %245 = trunc nuw i64 %244 to i32
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %243, i32 2, i32 31)
  %247 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %245, i32 2, i32 31)
  %248 = zext i32 %247 to i64
  %249 = shl nuw i64 %248, 32
  %250 = zext i32 %246 to i64
  %251 = or disjoint i64 %249, %250
  %252 = bitcast i64 %251 to double
  %253 = fadd contract double %241, %252
  %254 = bitcast double %253 to i64
  %255 = trunc i64 %254 to i32
  %256 = lshr i64 %254, 32
  %257 = trunc nuw i64 %256 to i32
  %258 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %255, i32 1, i32 31)
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %257, i32 1, i32 31)
  %260 = icmp eq i32 %16, 0
  br i1 %260, label %261, label %270

261:                                              ; preds = %228
  %262 = zext i32 %259 to i64
  %263 = shl nuw i64 %262, 32
  %264 = zext i32 %258 to i64
  %265 = or disjoint i64 %263, %264
  %266 = bitcast i64 %265 to double
  %267 = fadd contract double %253, %266
  %268 = zext nneg i32 %13 to i64
  %269 = getelementptr inbounds nuw double, ptr %7, i64 %268
  store double %267, ptr %269, align 8, !tbaa !28
  br label %270

270:                                              ; preds = %228, %261, %219
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!13 = !{!14, !12, i64 52}
!14 = !{!"_ZTS4Body", !8, i64 0, !8, i64 12, !8, i64 28, !8, i64 40, !12, i64 52}
!15 = !{!16, !12, i64 0}
!16 = !{!"_ZTS8RbParams", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20, !12, i64 24, !12, i64 28, !12, i64 32, !12, i64 36}
!17 = !{!16, !12, i64 20}
!18 = !{!16, !12, i64 16}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!23, !12, i64 0}
!23 = !{!"_ZTS6float4", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!24 = !{!23, !12, i64 4}
!25 = !{!23, !12, i64 8}
!26 = !{!23, !12, i64 12}
!27 = distinct !{!27, !20, !21}
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !8, i64 0}
