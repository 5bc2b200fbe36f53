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
  br i1 %15, label %172, label %16

16:                                               ; preds = %6
  %17 = icmp samesign ult i32 %13, 16
  %18 = icmp slt i32 %10, %4
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %172

20:                                               ; preds = %16
  %21 = icmp sge i32 %14, %5
  %22 = icmp slt i32 %2, 1
  %23 = or i1 %22, %21
  %24 = icmp slt i32 %3, 1
  %25 = or i1 %24, %23
  br i1 %25, label %172, label %26

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
  %119 = trunc i32 %118 to i8
  %120 = uitofp i8 %63 to float
  %121 = fmul contract float %101, %120
  %122 = uitofp i8 %73 to float
  %123 = fmul contract float %102, %122
  %124 = fadd contract float %121, %123
  %125 = uitofp i8 %84 to float
  %126 = fmul contract float %103, %125
  %127 = fadd contract float %124, %126
  %128 = uitofp i8 %94 to float
  %129 = fmul contract float %104, %128
  %130 = fadd contract float %127, %129
  %131 = tail call noundef float @llvm.maxnum.f32(float %130, float 0.000000e+00)
  %132 = tail call noundef float @llvm.minnum.f32(float %131, float 2.550000e+02)
  %133 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %132)
  %134 = trunc i32 %133 to i8
  %135 = uitofp i8 %65 to float
  %136 = fmul contract float %101, %135
  %137 = uitofp i8 %75 to float
  %138 = fmul contract float %102, %137
  %139 = fadd contract float %136, %138
  %140 = uitofp i8 %86 to float
  %141 = fmul contract float %103, %140
  %142 = fadd contract float %139, %141
  %143 = uitofp i8 %96 to float
  %144 = fmul contract float %104, %143
  %145 = fadd contract float %142, %144
  %146 = tail call noundef float @llvm.maxnum.f32(float %145, float 0.000000e+00)
  %147 = tail call noundef float @llvm.minnum.f32(float %146, float 2.550000e+02)
  %148 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %147)
  %149 = trunc i32 %148 to i8
  %150 = uitofp i8 %67 to float
  %151 = fmul contract float %101, %150
  %152 = uitofp i8 %77 to float
  %153 = fmul contract float %102, %152
  %154 = fadd contract float %151, %153
  %155 = uitofp i8 %88 to float
  %156 = fmul contract float %103, %155
  %157 = fadd contract float %154, %156
  %158 = uitofp i8 %98 to float
  %159 = fmul contract float %104, %158
  %160 = fadd contract float %157, %159
  %161 = tail call noundef float @llvm.maxnum.f32(float %160, float 0.000000e+00)
  %162 = tail call noundef float @llvm.minnum.f32(float %161, float 2.550000e+02)
  %163 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %162)
  %164 = trunc i32 %163 to i8
  %165 = mul nsw i32 %4, %14
  %166 = add nsw i32 %165, %10
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds %struct.uchar4, ptr %1, i64 %167
  store i8 %119, ptr %168, align 4, !tbaa !11
  %169 = getelementptr inbounds nuw i8, ptr %168, i64 1
  store i8 %134, ptr %169, align 1, !tbaa !11
  %170 = getelementptr inbounds nuw i8, ptr %168, i64 2
  store i8 %149, ptr %170, align 2, !tbaa !11
  %171 = getelementptr inbounds nuw i8, ptr %168, i64 3
  store i8 %164, ptr %171, align 1, !tbaa !11
  br label %172

