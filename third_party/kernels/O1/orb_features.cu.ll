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
  br i1 %9, label %10, label %612

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = icmp ne i32 %11, 8
  %13 = icmp slt i32 %2, 1
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %3, 1
  %16 = or i1 %14, %15
  br i1 %16, label %612, label %17

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
  %36 = icmp slt i32 %34, %3
  %37 = and i1 %35, %36
  br i1 %37, label %61, label %612

38:                                               ; preds = %29, %38
  %39 = phi i32 [ %27, %29 ], [ %59, %38 ]
  %40 = udiv i32 %39, 38
  %41 = mul nsw i32 %40, -38
  %42 = add nsw i32 %41, %39
  %43 = add nsw i32 %20, %42
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = tail call noundef i32 @llvm.smin.i32(i32 %44, i32 %30)
  %46 = add nsw i32 %23, %40
  %47 = tail call noundef i32 @llvm.smax.i32(i32 %46, i32 0)
  %48 = tail call noundef i32 @llvm.smin.i32(i32 %47, i32 %31)
  %49 = zext nneg i32 %48 to i64
  %50 = mul i64 %1, %49
  %51 = zext nneg i32 %45 to i64
  %52 = getelementptr i8, ptr %0, i64 %50
  %53 = getelementptr i8, ptr %52, i64 %51
  %54 = load i8, ptr %53, align 1, !tbaa !11
  %55 = zext nneg i32 %40 to i64
  %56 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %55
  %57 = sext i32 %42 to i64
  %58 = getelementptr inbounds i8, ptr %56, i64 %57
  store i8 %54, ptr %58, align 1, !tbaa !11
  %59 = add nuw nsw i32 %39, 256
  %60 = icmp samesign ult i32 %39, 276
  br i1 %60, label %38, label %32, !llvm.loop !12

61:                                               ; preds = %32
  %62 = icmp sgt i32 %33, 2
  br i1 %62, label %63, label %605

63:                                               ; preds = %61
  %64 = add nsw i32 %2, -3
  %65 = icmp slt i32 %33, %64
  %66 = icmp samesign ugt i32 %34, 2
  %67 = and i1 %66, %65
  %68 = add nsw i32 %3, -3
  %69 = icmp slt i32 %34, %68
  %70 = select i1 %67, i1 %69, i1 false
  br i1 %70, label %71, label %605

