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
  br i1 %16, label %251, label %17

17:                                               ; preds = %9
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %20, label %251

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
  %30 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %29
  %31 = icmp eq i32 %27, 0
  %32 = icmp samesign ult i32 %26, 8
  %33 = zext nneg i32 %26 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %33
  %35 = getelementptr i8, ptr %30, i64 -4
  %36 = zext nneg i32 %4 to i64
  %37 = icmp sgt i32 %2, 0
  %38 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %39 = or i1 %13, %22
  %40 = icmp eq i32 %26, 0
  %41 = icmp samesign ult i32 %26, 2
  %42 = icmp samesign ult i32 %26, 4
  %43 = icmp samesign ult i32 %26, 8
  %44 = icmp samesign ult i32 %26, 16
  br label %45

45:                                               ; preds = %20, %155
  %46 = phi i32 [ %18, %20 ], [ %156, %155 ]
  %47 = sext i32 %46 to i64
  %48 = mul nsw i64 %47, %21
  %49 = getelementptr inbounds nuw float, ptr %0, i64 %48
  br i1 %39, label %50, label %51

50:                                               ; preds = %51, %45
  br label %68

51:                                               ; preds = %45, %51
  %52 = phi i32 [ %62, %51 ], [ %10, %45 ]
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw float, ptr %49, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  %56 = xor i32 %55, -1
  %57 = or i32 %55, -2147483648
  %58 = icmp slt i32 %55, 0
  %59 = select i1 %58, i32 %56, i32 %57
  %60 = xor i32 %59, %12
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %53
  store i32 %60, ptr %61, align 4, !tbaa !6, !noalias !21
  %62 = add nuw nsw i32 %52, 256
  %63 = icmp slt i32 %62, %2
  br i1 %63, label %51, label %50, !llvm.loop !22

64:                                               ; preds = %146
  %65 = mul nsw i64 %47, %36
  %66 = getelementptr inbounds nuw float, ptr %6, i64 %65
  %67 = getelementptr inbounds nuw i32, ptr %7, i64 %65
  br i1 %37, label %158, label %155

68:                                               ; preds = %50, %146
  %69 = phi i32 [ %149, %146 ], [ 0, %50 ]
  %70 = phi i32 [ %151, %146 ], [ 0, %50 ]
  %71 = phi i32 [ %152, %146 ], [ %4, %50 ]
  %72 = phi i32 [ %153, %146 ], [ 24, %50 ]
  store i32 0, ptr %24, align 4, !tbaa !6, !noalias !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %25, label %117, label %73

73:                                               ; preds = %141, %68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %74 = load i32, ptr %24, align 4, !tbaa !6, !noalias !21
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %74, i32 1, i32 0), !noalias !21
  %76 = select i1 %40, i32 0, i32 %75
  %77 = add i32 %76, %74
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %77, i32 2, i32 0), !noalias !21
  %79 = select i1 %41, i32 0, i32 %78
  %80 = add i32 %79, %77
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %80, i32 4, i32 0), !noalias !21
  %82 = select i1 %42, i32 0, i32 %81
  %83 = add i32 %82, %80
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %83, i32 8, i32 0), !noalias !21
  %85 = select i1 %43, i32 0, i32 %84
  %86 = add i32 %85, %83
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %86, i32 16, i32 0), !noalias !21
  %88 = select i1 %44, i32 0, i32 %87
  %89 = add i32 %88, %86
  br i1 %28, label %90, label %91

90:                                               ; preds = %73
  store i32 %89, ptr %30, align 4, !tbaa !6, !noalias !21
  br label %91

91:                                               ; preds = %90, %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %31, label %92, label %107

92:                                               ; preds = %91
  br i1 %32, label %93, label %95

93:                                               ; preds = %92
  %94 = load i32, ptr %34, align 4, !tbaa !6, !noalias !21
  br label %95

