; ModuleID = 'src/tet_fem.cu'
source_filename = "src/tet_fem.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.TetGeom = type { [4 x [3 x double]], double }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @tet_gradient_volume(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i64 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  %9 = icmp slt i32 %3, 1
  br i1 %9, label %183, label %10

10:                                               ; preds = %8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = icmp ult i64 %18, %4
  br i1 %19, label %20, label %183

20:                                               ; preds = %10
  %21 = add nsw i32 %3, -1
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %23, %14
  br label %25

25:                                               ; preds = %20, %180
  %26 = phi i64 [ %18, %20 ], [ %181, %180 ]
  %27 = shl i64 %26, 4
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call noundef i32 @llvm.smax.i32(i32 %29, i32 0)
  %31 = tail call noundef i32 @llvm.smin.i32(i32 %30, i32 %21)
  %32 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 0)
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %34, i32 %21)
  %36 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %37, i32 0)
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %38, i32 %21)
  %40 = getelementptr inbounds nuw i8, ptr %28, i64 12
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %21)
  %44 = zext nneg i32 %31 to i64
  %45 = mul nuw nsw i64 %44, 24
  %46 = getelementptr i8, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !11, !alias.scope !13
  %48 = getelementptr i8, ptr %46, i64 8
  %49 = load double, ptr %48, align 8, !tbaa !11, !alias.scope !13
  %50 = getelementptr i8, ptr %46, i64 16
  %51 = load double, ptr %50, align 8, !tbaa !11, !alias.scope !13
  %52 = zext nneg i32 %35 to i64
  %53 = mul nuw nsw i64 %52, 24
  %54 = getelementptr i8, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !11, !alias.scope !13
  %56 = getelementptr i8, ptr %54, i64 8
  %57 = load double, ptr %56, align 8, !tbaa !11, !alias.scope !13
  %58 = getelementptr i8, ptr %54, i64 16
  %59 = load double, ptr %58, align 8, !tbaa !11, !alias.scope !13
  %60 = zext nneg i32 %39 to i64
  %61 = mul nuw nsw i64 %60, 24
  %62 = getelementptr i8, ptr %0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !11, !alias.scope !13
  %64 = getelementptr i8, ptr %62, i64 8
  %65 = load double, ptr %64, align 8, !tbaa !11, !alias.scope !13
  %66 = getelementptr i8, ptr %62, i64 16
  %67 = load double, ptr %66, align 8, !tbaa !11, !alias.scope !13
  %68 = zext nneg i32 %43 to i64
  %69 = mul nuw nsw i64 %68, 24
  %70 = getelementptr i8, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !11, !alias.scope !13
  %72 = getelementptr i8, ptr %70, i64 8
  %73 = load double, ptr %72, align 8, !tbaa !11, !alias.scope !13
  %74 = getelementptr i8, ptr %70, i64 16
  %75 = load double, ptr %74, align 8, !tbaa !11, !alias.scope !13
  %76 = fsub contract double %55, %47
  %77 = fsub contract double %57, %49
  %78 = fsub contract double %59, %51
  %79 = fsub contract double %63, %47
  %80 = fsub contract double %65, %49
  %81 = fsub contract double %67, %51
  %82 = fsub contract double %71, %47
  %83 = fsub contract double %73, %49
  %84 = fsub contract double %75, %51
  %85 = fmul contract double %80, %84
  %86 = fmul contract double %81, %83
  %87 = fsub contract double %85, %86
  %88 = fmul contract double %81, %82
  %89 = fmul contract double %84, %79
  %90 = fsub contract double %88, %89
  %91 = fmul contract double %83, %79
  %92 = fmul contract double %80, %82
  %93 = fsub contract double %91, %92
  %94 = fmul contract double %76, %87
  %95 = fmul contract double %77, %90
  %96 = fadd contract double %94, %95
  %97 = fmul contract double %78, %93
  %98 = fadd contract double %96, %97
  %99 = tail call noundef double @llvm.nvvm.fabs.f64(double %98)
  %100 = fcmp contract uge double %99, 0x3D06849B86A12B9B
  br i1 %100, label %101, label %175

