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
  %31 = load float, ptr %30, align 16, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %35 = load float, ptr %34, align 8, !tbaa !11
  br label %36

36:                                               ; preds = %6, %28
  %37 = phi float [ %31, %28 ], [ 0.000000e+00, %6 ]
  %38 = phi float [ %33, %28 ], [ 0.000000e+00, %6 ]
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
  br i1 %42, label %43, label %55

43:                                               ; preds = %36
  %44 = icmp slt i32 %23, %3
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

55:                                               ; preds = %51, %47, %36
  tail call void @llvm.nvvm.cp.async.commit.group()
  %56 = icmp sgt i32 %3, 0
  br i1 %56, label %57, label %63

57:                                               ; preds = %55
  %58 = zext nneg i32 %23 to i64
  %59 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ20knn_bruteforce_asyncE4tile to ptr), i64 %58
  %60 = zext nneg i32 %23 to i64
  %61 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ20knn_bruteforce_asyncE4tile to ptr), i64 %60
  %62 = tail call i32 @llvm.smax.i32(i32 %41, i32 1)
  br label %70

63:                                               ; preds = %96, %55
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br i1 %27, label %64, label %384

64:                                               ; preds = %63
  %65 = shl nsw i32 %26, 3
  %66 = load i32, ptr %15, align 4, !tbaa !6
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds i32, ptr %4, i64 %67
  store i32 %66, ptr %68, align 4, !tbaa !6
  %69 = icmp sgt i32 %66, -1
  br i1 %69, label %301, label %304

70:                                               ; preds = %57, %96
  %71 = phi i32 [ 0, %57 ], [ %73, %96 ]
  %72 = and i32 %71, 1
  %73 = add nuw nsw i32 %71, 1
  %74 = icmp slt i32 %73, %41
  br i1 %74, label %75, label %92

75:                                               ; preds = %70
  %76 = xor i32 %72, 1
  %77 = shl nsw i32 %73, 7
  %78 = add nuw nsw i32 %77, %23
  %79 = icmp slt i32 %78, %3
  %80 = zext nneg i32 %76 to i64
  br i1 %79, label %81, label %87

81:                                               ; preds = %75
  %82 = getelementptr inbounds nuw [128 x %struct.float4], ptr %61, i64 %80
  %83 = zext nneg i32 %78 to i64
  %84 = getelementptr inbounds nuw %struct.float4, ptr %2, i64 %83
  %85 = addrspacecast ptr %82 to ptr addrspace(3)
  %86 = addrspacecast ptr %84 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %85, ptr addrspace(1) %86)
  br label %92

87:                                               ; preds = %75
  %88 = getelementptr inbounds nuw [128 x %struct.float4], ptr %59, i64 %80
  store float 0x47EC363CC0000000, ptr %88, align 16, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 4
  store float 0x47EC363CC0000000, ptr %89, align 4, !tbaa !11
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 8
  store float 0x47EC363CC0000000, ptr %90, align 8, !tbaa !11
  %91 = getelementptr inbounds nuw i8, ptr %88, i64 12
  store float 0.000000e+00, ptr %91, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %87, %81, %70
  tail call void @llvm.nvvm.cp.async.commit.group()
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %93 = shl nsw i32 %71, 7
  %94 = zext nneg i32 %72 to i64
  %95 = getelementptr inbounds nuw [128 x %struct.float4], ptr addrspacecast (ptr addrspace(3) @_ZZ20knn_bruteforce_asyncE4tile to ptr), i64 %94
  br label %98

96:                                               ; preds = %298
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %97 = icmp eq i32 %73, %62
  br i1 %97, label %63, label %70, !llvm.loop !13

98:                                               ; preds = %298, %92
  %99 = phi i32 [ 0, %92 ], [ %299, %298 ]
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw %struct.float4, ptr %95, i64 %100
  %102 = load float, ptr %101, align 16, !tbaa !11
  %103 = getelementptr inbounds nuw i8, ptr %101, i64 4
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = getelementptr inbounds nuw i8, ptr %101, i64 8
  %106 = load float, ptr %105, align 8, !tbaa !11
  %107 = fsub contract float %102, %37
  %108 = fsub contract float %104, %38
  %109 = fsub contract float %106, %39
  %110 = fmul contract float %109, %109
  %111 = tail call noundef float @llvm.fma.f32(float %108, float %108, float %110)
  %112 = tail call noundef float @llvm.fma.f32(float %107, float %107, float %111)
  %113 = load float, ptr %14, align 4, !tbaa !11
  %114 = fcmp contract olt float %112, %113
  br i1 %114, label %115, label %148

115:                                              ; preds = %98
  %116 = add nuw nsw i32 %99, %93
  %117 = load float, ptr %13, align 4, !tbaa !11
  %118 = fcmp contract olt float %112, %117
  br i1 %118, label %119, label %145

