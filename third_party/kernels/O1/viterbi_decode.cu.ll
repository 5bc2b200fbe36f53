; ModuleID = 'src/viterbi_decode.cu'
source_filename = "src/viterbi_decode.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11hmm_viterbiE3s_a = internal unnamed_addr addrspace(3) global [4096 x float] undef, align 4
@_ZZ11hmm_viterbiE5delta = internal unnamed_addr addrspace(3) global [2 x [64 x float]] undef, align 4
@_ZZ15conv_viterbi_k7E2pm = internal unnamed_addr addrspace(3) global [2 x [64 x i32]] undef, align 4
@_ZZ15conv_viterbi_k7E6pm_min = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hmm_viterbi(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef captures(none) %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = icmp sge i32 %12, %7
  %14 = sub i32 64, %5
  %15 = sub i32 64, %4
  %16 = or i32 %14, %15
  %17 = icmp ugt i32 %16, 63
  %18 = or i1 %13, %17
  %19 = icmp slt i32 %6, 1
  %20 = or i1 %19, %18
  br i1 %20, label %157, label %21

21:                                               ; preds = %11
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = mul nuw nsw i32 %4, %4
  %24 = icmp samesign ult i32 %22, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %21
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %36

27:                                               ; preds = %36, %21
  %28 = zext nneg i32 %12 to i64
  %29 = zext nneg i32 %6 to i64
  %30 = mul nuw nsw i64 %29, %28
  %31 = getelementptr inbounds nuw i32, ptr %3, i64 %30
  %32 = zext nneg i32 %4 to i64
  %33 = mul i64 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr %8, i64 %33
  %35 = icmp slt i32 %22, %4
  br i1 %35, label %44, label %59

36:                                               ; preds = %25, %36
  %37 = phi i32 [ %22, %25 ], [ %42, %36 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE3s_a to ptr), i64 %38
  store float %40, ptr %41, align 4, !tbaa !11
  %42 = add i32 %37, %26
  %43 = icmp slt i32 %42, %23
  br i1 %43, label %36, label %27, !llvm.loop !13

44:                                               ; preds = %27
  %45 = load i32, ptr %31, align 4, !tbaa !6
  %46 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = add nsw i32 %5, -1
  %48 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %46, i32 range(i32 -2147483648, 2147483647) %47)
  %49 = zext nneg i32 %22 to i64
  %50 = getelementptr inbounds nuw float, ptr %2, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = mul nsw i32 %5, %22
  %53 = add nsw i32 %48, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = fadd contract float %51, %56
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE5delta to ptr), i64 %49
  store float %57, ptr %58, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %44, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = icmp sgt i32 %6, 1
  br i1 %60, label %61, label %69

61:                                               ; preds = %59
  %62 = add nsw i32 %5, -1
  %63 = mul nsw i32 %5, %22
  %64 = zext nneg i32 %22 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE5delta to ptr), i64 %64
  %66 = getelementptr i8, ptr %34, i64 %64
  br label %76

67:                                               ; preds = %117
  %68 = zext nneg i32 %118 to i64
  br label %69

69:                                               ; preds = %67, %59
  %70 = phi i64 [ 0, %59 ], [ %68, %67 ]
  %71 = icmp eq i32 %22, 0
  br i1 %71, label %72, label %157

72:                                               ; preds = %69
  %73 = icmp sgt i32 %4, 0
  br i1 %73, label %74, label %121

74:                                               ; preds = %72
  %75 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE5delta to ptr), i64 %70
  br label %127

76:                                               ; preds = %61, %117
  %77 = phi i32 [ 0, %61 ], [ %118, %117 ]
  %78 = phi i32 [ 1, %61 ], [ %119, %117 ]
  br i1 %35, label %79, label %117

79:                                               ; preds = %76
  %80 = zext nneg i32 %77 to i64
  %81 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE5delta to ptr), i64 %80
  br label %99