101:                                              ; preds = %25
  %102 = fmul contract double %80, %76
  %103 = fmul contract double %77, %79
  %104 = fsub contract double %102, %103
  %105 = fmul contract double %78, %79
  %106 = fmul contract double %81, %76
  %107 = fsub contract double %105, %106
  %108 = fmul contract double %77, %81
  %109 = fmul contract double %78, %80
  %110 = fsub contract double %108, %109
  %111 = fmul contract double %77, %82
  %112 = fmul contract double %83, %76
  %113 = fsub contract double %111, %112
  %114 = fmul contract double %84, %76
  %115 = fmul contract double %78, %82
  %116 = fsub contract double %114, %115
  %117 = fmul contract double %83, %78
  %118 = fmul contract double %84, %77
  %119 = fsub contract double %117, %118
  %120 = fdiv contract double 1.000000e+00, %98
  %121 = fmul contract double %120, %87
  %122 = fmul contract double %120, %119
  %123 = fmul contract double %120, %110
  %124 = fadd contract double %121, %122
  %125 = fadd contract double %124, %123
  %126 = fmul contract double %120, %90
  %127 = fmul contract double %120, %116
  %128 = fmul contract double %120, %107
  %129 = fadd contract double %126, %127
  %130 = fadd contract double %129, %128
  %131 = fmul contract double %120, %93
  %132 = fmul contract double %120, %113
  %133 = fmul contract double %120, %104
  %134 = fadd contract double %131, %132
  %135 = fadd contract double %134, %133
  %136 = fmul contract double %99, 0x3FC5555555555555
  %137 = getelementptr inbounds nuw i32, ptr %7, i64 %26
  store i32 0, ptr %137, align 4, !tbaa !6
  %138 = getelementptr inbounds nuw double, ptr %2, i64 %44
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = fmul contract double %125, %139
  %141 = fsub contract double 0.000000e+00, %140
  %142 = fmul contract double %130, %139
  %143 = fsub contract double 0.000000e+00, %142
  %144 = fmul contract double %135, %139
  %145 = fsub contract double 0.000000e+00, %144
  %146 = getelementptr inbounds nuw double, ptr %2, i64 %52
  %147 = load double, ptr %146, align 8, !tbaa !11
  %148 = fmul contract double %147, %121
  %149 = fadd contract double %141, %148
  %150 = fmul contract double %147, %126
  %151 = fadd contract double %143, %150
  %152 = fmul contract double %147, %131
  %153 = fadd contract double %145, %152
  %154 = getelementptr inbounds nuw double, ptr %2, i64 %60
  %155 = load double, ptr %154, align 8, !tbaa !11
  %156 = fmul contract double %155, %122
  %157 = fadd contract double %149, %156
  %158 = fmul contract double %155, %127
  %159 = fadd contract double %151, %158
  %160 = fmul contract double %155, %132
  %161 = fadd contract double %153, %160
  %162 = getelementptr inbounds nuw double, ptr %2, i64 %68
  %163 = load double, ptr %162, align 8, !tbaa !11
  %164 = fmul contract double %163, %123
  %165 = fadd contract double %157, %164
  %166 = fmul contract double %163, %128
  %167 = fadd contract double %159, %166
  %168 = fmul contract double %163, %133
  %169 = fadd contract double %161, %168
  %170 = mul i64 %26, 24
  %171 = getelementptr inbounds nuw i8, ptr %5, i64 %170
  store double %165, ptr %171, align 8, !tbaa !11
  %172 = getelementptr i8, ptr %171, i64 8
  store double %167, ptr %172, align 8, !tbaa !11
  %173 = getelementptr i8, ptr %171, i64 16
  store double %169, ptr %173, align 8, !tbaa !11
  %174 = getelementptr inbounds nuw double, ptr %6, i64 %26
  store double %136, ptr %174, align 8, !tbaa !11
  br label %180

175:                                              ; preds = %25
  %176 = getelementptr inbounds nuw i32, ptr %7, i64 %26
  store i32 1, ptr %176, align 4, !tbaa !6
  %177 = getelementptr inbounds nuw double, ptr %6, i64 %26
  store double 0.000000e+00, ptr %177, align 8, !tbaa !11
  %178 = mul i64 %26, 24
  %179 = getelementptr i8, ptr %5, i64 %178
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %179, i8 0, i64 24, i1 false)
  br label %180

180:                                              ; preds = %101, %175
  %181 = add i64 %26, %24
  %182 = icmp ult i64 %181, %4
  br i1 %182, label %25, label %183, !llvm.loop !16

183:                                              ; preds = %180, %10, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tet_stiffness_gather(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, double noundef %10) local_unnamed_addr #2 {
  %12 = alloca %struct.TetGeom, align 8
  %13 = icmp slt i32 %8, 1
  %14 = icmp slt i32 %9, 1
  %15 = or i1 %13, %14
  br i1 %15, label %259, label %16

16:                                               ; preds = %11
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %21, %7
  br i1 %22, label %23, label %259

