; ModuleID = 'src/life_bitpacked.cu'
source_filename = "src/life_bitpacked.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.LifeRule = type { i32, i32 }

@_ZZ15life_step_tiledE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x i32]] undef, align 4
@_ZZ15life_step_tiledE8warp_pop = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @life_step_words(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.LifeRule) align 4 captures(none) %4) local_unnamed_addr #0 {
  %6 = icmp slt i32 %2, 1
  %7 = icmp slt i32 %3, 1
  %8 = or i1 %6, %7
  br i1 %8, label %265, label %9

9:                                                ; preds = %5
  %10 = zext nneg i32 %2 to i64
  %11 = zext nneg i32 %3 to i64
  %12 = mul nuw nsw i64 %11, %10
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %14, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %16
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = add nuw nsw i64 %20, %22
  %24 = icmp samesign ult i64 %23, %12
  br i1 %24, label %25, label %265

25:                                               ; preds = %9
  %26 = load i64, ptr %4, align 4
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %26, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = and i32 %27, 1
  %31 = icmp eq i32 %30, 0
  %32 = and i32 %29, 1
  %33 = icmp eq i32 %32, 0
  %34 = and i32 %27, 2
  %35 = icmp eq i32 %34, 0
  %36 = and i32 %29, 2
  %37 = icmp eq i32 %36, 0
  %38 = and i32 %27, 4
  %39 = icmp eq i32 %38, 0
  %40 = and i32 %29, 4
  %41 = icmp eq i32 %40, 0
  %42 = and i32 %27, 8
  %43 = icmp eq i32 %42, 0
  %44 = and i32 %29, 8
  %45 = icmp eq i32 %44, 0
  %46 = and i32 %27, 16
  %47 = icmp eq i32 %46, 0
  %48 = and i32 %29, 16
  %49 = icmp eq i32 %48, 0
  %50 = and i32 %27, 32
  %51 = icmp eq i32 %50, 0
  %52 = and i32 %29, 32
  %53 = icmp eq i32 %52, 0
  %54 = and i32 %27, 64
  %55 = icmp eq i32 %54, 0
  %56 = and i32 %29, 64
  %57 = icmp eq i32 %56, 0
  %58 = and i32 %27, 128
  %59 = icmp eq i32 %58, 0
  %60 = and i32 %29, 128
  %61 = icmp eq i32 %60, 0
  %62 = and i32 %27, 256
  %63 = icmp eq i32 %62, 0
  %64 = and i32 %29, 256
  %65 = icmp eq i32 %64, 0
  br label %66

