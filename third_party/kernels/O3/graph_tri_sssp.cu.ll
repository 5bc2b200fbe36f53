; ModuleID = 'src/graph_tri_sssp.cu'
source_filename = "src/graph_tri_sssp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @triangle_count_merge(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %9
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %72, label %16

16:                                               ; preds = %170, %7
  %17 = phi i64 [ 0, %7 ], [ %171, %170 ]
  %18 = trunc i64 %17 to i32
  %19 = lshr i64 %17, 32
  %20 = trunc nuw i64 %19 to i32
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 16, i32 31)
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %20, i32 16, i32 31)
  %23 = zext i32 %22 to i64
  %24 = shl nuw i64 %23, 32
  %25 = zext i32 %21 to i64
  %26 = add i64 %17, %25
  %27 = add i64 %26, %24
  %28 = trunc i64 %26 to i32
  %29 = lshr i64 %27, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %28, i32 8, i32 31)
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %30, i32 8, i32 31)
  %33 = zext i32 %32 to i64
  %34 = shl nuw i64 %33, 32
  %35 = zext i32 %31 to i64
  %36 = add i64 %27, %35
  %37 = add i64 %36, %34
  %38 = trunc i64 %36 to i32
  %39 = lshr i64 %37, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %38, i32 4, i32 31)
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %40, i32 4, i32 31)
  %43 = zext i32 %42 to i64
  %44 = shl nuw i64 %43, 32
  %45 = zext i32 %41 to i64
  %46 = add i64 %37, %45
  %47 = add i64 %46, %44
  %48 = trunc i64 %46 to i32
  %49 = lshr i64 %47, 32
  %50 = trunc nuw i64 %49 to i32
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 2, i32 31)
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %50, i32 2, i32 31)
  %53 = zext i32 %52 to i64
  %54 = shl nuw i64 %53, 32
  %55 = zext i32 %51 to i64
  %56 = add i64 %47, %55
  %57 = add i64 %56, %54
  %58 = trunc i64 %56 to i32
  %59 = lshr i64 %57, 32
  %60 = trunc nuw i64 %59 to i32
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %58, i32 1, i32 31)
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %60, i32 1, i32 31)
  %63 = zext i32 %62 to i64
  %64 = shl nuw i64 %63, 32
  %65 = zext i32 %61 to i64
  %66 = add i64 %57, %65
  %67 = add i64 %66, %64
  %68 = and i32 %13, 31
  %69 = icmp eq i32 %68, 0
  %70 = icmp ne i64 %67, 0
  %71 = select i1 %69, i1 %70, i1 false
  br i1 %71, label %174, label %176

72:                                               ; preds = %7, %170
  %73 = phi i64 [ %171, %170 ], [ 0, %7 ]
  %74 = phi i32 [ %172, %170 ], [ %14, %7 ]
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %2, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = getelementptr inbounds i32, ptr %1, i64 %75
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = icmp slt i32 %77, 0
  br i1 %80, label %170, label %81

81:                                               ; preds = %72
  %82 = icmp slt i32 %77, %3
  %83 = icmp sgt i32 %79, -1
  %84 = icmp slt i32 %79, %3
  %85 = and i1 %83, %84
  %86 = icmp slt i32 %77, %79
  %87 = and i1 %86, %85
  %88 = select i1 %82, i1 %87, i1 false
  br i1 %88, label %89, label %170

89:                                               ; preds = %81
  %90 = zext nneg i32 %77 to i64
  %91 = getelementptr inbounds nuw i32, ptr %0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6, !alias.scope !11
  %93 = tail call noundef i32 @llvm.smax.i32(i32 %92, i32 0)
  %94 = tail call noundef i32 @llvm.smin.i32(i32 %93, i32 %4)
  %95 = getelementptr i8, ptr %91, i64 4
  %96 = load i32, ptr %95, align 4, !tbaa !6, !alias.scope !11
  %97 = tail call noundef i32 @llvm.smax.i32(i32 %96, i32 %94)
  %98 = tail call noundef i32 @llvm.smin.i32(i32 %97, i32 %4)
  %99 = zext nneg i32 %79 to i64
  %100 = getelementptr inbounds nuw i32, ptr %0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6, !alias.scope !14
  %102 = tail call noundef i32 @llvm.smax.i32(i32 %101, i32 0)
  %103 = tail call noundef i32 @llvm.smin.i32(i32 %102, i32 %4)
  %104 = getelementptr i8, ptr %100, i64 4
  %105 = load i32, ptr %104, align 4, !tbaa !6, !alias.scope !14
  %106 = tail call noundef i32 @llvm.smax.i32(i32 %105, i32 %103)
  %107 = tail call noundef i32 @llvm.smin.i32(i32 %106, i32 %4)
  %108 = icmp slt i32 %102, %107
  br i1 %108, label %109, label %118