71:                                               ; preds = %63
  %72 = add nuw nsw i32 %26, 3
  %73 = add nuw nsw i32 %24, 3
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %74
  %76 = zext nneg i32 %72 to i64
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 %76
  %78 = load i8, ptr %77, align 1, !tbaa !11
  %79 = zext i8 %78 to i32
  %80 = tail call noundef i32 @llvm.smax.i32(i32 %4, i32 1)
  %81 = tail call noundef i32 @llvm.smin.i32(i32 %80, i32 255)
  %82 = sub nsw i32 %79, %81
  %83 = add nuw nsw i32 %81, %79
  %84 = load i32, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), align 4, !tbaa !6
  %85 = tail call noundef i32 @llvm.smax.i32(i32 %84, i32 -3)
  %86 = tail call noundef i32 @llvm.smin.i32(i32 %85, i32 3)
  %87 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 4), align 4, !tbaa !6
  %88 = tail call noundef i32 @llvm.smax.i32(i32 %87, i32 -3)
  %89 = tail call noundef i32 @llvm.smin.i32(i32 %88, i32 3)
  %90 = add nsw i32 %89, %73
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %91
  %93 = add nsw i32 %86, %72
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw i8, ptr %92, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !11
  %97 = zext i8 %96 to i32
  %98 = icmp samesign ult i32 %83, %97
  %99 = zext i1 %98 to i32
  %100 = icmp sgt i32 %82, %97
  %101 = zext i1 %100 to i32
  %102 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 8), align 4, !tbaa !6
  %103 = tail call noundef i32 @llvm.smax.i32(i32 %102, i32 -3)
  %104 = tail call noundef i32 @llvm.smin.i32(i32 %103, i32 3)
  %105 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 12), align 4, !tbaa !6
  %106 = tail call noundef i32 @llvm.smax.i32(i32 %105, i32 -3)
  %107 = tail call noundef i32 @llvm.smin.i32(i32 %106, i32 3)
  %108 = add nsw i32 %107, %73
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %109
  %111 = add nsw i32 %104, %72
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds nuw i8, ptr %110, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !11
  %115 = zext i8 %114 to i32
  %116 = icmp samesign ult i32 %83, %115
  %117 = select i1 %116, i32 2, i32 0
  %118 = icmp sgt i32 %82, %115
  %119 = select i1 %118, i32 2, i32 0
  %120 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 16), align 4, !tbaa !6
  %121 = tail call noundef i32 @llvm.smax.i32(i32 %120, i32 -3)
  %122 = tail call noundef i32 @llvm.smin.i32(i32 %121, i32 3)
  %123 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 20), align 4, !tbaa !6
  %124 = tail call noundef i32 @llvm.smax.i32(i32 %123, i32 -3)
  %125 = tail call noundef i32 @llvm.smin.i32(i32 %124, i32 3)
  %126 = add nsw i32 %125, %73
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %127
  %129 = add nsw i32 %122, %72
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds nuw i8, ptr %128, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !11
  %133 = zext i8 %132 to i32
  %134 = icmp samesign ult i32 %83, %133
  %135 = select i1 %134, i32 4, i32 0
  %136 = or disjoint i32 %117, %99
  %137 = or disjoint i32 %136, %135
  %138 = icmp sgt i32 %82, %133
  %139 = select i1 %138, i32 4, i32 0
  %140 = or disjoint i32 %119, %101
  %141 = or disjoint i32 %140, %139
  %142 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 24), align 4, !tbaa !6
  %143 = tail call noundef i32 @llvm.smax.i32(i32 %142, i32 -3)
  %144 = tail call noundef i32 @llvm.smin.i32(i32 %143, i32 3)
  %145 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 28), align 4, !tbaa !6
  %146 = tail call noundef i32 @llvm.smax.i32(i32 %145, i32 -3)
  %147 = tail call noundef i32 @llvm.smin.i32(i32 %146, i32 3)
  %148 = add nsw i32 %147, %73
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %149
  %151 = add nsw i32 %144, %72
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds nuw i8, ptr %150, i64 %152
  %154 = load i8, ptr %153, align 1, !tbaa !11
  %155 = zext i8 %154 to i32
  %156 = icmp samesign ult i32 %83, %155
  %157 = select i1 %156, i32 8, i32 0
  %158 = icmp sgt i32 %82, %155
  %159 = select i1 %158, i32 8, i32 0
  %160 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 32), align 4, !tbaa !6
  %161 = tail call noundef i32 @llvm.smax.i32(i32 %160, i32 -3)
  %162 = tail call noundef i32 @llvm.smin.i32(i32 %161, i32 3)
  %163 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 36), align 4, !tbaa !6
  %164 = tail call noundef i32 @llvm.smax.i32(i32 %163, i32 -3)
  %165 = tail call noundef i32 @llvm.smin.i32(i32 %164, i32 3)
  %166 = add nsw i32 %165, %73
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %167
  %169 = add nsw i32 %162, %72
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds nuw i8, ptr %168, i64 %170
  %172 = load i8, ptr %171, align 1, !tbaa !11
  %173 = zext i8 %172 to i32
  %174 = icmp samesign ult i32 %83, %173
  %175 = select i1 %174, i32 16, i32 0
  %176 = or disjoint i32 %137, %157
  %177 = or disjoint i32 %176, %175
  %178 = icmp sgt i32 %82, %173
  %179 = select i1 %178, i32 16, i32 0
  %180 = or disjoint i32 %141, %159
  %181 = or disjoint i32 %180, %179
  %182 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 40), align 4, !tbaa !6
  %183 = tail call noundef i32 @llvm.smax.i32(i32 %182, i32 -3)
  %184 = tail call noundef i32 @llvm.smin.i32(i32 %183, i32 3)
  %185 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 44), align 4, !tbaa !6
  %186 = tail call noundef i32 @llvm.smax.i32(i32 %185, i32 -3)
  %187 = tail call noundef i32 @llvm.smin.i32(i32 %186, i32 3)
  %188 = add nsw i32 %187, %73
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %189
  %191 = add nsw i32 %184, %72
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw i8, ptr %190, i64 %192
  %194 = load i8, ptr %193, align 1, !tbaa !11
  %195 = zext i8 %194 to i32
  %196 = icmp samesign ult i32 %83, %195
  %197 = select i1 %196, i32 32, i32 0
  %198 = icmp sgt i32 %82, %195
  %199 = select i1 %198, i32 32, i32 0
  %200 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 48), align 4, !tbaa !6
  %201 = tail call noundef i32 @llvm.smax.i32(i32 %200, i32 -3)
  %202 = tail call noundef i32 @llvm.smin.i32(i32 %201, i32 3)
  %203 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 52), align 4, !tbaa !6
  %204 = tail call noundef i32 @llvm.smax.i32(i32 %203, i32 -3)
  %205 = tail call noundef i32 @llvm.smin.i32(i32 %204, i32 3)
  %206 = add nsw i32 %205, %73
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %207
  %209 = add nsw i32 %202, %72
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds nuw i8, ptr %208, i64 %210
  %212 = load i8, ptr %211, align 1, !tbaa !11
  %213 = zext i8 %212 to i32
  %214 = icmp samesign ult i32 %83, %213
  %215 = select i1 %214, i32 64, i32 0
  %216 = or disjoint i32 %197, %177
  %217 = or i32 %216, %215
  %218 = icmp sgt i32 %82, %213
  %219 = select i1 %218, i32 64, i32 0
  %220 = or disjoint i32 %199, %181
  %221 = or i32 %220, %219
  %222 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 56), align 4, !tbaa !6
  %223 = tail call noundef i32 @llvm.smax.i32(i32 %222, i32 -3)
  %224 = tail call noundef i32 @llvm.smin.i32(i32 %223, i32 3)
  %225 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 60), align 4, !tbaa !6
  %226 = tail call noundef i32 @llvm.smax.i32(i32 %225, i32 -3)
  %227 = tail call noundef i32 @llvm.smin.i32(i32 %226, i32 3)
  %228 = add nsw i32 %227, %73
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %229
  %231 = add nsw i32 %224, %72
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds nuw i8, ptr %230, i64 %232
  %234 = load i8, ptr %233, align 1, !tbaa !11
  %235 = zext i8 %234 to i32
  %236 = icmp samesign ult i32 %83, %235
  %237 = select i1 %236, i32 128, i32 0
  %238 = icmp sgt i32 %82, %235
  %239 = select i1 %238, i32 128, i32 0
  %240 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 64), align 4, !tbaa !6
  %241 = tail call noundef i32 @llvm.smax.i32(i32 %240, i32 -3)
  %242 = tail call noundef i32 @llvm.smin.i32(i32 %241, i32 3)
  %243 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 68), align 4, !tbaa !6
  %244 = tail call noundef i32 @llvm.smax.i32(i32 %243, i32 -3)
  %245 = tail call noundef i32 @llvm.smin.i32(i32 %244, i32 3)
  %246 = add nsw i32 %245, %73
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %247
  %249 = add nsw i32 %242, %72
  %250 = zext nneg i32 %249 to i64
  %251 = getelementptr inbounds nuw i8, ptr %248, i64 %250
  %252 = load i8, ptr %251, align 1, !tbaa !11
  %253 = zext i8 %252 to i32
  %254 = icmp samesign ult i32 %83, %253
  %255 = select i1 %254, i32 256, i32 0
  %256 = or disjoint i32 %237, %255
  %257 = or disjoint i32 %256, %217
  %258 = icmp sgt i32 %82, %253
  %259 = select i1 %258, i32 256, i32 0
  %260 = or disjoint i32 %239, %259
  %261 = or disjoint i32 %260, %221
  %262 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 72), align 4, !tbaa !6
  %263 = tail call noundef i32 @llvm.smax.i32(i32 %262, i32 -3)
  %264 = tail call noundef i32 @llvm.smin.i32(i32 %263, i32 3)
  %265 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 76), align 4, !tbaa !6
  %266 = tail call noundef i32 @llvm.smax.i32(i32 %265, i32 -3)
  %267 = tail call noundef i32 @llvm.smin.i32(i32 %266, i32 3)
  %268 = add nsw i32 %267, %73
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %269
  %271 = add nsw i32 %264, %72
  %272 = zext nneg i32 %271 to i64
  %273 = getelementptr inbounds nuw i8, ptr %270, i64 %272
  %274 = load i8, ptr %273, align 1, !tbaa !11
  %275 = zext i8 %274 to i32
  %276 = icmp samesign ult i32 %83, %275
  %277 = select i1 %276, i32 512, i32 0
  %278 = icmp sgt i32 %82, %275
  %279 = select i1 %278, i32 512, i32 0
  %280 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 80), align 4, !tbaa !6
  %281 = tail call noundef i32 @llvm.smax.i32(i32 %280, i32 -3)
  %282 = tail call noundef i32 @llvm.smin.i32(i32 %281, i32 3)
  %283 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 84), align 4, !tbaa !6
  %284 = tail call noundef i32 @llvm.smax.i32(i32 %283, i32 -3)
  %285 = tail call noundef i32 @llvm.smin.i32(i32 %284, i32 3)
  %286 = add nsw i32 %285, %73
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %287
  %289 = add nsw i32 %282, %72
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr inbounds nuw i8, ptr %288, i64 %290
  %292 = load i8, ptr %291, align 1, !tbaa !11
  %293 = zext i8 %292 to i32
  %294 = icmp samesign ult i32 %83, %293
  %295 = select i1 %294, i32 1024, i32 0
  %296 = or disjoint i32 %277, %295
  %297 = or i32 %296, %257
  %298 = icmp sgt i32 %82, %293
  %299 = select i1 %298, i32 1024, i32 0
  %300 = or disjoint i32 %279, %299
  %301 = or i32 %300, %261
  %302 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 88), align 4, !tbaa !6
  %303 = tail call noundef i32 @llvm.smax.i32(i32 %302, i32 -3)
  %304 = tail call noundef i32 @llvm.smin.i32(i32 %303, i32 3)
  %305 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 92), align 4, !tbaa !6
  %306 = tail call noundef i32 @llvm.smax.i32(i32 %305, i32 -3)
  %307 = tail call noundef i32 @llvm.smin.i32(i32 %306, i32 3)
  %308 = add nsw i32 %307, %73
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %309
  %311 = add nsw i32 %304, %72
  %312 = zext nneg i32 %311 to i64
  %313 = getelementptr inbounds nuw i8, ptr %310, i64 %312
  %314 = load i8, ptr %313, align 1, !tbaa !11
  %315 = zext i8 %314 to i32
  %316 = icmp samesign ult i32 %83, %315
  %317 = select i1 %316, i32 2048, i32 0
  %318 = icmp sgt i32 %82, %315
  %319 = select i1 %318, i32 2048, i32 0
  %320 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 96), align 4, !tbaa !6
  %321 = tail call noundef i32 @llvm.smax.i32(i32 %320, i32 -3)
  %322 = tail call noundef i32 @llvm.smin.i32(i32 %321, i32 3)
  %323 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 100), align 4, !tbaa !6
  %324 = tail call noundef i32 @llvm.smax.i32(i32 %323, i32 -3)
  %325 = tail call noundef i32 @llvm.smin.i32(i32 %324, i32 3)
  %326 = add nsw i32 %325, %73
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %327
  %329 = add nsw i32 %322, %72
  %330 = zext nneg i32 %329 to i64
  %331 = getelementptr inbounds nuw i8, ptr %328, i64 %330
  %332 = load i8, ptr %331, align 1, !tbaa !11
  %333 = zext i8 %332 to i32
  %334 = icmp samesign ult i32 %83, %333
  %335 = select i1 %334, i32 4096, i32 0
  %336 = or disjoint i32 %317, %335
  %337 = or i32 %336, %297
  %338 = icmp sgt i32 %82, %333
  %339 = select i1 %338, i32 4096, i32 0
  %340 = or disjoint i32 %319, %339
  %341 = or i32 %340, %301
  %342 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 104), align 4, !tbaa !6
  %343 = tail call noundef i32 @llvm.smax.i32(i32 %342, i32 -3)
  %344 = tail call noundef i32 @llvm.smin.i32(i32 %343, i32 3)
  %345 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 108), align 4, !tbaa !6
  %346 = tail call noundef i32 @llvm.smax.i32(i32 %345, i32 -3)
  %347 = tail call noundef i32 @llvm.smin.i32(i32 %346, i32 3)
  %348 = add nsw i32 %347, %73
  %349 = zext nneg i32 %348 to i64
  %350 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %349
  %351 = add nsw i32 %344, %72
  %352 = zext nneg i32 %351 to i64
  %353 = getelementptr inbounds nuw i8, ptr %350, i64 %352
  %354 = load i8, ptr %353, align 1, !tbaa !11
  %355 = zext i8 %354 to i32
  %356 = icmp samesign ult i32 %83, %355
  %357 = select i1 %356, i32 8192, i32 0
  %358 = or i32 %357, %337
  %359 = icmp sgt i32 %82, %355
  %360 = select i1 %359, i32 8192, i32 0
  %361 = or i32 %360, %341
  %362 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 112), align 4, !tbaa !6
  %363 = tail call noundef i32 @llvm.smax.i32(i32 %362, i32 -3)
  %364 = tail call noundef i32 @llvm.smin.i32(i32 %363, i32 3)
  %365 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 116), align 4, !tbaa !6
  %366 = tail call noundef i32 @llvm.smax.i32(i32 %365, i32 -3)
  %367 = tail call noundef i32 @llvm.smin.i32(i32 %366, i32 3)
  %368 = add nsw i32 %367, %73
  %369 = zext nneg i32 %368 to i64
  %370 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %369
  %371 = add nsw i32 %364, %72
  %372 = zext nneg i32 %371 to i64
  %373 = getelementptr inbounds nuw i8, ptr %370, i64 %372
  %374 = load i8, ptr %373, align 1, !tbaa !11
  %375 = zext i8 %374 to i32
  %376 = icmp samesign ult i32 %83, %375
  %377 = select i1 %376, i32 16384, i32 0
  %378 = icmp sgt i32 %82, %375
  %379 = select i1 %378, i32 16384, i32 0
  %380 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 120), align 4, !tbaa !6
  %381 = tail call noundef i32 @llvm.smax.i32(i32 %380, i32 -3)
  %382 = tail call noundef i32 @llvm.smin.i32(i32 %381, i32 3)
  %383 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_circle to ptr), i64 124), align 4, !tbaa !6
  %384 = tail call noundef i32 @llvm.smax.i32(i32 %383, i32 -3)
  %385 = tail call noundef i32 @llvm.smin.i32(i32 %384, i32 3)
  %386 = add nsw i32 %385, %73
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr inbounds nuw [38 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ11fast9_scoreE4tile to ptr), i64 %387
  %389 = add nsw i32 %382, %72
  %390 = zext nneg i32 %389 to i64
  %391 = getelementptr inbounds nuw i8, ptr %388, i64 %390
  %392 = load i8, ptr %391, align 1, !tbaa !11
  %393 = zext i8 %392 to i32
  %394 = icmp samesign ult i32 %83, %393
  %395 = select i1 %394, i32 32768, i32 0
  %396 = or disjoint i32 %377, %395
  %397 = or i32 %396, %358
  %398 = icmp sgt i32 %82, %393
  %399 = select i1 %398, i32 32768, i32 0
  %400 = or disjoint i32 %379, %399
  %401 = or i32 %400, %361
  %402 = and i32 %337, 4369
  %403 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %402)
  %404 = icmp samesign ugt i32 %403, 1
  br i1 %404, label %409, label %405

