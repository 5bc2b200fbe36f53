; ModuleID = 'src/csv_fsm.cu'
source_filename = "src/csv_fsm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ChunkStats = type { i64, i32, i32, i32, i32 }

@switch.table.csv_parse_chunks6 = private unnamed_addr constant [4 x i32] [i32 0, i32 0, i32 2, i32 3], align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @csv_chunk_transitions(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.smax.i32(i32 %2, i32 16)
  %6 = add i32 %1, -1
  %7 = add i32 %6, %5
  %8 = sdiv i32 %7, %5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %8
  br i1 %14, label %15, label %111

15:                                               ; preds = %4
  %16 = mul nsw i32 %5, %13
  %17 = add nsw i32 %16, %5
  %18 = tail call noundef i32 @llvm.smin.i32(i32 %17, i32 %1)
  %19 = icmp sgt i32 %1, %16
  br i1 %19, label %32, label %28

20:                                               ; preds = %107
  %21 = shl i32 %78, 2
  %22 = shl nuw nsw i32 %93, 4
  %23 = or i32 %21, %22
  %24 = shl nuw nsw i32 %108, 6
  %25 = or i32 %23, %24
  %26 = or i32 %25, %63
  %27 = trunc i32 %26 to i8
  br label %28

28:                                               ; preds = %20, %15
  %29 = phi i8 [ %27, %20 ], [ -28, %15 ]
  %30 = sext i32 %13 to i64
  %31 = getelementptr inbounds i8, ptr %3, i64 %30
  store i8 %29, ptr %31, align 1, !tbaa !11
  br label %111

32:                                               ; preds = %15, %107
  %33 = phi i32 [ %108, %107 ], [ 3, %15 ]
  %34 = phi i32 [ %93, %107 ], [ 2, %15 ]
  %35 = phi i32 [ %78, %107 ], [ 1, %15 ]
  %36 = phi i32 [ %63, %107 ], [ 0, %15 ]
  %37 = phi i32 [ %109, %107 ], [ %16, %15 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %0, i64 %38
  %40 = addrspacecast ptr %39 to ptr addrspace(1)
  %41 = load i8, ptr addrspace(1) %40, align 1, !invariant.load !12
  switch i8 %41, label %45 [
    i8 44, label %46
    i8 10, label %42
    i8 34, label %43
    i8 13, label %44
  ]

42:                                               ; preds = %32
  br label %46

43:                                               ; preds = %32
  br label %46

44:                                               ; preds = %32
  br label %46

45:                                               ; preds = %32
  br label %46

46:                                               ; preds = %45, %44, %43, %42, %32
  %47 = phi i32 [ 2, %45 ], [ 2, %44 ], [ 2, %42 ], [ 3, %43 ], [ 2, %32 ]
  %48 = phi i32 [ 0, %45 ], [ 4, %44 ], [ 2, %42 ], [ 3, %43 ], [ 1, %32 ]
  switch i32 %36, label %55 [
    i32 0, label %49
    i32 1, label %49
    i32 2, label %62
  ]

49:                                               ; preds = %46, %46
  switch i32 %48, label %54 [
    i32 1, label %50
    i32 2, label %50
    i32 3, label %51
    i32 4, label %62
  ]

50:                                               ; preds = %49, %49
  br label %62

51:                                               ; preds = %49
  %52 = icmp eq i32 %36, 0
  %53 = select i1 %52, i32 2, i32 1
  br label %62

54:                                               ; preds = %49
  br label %62

55:                                               ; preds = %46
  %56 = add nsw i32 %48, -1
  %57 = icmp ult i32 %56, 4
  br i1 %57, label %58, label %62

58:                                               ; preds = %55
  %59 = zext nneg i32 %56 to i64
  %60 = getelementptr inbounds nuw i32, ptr @switch.table.csv_parse_chunks6, i64 %59
  %61 = load i32, ptr %60, align 4
  br label %62

62:                                               ; preds = %55, %58, %46, %49, %50, %51, %54
  %63 = phi i32 [ 0, %50 ], [ %36, %49 ], [ %47, %46 ], [ %53, %51 ], [ %61, %58 ], [ 1, %54 ], [ 1, %55 ]
  switch i32 %35, label %70 [
    i32 0, label %64
    i32 1, label %64
    i32 2, label %77
  ]

64:                                               ; preds = %62, %62
  switch i32 %48, label %69 [
    i32 1, label %68
    i32 2, label %68
    i32 3, label %65
    i32 4, label %77
  ]

65:                                               ; preds = %64
  %66 = icmp eq i32 %35, 0
  %67 = select i1 %66, i32 2, i32 1
  br label %77

68:                                               ; preds = %64, %64
  br label %77

69:                                               ; preds = %64
  br label %77

70:                                               ; preds = %62
  %71 = add nsw i32 %48, -1
  %72 = icmp ult i32 %71, 4
  br i1 %72, label %73, label %77

73:                                               ; preds = %70
  %74 = zext nneg i32 %71 to i64
  %75 = getelementptr inbounds nuw i32, ptr @switch.table.csv_parse_chunks6, i64 %74
  %76 = load i32, ptr %75, align 4
  br label %77

77:                                               ; preds = %70, %73, %69, %68, %65, %64, %62
  %78 = phi i32 [ 0, %68 ], [ %35, %64 ], [ %76, %73 ], [ %67, %65 ], [ %47, %62 ], [ 1, %69 ], [ 1, %70 ]
  switch i32 %34, label %85 [
    i32 0, label %79
    i32 1, label %79
    i32 2, label %92
  ]

79:                                               ; preds = %77, %77
  switch i32 %48, label %84 [
    i32 1, label %83
    i32 2, label %83
    i32 3, label %80
    i32 4, label %92
  ]

80:                                               ; preds = %79
  %81 = icmp eq i32 %34, 0
  %82 = select i1 %81, i32 2, i32 1
  br label %92

83:                                               ; preds = %79, %79
  br label %92

84:                                               ; preds = %79
  br label %92

85:                                               ; preds = %77
  %86 = add nsw i32 %48, -1
  %87 = icmp ult i32 %86, 4
  br i1 %87, label %88, label %92

88:                                               ; preds = %85
  %89 = zext nneg i32 %86 to i64
  %90 = getelementptr inbounds nuw i32, ptr @switch.table.csv_parse_chunks6, i64 %89
  %91 = load i32, ptr %90, align 4
  br label %92

92:                                               ; preds = %85, %88, %84, %83, %80, %79, %77
  %93 = phi i32 [ 0, %83 ], [ %34, %79 ], [ %91, %88 ], [ %82, %80 ], [ %47, %77 ], [ 1, %84 ], [ 1, %85 ]
  switch i32 %33, label %100 [
    i32 0, label %94
    i32 1, label %94
    i32 2, label %107
  ]

94:                                               ; preds = %92, %92
  switch i32 %48, label %99 [
    i32 1, label %98
    i32 2, label %98
    i32 3, label %95
    i32 4, label %107
  ]

95:                                               ; preds = %94
  %96 = icmp eq i32 %33, 0
  %97 = select i1 %96, i32 2, i32 1
  br label %107

98:                                               ; preds = %94, %94
  br label %107

99:                                               ; preds = %94
  br label %107

100:                                              ; preds = %92
  %101 = add nsw i32 %48, -1
  %102 = icmp ult i32 %101, 4
  br i1 %102, label %103, label %107

103:                                              ; preds = %100
  %104 = zext nneg i32 %101 to i64
  %105 = getelementptr inbounds nuw i32, ptr @switch.table.csv_parse_chunks6, i64 %104
  %106 = load i32, ptr %105, align 4
  br label %107

107:                                              ; preds = %100, %103, %99, %98, %95, %94, %92
  %108 = phi i32 [ 0, %98 ], [ %33, %94 ], [ %106, %103 ], [ %97, %95 ], [ %47, %92 ], [ 1, %99 ], [ 1, %100 ]
  %109 = add nsw i32 %37, 1
  %110 = icmp slt i32 %109, %18
  br i1 %110, label %32, label %20, !llvm.loop !13

111:                                              ; preds = %4, %28
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @csv_parse_chunks(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.smax.i32(i32 %2, i32 16)
  %7 = add i32 %1, -1
  %8 = add i32 %7, %6
  %9 = sdiv i32 %8, %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = and i32 %13, 31
  %16 = sub nsw i32 %14, %15
  %17 = icmp slt i32 %16, %9
  br i1 %17, label %18, label %506

18:                                               ; preds = %5
  %19 = icmp sgt i32 %16, 0
  br i1 %19, label %20, label %38

20:                                               ; preds = %18
  %21 = and i32 %13, 1
  %22 = icmp eq i32 %21, 0
  %23 = icmp samesign ult i32 %15, 30
  %24 = and i32 %13, 3
  %25 = icmp eq i32 %24, 0
  %26 = and i1 %23, %25
  %27 = icmp samesign ult i32 %15, 28
  %28 = and i32 %13, 7
  %29 = icmp eq i32 %28, 0
  %30 = and i1 %27, %29
  %31 = icmp samesign ult i32 %15, 24
  %32 = and i32 %13, 15
  %33 = icmp eq i32 %32, 0
  %34 = and i1 %31, %33
  %35 = icmp eq i32 %15, 0
  br label %41

36:                                               ; preds = %181
  %37 = shl nuw nsw i32 %187, 1
  br label %38

38:                                               ; preds = %36, %18
  %39 = phi i32 [ 0, %18 ], [ %37, %36 ]
  %40 = icmp slt i32 %14, %9
  br i1 %40, label %190, label %195

41:                                               ; preds = %20, %181
  %42 = phi i32 [ %187, %181 ], [ 228, %20 ]
  %43 = phi i32 [ %188, %181 ], [ 0, %20 ]
  %44 = or disjoint i32 %43, %15
  %45 = icmp slt i32 %44, %16
  br i1 %45, label %46, label %51

46:                                               ; preds = %41
  %47 = zext nneg i32 %44 to i64
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 %47
  %49 = load i8, ptr %48, align 1, !tbaa !11
  %50 = zext i8 %49 to i32
  br label %51

51:                                               ; preds = %46, %41
  %52 = phi i32 [ %50, %46 ], [ 228, %41 ]
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 1, i32 31)
  br i1 %22, label %54, label %77

54:                                               ; preds = %51
  %55 = shl nuw nsw i32 %52, 1
  %56 = and i32 %55, 6
  %57 = lshr i32 %53, %56
  %58 = and i32 %57, 3
  %59 = lshr i32 %52, 1
  %60 = and i32 %59, 6
  %61 = lshr i32 %53, %60
  %62 = shl i32 %61, 2
  %63 = and i32 %62, 12
  %64 = or disjoint i32 %63, %58
  %65 = lshr i32 %52, 3
  %66 = and i32 %65, 6
  %67 = lshr i32 %53, %66
  %68 = shl i32 %67, 4
  %69 = and i32 %68, 48
  %70 = or disjoint i32 %69, %64
  %71 = lshr i32 %52, 5
  %72 = and i32 %71, 6
  %73 = lshr i32 %53, %72
  %74 = shl i32 %73, 6
  %75 = and i32 %74, 192
  %76 = or disjoint i32 %75, %70
  br label %77

77:                                               ; preds = %54, %51
  %78 = phi i32 [ %52, %51 ], [ %76, %54 ]
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %78, i32 2, i32 31)
  br i1 %26, label %80, label %103

80:                                               ; preds = %77
  %81 = shl nuw nsw i32 %78, 1
  %82 = and i32 %81, 6
  %83 = lshr i32 %79, %82
  %84 = and i32 %83, 3
  %85 = lshr i32 %78, 1
  %86 = and i32 %85, 6
  %87 = lshr i32 %79, %86
  %88 = shl i32 %87, 2
  %89 = and i32 %88, 12
  %90 = or disjoint i32 %89, %84
  %91 = lshr i32 %78, 3
  %92 = and i32 %91, 6
  %93 = lshr i32 %79, %92
  %94 = shl i32 %93, 4
  %95 = and i32 %94, 48
  %96 = or disjoint i32 %95, %90
  %97 = lshr i32 %78, 5
  %98 = and i32 %97, 6
  %99 = lshr i32 %79, %98
  %100 = shl i32 %99, 6
  %101 = and i32 %100, 192
  %102 = or disjoint i32 %101, %96
  br label %103

103:                                              ; preds = %80, %77
  %104 = phi i32 [ %78, %77 ], [ %102, %80 ]
  %105 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %104, i32 4, i32 31)
  br i1 %30, label %106, label %129

