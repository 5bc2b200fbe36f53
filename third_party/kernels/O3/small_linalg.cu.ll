; ModuleID = 'src/small_linalg.cu'
source_filename = "src/small_linalg.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @chol4_solve_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %153

13:                                               ; preds = %6
  %14 = sext i32 %5 to i64
  %15 = sext i32 %11 to i64
  %16 = getelementptr double, ptr %0, i64 %15
  %17 = shl nsw i64 %14, 1
  %18 = mul nsw i64 %14, 3
  %19 = shl nsw i64 %14, 5
  %20 = getelementptr i8, ptr %16, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !11
  %22 = mul nsw i64 %14, 40
  %23 = getelementptr i8, ptr %16, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = shl nsw i64 %14, 6
  %26 = getelementptr i8, ptr %16, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !11
  %28 = mul nsw i64 %14, 72
  %29 = getelementptr i8, ptr %16, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !11
  %31 = mul nsw i64 %14, 80
  %32 = getelementptr i8, ptr %16, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !11
  %34 = mul nsw i64 %14, 96
  %35 = getelementptr i8, ptr %16, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = mul nsw i64 %14, 104
  %38 = getelementptr i8, ptr %16, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !11
  %40 = mul nsw i64 %14, 112
  %41 = getelementptr i8, ptr %16, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !11
  %43 = mul nsw i64 %14, 120
  %44 = getelementptr i8, ptr %16, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !11
  %46 = load double, ptr %16, align 8, !tbaa !11
  %47 = fcmp contract ule double %46, 0.000000e+00
  %48 = zext i1 %47 to i32
  %49 = tail call noundef double @llvm.maxnum.f64(double %46, double 0.000000e+00)
  %50 = tail call noundef double @llvm.sqrt.f64(double %49)
  %51 = fdiv contract double 1.000000e+00, %50
  %52 = fmul contract double %51, %21
  %53 = fmul contract double %51, %27
  %54 = fmul contract double %51, %36
  %55 = fmul contract double %52, %52
  %56 = fsub contract double %24, %55
  %57 = fcmp contract ogt double %56, 0.000000e+00
  %58 = select i1 %57, i1 true, i1 %47
  %59 = select i1 %58, i32 %48, i32 2
  %60 = tail call noundef double @llvm.maxnum.f64(double %56, double 0.000000e+00)
  %61 = tail call noundef double @llvm.sqrt.f64(double %60)
  %62 = fmul contract double %50, %61
  %63 = fdiv contract double 1.000000e+00, %61
  %64 = fmul contract double %53, %52
  %65 = fsub contract double %30, %64
  %66 = fmul contract double %63, %65
  %67 = fmul contract double %54, %52
  %68 = fsub contract double %39, %67
  %69 = fmul contract double %63, %68
  %70 = fmul contract double %53, %53
  %71 = fsub contract double %33, %70
  %72 = fmul contract double %66, %66
  %73 = fsub contract double %71, %72
  %74 = fcmp contract ule double %73, 0.000000e+00
  %75 = icmp eq i32 %59, 0
  %76 = select i1 %74, i1 %75, i1 false
  %77 = select i1 %76, i32 3, i32 %59
  %78 = tail call noundef double @llvm.maxnum.f64(double %73, double 0.000000e+00)
  %79 = tail call noundef double @llvm.sqrt.f64(double %78)
  %80 = fmul contract double %62, %79
  %81 = fdiv contract double 1.000000e+00, %79
  %82 = fmul contract double %54, %53
  %83 = fsub contract double %42, %82
  %84 = fmul contract double %69, %66
  %85 = fsub contract double %83, %84
  %86 = fmul contract double %81, %85
  %87 = fmul contract double %54, %54
  %88 = fsub contract double %45, %87
  %89 = fmul contract double %69, %69
  %90 = fsub contract double %88, %89
  %91 = fmul contract double %86, %86
  %92 = fsub contract double %90, %91
  %93 = fcmp contract ule double %92, 0.000000e+00
  %94 = icmp eq i32 %77, 0
  %95 = select i1 %93, i1 %94, i1 false
  %96 = select i1 %95, i32 4, i32 %77
  %97 = tail call noundef double @llvm.maxnum.f64(double %92, double 0.000000e+00)
  %98 = tail call noundef double @llvm.sqrt.f64(double %97)
  %99 = fmul contract double %80, %98
  %100 = getelementptr double, ptr %1, i64 %15
  %101 = load double, ptr %100, align 8, !tbaa !11
  %102 = fdiv contract double %101, %50
  %103 = getelementptr double, ptr %100, i64 %14
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = fmul contract double %52, %102
  %106 = fsub contract double %104, %105
  %107 = fdiv contract double %106, %61
  %108 = getelementptr double, ptr %100, i64 %17
  %109 = load double, ptr %108, align 8, !tbaa !11
  %110 = fmul contract double %53, %102
  %111 = fsub contract double %109, %110
  %112 = fmul contract double %66, %107
  %113 = fsub contract double %111, %112
  %114 = fdiv contract double %113, %79
  %115 = getelementptr double, ptr %100, i64 %18
  %116 = load double, ptr %115, align 8, !tbaa !11
  %117 = fmul contract double %54, %102
  %118 = fsub contract double %116, %117
  %119 = fmul contract double %69, %107
  %120 = fsub contract double %118, %119
  %121 = fmul contract double %86, %114
  %122 = fsub contract double %120, %121
  %123 = fdiv contract double %122, %98
  %124 = fdiv contract double %123, %98
  %125 = fmul contract double %86, %124
  %126 = fsub contract double %114, %125
  %127 = fdiv contract double %126, %79
  %128 = fmul contract double %66, %127
  %129 = fsub contract double %107, %128
  %130 = fmul contract double %69, %124
  %131 = fsub contract double %129, %130
  %132 = fdiv contract double %131, %61
  %133 = fmul contract double %52, %132
  %134 = fsub contract double %102, %133
  %135 = fmul contract double %53, %127
  %136 = fsub contract double %134, %135
  %137 = fmul contract double %54, %124
  %138 = fsub contract double %136, %137
  %139 = icmp eq i32 %96, 0
  %140 = getelementptr double, ptr %2, i64 %15
  %141 = fdiv contract double %138, %50
  %142 = select contract i1 %139, double %141, double 0x7FF8000000000000
  store double %142, ptr %140, align 8, !tbaa !11
  %143 = select contract i1 %139, double %132, double 0x7FF8000000000000
  %144 = getelementptr double, ptr %140, i64 %14
  store double %143, ptr %144, align 8, !tbaa !11
  %145 = select contract i1 %139, double %127, double 0x7FF8000000000000
  %146 = getelementptr double, ptr %140, i64 %17
  store double %145, ptr %146, align 8, !tbaa !11
  %147 = select contract i1 %139, double %124, double 0x7FF8000000000000
  %148 = getelementptr double, ptr %140, i64 %18
  store double %147, ptr %148, align 8, !tbaa !11
  %149 = fmul contract double %99, %99
  %150 = select contract i1 %139, double %149, double 0x7FF8000000000000
  %151 = getelementptr inbounds double, ptr %3, i64 %15
  store double %150, ptr %151, align 8, !tbaa !11
  %152 = getelementptr inbounds i32, ptr %4, i64 %15
  store i32 %96, ptr %152, align 4, !tbaa !6
  br label %153

