; ModuleID = 'src/fractals.cu'
source_filename = "src/fractals.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.View = type { float, float, float, float, float, float }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.View.0 = type { double, double, double, double, float, float }
%struct.NewtonParams = type { float, float, float, float, float, float, i32, i32 }
%struct.uchar2 = type { i8, i8 }

@c_palette = dso_local addrspace(4) externally_initialized constant [16 x %struct.float4] zeroinitializer, align 16
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_palette to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @mandelbrot_smooth_f32(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.View) align 4 captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = icmp slt i32 %10, %1
  %17 = icmp slt i32 %15, %2
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %210

19:                                               ; preds = %5
  %20 = load float, ptr %3, align 4, !tbaa !14, !noalias !11
  %21 = sitofp i32 %10 to float
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %23 = load float, ptr %22, align 4, !tbaa !17, !noalias !11
  %24 = fmul contract float %23, %21
  %25 = fadd contract float %20, %24
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %27 = load float, ptr %26, align 4, !tbaa !18, !noalias !11
  %28 = uitofp nneg i32 %15 to float
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !19, !noalias !11
  %31 = fmul contract float %30, %28
  %32 = fadd contract float %27, %31
  %33 = fadd contract float %25, -2.500000e-01
  %34 = fmul contract float %33, %33
  %35 = fmul contract float %32, %32
  %36 = fadd contract float %34, %35
  %37 = fadd contract float %33, %36
  %38 = fmul contract float %36, %37
  %39 = fmul contract float %32, 2.500000e-01
  %40 = fmul contract float %32, %39
  %41 = fcmp contract ole float %38, %40
  %42 = fadd contract float %25, 1.000000e+00
  %43 = fmul contract float %42, %42
  %44 = fadd contract float %43, %35
  %45 = fcmp contract ole float %44, 6.250000e-02
  %46 = or i1 %45, %41
  br i1 %46, label %197, label %47

47:                                               ; preds = %19
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %49 = load float, ptr %48, align 4, !tbaa !20, !noalias !11
  %50 = tail call noundef float @llvm.maxnum.f32(float %49, float 2.000000e+00)
  %51 = fmul contract float %50, %50
  %52 = icmp slt i32 %4, 1
  %53 = fcmp contract ult float %51, 0.000000e+00
  %54 = or i1 %52, %53
  br i1 %54, label %77, label %55

55:                                               ; preds = %47, %55
  %56 = phi float [ %65, %55 ], [ 0.000000e+00, %47 ]
  %57 = phi float [ %63, %55 ], [ 0.000000e+00, %47 ]
  %58 = phi float [ %66, %55 ], [ 0.000000e+00, %47 ]
  %59 = phi float [ %67, %55 ], [ 0.000000e+00, %47 ]
  %60 = phi i32 [ %68, %55 ], [ 0, %47 ]
  %61 = fmul contract float %56, 2.000000e+00
  %62 = fmul contract float %57, %61
  %63 = fadd contract float %32, %62
  %64 = fsub contract float %58, %59
  %65 = fadd contract float %25, %64
  %66 = fmul contract float %65, %65
  %67 = fmul contract float %63, %63
  %68 = add nuw nsw i32 %60, 1
  %69 = icmp sle i32 %4, %68
  %70 = fadd contract float %67, %66
  %71 = fcmp contract ugt float %70, %51
  %72 = select i1 %69, i1 true, i1 %71
  br i1 %72, label %73, label %55, !llvm.loop !21

73:                                               ; preds = %55
  %74 = tail call float @llvm.minnum.f32(float %70, float 0x47EC363CC0000000)
  %75 = uitofp nneg i32 %68 to float
  %76 = fadd contract float %75, 1.000000e+00
  br label %77

77:                                               ; preds = %73, %47
  %78 = phi float [ 1.000000e+00, %47 ], [ %76, %73 ]
  %79 = phi i1 [ %52, %47 ], [ %69, %73 ]
  %80 = phi float [ 0.000000e+00, %47 ], [ %74, %73 ]
  br i1 %79, label %197, label %81

81:                                               ; preds = %77
  %82 = fcmp olt float %80, 0x3810000000000000
  %83 = fmul float %80, 0x4160000000000000
  %84 = select i1 %82, float %83, float %80
  %85 = select i1 %82, float -2.300000e+01, float 0.000000e+00
  %86 = bitcast float %84 to i32
  %87 = add i32 %86, -1059760811
  %88 = and i32 %87, -8388608
  %89 = sub i32 %86, %88
  %90 = bitcast i32 %89 to float
  %91 = sitofp i32 %88 to float
  %92 = tail call float @llvm.fma.f32(float %91, float 0x3E80000000000000, float %85)
  %93 = fadd float %90, -1.000000e+00
  %94 = tail call float @llvm.fma.f32(float %93, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %95 = tail call float @llvm.fma.f32(float %94, float %93, float 0xBFBF19B980000000)
  %96 = tail call float @llvm.fma.f32(float %95, float %93, float 0x3FC1E52AA0000000)
  %97 = tail call float @llvm.fma.f32(float %96, float %93, float 0xBFC55B1720000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %93, float 0x3FC99DA160000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %93, float 0xBFCFFFE440000000)
  %100 = tail call float @llvm.fma.f32(float %99, float %93, float 0x3FD5554F00000000)
  %101 = tail call float @llvm.fma.f32(float %100, float %93, float -5.000000e-01)
  %102 = fmul float %93, %101
  %103 = tail call float @llvm.fma.f32(float %102, float %93, float %93)
  %104 = tail call float @llvm.fma.f32(float %92, float 0x3FE62E4300000000, float %103)
  %105 = icmp ugt i32 %86, 2139095039
  %106 = tail call float @llvm.fma.f32(float %84, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %107 = select i1 %105, float %106, float %104
  %108 = fcmp oeq float %84, 0.000000e+00
  %109 = fmul contract float %107, 5.000000e-01
  %110 = select i1 %108, float 0xFFF0000000000000, float %109
  %111 = fcmp olt float %110, 0x3810000000000000
  %112 = fmul float %110, 0x4160000000000000
  %113 = select i1 %111, float %112, float %110
  %114 = select i1 %111, float -2.300000e+01, float 0.000000e+00
  %115 = bitcast float %113 to i32
  %116 = add i32 %115, -1060439283
  %117 = and i32 %116, -8388608
  %118 = sub i32 %115, %117
  %119 = bitcast i32 %118 to float
  %120 = sitofp i32 %117 to float
  %121 = tail call float @llvm.fma.f32(float %120, float 0x3E80000000000000, float %114)
  %122 = fadd float %119, -1.000000e+00
  %123 = tail call float @llvm.fma.f32(float %122, float 0x3FB8D64FE0000000, float 0xBFC58FE600000000)
  %124 = tail call float @llvm.fma.f32(float %123, float %122, float 0x3FC5F9E540000000)
  %125 = tail call float @llvm.fma.f32(float %124, float %122, float 0xBFC6E9C860000000)
  %126 = tail call float @llvm.fma.f32(float %125, float %122, float 0x3FCA417E80000000)
  %127 = tail call float @llvm.fma.f32(float %126, float %122, float 0xBFCEC79160000000)
  %128 = tail call float @llvm.fma.f32(float %127, float %122, float 0x3FD277F320000000)
  %129 = tail call float @llvm.fma.f32(float %128, float %122, float 0xBFD7154920000000)
  %130 = tail call float @llvm.fma.f32(float %129, float %122, float 0x3FDEC70940000000)
  %131 = tail call float @llvm.fma.f32(float %130, float %122, float 0xBFE7154760000000)
  %132 = fmul float %122, %131
  %133 = fmul float %122, %132
  %134 = tail call float @llvm.fma.f32(float %122, float 0x3FF7154760000000, float %133)
  %135 = fadd float %121, %134
  %136 = icmp ugt i32 %115, 2139095039
  %137 = tail call float @llvm.fma.f32(float %113, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %138 = select i1 %136, float %137, float %135
  %139 = fcmp oeq float %113, 0.000000e+00
  %140 = select i1 %139, float 0xFFF0000000000000, float %138
  %141 = fsub contract float %78, %140
  %142 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %143 = load float, ptr %142, align 4, !tbaa !23, !noalias !11
  %144 = fmul contract float %141, %143
  %145 = fmul contract float %144, 6.250000e-02
  %146 = tail call noundef float @llvm.floor.f32(float %145)
  %147 = fmul contract float %146, 1.600000e+01
  %148 = fsub contract float %144, %147
  %149 = fcmp contract oge float %148, 0.000000e+00
  %150 = fcmp contract olt float %148, 1.600000e+01
  %151 = and i1 %149, %150
  %152 = select i1 %151, float %148, float 0.000000e+00
  %153 = fptosi float %152 to i32
  %154 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %153, i32 15)
  %155 = add nsw i32 %154, 1
  %156 = and i32 %155, 15
  %157 = sitofp i32 %154 to float
  %158 = fsub contract float %152, %157
  %159 = sext i32 %154 to i64
  %160 = getelementptr inbounds %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %159
  %161 = load float, ptr %160, align 16, !tbaa !24, !noalias !11
  %162 = getelementptr inbounds nuw i8, ptr %160, i64 4
  %163 = load float, ptr %162, align 4, !tbaa !24, !noalias !11
  %164 = getelementptr inbounds nuw i8, ptr %160, i64 8
  %165 = load float, ptr %164, align 8, !tbaa !24, !noalias !11
  %166 = zext nneg i32 %156 to i64
  %167 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %166
  %168 = load float, ptr %167, align 16, !tbaa !24, !noalias !11
  %169 = getelementptr inbounds nuw i8, ptr %167, i64 4
  %170 = load float, ptr %169, align 4, !tbaa !24, !noalias !11
  %171 = getelementptr inbounds nuw i8, ptr %167, i64 8
  %172 = load float, ptr %171, align 8, !tbaa !24, !noalias !11
  %173 = fsub contract float %168, %161
  %174 = fmul contract float %173, %158
  %175 = fadd contract float %161, %174
  %176 = tail call noundef float @llvm.maxnum.f32(float %175, float 0.000000e+00)
  %177 = tail call noundef float @llvm.minnum.f32(float %176, float 1.000000e+00)
  %178 = fsub contract float %170, %163
  %179 = fmul contract float %178, %158
  %180 = fadd contract float %163, %179
  %181 = tail call noundef float @llvm.maxnum.f32(float %180, float 0.000000e+00)
  %182 = tail call noundef float @llvm.minnum.f32(float %181, float 1.000000e+00)
  %183 = fsub contract float %172, %165
  %184 = fmul contract float %183, %158
  %185 = fadd contract float %165, %184
  %186 = tail call noundef float @llvm.maxnum.f32(float %185, float 0.000000e+00)
  %187 = tail call noundef float @llvm.minnum.f32(float %186, float 1.000000e+00)
  %188 = fmul contract float %177, 2.550000e+02
  %189 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %188)
  %190 = trunc i32 %189 to i8
  %191 = fmul contract float %182, 2.550000e+02
  %192 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %191)
  %193 = trunc i32 %192 to i8
  %194 = fmul contract float %187, 2.550000e+02
  %195 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %194)
  %196 = trunc i32 %195 to i8
  br label %197

