; ModuleID = 'src/orb_features.cu'
source_filename = "src/orb_features.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int2 = type { i32, i32 }

@c_circle = dso_local addrspace(4) externally_initialized constant [16 x [2 x i32]] [[2 x i32] [i32 0, i32 -3], [2 x i32] [i32 1, i32 -3], [2 x i32] [i32 2, i32 -2], [2 x i32] [i32 3, i32 -1], [2 x i32] [i32 3, i32 0], [2 x i32] [i32 3, i32 1], [2 x i32] [i32 2, i32 2], [2 x i32] [i32 1, i32 3], [2 x i32] [i32 0, i32 3], [2 x i32] [i32 -1, i32 3], [2 x i32] [i32 -2, i32 2], [2 x i32] [i32 -3, i32 1], [2 x i32] [i32 -3, i32 0], [2 x i32] [i32 -3, i32 -1], [2 x i32] [i32 -2, i32 -2], [2 x i32] [i32 -1, i32 -3]], align 4
@c_umax = dso_local addrspace(4) externally_initialized constant [16 x i32] zeroinitializer, align 4
@c_pattern = dso_local addrspace(4) externally_initialized constant [256 x [4 x i8]] zeroinitializer, align 1
@_ZZ11fast9_scoreE4tile = internal unnamed_addr addrspace(3) global [14 x [38 x i8]] undef, align 1
@_ZZ16fast_nms_compactE8warp_cnt = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ16fast_nms_compactE8warp_off = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), ptr addrspacecast (ptr addrspace(4) @c_umax to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fast9_score(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp eq i32 %8, 32
  br i1 %9, label %10, label %606

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = icmp ne i32 %11, 8
  %13 = icmp slt i32 %2, 1
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %3, 1
  %16 = or i1 %14, %15
  br i1 %16, label %606, label %17

17:                                               ; preds = %10
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 5
  %20 = add i32 %19, -3
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = shl nuw nsw i32 %21, 3
  %23 = add nsw i32 %22, -3
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %25 = shl nuw nsw i32 %24, 5
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = add nuw nsw i32 %25, %26
  %28 = icmp samesign ult i32 %27, 532
  br i1 %28, label %29, label %32

29:                                               ; preds = %17
  %30 = add nsw i32 %2, -1
  %31 = add nsw i32 %3, -1
  br label %38

32:                                               ; preds = %38, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = add i32 %19, %26
  %34 = add nuw nsw i32 %22, %24
  %35 = icmp slt i32 %33, %2
  %36 = icmp samesign ult i32 %34, %3
  %37 = and i1 %35, %36
  br i1 %37, label %63, label %606

38:                                               ; preds = %29, %38
  %39 = phi i32 [ %27, %29 ], [ %61, %38 ]
  %40 = trunc i32 %39 to i16
  %41 = udiv i16 %40, 38
  %42 = zext nneg i16 %41 to i32
  %43 = mul nsw i32 %42, -38
  %44 = add nsw i32 %43, %39
  %45 = add nsw i32 %20, %44
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = tail call i32 @llvm.umin.i32(i32 %46, i32 %30)
  %48 = add nsw i32 %23, %42
  %49 = tail call noundef i32 @llvm.smax.i32(i32 %48, i32 0)
  %50 = tail call i32 @llvm.umin.i32(i32 %49, i32 %31)
  %51 = zext nneg i32 %50 to i64
  %52 = mul i64 %1, %51
  %53 = zext nneg i32 %47 to i64
  %54 = getelementptr i8, ptr %0, i64 %52
  %55 = getelementptr i8, ptr %54, i64 %53
  %56 = load i8, ptr %55, align 1, !tbaa !11
  %57 = zext nneg i16 %41 to i64
  %58 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %57
  %59 = sext i32 %44 to i64
  %60 = getelementptr inbounds i8, ptr %58, i64 %59
  store i8 %56, ptr %60, align 1, !tbaa !11
  %61 = add nuw nsw i32 %39, 256
  %62 = icmp samesign ult i32 %39, 276
  br i1 %62, label %38, label %32, !llvm.loop !12

63:                                               ; preds = %32
  %64 = icmp sgt i32 %33, 2
  br i1 %64, label %65, label %599

65:                                               ; preds = %63
  %66 = add nsw i32 %2, -3
  %67 = icmp slt i32 %33, %66
  %68 = icmp samesign ugt i32 %34, 2
  %69 = and i1 %68, %67
  %70 = add nsw i32 %3, -3
  %71 = icmp slt i32 %34, %70
  %72 = select i1 %69, i1 %71, i1 false
  br i1 %72, label %73, label %599

73:                                               ; preds = %65
  %74 = add nuw nsw i32 %26, 3
  %75 = add nuw nsw i32 %24, 3
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %76
  %78 = zext nneg i32 %74 to i64
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !11
  %81 = zext i8 %80 to i32
  %82 = tail call noundef i32 @llvm.smax.i32(i32 %4, i32 1)
  %83 = tail call i32 @llvm.umin.i32(i32 %82, i32 255)
  %84 = add nuw nsw i32 %83, %81
  %85 = sub nsw i32 %81, %83
  %86 = load i32, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), align 4, !tbaa !6
  %87 = tail call noundef i32 @llvm.smax.i32(i32 %86, i32 -3)
  %88 = tail call noundef i32 @llvm.smin.i32(i32 %87, i32 3)
  %89 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 4), align 4, !tbaa !6
  %90 = tail call noundef i32 @llvm.smax.i32(i32 %89, i32 -3)
  %91 = tail call noundef i32 @llvm.smin.i32(i32 %90, i32 3)
  %92 = add nsw i32 %91, %75
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %93
  %95 = add nsw i32 %88, %74
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i8, ptr %94, i64 %96
  %98 = load i8, ptr %97, align 1, !tbaa !11
  %99 = zext i8 %98 to i32
  %100 = icmp samesign ult i32 %84, %99
  %101 = zext i1 %100 to i32
  %102 = icmp sgt i32 %85, %99
  %103 = zext i1 %102 to i32
  %104 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 8), align 4, !tbaa !6
  %105 = tail call noundef i32 @llvm.smax.i32(i32 %104, i32 -3)
  %106 = tail call noundef i32 @llvm.smin.i32(i32 %105, i32 3)
  %107 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 12), align 4, !tbaa !6
  %108 = tail call noundef i32 @llvm.smax.i32(i32 %107, i32 -3)
  %109 = tail call noundef i32 @llvm.smin.i32(i32 %108, i32 3)
  %110 = add nsw i32 %109, %75
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %111
  %113 = add nsw i32 %106, %74
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw i8, ptr %112, i64 %114
  %116 = load i8, ptr %115, align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  %118 = icmp samesign ult i32 %84, %117
  %119 = select i1 %118, i32 2, i32 0
  %120 = icmp sgt i32 %85, %117
  %121 = select i1 %120, i32 2, i32 0
  %122 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 16), align 4, !tbaa !6
  %123 = tail call noundef i32 @llvm.smax.i32(i32 %122, i32 -3)
  %124 = tail call noundef i32 @llvm.smin.i32(i32 %123, i32 3)
  %125 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 20), align 4, !tbaa !6
  %126 = tail call noundef i32 @llvm.smax.i32(i32 %125, i32 -3)
  %127 = tail call noundef i32 @llvm.smin.i32(i32 %126, i32 3)
  %128 = add nsw i32 %127, %75
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %129
  %131 = add nsw i32 %124, %74
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw i8, ptr %130, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !11
  %135 = zext i8 %134 to i32
  %136 = icmp samesign ult i32 %84, %135
  %137 = select i1 %136, i32 4, i32 0
  %138 = or disjoint i32 %119, %101
  %139 = or disjoint i32 %138, %137
  %140 = icmp sgt i32 %85, %135
  %141 = select i1 %140, i32 4, i32 0
  %142 = or disjoint i32 %121, %103
  %143 = or disjoint i32 %142, %141
  %144 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 24), align 4, !tbaa !6
  %145 = tail call noundef i32 @llvm.smax.i32(i32 %144, i32 -3)
  %146 = tail call noundef i32 @llvm.smin.i32(i32 %145, i32 3)
  %147 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 28), align 4, !tbaa !6
  %148 = tail call noundef i32 @llvm.smax.i32(i32 %147, i32 -3)
  %149 = tail call noundef i32 @llvm.smin.i32(i32 %148, i32 3)
  %150 = add nsw i32 %149, %75
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %151
  %153 = add nsw i32 %146, %74
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds nuw i8, ptr %152, i64 %154
  %156 = load i8, ptr %155, align 1, !tbaa !11
  %157 = zext i8 %156 to i32
  %158 = icmp samesign ult i32 %84, %157
  %159 = select i1 %158, i32 8, i32 0
  %160 = icmp sgt i32 %85, %157
  %161 = select i1 %160, i32 8, i32 0
  %162 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 32), align 4, !tbaa !6
  %163 = tail call noundef i32 @llvm.smax.i32(i32 %162, i32 -3)
  %164 = tail call noundef i32 @llvm.smin.i32(i32 %163, i32 3)
  %165 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 36), align 4, !tbaa !6
  %166 = tail call noundef i32 @llvm.smax.i32(i32 %165, i32 -3)
  %167 = tail call noundef i32 @llvm.smin.i32(i32 %166, i32 3)
  %168 = add nsw i32 %167, %75
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %169
  %171 = add nsw i32 %164, %74
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds nuw i8, ptr %170, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !11
  %175 = zext i8 %174 to i32
  %176 = icmp samesign ult i32 %84, %175
  %177 = select i1 %176, i32 16, i32 0
  %178 = or disjoint i32 %139, %159
  %179 = or disjoint i32 %178, %177
  %180 = icmp sgt i32 %85, %175
  %181 = select i1 %180, i32 16, i32 0
  %182 = or disjoint i32 %143, %161
  %183 = or disjoint i32 %182, %181
  %184 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 40), align 4, !tbaa !6
  %185 = tail call noundef i32 @llvm.smax.i32(i32 %184, i32 -3)
  %186 = tail call noundef i32 @llvm.smin.i32(i32 %185, i32 3)
  %187 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 44), align 4, !tbaa !6
  %188 = tail call noundef i32 @llvm.smax.i32(i32 %187, i32 -3)
  %189 = tail call noundef i32 @llvm.smin.i32(i32 %188, i32 3)
  %190 = add nsw i32 %189, %75
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %191
  %193 = add nsw i32 %186, %74
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds nuw i8, ptr %192, i64 %194
  %196 = load i8, ptr %195, align 1, !tbaa !11
  %197 = zext i8 %196 to i32
  %198 = icmp samesign ult i32 %84, %197
  %199 = select i1 %198, i32 32, i32 0
  %200 = icmp sgt i32 %85, %197
  %201 = select i1 %200, i32 32, i32 0
  %202 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 48), align 4, !tbaa !6
  %203 = tail call noundef i32 @llvm.smax.i32(i32 %202, i32 -3)
  %204 = tail call noundef i32 @llvm.smin.i32(i32 %203, i32 3)
  %205 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 52), align 4, !tbaa !6
  %206 = tail call noundef i32 @llvm.smax.i32(i32 %205, i32 -3)
  %207 = tail call noundef i32 @llvm.smin.i32(i32 %206, i32 3)
  %208 = add nsw i32 %207, %75
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %209
  %211 = add nsw i32 %204, %74
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr inbounds nuw i8, ptr %210, i64 %212
  %214 = load i8, ptr %213, align 1, !tbaa !11
  %215 = zext i8 %214 to i32
  %216 = icmp samesign ult i32 %84, %215
  %217 = select i1 %216, i32 64, i32 0
  %218 = or disjoint i32 %199, %179
  %219 = or i32 %218, %217
  %220 = icmp sgt i32 %85, %215
  %221 = select i1 %220, i32 64, i32 0
  %222 = or disjoint i32 %201, %183
  %223 = or i32 %222, %221
  %224 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 56), align 4, !tbaa !6
  %225 = tail call noundef i32 @llvm.smax.i32(i32 %224, i32 -3)
  %226 = tail call noundef i32 @llvm.smin.i32(i32 %225, i32 3)
  %227 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 60), align 4, !tbaa !6
  %228 = tail call noundef i32 @llvm.smax.i32(i32 %227, i32 -3)
  %229 = tail call noundef i32 @llvm.smin.i32(i32 %228, i32 3)
  %230 = add nsw i32 %229, %75
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %231
  %233 = add nsw i32 %226, %74
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds nuw i8, ptr %232, i64 %234
  %236 = load i8, ptr %235, align 1, !tbaa !11
  %237 = zext i8 %236 to i32
  %238 = icmp samesign ult i32 %84, %237
  %239 = select i1 %238, i32 128, i32 0
  %240 = icmp sgt i32 %85, %237
  %241 = select i1 %240, i32 128, i32 0
  %242 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 64), align 4, !tbaa !6
  %243 = tail call noundef i32 @llvm.smax.i32(i32 %242, i32 -3)
  %244 = tail call noundef i32 @llvm.smin.i32(i32 %243, i32 3)
  %245 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 68), align 4, !tbaa !6
  %246 = tail call noundef i32 @llvm.smax.i32(i32 %245, i32 -3)
  %247 = tail call noundef i32 @llvm.smin.i32(i32 %246, i32 3)
  %248 = add nsw i32 %247, %75
  %249 = zext nneg i32 %248 to i64
  %250 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %249
  %251 = add nsw i32 %244, %74
  %252 = zext nneg i32 %251 to i64
  %253 = getelementptr inbounds nuw i8, ptr %250, i64 %252
  %254 = load i8, ptr %253, align 1, !tbaa !11
  %255 = zext i8 %254 to i32
  %256 = icmp samesign ult i32 %84, %255
  %257 = select i1 %256, i32 256, i32 0
  %258 = or disjoint i32 %239, %257
  %259 = or disjoint i32 %258, %219
  %260 = icmp sgt i32 %85, %255
  %261 = select i1 %260, i32 256, i32 0
  %262 = or disjoint i32 %241, %261
  %263 = or disjoint i32 %262, %223
  %264 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 72), align 4, !tbaa !6
  %265 = tail call noundef i32 @llvm.smax.i32(i32 %264, i32 -3)
  %266 = tail call noundef i32 @llvm.smin.i32(i32 %265, i32 3)
  %267 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 76), align 4, !tbaa !6
  %268 = tail call noundef i32 @llvm.smax.i32(i32 %267, i32 -3)
  %269 = tail call noundef i32 @llvm.smin.i32(i32 %268, i32 3)
  %270 = add nsw i32 %269, %75
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %271
  %273 = add nsw i32 %266, %74
  %274 = zext nneg i32 %273 to i64
  %275 = getelementptr inbounds nuw i8, ptr %272, i64 %274
  %276 = load i8, ptr %275, align 1, !tbaa !11
  %277 = zext i8 %276 to i32
  %278 = icmp samesign ult i32 %84, %277
  %279 = select i1 %278, i32 512, i32 0
  %280 = icmp sgt i32 %85, %277
  %281 = select i1 %280, i32 512, i32 0
  %282 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 80), align 4, !tbaa !6
  %283 = tail call noundef i32 @llvm.smax.i32(i32 %282, i32 -3)
  %284 = tail call noundef i32 @llvm.smin.i32(i32 %283, i32 3)
  %285 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 84), align 4, !tbaa !6
  %286 = tail call noundef i32 @llvm.smax.i32(i32 %285, i32 -3)
  %287 = tail call noundef i32 @llvm.smin.i32(i32 %286, i32 3)
  %288 = add nsw i32 %287, %75
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %289
  %291 = add nsw i32 %284, %74
  %292 = zext nneg i32 %291 to i64
  %293 = getelementptr inbounds nuw i8, ptr %290, i64 %292
  %294 = load i8, ptr %293, align 1, !tbaa !11
  %295 = zext i8 %294 to i32
  %296 = icmp samesign ult i32 %84, %295
  %297 = select i1 %296, i32 1024, i32 0
  %298 = or disjoint i32 %279, %297
  %299 = or i32 %298, %259
  %300 = icmp sgt i32 %85, %295
  %301 = select i1 %300, i32 1024, i32 0
  %302 = or disjoint i32 %281, %301
  %303 = or i32 %302, %263
  %304 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 88), align 4, !tbaa !6
  %305 = tail call noundef i32 @llvm.smax.i32(i32 %304, i32 -3)
  %306 = tail call noundef i32 @llvm.smin.i32(i32 %305, i32 3)
  %307 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 92), align 4, !tbaa !6
  %308 = tail call noundef i32 @llvm.smax.i32(i32 %307, i32 -3)
  %309 = tail call noundef i32 @llvm.smin.i32(i32 %308, i32 3)
  %310 = add nsw i32 %309, %75
  %311 = zext nneg i32 %310 to i64
  %312 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %311
  %313 = add nsw i32 %306, %74
  %314 = zext nneg i32 %313 to i64
  %315 = getelementptr inbounds nuw i8, ptr %312, i64 %314
  %316 = load i8, ptr %315, align 1, !tbaa !11
  %317 = zext i8 %316 to i32
  %318 = icmp samesign ult i32 %84, %317
  %319 = select i1 %318, i32 2048, i32 0
  %320 = icmp sgt i32 %85, %317
  %321 = select i1 %320, i32 2048, i32 0
  %322 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 96), align 4, !tbaa !6
  %323 = tail call noundef i32 @llvm.smax.i32(i32 %322, i32 -3)
  %324 = tail call noundef i32 @llvm.smin.i32(i32 %323, i32 3)
  %325 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 100), align 4, !tbaa !6
  %326 = tail call noundef i32 @llvm.smax.i32(i32 %325, i32 -3)
  %327 = tail call noundef i32 @llvm.smin.i32(i32 %326, i32 3)
  %328 = add nsw i32 %327, %75
  %329 = zext nneg i32 %328 to i64
  %330 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %329
  %331 = add nsw i32 %324, %74
  %332 = zext nneg i32 %331 to i64
  %333 = getelementptr inbounds nuw i8, ptr %330, i64 %332
  %334 = load i8, ptr %333, align 1, !tbaa !11
  %335 = zext i8 %334 to i32
  %336 = icmp samesign ult i32 %84, %335
  %337 = select i1 %336, i32 4096, i32 0
  %338 = or disjoint i32 %319, %337
  %339 = or i32 %338, %299
  %340 = icmp sgt i32 %85, %335
  %341 = select i1 %340, i32 4096, i32 0
  %342 = or disjoint i32 %321, %341
  %343 = or i32 %342, %303
  %344 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 104), align 4, !tbaa !6
  %345 = tail call noundef i32 @llvm.smax.i32(i32 %344, i32 -3)
  %346 = tail call noundef i32 @llvm.smin.i32(i32 %345, i32 3)
  %347 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 108), align 4, !tbaa !6
  %348 = tail call noundef i32 @llvm.smax.i32(i32 %347, i32 -3)
  %349 = tail call noundef i32 @llvm.smin.i32(i32 %348, i32 3)
  %350 = add nsw i32 %349, %75
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %351
  %353 = add nsw i32 %346, %74
  %354 = zext nneg i32 %353 to i64
  %355 = getelementptr inbounds nuw i8, ptr %352, i64 %354
  %356 = load i8, ptr %355, align 1, !tbaa !11
  %357 = zext i8 %356 to i32
  %358 = icmp samesign ult i32 %84, %357
  %359 = select i1 %358, i32 8192, i32 0
  %360 = or i32 %359, %339
  %361 = icmp sgt i32 %85, %357
  %362 = select i1 %361, i32 8192, i32 0
  %363 = or i32 %362, %343
  %364 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 112), align 4, !tbaa !6
  %365 = tail call noundef i32 @llvm.smax.i32(i32 %364, i32 -3)
  %366 = tail call noundef i32 @llvm.smin.i32(i32 %365, i32 3)
  %367 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 116), align 4, !tbaa !6
  %368 = tail call noundef i32 @llvm.smax.i32(i32 %367, i32 -3)
  %369 = tail call noundef i32 @llvm.smin.i32(i32 %368, i32 3)
  %370 = add nsw i32 %369, %75
  %371 = zext nneg i32 %370 to i64
  %372 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %371
  %373 = add nsw i32 %366, %74
  %374 = zext nneg i32 %373 to i64
  %375 = getelementptr inbounds nuw i8, ptr %372, i64 %374
  %376 = load i8, ptr %375, align 1, !tbaa !11
  %377 = zext i8 %376 to i32
  %378 = icmp samesign ult i32 %84, %377
  %379 = select i1 %378, i32 16384, i32 0
  %380 = icmp sgt i32 %85, %377
  %381 = select i1 %380, i32 16384, i32 0
  %382 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 120), align 4, !tbaa !6
  %383 = tail call noundef i32 @llvm.smax.i32(i32 %382, i32 -3)
  %384 = tail call noundef i32 @llvm.smin.i32(i32 %383, i32 3)
  %385 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 124), align 4, !tbaa !6
  %386 = tail call noundef i32 @llvm.smax.i32(i32 %385, i32 -3)
  %387 = tail call noundef i32 @llvm.smin.i32(i32 %386, i32 3)
  %388 = add nsw i32 %387, %75
  %389 = zext nneg i32 %388 to i64
  %390 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %389
  %391 = add nsw i32 %384, %74
  %392 = zext nneg i32 %391 to i64
  %393 = getelementptr inbounds nuw i8, ptr %390, i64 %392
  %394 = load i8, ptr %393, align 1, !tbaa !11
  %395 = zext i8 %394 to i32
  %396 = icmp samesign ult i32 %84, %395
  %397 = select i1 %396, i32 32768, i32 0
  %398 = or disjoint i32 %379, %397
  %399 = or i32 %398, %360
  %400 = icmp sgt i32 %85, %395
  %401 = select i1 %400, i32 32768, i32 0
  %402 = or disjoint i32 %381, %401
  %403 = or i32 %402, %363
  %404 = and i32 %339, 4369
  %405 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %404)
  %406 = icmp samesign ugt i32 %405, 1
  br i1 %406, label %411, label %407