95:                                               ; preds = %93, %92
  %96 = phi i32 [ %94, %93 ], [ 0, %92 ]
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %96, i32 1, i32 0), !noalias !21
  %98 = select i1 %40, i32 0, i32 %97
  %99 = add i32 %98, %96
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %99, i32 2, i32 0), !noalias !21
  %101 = select i1 %41, i32 0, i32 %100
  %102 = add i32 %101, %99
  %103 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %102, i32 4, i32 0), !noalias !21
  br i1 %32, label %104, label %107

104:                                              ; preds = %95
  %105 = select i1 %42, i32 0, i32 %103
  %106 = add i32 %105, %102
  store i32 %106, ptr %34, align 4, !tbaa !6, !noalias !21
  br label %107

107:                                              ; preds = %104, %95, %91
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %31, label %110, label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %35, align 4, !tbaa !6, !noalias !21
  br label %110

110:                                              ; preds = %107, %108
  %111 = phi i32 [ %109, %108 ], [ 0, %107 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %112 = add i32 %111, %89
  %113 = sub i32 %112, %74
  %114 = icmp uge i32 %113, %71
  %115 = icmp ugt i32 %71, %112
  %116 = or i1 %115, %114
  br i1 %116, label %146, label %144

117:                                              ; preds = %68, %141
  %118 = phi i32 [ %142, %141 ], [ %10, %68 ]
  %119 = zext nneg i32 %118 to i64
  br i1 %13, label %123, label %120

120:                                              ; preds = %117
  %121 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %119
  %122 = load i32, ptr %121, align 4, !tbaa !6, !noalias !21
  br label %131

123:                                              ; preds = %117
  %124 = getelementptr inbounds nuw float, ptr %49, i64 %119
  %125 = load i32, ptr %124, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  %126 = xor i32 %125, -1
  %127 = or i32 %125, -2147483648
  %128 = icmp slt i32 %125, 0
  %129 = select i1 %128, i32 %126, i32 %127
  %130 = xor i32 %129, %12
  br label %131

131:                                              ; preds = %123, %120
  %132 = phi i32 [ %122, %120 ], [ %130, %123 ]
  %133 = and i32 %132, %70
  %134 = icmp eq i32 %133, %69
  br i1 %134, label %135, label %141

135:                                              ; preds = %131
  %136 = lshr i32 %132, %72
  %137 = and i32 %136, 255
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_hist to ptr), i64 %138
  %140 = atomicrmw add ptr %139, i32 1 seq_cst, align 4, !noalias !21
  br label %141

141:                                              ; preds = %135, %131
  %142 = add nuw nsw i32 %118, 256
  %143 = icmp slt i32 %142, %2
  br i1 %143, label %117, label %73, !llvm.loop !24

144:                                              ; preds = %110
  %145 = sub nuw i32 %71, %113
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel to ptr), align 4, !tbaa !6, !noalias !21
  store i32 %145, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel to ptr), i64 4), align 4, !tbaa !6, !noalias !21
  br label %146

146:                                              ; preds = %144, %110
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %147 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel to ptr), align 4, !tbaa !6, !noalias !21
  %148 = shl i32 %147, %72
  %149 = or i32 %148, %69
  %150 = shl i32 255, %72
  %151 = or i32 %70, %150
  %152 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE5s_sel to ptr), i64 4), align 4, !tbaa !6, !noalias !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %153 = add nsw i32 %72, -8
  %154 = icmp eq i32 %72, 0
  br i1 %154, label %64, label %68, !llvm.loop !25

155:                                              ; preds = %244, %64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %156 = add i32 %46, %38
  %157 = icmp slt i32 %156, %1
  br i1 %157, label %45, label %251, !llvm.loop !26

158:                                              ; preds = %64, %244
  %159 = phi i32 [ %249, %244 ], [ 0, %64 ]
  %160 = phi i32 [ %248, %244 ], [ 0, %64 ]
  %161 = phi i32 [ %246, %244 ], [ 0, %64 ]
  %162 = add nuw nsw i32 %159, %10
  %163 = icmp slt i32 %162, %2
  br i1 %163, label %164, label %184

