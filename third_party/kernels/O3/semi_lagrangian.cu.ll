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
  br i1 %21, label %22, label %159

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
  %57 = tail call i32 @llvm.usub.sat.i32(i32 %5, i32 2)
  %58 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %56, i32 range(i32 -2147483648, 2147483647) %57)
  %59 = add nsw i32 %55, 1
  %60 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %59, i32 range(i32 -2147483648, 2147483647) %45)
  %61 = add nsw i32 %58, 1
  %62 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %61, i32 range(i32 -2147483648, 2147483647) %49)
  %63 = sitofp i32 %55 to float
  %64 = fsub contract float %47, %63
  %65 = sitofp i32 %58 to float
  %66 = fsub contract float %51, %65
  %67 = sext i32 %58 to i64
  %68 = mul nsw i64 %67, %29
  %69 = sext i32 %55 to i64
  %70 = getelementptr float, ptr %1, i64 %68
  %71 = getelementptr float, ptr %70, i64 %69
  %72 = load float, ptr %71, align 4, !tbaa !19, !alias.scope !24, !noalias !21
  %73 = sext i32 %60 to i64
  %74 = getelementptr float, ptr %70, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !19, !alias.scope !24, !noalias !21
  %76 = fsub contract float %75, %72
  %77 = fmul contract float %76, %64
  %78 = fadd contract float %72, %77
  %79 = sext i32 %62 to i64
  %80 = mul nsw i64 %79, %29
  %81 = getelementptr float, ptr %1, i64 %80
  %82 = getelementptr float, ptr %81, i64 %69
  %83 = load float, ptr %82, align 4, !tbaa !19, !alias.scope !24, !noalias !21
  %84 = getelementptr float, ptr %81, i64 %73
  %85 = load float, ptr %84, align 4, !tbaa !19, !alias.scope !24, !noalias !21
  %86 = fsub contract float %85, %83
  %87 = fmul contract float %86, %64
  %88 = fadd contract float %83, %87
  %89 = fsub contract float %88, %78
  %90 = fmul contract float %66, %89
  %91 = fadd contract float %78, %90
  %92 = getelementptr float, ptr %2, i64 %68
  %93 = getelementptr float, ptr %92, i64 %69
  %94 = load float, ptr %93, align 4, !tbaa !19, !alias.scope !27, !noalias !30
  %95 = getelementptr float, ptr %92, i64 %73
  %96 = load float, ptr %95, align 4, !tbaa !19, !alias.scope !27, !noalias !30
  %97 = fsub contract float %96, %94
  %98 = fmul contract float %64, %97
  %99 = fadd contract float %94, %98
  %100 = getelementptr float, ptr %2, i64 %80
  %101 = getelementptr float, ptr %100, i64 %69
  %102 = load float, ptr %101, align 4, !tbaa !19, !alias.scope !27, !noalias !30
  %103 = getelementptr float, ptr %100, i64 %73
  %104 = load float, ptr %103, align 4, !tbaa !19, !alias.scope !27, !noalias !30
  %105 = fsub contract float %104, %102
  %106 = fmul contract float %64, %105
  %107 = fadd contract float %102, %106
  %108 = fsub contract float %107, %99
  %109 = fmul contract float %66, %108
  %110 = fadd contract float %99, %109
  %111 = fmul contract float %91, %27
  %112 = fsub contract float %33, %111
  %113 = fmul contract float %110, %27
  %114 = fsub contract float %39, %113
  %115 = tail call noundef float @llvm.maxnum.f32(float %112, float 0.000000e+00)
  %116 = tail call noundef float @llvm.minnum.f32(float %115, float %46)
  %117 = tail call noundef float @llvm.maxnum.f32(float %114, float 0.000000e+00)
  %118 = tail call noundef float @llvm.minnum.f32(float %117, float %50)
  %119 = fptosi float %116 to i32
  %120 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %119, i32 range(i32 -2147483648, 2147483647) %54)
  %121 = fptosi float %118 to i32
  %122 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %121, i32 range(i32 -2147483648, 2147483647) %57)
  %123 = add nsw i32 %120, 1
  %124 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %123, i32 range(i32 -2147483648, 2147483647) %45)
  %125 = add nsw i32 %122, 1
  %126 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %125, i32 range(i32 -2147483648, 2147483647) %49)
  %127 = sitofp i32 %120 to float
  %128 = fsub contract float %116, %127
  %129 = sitofp i32 %122 to float
  %130 = fsub contract float %118, %129
  %131 = sext i32 %122 to i64
  %132 = mul nsw i64 %131, %29
  %133 = sext i32 %120 to i64
  %134 = getelementptr float, ptr %0, i64 %132
  %135 = getelementptr float, ptr %134, i64 %133
  %136 = load float, ptr %135, align 4, !tbaa !19, !alias.scope !31, !noalias !11
  %137 = sext i32 %124 to i64
  %138 = getelementptr float, ptr %134, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !19, !alias.scope !31, !noalias !11
  %140 = fsub contract float %139, %136
  %141 = fmul contract float %140, %128
  %142 = fadd contract float %136, %141
  %143 = sext i32 %126 to i64
  %144 = mul nsw i64 %143, %29
  %145 = getelementptr float, ptr %0, i64 %144
  %146 = getelementptr float, ptr %145, i64 %133
  %147 = load float, ptr %146, align 4, !tbaa !19, !alias.scope !31, !noalias !11
  %148 = getelementptr float, ptr %145, i64 %137
  %149 = load float, ptr %148, align 4, !tbaa !19, !alias.scope !31, !noalias !11
  %150 = fsub contract float %149, %147
  %151 = fmul contract float %150, %128
  %152 = fadd contract float %147, %151
  %153 = fsub contract float %152, %142
  %154 = fmul contract float %130, %153
  %155 = fadd contract float %142, %154
  %156 = fmul contract float %155, %25
  %157 = getelementptr float, ptr %3, i64 %30
  %158 = getelementptr float, ptr %157, i64 %31
  store float %156, ptr %158, align 4, !tbaa !19, !alias.scope !11, !noalias !34
  br label %159

