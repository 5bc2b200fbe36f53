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
  br i1 %20, label %21, label %276

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
  %59 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %60 = getelementptr inbounds %struct.float4, ptr %5, i64 %22
  %61 = load float, ptr %60, align 16, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %65 = load float, ptr %64, align 8, !tbaa !11
  %66 = getelementptr inbounds %struct.float4, ptr %6, i64 %22
  %67 = load float, ptr %66, align 16, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 4
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %66, i64 8
  %71 = load float, ptr %70, align 8, !tbaa !11
  %72 = getelementptr inbounds %struct.float4, ptr %4, i64 %22
  %73 = load float, ptr %72, align 16, !tbaa !11
  %74 = getelementptr inbounds nuw i8, ptr %72, i64 4
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %77 = load float, ptr %76, align 8, !tbaa !11
  %78 = load float, ptr %8, align 4, !tbaa !15
  %79 = fmul contract float %30, %61
  %80 = fcmp contract ogt float %30, 0.000000e+00
  %81 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %82 = load float, ptr %81, align 4
  %83 = select contract i1 %80, float %82, float 0.000000e+00
  %84 = fadd contract float %79, %83
  %85 = fmul contract float %78, %84
  %86 = fadd contract float %40, %85
  %87 = fmul contract float %30, %63
  %88 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %89 = load float, ptr %88, align 4
  %90 = select contract i1 %80, float %89, float 0.000000e+00
  %91 = fadd contract float %87, %90
  %92 = fmul contract float %78, %91
  %93 = fadd contract float %42, %92
  %94 = fmul contract float %30, %65
  %95 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %96 = load float, ptr %95, align 4
  %97 = select contract i1 %80, float %96, float 0.000000e+00
  %98 = fadd contract float %94, %97
  %99 = fmul contract float %78, %98
  %100 = fadd contract float %44, %99
  %101 = fmul contract float %67, %78
  %102 = fadd contract float %46, %101
  %103 = fmul contract float %69, %78
  %104 = fadd contract float %48, %103
  %105 = fmul contract float %71, %78
  %106 = fadd contract float %50, %105
  %107 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %108 = load float, ptr %107, align 4, !tbaa !17
  %109 = fmul contract float %78, %108
  %110 = fsub contract float 1.000000e+00, %109
  %111 = tail call noundef float @llvm.maxnum.f32(float %110, float 0.000000e+00)
  %112 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %113 = load float, ptr %112, align 4, !tbaa !18
  %114 = fmul contract float %78, %113
  %115 = fsub contract float 1.000000e+00, %114
  %116 = tail call noundef float @llvm.maxnum.f32(float %115, float 0.000000e+00)
  %117 = fmul contract float %111, %86
  store float %117, ptr %58, align 4, !tbaa !11
  %118 = fmul contract float %116, %102
  store float %118, ptr %59, align 4, !tbaa !11
  %119 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %120 = fmul contract float %111, %93
  store float %120, ptr %119, align 4, !tbaa !11
  %121 = getelementptr inbounds nuw i8, ptr %11, i64 44
  %122 = fmul contract float %116, %104
  store float %122, ptr %121, align 4, !tbaa !11
  %123 = getelementptr inbounds nuw i8, ptr %11, i64 36
  %124 = fmul contract float %111, %100
  store float %124, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %126 = fmul contract float %116, %106
  store float %126, ptr %125, align 4, !tbaa !11
  %127 = fmul contract float %32, %32
  %128 = fmul contract float %34, %34
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %36, %36
  %131 = fadd contract float %129, %130
  %132 = fmul contract float %38, %38
  %133 = fadd contract float %131, %132
  %134 = fcmp contract ogt float %133, 0x3BC79CA100000000
  br i1 %134, label %135, label %137

135:                                              ; preds = %21
  %136 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %133)
  br label %137

137:                                              ; preds = %135, %21
  %138 = phi contract float [ %136, %135 ], [ 0.000000e+00, %21 ]
  %139 = fcmp contract oeq float %138, 0.000000e+00
  br i1 %139, label %145, label %140

140:                                              ; preds = %137
  %141 = fmul contract float %32, %138
  %142 = fmul contract float %34, %138
  %143 = fmul contract float %36, %138
  %144 = fmul contract float %38, %138
  br label %145

145:                                              ; preds = %137, %140
  %146 = phi float [ %141, %140 ], [ 1.000000e+00, %137 ]
  %147 = phi float [ %144, %140 ], [ 0.000000e+00, %137 ]
  %148 = phi float [ %143, %140 ], [ 0.000000e+00, %137 ]
  %149 = phi float [ %142, %140 ], [ 0.000000e+00, %137 ]
  store float %146, ptr %54, align 4, !tbaa !11
  store float %147, ptr %57, align 4, !tbaa !11
  store float %148, ptr %56, align 4, !tbaa !11
  store float %149, ptr %55, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #11
  store float %73, ptr %14, align 4, !tbaa !11
  %150 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store float %75, ptr %150, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store float %77, ptr %151, align 4, !tbaa !11
  call fastcc void @_ZL11quat_to_matPKfPf(ptr noundef %54, ptr noundef %12) #11
  call fastcc void @_ZL17world_inv_inertiaPKfS0_Pf(ptr noundef %12, ptr noundef %14, ptr noundef %13) #11
  %152 = load float, ptr %13, align 4, !tbaa !11
  %153 = fmul contract float %152, %118
  %154 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %155 = load float, ptr %154, align 4, !tbaa !11
  %156 = fmul contract float %155, %122
  %157 = fadd contract float %153, %156
  %158 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = fmul contract float %159, %126
  %161 = fadd contract float %157, %160
  %162 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = fmul contract float %118, %163
  %165 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = fmul contract float %122, %166
  %168 = fadd contract float %164, %167
  %169 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %170 = load float, ptr %169, align 4, !tbaa !11
  %171 = fmul contract float %126, %170
  %172 = fadd contract float %168, %171
  %173 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fmul contract float %118, %174
  %176 = getelementptr inbounds nuw i8, ptr %13, i64 28
  %177 = load float, ptr %176, align 4, !tbaa !11
  %178 = fmul contract float %122, %177
  %179 = fadd contract float %175, %178
  %180 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %181 = load float, ptr %180, align 4, !tbaa !11
  %182 = fmul contract float %126, %181
  %183 = fadd contract float %179, %182
  %184 = fmul contract float %78, 5.000000e-01
  %185 = fneg contract float %161
  %186 = fmul contract float %149, %185
  %187 = fmul contract float %172, %148
  %188 = fsub contract float %186, %187
  %189 = fmul contract float %183, %147
  %190 = fsub contract float %188, %189
  %191 = fmul contract float %184, %190
  %192 = fadd contract float %146, %191
  %193 = fmul contract float %161, %146
  %194 = fmul contract float %172, %147
  %195 = fadd contract float %193, %194
  %196 = fmul contract float %183, %148
  %197 = fsub contract float %195, %196
  %198 = fmul contract float %184, %197
  %199 = fadd contract float %149, %198
  %200 = fmul contract float %172, %146
  %201 = fmul contract float %183, %149
  %202 = fadd contract float %200, %201
  %203 = fmul contract float %161, %147
  %204 = fsub contract float %202, %203
  %205 = fmul contract float %184, %204
  %206 = fadd contract float %148, %205
  %207 = fmul contract float %146, %183
  %208 = fmul contract float %161, %148
  %209 = fadd contract float %207, %208
  %210 = fmul contract float %172, %149
  %211 = fsub contract float %209, %210
  %212 = fmul contract float %184, %211
  %213 = fadd contract float %147, %212
  %214 = fmul contract float %192, %192
  %215 = fmul contract float %199, %199
  %216 = fadd contract float %214, %215
  %217 = fmul contract float %206, %206
  %218 = fadd contract float %216, %217
  %219 = fmul contract float %213, %213
  %220 = fadd contract float %218, %219
  %221 = fcmp contract ogt float %220, 0x3BC79CA100000000
  br i1 %221, label %222, label %224

222:                                              ; preds = %145
  %223 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %220)
  br label %224

224:                                              ; preds = %222, %145
  %225 = phi contract float [ %223, %222 ], [ 0.000000e+00, %145 ]
  %226 = fcmp contract oeq float %225, 0.000000e+00
  br i1 %226, label %232, label %227

227:                                              ; preds = %224
  %228 = fmul contract float %192, %225
  %229 = fmul contract float %199, %225
  %230 = fmul contract float %206, %225
  %231 = fmul contract float %213, %225
  br label %232

232:                                              ; preds = %224, %227
  %233 = phi float [ %228, %227 ], [ 1.000000e+00, %224 ]
  %234 = phi float [ %231, %227 ], [ 0.000000e+00, %224 ]
  %235 = phi float [ %230, %227 ], [ 0.000000e+00, %224 ]
  %236 = phi float [ %229, %227 ], [ 0.000000e+00, %224 ]
  store float %233, ptr %54, align 4, !tbaa !11
  store float %234, ptr %57, align 4, !tbaa !11
  store float %235, ptr %56, align 4, !tbaa !11
  store float %236, ptr %55, align 4, !tbaa !11
  %237 = fmul contract float %78, %117
  %238 = fadd contract float %24, %237
  store float %238, ptr %11, align 4, !tbaa !11
  %239 = fmul contract float %78, %120
  %240 = fadd contract float %26, %239
  store float %240, ptr %51, align 4, !tbaa !11
  %241 = fmul contract float %78, %124
  %242 = fadd contract float %28, %241
  store float %242, ptr %52, align 4, !tbaa !11
  call fastcc void @_ZL11quat_to_matPKfPf(ptr noundef %54, ptr noundef %12) #11
  store float %238, ptr %23, align 16, !tbaa !11
  store float %240, ptr %25, align 4, !tbaa !11
  store float %242, ptr %27, align 8, !tbaa !11
  store float %30, ptr %29, align 4, !tbaa !11
  store float %233, ptr %31, align 16, !tbaa !11
  store float %236, ptr %33, align 4, !tbaa !11
  store float %235, ptr %35, align 8, !tbaa !11
  store float %234, ptr %37, align 4, !tbaa !11
  store float %117, ptr %39, align 16, !tbaa !11
  store float %120, ptr %41, align 4, !tbaa !11
  store float %124, ptr %43, align 8, !tbaa !11
  %243 = getelementptr inbounds nuw i8, ptr %39, i64 12
  store float 0.000000e+00, ptr %243, align 4, !tbaa !11
  store float %118, ptr %45, align 16, !tbaa !11
  store float %122, ptr %47, align 4, !tbaa !11
  store float %126, ptr %49, align 8, !tbaa !11
  %244 = getelementptr inbounds nuw i8, ptr %45, i64 12
  store float 0.000000e+00, ptr %244, align 4, !tbaa !11
  %245 = load float, ptr %12, align 4, !tbaa !11
  %246 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %247 = load float, ptr %246, align 4, !tbaa !11
  %248 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %249 = load float, ptr %248, align 4, !tbaa !11
  %250 = mul nsw i32 %19, 3
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds %struct.float4, ptr %9, i64 %251
  store float %245, ptr %252, align 16, !tbaa !11
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 4
  store float %247, ptr %253, align 4, !tbaa !11
  %254 = getelementptr inbounds nuw i8, ptr %252, i64 8
  store float %249, ptr %254, align 8, !tbaa !11
  %255 = getelementptr inbounds nuw i8, ptr %252, i64 12
  store float %238, ptr %255, align 4, !tbaa !11
  %256 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %257 = load float, ptr %256, align 4, !tbaa !11
  %258 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %259 = load float, ptr %258, align 4, !tbaa !11
  %260 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %261 = load float, ptr %260, align 4, !tbaa !11
  %262 = getelementptr i8, ptr %252, i64 16
  store float %257, ptr %262, align 16, !tbaa !11
  %263 = getelementptr i8, ptr %252, i64 20
  store float %259, ptr %263, align 4, !tbaa !11
  %264 = getelementptr i8, ptr %252, i64 24
  store float %261, ptr %264, align 8, !tbaa !11
  %265 = getelementptr i8, ptr %252, i64 28
  store float %240, ptr %265, align 4, !tbaa !11
  %266 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %267 = load float, ptr %266, align 4, !tbaa !11
  %268 = getelementptr inbounds nuw i8, ptr %12, i64 28
  %269 = load float, ptr %268, align 4, !tbaa !11
  %270 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %271 = load float, ptr %270, align 4, !tbaa !11
  %272 = getelementptr i8, ptr %252, i64 32
  store float %267, ptr %272, align 16, !tbaa !11
  %273 = getelementptr i8, ptr %252, i64 36
  store float %269, ptr %273, align 4, !tbaa !11
  %274 = getelementptr i8, ptr %252, i64 40
  store float %271, ptr %274, align 8, !tbaa !11
  %275 = getelementptr i8, ptr %252, i64 44
  store float %242, ptr %275, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #11
  br label %276

