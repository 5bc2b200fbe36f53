; ModuleID = 'src/radix_select_topk.cu'
source_filename = "src/radix_select_topk.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_hist = comdat any

$_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp = comdat any

$_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel = comdat any

$_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_hist = comdat any

$_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp = comdat any

$_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel = comdat any

@_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_hist = linkonce_odr dso_local addrspace(3) global [256 x i32] undef, comdat, align 4
@_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [8 x i32] undef, comdat, align 4
@_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x i32] undef, comdat, align 4
@s_codes = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_hist = linkonce_odr dso_local addrspace(3) global [256 x i32] undef, comdat, align 4
@_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [8 x i32] undef, comdat, align 4
@_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x i32] undef, comdat, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @topk_radix_f32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, i32 noundef %8) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp ne i32 %5, 0
  %12 = sext i1 %11 to i32
  %13 = icmp sgt i32 %2, %8
  %14 = icmp slt i32 %4, 1
  %15 = icmp sgt i32 %4, %2
  %16 = or i1 %14, %15
  br i1 %16, label %280, label %17

17:                                               ; preds = %9
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %20, label %280

20:                                               ; preds = %17
  %21 = sext i32 %3 to i64
  %22 = icmp sge i32 %10, %2
  %23 = zext nneg i32 %10 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_hist to ptr), i64 %23
  %25 = icmp slt i32 %10, %2
  %26 = and i32 %10, 31
  %27 = lshr i32 %10, 5
  %28 = icmp eq i32 %26, 31
  %29 = zext nneg i32 %27 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %29
  %31 = icmp eq i32 %27, 0
  %32 = icmp samesign ult i32 %26, 8
  %33 = zext nneg i32 %26 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %33
  %35 = zext nneg i32 %26 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %35
  %37 = zext nneg i32 %27 to i64
  %38 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %37
  %39 = getelementptr i8, ptr %38, i64 -4
  %40 = zext nneg i32 %4 to i64
  %41 = icmp sgt i32 %2, 0
  %42 = and i32 %10, 31
  %43 = lshr i32 %10, 5
  %44 = icmp eq i32 %42, 31
  %45 = zext nneg i32 %43 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %45
  %47 = icmp eq i32 %43, 0
  %48 = icmp samesign ult i32 %42, 8
  %49 = zext nneg i32 %42 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %49
  %51 = zext nneg i32 %42 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %51
  %53 = zext nneg i32 %43 to i64
  %54 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %53
  %55 = getelementptr i8, ptr %54, i64 -4
  %56 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %57 = or i1 %13, %22
  %58 = icmp eq i32 %26, 0
  %59 = icmp samesign ult i32 %26, 2
  %60 = icmp samesign ult i32 %26, 4
  %61 = icmp samesign ult i32 %26, 8
  %62 = icmp samesign ult i32 %26, 16
  %63 = icmp eq i32 %26, 0
  %64 = icmp samesign ult i32 %26, 2
  %65 = icmp samesign ult i32 %26, 4
  %66 = icmp eq i32 %42, 0
  %67 = icmp samesign ult i32 %42, 2
  %68 = icmp samesign ult i32 %42, 4
  %69 = icmp samesign ult i32 %42, 8
  %70 = icmp samesign ult i32 %42, 16
  %71 = icmp eq i32 %42, 0
  %72 = icmp samesign ult i32 %42, 2
  %73 = icmp samesign ult i32 %42, 4
  br label %74

74:                                               ; preds = %20, %184
  %75 = phi i32 [ %18, %20 ], [ %185, %184 ]
  %76 = sext i32 %75 to i64
  %77 = mul nsw i64 %76, %21
  %78 = getelementptr inbounds nuw float, ptr %0, i64 %77
  br i1 %57, label %79, label %80

79:                                               ; preds = %80, %74
  br label %97

