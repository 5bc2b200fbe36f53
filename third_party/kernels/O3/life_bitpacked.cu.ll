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
  br i1 %8, label %213, label %9

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
  br i1 %24, label %25, label %213

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
  %67 = phi i64 [ %23, %25 ], [ %211, %66 ]
  %68 = udiv i64 %67, %10
  %69 = mul i64 %68, %10
  %70 = sub nuw i64 %67, %69
  %71 = icmp eq i64 %67, %69
  %72 = select i1 %71, i64 %10, i64 %70
  %73 = add nsw i64 %72, -1
  %74 = add nuw nsw i64 %70, 1
  %75 = icmp eq i64 %74, %10
  %76 = select i1 %75, i64 0, i64 %74
  %77 = icmp samesign ult i64 %67, %10
  %78 = select i1 %77, i64 %11, i64 %68
  %79 = add nsw i64 %78, -1
  %80 = add nuw nsw i64 %68, 1
  %81 = icmp eq i64 %80, %11
  %82 = select i1 %81, i64 0, i64 %80
  %83 = mul i64 %79, %10
  %84 = getelementptr inbounds nuw i32, ptr %0, i64 %83
  %85 = getelementptr inbounds nuw i32, ptr %0, i64 %69
  %86 = mul i64 %82, %10
  %87 = getelementptr inbounds nuw i32, ptr %0, i64 %86
  %88 = getelementptr inbounds nuw i32, ptr %84, i64 %73
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = getelementptr inbounds nuw i32, ptr %84, i64 %70
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = getelementptr inbounds nuw i32, ptr %84, i64 %76
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = getelementptr inbounds nuw i32, ptr %85, i64 %73
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = getelementptr inbounds nuw i32, ptr %0, i64 %67
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = getelementptr inbounds nuw i32, ptr %85, i64 %76
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = getelementptr inbounds nuw i32, ptr %87, i64 %73
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = getelementptr inbounds nuw i32, ptr %87, i64 %70
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = getelementptr inbounds nuw i32, ptr %87, i64 %76
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = tail call i32 @llvm.fshl.i32(i32 %91, i32 %89, i32 1)
  %107 = and i32 %106, %91
  %108 = xor i32 %106, %91
  %109 = tail call i32 @llvm.fshl.i32(i32 %93, i32 %91, i32 31)
  %110 = and i32 %108, %109
  %111 = xor i32 %108, %109
  %112 = xor i32 %110, %107
  %113 = tail call i32 @llvm.fshl.i32(i32 %97, i32 %95, i32 1)
  %114 = and i32 %113, %111
  %115 = xor i32 %113, %111
  %116 = and i32 %114, %107
  %117 = xor i32 %114, %112
  %118 = tail call i32 @llvm.fshl.i32(i32 %99, i32 %97, i32 31)
  %119 = and i32 %115, %118
  %120 = xor i32 %115, %118
  %121 = and i32 %119, %112
  %122 = xor i32 %117, %119
  %123 = xor i32 %121, %116
  %124 = tail call i32 @llvm.fshl.i32(i32 %103, i32 %101, i32 1)
  %125 = and i32 %124, %120
  %126 = xor i32 %124, %120
  %127 = and i32 %125, %117
  %128 = xor i32 %125, %122
  %129 = and i32 %127, %123
  %130 = xor i32 %127, %123
  %131 = and i32 %126, %103
  %132 = xor i32 %126, %103
  %133 = and i32 %131, %122
  %134 = and i32 %130, %133
  %135 = xor i32 %130, %133
  %136 = or i32 %134, %129
  %137 = tail call i32 @llvm.fshl.i32(i32 %105, i32 %103, i32 31)
  %138 = and i32 %132, %137
  %139 = and i32 %138, %128
  %140 = and i32 %135, %139
  %141 = or i32 %136, %140
  %142 = xor i32 %97, -1
  %143 = xor i32 %137, %132
  %144 = xor i32 %143, -1
  %145 = xor i32 %131, %128
  %146 = xor i32 %145, %138
  %147 = xor i32 %146, -1
  %148 = xor i32 %139, %135
  %149 = xor i32 %148, -1
  %150 = xor i32 %141, -1
  %151 = select i1 %31, i32 0, i32 %142
  %152 = select i1 %33, i32 0, i32 %97
  %153 = or i32 %151, %152
  %154 = and i32 %144, %150
  %155 = and i32 %154, %149
  %156 = and i32 %155, %153
  %157 = xor i32 %137, %132
  %158 = select i1 %35, i32 0, i32 %142
  %159 = select i1 %37, i32 0, i32 %97
  %160 = or i32 %158, %159
  %161 = and i32 %157, %150
  %162 = and i32 %161, %149
  %163 = and i32 %162, %160
  %164 = or i32 %163, %156
  %165 = xor i32 %131, %128
  %166 = xor i32 %165, %138
  %167 = select i1 %39, i32 0, i32 %142
  %168 = select i1 %41, i32 0, i32 %97
  %169 = or i32 %167, %168
  %170 = and i32 %155, %169
  %171 = select i1 %43, i32 0, i32 %142
  %172 = select i1 %45, i32 0, i32 %97
  %173 = or i32 %171, %172
  %174 = and i32 %162, %173
  %175 = or i32 %170, %174
  %176 = xor i32 %139, %135
  %177 = select i1 %47, i32 0, i32 %142
  %178 = select i1 %49, i32 0, i32 %97
  %179 = or i32 %177, %178
  %180 = and i32 %154, %176
  %181 = and i32 %180, %179
  %182 = or i32 %164, %181
  %183 = select i1 %51, i32 0, i32 %142
  %184 = select i1 %53, i32 0, i32 %97
  %185 = or i32 %183, %184
  %186 = and i32 %161, %176
  %187 = and i32 %186, %185
  %188 = or i32 %182, %187
  %189 = select i1 %55, i32 0, i32 %142
  %190 = select i1 %57, i32 0, i32 %97
  %191 = or i32 %189, %190
  %192 = and i32 %180, %191
  %193 = or i32 %175, %192
  %194 = select i1 %59, i32 0, i32 %142
  %195 = select i1 %61, i32 0, i32 %97
  %196 = or i32 %194, %195
  %197 = and i32 %186, %196
  %198 = or i32 %193, %197
  %199 = and i32 %198, %166
  %200 = select i1 %63, i32 0, i32 %142
  %201 = select i1 %65, i32 0, i32 %97
  %202 = or i32 %200, %201
  %203 = or i32 %143, %148
  %204 = xor i32 %203, -1
  %205 = and i32 %202, %204
  %206 = and i32 %205, %141
  %207 = or i32 %188, %206
  %208 = and i32 %207, %147
  %209 = or i32 %199, %208
  %210 = getelementptr inbounds nuw i32, ptr %1, i64 %67
  store i32 %209, ptr %210, align 4, !tbaa !6
  %211 = add nuw nsw i64 %67, %17
  %212 = icmp samesign ult i64 %211, %12
  br i1 %212, label %66, label %213, !llvm.loop !11