276:                                              ; preds = %10, %232
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
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load float, ptr %0, align 4, !tbaa !11
  %9 = load float, ptr %1, align 4, !tbaa !11
  %10 = fmul contract float %8, %9
  %11 = fmul contract float %10, %8
  %12 = load float, ptr %6, align 4, !tbaa !11
  %13 = load float, ptr %4, align 4, !tbaa !11
  %14 = fmul contract float %12, %13
  %15 = fmul contract float %14, %12
  %16 = fadd contract float %11, %15
  %17 = load float, ptr %7, align 4, !tbaa !11
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
  %28 = load float, ptr %6, align 4, !tbaa !11
  %29 = load float, ptr %4, align 4, !tbaa !11
  %30 = fmul contract float %28, %29
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = fmul contract float %30, %32
  %34 = fadd contract float %27, %33
  %35 = load float, ptr %7, align 4, !tbaa !11
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
  %49 = load float, ptr %6, align 4, !tbaa !11
  %50 = load float, ptr %4, align 4, !tbaa !11
  %51 = fmul contract float %49, %50
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fmul contract float %51, %53
  %55 = fadd contract float %48, %54
  %56 = load float, ptr %7, align 4, !tbaa !11
  %57 = load float, ptr %5, align 4, !tbaa !11
  %58 = fmul contract float %56, %57
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = fmul contract float %58, %60
  %62 = fadd contract float %55, %61
  %63 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store float %62, ptr %63, align 4, !tbaa !11
  %64 = load float, ptr %25, align 4, !tbaa !11
  %65 = load float, ptr %1, align 4, !tbaa !11
  %66 = fmul contract float %64, %65
  %67 = load float, ptr %0, align 4, !tbaa !11
  %68 = fmul contract float %66, %67
  %69 = load float, ptr %31, align 4, !tbaa !11
  %70 = load float, ptr %4, align 4, !tbaa !11
  %71 = fmul contract float %69, %70
  %72 = load float, ptr %6, align 4, !tbaa !11
  %73 = fmul contract float %71, %72
  %74 = fadd contract float %68, %73
  %75 = load float, ptr %38, align 4, !tbaa !11
  %76 = load float, ptr %5, align 4, !tbaa !11
  %77 = fmul contract float %75, %76
  %78 = load float, ptr %7, align 4, !tbaa !11
  %79 = fmul contract float %77, %78
  %80 = fadd contract float %74, %79
  %81 = getelementptr inbounds nuw i8, ptr %2, i64 12
  store float %80, ptr %81, align 4, !tbaa !11
  %82 = load float, ptr %25, align 4, !tbaa !11
  %83 = load float, ptr %1, align 4, !tbaa !11
  %84 = fmul contract float %82, %83
  %85 = fmul contract float %84, %82
  %86 = load float, ptr %31, align 4, !tbaa !11
  %87 = load float, ptr %4, align 4, !tbaa !11
  %88 = fmul contract float %86, %87
  %89 = fmul contract float %88, %86
  %90 = fadd contract float %85, %89
  %91 = load float, ptr %38, align 4, !tbaa !11
  %92 = load float, ptr %5, align 4, !tbaa !11
  %93 = fmul contract float %91, %92
  %94 = fmul contract float %93, %91
  %95 = fadd contract float %90, %94
  %96 = getelementptr inbounds nuw i8, ptr %2, i64 16
  store float %95, ptr %96, align 4, !tbaa !11
  %97 = load float, ptr %25, align 4, !tbaa !11
  %98 = load float, ptr %1, align 4, !tbaa !11
  %99 = fmul contract float %97, %98
  %100 = load float, ptr %46, align 4, !tbaa !11
  %101 = fmul contract float %99, %100
  %102 = load float, ptr %31, align 4, !tbaa !11
  %103 = load float, ptr %4, align 4, !tbaa !11
  %104 = fmul contract float %102, %103
  %105 = load float, ptr %52, align 4, !tbaa !11
  %106 = fmul contract float %104, %105
  %107 = fadd contract float %101, %106
  %108 = load float, ptr %38, align 4, !tbaa !11
  %109 = load float, ptr %5, align 4, !tbaa !11
  %110 = fmul contract float %108, %109
  %111 = load float, ptr %59, align 4, !tbaa !11
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %107, %112
  %114 = getelementptr inbounds nuw i8, ptr %2, i64 20
  store float %113, ptr %114, align 4, !tbaa !11
  %115 = load float, ptr %46, align 4, !tbaa !11
  %116 = load float, ptr %1, align 4, !tbaa !11
  %117 = fmul contract float %115, %116
  %118 = load float, ptr %0, align 4, !tbaa !11
  %119 = fmul contract float %117, %118
  %120 = load float, ptr %52, align 4, !tbaa !11
  %121 = load float, ptr %4, align 4, !tbaa !11
  %122 = fmul contract float %120, %121
  %123 = load float, ptr %6, align 4, !tbaa !11
  %124 = fmul contract float %122, %123
  %125 = fadd contract float %119, %124
  %126 = load float, ptr %59, align 4, !tbaa !11
  %127 = load float, ptr %5, align 4, !tbaa !11
  %128 = fmul contract float %126, %127
  %129 = load float, ptr %7, align 4, !tbaa !11
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %125, %130
  %132 = getelementptr inbounds nuw i8, ptr %2, i64 24
  store float %131, ptr %132, align 4, !tbaa !11
  %133 = load float, ptr %46, align 4, !tbaa !11
  %134 = load float, ptr %1, align 4, !tbaa !11
  %135 = fmul contract float %133, %134
  %136 = load float, ptr %25, align 4, !tbaa !11
  %137 = fmul contract float %135, %136
  %138 = load float, ptr %52, align 4, !tbaa !11
  %139 = load float, ptr %4, align 4, !tbaa !11
  %140 = fmul contract float %138, %139
  %141 = load float, ptr %31, align 4, !tbaa !11
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %137, %142
  %144 = load float, ptr %59, align 4, !tbaa !11
  %145 = load float, ptr %5, align 4, !tbaa !11
  %146 = fmul contract float %144, %145
  %147 = load float, ptr %38, align 4, !tbaa !11
  %148 = fmul contract float %146, %147
  %149 = fadd contract float %143, %148
  %150 = getelementptr inbounds nuw i8, ptr %2, i64 28
  store float %149, ptr %150, align 4, !tbaa !11
  %151 = load float, ptr %46, align 4, !tbaa !11
  %152 = load float, ptr %1, align 4, !tbaa !11
  %153 = fmul contract float %151, %152
  %154 = fmul contract float %153, %151
  %155 = load float, ptr %52, align 4, !tbaa !11
  %156 = load float, ptr %4, align 4, !tbaa !11
  %157 = fmul contract float %155, %156
  %158 = fmul contract float %157, %155
  %159 = fadd contract float %154, %158
  %160 = load float, ptr %59, align 4, !tbaa !11
  %161 = load float, ptr %5, align 4, !tbaa !11
  %162 = fmul contract float %160, %161
  %163 = fmul contract float %162, %160
  %164 = fadd contract float %159, %163
  %165 = getelementptr inbounds nuw i8, ptr %2, i64 32
  store float %164, ptr %165, align 4, !tbaa !11
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
  br i1 %24, label %25, label %1576

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
  %59 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %60 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %61 = getelementptr inbounds nuw i8, ptr %12, i64 24
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
  br i1 %68, label %69, label %1575

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
  %83 = fmul contract float %38, %38
  %84 = fadd contract float %82, %83
  %85 = fmul contract float %40, %40
  %86 = fadd contract float %84, %85
  %87 = fmul contract float %42, %42
  %88 = fadd contract float %86, %87
  %89 = fcmp contract ogt float %88, 0x3BC79CA100000000
  br i1 %89, label %90, label %92

90:                                               ; preds = %69
  %91 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %88)
  br label %92

92:                                               ; preds = %90, %69
  %93 = phi contract float [ %91, %90 ], [ 0.000000e+00, %69 ]
  %94 = fcmp contract oeq float %93, 0.000000e+00
  br i1 %94, label %100, label %95

95:                                               ; preds = %92
  %96 = fmul contract float %36, %93
  %97 = fmul contract float %38, %93
  %98 = fmul contract float %40, %93
  %99 = fmul contract float %42, %93
  br label %100

100:                                              ; preds = %92, %95
  %101 = phi float [ %96, %95 ], [ 1.000000e+00, %92 ]
  %102 = phi float [ %99, %95 ], [ 0.000000e+00, %92 ]
  %103 = phi float [ %98, %95 ], [ 0.000000e+00, %92 ]
  %104 = phi float [ %97, %95 ], [ 0.000000e+00, %92 ]
  store float %101, ptr %58, align 4, !tbaa !11
  store float %102, ptr %61, align 4, !tbaa !11
  store float %103, ptr %60, align 4, !tbaa !11
  store float %104, ptr %59, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #11
  store float %71, ptr %15, align 4, !tbaa !11
  %105 = getelementptr inbounds nuw i8, ptr %15, i64 4
  store float %73, ptr %105, align 4, !tbaa !11
  %106 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store float %75, ptr %106, align 4, !tbaa !11
  call fastcc void @_ZL11quat_to_matPKfPf(ptr noundef %58, ptr noundef %13) #11
  call fastcc void @_ZL17world_inv_inertiaPKfS0_Pf(ptr noundef %13, ptr noundef %15, ptr noundef %14) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #11
  %107 = fneg contract float %77
  %108 = fneg contract float %79
  %109 = fneg contract float %81
  %110 = load float, ptr %13, align 4, !tbaa !11
  %111 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %112 = load float, ptr %111, align 4, !tbaa !11
  %113 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %114 = load float, ptr %113, align 4, !tbaa !11
  %115 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %122 = load float, ptr %121, align 4, !tbaa !11
  %123 = getelementptr inbounds nuw i8, ptr %13, i64 28
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fmul contract float %110, %107
  %128 = fmul contract float %112, %108
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %114, %109
  %131 = fadd contract float %129, %130
  store float %131, ptr %16, align 4, !tbaa !11
  %132 = fmul contract float %116, %107
  %133 = fmul contract float %118, %108
  %134 = fadd contract float %132, %133
  %135 = fmul contract float %120, %109
  %136 = fadd contract float %134, %135
  %137 = getelementptr inbounds nuw i8, ptr %16, i64 4
  store float %136, ptr %137, align 4, !tbaa !11
  %138 = fmul contract float %122, %107
  %139 = fmul contract float %124, %108
  %140 = fadd contract float %138, %139
  %141 = fmul contract float %126, %109
  %142 = fadd contract float %140, %141
  %143 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store float %142, ptr %143, align 4, !tbaa !11
  %144 = fadd contract float %30, %136
  %145 = fsub contract float %7, %144
  %146 = fcmp contract ogt float %145, 0.000000e+00
  %147 = zext i1 %146 to i32
  %148 = fmul contract float %77, %110
  %149 = fadd contract float %148, %128
  %150 = fadd contract float %149, %130
  %151 = getelementptr inbounds nuw i8, ptr %16, i64 12
  store float %150, ptr %151, align 4, !tbaa !11
  %152 = fmul contract float %77, %116
  %153 = fadd contract float %152, %133
  %154 = fadd contract float %153, %135
  %155 = getelementptr inbounds nuw i8, ptr %16, i64 16
  store float %154, ptr %155, align 4, !tbaa !11
  %156 = fmul contract float %77, %122
  %157 = fadd contract float %156, %139
  %158 = fadd contract float %157, %141
  %159 = getelementptr inbounds nuw i8, ptr %16, i64 20
  store float %158, ptr %159, align 4, !tbaa !11
  %160 = fadd contract float %30, %154
  %161 = fsub contract float %7, %160
  %162 = fcmp contract ogt float %161, 0.000000e+00
  %163 = zext i1 %162 to i32
  %164 = add nuw nsw i32 %147, %163
  %165 = fmul contract float %79, %112
  %166 = fadd contract float %127, %165
  %167 = fadd contract float %166, %130
  %168 = getelementptr inbounds nuw i8, ptr %16, i64 24
  store float %167, ptr %168, align 4, !tbaa !11
  %169 = fmul contract float %79, %118
  %170 = fadd contract float %132, %169
  %171 = fadd contract float %170, %135
  %172 = getelementptr inbounds nuw i8, ptr %16, i64 28
  store float %171, ptr %172, align 4, !tbaa !11
  %173 = fmul contract float %79, %124
  %174 = fadd contract float %138, %173
  %175 = fadd contract float %174, %141
  %176 = getelementptr inbounds nuw i8, ptr %16, i64 32
  store float %175, ptr %176, align 4, !tbaa !11
  %177 = fadd contract float %30, %171
  %178 = fsub contract float %7, %177
  %179 = fcmp contract ogt float %178, 0.000000e+00
  %180 = zext i1 %179 to i32
  %181 = add nuw nsw i32 %164, %180
  %182 = fadd contract float %148, %165
  %183 = fadd contract float %182, %130
  %184 = getelementptr inbounds nuw i8, ptr %16, i64 36
  store float %183, ptr %184, align 4, !tbaa !11
  %185 = fadd contract float %152, %169
  %186 = fadd contract float %185, %135
  %187 = getelementptr inbounds nuw i8, ptr %16, i64 40
  store float %186, ptr %187, align 4, !tbaa !11
  %188 = fadd contract float %156, %173
  %189 = fadd contract float %188, %141
  %190 = getelementptr inbounds nuw i8, ptr %16, i64 44
  store float %189, ptr %190, align 4, !tbaa !11
  %191 = fadd contract float %30, %186
  %192 = fsub contract float %7, %191
  %193 = fcmp contract ogt float %192, 0.000000e+00
  %194 = zext i1 %193 to i32
  %195 = add nuw nsw i32 %181, %194
  %196 = fmul contract float %81, %114
  %197 = fadd contract float %129, %196
  %198 = getelementptr inbounds nuw i8, ptr %16, i64 48
  store float %197, ptr %198, align 4, !tbaa !11
  %199 = fmul contract float %81, %120
  %200 = fadd contract float %134, %199
  %201 = getelementptr inbounds nuw i8, ptr %16, i64 52
  store float %200, ptr %201, align 4, !tbaa !11
  %202 = fmul contract float %81, %126
  %203 = fadd contract float %140, %202
  %204 = getelementptr inbounds nuw i8, ptr %16, i64 56
  store float %203, ptr %204, align 4, !tbaa !11
  %205 = fadd contract float %30, %200
  %206 = fsub contract float %7, %205
  %207 = fcmp contract ogt float %206, 0.000000e+00
  %208 = zext i1 %207 to i32
  %209 = add nuw nsw i32 %195, %208
  %210 = fadd contract float %149, %196
  %211 = getelementptr inbounds nuw i8, ptr %16, i64 60
  store float %210, ptr %211, align 4, !tbaa !11
  %212 = fadd contract float %153, %199
  %213 = getelementptr inbounds nuw i8, ptr %16, i64 64
  store float %212, ptr %213, align 4, !tbaa !11
  %214 = fadd contract float %157, %202
  %215 = getelementptr inbounds nuw i8, ptr %16, i64 68
  store float %214, ptr %215, align 4, !tbaa !11
  %216 = fadd contract float %30, %212
  %217 = fsub contract float %7, %216
  %218 = fcmp contract ogt float %217, 0.000000e+00
  %219 = zext i1 %218 to i32
  %220 = add nuw nsw i32 %209, %219
  %221 = fadd contract float %166, %196
  %222 = getelementptr inbounds nuw i8, ptr %16, i64 72
  store float %221, ptr %222, align 4, !tbaa !11
  %223 = fadd contract float %170, %199
  %224 = getelementptr inbounds nuw i8, ptr %16, i64 76
  store float %223, ptr %224, align 4, !tbaa !11
  %225 = fadd contract float %174, %202
  %226 = getelementptr inbounds nuw i8, ptr %16, i64 80
  store float %225, ptr %226, align 4, !tbaa !11
  %227 = fadd contract float %30, %223
  %228 = fsub contract float %7, %227
  %229 = fcmp contract ogt float %228, 0.000000e+00
  %230 = zext i1 %229 to i32
  %231 = add nuw nsw i32 %220, %230
  %232 = fadd contract float %182, %196
  %233 = getelementptr inbounds nuw i8, ptr %16, i64 84
  store float %232, ptr %233, align 4, !tbaa !11
  %234 = fadd contract float %185, %199
  %235 = getelementptr inbounds nuw i8, ptr %16, i64 88
  store float %234, ptr %235, align 4, !tbaa !11
  %236 = fadd contract float %188, %202
  %237 = getelementptr inbounds nuw i8, ptr %16, i64 92
  store float %236, ptr %237, align 4, !tbaa !11
  %238 = fadd contract float %30, %234
  %239 = fsub contract float %7, %238
  %240 = fcmp contract ogt float %239, 0.000000e+00
  %241 = zext i1 %240 to i32
  %242 = add nuw nsw i32 %231, %241
  %243 = icmp eq i32 %242, 0
  br i1 %243, label %1574, label %244

