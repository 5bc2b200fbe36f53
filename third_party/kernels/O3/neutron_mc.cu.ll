; ModuleID = 'src/neutron_mc.cu'
source_filename = "src/neutron_mc.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.NuclideGridPoint = type { double, double, double, double, double, double }
%struct.SlabPhysics = type { float, float, float, float, float, float }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @xs_macro_lookup(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i64 noundef %11) local_unnamed_addr #0 {
  %13 = alloca [5 x double], align 8
  %14 = icmp slt i32 %6, 1
  %15 = icmp slt i32 %7, 2
  %16 = or i1 %14, %15
  %17 = icmp slt i32 %8, 1
  %18 = or i1 %16, %17
  %19 = icmp slt i32 %9, 1
  %20 = or i1 %18, %19
  br i1 %20, label %200, label %21

21:                                               ; preds = %12
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  %27 = icmp slt i32 %26, %10
  br i1 %27, label %28, label %200

28:                                               ; preds = %21
  %29 = uitofp nneg i32 %8 to double
  %30 = zext nneg i32 %9 to i64
  %31 = add nsw i32 %6, -1
  %32 = zext nneg i32 %7 to i64
  %33 = add nsw i32 %7, -1
  %34 = icmp samesign ugt i32 %7, 2
  %35 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %36 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %37 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %39 = mul i32 %38, %23
  %40 = getelementptr inbounds nuw i8, ptr %13, i64 8
  br label %41

41:                                               ; preds = %28, %76
  %42 = phi i32 [ %26, %28 ], [ %106, %76 ]
  %43 = sext i32 %42 to i64
  %44 = xor i64 %11, %43
  %45 = add i64 %44, -7046029254386353131
  %46 = lshr i64 %45, 30
  %47 = xor i64 %46, %45
  %48 = mul i64 %47, -4658895280553007687
  %49 = lshr i64 %48, 27
  %50 = xor i64 %49, %48
  %51 = mul i64 %50, -7723592293110705685
  %52 = lshr i64 %51, 31
  %53 = xor i64 %52, %51
  %54 = mul i64 %53, 2806196910506780709
  %55 = add i64 %54, 1
  %56 = lshr i64 %55, 11
  %57 = uitofp nneg i64 %56 to double
  %58 = fmul contract double %57, 0x3CA0000000000000
  %59 = mul i64 %55, 2806196910506780709
  %60 = add i64 %59, 1
  %61 = lshr i64 %60, 11
  %62 = uitofp nneg i64 %61 to double
  %63 = fmul contract double %62, 0x3CA0000000000000
  %64 = fmul contract double %63, %29
  %65 = fptosi double %64 to i32
  %66 = srem i32 %65, %8
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %1, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %69, i32 0)
  %71 = tail call noundef i32 @llvm.smin.i32(i32 %70, i32 %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %40, i8 0, i64 32, i1 false)
  %72 = icmp sgt i32 %71, 0
  br i1 %72, label %73, label %76

73:                                               ; preds = %41
  %74 = mul nsw i64 %67, %30
  br label %108

75:                                               ; preds = %142
  store double %182, ptr %35, align 8, !tbaa !11
  store double %187, ptr %36, align 8, !tbaa !11
  store double %192, ptr %37, align 8, !tbaa !11
  br label %76

76:                                               ; preds = %75, %41
  %77 = phi double [ %197, %75 ], [ 0.000000e+00, %41 ]
  %78 = phi double [ %192, %75 ], [ 0.000000e+00, %41 ]
  %79 = phi double [ %187, %75 ], [ 0.000000e+00, %41 ]
  %80 = phi double [ %182, %75 ], [ 0.000000e+00, %41 ]
  %81 = phi double [ %177, %75 ], [ 0.000000e+00, %41 ]
  store double %81, ptr %13, align 8
  %82 = mul nsw i64 %43, 40
  %83 = getelementptr i8, ptr %4, i64 %82
  store double %81, ptr %83, align 8, !tbaa !11
  %84 = getelementptr i8, ptr %83, i64 8
  store double %80, ptr %84, align 8, !tbaa !11
  %85 = fcmp contract ogt double %80, %81
  %86 = zext i1 %85 to i32
  %87 = getelementptr i8, ptr %83, i64 16
  store double %79, ptr %87, align 8, !tbaa !11
  %88 = select i1 %85, i64 8, i64 0
  %89 = getelementptr inbounds nuw i8, ptr %13, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !11
  %91 = fcmp contract ogt double %79, %90
  %92 = select i1 %91, i32 2, i32 %86
  %93 = getelementptr i8, ptr %83, i64 24
  store double %78, ptr %93, align 8, !tbaa !11
  %94 = zext nneg i32 %92 to i64
  %95 = getelementptr inbounds nuw double, ptr %13, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !11
  %97 = fcmp contract ogt double %78, %96
  %98 = select i1 %97, i32 3, i32 %92
  %99 = getelementptr i8, ptr %83, i64 32
  store double %77, ptr %99, align 8, !tbaa !11
  %100 = zext nneg i32 %98 to i64
  %101 = getelementptr inbounds nuw double, ptr %13, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !11
  %103 = fcmp contract ogt double %77, %102
  %104 = select i1 %103, i32 4, i32 %98
  %105 = getelementptr inbounds i32, ptr %5, i64 %43
  store i32 %104, ptr %105, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #8
  %106 = add i32 %42, %39
  %107 = icmp slt i32 %106, %10
  br i1 %107, label %41, label %200, !llvm.loop !13

