; ModuleID = 'src/image_remap.cu'
source_filename = "src/image_remap.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.AffineMap = type { float, float, float, float, float, float }

@c_affine = dso_local addrspace(4) externally_initialized constant %struct.AffineMap zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_affine to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @warp_affine_bilinear(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %15, %16
  %18 = icmp slt i32 %12, %4
  br i1 %18, label %19, label %136

19:                                               ; preds = %7
  %20 = icmp sge i32 %17, %5
  %21 = icmp slt i32 %2, 1
  %22 = or i1 %21, %20
  %23 = icmp slt i32 %3, 1
  %24 = or i1 %23, %22
  br i1 %24, label %136, label %25

25:                                               ; preds = %19
  %26 = sitofp i32 %12 to float
  %27 = uitofp nneg i32 %17 to float
  %28 = load float, ptr addrspacecast (ptr addrspace(4) @c_affine to ptr), align 4, !tbaa !11
  %29 = fmul contract float %28, %26
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_affine to ptr), i64 4), align 4, !tbaa !14
  %31 = fmul contract float %30, %27
  %32 = fadd contract float %29, %31
  %33 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_affine to ptr), i64 8), align 4, !tbaa !15
  %34 = fadd contract float %33, %32
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_affine to ptr), i64 12), align 4, !tbaa !16
  %36 = fmul contract float %35, %26
  %37 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_affine to ptr), i64 16), align 4, !tbaa !17
  %38 = fmul contract float %37, %27
  %39 = fadd contract float %36, %38
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_affine to ptr), i64 20), align 4, !tbaa !18
  %41 = fadd contract float %40, %39
  %42 = fcmp contract ogt float %34, -1.000000e+00
  br i1 %42, label %43, label %128

43:                                               ; preds = %25
  %44 = uitofp nneg i32 %2 to float
  %45 = fcmp contract olt float %34, %44
  %46 = fcmp contract ogt float %41, -1.000000e+00
  %47 = select i1 %45, i1 %46, i1 false
  %48 = uitofp nneg i32 %3 to float
  %49 = fcmp contract olt float %41, %48
  %50 = select i1 %47, i1 %49, i1 false
  br i1 %50, label %51, label %128

51:                                               ; preds = %43
  %52 = tail call noundef float @llvm.floor.f32(float %34)
  %53 = tail call noundef float @llvm.floor.f32(float %41)
  %54 = fptosi float %52 to i32
  %55 = fptosi float %53 to i32
  %56 = fsub contract float %34, %52
  %57 = fsub contract float %41, %53
  %58 = icmp sgt i32 %54, -1
  br i1 %58, label %59, label %71

59:                                               ; preds = %51
  %60 = icmp sgt i32 %2, %54
  %61 = icmp ugt i32 %3, %55
  %62 = and i1 %60, %61
  br i1 %62, label %63, label %71

63:                                               ; preds = %59
  %64 = zext nneg i32 %55 to i64
  %65 = zext nneg i32 %2 to i64
  %66 = mul nuw nsw i64 %64, %65
  %67 = zext nneg i32 %54 to i64
  %68 = getelementptr inbounds nuw float, ptr %0, i64 %66
  %69 = getelementptr inbounds nuw float, ptr %68, i64 %67
  %70 = load float, ptr %69, align 4, !tbaa !19
  br label %71

71:                                               ; preds = %51, %59, %63
  %72 = phi contract float [ %70, %63 ], [ %6, %59 ], [ %6, %51 ]
  %73 = add nsw i32 %54, 1
  %74 = icmp sgt i32 %54, -2
  br i1 %74, label %75, label %87

75:                                               ; preds = %71
  %76 = icmp slt i32 %73, %2
  %77 = icmp ugt i32 %3, %55
  %78 = and i1 %76, %77
  br i1 %78, label %79, label %87

79:                                               ; preds = %75
  %80 = zext nneg i32 %55 to i64
  %81 = zext nneg i32 %2 to i64
  %82 = mul nuw nsw i64 %80, %81
  %83 = zext nneg i32 %73 to i64
  %84 = getelementptr inbounds nuw float, ptr %0, i64 %82
  %85 = getelementptr inbounds nuw float, ptr %84, i64 %83
  %86 = load float, ptr %85, align 4, !tbaa !19
  br label %87

87:                                               ; preds = %71, %75, %79
  %88 = phi contract float [ %86, %79 ], [ %6, %75 ], [ %6, %71 ]
  %89 = add nsw i32 %55, 1
  br i1 %58, label %90, label %104

