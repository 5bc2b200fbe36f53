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
  br i1 %14, label %15, label %301

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
  %25 = icmp slt i32 %9, %4
  %26 = zext nneg i32 %16 to i64
  %27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %26
  %28 = zext nneg i32 %16 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %28
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %28
  %31 = icmp samesign ugt i32 %10, 32
  %32 = icmp samesign ult i32 %9, 4
  %33 = icmp eq i32 %9, 0
  %34 = zext nneg i32 %9 to i64
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %36

36:                                               ; preds = %15, %298
  %37 = phi i32 [ %13, %15 ], [ %299, %298 ]
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %38, %18
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %39
  %41 = shl nsw i64 %38, 2
  %42 = getelementptr inbounds nuw float, ptr %6, i64 %41
  %43 = getelementptr inbounds nuw i32, ptr %7, i64 %41
  %44 = getelementptr inbounds i32, ptr %2, i64 %38
  %45 = load i32, ptr %44, align 4, !tbaa !6, !alias.scope !16, !noalias !22
  %46 = icmp eq i32 %45, %5
  br i1 %46, label %47, label %56

47:                                               ; preds = %36
  br i1 %32, label %48, label %298

48:                                               ; preds = %47
  br i1 %33, label %49, label %52

49:                                               ; preds = %48
  %50 = getelementptr inbounds float, ptr %1, i64 %38
  %51 = load float, ptr %50, align 4, !tbaa !23, !alias.scope !14, !noalias !25
  br label %52

52:                                               ; preds = %49, %48
  %53 = phi contract float [ %51, %49 ], [ 0xFFF0000000000000, %48 ]
  %54 = getelementptr inbounds nuw float, ptr %42, i64 %34
  store float %53, ptr %54, align 4, !tbaa !23, !alias.scope !18, !noalias !26
  %55 = getelementptr inbounds nuw i32, ptr %43, i64 %34
  store i32 %5, ptr %55, align 4, !tbaa !6, !alias.scope !20, !noalias !27
  br label %298

56:                                               ; preds = %36
  br i1 %19, label %57, label %101

57:                                               ; preds = %56, %90
  %58 = phi float [ %91, %90 ], [ 0xFFF0000000000000, %56 ]
  %59 = phi float [ %92, %90 ], [ 0xFFF0000000000000, %56 ]
  %60 = phi float [ %93, %90 ], [ 0xFFF0000000000000, %56 ]
  %61 = phi float [ %94, %90 ], [ 0xFFF0000000000000, %56 ]
  %62 = phi i32 [ %95, %90 ], [ 2147483647, %56 ]
  %63 = phi i32 [ %96, %90 ], [ 2147483647, %56 ]
  %64 = phi i32 [ %97, %90 ], [ 2147483647, %56 ]
  %65 = phi i32 [ %98, %90 ], [ 2147483647, %56 ]
  %66 = phi float [ %71, %90 ], [ 0xFFF0000000000000, %56 ]
  %67 = phi i32 [ %99, %90 ], [ %9, %56 ]
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %40, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !23, !alias.scope !11, !noalias !28
  %71 = tail call noundef float @llvm.maxnum.f32(float %66, float %70)
  %72 = fcmp contract ogt float %70, %58
  br i1 %72, label %73, label %90

73:                                               ; preds = %57
  %74 = fcmp contract ogt float %70, %59
  br i1 %74, label %75, label %76

75:                                               ; preds = %73
  br label %76

76:                                               ; preds = %75, %73
  %77 = phi float [ %59, %75 ], [ %70, %73 ]
  %78 = phi float [ %70, %75 ], [ %59, %73 ]
  %79 = phi i32 [ %63, %75 ], [ %67, %73 ]
  %80 = phi i32 [ %67, %75 ], [ %63, %73 ]
  %81 = fcmp contract ogt float %78, %60
  br i1 %81, label %82, label %83

82:                                               ; preds = %76
  br label %83

83:                                               ; preds = %82, %76
  %84 = phi float [ %60, %82 ], [ %78, %76 ]
  %85 = phi float [ %78, %82 ], [ %60, %76 ]
  %86 = phi i32 [ %64, %82 ], [ %80, %76 ]
  %87 = phi i32 [ %80, %82 ], [ %64, %76 ]
  %88 = fcmp contract ogt float %85, %61
  br i1 %88, label %89, label %90

89:                                               ; preds = %83
  br label %90

90:                                               ; preds = %83, %89, %57
  %91 = phi float [ %58, %57 ], [ %77, %89 ], [ %77, %83 ]
  %92 = phi float [ %59, %57 ], [ %84, %89 ], [ %84, %83 ]
  %93 = phi float [ %60, %57 ], [ %61, %89 ], [ %85, %83 ]
  %94 = phi float [ %61, %57 ], [ %85, %89 ], [ %61, %83 ]
  %95 = phi i32 [ %62, %57 ], [ %79, %89 ], [ %79, %83 ]
  %96 = phi i32 [ %63, %57 ], [ %86, %89 ], [ %86, %83 ]
  %97 = phi i32 [ %64, %57 ], [ %65, %89 ], [ %87, %83 ]
  %98 = phi i32 [ %65, %57 ], [ %87, %89 ], [ %65, %83 ]
  %99 = add i32 %67, %10
  %100 = icmp slt i32 %99, %4
  br i1 %100, label %57, label %101, !llvm.loop !29

101:                                              ; preds = %90, %56
  %102 = phi float [ 0xFFF0000000000000, %56 ], [ %91, %90 ]
  %103 = phi float [ 0xFFF0000000000000, %56 ], [ %92, %90 ]
  %104 = phi float [ 0xFFF0000000000000, %56 ], [ %93, %90 ]
  %105 = phi float [ 0xFFF0000000000000, %56 ], [ %94, %90 ]
  %106 = phi i32 [ 2147483647, %56 ], [ %95, %90 ]
  %107 = phi i32 [ 2147483647, %56 ], [ %96, %90 ]
  %108 = phi i32 [ 2147483647, %56 ], [ %97, %90 ]
  %109 = phi i32 [ 2147483647, %56 ], [ %98, %90 ]
  %110 = phi float [ 0xFFF0000000000000, %56 ], [ %71, %90 ]
  %111 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %110, i32 16, i32 31), !noalias !32
  %112 = tail call noundef float @llvm.maxnum.f32(float %110, float %111)
  %113 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %112, i32 8, i32 31), !noalias !32
  %114 = tail call noundef float @llvm.maxnum.f32(float %112, float %113)
  %115 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %114, i32 4, i32 31), !noalias !32
  %116 = tail call noundef float @llvm.maxnum.f32(float %114, float %115)
  %117 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %116, i32 2, i32 31), !noalias !32
  %118 = tail call noundef float @llvm.maxnum.f32(float %116, float %117)
  %119 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %118, i32 1, i32 31), !noalias !32
  br i1 %20, label %120, label %122

120:                                              ; preds = %101
  %121 = tail call noundef float @llvm.maxnum.f32(float %118, float %119)
  store float %121, ptr %22, align 4, !tbaa !23, !noalias !32
  br label %122

122:                                              ; preds = %120, %101
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !32
  br i1 %23, label %123, label %136

123:                                              ; preds = %122
  %124 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), align 4, !tbaa !23, !noalias !32
  br i1 %24, label %127, label %125

125:                                              ; preds = %127, %123
  %126 = phi float [ %124, %123 ], [ %133, %127 ]
  store float %126, ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.0, align 4, !tbaa !23, !noalias !32
  br label %136

127:                                              ; preds = %123, %127
  %128 = phi i32 [ %134, %127 ], [ 1, %123 ]
  %129 = phi float [ %133, %127 ], [ %124, %123 ]
  %130 = zext nneg i32 %128 to i64
  %131 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !23, !noalias !32
  %133 = tail call noundef float @llvm.maxnum.f32(float %129, float %132)
  %134 = add nuw nsw i32 %128, 1
  %135 = icmp eq i32 %134, %12
  br i1 %135, label %125, label %127, !llvm.loop !33

136:                                              ; preds = %125, %122
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !32
  %137 = load float, ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.0, align 4, !tbaa !23, !noalias !32
  br i1 %25, label %138, label %150