119:                                              ; preds = %115
  store float %117, ptr %14, align 4, !tbaa !11
  %120 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %120, ptr %22, align 4, !tbaa !6
  %121 = load float, ptr %12, align 4, !tbaa !11
  %122 = fcmp contract olt float %112, %121
  br i1 %122, label %123, label %145

123:                                              ; preds = %119
  store float %121, ptr %13, align 4, !tbaa !11
  %124 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %124, ptr %21, align 4, !tbaa !6
  %125 = load float, ptr %11, align 4, !tbaa !11
  %126 = fcmp contract olt float %112, %125
  br i1 %126, label %127, label %145

127:                                              ; preds = %123
  store float %125, ptr %12, align 4, !tbaa !11
  %128 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %128, ptr %20, align 4, !tbaa !6
  %129 = load float, ptr %10, align 4, !tbaa !11
  %130 = fcmp contract olt float %112, %129
  br i1 %130, label %131, label %145

131:                                              ; preds = %127
  store float %129, ptr %11, align 4, !tbaa !11
  %132 = load i32, ptr %18, align 4, !tbaa !6
  store i32 %132, ptr %19, align 4, !tbaa !6
  %133 = load float, ptr %9, align 4, !tbaa !11
  %134 = fcmp contract olt float %112, %133
  br i1 %134, label %135, label %145

135:                                              ; preds = %131
  store float %133, ptr %10, align 4, !tbaa !11
  %136 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %136, ptr %18, align 4, !tbaa !6
  %137 = load float, ptr %8, align 4, !tbaa !11
  %138 = fcmp contract olt float %112, %137
  br i1 %138, label %139, label %145

139:                                              ; preds = %135
  store float %137, ptr %9, align 4, !tbaa !11
  %140 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %140, ptr %17, align 4, !tbaa !6
  %141 = load float, ptr %7, align 4, !tbaa !11
  %142 = fcmp contract olt float %112, %141
  br i1 %142, label %143, label %145

143:                                              ; preds = %139
  store float %141, ptr %8, align 4, !tbaa !11
  %144 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %144, ptr %16, align 4, !tbaa !6
  br label %145

145:                                              ; preds = %143, %139, %135, %131, %127, %123, %119, %115
  %146 = phi ptr [ %22, %115 ], [ %17, %135 ], [ %15, %143 ], [ %21, %119 ], [ %16, %139 ], [ %20, %123 ], [ %18, %131 ], [ %19, %127 ]
  %147 = phi ptr [ %14, %115 ], [ %9, %135 ], [ %7, %143 ], [ %13, %119 ], [ %8, %139 ], [ %12, %123 ], [ %10, %131 ], [ %11, %127 ]
  store float %112, ptr %147, align 4, !tbaa !11
  store i32 %116, ptr %146, align 4, !tbaa !6
  br label %148

148:                                              ; preds = %145, %98
  %149 = or disjoint i32 %99, 1
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw %struct.float4, ptr %95, i64 %150
  %152 = load float, ptr %151, align 16, !tbaa !11
  %153 = getelementptr inbounds nuw i8, ptr %151, i64 4
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = getelementptr inbounds nuw i8, ptr %151, i64 8
  %156 = load float, ptr %155, align 8, !tbaa !11
  %157 = fsub contract float %152, %37
  %158 = fsub contract float %154, %38
  %159 = fsub contract float %156, %39
  %160 = fmul contract float %159, %159
  %161 = tail call noundef float @llvm.fma.f32(float %158, float %158, float %160)
  %162 = tail call noundef float @llvm.fma.f32(float %157, float %157, float %161)
  %163 = load float, ptr %14, align 4, !tbaa !11
  %164 = fcmp contract olt float %162, %163
  br i1 %164, label %165, label %198

165:                                              ; preds = %148
  %166 = add nuw nsw i32 %149, %93
  %167 = load float, ptr %13, align 4, !tbaa !11
  %168 = fcmp contract olt float %162, %167
  br i1 %168, label %169, label %195

169:                                              ; preds = %165
  store float %167, ptr %14, align 4, !tbaa !11
  %170 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %170, ptr %22, align 4, !tbaa !6
  %171 = load float, ptr %12, align 4, !tbaa !11
  %172 = fcmp contract olt float %162, %171
  br i1 %172, label %173, label %195

173:                                              ; preds = %169
  store float %171, ptr %13, align 4, !tbaa !11
  %174 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %174, ptr %21, align 4, !tbaa !6
  %175 = load float, ptr %11, align 4, !tbaa !11
  %176 = fcmp contract olt float %162, %175
  br i1 %176, label %177, label %195

177:                                              ; preds = %173
  store float %175, ptr %12, align 4, !tbaa !11
  %178 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %178, ptr %20, align 4, !tbaa !6
  %179 = load float, ptr %10, align 4, !tbaa !11
  %180 = fcmp contract olt float %162, %179
  br i1 %180, label %181, label %195

