; ModuleID = 'src/tet_fem.cu'
source_filename = "src/tet_fem.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.TetGeom = type { [4 x [3 x double]], double }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @tet_gradient_volume(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i64 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #0 {
  %9 = icmp slt i32 %3, 1
  br i1 %9, label %187, label %10

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
  br i1 %19, label %20, label %187

20:                                               ; preds = %10
  %21 = add nsw i32 %3, -1
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %23, %14
  br label %25

25:                                               ; preds = %20, %184
  %26 = phi i64 [ %18, %20 ], [ %185, %184 ]
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
  %82 = fsub contract double %75, %51
  %83 = fsub contract double %73, %49
  %84 = fsub contract double %71, %47
  %85 = fmul contract double %80, %82
  %86 = fmul contract double %81, %83
  %87 = fsub contract double %85, %86
  %88 = fmul contract double %81, %84
  %89 = fmul contract double %82, %79
  %90 = fsub contract double %88, %89
  %91 = fmul contract double %83, %79
  %92 = fmul contract double %80, %84
  %93 = fsub contract double %91, %92
  %94 = fmul contract double %76, %87
  %95 = fmul contract double %77, %90
  %96 = fadd contract double %94, %95
  %97 = fmul contract double %78, %93
  %98 = fadd contract double %96, %97
  %99 = tail call noundef double @llvm.nvvm.fabs.f64(double %98)
  %100 = fcmp contract uge double %99, 0x3D06849B86A12B9B
  br i1 %100, label %101, label %179

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
  %111 = fmul contract double %77, %84
  %112 = fmul contract double %83, %76
  %113 = fsub contract double %111, %112
  %114 = fmul contract double %82, %76
  %115 = fmul contract double %78, %84
  %116 = fsub contract double %114, %115
  %117 = fmul contract double %83, %78
  %118 = fmul contract double %82, %77
  %119 = fsub contract double %117, %118
  %120 = getelementptr inbounds nuw i32, ptr %7, i64 %26
  store i32 0, ptr %120, align 4, !tbaa !6
  %121 = fmul contract double %99, 0x3FC5555555555555
  %122 = fdiv contract double 1.000000e+00, %98
  %123 = fmul contract double %122, %93
  %124 = fmul contract double %122, %113
  %125 = fadd contract double %123, %124
  %126 = fmul contract double %122, %104
  %127 = fadd contract double %125, %126
  %128 = fmul contract double %122, %90
  %129 = fmul contract double %122, %116
  %130 = fadd contract double %128, %129
  %131 = fmul contract double %122, %107
  %132 = fadd contract double %130, %131
  %133 = fmul contract double %122, %87
  %134 = fmul contract double %122, %119
  %135 = fadd contract double %133, %134
  %136 = fmul contract double %122, %110
  %137 = fadd contract double %135, %136
  %138 = zext nneg i32 %31 to i64
  %139 = getelementptr inbounds nuw double, ptr %2, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !11
  %141 = fmul contract double %137, %140
  %142 = fsub contract double 0.000000e+00, %141
  %143 = fmul contract double %132, %140
  %144 = fsub contract double 0.000000e+00, %143
  %145 = fmul contract double %127, %140
  %146 = fsub contract double 0.000000e+00, %145
  %147 = zext nneg i32 %35 to i64
  %148 = getelementptr inbounds nuw double, ptr %2, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !11
  %150 = fmul contract double %149, %133
  %151 = fadd contract double %142, %150
  %152 = fmul contract double %149, %128
  %153 = fadd contract double %144, %152
  %154 = fmul contract double %149, %123
  %155 = fadd contract double %146, %154
  %156 = zext nneg i32 %39 to i64
  %157 = getelementptr inbounds nuw double, ptr %2, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !11
  %159 = fmul contract double %158, %134
  %160 = fadd contract double %151, %159
  %161 = fmul contract double %158, %129
  %162 = fadd contract double %153, %161
  %163 = fmul contract double %158, %124
  %164 = fadd contract double %155, %163
  %165 = zext nneg i32 %43 to i64
  %166 = getelementptr inbounds nuw double, ptr %2, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = fmul contract double %167, %136
  %169 = fadd contract double %160, %168
  %170 = fmul contract double %167, %131
  %171 = fadd contract double %162, %170
  %172 = fmul contract double %167, %126
  %173 = fadd contract double %164, %172
  %174 = mul i64 %26, 24
  %175 = getelementptr inbounds nuw i8, ptr %5, i64 %174
  store double %169, ptr %175, align 8, !tbaa !11
  %176 = getelementptr i8, ptr %175, i64 8
  store double %171, ptr %176, align 8, !tbaa !11
  %177 = getelementptr i8, ptr %175, i64 16
  store double %173, ptr %177, align 8, !tbaa !11
  %178 = getelementptr inbounds nuw double, ptr %6, i64 %26
  store double %121, ptr %178, align 8, !tbaa !11
  br label %184

