; ModuleID = 'src/lz4_varint.cu'
source_filename = "src/lz4_varint.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @lz4_decompress_warp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i64 noundef %3, i32 noundef %4, ptr noalias noundef captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = lshr i32 %13, 5
  %15 = and i32 %12, 31
  %16 = icmp sge i32 %14, %4
  %17 = icmp slt i32 %6, 1
  %18 = or i1 %16, %17
  br i1 %18, label %212, label %19

19:                                               ; preds = %8
  %20 = zext nneg i32 %14 to i64
  %21 = getelementptr inbounds nuw i64, ptr %1, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !11
  %23 = getelementptr inbounds nuw i32, ptr %2, i64 %20
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = icmp slt i64 %22, 0
  %26 = icmp slt i32 %24, 0
  %27 = select i1 %25, i1 true, i1 %26
  %28 = zext nneg i32 %24 to i64
  %29 = add nuw nsw i64 %22, %28
  %30 = icmp sgt i64 %29, %3
  %31 = select i1 %27, i1 true, i1 %30
  br i1 %31, label %32, label %36

32:                                               ; preds = %19
  %33 = icmp eq i32 %15, 0
  br i1 %33, label %34, label %212

34:                                               ; preds = %32
  %35 = getelementptr inbounds nuw i32, ptr %7, i64 %20
  store i32 -1, ptr %35, align 4, !tbaa !6
  br label %212

36:                                               ; preds = %19
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 %22
  %38 = zext nneg i32 %6 to i64
  %39 = mul nuw nsw i64 %38, %20
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 %39
  %41 = icmp eq i32 %15, 0
  br label %42

42:                                               ; preds = %201, %36
  %43 = phi i32 [ 0, %36 ], [ %202, %201 ]
  %44 = phi i32 [ 0, %36 ], [ %203, %201 ]
  %45 = phi i32 [ 0, %36 ], [ %204, %201 ]
  %46 = icmp slt i32 %45, %24
  %47 = icmp eq i32 %43, 0
  %48 = and i1 %47, %46
  br i1 %48, label %49, label %205

49:                                               ; preds = %42
  br i1 %41, label %50, label %132

50:                                               ; preds = %49
  %51 = add nsw i32 %45, 1
  %52 = sext i32 %45 to i64
  %53 = getelementptr inbounds i8, ptr %37, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !13
  %55 = zext i8 %54 to i32
  %56 = lshr i32 %55, 4
  %57 = icmp eq i32 %56, 15
  br i1 %57, label %58, label %72

58:                                               ; preds = %50, %62
  %59 = phi i32 [ %63, %62 ], [ %51, %50 ]
  %60 = phi i32 [ %68, %62 ], [ 15, %50 ]
  %61 = icmp ne i32 %59, %24
  br i1 %61, label %62, label %72

62:                                               ; preds = %58
  %63 = add i32 %59, 1
  %64 = sext i32 %59 to i64
  %65 = getelementptr inbounds i8, ptr %37, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !13
  %67 = zext i8 %66 to i32
  %68 = add nuw nsw i32 %60, %67
  %69 = icmp eq i8 %66, -1
  %70 = icmp samesign ult i32 %68, 16777216
  %71 = select i1 %69, i1 %70, i1 false
  br i1 %71, label %58, label %72, !llvm.loop !14

72:                                               ; preds = %62, %58, %50
  %73 = phi i1 [ true, %50 ], [ %61, %58 ], [ %61, %62 ]
  %74 = phi i32 [ %51, %50 ], [ %63, %62 ], [ %24, %58 ]
  %75 = phi i32 [ %56, %50 ], [ %68, %62 ], [ %60, %58 ]
  %76 = add nsw i32 %75, %74
  br i1 %73, label %77, label %84

77:                                               ; preds = %72
  %78 = icmp sle i32 %76, %24
  %79 = add nsw i32 %75, %44
  %80 = icmp sle i32 %79, %6
  %81 = select i1 %80, i32 0, i32 -3
  %82 = select i1 %78, i1 %80, i1 false
  %83 = select i1 %78, i32 %81, i32 -1
  br label %84

