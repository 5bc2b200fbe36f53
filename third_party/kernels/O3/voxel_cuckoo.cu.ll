; ModuleID = 'src/voxel_cuckoo.cu'
source_filename = "src/voxel_cuckoo.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.VoxelHashParams = type { [3 x float], float, [3 x i32], [3 x i32], i32, i32 }

@_ZZ18voxel_cuckoo_buildE7s_table = internal addrspace(3) global [576 x i64] undef, align 8
@_ZZ18voxel_cuckoo_buildE7s_items = internal unnamed_addr addrspace(3) global [512 x i64] undef, align 8
@_ZZ18voxel_cuckoo_buildE8s_nitems = internal addrspace(3) global i32 undef, align 4
@_ZZ18voxel_cuckoo_buildE10s_overflow = internal addrspace(3) global i32 undef, align 4
@_ZZ18voxel_cuckoo_buildE8s_stored = internal addrspace(3) global i32 undef, align 4
@_ZZ18voxel_tile_densityE7s_table = internal addrspace(3) global [576 x i64] undef, align 8
@_ZZ18voxel_tile_densityE5s_cnt = internal addrspace(3) global [576 x i32] undef, align 4
@_ZZ18voxel_tile_densityE5s_xyz = internal unnamed_addr addrspace(3) global [3 x [512 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @voxel_cuckoo_build(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.VoxelHashParams) align 4 captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 44
  %11 = load i32, ptr %10, align 4, !tbaa !11
  %12 = icmp slt i32 %8, %11
  br i1 %12, label %13, label %296

13:                                               ; preds = %7
  %14 = icmp samesign ult i32 %9, 576
  br i1 %14, label %15, label %17

15:                                               ; preds = %13
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %19

17:                                               ; preds = %19, %13
  %18 = icmp eq i32 %9, 0
  br i1 %18, label %25, label %26

19:                                               ; preds = %15, %19
  %20 = phi i32 [ %9, %15 ], [ %23, %19 ]
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %21
  store i64 -1, ptr %22, align 8, !tbaa !14
  %23 = add nuw nsw i32 %20, %16
  %24 = icmp samesign ult i32 %23, 576
  br i1 %24, label %19, label %17, !llvm.loop !16

25:                                               ; preds = %17
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_nitems to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE10s_overflow to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_stored to ptr), align 4, !tbaa !6
  br label %26

26:                                               ; preds = %25, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = icmp slt i32 %9, %1
  br i1 %27, label %28, label %35

28:                                               ; preds = %26
  %29 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %30 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %31 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %33 = icmp eq i32 %8, 0
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %39

35:                                               ; preds = %104, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_nitems to ptr), align 4, !tbaa !6
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 512)
  %38 = icmp slt i32 %9, %37
  br i1 %38, label %211, label %215

39:                                               ; preds = %28, %104
  %40 = phi i32 [ %9, %28 ], [ %105, %104 ]
  %41 = mul nsw i32 %40, 3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !18
  %45 = getelementptr i8, ptr %43, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !18
  %47 = getelementptr i8, ptr %43, i64 8
  %48 = load float, ptr %47, align 4, !tbaa !18
  %49 = load float, ptr %2, align 4, !tbaa !18
  %50 = fsub contract float %44, %49
  %51 = load float, ptr %29, align 4, !tbaa !19
  %52 = fmul contract float %50, %51
  %53 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %52)
  %54 = load float, ptr %30, align 4, !tbaa !18
  %55 = fsub contract float %46, %54
  %56 = fmul contract float %51, %55
  %57 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %56)
  %58 = load float, ptr %31, align 4, !tbaa !18
  %59 = fsub contract float %48, %58
  %60 = fmul contract float %51, %59
  %61 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %60)
  %62 = or i32 %57, %53
  %63 = or i32 %62, %61
  %64 = icmp ugt i32 %63, 1023
  %65 = shl nuw nsw i32 %57, 10
  %66 = shl nuw nsw i32 %61, 20
  %67 = add nuw nsw i32 %53, 1
  %68 = add nuw nsw i32 %67, %65
  %69 = add nuw nsw i32 %68, %66
  br i1 %64, label %70, label %74

70:                                               ; preds = %39
  br i1 %33, label %71, label %104

71:                                               ; preds = %70
  %72 = sext i32 %40 to i64
  %73 = getelementptr inbounds i8, ptr %5, i64 %72
  store i8 2, ptr %73, align 1, !tbaa !20
  br label %104

74:                                               ; preds = %39
  %75 = load i32, ptr %32, align 4, !tbaa !21
  %76 = xor i32 %75, %69
  %77 = lshr i32 %76, 16
  %78 = xor i32 %77, %76
  %79 = mul i32 %78, -2048144789
  %80 = lshr i32 %79, 13
  %81 = xor i32 %80, %79
  %82 = mul i32 %81, -1028477387
  %83 = lshr i32 %82, 16
  %84 = xor i32 %83, %82
  %85 = load i32, ptr %10, align 4, !tbaa !11
  %86 = urem i32 %84, %85
  %87 = icmp eq i32 %86, %8
  br i1 %87, label %88, label %104

88:                                               ; preds = %74
  %89 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_nitems to ptr), i32 1 seq_cst, align 4
  %90 = icmp slt i32 %89, 512
  br i1 %90, label %91, label %100

91:                                               ; preds = %88
  %92 = zext i32 %69 to i64
  %93 = shl nuw i64 %92, 32
  %94 = zext i32 %40 to i64
  %95 = or disjoint i64 %93, %94
  %96 = sext i32 %89 to i64
  %97 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_items to ptr), i64 %96
  store i64 %95, ptr %97, align 8, !tbaa !14
  %98 = sext i32 %40 to i64
  %99 = getelementptr inbounds i8, ptr %5, i64 %98
  store i8 0, ptr %99, align 1, !tbaa !20
  br label %104

100:                                              ; preds = %88
  %101 = sext i32 %40 to i64
  %102 = getelementptr inbounds i8, ptr %5, i64 %101
  store i8 1, ptr %102, align 1, !tbaa !20
  %103 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE10s_overflow to ptr), i32 1 seq_cst, align 4
  br label %104

104:                                              ; preds = %91, %100, %74, %70, %71
  %105 = add i32 %40, %34
  %106 = icmp slt i32 %105, %1
  br i1 %106, label %39, label %35, !llvm.loop !22

107:                                              ; preds = %199, %224
  %108 = phi i32 [ 0, %224 ], [ %200, %199 ]
  %109 = phi i32 [ 0, %224 ], [ %171, %199 ]
  %110 = phi i32 [ %225, %224 ], [ %203, %199 ]
  %111 = phi i32 [ %216, %224 ], [ %174, %199 ]
  %112 = phi i32 [ 0, %224 ], [ %207, %199 ]
  %113 = icmp eq i32 %111, 0
  br i1 %113, label %114, label %129

114:                                              ; preds = %107
  %115 = sext i32 %109 to i64
  %116 = getelementptr inbounds i32, ptr %227, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = xor i32 %117, %230
  %119 = getelementptr inbounds i32, ptr %228, i64 %115
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = add i32 %118, %120
  %122 = urem i32 %121, 1900813
  %123 = mul nsw i32 %109, 192
  %124 = urem i32 %122, 192
  %125 = add nsw i32 %124, %123
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %126
  %128 = atomicrmw umin ptr %127, i64 %217 seq_cst, align 8
  br label %129

129:                                              ; preds = %114, %107
  %130 = icmp eq i32 %110, 0
  br i1 %130, label %131, label %146

131:                                              ; preds = %129
  %132 = sext i32 %108 to i64
  %133 = getelementptr inbounds i32, ptr %227, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = xor i32 %134, %232
  %136 = getelementptr inbounds i32, ptr %228, i64 %132
  %137 = load i32, ptr %136, align 4, !tbaa !6
  %138 = add i32 %135, %137
  %139 = urem i32 %138, 1900813
  %140 = mul nsw i32 %108, 192
  %141 = urem i32 %139, 192
  %142 = add nsw i32 %141, %140
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %143
  %145 = atomicrmw umin ptr %144, i64 %226 seq_cst, align 8
  br label %146

