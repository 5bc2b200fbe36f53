; ModuleID = 'src/segment_topk.cu'
source_filename = "src/segment_topk.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @segmented_sum_flags(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = and i32 %6, 31
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %151

9:                                                ; preds = %5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = zext nneg i32 %6 to i64
  %14 = mul nuw nsw i64 %12, %13
  %15 = lshr exact i64 %14, 5
  %16 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %2, i64 0)
  %17 = add nuw nsw i64 %16, 31
  %18 = lshr i64 %17, 5
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %20, %13
  %22 = zext nneg i32 %10 to i64
  %23 = add nuw nsw i64 %21, %22
  %24 = lshr i64 %23, 5
  %25 = icmp samesign ult i64 %24, %18
  br i1 %25, label %26, label %151

26:                                               ; preds = %9
  %27 = and i32 %10, 31
  %28 = zext nneg i32 %27 to i64
  %29 = icmp eq i32 %27, 0
  %30 = icmp eq i32 %27, 31
  %31 = icmp eq i32 %27, 0
  %32 = icmp samesign ugt i32 %27, 1
  %33 = icmp samesign ugt i32 %27, 3
  %34 = icmp samesign ugt i32 %27, 7
  %35 = icmp samesign ugt i32 %27, 15
  br label %36

36:                                               ; preds = %26, %148
  %37 = phi i64 [ %24, %26 ], [ %149, %148 ]
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
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = zext i32 %59 to i64
  %64 = or disjoint i64 %62, %63
  %65 = zext i1 %55 to i32
  %66 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %65, i32 1, i32 0)
  %67 = icmp ne i32 %66, 0
  %68 = or i1 %55, %67
  %69 = select i1 %31, i1 true, i1 %54
  %70 = select i1 %69, i64 0, i64 %64
  %71 = add nsw i64 %70, %51
  %72 = trunc i64 %71 to i32
  %73 = lshr i64 %71, 32
  %74 = trunc nuw i64 %73 to i32
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 2, i32 0)
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %74, i32 2, i32 0)
  %77 = zext i32 %76 to i64
  %78 = shl nuw i64 %77, 32
  %79 = zext i32 %75 to i64
  %80 = or disjoint i64 %78, %79
  %81 = zext i1 %68 to i32
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %81, i32 2, i32 0)
  %83 = select i1 %68, i64 0, i64 %80
  %84 = icmp ne i32 %82, 0
  %85 = and i1 %32, %84
  %86 = or i1 %68, %85
  %87 = select i1 %32, i64 %83, i64 0
  %88 = add nsw i64 %87, %71
  %89 = trunc i64 %88 to i32
  %90 = lshr i64 %88, 32
  %91 = trunc nuw i64 %90 to i32
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %89, i32 4, i32 0)
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %91, i32 4, i32 0)
  %94 = zext i32 %93 to i64
  %95 = shl nuw i64 %94, 32
  %96 = zext i32 %92 to i64
  %97 = or disjoint i64 %95, %96
  %98 = zext i1 %86 to i32
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %98, i32 4, i32 0)
  %100 = select i1 %86, i64 0, i64 %97
  %101 = icmp ne i32 %99, 0
  %102 = and i1 %33, %101
  %103 = or i1 %86, %102
  %104 = select i1 %33, i64 %100, i64 0
  %105 = add nsw i64 %104, %88
  %106 = trunc i64 %105 to i32
  %107 = lshr i64 %105, 32
  %108 = trunc nuw i64 %107 to i32
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %106, i32 8, i32 0)
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %108, i32 8, i32 0)
  %111 = zext i32 %110 to i64
  %112 = shl nuw i64 %111, 32
  %113 = zext i32 %109 to i64
  %114 = or disjoint i64 %112, %113
  %115 = zext i1 %103 to i32
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %115, i32 8, i32 0)
  %117 = select i1 %103, i64 0, i64 %114
  %118 = icmp ne i32 %116, 0
  %119 = and i1 %34, %118
  %120 = or i1 %103, %119
  %121 = select i1 %34, i64 %117, i64 0
  %122 = add nsw i64 %121, %105
  %123 = trunc i64 %122 to i32
  %124 = lshr i64 %122, 32
  %125 = trunc nuw i64 %124 to i32
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %123, i32 16, i32 0)
  %127 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %125, i32 16, i32 0)
  %128 = zext i1 %120 to i32
  %129 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %128, i32 16, i32 0)
  %130 = icmp ne i32 %53, %45
  %131 = select i1 %30, i1 true, i1 %130
  %132 = select i1 %40, i1 %131, i1 false
  %133 = icmp sgt i32 %45, -1
  %134 = icmp slt i32 %45, %3
  %135 = and i1 %133, %134
  %136 = select i1 %132, i1 %135, i1 false
  br i1 %136, label %137, label %148

137:                                              ; preds = %50
  %138 = zext i32 %127 to i64
  %139 = shl nuw i64 %138, 32
  %140 = zext i32 %126 to i64
  %141 = or disjoint i64 %139, %140
  %142 = select i1 %120, i64 0, i64 %141
  %143 = select i1 %35, i64 %142, i64 0
  %144 = add nsw i64 %143, %122
  %145 = zext nneg i32 %45 to i64
  %146 = getelementptr inbounds nuw i64, ptr %4, i64 %145
  %147 = atomicrmw add ptr %146, i64 %144 seq_cst, align 8
  br label %148

148:                                              ; preds = %137, %50
  %149 = add nuw nsw i64 %37, %15
  %150 = icmp samesign ult i64 %149, %18
  br i1 %150, label %36, label %151, !llvm.loop !11

151:                                              ; preds = %148, %9, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @row_topk8_f32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = and i32 %7, 31
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %1037

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
  br i1 %20, label %21, label %1037

21:                                               ; preds = %10
  %22 = tail call i32 @llvm.smax.i32(i32 %3, i32 %2)
  %23 = sext i32 %22 to i64
  %24 = icmp slt i32 %12, %2
  %25 = icmp eq i32 %12, 0
  br label %26

26:                                               ; preds = %21, %1034
  %27 = phi i32 [ %19, %21 ], [ %1035, %1034 ]
  %28 = zext nneg i32 %27 to i64
  %29 = mul nsw i64 %28, %23
  %30 = getelementptr inbounds nuw float, ptr %0, i64 %29
  br i1 %24, label %52, label %31

31:                                               ; preds = %195, %26
  %32 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %196, %195 ]
  %33 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %197, %195 ]
  %34 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %198, %195 ]
  %35 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %199, %195 ]
  %36 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %200, %195 ]
  %37 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %201, %195 ]
  %38 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %202, %195 ]
  %39 = phi float [ 0xC7EFFFFFE0000000, %26 ], [ %203, %195 ]
  %40 = phi i32 [ -1, %26 ], [ %204, %195 ]
  %41 = phi i32 [ -1, %26 ], [ %205, %195 ]
  %42 = phi i32 [ -1, %26 ], [ %206, %195 ]
  %43 = phi i32 [ -1, %26 ], [ %207, %195 ]
  %44 = phi i32 [ -1, %26 ], [ %208, %195 ]
  %45 = phi i32 [ -1, %26 ], [ %209, %195 ]
  %46 = phi i32 [ -1, %26 ], [ %210, %195 ]
  %47 = phi i32 [ -1, %26 ], [ %211, %195 ]
  %48 = shl nuw nsw i64 %28, 3
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 16, i32 31), !noalias !20
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 16, i32 31), !noalias !20
  %51 = icmp slt i32 %47, 0
  br i1 %51, label %214, label %216

52:                                               ; preds = %26, %195
  %53 = phi float [ %196, %195 ], [ 0xC7EFFFFFE0000000, %26 ]
  %54 = phi float [ %197, %195 ], [ 0xC7EFFFFFE0000000, %26 ]
  %55 = phi float [ %198, %195 ], [ 0xC7EFFFFFE0000000, %26 ]
  %56 = phi float [ %199, %195 ], [ 0xC7EFFFFFE0000000, %26 ]
  %57 = phi float [ %200, %195 ], [ 0xC7EFFFFFE0000000, %26 ]
  %58 = phi float [ %201, %195 ], [ 0xC7EFFFFFE0000000, %26 ]
  %59 = phi float [ %202, %195 ], [ 0xC7EFFFFFE0000000, %26 ]
  %60 = phi float [ %203, %195 ], [ 0xC7EFFFFFE0000000, %26 ]
  %61 = phi i32 [ %204, %195 ], [ -1, %26 ]
  %62 = phi i32 [ %205, %195 ], [ -1, %26 ]
  %63 = phi i32 [ %206, %195 ], [ -1, %26 ]
  %64 = phi i32 [ %207, %195 ], [ -1, %26 ]
  %65 = phi i32 [ %208, %195 ], [ -1, %26 ]
  %66 = phi i32 [ %209, %195 ], [ -1, %26 ]
  %67 = phi i32 [ %210, %195 ], [ -1, %26 ]
  %68 = phi i32 [ %211, %195 ], [ -1, %26 ]
  %69 = phi i32 [ %212, %195 ], [ %12, %26 ]
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr %30, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !21, !alias.scope !13, !noalias !23
  %73 = icmp slt i32 %61, 0
  br i1 %73, label %80, label %74

74:                                               ; preds = %52
  %75 = fcmp contract ogt float %72, %53
  %76 = fcmp contract oeq float %72, %53
  %77 = icmp slt i32 %69, %61
  %78 = and i1 %77, %76
  %79 = or i1 %75, %78
  br i1 %79, label %80, label %195

80:                                               ; preds = %52, %74
  %81 = icmp slt i32 %62, 0
  br i1 %81, label %88, label %82

82:                                               ; preds = %80
  %83 = fcmp contract ogt float %72, %54
  %84 = fcmp contract oeq float %72, %54
  %85 = icmp samesign ult i32 %69, %62
  %86 = and i1 %84, %85
  %87 = select i1 %83, i1 true, i1 %86
  br i1 %87, label %88, label %89

88:                                               ; preds = %80, %82
  br label %89

89:                                               ; preds = %82, %88
  %90 = phi float [ %54, %88 ], [ %72, %82 ]
  %91 = phi float [ %72, %88 ], [ %54, %82 ]
  %92 = phi i32 [ %62, %88 ], [ %69, %82 ]
  %93 = phi i32 [ %69, %88 ], [ %62, %82 ]
  %94 = icmp slt i32 %63, 0
  br i1 %94, label %100, label %95

95:                                               ; preds = %89
  %96 = fcmp contract ogt float %91, %55
  %97 = fcmp contract oeq float %91, %55
  %98 = icmp samesign ult i32 %93, %63
  %99 = and i1 %97, %98
  br i1 %96, label %104, label %102

100:                                              ; preds = %89
  %101 = icmp sgt i32 %93, -1
  br label %102

102:                                              ; preds = %100, %95
  %103 = phi i1 [ %101, %100 ], [ %99, %95 ]
  br i1 %103, label %104, label %105

104:                                              ; preds = %102, %95
  br label %105

105:                                              ; preds = %104, %102
  %106 = phi float [ %55, %104 ], [ %91, %102 ]
  %107 = phi float [ %91, %104 ], [ %55, %102 ]
  %108 = phi i32 [ %63, %104 ], [ %93, %102 ]
  %109 = phi i32 [ %93, %104 ], [ %63, %102 ]
  %110 = icmp slt i32 %64, 0
  br i1 %110, label %118, label %111

111:                                              ; preds = %105
  %112 = icmp slt i32 %109, 0
  br i1 %112, label %123, label %113

113:                                              ; preds = %111
  %114 = fcmp contract ogt float %107, %56
  %115 = fcmp contract oeq float %107, %56
  %116 = icmp samesign ult i32 %109, %64
  %117 = and i1 %115, %116
  br i1 %114, label %122, label %120

118:                                              ; preds = %105
  %119 = icmp sgt i32 %109, -1
  br label %120

120:                                              ; preds = %118, %113
  %121 = phi i1 [ %119, %118 ], [ %117, %113 ]
  br i1 %121, label %122, label %123

122:                                              ; preds = %120, %113
  br label %123

123:                                              ; preds = %122, %120, %111
  %124 = phi float [ %56, %122 ], [ %107, %120 ], [ %107, %111 ]
  %125 = phi float [ %107, %122 ], [ %56, %120 ], [ %56, %111 ]
  %126 = phi i32 [ %64, %122 ], [ %109, %120 ], [ %109, %111 ]
  %127 = phi i32 [ %109, %122 ], [ %64, %120 ], [ %64, %111 ]
  %128 = icmp slt i32 %65, 0
  br i1 %128, label %136, label %129

129:                                              ; preds = %123
  %130 = icmp slt i32 %127, 0
  br i1 %130, label %141, label %131

131:                                              ; preds = %129
  %132 = fcmp contract ogt float %125, %57
  %133 = fcmp contract oeq float %125, %57
  %134 = icmp samesign ult i32 %127, %65
  %135 = and i1 %133, %134
  br i1 %132, label %140, label %138

136:                                              ; preds = %123
  %137 = icmp sgt i32 %127, -1
  br label %138

138:                                              ; preds = %136, %131
  %139 = phi i1 [ %137, %136 ], [ %135, %131 ]
  br i1 %139, label %140, label %141

140:                                              ; preds = %138, %131
  br label %141

141:                                              ; preds = %140, %138, %129
  %142 = phi float [ %57, %140 ], [ %125, %138 ], [ %125, %129 ]
  %143 = phi float [ %125, %140 ], [ %57, %138 ], [ %57, %129 ]
  %144 = phi i32 [ %65, %140 ], [ %127, %138 ], [ %127, %129 ]
  %145 = phi i32 [ %127, %140 ], [ %65, %138 ], [ %65, %129 ]
  %146 = icmp slt i32 %66, 0
  br i1 %146, label %154, label %147

147:                                              ; preds = %141
  %148 = icmp slt i32 %145, 0
  br i1 %148, label %159, label %149

149:                                              ; preds = %147
  %150 = fcmp contract ogt float %143, %58
  %151 = fcmp contract oeq float %143, %58
  %152 = icmp samesign ult i32 %145, %66
  %153 = and i1 %151, %152
  br i1 %150, label %158, label %156

154:                                              ; preds = %141
  %155 = icmp sgt i32 %145, -1
  br label %156

156:                                              ; preds = %154, %149
  %157 = phi i1 [ %155, %154 ], [ %153, %149 ]
  br i1 %157, label %158, label %159

158:                                              ; preds = %156, %149
  br label %159

159:                                              ; preds = %158, %156, %147
  %160 = phi float [ %58, %158 ], [ %143, %156 ], [ %143, %147 ]
  %161 = phi float [ %143, %158 ], [ %58, %156 ], [ %58, %147 ]
  %162 = phi i32 [ %66, %158 ], [ %145, %156 ], [ %145, %147 ]
  %163 = phi i32 [ %145, %158 ], [ %66, %156 ], [ %66, %147 ]
  %164 = icmp slt i32 %67, 0
  br i1 %164, label %172, label %165

165:                                              ; preds = %159
  %166 = icmp slt i32 %163, 0
  br i1 %166, label %177, label %167

167:                                              ; preds = %165
  %168 = fcmp contract ogt float %161, %59
  %169 = fcmp contract oeq float %161, %59
  %170 = icmp samesign ult i32 %163, %67
  %171 = and i1 %169, %170
  br i1 %168, label %176, label %174

172:                                              ; preds = %159
  %173 = icmp sgt i32 %163, -1
  br label %174

174:                                              ; preds = %172, %167
  %175 = phi i1 [ %173, %172 ], [ %171, %167 ]
  br i1 %175, label %176, label %177

176:                                              ; preds = %174, %167
  br label %177

177:                                              ; preds = %176, %174, %165
  %178 = phi float [ %59, %176 ], [ %161, %174 ], [ %161, %165 ]
  %179 = phi float [ %161, %176 ], [ %59, %174 ], [ %59, %165 ]
  %180 = phi i32 [ %67, %176 ], [ %163, %174 ], [ %163, %165 ]
  %181 = phi i32 [ %163, %176 ], [ %67, %174 ], [ %67, %165 ]
  %182 = icmp slt i32 %68, 0
  br i1 %182, label %190, label %183

183:                                              ; preds = %177
  %184 = icmp slt i32 %181, 0
  br i1 %184, label %195, label %185

185:                                              ; preds = %183
  %186 = fcmp contract ogt float %179, %60
  %187 = fcmp contract oeq float %179, %60
  %188 = icmp samesign ult i32 %181, %68
  %189 = and i1 %187, %188
  br i1 %186, label %194, label %192

190:                                              ; preds = %177
  %191 = icmp sgt i32 %181, -1
  br label %192

192:                                              ; preds = %190, %185
  %193 = phi i1 [ %191, %190 ], [ %189, %185 ]
  br i1 %193, label %194, label %195

194:                                              ; preds = %192, %185
  br label %195

195:                                              ; preds = %183, %192, %194, %74
  %196 = phi float [ %53, %74 ], [ %90, %194 ], [ %90, %192 ], [ %90, %183 ]
  %197 = phi float [ %54, %74 ], [ %106, %194 ], [ %106, %192 ], [ %106, %183 ]
  %198 = phi float [ %55, %74 ], [ %124, %194 ], [ %124, %192 ], [ %124, %183 ]
  %199 = phi float [ %56, %74 ], [ %142, %194 ], [ %142, %192 ], [ %142, %183 ]
  %200 = phi float [ %57, %74 ], [ %160, %194 ], [ %160, %192 ], [ %160, %183 ]
  %201 = phi float [ %58, %74 ], [ %178, %194 ], [ %178, %192 ], [ %178, %183 ]
  %202 = phi float [ %59, %74 ], [ %60, %194 ], [ %179, %192 ], [ %179, %183 ]
  %203 = phi float [ %60, %74 ], [ %179, %194 ], [ %60, %192 ], [ %60, %183 ]
  %204 = phi i32 [ %61, %74 ], [ %92, %194 ], [ %92, %192 ], [ %92, %183 ]
  %205 = phi i32 [ %62, %74 ], [ %108, %194 ], [ %108, %192 ], [ %108, %183 ]
  %206 = phi i32 [ %63, %74 ], [ %126, %194 ], [ %126, %192 ], [ %126, %183 ]
  %207 = phi i32 [ %64, %74 ], [ %144, %194 ], [ %144, %192 ], [ %144, %183 ]
  %208 = phi i32 [ %65, %74 ], [ %162, %194 ], [ %162, %192 ], [ %162, %183 ]
  %209 = phi i32 [ %66, %74 ], [ %180, %194 ], [ %180, %192 ], [ %180, %183 ]
  %210 = phi i32 [ %67, %74 ], [ %68, %194 ], [ %181, %192 ], [ %181, %183 ]
  %211 = phi i32 [ %68, %74 ], [ %181, %194 ], [ %68, %192 ], [ %68, %183 ]
  %212 = add nuw nsw i32 %69, 32
  %213 = icmp slt i32 %212, %2
  br i1 %213, label %52, label %31, !llvm.loop !24

214:                                              ; preds = %31
  %215 = icmp sgt i32 %50, -1
  br label %224

216:                                              ; preds = %31
  %217 = icmp slt i32 %50, 0
  br i1 %217, label %224, label %218

218:                                              ; preds = %216
  %219 = fcmp contract ogt float %49, %39
  br i1 %219, label %224, label %220

220:                                              ; preds = %218
  %221 = fcmp contract oeq float %49, %39
  %222 = icmp samesign ult i32 %50, %47
  %223 = and i1 %221, %222
  br label %224

