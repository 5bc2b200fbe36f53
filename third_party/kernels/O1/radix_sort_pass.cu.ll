; ModuleID = 'src/radix_sort_pass.cu'
source_filename = "src/radix_sort_pass.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21radix_block_histogramE4hist = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE6s_base = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE5s_cap = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE5s_run = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE7s_total = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE6s_warp = internal unnamed_addr addrspace(3) global [8 x [17 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @radix_block_histogram(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 16
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %21

9:                                                ; preds = %21, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = shl nuw nsw i32 %10, 2
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = zext nneg i32 %11 to i64
  %15 = mul nuw nsw i64 %14, %13
  %16 = zext nneg i32 %5 to i64
  %17 = add nuw nsw i64 %15, %16
  %18 = sext i32 %2 to i64
  %19 = and i32 %3, 31
  %20 = icmp slt i64 %17, %18
  br i1 %20, label %30, label %38

21:                                               ; preds = %7, %21
  %22 = phi i32 [ %5, %7 ], [ %25, %21 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %23
  store i32 0, ptr %24, align 4, !tbaa !6
  %25 = add nuw nsw i32 %22, %8
  %26 = icmp samesign ult i32 %25, 16
  br i1 %26, label %21, label %9, !llvm.loop !11

27:                                               ; preds = %76
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %29 = zext nneg i32 %28 to i64
  br label %80

30:                                               ; preds = %9
  %31 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = lshr i32 %32, %19
  %34 = and i32 %33, 15
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %35
  %37 = atomicrmw add ptr %36, i32 1 seq_cst, align 4
  br label %38

38:                                               ; preds = %30, %9
  %39 = zext nneg i32 %10 to i64
  %40 = add nuw nsw i64 %17, %39
  %41 = icmp slt i64 %40, %18
  br i1 %41, label %42, label %50

42:                                               ; preds = %38
  %43 = getelementptr inbounds nuw i32, ptr %0, i64 %40
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = lshr i32 %44, %19
  %46 = and i32 %45, 15
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %47
  %49 = atomicrmw add ptr %48, i32 1 seq_cst, align 4
  br label %50

50:                                               ; preds = %42, %38
  %51 = shl nuw nsw i32 %10, 1
  %52 = zext nneg i32 %51 to i64
  %53 = add nuw nsw i64 %17, %52
  %54 = icmp slt i64 %53, %18
  br i1 %54, label %55, label %63

55:                                               ; preds = %50
  %56 = getelementptr inbounds nuw i32, ptr %0, i64 %53
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = lshr i32 %57, %19
  %59 = and i32 %58, 15
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %60
  %62 = atomicrmw add ptr %61, i32 1 seq_cst, align 4
  br label %63

63:                                               ; preds = %55, %50
  %64 = mul nuw nsw i32 %10, 3
  %65 = zext nneg i32 %64 to i64
  %66 = add nuw nsw i64 %17, %65
  %67 = icmp slt i64 %66, %18
  br i1 %67, label %68, label %76

68:                                               ; preds = %63
  %69 = getelementptr inbounds nuw i32, ptr %0, i64 %66
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = lshr i32 %70, %19
  %72 = and i32 %71, 15
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %73
  %75 = atomicrmw add ptr %74, i32 1 seq_cst, align 4
  br label %76

76:                                               ; preds = %68, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = getelementptr i32, ptr %1, i64 %13
  %78 = icmp samesign ult i32 %5, 16
  br i1 %78, label %27, label %79

79:                                               ; preds = %80, %76
  ret void

80:                                               ; preds = %27, %80
  %81 = phi i32 [ %5, %27 ], [ %87, %80 ]
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = mul nuw nsw i64 %82, %29
  %86 = getelementptr i32, ptr %77, i64 %85
  store i32 %84, ptr %86, align 4, !tbaa !6
  %87 = add nuw nsw i32 %81, %10
  %88 = icmp samesign ult i32 %87, 16
  br i1 %88, label %80, label %79, !llvm.loop !14
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @radix_scatter_stable(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = and i32 %11, 31
  %14 = icmp ne i32 %13, 0
  %15 = icmp samesign ugt i32 %11, 287
  %16 = or i1 %15, %14
  br i1 %16, label %189, label %17

17:                                               ; preds = %7
  %18 = icmp samesign ult i32 %8, 16
  br i1 %18, label %19, label %52

19:                                               ; preds = %17
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = zext nneg i32 %8 to i64
  %22 = zext nneg i32 %20 to i64
  %23 = mul nuw nsw i64 %21, %22
  %24 = getelementptr i32, ptr %4, i64 %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %39

26:                                               ; preds = %39
  %27 = zext nneg i32 %8 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 %27
  store i32 %49, ptr %28, align 4, !tbaa !6
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 %27
  store i32 %48, ptr %29, align 4, !tbaa !6
  %30 = zext nneg i32 %20 to i64
  %31 = mul nuw nsw i64 %27, %30
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr i32, ptr %4, i64 %31
  %35 = getelementptr i32, ptr %34, i64 %33
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_cap to ptr), i64 %27
  store i32 %36, ptr %37, align 4, !tbaa !6
  %38 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_run to ptr), i64 %27
  store i32 0, ptr %38, align 4, !tbaa !6
  br label %52