405:                                              ; preds = %71
  %406 = and i32 %341, 4369
  %407 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %406)
  %408 = icmp samesign ugt i32 %407, 1
  br i1 %408, label %409, label %605

409:                                              ; preds = %405, %71
  %410 = shl nuw i32 %397, 16
  %411 = or i32 %410, %397
  %412 = shl nuw i32 %401, 16
  %413 = or i32 %412, %401
  %414 = lshr i32 %413, 1
  %415 = lshr i32 %413, 2
  %416 = and i32 %414, %415
  %417 = lshr i32 %413, 3
  %418 = and i32 %416, %417
  %419 = lshr i32 %413, 4
  %420 = and i32 %418, %419
  %421 = lshr i32 %413, 5
  %422 = and i32 %420, %421
  %423 = lshr i32 %413, 6
  %424 = and i32 %422, %423
  %425 = lshr i32 %413, 7
  %426 = and i32 %424, %425
  %427 = lshr i32 %413, 8
  %428 = and i32 %426, %427
  %429 = and i32 %428, %413
  %430 = lshr i32 %411, 1
  %431 = lshr i32 %411, 2
  %432 = and i32 %430, %431
  %433 = lshr i32 %411, 3
  %434 = and i32 %432, %433
  %435 = lshr i32 %411, 4
  %436 = and i32 %434, %435
  %437 = lshr i32 %411, 5
  %438 = and i32 %436, %437
  %439 = lshr i32 %411, 6
  %440 = and i32 %438, %439
  %441 = lshr i32 %411, 7
  %442 = and i32 %440, %441
  %443 = lshr i32 %411, 8
  %444 = and i32 %442, %443
  %445 = and i32 %444, %411
  %446 = or i32 %429, %445
  %447 = and i32 %446, 65535
  %448 = icmp eq i32 %447, 0
  br i1 %448, label %605, label %449