224:                                              ; preds = %214, %216, %218, %220
  %225 = phi i1 [ %215, %214 ], [ false, %216 ], [ true, %218 ], [ %223, %220 ]
  %226 = select i1 %225, float %49, float %39
  %227 = select i1 %225, i32 %50, i32 %47
  %228 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %226, i32 8, i32 31), !noalias !20
  %229 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %227, i32 8, i32 31), !noalias !20
  %230 = icmp slt i32 %227, 0
  br i1 %230, label %239, label %231

231:                                              ; preds = %224
  %232 = icmp slt i32 %229, 0
  br i1 %232, label %241, label %233

233:                                              ; preds = %231
  %234 = fcmp contract ogt float %228, %226
  br i1 %234, label %241, label %235

235:                                              ; preds = %233
  %236 = fcmp contract oeq float %228, %226
  %237 = icmp samesign ult i32 %229, %227
  %238 = and i1 %236, %237
  br label %241

239:                                              ; preds = %224
  %240 = icmp sgt i32 %229, -1
  br label %241

241:                                              ; preds = %239, %235, %233, %231
  %242 = phi i1 [ %240, %239 ], [ false, %231 ], [ true, %233 ], [ %238, %235 ]
  %243 = select i1 %242, float %228, float %226
  %244 = select i1 %242, i32 %229, i32 %227
  %245 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %243, i32 4, i32 31), !noalias !20
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %244, i32 4, i32 31), !noalias !20
  %247 = icmp slt i32 %244, 0
  br i1 %247, label %256, label %248

248:                                              ; preds = %241
  %249 = icmp slt i32 %246, 0
  br i1 %249, label %258, label %250

250:                                              ; preds = %248
  %251 = fcmp contract ogt float %245, %243
  br i1 %251, label %258, label %252

252:                                              ; preds = %250
  %253 = fcmp contract oeq float %245, %243
  %254 = icmp samesign ult i32 %246, %244
  %255 = and i1 %253, %254
  br label %258

256:                                              ; preds = %241
  %257 = icmp sgt i32 %246, -1
  br label %258

258:                                              ; preds = %256, %252, %250, %248
  %259 = phi i1 [ %257, %256 ], [ false, %248 ], [ true, %250 ], [ %255, %252 ]
  %260 = select i1 %259, float %245, float %243
  %261 = select i1 %259, i32 %246, i32 %244
  %262 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %260, i32 2, i32 31), !noalias !20
  %263 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %261, i32 2, i32 31), !noalias !20
  %264 = icmp slt i32 %261, 0
  br i1 %264, label %273, label %265

265:                                              ; preds = %258
  %266 = icmp slt i32 %263, 0
  br i1 %266, label %275, label %267

267:                                              ; preds = %265
  %268 = fcmp contract ogt float %262, %260
  br i1 %268, label %275, label %269

269:                                              ; preds = %267
  %270 = fcmp contract oeq float %262, %260
  %271 = icmp samesign ult i32 %263, %261
  %272 = and i1 %270, %271
  br label %275

273:                                              ; preds = %258
  %274 = icmp sgt i32 %263, -1
  br label %275

275:                                              ; preds = %273, %269, %267, %265
  %276 = phi i1 [ %274, %273 ], [ false, %265 ], [ true, %267 ], [ %272, %269 ]
  %277 = select i1 %276, float %262, float %260
  %278 = select i1 %276, i32 %263, i32 %261
  %279 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 1, i32 31), !noalias !20
  %280 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %278, i32 1, i32 31), !noalias !20
  %281 = icmp slt i32 %278, 0
  br i1 %281, label %290, label %282

282:                                              ; preds = %275
  %283 = icmp slt i32 %280, 0
  br i1 %283, label %292, label %284

284:                                              ; preds = %282
  %285 = fcmp contract ogt float %279, %277
  br i1 %285, label %292, label %286

286:                                              ; preds = %284
  %287 = fcmp contract oeq float %279, %277
  %288 = icmp samesign ult i32 %280, %278
  %289 = and i1 %287, %288
  br label %292

290:                                              ; preds = %275
  %291 = icmp sgt i32 %280, -1
  br label %292

292:                                              ; preds = %290, %286, %284, %282
  %293 = phi i1 [ %291, %290 ], [ false, %282 ], [ true, %284 ], [ %289, %286 ]
  %294 = select i1 %293, i32 %280, i32 %278
  br i1 %25, label %295, label %301

295:                                              ; preds = %292
  %296 = select i1 %293, float %279, float %277
  %297 = icmp sgt i32 %294, -1
  %298 = select i1 %297, float %296, float 0xC7EFFFFFE0000000
  %299 = getelementptr inbounds nuw float, ptr %4, i64 %48
  store float %298, ptr %299, align 4, !tbaa !21, !alias.scope !16, !noalias !25
  %300 = getelementptr inbounds nuw i32, ptr %5, i64 %48
  store i32 %294, ptr %300, align 4, !tbaa !6, !alias.scope !18, !noalias !26
  br label %301

301:                                              ; preds = %295, %292
  %302 = icmp sgt i32 %294, -1
  %303 = icmp eq i32 %47, %294
  %304 = select i1 %302, i1 %303, i1 false
  br i1 %304, label %305, label %306

305:                                              ; preds = %301
  br label %306

306:                                              ; preds = %305, %301
  %307 = phi float [ %32, %305 ], [ %33, %301 ]
  %308 = phi float [ %33, %305 ], [ %34, %301 ]
  %309 = phi float [ %34, %305 ], [ %35, %301 ]
  %310 = phi float [ %35, %305 ], [ %36, %301 ]
  %311 = phi float [ %36, %305 ], [ %37, %301 ]
  %312 = phi float [ %37, %305 ], [ %38, %301 ]
  %313 = phi float [ %38, %305 ], [ %39, %301 ]
  %314 = phi i32 [ %40, %305 ], [ %41, %301 ]
  %315 = phi i32 [ %41, %305 ], [ %42, %301 ]
  %316 = phi i32 [ %42, %305 ], [ %43, %301 ]
  %317 = phi i32 [ %43, %305 ], [ %44, %301 ]
  %318 = phi i32 [ %44, %305 ], [ %45, %301 ]
  %319 = phi i32 [ %45, %305 ], [ %46, %301 ]
  %320 = phi i32 [ %46, %305 ], [ %47, %301 ]
  %321 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %313, i32 16, i32 31), !noalias !20
  %322 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %320, i32 16, i32 31), !noalias !20
  %323 = icmp slt i32 %320, 0
  br i1 %323, label %332, label %324

324:                                              ; preds = %306
  %325 = icmp slt i32 %322, 0
  br i1 %325, label %334, label %326

326:                                              ; preds = %324
  %327 = fcmp contract ogt float %321, %313
  br i1 %327, label %334, label %328

328:                                              ; preds = %326
  %329 = fcmp contract oeq float %321, %313
  %330 = icmp samesign ult i32 %322, %320
  %331 = and i1 %329, %330
  br label %334

332:                                              ; preds = %306
  %333 = icmp sgt i32 %322, -1
  br label %334

334:                                              ; preds = %332, %328, %326, %324
  %335 = phi i1 [ %333, %332 ], [ false, %324 ], [ true, %326 ], [ %331, %328 ]
  %336 = select i1 %335, float %321, float %313
  %337 = select i1 %335, i32 %322, i32 %320
  %338 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %336, i32 8, i32 31), !noalias !20
  %339 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %337, i32 8, i32 31), !noalias !20
  %340 = icmp slt i32 %337, 0
  br i1 %340, label %349, label %341

341:                                              ; preds = %334
  %342 = icmp slt i32 %339, 0
  br i1 %342, label %351, label %343

343:                                              ; preds = %341
  %344 = fcmp contract ogt float %338, %336
  br i1 %344, label %351, label %345

345:                                              ; preds = %343
  %346 = fcmp contract oeq float %338, %336
  %347 = icmp samesign ult i32 %339, %337
  %348 = and i1 %346, %347
  br label %351

349:                                              ; preds = %334
  %350 = icmp sgt i32 %339, -1
  br label %351

351:                                              ; preds = %349, %345, %343, %341
  %352 = phi i1 [ %350, %349 ], [ false, %341 ], [ true, %343 ], [ %348, %345 ]
  %353 = select i1 %352, float %338, float %336
  %354 = select i1 %352, i32 %339, i32 %337
  %355 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %353, i32 4, i32 31), !noalias !20
  %356 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %354, i32 4, i32 31), !noalias !20
  %357 = icmp slt i32 %354, 0
  br i1 %357, label %366, label %358

358:                                              ; preds = %351
  %359 = icmp slt i32 %356, 0
  br i1 %359, label %368, label %360

360:                                              ; preds = %358
  %361 = fcmp contract ogt float %355, %353
  br i1 %361, label %368, label %362

362:                                              ; preds = %360
  %363 = fcmp contract oeq float %355, %353
  %364 = icmp samesign ult i32 %356, %354
  %365 = and i1 %363, %364
  br label %368

366:                                              ; preds = %351
  %367 = icmp sgt i32 %356, -1
  br label %368

368:                                              ; preds = %366, %362, %360, %358
  %369 = phi i1 [ %367, %366 ], [ false, %358 ], [ true, %360 ], [ %365, %362 ]
  %370 = select i1 %369, float %355, float %353
  %371 = select i1 %369, i32 %356, i32 %354
  %372 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %370, i32 2, i32 31), !noalias !20
  %373 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %371, i32 2, i32 31), !noalias !20
  %374 = icmp slt i32 %371, 0
  br i1 %374, label %383, label %375

375:                                              ; preds = %368
  %376 = icmp slt i32 %373, 0
  br i1 %376, label %385, label %377

377:                                              ; preds = %375
  %378 = fcmp contract ogt float %372, %370
  br i1 %378, label %385, label %379

379:                                              ; preds = %377
  %380 = fcmp contract oeq float %372, %370
  %381 = icmp samesign ult i32 %373, %371
  %382 = and i1 %380, %381
  br label %385

383:                                              ; preds = %368
  %384 = icmp sgt i32 %373, -1
  br label %385

385:                                              ; preds = %383, %379, %377, %375
  %386 = phi i1 [ %384, %383 ], [ false, %375 ], [ true, %377 ], [ %382, %379 ]
  %387 = select i1 %386, float %372, float %370
  %388 = select i1 %386, i32 %373, i32 %371
  %389 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %387, i32 1, i32 31), !noalias !20
  %390 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %388, i32 1, i32 31), !noalias !20
  %391 = icmp slt i32 %388, 0
  br i1 %391, label %400, label %392

392:                                              ; preds = %385
  %393 = icmp slt i32 %390, 0
  br i1 %393, label %402, label %394

394:                                              ; preds = %392
  %395 = fcmp contract ogt float %389, %387
  br i1 %395, label %402, label %396

396:                                              ; preds = %394
  %397 = fcmp contract oeq float %389, %387
  %398 = icmp samesign ult i32 %390, %388
  %399 = and i1 %397, %398
  br label %402

400:                                              ; preds = %385
  %401 = icmp sgt i32 %390, -1
  br label %402

402:                                              ; preds = %400, %396, %394, %392
  %403 = phi i1 [ %401, %400 ], [ false, %392 ], [ true, %394 ], [ %399, %396 ]
  %404 = select i1 %403, i32 %390, i32 %388
  br i1 %25, label %405, label %412

405:                                              ; preds = %402
  %406 = select i1 %403, float %389, float %387
  %407 = icmp sgt i32 %404, -1
  %408 = select i1 %407, float %406, float 0xC7EFFFFFE0000000
  %409 = or disjoint i64 %48, 1
  %410 = getelementptr inbounds nuw float, ptr %4, i64 %409
  store float %408, ptr %410, align 4, !tbaa !21, !alias.scope !16, !noalias !25
  %411 = getelementptr inbounds nuw i32, ptr %5, i64 %409
  store i32 %404, ptr %411, align 4, !tbaa !6, !alias.scope !18, !noalias !26
  br label %412

412:                                              ; preds = %405, %402
  %413 = icmp sgt i32 %404, -1
  %414 = icmp eq i32 %320, %404
  %415 = select i1 %413, i1 %414, i1 false
  br i1 %415, label %416, label %417

416:                                              ; preds = %412
  br label %417

417:                                              ; preds = %416, %412
  %418 = phi float [ %307, %416 ], [ %308, %412 ]
  %419 = phi float [ %308, %416 ], [ %309, %412 ]
  %420 = phi float [ %309, %416 ], [ %310, %412 ]
  %421 = phi float [ %310, %416 ], [ %311, %412 ]
  %422 = phi float [ %311, %416 ], [ %312, %412 ]
  %423 = phi float [ %312, %416 ], [ %313, %412 ]
  %424 = phi i32 [ %314, %416 ], [ %315, %412 ]
  %425 = phi i32 [ %315, %416 ], [ %316, %412 ]
  %426 = phi i32 [ %316, %416 ], [ %317, %412 ]
  %427 = phi i32 [ %317, %416 ], [ %318, %412 ]
  %428 = phi i32 [ %318, %416 ], [ %319, %412 ]
  %429 = phi i32 [ %319, %416 ], [ %320, %412 ]
  %430 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %423, i32 16, i32 31), !noalias !20
  %431 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %429, i32 16, i32 31), !noalias !20
  %432 = icmp slt i32 %429, 0
  br i1 %432, label %441, label %433

433:                                              ; preds = %417
  %434 = icmp slt i32 %431, 0
  br i1 %434, label %443, label %435

435:                                              ; preds = %433
  %436 = fcmp contract ogt float %430, %423
  br i1 %436, label %443, label %437

437:                                              ; preds = %435
  %438 = fcmp contract oeq float %430, %423
  %439 = icmp samesign ult i32 %431, %429
  %440 = and i1 %438, %439
  br label %443

441:                                              ; preds = %417
  %442 = icmp sgt i32 %431, -1
  br label %443

443:                                              ; preds = %441, %437, %435, %433
  %444 = phi i1 [ %442, %441 ], [ false, %433 ], [ true, %435 ], [ %440, %437 ]
  %445 = select i1 %444, float %430, float %423
  %446 = select i1 %444, i32 %431, i32 %429
  %447 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %445, i32 8, i32 31), !noalias !20
  %448 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %446, i32 8, i32 31), !noalias !20
  %449 = icmp slt i32 %446, 0
  br i1 %449, label %458, label %450

450:                                              ; preds = %443
  %451 = icmp slt i32 %448, 0
  br i1 %451, label %460, label %452

452:                                              ; preds = %450
  %453 = fcmp contract ogt float %447, %445
  br i1 %453, label %460, label %454

454:                                              ; preds = %452
  %455 = fcmp contract oeq float %447, %445
  %456 = icmp samesign ult i32 %448, %446
  %457 = and i1 %455, %456
  br label %460

458:                                              ; preds = %443
  %459 = icmp sgt i32 %448, -1
  br label %460

460:                                              ; preds = %458, %454, %452, %450
  %461 = phi i1 [ %459, %458 ], [ false, %450 ], [ true, %452 ], [ %457, %454 ]
  %462 = select i1 %461, float %447, float %445
  %463 = select i1 %461, i32 %448, i32 %446
  %464 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %462, i32 4, i32 31), !noalias !20
  %465 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %463, i32 4, i32 31), !noalias !20
  %466 = icmp slt i32 %463, 0
  br i1 %466, label %475, label %467

467:                                              ; preds = %460
  %468 = icmp slt i32 %465, 0
  br i1 %468, label %477, label %469

469:                                              ; preds = %467
  %470 = fcmp contract ogt float %464, %462
  br i1 %470, label %477, label %471

471:                                              ; preds = %469
  %472 = fcmp contract oeq float %464, %462
  %473 = icmp samesign ult i32 %465, %463
  %474 = and i1 %472, %473
  br label %477

475:                                              ; preds = %460
  %476 = icmp sgt i32 %465, -1
  br label %477

477:                                              ; preds = %475, %471, %469, %467
  %478 = phi i1 [ %476, %475 ], [ false, %467 ], [ true, %469 ], [ %474, %471 ]
  %479 = select i1 %478, float %464, float %462
  %480 = select i1 %478, i32 %465, i32 %463
  %481 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %479, i32 2, i32 31), !noalias !20
  %482 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %480, i32 2, i32 31), !noalias !20
  %483 = icmp slt i32 %480, 0
  br i1 %483, label %492, label %484

484:                                              ; preds = %477
  %485 = icmp slt i32 %482, 0
  br i1 %485, label %494, label %486

486:                                              ; preds = %484
  %487 = fcmp contract ogt float %481, %479
  br i1 %487, label %494, label %488

488:                                              ; preds = %486
  %489 = fcmp contract oeq float %481, %479
  %490 = icmp samesign ult i32 %482, %480
  %491 = and i1 %489, %490
  br label %494

492:                                              ; preds = %477
  %493 = icmp sgt i32 %482, -1
  br label %494

494:                                              ; preds = %492, %488, %486, %484
  %495 = phi i1 [ %493, %492 ], [ false, %484 ], [ true, %486 ], [ %491, %488 ]
  %496 = select i1 %495, float %481, float %479
  %497 = select i1 %495, i32 %482, i32 %480
  %498 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %496, i32 1, i32 31), !noalias !20
  %499 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %497, i32 1, i32 31), !noalias !20
  %500 = icmp slt i32 %497, 0
  br i1 %500, label %509, label %501

501:                                              ; preds = %494
  %502 = icmp slt i32 %499, 0
  br i1 %502, label %511, label %503

503:                                              ; preds = %501
  %504 = fcmp contract ogt float %498, %496
  br i1 %504, label %511, label %505

505:                                              ; preds = %503
  %506 = fcmp contract oeq float %498, %496
  %507 = icmp samesign ult i32 %499, %497
  %508 = and i1 %506, %507
  br label %511

509:                                              ; preds = %494
  %510 = icmp sgt i32 %499, -1
  br label %511

511:                                              ; preds = %509, %505, %503, %501
  %512 = phi i1 [ %510, %509 ], [ false, %501 ], [ true, %503 ], [ %508, %505 ]
  %513 = select i1 %512, i32 %499, i32 %497
  br i1 %25, label %514, label %521

514:                                              ; preds = %511
  %515 = select i1 %512, float %498, float %496
  %516 = icmp sgt i32 %513, -1
  %517 = select i1 %516, float %515, float 0xC7EFFFFFE0000000
  %518 = or disjoint i64 %48, 2
  %519 = getelementptr inbounds nuw float, ptr %4, i64 %518
  store float %517, ptr %519, align 4, !tbaa !21, !alias.scope !16, !noalias !25
  %520 = getelementptr inbounds nuw i32, ptr %5, i64 %518
  store i32 %513, ptr %520, align 4, !tbaa !6, !alias.scope !18, !noalias !26
  br label %521

521:                                              ; preds = %514, %511
  %522 = icmp sgt i32 %513, -1
  %523 = icmp eq i32 %429, %513
  %524 = select i1 %522, i1 %523, i1 false
  br i1 %524, label %525, label %526

525:                                              ; preds = %521
  br label %526

