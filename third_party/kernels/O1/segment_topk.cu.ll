; ModuleID = 'src/segment_topk.cu'
source_filename = "src/segment_topk.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @segmented_sum_flags(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = and i32 %6, 31
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %162

9:                                                ; preds = %5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = zext nneg i32 %6 to i64
  %15 = mul nuw nsw i64 %13, %14
  %16 = lshr exact i64 %15, 5
  %17 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %2, i64 0)
  %18 = add nuw nsw i64 %17, 31
  %19 = lshr i64 %18, 5
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = zext nneg i32 %20 to i64
  %22 = mul nuw nsw i64 %21, %14
  %23 = zext nneg i32 %10 to i64
  %24 = add nuw nsw i64 %22, %23
  %25 = lshr i64 %24, 5
  %26 = icmp samesign ult i64 %25, %19
  br i1 %26, label %27, label %162

27:                                               ; preds = %9
  %28 = zext nneg i32 %11 to i64
  %29 = icmp eq i32 %11, 0
  %30 = icmp eq i32 %11, 31
  %31 = icmp eq i32 %11, 0
  %32 = icmp samesign ult i32 %11, 2
  %33 = icmp samesign ult i32 %11, 4
  %34 = icmp samesign ult i32 %11, 8
  %35 = icmp samesign ult i32 %11, 16
  br label %36

36:                                               ; preds = %27, %159
  %37 = phi i64 [ %25, %27 ], [ %160, %159 ]
  %38 = shl nuw nsw i64 %37, 5
  %39 = or disjoint i64 %38, %28
  %40 = icmp ult i64 %39, %2
  br i1 %40, label %41, label %44

41:                                               ; preds = %36
  %42 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %43 = load i32, ptr %42, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %36, %41
  %45 = phi i32 [ %43, %41 ], [ -1, %36 ]
  br i1 %40, label %46, label %50

46:                                               ; preds = %44
  %47 = getelementptr inbounds nuw i32, ptr %1, i64 %39
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = sext i32 %48 to i64
  br label %50

50:                                               ; preds = %44, %46
  %51 = phi i64 [ %49, %46 ], [ 0, %44 ]
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %45, i32 1, i32 0)
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %45, i32 1, i32 31)
  %54 = icmp ne i32 %52, %45
  %55 = select i1 %29, i1 true, i1 %54
  %56 = trunc nsw i64 %51 to i32
  %57 = lshr i64 %51, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 1, i32 0)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %58, i32 1, i32 0)
  %61 = zext i1 %55 to i32
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %61, i32 1, i32 0)
  br i1 %31, label %72, label %63

63:                                               ; preds = %50
  %64 = zext i32 %60 to i64
  %65 = shl nuw i64 %64, 32
  %66 = zext i32 %59 to i64
  %67 = or disjoint i64 %65, %66
  %68 = select i1 %55, i64 0, i64 %67
  %69 = add nsw i64 %68, %51
  %70 = icmp ne i32 %62, 0
  %71 = or i1 %55, %70
  br label %72

72:                                               ; preds = %63, %50
  %73 = phi i1 [ %71, %63 ], [ %55, %50 ]
  %74 = phi i64 [ %69, %63 ], [ %51, %50 ]
  %75 = trunc i64 %74 to i32
  %76 = lshr i64 %74, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %75, i32 2, i32 0)
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %77, i32 2, i32 0)
  %80 = zext i1 %73 to i32
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %80, i32 2, i32 0)
  br i1 %32, label %91, label %82

82:                                               ; preds = %72
  %83 = zext i32 %79 to i64
  %84 = shl nuw i64 %83, 32
  %85 = zext i32 %78 to i64
  %86 = or disjoint i64 %84, %85
  %87 = select i1 %73, i64 0, i64 %86
  %88 = add nsw i64 %87, %74
  %89 = icmp ne i32 %81, 0
  %90 = or i1 %73, %89
  br label %91

91:                                               ; preds = %82, %72
  %92 = phi i1 [ %90, %82 ], [ %73, %72 ]
  %93 = phi i64 [ %88, %82 ], [ %74, %72 ]
  %94 = trunc i64 %93 to i32
  %95 = lshr i64 %93, 32
  %96 = trunc nuw i64 %95 to i32
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %94, i32 4, i32 0)
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %96, i32 4, i32 0)
  %99 = zext i1 %92 to i32
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %99, i32 4, i32 0)
  br i1 %33, label %110, label %101

101:                                              ; preds = %91
  %102 = zext i32 %98 to i64
  %103 = shl nuw i64 %102, 32
  %104 = zext i32 %97 to i64
  %105 = or disjoint i64 %103, %104
  %106 = select i1 %92, i64 0, i64 %105
  %107 = add nsw i64 %106, %93
  %108 = icmp ne i32 %100, 0
  %109 = or i1 %92, %108
  br label %110

110:                                              ; preds = %101, %91
  %111 = phi i1 [ %109, %101 ], [ %92, %91 ]
  %112 = phi i64 [ %107, %101 ], [ %93, %91 ]
  %113 = trunc i64 %112 to i32
  %114 = lshr i64 %112, 32
  %115 = trunc nuw i64 %114 to i32
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %113, i32 8, i32 0)
  %117 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %115, i32 8, i32 0)
  %118 = zext i1 %111 to i32
  %119 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %118, i32 8, i32 0)
  br i1 %34, label %129, label %120

120:                                              ; preds = %110
  %121 = zext i32 %117 to i64
  %122 = shl nuw i64 %121, 32
  %123 = zext i32 %116 to i64
  %124 = or disjoint i64 %122, %123
  %125 = select i1 %111, i64 0, i64 %124
  %126 = add nsw i64 %125, %112
  %127 = icmp ne i32 %119, 0
  %128 = or i1 %111, %127
  br label %129

129:                                              ; preds = %120, %110
  %130 = phi i1 [ %128, %120 ], [ %111, %110 ]
  %131 = phi i64 [ %126, %120 ], [ %112, %110 ]
  %132 = trunc i64 %131 to i32
  %133 = lshr i64 %131, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %132, i32 16, i32 0)
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %134, i32 16, i32 0)
  %137 = zext i1 %130 to i32
  %138 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %137, i32 16, i32 0)
  br i1 %35, label %146, label %139

139:                                              ; preds = %129
  %140 = zext i32 %136 to i64
  %141 = shl nuw i64 %140, 32
  %142 = zext i32 %135 to i64
  %143 = or disjoint i64 %141, %142
  %144 = select i1 %130, i64 0, i64 %143
  %145 = add nsw i64 %144, %131
  br label %146

146:                                              ; preds = %139, %129
  %147 = phi i64 [ %145, %139 ], [ %131, %129 ]
  %148 = icmp ne i32 %53, %45
  %149 = select i1 %30, i1 true, i1 %148
  %150 = select i1 %40, i1 %149, i1 false
  %151 = icmp sgt i32 %45, -1
  %152 = icmp slt i32 %45, %3
  %153 = and i1 %151, %152
  %154 = select i1 %150, i1 %153, i1 false
  br i1 %154, label %155, label %159

155:                                              ; preds = %146
  %156 = zext nneg i32 %45 to i64
  %157 = getelementptr inbounds nuw i64, ptr %4, i64 %156
  %158 = atomicrmw add ptr %157, i64 %147 seq_cst, align 8
  br label %159

159:                                              ; preds = %155, %146
  %160 = add nuw nsw i64 %37, %16
  %161 = icmp samesign ult i64 %160, %19
  br i1 %161, label %36, label %162, !llvm.loop !11

162:                                              ; preds = %159, %9, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @row_topk8_f32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = and i32 %7, 31
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %1043

10:                                               ; preds = %6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %13, %7
  %15 = lshr exact i32 %14, 5
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %7
  %18 = add i32 %17, %11
  %19 = lshr i32 %18, 5
  %20 = icmp slt i32 %19, %1
  br i1 %20, label %21, label %1043

21:                                               ; preds = %10
  %22 = tail call i32 @llvm.smax.i32(i32 %3, i32 %2)
  %23 = sext i32 %22 to i64
  %24 = icmp slt i32 %12, %2
  %25 = icmp eq i32 %12, 0
  br label %26

26:                                               ; preds = %21, %1040
  %27 = phi i32 [ %19, %21 ], [ %1041, %1040 ]
  %28 = zext nneg i32 %27 to i64
  %29 = mul nsw i64 %28, %23
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  br i1 %24, label %52, label %31

31:                                               ; preds = %201, %26
  %32 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %202, %201 ]
  %33 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %203, %201 ]
  %34 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %204, %201 ]
  %35 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %205, %201 ]
  %36 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %206, %201 ]
  %37 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %207, %201 ]
  %38 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %208, %201 ]
  %39 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %209, %201 ]
  %40 = phi i32 [ -1, %26 ], [ %210, %201 ]
  %41 = phi i32 [ -1, %26 ], [ %211, %201 ]
  %42 = phi i32 [ -1, %26 ], [ %212, %201 ]
  %43 = phi i32 [ -1, %26 ], [ %213, %201 ]
  %44 = phi i32 [ -1, %26 ], [ %214, %201 ]
  %45 = phi i32 [ -1, %26 ], [ %215, %201 ]
  %46 = phi i32 [ -1, %26 ], [ %216, %201 ]
  %47 = phi i32 [ -1, %26 ], [ %217, %201 ]
  %48 = shl nuw nsw i64 %28, 3
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 16, i32 31), !noalias !21
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 16, i32 31), !noalias !21
  %51 = icmp slt i32 %47, 0
  br i1 %51, label %220, label %222

52:                                               ; preds = %26, %201
  %53 = phi float [ %202, %201 ], [ 0xC7EFFFFFE0000000, %26 ]
  %54 = phi float [ %203, %201 ], [ 0xC7EFFFFFE0000000, %26 ]
  %55 = phi float [ %204, %201 ], [ 0xC7EFFFFFE0000000, %26 ]
  %56 = phi float [ %205, %201 ], [ 0xC7EFFFFFE0000000, %26 ]
  %57 = phi float [ %206, %201 ], [ 0xC7EFFFFFE0000000, %26 ]
  %58 = phi float [ %207, %201 ], [ 0xC7EFFFFFE0000000, %26 ]
  %59 = phi float [ %208, %201 ], [ 0xC7EFFFFFE0000000, %26 ]
  %60 = phi float [ %209, %201 ], [ 0xC7EFFFFFE0000000, %26 ]
  %61 = phi i32 [ %210, %201 ], [ -1, %26 ]
  %62 = phi i32 [ %211, %201 ], [ -1, %26 ]
  %63 = phi i32 [ %212, %201 ], [ -1, %26 ]
  %64 = phi i32 [ %213, %201 ], [ -1, %26 ]
  %65 = phi i32 [ %214, %201 ], [ -1, %26 ]
  %66 = phi i32 [ %215, %201 ], [ -1, %26 ]
  %67 = phi i32 [ %216, %201 ], [ -1, %26 ]
  %68 = phi i32 [ %217, %201 ], [ -1, %26 ]
  %69 = phi i32 [ %218, %201 ], [ %12, %26 ]
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr %30, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !22, !alias.scope !14, !noalias !24
  %73 = icmp slt i32 %61, 0
  %74 = fcmp contract ogt float %72, %53
  %75 = select i1 %73, i1 true, i1 %74
  br i1 %75, label %80, label %76

76:                                               ; preds = %52
  %77 = fcmp contract oeq float %72, %53
  %78 = icmp slt i32 %69, %61
  %79 = and i1 %77, %78
  br i1 %79, label %80, label %201

80:                                               ; preds = %76, %52
  %81 = icmp slt i32 %62, 0
  %82 = fcmp contract ogt float %72, %54
  %83 = select i1 %81, i1 true, i1 %82
  br i1 %83, label %88, label %84

84:                                               ; preds = %80
  %85 = fcmp contract oeq float %72, %54
  %86 = icmp slt i32 %69, %62
  %87 = and i1 %85, %86
  br i1 %87, label %88, label %89

88:                                               ; preds = %80, %84
  br label %89

89:                                               ; preds = %88, %84
  %90 = phi float [ %54, %88 ], [ %72, %84 ]
  %91 = phi float [ %72, %88 ], [ %54, %84 ]
  %92 = phi i32 [ %62, %88 ], [ %69, %84 ]
  %93 = phi i32 [ %69, %88 ], [ %62, %84 ]
  %94 = icmp slt i32 %63, 0
  br i1 %94, label %101, label %95

95:                                               ; preds = %89
  %96 = fcmp contract ogt float %91, %55
  br i1 %96, label %105, label %97

97:                                               ; preds = %95
  %98 = fcmp contract oeq float %91, %55
  %99 = icmp slt i32 %93, %63
  %100 = and i1 %98, %99
  br label %103

101:                                              ; preds = %89
  %102 = icmp sgt i32 %93, -1
  br label %103

103:                                              ; preds = %101, %97
  %104 = phi i1 [ %102, %101 ], [ %100, %97 ]
  br i1 %104, label %105, label %106

105:                                              ; preds = %103, %95
  br label %106

106:                                              ; preds = %105, %103
  %107 = phi float [ %55, %105 ], [ %91, %103 ]
  %108 = phi float [ %91, %105 ], [ %55, %103 ]
  %109 = phi i32 [ %63, %105 ], [ %93, %103 ]
  %110 = phi i32 [ %93, %105 ], [ %63, %103 ]
  %111 = icmp slt i32 %64, 0
  br i1 %111, label %120, label %112

112:                                              ; preds = %106
  %113 = icmp slt i32 %110, 0
  br i1 %113, label %125, label %114

114:                                              ; preds = %112
  %115 = fcmp contract ogt float %108, %56
  br i1 %115, label %124, label %116

116:                                              ; preds = %114
  %117 = fcmp contract oeq float %108, %56
  %118 = icmp slt i32 %110, %64
  %119 = and i1 %117, %118
  br label %122

120:                                              ; preds = %106
  %121 = icmp sgt i32 %110, -1
  br label %122

122:                                              ; preds = %120, %116
  %123 = phi i1 [ %121, %120 ], [ %119, %116 ]
  br i1 %123, label %124, label %125

124:                                              ; preds = %122, %114
  br label %125

125:                                              ; preds = %124, %122, %112
  %126 = phi float [ %56, %124 ], [ %108, %122 ], [ %108, %112 ]
  %127 = phi float [ %108, %124 ], [ %56, %122 ], [ %56, %112 ]
  %128 = phi i32 [ %64, %124 ], [ %110, %122 ], [ %110, %112 ]
  %129 = phi i32 [ %110, %124 ], [ %64, %122 ], [ %64, %112 ]
  %130 = icmp slt i32 %65, 0
  br i1 %130, label %139, label %131

131:                                              ; preds = %125
  %132 = icmp slt i32 %129, 0
  br i1 %132, label %144, label %133

133:                                              ; preds = %131
  %134 = fcmp contract ogt float %127, %57
  br i1 %134, label %143, label %135

135:                                              ; preds = %133
  %136 = fcmp contract oeq float %127, %57
  %137 = icmp slt i32 %129, %65
  %138 = and i1 %136, %137
  br label %141

139:                                              ; preds = %125
  %140 = icmp sgt i32 %129, -1
  br label %141

141:                                              ; preds = %139, %135
  %142 = phi i1 [ %140, %139 ], [ %138, %135 ]
  br i1 %142, label %143, label %144

143:                                              ; preds = %141, %133
  br label %144

144:                                              ; preds = %143, %141, %131
  %145 = phi float [ %57, %143 ], [ %127, %141 ], [ %127, %131 ]
  %146 = phi float [ %127, %143 ], [ %57, %141 ], [ %57, %131 ]
  %147 = phi i32 [ %65, %143 ], [ %129, %141 ], [ %129, %131 ]
  %148 = phi i32 [ %129, %143 ], [ %65, %141 ], [ %65, %131 ]
  %149 = icmp slt i32 %66, 0
  br i1 %149, label %158, label %150

150:                                              ; preds = %144
  %151 = icmp slt i32 %148, 0
  br i1 %151, label %163, label %152

152:                                              ; preds = %150
  %153 = fcmp contract ogt float %146, %58
  br i1 %153, label %162, label %154

154:                                              ; preds = %152
  %155 = fcmp contract oeq float %146, %58
  %156 = icmp slt i32 %148, %66
  %157 = and i1 %155, %156
  br label %160

158:                                              ; preds = %144
  %159 = icmp sgt i32 %148, -1
  br label %160

160:                                              ; preds = %158, %154
  %161 = phi i1 [ %159, %158 ], [ %157, %154 ]
  br i1 %161, label %162, label %163

162:                                              ; preds = %160, %152
  br label %163

163:                                              ; preds = %162, %160, %150
  %164 = phi float [ %58, %162 ], [ %146, %160 ], [ %146, %150 ]
  %165 = phi float [ %146, %162 ], [ %58, %160 ], [ %58, %150 ]
  %166 = phi i32 [ %66, %162 ], [ %148, %160 ], [ %148, %150 ]
  %167 = phi i32 [ %148, %162 ], [ %66, %160 ], [ %66, %150 ]
  %168 = icmp slt i32 %67, 0
  br i1 %168, label %177, label %169

169:                                              ; preds = %163
  %170 = icmp slt i32 %167, 0
  br i1 %170, label %182, label %171

171:                                              ; preds = %169
  %172 = fcmp contract ogt float %165, %59
  br i1 %172, label %181, label %173

173:                                              ; preds = %171
  %174 = fcmp contract oeq float %165, %59
  %175 = icmp slt i32 %167, %67
  %176 = and i1 %174, %175
  br label %179

177:                                              ; preds = %163
  %178 = icmp sgt i32 %167, -1
  br label %179

179:                                              ; preds = %177, %173
  %180 = phi i1 [ %178, %177 ], [ %176, %173 ]
  br i1 %180, label %181, label %182

181:                                              ; preds = %179, %171
  br label %182

182:                                              ; preds = %181, %179, %169
  %183 = phi float [ %59, %181 ], [ %165, %179 ], [ %165, %169 ]
  %184 = phi float [ %165, %181 ], [ %59, %179 ], [ %59, %169 ]
  %185 = phi i32 [ %67, %181 ], [ %167, %179 ], [ %167, %169 ]
  %186 = phi i32 [ %167, %181 ], [ %67, %179 ], [ %67, %169 ]
  %187 = icmp slt i32 %68, 0
  br i1 %187, label %196, label %188

188:                                              ; preds = %182
  %189 = icmp slt i32 %186, 0
  br i1 %189, label %201, label %190

190:                                              ; preds = %188
  %191 = fcmp contract ogt float %184, %60
  br i1 %191, label %200, label %192

192:                                              ; preds = %190
  %193 = fcmp contract oeq float %184, %60
  %194 = icmp slt i32 %186, %68
  %195 = and i1 %193, %194
  br label %198

196:                                              ; preds = %182
  %197 = icmp sgt i32 %186, -1
  br label %198

198:                                              ; preds = %196, %192
  %199 = phi i1 [ %197, %196 ], [ %195, %192 ]
  br i1 %199, label %200, label %201

200:                                              ; preds = %198, %190
  br label %201