23:                                               ; preds = %16
  %24 = add nsw i32 %8, -1
  %25 = add nsw i32 %7, -1
  %26 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %27 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %28 = getelementptr inbounds nuw i8, ptr %12, i64 72
  %29 = getelementptr inbounds nuw i8, ptr %12, i64 96
  %30 = fmul contract double %10, 2.500000e-01
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = mul i32 %31, %18
  %33 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %34 = getelementptr inbounds nuw i8, ptr %12, i64 56
  %35 = getelementptr inbounds nuw i8, ptr %12, i64 80
  %36 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %37 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %38 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %39 = getelementptr inbounds nuw i8, ptr %12, i64 88
  %40 = getelementptr inbounds nuw i8, ptr %12, i64 16
  br label %41

41:                                               ; preds = %23, %57
  %42 = phi i32 [ %21, %23 ], [ %60, %57 ]
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %3, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = tail call noundef i32 @llvm.smin.i32(i32 %46, i32 %9)
  %48 = getelementptr i8, ptr %44, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = tail call noundef i32 @llvm.smax.i32(i32 %49, i32 %47)
  %51 = tail call noundef i32 @llvm.smin.i32(i32 %50, i32 %9)
  %52 = add nuw nsw i32 %47, 64
  %53 = tail call noundef i32 @llvm.smin.i32(i32 %51, i32 %52)
  %54 = icmp slt i32 %46, %51
  br i1 %54, label %55, label %57

55:                                               ; preds = %41
  %56 = getelementptr inbounds double, ptr %5, i64 %43
  br label %62

57:                                               ; preds = %255, %41
  %58 = phi double [ 0.000000e+00, %41 ], [ %256, %255 ]
  %59 = getelementptr inbounds double, ptr %6, i64 %43
  store double %58, ptr %59, align 8, !tbaa !11
  %60 = add i32 %42, %32
  %61 = icmp slt i32 %60, %7
  br i1 %61, label %41, label %259, !llvm.loop !18

62:                                               ; preds = %55, %255
  %63 = phi double [ 0.000000e+00, %55 ], [ %256, %255 ]
  %64 = phi i32 [ %47, %55 ], [ %257, %255 ]
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr %4, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = tail call noundef i32 @llvm.smax.i32(i32 %67, i32 0)
  %69 = tail call noundef i32 @llvm.smin.i32(i32 %68, i32 %24)
  %70 = zext nneg i32 %69 to i64
  %71 = shl nuw nsw i64 %70, 4
  %72 = getelementptr inbounds nuw i8, ptr %1, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = tail call noundef i32 @llvm.smax.i32(i32 %73, i32 0)
  %75 = tail call noundef i32 @llvm.smin.i32(i32 %74, i32 %25)
  %76 = icmp ne i32 %75, %42
  %77 = sext i1 %76 to i32
  %78 = getelementptr inbounds nuw i8, ptr %72, i64 4
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = tail call noundef i32 @llvm.smax.i32(i32 %79, i32 0)
  %81 = tail call noundef i32 @llvm.smin.i32(i32 %80, i32 %25)
  %82 = icmp eq i32 %81, %42
  %83 = and i1 %82, %76
  %84 = select i1 %83, i32 1, i32 %77
  %85 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = tail call noundef i32 @llvm.smax.i32(i32 %86, i32 0)
  %88 = tail call noundef i32 @llvm.smin.i32(i32 %87, i32 %25)
  %89 = icmp eq i32 %88, %42
  %90 = xor i1 %83, %76
  %91 = and i1 %89, %90
  %92 = select i1 %91, i32 2, i32 %84
  %93 = getelementptr inbounds nuw i8, ptr %72, i64 12
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = tail call noundef i32 @llvm.smax.i32(i32 %94, i32 0)
  %96 = tail call noundef i32 @llvm.smin.i32(i32 %95, i32 %25)
  %97 = icmp eq i32 %96, %42
  %98 = icmp slt i32 %92, 0
  %99 = and i1 %97, %98
  %100 = select i1 %99, i32 3, i32 %92
  %101 = icmp slt i32 %100, 0
  br i1 %101, label %255, label %102

