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
  br i1 %29, label %30, label %178

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
  %56 = select i1 %55, i32 %36, i32 %54
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %42, %57
  %59 = getelementptr inbounds nuw float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %61 = getelementptr inbounds nuw float, ptr %1, i64 %58
  %62 = load float, ptr %61, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %63 = fneg contract float %62
  %64 = select contract i1 %52, float %63, float %62
  %65 = getelementptr inbounds nuw float, ptr %2, i64 %58
  %66 = load float, ptr %65, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %67 = add nuw nsw i32 %26, 1
  %68 = icmp slt i32 %21, 0
  %69 = select i1 %68, float -1.000000e+00, float 1.000000e+00
  %70 = tail call i32 @llvm.smax.i32(i32 %21, i32 0)
  %71 = icmp sgt i32 %6, 0
  %72 = select i1 %71, float %69, float -1.000000e+00
  %73 = select i1 %71, i32 %70, i32 %36
  %74 = icmp samesign ult i32 %67, %7
  %75 = select i1 %74, i32 %67, i32 %39
  %76 = zext nneg i32 %75 to i64
  %77 = mul nsw i64 %76, %41
  %78 = sext i32 %73 to i64
  %79 = add nsw i64 %77, %78
  %80 = getelementptr inbounds nuw float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %82 = getelementptr inbounds nuw float, ptr %1, i64 %79
  %83 = load float, ptr %82, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %84 = fmul contract float %72, %83
  %85 = getelementptr inbounds nuw float, ptr %2, i64 %79
  %86 = load float, ptr %85, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %87 = fneg contract float %86
  %88 = select contract i1 %74, float %86, float %87
  %89 = icmp eq i32 %26, 0
  %90 = tail call i32 @llvm.usub.sat.i32(i32 %26, i32 1)
  %91 = select i1 %89, float -1.000000e+00, float 1.000000e+00
  %92 = icmp samesign ult i32 %90, %7
  %93 = select i1 %92, i32 %90, i32 %39
  %94 = select i1 %92, float %91, float -1.000000e+00
  %95 = zext nneg i32 %93 to i64
  %96 = mul nsw i64 %95, %41
  %97 = add nsw i64 %96, %78
  %98 = getelementptr inbounds nuw float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !11, !alias.scope !13, !noalias !26
  %100 = getelementptr inbounds nuw float, ptr %1, i64 %97
  %101 = load float, ptr %100, align 4, !tbaa !11, !alias.scope !16, !noalias !27
  %102 = fmul contract float %72, %101
  %103 = getelementptr inbounds nuw float, ptr %2, i64 %97
  %104 = load float, ptr %103, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %105 = fmul contract float %94, %104
  %106 = fcmp contract ogt float %46, 0x3EB0C6F7A0000000
  %107 = fdiv contract float %49, %46
  %108 = select contract i1 %106, float %107, float 0.000000e+00
  %109 = fmul contract float %49, %108
  %110 = fmul contract float %16, 5.000000e-01
  %111 = fmul contract float %110, %46
  %112 = fmul contract float %46, %111
  %113 = fadd contract float %112, %109
  %114 = fmul contract float %51, %108
  %115 = fcmp contract ogt float %60, 0x3EB0C6F7A0000000
  %116 = fdiv contract float %64, %60
  %117 = select contract i1 %115, float %116, float 0.000000e+00
  %118 = fmul contract float %64, %117
  %119 = fmul contract float %110, %60
  %120 = fmul contract float %60, %119
  %121 = fadd contract float %120, %118
  %122 = fmul contract float %66, %117
  %123 = fcmp contract ogt float %81, 0x3EB0C6F7A0000000
  %124 = fdiv contract float %88, %81
  %125 = select contract i1 %123, float %124, float 0.000000e+00
  %126 = fmul contract float %84, %125
  %127 = fmul contract float %88, %125
  %128 = fmul contract float %110, %81
  %129 = fmul contract float %81, %128
  %130 = fadd contract float %129, %127
  %131 = fcmp contract ogt float %99, 0x3EB0C6F7A0000000
  %132 = fdiv contract float %105, %99
  %133 = select contract i1 %131, float %132, float 0.000000e+00
  %134 = fmul contract float %102, %133
  %135 = fmul contract float %105, %133
  %136 = fmul contract float %110, %99
  %137 = fmul contract float %99, %136
  %138 = fadd contract float %137, %135
  %139 = fmul contract float %12, 2.000000e+00
  %140 = fdiv contract float %10, %139
  %141 = fmul contract float %14, 2.000000e+00
  %142 = fdiv contract float %10, %141
  %143 = sext i32 %21 to i64
  %144 = add nsw i64 %42, %143
  %145 = fadd contract float %46, %60
  %146 = fadd contract float %145, %81
  %147 = fadd contract float %146, %99
  %148 = fmul contract float %147, 2.500000e-01
  %149 = fsub contract float %49, %64
  %150 = fmul contract float %140, %149
  %151 = fsub contract float %148, %150
  %152 = fsub contract float %88, %105
  %153 = fmul contract float %142, %152
  %154 = fsub contract float %151, %153
  %155 = getelementptr inbounds nuw float, ptr %3, i64 %144
  store float %154, ptr %155, align 4, !tbaa !11, !alias.scope !20, !noalias !29
  %156 = fadd contract float %49, %64
  %157 = fadd contract float %156, %84
  %158 = fadd contract float %157, %102
  %159 = fmul contract float %158, 2.500000e-01
  %160 = fsub contract float %113, %121
  %161 = fmul contract float %140, %160
  %162 = fsub contract float %159, %161
  %163 = fsub contract float %126, %134
  %164 = fmul contract float %142, %163
  %165 = fsub contract float %162, %164
  %166 = getelementptr inbounds nuw float, ptr %4, i64 %144
  store float %165, ptr %166, align 4, !tbaa !11, !alias.scope !22, !noalias !30
  %167 = fadd contract float %51, %66
  %168 = fadd contract float %167, %88
  %169 = fadd contract float %168, %105
  %170 = fmul contract float %169, 2.500000e-01
  %171 = fsub contract float %114, %122
  %172 = fmul contract float %140, %171
  %173 = fsub contract float %170, %172
  %174 = fsub contract float %130, %138
  %175 = fmul contract float %142, %174
  %176 = fsub contract float %173, %175
  %177 = getelementptr inbounds nuw float, ptr %5, i64 %144
  store float %176, ptr %177, align 4, !tbaa !11, !alias.scope !24, !noalias !31
  br label %178