106:                                              ; preds = %103
  %107 = shl nuw nsw i32 %104, 1
  %108 = and i32 %107, 6
  %109 = lshr i32 %105, %108
  %110 = and i32 %109, 3
  %111 = lshr i32 %104, 1
  %112 = and i32 %111, 6
  %113 = lshr i32 %105, %112
  %114 = shl i32 %113, 2
  %115 = and i32 %114, 12
  %116 = or disjoint i32 %115, %110
  %117 = lshr i32 %104, 3
  %118 = and i32 %117, 6
  %119 = lshr i32 %105, %118
  %120 = shl i32 %119, 4
  %121 = and i32 %120, 48
  %122 = or disjoint i32 %121, %116
  %123 = lshr i32 %104, 5
  %124 = and i32 %123, 6
  %125 = lshr i32 %105, %124
  %126 = shl i32 %125, 6
  %127 = and i32 %126, 192
  %128 = or disjoint i32 %127, %122
  br label %129

129:                                              ; preds = %106, %103
  %130 = phi i32 [ %104, %103 ], [ %128, %106 ]
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %130, i32 8, i32 31)
  br i1 %34, label %132, label %155

132:                                              ; preds = %129
  %133 = shl nuw nsw i32 %130, 1
  %134 = and i32 %133, 6
  %135 = lshr i32 %131, %134
  %136 = and i32 %135, 3
  %137 = lshr i32 %130, 1
  %138 = and i32 %137, 6
  %139 = lshr i32 %131, %138
  %140 = shl i32 %139, 2
  %141 = and i32 %140, 12
  %142 = or disjoint i32 %141, %136
  %143 = lshr i32 %130, 3
  %144 = and i32 %143, 6
  %145 = lshr i32 %131, %144
  %146 = shl i32 %145, 4
  %147 = and i32 %146, 48
  %148 = or disjoint i32 %147, %142
  %149 = lshr i32 %130, 5
  %150 = and i32 %149, 6
  %151 = lshr i32 %131, %150
  %152 = shl i32 %151, 6
  %153 = and i32 %152, 192
  %154 = or disjoint i32 %153, %148
  br label %155

