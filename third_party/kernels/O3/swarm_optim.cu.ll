; ModuleID = 'src/swarm_optim.cu'
source_filename = "src/swarm_optim.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.PsoParams = type { float, float, float, float, float, float, float, float, i32, i32, i32, i32 }

@c_opt = dso_local addrspace(4) externally_initialized constant %struct.PsoParams zeroinitializer, align 4
@_ZZ17pso_argmin_reduceE3s_v = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ17pso_argmin_reduceE3s_i = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_opt to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @pso_step_rastrigin(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca [32 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %272

14:                                               ; preds = %6
  %15 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 4, !tbaa !22, !noalias !25
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %15, i32 1)
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 32)
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !26, !noalias !25
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !27, !noalias !25
  %20 = tail call noundef float @llvm.minnum.f32(float %18, float %19)
  %21 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %22 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 12), align 4, !tbaa !28, !noalias !25
  %23 = tail call noundef float @llvm.nvvm.fabs.f32(float %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #12, !noalias !25
  %24 = sext i32 %12 to i64
  %25 = shl nsw i64 %24, 5
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 4, !tbaa !29, !noalias !25
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 44), align 4, !tbaa !30, !noalias !25
  %28 = mul i32 %12, -1640531527
  %29 = add i32 %28, -1640531527
  %30 = add i32 %29, %27
  %31 = lshr i32 %30, 16
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, 2146121005
  %34 = lshr i32 %33, 15
  %35 = xor i32 %34, %33
  %36 = mul i32 %35, -2073254261
  %37 = lshr i32 %36, 16
  %38 = xor i32 %26, %37
  %39 = xor i32 %38, %36
  %40 = load float, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), align 4, !tbaa !31, !noalias !25
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 4), align 4, !tbaa !32, !noalias !25
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 4, !tbaa !33, !noalias !25
  %43 = fneg contract float %23
  br label %124

44:                                               ; preds = %124
  %45 = mul nuw nsw i32 %17, 10
  %46 = uitofp nneg i32 %45 to float
  %47 = and i32 %17, 3
  %48 = icmp slt i32 %15, 4
  br i1 %48, label %99, label %49

49:                                               ; preds = %44
  %50 = and i32 %17, 60
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i32 [ 0, %49 ], [ %94, %51 ]
  %53 = phi float [ %46, %49 ], [ %93, %51 ]
  %54 = phi i32 [ 0, %49 ], [ %95, %51 ]
  %55 = zext nneg i32 %52 to i64
  %56 = getelementptr inbounds nuw float, ptr %7, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !34, !noalias !25
  %58 = fmul contract float %57, %57
  %59 = fmul contract float %57, 0x401921FB60000000
  %60 = tail call noundef float @llvm.nvvm.cos.approx.f(float %59) #12
  %61 = fmul contract float %60, 1.000000e+01
  %62 = fsub contract float %58, %61
  %63 = fadd contract float %53, %62
  %64 = zext nneg i32 %52 to i64
  %65 = getelementptr inbounds nuw float, ptr %7, i64 %64
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 4
  %67 = load float, ptr %66, align 4, !tbaa !34, !noalias !25
  %68 = fmul contract float %67, %67
  %69 = fmul contract float %67, 0x401921FB60000000
  %70 = tail call noundef float @llvm.nvvm.cos.approx.f(float %69) #12
  %71 = fmul contract float %70, 1.000000e+01
  %72 = fsub contract float %68, %71
  %73 = fadd contract float %63, %72
  %74 = zext nneg i32 %52 to i64
  %75 = getelementptr inbounds nuw float, ptr %7, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 8
  %77 = load float, ptr %76, align 4, !tbaa !34, !noalias !25
  %78 = fmul contract float %77, %77
  %79 = fmul contract float %77, 0x401921FB60000000
  %80 = tail call noundef float @llvm.nvvm.cos.approx.f(float %79) #12
  %81 = fmul contract float %80, 1.000000e+01
  %82 = fsub contract float %78, %81
  %83 = fadd contract float %73, %82
  %84 = zext nneg i32 %52 to i64
  %85 = getelementptr inbounds nuw float, ptr %7, i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 12
  %87 = load float, ptr %86, align 4, !tbaa !34, !noalias !25
  %88 = fmul contract float %87, %87
  %89 = fmul contract float %87, 0x401921FB60000000
  %90 = tail call noundef float @llvm.nvvm.cos.approx.f(float %89) #12
  %91 = fmul contract float %90, 1.000000e+01
  %92 = fsub contract float %88, %91
  %93 = fadd contract float %83, %92
  %94 = add nuw nsw i32 %52, 4
  %95 = add i32 %54, 4
  %96 = icmp eq i32 %95, %50
  br i1 %96, label %97, label %51, !llvm.loop !35

97:                                               ; preds = %51
  %98 = icmp eq i32 %47, 0
  br i1 %98, label %119, label %99

99:                                               ; preds = %97, %44
  %100 = phi i32 [ 0, %44 ], [ %94, %97 ]
  %101 = phi float [ %46, %44 ], [ %93, %97 ]
  %102 = icmp ne i32 %47, 0
  tail call void @llvm.assume(i1 %102)
  br label %103

103:                                              ; preds = %103, %99
  %104 = phi i32 [ %116, %103 ], [ %100, %99 ]
  %105 = phi float [ %115, %103 ], [ %101, %99 ]
  %106 = phi i32 [ %117, %103 ], [ 0, %99 ]
  %107 = zext nneg i32 %104 to i64
  %108 = getelementptr inbounds nuw float, ptr %7, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !34, !noalias !25
  %110 = fmul contract float %109, %109
  %111 = fmul contract float %109, 0x401921FB60000000
  %112 = tail call noundef float @llvm.nvvm.cos.approx.f(float %111) #12
  %113 = fmul contract float %112, 1.000000e+01
  %114 = fsub contract float %110, %113
  %115 = fadd contract float %105, %114
  %116 = add nuw nsw i32 %104, 1
  %117 = add i32 %106, 1
  %118 = icmp eq i32 %117, %47
  br i1 %118, label %119, label %103, !llvm.loop !37

119:                                              ; preds = %103, %97
  %120 = phi float [ %93, %97 ], [ %115, %103 ]
  %121 = getelementptr inbounds float, ptr %3, i64 %24
  %122 = load float, ptr %121, align 4, !tbaa !34, !alias.scope !18, !noalias !39
  %123 = fcmp contract olt float %120, %122
  br i1 %123, label %204, label %271

124:                                              ; preds = %124, %14
  %125 = phi i32 [ 0, %14 ], [ %202, %124 ]
  %126 = zext nneg i32 %125 to i64
  %127 = add nsw i64 %25, %126
  %128 = mul i32 %125, 198677718
  %129 = add i32 %128, 668265263
  %130 = lshr i32 %129, 16
  %131 = xor i32 %130, %129
  %132 = mul i32 %131, 2146121005
  %133 = lshr i32 %132, 15
  %134 = xor i32 %133, %132
  %135 = mul i32 %134, -2073254261
  %136 = lshr i32 %135, 16
  %137 = xor i32 %39, %136
  %138 = xor i32 %137, %135
  %139 = lshr i32 %138, 16
  %140 = xor i32 %139, %138
  %141 = mul i32 %140, 2146121005
  %142 = lshr i32 %141, 15
  %143 = xor i32 %142, %141
  %144 = mul i32 %143, -2073254261
  %145 = lshr i32 %144, 24
  %146 = lshr i32 %144, 8
  %147 = xor i32 %145, %146
  %148 = uitofp nneg i32 %147 to float
  %149 = fmul contract float %148, 0x3E70000000000000
  %150 = add i32 %128, -1379879526
  %151 = lshr i32 %150, 16
  %152 = xor i32 %151, %150
  %153 = mul i32 %152, 2146121005
  %154 = lshr i32 %153, 15
  %155 = xor i32 %154, %153
  %156 = mul i32 %155, -2073254261
  %157 = lshr i32 %156, 16
  %158 = xor i32 %39, %157
  %159 = xor i32 %158, %156
  %160 = lshr i32 %159, 16
  %161 = xor i32 %160, %159
  %162 = mul i32 %161, 2146121005
  %163 = lshr i32 %162, 15
  %164 = xor i32 %163, %162
  %165 = mul i32 %164, -2073254261
  %166 = lshr i32 %165, 24
  %167 = lshr i32 %165, 8
  %168 = xor i32 %166, %167
  %169 = uitofp nneg i32 %168 to float
  %170 = fmul contract float %169, 0x3E70000000000000
  %171 = getelementptr inbounds nuw float, ptr %1, i64 %127
  %172 = load float, ptr %171, align 4, !tbaa !34, !alias.scope !14, !noalias !40
  %173 = fmul contract float %40, %172
  %174 = fmul contract float %41, %149
  %175 = getelementptr inbounds nuw float, ptr %2, i64 %127
  %176 = load float, ptr %175, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %177 = getelementptr inbounds nuw float, ptr %0, i64 %127
  %178 = load float, ptr %177, align 4, !tbaa !34, !alias.scope !11, !noalias !42
  %179 = fsub contract float %176, %178
  %180 = fmul contract float %179, %174
  %181 = fadd contract float %173, %180
  %182 = fmul contract float %42, %170
  %183 = getelementptr inbounds nuw float, ptr %4, i64 %126
  %184 = load float, ptr %183, align 4, !tbaa !34, !alias.scope !20, !noalias !43
  %185 = fsub contract float %184, %178
  %186 = fmul contract float %185, %182
  %187 = fadd contract float %186, %181
  %188 = tail call noundef float @llvm.maxnum.f32(float %187, float %43)
  %189 = tail call noundef float @llvm.minnum.f32(float %188, float %23)
  %190 = fadd contract float %178, %189
  %191 = fcmp contract olt float %190, %20
  %192 = fsub contract float %20, %190
  %193 = fadd contract float %20, %192
  %194 = select i1 %191, float %193, float %190
  %195 = fcmp contract ogt float %194, %21
  %196 = fsub contract float %194, %21
  %197 = fsub contract float %21, %196
  %198 = select i1 %195, float %197, float %194
  %199 = tail call noundef float @llvm.maxnum.f32(float %198, float %20)
  %200 = tail call noundef float @llvm.minnum.f32(float %199, float %21)
  store float %189, ptr %171, align 4, !tbaa !34, !alias.scope !14, !noalias !40
  store float %200, ptr %177, align 4, !tbaa !34, !alias.scope !11, !noalias !42
  %201 = getelementptr inbounds nuw float, ptr %7, i64 %126
  store float %200, ptr %201, align 4, !tbaa !34, !noalias !25
  %202 = add nuw nsw i32 %125, 1
  %203 = icmp eq i32 %202, %17
  br i1 %203, label %44, label %124, !llvm.loop !44

204:                                              ; preds = %119
  store float %120, ptr %121, align 4, !tbaa !34, !alias.scope !18, !noalias !39
  %205 = shl nsw i64 %24, 7
  %206 = getelementptr i8, ptr %2, i64 %205
  %207 = and i32 %17, 7
  %208 = icmp slt i32 %15, 8
  br i1 %208, label %258, label %209

209:                                              ; preds = %204
  %210 = and i32 %17, 56
  br label %211

211:                                              ; preds = %211, %209
  %212 = phi i32 [ 0, %209 ], [ %253, %211 ]
  %213 = phi i32 [ 0, %209 ], [ %254, %211 ]
  %214 = zext nneg i32 %212 to i64
  %215 = getelementptr inbounds nuw float, ptr %7, i64 %214
  %216 = load float, ptr %215, align 4, !tbaa !34, !noalias !25
  %217 = getelementptr float, ptr %206, i64 %214
  store float %216, ptr %217, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %218 = or disjoint i32 %212, 1
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw float, ptr %7, i64 %219
  %221 = load float, ptr %220, align 4, !tbaa !34, !noalias !25
  %222 = getelementptr float, ptr %206, i64 %219
  store float %221, ptr %222, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %223 = or disjoint i32 %212, 2
  %224 = zext nneg i32 %223 to i64
  %225 = getelementptr inbounds nuw float, ptr %7, i64 %224
  %226 = load float, ptr %225, align 4, !tbaa !34, !noalias !25
  %227 = getelementptr float, ptr %206, i64 %224
  store float %226, ptr %227, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %228 = or disjoint i32 %212, 3
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds nuw float, ptr %7, i64 %229
  %231 = load float, ptr %230, align 4, !tbaa !34, !noalias !25
  %232 = getelementptr float, ptr %206, i64 %229
  store float %231, ptr %232, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %233 = or disjoint i32 %212, 4
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds nuw float, ptr %7, i64 %234
  %236 = load float, ptr %235, align 4, !tbaa !34, !noalias !25
  %237 = getelementptr float, ptr %206, i64 %234
  store float %236, ptr %237, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %238 = or disjoint i32 %212, 5
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr inbounds nuw float, ptr %7, i64 %239
  %241 = load float, ptr %240, align 4, !tbaa !34, !noalias !25
  %242 = getelementptr float, ptr %206, i64 %239
  store float %241, ptr %242, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %243 = or disjoint i32 %212, 6
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr inbounds nuw float, ptr %7, i64 %244
  %246 = load float, ptr %245, align 4, !tbaa !34, !noalias !25
  %247 = getelementptr float, ptr %206, i64 %244
  store float %246, ptr %247, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %248 = or disjoint i32 %212, 7
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr inbounds nuw float, ptr %7, i64 %249
  %251 = load float, ptr %250, align 4, !tbaa !34, !noalias !25
  %252 = getelementptr float, ptr %206, i64 %249
  store float %251, ptr %252, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %253 = add nuw nsw i32 %212, 8
  %254 = add i32 %213, 8
  %255 = icmp eq i32 %254, %210
  br i1 %255, label %256, label %211, !llvm.loop !45

256:                                              ; preds = %211
  %257 = icmp eq i32 %207, 0
  br i1 %257, label %271, label %258

258:                                              ; preds = %256, %204
  %259 = phi i32 [ 0, %204 ], [ %253, %256 ]
  %260 = icmp ne i32 %207, 0
  tail call void @llvm.assume(i1 %260)
  br label %261

261:                                              ; preds = %261, %258
  %262 = phi i32 [ %259, %258 ], [ %268, %261 ]
  %263 = phi i32 [ 0, %258 ], [ %269, %261 ]
  %264 = zext nneg i32 %262 to i64
  %265 = getelementptr inbounds nuw float, ptr %7, i64 %264
  %266 = load float, ptr %265, align 4, !tbaa !34, !noalias !25
  %267 = getelementptr float, ptr %206, i64 %264
  store float %266, ptr %267, align 4, !tbaa !34, !alias.scope !16, !noalias !41
  %268 = add nuw nsw i32 %262, 1
  %269 = add i32 %263, 1
  %270 = icmp eq i32 %269, %207
  br i1 %270, label %271, label %261, !llvm.loop !46

271:                                              ; preds = %256, %261, %119
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #12, !noalias !25
  br label %272

272:                                              ; preds = %6, %271
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @pso_step_rosenbrock(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca [32 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %288

14:                                               ; preds = %6
  %15 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 4, !tbaa !22, !noalias !58
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %15, i32 1)
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 32)
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !26, !noalias !58
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !27, !noalias !58
  %20 = tail call noundef float @llvm.minnum.f32(float %18, float %19)
  %21 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %22 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 12), align 4, !tbaa !28, !noalias !58
  %23 = tail call noundef float @llvm.nvvm.fabs.f32(float %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #12, !noalias !58
  %24 = sext i32 %12 to i64
  %25 = shl nsw i64 %24, 5
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 4, !tbaa !29, !noalias !58
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 44), align 4, !tbaa !30, !noalias !58
  %28 = mul i32 %12, -1640531527
  %29 = add i32 %28, -1640531527
  %30 = add i32 %29, %27
  %31 = lshr i32 %30, 16
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, 2146121005
  %34 = lshr i32 %33, 15
  %35 = xor i32 %34, %33
  %36 = mul i32 %35, -2073254261
  %37 = lshr i32 %36, 16
  %38 = xor i32 %26, %37
  %39 = xor i32 %38, %36
  %40 = load float, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), align 4, !tbaa !31, !noalias !58
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 4), align 4, !tbaa !32, !noalias !58
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 4, !tbaa !33, !noalias !58
  %43 = fneg contract float %23
  br label %140

