; ModuleID = 'src/edit_distance.cu'
source_filename = "src/edit_distance.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @myers_edit_distance(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %199

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds %struct.int4, ptr %2, i64 %15
  %17 = load i32, ptr %16, align 16, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %17, i32 0)
  %25 = tail call noundef i32 @llvm.smin.i32(i32 %24, i32 %1)
  %26 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %19, i32 0)
  %27 = sub nsw i32 %1, %25
  %28 = tail call noundef i32 @llvm.smin.i32(i32 %26, i32 %27)
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 %1)
  %31 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %23, i32 0)
  %32 = sub nsw i32 %1, %30
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 %32)
  %34 = sext i32 %25 to i64
  %35 = getelementptr inbounds i8, ptr %0, i64 %34
  %36 = sext i32 %30 to i64
  %37 = getelementptr inbounds i8, ptr %0, i64 %36
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %28, i32 64)
  %39 = icmp eq i32 %28, 0
  br i1 %39, label %40, label %46

40:                                               ; preds = %14
  %41 = icmp eq i32 %4, 0
  %42 = select i1 %41, i32 %33, i32 0
  %43 = getelementptr inbounds i32, ptr %5, i64 %15
  store i32 %42, ptr %43, align 4, !tbaa !6
  %44 = add nsw i32 %33, -1
  %45 = select i1 %41, i32 %44, i32 -1
  br label %196

46:                                               ; preds = %14
  %47 = icmp sgt i32 %28, 0
  br i1 %47, label %48, label %81

48:                                               ; preds = %46
  %49 = tail call i32 @llvm.smax.i32(i32 %38, i32 1)
  %50 = and i32 %49, 1
  %51 = icmp eq i32 %28, 1
  br i1 %51, label %56, label %52

52:                                               ; preds = %48
  %53 = and i32 %49, 126
  br label %94

54:                                               ; preds = %94
  %55 = icmp eq i32 %50, 0
  br i1 %55, label %81, label %56

56:                                               ; preds = %54, %48
  %57 = phi i64 [ 0, %48 ], [ %128, %54 ]
  %58 = phi i64 [ 0, %48 ], [ %131, %54 ]
  %59 = phi i64 [ 0, %48 ], [ %134, %54 ]
  %60 = phi i64 [ 0, %48 ], [ %137, %54 ]
  %61 = phi i32 [ 0, %48 ], [ %138, %54 ]
  %62 = icmp ne i32 %50, 0
  tail call void @llvm.assume(i1 %62)
  %63 = zext nneg i32 %61 to i64
  %64 = shl nuw i64 1, %63
  %65 = getelementptr inbounds nuw i8, ptr %35, i64 %63
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = lshr i8 %66, 1
  %68 = and i8 %67, 3
  %69 = icmp eq i8 %68, 0
  %70 = select i1 %69, i64 %64, i64 0
  %71 = or i64 %57, %70
  %72 = icmp eq i8 %68, 1
  %73 = select i1 %72, i64 %64, i64 0
  %74 = or i64 %58, %73
  %75 = icmp eq i8 %68, 2
  %76 = select i1 %75, i64 %64, i64 0
  %77 = or i64 %59, %76
  %78 = icmp eq i8 %68, 3
  %79 = select i1 %78, i64 %64, i64 0
  %80 = or i64 %60, %79
  br label %81

81:                                               ; preds = %56, %54, %46
  %82 = phi i64 [ 0, %46 ], [ %128, %54 ], [ %71, %56 ]
  %83 = phi i64 [ 0, %46 ], [ %131, %54 ], [ %74, %56 ]
  %84 = phi i64 [ 0, %46 ], [ %134, %54 ], [ %77, %56 ]
  %85 = phi i64 [ 0, %46 ], [ %137, %54 ], [ %80, %56 ]
  %86 = add nsw i32 %38, -1
  %87 = zext nneg i32 %86 to i64
  %88 = shl nuw i64 1, %87
  %89 = icmp eq i32 %4, 0
  %90 = zext i1 %89 to i64
  %91 = icmp sgt i32 %33, 0
  br i1 %91, label %92, label %141

92:                                               ; preds = %81
  %93 = icmp ne i32 %4, 0
  br label %149

94:                                               ; preds = %94, %52
  %95 = phi i64 [ 0, %52 ], [ %128, %94 ]
  %96 = phi i64 [ 0, %52 ], [ %131, %94 ]
  %97 = phi i64 [ 0, %52 ], [ %134, %94 ]
  %98 = phi i64 [ 0, %52 ], [ %137, %94 ]
  %99 = phi i32 [ 0, %52 ], [ %138, %94 ]
  %100 = phi i32 [ 0, %52 ], [ %139, %94 ]
  %101 = zext nneg i32 %99 to i64
  %102 = shl nuw i64 1, %101
  %103 = getelementptr inbounds nuw i8, ptr %35, i64 %101
  %104 = load i8, ptr %103, align 1, !tbaa !11
  %105 = lshr i8 %104, 1
  %106 = and i8 %105, 3
  %107 = icmp eq i8 %106, 0
  %108 = select i1 %107, i64 %102, i64 0
  %109 = or i64 %95, %108
  %110 = icmp eq i8 %106, 1
  %111 = select i1 %110, i64 %102, i64 0
  %112 = or i64 %96, %111
  %113 = icmp eq i8 %106, 2
  %114 = select i1 %113, i64 %102, i64 0
  %115 = or i64 %97, %114
  %116 = icmp eq i8 %106, 3
  %117 = select i1 %116, i64 %102, i64 0
  %118 = or i64 %98, %117
  %119 = or disjoint i32 %99, 1
  %120 = zext nneg i32 %119 to i64
  %121 = shl nuw i64 1, %120
  %122 = getelementptr inbounds nuw i8, ptr %35, i64 %120
  %123 = load i8, ptr %122, align 1, !tbaa !11
  %124 = lshr i8 %123, 1
  %125 = and i8 %124, 3
  %126 = icmp eq i8 %125, 0
  %127 = select i1 %126, i64 %121, i64 0
  %128 = or i64 %109, %127
  %129 = icmp eq i8 %125, 1
  %130 = select i1 %129, i64 %121, i64 0
  %131 = or i64 %112, %130
  %132 = icmp eq i8 %125, 2
  %133 = select i1 %132, i64 %121, i64 0
  %134 = or i64 %115, %133
  %135 = icmp eq i8 %125, 3
  %136 = select i1 %135, i64 %121, i64 0
  %137 = or i64 %118, %136
  %138 = add nuw nsw i32 %99, 2
  %139 = add i32 %100, 2
  %140 = icmp eq i32 %139, %53
  br i1 %140, label %54, label %94, !llvm.loop !12