66:                                               ; preds = %25, %66
  %67 = phi i64 [ %23, %25 ], [ %263, %66 ]
  %68 = getelementptr inbounds nuw i32, ptr %0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = xor i32 %69, -1
  %71 = udiv i64 %67, %10
  %72 = add nuw nsw i64 %71, 1
  %73 = icmp eq i64 %72, %11
  %74 = select i1 %73, i64 0, i64 %72
  %75 = mul i64 %74, %10
  %76 = getelementptr inbounds nuw i32, ptr %0, i64 %75
  %77 = mul i64 %71, %10
  %78 = sub nuw i64 %67, %77
  %79 = getelementptr inbounds nuw i32, ptr %76, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = icmp eq i64 %67, %77
  %82 = select i1 %81, i64 %10, i64 %78
  %83 = add i64 %82, -1
  %84 = getelementptr inbounds nuw i32, ptr %76, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = tail call i32 @llvm.fshl.i32(i32 %80, i32 %85, i32 1)
  %87 = getelementptr inbounds nuw i32, ptr %0, i64 %77
  %88 = getelementptr inbounds nuw i32, ptr %87, i64 %83
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = tail call i32 @llvm.fshl.i32(i32 %69, i32 %89, i32 1)
  %91 = icmp ult i64 %67, %10
  %92 = select i1 %91, i64 %11, i64 %71
  %93 = add nsw i64 %92, -1
  %94 = mul i64 %93, %10
  %95 = getelementptr inbounds nuw i32, ptr %0, i64 %94
  %96 = getelementptr inbounds nuw i32, ptr %95, i64 %78
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = getelementptr inbounds nuw i32, ptr %95, i64 %83
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %99, i32 1)
  %101 = xor i32 %100, %97
  %102 = add i64 %78, 1
  %103 = icmp eq i64 %102, %10
  %104 = select i1 %103, i64 0, i64 %102
  %105 = getelementptr inbounds nuw i32, ptr %95, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = tail call i32 @llvm.fshl.i32(i32 %106, i32 %97, i32 31)
  %108 = xor i32 %101, %107
  %109 = xor i32 %90, %108
  %110 = getelementptr inbounds nuw i32, ptr %87, i64 %104
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = tail call i32 @llvm.fshl.i32(i32 %111, i32 %69, i32 31)
  %113 = xor i32 %109, %112
  %114 = and i32 %86, %113
  %115 = and i32 %90, %108
  %116 = and i32 %101, %107
  %117 = and i32 %100, %97
  %118 = xor i32 %116, %117
  %119 = xor i32 %115, %118
  %120 = and i32 %114, %119
  %121 = and i32 %109, %112
  %122 = and i32 %121, %118
  %123 = and i32 %115, %117
  %124 = xor i32 %122, %123
  %125 = xor i32 %120, %124
  %126 = xor i32 %86, %113
  %127 = and i32 %126, %80
  %128 = xor i32 %119, %121
  %129 = and i32 %127, %128
  %130 = and i32 %125, %129
  %131 = and i32 %120, %124
  %132 = or i32 %130, %131
  %133 = xor i32 %125, %129
  %134 = xor i32 %126, %80
  %135 = getelementptr inbounds nuw i32, ptr %76, i64 %104
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %80, i32 31)
  %138 = and i32 %134, %137
  %139 = xor i32 %114, %128
  %140 = and i32 %138, %139
  %141 = and i32 %133, %140
  %142 = or i32 %132, %141
  %143 = xor i32 %137, %134
  %144 = xor i32 %127, %139
  %145 = xor i32 %144, %138
  %146 = xor i32 %140, %133
  %147 = select i1 %31, i32 0, i32 %70
  %148 = select i1 %33, i32 0, i32 %69
  %149 = or i32 %147, %148
  %150 = or i32 %143, %146
  %151 = or i32 %150, %145
  %152 = or i32 %151, %142
  %153 = xor i32 %152, -1
  %154 = and i32 %149, %153
  %155 = xor i32 %137, %134
  %156 = xor i32 %127, %139
  %157 = xor i32 %156, %138
  %158 = xor i32 %157, -1
  %159 = xor i32 %140, %133
  %160 = select i1 %35, i32 0, i32 %70
  %161 = select i1 %37, i32 0, i32 %69
  %162 = or i32 %160, %161
  %163 = or i32 %142, %159
  %164 = xor i32 %163, -1
  %165 = and i32 %155, %164
  %166 = and i32 %165, %162
  %167 = and i32 %166, %158
  %168 = or i32 %167, %154
  %169 = xor i32 %137, %134
  %170 = xor i32 %127, %139
  %171 = xor i32 %170, %138
  %172 = xor i32 %140, %133
  %173 = select i1 %39, i32 0, i32 %70
  %174 = select i1 %41, i32 0, i32 %69
  %175 = or i32 %173, %174
  %176 = or i32 %169, %172
  %177 = or i32 %176, %142
  %178 = xor i32 %177, -1
  %179 = and i32 %175, %178
  %180 = and i32 %179, %171
  %181 = or i32 %180, %168
  %182 = xor i32 %137, %134
  %183 = xor i32 %127, %139
  %184 = xor i32 %183, %138
  %185 = xor i32 %140, %133
  %186 = select i1 %43, i32 0, i32 %70
  %187 = select i1 %45, i32 0, i32 %69
  %188 = or i32 %186, %187
  %189 = or i32 %142, %185
  %190 = xor i32 %189, -1
  %191 = and i32 %182, %190
  %192 = and i32 %191, %188
  %193 = and i32 %192, %184
  %194 = or i32 %193, %181
  %195 = xor i32 %137, %134
  %196 = xor i32 %127, %139
  %197 = xor i32 %196, %138
  %198 = xor i32 %197, -1
  %199 = xor i32 %140, %133
  %200 = select i1 %47, i32 0, i32 %70
  %201 = select i1 %49, i32 0, i32 %69
  %202 = or i32 %200, %201
  %203 = or i32 %195, %142
  %204 = xor i32 %203, -1
  %205 = and i32 %199, %204
  %206 = and i32 %205, %202
  %207 = and i32 %206, %198
  %208 = or i32 %207, %194
  %209 = xor i32 %137, %134
  %210 = xor i32 %127, %139
  %211 = xor i32 %210, %138
  %212 = xor i32 %211, -1
  %213 = xor i32 %140, %133
  %214 = xor i32 %142, -1
  %215 = select i1 %51, i32 0, i32 %70
  %216 = select i1 %53, i32 0, i32 %69
  %217 = or i32 %215, %216
  %218 = and i32 %209, %214
  %219 = and i32 %218, %213
  %220 = and i32 %219, %217
  %221 = and i32 %220, %212
  %222 = or i32 %221, %208
  %223 = xor i32 %137, %134
  %224 = xor i32 %127, %139
  %225 = xor i32 %224, %138
  %226 = xor i32 %140, %133
  %227 = select i1 %55, i32 0, i32 %70
  %228 = select i1 %57, i32 0, i32 %69
  %229 = or i32 %227, %228
  %230 = or i32 %223, %142
  %231 = xor i32 %230, -1
  %232 = and i32 %226, %231
  %233 = and i32 %232, %229
  %234 = and i32 %233, %225
  %235 = or i32 %234, %222
  %236 = xor i32 %137, %134
  %237 = xor i32 %127, %139
  %238 = xor i32 %237, %138
  %239 = xor i32 %140, %133
  %240 = xor i32 %142, -1
  %241 = select i1 %59, i32 0, i32 %70
  %242 = select i1 %61, i32 0, i32 %69
  %243 = or i32 %241, %242
  %244 = and i32 %236, %240
  %245 = and i32 %244, %239
  %246 = and i32 %245, %243
  %247 = and i32 %246, %238
  %248 = or i32 %247, %235
  %249 = xor i32 %137, %134
  %250 = xor i32 %127, %139
  %251 = xor i32 %250, %138
  %252 = xor i32 %140, %133
  %253 = select i1 %63, i32 0, i32 %70
  %254 = select i1 %65, i32 0, i32 %69
  %255 = or i32 %253, %254
  %256 = or i32 %249, %252
  %257 = or i32 %256, %251
  %258 = xor i32 %257, -1
  %259 = and i32 %255, %258
  %260 = and i32 %259, %142
  %261 = or i32 %260, %248
  %262 = getelementptr inbounds nuw i32, ptr %1, i64 %67
  store i32 %261, ptr %262, align 4, !tbaa !6
  %263 = add i64 %67, %17
  %264 = icmp ult i64 %263, %12
  br i1 %264, label %66, label %265, !llvm.loop !11

