; ModuleID = 'src/needleman_wunsch.cu'
source_filename = "src/needleman_wunsch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZL8nw_blockPKiPiiiiiE5score = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZL8nw_blockPKiPiiiiiE5subst = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nw_sweep_upper_left(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = xor i32 %6, -1
  %8 = add i32 %4, %7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %9 = icmp sgt i32 %8, -1
  br i1 %9, label %10, label %273

10:                                               ; preds = %5
  %11 = shl i32 %6, 4
  %12 = add i32 %11, 16
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %273

14:                                               ; preds = %10
  %15 = shl i32 %8, 4
  %16 = add i32 %15, 16
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %273

18:                                               ; preds = %14
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = shl nsw i32 %2, 4
  %21 = mul nsw i32 %20, %8
  %22 = add nuw nsw i32 %21, %11
  %23 = icmp samesign ult i32 %19, 16
  br i1 %23, label %24, label %156

24:                                               ; preds = %18
  %25 = or disjoint i32 %22, %19
  %26 = zext nneg i32 %19 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5subst to ptr), i64 %26
  %28 = add i32 %25, %2
  %29 = sext i32 %28 to i64
  %30 = getelementptr i32, ptr %0, i64 %29
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  store i32 %32, ptr %27, align 4, !tbaa !6, !noalias !16
  %33 = shl nsw i32 %2, 1
  %34 = add i32 %25, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr i32, ptr %0, i64 %35
  %37 = getelementptr i8, ptr %36, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %39 = getelementptr inbounds nuw i8, ptr %27, i64 64
  store i32 %38, ptr %39, align 4, !tbaa !6, !noalias !16
  %40 = mul nsw i32 %2, 3
  %41 = add i32 %25, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr i32, ptr %0, i64 %42
  %44 = getelementptr i8, ptr %43, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %46 = getelementptr inbounds nuw i8, ptr %27, i64 128
  store i32 %45, ptr %46, align 4, !tbaa !6, !noalias !16
  %47 = shl nsw i32 %2, 2
  %48 = add i32 %25, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr i32, ptr %0, i64 %49
  %51 = getelementptr i8, ptr %50, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %53 = getelementptr inbounds nuw i8, ptr %27, i64 192
  store i32 %52, ptr %53, align 4, !tbaa !6, !noalias !16
  %54 = mul nsw i32 %2, 5
  %55 = add i32 %25, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr i32, ptr %0, i64 %56
  %58 = getelementptr i8, ptr %57, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %60 = getelementptr inbounds nuw i8, ptr %27, i64 256
  store i32 %59, ptr %60, align 4, !tbaa !6, !noalias !16
  %61 = mul nsw i32 %2, 6
  %62 = add i32 %25, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr i32, ptr %0, i64 %63
  %65 = getelementptr i8, ptr %64, i64 4
  %66 = load i32, ptr %65, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %67 = getelementptr inbounds nuw i8, ptr %27, i64 320
  store i32 %66, ptr %67, align 4, !tbaa !6, !noalias !16
  %68 = mul nsw i32 %2, 7
  %69 = add i32 %25, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr i32, ptr %0, i64 %70
  %72 = getelementptr i8, ptr %71, i64 4
  %73 = load i32, ptr %72, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %74 = getelementptr inbounds nuw i8, ptr %27, i64 384
  store i32 %73, ptr %74, align 4, !tbaa !6, !noalias !16
  %75 = shl nsw i32 %2, 3
  %76 = add i32 %25, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr i32, ptr %0, i64 %77
  %79 = getelementptr i8, ptr %78, i64 4
  %80 = load i32, ptr %79, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %81 = getelementptr inbounds nuw i8, ptr %27, i64 448
  store i32 %80, ptr %81, align 4, !tbaa !6, !noalias !16
  %82 = mul nsw i32 %2, 9
  %83 = add i32 %25, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr i32, ptr %0, i64 %84
  %86 = getelementptr i8, ptr %85, i64 4
  %87 = load i32, ptr %86, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %88 = getelementptr inbounds nuw i8, ptr %27, i64 512
  store i32 %87, ptr %88, align 4, !tbaa !6, !noalias !16
  %89 = mul nsw i32 %2, 10
  %90 = add i32 %25, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr i32, ptr %0, i64 %91
  %93 = getelementptr i8, ptr %92, i64 4
  %94 = load i32, ptr %93, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %95 = getelementptr inbounds nuw i8, ptr %27, i64 576
  store i32 %94, ptr %95, align 4, !tbaa !6, !noalias !16
  %96 = mul nsw i32 %2, 11
  %97 = add i32 %25, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr i32, ptr %0, i64 %98
  %100 = getelementptr i8, ptr %99, i64 4
  %101 = load i32, ptr %100, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %102 = getelementptr inbounds nuw i8, ptr %27, i64 640
  store i32 %101, ptr %102, align 4, !tbaa !6, !noalias !16
  %103 = mul nsw i32 %2, 12
  %104 = add i32 %25, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr i32, ptr %0, i64 %105
  %107 = getelementptr i8, ptr %106, i64 4
  %108 = load i32, ptr %107, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %109 = getelementptr inbounds nuw i8, ptr %27, i64 704
  store i32 %108, ptr %109, align 4, !tbaa !6, !noalias !16
  %110 = mul nsw i32 %2, 13
  %111 = add i32 %25, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr i32, ptr %0, i64 %112
  %114 = getelementptr i8, ptr %113, i64 4
  %115 = load i32, ptr %114, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %116 = getelementptr inbounds nuw i8, ptr %27, i64 768
  store i32 %115, ptr %116, align 4, !tbaa !6, !noalias !16
  %117 = mul nsw i32 %2, 14
  %118 = add i32 %25, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr i32, ptr %0, i64 %119
  %121 = getelementptr i8, ptr %120, i64 4
  %122 = load i32, ptr %121, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %123 = getelementptr inbounds nuw i8, ptr %27, i64 832
  store i32 %122, ptr %123, align 4, !tbaa !6, !noalias !16
  %124 = mul nsw i32 %2, 15
  %125 = add i32 %25, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr i32, ptr %0, i64 %126
  %128 = getelementptr i8, ptr %127, i64 4
  %129 = load i32, ptr %128, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %130 = getelementptr inbounds nuw i8, ptr %27, i64 896
  store i32 %129, ptr %130, align 4, !tbaa !6, !noalias !16
  %131 = shl nsw i32 %2, 4
  %132 = add i32 %25, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr i32, ptr %0, i64 %133
  %135 = getelementptr i8, ptr %134, i64 4
  %136 = load i32, ptr %135, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %137 = getelementptr inbounds nuw i8, ptr %27, i64 960
  store i32 %136, ptr %137, align 4, !tbaa !6, !noalias !16
  %138 = add nuw nsw i32 %19, 1
  %139 = mul nsw i32 %2, %138
  %140 = add nsw i32 %22, %139
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32, ptr %1, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %144 = zext nneg i32 %138 to i64
  %145 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %144
  store i32 %143, ptr %145, align 4, !tbaa !6, !noalias !16
  %146 = sext i32 %25 to i64
  %147 = getelementptr i32, ptr %1, i64 %146
  %148 = getelementptr i8, ptr %147, i64 4
  %149 = load i32, ptr %148, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %150 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %144
  store i32 %149, ptr %150, align 4, !tbaa !6, !noalias !16
  %151 = icmp eq i32 %19, 0
  br i1 %151, label %152, label %156

