; ModuleID = 'src/gillespie_ssa.cu'
source_filename = "src/gillespie_ssa.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SsaNetwork = type { i32, i32, [8 x [2 x i32]], [8 x [6 x i32]], [8 x float] }
%struct.Rng128 = type { [4 x i32] }

@c_net = dso_local addrspace(4) externally_initialized constant %struct.SsaNetwork zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_net to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ssa_direct(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, double noundef %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  %9 = alloca [6 x i32], align 4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp sge i32 %14, %1
  %16 = icmp slt i32 %3, 1
  %17 = or i1 %15, %16
  br i1 %17, label %807, label %18

18:                                               ; preds = %8
  %19 = load i32, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), align 4, !tbaa !11
  %20 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %19, i32 1)
  %21 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 4), align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  %22 = load i32, ptr %0, align 4, !tbaa !6
  %23 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %22, i32 0)
  %24 = tail call i32 @llvm.umin.i32(i32 %23, i32 134217728)
  store i32 %24, ptr %9, align 4, !tbaa !6
  %25 = icmp sgt i32 %19, 1
  br i1 %25, label %26, label %31

26:                                               ; preds = %18
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = tail call i32 @llvm.umin.i32(i32 %29, i32 134217728)
  br label %31

31:                                               ; preds = %26, %18
  %32 = phi i32 [ %30, %26 ], [ 0, %18 ]
  %33 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %32, ptr %33, align 4, !tbaa !6
  %34 = icmp sgt i32 %19, 2
  br i1 %34, label %35, label %40

35:                                               ; preds = %31
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %37, i32 0)
  %39 = tail call i32 @llvm.umin.i32(i32 %38, i32 134217728)
  br label %40

40:                                               ; preds = %35, %31
  %41 = phi i32 [ %39, %35 ], [ 0, %31 ]
  %42 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %41, ptr %42, align 4, !tbaa !6
  %43 = icmp sgt i32 %19, 3
  br i1 %43, label %44, label %49

44:                                               ; preds = %40
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %46, i32 0)
  %48 = tail call i32 @llvm.umin.i32(i32 %47, i32 134217728)
  br label %49

49:                                               ; preds = %44, %40
  %50 = phi i32 [ %48, %44 ], [ 0, %40 ]
  %51 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %50, ptr %51, align 4, !tbaa !6
  %52 = icmp sgt i32 %19, 4
  br i1 %52, label %53, label %58

53:                                               ; preds = %49
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %55, i32 0)
  %57 = tail call i32 @llvm.umin.i32(i32 %56, i32 134217728)
  br label %58

58:                                               ; preds = %53, %49
  %59 = phi i32 [ %57, %53 ], [ 0, %49 ]
  %60 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %59, ptr %60, align 4, !tbaa !6
  %61 = icmp sgt i32 %19, 5
  br i1 %61, label %62, label %67

62:                                               ; preds = %58
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %64, i32 0)
  %66 = tail call i32 @llvm.umin.i32(i32 %65, i32 134217728)
  br label %67

67:                                               ; preds = %62, %58
  %68 = phi i32 [ %66, %62 ], [ 0, %58 ]
  %69 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %68, ptr %69, align 4, !tbaa !6
  %70 = tail call i32 @llvm.umin.i32(i32 %20, i32 6)
  %71 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 1)
  %72 = tail call i32 @llvm.umin.i32(i32 %71, i32 8)
  %73 = sext i32 %14 to i64
  %74 = mul i64 %73, -3372029247567499371
  %75 = xor i64 %5, %74
  %76 = add i64 %75, -7046029254386353131
  %77 = lshr i64 %76, 30
  %78 = xor i64 %77, %76
  %79 = mul i64 %78, -4658895280553007687
  %80 = lshr i64 %79, 27
  %81 = xor i64 %80, %79
  %82 = mul i64 %81, -7723592293110705685
  %83 = lshr i64 %82, 31
  %84 = xor i64 %83, %82
  %85 = add i64 %75, 4354685564936845354
  %86 = lshr i64 %85, 30
  %87 = xor i64 %86, %85
  %88 = mul i64 %87, -4658895280553007687
  %89 = lshr i64 %88, 27
  %90 = xor i64 %89, %88
  %91 = mul i64 %90, -7723592293110705685
  %92 = lshr i64 %91, 31
  %93 = xor i64 %92, %91
  %94 = trunc i64 %84 to i32
  %95 = lshr i64 %84, 32
  %96 = trunc nuw i64 %95 to i32
  %97 = trunc i64 %93 to i32
  %98 = lshr i64 %91, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = or i32 %99, 1
  %101 = tail call i32 @llvm.umax.i32(i32 %3, i32 2)
  %102 = add nsw i32 %101, -1
  %103 = uitofp nneg i32 %102 to double
  %104 = fdiv contract double %2, %103
  %105 = zext nneg i32 %3 to i64
  %106 = mul nsw i64 %73, 24
  %107 = mul i64 %106, %105
  %108 = getelementptr inbounds nuw i8, ptr %6, i64 %107
  %109 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %110 = add nsw i32 %72, -1
  %111 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 8), align 4
  %112 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 12), align 4
  %113 = icmp sgt i32 %111, -1
  %114 = icmp sgt i32 %112, -1
  %115 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 264), align 4
  %116 = tail call float @llvm.maxnum.f32(float %115, float 0.000000e+00)
  %117 = icmp sgt i32 %21, 1
  %118 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 16), align 4
  %119 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 20), align 4
  %120 = icmp sgt i32 %118, -1
  %121 = icmp sgt i32 %119, -1
  %122 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 268), align 4
  %123 = tail call float @llvm.maxnum.f32(float %122, float 0.000000e+00)
  %124 = icmp sgt i32 %21, 2
  %125 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 24), align 4
  %126 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 28), align 4
  %127 = icmp sgt i32 %125, -1
  %128 = icmp sgt i32 %126, -1
  %129 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 272), align 4
  %130 = tail call float @llvm.maxnum.f32(float %129, float 0.000000e+00)
  %131 = icmp sgt i32 %21, 3
  %132 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 32), align 4
  %133 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 36), align 4
  %134 = icmp sgt i32 %132, -1
  %135 = icmp sgt i32 %133, -1
  %136 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 276), align 4
  %137 = tail call float @llvm.maxnum.f32(float %136, float 0.000000e+00)
  %138 = icmp sgt i32 %21, 4
  %139 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 40), align 4
  %140 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 44), align 4
  %141 = icmp sgt i32 %139, -1
  %142 = icmp sgt i32 %140, -1
  %143 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 280), align 4
  %144 = tail call float @llvm.maxnum.f32(float %143, float 0.000000e+00)
  %145 = icmp sgt i32 %21, 5
  %146 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 48), align 4
  %147 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 52), align 4
  %148 = icmp sgt i32 %146, -1
  %149 = icmp sgt i32 %147, -1
  %150 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 284), align 4
  %151 = tail call float @llvm.maxnum.f32(float %150, float 0.000000e+00)
  %152 = icmp sgt i32 %21, 6
  %153 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 56), align 4
  %154 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 60), align 4
  %155 = icmp sgt i32 %153, -1
  %156 = icmp sgt i32 %154, -1
  %157 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 288), align 4
  %158 = tail call float @llvm.maxnum.f32(float %157, float 0.000000e+00)
  %159 = icmp sgt i32 %21, 7
  %160 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 64), align 4
  %161 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 68), align 4
  %162 = icmp sgt i32 %160, -1
  %163 = icmp sgt i32 %161, -1
  %164 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 292), align 4
  %165 = tail call float @llvm.maxnum.f32(float %164, float 0.000000e+00)
  %166 = icmp slt i32 %21, 2
  %167 = icmp eq i32 %21, 2
  %168 = icmp eq i32 %21, 3
  %169 = icmp eq i32 %21, 4
  %170 = icmp eq i32 %21, 5
  %171 = icmp eq i32 %21, 6
  %172 = icmp eq i32 %21, 7
  br label %173

173:                                              ; preds = %713, %67
  %174 = phi i32 [ %68, %67 ], [ %714, %713 ]
  %175 = phi i32 [ %59, %67 ], [ %715, %713 ]
  %176 = phi i32 [ %50, %67 ], [ %716, %713 ]
  %177 = phi i32 [ %41, %67 ], [ %717, %713 ]
  %178 = phi i32 [ %32, %67 ], [ %718, %713 ]
  %179 = phi i32 [ %24, %67 ], [ %719, %713 ]
  %180 = phi i32 [ %100, %67 ], [ %720, %713 ]
  %181 = phi i32 [ %97, %67 ], [ %721, %713 ]
  %182 = phi i32 [ %96, %67 ], [ %722, %713 ]
  %183 = phi i32 [ %94, %67 ], [ %723, %713 ]
  %184 = phi double [ 0.000000e+00, %67 ], [ %724, %713 ]
  %185 = phi i32 [ 0, %67 ], [ %587, %713 ]
  %186 = phi i32 [ 0, %67 ], [ %725, %713 ]
  %187 = icmp slt i32 %185, %3
  br i1 %187, label %188, label %726

188:                                              ; preds = %173
  br i1 %113, label %189, label %214

189:                                              ; preds = %188
  %190 = urem i32 %111, %70
  br i1 %114, label %191, label %209

191:                                              ; preds = %189
  %192 = urem i32 %112, %70
  %193 = icmp eq i32 %190, %192
  %194 = zext nneg i32 %190 to i64
  %195 = getelementptr inbounds nuw i32, ptr %9, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = sitofp i32 %196 to float
  br i1 %193, label %198, label %203

198:                                              ; preds = %191
  %199 = fmul contract float %197, 5.000000e-01
  %200 = add nsw i32 %196, -1
  %201 = sitofp i32 %200 to float
  %202 = fmul contract float %199, %201
  br label %214

203:                                              ; preds = %191
  %204 = zext nneg i32 %192 to i64
  %205 = getelementptr inbounds nuw i32, ptr %9, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = sitofp i32 %206 to float
  %208 = fmul contract float %197, %207
  br label %214

209:                                              ; preds = %189
  %210 = zext nneg i32 %190 to i64
  %211 = getelementptr inbounds nuw i32, ptr %9, i64 %210
  %212 = load i32, ptr %211, align 4, !tbaa !6
  %213 = sitofp i32 %212 to float
  br label %214

214:                                              ; preds = %209, %203, %198, %188
  %215 = phi float [ 1.000000e+00, %188 ], [ %213, %209 ], [ %202, %198 ], [ %208, %203 ]
  %216 = tail call noundef float @llvm.maxnum.f32(float %215, float 0.000000e+00)
  %217 = fmul contract float %216, %116
  %218 = fadd contract float %217, 0.000000e+00
  br i1 %117, label %219, label %249

219:                                              ; preds = %214
  br i1 %120, label %220, label %245

220:                                              ; preds = %219
  %221 = urem i32 %118, %70
  br i1 %121, label %227, label %222

222:                                              ; preds = %220
  %223 = zext nneg i32 %221 to i64
  %224 = getelementptr inbounds nuw i32, ptr %9, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !6
  %226 = sitofp i32 %225 to float
  br label %245

227:                                              ; preds = %220
  %228 = urem i32 %119, %70
  %229 = icmp eq i32 %221, %228
  %230 = zext nneg i32 %221 to i64
  %231 = getelementptr inbounds nuw i32, ptr %9, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !6
  %233 = sitofp i32 %232 to float
  br i1 %229, label %240, label %234

234:                                              ; preds = %227
  %235 = zext nneg i32 %228 to i64
  %236 = getelementptr inbounds nuw i32, ptr %9, i64 %235
  %237 = load i32, ptr %236, align 4, !tbaa !6
  %238 = sitofp i32 %237 to float
  %239 = fmul contract float %233, %238
  br label %245

