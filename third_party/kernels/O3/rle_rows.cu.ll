; ModuleID = 'src/rle_rows.cu'
source_filename = "src/rle_rows.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15rle_rows_encodeE8warp_tot = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15rle_rows_encodeE5carry = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15rle_rows_decodeE4ends = internal unnamed_addr addrspace(3) global [1025 x i32] undef, align 4
@_ZZ15rle_rows_decodeE3s_n = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rle_rows_encode(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = alloca [33 x i32], align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = icmp sge i32 %7, %2
  %9 = add i32 %1, -1025
  %10 = icmp ult i32 %9, -1024
  %11 = or i1 %8, %10
  br i1 %11, label %162, label %12

12:                                               ; preds = %5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = and i32 %13, 31
  %15 = lshr i32 %13, 5
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = add nuw nsw i32 %16, 31
  %18 = lshr i32 %17, 5
  %19 = zext nneg i32 %7 to i64
  %20 = zext nneg i32 %1 to i64
  %21 = mul nuw nsw i64 %20, %19
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 %21
  %23 = add nuw nsw i32 %1, 1
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %24, %19
  %26 = getelementptr inbounds nuw i32, ptr %3, i64 %25
  %27 = shl nsw i32 -1, %14
  %28 = xor i32 %27, -1
  %29 = icmp eq i32 %13, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %12
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  br label %31

31:                                               ; preds = %30, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp eq i32 %14, 0
  %33 = zext nneg i32 %15 to i64
  %34 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE8warp_tot to ptr), i64 %33
  %35 = icmp eq i32 %15, 0
  %36 = icmp samesign ult i32 %14, %18
  %37 = zext nneg i32 %14 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE8warp_tot to ptr), i64 %37
  %39 = getelementptr i8, ptr %34, i64 -4
  %40 = zext nneg i32 %18 to i64
  %41 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE8warp_tot to ptr), i64 %40
  %42 = getelementptr i8, ptr %41, i64 -4
  %43 = icmp eq i32 %14, 0
  %44 = icmp samesign ult i32 %14, 2
  %45 = icmp samesign ult i32 %14, 4
  %46 = icmp samesign ult i32 %14, 8
  %47 = icmp samesign ult i32 %14, 16
  br label %50

48:                                               ; preds = %117
  %49 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  br i1 %29, label %120, label %121

50:                                               ; preds = %31, %117
  %51 = phi i32 [ 0, %31 ], [ %118, %117 ]
  %52 = add i32 %51, %13
  %53 = icmp slt i32 %52, %1
  br i1 %53, label %54, label %71

54:                                               ; preds = %50
  %55 = sext i32 %52 to i64
  %56 = getelementptr inbounds i8, ptr %22, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !11
  %58 = icmp ne i8 %57, 0
  %59 = icmp sgt i32 %52, 0
  br i1 %59, label %60, label %67

60:                                               ; preds = %54
  %61 = zext nneg i32 %52 to i64
  %62 = getelementptr i8, ptr %22, i64 %61
  %63 = getelementptr i8, ptr %62, i64 -1
  %64 = load i8, ptr %63, align 1, !tbaa !11
  %65 = icmp ne i8 %64, 0
  %66 = zext i1 %65 to i32
  br label %67

67:                                               ; preds = %54, %60
  %68 = phi i32 [ %66, %60 ], [ 0, %54 ]
  %69 = zext i1 %58 to i32
  %70 = icmp ne i32 %68, %69
  br label %71

71:                                               ; preds = %67, %50
  %72 = phi i1 [ %70, %67 ], [ false, %50 ]
  %73 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %72)
  %74 = and i32 %73, %28
  %75 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %74)
  br i1 %32, label %76, label %78

76:                                               ; preds = %71
  %77 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %73)
  store i32 %77, ptr %34, align 4, !tbaa !6
  br label %78

78:                                               ; preds = %76, %71
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %35, label %79, label %100