201:                                              ; preds = %188, %198, %200, %76
  %202 = phi float [ %53, %76 ], [ %90, %200 ], [ %90, %198 ], [ %90, %188 ]
  %203 = phi float [ %54, %76 ], [ %107, %200 ], [ %107, %198 ], [ %107, %188 ]
  %204 = phi float [ %55, %76 ], [ %126, %200 ], [ %126, %198 ], [ %126, %188 ]
  %205 = phi float [ %56, %76 ], [ %145, %200 ], [ %145, %198 ], [ %145, %188 ]
  %206 = phi float [ %57, %76 ], [ %164, %200 ], [ %164, %198 ], [ %164, %188 ]
  %207 = phi float [ %58, %76 ], [ %183, %200 ], [ %183, %198 ], [ %183, %188 ]
  %208 = phi float [ %59, %76 ], [ %60, %200 ], [ %184, %198 ], [ %184, %188 ]
  %209 = phi float [ %60, %76 ], [ %184, %200 ], [ %60, %198 ], [ %60, %188 ]
  %210 = phi i32 [ %61, %76 ], [ %92, %200 ], [ %92, %198 ], [ %92, %188 ]
  %211 = phi i32 [ %62, %76 ], [ %109, %200 ], [ %109, %198 ], [ %109, %188 ]
  %212 = phi i32 [ %63, %76 ], [ %128, %200 ], [ %128, %198 ], [ %128, %188 ]
  %213 = phi i32 [ %64, %76 ], [ %147, %200 ], [ %147, %198 ], [ %147, %188 ]
  %214 = phi i32 [ %65, %76 ], [ %166, %200 ], [ %166, %198 ], [ %166, %188 ]
  %215 = phi i32 [ %66, %76 ], [ %185, %200 ], [ %185, %198 ], [ %185, %188 ]
  %216 = phi i32 [ %67, %76 ], [ %68, %200 ], [ %186, %198 ], [ %186, %188 ]
  %217 = phi i32 [ %68, %76 ], [ %186, %200 ], [ %68, %198 ], [ %68, %188 ]
  %218 = add nuw nsw i32 %69, 32
  %219 = icmp slt i32 %218, %2
  br i1 %219, label %52, label %31, !llvm.loop !25

220:                                              ; preds = %31
  %221 = icmp sgt i32 %50, -1
  br label %230

222:                                              ; preds = %31
  %223 = icmp slt i32 %50, 0
  br i1 %223, label %230, label %224

224:                                              ; preds = %222
  %225 = fcmp contract ogt float %49, %39
  br i1 %225, label %230, label %226

226:                                              ; preds = %224
  %227 = fcmp contract oeq float %49, %39
  %228 = icmp slt i32 %50, %47
  %229 = and i1 %227, %228
  br label %230

230:                                              ; preds = %220, %222, %224, %226
  %231 = phi i1 [ %221, %220 ], [ false, %222 ], [ true, %224 ], [ %229, %226 ]
  %232 = select i1 %231, float %49, float %39
  %233 = select i1 %231, i32 %50, i32 %47
  %234 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %232, i32 8, i32 31), !noalias !21
  %235 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %233, i32 8, i32 31), !noalias !21
  %236 = icmp slt i32 %233, 0
  br i1 %236, label %245, label %237

237:                                              ; preds = %230
  %238 = icmp slt i32 %235, 0
  br i1 %238, label %247, label %239

239:                                              ; preds = %237
  %240 = fcmp contract ogt float %234, %232
  br i1 %240, label %247, label %241

241:                                              ; preds = %239
  %242 = fcmp contract oeq float %234, %232
  %243 = icmp slt i32 %235, %233
  %244 = and i1 %242, %243
  br label %247

245:                                              ; preds = %230
  %246 = icmp sgt i32 %235, -1
  br label %247

247:                                              ; preds = %245, %241, %239, %237
  %248 = phi i1 [ %246, %245 ], [ false, %237 ], [ true, %239 ], [ %244, %241 ]
  %249 = select i1 %248, float %234, float %232
  %250 = select i1 %248, i32 %235, i32 %233
  %251 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %249, i32 4, i32 31), !noalias !21
  %252 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %250, i32 4, i32 31), !noalias !21
  %253 = icmp slt i32 %250, 0
  br i1 %253, label %262, label %254

254:                                              ; preds = %247
  %255 = icmp slt i32 %252, 0
  br i1 %255, label %264, label %256

256:                                              ; preds = %254
  %257 = fcmp contract ogt float %251, %249
  br i1 %257, label %264, label %258

258:                                              ; preds = %256
  %259 = fcmp contract oeq float %251, %249
  %260 = icmp slt i32 %252, %250
  %261 = and i1 %259, %260
  br label %264

262:                                              ; preds = %247
  %263 = icmp sgt i32 %252, -1
  br label %264

264:                                              ; preds = %262, %258, %256, %254
  %265 = phi i1 [ %263, %262 ], [ false, %254 ], [ true, %256 ], [ %261, %258 ]
  %266 = select i1 %265, float %251, float %249
  %267 = select i1 %265, i32 %252, i32 %250
  %268 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %266, i32 2, i32 31), !noalias !21
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 2, i32 31), !noalias !21
  %270 = icmp slt i32 %267, 0
  br i1 %270, label %279, label %271

271:                                              ; preds = %264
  %272 = icmp slt i32 %269, 0
  br i1 %272, label %281, label %273

273:                                              ; preds = %271
  %274 = fcmp contract ogt float %268, %266
  br i1 %274, label %281, label %275

275:                                              ; preds = %273
  %276 = fcmp contract oeq float %268, %266
  %277 = icmp slt i32 %269, %267
  %278 = and i1 %276, %277
  br label %281

279:                                              ; preds = %264
  %280 = icmp sgt i32 %269, -1
  br label %281

281:                                              ; preds = %279, %275, %273, %271
  %282 = phi i1 [ %280, %279 ], [ false, %271 ], [ true, %273 ], [ %278, %275 ]
  %283 = select i1 %282, float %268, float %266
  %284 = select i1 %282, i32 %269, i32 %267
  %285 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 1, i32 31), !noalias !21
  %286 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %284, i32 1, i32 31), !noalias !21
  %287 = icmp slt i32 %284, 0
  br i1 %287, label %296, label %288

288:                                              ; preds = %281
  %289 = icmp slt i32 %286, 0
  br i1 %289, label %298, label %290

290:                                              ; preds = %288
  %291 = fcmp contract ogt float %285, %283
  br i1 %291, label %298, label %292

292:                                              ; preds = %290
  %293 = fcmp contract oeq float %285, %283
  %294 = icmp slt i32 %286, %284
  %295 = and i1 %293, %294
  br label %298

296:                                              ; preds = %281
  %297 = icmp sgt i32 %286, -1
  br label %298

298:                                              ; preds = %296, %292, %290, %288
  %299 = phi i1 [ %297, %296 ], [ false, %288 ], [ true, %290 ], [ %295, %292 ]
  %300 = select i1 %299, i32 %286, i32 %284
  br i1 %25, label %301, label %307

301:                                              ; preds = %298
  %302 = select i1 %299, float %285, float %283
  %303 = icmp sgt i32 %300, -1
  %304 = select i1 %303, float %302, float 0xC7EFFFFFE0000000
  %305 = getelementptr inbounds nuw float, ptr %4, i64 %48
  store float %304, ptr %305, align 4, !tbaa !22, !alias.scope !17, !noalias !26
  %306 = getelementptr inbounds nuw i32, ptr %5, i64 %48
  store i32 %300, ptr %306, align 4, !tbaa !6, !alias.scope !19, !noalias !27
  br label %307

307:                                              ; preds = %301, %298
  %308 = icmp sgt i32 %300, -1
  %309 = icmp eq i32 %47, %300
  %310 = select i1 %308, i1 %309, i1 false
  br i1 %310, label %311, label %312

311:                                              ; preds = %307
  br label %312

312:                                              ; preds = %307, %311
  %313 = phi float [ %32, %311 ], [ %33, %307 ]
  %314 = phi float [ %33, %311 ], [ %34, %307 ]
  %315 = phi float [ %34, %311 ], [ %35, %307 ]
  %316 = phi float [ %35, %311 ], [ %36, %307 ]
  %317 = phi float [ %36, %311 ], [ %37, %307 ]
  %318 = phi float [ %37, %311 ], [ %38, %307 ]
  %319 = phi float [ %38, %311 ], [ %39, %307 ]
  %320 = phi i32 [ %40, %311 ], [ %41, %307 ]
  %321 = phi i32 [ %41, %311 ], [ %42, %307 ]
  %322 = phi i32 [ %42, %311 ], [ %43, %307 ]
  %323 = phi i32 [ %43, %311 ], [ %44, %307 ]
  %324 = phi i32 [ %44, %311 ], [ %45, %307 ]
  %325 = phi i32 [ %45, %311 ], [ %46, %307 ]
  %326 = phi i32 [ %46, %311 ], [ %47, %307 ]
  %327 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %319, i32 16, i32 31), !noalias !21
  %328 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %326, i32 16, i32 31), !noalias !21
  %329 = icmp slt i32 %326, 0
  br i1 %329, label %338, label %330

330:                                              ; preds = %312
  %331 = icmp slt i32 %328, 0
  br i1 %331, label %340, label %332

332:                                              ; preds = %330
  %333 = fcmp contract ogt float %327, %319
  br i1 %333, label %340, label %334

334:                                              ; preds = %332
  %335 = fcmp contract oeq float %327, %319
  %336 = icmp slt i32 %328, %326
  %337 = and i1 %335, %336
  br label %340

338:                                              ; preds = %312
  %339 = icmp sgt i32 %328, -1
  br label %340

340:                                              ; preds = %338, %334, %332, %330
  %341 = phi i1 [ %339, %338 ], [ false, %330 ], [ true, %332 ], [ %337, %334 ]
  %342 = select i1 %341, float %327, float %319
  %343 = select i1 %341, i32 %328, i32 %326
  %344 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %342, i32 8, i32 31), !noalias !21
  %345 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %343, i32 8, i32 31), !noalias !21
  %346 = icmp slt i32 %343, 0
  br i1 %346, label %355, label %347

347:                                              ; preds = %340
  %348 = icmp slt i32 %345, 0
  br i1 %348, label %357, label %349

349:                                              ; preds = %347
  %350 = fcmp contract ogt float %344, %342
  br i1 %350, label %357, label %351

351:                                              ; preds = %349
  %352 = fcmp contract oeq float %344, %342
  %353 = icmp slt i32 %345, %343
  %354 = and i1 %352, %353
  br label %357

355:                                              ; preds = %340
  %356 = icmp sgt i32 %345, -1
  br label %357

357:                                              ; preds = %355, %351, %349, %347
  %358 = phi i1 [ %356, %355 ], [ false, %347 ], [ true, %349 ], [ %354, %351 ]
  %359 = select i1 %358, float %344, float %342
  %360 = select i1 %358, i32 %345, i32 %343
  %361 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %359, i32 4, i32 31), !noalias !21
  %362 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %360, i32 4, i32 31), !noalias !21
  %363 = icmp slt i32 %360, 0
  br i1 %363, label %372, label %364

364:                                              ; preds = %357
  %365 = icmp slt i32 %362, 0
  br i1 %365, label %374, label %366

366:                                              ; preds = %364
  %367 = fcmp contract ogt float %361, %359
  br i1 %367, label %374, label %368

368:                                              ; preds = %366
  %369 = fcmp contract oeq float %361, %359
  %370 = icmp slt i32 %362, %360
  %371 = and i1 %369, %370
  br label %374

372:                                              ; preds = %357
  %373 = icmp sgt i32 %362, -1
  br label %374

374:                                              ; preds = %372, %368, %366, %364
  %375 = phi i1 [ %373, %372 ], [ false, %364 ], [ true, %366 ], [ %371, %368 ]
  %376 = select i1 %375, float %361, float %359
  %377 = select i1 %375, i32 %362, i32 %360
  %378 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %376, i32 2, i32 31), !noalias !21
  %379 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %377, i32 2, i32 31), !noalias !21
  %380 = icmp slt i32 %377, 0
  br i1 %380, label %389, label %381

381:                                              ; preds = %374
  %382 = icmp slt i32 %379, 0
  br i1 %382, label %391, label %383

383:                                              ; preds = %381
  %384 = fcmp contract ogt float %378, %376
  br i1 %384, label %391, label %385

385:                                              ; preds = %383
  %386 = fcmp contract oeq float %378, %376
  %387 = icmp slt i32 %379, %377
  %388 = and i1 %386, %387
  br label %391

389:                                              ; preds = %374
  %390 = icmp sgt i32 %379, -1
  br label %391

391:                                              ; preds = %389, %385, %383, %381
  %392 = phi i1 [ %390, %389 ], [ false, %381 ], [ true, %383 ], [ %388, %385 ]
  %393 = select i1 %392, float %378, float %376
  %394 = select i1 %392, i32 %379, i32 %377
  %395 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %393, i32 1, i32 31), !noalias !21
  %396 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %394, i32 1, i32 31), !noalias !21
  %397 = icmp slt i32 %394, 0
  br i1 %397, label %406, label %398

398:                                              ; preds = %391
  %399 = icmp slt i32 %396, 0
  br i1 %399, label %408, label %400

400:                                              ; preds = %398
  %401 = fcmp contract ogt float %395, %393
  br i1 %401, label %408, label %402

402:                                              ; preds = %400
  %403 = fcmp contract oeq float %395, %393
  %404 = icmp slt i32 %396, %394
  %405 = and i1 %403, %404
  br label %408

406:                                              ; preds = %391
  %407 = icmp sgt i32 %396, -1
  br label %408

408:                                              ; preds = %406, %402, %400, %398
  %409 = phi i1 [ %407, %406 ], [ false, %398 ], [ true, %400 ], [ %405, %402 ]
  %410 = select i1 %409, i32 %396, i32 %394
  br i1 %25, label %411, label %418

411:                                              ; preds = %408
  %412 = select i1 %409, float %395, float %393
  %413 = icmp sgt i32 %410, -1
  %414 = select i1 %413, float %412, float 0xC7EFFFFFE0000000
  %415 = or disjoint i64 %48, 1
  %416 = getelementptr inbounds nuw float, ptr %4, i64 %415
  store float %414, ptr %416, align 4, !tbaa !22, !alias.scope !17, !noalias !26
  %417 = getelementptr inbounds nuw i32, ptr %5, i64 %415
  store i32 %410, ptr %417, align 4, !tbaa !6, !alias.scope !19, !noalias !27
  br label %418

418:                                              ; preds = %411, %408
  %419 = icmp sgt i32 %410, -1
  %420 = icmp eq i32 %326, %410
  %421 = select i1 %419, i1 %420, i1 false
  br i1 %421, label %422, label %423

422:                                              ; preds = %418
  br label %423

423:                                              ; preds = %418, %422
  %424 = phi float [ %313, %422 ], [ %314, %418 ]
  %425 = phi float [ %314, %422 ], [ %315, %418 ]
  %426 = phi float [ %315, %422 ], [ %316, %418 ]
  %427 = phi float [ %316, %422 ], [ %317, %418 ]
  %428 = phi float [ %317, %422 ], [ %318, %418 ]
  %429 = phi float [ %318, %422 ], [ %319, %418 ]
  %430 = phi i32 [ %320, %422 ], [ %321, %418 ]
  %431 = phi i32 [ %321, %422 ], [ %322, %418 ]
  %432 = phi i32 [ %322, %422 ], [ %323, %418 ]
  %433 = phi i32 [ %323, %422 ], [ %324, %418 ]
  %434 = phi i32 [ %324, %422 ], [ %325, %418 ]
  %435 = phi i32 [ %325, %422 ], [ %326, %418 ]
  %436 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %429, i32 16, i32 31), !noalias !21
  %437 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %435, i32 16, i32 31), !noalias !21
  %438 = icmp slt i32 %435, 0
  br i1 %438, label %447, label %439

439:                                              ; preds = %423
  %440 = icmp slt i32 %437, 0
  br i1 %440, label %449, label %441

441:                                              ; preds = %439
  %442 = fcmp contract ogt float %436, %429
  br i1 %442, label %449, label %443

443:                                              ; preds = %441
  %444 = fcmp contract oeq float %436, %429
  %445 = icmp slt i32 %437, %435
  %446 = and i1 %444, %445
  br label %449

447:                                              ; preds = %423
  %448 = icmp sgt i32 %437, -1
  br label %449

449:                                              ; preds = %447, %443, %441, %439
  %450 = phi i1 [ %448, %447 ], [ false, %439 ], [ true, %441 ], [ %446, %443 ]
  %451 = select i1 %450, float %436, float %429
  %452 = select i1 %450, i32 %437, i32 %435
  %453 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %451, i32 8, i32 31), !noalias !21
  %454 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %452, i32 8, i32 31), !noalias !21
  %455 = icmp slt i32 %452, 0
  br i1 %455, label %464, label %456

456:                                              ; preds = %449
  %457 = icmp slt i32 %454, 0
  br i1 %457, label %466, label %458

458:                                              ; preds = %456
  %459 = fcmp contract ogt float %453, %451
  br i1 %459, label %466, label %460

460:                                              ; preds = %458
  %461 = fcmp contract oeq float %453, %451
  %462 = icmp slt i32 %454, %452
  %463 = and i1 %461, %462
  br label %466

464:                                              ; preds = %449
  %465 = icmp sgt i32 %454, -1
  br label %466

466:                                              ; preds = %464, %460, %458, %456
  %467 = phi i1 [ %465, %464 ], [ false, %456 ], [ true, %458 ], [ %463, %460 ]
  %468 = select i1 %467, float %453, float %451
  %469 = select i1 %467, i32 %454, i32 %452
  %470 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %468, i32 4, i32 31), !noalias !21
  %471 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %469, i32 4, i32 31), !noalias !21
  %472 = icmp slt i32 %469, 0
  br i1 %472, label %481, label %473

473:                                              ; preds = %466
  %474 = icmp slt i32 %471, 0
  br i1 %474, label %483, label %475

475:                                              ; preds = %473
  %476 = fcmp contract ogt float %470, %468
  br i1 %476, label %483, label %477

477:                                              ; preds = %475
  %478 = fcmp contract oeq float %470, %468
  %479 = icmp slt i32 %471, %469
  %480 = and i1 %478, %479
  br label %483

481:                                              ; preds = %466
  %482 = icmp sgt i32 %471, -1
  br label %483

483:                                              ; preds = %481, %477, %475, %473
  %484 = phi i1 [ %482, %481 ], [ false, %473 ], [ true, %475 ], [ %480, %477 ]
  %485 = select i1 %484, float %470, float %468
  %486 = select i1 %484, i32 %471, i32 %469
  %487 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %485, i32 2, i32 31), !noalias !21
  %488 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %486, i32 2, i32 31), !noalias !21
  %489 = icmp slt i32 %486, 0
  br i1 %489, label %498, label %490

490:                                              ; preds = %483
  %491 = icmp slt i32 %488, 0
  br i1 %491, label %500, label %492

492:                                              ; preds = %490
  %493 = fcmp contract ogt float %487, %485
  br i1 %493, label %500, label %494

494:                                              ; preds = %492
  %495 = fcmp contract oeq float %487, %485
  %496 = icmp slt i32 %488, %486
  %497 = and i1 %495, %496
  br label %500

498:                                              ; preds = %483
  %499 = icmp sgt i32 %488, -1
  br label %500

500:                                              ; preds = %498, %494, %492, %490
  %501 = phi i1 [ %499, %498 ], [ false, %490 ], [ true, %492 ], [ %497, %494 ]
  %502 = select i1 %501, float %487, float %485
  %503 = select i1 %501, i32 %488, i32 %486
  %504 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %502, i32 1, i32 31), !noalias !21
  %505 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %503, i32 1, i32 31), !noalias !21
  %506 = icmp slt i32 %503, 0
  br i1 %506, label %515, label %507

507:                                              ; preds = %500
  %508 = icmp slt i32 %505, 0
  br i1 %508, label %517, label %509

509:                                              ; preds = %507
  %510 = fcmp contract ogt float %504, %502
  br i1 %510, label %517, label %511

511:                                              ; preds = %509
  %512 = fcmp contract oeq float %504, %502
  %513 = icmp slt i32 %505, %503
  %514 = and i1 %512, %513
  br label %517

515:                                              ; preds = %500
  %516 = icmp sgt i32 %505, -1
  br label %517

517:                                              ; preds = %515, %511, %509, %507
  %518 = phi i1 [ %516, %515 ], [ false, %507 ], [ true, %509 ], [ %514, %511 ]
  %519 = select i1 %518, i32 %505, i32 %503
  br i1 %25, label %520, label %527