179:                                              ; preds = %25
  %180 = getelementptr inbounds nuw i32, ptr %7, i64 %26
  store i32 1, ptr %180, align 4, !tbaa !6
  %181 = getelementptr inbounds nuw double, ptr %6, i64 %26
  store double 0.000000e+00, ptr %181, align 8, !tbaa !11
  %182 = mul i64 %26, 24
  %183 = getelementptr i8, ptr %5, i64 %182
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %183, i8 0, i64 24, i1 false)
  br label %184

184:                                              ; preds = %101, %179
  %185 = add i64 %26, %24
  %186 = icmp ult i64 %185, %4
  br i1 %186, label %25, label %187, !llvm.loop !16

187:                                              ; preds = %184, %10, %8
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
  br i1 %15, label %264, label %16

16:                                               ; preds = %11
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %21, %7
  br i1 %22, label %23, label %264

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

57:                                               ; preds = %260, %41
  %58 = phi double [ 0.000000e+00, %41 ], [ %261, %260 ]
  %59 = getelementptr inbounds double, ptr %6, i64 %43
  store double %58, ptr %59, align 8, !tbaa !11
  %60 = add i32 %42, %32
  %61 = icmp slt i32 %60, %7
  br i1 %61, label %41, label %264, !llvm.loop !19

62:                                               ; preds = %55, %260
  %63 = phi double [ 0.000000e+00, %55 ], [ %261, %260 ]
  %64 = phi i32 [ %47, %55 ], [ %262, %260 ]
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
  br i1 %101, label %260, label %102

