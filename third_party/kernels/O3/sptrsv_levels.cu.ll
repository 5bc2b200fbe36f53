; ModuleID = 'src/sptrsv_levels.cu'
source_filename = "src/sptrsv_levels.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sptrsv_level_thread(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = icmp slt i32 %7, 0
  %11 = tail call i32 @llvm.smin.i32(i32 %7, i32 %5)
  %12 = select i1 %10, i32 0, i32 %11
  %13 = icmp slt i32 %8, %12
  %14 = tail call i32 @llvm.smin.i32(i32 %8, i32 %5)
  %15 = select i1 %13, i32 %12, i32 %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  %21 = add i32 %20, %12
  %22 = icmp slt i32 %21, %15
  br i1 %22, label %23, label %174

23:                                               ; preds = %9
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = icmp slt i32 %26, 0
  %28 = tail call i32 @llvm.smin.i32(i32 %26, i32 %6)
  %29 = select i1 %27, i32 0, i32 %28
  %30 = getelementptr i8, ptr %25, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = icmp slt i32 %31, %29
  %33 = tail call i32 @llvm.smin.i32(i32 %31, i32 %6)
  %34 = select i1 %32, i32 %29, i32 %33
  %35 = icmp slt i32 %29, %34
  br i1 %35, label %36, label %75

36:                                               ; preds = %23
  %37 = sub i32 %34, %29
  %38 = and i32 %37, 3
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %67, label %40

40:                                               ; preds = %36, %61
  %41 = phi i32 [ %64, %61 ], [ %29, %36 ]
  %42 = phi float [ %63, %61 ], [ 0.000000e+00, %36 ]
  %43 = phi double [ %62, %61 ], [ 0.000000e+00, %36 ]
  %44 = phi i32 [ %65, %61 ], [ 0, %36 ]
  %45 = sext i32 %41 to i64
  %46 = getelementptr inbounds i32, ptr %1, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = getelementptr inbounds float, ptr %2, i64 %45
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = icmp eq i32 %47, %21
  br i1 %50, label %61, label %51

51:                                               ; preds = %40
  %52 = icmp ult i32 %47, %12
  br i1 %52, label %53, label %61

53:                                               ; preds = %51
  %54 = sext i32 %47 to i64
  %55 = getelementptr inbounds float, ptr %4, i64 %54
  %56 = fpext contract float %49 to double
  %57 = load float, ptr %55, align 4, !tbaa !11
  %58 = fpext contract float %57 to double
  %59 = fmul contract double %56, %58
  %60 = fadd contract double %43, %59
  br label %61

61:                                               ; preds = %53, %51, %40
  %62 = phi double [ %43, %51 ], [ %60, %53 ], [ %43, %40 ]
  %63 = phi float [ %42, %51 ], [ %42, %53 ], [ %49, %40 ]
  %64 = add nsw i32 %41, 1
  %65 = add i32 %44, 1
  %66 = icmp eq i32 %65, %38
  br i1 %66, label %67, label %40, !llvm.loop !13

67:                                               ; preds = %61, %36
  %68 = phi double [ poison, %36 ], [ %62, %61 ]
  %69 = phi float [ poison, %36 ], [ %63, %61 ]
  %70 = phi i32 [ %29, %36 ], [ %64, %61 ]
  %71 = phi float [ 0.000000e+00, %36 ], [ %63, %61 ]
  %72 = phi double [ 0.000000e+00, %36 ], [ %62, %61 ]
  %73 = sub i32 %29, %34
  %74 = icmp ugt i32 %73, -4
  br i1 %74, label %75, label %89