146:                                              ; preds = %131, %129
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %147 = icmp eq i32 %111, 2
  br i1 %147, label %170, label %148

148:                                              ; preds = %146
  %149 = sext i32 %109 to i64
  %150 = getelementptr inbounds i32, ptr %227, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = xor i32 %151, %234
  %153 = getelementptr inbounds i32, ptr %228, i64 %149
  %154 = load i32, ptr %153, align 4, !tbaa !6
  %155 = add i32 %152, %154
  %156 = urem i32 %155, 1900813
  %157 = mul nsw i32 %109, 192
  %158 = urem i32 %156, 192
  %159 = add nsw i32 %158, %157
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %160
  %162 = load i64, ptr %161, align 8, !tbaa !14
  %163 = icmp eq i64 %162, %217
  br i1 %163, label %170, label %164

164:                                              ; preds = %148
  %165 = lshr i64 %162, 32
  %166 = icmp eq i64 %165, %233
  br i1 %166, label %170, label %167

167:                                              ; preds = %164
  %168 = add nsw i32 %109, 1
  %169 = srem i32 %168, 3
  br label %170

170:                                              ; preds = %164, %148, %167, %146
  %171 = phi i32 [ %109, %146 ], [ %169, %167 ], [ %109, %148 ], [ %109, %164 ]
  %172 = phi i1 [ false, %146 ], [ true, %167 ], [ false, %148 ], [ false, %164 ]
  %173 = phi i32 [ 0, %146 ], [ 0, %167 ], [ 1, %148 ], [ 0, %164 ]
  %174 = phi i32 [ 2, %146 ], [ 0, %167 ], [ 1, %148 ], [ 2, %164 ]
  %175 = phi i32 [ 0, %146 ], [ 1, %167 ], [ 0, %148 ], [ 0, %164 ]
  %176 = icmp eq i32 %110, 2
  br i1 %176, label %199, label %177

177:                                              ; preds = %170
  %178 = sext i32 %108 to i64
  %179 = getelementptr inbounds i32, ptr %227, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = xor i32 %180, %236
  %182 = getelementptr inbounds i32, ptr %228, i64 %178
  %183 = load i32, ptr %182, align 4, !tbaa !6
  %184 = add i32 %181, %183
  %185 = urem i32 %184, 1900813
  %186 = mul nsw i32 %108, 192
  %187 = urem i32 %185, 192
  %188 = add nsw i32 %187, %186
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %189
  %191 = load i64, ptr %190, align 8, !tbaa !14
  %192 = icmp eq i64 %191, %226
  br i1 %192, label %199, label %193

193:                                              ; preds = %177
  %194 = lshr i64 %191, 32
  %195 = icmp eq i64 %194, %235
  br i1 %195, label %199, label %196

196:                                              ; preds = %193
  %197 = add nsw i32 %108, 1
  %198 = srem i32 %197, 3
  br label %199

199:                                              ; preds = %177, %193, %196, %170
  %200 = phi i32 [ %108, %170 ], [ %108, %193 ], [ %198, %196 ], [ %108, %177 ]
  %201 = phi i1 [ false, %170 ], [ false, %193 ], [ true, %196 ], [ false, %177 ]
  %202 = phi i32 [ 0, %170 ], [ 0, %193 ], [ 0, %196 ], [ 1, %177 ]
  %203 = phi i32 [ 2, %170 ], [ 2, %193 ], [ 0, %196 ], [ 1, %177 ]
  %204 = phi i32 [ %175, %170 ], [ %175, %193 ], [ 1, %196 ], [ %175, %177 ]
  %205 = icmp ne i32 %204, 0
  %206 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %205)
  %207 = add nuw nsw i32 %112, 1
  %208 = icmp ne i32 %207, 24
  %209 = select i1 %206, i1 %208, i1 false
  br i1 %209, label %107, label %210, !llvm.loop !23

210:                                              ; preds = %199
  br i1 %172, label %237, label %240

211:                                              ; preds = %35
  %212 = zext nneg i32 %9 to i64
  %213 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_items to ptr), i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !14
  br label %215

215:                                              ; preds = %35, %211
  %216 = phi i32 [ 0, %211 ], [ 2, %35 ]
  %217 = phi i64 [ %214, %211 ], [ -1, %35 ]
  %218 = add nuw nsw i32 %9, 256
  %219 = icmp slt i32 %218, %37
  br i1 %219, label %220, label %224

220:                                              ; preds = %215
  %221 = zext nneg i32 %218 to i64
  %222 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_items to ptr), i64 %221
  %223 = load i64, ptr %222, align 8, !tbaa !14
  br label %224

224:                                              ; preds = %220, %215
  %225 = phi i32 [ 0, %220 ], [ 2, %215 ]
  %226 = phi i64 [ %223, %220 ], [ -1, %215 ]
  %227 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %228 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %229 = lshr i64 %217, 32
  %230 = trunc nuw i64 %229 to i32
  %231 = lshr i64 %226, 32
  %232 = trunc nuw i64 %231 to i32
  %233 = lshr i64 %217, 32
  %234 = trunc nuw i64 %233 to i32
  %235 = lshr i64 %226, 32
  %236 = trunc nuw i64 %235 to i32
  br label %107

237:                                              ; preds = %210
  %238 = and i64 %217, 4294967295
  %239 = getelementptr inbounds nuw i8, ptr %5, i64 %238
  store i8 1, ptr %239, align 1, !tbaa !20
  br label %240

240:                                              ; preds = %237, %210
  %241 = phi i32 [ 1, %237 ], [ 0, %210 ]
  br i1 %201, label %242, label %246

242:                                              ; preds = %240
  %243 = add nuw nsw i32 %241, 1
  %244 = and i64 %226, 4294967295
  %245 = getelementptr inbounds nuw i8, ptr %5, i64 %244
  store i8 1, ptr %245, align 1, !tbaa !20
  br label %246

246:                                              ; preds = %242, %240
  %247 = phi i32 [ %243, %242 ], [ %241, %240 ]
  %248 = add nuw nsw i32 %173, %202
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %248, i32 16, i32 31)
  %250 = add nsw i32 %249, %248
  %251 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %247, i32 16, i32 31)
  %252 = add nsw i32 %251, %247
  %253 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %250, i32 8, i32 31)
  %254 = add nsw i32 %253, %250
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %252, i32 8, i32 31)
  %256 = add nsw i32 %255, %252
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %254, i32 4, i32 31)
  %258 = add nsw i32 %257, %254
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %256, i32 4, i32 31)
  %260 = add nsw i32 %259, %256
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %258, i32 2, i32 31)
  %262 = add nsw i32 %261, %258
  %263 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %260, i32 2, i32 31)
  %264 = add nsw i32 %263, %260
  %265 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %262, i32 1, i32 31)
  %266 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %264, i32 1, i32 31)
  %267 = and i32 %9, 31
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %269, label %274

269:                                              ; preds = %246
  %270 = add nsw i32 %266, %264
  %271 = add nsw i32 %265, %262
  %272 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_stored to ptr), i32 %271 seq_cst, align 4
  %273 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE10s_overflow to ptr), i32 %270 seq_cst, align 4
  br label %274

274:                                              ; preds = %269, %246
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %275 = zext nneg i32 %8 to i64
  %276 = mul nuw nsw i64 %275, 4608
  %277 = getelementptr inbounds nuw i8, ptr %3, i64 %276
  br i1 %14, label %278, label %280

278:                                              ; preds = %274
  %279 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %281

280:                                              ; preds = %281, %274
  br i1 %18, label %289, label %296

281:                                              ; preds = %278, %281
  %282 = phi i32 [ %9, %278 ], [ %287, %281 ]
  %283 = zext nneg i32 %282 to i64
  %284 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %283
  %285 = load i64, ptr %284, align 8, !tbaa !14
  %286 = getelementptr inbounds nuw i64, ptr %277, i64 %283
  store i64 %285, ptr %286, align 8, !tbaa !14
  %287 = add nuw nsw i32 %282, %279
  %288 = icmp samesign ult i32 %287, 576
  br i1 %288, label %281, label %280, !llvm.loop !24