244:                                              ; preds = %100
  %245 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 1)
  %246 = tail call i32 @llvm.umin.i32(i32 %245, i32 16)
  %247 = load float, ptr %14, align 4
  %248 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %249 = load float, ptr %248, align 4
  %250 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %251 = load float, ptr %250, align 4
  %252 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %253 = load float, ptr %252, align 4
  %254 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %255 = load float, ptr %254, align 4
  %256 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %257 = load float, ptr %256, align 4
  %258 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %259 = load float, ptr %258, align 4
  %260 = getelementptr inbounds nuw i8, ptr %14, i64 28
  %261 = load float, ptr %260, align 4
  %262 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %263 = load float, ptr %262, align 4
  %264 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %265 = load float, ptr %264, align 4
  %266 = load float, ptr %9, align 4
  %267 = fdiv contract float %265, %266
  %268 = getelementptr inbounds nuw i8, ptr %9, i64 36
  %269 = load float, ptr %268, align 4
  %270 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %271 = load float, ptr %270, align 4
  %272 = fneg contract float %271
  %273 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %274 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %275 = getelementptr inbounds nuw i8, ptr %9, i64 28
  %276 = load float, ptr %275, align 4
  %277 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %278 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %279 = fcmp contract ugt float %145, 0.000000e+00
  %280 = fsub contract float %145, %269
  %281 = tail call float @llvm.maxnum.f32(float %280, float 0.000000e+00)
  %282 = fmul contract float %267, %281
  %283 = fmul contract float %136, 0.000000e+00
  %284 = fsub contract float %283, %142
  %285 = fmul contract float %142, 0.000000e+00
  %286 = fmul contract float %131, 0.000000e+00
  %287 = fsub contract float %285, %286
  %288 = fsub contract float %131, %283
  %289 = fmul contract float %247, %284
  %290 = fmul contract float %249, %287
  %291 = fadd contract float %290, %289
  %292 = fmul contract float %251, %288
  %293 = fadd contract float %292, %291
  %294 = fmul contract float %253, %284
  %295 = fmul contract float %255, %287
  %296 = fadd contract float %295, %294
  %297 = fmul contract float %257, %288
  %298 = fadd contract float %297, %296
  %299 = fmul contract float %259, %284
  %300 = fmul contract float %261, %287
  %301 = fadd contract float %300, %299
  %302 = fmul contract float %263, %288
  %303 = fadd contract float %302, %301
  %304 = fmul contract float %142, %298
  %305 = fmul contract float %136, %303
  %306 = fsub contract float %304, %305
  %307 = fmul contract float %131, %303
  %308 = fmul contract float %142, %293
  %309 = fsub contract float %307, %308
  %310 = fmul contract float %136, %293
  %311 = fmul contract float %131, %298
  %312 = fsub contract float %310, %311
  %313 = fmul contract float %306, 0.000000e+00
  %314 = fmul contract float %312, 0.000000e+00
  %315 = fcmp contract ugt float %161, 0.000000e+00
  %316 = fsub contract float %161, %269
  %317 = tail call float @llvm.maxnum.f32(float %316, float 0.000000e+00)
  %318 = fmul contract float %267, %317
  %319 = fmul contract float %154, 0.000000e+00
  %320 = fsub contract float %319, %158
  %321 = fmul contract float %158, 0.000000e+00
  %322 = fmul contract float %150, 0.000000e+00
  %323 = fsub contract float %321, %322
  %324 = fsub contract float %150, %319
  %325 = fmul contract float %247, %320
  %326 = fmul contract float %249, %323
  %327 = fadd contract float %326, %325
  %328 = fmul contract float %251, %324
  %329 = fadd contract float %328, %327
  %330 = fmul contract float %253, %320
  %331 = fmul contract float %255, %323
  %332 = fadd contract float %331, %330
  %333 = fmul contract float %257, %324
  %334 = fadd contract float %333, %332
  %335 = fmul contract float %259, %320
  %336 = fmul contract float %261, %323
  %337 = fadd contract float %336, %335
  %338 = fmul contract float %263, %324
  %339 = fadd contract float %338, %337
  %340 = fmul contract float %158, %334
  %341 = fmul contract float %154, %339
  %342 = fsub contract float %340, %341
  %343 = fmul contract float %150, %339
  %344 = fmul contract float %158, %329
  %345 = fsub contract float %343, %344
  %346 = fmul contract float %154, %329
  %347 = fmul contract float %150, %334
  %348 = fsub contract float %346, %347
  %349 = fmul contract float %342, 0.000000e+00
  %350 = fmul contract float %348, 0.000000e+00
  %351 = fcmp contract ugt float %178, 0.000000e+00
  %352 = fsub contract float %178, %269
  %353 = tail call float @llvm.maxnum.f32(float %352, float 0.000000e+00)
  %354 = fmul contract float %267, %353
  %355 = fmul contract float %171, 0.000000e+00
  %356 = fsub contract float %355, %175
  %357 = fmul contract float %175, 0.000000e+00
  %358 = fmul contract float %167, 0.000000e+00
  %359 = fsub contract float %357, %358
  %360 = fsub contract float %167, %355
  %361 = fmul contract float %247, %356
  %362 = fmul contract float %249, %359
  %363 = fadd contract float %362, %361
  %364 = fmul contract float %251, %360
  %365 = fadd contract float %364, %363
  %366 = fmul contract float %253, %356
  %367 = fmul contract float %255, %359
  %368 = fadd contract float %367, %366
  %369 = fmul contract float %257, %360
  %370 = fadd contract float %369, %368
  %371 = fmul contract float %259, %356
  %372 = fmul contract float %261, %359
  %373 = fadd contract float %372, %371
  %374 = fmul contract float %263, %360
  %375 = fadd contract float %374, %373
  %376 = fmul contract float %175, %370
  %377 = fmul contract float %171, %375
  %378 = fsub contract float %376, %377
  %379 = fmul contract float %167, %375
  %380 = fmul contract float %175, %365
  %381 = fsub contract float %379, %380
  %382 = fmul contract float %171, %365
  %383 = fmul contract float %167, %370
  %384 = fsub contract float %382, %383
  %385 = fmul contract float %378, 0.000000e+00
  %386 = fmul contract float %384, 0.000000e+00
  %387 = fcmp contract ugt float %192, 0.000000e+00
  %388 = fsub contract float %192, %269
  %389 = tail call float @llvm.maxnum.f32(float %388, float 0.000000e+00)
  %390 = fmul contract float %267, %389
  %391 = fmul contract float %186, 0.000000e+00
  %392 = fsub contract float %391, %189
  %393 = fmul contract float %189, 0.000000e+00
  %394 = fmul contract float %183, 0.000000e+00
  %395 = fsub contract float %393, %394
  %396 = fsub contract float %183, %391
  %397 = fmul contract float %247, %392
  %398 = fmul contract float %249, %395
  %399 = fadd contract float %398, %397
  %400 = fmul contract float %251, %396
  %401 = fadd contract float %400, %399
  %402 = fmul contract float %253, %392
  %403 = fmul contract float %255, %395
  %404 = fadd contract float %403, %402
  %405 = fmul contract float %257, %396
  %406 = fadd contract float %405, %404
  %407 = fmul contract float %259, %392
  %408 = fmul contract float %261, %395
  %409 = fadd contract float %408, %407
  %410 = fmul contract float %263, %396
  %411 = fadd contract float %410, %409
  %412 = fmul contract float %189, %406
  %413 = fmul contract float %186, %411
  %414 = fsub contract float %412, %413
  %415 = fmul contract float %183, %411
  %416 = fmul contract float %189, %401
  %417 = fsub contract float %415, %416
  %418 = fmul contract float %186, %401
  %419 = fmul contract float %183, %406
  %420 = fsub contract float %418, %419
  %421 = fmul contract float %414, 0.000000e+00
  %422 = fmul contract float %420, 0.000000e+00
  %423 = fcmp contract ugt float %206, 0.000000e+00
  %424 = fsub contract float %206, %269
  %425 = tail call float @llvm.maxnum.f32(float %424, float 0.000000e+00)
  %426 = fmul contract float %267, %425
  %427 = fmul contract float %200, 0.000000e+00
  %428 = fsub contract float %427, %203
  %429 = fmul contract float %203, 0.000000e+00
  %430 = fmul contract float %197, 0.000000e+00
  %431 = fsub contract float %429, %430
  %432 = fsub contract float %197, %427
  %433 = fmul contract float %247, %428
  %434 = fmul contract float %249, %431
  %435 = fadd contract float %434, %433
  %436 = fmul contract float %251, %432
  %437 = fadd contract float %436, %435
  %438 = fmul contract float %253, %428
  %439 = fmul contract float %255, %431
  %440 = fadd contract float %439, %438
  %441 = fmul contract float %257, %432
  %442 = fadd contract float %441, %440
  %443 = fmul contract float %259, %428
  %444 = fmul contract float %261, %431
  %445 = fadd contract float %444, %443
  %446 = fmul contract float %263, %432
  %447 = fadd contract float %446, %445
  %448 = fmul contract float %203, %442
  %449 = fmul contract float %200, %447
  %450 = fsub contract float %448, %449
  %451 = fmul contract float %197, %447
  %452 = fmul contract float %203, %437
  %453 = fsub contract float %451, %452
  %454 = fmul contract float %200, %437
  %455 = fmul contract float %197, %442
  %456 = fsub contract float %454, %455
  %457 = fmul contract float %450, 0.000000e+00
  %458 = fmul contract float %456, 0.000000e+00
  %459 = fcmp contract ugt float %217, 0.000000e+00
  %460 = fsub contract float %217, %269
  %461 = tail call float @llvm.maxnum.f32(float %460, float 0.000000e+00)
  %462 = fmul contract float %267, %461
  %463 = fmul contract float %212, 0.000000e+00
  %464 = fsub contract float %463, %214
  %465 = fmul contract float %214, 0.000000e+00
  %466 = fmul contract float %210, 0.000000e+00
  %467 = fsub contract float %465, %466
  %468 = fsub contract float %210, %463
  %469 = fmul contract float %247, %464
  %470 = fmul contract float %249, %467
  %471 = fadd contract float %470, %469
  %472 = fmul contract float %251, %468
  %473 = fadd contract float %472, %471
  %474 = fmul contract float %253, %464
  %475 = fmul contract float %255, %467
  %476 = fadd contract float %475, %474
  %477 = fmul contract float %257, %468
  %478 = fadd contract float %477, %476
  %479 = fmul contract float %259, %464
  %480 = fmul contract float %261, %467
  %481 = fadd contract float %480, %479
  %482 = fmul contract float %263, %468
  %483 = fadd contract float %482, %481
  %484 = fmul contract float %214, %478
  %485 = fmul contract float %212, %483
  %486 = fsub contract float %484, %485
  %487 = fmul contract float %210, %483
  %488 = fmul contract float %214, %473
  %489 = fsub contract float %487, %488
  %490 = fmul contract float %212, %473
  %491 = fmul contract float %210, %478
  %492 = fsub contract float %490, %491
  %493 = fmul contract float %486, 0.000000e+00
  %494 = fmul contract float %492, 0.000000e+00
  %495 = fcmp contract ugt float %228, 0.000000e+00
  %496 = fsub contract float %228, %269
  %497 = tail call float @llvm.maxnum.f32(float %496, float 0.000000e+00)
  %498 = fmul contract float %267, %497
  %499 = fmul contract float %223, 0.000000e+00
  %500 = fsub contract float %499, %225
  %501 = fmul contract float %225, 0.000000e+00
  %502 = fmul contract float %221, 0.000000e+00
  %503 = fsub contract float %501, %502
  %504 = fsub contract float %221, %499
  %505 = fmul contract float %247, %500
  %506 = fmul contract float %249, %503
  %507 = fadd contract float %506, %505
  %508 = fmul contract float %251, %504
  %509 = fadd contract float %508, %507
  %510 = fmul contract float %253, %500
  %511 = fmul contract float %255, %503
  %512 = fadd contract float %511, %510
  %513 = fmul contract float %257, %504
  %514 = fadd contract float %513, %512
  %515 = fmul contract float %259, %500
  %516 = fmul contract float %261, %503
  %517 = fadd contract float %516, %515
  %518 = fmul contract float %263, %504
  %519 = fadd contract float %518, %517
  %520 = fmul contract float %225, %514
  %521 = fmul contract float %223, %519
  %522 = fsub contract float %520, %521
  %523 = fmul contract float %221, %519
  %524 = fmul contract float %225, %509
  %525 = fsub contract float %523, %524
  %526 = fmul contract float %223, %509
  %527 = fmul contract float %221, %514
  %528 = fsub contract float %526, %527
  %529 = fmul contract float %522, 0.000000e+00
  %530 = fmul contract float %528, 0.000000e+00
  %531 = fcmp contract ugt float %239, 0.000000e+00
  %532 = fsub contract float %239, %269
  %533 = tail call float @llvm.maxnum.f32(float %532, float 0.000000e+00)
  %534 = fmul contract float %267, %533
  %535 = fmul contract float %234, 0.000000e+00
  %536 = fsub contract float %535, %236
  %537 = fmul contract float %236, 0.000000e+00
  %538 = fmul contract float %232, 0.000000e+00
  %539 = fsub contract float %537, %538
  %540 = fsub contract float %232, %535
  %541 = fmul contract float %247, %536
  %542 = fmul contract float %249, %539
  %543 = fadd contract float %542, %541
  %544 = fmul contract float %251, %540
  %545 = fadd contract float %544, %543
  %546 = fmul contract float %253, %536
  %547 = fmul contract float %255, %539
  %548 = fadd contract float %547, %546
  %549 = fmul contract float %257, %540
  %550 = fadd contract float %549, %548
  %551 = fmul contract float %259, %536
  %552 = fmul contract float %261, %539
  %553 = fadd contract float %552, %551
  %554 = fmul contract float %263, %540
  %555 = fadd contract float %554, %553
  %556 = fmul contract float %236, %550
  %557 = fmul contract float %234, %555
  %558 = fsub contract float %556, %557
  %559 = fmul contract float %232, %555
  %560 = fmul contract float %236, %545
  %561 = fsub contract float %559, %560
  %562 = fmul contract float %234, %545
  %563 = fmul contract float %232, %550
  %564 = fsub contract float %562, %563
  %565 = fmul contract float %558, 0.000000e+00
  %566 = fmul contract float %564, 0.000000e+00
  br label %567

