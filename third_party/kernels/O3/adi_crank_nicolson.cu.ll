; ModuleID = 'src/adi_crank_nicolson.cu'
source_filename = "src/adi_crank_nicolson.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.HeatStep = type { float, float, float, float }
%struct.AmericanGrid = type { i32, i32, double, double }
%struct.OptionSpec = type { float, float, float, float, float, float, float, float }
%struct.double2.0 = type { double, double }

@_ZZ15adi_y_sweep_pcrE2sa = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15adi_y_sweep_pcrE2sb = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15adi_y_sweep_pcrE2sc = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15adi_y_sweep_pcrE2sd = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ17heat_energy_deltaE3s_e = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ17heat_energy_deltaE3s_m = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @adi_x_sweep_thomas(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, ptr noundef readonly byval(%struct.HeatStep) align 4 captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp sgt i32 %4, 2
  %15 = icmp sgt i32 %5, 2
  %16 = and i1 %14, %15
  %17 = zext nneg i32 %4 to i64
  %18 = icmp uge i64 %6, %17
  %19 = select i1 %16, i1 %18, i1 false
  %20 = icmp slt i32 %13, %5
  %21 = and i1 %20, %19
  br i1 %21, label %22, label %323

22:                                               ; preds = %8
  %23 = sext i32 %13 to i64
  %24 = mul i64 %6, %23
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  %26 = getelementptr inbounds nuw float, ptr %2, i64 %24
  %27 = icmp eq i32 %13, 0
  %28 = add nsw i32 %5, -1
  %29 = icmp eq i32 %13, %28
  %30 = select i1 %27, i1 true, i1 %29
  br i1 %30, label %31, label %81

31:                                               ; preds = %22
  %32 = and i32 %4, 7
  %33 = icmp ult i32 %4, 8
  br i1 %33, label %310, label %34

34:                                               ; preds = %31
  %35 = and i32 %4, 2147483640
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i32 [ 0, %34 ], [ %78, %36 ]
  %38 = phi i32 [ 0, %34 ], [ %79, %36 ]
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds nuw float, ptr %25, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = getelementptr inbounds nuw float, ptr %26, i64 %39
  store float %41, ptr %42, align 4, !tbaa !11
  %43 = or disjoint i32 %37, 1
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr %25, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = getelementptr inbounds nuw float, ptr %26, i64 %44
  store float %46, ptr %47, align 4, !tbaa !11
  %48 = or disjoint i32 %37, 2
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr %25, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw float, ptr %26, i64 %49
  store float %51, ptr %52, align 4, !tbaa !11
  %53 = or disjoint i32 %37, 3
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw float, ptr %25, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = getelementptr inbounds nuw float, ptr %26, i64 %54
  store float %56, ptr %57, align 4, !tbaa !11
  %58 = or disjoint i32 %37, 4
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw float, ptr %25, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw float, ptr %26, i64 %59
  store float %61, ptr %62, align 4, !tbaa !11
  %63 = or disjoint i32 %37, 5
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw float, ptr %25, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw float, ptr %26, i64 %64
  store float %66, ptr %67, align 4, !tbaa !11
  %68 = or disjoint i32 %37, 6
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw float, ptr %25, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = getelementptr inbounds nuw float, ptr %26, i64 %69
  store float %71, ptr %72, align 4, !tbaa !11
  %73 = or disjoint i32 %37, 7
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %25, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = getelementptr inbounds nuw float, ptr %26, i64 %74
  store float %76, ptr %77, align 4, !tbaa !11
  %78 = add nuw nsw i32 %37, 8
  %79 = add i32 %38, 8
  %80 = icmp eq i32 %79, %35
  br i1 %80, label %308, label %36, !llvm.loop !13

81:                                               ; preds = %22
  %82 = sub i64 0, %6
  %83 = getelementptr inbounds float, ptr %25, i64 %82
  %84 = getelementptr inbounds nuw float, ptr %25, i64 %6
  %85 = getelementptr inbounds nuw float, ptr %3, i64 %24
  %86 = load float, ptr %7, align 4, !tbaa !15
  %87 = fmul contract float %86, -5.000000e-01
  %88 = fadd contract float %86, 1.000000e+00
  %89 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %90 = load float, ptr %89, align 4, !tbaa !17
  %91 = fmul contract float %90, 5.000000e-01
  %92 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %93 = load float, ptr %92, align 4, !tbaa !18
  %94 = fmul contract float %91, %93
  %95 = load float, ptr %25, align 4, !tbaa !11
  store float %95, ptr %26, align 4, !tbaa !11
  %96 = add nsw i32 %4, -1
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw float, ptr %25, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = getelementptr inbounds nuw float, ptr %26, i64 %97
  store float %99, ptr %100, align 4, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %102 = load float, ptr %101, align 4, !tbaa !19
  %103 = fmul contract float %102, 5.000000e-01
  %104 = getelementptr float, ptr %1, i64 %24
  %105 = fmul contract float %87, %95
  %106 = add nsw i32 %4, -2
  %107 = fmul contract float %87, %99
  %108 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = fmul contract float %109, 2.000000e+00
  %113 = fsub contract float %111, %112
  %114 = getelementptr inbounds nuw i8, ptr %84, i64 4
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = fadd contract float %113, %115
  %117 = fmul contract float %103, %116
  %118 = fadd contract float %109, %117
  %119 = getelementptr i8, ptr %104, i64 4
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = fmul contract float %94, %120
  %122 = fadd contract float %121, %118
  %123 = fsub contract float %122, %105
  %124 = icmp eq i32 %106, 1
  %125 = fsub contract float %123, %107
  %126 = select i1 %124, float 0.000000e+00, float %87
  %127 = select i1 %124, float %125, float %123
  %128 = tail call noundef float @llvm.nvvm.fabs.f32(float %88)
  %129 = fcmp contract olt float %128, 0x3BC79CA100000000
  %130 = select i1 %129, float 0x3BC79CA100000000, float %88
  %131 = fdiv contract float %126, %130
  %132 = fdiv contract float %127, %130
  %133 = getelementptr inbounds nuw i8, ptr %85, i64 4
  store float %131, ptr %133, align 4, !tbaa !11
  %134 = getelementptr inbounds nuw i8, ptr %26, i64 4
  store float %132, ptr %134, align 4, !tbaa !11
  %135 = icmp eq i32 %96, 2
  br i1 %135, label %175, label %136

136:                                              ; preds = %81
  %137 = icmp eq i32 %4, 4
  br i1 %137, label %140, label %138

138:                                              ; preds = %136
  %139 = add nsw i32 %4, -3
  br label %207

140:                                              ; preds = %136, %207
  %141 = phi i32 [ 2, %136 ], [ %238, %207 ]
  %142 = phi float [ %132, %136 ], [ %235, %207 ]
  %143 = phi float [ %131, %136 ], [ %232, %207 ]
  %144 = zext nneg i32 %141 to i64
  %145 = getelementptr inbounds nuw float, ptr %25, i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = getelementptr inbounds nuw float, ptr %83, i64 %144
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = fmul contract float %146, 2.000000e+00
  %150 = fsub contract float %148, %149
  %151 = getelementptr inbounds nuw float, ptr %84, i64 %144
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = fadd contract float %150, %152
  %154 = fmul contract float %103, %153
  %155 = fadd contract float %146, %154
  %156 = getelementptr float, ptr %104, i64 %144
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = fmul contract float %94, %157
  %159 = fadd contract float %158, %155
  %160 = icmp eq i32 %141, %106
  %161 = fsub contract float %159, %107
  %162 = select i1 %160, float 0.000000e+00, float %87
  %163 = select i1 %160, float %161, float %159
  %164 = fmul contract float %143, %87
  %165 = fsub contract float %88, %164
  %166 = tail call noundef float @llvm.nvvm.fabs.f32(float %165)
  %167 = fcmp contract olt float %166, 0x3BC79CA100000000
  %168 = select i1 %167, float 0x3BC79CA100000000, float %165
  %169 = fdiv contract float %162, %168
  %170 = fmul contract float %142, %87
  %171 = fsub contract float %163, %170
  %172 = fdiv contract float %171, %168
  %173 = getelementptr inbounds nuw float, ptr %85, i64 %144
  store float %169, ptr %173, align 4, !tbaa !11
  %174 = getelementptr inbounds nuw float, ptr %26, i64 %144
  store float %172, ptr %174, align 4, !tbaa !11
  br label %175

175:                                              ; preds = %140, %81
  %176 = icmp samesign ugt i32 %4, 3
  br i1 %176, label %177, label %323

177:                                              ; preds = %175
  %178 = add nsw i32 %4, -3
  %179 = mul i64 %6, %23
  %180 = zext i32 %178 to i64
  %181 = add i64 %179, %180
  %182 = shl i64 %181, 2
  %183 = getelementptr i8, ptr %2, i64 %182
  %184 = getelementptr i8, ptr %183, i64 4
  %185 = load float, ptr %184, align 4
  %186 = add nsw i32 %4, -4
  %187 = and i32 %178, 7
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %203, label %189

189:                                              ; preds = %177, %189
  %190 = phi float [ %199, %189 ], [ %185, %177 ]
  %191 = phi i32 [ %200, %189 ], [ %178, %177 ]
  %192 = phi i32 [ %201, %189 ], [ 0, %177 ]
  %193 = zext nneg i32 %191 to i64
  %194 = getelementptr inbounds nuw float, ptr %85, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !11
  %196 = getelementptr inbounds nuw float, ptr %26, i64 %193
  %197 = fmul contract float %195, %190
  %198 = load float, ptr %196, align 4, !tbaa !11
  %199 = fsub contract float %198, %197
  store float %199, ptr %196, align 4, !tbaa !11
  %200 = add nsw i32 %191, -1
  %201 = add i32 %192, 1
  %202 = icmp eq i32 %201, %187
  br i1 %202, label %203, label %189, !llvm.loop !20

203:                                              ; preds = %189, %177
  %204 = phi float [ %185, %177 ], [ %199, %189 ]
  %205 = phi i32 [ %178, %177 ], [ %200, %189 ]
  %206 = icmp ult i32 %186, 7
  br i1 %206, label %323, label %240

207:                                              ; preds = %138, %207
  %208 = phi i32 [ %238, %207 ], [ 2, %138 ]
  %209 = phi float [ %235, %207 ], [ %132, %138 ]
  %210 = phi float [ %232, %207 ], [ %131, %138 ]
  %211 = zext nneg i32 %208 to i64
  %212 = getelementptr inbounds nuw float, ptr %25, i64 %211
  %213 = load float, ptr %212, align 4, !tbaa !11
  %214 = getelementptr inbounds nuw float, ptr %83, i64 %211
  %215 = load float, ptr %214, align 4, !tbaa !11
  %216 = fmul contract float %213, 2.000000e+00
  %217 = fsub contract float %215, %216
  %218 = getelementptr inbounds nuw float, ptr %84, i64 %211
  %219 = load float, ptr %218, align 4, !tbaa !11
  %220 = fadd contract float %217, %219
  %221 = fmul contract float %103, %220
  %222 = fadd contract float %213, %221
  %223 = getelementptr float, ptr %104, i64 %211
  %224 = load float, ptr %223, align 4, !tbaa !11
  %225 = fmul contract float %94, %224
  %226 = fadd contract float %225, %222
  %227 = fmul contract float %210, %87
  %228 = fsub contract float %88, %227
  %229 = tail call noundef float @llvm.nvvm.fabs.f32(float %228)
  %230 = fcmp contract olt float %229, 0x3BC79CA100000000
  %231 = select i1 %230, float 0x3BC79CA100000000, float %228
  %232 = fdiv contract float %87, %231
  %233 = fmul contract float %209, %87
  %234 = fsub contract float %226, %233
  %235 = fdiv contract float %234, %231
  %236 = getelementptr inbounds nuw float, ptr %85, i64 %211
  store float %232, ptr %236, align 4, !tbaa !11
  %237 = getelementptr inbounds nuw float, ptr %26, i64 %211
  store float %235, ptr %237, align 4, !tbaa !11
  %238 = add nuw nsw i32 %208, 1
  %239 = icmp eq i32 %208, %139
  br i1 %239, label %140, label %207, !llvm.loop !22

240:                                              ; preds = %203, %240
  %241 = phi float [ %305, %240 ], [ %204, %203 ]
  %242 = phi i32 [ %306, %240 ], [ %205, %203 ]
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds nuw float, ptr %85, i64 %243
  %245 = load float, ptr %244, align 4, !tbaa !11
  %246 = getelementptr inbounds nuw float, ptr %26, i64 %243
  %247 = fmul contract float %245, %241
  %248 = load float, ptr %246, align 4, !tbaa !11
  %249 = fsub contract float %248, %247
  store float %249, ptr %246, align 4, !tbaa !11
  %250 = add nsw i32 %242, -1
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds nuw float, ptr %85, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !11
  %254 = getelementptr inbounds nuw float, ptr %26, i64 %251
  %255 = fmul contract float %253, %249
  %256 = load float, ptr %254, align 4, !tbaa !11
  %257 = fsub contract float %256, %255
  store float %257, ptr %254, align 4, !tbaa !11
  %258 = add nsw i32 %242, -2
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds nuw float, ptr %85, i64 %259
  %261 = load float, ptr %260, align 4, !tbaa !11
  %262 = getelementptr inbounds nuw float, ptr %26, i64 %259
  %263 = fmul contract float %261, %257
  %264 = load float, ptr %262, align 4, !tbaa !11
  %265 = fsub contract float %264, %263
  store float %265, ptr %262, align 4, !tbaa !11
  %266 = add nsw i32 %242, -3
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds nuw float, ptr %85, i64 %267
  %269 = load float, ptr %268, align 4, !tbaa !11
  %270 = getelementptr inbounds nuw float, ptr %26, i64 %267
  %271 = fmul contract float %269, %265
  %272 = load float, ptr %270, align 4, !tbaa !11
  %273 = fsub contract float %272, %271
  store float %273, ptr %270, align 4, !tbaa !11
  %274 = add nsw i32 %242, -4
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds nuw float, ptr %85, i64 %275
  %277 = load float, ptr %276, align 4, !tbaa !11
  %278 = getelementptr inbounds nuw float, ptr %26, i64 %275
  %279 = fmul contract float %277, %273
  %280 = load float, ptr %278, align 4, !tbaa !11
  %281 = fsub contract float %280, %279
  store float %281, ptr %278, align 4, !tbaa !11
  %282 = add nsw i32 %242, -5
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds nuw float, ptr %85, i64 %283
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = getelementptr inbounds nuw float, ptr %26, i64 %283
  %287 = fmul contract float %285, %281
  %288 = load float, ptr %286, align 4, !tbaa !11
  %289 = fsub contract float %288, %287
  store float %289, ptr %286, align 4, !tbaa !11
  %290 = add nsw i32 %242, -6
  %291 = zext nneg i32 %290 to i64
  %292 = getelementptr inbounds nuw float, ptr %85, i64 %291
  %293 = load float, ptr %292, align 4, !tbaa !11
  %294 = getelementptr inbounds nuw float, ptr %26, i64 %291
  %295 = fmul contract float %293, %289
  %296 = load float, ptr %294, align 4, !tbaa !11
  %297 = fsub contract float %296, %295
  store float %297, ptr %294, align 4, !tbaa !11
  %298 = add nsw i32 %242, -7
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr inbounds nuw float, ptr %85, i64 %299
  %301 = load float, ptr %300, align 4, !tbaa !11
  %302 = getelementptr inbounds nuw float, ptr %26, i64 %299
  %303 = fmul contract float %301, %297
  %304 = load float, ptr %302, align 4, !tbaa !11
  %305 = fsub contract float %304, %303
  store float %305, ptr %302, align 4, !tbaa !11
  %306 = add nsw i32 %242, -8
  %307 = icmp sgt i32 %242, 8
  br i1 %307, label %240, label %323, !llvm.loop !24

308:                                              ; preds = %36
  %309 = icmp eq i32 %32, 0
  br i1 %309, label %323, label %310

310:                                              ; preds = %308, %31
  %311 = phi i32 [ 0, %31 ], [ %78, %308 ]
  %312 = icmp ne i32 %32, 0
  tail call void @llvm.assume(i1 %312)
  br label %313

313:                                              ; preds = %313, %310
  %314 = phi i32 [ %320, %313 ], [ %311, %310 ]
  %315 = phi i32 [ %321, %313 ], [ 0, %310 ]
  %316 = zext nneg i32 %314 to i64
  %317 = getelementptr inbounds nuw float, ptr %25, i64 %316
  %318 = load float, ptr %317, align 4, !tbaa !11
  %319 = getelementptr inbounds nuw float, ptr %26, i64 %316
  store float %318, ptr %319, align 4, !tbaa !11
  %320 = add nuw nsw i32 %314, 1
  %321 = add i32 %315, 1
  %322 = icmp eq i32 %321, %32
  br i1 %322, label %323, label %313, !llvm.loop !25

323:                                              ; preds = %203, %240, %308, %313, %175, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @adi_y_sweep_pcr(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, ptr noundef readonly byval(%struct.HeatStep) align 4 captures(none) %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp samesign ugt i32 %8, 256
  br i1 %9, label %220, label %10

10:                                               ; preds = %7
  %11 = tail call range(i32 1, 10) i32 @llvm.ctpop.i32(i32 %8)
  %12 = icmp samesign ugt i32 %11, 1
  %13 = icmp slt i32 %3, 3
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %4, 3
  %16 = or i1 %14, %15
  br i1 %16, label %220, label %17

17:                                               ; preds = %10
  %18 = add nsw i32 %4, -2
  %19 = icmp samesign ugt i32 %18, %8
  br i1 %19, label %220, label %20

20:                                               ; preds = %17
  %21 = zext nneg i32 %3 to i64
  %22 = icmp ult i64 %5, %21
  br i1 %22, label %220, label %23

23:                                               ; preds = %20
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %26 = load float, ptr %25, align 4, !tbaa !19
  %27 = fmul contract float %26, -5.000000e-01
  %28 = fadd contract float %26, 1.000000e+00
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %30 = load float, ptr %29, align 4, !tbaa !17
  %31 = fmul contract float %30, 5.000000e-01
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %33 = load float, ptr %32, align 4, !tbaa !18
  %34 = fmul contract float %31, %33
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = add nuw nsw i32 %35, 1
  %37 = add nsw i32 %3, -1
  %38 = icmp samesign ult i32 %36, %37
  br i1 %38, label %39, label %61

39:                                               ; preds = %23
  %40 = icmp samesign ult i32 %24, %18
  %41 = zext nneg i32 %24 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sa to ptr), i64 %41
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %41
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sc to ptr), i64 %41
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %41
  %46 = add nuw nsw i32 %24, 1
  %47 = zext nneg i32 %46 to i64
  %48 = mul i64 %5, %47
  %49 = load float, ptr %6, align 4
  %50 = fmul contract float %49, 5.000000e-01
  %51 = icmp eq i32 %24, 0
  %52 = icmp eq i32 %46, %18
  %53 = add nsw i32 %4, -1
  %54 = zext nneg i32 %53 to i64
  %55 = mul i64 %5, %54
  %56 = getelementptr float, ptr %0, i64 %55
  %57 = select contract i1 %51, float 0.000000e+00, float %27
  %58 = icmp samesign ugt i32 %8, 1
  %59 = getelementptr float, ptr %2, i64 %48
  %60 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %67

