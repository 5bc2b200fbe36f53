; ModuleID = 'src/shallow_water.cu'
source_filename = "src/shallow_water.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SweStep = type { float, float, float, float }
%struct.SweStep.0 = type { double, double, double, double }

@_ZZ17swe_max_wavespeedE8warp_max = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @swe_lf_step_f32(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noundef readonly byval(%struct.SweStep) align 4 captures(none) %8) local_unnamed_addr #0 {
  %10 = load float, ptr %8, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %16 = load float, ptr %15, align 4, !tbaa !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %24 = mul nuw nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %26 = add nuw nsw i32 %24, %25
  %27 = icmp slt i32 %21, %6
  %28 = icmp slt i32 %26, %7
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %179

30:                                               ; preds = %9
  %31 = icmp slt i32 %21, -1
  %32 = select i1 %31, float -1.000000e+00, float 1.000000e+00
  %33 = tail call i32 @llvm.smax.i32(i32 %21, i32 -1)
  %34 = add nsw i32 %33, 1
  %35 = icmp slt i32 %34, %6
  %36 = add nsw i32 %6, -1
  %37 = select i1 %35, float %32, float -1.000000e+00
  %38 = tail call i32 @llvm.smin.i32(i32 %34, i32 %36)
  %39 = add nsw i32 %7, -1
  %40 = zext nneg i32 %26 to i64
  %41 = sext i32 %6 to i64
  %42 = mul nsw i64 %41, %40
  %43 = sext i32 %38 to i64
  %44 = add nsw i64 %42, %43
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %47 = getelementptr inbounds nuw float, ptr %1, i64 %44
  %48 = load float, ptr %47, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %49 = fmul contract float %37, %48
  %50 = getelementptr inbounds nuw float, ptr %2, i64 %44
  %51 = load float, ptr %50, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %52 = icmp slt i32 %21, 1
  %53 = tail call i32 @llvm.smax.i32(i32 %21, i32 1)
  %54 = add nsw i32 %53, -1
  %55 = icmp slt i32 %6, 1
  %56 = or i1 %52, %55
  %57 = select i1 %55, i32 %36, i32 %54
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 %42, %58
  %60 = getelementptr inbounds nuw float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %62 = getelementptr inbounds nuw float, ptr %1, i64 %59
  %63 = load float, ptr %62, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %64 = fneg contract float %63
  %65 = select contract i1 %56, float %64, float %63
  %66 = getelementptr inbounds nuw float, ptr %2, i64 %59
  %67 = load float, ptr %66, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %68 = add nuw nsw i32 %26, 1
  %69 = icmp slt i32 %21, 0
  %70 = select i1 %69, float -1.000000e+00, float 1.000000e+00
  %71 = tail call i32 @llvm.smax.i32(i32 %21, i32 0)
  %72 = icmp sgt i32 %6, 0
  %73 = select i1 %72, float %70, float -1.000000e+00
  %74 = select i1 %72, i32 %71, i32 %36
  %75 = icmp slt i32 %68, %7
  %76 = tail call i32 @llvm.smin.i32(i32 %68, i32 %39)
  %77 = zext nneg i32 %76 to i64
  %78 = mul nsw i64 %77, %41
  %79 = sext i32 %74 to i64
  %80 = add nsw i64 %78, %79
  %81 = getelementptr inbounds nuw float, ptr %0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %83 = getelementptr inbounds nuw float, ptr %1, i64 %80
  %84 = load float, ptr %83, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %85 = fmul contract float %73, %84
  %86 = getelementptr inbounds nuw float, ptr %2, i64 %80
  %87 = load float, ptr %86, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %88 = fneg contract float %87
  %89 = select contract i1 %75, float %87, float %88
  %90 = icmp eq i32 %26, 0
  %91 = tail call i32 @llvm.usub.sat.i32(i32 %26, i32 1)
  %92 = select i1 %90, float -1.000000e+00, float 1.000000e+00
  %93 = icmp slt i32 %91, %7
  %94 = tail call i32 @llvm.smin.i32(i32 %91, i32 %39)
  %95 = select i1 %93, float %92, float -1.000000e+00
  %96 = zext nneg i32 %94 to i64
  %97 = mul nsw i64 %96, %41
  %98 = add nsw i64 %97, %79
  %99 = getelementptr inbounds nuw float, ptr %0, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %101 = getelementptr inbounds nuw float, ptr %1, i64 %98
  %102 = load float, ptr %101, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %103 = fmul contract float %73, %102
  %104 = getelementptr inbounds nuw float, ptr %2, i64 %98
  %105 = load float, ptr %104, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %106 = fmul contract float %95, %105
  %107 = fcmp contract ogt float %46, 0x3EB0C6F7A0000000
  %108 = fdiv contract float %49, %46
  %109 = select contract i1 %107, float %108, float 0.000000e+00
  %110 = fmul contract float %49, %109
  %111 = fmul contract float %16, 5.000000e-01
  %112 = fmul contract float %111, %46
  %113 = fmul contract float %46, %112
  %114 = fadd contract float %113, %110
  %115 = fmul contract float %51, %109
  %116 = fcmp contract ogt float %61, 0x3EB0C6F7A0000000
  %117 = fdiv contract float %65, %61
  %118 = select contract i1 %116, float %117, float 0.000000e+00
  %119 = fmul contract float %65, %118
  %120 = fmul contract float %111, %61
  %121 = fmul contract float %61, %120
  %122 = fadd contract float %121, %119
  %123 = fmul contract float %67, %118
  %124 = fcmp contract ogt float %82, 0x3EB0C6F7A0000000
  %125 = fdiv contract float %89, %82
  %126 = select contract i1 %124, float %125, float 0.000000e+00
  %127 = fmul contract float %85, %126
  %128 = fmul contract float %89, %126
  %129 = fmul contract float %111, %82
  %130 = fmul contract float %82, %129
  %131 = fadd contract float %130, %128
  %132 = fcmp contract ogt float %100, 0x3EB0C6F7A0000000
  %133 = fdiv contract float %106, %100
  %134 = select contract i1 %132, float %133, float 0.000000e+00
  %135 = fmul contract float %103, %134
  %136 = fmul contract float %106, %134
  %137 = fmul contract float %111, %100
  %138 = fmul contract float %100, %137
  %139 = fadd contract float %138, %136
  %140 = fmul contract float %12, 2.000000e+00
  %141 = fdiv contract float %10, %140
  %142 = fmul contract float %14, 2.000000e+00
  %143 = fdiv contract float %10, %142
  %144 = sext i32 %21 to i64
  %145 = add nsw i64 %42, %144
  %146 = fadd contract float %46, %61
  %147 = fadd contract float %146, %82
  %148 = fadd contract float %147, %100
  %149 = fmul contract float %148, 2.500000e-01
  %150 = fsub contract float %49, %65
  %151 = fmul contract float %141, %150
  %152 = fsub contract float %149, %151
  %153 = fsub contract float %89, %106
  %154 = fmul contract float %143, %153
  %155 = fsub contract float %152, %154
  %156 = getelementptr inbounds nuw float, ptr %3, i64 %145
  store float %155, ptr %156, align 4, !tbaa !11, !alias.scope !20, !noalias !29
  %157 = fadd contract float %49, %65
  %158 = fadd contract float %157, %85
  %159 = fadd contract float %158, %103
  %160 = fmul contract float %159, 2.500000e-01
  %161 = fsub contract float %114, %122
  %162 = fmul contract float %141, %161
  %163 = fsub contract float %160, %162
  %164 = fsub contract float %127, %135
  %165 = fmul contract float %143, %164
  %166 = fsub contract float %163, %165
  %167 = getelementptr inbounds nuw float, ptr %4, i64 %145
  store float %166, ptr %167, align 4, !tbaa !11, !alias.scope !22, !noalias !30
  %168 = fadd contract float %51, %67
  %169 = fadd contract float %168, %89
  %170 = fadd contract float %169, %106
  %171 = fmul contract float %170, 2.500000e-01
  %172 = fsub contract float %115, %123
  %173 = fmul contract float %141, %172
  %174 = fsub contract float %171, %173
  %175 = fsub contract float %131, %139
  %176 = fmul contract float %143, %175
  %177 = fsub contract float %174, %176
  %178 = getelementptr inbounds nuw float, ptr %5, i64 %145
  store float %177, ptr %178, align 4, !tbaa !11, !alias.scope !24, !noalias !31
  br label %179

