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
  br i1 %20, label %210, label %21

21:                                               ; preds = %12
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  %27 = icmp slt i32 %26, %10
  br i1 %27, label %28, label %210

28:                                               ; preds = %21
  %29 = uitofp nneg i32 %8 to double
  %30 = zext nneg i32 %9 to i64
  %31 = add nsw i32 %6, -1
  %32 = zext nneg i32 %7 to i64
  %33 = add nsw i32 %7, -1
  %34 = icmp sgt i32 %7, 2
  %35 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %36 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %37 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %38 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = mul i32 %39, %23
  %41 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %42 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %43 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %44 = getelementptr inbounds nuw i8, ptr %13, i64 32
  br label %45

45:                                               ; preds = %28, %84
  %46 = phi i32 [ %26, %28 ], [ %114, %84 ]
  %47 = sext i32 %46 to i64
  %48 = xor i64 %11, %47
  %49 = add i64 %48, -7046029254386353131
  %50 = lshr i64 %49, 30
  %51 = xor i64 %50, %49
  %52 = mul i64 %51, -4658895280553007687
  %53 = lshr i64 %52, 27
  %54 = xor i64 %53, %52
  %55 = mul i64 %54, -7723592293110705685
  %56 = lshr i64 %55, 31
  %57 = xor i64 %56, %55
  %58 = mul i64 %57, 2806196910506780709
  %59 = add i64 %58, 1
  %60 = lshr i64 %59, 11
  %61 = uitofp nneg i64 %60 to double
  %62 = fmul contract double %61, 0x3CA0000000000000
  %63 = mul i64 %59, 2806196910506780709
  %64 = add i64 %63, 1
  %65 = lshr i64 %64, 11
  %66 = uitofp nneg i64 %65 to double
  %67 = fmul contract double %66, 0x3CA0000000000000
  %68 = fmul contract double %67, %29
  %69 = fptosi double %68 to i32
  %70 = srem i32 %69, %8
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %1, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %73, i32 0)
  %75 = tail call noundef i32 @llvm.smin.i32(i32 %74, i32 %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %13, i8 0, i64 40, i1 false)
  %76 = icmp sgt i32 %75, 0
  br i1 %76, label %77, label %84

77:                                               ; preds = %45
  %78 = mul nsw i64 %71, %30
  %79 = load double, ptr %35, align 8, !tbaa !11
  %80 = load double, ptr %36, align 8, !tbaa !11
  %81 = load double, ptr %37, align 8, !tbaa !11
  %82 = load double, ptr %38, align 8, !tbaa !11
  br label %116

83:                                               ; preds = %181
  store double %192, ptr %35, align 8, !tbaa !11
  store double %197, ptr %36, align 8, !tbaa !11
  store double %202, ptr %37, align 8, !tbaa !11
  store double %207, ptr %38, align 8, !tbaa !11
  br label %84

84:                                               ; preds = %83, %45
  %85 = phi double [ %187, %83 ], [ 0.000000e+00, %45 ]
  store double %85, ptr %13, align 8
  %86 = mul nsw i64 %47, 40
  %87 = getelementptr i8, ptr %4, i64 %86
  store double %85, ptr %87, align 8, !tbaa !11
  %88 = load double, ptr %41, align 8, !tbaa !11
  %89 = getelementptr i8, ptr %87, i64 8
  store double %88, ptr %89, align 8, !tbaa !11
  %90 = fcmp contract ogt double %88, %85
  %91 = zext i1 %90 to i32
  %92 = load double, ptr %42, align 8, !tbaa !11
  %93 = getelementptr i8, ptr %87, i64 16
  store double %92, ptr %93, align 8, !tbaa !11
  %94 = select i1 %90, i64 8, i64 0
  %95 = getelementptr inbounds nuw i8, ptr %13, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !11
  %97 = fcmp contract ogt double %92, %96
  %98 = select i1 %97, i32 2, i32 %91
  %99 = load double, ptr %43, align 8, !tbaa !11
  %100 = getelementptr i8, ptr %87, i64 24
  store double %99, ptr %100, align 8, !tbaa !11
  %101 = zext nneg i32 %98 to i64
  %102 = getelementptr inbounds nuw double, ptr %13, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !11
  %104 = fcmp contract ogt double %99, %103
  %105 = select i1 %104, i32 3, i32 %98
  %106 = load double, ptr %44, align 8, !tbaa !11
  %107 = getelementptr i8, ptr %87, i64 32
  store double %106, ptr %107, align 8, !tbaa !11
  %108 = zext nneg i32 %105 to i64
  %109 = getelementptr inbounds nuw double, ptr %13, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !11
  %111 = fcmp contract ogt double %106, %110
  %112 = select i1 %111, i32 4, i32 %105
  %113 = getelementptr inbounds i32, ptr %5, i64 %47
  store i32 %112, ptr %113, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #8
  %114 = add i32 %46, %40
  %115 = icmp slt i32 %114, %10
  br i1 %115, label %45, label %210, !llvm.loop !13

