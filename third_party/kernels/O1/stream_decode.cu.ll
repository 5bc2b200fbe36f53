; ModuleID = 'src/stream_decode.cu'
source_filename = "src/stream_decode.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17rle_expand_gatherE5s_off = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ17rle_expand_gatherE5s_val = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ17rle_expand_gatherE4s_lo = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ17rle_expand_gatherE4s_hi = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ17rle_expand_gatherE8s_staged = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bitunpack_delta_warp(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i64 noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = and i32 %10, 31
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %160

13:                                               ; preds = %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = and i32 %14, 31
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = zext nneg i32 %10 to i64
  %19 = mul nuw nsw i64 %17, %18
  %20 = lshr exact i64 %19, 5
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %22, %18
  %24 = zext nneg i32 %14 to i64
  %25 = add nuw nsw i64 %23, %24
  %26 = lshr i64 %25, 5
  %27 = sext i32 %5 to i64
  %28 = icmp slt i64 %26, %27
  br i1 %28, label %29, label %160

29:                                               ; preds = %13
  %30 = zext nneg i32 %15 to i64
  %31 = icmp eq i32 %15, 0
  %32 = icmp eq i32 %15, 0
  %33 = icmp samesign ult i32 %15, 2
  %34 = icmp samesign ult i32 %15, 4
  %35 = icmp samesign ult i32 %15, 8
  %36 = icmp samesign ult i32 %15, 16
  br label %37

37:                                               ; preds = %29, %157
  %38 = phi i64 [ %26, %29 ], [ %158, %157 ]
  %39 = getelementptr inbounds nuw i32, ptr %3, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds nuw i32, ptr %2, i64 %38
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = sext i32 %42 to i64
  %44 = icmp ult i32 %40, 33
  %45 = icmp sgt i32 %42, -1
  %46 = select i1 %44, i1 %45, i1 false
  br i1 %46, label %47, label %51

47:                                               ; preds = %37
  %48 = zext nneg i32 %40 to i64
  %49 = add nuw nsw i64 %43, %48
  %50 = icmp sle i64 %49, %1
  br label %51

51:                                               ; preds = %47, %37
  %52 = phi i1 [ %50, %47 ], [ false, %37 ]
  %53 = icmp ne i32 %40, 0
  %54 = and i1 %53, %52
  br i1 %54, label %55, label %84

55:                                               ; preds = %51
  %56 = mul i32 %40, %15
  %57 = lshr i32 %56, 5
  %58 = and i32 %56, 31
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr i32, ptr %0, i64 %43
  %61 = getelementptr i32, ptr %60, i64 %59
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = lshr i32 %62, %58
  %64 = add i32 %58, %40
  %65 = icmp ugt i32 %64, 32
  br i1 %65, label %66, label %72

66:                                               ; preds = %55
  %67 = getelementptr i8, ptr %61, i64 4
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = sub nuw nsw i32 32, %58
  %70 = shl i32 %68, %69
  %71 = or disjoint i32 %70, %63
  br label %72

72:                                               ; preds = %66, %55
  %73 = phi i32 [ %71, %66 ], [ %63, %55 ]
  %74 = icmp ult i32 %40, 32
  %75 = shl nsw i32 -1, %40
  %76 = xor i32 %75, -1
  %77 = select i1 %74, i32 %76, i32 -1
  %78 = and i32 %73, %77
  %79 = lshr i32 %78, 1
  %80 = and i32 %78, 1
  %81 = sub nsw i32 0, %80
  %82 = xor i32 %79, %81
  %83 = sext i32 %82 to i64
  br label %84