153:                                              ; preds = %6, %13
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @lu8_warp_solve(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = and i32 %8, 31
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %336

11:                                               ; preds = %7
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 31
  %14 = lshr i32 %13, 2
  %15 = and i32 %12, 3
  %16 = shl nuw nsw i32 %15, 1
  %17 = or disjoint i32 %16, 1
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %18, %8
  %20 = lshr exact i32 %19, 5
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = mul i32 %21, %8
  %23 = add i32 %22, %12
  %24 = lshr i32 %23, 5
  %25 = icmp slt i32 %24, %6
  br i1 %25, label %26, label %336

26:                                               ; preds = %11
  %27 = shl nuw nsw i32 %14, 3
  %28 = or disjoint i32 %27, %16
  %29 = zext nneg i32 %28 to i64
  %30 = or disjoint i32 %27, %17
  %31 = zext nneg i32 %30 to i64
  %32 = zext nneg i32 %14 to i64
  %33 = getelementptr inbounds nuw float, ptr %1, i64 %32
  %34 = icmp eq i32 %13, 0
  %35 = and i32 %12, 28
  %36 = icmp eq i32 %14, 0
  %37 = zext nneg i32 %17 to i64
  %38 = zext nneg i32 %16 to i64
  %39 = icmp eq i32 %15, 3
  %40 = icmp eq i32 %14, 6
  %41 = icmp eq i32 %15, 3
  %42 = and i1 %40, %41
  %43 = icmp eq i32 %15, 3
  %44 = icmp eq i32 %14, 5
  %45 = icmp eq i32 %15, 3
  %46 = icmp eq i32 %15, 3
  %47 = icmp eq i32 %15, 2
  %48 = icmp eq i32 %14, 4
  %49 = icmp eq i32 %15, 3
  %50 = icmp samesign ult i32 %15, 2
  %51 = icmp eq i32 %15, 2
  %52 = icmp eq i32 %14, 3
  %53 = icmp samesign ugt i32 %15, 1
  %54 = icmp samesign ult i32 %15, 2
  %55 = icmp eq i32 %15, 1
  %56 = icmp eq i32 %14, 2
  %57 = icmp samesign ugt i32 %15, 1
  %58 = icmp eq i32 %15, 0
  %59 = icmp eq i32 %15, 1
  %60 = icmp eq i32 %14, 1
  %61 = icmp eq i32 %15, 0
  %62 = icmp eq i32 %15, 0
  %63 = icmp eq i32 %15, 0
  %64 = icmp eq i32 %15, 0
  %65 = icmp eq i32 %15, 0
  br label %66

66:                                               ; preds = %26, %333
  %67 = phi i32 [ %24, %26 ], [ %334, %333 ]
  %68 = zext nneg i32 %67 to i64
  %69 = shl nuw nsw i64 %68, 6
  %70 = getelementptr inbounds nuw float, ptr %0, i64 %69
  %71 = getelementptr inbounds nuw float, ptr %70, i64 %29
  %72 = load float, ptr %71, align 4, !tbaa !13
  %73 = getelementptr inbounds nuw float, ptr %70, i64 %31
  %74 = load float, ptr %73, align 4, !tbaa !13
  %75 = shl nuw nsw i64 %68, 3
  %76 = getelementptr inbounds nuw float, ptr %33, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !13
  %78 = getelementptr inbounds nuw i32, ptr %4, i64 %75
  br label %194

79:                                               ; preds = %318
  %80 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 1, i32 31)
  %81 = fadd contract float %80, 0.000000e+00
  %82 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %81, i32 2, i32 31)
  %83 = fadd contract float %81, %82
  %84 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %322, i32 31, i32 31)
  %85 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %321, i32 31, i32 31)
  %86 = fsub contract float %320, %83
  %87 = fdiv contract float %86, %85
  %88 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %87, i32 28, i32 31)
  %89 = select i1 %39, float %88, float 0.000000e+00
  %90 = fmul contract float %321, %89
  %91 = fadd contract float %90, 0.000000e+00
  %92 = select i1 %42, float %91, float 0.000000e+00
  %93 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %92, i32 1, i32 31)
  %94 = fadd contract float %92, %93
  %95 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %94, i32 2, i32 31)
  %96 = fadd contract float %94, %95
  %97 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %322, i32 27, i32 31)
  %98 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %321, i32 27, i32 31)
  %99 = fsub contract float %320, %96
  %100 = fdiv contract float %99, %97
  %101 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %100, i32 24, i32 31)
  %102 = select i1 %43, float %101, float 0.000000e+00
  %103 = fmul contract float %322, %102
  %104 = select contract i1 %45, float %103, float 0.000000e+00
  %105 = select contract i1 %46, float %90, float 0.000000e+00
  %106 = fadd contract float %104, %105
  %107 = select i1 %44, float %106, float 0.000000e+00
  %108 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %107, i32 1, i32 31)
  %109 = fadd contract float %107, %108
  %110 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 2, i32 31)
  %111 = fadd contract float %109, %110
  %112 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %322, i32 22, i32 31)
  %113 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %321, i32 22, i32 31)
  %114 = fsub contract float %320, %111
  %115 = fdiv contract float %114, %113
  %116 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %115, i32 20, i32 31)
  %117 = select i1 %47, float %116, float %89
  %118 = select contract i1 %49, float %103, float 0.000000e+00
  %119 = fmul contract float %321, %117
  %120 = select contract i1 %50, float 0.000000e+00, float %119
  %121 = fadd contract float %118, %120
  %122 = select i1 %48, float %121, float 0.000000e+00
  %123 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %122, i32 1, i32 31)
  %124 = fadd contract float %122, %123
  %125 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %124, i32 2, i32 31)
  %126 = fadd contract float %124, %125
  %127 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %322, i32 18, i32 31)
  %128 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %321, i32 18, i32 31)
  %129 = fsub contract float %320, %126
  %130 = fdiv contract float %129, %127
  %131 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %130, i32 16, i32 31)
  %132 = select i1 %51, float %131, float %102
  %133 = fmul contract float %322, %132
  %134 = select contract i1 %53, float %133, float 0.000000e+00
  %135 = select contract i1 %54, float 0.000000e+00, float %119
  %136 = fadd contract float %134, %135
  %137 = select i1 %52, float %136, float 0.000000e+00
  %138 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %137, i32 1, i32 31)
  %139 = fadd contract float %137, %138
  %140 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %139, i32 2, i32 31)
  %141 = fadd contract float %139, %140
  %142 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %322, i32 13, i32 31)
  %143 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %321, i32 13, i32 31)
  %144 = fsub contract float %320, %141
  %145 = fdiv contract float %144, %143
  %146 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %145, i32 12, i32 31)
  %147 = select i1 %55, float %146, float %117
  %148 = select contract i1 %57, float %133, float 0.000000e+00
  %149 = fmul contract float %321, %147
  %150 = select contract i1 %58, float 0.000000e+00, float %149
  %151 = fadd contract float %148, %150
  %152 = select i1 %56, float %151, float 0.000000e+00
  %153 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %152, i32 1, i32 31)
  %154 = fadd contract float %152, %153
  %155 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %154, i32 2, i32 31)
  %156 = fadd contract float %154, %155
  %157 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %322, i32 9, i32 31)
  %158 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %321, i32 9, i32 31)
  %159 = fsub contract float %320, %156
  %160 = fdiv contract float %159, %157
  %161 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %160, i32 8, i32 31)
  %162 = select i1 %59, float %161, float %132
  %163 = fmul contract float %322, %162
  %164 = select contract i1 %61, float 0.000000e+00, float %163
  %165 = select contract i1 %62, float 0.000000e+00, float %149
  %166 = fadd contract float %164, %165
  %167 = select i1 %60, float %166, float 0.000000e+00
  %168 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %167, i32 1, i32 31)
  %169 = fadd contract float %167, %168
  %170 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 2, i32 31)
  %171 = fadd contract float %169, %170
  %172 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %322, i32 4, i32 31)
  %173 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %321, i32 4, i32 31)
  %174 = fsub contract float %320, %171
  %175 = fdiv contract float %174, %173
  %176 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %175, i32 4, i32 31)
  %177 = select i1 %63, float %176, float %147
  %178 = select contract i1 %64, float 0.000000e+00, float %163
  %179 = fmul contract float %321, %177
  %180 = fadd contract float %178, %179
  %181 = select i1 %36, float %180, float 0.000000e+00
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %181, i32 1, i32 31)
  %183 = fadd contract float %181, %182
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 2, i32 31)
  %185 = fadd contract float %183, %184
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %322, i32 0, i32 31)
  %187 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %321, i32 0, i32 31)
  %188 = fsub contract float %320, %185
  %189 = fdiv contract float %188, %186
  %190 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %189, i32 0, i32 31)
  %191 = getelementptr inbounds nuw float, ptr %3, i64 %69
  %192 = getelementptr inbounds nuw float, ptr %191, i64 %29
  store float %322, ptr %192, align 4, !tbaa !13
  %193 = getelementptr inbounds nuw float, ptr %191, i64 %31
  store float %321, ptr %193, align 4, !tbaa !13
  br i1 %36, label %325, label %330

