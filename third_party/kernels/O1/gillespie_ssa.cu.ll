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
  %10 = alloca [8 x float], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp sge i32 %15, %1
  %17 = icmp slt i32 %3, 1
  %18 = or i1 %16, %17
  br i1 %18, label %740, label %19

19:                                               ; preds = %8
  %20 = load i32, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), align 4, !tbaa !11
  %21 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %20, i32 1)
  %22 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 4), align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  %23 = load i32, ptr %0, align 4, !tbaa !6
  %24 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %23, i32 0)
  %25 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %24, i32 134217728)
  store i32 %25, ptr %9, align 4, !tbaa !6
  %26 = icmp sgt i32 %20, 1
  br i1 %26, label %27, label %32

27:                                               ; preds = %19
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %29, i32 0)
  %31 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %30, i32 134217728)
  br label %32

32:                                               ; preds = %27, %19
  %33 = phi i32 [ %31, %27 ], [ 0, %19 ]
  %34 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %33, ptr %34, align 4, !tbaa !6
  %35 = icmp sgt i32 %20, 2
  br i1 %35, label %36, label %41

36:                                               ; preds = %32
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %39, i32 134217728)
  br label %41

41:                                               ; preds = %36, %32
  %42 = phi i32 [ %40, %36 ], [ 0, %32 ]
  %43 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %42, ptr %43, align 4, !tbaa !6
  %44 = icmp sgt i32 %20, 3
  br i1 %44, label %45, label %50

45:                                               ; preds = %41
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %47, i32 0)
  %49 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %48, i32 134217728)
  br label %50

50:                                               ; preds = %45, %41
  %51 = phi i32 [ %49, %45 ], [ 0, %41 ]
  %52 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %51, ptr %52, align 4, !tbaa !6
  %53 = icmp sgt i32 %20, 4
  br i1 %53, label %54, label %59

54:                                               ; preds = %50
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %56, i32 0)
  %58 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %57, i32 134217728)
  br label %59

59:                                               ; preds = %54, %50
  %60 = phi i32 [ %58, %54 ], [ 0, %50 ]
  %61 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %60, ptr %61, align 4, !tbaa !6
  %62 = icmp sgt i32 %20, 5
  br i1 %62, label %63, label %68

63:                                               ; preds = %59
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %65, i32 0)
  %67 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %66, i32 134217728)
  br label %68

68:                                               ; preds = %63, %59
  %69 = phi i32 [ %67, %63 ], [ 0, %59 ]
  %70 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %69, ptr %70, align 4, !tbaa !6
  %71 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %21, i32 6)
  %72 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %22, i32 1)
  %73 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %72, i32 8)
  %74 = sext i32 %15 to i64
  %75 = mul i64 %74, -3372029247567499371
  %76 = xor i64 %5, %75
  %77 = add i64 %76, -7046029254386353131
  %78 = lshr i64 %77, 30
  %79 = xor i64 %78, %77
  %80 = mul i64 %79, -4658895280553007687
  %81 = lshr i64 %80, 27
  %82 = xor i64 %81, %80
  %83 = mul i64 %82, -7723592293110705685
  %84 = lshr i64 %83, 31
  %85 = xor i64 %84, %83
  %86 = add i64 %76, 4354685564936845354
  %87 = lshr i64 %86, 30
  %88 = xor i64 %87, %86
  %89 = mul i64 %88, -4658895280553007687
  %90 = lshr i64 %89, 27
  %91 = xor i64 %90, %89
  %92 = mul i64 %91, -7723592293110705685
  %93 = lshr i64 %92, 31
  %94 = xor i64 %93, %92
  %95 = trunc i64 %85 to i32
  %96 = lshr i64 %85, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = trunc i64 %94 to i32
  %99 = lshr i64 %92, 32
  %100 = trunc nuw i64 %99 to i32
  %101 = or i32 %100, 1
  %102 = tail call i32 @llvm.smax.i32(i32 %3, i32 2)
  %103 = add nsw i32 %102, -1
  %104 = uitofp nneg i32 %103 to double
  %105 = fdiv contract double %2, %104
  %106 = zext nneg i32 %3 to i64
  %107 = mul nsw i64 %74, 24
  %108 = mul i64 %107, %106
  %109 = getelementptr inbounds nuw i8, ptr %6, i64 %108
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #8
  %110 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #8
  %111 = add nsw i32 %73, -1
  %112 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 8), align 4
  %113 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 12), align 4
  %114 = icmp sgt i32 %112, -1
  %115 = icmp sgt i32 %113, -1
  %116 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 264), align 4
  %117 = tail call float @llvm.maxnum.f32(float %116, float 0.000000e+00)
  %118 = icmp sgt i32 %22, 1
  %119 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 16), align 4
  %120 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 20), align 4
  %121 = icmp sgt i32 %119, -1
  %122 = icmp sgt i32 %120, -1
  %123 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 268), align 4
  %124 = tail call float @llvm.maxnum.f32(float %123, float 0.000000e+00)
  %125 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %126 = icmp sgt i32 %22, 2
  %127 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 24), align 4
  %128 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 28), align 4
  %129 = icmp sgt i32 %127, -1
  %130 = icmp sgt i32 %128, -1
  %131 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 272), align 4
  %132 = tail call float @llvm.maxnum.f32(float %131, float 0.000000e+00)
  %133 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %134 = icmp sgt i32 %22, 3
  %135 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 32), align 4
  %136 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 36), align 4
  %137 = icmp sgt i32 %135, -1
  %138 = icmp sgt i32 %136, -1
  %139 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 276), align 4
  %140 = tail call float @llvm.maxnum.f32(float %139, float 0.000000e+00)
  %141 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %142 = icmp sgt i32 %22, 4
  %143 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 40), align 4
  %144 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 44), align 4
  %145 = icmp sgt i32 %143, -1
  %146 = icmp sgt i32 %144, -1
  %147 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 280), align 4
  %148 = tail call float @llvm.maxnum.f32(float %147, float 0.000000e+00)
  %149 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %150 = icmp sgt i32 %22, 5
  %151 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 48), align 4
  %152 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 52), align 4
  %153 = icmp sgt i32 %151, -1
  %154 = icmp sgt i32 %152, -1
  %155 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 284), align 4
  %156 = tail call float @llvm.maxnum.f32(float %155, float 0.000000e+00)
  %157 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %158 = icmp sgt i32 %22, 6
  %159 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 56), align 4
  %160 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 60), align 4
  %161 = icmp sgt i32 %159, -1
  %162 = icmp sgt i32 %160, -1
  %163 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 288), align 4
  %164 = tail call float @llvm.maxnum.f32(float %163, float 0.000000e+00)
  %165 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %166 = icmp sgt i32 %22, 7
  %167 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 64), align 4
  %168 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 68), align 4
  %169 = icmp sgt i32 %167, -1
  %170 = icmp sgt i32 %168, -1
  %171 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 292), align 4
  %172 = tail call float @llvm.maxnum.f32(float %171, float 0.000000e+00)
  %173 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %174 = icmp sgt i32 %20, 1
  %175 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %176 = icmp sgt i32 %20, 2
  %177 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %178 = icmp sgt i32 %20, 3
  %179 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %180 = icmp sgt i32 %20, 4
  %181 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %182 = icmp sgt i32 %20, 5
  %183 = getelementptr inbounds nuw i8, ptr %9, i64 20
  br label %184

184:                                              ; preds = %693, %68
  %185 = phi i32 [ %69, %68 ], [ %694, %693 ]
  %186 = phi i32 [ %60, %68 ], [ %695, %693 ]
  %187 = phi i32 [ %51, %68 ], [ %696, %693 ]
  %188 = phi i32 [ %42, %68 ], [ %697, %693 ]
  %189 = phi i32 [ %33, %68 ], [ %698, %693 ]
  %190 = phi i32 [ %25, %68 ], [ %699, %693 ]
  %191 = phi i32 [ %101, %68 ], [ %700, %693 ]
  %192 = phi i32 [ %98, %68 ], [ %701, %693 ]
  %193 = phi i32 [ %97, %68 ], [ %702, %693 ]
  %194 = phi i32 [ %95, %68 ], [ %703, %693 ]
  %195 = phi double [ 0.000000e+00, %68 ], [ %704, %693 ]
  %196 = phi i32 [ 0, %68 ], [ %601, %693 ]
  %197 = phi i32 [ 0, %68 ], [ %705, %693 ]
  %198 = icmp slt i32 %196, %3
  br i1 %198, label %199, label %706

199:                                              ; preds = %184
  br i1 %114, label %200, label %225

200:                                              ; preds = %199
  %201 = urem i32 %112, %71
  br i1 %115, label %202, label %220

202:                                              ; preds = %200
  %203 = urem i32 %113, %71
  %204 = icmp eq i32 %201, %203
  %205 = zext nneg i32 %201 to i64
  %206 = getelementptr inbounds nuw i32, ptr %9, i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = sitofp i32 %207 to float
  br i1 %204, label %209, label %214

209:                                              ; preds = %202
  %210 = fmul contract float %208, 5.000000e-01
  %211 = add nsw i32 %207, -1
  %212 = sitofp i32 %211 to float
  %213 = fmul contract float %210, %212
  br label %225

214:                                              ; preds = %202
  %215 = zext nneg i32 %203 to i64
  %216 = getelementptr inbounds nuw i32, ptr %9, i64 %215
  %217 = load i32, ptr %216, align 4, !tbaa !6
  %218 = sitofp i32 %217 to float
  %219 = fmul contract float %208, %218
  br label %225