61:                                               ; preds = %204, %23
  %62 = icmp eq i32 %35, 0
  %63 = icmp slt i32 %24, %4
  %64 = and i1 %62, %63
  br i1 %64, label %65, label %220

65:                                               ; preds = %61
  %66 = add nsw i64 %21, -1
  br label %207

67:                                               ; preds = %39, %204
  %68 = phi i32 [ %36, %39 ], [ %205, %204 ]
  br i1 %40, label %69, label %99

69:                                               ; preds = %67
  %70 = sext i32 %68 to i64
  %71 = add i64 %48, %70
  %72 = getelementptr inbounds nuw float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = getelementptr i8, ptr %72, i64 -4
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = fmul contract float %73, 2.000000e+00
  %77 = fsub contract float %75, %76
  %78 = getelementptr i8, ptr %72, i64 4
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = fadd contract float %77, %79
  %81 = fmul contract float %50, %80
  %82 = fadd contract float %73, %81
  %83 = getelementptr inbounds nuw float, ptr %1, i64 %71
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fmul contract float %34, %84
  %86 = fadd contract float %85, %82
  br i1 %51, label %87, label %92

87:                                               ; preds = %69
  %88 = getelementptr inbounds float, ptr %0, i64 %70
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = fmul contract float %27, %89
  %91 = fsub contract float %86, %90
  br label %92

