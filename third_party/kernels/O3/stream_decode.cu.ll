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
  br i1 %12, label %13, label %158

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
  br i1 %28, label %29, label %158

29:                                               ; preds = %13
  %30 = zext nneg i32 %15 to i64
  %31 = icmp eq i32 %15, 0
  %32 = icmp eq i32 %15, 0
  %33 = icmp samesign ult i32 %15, 2
  %34 = icmp samesign ult i32 %15, 4
  %35 = icmp samesign ult i32 %15, 8
  %36 = icmp samesign ult i32 %15, 16
  br label %37

37:                                               ; preds = %29, %155
  %38 = phi i64 [ %26, %29 ], [ %156, %155 ]
  %39 = getelementptr inbounds nuw i32, ptr %3, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds nuw i32, ptr %2, i64 %38
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = sext i32 %42 to i64
  %44 = icmp ult i32 %40, 33
  %45 = icmp sgt i32 %42, -1
  %46 = select i1 %44, i1 %45, i1 false
  %47 = zext nneg i32 %40 to i64
  %48 = add nuw nsw i64 %43, %47
  %49 = icmp sle i64 %48, %1
  %50 = select i1 %46, i1 %49, i1 false
  %51 = icmp ne i32 %40, 0
  %52 = and i1 %51, %50
  br i1 %52, label %53, label %82

53:                                               ; preds = %37
  %54 = mul nuw nsw i32 %40, %15
  %55 = lshr i32 %54, 5
  %56 = and i32 %54, 31
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds nuw i32, ptr %0, i64 %43
  %59 = getelementptr inbounds nuw i32, ptr %58, i64 %57
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = lshr i32 %60, %56
  %62 = add nuw nsw i32 %56, %40
  %63 = icmp samesign ugt i32 %62, 32
  br i1 %63, label %64, label %70

64:                                               ; preds = %53
  %65 = sub nuw nsw i32 32, %56
  %66 = getelementptr i8, ptr %59, i64 4
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = shl i32 %67, %65
  %69 = or disjoint i32 %68, %61
  br label %70

70:                                               ; preds = %64, %53
  %71 = phi i32 [ %69, %64 ], [ %61, %53 ]
  %72 = icmp samesign ult i32 %40, 32
  %73 = shl nsw i32 -1, %40
  %74 = xor i32 %73, -1
  %75 = select i1 %72, i32 %74, i32 -1
  %76 = and i32 %71, %75
  %77 = lshr i32 %76, 1
  %78 = and i32 %76, 1
  %79 = sub nsw i32 0, %78
  %80 = xor i32 %77, %79
  %81 = sext i32 %80 to i64
  br label %82

