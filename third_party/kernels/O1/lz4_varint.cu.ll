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
  br i1 %18, label %218, label %19

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
  br i1 %31, label %32, label %34

32:                                               ; preds = %19
  %33 = icmp eq i32 %15, 0
  br i1 %33, label %215, label %218

34:                                               ; preds = %19
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 %22
  %36 = zext nneg i32 %6 to i64
  %37 = mul nuw nsw i64 %36, %20
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 %37
  %39 = icmp eq i32 %15, 0
  br label %40

40:                                               ; preds = %204, %34
  %41 = phi i32 [ 0, %34 ], [ %205, %204 ]
  %42 = phi i32 [ 0, %34 ], [ %206, %204 ]
  %43 = phi i32 [ 0, %34 ], [ %207, %204 ]
  %44 = icmp slt i32 %43, %24
  %45 = icmp eq i32 %41, 0
  %46 = and i1 %45, %44
  br i1 %46, label %47, label %208

47:                                               ; preds = %40
  br i1 %39, label %48, label %135

48:                                               ; preds = %47
  %49 = add nsw i32 %43, 1
  %50 = sext i32 %43 to i64
  %51 = getelementptr inbounds i8, ptr %35, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !13
  %53 = zext i8 %52 to i32
  %54 = lshr i32 %53, 4
  %55 = icmp eq i32 %54, 15
  br i1 %55, label %56, label %70

56:                                               ; preds = %48, %60
  %57 = phi i32 [ %61, %60 ], [ %49, %48 ]
  %58 = phi i32 [ %66, %60 ], [ 15, %48 ]
  %59 = icmp eq i32 %57, %24
  br i1 %59, label %70, label %60

60:                                               ; preds = %56
  %61 = add i32 %57, 1
  %62 = sext i32 %57 to i64
  %63 = getelementptr inbounds i8, ptr %35, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !13
  %65 = zext i8 %64 to i32
  %66 = add nuw nsw i32 %58, %65
  %67 = icmp eq i8 %64, -1
  %68 = icmp samesign ult i32 %66, 16777216
  %69 = select i1 %67, i1 %68, i1 false
  br i1 %69, label %56, label %70, !llvm.loop !14

70:                                               ; preds = %60, %56, %48
  %71 = phi i1 [ false, %48 ], [ %59, %56 ], [ %59, %60 ]
  %72 = phi i32 [ %49, %48 ], [ %61, %60 ], [ %24, %56 ]
  %73 = phi i32 [ %54, %48 ], [ %66, %60 ], [ %58, %56 ]
  %74 = add nsw i32 %73, %72
  %75 = icmp sgt i32 %74, %24
  %76 = select i1 %71, i1 true, i1 %75
  br i1 %76, label %81, label %77

77:                                               ; preds = %70
  %78 = add nsw i32 %73, %42
  %79 = icmp sle i32 %78, %6
  %80 = select i1 %79, i32 0, i32 -3
  br label %81

81:                                               ; preds = %77, %70
  %82 = phi i1 [ false, %70 ], [ %79, %77 ]
  %83 = phi i32 [ -1, %70 ], [ %80, %77 ]
  %84 = add nsw i32 %73, %72
  br i1 %82, label %85, label %135

85:                                               ; preds = %81
  %86 = icmp slt i32 %84, %24
  br i1 %86, label %87, label %135

87:                                               ; preds = %85
  %88 = add nsw i32 %84, 2
  %89 = icmp sgt i32 %88, %24
  br i1 %89, label %135, label %90

90:                                               ; preds = %87
  %91 = sext i32 %84 to i64
  %92 = getelementptr inbounds i8, ptr %35, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !13
  %94 = zext i8 %93 to i32
  %95 = getelementptr i8, ptr %92, i64 1
  %96 = load i8, ptr %95, align 1, !tbaa !13
  %97 = zext i8 %96 to i32
  %98 = shl nuw nsw i32 %97, 8
  %99 = or disjoint i32 %98, %94
  %100 = and i32 %53, 15
  %101 = icmp eq i32 %100, 15
  br i1 %101, label %102, label %116