80:                                               ; preds = %74, %80
  %81 = phi i32 [ %91, %80 ], [ %10, %74 ]
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr %78, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  %85 = xor i32 %84, -1
  %86 = or i32 %84, -2147483648
  %87 = icmp slt i32 %84, 0
  %88 = select i1 %87, i32 %85, i32 %86
  %89 = xor i32 %88, %12
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %82
  store i32 %89, ptr %90, align 4, !tbaa !6, !noalias !21
  %91 = add nuw nsw i32 %81, 256
  %92 = icmp slt i32 %91, %2
  br i1 %92, label %80, label %79, !llvm.loop !22

93:                                               ; preds = %175
  %94 = mul nsw i64 %76, %40
  %95 = getelementptr inbounds nuw float, ptr %6, i64 %94
  %96 = getelementptr inbounds nuw i32, ptr %7, i64 %94
  br i1 %41, label %187, label %184

97:                                               ; preds = %79, %175
  %98 = phi i32 [ %178, %175 ], [ 0, %79 ]
  %99 = phi i32 [ %180, %175 ], [ 0, %79 ]
  %100 = phi i32 [ %181, %175 ], [ %4, %79 ]
  %101 = phi i32 [ %182, %175 ], [ 24, %79 ]
  store i32 0, ptr %24, align 4, !tbaa !6, !noalias !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %25, label %146, label %102

102:                                              ; preds = %170, %97
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %103 = load i32, ptr %24, align 4, !tbaa !6, !noalias !21
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %103, i32 1, i32 0), !noalias !21
  %105 = select i1 %58, i32 0, i32 %104
  %106 = add i32 %105, %103
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %106, i32 2, i32 0), !noalias !21
  %108 = select i1 %59, i32 0, i32 %107
  %109 = add i32 %108, %106
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %109, i32 4, i32 0), !noalias !21
  %111 = select i1 %60, i32 0, i32 %110
  %112 = add i32 %111, %109
  %113 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %112, i32 8, i32 0), !noalias !21
  %114 = select i1 %61, i32 0, i32 %113
  %115 = add i32 %114, %112
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %115, i32 16, i32 0), !noalias !21
  %117 = select i1 %62, i32 0, i32 %116
  %118 = add i32 %117, %115
  br i1 %28, label %119, label %120

119:                                              ; preds = %102
  store i32 %118, ptr %30, align 4, !tbaa !6, !noalias !21
  br label %120

120:                                              ; preds = %119, %102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %31, label %121, label %136

121:                                              ; preds = %120
  br i1 %32, label %122, label %124

122:                                              ; preds = %121
  %123 = load i32, ptr %34, align 4, !tbaa !6, !noalias !21
  br label %124

124:                                              ; preds = %121, %122
  %125 = phi i32 [ %123, %122 ], [ 0, %121 ]
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %125, i32 1, i32 0), !noalias !21
  %127 = select i1 %63, i32 0, i32 %126
  %128 = add i32 %127, %125
  %129 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %128, i32 2, i32 0), !noalias !21
  %130 = select i1 %64, i32 0, i32 %129
  %131 = add i32 %130, %128
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %131, i32 4, i32 0), !noalias !21
  br i1 %32, label %133, label %136

133:                                              ; preds = %124
  %134 = select i1 %65, i32 0, i32 %132
  %135 = add i32 %134, %131
  store i32 %135, ptr %36, align 4, !tbaa !6, !noalias !21
  br label %136

136:                                              ; preds = %133, %124, %120
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %31, label %139, label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %39, align 4, !tbaa !6, !noalias !21
  br label %139

