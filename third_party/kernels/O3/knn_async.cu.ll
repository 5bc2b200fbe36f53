; ModuleID = 'src/knn_async.cu'
source_filename = "src/knn_async.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.KdeParams = type { float, float, float }

@_ZZ20knn_bruteforce_asyncE4tile = internal addrspace(3) global [2 x [128 x %struct.float4]] undef, align 16
@_ZZ16radius_kde_asyncE2sx = internal addrspace(3) global [3 x [128 x float]] undef, align 16
@_ZZ16radius_kde_asyncE2sy = internal addrspace(3) global [3 x [128 x float]] undef, align 16
@_ZZ16radius_kde_asyncE2sz = internal addrspace(3) global [3 x [128 x float]] undef, align 16
@_ZZ16radius_kde_asyncE2sw = internal addrspace(3) global [3 x [128 x float]] undef, align 16

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @knn_bruteforce_async(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = shl i32 %24, 7
  %26 = add i32 %25, %23
  %27 = icmp slt i32 %26, %1
  br i1 %27, label %28, label %36

28:                                               ; preds = %6
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds %struct.float4, ptr %0, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load float, ptr %30, align 16, !tbaa !11
  %34 = load float, ptr %32, align 4, !tbaa !11
  %35 = load float, ptr %31, align 8, !tbaa !11
  br label %36

36:                                               ; preds = %6, %28
  %37 = phi float [ %33, %28 ], [ 0.000000e+00, %6 ]
  %38 = phi float [ %34, %28 ], [ 0.000000e+00, %6 ]
  %39 = phi float [ %35, %28 ], [ 0.000000e+00, %6 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  call void @llvm.lifetime.start.p0(ptr nonnull %15)
  call void @llvm.lifetime.start.p0(ptr nonnull %16)
  call void @llvm.lifetime.start.p0(ptr nonnull %17)
  call void @llvm.lifetime.start.p0(ptr nonnull %18)
  call void @llvm.lifetime.start.p0(ptr nonnull %19)
  call void @llvm.lifetime.start.p0(ptr nonnull %20)
  call void @llvm.lifetime.start.p0(ptr nonnull %21)
  call void @llvm.lifetime.start.p0(ptr nonnull %22)
  store float 0x7FF0000000000000, ptr %7, align 4, !tbaa !11
  store i32 -1, ptr %15, align 4, !tbaa !6
  store float 0x7FF0000000000000, ptr %8, align 4, !tbaa !11
  store i32 -1, ptr %16, align 4, !tbaa !6
  store float 0x7FF0000000000000, ptr %9, align 4, !tbaa !11
  store i32 -1, ptr %17, align 4, !tbaa !6
  store float 0x7FF0000000000000, ptr %10, align 4, !tbaa !11
  store i32 -1, ptr %18, align 4, !tbaa !6
  store float 0x7FF0000000000000, ptr %11, align 4, !tbaa !11
  store i32 -1, ptr %19, align 4, !tbaa !6
  store float 0x7FF0000000000000, ptr %12, align 4, !tbaa !11
  store i32 -1, ptr %20, align 4, !tbaa !6
  store float 0x7FF0000000000000, ptr %13, align 4, !tbaa !11
  store i32 -1, ptr %21, align 4, !tbaa !6
  store float 0x7FF0000000000000, ptr %14, align 4, !tbaa !11
  store i32 -1, ptr %22, align 4, !tbaa !6
  %40 = add nsw i32 %3, 127
  %41 = sdiv i32 %40, 128
  %42 = icmp sgt i32 %3, 0
  br i1 %42, label %43, label %59

43:                                               ; preds = %36
  %44 = icmp samesign ult i32 %23, %3
  %45 = zext nneg i32 %23 to i64
  %46 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ20knn_bruteforce_asyncE4tile to ptr), i64 %45
  br i1 %44, label %47, label %51

47:                                               ; preds = %43
  %48 = getelementptr inbounds nuw %struct.float4, ptr %2, i64 %45
  %49 = addrspacecast ptr %46 to ptr addrspace(3)
  %50 = addrspacecast ptr %48 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %49, ptr addrspace(1) %50)
  br label %55

51:                                               ; preds = %43
  store float 0x47EC363CC0000000, ptr %46, align 16, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %46, i64 4
  store float 0x47EC363CC0000000, ptr %52, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %46, i64 8
  store float 0x47EC363CC0000000, ptr %53, align 8, !tbaa !11
  %54 = getelementptr inbounds nuw i8, ptr %46, i64 12
  store float 0.000000e+00, ptr %54, align 4, !tbaa !11
  br label %55

55:                                               ; preds = %51, %47
  tail call void @llvm.nvvm.cp.async.commit.group()
  %56 = zext nneg i32 %23 to i64
  %57 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ20knn_bruteforce_asyncE4tile to ptr), i64 %56
  %58 = tail call i32 @llvm.smax.i32(i32 %41, i32 1)
  br label %67

59:                                               ; preds = %36
  tail call void @llvm.nvvm.cp.async.commit.group()
  br label %60

60:                                               ; preds = %92, %59
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br i1 %27, label %61, label %380

61:                                               ; preds = %60
  %62 = shl nsw i32 %26, 3
  %63 = load i32, ptr %15, align 4, !tbaa !6
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds i32, ptr %4, i64 %64
  store i32 %63, ptr %65, align 4, !tbaa !6
  %66 = icmp sgt i32 %63, -1
  br i1 %66, label %297, label %300