44:                                               ; preds = %140
  %45 = icmp sgt i32 %15, 1
  br i1 %45, label %46, label %135

46:                                               ; preds = %44
  %47 = load float, ptr %7, align 4, !tbaa !34, !noalias !58
  %48 = add nsw i32 %17, -1
  %49 = add nsw i32 %17, -2
  %50 = and i32 %48, 3
  %51 = icmp ult i32 %49, 3
  br i1 %51, label %111, label %52

52:                                               ; preds = %46
  %53 = and i32 %48, -4
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi float [ %47, %52 ], [ %97, %54 ]
  %56 = phi i32 [ 1, %52 ], [ %106, %54 ]
  %57 = phi float [ 0.000000e+00, %52 ], [ %105, %54 ]
  %58 = phi i32 [ 0, %52 ], [ %107, %54 ]
  %59 = zext nneg i32 %56 to i64
  %60 = getelementptr inbounds nuw float, ptr %7, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !34, !noalias !58
  %62 = fmul contract float %55, %55
  %63 = fsub contract float %61, %62
  %64 = fsub contract float 1.000000e+00, %55
  %65 = fmul contract float %63, 1.000000e+02
  %66 = fmul contract float %63, %65
  %67 = fmul contract float %64, %64
  %68 = fadd contract float %67, %66
  %69 = fadd contract float %57, %68
  %70 = zext nneg i32 %56 to i64
  %71 = getelementptr inbounds nuw float, ptr %7, i64 %70
  %72 = getelementptr inbounds nuw i8, ptr %71, i64 4
  %73 = load float, ptr %72, align 4, !tbaa !34, !noalias !58
  %74 = fmul contract float %61, %61
  %75 = fsub contract float %73, %74
  %76 = fsub contract float 1.000000e+00, %61
  %77 = fmul contract float %75, 1.000000e+02
  %78 = fmul contract float %75, %77
  %79 = fmul contract float %76, %76
  %80 = fadd contract float %79, %78
  %81 = fadd contract float %69, %80
  %82 = zext nneg i32 %56 to i64
  %83 = getelementptr inbounds nuw float, ptr %7, i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %85 = load float, ptr %84, align 4, !tbaa !34, !noalias !58
  %86 = fmul contract float %73, %73
  %87 = fsub contract float %85, %86
  %88 = fsub contract float 1.000000e+00, %73
  %89 = fmul contract float %87, 1.000000e+02
  %90 = fmul contract float %87, %89
  %91 = fmul contract float %88, %88
  %92 = fadd contract float %91, %90
  %93 = fadd contract float %81, %92
  %94 = zext nneg i32 %56 to i64
  %95 = getelementptr inbounds nuw float, ptr %7, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 12
  %97 = load float, ptr %96, align 4, !tbaa !34, !noalias !58
  %98 = fmul contract float %85, %85
  %99 = fsub contract float %97, %98
  %100 = fsub contract float 1.000000e+00, %85
  %101 = fmul contract float %99, 1.000000e+02
  %102 = fmul contract float %99, %101
  %103 = fmul contract float %100, %100
  %104 = fadd contract float %103, %102
  %105 = fadd contract float %93, %104
  %106 = add nuw nsw i32 %56, 4
  %107 = add i32 %58, 4
  %108 = icmp eq i32 %107, %53
  br i1 %108, label %109, label %54, !llvm.loop !59

109:                                              ; preds = %54
  %110 = icmp eq i32 %50, 0
  br i1 %110, label %135, label %111

111:                                              ; preds = %109, %46
  %112 = phi float [ %47, %46 ], [ %97, %109 ]
  %113 = phi i32 [ 1, %46 ], [ %106, %109 ]
  %114 = phi float [ 0.000000e+00, %46 ], [ %105, %109 ]
  %115 = icmp ne i32 %50, 0
  tail call void @llvm.assume(i1 %115)
  br label %116

116:                                              ; preds = %116, %111
  %117 = phi float [ %123, %116 ], [ %112, %111 ]
  %118 = phi i32 [ %132, %116 ], [ %113, %111 ]
  %119 = phi float [ %131, %116 ], [ %114, %111 ]
  %120 = phi i32 [ %133, %116 ], [ 0, %111 ]
  %121 = zext nneg i32 %118 to i64
  %122 = getelementptr inbounds nuw float, ptr %7, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !34, !noalias !58
  %124 = fmul contract float %117, %117
  %125 = fsub contract float %123, %124
  %126 = fsub contract float 1.000000e+00, %117
  %127 = fmul contract float %125, 1.000000e+02
  %128 = fmul contract float %125, %127
  %129 = fmul contract float %126, %126
  %130 = fadd contract float %129, %128
  %131 = fadd contract float %119, %130
  %132 = add nuw nsw i32 %118, 1
  %133 = add i32 %120, 1
  %134 = icmp eq i32 %133, %50
  br i1 %134, label %135, label %116, !llvm.loop !60

135:                                              ; preds = %109, %116, %44
  %136 = phi float [ 0.000000e+00, %44 ], [ %105, %109 ], [ %131, %116 ]
  %137 = getelementptr inbounds float, ptr %3, i64 %24
  %138 = load float, ptr %137, align 4, !tbaa !34, !alias.scope !54, !noalias !61
  %139 = fcmp contract olt float %136, %138
  br i1 %139, label %220, label %287

140:                                              ; preds = %140, %14
  %141 = phi i32 [ 0, %14 ], [ %218, %140 ]
  %142 = zext nneg i32 %141 to i64
  %143 = add nsw i64 %25, %142
  %144 = mul i32 %141, 198677718
  %145 = add i32 %144, 668265263
  %146 = lshr i32 %145, 16
  %147 = xor i32 %146, %145
  %148 = mul i32 %147, 2146121005
  %149 = lshr i32 %148, 15
  %150 = xor i32 %149, %148
  %151 = mul i32 %150, -2073254261
  %152 = lshr i32 %151, 16
  %153 = xor i32 %39, %152
  %154 = xor i32 %153, %151
  %155 = lshr i32 %154, 16
  %156 = xor i32 %155, %154
  %157 = mul i32 %156, 2146121005
  %158 = lshr i32 %157, 15
  %159 = xor i32 %158, %157
  %160 = mul i32 %159, -2073254261
  %161 = lshr i32 %160, 24
  %162 = lshr i32 %160, 8
  %163 = xor i32 %161, %162
  %164 = uitofp nneg i32 %163 to float
  %165 = fmul contract float %164, 0x3E70000000000000
  %166 = add i32 %144, -1379879526
  %167 = lshr i32 %166, 16
  %168 = xor i32 %167, %166
  %169 = mul i32 %168, 2146121005
  %170 = lshr i32 %169, 15
  %171 = xor i32 %170, %169
  %172 = mul i32 %171, -2073254261
  %173 = lshr i32 %172, 16
  %174 = xor i32 %39, %173
  %175 = xor i32 %174, %172
  %176 = lshr i32 %175, 16
  %177 = xor i32 %176, %175
  %178 = mul i32 %177, 2146121005
  %179 = lshr i32 %178, 15
  %180 = xor i32 %179, %178
  %181 = mul i32 %180, -2073254261
  %182 = lshr i32 %181, 24
  %183 = lshr i32 %181, 8
  %184 = xor i32 %182, %183
  %185 = uitofp nneg i32 %184 to float
  %186 = fmul contract float %185, 0x3E70000000000000
  %187 = getelementptr inbounds nuw float, ptr %1, i64 %143
  %188 = load float, ptr %187, align 4, !tbaa !34, !alias.scope !50, !noalias !62
  %189 = fmul contract float %40, %188
  %190 = fmul contract float %41, %165
  %191 = getelementptr inbounds nuw float, ptr %2, i64 %143
  %192 = load float, ptr %191, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %193 = getelementptr inbounds nuw float, ptr %0, i64 %143
  %194 = load float, ptr %193, align 4, !tbaa !34, !alias.scope !47, !noalias !64
  %195 = fsub contract float %192, %194
  %196 = fmul contract float %195, %190
  %197 = fadd contract float %189, %196
  %198 = fmul contract float %42, %186
  %199 = getelementptr inbounds nuw float, ptr %4, i64 %142
  %200 = load float, ptr %199, align 4, !tbaa !34, !alias.scope !56, !noalias !65
  %201 = fsub contract float %200, %194
  %202 = fmul contract float %201, %198
  %203 = fadd contract float %202, %197
  %204 = tail call noundef float @llvm.maxnum.f32(float %203, float %43)
  %205 = tail call noundef float @llvm.minnum.f32(float %204, float %23)
  %206 = fadd contract float %194, %205
  %207 = fcmp contract olt float %206, %20
  %208 = fsub contract float %20, %206
  %209 = fadd contract float %20, %208
  %210 = select i1 %207, float %209, float %206
  %211 = fcmp contract ogt float %210, %21
  %212 = fsub contract float %210, %21
  %213 = fsub contract float %21, %212
  %214 = select i1 %211, float %213, float %210
  %215 = tail call noundef float @llvm.maxnum.f32(float %214, float %20)
  %216 = tail call noundef float @llvm.minnum.f32(float %215, float %21)
  store float %205, ptr %187, align 4, !tbaa !34, !alias.scope !50, !noalias !62
  store float %216, ptr %193, align 4, !tbaa !34, !alias.scope !47, !noalias !64
  %217 = getelementptr inbounds nuw float, ptr %7, i64 %142
  store float %216, ptr %217, align 4, !tbaa !34, !noalias !58
  %218 = add nuw nsw i32 %141, 1
  %219 = icmp eq i32 %218, %17
  br i1 %219, label %44, label %140, !llvm.loop !66

220:                                              ; preds = %135
  store float %136, ptr %137, align 4, !tbaa !34, !alias.scope !54, !noalias !61
  %221 = shl nsw i64 %24, 7
  %222 = getelementptr i8, ptr %2, i64 %221
  %223 = and i32 %17, 7
  %224 = icmp slt i32 %15, 8
  br i1 %224, label %274, label %225

225:                                              ; preds = %220
  %226 = and i32 %17, 56
  br label %227

227:                                              ; preds = %227, %225
  %228 = phi i32 [ 0, %225 ], [ %269, %227 ]
  %229 = phi i32 [ 0, %225 ], [ %270, %227 ]
  %230 = zext nneg i32 %228 to i64
  %231 = getelementptr inbounds nuw float, ptr %7, i64 %230
  %232 = load float, ptr %231, align 4, !tbaa !34, !noalias !58
  %233 = getelementptr float, ptr %222, i64 %230
  store float %232, ptr %233, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %234 = or disjoint i32 %228, 1
  %235 = zext nneg i32 %234 to i64
  %236 = getelementptr inbounds nuw float, ptr %7, i64 %235
  %237 = load float, ptr %236, align 4, !tbaa !34, !noalias !58
  %238 = getelementptr float, ptr %222, i64 %235
  store float %237, ptr %238, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %239 = or disjoint i32 %228, 2
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds nuw float, ptr %7, i64 %240
  %242 = load float, ptr %241, align 4, !tbaa !34, !noalias !58
  %243 = getelementptr float, ptr %222, i64 %240
  store float %242, ptr %243, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %244 = or disjoint i32 %228, 3
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds nuw float, ptr %7, i64 %245
  %247 = load float, ptr %246, align 4, !tbaa !34, !noalias !58
  %248 = getelementptr float, ptr %222, i64 %245
  store float %247, ptr %248, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %249 = or disjoint i32 %228, 4
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr inbounds nuw float, ptr %7, i64 %250
  %252 = load float, ptr %251, align 4, !tbaa !34, !noalias !58
  %253 = getelementptr float, ptr %222, i64 %250
  store float %252, ptr %253, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %254 = or disjoint i32 %228, 5
  %255 = zext nneg i32 %254 to i64
  %256 = getelementptr inbounds nuw float, ptr %7, i64 %255
  %257 = load float, ptr %256, align 4, !tbaa !34, !noalias !58
  %258 = getelementptr float, ptr %222, i64 %255
  store float %257, ptr %258, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %259 = or disjoint i32 %228, 6
  %260 = zext nneg i32 %259 to i64
  %261 = getelementptr inbounds nuw float, ptr %7, i64 %260
  %262 = load float, ptr %261, align 4, !tbaa !34, !noalias !58
  %263 = getelementptr float, ptr %222, i64 %260
  store float %262, ptr %263, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %264 = or disjoint i32 %228, 7
  %265 = zext nneg i32 %264 to i64
  %266 = getelementptr inbounds nuw float, ptr %7, i64 %265
  %267 = load float, ptr %266, align 4, !tbaa !34, !noalias !58
  %268 = getelementptr float, ptr %222, i64 %265
  store float %267, ptr %268, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %269 = add nuw nsw i32 %228, 8
  %270 = add i32 %229, 8
  %271 = icmp eq i32 %270, %226
  br i1 %271, label %272, label %227, !llvm.loop !67

272:                                              ; preds = %227
  %273 = icmp eq i32 %223, 0
  br i1 %273, label %287, label %274

274:                                              ; preds = %272, %220
  %275 = phi i32 [ 0, %220 ], [ %269, %272 ]
  %276 = icmp ne i32 %223, 0
  tail call void @llvm.assume(i1 %276)
  br label %277

277:                                              ; preds = %277, %274
  %278 = phi i32 [ %275, %274 ], [ %284, %277 ]
  %279 = phi i32 [ 0, %274 ], [ %285, %277 ]
  %280 = zext nneg i32 %278 to i64
  %281 = getelementptr inbounds nuw float, ptr %7, i64 %280
  %282 = load float, ptr %281, align 4, !tbaa !34, !noalias !58
  %283 = getelementptr float, ptr %222, i64 %280
  store float %282, ptr %283, align 4, !tbaa !34, !alias.scope !52, !noalias !63
  %284 = add nuw nsw i32 %278, 1
  %285 = add i32 %279, 1
  %286 = icmp eq i32 %285, %223
  br i1 %286, label %287, label %277, !llvm.loop !68

287:                                              ; preds = %272, %277, %135
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #12, !noalias !58
  br label %288

288:                                              ; preds = %6, %287
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pso_argmin_reduce(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %17

13:                                               ; preds = %6
  %14 = icmp eq i32 %3, 0
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = mul i32 %15, %8
  br label %23

17:                                               ; preds = %45, %6
  %18 = phi float [ 0x47EC363CC0000000, %6 ], [ %46, %45 ]
  %19 = phi i32 [ 2147483647, %6 ], [ %47, %45 ]
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 16, i32 31)
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %19, i32 16, i32 31)
  %22 = fcmp contract olt float %20, %18
  br i1 %22, label %58, label %50

23:                                               ; preds = %13, %45
  %24 = phi i32 [ %11, %13 ], [ %48, %45 ]
  %25 = phi i32 [ 2147483647, %13 ], [ %47, %45 ]
  %26 = phi float [ 0x47EC363CC0000000, %13 ], [ %46, %45 ]
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !34
  br i1 %14, label %30, label %33