220:                                              ; preds = %200
  %221 = zext nneg i32 %201 to i64
  %222 = getelementptr inbounds nuw i32, ptr %9, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !6
  %224 = sitofp i32 %223 to float
  br label %225

225:                                              ; preds = %220, %214, %209, %199
  %226 = phi float [ 1.000000e+00, %199 ], [ %224, %220 ], [ %213, %209 ], [ %219, %214 ]
  %227 = tail call noundef float @llvm.maxnum.f32(float %226, float 0.000000e+00)
  %228 = fmul contract float %227, %117
  store float %228, ptr %10, align 4, !tbaa !14
  %229 = fadd contract float %228, 0.000000e+00
  br i1 %118, label %230, label %260

230:                                              ; preds = %225
  br i1 %121, label %231, label %256

231:                                              ; preds = %230
  %232 = urem i32 %119, %71
  br i1 %122, label %238, label %233

233:                                              ; preds = %231
  %234 = zext nneg i32 %232 to i64
  %235 = getelementptr inbounds nuw i32, ptr %9, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = sitofp i32 %236 to float
  br label %256

238:                                              ; preds = %231
  %239 = urem i32 %120, %71
  %240 = icmp eq i32 %232, %239
  %241 = zext nneg i32 %232 to i64
  %242 = getelementptr inbounds nuw i32, ptr %9, i64 %241
  %243 = load i32, ptr %242, align 4, !tbaa !6
  %244 = sitofp i32 %243 to float
  br i1 %240, label %251, label %245

245:                                              ; preds = %238
  %246 = zext nneg i32 %239 to i64
  %247 = getelementptr inbounds nuw i32, ptr %9, i64 %246
  %248 = load i32, ptr %247, align 4, !tbaa !6
  %249 = sitofp i32 %248 to float
  %250 = fmul contract float %244, %249
  br label %256

251:                                              ; preds = %238
  %252 = fmul contract float %244, 5.000000e-01
  %253 = add nsw i32 %243, -1
  %254 = sitofp i32 %253 to float
  %255 = fmul contract float %252, %254
  br label %256

256:                                              ; preds = %251, %245, %233, %230
  %257 = phi float [ 1.000000e+00, %230 ], [ %237, %233 ], [ %255, %251 ], [ %250, %245 ]
  %258 = tail call noundef float @llvm.maxnum.f32(float %257, float 0.000000e+00)
  %259 = fmul contract float %258, %124
  br label %260

260:                                              ; preds = %256, %225
  %261 = phi contract float [ %259, %256 ], [ 0.000000e+00, %225 ]
  store float %261, ptr %125, align 4, !tbaa !14
  %262 = fadd contract float %229, %261
  br i1 %126, label %263, label %293

263:                                              ; preds = %260
  br i1 %129, label %264, label %289

264:                                              ; preds = %263
  %265 = urem i32 %127, %71
  br i1 %130, label %271, label %266

266:                                              ; preds = %264
  %267 = zext nneg i32 %265 to i64
  %268 = getelementptr inbounds nuw i32, ptr %9, i64 %267
  %269 = load i32, ptr %268, align 4, !tbaa !6
  %270 = sitofp i32 %269 to float
  br label %289

271:                                              ; preds = %264
  %272 = urem i32 %128, %71
  %273 = icmp eq i32 %265, %272
  %274 = zext nneg i32 %265 to i64
  %275 = getelementptr inbounds nuw i32, ptr %9, i64 %274
  %276 = load i32, ptr %275, align 4, !tbaa !6
  %277 = sitofp i32 %276 to float
  br i1 %273, label %284, label %278

278:                                              ; preds = %271
  %279 = zext nneg i32 %272 to i64
  %280 = getelementptr inbounds nuw i32, ptr %9, i64 %279
  %281 = load i32, ptr %280, align 4, !tbaa !6
  %282 = sitofp i32 %281 to float
  %283 = fmul contract float %277, %282
  br label %289

284:                                              ; preds = %271
  %285 = fmul contract float %277, 5.000000e-01
  %286 = add nsw i32 %276, -1
  %287 = sitofp i32 %286 to float
  %288 = fmul contract float %285, %287
  br label %289

289:                                              ; preds = %284, %278, %266, %263
  %290 = phi float [ 1.000000e+00, %263 ], [ %270, %266 ], [ %288, %284 ], [ %283, %278 ]
  %291 = tail call noundef float @llvm.maxnum.f32(float %290, float 0.000000e+00)
  %292 = fmul contract float %291, %132
  br label %293

293:                                              ; preds = %289, %260
  %294 = phi contract float [ %292, %289 ], [ 0.000000e+00, %260 ]
  store float %294, ptr %133, align 4, !tbaa !14
  %295 = fadd contract float %262, %294
  br i1 %134, label %296, label %326

296:                                              ; preds = %293
  br i1 %137, label %297, label %322

297:                                              ; preds = %296
  %298 = urem i32 %135, %71
  br i1 %138, label %304, label %299

299:                                              ; preds = %297
  %300 = zext nneg i32 %298 to i64
  %301 = getelementptr inbounds nuw i32, ptr %9, i64 %300
  %302 = load i32, ptr %301, align 4, !tbaa !6
  %303 = sitofp i32 %302 to float
  br label %322

304:                                              ; preds = %297
  %305 = urem i32 %136, %71
  %306 = icmp eq i32 %298, %305
  %307 = zext nneg i32 %298 to i64
  %308 = getelementptr inbounds nuw i32, ptr %9, i64 %307
  %309 = load i32, ptr %308, align 4, !tbaa !6
  %310 = sitofp i32 %309 to float
  br i1 %306, label %317, label %311

311:                                              ; preds = %304
  %312 = zext nneg i32 %305 to i64
  %313 = getelementptr inbounds nuw i32, ptr %9, i64 %312
  %314 = load i32, ptr %313, align 4, !tbaa !6
  %315 = sitofp i32 %314 to float
  %316 = fmul contract float %310, %315
  br label %322

317:                                              ; preds = %304
  %318 = fmul contract float %310, 5.000000e-01
  %319 = add nsw i32 %309, -1
  %320 = sitofp i32 %319 to float
  %321 = fmul contract float %318, %320
  br label %322

322:                                              ; preds = %317, %311, %299, %296
  %323 = phi float [ 1.000000e+00, %296 ], [ %303, %299 ], [ %321, %317 ], [ %316, %311 ]
  %324 = tail call noundef float @llvm.maxnum.f32(float %323, float 0.000000e+00)
  %325 = fmul contract float %324, %140
  br label %326

326:                                              ; preds = %322, %293
  %327 = phi contract float [ %325, %322 ], [ 0.000000e+00, %293 ]
  store float %327, ptr %141, align 4, !tbaa !14
  %328 = fadd contract float %295, %327
  br i1 %142, label %329, label %359

329:                                              ; preds = %326
  br i1 %145, label %330, label %355

330:                                              ; preds = %329
  %331 = urem i32 %143, %71
  br i1 %146, label %337, label %332

332:                                              ; preds = %330
  %333 = zext nneg i32 %331 to i64
  %334 = getelementptr inbounds nuw i32, ptr %9, i64 %333
  %335 = load i32, ptr %334, align 4, !tbaa !6
  %336 = sitofp i32 %335 to float
  br label %355

337:                                              ; preds = %330
  %338 = urem i32 %144, %71
  %339 = icmp eq i32 %331, %338
  %340 = zext nneg i32 %331 to i64
  %341 = getelementptr inbounds nuw i32, ptr %9, i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !6
  %343 = sitofp i32 %342 to float
  br i1 %339, label %350, label %344

344:                                              ; preds = %337
  %345 = zext nneg i32 %338 to i64
  %346 = getelementptr inbounds nuw i32, ptr %9, i64 %345
  %347 = load i32, ptr %346, align 4, !tbaa !6
  %348 = sitofp i32 %347 to float
  %349 = fmul contract float %343, %348
  br label %355

350:                                              ; preds = %337
  %351 = fmul contract float %343, 5.000000e-01
  %352 = add nsw i32 %342, -1
  %353 = sitofp i32 %352 to float
  %354 = fmul contract float %351, %353
  br label %355

355:                                              ; preds = %350, %344, %332, %329
  %356 = phi float [ 1.000000e+00, %329 ], [ %336, %332 ], [ %354, %350 ], [ %349, %344 ]
  %357 = tail call noundef float @llvm.maxnum.f32(float %356, float 0.000000e+00)
  %358 = fmul contract float %357, %148
  br label %359

359:                                              ; preds = %355, %326
  %360 = phi contract float [ %358, %355 ], [ 0.000000e+00, %326 ]
  store float %360, ptr %149, align 4, !tbaa !14
  %361 = fadd contract float %328, %360
  br i1 %150, label %362, label %392

362:                                              ; preds = %359
  br i1 %153, label %363, label %388

363:                                              ; preds = %362
  %364 = urem i32 %151, %71
  br i1 %154, label %370, label %365

365:                                              ; preds = %363
  %366 = zext nneg i32 %364 to i64
  %367 = getelementptr inbounds nuw i32, ptr %9, i64 %366
  %368 = load i32, ptr %367, align 4, !tbaa !6
  %369 = sitofp i32 %368 to float
  br label %388

