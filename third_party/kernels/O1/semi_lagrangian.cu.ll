; ModuleID = 'src/semi_lagrangian.cu'
source_filename = "src/semi_lagrangian.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.AdvectParams = type { float, float }
%struct.float4 = type { float, float, float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @advect_sl_scalar(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly byval(%struct.AdvectParams) align 4 captures(none) %6) local_unnamed_addr #0 {
  %8 = load i64, ptr %6, align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %13, %4
  %20 = icmp slt i32 %18, %5
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %160

22:                                               ; preds = %7
  %23 = lshr i64 %8, 32
  %24 = trunc nuw i64 %23 to i32
  %25 = bitcast i32 %24 to float
  %26 = trunc i64 %8 to i32
  %27 = bitcast i32 %26 to float
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %28 = zext nneg i32 %18 to i64
  %29 = sext i32 %4 to i64
  %30 = mul nsw i64 %29, %28
  %31 = sext i32 %13 to i64
  %32 = add nsw i64 %30, %31
  %33 = sitofp i32 %13 to float
  %34 = fmul contract float %27, 5.000000e-01
  %35 = getelementptr inbounds nuw float, ptr %1, i64 %32
  %36 = load float, ptr %35, align 4, !tbaa !19, !alias.scope !14, !noalias !21
  %37 = fmul contract float %34, %36
  %38 = fsub contract float %33, %37
  %39 = uitofp nneg i32 %18 to float
  %40 = getelementptr inbounds nuw float, ptr %2, i64 %32
  %41 = load float, ptr %40, align 4, !tbaa !19, !alias.scope !17, !noalias !23
  %42 = fmul contract float %34, %41
  %43 = fsub contract float %39, %42
  %44 = tail call noundef float @llvm.maxnum.f32(float %38, float 0.000000e+00)
  %45 = add nsw i32 %4, -1
  %46 = sitofp i32 %45 to float
  %47 = tail call noundef float @llvm.minnum.f32(float %44, float %46)
  %48 = tail call noundef float @llvm.maxnum.f32(float %43, float 0.000000e+00)
  %49 = add nsw i32 %5, -1
  %50 = uitofp nneg i32 %49 to float
  %51 = tail call noundef float @llvm.minnum.f32(float %48, float %50)
  %52 = fptosi float %47 to i32
  %53 = tail call i32 @llvm.smax.i32(i32 %4, i32 2)
  %54 = add nsw i32 %53, -2
  %55 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %52, i32 range(i32 -2147483648, 2147483647) %54)
  %56 = fptosi float %51 to i32
  %57 = tail call i32 @llvm.smax.i32(i32 %5, i32 2)
  %58 = add nsw i32 %57, -2
  %59 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %56, i32 range(i32 -2147483648, 2147483647) %58)
  %60 = add nsw i32 %55, 1
  %61 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %60, i32 range(i32 -2147483648, 2147483647) %45)
  %62 = add nsw i32 %59, 1
  %63 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %62, i32 range(i32 -2147483648, 2147483647) %49)
  %64 = sitofp i32 %55 to float
  %65 = fsub contract float %47, %64
  %66 = sitofp i32 %59 to float
  %67 = fsub contract float %51, %66
  %68 = sext i32 %59 to i64
  %69 = mul nsw i64 %68, %29
  %70 = sext i32 %55 to i64
  %71 = getelementptr float, ptr %1, i64 %69
  %72 = getelementptr float, ptr %71, i64 %70
  %73 = load float, ptr %72, align 4, !tbaa !19, !alias.scope !24, !noalias !21
  %74 = sext i32 %61 to i64
  %75 = getelementptr float, ptr %71, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !19, !alias.scope !24, !noalias !21
  %77 = fsub contract float %76, %73
  %78 = fmul contract float %77, %65
  %79 = fadd contract float %73, %78
  %80 = sext i32 %63 to i64
  %81 = mul nsw i64 %80, %29
  %82 = getelementptr float, ptr %1, i64 %81
  %83 = getelementptr float, ptr %82, i64 %70
  %84 = load float, ptr %83, align 4, !tbaa !19, !alias.scope !24, !noalias !21
  %85 = getelementptr float, ptr %82, i64 %74
  %86 = load float, ptr %85, align 4, !tbaa !19, !alias.scope !24, !noalias !21
  %87 = fsub contract float %86, %84
  %88 = fmul contract float %87, %65
  %89 = fadd contract float %84, %88
  %90 = fsub contract float %89, %79
  %91 = fmul contract float %67, %90
  %92 = fadd contract float %79, %91
  %93 = getelementptr float, ptr %2, i64 %69
  %94 = getelementptr float, ptr %93, i64 %70
  %95 = load float, ptr %94, align 4, !tbaa !19, !alias.scope !27, !noalias !30
  %96 = getelementptr float, ptr %93, i64 %74
  %97 = load float, ptr %96, align 4, !tbaa !19, !alias.scope !27, !noalias !30
  %98 = fsub contract float %97, %95
  %99 = fmul contract float %65, %98
  %100 = fadd contract float %95, %99
  %101 = getelementptr float, ptr %2, i64 %81
  %102 = getelementptr float, ptr %101, i64 %70
  %103 = load float, ptr %102, align 4, !tbaa !19, !alias.scope !27, !noalias !30
  %104 = getelementptr float, ptr %101, i64 %74
  %105 = load float, ptr %104, align 4, !tbaa !19, !alias.scope !27, !noalias !30
  %106 = fsub contract float %105, %103
  %107 = fmul contract float %65, %106
  %108 = fadd contract float %103, %107
  %109 = fsub contract float %108, %100
  %110 = fmul contract float %67, %109
  %111 = fadd contract float %100, %110
  %112 = fmul contract float %92, %27
  %113 = fsub contract float %33, %112
  %114 = fmul contract float %111, %27
  %115 = fsub contract float %39, %114
  %116 = tail call noundef float @llvm.maxnum.f32(float %113, float 0.000000e+00)
  %117 = tail call noundef float @llvm.minnum.f32(float %116, float %46)
  %118 = tail call noundef float @llvm.maxnum.f32(float %115, float 0.000000e+00)
  %119 = tail call noundef float @llvm.minnum.f32(float %118, float %50)
  %120 = fptosi float %117 to i32
  %121 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %120, i32 range(i32 -2147483648, 2147483647) %54)
  %122 = fptosi float %119 to i32
  %123 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %122, i32 range(i32 -2147483648, 2147483647) %58)
  %124 = add nsw i32 %121, 1
  %125 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %124, i32 range(i32 -2147483648, 2147483647) %45)
  %126 = add nsw i32 %123, 1
  %127 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %126, i32 range(i32 -2147483648, 2147483647) %49)
  %128 = sitofp i32 %121 to float
  %129 = fsub contract float %117, %128
  %130 = sitofp i32 %123 to float
  %131 = fsub contract float %119, %130
  %132 = sext i32 %123 to i64
  %133 = mul nsw i64 %132, %29
  %134 = sext i32 %121 to i64
  %135 = getelementptr float, ptr %0, i64 %133
  %136 = getelementptr float, ptr %135, i64 %134
  %137 = load float, ptr %136, align 4, !tbaa !19, !alias.scope !31, !noalias !11
  %138 = sext i32 %125 to i64
  %139 = getelementptr float, ptr %135, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !19, !alias.scope !31, !noalias !11
  %141 = fsub contract float %140, %137
  %142 = fmul contract float %141, %129
  %143 = fadd contract float %137, %142
  %144 = sext i32 %127 to i64
  %145 = mul nsw i64 %144, %29
  %146 = getelementptr float, ptr %0, i64 %145
  %147 = getelementptr float, ptr %146, i64 %134
  %148 = load float, ptr %147, align 4, !tbaa !19, !alias.scope !31, !noalias !11
  %149 = getelementptr float, ptr %146, i64 %138
  %150 = load float, ptr %149, align 4, !tbaa !19, !alias.scope !31, !noalias !11
  %151 = fsub contract float %150, %148
  %152 = fmul contract float %151, %129
  %153 = fadd contract float %148, %152
  %154 = fsub contract float %153, %143
  %155 = fmul contract float %131, %154
  %156 = fadd contract float %143, %155
  %157 = fmul contract float %156, %25
  %158 = getelementptr float, ptr %3, i64 %30
  %159 = getelementptr float, ptr %158, i64 %31
  store float %157, ptr %159, align 4, !tbaa !19, !alias.scope !11, !noalias !34
  br label %160