84:                                               ; preds = %51, %72
  %85 = phi i64 [ %83, %72 ], [ 0, %51 ]
  %86 = trunc nsw i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc nuw i64 %87 to i32
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %86, i32 1, i32 0)
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %88, i32 1, i32 0)
  %91 = zext i32 %90 to i64
  %92 = shl nuw i64 %91, 32
  %93 = zext i32 %89 to i64
  %94 = or disjoint i64 %92, %93
  %95 = select i1 %32, i64 0, i64 %94
  %96 = add i64 %95, %85
  %97 = trunc i64 %96 to i32
  %98 = lshr i64 %96, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %97, i32 2, i32 0)
  %101 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %99, i32 2, i32 0)
  %102 = zext i32 %101 to i64
  %103 = shl nuw i64 %102, 32
  %104 = zext i32 %100 to i64
  %105 = or disjoint i64 %103, %104
  %106 = select i1 %33, i64 0, i64 %105
  %107 = add i64 %106, %96
  %108 = trunc i64 %107 to i32
  %109 = lshr i64 %107, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %108, i32 4, i32 0)
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %110, i32 4, i32 0)
  %113 = zext i32 %112 to i64
  %114 = shl nuw i64 %113, 32
  %115 = zext i32 %111 to i64
  %116 = or disjoint i64 %114, %115
  %117 = select i1 %34, i64 0, i64 %116
  %118 = add i64 %117, %107
  %119 = trunc i64 %118 to i32
  %120 = lshr i64 %118, 32
  %121 = trunc nuw i64 %120 to i32
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %119, i32 8, i32 0)
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %121, i32 8, i32 0)
  %124 = zext i32 %123 to i64
  %125 = shl nuw i64 %124, 32
  %126 = zext i32 %122 to i64
  %127 = or disjoint i64 %125, %126
  %128 = select i1 %35, i64 0, i64 %127
  %129 = add i64 %128, %118
  %130 = trunc i64 %129 to i32
  %131 = lshr i64 %129, 32
  %132 = trunc nuw i64 %131 to i32
  %133 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %130, i32 16, i32 0)
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %132, i32 16, i32 0)
  %135 = zext i32 %134 to i64
  %136 = shl nuw i64 %135, 32
  %137 = zext i32 %133 to i64
  %138 = or disjoint i64 %136, %137
  %139 = select i1 %36, i64 0, i64 %138
  %140 = add i64 %139, %129
  %141 = shl nuw nsw i64 %38, 5
  %142 = or disjoint i64 %141, %30
  %143 = icmp slt i64 %142, %6
  br i1 %143, label %144, label %152

144:                                              ; preds = %84
  br i1 %52, label %145, label %149

145:                                              ; preds = %144
  %146 = getelementptr inbounds nuw i64, ptr %4, i64 %38
  %147 = load i64, ptr %146, align 8, !tbaa !11
  %148 = add i64 %147, %140
  br label %149

149:                                              ; preds = %144, %145
  %150 = phi i64 [ %148, %145 ], [ 0, %144 ]
  %151 = getelementptr inbounds nuw i64, ptr %7, i64 %142
  store i64 %150, ptr %151, align 8, !tbaa !11
  br label %152

152:                                              ; preds = %149, %84
  br i1 %31, label %153, label %157

153:                                              ; preds = %152
  %154 = xor i1 %52, true
  %155 = zext i1 %154 to i32
  %156 = getelementptr inbounds nuw i32, ptr %8, i64 %38
  store i32 %155, ptr %156, align 4, !tbaa !6
  br label %157

157:                                              ; preds = %153, %152
  %158 = add nuw nsw i64 %38, %20
  %159 = icmp slt i64 %158, %27
  br i1 %159, label %37, label %160, !llvm.loop !13