152:                                              ; preds = %24
  %153 = zext nneg i32 %22 to i64
  %154 = getelementptr inbounds nuw i32, ptr %1, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  store i32 %155, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), align 4, !tbaa !6, !noalias !16
  br label %156

156:                                              ; preds = %152, %24, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !16
  %157 = tail call i32 @llvm.umin.i32(i32 %19, i32 16)
  tail call fastcc void @_ZL12nw_fill_tilePA17_iPA16_Kiii(i32 noundef %157, i32 noundef %3) #7
  br i1 %23, label %158, label %273

158:                                              ; preds = %156
  %159 = zext nneg i32 %19 to i64
  %160 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %159
  %161 = or disjoint i32 %22, %19
  %162 = getelementptr i8, ptr %160, i64 72
  %163 = load i32, ptr %162, align 4, !tbaa !6, !noalias !16
  %164 = add i32 %161, %2
  %165 = sext i32 %164 to i64
  %166 = getelementptr i32, ptr %1, i64 %165
  %167 = getelementptr i8, ptr %166, i64 4
  store i32 %163, ptr %167, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %168 = getelementptr i8, ptr %160, i64 140
  %169 = load i32, ptr %168, align 4, !tbaa !6, !noalias !16
  %170 = shl nsw i32 %2, 1
  %171 = add i32 %161, %170
  %172 = sext i32 %171 to i64
  %173 = getelementptr i32, ptr %1, i64 %172
  %174 = getelementptr i8, ptr %173, i64 4
  store i32 %169, ptr %174, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %175 = getelementptr i8, ptr %160, i64 208
  %176 = load i32, ptr %175, align 4, !tbaa !6, !noalias !16
  %177 = mul nsw i32 %2, 3
  %178 = add i32 %161, %177
  %179 = sext i32 %178 to i64
  %180 = getelementptr i32, ptr %1, i64 %179
  %181 = getelementptr i8, ptr %180, i64 4
  store i32 %176, ptr %181, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %182 = getelementptr i8, ptr %160, i64 276
  %183 = load i32, ptr %182, align 4, !tbaa !6, !noalias !16
  %184 = shl nsw i32 %2, 2
  %185 = add i32 %161, %184
  %186 = sext i32 %185 to i64
  %187 = getelementptr i32, ptr %1, i64 %186
  %188 = getelementptr i8, ptr %187, i64 4
  store i32 %183, ptr %188, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %189 = getelementptr i8, ptr %160, i64 344
  %190 = load i32, ptr %189, align 4, !tbaa !6, !noalias !16
  %191 = mul nsw i32 %2, 5
  %192 = add i32 %161, %191
  %193 = sext i32 %192 to i64
  %194 = getelementptr i32, ptr %1, i64 %193
  %195 = getelementptr i8, ptr %194, i64 4
  store i32 %190, ptr %195, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %196 = getelementptr i8, ptr %160, i64 412
  %197 = load i32, ptr %196, align 4, !tbaa !6, !noalias !16
  %198 = mul nsw i32 %2, 6
  %199 = add i32 %161, %198
  %200 = sext i32 %199 to i64
  %201 = getelementptr i32, ptr %1, i64 %200
  %202 = getelementptr i8, ptr %201, i64 4
  store i32 %197, ptr %202, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %203 = getelementptr i8, ptr %160, i64 480
  %204 = load i32, ptr %203, align 4, !tbaa !6, !noalias !16
  %205 = mul nsw i32 %2, 7
  %206 = add i32 %161, %205
  %207 = sext i32 %206 to i64
  %208 = getelementptr i32, ptr %1, i64 %207
  %209 = getelementptr i8, ptr %208, i64 4
  store i32 %204, ptr %209, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %210 = getelementptr i8, ptr %160, i64 548
  %211 = load i32, ptr %210, align 4, !tbaa !6, !noalias !16
  %212 = shl nsw i32 %2, 3
  %213 = add i32 %161, %212
  %214 = sext i32 %213 to i64
  %215 = getelementptr i32, ptr %1, i64 %214
  %216 = getelementptr i8, ptr %215, i64 4
  store i32 %211, ptr %216, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %217 = getelementptr i8, ptr %160, i64 616
  %218 = load i32, ptr %217, align 4, !tbaa !6, !noalias !16
  %219 = mul nsw i32 %2, 9
  %220 = add i32 %161, %219
  %221 = sext i32 %220 to i64
  %222 = getelementptr i32, ptr %1, i64 %221
  %223 = getelementptr i8, ptr %222, i64 4
  store i32 %218, ptr %223, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %224 = getelementptr i8, ptr %160, i64 684
  %225 = load i32, ptr %224, align 4, !tbaa !6, !noalias !16
  %226 = mul nsw i32 %2, 10
  %227 = add i32 %161, %226
  %228 = sext i32 %227 to i64
  %229 = getelementptr i32, ptr %1, i64 %228
  %230 = getelementptr i8, ptr %229, i64 4
  store i32 %225, ptr %230, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %231 = getelementptr i8, ptr %160, i64 752
  %232 = load i32, ptr %231, align 4, !tbaa !6, !noalias !16
  %233 = mul nsw i32 %2, 11
  %234 = add i32 %161, %233
  %235 = sext i32 %234 to i64
  %236 = getelementptr i32, ptr %1, i64 %235
  %237 = getelementptr i8, ptr %236, i64 4
  store i32 %232, ptr %237, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %238 = getelementptr i8, ptr %160, i64 820
  %239 = load i32, ptr %238, align 4, !tbaa !6, !noalias !16
  %240 = mul nsw i32 %2, 12
  %241 = add i32 %161, %240
  %242 = sext i32 %241 to i64
  %243 = getelementptr i32, ptr %1, i64 %242
  %244 = getelementptr i8, ptr %243, i64 4
  store i32 %239, ptr %244, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %245 = getelementptr i8, ptr %160, i64 888
  %246 = load i32, ptr %245, align 4, !tbaa !6, !noalias !16
  %247 = mul nsw i32 %2, 13
  %248 = add i32 %161, %247
  %249 = sext i32 %248 to i64
  %250 = getelementptr i32, ptr %1, i64 %249
  %251 = getelementptr i8, ptr %250, i64 4
  store i32 %246, ptr %251, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %252 = getelementptr i8, ptr %160, i64 956
  %253 = load i32, ptr %252, align 4, !tbaa !6, !noalias !16
  %254 = mul nsw i32 %2, 14
  %255 = add i32 %161, %254
  %256 = sext i32 %255 to i64
  %257 = getelementptr i32, ptr %1, i64 %256
  %258 = getelementptr i8, ptr %257, i64 4
  store i32 %253, ptr %258, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %259 = getelementptr i8, ptr %160, i64 1024
  %260 = load i32, ptr %259, align 4, !tbaa !6, !noalias !16
  %261 = mul nsw i32 %2, 15
  %262 = add i32 %161, %261
  %263 = sext i32 %262 to i64
  %264 = getelementptr i32, ptr %1, i64 %263
  %265 = getelementptr i8, ptr %264, i64 4
  store i32 %260, ptr %265, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %266 = getelementptr i8, ptr %160, i64 1092
  %267 = load i32, ptr %266, align 4, !tbaa !6, !noalias !16
  %268 = shl nsw i32 %2, 4
  %269 = add i32 %161, %268
  %270 = sext i32 %269 to i64
  %271 = getelementptr i32, ptr %1, i64 %270
  %272 = getelementptr i8, ptr %271, i64 4
  store i32 %267, ptr %272, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  br label %273