520:                                              ; preds = %517
  %521 = select i1 %518, float %504, float %502
  %522 = icmp sgt i32 %519, -1
  %523 = select i1 %522, float %521, float 0xC7EFFFFFE0000000
  %524 = or disjoint i64 %48, 2
  %525 = getelementptr inbounds nuw float, ptr %4, i64 %524
  store float %523, ptr %525, align 4, !tbaa !22, !alias.scope !17, !noalias !26
  %526 = getelementptr inbounds nuw i32, ptr %5, i64 %524
  store i32 %519, ptr %526, align 4, !tbaa !6, !alias.scope !19, !noalias !27
  br label %527

527:                                              ; preds = %520, %517
  %528 = icmp sgt i32 %519, -1
  %529 = icmp eq i32 %435, %519
  %530 = select i1 %528, i1 %529, i1 false
  br i1 %530, label %531, label %532

531:                                              ; preds = %527
  br label %532

532:                                              ; preds = %527, %531
  %533 = phi float [ %424, %531 ], [ %425, %527 ]
  %534 = phi float [ %425, %531 ], [ %426, %527 ]
  %535 = phi float [ %426, %531 ], [ %427, %527 ]
  %536 = phi float [ %427, %531 ], [ %428, %527 ]
  %537 = phi float [ %428, %531 ], [ %429, %527 ]
  %538 = phi i32 [ %430, %531 ], [ %431, %527 ]
  %539 = phi i32 [ %431, %531 ], [ %432, %527 ]
  %540 = phi i32 [ %432, %531 ], [ %433, %527 ]
  %541 = phi i32 [ %433, %531 ], [ %434, %527 ]
  %542 = phi i32 [ %434, %531 ], [ %435, %527 ]
  %543 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %537, i32 16, i32 31), !noalias !21
  %544 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %542, i32 16, i32 31), !noalias !21
  %545 = icmp slt i32 %542, 0
  br i1 %545, label %554, label %546

546:                                              ; preds = %532
  %547 = icmp slt i32 %544, 0
  br i1 %547, label %556, label %548

548:                                              ; preds = %546
  %549 = fcmp contract ogt float %543, %537
  br i1 %549, label %556, label %550

550:                                              ; preds = %548
  %551 = fcmp contract oeq float %543, %537
  %552 = icmp slt i32 %544, %542
  %553 = and i1 %551, %552
  br label %556

554:                                              ; preds = %532
  %555 = icmp sgt i32 %544, -1
  br label %556

556:                                              ; preds = %554, %550, %548, %546
  %557 = phi i1 [ %555, %554 ], [ false, %546 ], [ true, %548 ], [ %553, %550 ]
  %558 = select i1 %557, float %543, float %537
  %559 = select i1 %557, i32 %544, i32 %542
  %560 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %558, i32 8, i32 31), !noalias !21
  %561 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %559, i32 8, i32 31), !noalias !21
  %562 = icmp slt i32 %559, 0
  br i1 %562, label %571, label %563

563:                                              ; preds = %556
  %564 = icmp slt i32 %561, 0
  br i1 %564, label %573, label %565

565:                                              ; preds = %563
  %566 = fcmp contract ogt float %560, %558
  br i1 %566, label %573, label %567

567:                                              ; preds = %565
  %568 = fcmp contract oeq float %560, %558
  %569 = icmp slt i32 %561, %559
  %570 = and i1 %568, %569
  br label %573

571:                                              ; preds = %556
  %572 = icmp sgt i32 %561, -1
  br label %573

573:                                              ; preds = %571, %567, %565, %563
  %574 = phi i1 [ %572, %571 ], [ false, %563 ], [ true, %565 ], [ %570, %567 ]
  %575 = select i1 %574, float %560, float %558
  %576 = select i1 %574, i32 %561, i32 %559
  %577 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %575, i32 4, i32 31), !noalias !21
  %578 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %576, i32 4, i32 31), !noalias !21
  %579 = icmp slt i32 %576, 0
  br i1 %579, label %588, label %580

580:                                              ; preds = %573
  %581 = icmp slt i32 %578, 0
  br i1 %581, label %590, label %582

582:                                              ; preds = %580
  %583 = fcmp contract ogt float %577, %575
  br i1 %583, label %590, label %584

584:                                              ; preds = %582
  %585 = fcmp contract oeq float %577, %575
  %586 = icmp slt i32 %578, %576
  %587 = and i1 %585, %586
  br label %590

588:                                              ; preds = %573
  %589 = icmp sgt i32 %578, -1
  br label %590

590:                                              ; preds = %588, %584, %582, %580
  %591 = phi i1 [ %589, %588 ], [ false, %580 ], [ true, %582 ], [ %587, %584 ]
  %592 = select i1 %591, float %577, float %575
  %593 = select i1 %591, i32 %578, i32 %576
  %594 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %592, i32 2, i32 31), !noalias !21
  %595 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %593, i32 2, i32 31), !noalias !21
  %596 = icmp slt i32 %593, 0
  br i1 %596, label %605, label %597

597:                                              ; preds = %590
  %598 = icmp slt i32 %595, 0
  br i1 %598, label %607, label %599

599:                                              ; preds = %597
  %600 = fcmp contract ogt float %594, %592
  br i1 %600, label %607, label %601

601:                                              ; preds = %599
  %602 = fcmp contract oeq float %594, %592
  %603 = icmp slt i32 %595, %593
  %604 = and i1 %602, %603
  br label %607

605:                                              ; preds = %590
  %606 = icmp sgt i32 %595, -1
  br label %607

607:                                              ; preds = %605, %601, %599, %597
  %608 = phi i1 [ %606, %605 ], [ false, %597 ], [ true, %599 ], [ %604, %601 ]
  %609 = select i1 %608, float %594, float %592
  %610 = select i1 %608, i32 %595, i32 %593
  %611 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %609, i32 1, i32 31), !noalias !21
  %612 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %610, i32 1, i32 31), !noalias !21
  %613 = icmp slt i32 %610, 0
  br i1 %613, label %622, label %614

614:                                              ; preds = %607
  %615 = icmp slt i32 %612, 0
  br i1 %615, label %624, label %616

616:                                              ; preds = %614
  %617 = fcmp contract ogt float %611, %609
  br i1 %617, label %624, label %618

618:                                              ; preds = %616
  %619 = fcmp contract oeq float %611, %609
  %620 = icmp slt i32 %612, %610
  %621 = and i1 %619, %620
  br label %624

622:                                              ; preds = %607
  %623 = icmp sgt i32 %612, -1
  br label %624

624:                                              ; preds = %622, %618, %616, %614
  %625 = phi i1 [ %623, %622 ], [ false, %614 ], [ true, %616 ], [ %621, %618 ]
  %626 = select i1 %625, i32 %612, i32 %610
  br i1 %25, label %627, label %634

627:                                              ; preds = %624
  %628 = select i1 %625, float %611, float %609
  %629 = icmp sgt i32 %626, -1
  %630 = select i1 %629, float %628, float 0xC7EFFFFFE0000000
  %631 = or disjoint i64 %48, 3
  %632 = getelementptr inbounds nuw float, ptr %4, i64 %631
  store float %630, ptr %632, align 4, !tbaa !22, !alias.scope !17, !noalias !26
  %633 = getelementptr inbounds nuw i32, ptr %5, i64 %631
  store i32 %626, ptr %633, align 4, !tbaa !6, !alias.scope !19, !noalias !27
  br label %634

634:                                              ; preds = %627, %624
  %635 = icmp sgt i32 %626, -1
  %636 = icmp eq i32 %542, %626
  %637 = select i1 %635, i1 %636, i1 false
  br i1 %637, label %638, label %639

638:                                              ; preds = %634
  br label %639

639:                                              ; preds = %634, %638
  %640 = phi float [ %533, %638 ], [ %534, %634 ]
  %641 = phi float [ %534, %638 ], [ %535, %634 ]
  %642 = phi float [ %535, %638 ], [ %536, %634 ]
  %643 = phi float [ %536, %638 ], [ %537, %634 ]
  %644 = phi i32 [ %538, %638 ], [ %539, %634 ]
  %645 = phi i32 [ %539, %638 ], [ %540, %634 ]
  %646 = phi i32 [ %540, %638 ], [ %541, %634 ]
  %647 = phi i32 [ %541, %638 ], [ %542, %634 ]
  %648 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %643, i32 16, i32 31), !noalias !21
  %649 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %647, i32 16, i32 31), !noalias !21
  %650 = icmp slt i32 %647, 0
  br i1 %650, label %659, label %651

651:                                              ; preds = %639
  %652 = icmp slt i32 %649, 0
  br i1 %652, label %661, label %653

653:                                              ; preds = %651
  %654 = fcmp contract ogt float %648, %643
  br i1 %654, label %661, label %655

655:                                              ; preds = %653
  %656 = fcmp contract oeq float %648, %643
  %657 = icmp slt i32 %649, %647
  %658 = and i1 %656, %657
  br label %661

659:                                              ; preds = %639
  %660 = icmp sgt i32 %649, -1
  br label %661

661:                                              ; preds = %659, %655, %653, %651
  %662 = phi i1 [ %660, %659 ], [ false, %651 ], [ true, %653 ], [ %658, %655 ]
  %663 = select i1 %662, float %648, float %643
  %664 = select i1 %662, i32 %649, i32 %647
  %665 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %663, i32 8, i32 31), !noalias !21
  %666 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %664, i32 8, i32 31), !noalias !21
  %667 = icmp slt i32 %664, 0
  br i1 %667, label %676, label %668

668:                                              ; preds = %661
  %669 = icmp slt i32 %666, 0
  br i1 %669, label %678, label %670

670:                                              ; preds = %668
  %671 = fcmp contract ogt float %665, %663
  br i1 %671, label %678, label %672

672:                                              ; preds = %670
  %673 = fcmp contract oeq float %665, %663
  %674 = icmp slt i32 %666, %664
  %675 = and i1 %673, %674
  br label %678

676:                                              ; preds = %661
  %677 = icmp sgt i32 %666, -1
  br label %678

678:                                              ; preds = %676, %672, %670, %668
  %679 = phi i1 [ %677, %676 ], [ false, %668 ], [ true, %670 ], [ %675, %672 ]
  %680 = select i1 %679, float %665, float %663
  %681 = select i1 %679, i32 %666, i32 %664
  %682 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %680, i32 4, i32 31), !noalias !21
  %683 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %681, i32 4, i32 31), !noalias !21
  %684 = icmp slt i32 %681, 0
  br i1 %684, label %693, label %685

685:                                              ; preds = %678
  %686 = icmp slt i32 %683, 0
  br i1 %686, label %695, label %687

687:                                              ; preds = %685
  %688 = fcmp contract ogt float %682, %680
  br i1 %688, label %695, label %689

689:                                              ; preds = %687
  %690 = fcmp contract oeq float %682, %680
  %691 = icmp slt i32 %683, %681
  %692 = and i1 %690, %691
  br label %695

693:                                              ; preds = %678
  %694 = icmp sgt i32 %683, -1
  br label %695

695:                                              ; preds = %693, %689, %687, %685
  %696 = phi i1 [ %694, %693 ], [ false, %685 ], [ true, %687 ], [ %692, %689 ]
  %697 = select i1 %696, float %682, float %680
  %698 = select i1 %696, i32 %683, i32 %681
  %699 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %697, i32 2, i32 31), !noalias !21
  %700 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %698, i32 2, i32 31), !noalias !21
  %701 = icmp slt i32 %698, 0
  br i1 %701, label %710, label %702

702:                                              ; preds = %695
  %703 = icmp slt i32 %700, 0
  br i1 %703, label %712, label %704

704:                                              ; preds = %702
  %705 = fcmp contract ogt float %699, %697
  br i1 %705, label %712, label %706

706:                                              ; preds = %704
  %707 = fcmp contract oeq float %699, %697
  %708 = icmp slt i32 %700, %698
  %709 = and i1 %707, %708
  br label %712

710:                                              ; preds = %695
  %711 = icmp sgt i32 %700, -1
  br label %712

712:                                              ; preds = %710, %706, %704, %702
  %713 = phi i1 [ %711, %710 ], [ false, %702 ], [ true, %704 ], [ %709, %706 ]
  %714 = select i1 %713, float %699, float %697
  %715 = select i1 %713, i32 %700, i32 %698
  %716 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %714, i32 1, i32 31), !noalias !21
  %717 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %715, i32 1, i32 31), !noalias !21
  %718 = icmp slt i32 %715, 0
  br i1 %718, label %727, label %719

719:                                              ; preds = %712
  %720 = icmp slt i32 %717, 0
  br i1 %720, label %729, label %721

721:                                              ; preds = %719
  %722 = fcmp contract ogt float %716, %714
  br i1 %722, label %729, label %723

723:                                              ; preds = %721
  %724 = fcmp contract oeq float %716, %714
  %725 = icmp slt i32 %717, %715
  %726 = and i1 %724, %725
  br label %729

727:                                              ; preds = %712
  %728 = icmp sgt i32 %717, -1
  br label %729

729:                                              ; preds = %727, %723, %721, %719
  %730 = phi i1 [ %728, %727 ], [ false, %719 ], [ true, %721 ], [ %726, %723 ]
  %731 = select i1 %730, i32 %717, i32 %715
  br i1 %25, label %732, label %739

732:                                              ; preds = %729
  %733 = select i1 %730, float %716, float %714
  %734 = icmp sgt i32 %731, -1
  %735 = select i1 %734, float %733, float 0xC7EFFFFFE0000000
  %736 = or disjoint i64 %48, 4
  %737 = getelementptr inbounds nuw float, ptr %4, i64 %736
  store float %735, ptr %737, align 4, !tbaa !22, !alias.scope !17, !noalias !26
  %738 = getelementptr inbounds nuw i32, ptr %5, i64 %736
  store i32 %731, ptr %738, align 4, !tbaa !6, !alias.scope !19, !noalias !27
  br label %739

739:                                              ; preds = %732, %729
  %740 = icmp sgt i32 %731, -1
  %741 = icmp eq i32 %647, %731
  %742 = select i1 %740, i1 %741, i1 false
  br i1 %742, label %743, label %744

743:                                              ; preds = %739
  br label %744

744:                                              ; preds = %739, %743
  %745 = phi float [ %640, %743 ], [ %641, %739 ]
  %746 = phi float [ %641, %743 ], [ %642, %739 ]
  %747 = phi float [ %642, %743 ], [ %643, %739 ]
  %748 = phi i32 [ %644, %743 ], [ %645, %739 ]
  %749 = phi i32 [ %645, %743 ], [ %646, %739 ]
  %750 = phi i32 [ %646, %743 ], [ %647, %739 ]
  %751 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %747, i32 16, i32 31), !noalias !21
  %752 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %750, i32 16, i32 31), !noalias !21
  %753 = icmp slt i32 %750, 0
  br i1 %753, label %762, label %754

754:                                              ; preds = %744
  %755 = icmp slt i32 %752, 0
  br i1 %755, label %764, label %756

756:                                              ; preds = %754
  %757 = fcmp contract ogt float %751, %747
  br i1 %757, label %764, label %758

758:                                              ; preds = %756
  %759 = fcmp contract oeq float %751, %747
  %760 = icmp slt i32 %752, %750
  %761 = and i1 %759, %760
  br label %764

762:                                              ; preds = %744
  %763 = icmp sgt i32 %752, -1
  br label %764

764:                                              ; preds = %762, %758, %756, %754
  %765 = phi i1 [ %763, %762 ], [ false, %754 ], [ true, %756 ], [ %761, %758 ]
  %766 = select i1 %765, float %751, float %747
  %767 = select i1 %765, i32 %752, i32 %750
  %768 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %766, i32 8, i32 31), !noalias !21
  %769 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %767, i32 8, i32 31), !noalias !21
  %770 = icmp slt i32 %767, 0
  br i1 %770, label %779, label %771

771:                                              ; preds = %764
  %772 = icmp slt i32 %769, 0
  br i1 %772, label %781, label %773

773:                                              ; preds = %771
  %774 = fcmp contract ogt float %768, %766
  br i1 %774, label %781, label %775

775:                                              ; preds = %773
  %776 = fcmp contract oeq float %768, %766
  %777 = icmp slt i32 %769, %767
  %778 = and i1 %776, %777
  br label %781

779:                                              ; preds = %764
  %780 = icmp sgt i32 %769, -1
  br label %781

781:                                              ; preds = %779, %775, %773, %771
  %782 = phi i1 [ %780, %779 ], [ false, %771 ], [ true, %773 ], [ %778, %775 ]
  %783 = select i1 %782, float %768, float %766
  %784 = select i1 %782, i32 %769, i32 %767
  %785 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %783, i32 4, i32 31), !noalias !21
  %786 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %784, i32 4, i32 31), !noalias !21
  %787 = icmp slt i32 %784, 0
  br i1 %787, label %796, label %788

788:                                              ; preds = %781
  %789 = icmp slt i32 %786, 0
  br i1 %789, label %798, label %790

790:                                              ; preds = %788
  %791 = fcmp contract ogt float %785, %783
  br i1 %791, label %798, label %792

792:                                              ; preds = %790
  %793 = fcmp contract oeq float %785, %783
  %794 = icmp slt i32 %786, %784
  %795 = and i1 %793, %794
  br label %798

796:                                              ; preds = %781
  %797 = icmp sgt i32 %786, -1
  br label %798

798:                                              ; preds = %796, %792, %790, %788
  %799 = phi i1 [ %797, %796 ], [ false, %788 ], [ true, %790 ], [ %795, %792 ]
  %800 = select i1 %799, float %785, float %783
  %801 = select i1 %799, i32 %786, i32 %784
  %802 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %800, i32 2, i32 31), !noalias !21
  %803 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %801, i32 2, i32 31), !noalias !21
  %804 = icmp slt i32 %801, 0
  br i1 %804, label %813, label %805

805:                                              ; preds = %798
  %806 = icmp slt i32 %803, 0
  br i1 %806, label %815, label %807

807:                                              ; preds = %805
  %808 = fcmp contract ogt float %802, %800
  br i1 %808, label %815, label %809

809:                                              ; preds = %807
  %810 = fcmp contract oeq float %802, %800
  %811 = icmp slt i32 %803, %801
  %812 = and i1 %810, %811
  br label %815

813:                                              ; preds = %798
  %814 = icmp sgt i32 %803, -1
  br label %815

815:                                              ; preds = %813, %809, %807, %805
  %816 = phi i1 [ %814, %813 ], [ false, %805 ], [ true, %807 ], [ %812, %809 ]
  %817 = select i1 %816, float %802, float %800
  %818 = select i1 %816, i32 %803, i32 %801
  %819 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %817, i32 1, i32 31), !noalias !21
  %820 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %818, i32 1, i32 31), !noalias !21
  %821 = icmp slt i32 %818, 0
  br i1 %821, label %830, label %822

822:                                              ; preds = %815
  %823 = icmp slt i32 %820, 0
  br i1 %823, label %832, label %824

824:                                              ; preds = %822
  %825 = fcmp contract ogt float %819, %817
  br i1 %825, label %832, label %826

826:                                              ; preds = %824
  %827 = fcmp contract oeq float %819, %817
  %828 = icmp slt i32 %820, %818
  %829 = and i1 %827, %828
  br label %832

830:                                              ; preds = %815
  %831 = icmp sgt i32 %820, -1
  br label %832

832:                                              ; preds = %830, %826, %824, %822
  %833 = phi i1 [ %831, %830 ], [ false, %822 ], [ true, %824 ], [ %829, %826 ]
  %834 = select i1 %833, i32 %820, i32 %818
  br i1 %25, label %835, label %842

835:                                              ; preds = %832
  %836 = select i1 %833, float %819, float %817
  %837 = icmp sgt i32 %834, -1
  %838 = select i1 %837, float %836, float 0xC7EFFFFFE0000000
  %839 = or disjoint i64 %48, 5
  %840 = getelementptr inbounds nuw float, ptr %4, i64 %839
  store float %838, ptr %840, align 4, !tbaa !22, !alias.scope !17, !noalias !26
  %841 = getelementptr inbounds nuw i32, ptr %5, i64 %839
  store i32 %834, ptr %841, align 4, !tbaa !6, !alias.scope !19, !noalias !27
  br label %842