141:                                              ; preds = %165, %81
  %142 = phi i32 [ %38, %81 ], [ %182, %165 ]
  %143 = phi i32 [ %38, %81 ], [ %192, %165 ]
  %144 = phi i32 [ -1, %81 ], [ %193, %165 ]
  %145 = select i1 %89, i32 %142, i32 %143
  %146 = getelementptr inbounds i32, ptr %5, i64 %15
  store i32 %145, ptr %146, align 4, !tbaa !6
  %147 = add nsw i32 %33, -1
  %148 = select i1 %89, i32 %147, i32 %144
  br label %196

149:                                              ; preds = %92, %165
  %150 = phi i64 [ -1, %92 ], [ %188, %165 ]
  %151 = phi i32 [ 0, %92 ], [ %194, %165 ]
  %152 = phi i64 [ 0, %92 ], [ %189, %165 ]
  %153 = phi i32 [ -1, %92 ], [ %193, %165 ]
  %154 = phi i32 [ %38, %92 ], [ %192, %165 ]
  %155 = phi i32 [ %38, %92 ], [ %182, %165 ]
  %156 = zext nneg i32 %151 to i64
  %157 = getelementptr inbounds nuw i8, ptr %37, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !11
  %159 = lshr i8 %158, 1
  %160 = and i8 %159, 3
  switch i8 %160, label %163 [
    i8 0, label %165
    i8 1, label %161
    i8 2, label %162
    i8 3, label %164
  ]

161:                                              ; preds = %149
  br label %165

162:                                              ; preds = %149
  br label %165

163:                                              ; preds = %149
  unreachable

164:                                              ; preds = %149
  br label %165

165:                                              ; preds = %162, %149, %161, %164
  %166 = phi i64 [ %85, %164 ], [ %83, %161 ], [ %82, %149 ], [ %84, %162 ]
  %167 = or i64 %166, %152
  %168 = and i64 %166, %150
  %169 = add i64 %168, %150
  %170 = xor i64 %169, %150
  %171 = or i64 %170, %166
  %172 = or i64 %171, %150
  %173 = xor i64 %172, -1
  %174 = or i64 %152, %173
  %175 = and i64 %171, %150
  %176 = and i64 %174, %88
  %177 = icmp eq i64 %176, 0
  %178 = and i64 %175, %88
  %179 = icmp ne i64 %178, 0
  %180 = sext i1 %179 to i32
  %181 = select i1 %177, i32 %180, i32 1
  %182 = add nsw i32 %155, %181
  %183 = shl i64 %174, 1
  %184 = or disjoint i64 %183, %90
  %185 = shl i64 %175, 1
  %186 = or i64 %184, %167
  %187 = xor i64 %186, -1
  %188 = or i64 %185, %187
  %189 = and i64 %184, %167
  %190 = icmp slt i32 %182, %154
  %191 = select i1 %93, i1 %190, i1 false
  %192 = select i1 %191, i32 %182, i32 %154
  %193 = select i1 %191, i32 %151, i32 %153
  %194 = add nuw nsw i32 %151, 1
  %195 = icmp eq i32 %194, %33
  br i1 %195, label %141, label %149, !llvm.loop !14

196:                                              ; preds = %141, %40
  %197 = phi i32 [ %45, %40 ], [ %148, %141 ]
  %198 = getelementptr inbounds i32, ptr %6, i64 %15
  store i32 %197, ptr %198, align 4, !tbaa !6
  br label %199

199:                                              ; preds = %196, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @banded_edit_distance(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = alloca [17 x i32], align 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %534

14:                                               ; preds = %6
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds %struct.int4, ptr %2, i64 %15
  %17 = load i32, ptr %16, align 16, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %17, i32 0)
  %25 = tail call noundef i32 @llvm.smin.i32(i32 %24, i32 %1)
  %26 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %19, i32 0)
  %27 = sub nsw i32 %1, %25
  %28 = tail call noundef i32 @llvm.smin.i32(i32 %26, i32 %27)
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 %1)
  %31 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %23, i32 0)
  %32 = sub nsw i32 %1, %30
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 %32)
  %34 = sext i32 %25 to i64
  %35 = getelementptr inbounds i8, ptr %0, i64 %34
  %36 = sext i32 %30 to i64
  %37 = getelementptr inbounds i8, ptr %0, i64 %36
  %38 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 0)
  %39 = tail call i32 @llvm.umin.i32(i32 %38, i32 8)
  %40 = sub nsw i32 %33, %28
  %41 = tail call noundef i32 @llvm.abs.i32(i32 %40, i1 false)
  %42 = icmp sgt i32 %41, %39
  br i1 %42, label %43, label %46

43:                                               ; preds = %14
  %44 = add nuw nsw i32 %39, 1
  %45 = getelementptr inbounds i32, ptr %5, i64 %15
  store i32 %44, ptr %45, align 4, !tbaa !6
  br label %534

46:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #7
  store i32 1073741823, ptr %7, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1073741823, ptr %47, align 4, !tbaa !6
  %48 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1073741823, ptr %48, align 4, !tbaa !6
  %49 = getelementptr inbounds nuw i8, ptr %7, i64 12
  store i32 1073741823, ptr %49, align 4, !tbaa !6
  %50 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store i32 1073741823, ptr %50, align 4, !tbaa !6
  %51 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store i32 1073741823, ptr %51, align 4, !tbaa !6
  %52 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store i32 1073741823, ptr %52, align 4, !tbaa !6
  %53 = getelementptr inbounds nuw i8, ptr %7, i64 28
  store i32 1073741823, ptr %53, align 4, !tbaa !6
  %54 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %55 = icmp slt i32 %32, 0
  %56 = select i1 %55, i32 1073741823, i32 0
  store i32 %56, ptr %54, align 4, !tbaa !6
  %57 = icmp sgt i32 %33, 0
  br i1 %57, label %58, label %60

58:                                               ; preds = %46
  %59 = load i8, ptr %37, align 1, !tbaa !11
  br label %60

60:                                               ; preds = %58, %46
  %61 = phi i8 [ %59, %58 ], [ 0, %46 ]
  %62 = getelementptr inbounds nuw i8, ptr %7, i64 36
  %63 = icmp slt i32 %33, 1
  %64 = select i1 %63, i32 1073741823, i32 1
  store i32 %64, ptr %62, align 4, !tbaa !6
  %65 = icmp sgt i32 %33, 1
  br i1 %65, label %66, label %69

66:                                               ; preds = %60
  %67 = getelementptr inbounds nuw i8, ptr %37, i64 1
  %68 = load i8, ptr %67, align 1, !tbaa !11
  br label %69

69:                                               ; preds = %66, %60
  %70 = phi i8 [ %68, %66 ], [ 0, %60 ]
  %71 = getelementptr inbounds nuw i8, ptr %7, i64 40
  %72 = icmp slt i32 %33, 2
  %73 = select i1 %72, i32 1073741823, i32 2
  store i32 %73, ptr %71, align 4, !tbaa !6
  %74 = icmp sgt i32 %33, 2
  br i1 %74, label %75, label %78

75:                                               ; preds = %69
  %76 = getelementptr inbounds nuw i8, ptr %37, i64 2
  %77 = load i8, ptr %76, align 1, !tbaa !11
  br label %78

78:                                               ; preds = %75, %69
  %79 = phi i8 [ %77, %75 ], [ 0, %69 ]
  %80 = getelementptr inbounds nuw i8, ptr %7, i64 44
  %81 = icmp slt i32 %33, 3
  %82 = select i1 %81, i32 1073741823, i32 3
  store i32 %82, ptr %80, align 4, !tbaa !6
  %83 = icmp sgt i32 %33, 3
  br i1 %83, label %84, label %87

84:                                               ; preds = %78
  %85 = getelementptr inbounds nuw i8, ptr %37, i64 3
  %86 = load i8, ptr %85, align 1, !tbaa !11
  br label %87

87:                                               ; preds = %84, %78
  %88 = phi i8 [ %86, %84 ], [ 0, %78 ]
  %89 = getelementptr inbounds nuw i8, ptr %7, i64 48
  %90 = icmp slt i32 %33, 4
  %91 = select i1 %90, i32 1073741823, i32 4
  store i32 %91, ptr %89, align 4, !tbaa !6
  %92 = icmp sgt i32 %33, 4
  br i1 %92, label %93, label %96

93:                                               ; preds = %87
  %94 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %95 = load i8, ptr %94, align 1, !tbaa !11
  br label %96

96:                                               ; preds = %93, %87
  %97 = phi i8 [ %95, %93 ], [ 0, %87 ]
  %98 = getelementptr inbounds nuw i8, ptr %7, i64 52
  %99 = icmp slt i32 %33, 5
  %100 = select i1 %99, i32 1073741823, i32 5
  store i32 %100, ptr %98, align 4, !tbaa !6
  %101 = icmp sgt i32 %33, 5
  br i1 %101, label %102, label %105

102:                                              ; preds = %96
  %103 = getelementptr inbounds nuw i8, ptr %37, i64 5
  %104 = load i8, ptr %103, align 1, !tbaa !11
  br label %105

105:                                              ; preds = %102, %96
  %106 = phi i8 [ %104, %102 ], [ 0, %96 ]
  %107 = getelementptr inbounds nuw i8, ptr %7, i64 56
  %108 = icmp slt i32 %33, 6
  %109 = select i1 %108, i32 1073741823, i32 6
  store i32 %109, ptr %107, align 4, !tbaa !6
  %110 = icmp sgt i32 %33, 6
  br i1 %110, label %111, label %114

111:                                              ; preds = %105
  %112 = getelementptr inbounds nuw i8, ptr %37, i64 6
  %113 = load i8, ptr %112, align 1, !tbaa !11
  br label %114

114:                                              ; preds = %111, %105
  %115 = phi i8 [ %113, %111 ], [ 0, %105 ]
  %116 = getelementptr inbounds nuw i8, ptr %7, i64 60
  %117 = icmp slt i32 %33, 7
  %118 = select i1 %117, i32 1073741823, i32 7
  store i32 %118, ptr %116, align 4, !tbaa !6
  %119 = icmp sgt i32 %33, 7
  br i1 %119, label %120, label %123

120:                                              ; preds = %114
  %121 = getelementptr inbounds nuw i8, ptr %37, i64 7
  %122 = load i8, ptr %121, align 1, !tbaa !11
  br label %123

123:                                              ; preds = %120, %114
  %124 = phi i8 [ %122, %120 ], [ 0, %114 ]
  %125 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %126 = icmp slt i32 %33, 8
  %127 = select i1 %126, i32 1073741823, i32 8
  store i32 %127, ptr %125, align 4, !tbaa !6
  %128 = icmp sgt i32 %33, 8
  br i1 %128, label %129, label %132

129:                                              ; preds = %123
  %130 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %131 = load i8, ptr %130, align 1, !tbaa !11
  br label %132