526:                                              ; preds = %525, %521
  %527 = phi float [ %418, %525 ], [ %419, %521 ]
  %528 = phi float [ %419, %525 ], [ %420, %521 ]
  %529 = phi float [ %420, %525 ], [ %421, %521 ]
  %530 = phi float [ %421, %525 ], [ %422, %521 ]
  %531 = phi float [ %422, %525 ], [ %423, %521 ]
  %532 = phi i32 [ %424, %525 ], [ %425, %521 ]
  %533 = phi i32 [ %425, %525 ], [ %426, %521 ]
  %534 = phi i32 [ %426, %525 ], [ %427, %521 ]
  %535 = phi i32 [ %427, %525 ], [ %428, %521 ]
  %536 = phi i32 [ %428, %525 ], [ %429, %521 ]
  %537 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %531, i32 16, i32 31), !noalias !20
  %538 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %536, i32 16, i32 31), !noalias !20
  %539 = icmp slt i32 %536, 0
  br i1 %539, label %548, label %540

540:                                              ; preds = %526
  %541 = icmp slt i32 %538, 0
  br i1 %541, label %550, label %542

542:                                              ; preds = %540
  %543 = fcmp contract ogt float %537, %531
  br i1 %543, label %550, label %544

544:                                              ; preds = %542
  %545 = fcmp contract oeq float %537, %531
  %546 = icmp samesign ult i32 %538, %536
  %547 = and i1 %545, %546
  br label %550

548:                                              ; preds = %526
  %549 = icmp sgt i32 %538, -1
  br label %550

550:                                              ; preds = %548, %544, %542, %540
  %551 = phi i1 [ %549, %548 ], [ false, %540 ], [ true, %542 ], [ %547, %544 ]
  %552 = select i1 %551, float %537, float %531
  %553 = select i1 %551, i32 %538, i32 %536
  %554 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %552, i32 8, i32 31), !noalias !20
  %555 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %553, i32 8, i32 31), !noalias !20
  %556 = icmp slt i32 %553, 0
  br i1 %556, label %565, label %557

557:                                              ; preds = %550
  %558 = icmp slt i32 %555, 0
  br i1 %558, label %567, label %559

559:                                              ; preds = %557
  %560 = fcmp contract ogt float %554, %552
  br i1 %560, label %567, label %561

561:                                              ; preds = %559
  %562 = fcmp contract oeq float %554, %552
  %563 = icmp samesign ult i32 %555, %553
  %564 = and i1 %562, %563
  br label %567

565:                                              ; preds = %550
  %566 = icmp sgt i32 %555, -1
  br label %567

567:                                              ; preds = %565, %561, %559, %557
  %568 = phi i1 [ %566, %565 ], [ false, %557 ], [ true, %559 ], [ %564, %561 ]
  %569 = select i1 %568, float %554, float %552
  %570 = select i1 %568, i32 %555, i32 %553
  %571 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %569, i32 4, i32 31), !noalias !20
  %572 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %570, i32 4, i32 31), !noalias !20
  %573 = icmp slt i32 %570, 0
  br i1 %573, label %582, label %574

574:                                              ; preds = %567
  %575 = icmp slt i32 %572, 0
  br i1 %575, label %584, label %576

576:                                              ; preds = %574
  %577 = fcmp contract ogt float %571, %569
  br i1 %577, label %584, label %578

578:                                              ; preds = %576
  %579 = fcmp contract oeq float %571, %569
  %580 = icmp samesign ult i32 %572, %570
  %581 = and i1 %579, %580
  br label %584

582:                                              ; preds = %567
  %583 = icmp sgt i32 %572, -1
  br label %584

584:                                              ; preds = %582, %578, %576, %574
  %585 = phi i1 [ %583, %582 ], [ false, %574 ], [ true, %576 ], [ %581, %578 ]
  %586 = select i1 %585, float %571, float %569
  %587 = select i1 %585, i32 %572, i32 %570
  %588 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %586, i32 2, i32 31), !noalias !20
  %589 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %587, i32 2, i32 31), !noalias !20
  %590 = icmp slt i32 %587, 0
  br i1 %590, label %599, label %591

591:                                              ; preds = %584
  %592 = icmp slt i32 %589, 0
  br i1 %592, label %601, label %593

593:                                              ; preds = %591
  %594 = fcmp contract ogt float %588, %586
  br i1 %594, label %601, label %595

595:                                              ; preds = %593
  %596 = fcmp contract oeq float %588, %586
  %597 = icmp samesign ult i32 %589, %587
  %598 = and i1 %596, %597
  br label %601

599:                                              ; preds = %584
  %600 = icmp sgt i32 %589, -1
  br label %601

601:                                              ; preds = %599, %595, %593, %591
  %602 = phi i1 [ %600, %599 ], [ false, %591 ], [ true, %593 ], [ %598, %595 ]
  %603 = select i1 %602, float %588, float %586
  %604 = select i1 %602, i32 %589, i32 %587
  %605 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %603, i32 1, i32 31), !noalias !20
  %606 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %604, i32 1, i32 31), !noalias !20
  %607 = icmp slt i32 %604, 0
  br i1 %607, label %616, label %608

608:                                              ; preds = %601
  %609 = icmp slt i32 %606, 0
  br i1 %609, label %618, label %610

610:                                              ; preds = %608
  %611 = fcmp contract ogt float %605, %603
  br i1 %611, label %618, label %612

612:                                              ; preds = %610
  %613 = fcmp contract oeq float %605, %603
  %614 = icmp samesign ult i32 %606, %604
  %615 = and i1 %613, %614
  br label %618

616:                                              ; preds = %601
  %617 = icmp sgt i32 %606, -1
  br label %618

618:                                              ; preds = %616, %612, %610, %608
  %619 = phi i1 [ %617, %616 ], [ false, %608 ], [ true, %610 ], [ %615, %612 ]
  %620 = select i1 %619, i32 %606, i32 %604
  br i1 %25, label %621, label %628

621:                                              ; preds = %618
  %622 = select i1 %619, float %605, float %603
  %623 = icmp sgt i32 %620, -1
  %624 = select i1 %623, float %622, float 0xC7EFFFFFE0000000
  %625 = or disjoint i64 %48, 3
  %626 = getelementptr inbounds nuw float, ptr %4, i64 %625
  store float %624, ptr %626, align 4, !tbaa !21, !alias.scope !16, !noalias !25
  %627 = getelementptr inbounds nuw i32, ptr %5, i64 %625
  store i32 %620, ptr %627, align 4, !tbaa !6, !alias.scope !18, !noalias !26
  br label %628

628:                                              ; preds = %621, %618
  %629 = icmp sgt i32 %620, -1
  %630 = icmp eq i32 %536, %620
  %631 = select i1 %629, i1 %630, i1 false
  br i1 %631, label %632, label %633

632:                                              ; preds = %628
  br label %633

633:                                              ; preds = %632, %628
  %634 = phi float [ %527, %632 ], [ %528, %628 ]
  %635 = phi float [ %528, %632 ], [ %529, %628 ]
  %636 = phi float [ %529, %632 ], [ %530, %628 ]
  %637 = phi float [ %530, %632 ], [ %531, %628 ]
  %638 = phi i32 [ %532, %632 ], [ %533, %628 ]
  %639 = phi i32 [ %533, %632 ], [ %534, %628 ]
  %640 = phi i32 [ %534, %632 ], [ %535, %628 ]
  %641 = phi i32 [ %535, %632 ], [ %536, %628 ]
  %642 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %637, i32 16, i32 31), !noalias !20
  %643 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %641, i32 16, i32 31), !noalias !20
  %644 = icmp slt i32 %641, 0
  br i1 %644, label %653, label %645

645:                                              ; preds = %633
  %646 = icmp slt i32 %643, 0
  br i1 %646, label %655, label %647

647:                                              ; preds = %645
  %648 = fcmp contract ogt float %642, %637
  br i1 %648, label %655, label %649

649:                                              ; preds = %647
  %650 = fcmp contract oeq float %642, %637
  %651 = icmp samesign ult i32 %643, %641
  %652 = and i1 %650, %651
  br label %655

653:                                              ; preds = %633
  %654 = icmp sgt i32 %643, -1
  br label %655

655:                                              ; preds = %653, %649, %647, %645
  %656 = phi i1 [ %654, %653 ], [ false, %645 ], [ true, %647 ], [ %652, %649 ]
  %657 = select i1 %656, float %642, float %637
  %658 = select i1 %656, i32 %643, i32 %641
  %659 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %657, i32 8, i32 31), !noalias !20
  %660 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %658, i32 8, i32 31), !noalias !20
  %661 = icmp slt i32 %658, 0
  br i1 %661, label %670, label %662

662:                                              ; preds = %655
  %663 = icmp slt i32 %660, 0
  br i1 %663, label %672, label %664

664:                                              ; preds = %662
  %665 = fcmp contract ogt float %659, %657
  br i1 %665, label %672, label %666

666:                                              ; preds = %664
  %667 = fcmp contract oeq float %659, %657
  %668 = icmp samesign ult i32 %660, %658
  %669 = and i1 %667, %668
  br label %672

670:                                              ; preds = %655
  %671 = icmp sgt i32 %660, -1
  br label %672

672:                                              ; preds = %670, %666, %664, %662
  %673 = phi i1 [ %671, %670 ], [ false, %662 ], [ true, %664 ], [ %669, %666 ]
  %674 = select i1 %673, float %659, float %657
  %675 = select i1 %673, i32 %660, i32 %658
  %676 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %674, i32 4, i32 31), !noalias !20
  %677 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %675, i32 4, i32 31), !noalias !20
  %678 = icmp slt i32 %675, 0
  br i1 %678, label %687, label %679

679:                                              ; preds = %672
  %680 = icmp slt i32 %677, 0
  br i1 %680, label %689, label %681

681:                                              ; preds = %679
  %682 = fcmp contract ogt float %676, %674
  br i1 %682, label %689, label %683

683:                                              ; preds = %681
  %684 = fcmp contract oeq float %676, %674
  %685 = icmp samesign ult i32 %677, %675
  %686 = and i1 %684, %685
  br label %689

687:                                              ; preds = %672
  %688 = icmp sgt i32 %677, -1
  br label %689

689:                                              ; preds = %687, %683, %681, %679
  %690 = phi i1 [ %688, %687 ], [ false, %679 ], [ true, %681 ], [ %686, %683 ]
  %691 = select i1 %690, float %676, float %674
  %692 = select i1 %690, i32 %677, i32 %675
  %693 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %691, i32 2, i32 31), !noalias !20
  %694 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %692, i32 2, i32 31), !noalias !20
  %695 = icmp slt i32 %692, 0
  br i1 %695, label %704, label %696

696:                                              ; preds = %689
  %697 = icmp slt i32 %694, 0
  br i1 %697, label %706, label %698

698:                                              ; preds = %696
  %699 = fcmp contract ogt float %693, %691
  br i1 %699, label %706, label %700

700:                                              ; preds = %698
  %701 = fcmp contract oeq float %693, %691
  %702 = icmp samesign ult i32 %694, %692
  %703 = and i1 %701, %702
  br label %706

704:                                              ; preds = %689
  %705 = icmp sgt i32 %694, -1
  br label %706

706:                                              ; preds = %704, %700, %698, %696
  %707 = phi i1 [ %705, %704 ], [ false, %696 ], [ true, %698 ], [ %703, %700 ]
  %708 = select i1 %707, float %693, float %691
  %709 = select i1 %707, i32 %694, i32 %692
  %710 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %708, i32 1, i32 31), !noalias !20
  %711 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %709, i32 1, i32 31), !noalias !20
  %712 = icmp slt i32 %709, 0
  br i1 %712, label %721, label %713

713:                                              ; preds = %706
  %714 = icmp slt i32 %711, 0
  br i1 %714, label %723, label %715

715:                                              ; preds = %713
  %716 = fcmp contract ogt float %710, %708
  br i1 %716, label %723, label %717

717:                                              ; preds = %715
  %718 = fcmp contract oeq float %710, %708
  %719 = icmp samesign ult i32 %711, %709
  %720 = and i1 %718, %719
  br label %723

721:                                              ; preds = %706
  %722 = icmp sgt i32 %711, -1
  br label %723

723:                                              ; preds = %721, %717, %715, %713
  %724 = phi i1 [ %722, %721 ], [ false, %713 ], [ true, %715 ], [ %720, %717 ]
  %725 = select i1 %724, i32 %711, i32 %709
  br i1 %25, label %726, label %733

726:                                              ; preds = %723
  %727 = select i1 %724, float %710, float %708
  %728 = icmp sgt i32 %725, -1
  %729 = select i1 %728, float %727, float 0xC7EFFFFFE0000000
  %730 = or disjoint i64 %48, 4
  %731 = getelementptr inbounds nuw float, ptr %4, i64 %730
  store float %729, ptr %731, align 4, !tbaa !21, !alias.scope !16, !noalias !25
  %732 = getelementptr inbounds nuw i32, ptr %5, i64 %730
  store i32 %725, ptr %732, align 4, !tbaa !6, !alias.scope !18, !noalias !26
  br label %733

733:                                              ; preds = %726, %723
  %734 = icmp sgt i32 %725, -1
  %735 = icmp eq i32 %641, %725
  %736 = select i1 %734, i1 %735, i1 false
  br i1 %736, label %737, label %738

737:                                              ; preds = %733
  br label %738

738:                                              ; preds = %737, %733
  %739 = phi float [ %634, %737 ], [ %635, %733 ]
  %740 = phi float [ %635, %737 ], [ %636, %733 ]
  %741 = phi float [ %636, %737 ], [ %637, %733 ]
  %742 = phi i32 [ %638, %737 ], [ %639, %733 ]
  %743 = phi i32 [ %639, %737 ], [ %640, %733 ]
  %744 = phi i32 [ %640, %737 ], [ %641, %733 ]
  %745 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %741, i32 16, i32 31), !noalias !20
  %746 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %744, i32 16, i32 31), !noalias !20
  %747 = icmp slt i32 %744, 0
  br i1 %747, label %756, label %748

748:                                              ; preds = %738
  %749 = icmp slt i32 %746, 0
  br i1 %749, label %758, label %750

750:                                              ; preds = %748
  %751 = fcmp contract ogt float %745, %741
  br i1 %751, label %758, label %752

752:                                              ; preds = %750
  %753 = fcmp contract oeq float %745, %741
  %754 = icmp samesign ult i32 %746, %744
  %755 = and i1 %753, %754
  br label %758

756:                                              ; preds = %738
  %757 = icmp sgt i32 %746, -1
  br label %758

758:                                              ; preds = %756, %752, %750, %748
  %759 = phi i1 [ %757, %756 ], [ false, %748 ], [ true, %750 ], [ %755, %752 ]
  %760 = select i1 %759, float %745, float %741
  %761 = select i1 %759, i32 %746, i32 %744
  %762 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %760, i32 8, i32 31), !noalias !20
  %763 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %761, i32 8, i32 31), !noalias !20
  %764 = icmp slt i32 %761, 0
  br i1 %764, label %773, label %765

765:                                              ; preds = %758
  %766 = icmp slt i32 %763, 0
  br i1 %766, label %775, label %767

767:                                              ; preds = %765
  %768 = fcmp contract ogt float %762, %760
  br i1 %768, label %775, label %769

769:                                              ; preds = %767
  %770 = fcmp contract oeq float %762, %760
  %771 = icmp samesign ult i32 %763, %761
  %772 = and i1 %770, %771
  br label %775

773:                                              ; preds = %758
  %774 = icmp sgt i32 %763, -1
  br label %775

775:                                              ; preds = %773, %769, %767, %765
  %776 = phi i1 [ %774, %773 ], [ false, %765 ], [ true, %767 ], [ %772, %769 ]
  %777 = select i1 %776, float %762, float %760
  %778 = select i1 %776, i32 %763, i32 %761
  %779 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %777, i32 4, i32 31), !noalias !20
  %780 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %778, i32 4, i32 31), !noalias !20
  %781 = icmp slt i32 %778, 0
  br i1 %781, label %790, label %782

782:                                              ; preds = %775
  %783 = icmp slt i32 %780, 0
  br i1 %783, label %792, label %784

784:                                              ; preds = %782
  %785 = fcmp contract ogt float %779, %777
  br i1 %785, label %792, label %786

786:                                              ; preds = %784
  %787 = fcmp contract oeq float %779, %777
  %788 = icmp samesign ult i32 %780, %778
  %789 = and i1 %787, %788
  br label %792

790:                                              ; preds = %775
  %791 = icmp sgt i32 %780, -1
  br label %792

792:                                              ; preds = %790, %786, %784, %782
  %793 = phi i1 [ %791, %790 ], [ false, %782 ], [ true, %784 ], [ %789, %786 ]
  %794 = select i1 %793, float %779, float %777
  %795 = select i1 %793, i32 %780, i32 %778
  %796 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %794, i32 2, i32 31), !noalias !20
  %797 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %795, i32 2, i32 31), !noalias !20
  %798 = icmp slt i32 %795, 0
  br i1 %798, label %807, label %799

799:                                              ; preds = %792
  %800 = icmp slt i32 %797, 0
  br i1 %800, label %809, label %801

801:                                              ; preds = %799
  %802 = fcmp contract ogt float %796, %794
  br i1 %802, label %809, label %803

803:                                              ; preds = %801
  %804 = fcmp contract oeq float %796, %794
  %805 = icmp samesign ult i32 %797, %795
  %806 = and i1 %804, %805
  br label %809

807:                                              ; preds = %792
  %808 = icmp sgt i32 %797, -1
  br label %809

809:                                              ; preds = %807, %803, %801, %799
  %810 = phi i1 [ %808, %807 ], [ false, %799 ], [ true, %801 ], [ %806, %803 ]
  %811 = select i1 %810, float %796, float %794
  %812 = select i1 %810, i32 %797, i32 %795
  %813 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %811, i32 1, i32 31), !noalias !20
  %814 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %812, i32 1, i32 31), !noalias !20
  %815 = icmp slt i32 %812, 0
  br i1 %815, label %824, label %816

816:                                              ; preds = %809
  %817 = icmp slt i32 %814, 0
  br i1 %817, label %826, label %818

818:                                              ; preds = %816
  %819 = fcmp contract ogt float %813, %811
  br i1 %819, label %826, label %820

820:                                              ; preds = %818
  %821 = fcmp contract oeq float %813, %811
  %822 = icmp samesign ult i32 %814, %812
  %823 = and i1 %821, %822
  br label %826

824:                                              ; preds = %809
  %825 = icmp sgt i32 %814, -1
  br label %826

826:                                              ; preds = %824, %820, %818, %816
  %827 = phi i1 [ %825, %824 ], [ false, %816 ], [ true, %818 ], [ %823, %820 ]
  %828 = select i1 %827, i32 %814, i32 %812
  br i1 %25, label %829, label %836

829:                                              ; preds = %826
  %830 = select i1 %827, float %813, float %811
  %831 = icmp sgt i32 %828, -1
  %832 = select i1 %831, float %830, float 0xC7EFFFFFE0000000
  %833 = or disjoint i64 %48, 5
  %834 = getelementptr inbounds nuw float, ptr %4, i64 %833
  store float %832, ptr %834, align 4, !tbaa !21, !alias.scope !16, !noalias !25
  %835 = getelementptr inbounds nuw i32, ptr %5, i64 %833
  store i32 %828, ptr %835, align 4, !tbaa !6, !alias.scope !18, !noalias !26
  br label %836

836:                                              ; preds = %829, %826
  %837 = icmp sgt i32 %828, -1
  %838 = icmp eq i32 %744, %828
  %839 = select i1 %837, i1 %838, i1 false
  br i1 %839, label %840, label %841

840:                                              ; preds = %836
  br label %841