449:                                              ; preds = %409
  %450 = and i32 %429, 65535
  %451 = icmp eq i32 %450, 0
  %452 = and i32 %445, 65535
  %453 = icmp eq i32 %452, 0
  %454 = add nuw nsw i32 %81, %79
  %455 = sub nsw i32 %97, %454
  %456 = select i1 %98, i32 %455, i32 0
  %457 = add nuw nsw i32 %81, %97
  %458 = sub nsw i32 %79, %457
  %459 = select i1 %100, i32 %458, i32 0
  %460 = sub nsw i32 %115, %454
  %461 = select i1 %116, i32 %460, i32 0
  %462 = add nsw i32 %461, %456
  %463 = add nuw nsw i32 %81, %115
  %464 = sub nsw i32 %79, %463
  %465 = select i1 %118, i32 %464, i32 0
  %466 = add nsw i32 %465, %459
  %467 = sub nsw i32 %133, %454
  %468 = select i1 %134, i32 %467, i32 0
  %469 = add nsw i32 %468, %462
  %470 = add nuw nsw i32 %81, %133
  %471 = sub nsw i32 %79, %470
  %472 = select i1 %138, i32 %471, i32 0
  %473 = add nsw i32 %472, %466
  %474 = sub nsw i32 %155, %454
  %475 = select i1 %156, i32 %474, i32 0
  %476 = add nsw i32 %475, %469
  %477 = add nuw nsw i32 %81, %155
  %478 = sub nsw i32 %79, %477
  %479 = select i1 %158, i32 %478, i32 0
  %480 = add nsw i32 %479, %473
  %481 = sub nsw i32 %173, %454
  %482 = select i1 %174, i32 %481, i32 0
  %483 = add nsw i32 %482, %476
  %484 = add nuw nsw i32 %81, %173
  %485 = sub nsw i32 %79, %484
  %486 = select i1 %178, i32 %485, i32 0
  %487 = add nsw i32 %486, %480
  %488 = sub nsw i32 %195, %454
  %489 = select i1 %196, i32 %488, i32 0
  %490 = add nsw i32 %489, %483
  %491 = add nuw nsw i32 %81, %195
  %492 = sub nsw i32 %79, %491
  %493 = select i1 %198, i32 %492, i32 0
  %494 = add nsw i32 %493, %487
  %495 = sub nsw i32 %213, %454
  %496 = select i1 %214, i32 %495, i32 0
  %497 = add nsw i32 %496, %490
  %498 = add nuw nsw i32 %81, %213
  %499 = sub nsw i32 %79, %498
  %500 = select i1 %218, i32 %499, i32 0
  %501 = add nsw i32 %500, %494
  %502 = and i32 %257, 128
  %503 = icmp eq i32 %502, 0
  %504 = sub nsw i32 %235, %454
  %505 = select i1 %503, i32 0, i32 %504
  %506 = add nsw i32 %505, %497
  %507 = and i32 %261, 128
  %508 = icmp eq i32 %507, 0
  %509 = add nuw nsw i32 %81, %235
  %510 = sub nsw i32 %79, %509
  %511 = select i1 %508, i32 0, i32 %510
  %512 = add nsw i32 %511, %501
  %513 = and i32 %257, 256
  %514 = icmp eq i32 %513, 0
  %515 = sub nsw i32 %253, %454
  %516 = select i1 %514, i32 0, i32 %515
  %517 = add nsw i32 %516, %506
  %518 = and i32 %261, 256
  %519 = icmp eq i32 %518, 0
  %520 = add nuw nsw i32 %81, %253
  %521 = sub nsw i32 %79, %520
  %522 = select i1 %519, i32 0, i32 %521
  %523 = add nsw i32 %522, %512
  %524 = and i32 %297, 512
  %525 = icmp eq i32 %524, 0
  %526 = sub nsw i32 %275, %454
  %527 = select i1 %525, i32 0, i32 %526
  %528 = add nsw i32 %527, %517
  %529 = and i32 %301, 512
  %530 = icmp eq i32 %529, 0
  %531 = add nuw nsw i32 %81, %275
  %532 = sub nsw i32 %79, %531
  %533 = select i1 %530, i32 0, i32 %532
  %534 = add nsw i32 %533, %523
  %535 = and i32 %297, 1024
  %536 = icmp eq i32 %535, 0
  %537 = sub nsw i32 %293, %454
  %538 = select i1 %536, i32 0, i32 %537
  %539 = add nsw i32 %538, %528
  %540 = and i32 %301, 1024
  %541 = icmp eq i32 %540, 0
  %542 = add nuw nsw i32 %81, %293
  %543 = sub nsw i32 %79, %542
  %544 = select i1 %541, i32 0, i32 %543
  %545 = add nsw i32 %544, %534
  %546 = and i32 %337, 2048
  %547 = icmp eq i32 %546, 0
  %548 = sub nsw i32 %315, %454
  %549 = select i1 %547, i32 0, i32 %548
  %550 = add nsw i32 %549, %539
  %551 = and i32 %341, 2048
  %552 = icmp eq i32 %551, 0
  %553 = add nuw nsw i32 %81, %315
  %554 = sub nsw i32 %79, %553
  %555 = select i1 %552, i32 0, i32 %554
  %556 = add nsw i32 %555, %545
  %557 = and i32 %337, 4096
  %558 = icmp eq i32 %557, 0
  %559 = sub nsw i32 %333, %454
  %560 = select i1 %558, i32 0, i32 %559
  %561 = add nsw i32 %560, %550
  %562 = and i32 %341, 4096
  %563 = icmp eq i32 %562, 0
  %564 = add nuw nsw i32 %81, %333
  %565 = sub nsw i32 %79, %564
  %566 = select i1 %563, i32 0, i32 %565
  %567 = add nsw i32 %566, %556
  %568 = and i32 %358, 8192
  %569 = icmp eq i32 %568, 0
  %570 = sub nsw i32 %355, %454
  %571 = select i1 %569, i32 0, i32 %570
  %572 = add nsw i32 %571, %561
  %573 = and i32 %361, 8192
  %574 = icmp eq i32 %573, 0
  %575 = add nuw nsw i32 %81, %355
  %576 = sub nsw i32 %79, %575
  %577 = select i1 %574, i32 0, i32 %576
  %578 = add nsw i32 %577, %567
  %579 = and i32 %397, 16384
  %580 = icmp eq i32 %579, 0
  %581 = sub nsw i32 %375, %454
  %582 = select i1 %580, i32 0, i32 %581
  %583 = add nsw i32 %582, %572
  %584 = and i32 %401, 16384
  %585 = icmp eq i32 %584, 0
  %586 = add nuw nsw i32 %81, %375
  %587 = sub nsw i32 %79, %586
  %588 = select i1 %585, i32 0, i32 %587
  %589 = add nsw i32 %588, %578
  %590 = and i32 %397, 32768
  %591 = icmp eq i32 %590, 0
  %592 = sub nsw i32 %393, %454
  %593 = select i1 %591, i32 0, i32 %592
  %594 = add nsw i32 %593, %583
  %595 = and i32 %401, 32768
  %596 = icmp eq i32 %595, 0
  %597 = add nuw nsw i32 %81, %393
  %598 = sub nsw i32 %79, %597
  %599 = select i1 %596, i32 0, i32 %598
  %600 = add nsw i32 %599, %589
  %601 = select i1 %453, i32 0, i32 %594
  %602 = select i1 %451, i32 0, i32 %600
  %603 = tail call noundef i32 @llvm.smax.i32(i32 %601, i32 %602)
  %604 = sitofp i32 %603 to float
  br label %605

605:                                              ; preds = %405, %409, %449, %63, %61
  %606 = phi float [ 0.000000e+00, %63 ], [ 0.000000e+00, %61 ], [ 0.000000e+00, %405 ], [ %604, %449 ], [ 0.000000e+00, %409 ]
  %607 = zext nneg i32 %34 to i64
  %608 = mul i64 %6, %607
  %609 = sext i32 %33 to i64
  %610 = getelementptr float, ptr %5, i64 %608
  %611 = getelementptr float, ptr %610, i64 %609
  store float %606, ptr %611, align 4, !tbaa !15
  br label %612

612:                                              ; preds = %605, %32, %7, %10
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fast_nms_compact(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp eq i32 %10, 32
  br i1 %11, label %12, label %154

12:                                               ; preds = %9
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = icmp ne i32 %13, 8
  %15 = icmp ugt i32 %5, 1024
  %16 = or i1 %14, %15
  br i1 %16, label %154, label %17

17:                                               ; preds = %12
  %18 = tail call noundef i32 @llvm.smax.i32(i32 %4, i32 3)
  %19 = tail call noundef i32 @llvm.smin.i32(i32 %18, i32 64)
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
  %43 = load float, ptr %42, align 4, !tbaa !15
  %44 = fcmp contract ogt float %43, 0.000000e+00
  br i1 %44, label %45, label %102

45:                                               ; preds = %37
  %46 = add nsw i32 %27, -1
  %47 = zext nneg i32 %46 to i64
  %48 = mul i64 %1, %47
  %49 = getelementptr float, ptr %0, i64 %48
  %50 = sext i32 %23 to i64
  %51 = getelementptr float, ptr %49, i64 %50
  %52 = getelementptr i8, ptr %51, i64 -4
  %53 = load float, ptr %52, align 4, !tbaa !15
  %54 = fcmp contract ult float %53, %43
  %55 = zext nneg i32 %23 to i64
  %56 = getelementptr float, ptr %49, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !15
  %58 = fcmp contract ult float %57, %43
  %59 = sext i32 %23 to i64
  %60 = getelementptr float, ptr %49, i64 %59
  %61 = getelementptr i8, ptr %60, i64 4
  %62 = load float, ptr %61, align 4, !tbaa !15
  %63 = fcmp contract ult float %62, %43
  %64 = zext nneg i32 %27 to i64
  %65 = mul i64 %1, %64
  %66 = getelementptr float, ptr %0, i64 %65
  %67 = sext i32 %23 to i64
  %68 = getelementptr float, ptr %66, i64 %67
  %69 = getelementptr i8, ptr %68, i64 -4
  %70 = load float, ptr %69, align 4, !tbaa !15
  %71 = fcmp contract ult float %70, %43
  %72 = sext i32 %23 to i64
  %73 = getelementptr float, ptr %66, i64 %72
  %74 = getelementptr i8, ptr %73, i64 4
  %75 = load float, ptr %74, align 4, !tbaa !15
  %76 = fcmp contract ule float %75, %43
  %77 = add nuw nsw i32 %27, 1
  %78 = zext nneg i32 %77 to i64
  %79 = mul i64 %1, %78
  %80 = getelementptr float, ptr %0, i64 %79
  %81 = sext i32 %23 to i64
  %82 = getelementptr float, ptr %80, i64 %81
  %83 = getelementptr i8, ptr %82, i64 -4
  %84 = load float, ptr %83, align 4, !tbaa !15
  %85 = fcmp contract ule float %84, %43
  %86 = zext nneg i32 %23 to i64
  %87 = getelementptr float, ptr %80, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !15
  %89 = fcmp contract ule float %88, %43
  %90 = sext i32 %23 to i64
  %91 = getelementptr float, ptr %80, i64 %90
  %92 = getelementptr i8, ptr %91, i64 4
  %93 = load float, ptr %92, align 4, !tbaa !15
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
  %108 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %105)
  %109 = zext nneg i32 %26 to i64
  %110 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 %109
  store i32 %108, ptr %110, align 4, !tbaa !6
  br label %111

