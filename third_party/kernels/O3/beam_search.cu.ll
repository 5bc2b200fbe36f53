; ModuleID = 'src/beam_search.cu'
source_filename = "src/beam_search.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.0 = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.1 = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.0 = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.1 = internal unnamed_addr addrspace(3) global float undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @beam_topk4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = add nuw nsw i32 %10, 31
  %12 = lshr i32 %11, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %493

15:                                               ; preds = %8
  %16 = lshr i32 %9, 5
  %17 = and i32 %9, 31
  %18 = sext i32 %4 to i64
  %19 = icmp slt i32 %9, %4
  %20 = icmp eq i32 %17, 0
  %21 = zext nneg i32 %16 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %21
  %23 = icmp eq i32 %9, 0
  %24 = icmp samesign ugt i32 %10, 32
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %21
  %26 = icmp samesign ult i32 %9, 4
  %27 = zext nneg i32 %9 to i64
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %29 = add nsw i32 %12, -1
  %30 = add nsw i32 %12, -2
  %31 = and i32 %29, 7
  %32 = icmp ult i32 %30, 7
  %33 = and i32 %29, -8
  %34 = icmp eq i32 %31, 0
  %35 = icmp ne i32 %31, 0
  %36 = and i32 %12, 7
  %37 = icmp ult i32 %29, 7
  %38 = and i32 %12, 120
  %39 = icmp eq i32 %36, 0
  %40 = icmp ne i32 %36, 0
  %41 = and i32 %29, 3
  %42 = icmp ult i32 %30, 3
  %43 = and i32 %29, -4
  %44 = icmp eq i32 %41, 0
  %45 = icmp ne i32 %41, 0
  br label %46

46:                                               ; preds = %15, %490
  %47 = phi i32 [ %13, %15 ], [ %491, %490 ]
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 %48, %18
  %50 = getelementptr inbounds nuw float, ptr %0, i64 %49
  %51 = shl nsw i64 %48, 2
  %52 = getelementptr inbounds nuw float, ptr %6, i64 %51
  %53 = getelementptr inbounds nuw i32, ptr %7, i64 %51
  %54 = getelementptr inbounds i32, ptr %2, i64 %48
  %55 = load i32, ptr %54, align 4, !tbaa !6, !alias.scope !16, !noalias !22
  %56 = icmp eq i32 %55, %5
  br i1 %56, label %57, label %66

57:                                               ; preds = %46
  br i1 %26, label %58, label %490

58:                                               ; preds = %57
  br i1 %23, label %59, label %62

59:                                               ; preds = %58
  %60 = getelementptr inbounds float, ptr %1, i64 %48
  %61 = load float, ptr %60, align 4, !tbaa !23, !alias.scope !14, !noalias !25
  br label %62

62:                                               ; preds = %59, %58
  %63 = phi contract float [ %61, %59 ], [ 0xFFF0000000000000, %58 ]
  %64 = getelementptr inbounds nuw float, ptr %52, i64 %27
  store float %63, ptr %64, align 4, !tbaa !23, !alias.scope !18, !noalias !26
  %65 = getelementptr inbounds nuw i32, ptr %53, i64 %27
  store i32 %5, ptr %65, align 4, !tbaa !6, !alias.scope !20, !noalias !27
  br label %490

66:                                               ; preds = %46
  br i1 %19, label %86, label %67

67:                                               ; preds = %119, %66
  %68 = phi float [ 0xFFF0000000000000, %66 ], [ %120, %119 ]
  %69 = phi float [ 0xFFF0000000000000, %66 ], [ %121, %119 ]
  %70 = phi float [ 0xFFF0000000000000, %66 ], [ %122, %119 ]
  %71 = phi float [ 0xFFF0000000000000, %66 ], [ %123, %119 ]
  %72 = phi i32 [ 2147483647, %66 ], [ %124, %119 ]
  %73 = phi i32 [ 2147483647, %66 ], [ %125, %119 ]
  %74 = phi i32 [ 2147483647, %66 ], [ %126, %119 ]
  %75 = phi i32 [ 2147483647, %66 ], [ %127, %119 ]
  %76 = phi float [ 0xFFF0000000000000, %66 ], [ %100, %119 ]
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 16, i32 31), !noalias !28
  %78 = tail call noundef float @llvm.maxnum.f32(float %76, float %77)
  %79 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %78, i32 8, i32 31), !noalias !28
  %80 = tail call noundef float @llvm.maxnum.f32(float %78, float %79)
  %81 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 4, i32 31), !noalias !28
  %82 = tail call noundef float @llvm.maxnum.f32(float %80, float %81)
  %83 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %82, i32 2, i32 31), !noalias !28
  %84 = tail call noundef float @llvm.maxnum.f32(float %82, float %83)
  %85 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %84, i32 1, i32 31), !noalias !28
  br i1 %20, label %130, label %132

86:                                               ; preds = %66, %119
  %87 = phi float [ %120, %119 ], [ 0xFFF0000000000000, %66 ]
  %88 = phi float [ %121, %119 ], [ 0xFFF0000000000000, %66 ]
  %89 = phi float [ %122, %119 ], [ 0xFFF0000000000000, %66 ]
  %90 = phi float [ %123, %119 ], [ 0xFFF0000000000000, %66 ]
  %91 = phi i32 [ %124, %119 ], [ 2147483647, %66 ]
  %92 = phi i32 [ %125, %119 ], [ 2147483647, %66 ]
  %93 = phi i32 [ %126, %119 ], [ 2147483647, %66 ]
  %94 = phi i32 [ %127, %119 ], [ 2147483647, %66 ]
  %95 = phi float [ %100, %119 ], [ 0xFFF0000000000000, %66 ]
  %96 = phi i32 [ %128, %119 ], [ %9, %66 ]
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %50, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !23, !alias.scope !11, !noalias !29
  %100 = tail call noundef float @llvm.maxnum.f32(float %95, float %99)
  %101 = fcmp contract ogt float %99, %87
  br i1 %101, label %102, label %119

102:                                              ; preds = %86
  %103 = fcmp contract ogt float %99, %88
  br i1 %103, label %104, label %105

104:                                              ; preds = %102
  br label %105

105:                                              ; preds = %104, %102
  %106 = phi float [ %88, %104 ], [ %99, %102 ]
  %107 = phi float [ %99, %104 ], [ %88, %102 ]
  %108 = phi i32 [ %92, %104 ], [ %96, %102 ]
  %109 = phi i32 [ %96, %104 ], [ %92, %102 ]
  %110 = fcmp contract ogt float %107, %89
  br i1 %110, label %111, label %112

111:                                              ; preds = %105
  br label %112

112:                                              ; preds = %111, %105
  %113 = phi float [ %89, %111 ], [ %107, %105 ]
  %114 = phi float [ %107, %111 ], [ %89, %105 ]
  %115 = phi i32 [ %93, %111 ], [ %109, %105 ]
  %116 = phi i32 [ %109, %111 ], [ %93, %105 ]
  %117 = fcmp contract ogt float %114, %90
  br i1 %117, label %118, label %119

118:                                              ; preds = %112
  br label %119

119:                                              ; preds = %112, %118, %86
  %120 = phi float [ %87, %86 ], [ %106, %118 ], [ %106, %112 ]
  %121 = phi float [ %88, %86 ], [ %113, %118 ], [ %113, %112 ]
  %122 = phi float [ %89, %86 ], [ %90, %118 ], [ %114, %112 ]
  %123 = phi float [ %90, %86 ], [ %114, %118 ], [ %90, %112 ]
  %124 = phi i32 [ %91, %86 ], [ %108, %118 ], [ %108, %112 ]
  %125 = phi i32 [ %92, %86 ], [ %115, %118 ], [ %115, %112 ]
  %126 = phi i32 [ %93, %86 ], [ %94, %118 ], [ %116, %112 ]
  %127 = phi i32 [ %94, %86 ], [ %116, %118 ], [ %94, %112 ]
  %128 = add i32 %96, %10
  %129 = icmp slt i32 %128, %4
  br i1 %129, label %86, label %67, !llvm.loop !30

130:                                              ; preds = %67
  %131 = tail call noundef float @llvm.maxnum.f32(float %84, float %85)
  store float %131, ptr %22, align 4, !tbaa !23, !noalias !28
  br label %132

132:                                              ; preds = %130, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  br i1 %23, label %133, label %199

133:                                              ; preds = %132
  %134 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), align 4, !tbaa !23, !noalias !28
  br i1 %24, label %135, label %151

135:                                              ; preds = %133
  br i1 %32, label %137, label %153

136:                                              ; preds = %153
  br i1 %34, label %151, label %137

137:                                              ; preds = %136, %135
  %138 = phi i32 [ 1, %135 ], [ %196, %136 ]
  %139 = phi float [ %134, %135 ], [ %195, %136 ]
  tail call void @llvm.assume(i1 %35)
  br label %140

140:                                              ; preds = %140, %137
  %141 = phi i32 [ %148, %140 ], [ %138, %137 ]
  %142 = phi float [ %147, %140 ], [ %139, %137 ]
  %143 = phi i32 [ %149, %140 ], [ 0, %137 ]
  %144 = zext nneg i32 %141 to i64
  %145 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !23, !noalias !28
  %147 = tail call noundef float @llvm.maxnum.f32(float %142, float %146)
  %148 = add nuw nsw i32 %141, 1
  %149 = add i32 %143, 1
  %150 = icmp eq i32 %149, %31
  br i1 %150, label %151, label %140, !llvm.loop !32

151:                                              ; preds = %136, %140, %133
  %152 = phi float [ %134, %133 ], [ %195, %136 ], [ %147, %140 ]
  store float %152, ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.0, align 4, !tbaa !23, !noalias !28
  br label %199

153:                                              ; preds = %135, %153
  %154 = phi i32 [ %196, %153 ], [ 1, %135 ]
  %155 = phi float [ %195, %153 ], [ %134, %135 ]
  %156 = phi i32 [ %197, %153 ], [ 0, %135 ]
  %157 = zext nneg i32 %154 to i64
  %158 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !23, !noalias !28
  %160 = tail call noundef float @llvm.maxnum.f32(float %155, float %159)
  %161 = zext nneg i32 %154 to i64
  %162 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %161
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 4
  %164 = load float, ptr %163, align 4, !tbaa !23, !noalias !28
  %165 = tail call noundef float @llvm.maxnum.f32(float %160, float %164)
  %166 = zext nneg i32 %154 to i64
  %167 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %166
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 8
  %169 = load float, ptr %168, align 4, !tbaa !23, !noalias !28
  %170 = tail call noundef float @llvm.maxnum.f32(float %165, float %169)
  %171 = zext nneg i32 %154 to i64
  %172 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %171
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 12
  %174 = load float, ptr %173, align 4, !tbaa !23, !noalias !28
  %175 = tail call noundef float @llvm.maxnum.f32(float %170, float %174)
  %176 = zext nneg i32 %154 to i64
  %177 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %176
  %178 = getelementptr inbounds nuw i8, ptr %177, i64 16
  %179 = load float, ptr %178, align 4, !tbaa !23, !noalias !28
  %180 = tail call noundef float @llvm.maxnum.f32(float %175, float %179)
  %181 = zext nneg i32 %154 to i64
  %182 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %181
  %183 = getelementptr inbounds nuw i8, ptr %182, i64 20
  %184 = load float, ptr %183, align 4, !tbaa !23, !noalias !28
  %185 = tail call noundef float @llvm.maxnum.f32(float %180, float %184)
  %186 = zext nneg i32 %154 to i64
  %187 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %186
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 24
  %189 = load float, ptr %188, align 4, !tbaa !23, !noalias !28
  %190 = tail call noundef float @llvm.maxnum.f32(float %185, float %189)
  %191 = zext nneg i32 %154 to i64
  %192 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %191
  %193 = getelementptr inbounds nuw i8, ptr %192, i64 28
  %194 = load float, ptr %193, align 4, !tbaa !23, !noalias !28
  %195 = tail call noundef float @llvm.maxnum.f32(float %190, float %194)
  %196 = add nuw nsw i32 %154, 8
  %197 = add i32 %156, 8
  %198 = icmp eq i32 %197, %33
  br i1 %198, label %136, label %153, !llvm.loop !34

199:                                              ; preds = %151, %132
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  %200 = load float, ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.0, align 4, !tbaa !23, !noalias !28
  br i1 %19, label %212, label %201