30:                                               ; preds = %23
  %31 = getelementptr inbounds i32, ptr %1, i64 %27
  %32 = load i32, ptr %31, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %23, %30
  %34 = phi i32 [ %32, %30 ], [ %24, %23 ]
  %35 = fcmp contract olt float %29, %26
  br i1 %35, label %44, label %36

36:                                               ; preds = %33
  %37 = fcmp contract oeq float %29, %26
  %38 = icmp slt i32 %34, %25
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %44, label %40

40:                                               ; preds = %36
  %41 = fcmp contract uno float %26, 0.000000e+00
  %42 = fcmp contract ord float %29, 0.000000e+00
  %43 = and i1 %41, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %40, %36, %33
  br label %45

45:                                               ; preds = %40, %44
  %46 = phi float [ %29, %44 ], [ %26, %40 ]
  %47 = phi i32 [ %34, %44 ], [ %25, %40 ]
  %48 = add i32 %24, %16
  %49 = icmp slt i32 %48, %2
  br i1 %49, label %23, label %17, !llvm.loop !69

50:                                               ; preds = %17
  %51 = fcmp contract oeq float %20, %18
  %52 = icmp slt i32 %21, %19
  %53 = select i1 %51, i1 %52, i1 false
  br i1 %53, label %58, label %54

54:                                               ; preds = %50
  %55 = fcmp contract uno float %18, 0.000000e+00
  %56 = fcmp contract ord float %20, 0.000000e+00
  %57 = and i1 %55, %56
  br i1 %57, label %58, label %59

58:                                               ; preds = %54, %50, %17
  br label %59

59:                                               ; preds = %54, %58
  %60 = phi float [ %20, %58 ], [ %18, %54 ]
  %61 = phi i32 [ %21, %58 ], [ %19, %54 ]
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %60, i32 8, i32 31)
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %61, i32 8, i32 31)
  %64 = fcmp contract olt float %62, %60
  br i1 %64, label %73, label %65

65:                                               ; preds = %59
  %66 = fcmp contract oeq float %62, %60
  %67 = icmp slt i32 %63, %61
  %68 = select i1 %66, i1 %67, i1 false
  br i1 %68, label %73, label %69

69:                                               ; preds = %65
  %70 = fcmp contract uno float %60, 0.000000e+00
  %71 = fcmp contract ord float %62, 0.000000e+00
  %72 = and i1 %70, %71
  br i1 %72, label %73, label %74

73:                                               ; preds = %69, %65, %59
  br label %74

74:                                               ; preds = %73, %69
  %75 = phi float [ %62, %73 ], [ %60, %69 ]
  %76 = phi i32 [ %63, %73 ], [ %61, %69 ]
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %75, i32 4, i32 31)
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %76, i32 4, i32 31)
  %79 = fcmp contract olt float %77, %75
  br i1 %79, label %88, label %80

80:                                               ; preds = %74
  %81 = fcmp contract oeq float %77, %75
  %82 = icmp slt i32 %78, %76
  %83 = select i1 %81, i1 %82, i1 false
  br i1 %83, label %88, label %84

84:                                               ; preds = %80
  %85 = fcmp contract uno float %75, 0.000000e+00
  %86 = fcmp contract ord float %77, 0.000000e+00
  %87 = and i1 %85, %86
  br i1 %87, label %88, label %89

88:                                               ; preds = %84, %80, %74
  br label %89

89:                                               ; preds = %88, %84
  %90 = phi float [ %77, %88 ], [ %75, %84 ]
  %91 = phi i32 [ %78, %88 ], [ %76, %84 ]
  %92 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %90, i32 2, i32 31)
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %91, i32 2, i32 31)
  %94 = fcmp contract olt float %92, %90
  br i1 %94, label %103, label %95

95:                                               ; preds = %89
  %96 = fcmp contract oeq float %92, %90
  %97 = icmp slt i32 %93, %91
  %98 = select i1 %96, i1 %97, i1 false
  br i1 %98, label %103, label %99

99:                                               ; preds = %95
  %100 = fcmp contract uno float %90, 0.000000e+00
  %101 = fcmp contract ord float %92, 0.000000e+00
  %102 = and i1 %100, %101
  br i1 %102, label %103, label %104

103:                                              ; preds = %99, %95, %89
  br label %104

104:                                              ; preds = %103, %99
  %105 = phi float [ %92, %103 ], [ %90, %99 ]
  %106 = phi i32 [ %93, %103 ], [ %91, %99 ]
  %107 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %105, i32 1, i32 31)
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %106, i32 1, i32 31)
  %109 = fcmp contract olt float %107, %105
  br i1 %109, label %118, label %110

110:                                              ; preds = %104
  %111 = fcmp contract oeq float %107, %105
  %112 = icmp slt i32 %108, %106
  %113 = select i1 %111, i1 %112, i1 false
  br i1 %113, label %118, label %114

114:                                              ; preds = %110
  %115 = fcmp contract uno float %105, 0.000000e+00
  %116 = fcmp contract ord float %107, 0.000000e+00
  %117 = and i1 %115, %116
  br i1 %117, label %118, label %119

118:                                              ; preds = %114, %110, %104
  br label %119

119:                                              ; preds = %118, %114
  %120 = phi float [ %107, %118 ], [ %105, %114 ]
  %121 = phi i32 [ %108, %118 ], [ %106, %114 ]
  %122 = and i32 %10, 31
  %123 = lshr i32 %10, 5
  %124 = icmp eq i32 %122, 0
  br i1 %124, label %125, label %129

125:                                              ; preds = %119
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17pso_argmin_reduceE3s_i to ptr), i64 %126
  %128 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17pso_argmin_reduceE3s_v to ptr), i64 %126
  store float %120, ptr %128, align 4, !tbaa !34
  store i32 %121, ptr %127, align 4, !tbaa !6
  br label %129

129:                                              ; preds = %125, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %130 = icmp eq i32 %123, 0
  br i1 %130, label %131, label %223

131:                                              ; preds = %129
  %132 = add nuw nsw i32 %8, 31
  %133 = lshr i32 %132, 5
  %134 = icmp samesign ugt i32 %133, %122
  br i1 %134, label %135, label %141

135:                                              ; preds = %131
  %136 = zext nneg i32 %122 to i64
  %137 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17pso_argmin_reduceE3s_i to ptr), i64 %136
  %138 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17pso_argmin_reduceE3s_v to ptr), i64 %136
  %139 = load float, ptr %138, align 4, !tbaa !34
  %140 = load i32, ptr %137, align 4, !tbaa !6
  br label %141

141:                                              ; preds = %131, %135
  %142 = phi float [ %139, %135 ], [ 0x47EC363CC0000000, %131 ]
  %143 = phi i32 [ %140, %135 ], [ 2147483647, %131 ]
  %144 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %142, i32 16, i32 31)
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %143, i32 16, i32 31)
  %146 = fcmp contract olt float %144, %142
  br i1 %146, label %155, label %147

147:                                              ; preds = %141
  %148 = fcmp contract oeq float %144, %142
  %149 = icmp slt i32 %145, %143
  %150 = select i1 %148, i1 %149, i1 false
  br i1 %150, label %155, label %151

151:                                              ; preds = %147
  %152 = fcmp contract uno float %142, 0.000000e+00
  %153 = fcmp contract ord float %144, 0.000000e+00
  %154 = and i1 %152, %153
  br i1 %154, label %155, label %156

155:                                              ; preds = %151, %147, %141
  br label %156

156:                                              ; preds = %151, %155
  %157 = phi float [ %144, %155 ], [ %142, %151 ]
  %158 = phi i32 [ %145, %155 ], [ %143, %151 ]
  %159 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %157, i32 8, i32 31)
  %160 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %158, i32 8, i32 31)
  %161 = fcmp contract olt float %159, %157
  br i1 %161, label %170, label %162

162:                                              ; preds = %156
  %163 = fcmp contract oeq float %159, %157
  %164 = icmp slt i32 %160, %158
  %165 = select i1 %163, i1 %164, i1 false
  br i1 %165, label %170, label %166

166:                                              ; preds = %162
  %167 = fcmp contract uno float %157, 0.000000e+00
  %168 = fcmp contract ord float %159, 0.000000e+00
  %169 = and i1 %167, %168
  br i1 %169, label %170, label %171

170:                                              ; preds = %166, %162, %156
  br label %171

171:                                              ; preds = %170, %166
  %172 = phi float [ %159, %170 ], [ %157, %166 ]
  %173 = phi i32 [ %160, %170 ], [ %158, %166 ]
  %174 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %172, i32 4, i32 31)
  %175 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %173, i32 4, i32 31)
  %176 = fcmp contract olt float %174, %172
  br i1 %176, label %185, label %177

177:                                              ; preds = %171
  %178 = fcmp contract oeq float %174, %172
  %179 = icmp slt i32 %175, %173
  %180 = select i1 %178, i1 %179, i1 false
  br i1 %180, label %185, label %181

181:                                              ; preds = %177
  %182 = fcmp contract uno float %172, 0.000000e+00
  %183 = fcmp contract ord float %174, 0.000000e+00
  %184 = and i1 %182, %183
  br i1 %184, label %185, label %186

185:                                              ; preds = %181, %177, %171
  br label %186

186:                                              ; preds = %185, %181
  %187 = phi float [ %174, %185 ], [ %172, %181 ]
  %188 = phi i32 [ %175, %185 ], [ %173, %181 ]
  %189 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %187, i32 2, i32 31)
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %188, i32 2, i32 31)
  %191 = fcmp contract olt float %189, %187
  br i1 %191, label %200, label %192

192:                                              ; preds = %186
  %193 = fcmp contract oeq float %189, %187
  %194 = icmp slt i32 %190, %188
  %195 = select i1 %193, i1 %194, i1 false
  br i1 %195, label %200, label %196

196:                                              ; preds = %192
  %197 = fcmp contract uno float %187, 0.000000e+00
  %198 = fcmp contract ord float %189, 0.000000e+00
  %199 = and i1 %197, %198
  br i1 %199, label %200, label %201

200:                                              ; preds = %196, %192, %186
  br label %201

201:                                              ; preds = %200, %196
  %202 = phi float [ %189, %200 ], [ %187, %196 ]
  %203 = phi i32 [ %190, %200 ], [ %188, %196 ]
  %204 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %202, i32 1, i32 31)
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %203, i32 1, i32 31)
  %206 = fcmp contract olt float %204, %202
  br i1 %206, label %215, label %207

207:                                              ; preds = %201
  %208 = fcmp contract oeq float %204, %202
  %209 = icmp slt i32 %205, %203
  %210 = select i1 %208, i1 %209, i1 false
  br i1 %210, label %215, label %211

211:                                              ; preds = %207
  %212 = fcmp contract uno float %202, 0.000000e+00
  %213 = fcmp contract ord float %204, 0.000000e+00
  %214 = and i1 %212, %213
  br i1 %214, label %215, label %216

215:                                              ; preds = %211, %207, %201
  br label %216

216:                                              ; preds = %215, %211
  %217 = phi float [ %204, %215 ], [ %202, %211 ]
  %218 = phi i32 [ %205, %215 ], [ %203, %211 ]
  br i1 %124, label %219, label %223

219:                                              ; preds = %216
  %220 = zext nneg i32 %7 to i64
  %221 = getelementptr inbounds nuw i32, ptr %5, i64 %220
  %222 = getelementptr inbounds nuw float, ptr %4, i64 %220
  store float %217, ptr %222, align 4, !tbaa !34
  store i32 %218, ptr %221, align 4, !tbaa !6
  br label %223

223:                                              ; preds = %216, %219, %129
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @de_rand1_bin_ackley(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = alloca [32 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !73)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !75)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !77)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sge i32 %11, %4
  %13 = icmp slt i32 %4, 4
  %14 = or i1 %12, %13
  br i1 %14, label %688, label %15

15:                                               ; preds = %5
  %16 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 4, !tbaa !22, !noalias !79
  %17 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !26, !noalias !79
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !27, !noalias !79
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 24), align 4, !tbaa !80, !noalias !79
  %20 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 28), align 4, !tbaa !81, !noalias !79
  %21 = add nsw i32 %11, 1
  %22 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 4, !tbaa !29, !noalias !79
  %23 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 44), align 4, !tbaa !30, !noalias !79
  %24 = mul i32 %11, -1640531527
  %25 = add i32 %24, -1640531527
  %26 = add i32 %25, %23
  %27 = lshr i32 %26, 16
  %28 = xor i32 %27, %26
  %29 = mul i32 %28, 2146121005
  %30 = lshr i32 %29, 15
  %31 = xor i32 %30, %29
  %32 = mul i32 %31, -2073254261
  %33 = srem i32 %21, %4
  %34 = xor i32 %32, %22
  %35 = xor i32 %32, %22
  br label %62

36:                                               ; preds = %62
  %37 = add nuw nsw i32 %63, 2
  %38 = mul i32 %64, -2048144789
  %39 = add nsw i32 %38, 1222876455
  %40 = lshr i32 %39, 16
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, 2146121005
  %43 = lshr i32 %42, 15
  %44 = xor i32 %43, %42
  %45 = mul i32 %44, -2073254261
  %46 = xor i32 %45, %32
  %47 = lshr i32 %46, 16
  %48 = xor i32 %47, %35
  %49 = xor i32 %48, %45
  %50 = lshr i32 %49, 16
  %51 = xor i32 %50, %49
  %52 = mul i32 %51, 2146121005
  %53 = lshr i32 %52, 15
  %54 = xor i32 %53, %52
  %55 = mul i32 %54, -2073254261
  %56 = lshr i32 %55, 16
  %57 = xor i32 %56, %55
  %58 = urem i32 %57, %4
  %59 = icmp eq i32 %58, %11
  br i1 %59, label %60, label %87

60:                                               ; preds = %36
  %61 = icmp eq i32 %37, 16
  br i1 %61, label %87, label %62, !llvm.loop !82

62:                                               ; preds = %60, %15
  %63 = phi i32 [ 0, %15 ], [ %37, %60 ]
  %64 = or disjoint i32 %63, 1
  %65 = mul i32 %63, -2048144789
  %66 = add nuw i32 %65, 1222876455
  %67 = lshr i32 %66, 16
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, 2146121005
  %70 = lshr i32 %69, 15
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -2073254261
  %73 = xor i32 %72, %32
  %74 = lshr i32 %73, 16
  %75 = xor i32 %74, %34
  %76 = xor i32 %75, %72
  %77 = lshr i32 %76, 16
  %78 = xor i32 %77, %76
  %79 = mul i32 %78, 2146121005
  %80 = lshr i32 %79, 15
  %81 = xor i32 %80, %79
  %82 = mul i32 %81, -2073254261
  %83 = lshr i32 %82, 16
  %84 = xor i32 %83, %82
  %85 = urem i32 %84, %4
  %86 = icmp eq i32 %85, %11
  br i1 %86, label %36, label %87

87:                                               ; preds = %60, %36, %62
  %88 = phi i32 [ 16, %60 ], [ %64, %62 ], [ %37, %36 ]
  %89 = phi i32 [ %33, %60 ], [ %85, %62 ], [ %58, %36 ]
  %90 = add nsw i32 %11, 2
  %91 = srem i32 %90, %4
  %92 = add i32 %88, 16
  %93 = xor i32 %32, %22
  %94 = xor i32 %32, %22
  br label %95