82:                                               ; preds = %70, %37
  %83 = phi i64 [ %81, %70 ], [ 0, %37 ]
  %84 = trunc nsw i64 %83 to i32
  %85 = lshr i64 %83, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %84, i32 1, i32 0)
  %88 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %86, i32 1, i32 0)
  %89 = zext i32 %88 to i64
  %90 = shl nuw i64 %89, 32
  %91 = zext i32 %87 to i64
  %92 = or disjoint i64 %90, %91
  %93 = select i1 %32, i64 0, i64 %92
  %94 = add i64 %93, %83
  %95 = trunc i64 %94 to i32
  %96 = lshr i64 %94, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %95, i32 2, i32 0)
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %97, i32 2, i32 0)
  %100 = zext i32 %99 to i64
  %101 = shl nuw i64 %100, 32
  %102 = zext i32 %98 to i64
  %103 = or disjoint i64 %101, %102
  %104 = select i1 %33, i64 0, i64 %103
  %105 = add i64 %104, %94
  %106 = trunc i64 %105 to i32
  %107 = lshr i64 %105, 32
  %108 = trunc nuw i64 %107 to i32
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %106, i32 4, i32 0)
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %108, i32 4, i32 0)
  %111 = zext i32 %110 to i64
  %112 = shl nuw i64 %111, 32
  %113 = zext i32 %109 to i64
  %114 = or disjoint i64 %112, %113
  %115 = select i1 %34, i64 0, i64 %114
  %116 = add i64 %115, %105
  %117 = trunc i64 %116 to i32
  %118 = lshr i64 %116, 32
  %119 = trunc nuw i64 %118 to i32
  %120 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %117, i32 8, i32 0)
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %119, i32 8, i32 0)
  %122 = zext i32 %121 to i64
  %123 = shl nuw i64 %122, 32
  %124 = zext i32 %120 to i64
  %125 = or disjoint i64 %123, %124
  %126 = select i1 %35, i64 0, i64 %125
  %127 = add i64 %126, %116
  %128 = trunc i64 %127 to i32
  %129 = lshr i64 %127, 32
  %130 = trunc nuw i64 %129 to i32
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %128, i32 16, i32 0)
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %130, i32 16, i32 0)
  %133 = zext i32 %132 to i64
  %134 = shl nuw i64 %133, 32
  %135 = zext i32 %131 to i64
  %136 = or disjoint i64 %134, %135
  %137 = select i1 %36, i64 0, i64 %136
  %138 = add i64 %137, %127
  %139 = shl nuw nsw i64 %38, 5
  %140 = or disjoint i64 %139, %30
  %141 = icmp slt i64 %140, %6
  br i1 %141, label %142, label %150

142:                                              ; preds = %82
  br i1 %50, label %143, label %147

143:                                              ; preds = %142
  %144 = getelementptr inbounds nuw i64, ptr %4, i64 %38
  %145 = load i64, ptr %144, align 8, !tbaa !11
  %146 = add i64 %145, %138
  br label %147

147:                                              ; preds = %142, %143
  %148 = phi i64 [ %146, %143 ], [ 0, %142 ]
  %149 = getelementptr inbounds nuw i64, ptr %7, i64 %140
  store i64 %148, ptr %149, align 8, !tbaa !11
  br label %150

150:                                              ; preds = %147, %82
  br i1 %31, label %151, label %155

151:                                              ; preds = %150
  %152 = getelementptr inbounds nuw i32, ptr %8, i64 %38
  %153 = xor i1 %50, true
  %154 = zext i1 %153 to i32
  store i32 %154, ptr %152, align 4, !tbaa !6
  br label %155

155:                                              ; preds = %151, %150
  %156 = add nuw nsw i64 %38, %20
  %157 = icmp slt i64 %156, %27
  br i1 %157, label %37, label %158, !llvm.loop !13

158:                                              ; preds = %155, %13, %9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rle_expand_gather(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = icmp slt i32 %2, 1
  %8 = icmp slt i64 %4, 1
  %9 = or i1 %7, %8
  br i1 %9, label %371, label %10

10:                                               ; preds = %6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = shl nuw nsw i32 %11, 2
  %13 = zext nneg i32 %12 to i64
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = mul nuw nsw i64 %13, %15
  %17 = icmp samesign ult i64 %16, %4
  br i1 %17, label %18, label %371

18:                                               ; preds = %10
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = icmp eq i32 %19, 0
  %21 = add nsw i32 %2, -1
  %22 = zext nneg i32 %2 to i64
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %22
  %24 = zext nneg i32 %19 to i64
  %25 = icmp samesign ult i32 %2, 2
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %13, %27
  %29 = zext nneg i32 %11 to i64
  %30 = shl nuw nsw i32 %11, 1
  %31 = zext nneg i32 %30 to i64
  %32 = mul nuw nsw i32 %11, 3
  %33 = zext nneg i32 %32 to i64
  br label %34

34:                                               ; preds = %18, %368
  %35 = phi i64 [ %16, %18 ], [ %369, %368 ]
  %36 = add nuw nsw i64 %35, %13
  %37 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.umin.i64(i64 range(i64 0, -9223372036854775808) %36, i64 range(i64 1, -9223372036854775808) %4)
  br i1 %20, label %38, label %88

38:                                               ; preds = %34
  %39 = load i32, ptr %1, align 4, !tbaa !6
  %40 = sext i32 %39 to i64
  %41 = icmp slt i64 %35, %40
  br i1 %41, label %60, label %42

42:                                               ; preds = %38, %42
  %43 = phi i32 [ %56, %42 ], [ 0, %38 ]
  %44 = phi i32 [ %55, %42 ], [ %2, %38 ]
  %45 = add i32 %44, 1
  %46 = sub i32 %45, %43
  %47 = lshr i32 %46, 1
  %48 = add nuw nsw i32 %47, %43
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr %1, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = sext i32 %51 to i64
  %53 = icmp slt i64 %35, %52
  %54 = add nsw i32 %48, -1
  %55 = select i1 %53, i32 %54, i32 %44
  %56 = select i1 %53, i32 %43, i32 %48
  %57 = icmp slt i32 %56, %55
  br i1 %57, label %42, label %58, !llvm.loop !15

58:                                               ; preds = %42
  %59 = tail call range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %56, i32 0)
  br label %60