139:                                              ; preds = %136, %137
  %140 = phi i32 [ %138, %137 ], [ 0, %136 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %141 = add i32 %140, %118
  %142 = sub i32 %141, %103
  %143 = icmp uge i32 %142, %100
  %144 = icmp ugt i32 %100, %141
  %145 = or i1 %144, %143
  br i1 %145, label %175, label %173

146:                                              ; preds = %97, %170
  %147 = phi i32 [ %171, %170 ], [ %10, %97 ]
  %148 = zext nneg i32 %147 to i64
  br i1 %13, label %152, label %149

149:                                              ; preds = %146
  %150 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %148
  %151 = load i32, ptr %150, align 4, !tbaa !6, !noalias !21
  br label %160

152:                                              ; preds = %146
  %153 = getelementptr inbounds nuw float, ptr %78, i64 %148
  %154 = load i32, ptr %153, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  %155 = xor i32 %154, -1
  %156 = or i32 %154, -2147483648
  %157 = icmp slt i32 %154, 0
  %158 = select i1 %157, i32 %155, i32 %156
  %159 = xor i32 %158, %12
  br label %160

160:                                              ; preds = %152, %149
  %161 = phi i32 [ %151, %149 ], [ %159, %152 ]
  %162 = and i32 %161, %99
  %163 = icmp eq i32 %162, %98
  br i1 %163, label %164, label %170

164:                                              ; preds = %160
  %165 = lshr i32 %161, %101
  %166 = and i32 %165, 255
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_hist to ptr), i64 %167
  %169 = atomicrmw add ptr %168, i32 1 seq_cst, align 4, !noalias !21
  br label %170

170:                                              ; preds = %164, %160
  %171 = add nuw nsw i32 %147, 256
  %172 = icmp slt i32 %171, %2
  br i1 %172, label %146, label %102, !llvm.loop !25

173:                                              ; preds = %139
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel to ptr), align 4, !tbaa !6, !noalias !21
  %174 = sub nuw i32 %100, %142
  store i32 %174, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel to ptr), i64 4), align 4, !tbaa !6, !noalias !21
  br label %175

175:                                              ; preds = %173, %139
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %176 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel to ptr), align 4, !tbaa !6, !noalias !21
  %177 = shl i32 %176, %101
  %178 = or i32 %177, %98
  %179 = shl i32 255, %101
  %180 = or i32 %99, %179
  %181 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel to ptr), i64 4), align 4, !tbaa !6, !noalias !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %182 = add nsw i32 %101, -8
  %183 = icmp eq i32 %101, 0
  br i1 %183, label %93, label %97, !llvm.loop !26

184:                                              ; preds = %273, %93
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %185 = add i32 %75, %56
  %186 = icmp slt i32 %185, %1
  br i1 %186, label %74, label %280, !llvm.loop !27

187:                                              ; preds = %93, %273
  %188 = phi i32 [ %278, %273 ], [ 0, %93 ]
  %189 = phi i32 [ %277, %273 ], [ 0, %93 ]
  %190 = phi i32 [ %275, %273 ], [ 0, %93 ]
  %191 = add nuw nsw i32 %188, %10
  %192 = icmp slt i32 %191, %2
  br i1 %192, label %193, label %213

193:                                              ; preds = %187
  %194 = zext nneg i32 %191 to i64
  %195 = getelementptr inbounds nuw float, ptr %78, i64 %194
  %196 = load float, ptr %195, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br i1 %13, label %200, label %197

197:                                              ; preds = %193
  %198 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %194
  %199 = load i32, ptr %198, align 4, !tbaa !6, !noalias !21
  br label %209

200:                                              ; preds = %193
  %201 = bitcast float %196 to i32
  %202 = xor i32 %201, -1
  %203 = tail call float @llvm.fabs.f32(float %196)
  %204 = fneg float %203
  %205 = bitcast float %204 to i32
  %206 = icmp slt i32 %201, 0
  %207 = select i1 %206, i32 %202, i32 %205
  %208 = xor i32 %207, %12
  br label %209

209:                                              ; preds = %200, %197
  %210 = phi i32 [ %199, %197 ], [ %208, %200 ]
  %211 = icmp ult i32 %210, %178
  %212 = icmp eq i32 %210, %178
  br label %213