201:                                              ; preds = %212, %199
  %202 = phi float [ 0.000000e+00, %199 ], [ %221, %212 ]
  %203 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %202, i32 16, i32 31), !noalias !28
  %204 = fadd contract float %202, %203
  %205 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %204, i32 8, i32 31), !noalias !28
  %206 = fadd contract float %204, %205
  %207 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %206, i32 4, i32 31), !noalias !28
  %208 = fadd contract float %206, %207
  %209 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %208, i32 2, i32 31), !noalias !28
  %210 = fadd contract float %208, %209
  %211 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %210, i32 1, i32 31), !noalias !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  br i1 %20, label %224, label %226

212:                                              ; preds = %199, %212
  %213 = phi i32 [ %222, %212 ], [ %9, %199 ]
  %214 = phi float [ %221, %212 ], [ 0.000000e+00, %199 ]
  %215 = sext i32 %213 to i64
  %216 = getelementptr inbounds float, ptr %50, i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !23, !alias.scope !11, !noalias !29
  %218 = fsub contract float %217, %200
  %219 = fmul float %218, 0x3FF7154760000000
  %220 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %219)
  %221 = fadd contract float %214, %220
  %222 = add i32 %213, %10
  %223 = icmp slt i32 %222, %4
  br i1 %223, label %212, label %201, !llvm.loop !35

224:                                              ; preds = %201
  %225 = fadd contract float %210, %211
  store float %225, ptr %22, align 4, !tbaa !23, !noalias !28
  br label %226

226:                                              ; preds = %224, %201
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  br i1 %23, label %227, label %294

227:                                              ; preds = %226
  br i1 %37, label %229, label %248

228:                                              ; preds = %248
  br i1 %39, label %243, label %229

229:                                              ; preds = %228, %227
  %230 = phi i32 [ 0, %227 ], [ %291, %228 ]
  %231 = phi float [ 0.000000e+00, %227 ], [ %290, %228 ]
  tail call void @llvm.assume(i1 %40)
  br label %232

232:                                              ; preds = %232, %229
  %233 = phi i32 [ %240, %232 ], [ %230, %229 ]
  %234 = phi float [ %239, %232 ], [ %231, %229 ]
  %235 = phi i32 [ %241, %232 ], [ 0, %229 ]
  %236 = zext nneg i32 %233 to i64
  %237 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %236
  %238 = load float, ptr %237, align 4, !tbaa !23, !noalias !28
  %239 = fadd contract float %234, %238
  %240 = add nuw nsw i32 %233, 1
  %241 = add i32 %235, 1
  %242 = icmp eq i32 %241, %36
  br i1 %242, label %243, label %232, !llvm.loop !36

243:                                              ; preds = %232, %228
  %244 = phi float [ %290, %228 ], [ %239, %232 ]
  %245 = tail call float @llvm.nvvm.lg2.approx.f(float %244) #10
  %246 = fmul float %245, 0x3FE62E4300000000
  %247 = fadd contract float %200, %246
  store float %247, ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.1, align 4, !tbaa !23, !noalias !28
  br label %294

248:                                              ; preds = %227, %248
  %249 = phi i32 [ %291, %248 ], [ 0, %227 ]
  %250 = phi float [ %290, %248 ], [ 0.000000e+00, %227 ]
  %251 = phi i32 [ %292, %248 ], [ 0, %227 ]
  %252 = zext nneg i32 %249 to i64
  %253 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %252
  %254 = load float, ptr %253, align 4, !tbaa !23, !noalias !28
  %255 = fadd contract float %250, %254
  %256 = zext nneg i32 %249 to i64
  %257 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %256
  %258 = getelementptr inbounds nuw i8, ptr %257, i64 4
  %259 = load float, ptr %258, align 4, !tbaa !23, !noalias !28
  %260 = fadd contract float %255, %259
  %261 = zext nneg i32 %249 to i64
  %262 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %261
  %263 = getelementptr inbounds nuw i8, ptr %262, i64 8
  %264 = load float, ptr %263, align 4, !tbaa !23, !noalias !28
  %265 = fadd contract float %260, %264
  %266 = zext nneg i32 %249 to i64
  %267 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %266
  %268 = getelementptr inbounds nuw i8, ptr %267, i64 12
  %269 = load float, ptr %268, align 4, !tbaa !23, !noalias !28
  %270 = fadd contract float %265, %269
  %271 = zext nneg i32 %249 to i64
  %272 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %271
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 16
  %274 = load float, ptr %273, align 4, !tbaa !23, !noalias !28
  %275 = fadd contract float %270, %274
  %276 = zext nneg i32 %249 to i64
  %277 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %276
  %278 = getelementptr inbounds nuw i8, ptr %277, i64 20
  %279 = load float, ptr %278, align 4, !tbaa !23, !noalias !28
  %280 = fadd contract float %275, %279
  %281 = zext nneg i32 %249 to i64
  %282 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %281
  %283 = getelementptr inbounds nuw i8, ptr %282, i64 24
  %284 = load float, ptr %283, align 4, !tbaa !23, !noalias !28
  %285 = fadd contract float %280, %284
  %286 = zext nneg i32 %249 to i64
  %287 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %286
  %288 = getelementptr inbounds nuw i8, ptr %287, i64 28
  %289 = load float, ptr %288, align 4, !tbaa !23, !noalias !28
  %290 = fadd contract float %285, %289
  %291 = add nuw nsw i32 %249, 8
  %292 = add i32 %251, 8
  %293 = icmp eq i32 %292, %38
  br i1 %293, label %228, label %248, !llvm.loop !37

294:                                              ; preds = %243, %226
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  %295 = getelementptr inbounds float, ptr %1, i64 %48
  %296 = load float, ptr %295, align 4, !tbaa !23, !alias.scope !14, !noalias !25
  %297 = load float, ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.1, align 4, !tbaa !23, !noalias !28
  %298 = fsub contract float %296, %297
  br label %299

299:                                              ; preds = %294, %479
  %300 = phi float [ %68, %294 ], [ %480, %479 ]
  %301 = phi float [ %69, %294 ], [ %481, %479 ]
  %302 = phi float [ %70, %294 ], [ %482, %479 ]
  %303 = phi float [ %71, %294 ], [ %483, %479 ]
  %304 = phi i32 [ %72, %294 ], [ %484, %479 ]
  %305 = phi i32 [ %73, %294 ], [ %485, %479 ]
  %306 = phi i32 [ %74, %294 ], [ %486, %479 ]
  %307 = phi i32 [ %75, %294 ], [ %487, %479 ]
  %308 = phi i32 [ 0, %294 ], [ %488, %479 ]
  %309 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %303, i32 16, i32 31), !noalias !28
  %310 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %307, i32 16, i32 31), !noalias !28
  %311 = fcmp contract ogt float %309, %303
  br i1 %311, label %316, label %312

312:                                              ; preds = %299
  %313 = fcmp contract oeq float %309, %303
  %314 = icmp slt i32 %310, %307
  %315 = select i1 %313, i1 %314, i1 false
  br i1 %315, label %316, label %317

316:                                              ; preds = %312, %299
  br label %317

317:                                              ; preds = %312, %316
  %318 = phi float [ %309, %316 ], [ %303, %312 ]
  %319 = phi i32 [ %310, %316 ], [ %307, %312 ]
  %320 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %318, i32 8, i32 31), !noalias !28
  %321 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %319, i32 8, i32 31), !noalias !28
  %322 = fcmp contract ogt float %320, %318
  br i1 %322, label %327, label %323

323:                                              ; preds = %317
  %324 = fcmp contract oeq float %320, %318
  %325 = icmp slt i32 %321, %319
  %326 = select i1 %324, i1 %325, i1 false
  br i1 %326, label %327, label %328

327:                                              ; preds = %323, %317
  br label %328

328:                                              ; preds = %327, %323
  %329 = phi float [ %320, %327 ], [ %318, %323 ]
  %330 = phi i32 [ %321, %327 ], [ %319, %323 ]
  %331 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %329, i32 4, i32 31), !noalias !28
  %332 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %330, i32 4, i32 31), !noalias !28
  %333 = fcmp contract ogt float %331, %329
  br i1 %333, label %338, label %334

334:                                              ; preds = %328
  %335 = fcmp contract oeq float %331, %329
  %336 = icmp slt i32 %332, %330
  %337 = select i1 %335, i1 %336, i1 false
  br i1 %337, label %338, label %339

338:                                              ; preds = %334, %328
  br label %339

339:                                              ; preds = %338, %334
  %340 = phi float [ %331, %338 ], [ %329, %334 ]
  %341 = phi i32 [ %332, %338 ], [ %330, %334 ]
  %342 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %340, i32 2, i32 31), !noalias !28
  %343 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %341, i32 2, i32 31), !noalias !28
  %344 = fcmp contract ogt float %342, %340
  br i1 %344, label %349, label %345

345:                                              ; preds = %339
  %346 = fcmp contract oeq float %342, %340
  %347 = icmp slt i32 %343, %341
  %348 = select i1 %346, i1 %347, i1 false
  br i1 %348, label %349, label %350

349:                                              ; preds = %345, %339
  br label %350

350:                                              ; preds = %349, %345
  %351 = phi float [ %342, %349 ], [ %340, %345 ]
  %352 = phi i32 [ %343, %349 ], [ %341, %345 ]
  %353 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %351, i32 1, i32 31), !noalias !28
  %354 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %352, i32 1, i32 31), !noalias !28
  %355 = fcmp contract ogt float %353, %351
  br i1 %355, label %360, label %356

356:                                              ; preds = %350
  %357 = fcmp contract oeq float %353, %351
  %358 = icmp slt i32 %354, %352
  %359 = select i1 %357, i1 %358, i1 false
  br i1 %359, label %360, label %361

360:                                              ; preds = %356, %350
  br label %361

361:                                              ; preds = %360, %356
  %362 = phi float [ %353, %360 ], [ %351, %356 ]
  %363 = phi i32 [ %354, %360 ], [ %352, %356 ]
  br i1 %20, label %364, label %365

364:                                              ; preds = %361
  store float %362, ptr %22, align 4, !tbaa !23, !noalias !28
  store i32 %363, ptr %25, align 4, !tbaa !6, !noalias !28
  br label %365

365:                                              ; preds = %364, %361
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  %366 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), align 4, !tbaa !23, !noalias !28
  %367 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), align 4, !tbaa !6, !noalias !28
  br i1 %24, label %368, label %396

368:                                              ; preds = %365
  br i1 %42, label %370, label %399

369:                                              ; preds = %460
  br i1 %44, label %396, label %370

370:                                              ; preds = %369, %368
  %371 = phi i32 [ 1, %368 ], [ %463, %369 ]
  %372 = phi i32 [ %367, %368 ], [ %462, %369 ]
  %373 = phi float [ %366, %368 ], [ %461, %369 ]
  tail call void @llvm.assume(i1 %45)
  br label %374

374:                                              ; preds = %390, %370
  %375 = phi i32 [ %393, %390 ], [ %371, %370 ]
  %376 = phi i32 [ %392, %390 ], [ %372, %370 ]
  %377 = phi float [ %391, %390 ], [ %373, %370 ]
  %378 = phi i32 [ %394, %390 ], [ 0, %370 ]
  %379 = zext nneg i32 %375 to i64
  %380 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %379
  %381 = load float, ptr %380, align 4, !tbaa !23, !noalias !28
  %382 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %379
  %383 = load i32, ptr %382, align 4, !tbaa !6, !noalias !28
  %384 = fcmp contract ogt float %381, %377
  br i1 %384, label %389, label %385

385:                                              ; preds = %374
  %386 = fcmp contract oeq float %381, %377
  %387 = icmp slt i32 %383, %376
  %388 = select i1 %386, i1 %387, i1 false
  br i1 %388, label %389, label %390

389:                                              ; preds = %385, %374
  br label %390

390:                                              ; preds = %389, %385
  %391 = phi float [ %381, %389 ], [ %377, %385 ]
  %392 = phi i32 [ %383, %389 ], [ %376, %385 ]
  %393 = add nuw nsw i32 %375, 1
  %394 = add i32 %378, 1
  %395 = icmp eq i32 %394, %41
  br i1 %395, label %396, label %374, !llvm.loop !38

396:                                              ; preds = %369, %390, %365
  %397 = phi float [ %366, %365 ], [ %461, %369 ], [ %391, %390 ]
  %398 = phi i32 [ %367, %365 ], [ %462, %369 ], [ %392, %390 ]
  br i1 %23, label %466, label %474