213:                                              ; preds = %66, %9, %5
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
  br i1 %22, label %23, label %56

23:                                               ; preds = %6
  %24 = add i32 %15, -1
  %25 = add nsw i32 %17, -1
  %26 = zext nneg i32 %2 to i64
  br label %27

27:                                               ; preds = %23, %27
  %28 = phi i32 [ %13, %23 ], [ %54, %27 ]
  %29 = trunc i32 %28 to i16
  %30 = udiv i16 %29, 18
  %31 = zext nneg i16 %30 to i32
  %32 = mul nsw i32 %31, -18
  %33 = add nsw i32 %32, %28
  %34 = add i32 %24, %33
  %35 = srem i32 %34, %2
  %36 = add nsw i32 %25, %31
  %37 = srem i32 %36, %3
  %38 = icmp slt i32 %35, 0
  %39 = select i1 %38, i32 %2, i32 0
  %40 = add nsw i32 %39, %35
  %41 = icmp slt i32 %37, 0
  %42 = select i1 %41, i32 %3, i32 0
  %43 = add nsw i32 %42, %37
  %44 = sext i32 %43 to i64
  %45 = mul nsw i64 %44, %26
  %46 = sext i32 %40 to i64
  %47 = getelementptr i32, ptr %0, i64 %45
  %48 = getelementptr i32, ptr %47, i64 %46
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = zext nneg i16 %30 to i64
  %51 = getelementptr inbounds nuw [18 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE4tile to ptr), i64 %50
  %52 = sext i32 %33 to i64
  %53 = getelementptr inbounds i32, ptr %51, i64 %52
  store i32 %49, ptr %53, align 4, !tbaa !6
  %54 = add nuw nsw i32 %28, %9
  %55 = icmp samesign ult i32 %54, 324
  br i1 %55, label %27, label %56, !llvm.loop !13