181:                                              ; preds = %177
  store float %179, ptr %11, align 4, !tbaa !11
  %182 = load i32, ptr %18, align 4, !tbaa !6
  store i32 %182, ptr %19, align 4, !tbaa !6
  %183 = load float, ptr %9, align 4, !tbaa !11
  %184 = fcmp contract olt float %162, %183
  br i1 %184, label %185, label %195

185:                                              ; preds = %181
  store float %183, ptr %10, align 4, !tbaa !11
  %186 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %186, ptr %18, align 4, !tbaa !6
  %187 = load float, ptr %8, align 4, !tbaa !11
  %188 = fcmp contract olt float %162, %187
  br i1 %188, label %189, label %195

189:                                              ; preds = %185
  store float %187, ptr %9, align 4, !tbaa !11
  %190 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %190, ptr %17, align 4, !tbaa !6
  %191 = load float, ptr %7, align 4, !tbaa !11
  %192 = fcmp contract olt float %162, %191
  br i1 %192, label %193, label %195

193:                                              ; preds = %189
  store float %191, ptr %8, align 4, !tbaa !11
  %194 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %194, ptr %16, align 4, !tbaa !6
  br label %195

195:                                              ; preds = %193, %189, %185, %181, %177, %173, %169, %165
  %196 = phi ptr [ %22, %165 ], [ %17, %185 ], [ %15, %193 ], [ %21, %169 ], [ %16, %189 ], [ %20, %173 ], [ %18, %181 ], [ %19, %177 ]
  %197 = phi ptr [ %14, %165 ], [ %9, %185 ], [ %7, %193 ], [ %13, %169 ], [ %8, %189 ], [ %12, %173 ], [ %10, %181 ], [ %11, %177 ]
  store float %162, ptr %197, align 4, !tbaa !11
  store i32 %166, ptr %196, align 4, !tbaa !6
  br label %198

198:                                              ; preds = %195, %148
  %199 = or disjoint i32 %99, 2
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr inbounds nuw %struct.float4, ptr %95, i64 %200
  %202 = load float, ptr %201, align 16, !tbaa !11
  %203 = getelementptr inbounds nuw i8, ptr %201, i64 4
  %204 = load float, ptr %203, align 4, !tbaa !11
  %205 = getelementptr inbounds nuw i8, ptr %201, i64 8
  %206 = load float, ptr %205, align 8, !tbaa !11
  %207 = fsub contract float %202, %37
  %208 = fsub contract float %204, %38
  %209 = fsub contract float %206, %39
  %210 = fmul contract float %209, %209
  %211 = tail call noundef float @llvm.fma.f32(float %208, float %208, float %210)
  %212 = tail call noundef float @llvm.fma.f32(float %207, float %207, float %211)
  %213 = load float, ptr %14, align 4, !tbaa !11
  %214 = fcmp contract olt float %212, %213
  br i1 %214, label %215, label %248

215:                                              ; preds = %198
  %216 = add nuw nsw i32 %199, %93
  %217 = load float, ptr %13, align 4, !tbaa !11
  %218 = fcmp contract olt float %212, %217
  br i1 %218, label %219, label %245

219:                                              ; preds = %215
  store float %217, ptr %14, align 4, !tbaa !11
  %220 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %220, ptr %22, align 4, !tbaa !6
  %221 = load float, ptr %12, align 4, !tbaa !11
  %222 = fcmp contract olt float %212, %221
  br i1 %222, label %223, label %245

223:                                              ; preds = %219
  store float %221, ptr %13, align 4, !tbaa !11
  %224 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %224, ptr %21, align 4, !tbaa !6
  %225 = load float, ptr %11, align 4, !tbaa !11
  %226 = fcmp contract olt float %212, %225
  br i1 %226, label %227, label %245

227:                                              ; preds = %223
  store float %225, ptr %12, align 4, !tbaa !11
  %228 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %228, ptr %20, align 4, !tbaa !6
  %229 = load float, ptr %10, align 4, !tbaa !11
  %230 = fcmp contract olt float %212, %229
  br i1 %230, label %231, label %245

231:                                              ; preds = %227
  store float %229, ptr %11, align 4, !tbaa !11
  %232 = load i32, ptr %18, align 4, !tbaa !6
  store i32 %232, ptr %19, align 4, !tbaa !6
  %233 = load float, ptr %9, align 4, !tbaa !11
  %234 = fcmp contract olt float %212, %233
  br i1 %234, label %235, label %245

235:                                              ; preds = %231
  store float %233, ptr %10, align 4, !tbaa !11
  %236 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %236, ptr %18, align 4, !tbaa !6
  %237 = load float, ptr %8, align 4, !tbaa !11
  %238 = fcmp contract olt float %212, %237
  br i1 %238, label %239, label %245