273:                                              ; preds = %158, %5, %10, %14, %156
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nw_sweep_lower_right(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = sub i32 %7, %4
  %9 = add i32 %8, %5
  %10 = xor i32 %7, -1
  %11 = add i32 %5, %10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %12 = or i32 %9, %11
  %13 = icmp sgt i32 %12, -1
  br i1 %13, label %14, label %277

14:                                               ; preds = %6
  %15 = shl i32 %9, 4
  %16 = add i32 %15, 16
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %277

18:                                               ; preds = %14
  %19 = shl i32 %11, 4
  %20 = add i32 %19, 16
  %21 = icmp slt i32 %20, %2
  br i1 %21, label %22, label %277

22:                                               ; preds = %18
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = shl nsw i32 %2, 4
  %25 = mul nsw i32 %24, %11
  %26 = add nuw nsw i32 %25, %15
  %27 = icmp samesign ult i32 %23, 16
  br i1 %27, label %28, label %160

28:                                               ; preds = %22
  %29 = or disjoint i32 %26, %23
  %30 = zext nneg i32 %23 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5subst to ptr), i64 %30
  %32 = add i32 %29, %2
  %33 = sext i32 %32 to i64
  %34 = getelementptr i32, ptr %0, i64 %33
  %35 = getelementptr i8, ptr %34, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  store i32 %36, ptr %31, align 4, !tbaa !6, !noalias !22
  %37 = shl nsw i32 %2, 1
  %38 = add i32 %29, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr i32, ptr %0, i64 %39
  %41 = getelementptr i8, ptr %40, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %43 = getelementptr inbounds nuw i8, ptr %31, i64 64
  store i32 %42, ptr %43, align 4, !tbaa !6, !noalias !22
  %44 = mul nsw i32 %2, 3
  %45 = add i32 %29, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr i32, ptr %0, i64 %46
  %48 = getelementptr i8, ptr %47, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %50 = getelementptr inbounds nuw i8, ptr %31, i64 128
  store i32 %49, ptr %50, align 4, !tbaa !6, !noalias !22
  %51 = shl nsw i32 %2, 2
  %52 = add i32 %29, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr i32, ptr %0, i64 %53
  %55 = getelementptr i8, ptr %54, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %57 = getelementptr inbounds nuw i8, ptr %31, i64 192
  store i32 %56, ptr %57, align 4, !tbaa !6, !noalias !22
  %58 = mul nsw i32 %2, 5
  %59 = add i32 %29, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr i32, ptr %0, i64 %60
  %62 = getelementptr i8, ptr %61, i64 4
  %63 = load i32, ptr %62, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %64 = getelementptr inbounds nuw i8, ptr %31, i64 256
  store i32 %63, ptr %64, align 4, !tbaa !6, !noalias !22
  %65 = mul nsw i32 %2, 6
  %66 = add i32 %29, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr i32, ptr %0, i64 %67
  %69 = getelementptr i8, ptr %68, i64 4
  %70 = load i32, ptr %69, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %71 = getelementptr inbounds nuw i8, ptr %31, i64 320
  store i32 %70, ptr %71, align 4, !tbaa !6, !noalias !22
  %72 = mul nsw i32 %2, 7
  %73 = add i32 %29, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr i32, ptr %0, i64 %74
  %76 = getelementptr i8, ptr %75, i64 4
  %77 = load i32, ptr %76, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %78 = getelementptr inbounds nuw i8, ptr %31, i64 384
  store i32 %77, ptr %78, align 4, !tbaa !6, !noalias !22
  %79 = shl nsw i32 %2, 3
  %80 = add i32 %29, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr i32, ptr %0, i64 %81
  %83 = getelementptr i8, ptr %82, i64 4
  %84 = load i32, ptr %83, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %85 = getelementptr inbounds nuw i8, ptr %31, i64 448
  store i32 %84, ptr %85, align 4, !tbaa !6, !noalias !22
  %86 = mul nsw i32 %2, 9
  %87 = add i32 %29, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr i32, ptr %0, i64 %88
  %90 = getelementptr i8, ptr %89, i64 4
  %91 = load i32, ptr %90, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %92 = getelementptr inbounds nuw i8, ptr %31, i64 512
  store i32 %91, ptr %92, align 4, !tbaa !6, !noalias !22
  %93 = mul nsw i32 %2, 10
  %94 = add i32 %29, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr i32, ptr %0, i64 %95
  %97 = getelementptr i8, ptr %96, i64 4
  %98 = load i32, ptr %97, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %99 = getelementptr inbounds nuw i8, ptr %31, i64 576
  store i32 %98, ptr %99, align 4, !tbaa !6, !noalias !22
  %100 = mul nsw i32 %2, 11
  %101 = add i32 %29, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr i32, ptr %0, i64 %102
  %104 = getelementptr i8, ptr %103, i64 4
  %105 = load i32, ptr %104, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %106 = getelementptr inbounds nuw i8, ptr %31, i64 640
  store i32 %105, ptr %106, align 4, !tbaa !6, !noalias !22
  %107 = mul nsw i32 %2, 12
  %108 = add i32 %29, %107
  %109 = sext i32 %108 to i64
  %110 = getelementptr i32, ptr %0, i64 %109
  %111 = getelementptr i8, ptr %110, i64 4
  %112 = load i32, ptr %111, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %113 = getelementptr inbounds nuw i8, ptr %31, i64 704
  store i32 %112, ptr %113, align 4, !tbaa !6, !noalias !22
  %114 = mul nsw i32 %2, 13
  %115 = add i32 %29, %114
  %116 = sext i32 %115 to i64
  %117 = getelementptr i32, ptr %0, i64 %116
  %118 = getelementptr i8, ptr %117, i64 4
  %119 = load i32, ptr %118, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %120 = getelementptr inbounds nuw i8, ptr %31, i64 768
  store i32 %119, ptr %120, align 4, !tbaa !6, !noalias !22
  %121 = mul nsw i32 %2, 14
  %122 = add i32 %29, %121
  %123 = sext i32 %122 to i64
  %124 = getelementptr i32, ptr %0, i64 %123
  %125 = getelementptr i8, ptr %124, i64 4
  %126 = load i32, ptr %125, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %127 = getelementptr inbounds nuw i8, ptr %31, i64 832
  store i32 %126, ptr %127, align 4, !tbaa !6, !noalias !22
  %128 = mul nsw i32 %2, 15
  %129 = add i32 %29, %128
  %130 = sext i32 %129 to i64
  %131 = getelementptr i32, ptr %0, i64 %130
  %132 = getelementptr i8, ptr %131, i64 4
  %133 = load i32, ptr %132, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %134 = getelementptr inbounds nuw i8, ptr %31, i64 896
  store i32 %133, ptr %134, align 4, !tbaa !6, !noalias !22
  %135 = shl nsw i32 %2, 4
  %136 = add i32 %29, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr i32, ptr %0, i64 %137
  %139 = getelementptr i8, ptr %138, i64 4
  %140 = load i32, ptr %139, align 4, !tbaa !6, !alias.scope !17, !noalias !20
  %141 = getelementptr inbounds nuw i8, ptr %31, i64 960
  store i32 %140, ptr %141, align 4, !tbaa !6, !noalias !22
  %142 = add nuw nsw i32 %23, 1
  %143 = mul nsw i32 %2, %142
  %144 = add nsw i32 %26, %143
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i32, ptr %1, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %148 = zext nneg i32 %142 to i64
  %149 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %148
  store i32 %147, ptr %149, align 4, !tbaa !6, !noalias !22
  %150 = sext i32 %29 to i64
  %151 = getelementptr i32, ptr %1, i64 %150
  %152 = getelementptr i8, ptr %151, i64 4
  %153 = load i32, ptr %152, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %154 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %148
  store i32 %153, ptr %154, align 4, !tbaa !6, !noalias !22
  %155 = icmp eq i32 %23, 0
  br i1 %155, label %156, label %160