160:                                              ; preds = %7, %22
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @advect_sl_rgba(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly byval(%struct.AdvectParams) align 4 captures(none) %6) local_unnamed_addr #0 {
  %8 = load i64, ptr %6, align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %13, %4
  %20 = icmp slt i32 %18, %5
  %21 = and i1 %19, %20
  br i1 %21, label %22, label %217

22:                                               ; preds = %7
  %23 = lshr i64 %8, 32
  %24 = trunc nuw i64 %23 to i32
  %25 = bitcast i32 %24 to float
  %26 = trunc i64 %8 to i32
  %27 = bitcast i32 %26 to float
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %28 = zext nneg i32 %18 to i64
  %29 = sext i32 %4 to i64
  %30 = mul nsw i64 %29, %28
  %31 = sext i32 %13 to i64
  %32 = add nsw i64 %30, %31
  %33 = sitofp i32 %13 to float
  %34 = fmul contract float %27, 5.000000e-01
  %35 = getelementptr inbounds nuw float, ptr %1, i64 %32
  %36 = load float, ptr %35, align 4, !tbaa !19, !alias.scope !40, !noalias !45
  %37 = fmul contract float %34, %36
  %38 = fsub contract float %33, %37
  %39 = uitofp nneg i32 %18 to float
  %40 = getelementptr inbounds nuw float, ptr %2, i64 %32
  %41 = load float, ptr %40, align 4, !tbaa !19, !alias.scope !43, !noalias !47
  %42 = fmul contract float %34, %41
  %43 = fsub contract float %39, %42
  %44 = tail call noundef float @llvm.maxnum.f32(float %38, float 0.000000e+00)
  %45 = add nsw i32 %4, -1
  %46 = sitofp i32 %45 to float
  %47 = tail call noundef float @llvm.minnum.f32(float %44, float %46)
  %48 = tail call noundef float @llvm.maxnum.f32(float %43, float 0.000000e+00)
  %49 = add nsw i32 %5, -1
  %50 = uitofp nneg i32 %49 to float
  %51 = tail call noundef float @llvm.minnum.f32(float %48, float %50)
  %52 = fptosi float %47 to i32
  %53 = tail call i32 @llvm.smax.i32(i32 %4, i32 2)
  %54 = add nsw i32 %53, -2
  %55 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %52, i32 range(i32 -2147483648, 2147483647) %54)
  %56 = fptosi float %51 to i32
  %57 = tail call i32 @llvm.smax.i32(i32 %5, i32 2)
  %58 = add nsw i32 %57, -2
  %59 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %56, i32 range(i32 -2147483648, 2147483647) %58)
  %60 = add nsw i32 %55, 1
  %61 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %60, i32 range(i32 -2147483648, 2147483647) %45)
  %62 = add nsw i32 %59, 1
  %63 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %62, i32 range(i32 -2147483648, 2147483647) %49)
  %64 = sitofp i32 %55 to float
  %65 = fsub contract float %47, %64
  %66 = sitofp i32 %59 to float
  %67 = fsub contract float %51, %66
  %68 = sext i32 %59 to i64
  %69 = mul nsw i64 %68, %29
  %70 = sext i32 %55 to i64
  %71 = getelementptr float, ptr %1, i64 %69
  %72 = getelementptr float, ptr %71, i64 %70
  %73 = load float, ptr %72, align 4, !tbaa !19, !alias.scope !48, !noalias !45
  %74 = sext i32 %61 to i64
  %75 = getelementptr float, ptr %71, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !19, !alias.scope !48, !noalias !45
  %77 = fsub contract float %76, %73
  %78 = fmul contract float %77, %65
  %79 = fadd contract float %73, %78
  %80 = sext i32 %63 to i64
  %81 = mul nsw i64 %80, %29
  %82 = getelementptr float, ptr %1, i64 %81
  %83 = getelementptr float, ptr %82, i64 %70
  %84 = load float, ptr %83, align 4, !tbaa !19, !alias.scope !48, !noalias !45
  %85 = getelementptr float, ptr %82, i64 %74
  %86 = load float, ptr %85, align 4, !tbaa !19, !alias.scope !48, !noalias !45
  %87 = fsub contract float %86, %84
  %88 = fmul contract float %87, %65
  %89 = fadd contract float %84, %88
  %90 = fsub contract float %89, %79
  %91 = fmul contract float %67, %90
  %92 = fadd contract float %79, %91
  %93 = getelementptr float, ptr %2, i64 %69
  %94 = getelementptr float, ptr %93, i64 %70
  %95 = load float, ptr %94, align 4, !tbaa !19, !alias.scope !51, !noalias !54
  %96 = getelementptr float, ptr %93, i64 %74
  %97 = load float, ptr %96, align 4, !tbaa !19, !alias.scope !51, !noalias !54
  %98 = fsub contract float %97, %95
  %99 = fmul contract float %65, %98
  %100 = fadd contract float %95, %99
  %101 = getelementptr float, ptr %2, i64 %81
  %102 = getelementptr float, ptr %101, i64 %70
  %103 = load float, ptr %102, align 4, !tbaa !19, !alias.scope !51, !noalias !54
  %104 = getelementptr float, ptr %101, i64 %74
  %105 = load float, ptr %104, align 4, !tbaa !19, !alias.scope !51, !noalias !54
  %106 = fsub contract float %105, %103
  %107 = fmul contract float %65, %106
  %108 = fadd contract float %103, %107
  %109 = fsub contract float %108, %100
  %110 = fmul contract float %67, %109
  %111 = fadd contract float %100, %110
  %112 = fmul contract float %92, %27
  %113 = fsub contract float %33, %112
  %114 = fmul contract float %111, %27
  %115 = fsub contract float %39, %114
  %116 = tail call noundef float @llvm.maxnum.f32(float %113, float 0.000000e+00)
  %117 = tail call noundef float @llvm.minnum.f32(float %116, float %46)
  %118 = tail call noundef float @llvm.maxnum.f32(float %115, float 0.000000e+00)
  %119 = tail call noundef float @llvm.minnum.f32(float %118, float %50)
  %120 = fptosi float %117 to i32
  %121 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %120, i32 range(i32 -2147483648, 2147483647) %54)
  %122 = fptosi float %119 to i32
  %123 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %122, i32 range(i32 -2147483648, 2147483647) %58)
  %124 = add nsw i32 %121, 1
  %125 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %124, i32 range(i32 -2147483648, 2147483647) %45)
  %126 = add nsw i32 %123, 1
  %127 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %126, i32 range(i32 -2147483648, 2147483647) %49)
  %128 = sitofp i32 %121 to float
  %129 = fsub contract float %117, %128
  %130 = sitofp i32 %123 to float
  %131 = fsub contract float %119, %130
  %132 = sext i32 %123 to i64
  %133 = mul nsw i64 %132, %29
  %134 = sext i32 %121 to i64
  %135 = getelementptr %struct.float4, ptr %0, i64 %133
  %136 = getelementptr %struct.float4, ptr %135, i64 %134
  %137 = load float, ptr %136, align 16, !tbaa !19, !noalias !37
  %138 = getelementptr inbounds nuw i8, ptr %136, i64 4
  %139 = load float, ptr %138, align 4, !tbaa !19, !noalias !37
  %140 = getelementptr inbounds nuw i8, ptr %136, i64 8
  %141 = load float, ptr %140, align 8, !tbaa !19, !noalias !37
  %142 = getelementptr inbounds nuw i8, ptr %136, i64 12
  %143 = load float, ptr %142, align 4, !tbaa !19, !noalias !37
  %144 = sext i32 %125 to i64
  %145 = getelementptr %struct.float4, ptr %135, i64 %144
  %146 = load float, ptr %145, align 16, !tbaa !19, !noalias !37
  %147 = getelementptr inbounds nuw i8, ptr %145, i64 4
  %148 = load float, ptr %147, align 4, !tbaa !19, !noalias !37
  %149 = getelementptr inbounds nuw i8, ptr %145, i64 8
  %150 = load float, ptr %149, align 8, !tbaa !19, !noalias !37
  %151 = getelementptr inbounds nuw i8, ptr %145, i64 12
  %152 = load float, ptr %151, align 4, !tbaa !19, !noalias !37
  %153 = fsub contract float %146, %137
  %154 = fmul contract float %153, %129
  %155 = fadd contract float %137, %154
  %156 = fsub contract float %148, %139
  %157 = fmul contract float %156, %129
  %158 = fadd contract float %139, %157
  %159 = fsub contract float %150, %141
  %160 = fmul contract float %159, %129
  %161 = fadd contract float %141, %160
  %162 = fsub contract float %152, %143
  %163 = fmul contract float %162, %129
  %164 = fadd contract float %143, %163
  %165 = sext i32 %127 to i64
  %166 = mul nsw i64 %165, %29
  %167 = getelementptr %struct.float4, ptr %0, i64 %166
  %168 = getelementptr %struct.float4, ptr %167, i64 %134
  %169 = load float, ptr %168, align 16, !tbaa !19, !noalias !37
  %170 = getelementptr inbounds nuw i8, ptr %168, i64 4
  %171 = load float, ptr %170, align 4, !tbaa !19, !noalias !37
  %172 = getelementptr inbounds nuw i8, ptr %168, i64 8
  %173 = load float, ptr %172, align 8, !tbaa !19, !noalias !37
  %174 = getelementptr inbounds nuw i8, ptr %168, i64 12
  %175 = load float, ptr %174, align 4, !tbaa !19, !noalias !37
  %176 = getelementptr %struct.float4, ptr %167, i64 %144
  %177 = load float, ptr %176, align 16, !tbaa !19, !noalias !37
  %178 = getelementptr inbounds nuw i8, ptr %176, i64 4
  %179 = load float, ptr %178, align 4, !tbaa !19, !noalias !37
  %180 = getelementptr inbounds nuw i8, ptr %176, i64 8
  %181 = load float, ptr %180, align 8, !tbaa !19, !noalias !37
  %182 = getelementptr inbounds nuw i8, ptr %176, i64 12
  %183 = load float, ptr %182, align 4, !tbaa !19, !noalias !37
  %184 = fsub contract float %177, %169
  %185 = fmul contract float %129, %184
  %186 = fadd contract float %169, %185
  %187 = fsub contract float %179, %171
  %188 = fmul contract float %129, %187
  %189 = fadd contract float %171, %188
  %190 = fsub contract float %181, %173
  %191 = fmul contract float %129, %190
  %192 = fadd contract float %173, %191
  %193 = fsub contract float %183, %175
  %194 = fmul contract float %129, %193
  %195 = fadd contract float %175, %194
  %196 = fsub contract float %186, %155
  %197 = fmul contract float %131, %196
  %198 = fadd contract float %155, %197
  %199 = fsub contract float %189, %158
  %200 = fmul contract float %131, %199
  %201 = fadd contract float %158, %200
  %202 = fsub contract float %192, %161
  %203 = fmul contract float %131, %202
  %204 = fadd contract float %161, %203
  %205 = fsub contract float %195, %164
  %206 = fmul contract float %131, %205
  %207 = fadd contract float %164, %206
  %208 = fmul contract float %198, %25
  %209 = fmul contract float %201, %25
  %210 = fmul contract float %204, %25
  %211 = fmul contract float %207, %25
  %212 = getelementptr %struct.float4, ptr %3, i64 %30
  %213 = getelementptr %struct.float4, ptr %212, i64 %31
  store float %208, ptr %213, align 16, !tbaa !19, !alias.scope !37, !noalias !55
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 4
  store float %209, ptr %214, align 4, !tbaa !19, !alias.scope !37, !noalias !55
  %215 = getelementptr inbounds nuw i8, ptr %213, i64 8
  store float %210, ptr %215, align 8, !tbaa !19, !alias.scope !37, !noalias !55
  %216 = getelementptr inbounds nuw i8, ptr %213, i64 12
  store float %211, ptr %216, align 4, !tbaa !19, !alias.scope !37, !noalias !55
  br label %217

