; ModuleID = 'src/spgemm_hash.cu'
source_filename = "src/spgemm_hash.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17spgemm_count_hashE4keys = internal addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17spgemm_count_hashE5count = internal addrspace(3) global i32 undef, align 4
@_ZZ17spgemm_count_hashE8overflow = internal addrspace(3) global i32 undef, align 4
@_ZZ16spgemm_fill_hashE4keys = internal addrspace(3) global [1024 x i32] undef, align 4
@_ZZ16spgemm_fill_hashE3acc = internal addrspace(3) global [1024 x i64] undef, align 8
@_ZZ16spgemm_fill_hashE9list_slot = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ16spgemm_fill_hashE5count = internal addrspace(3) global i32 undef, align 4
@_ZZ16spgemm_fill_hashE6listed = internal addrspace(3) global i32 undef, align 4
@_ZZ16spgemm_fill_hashE8overflow = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @spgemm_count_hash(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = lshr i32 %10, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = lshr i32 %13, 5
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %22

17:                                               ; preds = %9
  %18 = icmp eq i32 %10, 0
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %20

20:                                               ; preds = %17, %164
  %21 = phi i32 [ %15, %17 ], [ %165, %164 ]
  br label %24

22:                                               ; preds = %164, %9
  ret void

23:                                               ; preds = %24
  br i1 %18, label %30, label %31

24:                                               ; preds = %20, %24
  %25 = phi i32 [ %10, %20 ], [ %28, %24 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE4keys to ptr), i64 %26
  store i32 -1, ptr %27, align 4, !tbaa !6
  %28 = add nuw nsw i32 %25, %13
  %29 = icmp samesign ult i32 %28, 1024
  br i1 %29, label %24, label %23, !llvm.loop !11

30:                                               ; preds = %23
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE5count to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE8overflow to ptr), align 4, !tbaa !6
  br label %31

31:                                               ; preds = %30, %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = sext i32 %21 to i64
  %33 = getelementptr inbounds i32, ptr %0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = tail call noundef i32 @llvm.smax.i32(i32 %34, i32 0)
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %3)
  %37 = getelementptr i8, ptr %33, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %36)
  %40 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 %3)
  %41 = add nsw i32 %36, %12
  %42 = icmp slt i32 %41, %40
  br i1 %42, label %44, label %43

43:                                               ; preds = %155, %31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %158, label %164

44:                                               ; preds = %31, %155
  %45 = phi i32 [ %156, %155 ], [ %41, %31 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %1, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = icmp sgt i32 %48, -1
  %50 = icmp slt i32 %48, %6
  %51 = and i1 %49, %50
  br i1 %51, label %52, label %155

52:                                               ; preds = %44
  %53 = zext nneg i32 %48 to i64
  %54 = getelementptr inbounds nuw i32, ptr %4, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = tail call noundef i32 @llvm.smax.i32(i32 %55, i32 0)
  %57 = tail call noundef i32 @llvm.smin.i32(i32 %56, i32 %7)
  %58 = getelementptr i8, ptr %54, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = tail call noundef i32 @llvm.smax.i32(i32 %59, i32 %57)
  %61 = tail call noundef i32 @llvm.smin.i32(i32 %60, i32 %7)
  %62 = add nsw i32 %57, %11
  %63 = icmp slt i32 %62, %61
  br i1 %63, label %64, label %155

64:                                               ; preds = %52, %152
  %65 = phi i32 [ %153, %152 ], [ %62, %52 ]
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %5, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = icmp slt i32 %68, 0
  br i1 %69, label %152, label %70

70:                                               ; preds = %64
  %71 = mul i32 %68, -1640531535
  %72 = lshr i32 %71, 22
  br label %127

73:                                               ; preds = %143
  %74 = zext nneg i32 %144 to i64
  %75 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE4keys to ptr), i64 %74
  %76 = cmpxchg ptr %75, i32 -1, i32 %68 seq_cst seq_cst, align 4
  %77 = extractvalue { i32, i1 } %76, 1
  br i1 %77, label %84, label %78