102:                                              ; preds = %62
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %103 = sext i32 %75 to i64
  %104 = mul nsw i64 %103, 24
  %105 = getelementptr i8, ptr %0, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !11, !alias.scope !20
  %107 = getelementptr i8, ptr %105, i64 8
  %108 = load double, ptr %107, align 8, !tbaa !11, !alias.scope !20
  %109 = getelementptr i8, ptr %105, i64 16
  %110 = load double, ptr %109, align 8, !tbaa !11, !alias.scope !20
  %111 = sext i32 %81 to i64
  %112 = mul nsw i64 %111, 24
  %113 = getelementptr i8, ptr %0, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !11, !alias.scope !20
  %115 = getelementptr i8, ptr %113, i64 8
  %116 = load double, ptr %115, align 8, !tbaa !11, !alias.scope !20
  %117 = getelementptr i8, ptr %113, i64 16
  %118 = load double, ptr %117, align 8, !tbaa !11, !alias.scope !20
  %119 = sext i32 %88 to i64
  %120 = mul nsw i64 %119, 24
  %121 = getelementptr i8, ptr %0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !11, !alias.scope !20
  %123 = getelementptr i8, ptr %121, i64 8
  %124 = load double, ptr %123, align 8, !tbaa !11, !alias.scope !20
  %125 = getelementptr i8, ptr %121, i64 16
  %126 = load double, ptr %125, align 8, !tbaa !11, !alias.scope !20
  %127 = sext i32 %96 to i64
  %128 = mul nsw i64 %127, 24
  %129 = getelementptr i8, ptr %0, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !11, !alias.scope !20
  %131 = getelementptr i8, ptr %129, i64 8
  %132 = load double, ptr %131, align 8, !tbaa !11, !alias.scope !20
  %133 = getelementptr i8, ptr %129, i64 16
  %134 = load double, ptr %133, align 8, !tbaa !11, !alias.scope !20
  %135 = fsub contract double %114, %106
  %136 = fsub contract double %116, %108
  %137 = fsub contract double %118, %110
  %138 = fsub contract double %122, %106
  %139 = fsub contract double %124, %108
  %140 = fsub contract double %126, %110
  %141 = fsub contract double %134, %110
  %142 = fsub contract double %132, %108
  %143 = fsub contract double %130, %106
  %144 = fmul contract double %139, %141
  %145 = fmul contract double %140, %142
  %146 = fsub contract double %144, %145
  %147 = fmul contract double %140, %143
  %148 = fmul contract double %141, %138
  %149 = fsub contract double %147, %148
  %150 = fmul contract double %142, %138
  %151 = fmul contract double %139, %143
  %152 = fsub contract double %150, %151
  %153 = fmul contract double %135, %146
  %154 = fmul contract double %136, %149
  %155 = fadd contract double %153, %154
  %156 = fmul contract double %137, %152
  %157 = fadd contract double %155, %156
  %158 = tail call noundef double @llvm.nvvm.fabs.f64(double %157)
  %159 = fcmp contract uge double %158, 0x3D06849B86A12B9B
  br i1 %159, label %160, label %258

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
  %170 = fmul contract double %136, %143
  %171 = fmul contract double %142, %135
  %172 = fsub contract double %170, %171
  %173 = fmul contract double %141, %135
  %174 = fmul contract double %137, %143
  %175 = fsub contract double %173, %174
  %176 = fmul contract double %142, %137
  %177 = fmul contract double %141, %136
  %178 = fsub contract double %176, %177
  %179 = fdiv contract double 1.000000e+00, %157
  %180 = fmul contract double %179, %146
  store double %180, ptr %26, align 8, !tbaa !11, !noalias !20
  %181 = fmul contract double %179, %178
  store double %181, ptr %27, align 8, !tbaa !11, !noalias !20
  %182 = fmul contract double %179, %169
  store double %182, ptr %28, align 8, !tbaa !11, !noalias !20
  %183 = fadd contract double %180, %181
  %184 = fadd contract double %183, %182
  %185 = fneg contract double %184
  store double %185, ptr %12, align 8, !tbaa !11, !noalias !20
  %186 = fmul contract double %179, %149
  store double %186, ptr %33, align 8, !tbaa !11, !noalias !20
  %187 = fmul contract double %179, %175
  store double %187, ptr %34, align 8, !tbaa !11, !noalias !20
  %188 = fmul contract double %179, %166
  store double %188, ptr %35, align 8, !tbaa !11, !noalias !20
  %189 = fadd contract double %186, %187
  %190 = fadd contract double %189, %188
  %191 = fneg contract double %190
  store double %191, ptr %36, align 8, !tbaa !11, !noalias !20
  %192 = fmul contract double %179, %152
  store double %192, ptr %37, align 8, !tbaa !11, !noalias !20
  %193 = fmul contract double %179, %172
  store double %193, ptr %38, align 8, !tbaa !11, !noalias !20
  %194 = fmul contract double %179, %163
  store double %194, ptr %39, align 8, !tbaa !11, !noalias !20
  %195 = fadd contract double %192, %193
  %196 = fadd contract double %195, %194
  %197 = fneg contract double %196
  store double %197, ptr %40, align 8, !tbaa !11, !noalias !20
  %198 = fmul contract double %158, 0x3FC5555555555555
  store double %198, ptr %29, align 8, !tbaa !23, !noalias !20
  %199 = zext nneg i32 %100 to i64
  %200 = getelementptr inbounds nuw [3 x double], ptr %12, i64 %199
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 16
  %202 = load double, ptr %201, align 8, !tbaa !11
  %203 = getelementptr inbounds nuw i8, ptr %200, i64 8
  %204 = load double, ptr %203, align 8, !tbaa !11
  %205 = load double, ptr %200, align 8, !tbaa !11
  %206 = zext nneg i32 %69 to i64
  %207 = getelementptr inbounds nuw double, ptr %2, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !11
  %209 = fmul contract double %198, %208
  %210 = fmul contract double %204, %191
  %211 = fmul contract double %184, %205
  %212 = fsub contract double %210, %211
  %213 = fmul contract double %196, %202
  %214 = fsub contract double %212, %213
  %215 = fmul contract double %209, %214
  %216 = sext i32 %75 to i64
  %217 = getelementptr inbounds double, ptr %5, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !11
  %219 = fmul contract double %218, %215
  %220 = fadd contract double %63, %219
  %221 = fmul contract double %205, %180
  %222 = fmul contract double %204, %186
  %223 = fadd contract double %221, %222
  %224 = fmul contract double %202, %192
  %225 = fadd contract double %223, %224
  %226 = fmul contract double %209, %225
  %227 = sext i32 %81 to i64
  %228 = getelementptr inbounds double, ptr %5, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !11
  %230 = fmul contract double %229, %226
  %231 = fadd contract double %220, %230
  %232 = fmul contract double %205, %181
  %233 = fmul contract double %204, %187
  %234 = fadd contract double %232, %233
  %235 = fmul contract double %202, %193
  %236 = fadd contract double %234, %235
  %237 = fmul contract double %209, %236
  %238 = sext i32 %88 to i64
  %239 = getelementptr inbounds double, ptr %5, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !11
  %241 = fmul contract double %240, %237
  %242 = fadd contract double %231, %241
  %243 = fmul contract double %205, %182
  %244 = fmul contract double %204, %188
  %245 = fadd contract double %243, %244
  %246 = fmul contract double %202, %194
  %247 = fadd contract double %245, %246
  %248 = fmul contract double %209, %247
  %249 = sext i32 %96 to i64
  %250 = getelementptr inbounds double, ptr %5, i64 %249
  %251 = load double, ptr %250, align 8, !tbaa !11
  %252 = fmul contract double %251, %248
  %253 = fadd contract double %242, %252
  %254 = fmul contract double %30, %198
  %255 = load double, ptr %56, align 8, !tbaa !11
  %256 = fmul contract double %254, %255
  %257 = fadd contract double %253, %256
  br label %258

258:                                              ; preds = %102, %160
  %259 = phi double [ %257, %160 ], [ %63, %102 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #7
  br label %260

260:                                              ; preds = %62, %258
  %261 = phi double [ %259, %258 ], [ %63, %62 ]
  %262 = add nuw nsw i32 %64, 1
  %263 = icmp slt i32 %262, %53
  br i1 %263, label %62, label %57, !llvm.loop !25

264:                                              ; preds = %57, %16, %11
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
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !17, !18}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZL12tet_geometryPKdPKiR7TetGeom: argument 0"}
!22 = distinct !{!22, !"_ZL12tet_geometryPKdPKiR7TetGeom"}
!23 = !{!24, !12, i64 96}
!24 = !{!"_ZTS7TetGeom", !8, i64 0, !12, i64 96}
!25 = distinct !{!25, !17, !18}