138:                                              ; preds = %136, %138
  %139 = phi i32 [ %148, %138 ], [ %9, %136 ]
  %140 = phi float [ %147, %138 ], [ 0.000000e+00, %136 ]
  %141 = sext i32 %139 to i64
  %142 = getelementptr inbounds float, ptr %40, i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !23, !alias.scope !11, !noalias !28
  %144 = fsub contract float %143, %137
  %145 = fmul float %144, 0x3FF7154760000000
  %146 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %145)
  %147 = fadd contract float %140, %146
  %148 = add i32 %139, %10
  %149 = icmp slt i32 %148, %4
  br i1 %149, label %138, label %150, !llvm.loop !34

150:                                              ; preds = %138, %136
  %151 = phi float [ 0.000000e+00, %136 ], [ %147, %138 ]
  %152 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %151, i32 16, i32 31), !noalias !32
  %153 = fadd contract float %151, %152
  %154 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %153, i32 8, i32 31), !noalias !32
  %155 = fadd contract float %153, %154
  %156 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %155, i32 4, i32 31), !noalias !32
  %157 = fadd contract float %155, %156
  %158 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %157, i32 2, i32 31), !noalias !32
  %159 = fadd contract float %157, %158
  %160 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %159, i32 1, i32 31), !noalias !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !32
  br i1 %20, label %161, label %163

161:                                              ; preds = %150
  %162 = fadd contract float %159, %160
  store float %162, ptr %27, align 4, !tbaa !23, !noalias !32
  br label %163

163:                                              ; preds = %161, %150
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !32
  br i1 %23, label %168, label %177

164:                                              ; preds = %168
  %165 = tail call float @llvm.nvvm.lg2.approx.f(float %174) #9
  %166 = fmul float %165, 0x3FE62E4300000000
  %167 = fadd contract float %137, %166
  store float %167, ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.1, align 4, !tbaa !23, !noalias !32
  br label %177

168:                                              ; preds = %163, %168
  %169 = phi i32 [ %175, %168 ], [ 0, %163 ]
  %170 = phi float [ %174, %168 ], [ 0.000000e+00, %163 ]
  %171 = zext nneg i32 %169 to i64
  %172 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %171
  %173 = load float, ptr %172, align 4, !tbaa !23, !noalias !32
  %174 = fadd contract float %170, %173
  %175 = add nuw nsw i32 %169, 1
  %176 = icmp eq i32 %175, %12
  br i1 %176, label %164, label %168, !llvm.loop !35

177:                                              ; preds = %164, %163
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !32
  %178 = getelementptr inbounds float, ptr %1, i64 %38
  %179 = load float, ptr %178, align 4, !tbaa !23, !alias.scope !14, !noalias !25
  %180 = load float, ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_stat.1, align 4, !tbaa !23, !noalias !32
  %181 = fsub contract float %179, %180
  br label %182

182:                                              ; preds = %177, %287
  %183 = phi float [ %102, %177 ], [ %288, %287 ]
  %184 = phi float [ %103, %177 ], [ %289, %287 ]
  %185 = phi float [ %104, %177 ], [ %290, %287 ]
  %186 = phi float [ %105, %177 ], [ %291, %287 ]
  %187 = phi i32 [ %106, %177 ], [ %292, %287 ]
  %188 = phi i32 [ %107, %177 ], [ %293, %287 ]
  %189 = phi i32 [ %108, %177 ], [ %294, %287 ]
  %190 = phi i32 [ %109, %177 ], [ %295, %287 ]
  %191 = phi i32 [ 0, %177 ], [ %296, %287 ]
  %192 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %186, i32 16, i32 31), !noalias !32
  %193 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %190, i32 16, i32 31), !noalias !32
  %194 = fcmp contract ogt float %192, %186
  br i1 %194, label %199, label %195

195:                                              ; preds = %182
  %196 = fcmp contract oeq float %192, %186
  %197 = icmp slt i32 %193, %190
  %198 = select i1 %196, i1 %197, i1 false
  br i1 %198, label %199, label %200

199:                                              ; preds = %195, %182
  br label %200

200:                                              ; preds = %195, %199
  %201 = phi float [ %192, %199 ], [ %186, %195 ]
  %202 = phi i32 [ %193, %199 ], [ %190, %195 ]
  %203 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %201, i32 8, i32 31), !noalias !32
  %204 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %202, i32 8, i32 31), !noalias !32
  %205 = fcmp contract ogt float %203, %201
  br i1 %205, label %210, label %206

206:                                              ; preds = %200
  %207 = fcmp contract oeq float %203, %201
  %208 = icmp slt i32 %204, %202
  %209 = select i1 %207, i1 %208, i1 false
  br i1 %209, label %210, label %211

210:                                              ; preds = %206, %200
  br label %211

211:                                              ; preds = %210, %206
  %212 = phi float [ %203, %210 ], [ %201, %206 ]
  %213 = phi i32 [ %204, %210 ], [ %202, %206 ]
  %214 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %212, i32 4, i32 31), !noalias !32
  %215 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %213, i32 4, i32 31), !noalias !32
  %216 = fcmp contract ogt float %214, %212
  br i1 %216, label %221, label %217

217:                                              ; preds = %211
  %218 = fcmp contract oeq float %214, %212
  %219 = icmp slt i32 %215, %213
  %220 = select i1 %218, i1 %219, i1 false
  br i1 %220, label %221, label %222

221:                                              ; preds = %217, %211
  br label %222

222:                                              ; preds = %221, %217
  %223 = phi float [ %214, %221 ], [ %212, %217 ]
  %224 = phi i32 [ %215, %221 ], [ %213, %217 ]
  %225 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %223, i32 2, i32 31), !noalias !32
  %226 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %224, i32 2, i32 31), !noalias !32
  %227 = fcmp contract ogt float %225, %223
  br i1 %227, label %232, label %228

228:                                              ; preds = %222
  %229 = fcmp contract oeq float %225, %223
  %230 = icmp slt i32 %226, %224
  %231 = select i1 %229, i1 %230, i1 false
  br i1 %231, label %232, label %233

232:                                              ; preds = %228, %222
  br label %233

233:                                              ; preds = %232, %228
  %234 = phi float [ %225, %232 ], [ %223, %228 ]
  %235 = phi i32 [ %226, %232 ], [ %224, %228 ]
  %236 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %234, i32 1, i32 31), !noalias !32
  %237 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %235, i32 1, i32 31), !noalias !32
  %238 = fcmp contract ogt float %236, %234
  br i1 %238, label %243, label %239

239:                                              ; preds = %233
  %240 = fcmp contract oeq float %236, %234
  %241 = icmp slt i32 %237, %235
  %242 = select i1 %240, i1 %241, i1 false
  br i1 %242, label %243, label %244

243:                                              ; preds = %239, %233
  br label %244

244:                                              ; preds = %243, %239
  %245 = phi float [ %236, %243 ], [ %234, %239 ]
  %246 = phi i32 [ %237, %243 ], [ %235, %239 ]
  br i1 %20, label %247, label %248

247:                                              ; preds = %244
  store float %245, ptr %29, align 4, !tbaa !23, !noalias !32
  store i32 %246, ptr %30, align 4, !tbaa !6, !noalias !32
  br label %248

248:                                              ; preds = %247, %244
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !32
  %249 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), align 4, !tbaa !23, !noalias !32
  %250 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), align 4, !tbaa !6, !noalias !32
  br i1 %31, label %254, label %251

251:                                              ; preds = %269, %248
  %252 = phi float [ %249, %248 ], [ %270, %269 ]
  %253 = phi i32 [ %250, %248 ], [ %271, %269 ]
  br i1 %23, label %274, label %282

254:                                              ; preds = %248, %269
  %255 = phi i32 [ %272, %269 ], [ 1, %248 ]
  %256 = phi i32 [ %271, %269 ], [ %250, %248 ]
  %257 = phi float [ %270, %269 ], [ %249, %248 ]
  %258 = zext nneg i32 %255 to i64
  %259 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %258
  %260 = load float, ptr %259, align 4, !tbaa !23, !noalias !32
  %261 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi4EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %258
  %262 = load i32, ptr %261, align 4, !tbaa !6, !noalias !32
  %263 = fcmp contract ogt float %260, %257
  br i1 %263, label %268, label %264

264:                                              ; preds = %254
  %265 = fcmp contract oeq float %260, %257
  %266 = icmp slt i32 %262, %256
  %267 = select i1 %265, i1 %266, i1 false
  br i1 %267, label %268, label %269