132:                                              ; preds = %129, %123
  %133 = phi i8 [ %131, %129 ], [ 0, %123 ]
  %134 = icmp slt i32 %28, 1
  br i1 %134, label %521, label %135

135:                                              ; preds = %132, %463
  %136 = phi i32 [ %464, %463 ], [ %127, %132 ]
  %137 = phi i32 [ %465, %463 ], [ %118, %132 ]
  %138 = phi i32 [ %466, %463 ], [ %109, %132 ]
  %139 = phi i32 [ %467, %463 ], [ %100, %132 ]
  %140 = phi i32 [ %468, %463 ], [ %91, %132 ]
  %141 = phi i32 [ %469, %463 ], [ %82, %132 ]
  %142 = phi i32 [ %470, %463 ], [ %73, %132 ]
  %143 = phi i32 [ %471, %463 ], [ %64, %132 ]
  %144 = phi i32 [ %472, %463 ], [ %56, %132 ]
  %145 = phi i32 [ %473, %463 ], [ 1073741823, %132 ]
  %146 = phi i32 [ %474, %463 ], [ 1073741823, %132 ]
  %147 = phi i32 [ %475, %463 ], [ 1073741823, %132 ]
  %148 = phi i32 [ %476, %463 ], [ 1073741823, %132 ]
  %149 = phi i32 [ %477, %463 ], [ 1073741823, %132 ]
  %150 = phi i32 [ %478, %463 ], [ 1073741823, %132 ]
  %151 = phi i32 [ %479, %463 ], [ 1073741823, %132 ]
  %152 = phi i32 [ %480, %463 ], [ 1073741823, %132 ]
  %153 = phi i8 [ %481, %463 ], [ %133, %132 ]
  %154 = phi i8 [ %482, %463 ], [ %124, %132 ]
  %155 = phi i8 [ %483, %463 ], [ %115, %132 ]
  %156 = phi i8 [ %484, %463 ], [ %106, %132 ]
  %157 = phi i8 [ %485, %463 ], [ %97, %132 ]
  %158 = phi i8 [ %486, %463 ], [ %88, %132 ]
  %159 = phi i8 [ %487, %463 ], [ %79, %132 ]
  %160 = phi i8 [ %488, %463 ], [ %70, %132 ]
  %161 = phi i8 [ %489, %463 ], [ %61, %132 ]
  %162 = phi i8 [ %490, %463 ], [ 0, %132 ]
  %163 = phi i8 [ %491, %463 ], [ 0, %132 ]
  %164 = phi i8 [ %492, %463 ], [ 0, %132 ]
  %165 = phi i8 [ %493, %463 ], [ 0, %132 ]
  %166 = phi i8 [ %494, %463 ], [ 0, %132 ]
  %167 = phi i8 [ %495, %463 ], [ 0, %132 ]
  %168 = phi i8 [ %496, %463 ], [ 0, %132 ]
  %169 = phi i8 [ %497, %463 ], [ 0, %132 ]
  %170 = phi i32 [ %498, %463 ], [ %127, %132 ]
  %171 = phi i32 [ %499, %463 ], [ %118, %132 ]
  %172 = phi i32 [ %500, %463 ], [ %109, %132 ]
  %173 = phi i32 [ %501, %463 ], [ %100, %132 ]
  %174 = phi i32 [ %502, %463 ], [ %91, %132 ]
  %175 = phi i32 [ %503, %463 ], [ %82, %132 ]
  %176 = phi i32 [ %504, %463 ], [ %73, %132 ]
  %177 = phi i32 [ %505, %463 ], [ %64, %132 ]
  %178 = phi i32 [ %506, %463 ], [ %56, %132 ]
  %179 = phi i32 [ %507, %463 ], [ 1073741823, %132 ]
  %180 = phi i32 [ %508, %463 ], [ 1073741823, %132 ]
  %181 = phi i32 [ %509, %463 ], [ 1073741823, %132 ]
  %182 = phi i32 [ %510, %463 ], [ 1073741823, %132 ]
  %183 = phi i32 [ %511, %463 ], [ 1073741823, %132 ]
  %184 = phi i32 [ %512, %463 ], [ 1073741823, %132 ]
  %185 = phi i32 [ %513, %463 ], [ 1073741823, %132 ]
  %186 = phi i32 [ %514, %463 ], [ 1073741823, %132 ]
  %187 = phi i1 [ %515, %463 ], [ false, %132 ]
  %188 = phi i32 [ %211, %463 ], [ 1, %132 ]
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr i8, ptr %35, i64 %189
  %191 = getelementptr i8, ptr %190, i64 -1
  %192 = load i8, ptr %191, align 1, !tbaa !11
  %193 = add nsw i32 %188, -8
  %194 = icmp samesign ult i32 %188, 8
  %195 = icmp sgt i32 %193, %33
  %196 = select i1 %194, i1 true, i1 %195
  br i1 %196, label %209, label %200

197:                                              ; preds = %455
  %198 = add nuw nsw i32 %188, 8
  %199 = icmp slt i32 %198, %33
  br i1 %199, label %459, label %463

200:                                              ; preds = %135
  %201 = icmp eq i32 %193, 0
  br i1 %201, label %209, label %202

202:                                              ; preds = %200
  %203 = icmp ne i8 %192, %169
  %204 = zext i1 %203 to i32
  %205 = add nsw i32 %186, %204
  %206 = add nsw i32 %185, 1
  %207 = tail call noundef i32 @llvm.smin.i32(i32 %205, i32 %206)
  %208 = tail call i32 @llvm.smin.i32(i32 %207, i32 1073741823)
  br label %209

209:                                              ; preds = %202, %200, %135
  %210 = phi i32 [ %208, %202 ], [ 1073741823, %135 ], [ 8, %200 ]
  %211 = add nuw i32 %188, 1
  %212 = add i32 %188, -7
  %213 = icmp ult i32 %188, 7
  %214 = icmp sgt i32 %212, %33
  %215 = or i1 %213, %214
  br i1 %215, label %227, label %216