239:                                              ; preds = %235
  store float %237, ptr %9, align 4, !tbaa !11
  %240 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %240, ptr %17, align 4, !tbaa !6
  %241 = load float, ptr %7, align 4, !tbaa !11
  %242 = fcmp contract olt float %212, %241
  br i1 %242, label %243, label %245

243:                                              ; preds = %239
  store float %241, ptr %8, align 4, !tbaa !11
  %244 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %244, ptr %16, align 4, !tbaa !6
  br label %245

245:                                              ; preds = %243, %239, %235, %231, %227, %223, %219, %215
  %246 = phi ptr [ %22, %215 ], [ %17, %235 ], [ %15, %243 ], [ %21, %219 ], [ %16, %239 ], [ %20, %223 ], [ %18, %231 ], [ %19, %227 ]
  %247 = phi ptr [ %14, %215 ], [ %9, %235 ], [ %7, %243 ], [ %13, %219 ], [ %8, %239 ], [ %12, %223 ], [ %10, %231 ], [ %11, %227 ]
  store float %212, ptr %247, align 4, !tbaa !11
  store i32 %216, ptr %246, align 4, !tbaa !6
  br label %248

248:                                              ; preds = %245, %198
  %249 = or disjoint i32 %99, 3
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr inbounds nuw %struct.float4, ptr %95, i64 %250
  %252 = load float, ptr %251, align 16, !tbaa !11
  %253 = getelementptr inbounds nuw i8, ptr %251, i64 4
  %254 = load float, ptr %253, align 4, !tbaa !11
  %255 = getelementptr inbounds nuw i8, ptr %251, i64 8
  %256 = load float, ptr %255, align 8, !tbaa !11
  %257 = fsub contract float %252, %37
  %258 = fsub contract float %254, %38
  %259 = fsub contract float %256, %39
  %260 = fmul contract float %259, %259
  %261 = tail call noundef float @llvm.fma.f32(float %258, float %258, float %260)
  %262 = tail call noundef float @llvm.fma.f32(float %257, float %257, float %261)
  %263 = load float, ptr %14, align 4, !tbaa !11
  %264 = fcmp contract olt float %262, %263
  br i1 %264, label %265, label %298

265:                                              ; preds = %248
  %266 = add nuw nsw i32 %249, %93
  %267 = load float, ptr %13, align 4, !tbaa !11
  %268 = fcmp contract olt float %262, %267
  br i1 %268, label %269, label %295

269:                                              ; preds = %265
  store float %267, ptr %14, align 4, !tbaa !11
  %270 = load i32, ptr %21, align 4, !tbaa !6
  store i32 %270, ptr %22, align 4, !tbaa !6
  %271 = load float, ptr %12, align 4, !tbaa !11
  %272 = fcmp contract olt float %262, %271
  br i1 %272, label %273, label %295

273:                                              ; preds = %269
  store float %271, ptr %13, align 4, !tbaa !11
  %274 = load i32, ptr %20, align 4, !tbaa !6
  store i32 %274, ptr %21, align 4, !tbaa !6
  %275 = load float, ptr %11, align 4, !tbaa !11
  %276 = fcmp contract olt float %262, %275
  br i1 %276, label %277, label %295

277:                                              ; preds = %273
  store float %275, ptr %12, align 4, !tbaa !11
  %278 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %278, ptr %20, align 4, !tbaa !6
  %279 = load float, ptr %10, align 4, !tbaa !11
  %280 = fcmp contract olt float %262, %279
  br i1 %280, label %281, label %295

281:                                              ; preds = %277
  store float %279, ptr %11, align 4, !tbaa !11
  %282 = load i32, ptr %18, align 4, !tbaa !6
  store i32 %282, ptr %19, align 4, !tbaa !6
  %283 = load float, ptr %9, align 4, !tbaa !11
  %284 = fcmp contract olt float %262, %283
  br i1 %284, label %285, label %295

285:                                              ; preds = %281
  store float %283, ptr %10, align 4, !tbaa !11
  %286 = load i32, ptr %17, align 4, !tbaa !6
  store i32 %286, ptr %18, align 4, !tbaa !6
  %287 = load float, ptr %8, align 4, !tbaa !11
  %288 = fcmp contract olt float %262, %287
  br i1 %288, label %289, label %295

289:                                              ; preds = %285
  store float %287, ptr %9, align 4, !tbaa !11
  %290 = load i32, ptr %16, align 4, !tbaa !6
  store i32 %290, ptr %17, align 4, !tbaa !6
  %291 = load float, ptr %7, align 4, !tbaa !11
  %292 = fcmp contract olt float %262, %291
  br i1 %292, label %293, label %295