370:                                              ; preds = %363
  %371 = urem i32 %152, %71
  %372 = icmp eq i32 %364, %371
  %373 = zext nneg i32 %364 to i64
  %374 = getelementptr inbounds nuw i32, ptr %9, i64 %373
  %375 = load i32, ptr %374, align 4, !tbaa !6
  %376 = sitofp i32 %375 to float
  br i1 %372, label %383, label %377

377:                                              ; preds = %370
  %378 = zext nneg i32 %371 to i64
  %379 = getelementptr inbounds nuw i32, ptr %9, i64 %378
  %380 = load i32, ptr %379, align 4, !tbaa !6
  %381 = sitofp i32 %380 to float
  %382 = fmul contract float %376, %381
  br label %388

383:                                              ; preds = %370
  %384 = fmul contract float %376, 5.000000e-01
  %385 = add nsw i32 %375, -1
  %386 = sitofp i32 %385 to float
  %387 = fmul contract float %384, %386
  br label %388

388:                                              ; preds = %383, %377, %365, %362
  %389 = phi float [ 1.000000e+00, %362 ], [ %369, %365 ], [ %387, %383 ], [ %382, %377 ]
  %390 = tail call noundef float @llvm.maxnum.f32(float %389, float 0.000000e+00)
  %391 = fmul contract float %390, %156
  br label %392

392:                                              ; preds = %388, %359
  %393 = phi contract float [ %391, %388 ], [ 0.000000e+00, %359 ]
  store float %393, ptr %157, align 4, !tbaa !14
  %394 = fadd contract float %361, %393
  br i1 %158, label %395, label %425

395:                                              ; preds = %392
  br i1 %161, label %396, label %421

396:                                              ; preds = %395
  %397 = urem i32 %159, %71
  br i1 %162, label %403, label %398

398:                                              ; preds = %396
  %399 = zext nneg i32 %397 to i64
  %400 = getelementptr inbounds nuw i32, ptr %9, i64 %399
  %401 = load i32, ptr %400, align 4, !tbaa !6
  %402 = sitofp i32 %401 to float
  br label %421

403:                                              ; preds = %396
  %404 = urem i32 %160, %71
  %405 = icmp eq i32 %397, %404
  %406 = zext nneg i32 %397 to i64
  %407 = getelementptr inbounds nuw i32, ptr %9, i64 %406
  %408 = load i32, ptr %407, align 4, !tbaa !6
  %409 = sitofp i32 %408 to float
  br i1 %405, label %416, label %410

410:                                              ; preds = %403
  %411 = zext nneg i32 %404 to i64
  %412 = getelementptr inbounds nuw i32, ptr %9, i64 %411
  %413 = load i32, ptr %412, align 4, !tbaa !6
  %414 = sitofp i32 %413 to float
  %415 = fmul contract float %409, %414
  br label %421

416:                                              ; preds = %403
  %417 = fmul contract float %409, 5.000000e-01
  %418 = add nsw i32 %408, -1
  %419 = sitofp i32 %418 to float
  %420 = fmul contract float %417, %419
  br label %421

421:                                              ; preds = %416, %410, %398, %395
  %422 = phi float [ 1.000000e+00, %395 ], [ %402, %398 ], [ %420, %416 ], [ %415, %410 ]
  %423 = tail call noundef float @llvm.maxnum.f32(float %422, float 0.000000e+00)
  %424 = fmul contract float %423, %164
  br label %425

425:                                              ; preds = %421, %392
  %426 = phi contract float [ %424, %421 ], [ 0.000000e+00, %392 ]
  store float %426, ptr %165, align 4, !tbaa !14
  %427 = fadd contract float %394, %426
  br i1 %166, label %428, label %458

428:                                              ; preds = %425
  br i1 %169, label %429, label %454

429:                                              ; preds = %428
  %430 = urem i32 %167, %71
  br i1 %170, label %436, label %431

431:                                              ; preds = %429
  %432 = zext nneg i32 %430 to i64
  %433 = getelementptr inbounds nuw i32, ptr %9, i64 %432
  %434 = load i32, ptr %433, align 4, !tbaa !6
  %435 = sitofp i32 %434 to float
  br label %454

436:                                              ; preds = %429
  %437 = urem i32 %168, %71
  %438 = icmp eq i32 %430, %437
  %439 = zext nneg i32 %430 to i64
  %440 = getelementptr inbounds nuw i32, ptr %9, i64 %439
  %441 = load i32, ptr %440, align 4, !tbaa !6
  %442 = sitofp i32 %441 to float
  br i1 %438, label %449, label %443

443:                                              ; preds = %436
  %444 = zext nneg i32 %437 to i64
  %445 = getelementptr inbounds nuw i32, ptr %9, i64 %444
  %446 = load i32, ptr %445, align 4, !tbaa !6
  %447 = sitofp i32 %446 to float
  %448 = fmul contract float %442, %447
  br label %454

449:                                              ; preds = %436
  %450 = fmul contract float %442, 5.000000e-01
  %451 = add nsw i32 %441, -1
  %452 = sitofp i32 %451 to float
  %453 = fmul contract float %450, %452
  br label %454

454:                                              ; preds = %449, %443, %431, %428
  %455 = phi float [ 1.000000e+00, %428 ], [ %435, %431 ], [ %453, %449 ], [ %448, %443 ]
  %456 = tail call noundef float @llvm.maxnum.f32(float %455, float 0.000000e+00)
  %457 = fmul contract float %456, %172
  br label %458

458:                                              ; preds = %454, %425
  %459 = phi contract float [ %457, %454 ], [ 0.000000e+00, %425 ]
  store float %459, ptr %173, align 4, !tbaa !14
  %460 = fadd contract float %427, %459
  %461 = fcmp contract ogt float %460, 0.000000e+00
  %462 = icmp slt i32 %197, %4
  %463 = select i1 %461, i1 %462, i1 false
  br i1 %463, label %464, label %567

464:                                              ; preds = %458
  %465 = mul i32 %193, 5
  %466 = tail call noundef i32 @llvm.fshl.i32(i32 %465, i32 %465, i32 7)
  %467 = mul i32 %466, 9
  %468 = shl i32 %193, 9
  %469 = xor i32 %194, %192
  %470 = xor i32 %193, %191
  %471 = xor i32 %469, %193
  %472 = xor i32 %194, %470
  %473 = xor i32 %469, %468
  %474 = tail call noundef i32 @llvm.fshl.i32(i32 %470, i32 %470, i32 11)
  %475 = zext i32 %467 to i64
  %476 = mul i32 %471, 5
  %477 = tail call noundef i32 @llvm.fshl.i32(i32 %476, i32 %476, i32 7)
  %478 = mul i32 %477, 9
  %479 = shl i32 %471, 9
  %480 = xor i32 %473, %472
  %481 = xor i32 %471, %474
  %482 = xor i32 %480, %471
  %483 = xor i32 %481, %472
  %484 = xor i32 %480, %479
  %485 = tail call noundef i32 @llvm.fshl.i32(i32 %481, i32 %481, i32 11)
  %486 = zext i32 %478 to i64
  %487 = shl nuw nsw i64 %475, 21
  %488 = xor i64 %487, %486
  %489 = add nuw nsw i64 %488, 1
  %490 = uitofp nneg i64 %489 to double
  %491 = fmul contract double %490, 0x3CA0000000000000
  %492 = tail call i32 @llvm.nvvm.d2i.hi(double %491) #8
  %493 = tail call i32 @llvm.nvvm.d2i.lo(double %491) #8
  %494 = icmp slt i32 %492, 1048576
  br i1 %494, label %495, label %499

495:                                              ; preds = %464
  %496 = fmul double %491, 0x4350000000000000
  %497 = tail call i32 @llvm.nvvm.d2i.hi(double %496) #8
  %498 = tail call i32 @llvm.nvvm.d2i.lo(double %496) #8
  br label %499

499:                                              ; preds = %495, %464
  %500 = phi double [ %496, %495 ], [ %491, %464 ]
  %501 = phi i32 [ %497, %495 ], [ %492, %464 ]
  %502 = phi i32 [ %498, %495 ], [ %493, %464 ]
  %503 = phi i32 [ -1077, %495 ], [ -1023, %464 ]
  %504 = add i32 %501, -1
  %505 = icmp ult i32 %504, 2146435071
  br i1 %505, label %506, label %556

506:                                              ; preds = %499
  %507 = lshr i32 %501, 20
  %508 = add nsw i32 %503, %507
  %509 = and i32 %501, 1048575
  %510 = or disjoint i32 %509, 1072693248
  %511 = tail call double @llvm.nvvm.lohi.i2d(i32 %502, i32 %510) #8
  %512 = icmp samesign ugt i32 %510, 1073127582
  br i1 %512, label %513, label %519

513:                                              ; preds = %506
  %514 = tail call i32 @llvm.nvvm.d2i.lo(double %511) #8
  %515 = tail call i32 @llvm.nvvm.d2i.hi(double %511) #8
  %516 = add i32 %515, -1048576
  %517 = tail call double @llvm.nvvm.lohi.i2d(i32 %514, i32 %516) #8
  %518 = add nsw i32 %508, 1
  br label %519

