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
  br i1 %12, label %13, label %303

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

35:                                               ; preds = %108, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_nitems to ptr), align 4, !tbaa !6
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 512)
  %38 = icmp slt i32 %9, %37
  br i1 %38, label %214, label %218

39:                                               ; preds = %28, %108
  %40 = phi i32 [ %9, %28 ], [ %109, %108 ]
  %41 = mul nsw i32 %40, 3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !19
  %45 = getelementptr i8, ptr %43, i64 4
  %46 = load float, ptr %45, align 4, !tbaa !19
  %47 = getelementptr i8, ptr %43, i64 8
  %48 = load float, ptr %47, align 4, !tbaa !19
  %49 = load float, ptr %2, align 4, !tbaa !19
  %50 = fsub contract float %44, %49
  %51 = load float, ptr %29, align 4, !tbaa !20
  %52 = fmul contract float %50, %51
  %53 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %52)
  %54 = load float, ptr %30, align 4, !tbaa !19
  %55 = fsub contract float %46, %54
  %56 = fmul contract float %51, %55
  %57 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %56)
  %58 = load float, ptr %31, align 4, !tbaa !19
  %59 = fsub contract float %48, %58
  %60 = fmul contract float %51, %59
  %61 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %60)
  %62 = or i32 %57, %53
  %63 = or i32 %62, %61
  %64 = icmp ult i32 %63, 1024
  br i1 %64, label %65, label %71

65:                                               ; preds = %39
  %66 = shl nuw nsw i32 %57, 10
  %67 = shl nuw nsw i32 %61, 20
  %68 = add nuw nsw i32 %53, 1
  %69 = add nuw nsw i32 %68, %66
  %70 = add nuw nsw i32 %69, %67
  br label %71

71:                                               ; preds = %39, %65
  %72 = phi i32 [ %70, %65 ], [ 0, %39 ]
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  br i1 %33, label %75, label %108

75:                                               ; preds = %74
  %76 = sext i32 %40 to i64
  %77 = getelementptr inbounds i8, ptr %5, i64 %76
  store i8 2, ptr %77, align 1, !tbaa !21
  br label %108

78:                                               ; preds = %71
  %79 = load i32, ptr %32, align 4, !tbaa !22
  %80 = xor i32 %79, %72
  %81 = lshr i32 %80, 16
  %82 = xor i32 %81, %80
  %83 = mul i32 %82, -2048144789
  %84 = lshr i32 %83, 13
  %85 = xor i32 %84, %83
  %86 = mul i32 %85, -1028477387
  %87 = lshr i32 %86, 16
  %88 = xor i32 %87, %86
  %89 = load i32, ptr %10, align 4, !tbaa !11
  %90 = urem i32 %88, %89
  %91 = icmp eq i32 %90, %8
  br i1 %91, label %92, label %108

92:                                               ; preds = %78
  %93 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_nitems to ptr), i32 1 seq_cst, align 4
  %94 = icmp slt i32 %93, 512
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = zext i32 %72 to i64
  %97 = shl nuw i64 %96, 32
  %98 = zext i32 %40 to i64
  %99 = or disjoint i64 %97, %98
  %100 = sext i32 %93 to i64
  %101 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_items to ptr), i64 %100
  store i64 %99, ptr %101, align 8, !tbaa !14
  %102 = sext i32 %40 to i64
  %103 = getelementptr inbounds i8, ptr %5, i64 %102
  store i8 0, ptr %103, align 1, !tbaa !21
  br label %108

104:                                              ; preds = %92
  %105 = sext i32 %40 to i64
  %106 = getelementptr inbounds i8, ptr %5, i64 %105
  store i8 1, ptr %106, align 1, !tbaa !21
  %107 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE10s_overflow to ptr), i32 1 seq_cst, align 4
  br label %108

108:                                              ; preds = %95, %104, %78, %74, %75
  %109 = add i32 %40, %34
  %110 = icmp slt i32 %109, %1
  br i1 %110, label %39, label %35, !llvm.loop !23

111:                                              ; preds = %203, %227
  %112 = phi i32 [ 0, %227 ], [ %204, %203 ]
  %113 = phi i32 [ 0, %227 ], [ %175, %203 ]
  %114 = phi i32 [ %228, %227 ], [ %207, %203 ]
  %115 = phi i32 [ %219, %227 ], [ %178, %203 ]
  %116 = phi i32 [ 0, %227 ], [ %211, %203 ]
  %117 = icmp eq i32 %115, 0
  br i1 %117, label %118, label %133

118:                                              ; preds = %111
  %119 = sext i32 %113 to i64
  %120 = getelementptr inbounds i32, ptr %230, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = xor i32 %121, %235
  %123 = getelementptr inbounds i32, ptr %231, i64 %119
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = add i32 %122, %124
  %126 = urem i32 %125, 1900813
  %127 = mul nsw i32 %113, 192
  %128 = urem i32 %126, 192
  %129 = add nsw i32 %128, %127
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %130
  %132 = atomicrmw umin ptr %131, i64 %220 seq_cst, align 8
  br label %133

133:                                              ; preds = %118, %111
  %134 = icmp eq i32 %114, 0
  br i1 %134, label %135, label %150

135:                                              ; preds = %133
  %136 = sext i32 %112 to i64
  %137 = getelementptr inbounds i32, ptr %230, i64 %136
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = xor i32 %138, %237
  %140 = getelementptr inbounds i32, ptr %231, i64 %136
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = add i32 %139, %141
  %143 = urem i32 %142, 1900813
  %144 = mul nsw i32 %112, 192
  %145 = urem i32 %143, 192
  %146 = add nsw i32 %145, %144
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %147
  %149 = atomicrmw umin ptr %148, i64 %229 seq_cst, align 8
  br label %150

150:                                              ; preds = %135, %133
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %151 = icmp eq i32 %115, 2
  br i1 %151, label %174, label %152

152:                                              ; preds = %150
  %153 = sext i32 %113 to i64
  %154 = getelementptr inbounds i32, ptr %232, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !6
  %156 = xor i32 %155, %239
  %157 = getelementptr inbounds i32, ptr %233, i64 %153
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = add i32 %156, %158
  %160 = urem i32 %159, 1900813
  %161 = mul nsw i32 %113, 192
  %162 = urem i32 %160, 192
  %163 = add nsw i32 %162, %161
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %164
  %166 = load i64, ptr %165, align 8, !tbaa !14
  %167 = icmp eq i64 %166, %220
  br i1 %167, label %174, label %168