240:                                              ; preds = %227
  %241 = fmul contract float %233, 5.000000e-01
  %242 = add nsw i32 %232, -1
  %243 = sitofp i32 %242 to float
  %244 = fmul contract float %241, %243
  br label %245

245:                                              ; preds = %240, %234, %222, %219
  %246 = phi float [ 1.000000e+00, %219 ], [ %226, %222 ], [ %244, %240 ], [ %239, %234 ]
  %247 = tail call noundef float @llvm.maxnum.f32(float %246, float 0.000000e+00)
  %248 = fmul contract float %247, %123
  br label %249

249:                                              ; preds = %245, %214
  %250 = phi contract float [ %248, %245 ], [ 0.000000e+00, %214 ]
  %251 = fadd contract float %218, %250
  br i1 %124, label %252, label %282

252:                                              ; preds = %249
  br i1 %127, label %253, label %278

253:                                              ; preds = %252
  %254 = urem i32 %125, %70
  br i1 %128, label %260, label %255

255:                                              ; preds = %253
  %256 = zext nneg i32 %254 to i64
  %257 = getelementptr inbounds nuw i32, ptr %9, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !6
  %259 = sitofp i32 %258 to float
  br label %278

260:                                              ; preds = %253
  %261 = urem i32 %126, %70
  %262 = icmp eq i32 %254, %261
  %263 = zext nneg i32 %254 to i64
  %264 = getelementptr inbounds nuw i32, ptr %9, i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !6
  %266 = sitofp i32 %265 to float
  br i1 %262, label %273, label %267

267:                                              ; preds = %260
  %268 = zext nneg i32 %261 to i64
  %269 = getelementptr inbounds nuw i32, ptr %9, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !6
  %271 = sitofp i32 %270 to float
  %272 = fmul contract float %266, %271
  br label %278

273:                                              ; preds = %260
  %274 = fmul contract float %266, 5.000000e-01
  %275 = add nsw i32 %265, -1
  %276 = sitofp i32 %275 to float
  %277 = fmul contract float %274, %276
  br label %278

278:                                              ; preds = %273, %267, %255, %252
  %279 = phi float [ 1.000000e+00, %252 ], [ %259, %255 ], [ %277, %273 ], [ %272, %267 ]
  %280 = tail call noundef float @llvm.maxnum.f32(float %279, float 0.000000e+00)
  %281 = fmul contract float %280, %130
  br label %282

282:                                              ; preds = %278, %249
  %283 = phi contract float [ %281, %278 ], [ 0.000000e+00, %249 ]
  %284 = fadd contract float %251, %283
  br i1 %131, label %285, label %315

285:                                              ; preds = %282
  br i1 %134, label %286, label %311

286:                                              ; preds = %285
  %287 = urem i32 %132, %70
  br i1 %135, label %293, label %288

288:                                              ; preds = %286
  %289 = zext nneg i32 %287 to i64
  %290 = getelementptr inbounds nuw i32, ptr %9, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !6
  %292 = sitofp i32 %291 to float
  br label %311

293:                                              ; preds = %286
  %294 = urem i32 %133, %70
  %295 = icmp eq i32 %287, %294
  %296 = zext nneg i32 %287 to i64
  %297 = getelementptr inbounds nuw i32, ptr %9, i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !6
  %299 = sitofp i32 %298 to float
  br i1 %295, label %306, label %300

300:                                              ; preds = %293
  %301 = zext nneg i32 %294 to i64
  %302 = getelementptr inbounds nuw i32, ptr %9, i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !6
  %304 = sitofp i32 %303 to float
  %305 = fmul contract float %299, %304
  br label %311

306:                                              ; preds = %293
  %307 = fmul contract float %299, 5.000000e-01
  %308 = add nsw i32 %298, -1
  %309 = sitofp i32 %308 to float
  %310 = fmul contract float %307, %309
  br label %311

311:                                              ; preds = %306, %300, %288, %285
  %312 = phi float [ 1.000000e+00, %285 ], [ %292, %288 ], [ %310, %306 ], [ %305, %300 ]
  %313 = tail call noundef float @llvm.maxnum.f32(float %312, float 0.000000e+00)
  %314 = fmul contract float %313, %137
  br label %315

315:                                              ; preds = %311, %282
  %316 = phi contract float [ %314, %311 ], [ 0.000000e+00, %282 ]
  %317 = fadd contract float %284, %316
  br i1 %138, label %318, label %348

318:                                              ; preds = %315
  br i1 %141, label %319, label %344

319:                                              ; preds = %318
  %320 = urem i32 %139, %70
  br i1 %142, label %326, label %321

321:                                              ; preds = %319
  %322 = zext nneg i32 %320 to i64
  %323 = getelementptr inbounds nuw i32, ptr %9, i64 %322
  %324 = load i32, ptr %323, align 4, !tbaa !6
  %325 = sitofp i32 %324 to float
  br label %344

326:                                              ; preds = %319
  %327 = urem i32 %140, %70
  %328 = icmp eq i32 %320, %327
  %329 = zext nneg i32 %320 to i64
  %330 = getelementptr inbounds nuw i32, ptr %9, i64 %329
  %331 = load i32, ptr %330, align 4, !tbaa !6
  %332 = sitofp i32 %331 to float
  br i1 %328, label %339, label %333

333:                                              ; preds = %326
  %334 = zext nneg i32 %327 to i64
  %335 = getelementptr inbounds nuw i32, ptr %9, i64 %334
  %336 = load i32, ptr %335, align 4, !tbaa !6
  %337 = sitofp i32 %336 to float
  %338 = fmul contract float %332, %337
  br label %344

339:                                              ; preds = %326
  %340 = fmul contract float %332, 5.000000e-01
  %341 = add nsw i32 %331, -1
  %342 = sitofp i32 %341 to float
  %343 = fmul contract float %340, %342
  br label %344

344:                                              ; preds = %339, %333, %321, %318
  %345 = phi float [ 1.000000e+00, %318 ], [ %325, %321 ], [ %343, %339 ], [ %338, %333 ]
  %346 = tail call noundef float @llvm.maxnum.f32(float %345, float 0.000000e+00)
  %347 = fmul contract float %346, %144
  br label %348

348:                                              ; preds = %344, %315
  %349 = phi contract float [ %347, %344 ], [ 0.000000e+00, %315 ]
  %350 = fadd contract float %317, %349
  br i1 %145, label %351, label %381

351:                                              ; preds = %348
  br i1 %148, label %352, label %377

352:                                              ; preds = %351
  %353 = urem i32 %146, %70
  br i1 %149, label %359, label %354

354:                                              ; preds = %352
  %355 = zext nneg i32 %353 to i64
  %356 = getelementptr inbounds nuw i32, ptr %9, i64 %355
  %357 = load i32, ptr %356, align 4, !tbaa !6
  %358 = sitofp i32 %357 to float
  br label %377

359:                                              ; preds = %352
  %360 = urem i32 %147, %70
  %361 = icmp eq i32 %353, %360
  %362 = zext nneg i32 %353 to i64
  %363 = getelementptr inbounds nuw i32, ptr %9, i64 %362
  %364 = load i32, ptr %363, align 4, !tbaa !6
  %365 = sitofp i32 %364 to float
  br i1 %361, label %372, label %366

366:                                              ; preds = %359
  %367 = zext nneg i32 %360 to i64
  %368 = getelementptr inbounds nuw i32, ptr %9, i64 %367
  %369 = load i32, ptr %368, align 4, !tbaa !6
  %370 = sitofp i32 %369 to float
  %371 = fmul contract float %365, %370
  br label %377

372:                                              ; preds = %359
  %373 = fmul contract float %365, 5.000000e-01
  %374 = add nsw i32 %364, -1
  %375 = sitofp i32 %374 to float
  %376 = fmul contract float %373, %375
  br label %377

377:                                              ; preds = %372, %366, %354, %351
  %378 = phi float [ 1.000000e+00, %351 ], [ %358, %354 ], [ %376, %372 ], [ %371, %366 ]
  %379 = tail call noundef float @llvm.maxnum.f32(float %378, float 0.000000e+00)
  %380 = fmul contract float %379, %151
  br label %381

381:                                              ; preds = %377, %348
  %382 = phi contract float [ %380, %377 ], [ 0.000000e+00, %348 ]
  %383 = fadd contract float %350, %382
  br i1 %152, label %384, label %414

384:                                              ; preds = %381
  br i1 %155, label %385, label %410

385:                                              ; preds = %384
  %386 = urem i32 %153, %70
  br i1 %156, label %392, label %387

387:                                              ; preds = %385
  %388 = zext nneg i32 %386 to i64
  %389 = getelementptr inbounds nuw i32, ptr %9, i64 %388
  %390 = load i32, ptr %389, align 4, !tbaa !6
  %391 = sitofp i32 %390 to float
  br label %410

392:                                              ; preds = %385
  %393 = urem i32 %154, %70
  %394 = icmp eq i32 %386, %393
  %395 = zext nneg i32 %386 to i64
  %396 = getelementptr inbounds nuw i32, ptr %9, i64 %395
  %397 = load i32, ptr %396, align 4, !tbaa !6
  %398 = sitofp i32 %397 to float
  br i1 %394, label %405, label %399

399:                                              ; preds = %392
  %400 = zext nneg i32 %393 to i64
  %401 = getelementptr inbounds nuw i32, ptr %9, i64 %400
  %402 = load i32, ptr %401, align 4, !tbaa !6
  %403 = sitofp i32 %402 to float
  %404 = fmul contract float %398, %403
  br label %410

405:                                              ; preds = %392
  %406 = fmul contract float %398, 5.000000e-01
  %407 = add nsw i32 %397, -1
  %408 = sitofp i32 %407 to float
  %409 = fmul contract float %406, %408
  br label %410

410:                                              ; preds = %405, %399, %387, %384
  %411 = phi float [ 1.000000e+00, %384 ], [ %391, %387 ], [ %409, %405 ], [ %404, %399 ]
  %412 = tail call noundef float @llvm.maxnum.f32(float %411, float 0.000000e+00)
  %413 = fmul contract float %412, %158
  br label %414

414:                                              ; preds = %410, %381
  %415 = phi contract float [ %413, %410 ], [ 0.000000e+00, %381 ]
  %416 = fadd contract float %383, %415
  br i1 %159, label %417, label %447

417:                                              ; preds = %414
  br i1 %162, label %418, label %443

418:                                              ; preds = %417
  %419 = urem i32 %160, %70
  br i1 %163, label %425, label %420

420:                                              ; preds = %418
  %421 = zext nneg i32 %419 to i64
  %422 = getelementptr inbounds nuw i32, ptr %9, i64 %421
  %423 = load i32, ptr %422, align 4, !tbaa !6
  %424 = sitofp i32 %423 to float
  br label %443

425:                                              ; preds = %418
  %426 = urem i32 %161, %70
  %427 = icmp eq i32 %419, %426
  %428 = zext nneg i32 %419 to i64
  %429 = getelementptr inbounds nuw i32, ptr %9, i64 %428
  %430 = load i32, ptr %429, align 4, !tbaa !6
  %431 = sitofp i32 %430 to float
  br i1 %427, label %438, label %432

432:                                              ; preds = %425
  %433 = zext nneg i32 %426 to i64
  %434 = getelementptr inbounds nuw i32, ptr %9, i64 %433
  %435 = load i32, ptr %434, align 4, !tbaa !6
  %436 = sitofp i32 %435 to float
  %437 = fmul contract float %431, %436
  br label %443