293:                                              ; preds = %289
  store float %291, ptr %8, align 4, !tbaa !11
  %294 = load i32, ptr %15, align 4, !tbaa !6
  store i32 %294, ptr %16, align 4, !tbaa !6
  br label %295

295:                                              ; preds = %293, %289, %285, %281, %277, %273, %269, %265
  %296 = phi ptr [ %22, %265 ], [ %17, %285 ], [ %15, %293 ], [ %21, %269 ], [ %16, %289 ], [ %20, %273 ], [ %18, %281 ], [ %19, %277 ]
  %297 = phi ptr [ %14, %265 ], [ %9, %285 ], [ %7, %293 ], [ %13, %269 ], [ %8, %289 ], [ %12, %273 ], [ %10, %281 ], [ %11, %277 ]
  store float %262, ptr %297, align 4, !tbaa !11
  store i32 %266, ptr %296, align 4, !tbaa !6
  br label %298

298:                                              ; preds = %295, %248
  %299 = add nuw nsw i32 %99, 4
  %300 = icmp eq i32 %299, 128
  br i1 %300, label %96, label %98, !llvm.loop !16

301:                                              ; preds = %64
  %302 = load float, ptr %7, align 4, !tbaa !11
  %303 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %302) #5
  br label %304

304:                                              ; preds = %64, %301
  %305 = phi contract float [ %303, %301 ], [ -1.000000e+00, %64 ]
  %306 = getelementptr inbounds float, ptr %5, i64 %67
  store float %305, ptr %306, align 4, !tbaa !11
  %307 = load i32, ptr %16, align 4, !tbaa !6
  %308 = or disjoint i32 %65, 1
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds i32, ptr %4, i64 %309
  store i32 %307, ptr %310, align 4, !tbaa !6
  %311 = icmp sgt i32 %307, -1
  br i1 %311, label %312, label %315

312:                                              ; preds = %304
  %313 = load float, ptr %8, align 4, !tbaa !11
  %314 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %313) #5
  br label %315

315:                                              ; preds = %312, %304
  %316 = phi contract float [ %314, %312 ], [ -1.000000e+00, %304 ]
  %317 = getelementptr inbounds float, ptr %5, i64 %309
  store float %316, ptr %317, align 4, !tbaa !11
  %318 = load i32, ptr %17, align 4, !tbaa !6
  %319 = or disjoint i32 %65, 2
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds i32, ptr %4, i64 %320
  store i32 %318, ptr %321, align 4, !tbaa !6
  %322 = icmp sgt i32 %318, -1
  br i1 %322, label %323, label %326

323:                                              ; preds = %315
  %324 = load float, ptr %9, align 4, !tbaa !11
  %325 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %324) #5
  br label %326

326:                                              ; preds = %323, %315
  %327 = phi contract float [ %325, %323 ], [ -1.000000e+00, %315 ]
  %328 = getelementptr inbounds float, ptr %5, i64 %320
  store float %327, ptr %328, align 4, !tbaa !11
  %329 = load i32, ptr %18, align 4, !tbaa !6
  %330 = or disjoint i32 %65, 3
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds i32, ptr %4, i64 %331
  store i32 %329, ptr %332, align 4, !tbaa !6
  %333 = icmp sgt i32 %329, -1
  br i1 %333, label %334, label %337

334:                                              ; preds = %326
  %335 = load float, ptr %10, align 4, !tbaa !11
  %336 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %335) #5
  br label %337

337:                                              ; preds = %334, %326
  %338 = phi contract float [ %336, %334 ], [ -1.000000e+00, %326 ]
  %339 = getelementptr inbounds float, ptr %5, i64 %331
  store float %338, ptr %339, align 4, !tbaa !11
  %340 = load i32, ptr %19, align 4, !tbaa !6
  %341 = or disjoint i32 %65, 4
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds i32, ptr %4, i64 %342
  store i32 %340, ptr %343, align 4, !tbaa !6
  %344 = icmp sgt i32 %340, -1
  br i1 %344, label %345, label %348

345:                                              ; preds = %337
  %346 = load float, ptr %11, align 4, !tbaa !11
  %347 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %346) #5
  br label %348

348:                                              ; preds = %345, %337
  %349 = phi contract float [ %347, %345 ], [ -1.000000e+00, %337 ]
  %350 = getelementptr inbounds float, ptr %5, i64 %342
  store float %349, ptr %350, align 4, !tbaa !11
  %351 = load i32, ptr %20, align 4, !tbaa !6
  %352 = or disjoint i32 %65, 5
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i32, ptr %4, i64 %353
  store i32 %351, ptr %354, align 4, !tbaa !6
  %355 = icmp sgt i32 %351, -1
  br i1 %355, label %356, label %359

356:                                              ; preds = %348
  %357 = load float, ptr %12, align 4, !tbaa !11
  %358 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %357) #5
  br label %359