213:                                              ; preds = %209, %187
  %214 = phi float [ %196, %209 ], [ 0.000000e+00, %187 ]
  %215 = phi i1 [ %211, %209 ], [ false, %187 ]
  %216 = phi i1 [ %212, %209 ], [ false, %187 ]
  %217 = select i1 %216, i32 65536, i32 0
  %218 = zext i1 %215 to i32
  %219 = or disjoint i32 %217, %218
  %220 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %219, i32 1, i32 0), !noalias !21
  %221 = select i1 %66, i32 0, i32 %220
  %222 = add i32 %221, %219
  %223 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %222, i32 2, i32 0), !noalias !21
  %224 = select i1 %67, i32 0, i32 %223
  %225 = add i32 %224, %222
  %226 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %225, i32 4, i32 0), !noalias !21
  %227 = select i1 %68, i32 0, i32 %226
  %228 = add i32 %227, %225
  %229 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %228, i32 8, i32 0), !noalias !21
  %230 = select i1 %69, i32 0, i32 %229
  %231 = add i32 %230, %228
  %232 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %231, i32 16, i32 0), !noalias !21
  %233 = select i1 %70, i32 0, i32 %232
  %234 = add i32 %233, %231
  br i1 %44, label %235, label %236

235:                                              ; preds = %213
  store i32 %234, ptr %46, align 4, !tbaa !6, !noalias !21
  br label %236

236:                                              ; preds = %235, %213
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %47, label %237, label %252

237:                                              ; preds = %236
  br i1 %48, label %238, label %240

238:                                              ; preds = %237
  %239 = load i32, ptr %50, align 4, !tbaa !6, !noalias !21
  br label %240

240:                                              ; preds = %237, %238
  %241 = phi i32 [ %239, %238 ], [ 0, %237 ]
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %241, i32 1, i32 0), !noalias !21
  %243 = select i1 %71, i32 0, i32 %242
  %244 = add i32 %243, %241
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %244, i32 2, i32 0), !noalias !21
  %246 = select i1 %72, i32 0, i32 %245
  %247 = add i32 %246, %244
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %247, i32 4, i32 0), !noalias !21
  br i1 %48, label %249, label %252

249:                                              ; preds = %240
  %250 = select i1 %73, i32 0, i32 %248
  %251 = add i32 %250, %247
  store i32 %251, ptr %52, align 4, !tbaa !6, !noalias !21
  br label %252

252:                                              ; preds = %249, %240, %236
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %47, label %255, label %253

253:                                              ; preds = %252
  %254 = load i32, ptr %55, align 4, !tbaa !6, !noalias !21
  br label %255

255:                                              ; preds = %252, %253
  %256 = phi i32 [ %254, %253 ], [ 0, %252 ]
  %257 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 28), align 4, !tbaa !6, !noalias !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %258 = sub i32 %234, %219
  %259 = add i32 %258, %256
  %260 = lshr i32 %259, 16
  %261 = add i32 %260, %189
  %262 = icmp ult i32 %261, %181
  %263 = select i1 %216, i1 %262, i1 false
  %264 = select i1 %215, i1 true, i1 %263
  br i1 %264, label %265, label %273

265:                                              ; preds = %255
  %266 = and i32 %259, 65535
  %267 = add i32 %266, %190
  %268 = tail call noundef i32 @llvm.umin.i32(i32 %261, i32 %181)
  %269 = add i32 %267, %268
  %270 = zext i32 %269 to i64
  %271 = getelementptr inbounds nuw float, ptr %95, i64 %270
  store float %214, ptr %271, align 4, !tbaa !18, !alias.scope !14, !noalias !28
  %272 = getelementptr inbounds nuw i32, ptr %96, i64 %270
  store i32 %191, ptr %272, align 4, !tbaa !6, !alias.scope !16, !noalias !29
  br label %273

273:                                              ; preds = %265, %255
  %274 = and i32 %257, 65535
  %275 = add i32 %274, %190
  %276 = lshr i32 %257, 16
  %277 = add i32 %276, %189
  %278 = add nuw nsw i32 %188, 256
  %279 = icmp slt i32 %278, %2
  br i1 %279, label %187, label %184, !llvm.loop !30

280:                                              ; preds = %184, %17, %9
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @topk_radix_i32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, i32 noundef %8) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp ne i32 %5, 0
  %12 = sext i1 %11 to i32
  %13 = icmp sgt i32 %2, %8
  %14 = icmp slt i32 %4, 1
  %15 = icmp sgt i32 %4, %2
  %16 = or i1 %14, %15
  br i1 %16, label %268, label %17