109:                                              ; preds = %89, %115
  %110 = phi i32 [ %116, %115 ], [ %103, %89 ]
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %1, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = icmp sgt i32 %113, %79
  br i1 %114, label %118, label %115

115:                                              ; preds = %109
  %116 = add i32 %110, 1
  %117 = icmp eq i32 %116, %107
  br i1 %117, label %118, label %109, !llvm.loop !17

118:                                              ; preds = %109, %115, %89
  %119 = phi i32 [ %103, %89 ], [ %110, %109 ], [ %107, %115 ]
  %120 = icmp slt i32 %93, %98
  %121 = icmp slt i32 %119, %107
  %122 = and i1 %120, %121
  br i1 %122, label %123, label %160

123:                                              ; preds = %118, %153
  %124 = phi i32 [ %156, %153 ], [ 0, %118 ]
  %125 = phi i32 [ %155, %153 ], [ %94, %118 ]
  %126 = phi i32 [ %154, %153 ], [ %119, %118 ]
  %127 = sext i32 %125 to i64
  %128 = getelementptr inbounds i32, ptr %1, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = sext i32 %126 to i64
  %131 = getelementptr inbounds i32, ptr %1, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = icmp slt i32 %129, %132
  br i1 %133, label %134, label %136

134:                                              ; preds = %123
  %135 = add nsw i32 %125, 1
  br label %153

136:                                              ; preds = %123
  %137 = icmp slt i32 %132, %129
  br i1 %137, label %138, label %140

138:                                              ; preds = %136
  %139 = add nsw i32 %126, 1
  br label %153

140:                                              ; preds = %136
  %141 = icmp sgt i32 %129, %79
  %142 = icmp slt i32 %129, %3
  %143 = and i1 %141, %142
  br i1 %143, label %144, label %149

144:                                              ; preds = %140
  %145 = zext nneg i32 %129 to i64
  %146 = getelementptr inbounds nuw i32, ptr %5, i64 %145
  %147 = add i32 %124, 1
  %148 = atomicrmw add ptr %146, i32 1 seq_cst, align 4
  br label %149

149:                                              ; preds = %144, %140
  %150 = phi i32 [ %147, %144 ], [ %124, %140 ]
  %151 = add nsw i32 %125, 1
  %152 = add nsw i32 %126, 1
  br label %153

153:                                              ; preds = %138, %149, %134
  %154 = phi i32 [ %126, %134 ], [ %139, %138 ], [ %152, %149 ]
  %155 = phi i32 [ %135, %134 ], [ %125, %138 ], [ %151, %149 ]
  %156 = phi i32 [ %124, %134 ], [ %124, %138 ], [ %150, %149 ]
  %157 = icmp slt i32 %155, %98
  %158 = icmp slt i32 %154, %107
  %159 = select i1 %157, i1 %158, i1 false
  br i1 %159, label %123, label %160, !llvm.loop !19

160:                                              ; preds = %153, %118
  %161 = phi i32 [ 0, %118 ], [ %156, %153 ]
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %170, label %163

163:                                              ; preds = %160
  %164 = zext i32 %161 to i64
  %165 = add i64 %73, %164
  %166 = getelementptr inbounds nuw i32, ptr %5, i64 %99
  %167 = getelementptr inbounds nuw i32, ptr %5, i64 %90
  %168 = atomicrmw add ptr %167, i32 %161 seq_cst, align 4
  %169 = atomicrmw add ptr %166, i32 %161 seq_cst, align 4
  br label %170