407:                                              ; preds = %73
  %408 = and i32 %343, 4369
  %409 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %408)
  %410 = icmp samesign ugt i32 %409, 1
  br i1 %410, label %411, label %599

411:                                              ; preds = %407, %73
  %412 = shl nuw i32 %399, 16
  %413 = or i32 %412, %399
  %414 = shl nuw i32 %403, 16
  %415 = or i32 %414, %403
  %416 = lshr i32 %415, 1
  %417 = lshr i32 %415, 2
  %418 = and i32 %416, %417
  %419 = lshr i32 %415, 3
  %420 = and i32 %418, %419
  %421 = lshr i32 %415, 4
  %422 = and i32 %420, %421
  %423 = lshr i32 %415, 5
  %424 = and i32 %422, %423
  %425 = lshr i32 %415, 6
  %426 = and i32 %424, %425
  %427 = lshr i32 %415, 7
  %428 = and i32 %426, %427
  %429 = lshr i32 %415, 8
  %430 = and i32 %428, %429
  %431 = and i32 %430, %415
  %432 = lshr i32 %413, 1
  %433 = lshr i32 %413, 2
  %434 = and i32 %432, %433
  %435 = lshr i32 %413, 3
  %436 = and i32 %434, %435
  %437 = lshr i32 %413, 4
  %438 = and i32 %436, %437
  %439 = lshr i32 %413, 5
  %440 = and i32 %438, %439
  %441 = lshr i32 %413, 6
  %442 = and i32 %440, %441
  %443 = lshr i32 %413, 7
  %444 = and i32 %442, %443
  %445 = lshr i32 %413, 8
  %446 = and i32 %444, %445
  %447 = and i32 %446, %413
  %448 = or i32 %431, %447
  %449 = and i32 %448, 65535
  %450 = icmp eq i32 %449, 0
  br i1 %450, label %599, label %451