217:                                              ; preds = %7, %22
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @advect_maccormack(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noundef readonly byval(%struct.AdvectParams) align 4 captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = icmp slt i32 %14, %6
  %21 = icmp slt i32 %19, %7
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %159

23:                                               ; preds = %9
  %24 = zext nneg i32 %19 to i64
  %25 = sext i32 %6 to i64
  %26 = mul nsw i64 %25, %24
  %27 = sext i32 %14 to i64
  %28 = add nsw i64 %26, %27
  %29 = load float, ptr %8, align 4, !tbaa !58
  tail call void @llvm.experimental.noalias.scope.decl(metadata !60)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63)
  %30 = sitofp i32 %14 to float
  %31 = fmul contract float %29, 5.000000e-01
  %32 = getelementptr inbounds nuw float, ptr %3, i64 %28
  %33 = load float, ptr %32, align 4, !tbaa !19, !alias.scope !60, !noalias !63
  %34 = fmul contract float %31, %33
  %35 = fsub contract float %30, %34
  %36 = uitofp nneg i32 %19 to float
  %37 = getelementptr inbounds nuw float, ptr %4, i64 %28
  %38 = load float, ptr %37, align 4, !tbaa !19, !alias.scope !63, !noalias !60
  %39 = fmul contract float %31, %38
  %40 = fsub contract float %36, %39
  %41 = tail call noundef float @llvm.maxnum.f32(float %35, float 0.000000e+00)
  %42 = add nsw i32 %6, -1
  %43 = sitofp i32 %42 to float
  %44 = tail call noundef float @llvm.minnum.f32(float %41, float %43)
  %45 = tail call noundef float @llvm.maxnum.f32(float %40, float 0.000000e+00)
  %46 = add nsw i32 %7, -1
  %47 = uitofp nneg i32 %46 to float
  %48 = tail call noundef float @llvm.minnum.f32(float %45, float %47)
  %49 = fptosi float %44 to i32
  %50 = tail call i32 @llvm.smax.i32(i32 %6, i32 2)
  %51 = add nsw i32 %50, -2
  %52 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %49, i32 range(i32 -2147483648, 2147483647) %51)
  %53 = fptosi float %48 to i32
  %54 = tail call i32 @llvm.smax.i32(i32 %7, i32 2)
  %55 = add nsw i32 %54, -2
  %56 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %53, i32 range(i32 -2147483648, 2147483647) %55)
  %57 = add nsw i32 %52, 1
  %58 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %57, i32 range(i32 -2147483648, 2147483647) %42)
  %59 = add nsw i32 %56, 1
  %60 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %59, i32 range(i32 -2147483648, 2147483647) %46)
  %61 = sitofp i32 %52 to float
  %62 = fsub contract float %44, %61
  %63 = sitofp i32 %56 to float
  %64 = fsub contract float %48, %63
  %65 = sext i32 %56 to i64
  %66 = mul nsw i64 %65, %25
  %67 = sext i32 %52 to i64
  %68 = getelementptr float, ptr %3, i64 %66
  %69 = getelementptr float, ptr %68, i64 %67
  %70 = load float, ptr %69, align 4, !tbaa !19, !alias.scope !65, !noalias !63
  %71 = sext i32 %58 to i64
  %72 = getelementptr float, ptr %68, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !19, !alias.scope !65, !noalias !63
  %74 = fsub contract float %73, %70
  %75 = fmul contract float %74, %62
  %76 = fadd contract float %70, %75
  %77 = sext i32 %60 to i64
  %78 = mul nsw i64 %77, %25
  %79 = getelementptr float, ptr %3, i64 %78
  %80 = getelementptr float, ptr %79, i64 %67
  %81 = load float, ptr %80, align 4, !tbaa !19, !alias.scope !65, !noalias !63
  %82 = getelementptr float, ptr %79, i64 %71
  %83 = load float, ptr %82, align 4, !tbaa !19, !alias.scope !65, !noalias !63
  %84 = fsub contract float %83, %81
  %85 = fmul contract float %84, %62
  %86 = fadd contract float %81, %85
  %87 = fsub contract float %86, %76
  %88 = fmul contract float %64, %87
  %89 = fadd contract float %76, %88
  %90 = getelementptr float, ptr %4, i64 %66
  %91 = getelementptr float, ptr %90, i64 %67
  %92 = load float, ptr %91, align 4, !tbaa !19, !alias.scope !68
  %93 = getelementptr float, ptr %90, i64 %71
  %94 = load float, ptr %93, align 4, !tbaa !19, !alias.scope !68
  %95 = fsub contract float %94, %92
  %96 = fmul contract float %62, %95
  %97 = fadd contract float %92, %96
  %98 = getelementptr float, ptr %4, i64 %78
  %99 = getelementptr float, ptr %98, i64 %67
  %100 = load float, ptr %99, align 4, !tbaa !19, !alias.scope !68
  %101 = getelementptr float, ptr %98, i64 %71
  %102 = load float, ptr %101, align 4, !tbaa !19, !alias.scope !68
  %103 = fsub contract float %102, %100
  %104 = fmul contract float %62, %103
  %105 = fadd contract float %100, %104
  %106 = fsub contract float %105, %97
  %107 = fmul contract float %64, %106
  %108 = fadd contract float %97, %107
  %109 = fmul contract float %29, %89
  %110 = fsub contract float %30, %109
  %111 = fmul contract float %29, %108
  %112 = fsub contract float %36, %111
  %113 = tail call noundef float @llvm.maxnum.f32(float %110, float 0.000000e+00)
  %114 = tail call noundef float @llvm.minnum.f32(float %113, float %43)
  %115 = tail call noundef float @llvm.maxnum.f32(float %112, float 0.000000e+00)
  %116 = tail call noundef float @llvm.minnum.f32(float %115, float %47)
  %117 = fptosi float %114 to i32
  %118 = fptosi float %116 to i32
  %119 = add nsw i32 %117, 1
  %120 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %119, i32 range(i32 -2147483648, 2147483647) %42)
  %121 = add nsw i32 %118, 1
  %122 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %121, i32 range(i32 -2147483648, 2147483647) %46)
  %123 = sext i32 %118 to i64
  %124 = mul nsw i64 %123, %25
  %125 = sext i32 %117 to i64
  %126 = getelementptr float, ptr %0, i64 %124
  %127 = getelementptr float, ptr %126, i64 %125
  %128 = load float, ptr %127, align 4, !tbaa !19
  %129 = sext i32 %120 to i64
  %130 = getelementptr float, ptr %126, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !19
  %132 = sext i32 %122 to i64
  %133 = mul nsw i64 %132, %25
  %134 = getelementptr float, ptr %0, i64 %133
  %135 = getelementptr float, ptr %134, i64 %125
  %136 = load float, ptr %135, align 4, !tbaa !19
  %137 = getelementptr float, ptr %134, i64 %129
  %138 = load float, ptr %137, align 4, !tbaa !19
  %139 = tail call noundef float @llvm.minnum.f32(float %128, float %131)
  %140 = tail call noundef float @llvm.minnum.f32(float %136, float %138)
  %141 = tail call noundef float @llvm.minnum.f32(float %139, float %140)
  %142 = tail call noundef float @llvm.maxnum.f32(float %128, float %131)
  %143 = tail call noundef float @llvm.maxnum.f32(float %136, float %138)
  %144 = tail call noundef float @llvm.maxnum.f32(float %142, float %143)
  %145 = getelementptr inbounds nuw float, ptr %1, i64 %28
  %146 = load float, ptr %145, align 4, !tbaa !19
  %147 = getelementptr inbounds nuw float, ptr %0, i64 %28
  %148 = load float, ptr %147, align 4, !tbaa !19
  %149 = getelementptr inbounds nuw float, ptr %2, i64 %28
  %150 = load float, ptr %149, align 4, !tbaa !19
  %151 = fsub contract float %148, %150
  %152 = fmul contract float %151, 5.000000e-01
  %153 = fadd contract float %146, %152
  %154 = fcmp contract olt float %153, %141
  %155 = fcmp contract ogt float %153, %144
  %156 = or i1 %154, %155
  %157 = select contract i1 %156, float %146, float %153
  %158 = getelementptr inbounds nuw float, ptr %5, i64 %28
  store float %157, ptr %158, align 4, !tbaa !19
  br label %159