289:                                              ; preds = %280
  %290 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_stored to ptr), align 4, !tbaa !6
  %291 = getelementptr inbounds nuw i32, ptr %4, i64 %275
  store i32 %290, ptr %291, align 4, !tbaa !6
  %292 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE10s_overflow to ptr), align 4, !tbaa !6
  %293 = icmp eq i32 %292, 0
  br i1 %293, label %296, label %294

294:                                              ; preds = %289
  %295 = atomicrmw add ptr %6, i32 %292 seq_cst, align 4
  br label %296

296:                                              ; preds = %280, %294, %289, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @voxel_neighbor_query(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.VoxelHashParams) align 4 captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %307

13:                                               ; preds = %6
  %14 = mul nsw i32 %11, 3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !18
  %18 = getelementptr i8, ptr %16, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !18
  %20 = getelementptr i8, ptr %16, i64 8
  %21 = load float, ptr %20, align 4, !tbaa !18
  %22 = load float, ptr %2, align 4, !tbaa !18
  %23 = fsub contract float %17, %22
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %25 = load float, ptr %24, align 4, !tbaa !19
  %26 = fmul contract float %23, %25
  %27 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %26)
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !18
  %30 = fsub contract float %19, %29
  %31 = fmul contract float %25, %30
  %32 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %31)
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %34 = load float, ptr %33, align 4, !tbaa !18
  %35 = fsub contract float %21, %34
  %36 = fmul contract float %25, %35
  %37 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %36)
  %38 = or i32 %32, %27
  %39 = or i32 %38, %37
  %40 = icmp ugt i32 %39, 1023
  br i1 %40, label %301, label %41

41:                                               ; preds = %13
  %42 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %43 = load i32, ptr %42, align 4
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 44
  %45 = load i32, ptr %44, align 4
  %46 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %47 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %48 = add nsw i32 %27, -1
  %49 = icmp ugt i32 %48, 1023
  %50 = load i32, ptr %46, align 4
  %51 = load i32, ptr %47, align 4
  %52 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %53 = load i32, ptr %52, align 4
  %54 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %55 = load i32, ptr %54, align 4
  %56 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %59 = load i32, ptr %58, align 4
  %60 = icmp ugt i32 %27, 1023
  %61 = load i32, ptr %46, align 4
  %62 = load i32, ptr %47, align 4
  %63 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %64 = load i32, ptr %63, align 4
  %65 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %66 = load i32, ptr %65, align 4
  %67 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %68 = load i32, ptr %67, align 4
  %69 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %70 = load i32, ptr %69, align 4
  %71 = add nsw i32 %27, 1
  %72 = icmp ugt i32 %71, 1023
  %73 = load i32, ptr %46, align 4
  %74 = load i32, ptr %47, align 4
  %75 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %76 = load i32, ptr %75, align 4
  %77 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %78 = load i32, ptr %77, align 4
  %79 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %80 = load i32, ptr %79, align 4
  %81 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %82 = load i32, ptr %81, align 4
  br label %83

83:                                               ; preds = %41, %103
  %84 = phi i32 [ 0, %41 ], [ %298, %103 ]
  %85 = phi i32 [ -1, %41 ], [ %104, %103 ]
  %86 = phi i32 [ -1, %41 ], [ %233, %103 ]
  %87 = add nsw i32 %85, %37
  %88 = icmp ugt i32 %87, 1023
  %89 = shl nuw nsw i32 %87, 20
  %90 = or disjoint i32 %89, 1
  br label %91

91:                                               ; preds = %83, %297
  %92 = phi i32 [ %84, %83 ], [ %298, %297 ]
  %93 = phi i32 [ -1, %83 ], [ %299, %297 ]
  %94 = phi i32 [ %86, %83 ], [ %233, %297 ]
  %95 = add nsw i32 %93, %32
  %96 = icmp ugt i32 %95, 1023
  %97 = shl nuw nsw i32 %95, 10
  %98 = add nuw nsw i32 %90, %97
  %99 = or i32 %93, %85
  %100 = select i1 %49, i1 true, i1 %96
  %101 = select i1 %100, i1 true, i1 %88
  %102 = add nuw nsw i32 %98, %48
  br i1 %101, label %165, label %106

103:                                              ; preds = %297
  %104 = add nsw i32 %85, 1
  %105 = icmp eq i32 %104, 2
  br i1 %105, label %301, label %83, !llvm.loop !25

106:                                              ; preds = %91
  %107 = xor i32 %43, %102
  %108 = lshr i32 %107, 16
  %109 = xor i32 %108, %107
  %110 = mul i32 %109, -2048144789
  %111 = lshr i32 %110, 13
  %112 = xor i32 %111, %110
  %113 = mul i32 %112, -1028477387
  %114 = lshr i32 %113, 16
  %115 = xor i32 %114, %113
  %116 = urem i32 %115, %45
  %117 = sext i32 %116 to i64
  %118 = mul nsw i64 %117, 4608
  %119 = getelementptr inbounds nuw i8, ptr %3, i64 %118
  %120 = xor i32 %50, %102
  %121 = add i32 %120, %51
  %122 = urem i32 %121, 1900813
  %123 = urem i32 %122, 192
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw i64, ptr %119, i64 %124
  %126 = addrspacecast ptr %125 to ptr addrspace(1)
  %127 = load i64, ptr addrspace(1) %126, align 8, !invariant.load !26
  %128 = lshr i64 %127, 32
  %129 = trunc nuw i64 %128 to i32
  %130 = icmp eq i32 %102, %129
  br i1 %130, label %157, label %131

131:                                              ; preds = %106
  %132 = xor i32 %53, %102
  %133 = add i32 %132, %55
  %134 = urem i32 %133, 1900813
  %135 = urem i32 %134, 192
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds nuw i64, ptr %119, i64 %136
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 1536
  %139 = addrspacecast ptr %138 to ptr addrspace(1)
  %140 = load i64, ptr addrspace(1) %139, align 8, !invariant.load !26
  %141 = lshr i64 %140, 32
  %142 = trunc nuw i64 %141 to i32
  %143 = icmp eq i32 %102, %142
  br i1 %143, label %157, label %144

144:                                              ; preds = %131
  %145 = xor i32 %57, %102
  %146 = add i32 %145, %59
  %147 = urem i32 %146, 1900813
  %148 = urem i32 %147, 192
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds nuw i64, ptr %119, i64 %149
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 3072
  %152 = addrspacecast ptr %151 to ptr addrspace(1)
  %153 = load i64, ptr addrspace(1) %152, align 8, !invariant.load !26
  %154 = lshr i64 %153, 32
  %155 = trunc nuw i64 %154 to i32
  %156 = icmp eq i32 %102, %155
  br i1 %156, label %157, label %162

157:                                              ; preds = %144, %131, %106
  %158 = phi i64 [ %127, %106 ], [ %140, %131 ], [ %153, %144 ]
  %159 = and i64 %158, 4294967295
  %160 = icmp ne i64 %159, 4294967295
  %161 = zext i1 %160 to i32
  br label %162

162:                                              ; preds = %144, %157
  %163 = phi i32 [ %161, %157 ], [ 0, %144 ]
  %164 = add nsw i32 %92, %163
  br label %165

165:                                              ; preds = %162, %91
  %166 = phi i32 [ %92, %91 ], [ %164, %162 ]
  %167 = select i1 %60, i1 true, i1 %96
  %168 = select i1 %167, i1 true, i1 %88
  %169 = add nuw nsw i32 %98, %27
  br i1 %168, label %232, label %170

170:                                              ; preds = %165
  %171 = xor i32 %43, %169
  %172 = lshr i32 %171, 16
  %173 = xor i32 %172, %171
  %174 = mul i32 %173, -2048144789
  %175 = lshr i32 %174, 13
  %176 = xor i32 %175, %174
  %177 = mul i32 %176, -1028477387
  %178 = lshr i32 %177, 16
  %179 = xor i32 %178, %177
  %180 = urem i32 %179, %45
  %181 = sext i32 %180 to i64
  %182 = mul nsw i64 %181, 4608
  %183 = getelementptr inbounds nuw i8, ptr %3, i64 %182
  %184 = xor i32 %61, %169
  %185 = add i32 %184, %62
  %186 = urem i32 %185, 1900813
  %187 = urem i32 %186, 192
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds nuw i64, ptr %183, i64 %188
  %190 = addrspacecast ptr %189 to ptr addrspace(1)
  %191 = load i64, ptr addrspace(1) %190, align 8, !invariant.load !26
  %192 = lshr i64 %191, 32
  %193 = trunc nuw i64 %192 to i32
  %194 = icmp eq i32 %169, %193
  br i1 %194, label %221, label %195

