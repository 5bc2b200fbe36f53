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
  br i1 %15, label %330, label %16

16:                                               ; preds = %6
  %17 = icmp samesign ult i32 %13, 16
  %18 = icmp slt i32 %10, %3
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %330

20:                                               ; preds = %16
  %21 = icmp sge i32 %14, %4
  %22 = icmp slt i32 %3, 2
  %23 = or i1 %22, %21
  %24 = icmp slt i32 %4, 2
  %25 = or i1 %24, %23
  br i1 %25, label %330, label %26

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
  br i1 %39, label %326, label %40

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
  %53 = add nsw i32 %44, -1
  %54 = icmp sgt i32 %10, 0
  %55 = icmp slt i32 %44, %41
  %56 = select i1 %54, i1 %55, i1 false
  %57 = select i1 %56, i1 %50, i1 false
  br i1 %57, label %58, label %82

58:                                               ; preds = %40
  %59 = zext nneg i32 %53 to i64
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

82:                                               ; preds = %40, %58
  %83 = phi double [ %81, %58 ], [ 0.000000e+00, %40 ]
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
  %146 = icmp samesign ult i32 %45, %47
  %147 = zext nneg i32 %45 to i64
  %148 = mul nuw nsw i64 %147, %48
  %149 = select i1 %54, i1 %55, i1 false
  %150 = select i1 %149, i1 %146, i1 false
  br i1 %150, label %151, label %175

151:                                              ; preds = %143
  %152 = zext nneg i32 %53 to i64
  %153 = add nuw nsw i64 %148, %152
  %154 = getelementptr inbounds nuw double, ptr %1, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !11
  %156 = getelementptr double, ptr %0, i64 %153
  %157 = getelementptr i8, ptr %156, i64 -8
  %158 = load double, ptr %157, align 8, !tbaa !11
  %159 = getelementptr inbounds nuw i8, ptr %156, i64 8
  %160 = load double, ptr %159, align 8, !tbaa !11
  %161 = fadd contract double %158, %160
  %162 = sub nsw i64 %153, %48
  %163 = getelementptr inbounds nuw double, ptr %0, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !11
  %165 = fadd contract double %161, %164
  %166 = getelementptr inbounds nuw double, ptr %156, i64 %48
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = fadd contract double %165, %167
  %169 = load double, ptr %156, align 8, !tbaa !11
  %170 = fmul contract double %169, 4.000000e+00
  %171 = fsub contract double %168, %170
  %172 = fmul contract double %5, %171
  %173 = fadd contract double %155, %172
  %174 = fmul contract double %173, 2.000000e+00
  br label %175

175:                                              ; preds = %151, %143
  %176 = phi double [ %174, %151 ], [ 0.000000e+00, %143 ]
  %177 = fadd contract double %145, %176
  %178 = select i1 %84, i1 %85, i1 false
  %179 = select i1 %178, i1 %146, i1 false
  br i1 %179, label %180, label %204

180:                                              ; preds = %175
  %181 = zext nneg i32 %44 to i64
  %182 = add nuw nsw i64 %148, %181
  %183 = getelementptr inbounds nuw double, ptr %1, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !11
  %185 = getelementptr double, ptr %0, i64 %182
  %186 = getelementptr i8, ptr %185, i64 -8
  %187 = load double, ptr %186, align 8, !tbaa !11
  %188 = getelementptr inbounds nuw i8, ptr %185, i64 8
  %189 = load double, ptr %188, align 8, !tbaa !11
  %190 = fadd contract double %187, %189
  %191 = sub nsw i64 %182, %48
  %192 = getelementptr inbounds nuw double, ptr %0, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !11
  %194 = fadd contract double %190, %193
  %195 = getelementptr inbounds nuw double, ptr %185, i64 %48
  %196 = load double, ptr %195, align 8, !tbaa !11
  %197 = fadd contract double %194, %196
  %198 = load double, ptr %185, align 8, !tbaa !11
  %199 = fmul contract double %198, 4.000000e+00
  %200 = fsub contract double %197, %199
  %201 = fmul contract double %5, %200
  %202 = fadd contract double %184, %201
  %203 = fmul contract double %202, 4.000000e+00
  br label %204