451:                                              ; preds = %411
  %452 = and i32 %431, 65535
  %453 = icmp eq i32 %452, 0
  %454 = and i32 %447, 65535
  %455 = icmp eq i32 %454, 0
  %456 = tail call i32 @llvm.usub.sat.i32(i32 %99, i32 %84)
  %457 = add nuw nsw i32 %83, %99
  %458 = sub nsw i32 %81, %457
  %459 = select i1 %102, i32 %458, i32 0
  %460 = tail call i32 @llvm.usub.sat.i32(i32 %117, i32 %84)
  %461 = add nuw nsw i32 %460, %456
  %462 = add nuw nsw i32 %83, %117
  %463 = sub nsw i32 %81, %462
  %464 = select i1 %120, i32 %463, i32 0
  %465 = add nsw i32 %464, %459
  %466 = tail call i32 @llvm.usub.sat.i32(i32 %135, i32 %84)
  %467 = add nuw nsw i32 %466, %461
  %468 = add nuw nsw i32 %83, %135
  %469 = sub nsw i32 %81, %468
  %470 = select i1 %140, i32 %469, i32 0
  %471 = add nsw i32 %470, %465
  %472 = tail call i32 @llvm.usub.sat.i32(i32 %157, i32 %84)
  %473 = add nuw nsw i32 %472, %467
  %474 = add nuw nsw i32 %83, %157
  %475 = sub nsw i32 %81, %474
  %476 = select i1 %160, i32 %475, i32 0
  %477 = add nsw i32 %476, %471
  %478 = tail call i32 @llvm.usub.sat.i32(i32 %175, i32 %84)
  %479 = add nuw nsw i32 %478, %473
  %480 = add nuw nsw i32 %83, %175
  %481 = sub nsw i32 %81, %480
  %482 = select i1 %180, i32 %481, i32 0
  %483 = add nsw i32 %482, %477
  %484 = tail call i32 @llvm.usub.sat.i32(i32 %197, i32 %84)
  %485 = add nuw nsw i32 %484, %479
  %486 = add nuw nsw i32 %83, %197
  %487 = sub nsw i32 %81, %486
  %488 = select i1 %200, i32 %487, i32 0
  %489 = add nsw i32 %488, %483
  %490 = tail call i32 @llvm.usub.sat.i32(i32 %215, i32 %84)
  %491 = add nsw i32 %490, %485
  %492 = add nuw nsw i32 %83, %215
  %493 = sub nsw i32 %81, %492
  %494 = select i1 %220, i32 %493, i32 0
  %495 = add nsw i32 %494, %489
  %496 = and i32 %259, 128
  %497 = icmp eq i32 %496, 0
  %498 = sub nsw i32 %237, %84
  %499 = select i1 %497, i32 0, i32 %498
  %500 = add nsw i32 %499, %491
  %501 = and i32 %263, 128
  %502 = icmp eq i32 %501, 0
  %503 = add nuw nsw i32 %83, %237
  %504 = sub nsw i32 %81, %503
  %505 = select i1 %502, i32 0, i32 %504
  %506 = add nsw i32 %505, %495
  %507 = and i32 %259, 256
  %508 = icmp eq i32 %507, 0
  %509 = sub nsw i32 %255, %84
  %510 = select i1 %508, i32 0, i32 %509
  %511 = add nsw i32 %510, %500
  %512 = and i32 %263, 256
  %513 = icmp eq i32 %512, 0
  %514 = add nuw nsw i32 %83, %255
  %515 = sub nsw i32 %81, %514
  %516 = select i1 %513, i32 0, i32 %515
  %517 = add nsw i32 %516, %506
  %518 = and i32 %299, 512
  %519 = icmp eq i32 %518, 0
  %520 = sub nsw i32 %277, %84
  %521 = select i1 %519, i32 0, i32 %520
  %522 = add nsw i32 %521, %511
  %523 = and i32 %303, 512
  %524 = icmp eq i32 %523, 0
  %525 = add nuw nsw i32 %83, %277
  %526 = sub nsw i32 %81, %525
  %527 = select i1 %524, i32 0, i32 %526
  %528 = add nsw i32 %527, %517
  %529 = and i32 %299, 1024
  %530 = icmp eq i32 %529, 0
  %531 = sub nsw i32 %295, %84
  %532 = select i1 %530, i32 0, i32 %531
  %533 = add nsw i32 %532, %522
  %534 = and i32 %303, 1024
  %535 = icmp eq i32 %534, 0
  %536 = add nuw nsw i32 %83, %295
  %537 = sub nsw i32 %81, %536
  %538 = select i1 %535, i32 0, i32 %537
  %539 = add nsw i32 %538, %528
  %540 = and i32 %339, 2048
  %541 = icmp eq i32 %540, 0
  %542 = sub nsw i32 %317, %84
  %543 = select i1 %541, i32 0, i32 %542
  %544 = add nsw i32 %543, %533
  %545 = and i32 %343, 2048
  %546 = icmp eq i32 %545, 0
  %547 = add nuw nsw i32 %83, %317
  %548 = sub nsw i32 %81, %547
  %549 = select i1 %546, i32 0, i32 %548
  %550 = add nsw i32 %549, %539
  %551 = and i32 %339, 4096
  %552 = icmp eq i32 %551, 0
  %553 = sub nsw i32 %335, %84
  %554 = select i1 %552, i32 0, i32 %553
  %555 = add nsw i32 %554, %544
  %556 = and i32 %343, 4096
  %557 = icmp eq i32 %556, 0
  %558 = add nuw nsw i32 %83, %335
  %559 = sub nsw i32 %81, %558
  %560 = select i1 %557, i32 0, i32 %559
  %561 = add nsw i32 %560, %550
  %562 = and i32 %360, 8192
  %563 = icmp eq i32 %562, 0
  %564 = sub nsw i32 %357, %84
  %565 = select i1 %563, i32 0, i32 %564
  %566 = add nsw i32 %565, %555
  %567 = and i32 %363, 8192
  %568 = icmp eq i32 %567, 0
  %569 = add nuw nsw i32 %83, %357
  %570 = sub nsw i32 %81, %569
  %571 = select i1 %568, i32 0, i32 %570
  %572 = add nsw i32 %571, %561
  %573 = and i32 %399, 16384
  %574 = icmp eq i32 %573, 0
  %575 = sub nsw i32 %377, %84
  %576 = select i1 %574, i32 0, i32 %575
  %577 = add nsw i32 %576, %566
  %578 = and i32 %403, 16384
  %579 = icmp eq i32 %578, 0
  %580 = add nuw nsw i32 %83, %377
  %581 = sub nsw i32 %81, %580
  %582 = select i1 %579, i32 0, i32 %581
  %583 = add nsw i32 %582, %572
  %584 = and i32 %399, 32768
  %585 = icmp eq i32 %584, 0
  %586 = sub nsw i32 %395, %84
  %587 = select i1 %585, i32 0, i32 %586
  %588 = add nsw i32 %587, %577
  %589 = and i32 %403, 32768
  %590 = icmp eq i32 %589, 0
  %591 = add nuw nsw i32 %83, %395
  %592 = sub nsw i32 %81, %591
  %593 = select i1 %590, i32 0, i32 %592
  %594 = add nsw i32 %593, %583
  %595 = select i1 %455, i32 0, i32 %588
  %596 = select i1 %453, i32 0, i32 %594
  %597 = tail call noundef i32 @llvm.smax.i32(i32 %595, i32 %596)
  %598 = sitofp i32 %597 to float
  br label %599

599:                                              ; preds = %407, %411, %451, %65, %63
  %600 = phi float [ 0.000000e+00, %65 ], [ 0.000000e+00, %63 ], [ 0.000000e+00, %407 ], [ %598, %451 ], [ 0.000000e+00, %411 ]
  %601 = zext nneg i32 %34 to i64
  %602 = mul i64 %6, %601
  %603 = sext i32 %33 to i64
  %604 = getelementptr float, ptr %5, i64 %602
  %605 = getelementptr float, ptr %604, i64 %603
  store float %600, ptr %605, align 4, !tbaa !14
  br label %606