164:                                              ; preds = %158
  %165 = zext nneg i32 %162 to i64
  %166 = getelementptr inbounds nuw float, ptr %49, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br i1 %13, label %171, label %168

168:                                              ; preds = %164
  %169 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %165
  %170 = load i32, ptr %169, align 4, !tbaa !6, !noalias !21
  br label %180

171:                                              ; preds = %164
  %172 = bitcast float %167 to i32
  %173 = xor i32 %172, -1
  %174 = tail call float @llvm.fabs.f32(float %167)
  %175 = fneg float %174
  %176 = bitcast float %175 to i32
  %177 = icmp slt i32 %172, 0
  %178 = select i1 %177, i32 %173, i32 %176
  %179 = xor i32 %178, %12
  br label %180

180:                                              ; preds = %171, %168
  %181 = phi i32 [ %170, %168 ], [ %179, %171 ]
  %182 = icmp ult i32 %181, %149
  %183 = icmp eq i32 %181, %149
  br label %184

184:                                              ; preds = %180, %158
  %185 = phi float [ %167, %180 ], [ 0.000000e+00, %158 ]
  %186 = phi i1 [ %182, %180 ], [ false, %158 ]
  %187 = phi i1 [ %183, %180 ], [ false, %158 ]
  %188 = select i1 %187, i32 65536, i32 0
  %189 = zext i1 %186 to i32
  %190 = or disjoint i32 %188, %189
  %191 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %190, i32 1, i32 0), !noalias !21
  %192 = select i1 %40, i32 0, i32 %191
  %193 = add i32 %192, %190
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %193, i32 2, i32 0), !noalias !21
  %195 = select i1 %41, i32 0, i32 %194
  %196 = add i32 %195, %193
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %196, i32 4, i32 0), !noalias !21
  %198 = select i1 %42, i32 0, i32 %197
  %199 = add i32 %198, %196
  %200 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %199, i32 8, i32 0), !noalias !21
  %201 = select i1 %43, i32 0, i32 %200
  %202 = add i32 %201, %199
  %203 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %202, i32 16, i32 0), !noalias !21
  %204 = select i1 %44, i32 0, i32 %203
  %205 = add i32 %204, %202
  br i1 %28, label %206, label %207

206:                                              ; preds = %184
  store i32 %205, ptr %30, align 4, !tbaa !6, !noalias !21
  br label %207

207:                                              ; preds = %206, %184
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %31, label %208, label %223

208:                                              ; preds = %207
  br i1 %32, label %209, label %211

209:                                              ; preds = %208
  %210 = load i32, ptr %34, align 4, !tbaa !6, !noalias !21
  br label %211

211:                                              ; preds = %209, %208
  %212 = phi i32 [ %210, %209 ], [ 0, %208 ]
  %213 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %212, i32 1, i32 0), !noalias !21
  %214 = select i1 %40, i32 0, i32 %213
  %215 = add i32 %214, %212
  %216 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %215, i32 2, i32 0), !noalias !21
  %217 = select i1 %41, i32 0, i32 %216
  %218 = add i32 %217, %215
  %219 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %218, i32 4, i32 0), !noalias !21
  br i1 %32, label %220, label %223

220:                                              ; preds = %211
  %221 = select i1 %42, i32 0, i32 %219
  %222 = add i32 %221, %218
  store i32 %222, ptr %34, align 4, !tbaa !6, !noalias !21
  br label %223

223:                                              ; preds = %220, %211, %207
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %31, label %226, label %224

224:                                              ; preds = %223
  %225 = load i32, ptr %35, align 4, !tbaa !6, !noalias !21
  br label %226