160:                                              ; preds = %157, %13, %9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rle_expand_gather(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = icmp slt i32 %2, 1
  %8 = icmp slt i64 %4, 1
  %9 = or i1 %7, %8
  br i1 %9, label %375, label %10

10:                                               ; preds = %6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = shl nuw nsw i32 %11, 2
  %13 = zext nneg i32 %12 to i64
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = mul nuw nsw i64 %13, %15
  %17 = icmp slt i64 %16, %4
  br i1 %17, label %18, label %375

18:                                               ; preds = %10
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = icmp eq i32 %19, 0
  %21 = add nsw i32 %2, -1
  %22 = zext nneg i32 %2 to i64
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %22
  %24 = zext nneg i32 %19 to i64
  %25 = add nsw i32 %2, -1
  %26 = icmp slt i32 %2, 2
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = mul nuw nsw i64 %13, %28
  %30 = zext nneg i32 %11 to i64
  %31 = shl nuw nsw i32 %11, 1
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i32 %11, 3
  %34 = zext nneg i32 %33 to i64
  br label %35

35:                                               ; preds = %18, %372
  %36 = phi i64 [ %16, %18 ], [ %373, %372 ]
  %37 = add nuw nsw i64 %36, %13
  %38 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smin.i64(i64 range(i64 0, -9223372036854775808) %37, i64 range(i64 1, -9223372036854775808) %4)
  br i1 %20, label %39, label %91

39:                                               ; preds = %35
  %40 = load i32, ptr %1, align 4, !tbaa !6
  %41 = sext i32 %40 to i64
  %42 = icmp slt i64 %36, %41
  br i1 %42, label %61, label %43

43:                                               ; preds = %39, %43
  %44 = phi i32 [ %57, %43 ], [ 0, %39 ]
  %45 = phi i32 [ %56, %43 ], [ %2, %39 ]
  %46 = add i32 %45, 1
  %47 = sub i32 %46, %44
  %48 = lshr i32 %47, 1
  %49 = add nuw nsw i32 %48, %44
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr %1, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = sext i32 %52 to i64
  %54 = icmp slt i64 %36, %53
  %55 = add nsw i32 %49, -1
  %56 = select i1 %54, i32 %55, i32 %45
  %57 = select i1 %54, i32 %44, i32 %49
  %58 = icmp slt i32 %57, %56
  br i1 %58, label %43, label %59, !llvm.loop !16

59:                                               ; preds = %43
  %60 = tail call range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %57, i32 0)
  br label %61

61:                                               ; preds = %59, %39
  %62 = phi i32 [ 0, %39 ], [ %60, %59 ]
  %63 = load i32, ptr %1, align 4, !tbaa !6
  %64 = sext i32 %63 to i64
  %65 = icmp sle i64 %38, %64
  %66 = sext i1 %65 to i32
  br i1 %65, label %83, label %67

67:                                               ; preds = %61, %67
  %68 = phi i32 [ %81, %67 ], [ 0, %61 ]
  %69 = phi i32 [ %80, %67 ], [ %2, %61 ]
  %70 = add i32 %69, 1
  %71 = sub i32 %70, %68
  %72 = lshr i32 %71, 1
  %73 = add nuw nsw i32 %72, %68
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr %1, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = sext i32 %76 to i64
  %78 = icmp sgt i64 %38, %77
  %79 = add nsw i32 %73, -1
  %80 = select i1 %78, i32 %69, i32 %79
  %81 = select i1 %78, i32 %73, i32 %68
  %82 = icmp slt i32 %81, %80
  br i1 %82, label %67, label %83, !llvm.loop !16

83:                                               ; preds = %67, %61
  %84 = phi i32 [ %66, %61 ], [ %81, %67 ]
  %85 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %84, i32 range(i32 0, 2147483647) %21)
  %86 = icmp sge i32 %85, %62
  %87 = sub nsw i32 %85, %62
  %88 = icmp slt i32 %87, 512
  %89 = select i1 %86, i1 %88, i1 false
  %90 = zext i1 %89 to i32
  store i32 %62, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE4s_lo to ptr), align 4, !tbaa !6
  store i32 %85, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE4s_hi to ptr), align 4, !tbaa !6
  store i32 %90, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE8s_staged to ptr), align 4, !tbaa !6
  br label %91

91:                                               ; preds = %83, %35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %92 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE4s_lo to ptr), align 4, !tbaa !6
  %93 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE4s_hi to ptr), align 4, !tbaa !6
  %94 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE8s_staged to ptr), align 4, !tbaa !6
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %112, label %96

96:                                               ; preds = %91
  %97 = sub nsw i32 %93, %92
  %98 = icmp sgt i32 %19, %97
  br i1 %98, label %112, label %99