159:                                              ; preds = %7, %22
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
  br i1 %21, label %22, label %216

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
  %57 = tail call i32 @llvm.usub.sat.i32(i32 %5, i32 2)
  %58 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %56, i32 range(i32 -2147483648, 2147483647) %57)
  %59 = add nsw i32 %55, 1
  %60 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %59, i32 range(i32 -2147483648, 2147483647) %45)
  %61 = add nsw i32 %58, 1
  %62 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %61, i32 range(i32 -2147483648, 2147483647) %49)
  %63 = sitofp i32 %55 to float
  %64 = fsub contract float %47, %63
  %65 = sitofp i32 %58 to float
  %66 = fsub contract float %51, %65
  %67 = sext i32 %58 to i64
  %68 = mul nsw i64 %67, %29
  %69 = sext i32 %55 to i64
  %70 = getelementptr float, ptr %1, i64 %68
  %71 = getelementptr float, ptr %70, i64 %69
  %72 = load float, ptr %71, align 4, !tbaa !19, !alias.scope !48, !noalias !45
  %73 = sext i32 %60 to i64
  %74 = getelementptr float, ptr %70, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !19, !alias.scope !48, !noalias !45
  %76 = fsub contract float %75, %72
  %77 = fmul contract float %76, %64
  %78 = fadd contract float %72, %77
  %79 = sext i32 %62 to i64
  %80 = mul nsw i64 %79, %29
  %81 = getelementptr float, ptr %1, i64 %80
  %82 = getelementptr float, ptr %81, i64 %69
  %83 = load float, ptr %82, align 4, !tbaa !19, !alias.scope !48, !noalias !45
  %84 = getelementptr float, ptr %81, i64 %73
  %85 = load float, ptr %84, align 4, !tbaa !19, !alias.scope !48, !noalias !45
  %86 = fsub contract float %85, %83
  %87 = fmul contract float %86, %64
  %88 = fadd contract float %83, %87
  %89 = fsub contract float %88, %78
  %90 = fmul contract float %66, %89
  %91 = fadd contract float %78, %90
  %92 = getelementptr float, ptr %2, i64 %68
  %93 = getelementptr float, ptr %92, i64 %69
  %94 = load float, ptr %93, align 4, !tbaa !19, !alias.scope !51, !noalias !54
  %95 = getelementptr float, ptr %92, i64 %73
  %96 = load float, ptr %95, align 4, !tbaa !19, !alias.scope !51, !noalias !54
  %97 = fsub contract float %96, %94
  %98 = fmul contract float %64, %97
  %99 = fadd contract float %94, %98
  %100 = getelementptr float, ptr %2, i64 %80
  %101 = getelementptr float, ptr %100, i64 %69
  %102 = load float, ptr %101, align 4, !tbaa !19, !alias.scope !51, !noalias !54
  %103 = getelementptr float, ptr %100, i64 %73
  %104 = load float, ptr %103, align 4, !tbaa !19, !alias.scope !51, !noalias !54
  %105 = fsub contract float %104, %102
  %106 = fmul contract float %64, %105
  %107 = fadd contract float %102, %106
  %108 = fsub contract float %107, %99
  %109 = fmul contract float %66, %108
  %110 = fadd contract float %99, %109
  %111 = fmul contract float %91, %27
  %112 = fsub contract float %33, %111
  %113 = fmul contract float %110, %27
  %114 = fsub contract float %39, %113
  %115 = tail call noundef float @llvm.maxnum.f32(float %112, float 0.000000e+00)
  %116 = tail call noundef float @llvm.minnum.f32(float %115, float %46)
  %117 = tail call noundef float @llvm.maxnum.f32(float %114, float 0.000000e+00)
  %118 = tail call noundef float @llvm.minnum.f32(float %117, float %50)
  %119 = fptosi float %116 to i32
  %120 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %119, i32 range(i32 -2147483648, 2147483647) %54)
  %121 = fptosi float %118 to i32
  %122 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %121, i32 range(i32 -2147483648, 2147483647) %57)
  %123 = add nsw i32 %120, 1
  %124 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %123, i32 range(i32 -2147483648, 2147483647) %45)
  %125 = add nsw i32 %122, 1
  %126 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %125, i32 range(i32 -2147483648, 2147483647) %49)
  %127 = sitofp i32 %120 to float
  %128 = fsub contract float %116, %127
  %129 = sitofp i32 %122 to float
  %130 = fsub contract float %118, %129
  %131 = sext i32 %122 to i64
  %132 = mul nsw i64 %131, %29
  %133 = sext i32 %120 to i64
  %134 = getelementptr %struct.float4, ptr %0, i64 %132
  %135 = getelementptr %struct.float4, ptr %134, i64 %133
  %136 = load float, ptr %135, align 16, !tbaa !19, !noalias !37
  %137 = getelementptr inbounds nuw i8, ptr %135, i64 4
  %138 = load float, ptr %137, align 4, !tbaa !19, !noalias !37
  %139 = getelementptr inbounds nuw i8, ptr %135, i64 8
  %140 = load float, ptr %139, align 8, !tbaa !19, !noalias !37
  %141 = getelementptr inbounds nuw i8, ptr %135, i64 12
  %142 = load float, ptr %141, align 4, !tbaa !19, !noalias !37
  %143 = sext i32 %124 to i64
  %144 = getelementptr %struct.float4, ptr %134, i64 %143
  %145 = load float, ptr %144, align 16, !tbaa !19, !noalias !37
  %146 = getelementptr inbounds nuw i8, ptr %144, i64 4
  %147 = load float, ptr %146, align 4, !tbaa !19, !noalias !37
  %148 = getelementptr inbounds nuw i8, ptr %144, i64 8
  %149 = load float, ptr %148, align 8, !tbaa !19, !noalias !37
  %150 = getelementptr inbounds nuw i8, ptr %144, i64 12
  %151 = load float, ptr %150, align 4, !tbaa !19, !noalias !37
  %152 = fsub contract float %145, %136
  %153 = fmul contract float %152, %128
  %154 = fadd contract float %136, %153
  %155 = fsub contract float %147, %138
  %156 = fmul contract float %155, %128
  %157 = fadd contract float %138, %156
  %158 = fsub contract float %149, %140
  %159 = fmul contract float %158, %128
  %160 = fadd contract float %140, %159
  %161 = fsub contract float %151, %142
  %162 = fmul contract float %161, %128
  %163 = fadd contract float %142, %162
  %164 = sext i32 %126 to i64
  %165 = mul nsw i64 %164, %29
  %166 = getelementptr %struct.float4, ptr %0, i64 %165
  %167 = getelementptr %struct.float4, ptr %166, i64 %133
  %168 = load float, ptr %167, align 16, !tbaa !19, !noalias !37
  %169 = getelementptr inbounds nuw i8, ptr %167, i64 4
  %170 = load float, ptr %169, align 4, !tbaa !19, !noalias !37
  %171 = getelementptr inbounds nuw i8, ptr %167, i64 8
  %172 = load float, ptr %171, align 8, !tbaa !19, !noalias !37
  %173 = getelementptr inbounds nuw i8, ptr %167, i64 12
  %174 = load float, ptr %173, align 4, !tbaa !19, !noalias !37
  %175 = getelementptr %struct.float4, ptr %166, i64 %143
  %176 = load float, ptr %175, align 16, !tbaa !19, !noalias !37
  %177 = getelementptr inbounds nuw i8, ptr %175, i64 4
  %178 = load float, ptr %177, align 4, !tbaa !19, !noalias !37
  %179 = getelementptr inbounds nuw i8, ptr %175, i64 8
  %180 = load float, ptr %179, align 8, !tbaa !19, !noalias !37
  %181 = getelementptr inbounds nuw i8, ptr %175, i64 12
  %182 = load float, ptr %181, align 4, !tbaa !19, !noalias !37
  %183 = fsub contract float %176, %168
  %184 = fmul contract float %128, %183
  %185 = fadd contract float %168, %184
  %186 = fsub contract float %178, %170
  %187 = fmul contract float %128, %186
  %188 = fadd contract float %170, %187
  %189 = fsub contract float %180, %172
  %190 = fmul contract float %128, %189
  %191 = fadd contract float %172, %190
  %192 = fsub contract float %182, %174
  %193 = fmul contract float %128, %192
  %194 = fadd contract float %174, %193
  %195 = fsub contract float %185, %154
  %196 = fmul contract float %130, %195
  %197 = fadd contract float %154, %196
  %198 = fsub contract float %188, %157
  %199 = fmul contract float %130, %198
  %200 = fadd contract float %157, %199
  %201 = fsub contract float %191, %160
  %202 = fmul contract float %130, %201
  %203 = fadd contract float %160, %202
  %204 = fsub contract float %194, %163
  %205 = fmul contract float %130, %204
  %206 = fadd contract float %163, %205
  %207 = fmul contract float %197, %25
  %208 = fmul contract float %200, %25
  %209 = fmul contract float %203, %25
  %210 = fmul contract float %206, %25
  %211 = getelementptr %struct.float4, ptr %3, i64 %30
  %212 = getelementptr %struct.float4, ptr %211, i64 %31
  store float %207, ptr %212, align 16, !tbaa !19, !alias.scope !37, !noalias !55
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 4
  store float %208, ptr %213, align 4, !tbaa !19, !alias.scope !37, !noalias !55
  %214 = getelementptr inbounds nuw i8, ptr %212, i64 8
  store float %209, ptr %214, align 8, !tbaa !19, !alias.scope !37, !noalias !55
  %215 = getelementptr inbounds nuw i8, ptr %212, i64 12
  store float %210, ptr %215, align 4, !tbaa !19, !alias.scope !37, !noalias !55
  br label %216