438:                                              ; preds = %425
  %439 = fmul contract float %431, 5.000000e-01
  %440 = add nsw i32 %430, -1
  %441 = sitofp i32 %440 to float
  %442 = fmul contract float %439, %441
  br label %443

443:                                              ; preds = %438, %432, %420, %417
  %444 = phi float [ 1.000000e+00, %417 ], [ %424, %420 ], [ %442, %438 ], [ %437, %432 ]
  %445 = tail call noundef float @llvm.maxnum.f32(float %444, float 0.000000e+00)
  %446 = fmul contract float %445, %165
  br label %447

447:                                              ; preds = %443, %414
  %448 = phi contract float [ %446, %443 ], [ 0.000000e+00, %414 ]
  %449 = fadd contract float %416, %448
  %450 = fcmp contract ogt float %449, 0.000000e+00
  %451 = icmp slt i32 %186, %4
  %452 = select i1 %450, i1 %451, i1 false
  br i1 %452, label %453, label %554

453:                                              ; preds = %447
  %454 = mul i32 %182, 5
  %455 = tail call noundef i32 @llvm.fshl.i32(i32 %454, i32 %454, i32 7)
  %456 = mul i32 %455, 9
  %457 = shl i32 %182, 9
  %458 = xor i32 %183, %181
  %459 = xor i32 %182, %180
  %460 = xor i32 %458, %182
  %461 = xor i32 %183, %459
  %462 = xor i32 %458, %457
  %463 = tail call noundef i32 @llvm.fshl.i32(i32 %459, i32 %459, i32 11)
  %464 = zext i32 %456 to i64
  %465 = mul i32 %460, 5
  %466 = tail call noundef i32 @llvm.fshl.i32(i32 %465, i32 %465, i32 7)
  %467 = mul i32 %466, 9
  %468 = shl i32 %460, 9
  %469 = xor i32 %462, %461
  %470 = xor i32 %460, %463
  %471 = xor i32 %469, %460
  %472 = xor i32 %470, %461
  %473 = xor i32 %469, %468
  %474 = tail call noundef i32 @llvm.fshl.i32(i32 %470, i32 %470, i32 11)
  %475 = zext i32 %467 to i64
  %476 = shl nuw nsw i64 %464, 21
  %477 = xor i64 %476, %475
  %478 = add nuw nsw i64 %477, 1
  %479 = uitofp nneg i64 %478 to double
  %480 = fmul contract double %479, 0x3CA0000000000000
  %481 = tail call i32 @llvm.nvvm.d2i.hi(double %480) #9
  %482 = tail call i32 @llvm.nvvm.d2i.lo(double %480) #9
  %483 = icmp slt i32 %481, 1048576
  br i1 %483, label %484, label %488

484:                                              ; preds = %453
  %485 = fmul double %480, 0x4350000000000000
  %486 = tail call i32 @llvm.nvvm.d2i.lo(double %485) #9
  %487 = tail call i32 @llvm.nvvm.d2i.hi(double %485) #9
  br label %488

488:                                              ; preds = %484, %453
  %489 = phi double [ %485, %484 ], [ %480, %453 ]
  %490 = phi i32 [ %487, %484 ], [ %481, %453 ]
  %491 = phi i32 [ %486, %484 ], [ %482, %453 ]
  %492 = phi i32 [ -1077, %484 ], [ -1023, %453 ]
  %493 = add i32 %490, -1
  %494 = icmp ult i32 %493, 2146435071
  br i1 %494, label %495, label %543

495:                                              ; preds = %488
  %496 = lshr i32 %490, 20
  %497 = add nsw i32 %492, %496
  %498 = and i32 %490, 1048575
  %499 = or disjoint i32 %498, 1072693248
  %500 = tail call double @llvm.nvvm.lohi.i2d(i32 %491, i32 %499) #9
  %501 = icmp samesign ugt i32 %499, 1073127582
  %502 = tail call i32 @llvm.nvvm.d2i.lo(double %500) #9
  %503 = tail call i32 @llvm.nvvm.d2i.hi(double %500) #9
  %504 = add i32 %503, -1048576
  %505 = tail call double @llvm.nvvm.lohi.i2d(i32 %502, i32 %504) #9
  %506 = select i1 %501, double %505, double %500
  %507 = zext i1 %501 to i32
  %508 = add nsw i32 %497, %507
  %509 = fadd double %506, -1.000000e+00
  %510 = fadd double %506, 1.000000e+00
  %511 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %510) #9
  %512 = fneg double %510
  %513 = tail call double @llvm.fma.f64(double %512, double %511, double 1.000000e+00)
  %514 = tail call double @llvm.fma.f64(double %513, double %513, double %513)
  %515 = tail call double @llvm.fma.f64(double %514, double %511, double %511)
  %516 = fmul double %509, %515
  %517 = fadd double %516, %516
  %518 = fmul double %517, %517
  %519 = tail call double @llvm.fma.f64(double %518, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %520 = tail call double @llvm.fma.f64(double %519, double %518, double 0x3EF3B2669F02676F)
  %521 = tail call double @llvm.fma.f64(double %520, double %518, double 0x3F1745CBA9AB0956)
  %522 = tail call double @llvm.fma.f64(double %521, double %518, double 0x3F3C71C72D1B5154)
  %523 = tail call double @llvm.fma.f64(double %522, double %518, double 0x3F624924923BE72D)
  %524 = tail call double @llvm.fma.f64(double %523, double %518, double 0x3F8999999999A3C4)
  %525 = tail call double @llvm.fma.f64(double %524, double %518, double 0x3FB5555555555554)
  %526 = fsub double %509, %517
  %527 = fmul double %526, 2.000000e+00
  %528 = fneg double %517
  %529 = tail call double @llvm.fma.f64(double %528, double %509, double %527)
  %530 = fmul double %515, %529
  %531 = fmul double %518, %525
  %532 = tail call double @llvm.fma.f64(double %531, double %517, double %530)
  %533 = xor i32 %508, -2147483648
  %534 = tail call double @llvm.nvvm.lohi.i2d(i32 %533, i32 1127219200) #9
  %535 = fsub double %534, %109
  %536 = tail call double @llvm.fma.f64(double %535, double 0x3FE62E42FEFA39EF, double %517)
  %537 = fneg double %535
  %538 = tail call double @llvm.fma.f64(double %537, double 0x3FE62E42FEFA39EF, double %536)
  %539 = fsub double %538, %517
  %540 = fsub double %532, %539
  %541 = tail call double @llvm.fma.f64(double %535, double 0x3C7ABC9E3B39803F, double %540)
  %542 = fadd double %536, %541
  br label %549

543:                                              ; preds = %488
  %544 = tail call double @llvm.fma.f64(double %489, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %545 = tail call i32 @llvm.nvvm.d2i.hi(double %489) #9
  %546 = and i32 %545, 2147483647
  %547 = icmp eq i32 %546, 0
  %548 = select i1 %547, double 0xFFF0000000000000, double %544
  br label %549

549:                                              ; preds = %495, %543
  %550 = phi double [ %542, %495 ], [ %548, %543 ]
  %551 = fpext contract float %449 to double
  %552 = fdiv contract double %550, %551
  %553 = fsub contract double %184, %552
  br label %554

554:                                              ; preds = %447, %549
  %555 = phi i32 [ %474, %549 ], [ %180, %447 ]
  %556 = phi i32 [ %473, %549 ], [ %181, %447 ]
  %557 = phi i32 [ %471, %549 ], [ %182, %447 ]
  %558 = phi i32 [ %472, %549 ], [ %183, %447 ]
  %559 = phi double [ %553, %549 ], [ 1.000000e+300, %447 ]
  br label %560

560:                                              ; preds = %554, %565
  %561 = phi i32 [ %584, %565 ], [ %185, %554 ]
  %562 = sitofp i32 %561 to double
  %563 = fmul contract double %104, %562
  %564 = fcmp contract olt double %563, %559
  br i1 %564, label %565, label %586

565:                                              ; preds = %560
  %566 = mul nsw i32 %561, 6
  %567 = sext i32 %566 to i64
  %568 = getelementptr inbounds i32, ptr %108, i64 %567
  store i32 %179, ptr %568, align 4, !tbaa !6
  %569 = sext i32 %566 to i64
  %570 = getelementptr i32, ptr %108, i64 %569
  %571 = getelementptr i8, ptr %570, i64 4
  store i32 %178, ptr %571, align 4, !tbaa !6
  %572 = sext i32 %566 to i64
  %573 = getelementptr i32, ptr %108, i64 %572
  %574 = getelementptr i8, ptr %573, i64 8
  store i32 %177, ptr %574, align 4, !tbaa !6
  %575 = sext i32 %566 to i64
  %576 = getelementptr i32, ptr %108, i64 %575
  %577 = getelementptr i8, ptr %576, i64 12
  store i32 %176, ptr %577, align 4, !tbaa !6
  %578 = sext i32 %566 to i64
  %579 = getelementptr i32, ptr %108, i64 %578
  %580 = getelementptr i8, ptr %579, i64 16
  store i32 %175, ptr %580, align 4, !tbaa !6
  %581 = sext i32 %566 to i64
  %582 = getelementptr i32, ptr %108, i64 %581
  %583 = getelementptr i8, ptr %582, i64 20
  store i32 %174, ptr %583, align 4, !tbaa !6
  %584 = add i32 %561, 1
  %585 = icmp eq i32 %584, %3
  br i1 %585, label %586, label %560, !llvm.loop !14

586:                                              ; preds = %560, %565
  %587 = phi i32 [ %561, %560 ], [ %3, %565 ]
  %588 = icmp slt i32 %587, %3
  %589 = fcmp contract ult double %559, 1.000000e+299
  %590 = and i1 %588, %589
  br i1 %590, label %591, label %713

591:                                              ; preds = %586
  %592 = mul i32 %557, 5
  %593 = tail call noundef i32 @llvm.fshl.i32(i32 %592, i32 %592, i32 7)
  %594 = mul i32 %593, 9
  %595 = shl i32 %557, 9
  %596 = xor i32 %558, %556
  %597 = xor i32 %557, %555
  %598 = xor i32 %596, %557
  %599 = xor i32 %558, %597
  %600 = xor i32 %596, %595
  %601 = tail call noundef i32 @llvm.fshl.i32(i32 %597, i32 %597, i32 11)
  %602 = lshr i32 %594, 8
  %603 = add nuw nsw i32 %602, 1
  %604 = uitofp nneg i32 %603 to float
  %605 = fmul contract float %604, 0x3E70000000000000
  %606 = fmul contract float %449, %605
  %607 = fadd contract float %217, 0.000000e+00
  %608 = fcmp contract ugt float %606, %217
  %609 = xor i1 %608, true
  %610 = select i1 %609, i1 true, i1 %166
  %611 = select i1 %609, i32 0, i32 %110
  br i1 %610, label %652, label %612

612:                                              ; preds = %591
  %613 = fadd contract float %607, %250
  %614 = fcmp contract ugt float %606, %613
  %615 = xor i1 %614, true
  %616 = select i1 %615, i1 true, i1 %167
  %617 = select i1 %615, i32 1, i32 %110
  br i1 %616, label %652, label %618

618:                                              ; preds = %612
  %619 = fadd contract float %613, %283
  %620 = fcmp contract ugt float %606, %619
  %621 = xor i1 %620, true
  %622 = select i1 %621, i1 true, i1 %168
  %623 = select i1 %621, i32 2, i32 %110
  br i1 %622, label %652, label %624

624:                                              ; preds = %618
  %625 = fadd contract float %619, %316
  %626 = fcmp contract ugt float %606, %625
  %627 = xor i1 %626, true
  %628 = select i1 %627, i1 true, i1 %169
  %629 = select i1 %627, i32 3, i32 %110
  br i1 %628, label %652, label %630

630:                                              ; preds = %624
  %631 = fadd contract float %625, %349
  %632 = fcmp contract ugt float %606, %631
  %633 = xor i1 %632, true
  %634 = select i1 %633, i1 true, i1 %170
  %635 = select i1 %633, i32 4, i32 %110
  br i1 %634, label %652, label %636

636:                                              ; preds = %630
  %637 = fadd contract float %631, %382
  %638 = fcmp contract ugt float %606, %637
  %639 = xor i1 %638, true
  %640 = select i1 %639, i1 true, i1 %171
  %641 = select i1 %639, i32 5, i32 %110
  br i1 %640, label %652, label %642

642:                                              ; preds = %636
  %643 = fadd contract float %637, %415
  %644 = fcmp contract ugt float %606, %643
  %645 = xor i1 %644, true
  %646 = select i1 %645, i1 true, i1 %172
  %647 = select i1 %645, i32 6, i32 %110
  br i1 %646, label %652, label %648

648:                                              ; preds = %642
  %649 = fadd contract float %643, %448
  %650 = fcmp contract ugt float %606, %649
  br i1 %650, label %651, label %652

651:                                              ; preds = %648
  br label %652

652:                                              ; preds = %642, %636, %630, %624, %618, %612, %591, %651, %648
  %653 = phi i32 [ %110, %651 ], [ %611, %591 ], [ %617, %612 ], [ 7, %648 ], [ %623, %618 ], [ %641, %636 ], [ %629, %624 ], [ %647, %642 ], [ %635, %630 ]
  %654 = sext i32 %653 to i64
  %655 = getelementptr inbounds [6 x i32], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 72), i64 %654
  %656 = load i32, ptr %655, align 4, !tbaa !6
  %657 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %656, i32 -16)
  %658 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %657, i32 16)
  %659 = add nsw i32 %658, %179
  %660 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %659, i32 0)
  %661 = tail call i32 @llvm.umin.i32(i32 %660, i32 134217728)
  store i32 %661, ptr %9, align 4, !tbaa !6
  br i1 %25, label %662, label %670