195:                                              ; preds = %170
  %196 = xor i32 %64, %169
  %197 = add i32 %196, %66
  %198 = urem i32 %197, 1900813
  %199 = urem i32 %198, 192
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr inbounds nuw i64, ptr %183, i64 %200
  %202 = getelementptr inbounds nuw i8, ptr %201, i64 1536
  %203 = addrspacecast ptr %202 to ptr addrspace(1)
  %204 = load i64, ptr addrspace(1) %203, align 8, !invariant.load !26
  %205 = lshr i64 %204, 32
  %206 = trunc nuw i64 %205 to i32
  %207 = icmp eq i32 %169, %206
  br i1 %207, label %221, label %208

208:                                              ; preds = %195
  %209 = xor i32 %68, %169
  %210 = add i32 %209, %70
  %211 = urem i32 %210, 1900813
  %212 = urem i32 %211, 192
  %213 = zext nneg i32 %212 to i64
  %214 = getelementptr inbounds nuw i64, ptr %183, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 3072
  %216 = addrspacecast ptr %215 to ptr addrspace(1)
  %217 = load i64, ptr addrspace(1) %216, align 8, !invariant.load !26
  %218 = lshr i64 %217, 32
  %219 = trunc nuw i64 %218 to i32
  %220 = icmp eq i32 %169, %219
  br i1 %220, label %221, label %224

221:                                              ; preds = %208, %195, %170
  %222 = phi i64 [ %191, %170 ], [ %204, %195 ], [ %217, %208 ]
  %223 = trunc i64 %222 to i32
  br label %224

224:                                              ; preds = %208, %221
  %225 = phi i32 [ %223, %221 ], [ -1, %208 ]
  %226 = icmp ne i32 %225, -1
  %227 = icmp eq i32 %99, 0
  %228 = and i1 %226, %227
  %229 = select i1 %228, i32 %225, i32 %94
  %230 = zext i1 %226 to i32
  %231 = add nsw i32 %166, %230
  br label %232

232:                                              ; preds = %224, %165
  %233 = phi i32 [ %94, %165 ], [ %229, %224 ]
  %234 = phi i32 [ %166, %165 ], [ %231, %224 ]
  %235 = select i1 %72, i1 true, i1 %96
  %236 = select i1 %235, i1 true, i1 %88
  %237 = add nuw nsw i32 %98, %71
  br i1 %236, label %297, label %238

238:                                              ; preds = %232
  %239 = xor i32 %43, %237
  %240 = lshr i32 %239, 16
  %241 = xor i32 %240, %239
  %242 = mul i32 %241, -2048144789
  %243 = lshr i32 %242, 13
  %244 = xor i32 %243, %242
  %245 = mul i32 %244, -1028477387
  %246 = lshr i32 %245, 16
  %247 = xor i32 %246, %245
  %248 = urem i32 %247, %45
  %249 = sext i32 %248 to i64
  %250 = mul nsw i64 %249, 4608
  %251 = getelementptr inbounds nuw i8, ptr %3, i64 %250
  %252 = xor i32 %73, %237
  %253 = add i32 %252, %74
  %254 = urem i32 %253, 1900813
  %255 = urem i32 %254, 192
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr inbounds nuw i64, ptr %251, i64 %256
  %258 = addrspacecast ptr %257 to ptr addrspace(1)
  %259 = load i64, ptr addrspace(1) %258, align 8, !invariant.load !26
  %260 = lshr i64 %259, 32
  %261 = trunc nuw i64 %260 to i32
  %262 = icmp eq i32 %237, %261
  br i1 %262, label %289, label %263

263:                                              ; preds = %238
  %264 = xor i32 %76, %237
  %265 = add i32 %264, %78
  %266 = urem i32 %265, 1900813
  %267 = urem i32 %266, 192
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr inbounds nuw i64, ptr %251, i64 %268
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 1536
  %271 = addrspacecast ptr %270 to ptr addrspace(1)
  %272 = load i64, ptr addrspace(1) %271, align 8, !invariant.load !26
  %273 = lshr i64 %272, 32
  %274 = trunc nuw i64 %273 to i32
  %275 = icmp eq i32 %237, %274
  br i1 %275, label %289, label %276

276:                                              ; preds = %263
  %277 = xor i32 %80, %237
  %278 = add i32 %277, %82
  %279 = urem i32 %278, 1900813
  %280 = urem i32 %279, 192
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw i64, ptr %251, i64 %281
  %283 = getelementptr inbounds nuw i8, ptr %282, i64 3072
  %284 = addrspacecast ptr %283 to ptr addrspace(1)
  %285 = load i64, ptr addrspace(1) %284, align 8, !invariant.load !26
  %286 = lshr i64 %285, 32
  %287 = trunc nuw i64 %286 to i32
  %288 = icmp eq i32 %237, %287
  br i1 %288, label %289, label %294

289:                                              ; preds = %276, %263, %238
  %290 = phi i64 [ %259, %238 ], [ %272, %263 ], [ %285, %276 ]
  %291 = and i64 %290, 4294967295
  %292 = icmp ne i64 %291, 4294967295
  %293 = zext i1 %292 to i32
  br label %294

294:                                              ; preds = %276, %289
  %295 = phi i32 [ %293, %289 ], [ 0, %276 ]
  %296 = add nsw i32 %234, %295
  br label %297

297:                                              ; preds = %294, %232
  %298 = phi i32 [ %234, %232 ], [ %296, %294 ]
  %299 = add nsw i32 %93, 1
  %300 = icmp eq i32 %299, 2
  br i1 %300, label %103, label %91, !llvm.loop !27

301:                                              ; preds = %103, %13
  %302 = phi i32 [ -1, %13 ], [ %298, %103 ]
  %303 = phi i32 [ -1, %13 ], [ %233, %103 ]
  %304 = sext i32 %11 to i64
  %305 = getelementptr inbounds i32, ptr %4, i64 %304
  store i32 %302, ptr %305, align 4, !tbaa !6
  %306 = getelementptr inbounds i32, ptr %5, i64 %304
  store i32 %303, ptr %306, align 4, !tbaa !6
  br label %307

307:                                              ; preds = %301, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef range(i32 -1, 576) i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %6 = load i32, ptr %4, align 4, !tbaa !6
  %7 = xor i32 %6, %1
  %8 = load i32, ptr %5, align 4, !tbaa !6
  %9 = add i32 %7, %8
  %10 = urem i32 %9, 1900813
  %11 = urem i32 %10, 192
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i64, ptr %0, i64 %12
  %14 = load i64, ptr %13, align 8, !tbaa !14
  %15 = lshr i64 %14, 32
  %16 = trunc nuw i64 %15 to i32
  %17 = icmp eq i32 %1, %16
  br i1 %17, label %51, label %18

18:                                               ; preds = %3
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = xor i32 %20, %1
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = add i32 %21, %23
  %25 = urem i32 %24, 1900813
  %26 = urem i32 %25, 192
  %27 = add nuw nsw i32 %26, 192
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i64, ptr %0, i64 %28
  %30 = load i64, ptr %29, align 8, !tbaa !14
  %31 = lshr i64 %30, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = icmp eq i32 %1, %32
  br i1 %33, label %51, label %34

34:                                               ; preds = %18
  %35 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = xor i32 %36, %1
  %38 = getelementptr inbounds nuw i8, ptr %2, i64 36
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = add i32 %37, %39
  %41 = urem i32 %40, 1900813
  %42 = urem i32 %41, 192
  %43 = add nuw nsw i32 %42, 384
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i64, ptr %0, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !14
  %47 = lshr i64 %46, 32
  %48 = trunc nuw i64 %47 to i32
  %49 = icmp eq i32 %1, %48
  %50 = select i1 %49, i32 %43, i32 -1
  br label %51