178:                                              ; preds = %9, %30
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
  br i1 %29, label %30, label %178

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
  %56 = select i1 %55, i32 %36, i32 %54
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %42, %57
  %59 = getelementptr inbounds nuw double, ptr %0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !32, !alias.scope !34, !noalias !47
  %61 = getelementptr inbounds nuw double, ptr %1, i64 %58
  %62 = load double, ptr %61, align 8, !tbaa !32, !alias.scope !37, !noalias !48
  %63 = fneg contract double %62
  %64 = select contract i1 %52, double %63, double %62
  %65 = getelementptr inbounds nuw double, ptr %2, i64 %58
  %66 = load double, ptr %65, align 8, !tbaa !32, !alias.scope !39, !noalias !49
  %67 = add nuw nsw i32 %26, 1
  %68 = icmp slt i32 %21, 0
  %69 = select i1 %68, double -1.000000e+00, double 1.000000e+00
  %70 = tail call i32 @llvm.smax.i32(i32 %21, i32 0)
  %71 = icmp sgt i32 %6, 0
  %72 = select i1 %71, double %69, double -1.000000e+00
  %73 = select i1 %71, i32 %70, i32 %36
  %74 = icmp samesign ult i32 %67, %7
  %75 = select i1 %74, i32 %67, i32 %39
  %76 = zext nneg i32 %75 to i64
  %77 = mul nsw i64 %76, %41
  %78 = sext i32 %73 to i64
  %79 = add nsw i64 %77, %78
  %80 = getelementptr inbounds nuw double, ptr %0, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !32, !alias.scope !34, !noalias !47
  %82 = getelementptr inbounds nuw double, ptr %1, i64 %79
  %83 = load double, ptr %82, align 8, !tbaa !32, !alias.scope !37, !noalias !48
  %84 = fmul contract double %72, %83
  %85 = getelementptr inbounds nuw double, ptr %2, i64 %79
  %86 = load double, ptr %85, align 8, !tbaa !32, !alias.scope !39, !noalias !49
  %87 = fneg contract double %86
  %88 = select contract i1 %74, double %86, double %87
  %89 = icmp eq i32 %26, 0
  %90 = tail call i32 @llvm.usub.sat.i32(i32 %26, i32 1)
  %91 = select i1 %89, double -1.000000e+00, double 1.000000e+00
  %92 = icmp samesign ult i32 %90, %7
  %93 = select i1 %92, i32 %90, i32 %39
  %94 = select i1 %92, double %91, double -1.000000e+00
  %95 = zext nneg i32 %93 to i64
  %96 = mul nsw i64 %95, %41
  %97 = add nsw i64 %96, %78
  %98 = getelementptr inbounds nuw double, ptr %0, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !32, !alias.scope !34, !noalias !47
  %100 = getelementptr inbounds nuw double, ptr %1, i64 %97
  %101 = load double, ptr %100, align 8, !tbaa !32, !alias.scope !37, !noalias !48
  %102 = fmul contract double %72, %101
  %103 = getelementptr inbounds nuw double, ptr %2, i64 %97
  %104 = load double, ptr %103, align 8, !tbaa !32, !alias.scope !39, !noalias !49
  %105 = fmul contract double %94, %104
  %106 = fcmp contract ogt double %46, 0x3EB0C6F7A0B5ED8D
  %107 = fdiv contract double %49, %46
  %108 = select contract i1 %106, double %107, double 0.000000e+00
  %109 = fmul contract double %49, %108
  %110 = fmul contract double %16, 5.000000e-01
  %111 = fmul contract double %110, %46
  %112 = fmul contract double %46, %111
  %113 = fadd contract double %112, %109
  %114 = fmul contract double %51, %108
  %115 = fcmp contract ogt double %60, 0x3EB0C6F7A0B5ED8D
  %116 = fdiv contract double %64, %60
  %117 = select contract i1 %115, double %116, double 0.000000e+00
  %118 = fmul contract double %64, %117
  %119 = fmul contract double %110, %60
  %120 = fmul contract double %60, %119
  %121 = fadd contract double %120, %118
  %122 = fmul contract double %66, %117
  %123 = fcmp contract ogt double %81, 0x3EB0C6F7A0B5ED8D
  %124 = fdiv contract double %88, %81
  %125 = select contract i1 %123, double %124, double 0.000000e+00
  %126 = fmul contract double %84, %125
  %127 = fmul contract double %88, %125
  %128 = fmul contract double %110, %81
  %129 = fmul contract double %81, %128
  %130 = fadd contract double %129, %127
  %131 = fcmp contract ogt double %99, 0x3EB0C6F7A0B5ED8D
  %132 = fdiv contract double %105, %99
  %133 = select contract i1 %131, double %132, double 0.000000e+00
  %134 = fmul contract double %102, %133
  %135 = fmul contract double %105, %133
  %136 = fmul contract double %110, %99
  %137 = fmul contract double %99, %136
  %138 = fadd contract double %137, %135
  %139 = fmul contract double %12, 2.000000e+00
  %140 = fdiv contract double %10, %139
  %141 = fmul contract double %14, 2.000000e+00
  %142 = fdiv contract double %10, %141
  %143 = sext i32 %21 to i64
  %144 = add nsw i64 %42, %143
  %145 = fadd contract double %46, %60
  %146 = fadd contract double %145, %81
  %147 = fadd contract double %146, %99
  %148 = fmul contract double %147, 2.500000e-01
  %149 = fsub contract double %49, %64
  %150 = fmul contract double %140, %149
  %151 = fsub contract double %148, %150
  %152 = fsub contract double %88, %105
  %153 = fmul contract double %142, %152
  %154 = fsub contract double %151, %153
  %155 = getelementptr inbounds nuw double, ptr %3, i64 %144
  store double %154, ptr %155, align 8, !tbaa !32, !alias.scope !41, !noalias !50
  %156 = fadd contract double %49, %64
  %157 = fadd contract double %156, %84
  %158 = fadd contract double %157, %102
  %159 = fmul contract double %158, 2.500000e-01
  %160 = fsub contract double %113, %121
  %161 = fmul contract double %140, %160
  %162 = fsub contract double %159, %161
  %163 = fsub contract double %126, %134
  %164 = fmul contract double %142, %163
  %165 = fsub contract double %162, %164
  %166 = getelementptr inbounds nuw double, ptr %4, i64 %144
  store double %165, ptr %166, align 8, !tbaa !32, !alias.scope !43, !noalias !51
  %167 = fadd contract double %51, %66
  %168 = fadd contract double %167, %88
  %169 = fadd contract double %168, %105
  %170 = fmul contract double %169, 2.500000e-01
  %171 = fsub contract double %114, %122
  %172 = fmul contract double %140, %171
  %173 = fsub contract double %170, %172
  %174 = fsub contract double %130, %138
  %175 = fmul contract double %142, %174
  %176 = fsub contract double %173, %175
  %177 = getelementptr inbounds nuw double, ptr %5, i64 %144
  store double %176, ptr %177, align 8, !tbaa !32, !alias.scope !45, !noalias !52
  br label %178