662:                                              ; preds = %652
  %663 = getelementptr inbounds nuw i8, ptr %655, i64 4
  %664 = load i32, ptr %663, align 4, !tbaa !6
  %665 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %664, i32 -16)
  %666 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %665, i32 16)
  %667 = add nsw i32 %666, %178
  %668 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %667, i32 0)
  %669 = tail call i32 @llvm.umin.i32(i32 %668, i32 134217728)
  store i32 %669, ptr %33, align 4, !tbaa !6
  br label %670

670:                                              ; preds = %662, %652
  %671 = phi i32 [ %669, %662 ], [ %178, %652 ]
  br i1 %34, label %672, label %680

672:                                              ; preds = %670
  %673 = getelementptr inbounds nuw i8, ptr %655, i64 8
  %674 = load i32, ptr %673, align 4, !tbaa !6
  %675 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %674, i32 -16)
  %676 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %675, i32 16)
  %677 = add nsw i32 %676, %177
  %678 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %677, i32 0)
  %679 = tail call i32 @llvm.umin.i32(i32 %678, i32 134217728)
  store i32 %679, ptr %42, align 4, !tbaa !6
  br label %680

680:                                              ; preds = %672, %670
  %681 = phi i32 [ %679, %672 ], [ %177, %670 ]
  br i1 %43, label %682, label %690

682:                                              ; preds = %680
  %683 = getelementptr inbounds nuw i8, ptr %655, i64 12
  %684 = load i32, ptr %683, align 4, !tbaa !6
  %685 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %684, i32 -16)
  %686 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %685, i32 16)
  %687 = add nsw i32 %686, %176
  %688 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %687, i32 0)
  %689 = tail call i32 @llvm.umin.i32(i32 %688, i32 134217728)
  store i32 %689, ptr %51, align 4, !tbaa !6
  br label %690

690:                                              ; preds = %682, %680
  %691 = phi i32 [ %689, %682 ], [ %176, %680 ]
  br i1 %52, label %692, label %700

692:                                              ; preds = %690
  %693 = getelementptr inbounds nuw i8, ptr %655, i64 16
  %694 = load i32, ptr %693, align 4, !tbaa !6
  %695 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %694, i32 -16)
  %696 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %695, i32 16)
  %697 = add nsw i32 %696, %175
  %698 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %697, i32 0)
  %699 = tail call i32 @llvm.umin.i32(i32 %698, i32 134217728)
  store i32 %699, ptr %60, align 4, !tbaa !6
  br label %700

700:                                              ; preds = %692, %690
  %701 = phi i32 [ %699, %692 ], [ %175, %690 ]
  br i1 %61, label %702, label %710

702:                                              ; preds = %700
  %703 = getelementptr inbounds nuw i8, ptr %655, i64 20
  %704 = load i32, ptr %703, align 4, !tbaa !6
  %705 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %704, i32 -16)
  %706 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %705, i32 16)
  %707 = add nsw i32 %706, %174
  %708 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %707, i32 0)
  %709 = tail call i32 @llvm.umin.i32(i32 %708, i32 134217728)
  store i32 %709, ptr %69, align 4, !tbaa !6
  br label %710

710:                                              ; preds = %702, %700
  %711 = phi i32 [ %709, %702 ], [ %174, %700 ]
  %712 = add nsw i32 %186, 1
  br label %713

713:                                              ; preds = %586, %710
  %714 = phi i32 [ %174, %586 ], [ %711, %710 ]
  %715 = phi i32 [ %175, %586 ], [ %701, %710 ]
  %716 = phi i32 [ %176, %586 ], [ %691, %710 ]
  %717 = phi i32 [ %177, %586 ], [ %681, %710 ]
  %718 = phi i32 [ %178, %586 ], [ %671, %710 ]
  %719 = phi i32 [ %179, %586 ], [ %661, %710 ]
  %720 = phi i32 [ %555, %586 ], [ %601, %710 ]
  %721 = phi i32 [ %556, %586 ], [ %600, %710 ]
  %722 = phi i32 [ %557, %586 ], [ %598, %710 ]
  %723 = phi i32 [ %558, %586 ], [ %599, %710 ]
  %724 = phi double [ %184, %586 ], [ %559, %710 ]
  %725 = phi i32 [ %186, %586 ], [ %712, %710 ]
  br i1 %590, label %173, label %726

726:                                              ; preds = %713, %173
  %727 = phi i32 [ %714, %713 ], [ %174, %173 ]
  %728 = phi i32 [ %715, %713 ], [ %175, %173 ]
  %729 = phi i32 [ %716, %713 ], [ %176, %173 ]
  %730 = phi i32 [ %717, %713 ], [ %177, %173 ]
  %731 = phi i32 [ %718, %713 ], [ %178, %173 ]
  %732 = phi i32 [ %719, %713 ], [ %179, %173 ]
  %733 = phi i32 [ %587, %713 ], [ %185, %173 ]
  %734 = phi i32 [ %725, %713 ], [ %186, %173 ]
  %735 = icmp slt i32 %733, %3
  br i1 %735, label %736, label %805

736:                                              ; preds = %726
  %737 = sub i32 %3, %733
  %738 = add i32 %733, 1
  %739 = and i32 %737, 1
  %740 = icmp eq i32 %739, 0
  br i1 %740, label %761, label %741

741:                                              ; preds = %736
  %742 = mul nsw i32 %733, 6
  %743 = sext i32 %742 to i64
  %744 = getelementptr inbounds i32, ptr %108, i64 %743
  store i32 %732, ptr %744, align 4, !tbaa !6
  %745 = sext i32 %742 to i64
  %746 = getelementptr i32, ptr %108, i64 %745
  %747 = getelementptr i8, ptr %746, i64 4
  store i32 %731, ptr %747, align 4, !tbaa !6
  %748 = sext i32 %742 to i64
  %749 = getelementptr i32, ptr %108, i64 %748
  %750 = getelementptr i8, ptr %749, i64 8
  store i32 %730, ptr %750, align 4, !tbaa !6
  %751 = sext i32 %742 to i64
  %752 = getelementptr i32, ptr %108, i64 %751
  %753 = getelementptr i8, ptr %752, i64 12
  store i32 %729, ptr %753, align 4, !tbaa !6
  %754 = sext i32 %742 to i64
  %755 = getelementptr i32, ptr %108, i64 %754
  %756 = getelementptr i8, ptr %755, i64 16
  store i32 %728, ptr %756, align 4, !tbaa !6
  %757 = sext i32 %742 to i64
  %758 = getelementptr i32, ptr %108, i64 %757
  %759 = getelementptr i8, ptr %758, i64 20
  store i32 %727, ptr %759, align 4, !tbaa !6
  %760 = add nsw i32 %733, 1
  br label %761

761:                                              ; preds = %741, %736
  %762 = phi i32 [ %733, %736 ], [ %760, %741 ]
  %763 = icmp eq i32 %3, %738
  br i1 %763, label %805, label %764

764:                                              ; preds = %761, %764
  %765 = phi i32 [ %803, %764 ], [ %762, %761 ]
  %766 = mul nsw i32 %765, 6
  %767 = sext i32 %766 to i64
  %768 = getelementptr inbounds i32, ptr %108, i64 %767
  store i32 %732, ptr %768, align 4, !tbaa !6
  %769 = sext i32 %766 to i64
  %770 = getelementptr i32, ptr %108, i64 %769
  %771 = getelementptr i8, ptr %770, i64 4
  store i32 %731, ptr %771, align 4, !tbaa !6
  %772 = sext i32 %766 to i64
  %773 = getelementptr i32, ptr %108, i64 %772
  %774 = getelementptr i8, ptr %773, i64 8
  store i32 %730, ptr %774, align 4, !tbaa !6
  %775 = sext i32 %766 to i64
  %776 = getelementptr i32, ptr %108, i64 %775
  %777 = getelementptr i8, ptr %776, i64 12
  store i32 %729, ptr %777, align 4, !tbaa !6
  %778 = sext i32 %766 to i64
  %779 = getelementptr i32, ptr %108, i64 %778
  %780 = getelementptr i8, ptr %779, i64 16
  store i32 %728, ptr %780, align 4, !tbaa !6
  %781 = sext i32 %766 to i64
  %782 = getelementptr i32, ptr %108, i64 %781
  %783 = getelementptr i8, ptr %782, i64 20
  store i32 %727, ptr %783, align 4, !tbaa !6
  %784 = mul i32 %765, 6
  %785 = add i32 %784, 6
  %786 = sext i32 %785 to i64
  %787 = getelementptr inbounds i32, ptr %108, i64 %786
  store i32 %732, ptr %787, align 4, !tbaa !6
  %788 = sext i32 %785 to i64
  %789 = getelementptr i32, ptr %108, i64 %788
  %790 = getelementptr i8, ptr %789, i64 4
  store i32 %731, ptr %790, align 4, !tbaa !6
  %791 = sext i32 %785 to i64
  %792 = getelementptr i32, ptr %108, i64 %791
  %793 = getelementptr i8, ptr %792, i64 8
  store i32 %730, ptr %793, align 4, !tbaa !6
  %794 = sext i32 %785 to i64
  %795 = getelementptr i32, ptr %108, i64 %794
  %796 = getelementptr i8, ptr %795, i64 12
  store i32 %729, ptr %796, align 4, !tbaa !6
  %797 = sext i32 %785 to i64
  %798 = getelementptr i32, ptr %108, i64 %797
  %799 = getelementptr i8, ptr %798, i64 16
  store i32 %728, ptr %799, align 4, !tbaa !6
  %800 = sext i32 %785 to i64
  %801 = getelementptr i32, ptr %108, i64 %800
  %802 = getelementptr i8, ptr %801, i64 20
  store i32 %727, ptr %802, align 4, !tbaa !6
  %803 = add nsw i32 %765, 2
  %804 = icmp eq i32 %803, %3
  br i1 %804, label %805, label %764, !llvm.loop !16