56:                                               ; preds = %27, %6
  %57 = icmp samesign ult i32 %13, 32
  br i1 %57, label %58, label %61

58:                                               ; preds = %56
  %59 = zext nneg i32 %13 to i64
  %60 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %59
  store i32 0, ptr %60, align 4, !tbaa !6
  br label %61

61:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %62 = icmp samesign ult i32 %13, 256
  %63 = select i1 %20, i1 %62, i1 false
  br i1 %63, label %64, label %259

64:                                               ; preds = %61
  %65 = load i64, ptr %4, align 4
  %66 = trunc i64 %65 to i32
  %67 = lshr i64 %65, 32
  %68 = trunc nuw i64 %67 to i32
  %69 = zext nneg i32 %2 to i64
  %70 = and i32 %66, 1
  %71 = icmp eq i32 %70, 0
  %72 = and i32 %68, 1
  %73 = icmp eq i32 %72, 0
  %74 = and i32 %66, 2
  %75 = icmp eq i32 %74, 0
  %76 = and i32 %68, 2
  %77 = icmp eq i32 %76, 0
  %78 = and i32 %66, 4
  %79 = icmp eq i32 %78, 0
  %80 = and i32 %68, 4
  %81 = icmp eq i32 %80, 0
  %82 = and i32 %66, 8
  %83 = icmp eq i32 %82, 0
  %84 = and i32 %68, 8
  %85 = icmp eq i32 %84, 0
  %86 = and i32 %66, 16
  %87 = icmp eq i32 %86, 0
  %88 = and i32 %68, 16
  %89 = icmp eq i32 %88, 0
  %90 = and i32 %66, 32
  %91 = icmp eq i32 %90, 0
  %92 = and i32 %68, 32
  %93 = icmp eq i32 %92, 0
  %94 = and i32 %66, 64
  %95 = icmp eq i32 %94, 0
  %96 = and i32 %68, 64
  %97 = icmp eq i32 %96, 0
  %98 = and i32 %66, 128
  %99 = icmp eq i32 %98, 0
  %100 = and i32 %68, 128
  %101 = icmp eq i32 %100, 0
  %102 = and i32 %66, 256
  %103 = icmp eq i32 %102, 0
  %104 = and i32 %68, 256
  %105 = icmp eq i32 %104, 0
  br label %106

106:                                              ; preds = %64, %255
  %107 = phi i32 [ 0, %64 ], [ %256, %255 ]
  %108 = phi i32 [ %13, %64 ], [ %257, %255 ]
  %109 = lshr i32 %108, 4
  %110 = and i32 %108, 15
  %111 = or disjoint i32 %110, %15
  %112 = or disjoint i32 %109, %17
  %113 = icmp slt i32 %111, %2
  %114 = icmp slt i32 %112, %3
  %115 = select i1 %113, i1 %114, i1 false
  br i1 %115, label %116, label %255