102:                                              ; preds = %62
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %103 = sext i32 %75 to i64
  %104 = mul nsw i64 %103, 24
  %105 = getelementptr i8, ptr %0, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !11, !alias.scope !19
  %107 = getelementptr i8, ptr %105, i64 8
  %108 = load double, ptr %107, align 8, !tbaa !11, !alias.scope !19
  %109 = getelementptr i8, ptr %105, i64 16
  %110 = load double, ptr %109, align 8, !tbaa !11, !alias.scope !19
  %111 = sext i32 %81 to i64
  %112 = mul nsw i64 %111, 24
  %113 = getelementptr i8, ptr %0, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !11, !alias.scope !19
  %115 = getelementptr i8, ptr %113, i64 8
  %116 = load double, ptr %115, align 8, !tbaa !11, !alias.scope !19
  %117 = getelementptr i8, ptr %113, i64 16
  %118 = load double, ptr %117, align 8, !tbaa !11, !alias.scope !19
  %119 = sext i32 %88 to i64
  %120 = mul nsw i64 %119, 24
  %121 = getelementptr i8, ptr %0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !11, !alias.scope !19
  %123 = getelementptr i8, ptr %121, i64 8
  %124 = load double, ptr %123, align 8, !tbaa !11, !alias.scope !19
  %125 = getelementptr i8, ptr %121, i64 16
  %126 = load double, ptr %125, align 8, !tbaa !11, !alias.scope !19
  %127 = sext i32 %96 to i64
  %128 = mul nsw i64 %127, 24
  %129 = getelementptr i8, ptr %0, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !11, !alias.scope !19
  %131 = getelementptr i8, ptr %129, i64 8
  %132 = load double, ptr %131, align 8, !tbaa !11, !alias.scope !19
  %133 = getelementptr i8, ptr %129, i64 16
  %134 = load double, ptr %133, align 8, !tbaa !11, !alias.scope !19
  %135 = fsub contract double %114, %106
  %136 = fsub contract double %116, %108
  %137 = fsub contract double %118, %110
  %138 = fsub contract double %122, %106
  %139 = fsub contract double %124, %108
  %140 = fsub contract double %126, %110
  %141 = fsub contract double %130, %106
  %142 = fsub contract double %132, %108
  %143 = fsub contract double %134, %110
  %144 = fmul contract double %139, %143
  %145 = fmul contract double %140, %142
  %146 = fsub contract double %144, %145
  %147 = fmul contract double %140, %141
  %148 = fmul contract double %143, %138
  %149 = fsub contract double %147, %148
  %150 = fmul contract double %142, %138
  %151 = fmul contract double %139, %141
  %152 = fsub contract double %150, %151
  %153 = fmul contract double %135, %146
  %154 = fmul contract double %136, %149
  %155 = fadd contract double %153, %154
  %156 = fmul contract double %137, %152
  %157 = fadd contract double %155, %156
  %158 = tail call noundef double @llvm.nvvm.fabs.f64(double %157)
  %159 = fcmp contract uge double %158, 0x3D06849B86A12B9B
  br i1 %159, label %160, label %253