108:                                              ; preds = %73, %142
  %109 = phi double [ 0.000000e+00, %73 ], [ %197, %142 ]
  %110 = phi double [ 0.000000e+00, %73 ], [ %192, %142 ]
  %111 = phi double [ 0.000000e+00, %73 ], [ %187, %142 ]
  %112 = phi double [ 0.000000e+00, %73 ], [ %182, %142 ]
  %113 = phi i32 [ 0, %73 ], [ %198, %142 ]
  %114 = phi double [ 0.000000e+00, %73 ], [ %177, %142 ]
  %115 = zext nneg i32 %113 to i64
  %116 = add nsw i64 %74, %115
  %117 = getelementptr inbounds nuw i32, ptr %2, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %118, i32 0)
  %120 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 %31)
  %121 = getelementptr inbounds nuw double, ptr %3, i64 %116
  %122 = load double, ptr %121, align 8, !tbaa !11
  %123 = zext nneg i32 %120 to i64
  %124 = mul nuw nsw i64 %123, %32
  %125 = getelementptr inbounds nuw %struct.NuclideGridPoint, ptr %0, i64 %124
  br i1 %34, label %126, label %142

126:                                              ; preds = %108, %126
  %127 = phi i32 [ %138, %126 ], [ %33, %108 ]
  %128 = phi i32 [ %137, %126 ], [ 0, %108 ]
  %129 = phi i32 [ %136, %126 ], [ %33, %108 ]
  %130 = lshr i32 %127, 1
  %131 = add nuw nsw i32 %130, %128
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw %struct.NuclideGridPoint, ptr %125, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !15
  %135 = fcmp contract ogt double %134, %58
  %136 = select i1 %135, i32 %131, i32 %129
  %137 = select i1 %135, i32 %128, i32 %131
  %138 = sub nsw i32 %136, %137
  %139 = icmp sgt i32 %138, 1
  br i1 %139, label %126, label %140, !llvm.loop !17

140:                                              ; preds = %126
  %141 = zext nneg i32 %137 to i64
  br label %142