92:                                               ; preds = %87, %69
  %93 = phi float [ %91, %87 ], [ %86, %69 ]
  br i1 %52, label %94, label %99

94:                                               ; preds = %92
  %95 = getelementptr float, ptr %56, i64 %70
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = fmul contract float %27, %96
  %98 = fsub contract float %93, %97
  br label %99

99:                                               ; preds = %67, %92, %94
  %100 = phi float [ %57, %92 ], [ %57, %94 ], [ 0.000000e+00, %67 ]
  %101 = phi float [ %28, %92 ], [ %28, %94 ], [ 1.000000e+00, %67 ]
  %102 = phi float [ %27, %92 ], [ 0.000000e+00, %94 ], [ 0.000000e+00, %67 ]
  %103 = phi float [ %93, %92 ], [ %98, %94 ], [ 0.000000e+00, %67 ]
  store float %100, ptr %42, align 4, !tbaa !11
  store float %101, ptr %43, align 4, !tbaa !11
  store float %102, ptr %44, align 4, !tbaa !11
  store float %103, ptr %45, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %58, label %105, label %104

104:                                              ; preds = %157, %99
  br i1 %40, label %185, label %194

105:                                              ; preds = %99, %157
  %106 = phi i32 [ %183, %157 ], [ 1, %99 ]
  %107 = sub nsw i32 %24, %106
  %108 = add nsw i32 %106, %24
  %109 = icmp sgt i32 %107, -1
  br i1 %109, label %110, label %114

110:                                              ; preds = %105
  %111 = zext nneg i32 %107 to i64
  %112 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sa to ptr), i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !11
  br label %114

114:                                              ; preds = %105, %110
  %115 = phi contract float [ %113, %110 ], [ 0.000000e+00, %105 ]
  br i1 %109, label %116, label %120

116:                                              ; preds = %114
  %117 = zext nneg i32 %107 to i64
  %118 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !11
  br label %120

120:                                              ; preds = %114, %116
  %121 = phi contract float [ %119, %116 ], [ 1.000000e+00, %114 ]
  br i1 %109, label %122, label %126

122:                                              ; preds = %120
  %123 = zext nneg i32 %107 to i64
  %124 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sc to ptr), i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !11
  br label %126

126:                                              ; preds = %120, %122
  %127 = phi contract float [ %125, %122 ], [ 0.000000e+00, %120 ]
  br i1 %109, label %128, label %132

128:                                              ; preds = %126
  %129 = zext nneg i32 %107 to i64
  %130 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !11
  br label %132

132:                                              ; preds = %126, %128
  %133 = phi contract float [ %131, %128 ], [ 0.000000e+00, %126 ]
  %134 = icmp slt i32 %108, %8
  br i1 %134, label %135, label %139

135:                                              ; preds = %132
  %136 = sext i32 %108 to i64
  %137 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sa to ptr), i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !11
  br label %139

139:                                              ; preds = %132, %135
  %140 = phi contract float [ %138, %135 ], [ 0.000000e+00, %132 ]
  br i1 %134, label %141, label %145

141:                                              ; preds = %139
  %142 = sext i32 %108 to i64
  %143 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sb to ptr), i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !11
  br label %145

145:                                              ; preds = %139, %141
  %146 = phi contract float [ %144, %141 ], [ 1.000000e+00, %139 ]
  br i1 %134, label %147, label %151

147:                                              ; preds = %145
  %148 = sext i32 %108 to i64
  %149 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sc to ptr), i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !11
  br label %151

151:                                              ; preds = %145, %147
  %152 = phi contract float [ %150, %147 ], [ 0.000000e+00, %145 ]
  br i1 %134, label %153, label %157

153:                                              ; preds = %151
  %154 = sext i32 %108 to i64
  %155 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ15adi_y_sweep_pcrE2sd to ptr), i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !11
  br label %157

157:                                              ; preds = %151, %153
  %158 = phi contract float [ %156, %153 ], [ 0.000000e+00, %151 ]
  %159 = load float, ptr %42, align 4, !tbaa !11
  %160 = fneg contract float %159
  %161 = tail call noundef float @llvm.nvvm.fabs.f32(float %121)
  %162 = fcmp contract ogt float %161, 0x3BC79CA100000000
  %163 = select contract i1 %162, float %121, float 0x3BC79CA100000000
  %164 = fdiv contract float %160, %163
  %165 = load float, ptr %44, align 4, !tbaa !11
  %166 = fneg contract float %165
  %167 = tail call noundef float @llvm.nvvm.fabs.f32(float %146)
  %168 = fcmp contract ogt float %167, 0x3BC79CA100000000
  %169 = select contract i1 %168, float %146, float 0x3BC79CA100000000
  %170 = fdiv contract float %166, %169
  %171 = fmul contract float %115, %164
  %172 = fmul contract float %152, %170
  %173 = load float, ptr %43, align 4, !tbaa !11
  %174 = fmul contract float %127, %164
  %175 = fadd contract float %173, %174
  %176 = fmul contract float %140, %170
  %177 = fadd contract float %175, %176
  %178 = load float, ptr %45, align 4, !tbaa !11
  %179 = fmul contract float %133, %164
  %180 = fadd contract float %179, %178
  %181 = fmul contract float %158, %170
  %182 = fadd contract float %181, %180
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %171, ptr %42, align 4, !tbaa !11
  store float %177, ptr %43, align 4, !tbaa !11
  store float %172, ptr %44, align 4, !tbaa !11
  store float %182, ptr %45, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %183 = shl i32 %106, 1
  %184 = icmp slt i32 %183, %8
  br i1 %184, label %105, label %104, !llvm.loop !26

