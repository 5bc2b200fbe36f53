; ModuleID = 'src/fractals.cu'
source_filename = "src/fractals.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.View = type { float, float, float, float, float, float }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.View.0 = type { double, double, double, double, float, float }
%struct.NewtonParams = type { float, float, float, float, float, float, i32, i32 }
%struct.cpx = type { float, float }
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
  %143 = load float, ptr %142, align 4, !tbaa !24, !noalias !11
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
  %161 = load float, ptr %160, align 16, !tbaa !25, !noalias !11
  %162 = getelementptr inbounds nuw i8, ptr %160, i64 4
  %163 = load float, ptr %162, align 4, !tbaa !25, !noalias !11
  %164 = getelementptr inbounds nuw i8, ptr %160, i64 8
  %165 = load float, ptr %164, align 8, !tbaa !25, !noalias !11
  %166 = zext nneg i32 %156 to i64
  %167 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %166
  %168 = load float, ptr %167, align 16, !tbaa !25, !noalias !11
  %169 = getelementptr inbounds nuw i8, ptr %167, i64 4
  %170 = load float, ptr %169, align 4, !tbaa !25, !noalias !11
  %171 = getelementptr inbounds nuw i8, ptr %167, i64 8
  %172 = load float, ptr %171, align 8, !tbaa !25, !noalias !11
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
  store i8 %198, ptr %206, align 4, !tbaa !26, !alias.scope !11
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 1
  store i8 %199, ptr %207, align 1, !tbaa !26, !alias.scope !11
  %208 = getelementptr inbounds nuw i8, ptr %206, i64 2
  store i8 %200, ptr %208, align 2, !tbaa !26, !alias.scope !11
  %209 = getelementptr inbounds nuw i8, ptr %206, i64 3
  store i8 -1, ptr %209, align 1, !tbaa !26, !alias.scope !11
  br label %210

210:                                              ; preds = %197, %5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @mandelbrot_smooth_f64(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.View.0) align 8 captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
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
  %20 = load double, ptr %3, align 8, !tbaa !30, !noalias !27
  %21 = sitofp i32 %10 to double
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %23 = load double, ptr %22, align 8, !tbaa !33, !noalias !27
  %24 = fmul contract double %23, %21
  %25 = fadd contract double %20, %24
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !34, !noalias !27
  %28 = uitofp nneg i32 %15 to double
  %29 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %30 = load double, ptr %29, align 8, !tbaa !35, !noalias !27
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
  %49 = load float, ptr %48, align 8, !tbaa !36, !noalias !27
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
  br i1 %73, label %74, label %56, !llvm.loop !37

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
  %145 = load float, ptr %144, align 4, !tbaa !38, !noalias !27
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
  %163 = load float, ptr %162, align 16, !tbaa !25, !noalias !27
  %164 = getelementptr inbounds nuw i8, ptr %162, i64 4
  %165 = load float, ptr %164, align 4, !tbaa !25, !noalias !27
  %166 = getelementptr inbounds nuw i8, ptr %162, i64 8
  %167 = load float, ptr %166, align 8, !tbaa !25, !noalias !27
  %168 = zext nneg i32 %158 to i64
  %169 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(4) @c_palette to ptr), i64 %168
  %170 = load float, ptr %169, align 16, !tbaa !25, !noalias !27
  %171 = getelementptr inbounds nuw i8, ptr %169, i64 4
  %172 = load float, ptr %171, align 4, !tbaa !25, !noalias !27
  %173 = getelementptr inbounds nuw i8, ptr %169, i64 8
  %174 = load float, ptr %173, align 8, !tbaa !25, !noalias !27
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
  store i8 %200, ptr %208, align 4, !tbaa !26, !alias.scope !27
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 1
  store i8 %201, ptr %209, align 1, !tbaa !26, !alias.scope !27
  %210 = getelementptr inbounds nuw i8, ptr %208, i64 2
  store i8 %202, ptr %210, align 2, !tbaa !26, !alias.scope !27
  %211 = getelementptr inbounds nuw i8, ptr %208, i64 3
  store i8 -1, ptr %211, align 1, !tbaa !26, !alias.scope !27
  br label %212

212:                                              ; preds = %199, %5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @newton_fractal(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.NewtonParams) align 4 captures(none) %3) local_unnamed_addr #1 {
  %5 = alloca %struct.cpx, align 4
  %6 = alloca %struct.cpx, align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp slt i32 %11, %1
  %18 = icmp slt i32 %16, %2
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %565