17:                                               ; preds = %9
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %20, label %268

20:                                               ; preds = %17
  %21 = sext i32 %3 to i64
  %22 = icmp sge i32 %10, %2
  %23 = zext nneg i32 %10 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_hist to ptr), i64 %23
  %25 = icmp slt i32 %10, %2
  %26 = and i32 %10, 31
  %27 = lshr i32 %10, 5
  %28 = icmp eq i32 %26, 31
  %29 = zext nneg i32 %27 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %29
  %31 = icmp eq i32 %27, 0
  %32 = icmp samesign ult i32 %26, 8
  %33 = zext nneg i32 %26 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %33
  %35 = zext nneg i32 %26 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %35
  %37 = zext nneg i32 %27 to i64
  %38 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %37
  %39 = getelementptr i8, ptr %38, i64 -4
  %40 = zext nneg i32 %4 to i64
  %41 = icmp sgt i32 %2, 0
  %42 = and i32 %10, 31
  %43 = lshr i32 %10, 5
  %44 = icmp eq i32 %42, 31
  %45 = zext nneg i32 %43 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %45
  %47 = icmp eq i32 %43, 0
  %48 = icmp samesign ult i32 %42, 8
  %49 = zext nneg i32 %42 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %49
  %51 = zext nneg i32 %42 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %51
  %53 = zext nneg i32 %43 to i64
  %54 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %53
  %55 = getelementptr i8, ptr %54, i64 -4
  %56 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %57 = or i1 %13, %22
  %58 = xor i32 %12, -2147483648
  %59 = xor i32 %12, -2147483648
  %60 = icmp eq i32 %26, 0
  %61 = icmp samesign ult i32 %26, 2
  %62 = icmp samesign ult i32 %26, 4
  %63 = icmp samesign ult i32 %26, 8
  %64 = icmp samesign ult i32 %26, 16
  %65 = icmp eq i32 %26, 0
  %66 = icmp samesign ult i32 %26, 2
  %67 = icmp samesign ult i32 %26, 4
  %68 = xor i32 %12, -2147483648
  %69 = icmp eq i32 %42, 0
  %70 = icmp samesign ult i32 %42, 2
  %71 = icmp samesign ult i32 %42, 4
  %72 = icmp samesign ult i32 %42, 8
  %73 = icmp samesign ult i32 %42, 16
  %74 = icmp eq i32 %42, 0
  %75 = icmp samesign ult i32 %42, 2
  %76 = icmp samesign ult i32 %42, 4
  br label %77

77:                                               ; preds = %20, %179
  %78 = phi i32 [ %18, %20 ], [ %180, %179 ]
  %79 = sext i32 %78 to i64
  %80 = mul nsw i64 %79, %21
  %81 = getelementptr inbounds nuw i32, ptr %0, i64 %80
  br i1 %57, label %82, label %83

82:                                               ; preds = %83, %77
  br label %96