155:                                              ; preds = %132, %129
  %156 = phi i32 [ %130, %129 ], [ %154, %132 ]
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %156, i32 16, i32 31)
  br i1 %35, label %158, label %181

158:                                              ; preds = %155
  %159 = shl nuw nsw i32 %156, 1
  %160 = and i32 %159, 6
  %161 = lshr i32 %157, %160
  %162 = and i32 %161, 3
  %163 = lshr i32 %156, 1
  %164 = and i32 %163, 6
  %165 = lshr i32 %157, %164
  %166 = shl i32 %165, 2
  %167 = and i32 %166, 12
  %168 = or disjoint i32 %167, %162
  %169 = lshr i32 %156, 3
  %170 = and i32 %169, 6
  %171 = lshr i32 %157, %170
  %172 = shl i32 %171, 4
  %173 = and i32 %172, 48
  %174 = or disjoint i32 %173, %168
  %175 = lshr i32 %156, 5
  %176 = and i32 %175, 6
  %177 = lshr i32 %157, %176
  %178 = shl i32 %177, 6
  %179 = and i32 %178, 192
  %180 = or disjoint i32 %179, %174
  br label %181

181:                                              ; preds = %158, %155
  %182 = phi i32 [ %156, %155 ], [ %180, %158 ]
  %183 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %182, i32 0, i32 31)
  %184 = shl nuw nsw i32 %42, 1
  %185 = and i32 %184, 6
  %186 = lshr i32 %183, %185
  %187 = and i32 %186, 3
  %188 = add nuw nsw i32 %43, 32
  %189 = icmp slt i32 %188, %16
  br i1 %189, label %41, label %36, !llvm.loop !16