156:                                              ; preds = %28
  %157 = zext nneg i32 %26 to i64
  %158 = getelementptr inbounds nuw i32, ptr %1, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  store i32 %159, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), align 4, !tbaa !6, !noalias !22
  br label %160

160:                                              ; preds = %156, %28, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !22
  %161 = tail call i32 @llvm.umin.i32(i32 %23, i32 16)
  tail call fastcc void @_ZL12nw_fill_tilePA17_iPA16_Kiii(i32 noundef %161, i32 noundef %3) #7
  br i1 %27, label %162, label %277

162:                                              ; preds = %160
  %163 = zext nneg i32 %23 to i64
  %164 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %163
  %165 = or disjoint i32 %26, %23
  %166 = getelementptr i8, ptr %164, i64 72
  %167 = load i32, ptr %166, align 4, !tbaa !6, !noalias !22
  %168 = add i32 %165, %2
  %169 = sext i32 %168 to i64
  %170 = getelementptr i32, ptr %1, i64 %169
  %171 = getelementptr i8, ptr %170, i64 4
  store i32 %167, ptr %171, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %172 = getelementptr i8, ptr %164, i64 140
  %173 = load i32, ptr %172, align 4, !tbaa !6, !noalias !22
  %174 = shl nsw i32 %2, 1
  %175 = add i32 %165, %174
  %176 = sext i32 %175 to i64
  %177 = getelementptr i32, ptr %1, i64 %176
  %178 = getelementptr i8, ptr %177, i64 4
  store i32 %173, ptr %178, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %179 = getelementptr i8, ptr %164, i64 208
  %180 = load i32, ptr %179, align 4, !tbaa !6, !noalias !22
  %181 = mul nsw i32 %2, 3
  %182 = add i32 %165, %181
  %183 = sext i32 %182 to i64
  %184 = getelementptr i32, ptr %1, i64 %183
  %185 = getelementptr i8, ptr %184, i64 4
  store i32 %180, ptr %185, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %186 = getelementptr i8, ptr %164, i64 276
  %187 = load i32, ptr %186, align 4, !tbaa !6, !noalias !22
  %188 = shl nsw i32 %2, 2
  %189 = add i32 %165, %188
  %190 = sext i32 %189 to i64
  %191 = getelementptr i32, ptr %1, i64 %190
  %192 = getelementptr i8, ptr %191, i64 4
  store i32 %187, ptr %192, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %193 = getelementptr i8, ptr %164, i64 344
  %194 = load i32, ptr %193, align 4, !tbaa !6, !noalias !22
  %195 = mul nsw i32 %2, 5
  %196 = add i32 %165, %195
  %197 = sext i32 %196 to i64
  %198 = getelementptr i32, ptr %1, i64 %197
  %199 = getelementptr i8, ptr %198, i64 4
  store i32 %194, ptr %199, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %200 = getelementptr i8, ptr %164, i64 412
  %201 = load i32, ptr %200, align 4, !tbaa !6, !noalias !22
  %202 = mul nsw i32 %2, 6
  %203 = add i32 %165, %202
  %204 = sext i32 %203 to i64
  %205 = getelementptr i32, ptr %1, i64 %204
  %206 = getelementptr i8, ptr %205, i64 4
  store i32 %201, ptr %206, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %207 = getelementptr i8, ptr %164, i64 480
  %208 = load i32, ptr %207, align 4, !tbaa !6, !noalias !22
  %209 = mul nsw i32 %2, 7
  %210 = add i32 %165, %209
  %211 = sext i32 %210 to i64
  %212 = getelementptr i32, ptr %1, i64 %211
  %213 = getelementptr i8, ptr %212, i64 4
  store i32 %208, ptr %213, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %214 = getelementptr i8, ptr %164, i64 548
  %215 = load i32, ptr %214, align 4, !tbaa !6, !noalias !22
  %216 = shl nsw i32 %2, 3
  %217 = add i32 %165, %216
  %218 = sext i32 %217 to i64
  %219 = getelementptr i32, ptr %1, i64 %218
  %220 = getelementptr i8, ptr %219, i64 4
  store i32 %215, ptr %220, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %221 = getelementptr i8, ptr %164, i64 616
  %222 = load i32, ptr %221, align 4, !tbaa !6, !noalias !22
  %223 = mul nsw i32 %2, 9
  %224 = add i32 %165, %223
  %225 = sext i32 %224 to i64
  %226 = getelementptr i32, ptr %1, i64 %225
  %227 = getelementptr i8, ptr %226, i64 4
  store i32 %222, ptr %227, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %228 = getelementptr i8, ptr %164, i64 684
  %229 = load i32, ptr %228, align 4, !tbaa !6, !noalias !22
  %230 = mul nsw i32 %2, 10
  %231 = add i32 %165, %230
  %232 = sext i32 %231 to i64
  %233 = getelementptr i32, ptr %1, i64 %232
  %234 = getelementptr i8, ptr %233, i64 4
  store i32 %229, ptr %234, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %235 = getelementptr i8, ptr %164, i64 752
  %236 = load i32, ptr %235, align 4, !tbaa !6, !noalias !22
  %237 = mul nsw i32 %2, 11
  %238 = add i32 %165, %237
  %239 = sext i32 %238 to i64
  %240 = getelementptr i32, ptr %1, i64 %239
  %241 = getelementptr i8, ptr %240, i64 4
  store i32 %236, ptr %241, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %242 = getelementptr i8, ptr %164, i64 820
  %243 = load i32, ptr %242, align 4, !tbaa !6, !noalias !22
  %244 = mul nsw i32 %2, 12
  %245 = add i32 %165, %244
  %246 = sext i32 %245 to i64
  %247 = getelementptr i32, ptr %1, i64 %246
  %248 = getelementptr i8, ptr %247, i64 4
  store i32 %243, ptr %248, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %249 = getelementptr i8, ptr %164, i64 888
  %250 = load i32, ptr %249, align 4, !tbaa !6, !noalias !22
  %251 = mul nsw i32 %2, 13
  %252 = add i32 %165, %251
  %253 = sext i32 %252 to i64
  %254 = getelementptr i32, ptr %1, i64 %253
  %255 = getelementptr i8, ptr %254, i64 4
  store i32 %250, ptr %255, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %256 = getelementptr i8, ptr %164, i64 956
  %257 = load i32, ptr %256, align 4, !tbaa !6, !noalias !22
  %258 = mul nsw i32 %2, 14
  %259 = add i32 %165, %258
  %260 = sext i32 %259 to i64
  %261 = getelementptr i32, ptr %1, i64 %260
  %262 = getelementptr i8, ptr %261, i64 4
  store i32 %257, ptr %262, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %263 = getelementptr i8, ptr %164, i64 1024
  %264 = load i32, ptr %263, align 4, !tbaa !6, !noalias !22
  %265 = mul nsw i32 %2, 15
  %266 = add i32 %165, %265
  %267 = sext i32 %266 to i64
  %268 = getelementptr i32, ptr %1, i64 %267
  %269 = getelementptr i8, ptr %268, i64 4
  store i32 %264, ptr %269, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  %270 = getelementptr i8, ptr %164, i64 1092
  %271 = load i32, ptr %270, align 4, !tbaa !6, !noalias !22
  %272 = shl nsw i32 %2, 4
  %273 = add i32 %165, %272
  %274 = sext i32 %273 to i64
  %275 = getelementptr i32, ptr %1, i64 %274
  %276 = getelementptr i8, ptr %275, i64 4
  store i32 %271, ptr %276, align 4, !tbaa !6, !alias.scope !20, !noalias !17
  br label %277