111:                                              ; preds = %107, %102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %112 = or i32 %26, %22
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %121, label %131

114:                                              ; preds = %121
  %115 = tail call noundef i32 @llvm.smin.i32(i32 %128, i32 %5)
  %116 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %117 = mul i32 %24, %116
  %118 = add i32 %117, %20
  %119 = zext i32 %118 to i64
  %120 = getelementptr inbounds nuw i32, ptr %8, i64 %119
  store i32 %115, ptr %120, align 4, !tbaa !6
  br label %131

121:                                              ; preds = %111, %121
  %122 = phi i32 [ %129, %121 ], [ 0, %111 ]
  %123 = phi i32 [ %128, %121 ], [ 0, %111 ]
  %124 = zext nneg i32 %122 to i64
  %125 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 %124
  store i32 %123, ptr %125, align 4, !tbaa !6
  %126 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_cnt to ptr), i64 %124
  %127 = load i32, ptr %126, align 4, !tbaa !6
  %128 = add nsw i32 %127, %123
  %129 = add nuw nsw i32 %122, 1
  %130 = icmp eq i32 %129, 8
  br i1 %130, label %114, label %121, !llvm.loop !17

131:                                              ; preds = %114, %111
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %104, label %132, label %154

132:                                              ; preds = %131
  %133 = zext nneg i32 %26 to i64
  %134 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16fast_nms_compactE8warp_off to ptr), i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = shl nsw i32 -1, %22
  %137 = xor i32 %136, -1
  %138 = and i32 %105, %137
  %139 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %138)
  %140 = add nsw i32 %135, %139
  %141 = icmp slt i32 %140, %5
  br i1 %141, label %142, label %154

142:                                              ; preds = %132
  %143 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %144 = mul i32 %24, %143
  %145 = add i32 %144, %20
  %146 = zext i32 %145 to i64
  %147 = zext nneg i32 %5 to i64
  %148 = mul nuw nsw i64 %147, %146
  %149 = sext i32 %140 to i64
  %150 = add nsw i64 %148, %149
  %151 = getelementptr inbounds nuw %struct.int2, ptr %6, i64 %150
  store i32 %23, ptr %151, align 8, !tbaa !6
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 4
  store i32 %27, ptr %152, align 4, !tbaa !6
  %153 = getelementptr inbounds nuw float, ptr %7, i64 %150
  store float %103, ptr %153, align 4, !tbaa !15
  br label %154

154:                                              ; preds = %131, %142, %132, %9, %12
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
  br i1 %19, label %134, label %20

20:                                               ; preds = %7
  %21 = zext nneg i32 %14 to i64
  %22 = icmp eq i32 %9, 31
  br i1 %22, label %62, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds nuw %struct.int2, ptr %4, i64 %21
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = tail call noundef i32 @llvm.smax.i32(i32 %26, i32 15)
  %28 = add nsw i32 %3, -16
  %29 = tail call noundef i32 @llvm.smin.i32(i32 %27, i32 %28)
  %30 = load i32, ptr %24, align 8, !tbaa !6
  %31 = tail call noundef i32 @llvm.smax.i32(i32 %30, i32 15)
  %32 = add nsw i32 %2, -16
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 %32)
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
  %46 = tail call noundef i32 @llvm.smin.i32(i32 %45, i32 15)
  %47 = sub nsw i32 0, %46
  br label %48

48:                                               ; preds = %23, %48
  %49 = phi i32 [ %60, %48 ], [ %47, %23 ]
  %50 = phi i32 [ %57, %48 ], [ 0, %23 ]
  %51 = phi i32 [ %59, %48 ], [ 0, %23 ]
  %52 = sext i32 %49 to i64
  %53 = getelementptr inbounds i8, ptr %40, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !11
  %55 = zext i8 %54 to i32
  %56 = mul nsw i32 %49, %55
  %57 = add nsw i32 %56, %50
  %58 = mul nsw i32 %34, %55
  %59 = add nsw i32 %58, %51
  %60 = add nsw i32 %49, 1
  %61 = icmp eq i32 %49, %46
  br i1 %61, label %62, label %48, !llvm.loop !18

62:                                               ; preds = %48, %20
  %63 = phi i32 [ 0, %20 ], [ %59, %48 ]
  %64 = phi i32 [ 0, %20 ], [ %57, %48 ]
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 16, i32 31)
  %66 = add nsw i32 %65, %64
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 16, i32 31)
  %68 = add nsw i32 %67, %63
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 8, i32 31)
  %70 = add nsw i32 %69, %66
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 8, i32 31)
  %72 = add nsw i32 %71, %68
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 4, i32 31)
  %74 = add nsw i32 %73, %70
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 4, i32 31)
  %76 = add nsw i32 %75, %72
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 2, i32 31)
  %78 = add nsw i32 %77, %74
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 2, i32 31)
  %80 = add nsw i32 %79, %76
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 1, i32 31)
  %82 = add nsw i32 %81, %78
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 1, i32 31)
  %84 = icmp eq i32 %9, 0
  br i1 %84, label %85, label %134

85:                                               ; preds = %62
  %86 = add nsw i32 %83, %80
  %87 = sitofp i32 %86 to float
  %88 = sitofp i32 %82 to float
  %89 = tail call float @llvm.nvvm.fabs.f32(float %88)
  %90 = tail call float @llvm.nvvm.fabs.f32(float %87)
  %91 = fcmp ogt float %90, %89
  %92 = select i1 %91, float %90, float %89
  %93 = select i1 %91, float %89, float %90
  %94 = tail call float @llvm.nvvm.div.rn.f(float %93, float %92) #9
  %95 = fmul float %94, %94
  %96 = tail call float @llvm.fma.f32(float %95, float 0x3F666E2160000000, float 0xBF900EE900000000)
  %97 = tail call float @llvm.fma.f32(float %96, float %95, float 0x3FA59B5640000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %95, float 0xBFB325A200000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %95, float 0x3FBB3D4D80000000)
  %100 = tail call float @llvm.fma.f32(float %99, float %95, float 0xBFC22F9620000000)
  %101 = tail call float @llvm.fma.f32(float %100, float %95, float 0x3FC9979C00000000)
  %102 = tail call float @llvm.fma.f32(float %101, float %95, float 0xBFD5554FA0000000)
  %103 = fmul float %95, %102
  %104 = tail call float @llvm.fma.f32(float %103, float %94, float %94)
  %105 = icmp slt i32 %82, 0
  br i1 %91, label %106, label %111

106:                                              ; preds = %85
  %107 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %104)
  %108 = fneg float %104
  %109 = tail call float @llvm.fma.f32(float 0x3FEDDCB020000000, float 0x3FFAEE9D60000000, float %108)
  %110 = select i1 %105, float %107, float %109
  br label %115

111:                                              ; preds = %85
  %112 = fneg float %104
  %113 = tail call float @llvm.fma.f32(float 0x3FFDDCB020000000, float 0x3FFAEE9D60000000, float %112)
  %114 = select i1 %105, float %113, float %104
  br label %115

115:                                              ; preds = %111, %106
  %116 = phi float [ %110, %106 ], [ %114, %111 ]
  %117 = fcmp oeq float %92, 0.000000e+00
  br i1 %117, label %118, label %121

118:                                              ; preds = %115
  %119 = icmp slt i32 %82, 0
  %120 = select i1 %119, float 0x400921FB60000000, float 0.000000e+00
  br label %126

121:                                              ; preds = %115
  %122 = fcmp oeq float %89, %90
  %123 = icmp slt i32 %82, 0
  %124 = select i1 %123, float 0x4002D97C80000000, float 0x3FE921FB60000000
  %125 = select i1 %122, float %124, float %116
  br label %126