170:                                              ; preds = %160, %163, %72, %81
  %171 = phi i64 [ %73, %72 ], [ %73, %81 ], [ %165, %163 ], [ %73, %160 ]
  %172 = add nsw i32 %74, %10
  %173 = icmp slt i32 %172, %4
  br i1 %173, label %72, label %16, !llvm.loop !20

174:                                              ; preds = %16
  %175 = atomicrmw add ptr %6, i64 %67 seq_cst, align 8
  br label %176

176:                                              ; preds = %174, %16
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sssp_relax_frontier(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef readonly captures(none) %7, ptr noalias noundef captures(none) %8, ptr noalias noundef captures(none) %9) local_unnamed_addr #1 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %17, label %137

17:                                               ; preds = %10
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr %7, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %137, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds i32, ptr %5, i64 %18
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = icmp eq i32 %24, -1
  br i1 %25, label %137, label %26

26:                                               ; preds = %22
  %27 = getelementptr inbounds i32, ptr %0, i64 %18
  %28 = load i32, ptr %27, align 4, !tbaa !6, !alias.scope !21
  %29 = tail call noundef i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 %4)
  %31 = getelementptr i8, ptr %27, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !6, !alias.scope !21
  %33 = tail call noundef i32 @llvm.smax.i32(i32 %32, i32 %30)
  %34 = tail call noundef i32 @llvm.smin.i32(i32 %33, i32 %4)
  %35 = icmp slt i32 %29, %34
  br i1 %35, label %36, label %137

36:                                               ; preds = %26
  %37 = sub i32 %34, %30
  %38 = add i32 %30, 1
  %39 = and i32 %37, 1
  %40 = icmp eq i32 %34, %38
  br i1 %40, label %45, label %41

41:                                               ; preds = %36
  %42 = and i32 %37, -2
  br label %75

43:                                               ; preds = %130
  %44 = icmp eq i32 %39, 0
  br i1 %44, label %73, label %45

45:                                               ; preds = %43, %36
  %46 = phi i1 [ false, %36 ], [ %131, %43 ]
  %47 = phi i32 [ %30, %36 ], [ %132, %43 ]
  %48 = icmp ne i32 %39, 0
  tail call void @llvm.assume(i1 %48)
  %49 = sext i32 %47 to i64
  %50 = getelementptr inbounds i32, ptr %1, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = icmp slt i32 %51, 0
  %53 = icmp sge i32 %51, %3
  %54 = or i1 %52, %53
  %55 = icmp eq i32 %51, %15
  %56 = or i1 %55, %54
  br i1 %56, label %73, label %57

57:                                               ; preds = %45
  %58 = getelementptr inbounds i16, ptr %2, i64 %49
  %59 = load i16, ptr %58, align 2, !tbaa !24
  %60 = zext i16 %59 to i32
  %61 = tail call i32 @llvm.uadd.sat.i32(i32 %60, i32 %24)
  %62 = zext nneg i32 %51 to i64
  %63 = getelementptr inbounds nuw i32, ptr %5, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = icmp ult i32 %61, %64
  br i1 %65, label %66, label %73

66:                                               ; preds = %57
  %67 = getelementptr inbounds nuw i32, ptr %6, i64 %62
  %68 = atomicrmw umin ptr %67, i32 %61 seq_cst, align 4
  %69 = icmp ult i32 %61, %68
  br i1 %69, label %70, label %73

70:                                               ; preds = %66
  %71 = getelementptr inbounds nuw i32, ptr %8, i64 %62
  %72 = atomicrmw or ptr %71, i32 1 seq_cst, align 4
  br label %135

73:                                               ; preds = %45, %57, %66, %43
  %74 = phi i1 [ %131, %43 ], [ %46, %45 ], [ %46, %57 ], [ %46, %66 ]
  br i1 %74, label %135, label %137