172:                                              ; preds = %6, %16, %20, %26
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sobel_nms(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #1 {
  %7 = icmp slt i32 %2, 1
  %8 = icmp slt i32 %3, 1
  %9 = or i1 %7, %8
  br i1 %9, label %183, label %10

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
  br i1 %27, label %61, label %52

28:                                               ; preds = %23, %28
  %29 = phi i32 [ %15, %23 ], [ %50, %28 ]
  %30 = udiv i32 %29, 20
  %31 = mul nsw i32 %30, -20
  %32 = add nsw i32 %31, %29
  %33 = add nuw nsw i32 %30, %21
  %34 = tail call i32 @llvm.smax.i32(i32 %33, i32 2)
  %35 = add nsw i32 %34, -2
  %36 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %35, i32 range(i32 0, 2147483647) %24)
  %37 = mul nsw i32 %36, %2
  %38 = add nsw i32 %32, %19
  %39 = tail call i32 @llvm.smax.i32(i32 %38, i32 2)
  %40 = add nsw i32 %39, -2
  %41 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %40, i32 range(i32 0, 2147483647) %25)
  %42 = add nuw nsw i32 %41, %37
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = zext nneg i32 %30 to i64
  %47 = getelementptr inbounds nuw [20 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE4s_in to ptr), i64 %46
  %48 = sext i32 %32 to i64
  %49 = getelementptr inbounds float, ptr %47, i64 %48
  store float %45, ptr %49, align 4, !tbaa !12
  %50 = add nuw nsw i32 %29, %17
  %51 = icmp samesign ult i32 %50, 400
  br i1 %51, label %28, label %26, !llvm.loop !14

52:                                               ; preds = %123, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %53 = add nsw i32 %19, %14
  %54 = add nuw nsw i32 %21, %11
  %55 = or i32 %14, %11
  %56 = icmp samesign ult i32 %55, 16
  %57 = icmp slt i32 %53, %2
  %58 = select i1 %56, i1 %57, i1 false
  %59 = icmp slt i32 %54, %3
  %60 = select i1 %58, i1 %59, i1 false
  br i1 %60, label %129, label %183

61:                                               ; preds = %26, %123
  %62 = phi i32 [ %127, %123 ], [ %15, %26 ]
  %63 = udiv i32 %62, 18
  %64 = mul nsw i32 %63, -18
  %65 = add nsw i32 %64, %62
  %66 = add nsw i32 %65, 1
  %67 = zext nneg i32 %63 to i64
  %68 = getelementptr inbounds nuw [20 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE4s_in to ptr), i64 %67
  %69 = add nsw i32 %65, 2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %68, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !12
  %73 = getelementptr i8, ptr %68, i64 80
  %74 = getelementptr inbounds float, ptr %73, i64 %70
  %75 = load float, ptr %74, align 4, !tbaa !12
  %76 = fmul contract float %75, 2.000000e+00
  %77 = fadd contract float %72, %76
  %78 = getelementptr i8, ptr %68, i64 160
  %79 = getelementptr inbounds float, ptr %78, i64 %70
  %80 = load float, ptr %79, align 4, !tbaa !12
  %81 = fadd contract float %80, %77
  %82 = sext i32 %65 to i64
  %83 = getelementptr inbounds float, ptr %68, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !12
  %85 = getelementptr inbounds float, ptr %73, i64 %82
  %86 = load float, ptr %85, align 4, !tbaa !12
  %87 = fmul contract float %86, 2.000000e+00
  %88 = fadd contract float %84, %87
  %89 = getelementptr inbounds float, ptr %78, i64 %82
  %90 = load float, ptr %89, align 4, !tbaa !12
  %91 = fadd contract float %90, %88
  %92 = fsub contract float %81, %91
  %93 = sext i32 %66 to i64
  %94 = getelementptr inbounds float, ptr %78, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !12
  %96 = fmul contract float %95, 2.000000e+00
  %97 = fadd contract float %90, %96
  %98 = fadd contract float %80, %97
  %99 = getelementptr inbounds float, ptr %68, i64 %93
  %100 = load float, ptr %99, align 4, !tbaa !12
  %101 = fmul contract float %100, 2.000000e+00
  %102 = fadd contract float %84, %101
  %103 = fadd contract float %72, %102
  %104 = fsub contract float %98, %103
  %105 = fmul contract float %92, %92
  %106 = fmul contract float %104, %104
  %107 = fadd contract float %105, %106
  %108 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %107) #7
  %109 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %67
  %110 = getelementptr inbounds float, ptr %109, i64 %82
  store float %108, ptr %110, align 4, !tbaa !12
  %111 = tail call noundef float @llvm.nvvm.fabs.f32(float %92)
  %112 = tail call noundef float @llvm.nvvm.fabs.f32(float %104)
  %113 = fmul contract float %111, 0x3FDA8279A0000000
  %114 = fcmp contract ugt float %112, %113
  br i1 %114, label %115, label %123

115:                                              ; preds = %61
  %116 = fmul contract float %111, 0x4003504F40000000
  %117 = fcmp contract ult float %112, %116
  br i1 %117, label %118, label %123