185:                                              ; preds = %104
  %186 = load float, ptr %43, align 4, !tbaa !11
  %187 = load float, ptr %45, align 4, !tbaa !11
  %188 = tail call noundef float @llvm.nvvm.fabs.f32(float %186)
  %189 = fcmp contract ogt float %188, 0x3BC79CA100000000
  %190 = select contract i1 %189, float %186, float 0x3BC79CA100000000
  %191 = fdiv contract float %187, %190
  %192 = sext i32 %68 to i64
  %193 = getelementptr float, ptr %59, i64 %192
  store float %191, ptr %193, align 4, !tbaa !11
  br label %194

194:                                              ; preds = %185, %104
  br i1 %51, label %195, label %204

195:                                              ; preds = %194
  %196 = sext i32 %68 to i64
  %197 = getelementptr inbounds float, ptr %0, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !11
  %199 = getelementptr inbounds float, ptr %2, i64 %196
  store float %198, ptr %199, align 4, !tbaa !11
  %200 = add i64 %55, %196
  %201 = getelementptr inbounds nuw float, ptr %0, i64 %200
  %202 = load float, ptr %201, align 4, !tbaa !11
  %203 = getelementptr inbounds nuw float, ptr %2, i64 %200
  store float %202, ptr %203, align 4, !tbaa !11
  br label %204

204:                                              ; preds = %195, %194
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %205 = add i32 %68, %60
  %206 = icmp slt i32 %205, %37
  br i1 %206, label %67, label %61, !llvm.loop !27

207:                                              ; preds = %65, %207
  %208 = phi i32 [ %24, %65 ], [ %218, %207 ]
  %209 = zext nneg i32 %208 to i64
  %210 = mul i64 %5, %209
  %211 = getelementptr inbounds nuw float, ptr %0, i64 %210
  %212 = load float, ptr %211, align 4, !tbaa !11
  %213 = getelementptr inbounds nuw float, ptr %2, i64 %210
  store float %212, ptr %213, align 4, !tbaa !11
  %214 = add i64 %66, %210
  %215 = getelementptr inbounds nuw float, ptr %0, i64 %214
  %216 = load float, ptr %215, align 4, !tbaa !11
  %217 = getelementptr inbounds nuw float, ptr %2, i64 %214
  store float %216, ptr %217, align 4, !tbaa !11
  %218 = add nuw nsw i32 %208, %8
  %219 = icmp slt i32 %218, %4
  br i1 %219, label %207, label %220, !llvm.loop !28

220:                                              ; preds = %207, %61, %7, %10, %17, %20
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @american_put_cn(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, ptr noundef readonly byval(%struct.AmericanGrid) align 8 captures(none) %3) local_unnamed_addr #0 {
  %5 = alloca [64 x double], align 8
  %6 = alloca [64 x double], align 8
  %7 = alloca [64 x double], align 8
  %8 = alloca [64 x double], align 8
  %9 = alloca [64 x double], align 8
  %10 = alloca [64 x double], align 8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %424

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 8, !tbaa !29
  %19 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 8)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 64)
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !32
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %24 = load double, ptr %23, align 8, !tbaa !33
  %25 = sext i32 %15 to i64
  %26 = getelementptr inbounds %struct.OptionSpec, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 8
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %26, i64 12
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %26, i64 16
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %26, i64 20
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = tail call noundef float @llvm.nvvm.fabs.f32(float %29)
  %39 = fpext contract float %38 to double
  %40 = tail call noundef double @llvm.maxnum.f64(double %39, double 1.000000e-03)
  %41 = fpext contract float %27 to double
  %42 = tail call noundef double @llvm.nvvm.fabs.f64(double %41)
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %44 = load double, ptr %43, align 8, !tbaa !34
  %45 = tail call noundef double @llvm.maxnum.f64(double %44, double 2.000000e+00)
  %46 = tail call noundef double @llvm.minnum.f64(double %45, double 1.000000e+01)
  %47 = tail call noundef double @llvm.maxnum.f64(double %40, double %42)
  %48 = fmul contract double %47, %46
  %49 = add nsw i32 %20, -1
  %50 = uitofp nneg i32 %49 to double
  %51 = fdiv contract double %48, %50
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  %52 = and i32 %20, 3
  %53 = and i32 %20, 124
  br label %124

54:                                               ; preds = %124
  %55 = icmp eq i32 %52, 0
  br i1 %55, label %71, label %56

56:                                               ; preds = %54
  %57 = icmp ne i32 %52, 0
  tail call void @llvm.assume(i1 %57)
  br label %58

58:                                               ; preds = %58, %56
  %59 = phi i32 [ %158, %56 ], [ %68, %58 ]
  %60 = phi i32 [ 0, %56 ], [ %69, %58 ]
  %61 = uitofp nneg i32 %59 to double
  %62 = fmul contract double %51, %61
  %63 = fsub contract double %40, %62
  %64 = tail call noundef double @llvm.maxnum.f64(double %63, double 0.000000e+00)
  %65 = zext nneg i32 %59 to i64
  %66 = getelementptr inbounds nuw double, ptr %6, i64 %65
  store double %64, ptr %66, align 8, !tbaa !35
  %67 = getelementptr inbounds nuw double, ptr %5, i64 %65
  store double %64, ptr %67, align 8, !tbaa !35
  %68 = add nuw nsw i32 %59, 1
  %69 = add i32 %60, 1
  %70 = icmp eq i32 %69, %52
  br i1 %70, label %71, label %58, !llvm.loop !36

71:                                               ; preds = %58, %54
  %72 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %22, i32 1)
  %73 = tail call i32 @llvm.umin.i32(i32 %72, i32 400)
  %74 = tail call noundef double @llvm.maxnum.f64(double %24, double 5.000000e-01)
  %75 = tail call noundef double @llvm.minnum.f64(double %74, double 1.000000e+00)
  %76 = fpext contract float %31 to double
  %77 = fpext contract float %37 to double
  %78 = tail call noundef float @llvm.nvvm.fabs.f32(float %33)
  %79 = fpext contract float %78 to double
  %80 = tail call noundef double @llvm.maxnum.f64(double %79, double 1.000000e-03)
  %81 = tail call noundef float @llvm.nvvm.fabs.f32(float %35)
  %82 = fpext contract float %81 to double
  %83 = tail call noundef double @llvm.maxnum.f64(double %82, double 1.000000e-04)
  %84 = uitofp nneg i32 %73 to double
  %85 = fdiv contract double %83, %84
  %86 = zext nneg i32 %49 to i64
  %87 = getelementptr inbounds nuw double, ptr %7, i64 %86
  %88 = getelementptr inbounds nuw double, ptr %8, i64 %86
  %89 = getelementptr inbounds nuw double, ptr %9, i64 %86
  %90 = getelementptr inbounds nuw double, ptr %10, i64 %86
  %91 = add nsw i32 %20, -2
  %92 = fmul contract double %80, %80
  %93 = fsub contract double %76, %77
  %94 = fneg contract double %75
  %95 = fmul contract double %85, %94
  %96 = fmul contract double %75, %85
  %97 = fsub contract double 1.000000e+00, %75
  %98 = fmul contract double %97, %85
  %99 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %100 = zext nneg i32 %49 to i64
  %101 = getelementptr inbounds nuw double, ptr %8, i64 %100
  %102 = getelementptr inbounds nuw double, ptr %10, i64 %100
  %103 = load double, ptr %6, align 8, !tbaa !35
  %104 = and i32 %20, 1
  %105 = and i32 %91, -2
  %106 = icmp eq i32 %104, 0
  %107 = icmp ne i32 %104, 0
  %108 = and i32 %49, 1
  %109 = icmp eq i32 %108, 0
  %110 = zext nneg i32 %91 to i64
  %111 = getelementptr inbounds nuw double, ptr %9, i64 %110
  %112 = sext i32 %91 to i64
  %113 = getelementptr inbounds nuw double, ptr %7, i64 %112
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 8
  %115 = getelementptr inbounds nuw double, ptr %8, i64 %110
  %116 = getelementptr inbounds nuw double, ptr %10, i64 %110
  %117 = add nsw i32 %20, -3
  %118 = icmp eq i32 %91, 0
  %119 = and i32 %49, 1
  %120 = icmp eq i32 %91, 0
  %121 = and i32 %49, -2
  %122 = icmp eq i32 %119, 0
  %123 = icmp ne i32 %119, 0
  br label %161