841:                                              ; preds = %840, %836
  %842 = phi float [ %739, %840 ], [ %740, %836 ]
  %843 = phi float [ %740, %840 ], [ %741, %836 ]
  %844 = phi i32 [ %742, %840 ], [ %743, %836 ]
  %845 = phi i32 [ %743, %840 ], [ %744, %836 ]
  %846 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %843, i32 16, i32 31), !noalias !20
  %847 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %845, i32 16, i32 31), !noalias !20
  %848 = icmp slt i32 %845, 0
  br i1 %848, label %857, label %849

849:                                              ; preds = %841
  %850 = icmp slt i32 %847, 0
  br i1 %850, label %859, label %851

851:                                              ; preds = %849
  %852 = fcmp contract ogt float %846, %843
  br i1 %852, label %859, label %853

853:                                              ; preds = %851
  %854 = fcmp contract oeq float %846, %843
  %855 = icmp samesign ult i32 %847, %845
  %856 = and i1 %854, %855
  br label %859

857:                                              ; preds = %841
  %858 = icmp sgt i32 %847, -1
  br label %859

859:                                              ; preds = %857, %853, %851, %849
  %860 = phi i1 [ %858, %857 ], [ false, %849 ], [ true, %851 ], [ %856, %853 ]
  %861 = select i1 %860, float %846, float %843
  %862 = select i1 %860, i32 %847, i32 %845
  %863 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %861, i32 8, i32 31), !noalias !20
  %864 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %862, i32 8, i32 31), !noalias !20
  %865 = icmp slt i32 %862, 0
  br i1 %865, label %874, label %866

866:                                              ; preds = %859
  %867 = icmp slt i32 %864, 0
  br i1 %867, label %876, label %868

868:                                              ; preds = %866
  %869 = fcmp contract ogt float %863, %861
  br i1 %869, label %876, label %870

870:                                              ; preds = %868
  %871 = fcmp contract oeq float %863, %861
  %872 = icmp samesign ult i32 %864, %862
  %873 = and i1 %871, %872
  br label %876

874:                                              ; preds = %859
  %875 = icmp sgt i32 %864, -1
  br label %876

876:                                              ; preds = %874, %870, %868, %866
  %877 = phi i1 [ %875, %874 ], [ false, %866 ], [ true, %868 ], [ %873, %870 ]
  %878 = select i1 %877, float %863, float %861
  %879 = select i1 %877, i32 %864, i32 %862
  %880 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %878, i32 4, i32 31), !noalias !20
  %881 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %879, i32 4, i32 31), !noalias !20
  %882 = icmp slt i32 %879, 0
  br i1 %882, label %891, label %883

883:                                              ; preds = %876
  %884 = icmp slt i32 %881, 0
  br i1 %884, label %893, label %885

885:                                              ; preds = %883
  %886 = fcmp contract ogt float %880, %878
  br i1 %886, label %893, label %887

887:                                              ; preds = %885
  %888 = fcmp contract oeq float %880, %878
  %889 = icmp samesign ult i32 %881, %879
  %890 = and i1 %888, %889
  br label %893

891:                                              ; preds = %876
  %892 = icmp sgt i32 %881, -1
  br label %893

893:                                              ; preds = %891, %887, %885, %883
  %894 = phi i1 [ %892, %891 ], [ false, %883 ], [ true, %885 ], [ %890, %887 ]
  %895 = select i1 %894, float %880, float %878
  %896 = select i1 %894, i32 %881, i32 %879
  %897 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %895, i32 2, i32 31), !noalias !20
  %898 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %896, i32 2, i32 31), !noalias !20
  %899 = icmp slt i32 %896, 0
  br i1 %899, label %908, label %900

900:                                              ; preds = %893
  %901 = icmp slt i32 %898, 0
  br i1 %901, label %910, label %902

902:                                              ; preds = %900
  %903 = fcmp contract ogt float %897, %895
  br i1 %903, label %910, label %904

904:                                              ; preds = %902
  %905 = fcmp contract oeq float %897, %895
  %906 = icmp samesign ult i32 %898, %896
  %907 = and i1 %905, %906
  br label %910

908:                                              ; preds = %893
  %909 = icmp sgt i32 %898, -1
  br label %910

910:                                              ; preds = %908, %904, %902, %900
  %911 = phi i1 [ %909, %908 ], [ false, %900 ], [ true, %902 ], [ %907, %904 ]
  %912 = select i1 %911, float %897, float %895
  %913 = select i1 %911, i32 %898, i32 %896
  %914 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %912, i32 1, i32 31), !noalias !20
  %915 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %913, i32 1, i32 31), !noalias !20
  %916 = icmp slt i32 %913, 0
  br i1 %916, label %925, label %917

917:                                              ; preds = %910
  %918 = icmp slt i32 %915, 0
  br i1 %918, label %927, label %919

919:                                              ; preds = %917
  %920 = fcmp contract ogt float %914, %912
  br i1 %920, label %927, label %921

921:                                              ; preds = %919
  %922 = fcmp contract oeq float %914, %912
  %923 = icmp samesign ult i32 %915, %913
  %924 = and i1 %922, %923
  br label %927

925:                                              ; preds = %910
  %926 = icmp sgt i32 %915, -1
  br label %927

927:                                              ; preds = %925, %921, %919, %917
  %928 = phi i1 [ %926, %925 ], [ false, %917 ], [ true, %919 ], [ %924, %921 ]
  %929 = select i1 %928, i32 %915, i32 %913
  br i1 %25, label %930, label %937

930:                                              ; preds = %927
  %931 = select i1 %928, float %914, float %912
  %932 = icmp sgt i32 %929, -1
  %933 = select i1 %932, float %931, float 0xC7EFFFFFE0000000
  %934 = or disjoint i64 %48, 6
  %935 = getelementptr inbounds nuw float, ptr %4, i64 %934
  store float %933, ptr %935, align 4, !tbaa !21, !alias.scope !16, !noalias !25
  %936 = getelementptr inbounds nuw i32, ptr %5, i64 %934
  store i32 %929, ptr %936, align 4, !tbaa !6, !alias.scope !18, !noalias !26
  br label %937

937:                                              ; preds = %930, %927
  %938 = icmp sgt i32 %929, -1
  %939 = icmp eq i32 %845, %929
  %940 = select i1 %938, i1 %939, i1 false
  %941 = select i1 %940, float %842, float %843
  %942 = select i1 %940, i32 %844, i32 %845
  %943 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %941, i32 16, i32 31), !noalias !20
  %944 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %942, i32 16, i32 31), !noalias !20
  %945 = icmp slt i32 %942, 0
  br i1 %945, label %954, label %946

946:                                              ; preds = %937
  %947 = icmp slt i32 %944, 0
  br i1 %947, label %956, label %948

948:                                              ; preds = %946
  %949 = fcmp contract ogt float %943, %941
  br i1 %949, label %956, label %950

950:                                              ; preds = %948
  %951 = fcmp contract oeq float %943, %941
  %952 = icmp samesign ult i32 %944, %942
  %953 = and i1 %951, %952
  br label %956

954:                                              ; preds = %937
  %955 = icmp sgt i32 %944, -1
  br label %956

956:                                              ; preds = %954, %950, %948, %946
  %957 = phi i1 [ %955, %954 ], [ false, %946 ], [ true, %948 ], [ %953, %950 ]
  %958 = select i1 %957, float %943, float %941
  %959 = select i1 %957, i32 %944, i32 %942
  %960 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %958, i32 8, i32 31), !noalias !20
  %961 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %959, i32 8, i32 31), !noalias !20
  %962 = icmp slt i32 %959, 0
  br i1 %962, label %971, label %963

963:                                              ; preds = %956
  %964 = icmp slt i32 %961, 0
  br i1 %964, label %973, label %965

965:                                              ; preds = %963
  %966 = fcmp contract ogt float %960, %958
  br i1 %966, label %973, label %967

967:                                              ; preds = %965
  %968 = fcmp contract oeq float %960, %958
  %969 = icmp samesign ult i32 %961, %959
  %970 = and i1 %968, %969
  br label %973

971:                                              ; preds = %956
  %972 = icmp sgt i32 %961, -1
  br label %973

973:                                              ; preds = %971, %967, %965, %963
  %974 = phi i1 [ %972, %971 ], [ false, %963 ], [ true, %965 ], [ %970, %967 ]
  %975 = select i1 %974, float %960, float %958
  %976 = select i1 %974, i32 %961, i32 %959
  %977 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %975, i32 4, i32 31), !noalias !20
  %978 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %976, i32 4, i32 31), !noalias !20
  %979 = icmp slt i32 %976, 0
  br i1 %979, label %988, label %980

980:                                              ; preds = %973
  %981 = icmp slt i32 %978, 0
  br i1 %981, label %990, label %982

982:                                              ; preds = %980
  %983 = fcmp contract ogt float %977, %975
  br i1 %983, label %990, label %984

984:                                              ; preds = %982
  %985 = fcmp contract oeq float %977, %975
  %986 = icmp samesign ult i32 %978, %976
  %987 = and i1 %985, %986
  br label %990

988:                                              ; preds = %973
  %989 = icmp sgt i32 %978, -1
  br label %990

990:                                              ; preds = %988, %984, %982, %980
  %991 = phi i1 [ %989, %988 ], [ false, %980 ], [ true, %982 ], [ %987, %984 ]
  %992 = select i1 %991, float %977, float %975
  %993 = select i1 %991, i32 %978, i32 %976
  %994 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %992, i32 2, i32 31), !noalias !20
  %995 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %993, i32 2, i32 31), !noalias !20
  %996 = icmp slt i32 %993, 0
  br i1 %996, label %1005, label %997

997:                                              ; preds = %990
  %998 = icmp slt i32 %995, 0
  br i1 %998, label %1007, label %999

999:                                              ; preds = %997
  %1000 = fcmp contract ogt float %994, %992
  br i1 %1000, label %1007, label %1001

1001:                                             ; preds = %999
  %1002 = fcmp contract oeq float %994, %992
  %1003 = icmp samesign ult i32 %995, %993
  %1004 = and i1 %1002, %1003
  br label %1007

1005:                                             ; preds = %990
  %1006 = icmp sgt i32 %995, -1
  br label %1007

1007:                                             ; preds = %1005, %1001, %999, %997
  %1008 = phi i1 [ %1006, %1005 ], [ false, %997 ], [ true, %999 ], [ %1004, %1001 ]
  %1009 = select i1 %1008, float %994, float %992
  %1010 = select i1 %1008, i32 %995, i32 %993
  %1011 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1009, i32 1, i32 31), !noalias !20
  %1012 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1010, i32 1, i32 31), !noalias !20
  %1013 = icmp slt i32 %1010, 0
  br i1 %1013, label %1022, label %1014

1014:                                             ; preds = %1007
  %1015 = icmp slt i32 %1012, 0
  br i1 %1015, label %1024, label %1016

1016:                                             ; preds = %1014
  %1017 = fcmp contract ogt float %1011, %1009
  br i1 %1017, label %1024, label %1018

1018:                                             ; preds = %1016
  %1019 = fcmp contract oeq float %1011, %1009
  %1020 = icmp samesign ult i32 %1012, %1010
  %1021 = and i1 %1019, %1020
  br label %1024

1022:                                             ; preds = %1007
  %1023 = icmp sgt i32 %1012, -1
  br label %1024

1024:                                             ; preds = %1022, %1018, %1016, %1014
  %1025 = phi i1 [ %1023, %1022 ], [ false, %1014 ], [ true, %1016 ], [ %1021, %1018 ]
  br i1 %25, label %1026, label %1034

1026:                                             ; preds = %1024
  %1027 = select i1 %1025, i32 %1012, i32 %1010
  %1028 = select i1 %1025, float %1011, float %1009
  %1029 = icmp sgt i32 %1027, -1
  %1030 = select i1 %1029, float %1028, float 0xC7EFFFFFE0000000
  %1031 = or disjoint i64 %48, 7
  %1032 = getelementptr inbounds nuw float, ptr %4, i64 %1031
  store float %1030, ptr %1032, align 4, !tbaa !21, !alias.scope !16, !noalias !25
  %1033 = getelementptr inbounds nuw i32, ptr %5, i64 %1031
  store i32 %1027, ptr %1033, align 4, !tbaa !6, !alias.scope !18, !noalias !26
  br label %1034

1034:                                             ; preds = %1024, %1026
  %1035 = add nuw nsw i32 %27, %15
  %1036 = icmp slt i32 %1035, %1
  br i1 %1036, label %26, label %1037, !llvm.loop !27

1037:                                             ; preds = %1034, %10, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @row_topk8_f64(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = and i32 %7, 31
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %1453

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
  br i1 %20, label %21, label %1453

21:                                               ; preds = %10
  %22 = tail call i32 @llvm.smax.i32(i32 %3, i32 %2)
  %23 = sext i32 %22 to i64
  %24 = icmp slt i32 %12, %2
  %25 = icmp eq i32 %12, 0
  br label %26

26:                                               ; preds = %21, %1450
  %27 = phi i32 [ %19, %21 ], [ %1451, %1450 ]
  %28 = zext nneg i32 %27 to i64
  %29 = mul nsw i64 %28, %23
  %30 = getelementptr inbounds nuw double, ptr %0, i64 %29
  br i1 %24, label %62, label %31

31:                                               ; preds = %205, %26
  %32 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %206, %205 ]
  %33 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %207, %205 ]
  %34 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %208, %205 ]
  %35 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %209, %205 ]
  %36 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %210, %205 ]
  %37 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %211, %205 ]
  %38 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %212, %205 ]
  %39 = phi double [ 0xFFEFFFFFFFFFFFFF, %26 ], [ %213, %205 ]
  %40 = phi i32 [ -1, %26 ], [ %214, %205 ]
  %41 = phi i32 [ -1, %26 ], [ %215, %205 ]
  %42 = phi i32 [ -1, %26 ], [ %216, %205 ]
  %43 = phi i32 [ -1, %26 ], [ %217, %205 ]
  %44 = phi i32 [ -1, %26 ], [ %218, %205 ]
  %45 = phi i32 [ -1, %26 ], [ %219, %205 ]
  %46 = phi i32 [ -1, %26 ], [ %220, %205 ]
  %47 = phi i32 [ -1, %26 ], [ %221, %205 ]
  %48 = shl nuw nsw i64 %28, 3
  %49 = bitcast double %39 to i64
  %50 = trunc i64 %49 to i32
  %51 = lshr i64 %49, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 16, i32 31), !noalias !35
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 16, i32 31), !noalias !35
  %55 = zext i32 %54 to i64
  %56 = shl nuw i64 %55, 32
  %57 = zext i32 %53 to i64
  %58 = or disjoint i64 %56, %57
  %59 = bitcast i64 %58 to double
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 16, i32 31), !noalias !35
  %61 = icmp slt i32 %47, 0
  br i1 %61, label %224, label %226