142:                                              ; preds = %140, %108
  %143 = phi i64 [ 0, %108 ], [ %141, %140 ]
  %144 = getelementptr inbounds nuw %struct.NuclideGridPoint, ptr %125, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !11
  %146 = getelementptr inbounds nuw i8, ptr %144, i64 8
  %147 = load double, ptr %146, align 8, !tbaa !11
  %148 = getelementptr inbounds nuw i8, ptr %144, i64 16
  %149 = load double, ptr %148, align 8, !tbaa !11
  %150 = getelementptr inbounds nuw i8, ptr %144, i64 24
  %151 = load double, ptr %150, align 8, !tbaa !11
  %152 = getelementptr inbounds nuw i8, ptr %144, i64 32
  %153 = load double, ptr %152, align 8, !tbaa !11
  %154 = getelementptr inbounds nuw i8, ptr %144, i64 40
  %155 = load double, ptr %154, align 8, !tbaa !11
  %156 = getelementptr i8, ptr %144, i64 48
  %157 = load double, ptr %156, align 8, !tbaa !11
  %158 = getelementptr i8, ptr %144, i64 56
  %159 = load double, ptr %158, align 8, !tbaa !11
  %160 = getelementptr i8, ptr %144, i64 64
  %161 = load double, ptr %160, align 8, !tbaa !11
  %162 = getelementptr i8, ptr %144, i64 72
  %163 = load double, ptr %162, align 8, !tbaa !11
  %164 = getelementptr i8, ptr %144, i64 80
  %165 = load double, ptr %164, align 8, !tbaa !11
  %166 = getelementptr i8, ptr %144, i64 88
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = fsub contract double %157, %145
  %169 = fcmp contract une double %168, 0.000000e+00
  %170 = fsub contract double %157, %58
  %171 = fdiv contract double %170, %168
  %172 = select contract i1 %169, double %171, double 5.000000e-01
  %173 = fsub contract double %159, %147
  %174 = fmul contract double %173, %172
  %175 = fsub contract double %159, %174
  %176 = fmul contract double %122, %175
  %177 = fadd contract double %114, %176
  %178 = fsub contract double %161, %149
  %179 = fmul contract double %172, %178
  %180 = fsub contract double %161, %179
  %181 = fmul contract double %122, %180
  %182 = fadd contract double %181, %112
  %183 = fsub contract double %163, %151
  %184 = fmul contract double %172, %183
  %185 = fsub contract double %163, %184
  %186 = fmul contract double %122, %185
  %187 = fadd contract double %186, %111
  %188 = fsub contract double %165, %153
  %189 = fmul contract double %172, %188
  %190 = fsub contract double %165, %189
  %191 = fmul contract double %122, %190
  %192 = fadd contract double %191, %110
  %193 = fsub contract double %167, %155
  %194 = fmul contract double %172, %193
  %195 = fsub contract double %167, %194
  %196 = fmul contract double %122, %195
  %197 = fadd contract double %196, %109
  %198 = add nuw nsw i32 %113, 1
  %199 = icmp eq i32 %198, %71
  br i1 %199, label %75, label %108, !llvm.loop !18

200:                                              ; preds = %76, %21, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @neutron_slab_history(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, ptr noundef readonly byval(%struct.SlabPhysics) align 4 captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12) local_unnamed_addr #3 {
  %14 = alloca [7 x i32], align 4
  %15 = icmp sgt i32 %7, 0
  %16 = icmp sgt i32 %8, 0
  %17 = and i1 %15, %16
  %18 = icmp sgt i32 %9, 1
  %19 = and i1 %17, %18
  %20 = icmp sgt i32 %10, 0
  %21 = and i1 %19, %20
  %22 = load float, ptr %6, align 4
  %23 = fcmp contract ogt float %22, 0.000000e+00
  %24 = select i1 %21, i1 %23, i1 false
  br i1 %24, label %25, label %439

25:                                               ; preds = %13
  %26 = tail call noundef i32 @llvm.smin.i32(i32 %11, i32 1000)
  %27 = uitofp nneg i32 %7 to float
  %28 = fmul contract float %22, %27
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %30 = uitofp nneg i32 %10 to float
  %31 = add nsw i32 %9, -1
  %32 = uitofp nneg i32 %31 to float
  %33 = fdiv contract float %30, %32
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = add i32 %36, %37
  %39 = icmp slt i32 %38, %5
  br i1 %39, label %40, label %439

40:                                               ; preds = %25
  %41 = load float, ptr %29, align 4, !tbaa !19
  %42 = fadd contract float %41, -1.000000e+00
  %43 = fadd contract float %41, 1.000000e+00
  %44 = fdiv contract float %42, %43
  %45 = fmul contract float %44, %44
  %46 = mul i32 %12, -1640531527
  %47 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %48 = add nsw i32 %7, -1
  %49 = icmp sgt i32 %11, 0
  %50 = add nsw i32 %8, -1
  %51 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %52 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %53 = fadd contract float %32, 0xBF50624DE0000000
  %54 = zext nneg i32 %9 to i64
  %55 = add nsw i32 %10, -1
  %56 = zext nneg i32 %10 to i64
  %57 = fadd contract float %45, 1.000000e+00
  %58 = fsub contract float 1.000000e+00, %45
  %59 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %60 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %61 = mul i32 %60, %35
  %62 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %63 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %64 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %65 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %66 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %67 = getelementptr inbounds nuw i8, ptr %14, i64 24
  br label %68

68:                                               ; preds = %40, %436
  %69 = phi i32 [ %38, %40 ], [ %437, %436 ]
  br i1 %49, label %70, label %436