83:                                               ; preds = %77, %83
  %84 = phi i32 [ %90, %83 ], [ %10, %77 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %81, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6, !alias.scope !31, !noalias !38
  %88 = xor i32 %87, %58
  %89 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %85
  store i32 %88, ptr %89, align 4, !tbaa !6, !noalias !39
  %90 = add nuw nsw i32 %84, 256
  %91 = icmp slt i32 %90, %2
  br i1 %91, label %83, label %82, !llvm.loop !40

92:                                               ; preds = %170
  %93 = mul nsw i64 %79, %40
  %94 = getelementptr inbounds nuw i32, ptr %6, i64 %93
  %95 = getelementptr inbounds nuw i32, ptr %7, i64 %93
  br i1 %41, label %182, label %179

96:                                               ; preds = %82, %170
  %97 = phi i32 [ %173, %170 ], [ 0, %82 ]
  %98 = phi i32 [ %175, %170 ], [ 0, %82 ]
  %99 = phi i32 [ %176, %170 ], [ %4, %82 ]
  %100 = phi i32 [ %177, %170 ], [ 24, %82 ]
  store i32 0, ptr %24, align 4, !tbaa !6, !noalias !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  br i1 %25, label %145, label %101

101:                                              ; preds = %165, %96
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %102 = load i32, ptr %24, align 4, !tbaa !6, !noalias !39
  %103 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %102, i32 1, i32 0), !noalias !39
  %104 = select i1 %60, i32 0, i32 %103
  %105 = add i32 %104, %102
  %106 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %105, i32 2, i32 0), !noalias !39
  %107 = select i1 %61, i32 0, i32 %106
  %108 = add i32 %107, %105
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %108, i32 4, i32 0), !noalias !39
  %110 = select i1 %62, i32 0, i32 %109
  %111 = add i32 %110, %108
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %111, i32 8, i32 0), !noalias !39
  %113 = select i1 %63, i32 0, i32 %112
  %114 = add i32 %113, %111
  %115 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %114, i32 16, i32 0), !noalias !39
  %116 = select i1 %64, i32 0, i32 %115
  %117 = add i32 %116, %114
  br i1 %28, label %118, label %119

118:                                              ; preds = %101
  store i32 %117, ptr %30, align 4, !tbaa !6, !noalias !39
  br label %119

119:                                              ; preds = %118, %101
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  br i1 %31, label %120, label %135

120:                                              ; preds = %119
  br i1 %32, label %121, label %123

121:                                              ; preds = %120
  %122 = load i32, ptr %34, align 4, !tbaa !6, !noalias !39
  br label %123

123:                                              ; preds = %120, %121
  %124 = phi i32 [ %122, %121 ], [ 0, %120 ]
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %124, i32 1, i32 0), !noalias !39
  %126 = select i1 %65, i32 0, i32 %125
  %127 = add i32 %126, %124
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %127, i32 2, i32 0), !noalias !39
  %129 = select i1 %66, i32 0, i32 %128
  %130 = add i32 %129, %127
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %130, i32 4, i32 0), !noalias !39
  br i1 %32, label %132, label %135

132:                                              ; preds = %123
  %133 = select i1 %67, i32 0, i32 %131
  %134 = add i32 %133, %130
  store i32 %134, ptr %36, align 4, !tbaa !6, !noalias !39
  br label %135

135:                                              ; preds = %132, %123, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  br i1 %31, label %138, label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %39, align 4, !tbaa !6, !noalias !39
  br label %138

138:                                              ; preds = %135, %136
  %139 = phi i32 [ %137, %136 ], [ 0, %135 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %140 = add i32 %139, %117
  %141 = sub i32 %140, %102
  %142 = icmp uge i32 %141, %99
  %143 = icmp ugt i32 %99, %140
  %144 = or i1 %143, %142
  br i1 %144, label %170, label %168

145:                                              ; preds = %96, %165
  %146 = phi i32 [ %166, %165 ], [ %10, %96 ]
  %147 = zext nneg i32 %146 to i64
  br i1 %13, label %151, label %148

148:                                              ; preds = %145
  %149 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %147
  %150 = load i32, ptr %149, align 4, !tbaa !6, !noalias !39
  br label %155

151:                                              ; preds = %145
  %152 = getelementptr inbounds nuw i32, ptr %81, i64 %147
  %153 = load i32, ptr %152, align 4, !tbaa !6, !alias.scope !31, !noalias !38
  %154 = xor i32 %153, %59
  br label %155

155:                                              ; preds = %151, %148
  %156 = phi i32 [ %150, %148 ], [ %154, %151 ]
  %157 = and i32 %156, %98
  %158 = icmp eq i32 %157, %97
  br i1 %158, label %159, label %165

159:                                              ; preds = %155
  %160 = lshr i32 %156, %100
  %161 = and i32 %160, 255
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_hist to ptr), i64 %162
  %164 = atomicrmw add ptr %163, i32 1 seq_cst, align 4, !noalias !39
  br label %165