399:                                              ; preds = %368, %460
  %400 = phi i32 [ %463, %460 ], [ 1, %368 ]
  %401 = phi i32 [ %462, %460 ], [ %367, %368 ]
  %402 = phi float [ %461, %460 ], [ %366, %368 ]
  %403 = phi i32 [ %464, %460 ], [ 0, %368 ]
  %404 = zext nneg i32 %400 to i64
  %405 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %404
  %406 = load float, ptr %405, align 4, !tbaa !23, !noalias !28
  %407 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %404
  %408 = load i32, ptr %407, align 4, !tbaa !6, !noalias !28
  %409 = fcmp contract ogt float %406, %402
  br i1 %409, label %414, label %410

410:                                              ; preds = %399
  %411 = fcmp contract oeq float %406, %402
  %412 = icmp slt i32 %408, %401
  %413 = select i1 %411, i1 %412, i1 false
  br i1 %413, label %414, label %415

414:                                              ; preds = %410, %399
  br label %415

415:                                              ; preds = %410, %414
  %416 = phi float [ %406, %414 ], [ %402, %410 ]
  %417 = phi i32 [ %408, %414 ], [ %401, %410 ]
  %418 = add nuw nsw i32 %400, 1
  %419 = zext nneg i32 %418 to i64
  %420 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %419
  %421 = load float, ptr %420, align 4, !tbaa !23, !noalias !28
  %422 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %419
  %423 = load i32, ptr %422, align 4, !tbaa !6, !noalias !28
  %424 = fcmp contract ogt float %421, %416
  br i1 %424, label %429, label %425

425:                                              ; preds = %415
  %426 = fcmp contract oeq float %421, %416
  %427 = icmp slt i32 %423, %417
  %428 = select i1 %426, i1 %427, i1 false
  br i1 %428, label %429, label %430

429:                                              ; preds = %425, %415
  br label %430

430:                                              ; preds = %429, %425
  %431 = phi float [ %421, %429 ], [ %416, %425 ]
  %432 = phi i32 [ %423, %429 ], [ %417, %425 ]
  %433 = add nuw nsw i32 %400, 2
  %434 = zext nneg i32 %433 to i64
  %435 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %434
  %436 = load float, ptr %435, align 4, !tbaa !23, !noalias !28
  %437 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %434
  %438 = load i32, ptr %437, align 4, !tbaa !6, !noalias !28
  %439 = fcmp contract ogt float %436, %431
  br i1 %439, label %444, label %440

440:                                              ; preds = %430
  %441 = fcmp contract oeq float %436, %431
  %442 = icmp slt i32 %438, %432
  %443 = select i1 %441, i1 %442, i1 false
  br i1 %443, label %444, label %445

444:                                              ; preds = %440, %430
  br label %445

445:                                              ; preds = %444, %440
  %446 = phi float [ %436, %444 ], [ %431, %440 ]
  %447 = phi i32 [ %438, %444 ], [ %432, %440 ]
  %448 = add nuw nsw i32 %400, 3
  %449 = zext nneg i32 %448 to i64
  %450 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %449
  %451 = load float, ptr %450, align 4, !tbaa !23, !noalias !28
  %452 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %449
  %453 = load i32, ptr %452, align 4, !tbaa !6, !noalias !28
  %454 = fcmp contract ogt float %451, %446
  br i1 %454, label %459, label %455

455:                                              ; preds = %445
  %456 = fcmp contract oeq float %451, %446
  %457 = icmp slt i32 %453, %447
  %458 = select i1 %456, i1 %457, i1 false
  br i1 %458, label %459, label %460

459:                                              ; preds = %455, %445
  br label %460

460:                                              ; preds = %459, %455
  %461 = phi float [ %451, %459 ], [ %446, %455 ]
  %462 = phi i32 [ %453, %459 ], [ %447, %455 ]
  %463 = add nuw nsw i32 %400, 4
  %464 = add i32 %403, 4
  %465 = icmp eq i32 %464, %43
  br i1 %465, label %369, label %399, !llvm.loop !39

466:                                              ; preds = %396
  %467 = zext nneg i32 %308 to i64
  %468 = getelementptr inbounds nuw i32, ptr %53, i64 %467
  %469 = icmp slt i32 %398, %4
  %470 = select i1 %469, i32 %398, i32 %5
  %471 = getelementptr inbounds nuw float, ptr %52, i64 %467
  %472 = fadd contract float %298, %397
  %473 = select contract i1 %469, float %472, float 0xFFF0000000000000
  store float %473, ptr %471, align 4, !tbaa !23, !alias.scope !18, !noalias !26
  store i32 %470, ptr %468, align 4, !tbaa !6, !alias.scope !20, !noalias !27
  br label %474

474:                                              ; preds = %466, %396
  %475 = icmp eq i32 %307, %398
  %476 = icmp slt i32 %398, %4
  %477 = and i1 %475, %476
  br i1 %477, label %478, label %479

478:                                              ; preds = %474
  br label %479

479:                                              ; preds = %478, %474
  %480 = phi float [ 0xFFF0000000000000, %478 ], [ %300, %474 ]
  %481 = phi float [ %300, %478 ], [ %301, %474 ]
  %482 = phi float [ %301, %478 ], [ %302, %474 ]
  %483 = phi float [ %302, %478 ], [ %303, %474 ]
  %484 = phi i32 [ 2147483647, %478 ], [ %304, %474 ]
  %485 = phi i32 [ %304, %478 ], [ %305, %474 ]
  %486 = phi i32 [ %305, %478 ], [ %306, %474 ]
  %487 = phi i32 [ %306, %478 ], [ %307, %474 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !28
  %488 = add nuw nsw i32 %308, 1
  %489 = icmp eq i32 %488, 4
  br i1 %489, label %490, label %299, !llvm.loop !40

490:                                              ; preds = %479, %62, %57
  %491 = add i32 %47, %28
  %492 = icmp slt i32 %491, %3
  br i1 %492, label %46, label %493, !llvm.loop !41

493:                                              ; preds = %490, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @beam_topk8(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = add nuw nsw i32 %10, 31
  %12 = lshr i32 %11, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %561

15:                                               ; preds = %8
  %16 = lshr i32 %9, 5
  %17 = and i32 %9, 31
  %18 = sext i32 %4 to i64
  %19 = icmp slt i32 %9, %4
  %20 = icmp eq i32 %17, 0
  %21 = zext nneg i32 %16 to i64
  %22 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %21
  %23 = icmp eq i32 %9, 0
  %24 = icmp samesign ugt i32 %10, 32
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %21
  %26 = icmp samesign ult i32 %9, 8
  %27 = zext nneg i32 %9 to i64
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %29 = add nsw i32 %12, -1
  %30 = add nsw i32 %12, -2
  %31 = and i32 %29, 7
  %32 = icmp ult i32 %30, 7
  %33 = and i32 %29, -8
  %34 = icmp eq i32 %31, 0
  %35 = icmp ne i32 %31, 0
  %36 = and i32 %12, 7
  %37 = icmp ult i32 %29, 7
  %38 = and i32 %12, 120
  %39 = icmp eq i32 %36, 0
  %40 = icmp ne i32 %36, 0
  %41 = and i32 %29, 3
  %42 = icmp ult i32 %30, 3
  %43 = and i32 %29, -4
  %44 = icmp eq i32 %41, 0
  %45 = icmp ne i32 %41, 0
  br label %46

46:                                               ; preds = %15, %558
  %47 = phi i32 [ %13, %15 ], [ %559, %558 ]
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 %48, %18
  %50 = getelementptr inbounds nuw float, ptr %0, i64 %49
  %51 = shl nsw i64 %48, 3
  %52 = getelementptr inbounds nuw float, ptr %6, i64 %51
  %53 = getelementptr inbounds nuw i32, ptr %7, i64 %51
  %54 = getelementptr inbounds i32, ptr %2, i64 %48
  %55 = load i32, ptr %54, align 4, !tbaa !6, !alias.scope !47, !noalias !53
  %56 = icmp eq i32 %55, %5
  br i1 %56, label %57, label %66

57:                                               ; preds = %46
  br i1 %26, label %58, label %558

58:                                               ; preds = %57
  br i1 %23, label %59, label %62

59:                                               ; preds = %58
  %60 = getelementptr inbounds float, ptr %1, i64 %48
  %61 = load float, ptr %60, align 4, !tbaa !23, !alias.scope !45, !noalias !54
  br label %62

62:                                               ; preds = %59, %58
  %63 = phi contract float [ %61, %59 ], [ 0xFFF0000000000000, %58 ]
  %64 = getelementptr inbounds nuw float, ptr %52, i64 %27
  store float %63, ptr %64, align 4, !tbaa !23, !alias.scope !49, !noalias !55
  %65 = getelementptr inbounds nuw i32, ptr %53, i64 %27
  store i32 %5, ptr %65, align 4, !tbaa !6, !alias.scope !51, !noalias !56
  br label %558

66:                                               ; preds = %46
  br i1 %19, label %94, label %67

67:                                               ; preds = %163, %66
  %68 = phi float [ 0xFFF0000000000000, %66 ], [ %164, %163 ]
  %69 = phi float [ 0xFFF0000000000000, %66 ], [ %165, %163 ]
  %70 = phi float [ 0xFFF0000000000000, %66 ], [ %166, %163 ]
  %71 = phi float [ 0xFFF0000000000000, %66 ], [ %167, %163 ]
  %72 = phi float [ 0xFFF0000000000000, %66 ], [ %168, %163 ]
  %73 = phi float [ 0xFFF0000000000000, %66 ], [ %169, %163 ]
  %74 = phi float [ 0xFFF0000000000000, %66 ], [ %170, %163 ]
  %75 = phi float [ 0xFFF0000000000000, %66 ], [ %171, %163 ]
  %76 = phi i32 [ 2147483647, %66 ], [ %172, %163 ]
  %77 = phi i32 [ 2147483647, %66 ], [ %173, %163 ]
  %78 = phi i32 [ 2147483647, %66 ], [ %174, %163 ]
  %79 = phi i32 [ 2147483647, %66 ], [ %175, %163 ]
  %80 = phi i32 [ 2147483647, %66 ], [ %176, %163 ]
  %81 = phi i32 [ 2147483647, %66 ], [ %177, %163 ]
  %82 = phi i32 [ 2147483647, %66 ], [ %178, %163 ]
  %83 = phi i32 [ 2147483647, %66 ], [ %179, %163 ]
  %84 = phi float [ 0xFFF0000000000000, %66 ], [ %116, %163 ]
  %85 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %84, i32 16, i32 31), !noalias !57
  %86 = tail call noundef float @llvm.maxnum.f32(float %84, float %85)
  %87 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %86, i32 8, i32 31), !noalias !57
  %88 = tail call noundef float @llvm.maxnum.f32(float %86, float %87)
  %89 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %88, i32 4, i32 31), !noalias !57
  %90 = tail call noundef float @llvm.maxnum.f32(float %88, float %89)
  %91 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %90, i32 2, i32 31), !noalias !57
  %92 = tail call noundef float @llvm.maxnum.f32(float %90, float %91)
  %93 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %92, i32 1, i32 31), !noalias !57
  br i1 %20, label %182, label %184

94:                                               ; preds = %66, %163
  %95 = phi float [ %164, %163 ], [ 0xFFF0000000000000, %66 ]
  %96 = phi float [ %165, %163 ], [ 0xFFF0000000000000, %66 ]
  %97 = phi float [ %166, %163 ], [ 0xFFF0000000000000, %66 ]
  %98 = phi float [ %167, %163 ], [ 0xFFF0000000000000, %66 ]
  %99 = phi float [ %168, %163 ], [ 0xFFF0000000000000, %66 ]
  %100 = phi float [ %169, %163 ], [ 0xFFF0000000000000, %66 ]
  %101 = phi float [ %170, %163 ], [ 0xFFF0000000000000, %66 ]
  %102 = phi float [ %171, %163 ], [ 0xFFF0000000000000, %66 ]
  %103 = phi i32 [ %172, %163 ], [ 2147483647, %66 ]
  %104 = phi i32 [ %173, %163 ], [ 2147483647, %66 ]
  %105 = phi i32 [ %174, %163 ], [ 2147483647, %66 ]
  %106 = phi i32 [ %175, %163 ], [ 2147483647, %66 ]
  %107 = phi i32 [ %176, %163 ], [ 2147483647, %66 ]
  %108 = phi i32 [ %177, %163 ], [ 2147483647, %66 ]
  %109 = phi i32 [ %178, %163 ], [ 2147483647, %66 ]
  %110 = phi i32 [ %179, %163 ], [ 2147483647, %66 ]
  %111 = phi float [ %116, %163 ], [ 0xFFF0000000000000, %66 ]
  %112 = phi i32 [ %180, %163 ], [ %9, %66 ]
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr %50, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !23, !alias.scope !42, !noalias !58
  %116 = tail call noundef float @llvm.maxnum.f32(float %111, float %115)
  %117 = fcmp contract ogt float %115, %95
  br i1 %117, label %118, label %163