265:                                              ; preds = %66, %9, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @life_step_tiled(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.LifeRule) align 4 captures(none) %4, ptr noalias noundef captures(address_is_null) %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = mul nuw nsw i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = mul nuw nsw i32 %10, %7
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 4
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = shl nuw nsw i32 %16, 4
  %18 = icmp sgt i32 %2, 0
  %19 = icmp sgt i32 %3, 0
  %20 = and i1 %18, %19
  %21 = icmp samesign ult i32 %13, 324
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %54

23:                                               ; preds = %6
  %24 = add i32 %15, -1
  %25 = add nsw i32 %17, -1
  %26 = zext nneg i32 %2 to i64
  br label %27

27:                                               ; preds = %23, %27
  %28 = phi i32 [ %13, %23 ], [ %52, %27 ]
  %29 = udiv i32 %28, 18
  %30 = mul nsw i32 %29, -18
  %31 = add nsw i32 %30, %28
  %32 = add i32 %24, %31
  %33 = srem i32 %32, %2
  %34 = add nsw i32 %25, %29
  %35 = srem i32 %34, %3
  %36 = icmp slt i32 %33, 0
  %37 = select i1 %36, i32 %2, i32 0
  %38 = add nsw i32 %37, %33
  %39 = icmp slt i32 %35, 0
  %40 = select i1 %39, i32 %3, i32 0
  %41 = add nsw i32 %40, %35
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %42, %26
  %44 = sext i32 %38 to i64
  %45 = getelementptr i32, ptr %0, i64 %43
  %46 = getelementptr i32, ptr %45, i64 %44
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = zext nneg i32 %29 to i64
  %49 = getelementptr inbounds nuw [18 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE4tile to ptr), i64 %48
  %50 = sext i32 %31 to i64
  %51 = getelementptr inbounds i32, ptr %49, i64 %50
  store i32 %47, ptr %51, align 4, !tbaa !6
  %52 = add nuw nsw i32 %28, %9
  %53 = icmp samesign ult i32 %52, 324
  br i1 %53, label %27, label %54, !llvm.loop !14