126:                                              ; preds = %118, %121
  %127 = phi float [ %120, %118 ], [ %125, %121 ]
  %128 = fadd float %90, %89
  %129 = tail call float @llvm.nvvm.fabs.f32(float %128)
  %130 = fcmp uno float %129, 0.000000e+00
  %131 = tail call float @llvm.copysign.f32(float %127, float %87) #9
  %132 = select i1 %130, float %128, float %131
  %133 = getelementptr inbounds nuw float, ptr %6, i64 %21
  store float %132, ptr %133, align 4, !tbaa !15
  br label %134

134:                                              ; preds = %62, %126, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @orb_rbrief(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = add i32 %13, %9
  %15 = lshr i32 %14, 5
  %16 = icmp sge i32 %15, %6
  %17 = icmp slt i32 %2, 1
  %18 = or i1 %17, %16
  %19 = icmp slt i32 %3, 1
  %20 = or i1 %19, %18
  br i1 %20, label %604, label %21

21:                                               ; preds = %8
  %22 = zext nneg i32 %15 to i64
  %23 = getelementptr inbounds nuw float, ptr %5, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !15
  %25 = fcmp contract ord float %24, 0.000000e+00
  %26 = select contract i1 %25, float %24, float 0.000000e+00
  %27 = tail call float @llvm.nvvm.cos.approx.f(float %26) #9
  %28 = tail call float @llvm.nvvm.sin.approx.f(float %26) #9
  %29 = getelementptr inbounds nuw %struct.int2, ptr %4, i64 %22
  %30 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = add nsw i32 %3, -1
  %34 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 %33)
  %35 = load i32, ptr %29, align 8, !tbaa !6
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = add nsw i32 %2, -1
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 %37)
  %39 = zext nneg i32 %10 to i64
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
  %52 = fmul contract float %27, %42
  %53 = fmul contract float %28, %45
  %54 = fsub contract float %52, %53
  %55 = tail call contract noundef float @llvm.rint.f32(float %54)
  %56 = tail call noundef float @llvm.maxnum.f32(float %55, float -1.500000e+01)
  %57 = tail call noundef float @llvm.minnum.f32(float %56, float 1.500000e+01)
  %58 = fmul contract float %28, %42
  %59 = fmul contract float %27, %45
  %60 = fadd contract float %58, %59
  %61 = tail call contract noundef float @llvm.rint.f32(float %60)
  %62 = tail call noundef float @llvm.maxnum.f32(float %61, float -1.500000e+01)
  %63 = tail call noundef float @llvm.minnum.f32(float %62, float 1.500000e+01)
  %64 = fmul contract float %27, %48
  %65 = fmul contract float %28, %51
  %66 = fsub contract float %64, %65
  %67 = tail call contract noundef float @llvm.rint.f32(float %66)
  %68 = tail call noundef float @llvm.maxnum.f32(float %67, float -1.500000e+01)
  %69 = tail call noundef float @llvm.minnum.f32(float %68, float 1.500000e+01)
  %70 = fmul contract float %28, %48
  %71 = fmul contract float %27, %51
  %72 = fadd contract float %70, %71
  %73 = tail call contract noundef float @llvm.rint.f32(float %72)
  %74 = tail call noundef float @llvm.maxnum.f32(float %73, float -1.500000e+01)
  %75 = tail call noundef float @llvm.minnum.f32(float %74, float 1.500000e+01)
  %76 = fptosi float %57 to i32
  %77 = add nsw i32 %38, %76
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %77, i32 0)
  %79 = tail call noundef i32 @llvm.smin.i32(i32 %78, i32 %37)
  %80 = fptosi float %63 to i32
  %81 = add nsw i32 %34, %80
  %82 = tail call noundef i32 @llvm.smax.i32(i32 %81, i32 0)
  %83 = tail call noundef i32 @llvm.smin.i32(i32 %82, i32 %33)
  %84 = fptosi float %69 to i32
  %85 = add nsw i32 %38, %84
  %86 = tail call noundef i32 @llvm.smax.i32(i32 %85, i32 0)
  %87 = tail call noundef i32 @llvm.smin.i32(i32 %86, i32 %37)
  %88 = fptosi float %75 to i32
  %89 = add nsw i32 %34, %88
  %90 = tail call noundef i32 @llvm.smax.i32(i32 %89, i32 0)
  %91 = tail call noundef i32 @llvm.smin.i32(i32 %90, i32 %33)
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
  %106 = zext nneg i32 %10 to i64
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
  %120 = fmul contract float %27, %110
  %121 = fmul contract float %28, %113
  %122 = fsub contract float %120, %121
  %123 = tail call contract noundef float @llvm.rint.f32(float %122)
  %124 = tail call noundef float @llvm.maxnum.f32(float %123, float -1.500000e+01)
  %125 = tail call noundef float @llvm.minnum.f32(float %124, float 1.500000e+01)
  %126 = fmul contract float %28, %110
  %127 = fmul contract float %27, %113
  %128 = fadd contract float %126, %127
  %129 = tail call contract noundef float @llvm.rint.f32(float %128)
  %130 = tail call noundef float @llvm.maxnum.f32(float %129, float -1.500000e+01)
  %131 = tail call noundef float @llvm.minnum.f32(float %130, float 1.500000e+01)
  %132 = fmul contract float %27, %116
  %133 = fmul contract float %28, %119
  %134 = fsub contract float %132, %133
  %135 = tail call contract noundef float @llvm.rint.f32(float %134)
  %136 = tail call noundef float @llvm.maxnum.f32(float %135, float -1.500000e+01)
  %137 = tail call noundef float @llvm.minnum.f32(float %136, float 1.500000e+01)
  %138 = fmul contract float %28, %116
  %139 = fmul contract float %27, %119
  %140 = fadd contract float %138, %139
  %141 = tail call contract noundef float @llvm.rint.f32(float %140)
  %142 = tail call noundef float @llvm.maxnum.f32(float %141, float -1.500000e+01)
  %143 = tail call noundef float @llvm.minnum.f32(float %142, float 1.500000e+01)
  %144 = fptosi float %125 to i32
  %145 = add nsw i32 %38, %144
  %146 = tail call noundef i32 @llvm.smax.i32(i32 %145, i32 0)
  %147 = tail call noundef i32 @llvm.smin.i32(i32 %146, i32 %37)
  %148 = fptosi float %131 to i32
  %149 = add nsw i32 %34, %148
  %150 = tail call noundef i32 @llvm.smax.i32(i32 %149, i32 0)
  %151 = tail call noundef i32 @llvm.smin.i32(i32 %150, i32 %33)
  %152 = fptosi float %137 to i32
  %153 = add nsw i32 %38, %152
  %154 = tail call noundef i32 @llvm.smax.i32(i32 %153, i32 0)
  %155 = tail call noundef i32 @llvm.smin.i32(i32 %154, i32 %37)
  %156 = fptosi float %143 to i32
  %157 = add nsw i32 %34, %156
  %158 = tail call noundef i32 @llvm.smax.i32(i32 %157, i32 0)
  %159 = tail call noundef i32 @llvm.smin.i32(i32 %158, i32 %33)
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
  %174 = zext nneg i32 %10 to i64
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
  %188 = fmul contract float %27, %178
  %189 = fmul contract float %28, %181
  %190 = fsub contract float %188, %189
  %191 = tail call contract noundef float @llvm.rint.f32(float %190)
  %192 = tail call noundef float @llvm.maxnum.f32(float %191, float -1.500000e+01)
  %193 = tail call noundef float @llvm.minnum.f32(float %192, float 1.500000e+01)
  %194 = fmul contract float %28, %178
  %195 = fmul contract float %27, %181
  %196 = fadd contract float %194, %195
  %197 = tail call contract noundef float @llvm.rint.f32(float %196)
  %198 = tail call noundef float @llvm.maxnum.f32(float %197, float -1.500000e+01)
  %199 = tail call noundef float @llvm.minnum.f32(float %198, float 1.500000e+01)
  %200 = fmul contract float %27, %184
  %201 = fmul contract float %28, %187
  %202 = fsub contract float %200, %201
  %203 = tail call contract noundef float @llvm.rint.f32(float %202)
  %204 = tail call noundef float @llvm.maxnum.f32(float %203, float -1.500000e+01)
  %205 = tail call noundef float @llvm.minnum.f32(float %204, float 1.500000e+01)
  %206 = fmul contract float %28, %184
  %207 = fmul contract float %27, %187
  %208 = fadd contract float %206, %207
  %209 = tail call contract noundef float @llvm.rint.f32(float %208)
  %210 = tail call noundef float @llvm.maxnum.f32(float %209, float -1.500000e+01)
  %211 = tail call noundef float @llvm.minnum.f32(float %210, float 1.500000e+01)
  %212 = fptosi float %193 to i32
  %213 = add nsw i32 %38, %212
  %214 = tail call noundef i32 @llvm.smax.i32(i32 %213, i32 0)
  %215 = tail call noundef i32 @llvm.smin.i32(i32 %214, i32 %37)
  %216 = fptosi float %199 to i32
  %217 = add nsw i32 %34, %216
  %218 = tail call noundef i32 @llvm.smax.i32(i32 %217, i32 0)
  %219 = tail call noundef i32 @llvm.smin.i32(i32 %218, i32 %33)
  %220 = fptosi float %205 to i32
  %221 = add nsw i32 %38, %220
  %222 = tail call noundef i32 @llvm.smax.i32(i32 %221, i32 0)
  %223 = tail call noundef i32 @llvm.smin.i32(i32 %222, i32 %37)
  %224 = fptosi float %211 to i32
  %225 = add nsw i32 %34, %224
  %226 = tail call noundef i32 @llvm.smax.i32(i32 %225, i32 0)
  %227 = tail call noundef i32 @llvm.smin.i32(i32 %226, i32 %33)
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
  %242 = zext nneg i32 %10 to i64
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
  %256 = fmul contract float %27, %246
  %257 = fmul contract float %28, %249
  %258 = fsub contract float %256, %257
  %259 = tail call contract noundef float @llvm.rint.f32(float %258)
  %260 = tail call noundef float @llvm.maxnum.f32(float %259, float -1.500000e+01)
  %261 = tail call noundef float @llvm.minnum.f32(float %260, float 1.500000e+01)
  %262 = fmul contract float %28, %246
  %263 = fmul contract float %27, %249
  %264 = fadd contract float %262, %263
  %265 = tail call contract noundef float @llvm.rint.f32(float %264)
  %266 = tail call noundef float @llvm.maxnum.f32(float %265, float -1.500000e+01)
  %267 = tail call noundef float @llvm.minnum.f32(float %266, float 1.500000e+01)
  %268 = fmul contract float %27, %252
  %269 = fmul contract float %28, %255
  %270 = fsub contract float %268, %269
  %271 = tail call contract noundef float @llvm.rint.f32(float %270)
  %272 = tail call noundef float @llvm.maxnum.f32(float %271, float -1.500000e+01)
  %273 = tail call noundef float @llvm.minnum.f32(float %272, float 1.500000e+01)
  %274 = fmul contract float %28, %252
  %275 = fmul contract float %27, %255
  %276 = fadd contract float %274, %275
  %277 = tail call contract noundef float @llvm.rint.f32(float %276)
  %278 = tail call noundef float @llvm.maxnum.f32(float %277, float -1.500000e+01)
  %279 = tail call noundef float @llvm.minnum.f32(float %278, float 1.500000e+01)
  %280 = fptosi float %261 to i32
  %281 = add nsw i32 %38, %280
  %282 = tail call noundef i32 @llvm.smax.i32(i32 %281, i32 0)
  %283 = tail call noundef i32 @llvm.smin.i32(i32 %282, i32 %37)
  %284 = fptosi float %267 to i32
  %285 = add nsw i32 %34, %284
  %286 = tail call noundef i32 @llvm.smax.i32(i32 %285, i32 0)
  %287 = tail call noundef i32 @llvm.smin.i32(i32 %286, i32 %33)
  %288 = fptosi float %273 to i32
  %289 = add nsw i32 %38, %288
  %290 = tail call noundef i32 @llvm.smax.i32(i32 %289, i32 0)
  %291 = tail call noundef i32 @llvm.smin.i32(i32 %290, i32 %37)
  %292 = fptosi float %279 to i32
  %293 = add nsw i32 %34, %292
  %294 = tail call noundef i32 @llvm.smax.i32(i32 %293, i32 0)
  %295 = tail call noundef i32 @llvm.smin.i32(i32 %294, i32 %33)
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
  %310 = zext nneg i32 %10 to i64
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
  %324 = fmul contract float %27, %314
  %325 = fmul contract float %28, %317
  %326 = fsub contract float %324, %325
  %327 = tail call contract noundef float @llvm.rint.f32(float %326)
  %328 = tail call noundef float @llvm.maxnum.f32(float %327, float -1.500000e+01)
  %329 = tail call noundef float @llvm.minnum.f32(float %328, float 1.500000e+01)
  %330 = fmul contract float %28, %314
  %331 = fmul contract float %27, %317
  %332 = fadd contract float %330, %331
  %333 = tail call contract noundef float @llvm.rint.f32(float %332)
  %334 = tail call noundef float @llvm.maxnum.f32(float %333, float -1.500000e+01)
  %335 = tail call noundef float @llvm.minnum.f32(float %334, float 1.500000e+01)
  %336 = fmul contract float %27, %320
  %337 = fmul contract float %28, %323
  %338 = fsub contract float %336, %337
  %339 = tail call contract noundef float @llvm.rint.f32(float %338)
  %340 = tail call noundef float @llvm.maxnum.f32(float %339, float -1.500000e+01)
  %341 = tail call noundef float @llvm.minnum.f32(float %340, float 1.500000e+01)
  %342 = fmul contract float %28, %320
  %343 = fmul contract float %27, %323
  %344 = fadd contract float %342, %343
  %345 = tail call contract noundef float @llvm.rint.f32(float %344)
  %346 = tail call noundef float @llvm.maxnum.f32(float %345, float -1.500000e+01)
  %347 = tail call noundef float @llvm.minnum.f32(float %346, float 1.500000e+01)
  %348 = fptosi float %329 to i32
  %349 = add nsw i32 %38, %348
  %350 = tail call noundef i32 @llvm.smax.i32(i32 %349, i32 0)
  %351 = tail call noundef i32 @llvm.smin.i32(i32 %350, i32 %37)
  %352 = fptosi float %335 to i32
  %353 = add nsw i32 %34, %352
  %354 = tail call noundef i32 @llvm.smax.i32(i32 %353, i32 0)
  %355 = tail call noundef i32 @llvm.smin.i32(i32 %354, i32 %33)
  %356 = fptosi float %341 to i32
  %357 = add nsw i32 %38, %356
  %358 = tail call noundef i32 @llvm.smax.i32(i32 %357, i32 0)
  %359 = tail call noundef i32 @llvm.smin.i32(i32 %358, i32 %37)
  %360 = fptosi float %347 to i32
  %361 = add nsw i32 %34, %360
  %362 = tail call noundef i32 @llvm.smax.i32(i32 %361, i32 0)
  %363 = tail call noundef i32 @llvm.smin.i32(i32 %362, i32 %33)
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
  %378 = zext nneg i32 %10 to i64
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
  %392 = fmul contract float %27, %382
  %393 = fmul contract float %28, %385
  %394 = fsub contract float %392, %393
  %395 = tail call contract noundef float @llvm.rint.f32(float %394)
  %396 = tail call noundef float @llvm.maxnum.f32(float %395, float -1.500000e+01)
  %397 = tail call noundef float @llvm.minnum.f32(float %396, float 1.500000e+01)
  %398 = fmul contract float %28, %382
  %399 = fmul contract float %27, %385
  %400 = fadd contract float %398, %399
  %401 = tail call contract noundef float @llvm.rint.f32(float %400)
  %402 = tail call noundef float @llvm.maxnum.f32(float %401, float -1.500000e+01)
  %403 = tail call noundef float @llvm.minnum.f32(float %402, float 1.500000e+01)
  %404 = fmul contract float %27, %388
  %405 = fmul contract float %28, %391
  %406 = fsub contract float %404, %405
  %407 = tail call contract noundef float @llvm.rint.f32(float %406)
  %408 = tail call noundef float @llvm.maxnum.f32(float %407, float -1.500000e+01)
  %409 = tail call noundef float @llvm.minnum.f32(float %408, float 1.500000e+01)
  %410 = fmul contract float %28, %388
  %411 = fmul contract float %27, %391
  %412 = fadd contract float %410, %411
  %413 = tail call contract noundef float @llvm.rint.f32(float %412)
  %414 = tail call noundef float @llvm.maxnum.f32(float %413, float -1.500000e+01)
  %415 = tail call noundef float @llvm.minnum.f32(float %414, float 1.500000e+01)
  %416 = fptosi float %397 to i32
  %417 = add nsw i32 %38, %416
  %418 = tail call noundef i32 @llvm.smax.i32(i32 %417, i32 0)
  %419 = tail call noundef i32 @llvm.smin.i32(i32 %418, i32 %37)
  %420 = fptosi float %403 to i32
  %421 = add nsw i32 %34, %420
  %422 = tail call noundef i32 @llvm.smax.i32(i32 %421, i32 0)
  %423 = tail call noundef i32 @llvm.smin.i32(i32 %422, i32 %33)
  %424 = fptosi float %409 to i32
  %425 = add nsw i32 %38, %424
  %426 = tail call noundef i32 @llvm.smax.i32(i32 %425, i32 0)
  %427 = tail call noundef i32 @llvm.smin.i32(i32 %426, i32 %37)
  %428 = fptosi float %415 to i32
  %429 = add nsw i32 %34, %428
  %430 = tail call noundef i32 @llvm.smax.i32(i32 %429, i32 0)
  %431 = tail call noundef i32 @llvm.smin.i32(i32 %430, i32 %33)
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
  %446 = zext nneg i32 %10 to i64
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
  %460 = fmul contract float %27, %450
  %461 = fmul contract float %28, %453
  %462 = fsub contract float %460, %461
  %463 = tail call contract noundef float @llvm.rint.f32(float %462)
  %464 = tail call noundef float @llvm.maxnum.f32(float %463, float -1.500000e+01)
  %465 = tail call noundef float @llvm.minnum.f32(float %464, float 1.500000e+01)
  %466 = fmul contract float %28, %450
  %467 = fmul contract float %27, %453
  %468 = fadd contract float %466, %467
  %469 = tail call contract noundef float @llvm.rint.f32(float %468)
  %470 = tail call noundef float @llvm.maxnum.f32(float %469, float -1.500000e+01)
  %471 = tail call noundef float @llvm.minnum.f32(float %470, float 1.500000e+01)
  %472 = fmul contract float %27, %456
  %473 = fmul contract float %28, %459
  %474 = fsub contract float %472, %473
  %475 = tail call contract noundef float @llvm.rint.f32(float %474)
  %476 = tail call noundef float @llvm.maxnum.f32(float %475, float -1.500000e+01)
  %477 = tail call noundef float @llvm.minnum.f32(float %476, float 1.500000e+01)
  %478 = fmul contract float %28, %456
  %479 = fmul contract float %27, %459
  %480 = fadd contract float %478, %479
  %481 = tail call contract noundef float @llvm.rint.f32(float %480)
  %482 = tail call noundef float @llvm.maxnum.f32(float %481, float -1.500000e+01)
  %483 = tail call noundef float @llvm.minnum.f32(float %482, float 1.500000e+01)
  %484 = fptosi float %465 to i32
  %485 = add nsw i32 %38, %484
  %486 = tail call noundef i32 @llvm.smax.i32(i32 %485, i32 0)
  %487 = tail call noundef i32 @llvm.smin.i32(i32 %486, i32 %37)
  %488 = fptosi float %471 to i32
  %489 = add nsw i32 %34, %488
  %490 = tail call noundef i32 @llvm.smax.i32(i32 %489, i32 0)
  %491 = tail call noundef i32 @llvm.smin.i32(i32 %490, i32 %33)
  %492 = fptosi float %477 to i32
  %493 = add nsw i32 %38, %492
  %494 = tail call noundef i32 @llvm.smax.i32(i32 %493, i32 0)
  %495 = tail call noundef i32 @llvm.smin.i32(i32 %494, i32 %37)
  %496 = fptosi float %483 to i32
  %497 = add nsw i32 %34, %496
  %498 = tail call noundef i32 @llvm.smax.i32(i32 %497, i32 0)
  %499 = tail call noundef i32 @llvm.smin.i32(i32 %498, i32 %33)
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
  %514 = zext nneg i32 %10 to i64
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
  %528 = fmul contract float %27, %518
  %529 = fmul contract float %28, %521
  %530 = fsub contract float %528, %529
  %531 = tail call contract noundef float @llvm.rint.f32(float %530)
  %532 = tail call noundef float @llvm.maxnum.f32(float %531, float -1.500000e+01)
  %533 = tail call noundef float @llvm.minnum.f32(float %532, float 1.500000e+01)
  %534 = fmul contract float %28, %518
  %535 = fmul contract float %27, %521
  %536 = fadd contract float %534, %535
  %537 = tail call contract noundef float @llvm.rint.f32(float %536)
  %538 = tail call noundef float @llvm.maxnum.f32(float %537, float -1.500000e+01)
  %539 = tail call noundef float @llvm.minnum.f32(float %538, float 1.500000e+01)
  %540 = fmul contract float %27, %524
  %541 = fmul contract float %28, %527
  %542 = fsub contract float %540, %541
  %543 = tail call contract noundef float @llvm.rint.f32(float %542)
  %544 = tail call noundef float @llvm.maxnum.f32(float %543, float -1.500000e+01)
  %545 = tail call noundef float @llvm.minnum.f32(float %544, float 1.500000e+01)
  %546 = fmul contract float %28, %524
  %547 = fmul contract float %27, %527
  %548 = fadd contract float %546, %547
  %549 = tail call contract noundef float @llvm.rint.f32(float %548)
  %550 = tail call noundef float @llvm.maxnum.f32(float %549, float -1.500000e+01)
  %551 = tail call noundef float @llvm.minnum.f32(float %550, float 1.500000e+01)
  %552 = fptosi float %533 to i32
  %553 = add nsw i32 %38, %552
  %554 = tail call noundef i32 @llvm.smax.i32(i32 %553, i32 0)
  %555 = tail call noundef i32 @llvm.smin.i32(i32 %554, i32 %37)
  %556 = fptosi float %539 to i32
  %557 = add nsw i32 %34, %556
  %558 = tail call noundef i32 @llvm.smax.i32(i32 %557, i32 0)
  %559 = tail call noundef i32 @llvm.smin.i32(i32 %558, i32 %33)
  %560 = fptosi float %545 to i32
  %561 = add nsw i32 %38, %560
  %562 = tail call noundef i32 @llvm.smax.i32(i32 %561, i32 0)
  %563 = tail call noundef i32 @llvm.smin.i32(i32 %562, i32 %37)
  %564 = fptosi float %551 to i32
  %565 = add nsw i32 %34, %564
  %566 = tail call noundef i32 @llvm.smax.i32(i32 %565, i32 0)
  %567 = tail call noundef i32 @llvm.smin.i32(i32 %566, i32 %33)
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
  %582 = icmp samesign ult i32 %10, 8
  br i1 %582, label %583, label %604