116:                                              ; preds = %106
  %117 = zext nneg i32 %109 to i64
  %118 = getelementptr inbounds nuw [18 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE4tile to ptr), i64 %117
  %119 = zext nneg i32 %110 to i64
  %120 = getelementptr inbounds nuw i32, ptr %118, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = add nuw nsw i32 %110, 1
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw i32, ptr %118, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = add nuw nsw i32 %110, 2
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw i32, ptr %118, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = getelementptr i8, ptr %118, i64 72
  %131 = getelementptr inbounds nuw i32, ptr %130, i64 %119
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = getelementptr inbounds nuw i32, ptr %130, i64 %123
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = getelementptr inbounds nuw i32, ptr %130, i64 %127
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = getelementptr i8, ptr %118, i64 144
  %138 = getelementptr inbounds nuw i32, ptr %137, i64 %119
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = getelementptr inbounds nuw i32, ptr %137, i64 %123
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = getelementptr inbounds nuw i32, ptr %137, i64 %127
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = tail call i32 @llvm.fshl.i32(i32 %125, i32 %121, i32 1)
  %145 = and i32 %144, %125
  %146 = xor i32 %144, %125
  %147 = tail call i32 @llvm.fshl.i32(i32 %129, i32 %125, i32 31)
  %148 = and i32 %146, %147
  %149 = xor i32 %146, %147
  %150 = xor i32 %148, %145
  %151 = tail call i32 @llvm.fshl.i32(i32 %134, i32 %132, i32 1)
  %152 = and i32 %151, %149
  %153 = xor i32 %151, %149
  %154 = and i32 %152, %145
  %155 = xor i32 %152, %150
  %156 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %134, i32 31)
  %157 = and i32 %153, %156
  %158 = xor i32 %153, %156
  %159 = and i32 %157, %150
  %160 = xor i32 %155, %157
  %161 = xor i32 %159, %154
  %162 = tail call i32 @llvm.fshl.i32(i32 %141, i32 %139, i32 1)
  %163 = and i32 %162, %158
  %164 = xor i32 %162, %158
  %165 = and i32 %163, %155
  %166 = xor i32 %163, %160
  %167 = and i32 %165, %161
  %168 = xor i32 %165, %161
  %169 = and i32 %164, %141
  %170 = xor i32 %164, %141
  %171 = and i32 %169, %160
  %172 = and i32 %168, %171
  %173 = xor i32 %168, %171
  %174 = or i32 %172, %167
  %175 = tail call i32 @llvm.fshl.i32(i32 %143, i32 %141, i32 31)
  %176 = and i32 %170, %175
  %177 = and i32 %176, %166
  %178 = and i32 %173, %177
  %179 = or i32 %174, %178
  %180 = xor i32 %134, -1
  %181 = xor i32 %175, %170
  %182 = xor i32 %181, -1
  %183 = xor i32 %169, %166
  %184 = xor i32 %183, %176
  %185 = xor i32 %184, -1
  %186 = xor i32 %177, %173
  %187 = xor i32 %186, -1
  %188 = xor i32 %179, -1
  %189 = select i1 %71, i32 0, i32 %180
  %190 = select i1 %73, i32 0, i32 %134
  %191 = or i32 %189, %190
  %192 = and i32 %182, %188
  %193 = and i32 %192, %187
  %194 = and i32 %193, %191
  %195 = xor i32 %175, %170
  %196 = select i1 %75, i32 0, i32 %180
  %197 = select i1 %77, i32 0, i32 %134
  %198 = or i32 %196, %197
  %199 = and i32 %195, %188
  %200 = and i32 %199, %187
  %201 = and i32 %200, %198
  %202 = or i32 %201, %194
  %203 = xor i32 %169, %166
  %204 = xor i32 %203, %176
  %205 = select i1 %79, i32 0, i32 %180
  %206 = select i1 %81, i32 0, i32 %134
  %207 = or i32 %205, %206
  %208 = and i32 %193, %207
  %209 = select i1 %83, i32 0, i32 %180
  %210 = select i1 %85, i32 0, i32 %134
  %211 = or i32 %209, %210
  %212 = and i32 %200, %211
  %213 = or i32 %208, %212
  %214 = xor i32 %177, %173
  %215 = select i1 %87, i32 0, i32 %180
  %216 = select i1 %89, i32 0, i32 %134
  %217 = or i32 %215, %216
  %218 = and i32 %192, %214
  %219 = and i32 %218, %217
  %220 = or i32 %202, %219
  %221 = select i1 %91, i32 0, i32 %180
  %222 = select i1 %93, i32 0, i32 %134
  %223 = or i32 %221, %222
  %224 = and i32 %199, %214
  %225 = and i32 %224, %223
  %226 = or i32 %220, %225
  %227 = select i1 %95, i32 0, i32 %180
  %228 = select i1 %97, i32 0, i32 %134
  %229 = or i32 %227, %228
  %230 = and i32 %218, %229
  %231 = or i32 %213, %230
  %232 = select i1 %99, i32 0, i32 %180
  %233 = select i1 %101, i32 0, i32 %134
  %234 = or i32 %232, %233
  %235 = and i32 %224, %234
  %236 = or i32 %231, %235
  %237 = and i32 %236, %204
  %238 = select i1 %103, i32 0, i32 %180
  %239 = select i1 %105, i32 0, i32 %134
  %240 = or i32 %238, %239
  %241 = or i32 %181, %186
  %242 = xor i32 %241, -1
  %243 = and i32 %240, %242
  %244 = and i32 %243, %179
  %245 = or i32 %226, %244
  %246 = and i32 %245, %185
  %247 = or i32 %237, %246
  %248 = zext nneg i32 %112 to i64
  %249 = mul nuw nsw i64 %248, %69
  %250 = sext i32 %111 to i64
  %251 = getelementptr i32, ptr %1, i64 %249
  %252 = getelementptr i32, ptr %251, i64 %250
  store i32 %247, ptr %252, align 4, !tbaa !6
  %253 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %247)
  %254 = add i32 %253, %107
  br label %255