519:                                              ; preds = %513, %506
  %520 = phi double [ %517, %513 ], [ %511, %506 ]
  %521 = phi i32 [ %518, %513 ], [ %508, %506 ]
  %522 = fadd double %520, -1.000000e+00
  %523 = fadd double %520, 1.000000e+00
  %524 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %523) #8
  %525 = fneg double %523
  %526 = tail call double @llvm.fma.f64(double %525, double %524, double 1.000000e+00)
  %527 = tail call double @llvm.fma.f64(double %526, double %526, double %526)
  %528 = tail call double @llvm.fma.f64(double %527, double %524, double %524)
  %529 = fmul double %522, %528
  %530 = fadd double %529, %529
  %531 = fmul double %530, %530
  %532 = tail call double @llvm.fma.f64(double %531, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %533 = tail call double @llvm.fma.f64(double %532, double %531, double 0x3EF3B2669F02676F)
  %534 = tail call double @llvm.fma.f64(double %533, double %531, double 0x3F1745CBA9AB0956)
  %535 = tail call double @llvm.fma.f64(double %534, double %531, double 0x3F3C71C72D1B5154)
  %536 = tail call double @llvm.fma.f64(double %535, double %531, double 0x3F624924923BE72D)
  %537 = tail call double @llvm.fma.f64(double %536, double %531, double 0x3F8999999999A3C4)
  %538 = tail call double @llvm.fma.f64(double %537, double %531, double 0x3FB5555555555554)
  %539 = fsub double %522, %530
  %540 = fmul double %539, 2.000000e+00
  %541 = fneg double %530
  %542 = tail call double @llvm.fma.f64(double %541, double %522, double %540)
  %543 = fmul double %528, %542
  %544 = fmul double %531, %538
  %545 = tail call double @llvm.fma.f64(double %544, double %530, double %543)
  %546 = xor i32 %521, -2147483648
  %547 = tail call double @llvm.nvvm.lohi.i2d(i32 %546, i32 1127219200) #8
  %548 = fsub double %547, %110
  %549 = tail call double @llvm.fma.f64(double %548, double 0x3FE62E42FEFA39EF, double %530)
  %550 = fneg double %548
  %551 = tail call double @llvm.fma.f64(double %550, double 0x3FE62E42FEFA39EF, double %549)
  %552 = fsub double %551, %530
  %553 = fsub double %545, %552
  %554 = tail call double @llvm.fma.f64(double %548, double 0x3C7ABC9E3B39803F, double %553)
  %555 = fadd double %549, %554
  br label %562

556:                                              ; preds = %499
  %557 = tail call double @llvm.fma.f64(double %500, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %558 = tail call i32 @llvm.nvvm.d2i.hi(double %500) #8
  %559 = and i32 %558, 2147483647
  %560 = icmp eq i32 %559, 0
  %561 = select i1 %560, double 0xFFF0000000000000, double %557
  br label %562

562:                                              ; preds = %519, %556
  %563 = phi double [ %555, %519 ], [ %561, %556 ]
  %564 = fpext contract float %460 to double
  %565 = fdiv contract double %563, %564
  %566 = fsub contract double %195, %565
  br label %567

567:                                              ; preds = %562, %458
  %568 = phi i32 [ %485, %562 ], [ %191, %458 ]
  %569 = phi i32 [ %484, %562 ], [ %192, %458 ]
  %570 = phi i32 [ %482, %562 ], [ %193, %458 ]
  %571 = phi i32 [ %483, %562 ], [ %194, %458 ]
  %572 = phi double [ %566, %562 ], [ 1.000000e+300, %458 ]
  %573 = icmp slt i32 %196, %3
  br i1 %573, label %574, label %600

574:                                              ; preds = %567, %579
  %575 = phi i32 [ %598, %579 ], [ %196, %567 ]
  %576 = sitofp i32 %575 to double
  %577 = fmul contract double %105, %576
  %578 = fcmp contract olt double %577, %572
  br i1 %578, label %579, label %600

579:                                              ; preds = %574
  %580 = mul nsw i32 %575, 6
  %581 = sext i32 %580 to i64
  %582 = getelementptr inbounds i32, ptr %109, i64 %581
  store i32 %190, ptr %582, align 4, !tbaa !6
  %583 = sext i32 %580 to i64
  %584 = getelementptr i32, ptr %109, i64 %583
  %585 = getelementptr i8, ptr %584, i64 4
  store i32 %189, ptr %585, align 4, !tbaa !6
  %586 = sext i32 %580 to i64
  %587 = getelementptr i32, ptr %109, i64 %586
  %588 = getelementptr i8, ptr %587, i64 8
  store i32 %188, ptr %588, align 4, !tbaa !6
  %589 = sext i32 %580 to i64
  %590 = getelementptr i32, ptr %109, i64 %589
  %591 = getelementptr i8, ptr %590, i64 12
  store i32 %187, ptr %591, align 4, !tbaa !6
  %592 = sext i32 %580 to i64
  %593 = getelementptr i32, ptr %109, i64 %592
  %594 = getelementptr i8, ptr %593, i64 16
  store i32 %186, ptr %594, align 4, !tbaa !6
  %595 = sext i32 %580 to i64
  %596 = getelementptr i32, ptr %109, i64 %595
  %597 = getelementptr i8, ptr %596, i64 20
  store i32 %185, ptr %597, align 4, !tbaa !6
  %598 = add i32 %575, 1
  %599 = icmp eq i32 %598, %3
  br i1 %599, label %600, label %574, !llvm.loop !16

600:                                              ; preds = %574, %579, %567
  %601 = phi i32 [ %196, %567 ], [ %575, %574 ], [ %3, %579 ]
  %602 = icmp slt i32 %601, %3
  %603 = fcmp contract ult double %572, 1.000000e+299
  %604 = select i1 %602, i1 %603, i1 false
  br i1 %604, label %605, label %693

605:                                              ; preds = %600
  %606 = mul i32 %570, 5
  %607 = tail call noundef i32 @llvm.fshl.i32(i32 %606, i32 %606, i32 7)
  %608 = mul i32 %607, 9
  %609 = shl i32 %570, 9
  %610 = xor i32 %571, %569
  %611 = xor i32 %570, %568
  %612 = xor i32 %610, %570
  %613 = xor i32 %571, %611
  %614 = xor i32 %610, %609
  %615 = tail call noundef i32 @llvm.fshl.i32(i32 %611, i32 %611, i32 11)
  %616 = lshr i32 %608, 8
  %617 = add nuw nsw i32 %616, 1
  %618 = uitofp nneg i32 %617 to float
  %619 = fmul contract float %618, 0x3E70000000000000
  %620 = fmul contract float %460, %619
  br label %621

621:                                              ; preds = %605, %629
  %622 = phi i32 [ 0, %605 ], [ %630, %629 ]
  %623 = phi float [ 0.000000e+00, %605 ], [ %627, %629 ]
  %624 = zext nneg i32 %622 to i64
  %625 = getelementptr inbounds nuw float, ptr %10, i64 %624
  %626 = load float, ptr %625, align 4, !tbaa !14
  %627 = fadd contract float %623, %626
  %628 = fcmp contract ugt float %620, %627
  br i1 %628, label %629, label %632

629:                                              ; preds = %621
  %630 = add nuw nsw i32 %622, 1
  %631 = icmp eq i32 %630, %73
  br i1 %631, label %632, label %621, !llvm.loop !19

632:                                              ; preds = %621, %629
  %633 = phi i32 [ %111, %629 ], [ %622, %621 ]
  %634 = sext i32 %633 to i64
  %635 = getelementptr inbounds [6 x i32], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 72), i64 %634
  %636 = load i32, ptr %635, align 4, !tbaa !6
  %637 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %636, i32 -16)
  %638 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %637, i32 16)
  %639 = add nsw i32 %638, %190
  %640 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %639, i32 0)
  %641 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %640, i32 134217728)
  store i32 %641, ptr %9, align 4, !tbaa !6
  br i1 %174, label %642, label %650

642:                                              ; preds = %632
  %643 = getelementptr inbounds nuw i8, ptr %635, i64 4
  %644 = load i32, ptr %643, align 4, !tbaa !6
  %645 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %644, i32 -16)
  %646 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %645, i32 16)
  %647 = add nsw i32 %646, %189
  %648 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %647, i32 0)
  %649 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %648, i32 134217728)
  store i32 %649, ptr %175, align 4, !tbaa !6
  br label %650

650:                                              ; preds = %642, %632
  %651 = phi i32 [ %649, %642 ], [ %189, %632 ]
  br i1 %176, label %652, label %660

652:                                              ; preds = %650
  %653 = getelementptr inbounds nuw i8, ptr %635, i64 8
  %654 = load i32, ptr %653, align 4, !tbaa !6
  %655 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %654, i32 -16)
  %656 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %655, i32 16)
  %657 = add nsw i32 %656, %188
  %658 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %657, i32 0)
  %659 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %658, i32 134217728)
  store i32 %659, ptr %177, align 4, !tbaa !6
  br label %660

660:                                              ; preds = %652, %650
  %661 = phi i32 [ %659, %652 ], [ %188, %650 ]
  br i1 %178, label %662, label %670

662:                                              ; preds = %660
  %663 = getelementptr inbounds nuw i8, ptr %635, i64 12
  %664 = load i32, ptr %663, align 4, !tbaa !6
  %665 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %664, i32 -16)
  %666 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %665, i32 16)
  %667 = add nsw i32 %666, %187
  %668 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %667, i32 0)
  %669 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %668, i32 134217728)
  store i32 %669, ptr %179, align 4, !tbaa !6
  br label %670