190:                                              ; preds = %38
  %191 = sext i32 %14 to i64
  %192 = getelementptr inbounds i8, ptr %3, i64 %191
  %193 = load i8, ptr %192, align 1, !tbaa !11
  %194 = zext i8 %193 to i32
  br label %195

195:                                              ; preds = %190, %38
  %196 = phi i32 [ %194, %190 ], [ 228, %38 ]
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %196, i32 1, i32 0)
  %198 = icmp eq i32 %15, 0
  br i1 %198, label %222, label %199

199:                                              ; preds = %195
  %200 = shl i32 %197, 1
  %201 = and i32 %200, 6
  %202 = lshr i32 %196, %201
  %203 = and i32 %202, 3
  %204 = lshr i32 %197, 1
  %205 = and i32 %204, 6
  %206 = lshr i32 %196, %205
  %207 = shl nuw nsw i32 %206, 2
  %208 = and i32 %207, 12
  %209 = or disjoint i32 %208, %203
  %210 = lshr i32 %197, 3
  %211 = and i32 %210, 6
  %212 = lshr i32 %196, %211
  %213 = shl nuw nsw i32 %212, 4
  %214 = and i32 %213, 48
  %215 = or disjoint i32 %214, %209
  %216 = lshr i32 %197, 5
  %217 = and i32 %216, 6
  %218 = lshr i32 %196, %217
  %219 = shl nuw nsw i32 %218, 6
  %220 = and i32 %219, 192
  %221 = or disjoint i32 %220, %215
  br label %222

222:                                              ; preds = %199, %195
  %223 = phi i32 [ %196, %195 ], [ %221, %199 ]
  %224 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %223, i32 2, i32 0)
  %225 = icmp samesign ult i32 %15, 2
  br i1 %225, label %249, label %226