67:                                               ; preds = %55, %92
  %68 = phi i32 [ 0, %55 ], [ %70, %92 ]
  %69 = and i32 %68, 1
  %70 = add nuw nsw i32 %68, 1
  %71 = icmp slt i32 %70, %41
  br i1 %71, label %72, label %88

72:                                               ; preds = %67
  %73 = xor i32 %69, 1
  %74 = shl nsw i32 %70, 7
  %75 = add nuw nsw i32 %74, %23
  %76 = icmp slt i32 %75, %3
  %77 = zext nneg i32 %73 to i64
  %78 = getelementptr inbounds nuw [128 x %struct.float4], ptr %57, i64 %77
  br i1 %76, label %79, label %84

79:                                               ; preds = %72
  %80 = zext nneg i32 %75 to i64
  %81 = getelementptr inbounds nuw %struct.float4, ptr %2, i64 %80
  %82 = addrspacecast ptr %78 to ptr addrspace(3)
  %83 = addrspacecast ptr %81 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %82, ptr addrspace(1) %83)
  br label %88

84:                                               ; preds = %72
  store float 0x47EC363CC0000000, ptr %78, align 16, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %78, i64 4
  store float 0x47EC363CC0000000, ptr %85, align 4, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %78, i64 8
  store float 0x47EC363CC0000000, ptr %86, align 8, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %78, i64 12
  store float 0.000000e+00, ptr %87, align 4, !tbaa !11
  br label %88

88:                                               ; preds = %84, %79, %67
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = shl nsw i32 %68, 7
  %90 = zext nneg i32 %69 to i64
  %91 = getelementptr inbounds nuw [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ20knn_bruteforce_asyncE4tile to ptr), i64 %90
  br label %94

92:                                               ; preds = %294
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %93 = icmp eq i32 %70, %58
  br i1 %93, label %60, label %67, !llvm.loop !13

94:                                               ; preds = %294, %88
  %95 = phi i32 [ 0, %88 ], [ %295, %294 ]
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw %struct.float4, ptr %91, i64 %96
  %98 = load float, ptr %97, align 16, !tbaa !11
  %99 = getelementptr inbounds nuw i8, ptr %97, i64 4
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %97, i64 8
  %102 = load float, ptr %101, align 8, !tbaa !11
  %103 = fsub contract float %98, %37
  %104 = fsub contract float %100, %38
  %105 = fsub contract float %102, %39
  %106 = fmul contract float %105, %105
  %107 = tail call noundef float @llvm.fma.f32(float %104, float %104, float %106)
  %108 = tail call noundef float @llvm.fma.f32(float %103, float %103, float %107)
  %109 = load float, ptr %14, align 4, !tbaa !11
  %110 = fcmp contract olt float %108, %109
  br i1 %110, label %111, label %144

111:                                              ; preds = %94
  %112 = add nuw nsw i32 %95, %89
  %113 = load float, ptr %13, align 4, !tbaa !11
  %114 = fcmp contract olt float %108, %113
  br i1 %114, label %115, label %141

115:                                              ; preds = %111
  store float %113, ptr %14, align 4, !tbaa !11
  %116 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %116, ptr %22, align 4, !tbaa !6
  %117 = load float, ptr %12, align 4, !tbaa !11
  %118 = fcmp contract olt float %108, %117
  br i1 %118, label %119, label %141

119:                                              ; preds = %115
  store float %117, ptr %13, align 4, !tbaa !11
  %120 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %120, ptr %21, align 4, !tbaa !6
  %121 = load float, ptr %11, align 4, !tbaa !11
  %122 = fcmp contract olt float %108, %121
  br i1 %122, label %123, label %141

123:                                              ; preds = %119
  store float %121, ptr %12, align 4, !tbaa !11
  %124 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %124, ptr %20, align 4, !tbaa !6
  %125 = load float, ptr %10, align 4, !tbaa !11
  %126 = fcmp contract olt float %108, %125
  br i1 %126, label %127, label %141

127:                                              ; preds = %123
  store float %125, ptr %11, align 4, !tbaa !11
  %128 = load i32, ptr %18, align 4, !tbaa !6
  store i32 %128, ptr %19, align 4, !tbaa !6
  %129 = load float, ptr %9, align 4, !tbaa !11
  %130 = fcmp contract olt float %108, %129
  br i1 %130, label %131, label %141

131:                                              ; preds = %127
  store float %129, ptr %10, align 4, !tbaa !11
  %132 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %132, ptr %18, align 4, !tbaa !6
  %133 = load float, ptr %8, align 4, !tbaa !11
  %134 = fcmp contract olt float %108, %133
  br i1 %134, label %135, label %141

135:                                              ; preds = %131
  store float %133, ptr %9, align 4, !tbaa !11
  %136 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %136, ptr %17, align 4, !tbaa !6
  %137 = load float, ptr %7, align 4, !tbaa !11
  %138 = fcmp contract olt float %108, %137
  br i1 %138, label %139, label %141

139:                                              ; preds = %135
  store float %137, ptr %8, align 4, !tbaa !11
  %140 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %140, ptr %16, align 4, !tbaa !6
  br label %141

141:                                              ; preds = %139, %135, %131, %127, %123, %119, %115, %111
  %142 = phi ptr [ %22, %111 ], [ %15, %139 ], [ %21, %115 ], [ %16, %135 ], [ %20, %119 ], [ %18, %127 ], [ %19, %123 ], [ %17, %131 ]
  %143 = phi ptr [ %14, %111 ], [ %7, %139 ], [ %13, %115 ], [ %8, %135 ], [ %12, %119 ], [ %10, %127 ], [ %11, %123 ], [ %9, %131 ]
  store float %108, ptr %143, align 4, !tbaa !11
  store i32 %112, ptr %142, align 4, !tbaa !6
  br label %144

