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

20:                                               ; preds = %17, %113
  %21 = phi i32 [ %15, %17 ], [ %114, %113 ]
  br label %24

22:                                               ; preds = %113, %9
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

43:                                               ; preds = %104, %31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %107, label %113

44:                                               ; preds = %31, %104
  %45 = phi i32 [ %105, %104 ], [ %41, %31 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %1, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = icmp sgt i32 %48, -1
  %50 = icmp slt i32 %48, %6
  %51 = and i1 %49, %50
  br i1 %51, label %52, label %104

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
  br i1 %63, label %64, label %104

64:                                               ; preds = %52, %101
  %65 = phi i32 [ %102, %101 ], [ %62, %52 ]
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %5, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = icmp slt i32 %68, 0
  br i1 %69, label %101, label %70

70:                                               ; preds = %64
  %71 = mul i32 %68, -1640531535
  %72 = lshr i32 %71, 22
  br label %76

73:                                               ; preds = %92
  %74 = add nuw nsw i32 %78, 1
  %75 = icmp eq i32 %74, 1024
  br i1 %75, label %96, label %76, !llvm.loop !14

76:                                               ; preds = %73, %70
  %77 = phi i32 [ undef, %70 ], [ %95, %73 ]
  %78 = phi i32 [ 0, %70 ], [ %74, %73 ]
  %79 = phi i32 [ %72, %70 ], [ %93, %73 ]
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE4keys to ptr), i64 %80
  %82 = cmpxchg ptr %81, i32 -1, i32 %68 seq_cst seq_cst, align 4
  %83 = extractvalue { i32, i1 } %82, 1
  br i1 %83, label %84, label %86

84:                                               ; preds = %76
  %85 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %92

86:                                               ; preds = %76
  %87 = extractvalue { i32, i1 } %82, 0
  %88 = icmp eq i32 %87, %68
  br i1 %88, label %92, label %89

89:                                               ; preds = %86
  %90 = add nuw nsw i32 %79, 1
  %91 = and i32 %90, 1023
  br label %92

92:                                               ; preds = %89, %86, %84
  %93 = phi i32 [ %79, %84 ], [ %91, %89 ], [ %79, %86 ]
  %94 = phi i1 [ false, %84 ], [ true, %89 ], [ false, %86 ]
  %95 = phi i32 [ %79, %84 ], [ %77, %89 ], [ %79, %86 ]
  br i1 %94, label %73, label %96

96:                                               ; preds = %73, %92
  %97 = phi i32 [ %95, %92 ], [ -1, %73 ]
  %98 = icmp slt i32 %97, 0
  br i1 %98, label %99, label %101

99:                                               ; preds = %96
  %100 = atomicrmw or ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE8overflow to ptr), i32 1 seq_cst, align 4
  br label %101

101:                                              ; preds = %96, %99, %64
  %102 = add nsw i32 %65, 32
  %103 = icmp slt i32 %102, %61
  br i1 %103, label %64, label %104, !llvm.loop !15

104:                                              ; preds = %101, %52, %44
  %105 = add nsw i32 %45, %14
  %106 = icmp slt i32 %105, %40
  br i1 %106, label %44, label %43, !llvm.loop !16

107:                                              ; preds = %43
  %108 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE8overflow to ptr), align 4, !tbaa !6
  %109 = icmp eq i32 %108, 0
  %110 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17spgemm_count_hashE5count to ptr), align 4
  %111 = select i1 %109, i32 %110, i32 -1
  %112 = getelementptr inbounds i32, ptr %8, i64 %32
  store i32 %111, ptr %112, align 4, !tbaa !6
  br label %113

113:                                              ; preds = %107, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %114 = add i32 %21, %19
  %115 = icmp slt i32 %114, %2
  br i1 %115, label %20, label %22, !llvm.loop !17
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

27:                                               ; preds = %22, %153
  %28 = phi i32 [ %20, %22 ], [ %154, %153 ]
  br label %31

29:                                               ; preds = %153, %14
  ret void

30:                                               ; preds = %31
  br i1 %23, label %38, label %39

31:                                               ; preds = %27, %31
  %32 = phi i32 [ %15, %27 ], [ %36, %31 ]
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %33
  store i32 -1, ptr %34, align 4, !tbaa !6
  %35 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE3acc to ptr), i64 %33
  store i64 0, ptr %35, align 8, !tbaa !18
  %36 = add nuw nsw i32 %32, %18
  %37 = icmp samesign ult i32 %36, 1024
  br i1 %37, label %31, label %30, !llvm.loop !20

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

51:                                               ; preds = %123, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %129

52:                                               ; preds = %39, %123
  %53 = phi i32 [ %124, %123 ], [ %49, %39 ]
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %1, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = icmp sgt i32 %56, -1
  %58 = icmp slt i32 %56, %8
  %59 = and i1 %57, %58
  br i1 %59, label %60, label %123

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
  br i1 %74, label %75, label %123

75:                                               ; preds = %60, %120
  %76 = phi i32 [ %121, %120 ], [ %73, %60 ]
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %6, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = icmp slt i32 %79, 0
  br i1 %80, label %120, label %81

81:                                               ; preds = %75
  %82 = mul i32 %79, -1640531535
  %83 = lshr i32 %82, 22
  br label %87

84:                                               ; preds = %103
  %85 = add nuw nsw i32 %89, 1
  %86 = icmp eq i32 %85, 1024
  br i1 %86, label %107, label %87, !llvm.loop !14