197:                                              ; preds = %77, %81, %19
  %198 = phi i8 [ 0, %19 ], [ %190, %81 ], [ 0, %77 ]
  %199 = phi i8 [ 0, %19 ], [ %193, %81 ], [ 0, %77 ]
  %200 = phi i8 [ 0, %19 ], [ %196, %81 ], [ 0, %77 ]
  %201 = zext nneg i32 %15 to i64
  %202 = sext i32 %1 to i64
  %203 = mul nsw i64 %202, %201
  %204 = sext i32 %10 to i64
  %205 = getelementptr %struct.uchar4, ptr %0, i64 %203
  %206 = getelementptr %struct.uchar4, ptr %205, i64 %204
  store i8 %198, ptr %206, align 4, !tbaa !25, !alias.scope !11
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 1
  store i8 %199, ptr %207, align 1, !tbaa !25, !alias.scope !11
  %208 = getelementptr inbounds nuw i8, ptr %206, i64 2
  store i8 %200, ptr %208, align 2, !tbaa !25, !alias.scope !11
  %209 = getelementptr inbounds nuw i8, ptr %206, i64 3
  store i8 -1, ptr %209, align 1, !tbaa !25, !alias.scope !11
  br label %210

210:                                              ; preds = %197, %5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @mandelbrot_smooth_f64(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.View.0) align 8 captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = icmp slt i32 %10, %1
  %17 = icmp slt i32 %15, %2
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %212

19:                                               ; preds = %5
  %20 = load double, ptr %3, align 8, !tbaa !29, !noalias !26
  %21 = sitofp i32 %10 to double
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %23 = load double, ptr %22, align 8, !tbaa !32, !noalias !26
  %24 = fmul contract double %23, %21
  %25 = fadd contract double %20, %24
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !33, !noalias !26
  %28 = uitofp nneg i32 %15 to double
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %30 = load double, ptr %29, align 8, !tbaa !34, !noalias !26
  %31 = fmul contract double %30, %28
  %32 = fadd contract double %27, %31
  %33 = fadd contract double %25, -2.500000e-01
  %34 = fmul contract double %33, %33
  %35 = fmul contract double %32, %32
  %36 = fadd contract double %34, %35
  %37 = fadd contract double %33, %36
  %38 = fmul contract double %36, %37
  %39 = fmul contract double %32, 2.500000e-01
  %40 = fmul contract double %32, %39
  %41 = fcmp contract ole double %38, %40
  %42 = fadd contract double %25, 1.000000e+00
  %43 = fmul contract double %42, %42
  %44 = fadd contract double %43, %35
  %45 = fcmp contract ole double %44, 6.250000e-02
  %46 = or i1 %45, %41
  br i1 %46, label %199, label %47

47:                                               ; preds = %19
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %49 = load float, ptr %48, align 8, !tbaa !35, !noalias !26
  %50 = tail call noundef float @llvm.maxnum.f32(float %49, float 2.000000e+00)
  %51 = fpext contract float %50 to double
  %52 = fmul contract double %51, %51
  %53 = icmp slt i32 %4, 1
  %54 = fcmp contract ult double %52, 0.000000e+00
  %55 = or i1 %53, %54
  br i1 %55, label %79, label %56

56:                                               ; preds = %47, %56
  %57 = phi double [ %66, %56 ], [ 0.000000e+00, %47 ]
  %58 = phi double [ %64, %56 ], [ 0.000000e+00, %47 ]
  %59 = phi double [ %67, %56 ], [ 0.000000e+00, %47 ]
  %60 = phi double [ %68, %56 ], [ 0.000000e+00, %47 ]
  %61 = phi i32 [ %69, %56 ], [ 0, %47 ]
  %62 = fmul contract double %57, 2.000000e+00
  %63 = fmul contract double %58, %62
  %64 = fadd contract double %32, %63
  %65 = fsub contract double %59, %60
  %66 = fadd contract double %25, %65
  %67 = fmul contract double %66, %66
  %68 = fmul contract double %64, %64
  %69 = add nuw nsw i32 %61, 1
  %70 = icmp sle i32 %4, %69
  %71 = fadd contract double %68, %67
  %72 = fcmp contract ugt double %71, %52
  %73 = select i1 %70, i1 true, i1 %72
  br i1 %73, label %74, label %56, !llvm.loop !36