268:                                              ; preds = %264, %254
  br label %269

269:                                              ; preds = %264, %268
  %270 = phi float [ %260, %268 ], [ %257, %264 ]
  %271 = phi i32 [ %262, %268 ], [ %256, %264 ]
  %272 = add nuw nsw i32 %255, 1
  %273 = icmp eq i32 %272, %12
  br i1 %273, label %251, label %254, !llvm.loop !36

274:                                              ; preds = %251
  %275 = icmp slt i32 %253, %4
  %276 = fadd contract float %181, %252
  %277 = select contract i1 %275, float %276, float 0xFFF0000000000000
  %278 = zext nneg i32 %191 to i64
  %279 = getelementptr inbounds nuw float, ptr %42, i64 %278
  store float %277, ptr %279, align 4, !tbaa !23, !alias.scope !18, !noalias !26
  %280 = select i1 %275, i32 %253, i32 %5
  %281 = getelementptr inbounds nuw i32, ptr %43, i64 %278
  store i32 %280, ptr %281, align 4, !tbaa !6, !alias.scope !20, !noalias !27
  br label %282

282:                                              ; preds = %274, %251
  %283 = icmp eq i32 %190, %253
  %284 = icmp slt i32 %253, %4
  %285 = and i1 %283, %284
  br i1 %285, label %286, label %287

286:                                              ; preds = %282
  br label %287

287:                                              ; preds = %286, %282
  %288 = phi float [ 0xFFF0000000000000, %286 ], [ %183, %282 ]
  %289 = phi float [ %183, %286 ], [ %184, %282 ]
  %290 = phi float [ %184, %286 ], [ %185, %282 ]
  %291 = phi float [ %185, %286 ], [ %186, %282 ]
  %292 = phi i32 [ 2147483647, %286 ], [ %187, %282 ]
  %293 = phi i32 [ %187, %286 ], [ %188, %282 ]
  %294 = phi i32 [ %188, %286 ], [ %189, %282 ]
  %295 = phi i32 [ %189, %286 ], [ %190, %282 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !32
  %296 = add nuw nsw i32 %191, 1
  %297 = icmp eq i32 %296, 4
  br i1 %297, label %298, label %182, !llvm.loop !37

298:                                              ; preds = %287, %52, %47
  %299 = add i32 %37, %35
  %300 = icmp slt i32 %299, %3
  br i1 %300, label %36, label %301, !llvm.loop !38

301:                                              ; preds = %298, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @beam_topk8(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = add nuw nsw i32 %10, 31
  %12 = lshr i32 %11, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %369

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
  %25 = icmp slt i32 %9, %4
  %26 = zext nneg i32 %16 to i64
  %27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %26
  %28 = zext nneg i32 %16 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %28
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %28
  %31 = icmp samesign ugt i32 %10, 32
  %32 = icmp samesign ult i32 %9, 8
  %33 = icmp eq i32 %9, 0
  %34 = zext nneg i32 %9 to i64
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %36

36:                                               ; preds = %15, %366
  %37 = phi i32 [ %13, %15 ], [ %367, %366 ]
  %38 = sext i32 %37 to i64
  %39 = mul nsw i64 %38, %18
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %39
  %41 = shl nsw i64 %38, 3
  %42 = getelementptr inbounds nuw float, ptr %6, i64 %41
  %43 = getelementptr inbounds nuw i32, ptr %7, i64 %41
  %44 = getelementptr inbounds i32, ptr %2, i64 %38
  %45 = load i32, ptr %44, align 4, !tbaa !6, !alias.scope !44, !noalias !50
  %46 = icmp eq i32 %45, %5
  br i1 %46, label %47, label %56

47:                                               ; preds = %36
  br i1 %32, label %48, label %366

48:                                               ; preds = %47
  br i1 %33, label %49, label %52

49:                                               ; preds = %48
  %50 = getelementptr inbounds float, ptr %1, i64 %38
  %51 = load float, ptr %50, align 4, !tbaa !23, !alias.scope !42, !noalias !51
  br label %52

52:                                               ; preds = %49, %48
  %53 = phi contract float [ %51, %49 ], [ 0xFFF0000000000000, %48 ]
  %54 = getelementptr inbounds nuw float, ptr %42, i64 %34
  store float %53, ptr %54, align 4, !tbaa !23, !alias.scope !46, !noalias !52
  %55 = getelementptr inbounds nuw i32, ptr %43, i64 %34
  store i32 %5, ptr %55, align 4, !tbaa !6, !alias.scope !48, !noalias !53
  br label %366

56:                                               ; preds = %36
  br i1 %19, label %57, label %145

57:                                               ; preds = %56, %126
  %58 = phi float [ %127, %126 ], [ 0xFFF0000000000000, %56 ]
  %59 = phi float [ %128, %126 ], [ 0xFFF0000000000000, %56 ]
  %60 = phi float [ %129, %126 ], [ 0xFFF0000000000000, %56 ]
  %61 = phi float [ %130, %126 ], [ 0xFFF0000000000000, %56 ]
  %62 = phi float [ %131, %126 ], [ 0xFFF0000000000000, %56 ]
  %63 = phi float [ %132, %126 ], [ 0xFFF0000000000000, %56 ]
  %64 = phi float [ %133, %126 ], [ 0xFFF0000000000000, %56 ]
  %65 = phi float [ %134, %126 ], [ 0xFFF0000000000000, %56 ]
  %66 = phi i32 [ %135, %126 ], [ 2147483647, %56 ]
  %67 = phi i32 [ %136, %126 ], [ 2147483647, %56 ]
  %68 = phi i32 [ %137, %126 ], [ 2147483647, %56 ]
  %69 = phi i32 [ %138, %126 ], [ 2147483647, %56 ]
  %70 = phi i32 [ %139, %126 ], [ 2147483647, %56 ]
  %71 = phi i32 [ %140, %126 ], [ 2147483647, %56 ]
  %72 = phi i32 [ %141, %126 ], [ 2147483647, %56 ]
  %73 = phi i32 [ %142, %126 ], [ 2147483647, %56 ]
  %74 = phi float [ %79, %126 ], [ 0xFFF0000000000000, %56 ]
  %75 = phi i32 [ %143, %126 ], [ %9, %56 ]
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %40, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !23, !alias.scope !39, !noalias !54
  %79 = tail call noundef float @llvm.maxnum.f32(float %74, float %78)
  %80 = fcmp contract ogt float %78, %58
  br i1 %80, label %81, label %126

81:                                               ; preds = %57
  %82 = fcmp contract ogt float %78, %59
  br i1 %82, label %83, label %84

83:                                               ; preds = %81
  br label %84

84:                                               ; preds = %83, %81
  %85 = phi float [ %59, %83 ], [ %78, %81 ]
  %86 = phi float [ %78, %83 ], [ %59, %81 ]
  %87 = phi i32 [ %67, %83 ], [ %75, %81 ]
  %88 = phi i32 [ %75, %83 ], [ %67, %81 ]
  %89 = fcmp contract ogt float %86, %60
  br i1 %89, label %90, label %91

90:                                               ; preds = %84
  br label %91

91:                                               ; preds = %90, %84
  %92 = phi float [ %60, %90 ], [ %86, %84 ]
  %93 = phi float [ %86, %90 ], [ %60, %84 ]
  %94 = phi i32 [ %68, %90 ], [ %88, %84 ]
  %95 = phi i32 [ %88, %90 ], [ %68, %84 ]
  %96 = fcmp contract ogt float %93, %61
  br i1 %96, label %97, label %98

97:                                               ; preds = %91
  br label %98

98:                                               ; preds = %97, %91
  %99 = phi float [ %61, %97 ], [ %93, %91 ]
  %100 = phi float [ %93, %97 ], [ %61, %91 ]
  %101 = phi i32 [ %69, %97 ], [ %95, %91 ]
  %102 = phi i32 [ %95, %97 ], [ %69, %91 ]
  %103 = fcmp contract ogt float %100, %62
  br i1 %103, label %104, label %105

104:                                              ; preds = %98
  br label %105

105:                                              ; preds = %104, %98
  %106 = phi float [ %62, %104 ], [ %100, %98 ]
  %107 = phi float [ %100, %104 ], [ %62, %98 ]
  %108 = phi i32 [ %70, %104 ], [ %102, %98 ]
  %109 = phi i32 [ %102, %104 ], [ %70, %98 ]
  %110 = fcmp contract ogt float %107, %63
  br i1 %110, label %111, label %112

111:                                              ; preds = %105
  br label %112

112:                                              ; preds = %111, %105
  %113 = phi float [ %63, %111 ], [ %107, %105 ]
  %114 = phi float [ %107, %111 ], [ %63, %105 ]
  %115 = phi i32 [ %71, %111 ], [ %109, %105 ]
  %116 = phi i32 [ %109, %111 ], [ %71, %105 ]
  %117 = fcmp contract ogt float %114, %64
  br i1 %117, label %118, label %119

118:                                              ; preds = %112
  br label %119

119:                                              ; preds = %118, %112
  %120 = phi float [ %64, %118 ], [ %114, %112 ]
  %121 = phi float [ %114, %118 ], [ %64, %112 ]
  %122 = phi i32 [ %72, %118 ], [ %116, %112 ]
  %123 = phi i32 [ %116, %118 ], [ %72, %112 ]
  %124 = fcmp contract ogt float %121, %65
  br i1 %124, label %125, label %126

125:                                              ; preds = %119
  br label %126

126:                                              ; preds = %119, %125, %57
  %127 = phi float [ %58, %57 ], [ %85, %125 ], [ %85, %119 ]
  %128 = phi float [ %59, %57 ], [ %92, %125 ], [ %92, %119 ]
  %129 = phi float [ %60, %57 ], [ %99, %125 ], [ %99, %119 ]
  %130 = phi float [ %61, %57 ], [ %106, %125 ], [ %106, %119 ]
  %131 = phi float [ %62, %57 ], [ %113, %125 ], [ %113, %119 ]
  %132 = phi float [ %63, %57 ], [ %120, %125 ], [ %120, %119 ]
  %133 = phi float [ %64, %57 ], [ %65, %125 ], [ %121, %119 ]
  %134 = phi float [ %65, %57 ], [ %121, %125 ], [ %65, %119 ]
  %135 = phi i32 [ %66, %57 ], [ %87, %125 ], [ %87, %119 ]
  %136 = phi i32 [ %67, %57 ], [ %94, %125 ], [ %94, %119 ]
  %137 = phi i32 [ %68, %57 ], [ %101, %125 ], [ %101, %119 ]
  %138 = phi i32 [ %69, %57 ], [ %108, %125 ], [ %108, %119 ]
  %139 = phi i32 [ %70, %57 ], [ %115, %125 ], [ %115, %119 ]
  %140 = phi i32 [ %71, %57 ], [ %122, %125 ], [ %122, %119 ]
  %141 = phi i32 [ %72, %57 ], [ %73, %125 ], [ %123, %119 ]
  %142 = phi i32 [ %73, %57 ], [ %123, %125 ], [ %73, %119 ]
  %143 = add i32 %75, %10
  %144 = icmp slt i32 %143, %4
  br i1 %144, label %57, label %145, !llvm.loop !55

145:                                              ; preds = %126, %56
  %146 = phi float [ 0xFFF0000000000000, %56 ], [ %127, %126 ]
  %147 = phi float [ 0xFFF0000000000000, %56 ], [ %128, %126 ]
  %148 = phi float [ 0xFFF0000000000000, %56 ], [ %129, %126 ]
  %149 = phi float [ 0xFFF0000000000000, %56 ], [ %130, %126 ]
  %150 = phi float [ 0xFFF0000000000000, %56 ], [ %131, %126 ]
  %151 = phi float [ 0xFFF0000000000000, %56 ], [ %132, %126 ]
  %152 = phi float [ 0xFFF0000000000000, %56 ], [ %133, %126 ]
  %153 = phi float [ 0xFFF0000000000000, %56 ], [ %134, %126 ]
  %154 = phi i32 [ 2147483647, %56 ], [ %135, %126 ]
  %155 = phi i32 [ 2147483647, %56 ], [ %136, %126 ]
  %156 = phi i32 [ 2147483647, %56 ], [ %137, %126 ]
  %157 = phi i32 [ 2147483647, %56 ], [ %138, %126 ]
  %158 = phi i32 [ 2147483647, %56 ], [ %139, %126 ]
  %159 = phi i32 [ 2147483647, %56 ], [ %140, %126 ]
  %160 = phi i32 [ 2147483647, %56 ], [ %141, %126 ]
  %161 = phi i32 [ 2147483647, %56 ], [ %142, %126 ]
  %162 = phi float [ 0xFFF0000000000000, %56 ], [ %79, %126 ]
  %163 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %162, i32 16, i32 31), !noalias !56
  %164 = tail call noundef float @llvm.maxnum.f32(float %162, float %163)
  %165 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %164, i32 8, i32 31), !noalias !56
  %166 = tail call noundef float @llvm.maxnum.f32(float %164, float %165)
  %167 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %166, i32 4, i32 31), !noalias !56
  %168 = tail call noundef float @llvm.maxnum.f32(float %166, float %167)
  %169 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %168, i32 2, i32 31), !noalias !56
  %170 = tail call noundef float @llvm.maxnum.f32(float %168, float %169)
  %171 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %170, i32 1, i32 31), !noalias !56
  br i1 %20, label %172, label %174

