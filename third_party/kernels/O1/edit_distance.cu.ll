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
  br i1 %13, label %14, label %147

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
  br label %144

46:                                               ; preds = %14
  %47 = icmp sgt i32 %28, 0
  br i1 %47, label %48, label %50

48:                                               ; preds = %46
  %49 = tail call i32 @llvm.smax.i32(i32 %38, i32 1)
  br label %63

50:                                               ; preds = %63, %46
  %51 = phi i64 [ 0, %46 ], [ %77, %63 ]
  %52 = phi i64 [ 0, %46 ], [ %80, %63 ]
  %53 = phi i64 [ 0, %46 ], [ %83, %63 ]
  %54 = phi i64 [ 0, %46 ], [ %86, %63 ]
  %55 = add nsw i32 %38, -1
  %56 = zext nneg i32 %55 to i64
  %57 = shl nuw i64 1, %56
  %58 = icmp eq i32 %4, 0
  %59 = zext i1 %58 to i64
  %60 = icmp sgt i32 %33, 0
  br i1 %60, label %61, label %89

61:                                               ; preds = %50
  %62 = icmp ne i32 %4, 0
  br label %97

63:                                               ; preds = %48, %63
  %64 = phi i64 [ 0, %48 ], [ %77, %63 ]
  %65 = phi i64 [ 0, %48 ], [ %80, %63 ]
  %66 = phi i64 [ 0, %48 ], [ %83, %63 ]
  %67 = phi i64 [ 0, %48 ], [ %86, %63 ]
  %68 = phi i32 [ 0, %48 ], [ %87, %63 ]
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw i8, ptr %35, i64 %69
  %71 = load i8, ptr %70, align 1, !tbaa !11
  %72 = lshr i8 %71, 1
  %73 = and i8 %72, 3
  %74 = shl nuw i64 1, %69
  %75 = icmp eq i8 %73, 0
  %76 = select i1 %75, i64 %74, i64 0
  %77 = or i64 %64, %76
  %78 = icmp eq i8 %73, 1
  %79 = select i1 %78, i64 %74, i64 0
  %80 = or i64 %65, %79
  %81 = icmp eq i8 %73, 2
  %82 = select i1 %81, i64 %74, i64 0
  %83 = or i64 %66, %82
  %84 = icmp eq i8 %73, 3
  %85 = select i1 %84, i64 %74, i64 0
  %86 = or i64 %67, %85
  %87 = add nuw nsw i32 %68, 1
  %88 = icmp eq i32 %87, %49
  br i1 %88, label %50, label %63, !llvm.loop !12

89:                                               ; preds = %113, %50
  %90 = phi i32 [ %38, %50 ], [ %130, %113 ]
  %91 = phi i32 [ %38, %50 ], [ %140, %113 ]
  %92 = phi i32 [ -1, %50 ], [ %141, %113 ]
  %93 = select i1 %58, i32 %90, i32 %91
  %94 = getelementptr inbounds i32, ptr %5, i64 %15
  store i32 %93, ptr %94, align 4, !tbaa !6
  %95 = add nsw i32 %33, -1
  %96 = select i1 %58, i32 %95, i32 %92
  br label %144

97:                                               ; preds = %61, %113
  %98 = phi i64 [ -1, %61 ], [ %136, %113 ]
  %99 = phi i32 [ 0, %61 ], [ %142, %113 ]
  %100 = phi i64 [ 0, %61 ], [ %137, %113 ]
  %101 = phi i32 [ -1, %61 ], [ %141, %113 ]
  %102 = phi i32 [ %38, %61 ], [ %140, %113 ]
  %103 = phi i32 [ %38, %61 ], [ %130, %113 ]
  %104 = zext nneg i32 %99 to i64
  %105 = getelementptr inbounds nuw i8, ptr %37, i64 %104
  %106 = load i8, ptr %105, align 1, !tbaa !11
  %107 = lshr i8 %106, 1
  %108 = and i8 %107, 3
  switch i8 %108, label %111 [
    i8 0, label %113
    i8 1, label %109
    i8 2, label %110
    i8 3, label %112
  ]

109:                                              ; preds = %97
  br label %113

110:                                              ; preds = %97
  br label %113

111:                                              ; preds = %97
  unreachable

112:                                              ; preds = %97
  br label %113