54:                                               ; preds = %27, %6
  %55 = icmp samesign ult i32 %13, 32
  br i1 %55, label %56, label %59

56:                                               ; preds = %54
  %57 = zext nneg i32 %13 to i64
  %58 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %57
  store i32 0, ptr %58, align 4, !tbaa !6
  br label %59

59:                                               ; preds = %56, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = icmp samesign ult i32 %13, 256
  %61 = select i1 %20, i1 %60, i1 false
  br i1 %61, label %62, label %309

62:                                               ; preds = %59
  %63 = load i64, ptr %4, align 4
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %63, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = zext nneg i32 %2 to i64
  %68 = and i32 %64, 1
  %69 = icmp eq i32 %68, 0
  %70 = and i32 %66, 1
  %71 = icmp eq i32 %70, 0
  %72 = and i32 %64, 2
  %73 = icmp eq i32 %72, 0
  %74 = and i32 %66, 2
  %75 = icmp eq i32 %74, 0
  %76 = and i32 %64, 4
  %77 = icmp eq i32 %76, 0
  %78 = and i32 %66, 4
  %79 = icmp eq i32 %78, 0
  %80 = and i32 %64, 8
  %81 = icmp eq i32 %80, 0
  %82 = and i32 %66, 8
  %83 = icmp eq i32 %82, 0
  %84 = and i32 %64, 16
  %85 = icmp eq i32 %84, 0
  %86 = and i32 %66, 16
  %87 = icmp eq i32 %86, 0
  %88 = and i32 %64, 32
  %89 = icmp eq i32 %88, 0
  %90 = and i32 %66, 32
  %91 = icmp eq i32 %90, 0
  %92 = and i32 %64, 64
  %93 = icmp eq i32 %92, 0
  %94 = and i32 %66, 64
  %95 = icmp eq i32 %94, 0
  %96 = and i32 %64, 128
  %97 = icmp eq i32 %96, 0
  %98 = and i32 %66, 128
  %99 = icmp eq i32 %98, 0
  %100 = and i32 %64, 256
  %101 = icmp eq i32 %100, 0
  %102 = and i32 %66, 256
  %103 = icmp eq i32 %102, 0
  br label %104

104:                                              ; preds = %62, %305
  %105 = phi i32 [ 0, %62 ], [ %306, %305 ]
  %106 = phi i32 [ %13, %62 ], [ %307, %305 ]
  %107 = lshr i32 %106, 4
  %108 = and i32 %106, 15
  %109 = or disjoint i32 %108, %15
  %110 = or disjoint i32 %107, %17
  %111 = icmp slt i32 %109, %2
  %112 = icmp slt i32 %110, %3
  %113 = select i1 %111, i1 %112, i1 false
  br i1 %113, label %114, label %305