62:                                               ; preds = %26, %205
  %63 = phi double [ %206, %205 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %64 = phi double [ %207, %205 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %65 = phi double [ %208, %205 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %66 = phi double [ %209, %205 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %67 = phi double [ %210, %205 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %68 = phi double [ %211, %205 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %69 = phi double [ %212, %205 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %70 = phi double [ %213, %205 ], [ 0xFFEFFFFFFFFFFFFF, %26 ]
  %71 = phi i32 [ %214, %205 ], [ -1, %26 ]
  %72 = phi i32 [ %215, %205 ], [ -1, %26 ]
  %73 = phi i32 [ %216, %205 ], [ -1, %26 ]
  %74 = phi i32 [ %217, %205 ], [ -1, %26 ]
  %75 = phi i32 [ %218, %205 ], [ -1, %26 ]
  %76 = phi i32 [ %219, %205 ], [ -1, %26 ]
  %77 = phi i32 [ %220, %205 ], [ -1, %26 ]
  %78 = phi i32 [ %221, %205 ], [ -1, %26 ]
  %79 = phi i32 [ %222, %205 ], [ %12, %26 ]
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw double, ptr %30, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !36, !alias.scope !28, !noalias !38
  %83 = icmp slt i32 %71, 0
  br i1 %83, label %90, label %84

84:                                               ; preds = %62
  %85 = fcmp contract ogt double %82, %63
  %86 = fcmp contract oeq double %82, %63
  %87 = icmp slt i32 %79, %71
  %88 = and i1 %87, %86
  %89 = or i1 %85, %88
  br i1 %89, label %90, label %205

90:                                               ; preds = %62, %84
  %91 = icmp slt i32 %72, 0
  br i1 %91, label %98, label %92

92:                                               ; preds = %90
  %93 = fcmp contract ogt double %82, %64
  %94 = fcmp contract oeq double %82, %64
  %95 = icmp samesign ult i32 %79, %72
  %96 = and i1 %94, %95
  %97 = select i1 %93, i1 true, i1 %96
  br i1 %97, label %98, label %99

98:                                               ; preds = %90, %92
  br label %99

99:                                               ; preds = %92, %98
  %100 = phi double [ %64, %98 ], [ %82, %92 ]
  %101 = phi double [ %82, %98 ], [ %64, %92 ]
  %102 = phi i32 [ %72, %98 ], [ %79, %92 ]
  %103 = phi i32 [ %79, %98 ], [ %72, %92 ]
  %104 = icmp slt i32 %73, 0
  br i1 %104, label %110, label %105

105:                                              ; preds = %99
  %106 = fcmp contract ogt double %101, %65
  %107 = fcmp contract oeq double %101, %65
  %108 = icmp samesign ult i32 %103, %73
  %109 = and i1 %107, %108
  br i1 %106, label %114, label %112

110:                                              ; preds = %99
  %111 = icmp sgt i32 %103, -1
  br label %112

112:                                              ; preds = %110, %105
  %113 = phi i1 [ %111, %110 ], [ %109, %105 ]
  br i1 %113, label %114, label %115

114:                                              ; preds = %112, %105
  br label %115

115:                                              ; preds = %114, %112
  %116 = phi double [ %65, %114 ], [ %101, %112 ]
  %117 = phi double [ %101, %114 ], [ %65, %112 ]
  %118 = phi i32 [ %73, %114 ], [ %103, %112 ]
  %119 = phi i32 [ %103, %114 ], [ %73, %112 ]
  %120 = icmp slt i32 %74, 0
  br i1 %120, label %128, label %121

121:                                              ; preds = %115
  %122 = icmp slt i32 %119, 0
  br i1 %122, label %133, label %123

123:                                              ; preds = %121
  %124 = fcmp contract ogt double %117, %66
  %125 = fcmp contract oeq double %117, %66
  %126 = icmp samesign ult i32 %119, %74
  %127 = and i1 %125, %126
  br i1 %124, label %132, label %130

128:                                              ; preds = %115
  %129 = icmp sgt i32 %119, -1
  br label %130

130:                                              ; preds = %128, %123
  %131 = phi i1 [ %129, %128 ], [ %127, %123 ]
  br i1 %131, label %132, label %133

132:                                              ; preds = %130, %123
  br label %133

133:                                              ; preds = %132, %130, %121
  %134 = phi double [ %66, %132 ], [ %117, %130 ], [ %117, %121 ]
  %135 = phi double [ %117, %132 ], [ %66, %130 ], [ %66, %121 ]
  %136 = phi i32 [ %74, %132 ], [ %119, %130 ], [ %119, %121 ]
  %137 = phi i32 [ %119, %132 ], [ %74, %130 ], [ %74, %121 ]
  %138 = icmp slt i32 %75, 0
  br i1 %138, label %146, label %139

139:                                              ; preds = %133
  %140 = icmp slt i32 %137, 0
  br i1 %140, label %151, label %141

141:                                              ; preds = %139
  %142 = fcmp contract ogt double %135, %67
  %143 = fcmp contract oeq double %135, %67
  %144 = icmp samesign ult i32 %137, %75
  %145 = and i1 %143, %144
  br i1 %142, label %150, label %148

146:                                              ; preds = %133
  %147 = icmp sgt i32 %137, -1
  br label %148

148:                                              ; preds = %146, %141
  %149 = phi i1 [ %147, %146 ], [ %145, %141 ]
  br i1 %149, label %150, label %151

150:                                              ; preds = %148, %141
  br label %151

151:                                              ; preds = %150, %148, %139
  %152 = phi double [ %67, %150 ], [ %135, %148 ], [ %135, %139 ]
  %153 = phi double [ %135, %150 ], [ %67, %148 ], [ %67, %139 ]
  %154 = phi i32 [ %75, %150 ], [ %137, %148 ], [ %137, %139 ]
  %155 = phi i32 [ %137, %150 ], [ %75, %148 ], [ %75, %139 ]
  %156 = icmp slt i32 %76, 0
  br i1 %156, label %164, label %157

157:                                              ; preds = %151
  %158 = icmp slt i32 %155, 0
  br i1 %158, label %169, label %159

159:                                              ; preds = %157
  %160 = fcmp contract ogt double %153, %68
  %161 = fcmp contract oeq double %153, %68
  %162 = icmp samesign ult i32 %155, %76
  %163 = and i1 %161, %162
  br i1 %160, label %168, label %166

164:                                              ; preds = %151
  %165 = icmp sgt i32 %155, -1
  br label %166

166:                                              ; preds = %164, %159
  %167 = phi i1 [ %165, %164 ], [ %163, %159 ]
  br i1 %167, label %168, label %169

168:                                              ; preds = %166, %159
  br label %169

169:                                              ; preds = %168, %166, %157
  %170 = phi double [ %68, %168 ], [ %153, %166 ], [ %153, %157 ]
  %171 = phi double [ %153, %168 ], [ %68, %166 ], [ %68, %157 ]
  %172 = phi i32 [ %76, %168 ], [ %155, %166 ], [ %155, %157 ]
  %173 = phi i32 [ %155, %168 ], [ %76, %166 ], [ %76, %157 ]
  %174 = icmp slt i32 %77, 0
  br i1 %174, label %182, label %175

175:                                              ; preds = %169
  %176 = icmp slt i32 %173, 0
  br i1 %176, label %187, label %177

177:                                              ; preds = %175
  %178 = fcmp contract ogt double %171, %69
  %179 = fcmp contract oeq double %171, %69
  %180 = icmp samesign ult i32 %173, %77
  %181 = and i1 %179, %180
  br i1 %178, label %186, label %184

182:                                              ; preds = %169
  %183 = icmp sgt i32 %173, -1
  br label %184

184:                                              ; preds = %182, %177
  %185 = phi i1 [ %183, %182 ], [ %181, %177 ]
  br i1 %185, label %186, label %187

186:                                              ; preds = %184, %177
  br label %187

187:                                              ; preds = %186, %184, %175
  %188 = phi double [ %69, %186 ], [ %171, %184 ], [ %171, %175 ]
  %189 = phi double [ %171, %186 ], [ %69, %184 ], [ %69, %175 ]
  %190 = phi i32 [ %77, %186 ], [ %173, %184 ], [ %173, %175 ]
  %191 = phi i32 [ %173, %186 ], [ %77, %184 ], [ %77, %175 ]
  %192 = icmp slt i32 %78, 0
  br i1 %192, label %200, label %193

193:                                              ; preds = %187
  %194 = icmp slt i32 %191, 0
  br i1 %194, label %205, label %195

195:                                              ; preds = %193
  %196 = fcmp contract ogt double %189, %70
  %197 = fcmp contract oeq double %189, %70
  %198 = icmp samesign ult i32 %191, %78
  %199 = and i1 %197, %198
  br i1 %196, label %204, label %202

200:                                              ; preds = %187
  %201 = icmp sgt i32 %191, -1
  br label %202

202:                                              ; preds = %200, %195
  %203 = phi i1 [ %201, %200 ], [ %199, %195 ]
  br i1 %203, label %204, label %205

204:                                              ; preds = %202, %195
  br label %205

205:                                              ; preds = %193, %202, %204, %84
  %206 = phi double [ %63, %84 ], [ %100, %204 ], [ %100, %202 ], [ %100, %193 ]
  %207 = phi double [ %64, %84 ], [ %116, %204 ], [ %116, %202 ], [ %116, %193 ]
  %208 = phi double [ %65, %84 ], [ %134, %204 ], [ %134, %202 ], [ %134, %193 ]
  %209 = phi double [ %66, %84 ], [ %152, %204 ], [ %152, %202 ], [ %152, %193 ]
  %210 = phi double [ %67, %84 ], [ %170, %204 ], [ %170, %202 ], [ %170, %193 ]
  %211 = phi double [ %68, %84 ], [ %188, %204 ], [ %188, %202 ], [ %188, %193 ]
  %212 = phi double [ %69, %84 ], [ %70, %204 ], [ %189, %202 ], [ %189, %193 ]
  %213 = phi double [ %70, %84 ], [ %189, %204 ], [ %70, %202 ], [ %70, %193 ]
  %214 = phi i32 [ %71, %84 ], [ %102, %204 ], [ %102, %202 ], [ %102, %193 ]
  %215 = phi i32 [ %72, %84 ], [ %118, %204 ], [ %118, %202 ], [ %118, %193 ]
  %216 = phi i32 [ %73, %84 ], [ %136, %204 ], [ %136, %202 ], [ %136, %193 ]
  %217 = phi i32 [ %74, %84 ], [ %154, %204 ], [ %154, %202 ], [ %154, %193 ]
  %218 = phi i32 [ %75, %84 ], [ %172, %204 ], [ %172, %202 ], [ %172, %193 ]
  %219 = phi i32 [ %76, %84 ], [ %190, %204 ], [ %190, %202 ], [ %190, %193 ]
  %220 = phi i32 [ %77, %84 ], [ %78, %204 ], [ %191, %202 ], [ %191, %193 ]
  %221 = phi i32 [ %78, %84 ], [ %191, %204 ], [ %78, %202 ], [ %78, %193 ]
  %222 = add nuw nsw i32 %79, 32
  %223 = icmp slt i32 %222, %2
  br i1 %223, label %62, label %31, !llvm.loop !39

224:                                              ; preds = %31
  %225 = icmp sgt i32 %60, -1
  br label %234

226:                                              ; preds = %31
  %227 = icmp slt i32 %60, 0
  br i1 %227, label %234, label %228

228:                                              ; preds = %226
  %229 = fcmp contract olt double %39, %59
  br i1 %229, label %234, label %230

230:                                              ; preds = %228
  %231 = fcmp contract oeq double %39, %59
  %232 = icmp samesign ult i32 %60, %47
  %233 = and i1 %232, %231
  br label %234

234:                                              ; preds = %224, %226, %228, %230
  %235 = phi i1 [ %225, %224 ], [ false, %226 ], [ true, %228 ], [ %233, %230 ]
  %236 = select i1 %235, double %59, double %39
  %237 = select i1 %235, i32 %60, i32 %47
  %238 = bitcast double %236 to i64
  %239 = trunc i64 %238 to i32
  %240 = lshr i64 %238, 32
  %241 = trunc nuw i64 %240 to i32
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %239, i32 8, i32 31), !noalias !35
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %241, i32 8, i32 31), !noalias !35
  %244 = zext i32 %243 to i64
  %245 = shl nuw i64 %244, 32
  %246 = zext i32 %242 to i64
  %247 = or disjoint i64 %245, %246
  %248 = bitcast i64 %247 to double
  %249 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %237, i32 8, i32 31), !noalias !35
  %250 = icmp slt i32 %237, 0
  br i1 %250, label %259, label %251

251:                                              ; preds = %234
  %252 = icmp slt i32 %249, 0
  br i1 %252, label %261, label %253

253:                                              ; preds = %251
  %254 = fcmp contract olt double %236, %248
  br i1 %254, label %261, label %255

255:                                              ; preds = %253
  %256 = fcmp contract oeq double %236, %248
  %257 = icmp samesign ult i32 %249, %237
  %258 = and i1 %257, %256
  br label %261

259:                                              ; preds = %234
  %260 = icmp sgt i32 %249, -1
  br label %261

261:                                              ; preds = %259, %255, %253, %251
  %262 = phi i1 [ %260, %259 ], [ false, %251 ], [ true, %253 ], [ %258, %255 ]
  %263 = select i1 %262, double %248, double %236
  %264 = select i1 %262, i32 %249, i32 %237
  %265 = bitcast double %263 to i64
  %266 = trunc i64 %265 to i32
  %267 = lshr i64 %265, 32
  %268 = trunc nuw i64 %267 to i32
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %266, i32 4, i32 31), !noalias !35
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %268, i32 4, i32 31), !noalias !35
  %271 = zext i32 %270 to i64
  %272 = shl nuw i64 %271, 32
  %273 = zext i32 %269 to i64
  %274 = or disjoint i64 %272, %273
  %275 = bitcast i64 %274 to double
  %276 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %264, i32 4, i32 31), !noalias !35
  %277 = icmp slt i32 %264, 0
  br i1 %277, label %286, label %278

278:                                              ; preds = %261
  %279 = icmp slt i32 %276, 0
  br i1 %279, label %288, label %280

280:                                              ; preds = %278
  %281 = fcmp contract olt double %263, %275
  br i1 %281, label %288, label %282

282:                                              ; preds = %280
  %283 = fcmp contract oeq double %263, %275
  %284 = icmp samesign ult i32 %276, %264
  %285 = and i1 %284, %283
  br label %288

286:                                              ; preds = %261
  %287 = icmp sgt i32 %276, -1
  br label %288

288:                                              ; preds = %286, %282, %280, %278
  %289 = phi i1 [ %287, %286 ], [ false, %278 ], [ true, %280 ], [ %285, %282 ]
  %290 = select i1 %289, double %275, double %263
  %291 = select i1 %289, i32 %276, i32 %264
  %292 = bitcast double %290 to i64
  %293 = trunc i64 %292 to i32
  %294 = lshr i64 %292, 32
  %295 = trunc nuw i64 %294 to i32
  %296 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %293, i32 2, i32 31), !noalias !35
  %297 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %295, i32 2, i32 31), !noalias !35
  %298 = zext i32 %297 to i64
  %299 = shl nuw i64 %298, 32
  %300 = zext i32 %296 to i64
  %301 = or disjoint i64 %299, %300
  %302 = bitcast i64 %301 to double
  %303 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %291, i32 2, i32 31), !noalias !35
  %304 = icmp slt i32 %291, 0
  br i1 %304, label %313, label %305

305:                                              ; preds = %288
  %306 = icmp slt i32 %303, 0
  br i1 %306, label %315, label %307

307:                                              ; preds = %305
  %308 = fcmp contract olt double %290, %302
  br i1 %308, label %315, label %309

309:                                              ; preds = %307
  %310 = fcmp contract oeq double %290, %302
  %311 = icmp samesign ult i32 %303, %291
  %312 = and i1 %311, %310
  br label %315

313:                                              ; preds = %288
  %314 = icmp sgt i32 %303, -1
  br label %315

315:                                              ; preds = %313, %309, %307, %305
  %316 = phi i1 [ %314, %313 ], [ false, %305 ], [ true, %307 ], [ %312, %309 ]
  %317 = select i1 %316, double %302, double %290
  %318 = select i1 %316, i32 %303, i32 %291
  %319 = bitcast double %317 to i64
  %320 = trunc i64 %319 to i32
  %321 = lshr i64 %319, 32
  %322 = trunc nuw i64 %321 to i32
  %323 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %320, i32 1, i32 31), !noalias !35
  %324 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %322, i32 1, i32 31), !noalias !35
  %325 = zext i32 %324 to i64
  %326 = shl nuw i64 %325, 32
  %327 = zext i32 %323 to i64
  %328 = or disjoint i64 %326, %327
  %329 = bitcast i64 %328 to double
  %330 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %318, i32 1, i32 31), !noalias !35
  %331 = icmp slt i32 %318, 0
  br i1 %331, label %340, label %332

332:                                              ; preds = %315
  %333 = icmp slt i32 %330, 0
  br i1 %333, label %342, label %334

334:                                              ; preds = %332
  %335 = fcmp contract olt double %317, %329
  br i1 %335, label %342, label %336

336:                                              ; preds = %334
  %337 = fcmp contract oeq double %317, %329
  %338 = icmp samesign ult i32 %330, %318
  %339 = and i1 %338, %337
  br label %342

340:                                              ; preds = %315
  %341 = icmp sgt i32 %330, -1
  br label %342

342:                                              ; preds = %340, %336, %334, %332
  %343 = phi i1 [ %341, %340 ], [ false, %332 ], [ true, %334 ], [ %339, %336 ]
  %344 = select i1 %343, i32 %330, i32 %318
  br i1 %25, label %345, label %351

345:                                              ; preds = %342
  %346 = select i1 %343, double %329, double %317
  %347 = icmp sgt i32 %344, -1
  %348 = select i1 %347, double %346, double 0xFFEFFFFFFFFFFFFF
  %349 = getelementptr inbounds nuw double, ptr %4, i64 %48
  store double %348, ptr %349, align 8, !tbaa !36, !alias.scope !31, !noalias !40
  %350 = getelementptr inbounds nuw i32, ptr %5, i64 %48
  store i32 %344, ptr %350, align 4, !tbaa !6, !alias.scope !33, !noalias !41
  br label %351

351:                                              ; preds = %345, %342
  %352 = icmp sgt i32 %344, -1
  %353 = icmp eq i32 %47, %344
  %354 = select i1 %352, i1 %353, i1 false
  br i1 %354, label %355, label %360

355:                                              ; preds = %351
  %356 = bitcast double %38 to i64
  %357 = trunc i64 %356 to i32
  %358 = lshr i64 %356, 32
  %359 = trunc nuw i64 %358 to i32
  br label %360

360:                                              ; preds = %355, %351
  %361 = phi i32 [ %359, %355 ], [ %52, %351 ]
  %362 = phi i32 [ %357, %355 ], [ %50, %351 ]
  %363 = phi double [ %32, %355 ], [ %33, %351 ]
  %364 = phi double [ %33, %355 ], [ %34, %351 ]
  %365 = phi double [ %34, %355 ], [ %35, %351 ]
  %366 = phi double [ %35, %355 ], [ %36, %351 ]
  %367 = phi double [ %36, %355 ], [ %37, %351 ]
  %368 = phi double [ %37, %355 ], [ %38, %351 ]
  %369 = phi double [ %38, %355 ], [ %39, %351 ]
  %370 = phi i32 [ %40, %355 ], [ %41, %351 ]
  %371 = phi i32 [ %41, %355 ], [ %42, %351 ]
  %372 = phi i32 [ %42, %355 ], [ %43, %351 ]
  %373 = phi i32 [ %43, %355 ], [ %44, %351 ]
  %374 = phi i32 [ %44, %355 ], [ %45, %351 ]
  %375 = phi i32 [ %45, %355 ], [ %46, %351 ]
  %376 = phi i32 [ %46, %355 ], [ %47, %351 ]
  %377 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %362, i32 16, i32 31), !noalias !35
  %378 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %361, i32 16, i32 31), !noalias !35
  %379 = zext i32 %378 to i64
  %380 = shl nuw i64 %379, 32
  %381 = zext i32 %377 to i64
  %382 = or disjoint i64 %380, %381
  %383 = bitcast i64 %382 to double
  %384 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %376, i32 16, i32 31), !noalias !35
  %385 = icmp slt i32 %376, 0
  br i1 %385, label %394, label %386

386:                                              ; preds = %360
  %387 = icmp slt i32 %384, 0
  br i1 %387, label %396, label %388

388:                                              ; preds = %386
  %389 = fcmp contract olt double %369, %383
  br i1 %389, label %396, label %390

390:                                              ; preds = %388
  %391 = fcmp contract oeq double %369, %383
  %392 = icmp samesign ult i32 %384, %376
  %393 = and i1 %392, %391
  br label %396

394:                                              ; preds = %360
  %395 = icmp sgt i32 %384, -1
  br label %396

396:                                              ; preds = %394, %390, %388, %386
  %397 = phi i1 [ %395, %394 ], [ false, %386 ], [ true, %388 ], [ %393, %390 ]
  %398 = select i1 %397, double %383, double %369
  %399 = select i1 %397, i32 %384, i32 %376
  %400 = bitcast double %398 to i64
  %401 = trunc i64 %400 to i32
  %402 = lshr i64 %400, 32
  %403 = trunc nuw i64 %402 to i32
  %404 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %401, i32 8, i32 31), !noalias !35
  %405 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %403, i32 8, i32 31), !noalias !35
  %406 = zext i32 %405 to i64
  %407 = shl nuw i64 %406, 32
  %408 = zext i32 %404 to i64
  %409 = or disjoint i64 %407, %408
  %410 = bitcast i64 %409 to double
  %411 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %399, i32 8, i32 31), !noalias !35
  %412 = icmp slt i32 %399, 0
  br i1 %412, label %421, label %413

413:                                              ; preds = %396
  %414 = icmp slt i32 %411, 0
  br i1 %414, label %423, label %415

415:                                              ; preds = %413
  %416 = fcmp contract olt double %398, %410
  br i1 %416, label %423, label %417

417:                                              ; preds = %415
  %418 = fcmp contract oeq double %398, %410
  %419 = icmp samesign ult i32 %411, %399
  %420 = and i1 %419, %418
  br label %423

421:                                              ; preds = %396
  %422 = icmp sgt i32 %411, -1
  br label %423

423:                                              ; preds = %421, %417, %415, %413
  %424 = phi i1 [ %422, %421 ], [ false, %413 ], [ true, %415 ], [ %420, %417 ]
  %425 = select i1 %424, double %410, double %398
  %426 = select i1 %424, i32 %411, i32 %399
  %427 = bitcast double %425 to i64
  %428 = trunc i64 %427 to i32
  %429 = lshr i64 %427, 32
  %430 = trunc nuw i64 %429 to i32
  %431 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %428, i32 4, i32 31), !noalias !35
  %432 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %430, i32 4, i32 31), !noalias !35
  %433 = zext i32 %432 to i64
  %434 = shl nuw i64 %433, 32
  %435 = zext i32 %431 to i64
  %436 = or disjoint i64 %434, %435
  %437 = bitcast i64 %436 to double
  %438 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %426, i32 4, i32 31), !noalias !35
  %439 = icmp slt i32 %426, 0
  br i1 %439, label %448, label %440

440:                                              ; preds = %423
  %441 = icmp slt i32 %438, 0
  br i1 %441, label %450, label %442

442:                                              ; preds = %440
  %443 = fcmp contract olt double %425, %437
  br i1 %443, label %450, label %444

444:                                              ; preds = %442
  %445 = fcmp contract oeq double %425, %437
  %446 = icmp samesign ult i32 %438, %426
  %447 = and i1 %446, %445
  br label %450

448:                                              ; preds = %423
  %449 = icmp sgt i32 %438, -1
  br label %450