670:                                              ; preds = %662, %660
  %671 = phi i32 [ %669, %662 ], [ %187, %660 ]
  br i1 %180, label %672, label %680

672:                                              ; preds = %670
  %673 = getelementptr inbounds nuw i8, ptr %635, i64 16
  %674 = load i32, ptr %673, align 4, !tbaa !6
  %675 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %674, i32 -16)
  %676 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %675, i32 16)
  %677 = add nsw i32 %676, %186
  %678 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %677, i32 0)
  %679 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %678, i32 134217728)
  store i32 %679, ptr %181, align 4, !tbaa !6
  br label %680

680:                                              ; preds = %672, %670
  %681 = phi i32 [ %679, %672 ], [ %186, %670 ]
  br i1 %182, label %682, label %690

682:                                              ; preds = %680
  %683 = getelementptr inbounds nuw i8, ptr %635, i64 20
  %684 = load i32, ptr %683, align 4, !tbaa !6
  %685 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %684, i32 -16)
  %686 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %685, i32 16)
  %687 = add nsw i32 %686, %185
  %688 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %687, i32 0)
  %689 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %688, i32 134217728)
  store i32 %689, ptr %183, align 4, !tbaa !6
  br label %690

690:                                              ; preds = %682, %680
  %691 = phi i32 [ %689, %682 ], [ %185, %680 ]
  %692 = add nsw i32 %197, 1
  br label %693

693:                                              ; preds = %600, %690
  %694 = phi i32 [ %185, %600 ], [ %691, %690 ]
  %695 = phi i32 [ %186, %600 ], [ %681, %690 ]
  %696 = phi i32 [ %187, %600 ], [ %671, %690 ]
  %697 = phi i32 [ %188, %600 ], [ %661, %690 ]
  %698 = phi i32 [ %189, %600 ], [ %651, %690 ]
  %699 = phi i32 [ %190, %600 ], [ %641, %690 ]
  %700 = phi i32 [ %568, %600 ], [ %615, %690 ]
  %701 = phi i32 [ %569, %600 ], [ %614, %690 ]
  %702 = phi i32 [ %570, %600 ], [ %612, %690 ]
  %703 = phi i32 [ %571, %600 ], [ %613, %690 ]
  %704 = phi double [ %195, %600 ], [ %572, %690 ]
  %705 = phi i32 [ %197, %600 ], [ %692, %690 ]
  br i1 %604, label %184, label %706

706:                                              ; preds = %693, %184
  %707 = phi i32 [ %694, %693 ], [ %185, %184 ]
  %708 = phi i32 [ %695, %693 ], [ %186, %184 ]
  %709 = phi i32 [ %696, %693 ], [ %187, %184 ]
  %710 = phi i32 [ %697, %693 ], [ %188, %184 ]
  %711 = phi i32 [ %698, %693 ], [ %189, %184 ]
  %712 = phi i32 [ %699, %693 ], [ %190, %184 ]
  %713 = phi i32 [ %601, %693 ], [ %196, %184 ]
  %714 = phi i32 [ %705, %693 ], [ %197, %184 ]
  %715 = icmp slt i32 %713, %3
  br i1 %715, label %716, label %738

716:                                              ; preds = %706, %716
  %717 = phi i32 [ %736, %716 ], [ %713, %706 ]
  %718 = mul nsw i32 %717, 6
  %719 = sext i32 %718 to i64
  %720 = getelementptr inbounds i32, ptr %109, i64 %719
  store i32 %712, ptr %720, align 4, !tbaa !6
  %721 = sext i32 %718 to i64
  %722 = getelementptr i32, ptr %109, i64 %721
  %723 = getelementptr i8, ptr %722, i64 4
  store i32 %711, ptr %723, align 4, !tbaa !6
  %724 = sext i32 %718 to i64
  %725 = getelementptr i32, ptr %109, i64 %724
  %726 = getelementptr i8, ptr %725, i64 8
  store i32 %710, ptr %726, align 4, !tbaa !6
  %727 = sext i32 %718 to i64
  %728 = getelementptr i32, ptr %109, i64 %727
  %729 = getelementptr i8, ptr %728, i64 12
  store i32 %709, ptr %729, align 4, !tbaa !6
  %730 = sext i32 %718 to i64
  %731 = getelementptr i32, ptr %109, i64 %730
  %732 = getelementptr i8, ptr %731, i64 16
  store i32 %708, ptr %732, align 4, !tbaa !6
  %733 = sext i32 %718 to i64
  %734 = getelementptr i32, ptr %109, i64 %733
  %735 = getelementptr i8, ptr %734, i64 20
  store i32 %707, ptr %735, align 4, !tbaa !6
  %736 = add nsw i32 %717, 1
  %737 = icmp eq i32 %736, %3
  br i1 %737, label %738, label %716, !llvm.loop !20

738:                                              ; preds = %716, %706
  %739 = getelementptr inbounds i32, ptr %7, i64 %74
  store i32 %714, ptr %739, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  br label %740

740:                                              ; preds = %8, %738
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
  br i1 %16, label %17, label %604

17:                                               ; preds = %7
  %18 = load i32, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), align 4, !tbaa !11
  %19 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 1)
  %20 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 4), align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  %21 = load i32, ptr %0, align 4, !tbaa !6
  %22 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %23 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %22, i32 134217728)
  store i32 %23, ptr %8, align 4, !tbaa !6
  %24 = icmp sgt i32 %18, 1
  br i1 %24, label %25, label %30

25:                                               ; preds = %17
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %27, i32 0)
  %29 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %28, i32 134217728)
  br label %30

30:                                               ; preds = %25, %17
  %31 = phi i32 [ %29, %25 ], [ 0, %17 ]
  %32 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %31, ptr %32, align 4, !tbaa !6
  %33 = icmp sgt i32 %18, 2
  br i1 %33, label %34, label %39

34:                                               ; preds = %30
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %36, i32 0)
  %38 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %37, i32 134217728)
  br label %39

39:                                               ; preds = %34, %30
  %40 = phi i32 [ %38, %34 ], [ 0, %30 ]
  %41 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %40, ptr %41, align 4, !tbaa !6
  %42 = icmp sgt i32 %18, 3
  br i1 %42, label %43, label %48

43:                                               ; preds = %39
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %46, i32 134217728)
  br label %48

48:                                               ; preds = %43, %39
  %49 = phi i32 [ %47, %43 ], [ 0, %39 ]
  %50 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 %49, ptr %50, align 4, !tbaa !6
  %51 = icmp sgt i32 %18, 4
  br i1 %51, label %52, label %57

52:                                               ; preds = %48
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %54, i32 0)
  %56 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %55, i32 134217728)
  br label %57

57:                                               ; preds = %52, %48
  %58 = phi i32 [ %56, %52 ], [ 0, %48 ]
  %59 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store i32 %58, ptr %59, align 4, !tbaa !6
  %60 = icmp sgt i32 %18, 5
  br i1 %60, label %61, label %66

61:                                               ; preds = %57
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %63, i32 0)
  %65 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %64, i32 134217728)
  br label %66

66:                                               ; preds = %61, %57
  %67 = phi i32 [ %65, %61 ], [ 0, %57 ]
  %68 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store i32 %67, ptr %68, align 4, !tbaa !6
  %69 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %19, i32 6)
  %70 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %20, i32 1)
  %71 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %70, i32 8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  %72 = sext i32 %15 to i64
  %73 = mul i64 %72, -3372029247567499371
  %74 = add i64 %73, -2413103027087998976
  %75 = xor i64 %4, %74
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
  store i32 %94, ptr %9, align 4, !tbaa !6
  %95 = lshr i64 %84, 32
  %96 = trunc nuw i64 %95 to i32
  %97 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %96, ptr %97, align 4, !tbaa !6
  %98 = trunc i64 %93 to i32
  %99 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %98, ptr %99, align 4, !tbaa !6
  %100 = lshr i64 %91, 32
  %101 = trunc nuw i64 %100 to i32
  %102 = or i32 %101, 1
  %103 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %102, ptr %103, align 4, !tbaa !6
  %104 = icmp sgt i32 %3, 0
  br i1 %104, label %105, label %588