118:                                              ; preds = %94
  %119 = fcmp contract ogt float %115, %96
  br i1 %119, label %120, label %121

120:                                              ; preds = %118
  br label %121

121:                                              ; preds = %120, %118
  %122 = phi float [ %96, %120 ], [ %115, %118 ]
  %123 = phi float [ %115, %120 ], [ %96, %118 ]
  %124 = phi i32 [ %104, %120 ], [ %112, %118 ]
  %125 = phi i32 [ %112, %120 ], [ %104, %118 ]
  %126 = fcmp contract ogt float %123, %97
  br i1 %126, label %127, label %128

127:                                              ; preds = %121
  br label %128

128:                                              ; preds = %127, %121
  %129 = phi float [ %97, %127 ], [ %123, %121 ]
  %130 = phi float [ %123, %127 ], [ %97, %121 ]
  %131 = phi i32 [ %105, %127 ], [ %125, %121 ]
  %132 = phi i32 [ %125, %127 ], [ %105, %121 ]
  %133 = fcmp contract ogt float %130, %98
  br i1 %133, label %134, label %135

134:                                              ; preds = %128
  br label %135

135:                                              ; preds = %134, %128
  %136 = phi float [ %98, %134 ], [ %130, %128 ]
  %137 = phi float [ %130, %134 ], [ %98, %128 ]
  %138 = phi i32 [ %106, %134 ], [ %132, %128 ]
  %139 = phi i32 [ %132, %134 ], [ %106, %128 ]
  %140 = fcmp contract ogt float %137, %99
  br i1 %140, label %141, label %142

141:                                              ; preds = %135
  br label %142

142:                                              ; preds = %141, %135
  %143 = phi float [ %99, %141 ], [ %137, %135 ]
  %144 = phi float [ %137, %141 ], [ %99, %135 ]
  %145 = phi i32 [ %107, %141 ], [ %139, %135 ]
  %146 = phi i32 [ %139, %141 ], [ %107, %135 ]
  %147 = fcmp contract ogt float %144, %100
  br i1 %147, label %148, label %149

148:                                              ; preds = %142
  br label %149

149:                                              ; preds = %148, %142
  %150 = phi float [ %100, %148 ], [ %144, %142 ]
  %151 = phi float [ %144, %148 ], [ %100, %142 ]
  %152 = phi i32 [ %108, %148 ], [ %146, %142 ]
  %153 = phi i32 [ %146, %148 ], [ %108, %142 ]
  %154 = fcmp contract ogt float %151, %101
  br i1 %154, label %155, label %156

155:                                              ; preds = %149
  br label %156

156:                                              ; preds = %155, %149
  %157 = phi float [ %101, %155 ], [ %151, %149 ]
  %158 = phi float [ %151, %155 ], [ %101, %149 ]
  %159 = phi i32 [ %109, %155 ], [ %153, %149 ]
  %160 = phi i32 [ %153, %155 ], [ %109, %149 ]
  %161 = fcmp contract ogt float %158, %102
  br i1 %161, label %162, label %163

162:                                              ; preds = %156
  br label %163

163:                                              ; preds = %156, %162, %94
  %164 = phi float [ %95, %94 ], [ %122, %162 ], [ %122, %156 ]
  %165 = phi float [ %96, %94 ], [ %129, %162 ], [ %129, %156 ]
  %166 = phi float [ %97, %94 ], [ %136, %162 ], [ %136, %156 ]
  %167 = phi float [ %98, %94 ], [ %143, %162 ], [ %143, %156 ]
  %168 = phi float [ %99, %94 ], [ %150, %162 ], [ %150, %156 ]
  %169 = phi float [ %100, %94 ], [ %157, %162 ], [ %157, %156 ]
  %170 = phi float [ %101, %94 ], [ %102, %162 ], [ %158, %156 ]
  %171 = phi float [ %102, %94 ], [ %158, %162 ], [ %102, %156 ]
  %172 = phi i32 [ %103, %94 ], [ %124, %162 ], [ %124, %156 ]
  %173 = phi i32 [ %104, %94 ], [ %131, %162 ], [ %131, %156 ]
  %174 = phi i32 [ %105, %94 ], [ %138, %162 ], [ %138, %156 ]
  %175 = phi i32 [ %106, %94 ], [ %145, %162 ], [ %145, %156 ]
  %176 = phi i32 [ %107, %94 ], [ %152, %162 ], [ %152, %156 ]
  %177 = phi i32 [ %108, %94 ], [ %159, %162 ], [ %159, %156 ]
  %178 = phi i32 [ %109, %94 ], [ %110, %162 ], [ %160, %156 ]
  %179 = phi i32 [ %110, %94 ], [ %160, %162 ], [ %110, %156 ]
  %180 = add i32 %112, %10
  %181 = icmp slt i32 %180, %4
  br i1 %181, label %94, label %67, !llvm.loop !59

182:                                              ; preds = %67
  %183 = tail call noundef float @llvm.maxnum.f32(float %92, float %93)
  store float %183, ptr %22, align 4, !tbaa !23, !noalias !57
  br label %184

184:                                              ; preds = %182, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  br i1 %23, label %185, label %251

185:                                              ; preds = %184
  %186 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), align 4, !tbaa !23, !noalias !57
  br i1 %24, label %187, label %203

187:                                              ; preds = %185
  br i1 %32, label %189, label %205

188:                                              ; preds = %205
  br i1 %34, label %203, label %189

189:                                              ; preds = %188, %187
  %190 = phi i32 [ 1, %187 ], [ %248, %188 ]
  %191 = phi float [ %186, %187 ], [ %247, %188 ]
  tail call void @llvm.assume(i1 %35)
  br label %192

192:                                              ; preds = %192, %189
  %193 = phi i32 [ %200, %192 ], [ %190, %189 ]
  %194 = phi float [ %199, %192 ], [ %191, %189 ]
  %195 = phi i32 [ %201, %192 ], [ 0, %189 ]
  %196 = zext nneg i32 %193 to i64
  %197 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !23, !noalias !57
  %199 = tail call noundef float @llvm.maxnum.f32(float %194, float %198)
  %200 = add nuw nsw i32 %193, 1
  %201 = add i32 %195, 1
  %202 = icmp eq i32 %201, %31
  br i1 %202, label %203, label %192, !llvm.loop !60

203:                                              ; preds = %188, %192, %185
  %204 = phi float [ %186, %185 ], [ %247, %188 ], [ %199, %192 ]
  store float %204, ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.0, align 4, !tbaa !23, !noalias !57
  br label %251

205:                                              ; preds = %187, %205
  %206 = phi i32 [ %248, %205 ], [ 1, %187 ]
  %207 = phi float [ %247, %205 ], [ %186, %187 ]
  %208 = phi i32 [ %249, %205 ], [ 0, %187 ]
  %209 = zext nneg i32 %206 to i64
  %210 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %209
  %211 = load float, ptr %210, align 4, !tbaa !23, !noalias !57
  %212 = tail call noundef float @llvm.maxnum.f32(float %207, float %211)
  %213 = zext nneg i32 %206 to i64
  %214 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 4
  %216 = load float, ptr %215, align 4, !tbaa !23, !noalias !57
  %217 = tail call noundef float @llvm.maxnum.f32(float %212, float %216)
  %218 = zext nneg i32 %206 to i64
  %219 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %218
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 8
  %221 = load float, ptr %220, align 4, !tbaa !23, !noalias !57
  %222 = tail call noundef float @llvm.maxnum.f32(float %217, float %221)
  %223 = zext nneg i32 %206 to i64
  %224 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %223
  %225 = getelementptr inbounds nuw i8, ptr %224, i64 12
  %226 = load float, ptr %225, align 4, !tbaa !23, !noalias !57
  %227 = tail call noundef float @llvm.maxnum.f32(float %222, float %226)
  %228 = zext nneg i32 %206 to i64
  %229 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %228
  %230 = getelementptr inbounds nuw i8, ptr %229, i64 16
  %231 = load float, ptr %230, align 4, !tbaa !23, !noalias !57
  %232 = tail call noundef float @llvm.maxnum.f32(float %227, float %231)
  %233 = zext nneg i32 %206 to i64
  %234 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %233
  %235 = getelementptr inbounds nuw i8, ptr %234, i64 20
  %236 = load float, ptr %235, align 4, !tbaa !23, !noalias !57
  %237 = tail call noundef float @llvm.maxnum.f32(float %232, float %236)
  %238 = zext nneg i32 %206 to i64
  %239 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %238
  %240 = getelementptr inbounds nuw i8, ptr %239, i64 24
  %241 = load float, ptr %240, align 4, !tbaa !23, !noalias !57
  %242 = tail call noundef float @llvm.maxnum.f32(float %237, float %241)
  %243 = zext nneg i32 %206 to i64
  %244 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %243
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 28
  %246 = load float, ptr %245, align 4, !tbaa !23, !noalias !57
  %247 = tail call noundef float @llvm.maxnum.f32(float %242, float %246)
  %248 = add nuw nsw i32 %206, 8
  %249 = add i32 %208, 8
  %250 = icmp eq i32 %249, %33
  br i1 %250, label %188, label %205, !llvm.loop !61

251:                                              ; preds = %203, %184
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  %252 = load float, ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.0, align 4, !tbaa !23, !noalias !57
  br i1 %19, label %264, label %253

253:                                              ; preds = %264, %251
  %254 = phi float [ 0.000000e+00, %251 ], [ %273, %264 ]
  %255 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %254, i32 16, i32 31), !noalias !57
  %256 = fadd contract float %254, %255
  %257 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %256, i32 8, i32 31), !noalias !57
  %258 = fadd contract float %256, %257
  %259 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %258, i32 4, i32 31), !noalias !57
  %260 = fadd contract float %258, %259
  %261 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %260, i32 2, i32 31), !noalias !57
  %262 = fadd contract float %260, %261
  %263 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %262, i32 1, i32 31), !noalias !57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  br i1 %20, label %276, label %278

264:                                              ; preds = %251, %264
  %265 = phi i32 [ %274, %264 ], [ %9, %251 ]
  %266 = phi float [ %273, %264 ], [ 0.000000e+00, %251 ]
  %267 = sext i32 %265 to i64
  %268 = getelementptr inbounds float, ptr %50, i64 %267
  %269 = load float, ptr %268, align 4, !tbaa !23, !alias.scope !42, !noalias !58
  %270 = fsub contract float %269, %252
  %271 = fmul float %270, 0x3FF7154760000000
  %272 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %271)
  %273 = fadd contract float %266, %272
  %274 = add i32 %265, %10
  %275 = icmp slt i32 %274, %4
  br i1 %275, label %264, label %253, !llvm.loop !62

276:                                              ; preds = %253
  %277 = fadd contract float %262, %263
  store float %277, ptr %22, align 4, !tbaa !23, !noalias !57
  br label %278

278:                                              ; preds = %276, %253
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  br i1 %23, label %279, label %346

279:                                              ; preds = %278
  br i1 %37, label %281, label %300

280:                                              ; preds = %300
  br i1 %39, label %295, label %281

281:                                              ; preds = %280, %279
  %282 = phi i32 [ 0, %279 ], [ %343, %280 ]
  %283 = phi float [ 0.000000e+00, %279 ], [ %342, %280 ]
  tail call void @llvm.assume(i1 %40)
  br label %284

284:                                              ; preds = %284, %281
  %285 = phi i32 [ %292, %284 ], [ %282, %281 ]
  %286 = phi float [ %291, %284 ], [ %283, %281 ]
  %287 = phi i32 [ %293, %284 ], [ 0, %281 ]
  %288 = zext nneg i32 %285 to i64
  %289 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %288
  %290 = load float, ptr %289, align 4, !tbaa !23, !noalias !57
  %291 = fadd contract float %286, %290
  %292 = add nuw nsw i32 %285, 1
  %293 = add i32 %287, 1
  %294 = icmp eq i32 %293, %36
  br i1 %294, label %295, label %284, !llvm.loop !63

295:                                              ; preds = %284, %280
  %296 = phi float [ %342, %280 ], [ %291, %284 ]
  %297 = tail call float @llvm.nvvm.lg2.approx.f(float %296) #10
  %298 = fmul float %297, 0x3FE62E4300000000
  %299 = fadd contract float %252, %298
  store float %299, ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.1, align 4, !tbaa !23, !noalias !57
  br label %346