144:                                              ; preds = %141, %94
  %145 = or disjoint i32 %95, 1
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds nuw %struct.float4, ptr %91, i64 %146
  %148 = load float, ptr %147, align 16, !tbaa !11
  %149 = getelementptr inbounds nuw i8, ptr %147, i64 4
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw i8, ptr %147, i64 8
  %152 = load float, ptr %151, align 8, !tbaa !11
  %153 = fsub contract float %148, %37
  %154 = fsub contract float %150, %38
  %155 = fsub contract float %152, %39
  %156 = fmul contract float %155, %155
  %157 = tail call noundef float @llvm.fma.f32(float %154, float %154, float %156)
  %158 = tail call noundef float @llvm.fma.f32(float %153, float %153, float %157)
  %159 = load float, ptr %14, align 4, !tbaa !11
  %160 = fcmp contract olt float %158, %159
  br i1 %160, label %161, label %194

161:                                              ; preds = %144
  %162 = add nuw nsw i32 %145, %89
  %163 = load float, ptr %13, align 4, !tbaa !11
  %164 = fcmp contract olt float %158, %163
  br i1 %164, label %165, label %191

165:                                              ; preds = %161
  store float %163, ptr %14, align 4, !tbaa !11
  %166 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %166, ptr %22, align 4, !tbaa !6
  %167 = load float, ptr %12, align 4, !tbaa !11
  %168 = fcmp contract olt float %158, %167
  br i1 %168, label %169, label %191

169:                                              ; preds = %165
  store float %167, ptr %13, align 4, !tbaa !11
  %170 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %170, ptr %21, align 4, !tbaa !6
  %171 = load float, ptr %11, align 4, !tbaa !11
  %172 = fcmp contract olt float %158, %171
  br i1 %172, label %173, label %191

173:                                              ; preds = %169
  store float %171, ptr %12, align 4, !tbaa !11
  %174 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %174, ptr %20, align 4, !tbaa !6
  %175 = load float, ptr %10, align 4, !tbaa !11
  %176 = fcmp contract olt float %158, %175
  br i1 %176, label %177, label %191

177:                                              ; preds = %173
  store float %175, ptr %11, align 4, !tbaa !11
  %178 = load i32, ptr %18, align 4, !tbaa !6
  store i32 %178, ptr %19, align 4, !tbaa !6
  %179 = load float, ptr %9, align 4, !tbaa !11
  %180 = fcmp contract olt float %158, %179
  br i1 %180, label %181, label %191

181:                                              ; preds = %177
  store float %179, ptr %10, align 4, !tbaa !11
  %182 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %182, ptr %18, align 4, !tbaa !6
  %183 = load float, ptr %8, align 4, !tbaa !11
  %184 = fcmp contract olt float %158, %183
  br i1 %184, label %185, label %191

185:                                              ; preds = %181
  store float %183, ptr %9, align 4, !tbaa !11
  %186 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %186, ptr %17, align 4, !tbaa !6
  %187 = load float, ptr %7, align 4, !tbaa !11
  %188 = fcmp contract olt float %158, %187
  br i1 %188, label %189, label %191

189:                                              ; preds = %185
  store float %187, ptr %8, align 4, !tbaa !11
  %190 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %190, ptr %16, align 4, !tbaa !6
  br label %191

191:                                              ; preds = %189, %185, %181, %177, %173, %169, %165, %161
  %192 = phi ptr [ %22, %161 ], [ %15, %189 ], [ %21, %165 ], [ %16, %185 ], [ %20, %169 ], [ %18, %177 ], [ %19, %173 ], [ %17, %181 ]
  %193 = phi ptr [ %14, %161 ], [ %7, %189 ], [ %13, %165 ], [ %8, %185 ], [ %12, %169 ], [ %10, %177 ], [ %11, %173 ], [ %9, %181 ]
  store float %158, ptr %193, align 4, !tbaa !11
  store i32 %162, ptr %192, align 4, !tbaa !6
  br label %194

194:                                              ; preds = %191, %144
  %195 = or disjoint i32 %95, 2
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr inbounds nuw %struct.float4, ptr %91, i64 %196
  %198 = load float, ptr %197, align 16, !tbaa !11
  %199 = getelementptr inbounds nuw i8, ptr %197, i64 4
  %200 = load float, ptr %199, align 4, !tbaa !11
  %201 = getelementptr inbounds nuw i8, ptr %197, i64 8
  %202 = load float, ptr %201, align 8, !tbaa !11
  %203 = fsub contract float %198, %37
  %204 = fsub contract float %200, %38
  %205 = fsub contract float %202, %39
  %206 = fmul contract float %205, %205
  %207 = tail call noundef float @llvm.fma.f32(float %204, float %204, float %206)
  %208 = tail call noundef float @llvm.fma.f32(float %203, float %203, float %207)
  %209 = load float, ptr %14, align 4, !tbaa !11
  %210 = fcmp contract olt float %208, %209
  br i1 %210, label %211, label %244

211:                                              ; preds = %194
  %212 = add nuw nsw i32 %195, %89
  %213 = load float, ptr %13, align 4, !tbaa !11
  %214 = fcmp contract olt float %208, %213
  br i1 %214, label %215, label %241