216:                                              ; preds = %209
  %217 = icmp eq i32 %212, 0
  br i1 %217, label %227, label %218

218:                                              ; preds = %216
  %219 = icmp ne i8 %192, %168
  %220 = zext i1 %219 to i32
  %221 = add nsw i32 %185, %220
  %222 = add nsw i32 %184, 1
  %223 = tail call noundef i32 @llvm.smin.i32(i32 %221, i32 %222)
  %224 = add nsw i32 %210, 1
  %225 = tail call noundef i32 @llvm.smin.i32(i32 %223, i32 %224)
  %226 = tail call i32 @llvm.smin.i32(i32 %225, i32 1073741823)
  br label %227

227:                                              ; preds = %218, %216, %209
  %228 = phi i32 [ 7, %216 ], [ 1073741823, %209 ], [ %226, %218 ]
  %229 = tail call noundef i32 @llvm.smin.i32(i32 %210, i32 %228)
  %230 = add nsw i32 %188, -6
  %231 = icmp ult i32 %188, 6
  %232 = icmp sgt i32 %230, %33
  %233 = select i1 %231, i1 true, i1 %232
  br i1 %233, label %245, label %234

234:                                              ; preds = %227
  %235 = icmp eq i32 %230, 0
  br i1 %235, label %245, label %236

236:                                              ; preds = %234
  %237 = icmp ne i8 %192, %167
  %238 = zext i1 %237 to i32
  %239 = add nsw i32 %184, %238
  %240 = add nsw i32 %183, 1
  %241 = tail call noundef i32 @llvm.smin.i32(i32 %239, i32 %240)
  %242 = add nsw i32 %228, 1
  %243 = tail call noundef i32 @llvm.smin.i32(i32 %241, i32 %242)
  %244 = tail call i32 @llvm.smin.i32(i32 %243, i32 1073741823)
  br label %245

245:                                              ; preds = %236, %234, %227
  %246 = phi i32 [ 6, %234 ], [ 1073741823, %227 ], [ %244, %236 ]
  %247 = tail call noundef i32 @llvm.smin.i32(i32 %229, i32 %246)
  %248 = add nsw i32 %188, -5
  %249 = icmp ult i32 %188, 5
  %250 = icmp sgt i32 %248, %33
  %251 = select i1 %249, i1 true, i1 %250
  br i1 %251, label %263, label %252

252:                                              ; preds = %245
  %253 = icmp eq i32 %248, 0
  br i1 %253, label %263, label %254

254:                                              ; preds = %252
  %255 = icmp ne i8 %192, %166
  %256 = zext i1 %255 to i32
  %257 = add nsw i32 %183, %256
  %258 = add nsw i32 %182, 1
  %259 = tail call noundef i32 @llvm.smin.i32(i32 %257, i32 %258)
  %260 = add nsw i32 %246, 1
  %261 = tail call noundef i32 @llvm.smin.i32(i32 %259, i32 %260)
  %262 = tail call i32 @llvm.smin.i32(i32 %261, i32 1073741823)
  br label %263

263:                                              ; preds = %254, %252, %245
  %264 = phi i32 [ 5, %252 ], [ 1073741823, %245 ], [ %262, %254 ]
  %265 = tail call noundef i32 @llvm.smin.i32(i32 %247, i32 %264)
  %266 = add nsw i32 %188, -4
  %267 = icmp ult i32 %188, 4
  %268 = icmp sgt i32 %266, %33
  %269 = select i1 %267, i1 true, i1 %268
  br i1 %269, label %281, label %270

270:                                              ; preds = %263
  %271 = icmp eq i32 %266, 0
  br i1 %271, label %281, label %272

272:                                              ; preds = %270
  %273 = icmp ne i8 %192, %165
  %274 = zext i1 %273 to i32
  %275 = add nsw i32 %182, %274
  %276 = add nsw i32 %181, 1
  %277 = tail call noundef i32 @llvm.smin.i32(i32 %275, i32 %276)
  %278 = add nsw i32 %264, 1
  %279 = tail call noundef i32 @llvm.smin.i32(i32 %277, i32 %278)
  %280 = tail call i32 @llvm.smin.i32(i32 %279, i32 1073741823)
  br label %281

281:                                              ; preds = %272, %270, %263
  %282 = phi i32 [ 4, %270 ], [ 1073741823, %263 ], [ %280, %272 ]
  %283 = tail call noundef i32 @llvm.smin.i32(i32 %265, i32 %282)
  %284 = add nsw i32 %188, -3
  %285 = icmp ult i32 %188, 3
  %286 = icmp sgt i32 %284, %33
  %287 = select i1 %285, i1 true, i1 %286
  br i1 %287, label %299, label %288

288:                                              ; preds = %281
  %289 = icmp eq i32 %284, 0
  br i1 %289, label %299, label %290

290:                                              ; preds = %288
  %291 = icmp ne i8 %192, %164
  %292 = zext i1 %291 to i32
  %293 = add nsw i32 %181, %292
  %294 = add nsw i32 %180, 1
  %295 = tail call noundef i32 @llvm.smin.i32(i32 %293, i32 %294)
  %296 = add nsw i32 %282, 1
  %297 = tail call noundef i32 @llvm.smin.i32(i32 %295, i32 %296)
  %298 = tail call i32 @llvm.smin.i32(i32 %297, i32 1073741823)
  br label %299

299:                                              ; preds = %290, %288, %281
  %300 = phi i32 [ 3, %288 ], [ 1073741823, %281 ], [ %298, %290 ]
  %301 = tail call noundef i32 @llvm.smin.i32(i32 %283, i32 %300)
  %302 = add nsw i32 %188, -2
  %303 = icmp ult i32 %188, 2
  %304 = icmp sgt i32 %302, %33
  %305 = select i1 %303, i1 true, i1 %304
  br i1 %305, label %317, label %306