300:                                              ; preds = %279, %300
  %301 = phi i32 [ %343, %300 ], [ 0, %279 ]
  %302 = phi float [ %342, %300 ], [ 0.000000e+00, %279 ]
  %303 = phi i32 [ %344, %300 ], [ 0, %279 ]
  %304 = zext nneg i32 %301 to i64
  %305 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %304
  %306 = load float, ptr %305, align 4, !tbaa !23, !noalias !57
  %307 = fadd contract float %302, %306
  %308 = zext nneg i32 %301 to i64
  %309 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %308
  %310 = getelementptr inbounds nuw i8, ptr %309, i64 4
  %311 = load float, ptr %310, align 4, !tbaa !23, !noalias !57
  %312 = fadd contract float %307, %311
  %313 = zext nneg i32 %301 to i64
  %314 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %313
  %315 = getelementptr inbounds nuw i8, ptr %314, i64 8
  %316 = load float, ptr %315, align 4, !tbaa !23, !noalias !57
  %317 = fadd contract float %312, %316
  %318 = zext nneg i32 %301 to i64
  %319 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %318
  %320 = getelementptr inbounds nuw i8, ptr %319, i64 12
  %321 = load float, ptr %320, align 4, !tbaa !23, !noalias !57
  %322 = fadd contract float %317, %321
  %323 = zext nneg i32 %301 to i64
  %324 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %323
  %325 = getelementptr inbounds nuw i8, ptr %324, i64 16
  %326 = load float, ptr %325, align 4, !tbaa !23, !noalias !57
  %327 = fadd contract float %322, %326
  %328 = zext nneg i32 %301 to i64
  %329 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %328
  %330 = getelementptr inbounds nuw i8, ptr %329, i64 20
  %331 = load float, ptr %330, align 4, !tbaa !23, !noalias !57
  %332 = fadd contract float %327, %331
  %333 = zext nneg i32 %301 to i64
  %334 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %333
  %335 = getelementptr inbounds nuw i8, ptr %334, i64 24
  %336 = load float, ptr %335, align 4, !tbaa !23, !noalias !57
  %337 = fadd contract float %332, %336
  %338 = zext nneg i32 %301 to i64
  %339 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %338
  %340 = getelementptr inbounds nuw i8, ptr %339, i64 28
  %341 = load float, ptr %340, align 4, !tbaa !23, !noalias !57
  %342 = fadd contract float %337, %341
  %343 = add nuw nsw i32 %301, 8
  %344 = add i32 %303, 8
  %345 = icmp eq i32 %344, %38
  br i1 %345, label %280, label %300, !llvm.loop !64

346:                                              ; preds = %295, %278
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  %347 = getelementptr inbounds float, ptr %1, i64 %48
  %348 = load float, ptr %347, align 4, !tbaa !23, !alias.scope !45, !noalias !54
  %349 = load float, ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.1, align 4, !tbaa !23, !noalias !57
  %350 = fsub contract float %348, %349
  br label %351

351:                                              ; preds = %346, %539
  %352 = phi float [ %68, %346 ], [ %540, %539 ]
  %353 = phi float [ %69, %346 ], [ %541, %539 ]
  %354 = phi float [ %70, %346 ], [ %542, %539 ]
  %355 = phi float [ %71, %346 ], [ %543, %539 ]
  %356 = phi float [ %72, %346 ], [ %544, %539 ]
  %357 = phi float [ %73, %346 ], [ %545, %539 ]
  %358 = phi float [ %74, %346 ], [ %546, %539 ]
  %359 = phi float [ %75, %346 ], [ %547, %539 ]
  %360 = phi i32 [ %76, %346 ], [ %548, %539 ]
  %361 = phi i32 [ %77, %346 ], [ %549, %539 ]
  %362 = phi i32 [ %78, %346 ], [ %550, %539 ]
  %363 = phi i32 [ %79, %346 ], [ %551, %539 ]
  %364 = phi i32 [ %80, %346 ], [ %552, %539 ]
  %365 = phi i32 [ %81, %346 ], [ %553, %539 ]
  %366 = phi i32 [ %82, %346 ], [ %554, %539 ]
  %367 = phi i32 [ %83, %346 ], [ %555, %539 ]
  %368 = phi i32 [ 0, %346 ], [ %556, %539 ]
  %369 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %359, i32 16, i32 31), !noalias !57
  %370 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %367, i32 16, i32 31), !noalias !57
  %371 = fcmp contract ogt float %369, %359
  br i1 %371, label %376, label %372

372:                                              ; preds = %351
  %373 = fcmp contract oeq float %369, %359
  %374 = icmp slt i32 %370, %367
  %375 = select i1 %373, i1 %374, i1 false
  br i1 %375, label %376, label %377

376:                                              ; preds = %372, %351
  br label %377

377:                                              ; preds = %372, %376
  %378 = phi float [ %369, %376 ], [ %359, %372 ]
  %379 = phi i32 [ %370, %376 ], [ %367, %372 ]
  %380 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %378, i32 8, i32 31), !noalias !57
  %381 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %379, i32 8, i32 31), !noalias !57
  %382 = fcmp contract ogt float %380, %378
  br i1 %382, label %387, label %383

383:                                              ; preds = %377
  %384 = fcmp contract oeq float %380, %378
  %385 = icmp slt i32 %381, %379
  %386 = select i1 %384, i1 %385, i1 false
  br i1 %386, label %387, label %388

387:                                              ; preds = %383, %377
  br label %388

388:                                              ; preds = %387, %383
  %389 = phi float [ %380, %387 ], [ %378, %383 ]
  %390 = phi i32 [ %381, %387 ], [ %379, %383 ]
  %391 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %389, i32 4, i32 31), !noalias !57
  %392 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %390, i32 4, i32 31), !noalias !57
  %393 = fcmp contract ogt float %391, %389
  br i1 %393, label %398, label %394

394:                                              ; preds = %388
  %395 = fcmp contract oeq float %391, %389
  %396 = icmp slt i32 %392, %390
  %397 = select i1 %395, i1 %396, i1 false
  br i1 %397, label %398, label %399

398:                                              ; preds = %394, %388
  br label %399

399:                                              ; preds = %398, %394
  %400 = phi float [ %391, %398 ], [ %389, %394 ]
  %401 = phi i32 [ %392, %398 ], [ %390, %394 ]
  %402 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %400, i32 2, i32 31), !noalias !57
  %403 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %401, i32 2, i32 31), !noalias !57
  %404 = fcmp contract ogt float %402, %400
  br i1 %404, label %409, label %405

405:                                              ; preds = %399
  %406 = fcmp contract oeq float %402, %400
  %407 = icmp slt i32 %403, %401
  %408 = select i1 %406, i1 %407, i1 false
  br i1 %408, label %409, label %410

409:                                              ; preds = %405, %399
  br label %410

410:                                              ; preds = %409, %405
  %411 = phi float [ %402, %409 ], [ %400, %405 ]
  %412 = phi i32 [ %403, %409 ], [ %401, %405 ]
  %413 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %411, i32 1, i32 31), !noalias !57
  %414 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %412, i32 1, i32 31), !noalias !57
  %415 = fcmp contract ogt float %413, %411
  br i1 %415, label %420, label %416

416:                                              ; preds = %410
  %417 = fcmp contract oeq float %413, %411
  %418 = icmp slt i32 %414, %412
  %419 = select i1 %417, i1 %418, i1 false
  br i1 %419, label %420, label %421

420:                                              ; preds = %416, %410
  br label %421

421:                                              ; preds = %420, %416
  %422 = phi float [ %413, %420 ], [ %411, %416 ]
  %423 = phi i32 [ %414, %420 ], [ %412, %416 ]
  br i1 %20, label %424, label %425

424:                                              ; preds = %421
  store float %422, ptr %22, align 4, !tbaa !23, !noalias !57
  store i32 %423, ptr %25, align 4, !tbaa !6, !noalias !57
  br label %425

425:                                              ; preds = %424, %421
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  %426 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), align 4, !tbaa !23, !noalias !57
  %427 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), align 4, !tbaa !6, !noalias !57
  br i1 %24, label %428, label %456

428:                                              ; preds = %425
  br i1 %42, label %430, label %459

429:                                              ; preds = %520
  br i1 %44, label %456, label %430

430:                                              ; preds = %429, %428
  %431 = phi i32 [ 1, %428 ], [ %523, %429 ]
  %432 = phi i32 [ %427, %428 ], [ %522, %429 ]
  %433 = phi float [ %426, %428 ], [ %521, %429 ]
  tail call void @llvm.assume(i1 %45)
  br label %434

434:                                              ; preds = %450, %430
  %435 = phi i32 [ %453, %450 ], [ %431, %430 ]
  %436 = phi i32 [ %452, %450 ], [ %432, %430 ]
  %437 = phi float [ %451, %450 ], [ %433, %430 ]
  %438 = phi i32 [ %454, %450 ], [ 0, %430 ]
  %439 = zext nneg i32 %435 to i64
  %440 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %439
  %441 = load float, ptr %440, align 4, !tbaa !23, !noalias !57
  %442 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %439
  %443 = load i32, ptr %442, align 4, !tbaa !6, !noalias !57
  %444 = fcmp contract ogt float %441, %437
  br i1 %444, label %449, label %445

445:                                              ; preds = %434
  %446 = fcmp contract oeq float %441, %437
  %447 = icmp slt i32 %443, %436
  %448 = select i1 %446, i1 %447, i1 false
  br i1 %448, label %449, label %450

449:                                              ; preds = %445, %434
  br label %450

450:                                              ; preds = %449, %445
  %451 = phi float [ %441, %449 ], [ %437, %445 ]
  %452 = phi i32 [ %443, %449 ], [ %436, %445 ]
  %453 = add nuw nsw i32 %435, 1
  %454 = add i32 %438, 1
  %455 = icmp eq i32 %454, %41
  br i1 %455, label %456, label %434, !llvm.loop !65

456:                                              ; preds = %429, %450, %425
  %457 = phi float [ %426, %425 ], [ %521, %429 ], [ %451, %450 ]
  %458 = phi i32 [ %427, %425 ], [ %522, %429 ], [ %452, %450 ]
  br i1 %23, label %526, label %534

459:                                              ; preds = %428, %520
  %460 = phi i32 [ %523, %520 ], [ 1, %428 ]
  %461 = phi i32 [ %522, %520 ], [ %427, %428 ]
  %462 = phi float [ %521, %520 ], [ %426, %428 ]
  %463 = phi i32 [ %524, %520 ], [ 0, %428 ]
  %464 = zext nneg i32 %460 to i64
  %465 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %464
  %466 = load float, ptr %465, align 4, !tbaa !23, !noalias !57
  %467 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %464
  %468 = load i32, ptr %467, align 4, !tbaa !6, !noalias !57
  %469 = fcmp contract ogt float %466, %462
  br i1 %469, label %474, label %470

470:                                              ; preds = %459
  %471 = fcmp contract oeq float %466, %462
  %472 = icmp slt i32 %468, %461
  %473 = select i1 %471, i1 %472, i1 false
  br i1 %473, label %474, label %475

474:                                              ; preds = %470, %459
  br label %475

475:                                              ; preds = %470, %474
  %476 = phi float [ %466, %474 ], [ %462, %470 ]
  %477 = phi i32 [ %468, %474 ], [ %461, %470 ]
  %478 = add nuw nsw i32 %460, 1
  %479 = zext nneg i32 %478 to i64
  %480 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !23, !noalias !57
  %482 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %479
  %483 = load i32, ptr %482, align 4, !tbaa !6, !noalias !57
  %484 = fcmp contract ogt float %481, %476
  br i1 %484, label %489, label %485

485:                                              ; preds = %475
  %486 = fcmp contract oeq float %481, %476
  %487 = icmp slt i32 %483, %477
  %488 = select i1 %486, i1 %487, i1 false
  br i1 %488, label %489, label %490

489:                                              ; preds = %485, %475
  br label %490

490:                                              ; preds = %489, %485
  %491 = phi float [ %481, %489 ], [ %476, %485 ]
  %492 = phi i32 [ %483, %489 ], [ %477, %485 ]
  %493 = add nuw nsw i32 %460, 2
  %494 = zext nneg i32 %493 to i64
  %495 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %494
  %496 = load float, ptr %495, align 4, !tbaa !23, !noalias !57
  %497 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %494
  %498 = load i32, ptr %497, align 4, !tbaa !6, !noalias !57
  %499 = fcmp contract ogt float %496, %491
  br i1 %499, label %504, label %500