805:                                              ; preds = %761, %764, %726
  %806 = getelementptr inbounds i32, ptr %7, i64 %73
  store i32 %734, ptr %806, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  br label %807

807:                                              ; preds = %8, %805
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ssa_tau_leap(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, float noundef %2, i32 noundef %3, i64 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = alloca [6 x i32], align 4
  %9 = alloca %struct.Rng128, align 4
  %10 = alloca [8 x float], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %17, label %587

17:                                               ; preds = %7
  %18 = load i32, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), align 4, !tbaa !11
  %19 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 1)
  %20 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 4), align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %21 = load i32, ptr %0, align 4, !tbaa !6
  %22 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 134217728)
  store i32 %23, ptr %8, align 4, !tbaa !6
  %24 = icmp sgt i32 %18, 1
  br i1 %24, label %88, label %93

25:                                               ; preds = %129
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 8), align 4, !tbaa !6
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 12), align 4, !tbaa !6
  %28 = icmp sgt i32 %26, -1
  %29 = icmp sgt i32 %27, -1
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 264), align 4, !tbaa !17
  %31 = tail call noundef float @llvm.maxnum.f32(float %30, float 0.000000e+00)
  %32 = icmp sgt i32 %20, 1
  %33 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 16), align 4
  %34 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 20), align 4
  %35 = icmp sgt i32 %33, -1
  %36 = icmp sgt i32 %34, -1
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 268), align 4
  %38 = tail call float @llvm.maxnum.f32(float %37, float 0.000000e+00)
  %39 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %40 = icmp sgt i32 %20, 2
  %41 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 24), align 4
  %42 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 28), align 4
  %43 = icmp sgt i32 %41, -1
  %44 = icmp sgt i32 %42, -1
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 272), align 4
  %46 = tail call float @llvm.maxnum.f32(float %45, float 0.000000e+00)
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %48 = icmp sgt i32 %20, 3
  %49 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 32), align 4
  %50 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 36), align 4
  %51 = icmp sgt i32 %49, -1
  %52 = icmp sgt i32 %50, -1
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 276), align 4
  %54 = tail call float @llvm.maxnum.f32(float %53, float 0.000000e+00)
  %55 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %56 = icmp sgt i32 %20, 4
  %57 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 40), align 4
  %58 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 44), align 4
  %59 = icmp sgt i32 %57, -1
  %60 = icmp sgt i32 %58, -1
  %61 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 280), align 4
  %62 = tail call float @llvm.maxnum.f32(float %61, float 0.000000e+00)
  %63 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %64 = icmp sgt i32 %20, 5
  %65 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 48), align 4
  %66 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 52), align 4
  %67 = icmp sgt i32 %65, -1
  %68 = icmp sgt i32 %66, -1
  %69 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 284), align 4
  %70 = tail call float @llvm.maxnum.f32(float %69, float 0.000000e+00)
  %71 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %72 = icmp sgt i32 %20, 6
  %73 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 56), align 4
  %74 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 60), align 4
  %75 = icmp sgt i32 %73, -1
  %76 = icmp sgt i32 %74, -1
  %77 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 288), align 4
  %78 = tail call float @llvm.maxnum.f32(float %77, float 0.000000e+00)
  %79 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %80 = icmp sgt i32 %20, 7
  %81 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 64), align 4
  %82 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 68), align 4
  %83 = icmp sgt i32 %81, -1
  %84 = icmp sgt i32 %82, -1
  %85 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 292), align 4
  %86 = tail call float @llvm.maxnum.f32(float %85, float 0.000000e+00)
  %87 = getelementptr inbounds nuw i8, ptr %10, i64 28
  br label %184

88:                                               ; preds = %17
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %90, i32 0)
  %92 = tail call i32 @llvm.umin.i32(i32 %91, i32 134217728)
  br label %93

93:                                               ; preds = %88, %17
  %94 = phi i32 [ %92, %88 ], [ 0, %17 ]
  %95 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %94, ptr %95, align 4, !tbaa !6
  %96 = icmp sgt i32 %18, 2
  br i1 %96, label %97, label %102

97:                                               ; preds = %93
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %99, i32 0)
  %101 = tail call i32 @llvm.umin.i32(i32 %100, i32 134217728)
  br label %102

102:                                              ; preds = %97, %93
  %103 = phi i32 [ %101, %97 ], [ 0, %93 ]
  %104 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %103, ptr %104, align 4, !tbaa !6
  %105 = icmp sgt i32 %18, 3
  br i1 %105, label %106, label %111

106:                                              ; preds = %102
  %107 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %108, i32 0)
  %110 = tail call i32 @llvm.umin.i32(i32 %109, i32 134217728)
  br label %111

111:                                              ; preds = %106, %102
  %112 = phi i32 [ %110, %106 ], [ 0, %102 ]
  %113 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 %112, ptr %113, align 4, !tbaa !6
  %114 = icmp sgt i32 %18, 4
  br i1 %114, label %115, label %120

115:                                              ; preds = %111
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %117, i32 0)
  %119 = tail call i32 @llvm.umin.i32(i32 %118, i32 134217728)
  br label %120

120:                                              ; preds = %115, %111
  %121 = phi i32 [ %119, %115 ], [ 0, %111 ]
  %122 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store i32 %121, ptr %122, align 4, !tbaa !6
  %123 = icmp sgt i32 %18, 5
  br i1 %123, label %124, label %129

124:                                              ; preds = %120
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %126, i32 0)
  %128 = tail call i32 @llvm.umin.i32(i32 %127, i32 134217728)
  br label %129