567:                                              ; preds = %244, %1570
  %568 = phi float [ 0.000000e+00, %244 ], [ %1571, %1570 ]
  %569 = phi float [ 0.000000e+00, %244 ], [ %1448, %1570 ]
  %570 = phi float [ 0.000000e+00, %244 ], [ %1325, %1570 ]
  %571 = phi float [ 0.000000e+00, %244 ], [ %1202, %1570 ]
  %572 = phi float [ 0.000000e+00, %244 ], [ %1079, %1570 ]
  %573 = phi float [ 0.000000e+00, %244 ], [ %956, %1570 ]
  %574 = phi float [ 0.000000e+00, %244 ], [ %833, %1570 ]
  %575 = phi float [ 0.000000e+00, %244 ], [ %710, %1570 ]
  %576 = phi i32 [ 0, %244 ], [ %1572, %1570 ]
  %577 = icmp eq i32 %576, 0
  br i1 %279, label %588, label %709

578:                                              ; preds = %1570
  %579 = load float, ptr %62, align 4, !tbaa !11
  %580 = load float, ptr %63, align 4, !tbaa !11
  %581 = load float, ptr %64, align 4, !tbaa !11
  store float %579, ptr %43, align 16, !tbaa !11
  store float %580, ptr %45, align 4, !tbaa !11
  store float %581, ptr %47, align 8, !tbaa !11
  %582 = getelementptr inbounds nuw i8, ptr %43, i64 12
  store float 0.000000e+00, ptr %582, align 4, !tbaa !11
  %583 = load float, ptr %65, align 4, !tbaa !11
  %584 = load float, ptr %66, align 4, !tbaa !11
  %585 = load float, ptr %67, align 4, !tbaa !11
  store float %583, ptr %49, align 16, !tbaa !11
  store float %584, ptr %51, align 4, !tbaa !11
  store float %585, ptr %53, align 8, !tbaa !11
  %586 = getelementptr inbounds nuw i8, ptr %49, i64 12
  store float 0.000000e+00, ptr %586, align 4, !tbaa !11
  %587 = atomicrmw add ptr %10, i32 %242 seq_cst, align 4
  br label %1574

588:                                              ; preds = %567
  %589 = load float, ptr %65, align 4, !tbaa !11
  %590 = fmul contract float %247, %589
  %591 = load float, ptr %66, align 4, !tbaa !11
  %592 = fmul contract float %249, %591
  %593 = fadd contract float %590, %592
  %594 = load float, ptr %67, align 4, !tbaa !11
  %595 = fmul contract float %251, %594
  %596 = fadd contract float %593, %595
  %597 = fmul contract float %589, %259
  %598 = fmul contract float %591, %261
  %599 = fadd contract float %597, %598
  %600 = fmul contract float %594, %263
  %601 = fadd contract float %599, %600
  %602 = load float, ptr %63, align 4, !tbaa !11
  %603 = fmul contract float %601, %131
  %604 = fadd contract float %602, %603
  %605 = fmul contract float %596, %142
  %606 = fsub contract float %604, %605
  %607 = fcmp contract olt float %606, -1.000000e+00
  %608 = select i1 %577, i1 %607, i1 false
  %609 = fmul contract float %606, %272
  %610 = select contract i1 %608, float %609, float 0.000000e+00
  %611 = fadd contract float %610, %282
  %612 = load float, ptr %57, align 4, !tbaa !13
  %613 = fadd contract float %612, %313
  %614 = fadd contract float %309, %613
  %615 = fadd contract float %314, %614
  %616 = fcmp contract ogt float %615, 0x3D71979980000000
  %617 = fdiv contract float 1.000000e+00, %615
  %618 = select contract i1 %616, float %617, float 0.000000e+00
  %619 = fsub contract float %611, %606
  %620 = fmul contract float %619, %618
  %621 = fadd contract float %575, %620
  %622 = tail call noundef float @llvm.maxnum.f32(float %621, float 0.000000e+00)
  %623 = fsub contract float %622, %575
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %623, ptr %273, align 4, !tbaa !11
  store float 0.000000e+00, ptr %274, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %16, ptr noundef %17) #11
  %624 = load float, ptr %65, align 4, !tbaa !11
  %625 = fmul contract float %247, %624
  %626 = load float, ptr %66, align 4, !tbaa !11
  %627 = fmul contract float %249, %626
  %628 = fadd contract float %625, %627
  %629 = load float, ptr %67, align 4, !tbaa !11
  %630 = fmul contract float %251, %629
  %631 = fadd contract float %628, %630
  %632 = fmul contract float %253, %624
  %633 = fmul contract float %255, %626
  %634 = fadd contract float %632, %633
  %635 = fmul contract float %257, %629
  %636 = fadd contract float %634, %635
  %637 = fmul contract float %259, %624
  %638 = fmul contract float %261, %626
  %639 = fadd contract float %637, %638
  %640 = fmul contract float %263, %629
  %641 = fadd contract float %639, %640
  %642 = load float, ptr %62, align 4, !tbaa !11
  %643 = fmul contract float %142, %636
  %644 = fadd contract float %642, %643
  %645 = fmul contract float %136, %641
  %646 = fsub contract float %644, %645
  %647 = load float, ptr %64, align 4, !tbaa !11
  %648 = fmul contract float %136, %631
  %649 = fadd contract float %647, %648
  %650 = fmul contract float %131, %636
  %651 = fsub contract float %649, %650
  %652 = fmul contract float %646, %646
  %653 = fmul contract float %651, %651
  %654 = fadd contract float %652, %653
  %655 = fcmp contract ogt float %654, 0x3D71979980000000
  br i1 %655, label %656, label %708

656:                                              ; preds = %588
  %657 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %654)
  %658 = fmul contract float %646, %657
  %659 = fmul contract float %651, %657
  %660 = fmul contract float %654, %657
  %661 = fmul contract float %136, %659
  %662 = fsub contract float %661, %285
  %663 = fmul contract float %142, %658
  %664 = fmul contract float %131, %659
  %665 = fsub contract float %663, %664
  %666 = fmul contract float %136, %658
  %667 = fsub contract float %286, %666
  %668 = fmul contract float %247, %662
  %669 = fmul contract float %249, %665
  %670 = fadd contract float %668, %669
  %671 = fmul contract float %251, %667
  %672 = fadd contract float %671, %670
  %673 = fmul contract float %253, %662
  %674 = fmul contract float %255, %665
  %675 = fadd contract float %673, %674
  %676 = fmul contract float %257, %667
  %677 = fadd contract float %676, %675
  %678 = fmul contract float %259, %662
  %679 = fmul contract float %261, %665
  %680 = fadd contract float %678, %679
  %681 = fmul contract float %263, %667
  %682 = fadd contract float %681, %680
  %683 = fmul contract float %142, %677
  %684 = fmul contract float %136, %682
  %685 = fsub contract float %683, %684
  %686 = fmul contract float %131, %682
  %687 = fmul contract float %142, %672
  %688 = fsub contract float %686, %687
  %689 = fmul contract float %136, %672
  %690 = fmul contract float %131, %677
  %691 = fsub contract float %689, %690
  %692 = load float, ptr %57, align 4, !tbaa !13
  %693 = fmul contract float %658, %685
  %694 = fadd contract float %692, %693
  %695 = fmul contract float %688, 0.000000e+00
  %696 = fadd contract float %695, %694
  %697 = fmul contract float %659, %691
  %698 = fadd contract float %697, %696
  %699 = fcmp contract ogt float %698, 0x3D71979980000000
  %700 = fdiv contract float 1.000000e+00, %698
  %701 = select contract i1 %699, float %700, float 0.000000e+00
  %702 = fmul contract float %660, %701
  %703 = fmul contract float %622, %276
  %704 = tail call noundef float @llvm.minnum.f32(float %702, float %703)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %705 = fneg contract float %704
  %706 = fmul contract float %658, %705
  store float %706, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %277, align 4, !tbaa !11
  %707 = fmul contract float %659, %705
  store float %707, ptr %278, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %16, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %708

708:                                              ; preds = %656, %588
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %709

709:                                              ; preds = %567, %708
  %710 = phi float [ %622, %708 ], [ %575, %567 ]
  br i1 %315, label %711, label %832

711:                                              ; preds = %709
  %712 = load float, ptr %65, align 4, !tbaa !11
  %713 = fmul contract float %247, %712
  %714 = load float, ptr %66, align 4, !tbaa !11
  %715 = fmul contract float %249, %714
  %716 = fadd contract float %713, %715
  %717 = load float, ptr %67, align 4, !tbaa !11
  %718 = fmul contract float %251, %717
  %719 = fadd contract float %716, %718
  %720 = fmul contract float %712, %259
  %721 = fmul contract float %714, %261
  %722 = fadd contract float %720, %721
  %723 = fmul contract float %717, %263
  %724 = fadd contract float %722, %723
  %725 = load float, ptr %63, align 4, !tbaa !11
  %726 = fmul contract float %724, %150
  %727 = fadd contract float %725, %726
  %728 = fmul contract float %719, %158
  %729 = fsub contract float %727, %728
  %730 = fcmp contract olt float %729, -1.000000e+00
  %731 = select i1 %577, i1 %730, i1 false
  %732 = fmul contract float %729, %272
  %733 = select contract i1 %731, float %732, float 0.000000e+00
  %734 = fadd contract float %733, %318
  %735 = load float, ptr %57, align 4, !tbaa !13
  %736 = fadd contract float %735, %349
  %737 = fadd contract float %345, %736
  %738 = fadd contract float %350, %737
  %739 = fcmp contract ogt float %738, 0x3D71979980000000
  %740 = fdiv contract float 1.000000e+00, %738
  %741 = select contract i1 %739, float %740, float 0.000000e+00
  %742 = fsub contract float %734, %729
  %743 = fmul contract float %742, %741
  %744 = fadd contract float %574, %743
  %745 = tail call noundef float @llvm.maxnum.f32(float %744, float 0.000000e+00)
  %746 = fsub contract float %745, %574
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %746, ptr %273, align 4, !tbaa !11
  store float 0.000000e+00, ptr %274, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %151, ptr noundef %17) #11
  %747 = load float, ptr %65, align 4, !tbaa !11
  %748 = fmul contract float %247, %747
  %749 = load float, ptr %66, align 4, !tbaa !11
  %750 = fmul contract float %249, %749
  %751 = fadd contract float %748, %750
  %752 = load float, ptr %67, align 4, !tbaa !11
  %753 = fmul contract float %251, %752
  %754 = fadd contract float %751, %753
  %755 = fmul contract float %253, %747
  %756 = fmul contract float %255, %749
  %757 = fadd contract float %755, %756
  %758 = fmul contract float %257, %752
  %759 = fadd contract float %757, %758
  %760 = fmul contract float %259, %747
  %761 = fmul contract float %261, %749
  %762 = fadd contract float %760, %761
  %763 = fmul contract float %263, %752
  %764 = fadd contract float %762, %763
  %765 = load float, ptr %62, align 4, !tbaa !11
  %766 = fmul contract float %158, %759
  %767 = fadd contract float %765, %766
  %768 = fmul contract float %154, %764
  %769 = fsub contract float %767, %768
  %770 = load float, ptr %64, align 4, !tbaa !11
  %771 = fmul contract float %154, %754
  %772 = fadd contract float %770, %771
  %773 = fmul contract float %150, %759
  %774 = fsub contract float %772, %773
  %775 = fmul contract float %769, %769
  %776 = fmul contract float %774, %774
  %777 = fadd contract float %775, %776
  %778 = fcmp contract ogt float %777, 0x3D71979980000000
  br i1 %778, label %779, label %831