500:                                              ; preds = %490
  %501 = fcmp contract oeq float %496, %491
  %502 = icmp slt i32 %498, %492
  %503 = select i1 %501, i1 %502, i1 false
  br i1 %503, label %504, label %505

504:                                              ; preds = %500, %490
  br label %505

505:                                              ; preds = %504, %500
  %506 = phi float [ %496, %504 ], [ %491, %500 ]
  %507 = phi i32 [ %498, %504 ], [ %492, %500 ]
  %508 = add nuw nsw i32 %460, 3
  %509 = zext nneg i32 %508 to i64
  %510 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %509
  %511 = load float, ptr %510, align 4, !tbaa !23, !noalias !57
  %512 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %509
  %513 = load i32, ptr %512, align 4, !tbaa !6, !noalias !57
  %514 = fcmp contract ogt float %511, %506
  br i1 %514, label %519, label %515

515:                                              ; preds = %505
  %516 = fcmp contract oeq float %511, %506
  %517 = icmp slt i32 %513, %507
  %518 = select i1 %516, i1 %517, i1 false
  br i1 %518, label %519, label %520

519:                                              ; preds = %515, %505
  br label %520

520:                                              ; preds = %519, %515
  %521 = phi float [ %511, %519 ], [ %506, %515 ]
  %522 = phi i32 [ %513, %519 ], [ %507, %515 ]
  %523 = add nuw nsw i32 %460, 4
  %524 = add i32 %463, 4
  %525 = icmp eq i32 %524, %43
  br i1 %525, label %429, label %459, !llvm.loop !66

526:                                              ; preds = %456
  %527 = zext nneg i32 %368 to i64
  %528 = getelementptr inbounds nuw i32, ptr %53, i64 %527
  %529 = icmp slt i32 %458, %4
  %530 = select i1 %529, i32 %458, i32 %5
  %531 = getelementptr inbounds nuw float, ptr %52, i64 %527
  %532 = fadd contract float %350, %457
  %533 = select contract i1 %529, float %532, float 0xFFF0000000000000
  store float %533, ptr %531, align 4, !tbaa !23, !alias.scope !49, !noalias !55
  store i32 %530, ptr %528, align 4, !tbaa !6, !alias.scope !51, !noalias !56
  br label %534

534:                                              ; preds = %526, %456
  %535 = icmp eq i32 %367, %458
  %536 = icmp slt i32 %458, %4
  %537 = and i1 %535, %536
  br i1 %537, label %538, label %539

538:                                              ; preds = %534
  br label %539

539:                                              ; preds = %538, %534
  %540 = phi float [ 0xFFF0000000000000, %538 ], [ %352, %534 ]
  %541 = phi float [ %352, %538 ], [ %353, %534 ]
  %542 = phi float [ %353, %538 ], [ %354, %534 ]
  %543 = phi float [ %354, %538 ], [ %355, %534 ]
  %544 = phi float [ %355, %538 ], [ %356, %534 ]
  %545 = phi float [ %356, %538 ], [ %357, %534 ]
  %546 = phi float [ %357, %538 ], [ %358, %534 ]
  %547 = phi float [ %358, %538 ], [ %359, %534 ]
  %548 = phi i32 [ 2147483647, %538 ], [ %360, %534 ]
  %549 = phi i32 [ %360, %538 ], [ %361, %534 ]
  %550 = phi i32 [ %361, %538 ], [ %362, %534 ]
  %551 = phi i32 [ %362, %538 ], [ %363, %534 ]
  %552 = phi i32 [ %363, %538 ], [ %364, %534 ]
  %553 = phi i32 [ %364, %538 ], [ %365, %534 ]
  %554 = phi i32 [ %365, %538 ], [ %366, %534 ]
  %555 = phi i32 [ %366, %538 ], [ %367, %534 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !57
  %556 = add nuw nsw i32 %368, 1
  %557 = icmp eq i32 %556, 8
  br i1 %557, label %558, label %351, !llvm.loop !67

558:                                              ; preds = %539, %62, %57
  %559 = add i32 %47, %28
  %560 = icmp slt i32 %559, %3
  br i1 %560, label %46, label %561, !llvm.loop !68

561:                                              ; preds = %558, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @beam_select_update(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, ptr noalias noundef readonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10, ptr noalias noundef writeonly captures(none) %11, ptr noalias noundef writeonly captures(none) %12, ptr noalias noundef captures(none) %13, ptr noalias noundef captures(none) %14) local_unnamed_addr #1 {
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = and i32 %16, 31
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = lshr i32 %19, 5
  %21 = mul i32 %20, %18
  %22 = mul nsw i32 %4, %3
  %23 = icmp sgt i32 %3, 0
  %24 = icmp sgt i32 %4, 0
  %25 = and i1 %23, %24
  %26 = icmp slt i32 %22, 129
  %27 = select i1 %25, i1 %26, i1 false
  %28 = icmp sgt i32 %6, -1
  %29 = and i1 %27, %28
  %30 = icmp slt i32 %6, %7
  %31 = and i1 %29, %30
  br i1 %31, label %32, label %508

32:                                               ; preds = %15
  %33 = add nuw nsw i32 %6, 1
  %34 = uitofp nneg i32 %33 to float
  %35 = fadd contract float %34, 5.000000e+00
  %36 = fdiv contract float %35, 6.000000e+00
  %37 = fmul float %8, 5.000000e-01
  %38 = tail call float @llvm.trunc.f32(float %37)
  %39 = fmul float %38, 2.000000e+00
  %40 = fsub float %8, %39
  %41 = tail call float @llvm.nvvm.fabs.f32(float %40)
  %42 = fcmp une float %41, 1.000000e+00
  %43 = tail call float @llvm.nvvm.fabs.f32(float %36)
  %44 = fcmp olt float %43, 0x3810000000000000
  %45 = fmul float %43, 0x4170000000000000
  %46 = select i1 %44, float %45, float %43
  %47 = select i1 %44, float -2.400000e+01, float 0.000000e+00
  %48 = bitcast float %46 to i32
  %49 = add i32 %48, -1060439283
  %50 = and i32 %49, -8388608
  %51 = sub i32 %48, %50
  %52 = bitcast i32 %51 to float
  %53 = sitofp i32 %50 to float
  %54 = tail call float @llvm.fma.f32(float %53, float 0x3E80000000000000, float %47)
  %55 = fadd float %52, -1.000000e+00
  %56 = fadd float %52, 1.000000e+00
  %57 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %56) #11, !srcloc !69
  %58 = fmul float %55, 2.000000e+00
  %59 = fmul float %58, %57
  %60 = fmul float %59, %59
  %61 = fsub float %55, %59
  %62 = fmul float %61, 2.000000e+00
  %63 = fneg float %59
  %64 = tail call float @llvm.fma.f32(float %63, float %55, float %62)
  %65 = tail call float @llvm.nvvm.mul.rn.f(float %57, float %64) #10
  %66 = tail call float @llvm.fma.f32(float %60, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %67 = tail call float @llvm.fma.f32(float %66, float %60, float 0x3F92776E60000000)
  %68 = tail call float @llvm.fma.f32(float %67, float %60, float 0x3FBEC709E0000000)
  %69 = tail call float @llvm.nvvm.mul.rn.f(float %68, float %60) #10
  %70 = tail call float @llvm.fma.f32(float %59, float 0x3FF7154760000000, float %54)
  %71 = fsub float %54, %70
  %72 = tail call float @llvm.fma.f32(float %59, float 0x3FF7154760000000, float %71)
  %73 = tail call float @llvm.fma.f32(float %65, float 0x3FF7154760000000, float %72)
  %74 = tail call float @llvm.fma.f32(float %59, float 0x3E54ABC680000000, float %73)
  %75 = fmul float %69, 3.000000e+00
  %76 = tail call float @llvm.fma.f32(float %75, float %65, float %74)
  %77 = tail call float @llvm.fma.f32(float %69, float %59, float %76)
  %78 = tail call float @llvm.nvvm.add.rn.f(float %70, float %77) #10
  %79 = fneg float %70
  %80 = tail call float @llvm.nvvm.add.rn.f(float %78, float %79) #10
  %81 = fneg float %80
  %82 = tail call float @llvm.nvvm.add.rn.f(float %77, float %81) #10
  %83 = tail call float @llvm.nvvm.mul.rn.f(float %78, float %8) #10
  %84 = fneg float %83
  %85 = tail call float @llvm.fma.f32(float %78, float %8, float %84)
  %86 = tail call float @llvm.fma.f32(float %82, float %8, float %85)
  %87 = tail call float @llvm.nvvm.round.f(float %83) #10
  %88 = fsub float %83, %87
  %89 = fadd float %88, %86
  %90 = tail call float @llvm.fma.f32(float %89, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %91 = tail call float @llvm.fma.f32(float %90, float %89, float 0x3F83B30AC0000000)
  %92 = tail call float @llvm.fma.f32(float %91, float %89, float 0x3FAC6AF760000000)
  %93 = tail call float @llvm.fma.f32(float %92, float %89, float 0x3FCEBFBD80000000)
  %94 = tail call float @llvm.fma.f32(float %93, float %89, float 0x3FE62E4300000000)
  %95 = tail call float @llvm.fma.f32(float %94, float %89, float 1.000000e+00)
  %96 = tail call i32 @llvm.nvvm.f2i.rz(float %87) #10
  %97 = fcmp ogt float %87, 0.000000e+00
  %98 = select i1 %97, i32 0, i32 -2097152000
  %99 = add nsw i32 %98, 2130706432
  %100 = bitcast i32 %99 to float
  %101 = fmul float %95, %100
  %102 = shl i32 %96, 23
  %103 = sub i32 %102, %98
  %104 = bitcast i32 %103 to float
  %105 = fmul float %101, %104
  %106 = tail call float @llvm.nvvm.fabs.f32(float %83)
  %107 = fcmp ogt float %106, 1.520000e+02
  %108 = fcmp olt float %83, 0.000000e+00
  %109 = select i1 %108, float 0.000000e+00, float 0x7FF0000000000000
  %110 = select i1 %107, float %109, float %105
  %111 = fcmp oeq float %36, 1.000000e+00
  %112 = fcmp oeq float %8, 0.000000e+00
  %113 = or i1 %112, %111
  br i1 %113, label %134, label %114

114:                                              ; preds = %32
  %115 = fcmp uno float %43, 0.000000e+00
  %116 = tail call float @llvm.nvvm.fabs.f32(float %8)
  %117 = fcmp uno float %116, 0.000000e+00
  %118 = select i1 %115, i1 true, i1 %117
  br i1 %118, label %119, label %121

119:                                              ; preds = %114
  %120 = tail call float @llvm.nvvm.add.rn.f(float %36, float %8) #10
  br label %134

121:                                              ; preds = %114
  %122 = fcmp oeq float %36, 0.000000e+00
  %123 = fcmp oeq float %43, 0x7FF0000000000000
  %124 = select i1 %122, i1 true, i1 %123
  br i1 %124, label %125, label %134

125:                                              ; preds = %121
  %126 = fadd float %36, %36
  %127 = bitcast float %126 to i32
  %128 = fcmp olt float %8, 0.000000e+00
  %129 = xor i32 %127, 2139095040
  %130 = select i1 %128, i32 %129, i32 %127
  %131 = and i32 %130, 2147483647
  %132 = select i1 %42, i32 %131, i32 %130
  %133 = bitcast i32 %132 to float
  br label %134

134:                                              ; preds = %121, %32, %119, %125
  %135 = phi float [ 1.000000e+00, %32 ], [ %120, %119 ], [ %133, %125 ], [ %110, %121 ]
  %136 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %137 = mul i32 %20, %136
  %138 = lshr i32 %16, 5
  %139 = add i32 %137, %138
  %140 = icmp slt i32 %139, %2
  br i1 %140, label %141, label %508

141:                                              ; preds = %134
  %142 = zext nneg i32 %22 to i64
  %143 = icmp eq i32 %17, 0
  %144 = zext nneg i32 %3 to i64
  %145 = zext nneg i32 %7 to i64
  %146 = icmp samesign ult i32 %17, %6
  %147 = zext nneg i32 %6 to i64
  %148 = getelementptr i32, ptr %10, i64 %147
  %149 = icmp samesign ugt i32 %3, 1
  %150 = icmp slt i32 %17, %22
  %151 = zext nneg i32 %17 to i64
  %152 = or disjoint i32 %17, 32
  %153 = icmp slt i32 %152, %22
  %154 = zext nneg i32 %152 to i64
  %155 = or disjoint i32 %17, 64
  %156 = icmp slt i32 %155, %22
  %157 = zext nneg i32 %155 to i64
  %158 = or disjoint i32 %17, 96
  %159 = icmp slt i32 %158, %22
  %160 = zext nneg i32 %158 to i64
  %161 = add nsw i32 %3, -1
  %162 = add nsw i32 %3, -2
  %163 = and i32 %161, 7
  %164 = icmp ult i32 %162, 7
  %165 = and i32 %161, -8
  %166 = icmp eq i32 %163, 0
  %167 = icmp ne i32 %163, 0
  br label %168

168:                                              ; preds = %141, %505
  %169 = phi i32 [ %139, %141 ], [ %506, %505 ]
  %170 = sext i32 %169 to i64
  %171 = mul nsw i64 %170, %142
  %172 = getelementptr float, ptr %0, i64 %171
  br i1 %150, label %173, label %176

173:                                              ; preds = %168
  %174 = getelementptr float, ptr %172, i64 %151
  %175 = load float, ptr %174, align 4, !tbaa !23
  br label %176

176:                                              ; preds = %168, %173
  %177 = phi i32 [ %17, %173 ], [ 2147483647, %168 ]
  %178 = phi contract float [ %175, %173 ], [ 0xFFF0000000000000, %168 ]
  br i1 %153, label %179, label %182

179:                                              ; preds = %176
  %180 = getelementptr float, ptr %172, i64 %154
  %181 = load float, ptr %180, align 4, !tbaa !23
  br label %182

182:                                              ; preds = %179, %176
  %183 = phi i32 [ %152, %179 ], [ 2147483647, %176 ]
  %184 = phi contract float [ %181, %179 ], [ 0xFFF0000000000000, %176 ]
  br i1 %156, label %185, label %188

185:                                              ; preds = %182
  %186 = getelementptr float, ptr %172, i64 %157
  %187 = load float, ptr %186, align 4, !tbaa !23
  br label %188

188:                                              ; preds = %185, %182
  %189 = phi i32 [ %155, %185 ], [ 2147483647, %182 ]
  %190 = phi contract float [ %187, %185 ], [ 0xFFF0000000000000, %182 ]
  br i1 %159, label %191, label %194

191:                                              ; preds = %188
  %192 = getelementptr float, ptr %172, i64 %160
  %193 = load float, ptr %192, align 4, !tbaa !23
  br label %194

194:                                              ; preds = %191, %188
  %195 = phi i32 [ %158, %191 ], [ 2147483647, %188 ]
  %196 = phi contract float [ %193, %191 ], [ 0xFFF0000000000000, %188 ]
  br i1 %143, label %197, label %202

197:                                              ; preds = %194
  %198 = getelementptr inbounds i32, ptr %14, i64 %170
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %199, i32 0)
  %201 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %200, i32 range(i32 1, -2147483648) %3)
  br label %202