583:                                              ; preds = %21
  %584 = icmp eq i32 %10, 7
  %585 = icmp eq i32 %10, 6
  %586 = icmp eq i32 %10, 5
  %587 = icmp eq i32 %10, 4
  %588 = icmp eq i32 %10, 3
  %589 = icmp eq i32 %10, 2
  %590 = icmp eq i32 %10, 1
  %591 = icmp eq i32 %10, 0
  %592 = select i1 %591, i32 %105, i32 0
  %593 = select i1 %590, i32 %173, i32 %592
  %594 = select i1 %589, i32 %241, i32 %593
  %595 = select i1 %588, i32 %309, i32 %594
  %596 = select i1 %587, i32 %377, i32 %595
  %597 = select i1 %586, i32 %445, i32 %596
  %598 = select i1 %585, i32 %513, i32 %597
  %599 = select i1 %584, i32 %581, i32 %598
  %600 = zext nneg i32 %10 to i64
  %601 = shl nuw nsw i64 %22, 5
  %602 = getelementptr inbounds nuw i8, ptr %7, i64 %601
  %603 = getelementptr inbounds nuw i32, ptr %602, i64 %600
  store i32 %599, ptr %603, align 4, !tbaa !6
  br label %604

604:                                              ; preds = %21, %583, %8
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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