359:                                              ; preds = %356, %348
  %360 = phi contract float [ %358, %356 ], [ -1.000000e+00, %348 ]
  %361 = getelementptr inbounds float, ptr %5, i64 %353
  store float %360, ptr %361, align 4, !tbaa !11
  %362 = load i32, ptr %21, align 4, !tbaa !6
  %363 = or disjoint i32 %65, 6
  %364 = sext i32 %363 to i64
  %365 = getelementptr inbounds i32, ptr %4, i64 %364
  store i32 %362, ptr %365, align 4, !tbaa !6
  %366 = icmp sgt i32 %362, -1
  br i1 %366, label %367, label %370

367:                                              ; preds = %359
  %368 = load float, ptr %13, align 4, !tbaa !11
  %369 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %368) #5
  br label %370

370:                                              ; preds = %367, %359
  %371 = phi contract float [ %369, %367 ], [ -1.000000e+00, %359 ]
  %372 = getelementptr inbounds float, ptr %5, i64 %364
  store float %371, ptr %372, align 4, !tbaa !11
  %373 = load i32, ptr %22, align 4, !tbaa !6
  %374 = or disjoint i32 %65, 7
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds i32, ptr %4, i64 %375
  store i32 %373, ptr %376, align 4, !tbaa !6
  %377 = icmp sgt i32 %373, -1
  br i1 %377, label %378, label %381

378:                                              ; preds = %370
  %379 = load float, ptr %14, align 4, !tbaa !11
  %380 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %379) #5
  br label %381

381:                                              ; preds = %378, %370
  %382 = phi contract float [ %380, %378 ], [ -1.000000e+00, %370 ]
  %383 = getelementptr inbounds float, ptr %5, i64 %375
  store float %382, ptr %383, align 4, !tbaa !11
  br label %384

384:                                              ; preds = %381, %63
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
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = getelementptr inbounds float, ptr %1, i64 %19
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = getelementptr inbounds float, ptr %2, i64 %19
  %25 = load float, ptr %24, align 4, !tbaa !11
  br label %26

26:                                               ; preds = %18, %12
  %27 = phi float [ %25, %18 ], [ 0.000000e+00, %12 ]
  %28 = phi float [ %23, %18 ], [ 0.000000e+00, %12 ]
  %29 = phi float [ %21, %18 ], [ 0.000000e+00, %12 ]
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
  %42 = zext nneg i32 %13 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sx to ptr), i64 %42
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sy to ptr), i64 %42
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sz to ptr), i64 %42
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sw to ptr), i64 %42
  %47 = icmp sgt i32 %8, 0
  br i1 %47, label %60, label %77

48:                                               ; preds = %105
  %49 = zext nneg i32 %13 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sx to ptr), i64 %49
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sy to ptr), i64 %49
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sz to ptr), i64 %49
  %53 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sw to ptr), i64 %49
  %54 = zext nneg i32 %13 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sx to ptr), i64 %54
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sy to ptr), i64 %54
  %57 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sz to ptr), i64 %54
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sw to ptr), i64 %54
  %59 = tail call i32 @llvm.smax.i32(i32 %36, i32 1)
  br label %123

60:                                               ; preds = %26
  %61 = icmp slt i32 %13, %8
  br i1 %61, label %62, label %76

62:                                               ; preds = %60
  %63 = zext nneg i32 %13 to i64
  %64 = getelementptr inbounds nuw float, ptr %4, i64 %63
  %65 = addrspacecast ptr %43 to ptr addrspace(3)
  %66 = addrspacecast ptr %64 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %65, ptr addrspace(1) %66)
  %67 = getelementptr inbounds nuw float, ptr %5, i64 %63
  %68 = addrspacecast ptr %44 to ptr addrspace(3)
  %69 = addrspacecast ptr %67 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %68, ptr addrspace(1) %69)
  %70 = getelementptr inbounds nuw float, ptr %6, i64 %63
  %71 = addrspacecast ptr %45 to ptr addrspace(3)
  %72 = addrspacecast ptr %70 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %71, ptr addrspace(1) %72)
  %73 = getelementptr inbounds nuw float, ptr %7, i64 %63
  %74 = addrspacecast ptr %46 to ptr addrspace(3)
  %75 = addrspacecast ptr %73 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %74, ptr addrspace(1) %75)
  br label %77

76:                                               ; preds = %60
  store float 0x47EC363CC0000000, ptr %38, align 4, !tbaa !11
  store float 0x47EC363CC0000000, ptr %39, align 4, !tbaa !11
  store float 0x47EC363CC0000000, ptr %40, align 4, !tbaa !11
  store float 0.000000e+00, ptr %41, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %26, %62, %76
  tail call void @llvm.nvvm.cp.async.commit.group()
  %78 = icmp sgt i32 %8, 128
  br i1 %78, label %79, label %105