215:                                              ; preds = %211
  store float %213, ptr %14, align 4, !tbaa !11
  %216 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %216, ptr %22, align 4, !tbaa !6
  %217 = load float, ptr %12, align 4, !tbaa !11
  %218 = fcmp contract olt float %208, %217
  br i1 %218, label %219, label %241

219:                                              ; preds = %215
  store float %217, ptr %13, align 4, !tbaa !11
  %220 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %220, ptr %21, align 4, !tbaa !6
  %221 = load float, ptr %11, align 4, !tbaa !11
  %222 = fcmp contract olt float %208, %221
  br i1 %222, label %223, label %241

223:                                              ; preds = %219
  store float %221, ptr %12, align 4, !tbaa !11
  %224 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %224, ptr %20, align 4, !tbaa !6
  %225 = load float, ptr %10, align 4, !tbaa !11
  %226 = fcmp contract olt float %208, %225
  br i1 %226, label %227, label %241

227:                                              ; preds = %223
  store float %225, ptr %11, align 4, !tbaa !11
  %228 = load i32, ptr %18, align 4, !tbaa !6
  store i32 %228, ptr %19, align 4, !tbaa !6
  %229 = load float, ptr %9, align 4, !tbaa !11
  %230 = fcmp contract olt float %208, %229
  br i1 %230, label %231, label %241

231:                                              ; preds = %227
  store float %229, ptr %10, align 4, !tbaa !11
  %232 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %232, ptr %18, align 4, !tbaa !6
  %233 = load float, ptr %8, align 4, !tbaa !11
  %234 = fcmp contract olt float %208, %233
  br i1 %234, label %235, label %241

235:                                              ; preds = %231
  store float %233, ptr %9, align 4, !tbaa !11
  %236 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %236, ptr %17, align 4, !tbaa !6
  %237 = load float, ptr %7, align 4, !tbaa !11
  %238 = fcmp contract olt float %208, %237
  br i1 %238, label %239, label %241

239:                                              ; preds = %235
  store float %237, ptr %8, align 4, !tbaa !11
  %240 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %240, ptr %16, align 4, !tbaa !6
  br label %241

241:                                              ; preds = %239, %235, %231, %227, %223, %219, %215, %211
  %242 = phi ptr [ %22, %211 ], [ %15, %239 ], [ %21, %215 ], [ %16, %235 ], [ %20, %219 ], [ %18, %227 ], [ %19, %223 ], [ %17, %231 ]
  %243 = phi ptr [ %14, %211 ], [ %7, %239 ], [ %13, %215 ], [ %8, %235 ], [ %12, %219 ], [ %10, %227 ], [ %11, %223 ], [ %9, %231 ]
  store float %208, ptr %243, align 4, !tbaa !11
  store i32 %212, ptr %242, align 4, !tbaa !6
  br label %244

244:                                              ; preds = %241, %194
  %245 = or disjoint i32 %95, 3
  %246 = zext nneg i32 %245 to i64
  %247 = getelementptr inbounds nuw %struct.float4, ptr %91, i64 %246
  %248 = load float, ptr %247, align 16, !tbaa !11
  %249 = getelementptr inbounds nuw i8, ptr %247, i64 4
  %250 = load float, ptr %249, align 4, !tbaa !11
  %251 = getelementptr inbounds nuw i8, ptr %247, i64 8
  %252 = load float, ptr %251, align 8, !tbaa !11
  %253 = fsub contract float %248, %37
  %254 = fsub contract float %250, %38
  %255 = fsub contract float %252, %39
  %256 = fmul contract float %255, %255
  %257 = tail call noundef float @llvm.fma.f32(float %254, float %254, float %256)
  %258 = tail call noundef float @llvm.fma.f32(float %253, float %253, float %257)
  %259 = load float, ptr %14, align 4, !tbaa !11
  %260 = fcmp contract olt float %258, %259
  br i1 %260, label %261, label %294

261:                                              ; preds = %244
  %262 = add nuw nsw i32 %245, %89
  %263 = load float, ptr %13, align 4, !tbaa !11
  %264 = fcmp contract olt float %258, %263
  br i1 %264, label %265, label %291

265:                                              ; preds = %261
  store float %263, ptr %14, align 4, !tbaa !11
  %266 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %266, ptr %22, align 4, !tbaa !6
  %267 = load float, ptr %12, align 4, !tbaa !11
  %268 = fcmp contract olt float %258, %267
  br i1 %268, label %269, label %291

269:                                              ; preds = %265
  store float %267, ptr %13, align 4, !tbaa !11
  %270 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %270, ptr %21, align 4, !tbaa !6
  %271 = load float, ptr %11, align 4, !tbaa !11
  %272 = fcmp contract olt float %258, %271
  br i1 %272, label %273, label %291

273:                                              ; preds = %269
  store float %271, ptr %12, align 4, !tbaa !11
  %274 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %274, ptr %20, align 4, !tbaa !6
  %275 = load float, ptr %10, align 4, !tbaa !11
  %276 = fcmp contract olt float %258, %275
  br i1 %276, label %277, label %291

277:                                              ; preds = %273
  store float %275, ptr %11, align 4, !tbaa !11
  %278 = load i32, ptr %18, align 4, !tbaa !6
  store i32 %278, ptr %19, align 4, !tbaa !6
  %279 = load float, ptr %9, align 4, !tbaa !11
  %280 = fcmp contract olt float %258, %279
  br i1 %280, label %281, label %291