70:                                               ; preds = %68
  %71 = mul i32 %69, -2048144789
  %72 = xor i32 %71, %46
  %73 = icmp eq i32 %72, 625341585
  %74 = xor i32 %72, 625341585
  %75 = select i1 %73, i32 1, i32 %74
  %76 = shl i32 %75, 13
  %77 = xor i32 %76, %75
  %78 = lshr i32 %77, 17
  %79 = xor i32 %78, %77
  %80 = shl i32 %79, 5
  %81 = xor i32 %80, %79
  %82 = lshr i32 %81, 8
  %83 = add nuw nsw i32 %82, 1
  %84 = uitofp nneg i32 %83 to float
  %85 = fmul contract float %84, 0x3E70000000000000
  %86 = fmul contract float %28, %85
  %87 = load float, ptr %6, align 4, !tbaa !22
  %88 = fdiv contract float %86, %87
  %89 = fptosi float %88 to i32
  %90 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %89, i32 0)
  %91 = tail call noundef i32 @llvm.smin.i32(i32 %90, i32 %48)
  %92 = load float, ptr %47, align 4, !tbaa !23
  %93 = shl i32 %81, 13
  %94 = xor i32 %93, %81
  %95 = lshr i32 %94, 17
  %96 = xor i32 %95, %94
  %97 = shl i32 %96, 5
  %98 = xor i32 %97, %96
  %99 = lshr i32 %98, 8
  %100 = add nuw nsw i32 %99, 1
  %101 = uitofp nneg i32 %100 to float
  %102 = fmul contract float %101, 0x3E70000000000000
  %103 = fmul contract float %102, 2.000000e+00
  %104 = fadd contract float %103, -1.000000e+00
  br label %105