194:                                              ; preds = %66, %318
  %195 = phi float [ %72, %66 ], [ %322, %318 ]
  %196 = phi float [ %74, %66 ], [ %321, %318 ]
  %197 = phi float [ %77, %66 ], [ %320, %318 ]
  %198 = phi i32 [ 0, %66 ], [ %319, %318 ]
  %199 = phi i32 [ 0, %66 ], [ %323, %318 ]
  %200 = lshr i32 %199, 1
  %201 = icmp ne i32 %15, %200
  %202 = icmp samesign ult i32 %14, %199
  %203 = select i1 %201, i1 true, i1 %202
  %204 = and i32 %199, 1
  %205 = icmp eq i32 %204, 0
  %206 = select contract i1 %205, float %195, float %196
  %207 = tail call noundef float @llvm.nvvm.fabs.f32(float %206)
  %208 = select i1 %203, float -1.000000e+00, float %207
  %209 = fcmp contract uno float %208, 0.000000e+00
  %210 = select i1 %209, float 0x47EC363CC0000000, float %208
  %211 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %210, i32 16, i32 31)
  %212 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 16, i32 31)
  %213 = fcmp contract ogt float %211, %210
  br i1 %213, label %218, label %214

214:                                              ; preds = %194
  %215 = fcmp contract oeq float %211, %210
  %216 = icmp slt i32 %212, %14
  %217 = and i1 %215, %216
  br i1 %217, label %218, label %219

218:                                              ; preds = %214, %194
  br label %219