202:                                              ; preds = %194, %197
  %203 = phi i32 [ %201, %197 ], [ 0, %194 ]
  %204 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %203, i32 0, i32 31)
  %205 = getelementptr i32, ptr %1, i64 %171
  %206 = mul nsw i64 %170, %144
  %207 = mul nsw i32 %169, %3
  %208 = getelementptr inbounds nuw float, ptr %13, i64 %206
  br label %209

209:                                              ; preds = %202, %484
  %210 = phi float [ %196, %202 ], [ %473, %484 ]
  %211 = phi float [ %190, %202 ], [ %474, %484 ]
  %212 = phi float [ %184, %202 ], [ %475, %484 ]
  %213 = phi float [ %178, %202 ], [ %476, %484 ]
  %214 = phi i32 [ %195, %202 ], [ %477, %484 ]
  %215 = phi i32 [ %189, %202 ], [ %478, %484 ]
  %216 = phi i32 [ %183, %202 ], [ %479, %484 ]
  %217 = phi i32 [ %177, %202 ], [ %480, %484 ]
  %218 = phi i32 [ %204, %202 ], [ %482, %484 ]
  %219 = phi i32 [ 0, %202 ], [ %481, %484 ]
  %220 = phi i32 [ 0, %202 ], [ %485, %484 ]
  %221 = fcmp contract ogt float %212, %213
  br i1 %221, label %226, label %222

222:                                              ; preds = %209
  %223 = fcmp contract oeq float %212, %213
  %224 = icmp slt i32 %216, %217
  %225 = select i1 %223, i1 %224, i1 false
  br i1 %225, label %226, label %227

226:                                              ; preds = %222, %209
  br label %227

227:                                              ; preds = %222, %226
  %228 = phi float [ %212, %226 ], [ %213, %222 ]
  %229 = phi i32 [ %216, %226 ], [ %217, %222 ]
  %230 = fcmp contract ogt float %211, %228
  br i1 %230, label %235, label %231

231:                                              ; preds = %227
  %232 = fcmp contract oeq float %211, %228
  %233 = icmp slt i32 %215, %229
  %234 = select i1 %232, i1 %233, i1 false
  br i1 %234, label %235, label %236

235:                                              ; preds = %231, %227
  br label %236

236:                                              ; preds = %235, %231
  %237 = phi float [ %211, %235 ], [ %228, %231 ]
  %238 = phi i32 [ %215, %235 ], [ %229, %231 ]
  %239 = fcmp contract ogt float %210, %237
  br i1 %239, label %244, label %240

240:                                              ; preds = %236
  %241 = fcmp contract oeq float %210, %237
  %242 = icmp slt i32 %214, %238
  %243 = select i1 %241, i1 %242, i1 false
  br i1 %243, label %244, label %245

244:                                              ; preds = %240, %236
  br label %245

245:                                              ; preds = %244, %240
  %246 = phi float [ %210, %244 ], [ %237, %240 ]
  %247 = phi i32 [ %214, %244 ], [ %238, %240 ]
  %248 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %246, i32 16, i32 31)
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %247, i32 16, i32 31)
  %250 = fcmp contract ogt float %248, %246
  br i1 %250, label %272, label %268

251:                                              ; preds = %317
  %252 = icmp eq i32 %217, %319
  %253 = select i1 %252, float 0xFFF0000000000000, float %213
  %254 = select i1 %252, i32 2147483647, i32 %217
  %255 = icmp eq i32 %216, %319
  %256 = select i1 %255, float 0xFFF0000000000000, float %212
  %257 = select i1 %255, i32 2147483647, i32 %216
  %258 = icmp eq i32 %215, %319
  %259 = select i1 %258, float 0xFFF0000000000000, float %211
  %260 = select i1 %258, i32 2147483647, i32 %215
  %261 = icmp eq i32 %214, %319
  %262 = select i1 %261, float 0xFFF0000000000000, float %210
  %263 = select i1 %261, i32 2147483647, i32 %214
  %264 = sext i32 %319 to i64
  %265 = getelementptr i32, ptr %205, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !6
  %267 = icmp eq i32 %266, %5
  br i1 %267, label %323, label %444

268:                                              ; preds = %245
  %269 = fcmp contract oeq float %248, %246
  %270 = icmp slt i32 %249, %247
  %271 = select i1 %269, i1 %270, i1 false
  br i1 %271, label %272, label %273

272:                                              ; preds = %268, %245
  br label %273

273:                                              ; preds = %268, %272
  %274 = phi float [ %248, %272 ], [ %246, %268 ]
  %275 = phi i32 [ %249, %272 ], [ %247, %268 ]
  %276 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %274, i32 8, i32 31)
  %277 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %275, i32 8, i32 31)
  %278 = fcmp contract ogt float %276, %274
  br i1 %278, label %283, label %279

279:                                              ; preds = %273
  %280 = fcmp contract oeq float %276, %274
  %281 = icmp slt i32 %277, %275
  %282 = select i1 %280, i1 %281, i1 false
  br i1 %282, label %283, label %284

283:                                              ; preds = %279, %273
  br label %284

284:                                              ; preds = %283, %279
  %285 = phi float [ %276, %283 ], [ %274, %279 ]
  %286 = phi i32 [ %277, %283 ], [ %275, %279 ]
  %287 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %285, i32 4, i32 31)
  %288 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %286, i32 4, i32 31)
  %289 = fcmp contract ogt float %287, %285
  br i1 %289, label %294, label %290

290:                                              ; preds = %284
  %291 = fcmp contract oeq float %287, %285
  %292 = icmp slt i32 %288, %286
  %293 = select i1 %291, i1 %292, i1 false
  br i1 %293, label %294, label %295

294:                                              ; preds = %290, %284
  br label %295

295:                                              ; preds = %294, %290
  %296 = phi float [ %287, %294 ], [ %285, %290 ]
  %297 = phi i32 [ %288, %294 ], [ %286, %290 ]
  %298 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %296, i32 2, i32 31)
  %299 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %297, i32 2, i32 31)
  %300 = fcmp contract ogt float %298, %296
  br i1 %300, label %305, label %301

301:                                              ; preds = %295
  %302 = fcmp contract oeq float %298, %296
  %303 = icmp slt i32 %299, %297
  %304 = select i1 %302, i1 %303, i1 false
  br i1 %304, label %305, label %306

305:                                              ; preds = %301, %295
  br label %306

306:                                              ; preds = %305, %301
  %307 = phi float [ %298, %305 ], [ %296, %301 ]
  %308 = phi i32 [ %299, %305 ], [ %297, %301 ]
  %309 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %307, i32 1, i32 31)
  %310 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %308, i32 1, i32 31)
  %311 = fcmp contract ogt float %309, %307
  br i1 %311, label %316, label %312

312:                                              ; preds = %306
  %313 = fcmp contract oeq float %309, %307
  %314 = icmp slt i32 %310, %308
  %315 = select i1 %313, i1 %314, i1 false
  br i1 %315, label %316, label %317

316:                                              ; preds = %312, %306
  br label %317

317:                                              ; preds = %316, %312
  %318 = phi float [ %309, %316 ], [ %307, %312 ]
  %319 = phi i32 [ %310, %316 ], [ %308, %312 ]
  %320 = icmp sge i32 %319, %22
  %321 = fcmp contract oeq float %318, 0xFFF0000000000000
  %322 = select i1 %320, i1 true, i1 %321
  br i1 %322, label %472, label %251

323:                                              ; preds = %251
  %324 = icmp slt i32 %220, %3
  %325 = and i1 %143, %324
  br i1 %325, label %326, label %441

326:                                              ; preds = %323
  %327 = fdiv contract float %318, %135
  %328 = icmp slt i32 %218, %3
  br i1 %328, label %331, label %329

329:                                              ; preds = %326
  br i1 %149, label %330, label %357

330:                                              ; preds = %329
  br i1 %164, label %336, label %362

331:                                              ; preds = %326
  %332 = add nsw i32 %218, 1
  %333 = sext i32 %218 to i64
  %334 = getelementptr inbounds float, ptr %208, i64 %333
  store float %327, ptr %334, align 4, !tbaa !23
  br label %441

335:                                              ; preds = %362
  br i1 %166, label %354, label %336

336:                                              ; preds = %335, %330
  %337 = phi i32 [ 1, %330 ], [ %437, %335 ]
  %338 = phi i32 [ 0, %330 ], [ %436, %335 ]
  tail call void @llvm.assume(i1 %167)
  br label %339

339:                                              ; preds = %339, %336
  %340 = phi i32 [ %351, %339 ], [ %337, %336 ]
  %341 = phi i32 [ %350, %339 ], [ %338, %336 ]
  %342 = phi i32 [ %352, %339 ], [ 0, %336 ]
  %343 = zext nneg i32 %340 to i64
  %344 = getelementptr inbounds nuw float, ptr %208, i64 %343
  %345 = load float, ptr %344, align 4, !tbaa !23
  %346 = zext nneg i32 %341 to i64
  %347 = getelementptr inbounds nuw float, ptr %208, i64 %346
  %348 = load float, ptr %347, align 4, !tbaa !23
  %349 = fcmp contract olt float %345, %348
  %350 = select i1 %349, i32 %340, i32 %341
  %351 = add nuw nsw i32 %340, 1
  %352 = add i32 %342, 1
  %353 = icmp eq i32 %352, %163
  br i1 %353, label %354, label %339, !llvm.loop !70

354:                                              ; preds = %339, %335
  %355 = phi i32 [ %436, %335 ], [ %350, %339 ]
  %356 = zext nneg i32 %355 to i64
  br label %357