779:                                              ; preds = %711
  %780 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %777)
  %781 = fmul contract float %769, %780
  %782 = fmul contract float %774, %780
  %783 = fmul contract float %777, %780
  %784 = fmul contract float %154, %782
  %785 = fsub contract float %784, %321
  %786 = fmul contract float %158, %781
  %787 = fmul contract float %150, %782
  %788 = fsub contract float %786, %787
  %789 = fmul contract float %154, %781
  %790 = fsub contract float %322, %789
  %791 = fmul contract float %247, %785
  %792 = fmul contract float %249, %788
  %793 = fadd contract float %791, %792
  %794 = fmul contract float %251, %790
  %795 = fadd contract float %794, %793
  %796 = fmul contract float %253, %785
  %797 = fmul contract float %255, %788
  %798 = fadd contract float %796, %797
  %799 = fmul contract float %257, %790
  %800 = fadd contract float %799, %798
  %801 = fmul contract float %259, %785
  %802 = fmul contract float %261, %788
  %803 = fadd contract float %801, %802
  %804 = fmul contract float %263, %790
  %805 = fadd contract float %804, %803
  %806 = fmul contract float %158, %800
  %807 = fmul contract float %154, %805
  %808 = fsub contract float %806, %807
  %809 = fmul contract float %150, %805
  %810 = fmul contract float %158, %795
  %811 = fsub contract float %809, %810
  %812 = fmul contract float %154, %795
  %813 = fmul contract float %150, %800
  %814 = fsub contract float %812, %813
  %815 = load float, ptr %57, align 4, !tbaa !13
  %816 = fmul contract float %781, %808
  %817 = fadd contract float %815, %816
  %818 = fmul contract float %811, 0.000000e+00
  %819 = fadd contract float %818, %817
  %820 = fmul contract float %782, %814
  %821 = fadd contract float %820, %819
  %822 = fcmp contract ogt float %821, 0x3D71979980000000
  %823 = fdiv contract float 1.000000e+00, %821
  %824 = select contract i1 %822, float %823, float 0.000000e+00
  %825 = fmul contract float %783, %824
  %826 = fmul contract float %745, %276
  %827 = tail call noundef float @llvm.minnum.f32(float %825, float %826)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %828 = fneg contract float %827
  %829 = fmul contract float %781, %828
  store float %829, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %277, align 4, !tbaa !11
  %830 = fmul contract float %782, %828
  store float %830, ptr %278, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %151, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %831

831:                                              ; preds = %779, %711
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %832

832:                                              ; preds = %831, %709
  %833 = phi float [ %745, %831 ], [ %574, %709 ]
  br i1 %351, label %834, label %955

834:                                              ; preds = %832
  %835 = load float, ptr %65, align 4, !tbaa !11
  %836 = fmul contract float %247, %835
  %837 = load float, ptr %66, align 4, !tbaa !11
  %838 = fmul contract float %249, %837
  %839 = fadd contract float %836, %838
  %840 = load float, ptr %67, align 4, !tbaa !11
  %841 = fmul contract float %251, %840
  %842 = fadd contract float %839, %841
  %843 = fmul contract float %835, %259
  %844 = fmul contract float %837, %261
  %845 = fadd contract float %843, %844
  %846 = fmul contract float %840, %263
  %847 = fadd contract float %845, %846
  %848 = load float, ptr %63, align 4, !tbaa !11
  %849 = fmul contract float %847, %167
  %850 = fadd contract float %848, %849
  %851 = fmul contract float %842, %175
  %852 = fsub contract float %850, %851
  %853 = fcmp contract olt float %852, -1.000000e+00
  %854 = select i1 %577, i1 %853, i1 false
  %855 = fmul contract float %852, %272
  %856 = select contract i1 %854, float %855, float 0.000000e+00
  %857 = fadd contract float %856, %354
  %858 = load float, ptr %57, align 4, !tbaa !13
  %859 = fadd contract float %858, %385
  %860 = fadd contract float %381, %859
  %861 = fadd contract float %386, %860
  %862 = fcmp contract ogt float %861, 0x3D71979980000000
  %863 = fdiv contract float 1.000000e+00, %861
  %864 = select contract i1 %862, float %863, float 0.000000e+00
  %865 = fsub contract float %857, %852
  %866 = fmul contract float %865, %864
  %867 = fadd contract float %573, %866
  %868 = tail call noundef float @llvm.maxnum.f32(float %867, float 0.000000e+00)
  %869 = fsub contract float %868, %573
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %869, ptr %273, align 4, !tbaa !11
  store float 0.000000e+00, ptr %274, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %168, ptr noundef %17) #11
  %870 = load float, ptr %65, align 4, !tbaa !11
  %871 = fmul contract float %247, %870
  %872 = load float, ptr %66, align 4, !tbaa !11
  %873 = fmul contract float %249, %872
  %874 = fadd contract float %871, %873
  %875 = load float, ptr %67, align 4, !tbaa !11
  %876 = fmul contract float %251, %875
  %877 = fadd contract float %874, %876
  %878 = fmul contract float %253, %870
  %879 = fmul contract float %255, %872
  %880 = fadd contract float %878, %879
  %881 = fmul contract float %257, %875
  %882 = fadd contract float %880, %881
  %883 = fmul contract float %259, %870
  %884 = fmul contract float %261, %872
  %885 = fadd contract float %883, %884
  %886 = fmul contract float %263, %875
  %887 = fadd contract float %885, %886
  %888 = load float, ptr %62, align 4, !tbaa !11
  %889 = fmul contract float %175, %882
  %890 = fadd contract float %888, %889
  %891 = fmul contract float %171, %887
  %892 = fsub contract float %890, %891
  %893 = load float, ptr %64, align 4, !tbaa !11
  %894 = fmul contract float %171, %877
  %895 = fadd contract float %893, %894
  %896 = fmul contract float %167, %882
  %897 = fsub contract float %895, %896
  %898 = fmul contract float %892, %892
  %899 = fmul contract float %897, %897
  %900 = fadd contract float %898, %899
  %901 = fcmp contract ogt float %900, 0x3D71979980000000
  br i1 %901, label %902, label %954

902:                                              ; preds = %834
  %903 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %900)
  %904 = fmul contract float %892, %903
  %905 = fmul contract float %897, %903
  %906 = fmul contract float %900, %903
  %907 = fmul contract float %171, %905
  %908 = fsub contract float %907, %357
  %909 = fmul contract float %175, %904
  %910 = fmul contract float %167, %905
  %911 = fsub contract float %909, %910
  %912 = fmul contract float %171, %904
  %913 = fsub contract float %358, %912
  %914 = fmul contract float %247, %908
  %915 = fmul contract float %249, %911
  %916 = fadd contract float %914, %915
  %917 = fmul contract float %251, %913
  %918 = fadd contract float %917, %916
  %919 = fmul contract float %253, %908
  %920 = fmul contract float %255, %911
  %921 = fadd contract float %919, %920
  %922 = fmul contract float %257, %913
  %923 = fadd contract float %922, %921
  %924 = fmul contract float %259, %908
  %925 = fmul contract float %261, %911
  %926 = fadd contract float %924, %925
  %927 = fmul contract float %263, %913
  %928 = fadd contract float %927, %926
  %929 = fmul contract float %175, %923
  %930 = fmul contract float %171, %928
  %931 = fsub contract float %929, %930
  %932 = fmul contract float %167, %928
  %933 = fmul contract float %175, %918
  %934 = fsub contract float %932, %933
  %935 = fmul contract float %171, %918
  %936 = fmul contract float %167, %923
  %937 = fsub contract float %935, %936
  %938 = load float, ptr %57, align 4, !tbaa !13
  %939 = fmul contract float %904, %931
  %940 = fadd contract float %938, %939
  %941 = fmul contract float %934, 0.000000e+00
  %942 = fadd contract float %941, %940
  %943 = fmul contract float %905, %937
  %944 = fadd contract float %943, %942
  %945 = fcmp contract ogt float %944, 0x3D71979980000000
  %946 = fdiv contract float 1.000000e+00, %944
  %947 = select contract i1 %945, float %946, float 0.000000e+00
  %948 = fmul contract float %906, %947
  %949 = fmul contract float %868, %276
  %950 = tail call noundef float @llvm.minnum.f32(float %948, float %949)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %951 = fneg contract float %950
  %952 = fmul contract float %904, %951
  store float %952, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %277, align 4, !tbaa !11
  %953 = fmul contract float %905, %951
  store float %953, ptr %278, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %168, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %954

954:                                              ; preds = %902, %834
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %955

955:                                              ; preds = %954, %832
  %956 = phi float [ %868, %954 ], [ %573, %832 ]
  br i1 %387, label %957, label %1078

957:                                              ; preds = %955
  %958 = load float, ptr %65, align 4, !tbaa !11
  %959 = fmul contract float %247, %958
  %960 = load float, ptr %66, align 4, !tbaa !11
  %961 = fmul contract float %249, %960
  %962 = fadd contract float %959, %961
  %963 = load float, ptr %67, align 4, !tbaa !11
  %964 = fmul contract float %251, %963
  %965 = fadd contract float %962, %964
  %966 = fmul contract float %958, %259
  %967 = fmul contract float %960, %261
  %968 = fadd contract float %966, %967
  %969 = fmul contract float %963, %263
  %970 = fadd contract float %968, %969
  %971 = load float, ptr %63, align 4, !tbaa !11
  %972 = fmul contract float %970, %183
  %973 = fadd contract float %971, %972
  %974 = fmul contract float %965, %189
  %975 = fsub contract float %973, %974
  %976 = fcmp contract olt float %975, -1.000000e+00
  %977 = select i1 %577, i1 %976, i1 false
  %978 = fmul contract float %975, %272
  %979 = select contract i1 %977, float %978, float 0.000000e+00
  %980 = fadd contract float %979, %390
  %981 = load float, ptr %57, align 4, !tbaa !13
  %982 = fadd contract float %981, %421
  %983 = fadd contract float %417, %982
  %984 = fadd contract float %422, %983
  %985 = fcmp contract ogt float %984, 0x3D71979980000000
  %986 = fdiv contract float 1.000000e+00, %984
  %987 = select contract i1 %985, float %986, float 0.000000e+00
  %988 = fsub contract float %980, %975
  %989 = fmul contract float %988, %987
  %990 = fadd contract float %572, %989
  %991 = tail call noundef float @llvm.maxnum.f32(float %990, float 0.000000e+00)
  %992 = fsub contract float %991, %572
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %992, ptr %273, align 4, !tbaa !11
  store float 0.000000e+00, ptr %274, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %184, ptr noundef %17) #11
  %993 = load float, ptr %65, align 4, !tbaa !11
  %994 = fmul contract float %247, %993
  %995 = load float, ptr %66, align 4, !tbaa !11
  %996 = fmul contract float %249, %995
  %997 = fadd contract float %994, %996
  %998 = load float, ptr %67, align 4, !tbaa !11
  %999 = fmul contract float %251, %998
  %1000 = fadd contract float %997, %999
  %1001 = fmul contract float %253, %993
  %1002 = fmul contract float %255, %995
  %1003 = fadd contract float %1001, %1002
  %1004 = fmul contract float %257, %998
  %1005 = fadd contract float %1003, %1004
  %1006 = fmul contract float %259, %993
  %1007 = fmul contract float %261, %995
  %1008 = fadd contract float %1006, %1007
  %1009 = fmul contract float %263, %998
  %1010 = fadd contract float %1008, %1009
  %1011 = load float, ptr %62, align 4, !tbaa !11
  %1012 = fmul contract float %189, %1005
  %1013 = fadd contract float %1011, %1012
  %1014 = fmul contract float %186, %1010
  %1015 = fsub contract float %1013, %1014
  %1016 = load float, ptr %64, align 4, !tbaa !11
  %1017 = fmul contract float %186, %1000
  %1018 = fadd contract float %1016, %1017
  %1019 = fmul contract float %183, %1005
  %1020 = fsub contract float %1018, %1019
  %1021 = fmul contract float %1015, %1015
  %1022 = fmul contract float %1020, %1020
  %1023 = fadd contract float %1021, %1022
  %1024 = fcmp contract ogt float %1023, 0x3D71979980000000
  br i1 %1024, label %1025, label %1077