105:                                              ; preds = %66
  %106 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 8), align 4, !tbaa !6
  %107 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 12), align 4, !tbaa !6
  %108 = icmp sgt i32 %106, -1
  %109 = icmp sgt i32 %107, -1
  %110 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 264), align 4, !tbaa !14
  %111 = tail call noundef float @llvm.maxnum.f32(float %110, float 0.000000e+00)
  %112 = icmp sgt i32 %20, 1
  %113 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 16), align 4
  %114 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 20), align 4
  %115 = icmp sgt i32 %113, -1
  %116 = icmp sgt i32 %114, -1
  %117 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 268), align 4
  %118 = tail call float @llvm.maxnum.f32(float %117, float 0.000000e+00)
  %119 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %120 = icmp sgt i32 %20, 2
  %121 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 24), align 4
  %122 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 28), align 4
  %123 = icmp sgt i32 %121, -1
  %124 = icmp sgt i32 %122, -1
  %125 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 272), align 4
  %126 = tail call float @llvm.maxnum.f32(float %125, float 0.000000e+00)
  %127 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %128 = icmp sgt i32 %20, 3
  %129 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 32), align 4
  %130 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 36), align 4
  %131 = icmp sgt i32 %129, -1
  %132 = icmp sgt i32 %130, -1
  %133 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 276), align 4
  %134 = tail call float @llvm.maxnum.f32(float %133, float 0.000000e+00)
  %135 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %136 = icmp sgt i32 %20, 4
  %137 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 40), align 4
  %138 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 44), align 4
  %139 = icmp sgt i32 %137, -1
  %140 = icmp sgt i32 %138, -1
  %141 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 280), align 4
  %142 = tail call float @llvm.maxnum.f32(float %141, float 0.000000e+00)
  %143 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %144 = icmp sgt i32 %20, 5
  %145 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 48), align 4
  %146 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 52), align 4
  %147 = icmp sgt i32 %145, -1
  %148 = icmp sgt i32 %146, -1
  %149 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 284), align 4
  %150 = tail call float @llvm.maxnum.f32(float %149, float 0.000000e+00)
  %151 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %152 = icmp sgt i32 %20, 6
  %153 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 56), align 4
  %154 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 60), align 4
  %155 = icmp sgt i32 %153, -1
  %156 = icmp sgt i32 %154, -1
  %157 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 288), align 4
  %158 = tail call float @llvm.maxnum.f32(float %157, float 0.000000e+00)
  %159 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %160 = icmp sgt i32 %20, 7
  %161 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 64), align 4
  %162 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 68), align 4
  %163 = icmp sgt i32 %161, -1
  %164 = icmp sgt i32 %162, -1
  %165 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 292), align 4
  %166 = tail call float @llvm.maxnum.f32(float %165, float 0.000000e+00)
  %167 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %168 = icmp sgt i32 %18, 1
  %169 = icmp sgt i32 %18, 2
  %170 = icmp sgt i32 %18, 3
  %171 = icmp sgt i32 %18, 4
  %172 = icmp sgt i32 %18, 5
  %173 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %174 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %175 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %176 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %177 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %178 = load i32, ptr %8, align 1
  %179 = load i32, ptr %173, align 1
  %180 = load i32, ptr %174, align 1
  %181 = load i32, ptr %175, align 1
  %182 = load i32, ptr %176, align 1
  %183 = load i32, ptr %177, align 1
  br label %184

184:                                              ; preds = %105, %585
  %185 = phi i32 [ %568, %585 ], [ %183, %105 ]
  %186 = phi i32 [ %569, %585 ], [ %182, %105 ]
  %187 = phi i32 [ %570, %585 ], [ %181, %105 ]
  %188 = phi i32 [ %571, %585 ], [ %180, %105 ]
  %189 = phi i32 [ %572, %585 ], [ %179, %105 ]
  %190 = phi i32 [ %573, %585 ], [ %178, %105 ]
  %191 = phi i32 [ %574, %585 ], [ %67, %105 ]
  %192 = phi i32 [ %575, %585 ], [ %58, %105 ]
  %193 = phi i32 [ %576, %585 ], [ %49, %105 ]
  %194 = phi i32 [ %577, %585 ], [ %40, %105 ]
  %195 = phi i32 [ %578, %585 ], [ %31, %105 ]
  %196 = phi i32 [ %579, %585 ], [ %23, %105 ]
  %197 = phi i32 [ %586, %585 ], [ 0, %105 ]
  %198 = phi i32 [ %580, %585 ], [ 0, %105 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #8
  br i1 %108, label %199, label %224

199:                                              ; preds = %184
  %200 = urem i32 %106, %69
  br i1 %109, label %201, label %219

201:                                              ; preds = %199
  %202 = urem i32 %107, %69
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
  %227 = fmul contract float %226, %111
  store float %227, ptr %10, align 4, !tbaa !14
  br i1 %112, label %228, label %258

228:                                              ; preds = %224
  br i1 %115, label %229, label %254

229:                                              ; preds = %228
  %230 = urem i32 %113, %69
  br i1 %116, label %236, label %231

231:                                              ; preds = %229
  %232 = zext nneg i32 %230 to i64
  %233 = getelementptr inbounds nuw i32, ptr %8, i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !6
  %235 = sitofp i32 %234 to float
  br label %254

236:                                              ; preds = %229
  %237 = urem i32 %114, %69
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
  %257 = fmul contract float %256, %118
  br label %258

258:                                              ; preds = %254, %224
  %259 = phi contract float [ %257, %254 ], [ 0.000000e+00, %224 ]
  store float %259, ptr %119, align 4, !tbaa !14
  br i1 %120, label %260, label %290

260:                                              ; preds = %258
  br i1 %123, label %261, label %286

261:                                              ; preds = %260
  %262 = urem i32 %121, %69
  br i1 %124, label %268, label %263

263:                                              ; preds = %261
  %264 = zext nneg i32 %262 to i64
  %265 = getelementptr inbounds nuw i32, ptr %8, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !6
  %267 = sitofp i32 %266 to float
  br label %286

268:                                              ; preds = %261
  %269 = urem i32 %122, %69
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
  %289 = fmul contract float %288, %126
  br label %290

290:                                              ; preds = %286, %258
  %291 = phi contract float [ %289, %286 ], [ 0.000000e+00, %258 ]
  store float %291, ptr %127, align 4, !tbaa !14
  br i1 %128, label %292, label %322

292:                                              ; preds = %290
  br i1 %131, label %293, label %318

293:                                              ; preds = %292
  %294 = urem i32 %129, %69
  br i1 %132, label %300, label %295

295:                                              ; preds = %293
  %296 = zext nneg i32 %294 to i64
  %297 = getelementptr inbounds nuw i32, ptr %8, i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !6
  %299 = sitofp i32 %298 to float
  br label %318

300:                                              ; preds = %293
  %301 = urem i32 %130, %69
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
  %321 = fmul contract float %320, %134
  br label %322

322:                                              ; preds = %318, %290
  %323 = phi contract float [ %321, %318 ], [ 0.000000e+00, %290 ]
  store float %323, ptr %135, align 4, !tbaa !14
  br i1 %136, label %324, label %354

324:                                              ; preds = %322
  br i1 %139, label %325, label %350

325:                                              ; preds = %324
  %326 = urem i32 %137, %69
  br i1 %140, label %332, label %327

327:                                              ; preds = %325
  %328 = zext nneg i32 %326 to i64
  %329 = getelementptr inbounds nuw i32, ptr %8, i64 %328
  %330 = load i32, ptr %329, align 4, !tbaa !6
  %331 = sitofp i32 %330 to float
  br label %350

332:                                              ; preds = %325
  %333 = urem i32 %138, %69
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
  %353 = fmul contract float %352, %142
  br label %354

354:                                              ; preds = %350, %322
  %355 = phi contract float [ %353, %350 ], [ 0.000000e+00, %322 ]
  store float %355, ptr %143, align 4, !tbaa !14
  br i1 %144, label %356, label %386

356:                                              ; preds = %354
  br i1 %147, label %357, label %382

357:                                              ; preds = %356
  %358 = urem i32 %145, %69
  br i1 %148, label %364, label %359

359:                                              ; preds = %357
  %360 = zext nneg i32 %358 to i64
  %361 = getelementptr inbounds nuw i32, ptr %8, i64 %360
  %362 = load i32, ptr %361, align 4, !tbaa !6
  %363 = sitofp i32 %362 to float
  br label %382

364:                                              ; preds = %357
  %365 = urem i32 %146, %69
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
  %385 = fmul contract float %384, %150
  br label %386

386:                                              ; preds = %382, %354
  %387 = phi contract float [ %385, %382 ], [ 0.000000e+00, %354 ]
  store float %387, ptr %151, align 4, !tbaa !14
  br i1 %152, label %388, label %418

388:                                              ; preds = %386
  br i1 %155, label %389, label %414

389:                                              ; preds = %388
  %390 = urem i32 %153, %69
  br i1 %156, label %396, label %391

391:                                              ; preds = %389
  %392 = zext nneg i32 %390 to i64
  %393 = getelementptr inbounds nuw i32, ptr %8, i64 %392
  %394 = load i32, ptr %393, align 4, !tbaa !6
  %395 = sitofp i32 %394 to float
  br label %414

396:                                              ; preds = %389
  %397 = urem i32 %154, %69
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
  %417 = fmul contract float %416, %158
  br label %418

418:                                              ; preds = %414, %386
  %419 = phi contract float [ %417, %414 ], [ 0.000000e+00, %386 ]
  store float %419, ptr %159, align 4, !tbaa !14
  br i1 %160, label %420, label %450

420:                                              ; preds = %418
  br i1 %163, label %421, label %446

421:                                              ; preds = %420
  %422 = urem i32 %161, %69
  br i1 %164, label %428, label %423

423:                                              ; preds = %421
  %424 = zext nneg i32 %422 to i64
  %425 = getelementptr inbounds nuw i32, ptr %8, i64 %424
  %426 = load i32, ptr %425, align 4, !tbaa !6
  %427 = sitofp i32 %426 to float
  br label %446

428:                                              ; preds = %421
  %429 = urem i32 %162, %69
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
  %449 = fmul contract float %448, %166
  br label %450

450:                                              ; preds = %446, %418
  %451 = phi contract float [ %449, %446 ], [ 0.000000e+00, %418 ]
  store float %451, ptr %167, align 4, !tbaa !14
  br label %452

452:                                              ; preds = %450, %567
  %453 = phi i32 [ %568, %567 ], [ %185, %450 ]
  %454 = phi i32 [ %569, %567 ], [ %186, %450 ]
  %455 = phi i32 [ %570, %567 ], [ %187, %450 ]
  %456 = phi i32 [ %571, %567 ], [ %188, %450 ]
  %457 = phi i32 [ %572, %567 ], [ %189, %450 ]
  %458 = phi i32 [ %573, %567 ], [ %190, %450 ]
  %459 = phi i32 [ %574, %567 ], [ %191, %450 ]
  %460 = phi i32 [ %575, %567 ], [ %192, %450 ]
  %461 = phi i32 [ %576, %567 ], [ %193, %450 ]
  %462 = phi i32 [ %577, %567 ], [ %194, %450 ]
  %463 = phi i32 [ %578, %567 ], [ %195, %450 ]
  %464 = phi i32 [ %579, %567 ], [ %196, %450 ]
  %465 = phi i32 [ %582, %567 ], [ 0, %450 ]
  %466 = phi float [ %581, %567 ], [ %2, %450 ]
  %467 = phi i32 [ %580, %567 ], [ %198, %450 ]
  br label %468

468:                                              ; preds = %452, %539
  %469 = phi i32 [ %459, %452 ], [ %540, %539 ]
  %470 = phi i32 [ %460, %452 ], [ %541, %539 ]
  %471 = phi i32 [ %461, %452 ], [ %542, %539 ]
  %472 = phi i32 [ %462, %452 ], [ %543, %539 ]
  %473 = phi i32 [ %463, %452 ], [ %544, %539 ]
  %474 = phi i32 [ %464, %452 ], [ %545, %539 ]
  %475 = phi i32 [ 0, %452 ], [ %546, %539 ]
  %476 = zext nneg i32 %475 to i64
  %477 = getelementptr inbounds nuw float, ptr %10, i64 %476
  %478 = load float, ptr %477, align 4, !tbaa !14
  %479 = fmul contract float %466, %478
  %480 = call fastcc noundef i32 @_ZL14sample_poissonP6Rng128f(ptr noundef %9, float noundef %479) #8
  %481 = icmp eq i32 %480, 0
  br i1 %481, label %539, label %482

482:                                              ; preds = %468
  %483 = zext nneg i32 %475 to i64
  %484 = getelementptr inbounds nuw [6 x i32], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_net to ptr), i64 72), i64 %483
  %485 = load i32, ptr %484, align 4, !tbaa !6
  %486 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %485, i32 -16)
  %487 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %486, i32 16)
  %488 = mul nsw i32 %487, %480
  %489 = add nsw i32 %488, %474
  %490 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %489, i32 134217728)
  br i1 %168, label %491, label %499