95:                                               ; preds = %148, %87
  %96 = phi i32 [ %88, %87 ], [ %123, %148 ]
  %97 = add nuw nsw i32 %96, 1
  %98 = mul i32 %96, -2048144789
  %99 = add i32 %98, 1222876455
  %100 = lshr i32 %99, 16
  %101 = xor i32 %100, %99
  %102 = mul i32 %101, 2146121005
  %103 = lshr i32 %102, 15
  %104 = xor i32 %103, %102
  %105 = mul i32 %104, -2073254261
  %106 = xor i32 %105, %32
  %107 = lshr i32 %106, 16
  %108 = xor i32 %107, %93
  %109 = xor i32 %108, %105
  %110 = lshr i32 %109, 16
  %111 = xor i32 %110, %109
  %112 = mul i32 %111, 2146121005
  %113 = lshr i32 %112, 15
  %114 = xor i32 %113, %112
  %115 = mul i32 %114, -2073254261
  %116 = lshr i32 %115, 16
  %117 = xor i32 %116, %115
  %118 = urem i32 %117, %4
  %119 = icmp eq i32 %118, %11
  %120 = icmp eq i32 %118, %89
  %121 = or i1 %119, %120
  br i1 %121, label %122, label %150

122:                                              ; preds = %95
  %123 = add nuw nsw i32 %96, 2
  %124 = mul i32 %97, -2048144789
  %125 = add i32 %124, 1222876455
  %126 = lshr i32 %125, 16
  %127 = xor i32 %126, %125
  %128 = mul i32 %127, 2146121005
  %129 = lshr i32 %128, 15
  %130 = xor i32 %129, %128
  %131 = mul i32 %130, -2073254261
  %132 = xor i32 %131, %32
  %133 = lshr i32 %132, 16
  %134 = xor i32 %133, %94
  %135 = xor i32 %134, %131
  %136 = lshr i32 %135, 16
  %137 = xor i32 %136, %135
  %138 = mul i32 %137, 2146121005
  %139 = lshr i32 %138, 15
  %140 = xor i32 %139, %138
  %141 = mul i32 %140, -2073254261
  %142 = lshr i32 %141, 16
  %143 = xor i32 %142, %141
  %144 = urem i32 %143, %4
  %145 = icmp eq i32 %144, %11
  %146 = icmp eq i32 %144, %89
  %147 = or i1 %145, %146
  br i1 %147, label %148, label %150

148:                                              ; preds = %122
  %149 = icmp eq i32 %123, %92
  br i1 %149, label %150, label %95, !llvm.loop !82

150:                                              ; preds = %148, %122, %95
  %151 = phi i32 [ %92, %148 ], [ %97, %95 ], [ %123, %122 ]
  %152 = phi i32 [ %91, %148 ], [ %118, %95 ], [ %144, %122 ]
  %153 = add nsw i32 %11, 3
  %154 = srem i32 %153, %4
  %155 = xor i32 %32, %22
  %156 = xor i32 %32, %22
  %157 = add i32 %151, 14
  br label %158

158:                                              ; preds = %213, %150
  %159 = phi i32 [ %151, %150 ], [ %214, %213 ]
  %160 = mul i32 %159, -2048144789
  %161 = add i32 %160, 1222876455
  %162 = lshr i32 %161, 16
  %163 = xor i32 %162, %161
  %164 = mul i32 %163, 2146121005
  %165 = lshr i32 %164, 15
  %166 = xor i32 %165, %164
  %167 = mul i32 %166, -2073254261
  %168 = xor i32 %167, %32
  %169 = lshr i32 %168, 16
  %170 = xor i32 %169, %155
  %171 = xor i32 %170, %167
  %172 = lshr i32 %171, 16
  %173 = xor i32 %172, %171
  %174 = mul i32 %173, 2146121005
  %175 = lshr i32 %174, 15
  %176 = xor i32 %175, %174
  %177 = mul i32 %176, -2073254261
  %178 = lshr i32 %177, 16
  %179 = xor i32 %178, %177
  %180 = urem i32 %179, %4
  %181 = icmp eq i32 %180, %11
  %182 = icmp eq i32 %180, %89
  %183 = or i1 %181, %182
  %184 = icmp eq i32 %180, %152
  %185 = or i1 %184, %183
  br i1 %185, label %186, label %216

186:                                              ; preds = %158
  %187 = mul i32 %159, -2048144789
  %188 = add i32 %187, -825268334
  %189 = lshr i32 %188, 16
  %190 = xor i32 %189, %188
  %191 = mul i32 %190, 2146121005
  %192 = lshr i32 %191, 15
  %193 = xor i32 %192, %191
  %194 = mul i32 %193, -2073254261
  %195 = xor i32 %194, %32
  %196 = lshr i32 %195, 16
  %197 = xor i32 %196, %156
  %198 = xor i32 %197, %194
  %199 = lshr i32 %198, 16
  %200 = xor i32 %199, %198
  %201 = mul i32 %200, 2146121005
  %202 = lshr i32 %201, 15
  %203 = xor i32 %202, %201
  %204 = mul i32 %203, -2073254261
  %205 = lshr i32 %204, 16
  %206 = xor i32 %205, %204
  %207 = urem i32 %206, %4
  %208 = icmp eq i32 %207, %11
  %209 = icmp eq i32 %207, %89
  %210 = or i1 %208, %209
  %211 = icmp eq i32 %207, %152
  %212 = or i1 %211, %210
  br i1 %212, label %213, label %216

213:                                              ; preds = %186
  %214 = add nuw nsw i32 %159, 2
  %215 = icmp eq i32 %159, %157
  br i1 %215, label %216, label %158, !llvm.loop !82

216:                                              ; preds = %213, %186, %158
  %217 = phi i32 [ %180, %158 ], [ %154, %213 ], [ %207, %186 ]
  %218 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %16, i32 1)
  %219 = tail call i32 @llvm.umin.i32(i32 %218, i32 32)
  %220 = tail call noundef float @llvm.minnum.f32(float %17, float %18)
  %221 = tail call noundef float @llvm.maxnum.f32(float %17, float %18)
  %222 = tail call noundef float @llvm.maxnum.f32(float %19, float 0.000000e+00)
  %223 = tail call noundef float @llvm.minnum.f32(float %222, float 2.000000e+00)
  %224 = lshr i32 %32, 16
  %225 = xor i32 %22, %224
  %226 = xor i32 %225, %32
  %227 = xor i32 %226, 1199728718
  %228 = lshr i32 %227, 16
  %229 = xor i32 %228, %227
  %230 = mul i32 %229, 2146121005
  %231 = lshr i32 %230, 15
  %232 = xor i32 %231, %230
  %233 = mul i32 %232, -2073254261
  %234 = lshr i32 %233, 16
  %235 = xor i32 %234, %233
  %236 = urem i32 %235, %219
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #12, !noalias !79
  %237 = sext i32 %11 to i64
  %238 = shl nsw i64 %237, 7
  %239 = getelementptr i8, ptr %0, i64 %238
  %240 = sext i32 %89 to i64
  %241 = shl nsw i64 %240, 7
  %242 = getelementptr i8, ptr %0, i64 %241
  %243 = sext i32 %152 to i64
  %244 = shl nsw i64 %243, 7
  %245 = getelementptr i8, ptr %0, i64 %244
  %246 = sext i32 %217 to i64
  %247 = shl nsw i64 %246, 7
  %248 = getelementptr i8, ptr %0, i64 %247
  br label %378

249:                                              ; preds = %249, %437
  %250 = phi float [ 0.000000e+00, %437 ], [ %321, %249 ]
  %251 = phi i32 [ 0, %437 ], [ %325, %249 ]
  %252 = phi float [ 0.000000e+00, %437 ], [ %324, %249 ]
  %253 = phi i32 [ 0, %437 ], [ %326, %249 ]
  %254 = zext nneg i32 %251 to i64
  %255 = getelementptr inbounds nuw float, ptr %6, i64 %254
  %256 = load float, ptr %255, align 4, !tbaa !34, !noalias !79
  %257 = fmul contract float %256, %256
  %258 = fadd contract float %250, %257
  %259 = fmul contract float %256, 0x401921FB60000000
  %260 = tail call noundef float @llvm.nvvm.cos.approx.f(float %259) #12
  %261 = fadd contract float %252, %260
  %262 = zext nneg i32 %251 to i64
  %263 = getelementptr inbounds nuw float, ptr %6, i64 %262
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 4
  %265 = load float, ptr %264, align 4, !tbaa !34, !noalias !79
  %266 = fmul contract float %265, %265
  %267 = fadd contract float %258, %266
  %268 = fmul contract float %265, 0x401921FB60000000
  %269 = tail call noundef float @llvm.nvvm.cos.approx.f(float %268) #12
  %270 = fadd contract float %261, %269
  %271 = zext nneg i32 %251 to i64
  %272 = getelementptr inbounds nuw float, ptr %6, i64 %271
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 8
  %274 = load float, ptr %273, align 4, !tbaa !34, !noalias !79
  %275 = fmul contract float %274, %274
  %276 = fadd contract float %267, %275
  %277 = fmul contract float %274, 0x401921FB60000000
  %278 = tail call noundef float @llvm.nvvm.cos.approx.f(float %277) #12
  %279 = fadd contract float %270, %278
  %280 = zext nneg i32 %251 to i64
  %281 = getelementptr inbounds nuw float, ptr %6, i64 %280
  %282 = getelementptr inbounds nuw i8, ptr %281, i64 12
  %283 = load float, ptr %282, align 4, !tbaa !34, !noalias !79
  %284 = fmul contract float %283, %283
  %285 = fadd contract float %276, %284
  %286 = fmul contract float %283, 0x401921FB60000000
  %287 = tail call noundef float @llvm.nvvm.cos.approx.f(float %286) #12
  %288 = fadd contract float %279, %287
  %289 = zext nneg i32 %251 to i64
  %290 = getelementptr inbounds nuw float, ptr %6, i64 %289
  %291 = getelementptr inbounds nuw i8, ptr %290, i64 16
  %292 = load float, ptr %291, align 4, !tbaa !34, !noalias !79
  %293 = fmul contract float %292, %292
  %294 = fadd contract float %285, %293
  %295 = fmul contract float %292, 0x401921FB60000000
  %296 = tail call noundef float @llvm.nvvm.cos.approx.f(float %295) #12
  %297 = fadd contract float %288, %296
  %298 = zext nneg i32 %251 to i64
  %299 = getelementptr inbounds nuw float, ptr %6, i64 %298
  %300 = getelementptr inbounds nuw i8, ptr %299, i64 20
  %301 = load float, ptr %300, align 4, !tbaa !34, !noalias !79
  %302 = fmul contract float %301, %301
  %303 = fadd contract float %294, %302
  %304 = fmul contract float %301, 0x401921FB60000000
  %305 = tail call noundef float @llvm.nvvm.cos.approx.f(float %304) #12
  %306 = fadd contract float %297, %305
  %307 = zext nneg i32 %251 to i64
  %308 = getelementptr inbounds nuw float, ptr %6, i64 %307
  %309 = getelementptr inbounds nuw i8, ptr %308, i64 24
  %310 = load float, ptr %309, align 4, !tbaa !34, !noalias !79
  %311 = fmul contract float %310, %310
  %312 = fadd contract float %303, %311
  %313 = fmul contract float %310, 0x401921FB60000000
  %314 = tail call noundef float @llvm.nvvm.cos.approx.f(float %313) #12
  %315 = fadd contract float %306, %314
  %316 = zext nneg i32 %251 to i64
  %317 = getelementptr inbounds nuw float, ptr %6, i64 %316
  %318 = getelementptr inbounds nuw i8, ptr %317, i64 28
  %319 = load float, ptr %318, align 4, !tbaa !34, !noalias !79
  %320 = fmul contract float %319, %319
  %321 = fadd contract float %312, %320
  %322 = fmul contract float %319, 0x401921FB60000000
  %323 = tail call noundef float @llvm.nvvm.cos.approx.f(float %322) #12
  %324 = fadd contract float %315, %323
  %325 = add nuw nsw i32 %251, 8
  %326 = add i32 %253, 8
  %327 = icmp eq i32 %326, %438
  br i1 %327, label %328, label %249, !llvm.loop !83

328:                                              ; preds = %249
  %329 = icmp eq i32 %435, 0
  br i1 %329, label %351, label %330

330:                                              ; preds = %328, %434
  %331 = phi float [ 0.000000e+00, %434 ], [ %321, %328 ]
  %332 = phi i32 [ 0, %434 ], [ %325, %328 ]
  %333 = phi float [ 0.000000e+00, %434 ], [ %324, %328 ]
  %334 = icmp ne i32 %435, 0
  tail call void @llvm.assume(i1 %334)
  br label %335

335:                                              ; preds = %335, %330
  %336 = phi float [ %344, %335 ], [ %331, %330 ]
  %337 = phi i32 [ %348, %335 ], [ %332, %330 ]
  %338 = phi float [ %347, %335 ], [ %333, %330 ]
  %339 = phi i32 [ %349, %335 ], [ 0, %330 ]
  %340 = zext nneg i32 %337 to i64
  %341 = getelementptr inbounds nuw float, ptr %6, i64 %340
  %342 = load float, ptr %341, align 4, !tbaa !34, !noalias !79
  %343 = fmul contract float %342, %342
  %344 = fadd contract float %336, %343
  %345 = fmul contract float %342, 0x401921FB60000000
  %346 = tail call noundef float @llvm.nvvm.cos.approx.f(float %345) #12
  %347 = fadd contract float %338, %346
  %348 = add nuw nsw i32 %337, 1
  %349 = add i32 %339, 1
  %350 = icmp eq i32 %349, %435
  br i1 %350, label %351, label %335, !llvm.loop !84

351:                                              ; preds = %335, %328
  %352 = phi float [ %321, %328 ], [ %344, %335 ]
  %353 = phi float [ %324, %328 ], [ %347, %335 ]
  %354 = uitofp nneg i32 %219 to float
  %355 = tail call noundef float @llvm.maxnum.f32(float %354, float 1.000000e+00)
  %356 = fdiv contract float 1.000000e+00, %355
  %357 = fmul contract float %356, %352
  %358 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %357) #12
  %359 = fmul contract float %358, 0xBFC99999A0000000
  %360 = fmul float %359, 0x3FF7154760000000
  %361 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %360)
  %362 = fmul contract float %361, -2.000000e+01
  %363 = fmul contract float %356, %353
  %364 = fmul float %363, 0x3FF7154760000000
  %365 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %364)
  %366 = fsub contract float %362, %365
  %367 = fadd contract float %366, 2.000000e+01
  %368 = fadd contract float %367, 0x4005BF0A80000000
  %369 = getelementptr inbounds float, ptr %1, i64 %237
  %370 = load float, ptr %369, align 4, !tbaa !34, !alias.scope !73, !noalias !85
  %371 = fcmp contract ole float %368, %370
  %372 = fcmp contract uno float %370, 0.000000e+00
  %373 = or i1 %372, %371
  %374 = getelementptr inbounds nuw i8, ptr %2, i64 %238
  %375 = select i1 %373, ptr %6, ptr %239
  %376 = load float, ptr %375, align 4, !tbaa !34, !noalias !86
  store float %376, ptr %374, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %377 = icmp sgt i32 %16, 1
  br i1 %377, label %439, label %443

378:                                              ; preds = %429, %216
  %379 = phi i32 [ 0, %216 ], [ %432, %429 ]
  %380 = mul i32 %379, -2048144789
  %381 = add i32 %380, -853646073
  %382 = lshr i32 %381, 16
  %383 = xor i32 %382, %381
  %384 = mul i32 %383, 2146121005
  %385 = lshr i32 %384, 15
  %386 = xor i32 %385, %384
  %387 = mul i32 %386, -2073254261
  %388 = lshr i32 %387, 16
  %389 = xor i32 %226, %388
  %390 = xor i32 %389, %387
  %391 = lshr i32 %390, 16
  %392 = xor i32 %391, %390
  %393 = mul i32 %392, 2146121005
  %394 = lshr i32 %393, 15
  %395 = xor i32 %394, %393
  %396 = mul i32 %395, -2073254261
  %397 = lshr i32 %396, 24
  %398 = lshr i32 %396, 8
  %399 = xor i32 %397, %398
  %400 = uitofp nneg i32 %399 to float
  %401 = fmul contract float %400, 0x3E70000000000000
  %402 = zext nneg i32 %379 to i64
  %403 = fcmp contract olt float %401, %20
  %404 = icmp eq i32 %379, %236
  %405 = or i1 %404, %403
  br i1 %405, label %406, label %426