219:                                              ; preds = %218, %214
  %220 = phi i32 [ %212, %218 ], [ %14, %214 ]
  %221 = phi float [ %211, %218 ], [ %210, %214 ]
  %222 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %221, i32 8, i32 31)
  %223 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %220, i32 8, i32 31)
  %224 = fcmp contract ogt float %222, %221
  br i1 %224, label %229, label %225

225:                                              ; preds = %219
  %226 = fcmp contract oeq float %222, %221
  %227 = icmp slt i32 %223, %220
  %228 = and i1 %226, %227
  br i1 %228, label %229, label %230

229:                                              ; preds = %225, %219
  br label %230

230:                                              ; preds = %229, %225
  %231 = phi i32 [ %223, %229 ], [ %220, %225 ]
  %232 = phi float [ %222, %229 ], [ %221, %225 ]
  %233 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %232, i32 4, i32 31)
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %231, i32 4, i32 31)
  %235 = fcmp contract ogt float %233, %232
  br i1 %235, label %240, label %236

236:                                              ; preds = %230
  %237 = fcmp contract oeq float %233, %232
  %238 = icmp slt i32 %234, %231
  %239 = and i1 %237, %238
  br i1 %239, label %240, label %241

240:                                              ; preds = %236, %230
  br label %241

241:                                              ; preds = %240, %236
  %242 = phi i32 [ %234, %240 ], [ %231, %236 ]
  %243 = phi float [ %233, %240 ], [ %232, %236 ]
  %244 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %243, i32 2, i32 31)
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %242, i32 2, i32 31)
  %246 = fcmp contract ogt float %244, %243
  br i1 %246, label %251, label %247

247:                                              ; preds = %241
  %248 = fcmp contract oeq float %244, %243
  %249 = icmp slt i32 %245, %242
  %250 = and i1 %248, %249
  br i1 %250, label %251, label %252

251:                                              ; preds = %247, %241
  br label %252

252:                                              ; preds = %251, %247
  %253 = phi i32 [ %245, %251 ], [ %242, %247 ]
  %254 = phi float [ %244, %251 ], [ %243, %247 ]
  %255 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %254, i32 1, i32 31)
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %253, i32 1, i32 31)
  %257 = fcmp contract ogt float %255, %254
  br i1 %257, label %262, label %258

258:                                              ; preds = %252
  %259 = fcmp contract oeq float %255, %254
  %260 = icmp slt i32 %256, %253
  %261 = and i1 %259, %260
  br i1 %261, label %262, label %263

262:                                              ; preds = %258, %252
  br label %263

263:                                              ; preds = %262, %258
  %264 = phi i32 [ %256, %262 ], [ %253, %258 ]
  %265 = phi float [ %255, %262 ], [ %254, %258 ]
  br i1 %34, label %266, label %269

266:                                              ; preds = %263
  %267 = zext nneg i32 %199 to i64
  %268 = getelementptr inbounds nuw i32, ptr %78, i64 %267
  store i32 %264, ptr %268, align 4, !tbaa !6
  br label %269

269:                                              ; preds = %266, %263
  %270 = icmp eq i32 %14, %199
  br i1 %270, label %271, label %274

271:                                              ; preds = %269
  %272 = shl nsw i32 %264, 2
  %273 = or disjoint i32 %272, %15
  br label %279

274:                                              ; preds = %269
  %275 = icmp eq i32 %14, %264
  %276 = shl nuw nsw i32 %199, 2
  %277 = or disjoint i32 %276, %15
  %278 = select i1 %275, i32 %277, i32 %13
  br label %279

279:                                              ; preds = %274, %271
  %280 = phi i32 [ %273, %271 ], [ %278, %274 ]
  %281 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %195, i32 %280, i32 31)
  %282 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %196, i32 %280, i32 31)
  %283 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %197, i32 %280, i32 31)
  %284 = fcmp contract ogt float %265, 0.000000e+00
  br i1 %284, label %289, label %285

285:                                              ; preds = %279
  %286 = icmp eq i32 %198, 0
  %287 = add nuw nsw i32 %199, 1
  %288 = select i1 %286, i32 %287, i32 %198
  br label %318

289:                                              ; preds = %279
  %290 = shl nuw nsw i32 %199, 2
  %291 = or disjoint i32 %290, %200
  %292 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %281, i32 %291, i32 31)
  %293 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %282, i32 %291, i32 31)
  %294 = or disjoint i32 %200, %35
  %295 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %281, i32 %294, i32 31)
  %296 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %282, i32 %294, i32 31)
  %297 = or disjoint i32 %290, %15
  %298 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %281, i32 %297, i32 31)
  %299 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %282, i32 %297, i32 31)
  %300 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %283, i32 %290, i32 31)
  %301 = icmp samesign ugt i32 %14, %199
  br i1 %301, label %302, label %318

302:                                              ; preds = %289
  %303 = select contract i1 %205, float %295, float %296
  %304 = select contract i1 %205, float %292, float %293
  %305 = fdiv contract float %303, %304
  %306 = icmp samesign ugt i32 %16, %199
  %307 = fneg contract float %305
  %308 = tail call float @llvm.fma.f32(float %307, float %298, float %281)
  %309 = icmp eq i32 %16, %199
  %310 = select i1 %309, float %305, float %281
  %311 = select i1 %306, float %308, float %310
  %312 = icmp samesign ult i32 %16, %199
  %313 = tail call float @llvm.fma.f32(float %307, float %299, float %282)
  %314 = icmp eq i32 %17, %199
  %315 = select i1 %314, float %305, float %282
  %316 = select i1 %312, float %315, float %313
  %317 = tail call noundef float @llvm.fma.f32(float %307, float %300, float %283)
  br label %318

318:                                              ; preds = %289, %302, %285
  %319 = phi i32 [ %288, %285 ], [ %198, %302 ], [ %198, %289 ]
  %320 = phi float [ %283, %285 ], [ %317, %302 ], [ %283, %289 ]
  %321 = phi float [ %282, %285 ], [ %316, %302 ], [ %282, %289 ]
  %322 = phi float [ %281, %285 ], [ %311, %302 ], [ %281, %289 ]
  %323 = add nuw nsw i32 %199, 1
  %324 = icmp eq i32 %323, 8
  br i1 %324, label %79, label %194, !llvm.loop !15