165:                                              ; preds = %159, %155
  %166 = add nuw nsw i32 %146, 256
  %167 = icmp slt i32 %166, %2
  br i1 %167, label %145, label %101, !llvm.loop !41

168:                                              ; preds = %138
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel to ptr), align 4, !tbaa !6, !noalias !39
  %169 = sub nuw i32 %99, %141
  store i32 %169, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel to ptr), i64 4), align 4, !tbaa !6, !noalias !39
  br label %170

170:                                              ; preds = %168, %138
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %171 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel to ptr), align 4, !tbaa !6, !noalias !39
  %172 = shl i32 %171, %100
  %173 = or i32 %172, %97
  %174 = shl i32 255, %100
  %175 = or i32 %98, %174
  %176 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel to ptr), i64 4), align 4, !tbaa !6, !noalias !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %177 = add nsw i32 %100, -8
  %178 = icmp eq i32 %100, 0
  br i1 %178, label %92, label %96, !llvm.loop !42

179:                                              ; preds = %261, %92
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %180 = add i32 %78, %56
  %181 = icmp slt i32 %180, %1
  br i1 %181, label %77, label %268, !llvm.loop !43

182:                                              ; preds = %92, %261
  %183 = phi i32 [ %266, %261 ], [ 0, %92 ]
  %184 = phi i32 [ %265, %261 ], [ 0, %92 ]
  %185 = phi i32 [ %263, %261 ], [ 0, %92 ]
  %186 = add nuw nsw i32 %183, %10
  %187 = icmp slt i32 %186, %2
  br i1 %187, label %188, label %201

188:                                              ; preds = %182
  %189 = zext nneg i32 %186 to i64
  %190 = getelementptr inbounds nuw i32, ptr %81, i64 %189
  %191 = load i32, ptr %190, align 4, !tbaa !6, !alias.scope !31, !noalias !38
  br i1 %13, label %195, label %192

192:                                              ; preds = %188
  %193 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %189
  %194 = load i32, ptr %193, align 4, !tbaa !6, !noalias !39
  br label %197

195:                                              ; preds = %188
  %196 = xor i32 %191, %68
  br label %197

197:                                              ; preds = %195, %192
  %198 = phi i32 [ %194, %192 ], [ %196, %195 ]
  %199 = icmp ult i32 %198, %173
  %200 = icmp eq i32 %198, %173
  br label %201

201:                                              ; preds = %197, %182
  %202 = phi i32 [ %191, %197 ], [ 0, %182 ]
  %203 = phi i1 [ %199, %197 ], [ false, %182 ]
  %204 = phi i1 [ %200, %197 ], [ false, %182 ]
  %205 = select i1 %204, i32 65536, i32 0
  %206 = zext i1 %203 to i32
  %207 = or disjoint i32 %205, %206
  %208 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %207, i32 1, i32 0), !noalias !39
  %209 = select i1 %69, i32 0, i32 %208
  %210 = add i32 %209, %207
  %211 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %210, i32 2, i32 0), !noalias !39
  %212 = select i1 %70, i32 0, i32 %211
  %213 = add i32 %212, %210
  %214 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %213, i32 4, i32 0), !noalias !39
  %215 = select i1 %71, i32 0, i32 %214
  %216 = add i32 %215, %213
  %217 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %216, i32 8, i32 0), !noalias !39
  %218 = select i1 %72, i32 0, i32 %217
  %219 = add i32 %218, %216
  %220 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %219, i32 16, i32 0), !noalias !39
  %221 = select i1 %73, i32 0, i32 %220
  %222 = add i32 %221, %219
  br i1 %44, label %223, label %224

223:                                              ; preds = %201
  store i32 %222, ptr %46, align 4, !tbaa !6, !noalias !39
  br label %224

224:                                              ; preds = %223, %201
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  br i1 %47, label %225, label %240

225:                                              ; preds = %224
  br i1 %48, label %226, label %228

226:                                              ; preds = %225
  %227 = load i32, ptr %50, align 4, !tbaa !6, !noalias !39
  br label %228