20:                                               ; preds = %4
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %22 = load i32, ptr %21, align 4, !tbaa !39
  %23 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %22, i32 2)
  %24 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %23, i32 8)
  %25 = uitofp nneg i32 %24 to float
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %27 = load i32, ptr %26, align 4, !tbaa !41
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %29 = load float, ptr %28, align 4, !tbaa !42
  %30 = fdiv contract float 0.000000e+00, %25
  %31 = fadd float %30, %30
  %32 = tail call float @llvm.nvvm.round.f(float %31) #7
  %33 = tail call i32 @llvm.nvvm.f2i.rz(float %32)
  %34 = fneg float %32
  %35 = tail call float @llvm.fma.f32(float %34, float 5.000000e-01, float %30)
  %36 = tail call float @llvm.nvvm.mul.rn.f(float %35, float %35) #7
  %37 = tail call float @llvm.fma.f32(float %36, float 0xBFE2F59920000000, float 0x400466B200000000)
  %38 = tail call float @llvm.fma.f32(float %36, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %39 = tail call float @llvm.fma.f32(float %37, float %36, float 0xC014ABBEC0000000)
  %40 = tail call float @llvm.fma.f32(float %38, float %36, float 0x40103C19E0000000)
  %41 = tail call float @llvm.fma.f32(float %36, float %35, float 0.000000e+00)
  %42 = tail call float @llvm.fma.f32(float %40, float %36, float 0xC013BD3CC0000000)
  %43 = tail call float @llvm.fma.f32(float %39, float %41, float 0.000000e+00)
  %44 = tail call float @llvm.fma.f32(float %42, float %36, float 1.000000e+00)
  %45 = tail call float @llvm.fma.f32(float %35, float 0x400921FB60000000, float %43)
  %46 = and i32 %33, 1
  %47 = icmp eq i32 %46, 0
  %48 = select i1 %47, float %45, float %44
  %49 = select i1 %47, float %44, float %45
  %50 = and i32 %33, 2
  %51 = icmp eq i32 %50, 0
  %52 = fneg float %48
  %53 = select i1 %51, float %48, float %52
  %54 = add i32 %33, 1
  %55 = and i32 %54, 2
  %56 = icmp eq i32 %55, 0
  %57 = fsub float 0.000000e+00, %49
  %58 = select i1 %56, float %49, float %57
  %59 = tail call float @llvm.trunc.f32(float %30)
  %60 = fcmp oeq float %30, %59
  %61 = tail call float @llvm.nvvm.mul.rn.f(float %30, float 0.000000e+00) #7
  %62 = select i1 %60, float %61, float %53
  %63 = tail call float @llvm.nvvm.fabs.f32(float %30)
  %64 = fcmp ogt float %63, 0x4170000000000000
  %65 = tail call float @llvm.nvvm.add.rn.f(float %62, float 1.000000e+00) #7
  %66 = select i1 %64, float %65, float %58
  %67 = fdiv contract float 2.000000e+00, %25
  %68 = fadd float %67, %67
  %69 = tail call float @llvm.nvvm.round.f(float %68) #7
  %70 = tail call i32 @llvm.nvvm.f2i.rz(float %69)
  %71 = fneg float %69
  %72 = tail call float @llvm.fma.f32(float %71, float 5.000000e-01, float %67)
  %73 = tail call float @llvm.nvvm.mul.rn.f(float %72, float %72) #7
  %74 = tail call float @llvm.fma.f32(float %73, float 0xBFE2F59920000000, float 0x400466B200000000)
  %75 = tail call float @llvm.fma.f32(float %73, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %76 = tail call float @llvm.fma.f32(float %74, float %73, float 0xC014ABBEC0000000)
  %77 = tail call float @llvm.fma.f32(float %75, float %73, float 0x40103C19E0000000)
  %78 = tail call float @llvm.fma.f32(float %73, float %72, float 0.000000e+00)
  %79 = tail call float @llvm.fma.f32(float %77, float %73, float 0xC013BD3CC0000000)
  %80 = tail call float @llvm.fma.f32(float %76, float %78, float 0.000000e+00)
  %81 = tail call float @llvm.fma.f32(float %79, float %73, float 1.000000e+00)
  %82 = tail call float @llvm.fma.f32(float %72, float 0x400921FB60000000, float %80)
  %83 = and i32 %70, 1
  %84 = icmp eq i32 %83, 0
  %85 = select i1 %84, float %82, float %81
  %86 = select i1 %84, float %81, float %82
  %87 = and i32 %70, 2
  %88 = icmp eq i32 %87, 0
  %89 = fneg float %85
  %90 = select i1 %88, float %85, float %89
  %91 = add i32 %70, 1
  %92 = and i32 %91, 2
  %93 = icmp eq i32 %92, 0
  %94 = fsub float 0.000000e+00, %86
  %95 = select i1 %93, float %86, float %94
  %96 = tail call float @llvm.trunc.f32(float %67)
  %97 = fcmp oeq float %67, %96
  %98 = tail call float @llvm.nvvm.mul.rn.f(float %67, float 0.000000e+00) #7
  %99 = select i1 %97, float %98, float %90
  %100 = tail call float @llvm.nvvm.fabs.f32(float %67)
  %101 = fcmp ogt float %100, 0x4170000000000000
  %102 = tail call float @llvm.nvvm.add.rn.f(float %99, float 1.000000e+00) #7
  %103 = select i1 %101, float %102, float %95
  %104 = fdiv contract float 4.000000e+00, %25
  %105 = fadd float %104, %104
  %106 = tail call float @llvm.nvvm.round.f(float %105) #7
  %107 = tail call i32 @llvm.nvvm.f2i.rz(float %106)
  %108 = fneg float %106
  %109 = tail call float @llvm.fma.f32(float %108, float 5.000000e-01, float %104)
  %110 = tail call float @llvm.nvvm.mul.rn.f(float %109, float %109) #7
  %111 = tail call float @llvm.fma.f32(float %110, float 0xBFE2F59920000000, float 0x400466B200000000)
  %112 = tail call float @llvm.fma.f32(float %110, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %113 = tail call float @llvm.fma.f32(float %111, float %110, float 0xC014ABBEC0000000)
  %114 = tail call float @llvm.fma.f32(float %112, float %110, float 0x40103C19E0000000)
  %115 = tail call float @llvm.fma.f32(float %110, float %109, float 0.000000e+00)
  %116 = tail call float @llvm.fma.f32(float %114, float %110, float 0xC013BD3CC0000000)
  %117 = tail call float @llvm.fma.f32(float %113, float %115, float 0.000000e+00)
  %118 = tail call float @llvm.fma.f32(float %116, float %110, float 1.000000e+00)
  %119 = tail call float @llvm.fma.f32(float %109, float 0x400921FB60000000, float %117)
  %120 = and i32 %107, 1
  %121 = icmp eq i32 %120, 0
  %122 = select i1 %121, float %119, float %118
  %123 = select i1 %121, float %118, float %119
  %124 = and i32 %107, 2
  %125 = icmp eq i32 %124, 0
  %126 = fneg float %122
  %127 = select i1 %125, float %122, float %126
  %128 = add i32 %107, 1
  %129 = and i32 %128, 2
  %130 = icmp eq i32 %129, 0
  %131 = fsub float 0.000000e+00, %123
  %132 = select i1 %130, float %123, float %131
  %133 = tail call float @llvm.trunc.f32(float %104)
  %134 = fcmp oeq float %104, %133
  %135 = tail call float @llvm.nvvm.mul.rn.f(float %104, float 0.000000e+00) #7
  %136 = select i1 %134, float %135, float %127
  %137 = tail call float @llvm.nvvm.fabs.f32(float %104)
  %138 = fcmp ogt float %137, 0x4170000000000000
  %139 = tail call float @llvm.nvvm.add.rn.f(float %136, float 1.000000e+00) #7
  %140 = select i1 %138, float %139, float %132
  %141 = fdiv contract float 6.000000e+00, %25
  %142 = fadd float %141, %141
  %143 = tail call float @llvm.nvvm.round.f(float %142) #7
  %144 = tail call i32 @llvm.nvvm.f2i.rz(float %143)
  %145 = fneg float %143
  %146 = tail call float @llvm.fma.f32(float %145, float 5.000000e-01, float %141)
  %147 = tail call float @llvm.nvvm.mul.rn.f(float %146, float %146) #7
  %148 = tail call float @llvm.fma.f32(float %147, float 0xBFE2F59920000000, float 0x400466B200000000)
  %149 = tail call float @llvm.fma.f32(float %147, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %150 = tail call float @llvm.fma.f32(float %148, float %147, float 0xC014ABBEC0000000)
  %151 = tail call float @llvm.fma.f32(float %149, float %147, float 0x40103C19E0000000)
  %152 = tail call float @llvm.fma.f32(float %147, float %146, float 0.000000e+00)
  %153 = tail call float @llvm.fma.f32(float %151, float %147, float 0xC013BD3CC0000000)
  %154 = tail call float @llvm.fma.f32(float %150, float %152, float 0.000000e+00)
  %155 = tail call float @llvm.fma.f32(float %153, float %147, float 1.000000e+00)
  %156 = tail call float @llvm.fma.f32(float %146, float 0x400921FB60000000, float %154)
  %157 = and i32 %144, 1
  %158 = icmp eq i32 %157, 0
  %159 = select i1 %158, float %156, float %155
  %160 = select i1 %158, float %155, float %156
  %161 = and i32 %144, 2
  %162 = icmp eq i32 %161, 0
  %163 = fneg float %159
  %164 = select i1 %162, float %159, float %163
  %165 = add i32 %144, 1
  %166 = and i32 %165, 2
  %167 = icmp eq i32 %166, 0
  %168 = fsub float 0.000000e+00, %160
  %169 = select i1 %167, float %160, float %168
  %170 = tail call float @llvm.trunc.f32(float %141)
  %171 = fcmp oeq float %141, %170
  %172 = tail call float @llvm.nvvm.mul.rn.f(float %141, float 0.000000e+00) #7
  %173 = select i1 %171, float %172, float %164
  %174 = tail call float @llvm.nvvm.fabs.f32(float %141)
  %175 = fcmp ogt float %174, 0x4170000000000000
  %176 = tail call float @llvm.nvvm.add.rn.f(float %173, float 1.000000e+00) #7
  %177 = select i1 %175, float %176, float %169
  %178 = fdiv contract float 8.000000e+00, %25
  %179 = fadd float %178, %178
  %180 = tail call float @llvm.nvvm.round.f(float %179) #7
  %181 = tail call i32 @llvm.nvvm.f2i.rz(float %180)
  %182 = fneg float %180
  %183 = tail call float @llvm.fma.f32(float %182, float 5.000000e-01, float %178)
  %184 = tail call float @llvm.nvvm.mul.rn.f(float %183, float %183) #7
  %185 = tail call float @llvm.fma.f32(float %184, float 0xBFE2F59920000000, float 0x400466B200000000)
  %186 = tail call float @llvm.fma.f32(float %184, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %187 = tail call float @llvm.fma.f32(float %185, float %184, float 0xC014ABBEC0000000)
  %188 = tail call float @llvm.fma.f32(float %186, float %184, float 0x40103C19E0000000)
  %189 = tail call float @llvm.fma.f32(float %184, float %183, float 0.000000e+00)
  %190 = tail call float @llvm.fma.f32(float %188, float %184, float 0xC013BD3CC0000000)
  %191 = tail call float @llvm.fma.f32(float %187, float %189, float 0.000000e+00)
  %192 = tail call float @llvm.fma.f32(float %190, float %184, float 1.000000e+00)
  %193 = tail call float @llvm.fma.f32(float %183, float 0x400921FB60000000, float %191)
  %194 = and i32 %181, 1
  %195 = icmp eq i32 %194, 0
  %196 = select i1 %195, float %193, float %192
  %197 = select i1 %195, float %192, float %193
  %198 = and i32 %181, 2
  %199 = icmp eq i32 %198, 0
  %200 = fneg float %196
  %201 = select i1 %199, float %196, float %200
  %202 = add i32 %181, 1
  %203 = and i32 %202, 2
  %204 = icmp eq i32 %203, 0
  %205 = fsub float 0.000000e+00, %197
  %206 = select i1 %204, float %197, float %205
  %207 = tail call float @llvm.trunc.f32(float %178)
  %208 = fcmp oeq float %178, %207
  %209 = tail call float @llvm.nvvm.mul.rn.f(float %178, float 0.000000e+00) #7
  %210 = select i1 %208, float %209, float %201
  %211 = tail call float @llvm.nvvm.fabs.f32(float %178)
  %212 = fcmp ogt float %211, 0x4170000000000000
  %213 = tail call float @llvm.nvvm.add.rn.f(float %210, float 1.000000e+00) #7
  %214 = select i1 %212, float %213, float %206
  %215 = fdiv contract float 1.000000e+01, %25
  %216 = fadd float %215, %215
  %217 = tail call float @llvm.nvvm.round.f(float %216) #7
  %218 = tail call i32 @llvm.nvvm.f2i.rz(float %217)
  %219 = fneg float %217
  %220 = tail call float @llvm.fma.f32(float %219, float 5.000000e-01, float %215)
  %221 = tail call float @llvm.nvvm.mul.rn.f(float %220, float %220) #7
  %222 = tail call float @llvm.fma.f32(float %221, float 0xBFE2F59920000000, float 0x400466B200000000)
  %223 = tail call float @llvm.fma.f32(float %221, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %224 = tail call float @llvm.fma.f32(float %222, float %221, float 0xC014ABBEC0000000)
  %225 = tail call float @llvm.fma.f32(float %223, float %221, float 0x40103C19E0000000)
  %226 = tail call float @llvm.fma.f32(float %221, float %220, float 0.000000e+00)
  %227 = tail call float @llvm.fma.f32(float %225, float %221, float 0xC013BD3CC0000000)
  %228 = tail call float @llvm.fma.f32(float %224, float %226, float 0.000000e+00)
  %229 = tail call float @llvm.fma.f32(float %227, float %221, float 1.000000e+00)
  %230 = tail call float @llvm.fma.f32(float %220, float 0x400921FB60000000, float %228)
  %231 = and i32 %218, 1
  %232 = icmp eq i32 %231, 0
  %233 = select i1 %232, float %230, float %229
  %234 = select i1 %232, float %229, float %230
  %235 = and i32 %218, 2
  %236 = icmp eq i32 %235, 0
  %237 = fneg float %233
  %238 = select i1 %236, float %233, float %237
  %239 = add i32 %218, 1
  %240 = and i32 %239, 2
  %241 = icmp eq i32 %240, 0
  %242 = fsub float 0.000000e+00, %234
  %243 = select i1 %241, float %234, float %242
  %244 = tail call float @llvm.trunc.f32(float %215)
  %245 = fcmp oeq float %215, %244
  %246 = tail call float @llvm.nvvm.mul.rn.f(float %215, float 0.000000e+00) #7
  %247 = select i1 %245, float %246, float %238
  %248 = tail call float @llvm.nvvm.fabs.f32(float %215)
  %249 = fcmp ogt float %248, 0x4170000000000000
  %250 = tail call float @llvm.nvvm.add.rn.f(float %247, float 1.000000e+00) #7
  %251 = select i1 %249, float %250, float %243
  %252 = fdiv contract float 1.200000e+01, %25
  %253 = fadd float %252, %252
  %254 = tail call float @llvm.nvvm.round.f(float %253) #7
  %255 = tail call i32 @llvm.nvvm.f2i.rz(float %254)
  %256 = fneg float %254
  %257 = tail call float @llvm.fma.f32(float %256, float 5.000000e-01, float %252)
  %258 = tail call float @llvm.nvvm.mul.rn.f(float %257, float %257) #7
  %259 = tail call float @llvm.fma.f32(float %258, float 0xBFE2F59920000000, float 0x400466B200000000)
  %260 = tail call float @llvm.fma.f32(float %258, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %261 = tail call float @llvm.fma.f32(float %259, float %258, float 0xC014ABBEC0000000)
  %262 = tail call float @llvm.fma.f32(float %260, float %258, float 0x40103C19E0000000)
  %263 = tail call float @llvm.fma.f32(float %258, float %257, float 0.000000e+00)
  %264 = tail call float @llvm.fma.f32(float %262, float %258, float 0xC013BD3CC0000000)
  %265 = tail call float @llvm.fma.f32(float %261, float %263, float 0.000000e+00)
  %266 = tail call float @llvm.fma.f32(float %264, float %258, float 1.000000e+00)
  %267 = tail call float @llvm.fma.f32(float %257, float 0x400921FB60000000, float %265)
  %268 = and i32 %255, 1
  %269 = icmp eq i32 %268, 0
  %270 = select i1 %269, float %267, float %266
  %271 = select i1 %269, float %266, float %267
  %272 = and i32 %255, 2
  %273 = icmp eq i32 %272, 0
  %274 = fneg float %270
  %275 = select i1 %273, float %270, float %274
  %276 = add i32 %255, 1
  %277 = and i32 %276, 2
  %278 = icmp eq i32 %277, 0
  %279 = fsub float 0.000000e+00, %271
  %280 = select i1 %278, float %271, float %279
  %281 = tail call float @llvm.trunc.f32(float %252)
  %282 = fcmp oeq float %252, %281
  %283 = tail call float @llvm.nvvm.mul.rn.f(float %252, float 0.000000e+00) #7
  %284 = select i1 %282, float %283, float %275
  %285 = tail call float @llvm.nvvm.fabs.f32(float %252)
  %286 = fcmp ogt float %285, 0x4170000000000000
  %287 = tail call float @llvm.nvvm.add.rn.f(float %284, float 1.000000e+00) #7
  %288 = select i1 %286, float %287, float %280
  %289 = fdiv contract float 1.400000e+01, %25
  %290 = fadd float %289, %289
  %291 = tail call float @llvm.nvvm.round.f(float %290) #7
  %292 = tail call i32 @llvm.nvvm.f2i.rz(float %291)
  %293 = fneg float %291
  %294 = tail call float @llvm.fma.f32(float %293, float 5.000000e-01, float %289)
  %295 = tail call float @llvm.nvvm.mul.rn.f(float %294, float %294) #7
  %296 = tail call float @llvm.fma.f32(float %295, float 0xBFE2F59920000000, float 0x400466B200000000)
  %297 = tail call float @llvm.fma.f32(float %295, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %298 = tail call float @llvm.fma.f32(float %296, float %295, float 0xC014ABBEC0000000)
  %299 = tail call float @llvm.fma.f32(float %297, float %295, float 0x40103C19E0000000)
  %300 = tail call float @llvm.fma.f32(float %295, float %294, float 0.000000e+00)
  %301 = tail call float @llvm.fma.f32(float %299, float %295, float 0xC013BD3CC0000000)
  %302 = tail call float @llvm.fma.f32(float %298, float %300, float 0.000000e+00)
  %303 = tail call float @llvm.fma.f32(float %301, float %295, float 1.000000e+00)
  %304 = tail call float @llvm.fma.f32(float %294, float 0x400921FB60000000, float %302)
  %305 = and i32 %292, 1
  %306 = icmp eq i32 %305, 0
  %307 = select i1 %306, float %304, float %303
  %308 = select i1 %306, float %303, float %304
  %309 = and i32 %292, 2
  %310 = icmp eq i32 %309, 0
  %311 = fneg float %307
  %312 = select i1 %310, float %307, float %311
  %313 = add i32 %292, 1
  %314 = and i32 %313, 2
  %315 = icmp eq i32 %314, 0
  %316 = fsub float 0.000000e+00, %308
  %317 = select i1 %315, float %308, float %316
  %318 = tail call float @llvm.trunc.f32(float %289)
  %319 = fcmp oeq float %289, %318
  %320 = tail call float @llvm.nvvm.mul.rn.f(float %289, float 0.000000e+00) #7
  %321 = select i1 %319, float %320, float %312
  %322 = tail call float @llvm.nvvm.fabs.f32(float %289)
  %323 = fcmp ogt float %322, 0x4170000000000000
  %324 = tail call float @llvm.nvvm.add.rn.f(float %321, float 1.000000e+00) #7
  %325 = select i1 %323, float %324, float %317
  %326 = fmul contract float %29, %29
  %327 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %27, i32 0)
  %328 = tail call noundef range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %327, i32 255)
  %329 = icmp slt i32 %27, 1
  br i1 %329, label %555, label %330

330:                                              ; preds = %20
  %331 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %332 = load float, ptr %331, align 4, !tbaa !43
  %333 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %334 = load float, ptr %333, align 4, !tbaa !44
  %335 = uitofp nneg i32 %16 to float
  %336 = fmul contract float %334, %335
  %337 = fadd contract float %332, %336
  %338 = load float, ptr %3, align 4, !tbaa !45
  %339 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %340 = load float, ptr %339, align 4, !tbaa !46
  %341 = sitofp i32 %11 to float
  %342 = fmul contract float %340, %341
  %343 = fadd contract float %338, %342
  %344 = uitofp nneg i32 %24 to float
  %345 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %346 = load float, ptr %345, align 4
  %347 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %348 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %349 = icmp sgt i32 %22, 2
  %350 = icmp sgt i32 %22, 3
  %351 = icmp sgt i32 %22, 4
  %352 = icmp sgt i32 %22, 5
  %353 = icmp sgt i32 %22, 6
  %354 = icmp sgt i32 %22, 7
  %355 = icmp slt i32 %22, 3
  %356 = icmp slt i32 %22, 4
  %357 = icmp slt i32 %22, 5
  %358 = icmp slt i32 %22, 6
  %359 = icmp slt i32 %22, 7
  %360 = icmp slt i32 %22, 8
  br label %361

361:                                              ; preds = %330, %547
  %362 = phi float [ %337, %330 ], [ %545, %547 ]
  %363 = phi float [ %343, %330 ], [ %544, %547 ]
  %364 = phi i32 [ 0, %330 ], [ %543, %547 ]
  %365 = phi i32 [ 0, %330 ], [ %548, %547 ]
  %366 = fmul contract float %362, 0.000000e+00
  %367 = fsub contract float %363, %366
  %368 = fmul contract float %363, 0.000000e+00
  %369 = fadd contract float %362, %368
  br i1 %349, label %370, label %377

370:                                              ; preds = %361
  %371 = fmul contract float %363, %367
  %372 = fmul contract float %362, %369
  %373 = fsub contract float %371, %372
  %374 = fmul contract float %362, %367
  %375 = fmul contract float %363, %369
  %376 = fadd contract float %374, %375
  br label %377

377:                                              ; preds = %370, %361
  %378 = phi float [ %373, %370 ], [ %367, %361 ]
  %379 = phi float [ %376, %370 ], [ %369, %361 ]
  br i1 %350, label %380, label %387

380:                                              ; preds = %377
  %381 = fmul contract float %363, %378
  %382 = fmul contract float %362, %379
  %383 = fsub contract float %381, %382
  %384 = fmul contract float %362, %378
  %385 = fmul contract float %363, %379
  %386 = fadd contract float %384, %385
  br label %387

387:                                              ; preds = %380, %377
  %388 = phi float [ %383, %380 ], [ %378, %377 ]
  %389 = phi float [ %386, %380 ], [ %379, %377 ]
  br i1 %351, label %390, label %397

390:                                              ; preds = %387
  %391 = fmul contract float %363, %388
  %392 = fmul contract float %362, %389
  %393 = fsub contract float %391, %392
  %394 = fmul contract float %362, %388
  %395 = fmul contract float %363, %389
  %396 = fadd contract float %394, %395
  br label %397

397:                                              ; preds = %390, %387
  %398 = phi float [ %393, %390 ], [ %388, %387 ]
  %399 = phi float [ %396, %390 ], [ %389, %387 ]
  br i1 %352, label %400, label %407

400:                                              ; preds = %397
  %401 = fmul contract float %363, %398
  %402 = fmul contract float %362, %399
  %403 = fsub contract float %401, %402
  %404 = fmul contract float %362, %398
  %405 = fmul contract float %363, %399
  %406 = fadd contract float %404, %405
  br label %407

407:                                              ; preds = %400, %397
  %408 = phi float [ %403, %400 ], [ %398, %397 ]
  %409 = phi float [ %406, %400 ], [ %399, %397 ]
  br i1 %353, label %410, label %417

410:                                              ; preds = %407
  %411 = fmul contract float %363, %408
  %412 = fmul contract float %362, %409
  %413 = fsub contract float %411, %412
  %414 = fmul contract float %362, %408
  %415 = fmul contract float %363, %409
  %416 = fadd contract float %414, %415
  br label %417

417:                                              ; preds = %410, %407
  %418 = phi float [ %413, %410 ], [ %408, %407 ]
  %419 = phi float [ %416, %410 ], [ %409, %407 ]
  br i1 %354, label %420, label %427

420:                                              ; preds = %417
  %421 = fmul contract float %363, %418
  %422 = fmul contract float %362, %419
  %423 = fsub contract float %421, %422
  %424 = fmul contract float %362, %418
  %425 = fmul contract float %363, %419
  %426 = fadd contract float %424, %425
  br label %427

427:                                              ; preds = %420, %417
  %428 = phi float [ %423, %420 ], [ %418, %417 ]
  %429 = phi float [ %426, %420 ], [ %419, %417 ]
  %430 = fmul contract float %428, %344
  %431 = fmul contract float %429, %344
  %432 = fmul contract float %430, %430
  %433 = fmul contract float %431, %431
  %434 = fadd contract float %432, %433
  %435 = fcmp contract olt float %434, 0x39B4484C00000000
  br i1 %435, label %542, label %436

436:                                              ; preds = %427
  %437 = fmul contract float %363, %428
  %438 = fmul contract float %362, %429
  %439 = fsub contract float %437, %438
  %440 = fadd contract float %439, -1.000000e+00
  %441 = fmul contract float %362, %428
  %442 = fmul contract float %363, %429
  %443 = fadd contract float %441, %442
  store float %440, ptr %5, align 4, !tbaa !25
  store float %443, ptr %347, align 4, !tbaa !25
  store float %430, ptr %6, align 4, !tbaa !25
  store float %431, ptr %348, align 4, !tbaa !25
  %444 = tail call fastcc { float, float } @_ZL4cdiv3cpxS_(ptr noundef nonnull byval(%struct.cpx) align 4 %5, ptr noundef nonnull byval(%struct.cpx) align 4 %6) #7
  %445 = extractvalue { float, float } %444, 0
  %446 = extractvalue { float, float } %444, 1
  %447 = fmul contract float %346, %445
  %448 = fmul contract float %346, %446
  %449 = fsub contract float %363, %447
  %450 = fsub contract float %362, %448
  %451 = fsub contract float %449, %66
  %452 = fsub contract float %450, %62
  %453 = fmul contract float %451, %451
  %454 = fmul contract float %452, %452
  %455 = fadd contract float %453, %454
  %456 = fcmp contract olt float %455, %326
  %457 = select i1 %456, i32 1, i32 %364
  br i1 %456, label %466, label %458

458:                                              ; preds = %436
  %459 = fsub contract float %449, %103
  %460 = fsub contract float %450, %99
  %461 = fmul contract float %459, %459
  %462 = fmul contract float %460, %460
  %463 = fadd contract float %461, %462
  %464 = fcmp contract olt float %463, %326
  br i1 %464, label %465, label %466

465:                                              ; preds = %458
  br label %466

466:                                              ; preds = %465, %458, %436
  %467 = phi i32 [ %457, %436 ], [ 2, %465 ], [ %457, %458 ]
  %468 = phi i1 [ true, %436 ], [ true, %465 ], [ false, %458 ]
  %469 = or i1 %355, %468
  br i1 %469, label %478, label %470

470:                                              ; preds = %466
  %471 = fsub contract float %449, %140
  %472 = fsub contract float %450, %136
  %473 = fmul contract float %471, %471
  %474 = fmul contract float %472, %472
  %475 = fadd contract float %473, %474
  %476 = fcmp contract olt float %475, %326
  br i1 %476, label %477, label %478

477:                                              ; preds = %470
  br label %478

478:                                              ; preds = %477, %470, %466
  %479 = phi i32 [ %467, %466 ], [ 3, %477 ], [ %467, %470 ]
  %480 = phi i1 [ %468, %466 ], [ true, %477 ], [ %468, %470 ]
  %481 = or i1 %356, %480
  br i1 %481, label %490, label %482

482:                                              ; preds = %478
  %483 = fsub contract float %449, %177
  %484 = fsub contract float %450, %173
  %485 = fmul contract float %483, %483
  %486 = fmul contract float %484, %484
  %487 = fadd contract float %485, %486
  %488 = fcmp contract olt float %487, %326
  br i1 %488, label %489, label %490

489:                                              ; preds = %482
  br label %490

490:                                              ; preds = %489, %482, %478
  %491 = phi i32 [ %479, %478 ], [ 4, %489 ], [ %479, %482 ]
  %492 = phi i1 [ %480, %478 ], [ true, %489 ], [ %480, %482 ]
  %493 = or i1 %357, %492
  br i1 %493, label %502, label %494

494:                                              ; preds = %490
  %495 = fsub contract float %449, %214
  %496 = fsub contract float %450, %210
  %497 = fmul contract float %495, %495
  %498 = fmul contract float %496, %496
  %499 = fadd contract float %497, %498
  %500 = fcmp contract olt float %499, %326
  br i1 %500, label %501, label %502

501:                                              ; preds = %494
  br label %502

502:                                              ; preds = %501, %494, %490
  %503 = phi i32 [ %491, %490 ], [ 5, %501 ], [ %491, %494 ]
  %504 = phi i1 [ %492, %490 ], [ true, %501 ], [ %492, %494 ]
  %505 = or i1 %358, %504
  br i1 %505, label %514, label %506

506:                                              ; preds = %502
  %507 = fsub contract float %449, %251
  %508 = fsub contract float %450, %247
  %509 = fmul contract float %507, %507
  %510 = fmul contract float %508, %508
  %511 = fadd contract float %509, %510
  %512 = fcmp contract olt float %511, %326
  br i1 %512, label %513, label %514

513:                                              ; preds = %506
  br label %514

514:                                              ; preds = %513, %506, %502
  %515 = phi i32 [ %503, %502 ], [ 6, %513 ], [ %503, %506 ]
  %516 = phi i1 [ %504, %502 ], [ true, %513 ], [ %504, %506 ]
  %517 = or i1 %359, %516
  br i1 %517, label %526, label %518

518:                                              ; preds = %514
  %519 = fsub contract float %449, %288
  %520 = fsub contract float %450, %284
  %521 = fmul contract float %519, %519
  %522 = fmul contract float %520, %520
  %523 = fadd contract float %521, %522
  %524 = fcmp contract olt float %523, %326
  br i1 %524, label %525, label %526

525:                                              ; preds = %518
  br label %526

526:                                              ; preds = %525, %518, %514
  %527 = phi i32 [ %515, %514 ], [ 7, %525 ], [ %515, %518 ]
  %528 = phi i1 [ %516, %514 ], [ true, %525 ], [ %516, %518 ]
  %529 = or i1 %360, %528
  br i1 %529, label %538, label %530

530:                                              ; preds = %526
  %531 = fsub contract float %449, %325
  %532 = fsub contract float %450, %321
  %533 = fmul contract float %531, %531
  %534 = fmul contract float %532, %532
  %535 = fadd contract float %533, %534
  %536 = fcmp contract olt float %535, %326
  br i1 %536, label %537, label %538

537:                                              ; preds = %530
  br label %538

538:                                              ; preds = %537, %530, %526
  %539 = phi i32 [ %527, %526 ], [ 8, %537 ], [ %527, %530 ]
  %540 = phi i1 [ %528, %526 ], [ true, %537 ], [ %528, %530 ]
  %541 = xor i1 %540, true
  br label %542

542:                                              ; preds = %427, %538
  %543 = phi i32 [ %539, %538 ], [ %364, %427 ]
  %544 = phi float [ %449, %538 ], [ %363, %427 ]
  %545 = phi float [ %450, %538 ], [ %362, %427 ]
  %546 = phi i1 [ %541, %538 ], [ false, %427 ]
  br i1 %546, label %547, label %550

547:                                              ; preds = %542
  %548 = add nuw nsw i32 %365, 1
  %549 = icmp eq i32 %548, %328
  br i1 %549, label %550, label %361, !llvm.loop !47

550:                                              ; preds = %542, %547
  %551 = phi i32 [ %328, %547 ], [ %365, %542 ]
  %552 = trunc i32 %543 to i8
  %553 = tail call range(i32 -2147483648, 256) i32 @llvm.smin.i32(i32 %551, i32 255)
  %554 = trunc nuw i32 %553 to i8
  br label %555

555:                                              ; preds = %550, %20
  %556 = phi i8 [ 0, %20 ], [ %554, %550 ]
  %557 = phi i8 [ 0, %20 ], [ %552, %550 ]
  %558 = zext nneg i32 %16 to i64
  %559 = sext i32 %1 to i64
  %560 = mul nsw i64 %559, %558
  %561 = sext i32 %11 to i64
  %562 = getelementptr %struct.uchar2, ptr %0, i64 %560
  %563 = getelementptr %struct.uchar2, ptr %562, i64 %561
  store i8 %557, ptr %563, align 2, !tbaa !26
  %564 = getelementptr inbounds nuw i8, ptr %563, i64 1
  store i8 %556, ptr %564, align 1, !tbaa !26
  br label %565

565:                                              ; preds = %4, %555
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc { float, float } @_ZL4cdiv3cpxS_(ptr noundef readonly byval(%struct.cpx) align 4 captures(none) %0, ptr noundef readonly byval(%struct.cpx) align 4 captures(none) %1) unnamed_addr #2 {
  %3 = load float, ptr %1, align 4, !tbaa !48
  %4 = tail call noundef float @llvm.nvvm.fabs.f32(float %3)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !50
  %7 = tail call noundef float @llvm.nvvm.fabs.f32(float %6)
  %8 = fcmp contract ult float %4, %7
  %9 = load float, ptr %0, align 4, !tbaa !48
  br i1 %8, label %22, label %10

10:                                               ; preds = %2
  %11 = fdiv contract float %6, %3
  %12 = fmul contract float %6, %11
  %13 = fadd contract float %3, %12
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !50
  %16 = fmul contract float %11, %15
  %17 = fadd contract float %9, %16
  %18 = fdiv contract float %17, %13
  %19 = fmul contract float %11, %9
  %20 = fsub contract float %15, %19
  %21 = fdiv contract float %20, %13
  br label %34

22:                                               ; preds = %2
  %23 = fdiv contract float %3, %6
  %24 = fmul contract float %3, %23
  %25 = fadd contract float %6, %24
  %26 = fmul contract float %23, %9
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !50
  %29 = fadd contract float %26, %28
  %30 = fdiv contract float %29, %25
  %31 = fmul contract float %23, %28
  %32 = fsub contract float %31, %9
  %33 = fdiv contract float %32, %25
  br label %34

34:                                               ; preds = %22, %10
  %35 = phi float [ %18, %10 ], [ %30, %22 ]
  %36 = phi float [ %21, %10 ], [ %33, %22 ]
  %37 = insertvalue { float, float } poison, float %35, 0
  %38 = insertvalue { float, float } %37, float %36, 1
  ret { float, float } %38
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

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = !{!15, !16, i64 20}
!25 = !{!16, !16, i64 0}
!26 = !{!8, !8, i64 0}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZL16mandelbrot_pixelIdEvP6uchar4iiRK4ViewIT_Ei: argument 0"}
!29 = distinct !{!29, !"_ZL16mandelbrot_pixelIdEvP6uchar4iiRK4ViewIT_Ei"}
!30 = !{!31, !32, i64 0}
!31 = !{!"_ZTS4ViewIdE", !32, i64 0, !32, i64 8, !32, i64 16, !32, i64 24, !16, i64 32, !16, i64 36}
!32 = !{!"double", !8, i64 0}
!33 = !{!31, !32, i64 16}
!34 = !{!31, !32, i64 8}
!35 = !{!31, !32, i64 24}
!36 = !{!31, !16, i64 32}
!37 = distinct !{!37, !22, !23}
!38 = !{!31, !16, i64 36}
!39 = !{!40, !7, i64 24}
!40 = !{!"_ZTS12NewtonParams", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !16, i64 20, !7, i64 24, !7, i64 28}
!41 = !{!40, !7, i64 28}
!42 = !{!40, !16, i64 20}
!43 = !{!40, !16, i64 4}
!44 = !{!40, !16, i64 12}
!45 = !{!40, !16, i64 0}
!46 = !{!40, !16, i64 8}
!47 = distinct !{!47, !22, !23}
!48 = !{!49, !16, i64 0}
!49 = !{!"_ZTS3cpx", !16, i64 0, !16, i64 4}
!50 = !{!49, !16, i64 4}