178:                                              ; preds = %9, %30
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
  br i1 %20, label %35, label %21

21:                                               ; preds = %55, %6
  %22 = phi float [ 0.000000e+00, %6 ], [ %56, %55 ]
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 16, i32 31)
  %24 = tail call noundef float @llvm.maxnum.f32(float %22, float %23)
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 8, i32 31)
  %26 = tail call noundef float @llvm.maxnum.f32(float %24, float %25)
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 4, i32 31)
  %28 = tail call noundef float @llvm.maxnum.f32(float %26, float %27)
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 2, i32 31)
  %30 = tail call noundef float @llvm.maxnum.f32(float %28, float %29)
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 1, i32 31)
  %32 = and i32 %15, 31
  %33 = lshr i32 %15, 5
  %34 = icmp eq i32 %32, 0
  br i1 %34, label %59, label %63

35:                                               ; preds = %6, %55
  %36 = phi float [ %56, %55 ], [ 0.000000e+00, %6 ]
  %37 = phi i64 [ %57, %55 ], [ %17, %6 ]
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = fcmp contract ogt float %39, 0x3EB0C6F7A0000000
  br i1 %40, label %41, label %55

41:                                               ; preds = %35
  %42 = fmul contract float %4, %39
  %43 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %42) #9
  %44 = getelementptr inbounds nuw float, ptr %1, i64 %37
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = fdiv contract float %45, %39
  %47 = tail call noundef float @llvm.nvvm.fabs.f32(float %46)
  %48 = getelementptr inbounds nuw float, ptr %2, i64 %37
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = fdiv contract float %49, %39
  %51 = tail call noundef float @llvm.nvvm.fabs.f32(float %50)
  %52 = tail call noundef float @llvm.maxnum.f32(float %47, float %51)
  %53 = fadd contract float %43, %52
  %54 = tail call noundef float @llvm.maxnum.f32(float %36, float %53)
  br label %55

55:                                               ; preds = %41, %35
  %56 = phi float [ %54, %41 ], [ %36, %35 ]
  %57 = add nuw nsw i64 %37, %11
  %58 = icmp samesign ult i64 %57, %19
  br i1 %58, label %35, label %21, !llvm.loop !53

59:                                               ; preds = %21
  %60 = tail call noundef float @llvm.maxnum.f32(float %30, float %31)
  %61 = zext nneg i32 %33 to i64
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17swe_max_wavespeedE8warp_max to ptr), i64 %61
  store float %60, ptr %62, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %59, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = icmp eq i32 %33, 0
  br i1 %64, label %65, label %90

65:                                               ; preds = %63
  %66 = add nuw nsw i32 %9, 31
  %67 = lshr i32 %66, 5
  %68 = icmp samesign ult i32 %32, %67
  br i1 %68, label %69, label %73

69:                                               ; preds = %65
  %70 = zext nneg i32 %32 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17swe_max_wavespeedE8warp_max to ptr), i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !11
  br label %73

73:                                               ; preds = %65, %69
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
  %86 = and i1 %34, %85
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
!53 = distinct !{!53, !54}
!54 = !{!"llvm.loop.mustprogress"}