306:                                              ; preds = %299
  %307 = icmp eq i32 %302, 0
  br i1 %307, label %317, label %308

308:                                              ; preds = %306
  %309 = icmp ne i8 %192, %163
  %310 = zext i1 %309 to i32
  %311 = add nsw i32 %180, %310
  %312 = add nsw i32 %179, 1
  %313 = tail call noundef i32 @llvm.smin.i32(i32 %311, i32 %312)
  %314 = add nsw i32 %300, 1
  %315 = tail call noundef i32 @llvm.smin.i32(i32 %313, i32 %314)
  %316 = tail call i32 @llvm.smin.i32(i32 %315, i32 1073741823)
  br label %317

317:                                              ; preds = %308, %306, %299
  %318 = phi i32 [ 2, %306 ], [ 1073741823, %299 ], [ %316, %308 ]
  %319 = tail call noundef i32 @llvm.smin.i32(i32 %301, i32 %318)
  %320 = add nsw i32 %188, -1
  %321 = icmp sgt i32 %320, %33
  br i1 %321, label %333, label %322

322:                                              ; preds = %317
  %323 = icmp eq i32 %320, 0
  br i1 %323, label %333, label %324

324:                                              ; preds = %322
  %325 = icmp ne i8 %192, %162
  %326 = zext i1 %325 to i32
  %327 = add nsw i32 %179, %326
  %328 = add nsw i32 %178, 1
  %329 = tail call noundef i32 @llvm.smin.i32(i32 %327, i32 %328)
  %330 = add nsw i32 %318, 1
  %331 = tail call noundef i32 @llvm.smin.i32(i32 %329, i32 %330)
  %332 = tail call i32 @llvm.smin.i32(i32 %331, i32 1073741823)
  br label %333

333:                                              ; preds = %324, %322, %317
  %334 = phi i32 [ 1, %322 ], [ 1073741823, %317 ], [ %332, %324 ]
  %335 = tail call noundef i32 @llvm.smin.i32(i32 %319, i32 %334)
  %336 = icmp sgt i32 %188, %33
  br i1 %336, label %346, label %337

337:                                              ; preds = %333
  %338 = icmp ne i8 %192, %161
  %339 = zext i1 %338 to i32
  %340 = add nsw i32 %178, %339
  %341 = add nsw i32 %177, 1
  %342 = tail call noundef i32 @llvm.smin.i32(i32 %340, i32 %341)
  %343 = add nsw i32 %334, 1
  %344 = tail call noundef i32 @llvm.smin.i32(i32 %342, i32 %343)
  %345 = tail call i32 @llvm.smin.i32(i32 %344, i32 1073741823)
  br label %346

346:                                              ; preds = %337, %333
  %347 = phi i32 [ %345, %337 ], [ 1073741823, %333 ]
  %348 = tail call noundef i32 @llvm.smin.i32(i32 %335, i32 %347)
  %349 = icmp slt i32 %188, %33
  br i1 %349, label %350, label %359

350:                                              ; preds = %346
  %351 = icmp ne i8 %192, %160
  %352 = zext i1 %351 to i32
  %353 = add nsw i32 %177, %352
  %354 = add nsw i32 %176, 1
  %355 = tail call noundef i32 @llvm.smin.i32(i32 %353, i32 %354)
  %356 = add nsw i32 %347, 1
  %357 = tail call noundef i32 @llvm.smin.i32(i32 %355, i32 %356)
  %358 = tail call i32 @llvm.smin.i32(i32 %357, i32 1073741823)
  br label %359

359:                                              ; preds = %350, %346
  %360 = phi i32 [ %358, %350 ], [ 1073741823, %346 ]
  %361 = tail call noundef i32 @llvm.smin.i32(i32 %348, i32 %360)
  %362 = add nsw i32 %188, 2
  %363 = icmp sgt i32 %362, %33
  br i1 %363, label %373, label %364

364:                                              ; preds = %359
  %365 = icmp ne i8 %192, %159
  %366 = zext i1 %365 to i32
  %367 = add nsw i32 %176, %366
  %368 = add nsw i32 %175, 1
  %369 = tail call noundef i32 @llvm.smin.i32(i32 %367, i32 %368)
  %370 = add nsw i32 %360, 1
  %371 = tail call noundef i32 @llvm.smin.i32(i32 %369, i32 %370)
  %372 = tail call i32 @llvm.smin.i32(i32 %371, i32 1073741823)
  br label %373

373:                                              ; preds = %364, %359
  %374 = phi i32 [ %372, %364 ], [ 1073741823, %359 ]
  %375 = tail call noundef i32 @llvm.smin.i32(i32 %361, i32 %374)
  %376 = add nsw i32 %188, 3
  %377 = icmp sgt i32 %376, %33
  br i1 %377, label %387, label %378

378:                                              ; preds = %373
  %379 = icmp ne i8 %192, %158
  %380 = zext i1 %379 to i32
  %381 = add nsw i32 %175, %380
  %382 = add nsw i32 %174, 1
  %383 = tail call noundef i32 @llvm.smin.i32(i32 %381, i32 %382)
  %384 = add nsw i32 %374, 1
  %385 = tail call noundef i32 @llvm.smin.i32(i32 %383, i32 %384)
  %386 = tail call i32 @llvm.smin.i32(i32 %385, i32 1073741823)
  br label %387

387:                                              ; preds = %378, %373
  %388 = phi i32 [ %386, %378 ], [ 1073741823, %373 ]
  %389 = tail call noundef i32 @llvm.smin.i32(i32 %375, i32 %388)
  %390 = add nsw i32 %188, 4
  %391 = icmp sgt i32 %390, %33
  br i1 %391, label %401, label %392