74:                                               ; preds = %56
  %75 = fptrunc contract double %71 to float
  %76 = tail call float @llvm.minnum.f32(float %75, float 0x47EC363CC0000000)
  %77 = uitofp nneg i32 %69 to float
  %78 = fadd contract float %77, 1.000000e+00
  br label %79

79:                                               ; preds = %74, %47
  %80 = phi float [ 1.000000e+00, %47 ], [ %78, %74 ]
  %81 = phi i1 [ %53, %47 ], [ %70, %74 ]
  %82 = phi float [ 0.000000e+00, %47 ], [ %76, %74 ]
  br i1 %81, label %199, label %83

83:                                               ; preds = %79
  %84 = fcmp olt float %82, 0x3810000000000000
  %85 = fmul float %82, 0x4160000000000000
  %86 = select i1 %84, float %85, float %82
  %87 = select i1 %84, float -2.300000e+01, float 0.000000e+00
  %88 = bitcast float %86 to i32
  %89 = add i32 %88, -1059760811
  %90 = and i32 %89, -8388608
  %91 = sub i32 %88, %90
  %92 = bitcast i32 %91 to float
  %93 = sitofp i32 %90 to float
  %94 = tail call float @llvm.fma.f32(float %93, float 0x3E80000000000000, float %87)
  %95 = fadd float %92, -1.000000e+00
  %96 = tail call float @llvm.fma.f32(float %95, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %97 = tail call float @llvm.fma.f32(float %96, float %95, float 0xBFBF19B980000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %95, float 0x3FC1E52AA0000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %95, float 0xBFC55B1720000000)
  %100 = tail call float @llvm.fma.f32(float %99, float %95, float 0x3FC99DA160000000)
  %101 = tail call float @llvm.fma.f32(float %100, float %95, float 0xBFCFFFE440000000)
  %102 = tail call float @llvm.fma.f32(float %101, float %95, float 0x3FD5554F00000000)
  %103 = tail call float @llvm.fma.f32(float %102, float %95, float -5.000000e-01)
  %104 = fmul float %95, %103
  %105 = tail call float @llvm.fma.f32(float %104, float %95, float %95)
  %106 = tail call float @llvm.fma.f32(float %94, float 0x3FE62E4300000000, float %105)
  %107 = icmp ugt i32 %88, 2139095039
  %108 = tail call float @llvm.fma.f32(float %86, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %109 = select i1 %107, float %108, float %106
  %110 = fcmp oeq float %86, 0.000000e+00
  %111 = fmul contract float %109, 5.000000e-01
  %112 = select i1 %110, float 0xFFF0000000000000, float %111
  %113 = fcmp olt float %112, 0x3810000000000000
  %114 = fmul float %112, 0x4160000000000000
  %115 = select i1 %113, float %114, float %112
  %116 = select i1 %113, float -2.300000e+01, float 0.000000e+00
  %117 = bitcast float %115 to i32
  %118 = add i32 %117, -1060439283
  %119 = and i32 %118, -8388608
  %120 = sub i32 %117, %119
  %121 = bitcast i32 %120 to float
  %122 = sitofp i32 %119 to float
  %123 = tail call float @llvm.fma.f32(float %122, float 0x3E80000000000000, float %116)
  %124 = fadd float %121, -1.000000e+00
  %125 = tail call float @llvm.fma.f32(float %124, float 0x3FB8D64FE0000000, float 0xBFC58FE600000000)
  %126 = tail call float @llvm.fma.f32(float %125, float %124, float 0x3FC5F9E540000000)
  %127 = tail call float @llvm.fma.f32(float %126, float %124, float 0xBFC6E9C860000000)
  %128 = tail call float @llvm.fma.f32(float %127, float %124, float 0x3FCA417E80000000)
  %129 = tail call float @llvm.fma.f32(float %128, float %124, float 0xBFCEC79160000000)
  %130 = tail call float @llvm.fma.f32(float %129, float %124, float 0x3FD277F320000000)
  %131 = tail call float @llvm.fma.f32(float %130, float %124, float 0xBFD7154920000000)
  %132 = tail call float @llvm.fma.f32(float %131, float %124, float 0x3FDEC70940000000)
  %133 = tail call float @llvm.fma.f32(float %132, float %124, float 0xBFE7154760000000)
  %134 = fmul float %124, %133
  %135 = fmul float %124, %134
  %136 = tail call float @llvm.fma.f32(float %124, float 0x3FF7154760000000, float %135)
  %137 = fadd float %123, %136
  %138 = icmp ugt i32 %117, 2139095039
  %139 = tail call float @llvm.fma.f32(float %115, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %140 = select i1 %138, float %139, float %137
  %141 = fcmp oeq float %115, 0.000000e+00
  %142 = select i1 %141, float 0xFFF0000000000000, float %140
  %143 = fsub contract float %80, %142
  %144 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %145 = load float, ptr %144, align 4, !tbaa !37, !noalias !26
  %146 = fmul contract float %143, %145
  %147 = fmul contract float %146, 6.250000e-02
  %148 = tail call noundef float @llvm.floor.f32(float %147)
  %149 = fmul contract float %148, 1.600000e+01
  %150 = fsub contract float %146, %149
  %151 = fcmp contract oge float %150, 0.000000e+00
  %152 = fcmp contract olt float %150, 1.600000e+01
  %153 = and i1 %151, %152
  %154 = select i1 %153, float %150, float 0.000000e+00
  %155 = fptosi float %154 to i32
  %156 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %155, i32 15)
  %157 = add nsw i32 %156, 1
  %158 = and i32 %157, 15
  %159 = sitofp i32 %156 to float
  %160 = fsub contract float %154, %159
  %161 = sext i32 %156 to i64
  %162 = getelementptr inbounds %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %161
  %163 = load float, ptr %162, align 16, !tbaa !24, !noalias !26
  %164 = getelementptr inbounds nuw i8, ptr %162, i64 4
  %165 = load float, ptr %164, align 4, !tbaa !24, !noalias !26
  %166 = getelementptr inbounds nuw i8, ptr %162, i64 8
  %167 = load float, ptr %166, align 8, !tbaa !24, !noalias !26
  %168 = zext nneg i32 %158 to i64
  %169 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %168
  %170 = load float, ptr %169, align 16, !tbaa !24, !noalias !26
  %171 = getelementptr inbounds nuw i8, ptr %169, i64 4
  %172 = load float, ptr %171, align 4, !tbaa !24, !noalias !26
  %173 = getelementptr inbounds nuw i8, ptr %169, i64 8
  %174 = load float, ptr %173, align 8, !tbaa !24, !noalias !26
  %175 = fsub contract float %170, %163
  %176 = fmul contract float %175, %160
  %177 = fadd contract float %163, %176
  %178 = tail call noundef float @llvm.maxnum.f32(float %177, float 0.000000e+00)
  %179 = tail call noundef float @llvm.minnum.f32(float %178, float 1.000000e+00)
  %180 = fsub contract float %172, %165
  %181 = fmul contract float %180, %160
  %182 = fadd contract float %165, %181
  %183 = tail call noundef float @llvm.maxnum.f32(float %182, float 0.000000e+00)
  %184 = tail call noundef float @llvm.minnum.f32(float %183, float 1.000000e+00)
  %185 = fsub contract float %174, %167
  %186 = fmul contract float %185, %160
  %187 = fadd contract float %167, %186
  %188 = tail call noundef float @llvm.maxnum.f32(float %187, float 0.000000e+00)
  %189 = tail call noundef float @llvm.minnum.f32(float %188, float 1.000000e+00)
  %190 = fmul contract float %179, 2.550000e+02
  %191 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %190)
  %192 = trunc i32 %191 to i8
  %193 = fmul contract float %184, 2.550000e+02
  %194 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %193)
  %195 = trunc i32 %194 to i8
  %196 = fmul contract float %189, 2.550000e+02
  %197 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %196)
  %198 = trunc i32 %197 to i8
  br label %199