226:                                              ; preds = %223, %224
  %227 = phi i32 [ %225, %224 ], [ 0, %223 ]
  %228 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIfEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 28), align 4, !tbaa !6, !noalias !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %229 = sub i32 %205, %190
  %230 = add i32 %229, %227
  %231 = lshr i32 %230, 16
  %232 = add i32 %231, %160
  %233 = icmp ult i32 %232, %152
  %234 = select i1 %187, i1 %233, i1 false
  %235 = select i1 %186, i1 true, i1 %234
  br i1 %235, label %236, label %244

236:                                              ; preds = %226
  %237 = and i32 %230, 65535
  %238 = add i32 %237, %161
  %239 = tail call noundef i32 @llvm.umin.i32(i32 %232, i32 %152)
  %240 = add i32 %238, %239
  %241 = zext i32 %240 to i64
  %242 = getelementptr inbounds nuw i32, ptr %67, i64 %241
  %243 = getelementptr inbounds nuw float, ptr %66, i64 %241
  store float %185, ptr %243, align 4, !tbaa !18, !alias.scope !14, !noalias !27
  store i32 %162, ptr %242, align 4, !tbaa !6, !alias.scope !16, !noalias !28
  br label %244

244:                                              ; preds = %236, %226
  %245 = and i32 %228, 65535
  %246 = add i32 %245, %161
  %247 = lshr i32 %228, 16
  %248 = add i32 %247, %160
  %249 = add nuw nsw i32 %159, 256
  %250 = icmp slt i32 %249, %2
  br i1 %250, label %158, label %155, !llvm.loop !29

251:                                              ; preds = %155, %17, %9
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @topk_radix_i32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, i32 noundef %8) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp ne i32 %5, 0
  %12 = sext i1 %11 to i32
  %13 = icmp sgt i32 %2, %8
  %14 = icmp slt i32 %4, 1
  %15 = icmp sgt i32 %4, %2
  %16 = or i1 %14, %15
  br i1 %16, label %239, label %17

17:                                               ; preds = %9
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %20, label %239

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
  %30 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %29
  %31 = icmp eq i32 %27, 0
  %32 = icmp samesign ult i32 %26, 8
  %33 = zext nneg i32 %26 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 %33
  %35 = getelementptr i8, ptr %30, i64 -4
  %36 = zext nneg i32 %4 to i64
  %37 = icmp sgt i32 %2, 0
  %38 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %39 = or i1 %13, %22
  %40 = icmp eq i32 %26, 0
  %41 = icmp samesign ult i32 %26, 2
  %42 = icmp samesign ult i32 %26, 4
  %43 = icmp samesign ult i32 %26, 8
  %44 = icmp samesign ult i32 %26, 16
  %45 = xor i32 %12, -2147483648
  %46 = xor i32 %12, -2147483648
  %47 = xor i32 %12, -2147483648
  br label %48

48:                                               ; preds = %20, %150
  %49 = phi i32 [ %18, %20 ], [ %151, %150 ]
  %50 = sext i32 %49 to i64
  %51 = mul nsw i64 %50, %21
  %52 = getelementptr inbounds nuw i32, ptr %0, i64 %51
  br i1 %39, label %53, label %54

53:                                               ; preds = %54, %48
  br label %67

54:                                               ; preds = %48, %54
  %55 = phi i32 [ %61, %54 ], [ %10, %48 ]
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %52, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6, !alias.scope !30, !noalias !37
  %59 = xor i32 %58, %45
  %60 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %56
  store i32 %59, ptr %60, align 4, !tbaa !6, !noalias !38
  %61 = add nuw nsw i32 %55, 256
  %62 = icmp slt i32 %61, %2
  br i1 %62, label %54, label %53, !llvm.loop !39

63:                                               ; preds = %141
  %64 = mul nsw i64 %50, %36
  %65 = getelementptr inbounds nuw i32, ptr %6, i64 %64
  %66 = getelementptr inbounds nuw i32, ptr %7, i64 %64
  br i1 %37, label %153, label %150