325:                                              ; preds = %79
  %326 = select i1 %65, float %190, float %162
  %327 = getelementptr inbounds nuw float, ptr %2, i64 %75
  %328 = getelementptr inbounds nuw float, ptr %327, i64 %37
  %329 = getelementptr inbounds nuw float, ptr %327, i64 %38
  store float %326, ptr %329, align 4, !tbaa !13
  store float %177, ptr %328, align 4, !tbaa !13
  br label %330

330:                                              ; preds = %325, %79
  br i1 %34, label %331, label %333

331:                                              ; preds = %330
  %332 = getelementptr inbounds nuw i32, ptr %5, i64 %68
  store i32 %319, ptr %332, align 4, !tbaa !6
  br label %333

333:                                              ; preds = %331, %330
  %334 = add nuw nsw i32 %67, %20
  %335 = icmp slt i32 %334, %6
  br i1 %335, label %66, label %336, !llvm.loop !17

336:                                              ; preds = %333, %11, %7
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @jacobi_eig3_f64(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, double noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 0)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 32)
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %16, %13
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i64 %17, %19
  %21 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %1, i64 0)
  %22 = icmp sgt i64 %1, %20
  br i1 %22, label %24, label %23

23:                                               ; preds = %24, %7
  ret void

24:                                               ; preds = %7, %24
  %25 = phi i64 [ %70, %24 ], [ %20, %7 ]
  %26 = mul i64 %25, 48
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %32 = load double, ptr %31, align 8, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %27, i64 24
  %34 = load double, ptr %33, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %27, i64 40
  %38 = load double, ptr %37, align 8, !tbaa !11
  %39 = tail call fastcc { [3 x double], [3 x [3 x double]], i32 } @_ZL8eig3_symddddddid(double noundef %28, double noundef %30, double noundef %32, double noundef %34, double noundef %36, double noundef %38, i32 noundef %9, double noundef %3) #9
  %40 = extractvalue { [3 x double], [3 x [3 x double]], i32 } %39, 0
  %41 = extractvalue { [3 x double], [3 x [3 x double]], i32 } %39, 1
  %42 = extractvalue { [3 x double], [3 x [3 x double]], i32 } %39, 2
  %43 = extractvalue [3 x double] %40, 0
  %44 = extractvalue [3 x double] %40, 1
  %45 = extractvalue [3 x double] %40, 2
  %46 = extractvalue [3 x [3 x double]] %41, 0, 0
  %47 = extractvalue [3 x [3 x double]] %41, 0, 1
  %48 = extractvalue [3 x [3 x double]] %41, 0, 2
  %49 = extractvalue [3 x [3 x double]] %41, 1, 0
  %50 = extractvalue [3 x [3 x double]] %41, 1, 1
  %51 = extractvalue [3 x [3 x double]] %41, 1, 2
  %52 = extractvalue [3 x [3 x double]] %41, 2, 0
  %53 = extractvalue [3 x [3 x double]] %41, 2, 1
  %54 = extractvalue [3 x [3 x double]] %41, 2, 2
  %55 = mul i64 %25, 24
  %56 = getelementptr i8, ptr %4, i64 %55
  store double %43, ptr %56, align 8, !tbaa !11
  %57 = getelementptr i8, ptr %56, i64 8
  store double %44, ptr %57, align 8, !tbaa !11
  %58 = getelementptr i8, ptr %56, i64 16
  store double %45, ptr %58, align 8, !tbaa !11
  %59 = mul i64 %25, 72
  %60 = getelementptr i8, ptr %5, i64 %59
  store double %46, ptr %60, align 8, !tbaa !11
  %61 = getelementptr i8, ptr %60, i64 8
  store double %47, ptr %61, align 8, !tbaa !11
  %62 = getelementptr i8, ptr %60, i64 16
  store double %48, ptr %62, align 8, !tbaa !11
  %63 = getelementptr i8, ptr %60, i64 24
  store double %49, ptr %63, align 8, !tbaa !11
  %64 = getelementptr i8, ptr %60, i64 32
  store double %50, ptr %64, align 8, !tbaa !11
  %65 = getelementptr i8, ptr %60, i64 40
  store double %51, ptr %65, align 8, !tbaa !11
  %66 = getelementptr i8, ptr %60, i64 48
  store double %52, ptr %66, align 8, !tbaa !11
  %67 = getelementptr i8, ptr %60, i64 56
  store double %53, ptr %67, align 8, !tbaa !11
  %68 = getelementptr i8, ptr %60, i64 64
  store double %54, ptr %68, align 8, !tbaa !11
  %69 = getelementptr inbounds nuw i32, ptr %6, i64 %25
  store i32 %42, ptr %69, align 4, !tbaa !6
  %70 = add nuw i64 %25, %14
  %71 = icmp ult i64 %70, %21
  br i1 %71, label %24, label %23, !llvm.loop !18
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { [3 x double], [3 x [3 x double]], i32 } @_ZL8eig3_symddddddid(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, i32 noundef range(i32 0, 33) %6, double noundef %7) unnamed_addr #3 {
  %9 = icmp eq i32 %6, 0
  br i1 %9, label %238, label %10

10:                                               ; preds = %8
  %11 = tail call noundef double @llvm.nvvm.fabs.f64(double %4)
  %12 = tail call noundef double @llvm.nvvm.fabs.f64(double %2)
  %13 = tail call noundef double @llvm.nvvm.fabs.f64(double %1)
  %14 = tail call noundef double @llvm.nvvm.fabs.f64(double %0)
  %15 = tail call noundef double @llvm.nvvm.fabs.f64(double %3)
  %16 = fadd contract double %14, %15
  %17 = tail call noundef double @llvm.nvvm.fabs.f64(double %5)
  %18 = fadd contract double %16, %17
  %19 = fadd contract double %13, %18
  %20 = fadd contract double %12, %19
  %21 = fadd contract double %11, %20
  %22 = tail call noundef double @llvm.maxnum.f64(double %21, double 1.000000e-300)
  %23 = fmul contract double %7, %22
  br label %24