51:                                               ; preds = %34, %18, %3
  %52 = phi i32 [ %11, %3 ], [ %50, %34 ], [ %27, %18 ]
  ret i32 %52
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @voxel_tile_density(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.VoxelHashParams) align 4 captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 9
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %603

12:                                               ; preds = %7
  %13 = sub nsw i32 %1, %10
  %14 = tail call noundef i32 @llvm.smin.i32(i32 %13, i32 512)
  %15 = icmp samesign ult i32 %8, 576
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %26

18:                                               ; preds = %26, %12
  %19 = mul nsw i32 %14, 3
  %20 = icmp slt i32 %8, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %18
  %22 = sext i32 %10 to i64
  %23 = mul nsw i64 %22, 12
  %24 = getelementptr i8, ptr %0, i64 %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %43

26:                                               ; preds = %16, %26
  %27 = phi i32 [ %8, %16 ], [ %31, %26 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %28
  store i64 -1, ptr %29, align 8, !tbaa !14
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %28
  store i32 0, ptr %30, align 4, !tbaa !6
  %31 = add nuw nsw i32 %27, %17
  %32 = icmp samesign ult i32 %31, 576
  br i1 %32, label %26, label %18, !llvm.loop !28

33:                                               ; preds = %43, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = load float, ptr %2, align 4
  %35 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %40 = load float, ptr %39, align 4
  %41 = icmp slt i32 %8, %14
  %42 = zext nneg i32 %8 to i64
  br i1 %41, label %160, label %185

43:                                               ; preds = %21, %43
  %44 = phi i32 [ %8, %21 ], [ %56, %43 ]
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr float, ptr %24, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !18
  %48 = freeze i32 %44
  %49 = udiv i32 %48, 3
  %50 = mul i32 %49, 3
  %51 = sub i32 %48, %50
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %52
  %54 = zext nneg i32 %49 to i64
  %55 = getelementptr inbounds nuw float, ptr %53, i64 %54
  store float %47, ptr %55, align 4, !tbaa !18
  %56 = add nuw nsw i32 %44, %25
  %57 = icmp slt i32 %56, %19
  br i1 %57, label %43, label %33, !llvm.loop !29

58:                                               ; preds = %149, %220
  %59 = phi i32 [ %226, %220 ], [ %151, %149 ]
  %60 = phi i32 [ %191, %220 ], [ %123, %149 ]
  %61 = phi i32 [ 0, %220 ], [ %124, %149 ]
  %62 = phi i32 [ 0, %220 ], [ %152, %149 ]
  %63 = phi i32 [ 0, %220 ], [ %156, %149 ]
  %64 = icmp eq i32 %60, 0
  br i1 %64, label %65, label %80

65:                                               ; preds = %58
  %66 = sext i32 %61 to i64
  %67 = getelementptr inbounds i32, ptr %227, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = xor i32 %68, %186
  %70 = getelementptr inbounds i32, ptr %228, i64 %66
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = add i32 %69, %71
  %73 = urem i32 %72, 1900813
  %74 = mul nsw i32 %61, 192
  %75 = urem i32 %73, 192
  %76 = add nsw i32 %75, %74
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %77
  %79 = atomicrmw umin ptr %78, i64 %189 seq_cst, align 8
  br label %80

80:                                               ; preds = %65, %58
  %81 = icmp eq i32 %59, 0
  br i1 %81, label %82, label %97

82:                                               ; preds = %80
  %83 = sext i32 %62 to i64
  %84 = getelementptr inbounds i32, ptr %227, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = xor i32 %85, %221
  %87 = getelementptr inbounds i32, ptr %228, i64 %83
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = add i32 %86, %88
  %90 = urem i32 %89, 1900813
  %91 = mul nsw i32 %62, 192
  %92 = urem i32 %90, 192
  %93 = add nsw i32 %92, %91
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %94
  %96 = atomicrmw umin ptr %95, i64 %224 seq_cst, align 8
  br label %97

97:                                               ; preds = %82, %80
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %98 = icmp eq i32 %60, 2
  br i1 %98, label %121, label %99

99:                                               ; preds = %97
  %100 = sext i32 %61 to i64
  %101 = getelementptr inbounds i32, ptr %227, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = xor i32 %102, %186
  %104 = getelementptr inbounds i32, ptr %228, i64 %100
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = add i32 %103, %105
  %107 = urem i32 %106, 1900813
  %108 = mul nsw i32 %61, 192
  %109 = urem i32 %107, 192
  %110 = add nsw i32 %109, %108
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %111
  %113 = load i64, ptr %112, align 8, !tbaa !14
  %114 = icmp eq i64 %113, %189
  br i1 %114, label %121, label %115

115:                                              ; preds = %99
  %116 = lshr i64 %113, 32
  %117 = icmp eq i64 %116, %187
  br i1 %117, label %121, label %118

118:                                              ; preds = %115
  %119 = add nsw i32 %61, 1
  %120 = srem i32 %119, 3
  br label %121

121:                                              ; preds = %115, %99, %118, %97
  %122 = phi i32 [ 0, %97 ], [ 0, %118 ], [ 1, %99 ], [ 0, %115 ]
  %123 = phi i32 [ 2, %97 ], [ 0, %118 ], [ 1, %99 ], [ 2, %115 ]
  %124 = phi i32 [ %61, %97 ], [ %120, %118 ], [ %61, %99 ], [ %61, %115 ]
  %125 = phi i32 [ 0, %97 ], [ 1, %118 ], [ 0, %99 ], [ 0, %115 ]
  %126 = icmp eq i32 %59, 2
  br i1 %126, label %149, label %127

127:                                              ; preds = %121
  %128 = sext i32 %62 to i64
  %129 = getelementptr inbounds i32, ptr %227, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !6
  %131 = xor i32 %130, %221
  %132 = getelementptr inbounds i32, ptr %228, i64 %128
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = add i32 %131, %133
  %135 = urem i32 %134, 1900813
  %136 = mul nsw i32 %62, 192
  %137 = urem i32 %135, 192
  %138 = add nsw i32 %137, %136
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %139
  %141 = load i64, ptr %140, align 8, !tbaa !14
  %142 = icmp eq i64 %141, %224
  br i1 %142, label %149, label %143

143:                                              ; preds = %127
  %144 = lshr i64 %141, 32
  %145 = icmp eq i64 %144, %222
  br i1 %145, label %149, label %146

146:                                              ; preds = %143
  %147 = add nsw i32 %62, 1
  %148 = srem i32 %147, 3
  br label %149

149:                                              ; preds = %127, %143, %146, %121
  %150 = phi i32 [ 0, %121 ], [ 0, %143 ], [ 0, %146 ], [ 1, %127 ]
  %151 = phi i32 [ 2, %121 ], [ 2, %143 ], [ 0, %146 ], [ 1, %127 ]
  %152 = phi i32 [ %62, %121 ], [ %62, %143 ], [ %148, %146 ], [ %62, %127 ]
  %153 = phi i32 [ %125, %121 ], [ %125, %143 ], [ 1, %146 ], [ %125, %127 ]
  %154 = icmp ne i32 %153, 0
  %155 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %154)
  %156 = add nuw nsw i32 %63, 1
  %157 = icmp ne i32 %156, 24
  %158 = select i1 %155, i1 %157, i1 false
  br i1 %158, label %58, label %159, !llvm.loop !23

159:                                              ; preds = %149
  br i1 %190, label %236, label %229