102:                                              ; preds = %90, %106
  %103 = phi i32 [ %112, %106 ], [ 15, %90 ]
  %104 = phi i32 [ %107, %106 ], [ %88, %90 ]
  %105 = icmp slt i32 %104, %24
  br i1 %105, label %106, label %116

106:                                              ; preds = %102
  %107 = add nsw i32 %104, 1
  %108 = sext i32 %104 to i64
  %109 = getelementptr inbounds i8, ptr %35, i64 %108
  %110 = load i8, ptr %109, align 1, !tbaa !13
  %111 = zext i8 %110 to i32
  %112 = add nuw nsw i32 %103, %111
  %113 = icmp eq i8 %110, -1
  %114 = icmp samesign ult i32 %112, 16777216
  %115 = select i1 %113, i1 %114, i1 false
  br i1 %115, label %102, label %116, !llvm.loop !17

116:                                              ; preds = %106, %102, %90
  %117 = phi i32 [ %100, %90 ], [ %112, %106 ], [ %103, %102 ]
  %118 = phi i1 [ true, %90 ], [ %105, %102 ], [ %105, %106 ]
  %119 = phi i32 [ %88, %90 ], [ %107, %106 ], [ %24, %102 ]
  %120 = add nsw i32 %117, 4
  br i1 %118, label %121, label %127

121:                                              ; preds = %116
  %122 = icmp ne i32 %99, 0
  %123 = add nsw i32 %73, %42
  %124 = icmp sle i32 %99, %123
  %125 = select i1 %122, i1 %124, i1 false
  %126 = select i1 %125, i32 0, i32 -2
  br label %127

127:                                              ; preds = %121, %116
  %128 = phi i1 [ false, %116 ], [ %125, %121 ]
  %129 = phi i32 [ -1, %116 ], [ %126, %121 ]
  br i1 %128, label %130, label %135

130:                                              ; preds = %127
  %131 = add nsw i32 %73, %42
  %132 = add nsw i32 %131, %120
  %133 = icmp sgt i32 %132, %6
  %134 = select i1 %133, i32 -3, i32 0
  br label %135

135:                                              ; preds = %130, %81, %85, %127, %87, %47
  %136 = phi i32 [ 0, %47 ], [ 0, %81 ], [ 0, %87 ], [ %120, %130 ], [ %120, %127 ], [ 0, %85 ]
  %137 = phi i32 [ 0, %47 ], [ 0, %81 ], [ 0, %87 ], [ %99, %130 ], [ %99, %127 ], [ 0, %85 ]
  %138 = phi i32 [ 0, %47 ], [ %84, %81 ], [ %84, %87 ], [ %119, %130 ], [ %119, %127 ], [ %84, %85 ]
  %139 = phi i32 [ 0, %47 ], [ %83, %81 ], [ -1, %87 ], [ %134, %130 ], [ %129, %127 ], [ 0, %85 ]
  %140 = phi i32 [ 0, %47 ], [ %72, %81 ], [ %72, %87 ], [ %72, %130 ], [ %72, %127 ], [ %72, %85 ]
  %141 = phi i32 [ 0, %47 ], [ %73, %81 ], [ %73, %87 ], [ %73, %130 ], [ %73, %127 ], [ %73, %85 ]
  %142 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %139, i32 0, i32 31)
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %141, i32 0, i32 31)
  %144 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %140, i32 0, i32 31)
  %145 = icmp eq i32 %142, 0
  br i1 %145, label %146, label %204

146:                                              ; preds = %135
  %147 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %136, i32 0, i32 31)
  %148 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %137, i32 0, i32 31)
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %138, i32 0, i32 31)
  %150 = icmp slt i32 %15, %143
  br i1 %150, label %154, label %151