84:                                               ; preds = %72, %77
  %85 = phi i1 [ %82, %77 ], [ false, %72 ]
  %86 = phi i32 [ %83, %77 ], [ -1, %72 ]
  br i1 %85, label %87, label %132

87:                                               ; preds = %84
  %88 = icmp slt i32 %76, %24
  br i1 %88, label %89, label %132

89:                                               ; preds = %87
  %90 = add nsw i32 %76, 2
  %91 = icmp sgt i32 %90, %24
  br i1 %91, label %132, label %92

92:                                               ; preds = %89
  %93 = sext i32 %76 to i64
  %94 = getelementptr inbounds i8, ptr %37, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !13
  %96 = zext i8 %95 to i32
  %97 = getelementptr i8, ptr %94, i64 1
  %98 = load i8, ptr %97, align 1, !tbaa !13
  %99 = zext i8 %98 to i32
  %100 = shl nuw nsw i32 %99, 8
  %101 = or disjoint i32 %100, %96
  %102 = and i32 %55, 15
  %103 = icmp eq i32 %102, 15
  br i1 %103, label %104, label %118

104:                                              ; preds = %92, %108
  %105 = phi i32 [ %114, %108 ], [ 15, %92 ]
  %106 = phi i32 [ %109, %108 ], [ %90, %92 ]
  %107 = icmp slt i32 %106, %24
  br i1 %107, label %108, label %118

108:                                              ; preds = %104
  %109 = add nsw i32 %106, 1
  %110 = sext i32 %106 to i64
  %111 = getelementptr inbounds i8, ptr %37, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !13
  %113 = zext i8 %112 to i32
  %114 = add nuw nsw i32 %105, %113
  %115 = icmp eq i8 %112, -1
  %116 = icmp samesign ult i32 %114, 16777216
  %117 = select i1 %115, i1 %116, i1 false
  br i1 %117, label %104, label %118, !llvm.loop !16

118:                                              ; preds = %108, %104, %92
  %119 = phi i32 [ %102, %92 ], [ %114, %108 ], [ %105, %104 ]
  %120 = phi i1 [ true, %92 ], [ %107, %104 ], [ %107, %108 ]
  %121 = phi i32 [ %90, %92 ], [ %109, %108 ], [ %24, %104 ]
  %122 = add nuw nsw i32 %119, 4
  %123 = icmp ne i32 %101, 0
  %124 = add nsw i32 %75, %44
  %125 = icmp sle i32 %101, %124
  %126 = select i1 %123, i1 %125, i1 false
  %127 = add nsw i32 %124, %122
  %128 = icmp sgt i32 %127, %6
  %129 = select i1 %128, i32 -3, i32 0
  %130 = select i1 %126, i32 %129, i32 -2
  %131 = select i1 %120, i32 %130, i32 -1
  br label %132

132:                                              ; preds = %118, %84, %87, %89, %49
  %133 = phi i32 [ 0, %49 ], [ 0, %84 ], [ 0, %89 ], [ 0, %87 ], [ %122, %118 ]
  %134 = phi i32 [ 0, %49 ], [ 0, %84 ], [ 0, %89 ], [ 0, %87 ], [ %101, %118 ]
  %135 = phi i32 [ 0, %49 ], [ %76, %84 ], [ %76, %89 ], [ %76, %87 ], [ %121, %118 ]
  %136 = phi i32 [ 0, %49 ], [ %86, %84 ], [ -1, %89 ], [ 0, %87 ], [ %131, %118 ]
  %137 = phi i32 [ 0, %49 ], [ %74, %84 ], [ %74, %89 ], [ %74, %87 ], [ %74, %118 ]
  %138 = phi i32 [ 0, %49 ], [ %75, %84 ], [ %75, %89 ], [ %75, %87 ], [ %75, %118 ]
  %139 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %136, i32 0, i32 31)
  %140 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %138, i32 0, i32 31)
  %141 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %137, i32 0, i32 31)
  %142 = icmp eq i32 %139, 0
  br i1 %142, label %143, label %201

143:                                              ; preds = %132
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %133, i32 0, i32 31)
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %134, i32 0, i32 31)
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %135, i32 0, i32 31)
  %147 = icmp slt i32 %15, %140
  br i1 %147, label %151, label %148