39:                                               ; preds = %19, %39
  %40 = phi i32 [ 0, %19 ], [ %49, %39 ]
  %41 = phi i32 [ 0, %19 ], [ %48, %39 ]
  %42 = phi i32 [ 0, %19 ], [ %50, %39 ]
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr i32, ptr %24, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = icmp samesign ult i32 %42, %25
  %47 = select i1 %46, i32 %45, i32 0
  %48 = add i32 %47, %41
  %49 = add i32 %45, %40
  %50 = add nuw nsw i32 %42, 1
  %51 = icmp eq i32 %50, %20
  br i1 %51, label %26, label %39, !llvm.loop !15

52:                                               ; preds = %26, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %53 = icmp eq i32 %8, 0
  br i1 %53, label %54, label %66

54:                                               ; preds = %52, %54
  %55 = phi i32 [ %63, %54 ], [ 0, %52 ]
  %56 = phi i32 [ %64, %54 ], [ 0, %52 ]
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = add i32 %59, %55
  store i32 %60, ptr %58, align 4, !tbaa !6
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 %57
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = add i32 %62, %55
  %64 = add nuw nsw i32 %56, 1
  %65 = icmp eq i32 %64, 16
  br i1 %65, label %66, label %54, !llvm.loop !16

66:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = shl nsw i32 -1, %9
  %68 = xor i32 %67, -1
  %69 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %70 = zext nneg i32 %69 to i64
  %71 = shl nuw nsw i64 %70, 2
  %72 = zext nneg i32 %11 to i64
  %73 = mul nuw nsw i64 %71, %72
  %74 = zext nneg i32 %8 to i64
  %75 = add nuw nsw i64 %73, %74
  %76 = sext i32 %5 to i64
  %77 = and i32 %6, 31
  %78 = icmp samesign ult i32 %9, 17
  %79 = zext nneg i32 %10 to i64
  %80 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_warp to ptr), i64 %79
  %81 = zext nneg i32 %10 to i64
  %82 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_warp to ptr), i64 %81
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_warp to ptr), i64 %74
  %84 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 %74
  %85 = zext nneg i32 %10 to i64
  %86 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_warp to ptr), i64 %85
  %87 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 %74
  %88 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_run to ptr), i64 %74
  %89 = zext nneg i32 %9 to i64
  %90 = getelementptr inbounds nuw i32, ptr %80, i64 %89
  br label %91

91:                                               ; preds = %66, %186
  %92 = phi i32 [ 0, %66 ], [ %187, %186 ]
  %93 = mul nuw nsw i32 %92, %11
  %94 = zext nneg i32 %93 to i64
  %95 = add nuw nsw i64 %75, %94
  %96 = icmp sge i64 %95, %76
  br i1 %96, label %102, label %97

97:                                               ; preds = %91
  %98 = getelementptr inbounds nuw i32, ptr %0, i64 %95
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = getelementptr inbounds nuw i32, ptr %1, i64 %95
  %101 = load i32, ptr %100, align 4, !tbaa !6
  br label %102

102:                                              ; preds = %97, %91
  %103 = phi i32 [ %99, %97 ], [ 0, %91 ]
  %104 = phi i32 [ %101, %97 ], [ 0, %91 ]
  %105 = lshr i32 %103, %77
  %106 = and i32 %105, 15
  %107 = select i1 %96, i32 16, i32 %106
  br i1 %78, label %144, label %108