255:                                              ; preds = %106, %116
  %256 = phi i32 [ %254, %116 ], [ %107, %106 ]
  %257 = add nuw nsw i32 %108, %9
  %258 = icmp samesign ult i32 %257, 256
  br i1 %258, label %106, label %259, !llvm.loop !14

259:                                              ; preds = %255, %61
  %260 = phi i32 [ 0, %61 ], [ %256, %255 ]
  %261 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %260, i32 16, i32 31)
  %262 = add i32 %261, %260
  %263 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %262, i32 8, i32 31)
  %264 = add i32 %263, %262
  %265 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %264, i32 4, i32 31)
  %266 = add i32 %265, %264
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %266, i32 2, i32 31)
  %268 = add i32 %267, %266
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %268, i32 1, i32 31)
  %270 = and i32 %13, 31
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %272, label %277

272:                                              ; preds = %259
  %273 = add i32 %269, %268
  %274 = lshr exact i32 %13, 5
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %275
  store i32 %273, ptr %276, align 4, !tbaa !6
  br label %277

277:                                              ; preds = %272, %259
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %278 = icmp eq i32 %13, 0
  br i1 %278, label %279, label %367

279:                                              ; preds = %277
  %280 = add nuw nsw i32 %9, 31
  %281 = lshr i32 %280, 5
  %282 = tail call i32 @llvm.umin.i32(i32 %281, i32 32)
  %283 = add nsw i32 %282, -1
  %284 = and i32 %282, 7
  %285 = icmp ult i32 %283, 7
  br i1 %285, label %290, label %286

286:                                              ; preds = %279
  %287 = and i32 %282, 56
  br label %311

288:                                              ; preds = %311
  %289 = icmp eq i32 %284, 0
  br i1 %289, label %306, label %290

290:                                              ; preds = %288, %279
  %291 = phi i32 [ 0, %279 ], [ %362, %288 ]
  %292 = phi i64 [ 0, %279 ], [ %361, %288 ]
  %293 = icmp ne i32 %284, 0
  tail call void @llvm.assume(i1 %293)
  br label %294