114:                                              ; preds = %104
  %115 = zext nneg i32 %107 to i64
  %116 = getelementptr inbounds nuw [18 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE4tile to ptr), i64 %115
  %117 = getelementptr i8, ptr %116, i64 72
  %118 = add nuw nsw i32 %108, 1
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds nuw i32, ptr %117, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = xor i32 %121, -1
  %123 = getelementptr i8, ptr %116, i64 144
  %124 = getelementptr inbounds nuw i32, ptr %123, i64 %119
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = zext nneg i32 %108 to i64
  %127 = getelementptr inbounds nuw i32, ptr %123, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = tail call i32 @llvm.fshl.i32(i32 %125, i32 %128, i32 1)
  %130 = getelementptr inbounds nuw i32, ptr %117, i64 %126
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %131, i32 1)
  %133 = getelementptr inbounds nuw i32, ptr %116, i64 %119
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = getelementptr inbounds nuw i32, ptr %116, i64 %126
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = tail call i32 @llvm.fshl.i32(i32 %134, i32 %136, i32 1)
  %138 = xor i32 %137, %134
  %139 = add nuw nsw i32 %108, 2
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw i32, ptr %116, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %134, i32 31)
  %144 = xor i32 %138, %143
  %145 = xor i32 %132, %144
  %146 = getelementptr inbounds nuw i32, ptr %117, i64 %140
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = tail call i32 @llvm.fshl.i32(i32 %147, i32 %121, i32 31)
  %149 = xor i32 %145, %148
  %150 = and i32 %129, %149
  %151 = and i32 %132, %144
  %152 = and i32 %138, %143
  %153 = and i32 %137, %134
  %154 = xor i32 %152, %153
  %155 = xor i32 %151, %154
  %156 = and i32 %150, %155
  %157 = and i32 %145, %148
  %158 = and i32 %157, %154
  %159 = and i32 %151, %153
  %160 = xor i32 %158, %159
  %161 = xor i32 %156, %160
  %162 = xor i32 %129, %149
  %163 = and i32 %162, %125
  %164 = xor i32 %155, %157
  %165 = and i32 %163, %164
  %166 = and i32 %161, %165
  %167 = and i32 %156, %160
  %168 = or i32 %166, %167
  %169 = xor i32 %161, %165
  %170 = xor i32 %162, %125
  %171 = getelementptr inbounds nuw i32, ptr %123, i64 %140
  %172 = load i32, ptr %171, align 4, !tbaa !6
  %173 = tail call i32 @llvm.fshl.i32(i32 %172, i32 %125, i32 31)
  %174 = and i32 %170, %173
  %175 = xor i32 %150, %164
  %176 = and i32 %174, %175
  %177 = and i32 %169, %176
  %178 = or i32 %168, %177
  %179 = xor i32 %173, %170
  %180 = xor i32 %163, %175
  %181 = xor i32 %180, %174
  %182 = xor i32 %176, %169
  %183 = select i1 %69, i32 0, i32 %122
  %184 = select i1 %71, i32 0, i32 %121
  %185 = or i32 %183, %184
  %186 = or i32 %179, %182
  %187 = or i32 %186, %181
  %188 = or i32 %187, %178
  %189 = xor i32 %188, -1
  %190 = and i32 %185, %189
  %191 = xor i32 %173, %170
  %192 = xor i32 %163, %175
  %193 = xor i32 %192, %174
  %194 = xor i32 %193, -1
  %195 = xor i32 %176, %169
  %196 = select i1 %73, i32 0, i32 %122
  %197 = select i1 %75, i32 0, i32 %121
  %198 = or i32 %196, %197
  %199 = or i32 %178, %195
  %200 = xor i32 %199, -1
  %201 = and i32 %191, %200
  %202 = and i32 %201, %198
  %203 = and i32 %202, %194
  %204 = or i32 %203, %190
  %205 = xor i32 %173, %170
  %206 = xor i32 %163, %175
  %207 = xor i32 %206, %174
  %208 = xor i32 %176, %169
  %209 = select i1 %77, i32 0, i32 %122
  %210 = select i1 %79, i32 0, i32 %121
  %211 = or i32 %209, %210
  %212 = or i32 %205, %208
  %213 = or i32 %212, %178
  %214 = xor i32 %213, -1
  %215 = and i32 %211, %214
  %216 = and i32 %215, %207
  %217 = or i32 %216, %204
  %218 = xor i32 %173, %170
  %219 = xor i32 %163, %175
  %220 = xor i32 %219, %174
  %221 = xor i32 %176, %169
  %222 = select i1 %81, i32 0, i32 %122
  %223 = select i1 %83, i32 0, i32 %121
  %224 = or i32 %222, %223
  %225 = or i32 %178, %221
  %226 = xor i32 %225, -1
  %227 = and i32 %218, %226
  %228 = and i32 %227, %224
  %229 = and i32 %228, %220
  %230 = or i32 %229, %217
  %231 = xor i32 %173, %170
  %232 = xor i32 %163, %175
  %233 = xor i32 %232, %174
  %234 = xor i32 %233, -1
  %235 = xor i32 %176, %169
  %236 = select i1 %85, i32 0, i32 %122
  %237 = select i1 %87, i32 0, i32 %121
  %238 = or i32 %236, %237
  %239 = or i32 %231, %178
  %240 = xor i32 %239, -1
  %241 = and i32 %235, %240
  %242 = and i32 %241, %238
  %243 = and i32 %242, %234
  %244 = or i32 %243, %230
  %245 = xor i32 %173, %170
  %246 = xor i32 %163, %175
  %247 = xor i32 %246, %174
  %248 = xor i32 %247, -1
  %249 = xor i32 %176, %169
  %250 = xor i32 %178, -1
  %251 = select i1 %89, i32 0, i32 %122
  %252 = select i1 %91, i32 0, i32 %121
  %253 = or i32 %251, %252
  %254 = and i32 %245, %250
  %255 = and i32 %254, %249
  %256 = and i32 %255, %253
  %257 = and i32 %256, %248
  %258 = or i32 %257, %244
  %259 = xor i32 %173, %170
  %260 = xor i32 %163, %175
  %261 = xor i32 %260, %174
  %262 = xor i32 %176, %169
  %263 = select i1 %93, i32 0, i32 %122
  %264 = select i1 %95, i32 0, i32 %121
  %265 = or i32 %263, %264
  %266 = or i32 %259, %178
  %267 = xor i32 %266, -1
  %268 = and i32 %262, %267
  %269 = and i32 %268, %265
  %270 = and i32 %269, %261
  %271 = or i32 %270, %258
  %272 = xor i32 %173, %170
  %273 = xor i32 %163, %175
  %274 = xor i32 %273, %174
  %275 = xor i32 %176, %169
  %276 = xor i32 %178, -1
  %277 = select i1 %97, i32 0, i32 %122
  %278 = select i1 %99, i32 0, i32 %121
  %279 = or i32 %277, %278
  %280 = and i32 %272, %276
  %281 = and i32 %280, %275
  %282 = and i32 %281, %279
  %283 = and i32 %282, %274
  %284 = or i32 %283, %271
  %285 = xor i32 %173, %170
  %286 = xor i32 %163, %175
  %287 = xor i32 %286, %174
  %288 = xor i32 %176, %169
  %289 = select i1 %101, i32 0, i32 %122
  %290 = select i1 %103, i32 0, i32 %121
  %291 = or i32 %289, %290
  %292 = or i32 %285, %288
  %293 = or i32 %292, %287
  %294 = xor i32 %293, -1
  %295 = and i32 %291, %294
  %296 = and i32 %295, %178
  %297 = or i32 %296, %284
  %298 = zext nneg i32 %110 to i64
  %299 = mul nuw nsw i64 %298, %67
  %300 = sext i32 %109 to i64
  %301 = getelementptr i32, ptr %1, i64 %299
  %302 = getelementptr i32, ptr %301, i64 %300
  store i32 %297, ptr %302, align 4, !tbaa !6
  %303 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %297)
  %304 = add i32 %303, %105
  br label %305