113:                                              ; preds = %110, %97, %109, %112
  %114 = phi i64 [ %54, %112 ], [ %52, %109 ], [ %51, %97 ], [ %53, %110 ]
  %115 = or i64 %114, %100
  %116 = and i64 %114, %98
  %117 = add i64 %116, %98
  %118 = xor i64 %117, %98
  %119 = or i64 %118, %114
  %120 = or i64 %119, %98
  %121 = xor i64 %120, -1
  %122 = or i64 %100, %121
  %123 = and i64 %119, %98
  %124 = and i64 %122, %57
  %125 = icmp eq i64 %124, 0
  %126 = and i64 %123, %57
  %127 = icmp ne i64 %126, 0
  %128 = sext i1 %127 to i32
  %129 = select i1 %125, i32 %128, i32 1
  %130 = add nsw i32 %103, %129
  %131 = shl i64 %122, 1
  %132 = or disjoint i64 %131, %59
  %133 = shl i64 %123, 1
  %134 = or i64 %132, %115
  %135 = xor i64 %134, -1
  %136 = or i64 %133, %135
  %137 = and i64 %132, %115
  %138 = icmp slt i32 %130, %102
  %139 = select i1 %62, i1 %138, i1 false
  %140 = select i1 %139, i32 %130, i32 %102
  %141 = select i1 %139, i32 %99, i32 %101
  %142 = add nuw nsw i32 %99, 1
  %143 = icmp eq i32 %142, %33
  br i1 %143, label %89, label %97, !llvm.loop !15

144:                                              ; preds = %89, %40
  %145 = phi i32 [ %45, %40 ], [ %96, %89 ]
  %146 = getelementptr inbounds i32, ptr %6, i64 %15
  store i32 %145, ptr %146, align 4, !tbaa !6
  br label %147

147:                                              ; preds = %144, %7
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
  br i1 %13, label %14, label %568

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
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %38, i32 8)
  %40 = sub nsw i32 %33, %28
  %41 = tail call noundef i32 @llvm.abs.i32(i32 %40, i1 false)
  %42 = icmp sgt i32 %41, %39
  br i1 %42, label %43, label %46

43:                                               ; preds = %14
  %44 = add nuw nsw i32 %39, 1
  %45 = getelementptr inbounds i32, ptr %5, i64 %15
  store i32 %44, ptr %45, align 4, !tbaa !6
  br label %568

46:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #5
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
  br i1 %134, label %555, label %135

135:                                              ; preds = %132
  %136 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %137 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %138 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %139 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %140 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %141 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %142 = getelementptr inbounds nuw i8, ptr %7, i64 28
  %143 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %144 = getelementptr inbounds nuw i8, ptr %7, i64 36
  %145 = getelementptr inbounds nuw i8, ptr %7, i64 40
  %146 = getelementptr inbounds nuw i8, ptr %7, i64 44
  %147 = getelementptr inbounds nuw i8, ptr %7, i64 48
  %148 = getelementptr inbounds nuw i8, ptr %7, i64 52
  %149 = getelementptr inbounds nuw i8, ptr %7, i64 56
  %150 = getelementptr inbounds nuw i8, ptr %7, i64 60
  %151 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %152 = load i32, ptr %7, align 1
  %153 = load i32, ptr %136, align 1
  %154 = load i32, ptr %137, align 1
  %155 = load i32, ptr %138, align 1
  %156 = load i32, ptr %139, align 1
  %157 = load i32, ptr %140, align 1
  %158 = load i32, ptr %141, align 1
  %159 = load i32, ptr %142, align 1
  %160 = load i32, ptr %143, align 1
  %161 = load i32, ptr %144, align 1
  %162 = load i32, ptr %145, align 1
  %163 = load i32, ptr %146, align 1
  %164 = load i32, ptr %147, align 1
  %165 = load i32, ptr %148, align 1
  %166 = load i32, ptr %149, align 1
  %167 = load i32, ptr %150, align 1
  %168 = load i32, ptr %151, align 1
  br label %169