105:                                              ; preds = %70, %433
  %106 = phi float [ %431, %433 ], [ %86, %70 ]
  %107 = phi float [ %430, %433 ], [ %104, %70 ]
  %108 = phi float [ %429, %433 ], [ %92, %70 ]
  %109 = phi i32 [ %428, %433 ], [ %91, %70 ]
  %110 = phi i32 [ %434, %433 ], [ 0, %70 ]
  %111 = phi i32 [ %427, %433 ], [ %98, %70 ]
  %112 = sext i32 %109 to i64
  %113 = getelementptr inbounds i32, ptr %0, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %114, i32 0)
  %116 = tail call noundef i32 @llvm.smin.i32(i32 %115, i32 %50)
  %117 = fcmp olt float %108, 0x3810000000000000
  %118 = fmul float %108, 0x4160000000000000
  %119 = select i1 %117, float %118, float %108
  %120 = select i1 %117, float -2.300000e+01, float 0.000000e+00
  %121 = bitcast float %119 to i32
  %122 = add i32 %121, -1059760811
  %123 = and i32 %122, -8388608
  %124 = sub i32 %121, %123
  %125 = bitcast i32 %124 to float
  %126 = sitofp i32 %123 to float
  %127 = tail call float @llvm.fma.f32(float %126, float 0x3E80000000000000, float %120)
  %128 = fadd float %125, -1.000000e+00
  %129 = tail call float @llvm.fma.f32(float %128, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %130 = tail call float @llvm.fma.f32(float %129, float %128, float 0xBFBF19B980000000)
  %131 = tail call float @llvm.fma.f32(float %130, float %128, float 0x3FC1E52AA0000000)
  %132 = tail call float @llvm.fma.f32(float %131, float %128, float 0xBFC55B1720000000)
  %133 = tail call float @llvm.fma.f32(float %132, float %128, float 0x3FC99DA160000000)
  %134 = tail call float @llvm.fma.f32(float %133, float %128, float 0xBFCFFFE440000000)
  %135 = tail call float @llvm.fma.f32(float %134, float %128, float 0x3FD5554F00000000)
  %136 = tail call float @llvm.fma.f32(float %135, float %128, float -5.000000e-01)
  %137 = fmul float %128, %136
  %138 = tail call float @llvm.fma.f32(float %137, float %128, float %128)
  %139 = tail call float @llvm.fma.f32(float %127, float 0x3FE62E4300000000, float %138)
  %140 = icmp ugt i32 %121, 2139095039
  %141 = tail call float @llvm.fma.f32(float %119, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %142 = select i1 %140, float %141, float %139
  %143 = fcmp oeq float %119, 0.000000e+00
  %144 = select i1 %143, float 0xFFF0000000000000, float %142
  %145 = load float, ptr %51, align 4, !tbaa !24
  %146 = fsub contract float %144, %145
  %147 = load float, ptr %52, align 4, !tbaa !25
  %148 = fmul contract float %146, %147
  %149 = tail call noundef float @llvm.maxnum.f32(float %148, float 0.000000e+00)
  %150 = tail call noundef float @llvm.minnum.f32(float %149, float %53)
  %151 = fptosi float %150 to i32
  %152 = sitofp i32 %151 to float
  %153 = fsub contract float %150, %152
  %154 = zext nneg i32 %116 to i64
  %155 = mul nuw nsw i64 %154, %54
  %156 = sext i32 %151 to i64
  %157 = add nsw i64 %155, %156
  %158 = getelementptr inbounds nuw float, ptr %1, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !26
  %160 = add nsw i64 %157, 1
  %161 = getelementptr inbounds nuw float, ptr %1, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !26
  %163 = fsub contract float %162, %159
  %164 = fmul contract float %163, %153
  %165 = fadd contract float %159, %164
  %166 = tail call noundef float @llvm.maxnum.f32(float %165, float 0x3EB0C6F7A0000000)
  %167 = getelementptr inbounds nuw float, ptr %2, i64 %157
  %168 = load float, ptr %167, align 4, !tbaa !26
  %169 = getelementptr inbounds nuw float, ptr %2, i64 %160
  %170 = load float, ptr %169, align 4, !tbaa !26
  %171 = fsub contract float %170, %168
  %172 = fmul contract float %171, %153
  %173 = fadd contract float %168, %172
  %174 = tail call noundef float @llvm.minnum.f32(float %173, float %166)
  %175 = shl i32 %111, 13
  %176 = xor i32 %175, %111
  %177 = lshr i32 %176, 17
  %178 = xor i32 %177, %176
  %179 = shl i32 %178, 5
  %180 = xor i32 %179, %178
  %181 = lshr i32 %180, 8
  %182 = add nuw nsw i32 %181, 1
  %183 = uitofp nneg i32 %182 to float
  %184 = fmul contract float %183, 0x3E70000000000000
  %185 = fcmp olt float %184, 0x3810000000000000
  %186 = fmul float %184, 0x4160000000000000
  %187 = select i1 %185, float %186, float %184
  %188 = select i1 %185, float -2.300000e+01, float 0.000000e+00
  %189 = bitcast float %187 to i32
  %190 = add nsw i32 %189, -1059760811
  %191 = and i32 %190, -8388608
  %192 = sub i32 %189, %191
  %193 = bitcast i32 %192 to float
  %194 = sitofp i32 %191 to float
  %195 = tail call float @llvm.fma.f32(float %194, float 0x3E80000000000000, float %188)
  %196 = fadd float %193, -1.000000e+00
  %197 = tail call float @llvm.fma.f32(float %196, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %198 = tail call float @llvm.fma.f32(float %197, float %196, float 0xBFBF19B980000000)
  %199 = tail call float @llvm.fma.f32(float %198, float %196, float 0x3FC1E52AA0000000)
  %200 = tail call float @llvm.fma.f32(float %199, float %196, float 0xBFC55B1720000000)
  %201 = tail call float @llvm.fma.f32(float %200, float %196, float 0x3FC99DA160000000)
  %202 = tail call float @llvm.fma.f32(float %201, float %196, float 0xBFCFFFE440000000)
  %203 = tail call float @llvm.fma.f32(float %202, float %196, float 0x3FD5554F00000000)
  %204 = tail call float @llvm.fma.f32(float %203, float %196, float -5.000000e-01)
  %205 = fmul float %196, %204
  %206 = tail call float @llvm.fma.f32(float %205, float %196, float %196)
  %207 = tail call float @llvm.fma.f32(float %195, float 0x3FE62E4300000000, float %206)
  %208 = icmp samesign ugt i32 %189, 2139095039
  %209 = tail call float @llvm.fma.f32(float %187, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %210 = select i1 %208, float %209, float %207
  %211 = fcmp oeq float %187, 0.000000e+00
  %212 = fneg contract float %210
  %213 = select contract i1 %211, float 0x7FF0000000000000, float %212
  %214 = fdiv contract float %213, %166
  %215 = sitofp i32 %109 to float
  %216 = load float, ptr %6, align 4, !tbaa !22
  %217 = fmul contract float %216, %215
  %218 = fcmp contract ogt float %107, 0.000000e+00
  br i1 %218, label %219, label %223

219:                                              ; preds = %105
  %220 = fadd contract float %216, %217
  %221 = fsub contract float %220, %106
  %222 = fdiv contract float %221, %107
  br label %228

223:                                              ; preds = %105
  %224 = fcmp contract olt float %107, 0.000000e+00
  br i1 %224, label %225, label %228

225:                                              ; preds = %223
  %226 = fsub contract float %217, %106
  %227 = fdiv contract float %226, %107
  br label %228

228:                                              ; preds = %225, %223, %219
  %229 = phi contract float [ %222, %219 ], [ %227, %225 ], [ 0x7FF0000000000000, %223 ]
  %230 = fcmp contract olt float %229, %214
  %231 = select i1 %230, float %229, float %214
  %232 = fmul contract float %33, %150
  %233 = fptosi float %232 to i32
  %234 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %233, i32 0)
  %235 = tail call noundef i32 @llvm.smin.i32(i32 %234, i32 %55)
  %236 = tail call noundef float @llvm.minnum.f32(float %231, float 1.000000e+06)
  %237 = fmul contract float %236, 0x4130000000000000
  %238 = tail call noundef i64 @llvm.nvvm.f2ll.rn(float %237) #8
  %239 = mul nsw i64 %112, %56
  %240 = zext nneg i32 %235 to i64
  %241 = getelementptr i64, ptr %3, i64 %239
  %242 = getelementptr i64, ptr %241, i64 %240
  %243 = atomicrmw add ptr %242, i64 %238 seq_cst, align 8
  %244 = fmul contract float %107, %231
  %245 = fadd contract float %106, %244
  br i1 %230, label %246, label %264

246:                                              ; preds = %228
  %247 = select i1 %218, i32 1, i32 -1
  %248 = add nsw i32 %247, %109
  %249 = icmp ult i32 %248, %7
  br i1 %249, label %254, label %250

250:                                              ; preds = %246
  %251 = zext i1 %218 to i64
  %252 = getelementptr inbounds nuw i32, ptr %4, i64 %251
  %253 = atomicrmw add ptr %252, i32 1 seq_cst, align 4
  br label %426

254:                                              ; preds = %246
  br i1 %218, label %255, label %259

255:                                              ; preds = %254
  %256 = uitofp nneg i32 %248 to float
  %257 = load float, ptr %6, align 4, !tbaa !22
  %258 = fmul contract float %257, %256
  br label %426

259:                                              ; preds = %254
  %260 = add nuw nsw i32 %248, 1
  %261 = uitofp nneg i32 %260 to float
  %262 = load float, ptr %6, align 4, !tbaa !22
  %263 = fmul contract float %262, %261
  br label %426

264:                                              ; preds = %228
  %265 = shl i32 %180, 13
  %266 = xor i32 %265, %180
  %267 = lshr i32 %266, 17
  %268 = xor i32 %267, %266
  %269 = shl i32 %268, 5
  %270 = xor i32 %269, %268
  %271 = lshr i32 %270, 8
  %272 = add nuw nsw i32 %271, 1
  %273 = uitofp nneg i32 %272 to float
  %274 = fmul contract float %273, 0x3E70000000000000
  %275 = fmul contract float %274, %166
  %276 = fcmp contract olt float %275, %174
  br i1 %276, label %426, label %277

277:                                              ; preds = %264
  %278 = shl i32 %270, 13
  %279 = xor i32 %278, %270
  %280 = lshr i32 %279, 17
  %281 = xor i32 %280, %279
  %282 = shl i32 %281, 5
  %283 = xor i32 %282, %281
  %284 = lshr i32 %283, 8
  %285 = add nuw nsw i32 %284, 1
  %286 = uitofp nneg i32 %285 to float
  %287 = fmul contract float %286, 0x3E70000000000000
  %288 = fmul contract float %287, 2.000000e+00
  %289 = fadd contract float %288, -1.000000e+00
  %290 = fmul contract float %58, %289
  %291 = fadd contract float %57, %290
  %292 = fmul contract float %291, 5.000000e-01
  %293 = fmul contract float %108, %292
  %294 = load float, ptr %29, align 4, !tbaa !19
  %295 = fmul contract float %289, %294
  %296 = fadd contract float %295, 1.000000e+00
  %297 = fmul contract float %294, %294
  %298 = fmul contract float %294, 2.000000e+00
  %299 = fmul contract float %289, %298
  %300 = fadd contract float %297, %299
  %301 = fadd contract float %300, 1.000000e+00
  %302 = tail call noundef float @llvm.maxnum.f32(float %301, float 0x3D71979980000000)
  %303 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %302)
  %304 = fmul contract float %303, %296
  %305 = shl i32 %283, 13
  %306 = xor i32 %305, %283
  %307 = lshr i32 %306, 17
  %308 = xor i32 %307, %306
  %309 = shl i32 %308, 5
  %310 = xor i32 %309, %308
  %311 = lshr i32 %310, 8
  %312 = add nuw nsw i32 %311, 1
  %313 = uitofp nneg i32 %312 to float
  %314 = fmul contract float %313, 0x3E70000000000000
  %315 = fmul contract float %314, 0x401921FB60000000
  %316 = fmul contract float %107, %304
  %317 = fmul contract float %107, %107
  %318 = fsub contract float 1.000000e+00, %317
  %319 = fmul contract float %304, %304
  %320 = fsub contract float 1.000000e+00, %319
  %321 = fmul contract float %318, %320
  %322 = tail call noundef float @llvm.maxnum.f32(float %321, float 0.000000e+00)
  %323 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %322) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  %324 = fmul float %315, 0x3FE45F3060000000
  %325 = tail call i32 @llvm.nvvm.f2i.rn(float %324) #8
  %326 = sitofp i32 %325 to float
  %327 = tail call float @llvm.fma.f32(float %326, float 0xBFF921FB40000000, float %315)
  %328 = tail call float @llvm.fma.f32(float %326, float 0xBE74442D00000000, float %327)
  %329 = tail call float @llvm.fma.f32(float %326, float 0xBCF84698A0000000, float %328)
  %330 = tail call float @llvm.nvvm.fabs.f32(float %315)
  %331 = fcmp ult float %330, 1.056150e+05
  br i1 %331, label %399, label %332

332:                                              ; preds = %277
  %333 = fcmp oeq float %330, 0x7FF0000000000000
  br i1 %333, label %334, label %336

334:                                              ; preds = %332
  %335 = tail call float @llvm.nvvm.mul.rn.f(float %315, float 0.000000e+00) #8
  br label %399

336:                                              ; preds = %332
  %337 = bitcast float %315 to i32
  %338 = shl i32 %337, 8
  %339 = or i32 %338, -2147483648
  %340 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %339, i32 0) #9, !srcloc !27
  %341 = extractvalue { i32, i32 } %340, 0
  %342 = extractvalue { i32, i32 } %340, 1
  store i32 %341, ptr %14, align 4
  %343 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %339, i32 %342) #9, !srcloc !27
  %344 = extractvalue { i32, i32 } %343, 0
  %345 = extractvalue { i32, i32 } %343, 1
  store i32 %344, ptr %62, align 4
  %346 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %339, i32 %345) #9, !srcloc !27
  %347 = extractvalue { i32, i32 } %346, 0
  %348 = extractvalue { i32, i32 } %346, 1
  store i32 %347, ptr %63, align 4
  %349 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %339, i32 %348) #9, !srcloc !27
  %350 = extractvalue { i32, i32 } %349, 0
  %351 = extractvalue { i32, i32 } %349, 1
  store i32 %350, ptr %64, align 4
  %352 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %339, i32 %351) #9, !srcloc !27
  %353 = extractvalue { i32, i32 } %352, 0
  %354 = extractvalue { i32, i32 } %352, 1
  store i32 %353, ptr %65, align 4
  %355 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %339, i32 %354) #9, !srcloc !27
  %356 = extractvalue { i32, i32 } %355, 0
  %357 = extractvalue { i32, i32 } %355, 1
  store i32 %356, ptr %66, align 4
  %358 = lshr i32 %337, 23
  %359 = add nsw i32 %358, -128
  %360 = lshr i32 %359, 5
  store i32 %357, ptr %67, align 4
  %361 = sub nsw i32 6, %360
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds i32, ptr %14, i64 %362
  %364 = load i32, ptr %363, align 4
  %365 = sub nsw i32 5, %360
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds i32, ptr %14, i64 %366
  %368 = load i32, ptr %367, align 4
  %369 = freeze i32 %368
  %370 = and i32 %337, 260046848
  %371 = icmp eq i32 %370, 0
  br i1 %371, label %378, label %372