75:                                               ; preds = %67, %169, %23
  %76 = phi double [ 0.000000e+00, %23 ], [ %68, %67 ], [ %170, %169 ]
  %77 = phi float [ 0.000000e+00, %23 ], [ %69, %67 ], [ %171, %169 ]
  %78 = tail call noundef float @llvm.nvvm.fabs.f32(float %77)
  %79 = fcmp contract olt float %78, 0x3BC79CA100000000
  %80 = select i1 %79, float 1.000000e+00, float %77
  %81 = getelementptr inbounds float, ptr %3, i64 %24
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = fpext contract float %82 to double
  %84 = fsub contract double %83, %76
  %85 = fpext contract float %80 to double
  %86 = fdiv contract double %84, %85
  %87 = fptrunc contract double %86 to float
  %88 = getelementptr inbounds float, ptr %4, i64 %24
  store float %87, ptr %88, align 4, !tbaa !11
  br label %174

89:                                               ; preds = %67, %169
  %90 = phi i32 [ %172, %169 ], [ %70, %67 ]
  %91 = phi float [ %171, %169 ], [ %71, %67 ]
  %92 = phi double [ %170, %169 ], [ %72, %67 ]
  %93 = sext i32 %90 to i64
  %94 = getelementptr inbounds i32, ptr %1, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = getelementptr inbounds float, ptr %2, i64 %93
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = icmp eq i32 %95, %21
  br i1 %98, label %109, label %99

99:                                               ; preds = %89
  %100 = icmp ult i32 %95, %12
  br i1 %100, label %101, label %109

101:                                              ; preds = %99
  %102 = sext i32 %95 to i64
  %103 = getelementptr inbounds float, ptr %4, i64 %102
  %104 = fpext contract float %97 to double
  %105 = load float, ptr %103, align 4, !tbaa !11
  %106 = fpext contract float %105 to double
  %107 = fmul contract double %104, %106
  %108 = fadd contract double %92, %107
  br label %109

109:                                              ; preds = %89, %99, %101
  %110 = phi double [ %92, %99 ], [ %108, %101 ], [ %92, %89 ]
  %111 = phi float [ %91, %99 ], [ %91, %101 ], [ %97, %89 ]
  %112 = add nsw i32 %90, 1
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %1, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = getelementptr inbounds float, ptr %2, i64 %113
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = icmp eq i32 %115, %21
  br i1 %118, label %129, label %119

119:                                              ; preds = %109
  %120 = icmp ult i32 %115, %12
  br i1 %120, label %121, label %129

121:                                              ; preds = %119
  %122 = sext i32 %115 to i64
  %123 = getelementptr inbounds float, ptr %4, i64 %122
  %124 = fpext contract float %117 to double
  %125 = load float, ptr %123, align 4, !tbaa !11
  %126 = fpext contract float %125 to double
  %127 = fmul contract double %124, %126
  %128 = fadd contract double %110, %127
  br label %129

129:                                              ; preds = %121, %119, %109
  %130 = phi double [ %110, %119 ], [ %128, %121 ], [ %110, %109 ]
  %131 = phi float [ %111, %119 ], [ %111, %121 ], [ %117, %109 ]
  %132 = add nsw i32 %90, 2
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %1, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = getelementptr inbounds float, ptr %2, i64 %133
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = icmp eq i32 %135, %21
  br i1 %138, label %149, label %139

139:                                              ; preds = %129
  %140 = icmp ult i32 %135, %12
  br i1 %140, label %141, label %149

141:                                              ; preds = %139
  %142 = sext i32 %135 to i64
  %143 = getelementptr inbounds float, ptr %4, i64 %142
  %144 = fpext contract float %137 to double
  %145 = load float, ptr %143, align 4, !tbaa !11
  %146 = fpext contract float %145 to double
  %147 = fmul contract double %144, %146
  %148 = fadd contract double %130, %147
  br label %149

149:                                              ; preds = %141, %139, %129
  %150 = phi double [ %130, %139 ], [ %148, %141 ], [ %130, %129 ]
  %151 = phi float [ %131, %139 ], [ %131, %141 ], [ %137, %129 ]
  %152 = add nsw i32 %90, 3
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds i32, ptr %1, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !6
  %156 = getelementptr inbounds float, ptr %2, i64 %153
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = icmp eq i32 %155, %21
  br i1 %158, label %169, label %159