294:                                              ; preds = %294, %290
  %295 = phi i32 [ %303, %294 ], [ %291, %290 ]
  %296 = phi i64 [ %302, %294 ], [ %292, %290 ]
  %297 = phi i32 [ %304, %294 ], [ 0, %290 ]
  %298 = zext nneg i32 %295 to i64
  %299 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !6
  %301 = zext i32 %300 to i64
  %302 = add i64 %296, %301
  %303 = add nuw nsw i32 %295, 1
  %304 = add i32 %297, 1
  %305 = icmp eq i32 %304, %284
  br i1 %305, label %306, label %294, !llvm.loop !15

306:                                              ; preds = %294, %288
  %307 = phi i64 [ %361, %288 ], [ %302, %294 ]
  %308 = icmp ne ptr %5, null
  %309 = icmp ne i64 %307, 0
  %310 = select i1 %308, i1 %309, i1 false
  br i1 %310, label %365, label %367

311:                                              ; preds = %311, %286
  %312 = phi i32 [ 0, %286 ], [ %362, %311 ]
  %313 = phi i64 [ 0, %286 ], [ %361, %311 ]
  %314 = phi i32 [ 0, %286 ], [ %363, %311 ]
  %315 = zext nneg i32 %312 to i64
  %316 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %315
  %317 = load i32, ptr %316, align 4, !tbaa !6
  %318 = zext i32 %317 to i64
  %319 = add i64 %313, %318
  %320 = zext nneg i32 %312 to i64
  %321 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %320
  %322 = getelementptr inbounds nuw i8, ptr %321, i64 4
  %323 = load i32, ptr %322, align 4, !tbaa !6
  %324 = zext i32 %323 to i64
  %325 = add i64 %319, %324
  %326 = zext nneg i32 %312 to i64
  %327 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %326
  %328 = getelementptr inbounds nuw i8, ptr %327, i64 8
  %329 = load i32, ptr %328, align 4, !tbaa !6
  %330 = zext i32 %329 to i64
  %331 = add i64 %325, %330
  %332 = zext nneg i32 %312 to i64
  %333 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %332
  %334 = getelementptr inbounds nuw i8, ptr %333, i64 12
  %335 = load i32, ptr %334, align 4, !tbaa !6
  %336 = zext i32 %335 to i64
  %337 = add i64 %331, %336
  %338 = zext nneg i32 %312 to i64
  %339 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %338
  %340 = getelementptr inbounds nuw i8, ptr %339, i64 16
  %341 = load i32, ptr %340, align 4, !tbaa !6
  %342 = zext i32 %341 to i64
  %343 = add i64 %337, %342
  %344 = zext nneg i32 %312 to i64
  %345 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %344
  %346 = getelementptr inbounds nuw i8, ptr %345, i64 20
  %347 = load i32, ptr %346, align 4, !tbaa !6
  %348 = zext i32 %347 to i64
  %349 = add i64 %343, %348
  %350 = zext nneg i32 %312 to i64
  %351 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %350
  %352 = getelementptr inbounds nuw i8, ptr %351, i64 24
  %353 = load i32, ptr %352, align 4, !tbaa !6
  %354 = zext i32 %353 to i64
  %355 = add i64 %349, %354
  %356 = zext nneg i32 %312 to i64
  %357 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15life_step_tiledE8warp_pop to ptr), i64 %356
  %358 = getelementptr inbounds nuw i8, ptr %357, i64 28
  %359 = load i32, ptr %358, align 4, !tbaa !6
  %360 = zext i32 %359 to i64
  %361 = add i64 %355, %360
  %362 = add nuw nsw i32 %312, 8
  %363 = add i32 %314, 8
  %364 = icmp eq i32 %363, %287
  br i1 %364, label %288, label %311, !llvm.loop !17

365:                                              ; preds = %306
  %366 = atomicrmw add ptr %5, i64 %307 seq_cst, align 8
  br label %367

367:                                              ; preds = %306, %365, %277
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !12}
