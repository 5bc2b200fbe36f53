; ModuleID = 'src/redblack_multigrid.cu'
source_filename = "src/redblack_multigrid.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @rb_gauss_seidel(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, double noundef %4, double noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = shl i32 %8, 4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = shl nuw nsw i32 %12, 4
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = or i32 %10, %14
  %17 = icmp samesign ult i32 %16, 16
  br i1 %17, label %18, label %62

18:                                               ; preds = %7
  %19 = icmp sgt i32 %11, 0
  %20 = icmp ne i32 %15, 0
  %21 = and i1 %19, %20
  %22 = add nsw i32 %2, -1
  %23 = icmp slt i32 %11, %22
  %24 = select i1 %21, i1 %23, i1 false
  %25 = add nsw i32 %3, -1
  %26 = icmp slt i32 %15, %25
  %27 = select i1 %24, i1 %26, i1 false
  br i1 %27, label %28, label %62

28:                                               ; preds = %18
  %29 = add nuw nsw i32 %10, %14
  %30 = xor i32 %6, %29
  %31 = and i32 %30, 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %62

33:                                               ; preds = %28
  %34 = zext nneg i32 %15 to i64
  %35 = sext i32 %2 to i64
  %36 = mul nsw i64 %35, %34
  %37 = zext nneg i32 %11 to i64
  %38 = add nsw i64 %36, %37
  %39 = getelementptr double, ptr %0, i64 %38
  %40 = getelementptr i8, ptr %39, i64 -8
  %41 = load double, ptr %40, align 8, !tbaa !11
  %42 = getelementptr i8, ptr %39, i64 8
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = fadd contract double %41, %43
  %45 = sub nsw i64 %38, %35
  %46 = getelementptr inbounds nuw double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !11
  %48 = fadd contract double %44, %47
  %49 = getelementptr double, ptr %39, i64 %35
  %50 = load double, ptr %49, align 8, !tbaa !11
  %51 = fadd contract double %48, %50
  %52 = getelementptr inbounds nuw double, ptr %1, i64 %38
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = fmul contract double %4, %53
  %55 = fadd contract double %51, %54
  %56 = fmul contract double %55, 2.500000e-01
  %57 = fsub contract double 1.000000e+00, %5
  %58 = load double, ptr %39, align 8, !tbaa !11
  %59 = fmul contract double %57, %58
  %60 = fmul contract double %5, %56
  %61 = fadd contract double %59, %60
  store double %61, ptr %39, align 8, !tbaa !11
  br label %62