159:                                              ; preds = %149
  %160 = icmp ult i32 %155, %12
  br i1 %160, label %161, label %169

161:                                              ; preds = %159
  %162 = sext i32 %155 to i64
  %163 = getelementptr inbounds float, ptr %4, i64 %162
  %164 = fpext contract float %157 to double
  %165 = load float, ptr %163, align 4, !tbaa !11
  %166 = fpext contract float %165 to double
  %167 = fmul contract double %164, %166
  %168 = fadd contract double %150, %167
  br label %169

169:                                              ; preds = %161, %159, %149
  %170 = phi double [ %150, %159 ], [ %168, %161 ], [ %150, %149 ]
  %171 = phi float [ %151, %159 ], [ %151, %161 ], [ %157, %149 ]
  %172 = add nsw i32 %90, 4
  %173 = icmp eq i32 %172, %34
  br i1 %173, label %75, label %89, !llvm.loop !15

174:                                              ; preds = %9, %75
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sptrsv_level_warp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #1 {
  %10 = icmp slt i32 %7, 0
  %11 = tail call i32 @llvm.smin.i32(i32 %7, i32 %5)
  %12 = select i1 %10, i32 0, i32 %11
  %13 = icmp slt i32 %8, %12
  %14 = tail call i32 @llvm.smin.i32(i32 %8, i32 %5)
  %15 = select i1 %13, i32 %12, i32 %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = and i32 %16, 31
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = lshr i32 %18, 5
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = mul i32 %19, %20
  %22 = lshr i32 %16, 5
  %23 = add i32 %21, %22
  %24 = add i32 %23, %12
  %25 = icmp ne i32 %19, 0
  %26 = icmp slt i32 %24, %15
  %27 = and i1 %25, %26
  br i1 %27, label %28, label %153

28:                                               ; preds = %9
  %29 = sext i32 %24 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = icmp slt i32 %31, 0
  %33 = tail call i32 @llvm.smin.i32(i32 %31, i32 %6)
  %34 = select i1 %32, i32 0, i32 %33
  %35 = getelementptr i8, ptr %30, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = icmp slt i32 %36, %34
  %38 = tail call i32 @llvm.smin.i32(i32 %36, i32 %6)
  %39 = select i1 %37, i32 %34, i32 %38
  %40 = add nsw i32 %34, %17
  %41 = icmp slt i32 %40, %39
  br i1 %41, label %108, label %42

42:                                               ; preds = %128, %28
  %43 = phi float [ 0.000000e+00, %28 ], [ %129, %128 ]
  %44 = phi i1 [ false, %28 ], [ %130, %128 ]
  %45 = phi double [ 0.000000e+00, %28 ], [ %131, %128 ]
  %46 = bitcast double %45 to i64
  %47 = trunc i64 %46 to i32
  %48 = lshr i64 %46, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %47, i32 16, i32 31)
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %49, i32 16, i32 31)
  %52 = zext i32 %51 to i64
  %53 = shl nuw i64 %52, 32
  %54 = zext i32 %50 to i64
  %55 = or disjoint i64 %53, %54
  %56 = bitcast i64 %55 to double
  %57 = fadd contract double %45, %56
  %58 = bitcast double %57 to i64
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %58, 32
  %61 = trunc nuw i64 %60 to i32
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %59, i32 8, i32 31)
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %61, i32 8, i32 31)
  %64 = zext i32 %63 to i64
  %65 = shl nuw i64 %64, 32
  %66 = zext i32 %62 to i64
  %67 = or disjoint i64 %65, %66
  %68 = bitcast i64 %67 to double
  %69 = fadd contract double %57, %68
  %70 = bitcast double %69 to i64
  %71 = trunc i64 %70 to i32
  %72 = lshr i64 %70, 32
  %73 = trunc nuw i64 %72 to i32
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %71, i32 4, i32 31)
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %73, i32 4, i32 31)
  %76 = zext i32 %75 to i64
  %77 = shl nuw i64 %76, 32
  %78 = zext i32 %74 to i64
  %79 = or disjoint i64 %77, %78
  %80 = bitcast i64 %79 to double
  %81 = fadd contract double %69, %80
  %82 = bitcast double %81 to i64
  %83 = trunc i64 %82 to i32
  %84 = lshr i64 %82, 32
  %85 = trunc nuw i64 %84 to i32
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %83, i32 2, i32 31)
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %85, i32 2, i32 31)
  %88 = zext i32 %87 to i64
  %89 = shl nuw i64 %88, 32
  %90 = zext i32 %86 to i64
  %91 = or disjoint i64 %89, %90
  %92 = bitcast i64 %91 to double
  %93 = fadd contract double %81, %92
  %94 = bitcast double %93 to i64
  %95 = trunc i64 %94 to i32
  %96 = lshr i64 %94, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %95, i32 1, i32 31)
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %97, i32 1, i32 31)
  %100 = zext i32 %99 to i64
  %101 = shl nuw i64 %100, 32
  %102 = zext i32 %98 to i64
  %103 = or disjoint i64 %101, %102
  %104 = bitcast i64 %103 to double
  %105 = fadd contract double %93, %104
  %106 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %44)
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %138, label %134