168:                                              ; preds = %152
  %169 = lshr i64 %166, 32
  %170 = icmp eq i64 %169, %238
  br i1 %170, label %174, label %171

171:                                              ; preds = %168
  %172 = add nsw i32 %113, 1
  %173 = srem i32 %172, 3
  br label %174

174:                                              ; preds = %168, %152, %171, %150
  %175 = phi i32 [ %113, %150 ], [ %173, %171 ], [ %113, %152 ], [ %113, %168 ]
  %176 = phi i1 [ false, %150 ], [ true, %171 ], [ false, %152 ], [ false, %168 ]
  %177 = phi i32 [ 0, %150 ], [ 0, %171 ], [ 1, %152 ], [ 0, %168 ]
  %178 = phi i32 [ 2, %150 ], [ 0, %171 ], [ 1, %152 ], [ 2, %168 ]
  %179 = phi i32 [ 0, %150 ], [ 1, %171 ], [ 0, %152 ], [ 0, %168 ]
  %180 = icmp eq i32 %114, 2
  br i1 %180, label %203, label %181

181:                                              ; preds = %174
  %182 = sext i32 %112 to i64
  %183 = getelementptr inbounds i32, ptr %232, i64 %182
  %184 = load i32, ptr %183, align 4, !tbaa !6
  %185 = xor i32 %184, %241
  %186 = getelementptr inbounds i32, ptr %233, i64 %182
  %187 = load i32, ptr %186, align 4, !tbaa !6
  %188 = add i32 %185, %187
  %189 = urem i32 %188, 1900813
  %190 = mul nsw i32 %112, 192
  %191 = urem i32 %189, 192
  %192 = add nsw i32 %191, %190
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %193
  %195 = load i64, ptr %194, align 8, !tbaa !14
  %196 = icmp eq i64 %195, %229
  br i1 %196, label %203, label %197

197:                                              ; preds = %181
  %198 = lshr i64 %195, 32
  %199 = icmp eq i64 %198, %240
  br i1 %199, label %203, label %200

200:                                              ; preds = %197
  %201 = add nsw i32 %112, 1
  %202 = srem i32 %201, 3
  br label %203

203:                                              ; preds = %181, %197, %200, %174
  %204 = phi i32 [ %112, %174 ], [ %112, %197 ], [ %202, %200 ], [ %112, %181 ]
  %205 = phi i1 [ false, %174 ], [ false, %197 ], [ true, %200 ], [ false, %181 ]
  %206 = phi i32 [ 0, %174 ], [ 0, %197 ], [ 0, %200 ], [ 1, %181 ]
  %207 = phi i32 [ 2, %174 ], [ 2, %197 ], [ 0, %200 ], [ 1, %181 ]
  %208 = phi i32 [ %179, %174 ], [ %179, %197 ], [ 1, %200 ], [ %179, %181 ]
  %209 = icmp ne i32 %208, 0
  %210 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %209)
  %211 = add nuw nsw i32 %116, 1
  %212 = icmp ne i32 %211, 24
  %213 = select i1 %210, i1 %212, i1 false
  br i1 %213, label %111, label %242, !llvm.loop !24

214:                                              ; preds = %35
  %215 = zext nneg i32 %9 to i64
  %216 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_items to ptr), i64 %215
  %217 = load i64, ptr %216, align 8, !tbaa !14
  br label %218

218:                                              ; preds = %35, %214
  %219 = phi i32 [ 0, %214 ], [ 2, %35 ]
  %220 = phi i64 [ %217, %214 ], [ -1, %35 ]
  %221 = add nuw nsw i32 %9, 256
  %222 = icmp slt i32 %221, %37
  br i1 %222, label %223, label %227

223:                                              ; preds = %218
  %224 = zext nneg i32 %221 to i64
  %225 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_items to ptr), i64 %224
  %226 = load i64, ptr %225, align 8, !tbaa !14
  br label %227

227:                                              ; preds = %223, %218
  %228 = phi i32 [ 0, %223 ], [ 2, %218 ]
  %229 = phi i64 [ %226, %223 ], [ -1, %218 ]
  %230 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %231 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %232 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %233 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %234 = lshr i64 %220, 32
  %235 = trunc nuw i64 %234 to i32
  %236 = lshr i64 %229, 32
  %237 = trunc nuw i64 %236 to i32
  %238 = lshr i64 %220, 32
  %239 = trunc nuw i64 %238 to i32
  %240 = lshr i64 %229, 32
  %241 = trunc nuw i64 %240 to i32
  br label %111

242:                                              ; preds = %203
  br i1 %176, label %243, label %246

243:                                              ; preds = %242
  %244 = and i64 %220, 4294967295
  %245 = getelementptr inbounds nuw i8, ptr %5, i64 %244
  store i8 1, ptr %245, align 1, !tbaa !21
  br label %246

246:                                              ; preds = %243, %242
  %247 = phi i32 [ 1, %243 ], [ 0, %242 ]
  br i1 %205, label %248, label %252

248:                                              ; preds = %246
  %249 = and i64 %229, 4294967295
  %250 = getelementptr inbounds nuw i8, ptr %5, i64 %249
  store i8 1, ptr %250, align 1, !tbaa !21
  %251 = add nuw nsw i32 %247, 1
  br label %252

252:                                              ; preds = %246, %248
  %253 = phi i32 [ %251, %248 ], [ %247, %246 ]
  %254 = add nuw nsw i32 %177, %206
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %254, i32 16, i32 31)
  %256 = add nsw i32 %255, %254
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %253, i32 16, i32 31)
  %258 = add nsw i32 %257, %253
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %256, i32 8, i32 31)
  %260 = add nsw i32 %259, %256
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %258, i32 8, i32 31)
  %262 = add nsw i32 %261, %258
  %263 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %260, i32 4, i32 31)
  %264 = add nsw i32 %263, %260
  %265 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %262, i32 4, i32 31)
  %266 = add nsw i32 %265, %262
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %264, i32 2, i32 31)
  %268 = add nsw i32 %267, %264
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %266, i32 2, i32 31)
  %270 = add nsw i32 %269, %266
  %271 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %268, i32 1, i32 31)
  %272 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %270, i32 1, i32 31)
  %273 = and i32 %9, 31
  %274 = icmp eq i32 %273, 0
  br i1 %274, label %275, label %280