79:                                               ; preds = %78
  br i1 %36, label %80, label %82

80:                                               ; preds = %79
  %81 = load i32, ptr %38, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %79, %80
  %83 = phi i32 [ %81, %80 ], [ 0, %79 ]
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %83, i32 1, i32 0)
  %85 = select i1 %43, i32 0, i32 %84
  %86 = add nsw i32 %85, %83
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %86, i32 2, i32 0)
  %88 = select i1 %44, i32 0, i32 %87
  %89 = add nsw i32 %88, %86
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %89, i32 4, i32 0)
  %91 = select i1 %45, i32 0, i32 %90
  %92 = add nsw i32 %91, %89
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %92, i32 8, i32 0)
  %94 = select i1 %46, i32 0, i32 %93
  %95 = add nsw i32 %94, %92
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %95, i32 16, i32 0)
  br i1 %36, label %97, label %100

97:                                               ; preds = %82
  %98 = select i1 %47, i32 0, i32 %96
  %99 = add nsw i32 %98, %95
  store i32 %99, ptr %38, align 4, !tbaa !6
  br label %100

100:                                              ; preds = %82, %97, %78
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  br i1 %35, label %104, label %102

102:                                              ; preds = %100
  %103 = load i32, ptr %39, align 4, !tbaa !6
  br label %104

104:                                              ; preds = %100, %102
  %105 = phi i32 [ %103, %102 ], [ 0, %100 ]
  br i1 %72, label %106, label %112

106:                                              ; preds = %104
  %107 = add nuw nsw i32 %75, 1
  %108 = add i32 %107, %101
  %109 = add i32 %108, %105
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %26, i64 %110
  store i32 %52, ptr %111, align 4, !tbaa !6
  br label %112

112:                                              ; preds = %106, %104
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %29, label %113, label %117

113:                                              ; preds = %112
  %114 = load i32, ptr %42, align 4, !tbaa !6
  %115 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  %116 = add nsw i32 %115, %114
  store i32 %116, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_encodeE5carry to ptr), align 4, !tbaa !6
  br label %117

117:                                              ; preds = %113, %112
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %118 = add i32 %51, %16
  %119 = icmp slt i32 %118, %1
  br i1 %119, label %50, label %48, !llvm.loop !12

120:                                              ; preds = %48
  store i32 0, ptr %26, align 4, !tbaa !6
  br label %121

121:                                              ; preds = %120, %48
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  %122 = icmp sgt i32 %13, %49
  br i1 %122, label %123, label %124

123:                                              ; preds = %134, %121
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %122, label %144, label %145

124:                                              ; preds = %121, %134
  %125 = phi i32 [ %139, %134 ], [ %13, %121 ]
  %126 = phi i32 [ %140, %134 ], [ 0, %121 ]
  %127 = sext i32 %125 to i64
  %128 = getelementptr inbounds i32, ptr %26, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = icmp slt i32 %125, %49
  br i1 %130, label %131, label %134

131:                                              ; preds = %124
  %132 = getelementptr i8, ptr %128, i64 4
  %133 = load i32, ptr %132, align 4, !tbaa !6
  br label %134

134:                                              ; preds = %124, %131
  %135 = phi i32 [ %133, %131 ], [ %1, %124 ]
  %136 = sub nsw i32 %135, %129
  %137 = zext nneg i32 %126 to i64
  %138 = getelementptr inbounds nuw i32, ptr %6, i64 %137
  store i32 %136, ptr %138, align 4, !tbaa !6
  %139 = add nuw i32 %125, %16
  %140 = add nuw nsw i32 %126, 1
  %141 = icmp sle i32 %139, %49
  %142 = icmp samesign ult i32 %126, 32
  %143 = select i1 %141, i1 %142, i1 false
  br i1 %143, label %124, label %123, !llvm.loop !14

144:                                              ; preds = %145, %123
  br i1 %29, label %158, label %161