124:                                              ; preds = %124, %17
  %125 = phi i32 [ 0, %17 ], [ %158, %124 ]
  %126 = phi i32 [ 0, %17 ], [ %159, %124 ]
  %127 = uitofp nneg i32 %125 to double
  %128 = fmul contract double %51, %127
  %129 = fsub contract double %40, %128
  %130 = tail call noundef double @llvm.maxnum.f64(double %129, double 0.000000e+00)
  %131 = zext nneg i32 %125 to i64
  %132 = getelementptr inbounds nuw double, ptr %6, i64 %131
  store double %130, ptr %132, align 8, !tbaa !35
  %133 = getelementptr inbounds nuw double, ptr %5, i64 %131
  store double %130, ptr %133, align 8, !tbaa !35
  %134 = or disjoint i32 %125, 1
  %135 = uitofp nneg i32 %134 to double
  %136 = fmul contract double %51, %135
  %137 = fsub contract double %40, %136
  %138 = tail call noundef double @llvm.maxnum.f64(double %137, double 0.000000e+00)
  %139 = zext nneg i32 %134 to i64
  %140 = getelementptr inbounds nuw double, ptr %6, i64 %139
  store double %138, ptr %140, align 8, !tbaa !35
  %141 = getelementptr inbounds nuw double, ptr %5, i64 %139
  store double %138, ptr %141, align 8, !tbaa !35
  %142 = or disjoint i32 %125, 2
  %143 = uitofp nneg i32 %142 to double
  %144 = fmul contract double %51, %143
  %145 = fsub contract double %40, %144
  %146 = tail call noundef double @llvm.maxnum.f64(double %145, double 0.000000e+00)
  %147 = zext nneg i32 %142 to i64
  %148 = getelementptr inbounds nuw double, ptr %6, i64 %147
  store double %146, ptr %148, align 8, !tbaa !35
  %149 = getelementptr inbounds nuw double, ptr %5, i64 %147
  store double %146, ptr %149, align 8, !tbaa !35
  %150 = or disjoint i32 %125, 3
  %151 = uitofp nneg i32 %150 to double
  %152 = fmul contract double %51, %151
  %153 = fsub contract double %40, %152
  %154 = tail call noundef double @llvm.maxnum.f64(double %153, double 0.000000e+00)
  %155 = zext nneg i32 %150 to i64
  %156 = getelementptr inbounds nuw double, ptr %6, i64 %155
  store double %154, ptr %156, align 8, !tbaa !35
  %157 = getelementptr inbounds nuw double, ptr %5, i64 %155
  store double %154, ptr %157, align 8, !tbaa !35
  %158 = add nuw nsw i32 %125, 4
  %159 = add nuw nsw i32 %126, 4
  %160 = icmp eq i32 %159, %53
  br i1 %160, label %54, label %124, !llvm.loop !37

161:                                              ; preds = %71, %379
  %162 = phi i32 [ 0, %71 ], [ %380, %379 ]
  %163 = load double, ptr %99, align 8, !tbaa !35
  br label %235

164:                                              ; preds = %379
  %165 = fdiv contract double %42, %51
  %166 = tail call noundef double @llvm.minnum.f64(double %165, double %50)
  %167 = fptosi double %166 to i32
  %168 = tail call noundef range(i32 -2147483648, 401) i32 @llvm.smin.i32(i32 %167, i32 range(i32 -2147483648, 401) %91)
  %169 = sitofp i32 %168 to double
  %170 = fsub contract double %166, %169
  %171 = fsub contract double 1.000000e+00, %170
  %172 = sext i32 %168 to i64
  %173 = getelementptr inbounds double, ptr %5, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !35
  %175 = fmul contract double %171, %174
  %176 = getelementptr i8, ptr %173, i64 8
  %177 = load double, ptr %176, align 8, !tbaa !35
  %178 = fmul contract double %170, %177
  %179 = fadd contract double %175, %178
  %180 = getelementptr inbounds double, ptr %1, i64 %25
  store double %179, ptr %180, align 8, !tbaa !35
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9
  br label %424

181:                                              ; preds = %235
  br i1 %106, label %215, label %182

182:                                              ; preds = %181
  tail call void @llvm.assume(i1 %107)
  %183 = uitofp nneg i32 %294 to double
  %184 = fmul contract double %92, %183
  %185 = fmul contract double %184, %183
  %186 = fmul contract double %93, %183
  %187 = fsub contract double %185, %186
  %188 = fmul contract double %187, 5.000000e-01
  %189 = fadd contract double %185, %76
  %190 = fadd contract double %186, %185
  %191 = fmul contract double %190, 5.000000e-01
  %192 = fmul contract double %95, %188
  %193 = zext nneg i32 %294 to i64
  %194 = getelementptr inbounds nuw double, ptr %7, i64 %193
  store double %192, ptr %194, align 8, !tbaa !35
  %195 = fmul contract double %96, %189
  %196 = fadd contract double %195, 1.000000e+00
  %197 = getelementptr inbounds nuw double, ptr %8, i64 %193
  store double %196, ptr %197, align 8, !tbaa !35
  %198 = fmul contract double %95, %191
  %199 = getelementptr inbounds nuw double, ptr %9, i64 %193
  store double %198, ptr %199, align 8, !tbaa !35
  %200 = getelementptr inbounds nuw double, ptr %5, i64 %193
  %201 = getelementptr i8, ptr %200, i64 -8
  %202 = load double, ptr %201, align 8, !tbaa !35
  %203 = fmul contract double %188, %202
  %204 = fmul contract double %189, %297
  %205 = fsub contract double %203, %204
  %206 = sext i32 %294 to i64
  %207 = getelementptr inbounds nuw double, ptr %5, i64 %206
  %208 = getelementptr inbounds nuw i8, ptr %207, i64 8
  %209 = load double, ptr %208, align 8, !tbaa !35
  %210 = fmul contract double %191, %209
  %211 = fadd contract double %205, %210
  %212 = fmul contract double %98, %211
  %213 = fadd contract double %297, %212
  %214 = getelementptr inbounds nuw double, ptr %10, i64 %193
  store double %213, ptr %214, align 8, !tbaa !35
  br label %215

215:                                              ; preds = %181, %182
  store double 1.000000e+00, ptr %8, align 8, !tbaa !35
  store double 0.000000e+00, ptr %9, align 8, !tbaa !35
  store double %40, ptr %10, align 8, !tbaa !35
  store double 0.000000e+00, ptr %87, align 8, !tbaa !35
  store double 1.000000e+00, ptr %88, align 8, !tbaa !35
  store double 0.000000e+00, ptr %89, align 8, !tbaa !35
  store double 0.000000e+00, ptr %90, align 8, !tbaa !35
  %216 = load double, ptr %101, align 8, !tbaa !35
  %217 = load double, ptr %102, align 8, !tbaa !35
  br i1 %109, label %231, label %218

218:                                              ; preds = %215
  %219 = tail call noundef double @llvm.nvvm.fabs.f64(double %216)
  %220 = fcmp contract olt double %219, 1.000000e-300
  %221 = select i1 %220, double 1.000000e-300, double %216
  %222 = load double, ptr %111, align 8, !tbaa !35
  %223 = fdiv contract double %222, %221
  %224 = load double, ptr %114, align 8, !tbaa !35
  %225 = fmul contract double %224, %223
  %226 = load double, ptr %115, align 8, !tbaa !35
  %227 = fsub contract double %226, %225
  store double %227, ptr %115, align 8, !tbaa !35
  %228 = fmul contract double %223, %217
  %229 = load double, ptr %116, align 8, !tbaa !35
  %230 = fsub contract double %229, %228
  store double %230, ptr %116, align 8, !tbaa !35
  br label %231

231:                                              ; preds = %218, %215
  %232 = phi double [ %217, %215 ], [ %230, %218 ]
  %233 = phi double [ %216, %215 ], [ %227, %218 ]
  %234 = phi i32 [ %91, %215 ], [ %117, %218 ]
  br i1 %118, label %305, label %313