275:                                              ; preds = %252
  %276 = add nsw i32 %272, %270
  %277 = add nsw i32 %271, %268
  %278 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_stored to ptr), i32 %277 seq_cst, align 4
  %279 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE10s_overflow to ptr), i32 %276 seq_cst, align 4
  br label %280

280:                                              ; preds = %275, %252
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %281 = zext nneg i32 %8 to i64
  %282 = mul nuw nsw i64 %281, 4608
  %283 = getelementptr inbounds nuw i8, ptr %3, i64 %282
  %284 = icmp samesign ult i32 %9, 576
  br i1 %284, label %285, label %287

285:                                              ; preds = %280
  %286 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %288

287:                                              ; preds = %288, %280
  br i1 %18, label %296, label %303

288:                                              ; preds = %285, %288
  %289 = phi i32 [ %9, %285 ], [ %294, %288 ]
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE7s_table to ptr), i64 %290
  %292 = load i64, ptr %291, align 8, !tbaa !14
  %293 = getelementptr inbounds nuw i64, ptr %283, i64 %290
  store i64 %292, ptr %293, align 8, !tbaa !14
  %294 = add nuw nsw i32 %289, %286
  %295 = icmp samesign ult i32 %294, 576
  br i1 %295, label %288, label %287, !llvm.loop !25

296:                                              ; preds = %287
  %297 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE8s_stored to ptr), align 4, !tbaa !6
  %298 = getelementptr inbounds nuw i32, ptr %4, i64 %281
  store i32 %297, ptr %298, align 4, !tbaa !6
  %299 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_cuckoo_buildE10s_overflow to ptr), align 4, !tbaa !6
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %303, label %301

301:                                              ; preds = %296
  %302 = atomicrmw add ptr %6, i32 %299 seq_cst, align 4
  br label %303

303:                                              ; preds = %287, %301, %296, %7
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
  br i1 %12, label %13, label %315

13:                                               ; preds = %6
  %14 = mul nsw i32 %11, 3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !19
  %18 = getelementptr i8, ptr %16, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !19
  %20 = getelementptr i8, ptr %16, i64 8
  %21 = load float, ptr %20, align 4, !tbaa !19
  %22 = load float, ptr %2, align 4, !tbaa !19
  %23 = fsub contract float %17, %22
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %25 = load float, ptr %24, align 4, !tbaa !20
  %26 = fmul contract float %23, %25
  %27 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %26)
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !19
  %30 = fsub contract float %19, %29
  %31 = fmul contract float %25, %30
  %32 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %31)
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %34 = load float, ptr %33, align 4, !tbaa !19
  %35 = fsub contract float %21, %34
  %36 = fmul contract float %25, %35
  %37 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %36)
  %38 = or i32 %32, %27
  %39 = or i32 %38, %37
  %40 = icmp ugt i32 %39, 1023
  br i1 %40, label %309, label %41

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

83:                                               ; preds = %41, %104
  %84 = phi i32 [ 0, %41 ], [ %306, %104 ]
  %85 = phi i32 [ -1, %41 ], [ %105, %104 ]
  %86 = phi i32 [ -1, %41 ], [ %238, %104 ]
  %87 = add nsw i32 %85, %37
  %88 = icmp ugt i32 %87, 1023
  %89 = shl nuw nsw i32 %87, 20
  %90 = or disjoint i32 %89, 1
  br label %91

91:                                               ; preds = %83, %305
  %92 = phi i32 [ %84, %83 ], [ %306, %305 ]
  %93 = phi i32 [ -1, %83 ], [ %307, %305 ]
  %94 = phi i32 [ %86, %83 ], [ %238, %305 ]
  %95 = add nsw i32 %93, %32
  %96 = icmp ugt i32 %95, 1023
  %97 = shl nuw nsw i32 %95, 10
  %98 = add nuw nsw i32 %90, %97
  %99 = or i32 %93, %85
  %100 = select i1 %49, i1 true, i1 %96
  %101 = select i1 %100, i1 true, i1 %88
  %102 = add nuw nsw i32 %98, %48
  %103 = select i1 %101, i32 0, i32 %102
  br i1 %101, label %168, label %107

104:                                              ; preds = %305
  %105 = add nsw i32 %85, 1
  %106 = icmp eq i32 %105, 2
  br i1 %106, label %309, label %83, !llvm.loop !26

107:                                              ; preds = %91
  %108 = xor i32 %43, %103
  %109 = lshr i32 %108, 16
  %110 = xor i32 %109, %108
  %111 = mul i32 %110, -2048144789
  %112 = lshr i32 %111, 13
  %113 = xor i32 %112, %111
  %114 = mul i32 %113, -1028477387
  %115 = lshr i32 %114, 16
  %116 = xor i32 %115, %114
  %117 = urem i32 %116, %45
  %118 = sext i32 %117 to i64
  %119 = mul nsw i64 %118, 4608
  %120 = getelementptr inbounds nuw i8, ptr %3, i64 %119
  %121 = xor i32 %50, %103
  %122 = add i32 %121, %51
  %123 = urem i32 %122, 1900813
  %124 = urem i32 %123, 192
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw i64, ptr %120, i64 %125
  %127 = addrspacecast ptr %126 to ptr addrspace(1)
  %128 = load i64, ptr addrspace(1) %127, align 8, !invariant.load !27
  %129 = lshr i64 %128, 32
  %130 = trunc nuw i64 %129 to i32
  %131 = icmp eq i32 %103, %130
  %132 = trunc i64 %128 to i32
  br i1 %131, label %163, label %133

133:                                              ; preds = %107
  %134 = xor i32 %53, %103
  %135 = add i32 %134, %55
  %136 = urem i32 %135, 1900813
  %137 = urem i32 %136, 192
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw i64, ptr %120, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 1536
  %141 = addrspacecast ptr %140 to ptr addrspace(1)
  %142 = load i64, ptr addrspace(1) %141, align 8, !invariant.load !27
  %143 = lshr i64 %142, 32
  %144 = trunc nuw i64 %143 to i32
  %145 = icmp eq i32 %103, %144
  %146 = trunc i64 %142 to i32
  %147 = select i1 %145, i32 %146, i32 %132
  br i1 %145, label %163, label %148