75:                                               ; preds = %130, %41
  %76 = phi i1 [ false, %41 ], [ %131, %130 ]
  %77 = phi i32 [ %30, %41 ], [ %132, %130 ]
  %78 = phi i32 [ 0, %41 ], [ %133, %130 ]
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds i32, ptr %1, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = icmp slt i32 %81, 0
  %83 = icmp sge i32 %81, %3
  %84 = or i1 %82, %83
  %85 = icmp eq i32 %81, %15
  %86 = or i1 %85, %84
  br i1 %86, label %103, label %87

87:                                               ; preds = %75
  %88 = getelementptr inbounds i16, ptr %2, i64 %79
  %89 = load i16, ptr %88, align 2, !tbaa !24
  %90 = zext i16 %89 to i32
  %91 = tail call i32 @llvm.uadd.sat.i32(i32 %90, i32 %24)
  %92 = zext nneg i32 %81 to i64
  %93 = getelementptr inbounds nuw i32, ptr %5, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = icmp ult i32 %91, %94
  br i1 %95, label %96, label %103

96:                                               ; preds = %87
  %97 = getelementptr inbounds nuw i32, ptr %6, i64 %92
  %98 = atomicrmw umin ptr %97, i32 %91 seq_cst, align 4
  %99 = icmp ult i32 %91, %98
  br i1 %99, label %100, label %103

100:                                              ; preds = %96
  %101 = getelementptr inbounds nuw i32, ptr %8, i64 %92
  %102 = atomicrmw or ptr %101, i32 1 seq_cst, align 4
  br label %103

103:                                              ; preds = %87, %100, %96, %75
  %104 = phi i1 [ %76, %75 ], [ %76, %87 ], [ true, %100 ], [ %76, %96 ]
  %105 = add nsw i32 %77, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %1, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = icmp slt i32 %108, 0
  %110 = icmp sge i32 %108, %3
  %111 = or i1 %109, %110
  %112 = icmp eq i32 %108, %15
  %113 = or i1 %112, %111
  br i1 %113, label %130, label %114

114:                                              ; preds = %103
  %115 = getelementptr inbounds i16, ptr %2, i64 %106
  %116 = load i16, ptr %115, align 2, !tbaa !24
  %117 = zext i16 %116 to i32
  %118 = tail call i32 @llvm.uadd.sat.i32(i32 %117, i32 %24)
  %119 = zext nneg i32 %108 to i64
  %120 = getelementptr inbounds nuw i32, ptr %5, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = icmp ult i32 %118, %121
  br i1 %122, label %123, label %130

123:                                              ; preds = %114
  %124 = getelementptr inbounds nuw i32, ptr %6, i64 %119
  %125 = atomicrmw umin ptr %124, i32 %118 seq_cst, align 4
  %126 = icmp ult i32 %118, %125
  br i1 %126, label %127, label %130

127:                                              ; preds = %123
  %128 = getelementptr inbounds nuw i32, ptr %8, i64 %119
  %129 = atomicrmw or ptr %128, i32 1 seq_cst, align 4
  br label %130

130:                                              ; preds = %127, %123, %114, %103
  %131 = phi i1 [ %104, %103 ], [ %104, %114 ], [ true, %127 ], [ %104, %123 ]
  %132 = add nsw i32 %77, 2
  %133 = add i32 %78, 2
  %134 = icmp eq i32 %133, %42
  br i1 %134, label %43, label %75, !llvm.loop !26

135:                                              ; preds = %70, %73
  %136 = atomicrmw or ptr %9, i32 1 seq_cst, align 4
  br label %137

137:                                              ; preds = %26, %73, %135, %22, %10, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.uadd.sat.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZL9adj_rangePKiiiRiS1_: argument 0"}
!13 = distinct !{!13, !"_ZL9adj_rangePKiiiRiS1_"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZL9adj_rangePKiiiRiS1_: argument 0"}
!16 = distinct !{!16, !"_ZL9adj_rangePKiiiRiS1_"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZL9adj_rangePKiiiRiS1_: argument 0"}
!23 = distinct !{!23, !"_ZL9adj_rangePKiiiRiS1_"}
!24 = !{!25, !25, i64 0}
!25 = !{!"short", !8, i64 0}
!26 = distinct !{!26, !18}