277:                                              ; preds = %162, %6, %14, %18, %160
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal fastcc void @_ZL12nw_fill_tilePA17_iPA16_Kiii(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = add nsw i32 %0, 1
  %4 = sext i32 %0 to i64
  %5 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5subst to ptr), i64 %4
  %6 = sext i32 %3 to i64
  br label %16

7:                                                ; preds = %60
  %8 = add nsw i32 %0, 16
  %9 = sub nsw i32 16, %0
  %10 = sub i32 15, %0
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %11
  %13 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5subst to ptr), i64 %11
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %14
  br label %64

16:                                               ; preds = %60, %2
  %17 = phi i32 [ 0, %2 ], [ %61, %60 ]
  %18 = icmp sgt i32 %0, %17
  br i1 %18, label %38, label %19

19:                                               ; preds = %16
  %20 = sub nsw i32 %17, %0
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %21
  %23 = getelementptr inbounds i32, ptr %22, i64 %4
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = getelementptr [16 x i32], ptr %5, i64 %21
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = add nsw i32 %26, %24
  %28 = getelementptr inbounds nuw i8, ptr %22, i64 68
  %29 = getelementptr inbounds i32, ptr %28, i64 %4
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = sub nsw i32 %30, %1
  %32 = getelementptr inbounds i32, ptr %22, i64 %6
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = sub nsw i32 %33, %1
  %35 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 %34)
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %27, i32 %35)
  %37 = getelementptr inbounds i32, ptr %28, i64 %6
  store i32 %36, ptr %37, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %19, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %39 = or disjoint i32 %17, 1
  %40 = icmp sgt i32 %0, %39
  br i1 %40, label %60, label %41