148:                                              ; preds = %133
  %149 = xor i32 %57, %103
  %150 = add i32 %149, %59
  %151 = urem i32 %150, 1900813
  %152 = urem i32 %151, 192
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds nuw i64, ptr %120, i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 3072
  %156 = addrspacecast ptr %155 to ptr addrspace(1)
  %157 = load i64, ptr addrspace(1) %156, align 8, !invariant.load !27
  %158 = lshr i64 %157, 32
  %159 = trunc nuw i64 %158 to i32
  %160 = icmp eq i32 %103, %159
  %161 = trunc i64 %157 to i32
  %162 = select i1 %160, i32 %161, i32 -1
  br label %163

163:                                              ; preds = %148, %133, %107
  %164 = phi i32 [ %132, %107 ], [ %162, %148 ], [ %147, %133 ]
  %165 = icmp ne i32 %164, -1
  %166 = zext i1 %165 to i32
  %167 = add nsw i32 %92, %166
  br label %168

168:                                              ; preds = %163, %91
  %169 = phi i32 [ %92, %91 ], [ %167, %163 ]
  %170 = select i1 %60, i1 true, i1 %96
  %171 = select i1 %170, i1 true, i1 %88
  %172 = add nuw nsw i32 %98, %27
  %173 = select i1 %171, i32 0, i32 %172
  br i1 %171, label %237, label %174

174:                                              ; preds = %168
  %175 = xor i32 %43, %173
  %176 = lshr i32 %175, 16
  %177 = xor i32 %176, %175
  %178 = mul i32 %177, -2048144789
  %179 = lshr i32 %178, 13
  %180 = xor i32 %179, %178
  %181 = mul i32 %180, -1028477387
  %182 = lshr i32 %181, 16
  %183 = xor i32 %182, %181
  %184 = urem i32 %183, %45
  %185 = sext i32 %184 to i64
  %186 = mul nsw i64 %185, 4608
  %187 = getelementptr inbounds nuw i8, ptr %3, i64 %186
  %188 = xor i32 %61, %173
  %189 = add i32 %188, %62
  %190 = urem i32 %189, 1900813
  %191 = urem i32 %190, 192
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw i64, ptr %187, i64 %192
  %194 = addrspacecast ptr %193 to ptr addrspace(1)
  %195 = load i64, ptr addrspace(1) %194, align 8, !invariant.load !27
  %196 = lshr i64 %195, 32
  %197 = trunc nuw i64 %196 to i32
  %198 = icmp eq i32 %173, %197
  %199 = trunc i64 %195 to i32
  br i1 %198, label %230, label %200

200:                                              ; preds = %174
  %201 = xor i32 %64, %173
  %202 = add i32 %201, %66
  %203 = urem i32 %202, 1900813
  %204 = urem i32 %203, 192
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds nuw i64, ptr %187, i64 %205
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 1536
  %208 = addrspacecast ptr %207 to ptr addrspace(1)
  %209 = load i64, ptr addrspace(1) %208, align 8, !invariant.load !27
  %210 = lshr i64 %209, 32
  %211 = trunc nuw i64 %210 to i32
  %212 = icmp eq i32 %173, %211
  %213 = trunc i64 %209 to i32
  %214 = select i1 %212, i32 %213, i32 %199
  br i1 %212, label %230, label %215

215:                                              ; preds = %200
  %216 = xor i32 %68, %173
  %217 = add i32 %216, %70
  %218 = urem i32 %217, 1900813
  %219 = urem i32 %218, 192
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr inbounds nuw i64, ptr %187, i64 %220
  %222 = getelementptr inbounds nuw i8, ptr %221, i64 3072
  %223 = addrspacecast ptr %222 to ptr addrspace(1)
  %224 = load i64, ptr addrspace(1) %223, align 8, !invariant.load !27
  %225 = lshr i64 %224, 32
  %226 = trunc nuw i64 %225 to i32
  %227 = icmp eq i32 %173, %226
  %228 = trunc i64 %224 to i32
  %229 = select i1 %227, i32 %228, i32 -1
  br label %230

230:                                              ; preds = %215, %200, %174
  %231 = phi i32 [ %199, %174 ], [ %229, %215 ], [ %214, %200 ]
  %232 = icmp eq i32 %231, -1
  br i1 %232, label %237, label %233

233:                                              ; preds = %230
  %234 = add nsw i32 %169, 1
  %235 = icmp eq i32 %99, 0
  %236 = select i1 %235, i32 %231, i32 %94
  br label %237

237:                                              ; preds = %233, %230, %168
  %238 = phi i32 [ %94, %168 ], [ %94, %230 ], [ %236, %233 ]
  %239 = phi i32 [ %169, %168 ], [ %169, %230 ], [ %234, %233 ]
  %240 = select i1 %72, i1 true, i1 %96
  %241 = select i1 %240, i1 true, i1 %88
  %242 = add nuw nsw i32 %98, %71
  %243 = select i1 %241, i32 0, i32 %242
  br i1 %241, label %305, label %244

244:                                              ; preds = %237
  %245 = xor i32 %43, %243
  %246 = lshr i32 %245, 16
  %247 = xor i32 %246, %245
  %248 = mul i32 %247, -2048144789
  %249 = lshr i32 %248, 13
  %250 = xor i32 %249, %248
  %251 = mul i32 %250, -1028477387
  %252 = lshr i32 %251, 16
  %253 = xor i32 %252, %251
  %254 = urem i32 %253, %45
  %255 = sext i32 %254 to i64
  %256 = mul nsw i64 %255, 4608
  %257 = getelementptr inbounds nuw i8, ptr %3, i64 %256
  %258 = xor i32 %73, %243
  %259 = add i32 %258, %74
  %260 = urem i32 %259, 1900813
  %261 = urem i32 %260, 192
  %262 = zext nneg i32 %261 to i64
  %263 = getelementptr inbounds nuw i64, ptr %257, i64 %262
  %264 = addrspacecast ptr %263 to ptr addrspace(1)
  %265 = load i64, ptr addrspace(1) %264, align 8, !invariant.load !27
  %266 = lshr i64 %265, 32
  %267 = trunc nuw i64 %266 to i32
  %268 = icmp eq i32 %243, %267
  %269 = trunc i64 %265 to i32
  br i1 %268, label %300, label %270