842:                                              ; preds = %835, %832
  %843 = icmp sgt i32 %834, -1
  %844 = icmp eq i32 %750, %834
  %845 = select i1 %843, i1 %844, i1 false
  br i1 %845, label %846, label %847

846:                                              ; preds = %842
  br label %847

847:                                              ; preds = %842, %846
  %848 = phi float [ %745, %846 ], [ %746, %842 ]
  %849 = phi float [ %746, %846 ], [ %747, %842 ]
  %850 = phi i32 [ %748, %846 ], [ %749, %842 ]
  %851 = phi i32 [ %749, %846 ], [ %750, %842 ]
  %852 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %849, i32 16, i32 31), !noalias !21
  %853 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %851, i32 16, i32 31), !noalias !21
  %854 = icmp slt i32 %851, 0
  br i1 %854, label %863, label %855

855:                                              ; preds = %847
  %856 = icmp slt i32 %853, 0
  br i1 %856, label %865, label %857

857:                                              ; preds = %855
  %858 = fcmp contract ogt float %852, %849
  br i1 %858, label %865, label %859

859:                                              ; preds = %857
  %860 = fcmp contract oeq float %852, %849
  %861 = icmp slt i32 %853, %851
  %862 = and i1 %860, %861
  br label %865

863:                                              ; preds = %847
  %864 = icmp sgt i32 %853, -1
  br label %865

865:                                              ; preds = %863, %859, %857, %855
  %866 = phi i1 [ %864, %863 ], [ false, %855 ], [ true, %857 ], [ %862, %859 ]
  %867 = select i1 %866, float %852, float %849
  %868 = select i1 %866, i32 %853, i32 %851
  %869 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %867, i32 8, i32 31), !noalias !21
  %870 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %868, i32 8, i32 31), !noalias !21
  %871 = icmp slt i32 %868, 0
  br i1 %871, label %880, label %872

872:                                              ; preds = %865
  %873 = icmp slt i32 %870, 0
  br i1 %873, label %882, label %874

874:                                              ; preds = %872
  %875 = fcmp contract ogt float %869, %867
  br i1 %875, label %882, label %876

876:                                              ; preds = %874
  %877 = fcmp contract oeq float %869, %867
  %878 = icmp slt i32 %870, %868
  %879 = and i1 %877, %878
  br label %882

880:                                              ; preds = %865
  %881 = icmp sgt i32 %870, -1
  br label %882

882:                                              ; preds = %880, %876, %874, %872
  %883 = phi i1 [ %881, %880 ], [ false, %872 ], [ true, %874 ], [ %879, %876 ]
  %884 = select i1 %883, float %869, float %867
  %885 = select i1 %883, i32 %870, i32 %868
  %886 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %884, i32 4, i32 31), !noalias !21
  %887 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %885, i32 4, i32 31), !noalias !21
  %888 = icmp slt i32 %885, 0
  br i1 %888, label %897, label %889

889:                                              ; preds = %882
  %890 = icmp slt i32 %887, 0
  br i1 %890, label %899, label %891

891:                                              ; preds = %889
  %892 = fcmp contract ogt float %886, %884
  br i1 %892, label %899, label %893

893:                                              ; preds = %891
  %894 = fcmp contract oeq float %886, %884
  %895 = icmp slt i32 %887, %885
  %896 = and i1 %894, %895
  br label %899

897:                                              ; preds = %882
  %898 = icmp sgt i32 %887, -1
  br label %899

899:                                              ; preds = %897, %893, %891, %889
  %900 = phi i1 [ %898, %897 ], [ false, %889 ], [ true, %891 ], [ %896, %893 ]
  %901 = select i1 %900, float %886, float %884
  %902 = select i1 %900, i32 %887, i32 %885
  %903 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %901, i32 2, i32 31), !noalias !21
  %904 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %902, i32 2, i32 31), !noalias !21
  %905 = icmp slt i32 %902, 0
  br i1 %905, label %914, label %906

906:                                              ; preds = %899
  %907 = icmp slt i32 %904, 0
  br i1 %907, label %916, label %908

908:                                              ; preds = %906
  %909 = fcmp contract ogt float %903, %901
  br i1 %909, label %916, label %910

910:                                              ; preds = %908
  %911 = fcmp contract oeq float %903, %901
  %912 = icmp slt i32 %904, %902
  %913 = and i1 %911, %912
  br label %916

914:                                              ; preds = %899
  %915 = icmp sgt i32 %904, -1
  br label %916

916:                                              ; preds = %914, %910, %908, %906
  %917 = phi i1 [ %915, %914 ], [ false, %906 ], [ true, %908 ], [ %913, %910 ]
  %918 = select i1 %917, float %903, float %901
  %919 = select i1 %917, i32 %904, i32 %902
  %920 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %918, i32 1, i32 31), !noalias !21
  %921 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %919, i32 1, i32 31), !noalias !21
  %922 = icmp slt i32 %919, 0
  br i1 %922, label %931, label %923

923:                                              ; preds = %916
  %924 = icmp slt i32 %921, 0
  br i1 %924, label %933, label %925

925:                                              ; preds = %923
  %926 = fcmp contract ogt float %920, %918
  br i1 %926, label %933, label %927

927:                                              ; preds = %925
  %928 = fcmp contract oeq float %920, %918
  %929 = icmp slt i32 %921, %919
  %930 = and i1 %928, %929
  br label %933

931:                                              ; preds = %916
  %932 = icmp sgt i32 %921, -1
  br label %933

933:                                              ; preds = %931, %927, %925, %923
  %934 = phi i1 [ %932, %931 ], [ false, %923 ], [ true, %925 ], [ %930, %927 ]
  %935 = select i1 %934, i32 %921, i32 %919
  br i1 %25, label %936, label %943

936:                                              ; preds = %933
  %937 = select i1 %934, float %920, float %918
  %938 = icmp sgt i32 %935, -1
  %939 = select i1 %938, float %937, float 0xC7EFFFFFE0000000
  %940 = or disjoint i64 %48, 6
  %941 = getelementptr inbounds nuw float, ptr %4, i64 %940
  store float %939, ptr %941, align 4, !tbaa !22, !alias.scope !17, !noalias !26
  %942 = getelementptr inbounds nuw i32, ptr %5, i64 %940
  store i32 %935, ptr %942, align 4, !tbaa !6, !alias.scope !19, !noalias !27
  br label %943

943:                                              ; preds = %936, %933
  %944 = icmp sgt i32 %935, -1
  %945 = icmp eq i32 %851, %935
  %946 = select i1 %944, i1 %945, i1 false
  %947 = select i1 %946, float %848, float %849
  %948 = select i1 %946, i32 %850, i32 %851
  %949 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %947, i32 16, i32 31), !noalias !21
  %950 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %948, i32 16, i32 31), !noalias !21
  %951 = icmp slt i32 %948, 0
  br i1 %951, label %960, label %952

952:                                              ; preds = %943
  %953 = icmp slt i32 %950, 0
  br i1 %953, label %962, label %954

954:                                              ; preds = %952
  %955 = fcmp contract ogt float %949, %947
  br i1 %955, label %962, label %956

956:                                              ; preds = %954
  %957 = fcmp contract oeq float %949, %947
  %958 = icmp slt i32 %950, %948
  %959 = and i1 %957, %958
  br label %962

960:                                              ; preds = %943
  %961 = icmp sgt i32 %950, -1
  br label %962

962:                                              ; preds = %960, %956, %954, %952
  %963 = phi i1 [ %961, %960 ], [ false, %952 ], [ true, %954 ], [ %959, %956 ]
  %964 = select i1 %963, float %949, float %947
  %965 = select i1 %963, i32 %950, i32 %948
  %966 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %964, i32 8, i32 31), !noalias !21
  %967 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %965, i32 8, i32 31), !noalias !21
  %968 = icmp slt i32 %965, 0
  br i1 %968, label %977, label %969

969:                                              ; preds = %962
  %970 = icmp slt i32 %967, 0
  br i1 %970, label %979, label %971

971:                                              ; preds = %969
  %972 = fcmp contract ogt float %966, %964
  br i1 %972, label %979, label %973

973:                                              ; preds = %971
  %974 = fcmp contract oeq float %966, %964
  %975 = icmp slt i32 %967, %965
  %976 = and i1 %974, %975
  br label %979

977:                                              ; preds = %962
  %978 = icmp sgt i32 %967, -1
  br label %979

979:                                              ; preds = %977, %973, %971, %969
  %980 = phi i1 [ %978, %977 ], [ false, %969 ], [ true, %971 ], [ %976, %973 ]
  %981 = select i1 %980, float %966, float %964
  %982 = select i1 %980, i32 %967, i32 %965
  %983 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %981, i32 4, i32 31), !noalias !21
  %984 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %982, i32 4, i32 31), !noalias !21
  %985 = icmp slt i32 %982, 0
  br i1 %985, label %994, label %986

986:                                              ; preds = %979
  %987 = icmp slt i32 %984, 0
  br i1 %987, label %996, label %988

988:                                              ; preds = %986
  %989 = fcmp contract ogt float %983, %981
  br i1 %989, label %996, label %990

990:                                              ; preds = %988
  %991 = fcmp contract oeq float %983, %981
  %992 = icmp slt i32 %984, %982
  %993 = and i1 %991, %992
  br label %996

994:                                              ; preds = %979
  %995 = icmp sgt i32 %984, -1
  br label %996

996:                                              ; preds = %994, %990, %988, %986
  %997 = phi i1 [ %995, %994 ], [ false, %986 ], [ true, %988 ], [ %993, %990 ]
  %998 = select i1 %997, float %983, float %981
  %999 = select i1 %997, i32 %984, i32 %982
  %1000 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %998, i32 2, i32 31), !noalias !21
  %1001 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %999, i32 2, i32 31), !noalias !21
  %1002 = icmp slt i32 %999, 0
  br i1 %1002, label %1011, label %1003

1003:                                             ; preds = %996
  %1004 = icmp slt i32 %1001, 0
  br i1 %1004, label %1013, label %1005

1005:                                             ; preds = %1003
  %1006 = fcmp contract ogt float %1000, %998
  br i1 %1006, label %1013, label %1007

1007:                                             ; preds = %1005
  %1008 = fcmp contract oeq float %1000, %998
  %1009 = icmp slt i32 %1001, %999
  %1010 = and i1 %1008, %1009
  br label %1013

1011:                                             ; preds = %996
  %1012 = icmp sgt i32 %1001, -1
  br label %1013

1013:                                             ; preds = %1011, %1007, %1005, %1003
  %1014 = phi i1 [ %1012, %1011 ], [ false, %1003 ], [ true, %1005 ], [ %1010, %1007 ]
  %1015 = select i1 %1014, float %1000, float %998
  %1016 = select i1 %1014, i32 %1001, i32 %999
  %1017 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1015, i32 1, i32 31), !noalias !21
  %1018 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1016, i32 1, i32 31), !noalias !21
  %1019 = icmp slt i32 %1016, 0
  br i1 %1019, label %1028, label %1020

1020:                                             ; preds = %1013
  %1021 = icmp slt i32 %1018, 0
  br i1 %1021, label %1030, label %1022

1022:                                             ; preds = %1020
  %1023 = fcmp contract ogt float %1017, %1015
  br i1 %1023, label %1030, label %1024

1024:                                             ; preds = %1022
  %1025 = fcmp contract oeq float %1017, %1015
  %1026 = icmp slt i32 %1018, %1016
  %1027 = and i1 %1025, %1026
  br label %1030

1028:                                             ; preds = %1013
  %1029 = icmp sgt i32 %1018, -1
  br label %1030

1030:                                             ; preds = %1028, %1024, %1022, %1020
  %1031 = phi i1 [ %1029, %1028 ], [ false, %1020 ], [ true, %1022 ], [ %1027, %1024 ]
  br i1 %25, label %1032, label %1040

1032:                                             ; preds = %1030
  %1033 = select i1 %1031, i32 %1018, i32 %1016
  %1034 = select i1 %1031, float %1017, float %1015
  %1035 = icmp sgt i32 %1033, -1
  %1036 = select i1 %1035, float %1034, float 0xC7EFFFFFE0000000
  %1037 = or disjoint i64 %48, 7
  %1038 = getelementptr inbounds nuw float, ptr %4, i64 %1037
  store float %1036, ptr %1038, align 4, !tbaa !22, !alias.scope !17, !noalias !26
  %1039 = getelementptr inbounds nuw i32, ptr %5, i64 %1037
  store i32 %1033, ptr %1039, align 4, !tbaa !6, !alias.scope !19, !noalias !27
  br label %1040

1040:                                             ; preds = %1030, %1032
  %1041 = add nuw nsw i32 %27, %15
  %1042 = icmp slt i32 %1041, %1
  br i1 %1042, label %26, label %1043, !llvm.loop !28

1043:                                             ; preds = %1040, %10, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @row_topk8_f64(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = and i32 %7, 31
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %1443

10:                                               ; preds = %6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %13, %7
  %15 = lshr exact i32 %14, 5
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %7
  %18 = add i32 %17, %11
  %19 = lshr i32 %18, 5
  %20 = icmp slt i32 %19, %1
  br i1 %20, label %21, label %1443

21:                                               ; preds = %10
  %22 = tail call i32 @llvm.smax.i32(i32 %3, i32 %2)
  %23 = sext i32 %22 to i64
  %24 = icmp slt i32 %12, %2
  %25 = icmp eq i32 %12, 0
  br label %26

26:                                               ; preds = %21, %1440
  %27 = phi i32 [ %19, %21 ], [ %1441, %1440 ]
  %28 = zext nneg i32 %27 to i64
  %29 = mul nsw i64 %28, %23
  %30 = getelementptr inbounds nuw double, ptr %0, i64 %29
  br i1 %24, label %62, label %31

31:                                               ; preds = %211, %26
  %32 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %212, %211 ]
  %33 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %213, %211 ]
  %34 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %214, %211 ]
  %35 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %215, %211 ]
  %36 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %216, %211 ]
  %37 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %217, %211 ]
  %38 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %218, %211 ]
  %39 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %219, %211 ]
  %40 = phi i32 [ -1, %26 ], [ %220, %211 ]
  %41 = phi i32 [ -1, %26 ], [ %221, %211 ]
  %42 = phi i32 [ -1, %26 ], [ %222, %211 ]
  %43 = phi i32 [ -1, %26 ], [ %223, %211 ]
  %44 = phi i32 [ -1, %26 ], [ %224, %211 ]
  %45 = phi i32 [ -1, %26 ], [ %225, %211 ]
  %46 = phi i32 [ -1, %26 ], [ %226, %211 ]
  %47 = phi i32 [ -1, %26 ], [ %227, %211 ]
  %48 = shl nuw nsw i64 %28, 3
  %49 = bitcast double %39 to i64
  %50 = trunc i64 %49 to i32
  %51 = lshr i64 %49, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 16, i32 31), !noalias !36
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 16, i32 31), !noalias !36
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = zext i32 %53 to i64
  %58 = or disjoint i64 %56, %57
  %59 = bitcast i64 %58 to double
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 16, i32 31), !noalias !36
  %61 = icmp slt i32 %47, 0
  br i1 %61, label %230, label %232