450:                                              ; preds = %448, %444, %442, %440
  %451 = phi i1 [ %449, %448 ], [ false, %440 ], [ true, %442 ], [ %447, %444 ]
  %452 = select i1 %451, double %437, double %425
  %453 = select i1 %451, i32 %438, i32 %426
  %454 = bitcast double %452 to i64
  %455 = trunc i64 %454 to i32
  %456 = lshr i64 %454, 32
  %457 = trunc nuw i64 %456 to i32
  %458 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %455, i32 2, i32 31), !noalias !35
  %459 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %457, i32 2, i32 31), !noalias !35
  %460 = zext i32 %459 to i64
  %461 = shl nuw i64 %460, 32
  %462 = zext i32 %458 to i64
  %463 = or disjoint i64 %461, %462
  %464 = bitcast i64 %463 to double
  %465 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %453, i32 2, i32 31), !noalias !35
  %466 = icmp slt i32 %453, 0
  br i1 %466, label %475, label %467

467:                                              ; preds = %450
  %468 = icmp slt i32 %465, 0
  br i1 %468, label %477, label %469

469:                                              ; preds = %467
  %470 = fcmp contract olt double %452, %464
  br i1 %470, label %477, label %471

471:                                              ; preds = %469
  %472 = fcmp contract oeq double %452, %464
  %473 = icmp samesign ult i32 %465, %453
  %474 = and i1 %473, %472
  br label %477

475:                                              ; preds = %450
  %476 = icmp sgt i32 %465, -1
  br label %477

477:                                              ; preds = %475, %471, %469, %467
  %478 = phi i1 [ %476, %475 ], [ false, %467 ], [ true, %469 ], [ %474, %471 ]
  %479 = select i1 %478, double %464, double %452
  %480 = select i1 %478, i32 %465, i32 %453
  %481 = bitcast double %479 to i64
  %482 = trunc i64 %481 to i32
  %483 = lshr i64 %481, 32
  %484 = trunc nuw i64 %483 to i32
  %485 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %482, i32 1, i32 31), !noalias !35
  %486 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %484, i32 1, i32 31), !noalias !35
  %487 = zext i32 %486 to i64
  %488 = shl nuw i64 %487, 32
  %489 = zext i32 %485 to i64
  %490 = or disjoint i64 %488, %489
  %491 = bitcast i64 %490 to double
  %492 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %480, i32 1, i32 31), !noalias !35
  %493 = icmp slt i32 %480, 0
  br i1 %493, label %502, label %494

494:                                              ; preds = %477
  %495 = icmp slt i32 %492, 0
  br i1 %495, label %504, label %496

496:                                              ; preds = %494
  %497 = fcmp contract olt double %479, %491
  br i1 %497, label %504, label %498

498:                                              ; preds = %496
  %499 = fcmp contract oeq double %479, %491
  %500 = icmp samesign ult i32 %492, %480
  %501 = and i1 %500, %499
  br label %504

502:                                              ; preds = %477
  %503 = icmp sgt i32 %492, -1
  br label %504

504:                                              ; preds = %502, %498, %496, %494
  %505 = phi i1 [ %503, %502 ], [ false, %494 ], [ true, %496 ], [ %501, %498 ]
  %506 = select i1 %505, i32 %492, i32 %480
  br i1 %25, label %507, label %514

507:                                              ; preds = %504
  %508 = select i1 %505, double %491, double %479
  %509 = icmp sgt i32 %506, -1
  %510 = select i1 %509, double %508, double 0xFFEFFFFFFFFFFFFF
  %511 = or disjoint i64 %48, 1
  %512 = getelementptr inbounds nuw double, ptr %4, i64 %511
  store double %510, ptr %512, align 8, !tbaa !36, !alias.scope !31, !noalias !40
  %513 = getelementptr inbounds nuw i32, ptr %5, i64 %511
  store i32 %506, ptr %513, align 4, !tbaa !6, !alias.scope !33, !noalias !41
  br label %514

514:                                              ; preds = %507, %504
  %515 = icmp sgt i32 %506, -1
  %516 = icmp eq i32 %376, %506
  %517 = select i1 %515, i1 %516, i1 false
  br i1 %517, label %518, label %523

518:                                              ; preds = %514
  %519 = bitcast double %368 to i64
  %520 = trunc i64 %519 to i32
  %521 = lshr i64 %519, 32
  %522 = trunc nuw i64 %521 to i32
  br label %523

523:                                              ; preds = %518, %514
  %524 = phi i32 [ %522, %518 ], [ %361, %514 ]
  %525 = phi i32 [ %520, %518 ], [ %362, %514 ]
  %526 = phi double [ %363, %518 ], [ %364, %514 ]
  %527 = phi double [ %364, %518 ], [ %365, %514 ]
  %528 = phi double [ %365, %518 ], [ %366, %514 ]
  %529 = phi double [ %366, %518 ], [ %367, %514 ]
  %530 = phi double [ %367, %518 ], [ %368, %514 ]
  %531 = phi double [ %368, %518 ], [ %369, %514 ]
  %532 = phi i32 [ %370, %518 ], [ %371, %514 ]
  %533 = phi i32 [ %371, %518 ], [ %372, %514 ]
  %534 = phi i32 [ %372, %518 ], [ %373, %514 ]
  %535 = phi i32 [ %373, %518 ], [ %374, %514 ]
  %536 = phi i32 [ %374, %518 ], [ %375, %514 ]
  %537 = phi i32 [ %375, %518 ], [ %376, %514 ]
  %538 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %525, i32 16, i32 31), !noalias !35
  %539 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %524, i32 16, i32 31), !noalias !35
  %540 = zext i32 %539 to i64
  %541 = shl nuw i64 %540, 32
  %542 = zext i32 %538 to i64
  %543 = or disjoint i64 %541, %542
  %544 = bitcast i64 %543 to double
  %545 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %537, i32 16, i32 31), !noalias !35
  %546 = icmp slt i32 %537, 0
  br i1 %546, label %555, label %547

547:                                              ; preds = %523
  %548 = icmp slt i32 %545, 0
  br i1 %548, label %557, label %549

549:                                              ; preds = %547
  %550 = fcmp contract olt double %531, %544
  br i1 %550, label %557, label %551

551:                                              ; preds = %549
  %552 = fcmp contract oeq double %531, %544
  %553 = icmp samesign ult i32 %545, %537
  %554 = and i1 %553, %552
  br label %557

555:                                              ; preds = %523
  %556 = icmp sgt i32 %545, -1
  br label %557

557:                                              ; preds = %555, %551, %549, %547
  %558 = phi i1 [ %556, %555 ], [ false, %547 ], [ true, %549 ], [ %554, %551 ]
  %559 = select i1 %558, double %544, double %531
  %560 = select i1 %558, i32 %545, i32 %537
  %561 = bitcast double %559 to i64
  %562 = trunc i64 %561 to i32
  %563 = lshr i64 %561, 32
  %564 = trunc nuw i64 %563 to i32
  %565 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %562, i32 8, i32 31), !noalias !35
  %566 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %564, i32 8, i32 31), !noalias !35
  %567 = zext i32 %566 to i64
  %568 = shl nuw i64 %567, 32
  %569 = zext i32 %565 to i64
  %570 = or disjoint i64 %568, %569
  %571 = bitcast i64 %570 to double
  %572 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %560, i32 8, i32 31), !noalias !35
  %573 = icmp slt i32 %560, 0
  br i1 %573, label %582, label %574

574:                                              ; preds = %557
  %575 = icmp slt i32 %572, 0
  br i1 %575, label %584, label %576

576:                                              ; preds = %574
  %577 = fcmp contract olt double %559, %571
  br i1 %577, label %584, label %578

578:                                              ; preds = %576
  %579 = fcmp contract oeq double %559, %571
  %580 = icmp samesign ult i32 %572, %560
  %581 = and i1 %580, %579
  br label %584

582:                                              ; preds = %557
  %583 = icmp sgt i32 %572, -1
  br label %584

584:                                              ; preds = %582, %578, %576, %574
  %585 = phi i1 [ %583, %582 ], [ false, %574 ], [ true, %576 ], [ %581, %578 ]
  %586 = select i1 %585, double %571, double %559
  %587 = select i1 %585, i32 %572, i32 %560
  %588 = bitcast double %586 to i64
  %589 = trunc i64 %588 to i32
  %590 = lshr i64 %588, 32
  %591 = trunc nuw i64 %590 to i32
  %592 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %589, i32 4, i32 31), !noalias !35
  %593 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %591, i32 4, i32 31), !noalias !35
  %594 = zext i32 %593 to i64
  %595 = shl nuw i64 %594, 32
  %596 = zext i32 %592 to i64
  %597 = or disjoint i64 %595, %596
  %598 = bitcast i64 %597 to double
  %599 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %587, i32 4, i32 31), !noalias !35
  %600 = icmp slt i32 %587, 0
  br i1 %600, label %609, label %601

601:                                              ; preds = %584
  %602 = icmp slt i32 %599, 0
  br i1 %602, label %611, label %603

603:                                              ; preds = %601
  %604 = fcmp contract olt double %586, %598
  br i1 %604, label %611, label %605

605:                                              ; preds = %603
  %606 = fcmp contract oeq double %586, %598
  %607 = icmp samesign ult i32 %599, %587
  %608 = and i1 %607, %606
  br label %611

609:                                              ; preds = %584
  %610 = icmp sgt i32 %599, -1
  br label %611

611:                                              ; preds = %609, %605, %603, %601
  %612 = phi i1 [ %610, %609 ], [ false, %601 ], [ true, %603 ], [ %608, %605 ]
  %613 = select i1 %612, double %598, double %586
  %614 = select i1 %612, i32 %599, i32 %587
  %615 = bitcast double %613 to i64
  %616 = trunc i64 %615 to i32
  %617 = lshr i64 %615, 32
  %618 = trunc nuw i64 %617 to i32
  %619 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %616, i32 2, i32 31), !noalias !35
  %620 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %618, i32 2, i32 31), !noalias !35
  %621 = zext i32 %620 to i64
  %622 = shl nuw i64 %621, 32
  %623 = zext i32 %619 to i64
  %624 = or disjoint i64 %622, %623
  %625 = bitcast i64 %624 to double
  %626 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %614, i32 2, i32 31), !noalias !35
  %627 = icmp slt i32 %614, 0
  br i1 %627, label %636, label %628

628:                                              ; preds = %611
  %629 = icmp slt i32 %626, 0
  br i1 %629, label %638, label %630

630:                                              ; preds = %628
  %631 = fcmp contract olt double %613, %625
  br i1 %631, label %638, label %632

632:                                              ; preds = %630
  %633 = fcmp contract oeq double %613, %625
  %634 = icmp samesign ult i32 %626, %614
  %635 = and i1 %634, %633
  br label %638

636:                                              ; preds = %611
  %637 = icmp sgt i32 %626, -1
  br label %638

638:                                              ; preds = %636, %632, %630, %628
  %639 = phi i1 [ %637, %636 ], [ false, %628 ], [ true, %630 ], [ %635, %632 ]
  %640 = select i1 %639, double %625, double %613
  %641 = select i1 %639, i32 %626, i32 %614
  %642 = bitcast double %640 to i64
  %643 = trunc i64 %642 to i32
  %644 = lshr i64 %642, 32
  %645 = trunc nuw i64 %644 to i32
  %646 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %643, i32 1, i32 31), !noalias !35
  %647 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %645, i32 1, i32 31), !noalias !35
  %648 = zext i32 %647 to i64
  %649 = shl nuw i64 %648, 32
  %650 = zext i32 %646 to i64
  %651 = or disjoint i64 %649, %650
  %652 = bitcast i64 %651 to double
  %653 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %641, i32 1, i32 31), !noalias !35
  %654 = icmp slt i32 %641, 0
  br i1 %654, label %663, label %655

655:                                              ; preds = %638
  %656 = icmp slt i32 %653, 0
  br i1 %656, label %665, label %657

657:                                              ; preds = %655
  %658 = fcmp contract olt double %640, %652
  br i1 %658, label %665, label %659

659:                                              ; preds = %657
  %660 = fcmp contract oeq double %640, %652
  %661 = icmp samesign ult i32 %653, %641
  %662 = and i1 %661, %660
  br label %665

663:                                              ; preds = %638
  %664 = icmp sgt i32 %653, -1
  br label %665

665:                                              ; preds = %663, %659, %657, %655
  %666 = phi i1 [ %664, %663 ], [ false, %655 ], [ true, %657 ], [ %662, %659 ]
  %667 = select i1 %666, i32 %653, i32 %641
  br i1 %25, label %668, label %675

668:                                              ; preds = %665
  %669 = select i1 %666, double %652, double %640
  %670 = icmp sgt i32 %667, -1
  %671 = select i1 %670, double %669, double 0xFFEFFFFFFFFFFFFF
  %672 = or disjoint i64 %48, 2
  %673 = getelementptr inbounds nuw double, ptr %4, i64 %672
  store double %671, ptr %673, align 8, !tbaa !36, !alias.scope !31, !noalias !40
  %674 = getelementptr inbounds nuw i32, ptr %5, i64 %672
  store i32 %667, ptr %674, align 4, !tbaa !6, !alias.scope !33, !noalias !41
  br label %675

675:                                              ; preds = %668, %665
  %676 = icmp sgt i32 %667, -1
  %677 = icmp eq i32 %537, %667
  %678 = select i1 %676, i1 %677, i1 false
  br i1 %678, label %679, label %684

679:                                              ; preds = %675
  %680 = bitcast double %530 to i64
  %681 = trunc i64 %680 to i32
  %682 = lshr i64 %680, 32
  %683 = trunc nuw i64 %682 to i32
  br label %684

684:                                              ; preds = %679, %675
  %685 = phi i32 [ %683, %679 ], [ %524, %675 ]
  %686 = phi i32 [ %681, %679 ], [ %525, %675 ]
  %687 = phi double [ %526, %679 ], [ %527, %675 ]
  %688 = phi double [ %527, %679 ], [ %528, %675 ]
  %689 = phi double [ %528, %679 ], [ %529, %675 ]
  %690 = phi double [ %529, %679 ], [ %530, %675 ]
  %691 = phi double [ %530, %679 ], [ %531, %675 ]
  %692 = phi i32 [ %532, %679 ], [ %533, %675 ]
  %693 = phi i32 [ %533, %679 ], [ %534, %675 ]
  %694 = phi i32 [ %534, %679 ], [ %535, %675 ]
  %695 = phi i32 [ %535, %679 ], [ %536, %675 ]
  %696 = phi i32 [ %536, %679 ], [ %537, %675 ]
  %697 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %686, i32 16, i32 31), !noalias !35
  %698 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %685, i32 16, i32 31), !noalias !35
  %699 = zext i32 %698 to i64
  %700 = shl nuw i64 %699, 32
  %701 = zext i32 %697 to i64
  %702 = or disjoint i64 %700, %701
  %703 = bitcast i64 %702 to double
  %704 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %696, i32 16, i32 31), !noalias !35
  %705 = icmp slt i32 %696, 0
  br i1 %705, label %714, label %706

706:                                              ; preds = %684
  %707 = icmp slt i32 %704, 0
  br i1 %707, label %716, label %708

708:                                              ; preds = %706
  %709 = fcmp contract olt double %691, %703
  br i1 %709, label %716, label %710

710:                                              ; preds = %708
  %711 = fcmp contract oeq double %691, %703
  %712 = icmp samesign ult i32 %704, %696
  %713 = and i1 %712, %711
  br label %716

714:                                              ; preds = %684
  %715 = icmp sgt i32 %704, -1
  br label %716

716:                                              ; preds = %714, %710, %708, %706
  %717 = phi i1 [ %715, %714 ], [ false, %706 ], [ true, %708 ], [ %713, %710 ]
  %718 = select i1 %717, double %703, double %691
  %719 = select i1 %717, i32 %704, i32 %696
  %720 = bitcast double %718 to i64
  %721 = trunc i64 %720 to i32
  %722 = lshr i64 %720, 32
  %723 = trunc nuw i64 %722 to i32
  %724 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %721, i32 8, i32 31), !noalias !35
  %725 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %723, i32 8, i32 31), !noalias !35
  %726 = zext i32 %725 to i64
  %727 = shl nuw i64 %726, 32
  %728 = zext i32 %724 to i64
  %729 = or disjoint i64 %727, %728
  %730 = bitcast i64 %729 to double
  %731 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %719, i32 8, i32 31), !noalias !35
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
  %739 = icmp samesign ult i32 %731, %719
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
  %751 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %748, i32 4, i32 31), !noalias !35
  %752 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %750, i32 4, i32 31), !noalias !35
  %753 = zext i32 %752 to i64
  %754 = shl nuw i64 %753, 32
  %755 = zext i32 %751 to i64
  %756 = or disjoint i64 %754, %755
  %757 = bitcast i64 %756 to double
  %758 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %746, i32 4, i32 31), !noalias !35
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
  %766 = icmp samesign ult i32 %758, %746
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
  %778 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %775, i32 2, i32 31), !noalias !35
  %779 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %777, i32 2, i32 31), !noalias !35
  %780 = zext i32 %779 to i64
  %781 = shl nuw i64 %780, 32
  %782 = zext i32 %778 to i64
  %783 = or disjoint i64 %781, %782
  %784 = bitcast i64 %783 to double
  %785 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %773, i32 2, i32 31), !noalias !35
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
  %793 = icmp samesign ult i32 %785, %773
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
  %805 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %802, i32 1, i32 31), !noalias !35
  %806 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %804, i32 1, i32 31), !noalias !35
  %807 = zext i32 %806 to i64
  %808 = shl nuw i64 %807, 32
  %809 = zext i32 %805 to i64
  %810 = or disjoint i64 %808, %809
  %811 = bitcast i64 %810 to double
  %812 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %800, i32 1, i32 31), !noalias !35
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
  %820 = icmp samesign ult i32 %812, %800
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
  store double %830, ptr %832, align 8, !tbaa !36, !alias.scope !31, !noalias !40
  %833 = getelementptr inbounds nuw i32, ptr %5, i64 %831
  store i32 %826, ptr %833, align 4, !tbaa !6, !alias.scope !33, !noalias !41
  br label %834

834:                                              ; preds = %827, %824
  %835 = icmp sgt i32 %826, -1
  %836 = icmp eq i32 %696, %826
  %837 = select i1 %835, i1 %836, i1 false
  br i1 %837, label %838, label %843

838:                                              ; preds = %834
  %839 = bitcast double %690 to i64
  %840 = trunc i64 %839 to i32
  %841 = lshr i64 %839, 32
  %842 = trunc nuw i64 %841 to i32
  br label %843

843:                                              ; preds = %838, %834
  %844 = phi i32 [ %842, %838 ], [ %685, %834 ]
  %845 = phi i32 [ %840, %838 ], [ %686, %834 ]
  %846 = phi double [ %687, %838 ], [ %688, %834 ]
  %847 = phi double [ %688, %838 ], [ %689, %834 ]
  %848 = phi double [ %689, %838 ], [ %690, %834 ]
  %849 = phi double [ %690, %838 ], [ %691, %834 ]
  %850 = phi i32 [ %692, %838 ], [ %693, %834 ]
  %851 = phi i32 [ %693, %838 ], [ %694, %834 ]
  %852 = phi i32 [ %694, %838 ], [ %695, %834 ]
  %853 = phi i32 [ %695, %838 ], [ %696, %834 ]
  %854 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %845, i32 16, i32 31), !noalias !35
  %855 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %844, i32 16, i32 31), !noalias !35
  %856 = zext i32 %855 to i64
  %857 = shl nuw i64 %856, 32
  %858 = zext i32 %854 to i64
  %859 = or disjoint i64 %857, %858
  %860 = bitcast i64 %859 to double
  %861 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %853, i32 16, i32 31), !noalias !35
  %862 = icmp slt i32 %853, 0
  br i1 %862, label %871, label %863