87:                                               ; preds = %84, %81
  %88 = phi i32 [ undef, %81 ], [ %106, %84 ]
  %89 = phi i32 [ 0, %81 ], [ %85, %84 ]
  %90 = phi i32 [ %83, %81 ], [ %104, %84 ]
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %91
  %93 = cmpxchg ptr %92, i32 -1, i32 %79 seq_cst seq_cst, align 4
  %94 = extractvalue { i32, i1 } %93, 1
  br i1 %94, label %95, label %97

95:                                               ; preds = %87
  %96 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE5count to ptr), i32 1 seq_cst, align 4
  br label %103

97:                                               ; preds = %87
  %98 = extractvalue { i32, i1 } %93, 0
  %99 = icmp eq i32 %98, %79
  br i1 %99, label %103, label %100

100:                                              ; preds = %97
  %101 = add nuw nsw i32 %90, 1
  %102 = and i32 %101, 1023
  br label %103

103:                                              ; preds = %100, %97, %95
  %104 = phi i32 [ %90, %95 ], [ %102, %100 ], [ %90, %97 ]
  %105 = phi i1 [ false, %95 ], [ true, %100 ], [ false, %97 ]
  %106 = phi i32 [ %90, %95 ], [ %88, %100 ], [ %90, %97 ]
  br i1 %105, label %84, label %107

107:                                              ; preds = %84, %103
  %108 = phi i32 [ %106, %103 ], [ -1, %84 ]
  %109 = icmp slt i32 %108, 0
  br i1 %109, label %110, label %112

110:                                              ; preds = %107
  %111 = atomicrmw or ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE8overflow to ptr), i32 1 seq_cst, align 4
  br label %120

112:                                              ; preds = %107
  %113 = zext nneg i32 %108 to i64
  %114 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE3acc to ptr), i64 %113
  %115 = getelementptr inbounds i32, ptr %7, i64 %77
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = sext i32 %116 to i64
  %118 = mul nsw i64 %117, %63
  %119 = atomicrmw add ptr %114, i64 %118 seq_cst, align 8
  br label %120

120:                                              ; preds = %110, %112, %75
  %121 = add nsw i32 %76, 32
  %122 = icmp slt i32 %121, %72
  br i1 %122, label %75, label %123, !llvm.loop !21

123:                                              ; preds = %120, %60, %52
  %124 = add nsw i32 %53, %19
  %125 = icmp slt i32 %124, %48
  br i1 %125, label %52, label %51, !llvm.loop !22

126:                                              ; preds = %139
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE6listed to ptr), align 4, !tbaa !6
  %128 = mul nsw i64 %40, %25
  br i1 %23, label %142, label %148

129:                                              ; preds = %51, %139
  %130 = phi i32 [ %15, %51 ], [ %140, %139 ]
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = icmp eq i32 %133, -1
  br i1 %134, label %139, label %135

135:                                              ; preds = %129
  %136 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE6listed to ptr), i32 1 seq_cst, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %137
  store i32 %130, ptr %138, align 4, !tbaa !6
  br label %139

139:                                              ; preds = %129, %135
  %140 = add nuw nsw i32 %130, %18
  %141 = icmp samesign ult i32 %140, 1024
  br i1 %141, label %129, label %126, !llvm.loop !23

142:                                              ; preds = %126
  %143 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE8overflow to ptr), align 4, !tbaa !6
  %144 = icmp eq i32 %143, 0
  %145 = tail call i32 @llvm.smin.i32(i32 %127, i32 %24)
  %146 = select i1 %144, i32 %145, i32 -1
  %147 = getelementptr inbounds i32, ptr %13, i64 %40
  store i32 %146, ptr %147, align 4, !tbaa !6
  br label %148

148:                                              ; preds = %142, %126
  %149 = icmp slt i32 %15, %127
  br i1 %149, label %150, label %153

150:                                              ; preds = %148
  %151 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE8overflow to ptr), align 4, !tbaa !6
  %152 = icmp eq i32 %151, 0
  br label %156

153:                                              ; preds = %188, %148
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %154 = add i32 %28, %26
  %155 = icmp slt i32 %154, %3
  br i1 %155, label %27, label %29, !llvm.loop !24

156:                                              ; preds = %150, %188
  %157 = phi i32 [ %15, %150 ], [ %189, %188 ]
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !6
  br label %167

164:                                              ; preds = %167
  %165 = icmp sgt i32 %10, %178
  %166 = select i1 %152, i1 %165, i1 false
  br i1 %166, label %181, label %188

167:                                              ; preds = %156, %167
  %168 = phi i32 [ 0, %156 ], [ %179, %167 ]
  %169 = phi i32 [ 0, %156 ], [ %178, %167 ]
  %170 = zext nneg i32 %168 to i64
  %171 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE9list_slot to ptr), i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !6
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE4keys to ptr), i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !6
  %176 = icmp slt i32 %175, %163
  %177 = zext i1 %176 to i32
  %178 = add nuw nsw i32 %169, %177
  %179 = add nuw nsw i32 %168, 1
  %180 = icmp eq i32 %179, %127
  br i1 %180, label %164, label %167, !llvm.loop !25

181:                                              ; preds = %164
  %182 = zext nneg i32 %178 to i64
  %183 = add nsw i64 %128, %182
  %184 = getelementptr inbounds nuw i32, ptr %11, i64 %183
  store i32 %163, ptr %184, align 4, !tbaa !6
  %185 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16spgemm_fill_hashE3acc to ptr), i64 %161
  %186 = load i64, ptr %185, align 8, !tbaa !18
  %187 = getelementptr inbounds nuw i64, ptr %12, i64 %183
  store i64 %186, ptr %187, align 8, !tbaa !18
  br label %188

188:                                              ; preds = %181, %164
  %189 = add i32 %157, %18
  %190 = icmp slt i32 %189, %127
  br i1 %190, label %156, label %153, !llvm.loop !26
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !8, i64 0}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