491:                                              ; preds = %482
  %492 = getelementptr inbounds nuw i8, ptr %484, i64 4
  %493 = load i32, ptr %492, align 4, !tbaa !6
  %494 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %493, i32 -16)
  %495 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %494, i32 16)
  %496 = mul nsw i32 %495, %480
  %497 = add nsw i32 %496, %473
  %498 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %497, i32 134217728)
  br label %499

499:                                              ; preds = %491, %482
  %500 = phi i32 [ %498, %491 ], [ %473, %482 ]
  br i1 %169, label %501, label %509

501:                                              ; preds = %499
  %502 = getelementptr inbounds nuw i8, ptr %484, i64 8
  %503 = load i32, ptr %502, align 4, !tbaa !6
  %504 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %503, i32 -16)
  %505 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %504, i32 16)
  %506 = mul nsw i32 %505, %480
  %507 = add nsw i32 %506, %472
  %508 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %507, i32 134217728)
  br label %509

509:                                              ; preds = %501, %499
  %510 = phi i32 [ %508, %501 ], [ %472, %499 ]
  br i1 %170, label %511, label %519

511:                                              ; preds = %509
  %512 = getelementptr inbounds nuw i8, ptr %484, i64 12
  %513 = load i32, ptr %512, align 4, !tbaa !6
  %514 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %513, i32 -16)
  %515 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %514, i32 16)
  %516 = mul nsw i32 %515, %480
  %517 = add nsw i32 %516, %471
  %518 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %517, i32 134217728)
  br label %519

519:                                              ; preds = %511, %509
  %520 = phi i32 [ %518, %511 ], [ %471, %509 ]
  br i1 %171, label %521, label %529

521:                                              ; preds = %519
  %522 = getelementptr inbounds nuw i8, ptr %484, i64 16
  %523 = load i32, ptr %522, align 4, !tbaa !6
  %524 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %523, i32 -16)
  %525 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %524, i32 16)
  %526 = mul nsw i32 %525, %480
  %527 = add nsw i32 %526, %470
  %528 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %527, i32 134217728)
  br label %529

529:                                              ; preds = %521, %519
  %530 = phi i32 [ %528, %521 ], [ %470, %519 ]
  br i1 %172, label %531, label %539

531:                                              ; preds = %529
  %532 = getelementptr inbounds nuw i8, ptr %484, i64 20
  %533 = load i32, ptr %532, align 4, !tbaa !6
  %534 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %533, i32 -16)
  %535 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %534, i32 16)
  %536 = mul nsw i32 %535, %480
  %537 = add nsw i32 %536, %469
  %538 = tail call noundef range(i32 -2147483648, 134217729) i32 @llvm.smin.i32(i32 %537, i32 134217728)
  br label %539

539:                                              ; preds = %529, %531, %468
  %540 = phi i32 [ %469, %468 ], [ %538, %531 ], [ %469, %529 ]
  %541 = phi i32 [ %470, %468 ], [ %530, %531 ], [ %530, %529 ]
  %542 = phi i32 [ %471, %468 ], [ %520, %531 ], [ %520, %529 ]
  %543 = phi i32 [ %472, %468 ], [ %510, %531 ], [ %510, %529 ]
  %544 = phi i32 [ %473, %468 ], [ %500, %531 ], [ %500, %529 ]
  %545 = phi i32 [ %474, %468 ], [ %490, %531 ], [ %490, %529 ]
  %546 = add nuw nsw i32 %475, 1
  %547 = icmp eq i32 %546, %71
  br i1 %547, label %548, label %468, !llvm.loop !21

548:                                              ; preds = %539
  %549 = or i32 %545, %544
  %550 = or i32 %549, %543
  %551 = or i32 %550, %542
  %552 = or i32 %551, %541
  %553 = or i32 %552, %540
  %554 = icmp sgt i32 %553, -1
  %555 = icmp eq i32 %465, 4
  %556 = or i1 %555, %554
  br i1 %556, label %557, label %564

557:                                              ; preds = %548
  %558 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %545, i32 0)
  %559 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %544, i32 0)
  %560 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %543, i32 0)
  %561 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %542, i32 0)
  %562 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %541, i32 0)
  %563 = tail call noundef range(i32 -16, -2147483648) i32 @llvm.smax.i32(i32 %540, i32 0)
  br label %567

564:                                              ; preds = %548
  %565 = add nsw i32 %467, 1
  %566 = fmul contract float %466, 5.000000e-01
  br label %567

567:                                              ; preds = %557, %564
  %568 = phi i32 [ %453, %564 ], [ %563, %557 ]
  %569 = phi i32 [ %454, %564 ], [ %562, %557 ]
  %570 = phi i32 [ %455, %564 ], [ %561, %557 ]
  %571 = phi i32 [ %456, %564 ], [ %560, %557 ]
  %572 = phi i32 [ %457, %564 ], [ %559, %557 ]
  %573 = phi i32 [ %458, %564 ], [ %558, %557 ]
  %574 = phi i32 [ %459, %564 ], [ %563, %557 ]
  %575 = phi i32 [ %460, %564 ], [ %562, %557 ]
  %576 = phi i32 [ %461, %564 ], [ %561, %557 ]
  %577 = phi i32 [ %462, %564 ], [ %560, %557 ]
  %578 = phi i32 [ %463, %564 ], [ %559, %557 ]
  %579 = phi i32 [ %464, %564 ], [ %558, %557 ]
  %580 = phi i32 [ %565, %564 ], [ %467, %557 ]
  %581 = phi float [ %566, %564 ], [ %466, %557 ]
  %582 = add nuw nsw i32 %465, 1
  %583 = icmp samesign ugt i32 %465, 3
  %584 = select i1 %556, i1 true, i1 %583
  br i1 %584, label %585, label %452, !llvm.loop !22

585:                                              ; preds = %567
  store i32 %573, ptr %8, align 1
  store i32 %572, ptr %173, align 1
  store i32 %571, ptr %174, align 1
  store i32 %570, ptr %175, align 1
  store i32 %569, ptr %176, align 1
  store i32 %568, ptr %177, align 1
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #8
  %586 = add nuw nsw i32 %197, 1
  %587 = icmp eq i32 %586, %3
  br i1 %587, label %588, label %184, !llvm.loop !23