281:                                              ; preds = %277
  store float %279, ptr %10, align 4, !tbaa !11
  %282 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %282, ptr %18, align 4, !tbaa !6
  %283 = load float, ptr %8, align 4, !tbaa !11
  %284 = fcmp contract olt float %258, %283
  br i1 %284, label %285, label %291

285:                                              ; preds = %281
  store float %283, ptr %9, align 4, !tbaa !11
  %286 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %286, ptr %17, align 4, !tbaa !6
  %287 = load float, ptr %7, align 4, !tbaa !11
  %288 = fcmp contract olt float %258, %287
  br i1 %288, label %289, label %291

289:                                              ; preds = %285
  store float %287, ptr %8, align 4, !tbaa !11
  %290 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %290, ptr %16, align 4, !tbaa !6
  br label %291

291:                                              ; preds = %289, %285, %281, %277, %273, %269, %265, %261
  %292 = phi ptr [ %22, %261 ], [ %15, %289 ], [ %21, %265 ], [ %16, %285 ], [ %20, %269 ], [ %18, %277 ], [ %19, %273 ], [ %17, %281 ]
  %293 = phi ptr [ %14, %261 ], [ %7, %289 ], [ %13, %265 ], [ %8, %285 ], [ %12, %269 ], [ %10, %277 ], [ %11, %273 ], [ %9, %281 ]
  store float %258, ptr %293, align 4, !tbaa !11
  store i32 %262, ptr %292, align 4, !tbaa !6
  br label %294

294:                                              ; preds = %291, %244
  %295 = add nuw nsw i32 %95, 4
  %296 = icmp eq i32 %295, 128
  br i1 %296, label %92, label %94, !llvm.loop !15

297:                                              ; preds = %61
  %298 = load float, ptr %7, align 4, !tbaa !11
  %299 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %298) #5
  br label %300

300:                                              ; preds = %61, %297
  %301 = phi contract float [ %299, %297 ], [ -1.000000e+00, %61 ]
  %302 = getelementptr inbounds float, ptr %5, i64 %64
  store float %301, ptr %302, align 4, !tbaa !11
  %303 = load i32, ptr %16, align 4, !tbaa !6
  %304 = or disjoint i32 %62, 1
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds i32, ptr %4, i64 %305
  store i32 %303, ptr %306, align 4, !tbaa !6
  %307 = icmp sgt i32 %303, -1
  br i1 %307, label %308, label %311

308:                                              ; preds = %300
  %309 = load float, ptr %8, align 4, !tbaa !11
  %310 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %309) #5
  br label %311

311:                                              ; preds = %308, %300
  %312 = phi contract float [ %310, %308 ], [ -1.000000e+00, %300 ]
  %313 = getelementptr inbounds float, ptr %5, i64 %305
  store float %312, ptr %313, align 4, !tbaa !11
  %314 = load i32, ptr %17, align 4, !tbaa !6
  %315 = or disjoint i32 %62, 2
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds i32, ptr %4, i64 %316
  store i32 %314, ptr %317, align 4, !tbaa !6
  %318 = icmp sgt i32 %314, -1
  br i1 %318, label %319, label %322

319:                                              ; preds = %311
  %320 = load float, ptr %9, align 4, !tbaa !11
  %321 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %320) #5
  br label %322

322:                                              ; preds = %319, %311
  %323 = phi contract float [ %321, %319 ], [ -1.000000e+00, %311 ]
  %324 = getelementptr inbounds float, ptr %5, i64 %316
  store float %323, ptr %324, align 4, !tbaa !11
  %325 = load i32, ptr %18, align 4, !tbaa !6
  %326 = or disjoint i32 %62, 3
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds i32, ptr %4, i64 %327
  store i32 %325, ptr %328, align 4, !tbaa !6
  %329 = icmp sgt i32 %325, -1
  br i1 %329, label %330, label %333

330:                                              ; preds = %322
  %331 = load float, ptr %10, align 4, !tbaa !11
  %332 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %331) #5
  br label %333

333:                                              ; preds = %330, %322
  %334 = phi contract float [ %332, %330 ], [ -1.000000e+00, %322 ]
  %335 = getelementptr inbounds float, ptr %5, i64 %327
  store float %334, ptr %335, align 4, !tbaa !11
  %336 = load i32, ptr %19, align 4, !tbaa !6
  %337 = or disjoint i32 %62, 4
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds i32, ptr %4, i64 %338
  store i32 %336, ptr %339, align 4, !tbaa !6
  %340 = icmp sgt i32 %336, -1
  br i1 %340, label %341, label %344

341:                                              ; preds = %333
  %342 = load float, ptr %11, align 4, !tbaa !11
  %343 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %342) #5
  br label %344

344:                                              ; preds = %341, %333
  %345 = phi contract float [ %343, %341 ], [ -1.000000e+00, %333 ]
  %346 = getelementptr inbounds float, ptr %5, i64 %338
  store float %345, ptr %346, align 4, !tbaa !11
  %347 = load i32, ptr %20, align 4, !tbaa !6
  %348 = or disjoint i32 %62, 5
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds i32, ptr %4, i64 %349
  store i32 %347, ptr %350, align 4, !tbaa !6
  %351 = icmp sgt i32 %347, -1
  br i1 %351, label %352, label %355

352:                                              ; preds = %344
  %353 = load float, ptr %12, align 4, !tbaa !11
  %354 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %353) #5
  br label %355

