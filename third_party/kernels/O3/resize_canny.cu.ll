; ModuleID = 'src/resize_canny.cu'
source_filename = "src/resize_canny.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uchar4 = type { i8, i8, i8, i8 }

@_ZZ9sobel_nmsE4s_in = internal unnamed_addr addrspace(3) global [20 x [20 x float]] undef, align 4
@_ZZ9sobel_nmsE5s_mag = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@_ZZ9sobel_nmsE5s_dir = internal unnamed_addr addrspace(3) global [18 x [18 x i8]] undef, align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @resize_bilinear_rgba8(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 4
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp samesign ugt i32 %9, 15
  br i1 %15, label %170, label %16

16:                                               ; preds = %6
  %17 = icmp samesign ult i32 %13, 16
  %18 = icmp slt i32 %10, %4
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %170

20:                                               ; preds = %16
  %21 = icmp sge i32 %14, %5
  %22 = icmp slt i32 %2, 1
  %23 = or i1 %22, %21
  %24 = icmp slt i32 %3, 1
  %25 = or i1 %24, %23
  br i1 %25, label %170, label %26

26:                                               ; preds = %20
  %27 = sitofp i32 %10 to float
  %28 = fadd contract float %27, 5.000000e-01
  %29 = uitofp nneg i32 %2 to float
  %30 = sitofp i32 %4 to float
  %31 = fdiv contract float %29, %30
  %32 = fmul contract float %28, %31
  %33 = fadd contract float %32, -5.000000e-01
  %34 = tail call noundef float @llvm.maxnum.f32(float %33, float 0.000000e+00)
  %35 = uitofp nneg i32 %14 to float
  %36 = fadd contract float %35, 5.000000e-01
  %37 = uitofp nneg i32 %3 to float
  %38 = uitofp nneg i32 %5 to float
  %39 = fdiv contract float %37, %38
  %40 = fmul contract float %36, %39
  %41 = fadd contract float %40, -5.000000e-01
  %42 = tail call noundef float @llvm.maxnum.f32(float %41, float 0.000000e+00)
  %43 = fptosi float %34 to i32
  %44 = add nsw i32 %2, -1
  %45 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %43, i32 range(i32 0, 2147483647) %44)
  %46 = fptosi float %42 to i32
  %47 = add nsw i32 %3, -1
  %48 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %46, i32 range(i32 0, 2147483647) %47)
  %49 = add nsw i32 %45, 1
  %50 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %49, i32 range(i32 0, 2147483647) %44)
  %51 = add nsw i32 %48, 1
  %52 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %51, i32 range(i32 0, 2147483647) %47)
  %53 = sitofp i32 %45 to float
  %54 = fsub contract float %34, %53
  %55 = sitofp i32 %48 to float
  %56 = fsub contract float %42, %55
  %57 = mul nsw i32 %48, %2
  %58 = add nsw i32 %57, %45
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds %struct.uchar4, ptr %0, i64 %59
  %61 = load i8, ptr %60, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw i8, ptr %60, i64 1
  %63 = load i8, ptr %62, align 1, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %60, i64 2
  %65 = load i8, ptr %64, align 2, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %60, i64 3
  %67 = load i8, ptr %66, align 1, !tbaa !11
  %68 = add nsw i32 %57, %50
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.uchar4, ptr %0, i64 %69
  %71 = load i8, ptr %70, align 4, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 1
  %73 = load i8, ptr %72, align 1, !tbaa !11
  %74 = getelementptr inbounds nuw i8, ptr %70, i64 2
  %75 = load i8, ptr %74, align 2, !tbaa !11
  %76 = getelementptr inbounds nuw i8, ptr %70, i64 3
  %77 = load i8, ptr %76, align 1, !tbaa !11
  %78 = mul nsw i32 %52, %2
  %79 = add nsw i32 %78, %45
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds %struct.uchar4, ptr %0, i64 %80
  %82 = load i8, ptr %81, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %81, i64 1
  %84 = load i8, ptr %83, align 1, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %81, i64 2
  %86 = load i8, ptr %85, align 2, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %81, i64 3
  %88 = load i8, ptr %87, align 1, !tbaa !11
  %89 = add nsw i32 %78, %50
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds %struct.uchar4, ptr %0, i64 %90
  %92 = load i8, ptr %91, align 4, !tbaa !11
  %93 = getelementptr inbounds nuw i8, ptr %91, i64 1
  %94 = load i8, ptr %93, align 1, !tbaa !11
  %95 = getelementptr inbounds nuw i8, ptr %91, i64 2
  %96 = load i8, ptr %95, align 2, !tbaa !11
  %97 = getelementptr inbounds nuw i8, ptr %91, i64 3
  %98 = load i8, ptr %97, align 1, !tbaa !11
  %99 = fsub contract float 1.000000e+00, %54
  %100 = fsub contract float 1.000000e+00, %56
  %101 = fmul contract float %99, %100
  %102 = fmul contract float %54, %100
  %103 = fmul contract float %99, %56
  %104 = fmul contract float %54, %56
  %105 = uitofp i8 %61 to float
  %106 = fmul contract float %101, %105
  %107 = uitofp i8 %71 to float
  %108 = fmul contract float %102, %107
  %109 = fadd contract float %106, %108
  %110 = uitofp i8 %82 to float
  %111 = fmul contract float %103, %110
  %112 = fadd contract float %109, %111
  %113 = uitofp i8 %92 to float
  %114 = fmul contract float %104, %113
  %115 = fadd contract float %112, %114
  %116 = tail call noundef float @llvm.maxnum.f32(float %115, float 0.000000e+00)
  %117 = tail call noundef float @llvm.minnum.f32(float %116, float 2.550000e+02)
  %118 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %117)
  %119 = uitofp i8 %63 to float
  %120 = fmul contract float %101, %119
  %121 = uitofp i8 %73 to float
  %122 = fmul contract float %102, %121
  %123 = fadd contract float %120, %122
  %124 = uitofp i8 %84 to float
  %125 = fmul contract float %103, %124
  %126 = fadd contract float %123, %125
  %127 = uitofp i8 %94 to float
  %128 = fmul contract float %104, %127
  %129 = fadd contract float %126, %128
  %130 = tail call noundef float @llvm.maxnum.f32(float %129, float 0.000000e+00)
  %131 = tail call noundef float @llvm.minnum.f32(float %130, float 2.550000e+02)
  %132 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %131)
  %133 = uitofp i8 %65 to float
  %134 = fmul contract float %101, %133
  %135 = uitofp i8 %75 to float
  %136 = fmul contract float %102, %135
  %137 = fadd contract float %134, %136
  %138 = uitofp i8 %86 to float
  %139 = fmul contract float %103, %138
  %140 = fadd contract float %137, %139
  %141 = uitofp i8 %96 to float
  %142 = fmul contract float %104, %141
  %143 = fadd contract float %140, %142
  %144 = tail call noundef float @llvm.maxnum.f32(float %143, float 0.000000e+00)
  %145 = tail call noundef float @llvm.minnum.f32(float %144, float 2.550000e+02)
  %146 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %145)
  %147 = uitofp i8 %67 to float
  %148 = fmul contract float %101, %147
  %149 = uitofp i8 %77 to float
  %150 = fmul contract float %102, %149
  %151 = fadd contract float %148, %150
  %152 = uitofp i8 %88 to float
  %153 = fmul contract float %103, %152
  %154 = fadd contract float %151, %153
  %155 = uitofp i8 %98 to float
  %156 = fmul contract float %104, %155
  %157 = fadd contract float %154, %156
  %158 = tail call noundef float @llvm.maxnum.f32(float %157, float 0.000000e+00)
  %159 = tail call noundef float @llvm.minnum.f32(float %158, float 2.550000e+02)
  %160 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %159)
  %161 = mul nsw i32 %4, %14
  %162 = add nsw i32 %161, %10
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds %struct.uchar4, ptr %1, i64 %163
  %165 = insertelement <4 x i32> poison, i32 %118, i64 0
  %166 = insertelement <4 x i32> %165, i32 %132, i64 1
  %167 = insertelement <4 x i32> %166, i32 %146, i64 2
  %168 = insertelement <4 x i32> %167, i32 %160, i64 3
  %169 = trunc <4 x i32> %168 to <4 x i8>
  store <4 x i8> %169, ptr %164, align 4, !tbaa !11
  br label %170