78:                                               ; preds = %73
  %79 = extractvalue { i32, i1 } %76, 0
  %80 = icmp eq i32 %79, %68
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = add nuw nsw i32 %144, 1
  %83 = and i32 %82, 1023
  br label %86

84:                                               ; preds = %73
  %85 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %86

86:                                               ; preds = %84, %81, %78
  %87 = phi i32 [ %144, %84 ], [ %83, %81 ], [ %144, %78 ]
  %88 = phi i1 [ false, %84 ], [ true, %81 ], [ false, %78 ]
  %89 = phi i32 [ %144, %84 ], [ %146, %81 ], [ %144, %78 ]
  br i1 %88, label %90, label %147

90:                                               ; preds = %86
  %91 = zext nneg i32 %87 to i64
  %92 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE4keys to ptr), i64 %91
  %93 = cmpxchg ptr %92, i32 -1, i32 %68 seq_cst seq_cst, align 4
  %94 = extractvalue { i32, i1 } %93, 1
  br i1 %94, label %101, label %95

95:                                               ; preds = %90
  %96 = extractvalue { i32, i1 } %93, 0
  %97 = icmp eq i32 %96, %68
  br i1 %97, label %103, label %98

98:                                               ; preds = %95
  %99 = add nuw nsw i32 %87, 1
  %100 = and i32 %99, 1023
  br label %103

101:                                              ; preds = %90
  %102 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %103

103:                                              ; preds = %101, %98, %95
  %104 = phi i32 [ %87, %101 ], [ %100, %98 ], [ %87, %95 ]
  %105 = phi i1 [ false, %101 ], [ true, %98 ], [ false, %95 ]
  %106 = phi i32 [ %87, %101 ], [ %89, %98 ], [ %87, %95 ]
  br i1 %105, label %107, label %147

107:                                              ; preds = %103
  %108 = zext nneg i32 %104 to i64
  %109 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE4keys to ptr), i64 %108
  %110 = cmpxchg ptr %109, i32 -1, i32 %68 seq_cst seq_cst, align 4
  %111 = extractvalue { i32, i1 } %110, 1
  br i1 %111, label %118, label %112

112:                                              ; preds = %107
  %113 = extractvalue { i32, i1 } %110, 0
  %114 = icmp eq i32 %113, %68
  br i1 %114, label %120, label %115

115:                                              ; preds = %112
  %116 = add nuw nsw i32 %104, 1
  %117 = and i32 %116, 1023
  br label %120

118:                                              ; preds = %107
  %119 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %120

120:                                              ; preds = %118, %115, %112
  %121 = phi i32 [ %104, %118 ], [ %117, %115 ], [ %104, %112 ]
  %122 = phi i1 [ false, %118 ], [ true, %115 ], [ false, %112 ]
  %123 = phi i32 [ %104, %118 ], [ %106, %115 ], [ %104, %112 ]
  br i1 %122, label %124, label %147

124:                                              ; preds = %120
  %125 = add nuw nsw i32 %129, 4
  %126 = icmp eq i32 %125, 1024
  br i1 %126, label %147, label %127, !llvm.loop !13

127:                                              ; preds = %124, %70
  %128 = phi i32 [ undef, %70 ], [ %123, %124 ]
  %129 = phi i32 [ 0, %70 ], [ %125, %124 ]
  %130 = phi i32 [ %72, %70 ], [ %121, %124 ]
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE4keys to ptr), i64 %131
  %133 = cmpxchg ptr %132, i32 -1, i32 %68 seq_cst seq_cst, align 4
  %134 = extractvalue { i32, i1 } %133, 1
  br i1 %134, label %135, label %137

135:                                              ; preds = %127
  %136 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %143

137:                                              ; preds = %127
  %138 = extractvalue { i32, i1 } %133, 0
  %139 = icmp eq i32 %138, %68
  br i1 %139, label %143, label %140