82:                                               ; preds = %99
  %83 = zext nneg i32 %78 to i64
  %84 = getelementptr inbounds nuw i32, ptr %31, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %85, i32 0)
  %87 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %86, i32 range(i32 -2147483648, 2147483647) %62)
  %88 = add nsw i32 %87, %63
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %1, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fadd contract float %113, %91
  %93 = xor i32 %77, 1
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw [64 x float], ptr %65, i64 %94
  store float %92, ptr %95, align 4, !tbaa !11
  %96 = trunc i32 %114 to i8
  %97 = mul nuw nsw i64 %83, %32
  %98 = getelementptr i8, ptr %66, i64 %97
  store i8 %96, ptr %98, align 1, !tbaa !16
  br label %117

99:                                               ; preds = %79, %99
  %100 = phi i32 [ 0, %79 ], [ %115, %99 ]
  %101 = phi i32 [ 0, %79 ], [ %114, %99 ]
  %102 = phi float [ 0xC7EFFFFFE0000000, %79 ], [ %113, %99 ]
  %103 = zext nneg i32 %100 to i64
  %104 = getelementptr inbounds nuw float, ptr %81, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = mul nsw i32 %100, %4
  %107 = add nsw i32 %106, %22
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE3s_a to ptr), i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = fadd contract float %105, %110
  %112 = fcmp contract ogt float %111, %102
  %113 = select i1 %112, float %111, float %102
  %114 = select i1 %112, i32 %100, i32 %101
  %115 = add nuw nsw i32 %100, 1
  %116 = icmp eq i32 %115, %4
  br i1 %116, label %82, label %99, !llvm.loop !17

117:                                              ; preds = %82, %76
  %118 = xor i32 %77, 1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %119 = add nuw nsw i32 %78, 1
  %120 = icmp eq i32 %119, %6
  br i1 %120, label %67, label %76, !llvm.loop !18

121:                                              ; preds = %127, %72
  %122 = phi float [ 0xC7EFFFFFE0000000, %72 ], [ %135, %127 ]
  %123 = phi i32 [ 0, %72 ], [ %136, %127 ]
  %124 = getelementptr inbounds nuw float, ptr %10, i64 %28
  store float %122, ptr %124, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw i32, ptr %9, i64 %30
  %126 = add nsw i32 %4, -1
  br label %139

127:                                              ; preds = %74, %127
  %128 = phi i32 [ 0, %74 ], [ %137, %127 ]
  %129 = phi i32 [ 0, %74 ], [ %136, %127 ]
  %130 = phi float [ 0xC7EFFFFFE0000000, %74 ], [ %135, %127 ]
  %131 = zext nneg i32 %128 to i64
  %132 = getelementptr inbounds nuw float, ptr %75, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fcmp contract ogt float %133, %130
  %135 = select i1 %134, float %133, float %130
  %136 = select i1 %134, i32 %128, i32 %129
  %137 = add nuw nsw i32 %128, 1
  %138 = icmp eq i32 %137, %4
  br i1 %138, label %121, label %127, !llvm.loop !19

139:                                              ; preds = %121, %154
  %140 = phi i32 [ %6, %121 ], [ %142, %154 ]
  %141 = phi i32 [ %123, %121 ], [ %155, %154 ]
  %142 = add nsw i32 %140, -1
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds nuw i32, ptr %125, i64 %143
  store i32 %141, ptr %144, align 4, !tbaa !6
  %145 = icmp eq i32 %140, 1
  br i1 %145, label %154, label %146

146:                                              ; preds = %139
  %147 = mul nuw nsw i64 %143, %32
  %148 = sext i32 %141 to i64
  %149 = getelementptr i8, ptr %34, i64 %147
  %150 = getelementptr i8, ptr %149, i64 %148
  %151 = load i8, ptr %150, align 1, !tbaa !16
  %152 = zext i8 %151 to i32
  %153 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %152, i32 range(i32 -2147483648, 2147483647) %126)
  br label %154

154:                                              ; preds = %139, %146
  %155 = phi i32 [ %153, %146 ], [ %141, %139 ]
  %156 = icmp sgt i32 %140, 1
  br i1 %156, label %139, label %157, !llvm.loop !20