204:                                              ; preds = %180, %175
  %205 = phi double [ %203, %180 ], [ 0.000000e+00, %175 ]
  %206 = fadd contract double %177, %205
  %207 = select i1 %116, i1 %117, i1 false
  %208 = select i1 %207, i1 %146, i1 false
  br i1 %208, label %209, label %233

209:                                              ; preds = %204
  %210 = zext nneg i32 %115 to i64
  %211 = add nuw nsw i64 %148, %210
  %212 = getelementptr inbounds nuw double, ptr %1, i64 %211
  %213 = load double, ptr %212, align 8, !tbaa !11
  %214 = getelementptr double, ptr %0, i64 %211
  %215 = getelementptr i8, ptr %214, i64 -8
  %216 = load double, ptr %215, align 8, !tbaa !11
  %217 = getelementptr inbounds nuw i8, ptr %214, i64 8
  %218 = load double, ptr %217, align 8, !tbaa !11
  %219 = fadd contract double %216, %218
  %220 = sub nsw i64 %211, %48
  %221 = getelementptr inbounds nuw double, ptr %0, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !11
  %223 = fadd contract double %219, %222
  %224 = getelementptr inbounds nuw double, ptr %214, i64 %48
  %225 = load double, ptr %224, align 8, !tbaa !11
  %226 = fadd contract double %223, %225
  %227 = load double, ptr %214, align 8, !tbaa !11
  %228 = fmul contract double %227, 4.000000e+00
  %229 = fsub contract double %226, %228
  %230 = fmul contract double %5, %229
  %231 = fadd contract double %213, %230
  %232 = fmul contract double %231, 2.000000e+00
  br label %233

233:                                              ; preds = %209, %204
  %234 = phi double [ %232, %209 ], [ 0.000000e+00, %204 ]
  %235 = fadd contract double %206, %234
  %236 = or disjoint i32 %45, 1
  %237 = icmp samesign ult i32 %236, %47
  %238 = zext nneg i32 %236 to i64
  %239 = mul nuw nsw i64 %238, %48
  %240 = select i1 %54, i1 %55, i1 false
  %241 = select i1 %240, i1 %237, i1 false
  br i1 %241, label %242, label %265

242:                                              ; preds = %233
  %243 = zext nneg i32 %53 to i64
  %244 = add nuw nsw i64 %239, %243
  %245 = getelementptr inbounds nuw double, ptr %1, i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !11
  %247 = getelementptr double, ptr %0, i64 %244
  %248 = getelementptr i8, ptr %247, i64 -8
  %249 = load double, ptr %248, align 8, !tbaa !11
  %250 = getelementptr inbounds nuw i8, ptr %247, i64 8
  %251 = load double, ptr %250, align 8, !tbaa !11
  %252 = fadd contract double %249, %251
  %253 = sub nsw i64 %244, %48
  %254 = getelementptr inbounds nuw double, ptr %0, i64 %253
  %255 = load double, ptr %254, align 8, !tbaa !11
  %256 = fadd contract double %252, %255
  %257 = getelementptr inbounds nuw double, ptr %247, i64 %48
  %258 = load double, ptr %257, align 8, !tbaa !11
  %259 = fadd contract double %256, %258
  %260 = load double, ptr %247, align 8, !tbaa !11
  %261 = fmul contract double %260, 4.000000e+00
  %262 = fsub contract double %259, %261
  %263 = fmul contract double %5, %262
  %264 = fadd contract double %246, %263
  br label %265