108:                                              ; preds = %144, %102
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %109 = and i32 %107, 1
  %110 = icmp ne i32 %109, 0
  %111 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %110)
  %112 = xor i1 %110, true
  %113 = sext i1 %112 to i32
  %114 = xor i32 %111, %113
  %115 = and i32 %107, 2
  %116 = icmp ne i32 %115, 0
  %117 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %116)
  %118 = xor i1 %116, true
  %119 = sext i1 %118 to i32
  %120 = xor i32 %117, %119
  %121 = and i32 %120, %114
  %122 = and i32 %107, 4
  %123 = icmp ne i32 %122, 0
  %124 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %123)
  %125 = xor i1 %123, true
  %126 = sext i1 %125 to i32
  %127 = xor i32 %124, %126
  %128 = and i32 %127, %121
  %129 = and i32 %107, 8
  %130 = icmp ne i32 %129, 0
  %131 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %130)
  %132 = xor i1 %130, true
  %133 = sext i1 %132 to i32
  %134 = xor i32 %131, %133
  %135 = and i32 %134, %128
  %136 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %96)
  %137 = xor i1 %96, true
  %138 = sext i1 %137 to i32
  %139 = xor i32 %136, %138
  %140 = and i32 %139, %135
  %141 = and i32 %140, %68
  %142 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %141)
  %143 = icmp eq i32 %141, 0
  br i1 %143, label %145, label %149

144:                                              ; preds = %102
  store i32 0, ptr %90, align 4, !tbaa !6
  br label %108

145:                                              ; preds = %108
  %146 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %140)
  %147 = zext nneg i32 %107 to i64
  %148 = getelementptr inbounds nuw i32, ptr %82, i64 %147
  store i32 %146, ptr %148, align 4, !tbaa !6
  br label %149

149:                                              ; preds = %145, %108
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %151, label %160

150:                                              ; preds = %151
  store i32 %157, ptr %84, align 4, !tbaa !6
  br label %160

151:                                              ; preds = %149, %151
  %152 = phi i32 [ %158, %151 ], [ 0, %149 ]
  %153 = phi i32 [ %157, %151 ], [ 0, %149 ]
  %154 = zext nneg i32 %152 to i64
  %155 = getelementptr inbounds nuw [17 x i32], ptr %83, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !6
  store i32 %153, ptr %155, align 4, !tbaa !6
  %157 = add i32 %156, %153
  %158 = add nuw nsw i32 %152, 1
  %159 = icmp eq i32 %158, %12
  br i1 %159, label %150, label %151, !llvm.loop !17

160:                                              ; preds = %150, %149
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %96, label %181, label %161

161:                                              ; preds = %160
  %162 = zext nneg i32 %107 to i64
  %163 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_run to ptr), i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = getelementptr inbounds nuw i32, ptr %86, i64 %162
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = add i32 %164, %142
  %168 = add i32 %167, %166
  %169 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 %162
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = add i32 %168, %170
  %172 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_cap to ptr), i64 %162
  %173 = load i32, ptr %172, align 4, !tbaa !6
  %174 = icmp ult i32 %168, %173
  %175 = icmp ult i32 %171, %5
  %176 = select i1 %174, i1 %175, i1 false
  br i1 %176, label %177, label %181

177:                                              ; preds = %161
  %178 = zext i32 %171 to i64
  %179 = getelementptr inbounds nuw i32, ptr %2, i64 %178
  store i32 %103, ptr %179, align 4, !tbaa !6
  %180 = getelementptr inbounds nuw i32, ptr %3, i64 %178
  store i32 %104, ptr %180, align 4, !tbaa !6
  br label %181

181:                                              ; preds = %161, %177, %160
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %182, label %186

182:                                              ; preds = %181
  %183 = load i32, ptr %87, align 4, !tbaa !6
  %184 = load i32, ptr %88, align 4, !tbaa !6
  %185 = add i32 %184, %183
  store i32 %185, ptr %88, align 4, !tbaa !6
  br label %186

186:                                              ; preds = %182, %181
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %187 = add nuw nsw i32 %92, 1
  %188 = icmp eq i32 %187, 4
  br i1 %188, label %189, label %91, !llvm.loop !18

189:                                              ; preds = %186, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