99:                                               ; preds = %96, %99
  %100 = phi i32 [ %110, %99 ], [ %19, %96 ]
  %101 = add nsw i32 %100, %92
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %1, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = sext i32 %100 to i64
  %106 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %105
  store i32 %104, ptr %106, align 4, !tbaa !6
  %107 = getelementptr inbounds i32, ptr %0, i64 %102
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), i64 %105
  store i32 %108, ptr %109, align 4, !tbaa !6
  %110 = add i32 %100, %11
  %111 = icmp sgt i32 %110, %97
  br i1 %111, label %112, label %99, !llvm.loop !17

112:                                              ; preds = %99, %96, %91
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %113 = load i32, ptr %23, align 4, !tbaa !6
  %114 = add nuw nsw i64 %36, %24
  %115 = sext i32 %113 to i64
  %116 = sub nsw i32 %93, %92
  %117 = icmp slt i32 %116, 0
  %118 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), align 4
  %119 = sext i32 %118 to i64
  %120 = icmp slt i32 %116, 1
  %121 = icmp samesign ult i64 %114, %38
  br i1 %121, label %122, label %372

122:                                              ; preds = %112
  %123 = icmp slt i64 %114, %115
  br i1 %123, label %124, label %180

124:                                              ; preds = %122
  br i1 %95, label %149, label %125

125:                                              ; preds = %124
  %126 = icmp slt i64 %114, %119
  %127 = select i1 %117, i1 true, i1 %126
  %128 = select i1 %120, i1 true, i1 %126
  %129 = sext i1 %127 to i32
  br i1 %128, label %146, label %130

130:                                              ; preds = %125, %130
  %131 = phi i32 [ %144, %130 ], [ 0, %125 ]
  %132 = phi i32 [ %143, %130 ], [ %116, %125 ]
  %133 = add i32 %132, 1
  %134 = sub i32 %133, %131
  %135 = lshr i32 %134, 1
  %136 = add nuw nsw i32 %135, %131
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = sext i32 %139 to i64
  %141 = icmp slt i64 %114, %140
  %142 = add nsw i32 %136, -1
  %143 = select i1 %141, i32 %142, i32 %132
  %144 = select i1 %141, i32 %131, i32 %136
  %145 = icmp slt i32 %144, %143
  br i1 %145, label %130, label %146, !llvm.loop !16

146:                                              ; preds = %130, %125
  %147 = phi i32 [ %129, %125 ], [ %144, %130 ]
  %148 = icmp sgt i32 %147, -1
  br i1 %148, label %174, label %180

149:                                              ; preds = %124
  %150 = load i32, ptr %1, align 4, !tbaa !6
  %151 = sext i32 %150 to i64
  %152 = icmp slt i64 %114, %151
  %153 = or i1 %152, %26
  %154 = sext i1 %152 to i32
  br i1 %153, label %171, label %155

155:                                              ; preds = %149, %155
  %156 = phi i32 [ %169, %155 ], [ 0, %149 ]
  %157 = phi i32 [ %168, %155 ], [ %25, %149 ]
  %158 = add nsw i32 %157, 1
  %159 = sub i32 %158, %156
  %160 = lshr i32 %159, 1
  %161 = add nsw i32 %160, %156
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i32, ptr %1, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = sext i32 %164 to i64
  %166 = icmp slt i64 %114, %165
  %167 = add nsw i32 %161, -1
  %168 = select i1 %166, i32 %167, i32 %157
  %169 = select i1 %166, i32 %156, i32 %161
  %170 = icmp slt i32 %169, %168
  br i1 %170, label %155, label %171, !llvm.loop !16

171:                                              ; preds = %155, %149
  %172 = phi i32 [ %154, %149 ], [ %169, %155 ]
  %173 = icmp sgt i32 %172, -1
  br i1 %173, label %174, label %180

174:                                              ; preds = %171, %146
  %175 = phi i32 [ %147, %146 ], [ %172, %171 ]
  %176 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), %146 ], [ %0, %171 ]
  %177 = zext nneg i32 %175 to i64
  %178 = getelementptr inbounds nuw i32, ptr %176, i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !6
  br label %180