172:                                              ; preds = %145
  %173 = tail call noundef float @llvm.maxnum.f32(float %170, float %171)
  store float %173, ptr %22, align 4, !tbaa !23, !noalias !56
  br label %174

174:                                              ; preds = %172, %145
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  br i1 %23, label %175, label %188

175:                                              ; preds = %174
  %176 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), align 4, !tbaa !23, !noalias !56
  br i1 %24, label %179, label %177

177:                                              ; preds = %179, %175
  %178 = phi float [ %176, %175 ], [ %185, %179 ]
  store float %178, ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.0, align 4, !tbaa !23, !noalias !56
  br label %188

179:                                              ; preds = %175, %179
  %180 = phi i32 [ %186, %179 ], [ 1, %175 ]
  %181 = phi float [ %185, %179 ], [ %176, %175 ]
  %182 = zext nneg i32 %180 to i64
  %183 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !23, !noalias !56
  %185 = tail call noundef float @llvm.maxnum.f32(float %181, float %184)
  %186 = add nuw nsw i32 %180, 1
  %187 = icmp eq i32 %186, %12
  br i1 %187, label %177, label %179, !llvm.loop !57

188:                                              ; preds = %177, %174
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %189 = load float, ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.0, align 4, !tbaa !23, !noalias !56
  br i1 %25, label %190, label %202

190:                                              ; preds = %188, %190
  %191 = phi i32 [ %200, %190 ], [ %9, %188 ]
  %192 = phi float [ %199, %190 ], [ 0.000000e+00, %188 ]
  %193 = sext i32 %191 to i64
  %194 = getelementptr inbounds float, ptr %40, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !23, !alias.scope !39, !noalias !54
  %196 = fsub contract float %195, %189
  %197 = fmul float %196, 0x3FF7154760000000
  %198 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %197)
  %199 = fadd contract float %192, %198
  %200 = add i32 %191, %10
  %201 = icmp slt i32 %200, %4
  br i1 %201, label %190, label %202, !llvm.loop !58

202:                                              ; preds = %190, %188
  %203 = phi float [ 0.000000e+00, %188 ], [ %199, %190 ]
  %204 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %203, i32 16, i32 31), !noalias !56
  %205 = fadd contract float %203, %204
  %206 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %205, i32 8, i32 31), !noalias !56
  %207 = fadd contract float %205, %206
  %208 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %207, i32 4, i32 31), !noalias !56
  %209 = fadd contract float %207, %208
  %210 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %209, i32 2, i32 31), !noalias !56
  %211 = fadd contract float %209, %210
  %212 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %211, i32 1, i32 31), !noalias !56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  br i1 %20, label %213, label %215

213:                                              ; preds = %202
  %214 = fadd contract float %211, %212
  store float %214, ptr %27, align 4, !tbaa !23, !noalias !56
  br label %215

215:                                              ; preds = %213, %202
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  br i1 %23, label %220, label %229

216:                                              ; preds = %220
  %217 = tail call float @llvm.nvvm.lg2.approx.f(float %226) #9
  %218 = fmul float %217, 0x3FE62E4300000000
  %219 = fadd contract float %189, %218
  store float %219, ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.1, align 4, !tbaa !23, !noalias !56
  br label %229