355:                                              ; preds = %352, %344
  %356 = phi contract float [ %354, %352 ], [ -1.000000e+00, %344 ]
  %357 = getelementptr inbounds float, ptr %5, i64 %349
  store float %356, ptr %357, align 4, !tbaa !11
  %358 = load i32, ptr %21, align 4, !tbaa !6
  %359 = or disjoint i32 %62, 6
  %360 = sext i32 %359 to i64
  %361 = getelementptr inbounds i32, ptr %4, i64 %360
  store i32 %358, ptr %361, align 4, !tbaa !6
  %362 = icmp sgt i32 %358, -1
  br i1 %362, label %363, label %366

363:                                              ; preds = %355
  %364 = load float, ptr %13, align 4, !tbaa !11
  %365 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %364) #5
  br label %366

366:                                              ; preds = %363, %355
  %367 = phi contract float [ %365, %363 ], [ -1.000000e+00, %355 ]
  %368 = getelementptr inbounds float, ptr %5, i64 %360
  store float %367, ptr %368, align 4, !tbaa !11
  %369 = load i32, ptr %22, align 4, !tbaa !6
  %370 = or disjoint i32 %62, 7
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds i32, ptr %4, i64 %371
  store i32 %369, ptr %372, align 4, !tbaa !6
  %373 = icmp sgt i32 %369, -1
  br i1 %373, label %374, label %377

374:                                              ; preds = %366
  %375 = load float, ptr %14, align 4, !tbaa !11
  %376 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %375) #5
  br label %377

377:                                              ; preds = %374, %366
  %378 = phi contract float [ %376, %374 ], [ -1.000000e+00, %366 ]
  %379 = getelementptr inbounds float, ptr %5, i64 %371
  store float %378, ptr %379, align 4, !tbaa !11
  br label %380

380:                                              ; preds = %377, %60
  call void @llvm.lifetime.end.p0(ptr nonnull %15)
  call void @llvm.lifetime.end.p0(ptr nonnull %16)
  call void @llvm.lifetime.end.p0(ptr nonnull %17)
  call void @llvm.lifetime.end.p0(ptr nonnull %18)
  call void @llvm.lifetime.end.p0(ptr nonnull %19)
  call void @llvm.lifetime.end.p0(ptr nonnull %20)
  call void @llvm.lifetime.end.p0(ptr nonnull %21)
  call void @llvm.lifetime.end.p0(ptr nonnull %22)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @radius_kde_async(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef %4, ptr noalias noundef %5, ptr noalias noundef %6, ptr noalias noundef %7, i32 noundef %8, ptr noundef readonly byval(%struct.KdeParams) align 4 captures(none) %9, ptr noalias noundef writeonly captures(none) %10, ptr noalias noundef writeonly captures(none) %11) local_unnamed_addr #0 {
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 7
  %16 = add i32 %15, %13
  %17 = icmp slt i32 %16, %3
  br i1 %17, label %18, label %26

18:                                               ; preds = %12
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  %21 = getelementptr inbounds float, ptr %1, i64 %19
  %22 = getelementptr inbounds float, ptr %0, i64 %19
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = load float, ptr %21, align 4, !tbaa !11
  %25 = load float, ptr %20, align 4, !tbaa !11
  br label %26

26:                                               ; preds = %18, %12
  %27 = phi float [ %25, %18 ], [ 0.000000e+00, %12 ]
  %28 = phi float [ %24, %18 ], [ 0.000000e+00, %12 ]
  %29 = phi float [ %23, %18 ], [ 0.000000e+00, %12 ]
  %30 = load float, ptr %9, align 4, !tbaa !17
  %31 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !19
  %33 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %34 = load float, ptr %33, align 4, !tbaa !20
  %35 = add nsw i32 %8, 127
  %36 = sdiv i32 %35, 128
  %37 = zext nneg i32 %13 to i64
  %38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sx to ptr), i64 %37
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sy to ptr), i64 %37
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sz to ptr), i64 %37
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sw to ptr), i64 %37
  %42 = icmp sgt i32 %8, 0
  br i1 %42, label %45, label %61

43:                                               ; preds = %88
  %44 = tail call i32 @llvm.smax.i32(i32 %36, i32 1)
  br label %106

45:                                               ; preds = %26
  %46 = icmp samesign ult i32 %13, %8
  br i1 %46, label %47, label %60

47:                                               ; preds = %45
  %48 = getelementptr inbounds nuw float, ptr %4, i64 %37
  %49 = addrspacecast ptr %38 to ptr addrspace(3)
  %50 = addrspacecast ptr %48 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %49, ptr addrspace(1) %50)
  %51 = getelementptr inbounds nuw float, ptr %5, i64 %37
  %52 = addrspacecast ptr %39 to ptr addrspace(3)
  %53 = addrspacecast ptr %51 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %52, ptr addrspace(1) %53)
  %54 = getelementptr inbounds nuw float, ptr %6, i64 %37
  %55 = addrspacecast ptr %40 to ptr addrspace(3)
  %56 = addrspacecast ptr %54 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %55, ptr addrspace(1) %56)
  %57 = getelementptr inbounds nuw float, ptr %7, i64 %37
  %58 = addrspacecast ptr %41 to ptr addrspace(3)
  %59 = addrspacecast ptr %57 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %58, ptr addrspace(1) %59)
  br label %61

60:                                               ; preds = %45
  store float 0x47EC363CC0000000, ptr %38, align 4, !tbaa !11
  store float 0x47EC363CC0000000, ptr %39, align 4, !tbaa !11
  store float 0x47EC363CC0000000, ptr %40, align 4, !tbaa !11
  store float 0.000000e+00, ptr %41, align 4, !tbaa !11
  br label %61