199:                                              ; preds = %79, %83, %19
  %200 = phi i8 [ 0, %19 ], [ %192, %83 ], [ 0, %79 ]
  %201 = phi i8 [ 0, %19 ], [ %195, %83 ], [ 0, %79 ]
  %202 = phi i8 [ 0, %19 ], [ %198, %83 ], [ 0, %79 ]
  %203 = zext nneg i32 %15 to i64
  %204 = sext i32 %1 to i64
  %205 = mul nsw i64 %204, %203
  %206 = sext i32 %10 to i64
  %207 = getelementptr %struct.uchar4, ptr %0, i64 %205
  %208 = getelementptr %struct.uchar4, ptr %207, i64 %206
  store i8 %200, ptr %208, align 4, !tbaa !25, !alias.scope !26
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 1
  store i8 %201, ptr %209, align 1, !tbaa !25, !alias.scope !26
  %210 = getelementptr inbounds nuw i8, ptr %208, i64 2
  store i8 %202, ptr %210, align 2, !tbaa !25, !alias.scope !26
  %211 = getelementptr inbounds nuw i8, ptr %208, i64 3
  store i8 -1, ptr %211, align 1, !tbaa !25, !alias.scope !26
  br label %212

212:                                              ; preds = %199, %5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @newton_fractal(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.NewtonParams) align 4 captures(none) %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %1
  %16 = icmp slt i32 %14, %2
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %560