169:                                              ; preds = %135, %496
  %170 = phi i32 [ %497, %496 ], [ %168, %135 ]
  %171 = phi i32 [ %498, %496 ], [ %167, %135 ]
  %172 = phi i32 [ %499, %496 ], [ %166, %135 ]
  %173 = phi i32 [ %500, %496 ], [ %165, %135 ]
  %174 = phi i32 [ %501, %496 ], [ %164, %135 ]
  %175 = phi i32 [ %502, %496 ], [ %163, %135 ]
  %176 = phi i32 [ %503, %496 ], [ %162, %135 ]
  %177 = phi i32 [ %504, %496 ], [ %161, %135 ]
  %178 = phi i32 [ %505, %496 ], [ %160, %135 ]
  %179 = phi i32 [ %506, %496 ], [ %159, %135 ]
  %180 = phi i32 [ %507, %496 ], [ %158, %135 ]
  %181 = phi i32 [ %508, %496 ], [ %157, %135 ]
  %182 = phi i32 [ %509, %496 ], [ %156, %135 ]
  %183 = phi i32 [ %510, %496 ], [ %155, %135 ]
  %184 = phi i32 [ %511, %496 ], [ %154, %135 ]
  %185 = phi i32 [ %512, %496 ], [ %153, %135 ]
  %186 = phi i32 [ %513, %496 ], [ %152, %135 ]
  %187 = phi i8 [ %514, %496 ], [ %133, %135 ]
  %188 = phi i8 [ %515, %496 ], [ %124, %135 ]
  %189 = phi i8 [ %516, %496 ], [ %115, %135 ]
  %190 = phi i8 [ %517, %496 ], [ %106, %135 ]
  %191 = phi i8 [ %518, %496 ], [ %97, %135 ]
  %192 = phi i8 [ %519, %496 ], [ %88, %135 ]
  %193 = phi i8 [ %520, %496 ], [ %79, %135 ]
  %194 = phi i8 [ %521, %496 ], [ %70, %135 ]
  %195 = phi i8 [ %522, %496 ], [ %61, %135 ]
  %196 = phi i8 [ %523, %496 ], [ 0, %135 ]
  %197 = phi i8 [ %524, %496 ], [ 0, %135 ]
  %198 = phi i8 [ %525, %496 ], [ 0, %135 ]
  %199 = phi i8 [ %526, %496 ], [ 0, %135 ]
  %200 = phi i8 [ %527, %496 ], [ 0, %135 ]
  %201 = phi i8 [ %528, %496 ], [ 0, %135 ]
  %202 = phi i8 [ %529, %496 ], [ 0, %135 ]
  %203 = phi i8 [ %530, %496 ], [ 0, %135 ]
  %204 = phi i32 [ %531, %496 ], [ %127, %135 ]
  %205 = phi i32 [ %532, %496 ], [ %118, %135 ]
  %206 = phi i32 [ %533, %496 ], [ %109, %135 ]
  %207 = phi i32 [ %534, %496 ], [ %100, %135 ]
  %208 = phi i32 [ %535, %496 ], [ %91, %135 ]
  %209 = phi i32 [ %536, %496 ], [ %82, %135 ]
  %210 = phi i32 [ %537, %496 ], [ %73, %135 ]
  %211 = phi i32 [ %538, %496 ], [ %64, %135 ]
  %212 = phi i32 [ %539, %496 ], [ %56, %135 ]
  %213 = phi i32 [ %540, %496 ], [ 1073741823, %135 ]
  %214 = phi i32 [ %541, %496 ], [ 1073741823, %135 ]
  %215 = phi i32 [ %542, %496 ], [ 1073741823, %135 ]
  %216 = phi i32 [ %543, %496 ], [ 1073741823, %135 ]
  %217 = phi i32 [ %544, %496 ], [ 1073741823, %135 ]
  %218 = phi i32 [ %545, %496 ], [ 1073741823, %135 ]
  %219 = phi i32 [ %546, %496 ], [ 1073741823, %135 ]
  %220 = phi i32 [ %547, %496 ], [ 1073741823, %135 ]
  %221 = phi i1 [ %548, %496 ], [ false, %135 ]
  %222 = phi i32 [ %549, %496 ], [ 1, %135 ]
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr i8, ptr %35, i64 %223
  %225 = getelementptr i8, ptr %224, i64 -1
  %226 = load i8, ptr %225, align 1, !tbaa !11
  %227 = add nsw i32 %222, -8
  %228 = icmp samesign ult i32 %222, 8
  %229 = icmp sgt i32 %227, %33
  %230 = select i1 %228, i1 true, i1 %229
  br i1 %230, label %242, label %234

231:                                              ; preds = %488
  %232 = add nuw nsw i32 %222, 8
  %233 = icmp slt i32 %232, %33
  br i1 %233, label %492, label %496

234:                                              ; preds = %169
  %235 = icmp eq i32 %227, 0
  br i1 %235, label %242, label %236

236:                                              ; preds = %234
  %237 = icmp ne i8 %226, %203
  %238 = zext i1 %237 to i32
  %239 = add nsw i32 %220, %238
  %240 = add nsw i32 %219, 1
  %241 = tail call noundef i32 @llvm.smin.i32(i32 %239, i32 %240)
  br label %242

242:                                              ; preds = %236, %234, %169
  %243 = phi i32 [ %241, %236 ], [ 1073741823, %169 ], [ %222, %234 ]
  %244 = tail call noundef i32 @llvm.smin.i32(i32 %243, i32 1073741823)
  %245 = add nsw i32 %222, -7
  %246 = icmp ult i32 %222, 7
  %247 = icmp sgt i32 %245, %33
  %248 = select i1 %246, i1 true, i1 %247
  br i1 %248, label %259, label %249

249:                                              ; preds = %242
  %250 = icmp eq i32 %245, 0
  br i1 %250, label %259, label %251