140:                                              ; preds = %137
  %141 = add nuw nsw i32 %130, 1
  %142 = and i32 %141, 1023
  br label %143

143:                                              ; preds = %140, %137, %135
  %144 = phi i32 [ %130, %135 ], [ %142, %140 ], [ %130, %137 ]
  %145 = phi i1 [ false, %135 ], [ true, %140 ], [ false, %137 ]
  %146 = phi i32 [ %130, %135 ], [ %128, %140 ], [ %130, %137 ]
  br i1 %145, label %73, label %147

147:                                              ; preds = %124, %120, %103, %86, %143
  %148 = phi i32 [ %146, %143 ], [ -1, %124 ], [ %89, %86 ], [ %123, %120 ], [ %106, %103 ]
  %149 = icmp slt i32 %148, 0
  br i1 %149, label %150, label %152

150:                                              ; preds = %147
  %151 = atomicrmw or ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE8overflow to ptr), i32 1 seq_cst, align 4
  br label %152

152:                                              ; preds = %147, %150, %64
  %153 = add nsw i32 %65, 32
  %154 = icmp slt i32 %153, %61
  br i1 %154, label %64, label %155, !llvm.loop !14

155:                                              ; preds = %152, %52, %44
  %156 = add nsw i32 %45, %14
  %157 = icmp slt i32 %156, %40
  br i1 %157, label %44, label %43, !llvm.loop !15

158:                                              ; preds = %43
  %159 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE8overflow to ptr), align 4, !tbaa !6
  %160 = icmp eq i32 %159, 0
  %161 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE5count to ptr), align 4
  %162 = select i1 %160, i32 %161, i32 -1
  %163 = getelementptr inbounds i32, ptr %8, i64 %32
  store i32 %162, ptr %163, align 4, !tbaa !6
  br label %164

164:                                              ; preds = %158, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %165 = add i32 %21, %19
  %166 = icmp slt i32 %165, %2
  br i1 %166, label %20, label %22, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @spgemm_fill_hash(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, ptr noalias noundef writeonly captures(none) %11, ptr noalias noundef writeonly captures(none) %12, ptr noalias noundef writeonly captures(none) %13) local_unnamed_addr #0 {
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = and i32 %15, 31
  %17 = lshr i32 %15, 5
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = lshr i32 %18, 5
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = icmp slt i32 %20, %3
  br i1 %21, label %22, label %29

22:                                               ; preds = %14
  %23 = icmp eq i32 %15, 0
  %24 = tail call i32 @llvm.smax.i32(i32 %10, i32 0)
  %25 = zext nneg i32 %24 to i64
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %27

27:                                               ; preds = %22, %210
  %28 = phi i32 [ %20, %22 ], [ %211, %210 ]
  br label %31

29:                                               ; preds = %210, %14
  ret void

30:                                               ; preds = %31
  br i1 %23, label %38, label %39

31:                                               ; preds = %27, %31
  %32 = phi i32 [ %15, %27 ], [ %36, %31 ]
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %33
  store i32 -1, ptr %34, align 4, !tbaa !6
  %35 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE3acc to ptr), i64 %33
  store i64 0, ptr %35, align 8, !tbaa !17
  %36 = add nuw nsw i32 %32, %18
  %37 = icmp samesign ult i32 %36, 1024
  br i1 %37, label %31, label %30, !llvm.loop !19

38:                                               ; preds = %30
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE5count to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE6listed to ptr), align 4, !tbaa !6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE8overflow to ptr), align 4, !tbaa !6
  br label %39

39:                                               ; preds = %38, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = sext i32 %28 to i64
  %41 = getelementptr inbounds i32, ptr %0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %42, i32 0)
  %44 = tail call noundef i32 @llvm.smin.i32(i32 %43, i32 %4)
  %45 = getelementptr i8, ptr %41, i64 4
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = tail call noundef i32 @llvm.smax.i32(i32 %46, i32 %44)
  %48 = tail call noundef i32 @llvm.smin.i32(i32 %47, i32 %4)
  %49 = add nsw i32 %44, %17
  %50 = icmp slt i32 %49, %48
  br i1 %50, label %52, label %51