90:                                               ; preds = %87
  %91 = icmp sgt i32 %2, %54
  %92 = icmp sgt i32 %55, -2
  %93 = and i1 %91, %92
  %94 = icmp slt i32 %89, %3
  %95 = and i1 %93, %94
  br i1 %95, label %96, label %104

96:                                               ; preds = %90
  %97 = zext nneg i32 %89 to i64
  %98 = zext nneg i32 %2 to i64
  %99 = mul nuw nsw i64 %97, %98
  %100 = zext nneg i32 %54 to i64
  %101 = getelementptr inbounds nuw float, ptr %0, i64 %99
  %102 = getelementptr inbounds nuw float, ptr %101, i64 %100
  %103 = load float, ptr %102, align 4, !tbaa !19
  br label %104

104:                                              ; preds = %87, %90, %96
  %105 = phi contract float [ %103, %96 ], [ %6, %90 ], [ %6, %87 ]
  br i1 %74, label %106, label %120

106:                                              ; preds = %104
  %107 = icmp slt i32 %73, %2
  %108 = icmp sgt i32 %55, -2
  %109 = and i1 %107, %108
  %110 = icmp slt i32 %89, %3
  %111 = and i1 %109, %110
  br i1 %111, label %112, label %120

112:                                              ; preds = %106
  %113 = zext nneg i32 %89 to i64
  %114 = zext nneg i32 %2 to i64
  %115 = mul nuw nsw i64 %113, %114
  %116 = zext nneg i32 %73 to i64
  %117 = getelementptr inbounds nuw float, ptr %0, i64 %115
  %118 = getelementptr inbounds nuw float, ptr %117, i64 %116
  %119 = load float, ptr %118, align 4, !tbaa !19
  br label %120

120:                                              ; preds = %104, %106, %112
  %121 = phi contract float [ %119, %112 ], [ %6, %106 ], [ %6, %104 ]
  %122 = fsub contract float %88, %72
  %123 = tail call noundef float @llvm.fma.f32(float %56, float %122, float %72)
  %124 = fsub contract float %121, %105
  %125 = tail call noundef float @llvm.fma.f32(float %56, float %124, float %105)
  %126 = fsub contract float %125, %123
  %127 = tail call noundef float @llvm.fma.f32(float %57, float %126, float %123)
  br label %128

128:                                              ; preds = %120, %43, %25
  %129 = phi float [ %127, %120 ], [ %6, %25 ], [ %6, %43 ]
  %130 = zext nneg i32 %17 to i64
  %131 = sext i32 %4 to i64
  %132 = mul nsw i64 %131, %130
  %133 = sext i32 %12 to i64
  %134 = getelementptr float, ptr %1, i64 %132
  %135 = getelementptr float, ptr %134, i64 %133
  store float %129, ptr %135, align 4, !tbaa !19
  br label %136