251:                                              ; preds = %249
  %252 = icmp ne i8 %226, %202
  %253 = zext i1 %252 to i32
  %254 = add nsw i32 %219, %253
  %255 = add nsw i32 %218, 1
  %256 = tail call noundef i32 @llvm.smin.i32(i32 %254, i32 %255)
  %257 = add nsw i32 %244, 1
  %258 = tail call noundef i32 @llvm.smin.i32(i32 %256, i32 %257)
  br label %259

259:                                              ; preds = %251, %249, %242
  %260 = phi i32 [ %222, %249 ], [ 1073741823, %242 ], [ %258, %251 ]
  %261 = tail call noundef i32 @llvm.smin.i32(i32 %260, i32 1073741823)
  %262 = tail call noundef i32 @llvm.smin.i32(i32 %244, i32 %261)
  %263 = add nsw i32 %222, -6
  %264 = icmp ult i32 %222, 6
  %265 = icmp sgt i32 %263, %33
  %266 = select i1 %264, i1 true, i1 %265
  br i1 %266, label %277, label %267

267:                                              ; preds = %259
  %268 = icmp eq i32 %263, 0
  br i1 %268, label %277, label %269

269:                                              ; preds = %267
  %270 = icmp ne i8 %226, %201
  %271 = zext i1 %270 to i32
  %272 = add nsw i32 %218, %271
  %273 = add nsw i32 %217, 1
  %274 = tail call noundef i32 @llvm.smin.i32(i32 %272, i32 %273)
  %275 = add nsw i32 %261, 1
  %276 = tail call noundef i32 @llvm.smin.i32(i32 %274, i32 %275)
  br label %277

277:                                              ; preds = %269, %267, %259
  %278 = phi i32 [ %222, %267 ], [ 1073741823, %259 ], [ %276, %269 ]
  %279 = tail call noundef i32 @llvm.smin.i32(i32 %278, i32 1073741823)
  %280 = tail call noundef i32 @llvm.smin.i32(i32 %262, i32 %279)
  %281 = add nsw i32 %222, -5
  %282 = icmp ult i32 %222, 5
  %283 = icmp sgt i32 %281, %33
  %284 = select i1 %282, i1 true, i1 %283
  br i1 %284, label %295, label %285

285:                                              ; preds = %277
  %286 = icmp eq i32 %281, 0
  br i1 %286, label %295, label %287

287:                                              ; preds = %285
  %288 = icmp ne i8 %226, %200
  %289 = zext i1 %288 to i32
  %290 = add nsw i32 %217, %289
  %291 = add nsw i32 %216, 1
  %292 = tail call noundef i32 @llvm.smin.i32(i32 %290, i32 %291)
  %293 = add nsw i32 %279, 1
  %294 = tail call noundef i32 @llvm.smin.i32(i32 %292, i32 %293)
  br label %295

295:                                              ; preds = %287, %285, %277
  %296 = phi i32 [ %222, %285 ], [ 1073741823, %277 ], [ %294, %287 ]
  %297 = tail call noundef i32 @llvm.smin.i32(i32 %296, i32 1073741823)
  %298 = tail call noundef i32 @llvm.smin.i32(i32 %280, i32 %297)
  %299 = add nsw i32 %222, -4
  %300 = icmp ult i32 %222, 4
  %301 = icmp sgt i32 %299, %33
  %302 = select i1 %300, i1 true, i1 %301
  br i1 %302, label %313, label %303

303:                                              ; preds = %295
  %304 = icmp eq i32 %299, 0
  br i1 %304, label %313, label %305

305:                                              ; preds = %303
  %306 = icmp ne i8 %226, %199
  %307 = zext i1 %306 to i32
  %308 = add nsw i32 %216, %307
  %309 = add nsw i32 %215, 1
  %310 = tail call noundef i32 @llvm.smin.i32(i32 %308, i32 %309)
  %311 = add nsw i32 %297, 1
  %312 = tail call noundef i32 @llvm.smin.i32(i32 %310, i32 %311)
  br label %313

313:                                              ; preds = %305, %303, %295
  %314 = phi i32 [ %222, %303 ], [ 1073741823, %295 ], [ %312, %305 ]
  %315 = tail call noundef i32 @llvm.smin.i32(i32 %314, i32 1073741823)
  %316 = tail call noundef i32 @llvm.smin.i32(i32 %298, i32 %315)
  %317 = add nsw i32 %222, -3
  %318 = icmp ult i32 %222, 3
  %319 = icmp sgt i32 %317, %33
  %320 = select i1 %318, i1 true, i1 %319
  br i1 %320, label %331, label %321

321:                                              ; preds = %313
  %322 = icmp eq i32 %317, 0
  br i1 %322, label %331, label %323