235:                                              ; preds = %235, %161
  %236 = phi double [ %163, %161 ], [ %297, %235 ]
  %237 = phi i32 [ 1, %161 ], [ %294, %235 ]
  %238 = phi i32 [ 0, %161 ], [ %303, %235 ]
  %239 = uitofp nneg i32 %237 to double
  %240 = fmul contract double %92, %239
  %241 = fmul contract double %240, %239
  %242 = fmul contract double %93, %239
  %243 = fsub contract double %241, %242
  %244 = fmul contract double %243, 5.000000e-01
  %245 = fadd contract double %241, %76
  %246 = fadd contract double %242, %241
  %247 = fmul contract double %246, 5.000000e-01
  %248 = fmul contract double %95, %244
  %249 = zext nneg i32 %237 to i64
  %250 = getelementptr inbounds nuw double, ptr %7, i64 %249
  store double %248, ptr %250, align 8, !tbaa !35
  %251 = fmul contract double %96, %245
  %252 = fadd contract double %251, 1.000000e+00
  %253 = getelementptr inbounds nuw double, ptr %8, i64 %249
  store double %252, ptr %253, align 8, !tbaa !35
  %254 = fmul contract double %95, %247
  %255 = getelementptr inbounds nuw double, ptr %9, i64 %249
  store double %254, ptr %255, align 8, !tbaa !35
  %256 = getelementptr inbounds nuw double, ptr %5, i64 %249
  %257 = getelementptr i8, ptr %256, i64 -8
  %258 = load double, ptr %257, align 8, !tbaa !35
  %259 = fmul contract double %244, %258
  %260 = fmul contract double %245, %236
  %261 = fsub contract double %259, %260
  %262 = add nuw nsw i32 %237, 1
  %263 = zext nneg i32 %262 to i64
  %264 = getelementptr inbounds nuw double, ptr %5, i64 %263
  %265 = load double, ptr %264, align 8, !tbaa !35
  %266 = fmul contract double %247, %265
  %267 = fadd contract double %261, %266
  %268 = fmul contract double %98, %267
  %269 = fadd contract double %236, %268
  %270 = getelementptr inbounds nuw double, ptr %10, i64 %249
  store double %269, ptr %270, align 8, !tbaa !35
  %271 = uitofp nneg i32 %262 to double
  %272 = fmul contract double %92, %271
  %273 = fmul contract double %272, %271
  %274 = fmul contract double %93, %271
  %275 = fsub contract double %273, %274
  %276 = fmul contract double %275, 5.000000e-01
  %277 = fadd contract double %273, %76
  %278 = fadd contract double %274, %273
  %279 = fmul contract double %278, 5.000000e-01
  %280 = fmul contract double %95, %276
  %281 = zext nneg i32 %262 to i64
  %282 = getelementptr inbounds nuw double, ptr %7, i64 %281
  store double %280, ptr %282, align 8, !tbaa !35
  %283 = fmul contract double %96, %277
  %284 = fadd contract double %283, 1.000000e+00
  %285 = getelementptr inbounds nuw double, ptr %8, i64 %281
  store double %284, ptr %285, align 8, !tbaa !35
  %286 = fmul contract double %95, %279
  %287 = getelementptr inbounds nuw double, ptr %9, i64 %281
  store double %286, ptr %287, align 8, !tbaa !35
  %288 = getelementptr inbounds nuw double, ptr %5, i64 %281
  %289 = getelementptr i8, ptr %288, i64 -8
  %290 = load double, ptr %289, align 8, !tbaa !35
  %291 = fmul contract double %276, %290
  %292 = fmul contract double %277, %265
  %293 = fsub contract double %291, %292
  %294 = add nuw nsw i32 %237, 2
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds nuw double, ptr %5, i64 %295
  %297 = load double, ptr %296, align 8, !tbaa !35
  %298 = fmul contract double %279, %297
  %299 = fadd contract double %293, %298
  %300 = fmul contract double %98, %299
  %301 = fadd contract double %265, %300
  %302 = getelementptr inbounds nuw double, ptr %10, i64 %281
  store double %301, ptr %302, align 8, !tbaa !35
  %303 = add nuw nsw i32 %238, 2
  %304 = icmp eq i32 %303, %105
  br i1 %304, label %181, label %235, !llvm.loop !38

305:                                              ; preds = %313, %231
  %306 = load double, ptr %10, align 8, !tbaa !35
  %307 = load double, ptr %8, align 8, !tbaa !35
  %308 = tail call noundef double @llvm.nvvm.fabs.f64(double %307)
  %309 = fcmp contract olt double %308, 1.000000e-300
  %310 = select i1 %309, double 1.000000e-300, double %307
  %311 = fdiv contract double %306, %310
  %312 = tail call noundef double @llvm.maxnum.f64(double %311, double %103)
  store double %312, ptr %5, align 8, !tbaa !35
  br i1 %120, label %359, label %382

313:                                              ; preds = %231, %313
  %314 = phi double [ %355, %313 ], [ %232, %231 ]
  %315 = phi double [ %351, %313 ], [ %233, %231 ]
  %316 = phi i32 [ %356, %313 ], [ %234, %231 ]
  %317 = tail call noundef double @llvm.nvvm.fabs.f64(double %315)
  %318 = fcmp contract olt double %317, 1.000000e-300
  %319 = select i1 %318, double 1.000000e-300, double %315
  %320 = zext nneg i32 %316 to i64
  %321 = getelementptr inbounds nuw double, ptr %9, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !35
  %323 = fdiv contract double %322, %319
  %324 = sext i32 %316 to i64
  %325 = getelementptr inbounds nuw double, ptr %7, i64 %324
  %326 = getelementptr inbounds nuw i8, ptr %325, i64 8
  %327 = load double, ptr %326, align 8, !tbaa !35
  %328 = fmul contract double %327, %323
  %329 = getelementptr inbounds nuw double, ptr %8, i64 %320
  %330 = load double, ptr %329, align 8, !tbaa !35
  %331 = fsub contract double %330, %328
  store double %331, ptr %329, align 8, !tbaa !35
  %332 = fmul contract double %323, %314
  %333 = getelementptr inbounds nuw double, ptr %10, i64 %320
  %334 = load double, ptr %333, align 8, !tbaa !35
  %335 = fsub contract double %334, %332
  store double %335, ptr %333, align 8, !tbaa !35
  %336 = add nsw i32 %316, -1
  %337 = tail call noundef double @llvm.nvvm.fabs.f64(double %331)
  %338 = fcmp contract olt double %337, 1.000000e-300
  %339 = select i1 %338, double 1.000000e-300, double %331
  %340 = zext nneg i32 %336 to i64
  %341 = getelementptr inbounds nuw double, ptr %9, i64 %340
  %342 = load double, ptr %341, align 8, !tbaa !35
  %343 = fdiv contract double %342, %339
  %344 = sext i32 %336 to i64
  %345 = getelementptr inbounds nuw double, ptr %7, i64 %344
  %346 = getelementptr inbounds nuw i8, ptr %345, i64 8
  %347 = load double, ptr %346, align 8, !tbaa !35
  %348 = fmul contract double %347, %343
  %349 = getelementptr inbounds nuw double, ptr %8, i64 %340
  %350 = load double, ptr %349, align 8, !tbaa !35
  %351 = fsub contract double %350, %348
  store double %351, ptr %349, align 8, !tbaa !35
  %352 = fmul contract double %343, %335
  %353 = getelementptr inbounds nuw double, ptr %10, i64 %340
  %354 = load double, ptr %353, align 8, !tbaa !35
  %355 = fsub contract double %354, %352
  store double %355, ptr %353, align 8, !tbaa !35
  %356 = add nsw i32 %316, -2
  %357 = icmp sgt i32 %316, 1
  br i1 %357, label %313, label %305, !llvm.loop !39

358:                                              ; preds = %382
  br i1 %122, label %379, label %359

359:                                              ; preds = %358, %305
  %360 = phi i32 [ 1, %305 ], [ %421, %358 ]
  %361 = phi double [ %312, %305 ], [ %419, %358 ]
  tail call void @llvm.assume(i1 %123)
  %362 = zext nneg i32 %360 to i64
  %363 = getelementptr inbounds nuw double, ptr %8, i64 %362
  %364 = load double, ptr %363, align 8, !tbaa !35
  %365 = tail call noundef double @llvm.nvvm.fabs.f64(double %364)
  %366 = fcmp contract olt double %365, 1.000000e-300
  %367 = select i1 %366, double 1.000000e-300, double %364
  %368 = getelementptr inbounds nuw double, ptr %10, i64 %362
  %369 = load double, ptr %368, align 8, !tbaa !35
  %370 = getelementptr inbounds nuw double, ptr %7, i64 %362
  %371 = load double, ptr %370, align 8, !tbaa !35
  %372 = fmul contract double %361, %371
  %373 = fsub contract double %369, %372
  %374 = fdiv contract double %373, %367
  %375 = getelementptr inbounds nuw double, ptr %6, i64 %362
  %376 = load double, ptr %375, align 8, !tbaa !35
  %377 = tail call noundef double @llvm.maxnum.f64(double %374, double %376)
  %378 = getelementptr inbounds nuw double, ptr %5, i64 %362
  store double %377, ptr %378, align 8, !tbaa !35
  br label %379