67:                                               ; preds = %53, %141
  %68 = phi i32 [ %144, %141 ], [ 0, %53 ]
  %69 = phi i32 [ %146, %141 ], [ 0, %53 ]
  %70 = phi i32 [ %147, %141 ], [ %4, %53 ]
  %71 = phi i32 [ %148, %141 ], [ 24, %53 ]
  store i32 0, ptr %24, align 4, !tbaa !6, !noalias !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  br i1 %25, label %116, label %72

72:                                               ; preds = %136, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %73 = load i32, ptr %24, align 4, !tbaa !6, !noalias !38
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 1, i32 0), !noalias !38
  %75 = select i1 %40, i32 0, i32 %74
  %76 = add i32 %75, %73
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %76, i32 2, i32 0), !noalias !38
  %78 = select i1 %41, i32 0, i32 %77
  %79 = add i32 %78, %76
  %80 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %79, i32 4, i32 0), !noalias !38
  %81 = select i1 %42, i32 0, i32 %80
  %82 = add i32 %81, %79
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %82, i32 8, i32 0), !noalias !38
  %84 = select i1 %43, i32 0, i32 %83
  %85 = add i32 %84, %82
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %85, i32 16, i32 0), !noalias !38
  %87 = select i1 %44, i32 0, i32 %86
  %88 = add i32 %87, %85
  br i1 %28, label %89, label %90

89:                                               ; preds = %72
  store i32 %88, ptr %30, align 4, !tbaa !6, !noalias !38
  br label %90

90:                                               ; preds = %89, %72
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  br i1 %31, label %91, label %106

91:                                               ; preds = %90
  br i1 %32, label %92, label %94

92:                                               ; preds = %91
  %93 = load i32, ptr %34, align 4, !tbaa !6, !noalias !38
  br label %94

94:                                               ; preds = %92, %91
  %95 = phi i32 [ %93, %92 ], [ 0, %91 ]
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %95, i32 1, i32 0), !noalias !38
  %97 = select i1 %40, i32 0, i32 %96
  %98 = add i32 %97, %95
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %98, i32 2, i32 0), !noalias !38
  %100 = select i1 %41, i32 0, i32 %99
  %101 = add i32 %100, %98
  %102 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %101, i32 4, i32 0), !noalias !38
  br i1 %32, label %103, label %106

103:                                              ; preds = %94
  %104 = select i1 %42, i32 0, i32 %102
  %105 = add i32 %104, %101
  store i32 %105, ptr %34, align 4, !tbaa !6, !noalias !38
  br label %106

106:                                              ; preds = %103, %94, %90
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  br i1 %31, label %109, label %107

107:                                              ; preds = %106
  %108 = load i32, ptr %35, align 4, !tbaa !6, !noalias !38
  br label %109

109:                                              ; preds = %106, %107
  %110 = phi i32 [ %108, %107 ], [ 0, %106 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %111 = add i32 %110, %88
  %112 = sub i32 %111, %73
  %113 = icmp uge i32 %112, %70
  %114 = icmp ugt i32 %70, %111
  %115 = or i1 %114, %113
  br i1 %115, label %141, label %139

116:                                              ; preds = %67, %136
  %117 = phi i32 [ %137, %136 ], [ %10, %67 ]
  %118 = zext nneg i32 %117 to i64
  br i1 %13, label %122, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %118
  %121 = load i32, ptr %120, align 4, !tbaa !6, !noalias !38
  br label %126

122:                                              ; preds = %116
  %123 = getelementptr inbounds nuw i32, ptr %52, i64 %118
  %124 = load i32, ptr %123, align 4, !tbaa !6, !alias.scope !30, !noalias !37
  %125 = xor i32 %124, %46
  br label %126

126:                                              ; preds = %122, %119
  %127 = phi i32 [ %121, %119 ], [ %125, %122 ]
  %128 = and i32 %127, %69
  %129 = icmp eq i32 %128, %68
  br i1 %129, label %130, label %136

130:                                              ; preds = %126
  %131 = lshr i32 %127, %71
  %132 = and i32 %131, 255
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_hist to ptr), i64 %133
  %135 = atomicrmw add ptr %134, i32 1 seq_cst, align 4, !noalias !38
  br label %136