1025:                                             ; preds = %957
  %1026 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1023)
  %1027 = fmul contract float %1015, %1026
  %1028 = fmul contract float %1020, %1026
  %1029 = fmul contract float %1023, %1026
  %1030 = fmul contract float %186, %1028
  %1031 = fsub contract float %1030, %393
  %1032 = fmul contract float %189, %1027
  %1033 = fmul contract float %183, %1028
  %1034 = fsub contract float %1032, %1033
  %1035 = fmul contract float %186, %1027
  %1036 = fsub contract float %394, %1035
  %1037 = fmul contract float %247, %1031
  %1038 = fmul contract float %249, %1034
  %1039 = fadd contract float %1037, %1038
  %1040 = fmul contract float %251, %1036
  %1041 = fadd contract float %1040, %1039
  %1042 = fmul contract float %253, %1031
  %1043 = fmul contract float %255, %1034
  %1044 = fadd contract float %1042, %1043
  %1045 = fmul contract float %257, %1036
  %1046 = fadd contract float %1045, %1044
  %1047 = fmul contract float %259, %1031
  %1048 = fmul contract float %261, %1034
  %1049 = fadd contract float %1047, %1048
  %1050 = fmul contract float %263, %1036
  %1051 = fadd contract float %1050, %1049
  %1052 = fmul contract float %189, %1046
  %1053 = fmul contract float %186, %1051
  %1054 = fsub contract float %1052, %1053
  %1055 = fmul contract float %183, %1051
  %1056 = fmul contract float %189, %1041
  %1057 = fsub contract float %1055, %1056
  %1058 = fmul contract float %186, %1041
  %1059 = fmul contract float %183, %1046
  %1060 = fsub contract float %1058, %1059
  %1061 = load float, ptr %57, align 4, !tbaa !13
  %1062 = fmul contract float %1027, %1054
  %1063 = fadd contract float %1061, %1062
  %1064 = fmul contract float %1057, 0.000000e+00
  %1065 = fadd contract float %1064, %1063
  %1066 = fmul contract float %1028, %1060
  %1067 = fadd contract float %1066, %1065
  %1068 = fcmp contract ogt float %1067, 0x3D71979980000000
  %1069 = fdiv contract float 1.000000e+00, %1067
  %1070 = select contract i1 %1068, float %1069, float 0.000000e+00
  %1071 = fmul contract float %1029, %1070
  %1072 = fmul contract float %991, %276
  %1073 = tail call noundef float @llvm.minnum.f32(float %1071, float %1072)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1074 = fneg contract float %1073
  %1075 = fmul contract float %1027, %1074
  store float %1075, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %277, align 4, !tbaa !11
  %1076 = fmul contract float %1028, %1074
  store float %1076, ptr %278, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %184, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1077

1077:                                             ; preds = %1025, %957
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1078

1078:                                             ; preds = %1077, %955
  %1079 = phi float [ %991, %1077 ], [ %572, %955 ]
  br i1 %423, label %1080, label %1201

1080:                                             ; preds = %1078
  %1081 = load float, ptr %65, align 4, !tbaa !11
  %1082 = fmul contract float %247, %1081
  %1083 = load float, ptr %66, align 4, !tbaa !11
  %1084 = fmul contract float %249, %1083
  %1085 = fadd contract float %1082, %1084
  %1086 = load float, ptr %67, align 4, !tbaa !11
  %1087 = fmul contract float %251, %1086
  %1088 = fadd contract float %1085, %1087
  %1089 = fmul contract float %1081, %259
  %1090 = fmul contract float %1083, %261
  %1091 = fadd contract float %1089, %1090
  %1092 = fmul contract float %1086, %263
  %1093 = fadd contract float %1091, %1092
  %1094 = load float, ptr %63, align 4, !tbaa !11
  %1095 = fmul contract float %1093, %197
  %1096 = fadd contract float %1094, %1095
  %1097 = fmul contract float %1088, %203
  %1098 = fsub contract float %1096, %1097
  %1099 = fcmp contract olt float %1098, -1.000000e+00
  %1100 = select i1 %577, i1 %1099, i1 false
  %1101 = fmul contract float %1098, %272
  %1102 = select contract i1 %1100, float %1101, float 0.000000e+00
  %1103 = fadd contract float %1102, %426
  %1104 = load float, ptr %57, align 4, !tbaa !13
  %1105 = fadd contract float %1104, %457
  %1106 = fadd contract float %453, %1105
  %1107 = fadd contract float %458, %1106
  %1108 = fcmp contract ogt float %1107, 0x3D71979980000000
  %1109 = fdiv contract float 1.000000e+00, %1107
  %1110 = select contract i1 %1108, float %1109, float 0.000000e+00
  %1111 = fsub contract float %1103, %1098
  %1112 = fmul contract float %1111, %1110
  %1113 = fadd contract float %571, %1112
  %1114 = tail call noundef float @llvm.maxnum.f32(float %1113, float 0.000000e+00)
  %1115 = fsub contract float %1114, %571
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1115, ptr %273, align 4, !tbaa !11
  store float 0.000000e+00, ptr %274, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %198, ptr noundef %17) #11
  %1116 = load float, ptr %65, align 4, !tbaa !11
  %1117 = fmul contract float %247, %1116
  %1118 = load float, ptr %66, align 4, !tbaa !11
  %1119 = fmul contract float %249, %1118
  %1120 = fadd contract float %1117, %1119
  %1121 = load float, ptr %67, align 4, !tbaa !11
  %1122 = fmul contract float %251, %1121
  %1123 = fadd contract float %1120, %1122
  %1124 = fmul contract float %253, %1116
  %1125 = fmul contract float %255, %1118
  %1126 = fadd contract float %1124, %1125
  %1127 = fmul contract float %257, %1121
  %1128 = fadd contract float %1126, %1127
  %1129 = fmul contract float %259, %1116
  %1130 = fmul contract float %261, %1118
  %1131 = fadd contract float %1129, %1130
  %1132 = fmul contract float %263, %1121
  %1133 = fadd contract float %1131, %1132
  %1134 = load float, ptr %62, align 4, !tbaa !11
  %1135 = fmul contract float %203, %1128
  %1136 = fadd contract float %1134, %1135
  %1137 = fmul contract float %200, %1133
  %1138 = fsub contract float %1136, %1137
  %1139 = load float, ptr %64, align 4, !tbaa !11
  %1140 = fmul contract float %200, %1123
  %1141 = fadd contract float %1139, %1140
  %1142 = fmul contract float %197, %1128
  %1143 = fsub contract float %1141, %1142
  %1144 = fmul contract float %1138, %1138
  %1145 = fmul contract float %1143, %1143
  %1146 = fadd contract float %1144, %1145
  %1147 = fcmp contract ogt float %1146, 0x3D71979980000000
  br i1 %1147, label %1148, label %1200

1148:                                             ; preds = %1080
  %1149 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1146)
  %1150 = fmul contract float %1138, %1149
  %1151 = fmul contract float %1143, %1149
  %1152 = fmul contract float %1146, %1149
  %1153 = fmul contract float %200, %1151
  %1154 = fsub contract float %1153, %429
  %1155 = fmul contract float %203, %1150
  %1156 = fmul contract float %197, %1151
  %1157 = fsub contract float %1155, %1156
  %1158 = fmul contract float %200, %1150
  %1159 = fsub contract float %430, %1158
  %1160 = fmul contract float %247, %1154
  %1161 = fmul contract float %249, %1157
  %1162 = fadd contract float %1160, %1161
  %1163 = fmul contract float %251, %1159
  %1164 = fadd contract float %1163, %1162
  %1165 = fmul contract float %253, %1154
  %1166 = fmul contract float %255, %1157
  %1167 = fadd contract float %1165, %1166
  %1168 = fmul contract float %257, %1159
  %1169 = fadd contract float %1168, %1167
  %1170 = fmul contract float %259, %1154
  %1171 = fmul contract float %261, %1157
  %1172 = fadd contract float %1170, %1171
  %1173 = fmul contract float %263, %1159
  %1174 = fadd contract float %1173, %1172
  %1175 = fmul contract float %203, %1169
  %1176 = fmul contract float %200, %1174
  %1177 = fsub contract float %1175, %1176
  %1178 = fmul contract float %197, %1174
  %1179 = fmul contract float %203, %1164
  %1180 = fsub contract float %1178, %1179
  %1181 = fmul contract float %200, %1164
  %1182 = fmul contract float %197, %1169
  %1183 = fsub contract float %1181, %1182
  %1184 = load float, ptr %57, align 4, !tbaa !13
  %1185 = fmul contract float %1150, %1177
  %1186 = fadd contract float %1184, %1185
  %1187 = fmul contract float %1180, 0.000000e+00
  %1188 = fadd contract float %1187, %1186
  %1189 = fmul contract float %1151, %1183
  %1190 = fadd contract float %1189, %1188
  %1191 = fcmp contract ogt float %1190, 0x3D71979980000000
  %1192 = fdiv contract float 1.000000e+00, %1190
  %1193 = select contract i1 %1191, float %1192, float 0.000000e+00
  %1194 = fmul contract float %1152, %1193
  %1195 = fmul contract float %1114, %276
  %1196 = tail call noundef float @llvm.minnum.f32(float %1194, float %1195)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1197 = fneg contract float %1196
  %1198 = fmul contract float %1150, %1197
  store float %1198, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %277, align 4, !tbaa !11
  %1199 = fmul contract float %1151, %1197
  store float %1199, ptr %278, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %198, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1200

1200:                                             ; preds = %1148, %1080
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1201

1201:                                             ; preds = %1200, %1078
  %1202 = phi float [ %1114, %1200 ], [ %571, %1078 ]
  br i1 %459, label %1203, label %1324

1203:                                             ; preds = %1201
  %1204 = load float, ptr %65, align 4, !tbaa !11
  %1205 = fmul contract float %247, %1204
  %1206 = load float, ptr %66, align 4, !tbaa !11
  %1207 = fmul contract float %249, %1206
  %1208 = fadd contract float %1205, %1207
  %1209 = load float, ptr %67, align 4, !tbaa !11
  %1210 = fmul contract float %251, %1209
  %1211 = fadd contract float %1208, %1210
  %1212 = fmul contract float %1204, %259
  %1213 = fmul contract float %1206, %261
  %1214 = fadd contract float %1212, %1213
  %1215 = fmul contract float %1209, %263
  %1216 = fadd contract float %1214, %1215
  %1217 = load float, ptr %63, align 4, !tbaa !11
  %1218 = fmul contract float %1216, %210
  %1219 = fadd contract float %1217, %1218
  %1220 = fmul contract float %1211, %214
  %1221 = fsub contract float %1219, %1220
  %1222 = fcmp contract olt float %1221, -1.000000e+00
  %1223 = select i1 %577, i1 %1222, i1 false
  %1224 = fmul contract float %1221, %272
  %1225 = select contract i1 %1223, float %1224, float 0.000000e+00
  %1226 = fadd contract float %1225, %462
  %1227 = load float, ptr %57, align 4, !tbaa !13
  %1228 = fadd contract float %1227, %493
  %1229 = fadd contract float %489, %1228
  %1230 = fadd contract float %494, %1229
  %1231 = fcmp contract ogt float %1230, 0x3D71979980000000
  %1232 = fdiv contract float 1.000000e+00, %1230
  %1233 = select contract i1 %1231, float %1232, float 0.000000e+00
  %1234 = fsub contract float %1226, %1221
  %1235 = fmul contract float %1234, %1233
  %1236 = fadd contract float %570, %1235
  %1237 = tail call noundef float @llvm.maxnum.f32(float %1236, float 0.000000e+00)
  %1238 = fsub contract float %1237, %570
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1238, ptr %273, align 4, !tbaa !11
  store float 0.000000e+00, ptr %274, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %211, ptr noundef %17) #11
  %1239 = load float, ptr %65, align 4, !tbaa !11
  %1240 = fmul contract float %247, %1239
  %1241 = load float, ptr %66, align 4, !tbaa !11
  %1242 = fmul contract float %249, %1241
  %1243 = fadd contract float %1240, %1242
  %1244 = load float, ptr %67, align 4, !tbaa !11
  %1245 = fmul contract float %251, %1244
  %1246 = fadd contract float %1243, %1245
  %1247 = fmul contract float %253, %1239
  %1248 = fmul contract float %255, %1241
  %1249 = fadd contract float %1247, %1248
  %1250 = fmul contract float %257, %1244
  %1251 = fadd contract float %1249, %1250
  %1252 = fmul contract float %259, %1239
  %1253 = fmul contract float %261, %1241
  %1254 = fadd contract float %1252, %1253
  %1255 = fmul contract float %263, %1244
  %1256 = fadd contract float %1254, %1255
  %1257 = load float, ptr %62, align 4, !tbaa !11
  %1258 = fmul contract float %214, %1251
  %1259 = fadd contract float %1257, %1258
  %1260 = fmul contract float %212, %1256
  %1261 = fsub contract float %1259, %1260
  %1262 = load float, ptr %64, align 4, !tbaa !11
  %1263 = fmul contract float %212, %1246
  %1264 = fadd contract float %1262, %1263
  %1265 = fmul contract float %210, %1251
  %1266 = fsub contract float %1264, %1265
  %1267 = fmul contract float %1261, %1261
  %1268 = fmul contract float %1266, %1266
  %1269 = fadd contract float %1267, %1268
  %1270 = fcmp contract ogt float %1269, 0x3D71979980000000
  br i1 %1270, label %1271, label %1323

1271:                                             ; preds = %1203
  %1272 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1269)
  %1273 = fmul contract float %1261, %1272
  %1274 = fmul contract float %1266, %1272
  %1275 = fmul contract float %1269, %1272
  %1276 = fmul contract float %212, %1274
  %1277 = fsub contract float %1276, %465
  %1278 = fmul contract float %214, %1273
  %1279 = fmul contract float %210, %1274
  %1280 = fsub contract float %1278, %1279
  %1281 = fmul contract float %212, %1273
  %1282 = fsub contract float %466, %1281
  %1283 = fmul contract float %247, %1277
  %1284 = fmul contract float %249, %1280
  %1285 = fadd contract float %1283, %1284
  %1286 = fmul contract float %251, %1282
  %1287 = fadd contract float %1286, %1285
  %1288 = fmul contract float %253, %1277
  %1289 = fmul contract float %255, %1280
  %1290 = fadd contract float %1288, %1289
  %1291 = fmul contract float %257, %1282
  %1292 = fadd contract float %1291, %1290
  %1293 = fmul contract float %259, %1277
  %1294 = fmul contract float %261, %1280
  %1295 = fadd contract float %1293, %1294
  %1296 = fmul contract float %263, %1282
  %1297 = fadd contract float %1296, %1295
  %1298 = fmul contract float %214, %1292
  %1299 = fmul contract float %212, %1297
  %1300 = fsub contract float %1298, %1299
  %1301 = fmul contract float %210, %1297
  %1302 = fmul contract float %214, %1287
  %1303 = fsub contract float %1301, %1302
  %1304 = fmul contract float %212, %1287
  %1305 = fmul contract float %210, %1292
  %1306 = fsub contract float %1304, %1305
  %1307 = load float, ptr %57, align 4, !tbaa !13
  %1308 = fmul contract float %1273, %1300
  %1309 = fadd contract float %1307, %1308
  %1310 = fmul contract float %1303, 0.000000e+00
  %1311 = fadd contract float %1310, %1309
  %1312 = fmul contract float %1274, %1306
  %1313 = fadd contract float %1312, %1311
  %1314 = fcmp contract ogt float %1313, 0x3D71979980000000
  %1315 = fdiv contract float 1.000000e+00, %1313
  %1316 = select contract i1 %1314, float %1315, float 0.000000e+00
  %1317 = fmul contract float %1275, %1316
  %1318 = fmul contract float %1237, %276
  %1319 = tail call noundef float @llvm.minnum.f32(float %1317, float %1318)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1320 = fneg contract float %1319
  %1321 = fmul contract float %1273, %1320
  store float %1321, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %277, align 4, !tbaa !11
  %1322 = fmul contract float %1274, %1320
  store float %1322, ptr %278, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %211, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1323