160:                                              ; preds = %33
  %161 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %42
  %162 = load float, ptr %161, align 4, !tbaa !18
  %163 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 2048), i64 %42
  %164 = load float, ptr %163, align 4, !tbaa !18
  %165 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 4096), i64 %42
  %166 = load float, ptr %165, align 4, !tbaa !18
  %167 = fsub contract float %162, %34
  %168 = fmul contract float %167, %36
  %169 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %168)
  %170 = fsub contract float %164, %38
  %171 = fmul contract float %36, %170
  %172 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %171)
  %173 = fsub contract float %166, %40
  %174 = fmul contract float %36, %173
  %175 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %174)
  %176 = or i32 %172, %169
  %177 = or i32 %176, %175
  %178 = icmp ult i32 %177, 1024
  %179 = shl nuw nsw i32 %172, 10
  %180 = shl nuw nsw i32 %175, 20
  %181 = add nuw nsw i32 %169, 1
  %182 = add nuw nsw i32 %181, %179
  %183 = add nuw nsw i32 %182, %180
  %184 = select i1 %178, i32 %183, i32 0
  br label %185

185:                                              ; preds = %33, %160
  %186 = phi i32 [ %184, %160 ], [ 0, %33 ]
  %187 = zext i32 %186 to i64
  %188 = shl nuw i64 %187, 32
  %189 = or disjoint i64 %188, %42
  %190 = icmp eq i32 %186, 0
  %191 = select i1 %190, i32 2, i32 0
  %192 = add nuw nsw i32 %8, 256
  %193 = icmp slt i32 %192, %14
  %194 = zext nneg i32 %192 to i64
  br i1 %193, label %195, label %220

195:                                              ; preds = %185
  %196 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %194
  %197 = load float, ptr %196, align 4, !tbaa !18
  %198 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 2048), i64 %194
  %199 = load float, ptr %198, align 4, !tbaa !18
  %200 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 4096), i64 %194
  %201 = load float, ptr %200, align 4, !tbaa !18
  %202 = fsub contract float %197, %34
  %203 = fmul contract float %202, %36
  %204 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %203)
  %205 = fsub contract float %199, %38
  %206 = fmul contract float %36, %205
  %207 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %206)
  %208 = fsub contract float %201, %40
  %209 = fmul contract float %36, %208
  %210 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %209)
  %211 = or i32 %207, %204
  %212 = or i32 %211, %210
  %213 = icmp ult i32 %212, 1024
  %214 = shl nuw nsw i32 %207, 10
  %215 = shl nuw nsw i32 %210, 20
  %216 = add nuw nsw i32 %204, 1
  %217 = add nuw nsw i32 %216, %214
  %218 = add nuw nsw i32 %217, %215
  %219 = select i1 %213, i32 %218, i32 0
  br label %220

220:                                              ; preds = %185, %195
  %221 = phi i32 [ %219, %195 ], [ 0, %185 ]
  %222 = zext i32 %221 to i64
  %223 = shl nuw i64 %222, 32
  %224 = or disjoint i64 %223, %194
  %225 = icmp eq i32 %221, 0
  %226 = select i1 %225, i32 2, i32 0
  %227 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %228 = getelementptr inbounds nuw i8, ptr %2, i64 28
  br label %58

229:                                              ; preds = %159
  %230 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %186, ptr noundef nonnull %2) #7
  %231 = icmp sgt i32 %230, -1
  br i1 %231, label %232, label %236

232:                                              ; preds = %229
  %233 = zext nneg i32 %230 to i64
  %234 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %233
  %235 = atomicrmw add ptr %234, i32 1 seq_cst, align 4
  br label %236

236:                                              ; preds = %229, %232, %159
  %237 = phi i32 [ 0, %159 ], [ %122, %232 ], [ %122, %229 ]
  br i1 %225, label %247, label %238

238:                                              ; preds = %236
  %239 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %221, ptr noundef nonnull %2) #7
  %240 = icmp sgt i32 %239, -1
  br i1 %240, label %241, label %245

241:                                              ; preds = %238
  %242 = zext nneg i32 %239 to i64
  %243 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %242
  %244 = atomicrmw add ptr %243, i32 1 seq_cst, align 4
  br label %245

245:                                              ; preds = %241, %238
  %246 = add nuw nsw i32 %237, %150
  br label %247

247:                                              ; preds = %245, %236
  %248 = phi i32 [ %237, %236 ], [ %246, %245 ]
  %249 = icmp ne i32 %248, 0
  %250 = tail call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %249)
  %251 = load float, ptr %2, align 4
  %252 = load float, ptr %35, align 4
  %253 = load float, ptr %37, align 4
  %254 = load float, ptr %39, align 4
  br i1 %41, label %255, label %426

255:                                              ; preds = %247
  br i1 %190, label %416, label %256

256:                                              ; preds = %255
  %257 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %42
  %258 = load float, ptr %257, align 4, !tbaa !18
  %259 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 2048), i64 %42
  %260 = load float, ptr %259, align 4, !tbaa !18
  %261 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 4096), i64 %42
  %262 = load float, ptr %261, align 4, !tbaa !18
  %263 = fsub contract float %258, %251
  %264 = fmul contract float %263, %252
  %265 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %264)
  %266 = fsub contract float %260, %253
  %267 = fmul contract float %252, %266
  %268 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %267)
  %269 = fsub contract float %262, %254
  %270 = fmul contract float %252, %269
  %271 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %270)
  %272 = add nsw i32 %268, -1
  %273 = icmp ugt i32 %272, 1023
  %274 = shl nuw nsw i32 %272, 10
  %275 = add nsw i32 %265, -1
  %276 = icmp ugt i32 %275, 1023
  %277 = select i1 %276, i1 true, i1 %273
  %278 = icmp ugt i32 %265, 1023
  %279 = select i1 %278, i1 true, i1 %273
  %280 = add nsw i32 %265, 1
  %281 = icmp ugt i32 %280, 1023
  %282 = select i1 %281, i1 true, i1 %273
  %283 = shl nuw nsw i32 %268, 10
  %284 = or i32 %275, %268
  %285 = icmp ugt i32 %284, 1023
  %286 = or i32 %265, %268
  %287 = icmp ugt i32 %286, 1023
  %288 = or i32 %280, %268
  %289 = icmp ugt i32 %288, 1023
  %290 = add nsw i32 %268, 1
  %291 = icmp ugt i32 %290, 1023
  %292 = shl nuw nsw i32 %290, 10
  %293 = select i1 %276, i1 true, i1 %291
  %294 = select i1 %278, i1 true, i1 %291
  %295 = select i1 %281, i1 true, i1 %291
  br label %296

296:                                              ; preds = %256, %412
  %297 = phi i32 [ -1, %256 ], [ %414, %412 ]
  %298 = phi i32 [ 0, %256 ], [ %413, %412 ]
  %299 = add nsw i32 %271, %297
  %300 = icmp ugt i32 %299, 1023
  %301 = shl nuw nsw i32 %299, 20
  %302 = or disjoint i32 %301, 1
  %303 = add nuw nsw i32 %274, %302
  %304 = select i1 %277, i1 true, i1 %300
  br i1 %304, label %314, label %305

305:                                              ; preds = %296
  %306 = add nuw nsw i32 %275, %303
  %307 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %306, ptr noundef nonnull %2) #7
  %308 = icmp sgt i32 %307, -1
  br i1 %308, label %309, label %314

309:                                              ; preds = %305
  %310 = zext nneg i32 %307 to i64
  %311 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %310
  %312 = load i32, ptr %311, align 4, !tbaa !6
  %313 = add nsw i32 %312, %298
  br label %314

314:                                              ; preds = %305, %309, %296
  %315 = phi i32 [ %298, %296 ], [ %313, %309 ], [ %298, %305 ]
  %316 = select i1 %279, i1 true, i1 %300
  br i1 %316, label %326, label %317

317:                                              ; preds = %314
  %318 = add nuw nsw i32 %265, %303
  %319 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %318, ptr noundef nonnull %2) #7
  %320 = icmp sgt i32 %319, -1
  br i1 %320, label %321, label %326

321:                                              ; preds = %317
  %322 = zext nneg i32 %319 to i64
  %323 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %322
  %324 = load i32, ptr %323, align 4, !tbaa !6
  %325 = add nsw i32 %324, %315
  br label %326

326:                                              ; preds = %321, %317, %314
  %327 = phi i32 [ %315, %314 ], [ %325, %321 ], [ %315, %317 ]
  %328 = select i1 %282, i1 true, i1 %300
  br i1 %328, label %338, label %329