148:                                              ; preds = %151, %143
  %149 = add nsw i32 %140, %44
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %150 = icmp sgt i32 %144, 0
  br i1 %150, label %162, label %199

151:                                              ; preds = %143, %151
  %152 = phi i32 [ %160, %151 ], [ %15, %143 ]
  %153 = add nsw i32 %152, %141
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i8, ptr %37, i64 %154
  %156 = load i8, ptr %155, align 1, !tbaa !13
  %157 = add nsw i32 %152, %44
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i8, ptr %40, i64 %158
  store i8 %156, ptr %159, align 1, !tbaa !13
  %160 = add nuw nsw i32 %152, 32
  %161 = icmp slt i32 %160, %140
  br i1 %161, label %151, label %148, !llvm.loop !17

162:                                              ; preds = %148
  %163 = icmp sgt i32 %145, 31
  br i1 %163, label %166, label %164

164:                                              ; preds = %162
  %165 = icmp slt i32 %15, %145
  br label %181

166:                                              ; preds = %162, %178
  %167 = phi i32 [ %179, %178 ], [ 0, %162 ]
  %168 = or disjoint i32 %167, %15
  %169 = icmp slt i32 %168, %144
  br i1 %169, label %170, label %178

170:                                              ; preds = %166
  %171 = add nsw i32 %168, %149
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds i8, ptr %40, i64 %172
  %174 = sub nsw i32 %171, %145
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds i8, ptr %40, i64 %175
  %177 = load i8, ptr %176, align 1, !tbaa !13
  store i8 %177, ptr %173, align 1, !tbaa !13
  br label %178

178:                                              ; preds = %170, %166
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %179 = add nuw nsw i32 %167, 32
  %180 = icmp slt i32 %179, %144
  br i1 %180, label %166, label %197, !llvm.loop !18

181:                                              ; preds = %164, %194
  %182 = phi i32 [ 0, %164 ], [ %195, %194 ]
  %183 = add nsw i32 %182, %15
  %184 = icmp slt i32 %183, %144
  %185 = select i1 %165, i1 %184, i1 false
  br i1 %185, label %186, label %194

186:                                              ; preds = %181
  %187 = add nsw i32 %183, %149
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds i8, ptr %40, i64 %188
  %190 = sub nsw i32 %187, %145
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i8, ptr %40, i64 %191
  %193 = load i8, ptr %192, align 1, !tbaa !13
  store i8 %193, ptr %189, align 1, !tbaa !13
  br label %194

194:                                              ; preds = %181, %186
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %195 = add nsw i32 %182, %145
  %196 = icmp slt i32 %195, %144
  br i1 %196, label %181, label %197, !llvm.loop !19

197:                                              ; preds = %194, %178
  %198 = add nsw i32 %144, %149
  br label %199