118:                                              ; preds = %115
  %119 = fcmp contract ogt float %92, 0.000000e+00
  %120 = fcmp ule float %104, 0.000000e+00
  %121 = xor i1 %119, %120
  %122 = select i1 %121, i8 1, i8 3
  br label %123

123:                                              ; preds = %115, %61, %118
  %124 = phi i8 [ %122, %118 ], [ 0, %61 ], [ 2, %115 ]
  %125 = getelementptr inbounds nuw [18 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_dir to ptr), i64 %67
  %126 = getelementptr inbounds i8, ptr %125, i64 %82
  store i8 %124, ptr %126, align 1, !tbaa !11
  %127 = add nuw nsw i32 %62, %17
  %128 = icmp samesign ult i32 %127, 324
  br i1 %128, label %61, label %52, !llvm.loop !17

129:                                              ; preds = %52
  %130 = add nuw nsw i32 %11, 1
  %131 = add nuw nsw i32 %14, 1
  %132 = zext nneg i32 %130 to i64
  %133 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %132
  %134 = zext nneg i32 %131 to i64
  %135 = getelementptr inbounds nuw float, ptr %133, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !12
  %137 = getelementptr inbounds nuw [18 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_dir to ptr), i64 %132
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 %134
  %139 = load i8, ptr %138, align 1, !tbaa !11
  switch i8 %139, label %156 [
    i8 0, label %140
    i8 1, label %144
    i8 2, label %150
  ]

140:                                              ; preds = %129
  %141 = zext nneg i32 %14 to i64
  %142 = getelementptr float, ptr %133, i64 %141
  %143 = getelementptr i8, ptr %142, i64 8
  br label %164

144:                                              ; preds = %129
  %145 = zext nneg i32 %11 to i64
  %146 = getelementptr [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %145
  %147 = zext nneg i32 %14 to i64
  %148 = getelementptr float, ptr %146, i64 %147
  %149 = getelementptr i8, ptr %148, i64 152
  br label %164

150:                                              ; preds = %129
  %151 = zext nneg i32 %11 to i64
  %152 = getelementptr [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %151
  %153 = getelementptr inbounds nuw float, ptr %152, i64 %134
  %154 = getelementptr i8, ptr %152, i64 144
  %155 = getelementptr inbounds nuw float, ptr %154, i64 %134
  br label %164

156:                                              ; preds = %129
  %157 = zext nneg i32 %11 to i64
  %158 = getelementptr [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9sobel_nmsE5s_mag to ptr), i64 %157
  %159 = zext nneg i32 %14 to i64
  %160 = getelementptr float, ptr %158, i64 %159
  %161 = getelementptr i8, ptr %160, i64 8
  %162 = getelementptr i8, ptr %158, i64 144
  %163 = getelementptr inbounds nuw float, ptr %162, i64 %159
  br label %164

164:                                              ; preds = %156, %150, %144, %140
  %165 = phi ptr [ %161, %156 ], [ %142, %140 ], [ %148, %144 ], [ %153, %150 ]
  %166 = phi ptr [ %163, %156 ], [ %143, %140 ], [ %149, %144 ], [ %155, %150 ]
  %167 = load float, ptr %166, align 4, !tbaa !12
  %168 = load float, ptr %165, align 4, !tbaa !12
  %169 = fcmp contract oge float %136, %168
  %170 = fcmp contract ogt float %136, %167
  %171 = select i1 %169, i1 %170, i1 false
  br i1 %171, label %172, label %177

172:                                              ; preds = %164
  %173 = fcmp contract ult float %136, %5
  br i1 %173, label %174, label %177

174:                                              ; preds = %172
  %175 = fcmp contract oge float %136, %4
  %176 = select contract i1 %175, float 5.000000e-01, float 0.000000e+00
  br label %177

177:                                              ; preds = %174, %172, %164
  %178 = phi contract float [ 0.000000e+00, %164 ], [ %176, %174 ], [ 1.000000e+00, %172 ]
  %179 = mul nuw nsw i32 %2, %54
  %180 = add nsw i32 %179, %53
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds float, ptr %1, i64 %181
  store float %178, ptr %182, align 4, !tbaa !12
  br label %183

183:                                              ; preds = %177, %52, %6
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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