41:                                               ; preds = %38
  %42 = sub nsw i32 %39, %0
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %43
  %45 = getelementptr inbounds i32, ptr %44, i64 %4
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = getelementptr [16 x i32], ptr %5, i64 %43
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = add nsw i32 %48, %46
  %50 = getelementptr inbounds nuw i8, ptr %44, i64 68
  %51 = getelementptr inbounds i32, ptr %50, i64 %4
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = sub nsw i32 %52, %1
  %54 = getelementptr inbounds i32, ptr %44, i64 %6
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = sub nsw i32 %55, %1
  %57 = tail call noundef i32 @llvm.smax.i32(i32 %53, i32 %56)
  %58 = tail call noundef i32 @llvm.smax.i32(i32 %49, i32 %57)
  %59 = getelementptr inbounds i32, ptr %50, i64 %6
  store i32 %58, ptr %59, align 4, !tbaa !6
  br label %60

60:                                               ; preds = %41, %38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = add nuw nsw i32 %17, 2
  %62 = icmp eq i32 %61, 16
  br i1 %62, label %7, label %16, !llvm.loop !23

63:                                               ; preds = %130
  ret void

64:                                               ; preds = %130, %7
  %65 = phi i32 [ 14, %7 ], [ %131, %130 ]
  %66 = icmp sgt i32 %0, %65
  br i1 %66, label %86, label %67