179:                                              ; preds = %9, %30
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @swe_lf_step_f64(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noundef readonly byval(%struct.SweStep.0) align 8 captures(none) %8) local_unnamed_addr #0 {
  %10 = load double, ptr %8, align 8, !tbaa !32
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !32
  %13 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !32
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %16 = load double, ptr %15, align 8, !tbaa !32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %24 = mul nuw nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %26 = add nuw nsw i32 %24, %25
  %27 = icmp slt i32 %21, %6
  %28 = icmp slt i32 %26, %7
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %179

30:                                               ; preds = %9
  %31 = icmp slt i32 %21, -1
  %32 = select i1 %31, double -1.000000e+00, double 1.000000e+00
  %33 = tail call i32 @llvm.smax.i32(i32 %21, i32 -1)
  %34 = add nsw i32 %33, 1
  %35 = icmp slt i32 %34, %6
  %36 = add nsw i32 %6, -1
  %37 = select i1 %35, double %32, double -1.000000e+00
  %38 = tail call i32 @llvm.smin.i32(i32 %34, i32 %36)
  %39 = add nsw i32 %7, -1
  %40 = zext nneg i32 %26 to i64
  %41 = sext i32 %6 to i64
  %42 = mul nsw i64 %41, %40
  %43 = sext i32 %38 to i64
  %44 = add nsw i64 %42, %43
  %45 = getelementptr inbounds nuw double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !32, !alias.scope !34, !noalias !47
  %47 = getelementptr inbounds nuw double, ptr %1, i64 %44
  %48 = load double, ptr %47, align 8, !tbaa !32, !alias.scope !37, !noalias !48
  %49 = fmul contract double %37, %48
  %50 = getelementptr inbounds nuw double, ptr %2, i64 %44
  %51 = load double, ptr %50, align 8, !tbaa !32, !alias.scope !39, !noalias !49
  %52 = icmp slt i32 %21, 1
  %53 = tail call i32 @llvm.smax.i32(i32 %21, i32 1)
  %54 = add nsw i32 %53, -1
  %55 = icmp slt i32 %6, 1
  %56 = or i1 %52, %55
  %57 = select i1 %55, i32 %36, i32 %54
  %58 = sext i32 %57 to i64
  %59 = add nsw i64 %42, %58
  %60 = getelementptr inbounds nuw double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !32, !alias.scope !34, !noalias !47
  %62 = getelementptr inbounds nuw double, ptr %1, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !32, !alias.scope !37, !noalias !48
  %64 = fneg contract double %63
  %65 = select contract i1 %56, double %64, double %63
  %66 = getelementptr inbounds nuw double, ptr %2, i64 %59
  %67 = load double, ptr %66, align 8, !tbaa !32, !alias.scope !39, !noalias !49
  %68 = add nuw nsw i32 %26, 1
  %69 = icmp slt i32 %21, 0
  %70 = select i1 %69, double -1.000000e+00, double 1.000000e+00
  %71 = tail call i32 @llvm.smax.i32(i32 %21, i32 0)
  %72 = icmp sgt i32 %6, 0
  %73 = select i1 %72, double %70, double -1.000000e+00
  %74 = select i1 %72, i32 %71, i32 %36
  %75 = icmp slt i32 %68, %7
  %76 = tail call i32 @llvm.smin.i32(i32 %68, i32 %39)
  %77 = zext nneg i32 %76 to i64
  %78 = mul nsw i64 %77, %41
  %79 = sext i32 %74 to i64
  %80 = add nsw i64 %78, %79
  %81 = getelementptr inbounds nuw double, ptr %0, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !32, !alias.scope !34, !noalias !47
  %83 = getelementptr inbounds nuw double, ptr %1, i64 %80
  %84 = load double, ptr %83, align 8, !tbaa !32, !alias.scope !37, !noalias !48
  %85 = fmul contract double %73, %84
  %86 = getelementptr inbounds nuw double, ptr %2, i64 %80
  %87 = load double, ptr %86, align 8, !tbaa !32, !alias.scope !39, !noalias !49
  %88 = fneg contract double %87
  %89 = select contract i1 %75, double %87, double %88
  %90 = icmp eq i32 %26, 0
  %91 = tail call i32 @llvm.usub.sat.i32(i32 %26, i32 1)
  %92 = select i1 %90, double -1.000000e+00, double 1.000000e+00
  %93 = icmp slt i32 %91, %7
  %94 = tail call i32 @llvm.smin.i32(i32 %91, i32 %39)
  %95 = select i1 %93, double %92, double -1.000000e+00
  %96 = zext nneg i32 %94 to i64
  %97 = mul nsw i64 %96, %41
  %98 = add nsw i64 %97, %79
  %99 = getelementptr inbounds nuw double, ptr %0, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !32, !alias.scope !34, !noalias !47
  %101 = getelementptr inbounds nuw double, ptr %1, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !32, !alias.scope !37, !noalias !48
  %103 = fmul contract double %73, %102
  %104 = getelementptr inbounds nuw double, ptr %2, i64 %98
  %105 = load double, ptr %104, align 8, !tbaa !32, !alias.scope !39, !noalias !49
  %106 = fmul contract double %95, %105
  %107 = fcmp contract ogt double %46, 0x3EB0C6F7A0B5ED8D
  %108 = fdiv contract double %49, %46
  %109 = select contract i1 %107, double %108, double 0.000000e+00
  %110 = fmul contract double %49, %109
  %111 = fmul contract double %16, 5.000000e-01
  %112 = fmul contract double %111, %46
  %113 = fmul contract double %46, %112
  %114 = fadd contract double %113, %110
  %115 = fmul contract double %51, %109
  %116 = fcmp contract ogt double %61, 0x3EB0C6F7A0B5ED8D
  %117 = fdiv contract double %65, %61
  %118 = select contract i1 %116, double %117, double 0.000000e+00
  %119 = fmul contract double %65, %118
  %120 = fmul contract double %111, %61
  %121 = fmul contract double %61, %120
  %122 = fadd contract double %121, %119
  %123 = fmul contract double %67, %118
  %124 = fcmp contract ogt double %82, 0x3EB0C6F7A0B5ED8D
  %125 = fdiv contract double %89, %82
  %126 = select contract i1 %124, double %125, double 0.000000e+00
  %127 = fmul contract double %85, %126
  %128 = fmul contract double %89, %126
  %129 = fmul contract double %111, %82
  %130 = fmul contract double %82, %129
  %131 = fadd contract double %130, %128
  %132 = fcmp contract ogt double %100, 0x3EB0C6F7A0B5ED8D
  %133 = fdiv contract double %106, %100
  %134 = select contract i1 %132, double %133, double 0.000000e+00
  %135 = fmul contract double %103, %134
  %136 = fmul contract double %106, %134
  %137 = fmul contract double %111, %100
  %138 = fmul contract double %100, %137
  %139 = fadd contract double %138, %136
  %140 = fmul contract double %12, 2.000000e+00
  %141 = fdiv contract double %10, %140
  %142 = fmul contract double %14, 2.000000e+00
  %143 = fdiv contract double %10, %142
  %144 = sext i32 %21 to i64
  %145 = add nsw i64 %42, %144
  %146 = fadd contract double %46, %61
  %147 = fadd contract double %146, %82
  %148 = fadd contract double %147, %100
  %149 = fmul contract double %148, 2.500000e-01
  %150 = fsub contract double %49, %65
  %151 = fmul contract double %141, %150
  %152 = fsub contract double %149, %151
  %153 = fsub contract double %89, %106
  %154 = fmul contract double %143, %153
  %155 = fsub contract double %152, %154
  %156 = getelementptr inbounds nuw double, ptr %3, i64 %145
  store double %155, ptr %156, align 8, !tbaa !32, !alias.scope !41, !noalias !50
  %157 = fadd contract double %49, %65
  %158 = fadd contract double %157, %85
  %159 = fadd contract double %158, %103
  %160 = fmul contract double %159, 2.500000e-01
  %161 = fsub contract double %114, %122
  %162 = fmul contract double %141, %161
  %163 = fsub contract double %160, %162
  %164 = fsub contract double %127, %135
  %165 = fmul contract double %143, %164
  %166 = fsub contract double %163, %165
  %167 = getelementptr inbounds nuw double, ptr %4, i64 %145
  store double %166, ptr %167, align 8, !tbaa !32, !alias.scope !43, !noalias !51
  %168 = fadd contract double %51, %67
  %169 = fadd contract double %168, %89
  %170 = fadd contract double %169, %106
  %171 = fmul contract double %170, 2.500000e-01
  %172 = fsub contract double %115, %123
  %173 = fmul contract double %141, %172
  %174 = fsub contract double %171, %173
  %175 = fsub contract double %131, %139
  %176 = fmul contract double %143, %175
  %177 = fsub contract double %174, %176
  %178 = getelementptr inbounds nuw double, ptr %5, i64 %145
  store double %177, ptr %178, align 8, !tbaa !32, !alias.scope !45, !noalias !52
  br label %179