180:                                              ; preds = %174, %171, %146, %122
  %181 = phi i32 [ %5, %122 ], [ %5, %146 ], [ %5, %171 ], [ %179, %174 ]
  %182 = getelementptr inbounds nuw i32, ptr %3, i64 %114
  store i32 %181, ptr %182, align 4, !tbaa !6
  %183 = add nuw nsw i64 %114, %30
  %184 = icmp samesign ult i64 %183, %38
  br i1 %184, label %185, label %372

185:                                              ; preds = %180
  %186 = icmp slt i64 %183, %115
  br i1 %186, label %187, label %243

187:                                              ; preds = %185
  br i1 %95, label %212, label %188

188:                                              ; preds = %187
  %189 = icmp slt i64 %183, %119
  %190 = select i1 %117, i1 true, i1 %189
  %191 = select i1 %120, i1 true, i1 %189
  %192 = sext i1 %190 to i32
  br i1 %191, label %209, label %193

193:                                              ; preds = %188, %193
  %194 = phi i32 [ %207, %193 ], [ 0, %188 ]
  %195 = phi i32 [ %206, %193 ], [ %116, %188 ]
  %196 = add i32 %195, 1
  %197 = sub i32 %196, %194
  %198 = lshr i32 %197, 1
  %199 = add nuw nsw i32 %198, %194
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %200
  %202 = load i32, ptr %201, align 4, !tbaa !6
  %203 = sext i32 %202 to i64
  %204 = icmp slt i64 %183, %203
  %205 = add nsw i32 %199, -1
  %206 = select i1 %204, i32 %205, i32 %195
  %207 = select i1 %204, i32 %194, i32 %199
  %208 = icmp slt i32 %207, %206
  br i1 %208, label %193, label %209, !llvm.loop !16

209:                                              ; preds = %193, %188
  %210 = phi i32 [ %192, %188 ], [ %207, %193 ]
  %211 = icmp sgt i32 %210, -1
  br i1 %211, label %237, label %243

212:                                              ; preds = %187
  %213 = load i32, ptr %1, align 4, !tbaa !6
  %214 = sext i32 %213 to i64
  %215 = icmp slt i64 %183, %214
  %216 = or i1 %215, %26
  %217 = sext i1 %215 to i32
  br i1 %216, label %234, label %218

218:                                              ; preds = %212, %218
  %219 = phi i32 [ %232, %218 ], [ 0, %212 ]
  %220 = phi i32 [ %231, %218 ], [ %25, %212 ]
  %221 = add nsw i32 %220, 1
  %222 = sub nsw i32 %221, %219
  %223 = lshr i32 %222, 1
  %224 = add nuw nsw i32 %223, %219
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr inbounds nuw i32, ptr %1, i64 %225
  %227 = load i32, ptr %226, align 4, !tbaa !6
  %228 = sext i32 %227 to i64
  %229 = icmp slt i64 %183, %228
  %230 = add nsw i32 %224, -1
  %231 = select i1 %229, i32 %230, i32 %220
  %232 = select i1 %229, i32 %219, i32 %224
  %233 = icmp slt i32 %232, %231
  br i1 %233, label %218, label %234, !llvm.loop !16

234:                                              ; preds = %218, %212
  %235 = phi i32 [ %217, %212 ], [ %232, %218 ]
  %236 = icmp sgt i32 %235, -1
  br i1 %236, label %237, label %243

237:                                              ; preds = %234, %209
  %238 = phi i32 [ %210, %209 ], [ %235, %234 ]
  %239 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), %209 ], [ %0, %234 ]
  %240 = zext nneg i32 %238 to i64
  %241 = getelementptr inbounds nuw i32, ptr %239, i64 %240
  %242 = load i32, ptr %241, align 4, !tbaa !6
  br label %243