67:                                               ; preds = %64
  %68 = sub i32 %8, %65
  %69 = add nsw i32 %68, -1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %12, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = getelementptr inbounds i32, ptr %13, i64 %70
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = add nsw i32 %74, %72
  %76 = getelementptr inbounds i32, ptr %15, i64 %70
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = sub nsw i32 %77, %1
  %79 = sext i32 %68 to i64
  %80 = getelementptr inbounds i32, ptr %12, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = sub nsw i32 %81, %1
  %83 = tail call noundef i32 @llvm.smax.i32(i32 %78, i32 %82)
  %84 = tail call noundef i32 @llvm.smax.i32(i32 %75, i32 %83)
  %85 = getelementptr inbounds i32, ptr %15, i64 %79
  store i32 %84, ptr %85, align 4, !tbaa !6
  br label %86

86:                                               ; preds = %67, %64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp slt i32 %0, %65
  br i1 %87, label %88, label %108

88:                                               ; preds = %86
  %89 = add nsw i32 %65, -1
  %90 = sub i32 %8, %89
  %91 = add nsw i32 %90, -1
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %12, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = getelementptr inbounds i32, ptr %13, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = add nsw i32 %96, %94
  %98 = getelementptr inbounds i32, ptr %15, i64 %92
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = sub nsw i32 %99, %1
  %101 = sext i32 %90 to i64
  %102 = getelementptr inbounds i32, ptr %12, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = sub nsw i32 %103, %1
  %105 = tail call noundef i32 @llvm.smax.i32(i32 %100, i32 %104)
  %106 = tail call noundef i32 @llvm.smax.i32(i32 %97, i32 %105)
  %107 = getelementptr inbounds i32, ptr %15, i64 %101
  store i32 %106, ptr %107, align 4, !tbaa !6
  br label %108