179:                                              ; preds = %9, %30
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @swe_max_wavespeed(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, float noundef %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nuw nsw i64 %8, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %13, %10
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i64 %14, %16
  %18 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %19 = zext nneg i32 %18 to i64
  %20 = icmp samesign ult i64 %17, %19
  br i1 %20, label %21, label %45

21:                                               ; preds = %6, %41
  %22 = phi float [ %42, %41 ], [ 0.000000e+00, %6 ]
  %23 = phi i64 [ %43, %41 ], [ %17, %6 ]
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = fcmp contract ogt float %25, 0x3EB0C6F7A0000000
  br i1 %26, label %27, label %41

27:                                               ; preds = %21
  %28 = fmul contract float %4, %25
  %29 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %28) #9
  %30 = getelementptr inbounds nuw float, ptr %1, i64 %23
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = fdiv contract float %31, %25
  %33 = tail call noundef float @llvm.nvvm.fabs.f32(float %32)
  %34 = getelementptr inbounds nuw float, ptr %2, i64 %23
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = fdiv contract float %35, %25
  %37 = tail call noundef float @llvm.nvvm.fabs.f32(float %36)
  %38 = tail call noundef float @llvm.maxnum.f32(float %33, float %37)
  %39 = fadd contract float %29, %38
  %40 = tail call noundef float @llvm.maxnum.f32(float %22, float %39)
  br label %41