265:                                              ; preds = %242, %233
  %266 = phi double [ %264, %242 ], [ 0.000000e+00, %233 ]
  %267 = fadd contract double %235, %266
  %268 = select i1 %84, i1 %85, i1 false
  %269 = select i1 %268, i1 %237, i1 false
  br i1 %269, label %270, label %294

270:                                              ; preds = %265
  %271 = zext nneg i32 %44 to i64
  %272 = add nuw nsw i64 %239, %271
  %273 = getelementptr inbounds nuw double, ptr %1, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !11
  %275 = getelementptr double, ptr %0, i64 %272
  %276 = getelementptr i8, ptr %275, i64 -8
  %277 = load double, ptr %276, align 8, !tbaa !11
  %278 = getelementptr inbounds nuw i8, ptr %275, i64 8
  %279 = load double, ptr %278, align 8, !tbaa !11
  %280 = fadd contract double %277, %279
  %281 = sub nsw i64 %272, %48
  %282 = getelementptr inbounds nuw double, ptr %0, i64 %281
  %283 = load double, ptr %282, align 8, !tbaa !11
  %284 = fadd contract double %280, %283
  %285 = getelementptr inbounds nuw double, ptr %275, i64 %48
  %286 = load double, ptr %285, align 8, !tbaa !11
  %287 = fadd contract double %284, %286
  %288 = load double, ptr %275, align 8, !tbaa !11
  %289 = fmul contract double %288, 4.000000e+00
  %290 = fsub contract double %287, %289
  %291 = fmul contract double %5, %290
  %292 = fadd contract double %274, %291
  %293 = fmul contract double %292, 2.000000e+00
  br label %294

294:                                              ; preds = %270, %265
  %295 = phi double [ %293, %270 ], [ 0.000000e+00, %265 ]
  %296 = fadd contract double %267, %295
  %297 = select i1 %116, i1 %117, i1 false
  %298 = select i1 %297, i1 %237, i1 false
  br i1 %298, label %299, label %322

299:                                              ; preds = %294
  %300 = zext nneg i32 %115 to i64
  %301 = add nuw nsw i64 %239, %300
  %302 = getelementptr inbounds nuw double, ptr %1, i64 %301
  %303 = load double, ptr %302, align 8, !tbaa !11
  %304 = getelementptr double, ptr %0, i64 %301
  %305 = getelementptr i8, ptr %304, i64 -8
  %306 = load double, ptr %305, align 8, !tbaa !11
  %307 = getelementptr inbounds nuw i8, ptr %304, i64 8
  %308 = load double, ptr %307, align 8, !tbaa !11
  %309 = fadd contract double %306, %308
  %310 = sub nsw i64 %301, %48
  %311 = getelementptr inbounds nuw double, ptr %0, i64 %310
  %312 = load double, ptr %311, align 8, !tbaa !11
  %313 = fadd contract double %309, %312
  %314 = getelementptr inbounds nuw double, ptr %304, i64 %48
  %315 = load double, ptr %314, align 8, !tbaa !11
  %316 = fadd contract double %313, %315
  %317 = load double, ptr %304, align 8, !tbaa !11
  %318 = fmul contract double %317, 4.000000e+00
  %319 = fsub contract double %316, %318
  %320 = fmul contract double %5, %319
  %321 = fadd contract double %303, %320
  br label %322

322:                                              ; preds = %299, %294
  %323 = phi double [ %321, %299 ], [ 0.000000e+00, %294 ]
  %324 = fadd contract double %296, %323
  %325 = fmul contract double %324, 6.250000e-02
  br label %326

326:                                              ; preds = %26, %322
  %327 = phi double [ %325, %322 ], [ 0.000000e+00, %26 ]
  %328 = getelementptr double, ptr %2, i64 %29
  %329 = getelementptr double, ptr %328, i64 %30
  store double %327, ptr %329, align 8, !tbaa !11
  br label %330

330:                                              ; preds = %326, %6, %16, %20
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