62:                                               ; preds = %26, %211
  %63 = phi double [ %212, %211 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %64 = phi double [ %213, %211 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %65 = phi double [ %214, %211 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %66 = phi double [ %215, %211 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %67 = phi double [ %216, %211 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %68 = phi double [ %217, %211 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %69 = phi double [ %218, %211 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %70 = phi double [ %219, %211 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %71 = phi i32 [ %220, %211 ], [ -1, %26 ]
  %72 = phi i32 [ %221, %211 ], [ -1, %26 ]
  %73 = phi i32 [ %222, %211 ], [ -1, %26 ]
  %74 = phi i32 [ %223, %211 ], [ -1, %26 ]
  %75 = phi i32 [ %224, %211 ], [ -1, %26 ]
  %76 = phi i32 [ %225, %211 ], [ -1, %26 ]
  %77 = phi i32 [ %226, %211 ], [ -1, %26 ]
  %78 = phi i32 [ %227, %211 ], [ -1, %26 ]
  %79 = phi i32 [ %228, %211 ], [ %12, %26 ]
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw double, ptr %30, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !37, !alias.scope !29, !noalias !39
  %83 = icmp slt i32 %71, 0
  %84 = fcmp contract ogt double %82, %63
  %85 = select i1 %83, i1 true, i1 %84
  br i1 %85, label %90, label %86

86:                                               ; preds = %62
  %87 = fcmp contract oeq double %82, %63
  %88 = icmp slt i32 %79, %71
  %89 = and i1 %87, %88
  br i1 %89, label %90, label %211

90:                                               ; preds = %86, %62
  %91 = icmp slt i32 %72, 0
  %92 = fcmp contract ogt double %82, %64
  %93 = select i1 %91, i1 true, i1 %92
  br i1 %93, label %98, label %94

94:                                               ; preds = %90
  %95 = fcmp contract oeq double %82, %64
  %96 = icmp slt i32 %79, %72
  %97 = and i1 %95, %96
  br i1 %97, label %98, label %99

98:                                               ; preds = %90, %94
  br label %99

99:                                               ; preds = %98, %94
  %100 = phi double [ %64, %98 ], [ %82, %94 ]
  %101 = phi double [ %82, %98 ], [ %64, %94 ]
  %102 = phi i32 [ %72, %98 ], [ %79, %94 ]
  %103 = phi i32 [ %79, %98 ], [ %72, %94 ]
  %104 = icmp slt i32 %73, 0
  br i1 %104, label %111, label %105

105:                                              ; preds = %99
  %106 = fcmp contract ogt double %101, %65
  br i1 %106, label %115, label %107

107:                                              ; preds = %105
  %108 = fcmp contract oeq double %101, %65
  %109 = icmp slt i32 %103, %73
  %110 = and i1 %108, %109
  br label %113

111:                                              ; preds = %99
  %112 = icmp sgt i32 %103, -1
  br label %113

113:                                              ; preds = %111, %107
  %114 = phi i1 [ %112, %111 ], [ %110, %107 ]
  br i1 %114, label %115, label %116

115:                                              ; preds = %113, %105
  br label %116

116:                                              ; preds = %115, %113
  %117 = phi double [ %65, %115 ], [ %101, %113 ]
  %118 = phi double [ %101, %115 ], [ %65, %113 ]
  %119 = phi i32 [ %73, %115 ], [ %103, %113 ]
  %120 = phi i32 [ %103, %115 ], [ %73, %113 ]
  %121 = icmp slt i32 %74, 0
  br i1 %121, label %130, label %122

122:                                              ; preds = %116
  %123 = icmp slt i32 %120, 0
  br i1 %123, label %135, label %124

124:                                              ; preds = %122
  %125 = fcmp contract ogt double %118, %66
  br i1 %125, label %134, label %126

126:                                              ; preds = %124
  %127 = fcmp contract oeq double %118, %66
  %128 = icmp slt i32 %120, %74
  %129 = and i1 %127, %128
  br label %132

130:                                              ; preds = %116
  %131 = icmp sgt i32 %120, -1
  br label %132

132:                                              ; preds = %130, %126
  %133 = phi i1 [ %131, %130 ], [ %129, %126 ]
  br i1 %133, label %134, label %135

134:                                              ; preds = %132, %124
  br label %135

135:                                              ; preds = %134, %132, %122
  %136 = phi double [ %66, %134 ], [ %118, %132 ], [ %118, %122 ]
  %137 = phi double [ %118, %134 ], [ %66, %132 ], [ %66, %122 ]
  %138 = phi i32 [ %74, %134 ], [ %120, %132 ], [ %120, %122 ]
  %139 = phi i32 [ %120, %134 ], [ %74, %132 ], [ %74, %122 ]
  %140 = icmp slt i32 %75, 0
  br i1 %140, label %149, label %141

141:                                              ; preds = %135
  %142 = icmp slt i32 %139, 0
  br i1 %142, label %154, label %143

143:                                              ; preds = %141
  %144 = fcmp contract ogt double %137, %67
  br i1 %144, label %153, label %145

145:                                              ; preds = %143
  %146 = fcmp contract oeq double %137, %67
  %147 = icmp slt i32 %139, %75
  %148 = and i1 %146, %147
  br label %151

149:                                              ; preds = %135
  %150 = icmp sgt i32 %139, -1
  br label %151

151:                                              ; preds = %149, %145
  %152 = phi i1 [ %150, %149 ], [ %148, %145 ]
  br i1 %152, label %153, label %154

153:                                              ; preds = %151, %143
  br label %154

154:                                              ; preds = %153, %151, %141
  %155 = phi double [ %67, %153 ], [ %137, %151 ], [ %137, %141 ]
  %156 = phi double [ %137, %153 ], [ %67, %151 ], [ %67, %141 ]
  %157 = phi i32 [ %75, %153 ], [ %139, %151 ], [ %139, %141 ]
  %158 = phi i32 [ %139, %153 ], [ %75, %151 ], [ %75, %141 ]
  %159 = icmp slt i32 %76, 0
  br i1 %159, label %168, label %160

160:                                              ; preds = %154
  %161 = icmp slt i32 %158, 0
  br i1 %161, label %173, label %162

162:                                              ; preds = %160
  %163 = fcmp contract ogt double %156, %68
  br i1 %163, label %172, label %164

164:                                              ; preds = %162
  %165 = fcmp contract oeq double %156, %68
  %166 = icmp slt i32 %158, %76
  %167 = and i1 %165, %166
  br label %170

168:                                              ; preds = %154
  %169 = icmp sgt i32 %158, -1
  br label %170

170:                                              ; preds = %168, %164
  %171 = phi i1 [ %169, %168 ], [ %167, %164 ]
  br i1 %171, label %172, label %173

172:                                              ; preds = %170, %162
  br label %173

173:                                              ; preds = %172, %170, %160
  %174 = phi double [ %68, %172 ], [ %156, %170 ], [ %156, %160 ]
  %175 = phi double [ %156, %172 ], [ %68, %170 ], [ %68, %160 ]
  %176 = phi i32 [ %76, %172 ], [ %158, %170 ], [ %158, %160 ]
  %177 = phi i32 [ %158, %172 ], [ %76, %170 ], [ %76, %160 ]
  %178 = icmp slt i32 %77, 0
  br i1 %178, label %187, label %179

179:                                              ; preds = %173
  %180 = icmp slt i32 %177, 0
  br i1 %180, label %192, label %181

181:                                              ; preds = %179
  %182 = fcmp contract ogt double %175, %69
  br i1 %182, label %191, label %183

183:                                              ; preds = %181
  %184 = fcmp contract oeq double %175, %69
  %185 = icmp slt i32 %177, %77
  %186 = and i1 %184, %185
  br label %189

187:                                              ; preds = %173
  %188 = icmp sgt i32 %177, -1
  br label %189

189:                                              ; preds = %187, %183
  %190 = phi i1 [ %188, %187 ], [ %186, %183 ]
  br i1 %190, label %191, label %192

191:                                              ; preds = %189, %181
  br label %192

192:                                              ; preds = %191, %189, %179
  %193 = phi double [ %69, %191 ], [ %175, %189 ], [ %175, %179 ]
  %194 = phi double [ %175, %191 ], [ %69, %189 ], [ %69, %179 ]
  %195 = phi i32 [ %77, %191 ], [ %177, %189 ], [ %177, %179 ]
  %196 = phi i32 [ %177, %191 ], [ %77, %189 ], [ %77, %179 ]
  %197 = icmp slt i32 %78, 0
  br i1 %197, label %206, label %198

198:                                              ; preds = %192
  %199 = icmp slt i32 %196, 0
  br i1 %199, label %211, label %200

200:                                              ; preds = %198
  %201 = fcmp contract ogt double %194, %70
  br i1 %201, label %210, label %202

202:                                              ; preds = %200
  %203 = fcmp contract oeq double %194, %70
  %204 = icmp slt i32 %196, %78
  %205 = and i1 %203, %204
  br label %208

206:                                              ; preds = %192
  %207 = icmp sgt i32 %196, -1
  br label %208

208:                                              ; preds = %206, %202
  %209 = phi i1 [ %207, %206 ], [ %205, %202 ]
  br i1 %209, label %210, label %211

210:                                              ; preds = %208, %200
  br label %211

211:                                              ; preds = %198, %208, %210, %86
  %212 = phi double [ %63, %86 ], [ %100, %210 ], [ %100, %208 ], [ %100, %198 ]
  %213 = phi double [ %64, %86 ], [ %117, %210 ], [ %117, %208 ], [ %117, %198 ]
  %214 = phi double [ %65, %86 ], [ %136, %210 ], [ %136, %208 ], [ %136, %198 ]
  %215 = phi double [ %66, %86 ], [ %155, %210 ], [ %155, %208 ], [ %155, %198 ]
  %216 = phi double [ %67, %86 ], [ %174, %210 ], [ %174, %208 ], [ %174, %198 ]
  %217 = phi double [ %68, %86 ], [ %193, %210 ], [ %193, %208 ], [ %193, %198 ]
  %218 = phi double [ %69, %86 ], [ %70, %210 ], [ %194, %208 ], [ %194, %198 ]
  %219 = phi double [ %70, %86 ], [ %194, %210 ], [ %70, %208 ], [ %70, %198 ]
  %220 = phi i32 [ %71, %86 ], [ %102, %210 ], [ %102, %208 ], [ %102, %198 ]
  %221 = phi i32 [ %72, %86 ], [ %119, %210 ], [ %119, %208 ], [ %119, %198 ]
  %222 = phi i32 [ %73, %86 ], [ %138, %210 ], [ %138, %208 ], [ %138, %198 ]
  %223 = phi i32 [ %74, %86 ], [ %157, %210 ], [ %157, %208 ], [ %157, %198 ]
  %224 = phi i32 [ %75, %86 ], [ %176, %210 ], [ %176, %208 ], [ %176, %198 ]
  %225 = phi i32 [ %76, %86 ], [ %195, %210 ], [ %195, %208 ], [ %195, %198 ]
  %226 = phi i32 [ %77, %86 ], [ %78, %210 ], [ %196, %208 ], [ %196, %198 ]
  %227 = phi i32 [ %78, %86 ], [ %196, %210 ], [ %78, %208 ], [ %78, %198 ]
  %228 = add nuw nsw i32 %79, 32
  %229 = icmp slt i32 %228, %2
  br i1 %229, label %62, label %31, !llvm.loop !40

230:                                              ; preds = %31
  %231 = icmp sgt i32 %60, -1
  br label %240

232:                                              ; preds = %31
  %233 = icmp slt i32 %60, 0
  br i1 %233, label %240, label %234

234:                                              ; preds = %232
  %235 = fcmp contract olt double %39, %59
  br i1 %235, label %240, label %236

236:                                              ; preds = %234
  %237 = fcmp contract oeq double %39, %59
  %238 = icmp slt i32 %60, %47
  %239 = and i1 %238, %237
  br label %240

240:                                              ; preds = %230, %232, %234, %236
  %241 = phi i1 [ %231, %230 ], [ false, %232 ], [ true, %234 ], [ %239, %236 ]
  %242 = select i1 %241, double %59, double %39
  %243 = select i1 %241, i32 %60, i32 %47
  %244 = bitcast double %242 to i64
  %245 = trunc i64 %244 to i32
  %246 = lshr i64 %244, 32
  %247 = trunc nuw i64 %246 to i32
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %245, i32 8, i32 31), !noalias !36
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %247, i32 8, i32 31), !noalias !36
  %250 = zext i32 %249 to i64
  %251 = shl nuw i64 %250, 32
  %252 = zext i32 %248 to i64
  %253 = or disjoint i64 %251, %252
  %254 = bitcast i64 %253 to double
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %243, i32 8, i32 31), !noalias !36
  %256 = icmp slt i32 %243, 0
  br i1 %256, label %265, label %257

257:                                              ; preds = %240
  %258 = icmp slt i32 %255, 0
  br i1 %258, label %267, label %259

259:                                              ; preds = %257
  %260 = fcmp contract olt double %242, %254
  br i1 %260, label %267, label %261

261:                                              ; preds = %259
  %262 = fcmp contract oeq double %242, %254
  %263 = icmp slt i32 %255, %243
  %264 = and i1 %263, %262
  br label %267

265:                                              ; preds = %240
  %266 = icmp sgt i32 %255, -1
  br label %267

267:                                              ; preds = %265, %261, %259, %257
  %268 = phi i1 [ %266, %265 ], [ false, %257 ], [ true, %259 ], [ %264, %261 ]
  %269 = select i1 %268, double %254, double %242
  %270 = select i1 %268, i32 %255, i32 %243
  %271 = bitcast double %269 to i64
  %272 = trunc i64 %271 to i32
  %273 = lshr i64 %271, 32
  %274 = trunc nuw i64 %273 to i32
  %275 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %272, i32 4, i32 31), !noalias !36
  %276 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %274, i32 4, i32 31), !noalias !36
  %277 = zext i32 %276 to i64
  %278 = shl nuw i64 %277, 32
  %279 = zext i32 %275 to i64
  %280 = or disjoint i64 %278, %279
  %281 = bitcast i64 %280 to double
  %282 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %270, i32 4, i32 31), !noalias !36
  %283 = icmp slt i32 %270, 0
  br i1 %283, label %292, label %284

284:                                              ; preds = %267
  %285 = icmp slt i32 %282, 0
  br i1 %285, label %294, label %286

286:                                              ; preds = %284
  %287 = fcmp contract olt double %269, %281
  br i1 %287, label %294, label %288

288:                                              ; preds = %286
  %289 = fcmp contract oeq double %269, %281
  %290 = icmp slt i32 %282, %270
  %291 = and i1 %290, %289
  br label %294

292:                                              ; preds = %267
  %293 = icmp sgt i32 %282, -1
  br label %294

294:                                              ; preds = %292, %288, %286, %284
  %295 = phi i1 [ %293, %292 ], [ false, %284 ], [ true, %286 ], [ %291, %288 ]
  %296 = select i1 %295, double %281, double %269
  %297 = select i1 %295, i32 %282, i32 %270
  %298 = bitcast double %296 to i64
  %299 = trunc i64 %298 to i32
  %300 = lshr i64 %298, 32
  %301 = trunc nuw i64 %300 to i32
  %302 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %299, i32 2, i32 31), !noalias !36
  %303 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %301, i32 2, i32 31), !noalias !36
  %304 = zext i32 %303 to i64
  %305 = shl nuw i64 %304, 32
  %306 = zext i32 %302 to i64
  %307 = or disjoint i64 %305, %306
  %308 = bitcast i64 %307 to double
  %309 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %297, i32 2, i32 31), !noalias !36
  %310 = icmp slt i32 %297, 0
  br i1 %310, label %319, label %311

311:                                              ; preds = %294
  %312 = icmp slt i32 %309, 0
  br i1 %312, label %321, label %313

313:                                              ; preds = %311
  %314 = fcmp contract olt double %296, %308
  br i1 %314, label %321, label %315

315:                                              ; preds = %313
  %316 = fcmp contract oeq double %296, %308
  %317 = icmp slt i32 %309, %297
  %318 = and i1 %317, %316
  br label %321

319:                                              ; preds = %294
  %320 = icmp sgt i32 %309, -1
  br label %321

321:                                              ; preds = %319, %315, %313, %311
  %322 = phi i1 [ %320, %319 ], [ false, %311 ], [ true, %313 ], [ %318, %315 ]
  %323 = select i1 %322, double %308, double %296
  %324 = select i1 %322, i32 %309, i32 %297
  %325 = bitcast double %323 to i64
  %326 = trunc i64 %325 to i32
  %327 = lshr i64 %325, 32
  %328 = trunc nuw i64 %327 to i32
  %329 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %326, i32 1, i32 31), !noalias !36
  %330 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %328, i32 1, i32 31), !noalias !36
  %331 = zext i32 %330 to i64
  %332 = shl nuw i64 %331, 32
  %333 = zext i32 %329 to i64
  %334 = or disjoint i64 %332, %333
  %335 = bitcast i64 %334 to double
  %336 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %324, i32 1, i32 31), !noalias !36
  %337 = icmp slt i32 %324, 0
  br i1 %337, label %346, label %338

338:                                              ; preds = %321
  %339 = icmp slt i32 %336, 0
  br i1 %339, label %348, label %340

340:                                              ; preds = %338
  %341 = fcmp contract olt double %323, %335
  br i1 %341, label %348, label %342

342:                                              ; preds = %340
  %343 = fcmp contract oeq double %323, %335
  %344 = icmp slt i32 %336, %324
  %345 = and i1 %344, %343
  br label %348

346:                                              ; preds = %321
  %347 = icmp sgt i32 %336, -1
  br label %348

348:                                              ; preds = %346, %342, %340, %338
  %349 = phi i1 [ %347, %346 ], [ false, %338 ], [ true, %340 ], [ %345, %342 ]
  %350 = select i1 %349, i32 %336, i32 %324
  br i1 %25, label %351, label %357

351:                                              ; preds = %348
  %352 = select i1 %349, double %335, double %323
  %353 = icmp sgt i32 %350, -1
  %354 = select i1 %353, double %352, double 0xFFEFFFFFFFFFFFFF
  %355 = getelementptr inbounds nuw double, ptr %4, i64 %48
  store double %354, ptr %355, align 8, !tbaa !37, !alias.scope !32, !noalias !41
  %356 = getelementptr inbounds nuw i32, ptr %5, i64 %48
  store i32 %350, ptr %356, align 4, !tbaa !6, !alias.scope !34, !noalias !42
  br label %357

357:                                              ; preds = %351, %348
  %358 = icmp sgt i32 %350, -1
  %359 = icmp eq i32 %47, %350
  %360 = select i1 %358, i1 %359, i1 false
  br i1 %360, label %361, label %362

361:                                              ; preds = %357
  br label %362

362:                                              ; preds = %357, %361
  %363 = phi double [ %32, %361 ], [ %33, %357 ]
  %364 = phi double [ %33, %361 ], [ %34, %357 ]
  %365 = phi double [ %34, %361 ], [ %35, %357 ]
  %366 = phi double [ %35, %361 ], [ %36, %357 ]
  %367 = phi double [ %36, %361 ], [ %37, %357 ]
  %368 = phi double [ %37, %361 ], [ %38, %357 ]
  %369 = phi double [ %38, %361 ], [ %39, %357 ]
  %370 = phi i32 [ %40, %361 ], [ %41, %357 ]
  %371 = phi i32 [ %41, %361 ], [ %42, %357 ]
  %372 = phi i32 [ %42, %361 ], [ %43, %357 ]
  %373 = phi i32 [ %43, %361 ], [ %44, %357 ]
  %374 = phi i32 [ %44, %361 ], [ %45, %357 ]
  %375 = phi i32 [ %45, %361 ], [ %46, %357 ]
  %376 = phi i32 [ %46, %361 ], [ %47, %357 ]
  %377 = bitcast double %369 to i64
  %378 = trunc i64 %377 to i32
  %379 = lshr i64 %377, 32
  %380 = trunc nuw i64 %379 to i32
  %381 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %378, i32 16, i32 31), !noalias !36
  %382 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %380, i32 16, i32 31), !noalias !36
  %383 = zext i32 %382 to i64
  %384 = shl nuw i64 %383, 32
  %385 = zext i32 %381 to i64
  %386 = or disjoint i64 %384, %385
  %387 = bitcast i64 %386 to double
  %388 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %376, i32 16, i32 31), !noalias !36
  %389 = icmp slt i32 %376, 0
  br i1 %389, label %398, label %390

390:                                              ; preds = %362
  %391 = icmp slt i32 %388, 0
  br i1 %391, label %400, label %392

392:                                              ; preds = %390
  %393 = fcmp contract olt double %369, %387
  br i1 %393, label %400, label %394

394:                                              ; preds = %392
  %395 = fcmp contract oeq double %369, %387
  %396 = icmp slt i32 %388, %376
  %397 = and i1 %396, %395
  br label %400

398:                                              ; preds = %362
  %399 = icmp sgt i32 %388, -1
  br label %400

400:                                              ; preds = %398, %394, %392, %390
  %401 = phi i1 [ %399, %398 ], [ false, %390 ], [ true, %392 ], [ %397, %394 ]
  %402 = select i1 %401, double %387, double %369
  %403 = select i1 %401, i32 %388, i32 %376
  %404 = bitcast double %402 to i64
  %405 = trunc i64 %404 to i32
  %406 = lshr i64 %404, 32
  %407 = trunc nuw i64 %406 to i32
  %408 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %405, i32 8, i32 31), !noalias !36
  %409 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %407, i32 8, i32 31), !noalias !36
  %410 = zext i32 %409 to i64
  %411 = shl nuw i64 %410, 32
  %412 = zext i32 %408 to i64
  %413 = or disjoint i64 %411, %412
  %414 = bitcast i64 %413 to double
  %415 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %403, i32 8, i32 31), !noalias !36
  %416 = icmp slt i32 %403, 0
  br i1 %416, label %425, label %417

417:                                              ; preds = %400
  %418 = icmp slt i32 %415, 0
  br i1 %418, label %427, label %419

419:                                              ; preds = %417
  %420 = fcmp contract olt double %402, %414
  br i1 %420, label %427, label %421

421:                                              ; preds = %419
  %422 = fcmp contract oeq double %402, %414
  %423 = icmp slt i32 %415, %403
  %424 = and i1 %423, %422
  br label %427

425:                                              ; preds = %400
  %426 = icmp sgt i32 %415, -1
  br label %427

427:                                              ; preds = %425, %421, %419, %417
  %428 = phi i1 [ %426, %425 ], [ false, %417 ], [ true, %419 ], [ %424, %421 ]
  %429 = select i1 %428, double %414, double %402
  %430 = select i1 %428, i32 %415, i32 %403
  %431 = bitcast double %429 to i64
  %432 = trunc i64 %431 to i32
  %433 = lshr i64 %431, 32
  %434 = trunc nuw i64 %433 to i32
  %435 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %432, i32 4, i32 31), !noalias !36
  %436 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %434, i32 4, i32 31), !noalias !36
  %437 = zext i32 %436 to i64
  %438 = shl nuw i64 %437, 32
  %439 = zext i32 %435 to i64
  %440 = or disjoint i64 %438, %439
  %441 = bitcast i64 %440 to double
  %442 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %430, i32 4, i32 31), !noalias !36
  %443 = icmp slt i32 %430, 0
  br i1 %443, label %452, label %444

444:                                              ; preds = %427
  %445 = icmp slt i32 %442, 0
  br i1 %445, label %454, label %446

446:                                              ; preds = %444
  %447 = fcmp contract olt double %429, %441
  br i1 %447, label %454, label %448

448:                                              ; preds = %446
  %449 = fcmp contract oeq double %429, %441
  %450 = icmp slt i32 %442, %430
  %451 = and i1 %450, %449
  br label %454

452:                                              ; preds = %427
  %453 = icmp sgt i32 %442, -1
  br label %454

454:                                              ; preds = %452, %448, %446, %444
  %455 = phi i1 [ %453, %452 ], [ false, %444 ], [ true, %446 ], [ %451, %448 ]
  %456 = select i1 %455, double %441, double %429
  %457 = select i1 %455, i32 %442, i32 %430
  %458 = bitcast double %456 to i64
  %459 = trunc i64 %458 to i32
  %460 = lshr i64 %458, 32
  %461 = trunc nuw i64 %460 to i32
  %462 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %459, i32 2, i32 31), !noalias !36
  %463 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %461, i32 2, i32 31), !noalias !36
  %464 = zext i32 %463 to i64
  %465 = shl nuw i64 %464, 32
  %466 = zext i32 %462 to i64
  %467 = or disjoint i64 %465, %466
  %468 = bitcast i64 %467 to double
  %469 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %457, i32 2, i32 31), !noalias !36
  %470 = icmp slt i32 %457, 0
  br i1 %470, label %479, label %471

471:                                              ; preds = %454
  %472 = icmp slt i32 %469, 0
  br i1 %472, label %481, label %473