588:                                              ; preds = %585, %66
  %589 = phi i32 [ %67, %66 ], [ %574, %585 ]
  %590 = phi i32 [ %58, %66 ], [ %575, %585 ]
  %591 = phi i32 [ %49, %66 ], [ %576, %585 ]
  %592 = phi i32 [ %40, %66 ], [ %577, %585 ]
  %593 = phi i32 [ %31, %66 ], [ %578, %585 ]
  %594 = phi i32 [ %23, %66 ], [ %579, %585 ]
  %595 = phi i32 [ 0, %66 ], [ %580, %585 ]
  %596 = mul nsw i64 %72, 24
  %597 = getelementptr i8, ptr %5, i64 %596
  store i32 %594, ptr %597, align 4, !tbaa !6
  %598 = getelementptr i8, ptr %597, i64 4
  store i32 %593, ptr %598, align 4, !tbaa !6
  %599 = getelementptr i8, ptr %597, i64 8
  store i32 %592, ptr %599, align 4, !tbaa !6
  %600 = getelementptr i8, ptr %597, i64 12
  store i32 %591, ptr %600, align 4, !tbaa !6
  %601 = getelementptr i8, ptr %597, i64 16
  store i32 %590, ptr %601, align 4, !tbaa !6
  %602 = getelementptr i8, ptr %597, i64 20
  store i32 %589, ptr %602, align 4, !tbaa !6
  %603 = getelementptr inbounds i32, ptr %6, i64 %72
  store i32 %595, ptr %603, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  br label %604

604:                                              ; preds = %7, %588
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc noundef i32 @_ZL14sample_poissonP6Rng128f(ptr noundef nonnull captures(none) %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp contract ogt float %1, 0.000000e+00
  br i1 %3, label %4, label %113

4:                                                ; preds = %2
  %5 = fcmp contract olt float %1, 1.200000e+01
  br i1 %5, label %6, label %62

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
  store i32 %18, ptr %16, align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = xor i32 %20, %10
  store i32 %21, ptr %19, align 4, !tbaa !6
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
  br i1 %30, label %31, label %113

31:                                               ; preds = %6
  %32 = load i32, ptr %9, align 4, !tbaa !6
  %33 = load i32, ptr %0, align 4, !tbaa !6
  %34 = load i32, ptr %16, align 4, !tbaa !6
  %35 = load i32, ptr %19, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %31, %36
  %37 = phi i32 [ %35, %31 ], [ %52, %36 ]
  %38 = phi i32 [ %34, %31 ], [ %51, %36 ]
  %39 = phi i32 [ %33, %31 ], [ %50, %36 ]
  %40 = phi i32 [ %32, %31 ], [ %49, %36 ]
  %41 = phi float [ %29, %31 ], [ %57, %36 ]
  %42 = phi i32 [ 0, %31 ], [ %58, %36 ]
  %43 = mul i32 %40, 5
  %44 = tail call noundef i32 @llvm.fshl.i32(i32 %43, i32 %43, i32 7)
  %45 = mul i32 %44, 9
  %46 = shl i32 %40, 9
  %47 = xor i32 %38, %39
  %48 = xor i32 %37, %40
  %49 = xor i32 %47, %40
  %50 = xor i32 %48, %39
  %51 = xor i32 %47, %46
  %52 = tail call noundef i32 @llvm.fshl.i32(i32 %48, i32 %48, i32 11)
  %53 = lshr i32 %45, 8
  %54 = add nuw nsw i32 %53, 1
  %55 = uitofp nneg i32 %54 to float
  %56 = fmul contract float %55, 0x3E70000000000000
  %57 = fmul contract float %41, %56
  %58 = add nuw nsw i32 %42, 1
  %59 = fcmp contract ogt float %57, %8
  %60 = icmp samesign ult i32 %42, 63
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %36, label %112, !llvm.loop !24

62:                                               ; preds = %4
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = mul i32 %64, 5
  %66 = tail call noundef i32 @llvm.fshl.i32(i32 %65, i32 %65, i32 7)
  %67 = mul i32 %66, 9
  %68 = shl i32 %64, 9
  %69 = load i32, ptr %0, align 4, !tbaa !6
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = xor i32 %71, %69
  store i32 %72, ptr %70, align 4, !tbaa !6
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = xor i32 %74, %64
  store i32 %75, ptr %73, align 4, !tbaa !6
  %76 = xor i32 %72, %64
  store i32 %76, ptr %63, align 4, !tbaa !6
  %77 = xor i32 %75, %69
  store i32 %77, ptr %0, align 4, !tbaa !6
  %78 = xor i32 %72, %68
  store i32 %78, ptr %70, align 4, !tbaa !6
  %79 = tail call noundef i32 @llvm.fshl.i32(i32 %75, i32 %75, i32 11)
  store i32 %79, ptr %73, align 4, !tbaa !6
  %80 = lshr i32 %67, 8
  %81 = add nuw nsw i32 %80, 1
  %82 = uitofp nneg i32 %81 to float
  %83 = fmul contract float %82, 0x3E70000000000000
  %84 = mul i32 %76, 5
  %85 = tail call noundef i32 @llvm.fshl.i32(i32 %84, i32 %84, i32 7)
  %86 = mul i32 %85, 9
  %87 = shl i32 %76, 9
  %88 = xor i32 %77, %78
  store i32 %88, ptr %70, align 4, !tbaa !6
  %89 = xor i32 %79, %76
  store i32 %89, ptr %73, align 4, !tbaa !6
  %90 = xor i32 %88, %76
  store i32 %90, ptr %63, align 4, !tbaa !6
  %91 = xor i32 %89, %77
  store i32 %91, ptr %0, align 4, !tbaa !6
  %92 = xor i32 %88, %87
  store i32 %92, ptr %70, align 4, !tbaa !6
  %93 = tail call noundef i32 @llvm.fshl.i32(i32 %89, i32 %89, i32 11)
  store i32 %93, ptr %73, align 4, !tbaa !6
  %94 = lshr i32 %86, 8
  %95 = add nuw nsw i32 %94, 1
  %96 = uitofp nneg i32 %95 to float
  %97 = fmul contract float %96, 0x3E70000000000000
  %98 = tail call float @llvm.nvvm.lg2.approx.f(float %83) #8
  %99 = fmul float %98, 0x3FE62E4300000000
  %100 = fmul contract float %99, -2.000000e+00
  %101 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %100) #8
  %102 = fmul contract float %97, 0x401921FB60000000
  %103 = tail call noundef float @llvm.nvvm.cos.approx.f(float %102) #8
  %104 = fmul contract float %101, %103
  %105 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1) #8
  %106 = fmul contract float %105, %104
  %107 = fadd contract float %1, %106
  %108 = tail call contract noundef float @llvm.rint.f32(float %107)
  %109 = tail call noundef float @llvm.maxnum.f32(float %108, float 0.000000e+00)
  %110 = tail call noundef float @llvm.minnum.f32(float %109, float 1.000000e+06)
  %111 = fptosi float %110 to i32
  br label %113

112:                                              ; preds = %36
  store i32 %49, ptr %9, align 4, !tbaa !6
  store i32 %50, ptr %0, align 4, !tbaa !6
  store i32 %51, ptr %16, align 4, !tbaa !6
  store i32 %52, ptr %19, align 4, !tbaa !6
  br label %113

113:                                              ; preds = %6, %112, %2, %62
  %114 = phi i32 [ 0, %2 ], [ %111, %62 ], [ %58, %112 ], [ 0, %6 ]
  ret i32 %114
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
  br i1 %12, label %13, label %51

13:                                               ; preds = %5
  %14 = icmp sgt i32 %1, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %13
  %16 = sext i32 %2 to i64
  %17 = sext i32 %10 to i64
  %18 = mul nsw i64 %16, 24
  %19 = getelementptr i32, ptr %0, i64 %17
  br label %26

20:                                               ; preds = %26, %13
  %21 = phi double [ 0.000000e+00, %13 ], [ %42, %26 ]
  %22 = phi double [ 0.000000e+00, %13 ], [ %39, %26 ]
  %23 = sext i32 %10 to i64
  %24 = getelementptr inbounds double, ptr %3, i64 %23
  store double %22, ptr %24, align 8, !tbaa !25
  %25 = icmp sgt i32 %1, 1
  br i1 %25, label %44, label %48

26:                                               ; preds = %15, %26
  %27 = phi double [ 0.000000e+00, %15 ], [ %39, %26 ]
  %28 = phi i32 [ 0, %15 ], [ %36, %26 ]
  %29 = phi double [ 0.000000e+00, %15 ], [ %42, %26 ]
  %30 = zext nneg i32 %28 to i64
  %31 = mul i64 %18, %30
  %32 = getelementptr i8, ptr %19, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = sitofp i32 %33 to double
  %35 = fsub contract double %34, %27
  %36 = add nuw nsw i32 %28, 1
  %37 = uitofp nneg i32 %36 to double
  %38 = fdiv contract double %35, %37
  %39 = fadd contract double %27, %38
  %40 = fsub contract double %34, %39
  %41 = fmul contract double %35, %40
  %42 = fadd contract double %29, %41
  %43 = icmp eq i32 %36, %1
  br i1 %43, label %20, label %26, !llvm.loop !27

44:                                               ; preds = %20
  %45 = add nsw i32 %1, -1
  %46 = uitofp nneg i32 %45 to double
  %47 = fdiv contract double %21, %46
  br label %48

48:                                               ; preds = %20, %44
  %49 = phi contract double [ %47, %44 ], [ 0.000000e+00, %20 ]
  %50 = getelementptr inbounds double, ptr %4, i64 %23
  store double %49, ptr %50, align 8, !tbaa !25
  br label %51

51:                                               ; preds = %5, %48
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

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !17, !18}
!20 = distinct !{!20, !17, !18}
!21 = distinct !{!21, !17, !18}
!22 = distinct !{!22, !17, !18}
!23 = distinct !{!23, !17, !18}
!24 = distinct !{!24, !17, !18}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !8, i64 0}
!27 = distinct !{!27, !17, !18}