51:                                               ; preds = %174, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %180

52:                                               ; preds = %39, %174
  %53 = phi i32 [ %175, %174 ], [ %49, %39 ]
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %1, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = icmp sgt i32 %56, -1
  %58 = icmp slt i32 %56, %8
  %59 = and i1 %57, %58
  br i1 %59, label %60, label %174

60:                                               ; preds = %52
  %61 = getelementptr inbounds i32, ptr %2, i64 %54
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = sext i32 %62 to i64
  %64 = zext nneg i32 %56 to i64
  %65 = getelementptr inbounds nuw i32, ptr %5, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = tail call noundef i32 @llvm.smax.i32(i32 %66, i32 0)
  %68 = tail call noundef i32 @llvm.smin.i32(i32 %67, i32 %9)
  %69 = getelementptr i8, ptr %65, i64 4
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = tail call noundef i32 @llvm.smax.i32(i32 %70, i32 %68)
  %72 = tail call noundef i32 @llvm.smin.i32(i32 %71, i32 %9)
  %73 = add nsw i32 %68, %16
  %74 = icmp slt i32 %73, %72
  br i1 %74, label %75, label %174

75:                                               ; preds = %60, %171
  %76 = phi i32 [ %172, %171 ], [ %73, %60 ]
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %6, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = icmp slt i32 %79, 0
  br i1 %80, label %171, label %81

81:                                               ; preds = %75
  %82 = mul i32 %79, -1640531535
  %83 = lshr i32 %82, 22
  br label %138

84:                                               ; preds = %154
  %85 = zext nneg i32 %155 to i64
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %85
  %87 = cmpxchg ptr %86, i32 -1, i32 %79 seq_cst seq_cst, align 4
  %88 = extractvalue { i32, i1 } %87, 1
  br i1 %88, label %95, label %89

89:                                               ; preds = %84
  %90 = extractvalue { i32, i1 } %87, 0
  %91 = icmp eq i32 %90, %79
  br i1 %91, label %97, label %92

92:                                               ; preds = %89
  %93 = add nuw nsw i32 %155, 1
  %94 = and i32 %93, 1023
  br label %97

95:                                               ; preds = %84
  %96 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %97

97:                                               ; preds = %95, %92, %89
  %98 = phi i32 [ %155, %95 ], [ %94, %92 ], [ %155, %89 ]
  %99 = phi i1 [ false, %95 ], [ true, %92 ], [ false, %89 ]
  %100 = phi i32 [ %155, %95 ], [ %157, %92 ], [ %155, %89 ]
  br i1 %99, label %101, label %158

101:                                              ; preds = %97
  %102 = zext nneg i32 %98 to i64
  %103 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %102
  %104 = cmpxchg ptr %103, i32 -1, i32 %79 seq_cst seq_cst, align 4
  %105 = extractvalue { i32, i1 } %104, 1
  br i1 %105, label %112, label %106

106:                                              ; preds = %101
  %107 = extractvalue { i32, i1 } %104, 0
  %108 = icmp eq i32 %107, %79
  br i1 %108, label %114, label %109

109:                                              ; preds = %106
  %110 = add nuw nsw i32 %98, 1
  %111 = and i32 %110, 1023
  br label %114

112:                                              ; preds = %101
  %113 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %114

114:                                              ; preds = %112, %109, %106
  %115 = phi i32 [ %98, %112 ], [ %111, %109 ], [ %98, %106 ]
  %116 = phi i1 [ false, %112 ], [ true, %109 ], [ false, %106 ]
  %117 = phi i32 [ %98, %112 ], [ %100, %109 ], [ %98, %106 ]
  br i1 %116, label %118, label %158