270:                                              ; preds = %244
  %271 = xor i32 %76, %243
  %272 = add i32 %271, %78
  %273 = urem i32 %272, 1900813
  %274 = urem i32 %273, 192
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds nuw i64, ptr %257, i64 %275
  %277 = getelementptr inbounds nuw i8, ptr %276, i64 1536
  %278 = addrspacecast ptr %277 to ptr addrspace(1)
  %279 = load i64, ptr addrspace(1) %278, align 8, !invariant.load !27
  %280 = lshr i64 %279, 32
  %281 = trunc nuw i64 %280 to i32
  %282 = icmp eq i32 %243, %281
  %283 = trunc i64 %279 to i32
  %284 = select i1 %282, i32 %283, i32 %269
  br i1 %282, label %300, label %285

285:                                              ; preds = %270
  %286 = xor i32 %80, %243
  %287 = add i32 %286, %82
  %288 = urem i32 %287, 1900813
  %289 = urem i32 %288, 192
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr inbounds nuw i64, ptr %257, i64 %290
  %292 = getelementptr inbounds nuw i8, ptr %291, i64 3072
  %293 = addrspacecast ptr %292 to ptr addrspace(1)
  %294 = load i64, ptr addrspace(1) %293, align 8, !invariant.load !27
  %295 = lshr i64 %294, 32
  %296 = trunc nuw i64 %295 to i32
  %297 = icmp eq i32 %243, %296
  %298 = trunc i64 %294 to i32
  %299 = select i1 %297, i32 %298, i32 -1
  br label %300

300:                                              ; preds = %285, %270, %244
  %301 = phi i32 [ %269, %244 ], [ %299, %285 ], [ %284, %270 ]
  %302 = icmp ne i32 %301, -1
  %303 = zext i1 %302 to i32
  %304 = add nsw i32 %239, %303
  br label %305

305:                                              ; preds = %300, %237
  %306 = phi i32 [ %239, %237 ], [ %304, %300 ]
  %307 = add nsw i32 %93, 1
  %308 = icmp eq i32 %307, 2
  br i1 %308, label %104, label %91, !llvm.loop !28

309:                                              ; preds = %104, %13
  %310 = phi i32 [ -1, %13 ], [ %306, %104 ]
  %311 = phi i32 [ -1, %13 ], [ %238, %104 ]
  %312 = sext i32 %11 to i64
  %313 = getelementptr inbounds i32, ptr %4, i64 %312
  store i32 %310, ptr %313, align 4, !tbaa !6
  %314 = getelementptr inbounds i32, ptr %5, i64 %312
  store i32 %311, ptr %314, align 4, !tbaa !6
  br label %315

315:                                              ; preds = %309, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2) local_unnamed_addr #3 {
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 28
  br label %9

6:                                                ; preds = %9
  %7 = add nuw nsw i32 %11, 1
  %8 = icmp eq i32 %7, 3
  br i1 %8, label %30, label %9, !llvm.loop !29

9:                                                ; preds = %3, %6
  %10 = phi i32 [ undef, %3 ], [ %29, %6 ]
  %11 = phi i32 [ 0, %3 ], [ %7, %6 ]
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %4, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = xor i32 %14, %1
  %16 = getelementptr inbounds nuw i32, ptr %5, i64 %12
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = add i32 %15, %17
  %19 = urem i32 %18, 1900813
  %20 = mul nuw nsw i32 %11, 192
  %21 = urem i32 %19, 192
  %22 = add nuw nsw i32 %21, %20
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i64, ptr %0, i64 %23
  %25 = load i64, ptr %24, align 8, !tbaa !14
  %26 = lshr i64 %25, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = icmp eq i32 %1, %27
  %29 = select i1 %28, i32 %22, i32 %10
  br i1 %28, label %30, label %6

30:                                               ; preds = %6, %9
  %31 = phi i32 [ %29, %9 ], [ -1, %6 ]
  ret i32 %31
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @voxel_tile_density(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.VoxelHashParams) align 4 captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 9
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %411

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
  br label %42