116:                                              ; preds = %77, %181
  %117 = phi double [ %82, %77 ], [ %207, %181 ]
  %118 = phi double [ %81, %77 ], [ %202, %181 ]
  %119 = phi double [ %80, %77 ], [ %197, %181 ]
  %120 = phi double [ %79, %77 ], [ %192, %181 ]
  %121 = phi i32 [ 0, %77 ], [ %208, %181 ]
  %122 = phi double [ 0.000000e+00, %77 ], [ %187, %181 ]
  %123 = zext nneg i32 %121 to i64
  %124 = add nsw i64 %78, %123
  %125 = getelementptr inbounds nuw i32, ptr %2, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !6
  %127 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %126, i32 0)
  %128 = tail call noundef i32 @llvm.smin.i32(i32 %127, i32 %31)
  %129 = getelementptr inbounds nuw double, ptr %3, i64 %124
  %130 = load double, ptr %129, align 8, !tbaa !11
  %131 = zext nneg i32 %128 to i64
  %132 = mul nuw nsw i64 %131, %32
  %133 = getelementptr inbounds nuw %struct.NuclideGridPoint, ptr %0, i64 %132
  br i1 %34, label %134, label %150

134:                                              ; preds = %116, %134
  %135 = phi i32 [ %146, %134 ], [ %33, %116 ]
  %136 = phi i32 [ %145, %134 ], [ 0, %116 ]
  %137 = phi i32 [ %144, %134 ], [ %33, %116 ]
  %138 = lshr i32 %135, 1
  %139 = add nuw nsw i32 %138, %136
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw %struct.NuclideGridPoint, ptr %133, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !16
  %143 = fcmp contract ogt double %142, %62
  %144 = select i1 %143, i32 %139, i32 %137
  %145 = select i1 %143, i32 %136, i32 %139
  %146 = sub nsw i32 %144, %145
  %147 = icmp sgt i32 %146, 1
  br i1 %147, label %134, label %148, !llvm.loop !18

148:                                              ; preds = %134
  %149 = zext nneg i32 %145 to i64
  br label %150

150:                                              ; preds = %148, %116
  %151 = phi i64 [ 0, %116 ], [ %149, %148 ]
  %152 = getelementptr inbounds nuw %struct.NuclideGridPoint, ptr %133, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !11
  %154 = getelementptr inbounds nuw i8, ptr %152, i64 8
  %155 = load double, ptr %154, align 8, !tbaa !11
  %156 = getelementptr inbounds nuw i8, ptr %152, i64 16
  %157 = load double, ptr %156, align 8, !tbaa !11
  %158 = getelementptr inbounds nuw i8, ptr %152, i64 24
  %159 = load double, ptr %158, align 8, !tbaa !11
  %160 = getelementptr inbounds nuw i8, ptr %152, i64 32
  %161 = load double, ptr %160, align 8, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %152, i64 40
  %163 = load double, ptr %162, align 8, !tbaa !11
  %164 = getelementptr i8, ptr %152, i64 48
  %165 = load double, ptr %164, align 8, !tbaa !11
  %166 = getelementptr i8, ptr %152, i64 56
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = getelementptr i8, ptr %152, i64 64
  %169 = load double, ptr %168, align 8, !tbaa !11
  %170 = getelementptr i8, ptr %152, i64 72
  %171 = load double, ptr %170, align 8, !tbaa !11
  %172 = getelementptr i8, ptr %152, i64 80
  %173 = load double, ptr %172, align 8, !tbaa !11
  %174 = getelementptr i8, ptr %152, i64 88
  %175 = load double, ptr %174, align 8, !tbaa !11
  %176 = fsub contract double %165, %153
  %177 = fcmp contract une double %176, 0.000000e+00
  br i1 %177, label %178, label %181