151:                                              ; preds = %154, %146
  %152 = add nsw i32 %143, %42
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %153 = icmp sgt i32 %147, 0
  br i1 %153, label %165, label %202

154:                                              ; preds = %146, %154
  %155 = phi i32 [ %163, %154 ], [ %15, %146 ]
  %156 = add nsw i32 %155, %144
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i8, ptr %35, i64 %157
  %159 = load i8, ptr %158, align 1, !tbaa !13
  %160 = add nsw i32 %155, %42
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i8, ptr %38, i64 %161
  store i8 %159, ptr %162, align 1, !tbaa !13
  %163 = add nuw nsw i32 %155, 32
  %164 = icmp slt i32 %163, %143
  br i1 %164, label %154, label %151, !llvm.loop !18

165:                                              ; preds = %151
  %166 = icmp sgt i32 %148, 31
  br i1 %166, label %169, label %167

167:                                              ; preds = %165
  %168 = icmp slt i32 %15, %148
  br label %184

169:                                              ; preds = %165, %181
  %170 = phi i32 [ %182, %181 ], [ 0, %165 ]
  %171 = or disjoint i32 %170, %15
  %172 = icmp slt i32 %171, %147
  br i1 %172, label %173, label %181

173:                                              ; preds = %169
  %174 = add nsw i32 %171, %152
  %175 = sub nsw i32 %174, %148
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds i8, ptr %38, i64 %176
  %178 = load i8, ptr %177, align 1, !tbaa !13
  %179 = sext i32 %174 to i64
  %180 = getelementptr inbounds i8, ptr %38, i64 %179
  store i8 %178, ptr %180, align 1, !tbaa !13
  br label %181

181:                                              ; preds = %173, %169
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %182 = add nuw nsw i32 %170, 32
  %183 = icmp slt i32 %182, %147
  br i1 %183, label %169, label %200, !llvm.loop !19

184:                                              ; preds = %167, %197
  %185 = phi i32 [ 0, %167 ], [ %198, %197 ]
  %186 = add nsw i32 %185, %15
  %187 = icmp slt i32 %186, %147
  %188 = select i1 %168, i1 %187, i1 false
  br i1 %188, label %189, label %197

189:                                              ; preds = %184
  %190 = add nsw i32 %186, %152
  %191 = sub nsw i32 %190, %148
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds i8, ptr %38, i64 %192
  %194 = load i8, ptr %193, align 1, !tbaa !13
  %195 = sext i32 %190 to i64
  %196 = getelementptr inbounds i8, ptr %38, i64 %195
  store i8 %194, ptr %196, align 1, !tbaa !13
  br label %197

197:                                              ; preds = %184, %189
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %198 = add nsw i32 %185, %148
  %199 = icmp slt i32 %198, %147
  br i1 %199, label %184, label %200, !llvm.loop !20

200:                                              ; preds = %197, %181
  %201 = add nsw i32 %147, %152
  br label %202