473:                                              ; preds = %471
  %474 = fcmp contract olt double %456, %468
  br i1 %474, label %481, label %475

475:                                              ; preds = %473
  %476 = fcmp contract oeq double %456, %468
  %477 = icmp slt i32 %469, %457
  %478 = and i1 %477, %476
  br label %481

479:                                              ; preds = %454
  %480 = icmp sgt i32 %469, -1
  br label %481

481:                                              ; preds = %479, %475, %473, %471
  %482 = phi i1 [ %480, %479 ], [ false, %471 ], [ true, %473 ], [ %478, %475 ]
  %483 = select i1 %482, double %468, double %456
  %484 = select i1 %482, i32 %469, i32 %457
  %485 = bitcast double %483 to i64
  %486 = trunc i64 %485 to i32
  %487 = lshr i64 %485, 32
  %488 = trunc nuw i64 %487 to i32
  %489 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %486, i32 1, i32 31), !noalias !36
  %490 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %488, i32 1, i32 31), !noalias !36
  %491 = zext i32 %490 to i64
  %492 = shl nuw i64 %491, 32
  %493 = zext i32 %489 to i64
  %494 = or disjoint i64 %492, %493
  %495 = bitcast i64 %494 to double
  %496 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %484, i32 1, i32 31), !noalias !36
  %497 = icmp slt i32 %484, 0
  br i1 %497, label %506, label %498

498:                                              ; preds = %481
  %499 = icmp slt i32 %496, 0
  br i1 %499, label %508, label %500

500:                                              ; preds = %498
  %501 = fcmp contract olt double %483, %495
  br i1 %501, label %508, label %502

502:                                              ; preds = %500
  %503 = fcmp contract oeq double %483, %495
  %504 = icmp slt i32 %496, %484
  %505 = and i1 %504, %503
  br label %508

506:                                              ; preds = %481
  %507 = icmp sgt i32 %496, -1
  br label %508

508:                                              ; preds = %506, %502, %500, %498
  %509 = phi i1 [ %507, %506 ], [ false, %498 ], [ true, %500 ], [ %505, %502 ]
  %510 = select i1 %509, i32 %496, i32 %484
  br i1 %25, label %511, label %518

511:                                              ; preds = %508
  %512 = select i1 %509, double %495, double %483
  %513 = icmp sgt i32 %510, -1
  %514 = select i1 %513, double %512, double 0xFFEFFFFFFFFFFFFF
  %515 = or disjoint i64 %48, 1
  %516 = getelementptr inbounds nuw double, ptr %4, i64 %515
  store double %514, ptr %516, align 8, !tbaa !37, !alias.scope !32, !noalias !41
  %517 = getelementptr inbounds nuw i32, ptr %5, i64 %515
  store i32 %510, ptr %517, align 4, !tbaa !6, !alias.scope !34, !noalias !42
  br label %518

518:                                              ; preds = %511, %508
  %519 = icmp sgt i32 %510, -1
  %520 = icmp eq i32 %376, %510
  %521 = select i1 %519, i1 %520, i1 false
  br i1 %521, label %522, label %523

522:                                              ; preds = %518
  br label %523

523:                                              ; preds = %518, %522
  %524 = phi double [ %363, %522 ], [ %364, %518 ]
  %525 = phi double [ %364, %522 ], [ %365, %518 ]
  %526 = phi double [ %365, %522 ], [ %366, %518 ]
  %527 = phi double [ %366, %522 ], [ %367, %518 ]
  %528 = phi double [ %367, %522 ], [ %368, %518 ]
  %529 = phi double [ %368, %522 ], [ %369, %518 ]
  %530 = phi i32 [ %370, %522 ], [ %371, %518 ]
  %531 = phi i32 [ %371, %522 ], [ %372, %518 ]
  %532 = phi i32 [ %372, %522 ], [ %373, %518 ]
  %533 = phi i32 [ %373, %522 ], [ %374, %518 ]
  %534 = phi i32 [ %374, %522 ], [ %375, %518 ]
  %535 = phi i32 [ %375, %522 ], [ %376, %518 ]
  %536 = bitcast double %529 to i64
  %537 = trunc i64 %536 to i32
  %538 = lshr i64 %536, 32
  %539 = trunc nuw i64 %538 to i32
  %540 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %537, i32 16, i32 31), !noalias !36
  %541 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %539, i32 16, i32 31), !noalias !36
  %542 = zext i32 %541 to i64
  %543 = shl nuw i64 %542, 32
  %544 = zext i32 %540 to i64
  %545 = or disjoint i64 %543, %544
  %546 = bitcast i64 %545 to double
  %547 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %535, i32 16, i32 31), !noalias !36
  %548 = icmp slt i32 %535, 0
  br i1 %548, label %557, label %549

549:                                              ; preds = %523
  %550 = icmp slt i32 %547, 0
  br i1 %550, label %559, label %551

551:                                              ; preds = %549
  %552 = fcmp contract olt double %529, %546
  br i1 %552, label %559, label %553

553:                                              ; preds = %551
  %554 = fcmp contract oeq double %529, %546
  %555 = icmp slt i32 %547, %535
  %556 = and i1 %555, %554
  br label %559

557:                                              ; preds = %523
  %558 = icmp sgt i32 %547, -1
  br label %559

559:                                              ; preds = %557, %553, %551, %549
  %560 = phi i1 [ %558, %557 ], [ false, %549 ], [ true, %551 ], [ %556, %553 ]
  %561 = select i1 %560, double %546, double %529
  %562 = select i1 %560, i32 %547, i32 %535
  %563 = bitcast double %561 to i64
  %564 = trunc i64 %563 to i32
  %565 = lshr i64 %563, 32
  %566 = trunc nuw i64 %565 to i32
  %567 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %564, i32 8, i32 31), !noalias !36
  %568 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %566, i32 8, i32 31), !noalias !36
  %569 = zext i32 %568 to i64
  %570 = shl nuw i64 %569, 32
  %571 = zext i32 %567 to i64
  %572 = or disjoint i64 %570, %571
  %573 = bitcast i64 %572 to double
  %574 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %562, i32 8, i32 31), !noalias !36
  %575 = icmp slt i32 %562, 0
  br i1 %575, label %584, label %576

576:                                              ; preds = %559
  %577 = icmp slt i32 %574, 0
  br i1 %577, label %586, label %578

578:                                              ; preds = %576
  %579 = fcmp contract olt double %561, %573
  br i1 %579, label %586, label %580

580:                                              ; preds = %578
  %581 = fcmp contract oeq double %561, %573
  %582 = icmp slt i32 %574, %562
  %583 = and i1 %582, %581
  br label %586

584:                                              ; preds = %559
  %585 = icmp sgt i32 %574, -1
  br label %586

586:                                              ; preds = %584, %580, %578, %576
  %587 = phi i1 [ %585, %584 ], [ false, %576 ], [ true, %578 ], [ %583, %580 ]
  %588 = select i1 %587, double %573, double %561
  %589 = select i1 %587, i32 %574, i32 %562
  %590 = bitcast double %588 to i64
  %591 = trunc i64 %590 to i32
  %592 = lshr i64 %590, 32
  %593 = trunc nuw i64 %592 to i32
  %594 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %591, i32 4, i32 31), !noalias !36
  %595 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %593, i32 4, i32 31), !noalias !36
  %596 = zext i32 %595 to i64
  %597 = shl nuw i64 %596, 32
  %598 = zext i32 %594 to i64
  %599 = or disjoint i64 %597, %598
  %600 = bitcast i64 %599 to double
  %601 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %589, i32 4, i32 31), !noalias !36
  %602 = icmp slt i32 %589, 0
  br i1 %602, label %611, label %603

603:                                              ; preds = %586
  %604 = icmp slt i32 %601, 0
  br i1 %604, label %613, label %605

605:                                              ; preds = %603
  %606 = fcmp contract olt double %588, %600
  br i1 %606, label %613, label %607

607:                                              ; preds = %605
  %608 = fcmp contract oeq double %588, %600
  %609 = icmp slt i32 %601, %589
  %610 = and i1 %609, %608
  br label %613

611:                                              ; preds = %586
  %612 = icmp sgt i32 %601, -1
  br label %613

613:                                              ; preds = %611, %607, %605, %603
  %614 = phi i1 [ %612, %611 ], [ false, %603 ], [ true, %605 ], [ %610, %607 ]
  %615 = select i1 %614, double %600, double %588
  %616 = select i1 %614, i32 %601, i32 %589
  %617 = bitcast double %615 to i64
  %618 = trunc i64 %617 to i32
  %619 = lshr i64 %617, 32
  %620 = trunc nuw i64 %619 to i32
  %621 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %618, i32 2, i32 31), !noalias !36
  %622 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %620, i32 2, i32 31), !noalias !36
  %623 = zext i32 %622 to i64
  %624 = shl nuw i64 %623, 32
  %625 = zext i32 %621 to i64
  %626 = or disjoint i64 %624, %625
  %627 = bitcast i64 %626 to double
  %628 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %616, i32 2, i32 31), !noalias !36
  %629 = icmp slt i32 %616, 0
  br i1 %629, label %638, label %630

630:                                              ; preds = %613
  %631 = icmp slt i32 %628, 0
  br i1 %631, label %640, label %632

632:                                              ; preds = %630
  %633 = fcmp contract olt double %615, %627
  br i1 %633, label %640, label %634

634:                                              ; preds = %632
  %635 = fcmp contract oeq double %615, %627
  %636 = icmp slt i32 %628, %616
  %637 = and i1 %636, %635
  br label %640

638:                                              ; preds = %613
  %639 = icmp sgt i32 %628, -1
  br label %640

640:                                              ; preds = %638, %634, %632, %630
  %641 = phi i1 [ %639, %638 ], [ false, %630 ], [ true, %632 ], [ %637, %634 ]
  %642 = select i1 %641, double %627, double %615
  %643 = select i1 %641, i32 %628, i32 %616
  %644 = bitcast double %642 to i64
  %645 = trunc i64 %644 to i32
  %646 = lshr i64 %644, 32
  %647 = trunc nuw i64 %646 to i32
  %648 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %645, i32 1, i32 31), !noalias !36
  %649 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %647, i32 1, i32 31), !noalias !36
  %650 = zext i32 %649 to i64
  %651 = shl nuw i64 %650, 32
  %652 = zext i32 %648 to i64
  %653 = or disjoint i64 %651, %652
  %654 = bitcast i64 %653 to double
  %655 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %643, i32 1, i32 31), !noalias !36
  %656 = icmp slt i32 %643, 0
  br i1 %656, label %665, label %657

657:                                              ; preds = %640
  %658 = icmp slt i32 %655, 0
  br i1 %658, label %667, label %659

659:                                              ; preds = %657
  %660 = fcmp contract olt double %642, %654
  br i1 %660, label %667, label %661

661:                                              ; preds = %659
  %662 = fcmp contract oeq double %642, %654
  %663 = icmp slt i32 %655, %643
  %664 = and i1 %663, %662
  br label %667

665:                                              ; preds = %640
  %666 = icmp sgt i32 %655, -1
  br label %667

667:                                              ; preds = %665, %661, %659, %657
  %668 = phi i1 [ %666, %665 ], [ false, %657 ], [ true, %659 ], [ %664, %661 ]
  %669 = select i1 %668, i32 %655, i32 %643
  br i1 %25, label %670, label %677

670:                                              ; preds = %667
  %671 = select i1 %668, double %654, double %642
  %672 = icmp sgt i32 %669, -1
  %673 = select i1 %672, double %671, double 0xFFEFFFFFFFFFFFFF
  %674 = or disjoint i64 %48, 2
  %675 = getelementptr inbounds nuw double, ptr %4, i64 %674
  store double %673, ptr %675, align 8, !tbaa !37, !alias.scope !32, !noalias !41
  %676 = getelementptr inbounds nuw i32, ptr %5, i64 %674
  store i32 %669, ptr %676, align 4, !tbaa !6, !alias.scope !34, !noalias !42
  br label %677

677:                                              ; preds = %670, %667
  %678 = icmp sgt i32 %669, -1
  %679 = icmp eq i32 %535, %669
  %680 = select i1 %678, i1 %679, i1 false
  br i1 %680, label %681, label %682

681:                                              ; preds = %677
  br label %682

682:                                              ; preds = %677, %681
  %683 = phi double [ %524, %681 ], [ %525, %677 ]
  %684 = phi double [ %525, %681 ], [ %526, %677 ]
  %685 = phi double [ %526, %681 ], [ %527, %677 ]
  %686 = phi double [ %527, %681 ], [ %528, %677 ]
  %687 = phi double [ %528, %681 ], [ %529, %677 ]
  %688 = phi i32 [ %530, %681 ], [ %531, %677 ]
  %689 = phi i32 [ %531, %681 ], [ %532, %677 ]
  %690 = phi i32 [ %532, %681 ], [ %533, %677 ]
  %691 = phi i32 [ %533, %681 ], [ %534, %677 ]
  %692 = phi i32 [ %534, %681 ], [ %535, %677 ]
  %693 = bitcast double %687 to i64
  %694 = trunc i64 %693 to i32
  %695 = lshr i64 %693, 32
  %696 = trunc nuw i64 %695 to i32
  %697 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %694, i32 16, i32 31), !noalias !36
  %698 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %696, i32 16, i32 31), !noalias !36
  %699 = zext i32 %698 to i64
  %700 = shl nuw i64 %699, 32
  %701 = zext i32 %697 to i64
  %702 = or disjoint i64 %700, %701
  %703 = bitcast i64 %702 to double
  %704 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %692, i32 16, i32 31), !noalias !36
  %705 = icmp slt i32 %692, 0
  br i1 %705, label %714, label %706

706:                                              ; preds = %682
  %707 = icmp slt i32 %704, 0
  br i1 %707, label %716, label %708

708:                                              ; preds = %706
  %709 = fcmp contract olt double %687, %703
  br i1 %709, label %716, label %710

710:                                              ; preds = %708
  %711 = fcmp contract oeq double %687, %703
  %712 = icmp slt i32 %704, %692
  %713 = and i1 %712, %711
  br label %716

714:                                              ; preds = %682
  %715 = icmp sgt i32 %704, -1
  br label %716

716:                                              ; preds = %714, %710, %708, %706
  %717 = phi i1 [ %715, %714 ], [ false, %706 ], [ true, %708 ], [ %713, %710 ]
  %718 = select i1 %717, double %703, double %687
  %719 = select i1 %717, i32 %704, i32 %692
  %720 = bitcast double %718 to i64
  %721 = trunc i64 %720 to i32
  %722 = lshr i64 %720, 32
  %723 = trunc nuw i64 %722 to i32
  %724 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %721, i32 8, i32 31), !noalias !36
  %725 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %723, i32 8, i32 31), !noalias !36
  %726 = zext i32 %725 to i64
  %727 = shl nuw i64 %726, 32
  %728 = zext i32 %724 to i64
  %729 = or disjoint i64 %727, %728
  %730 = bitcast i64 %729 to double
  %731 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %719, i32 8, i32 31), !noalias !36
  %732 = icmp slt i32 %719, 0
  br i1 %732, label %741, label %733

733:                                              ; preds = %716
  %734 = icmp slt i32 %731, 0
  br i1 %734, label %743, label %735

735:                                              ; preds = %733
  %736 = fcmp contract olt double %718, %730
  br i1 %736, label %743, label %737

737:                                              ; preds = %735
  %738 = fcmp contract oeq double %718, %730
  %739 = icmp slt i32 %731, %719
  %740 = and i1 %739, %738
  br label %743

741:                                              ; preds = %716
  %742 = icmp sgt i32 %731, -1
  br label %743

743:                                              ; preds = %741, %737, %735, %733
  %744 = phi i1 [ %742, %741 ], [ false, %733 ], [ true, %735 ], [ %740, %737 ]
  %745 = select i1 %744, double %730, double %718
  %746 = select i1 %744, i32 %731, i32 %719
  %747 = bitcast double %745 to i64
  %748 = trunc i64 %747 to i32
  %749 = lshr i64 %747, 32
  %750 = trunc nuw i64 %749 to i32
  %751 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %748, i32 4, i32 31), !noalias !36
  %752 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %750, i32 4, i32 31), !noalias !36
  %753 = zext i32 %752 to i64
  %754 = shl nuw i64 %753, 32
  %755 = zext i32 %751 to i64
  %756 = or disjoint i64 %754, %755
  %757 = bitcast i64 %756 to double
  %758 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %746, i32 4, i32 31), !noalias !36
  %759 = icmp slt i32 %746, 0
  br i1 %759, label %768, label %760

760:                                              ; preds = %743
  %761 = icmp slt i32 %758, 0
  br i1 %761, label %770, label %762

762:                                              ; preds = %760
  %763 = fcmp contract olt double %745, %757
  br i1 %763, label %770, label %764

764:                                              ; preds = %762
  %765 = fcmp contract oeq double %745, %757
  %766 = icmp slt i32 %758, %746
  %767 = and i1 %766, %765
  br label %770

768:                                              ; preds = %743
  %769 = icmp sgt i32 %758, -1
  br label %770

770:                                              ; preds = %768, %764, %762, %760
  %771 = phi i1 [ %769, %768 ], [ false, %760 ], [ true, %762 ], [ %767, %764 ]
  %772 = select i1 %771, double %757, double %745
  %773 = select i1 %771, i32 %758, i32 %746
  %774 = bitcast double %772 to i64
  %775 = trunc i64 %774 to i32
  %776 = lshr i64 %774, 32
  %777 = trunc nuw i64 %776 to i32
  %778 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %775, i32 2, i32 31), !noalias !36
  %779 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %777, i32 2, i32 31), !noalias !36
  %780 = zext i32 %779 to i64
  %781 = shl nuw i64 %780, 32
  %782 = zext i32 %778 to i64
  %783 = or disjoint i64 %781, %782
  %784 = bitcast i64 %783 to double
  %785 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %773, i32 2, i32 31), !noalias !36
  %786 = icmp slt i32 %773, 0
  br i1 %786, label %795, label %787

787:                                              ; preds = %770
  %788 = icmp slt i32 %785, 0
  br i1 %788, label %797, label %789

789:                                              ; preds = %787
  %790 = fcmp contract olt double %772, %784
  br i1 %790, label %797, label %791

791:                                              ; preds = %789
  %792 = fcmp contract oeq double %772, %784
  %793 = icmp slt i32 %785, %773
  %794 = and i1 %793, %792
  br label %797

795:                                              ; preds = %770
  %796 = icmp sgt i32 %785, -1
  br label %797

797:                                              ; preds = %795, %791, %789, %787
  %798 = phi i1 [ %796, %795 ], [ false, %787 ], [ true, %789 ], [ %794, %791 ]
  %799 = select i1 %798, double %784, double %772
  %800 = select i1 %798, i32 %785, i32 %773
  %801 = bitcast double %799 to i64
  %802 = trunc i64 %801 to i32
  %803 = lshr i64 %801, 32
  %804 = trunc nuw i64 %803 to i32
  %805 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %802, i32 1, i32 31), !noalias !36
  %806 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %804, i32 1, i32 31), !noalias !36
  %807 = zext i32 %806 to i64
  %808 = shl nuw i64 %807, 32
  %809 = zext i32 %805 to i64
  %810 = or disjoint i64 %808, %809
  %811 = bitcast i64 %810 to double
  %812 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %800, i32 1, i32 31), !noalias !36
  %813 = icmp slt i32 %800, 0
  br i1 %813, label %822, label %814

814:                                              ; preds = %797
  %815 = icmp slt i32 %812, 0
  br i1 %815, label %824, label %816

816:                                              ; preds = %814
  %817 = fcmp contract olt double %799, %811
  br i1 %817, label %824, label %818

818:                                              ; preds = %816
  %819 = fcmp contract oeq double %799, %811
  %820 = icmp slt i32 %812, %800
  %821 = and i1 %820, %819
  br label %824

822:                                              ; preds = %797
  %823 = icmp sgt i32 %812, -1
  br label %824