170:                                              ; preds = %6, %16, %20, %26
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sobel_nms(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #1 {
  %7 = icmp slt i32 %2, 1
  %8 = icmp slt i32 %3, 1
  %9 = or i1 %7, %8
  br i1 %9, label %186, label %10

10:                                               ; preds = %6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %12, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 4
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = shl nuw nsw i32 %20, 4
  %22 = icmp samesign ult i32 %15, 400
  br i1 %22, label %23, label %26

23:                                               ; preds = %10
  %24 = add nsw i32 %3, -1
  %25 = add nsw i32 %2, -1
  br label %28

26:                                               ; preds = %28, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = icmp samesign ult i32 %15, 324
  br i1 %27, label %62, label %53

28:                                               ; preds = %23, %28
  %29 = phi i32 [ %15, %23 ], [ %51, %28 ]
  %30 = trunc i32 %29 to i16
  %31 = udiv i16 %30, 20
  %32 = zext nneg i16 %31 to i32
  %33 = mul nsw i32 %32, -20
  %34 = add nsw i32 %33, %29
  %35 = add nuw nsw i32 %21, %32
  %36 = tail call i32 @llvm.usub.sat.i32(i32 %35, i32 2)
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 %24)
  %38 = mul nuw nsw i32 %37, %2
  %39 = add nsw i32 %34, %19
  %40 = tail call i32 @llvm.smax.i32(i32 %39, i32 2)
  %41 = add nsw i32 %40, -2
  %42 = tail call i32 @llvm.umin.i32(i32 %41, i32 %25)
  %43 = add nuw nsw i32 %42, %38
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !12
  %47 = zext nneg i16 %31 to i64
  %48 = getelementptr inbounds nuw [20 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE4s_in to ptr), i64 %47
  %49 = sext i32 %34 to i64
  %50 = getelementptr inbounds float, ptr %48, i64 %49
  store float %46, ptr %50, align 4, !tbaa !12
  %51 = add nuw nsw i32 %29, %17
  %52 = icmp samesign ult i32 %51, 400
  br i1 %52, label %28, label %26, !llvm.loop !14