60:                                               ; preds = %58, %38
  %61 = phi i32 [ 0, %38 ], [ %59, %58 ]
  %62 = icmp sgt i64 %37, %40
  br i1 %62, label %63, label %81

63:                                               ; preds = %60, %63
  %64 = phi i32 [ %77, %63 ], [ 0, %60 ]
  %65 = phi i32 [ %76, %63 ], [ %2, %60 ]
  %66 = add i32 %65, 1
  %67 = sub i32 %66, %64
  %68 = lshr i32 %67, 1
  %69 = add nuw nsw i32 %68, %64
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i32, ptr %1, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = sext i32 %72 to i64
  %74 = icmp sgt i64 %37, %73
  %75 = add nsw i32 %69, -1
  %76 = select i1 %74, i32 %65, i32 %75
  %77 = select i1 %74, i32 %69, i32 %64
  %78 = icmp slt i32 %77, %76
  br i1 %78, label %63, label %79, !llvm.loop !15

79:                                               ; preds = %63
  %80 = tail call range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %77, i32 range(i32 0, 2147483647) %21)
  br label %81

81:                                               ; preds = %79, %60
  %82 = phi i32 [ -1, %60 ], [ %80, %79 ]
  %83 = icmp sge i32 %82, %61
  %84 = sub nsw i32 %82, %61
  %85 = icmp slt i32 %84, 512
  %86 = select i1 %83, i1 %85, i1 false
  %87 = zext i1 %86 to i32
  store i32 %61, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE4s_lo to ptr), align 4, !tbaa !6
  store i32 %82, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE4s_hi to ptr), align 4, !tbaa !6
  store i32 %87, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE8s_staged to ptr), align 4, !tbaa !6
  br label %88

88:                                               ; preds = %81, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE4s_lo to ptr), align 4, !tbaa !6
  %90 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE4s_hi to ptr), align 4, !tbaa !6
  %91 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE8s_staged to ptr), align 4, !tbaa !6
  %92 = icmp eq i32 %91, 0
  %93 = sub nsw i32 %90, %89
  %94 = icmp sgt i32 %19, %93
  %95 = select i1 %92, i1 true, i1 %94
  br i1 %95, label %109, label %96

96:                                               ; preds = %88, %96
  %97 = phi i32 [ %107, %96 ], [ %19, %88 ]
  %98 = add nsw i32 %97, %89
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %1, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = sext i32 %97 to i64
  %103 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %102
  store i32 %101, ptr %103, align 4, !tbaa !6
  %104 = getelementptr inbounds i32, ptr %0, i64 %99
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), i64 %102
  store i32 %105, ptr %106, align 4, !tbaa !6
  %107 = add i32 %97, %11
  %108 = icmp sgt i32 %107, %93
  br i1 %108, label %109, label %96, !llvm.loop !16