824:                                              ; preds = %822, %818, %816, %814
  %825 = phi i1 [ %823, %822 ], [ false, %814 ], [ true, %816 ], [ %821, %818 ]
  %826 = select i1 %825, i32 %812, i32 %800
  br i1 %25, label %827, label %834

827:                                              ; preds = %824
  %828 = select i1 %825, double %811, double %799
  %829 = icmp sgt i32 %826, -1
  %830 = select i1 %829, double %828, double 0xFFEFFFFFFFFFFFFF
  %831 = or disjoint i64 %48, 3
  %832 = getelementptr inbounds nuw double, ptr %4, i64 %831
  store double %830, ptr %832, align 8, !tbaa !37, !alias.scope !32, !noalias !41
  %833 = getelementptr inbounds nuw i32, ptr %5, i64 %831
  store i32 %826, ptr %833, align 4, !tbaa !6, !alias.scope !34, !noalias !42
  br label %834

834:                                              ; preds = %827, %824
  %835 = icmp sgt i32 %826, -1
  %836 = icmp eq i32 %692, %826
  %837 = select i1 %835, i1 %836, i1 false
  br i1 %837, label %838, label %839

838:                                              ; preds = %834
  br label %839

839:                                              ; preds = %834, %838
  %840 = phi double [ %683, %838 ], [ %684, %834 ]
  %841 = phi double [ %684, %838 ], [ %685, %834 ]
  %842 = phi double [ %685, %838 ], [ %686, %834 ]
  %843 = phi double [ %686, %838 ], [ %687, %834 ]
  %844 = phi i32 [ %688, %838 ], [ %689, %834 ]
  %845 = phi i32 [ %689, %838 ], [ %690, %834 ]
  %846 = phi i32 [ %690, %838 ], [ %691, %834 ]
  %847 = phi i32 [ %691, %838 ], [ %692, %834 ]
  %848 = bitcast double %843 to i64
  %849 = trunc i64 %848 to i32
  %850 = lshr i64 %848, 32
  %851 = trunc nuw i64 %850 to i32
  %852 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %849, i32 16, i32 31), !noalias !36
  %853 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %851, i32 16, i32 31), !noalias !36
  %854 = zext i32 %853 to i64
  %855 = shl nuw i64 %854, 32
  %856 = zext i32 %852 to i64
  %857 = or disjoint i64 %855, %856
  %858 = bitcast i64 %857 to double
  %859 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %847, i32 16, i32 31), !noalias !36
  %860 = icmp slt i32 %847, 0
  br i1 %860, label %869, label %861

861:                                              ; preds = %839
  %862 = icmp slt i32 %859, 0
  br i1 %862, label %871, label %863

863:                                              ; preds = %861
  %864 = fcmp contract olt double %843, %858
  br i1 %864, label %871, label %865

865:                                              ; preds = %863
  %866 = fcmp contract oeq double %843, %858
  %867 = icmp slt i32 %859, %847
  %868 = and i1 %867, %866
  br label %871

869:                                              ; preds = %839
  %870 = icmp sgt i32 %859, -1
  br label %871

871:                                              ; preds = %869, %865, %863, %861
  %872 = phi i1 [ %870, %869 ], [ false, %861 ], [ true, %863 ], [ %868, %865 ]
  %873 = select i1 %872, double %858, double %843
  %874 = select i1 %872, i32 %859, i32 %847
  %875 = bitcast double %873 to i64
  %876 = trunc i64 %875 to i32
  %877 = lshr i64 %875, 32
  %878 = trunc nuw i64 %877 to i32
  %879 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %876, i32 8, i32 31), !noalias !36
  %880 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %878, i32 8, i32 31), !noalias !36
  %881 = zext i32 %880 to i64
  %882 = shl nuw i64 %881, 32
  %883 = zext i32 %879 to i64
  %884 = or disjoint i64 %882, %883
  %885 = bitcast i64 %884 to double
  %886 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %874, i32 8, i32 31), !noalias !36
  %887 = icmp slt i32 %874, 0
  br i1 %887, label %896, label %888

888:                                              ; preds = %871
  %889 = icmp slt i32 %886, 0
  br i1 %889, label %898, label %890

890:                                              ; preds = %888
  %891 = fcmp contract olt double %873, %885
  br i1 %891, label %898, label %892

892:                                              ; preds = %890
  %893 = fcmp contract oeq double %873, %885
  %894 = icmp slt i32 %886, %874
  %895 = and i1 %894, %893
  br label %898

896:                                              ; preds = %871
  %897 = icmp sgt i32 %886, -1
  br label %898

898:                                              ; preds = %896, %892, %890, %888
  %899 = phi i1 [ %897, %896 ], [ false, %888 ], [ true, %890 ], [ %895, %892 ]
  %900 = select i1 %899, double %885, double %873
  %901 = select i1 %899, i32 %886, i32 %874
  %902 = bitcast double %900 to i64
  %903 = trunc i64 %902 to i32
  %904 = lshr i64 %902, 32
  %905 = trunc nuw i64 %904 to i32
  %906 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %903, i32 4, i32 31), !noalias !36
  %907 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %905, i32 4, i32 31), !noalias !36
  %908 = zext i32 %907 to i64
  %909 = shl nuw i64 %908, 32
  %910 = zext i32 %906 to i64
  %911 = or disjoint i64 %909, %910
  %912 = bitcast i64 %911 to double
  %913 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %901, i32 4, i32 31), !noalias !36
  %914 = icmp slt i32 %901, 0
  br i1 %914, label %923, label %915

915:                                              ; preds = %898
  %916 = icmp slt i32 %913, 0
  br i1 %916, label %925, label %917

917:                                              ; preds = %915
  %918 = fcmp contract olt double %900, %912
  br i1 %918, label %925, label %919

919:                                              ; preds = %917
  %920 = fcmp contract oeq double %900, %912
  %921 = icmp slt i32 %913, %901
  %922 = and i1 %921, %920
  br label %925

923:                                              ; preds = %898
  %924 = icmp sgt i32 %913, -1
  br label %925

925:                                              ; preds = %923, %919, %917, %915
  %926 = phi i1 [ %924, %923 ], [ false, %915 ], [ true, %917 ], [ %922, %919 ]
  %927 = select i1 %926, double %912, double %900
  %928 = select i1 %926, i32 %913, i32 %901
  %929 = bitcast double %927 to i64
  %930 = trunc i64 %929 to i32
  %931 = lshr i64 %929, 32
  %932 = trunc nuw i64 %931 to i32
  %933 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %930, i32 2, i32 31), !noalias !36
  %934 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %932, i32 2, i32 31), !noalias !36
  %935 = zext i32 %934 to i64
  %936 = shl nuw i64 %935, 32
  %937 = zext i32 %933 to i64
  %938 = or disjoint i64 %936, %937
  %939 = bitcast i64 %938 to double
  %940 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %928, i32 2, i32 31), !noalias !36
  %941 = icmp slt i32 %928, 0
  br i1 %941, label %950, label %942

942:                                              ; preds = %925
  %943 = icmp slt i32 %940, 0
  br i1 %943, label %952, label %944

944:                                              ; preds = %942
  %945 = fcmp contract olt double %927, %939
  br i1 %945, label %952, label %946

946:                                              ; preds = %944
  %947 = fcmp contract oeq double %927, %939
  %948 = icmp slt i32 %940, %928
  %949 = and i1 %948, %947
  br label %952

950:                                              ; preds = %925
  %951 = icmp sgt i32 %940, -1
  br label %952

952:                                              ; preds = %950, %946, %944, %942
  %953 = phi i1 [ %951, %950 ], [ false, %942 ], [ true, %944 ], [ %949, %946 ]
  %954 = select i1 %953, double %939, double %927
  %955 = select i1 %953, i32 %940, i32 %928
  %956 = bitcast double %954 to i64
  %957 = trunc i64 %956 to i32
  %958 = lshr i64 %956, 32
  %959 = trunc nuw i64 %958 to i32
  %960 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %957, i32 1, i32 31), !noalias !36
  %961 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %959, i32 1, i32 31), !noalias !36
  %962 = zext i32 %961 to i64
  %963 = shl nuw i64 %962, 32
  %964 = zext i32 %960 to i64
  %965 = or disjoint i64 %963, %964
  %966 = bitcast i64 %965 to double
  %967 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %955, i32 1, i32 31), !noalias !36
  %968 = icmp slt i32 %955, 0
  br i1 %968, label %977, label %969

969:                                              ; preds = %952
  %970 = icmp slt i32 %967, 0
  br i1 %970, label %979, label %971

971:                                              ; preds = %969
  %972 = fcmp contract olt double %954, %966
  br i1 %972, label %979, label %973

973:                                              ; preds = %971
  %974 = fcmp contract oeq double %954, %966
  %975 = icmp slt i32 %967, %955
  %976 = and i1 %975, %974
  br label %979

977:                                              ; preds = %952
  %978 = icmp sgt i32 %967, -1
  br label %979

979:                                              ; preds = %977, %973, %971, %969
  %980 = phi i1 [ %978, %977 ], [ false, %969 ], [ true, %971 ], [ %976, %973 ]
  %981 = select i1 %980, i32 %967, i32 %955
  br i1 %25, label %982, label %989

982:                                              ; preds = %979
  %983 = select i1 %980, double %966, double %954
  %984 = icmp sgt i32 %981, -1
  %985 = select i1 %984, double %983, double 0xFFEFFFFFFFFFFFFF
  %986 = or disjoint i64 %48, 4
  %987 = getelementptr inbounds nuw double, ptr %4, i64 %986
  store double %985, ptr %987, align 8, !tbaa !37, !alias.scope !32, !noalias !41
  %988 = getelementptr inbounds nuw i32, ptr %5, i64 %986
  store i32 %981, ptr %988, align 4, !tbaa !6, !alias.scope !34, !noalias !42
  br label %989

989:                                              ; preds = %982, %979
  %990 = icmp sgt i32 %981, -1
  %991 = icmp eq i32 %847, %981
  %992 = select i1 %990, i1 %991, i1 false
  br i1 %992, label %993, label %994

993:                                              ; preds = %989
  br label %994

994:                                              ; preds = %989, %993
  %995 = phi double [ %840, %993 ], [ %841, %989 ]
  %996 = phi double [ %841, %993 ], [ %842, %989 ]
  %997 = phi double [ %842, %993 ], [ %843, %989 ]
  %998 = phi i32 [ %844, %993 ], [ %845, %989 ]
  %999 = phi i32 [ %845, %993 ], [ %846, %989 ]
  %1000 = phi i32 [ %846, %993 ], [ %847, %989 ]
  %1001 = bitcast double %997 to i64
  %1002 = trunc i64 %1001 to i32
  %1003 = lshr i64 %1001, 32
  %1004 = trunc nuw i64 %1003 to i32
  %1005 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1002, i32 16, i32 31), !noalias !36
  %1006 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1004, i32 16, i32 31), !noalias !36
  %1007 = zext i32 %1006 to i64
  %1008 = shl nuw i64 %1007, 32
  %1009 = zext i32 %1005 to i64
  %1010 = or disjoint i64 %1008, %1009
  %1011 = bitcast i64 %1010 to double
  %1012 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1000, i32 16, i32 31), !noalias !36
  %1013 = icmp slt i32 %1000, 0
  br i1 %1013, label %1022, label %1014

1014:                                             ; preds = %994
  %1015 = icmp slt i32 %1012, 0
  br i1 %1015, label %1024, label %1016

1016:                                             ; preds = %1014
  %1017 = fcmp contract olt double %997, %1011
  br i1 %1017, label %1024, label %1018

1018:                                             ; preds = %1016
  %1019 = fcmp contract oeq double %997, %1011
  %1020 = icmp slt i32 %1012, %1000
  %1021 = and i1 %1020, %1019
  br label %1024

1022:                                             ; preds = %994
  %1023 = icmp sgt i32 %1012, -1
  br label %1024

1024:                                             ; preds = %1022, %1018, %1016, %1014
  %1025 = phi i1 [ %1023, %1022 ], [ false, %1014 ], [ true, %1016 ], [ %1021, %1018 ]
  %1026 = select i1 %1025, double %1011, double %997
  %1027 = select i1 %1025, i32 %1012, i32 %1000
  %1028 = bitcast double %1026 to i64
  %1029 = trunc i64 %1028 to i32
  %1030 = lshr i64 %1028, 32
  %1031 = trunc nuw i64 %1030 to i32
  %1032 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1029, i32 8, i32 31), !noalias !36
  %1033 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1031, i32 8, i32 31), !noalias !36
  %1034 = zext i32 %1033 to i64
  %1035 = shl nuw i64 %1034, 32
  %1036 = zext i32 %1032 to i64
  %1037 = or disjoint i64 %1035, %1036
  %1038 = bitcast i64 %1037 to double
  %1039 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1027, i32 8, i32 31), !noalias !36
  %1040 = icmp slt i32 %1027, 0
  br i1 %1040, label %1049, label %1041

1041:                                             ; preds = %1024
  %1042 = icmp slt i32 %1039, 0
  br i1 %1042, label %1051, label %1043

1043:                                             ; preds = %1041
  %1044 = fcmp contract olt double %1026, %1038
  br i1 %1044, label %1051, label %1045

1045:                                             ; preds = %1043
  %1046 = fcmp contract oeq double %1026, %1038
  %1047 = icmp slt i32 %1039, %1027
  %1048 = and i1 %1047, %1046
  br label %1051

1049:                                             ; preds = %1024
  %1050 = icmp sgt i32 %1039, -1
  br label %1051

1051:                                             ; preds = %1049, %1045, %1043, %1041
  %1052 = phi i1 [ %1050, %1049 ], [ false, %1041 ], [ true, %1043 ], [ %1048, %1045 ]
  %1053 = select i1 %1052, double %1038, double %1026
  %1054 = select i1 %1052, i32 %1039, i32 %1027
  %1055 = bitcast double %1053 to i64
  %1056 = trunc i64 %1055 to i32
  %1057 = lshr i64 %1055, 32
  %1058 = trunc nuw i64 %1057 to i32
  %1059 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1056, i32 4, i32 31), !noalias !36
  %1060 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1058, i32 4, i32 31), !noalias !36
  %1061 = zext i32 %1060 to i64
  %1062 = shl nuw i64 %1061, 32
  %1063 = zext i32 %1059 to i64
  %1064 = or disjoint i64 %1062, %1063
  %1065 = bitcast i64 %1064 to double
  %1066 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1054, i32 4, i32 31), !noalias !36
  %1067 = icmp slt i32 %1054, 0
  br i1 %1067, label %1076, label %1068

1068:                                             ; preds = %1051
  %1069 = icmp slt i32 %1066, 0
  br i1 %1069, label %1078, label %1070

1070:                                             ; preds = %1068
  %1071 = fcmp contract olt double %1053, %1065
  br i1 %1071, label %1078, label %1072

1072:                                             ; preds = %1070
  %1073 = fcmp contract oeq double %1053, %1065
  %1074 = icmp slt i32 %1066, %1054
  %1075 = and i1 %1074, %1073
  br label %1078

1076:                                             ; preds = %1051
  %1077 = icmp sgt i32 %1066, -1
  br label %1078

1078:                                             ; preds = %1076, %1072, %1070, %1068
  %1079 = phi i1 [ %1077, %1076 ], [ false, %1068 ], [ true, %1070 ], [ %1075, %1072 ]
  %1080 = select i1 %1079, double %1065, double %1053
  %1081 = select i1 %1079, i32 %1066, i32 %1054
  %1082 = bitcast double %1080 to i64
  %1083 = trunc i64 %1082 to i32
  %1084 = lshr i64 %1082, 32
  %1085 = trunc nuw i64 %1084 to i32
  %1086 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1083, i32 2, i32 31), !noalias !36
  %1087 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1085, i32 2, i32 31), !noalias !36
  %1088 = zext i32 %1087 to i64
  %1089 = shl nuw i64 %1088, 32
  %1090 = zext i32 %1086 to i64
  %1091 = or disjoint i64 %1089, %1090
  %1092 = bitcast i64 %1091 to double
  %1093 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1081, i32 2, i32 31), !noalias !36
  %1094 = icmp slt i32 %1081, 0
  br i1 %1094, label %1103, label %1095

1095:                                             ; preds = %1078
  %1096 = icmp slt i32 %1093, 0
  br i1 %1096, label %1105, label %1097

1097:                                             ; preds = %1095
  %1098 = fcmp contract olt double %1080, %1092
  br i1 %1098, label %1105, label %1099

1099:                                             ; preds = %1097
  %1100 = fcmp contract oeq double %1080, %1092
  %1101 = icmp slt i32 %1093, %1081
  %1102 = and i1 %1101, %1100
  br label %1105

1103:                                             ; preds = %1078
  %1104 = icmp sgt i32 %1093, -1
  br label %1105

1105:                                             ; preds = %1103, %1099, %1097, %1095
  %1106 = phi i1 [ %1104, %1103 ], [ false, %1095 ], [ true, %1097 ], [ %1102, %1099 ]
  %1107 = select i1 %1106, double %1092, double %1080
  %1108 = select i1 %1106, i32 %1093, i32 %1081
  %1109 = bitcast double %1107 to i64
  %1110 = trunc i64 %1109 to i32
  %1111 = lshr i64 %1109, 32
  %1112 = trunc nuw i64 %1111 to i32
  %1113 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1110, i32 1, i32 31), !noalias !36
  %1114 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1112, i32 1, i32 31), !noalias !36
  %1115 = zext i32 %1114 to i64
  %1116 = shl nuw i64 %1115, 32
  %1117 = zext i32 %1113 to i64
  %1118 = or disjoint i64 %1116, %1117
  %1119 = bitcast i64 %1118 to double
  %1120 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1108, i32 1, i32 31), !noalias !36
  %1121 = icmp slt i32 %1108, 0
  br i1 %1121, label %1130, label %1122

1122:                                             ; preds = %1105
  %1123 = icmp slt i32 %1120, 0
  br i1 %1123, label %1132, label %1124

1124:                                             ; preds = %1122
  %1125 = fcmp contract olt double %1107, %1119
  br i1 %1125, label %1132, label %1126

1126:                                             ; preds = %1124
  %1127 = fcmp contract oeq double %1107, %1119
  %1128 = icmp slt i32 %1120, %1108
  %1129 = and i1 %1128, %1127
  br label %1132

1130:                                             ; preds = %1105
  %1131 = icmp sgt i32 %1120, -1
  br label %1132

1132:                                             ; preds = %1130, %1126, %1124, %1122
  %1133 = phi i1 [ %1131, %1130 ], [ false, %1122 ], [ true, %1124 ], [ %1129, %1126 ]
  %1134 = select i1 %1133, i32 %1120, i32 %1108
  br i1 %25, label %1135, label %1142

1135:                                             ; preds = %1132
  %1136 = select i1 %1133, double %1119, double %1107
  %1137 = icmp sgt i32 %1134, -1
  %1138 = select i1 %1137, double %1136, double 0xFFEFFFFFFFFFFFFF
  %1139 = or disjoint i64 %48, 5
  %1140 = getelementptr inbounds nuw double, ptr %4, i64 %1139
  store double %1138, ptr %1140, align 8, !tbaa !37, !alias.scope !32, !noalias !41
  %1141 = getelementptr inbounds nuw i32, ptr %5, i64 %1139
  store i32 %1134, ptr %1141, align 4, !tbaa !6, !alias.scope !34, !noalias !42
  br label %1142

1142:                                             ; preds = %1135, %1132
  %1143 = icmp sgt i32 %1134, -1
  %1144 = icmp eq i32 %1000, %1134
  %1145 = select i1 %1143, i1 %1144, i1 false
  br i1 %1145, label %1146, label %1147

1146:                                             ; preds = %1142
  br label %1147