199:                                              ; preds = %197, %148
  %200 = phi i32 [ %198, %197 ], [ %149, %148 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %201

201:                                              ; preds = %132, %199
  %202 = phi i32 [ 0, %199 ], [ %139, %132 ]
  %203 = phi i32 [ %200, %199 ], [ %44, %132 ]
  %204 = phi i32 [ %146, %199 ], [ %45, %132 ]
  br i1 %142, label %42, label %205

205:                                              ; preds = %201, %42
  %206 = phi i32 [ %202, %201 ], [ %43, %42 ]
  %207 = phi i32 [ %203, %201 ], [ %44, %42 ]
  br i1 %41, label %208, label %212

208:                                              ; preds = %205
  %209 = getelementptr inbounds nuw i32, ptr %7, i64 %20
  %210 = icmp eq i32 %206, 0
  %211 = select i1 %210, i32 %207, i32 %206
  store i32 %211, ptr %209, align 4, !tbaa !6
  br label %212

212:                                              ; preds = %34, %32, %208, %205, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @varint_decode_warp(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #1 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = lshr i32 %13, 5
  %15 = and i32 %12, 31
  %16 = icmp sge i32 %14, %3
  %17 = icmp slt i32 %2, 1
  %18 = or i1 %17, %16
  %19 = icmp slt i32 %4, 1
  %20 = or i1 %18, %19
  br i1 %20, label %194, label %21

21:                                               ; preds = %8
  %22 = zext nneg i32 %14 to i64
  %23 = zext nneg i32 %2 to i64
  %24 = mul nuw nsw i64 %23, %22
  %25 = add nuw nsw i64 %24, %23
  %26 = tail call noundef range(i64 -9223372036854775808, 288230376017494017) i64 @llvm.smin.i64(i64 range(i64 1, 288230376017494017) %25, i64 %1)
  %27 = zext nneg i32 %4 to i64
  %28 = mul nuw nsw i64 %27, %22
  %29 = getelementptr inbounds nuw i64, ptr %6, i64 %28
  %30 = zext nneg i32 %15 to i64
  %31 = shl nsw i32 -1, %15
  %32 = xor i32 %31, -1
  %33 = shl nuw i32 1, %15
  %34 = icmp eq i32 %5, 0
  br label %35

35:                                               ; preds = %179, %21
  %36 = phi i1 [ false, %21 ], [ %180, %179 ]
  %37 = phi i32 [ 0, %21 ], [ %181, %179 ]
  %38 = phi i64 [ %24, %21 ], [ %182, %179 ]
  %39 = icmp slt i64 %38, %26
  %40 = icmp slt i32 %37, %4
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %184

42:                                               ; preds = %35
  %43 = add nsw i64 %38, %30
  %44 = icmp slt i64 %43, %26
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = getelementptr inbounds i8, ptr %0, i64 %43
  %47 = load i8, ptr %46, align 1, !tbaa !13
  %48 = zext i8 %47 to i32
  br label %49

49:                                               ; preds = %42, %45
  %50 = phi i32 [ %48, %45 ], [ 128, %42 ]
  %51 = icmp samesign ult i32 %50, 128
  %52 = select i1 %44, i1 %51, i1 false
  %53 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %52)
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %179, label %55

55:                                               ; preds = %49
  %56 = and i32 %53, %32
  %57 = icmp eq i32 %56, 0
  %58 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %56, i1 true)
  %59 = or disjoint i32 %58, -32
  %60 = select i1 %57, i32 0, i32 %59
  %61 = add nsw i32 %60, %15
  %62 = icmp slt i32 %61, 10
  %63 = and i32 %50, 127
  %64 = zext nneg i32 %63 to i64
  %65 = mul nsw i32 %61, 7
  %66 = zext nneg i32 %65 to i64
  %67 = shl i64 %64, %66
  %68 = select i1 %62, i64 %67, i64 0
  %69 = trunc i64 %68 to i32
  %70 = lshr i64 %68, 32
  %71 = trunc nuw i64 %70 to i32
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 1, i32 0)
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 1, i32 0)
  %74 = zext i32 %73 to i64
  %75 = shl nuw i64 %74, 32
  %76 = zext i32 %72 to i64
  %77 = or disjoint i64 %75, %76
  %78 = icmp slt i32 %61, 1
  %79 = select i1 %78, i64 0, i64 %77
  %80 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 2, i32 0)
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 2, i32 0)
  %82 = zext i32 %81 to i64
  %83 = shl nuw i64 %82, 32
  %84 = zext i32 %80 to i64
  %85 = or disjoint i64 %83, %84
  %86 = icmp slt i32 %61, 2
  %87 = select i1 %86, i64 0, i64 %85
  %88 = or i64 %79, %87
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 3, i32 0)
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 3, i32 0)
  %91 = zext i32 %90 to i64
  %92 = shl nuw i64 %91, 32
  %93 = zext i32 %89 to i64
  %94 = or disjoint i64 %92, %93
  %95 = icmp slt i32 %61, 3
  %96 = select i1 %95, i64 0, i64 %94
  %97 = or i64 %88, %96
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 4, i32 0)
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 4, i32 0)
  %100 = zext i32 %99 to i64
  %101 = shl nuw i64 %100, 32
  %102 = zext i32 %98 to i64
  %103 = or disjoint i64 %101, %102
  %104 = icmp slt i32 %61, 4
  %105 = select i1 %104, i64 0, i64 %103
  %106 = or i64 %97, %105
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 5, i32 0)
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 5, i32 0)
  %109 = zext i32 %108 to i64
  %110 = shl nuw i64 %109, 32
  %111 = zext i32 %107 to i64
  %112 = or disjoint i64 %110, %111
  %113 = icmp slt i32 %61, 5
  %114 = select i1 %113, i64 0, i64 %112
  %115 = or i64 %106, %114
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 6, i32 0)
  %117 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 6, i32 0)
  %118 = zext i32 %117 to i64
  %119 = shl nuw i64 %118, 32
  %120 = zext i32 %116 to i64
  %121 = or disjoint i64 %119, %120
  %122 = icmp slt i32 %61, 6
  %123 = select i1 %122, i64 0, i64 %121
  %124 = or i64 %115, %123
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 7, i32 0)
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 7, i32 0)
  %127 = zext i32 %126 to i64
  %128 = shl nuw i64 %127, 32
  %129 = zext i32 %125 to i64
  %130 = or disjoint i64 %128, %129
  %131 = icmp slt i32 %61, 7
  %132 = select i1 %131, i64 0, i64 %130
  %133 = or i64 %124, %132
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 8, i32 0)
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 8, i32 0)
  %136 = zext i32 %135 to i64
  %137 = shl nuw i64 %136, 32
  %138 = zext i32 %134 to i64
  %139 = or disjoint i64 %137, %138
  %140 = icmp slt i32 %61, 8
  %141 = select i1 %140, i64 0, i64 %139
  %142 = or i64 %133, %141
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 9, i32 0)
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %71, i32 9, i32 0)
  %145 = zext i32 %144 to i64
  %146 = shl nuw i64 %145, 32
  %147 = zext i32 %143 to i64
  %148 = or disjoint i64 %146, %147
  %149 = icmp slt i32 %61, 9
  %150 = select i1 %149, i64 0, i64 %148
  %151 = or i64 %142, %150
  %152 = or i64 %151, %68
  %153 = and i32 %53, %33
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %169, label %155