136:                                              ; preds = %130, %126
  %137 = add nuw nsw i32 %117, 256
  %138 = icmp slt i32 %137, %2
  br i1 %138, label %116, label %72, !llvm.loop !40

139:                                              ; preds = %109
  %140 = sub nuw i32 %70, %112
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel to ptr), align 4, !tbaa !6, !noalias !38
  store i32 %140, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel to ptr), i64 4), align 4, !tbaa !6, !noalias !38
  br label %141

141:                                              ; preds = %139, %109
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %142 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel to ptr), align 4, !tbaa !6, !noalias !38
  %143 = shl i32 %142, %71
  %144 = or i32 %143, %68
  %145 = shl i32 255, %71
  %146 = or i32 %69, %145
  %147 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE5s_sel to ptr), i64 4), align 4, !tbaa !6, !noalias !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %148 = add nsw i32 %71, -8
  %149 = icmp eq i32 %71, 0
  br i1 %149, label %63, label %67, !llvm.loop !41

150:                                              ; preds = %232, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %151 = add i32 %49, %38
  %152 = icmp slt i32 %151, %1
  br i1 %152, label %48, label %239, !llvm.loop !42

153:                                              ; preds = %63, %232
  %154 = phi i32 [ %237, %232 ], [ 0, %63 ]
  %155 = phi i32 [ %236, %232 ], [ 0, %63 ]
  %156 = phi i32 [ %234, %232 ], [ 0, %63 ]
  %157 = add nuw nsw i32 %154, %10
  %158 = icmp slt i32 %157, %2
  br i1 %158, label %159, label %172

159:                                              ; preds = %153
  %160 = zext nneg i32 %157 to i64
  %161 = getelementptr inbounds nuw i32, ptr %52, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !6, !alias.scope !30, !noalias !37
  br i1 %13, label %166, label %163

163:                                              ; preds = %159
  %164 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_codes to ptr), i64 %160
  %165 = load i32, ptr %164, align 4, !tbaa !6, !noalias !38
  br label %168

166:                                              ; preds = %159
  %167 = xor i32 %162, %47
  br label %168

168:                                              ; preds = %166, %163
  %169 = phi i32 [ %165, %163 ], [ %167, %166 ]
  %170 = icmp ult i32 %169, %144
  %171 = icmp eq i32 %169, %144
  br label %172

172:                                              ; preds = %168, %153
  %173 = phi i32 [ %162, %168 ], [ 0, %153 ]
  %174 = phi i1 [ %170, %168 ], [ false, %153 ]
  %175 = phi i1 [ %171, %168 ], [ false, %153 ]
  %176 = select i1 %175, i32 65536, i32 0
  %177 = zext i1 %174 to i32
  %178 = or disjoint i32 %176, %177
  %179 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %178, i32 1, i32 0), !noalias !38
  %180 = select i1 %40, i32 0, i32 %179
  %181 = add i32 %180, %178
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %181, i32 2, i32 0), !noalias !38
  %183 = select i1 %41, i32 0, i32 %182
  %184 = add i32 %183, %181
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %184, i32 4, i32 0), !noalias !38
  %186 = select i1 %42, i32 0, i32 %185
  %187 = add i32 %186, %184
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %187, i32 8, i32 0), !noalias !38
  %189 = select i1 %43, i32 0, i32 %188
  %190 = add i32 %189, %187
  %191 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %190, i32 16, i32 0), !noalias !38
  %192 = select i1 %44, i32 0, i32 %191
  %193 = add i32 %192, %190
  br i1 %28, label %194, label %195

194:                                              ; preds = %172
  store i32 %193, ptr %30, align 4, !tbaa !6, !noalias !38
  br label %195