53:                                               ; preds = %126, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %54 = add nsw i32 %19, %14
  %55 = add nuw nsw i32 %21, %11
  %56 = or i32 %14, %11
  %57 = icmp samesign ult i32 %56, 16
  %58 = icmp slt i32 %54, %2
  %59 = select i1 %57, i1 %58, i1 false
  %60 = icmp slt i32 %55, %3
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %132, label %186

62:                                               ; preds = %26, %126
  %63 = phi i32 [ %130, %126 ], [ %15, %26 ]
  %64 = trunc i32 %63 to i16
  %65 = udiv i16 %64, 18
  %66 = zext nneg i16 %65 to i32
  %67 = mul nsw i32 %66, -18
  %68 = add nsw i32 %67, %63
  %69 = add nsw i32 %68, 1
  %70 = zext nneg i16 %65 to i64
  %71 = getelementptr inbounds nuw [20 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE4s_in to ptr), i64 %70
  %72 = add nsw i32 %68, 2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %71, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !12
  %76 = getelementptr i8, ptr %71, i64 80
  %77 = getelementptr inbounds float, ptr %76, i64 %73
  %78 = load float, ptr %77, align 4, !tbaa !12
  %79 = fmul contract float %78, 2.000000e+00
  %80 = fadd contract float %75, %79
  %81 = getelementptr i8, ptr %71, i64 160
  %82 = getelementptr inbounds float, ptr %81, i64 %73
  %83 = load float, ptr %82, align 4, !tbaa !12
  %84 = fadd contract float %83, %80
  %85 = sext i32 %68 to i64
  %86 = getelementptr inbounds float, ptr %71, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !12
  %88 = getelementptr inbounds float, ptr %76, i64 %85
  %89 = load float, ptr %88, align 4, !tbaa !12
  %90 = fmul contract float %89, 2.000000e+00
  %91 = fadd contract float %87, %90
  %92 = getelementptr inbounds float, ptr %81, i64 %85
  %93 = load float, ptr %92, align 4, !tbaa !12
  %94 = fadd contract float %93, %91
  %95 = fsub contract float %84, %94
  %96 = sext i32 %69 to i64
  %97 = getelementptr inbounds float, ptr %81, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !12
  %99 = fmul contract float %98, 2.000000e+00
  %100 = fadd contract float %93, %99
  %101 = fadd contract float %83, %100
  %102 = getelementptr inbounds float, ptr %71, i64 %96
  %103 = load float, ptr %102, align 4, !tbaa !12
  %104 = fmul contract float %103, 2.000000e+00
  %105 = fadd contract float %87, %104
  %106 = fadd contract float %75, %105
  %107 = fsub contract float %101, %106
  %108 = fmul contract float %95, %95
  %109 = fmul contract float %107, %107
  %110 = fadd contract float %108, %109
  %111 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %110) #7
  %112 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %70
  %113 = getelementptr inbounds float, ptr %112, i64 %85
  store float %111, ptr %113, align 4, !tbaa !12
  %114 = tail call noundef float @llvm.nvvm.fabs.f32(float %95)
  %115 = tail call noundef float @llvm.nvvm.fabs.f32(float %107)
  %116 = fmul contract float %114, 0x3FDA8279A0000000
  %117 = fcmp contract ugt float %115, %116
  br i1 %117, label %118, label %126