129:                                              ; preds = %124, %120
  %130 = phi i32 [ %128, %124 ], [ 0, %120 ]
  %131 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store i32 %130, ptr %131, align 4, !tbaa !6
  %132 = tail call i32 @llvm.umin.i32(i32 %19, i32 6)
  %133 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %20, i32 1)
  %134 = tail call i32 @llvm.umin.i32(i32 %133, i32 8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  %135 = sext i32 %15 to i64
  %136 = mul i64 %135, -3372029247567499371
  %137 = add i64 %136, -2413103027087998976
  %138 = xor i64 %4, %137
  %139 = add i64 %138, -7046029254386353131
  %140 = lshr i64 %139, 30
  %141 = xor i64 %140, %139
  %142 = mul i64 %141, -4658895280553007687
  %143 = lshr i64 %142, 27
  %144 = xor i64 %143, %142
  %145 = mul i64 %144, -7723592293110705685
  %146 = lshr i64 %145, 31
  %147 = xor i64 %146, %145
  %148 = add i64 %138, 4354685564936845354
  %149 = lshr i64 %148, 30
  %150 = xor i64 %149, %148
  %151 = mul i64 %150, -4658895280553007687
  %152 = lshr i64 %151, 27
  %153 = xor i64 %152, %151
  %154 = mul i64 %153, -7723592293110705685
  %155 = lshr i64 %154, 31
  %156 = xor i64 %155, %154
  %157 = trunc i64 %147 to i32
  store i32 %157, ptr %9, align 4, !tbaa !6
  %158 = lshr i64 %147, 32
  %159 = trunc nuw i64 %158 to i32
  %160 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %159, ptr %160, align 4, !tbaa !6
  %161 = trunc i64 %156 to i32
  %162 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %161, ptr %162, align 4, !tbaa !6
  %163 = lshr i64 %154, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = or i32 %164, 1
  %166 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %165, ptr %166, align 4, !tbaa !6
  %167 = icmp sgt i32 %3, 0
  br i1 %167, label %25, label %168

168:                                              ; preds = %584, %129
  %169 = phi i32 [ %130, %129 ], [ %573, %584 ]
  %170 = phi i32 [ %121, %129 ], [ %574, %584 ]
  %171 = phi i32 [ %112, %129 ], [ %575, %584 ]
  %172 = phi i32 [ %103, %129 ], [ %576, %584 ]
  %173 = phi i32 [ %94, %129 ], [ %577, %584 ]
  %174 = phi i32 [ %23, %129 ], [ %578, %584 ]
  %175 = phi i32 [ 0, %129 ], [ %579, %584 ]
  %176 = mul nsw i64 %135, 24
  %177 = getelementptr i8, ptr %5, i64 %176
  store i32 %174, ptr %177, align 4, !tbaa !6
  %178 = getelementptr i8, ptr %177, i64 4
  store i32 %173, ptr %178, align 4, !tbaa !6
  %179 = getelementptr i8, ptr %177, i64 8
  store i32 %172, ptr %179, align 4, !tbaa !6
  %180 = getelementptr i8, ptr %177, i64 12
  store i32 %171, ptr %180, align 4, !tbaa !6
  %181 = getelementptr i8, ptr %177, i64 16
  store i32 %170, ptr %181, align 4, !tbaa !6
  %182 = getelementptr i8, ptr %177, i64 20
  store i32 %169, ptr %182, align 4, !tbaa !6
  %183 = getelementptr inbounds i32, ptr %6, i64 %135
  store i32 %175, ptr %183, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  br label %587

184:                                              ; preds = %25, %584
  %185 = phi i32 [ %567, %584 ], [ %130, %25 ]
  %186 = phi i32 [ %568, %584 ], [ %121, %25 ]
  %187 = phi i32 [ %569, %584 ], [ %112, %25 ]
  %188 = phi i32 [ %570, %584 ], [ %103, %25 ]
  %189 = phi i32 [ %571, %584 ], [ %94, %25 ]
  %190 = phi i32 [ %572, %584 ], [ %23, %25 ]
  %191 = phi i32 [ %573, %584 ], [ %130, %25 ]
  %192 = phi i32 [ %574, %584 ], [ %121, %25 ]
  %193 = phi i32 [ %575, %584 ], [ %112, %25 ]
  %194 = phi i32 [ %576, %584 ], [ %103, %25 ]
  %195 = phi i32 [ %577, %584 ], [ %94, %25 ]
  %196 = phi i32 [ %578, %584 ], [ %23, %25 ]
  %197 = phi i32 [ %585, %584 ], [ 0, %25 ]
  %198 = phi i32 [ %579, %584 ], [ 0, %25 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #9
  br i1 %28, label %199, label %224

199:                                              ; preds = %184
  %200 = urem i32 %26, %132
  br i1 %29, label %201, label %219

201:                                              ; preds = %199
  %202 = urem i32 %27, %132
  %203 = icmp eq i32 %200, %202
  %204 = zext nneg i32 %200 to i64
  %205 = getelementptr inbounds nuw i32, ptr %8, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = sitofp i32 %206 to float
  br i1 %203, label %208, label %213

208:                                              ; preds = %201
  %209 = fmul contract float %207, 5.000000e-01
  %210 = add nsw i32 %206, -1
  %211 = sitofp i32 %210 to float
  %212 = fmul contract float %209, %211
  br label %224

213:                                              ; preds = %201
  %214 = zext nneg i32 %202 to i64
  %215 = getelementptr inbounds nuw i32, ptr %8, i64 %214
  %216 = load i32, ptr %215, align 4, !tbaa !6
  %217 = sitofp i32 %216 to float
  %218 = fmul contract float %207, %217
  br label %224

219:                                              ; preds = %199
  %220 = zext nneg i32 %200 to i64
  %221 = getelementptr inbounds nuw i32, ptr %8, i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !6
  %223 = sitofp i32 %222 to float
  br label %224

224:                                              ; preds = %219, %213, %208, %184
  %225 = phi float [ 1.000000e+00, %184 ], [ %223, %219 ], [ %212, %208 ], [ %218, %213 ]
  %226 = tail call noundef float @llvm.maxnum.f32(float %225, float 0.000000e+00)
  %227 = fmul contract float %226, %31
  store float %227, ptr %10, align 4, !tbaa !17
  br i1 %32, label %228, label %258

228:                                              ; preds = %224
  br i1 %35, label %229, label %254

229:                                              ; preds = %228
  %230 = urem i32 %33, %132
  br i1 %36, label %236, label %231

231:                                              ; preds = %229
  %232 = zext nneg i32 %230 to i64
  %233 = getelementptr inbounds nuw i32, ptr %8, i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !6
  %235 = sitofp i32 %234 to float
  br label %254

236:                                              ; preds = %229
  %237 = urem i32 %34, %132
  %238 = icmp eq i32 %230, %237
  %239 = zext nneg i32 %230 to i64
  %240 = getelementptr inbounds nuw i32, ptr %8, i64 %239
  %241 = load i32, ptr %240, align 4, !tbaa !6
  %242 = sitofp i32 %241 to float
  br i1 %238, label %249, label %243

243:                                              ; preds = %236
  %244 = zext nneg i32 %237 to i64
  %245 = getelementptr inbounds nuw i32, ptr %8, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !6
  %247 = sitofp i32 %246 to float
  %248 = fmul contract float %242, %247
  br label %254

249:                                              ; preds = %236
  %250 = fmul contract float %242, 5.000000e-01
  %251 = add nsw i32 %241, -1
  %252 = sitofp i32 %251 to float
  %253 = fmul contract float %250, %252
  br label %254

254:                                              ; preds = %249, %243, %231, %228
  %255 = phi float [ 1.000000e+00, %228 ], [ %235, %231 ], [ %253, %249 ], [ %248, %243 ]
  %256 = tail call noundef float @llvm.maxnum.f32(float %255, float 0.000000e+00)
  %257 = fmul contract float %256, %38
  br label %258

258:                                              ; preds = %254, %224
  %259 = phi contract float [ %257, %254 ], [ 0.000000e+00, %224 ]
  store float %259, ptr %39, align 4, !tbaa !17
  br i1 %40, label %260, label %290

260:                                              ; preds = %258
  br i1 %43, label %261, label %286

261:                                              ; preds = %260
  %262 = urem i32 %41, %132
  br i1 %44, label %268, label %263

263:                                              ; preds = %261
  %264 = zext nneg i32 %262 to i64
  %265 = getelementptr inbounds nuw i32, ptr %8, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !6
  %267 = sitofp i32 %266 to float
  br label %286

268:                                              ; preds = %261
  %269 = urem i32 %42, %132
  %270 = icmp eq i32 %262, %269
  %271 = zext nneg i32 %262 to i64
  %272 = getelementptr inbounds nuw i32, ptr %8, i64 %271
  %273 = load i32, ptr %272, align 4, !tbaa !6
  %274 = sitofp i32 %273 to float
  br i1 %270, label %281, label %275

275:                                              ; preds = %268
  %276 = zext nneg i32 %269 to i64
  %277 = getelementptr inbounds nuw i32, ptr %8, i64 %276
  %278 = load i32, ptr %277, align 4, !tbaa !6
  %279 = sitofp i32 %278 to float
  %280 = fmul contract float %274, %279
  br label %286

281:                                              ; preds = %268
  %282 = fmul contract float %274, 5.000000e-01
  %283 = add nsw i32 %273, -1
  %284 = sitofp i32 %283 to float
  %285 = fmul contract float %282, %284
  br label %286

286:                                              ; preds = %281, %275, %263, %260
  %287 = phi float [ 1.000000e+00, %260 ], [ %267, %263 ], [ %285, %281 ], [ %280, %275 ]
  %288 = tail call noundef float @llvm.maxnum.f32(float %287, float 0.000000e+00)
  %289 = fmul contract float %288, %46
  br label %290

290:                                              ; preds = %286, %258
  %291 = phi contract float [ %289, %286 ], [ 0.000000e+00, %258 ]
  store float %291, ptr %47, align 4, !tbaa !17
  br i1 %48, label %292, label %322

292:                                              ; preds = %290
  br i1 %51, label %293, label %318

293:                                              ; preds = %292
  %294 = urem i32 %49, %132
  br i1 %52, label %300, label %295

295:                                              ; preds = %293
  %296 = zext nneg i32 %294 to i64
  %297 = getelementptr inbounds nuw i32, ptr %8, i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !6
  %299 = sitofp i32 %298 to float
  br label %318

300:                                              ; preds = %293
  %301 = urem i32 %50, %132
  %302 = icmp eq i32 %294, %301
  %303 = zext nneg i32 %294 to i64
  %304 = getelementptr inbounds nuw i32, ptr %8, i64 %303
  %305 = load i32, ptr %304, align 4, !tbaa !6
  %306 = sitofp i32 %305 to float
  br i1 %302, label %313, label %307

307:                                              ; preds = %300
  %308 = zext nneg i32 %301 to i64
  %309 = getelementptr inbounds nuw i32, ptr %8, i64 %308
  %310 = load i32, ptr %309, align 4, !tbaa !6
  %311 = sitofp i32 %310 to float
  %312 = fmul contract float %306, %311
  br label %318

313:                                              ; preds = %300
  %314 = fmul contract float %306, 5.000000e-01
  %315 = add nsw i32 %305, -1
  %316 = sitofp i32 %315 to float
  %317 = fmul contract float %314, %316
  br label %318

318:                                              ; preds = %313, %307, %295, %292
  %319 = phi float [ 1.000000e+00, %292 ], [ %299, %295 ], [ %317, %313 ], [ %312, %307 ]
  %320 = tail call noundef float @llvm.maxnum.f32(float %319, float 0.000000e+00)
  %321 = fmul contract float %320, %54
  br label %322

322:                                              ; preds = %318, %290
  %323 = phi contract float [ %321, %318 ], [ 0.000000e+00, %290 ]
  store float %323, ptr %55, align 4, !tbaa !17
  br i1 %56, label %324, label %354

324:                                              ; preds = %322
  br i1 %59, label %325, label %350

325:                                              ; preds = %324
  %326 = urem i32 %57, %132
  br i1 %60, label %332, label %327

327:                                              ; preds = %325
  %328 = zext nneg i32 %326 to i64
  %329 = getelementptr inbounds nuw i32, ptr %8, i64 %328
  %330 = load i32, ptr %329, align 4, !tbaa !6
  %331 = sitofp i32 %330 to float
  br label %350

332:                                              ; preds = %325
  %333 = urem i32 %58, %132
  %334 = icmp eq i32 %326, %333
  %335 = zext nneg i32 %326 to i64
  %336 = getelementptr inbounds nuw i32, ptr %8, i64 %335
  %337 = load i32, ptr %336, align 4, !tbaa !6
  %338 = sitofp i32 %337 to float
  br i1 %334, label %345, label %339

339:                                              ; preds = %332
  %340 = zext nneg i32 %333 to i64
  %341 = getelementptr inbounds nuw i32, ptr %8, i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !6
  %343 = sitofp i32 %342 to float
  %344 = fmul contract float %338, %343
  br label %350

345:                                              ; preds = %332
  %346 = fmul contract float %338, 5.000000e-01
  %347 = add nsw i32 %337, -1
  %348 = sitofp i32 %347 to float
  %349 = fmul contract float %346, %348
  br label %350

350:                                              ; preds = %345, %339, %327, %324
  %351 = phi float [ 1.000000e+00, %324 ], [ %331, %327 ], [ %349, %345 ], [ %344, %339 ]
  %352 = tail call noundef float @llvm.maxnum.f32(float %351, float 0.000000e+00)
  %353 = fmul contract float %352, %62
  br label %354

354:                                              ; preds = %350, %322
  %355 = phi contract float [ %353, %350 ], [ 0.000000e+00, %322 ]
  store float %355, ptr %63, align 4, !tbaa !17
  br i1 %64, label %356, label %386

356:                                              ; preds = %354
  br i1 %67, label %357, label %382

357:                                              ; preds = %356
  %358 = urem i32 %65, %132
  br i1 %68, label %364, label %359

359:                                              ; preds = %357
  %360 = zext nneg i32 %358 to i64
  %361 = getelementptr inbounds nuw i32, ptr %8, i64 %360
  %362 = load i32, ptr %361, align 4, !tbaa !6
  %363 = sitofp i32 %362 to float
  br label %382

364:                                              ; preds = %357
  %365 = urem i32 %66, %132
  %366 = icmp eq i32 %358, %365
  %367 = zext nneg i32 %358 to i64
  %368 = getelementptr inbounds nuw i32, ptr %8, i64 %367
  %369 = load i32, ptr %368, align 4, !tbaa !6
  %370 = sitofp i32 %369 to float
  br i1 %366, label %377, label %371

371:                                              ; preds = %364
  %372 = zext nneg i32 %365 to i64
  %373 = getelementptr inbounds nuw i32, ptr %8, i64 %372
  %374 = load i32, ptr %373, align 4, !tbaa !6
  %375 = sitofp i32 %374 to float
  %376 = fmul contract float %370, %375
  br label %382

377:                                              ; preds = %364
  %378 = fmul contract float %370, 5.000000e-01
  %379 = add nsw i32 %369, -1
  %380 = sitofp i32 %379 to float
  %381 = fmul contract float %378, %380
  br label %382

382:                                              ; preds = %377, %371, %359, %356
  %383 = phi float [ 1.000000e+00, %356 ], [ %363, %359 ], [ %381, %377 ], [ %376, %371 ]
  %384 = tail call noundef float @llvm.maxnum.f32(float %383, float 0.000000e+00)
  %385 = fmul contract float %384, %70
  br label %386

386:                                              ; preds = %382, %354
  %387 = phi contract float [ %385, %382 ], [ 0.000000e+00, %354 ]
  store float %387, ptr %71, align 4, !tbaa !17
  br i1 %72, label %388, label %418

388:                                              ; preds = %386
  br i1 %75, label %389, label %414

389:                                              ; preds = %388
  %390 = urem i32 %73, %132
  br i1 %76, label %396, label %391

391:                                              ; preds = %389
  %392 = zext nneg i32 %390 to i64
  %393 = getelementptr inbounds nuw i32, ptr %8, i64 %392
  %394 = load i32, ptr %393, align 4, !tbaa !6
  %395 = sitofp i32 %394 to float
  br label %414

396:                                              ; preds = %389
  %397 = urem i32 %74, %132
  %398 = icmp eq i32 %390, %397
  %399 = zext nneg i32 %390 to i64
  %400 = getelementptr inbounds nuw i32, ptr %8, i64 %399
  %401 = load i32, ptr %400, align 4, !tbaa !6
  %402 = sitofp i32 %401 to float
  br i1 %398, label %409, label %403

403:                                              ; preds = %396
  %404 = zext nneg i32 %397 to i64
  %405 = getelementptr inbounds nuw i32, ptr %8, i64 %404
  %406 = load i32, ptr %405, align 4, !tbaa !6
  %407 = sitofp i32 %406 to float
  %408 = fmul contract float %402, %407
  br label %414

409:                                              ; preds = %396
  %410 = fmul contract float %402, 5.000000e-01
  %411 = add nsw i32 %401, -1
  %412 = sitofp i32 %411 to float
  %413 = fmul contract float %410, %412
  br label %414

414:                                              ; preds = %409, %403, %391, %388
  %415 = phi float [ 1.000000e+00, %388 ], [ %395, %391 ], [ %413, %409 ], [ %408, %403 ]
  %416 = tail call noundef float @llvm.maxnum.f32(float %415, float 0.000000e+00)
  %417 = fmul contract float %416, %78
  br label %418

418:                                              ; preds = %414, %386
  %419 = phi contract float [ %417, %414 ], [ 0.000000e+00, %386 ]
  store float %419, ptr %79, align 4, !tbaa !17
  br i1 %80, label %420, label %450

420:                                              ; preds = %418
  br i1 %83, label %421, label %446

421:                                              ; preds = %420
  %422 = urem i32 %81, %132
  br i1 %84, label %428, label %423

423:                                              ; preds = %421
  %424 = zext nneg i32 %422 to i64
  %425 = getelementptr inbounds nuw i32, ptr %8, i64 %424
  %426 = load i32, ptr %425, align 4, !tbaa !6
  %427 = sitofp i32 %426 to float
  br label %446

428:                                              ; preds = %421
  %429 = urem i32 %82, %132
  %430 = icmp eq i32 %422, %429
  %431 = zext nneg i32 %422 to i64
  %432 = getelementptr inbounds nuw i32, ptr %8, i64 %431
  %433 = load i32, ptr %432, align 4, !tbaa !6
  %434 = sitofp i32 %433 to float
  br i1 %430, label %441, label %435

435:                                              ; preds = %428
  %436 = zext nneg i32 %429 to i64
  %437 = getelementptr inbounds nuw i32, ptr %8, i64 %436
  %438 = load i32, ptr %437, align 4, !tbaa !6
  %439 = sitofp i32 %438 to float
  %440 = fmul contract float %434, %439
  br label %446

441:                                              ; preds = %428
  %442 = fmul contract float %434, 5.000000e-01
  %443 = add nsw i32 %433, -1
  %444 = sitofp i32 %443 to float
  %445 = fmul contract float %442, %444
  br label %446

446:                                              ; preds = %441, %435, %423, %420
  %447 = phi float [ 1.000000e+00, %420 ], [ %427, %423 ], [ %445, %441 ], [ %440, %435 ]
  %448 = tail call noundef float @llvm.maxnum.f32(float %447, float 0.000000e+00)
  %449 = fmul contract float %448, %86
  br label %450

450:                                              ; preds = %446, %418
  %451 = phi contract float [ %449, %446 ], [ 0.000000e+00, %418 ]
  store float %451, ptr %87, align 4, !tbaa !17
  br label %452

452:                                              ; preds = %450, %566
  %453 = phi i32 [ %567, %566 ], [ %185, %450 ]
  %454 = phi i32 [ %568, %566 ], [ %186, %450 ]
  %455 = phi i32 [ %569, %566 ], [ %187, %450 ]
  %456 = phi i32 [ %570, %566 ], [ %188, %450 ]
  %457 = phi i32 [ %571, %566 ], [ %189, %450 ]
  %458 = phi i32 [ %572, %566 ], [ %190, %450 ]
  %459 = phi i32 [ %573, %566 ], [ %191, %450 ]
  %460 = phi i32 [ %574, %566 ], [ %192, %450 ]
  %461 = phi i32 [ %575, %566 ], [ %193, %450 ]
  %462 = phi i32 [ %576, %566 ], [ %194, %450 ]
  %463 = phi i32 [ %577, %566 ], [ %195, %450 ]
  %464 = phi i32 [ %578, %566 ], [ %196, %450 ]
  %465 = phi i32 [ %581, %566 ], [ 0, %450 ]
  %466 = phi float [ %580, %566 ], [ %2, %450 ]
  %467 = phi i32 [ %579, %566 ], [ %198, %450 ]
  br label %468

468:                                              ; preds = %452, %538
  %469 = phi i32 [ %459, %452 ], [ %539, %538 ]
  %470 = phi i32 [ %460, %452 ], [ %540, %538 ]
  %471 = phi i32 [ %461, %452 ], [ %541, %538 ]
  %472 = phi i32 [ %462, %452 ], [ %542, %538 ]
  %473 = phi i32 [ %463, %452 ], [ %543, %538 ]
  %474 = phi i32 [ %464, %452 ], [ %544, %538 ]
  %475 = phi i32 [ 0, %452 ], [ %545, %538 ]
  %476 = zext nneg i32 %475 to i64
  %477 = getelementptr inbounds nuw float, ptr %10, i64 %476
  %478 = load float, ptr %477, align 4, !tbaa !17
  %479 = fmul contract float %466, %478
  %480 = call fastcc noundef i32 @_ZL14sample_poissonP6Rng128f(ptr noundef %9, float noundef %479) #9
  %481 = icmp eq i32 %480, 0
  br i1 %481, label %538, label %482

482:                                              ; preds = %468
  %483 = getelementptr inbounds nuw [6 x i32], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 72), i64 %476
  %484 = load i32, ptr %483, align 4, !tbaa !6
  %485 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %484, i32 -16)
  %486 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %485, i32 16)
  %487 = mul nsw i32 %486, %480
  %488 = add nsw i32 %487, %474
  %489 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %488, i32 134217728)
  br i1 %24, label %490, label %498