178:                                              ; preds = %150
  %179 = fsub contract double %165, %62
  %180 = fdiv contract double %179, %176
  br label %181

181:                                              ; preds = %150, %178
  %182 = phi contract double [ %180, %178 ], [ 5.000000e-01, %150 ]
  %183 = fsub contract double %167, %155
  %184 = fmul contract double %183, %182
  %185 = fsub contract double %167, %184
  %186 = fmul contract double %130, %185
  %187 = fadd contract double %122, %186
  %188 = fsub contract double %169, %157
  %189 = fmul contract double %188, %182
  %190 = fsub contract double %169, %189
  %191 = fmul contract double %130, %190
  %192 = fadd contract double %120, %191
  %193 = fsub contract double %171, %159
  %194 = fmul contract double %193, %182
  %195 = fsub contract double %171, %194
  %196 = fmul contract double %130, %195
  %197 = fadd contract double %196, %119
  %198 = fsub contract double %173, %161
  %199 = fmul contract double %198, %182
  %200 = fsub contract double %173, %199
  %201 = fmul contract double %130, %200
  %202 = fadd contract double %201, %118
  %203 = fsub contract double %175, %163
  %204 = fmul contract double %203, %182
  %205 = fsub contract double %175, %204
  %206 = fmul contract double %130, %205
  %207 = fadd contract double %206, %117
  %208 = add nuw nsw i32 %121, 1
  %209 = icmp eq i32 %208, %75
  br i1 %209, label %83, label %116, !llvm.loop !19

210:                                              ; preds = %84, %21, %12
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
  br i1 %24, label %25, label %444

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
  br i1 %39, label %40, label %444

40:                                               ; preds = %25
  %41 = load float, ptr %29, align 4, !tbaa !20
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

68:                                               ; preds = %40, %441
  %69 = phi i32 [ %38, %40 ], [ %442, %441 ]
  br i1 %49, label %70, label %441

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
  %87 = load float, ptr %6, align 4, !tbaa !23
  %88 = fdiv contract float %86, %87
  %89 = fptosi float %88 to i32
  %90 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %89, i32 0)
  %91 = tail call noundef i32 @llvm.smin.i32(i32 %90, i32 %48)
  %92 = load float, ptr %47, align 4, !tbaa !24
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

105:                                              ; preds = %70, %438
  %106 = phi float [ %436, %438 ], [ %86, %70 ]
  %107 = phi float [ %435, %438 ], [ %104, %70 ]
  %108 = phi float [ %434, %438 ], [ %92, %70 ]
  %109 = phi i32 [ %433, %438 ], [ %91, %70 ]
  %110 = phi i32 [ %439, %438 ], [ 0, %70 ]
  %111 = phi i32 [ %432, %438 ], [ %98, %70 ]
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
  %145 = load float, ptr %51, align 4, !tbaa !25
  %146 = fsub contract float %144, %145
  %147 = load float, ptr %52, align 4, !tbaa !26
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
  %159 = load float, ptr %158, align 4, !tbaa !27
  %160 = add nsw i64 %157, 1
  %161 = getelementptr inbounds nuw float, ptr %1, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !27
  %163 = fsub contract float %162, %159
  %164 = fmul contract float %163, %153
  %165 = fadd contract float %159, %164
  %166 = tail call noundef float @llvm.maxnum.f32(float %165, float 0x3EB0C6F7A0000000)
  %167 = getelementptr inbounds nuw float, ptr %2, i64 %157
  %168 = load float, ptr %167, align 4, !tbaa !27
  %169 = getelementptr inbounds nuw float, ptr %2, i64 %160
  %170 = load float, ptr %169, align 4, !tbaa !27
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
  %216 = load float, ptr %6, align 4, !tbaa !23
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
  br label %431

254:                                              ; preds = %246
  br i1 %218, label %255, label %259

255:                                              ; preds = %254
  %256 = uitofp nneg i32 %248 to float
  %257 = load float, ptr %6, align 4, !tbaa !23
  %258 = fmul contract float %257, %256
  br label %431