323:                                              ; preds = %321
  %324 = icmp ne i8 %226, %198
  %325 = zext i1 %324 to i32
  %326 = add nsw i32 %215, %325
  %327 = add nsw i32 %214, 1
  %328 = tail call noundef i32 @llvm.smin.i32(i32 %326, i32 %327)
  %329 = add nsw i32 %315, 1
  %330 = tail call noundef i32 @llvm.smin.i32(i32 %328, i32 %329)
  br label %331

331:                                              ; preds = %323, %321, %313
  %332 = phi i32 [ %222, %321 ], [ 1073741823, %313 ], [ %330, %323 ]
  %333 = tail call noundef i32 @llvm.smin.i32(i32 %332, i32 1073741823)
  %334 = tail call noundef i32 @llvm.smin.i32(i32 %316, i32 %333)
  %335 = add nsw i32 %222, -2
  %336 = icmp ult i32 %222, 2
  %337 = icmp sgt i32 %335, %33
  %338 = select i1 %336, i1 true, i1 %337
  br i1 %338, label %349, label %339

339:                                              ; preds = %331
  %340 = icmp eq i32 %335, 0
  br i1 %340, label %349, label %341

341:                                              ; preds = %339
  %342 = icmp ne i8 %226, %197
  %343 = zext i1 %342 to i32
  %344 = add nsw i32 %214, %343
  %345 = add nsw i32 %213, 1
  %346 = tail call noundef i32 @llvm.smin.i32(i32 %344, i32 %345)
  %347 = add nsw i32 %333, 1
  %348 = tail call noundef i32 @llvm.smin.i32(i32 %346, i32 %347)
  br label %349

349:                                              ; preds = %341, %339, %331
  %350 = phi i32 [ %222, %339 ], [ 1073741823, %331 ], [ %348, %341 ]
  %351 = tail call noundef i32 @llvm.smin.i32(i32 %350, i32 1073741823)
  %352 = tail call noundef i32 @llvm.smin.i32(i32 %334, i32 %351)
  %353 = add nsw i32 %222, -1
  %354 = icmp sgt i32 %353, %33
  br i1 %354, label %365, label %355

355:                                              ; preds = %349
  %356 = icmp eq i32 %353, 0
  br i1 %356, label %365, label %357

357:                                              ; preds = %355
  %358 = icmp ne i8 %226, %196
  %359 = zext i1 %358 to i32
  %360 = add nsw i32 %213, %359
  %361 = add nsw i32 %212, 1
  %362 = tail call noundef i32 @llvm.smin.i32(i32 %360, i32 %361)
  %363 = add nsw i32 %351, 1
  %364 = tail call noundef i32 @llvm.smin.i32(i32 %362, i32 %363)
  br label %365

365:                                              ; preds = %357, %355, %349
  %366 = phi i32 [ %222, %355 ], [ 1073741823, %349 ], [ %364, %357 ]
  %367 = tail call noundef i32 @llvm.smin.i32(i32 %366, i32 1073741823)
  %368 = tail call noundef i32 @llvm.smin.i32(i32 %352, i32 %367)
  %369 = icmp sgt i32 %222, %33
  br i1 %369, label %379, label %370

370:                                              ; preds = %365
  %371 = icmp ne i8 %226, %195
  %372 = zext i1 %371 to i32
  %373 = add nsw i32 %212, %372
  %374 = add nsw i32 %211, 1
  %375 = tail call noundef i32 @llvm.smin.i32(i32 %373, i32 %374)
  %376 = add nsw i32 %367, 1
  %377 = tail call noundef i32 @llvm.smin.i32(i32 %375, i32 %376)
  %378 = tail call i32 @llvm.smin.i32(i32 %377, i32 1073741823)
  br label %379

379:                                              ; preds = %370, %365
  %380 = phi i32 [ %378, %370 ], [ 1073741823, %365 ]
  %381 = tail call noundef i32 @llvm.smin.i32(i32 %368, i32 %380)
  %382 = icmp slt i32 %222, %33
  br i1 %382, label %383, label %392

383:                                              ; preds = %379
  %384 = icmp ne i8 %226, %194
  %385 = zext i1 %384 to i32
  %386 = add nsw i32 %211, %385
  %387 = add nsw i32 %210, 1
  %388 = tail call noundef i32 @llvm.smin.i32(i32 %386, i32 %387)
  %389 = add nsw i32 %380, 1
  %390 = tail call noundef i32 @llvm.smin.i32(i32 %388, i32 %389)
  %391 = tail call i32 @llvm.smin.i32(i32 %390, i32 1073741823)
  br label %392