109:                                              ; preds = %96, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %110 = load i32, ptr %23, align 4, !tbaa !6
  %111 = add nuw nsw i64 %35, %24
  %112 = sext i32 %110 to i64
  %113 = icmp slt i32 %93, 0
  %114 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), align 4
  %115 = sext i32 %114 to i64
  %116 = icmp slt i32 %93, 1
  %117 = icmp samesign ult i64 %111, %37
  br i1 %117, label %118, label %368

118:                                              ; preds = %109
  %119 = icmp slt i64 %111, %112
  br i1 %119, label %120, label %176

120:                                              ; preds = %118
  br i1 %92, label %145, label %121

121:                                              ; preds = %120
  %122 = icmp slt i64 %111, %115
  %123 = select i1 %113, i1 true, i1 %122
  %124 = select i1 %116, i1 true, i1 %122
  %125 = sext i1 %123 to i32
  br i1 %124, label %142, label %126

126:                                              ; preds = %121, %126
  %127 = phi i32 [ %140, %126 ], [ 0, %121 ]
  %128 = phi i32 [ %139, %126 ], [ %93, %121 ]
  %129 = add i32 %128, 1
  %130 = sub i32 %129, %127
  %131 = lshr i32 %130, 1
  %132 = add nsw i32 %131, %127
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = sext i32 %135 to i64
  %137 = icmp slt i64 %111, %136
  %138 = add nsw i32 %132, -1
  %139 = select i1 %137, i32 %138, i32 %128
  %140 = select i1 %137, i32 %127, i32 %132
  %141 = icmp slt i32 %140, %139
  br i1 %141, label %126, label %142, !llvm.loop !15

142:                                              ; preds = %126, %121
  %143 = phi i32 [ %125, %121 ], [ %140, %126 ]
  %144 = icmp sgt i32 %143, -1
  br i1 %144, label %170, label %176

145:                                              ; preds = %120
  %146 = load i32, ptr %1, align 4, !tbaa !6
  %147 = sext i32 %146 to i64
  %148 = icmp slt i64 %111, %147
  %149 = or i1 %148, %25
  %150 = sext i1 %148 to i32
  br i1 %149, label %167, label %151

151:                                              ; preds = %145, %151
  %152 = phi i32 [ %165, %151 ], [ 0, %145 ]
  %153 = phi i32 [ %164, %151 ], [ %21, %145 ]
  %154 = add nsw i32 %153, 1
  %155 = sub i32 %154, %152
  %156 = lshr i32 %155, 1
  %157 = add nsw i32 %156, %152
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i32, ptr %1, i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = sext i32 %160 to i64
  %162 = icmp slt i64 %111, %161
  %163 = add nsw i32 %157, -1
  %164 = select i1 %162, i32 %163, i32 %153
  %165 = select i1 %162, i32 %152, i32 %157
  %166 = icmp slt i32 %165, %164
  br i1 %166, label %151, label %167, !llvm.loop !15

167:                                              ; preds = %151, %145
  %168 = phi i32 [ %150, %145 ], [ %165, %151 ]
  %169 = icmp sgt i32 %168, -1
  br i1 %169, label %170, label %176

170:                                              ; preds = %167, %142
  %171 = phi i32 [ %143, %142 ], [ %168, %167 ]
  %172 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), %142 ], [ %0, %167 ]
  %173 = zext nneg i32 %171 to i64
  %174 = getelementptr inbounds nuw i32, ptr %172, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !6
  br label %176