372:                                              ; preds = %336
  %373 = sub nsw i32 4, %360
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds i32, ptr %14, i64 %374
  %376 = load i32, ptr %375, align 4
  %377 = tail call i32 @llvm.fshl.i32(i32 %369, i32 %376, i32 %358)
  br label %378

378:                                              ; preds = %372, %336
  %379 = phi i32 [ %377, %372 ], [ %369, %336 ]
  %380 = tail call i32 @llvm.fshl.i32(i32 %364, i32 %369, i32 %358)
  %381 = lshr i32 %380, 30
  %382 = tail call i32 @llvm.fshl.i32(i32 %380, i32 %379, i32 2)
  %383 = shl i32 %379, 2
  %384 = lshr i32 %382, 31
  %385 = add nuw nsw i32 %384, %381
  %386 = ashr i32 %382, 31
  %387 = xor i32 %386, %382
  %388 = xor i32 %386, %383
  %389 = zext i32 %387 to i64
  %390 = shl nuw i64 %389, 32
  %391 = zext i32 %388 to i64
  %392 = or disjoint i64 %390, %391
  %393 = sitofp i64 %392 to double
  %394 = fmul double %393, 0x3BF921FB54442D19
  %395 = fptrunc double %394 to float
  %396 = fneg float %395
  %397 = icmp slt i32 %382, 0
  %398 = select i1 %397, float %396, float %395
  br label %399