392:                                              ; preds = %387
  %393 = icmp ne i8 %192, %157
  %394 = zext i1 %393 to i32
  %395 = add nsw i32 %174, %394
  %396 = add nsw i32 %173, 1
  %397 = tail call noundef i32 @llvm.smin.i32(i32 %395, i32 %396)
  %398 = add nsw i32 %388, 1
  %399 = tail call noundef i32 @llvm.smin.i32(i32 %397, i32 %398)
  %400 = tail call i32 @llvm.smin.i32(i32 %399, i32 1073741823)
  br label %401

401:                                              ; preds = %392, %387
  %402 = phi i32 [ %400, %392 ], [ 1073741823, %387 ]
  %403 = tail call noundef i32 @llvm.smin.i32(i32 %389, i32 %402)
  %404 = add nsw i32 %188, 5
  %405 = icmp sgt i32 %404, %33
  br i1 %405, label %415, label %406

406:                                              ; preds = %401
  %407 = icmp ne i8 %192, %156
  %408 = zext i1 %407 to i32
  %409 = add nsw i32 %173, %408
  %410 = add nsw i32 %172, 1
  %411 = tail call noundef i32 @llvm.smin.i32(i32 %409, i32 %410)
  %412 = add nsw i32 %402, 1
  %413 = tail call noundef i32 @llvm.smin.i32(i32 %411, i32 %412)
  %414 = tail call i32 @llvm.smin.i32(i32 %413, i32 1073741823)
  br label %415

415:                                              ; preds = %406, %401
  %416 = phi i32 [ %414, %406 ], [ 1073741823, %401 ]
  %417 = tail call noundef i32 @llvm.smin.i32(i32 %403, i32 %416)
  %418 = add nsw i32 %188, 6
  %419 = icmp sgt i32 %418, %33
  br i1 %419, label %429, label %420

420:                                              ; preds = %415
  %421 = icmp ne i8 %192, %155
  %422 = zext i1 %421 to i32
  %423 = add nsw i32 %172, %422
  %424 = add nsw i32 %171, 1
  %425 = tail call noundef i32 @llvm.smin.i32(i32 %423, i32 %424)
  %426 = add nsw i32 %416, 1
  %427 = tail call noundef i32 @llvm.smin.i32(i32 %425, i32 %426)
  %428 = tail call i32 @llvm.smin.i32(i32 %427, i32 1073741823)
  br label %429

429:                                              ; preds = %420, %415
  %430 = phi i32 [ %428, %420 ], [ 1073741823, %415 ]
  %431 = tail call noundef i32 @llvm.smin.i32(i32 %417, i32 %430)
  %432 = add nsw i32 %188, 7
  %433 = icmp sgt i32 %432, %33
  br i1 %433, label %443, label %434

434:                                              ; preds = %429
  %435 = icmp ne i8 %192, %154
  %436 = zext i1 %435 to i32
  %437 = add nsw i32 %171, %436
  %438 = add nsw i32 %170, 1
  %439 = tail call noundef i32 @llvm.smin.i32(i32 %437, i32 %438)
  %440 = add nsw i32 %430, 1
  %441 = tail call noundef i32 @llvm.smin.i32(i32 %439, i32 %440)
  %442 = tail call i32 @llvm.smin.i32(i32 %441, i32 1073741823)
  br label %443

443:                                              ; preds = %434, %429
  %444 = phi i32 [ %442, %434 ], [ 1073741823, %429 ]
  %445 = tail call noundef i32 @llvm.smin.i32(i32 %431, i32 %444)
  %446 = add nsw i32 %188, 8
  %447 = icmp sgt i32 %446, %33
  br i1 %447, label %455, label %448

448:                                              ; preds = %443
  %449 = icmp ne i8 %192, %153
  %450 = zext i1 %449 to i32
  %451 = add nsw i32 %170, %450
  %452 = add nsw i32 %444, 1
  %453 = tail call noundef i32 @llvm.smin.i32(i32 %451, i32 %452)
  %454 = tail call i32 @llvm.smin.i32(i32 %453, i32 1073741823)
  br label %455

455:                                              ; preds = %448, %443
  %456 = phi i32 [ %454, %448 ], [ 1073741823, %443 ]
  %457 = tail call noundef i32 @llvm.smin.i32(i32 %445, i32 %456)
  %458 = icmp sgt i32 %457, %39
  br i1 %458, label %463, label %197

459:                                              ; preds = %197
  %460 = zext nneg i32 %198 to i64
  %461 = getelementptr inbounds nuw i8, ptr %37, i64 %460
  %462 = load i8, ptr %461, align 1, !tbaa !11
  br label %463