226:                                              ; preds = %222
  %227 = shl i32 %224, 1
  %228 = and i32 %227, 6
  %229 = lshr i32 %223, %228
  %230 = and i32 %229, 3
  %231 = lshr i32 %224, 1
  %232 = and i32 %231, 6
  %233 = lshr i32 %223, %232
  %234 = shl i32 %233, 2
  %235 = and i32 %234, 12
  %236 = or disjoint i32 %235, %230
  %237 = lshr i32 %224, 3
  %238 = and i32 %237, 6
  %239 = lshr i32 %223, %238
  %240 = shl i32 %239, 4
  %241 = and i32 %240, 48
  %242 = or disjoint i32 %241, %236
  %243 = lshr i32 %224, 5
  %244 = and i32 %243, 6
  %245 = lshr i32 %223, %244
  %246 = shl i32 %245, 6
  %247 = and i32 %246, 192
  %248 = or disjoint i32 %247, %242
  br label %249

249:                                              ; preds = %226, %222
  %250 = phi i32 [ %223, %222 ], [ %248, %226 ]
  %251 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %250, i32 4, i32 0)
  %252 = icmp samesign ult i32 %15, 4
  br i1 %252, label %276, label %253

253:                                              ; preds = %249
  %254 = shl i32 %251, 1
  %255 = and i32 %254, 6
  %256 = lshr i32 %250, %255
  %257 = and i32 %256, 3
  %258 = lshr i32 %251, 1
  %259 = and i32 %258, 6
  %260 = lshr i32 %250, %259
  %261 = shl i32 %260, 2
  %262 = and i32 %261, 12
  %263 = or disjoint i32 %262, %257
  %264 = lshr i32 %251, 3
  %265 = and i32 %264, 6
  %266 = lshr i32 %250, %265
  %267 = shl i32 %266, 4
  %268 = and i32 %267, 48
  %269 = or disjoint i32 %268, %263
  %270 = lshr i32 %251, 5
  %271 = and i32 %270, 6
  %272 = lshr i32 %250, %271
  %273 = shl i32 %272, 6
  %274 = and i32 %273, 192
  %275 = or disjoint i32 %274, %269
  br label %276

276:                                              ; preds = %253, %249
  %277 = phi i32 [ %250, %249 ], [ %275, %253 ]
  %278 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %277, i32 8, i32 0)
  %279 = icmp samesign ult i32 %15, 8
  br i1 %279, label %303, label %280

280:                                              ; preds = %276
  %281 = shl i32 %278, 1
  %282 = and i32 %281, 6
  %283 = lshr i32 %277, %282
  %284 = and i32 %283, 3
  %285 = lshr i32 %278, 1
  %286 = and i32 %285, 6
  %287 = lshr i32 %277, %286
  %288 = shl i32 %287, 2
  %289 = and i32 %288, 12
  %290 = or disjoint i32 %289, %284
  %291 = lshr i32 %278, 3
  %292 = and i32 %291, 6
  %293 = lshr i32 %277, %292
  %294 = shl i32 %293, 4
  %295 = and i32 %294, 48
  %296 = or disjoint i32 %295, %290
  %297 = lshr i32 %278, 5
  %298 = and i32 %297, 6
  %299 = lshr i32 %277, %298
  %300 = shl i32 %299, 6
  %301 = and i32 %300, 192
  %302 = or disjoint i32 %301, %296
  br label %303

303:                                              ; preds = %280, %276
  %304 = phi i32 [ %277, %276 ], [ %302, %280 ]
  %305 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %304, i32 16, i32 0)
  %306 = icmp samesign ult i32 %15, 16
  br i1 %306, label %330, label %307

307:                                              ; preds = %303
  %308 = shl i32 %305, 1
  %309 = and i32 %308, 6
  %310 = lshr i32 %304, %309
  %311 = and i32 %310, 3
  %312 = lshr i32 %305, 1
  %313 = and i32 %312, 6
  %314 = lshr i32 %304, %313
  %315 = shl i32 %314, 2
  %316 = and i32 %315, 12
  %317 = or disjoint i32 %316, %311
  %318 = lshr i32 %305, 3
  %319 = and i32 %318, 6
  %320 = lshr i32 %304, %319
  %321 = shl i32 %320, 4
  %322 = and i32 %321, 48
  %323 = or disjoint i32 %322, %317
  %324 = lshr i32 %305, 5
  %325 = and i32 %324, 6
  %326 = lshr i32 %304, %325
  %327 = shl i32 %326, 6
  %328 = and i32 %327, 192
  %329 = or disjoint i32 %328, %323
  br label %330

330:                                              ; preds = %307, %303
  %331 = phi i32 [ %304, %303 ], [ %329, %307 ]
  %332 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %331, i32 1, i32 0)
  br i1 %40, label %333, label %506