118:                                              ; preds = %114
  %119 = zext nneg i32 %115 to i64
  %120 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %119
  %121 = cmpxchg ptr %120, i32 -1, i32 %79 seq_cst seq_cst, align 4
  %122 = extractvalue { i32, i1 } %121, 1
  br i1 %122, label %129, label %123

123:                                              ; preds = %118
  %124 = extractvalue { i32, i1 } %121, 0
  %125 = icmp eq i32 %124, %79
  br i1 %125, label %131, label %126

126:                                              ; preds = %123
  %127 = add nuw nsw i32 %115, 1
  %128 = and i32 %127, 1023
  br label %131

129:                                              ; preds = %118
  %130 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %131

131:                                              ; preds = %129, %126, %123
  %132 = phi i32 [ %115, %129 ], [ %128, %126 ], [ %115, %123 ]
  %133 = phi i1 [ false, %129 ], [ true, %126 ], [ false, %123 ]
  %134 = phi i32 [ %115, %129 ], [ %117, %126 ], [ %115, %123 ]
  br i1 %133, label %135, label %158

135:                                              ; preds = %131
  %136 = add nuw nsw i32 %140, 4
  %137 = icmp eq i32 %136, 1024
  br i1 %137, label %158, label %138, !llvm.loop !13

138:                                              ; preds = %135, %81
  %139 = phi i32 [ undef, %81 ], [ %134, %135 ]
  %140 = phi i32 [ 0, %81 ], [ %136, %135 ]
  %141 = phi i32 [ %83, %81 ], [ %132, %135 ]
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %142
  %144 = cmpxchg ptr %143, i32 -1, i32 %79 seq_cst seq_cst, align 4
  %145 = extractvalue { i32, i1 } %144, 1
  br i1 %145, label %146, label %148

146:                                              ; preds = %138
  %147 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %154

148:                                              ; preds = %138
  %149 = extractvalue { i32, i1 } %144, 0
  %150 = icmp eq i32 %149, %79
  br i1 %150, label %154, label %151

151:                                              ; preds = %148
  %152 = add nuw nsw i32 %141, 1
  %153 = and i32 %152, 1023
  br label %154

154:                                              ; preds = %151, %148, %146
  %155 = phi i32 [ %141, %146 ], [ %153, %151 ], [ %141, %148 ]
  %156 = phi i1 [ false, %146 ], [ true, %151 ], [ false, %148 ]
  %157 = phi i32 [ %141, %146 ], [ %139, %151 ], [ %141, %148 ]
  br i1 %156, label %84, label %158

158:                                              ; preds = %135, %131, %114, %97, %154
  %159 = phi i32 [ %157, %154 ], [ -1, %135 ], [ %100, %97 ], [ %134, %131 ], [ %117, %114 ]
  %160 = icmp slt i32 %159, 0
  br i1 %160, label %161, label %163

161:                                              ; preds = %158
  %162 = atomicrmw or ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE8overflow to ptr), i32 1 seq_cst, align 4
  br label %171

163:                                              ; preds = %158
  %164 = zext nneg i32 %159 to i64
  %165 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE3acc to ptr), i64 %164
  %166 = getelementptr inbounds i32, ptr %7, i64 %77
  %167 = load i32, ptr %166, align 4, !tbaa !6
  %168 = sext i32 %167 to i64
  %169 = mul nsw i64 %168, %63
  %170 = atomicrmw add ptr %165, i64 %169 seq_cst, align 8
  br label %171

171:                                              ; preds = %161, %163, %75
  %172 = add nsw i32 %76, 32
  %173 = icmp slt i32 %172, %72
  br i1 %173, label %75, label %174, !llvm.loop !20

174:                                              ; preds = %171, %60, %52
  %175 = add nsw i32 %53, %19
  %176 = icmp slt i32 %175, %48
  br i1 %176, label %52, label %51, !llvm.loop !21

177:                                              ; preds = %190
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %178 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE6listed to ptr), align 4, !tbaa !6
  %179 = mul nsw i64 %40, %25
  br i1 %23, label %193, label %199