108:                                              ; preds = %28, %128
  %109 = phi double [ %131, %128 ], [ 0.000000e+00, %28 ]
  %110 = phi i32 [ %132, %128 ], [ %40, %28 ]
  %111 = phi i1 [ %130, %128 ], [ false, %28 ]
  %112 = phi float [ %129, %128 ], [ 0.000000e+00, %28 ]
  %113 = sext i32 %110 to i64
  %114 = getelementptr inbounds i32, ptr %1, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = getelementptr inbounds float, ptr %2, i64 %113
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = icmp eq i32 %115, %24
  br i1 %118, label %128, label %119

119:                                              ; preds = %108
  %120 = icmp ult i32 %115, %12
  br i1 %120, label %121, label %128

121:                                              ; preds = %119
  %122 = sext i32 %115 to i64
  %123 = getelementptr inbounds float, ptr %4, i64 %122
  %124 = fpext contract float %117 to double
  %125 = load float, ptr %123, align 4, !tbaa !11
  %126 = fpext contract float %125 to double
  %127 = tail call noundef double @llvm.fma.f64(double %124, double %126, double %109)
  br label %128

128:                                              ; preds = %108, %119, %121
  %129 = phi float [ %112, %119 ], [ %112, %121 ], [ %117, %108 ]
  %130 = phi i1 [ %111, %119 ], [ %111, %121 ], [ true, %108 ]
  %131 = phi double [ %109, %119 ], [ %127, %121 ], [ %109, %108 ]
  %132 = add nsw i32 %110, 32
  %133 = icmp slt i32 %132, %39
  br i1 %133, label %108, label %42, !llvm.loop !17

134:                                              ; preds = %42
  %135 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %106)
  %136 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %135) #6, !srcloc !18
  %137 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %43, i32 %136, i32 31)
  br label %138

138:                                              ; preds = %134, %42
  %139 = phi float [ %137, %134 ], [ 1.000000e+00, %42 ]
  %140 = icmp eq i32 %17, 0
  br i1 %140, label %141, label %153

141:                                              ; preds = %138
  %142 = tail call noundef float @llvm.nvvm.fabs.f32(float %139)
  %143 = fcmp contract olt float %142, 0x3BC79CA100000000
  %144 = select i1 %143, float 1.000000e+00, float %139
  %145 = getelementptr inbounds float, ptr %3, i64 %29
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = fpext contract float %146 to double
  %148 = fsub contract double %147, %105
  %149 = fpext contract float %144 to double
  %150 = fdiv contract double %148, %149
  %151 = fptrunc contract double %150 to float
  %152 = getelementptr inbounds float, ptr %4, i64 %29
  store float %151, ptr %152, align 4, !tbaa !11
  br label %153

153:                                              ; preds = %138, %141, %9
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
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind memory(none) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i32 12293}