26:                                               ; preds = %16, %26
  %27 = phi i32 [ %8, %16 ], [ %31, %26 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %28
  store i64 -1, ptr %29, align 8, !tbaa !14
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %28
  store i32 0, ptr %30, align 4, !tbaa !6
  %31 = add nuw nsw i32 %27, %17
  %32 = icmp samesign ult i32 %31, 576
  br i1 %32, label %26, label %18, !llvm.loop !30

33:                                               ; preds = %42, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = load float, ptr %2, align 4
  %35 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %40 = load float, ptr %39, align 4
  %41 = icmp slt i32 %8, %14
  br i1 %41, label %158, label %184

42:                                               ; preds = %21, %42
  %43 = phi i32 [ %8, %21 ], [ %55, %42 ]
  %44 = sext i32 %43 to i64
  %45 = getelementptr float, ptr %24, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !19
  %47 = freeze i32 %43
  %48 = sdiv i32 %47, 3
  %49 = mul i32 %48, 3
  %50 = sub i32 %47, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %51
  %53 = sext i32 %48 to i64
  %54 = getelementptr inbounds float, ptr %52, i64 %53
  store float %46, ptr %54, align 4, !tbaa !19
  %55 = add i32 %43, %25
  %56 = icmp slt i32 %55, %19
  br i1 %56, label %42, label %33, !llvm.loop !31

57:                                               ; preds = %148, %220
  %58 = phi i32 [ %227, %220 ], [ %150, %148 ]
  %59 = phi i32 [ %191, %220 ], [ %122, %148 ]
  %60 = phi i32 [ 0, %220 ], [ %123, %148 ]
  %61 = phi i32 [ 0, %220 ], [ %151, %148 ]
  %62 = phi i32 [ 0, %220 ], [ %155, %148 ]
  %63 = icmp eq i32 %59, 0
  br i1 %63, label %64, label %79

64:                                               ; preds = %57
  %65 = sext i32 %60 to i64
  %66 = getelementptr inbounds i32, ptr %228, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = xor i32 %67, %185
  %69 = getelementptr inbounds i32, ptr %229, i64 %65
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = add i32 %68, %70
  %72 = urem i32 %71, 1900813
  %73 = mul nsw i32 %60, 192
  %74 = urem i32 %72, 192
  %75 = add nsw i32 %74, %73
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %76
  %78 = atomicrmw umin ptr %77, i64 %189 seq_cst, align 8
  br label %79

79:                                               ; preds = %64, %57
  %80 = icmp eq i32 %58, 0
  br i1 %80, label %81, label %96

81:                                               ; preds = %79
  %82 = sext i32 %61 to i64
  %83 = getelementptr inbounds i32, ptr %228, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = xor i32 %84, %221
  %86 = getelementptr inbounds i32, ptr %229, i64 %82
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = add i32 %85, %87
  %89 = urem i32 %88, 1900813
  %90 = mul nsw i32 %61, 192
  %91 = urem i32 %89, 192
  %92 = add nsw i32 %91, %90
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %93
  %95 = atomicrmw umin ptr %94, i64 %225 seq_cst, align 8
  br label %96

96:                                               ; preds = %81, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %97 = icmp eq i32 %59, 2
  br i1 %97, label %120, label %98

98:                                               ; preds = %96
  %99 = sext i32 %60 to i64
  %100 = getelementptr inbounds i32, ptr %230, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = xor i32 %101, %185
  %103 = getelementptr inbounds i32, ptr %231, i64 %99
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = add i32 %102, %104
  %106 = urem i32 %105, 1900813
  %107 = mul nsw i32 %60, 192
  %108 = urem i32 %106, 192
  %109 = add nsw i32 %108, %107
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %110
  %112 = load i64, ptr %111, align 8, !tbaa !14
  %113 = icmp eq i64 %112, %189
  br i1 %113, label %120, label %114

114:                                              ; preds = %98
  %115 = lshr i64 %112, 32
  %116 = icmp eq i64 %115, %186
  br i1 %116, label %120, label %117

117:                                              ; preds = %114
  %118 = add nsw i32 %60, 1
  %119 = srem i32 %118, 3
  br label %120

120:                                              ; preds = %114, %98, %117, %96
  %121 = phi i32 [ 0, %96 ], [ 0, %117 ], [ 1, %98 ], [ 0, %114 ]
  %122 = phi i32 [ 2, %96 ], [ 0, %117 ], [ 1, %98 ], [ 2, %114 ]
  %123 = phi i32 [ %60, %96 ], [ %119, %117 ], [ %60, %98 ], [ %60, %114 ]
  %124 = phi i32 [ 0, %96 ], [ 1, %117 ], [ 0, %98 ], [ 0, %114 ]
  %125 = icmp eq i32 %58, 2
  br i1 %125, label %148, label %126

126:                                              ; preds = %120
  %127 = sext i32 %61 to i64
  %128 = getelementptr inbounds i32, ptr %230, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = xor i32 %129, %221
  %131 = getelementptr inbounds i32, ptr %231, i64 %127
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = add i32 %130, %132
  %134 = urem i32 %133, 1900813
  %135 = mul nsw i32 %61, 192
  %136 = urem i32 %134, 192
  %137 = add nsw i32 %136, %135
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i64 %138
  %140 = load i64, ptr %139, align 8, !tbaa !14
  %141 = icmp eq i64 %140, %225
  br i1 %141, label %148, label %142

142:                                              ; preds = %126
  %143 = lshr i64 %140, 32
  %144 = icmp eq i64 %143, %222
  br i1 %144, label %148, label %145

145:                                              ; preds = %142
  %146 = add nsw i32 %61, 1
  %147 = srem i32 %146, 3
  br label %148

148:                                              ; preds = %126, %142, %145, %120
  %149 = phi i32 [ 0, %120 ], [ 0, %142 ], [ 0, %145 ], [ 1, %126 ]
  %150 = phi i32 [ 2, %120 ], [ 2, %142 ], [ 0, %145 ], [ 1, %126 ]
  %151 = phi i32 [ %61, %120 ], [ %61, %142 ], [ %147, %145 ], [ %61, %126 ]
  %152 = phi i32 [ %124, %120 ], [ %124, %142 ], [ 1, %145 ], [ %124, %126 ]
  %153 = icmp ne i32 %152, 0
  %154 = tail call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %153)
  %155 = add nuw nsw i32 %62, 1
  %156 = icmp ne i32 %155, 24
  %157 = select i1 %154, i1 %156, i1 false
  br i1 %157, label %57, label %232, !llvm.loop !24

158:                                              ; preds = %33
  %159 = zext nneg i32 %8 to i64
  %160 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !19
  %162 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 2048), i64 %159
  %163 = load float, ptr %162, align 4, !tbaa !19
  %164 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 4096), i64 %159
  %165 = load float, ptr %164, align 4, !tbaa !19
  %166 = fsub contract float %161, %34
  %167 = fmul contract float %166, %36
  %168 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %167)
  %169 = fsub contract float %163, %38
  %170 = fmul contract float %36, %169
  %171 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %170)
  %172 = fsub contract float %165, %40
  %173 = fmul contract float %36, %172
  %174 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %173)
  %175 = or i32 %171, %168
  %176 = or i32 %175, %174
  %177 = icmp ult i32 %176, 1024
  br i1 %177, label %178, label %184

178:                                              ; preds = %158
  %179 = shl nuw nsw i32 %171, 10
  %180 = shl nuw nsw i32 %174, 20
  %181 = add nuw nsw i32 %168, 1
  %182 = add nuw nsw i32 %181, %179
  %183 = add nuw nsw i32 %182, %180
  br label %184

184:                                              ; preds = %178, %158, %33
  %185 = phi i32 [ 0, %33 ], [ %183, %178 ], [ 0, %158 ]
  %186 = zext i32 %185 to i64
  %187 = shl nuw i64 %186, 32
  %188 = zext nneg i32 %8 to i64
  %189 = or disjoint i64 %187, %188
  %190 = icmp eq i32 %185, 0
  %191 = select i1 %190, i32 2, i32 0
  %192 = add nuw nsw i32 %8, 256
  %193 = icmp slt i32 %192, %14
  br i1 %193, label %194, label %220