180:                                              ; preds = %51, %190
  %181 = phi i32 [ %15, %51 ], [ %191, %190 ]
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %182
  %184 = load i32, ptr %183, align 4, !tbaa !6
  %185 = icmp eq i32 %184, -1
  br i1 %185, label %190, label %186

186:                                              ; preds = %180
  %187 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE6listed to ptr), i32 1 seq_cst, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %188
  store i32 %181, ptr %189, align 4, !tbaa !6
  br label %190

190:                                              ; preds = %180, %186
  %191 = add nuw nsw i32 %181, %18
  %192 = icmp samesign ult i32 %191, 1024
  br i1 %192, label %180, label %177, !llvm.loop !22

193:                                              ; preds = %177
  %194 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE8overflow to ptr), align 4, !tbaa !6
  %195 = icmp eq i32 %194, 0
  %196 = tail call noundef i32 @llvm.smin.i32(i32 %178, i32 %24)
  %197 = select i1 %195, i32 %196, i32 -1
  %198 = getelementptr inbounds i32, ptr %13, i64 %40
  store i32 %197, ptr %198, align 4, !tbaa !6
  br label %199

199:                                              ; preds = %193, %177
  %200 = icmp slt i32 %15, %178
  br i1 %200, label %201, label %210

201:                                              ; preds = %199
  %202 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE8overflow to ptr), align 4, !tbaa !6
  %203 = icmp eq i32 %202, 0
  %204 = add i32 %178, -1
  %205 = and i32 %178, 7
  %206 = icmp ult i32 %204, 7
  %207 = and i32 %178, -8
  %208 = icmp eq i32 %205, 0
  %209 = icmp ne i32 %205, 0
  br label %213

210:                                              ; preds = %338, %199
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %211 = add i32 %28, %26
  %212 = icmp slt i32 %211, %3
  br i1 %212, label %27, label %29, !llvm.loop !23

213:                                              ; preds = %201, %338
  %214 = phi i32 [ %15, %201 ], [ %339, %338 ]
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %215
  %217 = load i32, ptr %216, align 4, !tbaa !6
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %218
  %220 = load i32, ptr %219, align 4, !tbaa !6
  br i1 %206, label %222, label %245

221:                                              ; preds = %245
  br i1 %208, label %241, label %222

222:                                              ; preds = %221, %213
  %223 = phi i32 [ 0, %213 ], [ %328, %221 ]
  %224 = phi i32 [ 0, %213 ], [ %327, %221 ]
  tail call void @llvm.assume(i1 %209)
  br label %225

225:                                              ; preds = %225, %222
  %226 = phi i32 [ %223, %222 ], [ %238, %225 ]
  %227 = phi i32 [ %224, %222 ], [ %237, %225 ]
  %228 = phi i32 [ 0, %222 ], [ %239, %225 ]
  %229 = zext nneg i32 %226 to i64
  %230 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %229
  %231 = load i32, ptr %230, align 4, !tbaa !6
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !6
  %235 = icmp slt i32 %234, %220
  %236 = zext i1 %235 to i32
  %237 = add nuw nsw i32 %227, %236
  %238 = add nuw nsw i32 %226, 1
  %239 = add i32 %228, 1
  %240 = icmp eq i32 %239, %205
  br i1 %240, label %241, label %225, !llvm.loop !24

241:                                              ; preds = %225, %221
  %242 = phi i32 [ %327, %221 ], [ %237, %225 ]
  %243 = icmp sgt i32 %10, %242
  %244 = select i1 %203, i1 %243, i1 false
  br i1 %244, label %331, label %338