62:                                               ; preds = %28, %18, %7, %33
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @mg_restrict_full_weight(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, double noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 4
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp samesign ugt i32 %9, 15
  br i1 %15, label %346, label %16

16:                                               ; preds = %6
  %17 = icmp samesign ult i32 %13, 16
  %18 = icmp slt i32 %10, %3
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %346

20:                                               ; preds = %16
  %21 = icmp sge i32 %14, %4
  %22 = icmp slt i32 %3, 2
  %23 = or i1 %22, %21
  %24 = icmp slt i32 %4, 2
  %25 = or i1 %24, %23
  br i1 %25, label %346, label %26

26:                                               ; preds = %20
  %27 = zext nneg i32 %14 to i64
  %28 = zext nneg i32 %3 to i64
  %29 = mul nuw nsw i64 %28, %27
  %30 = sext i32 %10 to i64
  %31 = icmp eq i32 %10, 0
  %32 = icmp eq i32 %14, 0
  %33 = or i1 %31, %32
  %34 = add nsw i32 %3, -1
  %35 = icmp eq i32 %10, %34
  %36 = select i1 %33, i1 true, i1 %35
  %37 = add nsw i32 %4, -1
  %38 = icmp eq i32 %14, %37
  %39 = select i1 %36, i1 true, i1 %38
  br i1 %39, label %342, label %40

40:                                               ; preds = %26
  %41 = shl nuw nsw i32 %3, 1
  %42 = add nsw i32 %41, -1
  %43 = shl nuw nsw i32 %4, 1
  %44 = shl nsw i32 %10, 1
  %45 = shl nuw nsw i32 %14, 1
  %46 = add nsw i32 %41, -2
  %47 = add nsw i32 %43, -2
  %48 = zext nneg i32 %42 to i64
  %49 = add nsw i32 %45, -1
  %50 = icmp samesign ult i32 %45, %43
  %51 = zext nneg i32 %49 to i64
  %52 = mul nuw nsw i64 %51, %48
  %53 = icmp sgt i32 %10, 0
  %54 = icmp slt i32 %44, %41
  %55 = select i1 %53, i1 %54, i1 false
  %56 = select i1 %55, i1 %50, i1 false
  br i1 %56, label %57, label %82

57:                                               ; preds = %40
  %58 = add nsw i32 %44, -1
  %59 = zext nneg i32 %58 to i64
  %60 = add nuw nsw i64 %52, %59
  %61 = getelementptr inbounds nuw double, ptr %1, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !11
  %63 = getelementptr double, ptr %0, i64 %60
  %64 = getelementptr i8, ptr %63, i64 -8
  %65 = load double, ptr %64, align 8, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %63, i64 8
  %67 = load double, ptr %66, align 8, !tbaa !11
  %68 = fadd contract double %65, %67
  %69 = sub nsw i64 %60, %48
  %70 = getelementptr inbounds nuw double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !11
  %72 = fadd contract double %68, %71
  %73 = getelementptr inbounds nuw double, ptr %63, i64 %48
  %74 = load double, ptr %73, align 8, !tbaa !11
  %75 = fadd contract double %72, %74
  %76 = load double, ptr %63, align 8, !tbaa !11
  %77 = fmul contract double %76, 4.000000e+00
  %78 = fsub contract double %75, %77
  %79 = fmul contract double %5, %78
  %80 = fadd contract double %62, %79
  %81 = fadd contract double %80, 0.000000e+00
  br label %82

82:                                               ; preds = %40, %57
  %83 = phi double [ %81, %57 ], [ 0.000000e+00, %40 ]
  %84 = icmp sgt i32 %10, 0
  %85 = icmp slt i32 %44, %46
  %86 = select i1 %84, i1 %85, i1 false
  %87 = select i1 %86, i1 %50, i1 false
  br i1 %87, label %88, label %112

88:                                               ; preds = %82
  %89 = zext nneg i32 %44 to i64
  %90 = add nuw nsw i64 %52, %89
  %91 = getelementptr inbounds nuw double, ptr %1, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !11
  %93 = getelementptr double, ptr %0, i64 %90
  %94 = getelementptr i8, ptr %93, i64 -8
  %95 = load double, ptr %94, align 8, !tbaa !11
  %96 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %97 = load double, ptr %96, align 8, !tbaa !11
  %98 = fadd contract double %95, %97
  %99 = sub nsw i64 %90, %48
  %100 = getelementptr inbounds nuw double, ptr %0, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !11
  %102 = fadd contract double %98, %101
  %103 = getelementptr inbounds nuw double, ptr %93, i64 %48
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = fadd contract double %102, %104
  %106 = load double, ptr %93, align 8, !tbaa !11
  %107 = fmul contract double %106, 4.000000e+00
  %108 = fsub contract double %105, %107
  %109 = fmul contract double %5, %108
  %110 = fadd contract double %92, %109
  %111 = fmul contract double %110, 2.000000e+00
  br label %112

112:                                              ; preds = %88, %82
  %113 = phi double [ %111, %88 ], [ 0.000000e+00, %82 ]
  %114 = fadd contract double %83, %113
  %115 = or disjoint i32 %44, 1
  %116 = icmp sgt i32 %10, -1
  %117 = icmp slt i32 %115, %46
  %118 = select i1 %116, i1 %117, i1 false
  %119 = select i1 %118, i1 %50, i1 false
  br i1 %119, label %120, label %143

120:                                              ; preds = %112
  %121 = zext nneg i32 %115 to i64
  %122 = add nuw nsw i64 %52, %121
  %123 = getelementptr inbounds nuw double, ptr %1, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !11
  %125 = getelementptr double, ptr %0, i64 %122
  %126 = getelementptr i8, ptr %125, i64 -8
  %127 = load double, ptr %126, align 8, !tbaa !11
  %128 = getelementptr inbounds nuw i8, ptr %125, i64 8
  %129 = load double, ptr %128, align 8, !tbaa !11
  %130 = fadd contract double %127, %129
  %131 = sub nsw i64 %122, %48
  %132 = getelementptr inbounds nuw double, ptr %0, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !11
  %134 = fadd contract double %130, %133
  %135 = getelementptr inbounds nuw double, ptr %125, i64 %48
  %136 = load double, ptr %135, align 8, !tbaa !11
  %137 = fadd contract double %134, %136
  %138 = load double, ptr %125, align 8, !tbaa !11
  %139 = fmul contract double %138, 4.000000e+00
  %140 = fsub contract double %137, %139
  %141 = fmul contract double %5, %140
  %142 = fadd contract double %124, %141
  br label %143

143:                                              ; preds = %120, %112
  %144 = phi double [ %142, %120 ], [ 0.000000e+00, %112 ]
  %145 = fadd contract double %114, %144
  %146 = icmp slt i32 %45, %47
  %147 = zext nneg i32 %45 to i64
  %148 = mul nuw nsw i64 %147, %48
  %149 = icmp sgt i32 %10, 0
  %150 = icmp slt i32 %44, %41
  %151 = select i1 %149, i1 %150, i1 false
  %152 = select i1 %151, i1 %146, i1 false
  br i1 %152, label %153, label %178

153:                                              ; preds = %143
  %154 = add nsw i32 %44, -1
  %155 = zext nneg i32 %154 to i64
  %156 = add nuw nsw i64 %148, %155
  %157 = getelementptr inbounds nuw double, ptr %1, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !11
  %159 = getelementptr double, ptr %0, i64 %156
  %160 = getelementptr i8, ptr %159, i64 -8
  %161 = load double, ptr %160, align 8, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %159, i64 8
  %163 = load double, ptr %162, align 8, !tbaa !11
  %164 = fadd contract double %161, %163
  %165 = sub nsw i64 %156, %48
  %166 = getelementptr inbounds nuw double, ptr %0, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = fadd contract double %164, %167
  %169 = getelementptr inbounds nuw double, ptr %159, i64 %48
  %170 = load double, ptr %169, align 8, !tbaa !11
  %171 = fadd contract double %168, %170
  %172 = load double, ptr %159, align 8, !tbaa !11
  %173 = fmul contract double %172, 4.000000e+00
  %174 = fsub contract double %171, %173
  %175 = fmul contract double %5, %174
  %176 = fadd contract double %158, %175
  %177 = fmul contract double %176, 2.000000e+00
  br label %178

178:                                              ; preds = %153, %143
  %179 = phi double [ %177, %153 ], [ 0.000000e+00, %143 ]
  %180 = fadd contract double %145, %179
  %181 = icmp sgt i32 %10, 0
  %182 = icmp slt i32 %44, %46
  %183 = select i1 %181, i1 %182, i1 false
  %184 = select i1 %183, i1 %146, i1 false
  br i1 %184, label %185, label %209

185:                                              ; preds = %178
  %186 = zext nneg i32 %44 to i64
  %187 = add nuw nsw i64 %148, %186
  %188 = getelementptr inbounds nuw double, ptr %1, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !11
  %190 = getelementptr double, ptr %0, i64 %187
  %191 = getelementptr i8, ptr %190, i64 -8
  %192 = load double, ptr %191, align 8, !tbaa !11
  %193 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %194 = load double, ptr %193, align 8, !tbaa !11
  %195 = fadd contract double %192, %194
  %196 = sub nsw i64 %187, %48
  %197 = getelementptr inbounds nuw double, ptr %0, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !11
  %199 = fadd contract double %195, %198
  %200 = getelementptr inbounds nuw double, ptr %190, i64 %48
  %201 = load double, ptr %200, align 8, !tbaa !11
  %202 = fadd contract double %199, %201
  %203 = load double, ptr %190, align 8, !tbaa !11
  %204 = fmul contract double %203, 4.000000e+00
  %205 = fsub contract double %202, %204
  %206 = fmul contract double %5, %205
  %207 = fadd contract double %189, %206
  %208 = fmul contract double %207, 4.000000e+00
  br label %209

209:                                              ; preds = %185, %178
  %210 = phi double [ %208, %185 ], [ 0.000000e+00, %178 ]
  %211 = fadd contract double %180, %210
  %212 = or disjoint i32 %44, 1
  %213 = icmp sgt i32 %10, -1
  %214 = icmp slt i32 %212, %46
  %215 = select i1 %213, i1 %214, i1 false
  %216 = select i1 %215, i1 %146, i1 false
  br i1 %216, label %217, label %241

217:                                              ; preds = %209
  %218 = zext nneg i32 %212 to i64
  %219 = add nuw nsw i64 %148, %218
  %220 = getelementptr inbounds nuw double, ptr %1, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = getelementptr double, ptr %0, i64 %219
  %223 = getelementptr i8, ptr %222, i64 -8
  %224 = load double, ptr %223, align 8, !tbaa !11
  %225 = getelementptr inbounds nuw i8, ptr %222, i64 8
  %226 = load double, ptr %225, align 8, !tbaa !11
  %227 = fadd contract double %224, %226
  %228 = sub nsw i64 %219, %48
  %229 = getelementptr inbounds nuw double, ptr %0, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !11
  %231 = fadd contract double %227, %230
  %232 = getelementptr inbounds nuw double, ptr %222, i64 %48
  %233 = load double, ptr %232, align 8, !tbaa !11
  %234 = fadd contract double %231, %233
  %235 = load double, ptr %222, align 8, !tbaa !11
  %236 = fmul contract double %235, 4.000000e+00
  %237 = fsub contract double %234, %236
  %238 = fmul contract double %5, %237
  %239 = fadd contract double %221, %238
  %240 = fmul contract double %239, 2.000000e+00
  br label %241

241:                                              ; preds = %217, %209
  %242 = phi double [ %240, %217 ], [ 0.000000e+00, %209 ]
  %243 = fadd contract double %211, %242
  %244 = or disjoint i32 %45, 1
  %245 = icmp slt i32 %244, %47
  %246 = zext nneg i32 %244 to i64
  %247 = mul nuw nsw i64 %246, %48
  %248 = icmp sgt i32 %10, 0
  %249 = icmp slt i32 %44, %41
  %250 = select i1 %248, i1 %249, i1 false
  %251 = select i1 %250, i1 %245, i1 false
  br i1 %251, label %252, label %276

252:                                              ; preds = %241
  %253 = add nsw i32 %44, -1
  %254 = zext nneg i32 %253 to i64
  %255 = add nuw nsw i64 %247, %254
  %256 = getelementptr inbounds nuw double, ptr %1, i64 %255
  %257 = load double, ptr %256, align 8, !tbaa !11
  %258 = getelementptr double, ptr %0, i64 %255
  %259 = getelementptr i8, ptr %258, i64 -8
  %260 = load double, ptr %259, align 8, !tbaa !11
  %261 = getelementptr inbounds nuw i8, ptr %258, i64 8
  %262 = load double, ptr %261, align 8, !tbaa !11
  %263 = fadd contract double %260, %262
  %264 = sub nsw i64 %255, %48
  %265 = getelementptr inbounds nuw double, ptr %0, i64 %264
  %266 = load double, ptr %265, align 8, !tbaa !11
  %267 = fadd contract double %263, %266
  %268 = getelementptr inbounds nuw double, ptr %258, i64 %48
  %269 = load double, ptr %268, align 8, !tbaa !11
  %270 = fadd contract double %267, %269
  %271 = load double, ptr %258, align 8, !tbaa !11
  %272 = fmul contract double %271, 4.000000e+00
  %273 = fsub contract double %270, %272
  %274 = fmul contract double %5, %273
  %275 = fadd contract double %257, %274
  br label %276

276:                                              ; preds = %252, %241
  %277 = phi double [ %275, %252 ], [ 0.000000e+00, %241 ]
  %278 = fadd contract double %243, %277
  %279 = icmp sgt i32 %10, 0
  %280 = icmp slt i32 %44, %46
  %281 = select i1 %279, i1 %280, i1 false
  %282 = select i1 %281, i1 %245, i1 false
  br i1 %282, label %283, label %307

283:                                              ; preds = %276
  %284 = zext nneg i32 %44 to i64
  %285 = add nuw nsw i64 %247, %284
  %286 = getelementptr inbounds nuw double, ptr %1, i64 %285
  %287 = load double, ptr %286, align 8, !tbaa !11
  %288 = getelementptr double, ptr %0, i64 %285
  %289 = getelementptr i8, ptr %288, i64 -8
  %290 = load double, ptr %289, align 8, !tbaa !11
  %291 = getelementptr inbounds nuw i8, ptr %288, i64 8
  %292 = load double, ptr %291, align 8, !tbaa !11
  %293 = fadd contract double %290, %292
  %294 = sub nsw i64 %285, %48
  %295 = getelementptr inbounds nuw double, ptr %0, i64 %294
  %296 = load double, ptr %295, align 8, !tbaa !11
  %297 = fadd contract double %293, %296
  %298 = getelementptr inbounds nuw double, ptr %288, i64 %48
  %299 = load double, ptr %298, align 8, !tbaa !11
  %300 = fadd contract double %297, %299
  %301 = load double, ptr %288, align 8, !tbaa !11
  %302 = fmul contract double %301, 4.000000e+00
  %303 = fsub contract double %300, %302
  %304 = fmul contract double %5, %303
  %305 = fadd contract double %287, %304
  %306 = fmul contract double %305, 2.000000e+00
  br label %307

307:                                              ; preds = %283, %276
  %308 = phi double [ %306, %283 ], [ 0.000000e+00, %276 ]
  %309 = fadd contract double %278, %308
  %310 = or disjoint i32 %44, 1
  %311 = icmp sgt i32 %10, -1
  %312 = icmp slt i32 %310, %46
  %313 = select i1 %311, i1 %312, i1 false
  %314 = select i1 %313, i1 %245, i1 false
  br i1 %314, label %315, label %338

315:                                              ; preds = %307
  %316 = zext nneg i32 %310 to i64
  %317 = add nuw nsw i64 %247, %316
  %318 = getelementptr inbounds nuw double, ptr %1, i64 %317
  %319 = load double, ptr %318, align 8, !tbaa !11
  %320 = getelementptr double, ptr %0, i64 %317
  %321 = getelementptr i8, ptr %320, i64 -8
  %322 = load double, ptr %321, align 8, !tbaa !11
  %323 = getelementptr inbounds nuw i8, ptr %320, i64 8
  %324 = load double, ptr %323, align 8, !tbaa !11
  %325 = fadd contract double %322, %324
  %326 = sub nsw i64 %317, %48
  %327 = getelementptr inbounds nuw double, ptr %0, i64 %326
  %328 = load double, ptr %327, align 8, !tbaa !11
  %329 = fadd contract double %325, %328
  %330 = getelementptr inbounds nuw double, ptr %320, i64 %48
  %331 = load double, ptr %330, align 8, !tbaa !11
  %332 = fadd contract double %329, %331
  %333 = load double, ptr %320, align 8, !tbaa !11
  %334 = fmul contract double %333, 4.000000e+00
  %335 = fsub contract double %332, %334
  %336 = fmul contract double %5, %335
  %337 = fadd contract double %319, %336
  br label %338

338:                                              ; preds = %315, %307
  %339 = phi double [ %337, %315 ], [ 0.000000e+00, %307 ]
  %340 = fadd contract double %309, %339
  %341 = fmul contract double %340, 6.250000e-02
  br label %342

342:                                              ; preds = %26, %338
  %343 = phi double [ %341, %338 ], [ 0.000000e+00, %26 ]
  %344 = getelementptr double, ptr %2, i64 %29
  %345 = getelementptr double, ptr %344, i64 %30
  store double %343, ptr %345, align 8, !tbaa !11
  br label %346

346:                                              ; preds = %342, %6, %16, %20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!"double", !8, i64 0}