194:                                              ; preds = %184
  %195 = zext nneg i32 %192 to i64
  %196 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %195
  %197 = load float, ptr %196, align 4, !tbaa !19
  %198 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 2048), i64 %195
  %199 = load float, ptr %198, align 4, !tbaa !19
  %200 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 4096), i64 %195
  %201 = load float, ptr %200, align 4, !tbaa !19
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
  br i1 %213, label %214, label %220

214:                                              ; preds = %194
  %215 = shl nuw nsw i32 %207, 10
  %216 = shl nuw nsw i32 %210, 20
  %217 = add nuw nsw i32 %204, 1
  %218 = add nuw nsw i32 %217, %215
  %219 = add nuw nsw i32 %218, %216
  br label %220

220:                                              ; preds = %214, %194, %184
  %221 = phi i32 [ 0, %184 ], [ %219, %214 ], [ 0, %194 ]
  %222 = zext i32 %221 to i64
  %223 = shl nuw i64 %222, 32
  %224 = zext nneg i32 %192 to i64
  %225 = or disjoint i64 %223, %224
  %226 = icmp eq i32 %221, 0
  %227 = select i1 %226, i32 2, i32 0
  %228 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %229 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %230 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %231 = getelementptr inbounds nuw i8, ptr %2, i64 28
  br label %57

232:                                              ; preds = %148
  %233 = icmp eq i32 %185, 0
  br i1 %233, label %241, label %234

234:                                              ; preds = %232
  %235 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %185, ptr noundef nonnull %2) #7
  %236 = icmp sgt i32 %235, -1
  br i1 %236, label %237, label %241

237:                                              ; preds = %234
  %238 = zext nneg i32 %235 to i64
  %239 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %238
  %240 = atomicrmw add ptr %239, i32 1 seq_cst, align 4
  br label %241

241:                                              ; preds = %234, %237, %232
  %242 = phi i32 [ 0, %232 ], [ %121, %237 ], [ %121, %234 ]
  %243 = icmp eq i32 %221, 0
  br i1 %243, label %253, label %244

244:                                              ; preds = %241
  %245 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %221, ptr noundef nonnull %2) #7
  %246 = icmp sgt i32 %245, -1
  br i1 %246, label %247, label %251

247:                                              ; preds = %244
  %248 = zext nneg i32 %245 to i64
  %249 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %248
  %250 = atomicrmw add ptr %249, i32 1 seq_cst, align 4
  br label %251

251:                                              ; preds = %247, %244
  %252 = add nuw nsw i32 %242, %149
  br label %253

253:                                              ; preds = %251, %241
  %254 = phi i32 [ %242, %241 ], [ %252, %251 ]
  %255 = icmp ne i32 %254, 0
  %256 = tail call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %255)
  %257 = load float, ptr %2, align 4
  %258 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %259 = load float, ptr %258, align 4
  %260 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %261 = load float, ptr %260, align 4
  %262 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %263 = load float, ptr %262, align 4
  %264 = icmp slt i32 %8, %14
  br i1 %264, label %265, label %334

265:                                              ; preds = %253
  %266 = icmp eq i32 %185, 0
  br i1 %266, label %324, label %267

267:                                              ; preds = %265
  %268 = zext nneg i32 %8 to i64
  %269 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %268
  %270 = load float, ptr %269, align 4, !tbaa !19
  %271 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 2048), i64 %268
  %272 = load float, ptr %271, align 4, !tbaa !19
  %273 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 4096), i64 %268
  %274 = load float, ptr %273, align 4, !tbaa !19
  %275 = fsub contract float %270, %257
  %276 = fmul contract float %275, %259
  %277 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %276)
  %278 = fsub contract float %272, %261
  %279 = fmul contract float %259, %278
  %280 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %279)
  %281 = fsub contract float %274, %263
  %282 = fmul contract float %259, %281
  %283 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %282)
  br label %284

284:                                              ; preds = %267, %298
  %285 = phi i32 [ -1, %267 ], [ %299, %298 ]
  %286 = phi i32 [ 0, %267 ], [ %321, %298 ]
  %287 = add nsw i32 %283, %285
  %288 = icmp ugt i32 %287, 1023
  %289 = shl nuw nsw i32 %287, 20
  %290 = or disjoint i32 %289, 1
  br label %291

291:                                              ; preds = %284, %301
  %292 = phi i32 [ -1, %284 ], [ %302, %301 ]
  %293 = phi i32 [ %286, %284 ], [ %321, %301 ]
  %294 = add nsw i32 %280, %292
  %295 = icmp ugt i32 %294, 1023
  %296 = shl nuw nsw i32 %294, 10
  %297 = add nuw nsw i32 %296, %290
  br label %304

298:                                              ; preds = %301
  %299 = add nsw i32 %285, 1
  %300 = icmp eq i32 %299, 2
  br i1 %300, label %324, label %284, !llvm.loop !32

301:                                              ; preds = %320
  %302 = add nsw i32 %292, 1
  %303 = icmp eq i32 %302, 2
  br i1 %303, label %298, label %291, !llvm.loop !33

304:                                              ; preds = %291, %320
  %305 = phi i32 [ -1, %291 ], [ %322, %320 ]
  %306 = phi i32 [ %293, %291 ], [ %321, %320 ]
  %307 = add nsw i32 %277, %305
  %308 = icmp ugt i32 %307, 1023
  %309 = select i1 %308, i1 true, i1 %295
  %310 = select i1 %309, i1 true, i1 %288
  br i1 %310, label %320, label %311

311:                                              ; preds = %304
  %312 = add nuw nsw i32 %307, %297
  %313 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %312, ptr noundef nonnull %2) #7
  %314 = icmp sgt i32 %313, -1
  br i1 %314, label %315, label %320

315:                                              ; preds = %311
  %316 = zext nneg i32 %313 to i64
  %317 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %316
  %318 = load i32, ptr %317, align 4, !tbaa !6
  %319 = add nsw i32 %318, %306
  br label %320