18:                                               ; preds = %4
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %20 = load i32, ptr %19, align 4, !tbaa !38
  %21 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %20, i32 2)
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 8)
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %24 = load float, ptr %23, align 4, !tbaa !40
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %26 = load i32, ptr %25, align 4, !tbaa !41
  %27 = uitofp nneg i32 %22 to float
  %28 = fdiv contract float 0.000000e+00, %27
  %29 = fadd float %28, %28
  %30 = tail call float @llvm.nvvm.round.f(float %29) #7
  %31 = tail call i32 @llvm.nvvm.f2i.rz(float %30)
  %32 = fneg float %30
  %33 = tail call float @llvm.fma.f32(float %32, float 5.000000e-01, float %28)
  %34 = tail call float @llvm.nvvm.mul.rn.f(float %33, float %33) #7
  %35 = tail call float @llvm.fma.f32(float %34, float 0xBFE2F59920000000, float 0x400466B200000000)
  %36 = tail call float @llvm.fma.f32(float %34, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %37 = tail call float @llvm.fma.f32(float %35, float %34, float 0xC014ABBEC0000000)
  %38 = tail call float @llvm.fma.f32(float %36, float %34, float 0x40103C19E0000000)
  %39 = tail call float @llvm.fma.f32(float %34, float %33, float 0.000000e+00)
  %40 = tail call float @llvm.fma.f32(float %38, float %34, float 0xC013BD3CC0000000)
  %41 = tail call float @llvm.fma.f32(float %37, float %39, float 0.000000e+00)
  %42 = tail call float @llvm.fma.f32(float %40, float %34, float 1.000000e+00)
  %43 = tail call float @llvm.fma.f32(float %33, float 0x400921FB60000000, float %41)
  %44 = and i32 %31, 1
  %45 = icmp eq i32 %44, 0
  %46 = select i1 %45, float %43, float %42
  %47 = select i1 %45, float %42, float %43
  %48 = and i32 %31, 2
  %49 = icmp eq i32 %48, 0
  %50 = fneg float %46
  %51 = select i1 %49, float %46, float %50
  %52 = add i32 %31, 1
  %53 = and i32 %52, 2
  %54 = icmp eq i32 %53, 0
  %55 = fsub float 0.000000e+00, %47
  %56 = select i1 %54, float %47, float %55
  %57 = tail call float @llvm.trunc.f32(float %28)
  %58 = fcmp oeq float %28, %57
  %59 = tail call float @llvm.nvvm.mul.rn.f(float %28, float 0.000000e+00) #7
  %60 = select i1 %58, float %59, float %51
  %61 = tail call float @llvm.nvvm.fabs.f32(float %28)
  %62 = fcmp ogt float %61, 0x4170000000000000
  %63 = tail call float @llvm.nvvm.add.rn.f(float %60, float 1.000000e+00) #7
  %64 = select i1 %62, float %63, float %56
  %65 = fdiv contract float 2.000000e+00, %27
  %66 = fadd float %65, %65
  %67 = tail call float @llvm.nvvm.round.f(float %66) #7
  %68 = tail call i32 @llvm.nvvm.f2i.rz(float %67)
  %69 = fneg float %67
  %70 = tail call float @llvm.fma.f32(float %69, float 5.000000e-01, float %65)
  %71 = tail call float @llvm.nvvm.mul.rn.f(float %70, float %70) #7
  %72 = tail call float @llvm.fma.f32(float %71, float 0xBFE2F59920000000, float 0x400466B200000000)
  %73 = tail call float @llvm.fma.f32(float %71, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %74 = tail call float @llvm.fma.f32(float %72, float %71, float 0xC014ABBEC0000000)
  %75 = tail call float @llvm.fma.f32(float %73, float %71, float 0x40103C19E0000000)
  %76 = tail call float @llvm.fma.f32(float %71, float %70, float 0.000000e+00)
  %77 = tail call float @llvm.fma.f32(float %75, float %71, float 0xC013BD3CC0000000)
  %78 = tail call float @llvm.fma.f32(float %74, float %76, float 0.000000e+00)
  %79 = tail call float @llvm.fma.f32(float %77, float %71, float 1.000000e+00)
  %80 = tail call float @llvm.fma.f32(float %70, float 0x400921FB60000000, float %78)
  %81 = and i32 %68, 1
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, float %80, float %79
  %84 = select i1 %82, float %79, float %80
  %85 = and i32 %68, 2
  %86 = icmp eq i32 %85, 0
  %87 = fneg float %83
  %88 = select i1 %86, float %83, float %87
  %89 = add i32 %68, 1
  %90 = and i32 %89, 2
  %91 = icmp eq i32 %90, 0
  %92 = fsub float 0.000000e+00, %84
  %93 = select i1 %91, float %84, float %92
  %94 = tail call float @llvm.trunc.f32(float %65)
  %95 = fcmp oeq float %65, %94
  %96 = tail call float @llvm.nvvm.mul.rn.f(float %65, float 0.000000e+00) #7
  %97 = select i1 %95, float %96, float %88
  %98 = tail call float @llvm.nvvm.fabs.f32(float %65)
  %99 = fcmp ogt float %98, 0x4170000000000000
  %100 = tail call float @llvm.nvvm.add.rn.f(float %97, float 1.000000e+00) #7
  %101 = select i1 %99, float %100, float %93
  %102 = fdiv contract float 4.000000e+00, %27
  %103 = fadd float %102, %102
  %104 = tail call float @llvm.nvvm.round.f(float %103) #7
  %105 = tail call i32 @llvm.nvvm.f2i.rz(float %104)
  %106 = fneg float %104
  %107 = tail call float @llvm.fma.f32(float %106, float 5.000000e-01, float %102)
  %108 = tail call float @llvm.nvvm.mul.rn.f(float %107, float %107) #7
  %109 = tail call float @llvm.fma.f32(float %108, float 0xBFE2F59920000000, float 0x400466B200000000)
  %110 = tail call float @llvm.fma.f32(float %108, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %111 = tail call float @llvm.fma.f32(float %109, float %108, float 0xC014ABBEC0000000)
  %112 = tail call float @llvm.fma.f32(float %110, float %108, float 0x40103C19E0000000)
  %113 = tail call float @llvm.fma.f32(float %108, float %107, float 0.000000e+00)
  %114 = tail call float @llvm.fma.f32(float %112, float %108, float 0xC013BD3CC0000000)
  %115 = tail call float @llvm.fma.f32(float %111, float %113, float 0.000000e+00)
  %116 = tail call float @llvm.fma.f32(float %114, float %108, float 1.000000e+00)
  %117 = tail call float @llvm.fma.f32(float %107, float 0x400921FB60000000, float %115)
  %118 = and i32 %105, 1
  %119 = icmp eq i32 %118, 0
  %120 = select i1 %119, float %117, float %116
  %121 = select i1 %119, float %116, float %117
  %122 = and i32 %105, 2
  %123 = icmp eq i32 %122, 0
  %124 = fneg float %120
  %125 = select i1 %123, float %120, float %124
  %126 = add i32 %105, 1
  %127 = and i32 %126, 2
  %128 = icmp eq i32 %127, 0
  %129 = fsub float 0.000000e+00, %121
  %130 = select i1 %128, float %121, float %129
  %131 = tail call float @llvm.trunc.f32(float %102)
  %132 = fcmp oeq float %102, %131
  %133 = tail call float @llvm.nvvm.mul.rn.f(float %102, float 0.000000e+00) #7
  %134 = select i1 %132, float %133, float %125
  %135 = tail call float @llvm.nvvm.fabs.f32(float %102)
  %136 = fcmp ogt float %135, 0x4170000000000000
  %137 = tail call float @llvm.nvvm.add.rn.f(float %134, float 1.000000e+00) #7
  %138 = select i1 %136, float %137, float %130
  %139 = fdiv contract float 6.000000e+00, %27
  %140 = fadd float %139, %139
  %141 = tail call float @llvm.nvvm.round.f(float %140) #7
  %142 = tail call i32 @llvm.nvvm.f2i.rz(float %141)
  %143 = fneg float %141
  %144 = tail call float @llvm.fma.f32(float %143, float 5.000000e-01, float %139)
  %145 = tail call float @llvm.nvvm.mul.rn.f(float %144, float %144) #7
  %146 = tail call float @llvm.fma.f32(float %145, float 0xBFE2F59920000000, float 0x400466B200000000)
  %147 = tail call float @llvm.fma.f32(float %145, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %148 = tail call float @llvm.fma.f32(float %146, float %145, float 0xC014ABBEC0000000)
  %149 = tail call float @llvm.fma.f32(float %147, float %145, float 0x40103C19E0000000)
  %150 = tail call float @llvm.fma.f32(float %145, float %144, float 0.000000e+00)
  %151 = tail call float @llvm.fma.f32(float %149, float %145, float 0xC013BD3CC0000000)
  %152 = tail call float @llvm.fma.f32(float %148, float %150, float 0.000000e+00)
  %153 = tail call float @llvm.fma.f32(float %151, float %145, float 1.000000e+00)
  %154 = tail call float @llvm.fma.f32(float %144, float 0x400921FB60000000, float %152)
  %155 = and i32 %142, 1
  %156 = icmp eq i32 %155, 0
  %157 = select i1 %156, float %154, float %153
  %158 = select i1 %156, float %153, float %154
  %159 = and i32 %142, 2
  %160 = icmp eq i32 %159, 0
  %161 = fneg float %157
  %162 = select i1 %160, float %157, float %161
  %163 = add i32 %142, 1
  %164 = and i32 %163, 2
  %165 = icmp eq i32 %164, 0
  %166 = fsub float 0.000000e+00, %158
  %167 = select i1 %165, float %158, float %166
  %168 = tail call float @llvm.trunc.f32(float %139)
  %169 = fcmp oeq float %139, %168
  %170 = tail call float @llvm.nvvm.mul.rn.f(float %139, float 0.000000e+00) #7
  %171 = select i1 %169, float %170, float %162
  %172 = tail call float @llvm.nvvm.fabs.f32(float %139)
  %173 = fcmp ogt float %172, 0x4170000000000000
  %174 = tail call float @llvm.nvvm.add.rn.f(float %171, float 1.000000e+00) #7
  %175 = select i1 %173, float %174, float %167
  %176 = fdiv contract float 8.000000e+00, %27
  %177 = fadd float %176, %176
  %178 = tail call float @llvm.nvvm.round.f(float %177) #7
  %179 = tail call i32 @llvm.nvvm.f2i.rz(float %178)
  %180 = fneg float %178
  %181 = tail call float @llvm.fma.f32(float %180, float 5.000000e-01, float %176)
  %182 = tail call float @llvm.nvvm.mul.rn.f(float %181, float %181) #7
  %183 = tail call float @llvm.fma.f32(float %182, float 0xBFE2F59920000000, float 0x400466B200000000)
  %184 = tail call float @llvm.fma.f32(float %182, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %185 = tail call float @llvm.fma.f32(float %183, float %182, float 0xC014ABBEC0000000)
  %186 = tail call float @llvm.fma.f32(float %184, float %182, float 0x40103C19E0000000)
  %187 = tail call float @llvm.fma.f32(float %182, float %181, float 0.000000e+00)
  %188 = tail call float @llvm.fma.f32(float %186, float %182, float 0xC013BD3CC0000000)
  %189 = tail call float @llvm.fma.f32(float %185, float %187, float 0.000000e+00)
  %190 = tail call float @llvm.fma.f32(float %188, float %182, float 1.000000e+00)
  %191 = tail call float @llvm.fma.f32(float %181, float 0x400921FB60000000, float %189)
  %192 = and i32 %179, 1
  %193 = icmp eq i32 %192, 0
  %194 = select i1 %193, float %191, float %190
  %195 = select i1 %193, float %190, float %191
  %196 = and i32 %179, 2
  %197 = icmp eq i32 %196, 0
  %198 = fneg float %194
  %199 = select i1 %197, float %194, float %198
  %200 = add i32 %179, 1
  %201 = and i32 %200, 2
  %202 = icmp eq i32 %201, 0
  %203 = fsub float 0.000000e+00, %195
  %204 = select i1 %202, float %195, float %203
  %205 = tail call float @llvm.trunc.f32(float %176)
  %206 = fcmp oeq float %176, %205
  %207 = tail call float @llvm.nvvm.mul.rn.f(float %176, float 0.000000e+00) #7
  %208 = select i1 %206, float %207, float %199
  %209 = tail call float @llvm.nvvm.fabs.f32(float %176)
  %210 = fcmp ogt float %209, 0x4170000000000000
  %211 = tail call float @llvm.nvvm.add.rn.f(float %208, float 1.000000e+00) #7
  %212 = select i1 %210, float %211, float %204
  %213 = fdiv contract float 1.000000e+01, %27
  %214 = fadd float %213, %213
  %215 = tail call float @llvm.nvvm.round.f(float %214) #7
  %216 = tail call i32 @llvm.nvvm.f2i.rz(float %215)
  %217 = fneg float %215
  %218 = tail call float @llvm.fma.f32(float %217, float 5.000000e-01, float %213)
  %219 = tail call float @llvm.nvvm.mul.rn.f(float %218, float %218) #7
  %220 = tail call float @llvm.fma.f32(float %219, float 0xBFE2F59920000000, float 0x400466B200000000)
  %221 = tail call float @llvm.fma.f32(float %219, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %222 = tail call float @llvm.fma.f32(float %220, float %219, float 0xC014ABBEC0000000)
  %223 = tail call float @llvm.fma.f32(float %221, float %219, float 0x40103C19E0000000)
  %224 = tail call float @llvm.fma.f32(float %219, float %218, float 0.000000e+00)
  %225 = tail call float @llvm.fma.f32(float %223, float %219, float 0xC013BD3CC0000000)
  %226 = tail call float @llvm.fma.f32(float %222, float %224, float 0.000000e+00)
  %227 = tail call float @llvm.fma.f32(float %225, float %219, float 1.000000e+00)
  %228 = tail call float @llvm.fma.f32(float %218, float 0x400921FB60000000, float %226)
  %229 = and i32 %216, 1
  %230 = icmp eq i32 %229, 0
  %231 = select i1 %230, float %228, float %227
  %232 = select i1 %230, float %227, float %228
  %233 = and i32 %216, 2
  %234 = icmp eq i32 %233, 0
  %235 = fneg float %231
  %236 = select i1 %234, float %231, float %235
  %237 = add i32 %216, 1
  %238 = and i32 %237, 2
  %239 = icmp eq i32 %238, 0
  %240 = fsub float 0.000000e+00, %232
  %241 = select i1 %239, float %232, float %240
  %242 = tail call float @llvm.trunc.f32(float %213)
  %243 = fcmp oeq float %213, %242
  %244 = tail call float @llvm.nvvm.mul.rn.f(float %213, float 0.000000e+00) #7
  %245 = select i1 %243, float %244, float %236
  %246 = tail call float @llvm.nvvm.fabs.f32(float %213)
  %247 = fcmp ogt float %246, 0x4170000000000000
  %248 = tail call float @llvm.nvvm.add.rn.f(float %245, float 1.000000e+00) #7
  %249 = select i1 %247, float %248, float %241
  %250 = fdiv contract float 1.200000e+01, %27
  %251 = fadd float %250, %250
  %252 = tail call float @llvm.nvvm.round.f(float %251) #7
  %253 = tail call i32 @llvm.nvvm.f2i.rz(float %252)
  %254 = fneg float %252
  %255 = tail call float @llvm.fma.f32(float %254, float 5.000000e-01, float %250)
  %256 = tail call float @llvm.nvvm.mul.rn.f(float %255, float %255) #7
  %257 = tail call float @llvm.fma.f32(float %256, float 0xBFE2F59920000000, float 0x400466B200000000)
  %258 = tail call float @llvm.fma.f32(float %256, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %259 = tail call float @llvm.fma.f32(float %257, float %256, float 0xC014ABBEC0000000)
  %260 = tail call float @llvm.fma.f32(float %258, float %256, float 0x40103C19E0000000)
  %261 = tail call float @llvm.fma.f32(float %256, float %255, float 0.000000e+00)
  %262 = tail call float @llvm.fma.f32(float %260, float %256, float 0xC013BD3CC0000000)
  %263 = tail call float @llvm.fma.f32(float %259, float %261, float 0.000000e+00)
  %264 = tail call float @llvm.fma.f32(float %262, float %256, float 1.000000e+00)
  %265 = tail call float @llvm.fma.f32(float %255, float 0x400921FB60000000, float %263)
  %266 = and i32 %253, 1
  %267 = icmp eq i32 %266, 0
  %268 = select i1 %267, float %265, float %264
  %269 = select i1 %267, float %264, float %265
  %270 = and i32 %253, 2
  %271 = icmp eq i32 %270, 0
  %272 = fneg float %268
  %273 = select i1 %271, float %268, float %272
  %274 = add i32 %253, 1
  %275 = and i32 %274, 2
  %276 = icmp eq i32 %275, 0
  %277 = fsub float 0.000000e+00, %269
  %278 = select i1 %276, float %269, float %277
  %279 = tail call float @llvm.trunc.f32(float %250)
  %280 = fcmp oeq float %250, %279
  %281 = tail call float @llvm.nvvm.mul.rn.f(float %250, float 0.000000e+00) #7
  %282 = select i1 %280, float %281, float %273
  %283 = tail call float @llvm.nvvm.fabs.f32(float %250)
  %284 = fcmp ogt float %283, 0x4170000000000000
  %285 = tail call float @llvm.nvvm.add.rn.f(float %282, float 1.000000e+00) #7
  %286 = select i1 %284, float %285, float %278
  %287 = fdiv contract float 1.400000e+01, %27
  %288 = fadd float %287, %287
  %289 = tail call float @llvm.nvvm.round.f(float %288) #7
  %290 = tail call i32 @llvm.nvvm.f2i.rz(float %289)
  %291 = fneg float %289
  %292 = tail call float @llvm.fma.f32(float %291, float 5.000000e-01, float %287)
  %293 = tail call float @llvm.nvvm.mul.rn.f(float %292, float %292) #7
  %294 = tail call float @llvm.fma.f32(float %293, float 0xBFE2F59920000000, float 0x400466B200000000)
  %295 = tail call float @llvm.fma.f32(float %293, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %296 = tail call float @llvm.fma.f32(float %294, float %293, float 0xC014ABBEC0000000)
  %297 = tail call float @llvm.fma.f32(float %295, float %293, float 0x40103C19E0000000)
  %298 = tail call float @llvm.fma.f32(float %293, float %292, float 0.000000e+00)
  %299 = tail call float @llvm.fma.f32(float %297, float %293, float 0xC013BD3CC0000000)
  %300 = tail call float @llvm.fma.f32(float %296, float %298, float 0.000000e+00)
  %301 = tail call float @llvm.fma.f32(float %299, float %293, float 1.000000e+00)
  %302 = tail call float @llvm.fma.f32(float %292, float 0x400921FB60000000, float %300)
  %303 = and i32 %290, 1
  %304 = icmp eq i32 %303, 0
  %305 = select i1 %304, float %302, float %301
  %306 = select i1 %304, float %301, float %302
  %307 = and i32 %290, 2
  %308 = icmp eq i32 %307, 0
  %309 = fneg float %305
  %310 = select i1 %308, float %305, float %309
  %311 = add i32 %290, 1
  %312 = and i32 %311, 2
  %313 = icmp eq i32 %312, 0
  %314 = fsub float 0.000000e+00, %306
  %315 = select i1 %313, float %306, float %314
  %316 = tail call float @llvm.trunc.f32(float %287)
  %317 = fcmp oeq float %287, %316
  %318 = tail call float @llvm.nvvm.mul.rn.f(float %287, float 0.000000e+00) #7
  %319 = select i1 %317, float %318, float %310
  %320 = tail call float @llvm.nvvm.fabs.f32(float %287)
  %321 = fcmp ogt float %320, 0x4170000000000000
  %322 = tail call float @llvm.nvvm.add.rn.f(float %319, float 1.000000e+00) #7
  %323 = select i1 %321, float %322, float %315
  %324 = fmul contract float %24, %24
  %325 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %26, i32 0)
  %326 = tail call i32 @llvm.umin.i32(i32 %325, i32 255)
  %327 = icmp slt i32 %26, 1
  br i1 %327, label %550, label %328

328:                                              ; preds = %18
  %329 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %330 = load float, ptr %329, align 4, !tbaa !42
  %331 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %332 = load float, ptr %331, align 4, !tbaa !43
  %333 = uitofp nneg i32 %14 to float
  %334 = fmul contract float %332, %333
  %335 = fadd contract float %330, %334
  %336 = load float, ptr %3, align 4, !tbaa !44
  %337 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %338 = load float, ptr %337, align 4, !tbaa !45
  %339 = sitofp i32 %9 to float
  %340 = fmul contract float %338, %339
  %341 = fadd contract float %336, %340
  %342 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %343 = load float, ptr %342, align 4
  %344 = icmp sgt i32 %20, 2
  %345 = icmp sgt i32 %20, 3
  %346 = icmp sgt i32 %20, 4
  %347 = icmp sgt i32 %20, 5
  %348 = icmp sgt i32 %20, 6
  %349 = icmp sgt i32 %20, 7
  %350 = icmp slt i32 %20, 3
  %351 = icmp slt i32 %20, 4
  %352 = icmp slt i32 %20, 5
  %353 = icmp slt i32 %20, 6
  %354 = icmp slt i32 %20, 7
  %355 = icmp slt i32 %20, 8
  br label %356

356:                                              ; preds = %328, %542
  %357 = phi float [ %335, %328 ], [ %540, %542 ]
  %358 = phi float [ %341, %328 ], [ %539, %542 ]
  %359 = phi i32 [ 0, %328 ], [ %538, %542 ]
  %360 = phi i32 [ 0, %328 ], [ %543, %542 ]
  %361 = fmul contract float %357, 0.000000e+00
  %362 = fsub contract float %358, %361
  %363 = fmul contract float %358, 0.000000e+00
  %364 = fadd contract float %357, %363
  br i1 %344, label %365, label %372

365:                                              ; preds = %356
  %366 = fmul contract float %358, %362
  %367 = fmul contract float %357, %364
  %368 = fsub contract float %366, %367
  %369 = fmul contract float %357, %362
  %370 = fmul contract float %358, %364
  %371 = fadd contract float %369, %370
  br label %372

372:                                              ; preds = %365, %356
  %373 = phi float [ %368, %365 ], [ %362, %356 ]
  %374 = phi float [ %371, %365 ], [ %364, %356 ]
  br i1 %345, label %375, label %382

375:                                              ; preds = %372
  %376 = fmul contract float %358, %373
  %377 = fmul contract float %357, %374
  %378 = fsub contract float %376, %377
  %379 = fmul contract float %357, %373
  %380 = fmul contract float %358, %374
  %381 = fadd contract float %379, %380
  br label %382

382:                                              ; preds = %375, %372
  %383 = phi float [ %378, %375 ], [ %373, %372 ]
  %384 = phi float [ %381, %375 ], [ %374, %372 ]
  br i1 %346, label %385, label %392

385:                                              ; preds = %382
  %386 = fmul contract float %358, %383
  %387 = fmul contract float %357, %384
  %388 = fsub contract float %386, %387
  %389 = fmul contract float %357, %383
  %390 = fmul contract float %358, %384
  %391 = fadd contract float %389, %390
  br label %392

392:                                              ; preds = %385, %382
  %393 = phi float [ %388, %385 ], [ %383, %382 ]
  %394 = phi float [ %391, %385 ], [ %384, %382 ]
  br i1 %347, label %395, label %402

395:                                              ; preds = %392
  %396 = fmul contract float %358, %393
  %397 = fmul contract float %357, %394
  %398 = fsub contract float %396, %397
  %399 = fmul contract float %357, %393
  %400 = fmul contract float %358, %394
  %401 = fadd contract float %399, %400
  br label %402

402:                                              ; preds = %395, %392
  %403 = phi float [ %398, %395 ], [ %393, %392 ]
  %404 = phi float [ %401, %395 ], [ %394, %392 ]
  br i1 %348, label %405, label %412

405:                                              ; preds = %402
  %406 = fmul contract float %358, %403
  %407 = fmul contract float %357, %404
  %408 = fsub contract float %406, %407
  %409 = fmul contract float %357, %403
  %410 = fmul contract float %358, %404
  %411 = fadd contract float %409, %410
  br label %412

412:                                              ; preds = %405, %402
  %413 = phi float [ %408, %405 ], [ %403, %402 ]
  %414 = phi float [ %411, %405 ], [ %404, %402 ]
  br i1 %349, label %415, label %422

415:                                              ; preds = %412
  %416 = fmul contract float %358, %413
  %417 = fmul contract float %357, %414
  %418 = fsub contract float %416, %417
  %419 = fmul contract float %357, %413
  %420 = fmul contract float %358, %414
  %421 = fadd contract float %419, %420
  br label %422

422:                                              ; preds = %415, %412
  %423 = phi float [ %418, %415 ], [ %413, %412 ]
  %424 = phi float [ %421, %415 ], [ %414, %412 ]
  %425 = fmul contract float %423, %27
  %426 = fmul contract float %424, %27
  %427 = fmul contract float %425, %425
  %428 = fmul contract float %426, %426
  %429 = fadd contract float %427, %428
  %430 = fcmp contract olt float %429, 0x39B4484C00000000
  br i1 %430, label %537, label %431

431:                                              ; preds = %422
  %432 = fmul contract float %358, %423
  %433 = fmul contract float %357, %424
  %434 = fsub contract float %432, %433
  %435 = fadd contract float %434, -1.000000e+00
  %436 = fmul contract float %357, %423
  %437 = fmul contract float %358, %424
  %438 = fadd contract float %436, %437
  %439 = tail call fastcc { float, float } @_ZL4cdiv3cpxS_(float %435, float %438, float %425, float %426) #7
  %440 = extractvalue { float, float } %439, 0
  %441 = extractvalue { float, float } %439, 1
  %442 = fmul contract float %343, %440
  %443 = fmul contract float %343, %441
  %444 = fsub contract float %358, %442
  %445 = fsub contract float %357, %443
  %446 = fsub contract float %444, %64
  %447 = fsub contract float %445, %60
  %448 = fmul contract float %446, %446
  %449 = fmul contract float %447, %447
  %450 = fadd contract float %448, %449
  %451 = fcmp contract olt float %450, %324
  %452 = select i1 %451, i32 1, i32 %359
  br i1 %451, label %461, label %453

453:                                              ; preds = %431
  %454 = fsub contract float %444, %101
  %455 = fsub contract float %445, %97
  %456 = fmul contract float %454, %454
  %457 = fmul contract float %455, %455
  %458 = fadd contract float %456, %457
  %459 = fcmp contract olt float %458, %324
  br i1 %459, label %460, label %461

460:                                              ; preds = %453
  br label %461

461:                                              ; preds = %460, %453, %431
  %462 = phi i32 [ %452, %431 ], [ 2, %460 ], [ %452, %453 ]
  %463 = phi i1 [ true, %431 ], [ true, %460 ], [ false, %453 ]
  %464 = or i1 %350, %463
  br i1 %464, label %473, label %465

465:                                              ; preds = %461
  %466 = fsub contract float %444, %138
  %467 = fsub contract float %445, %134
  %468 = fmul contract float %466, %466
  %469 = fmul contract float %467, %467
  %470 = fadd contract float %468, %469
  %471 = fcmp contract olt float %470, %324
  br i1 %471, label %472, label %473

472:                                              ; preds = %465
  br label %473

473:                                              ; preds = %472, %465, %461
  %474 = phi i32 [ %462, %461 ], [ 3, %472 ], [ %462, %465 ]
  %475 = phi i1 [ %463, %461 ], [ true, %472 ], [ false, %465 ]
  %476 = or i1 %351, %475
  br i1 %476, label %485, label %477

477:                                              ; preds = %473
  %478 = fsub contract float %444, %175
  %479 = fsub contract float %445, %171
  %480 = fmul contract float %478, %478
  %481 = fmul contract float %479, %479
  %482 = fadd contract float %480, %481
  %483 = fcmp contract olt float %482, %324
  br i1 %483, label %484, label %485

484:                                              ; preds = %477
  br label %485

485:                                              ; preds = %484, %477, %473
  %486 = phi i32 [ %474, %473 ], [ 4, %484 ], [ %474, %477 ]
  %487 = phi i1 [ %475, %473 ], [ true, %484 ], [ false, %477 ]
  %488 = or i1 %352, %487
  br i1 %488, label %497, label %489

489:                                              ; preds = %485
  %490 = fsub contract float %444, %212
  %491 = fsub contract float %445, %208
  %492 = fmul contract float %490, %490
  %493 = fmul contract float %491, %491
  %494 = fadd contract float %492, %493
  %495 = fcmp contract olt float %494, %324
  br i1 %495, label %496, label %497

496:                                              ; preds = %489
  br label %497

497:                                              ; preds = %496, %489, %485
  %498 = phi i32 [ %486, %485 ], [ 5, %496 ], [ %486, %489 ]
  %499 = phi i1 [ %487, %485 ], [ true, %496 ], [ false, %489 ]
  %500 = or i1 %353, %499
  br i1 %500, label %509, label %501

501:                                              ; preds = %497
  %502 = fsub contract float %444, %249
  %503 = fsub contract float %445, %245
  %504 = fmul contract float %502, %502
  %505 = fmul contract float %503, %503
  %506 = fadd contract float %504, %505
  %507 = fcmp contract olt float %506, %324
  br i1 %507, label %508, label %509

508:                                              ; preds = %501
  br label %509

509:                                              ; preds = %508, %501, %497
  %510 = phi i32 [ %498, %497 ], [ 6, %508 ], [ %498, %501 ]
  %511 = phi i1 [ %499, %497 ], [ true, %508 ], [ false, %501 ]
  %512 = or i1 %354, %511
  br i1 %512, label %521, label %513

513:                                              ; preds = %509
  %514 = fsub contract float %444, %286
  %515 = fsub contract float %445, %282
  %516 = fmul contract float %514, %514
  %517 = fmul contract float %515, %515
  %518 = fadd contract float %516, %517
  %519 = fcmp contract olt float %518, %324
  br i1 %519, label %520, label %521

520:                                              ; preds = %513
  br label %521

521:                                              ; preds = %520, %513, %509
  %522 = phi i32 [ %510, %509 ], [ 7, %520 ], [ %510, %513 ]
  %523 = phi i1 [ %511, %509 ], [ true, %520 ], [ false, %513 ]
  %524 = or i1 %355, %523
  br i1 %524, label %533, label %525

525:                                              ; preds = %521
  %526 = fsub contract float %444, %323
  %527 = fsub contract float %445, %319
  %528 = fmul contract float %526, %526
  %529 = fmul contract float %527, %527
  %530 = fadd contract float %528, %529
  %531 = fcmp contract olt float %530, %324
  br i1 %531, label %532, label %533

532:                                              ; preds = %525
  br label %533

533:                                              ; preds = %532, %525, %521
  %534 = phi i32 [ %522, %521 ], [ 8, %532 ], [ %522, %525 ]
  %535 = phi i1 [ %523, %521 ], [ true, %532 ], [ false, %525 ]
  %536 = xor i1 %535, true
  br label %537

537:                                              ; preds = %422, %533
  %538 = phi i32 [ %534, %533 ], [ %359, %422 ]
  %539 = phi float [ %444, %533 ], [ %358, %422 ]
  %540 = phi float [ %445, %533 ], [ %357, %422 ]
  %541 = phi i1 [ %536, %533 ], [ false, %422 ]
  br i1 %541, label %542, label %545

542:                                              ; preds = %537
  %543 = add nuw nsw i32 %360, 1
  %544 = icmp eq i32 %543, %326
  br i1 %544, label %545, label %356, !llvm.loop !46

545:                                              ; preds = %537, %542
  %546 = phi i32 [ %326, %542 ], [ %360, %537 ]
  %547 = trunc nuw nsw i32 %538 to i8
  %548 = tail call range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %546, i32 255)
  %549 = trunc nuw i32 %548 to i8
  br label %550

550:                                              ; preds = %545, %18
  %551 = phi i8 [ 0, %18 ], [ %549, %545 ]
  %552 = phi i8 [ 0, %18 ], [ %547, %545 ]
  %553 = zext nneg i32 %14 to i64
  %554 = sext i32 %1 to i64
  %555 = mul nsw i64 %554, %553
  %556 = sext i32 %9 to i64
  %557 = getelementptr %struct.uchar2, ptr %0, i64 %555
  %558 = getelementptr %struct.uchar2, ptr %557, i64 %556
  store i8 %552, ptr %558, align 2, !tbaa !25
  %559 = getelementptr inbounds nuw i8, ptr %558, i64 1
  store i8 %551, ptr %559, align 1, !tbaa !25
  br label %560

560:                                              ; preds = %4, %550
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc { float, float } @_ZL4cdiv3cpxS_(float %0, float %1, float %2, float %3) unnamed_addr #2 {
  %5 = tail call noundef float @llvm.nvvm.fabs.f32(float %2)
  %6 = tail call noundef float @llvm.nvvm.fabs.f32(float %3)
  %7 = fcmp contract ult float %5, %6
  br i1 %7, label %18, label %8

8:                                                ; preds = %4
  %9 = fdiv contract float %3, %2
  %10 = fmul contract float %3, %9
  %11 = fadd contract float %2, %10
  %12 = fmul contract float %1, %9
  %13 = fadd contract float %0, %12
  %14 = fdiv contract float %13, %11
  %15 = fmul contract float %0, %9
  %16 = fsub contract float %1, %15
  %17 = fdiv contract float %16, %11
  br label %28

18:                                               ; preds = %4
  %19 = fdiv contract float %2, %3
  %20 = fmul contract float %2, %19
  %21 = fadd contract float %3, %20
  %22 = fmul contract float %0, %19
  %23 = fadd contract float %1, %22
  %24 = fdiv contract float %23, %21
  %25 = fmul contract float %1, %19
  %26 = fsub contract float %25, %0
  %27 = fdiv contract float %26, %21
  br label %28

28:                                               ; preds = %18, %8
  %29 = phi float [ %14, %8 ], [ %24, %18 ]
  %30 = phi float [ %17, %8 ], [ %27, %18 ]
  %31 = insertvalue { float, float } poison, float %29, 0
  %32 = insertvalue { float, float } %31, float %30, 1
  ret { float, float } %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZL16mandelbrot_pixelIfEvP6uchar4iiRK4ViewIT_Ei: argument 0"}
!13 = distinct !{!13, !"_ZL16mandelbrot_pixelIfEvP6uchar4iiRK4ViewIT_Ei"}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTS4ViewIfE", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !16, i64 20}
!16 = !{!"float", !8, i64 0}
!17 = !{!15, !16, i64 8}
!18 = !{!15, !16, i64 4}
!19 = !{!15, !16, i64 12}
!20 = !{!15, !16, i64 16}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!15, !16, i64 20}
!24 = !{!16, !16, i64 0}
!25 = !{!8, !8, i64 0}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZL16mandelbrot_pixelIdEvP6uchar4iiRK4ViewIT_Ei: argument 0"}
!28 = distinct !{!28, !"_ZL16mandelbrot_pixelIdEvP6uchar4iiRK4ViewIT_Ei"}
!29 = !{!30, !31, i64 0}
!30 = !{!"_ZTS4ViewIdE", !31, i64 0, !31, i64 8, !31, i64 16, !31, i64 24, !16, i64 32, !16, i64 36}
!31 = !{!"double", !8, i64 0}
!32 = !{!30, !31, i64 16}
!33 = !{!30, !31, i64 8}
!34 = !{!30, !31, i64 24}
!35 = !{!30, !16, i64 32}
!36 = distinct !{!36, !22}
!37 = !{!30, !16, i64 36}
!38 = !{!39, !7, i64 24}
!39 = !{!"_ZTS12NewtonParams", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !16, i64 20, !7, i64 24, !7, i64 28}
!40 = !{!39, !16, i64 20}
!41 = !{!39, !7, i64 28}
!42 = !{!39, !16, i64 4}
!43 = !{!39, !16, i64 12}
!44 = !{!39, !16, i64 0}
!45 = !{!39, !16, i64 8}
!46 = distinct !{!46, !22}