228:                                              ; preds = %225, %226
  %229 = phi i32 [ %227, %226 ], [ 0, %225 ]
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %229, i32 1, i32 0), !noalias !39
  %231 = select i1 %74, i32 0, i32 %230
  %232 = add i32 %231, %229
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %232, i32 2, i32 0), !noalias !39
  %234 = select i1 %75, i32 0, i32 %233
  %235 = add i32 %234, %232
  %236 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %235, i32 4, i32 0), !noalias !39
  br i1 %48, label %237, label %240

237:                                              ; preds = %228
  %238 = select i1 %76, i32 0, i32 %236
  %239 = add i32 %238, %235
  store i32 %239, ptr %52, align 4, !tbaa !6, !noalias !39
  br label %240

240:                                              ; preds = %237, %228, %224
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  br i1 %47, label %243, label %241

241:                                              ; preds = %240
  %242 = load i32, ptr %55, align 4, !tbaa !6, !noalias !39
  br label %243

243:                                              ; preds = %240, %241
  %244 = phi i32 [ %242, %241 ], [ 0, %240 ]
  %245 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 28), align 4, !tbaa !6, !noalias !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %246 = sub i32 %222, %207
  %247 = add i32 %246, %244
  %248 = lshr i32 %247, 16
  %249 = add i32 %248, %184
  %250 = icmp ult i32 %249, %176
  %251 = select i1 %204, i1 %250, i1 false
  %252 = select i1 %203, i1 true, i1 %251
  br i1 %252, label %253, label %261

253:                                              ; preds = %243
  %254 = and i32 %247, 65535
  %255 = add i32 %254, %185
  %256 = tail call noundef i32 @llvm.umin.i32(i32 %249, i32 %176)
  %257 = add i32 %255, %256
  %258 = zext i32 %257 to i64
  %259 = getelementptr inbounds nuw i32, ptr %94, i64 %258
  store i32 %202, ptr %259, align 4, !tbaa !6, !alias.scope !34, !noalias !44
  %260 = getelementptr inbounds nuw i32, ptr %95, i64 %258
  store i32 %186, ptr %260, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  br label %261

261:                                              ; preds = %253, %243
  %262 = and i32 %245, 65535
  %263 = add i32 %262, %185
  %264 = lshr i32 %245, 16
  %265 = add i32 %264, %184
  %266 = add nuw nsw i32 %183, 256
  %267 = icmp slt i32 %266, %2
  br i1 %267, label %182, label %179, !llvm.loop !46

268:                                              ; preds = %179, %17, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z9topk_rowsIfEvPKT_iiiiiPS0_Pii: argument 0"}
!13 = distinct !{!13, !"_Z9topk_rowsIfEvPKT_iiiiiPS0_Pii"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z9topk_rowsIfEvPKT_iiiiiPS0_Pii: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_Z9topk_rowsIfEvPKT_iiiiiPS0_Pii: argument 2"}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = !{!15, !17}
!21 = !{!12, !15, !17}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !23, !24}
!26 = distinct !{!26, !23, !24}
!27 = distinct !{!27, !23, !24}
!28 = !{!12, !17}
!29 = !{!12, !15}
!30 = distinct !{!30, !23, !24}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_Z9topk_rowsIiEvPKT_iiiiiPS0_Pii: argument 0"}
!33 = distinct !{!33, !"_Z9topk_rowsIiEvPKT_iiiiiPS0_Pii"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"_Z9topk_rowsIiEvPKT_iiiiiPS0_Pii: argument 1"}
!36 = !{!37}
!37 = distinct !{!37, !33, !"_Z9topk_rowsIiEvPKT_iiiiiPS0_Pii: argument 2"}
!38 = !{!35, !37}
!39 = !{!32, !35, !37}
!40 = distinct !{!40, !23, !24}
!41 = distinct !{!41, !23, !24}
!42 = distinct !{!42, !23, !24}
!43 = distinct !{!43, !23, !24}
!44 = !{!32, !37}
!45 = !{!32, !35}
!46 = distinct !{!46, !23, !24}