357:                                              ; preds = %354, %329
  %358 = phi i64 [ 0, %329 ], [ %356, %354 ]
  %359 = getelementptr inbounds nuw float, ptr %208, i64 %358
  %360 = load float, ptr %359, align 4, !tbaa !23
  %361 = fcmp contract ogt float %327, %360
  br i1 %361, label %440, label %441

362:                                              ; preds = %330, %362
  %363 = phi i32 [ %437, %362 ], [ 1, %330 ]
  %364 = phi i32 [ %436, %362 ], [ 0, %330 ]
  %365 = phi i32 [ %438, %362 ], [ 0, %330 ]
  %366 = zext nneg i32 %363 to i64
  %367 = getelementptr inbounds nuw float, ptr %208, i64 %366
  %368 = load float, ptr %367, align 4, !tbaa !23
  %369 = zext nneg i32 %364 to i64
  %370 = getelementptr inbounds nuw float, ptr %208, i64 %369
  %371 = load float, ptr %370, align 4, !tbaa !23
  %372 = fcmp contract olt float %368, %371
  %373 = select i1 %372, i32 %363, i32 %364
  %374 = add nuw nsw i32 %363, 1
  %375 = zext nneg i32 %374 to i64
  %376 = getelementptr inbounds nuw float, ptr %208, i64 %375
  %377 = load float, ptr %376, align 4, !tbaa !23
  %378 = zext nneg i32 %373 to i64
  %379 = getelementptr inbounds nuw float, ptr %208, i64 %378
  %380 = load float, ptr %379, align 4, !tbaa !23
  %381 = fcmp contract olt float %377, %380
  %382 = select i1 %381, i32 %374, i32 %373
  %383 = add nuw nsw i32 %363, 2
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr inbounds nuw float, ptr %208, i64 %384
  %386 = load float, ptr %385, align 4, !tbaa !23
  %387 = zext nneg i32 %382 to i64
  %388 = getelementptr inbounds nuw float, ptr %208, i64 %387
  %389 = load float, ptr %388, align 4, !tbaa !23
  %390 = fcmp contract olt float %386, %389
  %391 = select i1 %390, i32 %383, i32 %382
  %392 = add nuw nsw i32 %363, 3
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr inbounds nuw float, ptr %208, i64 %393
  %395 = load float, ptr %394, align 4, !tbaa !23
  %396 = zext nneg i32 %391 to i64
  %397 = getelementptr inbounds nuw float, ptr %208, i64 %396
  %398 = load float, ptr %397, align 4, !tbaa !23
  %399 = fcmp contract olt float %395, %398
  %400 = select i1 %399, i32 %392, i32 %391
  %401 = add nuw nsw i32 %363, 4
  %402 = zext nneg i32 %401 to i64
  %403 = getelementptr inbounds nuw float, ptr %208, i64 %402
  %404 = load float, ptr %403, align 4, !tbaa !23
  %405 = zext nneg i32 %400 to i64
  %406 = getelementptr inbounds nuw float, ptr %208, i64 %405
  %407 = load float, ptr %406, align 4, !tbaa !23
  %408 = fcmp contract olt float %404, %407
  %409 = select i1 %408, i32 %401, i32 %400
  %410 = add nuw nsw i32 %363, 5
  %411 = zext nneg i32 %410 to i64
  %412 = getelementptr inbounds nuw float, ptr %208, i64 %411
  %413 = load float, ptr %412, align 4, !tbaa !23
  %414 = zext nneg i32 %409 to i64
  %415 = getelementptr inbounds nuw float, ptr %208, i64 %414
  %416 = load float, ptr %415, align 4, !tbaa !23
  %417 = fcmp contract olt float %413, %416
  %418 = select i1 %417, i32 %410, i32 %409
  %419 = add nuw nsw i32 %363, 6
  %420 = zext nneg i32 %419 to i64
  %421 = getelementptr inbounds nuw float, ptr %208, i64 %420
  %422 = load float, ptr %421, align 4, !tbaa !23
  %423 = zext nneg i32 %418 to i64
  %424 = getelementptr inbounds nuw float, ptr %208, i64 %423
  %425 = load float, ptr %424, align 4, !tbaa !23
  %426 = fcmp contract olt float %422, %425
  %427 = select i1 %426, i32 %419, i32 %418
  %428 = add nuw nsw i32 %363, 7
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr inbounds nuw float, ptr %208, i64 %429
  %431 = load float, ptr %430, align 4, !tbaa !23
  %432 = zext nneg i32 %427 to i64
  %433 = getelementptr inbounds nuw float, ptr %208, i64 %432
  %434 = load float, ptr %433, align 4, !tbaa !23
  %435 = fcmp contract olt float %431, %434
  %436 = select i1 %435, i32 %428, i32 %427
  %437 = add nuw nsw i32 %363, 8
  %438 = add i32 %365, 8
  %439 = icmp eq i32 %438, %165
  br i1 %439, label %335, label %362, !llvm.loop !71

440:                                              ; preds = %357
  store float %327, ptr %359, align 4, !tbaa !23
  br label %441

441:                                              ; preds = %331, %440, %357, %323
  %442 = phi i32 [ %218, %323 ], [ %332, %331 ], [ %218, %440 ], [ %218, %357 ]
  %443 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %442, i32 0, i32 31)
  br label %472

444:                                              ; preds = %251
  %445 = sext i32 %219 to i64
  %446 = add nsw i64 %206, %445
  %447 = mul i64 %446, %145
  br i1 %146, label %448, label %455

448:                                              ; preds = %444
  %449 = sdiv i32 %319, %4
  %450 = sext i32 %449 to i64
  %451 = add nsw i64 %206, %450
  %452 = mul i64 %451, %145
  %453 = getelementptr i32, ptr %9, i64 %452
  %454 = getelementptr i32, ptr %10, i64 %447
  br label %456

455:                                              ; preds = %456, %444
  br i1 %143, label %464, label %470

456:                                              ; preds = %448, %456
  %457 = phi i32 [ %17, %448 ], [ %462, %456 ]
  %458 = zext nneg i32 %457 to i64
  %459 = getelementptr i32, ptr %453, i64 %458
  %460 = load i32, ptr %459, align 4, !tbaa !6
  %461 = getelementptr i32, ptr %454, i64 %458
  store i32 %460, ptr %461, align 4, !tbaa !6
  %462 = add nuw nsw i32 %457, 32
  %463 = icmp slt i32 %462, %6
  br i1 %463, label %456, label %455, !llvm.loop !72

464:                                              ; preds = %455
  %465 = getelementptr i32, ptr %148, i64 %447
  store i32 %266, ptr %465, align 4, !tbaa !6
  %466 = add nsw i32 %219, %207
  %467 = sext i32 %466 to i64
  %468 = getelementptr inbounds float, ptr %11, i64 %467
  store float %318, ptr %468, align 4, !tbaa !23
  %469 = getelementptr inbounds i32, ptr %12, i64 %467
  store i32 %266, ptr %469, align 4, !tbaa !6
  br label %470

470:                                              ; preds = %464, %455
  %471 = add nsw i32 %219, 1
  br label %472

472:                                              ; preds = %441, %470, %317
  %473 = phi float [ %210, %317 ], [ %262, %441 ], [ %262, %470 ]
  %474 = phi float [ %211, %317 ], [ %259, %441 ], [ %259, %470 ]
  %475 = phi float [ %212, %317 ], [ %256, %441 ], [ %256, %470 ]
  %476 = phi float [ %213, %317 ], [ %253, %441 ], [ %253, %470 ]
  %477 = phi i32 [ %214, %317 ], [ %263, %441 ], [ %263, %470 ]
  %478 = phi i32 [ %215, %317 ], [ %260, %441 ], [ %260, %470 ]
  %479 = phi i32 [ %216, %317 ], [ %257, %441 ], [ %257, %470 ]
  %480 = phi i32 [ %217, %317 ], [ %254, %441 ], [ %254, %470 ]
  %481 = phi i32 [ %219, %317 ], [ %219, %441 ], [ %471, %470 ]
  %482 = phi i32 [ %218, %317 ], [ %443, %441 ], [ %218, %470 ]
  %483 = phi i32 [ 8, %317 ], [ 10, %441 ], [ 0, %470 ]
  switch i32 %483, label %489 [
    i32 0, label %484
    i32 10, label %484
  ]

484:                                              ; preds = %472, %472
  %485 = add nuw nsw i32 %220, 1
  %486 = icmp slt i32 %485, %22
  %487 = icmp slt i32 %481, %3
  %488 = select i1 %486, i1 %487, i1 false
  br i1 %488, label %209, label %489, !llvm.loop !73

489:                                              ; preds = %472, %484
  %490 = add nsw i32 %481, %17
  %491 = icmp slt i32 %490, %3
  br i1 %491, label %492, label %494

492:                                              ; preds = %489
  %493 = mul nsw i32 %169, %3
  br label %495

494:                                              ; preds = %495, %489
  br i1 %143, label %503, label %505

495:                                              ; preds = %492, %495
  %496 = phi i32 [ %490, %492 ], [ %501, %495 ]
  %497 = add nsw i32 %496, %493
  %498 = sext i32 %497 to i64
  %499 = getelementptr inbounds float, ptr %11, i64 %498
  store float 0xFFF0000000000000, ptr %499, align 4, !tbaa !23
  %500 = getelementptr inbounds i32, ptr %12, i64 %498
  store i32 %5, ptr %500, align 4, !tbaa !6
  %501 = add nsw i32 %496, 32
  %502 = icmp slt i32 %501, %3
  br i1 %502, label %495, label %494, !llvm.loop !74

503:                                              ; preds = %494
  %504 = getelementptr inbounds i32, ptr %14, i64 %170
  store i32 %482, ptr %504, align 4, !tbaa !6
  br label %505

505:                                              ; preds = %503, %494
  %506 = add nsw i32 %169, %21
  %507 = icmp slt i32 %506, %2
  br i1 %507, label %168, label %508, !llvm.loop !75

508:                                              ; preds = %505, %134, %15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

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
!12 = distinct !{!12, !13, !"_ZL9beam_topkILi4EEvPKfS1_PKiiiiPfPi: argument 0"}
!13 = distinct !{!13, !"_ZL9beam_topkILi4EEvPKfS1_PKiiiiPfPi"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_ZL9beam_topkILi4EEvPKfS1_PKiiiiPfPi: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_ZL9beam_topkILi4EEvPKfS1_PKiiiiPfPi: argument 2"}
!18 = !{!19}
!19 = distinct !{!19, !13, !"_ZL9beam_topkILi4EEvPKfS1_PKiiiiPfPi: argument 3"}
!20 = !{!21}
!21 = distinct !{!21, !13, !"_ZL9beam_topkILi4EEvPKfS1_PKiiiiPfPi: argument 4"}
!22 = !{!12, !15, !19, !21}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !8, i64 0}
!25 = !{!12, !17, !19, !21}
!26 = !{!12, !15, !17, !21}
!27 = !{!12, !15, !17, !19}
!28 = !{!12, !15, !17, !19, !21}
!29 = !{!15, !17, !19, !21}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = distinct !{!34, !31}
!35 = distinct !{!35, !31}
!36 = distinct !{!36, !33}
!37 = distinct !{!37, !31}
!38 = distinct !{!38, !33}
!39 = distinct !{!39, !31}
!40 = distinct !{!40, !31}
!41 = distinct !{!41, !31}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 0"}
!44 = distinct !{!44, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi"}
!45 = !{!46}
!46 = distinct !{!46, !44, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 1"}
!47 = !{!48}
!48 = distinct !{!48, !44, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 2"}
!49 = !{!50}
!50 = distinct !{!50, !44, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 3"}
!51 = !{!52}
!52 = distinct !{!52, !44, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 4"}
!53 = !{!43, !46, !50, !52}
!54 = !{!43, !48, !50, !52}
!55 = !{!43, !46, !48, !52}
!56 = !{!43, !46, !48, !50}
!57 = !{!43, !46, !48, !50, !52}
!58 = !{!46, !48, !50, !52}
!59 = distinct !{!59, !31}
!60 = distinct !{!60, !33}
!61 = distinct !{!61, !31}
!62 = distinct !{!62, !31}
!63 = distinct !{!63, !33}
!64 = distinct !{!64, !31}
!65 = distinct !{!65, !33}
!66 = distinct !{!66, !31}
!67 = distinct !{!67, !31}
!68 = distinct !{!68, !31}
!69 = !{i32 21289}
!70 = distinct !{!70, !33}
!71 = distinct !{!71, !31}
!72 = distinct !{!72, !31}
!73 = distinct !{!73, !31}
!74 = distinct !{!74, !31}
!75 = distinct !{!75, !31}