606:                                              ; preds = %599, %32, %7, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fast_nms_compact(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp eq i32 %10, 32
  br i1 %11, label %12, label %159

12:                                               ; preds = %9
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = icmp ne i32 %13, 8
  %15 = icmp ugt i32 %5, 1024
  %16 = or i1 %14, %15
  br i1 %16, label %159, label %17

17:                                               ; preds = %12
  %18 = tail call noundef i32 @llvm.smax.i32(i32 %4, i32 3)
  %19 = tail call i32 @llvm.umin.i32(i32 %18, i32 64)
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = shl i32 %20, 5
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %25 = shl nuw nsw i32 %24, 3
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %27 = add nuw nsw i32 %25, %26
  %28 = icmp sge i32 %23, %19
  %29 = sub nsw i32 %2, %19
  %30 = icmp slt i32 %23, %29
  %31 = select i1 %28, i1 %30, i1 false
  %32 = icmp samesign uge i32 %27, %19
  %33 = and i1 %32, %31
  %34 = sub nsw i32 %3, %19
  %35 = icmp slt i32 %27, %34
  %36 = select i1 %33, i1 %35, i1 false
  br i1 %36, label %37, label %102

37:                                               ; preds = %17
  %38 = zext nneg i32 %27 to i64
  %39 = mul i64 %1, %38
  %40 = zext nneg i32 %23 to i64
  %41 = getelementptr float, ptr %0, i64 %39
  %42 = getelementptr float, ptr %41, i64 %40
  %43 = load float, ptr %42, align 4, !tbaa !14
  %44 = fcmp contract ogt float %43, 0.000000e+00
  br i1 %44, label %45, label %102

45:                                               ; preds = %37
  %46 = add nsw i32 %27, -1
  %47 = zext nneg i32 %46 to i64
  %48 = mul i64 %1, %47
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = zext nneg i32 %23 to i64
  %51 = getelementptr float, ptr %49, i64 %50
  %52 = getelementptr i8, ptr %51, i64 -4
  %53 = load float, ptr %52, align 4, !tbaa !14
  %54 = fcmp contract ult float %53, %43
  %55 = zext nneg i32 %23 to i64
  %56 = getelementptr float, ptr %49, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !14
  %58 = fcmp contract ult float %57, %43
  %59 = zext nneg i32 %23 to i64
  %60 = getelementptr float, ptr %49, i64 %59
  %61 = getelementptr i8, ptr %60, i64 4
  %62 = load float, ptr %61, align 4, !tbaa !14
  %63 = fcmp contract ult float %62, %43
  %64 = zext nneg i32 %27 to i64
  %65 = mul i64 %1, %64
  %66 = getelementptr float, ptr %0, i64 %65
  %67 = zext nneg i32 %23 to i64
  %68 = getelementptr float, ptr %66, i64 %67
  %69 = getelementptr i8, ptr %68, i64 -4
  %70 = load float, ptr %69, align 4, !tbaa !14
  %71 = fcmp contract ult float %70, %43
  %72 = zext nneg i32 %23 to i64
  %73 = getelementptr float, ptr %66, i64 %72
  %74 = getelementptr i8, ptr %73, i64 4
  %75 = load float, ptr %74, align 4, !tbaa !14
  %76 = fcmp contract ule float %75, %43
  %77 = add nuw nsw i32 %27, 1
  %78 = zext nneg i32 %77 to i64
  %79 = mul i64 %1, %78
  %80 = getelementptr float, ptr %0, i64 %79
  %81 = zext nneg i32 %23 to i64
  %82 = getelementptr float, ptr %80, i64 %81
  %83 = getelementptr i8, ptr %82, i64 -4
  %84 = load float, ptr %83, align 4, !tbaa !14
  %85 = fcmp contract ule float %84, %43
  %86 = zext nneg i32 %23 to i64
  %87 = getelementptr float, ptr %80, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !14
  %89 = fcmp contract ule float %88, %43
  %90 = zext nneg i32 %23 to i64
  %91 = getelementptr float, ptr %80, i64 %90
  %92 = getelementptr i8, ptr %91, i64 4
  %93 = load float, ptr %92, align 4, !tbaa !14
  %94 = fcmp contract ule float %93, %43
  %95 = select i1 %94, i1 %89, i1 false
  %96 = select i1 %95, i1 %85, i1 false
  %97 = select i1 %96, i1 %76, i1 false
  %98 = select i1 %97, i1 %71, i1 false
  %99 = select i1 %98, i1 %63, i1 false
  %100 = select i1 %99, i1 %58, i1 false
  %101 = select i1 %100, i1 %54, i1 false
  br label %102

102:                                              ; preds = %45, %37, %17
  %103 = phi float [ 0.000000e+00, %17 ], [ %43, %37 ], [ %43, %45 ]
  %104 = phi i1 [ false, %17 ], [ false, %37 ], [ %101, %45 ]
  %105 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %104)
  %106 = icmp eq i32 %22, 0
  br i1 %106, label %107, label %111

107:                                              ; preds = %102
  %108 = zext nneg i32 %26 to i64
  %109 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 %108
  %110 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %105)
  store i32 %110, ptr %109, align 4, !tbaa !6
  br label %111

111:                                              ; preds = %107, %102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %112 = or i32 %26, %22
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %114, label %136

114:                                              ; preds = %111
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), align 4, !tbaa !6
  %115 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), align 4, !tbaa !6
  store i32 %115, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 4), align 4, !tbaa !6
  %116 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 4), align 4, !tbaa !6
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 8), align 4, !tbaa !6
  %118 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 8), align 4, !tbaa !6
  %119 = add nsw i32 %118, %117
  store i32 %119, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 12), align 4, !tbaa !6
  %120 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 12), align 4, !tbaa !6
  %121 = add nsw i32 %120, %119
  store i32 %121, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 16), align 4, !tbaa !6
  %122 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 16), align 4, !tbaa !6
  %123 = add nsw i32 %122, %121
  store i32 %123, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 20), align 4, !tbaa !6
  %124 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 20), align 4, !tbaa !6
  %125 = add nsw i32 %124, %123
  store i32 %125, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 24), align 4, !tbaa !6
  %126 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 24), align 4, !tbaa !6
  %127 = add nsw i32 %126, %125
  store i32 %127, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 28), align 4, !tbaa !6
  %128 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 28), align 4, !tbaa !6
  %129 = add nsw i32 %128, %127
  %130 = tail call noundef i32 @llvm.smin.i32(i32 %129, i32 %5)
  %131 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %132 = mul i32 %24, %131
  %133 = add i32 %132, %20
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds nuw i32, ptr %8, i64 %134
  store i32 %130, ptr %135, align 4, !tbaa !6
  br label %136

136:                                              ; preds = %114, %111
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %104, label %137, label %159

137:                                              ; preds = %136
  %138 = zext nneg i32 %26 to i64
  %139 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = shl nsw i32 -1, %22
  %142 = xor i32 %141, -1
  %143 = and i32 %105, %142
  %144 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %143)
  %145 = add nsw i32 %140, %144
  %146 = icmp slt i32 %145, %5
  br i1 %146, label %147, label %159

147:                                              ; preds = %137
  %148 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %149 = mul i32 %24, %148
  %150 = add i32 %149, %20
  %151 = zext i32 %150 to i64
  %152 = zext nneg i32 %5 to i64
  %153 = mul nuw nsw i64 %152, %151
  %154 = sext i32 %145 to i64
  %155 = add nsw i64 %153, %154
  %156 = getelementptr inbounds nuw %struct.int2, ptr %6, i64 %155
  store i32 %23, ptr %156, align 8, !tbaa !6
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 4
  store i32 %27, ptr %157, align 4, !tbaa !6
  %158 = getelementptr inbounds nuw float, ptr %7, i64 %155
  store float %103, ptr %158, align 4, !tbaa !14
  br label %159

159:                                              ; preds = %136, %147, %137, %9, %12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @orb_orientation(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %8
  %14 = lshr i32 %13, 5
  %15 = icmp sge i32 %14, %5
  %16 = icmp slt i32 %2, 31
  %17 = or i1 %16, %15
  %18 = icmp slt i32 %3, 31
  %19 = or i1 %18, %17
  br i1 %19, label %224, label %20

20:                                               ; preds = %7
  %21 = zext nneg i32 %14 to i64
  %22 = icmp eq i32 %9, 31
  br i1 %22, label %152, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds nuw %struct.int2, ptr %4, i64 %21
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = tail call noundef i32 @llvm.smax.i32(i32 %26, i32 15)
  %28 = add nsw i32 %3, -16
  %29 = tail call i32 @llvm.umin.i32(i32 %27, i32 %28)
  %30 = load i32, ptr %24, align 8, !tbaa !6
  %31 = tail call noundef i32 @llvm.smax.i32(i32 %30, i32 15)
  %32 = add nsw i32 %2, -16
  %33 = tail call i32 @llvm.umin.i32(i32 %31, i32 %32)
  %34 = add nsw i32 %9, -15
  %35 = add nsw i32 %29, %34
  %36 = zext nneg i32 %35 to i64
  %37 = mul i64 %1, %36
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 %37
  %39 = zext nneg i32 %33 to i64
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 %39
  %41 = tail call noundef range(i32 -15, 16) i32 @llvm.abs.i32(i32 range(i32 -15, 16) %34, i1 true)
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(4) @c_umax to ptr), i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = tail call noundef i32 @llvm.smax.i32(i32 %44, i32 0)
  %46 = tail call i32 @llvm.umin.i32(i32 %45, i32 15)
  %47 = sub nsw i32 0, %46
  %48 = shl nuw nsw i32 %46, 1
  %49 = and i32 %48, 6
  %50 = icmp slt i32 %44, 4
  br i1 %50, label %132, label %51

51:                                               ; preds = %23
  %52 = and i32 %48, 24
  br label %53