61:                                               ; preds = %26, %47, %60
  tail call void @llvm.nvvm.cp.async.commit.group()
  %62 = icmp sgt i32 %8, 128
  br i1 %62, label %63, label %88

63:                                               ; preds = %61
  %64 = add nuw nsw i32 %13, 128
  %65 = icmp samesign ult i32 %64, %8
  %66 = getelementptr inbounds nuw i8, ptr %38, i64 512
  br i1 %65, label %71, label %67

67:                                               ; preds = %63
  store float 0x47EC363CC0000000, ptr %66, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %39, i64 512
  store float 0x47EC363CC0000000, ptr %68, align 4, !tbaa !11
  %69 = getelementptr inbounds nuw i8, ptr %40, i64 512
  store float 0x47EC363CC0000000, ptr %69, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %41, i64 512
  store float 0.000000e+00, ptr %70, align 4, !tbaa !11
  br label %88

71:                                               ; preds = %63
  %72 = zext nneg i32 %64 to i64
  %73 = getelementptr inbounds nuw float, ptr %4, i64 %72
  %74 = addrspacecast ptr %66 to ptr addrspace(3)
  %75 = addrspacecast ptr %73 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %74, ptr addrspace(1) %75)
  %76 = getelementptr inbounds nuw i8, ptr %39, i64 512
  %77 = getelementptr inbounds nuw float, ptr %5, i64 %72
  %78 = addrspacecast ptr %76 to ptr addrspace(3)
  %79 = addrspacecast ptr %77 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %78, ptr addrspace(1) %79)
  %80 = getelementptr inbounds nuw i8, ptr %40, i64 512
  %81 = getelementptr inbounds nuw float, ptr %6, i64 %72
  %82 = addrspacecast ptr %80 to ptr addrspace(3)
  %83 = addrspacecast ptr %81 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %82, ptr addrspace(1) %83)
  %84 = getelementptr inbounds nuw i8, ptr %41, i64 512
  %85 = getelementptr inbounds nuw float, ptr %7, i64 %72
  %86 = addrspacecast ptr %84 to ptr addrspace(3)
  %87 = addrspacecast ptr %85 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %86, ptr addrspace(1) %87)
  br label %88

88:                                               ; preds = %71, %67, %61
  tail call void @llvm.nvvm.cp.async.commit.group()
  %89 = fcmp contract ogt float %30, 0.000000e+00
  %90 = fcmp contract olt float %30, 0x43ABC16D60000000
  %91 = and i1 %89, %90
  %92 = select contract i1 %91, float %30, float 1.000000e+00
  %93 = fmul contract float %92, %92
  %94 = fcmp contract ogt float %32, 0.000000e+00
  %95 = fcmp contract olt float %32, 0x43ABC16D60000000
  %96 = and i1 %94, %95
  %97 = select contract i1 %96, float %32, float 5.000000e-01
  %98 = fcmp contract ogt float %34, 0.000000e+00
  %99 = fcmp contract olt float %34, 0x43ABC16D60000000
  %100 = and i1 %98, %99
  %101 = select contract i1 %100, float %34, float 1.000000e+00
  %102 = icmp sgt i32 %8, 0
  br i1 %102, label %43, label %103

103:                                              ; preds = %147, %88
  %104 = phi float [ 0.000000e+00, %88 ], [ %215, %147 ]
  %105 = phi i32 [ 0, %88 ], [ %216, %147 ]
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br i1 %17, label %219, label %223

106:                                              ; preds = %43, %147
  %107 = phi i32 [ 0, %43 ], [ %216, %147 ]
  %108 = phi float [ 0.000000e+00, %43 ], [ %215, %147 ]
  %109 = phi i32 [ 0, %43 ], [ %148, %147 ]
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %110 = add nuw nsw i32 %109, 2
  %111 = icmp slt i32 %110, %36
  br i1 %111, label %112, label %140

112:                                              ; preds = %106
  %113 = urem i32 %110, 3
  %114 = shl nsw i32 %110, 7
  %115 = add nuw nsw i32 %114, %13
  %116 = icmp slt i32 %115, %8
  %117 = zext nneg i32 %113 to i64
  %118 = getelementptr inbounds nuw [128 x float], ptr %38, i64 %117
  br i1 %116, label %119, label %136

119:                                              ; preds = %112
  %120 = zext nneg i32 %115 to i64
  %121 = getelementptr inbounds nuw float, ptr %4, i64 %120
  %122 = addrspacecast ptr %118 to ptr addrspace(3)
  %123 = addrspacecast ptr %121 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %122, ptr addrspace(1) %123)
  %124 = getelementptr inbounds nuw [128 x float], ptr %39, i64 %117
  %125 = getelementptr inbounds nuw float, ptr %5, i64 %120
  %126 = addrspacecast ptr %124 to ptr addrspace(3)
  %127 = addrspacecast ptr %125 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %126, ptr addrspace(1) %127)
  %128 = getelementptr inbounds nuw [128 x float], ptr %40, i64 %117
  %129 = getelementptr inbounds nuw float, ptr %6, i64 %120
  %130 = addrspacecast ptr %128 to ptr addrspace(3)
  %131 = addrspacecast ptr %129 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %130, ptr addrspace(1) %131)
  %132 = getelementptr inbounds nuw [128 x float], ptr %41, i64 %117
  %133 = getelementptr inbounds nuw float, ptr %7, i64 %120
  %134 = addrspacecast ptr %132 to ptr addrspace(3)
  %135 = addrspacecast ptr %133 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %134, ptr addrspace(1) %135)
  br label %140