379:                                              ; preds = %358, %359
  %380 = add nuw nsw i32 %162, 1
  %381 = icmp eq i32 %380, %73
  br i1 %381, label %164, label %161, !llvm.loop !40

382:                                              ; preds = %305, %382
  %383 = phi i32 [ %421, %382 ], [ 1, %305 ]
  %384 = phi double [ %419, %382 ], [ %312, %305 ]
  %385 = phi i32 [ %422, %382 ], [ 0, %305 ]
  %386 = zext nneg i32 %383 to i64
  %387 = getelementptr inbounds nuw double, ptr %8, i64 %386
  %388 = load double, ptr %387, align 8, !tbaa !35
  %389 = tail call noundef double @llvm.nvvm.fabs.f64(double %388)
  %390 = fcmp contract olt double %389, 1.000000e-300
  %391 = select i1 %390, double 1.000000e-300, double %388
  %392 = getelementptr inbounds nuw double, ptr %10, i64 %386
  %393 = load double, ptr %392, align 8, !tbaa !35
  %394 = getelementptr inbounds nuw double, ptr %7, i64 %386
  %395 = load double, ptr %394, align 8, !tbaa !35
  %396 = fmul contract double %384, %395
  %397 = fsub contract double %393, %396
  %398 = fdiv contract double %397, %391
  %399 = getelementptr inbounds nuw double, ptr %6, i64 %386
  %400 = load double, ptr %399, align 8, !tbaa !35
  %401 = tail call noundef double @llvm.maxnum.f64(double %398, double %400)
  %402 = getelementptr inbounds nuw double, ptr %5, i64 %386
  store double %401, ptr %402, align 8, !tbaa !35
  %403 = add nuw nsw i32 %383, 1
  %404 = zext nneg i32 %403 to i64
  %405 = getelementptr inbounds nuw double, ptr %8, i64 %404
  %406 = load double, ptr %405, align 8, !tbaa !35
  %407 = tail call noundef double @llvm.nvvm.fabs.f64(double %406)
  %408 = fcmp contract olt double %407, 1.000000e-300
  %409 = select i1 %408, double 1.000000e-300, double %406
  %410 = getelementptr inbounds nuw double, ptr %10, i64 %404
  %411 = load double, ptr %410, align 8, !tbaa !35
  %412 = getelementptr inbounds nuw double, ptr %7, i64 %404
  %413 = load double, ptr %412, align 8, !tbaa !35
  %414 = fmul contract double %401, %413
  %415 = fsub contract double %411, %414
  %416 = fdiv contract double %415, %409
  %417 = getelementptr inbounds nuw double, ptr %6, i64 %404
  %418 = load double, ptr %417, align 8, !tbaa !35
  %419 = tail call noundef double @llvm.maxnum.f64(double %416, double %418)
  %420 = getelementptr inbounds nuw double, ptr %5, i64 %404
  store double %419, ptr %420, align 8, !tbaa !35
  %421 = add nuw nsw i32 %383, 2
  %422 = add nuw nsw i32 %385, 2
  %423 = icmp eq i32 %422, %121
  br i1 %423, label %358, label %382, !llvm.loop !41

424:                                              ; preds = %4, %164
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @heat_energy_delta(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #2 {
  %7 = sext i32 %2 to i64
  %8 = sext i32 %3 to i64
  %9 = mul nsw i64 %8, %7
  %10 = icmp slt i32 %2, 1
  %11 = icmp ult i64 %4, %7
  %12 = or i1 %10, %11
  br i1 %12, label %13, label %15

13:                                               ; preds = %6
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %51

15:                                               ; preds = %6
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %17, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = add nuw nsw i64 %20, %22
  %24 = icmp slt i64 %23, %9
  br i1 %24, label %25, label %51

25:                                               ; preds = %15
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %27, %19
  br label %29

29:                                               ; preds = %25, %29
  %30 = phi double [ 0.000000e+00, %25 ], [ %42, %29 ]
  %31 = phi double [ 0.000000e+00, %25 ], [ %48, %29 ]
  %32 = phi i64 [ %23, %25 ], [ %49, %29 ]
  %33 = udiv i64 %32, %7
  %34 = mul nuw nsw i64 %33, %7
  %35 = sub nuw nsw i64 %32, %34
  %36 = mul i64 %33, %4
  %37 = add i64 %35, %36
  %38 = getelementptr inbounds nuw float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = fpext contract float %39 to double
  %41 = fmul contract double %40, %40
  %42 = fadd contract double %30, %41
  %43 = getelementptr inbounds nuw float, ptr %0, i64 %37
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = fpext contract float %44 to double
  %46 = fsub contract double %40, %45
  %47 = tail call noundef double @llvm.nvvm.fabs.f64(double %46)
  %48 = tail call noundef double @llvm.maxnum.f64(double %31, double %47)
  %49 = add nuw nsw i64 %32, %28
  %50 = icmp slt i64 %49, %9
  br i1 %50, label %29, label %51, !llvm.loop !43

51:                                               ; preds = %29, %13, %15
  %52 = phi i32 [ %14, %13 ], [ %21, %15 ], [ %21, %29 ]
  %53 = phi double [ 0.000000e+00, %13 ], [ 0.000000e+00, %15 ], [ %48, %29 ]
  %54 = phi double [ 0.000000e+00, %13 ], [ 0.000000e+00, %15 ], [ %42, %29 ]
  %55 = bitcast double %54 to i64
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 16, i32 31)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %58, i32 16, i32 31)
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = zext i32 %59 to i64
  %64 = or disjoint i64 %62, %63
  %65 = bitcast i64 %64 to double
  %66 = fadd contract double %54, %65
  %67 = bitcast double %53 to i64
  %68 = trunc i64 %67 to i32
  %69 = lshr i64 %67, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %68, i32 16, i32 31)
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %70, i32 16, i32 31)
  %73 = zext i32 %72 to i64
  %74 = shl nuw i64 %73, 32
  %75 = zext i32 %71 to i64
  %76 = or disjoint i64 %74, %75
  %77 = bitcast i64 %76 to double
  %78 = tail call noundef double @llvm.maxnum.f64(double %53, double %77)
  %79 = bitcast double %66 to i64
  %80 = trunc i64 %79 to i32
  %81 = lshr i64 %79, 32
  %82 = trunc nuw i64 %81 to i32
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %80, i32 8, i32 31)
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %82, i32 8, i32 31)
  %85 = zext i32 %84 to i64
  %86 = shl nuw i64 %85, 32
  %87 = zext i32 %83 to i64
  %88 = or disjoint i64 %86, %87
  %89 = bitcast i64 %88 to double
  %90 = fadd contract double %66, %89
  %91 = bitcast double %78 to i64
  %92 = trunc i64 %91 to i32
  %93 = lshr i64 %91, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %92, i32 8, i32 31)
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %94, i32 8, i32 31)
  %97 = zext i32 %96 to i64
  %98 = shl nuw i64 %97, 32
  %99 = zext i32 %95 to i64
  %100 = or disjoint i64 %98, %99
  %101 = bitcast i64 %100 to double
  %102 = tail call noundef double @llvm.maxnum.f64(double %78, double %101)
  %103 = bitcast double %90 to i64
  %104 = trunc i64 %103 to i32
  %105 = lshr i64 %103, 32
  %106 = trunc nuw i64 %105 to i32
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %104, i32 4, i32 31)
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %106, i32 4, i32 31)
  %109 = zext i32 %108 to i64
  %110 = shl nuw i64 %109, 32
  %111 = zext i32 %107 to i64
  %112 = or disjoint i64 %110, %111
  %113 = bitcast i64 %112 to double
  %114 = fadd contract double %90, %113
  %115 = bitcast double %102 to i64
  %116 = trunc i64 %115 to i32
  %117 = lshr i64 %115, 32
  %118 = trunc nuw i64 %117 to i32
  %119 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %116, i32 4, i32 31)
  %120 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %118, i32 4, i32 31)
  %121 = zext i32 %120 to i64
  %122 = shl nuw i64 %121, 32
  %123 = zext i32 %119 to i64
  %124 = or disjoint i64 %122, %123
  %125 = bitcast i64 %124 to double
  %126 = tail call noundef double @llvm.maxnum.f64(double %102, double %125)
  %127 = bitcast double %114 to i64
  %128 = trunc i64 %127 to i32
  %129 = lshr i64 %127, 32
  %130 = trunc nuw i64 %129 to i32
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %128, i32 2, i32 31)
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %130, i32 2, i32 31)
  %133 = zext i32 %132 to i64
  %134 = shl nuw i64 %133, 32
  %135 = zext i32 %131 to i64
  %136 = or disjoint i64 %134, %135
  %137 = bitcast i64 %136 to double
  %138 = fadd contract double %114, %137
  %139 = bitcast double %126 to i64
  %140 = trunc i64 %139 to i32
  %141 = lshr i64 %139, 32
  %142 = trunc nuw i64 %141 to i32
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %140, i32 2, i32 31)
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %142, i32 2, i32 31)
  %145 = zext i32 %144 to i64
  %146 = shl nuw i64 %145, 32
  %147 = zext i32 %143 to i64
  %148 = or disjoint i64 %146, %147
  %149 = bitcast i64 %148 to double
  %150 = tail call noundef double @llvm.maxnum.f64(double %126, double %149)
  %151 = bitcast double %138 to i64
  %152 = trunc i64 %151 to i32
  %153 = lshr i64 %151, 32
  %154 = trunc nuw i64 %153 to i32
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %152, i32 1, i32 31)
  %156 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %154, i32 1, i32 31)
  %157 = bitcast double %150 to i64
  %158 = trunc i64 %157 to i32
  %159 = lshr i64 %157, 32
  %160 = trunc nuw i64 %159 to i32
  %161 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %158, i32 1, i32 31)
  %162 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %160, i32 1, i32 31)
  %163 = and i32 %52, 31
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %182