53:                                               ; preds = %53, %51
  %54 = phi i32 [ %47, %51 ], [ %129, %53 ]
  %55 = phi i32 [ 0, %51 ], [ %126, %53 ]
  %56 = phi i32 [ 0, %51 ], [ %128, %53 ]
  %57 = phi i32 [ 0, %51 ], [ %130, %53 ]
  %58 = sext i32 %54 to i64
  %59 = getelementptr inbounds i8, ptr %40, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !11
  %61 = zext i8 %60 to i32
  %62 = mul nsw i32 %54, %61
  %63 = add nsw i32 %62, %55
  %64 = mul nsw i32 %34, %61
  %65 = add nsw i32 %64, %56
  %66 = add nsw i32 %54, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %40, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !11
  %70 = zext i8 %69 to i32
  %71 = mul nsw i32 %66, %70
  %72 = add nsw i32 %71, %63
  %73 = mul nsw i32 %34, %70
  %74 = add nsw i32 %73, %65
  %75 = add nsw i32 %54, 2
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr %40, i64 %76
  %78 = load i8, ptr %77, align 1, !tbaa !11
  %79 = zext i8 %78 to i32
  %80 = mul nsw i32 %75, %79
  %81 = add nsw i32 %80, %72
  %82 = mul nsw i32 %34, %79
  %83 = add nsw i32 %82, %74
  %84 = add nsw i32 %54, 3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i8, ptr %40, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !11
  %88 = zext i8 %87 to i32
  %89 = mul nsw i32 %84, %88
  %90 = add nsw i32 %89, %81
  %91 = mul nsw i32 %34, %88
  %92 = add nsw i32 %91, %83
  %93 = add nsw i32 %54, 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i8, ptr %40, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i32
  %98 = mul nsw i32 %93, %97
  %99 = add nsw i32 %98, %90
  %100 = mul nsw i32 %34, %97
  %101 = add nsw i32 %100, %92
  %102 = add nsw i32 %54, 5
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i8, ptr %40, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !11
  %106 = zext i8 %105 to i32
  %107 = mul nsw i32 %102, %106
  %108 = add nsw i32 %107, %99
  %109 = mul nsw i32 %34, %106
  %110 = add nsw i32 %109, %101
  %111 = add nsw i32 %54, 6
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i8, ptr %40, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !11
  %115 = zext i8 %114 to i32
  %116 = mul nsw i32 %111, %115
  %117 = add nsw i32 %116, %108
  %118 = mul nsw i32 %34, %115
  %119 = add nsw i32 %118, %110
  %120 = add nsw i32 %54, 7
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i8, ptr %40, i64 %121
  %123 = load i8, ptr %122, align 1, !tbaa !11
  %124 = zext i8 %123 to i32
  %125 = mul nsw i32 %120, %124
  %126 = add nsw i32 %125, %117
  %127 = mul nsw i32 %34, %124
  %128 = add nsw i32 %127, %119
  %129 = add nsw i32 %54, 8
  %130 = add i32 %57, 8
  %131 = icmp eq i32 %130, %52
  br i1 %131, label %132, label %53, !llvm.loop !16

132:                                              ; preds = %53, %23
  %133 = phi i32 [ %47, %23 ], [ %129, %53 ]
  %134 = phi i32 [ 0, %23 ], [ %126, %53 ]
  %135 = phi i32 [ 0, %23 ], [ %128, %53 ]
  br label %136

136:                                              ; preds = %136, %132
  %137 = phi i32 [ %149, %136 ], [ %133, %132 ]
  %138 = phi i32 [ %146, %136 ], [ %134, %132 ]
  %139 = phi i32 [ %148, %136 ], [ %135, %132 ]
  %140 = phi i32 [ %150, %136 ], [ 0, %132 ]
  %141 = sext i32 %137 to i64
  %142 = getelementptr inbounds i8, ptr %40, i64 %141
  %143 = load i8, ptr %142, align 1, !tbaa !11
  %144 = zext i8 %143 to i32
  %145 = mul nsw i32 %137, %144
  %146 = add nsw i32 %145, %138
  %147 = mul nsw i32 %34, %144
  %148 = add nsw i32 %147, %139
  %149 = add nsw i32 %137, 1
  %150 = add i32 %140, 1
  %151 = icmp eq i32 %140, %49
  br i1 %151, label %152, label %136, !llvm.loop !17

152:                                              ; preds = %136, %20
  %153 = phi i32 [ 0, %20 ], [ %148, %136 ]
  %154 = phi i32 [ 0, %20 ], [ %146, %136 ]
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 16, i32 31)
  %156 = add nsw i32 %155, %154
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 16, i32 31)
  %158 = add nsw i32 %157, %153
  %159 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %156, i32 8, i32 31)
  %160 = add nsw i32 %159, %156
  %161 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 8, i32 31)
  %162 = add nsw i32 %161, %158
  %163 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %160, i32 4, i32 31)
  %164 = add nsw i32 %163, %160
  %165 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 4, i32 31)
  %166 = add nsw i32 %165, %162
  %167 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %164, i32 2, i32 31)
  %168 = add nsw i32 %167, %164
  %169 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %166, i32 2, i32 31)
  %170 = add nsw i32 %169, %166
  %171 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %168, i32 1, i32 31)
  %172 = add nsw i32 %171, %168
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %170, i32 1, i32 31)
  %174 = icmp eq i32 %9, 0
  br i1 %174, label %175, label %224

175:                                              ; preds = %152
  %176 = add nsw i32 %173, %170
  %177 = sitofp i32 %176 to float
  %178 = sitofp i32 %172 to float
  %179 = tail call float @llvm.nvvm.fabs.f32(float %178)
  %180 = tail call float @llvm.nvvm.fabs.f32(float %177)
  %181 = fcmp ogt float %180, %179
  %182 = select i1 %181, float %180, float %179
  %183 = select i1 %181, float %179, float %180
  %184 = tail call float @llvm.nvvm.div.rn.f(float %183, float %182) #9
  %185 = fmul float %184, %184
  %186 = tail call float @llvm.fma.f32(float %185, float 0x3F666E2160000000, float 0xBF900EE900000000)
  %187 = tail call float @llvm.fma.f32(float %186, float %185, float 0x3FA59B5640000000)
  %188 = tail call float @llvm.fma.f32(float %187, float %185, float 0xBFB325A200000000)
  %189 = tail call float @llvm.fma.f32(float %188, float %185, float 0x3FBB3D4D80000000)
  %190 = tail call float @llvm.fma.f32(float %189, float %185, float 0xBFC22F9620000000)
  %191 = tail call float @llvm.fma.f32(float %190, float %185, float 0x3FC9979C00000000)
  %192 = tail call float @llvm.fma.f32(float %191, float %185, float 0xBFD5554FA0000000)
  %193 = fmul float %185, %192
  %194 = tail call float @llvm.fma.f32(float %193, float %184, float %184)
  %195 = icmp slt i32 %172, 0
  br i1 %181, label %196, label %201

196:                                              ; preds = %175
  %197 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %194)
  %198 = fneg float %194
  %199 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %198)
  %200 = select i1 %195, float %197, float %199
  br label %205

201:                                              ; preds = %175
  %202 = fneg float %194
  %203 = tail call float @llvm.fma.f32(float 0x3FFDDCB020000000, float 0x3FFAEE9D60000000, float %202)
  %204 = select i1 %195, float %203, float %194
  br label %205

205:                                              ; preds = %201, %196
  %206 = phi float [ %200, %196 ], [ %204, %201 ]
  %207 = fcmp oeq float %182, 0.000000e+00
  br i1 %207, label %208, label %211

208:                                              ; preds = %205
  %209 = icmp slt i32 %172, 0
  %210 = select i1 %209, float 0x400921FB60000000, float 0.000000e+00
  br label %216

211:                                              ; preds = %205
  %212 = fcmp oeq float %179, %180
  %213 = icmp slt i32 %172, 0
  %214 = select i1 %213, float 0x4002D97C80000000, float 0x3FE921FB60000000
  %215 = select i1 %212, float %214, float %206
  br label %216

216:                                              ; preds = %208, %211
  %217 = phi float [ %210, %208 ], [ %215, %211 ]
  %218 = fadd float %180, %179
  %219 = tail call float @llvm.nvvm.fabs.f32(float %218)
  %220 = fcmp uno float %219, 0.000000e+00
  %221 = tail call float @llvm.copysign.f32(float %217, float %177) #9
  %222 = select i1 %220, float %218, float %221
  %223 = getelementptr inbounds nuw float, ptr %6, i64 %21
  store float %222, ptr %223, align 4, !tbaa !14
  br label %224