157:                                              ; preds = %154, %69, %11
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @conv_viterbi_k7(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp slt i32 %6, %2
  %8 = add i32 %1, -1
  %9 = icmp ult i32 %8, 4096
  %10 = and i1 %7, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = icmp eq i32 %11, 64
  %13 = and i1 %12, %10
  br i1 %13, label %14, label %154

14:                                               ; preds = %5
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = and i32 %15, 31
  %17 = lshr i32 %15, 5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %1 to i64
  %20 = mul nuw nsw i64 %19, %18
  %21 = shl nuw nsw i64 %20, 1
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 %21
  %23 = getelementptr inbounds nuw i32, ptr %3, i64 %21
  %24 = shl nuw nsw i32 %15, 1
  %25 = and i32 %24, 62
  %26 = or disjoint i32 %25, 1
  %27 = shl nuw nsw i32 %17, 6
  %28 = or disjoint i32 %27, %25
  %29 = or disjoint i32 %26, %27
  %30 = and i32 %28, 120
  %31 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %30)
  %32 = and i32 %31, 1
  %33 = and i32 %28, 90
  %34 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %33)
  %35 = and i32 %34, 1
  %36 = and i32 %29, 121
  %37 = tail call noundef range(i32 1, 6) i32 @llvm.ctpop.i32(i32 %36)
  %38 = and i32 %37, 1
  %39 = and i32 %29, 91
  %40 = tail call noundef range(i32 1, 6) i32 @llvm.ctpop.i32(i32 %39)
  %41 = and i32 %40, 1
  %42 = icmp eq i32 %15, 0
  %43 = select i1 %42, i32 0, i32 1048576
  %44 = zext nneg i32 %15 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E2pm to ptr), i64 %44
  store i32 %43, ptr %45, align 4, !tbaa !6
  br i1 %42, label %46, label %47

46:                                               ; preds = %14
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E6pm_min to ptr), align 4, !tbaa !6
  br label %47

47:                                               ; preds = %46, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E2pm to ptr), i64 %44
  %49 = icmp sgt i32 %1, 0
  br i1 %49, label %50, label %66

50:                                               ; preds = %47
  %51 = icmp eq i32 %32, 0
  %52 = select i1 %51, i32 -127, i32 127
  %53 = icmp eq i32 %35, 0
  %54 = select i1 %53, i32 -127, i32 127
  %55 = icmp eq i32 %38, 0
  %56 = select i1 %55, i32 -127, i32 127
  %57 = icmp eq i32 %41, 0
  %58 = select i1 %57, i32 -127, i32 127
  %59 = zext nneg i32 %25 to i64
  %60 = zext nneg i32 %26 to i64
  %61 = icmp eq i32 %16, 0
  %62 = zext nneg i32 %17 to i64
  %63 = getelementptr i32, ptr %23, i64 %62
  br label %68

64:                                               ; preds = %113
  %65 = zext nneg i32 %103 to i64
  br label %66

66:                                               ; preds = %64, %47
  %67 = phi i64 [ 0, %47 ], [ %65, %64 ]
  tail call void @llvm.nvvm.membar.cta()
  br i1 %42, label %116, label %154

68:                                               ; preds = %50, %113
  %69 = phi i32 [ 0, %50 ], [ %103, %113 ]
  %70 = phi i32 [ 0, %50 ], [ %114, %113 ]
  %71 = shl nuw nsw i32 %70, 1
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i8, ptr %22, i64 %72
  %74 = load i8, ptr %73, align 1, !tbaa !16
  %75 = sext i8 %74 to i32
  %76 = getelementptr inbounds nuw i8, ptr %73, i64 1
  %77 = load i8, ptr %76, align 1, !tbaa !16
  %78 = sext i8 %77 to i32
  %79 = add nsw i32 %52, %75
  %80 = tail call noundef range(i32 -255, 256) i32 @llvm.abs.i32(i32 range(i32 -255, 255) %79, i1 true)
  %81 = add nsw i32 %54, %78
  %82 = tail call noundef range(i32 -255, 256) i32 @llvm.abs.i32(i32 range(i32 -255, 255) %81, i1 true)
  %83 = add nsw i32 %56, %75
  %84 = tail call noundef range(i32 -255, 256) i32 @llvm.abs.i32(i32 range(i32 -255, 255) %83, i1 true)
  %85 = add nsw i32 %58, %78
  %86 = tail call noundef range(i32 -255, 256) i32 @llvm.abs.i32(i32 range(i32 -255, 255) %85, i1 true)
  %87 = zext nneg i32 %69 to i64
  %88 = getelementptr inbounds nuw [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E2pm to ptr), i64 %87
  %89 = getelementptr inbounds nuw i32, ptr %88, i64 %59
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = add i32 %80, %90
  %92 = add i32 %91, %82
  %93 = getelementptr inbounds nuw i32, ptr %88, i64 %60
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = add i32 %94, %84
  %96 = add i32 %95, %86
  %97 = icmp slt i32 %96, %92
  %98 = tail call i32 @llvm.smin.i32(i32 %96, i32 %92)
  %99 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %97)
  br i1 %61, label %100, label %102