145:                                              ; preds = %123, %145
  %146 = phi i32 [ %153, %145 ], [ %13, %123 ]
  %147 = phi i32 [ %154, %145 ], [ 0, %123 ]
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds nuw i32, ptr %6, i64 %148
  %150 = load i32, ptr %149, align 4, !tbaa !6
  %151 = sext i32 %146 to i64
  %152 = getelementptr inbounds i32, ptr %26, i64 %151
  store i32 %150, ptr %152, align 4, !tbaa !6
  %153 = add nuw i32 %146, %16
  %154 = add nuw nsw i32 %147, 1
  %155 = icmp sle i32 %153, %49
  %156 = icmp samesign ult i32 %147, 32
  %157 = select i1 %155, i1 %156, i1 false
  br i1 %157, label %145, label %144, !llvm.loop !15

158:                                              ; preds = %144
  %159 = getelementptr inbounds nuw i32, ptr %4, i64 %19
  %160 = add nsw i32 %49, 1
  store i32 %160, ptr %159, align 4, !tbaa !6
  br label %161

161:                                              ; preds = %158, %144
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  br label %162

162:                                              ; preds = %5, %161
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rle_rows_decode(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp sge i32 %6, %3
  %8 = add i32 %2, -1025
  %9 = icmp ult i32 %8, -1024
  %10 = or i1 %7, %9
  br i1 %10, label %129, label %11

11:                                               ; preds = %5
  %12 = zext nneg i32 %6 to i64
  %13 = add nuw nsw i32 %2, 1
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %14, %12
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %94

19:                                               ; preds = %11
  %20 = getelementptr inbounds nuw i32, ptr %1, i64 %12
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 %13)
  %24 = icmp slt i32 %21, 1
  br i1 %24, label %51, label %25

25:                                               ; preds = %19
  %26 = and i32 %23, 3
  %27 = icmp samesign ult i32 %23, 4
  br i1 %27, label %32, label %28

28:                                               ; preds = %25
  %29 = and i32 %23, 4092
  br label %52

30:                                               ; preds = %52
  %31 = icmp eq i32 %26, 0
  br i1 %31, label %51, label %32

32:                                               ; preds = %30, %25
  %33 = phi i32 [ 0, %25 ], [ %89, %30 ]
  %34 = phi i32 [ 0, %25 ], [ %91, %30 ]
  %35 = icmp ne i32 %26, 0
  tail call void @llvm.assume(i1 %35)
  br label %36

36:                                               ; preds = %36, %32
  %37 = phi i32 [ %46, %36 ], [ %33, %32 ]
  %38 = phi i32 [ %48, %36 ], [ %34, %32 ]
  %39 = phi i32 [ %49, %36 ], [ 0, %32 ]
  %40 = zext nneg i32 %38 to i64
  %41 = getelementptr inbounds nuw i32, ptr %16, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %42, i32 0)
  %44 = sub nsw i32 %2, %37
  %45 = tail call noundef range(i32 -2147483646, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %43, i32 range(i32 -2147483646, -2147483648) %44)
  %46 = add nsw i32 %45, %37
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE4ends to ptr), i64 %40
  store i32 %46, ptr %47, align 4, !tbaa !6
  %48 = add nuw nsw i32 %38, 1
  %49 = add i32 %39, 1
  %50 = icmp eq i32 %49, %26
  br i1 %50, label %51, label %36, !llvm.loop !16

51:                                               ; preds = %30, %36, %19
  store i32 %23, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE3s_n to ptr), align 4, !tbaa !6
  br label %94