220:                                              ; preds = %215, %220
  %221 = phi i32 [ %227, %220 ], [ 0, %215 ]
  %222 = phi float [ %226, %220 ], [ 0.000000e+00, %215 ]
  %223 = zext nneg i32 %221 to i64
  %224 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %223
  %225 = load float, ptr %224, align 4, !tbaa !23, !noalias !56
  %226 = fadd contract float %222, %225
  %227 = add nuw nsw i32 %221, 1
  %228 = icmp eq i32 %227, %12
  br i1 %228, label %216, label %220, !llvm.loop !59

229:                                              ; preds = %216, %215
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %230 = getelementptr inbounds float, ptr %1, i64 %38
  %231 = load float, ptr %230, align 4, !tbaa !23, !alias.scope !42, !noalias !51
  %232 = load float, ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_stat.1, align 4, !tbaa !23, !noalias !56
  %233 = fsub contract float %231, %232
  br label %234

234:                                              ; preds = %229, %347
  %235 = phi float [ %146, %229 ], [ %348, %347 ]
  %236 = phi float [ %147, %229 ], [ %349, %347 ]
  %237 = phi float [ %148, %229 ], [ %350, %347 ]
  %238 = phi float [ %149, %229 ], [ %351, %347 ]
  %239 = phi float [ %150, %229 ], [ %352, %347 ]
  %240 = phi float [ %151, %229 ], [ %353, %347 ]
  %241 = phi float [ %152, %229 ], [ %354, %347 ]
  %242 = phi float [ %153, %229 ], [ %355, %347 ]
  %243 = phi i32 [ %154, %229 ], [ %356, %347 ]
  %244 = phi i32 [ %155, %229 ], [ %357, %347 ]
  %245 = phi i32 [ %156, %229 ], [ %358, %347 ]
  %246 = phi i32 [ %157, %229 ], [ %359, %347 ]
  %247 = phi i32 [ %158, %229 ], [ %360, %347 ]
  %248 = phi i32 [ %159, %229 ], [ %361, %347 ]
  %249 = phi i32 [ %160, %229 ], [ %362, %347 ]
  %250 = phi i32 [ %161, %229 ], [ %363, %347 ]
  %251 = phi i32 [ 0, %229 ], [ %364, %347 ]
  %252 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %242, i32 16, i32 31), !noalias !56
  %253 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %250, i32 16, i32 31), !noalias !56
  %254 = fcmp contract ogt float %252, %242
  br i1 %254, label %259, label %255

255:                                              ; preds = %234
  %256 = fcmp contract oeq float %252, %242
  %257 = icmp slt i32 %253, %250
  %258 = select i1 %256, i1 %257, i1 false
  br i1 %258, label %259, label %260

259:                                              ; preds = %255, %234
  br label %260

260:                                              ; preds = %255, %259
  %261 = phi float [ %252, %259 ], [ %242, %255 ]
  %262 = phi i32 [ %253, %259 ], [ %250, %255 ]
  %263 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %261, i32 8, i32 31), !noalias !56
  %264 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %262, i32 8, i32 31), !noalias !56
  %265 = fcmp contract ogt float %263, %261
  br i1 %265, label %270, label %266

266:                                              ; preds = %260
  %267 = fcmp contract oeq float %263, %261
  %268 = icmp slt i32 %264, %262
  %269 = select i1 %267, i1 %268, i1 false
  br i1 %269, label %270, label %271

270:                                              ; preds = %266, %260
  br label %271

271:                                              ; preds = %270, %266
  %272 = phi float [ %263, %270 ], [ %261, %266 ]
  %273 = phi i32 [ %264, %270 ], [ %262, %266 ]
  %274 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %272, i32 4, i32 31), !noalias !56
  %275 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %273, i32 4, i32 31), !noalias !56
  %276 = fcmp contract ogt float %274, %272
  br i1 %276, label %281, label %277

277:                                              ; preds = %271
  %278 = fcmp contract oeq float %274, %272
  %279 = icmp slt i32 %275, %273
  %280 = select i1 %278, i1 %279, i1 false
  br i1 %280, label %281, label %282

281:                                              ; preds = %277, %271
  br label %282

282:                                              ; preds = %281, %277
  %283 = phi float [ %274, %281 ], [ %272, %277 ]
  %284 = phi i32 [ %275, %281 ], [ %273, %277 ]
  %285 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 2, i32 31), !noalias !56
  %286 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %284, i32 2, i32 31), !noalias !56
  %287 = fcmp contract ogt float %285, %283
  br i1 %287, label %292, label %288

288:                                              ; preds = %282
  %289 = fcmp contract oeq float %285, %283
  %290 = icmp slt i32 %286, %284
  %291 = select i1 %289, i1 %290, i1 false
  br i1 %291, label %292, label %293

292:                                              ; preds = %288, %282
  br label %293

293:                                              ; preds = %292, %288
  %294 = phi float [ %285, %292 ], [ %283, %288 ]
  %295 = phi i32 [ %286, %292 ], [ %284, %288 ]
  %296 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %294, i32 1, i32 31), !noalias !56
  %297 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %295, i32 1, i32 31), !noalias !56
  %298 = fcmp contract ogt float %296, %294
  br i1 %298, label %303, label %299

299:                                              ; preds = %293
  %300 = fcmp contract oeq float %296, %294
  %301 = icmp slt i32 %297, %295
  %302 = select i1 %300, i1 %301, i1 false
  br i1 %302, label %303, label %304

303:                                              ; preds = %299, %293
  br label %304

304:                                              ; preds = %303, %299
  %305 = phi float [ %296, %303 ], [ %294, %299 ]
  %306 = phi i32 [ %297, %303 ], [ %295, %299 ]
  br i1 %20, label %307, label %308

307:                                              ; preds = %304
  store float %305, ptr %29, align 4, !tbaa !23, !noalias !56
  store i32 %306, ptr %30, align 4, !tbaa !6, !noalias !56
  br label %308

308:                                              ; preds = %307, %304
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %309 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), align 4, !tbaa !23, !noalias !56
  %310 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), align 4, !tbaa !6, !noalias !56
  br i1 %31, label %314, label %311

311:                                              ; preds = %329, %308
  %312 = phi float [ %309, %308 ], [ %330, %329 ]
  %313 = phi i32 [ %310, %308 ], [ %331, %329 ]
  br i1 %23, label %334, label %342

314:                                              ; preds = %308, %329
  %315 = phi i32 [ %332, %329 ], [ 1, %308 ]
  %316 = phi i32 [ %331, %329 ], [ %310, %308 ]
  %317 = phi float [ %330, %329 ], [ %309, %308 ]
  %318 = zext nneg i32 %315 to i64
  %319 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE5s_red to ptr), i64 %318
  %320 = load float, ptr %319, align 4, !tbaa !23, !noalias !56
  %321 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL9beam_topkILi8EEvPKfS1_PKiiiiPfPiE6s_redi to ptr), i64 %318
  %322 = load i32, ptr %321, align 4, !tbaa !6, !noalias !56
  %323 = fcmp contract ogt float %320, %317
  br i1 %323, label %328, label %324

324:                                              ; preds = %314
  %325 = fcmp contract oeq float %320, %317
  %326 = icmp slt i32 %322, %316
  %327 = select i1 %325, i1 %326, i1 false
  br i1 %327, label %328, label %329

328:                                              ; preds = %324, %314
  br label %329

329:                                              ; preds = %324, %328
  %330 = phi float [ %320, %328 ], [ %317, %324 ]
  %331 = phi i32 [ %322, %328 ], [ %316, %324 ]
  %332 = add nuw nsw i32 %315, 1
  %333 = icmp eq i32 %332, %12
  br i1 %333, label %311, label %314, !llvm.loop !60

334:                                              ; preds = %311
  %335 = icmp slt i32 %313, %4
  %336 = fadd contract float %233, %312
  %337 = select contract i1 %335, float %336, float 0xFFF0000000000000
  %338 = zext nneg i32 %251 to i64
  %339 = getelementptr inbounds nuw float, ptr %42, i64 %338
  store float %337, ptr %339, align 4, !tbaa !23, !alias.scope !46, !noalias !52
  %340 = select i1 %335, i32 %313, i32 %5
  %341 = getelementptr inbounds nuw i32, ptr %43, i64 %338
  store i32 %340, ptr %341, align 4, !tbaa !6, !alias.scope !48, !noalias !53
  br label %342