1323:                                             ; preds = %1271, %1203
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1324

1324:                                             ; preds = %1323, %1201
  %1325 = phi float [ %1237, %1323 ], [ %570, %1201 ]
  br i1 %495, label %1326, label %1447

1326:                                             ; preds = %1324
  %1327 = load float, ptr %65, align 4, !tbaa !11
  %1328 = fmul contract float %247, %1327
  %1329 = load float, ptr %66, align 4, !tbaa !11
  %1330 = fmul contract float %249, %1329
  %1331 = fadd contract float %1328, %1330
  %1332 = load float, ptr %67, align 4, !tbaa !11
  %1333 = fmul contract float %251, %1332
  %1334 = fadd contract float %1331, %1333
  %1335 = fmul contract float %1327, %259
  %1336 = fmul contract float %1329, %261
  %1337 = fadd contract float %1335, %1336
  %1338 = fmul contract float %1332, %263
  %1339 = fadd contract float %1337, %1338
  %1340 = load float, ptr %63, align 4, !tbaa !11
  %1341 = fmul contract float %1339, %221
  %1342 = fadd contract float %1340, %1341
  %1343 = fmul contract float %1334, %225
  %1344 = fsub contract float %1342, %1343
  %1345 = fcmp contract olt float %1344, -1.000000e+00
  %1346 = select i1 %577, i1 %1345, i1 false
  %1347 = fmul contract float %1344, %272
  %1348 = select contract i1 %1346, float %1347, float 0.000000e+00
  %1349 = fadd contract float %1348, %498
  %1350 = load float, ptr %57, align 4, !tbaa !13
  %1351 = fadd contract float %1350, %529
  %1352 = fadd contract float %525, %1351
  %1353 = fadd contract float %530, %1352
  %1354 = fcmp contract ogt float %1353, 0x3D71979980000000
  %1355 = fdiv contract float 1.000000e+00, %1353
  %1356 = select contract i1 %1354, float %1355, float 0.000000e+00
  %1357 = fsub contract float %1349, %1344
  %1358 = fmul contract float %1357, %1356
  %1359 = fadd contract float %569, %1358
  %1360 = tail call noundef float @llvm.maxnum.f32(float %1359, float 0.000000e+00)
  %1361 = fsub contract float %1360, %569
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1361, ptr %273, align 4, !tbaa !11
  store float 0.000000e+00, ptr %274, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %222, ptr noundef %17) #11
  %1362 = load float, ptr %65, align 4, !tbaa !11
  %1363 = fmul contract float %247, %1362
  %1364 = load float, ptr %66, align 4, !tbaa !11
  %1365 = fmul contract float %249, %1364
  %1366 = fadd contract float %1363, %1365
  %1367 = load float, ptr %67, align 4, !tbaa !11
  %1368 = fmul contract float %251, %1367
  %1369 = fadd contract float %1366, %1368
  %1370 = fmul contract float %253, %1362
  %1371 = fmul contract float %255, %1364
  %1372 = fadd contract float %1370, %1371
  %1373 = fmul contract float %257, %1367
  %1374 = fadd contract float %1372, %1373
  %1375 = fmul contract float %259, %1362
  %1376 = fmul contract float %261, %1364
  %1377 = fadd contract float %1375, %1376
  %1378 = fmul contract float %263, %1367
  %1379 = fadd contract float %1377, %1378
  %1380 = load float, ptr %62, align 4, !tbaa !11
  %1381 = fmul contract float %225, %1374
  %1382 = fadd contract float %1380, %1381
  %1383 = fmul contract float %223, %1379
  %1384 = fsub contract float %1382, %1383
  %1385 = load float, ptr %64, align 4, !tbaa !11
  %1386 = fmul contract float %223, %1369
  %1387 = fadd contract float %1385, %1386
  %1388 = fmul contract float %221, %1374
  %1389 = fsub contract float %1387, %1388
  %1390 = fmul contract float %1384, %1384
  %1391 = fmul contract float %1389, %1389
  %1392 = fadd contract float %1390, %1391
  %1393 = fcmp contract ogt float %1392, 0x3D71979980000000
  br i1 %1393, label %1394, label %1446

1394:                                             ; preds = %1326
  %1395 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1392)
  %1396 = fmul contract float %1384, %1395
  %1397 = fmul contract float %1389, %1395
  %1398 = fmul contract float %1392, %1395
  %1399 = fmul contract float %223, %1397
  %1400 = fsub contract float %1399, %501
  %1401 = fmul contract float %225, %1396
  %1402 = fmul contract float %221, %1397
  %1403 = fsub contract float %1401, %1402
  %1404 = fmul contract float %223, %1396
  %1405 = fsub contract float %502, %1404
  %1406 = fmul contract float %247, %1400
  %1407 = fmul contract float %249, %1403
  %1408 = fadd contract float %1406, %1407
  %1409 = fmul contract float %251, %1405
  %1410 = fadd contract float %1409, %1408
  %1411 = fmul contract float %253, %1400
  %1412 = fmul contract float %255, %1403
  %1413 = fadd contract float %1411, %1412
  %1414 = fmul contract float %257, %1405
  %1415 = fadd contract float %1414, %1413
  %1416 = fmul contract float %259, %1400
  %1417 = fmul contract float %261, %1403
  %1418 = fadd contract float %1416, %1417
  %1419 = fmul contract float %263, %1405
  %1420 = fadd contract float %1419, %1418
  %1421 = fmul contract float %225, %1415
  %1422 = fmul contract float %223, %1420
  %1423 = fsub contract float %1421, %1422
  %1424 = fmul contract float %221, %1420
  %1425 = fmul contract float %225, %1410
  %1426 = fsub contract float %1424, %1425
  %1427 = fmul contract float %223, %1410
  %1428 = fmul contract float %221, %1415
  %1429 = fsub contract float %1427, %1428
  %1430 = load float, ptr %57, align 4, !tbaa !13
  %1431 = fmul contract float %1396, %1423
  %1432 = fadd contract float %1430, %1431
  %1433 = fmul contract float %1426, 0.000000e+00
  %1434 = fadd contract float %1433, %1432
  %1435 = fmul contract float %1397, %1429
  %1436 = fadd contract float %1435, %1434
  %1437 = fcmp contract ogt float %1436, 0x3D71979980000000
  %1438 = fdiv contract float 1.000000e+00, %1436
  %1439 = select contract i1 %1437, float %1438, float 0.000000e+00
  %1440 = fmul contract float %1398, %1439
  %1441 = fmul contract float %1360, %276
  %1442 = tail call noundef float @llvm.minnum.f32(float %1440, float %1441)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1443 = fneg contract float %1442
  %1444 = fmul contract float %1396, %1443
  store float %1444, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %277, align 4, !tbaa !11
  %1445 = fmul contract float %1397, %1443
  store float %1445, ptr %278, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %222, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1446

1446:                                             ; preds = %1394, %1326
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1447

1447:                                             ; preds = %1446, %1324
  %1448 = phi float [ %1360, %1446 ], [ %569, %1324 ]
  br i1 %531, label %1449, label %1570

1449:                                             ; preds = %1447
  %1450 = load float, ptr %65, align 4, !tbaa !11
  %1451 = fmul contract float %247, %1450
  %1452 = load float, ptr %66, align 4, !tbaa !11
  %1453 = fmul contract float %249, %1452
  %1454 = fadd contract float %1451, %1453
  %1455 = load float, ptr %67, align 4, !tbaa !11
  %1456 = fmul contract float %251, %1455
  %1457 = fadd contract float %1454, %1456
  %1458 = fmul contract float %1450, %259
  %1459 = fmul contract float %1452, %261
  %1460 = fadd contract float %1458, %1459
  %1461 = fmul contract float %1455, %263
  %1462 = fadd contract float %1460, %1461
  %1463 = load float, ptr %63, align 4, !tbaa !11
  %1464 = fmul contract float %1462, %232
  %1465 = fadd contract float %1463, %1464
  %1466 = fmul contract float %1457, %236
  %1467 = fsub contract float %1465, %1466
  %1468 = fcmp contract olt float %1467, -1.000000e+00
  %1469 = select i1 %577, i1 %1468, i1 false
  %1470 = fmul contract float %1467, %272
  %1471 = select contract i1 %1469, float %1470, float 0.000000e+00
  %1472 = fadd contract float %1471, %534
  %1473 = load float, ptr %57, align 4, !tbaa !13
  %1474 = fadd contract float %1473, %565
  %1475 = fadd contract float %561, %1474
  %1476 = fadd contract float %566, %1475
  %1477 = fcmp contract ogt float %1476, 0x3D71979980000000
  %1478 = fdiv contract float 1.000000e+00, %1476
  %1479 = select contract i1 %1477, float %1478, float 0.000000e+00
  %1480 = fsub contract float %1472, %1467
  %1481 = fmul contract float %1480, %1479
  %1482 = fadd contract float %568, %1481
  %1483 = tail call noundef float @llvm.maxnum.f32(float %1482, float 0.000000e+00)
  %1484 = fsub contract float %1483, %568
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #11
  store float 0.000000e+00, ptr %17, align 4, !tbaa !11
  store float %1484, ptr %273, align 4, !tbaa !11
  store float 0.000000e+00, ptr %274, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %233, ptr noundef %17) #11
  %1485 = load float, ptr %65, align 4, !tbaa !11
  %1486 = fmul contract float %247, %1485
  %1487 = load float, ptr %66, align 4, !tbaa !11
  %1488 = fmul contract float %249, %1487
  %1489 = fadd contract float %1486, %1488
  %1490 = load float, ptr %67, align 4, !tbaa !11
  %1491 = fmul contract float %251, %1490
  %1492 = fadd contract float %1489, %1491
  %1493 = fmul contract float %253, %1485
  %1494 = fmul contract float %255, %1487
  %1495 = fadd contract float %1493, %1494
  %1496 = fmul contract float %257, %1490
  %1497 = fadd contract float %1495, %1496
  %1498 = fmul contract float %259, %1485
  %1499 = fmul contract float %261, %1487
  %1500 = fadd contract float %1498, %1499
  %1501 = fmul contract float %263, %1490
  %1502 = fadd contract float %1500, %1501
  %1503 = load float, ptr %62, align 4, !tbaa !11
  %1504 = fmul contract float %236, %1497
  %1505 = fadd contract float %1503, %1504
  %1506 = fmul contract float %234, %1502
  %1507 = fsub contract float %1505, %1506
  %1508 = load float, ptr %64, align 4, !tbaa !11
  %1509 = fmul contract float %234, %1492
  %1510 = fadd contract float %1508, %1509
  %1511 = fmul contract float %232, %1497
  %1512 = fsub contract float %1510, %1511
  %1513 = fmul contract float %1507, %1507
  %1514 = fmul contract float %1512, %1512
  %1515 = fadd contract float %1513, %1514
  %1516 = fcmp contract ogt float %1515, 0x3D71979980000000
  br i1 %1516, label %1517, label %1569

1517:                                             ; preds = %1449
  %1518 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1515)
  %1519 = fmul contract float %1507, %1518
  %1520 = fmul contract float %1512, %1518
  %1521 = fmul contract float %1515, %1518
  %1522 = fmul contract float %234, %1520
  %1523 = fsub contract float %1522, %537
  %1524 = fmul contract float %236, %1519
  %1525 = fmul contract float %232, %1520
  %1526 = fsub contract float %1524, %1525
  %1527 = fmul contract float %234, %1519
  %1528 = fsub contract float %538, %1527
  %1529 = fmul contract float %247, %1523
  %1530 = fmul contract float %249, %1526
  %1531 = fadd contract float %1529, %1530
  %1532 = fmul contract float %251, %1528
  %1533 = fadd contract float %1532, %1531
  %1534 = fmul contract float %253, %1523
  %1535 = fmul contract float %255, %1526
  %1536 = fadd contract float %1534, %1535
  %1537 = fmul contract float %257, %1528
  %1538 = fadd contract float %1537, %1536
  %1539 = fmul contract float %259, %1523
  %1540 = fmul contract float %261, %1526
  %1541 = fadd contract float %1539, %1540
  %1542 = fmul contract float %263, %1528
  %1543 = fadd contract float %1542, %1541
  %1544 = fmul contract float %236, %1538
  %1545 = fmul contract float %234, %1543
  %1546 = fsub contract float %1544, %1545
  %1547 = fmul contract float %232, %1543
  %1548 = fmul contract float %236, %1533
  %1549 = fsub contract float %1547, %1548
  %1550 = fmul contract float %234, %1533
  %1551 = fmul contract float %232, %1538
  %1552 = fsub contract float %1550, %1551
  %1553 = load float, ptr %57, align 4, !tbaa !13
  %1554 = fmul contract float %1519, %1546
  %1555 = fadd contract float %1553, %1554
  %1556 = fmul contract float %1549, 0.000000e+00
  %1557 = fadd contract float %1556, %1555
  %1558 = fmul contract float %1520, %1552
  %1559 = fadd contract float %1558, %1557
  %1560 = fcmp contract ogt float %1559, 0x3D71979980000000
  %1561 = fdiv contract float 1.000000e+00, %1559
  %1562 = select contract i1 %1560, float %1561, float 0.000000e+00
  %1563 = fmul contract float %1521, %1562
  %1564 = fmul contract float %1483, %276
  %1565 = tail call noundef float @llvm.minnum.f32(float %1563, float %1564)
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #11
  %1566 = fneg contract float %1565
  %1567 = fmul contract float %1519, %1566
  store float %1567, ptr %18, align 4, !tbaa !11
  store float 0.000000e+00, ptr %277, align 4, !tbaa !11
  %1568 = fmul contract float %1520, %1566
  store float %1568, ptr %278, align 4, !tbaa !11
  call fastcc void @_ZL13apply_impulseP4BodyPKfS2_(ptr noundef %12, ptr noundef %233, ptr noundef %18) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #11
  br label %1569