406:                                              ; preds = %378
  %407 = getelementptr float, ptr %242, i64 %402
  %408 = load float, ptr %407, align 4, !tbaa !34, !alias.scope !70, !noalias !86
  %409 = getelementptr float, ptr %245, i64 %402
  %410 = load float, ptr %409, align 4, !tbaa !34, !alias.scope !70, !noalias !86
  %411 = getelementptr float, ptr %248, i64 %402
  %412 = load float, ptr %411, align 4, !tbaa !34, !alias.scope !70, !noalias !86
  %413 = fsub contract float %410, %412
  %414 = fmul contract float %223, %413
  %415 = fadd contract float %408, %414
  %416 = fcmp contract olt float %415, %220
  %417 = fsub contract float %220, %415
  %418 = fadd contract float %220, %417
  %419 = select i1 %416, float %418, float %415
  %420 = fcmp contract ogt float %419, %221
  %421 = fsub contract float %419, %221
  %422 = fsub contract float %221, %421
  %423 = select i1 %420, float %422, float %419
  %424 = tail call noundef float @llvm.maxnum.f32(float %423, float %220)
  %425 = tail call noundef float @llvm.minnum.f32(float %424, float %221)
  br label %429

426:                                              ; preds = %378
  %427 = getelementptr float, ptr %239, i64 %402
  %428 = load float, ptr %427, align 4, !tbaa !34, !alias.scope !70, !noalias !86
  br label %429

429:                                              ; preds = %426, %406
  %430 = phi float [ %425, %406 ], [ %428, %426 ]
  %431 = getelementptr inbounds nuw float, ptr %6, i64 %402
  store float %430, ptr %431, align 4, !tbaa !34, !noalias !79
  %432 = add nuw nsw i32 %379, 1
  %433 = icmp eq i32 %432, %219
  br i1 %433, label %434, label %378, !llvm.loop !88

434:                                              ; preds = %429
  %435 = and i32 %219, 7
  %436 = icmp slt i32 %16, 8
  br i1 %436, label %330, label %437

437:                                              ; preds = %434
  %438 = and i32 %219, 56
  br label %249

439:                                              ; preds = %351
  %440 = select i1 %373, ptr %6, ptr %239
  %441 = getelementptr inbounds nuw i8, ptr %440, i64 4
  %442 = load float, ptr %441, align 4, !tbaa !34, !noalias !86
  br label %443

443:                                              ; preds = %439, %351
  %444 = phi contract float [ 0.000000e+00, %351 ], [ %442, %439 ]
  %445 = getelementptr inbounds nuw i8, ptr %374, i64 4
  store float %444, ptr %445, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %446 = icmp sgt i32 %16, 2
  br i1 %446, label %447, label %451

447:                                              ; preds = %443
  %448 = select i1 %373, ptr %6, ptr %239
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 8
  %450 = load float, ptr %449, align 4, !tbaa !34, !noalias !86
  br label %451

451:                                              ; preds = %447, %443
  %452 = phi contract float [ 0.000000e+00, %443 ], [ %450, %447 ]
  %453 = getelementptr inbounds nuw i8, ptr %374, i64 8
  store float %452, ptr %453, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %454 = icmp sgt i32 %16, 3
  br i1 %454, label %455, label %459

455:                                              ; preds = %451
  %456 = select i1 %373, ptr %6, ptr %239
  %457 = getelementptr inbounds nuw i8, ptr %456, i64 12
  %458 = load float, ptr %457, align 4, !tbaa !34, !noalias !86
  br label %459

459:                                              ; preds = %455, %451
  %460 = phi contract float [ 0.000000e+00, %451 ], [ %458, %455 ]
  %461 = getelementptr inbounds nuw i8, ptr %374, i64 12
  store float %460, ptr %461, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %462 = icmp sgt i32 %16, 4
  br i1 %462, label %463, label %467

463:                                              ; preds = %459
  %464 = select i1 %373, ptr %6, ptr %239
  %465 = getelementptr inbounds nuw i8, ptr %464, i64 16
  %466 = load float, ptr %465, align 4, !tbaa !34, !noalias !86
  br label %467

467:                                              ; preds = %463, %459
  %468 = phi contract float [ 0.000000e+00, %459 ], [ %466, %463 ]
  %469 = getelementptr inbounds nuw i8, ptr %374, i64 16
  store float %468, ptr %469, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %470 = icmp sgt i32 %16, 5
  br i1 %470, label %471, label %475

471:                                              ; preds = %467
  %472 = select i1 %373, ptr %6, ptr %239
  %473 = getelementptr inbounds nuw i8, ptr %472, i64 20
  %474 = load float, ptr %473, align 4, !tbaa !34, !noalias !86
  br label %475

475:                                              ; preds = %471, %467
  %476 = phi contract float [ 0.000000e+00, %467 ], [ %474, %471 ]
  %477 = getelementptr inbounds nuw i8, ptr %374, i64 20
  store float %476, ptr %477, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %478 = icmp sgt i32 %16, 6
  br i1 %478, label %479, label %483

479:                                              ; preds = %475
  %480 = select i1 %373, ptr %6, ptr %239
  %481 = getelementptr inbounds nuw i8, ptr %480, i64 24
  %482 = load float, ptr %481, align 4, !tbaa !34, !noalias !86
  br label %483

483:                                              ; preds = %479, %475
  %484 = phi contract float [ 0.000000e+00, %475 ], [ %482, %479 ]
  %485 = getelementptr inbounds nuw i8, ptr %374, i64 24
  store float %484, ptr %485, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %486 = icmp sgt i32 %16, 7
  br i1 %486, label %487, label %491

487:                                              ; preds = %483
  %488 = select i1 %373, ptr %6, ptr %239
  %489 = getelementptr inbounds nuw i8, ptr %488, i64 28
  %490 = load float, ptr %489, align 4, !tbaa !34, !noalias !86
  br label %491

491:                                              ; preds = %487, %483
  %492 = phi contract float [ 0.000000e+00, %483 ], [ %490, %487 ]
  %493 = getelementptr inbounds nuw i8, ptr %374, i64 28
  store float %492, ptr %493, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %494 = icmp sgt i32 %16, 8
  br i1 %494, label %495, label %499

495:                                              ; preds = %491
  %496 = select i1 %373, ptr %6, ptr %239
  %497 = getelementptr inbounds nuw i8, ptr %496, i64 32
  %498 = load float, ptr %497, align 4, !tbaa !34, !noalias !86
  br label %499

499:                                              ; preds = %495, %491
  %500 = phi contract float [ 0.000000e+00, %491 ], [ %498, %495 ]
  %501 = getelementptr inbounds nuw i8, ptr %374, i64 32
  store float %500, ptr %501, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %502 = icmp sgt i32 %16, 9
  br i1 %502, label %503, label %507

503:                                              ; preds = %499
  %504 = select i1 %373, ptr %6, ptr %239
  %505 = getelementptr inbounds nuw i8, ptr %504, i64 36
  %506 = load float, ptr %505, align 4, !tbaa !34, !noalias !86
  br label %507

507:                                              ; preds = %503, %499
  %508 = phi contract float [ 0.000000e+00, %499 ], [ %506, %503 ]
  %509 = getelementptr inbounds nuw i8, ptr %374, i64 36
  store float %508, ptr %509, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %510 = icmp sgt i32 %16, 10
  br i1 %510, label %511, label %515

511:                                              ; preds = %507
  %512 = select i1 %373, ptr %6, ptr %239
  %513 = getelementptr inbounds nuw i8, ptr %512, i64 40
  %514 = load float, ptr %513, align 4, !tbaa !34, !noalias !86
  br label %515

515:                                              ; preds = %511, %507
  %516 = phi contract float [ 0.000000e+00, %507 ], [ %514, %511 ]
  %517 = getelementptr inbounds nuw i8, ptr %374, i64 40
  store float %516, ptr %517, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %518 = icmp sgt i32 %16, 11
  br i1 %518, label %519, label %523

519:                                              ; preds = %515
  %520 = select i1 %373, ptr %6, ptr %239
  %521 = getelementptr inbounds nuw i8, ptr %520, i64 44
  %522 = load float, ptr %521, align 4, !tbaa !34, !noalias !86
  br label %523

523:                                              ; preds = %519, %515
  %524 = phi contract float [ 0.000000e+00, %515 ], [ %522, %519 ]
  %525 = getelementptr inbounds nuw i8, ptr %374, i64 44
  store float %524, ptr %525, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %526 = icmp sgt i32 %16, 12
  br i1 %526, label %527, label %531

527:                                              ; preds = %523
  %528 = select i1 %373, ptr %6, ptr %239
  %529 = getelementptr inbounds nuw i8, ptr %528, i64 48
  %530 = load float, ptr %529, align 4, !tbaa !34, !noalias !86
  br label %531

531:                                              ; preds = %527, %523
  %532 = phi contract float [ 0.000000e+00, %523 ], [ %530, %527 ]
  %533 = getelementptr inbounds nuw i8, ptr %374, i64 48
  store float %532, ptr %533, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %534 = icmp sgt i32 %16, 13
  br i1 %534, label %535, label %539

535:                                              ; preds = %531
  %536 = select i1 %373, ptr %6, ptr %239
  %537 = getelementptr inbounds nuw i8, ptr %536, i64 52
  %538 = load float, ptr %537, align 4, !tbaa !34, !noalias !86
  br label %539

539:                                              ; preds = %535, %531
  %540 = phi contract float [ 0.000000e+00, %531 ], [ %538, %535 ]
  %541 = getelementptr inbounds nuw i8, ptr %374, i64 52
  store float %540, ptr %541, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %542 = icmp sgt i32 %16, 14
  br i1 %542, label %543, label %547

543:                                              ; preds = %539
  %544 = select i1 %373, ptr %6, ptr %239
  %545 = getelementptr inbounds nuw i8, ptr %544, i64 56
  %546 = load float, ptr %545, align 4, !tbaa !34, !noalias !86
  br label %547

547:                                              ; preds = %543, %539
  %548 = phi contract float [ 0.000000e+00, %539 ], [ %546, %543 ]
  %549 = getelementptr inbounds nuw i8, ptr %374, i64 56
  store float %548, ptr %549, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %550 = icmp sgt i32 %16, 15
  br i1 %550, label %551, label %555

551:                                              ; preds = %547
  %552 = select i1 %373, ptr %6, ptr %239
  %553 = getelementptr inbounds nuw i8, ptr %552, i64 60
  %554 = load float, ptr %553, align 4, !tbaa !34, !noalias !86
  br label %555

555:                                              ; preds = %551, %547
  %556 = phi contract float [ 0.000000e+00, %547 ], [ %554, %551 ]
  %557 = getelementptr inbounds nuw i8, ptr %374, i64 60
  store float %556, ptr %557, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %558 = icmp sgt i32 %16, 16
  br i1 %558, label %559, label %563

559:                                              ; preds = %555
  %560 = select i1 %373, ptr %6, ptr %239
  %561 = getelementptr inbounds nuw i8, ptr %560, i64 64
  %562 = load float, ptr %561, align 4, !tbaa !34, !noalias !86
  br label %563

563:                                              ; preds = %559, %555
  %564 = phi contract float [ 0.000000e+00, %555 ], [ %562, %559 ]
  %565 = getelementptr inbounds nuw i8, ptr %374, i64 64
  store float %564, ptr %565, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %566 = icmp sgt i32 %16, 17
  br i1 %566, label %567, label %571

567:                                              ; preds = %563
  %568 = select i1 %373, ptr %6, ptr %239
  %569 = getelementptr inbounds nuw i8, ptr %568, i64 68
  %570 = load float, ptr %569, align 4, !tbaa !34, !noalias !86
  br label %571

571:                                              ; preds = %567, %563
  %572 = phi contract float [ 0.000000e+00, %563 ], [ %570, %567 ]
  %573 = getelementptr inbounds nuw i8, ptr %374, i64 68
  store float %572, ptr %573, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %574 = icmp sgt i32 %16, 18
  br i1 %574, label %575, label %579

575:                                              ; preds = %571
  %576 = select i1 %373, ptr %6, ptr %239
  %577 = getelementptr inbounds nuw i8, ptr %576, i64 72
  %578 = load float, ptr %577, align 4, !tbaa !34, !noalias !86
  br label %579

579:                                              ; preds = %575, %571
  %580 = phi contract float [ 0.000000e+00, %571 ], [ %578, %575 ]
  %581 = getelementptr inbounds nuw i8, ptr %374, i64 72
  store float %580, ptr %581, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %582 = icmp sgt i32 %16, 19
  br i1 %582, label %583, label %587

583:                                              ; preds = %579
  %584 = select i1 %373, ptr %6, ptr %239
  %585 = getelementptr inbounds nuw i8, ptr %584, i64 76
  %586 = load float, ptr %585, align 4, !tbaa !34, !noalias !86
  br label %587

587:                                              ; preds = %583, %579
  %588 = phi contract float [ 0.000000e+00, %579 ], [ %586, %583 ]
  %589 = getelementptr inbounds nuw i8, ptr %374, i64 76
  store float %588, ptr %589, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %590 = icmp sgt i32 %16, 20
  br i1 %590, label %591, label %595

591:                                              ; preds = %587
  %592 = select i1 %373, ptr %6, ptr %239
  %593 = getelementptr inbounds nuw i8, ptr %592, i64 80
  %594 = load float, ptr %593, align 4, !tbaa !34, !noalias !86
  br label %595

595:                                              ; preds = %591, %587
  %596 = phi contract float [ 0.000000e+00, %587 ], [ %594, %591 ]
  %597 = getelementptr inbounds nuw i8, ptr %374, i64 80
  store float %596, ptr %597, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %598 = icmp sgt i32 %16, 21
  br i1 %598, label %599, label %603

599:                                              ; preds = %595
  %600 = select i1 %373, ptr %6, ptr %239
  %601 = getelementptr inbounds nuw i8, ptr %600, i64 84
  %602 = load float, ptr %601, align 4, !tbaa !34, !noalias !86
  br label %603

603:                                              ; preds = %599, %595
  %604 = phi contract float [ 0.000000e+00, %595 ], [ %602, %599 ]
  %605 = getelementptr inbounds nuw i8, ptr %374, i64 84
  store float %604, ptr %605, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %606 = icmp sgt i32 %16, 22
  br i1 %606, label %607, label %611

607:                                              ; preds = %603
  %608 = select i1 %373, ptr %6, ptr %239
  %609 = getelementptr inbounds nuw i8, ptr %608, i64 88
  %610 = load float, ptr %609, align 4, !tbaa !34, !noalias !86
  br label %611

611:                                              ; preds = %607, %603
  %612 = phi contract float [ 0.000000e+00, %603 ], [ %610, %607 ]
  %613 = getelementptr inbounds nuw i8, ptr %374, i64 88
  store float %612, ptr %613, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %614 = icmp sgt i32 %16, 23
  br i1 %614, label %615, label %619

615:                                              ; preds = %611
  %616 = select i1 %373, ptr %6, ptr %239
  %617 = getelementptr inbounds nuw i8, ptr %616, i64 92
  %618 = load float, ptr %617, align 4, !tbaa !34, !noalias !86
  br label %619