136:                                              ; preds = %7, %19, %128
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @remap_bicubic(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
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
  %19 = icmp slt i32 %4, 1
  %20 = icmp slt i32 %5, 1
  %21 = or i1 %19, %20
  %22 = icmp slt i32 %6, %4
  %23 = or i1 %21, %22
  %24 = icmp slt i32 %7, %4
  %25 = or i1 %23, %24
  br i1 %25, label %197, label %26

26:                                               ; preds = %8
  %27 = icmp slt i32 %13, %4
  %28 = icmp slt i32 %18, %5
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %197

30:                                               ; preds = %26
  %31 = zext nneg i32 %18 to i64
  %32 = zext nneg i32 %4 to i64
  %33 = mul nuw nsw i64 %32, %31
  %34 = sext i32 %13 to i64
  %35 = add nsw i64 %33, %34
  %36 = getelementptr inbounds nuw float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !19
  %38 = tail call noundef float @llvm.maxnum.f32(float %37, float 0.000000e+00)
  %39 = add nsw i32 %4, -1
  %40 = uitofp nneg i32 %39 to float
  %41 = tail call noundef float @llvm.minnum.f32(float %38, float %40)
  %42 = getelementptr inbounds nuw float, ptr %2, i64 %35
  %43 = load float, ptr %42, align 4, !tbaa !19
  %44 = tail call noundef float @llvm.maxnum.f32(float %43, float 0.000000e+00)
  %45 = add nsw i32 %5, -1
  %46 = uitofp nneg i32 %45 to float
  %47 = tail call noundef float @llvm.minnum.f32(float %44, float %46)
  %48 = tail call noundef float @llvm.floor.f32(float %41)
  %49 = tail call noundef float @llvm.floor.f32(float %47)
  %50 = fsub contract float %41, %48
  %51 = fmul contract float %50, %50
  %52 = fmul contract float %50, %51
  %53 = fmul contract float %51, 2.000000e+00
  %54 = fsub contract float %53, %52
  %55 = fsub contract float %54, %50
  %56 = fmul contract float %55, 5.000000e-01
  %57 = fmul contract float %52, 3.000000e+00
  %58 = fmul contract float %51, 5.000000e+00
  %59 = fsub contract float %57, %58
  %60 = fadd contract float %59, 2.000000e+00
  %61 = fmul contract float %60, 5.000000e-01
  %62 = fmul contract float %52, 3.000000e+00
  %63 = fmul contract float %51, 4.000000e+00
  %64 = fsub contract float %63, %62
  %65 = fadd contract float %50, %64
  %66 = fmul contract float %65, 5.000000e-01
  %67 = fsub contract float %52, %51
  %68 = fmul contract float %67, 5.000000e-01
  %69 = fsub contract float %47, %49
  %70 = fmul contract float %69, %69
  %71 = fmul contract float %69, %70
  %72 = fmul contract float %70, 2.000000e+00
  %73 = fsub contract float %72, %71
  %74 = fsub contract float %73, %69
  %75 = fmul contract float %74, 5.000000e-01
  %76 = fmul contract float %71, 3.000000e+00
  %77 = fmul contract float %70, 5.000000e+00
  %78 = fsub contract float %76, %77
  %79 = fadd contract float %78, 2.000000e+00
  %80 = fmul contract float %79, 5.000000e-01
  %81 = fmul contract float %71, 3.000000e+00
  %82 = fmul contract float %70, 4.000000e+00
  %83 = fsub contract float %82, %81
  %84 = fadd contract float %69, %83
  %85 = fmul contract float %84, 5.000000e-01
  %86 = fsub contract float %71, %70
  %87 = fmul contract float %86, 5.000000e-01
  %88 = fptosi float %48 to i32
  %89 = tail call i32 @llvm.smax.i32(i32 %88, i32 1)
  %90 = add nsw i32 %89, -1
  %91 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %90, i32 range(i32 0, 2147483647) %39)
  %92 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %88, i32 0)
  %93 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %92, i32 range(i32 0, 2147483647) %39)
  %94 = tail call i32 @llvm.smax.i32(i32 %88, i32 -1)
  %95 = add nsw i32 %94, 1
  %96 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %95, i32 range(i32 0, 2147483647) %39)
  %97 = tail call i32 @llvm.smax.i32(i32 %88, i32 -2)
  %98 = add nsw i32 %97, 2
  %99 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %98, i32 range(i32 0, 2147483647) %39)
  %100 = fptosi float %49 to i32
  %101 = zext nneg i32 %6 to i64
  %102 = tail call i32 @llvm.smax.i32(i32 %100, i32 -2)
  %103 = add nsw i32 %102, 2
  %104 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %103, i32 range(i32 0, 2147483647) %45)
  %105 = zext nneg i32 %104 to i64
  %106 = mul nuw nsw i64 %105, %101
  %107 = getelementptr inbounds nuw float, ptr %0, i64 %106
  %108 = tail call i32 @llvm.smax.i32(i32 %100, i32 -1)
  %109 = add nsw i32 %108, 1
  %110 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %109, i32 range(i32 0, 2147483647) %45)
  %111 = zext nneg i32 %110 to i64
  %112 = mul nuw nsw i64 %111, %101
  %113 = getelementptr inbounds nuw float, ptr %0, i64 %112
  %114 = zext nneg i32 %99 to i64
  %115 = getelementptr inbounds nuw float, ptr %113, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !19
  %117 = zext nneg i32 %96 to i64
  %118 = getelementptr inbounds nuw float, ptr %113, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !19
  %120 = zext nneg i32 %93 to i64
  %121 = getelementptr inbounds nuw float, ptr %113, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !19
  %123 = zext nneg i32 %91 to i64
  %124 = getelementptr inbounds nuw float, ptr %113, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !19
  %126 = tail call noundef float @llvm.fma.f32(float %56, float %125, float 0.000000e+00)
  %127 = tail call noundef float @llvm.fma.f32(float %61, float %122, float %126)
  %128 = tail call noundef float @llvm.fma.f32(float %66, float %119, float %127)
  %129 = tail call noundef float @llvm.fma.f32(float %68, float %116, float %128)
  %130 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %100, i32 0)
  %131 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %130, i32 range(i32 0, 2147483647) %45)
  %132 = zext nneg i32 %131 to i64
  %133 = mul nuw nsw i64 %132, %101
  %134 = getelementptr inbounds nuw float, ptr %0, i64 %133
  %135 = zext nneg i32 %99 to i64
  %136 = getelementptr inbounds nuw float, ptr %134, i64 %135
  %137 = load float, ptr %136, align 4, !tbaa !19
  %138 = zext nneg i32 %96 to i64
  %139 = getelementptr inbounds nuw float, ptr %134, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !19
  %141 = zext nneg i32 %93 to i64
  %142 = getelementptr inbounds nuw float, ptr %134, i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !19
  %144 = zext nneg i32 %91 to i64
  %145 = getelementptr inbounds nuw float, ptr %134, i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !19
  %147 = tail call noundef float @llvm.fma.f32(float %56, float %146, float 0.000000e+00)
  %148 = tail call noundef float @llvm.fma.f32(float %61, float %143, float %147)
  %149 = tail call noundef float @llvm.fma.f32(float %66, float %140, float %148)
  %150 = tail call noundef float @llvm.fma.f32(float %68, float %137, float %149)
  %151 = tail call i32 @llvm.smax.i32(i32 %100, i32 1)
  %152 = add nsw i32 %151, -1
  %153 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %152, i32 range(i32 0, 2147483647) %45)
  %154 = zext nneg i32 %153 to i64
  %155 = mul nuw nsw i64 %154, %101
  %156 = getelementptr inbounds nuw float, ptr %0, i64 %155
  %157 = zext nneg i32 %99 to i64
  %158 = getelementptr inbounds nuw float, ptr %156, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !19
  %160 = zext nneg i32 %96 to i64
  %161 = getelementptr inbounds nuw float, ptr %156, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !19
  %163 = zext nneg i32 %93 to i64
  %164 = getelementptr inbounds nuw float, ptr %156, i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !19
  %166 = zext nneg i32 %91 to i64
  %167 = getelementptr inbounds nuw float, ptr %156, i64 %166
  %168 = load float, ptr %167, align 4, !tbaa !19
  %169 = tail call noundef float @llvm.fma.f32(float %56, float %168, float 0.000000e+00)
  %170 = tail call noundef float @llvm.fma.f32(float %61, float %165, float %169)
  %171 = tail call noundef float @llvm.fma.f32(float %66, float %162, float %170)
  %172 = tail call noundef float @llvm.fma.f32(float %68, float %159, float %171)
  %173 = tail call noundef float @llvm.fma.f32(float %75, float %172, float 0.000000e+00)
  %174 = tail call noundef float @llvm.fma.f32(float %80, float %150, float %173)
  %175 = tail call noundef float @llvm.fma.f32(float %85, float %129, float %174)
  %176 = zext nneg i32 %91 to i64
  %177 = getelementptr inbounds nuw float, ptr %107, i64 %176
  %178 = load float, ptr %177, align 4, !tbaa !19
  %179 = tail call noundef float @llvm.fma.f32(float %56, float %178, float 0.000000e+00)
  %180 = zext nneg i32 %93 to i64
  %181 = getelementptr inbounds nuw float, ptr %107, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !19
  %183 = tail call noundef float @llvm.fma.f32(float %61, float %182, float %179)
  %184 = zext nneg i32 %96 to i64
  %185 = getelementptr inbounds nuw float, ptr %107, i64 %184
  %186 = load float, ptr %185, align 4, !tbaa !19
  %187 = tail call noundef float @llvm.fma.f32(float %66, float %186, float %183)
  %188 = zext nneg i32 %99 to i64
  %189 = getelementptr inbounds nuw float, ptr %107, i64 %188
  %190 = load float, ptr %189, align 4, !tbaa !19
  %191 = tail call noundef float @llvm.fma.f32(float %68, float %190, float %187)
  %192 = tail call noundef float @llvm.fma.f32(float %87, float %191, float %175)
  %193 = zext nneg i32 %7 to i64
  %194 = mul nuw nsw i64 %193, %31
  %195 = getelementptr float, ptr %3, i64 %194
  %196 = getelementptr float, ptr %195, i64 %34
  store float %192, ptr %196, align 4, !tbaa !19
  br label %197

197:                                              ; preds = %26, %8, %30
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS9AffineMap", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!12, !13, i64 8}
!16 = !{!12, !13, i64 12}
!17 = !{!12, !13, i64 16}
!18 = !{!12, !13, i64 20}
!19 = !{!13, !13, i64 0}