342:                                              ; preds = %334, %311
  %343 = icmp eq i32 %250, %313
  %344 = icmp slt i32 %313, %4
  %345 = and i1 %343, %344
  br i1 %345, label %346, label %347

346:                                              ; preds = %342
  br label %347

347:                                              ; preds = %346, %342
  %348 = phi float [ 0xFFF0000000000000, %346 ], [ %235, %342 ]
  %349 = phi float [ %235, %346 ], [ %236, %342 ]
  %350 = phi float [ %236, %346 ], [ %237, %342 ]
  %351 = phi float [ %237, %346 ], [ %238, %342 ]
  %352 = phi float [ %238, %346 ], [ %239, %342 ]
  %353 = phi float [ %239, %346 ], [ %240, %342 ]
  %354 = phi float [ %240, %346 ], [ %241, %342 ]
  %355 = phi float [ %241, %346 ], [ %242, %342 ]
  %356 = phi i32 [ 2147483647, %346 ], [ %243, %342 ]
  %357 = phi i32 [ %243, %346 ], [ %244, %342 ]
  %358 = phi i32 [ %244, %346 ], [ %245, %342 ]
  %359 = phi i32 [ %245, %346 ], [ %246, %342 ]
  %360 = phi i32 [ %246, %346 ], [ %247, %342 ]
  %361 = phi i32 [ %247, %346 ], [ %248, %342 ]
  %362 = phi i32 [ %248, %346 ], [ %249, %342 ]
  %363 = phi i32 [ %249, %346 ], [ %250, %342 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %364 = add nuw nsw i32 %251, 1
  %365 = icmp eq i32 %364, 8
  br i1 %365, label %366, label %234, !llvm.loop !61

366:                                              ; preds = %347, %52, %47
  %367 = add i32 %37, %35
  %368 = icmp slt i32 %367, %3
  br i1 %368, label %36, label %369, !llvm.loop !62

369:                                              ; preds = %366, %8
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
  br i1 %31, label %32, label %422

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
  %57 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %56) #10, !srcloc !63
  %58 = fmul float %55, 2.000000e+00
  %59 = fmul float %58, %57
  %60 = fmul float %59, %59
  %61 = fsub float %55, %59
  %62 = fmul float %61, 2.000000e+00
  %63 = fneg float %59
  %64 = tail call float @llvm.fma.f32(float %63, float %55, float %62)
  %65 = tail call float @llvm.nvvm.mul.rn.f(float %57, float %64) #9
  %66 = tail call float @llvm.fma.f32(float %60, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %67 = tail call float @llvm.fma.f32(float %66, float %60, float 0x3F92776E60000000)
  %68 = tail call float @llvm.fma.f32(float %67, float %60, float 0x3FBEC709E0000000)
  %69 = tail call float @llvm.nvvm.mul.rn.f(float %68, float %60) #9
  %70 = tail call float @llvm.fma.f32(float %59, float 0x3FF7154760000000, float %54)
  %71 = fsub float %54, %70
  %72 = tail call float @llvm.fma.f32(float %59, float 0x3FF7154760000000, float %71)
  %73 = tail call float @llvm.fma.f32(float %65, float 0x3FF7154760000000, float %72)
  %74 = tail call float @llvm.fma.f32(float %59, float 0x3E54ABC680000000, float %73)
  %75 = fmul float %69, 3.000000e+00
  %76 = tail call float @llvm.fma.f32(float %75, float %65, float %74)
  %77 = tail call float @llvm.fma.f32(float %69, float %59, float %76)
  %78 = tail call float @llvm.nvvm.add.rn.f(float %70, float %77) #9
  %79 = fneg float %70
  %80 = tail call float @llvm.nvvm.add.rn.f(float %78, float %79) #9
  %81 = fneg float %80
  %82 = tail call float @llvm.nvvm.add.rn.f(float %77, float %81) #9
  %83 = tail call float @llvm.nvvm.mul.rn.f(float %78, float %8) #9
  %84 = fneg float %83
  %85 = tail call float @llvm.fma.f32(float %78, float %8, float %84)
  %86 = tail call float @llvm.fma.f32(float %82, float %8, float %85)
  %87 = tail call float @llvm.nvvm.round.f(float %83) #9
  %88 = fsub float %83, %87
  %89 = fadd float %88, %86
  %90 = tail call float @llvm.fma.f32(float %89, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %91 = tail call float @llvm.fma.f32(float %90, float %89, float 0x3F83B30AC0000000)
  %92 = tail call float @llvm.fma.f32(float %91, float %89, float 0x3FAC6AF760000000)
  %93 = tail call float @llvm.fma.f32(float %92, float %89, float 0x3FCEBFBD80000000)
  %94 = tail call float @llvm.fma.f32(float %93, float %89, float 0x3FE62E4300000000)
  %95 = tail call float @llvm.fma.f32(float %94, float %89, float 1.000000e+00)
  %96 = tail call i32 @llvm.nvvm.f2i.rz(float %87) #9
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
  %120 = tail call float @llvm.nvvm.add.rn.f(float %36, float %8) #9
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
  br i1 %140, label %141, label %422

141:                                              ; preds = %134
  %142 = zext nneg i32 %22 to i64
  %143 = icmp eq i32 %17, 0
  %144 = zext nneg i32 %22 to i64
  %145 = zext nneg i32 %3 to i64
  %146 = zext nneg i32 %7 to i64
  %147 = icmp slt i32 %17, %6
  %148 = zext nneg i32 %6 to i64
  %149 = getelementptr i32, ptr %10, i64 %148
  %150 = zext nneg i32 %3 to i64
  %151 = icmp sgt i32 %3, 1
  %152 = icmp slt i32 %17, %22
  %153 = zext nneg i32 %17 to i64
  %154 = or disjoint i32 %17, 32
  %155 = icmp slt i32 %154, %22
  %156 = zext nneg i32 %154 to i64
  %157 = or disjoint i32 %17, 64
  %158 = icmp slt i32 %157, %22
  %159 = zext nneg i32 %157 to i64
  %160 = or disjoint i32 %17, 96
  %161 = icmp slt i32 %160, %22
  %162 = zext nneg i32 %160 to i64
  br label %163

163:                                              ; preds = %141, %419
  %164 = phi i32 [ %139, %141 ], [ %420, %419 ]
  %165 = sext i32 %164 to i64
  %166 = mul nsw i64 %165, %142
  %167 = getelementptr float, ptr %0, i64 %166
  br i1 %152, label %168, label %171

168:                                              ; preds = %163
  %169 = getelementptr float, ptr %167, i64 %153
  %170 = load float, ptr %169, align 4, !tbaa !23
  br label %171

171:                                              ; preds = %163, %168
  %172 = phi i32 [ %17, %168 ], [ 2147483647, %163 ]
  %173 = phi contract float [ %170, %168 ], [ 0xFFF0000000000000, %163 ]
  br i1 %155, label %174, label %177

174:                                              ; preds = %171
  %175 = getelementptr float, ptr %167, i64 %156
  %176 = load float, ptr %175, align 4, !tbaa !23
  br label %177

177:                                              ; preds = %174, %171
  %178 = phi i32 [ %154, %174 ], [ 2147483647, %171 ]
  %179 = phi contract float [ %176, %174 ], [ 0xFFF0000000000000, %171 ]
  br i1 %158, label %180, label %183

180:                                              ; preds = %177
  %181 = getelementptr float, ptr %167, i64 %159
  %182 = load float, ptr %181, align 4, !tbaa !23
  br label %183

183:                                              ; preds = %180, %177
  %184 = phi i32 [ %157, %180 ], [ 2147483647, %177 ]
  %185 = phi contract float [ %182, %180 ], [ 0xFFF0000000000000, %177 ]
  br i1 %161, label %186, label %189

186:                                              ; preds = %183
  %187 = getelementptr float, ptr %167, i64 %162
  %188 = load float, ptr %187, align 4, !tbaa !23
  br label %189

189:                                              ; preds = %186, %183
  %190 = phi i32 [ %160, %186 ], [ 2147483647, %183 ]
  %191 = phi contract float [ %188, %186 ], [ 0xFFF0000000000000, %183 ]
  br i1 %143, label %192, label %198

192:                                              ; preds = %189
  %193 = sext i32 %164 to i64
  %194 = getelementptr inbounds i32, ptr %14, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %195, i32 0)
  %197 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %196, i32 range(i32 1, -2147483648) %3)
  br label %198