245:                                              ; preds = %213, %245
  %246 = phi i32 [ %328, %245 ], [ 0, %213 ]
  %247 = phi i32 [ %327, %245 ], [ 0, %213 ]
  %248 = phi i32 [ %329, %245 ], [ 0, %213 ]
  %249 = zext nneg i32 %246 to i64
  %250 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %249
  %251 = load i32, ptr %250, align 4, !tbaa !6
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !6
  %255 = icmp slt i32 %254, %220
  %256 = zext i1 %255 to i32
  %257 = add nuw nsw i32 %247, %256
  %258 = zext nneg i32 %246 to i64
  %259 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %258
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 4
  %261 = load i32, ptr %260, align 4, !tbaa !6
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %262
  %264 = load i32, ptr %263, align 4, !tbaa !6
  %265 = icmp slt i32 %264, %220
  %266 = zext i1 %265 to i32
  %267 = add nuw nsw i32 %257, %266
  %268 = zext nneg i32 %246 to i64
  %269 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %268
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 8
  %271 = load i32, ptr %270, align 4, !tbaa !6
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !6
  %275 = icmp slt i32 %274, %220
  %276 = zext i1 %275 to i32
  %277 = add nuw nsw i32 %267, %276
  %278 = zext nneg i32 %246 to i64
  %279 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %278
  %280 = getelementptr inbounds nuw i8, ptr %279, i64 12
  %281 = load i32, ptr %280, align 4, !tbaa !6
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %282
  %284 = load i32, ptr %283, align 4, !tbaa !6
  %285 = icmp slt i32 %284, %220
  %286 = zext i1 %285 to i32
  %287 = add nuw nsw i32 %277, %286
  %288 = zext nneg i32 %246 to i64
  %289 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %288
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 16
  %291 = load i32, ptr %290, align 4, !tbaa !6
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %292
  %294 = load i32, ptr %293, align 4, !tbaa !6
  %295 = icmp slt i32 %294, %220
  %296 = zext i1 %295 to i32
  %297 = add nuw nsw i32 %287, %296
  %298 = zext nneg i32 %246 to i64
  %299 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %298
  %300 = getelementptr inbounds nuw i8, ptr %299, i64 20
  %301 = load i32, ptr %300, align 4, !tbaa !6
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %302
  %304 = load i32, ptr %303, align 4, !tbaa !6
  %305 = icmp slt i32 %304, %220
  %306 = zext i1 %305 to i32
  %307 = add nuw nsw i32 %297, %306
  %308 = zext nneg i32 %246 to i64
  %309 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %308
  %310 = getelementptr inbounds nuw i8, ptr %309, i64 24
  %311 = load i32, ptr %310, align 4, !tbaa !6
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %312
  %314 = load i32, ptr %313, align 4, !tbaa !6
  %315 = icmp slt i32 %314, %220
  %316 = zext i1 %315 to i32
  %317 = add nuw nsw i32 %307, %316
  %318 = zext nneg i32 %246 to i64
  %319 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %318
  %320 = getelementptr inbounds nuw i8, ptr %319, i64 28
  %321 = load i32, ptr %320, align 4, !tbaa !6
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %322
  %324 = load i32, ptr %323, align 4, !tbaa !6
  %325 = icmp slt i32 %324, %220
  %326 = zext i1 %325 to i32
  %327 = add nuw nsw i32 %317, %326
  %328 = add nuw nsw i32 %246, 8
  %329 = add i32 %248, 8
  %330 = icmp eq i32 %329, %207
  br i1 %330, label %221, label %245, !llvm.loop !26

331:                                              ; preds = %241
  %332 = zext nneg i32 %242 to i64
  %333 = add nsw i64 %179, %332
  %334 = getelementptr inbounds nuw i64, ptr %12, i64 %333
  %335 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE3acc to ptr), i64 %218
  %336 = getelementptr inbounds nuw i32, ptr %11, i64 %333
  store i32 %220, ptr %336, align 4, !tbaa !6
  %337 = load i64, ptr %335, align 8, !tbaa !17
  store i64 %337, ptr %334, align 8, !tbaa !17
  br label %338

338:                                              ; preds = %331, %241
  %339 = add i32 %214, %18
  %340 = icmp slt i32 %339, %178
  br i1 %340, label %213, label %210, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