333:                                              ; preds = %330
  %334 = icmp eq i32 %15, 0
  %335 = select i1 %334, i32 228, i32 %332
  %336 = lshr i32 %335, %39
  %337 = and i32 %336, 3
  %338 = mul nsw i32 %6, %14
  %339 = add nsw i32 %338, %6
  %340 = tail call noundef i32 @llvm.smin.i32(i32 %339, i32 %1)
  %341 = icmp ne i32 %337, 0
  %342 = icmp slt i32 %338, %1
  %343 = select i1 %341, i1 %342, i1 false
  br i1 %343, label %344, label %382

344:                                              ; preds = %333, %371
  %345 = phi i32 [ %378, %371 ], [ %338, %333 ]
  %346 = phi i32 [ %377, %371 ], [ 0, %333 ]
  %347 = phi i32 [ %373, %371 ], [ %337, %333 ]
  %348 = sext i32 %345 to i64
  %349 = getelementptr inbounds i8, ptr %0, i64 %348
  %350 = addrspacecast ptr %349 to ptr addrspace(1)
  %351 = load i8, ptr addrspace(1) %350, align 1, !invariant.load !12
  switch i8 %351, label %355 [
    i8 44, label %356
    i8 10, label %352
    i8 34, label %353
    i8 13, label %354
  ]

352:                                              ; preds = %344
  br label %356

353:                                              ; preds = %344
  br label %356

354:                                              ; preds = %344
  br label %356

355:                                              ; preds = %344
  br label %356

356:                                              ; preds = %344, %352, %353, %354, %355
  %357 = phi i32 [ 2, %355 ], [ 2, %354 ], [ 2, %352 ], [ 3, %353 ], [ 2, %344 ]
  %358 = phi i32 [ 0, %355 ], [ 4, %354 ], [ 2, %352 ], [ 3, %353 ], [ 1, %344 ]
  switch i32 %347, label %363 [
    i32 0, label %359
    i32 1, label %359
    i32 2, label %371
  ]

359:                                              ; preds = %356, %356
  switch i32 %358, label %362 [
    i32 1, label %360
    i32 2, label %361
    i32 4, label %371
  ]

360:                                              ; preds = %359
  br label %371

361:                                              ; preds = %359
  br label %371

362:                                              ; preds = %359
  br label %371

363:                                              ; preds = %356
  %364 = add nsw i32 %358, -1
  %365 = icmp ult i32 %364, 4
  br i1 %365, label %366, label %371

366:                                              ; preds = %363
  %367 = icmp eq i32 %364, 1
  %368 = zext nneg i32 %364 to i64
  %369 = getelementptr inbounds nuw i32, ptr @switch.table.csv_parse_chunks6, i64 %368
  %370 = load i32, ptr %369, align 4
  br label %371

371:                                              ; preds = %363, %366, %356, %359, %360, %361, %362
  %372 = phi i1 [ false, %360 ], [ %367, %366 ], [ false, %356 ], [ false, %359 ], [ true, %361 ], [ false, %362 ], [ false, %363 ]
  %373 = phi i32 [ 0, %360 ], [ %370, %366 ], [ %357, %356 ], [ %347, %359 ], [ 0, %361 ], [ 1, %362 ], [ 1, %363 ]
  %374 = icmp slt i32 %345, %340
  %375 = and i1 %372, %374
  %376 = zext i1 %375 to i32
  %377 = add nuw nsw i32 %346, %376
  %378 = add nsw i32 %345, 1
  %379 = icmp ne i32 %373, 0
  %380 = icmp slt i32 %378, %1
  %381 = select i1 %379, i1 %380, i1 false
  br i1 %381, label %344, label %382, !llvm.loop !17

382:                                              ; preds = %371, %333
  %383 = phi i32 [ %337, %333 ], [ %373, %371 ]
  %384 = phi i32 [ 0, %333 ], [ %377, %371 ]
  %385 = phi i32 [ %338, %333 ], [ %378, %371 ]
  br label %386

386:                                              ; preds = %382, %492
  %387 = phi i32 [ %477, %492 ], [ %383, %382 ]
  %388 = phi i32 [ %493, %492 ], [ 0, %382 ]
  %389 = phi i32 [ %478, %492 ], [ %384, %382 ]
  %390 = phi i32 [ %395, %492 ], [ 0, %382 ]
  %391 = phi i64 [ %494, %492 ], [ 0, %382 ]
  %392 = phi i32 [ %479, %492 ], [ %385, %382 ]
  %393 = icmp slt i32 %392, %340
  br i1 %393, label %394, label %495