198:                                              ; preds = %189, %192
  %199 = phi i32 [ %197, %192 ], [ 0, %189 ]
  %200 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %199, i32 0, i32 31)
  %201 = sext i32 %164 to i64
  %202 = mul nsw i64 %201, %144
  %203 = getelementptr i32, ptr %1, i64 %202
  %204 = mul nsw i64 %201, %145
  %205 = mul nsw i32 %164, %3
  %206 = mul nsw i64 %201, %150
  %207 = getelementptr inbounds nuw float, ptr %13, i64 %206
  br label %208

208:                                              ; preds = %198, %397
  %209 = phi float [ %191, %198 ], [ %386, %397 ]
  %210 = phi float [ %185, %198 ], [ %387, %397 ]
  %211 = phi float [ %179, %198 ], [ %388, %397 ]
  %212 = phi float [ %173, %198 ], [ %389, %397 ]
  %213 = phi i32 [ %190, %198 ], [ %390, %397 ]
  %214 = phi i32 [ %184, %198 ], [ %391, %397 ]
  %215 = phi i32 [ %178, %198 ], [ %392, %397 ]
  %216 = phi i32 [ %172, %198 ], [ %393, %397 ]
  %217 = phi i32 [ %200, %198 ], [ %395, %397 ]
  %218 = phi i32 [ 0, %198 ], [ %394, %397 ]
  %219 = phi i32 [ 0, %198 ], [ %398, %397 ]
  %220 = fcmp contract ogt float %211, %212
  br i1 %220, label %225, label %221

221:                                              ; preds = %208
  %222 = fcmp contract oeq float %211, %212
  %223 = icmp slt i32 %215, %216
  %224 = select i1 %222, i1 %223, i1 false
  br i1 %224, label %225, label %226

225:                                              ; preds = %221, %208
  br label %226

226:                                              ; preds = %221, %225
  %227 = phi float [ %211, %225 ], [ %212, %221 ]
  %228 = phi i32 [ %215, %225 ], [ %216, %221 ]
  %229 = fcmp contract ogt float %210, %227
  br i1 %229, label %234, label %230

230:                                              ; preds = %226
  %231 = fcmp contract oeq float %210, %227
  %232 = icmp slt i32 %214, %228
  %233 = select i1 %231, i1 %232, i1 false
  br i1 %233, label %234, label %235

234:                                              ; preds = %230, %226
  br label %235

235:                                              ; preds = %234, %230
  %236 = phi float [ %210, %234 ], [ %227, %230 ]
  %237 = phi i32 [ %214, %234 ], [ %228, %230 ]
  %238 = fcmp contract ogt float %209, %236
  br i1 %238, label %243, label %239

239:                                              ; preds = %235
  %240 = fcmp contract oeq float %209, %236
  %241 = icmp slt i32 %213, %237
  %242 = select i1 %240, i1 %241, i1 false
  br i1 %242, label %243, label %244

243:                                              ; preds = %239, %235
  br label %244

244:                                              ; preds = %239, %243
  %245 = phi float [ %209, %243 ], [ %236, %239 ]
  %246 = phi i32 [ %213, %243 ], [ %237, %239 ]
  %247 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %245, i32 16, i32 31)
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %246, i32 16, i32 31)
  %249 = fcmp contract ogt float %247, %245
  br i1 %249, label %254, label %250

250:                                              ; preds = %244
  %251 = fcmp contract oeq float %247, %245
  %252 = icmp slt i32 %248, %246
  %253 = select i1 %251, i1 %252, i1 false
  br i1 %253, label %254, label %255

254:                                              ; preds = %250, %244
  br label %255

255:                                              ; preds = %250, %254
  %256 = phi float [ %247, %254 ], [ %245, %250 ]
  %257 = phi i32 [ %248, %254 ], [ %246, %250 ]
  %258 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %256, i32 8, i32 31)
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %257, i32 8, i32 31)
  %260 = fcmp contract ogt float %258, %256
  br i1 %260, label %265, label %261

261:                                              ; preds = %255
  %262 = fcmp contract oeq float %258, %256
  %263 = icmp slt i32 %259, %257
  %264 = select i1 %262, i1 %263, i1 false
  br i1 %264, label %265, label %266

265:                                              ; preds = %261, %255
  br label %266

266:                                              ; preds = %265, %261
  %267 = phi float [ %258, %265 ], [ %256, %261 ]
  %268 = phi i32 [ %259, %265 ], [ %257, %261 ]
  %269 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %267, i32 4, i32 31)
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %268, i32 4, i32 31)
  %271 = fcmp contract ogt float %269, %267
  br i1 %271, label %276, label %272

272:                                              ; preds = %266
  %273 = fcmp contract oeq float %269, %267
  %274 = icmp slt i32 %270, %268
  %275 = select i1 %273, i1 %274, i1 false
  br i1 %275, label %276, label %277

276:                                              ; preds = %272, %266
  br label %277

277:                                              ; preds = %276, %272
  %278 = phi float [ %269, %276 ], [ %267, %272 ]
  %279 = phi i32 [ %270, %276 ], [ %268, %272 ]
  %280 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %278, i32 2, i32 31)
  %281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %279, i32 2, i32 31)
  %282 = fcmp contract ogt float %280, %278
  br i1 %282, label %287, label %283

283:                                              ; preds = %277
  %284 = fcmp contract oeq float %280, %278
  %285 = icmp slt i32 %281, %279
  %286 = select i1 %284, i1 %285, i1 false
  br i1 %286, label %287, label %288

287:                                              ; preds = %283, %277
  br label %288

288:                                              ; preds = %287, %283
  %289 = phi float [ %280, %287 ], [ %278, %283 ]
  %290 = phi i32 [ %281, %287 ], [ %279, %283 ]
  %291 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %289, i32 1, i32 31)
  %292 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %290, i32 1, i32 31)
  %293 = fcmp contract ogt float %291, %289
  br i1 %293, label %298, label %294

294:                                              ; preds = %288
  %295 = fcmp contract oeq float %291, %289
  %296 = icmp slt i32 %292, %290
  %297 = select i1 %295, i1 %296, i1 false
  br i1 %297, label %298, label %299

298:                                              ; preds = %294, %288
  br label %299

299:                                              ; preds = %298, %294
  %300 = phi float [ %291, %298 ], [ %289, %294 ]
  %301 = phi i32 [ %292, %298 ], [ %290, %294 ]
  %302 = icmp sge i32 %301, %22
  %303 = fcmp contract oeq float %300, 0xFFF0000000000000
  %304 = select i1 %302, i1 true, i1 %303
  br i1 %304, label %385, label %305

305:                                              ; preds = %299
  %306 = icmp eq i32 %216, %301
  %307 = select i1 %306, float 0xFFF0000000000000, float %212
  %308 = select i1 %306, i32 2147483647, i32 %216
  %309 = icmp eq i32 %215, %301
  %310 = select i1 %309, float 0xFFF0000000000000, float %211
  %311 = select i1 %309, i32 2147483647, i32 %215
  %312 = icmp eq i32 %214, %301
  %313 = select i1 %312, float 0xFFF0000000000000, float %210
  %314 = select i1 %312, i32 2147483647, i32 %214
  %315 = icmp eq i32 %213, %301
  %316 = select i1 %315, float 0xFFF0000000000000, float %209
  %317 = select i1 %315, i32 2147483647, i32 %213
  %318 = sext i32 %301 to i64
  %319 = getelementptr i32, ptr %203, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !6
  %321 = icmp eq i32 %320, %5
  br i1 %321, label %322, label %357

322:                                              ; preds = %305
  %323 = icmp slt i32 %219, %3
  %324 = and i1 %143, %323
  br i1 %324, label %325, label %354

325:                                              ; preds = %322
  %326 = fdiv contract float %300, %135
  %327 = icmp slt i32 %217, %3
  br i1 %327, label %329, label %328

328:                                              ; preds = %325
  br i1 %151, label %340, label %335

329:                                              ; preds = %325
  %330 = add nsw i32 %217, 1
  %331 = sext i32 %217 to i64
  %332 = getelementptr inbounds float, ptr %207, i64 %331
  store float %326, ptr %332, align 4, !tbaa !23
  br label %354