176:                                              ; preds = %170, %167, %142, %118
  %177 = phi i32 [ %5, %118 ], [ %5, %142 ], [ %5, %167 ], [ %175, %170 ]
  %178 = getelementptr inbounds nuw i32, ptr %3, i64 %111
  store i32 %177, ptr %178, align 4, !tbaa !6
  %179 = add nuw nsw i64 %111, %29
  %180 = icmp samesign ult i64 %179, %37
  br i1 %180, label %181, label %368

181:                                              ; preds = %176
  %182 = icmp slt i64 %179, %112
  br i1 %182, label %183, label %239

183:                                              ; preds = %181
  br i1 %92, label %208, label %184

184:                                              ; preds = %183
  %185 = icmp slt i64 %179, %115
  %186 = select i1 %113, i1 true, i1 %185
  %187 = select i1 %116, i1 true, i1 %185
  %188 = sext i1 %186 to i32
  br i1 %187, label %205, label %189

189:                                              ; preds = %184, %189
  %190 = phi i32 [ %203, %189 ], [ 0, %184 ]
  %191 = phi i32 [ %202, %189 ], [ %93, %184 ]
  %192 = add i32 %191, 1
  %193 = sub i32 %192, %190
  %194 = lshr i32 %193, 1
  %195 = add nuw nsw i32 %194, %190
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %196
  %198 = load i32, ptr %197, align 4, !tbaa !6
  %199 = sext i32 %198 to i64
  %200 = icmp slt i64 %179, %199
  %201 = add nsw i32 %195, -1
  %202 = select i1 %200, i32 %201, i32 %191
  %203 = select i1 %200, i32 %190, i32 %195
  %204 = icmp slt i32 %203, %202
  br i1 %204, label %189, label %205, !llvm.loop !15

205:                                              ; preds = %189, %184
  %206 = phi i32 [ %188, %184 ], [ %203, %189 ]
  %207 = icmp sgt i32 %206, -1
  br i1 %207, label %233, label %239

208:                                              ; preds = %183
  %209 = load i32, ptr %1, align 4, !tbaa !6
  %210 = sext i32 %209 to i64
  %211 = icmp slt i64 %179, %210
  %212 = or i1 %211, %25
  %213 = sext i1 %211 to i32
  br i1 %212, label %230, label %214

214:                                              ; preds = %208, %214
  %215 = phi i32 [ %228, %214 ], [ 0, %208 ]
  %216 = phi i32 [ %227, %214 ], [ %21, %208 ]
  %217 = add nsw i32 %216, 1
  %218 = sub nsw i32 %217, %215
  %219 = lshr i32 %218, 1
  %220 = add nuw nsw i32 %219, %215
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds nuw i32, ptr %1, i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !6
  %224 = sext i32 %223 to i64
  %225 = icmp slt i64 %179, %224
  %226 = add nsw i32 %220, -1
  %227 = select i1 %225, i32 %226, i32 %216
  %228 = select i1 %225, i32 %215, i32 %220
  %229 = icmp slt i32 %228, %227
  br i1 %229, label %214, label %230, !llvm.loop !15

230:                                              ; preds = %214, %208
  %231 = phi i32 [ %213, %208 ], [ %228, %214 ]
  %232 = icmp sgt i32 %231, -1
  br i1 %232, label %233, label %239

233:                                              ; preds = %230, %205
  %234 = phi i32 [ %206, %205 ], [ %231, %230 ]
  %235 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), %205 ], [ %0, %230 ]
  %236 = zext nneg i32 %234 to i64
  %237 = getelementptr inbounds nuw i32, ptr %235, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !6
  br label %239

239:                                              ; preds = %233, %230, %205, %181
  %240 = phi i32 [ %5, %181 ], [ %5, %205 ], [ %5, %230 ], [ %238, %233 ]
  %241 = getelementptr inbounds nuw i32, ptr %3, i64 %179
  store i32 %240, ptr %241, align 4, !tbaa !6
  %242 = add nuw nsw i64 %111, %31
  %243 = icmp samesign ult i64 %242, %37
  br i1 %243, label %244, label %368