490:                                              ; preds = %482
  %491 = getelementptr inbounds nuw i8, ptr %483, i64 4
  %492 = load i32, ptr %491, align 4, !tbaa !6
  %493 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %492, i32 -16)
  %494 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %493, i32 16)
  %495 = mul nsw i32 %494, %480
  %496 = add nsw i32 %495, %473
  %497 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %496, i32 134217728)
  br label %498

498:                                              ; preds = %490, %482
  %499 = phi i32 [ %497, %490 ], [ %473, %482 ]
  br i1 %96, label %500, label %508

500:                                              ; preds = %498
  %501 = getelementptr inbounds nuw i8, ptr %483, i64 8
  %502 = load i32, ptr %501, align 4, !tbaa !6
  %503 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %502, i32 -16)
  %504 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %503, i32 16)
  %505 = mul nsw i32 %504, %480
  %506 = add nsw i32 %505, %472
  %507 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %506, i32 134217728)
  br label %508

508:                                              ; preds = %500, %498
  %509 = phi i32 [ %507, %500 ], [ %472, %498 ]
  br i1 %105, label %510, label %518

510:                                              ; preds = %508
  %511 = getelementptr inbounds nuw i8, ptr %483, i64 12
  %512 = load i32, ptr %511, align 4, !tbaa !6
  %513 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %512, i32 -16)
  %514 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %513, i32 16)
  %515 = mul nsw i32 %514, %480
  %516 = add nsw i32 %515, %471
  %517 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %516, i32 134217728)
  br label %518

518:                                              ; preds = %510, %508
  %519 = phi i32 [ %517, %510 ], [ %471, %508 ]
  br i1 %114, label %520, label %528

520:                                              ; preds = %518
  %521 = getelementptr inbounds nuw i8, ptr %483, i64 16
  %522 = load i32, ptr %521, align 4, !tbaa !6
  %523 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %522, i32 -16)
  %524 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %523, i32 16)
  %525 = mul nsw i32 %524, %480
  %526 = add nsw i32 %525, %470
  %527 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %526, i32 134217728)
  br label %528

528:                                              ; preds = %520, %518
  %529 = phi i32 [ %527, %520 ], [ %470, %518 ]
  br i1 %123, label %530, label %538

530:                                              ; preds = %528
  %531 = getelementptr inbounds nuw i8, ptr %483, i64 20
  %532 = load i32, ptr %531, align 4, !tbaa !6
  %533 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %532, i32 -16)
  %534 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %533, i32 16)
  %535 = mul nsw i32 %534, %480
  %536 = add nsw i32 %535, %469
  %537 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %536, i32 134217728)
  br label %538

538:                                              ; preds = %528, %530, %468
  %539 = phi i32 [ %469, %468 ], [ %537, %530 ], [ %469, %528 ]
  %540 = phi i32 [ %470, %468 ], [ %529, %530 ], [ %529, %528 ]
  %541 = phi i32 [ %471, %468 ], [ %519, %530 ], [ %519, %528 ]
  %542 = phi i32 [ %472, %468 ], [ %509, %530 ], [ %509, %528 ]
  %543 = phi i32 [ %473, %468 ], [ %499, %530 ], [ %499, %528 ]
  %544 = phi i32 [ %474, %468 ], [ %489, %530 ], [ %489, %528 ]
  %545 = add nuw nsw i32 %475, 1
  %546 = icmp eq i32 %545, %134
  br i1 %546, label %547, label %468, !llvm.loop !19

547:                                              ; preds = %538
  %548 = or i32 %544, %543
  %549 = or i32 %548, %542
  %550 = or i32 %549, %541
  %551 = or i32 %550, %540
  %552 = or i32 %551, %539
  %553 = icmp sgt i32 %552, -1
  %554 = icmp eq i32 %465, 4
  %555 = or i1 %554, %553
  br i1 %555, label %556, label %563

556:                                              ; preds = %547
  %557 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %544, i32 0)
  %558 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %543, i32 0)
  %559 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %542, i32 0)
  %560 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %541, i32 0)
  %561 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %540, i32 0)
  %562 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %539, i32 0)
  br label %566

563:                                              ; preds = %547
  %564 = add nsw i32 %467, 1
  %565 = fmul contract float %466, 5.000000e-01
  br label %566

566:                                              ; preds = %556, %563
  %567 = phi i32 [ %453, %563 ], [ %562, %556 ]
  %568 = phi i32 [ %454, %563 ], [ %561, %556 ]
  %569 = phi i32 [ %455, %563 ], [ %560, %556 ]
  %570 = phi i32 [ %456, %563 ], [ %559, %556 ]
  %571 = phi i32 [ %457, %563 ], [ %558, %556 ]
  %572 = phi i32 [ %458, %563 ], [ %557, %556 ]
  %573 = phi i32 [ %459, %563 ], [ %562, %556 ]
  %574 = phi i32 [ %460, %563 ], [ %561, %556 ]
  %575 = phi i32 [ %461, %563 ], [ %560, %556 ]
  %576 = phi i32 [ %462, %563 ], [ %559, %556 ]
  %577 = phi i32 [ %463, %563 ], [ %558, %556 ]
  %578 = phi i32 [ %464, %563 ], [ %557, %556 ]
  %579 = phi i32 [ %564, %563 ], [ %467, %556 ]
  %580 = phi float [ %565, %563 ], [ %466, %556 ]
  %581 = add nuw nsw i32 %465, 1
  %582 = icmp samesign ugt i32 %465, 3
  %583 = select i1 %555, i1 true, i1 %582
  br i1 %583, label %584, label %452, !llvm.loop !20

584:                                              ; preds = %566
  store i32 %572, ptr %8, align 4
  store i32 %571, ptr %95, align 4
  store i32 %570, ptr %104, align 4
  store i32 %569, ptr %113, align 4
  store i32 %568, ptr %122, align 4
  store i32 %567, ptr %131, align 4
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #9
  %585 = add nuw nsw i32 %197, 1
  %586 = icmp eq i32 %585, %3
  br i1 %586, label %168, label %184, !llvm.loop !21