136:                                              ; preds = %112
  store float 0x47EC363CC0000000, ptr %118, align 4, !tbaa !11
  %137 = getelementptr inbounds nuw [128 x float], ptr %39, i64 %117
  store float 0x47EC363CC0000000, ptr %137, align 4, !tbaa !11
  %138 = getelementptr inbounds nuw [128 x float], ptr %40, i64 %117
  store float 0x47EC363CC0000000, ptr %138, align 4, !tbaa !11
  %139 = getelementptr inbounds nuw [128 x float], ptr %41, i64 %117
  store float 0.000000e+00, ptr %139, align 4, !tbaa !11
  br label %140

140:                                              ; preds = %106, %119, %136
  tail call void @llvm.nvvm.cp.async.commit.group()
  %141 = urem i32 %109, 3
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sx to ptr), i64 %142
  %144 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sy to ptr), i64 %142
  %145 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sz to ptr), i64 %142
  %146 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sw to ptr), i64 %142
  br label %150

147:                                              ; preds = %214
  %148 = add nuw nsw i32 %109, 1
  %149 = icmp eq i32 %148, %44
  br i1 %149, label %103, label %106, !llvm.loop !21

150:                                              ; preds = %214, %140
  %151 = phi i32 [ %107, %140 ], [ %216, %214 ]
  %152 = phi i32 [ 0, %140 ], [ %217, %214 ]
  %153 = phi float [ %108, %140 ], [ %215, %214 ]
  %154 = zext nneg i32 %152 to i64
  %155 = getelementptr inbounds nuw float, ptr %143, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = fsub contract float %156, %29
  %158 = getelementptr inbounds nuw float, ptr %144, i64 %154
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = fsub contract float %159, %28
  %161 = getelementptr inbounds nuw float, ptr %145, i64 %154
  %162 = load float, ptr %161, align 4, !tbaa !11
  %163 = fsub contract float %162, %27
  %164 = fmul contract float %157, %157
  %165 = fmul contract float %160, %160
  %166 = fadd contract float %164, %165
  %167 = fmul contract float %163, %163
  %168 = fadd contract float %166, %167
  %169 = fcmp contract ugt float %168, %93
  br i1 %169, label %182, label %170

170:                                              ; preds = %150
  %171 = add nsw i32 %151, 1
  %172 = getelementptr inbounds nuw float, ptr %146, i64 %154
  %173 = load float, ptr %172, align 4, !tbaa !11
  %174 = tail call noundef float @llvm.maxnum.f32(float %173, float 0.000000e+00)
  %175 = tail call noundef float @llvm.minnum.f32(float %174, float %101)
  %176 = fneg contract float %168
  %177 = fmul contract float %97, %176
  %178 = fmul float %177, 0x3FF7154760000000
  %179 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %178)
  %180 = fmul contract float %179, %175
  %181 = fadd contract float %153, %180
  br label %182

182:                                              ; preds = %150, %170
  %183 = phi float [ %181, %170 ], [ %153, %150 ]
  %184 = phi i32 [ %171, %170 ], [ %151, %150 ]
  %185 = or disjoint i32 %152, 1
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds nuw float, ptr %143, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !11
  %189 = fsub contract float %188, %29
  %190 = getelementptr inbounds nuw float, ptr %144, i64 %186
  %191 = load float, ptr %190, align 4, !tbaa !11
  %192 = fsub contract float %191, %28
  %193 = getelementptr inbounds nuw float, ptr %145, i64 %186
  %194 = load float, ptr %193, align 4, !tbaa !11
  %195 = fsub contract float %194, %27
  %196 = fmul contract float %189, %189
  %197 = fmul contract float %192, %192
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %195, %195
  %200 = fadd contract float %198, %199
  %201 = fcmp contract ugt float %200, %93
  br i1 %201, label %214, label %202

202:                                              ; preds = %182
  %203 = add nsw i32 %184, 1
  %204 = getelementptr inbounds nuw float, ptr %146, i64 %186
  %205 = load float, ptr %204, align 4, !tbaa !11
  %206 = tail call noundef float @llvm.maxnum.f32(float %205, float 0.000000e+00)
  %207 = tail call noundef float @llvm.minnum.f32(float %206, float %101)
  %208 = fneg contract float %200
  %209 = fmul contract float %97, %208
  %210 = fmul float %209, 0x3FF7154760000000
  %211 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %210)
  %212 = fmul contract float %211, %207
  %213 = fadd contract float %183, %212
  br label %214

214:                                              ; preds = %202, %182
  %215 = phi float [ %213, %202 ], [ %183, %182 ]
  %216 = phi i32 [ %203, %202 ], [ %184, %182 ]
  %217 = add nuw nsw i32 %152, 2
  %218 = icmp eq i32 %217, 128
  br i1 %218, label %147, label %150, !llvm.loop !22

219:                                              ; preds = %103
  %220 = sext i32 %16 to i64
  %221 = getelementptr inbounds float, ptr %11, i64 %220
  %222 = getelementptr inbounds i32, ptr %10, i64 %220
  store i32 %105, ptr %222, align 4, !tbaa !6
  store float %104, ptr %221, align 4, !tbaa !11
  br label %223

223:                                              ; preds = %219, %103
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #5

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !14, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18, !12, i64 0}
!18 = !{!"_ZTS9KdeParams", !12, i64 0, !12, i64 4, !12, i64 8}
!19 = !{!18, !12, i64 4}
!20 = !{!18, !12, i64 8}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