244:                                              ; preds = %239
  %245 = icmp slt i64 %242, %112
  br i1 %245, label %246, label %302

246:                                              ; preds = %244
  br i1 %92, label %271, label %247

247:                                              ; preds = %246
  %248 = icmp slt i64 %242, %115
  %249 = select i1 %113, i1 true, i1 %248
  %250 = select i1 %116, i1 true, i1 %248
  %251 = sext i1 %249 to i32
  br i1 %250, label %268, label %252

252:                                              ; preds = %247, %252
  %253 = phi i32 [ %266, %252 ], [ 0, %247 ]
  %254 = phi i32 [ %265, %252 ], [ %93, %247 ]
  %255 = add i32 %254, 1
  %256 = sub i32 %255, %253
  %257 = lshr i32 %256, 1
  %258 = add nuw nsw i32 %257, %253
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !6
  %262 = sext i32 %261 to i64
  %263 = icmp slt i64 %242, %262
  %264 = add nsw i32 %258, -1
  %265 = select i1 %263, i32 %264, i32 %254
  %266 = select i1 %263, i32 %253, i32 %258
  %267 = icmp slt i32 %266, %265
  br i1 %267, label %252, label %268, !llvm.loop !15

268:                                              ; preds = %252, %247
  %269 = phi i32 [ %251, %247 ], [ %266, %252 ]
  %270 = icmp sgt i32 %269, -1
  br i1 %270, label %296, label %302

271:                                              ; preds = %246
  %272 = load i32, ptr %1, align 4, !tbaa !6
  %273 = sext i32 %272 to i64
  %274 = icmp slt i64 %242, %273
  %275 = or i1 %274, %25
  %276 = sext i1 %274 to i32
  br i1 %275, label %293, label %277

277:                                              ; preds = %271, %277
  %278 = phi i32 [ %291, %277 ], [ 0, %271 ]
  %279 = phi i32 [ %290, %277 ], [ %21, %271 ]
  %280 = add nsw i32 %279, 1
  %281 = sub nsw i32 %280, %278
  %282 = lshr i32 %281, 1
  %283 = add nuw nsw i32 %282, %278
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds nuw i32, ptr %1, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !6
  %287 = sext i32 %286 to i64
  %288 = icmp slt i64 %242, %287
  %289 = add nsw i32 %283, -1
  %290 = select i1 %288, i32 %289, i32 %279
  %291 = select i1 %288, i32 %278, i32 %283
  %292 = icmp slt i32 %291, %290
  br i1 %292, label %277, label %293, !llvm.loop !15

293:                                              ; preds = %277, %271
  %294 = phi i32 [ %276, %271 ], [ %291, %277 ]
  %295 = icmp sgt i32 %294, -1
  br i1 %295, label %296, label %302

296:                                              ; preds = %293, %268
  %297 = phi i32 [ %269, %268 ], [ %294, %293 ]
  %298 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), %268 ], [ %0, %293 ]
  %299 = zext nneg i32 %297 to i64
  %300 = getelementptr inbounds nuw i32, ptr %298, i64 %299
  %301 = load i32, ptr %300, align 4, !tbaa !6
  br label %302

302:                                              ; preds = %296, %293, %268, %244
  %303 = phi i32 [ %5, %244 ], [ %5, %268 ], [ %5, %293 ], [ %301, %296 ]
  %304 = getelementptr inbounds nuw i32, ptr %3, i64 %242
  store i32 %303, ptr %304, align 4, !tbaa !6
  %305 = add nuw nsw i64 %111, %33
  %306 = icmp samesign ult i64 %305, %37
  br i1 %306, label %307, label %368

307:                                              ; preds = %302
  %308 = icmp slt i64 %305, %112
  br i1 %308, label %309, label %365

309:                                              ; preds = %307
  br i1 %92, label %334, label %310