392:                                              ; preds = %383, %379
  %393 = phi i32 [ %391, %383 ], [ 1073741823, %379 ]
  %394 = tail call noundef i32 @llvm.smin.i32(i32 %381, i32 %393)
  %395 = add nsw i32 %222, 2
  %396 = icmp sgt i32 %395, %33
  br i1 %396, label %406, label %397

397:                                              ; preds = %392
  %398 = icmp ne i8 %226, %193
  %399 = zext i1 %398 to i32
  %400 = add nsw i32 %210, %399
  %401 = add nsw i32 %209, 1
  %402 = tail call noundef i32 @llvm.smin.i32(i32 %400, i32 %401)
  %403 = add nsw i32 %393, 1
  %404 = tail call noundef i32 @llvm.smin.i32(i32 %402, i32 %403)
  %405 = tail call i32 @llvm.smin.i32(i32 %404, i32 1073741823)
  br label %406

406:                                              ; preds = %397, %392
  %407 = phi i32 [ %405, %397 ], [ 1073741823, %392 ]
  %408 = tail call noundef i32 @llvm.smin.i32(i32 %394, i32 %407)
  %409 = add nsw i32 %222, 3
  %410 = icmp sgt i32 %409, %33
  br i1 %410, label %420, label %411

411:                                              ; preds = %406
  %412 = icmp ne i8 %226, %192
  %413 = zext i1 %412 to i32
  %414 = add nsw i32 %209, %413
  %415 = add nsw i32 %208, 1
  %416 = tail call noundef i32 @llvm.smin.i32(i32 %414, i32 %415)
  %417 = add nsw i32 %407, 1
  %418 = tail call noundef i32 @llvm.smin.i32(i32 %416, i32 %417)
  %419 = tail call i32 @llvm.smin.i32(i32 %418, i32 1073741823)
  br label %420

420:                                              ; preds = %411, %406
  %421 = phi i32 [ %419, %411 ], [ 1073741823, %406 ]
  %422 = tail call noundef i32 @llvm.smin.i32(i32 %408, i32 %421)
  %423 = add nsw i32 %222, 4
  %424 = icmp sgt i32 %423, %33
  br i1 %424, label %434, label %425

425:                                              ; preds = %420
  %426 = icmp ne i8 %226, %191
  %427 = zext i1 %426 to i32
  %428 = add nsw i32 %208, %427
  %429 = add nsw i32 %207, 1
  %430 = tail call noundef i32 @llvm.smin.i32(i32 %428, i32 %429)
  %431 = add nsw i32 %421, 1
  %432 = tail call noundef i32 @llvm.smin.i32(i32 %430, i32 %431)
  %433 = tail call i32 @llvm.smin.i32(i32 %432, i32 1073741823)
  br label %434

434:                                              ; preds = %425, %420
  %435 = phi i32 [ %433, %425 ], [ 1073741823, %420 ]
  %436 = tail call noundef i32 @llvm.smin.i32(i32 %422, i32 %435)
  %437 = add nsw i32 %222, 5
  %438 = icmp sgt i32 %437, %33
  br i1 %438, label %448, label %439

439:                                              ; preds = %434
  %440 = icmp ne i8 %226, %190
  %441 = zext i1 %440 to i32
  %442 = add nsw i32 %207, %441
  %443 = add nsw i32 %206, 1
  %444 = tail call noundef i32 @llvm.smin.i32(i32 %442, i32 %443)
  %445 = add nsw i32 %435, 1
  %446 = tail call noundef i32 @llvm.smin.i32(i32 %444, i32 %445)
  %447 = tail call i32 @llvm.smin.i32(i32 %446, i32 1073741823)
  br label %448

448:                                              ; preds = %439, %434
  %449 = phi i32 [ %447, %439 ], [ 1073741823, %434 ]
  %450 = tail call noundef i32 @llvm.smin.i32(i32 %436, i32 %449)
  %451 = add nsw i32 %222, 6
  %452 = icmp sgt i32 %451, %33
  br i1 %452, label %462, label %453

453:                                              ; preds = %448
  %454 = icmp ne i8 %226, %189
  %455 = zext i1 %454 to i32
  %456 = add nsw i32 %206, %455
  %457 = add nsw i32 %205, 1
  %458 = tail call noundef i32 @llvm.smin.i32(i32 %456, i32 %457)
  %459 = add nsw i32 %449, 1
  %460 = tail call noundef i32 @llvm.smin.i32(i32 %458, i32 %459)
  %461 = tail call i32 @llvm.smin.i32(i32 %460, i32 1073741823)
  br label %462

462:                                              ; preds = %453, %448
  %463 = phi i32 [ %461, %453 ], [ 1073741823, %448 ]
  %464 = tail call noundef i32 @llvm.smin.i32(i32 %450, i32 %463)
  %465 = add nsw i32 %222, 7
  %466 = icmp sgt i32 %465, %33
  br i1 %466, label %476, label %467