224:                                              ; preds = %152, %216, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @orb_rbrief(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %9
  %14 = lshr i32 %13, 5
  %15 = icmp sge i32 %14, %6
  %16 = icmp slt i32 %2, 1
  %17 = or i1 %16, %15
  %18 = icmp slt i32 %3, 1
  %19 = or i1 %18, %17
  br i1 %19, label %603, label %20

20:                                               ; preds = %8
  %21 = and i32 %9, 31
  %22 = zext nneg i32 %14 to i64
  %23 = getelementptr inbounds nuw %struct.int2, ptr %4, i64 %22
  %24 = load i32, ptr %23, align 8, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = add nsw i32 %2, -1
  %28 = tail call noundef i32 @llvm.smax.i32(i32 %24, i32 0)
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 %27)
  %30 = add nsw i32 %3, -1
  %31 = tail call noundef i32 @llvm.smax.i32(i32 %26, i32 0)
  %32 = tail call i32 @llvm.umin.i32(i32 %31, i32 %30)
  %33 = getelementptr inbounds nuw float, ptr %5, i64 %22
  %34 = load float, ptr %33, align 4, !tbaa !14
  %35 = fcmp contract ord float %34, 0.000000e+00
  %36 = select contract i1 %35, float %34, float 0.000000e+00
  %37 = tail call float @llvm.nvvm.sin.approx.f(float %36) #9
  %38 = tail call float @llvm.nvvm.cos.approx.f(float %36) #9
  %39 = zext nneg i32 %21 to i64
  %40 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), i64 %39
  %41 = load i8, ptr %40, align 1, !tbaa !11
  %42 = sitofp i8 %41 to float
  %43 = getelementptr inbounds nuw i8, ptr %40, i64 1
  %44 = load i8, ptr %43, align 1, !tbaa !11
  %45 = sitofp i8 %44 to float
  %46 = getelementptr inbounds nuw i8, ptr %40, i64 2
  %47 = load i8, ptr %46, align 1, !tbaa !11
  %48 = sitofp i8 %47 to float
  %49 = getelementptr inbounds nuw i8, ptr %40, i64 3
  %50 = load i8, ptr %49, align 1, !tbaa !11
  %51 = sitofp i8 %50 to float
  %52 = fmul contract float %38, %42
  %53 = fmul contract float %37, %45
  %54 = fsub contract float %52, %53
  %55 = tail call contract noundef float @llvm.rint.f32(float %54)
  %56 = tail call noundef float @llvm.maxnum.f32(float %55, float -1.500000e+01)
  %57 = tail call noundef float @llvm.minnum.f32(float %56, float 1.500000e+01)
  %58 = fmul contract float %37, %42
  %59 = fmul contract float %38, %45
  %60 = fadd contract float %58, %59
  %61 = tail call contract noundef float @llvm.rint.f32(float %60)
  %62 = tail call noundef float @llvm.maxnum.f32(float %61, float -1.500000e+01)
  %63 = tail call noundef float @llvm.minnum.f32(float %62, float 1.500000e+01)
  %64 = fmul contract float %38, %48
  %65 = fmul contract float %37, %51
  %66 = fsub contract float %64, %65
  %67 = tail call contract noundef float @llvm.rint.f32(float %66)
  %68 = tail call noundef float @llvm.maxnum.f32(float %67, float -1.500000e+01)
  %69 = tail call noundef float @llvm.minnum.f32(float %68, float 1.500000e+01)
  %70 = fmul contract float %37, %48
  %71 = fmul contract float %38, %51
  %72 = fadd contract float %70, %71
  %73 = tail call contract noundef float @llvm.rint.f32(float %72)
  %74 = tail call noundef float @llvm.maxnum.f32(float %73, float -1.500000e+01)
  %75 = tail call noundef float @llvm.minnum.f32(float %74, float 1.500000e+01)
  %76 = fptosi float %57 to i32
  %77 = add nsw i32 %29, %76
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %77, i32 0)
  %79 = tail call i32 @llvm.umin.i32(i32 %78, i32 %27)
  %80 = fptosi float %63 to i32
  %81 = add nsw i32 %32, %80
  %82 = tail call noundef i32 @llvm.smax.i32(i32 %81, i32 0)
  %83 = tail call i32 @llvm.umin.i32(i32 %82, i32 %30)
  %84 = fptosi float %69 to i32
  %85 = add nsw i32 %29, %84
  %86 = tail call noundef i32 @llvm.smax.i32(i32 %85, i32 0)
  %87 = tail call i32 @llvm.umin.i32(i32 %86, i32 %27)
  %88 = fptosi float %75 to i32
  %89 = add nsw i32 %32, %88
  %90 = tail call noundef i32 @llvm.smax.i32(i32 %89, i32 0)
  %91 = tail call i32 @llvm.umin.i32(i32 %90, i32 %30)
  %92 = zext nneg i32 %83 to i64
  %93 = mul i64 %1, %92
  %94 = zext nneg i32 %79 to i64
  %95 = getelementptr i8, ptr %0, i64 %93
  %96 = getelementptr i8, ptr %95, i64 %94
  %97 = load i8, ptr %96, align 1, !tbaa !11
  %98 = zext nneg i32 %91 to i64
  %99 = mul i64 %1, %98
  %100 = zext nneg i32 %87 to i64
  %101 = getelementptr i8, ptr %0, i64 %99
  %102 = getelementptr i8, ptr %101, i64 %100
  %103 = load i8, ptr %102, align 1, !tbaa !11
  %104 = icmp ult i8 %97, %103
  %105 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %104)
  %106 = zext nneg i32 %21 to i64
  %107 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 128
  %109 = load i8, ptr %108, align 1, !tbaa !11
  %110 = sitofp i8 %109 to float
  %111 = getelementptr inbounds nuw i8, ptr %107, i64 129
  %112 = load i8, ptr %111, align 1, !tbaa !11
  %113 = sitofp i8 %112 to float
  %114 = getelementptr inbounds nuw i8, ptr %107, i64 130
  %115 = load i8, ptr %114, align 1, !tbaa !11
  %116 = sitofp i8 %115 to float
  %117 = getelementptr inbounds nuw i8, ptr %107, i64 131
  %118 = load i8, ptr %117, align 1, !tbaa !11
  %119 = sitofp i8 %118 to float
  %120 = fmul contract float %38, %110
  %121 = fmul contract float %37, %113
  %122 = fsub contract float %120, %121
  %123 = tail call contract noundef float @llvm.rint.f32(float %122)
  %124 = tail call noundef float @llvm.maxnum.f32(float %123, float -1.500000e+01)
  %125 = tail call noundef float @llvm.minnum.f32(float %124, float 1.500000e+01)
  %126 = fmul contract float %37, %110
  %127 = fmul contract float %38, %113
  %128 = fadd contract float %126, %127
  %129 = tail call contract noundef float @llvm.rint.f32(float %128)
  %130 = tail call noundef float @llvm.maxnum.f32(float %129, float -1.500000e+01)
  %131 = tail call noundef float @llvm.minnum.f32(float %130, float 1.500000e+01)
  %132 = fmul contract float %38, %116
  %133 = fmul contract float %37, %119
  %134 = fsub contract float %132, %133
  %135 = tail call contract noundef float @llvm.rint.f32(float %134)
  %136 = tail call noundef float @llvm.maxnum.f32(float %135, float -1.500000e+01)
  %137 = tail call noundef float @llvm.minnum.f32(float %136, float 1.500000e+01)
  %138 = fmul contract float %37, %116
  %139 = fmul contract float %38, %119
  %140 = fadd contract float %138, %139
  %141 = tail call contract noundef float @llvm.rint.f32(float %140)
  %142 = tail call noundef float @llvm.maxnum.f32(float %141, float -1.500000e+01)
  %143 = tail call noundef float @llvm.minnum.f32(float %142, float 1.500000e+01)
  %144 = fptosi float %125 to i32
  %145 = add nsw i32 %29, %144
  %146 = tail call noundef i32 @llvm.smax.i32(i32 %145, i32 0)
  %147 = tail call i32 @llvm.umin.i32(i32 %146, i32 %27)
  %148 = fptosi float %131 to i32
  %149 = add nsw i32 %32, %148
  %150 = tail call noundef i32 @llvm.smax.i32(i32 %149, i32 0)
  %151 = tail call i32 @llvm.umin.i32(i32 %150, i32 %30)
  %152 = fptosi float %137 to i32
  %153 = add nsw i32 %29, %152
  %154 = tail call noundef i32 @llvm.smax.i32(i32 %153, i32 0)
  %155 = tail call i32 @llvm.umin.i32(i32 %154, i32 %27)
  %156 = fptosi float %143 to i32
  %157 = add nsw i32 %32, %156
  %158 = tail call noundef i32 @llvm.smax.i32(i32 %157, i32 0)
  %159 = tail call i32 @llvm.umin.i32(i32 %158, i32 %30)
  %160 = zext nneg i32 %151 to i64
  %161 = mul i64 %1, %160
  %162 = zext nneg i32 %147 to i64
  %163 = getelementptr i8, ptr %0, i64 %161
  %164 = getelementptr i8, ptr %163, i64 %162
  %165 = load i8, ptr %164, align 1, !tbaa !11
  %166 = zext nneg i32 %159 to i64
  %167 = mul i64 %1, %166
  %168 = zext nneg i32 %155 to i64
  %169 = getelementptr i8, ptr %0, i64 %167
  %170 = getelementptr i8, ptr %169, i64 %168
  %171 = load i8, ptr %170, align 1, !tbaa !11
  %172 = icmp ult i8 %165, %171
  %173 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %172)
  %174 = zext nneg i32 %21 to i64
  %175 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), i64 %174
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 256
  %177 = load i8, ptr %176, align 1, !tbaa !11
  %178 = sitofp i8 %177 to float
  %179 = getelementptr inbounds nuw i8, ptr %175, i64 257
  %180 = load i8, ptr %179, align 1, !tbaa !11
  %181 = sitofp i8 %180 to float
  %182 = getelementptr inbounds nuw i8, ptr %175, i64 258
  %183 = load i8, ptr %182, align 1, !tbaa !11
  %184 = sitofp i8 %183 to float
  %185 = getelementptr inbounds nuw i8, ptr %175, i64 259
  %186 = load i8, ptr %185, align 1, !tbaa !11
  %187 = sitofp i8 %186 to float
  %188 = fmul contract float %38, %178
  %189 = fmul contract float %37, %181
  %190 = fsub contract float %188, %189
  %191 = tail call contract noundef float @llvm.rint.f32(float %190)
  %192 = tail call noundef float @llvm.maxnum.f32(float %191, float -1.500000e+01)
  %193 = tail call noundef float @llvm.minnum.f32(float %192, float 1.500000e+01)
  %194 = fmul contract float %37, %178
  %195 = fmul contract float %38, %181
  %196 = fadd contract float %194, %195
  %197 = tail call contract noundef float @llvm.rint.f32(float %196)
  %198 = tail call noundef float @llvm.maxnum.f32(float %197, float -1.500000e+01)
  %199 = tail call noundef float @llvm.minnum.f32(float %198, float 1.500000e+01)
  %200 = fmul contract float %38, %184
  %201 = fmul contract float %37, %187
  %202 = fsub contract float %200, %201
  %203 = tail call contract noundef float @llvm.rint.f32(float %202)
  %204 = tail call noundef float @llvm.maxnum.f32(float %203, float -1.500000e+01)
  %205 = tail call noundef float @llvm.minnum.f32(float %204, float 1.500000e+01)
  %206 = fmul contract float %37, %184
  %207 = fmul contract float %38, %187
  %208 = fadd contract float %206, %207
  %209 = tail call contract noundef float @llvm.rint.f32(float %208)
  %210 = tail call noundef float @llvm.maxnum.f32(float %209, float -1.500000e+01)
  %211 = tail call noundef float @llvm.minnum.f32(float %210, float 1.500000e+01)
  %212 = fptosi float %193 to i32
  %213 = add nsw i32 %29, %212
  %214 = tail call noundef i32 @llvm.smax.i32(i32 %213, i32 0)
  %215 = tail call i32 @llvm.umin.i32(i32 %214, i32 %27)
  %216 = fptosi float %199 to i32
  %217 = add nsw i32 %32, %216
  %218 = tail call noundef i32 @llvm.smax.i32(i32 %217, i32 0)
  %219 = tail call i32 @llvm.umin.i32(i32 %218, i32 %30)
  %220 = fptosi float %205 to i32
  %221 = add nsw i32 %29, %220
  %222 = tail call noundef i32 @llvm.smax.i32(i32 %221, i32 0)
  %223 = tail call i32 @llvm.umin.i32(i32 %222, i32 %27)
  %224 = fptosi float %211 to i32
  %225 = add nsw i32 %32, %224
  %226 = tail call noundef i32 @llvm.smax.i32(i32 %225, i32 0)
  %227 = tail call i32 @llvm.umin.i32(i32 %226, i32 %30)
  %228 = zext nneg i32 %219 to i64
  %229 = mul i64 %1, %228
  %230 = zext nneg i32 %215 to i64
  %231 = getelementptr i8, ptr %0, i64 %229
  %232 = getelementptr i8, ptr %231, i64 %230
  %233 = load i8, ptr %232, align 1, !tbaa !11
  %234 = zext nneg i32 %227 to i64
  %235 = mul i64 %1, %234
  %236 = zext nneg i32 %223 to i64
  %237 = getelementptr i8, ptr %0, i64 %235
  %238 = getelementptr i8, ptr %237, i64 %236
  %239 = load i8, ptr %238, align 1, !tbaa !11
  %240 = icmp ult i8 %233, %239
  %241 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %240)
  %242 = zext nneg i32 %21 to i64
  %243 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), i64 %242
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 384
  %245 = load i8, ptr %244, align 1, !tbaa !11
  %246 = sitofp i8 %245 to float
  %247 = getelementptr inbounds nuw i8, ptr %243, i64 385
  %248 = load i8, ptr %247, align 1, !tbaa !11
  %249 = sitofp i8 %248 to float
  %250 = getelementptr inbounds nuw i8, ptr %243, i64 386
  %251 = load i8, ptr %250, align 1, !tbaa !11
  %252 = sitofp i8 %251 to float
  %253 = getelementptr inbounds nuw i8, ptr %243, i64 387
  %254 = load i8, ptr %253, align 1, !tbaa !11
  %255 = sitofp i8 %254 to float
  %256 = fmul contract float %38, %246
  %257 = fmul contract float %37, %249
  %258 = fsub contract float %256, %257
  %259 = tail call contract noundef float @llvm.rint.f32(float %258)
  %260 = tail call noundef float @llvm.maxnum.f32(float %259, float -1.500000e+01)
  %261 = tail call noundef float @llvm.minnum.f32(float %260, float 1.500000e+01)
  %262 = fmul contract float %37, %246
  %263 = fmul contract float %38, %249
  %264 = fadd contract float %262, %263
  %265 = tail call contract noundef float @llvm.rint.f32(float %264)
  %266 = tail call noundef float @llvm.maxnum.f32(float %265, float -1.500000e+01)
  %267 = tail call noundef float @llvm.minnum.f32(float %266, float 1.500000e+01)
  %268 = fmul contract float %38, %252
  %269 = fmul contract float %37, %255
  %270 = fsub contract float %268, %269
  %271 = tail call contract noundef float @llvm.rint.f32(float %270)
  %272 = tail call noundef float @llvm.maxnum.f32(float %271, float -1.500000e+01)
  %273 = tail call noundef float @llvm.minnum.f32(float %272, float 1.500000e+01)
  %274 = fmul contract float %37, %252
  %275 = fmul contract float %38, %255
  %276 = fadd contract float %274, %275
  %277 = tail call contract noundef float @llvm.rint.f32(float %276)
  %278 = tail call noundef float @llvm.maxnum.f32(float %277, float -1.500000e+01)
  %279 = tail call noundef float @llvm.minnum.f32(float %278, float 1.500000e+01)
  %280 = fptosi float %261 to i32
  %281 = add nsw i32 %29, %280
  %282 = tail call noundef i32 @llvm.smax.i32(i32 %281, i32 0)
  %283 = tail call i32 @llvm.umin.i32(i32 %282, i32 %27)
  %284 = fptosi float %267 to i32
  %285 = add nsw i32 %32, %284
  %286 = tail call noundef i32 @llvm.smax.i32(i32 %285, i32 0)
  %287 = tail call i32 @llvm.umin.i32(i32 %286, i32 %30)
  %288 = fptosi float %273 to i32
  %289 = add nsw i32 %29, %288
  %290 = tail call noundef i32 @llvm.smax.i32(i32 %289, i32 0)
  %291 = tail call i32 @llvm.umin.i32(i32 %290, i32 %27)
  %292 = fptosi float %279 to i32
  %293 = add nsw i32 %32, %292
  %294 = tail call noundef i32 @llvm.smax.i32(i32 %293, i32 0)
  %295 = tail call i32 @llvm.umin.i32(i32 %294, i32 %30)
  %296 = zext nneg i32 %287 to i64
  %297 = mul i64 %1, %296
  %298 = zext nneg i32 %283 to i64
  %299 = getelementptr i8, ptr %0, i64 %297
  %300 = getelementptr i8, ptr %299, i64 %298
  %301 = load i8, ptr %300, align 1, !tbaa !11
  %302 = zext nneg i32 %295 to i64
  %303 = mul i64 %1, %302
  %304 = zext nneg i32 %291 to i64
  %305 = getelementptr i8, ptr %0, i64 %303
  %306 = getelementptr i8, ptr %305, i64 %304
  %307 = load i8, ptr %306, align 1, !tbaa !11
  %308 = icmp ult i8 %301, %307
  %309 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %308)
  %310 = zext nneg i32 %21 to i64
  %311 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), i64 %310
  %312 = getelementptr inbounds nuw i8, ptr %311, i64 512
  %313 = load i8, ptr %312, align 1, !tbaa !11
  %314 = sitofp i8 %313 to float
  %315 = getelementptr inbounds nuw i8, ptr %311, i64 513
  %316 = load i8, ptr %315, align 1, !tbaa !11
  %317 = sitofp i8 %316 to float
  %318 = getelementptr inbounds nuw i8, ptr %311, i64 514
  %319 = load i8, ptr %318, align 1, !tbaa !11
  %320 = sitofp i8 %319 to float
  %321 = getelementptr inbounds nuw i8, ptr %311, i64 515
  %322 = load i8, ptr %321, align 1, !tbaa !11
  %323 = sitofp i8 %322 to float
  %324 = fmul contract float %38, %314
  %325 = fmul contract float %37, %317
  %326 = fsub contract float %324, %325
  %327 = tail call contract noundef float @llvm.rint.f32(float %326)
  %328 = tail call noundef float @llvm.maxnum.f32(float %327, float -1.500000e+01)
  %329 = tail call noundef float @llvm.minnum.f32(float %328, float 1.500000e+01)
  %330 = fmul contract float %37, %314
  %331 = fmul contract float %38, %317
  %332 = fadd contract float %330, %331
  %333 = tail call contract noundef float @llvm.rint.f32(float %332)
  %334 = tail call noundef float @llvm.maxnum.f32(float %333, float -1.500000e+01)
  %335 = tail call noundef float @llvm.minnum.f32(float %334, float 1.500000e+01)
  %336 = fmul contract float %38, %320
  %337 = fmul contract float %37, %323
  %338 = fsub contract float %336, %337
  %339 = tail call contract noundef float @llvm.rint.f32(float %338)
  %340 = tail call noundef float @llvm.maxnum.f32(float %339, float -1.500000e+01)
  %341 = tail call noundef float @llvm.minnum.f32(float %340, float 1.500000e+01)
  %342 = fmul contract float %37, %320
  %343 = fmul contract float %38, %323
  %344 = fadd contract float %342, %343
  %345 = tail call contract noundef float @llvm.rint.f32(float %344)
  %346 = tail call noundef float @llvm.maxnum.f32(float %345, float -1.500000e+01)
  %347 = tail call noundef float @llvm.minnum.f32(float %346, float 1.500000e+01)
  %348 = fptosi float %329 to i32
  %349 = add nsw i32 %29, %348
  %350 = tail call noundef i32 @llvm.smax.i32(i32 %349, i32 0)
  %351 = tail call i32 @llvm.umin.i32(i32 %350, i32 %27)
  %352 = fptosi float %335 to i32
  %353 = add nsw i32 %32, %352
  %354 = tail call noundef i32 @llvm.smax.i32(i32 %353, i32 0)
  %355 = tail call i32 @llvm.umin.i32(i32 %354, i32 %30)
  %356 = fptosi float %341 to i32
  %357 = add nsw i32 %29, %356
  %358 = tail call noundef i32 @llvm.smax.i32(i32 %357, i32 0)
  %359 = tail call i32 @llvm.umin.i32(i32 %358, i32 %27)
  %360 = fptosi float %347 to i32
  %361 = add nsw i32 %32, %360
  %362 = tail call noundef i32 @llvm.smax.i32(i32 %361, i32 0)
  %363 = tail call i32 @llvm.umin.i32(i32 %362, i32 %30)
  %364 = zext nneg i32 %355 to i64
  %365 = mul i64 %1, %364
  %366 = zext nneg i32 %351 to i64
  %367 = getelementptr i8, ptr %0, i64 %365
  %368 = getelementptr i8, ptr %367, i64 %366
  %369 = load i8, ptr %368, align 1, !tbaa !11
  %370 = zext nneg i32 %363 to i64
  %371 = mul i64 %1, %370
  %372 = zext nneg i32 %359 to i64
  %373 = getelementptr i8, ptr %0, i64 %371
  %374 = getelementptr i8, ptr %373, i64 %372
  %375 = load i8, ptr %374, align 1, !tbaa !11
  %376 = icmp ult i8 %369, %375
  %377 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %376)
  %378 = zext nneg i32 %21 to i64
  %379 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), i64 %378
  %380 = getelementptr inbounds nuw i8, ptr %379, i64 640
  %381 = load i8, ptr %380, align 1, !tbaa !11
  %382 = sitofp i8 %381 to float
  %383 = getelementptr inbounds nuw i8, ptr %379, i64 641
  %384 = load i8, ptr %383, align 1, !tbaa !11
  %385 = sitofp i8 %384 to float
  %386 = getelementptr inbounds nuw i8, ptr %379, i64 642
  %387 = load i8, ptr %386, align 1, !tbaa !11
  %388 = sitofp i8 %387 to float
  %389 = getelementptr inbounds nuw i8, ptr %379, i64 643
  %390 = load i8, ptr %389, align 1, !tbaa !11
  %391 = sitofp i8 %390 to float
  %392 = fmul contract float %38, %382
  %393 = fmul contract float %37, %385
  %394 = fsub contract float %392, %393
  %395 = tail call contract noundef float @llvm.rint.f32(float %394)
  %396 = tail call noundef float @llvm.maxnum.f32(float %395, float -1.500000e+01)
  %397 = tail call noundef float @llvm.minnum.f32(float %396, float 1.500000e+01)
  %398 = fmul contract float %37, %382
  %399 = fmul contract float %38, %385
  %400 = fadd contract float %398, %399
  %401 = tail call contract noundef float @llvm.rint.f32(float %400)
  %402 = tail call noundef float @llvm.maxnum.f32(float %401, float -1.500000e+01)
  %403 = tail call noundef float @llvm.minnum.f32(float %402, float 1.500000e+01)
  %404 = fmul contract float %38, %388
  %405 = fmul contract float %37, %391
  %406 = fsub contract float %404, %405
  %407 = tail call contract noundef float @llvm.rint.f32(float %406)
  %408 = tail call noundef float @llvm.maxnum.f32(float %407, float -1.500000e+01)
  %409 = tail call noundef float @llvm.minnum.f32(float %408, float 1.500000e+01)
  %410 = fmul contract float %37, %388
  %411 = fmul contract float %38, %391
  %412 = fadd contract float %410, %411
  %413 = tail call contract noundef float @llvm.rint.f32(float %412)
  %414 = tail call noundef float @llvm.maxnum.f32(float %413, float -1.500000e+01)
  %415 = tail call noundef float @llvm.minnum.f32(float %414, float 1.500000e+01)
  %416 = fptosi float %397 to i32
  %417 = add nsw i32 %29, %416
  %418 = tail call noundef i32 @llvm.smax.i32(i32 %417, i32 0)
  %419 = tail call i32 @llvm.umin.i32(i32 %418, i32 %27)
  %420 = fptosi float %403 to i32
  %421 = add nsw i32 %32, %420
  %422 = tail call noundef i32 @llvm.smax.i32(i32 %421, i32 0)
  %423 = tail call i32 @llvm.umin.i32(i32 %422, i32 %30)
  %424 = fptosi float %409 to i32
  %425 = add nsw i32 %29, %424
  %426 = tail call noundef i32 @llvm.smax.i32(i32 %425, i32 0)
  %427 = tail call i32 @llvm.umin.i32(i32 %426, i32 %27)
  %428 = fptosi float %415 to i32
  %429 = add nsw i32 %32, %428
  %430 = tail call noundef i32 @llvm.smax.i32(i32 %429, i32 0)
  %431 = tail call i32 @llvm.umin.i32(i32 %430, i32 %30)
  %432 = zext nneg i32 %423 to i64
  %433 = mul i64 %1, %432
  %434 = zext nneg i32 %419 to i64
  %435 = getelementptr i8, ptr %0, i64 %433
  %436 = getelementptr i8, ptr %435, i64 %434
  %437 = load i8, ptr %436, align 1, !tbaa !11
  %438 = zext nneg i32 %431 to i64
  %439 = mul i64 %1, %438
  %440 = zext nneg i32 %427 to i64
  %441 = getelementptr i8, ptr %0, i64 %439
  %442 = getelementptr i8, ptr %441, i64 %440
  %443 = load i8, ptr %442, align 1, !tbaa !11
  %444 = icmp ult i8 %437, %443
  %445 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %444)
  %446 = zext nneg i32 %21 to i64
  %447 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), i64 %446
  %448 = getelementptr inbounds nuw i8, ptr %447, i64 768
  %449 = load i8, ptr %448, align 1, !tbaa !11
  %450 = sitofp i8 %449 to float
  %451 = getelementptr inbounds nuw i8, ptr %447, i64 769
  %452 = load i8, ptr %451, align 1, !tbaa !11
  %453 = sitofp i8 %452 to float
  %454 = getelementptr inbounds nuw i8, ptr %447, i64 770
  %455 = load i8, ptr %454, align 1, !tbaa !11
  %456 = sitofp i8 %455 to float
  %457 = getelementptr inbounds nuw i8, ptr %447, i64 771
  %458 = load i8, ptr %457, align 1, !tbaa !11
  %459 = sitofp i8 %458 to float
  %460 = fmul contract float %38, %450
  %461 = fmul contract float %37, %453
  %462 = fsub contract float %460, %461
  %463 = tail call contract noundef float @llvm.rint.f32(float %462)
  %464 = tail call noundef float @llvm.maxnum.f32(float %463, float -1.500000e+01)
  %465 = tail call noundef float @llvm.minnum.f32(float %464, float 1.500000e+01)
  %466 = fmul contract float %37, %450
  %467 = fmul contract float %38, %453
  %468 = fadd contract float %466, %467
  %469 = tail call contract noundef float @llvm.rint.f32(float %468)
  %470 = tail call noundef float @llvm.maxnum.f32(float %469, float -1.500000e+01)
  %471 = tail call noundef float @llvm.minnum.f32(float %470, float 1.500000e+01)
  %472 = fmul contract float %38, %456
  %473 = fmul contract float %37, %459
  %474 = fsub contract float %472, %473
  %475 = tail call contract noundef float @llvm.rint.f32(float %474)
  %476 = tail call noundef float @llvm.maxnum.f32(float %475, float -1.500000e+01)
  %477 = tail call noundef float @llvm.minnum.f32(float %476, float 1.500000e+01)
  %478 = fmul contract float %37, %456
  %479 = fmul contract float %38, %459
  %480 = fadd contract float %478, %479
  %481 = tail call contract noundef float @llvm.rint.f32(float %480)
  %482 = tail call noundef float @llvm.maxnum.f32(float %481, float -1.500000e+01)
  %483 = tail call noundef float @llvm.minnum.f32(float %482, float 1.500000e+01)
  %484 = fptosi float %465 to i32
  %485 = add nsw i32 %29, %484
  %486 = tail call noundef i32 @llvm.smax.i32(i32 %485, i32 0)
  %487 = tail call i32 @llvm.umin.i32(i32 %486, i32 %27)
  %488 = fptosi float %471 to i32
  %489 = add nsw i32 %32, %488
  %490 = tail call noundef i32 @llvm.smax.i32(i32 %489, i32 0)
  %491 = tail call i32 @llvm.umin.i32(i32 %490, i32 %30)
  %492 = fptosi float %477 to i32
  %493 = add nsw i32 %29, %492
  %494 = tail call noundef i32 @llvm.smax.i32(i32 %493, i32 0)
  %495 = tail call i32 @llvm.umin.i32(i32 %494, i32 %27)
  %496 = fptosi float %483 to i32
  %497 = add nsw i32 %32, %496
  %498 = tail call noundef i32 @llvm.smax.i32(i32 %497, i32 0)
  %499 = tail call i32 @llvm.umin.i32(i32 %498, i32 %30)
  %500 = zext nneg i32 %491 to i64
  %501 = mul i64 %1, %500
  %502 = zext nneg i32 %487 to i64
  %503 = getelementptr i8, ptr %0, i64 %501
  %504 = getelementptr i8, ptr %503, i64 %502
  %505 = load i8, ptr %504, align 1, !tbaa !11
  %506 = zext nneg i32 %499 to i64
  %507 = mul i64 %1, %506
  %508 = zext nneg i32 %495 to i64
  %509 = getelementptr i8, ptr %0, i64 %507
  %510 = getelementptr i8, ptr %509, i64 %508
  %511 = load i8, ptr %510, align 1, !tbaa !11
  %512 = icmp ult i8 %505, %511
  %513 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %512)
  %514 = zext nneg i32 %21 to i64
  %515 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @c_pattern to ptr), i64 %514
  %516 = getelementptr inbounds nuw i8, ptr %515, i64 896
  %517 = load i8, ptr %516, align 1, !tbaa !11
  %518 = sitofp i8 %517 to float
  %519 = getelementptr inbounds nuw i8, ptr %515, i64 897
  %520 = load i8, ptr %519, align 1, !tbaa !11
  %521 = sitofp i8 %520 to float
  %522 = getelementptr inbounds nuw i8, ptr %515, i64 898
  %523 = load i8, ptr %522, align 1, !tbaa !11
  %524 = sitofp i8 %523 to float
  %525 = getelementptr inbounds nuw i8, ptr %515, i64 899
  %526 = load i8, ptr %525, align 1, !tbaa !11
  %527 = sitofp i8 %526 to float
  %528 = fmul contract float %38, %518
  %529 = fmul contract float %37, %521
  %530 = fsub contract float %528, %529
  %531 = tail call contract noundef float @llvm.rint.f32(float %530)
  %532 = tail call noundef float @llvm.maxnum.f32(float %531, float -1.500000e+01)
  %533 = tail call noundef float @llvm.minnum.f32(float %532, float 1.500000e+01)
  %534 = fmul contract float %37, %518
  %535 = fmul contract float %38, %521
  %536 = fadd contract float %534, %535
  %537 = tail call contract noundef float @llvm.rint.f32(float %536)
  %538 = tail call noundef float @llvm.maxnum.f32(float %537, float -1.500000e+01)
  %539 = tail call noundef float @llvm.minnum.f32(float %538, float 1.500000e+01)
  %540 = fmul contract float %38, %524
  %541 = fmul contract float %37, %527
  %542 = fsub contract float %540, %541
  %543 = tail call contract noundef float @llvm.rint.f32(float %542)
  %544 = tail call noundef float @llvm.maxnum.f32(float %543, float -1.500000e+01)
  %545 = tail call noundef float @llvm.minnum.f32(float %544, float 1.500000e+01)
  %546 = fmul contract float %37, %524
  %547 = fmul contract float %38, %527
  %548 = fadd contract float %546, %547
  %549 = tail call contract noundef float @llvm.rint.f32(float %548)
  %550 = tail call noundef float @llvm.maxnum.f32(float %549, float -1.500000e+01)
  %551 = tail call noundef float @llvm.minnum.f32(float %550, float 1.500000e+01)
  %552 = fptosi float %533 to i32
  %553 = add nsw i32 %29, %552
  %554 = tail call noundef i32 @llvm.smax.i32(i32 %553, i32 0)
  %555 = tail call i32 @llvm.umin.i32(i32 %554, i32 %27)
  %556 = fptosi float %539 to i32
  %557 = add nsw i32 %32, %556
  %558 = tail call noundef i32 @llvm.smax.i32(i32 %557, i32 0)
  %559 = tail call i32 @llvm.umin.i32(i32 %558, i32 %30)
  %560 = fptosi float %545 to i32
  %561 = add nsw i32 %29, %560
  %562 = tail call noundef i32 @llvm.smax.i32(i32 %561, i32 0)
  %563 = tail call i32 @llvm.umin.i32(i32 %562, i32 %27)
  %564 = fptosi float %551 to i32
  %565 = add nsw i32 %32, %564
  %566 = tail call noundef i32 @llvm.smax.i32(i32 %565, i32 0)
  %567 = tail call i32 @llvm.umin.i32(i32 %566, i32 %30)
  %568 = zext nneg i32 %559 to i64
  %569 = mul i64 %1, %568
  %570 = zext nneg i32 %555 to i64
  %571 = getelementptr i8, ptr %0, i64 %569
  %572 = getelementptr i8, ptr %571, i64 %570
  %573 = load i8, ptr %572, align 1, !tbaa !11
  %574 = zext nneg i32 %567 to i64
  %575 = mul i64 %1, %574
  %576 = zext nneg i32 %563 to i64
  %577 = getelementptr i8, ptr %0, i64 %575
  %578 = getelementptr i8, ptr %577, i64 %576
  %579 = load i8, ptr %578, align 1, !tbaa !11
  %580 = icmp ult i8 %573, %579
  %581 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %580)
  %582 = icmp samesign ult i32 %21, 8
  br i1 %582, label %583, label %603

583:                                              ; preds = %20
  %584 = icmp eq i32 %21, 7
  %585 = icmp eq i32 %21, 6
  %586 = icmp eq i32 %21, 5
  %587 = icmp eq i32 %21, 4
  %588 = icmp eq i32 %21, 3
  %589 = icmp eq i32 %21, 2
  %590 = icmp eq i32 %21, 1
  %591 = icmp eq i32 %21, 0
  %592 = select i1 %591, i32 %105, i32 0
  %593 = select i1 %590, i32 %173, i32 %592
  %594 = select i1 %589, i32 %241, i32 %593
  %595 = select i1 %588, i32 %309, i32 %594
  %596 = select i1 %587, i32 %377, i32 %595
  %597 = select i1 %586, i32 %445, i32 %596
  %598 = select i1 %585, i32 %513, i32 %597
  %599 = select i1 %584, i32 %581, i32 %598
  %600 = shl nuw nsw i64 %22, 5
  %601 = getelementptr inbounds nuw i8, ptr %7, i64 %600
  %602 = getelementptr inbounds nuw i32, ptr %601, i64 %39
  store i32 %599, ptr %602, align 4, !tbaa !6
  br label %603

603:                                              ; preds = %20, %583, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