333:                                              ; preds = %340
  %334 = zext nneg i32 %350 to i64
  br label %335

335:                                              ; preds = %333, %328
  %336 = phi i64 [ 0, %328 ], [ %334, %333 ]
  %337 = getelementptr inbounds nuw float, ptr %207, i64 %336
  %338 = load float, ptr %337, align 4, !tbaa !23
  %339 = fcmp contract ogt float %326, %338
  br i1 %339, label %353, label %354

340:                                              ; preds = %328, %340
  %341 = phi i32 [ %351, %340 ], [ 1, %328 ]
  %342 = phi i32 [ %350, %340 ], [ 0, %328 ]
  %343 = zext nneg i32 %341 to i64
  %344 = getelementptr inbounds nuw float, ptr %207, i64 %343
  %345 = load float, ptr %344, align 4, !tbaa !23
  %346 = zext nneg i32 %342 to i64
  %347 = getelementptr inbounds nuw float, ptr %207, i64 %346
  %348 = load float, ptr %347, align 4, !tbaa !23
  %349 = fcmp contract olt float %345, %348
  %350 = select i1 %349, i32 %341, i32 %342
  %351 = add nuw nsw i32 %341, 1
  %352 = icmp eq i32 %351, %3
  br i1 %352, label %333, label %340, !llvm.loop !64

353:                                              ; preds = %335
  store float %326, ptr %337, align 4, !tbaa !23
  br label %354

354:                                              ; preds = %329, %353, %335, %322
  %355 = phi i32 [ %217, %322 ], [ %330, %329 ], [ %217, %353 ], [ %217, %335 ]
  %356 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %355, i32 0, i32 31)
  br label %385

357:                                              ; preds = %305
  %358 = sext i32 %218 to i64
  %359 = add nsw i64 %204, %358
  %360 = mul i64 %359, %146
  br i1 %147, label %361, label %368

361:                                              ; preds = %357
  %362 = sdiv i32 %301, %4
  %363 = sext i32 %362 to i64
  %364 = add nsw i64 %204, %363
  %365 = mul i64 %364, %146
  %366 = getelementptr i32, ptr %9, i64 %365
  %367 = getelementptr i32, ptr %10, i64 %360
  br label %369

368:                                              ; preds = %369, %357
  br i1 %143, label %377, label %383

369:                                              ; preds = %361, %369
  %370 = phi i32 [ %17, %361 ], [ %375, %369 ]
  %371 = zext nneg i32 %370 to i64
  %372 = getelementptr i32, ptr %366, i64 %371
  %373 = load i32, ptr %372, align 4, !tbaa !6
  %374 = getelementptr i32, ptr %367, i64 %371
  store i32 %373, ptr %374, align 4, !tbaa !6
  %375 = add nuw nsw i32 %370, 32
  %376 = icmp slt i32 %375, %6
  br i1 %376, label %369, label %368, !llvm.loop !65

377:                                              ; preds = %368
  %378 = getelementptr i32, ptr %149, i64 %360
  store i32 %320, ptr %378, align 4, !tbaa !6
  %379 = add nsw i32 %218, %205
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds float, ptr %11, i64 %380
  store float %300, ptr %381, align 4, !tbaa !23
  %382 = getelementptr inbounds i32, ptr %12, i64 %380
  store i32 %320, ptr %382, align 4, !tbaa !6
  br label %383

383:                                              ; preds = %377, %368
  %384 = add nsw i32 %218, 1
  br label %385

385:                                              ; preds = %354, %383, %299
  %386 = phi float [ %209, %299 ], [ %316, %354 ], [ %316, %383 ]
  %387 = phi float [ %210, %299 ], [ %313, %354 ], [ %313, %383 ]
  %388 = phi float [ %211, %299 ], [ %310, %354 ], [ %310, %383 ]
  %389 = phi float [ %212, %299 ], [ %307, %354 ], [ %307, %383 ]
  %390 = phi i32 [ %213, %299 ], [ %317, %354 ], [ %317, %383 ]
  %391 = phi i32 [ %214, %299 ], [ %314, %354 ], [ %314, %383 ]
  %392 = phi i32 [ %215, %299 ], [ %311, %354 ], [ %311, %383 ]
  %393 = phi i32 [ %216, %299 ], [ %308, %354 ], [ %308, %383 ]
  %394 = phi i32 [ %218, %299 ], [ %218, %354 ], [ %384, %383 ]
  %395 = phi i32 [ %217, %299 ], [ %356, %354 ], [ %217, %383 ]
  %396 = phi i32 [ 8, %299 ], [ 10, %354 ], [ 0, %383 ]
  switch i32 %396, label %402 [
    i32 0, label %397
    i32 10, label %397
  ]

397:                                              ; preds = %385, %385
  %398 = add nuw nsw i32 %219, 1
  %399 = icmp slt i32 %398, %22
  %400 = icmp slt i32 %394, %3
  %401 = select i1 %399, i1 %400, i1 false
  br i1 %401, label %208, label %402, !llvm.loop !66

402:                                              ; preds = %385, %397
  %403 = add nsw i32 %394, %17
  %404 = icmp slt i32 %403, %3
  br i1 %404, label %405, label %407

405:                                              ; preds = %402
  %406 = mul nsw i32 %164, %3
  br label %408

407:                                              ; preds = %408, %402
  br i1 %143, label %416, label %419

408:                                              ; preds = %405, %408
  %409 = phi i32 [ %403, %405 ], [ %414, %408 ]
  %410 = add nsw i32 %409, %406
  %411 = sext i32 %410 to i64
  %412 = getelementptr inbounds float, ptr %11, i64 %411
  store float 0xFFF0000000000000, ptr %412, align 4, !tbaa !23
  %413 = getelementptr inbounds i32, ptr %12, i64 %411
  store i32 %5, ptr %413, align 4, !tbaa !6
  %414 = add nsw i32 %409, 32
  %415 = icmp slt i32 %414, %3
  br i1 %415, label %408, label %407, !llvm.loop !67

416:                                              ; preds = %407
  %417 = sext i32 %164 to i64
  %418 = getelementptr inbounds i32, ptr %14, i64 %417
  store i32 %395, ptr %418, align 4, !tbaa !6
  br label %419

419:                                              ; preds = %416, %407
  %420 = add nsw i32 %164, %21
  %421 = icmp slt i32 %420, %2
  br i1 %421, label %163, label %422, !llvm.loop !68

422:                                              ; preds = %419, %134, %15
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(none) }

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
!28 = !{!15, !17, !19, !21}
!29 = distinct !{!29, !30, !31}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !{!12, !15, !17, !19, !21}
!33 = distinct !{!33, !30, !31}
!34 = distinct !{!34, !30, !31}
!35 = distinct !{!35, !30, !31}
!36 = distinct !{!36, !30, !31}
!37 = distinct !{!37, !30, !31}
!38 = distinct !{!38, !30, !31}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 0"}
!41 = distinct !{!41, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi"}
!42 = !{!43}
!43 = distinct !{!43, !41, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 1"}
!44 = !{!45}
!45 = distinct !{!45, !41, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 2"}
!46 = !{!47}
!47 = distinct !{!47, !41, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 3"}
!48 = !{!49}
!49 = distinct !{!49, !41, !"_ZL9beam_topkILi8EEvPKfS1_PKiiiiPfPi: argument 4"}
!50 = !{!40, !43, !47, !49}
!51 = !{!40, !45, !47, !49}
!52 = !{!40, !43, !45, !49}
!53 = !{!40, !43, !45, !47}
!54 = !{!43, !45, !47, !49}
!55 = distinct !{!55, !30, !31}
!56 = !{!40, !43, !45, !47, !49}
!57 = distinct !{!57, !30, !31}
!58 = distinct !{!58, !30, !31}
!59 = distinct !{!59, !30, !31}
!60 = distinct !{!60, !30, !31}
!61 = distinct !{!61, !30, !31}
!62 = distinct !{!62, !30, !31}
!63 = !{i32 21289}
!64 = distinct !{!64, !30, !31}
!65 = distinct !{!65, !30, !31}
!66 = distinct !{!66, !30, !31}
!67 = distinct !{!67, !30, !31}
!68 = distinct !{!68, !30, !31}