467:                                              ; preds = %462
  %468 = icmp ne i8 %226, %188
  %469 = zext i1 %468 to i32
  %470 = add nsw i32 %205, %469
  %471 = add nsw i32 %204, 1
  %472 = tail call noundef i32 @llvm.smin.i32(i32 %470, i32 %471)
  %473 = add nsw i32 %463, 1
  %474 = tail call noundef i32 @llvm.smin.i32(i32 %472, i32 %473)
  %475 = tail call i32 @llvm.smin.i32(i32 %474, i32 1073741823)
  br label %476

476:                                              ; preds = %467, %462
  %477 = phi i32 [ %475, %467 ], [ 1073741823, %462 ]
  %478 = tail call noundef i32 @llvm.smin.i32(i32 %464, i32 %477)
  %479 = add nsw i32 %222, 8
  %480 = icmp sgt i32 %479, %33
  br i1 %480, label %488, label %481

481:                                              ; preds = %476
  %482 = icmp ne i8 %226, %187
  %483 = zext i1 %482 to i32
  %484 = add nsw i32 %204, %483
  %485 = add nsw i32 %477, 1
  %486 = tail call noundef i32 @llvm.smin.i32(i32 %484, i32 %485)
  %487 = tail call i32 @llvm.smin.i32(i32 %486, i32 1073741823)
  br label %488

488:                                              ; preds = %481, %476
  %489 = phi i32 [ %487, %481 ], [ 1073741823, %476 ]
  %490 = tail call noundef i32 @llvm.smin.i32(i32 %478, i32 %489)
  %491 = icmp sgt i32 %490, %39
  br i1 %491, label %496, label %231

492:                                              ; preds = %231
  %493 = zext nneg i32 %232 to i64
  %494 = getelementptr inbounds nuw i8, ptr %37, i64 %493
  %495 = load i8, ptr %494, align 1, !tbaa !11
  br label %496