259:                                              ; preds = %254
  %260 = add nuw nsw i32 %248, 1
  %261 = uitofp nneg i32 %260 to float
  %262 = load float, ptr %6, align 4, !tbaa !23
  %263 = fmul contract float %262, %261
  br label %431

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
  br i1 %276, label %431, label %277

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
  %294 = load float, ptr %29, align 4, !tbaa !20
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
  br i1 %331, label %404, label %332

332:                                              ; preds = %277
  %333 = fcmp oeq float %330, 0x7FF0000000000000
  br i1 %333, label %334, label %336

334:                                              ; preds = %332
  %335 = tail call float @llvm.nvvm.mul.rn.f(float %315, float 0.000000e+00) #8
  br label %404

336:                                              ; preds = %332
  %337 = bitcast float %315 to i32
  %338 = shl i32 %337, 8
  %339 = or i32 %338, -2147483648
  %340 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %339, i32 0) #9, !srcloc !28
  %341 = extractvalue { i32, i32 } %340, 0
  %342 = extractvalue { i32, i32 } %340, 1
  store i32 %341, ptr %14, align 4
  %343 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %339, i32 %342) #9, !srcloc !28
  %344 = extractvalue { i32, i32 } %343, 0
  %345 = extractvalue { i32, i32 } %343, 1
  store i32 %344, ptr %62, align 4
  %346 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %339, i32 %345) #9, !srcloc !28
  %347 = extractvalue { i32, i32 } %346, 0
  %348 = extractvalue { i32, i32 } %346, 1
  store i32 %347, ptr %63, align 4
  %349 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %339, i32 %348) #9, !srcloc !28
  %350 = extractvalue { i32, i32 } %349, 0
  %351 = extractvalue { i32, i32 } %349, 1
  store i32 %350, ptr %64, align 4
  %352 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %339, i32 %351) #9, !srcloc !28
  %353 = extractvalue { i32, i32 } %352, 0
  %354 = extractvalue { i32, i32 } %352, 1
  store i32 %353, ptr %65, align 4
  %355 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %339, i32 %354) #9, !srcloc !28
  %356 = extractvalue { i32, i32 } %355, 0
  %357 = extractvalue { i32, i32 } %355, 1
  store i32 %356, ptr %66, align 4
  %358 = lshr i32 %337, 23
  %359 = add nsw i32 %358, -128
  %360 = lshr i32 %359, 5
  store i32 %357, ptr %67, align 4
  %361 = and i32 %358, 31
  %362 = sub nsw i32 6, %360
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds i32, ptr %14, i64 %363
  %365 = load i32, ptr %364, align 4
  %366 = sub nsw i32 5, %360
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds i32, ptr %14, i64 %367
  %369 = load i32, ptr %368, align 4
  %370 = icmp eq i32 %361, 0
  br i1 %370, label %383, label %371

371:                                              ; preds = %336
  %372 = sub nsw i32 4, %360
  %373 = sub nuw nsw i32 32, %361
  %374 = shl i32 %365, %361
  %375 = lshr i32 %369, %373
  %376 = or disjoint i32 %375, %374
  %377 = shl i32 %369, %361
  %378 = sext i32 %372 to i64
  %379 = getelementptr inbounds i32, ptr %14, i64 %378
  %380 = load i32, ptr %379, align 4
  %381 = lshr i32 %380, %373
  %382 = or disjoint i32 %381, %377
  br label %383

383:                                              ; preds = %371, %336
  %384 = phi i32 [ %376, %371 ], [ %365, %336 ]
  %385 = phi i32 [ %382, %371 ], [ %369, %336 ]
  %386 = lshr i32 %384, 30
  %387 = tail call i32 @llvm.fshl.i32(i32 %384, i32 %385, i32 2)
  %388 = shl i32 %385, 2
  %389 = lshr i32 %387, 31
  %390 = add nuw nsw i32 %389, %386
  %391 = ashr i32 %387, 31
  %392 = xor i32 %391, %387
  %393 = xor i32 %391, %388
  %394 = zext i32 %392 to i64
  %395 = shl nuw i64 %394, 32
  %396 = zext i32 %393 to i64
  %397 = or disjoint i64 %395, %396
  %398 = sitofp i64 %397 to double
  %399 = fmul double %398, 0x3BF921FB54442D19
  %400 = fptrunc double %399 to float
  %401 = fneg float %400
  %402 = icmp slt i32 %387, 0
  %403 = select i1 %402, float %401, float %400
  br label %404