100:                                              ; preds = %68
  %101 = getelementptr i32, ptr %63, i64 %72
  store i32 %99, ptr %101, align 4, !tbaa !6
  br label %102

102:                                              ; preds = %100, %68
  %103 = xor i32 %69, 1
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw [64 x i32], ptr %48, i64 %104
  store i32 %98, ptr %105, align 4, !tbaa !6
  %106 = and i32 %70, 15
  %107 = icmp eq i32 %106, 15
  br i1 %107, label %108, label %113

108:                                              ; preds = %102
  %109 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E6pm_min to ptr), i32 %98 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %110 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E6pm_min to ptr), align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %111 = sub nsw i32 %98, %110
  store i32 %111, ptr %105, align 4, !tbaa !6
  br i1 %42, label %112, label %113

112:                                              ; preds = %108
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E6pm_min to ptr), align 4, !tbaa !6
  br label %113

113:                                              ; preds = %108, %112, %102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %114 = add nuw nsw i32 %70, 1
  %115 = icmp eq i32 %114, %1
  br i1 %115, label %64, label %68, !llvm.loop !21

116:                                              ; preds = %66
  %117 = getelementptr inbounds nuw [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E2pm to ptr), i64 %67
  %118 = load i32, ptr %117, align 4, !tbaa !6
  br label %122

119:                                              ; preds = %122
  %120 = getelementptr inbounds nuw i8, ptr %4, i64 %20
  %121 = icmp sgt i32 %1, 0
  br i1 %121, label %134, label %154

122:                                              ; preds = %116, %122
  %123 = phi i32 [ 1, %116 ], [ %132, %122 ]
  %124 = phi i32 [ %118, %116 ], [ %131, %122 ]
  %125 = phi i32 [ 0, %116 ], [ %130, %122 ]
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds nuw i32, ptr %117, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = icmp slt i32 %128, %124
  %130 = select i1 %129, i32 %123, i32 %125
  %131 = tail call i32 @llvm.smin.i32(i32 %128, i32 %124)
  %132 = add nuw nsw i32 %123, 1
  %133 = icmp eq i32 %132, 64
  br i1 %133, label %119, label %122, !llvm.loop !22

134:                                              ; preds = %119, %134
  %135 = phi i32 [ %137, %134 ], [ %1, %119 ]
  %136 = phi i32 [ %152, %134 ], [ %130, %119 ]
  %137 = add nsw i32 %135, -1
  %138 = ashr i32 %136, 5
  %139 = trunc i32 %138 to i8
  %140 = zext nneg i32 %137 to i64
  %141 = getelementptr inbounds nuw i8, ptr %120, i64 %140
  store i8 %139, ptr %141, align 1, !tbaa !16
  %142 = sext i32 %138 to i64
  %143 = shl nuw nsw i64 %140, 3
  %144 = getelementptr i8, ptr %23, i64 %143
  %145 = getelementptr i32, ptr %144, i64 %142
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = and i32 %136, 31
  %148 = lshr i32 %146, %147
  %149 = and i32 %148, 1
  %150 = shl i32 %136, 1
  %151 = and i32 %150, 62
  %152 = or disjoint i32 %149, %151
  %153 = icmp sgt i32 %135, 1
  br i1 %153, label %134, label %154, !llvm.loop !23

154:                                              ; preds = %134, %119, %66, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