399:                                              ; preds = %277, %334, %378
  %400 = phi i32 [ %325, %277 ], [ 0, %334 ], [ %385, %378 ]
  %401 = phi float [ %329, %277 ], [ %335, %334 ], [ %398, %378 ]
  %402 = add i32 %400, 1
  %403 = tail call float @llvm.nvvm.mul.rn.f(float %401, float %401) #8
  %404 = and i32 %400, 1
  %405 = icmp eq i32 %404, 0
  %406 = select i1 %405, float 1.000000e+00, float %401
  %407 = tail call float @llvm.fma.f32(float %403, float %406, float 0.000000e+00)
  %408 = tail call float @llvm.fma.f32(float %403, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %409 = select i1 %405, float %408, float 0xBF29A82A60000000
  %410 = select i1 %405, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %411 = tail call float @llvm.fma.f32(float %409, float %403, float %410)
  %412 = select i1 %405, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %413 = tail call float @llvm.fma.f32(float %411, float %403, float %412)
  %414 = tail call float @llvm.fma.f32(float %413, float %407, float %406)
  %415 = and i32 %402, 2
  %416 = icmp eq i32 %415, 0
  %417 = fsub float 0.000000e+00, %414
  %418 = select i1 %416, float %414, float %417
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  %419 = fmul contract float %323, %418
  %420 = fadd contract float %316, %419
  %421 = tail call noundef float @llvm.maxnum.f32(float %420, float -1.000000e+00)
  %422 = tail call noundef float @llvm.minnum.f32(float %421, float 1.000000e+00)
  %423 = load float, ptr %59, align 4, !tbaa !28
  %424 = fcmp contract olt float %293, %423
  %425 = select i1 %424, i32 5, i32 0
  br label %426

426:                                              ; preds = %264, %255, %259, %399, %250
  %427 = phi i32 [ %180, %255 ], [ %180, %259 ], [ %180, %250 ], [ %270, %264 ], [ %310, %399 ]
  %428 = phi i32 [ %248, %255 ], [ %248, %259 ], [ %248, %250 ], [ %109, %264 ], [ %109, %399 ]
  %429 = phi float [ %108, %255 ], [ %108, %259 ], [ %108, %250 ], [ %108, %264 ], [ %293, %399 ]
  %430 = phi float [ %107, %255 ], [ %107, %259 ], [ %107, %250 ], [ %107, %264 ], [ %422, %399 ]
  %431 = phi float [ %258, %255 ], [ %263, %259 ], [ %245, %250 ], [ %245, %264 ], [ %245, %399 ]
  %432 = phi i32 [ 7, %255 ], [ 7, %259 ], [ 5, %250 ], [ 5, %264 ], [ %425, %399 ]
  switch i32 %432, label %436 [
    i32 0, label %433
    i32 7, label %433
  ]

433:                                              ; preds = %426, %426
  %434 = add nuw nsw i32 %110, 1
  %435 = icmp eq i32 %434, %26
  br i1 %435, label %436, label %105, !llvm.loop !29

436:                                              ; preds = %426, %433, %68
  %437 = add i32 %69, %61
  %438 = icmp slt i32 %437, %5
  br i1 %438, label %68, label %439, !llvm.loop !30

439:                                              ; preds = %436, %25, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(none) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !12, i64 0}
!16 = !{!"_ZTS16NuclideGridPoint", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !12, i64 32, !12, i64 40}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = !{!20, !21, i64 20}
!20 = !{!"_ZTS11SlabPhysics", !21, i64 0, !21, i64 4, !21, i64 8, !21, i64 12, !21, i64 16, !21, i64 20}
!21 = !{!"float", !8, i64 0}
!22 = !{!20, !21, i64 0}
!23 = !{!20, !21, i64 12}
!24 = !{!20, !21, i64 4}
!25 = !{!20, !21, i64 8}
!26 = !{!21, !21, i64 0}
!27 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!28 = !{!20, !21, i64 16}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