329:                                              ; preds = %326
  %330 = add nuw nsw i32 %280, %303
  %331 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %330, ptr noundef nonnull %2) #7
  %332 = icmp sgt i32 %331, -1
  br i1 %332, label %333, label %338

333:                                              ; preds = %329
  %334 = zext nneg i32 %331 to i64
  %335 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %334
  %336 = load i32, ptr %335, align 4, !tbaa !6
  %337 = add nsw i32 %336, %327
  br label %338

338:                                              ; preds = %333, %329, %326
  %339 = phi i32 [ %327, %326 ], [ %337, %333 ], [ %327, %329 ]
  %340 = add nuw nsw i32 %283, %302
  %341 = select i1 %285, i1 true, i1 %300
  br i1 %341, label %351, label %342

342:                                              ; preds = %338
  %343 = add nuw nsw i32 %275, %340
  %344 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %343, ptr noundef nonnull %2) #7
  %345 = icmp sgt i32 %344, -1
  br i1 %345, label %346, label %351

346:                                              ; preds = %342
  %347 = zext nneg i32 %344 to i64
  %348 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %347
  %349 = load i32, ptr %348, align 4, !tbaa !6
  %350 = add nsw i32 %349, %339
  br label %351

351:                                              ; preds = %346, %342, %338
  %352 = phi i32 [ %339, %338 ], [ %350, %346 ], [ %339, %342 ]
  %353 = select i1 %287, i1 true, i1 %300
  br i1 %353, label %363, label %354

354:                                              ; preds = %351
  %355 = add nuw nsw i32 %265, %340
  %356 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %355, ptr noundef nonnull %2) #7
  %357 = icmp sgt i32 %356, -1
  br i1 %357, label %358, label %363

358:                                              ; preds = %354
  %359 = zext nneg i32 %356 to i64
  %360 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %359
  %361 = load i32, ptr %360, align 4, !tbaa !6
  %362 = add nsw i32 %361, %352
  br label %363

363:                                              ; preds = %358, %354, %351
  %364 = phi i32 [ %352, %351 ], [ %362, %358 ], [ %352, %354 ]
  %365 = select i1 %289, i1 true, i1 %300
  br i1 %365, label %375, label %366

366:                                              ; preds = %363
  %367 = add nuw nsw i32 %280, %340
  %368 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %367, ptr noundef nonnull %2) #7
  %369 = icmp sgt i32 %368, -1
  br i1 %369, label %370, label %375

370:                                              ; preds = %366
  %371 = zext nneg i32 %368 to i64
  %372 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %371
  %373 = load i32, ptr %372, align 4, !tbaa !6
  %374 = add nsw i32 %373, %364
  br label %375

375:                                              ; preds = %370, %366, %363
  %376 = phi i32 [ %364, %363 ], [ %374, %370 ], [ %364, %366 ]
  %377 = add nuw nsw i32 %292, %302
  %378 = select i1 %293, i1 true, i1 %300
  br i1 %378, label %388, label %379

379:                                              ; preds = %375
  %380 = add nuw nsw i32 %275, %377
  %381 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %380, ptr noundef nonnull %2) #7
  %382 = icmp sgt i32 %381, -1
  br i1 %382, label %383, label %388

383:                                              ; preds = %379
  %384 = zext nneg i32 %381 to i64
  %385 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %384
  %386 = load i32, ptr %385, align 4, !tbaa !6
  %387 = add nsw i32 %386, %376
  br label %388

388:                                              ; preds = %383, %379, %375
  %389 = phi i32 [ %376, %375 ], [ %387, %383 ], [ %376, %379 ]
  %390 = select i1 %294, i1 true, i1 %300
  br i1 %390, label %400, label %391

391:                                              ; preds = %388
  %392 = add nuw nsw i32 %265, %377
  %393 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %392, ptr noundef nonnull %2) #7
  %394 = icmp sgt i32 %393, -1
  br i1 %394, label %395, label %400

395:                                              ; preds = %391
  %396 = zext nneg i32 %393 to i64
  %397 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %396
  %398 = load i32, ptr %397, align 4, !tbaa !6
  %399 = add nsw i32 %398, %389
  br label %400

400:                                              ; preds = %395, %391, %388
  %401 = phi i32 [ %389, %388 ], [ %399, %395 ], [ %389, %391 ]
  %402 = select i1 %295, i1 true, i1 %300
  br i1 %402, label %412, label %403

403:                                              ; preds = %400
  %404 = add nuw nsw i32 %280, %377
  %405 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %404, ptr noundef nonnull %2) #7
  %406 = icmp sgt i32 %405, -1
  br i1 %406, label %407, label %412

407:                                              ; preds = %403
  %408 = zext nneg i32 %405 to i64
  %409 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %408
  %410 = load i32, ptr %409, align 4, !tbaa !6
  %411 = add nsw i32 %410, %401
  br label %412

412:                                              ; preds = %407, %403, %400
  %413 = phi i32 [ %401, %400 ], [ %411, %407 ], [ %401, %403 ]
  %414 = add nsw i32 %297, 1
  %415 = icmp eq i32 %414, 2
  br i1 %415, label %416, label %296, !llvm.loop !30

416:                                              ; preds = %412, %255
  %417 = phi i32 [ -1, %255 ], [ %413, %412 ]
  %418 = add nuw nsw i32 %8, %10
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds i32, ptr %4, i64 %419
  store i32 %417, ptr %420, align 4, !tbaa !6
  %421 = icmp sgt i32 %417, -1
  %422 = icmp slt i32 %417, %3
  %423 = and i1 %421, %422
  %424 = zext i1 %423 to i8
  %425 = getelementptr inbounds i8, ptr %5, i64 %419
  store i8 %424, ptr %425, align 1, !tbaa !20
  br label %426

426:                                              ; preds = %247, %416
  br i1 %193, label %427, label %598

427:                                              ; preds = %426
  br i1 %225, label %588, label %428

428:                                              ; preds = %427
  %429 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %194
  %430 = load float, ptr %429, align 4, !tbaa !18
  %431 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 2048), i64 %194
  %432 = load float, ptr %431, align 4, !tbaa !18
  %433 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 4096), i64 %194
  %434 = load float, ptr %433, align 4, !tbaa !18
  %435 = fsub contract float %430, %251
  %436 = fmul contract float %435, %252
  %437 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %436)
  %438 = fsub contract float %432, %253
  %439 = fmul contract float %252, %438
  %440 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %439)
  %441 = fsub contract float %434, %254
  %442 = fmul contract float %252, %441
  %443 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %442)
  %444 = add nsw i32 %440, -1
  %445 = icmp ugt i32 %444, 1023
  %446 = shl nuw nsw i32 %444, 10
  %447 = add nsw i32 %437, -1
  %448 = icmp ugt i32 %447, 1023
  %449 = select i1 %448, i1 true, i1 %445
  %450 = icmp ugt i32 %437, 1023
  %451 = select i1 %450, i1 true, i1 %445
  %452 = add nsw i32 %437, 1
  %453 = icmp ugt i32 %452, 1023
  %454 = select i1 %453, i1 true, i1 %445
  %455 = shl nuw nsw i32 %440, 10
  %456 = or i32 %447, %440
  %457 = icmp ugt i32 %456, 1023
  %458 = or i32 %437, %440
  %459 = icmp ugt i32 %458, 1023
  %460 = or i32 %452, %440
  %461 = icmp ugt i32 %460, 1023
  %462 = add nsw i32 %440, 1
  %463 = icmp ugt i32 %462, 1023
  %464 = shl nuw nsw i32 %462, 10
  %465 = select i1 %448, i1 true, i1 %463
  %466 = select i1 %450, i1 true, i1 %463
  %467 = select i1 %453, i1 true, i1 %463
  br label %468

468:                                              ; preds = %584, %428
  %469 = phi i32 [ -1, %428 ], [ %586, %584 ]
  %470 = phi i32 [ 0, %428 ], [ %585, %584 ]
  %471 = add nsw i32 %443, %469
  %472 = icmp ugt i32 %471, 1023
  %473 = shl nuw nsw i32 %471, 20
  %474 = or disjoint i32 %473, 1
  %475 = add nuw nsw i32 %446, %474
  %476 = select i1 %449, i1 true, i1 %472
  br i1 %476, label %486, label %477