1569:                                             ; preds = %1517, %1449
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #11
  br label %1570

1570:                                             ; preds = %1569, %1447
  %1571 = phi float [ %1483, %1569 ], [ %568, %1447 ]
  %1572 = add nuw nsw i32 %576, 1
  %1573 = icmp eq i32 %1572, %246
  br i1 %1573, label %578, label %567, !llvm.loop !19

1574:                                             ; preds = %100, %578
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #11
  br label %1575

1575:                                             ; preds = %25, %1574
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  br label %1576

1576:                                             ; preds = %11, %1575
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
  br i1 %18, label %19, label %36

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
  br label %94

36:                                               ; preds = %208, %8
  %37 = phi double [ 0.000000e+00, %8 ], [ %209, %208 ]
  %38 = bitcast double %37 to i64
  %39 = trunc i64 %38 to i32
  %40 = lshr i64 %38, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %39, i32 16, i32 31)
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %41, i32 16, i32 31)
  %44 = zext i32 %43 to i64
  %45 = shl nuw i64 %44, 32
  %46 = zext i32 %42 to i64
  %47 = or disjoint i64 %45, %46
  %48 = bitcast i64 %47 to double
  %49 = fadd contract double %37, %48
  %50 = bitcast double %49 to i64
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %50, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %51, i32 8, i32 31)
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %53, i32 8, i32 31)
  %56 = zext i32 %55 to i64
  %57 = shl nuw i64 %56, 32
  %58 = zext i32 %54 to i64
  %59 = or disjoint i64 %57, %58
  %60 = bitcast i64 %59 to double
  %61 = fadd contract double %49, %60
  %62 = bitcast double %61 to i64
  %63 = trunc i64 %62 to i32
  %64 = lshr i64 %62, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %63, i32 4, i32 31)
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %65, i32 4, i32 31)
  %68 = zext i32 %67 to i64
  %69 = shl nuw i64 %68, 32
  %70 = zext i32 %66 to i64
  %71 = or disjoint i64 %69, %70
  %72 = bitcast i64 %71 to double
  %73 = fadd contract double %61, %72
  %74 = bitcast double %73 to i64
  %75 = trunc i64 %74 to i32
  %76 = lshr i64 %74, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %75, i32 2, i32 31)
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %77, i32 2, i32 31)
  %80 = zext i32 %79 to i64
  %81 = shl nuw i64 %80, 32
  %82 = zext i32 %78 to i64
  %83 = or disjoint i64 %81, %82
  %84 = bitcast i64 %83 to double
  %85 = fadd contract double %73, %84
  %86 = bitcast double %85 to i64
  %87 = trunc i64 %86 to i32
  %88 = lshr i64 %86, 32
  %89 = trunc nuw i64 %88 to i32
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %87, i32 1, i32 31)
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %89, i32 1, i32 31)
  %92 = and i32 %16, 31
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %212, label %222

94:                                               ; preds = %19, %208
  %95 = phi double [ 0.000000e+00, %19 ], [ %209, %208 ]
  %96 = phi i32 [ %17, %19 ], [ %210, %208 ]
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds %struct.float4, ptr %0, i64 %97
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 12
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = fcmp contract ugt float %100, 0.000000e+00
  br i1 %101, label %102, label %208

102:                                              ; preds = %94
  %103 = getelementptr inbounds %struct.float4, ptr %4, i64 %97
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 8
  %105 = load float, ptr %104, align 8, !tbaa !11
  %106 = getelementptr inbounds nuw i8, ptr %103, i64 4
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = load float, ptr %103, align 16, !tbaa !11
  %109 = getelementptr inbounds %struct.float4, ptr %3, i64 %97
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 8
  %111 = load float, ptr %110, align 8, !tbaa !11
  %112 = getelementptr inbounds nuw i8, ptr %109, i64 4
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = load float, ptr %109, align 16, !tbaa !11
  %115 = getelementptr inbounds %struct.float4, ptr %2, i64 %97
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 8
  %117 = load float, ptr %116, align 8, !tbaa !11
  %118 = getelementptr inbounds nuw i8, ptr %115, i64 4
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = load float, ptr %115, align 16, !tbaa !11
  %121 = getelementptr inbounds nuw i8, ptr %98, i64 4
  %122 = load float, ptr %121, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #11
  %123 = getelementptr inbounds %struct.float4, ptr %1, i64 %97
  %124 = load float, ptr %123, align 16, !tbaa !21
  %125 = getelementptr inbounds nuw i8, ptr %123, i64 4
  %126 = load float, ptr %125, align 4, !tbaa !23
  %127 = getelementptr inbounds nuw i8, ptr %123, i64 8
  %128 = load float, ptr %127, align 8, !tbaa !24
  %129 = getelementptr inbounds nuw i8, ptr %123, i64 12
  %130 = load float, ptr %129, align 4, !tbaa !25
  %131 = fmul contract float %124, %124
  %132 = fmul contract float %126, %126
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %128, %128
  %135 = fadd contract float %133, %134
  %136 = fmul contract float %130, %130
  %137 = fadd contract float %135, %136
  %138 = fcmp contract ogt float %137, 0x3BC79CA100000000
  br i1 %138, label %139, label %141

139:                                              ; preds = %102
  %140 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %137)
  br label %141

141:                                              ; preds = %139, %102
  %142 = phi contract float [ %140, %139 ], [ 0.000000e+00, %102 ]
  %143 = fcmp contract oeq float %142, 0.000000e+00
  br i1 %143, label %149, label %144

144:                                              ; preds = %141
  %145 = fmul contract float %124, %142
  %146 = fmul contract float %126, %142
  %147 = fmul contract float %128, %142
  %148 = fmul contract float %130, %142
  br label %149

149:                                              ; preds = %141, %144
  %150 = phi float [ %145, %144 ], [ 1.000000e+00, %141 ]
  %151 = phi float [ %148, %144 ], [ 0.000000e+00, %141 ]
  %152 = phi float [ %147, %144 ], [ 0.000000e+00, %141 ]
  %153 = phi float [ %146, %144 ], [ 0.000000e+00, %141 ]
  store float %150, ptr %9, align 4, !tbaa !11
  store float %151, ptr %22, align 4, !tbaa !11
  store float %152, ptr %21, align 4, !tbaa !11
  store float %153, ptr %20, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #11
  store float %108, ptr %12, align 4, !tbaa !11
  store float %107, ptr %23, align 4, !tbaa !11
  store float %105, ptr %24, align 4, !tbaa !11
  call fastcc void @_ZL11quat_to_matPKfPf(ptr noundef %9, ptr noundef %10) #11
  call fastcc void @_ZL17world_inv_inertiaPKfS0_Pf(ptr noundef %10, ptr noundef %12, ptr noundef %11) #11
  %154 = load float, ptr %11, align 4, !tbaa !11
  %155 = fmul contract float %114, %154
  %156 = load float, ptr %25, align 4, !tbaa !11
  %157 = fmul contract float %113, %156
  %158 = fadd contract float %155, %157
  %159 = load float, ptr %26, align 4, !tbaa !11
  %160 = fmul contract float %111, %159
  %161 = fadd contract float %158, %160
  %162 = load float, ptr %27, align 4, !tbaa !11
  %163 = fmul contract float %114, %162
  %164 = load float, ptr %28, align 4, !tbaa !11
  %165 = fmul contract float %113, %164
  %166 = fadd contract float %163, %165
  %167 = load float, ptr %29, align 4, !tbaa !11
  %168 = fmul contract float %111, %167
  %169 = fadd contract float %166, %168
  %170 = load float, ptr %30, align 4, !tbaa !11
  %171 = fmul contract float %114, %170
  %172 = load float, ptr %31, align 4, !tbaa !11
  %173 = fmul contract float %113, %172
  %174 = fadd contract float %171, %173
  %175 = load float, ptr %32, align 4, !tbaa !11
  %176 = fmul contract float %111, %175
  %177 = fadd contract float %174, %176
  %178 = fpext contract float %100 to double
  %179 = fdiv contract double 1.000000e+00, %178
  %180 = fpext contract float %120 to double
  %181 = fmul contract double %180, %180
  %182 = fpext contract float %119 to double
  %183 = fmul contract double %182, %182
  %184 = fadd contract double %183, %181
  %185 = fpext contract float %117 to double
  %186 = fmul contract double %185, %185
  %187 = fadd contract double %186, %184
  %188 = fmul contract double %179, 5.000000e-01
  %189 = fmul contract double %188, %187
  %190 = fpext contract float %114 to double
  %191 = fpext contract float %161 to double
  %192 = fmul contract double %190, %191
  %193 = fpext contract float %113 to double
  %194 = fpext contract float %169 to double
  %195 = fmul contract double %193, %194
  %196 = fadd contract double %192, %195
  %197 = fpext contract float %111 to double
  %198 = fpext contract float %177 to double
  %199 = fmul contract double %197, %198
  %200 = fadd contract double %196, %199
  %201 = fmul contract double %200, 5.000000e-01
  %202 = fadd contract double %189, %201
  %203 = fmul contract double %179, %33
  %204 = fpext contract float %122 to double
  %205 = fmul contract double %203, %204
  %206 = fsub contract double %202, %205
  %207 = fadd contract double %95, %206
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #11
  br label %208

208:                                              ; preds = %94, %149
  %209 = phi double [ %207, %149 ], [ %95, %94 ]
  %210 = add i32 %96, %35
  %211 = icmp slt i32 %210, %5
  br i1 %211, label %94, label %36, !llvm.loop !26

212:                                              ; preds = %36
  %213 = zext i32 %91 to i64
  %214 = shl nuw i64 %213, 32
  %215 = zext i32 %90 to i64
  %216 = or disjoint i64 %214, %215
  %217 = bitcast i64 %216 to double
  %218 = fadd contract double %85, %217
  %219 = lshr exact i32 %16, 5
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16rb_energy_reduceE6s_part to ptr), i64 %220
  store double %218, ptr %221, align 8, !tbaa !27
  br label %222

222:                                              ; preds = %212, %36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %223 = icmp samesign ult i32 %16, 32
  br i1 %223, label %224, label %273

224:                                              ; preds = %222
  %225 = lshr i32 %14, 5
  %226 = icmp samesign ult i32 %16, %225
  br i1 %226, label %227, label %231

227:                                              ; preds = %224
  %228 = zext nneg i32 %16 to i64
  %229 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16rb_energy_reduceE6s_part to ptr), i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !27
  br label %231

231:                                              ; preds = %224, %227
  %232 = phi contract double [ %230, %227 ], [ 0.000000e+00, %224 ]
  %233 = bitcast double %232 to i64
  %234 = trunc i64 %233 to i32
  %235 = lshr i64 %233, 32
  %236 = trunc nuw i64 %235 to i32
  %237 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %234, i32 4, i32 31)
  %238 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %236, i32 4, i32 31)
  %239 = zext i32 %238 to i64
  %240 = shl nuw i64 %239, 32
  %241 = zext i32 %237 to i64
  %242 = or disjoint i64 %240, %241
  %243 = bitcast i64 %242 to double
  %244 = fadd contract double %232, %243
  %245 = bitcast double %244 to i64
  %246 = trunc i64 %245 to i32
  %247 = lshr i64 %245, 32
  %248 = trunc nuw i64 %247 to i32
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %246, i32 2, i32 31)
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %248, i32 2, i32 31)
  %251 = zext i32 %250 to i64
  %252 = shl nuw i64 %251, 32
  %253 = zext i32 %249 to i64
  %254 = or disjoint i64 %252, %253
  %255 = bitcast i64 %254 to double
  %256 = fadd contract double %244, %255
  %257 = bitcast double %256 to i64
  %258 = trunc i64 %257 to i32
  %259 = lshr i64 %257, 32
  %260 = trunc nuw i64 %259 to i32
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %258, i32 1, i32 31)
  %262 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %260, i32 1, i32 31)
  %263 = icmp eq i32 %16, 0
  br i1 %263, label %264, label %273

264:                                              ; preds = %231
  %265 = zext i32 %262 to i64
  %266 = shl nuw i64 %265, 32
  %267 = zext i32 %261 to i64
  %268 = or disjoint i64 %266, %267
  %269 = bitcast i64 %268 to double
  %270 = fadd contract double %256, %269
  %271 = zext nneg i32 %13 to i64
  %272 = getelementptr inbounds nuw double, ptr %7, i64 %271
  store double %270, ptr %272, align 8, !tbaa !27
  br label %273

273:                                              ; preds = %231, %264, %222
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
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

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
!17 = !{!16, !12, i64 16}
!18 = !{!16, !12, i64 20}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !12, i64 0}
!22 = !{!"_ZTS6float4", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!23 = !{!22, !12, i64 4}
!24 = !{!22, !12, i64 8}
!25 = !{!22, !12, i64 12}
!26 = distinct !{!26, !20}
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !8, i64 0}