216:                                              ; preds = %7, %22
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
  br i1 %22, label %23, label %158

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
  %54 = tail call i32 @llvm.usub.sat.i32(i32 %7, i32 2)
  %55 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %53, i32 range(i32 -2147483648, 2147483647) %54)
  %56 = add nsw i32 %52, 1
  %57 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %56, i32 range(i32 -2147483648, 2147483647) %42)
  %58 = add nsw i32 %55, 1
  %59 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %58, i32 range(i32 -2147483648, 2147483647) %46)
  %60 = sitofp i32 %52 to float
  %61 = fsub contract float %44, %60
  %62 = sitofp i32 %55 to float
  %63 = fsub contract float %48, %62
  %64 = sext i32 %55 to i64
  %65 = mul nsw i64 %64, %25
  %66 = sext i32 %52 to i64
  %67 = getelementptr float, ptr %3, i64 %65
  %68 = getelementptr float, ptr %67, i64 %66
  %69 = load float, ptr %68, align 4, !tbaa !19, !alias.scope !65, !noalias !63
  %70 = sext i32 %57 to i64
  %71 = getelementptr float, ptr %67, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !19, !alias.scope !65, !noalias !63
  %73 = fsub contract float %72, %69
  %74 = fmul contract float %73, %61
  %75 = fadd contract float %69, %74
  %76 = sext i32 %59 to i64
  %77 = mul nsw i64 %76, %25
  %78 = getelementptr float, ptr %3, i64 %77
  %79 = getelementptr float, ptr %78, i64 %66
  %80 = load float, ptr %79, align 4, !tbaa !19, !alias.scope !65, !noalias !63
  %81 = getelementptr float, ptr %78, i64 %70
  %82 = load float, ptr %81, align 4, !tbaa !19, !alias.scope !65, !noalias !63
  %83 = fsub contract float %82, %80
  %84 = fmul contract float %83, %61
  %85 = fadd contract float %80, %84
  %86 = fsub contract float %85, %75
  %87 = fmul contract float %63, %86
  %88 = fadd contract float %75, %87
  %89 = getelementptr float, ptr %4, i64 %65
  %90 = getelementptr float, ptr %89, i64 %66
  %91 = load float, ptr %90, align 4, !tbaa !19, !alias.scope !68
  %92 = getelementptr float, ptr %89, i64 %70
  %93 = load float, ptr %92, align 4, !tbaa !19, !alias.scope !68
  %94 = fsub contract float %93, %91
  %95 = fmul contract float %61, %94
  %96 = fadd contract float %91, %95
  %97 = getelementptr float, ptr %4, i64 %77
  %98 = getelementptr float, ptr %97, i64 %66
  %99 = load float, ptr %98, align 4, !tbaa !19, !alias.scope !68
  %100 = getelementptr float, ptr %97, i64 %70
  %101 = load float, ptr %100, align 4, !tbaa !19, !alias.scope !68
  %102 = fsub contract float %101, %99
  %103 = fmul contract float %61, %102
  %104 = fadd contract float %99, %103
  %105 = fsub contract float %104, %96
  %106 = fmul contract float %63, %105
  %107 = fadd contract float %96, %106
  %108 = fmul contract float %29, %88
  %109 = fsub contract float %30, %108
  %110 = fmul contract float %29, %107
  %111 = fsub contract float %36, %110
  %112 = tail call noundef float @llvm.maxnum.f32(float %109, float 0.000000e+00)
  %113 = tail call noundef float @llvm.minnum.f32(float %112, float %43)
  %114 = tail call noundef float @llvm.maxnum.f32(float %111, float 0.000000e+00)
  %115 = tail call noundef float @llvm.minnum.f32(float %114, float %47)
  %116 = fptosi float %113 to i32
  %117 = fptosi float %115 to i32
  %118 = add nsw i32 %116, 1
  %119 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %118, i32 range(i32 -2147483648, 2147483647) %42)
  %120 = add nsw i32 %117, 1
  %121 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %120, i32 range(i32 -2147483648, 2147483647) %46)
  %122 = sext i32 %117 to i64
  %123 = mul nsw i64 %122, %25
  %124 = sext i32 %116 to i64
  %125 = getelementptr float, ptr %0, i64 %123
  %126 = getelementptr float, ptr %125, i64 %124
  %127 = load float, ptr %126, align 4, !tbaa !19
  %128 = sext i32 %119 to i64
  %129 = getelementptr float, ptr %125, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !19
  %131 = sext i32 %121 to i64
  %132 = mul nsw i64 %131, %25
  %133 = getelementptr float, ptr %0, i64 %132
  %134 = getelementptr float, ptr %133, i64 %124
  %135 = load float, ptr %134, align 4, !tbaa !19
  %136 = getelementptr float, ptr %133, i64 %128
  %137 = load float, ptr %136, align 4, !tbaa !19
  %138 = tail call noundef float @llvm.minnum.f32(float %127, float %130)
  %139 = tail call noundef float @llvm.minnum.f32(float %135, float %137)
  %140 = tail call noundef float @llvm.minnum.f32(float %138, float %139)
  %141 = tail call noundef float @llvm.maxnum.f32(float %127, float %130)
  %142 = tail call noundef float @llvm.maxnum.f32(float %135, float %137)
  %143 = tail call noundef float @llvm.maxnum.f32(float %141, float %142)
  %144 = getelementptr inbounds nuw float, ptr %1, i64 %28
  %145 = load float, ptr %144, align 4, !tbaa !19
  %146 = getelementptr inbounds nuw float, ptr %0, i64 %28
  %147 = load float, ptr %146, align 4, !tbaa !19
  %148 = getelementptr inbounds nuw float, ptr %2, i64 %28
  %149 = load float, ptr %148, align 4, !tbaa !19
  %150 = fsub contract float %147, %149
  %151 = fmul contract float %150, 5.000000e-01
  %152 = fadd contract float %145, %151
  %153 = fcmp contract olt float %152, %140
  %154 = fcmp contract ogt float %152, %143
  %155 = or i1 %153, %154
  %156 = select contract i1 %155, float %145, float %152
  %157 = getelementptr inbounds nuw float, ptr %5, i64 %28
  store float %156, ptr %157, align 4, !tbaa !19
  br label %158

158:                                              ; preds = %9, %23
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #3

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