587:                                              ; preds = %7, %168
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc noundef i32 @_ZL14sample_poissonP6Rng128f(ptr noundef nonnull captures(none) %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp contract ogt float %1, 0.000000e+00
  br i1 %3, label %4, label %108

4:                                                ; preds = %2
  %5 = fcmp contract olt float %1, 1.200000e+01
  br i1 %5, label %6, label %57

6:                                                ; preds = %4
  %7 = fmul float %1, 0xBFF7154760000000
  %8 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %7)
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = mul i32 %10, 5
  %12 = tail call noundef i32 @llvm.fshl.i32(i32 %11, i32 %11, i32 7)
  %13 = mul i32 %12, 9
  %14 = shl i32 %10, 9
  %15 = load i32, ptr %0, align 4, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = xor i32 %17, %15
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = xor i32 %20, %10
  %22 = xor i32 %18, %10
  store i32 %22, ptr %9, align 4, !tbaa !6
  %23 = xor i32 %21, %15
  store i32 %23, ptr %0, align 4, !tbaa !6
  %24 = xor i32 %18, %14
  store i32 %24, ptr %16, align 4, !tbaa !6
  %25 = tail call noundef i32 @llvm.fshl.i32(i32 %21, i32 %21, i32 11)
  store i32 %25, ptr %19, align 4, !tbaa !6
  %26 = lshr i32 %13, 8
  %27 = add nuw nsw i32 %26, 1
  %28 = uitofp nneg i32 %27 to float
  %29 = fmul contract float %28, 0x3E70000000000000
  %30 = fcmp contract ogt float %29, %8
  br i1 %30, label %31, label %108

31:                                               ; preds = %6, %31
  %32 = phi i32 [ %47, %31 ], [ %25, %6 ]
  %33 = phi i32 [ %46, %31 ], [ %24, %6 ]
  %34 = phi i32 [ %45, %31 ], [ %23, %6 ]
  %35 = phi i32 [ %44, %31 ], [ %22, %6 ]
  %36 = phi float [ %52, %31 ], [ %29, %6 ]
  %37 = phi i32 [ %53, %31 ], [ 0, %6 ]
  %38 = mul i32 %35, 5
  %39 = tail call noundef i32 @llvm.fshl.i32(i32 %38, i32 %38, i32 7)
  %40 = mul i32 %39, 9
  %41 = shl i32 %35, 9
  %42 = xor i32 %33, %34
  %43 = xor i32 %32, %35
  %44 = xor i32 %42, %35
  %45 = xor i32 %43, %34
  %46 = xor i32 %42, %41
  %47 = tail call noundef i32 @llvm.fshl.i32(i32 %43, i32 %43, i32 11)
  %48 = lshr i32 %40, 8
  %49 = add nuw nsw i32 %48, 1
  %50 = uitofp nneg i32 %49 to float
  %51 = fmul contract float %50, 0x3E70000000000000
  %52 = fmul contract float %36, %51
  %53 = add nuw nsw i32 %37, 1
  %54 = fcmp contract ogt float %52, %8
  %55 = icmp samesign ult i32 %37, 63
  %56 = select i1 %54, i1 %55, i1 false
  br i1 %56, label %31, label %107, !llvm.loop !22

57:                                               ; preds = %4
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = mul i32 %59, 5
  %61 = tail call noundef i32 @llvm.fshl.i32(i32 %60, i32 %60, i32 7)
  %62 = mul i32 %61, 9
  %63 = shl i32 %59, 9
  %64 = load i32, ptr %0, align 4, !tbaa !6
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = xor i32 %66, %64
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = xor i32 %69, %59
  %71 = xor i32 %67, %59
  %72 = xor i32 %70, %64
  %73 = xor i32 %67, %63
  %74 = tail call noundef i32 @llvm.fshl.i32(i32 %70, i32 %70, i32 11)
  %75 = lshr i32 %62, 8
  %76 = add nuw nsw i32 %75, 1
  %77 = uitofp nneg i32 %76 to float
  %78 = fmul contract float %77, 0x3E70000000000000
  %79 = mul i32 %71, 5
  %80 = tail call noundef i32 @llvm.fshl.i32(i32 %79, i32 %79, i32 7)
  %81 = mul i32 %80, 9
  %82 = shl i32 %71, 9
  %83 = xor i32 %72, %73
  %84 = xor i32 %74, %71
  %85 = xor i32 %83, %71
  store i32 %85, ptr %58, align 4, !tbaa !6
  %86 = xor i32 %84, %72
  store i32 %86, ptr %0, align 4, !tbaa !6
  %87 = xor i32 %83, %82
  store i32 %87, ptr %65, align 4, !tbaa !6
  %88 = tail call noundef i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 11)
  store i32 %88, ptr %68, align 4, !tbaa !6
  %89 = lshr i32 %81, 8
  %90 = add nuw nsw i32 %89, 1
  %91 = uitofp nneg i32 %90 to float
  %92 = fmul contract float %91, 0x3E70000000000000
  %93 = tail call float @llvm.nvvm.lg2.approx.f(float %78) #9
  %94 = fmul float %93, 0x3FE62E4300000000
  %95 = fmul contract float %94, -2.000000e+00
  %96 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %95) #9
  %97 = fmul contract float %92, 0x401921FB60000000
  %98 = tail call noundef float @llvm.nvvm.cos.approx.f(float %97) #9
  %99 = fmul contract float %96, %98
  %100 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1) #9
  %101 = fmul contract float %100, %99
  %102 = fadd contract float %1, %101
  %103 = tail call contract noundef float @llvm.rint.f32(float %102)
  %104 = tail call noundef float @llvm.maxnum.f32(float %103, float 0.000000e+00)
  %105 = tail call noundef float @llvm.minnum.f32(float %104, float 1.000000e+06)
  %106 = fptosi float %105 to i32
  br label %108

107:                                              ; preds = %31
  store i32 %44, ptr %9, align 4, !tbaa !6
  store i32 %45, ptr %0, align 4, !tbaa !6
  store i32 %46, ptr %16, align 4, !tbaa !6
  store i32 %47, ptr %19, align 4, !tbaa !6
  br label %108

108:                                              ; preds = %6, %107, %2, %57
  %109 = phi i32 [ 0, %2 ], [ %106, %57 ], [ %53, %107 ], [ 0, %6 ]
  ret i32 %109
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ssa_moments(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = mul nsw i32 %2, 6
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %123

13:                                               ; preds = %5
  %14 = icmp sgt i32 %1, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %13
  %16 = sext i32 %10 to i64
  br label %53

17:                                               ; preds = %13
  %18 = sext i32 %2 to i64
  %19 = sext i32 %10 to i64
  %20 = mul nsw i64 %18, 24
  %21 = getelementptr i32, ptr %0, i64 %19
  %22 = and i32 %1, 3
  %23 = icmp ult i32 %1, 4
  br i1 %23, label %28, label %24

24:                                               ; preds = %17
  %25 = and i32 %1, 2147483644
  br label %64

26:                                               ; preds = %64
  %27 = icmp eq i32 %22, 0
  br i1 %27, label %53, label %28

28:                                               ; preds = %26, %17
  %29 = phi double [ 0.000000e+00, %17 ], [ %117, %26 ]
  %30 = phi i32 [ 0, %17 ], [ %114, %26 ]
  %31 = phi double [ 0.000000e+00, %17 ], [ %120, %26 ]
  %32 = icmp ne i32 %22, 0
  tail call void @llvm.assume(i1 %32)
  br label %33

33:                                               ; preds = %33, %28
  %34 = phi double [ %29, %28 ], [ %47, %33 ]
  %35 = phi i32 [ %30, %28 ], [ %44, %33 ]
  %36 = phi double [ %31, %28 ], [ %50, %33 ]
  %37 = phi i32 [ 0, %28 ], [ %51, %33 ]
  %38 = zext nneg i32 %35 to i64
  %39 = mul i64 %20, %38
  %40 = getelementptr i8, ptr %21, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = sitofp i32 %41 to double
  %43 = fsub contract double %42, %34
  %44 = add nuw nsw i32 %35, 1
  %45 = uitofp nneg i32 %44 to double
  %46 = fdiv contract double %43, %45
  %47 = fadd contract double %34, %46
  %48 = fsub contract double %42, %47
  %49 = fmul contract double %43, %48
  %50 = fadd contract double %36, %49
  %51 = add i32 %37, 1
  %52 = icmp eq i32 %51, %22
  br i1 %52, label %53, label %33, !llvm.loop !23

53:                                               ; preds = %26, %33, %15
  %54 = phi i64 [ %16, %15 ], [ %19, %33 ], [ %19, %26 ]
  %55 = phi double [ 0.000000e+00, %15 ], [ %120, %26 ], [ %50, %33 ]
  %56 = phi double [ 0.000000e+00, %15 ], [ %117, %26 ], [ %47, %33 ]
  %57 = getelementptr inbounds double, ptr %3, i64 %54
  store double %56, ptr %57, align 8, !tbaa !25
  %58 = icmp sgt i32 %1, 1
  %59 = add nsw i32 %1, -1
  %60 = uitofp nneg i32 %59 to double
  %61 = fdiv contract double %55, %60
  %62 = select i1 %58, double %61, double 0.000000e+00
  %63 = getelementptr inbounds double, ptr %4, i64 %54
  store double %62, ptr %63, align 8, !tbaa !25
  br label %123

64:                                               ; preds = %64, %24
  %65 = phi double [ 0.000000e+00, %24 ], [ %117, %64 ]
  %66 = phi i32 [ 0, %24 ], [ %114, %64 ]
  %67 = phi double [ 0.000000e+00, %24 ], [ %120, %64 ]
  %68 = phi i32 [ 0, %24 ], [ %121, %64 ]
  %69 = zext nneg i32 %66 to i64
  %70 = mul i64 %20, %69
  %71 = getelementptr i8, ptr %21, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = sitofp i32 %72 to double
  %74 = fsub contract double %73, %65
  %75 = or disjoint i32 %66, 1
  %76 = uitofp nneg i32 %75 to double
  %77 = fdiv contract double %74, %76
  %78 = fadd contract double %65, %77
  %79 = fsub contract double %73, %78
  %80 = fmul contract double %74, %79
  %81 = fadd contract double %67, %80
  %82 = zext nneg i32 %75 to i64
  %83 = mul i64 %20, %82
  %84 = getelementptr i8, ptr %21, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = sitofp i32 %85 to double
  %87 = fsub contract double %86, %78
  %88 = or disjoint i32 %66, 2
  %89 = uitofp nneg i32 %88 to double
  %90 = fdiv contract double %87, %89
  %91 = fadd contract double %78, %90
  %92 = fsub contract double %86, %91
  %93 = fmul contract double %87, %92
  %94 = fadd contract double %81, %93
  %95 = zext nneg i32 %88 to i64
  %96 = mul i64 %20, %95
  %97 = getelementptr i8, ptr %21, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = sitofp i32 %98 to double
  %100 = fsub contract double %99, %91
  %101 = or disjoint i32 %66, 3
  %102 = uitofp nneg i32 %101 to double
  %103 = fdiv contract double %100, %102
  %104 = fadd contract double %91, %103
  %105 = fsub contract double %99, %104
  %106 = fmul contract double %100, %105
  %107 = fadd contract double %94, %106
  %108 = zext nneg i32 %101 to i64
  %109 = mul i64 %20, %108
  %110 = getelementptr i8, ptr %21, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = sitofp i32 %111 to double
  %113 = fsub contract double %112, %104
  %114 = add nuw nsw i32 %66, 4
  %115 = uitofp nneg i32 %114 to double
  %116 = fdiv contract double %113, %115
  %117 = fadd contract double %104, %116
  %118 = fsub contract double %112, %117
  %119 = fmul contract double %113, %118
  %120 = fadd contract double %107, %119
  %121 = add i32 %68, 4
  %122 = icmp eq i32 %121, %25
  br i1 %122, label %26, label %64, !llvm.loop !27

123:                                              ; preds = %5, %53
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS10SsaNetwork", !7, i64 0, !7, i64 4, !8, i64 8, !8, i64 72, !8, i64 264}
!13 = !{!12, !7, i64 4}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !8, i64 0}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !8, i64 0}
!27 = distinct !{!27, !15}