108:                                              ; preds = %88, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %109 = add nsw i32 %65, -2
  %110 = icmp sgt i32 %0, %109
  br i1 %110, label %130, label %111

111:                                              ; preds = %108
  %112 = sub i32 %8, %109
  %113 = add nsw i32 %112, -1
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %12, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = getelementptr inbounds i32, ptr %13, i64 %114
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = add nsw i32 %118, %116
  %120 = getelementptr inbounds i32, ptr %15, i64 %114
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = sub nsw i32 %121, %1
  %123 = sext i32 %112 to i64
  %124 = getelementptr inbounds i32, ptr %12, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = sub nsw i32 %125, %1
  %127 = tail call noundef i32 @llvm.smax.i32(i32 %122, i32 %126)
  %128 = tail call noundef i32 @llvm.smax.i32(i32 %119, i32 %127)
  %129 = getelementptr inbounds i32, ptr %15, i64 %123
  store i32 %128, ptr %129, align 4, !tbaa !6
  br label %130

130:                                              ; preds = %111, %108
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %131 = add nsw i32 %65, -3
  %132 = icmp eq i32 %109, 0
  br i1 %132, label %63, label %64, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
!12 = distinct !{!12, !13, !"_ZL8nw_blockPKiPiiiii: argument 0"}
!13 = distinct !{!13, !"_ZL8nw_blockPKiPiiiii"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_ZL8nw_blockPKiPiiiii: argument 1"}
!16 = !{!12, !15}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZL8nw_blockPKiPiiiii: argument 0"}
!19 = distinct !{!19, !"_ZL8nw_blockPKiPiiiii"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"_ZL8nw_blockPKiPiiiii: argument 1"}
!22 = !{!18, !21}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !24}