243:                                              ; preds = %237, %234, %209, %185
  %244 = phi i32 [ %5, %185 ], [ %5, %209 ], [ %5, %234 ], [ %242, %237 ]
  %245 = getelementptr inbounds nuw i32, ptr %3, i64 %183
  store i32 %244, ptr %245, align 4, !tbaa !6
  %246 = add nuw nsw i64 %114, %32
  %247 = icmp samesign ult i64 %246, %38
  br i1 %247, label %248, label %372

248:                                              ; preds = %243
  %249 = icmp slt i64 %246, %115
  br i1 %249, label %250, label %306

250:                                              ; preds = %248
  br i1 %95, label %275, label %251

251:                                              ; preds = %250
  %252 = icmp slt i64 %246, %119
  %253 = select i1 %117, i1 true, i1 %252
  %254 = select i1 %120, i1 true, i1 %252
  %255 = sext i1 %253 to i32
  br i1 %254, label %272, label %256

256:                                              ; preds = %251, %256
  %257 = phi i32 [ %270, %256 ], [ 0, %251 ]
  %258 = phi i32 [ %269, %256 ], [ %116, %251 ]
  %259 = add i32 %258, 1
  %260 = sub i32 %259, %257
  %261 = lshr i32 %260, 1
  %262 = add nuw nsw i32 %261, %257
  %263 = zext nneg i32 %262 to i64
  %264 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !6
  %266 = sext i32 %265 to i64
  %267 = icmp slt i64 %246, %266
  %268 = add nsw i32 %262, -1
  %269 = select i1 %267, i32 %268, i32 %258
  %270 = select i1 %267, i32 %257, i32 %262
  %271 = icmp slt i32 %270, %269
  br i1 %271, label %256, label %272, !llvm.loop !16

272:                                              ; preds = %256, %251
  %273 = phi i32 [ %255, %251 ], [ %270, %256 ]
  %274 = icmp sgt i32 %273, -1
  br i1 %274, label %300, label %306

275:                                              ; preds = %250
  %276 = load i32, ptr %1, align 4, !tbaa !6
  %277 = sext i32 %276 to i64
  %278 = icmp slt i64 %246, %277
  %279 = or i1 %278, %26
  %280 = sext i1 %278 to i32
  br i1 %279, label %297, label %281

281:                                              ; preds = %275, %281
  %282 = phi i32 [ %295, %281 ], [ 0, %275 ]
  %283 = phi i32 [ %294, %281 ], [ %25, %275 ]
  %284 = add nsw i32 %283, 1
  %285 = sub nsw i32 %284, %282
  %286 = lshr i32 %285, 1
  %287 = add nuw nsw i32 %286, %282
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr inbounds nuw i32, ptr %1, i64 %288
  %290 = load i32, ptr %289, align 4, !tbaa !6
  %291 = sext i32 %290 to i64
  %292 = icmp slt i64 %246, %291
  %293 = add nsw i32 %287, -1
  %294 = select i1 %292, i32 %293, i32 %283
  %295 = select i1 %292, i32 %282, i32 %287
  %296 = icmp slt i32 %295, %294
  br i1 %296, label %281, label %297, !llvm.loop !16

297:                                              ; preds = %281, %275
  %298 = phi i32 [ %280, %275 ], [ %295, %281 ]
  %299 = icmp sgt i32 %298, -1
  br i1 %299, label %300, label %306

300:                                              ; preds = %297, %272
  %301 = phi i32 [ %273, %272 ], [ %298, %297 ]
  %302 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), %272 ], [ %0, %297 ]
  %303 = zext nneg i32 %301 to i64
  %304 = getelementptr inbounds nuw i32, ptr %302, i64 %303
  %305 = load i32, ptr %304, align 4, !tbaa !6
  br label %306

306:                                              ; preds = %300, %297, %272, %248
  %307 = phi i32 [ %5, %248 ], [ %5, %272 ], [ %5, %297 ], [ %305, %300 ]
  %308 = getelementptr inbounds nuw i32, ptr %3, i64 %246
  store i32 %307, ptr %308, align 4, !tbaa !6
  %309 = add nuw nsw i64 %114, %34
  %310 = icmp samesign ult i64 %309, %38
  br i1 %310, label %311, label %372