305:                                              ; preds = %104, %114
  %306 = phi i32 [ %304, %114 ], [ %105, %104 ]
  %307 = add nuw nsw i32 %106, %9
  %308 = icmp samesign ult i32 %307, 256
  br i1 %308, label %104, label %309, !llvm.loop !15

309:                                              ; preds = %305, %59
  %310 = phi i32 [ 0, %59 ], [ %306, %305 ]
  %311 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %310, i32 16, i32 31)
  %312 = add i32 %311, %310
  %313 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %312, i32 8, i32 31)
  %314 = add i32 %313, %312
  %315 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %314, i32 4, i32 31)
  %316 = add i32 %315, %314
  %317 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %316, i32 2, i32 31)
  %318 = add i32 %317, %316
  %319 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %318, i32 1, i32 31)
  %320 = and i32 %13, 31
  %321 = icmp eq i32 %320, 0
  br i1 %321, label %322, label %327

322:                                              ; preds = %309
  %323 = add i32 %319, %318
  %324 = lshr exact i32 %13, 5
  %325 = zext nneg i32 %324 to i64
  %326 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %325
  store i32 %323, ptr %326, align 4, !tbaa !6
  br label %327

327:                                              ; preds = %322, %309
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %328 = icmp eq i32 %13, 0
  br i1 %328, label %329, label %349

329:                                              ; preds = %327
  %330 = add nuw nsw i32 %9, 31
  %331 = lshr i32 %330, 5
  %332 = tail call i32 @llvm.umin.i32(i32 %331, i32 32)
  br label %337

333:                                              ; preds = %337
  %334 = icmp ne ptr %5, null
  %335 = icmp ne i64 %344, 0
  %336 = select i1 %334, i1 %335, i1 false
  br i1 %336, label %347, label %349

337:                                              ; preds = %329, %337
  %338 = phi i32 [ %345, %337 ], [ 0, %329 ]
  %339 = phi i64 [ %344, %337 ], [ 0, %329 ]
  %340 = zext nneg i32 %338 to i64
  %341 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !6
  %343 = zext i32 %342 to i64
  %344 = add i64 %339, %343
  %345 = add nuw nsw i32 %338, 1
  %346 = icmp eq i32 %345, %332
  br i1 %346, label %333, label %337, !llvm.loop !16

347:                                              ; preds = %333
  %348 = atomicrmw add ptr %5, i64 %344 seq_cst, align 8
  br label %349

349:                                              ; preds = %333, %347, %327
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