155:                                              ; preds = %55
  %156 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %56)
  %157 = add nsw i32 %156, %37
  %158 = icmp sgt i32 %61, 9
  br i1 %158, label %169, label %159

159:                                              ; preds = %155
  %160 = icmp slt i32 %157, %4
  br i1 %160, label %161, label %169

161:                                              ; preds = %159
  %162 = lshr i64 %152, 1
  %163 = and i64 %152, 1
  %164 = sub nsw i64 0, %163
  %165 = xor i64 %162, %164
  %166 = select i1 %34, i64 %152, i64 %165
  %167 = sext i32 %157 to i64
  %168 = getelementptr inbounds i64, ptr %29, i64 %167
  store i64 %166, ptr %168, align 8, !tbaa !11
  br label %169

169:                                              ; preds = %161, %159, %155, %55
  %170 = phi i1 [ %36, %55 ], [ %36, %159 ], [ %36, %161 ], [ true, %155 ]
  %171 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %53, i1 true)
  %172 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %53)
  %173 = add nsw i32 %172, %37
  %174 = sub nuw nsw i32 32, %171
  %175 = zext nneg i32 %174 to i64
  %176 = add nsw i64 %38, %175
  %177 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %170)
  %178 = xor i1 %177, true
  br label %179

179:                                              ; preds = %49, %169
  %180 = phi i1 [ %170, %169 ], [ true, %49 ]
  %181 = phi i32 [ %173, %169 ], [ %37, %49 ]
  %182 = phi i64 [ %176, %169 ], [ %38, %49 ]
  %183 = phi i1 [ %178, %169 ], [ false, %49 ]
  br i1 %183, label %35, label %184

184:                                              ; preds = %179, %35
  %185 = phi i1 [ %180, %179 ], [ %36, %35 ]
  %186 = phi i32 [ %181, %179 ], [ %37, %35 ]
  %187 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %185)
  %188 = icmp eq i32 %15, 0
  br i1 %188, label %189, label %194

189:                                              ; preds = %184
  %190 = tail call i32 @llvm.smin.i32(i32 %186, i32 range(i32 1, -2147483648) %4)
  %191 = sext i1 %187 to i32
  %192 = xor i32 %190, %191
  %193 = getelementptr inbounds nuw i32, ptr %7, i64 %22
  store i32 %192, ptr %193, align 4, !tbaa !6
  br label %194

194:                                              ; preds = %184, %189, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