202:                                              ; preds = %200, %151
  %203 = phi i32 [ %201, %200 ], [ %152, %151 ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %204

204:                                              ; preds = %135, %202
  %205 = phi i32 [ 0, %202 ], [ %142, %135 ]
  %206 = phi i32 [ %203, %202 ], [ %42, %135 ]
  %207 = phi i32 [ %149, %202 ], [ %43, %135 ]
  br i1 %145, label %40, label %208

208:                                              ; preds = %204, %40
  %209 = phi i32 [ %205, %204 ], [ %41, %40 ]
  %210 = phi i32 [ %206, %204 ], [ %42, %40 ]
  %211 = icmp eq i32 %15, 0
  br i1 %211, label %212, label %218

212:                                              ; preds = %208
  %213 = icmp eq i32 %209, 0
  %214 = select i1 %213, i32 %210, i32 %209
  br label %215

215:                                              ; preds = %32, %212
  %216 = phi i32 [ %214, %212 ], [ -1, %32 ]
  %217 = getelementptr inbounds nuw i32, ptr %7, i64 %20
  store i32 %216, ptr %217, align 4, !tbaa !6
  br label %218

218:                                              ; preds = %215, %32, %208, %8
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
  br i1 %20, label %199, label %21

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

35:                                               ; preds = %183, %21
  %36 = phi i1 [ false, %21 ], [ %184, %183 ]
  %37 = phi i32 [ 0, %21 ], [ %185, %183 ]
  %38 = phi i64 [ %24, %21 ], [ %186, %183 ]
  %39 = icmp slt i64 %38, %26
  %40 = icmp slt i32 %37, %4
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %188

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
  br i1 %54, label %183, label %55

55:                                               ; preds = %49
  %56 = and i32 %53, %32
  %57 = icmp eq i32 %56, 0
  %58 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %56, i1 true)
  %59 = or disjoint i32 %58, -32
  %60 = select i1 %57, i32 0, i32 %59
  %61 = add nsw i32 %60, %15
  %62 = icmp slt i32 %61, 10
  br i1 %62, label %63, label %69

63:                                               ; preds = %55
  %64 = and i32 %50, 127
  %65 = zext nneg i32 %64 to i64
  %66 = mul nsw i32 %61, 7
  %67 = zext nneg i32 %66 to i64
  %68 = shl i64 %65, %67
  br label %69

69:                                               ; preds = %63, %55
  %70 = phi i64 [ %68, %63 ], [ 0, %55 ]
  %71 = lshr i64 %70, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = trunc i64 %70 to i32
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 1, i32 0)
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 1, i32 0)
  %76 = zext i32 %75 to i64
  %77 = shl nuw i64 %76, 32
  %78 = zext i32 %74 to i64
  %79 = or disjoint i64 %77, %78
  %80 = icmp slt i32 %61, 1
  %81 = select i1 %80, i64 0, i64 %79
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 2, i32 0)
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 2, i32 0)
  %84 = zext i32 %83 to i64
  %85 = shl nuw i64 %84, 32
  %86 = zext i32 %82 to i64
  %87 = or disjoint i64 %85, %86
  %88 = icmp slt i32 %61, 2
  %89 = select i1 %88, i64 0, i64 %87
  %90 = or i64 %81, %89
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 3, i32 0)
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 3, i32 0)
  %93 = zext i32 %92 to i64
  %94 = shl nuw i64 %93, 32
  %95 = zext i32 %91 to i64
  %96 = or disjoint i64 %94, %95
  %97 = icmp slt i32 %61, 3
  %98 = select i1 %97, i64 0, i64 %96
  %99 = or i64 %90, %98
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 4, i32 0)
  %101 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 4, i32 0)
  %102 = zext i32 %101 to i64
  %103 = shl nuw i64 %102, 32
  %104 = zext i32 %100 to i64
  %105 = or disjoint i64 %103, %104
  %106 = icmp slt i32 %61, 4
  %107 = select i1 %106, i64 0, i64 %105
  %108 = or i64 %99, %107
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 5, i32 0)
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 5, i32 0)
  %111 = zext i32 %110 to i64
  %112 = shl nuw i64 %111, 32
  %113 = zext i32 %109 to i64
  %114 = or disjoint i64 %112, %113
  %115 = icmp slt i32 %61, 5
  %116 = select i1 %115, i64 0, i64 %114
  %117 = or i64 %108, %116
  %118 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 6, i32 0)
  %119 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 6, i32 0)
  %120 = zext i32 %119 to i64
  %121 = shl nuw i64 %120, 32
  %122 = zext i32 %118 to i64
  %123 = or disjoint i64 %121, %122
  %124 = icmp slt i32 %61, 6
  %125 = select i1 %124, i64 0, i64 %123
  %126 = or i64 %117, %125
  %127 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 7, i32 0)
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 7, i32 0)
  %129 = zext i32 %128 to i64
  %130 = shl nuw i64 %129, 32
  %131 = zext i32 %127 to i64
  %132 = or disjoint i64 %130, %131
  %133 = icmp slt i32 %61, 7
  %134 = select i1 %133, i64 0, i64 %132
  %135 = or i64 %126, %134
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 8, i32 0)
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 8, i32 0)
  %138 = zext i32 %137 to i64
  %139 = shl nuw i64 %138, 32
  %140 = zext i32 %136 to i64
  %141 = or disjoint i64 %139, %140
  %142 = icmp slt i32 %61, 8
  %143 = select i1 %142, i64 0, i64 %141
  %144 = or i64 %135, %143
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %73, i32 9, i32 0)
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 9, i32 0)
  %147 = zext i32 %146 to i64
  %148 = shl nuw i64 %147, 32
  %149 = zext i32 %145 to i64
  %150 = or disjoint i64 %148, %149
  %151 = icmp slt i32 %61, 9
  %152 = select i1 %151, i64 0, i64 %150
  %153 = or i64 %144, %152
  %154 = or i64 %153, %70
  %155 = and i32 %53, %33
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %173, label %157