619:                                              ; preds = %615, %611
  %620 = phi contract float [ 0.000000e+00, %611 ], [ %618, %615 ]
  %621 = getelementptr inbounds nuw i8, ptr %374, i64 92
  store float %620, ptr %621, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %622 = icmp sgt i32 %16, 24
  br i1 %622, label %623, label %627

623:                                              ; preds = %619
  %624 = select i1 %373, ptr %6, ptr %239
  %625 = getelementptr inbounds nuw i8, ptr %624, i64 96
  %626 = load float, ptr %625, align 4, !tbaa !34, !noalias !86
  br label %627

627:                                              ; preds = %623, %619
  %628 = phi contract float [ 0.000000e+00, %619 ], [ %626, %623 ]
  %629 = getelementptr inbounds nuw i8, ptr %374, i64 96
  store float %628, ptr %629, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %630 = icmp sgt i32 %16, 25
  br i1 %630, label %631, label %635

631:                                              ; preds = %627
  %632 = select i1 %373, ptr %6, ptr %239
  %633 = getelementptr inbounds nuw i8, ptr %632, i64 100
  %634 = load float, ptr %633, align 4, !tbaa !34, !noalias !86
  br label %635

635:                                              ; preds = %631, %627
  %636 = phi contract float [ 0.000000e+00, %627 ], [ %634, %631 ]
  %637 = getelementptr inbounds nuw i8, ptr %374, i64 100
  store float %636, ptr %637, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %638 = icmp sgt i32 %16, 26
  br i1 %638, label %639, label %643

639:                                              ; preds = %635
  %640 = select i1 %373, ptr %6, ptr %239
  %641 = getelementptr inbounds nuw i8, ptr %640, i64 104
  %642 = load float, ptr %641, align 4, !tbaa !34, !noalias !86
  br label %643

643:                                              ; preds = %639, %635
  %644 = phi contract float [ 0.000000e+00, %635 ], [ %642, %639 ]
  %645 = getelementptr inbounds nuw i8, ptr %374, i64 104
  store float %644, ptr %645, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %646 = icmp sgt i32 %16, 27
  br i1 %646, label %647, label %651

647:                                              ; preds = %643
  %648 = select i1 %373, ptr %6, ptr %239
  %649 = getelementptr inbounds nuw i8, ptr %648, i64 108
  %650 = load float, ptr %649, align 4, !tbaa !34, !noalias !86
  br label %651

651:                                              ; preds = %647, %643
  %652 = phi contract float [ 0.000000e+00, %643 ], [ %650, %647 ]
  %653 = getelementptr inbounds nuw i8, ptr %374, i64 108
  store float %652, ptr %653, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %654 = icmp sgt i32 %16, 28
  br i1 %654, label %655, label %659

655:                                              ; preds = %651
  %656 = select i1 %373, ptr %6, ptr %239
  %657 = getelementptr inbounds nuw i8, ptr %656, i64 112
  %658 = load float, ptr %657, align 4, !tbaa !34, !noalias !86
  br label %659

659:                                              ; preds = %655, %651
  %660 = phi contract float [ 0.000000e+00, %651 ], [ %658, %655 ]
  %661 = getelementptr inbounds nuw i8, ptr %374, i64 112
  store float %660, ptr %661, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %662 = icmp sgt i32 %16, 29
  br i1 %662, label %663, label %667

663:                                              ; preds = %659
  %664 = select i1 %373, ptr %6, ptr %239
  %665 = getelementptr inbounds nuw i8, ptr %664, i64 116
  %666 = load float, ptr %665, align 4, !tbaa !34, !noalias !86
  br label %667

667:                                              ; preds = %663, %659
  %668 = phi contract float [ 0.000000e+00, %659 ], [ %666, %663 ]
  %669 = getelementptr inbounds nuw i8, ptr %374, i64 116
  store float %668, ptr %669, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %670 = icmp sgt i32 %16, 30
  br i1 %670, label %671, label %675

671:                                              ; preds = %667
  %672 = select i1 %373, ptr %6, ptr %239
  %673 = getelementptr inbounds nuw i8, ptr %672, i64 120
  %674 = load float, ptr %673, align 4, !tbaa !34, !noalias !86
  br label %675

675:                                              ; preds = %671, %667
  %676 = phi contract float [ 0.000000e+00, %667 ], [ %674, %671 ]
  %677 = getelementptr inbounds nuw i8, ptr %374, i64 120
  store float %676, ptr %677, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %678 = icmp sgt i32 %16, 31
  br i1 %678, label %679, label %683

679:                                              ; preds = %675
  %680 = select i1 %373, ptr %6, ptr %239
  %681 = getelementptr inbounds nuw i8, ptr %680, i64 124
  %682 = load float, ptr %681, align 4, !tbaa !34, !noalias !86
  br label %683

683:                                              ; preds = %679, %675
  %684 = phi contract float [ 0.000000e+00, %675 ], [ %682, %679 ]
  %685 = getelementptr inbounds nuw i8, ptr %374, i64 124
  store float %684, ptr %685, align 4, !tbaa !34, !alias.scope !75, !noalias !87
  %686 = select contract i1 %373, float %368, float %370
  %687 = getelementptr inbounds float, ptr %3, i64 %237
  store float %686, ptr %687, align 4, !tbaa !34, !alias.scope !77, !noalias !89
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #12, !noalias !79
  br label %688

688:                                              ; preds = %5, %683
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @de_rand1_bin_rastrigin(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = alloca [32 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !90)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !93)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !95)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !97)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp sge i32 %11, %4
  %13 = icmp slt i32 %4, 4
  %14 = or i1 %12, %13
  br i1 %14, label %640, label %15

15:                                               ; preds = %5
  %16 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 4, !tbaa !22, !noalias !99
  %17 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !26, !noalias !99
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !27, !noalias !99
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 24), align 4, !tbaa !80, !noalias !99
  %20 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 28), align 4, !tbaa !81, !noalias !99
  %21 = add nsw i32 %11, 1
  %22 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 4, !tbaa !29, !noalias !99
  %23 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 44), align 4, !tbaa !30, !noalias !99
  %24 = mul i32 %11, -1640531527
  %25 = add i32 %24, -1640531527
  %26 = add i32 %25, %23
  %27 = lshr i32 %26, 16
  %28 = xor i32 %27, %26
  %29 = mul i32 %28, 2146121005
  %30 = lshr i32 %29, 15
  %31 = xor i32 %30, %29
  %32 = mul i32 %31, -2073254261
  %33 = srem i32 %21, %4
  %34 = xor i32 %32, %22
  %35 = xor i32 %32, %22
  br label %62

36:                                               ; preds = %62
  %37 = add nuw nsw i32 %63, 2
  %38 = mul i32 %64, -2048144789
  %39 = add nsw i32 %38, 1222876455
  %40 = lshr i32 %39, 16
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, 2146121005
  %43 = lshr i32 %42, 15
  %44 = xor i32 %43, %42
  %45 = mul i32 %44, -2073254261
  %46 = xor i32 %45, %32
  %47 = lshr i32 %46, 16
  %48 = xor i32 %47, %35
  %49 = xor i32 %48, %45
  %50 = lshr i32 %49, 16
  %51 = xor i32 %50, %49
  %52 = mul i32 %51, 2146121005
  %53 = lshr i32 %52, 15
  %54 = xor i32 %53, %52
  %55 = mul i32 %54, -2073254261
  %56 = lshr i32 %55, 16
  %57 = xor i32 %56, %55
  %58 = urem i32 %57, %4
  %59 = icmp eq i32 %58, %11
  br i1 %59, label %60, label %87

60:                                               ; preds = %36
  %61 = icmp eq i32 %37, 16
  br i1 %61, label %87, label %62, !llvm.loop !100

62:                                               ; preds = %60, %15
  %63 = phi i32 [ 0, %15 ], [ %37, %60 ]
  %64 = or disjoint i32 %63, 1
  %65 = mul i32 %63, -2048144789
  %66 = add nuw i32 %65, 1222876455
  %67 = lshr i32 %66, 16
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, 2146121005
  %70 = lshr i32 %69, 15
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -2073254261
  %73 = xor i32 %72, %32
  %74 = lshr i32 %73, 16
  %75 = xor i32 %74, %34
  %76 = xor i32 %75, %72
  %77 = lshr i32 %76, 16
  %78 = xor i32 %77, %76
  %79 = mul i32 %78, 2146121005
  %80 = lshr i32 %79, 15
  %81 = xor i32 %80, %79
  %82 = mul i32 %81, -2073254261
  %83 = lshr i32 %82, 16
  %84 = xor i32 %83, %82
  %85 = urem i32 %84, %4
  %86 = icmp eq i32 %85, %11
  br i1 %86, label %36, label %87

87:                                               ; preds = %60, %36, %62
  %88 = phi i32 [ 16, %60 ], [ %64, %62 ], [ %37, %36 ]
  %89 = phi i32 [ %33, %60 ], [ %85, %62 ], [ %58, %36 ]
  %90 = add nsw i32 %11, 2
  %91 = srem i32 %90, %4
  %92 = add i32 %88, 16
  %93 = xor i32 %32, %22
  %94 = xor i32 %32, %22
  br label %95

95:                                               ; preds = %148, %87
  %96 = phi i32 [ %88, %87 ], [ %123, %148 ]
  %97 = add nuw nsw i32 %96, 1
  %98 = mul i32 %96, -2048144789
  %99 = add i32 %98, 1222876455
  %100 = lshr i32 %99, 16
  %101 = xor i32 %100, %99
  %102 = mul i32 %101, 2146121005
  %103 = lshr i32 %102, 15
  %104 = xor i32 %103, %102
  %105 = mul i32 %104, -2073254261
  %106 = xor i32 %105, %32
  %107 = lshr i32 %106, 16
  %108 = xor i32 %107, %93
  %109 = xor i32 %108, %105
  %110 = lshr i32 %109, 16
  %111 = xor i32 %110, %109
  %112 = mul i32 %111, 2146121005
  %113 = lshr i32 %112, 15
  %114 = xor i32 %113, %112
  %115 = mul i32 %114, -2073254261
  %116 = lshr i32 %115, 16
  %117 = xor i32 %116, %115
  %118 = urem i32 %117, %4
  %119 = icmp eq i32 %118, %11
  %120 = icmp eq i32 %118, %89
  %121 = or i1 %119, %120
  br i1 %121, label %122, label %150

122:                                              ; preds = %95
  %123 = add nuw nsw i32 %96, 2
  %124 = mul i32 %97, -2048144789
  %125 = add i32 %124, 1222876455
  %126 = lshr i32 %125, 16
  %127 = xor i32 %126, %125
  %128 = mul i32 %127, 2146121005
  %129 = lshr i32 %128, 15
  %130 = xor i32 %129, %128
  %131 = mul i32 %130, -2073254261
  %132 = xor i32 %131, %32
  %133 = lshr i32 %132, 16
  %134 = xor i32 %133, %94
  %135 = xor i32 %134, %131
  %136 = lshr i32 %135, 16
  %137 = xor i32 %136, %135
  %138 = mul i32 %137, 2146121005
  %139 = lshr i32 %138, 15
  %140 = xor i32 %139, %138
  %141 = mul i32 %140, -2073254261
  %142 = lshr i32 %141, 16
  %143 = xor i32 %142, %141
  %144 = urem i32 %143, %4
  %145 = icmp eq i32 %144, %11
  %146 = icmp eq i32 %144, %89
  %147 = or i1 %145, %146
  br i1 %147, label %148, label %150

148:                                              ; preds = %122
  %149 = icmp eq i32 %123, %92
  br i1 %149, label %150, label %95, !llvm.loop !100

150:                                              ; preds = %148, %122, %95
  %151 = phi i32 [ %92, %148 ], [ %97, %95 ], [ %123, %122 ]
  %152 = phi i32 [ %91, %148 ], [ %118, %95 ], [ %144, %122 ]
  %153 = add nsw i32 %11, 3
  %154 = srem i32 %153, %4
  %155 = xor i32 %32, %22
  %156 = xor i32 %32, %22
  %157 = add i32 %151, 14
  br label %158

158:                                              ; preds = %213, %150
  %159 = phi i32 [ %151, %150 ], [ %214, %213 ]
  %160 = mul i32 %159, -2048144789
  %161 = add i32 %160, 1222876455
  %162 = lshr i32 %161, 16
  %163 = xor i32 %162, %161
  %164 = mul i32 %163, 2146121005
  %165 = lshr i32 %164, 15
  %166 = xor i32 %165, %164
  %167 = mul i32 %166, -2073254261
  %168 = xor i32 %167, %32
  %169 = lshr i32 %168, 16
  %170 = xor i32 %169, %155
  %171 = xor i32 %170, %167
  %172 = lshr i32 %171, 16
  %173 = xor i32 %172, %171
  %174 = mul i32 %173, 2146121005
  %175 = lshr i32 %174, 15
  %176 = xor i32 %175, %174
  %177 = mul i32 %176, -2073254261
  %178 = lshr i32 %177, 16
  %179 = xor i32 %178, %177
  %180 = urem i32 %179, %4
  %181 = icmp eq i32 %180, %11
  %182 = icmp eq i32 %180, %89
  %183 = or i1 %181, %182
  %184 = icmp eq i32 %180, %152
  %185 = or i1 %184, %183
  br i1 %185, label %186, label %216

186:                                              ; preds = %158
  %187 = mul i32 %159, -2048144789
  %188 = add i32 %187, -825268334
  %189 = lshr i32 %188, 16
  %190 = xor i32 %189, %188
  %191 = mul i32 %190, 2146121005
  %192 = lshr i32 %191, 15
  %193 = xor i32 %192, %191
  %194 = mul i32 %193, -2073254261
  %195 = xor i32 %194, %32
  %196 = lshr i32 %195, 16
  %197 = xor i32 %196, %156
  %198 = xor i32 %197, %194
  %199 = lshr i32 %198, 16
  %200 = xor i32 %199, %198
  %201 = mul i32 %200, 2146121005
  %202 = lshr i32 %201, 15
  %203 = xor i32 %202, %201
  %204 = mul i32 %203, -2073254261
  %205 = lshr i32 %204, 16
  %206 = xor i32 %205, %204
  %207 = urem i32 %206, %4
  %208 = icmp eq i32 %207, %11
  %209 = icmp eq i32 %207, %89
  %210 = or i1 %208, %209
  %211 = icmp eq i32 %207, %152
  %212 = or i1 %211, %210
  br i1 %212, label %213, label %216

213:                                              ; preds = %186
  %214 = add nuw nsw i32 %159, 2
  %215 = icmp eq i32 %159, %157
  br i1 %215, label %216, label %158, !llvm.loop !100

216:                                              ; preds = %213, %186, %158
  %217 = phi i32 [ %180, %158 ], [ %154, %213 ], [ %207, %186 ]
  %218 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %16, i32 1)
  %219 = tail call i32 @llvm.umin.i32(i32 %218, i32 32)
  %220 = tail call noundef float @llvm.minnum.f32(float %17, float %18)
  %221 = tail call noundef float @llvm.maxnum.f32(float %17, float %18)
  %222 = tail call noundef float @llvm.maxnum.f32(float %19, float 0.000000e+00)
  %223 = tail call noundef float @llvm.minnum.f32(float %222, float 2.000000e+00)
  %224 = lshr i32 %32, 16
  %225 = xor i32 %22, %224
  %226 = xor i32 %225, %32
  %227 = xor i32 %226, 1199728718
  %228 = lshr i32 %227, 16
  %229 = xor i32 %228, %227
  %230 = mul i32 %229, 2146121005
  %231 = lshr i32 %230, 15
  %232 = xor i32 %231, %230
  %233 = mul i32 %232, -2073254261
  %234 = lshr i32 %233, 16
  %235 = xor i32 %234, %233
  %236 = urem i32 %235, %219
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #12, !noalias !99
  %237 = sext i32 %11 to i64
  %238 = shl nsw i64 %237, 7
  %239 = getelementptr i8, ptr %0, i64 %238
  %240 = sext i32 %89 to i64
  %241 = shl nsw i64 %240, 7
  %242 = getelementptr i8, ptr %0, i64 %241
  %243 = sext i32 %152 to i64
  %244 = shl nsw i64 %243, 7
  %245 = getelementptr i8, ptr %0, i64 %244
  %246 = sext i32 %217 to i64
  %247 = shl nsw i64 %246, 7
  %248 = getelementptr i8, ptr %0, i64 %247
  br label %335