311:                                              ; preds = %306
  %312 = icmp slt i64 %309, %115
  br i1 %312, label %313, label %369

313:                                              ; preds = %311
  br i1 %95, label %338, label %314

314:                                              ; preds = %313
  %315 = icmp slt i64 %309, %119
  %316 = select i1 %117, i1 true, i1 %315
  %317 = select i1 %120, i1 true, i1 %315
  %318 = sext i1 %316 to i32
  br i1 %317, label %335, label %319

319:                                              ; preds = %314, %319
  %320 = phi i32 [ %333, %319 ], [ 0, %314 ]
  %321 = phi i32 [ %332, %319 ], [ %116, %314 ]
  %322 = add i32 %321, 1
  %323 = sub i32 %322, %320
  %324 = lshr i32 %323, 1
  %325 = add nuw nsw i32 %324, %320
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %326
  %328 = load i32, ptr %327, align 4, !tbaa !6
  %329 = sext i32 %328 to i64
  %330 = icmp slt i64 %309, %329
  %331 = add nsw i32 %325, -1
  %332 = select i1 %330, i32 %331, i32 %321
  %333 = select i1 %330, i32 %320, i32 %325
  %334 = icmp slt i32 %333, %332
  br i1 %334, label %319, label %335, !llvm.loop !16

335:                                              ; preds = %319, %314
  %336 = phi i32 [ %318, %314 ], [ %333, %319 ]
  %337 = icmp sgt i32 %336, -1
  br i1 %337, label %363, label %369

338:                                              ; preds = %313
  %339 = load i32, ptr %1, align 4, !tbaa !6
  %340 = sext i32 %339 to i64
  %341 = icmp slt i64 %309, %340
  %342 = or i1 %341, %26
  %343 = sext i1 %341 to i32
  br i1 %342, label %360, label %344

344:                                              ; preds = %338, %344
  %345 = phi i32 [ %358, %344 ], [ 0, %338 ]
  %346 = phi i32 [ %357, %344 ], [ %25, %338 ]
  %347 = add nsw i32 %346, 1
  %348 = sub nsw i32 %347, %345
  %349 = lshr i32 %348, 1
  %350 = add nuw nsw i32 %349, %345
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr inbounds nuw i32, ptr %1, i64 %351
  %353 = load i32, ptr %352, align 4, !tbaa !6
  %354 = sext i32 %353 to i64
  %355 = icmp slt i64 %309, %354
  %356 = add nsw i32 %350, -1
  %357 = select i1 %355, i32 %356, i32 %346
  %358 = select i1 %355, i32 %345, i32 %350
  %359 = icmp slt i32 %358, %357
  br i1 %359, label %344, label %360, !llvm.loop !16

360:                                              ; preds = %344, %338
  %361 = phi i32 [ %343, %338 ], [ %358, %344 ]
  %362 = icmp sgt i32 %361, -1
  br i1 %362, label %363, label %369

363:                                              ; preds = %360, %335
  %364 = phi i32 [ %336, %335 ], [ %361, %360 ]
  %365 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), %335 ], [ %0, %360 ]
  %366 = zext nneg i32 %364 to i64
  %367 = getelementptr inbounds nuw i32, ptr %365, i64 %366
  %368 = load i32, ptr %367, align 4, !tbaa !6
  br label %369

369:                                              ; preds = %363, %360, %335, %311
  %370 = phi i32 [ %5, %311 ], [ %5, %335 ], [ %5, %360 ], [ %368, %363 ]
  %371 = getelementptr inbounds nuw i32, ptr %3, i64 %309
  store i32 %370, ptr %371, align 4, !tbaa !6
  br label %372

372:                                              ; preds = %369, %306, %243, %180, %112
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %373 = add nuw nsw i64 %36, %29
  %374 = icmp slt i64 %373, %4
  br i1 %374, label %35, label %375, !llvm.loop !18

375:                                              ; preds = %372, %10, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