404:                                              ; preds = %277, %334, %383
  %405 = phi i32 [ %325, %277 ], [ 0, %334 ], [ %390, %383 ]
  %406 = phi float [ %329, %277 ], [ %335, %334 ], [ %403, %383 ]
  %407 = add i32 %405, 1
  %408 = tail call float @llvm.nvvm.mul.rn.f(float %406, float %406) #8
  %409 = and i32 %405, 1
  %410 = icmp eq i32 %409, 0
  %411 = select i1 %410, float 1.000000e+00, float %406
  %412 = tail call float @llvm.fma.f32(float %408, float %411, float 0.000000e+00)
  %413 = tail call float @llvm.fma.f32(float %408, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %414 = select i1 %410, float %413, float 0xBF29A82A60000000
  %415 = select i1 %410, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %416 = tail call float @llvm.fma.f32(float %414, float %408, float %415)
  %417 = select i1 %410, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %418 = tail call float @llvm.fma.f32(float %416, float %408, float %417)
  %419 = tail call float @llvm.fma.f32(float %418, float %412, float %411)
  %420 = and i32 %407, 2
  %421 = icmp eq i32 %420, 0
  %422 = fsub float 0.000000e+00, %419
  %423 = select i1 %421, float %419, float %422
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  %424 = fmul contract float %323, %423
  %425 = fadd contract float %316, %424
  %426 = tail call noundef float @llvm.maxnum.f32(float %425, float -1.000000e+00)
  %427 = tail call noundef float @llvm.minnum.f32(float %426, float 1.000000e+00)
  %428 = load float, ptr %59, align 4, !tbaa !29
  %429 = fcmp contract olt float %293, %428
  %430 = select i1 %429, i32 5, i32 0
  br label %431

431:                                              ; preds = %264, %255, %259, %404, %250
  %432 = phi i32 [ %180, %255 ], [ %180, %259 ], [ %180, %250 ], [ %270, %264 ], [ %310, %404 ]
  %433 = phi i32 [ %248, %255 ], [ %248, %259 ], [ %248, %250 ], [ %109, %264 ], [ %109, %404 ]
  %434 = phi float [ %108, %255 ], [ %108, %259 ], [ %108, %250 ], [ %108, %264 ], [ %293, %404 ]
  %435 = phi float [ %107, %255 ], [ %107, %259 ], [ %107, %250 ], [ %107, %264 ], [ %427, %404 ]
  %436 = phi float [ %258, %255 ], [ %263, %259 ], [ %245, %250 ], [ %245, %264 ], [ %245, %404 ]
  %437 = phi i32 [ 7, %255 ], [ 7, %259 ], [ 5, %250 ], [ 5, %264 ], [ %430, %404 ]
  switch i32 %437, label %441 [
    i32 0, label %438
    i32 7, label %438
  ]

438:                                              ; preds = %431, %431
  %439 = add nuw nsw i32 %110, 1
  %440 = icmp eq i32 %439, %26
  br i1 %440, label %441, label %105, !llvm.loop !30

441:                                              ; preds = %431, %438, %68
  %442 = add i32 %69, %61
  %443 = icmp slt i32 %442, %5
  br i1 %443, label %68, label %444, !llvm.loop !31

444:                                              ; preds = %441, %25, %13
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!17, !12, i64 0}
!17 = !{!"_ZTS16NuclideGridPoint", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24, !12, i64 32, !12, i64 40}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = !{!21, !22, i64 20}
!21 = !{!"_ZTS11SlabPhysics", !22, i64 0, !22, i64 4, !22, i64 8, !22, i64 12, !22, i64 16, !22, i64 20}
!22 = !{!"float", !8, i64 0}
!23 = !{!21, !22, i64 0}
!24 = !{!21, !22, i64 12}
!25 = !{!21, !22, i64 4}
!26 = !{!21, !22, i64 8}
!27 = !{!22, !22, i64 0}
!28 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!29 = !{!21, !22, i64 16}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