41:                                               ; preds = %27, %21
  %42 = phi float [ %40, %27 ], [ %22, %21 ]
  %43 = add nuw nsw i64 %23, %11
  %44 = icmp samesign ult i64 %43, %19
  br i1 %44, label %21, label %45, !llvm.loop !53

45:                                               ; preds = %41, %6
  %46 = phi float [ 0.000000e+00, %6 ], [ %42, %41 ]
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31)
  %48 = tail call noundef float @llvm.maxnum.f32(float %46, float %47)
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31)
  %50 = tail call noundef float @llvm.maxnum.f32(float %48, float %49)
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 4, i32 31)
  %52 = tail call noundef float @llvm.maxnum.f32(float %50, float %51)
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 2, i32 31)
  %54 = tail call noundef float @llvm.maxnum.f32(float %52, float %53)
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 1, i32 31)
  %56 = and i32 %15, 31
  %57 = lshr i32 %15, 5
  %58 = icmp eq i32 %56, 0
  br i1 %58, label %59, label %63

59:                                               ; preds = %45
  %60 = tail call noundef float @llvm.maxnum.f32(float %54, float %55)
  %61 = zext nneg i32 %57 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17swe_max_wavespeedE8warp_max to ptr), i64 %61
  store float %60, ptr %62, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %59, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = icmp eq i32 %57, 0
  br i1 %64, label %65, label %90