320:                                              ; preds = %311, %315, %304
  %321 = phi i32 [ %306, %304 ], [ %319, %315 ], [ %306, %311 ]
  %322 = add nsw i32 %305, 1
  %323 = icmp eq i32 %322, 2
  br i1 %323, label %301, label %304, !llvm.loop !34

324:                                              ; preds = %298, %265
  %325 = phi i32 [ -1, %265 ], [ %321, %298 ]
  %326 = add nuw nsw i32 %8, %10
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds i32, ptr %4, i64 %327
  store i32 %325, ptr %328, align 4, !tbaa !6
  %329 = icmp sgt i32 %325, -1
  %330 = icmp slt i32 %325, %3
  %331 = and i1 %329, %330
  %332 = zext i1 %331 to i8
  %333 = getelementptr inbounds i8, ptr %5, i64 %327
  store i8 %332, ptr %333, align 1, !tbaa !21
  br label %334

334:                                              ; preds = %253, %324
  %335 = add nuw nsw i32 %8, 256
  %336 = icmp slt i32 %335, %14
  br i1 %336, label %337, label %406

337:                                              ; preds = %334
  %338 = icmp eq i32 %221, 0
  br i1 %338, label %396, label %339

339:                                              ; preds = %337
  %340 = zext nneg i32 %335 to i64
  %341 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 %340
  %342 = load float, ptr %341, align 4, !tbaa !19
  %343 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 2048), i64 %340
  %344 = load float, ptr %343, align 4, !tbaa !19
  %345 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_xyz to ptr), i64 4096), i64 %340
  %346 = load float, ptr %345, align 4, !tbaa !19
  %347 = fsub contract float %342, %257
  %348 = fmul contract float %347, %259
  %349 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %348)
  %350 = fsub contract float %344, %261
  %351 = fmul contract float %259, %350
  %352 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %351)
  %353 = fsub contract float %346, %263
  %354 = fmul contract float %259, %353
  %355 = tail call noundef i32 @llvm.nvvm.f2i.rm(float %354)
  br label %356

356:                                              ; preds = %393, %339
  %357 = phi i32 [ -1, %339 ], [ %394, %393 ]
  %358 = phi i32 [ 0, %339 ], [ %387, %393 ]
  %359 = add nsw i32 %355, %357
  %360 = icmp ugt i32 %359, 1023
  %361 = shl nuw nsw i32 %359, 20
  %362 = or disjoint i32 %361, 1
  br label %363

363:                                              ; preds = %390, %356
  %364 = phi i32 [ -1, %356 ], [ %391, %390 ]
  %365 = phi i32 [ %358, %356 ], [ %387, %390 ]
  %366 = add nsw i32 %352, %364
  %367 = icmp ugt i32 %366, 1023
  %368 = shl nuw nsw i32 %366, 10
  %369 = add nuw nsw i32 %368, %362
  br label %370

370:                                              ; preds = %386, %363
  %371 = phi i32 [ -1, %363 ], [ %388, %386 ]
  %372 = phi i32 [ %365, %363 ], [ %387, %386 ]
  %373 = add nsw i32 %349, %371
  %374 = icmp ugt i32 %373, 1023
  %375 = select i1 %374, i1 true, i1 %367
  %376 = select i1 %375, i1 true, i1 %360
  br i1 %376, label %386, label %377

377:                                              ; preds = %370
  %378 = add nuw nsw i32 %373, %369
  %379 = call noundef i32 @_Z16find_slot_sharedPKyjPK15VoxelHashParams(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE7s_table to ptr), i32 noundef %378, ptr noundef nonnull %2) #7
  %380 = icmp sgt i32 %379, -1
  br i1 %380, label %381, label %386

381:                                              ; preds = %377
  %382 = zext nneg i32 %379 to i64
  %383 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18voxel_tile_densityE5s_cnt to ptr), i64 %382
  %384 = load i32, ptr %383, align 4, !tbaa !6
  %385 = add nsw i32 %384, %372
  br label %386

386:                                              ; preds = %381, %377, %370
  %387 = phi i32 [ %372, %370 ], [ %385, %381 ], [ %372, %377 ]
  %388 = add nsw i32 %371, 1
  %389 = icmp eq i32 %388, 2
  br i1 %389, label %390, label %370, !llvm.loop !34

390:                                              ; preds = %386
  %391 = add nsw i32 %364, 1
  %392 = icmp eq i32 %391, 2
  br i1 %392, label %393, label %363, !llvm.loop !33

393:                                              ; preds = %390
  %394 = add nsw i32 %357, 1
  %395 = icmp eq i32 %394, 2
  br i1 %395, label %396, label %356, !llvm.loop !32

396:                                              ; preds = %393, %337
  %397 = phi i32 [ -1, %337 ], [ %387, %393 ]
  %398 = add nuw nsw i32 %335, %10
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds i32, ptr %4, i64 %399
  store i32 %397, ptr %400, align 4, !tbaa !6
  %401 = icmp sgt i32 %397, -1
  %402 = icmp slt i32 %397, %3
  %403 = and i1 %401, %402
  %404 = zext i1 %403 to i8
  %405 = getelementptr inbounds i8, ptr %5, i64 %399
  store i8 %404, ptr %405, align 1, !tbaa !21
  br label %406

406:                                              ; preds = %396, %334
  %407 = icmp eq i32 %8, 0
  br i1 %407, label %408, label %411

408:                                              ; preds = %406
  %409 = zext nneg i32 %9 to i64
  %410 = getelementptr inbounds nuw i32, ptr %6, i64 %409
  store i32 %256, ptr %410, align 4, !tbaa !6
  br label %411

411:                                              ; preds = %406, %408, %7
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
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{!13, !13, i64 0}
!20 = !{!12, !13, i64 12}
!21 = !{!8, !8, i64 0}
!22 = !{!12, !7, i64 40}
!23 = distinct !{!23, !17, !18}
!24 = distinct !{!24, !17, !18}
!25 = distinct !{!25, !17, !18}
!26 = distinct !{!26, !17, !18}
!27 = !{}
!28 = distinct !{!28, !17, !18}
!29 = distinct !{!29, !17, !18}
!30 = distinct !{!30, !17, !18}
!31 = distinct !{!31, !17, !18}
!32 = distinct !{!32, !17, !18}
!33 = distinct !{!33, !17, !18}
!34 = distinct !{!34, !17, !18}