159:                                              ; preds = %9, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZL11advect_bodyIfEvPKT_PKfS4_PS0_ii12AdvectParams: argument 3"}
!13 = distinct !{!13, !"_ZL11advect_bodyIfEvPKT_PKfS4_PS0_ii12AdvectParams"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZL9backtracePKfS0_iiiifRfS1_: argument 0"}
!16 = distinct !{!16, !"_ZL9backtracePKfS0_iiiifRfS1_"}
!17 = !{!18}
!18 = distinct !{!18, !16, !"_ZL9backtracePKfS0_iiiifRfS1_: argument 1"}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = !{!18, !22, !12}
!22 = distinct !{!22, !13, !"_ZL11advect_bodyIfEvPKT_PKfS4_PS0_ii12AdvectParams: argument 0"}
!23 = !{!15, !22, !12}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_ZL15sample_bilinearIfET_PKS0_iiff: argument 0"}
!26 = distinct !{!26, !"_ZL15sample_bilinearIfET_PKS0_iiff"}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZL15sample_bilinearIfET_PKS0_iiff: argument 0"}
!29 = distinct !{!29, !"_ZL15sample_bilinearIfET_PKS0_iiff"}
!30 = !{!22, !12}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZL15sample_bilinearIfET_PKS0_iiff: argument 0"}
!33 = distinct !{!33, !"_ZL15sample_bilinearIfET_PKS0_iiff"}
!34 = !{!22, !35, !36}
!35 = distinct !{!35, !13, !"_ZL11advect_bodyIfEvPKT_PKfS4_PS0_ii12AdvectParams: argument 1"}
!36 = distinct !{!36, !13, !"_ZL11advect_bodyIfEvPKT_PKfS4_PS0_ii12AdvectParams: argument 2"}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZL11advect_bodyI6float4EvPKT_PKfS5_PS1_ii12AdvectParams: argument 3"}
!39 = distinct !{!39, !"_ZL11advect_bodyI6float4EvPKT_PKfS5_PS1_ii12AdvectParams"}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZL9backtracePKfS0_iiiifRfS1_: argument 0"}
!42 = distinct !{!42, !"_ZL9backtracePKfS0_iiiifRfS1_"}
!43 = !{!44}
!44 = distinct !{!44, !42, !"_ZL9backtracePKfS0_iiiifRfS1_: argument 1"}
!45 = !{!44, !46, !38}
!46 = distinct !{!46, !39, !"_ZL11advect_bodyI6float4EvPKT_PKfS5_PS1_ii12AdvectParams: argument 0"}
!47 = !{!41, !46, !38}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZL15sample_bilinearIfET_PKS0_iiff: argument 0"}
!50 = distinct !{!50, !"_ZL15sample_bilinearIfET_PKS0_iiff"}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZL15sample_bilinearIfET_PKS0_iiff: argument 0"}
!53 = distinct !{!53, !"_ZL15sample_bilinearIfET_PKS0_iiff"}
!54 = !{!46, !38}
!55 = !{!46, !56, !57}
!56 = distinct !{!56, !39, !"_ZL11advect_bodyI6float4EvPKT_PKfS5_PS1_ii12AdvectParams: argument 1"}
!57 = distinct !{!57, !39, !"_ZL11advect_bodyI6float4EvPKT_PKfS5_PS1_ii12AdvectParams: argument 2"}
!58 = !{!59, !20, i64 0}
!59 = !{!"_ZTS12AdvectParams", !20, i64 0, !20, i64 4}
!60 = !{!61}
!61 = distinct !{!61, !62, !"_ZL9backtracePKfS0_iiiifRfS1_: argument 0"}
!62 = distinct !{!62, !"_ZL9backtracePKfS0_iiiifRfS1_"}
!63 = !{!64}
!64 = distinct !{!64, !62, !"_ZL9backtracePKfS0_iiiifRfS1_: argument 1"}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZL15sample_bilinearIfET_PKS0_iiff: argument 0"}
!67 = distinct !{!67, !"_ZL15sample_bilinearIfET_PKS0_iiff"}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZL15sample_bilinearIfET_PKS0_iiff: argument 0"}
!70 = distinct !{!70, !"_ZL15sample_bilinearIfET_PKS0_iiff"}