165:                                              ; preds = %51
  %166 = zext i32 %162 to i64
  %167 = shl nuw i64 %166, 32
  %168 = zext i32 %161 to i64
  %169 = or disjoint i64 %167, %168
  %170 = bitcast i64 %169 to double
  %171 = tail call noundef double @llvm.maxnum.f64(double %150, double %170)
  %172 = zext i32 %156 to i64
  %173 = shl nuw i64 %172, 32
  %174 = zext i32 %155 to i64
  %175 = or disjoint i64 %173, %174
  %176 = bitcast i64 %175 to double
  %177 = fadd contract double %138, %176
  %178 = lshr exact i32 %52, 5
  %179 = zext nneg i32 %178 to i64
  %180 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %179
  %181 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %179
  store double %177, ptr %181, align 8, !tbaa !35
  store double %171, ptr %180, align 8, !tbaa !35
  br label %182

182:                                              ; preds = %165, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %183 = icmp eq i32 %52, 0
  br i1 %183, label %184, label %293

184:                                              ; preds = %182
  %185 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %186 = add nuw nsw i32 %185, 31
  %187 = lshr i32 %186, 5
  %188 = add nsw i32 %187, -1
  %189 = and i32 %187, 7
  %190 = icmp ult i32 %188, 7
  br i1 %190, label %195, label %191

191:                                              ; preds = %184
  %192 = and i32 %187, 120
  br label %222

193:                                              ; preds = %222
  %194 = icmp eq i32 %189, 0
  br i1 %194, label %215, label %195

195:                                              ; preds = %193, %184
  %196 = phi i32 [ 0, %184 ], [ %290, %193 ]
  %197 = phi double [ 0.000000e+00, %184 ], [ %289, %193 ]
  %198 = phi double [ 0.000000e+00, %184 ], [ %286, %193 ]
  %199 = icmp ne i32 %189, 0
  tail call void @llvm.assume(i1 %199)
  br label %200

200:                                              ; preds = %200, %195
  %201 = phi i32 [ %212, %200 ], [ %196, %195 ]
  %202 = phi double [ %211, %200 ], [ %197, %195 ]
  %203 = phi double [ %208, %200 ], [ %198, %195 ]
  %204 = phi i32 [ %213, %200 ], [ 0, %195 ]
  %205 = zext nneg i32 %201 to i64
  %206 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %205
  %207 = load double, ptr %206, align 8, !tbaa !35
  %208 = fadd contract double %203, %207
  %209 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %205
  %210 = load double, ptr %209, align 8, !tbaa !35
  %211 = tail call noundef double @llvm.maxnum.f64(double %202, double %210)
  %212 = add nuw nsw i32 %201, 1
  %213 = add i32 %204, 1
  %214 = icmp eq i32 %213, %189
  br i1 %214, label %215, label %200, !llvm.loop !44

215:                                              ; preds = %200, %193
  %216 = phi double [ %286, %193 ], [ %208, %200 ]
  %217 = phi double [ %289, %193 ], [ %211, %200 ]
  %218 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw %struct.double2.0, ptr %5, i64 %219
  store double %216, ptr %220, align 16, !tbaa !35
  %221 = getelementptr inbounds nuw i8, ptr %220, i64 8
  store double %217, ptr %221, align 8, !tbaa !35
  br label %293

222:                                              ; preds = %222, %191
  %223 = phi i32 [ 0, %191 ], [ %290, %222 ]
  %224 = phi double [ 0.000000e+00, %191 ], [ %289, %222 ]
  %225 = phi double [ 0.000000e+00, %191 ], [ %286, %222 ]
  %226 = phi i32 [ 0, %191 ], [ %291, %222 ]
  %227 = zext nneg i32 %223 to i64
  %228 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !35
  %230 = fadd contract double %225, %229
  %231 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %227
  %232 = load double, ptr %231, align 8, !tbaa !35
  %233 = tail call noundef double @llvm.maxnum.f64(double %224, double %232)
  %234 = or disjoint i32 %223, 1
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !35
  %238 = fadd contract double %230, %237
  %239 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %235
  %240 = load double, ptr %239, align 8, !tbaa !35
  %241 = tail call noundef double @llvm.maxnum.f64(double %233, double %240)
  %242 = or disjoint i32 %223, 2
  %243 = zext nneg i32 %242 to i64
  %244 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %243
  %245 = load double, ptr %244, align 8, !tbaa !35
  %246 = fadd contract double %238, %245
  %247 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %243
  %248 = load double, ptr %247, align 8, !tbaa !35
  %249 = tail call noundef double @llvm.maxnum.f64(double %241, double %248)
  %250 = or disjoint i32 %223, 3
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !35
  %254 = fadd contract double %246, %253
  %255 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %251
  %256 = load double, ptr %255, align 8, !tbaa !35
  %257 = tail call noundef double @llvm.maxnum.f64(double %249, double %256)
  %258 = or disjoint i32 %223, 4
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !35
  %262 = fadd contract double %254, %261
  %263 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %259
  %264 = load double, ptr %263, align 8, !tbaa !35
  %265 = tail call noundef double @llvm.maxnum.f64(double %257, double %264)
  %266 = or disjoint i32 %223, 5
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %267
  %269 = load double, ptr %268, align 8, !tbaa !35
  %270 = fadd contract double %262, %269
  %271 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %267
  %272 = load double, ptr %271, align 8, !tbaa !35
  %273 = tail call noundef double @llvm.maxnum.f64(double %265, double %272)
  %274 = or disjoint i32 %223, 6
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %275
  %277 = load double, ptr %276, align 8, !tbaa !35
  %278 = fadd contract double %270, %277
  %279 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %275
  %280 = load double, ptr %279, align 8, !tbaa !35
  %281 = tail call noundef double @llvm.maxnum.f64(double %273, double %280)
  %282 = or disjoint i32 %223, 7
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_e to ptr), i64 %283
  %285 = load double, ptr %284, align 8, !tbaa !35
  %286 = fadd contract double %278, %285
  %287 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17heat_energy_deltaE3s_m to ptr), i64 %283
  %288 = load double, ptr %287, align 8, !tbaa !35
  %289 = tail call noundef double @llvm.maxnum.f64(double %281, double %288)
  %290 = add nuw nsw i32 %223, 8
  %291 = add i32 %226, 8
  %292 = icmp eq i32 %291, %192
  br i1 %292, label %193, label %222, !llvm.loop !45

293:                                              ; preds = %215, %182
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !12, i64 0}
!16 = !{!"_ZTS8HeatStep", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!17 = !{!16, !12, i64 8}
!18 = !{!16, !12, i64 12}
!19 = !{!16, !12, i64 4}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !14, !23}
!23 = !{!"llvm.loop.peeled.count", i32 2}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !21}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = !{!30, !7, i64 0}
!30 = !{!"_ZTS12AmericanGrid", !7, i64 0, !7, i64 4, !31, i64 8, !31, i64 16}
!31 = !{!"double", !8, i64 0}
!32 = !{!30, !7, i64 4}
!33 = !{!30, !31, i64 16}
!34 = !{!30, !31, i64 8}
!35 = !{!31, !31, i64 0}
!36 = distinct !{!36, !21}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14, !42}
!42 = !{!"llvm.loop.peeled.count", i32 1}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !21}
!45 = distinct !{!45, !14}