310:                                              ; preds = %309
  %311 = icmp slt i64 %305, %115
  %312 = select i1 %113, i1 true, i1 %311
  %313 = select i1 %116, i1 true, i1 %311
  %314 = sext i1 %312 to i32
  br i1 %313, label %331, label %315

315:                                              ; preds = %310, %315
  %316 = phi i32 [ %329, %315 ], [ 0, %310 ]
  %317 = phi i32 [ %328, %315 ], [ %93, %310 ]
  %318 = add i32 %317, 1
  %319 = sub i32 %318, %316
  %320 = lshr i32 %319, 1
  %321 = add nuw nsw i32 %320, %316
  %322 = zext nneg i32 %321 to i64
  %323 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_off to ptr), i64 %322
  %324 = load i32, ptr %323, align 4, !tbaa !6
  %325 = sext i32 %324 to i64
  %326 = icmp slt i64 %305, %325
  %327 = add nsw i32 %321, -1
  %328 = select i1 %326, i32 %327, i32 %317
  %329 = select i1 %326, i32 %316, i32 %321
  %330 = icmp slt i32 %329, %328
  br i1 %330, label %315, label %331, !llvm.loop !15

331:                                              ; preds = %315, %310
  %332 = phi i32 [ %314, %310 ], [ %329, %315 ]
  %333 = icmp sgt i32 %332, -1
  br i1 %333, label %359, label %365

334:                                              ; preds = %309
  %335 = load i32, ptr %1, align 4, !tbaa !6
  %336 = sext i32 %335 to i64
  %337 = icmp slt i64 %305, %336
  %338 = or i1 %337, %25
  %339 = sext i1 %337 to i32
  br i1 %338, label %356, label %340

340:                                              ; preds = %334, %340
  %341 = phi i32 [ %354, %340 ], [ 0, %334 ]
  %342 = phi i32 [ %353, %340 ], [ %21, %334 ]
  %343 = add nsw i32 %342, 1
  %344 = sub nsw i32 %343, %341
  %345 = lshr i32 %344, 1
  %346 = add nuw nsw i32 %345, %341
  %347 = zext nneg i32 %346 to i64
  %348 = getelementptr inbounds nuw i32, ptr %1, i64 %347
  %349 = load i32, ptr %348, align 4, !tbaa !6
  %350 = sext i32 %349 to i64
  %351 = icmp slt i64 %305, %350
  %352 = add nsw i32 %346, -1
  %353 = select i1 %351, i32 %352, i32 %342
  %354 = select i1 %351, i32 %341, i32 %346
  %355 = icmp slt i32 %354, %353
  br i1 %355, label %340, label %356, !llvm.loop !15

356:                                              ; preds = %340, %334
  %357 = phi i32 [ %339, %334 ], [ %354, %340 ]
  %358 = icmp sgt i32 %357, -1
  br i1 %358, label %359, label %365

359:                                              ; preds = %356, %331
  %360 = phi i32 [ %332, %331 ], [ %357, %356 ]
  %361 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ17rle_expand_gatherE5s_val to ptr), %331 ], [ %0, %356 ]
  %362 = zext nneg i32 %360 to i64
  %363 = getelementptr inbounds nuw i32, ptr %361, i64 %362
  %364 = load i32, ptr %363, align 4, !tbaa !6
  br label %365

365:                                              ; preds = %359, %356, %331, %307
  %366 = phi i32 [ %5, %307 ], [ %5, %331 ], [ %5, %356 ], [ %364, %359 ]
  %367 = getelementptr inbounds nuw i32, ptr %3, i64 %305
  store i32 %366, ptr %367, align 4, !tbaa !6
  br label %368

368:                                              ; preds = %365, %302, %239, %176, %109
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %369 = add nuw nsw i64 %35, %28
  %370 = icmp slt i64 %369, %4
  br i1 %370, label %34, label %371, !llvm.loop !17

371:                                              ; preds = %368, %10, %6
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
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