79:                                               ; preds = %77
  %80 = add nuw nsw i32 %13, 128
  %81 = icmp slt i32 %80, %8
  br i1 %81, label %87, label %82

82:                                               ; preds = %79
  %83 = getelementptr inbounds nuw i8, ptr %38, i64 512
  store float 0x47EC363CC0000000, ptr %83, align 4, !tbaa !11
  %84 = getelementptr inbounds nuw i8, ptr %39, i64 512
  store float 0x47EC363CC0000000, ptr %84, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %40, i64 512
  store float 0x47EC363CC0000000, ptr %85, align 4, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %41, i64 512
  store float 0.000000e+00, ptr %86, align 4, !tbaa !11
  br label %105

87:                                               ; preds = %79
  %88 = getelementptr inbounds nuw i8, ptr %43, i64 512
  %89 = zext nneg i32 %80 to i64
  %90 = getelementptr inbounds nuw float, ptr %4, i64 %89
  %91 = addrspacecast ptr %88 to ptr addrspace(3)
  %92 = addrspacecast ptr %90 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %91, ptr addrspace(1) %92)
  %93 = getelementptr inbounds nuw i8, ptr %44, i64 512
  %94 = getelementptr inbounds nuw float, ptr %5, i64 %89
  %95 = addrspacecast ptr %93 to ptr addrspace(3)
  %96 = addrspacecast ptr %94 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %95, ptr addrspace(1) %96)
  %97 = getelementptr inbounds nuw i8, ptr %45, i64 512
  %98 = getelementptr inbounds nuw float, ptr %6, i64 %89
  %99 = addrspacecast ptr %97 to ptr addrspace(3)
  %100 = addrspacecast ptr %98 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %99, ptr addrspace(1) %100)
  %101 = getelementptr inbounds nuw i8, ptr %46, i64 512
  %102 = getelementptr inbounds nuw float, ptr %7, i64 %89
  %103 = addrspacecast ptr %101 to ptr addrspace(3)
  %104 = addrspacecast ptr %102 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %103, ptr addrspace(1) %104)
  br label %105

105:                                              ; preds = %87, %82, %77
  tail call void @llvm.nvvm.cp.async.commit.group()
  %106 = fcmp contract ogt float %30, 0.000000e+00
  %107 = fcmp contract olt float %30, 0x43ABC16D60000000
  %108 = and i1 %106, %107
  %109 = select contract i1 %108, float %30, float 1.000000e+00
  %110 = fmul contract float %109, %109
  %111 = fcmp contract ogt float %32, 0.000000e+00
  %112 = fcmp contract olt float %32, 0x43ABC16D60000000
  %113 = and i1 %111, %112
  %114 = select contract i1 %113, float %32, float 5.000000e-01
  %115 = fcmp contract ogt float %34, 0.000000e+00
  %116 = fcmp contract olt float %34, 0x43ABC16D60000000
  %117 = and i1 %115, %116
  %118 = select contract i1 %117, float %34, float 1.000000e+00
  %119 = icmp sgt i32 %8, 0
  br i1 %119, label %48, label %120

120:                                              ; preds = %165, %105
  %121 = phi float [ 0.000000e+00, %105 ], [ %201, %165 ]
  %122 = phi i32 [ 0, %105 ], [ %202, %165 ]
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  br i1 %17, label %205, label %209

123:                                              ; preds = %48, %165
  %124 = phi i32 [ 0, %48 ], [ %202, %165 ]
  %125 = phi float [ 0.000000e+00, %48 ], [ %201, %165 ]
  %126 = phi i32 [ 0, %48 ], [ %166, %165 ]
  tail call void @llvm.nvvm.cp.async.wait.group(i32 1)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = add nuw nsw i32 %126, 2
  %128 = icmp slt i32 %127, %36
  br i1 %128, label %129, label %158

129:                                              ; preds = %123
  %130 = urem i32 %127, 3
  %131 = shl nsw i32 %127, 7
  %132 = add nuw nsw i32 %131, %13
  %133 = icmp slt i32 %132, %8
  %134 = zext nneg i32 %130 to i64
  br i1 %133, label %135, label %153