65:                                               ; preds = %63
  %66 = add nuw nsw i32 %9, 31
  %67 = lshr i32 %66, 5
  %68 = icmp samesign ult i32 %56, %67
  br i1 %68, label %69, label %73

69:                                               ; preds = %65
  %70 = zext nneg i32 %56 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17swe_max_wavespeedE8warp_max to ptr), i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !11
  br label %73

73:                                               ; preds = %69, %65
  %74 = phi contract float [ %72, %69 ], [ 0.000000e+00, %65 ]
  %75 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %74, i32 16, i32 31)
  %76 = tail call noundef float @llvm.maxnum.f32(float %74, float %75)
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 8, i32 31)
  %78 = tail call noundef float @llvm.maxnum.f32(float %76, float %77)
  %79 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %78, i32 4, i32 31)
  %80 = tail call noundef float @llvm.maxnum.f32(float %78, float %79)
  %81 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 2, i32 31)
  %82 = tail call noundef float @llvm.maxnum.f32(float %80, float %81)
  %83 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %82, i32 1, i32 31)
  %84 = tail call noundef float @llvm.maxnum.f32(float %82, float %83)
  %85 = fcmp contract ogt float %84, 0.000000e+00
  %86 = and i1 %58, %85
  br i1 %86, label %87, label %90