863:                                              ; preds = %843
  %864 = icmp slt i32 %861, 0
  br i1 %864, label %873, label %865

865:                                              ; preds = %863
  %866 = fcmp contract olt double %849, %860
  br i1 %866, label %873, label %867

867:                                              ; preds = %865
  %868 = fcmp contract oeq double %849, %860
  %869 = icmp samesign ult i32 %861, %853
  %870 = and i1 %869, %868
  br label %873

871:                                              ; preds = %843
  %872 = icmp sgt i32 %861, -1
  br label %873

873:                                              ; preds = %871, %867, %865, %863
  %874 = phi i1 [ %872, %871 ], [ false, %863 ], [ true, %865 ], [ %870, %867 ]
  %875 = select i1 %874, double %860, double %849
  %876 = select i1 %874, i32 %861, i32 %853
  %877 = bitcast double %875 to i64
  %878 = trunc i64 %877 to i32
  %879 = lshr i64 %877, 32
  %880 = trunc nuw i64 %879 to i32
  %881 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %878, i32 8, i32 31), !noalias !35
  %882 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %880, i32 8, i32 31), !noalias !35
  %883 = zext i32 %882 to i64
  %884 = shl nuw i64 %883, 32
  %885 = zext i32 %881 to i64
  %886 = or disjoint i64 %884, %885
  %887 = bitcast i64 %886 to double
  %888 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %876, i32 8, i32 31), !noalias !35
  %889 = icmp slt i32 %876, 0
  br i1 %889, label %898, label %890

890:                                              ; preds = %873
  %891 = icmp slt i32 %888, 0
  br i1 %891, label %900, label %892

892:                                              ; preds = %890
  %893 = fcmp contract olt double %875, %887
  br i1 %893, label %900, label %894

894:                                              ; preds = %892
  %895 = fcmp contract oeq double %875, %887
  %896 = icmp samesign ult i32 %888, %876
  %897 = and i1 %896, %895
  br label %900

898:                                              ; preds = %873
  %899 = icmp sgt i32 %888, -1
  br label %900

900:                                              ; preds = %898, %894, %892, %890
  %901 = phi i1 [ %899, %898 ], [ false, %890 ], [ true, %892 ], [ %897, %894 ]
  %902 = select i1 %901, double %887, double %875
  %903 = select i1 %901, i32 %888, i32 %876
  %904 = bitcast double %902 to i64
  %905 = trunc i64 %904 to i32
  %906 = lshr i64 %904, 32
  %907 = trunc nuw i64 %906 to i32
  %908 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %905, i32 4, i32 31), !noalias !35
  %909 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %907, i32 4, i32 31), !noalias !35
  %910 = zext i32 %909 to i64
  %911 = shl nuw i64 %910, 32
  %912 = zext i32 %908 to i64
  %913 = or disjoint i64 %911, %912
  %914 = bitcast i64 %913 to double
  %915 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %903, i32 4, i32 31), !noalias !35
  %916 = icmp slt i32 %903, 0
  br i1 %916, label %925, label %917

917:                                              ; preds = %900
  %918 = icmp slt i32 %915, 0
  br i1 %918, label %927, label %919

919:                                              ; preds = %917
  %920 = fcmp contract olt double %902, %914
  br i1 %920, label %927, label %921

921:                                              ; preds = %919
  %922 = fcmp contract oeq double %902, %914
  %923 = icmp samesign ult i32 %915, %903
  %924 = and i1 %923, %922
  br label %927

925:                                              ; preds = %900
  %926 = icmp sgt i32 %915, -1
  br label %927

927:                                              ; preds = %925, %921, %919, %917
  %928 = phi i1 [ %926, %925 ], [ false, %917 ], [ true, %919 ], [ %924, %921 ]
  %929 = select i1 %928, double %914, double %902
  %930 = select i1 %928, i32 %915, i32 %903
  %931 = bitcast double %929 to i64
  %932 = trunc i64 %931 to i32
  %933 = lshr i64 %931, 32
  %934 = trunc nuw i64 %933 to i32
  %935 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %932, i32 2, i32 31), !noalias !35
  %936 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %934, i32 2, i32 31), !noalias !35
  %937 = zext i32 %936 to i64
  %938 = shl nuw i64 %937, 32
  %939 = zext i32 %935 to i64
  %940 = or disjoint i64 %938, %939
  %941 = bitcast i64 %940 to double
  %942 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %930, i32 2, i32 31), !noalias !35
  %943 = icmp slt i32 %930, 0
  br i1 %943, label %952, label %944

944:                                              ; preds = %927
  %945 = icmp slt i32 %942, 0
  br i1 %945, label %954, label %946

946:                                              ; preds = %944
  %947 = fcmp contract olt double %929, %941
  br i1 %947, label %954, label %948

948:                                              ; preds = %946
  %949 = fcmp contract oeq double %929, %941
  %950 = icmp samesign ult i32 %942, %930
  %951 = and i1 %950, %949
  br label %954

952:                                              ; preds = %927
  %953 = icmp sgt i32 %942, -1
  br label %954

954:                                              ; preds = %952, %948, %946, %944
  %955 = phi i1 [ %953, %952 ], [ false, %944 ], [ true, %946 ], [ %951, %948 ]
  %956 = select i1 %955, double %941, double %929
  %957 = select i1 %955, i32 %942, i32 %930
  %958 = bitcast double %956 to i64
  %959 = trunc i64 %958 to i32
  %960 = lshr i64 %958, 32
  %961 = trunc nuw i64 %960 to i32
  %962 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %959, i32 1, i32 31), !noalias !35
  %963 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %961, i32 1, i32 31), !noalias !35
  %964 = zext i32 %963 to i64
  %965 = shl nuw i64 %964, 32
  %966 = zext i32 %962 to i64
  %967 = or disjoint i64 %965, %966
  %968 = bitcast i64 %967 to double
  %969 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %957, i32 1, i32 31), !noalias !35
  %970 = icmp slt i32 %957, 0
  br i1 %970, label %979, label %971

971:                                              ; preds = %954
  %972 = icmp slt i32 %969, 0
  br i1 %972, label %981, label %973

973:                                              ; preds = %971
  %974 = fcmp contract olt double %956, %968
  br i1 %974, label %981, label %975

975:                                              ; preds = %973
  %976 = fcmp contract oeq double %956, %968
  %977 = icmp samesign ult i32 %969, %957
  %978 = and i1 %977, %976
  br label %981

979:                                              ; preds = %954
  %980 = icmp sgt i32 %969, -1
  br label %981

981:                                              ; preds = %979, %975, %973, %971
  %982 = phi i1 [ %980, %979 ], [ false, %971 ], [ true, %973 ], [ %978, %975 ]
  %983 = select i1 %982, i32 %969, i32 %957
  br i1 %25, label %984, label %991

984:                                              ; preds = %981
  %985 = select i1 %982, double %968, double %956
  %986 = icmp sgt i32 %983, -1
  %987 = select i1 %986, double %985, double 0xFFEFFFFFFFFFFFFF
  %988 = or disjoint i64 %48, 4
  %989 = getelementptr inbounds nuw double, ptr %4, i64 %988
  store double %987, ptr %989, align 8, !tbaa !36, !alias.scope !31, !noalias !40
  %990 = getelementptr inbounds nuw i32, ptr %5, i64 %988
  store i32 %983, ptr %990, align 4, !tbaa !6, !alias.scope !33, !noalias !41
  br label %991

991:                                              ; preds = %984, %981
  %992 = icmp sgt i32 %983, -1
  %993 = icmp eq i32 %853, %983
  %994 = select i1 %992, i1 %993, i1 false
  br i1 %994, label %995, label %1000

995:                                              ; preds = %991
  %996 = bitcast double %848 to i64
  %997 = trunc i64 %996 to i32
  %998 = lshr i64 %996, 32
  %999 = trunc nuw i64 %998 to i32
  br label %1000

1000:                                             ; preds = %995, %991
  %1001 = phi i32 [ %999, %995 ], [ %844, %991 ]
  %1002 = phi i32 [ %997, %995 ], [ %845, %991 ]
  %1003 = phi double [ %846, %995 ], [ %847, %991 ]
  %1004 = phi double [ %847, %995 ], [ %848, %991 ]
  %1005 = phi double [ %848, %995 ], [ %849, %991 ]
  %1006 = phi i32 [ %850, %995 ], [ %851, %991 ]
  %1007 = phi i32 [ %851, %995 ], [ %852, %991 ]
  %1008 = phi i32 [ %852, %995 ], [ %853, %991 ]
  %1009 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1002, i32 16, i32 31), !noalias !35
  %1010 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1001, i32 16, i32 31), !noalias !35
  %1011 = zext i32 %1010 to i64
  %1012 = shl nuw i64 %1011, 32
  %1013 = zext i32 %1009 to i64
  %1014 = or disjoint i64 %1012, %1013
  %1015 = bitcast i64 %1014 to double
  %1016 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1008, i32 16, i32 31), !noalias !35
  %1017 = icmp slt i32 %1008, 0
  br i1 %1017, label %1026, label %1018

1018:                                             ; preds = %1000
  %1019 = icmp slt i32 %1016, 0
  br i1 %1019, label %1028, label %1020

1020:                                             ; preds = %1018
  %1021 = fcmp contract olt double %1005, %1015
  br i1 %1021, label %1028, label %1022

1022:                                             ; preds = %1020
  %1023 = fcmp contract oeq double %1005, %1015
  %1024 = icmp samesign ult i32 %1016, %1008
  %1025 = and i1 %1024, %1023
  br label %1028

1026:                                             ; preds = %1000
  %1027 = icmp sgt i32 %1016, -1
  br label %1028

1028:                                             ; preds = %1026, %1022, %1020, %1018
  %1029 = phi i1 [ %1027, %1026 ], [ false, %1018 ], [ true, %1020 ], [ %1025, %1022 ]
  %1030 = select i1 %1029, double %1015, double %1005
  %1031 = select i1 %1029, i32 %1016, i32 %1008
  %1032 = bitcast double %1030 to i64
  %1033 = trunc i64 %1032 to i32
  %1034 = lshr i64 %1032, 32
  %1035 = trunc nuw i64 %1034 to i32
  %1036 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1033, i32 8, i32 31), !noalias !35
  %1037 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1035, i32 8, i32 31), !noalias !35
  %1038 = zext i32 %1037 to i64
  %1039 = shl nuw i64 %1038, 32
  %1040 = zext i32 %1036 to i64
  %1041 = or disjoint i64 %1039, %1040
  %1042 = bitcast i64 %1041 to double
  %1043 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1031, i32 8, i32 31), !noalias !35
  %1044 = icmp slt i32 %1031, 0
  br i1 %1044, label %1053, label %1045

1045:                                             ; preds = %1028
  %1046 = icmp slt i32 %1043, 0
  br i1 %1046, label %1055, label %1047

1047:                                             ; preds = %1045
  %1048 = fcmp contract olt double %1030, %1042
  br i1 %1048, label %1055, label %1049

1049:                                             ; preds = %1047
  %1050 = fcmp contract oeq double %1030, %1042
  %1051 = icmp samesign ult i32 %1043, %1031
  %1052 = and i1 %1051, %1050
  br label %1055

1053:                                             ; preds = %1028
  %1054 = icmp sgt i32 %1043, -1
  br label %1055

1055:                                             ; preds = %1053, %1049, %1047, %1045
  %1056 = phi i1 [ %1054, %1053 ], [ false, %1045 ], [ true, %1047 ], [ %1052, %1049 ]
  %1057 = select i1 %1056, double %1042, double %1030
  %1058 = select i1 %1056, i32 %1043, i32 %1031
  %1059 = bitcast double %1057 to i64
  %1060 = trunc i64 %1059 to i32
  %1061 = lshr i64 %1059, 32
  %1062 = trunc nuw i64 %1061 to i32
  %1063 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1060, i32 4, i32 31), !noalias !35
  %1064 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1062, i32 4, i32 31), !noalias !35
  %1065 = zext i32 %1064 to i64
  %1066 = shl nuw i64 %1065, 32
  %1067 = zext i32 %1063 to i64
  %1068 = or disjoint i64 %1066, %1067
  %1069 = bitcast i64 %1068 to double
  %1070 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1058, i32 4, i32 31), !noalias !35
  %1071 = icmp slt i32 %1058, 0
  br i1 %1071, label %1080, label %1072

1072:                                             ; preds = %1055
  %1073 = icmp slt i32 %1070, 0
  br i1 %1073, label %1082, label %1074

1074:                                             ; preds = %1072
  %1075 = fcmp contract olt double %1057, %1069
  br i1 %1075, label %1082, label %1076

1076:                                             ; preds = %1074
  %1077 = fcmp contract oeq double %1057, %1069
  %1078 = icmp samesign ult i32 %1070, %1058
  %1079 = and i1 %1078, %1077
  br label %1082

1080:                                             ; preds = %1055
  %1081 = icmp sgt i32 %1070, -1
  br label %1082

1082:                                             ; preds = %1080, %1076, %1074, %1072
  %1083 = phi i1 [ %1081, %1080 ], [ false, %1072 ], [ true, %1074 ], [ %1079, %1076 ]
  %1084 = select i1 %1083, double %1069, double %1057
  %1085 = select i1 %1083, i32 %1070, i32 %1058
  %1086 = bitcast double %1084 to i64
  %1087 = trunc i64 %1086 to i32
  %1088 = lshr i64 %1086, 32
  %1089 = trunc nuw i64 %1088 to i32
  %1090 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1087, i32 2, i32 31), !noalias !35
  %1091 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1089, i32 2, i32 31), !noalias !35
  %1092 = zext i32 %1091 to i64
  %1093 = shl nuw i64 %1092, 32
  %1094 = zext i32 %1090 to i64
  %1095 = or disjoint i64 %1093, %1094
  %1096 = bitcast i64 %1095 to double
  %1097 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1085, i32 2, i32 31), !noalias !35
  %1098 = icmp slt i32 %1085, 0
  br i1 %1098, label %1107, label %1099

1099:                                             ; preds = %1082
  %1100 = icmp slt i32 %1097, 0
  br i1 %1100, label %1109, label %1101

1101:                                             ; preds = %1099
  %1102 = fcmp contract olt double %1084, %1096
  br i1 %1102, label %1109, label %1103

1103:                                             ; preds = %1101
  %1104 = fcmp contract oeq double %1084, %1096
  %1105 = icmp samesign ult i32 %1097, %1085
  %1106 = and i1 %1105, %1104
  br label %1109

1107:                                             ; preds = %1082
  %1108 = icmp sgt i32 %1097, -1
  br label %1109

1109:                                             ; preds = %1107, %1103, %1101, %1099
  %1110 = phi i1 [ %1108, %1107 ], [ false, %1099 ], [ true, %1101 ], [ %1106, %1103 ]
  %1111 = select i1 %1110, double %1096, double %1084
  %1112 = select i1 %1110, i32 %1097, i32 %1085
  %1113 = bitcast double %1111 to i64
  %1114 = trunc i64 %1113 to i32
  %1115 = lshr i64 %1113, 32
  %1116 = trunc nuw i64 %1115 to i32
  %1117 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1114, i32 1, i32 31), !noalias !35
  %1118 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1116, i32 1, i32 31), !noalias !35
  %1119 = zext i32 %1118 to i64
  %1120 = shl nuw i64 %1119, 32
  %1121 = zext i32 %1117 to i64
  %1122 = or disjoint i64 %1120, %1121
  %1123 = bitcast i64 %1122 to double
  %1124 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1112, i32 1, i32 31), !noalias !35
  %1125 = icmp slt i32 %1112, 0
  br i1 %1125, label %1134, label %1126

1126:                                             ; preds = %1109
  %1127 = icmp slt i32 %1124, 0
  br i1 %1127, label %1136, label %1128

1128:                                             ; preds = %1126
  %1129 = fcmp contract olt double %1111, %1123
  br i1 %1129, label %1136, label %1130

1130:                                             ; preds = %1128
  %1131 = fcmp contract oeq double %1111, %1123
  %1132 = icmp samesign ult i32 %1124, %1112
  %1133 = and i1 %1132, %1131
  br label %1136

1134:                                             ; preds = %1109
  %1135 = icmp sgt i32 %1124, -1
  br label %1136

1136:                                             ; preds = %1134, %1130, %1128, %1126
  %1137 = phi i1 [ %1135, %1134 ], [ false, %1126 ], [ true, %1128 ], [ %1133, %1130 ]
  %1138 = select i1 %1137, i32 %1124, i32 %1112
  br i1 %25, label %1139, label %1146

1139:                                             ; preds = %1136
  %1140 = select i1 %1137, double %1123, double %1111
  %1141 = icmp sgt i32 %1138, -1
  %1142 = select i1 %1141, double %1140, double 0xFFEFFFFFFFFFFFFF
  %1143 = or disjoint i64 %48, 5
  %1144 = getelementptr inbounds nuw double, ptr %4, i64 %1143
  store double %1142, ptr %1144, align 8, !tbaa !36, !alias.scope !31, !noalias !40
  %1145 = getelementptr inbounds nuw i32, ptr %5, i64 %1143
  store i32 %1138, ptr %1145, align 4, !tbaa !6, !alias.scope !33, !noalias !41
  br label %1146

1146:                                             ; preds = %1139, %1136
  %1147 = icmp sgt i32 %1138, -1
  %1148 = icmp eq i32 %1008, %1138
  %1149 = select i1 %1147, i1 %1148, i1 false
  br i1 %1149, label %1150, label %1155

1150:                                             ; preds = %1146
  %1151 = bitcast double %1004 to i64
  %1152 = trunc i64 %1151 to i32
  %1153 = lshr i64 %1151, 32
  %1154 = trunc nuw i64 %1153 to i32
  br label %1155

1155:                                             ; preds = %1150, %1146
  %1156 = phi i32 [ %1154, %1150 ], [ %1001, %1146 ]
  %1157 = phi i32 [ %1152, %1150 ], [ %1002, %1146 ]
  %1158 = phi double [ %1003, %1150 ], [ %1004, %1146 ]
  %1159 = phi double [ %1004, %1150 ], [ %1005, %1146 ]
  %1160 = phi i32 [ %1006, %1150 ], [ %1007, %1146 ]
  %1161 = phi i32 [ %1007, %1150 ], [ %1008, %1146 ]
  %1162 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1157, i32 16, i32 31), !noalias !35
  %1163 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1156, i32 16, i32 31), !noalias !35
  %1164 = zext i32 %1163 to i64
  %1165 = shl nuw i64 %1164, 32
  %1166 = zext i32 %1162 to i64
  %1167 = or disjoint i64 %1165, %1166
  %1168 = bitcast i64 %1167 to double
  %1169 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1161, i32 16, i32 31), !noalias !35
  %1170 = icmp slt i32 %1161, 0
  br i1 %1170, label %1179, label %1171

1171:                                             ; preds = %1155
  %1172 = icmp slt i32 %1169, 0
  br i1 %1172, label %1181, label %1173

1173:                                             ; preds = %1171
  %1174 = fcmp contract olt double %1159, %1168
  br i1 %1174, label %1181, label %1175