24:                                               ; preds = %10, %235
  %25 = phi double [ 1.000000e+00, %10 ], [ %217, %235 ]
  %26 = phi double [ 0.000000e+00, %10 ], [ %218, %235 ]
  %27 = phi double [ 0.000000e+00, %10 ], [ %219, %235 ]
  %28 = phi double [ 0.000000e+00, %10 ], [ %220, %235 ]
  %29 = phi double [ 1.000000e+00, %10 ], [ %221, %235 ]
  %30 = phi double [ 0.000000e+00, %10 ], [ %222, %235 ]
  %31 = phi double [ 0.000000e+00, %10 ], [ %223, %235 ]
  %32 = phi double [ 0.000000e+00, %10 ], [ %224, %235 ]
  %33 = phi double [ 1.000000e+00, %10 ], [ %225, %235 ]
  %34 = phi i32 [ 0, %10 ], [ %236, %235 ]
  %35 = phi double [ %0, %10 ], [ %234, %235 ]
  %36 = phi double [ %1, %10 ], [ %233, %235 ]
  %37 = phi double [ %2, %10 ], [ %232, %235 ]
  %38 = phi double [ %1, %10 ], [ %231, %235 ]
  %39 = phi double [ %3, %10 ], [ %230, %235 ]
  %40 = phi double [ %4, %10 ], [ %229, %235 ]
  %41 = phi double [ %2, %10 ], [ %228, %235 ]
  %42 = phi double [ %4, %10 ], [ %227, %235 ]
  %43 = phi double [ %5, %10 ], [ %226, %235 ]
  %44 = tail call noundef double @llvm.nvvm.fabs.f64(double %36)
  %45 = tail call noundef double @llvm.nvvm.fabs.f64(double %37)
  %46 = fadd contract double %45, %44
  %47 = tail call noundef double @llvm.nvvm.fabs.f64(double %40)
  %48 = fadd contract double %47, %46
  %49 = fcmp contract ugt double %48, %23
  br i1 %49, label %50, label %216

50:                                               ; preds = %24
  %51 = fcmp contract olt double %44, 1.000000e-300
  br i1 %51, label %96, label %52

52:                                               ; preds = %50
  %53 = fsub contract double %39, %35
  %54 = fmul contract double %36, 2.000000e+00
  %55 = fdiv contract double %53, %54
  %56 = fcmp contract oge double %55, 0.000000e+00
  %57 = select contract i1 %56, double 1.000000e+00, double -1.000000e+00
  %58 = tail call noundef double @llvm.nvvm.fabs.f64(double %55)
  %59 = fmul contract double %55, %55
  %60 = fadd contract double %59, 1.000000e+00
  %61 = tail call noundef double @llvm.sqrt.f64(double %60)
  %62 = fadd contract double %58, %61
  %63 = fdiv contract double %57, %62
  %64 = fmul contract double %63, %63
  %65 = fadd contract double %64, 1.000000e+00
  %66 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %65)
  %67 = fmul contract double %63, %66
  %68 = fmul contract double %66, %25
  %69 = fmul contract double %67, %26
  %70 = fsub contract double %68, %69
  %71 = fmul contract double %67, %25
  %72 = fmul contract double %66, %26
  %73 = fadd contract double %71, %72
  %74 = fmul contract double %66, %28
  %75 = fmul contract double %67, %29
  %76 = fsub contract double %74, %75
  %77 = fmul contract double %67, %28
  %78 = fmul contract double %66, %29
  %79 = fadd contract double %77, %78
  %80 = fmul contract double %66, %31
  %81 = fmul contract double %67, %32
  %82 = fsub contract double %80, %81
  %83 = fmul contract double %67, %31
  %84 = fmul contract double %66, %32
  %85 = fadd contract double %83, %84
  %86 = fmul contract double %36, %63
  %87 = fsub contract double %35, %86
  %88 = fadd contract double %39, %86
  %89 = fmul contract double %41, %66
  %90 = fmul contract double %42, %67
  %91 = fsub contract double %89, %90
  %92 = fmul contract double %41, %67
  %93 = fmul contract double %42, %66
  %94 = fadd contract double %93, %92
  %95 = tail call noundef double @llvm.nvvm.fabs.f64(double %91)
  br label %96

96:                                               ; preds = %52, %50
  %97 = phi double [ %95, %52 ], [ %45, %50 ]
  %98 = phi double [ %70, %52 ], [ %25, %50 ]
  %99 = phi double [ %73, %52 ], [ %26, %50 ]
  %100 = phi double [ %76, %52 ], [ %28, %50 ]
  %101 = phi double [ %79, %52 ], [ %29, %50 ]
  %102 = phi double [ %82, %52 ], [ %31, %50 ]
  %103 = phi double [ %85, %52 ], [ %32, %50 ]
  %104 = phi double [ %94, %52 ], [ %42, %50 ]
  %105 = phi double [ %91, %52 ], [ %41, %50 ]
  %106 = phi double [ %94, %52 ], [ %40, %50 ]
  %107 = phi double [ %88, %52 ], [ %39, %50 ]
  %108 = phi double [ 0.000000e+00, %52 ], [ %38, %50 ]
  %109 = phi double [ %91, %52 ], [ %37, %50 ]
  %110 = phi double [ 0.000000e+00, %52 ], [ %36, %50 ]
  %111 = phi double [ %87, %52 ], [ %35, %50 ]
  %112 = fcmp contract olt double %97, 1.000000e-300
  br i1 %112, label %156, label %113