87:                                               ; preds = %73
  %88 = bitcast float %84 to i32
  %89 = atomicrmw umax ptr %5, i32 %88 seq_cst, align 4
  br label %90

90:                                               ; preds = %73, %87, %63
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nounwind }

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
!13 = !{!14}
!14 = distinct !{!14, !15, !"_Z8swe_stepIfEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 0"}
!15 = distinct !{!15, !"_Z8swe_stepIfEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E"}
!16 = !{!17}
!17 = distinct !{!17, !15, !"_Z8swe_stepIfEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 1"}
!18 = !{!19}
!19 = distinct !{!19, !15, !"_Z8swe_stepIfEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 2"}
!20 = !{!21}
!21 = distinct !{!21, !15, !"_Z8swe_stepIfEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 3"}
!22 = !{!23}
!23 = distinct !{!23, !15, !"_Z8swe_stepIfEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 4"}
!24 = !{!25}
!25 = distinct !{!25, !15, !"_Z8swe_stepIfEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 5"}
!26 = !{!17, !19, !21, !23, !25}
!27 = !{!14, !19, !21, !23, !25}
!28 = !{!14, !17, !21, !23, !25}
!29 = !{!14, !17, !19, !23, !25}
!30 = !{!14, !17, !19, !21, !25}
!31 = !{!14, !17, !19, !21, !23}
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !8, i64 0}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_Z8swe_stepIdEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 0"}
!36 = distinct !{!36, !"_Z8swe_stepIdEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E"}
!37 = !{!38}
!38 = distinct !{!38, !36, !"_Z8swe_stepIdEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 1"}
!39 = !{!40}
!40 = distinct !{!40, !36, !"_Z8swe_stepIdEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 2"}
!41 = !{!42}
!42 = distinct !{!42, !36, !"_Z8swe_stepIdEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 3"}
!43 = !{!44}
!44 = distinct !{!44, !36, !"_Z8swe_stepIdEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 4"}
!45 = !{!46}
!46 = distinct !{!46, !36, !"_Z8swe_stepIdEvPKT_S2_S2_PS0_S3_S3_ii7SweStepIS0_E: argument 5"}
!47 = !{!38, !40, !42, !44, !46}
!48 = !{!35, !40, !42, !44, !46}
!49 = !{!35, !38, !42, !44, !46}
!50 = !{!35, !38, !40, !44, !46}
!51 = !{!35, !38, !40, !42, !46}
!52 = !{!35, !38, !40, !42, !44}
!53 = distinct !{!53, !54, !55}
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.unroll.disable"}