1147:                                             ; preds = %1142, %1146
  %1148 = phi double [ %995, %1146 ], [ %996, %1142 ]
  %1149 = phi double [ %996, %1146 ], [ %997, %1142 ]
  %1150 = phi i32 [ %998, %1146 ], [ %999, %1142 ]
  %1151 = phi i32 [ %999, %1146 ], [ %1000, %1142 ]
  %1152 = bitcast double %1149 to i64
  %1153 = trunc i64 %1152 to i32
  %1154 = lshr i64 %1152, 32
  %1155 = trunc nuw i64 %1154 to i32
  %1156 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1153, i32 16, i32 31), !noalias !36
  %1157 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1155, i32 16, i32 31), !noalias !36
  %1158 = zext i32 %1157 to i64
  %1159 = shl nuw i64 %1158, 32
  %1160 = zext i32 %1156 to i64
  %1161 = or disjoint i64 %1159, %1160
  %1162 = bitcast i64 %1161 to double
  %1163 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1151, i32 16, i32 31), !noalias !36
  %1164 = icmp slt i32 %1151, 0
  br i1 %1164, label %1173, label %1165

1165:                                             ; preds = %1147
  %1166 = icmp slt i32 %1163, 0
  br i1 %1166, label %1175, label %1167

1167:                                             ; preds = %1165
  %1168 = fcmp contract olt double %1149, %1162
  br i1 %1168, label %1175, label %1169

1169:                                             ; preds = %1167
  %1170 = fcmp contract oeq double %1149, %1162
  %1171 = icmp slt i32 %1163, %1151
  %1172 = and i1 %1171, %1170
  br label %1175

1173:                                             ; preds = %1147
  %1174 = icmp sgt i32 %1163, -1
  br label %1175

1175:                                             ; preds = %1173, %1169, %1167, %1165
  %1176 = phi i1 [ %1174, %1173 ], [ false, %1165 ], [ true, %1167 ], [ %1172, %1169 ]
  %1177 = select i1 %1176, double %1162, double %1149
  %1178 = select i1 %1176, i32 %1163, i32 %1151
  %1179 = bitcast double %1177 to i64
  %1180 = trunc i64 %1179 to i32
  %1181 = lshr i64 %1179, 32
  %1182 = trunc nuw i64 %1181 to i32
  %1183 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1180, i32 8, i32 31), !noalias !36
  %1184 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1182, i32 8, i32 31), !noalias !36
  %1185 = zext i32 %1184 to i64
  %1186 = shl nuw i64 %1185, 32
  %1187 = zext i32 %1183 to i64
  %1188 = or disjoint i64 %1186, %1187
  %1189 = bitcast i64 %1188 to double
  %1190 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1178, i32 8, i32 31), !noalias !36
  %1191 = icmp slt i32 %1178, 0
  br i1 %1191, label %1200, label %1192

1192:                                             ; preds = %1175
  %1193 = icmp slt i32 %1190, 0
  br i1 %1193, label %1202, label %1194

1194:                                             ; preds = %1192
  %1195 = fcmp contract olt double %1177, %1189
  br i1 %1195, label %1202, label %1196

1196:                                             ; preds = %1194
  %1197 = fcmp contract oeq double %1177, %1189
  %1198 = icmp slt i32 %1190, %1178
  %1199 = and i1 %1198, %1197
  br label %1202

1200:                                             ; preds = %1175
  %1201 = icmp sgt i32 %1190, -1
  br label %1202

1202:                                             ; preds = %1200, %1196, %1194, %1192
  %1203 = phi i1 [ %1201, %1200 ], [ false, %1192 ], [ true, %1194 ], [ %1199, %1196 ]
  %1204 = select i1 %1203, double %1189, double %1177
  %1205 = select i1 %1203, i32 %1190, i32 %1178
  %1206 = bitcast double %1204 to i64
  %1207 = trunc i64 %1206 to i32
  %1208 = lshr i64 %1206, 32
  %1209 = trunc nuw i64 %1208 to i32
  %1210 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1207, i32 4, i32 31), !noalias !36
  %1211 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1209, i32 4, i32 31), !noalias !36
  %1212 = zext i32 %1211 to i64
  %1213 = shl nuw i64 %1212, 32
  %1214 = zext i32 %1210 to i64
  %1215 = or disjoint i64 %1213, %1214
  %1216 = bitcast i64 %1215 to double
  %1217 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1205, i32 4, i32 31), !noalias !36
  %1218 = icmp slt i32 %1205, 0
  br i1 %1218, label %1227, label %1219

1219:                                             ; preds = %1202
  %1220 = icmp slt i32 %1217, 0
  br i1 %1220, label %1229, label %1221

1221:                                             ; preds = %1219
  %1222 = fcmp contract olt double %1204, %1216
  br i1 %1222, label %1229, label %1223

1223:                                             ; preds = %1221
  %1224 = fcmp contract oeq double %1204, %1216
  %1225 = icmp slt i32 %1217, %1205
  %1226 = and i1 %1225, %1224
  br label %1229

1227:                                             ; preds = %1202
  %1228 = icmp sgt i32 %1217, -1
  br label %1229

1229:                                             ; preds = %1227, %1223, %1221, %1219
  %1230 = phi i1 [ %1228, %1227 ], [ false, %1219 ], [ true, %1221 ], [ %1226, %1223 ]
  %1231 = select i1 %1230, double %1216, double %1204
  %1232 = select i1 %1230, i32 %1217, i32 %1205
  %1233 = bitcast double %1231 to i64
  %1234 = trunc i64 %1233 to i32
  %1235 = lshr i64 %1233, 32
  %1236 = trunc nuw i64 %1235 to i32
  %1237 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1234, i32 2, i32 31), !noalias !36
  %1238 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1236, i32 2, i32 31), !noalias !36
  %1239 = zext i32 %1238 to i64
  %1240 = shl nuw i64 %1239, 32
  %1241 = zext i32 %1237 to i64
  %1242 = or disjoint i64 %1240, %1241
  %1243 = bitcast i64 %1242 to double
  %1244 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1232, i32 2, i32 31), !noalias !36
  %1245 = icmp slt i32 %1232, 0
  br i1 %1245, label %1254, label %1246

1246:                                             ; preds = %1229
  %1247 = icmp slt i32 %1244, 0
  br i1 %1247, label %1256, label %1248

1248:                                             ; preds = %1246
  %1249 = fcmp contract olt double %1231, %1243
  br i1 %1249, label %1256, label %1250

1250:                                             ; preds = %1248
  %1251 = fcmp contract oeq double %1231, %1243
  %1252 = icmp slt i32 %1244, %1232
  %1253 = and i1 %1252, %1251
  br label %1256

1254:                                             ; preds = %1229
  %1255 = icmp sgt i32 %1244, -1
  br label %1256

1256:                                             ; preds = %1254, %1250, %1248, %1246
  %1257 = phi i1 [ %1255, %1254 ], [ false, %1246 ], [ true, %1248 ], [ %1253, %1250 ]
  %1258 = select i1 %1257, double %1243, double %1231
  %1259 = select i1 %1257, i32 %1244, i32 %1232
  %1260 = bitcast double %1258 to i64
  %1261 = trunc i64 %1260 to i32
  %1262 = lshr i64 %1260, 32
  %1263 = trunc nuw i64 %1262 to i32
  %1264 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1261, i32 1, i32 31), !noalias !36
  %1265 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1263, i32 1, i32 31), !noalias !36
  %1266 = zext i32 %1265 to i64
  %1267 = shl nuw i64 %1266, 32
  %1268 = zext i32 %1264 to i64
  %1269 = or disjoint i64 %1267, %1268
  %1270 = bitcast i64 %1269 to double
  %1271 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1259, i32 1, i32 31), !noalias !36
  %1272 = icmp slt i32 %1259, 0
  br i1 %1272, label %1281, label %1273

1273:                                             ; preds = %1256
  %1274 = icmp slt i32 %1271, 0
  br i1 %1274, label %1283, label %1275

1275:                                             ; preds = %1273
  %1276 = fcmp contract olt double %1258, %1270
  br i1 %1276, label %1283, label %1277

1277:                                             ; preds = %1275
  %1278 = fcmp contract oeq double %1258, %1270
  %1279 = icmp slt i32 %1271, %1259
  %1280 = and i1 %1279, %1278
  br label %1283

1281:                                             ; preds = %1256
  %1282 = icmp sgt i32 %1271, -1
  br label %1283

1283:                                             ; preds = %1281, %1277, %1275, %1273
  %1284 = phi i1 [ %1282, %1281 ], [ false, %1273 ], [ true, %1275 ], [ %1280, %1277 ]
  %1285 = select i1 %1284, i32 %1271, i32 %1259
  br i1 %25, label %1286, label %1293

1286:                                             ; preds = %1283
  %1287 = select i1 %1284, double %1270, double %1258
  %1288 = icmp sgt i32 %1285, -1
  %1289 = select i1 %1288, double %1287, double 0xFFEFFFFFFFFFFFFF
  %1290 = or disjoint i64 %48, 6
  %1291 = getelementptr inbounds nuw double, ptr %4, i64 %1290
  store double %1289, ptr %1291, align 8, !tbaa !37, !alias.scope !32, !noalias !41
  %1292 = getelementptr inbounds nuw i32, ptr %5, i64 %1290
  store i32 %1285, ptr %1292, align 4, !tbaa !6, !alias.scope !34, !noalias !42
  br label %1293

1293:                                             ; preds = %1286, %1283
  %1294 = icmp sgt i32 %1285, -1
  %1295 = icmp eq i32 %1151, %1285
  %1296 = select i1 %1294, i1 %1295, i1 false
  %1297 = select i1 %1296, double %1148, double %1149
  %1298 = select i1 %1296, i32 %1150, i32 %1151
  %1299 = bitcast double %1297 to i64
  %1300 = trunc i64 %1299 to i32
  %1301 = lshr i64 %1299, 32
  %1302 = trunc nuw i64 %1301 to i32
  %1303 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1300, i32 16, i32 31), !noalias !36
  %1304 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1302, i32 16, i32 31), !noalias !36
  %1305 = zext i32 %1304 to i64
  %1306 = shl nuw i64 %1305, 32
  %1307 = zext i32 %1303 to i64
  %1308 = or disjoint i64 %1306, %1307
  %1309 = bitcast i64 %1308 to double
  %1310 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1298, i32 16, i32 31), !noalias !36
  %1311 = icmp slt i32 %1298, 0
  br i1 %1311, label %1320, label %1312

1312:                                             ; preds = %1293
  %1313 = icmp slt i32 %1310, 0
  br i1 %1313, label %1322, label %1314

1314:                                             ; preds = %1312
  %1315 = fcmp contract olt double %1297, %1309
  br i1 %1315, label %1322, label %1316

1316:                                             ; preds = %1314
  %1317 = fcmp contract oeq double %1297, %1309
  %1318 = icmp slt i32 %1310, %1298
  %1319 = and i1 %1318, %1317
  br label %1322

1320:                                             ; preds = %1293
  %1321 = icmp sgt i32 %1310, -1
  br label %1322

1322:                                             ; preds = %1320, %1316, %1314, %1312
  %1323 = phi i1 [ %1321, %1320 ], [ false, %1312 ], [ true, %1314 ], [ %1319, %1316 ]
  %1324 = select i1 %1323, double %1309, double %1297
  %1325 = select i1 %1323, i32 %1310, i32 %1298
  %1326 = bitcast double %1324 to i64
  %1327 = trunc i64 %1326 to i32
  %1328 = lshr i64 %1326, 32
  %1329 = trunc nuw i64 %1328 to i32
  %1330 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1327, i32 8, i32 31), !noalias !36
  %1331 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1329, i32 8, i32 31), !noalias !36
  %1332 = zext i32 %1331 to i64
  %1333 = shl nuw i64 %1332, 32
  %1334 = zext i32 %1330 to i64
  %1335 = or disjoint i64 %1333, %1334
  %1336 = bitcast i64 %1335 to double
  %1337 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1325, i32 8, i32 31), !noalias !36
  %1338 = icmp slt i32 %1325, 0
  br i1 %1338, label %1347, label %1339

1339:                                             ; preds = %1322
  %1340 = icmp slt i32 %1337, 0
  br i1 %1340, label %1349, label %1341

1341:                                             ; preds = %1339
  %1342 = fcmp contract olt double %1324, %1336
  br i1 %1342, label %1349, label %1343

1343:                                             ; preds = %1341
  %1344 = fcmp contract oeq double %1324, %1336
  %1345 = icmp slt i32 %1337, %1325
  %1346 = and i1 %1345, %1344
  br label %1349

1347:                                             ; preds = %1322
  %1348 = icmp sgt i32 %1337, -1
  br label %1349

1349:                                             ; preds = %1347, %1343, %1341, %1339
  %1350 = phi i1 [ %1348, %1347 ], [ false, %1339 ], [ true, %1341 ], [ %1346, %1343 ]
  %1351 = select i1 %1350, double %1336, double %1324
  %1352 = select i1 %1350, i32 %1337, i32 %1325
  %1353 = bitcast double %1351 to i64
  %1354 = trunc i64 %1353 to i32
  %1355 = lshr i64 %1353, 32
  %1356 = trunc nuw i64 %1355 to i32
  %1357 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1354, i32 4, i32 31), !noalias !36
  %1358 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1356, i32 4, i32 31), !noalias !36
  %1359 = zext i32 %1358 to i64
  %1360 = shl nuw i64 %1359, 32
  %1361 = zext i32 %1357 to i64
  %1362 = or disjoint i64 %1360, %1361
  %1363 = bitcast i64 %1362 to double
  %1364 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1352, i32 4, i32 31), !noalias !36
  %1365 = icmp slt i32 %1352, 0
  br i1 %1365, label %1374, label %1366

1366:                                             ; preds = %1349
  %1367 = icmp slt i32 %1364, 0
  br i1 %1367, label %1376, label %1368

1368:                                             ; preds = %1366
  %1369 = fcmp contract olt double %1351, %1363
  br i1 %1369, label %1376, label %1370

1370:                                             ; preds = %1368
  %1371 = fcmp contract oeq double %1351, %1363
  %1372 = icmp slt i32 %1364, %1352
  %1373 = and i1 %1372, %1371
  br label %1376

1374:                                             ; preds = %1349
  %1375 = icmp sgt i32 %1364, -1
  br label %1376

1376:                                             ; preds = %1374, %1370, %1368, %1366
  %1377 = phi i1 [ %1375, %1374 ], [ false, %1366 ], [ true, %1368 ], [ %1373, %1370 ]
  %1378 = select i1 %1377, double %1363, double %1351
  %1379 = select i1 %1377, i32 %1364, i32 %1352
  %1380 = bitcast double %1378 to i64
  %1381 = trunc i64 %1380 to i32
  %1382 = lshr i64 %1380, 32
  %1383 = trunc nuw i64 %1382 to i32
  %1384 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1381, i32 2, i32 31), !noalias !36
  %1385 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1383, i32 2, i32 31), !noalias !36
  %1386 = zext i32 %1385 to i64
  %1387 = shl nuw i64 %1386, 32
  %1388 = zext i32 %1384 to i64
  %1389 = or disjoint i64 %1387, %1388
  %1390 = bitcast i64 %1389 to double
  %1391 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1379, i32 2, i32 31), !noalias !36
  %1392 = icmp slt i32 %1379, 0
  br i1 %1392, label %1401, label %1393

1393:                                             ; preds = %1376
  %1394 = icmp slt i32 %1391, 0
  br i1 %1394, label %1403, label %1395

1395:                                             ; preds = %1393
  %1396 = fcmp contract olt double %1378, %1390
  br i1 %1396, label %1403, label %1397

1397:                                             ; preds = %1395
  %1398 = fcmp contract oeq double %1378, %1390
  %1399 = icmp slt i32 %1391, %1379
  %1400 = and i1 %1399, %1398
  br label %1403

1401:                                             ; preds = %1376
  %1402 = icmp sgt i32 %1391, -1
  br label %1403

1403:                                             ; preds = %1401, %1397, %1395, %1393
  %1404 = phi i1 [ %1402, %1401 ], [ false, %1393 ], [ true, %1395 ], [ %1400, %1397 ]
  %1405 = select i1 %1404, double %1390, double %1378
  %1406 = select i1 %1404, i32 %1391, i32 %1379
  %1407 = bitcast double %1405 to i64
  %1408 = trunc i64 %1407 to i32
  %1409 = lshr i64 %1407, 32
  %1410 = trunc nuw i64 %1409 to i32
  %1411 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1408, i32 1, i32 31), !noalias !36
  %1412 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1410, i32 1, i32 31), !noalias !36
  %1413 = zext i32 %1412 to i64
  %1414 = shl nuw i64 %1413, 32
  %1415 = zext i32 %1411 to i64
  %1416 = or disjoint i64 %1414, %1415
  %1417 = bitcast i64 %1416 to double
  %1418 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1406, i32 1, i32 31), !noalias !36
  %1419 = icmp slt i32 %1406, 0
  br i1 %1419, label %1428, label %1420

1420:                                             ; preds = %1403
  %1421 = icmp slt i32 %1418, 0
  br i1 %1421, label %1430, label %1422

1422:                                             ; preds = %1420
  %1423 = fcmp contract olt double %1405, %1417
  br i1 %1423, label %1430, label %1424

1424:                                             ; preds = %1422
  %1425 = fcmp contract oeq double %1405, %1417
  %1426 = icmp slt i32 %1418, %1406
  %1427 = and i1 %1426, %1425
  br label %1430

1428:                                             ; preds = %1403
  %1429 = icmp sgt i32 %1418, -1
  br label %1430

1430:                                             ; preds = %1428, %1424, %1422, %1420
  %1431 = phi i1 [ %1429, %1428 ], [ false, %1420 ], [ true, %1422 ], [ %1427, %1424 ]
  br i1 %25, label %1432, label %1440

1432:                                             ; preds = %1430
  %1433 = select i1 %1431, i32 %1418, i32 %1406
  %1434 = select i1 %1431, double %1417, double %1405
  %1435 = icmp sgt i32 %1433, -1
  %1436 = select i1 %1435, double %1434, double 0xFFEFFFFFFFFFFFFF
  %1437 = or disjoint i64 %48, 7
  %1438 = getelementptr inbounds nuw double, ptr %4, i64 %1437
  store double %1436, ptr %1438, align 8, !tbaa !37, !alias.scope !32, !noalias !41
  %1439 = getelementptr inbounds nuw i32, ptr %5, i64 %1437
  store i32 %1433, ptr %1439, align 4, !tbaa !6, !alias.scope !34, !noalias !42
  br label %1440

1440:                                             ; preds = %1430, %1432
  %1441 = add nuw nsw i32 %27, %15
  %1442 = icmp slt i32 %1441, %1
  br i1 %1442, label %26, label %1443, !llvm.loop !43

1443:                                             ; preds = %1440, %10, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZL13row_topk_warpIfEvPKT_iiiPS0_Pi: argument 0"}
!16 = distinct !{!16, !"_ZL13row_topk_warpIfEvPKT_iiiPS0_Pi"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"_ZL13row_topk_warpIfEvPKT_iiiPS0_Pi: argument 1"}
!19 = !{!20}
!20 = distinct !{!20, !16, !"_ZL13row_topk_warpIfEvPKT_iiiPS0_Pi: argument 2"}
!21 = !{!15, !18, !20}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !8, i64 0}
!24 = !{!18, !20}
!25 = distinct !{!25, !12, !13}
!26 = !{!15, !20}
!27 = !{!15, !18}
!28 = distinct !{!28, !12, !13}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZL13row_topk_warpIdEvPKT_iiiPS0_Pi: argument 0"}
!31 = distinct !{!31, !"_ZL13row_topk_warpIdEvPKT_iiiPS0_Pi"}
!32 = !{!33}
!33 = distinct !{!33, !31, !"_ZL13row_topk_warpIdEvPKT_iiiPS0_Pi: argument 1"}
!34 = !{!35}
!35 = distinct !{!35, !31, !"_ZL13row_topk_warpIdEvPKT_iiiPS0_Pi: argument 2"}
!36 = !{!30, !33, !35}
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !8, i64 0}
!39 = !{!33, !35}
!40 = distinct !{!40, !12, !13}
!41 = !{!30, !35}
!42 = !{!30, !33}
!43 = distinct !{!43, !12, !13}