113:                                              ; preds = %96
  %114 = fsub contract double %43, %111
  %115 = fmul contract double %109, 2.000000e+00
  %116 = fdiv contract double %114, %115
  %117 = fcmp contract oge double %116, 0.000000e+00
  %118 = select contract i1 %117, double 1.000000e+00, double -1.000000e+00
  %119 = tail call noundef double @llvm.nvvm.fabs.f64(double %116)
  %120 = fmul contract double %116, %116
  %121 = fadd contract double %120, 1.000000e+00
  %122 = tail call noundef double @llvm.sqrt.f64(double %121)
  %123 = fadd contract double %119, %122
  %124 = fdiv contract double %118, %123
  %125 = fmul contract double %124, %124
  %126 = fadd contract double %125, 1.000000e+00
  %127 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %126)
  %128 = fmul contract double %124, %127
  %129 = fmul contract double %127, %98
  %130 = fmul contract double %128, %27
  %131 = fsub contract double %129, %130
  %132 = fmul contract double %128, %98
  %133 = fmul contract double %127, %27
  %134 = fadd contract double %132, %133
  %135 = fmul contract double %127, %100
  %136 = fmul contract double %128, %30
  %137 = fsub contract double %135, %136
  %138 = fmul contract double %128, %100
  %139 = fmul contract double %127, %30
  %140 = fadd contract double %138, %139
  %141 = fmul contract double %127, %102
  %142 = fmul contract double %128, %33
  %143 = fsub contract double %141, %142
  %144 = fmul contract double %128, %102
  %145 = fmul contract double %127, %33
  %146 = fadd contract double %144, %145
  %147 = fmul contract double %109, %124
  %148 = fsub contract double %111, %147
  %149 = fadd contract double %43, %147
  %150 = fmul contract double %108, %127
  %151 = fmul contract double %106, %128
  %152 = fsub contract double %150, %151
  %153 = fmul contract double %108, %128
  %154 = fmul contract double %106, %127
  %155 = fadd contract double %154, %153
  br label %156

156:                                              ; preds = %113, %96
  %157 = phi double [ %98, %96 ], [ %131, %113 ]
  %158 = phi double [ %27, %96 ], [ %134, %113 ]
  %159 = phi double [ %100, %96 ], [ %137, %113 ]
  %160 = phi double [ %30, %96 ], [ %140, %113 ]
  %161 = phi double [ %102, %96 ], [ %143, %113 ]
  %162 = phi double [ %33, %96 ], [ %146, %113 ]
  %163 = phi double [ %43, %96 ], [ %149, %113 ]
  %164 = phi double [ %104, %96 ], [ %155, %113 ]
  %165 = phi double [ %105, %96 ], [ 0.000000e+00, %113 ]
  %166 = phi double [ %106, %96 ], [ %155, %113 ]
  %167 = phi double [ %108, %96 ], [ %152, %113 ]
  %168 = phi double [ %109, %96 ], [ 0.000000e+00, %113 ]
  %169 = phi double [ %110, %96 ], [ %152, %113 ]
  %170 = phi double [ %111, %96 ], [ %148, %113 ]
  %171 = tail call noundef double @llvm.nvvm.fabs.f64(double %166)
  %172 = fcmp contract olt double %171, 1.000000e-300
  br i1 %172, label %216, label %173

173:                                              ; preds = %156
  %174 = fsub contract double %163, %107
  %175 = fmul contract double %166, 2.000000e+00
  %176 = fdiv contract double %174, %175
  %177 = fcmp contract oge double %176, 0.000000e+00
  %178 = select contract i1 %177, double 1.000000e+00, double -1.000000e+00
  %179 = tail call noundef double @llvm.nvvm.fabs.f64(double %176)
  %180 = fmul contract double %176, %176
  %181 = fadd contract double %180, 1.000000e+00
  %182 = tail call noundef double @llvm.sqrt.f64(double %181)
  %183 = fadd contract double %179, %182
  %184 = fdiv contract double %178, %183
  %185 = fmul contract double %184, %184
  %186 = fadd contract double %185, 1.000000e+00
  %187 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %186)
  %188 = fmul contract double %184, %187
  %189 = fmul contract double %187, %99
  %190 = fmul contract double %188, %158
  %191 = fsub contract double %189, %190
  %192 = fmul contract double %188, %99
  %193 = fmul contract double %187, %158
  %194 = fadd contract double %192, %193
  %195 = fmul contract double %187, %101
  %196 = fmul contract double %188, %160
  %197 = fsub contract double %195, %196
  %198 = fmul contract double %188, %101
  %199 = fmul contract double %187, %160
  %200 = fadd contract double %198, %199
  %201 = fmul contract double %187, %103
  %202 = fmul contract double %188, %162
  %203 = fsub contract double %201, %202
  %204 = fmul contract double %188, %103
  %205 = fmul contract double %187, %162
  %206 = fadd contract double %204, %205
  %207 = fmul contract double %166, %184
  %208 = fsub contract double %107, %207
  %209 = fadd contract double %163, %207
  %210 = fmul contract double %169, %187
  %211 = fmul contract double %168, %188
  %212 = fsub contract double %210, %211
  %213 = fmul contract double %169, %188
  %214 = fmul contract double %168, %187
  %215 = fadd contract double %214, %213
  br label %216

216:                                              ; preds = %173, %156, %24
  %217 = phi double [ %157, %156 ], [ %157, %173 ], [ %25, %24 ]
  %218 = phi double [ %99, %156 ], [ %191, %173 ], [ %26, %24 ]
  %219 = phi double [ %158, %156 ], [ %194, %173 ], [ %27, %24 ]
  %220 = phi double [ %159, %156 ], [ %159, %173 ], [ %28, %24 ]
  %221 = phi double [ %101, %156 ], [ %197, %173 ], [ %29, %24 ]
  %222 = phi double [ %160, %156 ], [ %200, %173 ], [ %30, %24 ]
  %223 = phi double [ %161, %156 ], [ %161, %173 ], [ %31, %24 ]
  %224 = phi double [ %103, %156 ], [ %203, %173 ], [ %32, %24 ]
  %225 = phi double [ %162, %156 ], [ %206, %173 ], [ %33, %24 ]
  %226 = phi double [ %163, %156 ], [ %209, %173 ], [ %43, %24 ]
  %227 = phi double [ %164, %156 ], [ 0.000000e+00, %173 ], [ %42, %24 ]
  %228 = phi double [ %165, %156 ], [ %215, %173 ], [ %41, %24 ]
  %229 = phi double [ %166, %156 ], [ 0.000000e+00, %173 ], [ %40, %24 ]
  %230 = phi double [ %107, %156 ], [ %208, %173 ], [ %39, %24 ]
  %231 = phi double [ %167, %156 ], [ %212, %173 ], [ %38, %24 ]
  %232 = phi double [ %168, %156 ], [ %215, %173 ], [ %37, %24 ]
  %233 = phi double [ %169, %156 ], [ %212, %173 ], [ %36, %24 ]
  %234 = phi double [ %170, %156 ], [ %170, %173 ], [ %35, %24 ]
  br i1 %49, label %235, label %238