496:                                              ; preds = %492, %231, %488
  %497 = phi i32 [ %170, %488 ], [ %489, %492 ], [ %489, %231 ]
  %498 = phi i32 [ %171, %488 ], [ %477, %492 ], [ %477, %231 ]
  %499 = phi i32 [ %172, %488 ], [ %463, %492 ], [ %463, %231 ]
  %500 = phi i32 [ %173, %488 ], [ %449, %492 ], [ %449, %231 ]
  %501 = phi i32 [ %174, %488 ], [ %435, %492 ], [ %435, %231 ]
  %502 = phi i32 [ %175, %488 ], [ %421, %492 ], [ %421, %231 ]
  %503 = phi i32 [ %176, %488 ], [ %407, %492 ], [ %407, %231 ]
  %504 = phi i32 [ %177, %488 ], [ %393, %492 ], [ %393, %231 ]
  %505 = phi i32 [ %178, %488 ], [ %380, %492 ], [ %380, %231 ]
  %506 = phi i32 [ %179, %488 ], [ %367, %492 ], [ %367, %231 ]
  %507 = phi i32 [ %180, %488 ], [ %351, %492 ], [ %351, %231 ]
  %508 = phi i32 [ %181, %488 ], [ %333, %492 ], [ %333, %231 ]
  %509 = phi i32 [ %182, %488 ], [ %315, %492 ], [ %315, %231 ]
  %510 = phi i32 [ %183, %488 ], [ %297, %492 ], [ %297, %231 ]
  %511 = phi i32 [ %184, %488 ], [ %279, %492 ], [ %279, %231 ]
  %512 = phi i32 [ %185, %488 ], [ %261, %492 ], [ %261, %231 ]
  %513 = phi i32 [ %186, %488 ], [ %244, %492 ], [ %244, %231 ]
  %514 = phi i8 [ %187, %488 ], [ %495, %492 ], [ 0, %231 ]
  %515 = phi i8 [ %188, %488 ], [ %187, %492 ], [ %187, %231 ]
  %516 = phi i8 [ %189, %488 ], [ %188, %492 ], [ %188, %231 ]
  %517 = phi i8 [ %190, %488 ], [ %189, %492 ], [ %189, %231 ]
  %518 = phi i8 [ %191, %488 ], [ %190, %492 ], [ %190, %231 ]
  %519 = phi i8 [ %192, %488 ], [ %191, %492 ], [ %191, %231 ]
  %520 = phi i8 [ %193, %488 ], [ %192, %492 ], [ %192, %231 ]
  %521 = phi i8 [ %194, %488 ], [ %193, %492 ], [ %193, %231 ]
  %522 = phi i8 [ %195, %488 ], [ %194, %492 ], [ %194, %231 ]
  %523 = phi i8 [ %196, %488 ], [ %195, %492 ], [ %195, %231 ]
  %524 = phi i8 [ %197, %488 ], [ %196, %492 ], [ %196, %231 ]
  %525 = phi i8 [ %198, %488 ], [ %197, %492 ], [ %197, %231 ]
  %526 = phi i8 [ %199, %488 ], [ %198, %492 ], [ %198, %231 ]
  %527 = phi i8 [ %200, %488 ], [ %199, %492 ], [ %199, %231 ]
  %528 = phi i8 [ %201, %488 ], [ %200, %492 ], [ %200, %231 ]
  %529 = phi i8 [ %202, %488 ], [ %201, %492 ], [ %201, %231 ]
  %530 = phi i8 [ %203, %488 ], [ %202, %492 ], [ %202, %231 ]
  %531 = phi i32 [ %204, %488 ], [ %489, %492 ], [ %489, %231 ]
  %532 = phi i32 [ %205, %488 ], [ %477, %492 ], [ %477, %231 ]
  %533 = phi i32 [ %206, %488 ], [ %463, %492 ], [ %463, %231 ]
  %534 = phi i32 [ %207, %488 ], [ %449, %492 ], [ %449, %231 ]
  %535 = phi i32 [ %208, %488 ], [ %435, %492 ], [ %435, %231 ]
  %536 = phi i32 [ %209, %488 ], [ %421, %492 ], [ %421, %231 ]
  %537 = phi i32 [ %210, %488 ], [ %407, %492 ], [ %407, %231 ]
  %538 = phi i32 [ %211, %488 ], [ %393, %492 ], [ %393, %231 ]
  %539 = phi i32 [ %212, %488 ], [ %380, %492 ], [ %380, %231 ]
  %540 = phi i32 [ %213, %488 ], [ %367, %492 ], [ %367, %231 ]
  %541 = phi i32 [ %214, %488 ], [ %351, %492 ], [ %351, %231 ]
  %542 = phi i32 [ %215, %488 ], [ %333, %492 ], [ %333, %231 ]
  %543 = phi i32 [ %216, %488 ], [ %315, %492 ], [ %315, %231 ]
  %544 = phi i32 [ %217, %488 ], [ %297, %492 ], [ %297, %231 ]
  %545 = phi i32 [ %218, %488 ], [ %279, %492 ], [ %279, %231 ]
  %546 = phi i32 [ %219, %488 ], [ %261, %492 ], [ %261, %231 ]
  %547 = phi i32 [ %220, %488 ], [ %244, %492 ], [ %244, %231 ]
  %548 = phi i1 [ true, %488 ], [ %221, %492 ], [ %221, %231 ]
  %549 = add nuw i32 %222, 1
  %550 = icmp eq i32 %222, %28
  %551 = or i1 %491, %550
  br i1 %551, label %552, label %169, !llvm.loop !16

552:                                              ; preds = %496
  store i32 %513, ptr %7, align 1
  store i32 %512, ptr %136, align 1
  store i32 %511, ptr %137, align 1
  store i32 %510, ptr %138, align 1
  store i32 %509, ptr %139, align 1
  store i32 %508, ptr %140, align 1
  store i32 %507, ptr %141, align 1
  store i32 %506, ptr %142, align 1
  store i32 %505, ptr %143, align 1
  store i32 %504, ptr %144, align 1
  store i32 %503, ptr %145, align 1
  store i32 %502, ptr %146, align 1
  store i32 %501, ptr %147, align 1
  store i32 %500, ptr %148, align 1
  store i32 %499, ptr %149, align 1
  store i32 %498, ptr %150, align 1
  store i32 %497, ptr %151, align 1
  br i1 %548, label %553, label %555

553:                                              ; preds = %552
  %554 = add nuw nsw i32 %39, 1
  br label %565

555:                                              ; preds = %132, %552
  %556 = tail call i32 @llvm.smax.i32(i32 %40, i32 -8)
  %557 = tail call i32 @llvm.smin.i32(i32 %556, i32 8)
  %558 = sext i32 %557 to i64
  %559 = getelementptr i32, ptr %7, i64 %558
  %560 = getelementptr i8, ptr %559, i64 32
  %561 = load i32, ptr %560, align 4, !tbaa !6
  %562 = icmp sgt i32 %561, %39
  %563 = add nuw nsw i32 %39, 1
  %564 = select i1 %562, i32 %563, i32 %561
  br label %565

565:                                              ; preds = %555, %553
  %566 = phi i32 [ %554, %553 ], [ %564, %555 ]
  %567 = getelementptr inbounds i32, ptr %5, i64 %15
  store i32 %566, ptr %567, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #5
  br label %568

568:                                              ; preds = %43, %565, %6
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

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