1175:                                             ; preds = %1173
  %1176 = fcmp contract oeq double %1159, %1168
  %1177 = icmp samesign ult i32 %1169, %1161
  %1178 = and i1 %1177, %1176
  br label %1181

1179:                                             ; preds = %1155
  %1180 = icmp sgt i32 %1169, -1
  br label %1181

1181:                                             ; preds = %1179, %1175, %1173, %1171
  %1182 = phi i1 [ %1180, %1179 ], [ false, %1171 ], [ true, %1173 ], [ %1178, %1175 ]
  %1183 = select i1 %1182, double %1168, double %1159
  %1184 = select i1 %1182, i32 %1169, i32 %1161
  %1185 = bitcast double %1183 to i64
  %1186 = trunc i64 %1185 to i32
  %1187 = lshr i64 %1185, 32
  %1188 = trunc nuw i64 %1187 to i32
  %1189 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1186, i32 8, i32 31), !noalias !35
  %1190 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1188, i32 8, i32 31), !noalias !35
  %1191 = zext i32 %1190 to i64
  %1192 = shl nuw i64 %1191, 32
  %1193 = zext i32 %1189 to i64
  %1194 = or disjoint i64 %1192, %1193
  %1195 = bitcast i64 %1194 to double
  %1196 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1184, i32 8, i32 31), !noalias !35
  %1197 = icmp slt i32 %1184, 0
  br i1 %1197, label %1206, label %1198

1198:                                             ; preds = %1181
  %1199 = icmp slt i32 %1196, 0
  br i1 %1199, label %1208, label %1200

1200:                                             ; preds = %1198
  %1201 = fcmp contract olt double %1183, %1195
  br i1 %1201, label %1208, label %1202

1202:                                             ; preds = %1200
  %1203 = fcmp contract oeq double %1183, %1195
  %1204 = icmp samesign ult i32 %1196, %1184
  %1205 = and i1 %1204, %1203
  br label %1208

1206:                                             ; preds = %1181
  %1207 = icmp sgt i32 %1196, -1
  br label %1208

1208:                                             ; preds = %1206, %1202, %1200, %1198
  %1209 = phi i1 [ %1207, %1206 ], [ false, %1198 ], [ true, %1200 ], [ %1205, %1202 ]
  %1210 = select i1 %1209, double %1195, double %1183
  %1211 = select i1 %1209, i32 %1196, i32 %1184
  %1212 = bitcast double %1210 to i64
  %1213 = trunc i64 %1212 to i32
  %1214 = lshr i64 %1212, 32
  %1215 = trunc nuw i64 %1214 to i32
  %1216 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1213, i32 4, i32 31), !noalias !35
  %1217 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1215, i32 4, i32 31), !noalias !35
  %1218 = zext i32 %1217 to i64
  %1219 = shl nuw i64 %1218, 32
  %1220 = zext i32 %1216 to i64
  %1221 = or disjoint i64 %1219, %1220
  %1222 = bitcast i64 %1221 to double
  %1223 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1211, i32 4, i32 31), !noalias !35
  %1224 = icmp slt i32 %1211, 0
  br i1 %1224, label %1233, label %1225

1225:                                             ; preds = %1208
  %1226 = icmp slt i32 %1223, 0
  br i1 %1226, label %1235, label %1227

1227:                                             ; preds = %1225
  %1228 = fcmp contract olt double %1210, %1222
  br i1 %1228, label %1235, label %1229

1229:                                             ; preds = %1227
  %1230 = fcmp contract oeq double %1210, %1222
  %1231 = icmp samesign ult i32 %1223, %1211
  %1232 = and i1 %1231, %1230
  br label %1235

1233:                                             ; preds = %1208
  %1234 = icmp sgt i32 %1223, -1
  br label %1235

1235:                                             ; preds = %1233, %1229, %1227, %1225
  %1236 = phi i1 [ %1234, %1233 ], [ false, %1225 ], [ true, %1227 ], [ %1232, %1229 ]
  %1237 = select i1 %1236, double %1222, double %1210
  %1238 = select i1 %1236, i32 %1223, i32 %1211
  %1239 = bitcast double %1237 to i64
  %1240 = trunc i64 %1239 to i32
  %1241 = lshr i64 %1239, 32
  %1242 = trunc nuw i64 %1241 to i32
  %1243 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1240, i32 2, i32 31), !noalias !35
  %1244 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1242, i32 2, i32 31), !noalias !35
  %1245 = zext i32 %1244 to i64
  %1246 = shl nuw i64 %1245, 32
  %1247 = zext i32 %1243 to i64
  %1248 = or disjoint i64 %1246, %1247
  %1249 = bitcast i64 %1248 to double
  %1250 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1238, i32 2, i32 31), !noalias !35
  %1251 = icmp slt i32 %1238, 0
  br i1 %1251, label %1260, label %1252

1252:                                             ; preds = %1235
  %1253 = icmp slt i32 %1250, 0
  br i1 %1253, label %1262, label %1254

1254:                                             ; preds = %1252
  %1255 = fcmp contract olt double %1237, %1249
  br i1 %1255, label %1262, label %1256

1256:                                             ; preds = %1254
  %1257 = fcmp contract oeq double %1237, %1249
  %1258 = icmp samesign ult i32 %1250, %1238
  %1259 = and i1 %1258, %1257
  br label %1262

1260:                                             ; preds = %1235
  %1261 = icmp sgt i32 %1250, -1
  br label %1262

1262:                                             ; preds = %1260, %1256, %1254, %1252
  %1263 = phi i1 [ %1261, %1260 ], [ false, %1252 ], [ true, %1254 ], [ %1259, %1256 ]
  %1264 = select i1 %1263, double %1249, double %1237
  %1265 = select i1 %1263, i32 %1250, i32 %1238
  %1266 = bitcast double %1264 to i64
  %1267 = trunc i64 %1266 to i32
  %1268 = lshr i64 %1266, 32
  %1269 = trunc nuw i64 %1268 to i32
  %1270 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1267, i32 1, i32 31), !noalias !35
  %1271 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1269, i32 1, i32 31), !noalias !35
  %1272 = zext i32 %1271 to i64
  %1273 = shl nuw i64 %1272, 32
  %1274 = zext i32 %1270 to i64
  %1275 = or disjoint i64 %1273, %1274
  %1276 = bitcast i64 %1275 to double
  %1277 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1265, i32 1, i32 31), !noalias !35
  %1278 = icmp slt i32 %1265, 0
  br i1 %1278, label %1287, label %1279

1279:                                             ; preds = %1262
  %1280 = icmp slt i32 %1277, 0
  br i1 %1280, label %1289, label %1281

1281:                                             ; preds = %1279
  %1282 = fcmp contract olt double %1264, %1276
  br i1 %1282, label %1289, label %1283

1283:                                             ; preds = %1281
  %1284 = fcmp contract oeq double %1264, %1276
  %1285 = icmp samesign ult i32 %1277, %1265
  %1286 = and i1 %1285, %1284
  br label %1289

1287:                                             ; preds = %1262
  %1288 = icmp sgt i32 %1277, -1
  br label %1289

1289:                                             ; preds = %1287, %1283, %1281, %1279
  %1290 = phi i1 [ %1288, %1287 ], [ false, %1279 ], [ true, %1281 ], [ %1286, %1283 ]
  %1291 = select i1 %1290, i32 %1277, i32 %1265
  br i1 %25, label %1292, label %1299

1292:                                             ; preds = %1289
  %1293 = select i1 %1290, double %1276, double %1264
  %1294 = icmp sgt i32 %1291, -1
  %1295 = select i1 %1294, double %1293, double 0xFFEFFFFFFFFFFFFF
  %1296 = or disjoint i64 %48, 6
  %1297 = getelementptr inbounds nuw double, ptr %4, i64 %1296
  store double %1295, ptr %1297, align 8, !tbaa !36, !alias.scope !31, !noalias !40
  %1298 = getelementptr inbounds nuw i32, ptr %5, i64 %1296
  store i32 %1291, ptr %1298, align 4, !tbaa !6, !alias.scope !33, !noalias !41
  br label %1299

1299:                                             ; preds = %1292, %1289
  %1300 = icmp sgt i32 %1291, -1
  %1301 = icmp eq i32 %1161, %1291
  %1302 = select i1 %1300, i1 %1301, i1 false
  br i1 %1302, label %1303, label %1308

1303:                                             ; preds = %1299
  %1304 = bitcast double %1158 to i64
  %1305 = trunc i64 %1304 to i32
  %1306 = lshr i64 %1304, 32
  %1307 = trunc nuw i64 %1306 to i32
  br label %1308

1308:                                             ; preds = %1303, %1299
  %1309 = phi i32 [ %1307, %1303 ], [ %1156, %1299 ]
  %1310 = phi i32 [ %1305, %1303 ], [ %1157, %1299 ]
  %1311 = phi double [ %1158, %1303 ], [ %1159, %1299 ]
  %1312 = phi i32 [ %1160, %1303 ], [ %1161, %1299 ]
  %1313 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1310, i32 16, i32 31), !noalias !35
  %1314 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1309, i32 16, i32 31), !noalias !35
  %1315 = zext i32 %1314 to i64
  %1316 = shl nuw i64 %1315, 32
  %1317 = zext i32 %1313 to i64
  %1318 = or disjoint i64 %1316, %1317
  %1319 = bitcast i64 %1318 to double
  %1320 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1312, i32 16, i32 31), !noalias !35
  %1321 = icmp slt i32 %1312, 0
  br i1 %1321, label %1330, label %1322

1322:                                             ; preds = %1308
  %1323 = icmp slt i32 %1320, 0
  br i1 %1323, label %1332, label %1324

1324:                                             ; preds = %1322
  %1325 = fcmp contract olt double %1311, %1319
  br i1 %1325, label %1332, label %1326

1326:                                             ; preds = %1324
  %1327 = fcmp contract oeq double %1311, %1319
  %1328 = icmp samesign ult i32 %1320, %1312
  %1329 = and i1 %1328, %1327
  br label %1332

1330:                                             ; preds = %1308
  %1331 = icmp sgt i32 %1320, -1
  br label %1332

1332:                                             ; preds = %1330, %1326, %1324, %1322
  %1333 = phi i1 [ %1331, %1330 ], [ false, %1322 ], [ true, %1324 ], [ %1329, %1326 ]
  %1334 = select i1 %1333, double %1319, double %1311
  %1335 = select i1 %1333, i32 %1320, i32 %1312
  %1336 = bitcast double %1334 to i64
  %1337 = trunc i64 %1336 to i32
  %1338 = lshr i64 %1336, 32
  %1339 = trunc nuw i64 %1338 to i32
  %1340 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1337, i32 8, i32 31), !noalias !35
  %1341 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1339, i32 8, i32 31), !noalias !35
  %1342 = zext i32 %1341 to i64
  %1343 = shl nuw i64 %1342, 32
  %1344 = zext i32 %1340 to i64
  %1345 = or disjoint i64 %1343, %1344
  %1346 = bitcast i64 %1345 to double
  %1347 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1335, i32 8, i32 31), !noalias !35
  %1348 = icmp slt i32 %1335, 0
  br i1 %1348, label %1357, label %1349

1349:                                             ; preds = %1332
  %1350 = icmp slt i32 %1347, 0
  br i1 %1350, label %1359, label %1351

1351:                                             ; preds = %1349
  %1352 = fcmp contract olt double %1334, %1346
  br i1 %1352, label %1359, label %1353

1353:                                             ; preds = %1351
  %1354 = fcmp contract oeq double %1334, %1346
  %1355 = icmp samesign ult i32 %1347, %1335
  %1356 = and i1 %1355, %1354
  br label %1359

1357:                                             ; preds = %1332
  %1358 = icmp sgt i32 %1347, -1
  br label %1359

1359:                                             ; preds = %1357, %1353, %1351, %1349
  %1360 = phi i1 [ %1358, %1357 ], [ false, %1349 ], [ true, %1351 ], [ %1356, %1353 ]
  %1361 = select i1 %1360, double %1346, double %1334
  %1362 = select i1 %1360, i32 %1347, i32 %1335
  %1363 = bitcast double %1361 to i64
  %1364 = trunc i64 %1363 to i32
  %1365 = lshr i64 %1363, 32
  %1366 = trunc nuw i64 %1365 to i32
  %1367 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1364, i32 4, i32 31), !noalias !35
  %1368 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1366, i32 4, i32 31), !noalias !35
  %1369 = zext i32 %1368 to i64
  %1370 = shl nuw i64 %1369, 32
  %1371 = zext i32 %1367 to i64
  %1372 = or disjoint i64 %1370, %1371
  %1373 = bitcast i64 %1372 to double
  %1374 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1362, i32 4, i32 31), !noalias !35
  %1375 = icmp slt i32 %1362, 0
  br i1 %1375, label %1384, label %1376

1376:                                             ; preds = %1359
  %1377 = icmp slt i32 %1374, 0
  br i1 %1377, label %1386, label %1378

1378:                                             ; preds = %1376
  %1379 = fcmp contract olt double %1361, %1373
  br i1 %1379, label %1386, label %1380

1380:                                             ; preds = %1378
  %1381 = fcmp contract oeq double %1361, %1373
  %1382 = icmp samesign ult i32 %1374, %1362
  %1383 = and i1 %1382, %1381
  br label %1386

1384:                                             ; preds = %1359
  %1385 = icmp sgt i32 %1374, -1
  br label %1386

1386:                                             ; preds = %1384, %1380, %1378, %1376
  %1387 = phi i1 [ %1385, %1384 ], [ false, %1376 ], [ true, %1378 ], [ %1383, %1380 ]
  %1388 = select i1 %1387, double %1373, double %1361
  %1389 = select i1 %1387, i32 %1374, i32 %1362
  %1390 = bitcast double %1388 to i64
  %1391 = trunc i64 %1390 to i32
  %1392 = lshr i64 %1390, 32
  %1393 = trunc nuw i64 %1392 to i32
  %1394 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1391, i32 2, i32 31), !noalias !35
  %1395 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1393, i32 2, i32 31), !noalias !35
  %1396 = zext i32 %1395 to i64
  %1397 = shl nuw i64 %1396, 32
  %1398 = zext i32 %1394 to i64
  %1399 = or disjoint i64 %1397, %1398
  %1400 = bitcast i64 %1399 to double
  %1401 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1389, i32 2, i32 31), !noalias !35
  %1402 = icmp slt i32 %1389, 0
  br i1 %1402, label %1411, label %1403

1403:                                             ; preds = %1386
  %1404 = icmp slt i32 %1401, 0
  br i1 %1404, label %1413, label %1405

1405:                                             ; preds = %1403
  %1406 = fcmp contract olt double %1388, %1400
  br i1 %1406, label %1413, label %1407

1407:                                             ; preds = %1405
  %1408 = fcmp contract oeq double %1388, %1400
  %1409 = icmp samesign ult i32 %1401, %1389
  %1410 = and i1 %1409, %1408
  br label %1413

1411:                                             ; preds = %1386
  %1412 = icmp sgt i32 %1401, -1
  br label %1413

1413:                                             ; preds = %1411, %1407, %1405, %1403
  %1414 = phi i1 [ %1412, %1411 ], [ false, %1403 ], [ true, %1405 ], [ %1410, %1407 ]
  %1415 = select i1 %1414, double %1400, double %1388
  %1416 = select i1 %1414, i32 %1401, i32 %1389
  %1417 = bitcast double %1415 to i64
  %1418 = trunc i64 %1417 to i32
  %1419 = lshr i64 %1417, 32
  %1420 = trunc nuw i64 %1419 to i32
  %1421 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1418, i32 1, i32 31), !noalias !35
  %1422 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1420, i32 1, i32 31), !noalias !35
  %1423 = zext i32 %1422 to i64
  %1424 = shl nuw i64 %1423, 32
  %1425 = zext i32 %1421 to i64
  %1426 = or disjoint i64 %1424, %1425
  %1427 = bitcast i64 %1426 to double
  %1428 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1416, i32 1, i32 31), !noalias !35
  %1429 = icmp slt i32 %1416, 0
  br i1 %1429, label %1438, label %1430

1430:                                             ; preds = %1413
  %1431 = icmp slt i32 %1428, 0
  br i1 %1431, label %1440, label %1432

1432:                                             ; preds = %1430
  %1433 = fcmp contract olt double %1415, %1427
  br i1 %1433, label %1440, label %1434

1434:                                             ; preds = %1432
  %1435 = fcmp contract oeq double %1415, %1427
  %1436 = icmp samesign ult i32 %1428, %1416
  %1437 = and i1 %1436, %1435
  br label %1440

1438:                                             ; preds = %1413
  %1439 = icmp sgt i32 %1428, -1
  br label %1440

1440:                                             ; preds = %1438, %1434, %1432, %1430
  %1441 = phi i1 [ %1439, %1438 ], [ false, %1430 ], [ true, %1432 ], [ %1437, %1434 ]
  br i1 %25, label %1442, label %1450

1442:                                             ; preds = %1440
  %1443 = select i1 %1441, i32 %1428, i32 %1416
  %1444 = select i1 %1441, double %1427, double %1415
  %1445 = icmp sgt i32 %1443, -1
  %1446 = select i1 %1445, double %1444, double 0xFFEFFFFFFFFFFFFF
  %1447 = or disjoint i64 %48, 7
  %1448 = getelementptr inbounds nuw double, ptr %4, i64 %1447
  store double %1446, ptr %1448, align 8, !tbaa !36, !alias.scope !31, !noalias !40
  %1449 = getelementptr inbounds nuw i32, ptr %5, i64 %1447
  store i32 %1443, ptr %1449, align 4, !tbaa !6, !alias.scope !33, !noalias !41
  br label %1450

1450:                                             ; preds = %1440, %1442
  %1451 = add nuw nsw i32 %27, %15
  %1452 = icmp slt i32 %1451, %1
  br i1 %1452, label %26, label %1453, !llvm.loop !42

1453:                                             ; preds = %1450, %10, %6
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZL13row_topk_warpIfEvPKT_iiiPS0_Pi: argument 0"}
!15 = distinct !{!15, !"_ZL13row_topk_warpIfEvPKT_iiiPS0_Pi"}
!16 = !{!17}
!17 = distinct !{!17, !15, !"_ZL13row_topk_warpIfEvPKT_iiiPS0_Pi: argument 1"}
!18 = !{!19}
!19 = distinct !{!19, !15, !"_ZL13row_topk_warpIfEvPKT_iiiPS0_Pi: argument 2"}
!20 = !{!14, !17, !19}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !8, i64 0}
!23 = !{!17, !19}
!24 = distinct !{!24, !12}
!25 = !{!14, !19}
!26 = !{!14, !17}
!27 = distinct !{!27, !12}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZL13row_topk_warpIdEvPKT_iiiPS0_Pi: argument 0"}
!30 = distinct !{!30, !"_ZL13row_topk_warpIdEvPKT_iiiPS0_Pi"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"_ZL13row_topk_warpIdEvPKT_iiiPS0_Pi: argument 1"}
!33 = !{!34}
!34 = distinct !{!34, !30, !"_ZL13row_topk_warpIdEvPKT_iiiPS0_Pi: argument 2"}
!35 = !{!29, !32, !34}
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !8, i64 0}
!38 = !{!32, !34}
!39 = distinct !{!39, !12}
!40 = !{!29, !34}
!41 = !{!29, !32}
!42 = distinct !{!42, !12}