477:                                              ; preds = %468
  %478 = add nuw nsw i32 %447, %475
  %479 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %478, ptr noundef nonnull %2) #7
  %480 = icmp sgt i32 %479, -1
  br i1 %480, label %481, label %486

481:                                              ; preds = %477
  %482 = zext nneg i32 %479 to i64
  %483 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %482
  %484 = load i32, ptr %483, align 4, !tbaa !6
  %485 = add nsw i32 %484, %470
  br label %486

486:                                              ; preds = %481, %477, %468
  %487 = phi i32 [ %470, %468 ], [ %485, %481 ], [ %470, %477 ]
  %488 = select i1 %451, i1 true, i1 %472
  br i1 %488, label %498, label %489

489:                                              ; preds = %486
  %490 = add nuw nsw i32 %437, %475
  %491 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %490, ptr noundef nonnull %2) #7
  %492 = icmp sgt i32 %491, -1
  br i1 %492, label %493, label %498

493:                                              ; preds = %489
  %494 = zext nneg i32 %491 to i64
  %495 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %494
  %496 = load i32, ptr %495, align 4, !tbaa !6
  %497 = add nsw i32 %496, %487
  br label %498

498:                                              ; preds = %493, %489, %486
  %499 = phi i32 [ %487, %486 ], [ %497, %493 ], [ %487, %489 ]
  %500 = select i1 %454, i1 true, i1 %472
  br i1 %500, label %510, label %501

501:                                              ; preds = %498
  %502 = add nuw nsw i32 %452, %475
  %503 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %502, ptr noundef nonnull %2) #7
  %504 = icmp sgt i32 %503, -1
  br i1 %504, label %505, label %510

505:                                              ; preds = %501
  %506 = zext nneg i32 %503 to i64
  %507 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %506
  %508 = load i32, ptr %507, align 4, !tbaa !6
  %509 = add nsw i32 %508, %499
  br label %510

510:                                              ; preds = %505, %501, %498
  %511 = phi i32 [ %499, %498 ], [ %509, %505 ], [ %499, %501 ]
  %512 = add nuw nsw i32 %455, %474
  %513 = select i1 %457, i1 true, i1 %472
  br i1 %513, label %523, label %514

514:                                              ; preds = %510
  %515 = add nuw nsw i32 %447, %512
  %516 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %515, ptr noundef nonnull %2) #7
  %517 = icmp sgt i32 %516, -1
  br i1 %517, label %518, label %523

518:                                              ; preds = %514
  %519 = zext nneg i32 %516 to i64
  %520 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %519
  %521 = load i32, ptr %520, align 4, !tbaa !6
  %522 = add nsw i32 %521, %511
  br label %523

523:                                              ; preds = %518, %514, %510
  %524 = phi i32 [ %511, %510 ], [ %522, %518 ], [ %511, %514 ]
  %525 = select i1 %459, i1 true, i1 %472
  br i1 %525, label %535, label %526

526:                                              ; preds = %523
  %527 = add nuw nsw i32 %437, %512
  %528 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %527, ptr noundef nonnull %2) #7
  %529 = icmp sgt i32 %528, -1
  br i1 %529, label %530, label %535

530:                                              ; preds = %526
  %531 = zext nneg i32 %528 to i64
  %532 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %531
  %533 = load i32, ptr %532, align 4, !tbaa !6
  %534 = add nsw i32 %533, %524
  br label %535

535:                                              ; preds = %530, %526, %523
  %536 = phi i32 [ %524, %523 ], [ %534, %530 ], [ %524, %526 ]
  %537 = select i1 %461, i1 true, i1 %472
  br i1 %537, label %547, label %538

538:                                              ; preds = %535
  %539 = add nuw nsw i32 %452, %512
  %540 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %539, ptr noundef nonnull %2) #7
  %541 = icmp sgt i32 %540, -1
  br i1 %541, label %542, label %547

542:                                              ; preds = %538
  %543 = zext nneg i32 %540 to i64
  %544 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %543
  %545 = load i32, ptr %544, align 4, !tbaa !6
  %546 = add nsw i32 %545, %536
  br label %547

547:                                              ; preds = %542, %538, %535
  %548 = phi i32 [ %536, %535 ], [ %546, %542 ], [ %536, %538 ]
  %549 = add nuw nsw i32 %464, %474
  %550 = select i1 %465, i1 true, i1 %472
  br i1 %550, label %560, label %551

551:                                              ; preds = %547
  %552 = add nuw nsw i32 %447, %549
  %553 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %552, ptr noundef nonnull %2) #7
  %554 = icmp sgt i32 %553, -1
  br i1 %554, label %555, label %560

555:                                              ; preds = %551
  %556 = zext nneg i32 %553 to i64
  %557 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %556
  %558 = load i32, ptr %557, align 4, !tbaa !6
  %559 = add nsw i32 %558, %548
  br label %560

560:                                              ; preds = %555, %551, %547
  %561 = phi i32 [ %548, %547 ], [ %559, %555 ], [ %548, %551 ]
  %562 = select i1 %466, i1 true, i1 %472
  br i1 %562, label %572, label %563

563:                                              ; preds = %560
  %564 = add nuw nsw i32 %437, %549
  %565 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %564, ptr noundef nonnull %2) #7
  %566 = icmp sgt i32 %565, -1
  br i1 %566, label %567, label %572

567:                                              ; preds = %563
  %568 = zext nneg i32 %565 to i64
  %569 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %568
  %570 = load i32, ptr %569, align 4, !tbaa !6
  %571 = add nsw i32 %570, %561
  br label %572

572:                                              ; preds = %567, %563, %560
  %573 = phi i32 [ %561, %560 ], [ %571, %567 ], [ %561, %563 ]
  %574 = select i1 %467, i1 true, i1 %472
  br i1 %574, label %584, label %575

575:                                              ; preds = %572
  %576 = add nuw nsw i32 %452, %549
  %577 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %576, ptr noundef nonnull %2) #7
  %578 = icmp sgt i32 %577, -1
  br i1 %578, label %579, label %584

579:                                              ; preds = %575
  %580 = zext nneg i32 %577 to i64
  %581 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %580
  %582 = load i32, ptr %581, align 4, !tbaa !6
  %583 = add nsw i32 %582, %573
  br label %584

584:                                              ; preds = %579, %575, %572
  %585 = phi i32 [ %573, %572 ], [ %583, %579 ], [ %573, %575 ]
  %586 = add nsw i32 %469, 1
  %587 = icmp eq i32 %586, 2
  br i1 %587, label %588, label %468, !llvm.loop !30

588:                                              ; preds = %584, %427
  %589 = phi i32 [ -1, %427 ], [ %585, %584 ]
  %590 = add nuw nsw i32 %192, %10
  %591 = sext i32 %590 to i64
  %592 = getelementptr inbounds i32, ptr %4, i64 %591
  store i32 %589, ptr %592, align 4, !tbaa !6
  %593 = icmp sgt i32 %589, -1
  %594 = icmp slt i32 %589, %3
  %595 = and i1 %593, %594
  %596 = zext i1 %595 to i8
  %597 = getelementptr inbounds i8, ptr %5, i64 %591
  store i8 %596, ptr %597, align 1, !tbaa !20
  br label %598

598:                                              ; preds = %588, %426
  %599 = icmp eq i32 %8, 0
  br i1 %599, label %600, label %603

600:                                              ; preds = %598
  %601 = zext nneg i32 %9 to i64
  %602 = getelementptr inbounds nuw i32, ptr %6, i64 %601
  store i32 %250, ptr %602, align 4, !tbaa !6
  br label %603

603:                                              ; preds = %598, %600, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #1

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm(float) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!11 = !{!12, !7, i64 44}
!12 = !{!"_ZTS15VoxelHashParams", !8, i64 0, !13, i64 12, !8, i64 16, !8, i64 28, !7, i64 40, !7, i64 44}
!13 = !{!"float", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!13, !13, i64 0}
!19 = !{!12, !13, i64 12}
!20 = !{!8, !8, i64 0}
!21 = !{!12, !7, i64 40}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = !{}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