118:                                              ; preds = %62
  %119 = fmul contract float %114, 0x4003504F40000000
  %120 = fcmp contract ult float %115, %119
  br i1 %120, label %121, label %126

121:                                              ; preds = %118
  %122 = fcmp contract ogt float %95, 0.000000e+00
  %123 = fcmp ule float %107, 0.000000e+00
  %124 = xor i1 %122, %123
  %125 = select i1 %124, i8 1, i8 3
  br label %126

126:                                              ; preds = %118, %62, %121
  %127 = phi i8 [ %125, %121 ], [ 0, %62 ], [ 2, %118 ]
  %128 = getelementptr inbounds nuw [18 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_dir to ptr), i64 %70
  %129 = getelementptr inbounds i8, ptr %128, i64 %85
  store i8 %127, ptr %129, align 1, !tbaa !11
  %130 = add nuw nsw i32 %63, %17
  %131 = icmp samesign ult i32 %130, 324
  br i1 %131, label %62, label %53, !llvm.loop !16

132:                                              ; preds = %53
  %133 = add nuw nsw i32 %11, 1
  %134 = add nuw nsw i32 %14, 1
  %135 = zext nneg i32 %133 to i64
  %136 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %135
  %137 = zext nneg i32 %134 to i64
  %138 = getelementptr inbounds nuw float, ptr %136, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !12
  %140 = getelementptr inbounds nuw [18 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_dir to ptr), i64 %135
  %141 = getelementptr inbounds nuw i8, ptr %140, i64 %137
  %142 = load i8, ptr %141, align 1, !tbaa !11
  switch i8 %142, label %159 [
    i8 0, label %143
    i8 1, label %147
    i8 2, label %153
  ]

143:                                              ; preds = %132
  %144 = zext nneg i32 %14 to i64
  %145 = getelementptr float, ptr %136, i64 %144
  %146 = getelementptr i8, ptr %145, i64 8
  br label %167

147:                                              ; preds = %132
  %148 = zext nneg i32 %11 to i64
  %149 = getelementptr [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %148
  %150 = zext nneg i32 %14 to i64
  %151 = getelementptr float, ptr %149, i64 %150
  %152 = getelementptr i8, ptr %151, i64 152
  br label %167

153:                                              ; preds = %132
  %154 = zext nneg i32 %11 to i64
  %155 = getelementptr [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %154
  %156 = getelementptr inbounds nuw float, ptr %155, i64 %137
  %157 = getelementptr i8, ptr %155, i64 144
  %158 = getelementptr inbounds nuw float, ptr %157, i64 %137
  br label %167

159:                                              ; preds = %132
  %160 = zext nneg i32 %11 to i64
  %161 = getelementptr [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %160
  %162 = zext nneg i32 %14 to i64
  %163 = getelementptr float, ptr %161, i64 %162
  %164 = getelementptr i8, ptr %163, i64 8
  %165 = getelementptr i8, ptr %161, i64 144
  %166 = getelementptr inbounds nuw float, ptr %165, i64 %162
  br label %167

167:                                              ; preds = %159, %153, %147, %143
  %168 = phi ptr [ %164, %159 ], [ %145, %143 ], [ %151, %147 ], [ %156, %153 ]
  %169 = phi ptr [ %166, %159 ], [ %146, %143 ], [ %152, %147 ], [ %158, %153 ]
  %170 = load float, ptr %169, align 4, !tbaa !12
  %171 = load float, ptr %168, align 4, !tbaa !12
  %172 = fcmp contract oge float %139, %171
  %173 = fcmp contract ogt float %139, %170
  %174 = select i1 %172, i1 %173, i1 false
  br i1 %174, label %175, label %180

175:                                              ; preds = %167
  %176 = fcmp contract ult float %139, %5
  br i1 %176, label %177, label %180

177:                                              ; preds = %175
  %178 = fcmp contract oge float %139, %4
  %179 = select contract i1 %178, float 5.000000e-01, float 0.000000e+00
  br label %180

180:                                              ; preds = %177, %175, %167
  %181 = phi contract float [ 0.000000e+00, %167 ], [ %179, %177 ], [ 1.000000e+00, %175 ]
  %182 = mul nuw nsw i32 %2, %55
  %183 = add nsw i32 %182, %54
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr %1, i64 %184
  store float %181, ptr %185, align 4, !tbaa !12
  br label %186

186:                                              ; preds = %180, %53, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