135:                                              ; preds = %129
  %136 = getelementptr inbounds nuw [128 x float], ptr %55, i64 %134
  %137 = zext nneg i32 %132 to i64
  %138 = getelementptr inbounds nuw float, ptr %4, i64 %137
  %139 = addrspacecast ptr %136 to ptr addrspace(3)
  %140 = addrspacecast ptr %138 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %139, ptr addrspace(1) %140)
  %141 = getelementptr inbounds nuw [128 x float], ptr %56, i64 %134
  %142 = getelementptr inbounds nuw float, ptr %5, i64 %137
  %143 = addrspacecast ptr %141 to ptr addrspace(3)
  %144 = addrspacecast ptr %142 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %143, ptr addrspace(1) %144)
  %145 = getelementptr inbounds nuw [128 x float], ptr %57, i64 %134
  %146 = getelementptr inbounds nuw float, ptr %6, i64 %137
  %147 = addrspacecast ptr %145 to ptr addrspace(3)
  %148 = addrspacecast ptr %146 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %147, ptr addrspace(1) %148)
  %149 = getelementptr inbounds nuw [128 x float], ptr %58, i64 %134
  %150 = getelementptr inbounds nuw float, ptr %7, i64 %137
  %151 = addrspacecast ptr %149 to ptr addrspace(3)
  %152 = addrspacecast ptr %150 to ptr addrspace(1)
  tail call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %151, ptr addrspace(1) %152)
  br label %158

153:                                              ; preds = %129
  %154 = getelementptr inbounds nuw [128 x float], ptr %50, i64 %134
  store float 0x47EC363CC0000000, ptr %154, align 4, !tbaa !11
  %155 = getelementptr inbounds nuw [128 x float], ptr %51, i64 %134
  store float 0x47EC363CC0000000, ptr %155, align 4, !tbaa !11
  %156 = getelementptr inbounds nuw [128 x float], ptr %52, i64 %134
  store float 0x47EC363CC0000000, ptr %156, align 4, !tbaa !11
  %157 = getelementptr inbounds nuw [128 x float], ptr %53, i64 %134
  store float 0.000000e+00, ptr %157, align 4, !tbaa !11
  br label %158

158:                                              ; preds = %123, %135, %153
  tail call void @llvm.nvvm.cp.async.commit.group()
  %159 = urem i32 %126, 3
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sx to ptr), i64 %160
  %162 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sy to ptr), i64 %160
  %163 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sz to ptr), i64 %160
  %164 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16radius_kde_asyncE2sw to ptr), i64 %160
  br label %168

165:                                              ; preds = %200
  %166 = add nuw nsw i32 %126, 1
  %167 = icmp eq i32 %166, %59
  br i1 %167, label %120, label %123, !llvm.loop !21

168:                                              ; preds = %158, %200
  %169 = phi i32 [ %124, %158 ], [ %202, %200 ]
  %170 = phi i32 [ 0, %158 ], [ %203, %200 ]
  %171 = phi float [ %125, %158 ], [ %201, %200 ]
  %172 = zext nneg i32 %170 to i64
  %173 = getelementptr inbounds nuw float, ptr %161, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fsub contract float %174, %29
  %176 = getelementptr inbounds nuw float, ptr %162, i64 %172
  %177 = load float, ptr %176, align 4, !tbaa !11
  %178 = fsub contract float %177, %28
  %179 = getelementptr inbounds nuw float, ptr %163, i64 %172
  %180 = load float, ptr %179, align 4, !tbaa !11
  %181 = fsub contract float %180, %27
  %182 = fmul contract float %175, %175
  %183 = fmul contract float %178, %178
  %184 = fadd contract float %182, %183
  %185 = fmul contract float %181, %181
  %186 = fadd contract float %184, %185
  %187 = fcmp contract ugt float %186, %110
  br i1 %187, label %200, label %188

188:                                              ; preds = %168
  %189 = add nsw i32 %169, 1
  %190 = getelementptr inbounds nuw float, ptr %164, i64 %172
  %191 = load float, ptr %190, align 4, !tbaa !11
  %192 = tail call noundef float @llvm.maxnum.f32(float %191, float 0.000000e+00)
  %193 = tail call noundef float @llvm.minnum.f32(float %192, float %118)
  %194 = fneg contract float %186
  %195 = fmul contract float %114, %194
  %196 = fmul float %195, 0x3FF7154760000000
  %197 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %196)
  %198 = fmul contract float %197, %193
  %199 = fadd contract float %171, %198
  br label %200

200:                                              ; preds = %168, %188
  %201 = phi float [ %199, %188 ], [ %171, %168 ]
  %202 = phi i32 [ %189, %188 ], [ %169, %168 ]
  %203 = add nuw nsw i32 %170, 1
  %204 = icmp eq i32 %203, 128
  br i1 %204, label %165, label %168, !llvm.loop !22

205:                                              ; preds = %120
  %206 = sext i32 %16 to i64
  %207 = getelementptr inbounds i32, ptr %10, i64 %206
  store i32 %122, ptr %207, align 4, !tbaa !6
  %208 = getelementptr inbounds float, ptr %11, i64 %206
  store float %121, ptr %208, align 4, !tbaa !11
  br label %209

209:                                              ; preds = %205, %120
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = !{!18, !12, i64 0}
!18 = !{!"_ZTS9KdeParams", !12, i64 0, !12, i64 4, !12, i64 8}
!19 = !{!18, !12, i64 4}
!20 = !{!18, !12, i64 8}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