157:                                              ; preds = %69
  %158 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %56)
  %159 = add nsw i32 %158, %37
  %160 = icmp sgt i32 %61, 9
  br i1 %160, label %173, label %161

161:                                              ; preds = %157
  %162 = icmp slt i32 %159, %4
  br i1 %162, label %163, label %173

163:                                              ; preds = %161
  br i1 %34, label %169, label %164

164:                                              ; preds = %163
  %165 = lshr i64 %154, 1
  %166 = and i64 %154, 1
  %167 = sub nsw i64 0, %166
  %168 = xor i64 %165, %167
  br label %169

169:                                              ; preds = %163, %164
  %170 = phi i64 [ %168, %164 ], [ %154, %163 ]
  %171 = sext i32 %159 to i64
  %172 = getelementptr inbounds i64, ptr %29, i64 %171
  store i64 %170, ptr %172, align 8, !tbaa !11
  br label %173

173:                                              ; preds = %169, %161, %157, %69
  %174 = phi i1 [ %36, %69 ], [ %36, %161 ], [ %36, %169 ], [ true, %157 ]
  %175 = tail call noundef range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %53, i1 true)
  %176 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %53)
  %177 = add nsw i32 %176, %37
  %178 = sub nuw nsw i32 32, %175
  %179 = zext nneg i32 %178 to i64
  %180 = add nsw i64 %38, %179
  %181 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %174)
  %182 = xor i1 %181, true
  br label %183

183:                                              ; preds = %49, %173
  %184 = phi i1 [ %174, %173 ], [ true, %49 ]
  %185 = phi i32 [ %177, %173 ], [ %37, %49 ]
  %186 = phi i64 [ %180, %173 ], [ %38, %49 ]
  %187 = phi i1 [ %182, %173 ], [ false, %49 ]
  br i1 %187, label %35, label %188

188:                                              ; preds = %183, %35
  %189 = phi i1 [ %184, %183 ], [ %36, %35 ]
  %190 = phi i32 [ %185, %183 ], [ %37, %35 ]
  %191 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %189)
  %192 = icmp eq i32 %15, 0
  br i1 %192, label %193, label %199

193:                                              ; preds = %188
  %194 = tail call i32 @llvm.smin.i32(i32 %190, i32 range(i32 1, -2147483648) %4)
  %195 = xor i32 %194, -1
  %196 = tail call i32 @llvm.smin.i32(i32 %190, i32 range(i32 1, -2147483648) %4)
  %197 = select i1 %191, i32 %195, i32 %196
  %198 = getelementptr inbounds nuw i32, ptr %7, i64 %22
  store i32 %197, ptr %198, align 4, !tbaa !6
  br label %199

199:                                              ; preds = %188, %193, %8
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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