160:                                              ; preds = %102
  %161 = fmul contract double %139, %135
  %162 = fmul contract double %136, %138
  %163 = fsub contract double %161, %162
  %164 = fmul contract double %137, %138
  %165 = fmul contract double %140, %135
  %166 = fsub contract double %164, %165
  %167 = fmul contract double %136, %140
  %168 = fmul contract double %137, %139
  %169 = fsub contract double %167, %168
  %170 = fmul contract double %136, %141
  %171 = fmul contract double %142, %135
  %172 = fsub contract double %170, %171
  %173 = fmul contract double %143, %135
  %174 = fmul contract double %137, %141
  %175 = fsub contract double %173, %174
  %176 = fmul contract double %142, %137
  %177 = fmul contract double %143, %136
  %178 = fsub contract double %176, %177
  %179 = fdiv contract double 1.000000e+00, %157
  %180 = fmul contract double %179, %146
  store double %180, ptr %26, align 8, !tbaa !11, !noalias !19
  %181 = fmul contract double %179, %178
  store double %181, ptr %27, align 8, !tbaa !11, !noalias !19
  %182 = fmul contract double %179, %169
  store double %182, ptr %28, align 8, !tbaa !11, !noalias !19
  %183 = fadd contract double %180, %181
  %184 = fadd contract double %183, %182
  %185 = fneg contract double %184
  store double %185, ptr %12, align 8, !tbaa !11, !noalias !19
  %186 = fmul contract double %179, %149
  store double %186, ptr %33, align 8, !tbaa !11, !noalias !19
  %187 = fmul contract double %179, %175
  store double %187, ptr %34, align 8, !tbaa !11, !noalias !19
  %188 = fmul contract double %179, %166
  store double %188, ptr %35, align 8, !tbaa !11, !noalias !19
  %189 = fadd contract double %186, %187
  %190 = fadd contract double %189, %188
  %191 = fneg contract double %190
  store double %191, ptr %36, align 8, !tbaa !11, !noalias !19
  %192 = fmul contract double %179, %152
  store double %192, ptr %37, align 8, !tbaa !11, !noalias !19
  %193 = fmul contract double %179, %172
  store double %193, ptr %38, align 8, !tbaa !11, !noalias !19
  %194 = fmul contract double %179, %163
  store double %194, ptr %39, align 8, !tbaa !11, !noalias !19
  %195 = fadd contract double %192, %193
  %196 = fadd contract double %195, %194
  %197 = fneg contract double %196
  store double %197, ptr %40, align 8, !tbaa !11, !noalias !19
  %198 = fmul contract double %158, 0x3FC5555555555555
  store double %198, ptr %29, align 8, !tbaa !22, !noalias !19
  %199 = getelementptr inbounds nuw double, ptr %2, i64 %70
  %200 = load double, ptr %199, align 8, !tbaa !11
  %201 = fmul contract double %198, %200
  %202 = zext nneg i32 %100 to i64
  %203 = getelementptr inbounds nuw [3 x double], ptr %12, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !11
  %205 = getelementptr inbounds nuw i8, ptr %203, i64 8
  %206 = load double, ptr %205, align 8, !tbaa !11
  %207 = getelementptr inbounds nuw i8, ptr %203, i64 16
  %208 = load double, ptr %207, align 8, !tbaa !11
  %209 = fmul contract double %206, %191
  %210 = fmul contract double %184, %204
  %211 = fsub contract double %209, %210
  %212 = fmul contract double %196, %208
  %213 = fsub contract double %211, %212
  %214 = fmul contract double %201, %213
  %215 = getelementptr inbounds double, ptr %5, i64 %103
  %216 = load double, ptr %215, align 8, !tbaa !11
  %217 = fmul contract double %216, %214
  %218 = fadd contract double %63, %217
  %219 = fmul contract double %204, %180
  %220 = fmul contract double %206, %186
  %221 = fadd contract double %219, %220
  %222 = fmul contract double %208, %192
  %223 = fadd contract double %221, %222
  %224 = fmul contract double %201, %223
  %225 = getelementptr inbounds double, ptr %5, i64 %111
  %226 = load double, ptr %225, align 8, !tbaa !11
  %227 = fmul contract double %226, %224
  %228 = fadd contract double %218, %227
  %229 = fmul contract double %204, %181
  %230 = fmul contract double %206, %187
  %231 = fadd contract double %229, %230
  %232 = fmul contract double %208, %193
  %233 = fadd contract double %231, %232
  %234 = fmul contract double %201, %233
  %235 = getelementptr inbounds double, ptr %5, i64 %119
  %236 = load double, ptr %235, align 8, !tbaa !11
  %237 = fmul contract double %236, %234
  %238 = fadd contract double %228, %237
  %239 = fmul contract double %204, %182
  %240 = fmul contract double %206, %188
  %241 = fadd contract double %239, %240
  %242 = fmul contract double %208, %194
  %243 = fadd contract double %241, %242
  %244 = fmul contract double %201, %243
  %245 = getelementptr inbounds double, ptr %5, i64 %127
  %246 = load double, ptr %245, align 8, !tbaa !11
  %247 = fmul contract double %246, %244
  %248 = fadd contract double %238, %247
  %249 = fmul contract double %30, %198
  %250 = load double, ptr %56, align 8, !tbaa !11
  %251 = fmul contract double %249, %250
  %252 = fadd contract double %248, %251
  br label %253

253:                                              ; preds = %102, %160
  %254 = phi double [ %252, %160 ], [ %63, %102 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #7
  br label %255

255:                                              ; preds = %62, %253
  %256 = phi double [ %254, %253 ], [ %63, %62 ]
  %257 = add nuw nsw i32 %64, 1
  %258 = icmp slt i32 %257, %53
  br i1 %258, label %62, label %57, !llvm.loop !24

259:                                              ; preds = %57, %16, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !8, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZL12tet_geometryPKdPKiR7TetGeom: argument 0"}
!15 = distinct !{!15, !"_ZL12tet_geometryPKdPKiR7TetGeom"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZL12tet_geometryPKdPKiR7TetGeom: argument 0"}
!21 = distinct !{!21, !"_ZL12tet_geometryPKdPKiR7TetGeom"}
!22 = !{!23, !12, i64 96}
!23 = !{!"_ZTS7TetGeom", !8, i64 0, !12, i64 96}
!24 = distinct !{!24, !17}