195:                                              ; preds = %194, %172
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  br i1 %31, label %196, label %211

196:                                              ; preds = %195
  br i1 %32, label %197, label %199

197:                                              ; preds = %196
  %198 = load i32, ptr %34, align 4, !tbaa !6, !noalias !38
  br label %199

199:                                              ; preds = %197, %196
  %200 = phi i32 [ %198, %197 ], [ 0, %196 ]
  %201 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %200, i32 1, i32 0), !noalias !38
  %202 = select i1 %40, i32 0, i32 %201
  %203 = add i32 %202, %200
  %204 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %203, i32 2, i32 0), !noalias !38
  %205 = select i1 %41, i32 0, i32 %204
  %206 = add i32 %205, %203
  %207 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %206, i32 4, i32 0), !noalias !38
  br i1 %32, label %208, label %211

208:                                              ; preds = %199
  %209 = select i1 %42, i32 0, i32 %207
  %210 = add i32 %209, %206
  store i32 %210, ptr %34, align 4, !tbaa !6, !noalias !38
  br label %211

211:                                              ; preds = %208, %199, %195
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  br i1 %31, label %214, label %212

212:                                              ; preds = %211
  %213 = load i32, ptr %35, align 4, !tbaa !6, !noalias !38
  br label %214

214:                                              ; preds = %211, %212
  %215 = phi i32 [ %213, %212 ], [ 0, %211 ]
  %216 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9topk_rowsIiEvPKT_iiiiiPS0_PiiE6s_warp to ptr), i64 28), align 4, !tbaa !6, !noalias !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %217 = sub i32 %193, %178
  %218 = add i32 %217, %215
  %219 = lshr i32 %218, 16
  %220 = add i32 %219, %155
  %221 = icmp ult i32 %220, %147
  %222 = select i1 %175, i1 %221, i1 false
  %223 = select i1 %174, i1 true, i1 %222
  br i1 %223, label %224, label %232

224:                                              ; preds = %214
  %225 = and i32 %218, 65535
  %226 = add i32 %225, %156
  %227 = tail call noundef i32 @llvm.umin.i32(i32 %220, i32 %147)
  %228 = add i32 %226, %227
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds nuw i32, ptr %66, i64 %229
  %231 = getelementptr inbounds nuw i32, ptr %65, i64 %229
  store i32 %173, ptr %231, align 4, !tbaa !6, !alias.scope !33, !noalias !43
  store i32 %157, ptr %230, align 4, !tbaa !6, !alias.scope !35, !noalias !44
  br label %232

232:                                              ; preds = %224, %214
  %233 = and i32 %216, 65535
  %234 = add i32 %233, %156
  %235 = lshr i32 %216, 16
  %236 = add i32 %235, %155
  %237 = add nuw nsw i32 %154, 256
  %238 = icmp slt i32 %237, %2
  br i1 %238, label %153, label %150, !llvm.loop !45

239:                                              ; preds = %150, %17, %9
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
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !23}
!27 = !{!12, !17}
!28 = !{!12, !15}
!29 = distinct !{!29, !23}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_Z9topk_rowsIiEvPKT_iiiiiPS0_Pii: argument 0"}
!32 = distinct !{!32, !"_Z9topk_rowsIiEvPKT_iiiiiPS0_Pii"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"_Z9topk_rowsIiEvPKT_iiiiiPS0_Pii: argument 1"}
!35 = !{!36}
!36 = distinct !{!36, !32, !"_Z9topk_rowsIiEvPKT_iiiiiPS0_Pii: argument 2"}
!37 = !{!34, !36}
!38 = !{!31, !34, !36}
!39 = distinct !{!39, !23}
!40 = distinct !{!40, !23}
!41 = distinct !{!41, !23}
!42 = distinct !{!42, !23}
!43 = !{!31, !36}
!44 = !{!31, !34}
!45 = distinct !{!45, !23}