249:                                              ; preds = %386
  %250 = mul nuw nsw i32 %219, 10
  %251 = uitofp nneg i32 %250 to float
  %252 = and i32 %219, 3
  %253 = icmp slt i32 %16, 4
  br i1 %253, label %304, label %254

254:                                              ; preds = %249
  %255 = and i32 %219, 60
  br label %256

256:                                              ; preds = %256, %254
  %257 = phi i32 [ 0, %254 ], [ %299, %256 ]
  %258 = phi float [ %251, %254 ], [ %298, %256 ]
  %259 = phi i32 [ 0, %254 ], [ %300, %256 ]
  %260 = zext nneg i32 %257 to i64
  %261 = getelementptr inbounds nuw float, ptr %6, i64 %260
  %262 = load float, ptr %261, align 4, !tbaa !34, !noalias !99
  %263 = fmul contract float %262, %262
  %264 = fmul contract float %262, 0x401921FB60000000
  %265 = tail call noundef float @llvm.nvvm.cos.approx.f(float %264) #12
  %266 = fmul contract float %265, 1.000000e+01
  %267 = fsub contract float %263, %266
  %268 = fadd contract float %258, %267
  %269 = zext nneg i32 %257 to i64
  %270 = getelementptr inbounds nuw float, ptr %6, i64 %269
  %271 = getelementptr inbounds nuw i8, ptr %270, i64 4
  %272 = load float, ptr %271, align 4, !tbaa !34, !noalias !99
  %273 = fmul contract float %272, %272
  %274 = fmul contract float %272, 0x401921FB60000000
  %275 = tail call noundef float @llvm.nvvm.cos.approx.f(float %274) #12
  %276 = fmul contract float %275, 1.000000e+01
  %277 = fsub contract float %273, %276
  %278 = fadd contract float %268, %277
  %279 = zext nneg i32 %257 to i64
  %280 = getelementptr inbounds nuw float, ptr %6, i64 %279
  %281 = getelementptr inbounds nuw i8, ptr %280, i64 8
  %282 = load float, ptr %281, align 4, !tbaa !34, !noalias !99
  %283 = fmul contract float %282, %282
  %284 = fmul contract float %282, 0x401921FB60000000
  %285 = tail call noundef float @llvm.nvvm.cos.approx.f(float %284) #12
  %286 = fmul contract float %285, 1.000000e+01
  %287 = fsub contract float %283, %286
  %288 = fadd contract float %278, %287
  %289 = zext nneg i32 %257 to i64
  %290 = getelementptr inbounds nuw float, ptr %6, i64 %289
  %291 = getelementptr inbounds nuw i8, ptr %290, i64 12
  %292 = load float, ptr %291, align 4, !tbaa !34, !noalias !99
  %293 = fmul contract float %292, %292
  %294 = fmul contract float %292, 0x401921FB60000000
  %295 = tail call noundef float @llvm.nvvm.cos.approx.f(float %294) #12
  %296 = fmul contract float %295, 1.000000e+01
  %297 = fsub contract float %293, %296
  %298 = fadd contract float %288, %297
  %299 = add nuw nsw i32 %257, 4
  %300 = add i32 %259, 4
  %301 = icmp eq i32 %300, %255
  br i1 %301, label %302, label %256, !llvm.loop !35

302:                                              ; preds = %256
  %303 = icmp eq i32 %252, 0
  br i1 %303, label %324, label %304

304:                                              ; preds = %302, %249
  %305 = phi i32 [ 0, %249 ], [ %299, %302 ]
  %306 = phi float [ %251, %249 ], [ %298, %302 ]
  %307 = icmp ne i32 %252, 0
  tail call void @llvm.assume(i1 %307)
  br label %308

308:                                              ; preds = %308, %304
  %309 = phi i32 [ %321, %308 ], [ %305, %304 ]
  %310 = phi float [ %320, %308 ], [ %306, %304 ]
  %311 = phi i32 [ %322, %308 ], [ 0, %304 ]
  %312 = zext nneg i32 %309 to i64
  %313 = getelementptr inbounds nuw float, ptr %6, i64 %312
  %314 = load float, ptr %313, align 4, !tbaa !34, !noalias !99
  %315 = fmul contract float %314, %314
  %316 = fmul contract float %314, 0x401921FB60000000
  %317 = tail call noundef float @llvm.nvvm.cos.approx.f(float %316) #12
  %318 = fmul contract float %317, 1.000000e+01
  %319 = fsub contract float %315, %318
  %320 = fadd contract float %310, %319
  %321 = add nuw nsw i32 %309, 1
  %322 = add i32 %311, 1
  %323 = icmp eq i32 %322, %252
  br i1 %323, label %324, label %308, !llvm.loop !101

324:                                              ; preds = %308, %302
  %325 = phi float [ %298, %302 ], [ %320, %308 ]
  %326 = getelementptr inbounds float, ptr %1, i64 %237
  %327 = load float, ptr %326, align 4, !tbaa !34, !alias.scope !93, !noalias !102
  %328 = fcmp contract ole float %325, %327
  %329 = fcmp contract uno float %327, 0.000000e+00
  %330 = or i1 %328, %329
  %331 = getelementptr inbounds nuw i8, ptr %2, i64 %238
  %332 = select i1 %330, ptr %6, ptr %239
  %333 = load float, ptr %332, align 4, !tbaa !34, !noalias !103
  store float %333, ptr %331, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %334 = icmp sgt i32 %16, 1
  br i1 %334, label %391, label %395

335:                                              ; preds = %386, %216
  %336 = phi i32 [ 0, %216 ], [ %389, %386 ]
  %337 = mul i32 %336, -2048144789
  %338 = add i32 %337, -853646073
  %339 = lshr i32 %338, 16
  %340 = xor i32 %339, %338
  %341 = mul i32 %340, 2146121005
  %342 = lshr i32 %341, 15
  %343 = xor i32 %342, %341
  %344 = mul i32 %343, -2073254261
  %345 = lshr i32 %344, 16
  %346 = xor i32 %226, %345
  %347 = xor i32 %346, %344
  %348 = lshr i32 %347, 16
  %349 = xor i32 %348, %347
  %350 = mul i32 %349, 2146121005
  %351 = lshr i32 %350, 15
  %352 = xor i32 %351, %350
  %353 = mul i32 %352, -2073254261
  %354 = lshr i32 %353, 24
  %355 = lshr i32 %353, 8
  %356 = xor i32 %354, %355
  %357 = uitofp nneg i32 %356 to float
  %358 = fmul contract float %357, 0x3E70000000000000
  %359 = zext nneg i32 %336 to i64
  %360 = fcmp contract olt float %358, %20
  %361 = icmp eq i32 %336, %236
  %362 = or i1 %361, %360
  br i1 %362, label %363, label %383

363:                                              ; preds = %335
  %364 = getelementptr float, ptr %242, i64 %359
  %365 = load float, ptr %364, align 4, !tbaa !34, !alias.scope !90, !noalias !103
  %366 = getelementptr float, ptr %245, i64 %359
  %367 = load float, ptr %366, align 4, !tbaa !34, !alias.scope !90, !noalias !103
  %368 = getelementptr float, ptr %248, i64 %359
  %369 = load float, ptr %368, align 4, !tbaa !34, !alias.scope !90, !noalias !103
  %370 = fsub contract float %367, %369
  %371 = fmul contract float %223, %370
  %372 = fadd contract float %365, %371
  %373 = fcmp contract olt float %372, %220
  %374 = fsub contract float %220, %372
  %375 = fadd contract float %220, %374
  %376 = select i1 %373, float %375, float %372
  %377 = fcmp contract ogt float %376, %221
  %378 = fsub contract float %376, %221
  %379 = fsub contract float %221, %378
  %380 = select i1 %377, float %379, float %376
  %381 = tail call noundef float @llvm.maxnum.f32(float %380, float %220)
  %382 = tail call noundef float @llvm.minnum.f32(float %381, float %221)
  br label %386

383:                                              ; preds = %335
  %384 = getelementptr float, ptr %239, i64 %359
  %385 = load float, ptr %384, align 4, !tbaa !34, !alias.scope !90, !noalias !103
  br label %386

386:                                              ; preds = %383, %363
  %387 = phi float [ %382, %363 ], [ %385, %383 ]
  %388 = getelementptr inbounds nuw float, ptr %6, i64 %359
  store float %387, ptr %388, align 4, !tbaa !34, !noalias !99
  %389 = add nuw nsw i32 %336, 1
  %390 = icmp eq i32 %389, %219
  br i1 %390, label %249, label %335, !llvm.loop !105

391:                                              ; preds = %324
  %392 = select i1 %330, ptr %6, ptr %239
  %393 = getelementptr inbounds nuw i8, ptr %392, i64 4
  %394 = load float, ptr %393, align 4, !tbaa !34, !noalias !103
  br label %395

395:                                              ; preds = %391, %324
  %396 = phi contract float [ 0.000000e+00, %324 ], [ %394, %391 ]
  %397 = getelementptr inbounds nuw i8, ptr %331, i64 4
  store float %396, ptr %397, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %398 = icmp sgt i32 %16, 2
  br i1 %398, label %399, label %403

399:                                              ; preds = %395
  %400 = select i1 %330, ptr %6, ptr %239
  %401 = getelementptr inbounds nuw i8, ptr %400, i64 8
  %402 = load float, ptr %401, align 4, !tbaa !34, !noalias !103
  br label %403

403:                                              ; preds = %399, %395
  %404 = phi contract float [ 0.000000e+00, %395 ], [ %402, %399 ]
  %405 = getelementptr inbounds nuw i8, ptr %331, i64 8
  store float %404, ptr %405, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %406 = icmp sgt i32 %16, 3
  br i1 %406, label %407, label %411

407:                                              ; preds = %403
  %408 = select i1 %330, ptr %6, ptr %239
  %409 = getelementptr inbounds nuw i8, ptr %408, i64 12
  %410 = load float, ptr %409, align 4, !tbaa !34, !noalias !103
  br label %411

411:                                              ; preds = %407, %403
  %412 = phi contract float [ 0.000000e+00, %403 ], [ %410, %407 ]
  %413 = getelementptr inbounds nuw i8, ptr %331, i64 12
  store float %412, ptr %413, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %414 = icmp sgt i32 %16, 4
  br i1 %414, label %415, label %419

415:                                              ; preds = %411
  %416 = select i1 %330, ptr %6, ptr %239
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 16
  %418 = load float, ptr %417, align 4, !tbaa !34, !noalias !103
  br label %419

419:                                              ; preds = %415, %411
  %420 = phi contract float [ 0.000000e+00, %411 ], [ %418, %415 ]
  %421 = getelementptr inbounds nuw i8, ptr %331, i64 16
  store float %420, ptr %421, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %422 = icmp sgt i32 %16, 5
  br i1 %422, label %423, label %427

423:                                              ; preds = %419
  %424 = select i1 %330, ptr %6, ptr %239
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 20
  %426 = load float, ptr %425, align 4, !tbaa !34, !noalias !103
  br label %427

427:                                              ; preds = %423, %419
  %428 = phi contract float [ 0.000000e+00, %419 ], [ %426, %423 ]
  %429 = getelementptr inbounds nuw i8, ptr %331, i64 20
  store float %428, ptr %429, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %430 = icmp sgt i32 %16, 6
  br i1 %430, label %431, label %435

431:                                              ; preds = %427
  %432 = select i1 %330, ptr %6, ptr %239
  %433 = getelementptr inbounds nuw i8, ptr %432, i64 24
  %434 = load float, ptr %433, align 4, !tbaa !34, !noalias !103
  br label %435

435:                                              ; preds = %431, %427
  %436 = phi contract float [ 0.000000e+00, %427 ], [ %434, %431 ]
  %437 = getelementptr inbounds nuw i8, ptr %331, i64 24
  store float %436, ptr %437, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %438 = icmp sgt i32 %16, 7
  br i1 %438, label %439, label %443

439:                                              ; preds = %435
  %440 = select i1 %330, ptr %6, ptr %239
  %441 = getelementptr inbounds nuw i8, ptr %440, i64 28
  %442 = load float, ptr %441, align 4, !tbaa !34, !noalias !103
  br label %443

443:                                              ; preds = %439, %435
  %444 = phi contract float [ 0.000000e+00, %435 ], [ %442, %439 ]
  %445 = getelementptr inbounds nuw i8, ptr %331, i64 28
  store float %444, ptr %445, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %446 = icmp sgt i32 %16, 8
  br i1 %446, label %447, label %451

447:                                              ; preds = %443
  %448 = select i1 %330, ptr %6, ptr %239
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 32
  %450 = load float, ptr %449, align 4, !tbaa !34, !noalias !103
  br label %451

451:                                              ; preds = %447, %443
  %452 = phi contract float [ 0.000000e+00, %443 ], [ %450, %447 ]
  %453 = getelementptr inbounds nuw i8, ptr %331, i64 32
  store float %452, ptr %453, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %454 = icmp sgt i32 %16, 9
  br i1 %454, label %455, label %459

455:                                              ; preds = %451
  %456 = select i1 %330, ptr %6, ptr %239
  %457 = getelementptr inbounds nuw i8, ptr %456, i64 36
  %458 = load float, ptr %457, align 4, !tbaa !34, !noalias !103
  br label %459

459:                                              ; preds = %455, %451
  %460 = phi contract float [ 0.000000e+00, %451 ], [ %458, %455 ]
  %461 = getelementptr inbounds nuw i8, ptr %331, i64 36
  store float %460, ptr %461, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %462 = icmp sgt i32 %16, 10
  br i1 %462, label %463, label %467

463:                                              ; preds = %459
  %464 = select i1 %330, ptr %6, ptr %239
  %465 = getelementptr inbounds nuw i8, ptr %464, i64 40
  %466 = load float, ptr %465, align 4, !tbaa !34, !noalias !103
  br label %467

467:                                              ; preds = %463, %459
  %468 = phi contract float [ 0.000000e+00, %459 ], [ %466, %463 ]
  %469 = getelementptr inbounds nuw i8, ptr %331, i64 40
  store float %468, ptr %469, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %470 = icmp sgt i32 %16, 11
  br i1 %470, label %471, label %475

471:                                              ; preds = %467
  %472 = select i1 %330, ptr %6, ptr %239
  %473 = getelementptr inbounds nuw i8, ptr %472, i64 44
  %474 = load float, ptr %473, align 4, !tbaa !34, !noalias !103
  br label %475

475:                                              ; preds = %471, %467
  %476 = phi contract float [ 0.000000e+00, %467 ], [ %474, %471 ]
  %477 = getelementptr inbounds nuw i8, ptr %331, i64 44
  store float %476, ptr %477, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %478 = icmp sgt i32 %16, 12
  br i1 %478, label %479, label %483