394:                                              ; preds = %386
  %395 = add nuw nsw i32 %390, 1
  %396 = tail call i32 @llvm.smax.i32(i32 %392, i32 %1)
  br label %397

397:                                              ; preds = %469, %394
  %398 = phi i32 [ %387, %394 ], [ %439, %469 ]
  %399 = phi i32 [ %389, %394 ], [ %470, %469 ]
  %400 = phi i32 [ %392, %394 ], [ %440, %469 ]
  %401 = phi i64 [ 0, %394 ], [ %471, %469 ]
  %402 = phi i32 [ 0, %394 ], [ %472, %469 ]
  %403 = phi i1 [ false, %394 ], [ %473, %469 ]
  %404 = phi i1 [ true, %394 ], [ %474, %469 ]
  %405 = phi i1 [ false, %394 ], [ %475, %469 ]
  %406 = icmp eq i32 %400, %396
  br i1 %406, label %476, label %407

407:                                              ; preds = %397
  %408 = sext i32 %400 to i64
  %409 = getelementptr inbounds i8, ptr %0, i64 %408
  %410 = addrspacecast ptr %409 to ptr addrspace(1)
  %411 = load i8, ptr addrspace(1) %410, align 1, !invariant.load !12
  switch i8 %411, label %415 [
    i8 44, label %416
    i8 10, label %412
    i8 34, label %413
    i8 13, label %414
  ]

412:                                              ; preds = %407
  br label %416

413:                                              ; preds = %407
  br label %416

414:                                              ; preds = %407
  br label %416

415:                                              ; preds = %407
  br label %416

416:                                              ; preds = %407, %412, %413, %414, %415
  %417 = phi i32 [ 2, %415 ], [ 2, %414 ], [ 2, %412 ], [ 3, %413 ], [ 2, %407 ]
  %418 = phi i1 [ false, %415 ], [ true, %414 ], [ false, %412 ], [ false, %413 ], [ false, %407 ]
  %419 = phi i32 [ 0, %415 ], [ 4, %414 ], [ 2, %412 ], [ 3, %413 ], [ 1, %407 ]
  switch i32 %398, label %427 [
    i32 0, label %420
    i32 1, label %420
    i32 2, label %436
  ]

420:                                              ; preds = %416, %416
  switch i32 %419, label %426 [
    i32 1, label %421
    i32 2, label %422
    i32 3, label %423
    i32 4, label %436
  ]

421:                                              ; preds = %420
  br label %436

422:                                              ; preds = %420
  br label %436

423:                                              ; preds = %420
  %424 = icmp eq i32 %398, 0
  %425 = select i1 %424, i32 2, i32 1
  br label %436

426:                                              ; preds = %420
  br label %436

427:                                              ; preds = %416
  %428 = add nsw i32 %419, -1
  %429 = icmp ult i32 %428, 4
  br i1 %429, label %430, label %436

430:                                              ; preds = %427
  %431 = icmp ult i32 %428, 2
  %432 = icmp eq i32 %428, 1
  %433 = zext nneg i32 %428 to i64
  %434 = getelementptr inbounds nuw i32, ptr @switch.table.csv_parse_chunks6, i64 %433
  %435 = load i32, ptr %434, align 4
  br label %436

436:                                              ; preds = %427, %430, %416, %420, %421, %422, %423, %426
  %437 = phi i1 [ true, %422 ], [ %431, %430 ], [ false, %416 ], [ false, %420 ], [ false, %423 ], [ false, %426 ], [ true, %421 ], [ false, %427 ]
  %438 = phi i1 [ true, %422 ], [ %432, %430 ], [ false, %416 ], [ false, %420 ], [ false, %423 ], [ false, %426 ], [ false, %421 ], [ false, %427 ]
  %439 = phi i32 [ 0, %422 ], [ %435, %430 ], [ %417, %416 ], [ %398, %420 ], [ %425, %423 ], [ 1, %426 ], [ 0, %421 ], [ 1, %427 ]
  %440 = add i32 %400, 1
  br i1 %437, label %441, label %446

441:                                              ; preds = %436
  %442 = icmp slt i32 %400, %340
  %443 = and i1 %442, %438
  %444 = zext i1 %443 to i32
  %445 = add nsw i32 %399, %444
  br label %469

446:                                              ; preds = %436
  br i1 %418, label %469, label %447, !llvm.loop !18

447:                                              ; preds = %446
  %448 = icmp eq i32 %398, 0
  %449 = icmp eq i32 %439, 1
  %450 = and i1 %448, %449
  %451 = icmp eq i8 %411, 45
  %452 = and i1 %451, %450
  br i1 %452, label %469, label %453, !llvm.loop !18