463:                                              ; preds = %459, %197, %455
  %464 = phi i32 [ %136, %455 ], [ %456, %197 ], [ %456, %459 ]
  %465 = phi i32 [ %137, %455 ], [ %444, %197 ], [ %444, %459 ]
  %466 = phi i32 [ %138, %455 ], [ %430, %197 ], [ %430, %459 ]
  %467 = phi i32 [ %139, %455 ], [ %416, %197 ], [ %416, %459 ]
  %468 = phi i32 [ %140, %455 ], [ %402, %197 ], [ %402, %459 ]
  %469 = phi i32 [ %141, %455 ], [ %388, %197 ], [ %388, %459 ]
  %470 = phi i32 [ %142, %455 ], [ %374, %197 ], [ %374, %459 ]
  %471 = phi i32 [ %143, %455 ], [ %360, %197 ], [ %360, %459 ]
  %472 = phi i32 [ %144, %455 ], [ %347, %197 ], [ %347, %459 ]
  %473 = phi i32 [ %145, %455 ], [ %334, %197 ], [ %334, %459 ]
  %474 = phi i32 [ %146, %455 ], [ %318, %197 ], [ %318, %459 ]
  %475 = phi i32 [ %147, %455 ], [ %300, %197 ], [ %300, %459 ]
  %476 = phi i32 [ %148, %455 ], [ %282, %197 ], [ %282, %459 ]
  %477 = phi i32 [ %149, %455 ], [ %264, %197 ], [ %264, %459 ]
  %478 = phi i32 [ %150, %455 ], [ %246, %197 ], [ %246, %459 ]
  %479 = phi i32 [ %151, %455 ], [ %228, %197 ], [ %228, %459 ]
  %480 = phi i32 [ %152, %455 ], [ %210, %197 ], [ %210, %459 ]
  %481 = phi i8 [ %153, %455 ], [ 0, %197 ], [ %462, %459 ]
  %482 = phi i8 [ %154, %455 ], [ %153, %197 ], [ %153, %459 ]
  %483 = phi i8 [ %155, %455 ], [ %154, %197 ], [ %154, %459 ]
  %484 = phi i8 [ %156, %455 ], [ %155, %197 ], [ %155, %459 ]
  %485 = phi i8 [ %157, %455 ], [ %156, %197 ], [ %156, %459 ]
  %486 = phi i8 [ %158, %455 ], [ %157, %197 ], [ %157, %459 ]
  %487 = phi i8 [ %159, %455 ], [ %158, %197 ], [ %158, %459 ]
  %488 = phi i8 [ %160, %455 ], [ %159, %197 ], [ %159, %459 ]
  %489 = phi i8 [ %161, %455 ], [ %160, %197 ], [ %160, %459 ]
  %490 = phi i8 [ %162, %455 ], [ %161, %197 ], [ %161, %459 ]
  %491 = phi i8 [ %163, %455 ], [ %162, %197 ], [ %162, %459 ]
  %492 = phi i8 [ %164, %455 ], [ %163, %197 ], [ %163, %459 ]
  %493 = phi i8 [ %165, %455 ], [ %164, %197 ], [ %164, %459 ]
  %494 = phi i8 [ %166, %455 ], [ %165, %197 ], [ %165, %459 ]
  %495 = phi i8 [ %167, %455 ], [ %166, %197 ], [ %166, %459 ]
  %496 = phi i8 [ %168, %455 ], [ %167, %197 ], [ %167, %459 ]
  %497 = phi i8 [ %169, %455 ], [ %168, %197 ], [ %168, %459 ]
  %498 = phi i32 [ %170, %455 ], [ %456, %197 ], [ %456, %459 ]
  %499 = phi i32 [ %171, %455 ], [ %444, %197 ], [ %444, %459 ]
  %500 = phi i32 [ %172, %455 ], [ %430, %197 ], [ %430, %459 ]
  %501 = phi i32 [ %173, %455 ], [ %416, %197 ], [ %416, %459 ]
  %502 = phi i32 [ %174, %455 ], [ %402, %197 ], [ %402, %459 ]
  %503 = phi i32 [ %175, %455 ], [ %388, %197 ], [ %388, %459 ]
  %504 = phi i32 [ %176, %455 ], [ %374, %197 ], [ %374, %459 ]
  %505 = phi i32 [ %177, %455 ], [ %360, %197 ], [ %360, %459 ]
  %506 = phi i32 [ %178, %455 ], [ %347, %197 ], [ %347, %459 ]
  %507 = phi i32 [ %179, %455 ], [ %334, %197 ], [ %334, %459 ]
  %508 = phi i32 [ %180, %455 ], [ %318, %197 ], [ %318, %459 ]
  %509 = phi i32 [ %181, %455 ], [ %300, %197 ], [ %300, %459 ]
  %510 = phi i32 [ %182, %455 ], [ %282, %197 ], [ %282, %459 ]
  %511 = phi i32 [ %183, %455 ], [ %264, %197 ], [ %264, %459 ]
  %512 = phi i32 [ %184, %455 ], [ %246, %197 ], [ %246, %459 ]
  %513 = phi i32 [ %185, %455 ], [ %228, %197 ], [ %228, %459 ]
  %514 = phi i32 [ %186, %455 ], [ %210, %197 ], [ %210, %459 ]
  %515 = phi i1 [ true, %455 ], [ %187, %197 ], [ %187, %459 ]
  %516 = icmp eq i32 %188, %28
  %517 = or i1 %458, %516
  br i1 %517, label %518, label %135, !llvm.loop !15

518:                                              ; preds = %463
  store i32 %480, ptr %7, align 4
  store i32 %479, ptr %47, align 4
  store i32 %478, ptr %48, align 4
  store i32 %477, ptr %49, align 4
  store i32 %476, ptr %50, align 4
  store i32 %475, ptr %51, align 4
  store i32 %474, ptr %52, align 4
  store i32 %473, ptr %53, align 4
  store i32 %472, ptr %54, align 4
  store i32 %471, ptr %62, align 4
  store i32 %470, ptr %71, align 4
  store i32 %469, ptr %80, align 4
  store i32 %468, ptr %89, align 4
  store i32 %467, ptr %98, align 4
  store i32 %466, ptr %107, align 4
  store i32 %465, ptr %116, align 4
  store i32 %464, ptr %125, align 4
  br i1 %515, label %519, label %521

519:                                              ; preds = %518
  %520 = add nuw nsw i32 %39, 1
  br label %531

521:                                              ; preds = %132, %518
  %522 = tail call i32 @llvm.smax.i32(i32 %40, i32 -8)
  %523 = add nsw i32 %522, 8
  %524 = tail call i32 @llvm.umin.i32(i32 %523, i32 16)
  %525 = zext nneg i32 %524 to i64
  %526 = getelementptr inbounds nuw i32, ptr %7, i64 %525
  %527 = load i32, ptr %526, align 4, !tbaa !6
  %528 = icmp sgt i32 %527, %39
  %529 = add nuw nsw i32 %39, 1
  %530 = select i1 %528, i32 %529, i32 %527
  br label %531

531:                                              ; preds = %521, %519
  %532 = phi i32 [ %520, %519 ], [ %530, %521 ]
  %533 = getelementptr inbounds i32, ptr %5, i64 %15
  store i32 %532, ptr %533, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #7
  br label %534

534:                                              ; preds = %43, %531, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

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