479:                                              ; preds = %475
  %480 = select i1 %330, ptr %6, ptr %239
  %481 = getelementptr inbounds nuw i8, ptr %480, i64 48
  %482 = load float, ptr %481, align 4, !tbaa !34, !noalias !103
  br label %483

483:                                              ; preds = %479, %475
  %484 = phi contract float [ 0.000000e+00, %475 ], [ %482, %479 ]
  %485 = getelementptr inbounds nuw i8, ptr %331, i64 48
  store float %484, ptr %485, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %486 = icmp sgt i32 %16, 13
  br i1 %486, label %487, label %491

487:                                              ; preds = %483
  %488 = select i1 %330, ptr %6, ptr %239
  %489 = getelementptr inbounds nuw i8, ptr %488, i64 52
  %490 = load float, ptr %489, align 4, !tbaa !34, !noalias !103
  br label %491

491:                                              ; preds = %487, %483
  %492 = phi contract float [ 0.000000e+00, %483 ], [ %490, %487 ]
  %493 = getelementptr inbounds nuw i8, ptr %331, i64 52
  store float %492, ptr %493, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %494 = icmp sgt i32 %16, 14
  br i1 %494, label %495, label %499

495:                                              ; preds = %491
  %496 = select i1 %330, ptr %6, ptr %239
  %497 = getelementptr inbounds nuw i8, ptr %496, i64 56
  %498 = load float, ptr %497, align 4, !tbaa !34, !noalias !103
  br label %499

499:                                              ; preds = %495, %491
  %500 = phi contract float [ 0.000000e+00, %491 ], [ %498, %495 ]
  %501 = getelementptr inbounds nuw i8, ptr %331, i64 56
  store float %500, ptr %501, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %502 = icmp sgt i32 %16, 15
  br i1 %502, label %503, label %507

503:                                              ; preds = %499
  %504 = select i1 %330, ptr %6, ptr %239
  %505 = getelementptr inbounds nuw i8, ptr %504, i64 60
  %506 = load float, ptr %505, align 4, !tbaa !34, !noalias !103
  br label %507

507:                                              ; preds = %503, %499
  %508 = phi contract float [ 0.000000e+00, %499 ], [ %506, %503 ]
  %509 = getelementptr inbounds nuw i8, ptr %331, i64 60
  store float %508, ptr %509, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %510 = icmp sgt i32 %16, 16
  br i1 %510, label %511, label %515

511:                                              ; preds = %507
  %512 = select i1 %330, ptr %6, ptr %239
  %513 = getelementptr inbounds nuw i8, ptr %512, i64 64
  %514 = load float, ptr %513, align 4, !tbaa !34, !noalias !103
  br label %515

515:                                              ; preds = %511, %507
  %516 = phi contract float [ 0.000000e+00, %507 ], [ %514, %511 ]
  %517 = getelementptr inbounds nuw i8, ptr %331, i64 64
  store float %516, ptr %517, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %518 = icmp sgt i32 %16, 17
  br i1 %518, label %519, label %523

519:                                              ; preds = %515
  %520 = select i1 %330, ptr %6, ptr %239
  %521 = getelementptr inbounds nuw i8, ptr %520, i64 68
  %522 = load float, ptr %521, align 4, !tbaa !34, !noalias !103
  br label %523

523:                                              ; preds = %519, %515
  %524 = phi contract float [ 0.000000e+00, %515 ], [ %522, %519 ]
  %525 = getelementptr inbounds nuw i8, ptr %331, i64 68
  store float %524, ptr %525, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %526 = icmp sgt i32 %16, 18
  br i1 %526, label %527, label %531

527:                                              ; preds = %523
  %528 = select i1 %330, ptr %6, ptr %239
  %529 = getelementptr inbounds nuw i8, ptr %528, i64 72
  %530 = load float, ptr %529, align 4, !tbaa !34, !noalias !103
  br label %531

531:                                              ; preds = %527, %523
  %532 = phi contract float [ 0.000000e+00, %523 ], [ %530, %527 ]
  %533 = getelementptr inbounds nuw i8, ptr %331, i64 72
  store float %532, ptr %533, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %534 = icmp sgt i32 %16, 19
  br i1 %534, label %535, label %539

535:                                              ; preds = %531
  %536 = select i1 %330, ptr %6, ptr %239
  %537 = getelementptr inbounds nuw i8, ptr %536, i64 76
  %538 = load float, ptr %537, align 4, !tbaa !34, !noalias !103
  br label %539

539:                                              ; preds = %535, %531
  %540 = phi contract float [ 0.000000e+00, %531 ], [ %538, %535 ]
  %541 = getelementptr inbounds nuw i8, ptr %331, i64 76
  store float %540, ptr %541, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %542 = icmp sgt i32 %16, 20
  br i1 %542, label %543, label %547

543:                                              ; preds = %539
  %544 = select i1 %330, ptr %6, ptr %239
  %545 = getelementptr inbounds nuw i8, ptr %544, i64 80
  %546 = load float, ptr %545, align 4, !tbaa !34, !noalias !103
  br label %547

547:                                              ; preds = %543, %539
  %548 = phi contract float [ 0.000000e+00, %539 ], [ %546, %543 ]
  %549 = getelementptr inbounds nuw i8, ptr %331, i64 80
  store float %548, ptr %549, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %550 = icmp sgt i32 %16, 21
  br i1 %550, label %551, label %555

551:                                              ; preds = %547
  %552 = select i1 %330, ptr %6, ptr %239
  %553 = getelementptr inbounds nuw i8, ptr %552, i64 84
  %554 = load float, ptr %553, align 4, !tbaa !34, !noalias !103
  br label %555

555:                                              ; preds = %551, %547
  %556 = phi contract float [ 0.000000e+00, %547 ], [ %554, %551 ]
  %557 = getelementptr inbounds nuw i8, ptr %331, i64 84
  store float %556, ptr %557, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %558 = icmp sgt i32 %16, 22
  br i1 %558, label %559, label %563

559:                                              ; preds = %555
  %560 = select i1 %330, ptr %6, ptr %239
  %561 = getelementptr inbounds nuw i8, ptr %560, i64 88
  %562 = load float, ptr %561, align 4, !tbaa !34, !noalias !103
  br label %563

563:                                              ; preds = %559, %555
  %564 = phi contract float [ 0.000000e+00, %555 ], [ %562, %559 ]
  %565 = getelementptr inbounds nuw i8, ptr %331, i64 88
  store float %564, ptr %565, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %566 = icmp sgt i32 %16, 23
  br i1 %566, label %567, label %571

567:                                              ; preds = %563
  %568 = select i1 %330, ptr %6, ptr %239
  %569 = getelementptr inbounds nuw i8, ptr %568, i64 92
  %570 = load float, ptr %569, align 4, !tbaa !34, !noalias !103
  br label %571

571:                                              ; preds = %567, %563
  %572 = phi contract float [ 0.000000e+00, %563 ], [ %570, %567 ]
  %573 = getelementptr inbounds nuw i8, ptr %331, i64 92
  store float %572, ptr %573, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %574 = icmp sgt i32 %16, 24
  br i1 %574, label %575, label %579

575:                                              ; preds = %571
  %576 = select i1 %330, ptr %6, ptr %239
  %577 = getelementptr inbounds nuw i8, ptr %576, i64 96
  %578 = load float, ptr %577, align 4, !tbaa !34, !noalias !103
  br label %579

579:                                              ; preds = %575, %571
  %580 = phi contract float [ 0.000000e+00, %571 ], [ %578, %575 ]
  %581 = getelementptr inbounds nuw i8, ptr %331, i64 96
  store float %580, ptr %581, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %582 = icmp sgt i32 %16, 25
  br i1 %582, label %583, label %587

583:                                              ; preds = %579
  %584 = select i1 %330, ptr %6, ptr %239
  %585 = getelementptr inbounds nuw i8, ptr %584, i64 100
  %586 = load float, ptr %585, align 4, !tbaa !34, !noalias !103
  br label %587

587:                                              ; preds = %583, %579
  %588 = phi contract float [ 0.000000e+00, %579 ], [ %586, %583 ]
  %589 = getelementptr inbounds nuw i8, ptr %331, i64 100
  store float %588, ptr %589, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %590 = icmp sgt i32 %16, 26
  br i1 %590, label %591, label %595

591:                                              ; preds = %587
  %592 = select i1 %330, ptr %6, ptr %239
  %593 = getelementptr inbounds nuw i8, ptr %592, i64 104
  %594 = load float, ptr %593, align 4, !tbaa !34, !noalias !103
  br label %595

595:                                              ; preds = %591, %587
  %596 = phi contract float [ 0.000000e+00, %587 ], [ %594, %591 ]
  %597 = getelementptr inbounds nuw i8, ptr %331, i64 104
  store float %596, ptr %597, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %598 = icmp sgt i32 %16, 27
  br i1 %598, label %599, label %603

599:                                              ; preds = %595
  %600 = select i1 %330, ptr %6, ptr %239
  %601 = getelementptr inbounds nuw i8, ptr %600, i64 108
  %602 = load float, ptr %601, align 4, !tbaa !34, !noalias !103
  br label %603

603:                                              ; preds = %599, %595
  %604 = phi contract float [ 0.000000e+00, %595 ], [ %602, %599 ]
  %605 = getelementptr inbounds nuw i8, ptr %331, i64 108
  store float %604, ptr %605, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %606 = icmp sgt i32 %16, 28
  br i1 %606, label %607, label %611

607:                                              ; preds = %603
  %608 = select i1 %330, ptr %6, ptr %239
  %609 = getelementptr inbounds nuw i8, ptr %608, i64 112
  %610 = load float, ptr %609, align 4, !tbaa !34, !noalias !103
  br label %611

611:                                              ; preds = %607, %603
  %612 = phi contract float [ 0.000000e+00, %603 ], [ %610, %607 ]
  %613 = getelementptr inbounds nuw i8, ptr %331, i64 112
  store float %612, ptr %613, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %614 = icmp sgt i32 %16, 29
  br i1 %614, label %615, label %619

615:                                              ; preds = %611
  %616 = select i1 %330, ptr %6, ptr %239
  %617 = getelementptr inbounds nuw i8, ptr %616, i64 116
  %618 = load float, ptr %617, align 4, !tbaa !34, !noalias !103
  br label %619

619:                                              ; preds = %615, %611
  %620 = phi contract float [ 0.000000e+00, %611 ], [ %618, %615 ]
  %621 = getelementptr inbounds nuw i8, ptr %331, i64 116
  store float %620, ptr %621, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %622 = icmp sgt i32 %16, 30
  br i1 %622, label %623, label %627

623:                                              ; preds = %619
  %624 = select i1 %330, ptr %6, ptr %239
  %625 = getelementptr inbounds nuw i8, ptr %624, i64 120
  %626 = load float, ptr %625, align 4, !tbaa !34, !noalias !103
  br label %627

627:                                              ; preds = %623, %619
  %628 = phi contract float [ 0.000000e+00, %619 ], [ %626, %623 ]
  %629 = getelementptr inbounds nuw i8, ptr %331, i64 120
  store float %628, ptr %629, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %630 = icmp sgt i32 %16, 31
  br i1 %630, label %631, label %635

631:                                              ; preds = %627
  %632 = select i1 %330, ptr %6, ptr %239
  %633 = getelementptr inbounds nuw i8, ptr %632, i64 124
  %634 = load float, ptr %633, align 4, !tbaa !34, !noalias !103
  br label %635

635:                                              ; preds = %631, %627
  %636 = phi contract float [ 0.000000e+00, %627 ], [ %634, %631 ]
  %637 = getelementptr inbounds nuw i8, ptr %331, i64 124
  store float %636, ptr %637, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  %638 = select contract i1 %330, float %325, float %327
  %639 = getelementptr inbounds float, ptr %3, i64 %237
  store float %638, ptr %639, align 4, !tbaa !34, !alias.scope !97, !noalias !106
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #12, !noalias !99
  br label %640

640:                                              ; preds = %5, %635
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #11

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #12 = { nounwind }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 0"}
!13 = distinct !{!13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 2"}
!18 = !{!19}
!19 = distinct !{!19, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 3"}
!20 = !{!21}
!21 = distinct !{!21, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 4"}
!22 = !{!23, !7, i64 32}
!23 = !{!"_ZTS9PsoParams", !24, i64 0, !24, i64 4, !24, i64 8, !24, i64 12, !24, i64 16, !24, i64 20, !24, i64 24, !24, i64 28, !7, i64 32, !7, i64 36, !7, i64 40, !7, i64 44}
!24 = !{!"float", !8, i64 0}
!25 = !{!12, !15, !17, !19, !21}
!26 = !{!23, !24, i64 16}
!27 = !{!23, !24, i64 20}
!28 = !{!23, !24, i64 12}
!29 = !{!23, !7, i64 40}
!30 = !{!23, !7, i64 44}
!31 = !{!23, !24, i64 0}
!32 = !{!23, !24, i64 4}
!33 = !{!23, !24, i64 8}
!34 = !{!24, !24, i64 0}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.mustprogress"}
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = !{!12, !15, !17, !21}
!40 = !{!12, !17, !19, !21}
!41 = !{!12, !15, !19, !21}
!42 = !{!15, !17, !19, !21}
!43 = !{!12, !15, !17, !19}
!44 = distinct !{!44, !36}
!45 = distinct !{!45, !36}
!46 = distinct !{!46, !38}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 0"}
!49 = distinct !{!49, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi"}
!50 = !{!51}
!51 = distinct !{!51, !49, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 1"}
!52 = !{!53}
!53 = distinct !{!53, !49, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 2"}
!54 = !{!55}
!55 = distinct !{!55, !49, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 3"}
!56 = !{!57}
!57 = distinct !{!57, !49, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 4"}
!58 = !{!48, !51, !53, !55, !57}
!59 = distinct !{!59, !36}
!60 = distinct !{!60, !38}
!61 = !{!48, !51, !53, !57}
!62 = !{!48, !53, !55, !57}
!63 = !{!48, !51, !55, !57}
!64 = !{!51, !53, !55, !57}
!65 = !{!48, !51, !53, !55}
!66 = distinct !{!66, !36}
!67 = distinct !{!67, !36}
!68 = distinct !{!68, !38}
!69 = distinct !{!69, !36}
!70 = !{!71}
!71 = distinct !{!71, !72, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i: argument 0"}
!72 = distinct !{!72, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i"}
!73 = !{!74}
!74 = distinct !{!74, !72, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i: argument 1"}
!75 = !{!76}
!76 = distinct !{!76, !72, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i: argument 2"}
!77 = !{!78}
!78 = distinct !{!78, !72, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i: argument 3"}
!79 = !{!71, !74, !76, !78}
!80 = !{!23, !24, i64 24}
!81 = !{!23, !24, i64 28}
!82 = distinct !{!82, !36}
!83 = distinct !{!83, !36}
!84 = distinct !{!84, !38}
!85 = !{!71, !76, !78}
!86 = !{!74, !76, !78}
!87 = !{!71, !74, !78}
!88 = distinct !{!88, !36}
!89 = !{!71, !74, !76}
!90 = !{!91}
!91 = distinct !{!91, !92, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i: argument 0"}
!92 = distinct !{!92, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i"}
!93 = !{!94}
!94 = distinct !{!94, !92, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i: argument 1"}
!95 = !{!96}
!96 = distinct !{!96, !92, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i: argument 2"}
!97 = !{!98}
!98 = distinct !{!98, !92, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i: argument 3"}
!99 = !{!91, !94, !96, !98}
!100 = distinct !{!100, !36}
!101 = distinct !{!101, !38}
!102 = !{!91, !96, !98}
!103 = !{!94, !96, !98}
!104 = !{!91, !94, !98}
!105 = distinct !{!105, !36}
!106 = !{!91, !94, !96}