52:                                               ; preds = %52, %28
  %53 = phi i32 [ 0, %28 ], [ %89, %52 ]
  %54 = phi i32 [ 0, %28 ], [ %91, %52 ]
  %55 = phi i32 [ 0, %28 ], [ %92, %52 ]
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds nuw i32, ptr %16, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %58, i32 0)
  %60 = sub nsw i32 %2, %53
  %61 = tail call noundef range(i32 -2147483646, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %59, i32 range(i32 -2147483646, -2147483648) %60)
  %62 = add nsw i32 %61, %53
  %63 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE4ends to ptr), i64 %56
  store i32 %62, ptr %63, align 4, !tbaa !6
  %64 = or disjoint i32 %54, 1
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr %16, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %67, i32 0)
  %69 = sub nsw i32 %2, %62
  %70 = tail call noundef range(i32 -2147483646, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %68, i32 range(i32 -2147483646, -2147483648) %69)
  %71 = add nsw i32 %70, %62
  %72 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE4ends to ptr), i64 %65
  store i32 %71, ptr %72, align 4, !tbaa !6
  %73 = or disjoint i32 %54, 2
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr %16, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %76, i32 0)
  %78 = sub nsw i32 %2, %71
  %79 = tail call noundef range(i32 -2147483646, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %77, i32 range(i32 -2147483646, -2147483648) %78)
  %80 = add nsw i32 %79, %71
  %81 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE4ends to ptr), i64 %74
  store i32 %80, ptr %81, align 4, !tbaa !6
  %82 = or disjoint i32 %54, 3
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw i32, ptr %16, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %85, i32 0)
  %87 = sub nsw i32 %2, %80
  %88 = tail call noundef range(i32 -2147483646, -2147483648) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %86, i32 range(i32 -2147483646, -2147483648) %87)
  %89 = add nsw i32 %88, %80
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE4ends to ptr), i64 %83
  store i32 %89, ptr %90, align 4, !tbaa !6
  %91 = add nuw nsw i32 %54, 4
  %92 = add i32 %55, 4
  %93 = icmp eq i32 %92, %29
  br i1 %93, label %30, label %52, !llvm.loop !18

94:                                               ; preds = %51, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE3s_n to ptr), align 4, !tbaa !6
  %96 = zext nneg i32 %2 to i64
  %97 = mul nuw nsw i64 %96, %12
  %98 = getelementptr inbounds nuw i8, ptr %4, i64 %97
  %99 = icmp samesign ult i32 %17, %2
  br i1 %99, label %100, label %129

100:                                              ; preds = %94
  %101 = icmp sgt i32 %95, 0
  %102 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %103

103:                                              ; preds = %100, %118
  %104 = phi i32 [ %17, %100 ], [ %127, %118 ]
  br i1 %101, label %105, label %118

105:                                              ; preds = %103, %105
  %106 = phi i32 [ %116, %105 ], [ %95, %103 ]
  %107 = phi i32 [ %115, %105 ], [ 0, %103 ]
  %108 = add nuw nsw i32 %106, %107
  %109 = lshr i32 %108, 1
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rle_rows_decodeE4ends to ptr), i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = icmp sgt i32 %112, %104
  %114 = add nuw nsw i32 %109, 1
  %115 = select i1 %113, i32 %107, i32 %114
  %116 = select i1 %113, i32 %109, i32 %106
  %117 = icmp slt i32 %115, %116
  br i1 %117, label %105, label %118, !llvm.loop !19

118:                                              ; preds = %105, %103
  %119 = phi i32 [ 0, %103 ], [ %115, %105 ]
  %120 = icmp slt i32 %119, %95
  %121 = and i32 %119, 1
  %122 = icmp ne i32 %121, 0
  %123 = and i1 %120, %122
  %124 = zext i1 %123 to i8
  %125 = sext i32 %104 to i64
  %126 = getelementptr inbounds i8, ptr %98, i64 %125
  store i8 %124, ptr %126, align 1, !tbaa !11
  %127 = add i32 %104, %102
  %128 = icmp slt i32 %127, %2
  br i1 %128, label %103, label %129, !llvm.loop !20

129:                                              ; preds = %118, %94, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