235:                                              ; preds = %216
  %236 = add nuw nsw i32 %34, 1
  %237 = icmp eq i32 %236, %6
  br i1 %237, label %238, label %24, !llvm.loop !19

238:                                              ; preds = %235, %216, %8
  %239 = phi double [ 1.000000e+00, %8 ], [ %217, %216 ], [ %217, %235 ]
  %240 = phi double [ 0.000000e+00, %8 ], [ %218, %216 ], [ %218, %235 ]
  %241 = phi double [ 0.000000e+00, %8 ], [ %219, %216 ], [ %219, %235 ]
  %242 = phi double [ 0.000000e+00, %8 ], [ %220, %216 ], [ %220, %235 ]
  %243 = phi double [ 1.000000e+00, %8 ], [ %221, %216 ], [ %221, %235 ]
  %244 = phi double [ 0.000000e+00, %8 ], [ %222, %216 ], [ %222, %235 ]
  %245 = phi double [ 0.000000e+00, %8 ], [ %223, %216 ], [ %223, %235 ]
  %246 = phi double [ 0.000000e+00, %8 ], [ %224, %216 ], [ %224, %235 ]
  %247 = phi double [ 1.000000e+00, %8 ], [ %225, %216 ], [ %225, %235 ]
  %248 = phi i32 [ 0, %8 ], [ %6, %235 ], [ %34, %216 ]
  %249 = phi double [ %5, %8 ], [ %226, %216 ], [ %226, %235 ]
  %250 = phi double [ %3, %8 ], [ %230, %216 ], [ %230, %235 ]
  %251 = phi double [ %0, %8 ], [ %234, %216 ], [ %234, %235 ]
  %252 = fcmp contract olt double %250, %251
  br i1 %252, label %253, label %254

253:                                              ; preds = %238
  br label %254

254:                                              ; preds = %253, %238
  %255 = phi double [ %245, %253 ], [ %246, %238 ]
  %256 = phi double [ %246, %253 ], [ %245, %238 ]
  %257 = phi double [ %242, %253 ], [ %243, %238 ]
  %258 = phi double [ %243, %253 ], [ %242, %238 ]
  %259 = phi double [ %239, %253 ], [ %240, %238 ]
  %260 = phi double [ %240, %253 ], [ %239, %238 ]
  %261 = phi double [ %251, %253 ], [ %250, %238 ]
  %262 = phi double [ %250, %253 ], [ %251, %238 ]
  %263 = fcmp contract olt double %249, %261
  br i1 %263, label %264, label %265

264:                                              ; preds = %254
  br label %265

265:                                              ; preds = %264, %254
  %266 = phi double [ %255, %264 ], [ %247, %254 ]
  %267 = phi double [ %247, %264 ], [ %255, %254 ]
  %268 = phi double [ %257, %264 ], [ %244, %254 ]
  %269 = phi double [ %244, %264 ], [ %257, %254 ]
  %270 = phi double [ %259, %264 ], [ %241, %254 ]
  %271 = phi double [ %241, %264 ], [ %259, %254 ]
  %272 = phi double [ %261, %264 ], [ %249, %254 ]
  %273 = phi double [ %249, %264 ], [ %261, %254 ]
  %274 = fcmp contract olt double %273, %262
  br i1 %274, label %275, label %276

275:                                              ; preds = %265
  br label %276

276:                                              ; preds = %275, %265
  %277 = phi double [ %256, %275 ], [ %267, %265 ]
  %278 = phi double [ %267, %275 ], [ %256, %265 ]
  %279 = phi double [ %258, %275 ], [ %269, %265 ]
  %280 = phi double [ %269, %275 ], [ %258, %265 ]
  %281 = phi double [ %260, %275 ], [ %271, %265 ]
  %282 = phi double [ %271, %275 ], [ %260, %265 ]
  %283 = phi double [ %262, %275 ], [ %273, %265 ]
  %284 = phi double [ %273, %275 ], [ %262, %265 ]
  %285 = insertvalue [3 x double] poison, double %284, 0
  %286 = insertvalue [3 x double] %285, double %283, 1
  %287 = insertvalue [3 x double] %286, double %272, 2
  %288 = insertvalue { [3 x double], [3 x [3 x double]], i32 } poison, [3 x double] %287, 0
  %289 = insertvalue [3 x [3 x double]] poison, double %282, 0, 0
  %290 = insertvalue [3 x [3 x double]] %289, double %281, 0, 1
  %291 = insertvalue [3 x [3 x double]] %290, double %270, 0, 2
  %292 = insertvalue [3 x [3 x double]] %291, double %280, 1, 0
  %293 = insertvalue [3 x [3 x double]] %292, double %279, 1, 1
  %294 = insertvalue [3 x [3 x double]] %293, double %268, 1, 2
  %295 = insertvalue [3 x [3 x double]] %294, double %278, 2, 0
  %296 = insertvalue [3 x [3 x double]] %295, double %277, 2, 1
  %297 = insertvalue [3 x [3 x double]] %296, double %266, 2, 2
  %298 = insertvalue { [3 x double], [3 x [3 x double]], i32 } %288, [3 x [3 x double]] %297, 1
  %299 = insertvalue { [3 x double], [3 x [3 x double]], i32 } %298, i32 %248, 2
  ret { [3 x double], [3 x [3 x double]], i32 } %299
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rsqrt.approx.d(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!12 = !{!"double", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