453:                                              ; preds = %447
  %454 = icmp ne i32 %439, 1
  %455 = add i8 %411, -58
  %456 = icmp ult i8 %455, -10
  %457 = or i1 %456, %454
  br i1 %457, label %469, label %458, !llvm.loop !18

458:                                              ; preds = %453
  br i1 %404, label %459, label %469, !llvm.loop !18

459:                                              ; preds = %458
  %460 = icmp slt i64 %401, 100000000000000000
  br i1 %460, label %461, label %466

461:                                              ; preds = %459
  %462 = mul nsw i64 %401, 10
  %463 = and i8 %411, 15
  %464 = zext nneg i8 %463 to i64
  %465 = add nsw i64 %462, %464
  br label %466

466:                                              ; preds = %461, %459
  %467 = phi i64 [ %465, %461 ], [ %401, %459 ]
  %468 = add nsw i32 %402, 1
  br label %469

469:                                              ; preds = %458, %453, %447, %446, %466, %441
  %470 = phi i32 [ %445, %441 ], [ %399, %453 ], [ %399, %446 ], [ %399, %447 ], [ %399, %466 ], [ %399, %458 ]
  %471 = phi i64 [ %401, %441 ], [ %401, %453 ], [ %401, %446 ], [ %401, %447 ], [ %467, %466 ], [ %401, %458 ]
  %472 = phi i32 [ %402, %441 ], [ %402, %453 ], [ %402, %446 ], [ %402, %447 ], [ %468, %466 ], [ %402, %458 ]
  %473 = phi i1 [ %403, %441 ], [ %403, %453 ], [ %403, %446 ], [ true, %447 ], [ %403, %466 ], [ %403, %458 ]
  %474 = phi i1 [ %404, %441 ], [ false, %453 ], [ %404, %446 ], [ %404, %447 ], [ true, %466 ], [ false, %458 ]
  %475 = phi i1 [ true, %441 ], [ %405, %453 ], [ %405, %446 ], [ %405, %447 ], [ %405, %466 ], [ %405, %458 ]
  br i1 %437, label %476, label %397

476:                                              ; preds = %469, %397
  %477 = phi i32 [ %439, %469 ], [ %398, %397 ]
  %478 = phi i32 [ %470, %469 ], [ %399, %397 ]
  %479 = phi i32 [ %440, %469 ], [ %396, %397 ]
  %480 = phi i64 [ %471, %469 ], [ %401, %397 ]
  %481 = phi i32 [ %472, %469 ], [ %402, %397 ]
  %482 = phi i1 [ %473, %469 ], [ %403, %397 ]
  %483 = phi i1 [ %474, %469 ], [ %404, %397 ]
  %484 = phi i1 [ %475, %469 ], [ %405, %397 ]
  %485 = icmp sgt i32 %481, 0
  %486 = select i1 %483, i1 %485, i1 false
  br i1 %486, label %487, label %492

487:                                              ; preds = %476
  %488 = sub nsw i64 0, %480
  %489 = select i1 %482, i64 %488, i64 %480
  %490 = add nsw i64 %489, %391
  %491 = add nsw i32 %388, 1
  br label %492

492:                                              ; preds = %487, %476
  %493 = phi i32 [ %491, %487 ], [ %388, %476 ]
  %494 = phi i64 [ %490, %487 ], [ %391, %476 ]
  br i1 %484, label %386, label %495

495:                                              ; preds = %492, %386
  %496 = phi i32 [ %493, %492 ], [ %388, %386 ]
  %497 = phi i32 [ %478, %492 ], [ %389, %386 ]
  %498 = phi i32 [ %395, %492 ], [ %390, %386 ]
  %499 = phi i64 [ %494, %492 ], [ %391, %386 ]
  %500 = sext i32 %14 to i64
  %501 = getelementptr inbounds %struct.ChunkStats, ptr %4, i64 %500
  store i64 %499, ptr %501, align 8, !tbaa !19
  %502 = getelementptr inbounds nuw i8, ptr %501, i64 8
  store i32 %498, ptr %502, align 8, !tbaa !6
  %503 = getelementptr inbounds nuw i8, ptr %501, i64 12
  store i32 %497, ptr %503, align 4, !tbaa !6
  %504 = getelementptr inbounds nuw i8, ptr %501, i64 16
  store i32 %496, ptr %504, align 8, !tbaa !6
  %505 = getelementptr inbounds nuw i8, ptr %501, i64 20
  store i32 %337, ptr %505, align 4, !tbaa !6
  br label %506

506:                                              ; preds = %495, %330, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!8, !8, i64 0}
!12 = !{}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !8, i64 0}
