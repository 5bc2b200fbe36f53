; ModuleID = 'src/image_filters.cu'
source_filename = "src/image_filters.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Taps7 = type { [7 x float] }
%struct.BilateralParams = type { [9 x [9 x float]], float, i32 }

@c_gauss = dso_local addrspace(4) externally_initialized constant [17 x float] zeroinitializer, align 4
@_ZZ17gauss_rows_sharedE4tile = internal unnamed_addr addrspace(3) global [8 x [48 x float]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @gauss_rows_shared(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp slt i32 %2, 1
  %8 = icmp slt i32 %3, 1
  %9 = or i1 %7, %8
  %10 = icmp slt i32 %4, %2
  %11 = or i1 %9, %10
  br i1 %11, label %164, label %12

12:                                               ; preds = %6
  %13 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %14 = tail call i32 @llvm.umin.i32(i32 %13, i32 8)
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 5
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = shl nuw nsw i32 %17, 3
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul nuw nsw i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add nuw nsw i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %25 = mul nuw nsw i32 %20, %24
  %26 = icmp samesign ult i32 %23, 384
  br i1 %26, label %27, label %30

27:                                               ; preds = %12
  %28 = add nsw i32 %3, -1
  %29 = add nsw i32 %2, -1
  br label %40

30:                                               ; preds = %40, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = icmp samesign ult i32 %23, 256
  br i1 %31, label %32, label %164

32:                                               ; preds = %30
  %33 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 32), align 4
  %34 = icmp slt i32 %5, 1
  %35 = and i32 %14, 1
  %36 = icmp eq i32 %5, 1
  %37 = and i32 %14, 14
  %38 = icmp eq i32 %35, 0
  %39 = icmp ne i32 %35, 0
  br label %65

40:                                               ; preds = %27, %40
  %41 = phi i32 [ %23, %27 ], [ %63, %40 ]
  %42 = trunc i32 %41 to i16
  %43 = udiv i16 %42, 48
  %44 = zext nneg i16 %43 to i32
  %45 = mul nsw i32 %44, -48
  %46 = add nsw i32 %45, %41
  %47 = add nuw nsw i32 %18, %44
  %48 = tail call i32 @llvm.umin.i32(i32 %47, i32 %28)
  %49 = add nsw i32 %46, %16
  %50 = add nsw i32 %49, -8
  %51 = icmp slt i32 %49, 8
  %52 = tail call i32 @llvm.smin.i32(i32 %50, i32 range(i32 -2147483648, 2147483647) %29)
  %53 = select i1 %51, i32 0, i32 %52
  %54 = mul nsw i32 %48, %4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = zext nneg i16 %43 to i64
  %60 = getelementptr inbounds nuw [48 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17gauss_rows_sharedE4tile to ptr), i64 %59
  %61 = sext i32 %46 to i64
  %62 = getelementptr inbounds float, ptr %60, i64 %61
  store float %58, ptr %62, align 4, !tbaa !11
  %63 = add nuw nsw i32 %41, %25
  %64 = icmp samesign ult i32 %63, 384
  br i1 %64, label %40, label %30, !llvm.loop !13

65:                                               ; preds = %32, %161
  %66 = phi i32 [ %23, %32 ], [ %162, %161 ]
  %67 = lshr i32 %66, 5
  %68 = and i32 %66, 31
  %69 = or disjoint i32 %68, %16
  %70 = or disjoint i32 %67, %18
  %71 = icmp slt i32 %69, %2
  %72 = icmp slt i32 %70, %3
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %74, label %161

74:                                               ; preds = %65
  %75 = zext nneg i32 %67 to i64
  %76 = getelementptr inbounds nuw [48 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17gauss_rows_sharedE4tile to ptr), i64 %75
  %77 = add nuw nsw i32 %68, 8
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw float, ptr %76, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = fmul contract float %33, %80
  br i1 %34, label %107, label %82

82:                                               ; preds = %74
  br i1 %36, label %84, label %113

83:                                               ; preds = %113
  br i1 %38, label %107, label %84

84:                                               ; preds = %83, %82
  %85 = phi i32 [ 1, %82 ], [ %158, %83 ]
  %86 = phi float [ %81, %82 ], [ %157, %83 ]
  tail call void @llvm.assume(i1 %39)
  %87 = zext nneg i32 %85 to i64
  %88 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 %87
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 32
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = add nuw nsw i32 %85, %77
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw float, ptr %76, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = fmul contract float %90, %94
  %96 = sub nuw nsw i32 8, %85
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = sub nuw nsw i32 %77, %85
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw float, ptr %76, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = fmul contract float %99, %103
  %105 = fadd contract float %95, %104
  %106 = fadd contract float %86, %105
  br label %107

107:                                              ; preds = %84, %83, %74
  %108 = phi float [ %81, %74 ], [ %157, %83 ], [ %106, %84 ]
  %109 = mul nsw i32 %70, %4
  %110 = add nsw i32 %109, %69
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %1, i64 %111
  store float %108, ptr %112, align 4, !tbaa !11
  br label %161

113:                                              ; preds = %82, %113
  %114 = phi i32 [ %158, %113 ], [ 1, %82 ]
  %115 = phi float [ %157, %113 ], [ %81, %82 ]
  %116 = phi i32 [ %159, %113 ], [ 0, %82 ]
  %117 = zext nneg i32 %114 to i64
  %118 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 %117
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 32
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = add nuw nsw i32 %114, %77
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw float, ptr %76, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = fmul contract float %120, %124
  %126 = sub nuw nsw i32 8, %114
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = sub nuw nsw i32 %77, %114
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds nuw float, ptr %76, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fmul contract float %129, %133
  %135 = fadd contract float %125, %134
  %136 = fadd contract float %115, %135
  %137 = add nuw nsw i32 %114, 1
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 32
  %141 = load float, ptr %140, align 4, !tbaa !11
  %142 = add nuw nsw i32 %137, %77
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds nuw float, ptr %76, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = fmul contract float %141, %145
  %147 = sub nuw nsw i32 7, %114
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_gauss to ptr), i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = sub nuw nsw i32 %77, %137
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds nuw float, ptr %76, i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = fmul contract float %150, %154
  %156 = fadd contract float %146, %155
  %157 = fadd contract float %136, %156
  %158 = add nuw nsw i32 %114, 2
  %159 = add nuw i32 %116, 2
  %160 = icmp eq i32 %159, %37
  br i1 %160, label %83, label %113, !llvm.loop !15

161:                                              ; preds = %65, %107
  %162 = add nuw nsw i32 %66, %25
  %163 = icmp samesign ult i32 %162, 256
  br i1 %163, label %65, label %164, !llvm.loop !16

164:                                              ; preds = %161, %30, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @gauss_cols_r3(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef readonly byval(%struct.Taps7) align 4 captures(none) %5) local_unnamed_addr #2 {
  %7 = icmp slt i64 %2, 1
  %8 = icmp slt i64 %3, 1
  %9 = or i1 %7, %8
  %10 = icmp slt i64 %4, %2
  %11 = or i1 %9, %10
  br i1 %11, label %106, label %12

12:                                               ; preds = %6
  %13 = mul nuw nsw i64 %3, %2
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = add nuw nsw i64 %18, %20
  %22 = icmp samesign ult i64 %21, %13
  br i1 %22, label %23, label %106

23:                                               ; preds = %12
  %24 = add nsw i64 %3, -1
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = mul nuw nsw i64 %26, %17
  %28 = load float, ptr %5, align 4, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %40 = load float, ptr %39, align 4, !tbaa !11
  br label %41

41:                                               ; preds = %23, %41
  %42 = phi i64 [ %21, %23 ], [ %104, %41 ]
  %43 = udiv i64 %42, %2
  %44 = mul nuw nsw i64 %43, %2
  %45 = sub nuw nsw i64 %42, %44
  %46 = getelementptr float, ptr %0, i64 %45
  %47 = add nsw i64 %43, -3
  %48 = icmp samesign ult i64 %43, 3
  %49 = tail call i64 @llvm.smin.i64(i64 %47, i64 %24)
  %50 = mul nsw i64 %49, %4
  %51 = select i1 %48, i64 0, i64 %50
  %52 = getelementptr float, ptr %46, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fmul contract float %28, %53
  %55 = fadd contract float %54, 0.000000e+00
  %56 = add nsw i64 %43, -2
  %57 = icmp samesign ult i64 %43, 2
  %58 = tail call i64 @llvm.smin.i64(i64 %56, i64 %24)
  %59 = mul nsw i64 %58, %4
  %60 = select i1 %57, i64 0, i64 %59
  %61 = getelementptr float, ptr %46, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = fmul contract float %30, %62
  %64 = fadd contract float %55, %63
  %65 = add nsw i64 %43, -1
  %66 = icmp ugt i64 %2, %42
  %67 = tail call i64 @llvm.smin.i64(i64 %65, i64 %24)
  %68 = mul nsw i64 %67, %4
  %69 = select i1 %66, i64 0, i64 %68
  %70 = getelementptr float, ptr %46, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = fmul contract float %32, %71
  %73 = fadd contract float %64, %72
  %74 = tail call i64 @llvm.smin.i64(i64 %43, i64 %24)
  %75 = mul nsw i64 %74, %4
  %76 = getelementptr float, ptr %46, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = fmul contract float %34, %77
  %79 = fadd contract float %73, %78
  %80 = add nuw nsw i64 %43, 1
  %81 = tail call i64 @llvm.smin.i64(i64 %80, i64 %24)
  %82 = mul nsw i64 %81, %4
  %83 = getelementptr float, ptr %46, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fmul contract float %36, %84
  %86 = fadd contract float %79, %85
  %87 = add nuw nsw i64 %43, 2
  %88 = tail call i64 @llvm.smin.i64(i64 %87, i64 %24)
  %89 = mul nsw i64 %88, %4
  %90 = getelementptr float, ptr %46, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fmul contract float %38, %91
  %93 = fadd contract float %86, %92
  %94 = add nuw nsw i64 %43, 3
  %95 = tail call i64 @llvm.smin.i64(i64 %94, i64 %24)
  %96 = mul nsw i64 %95, %4
  %97 = getelementptr float, ptr %46, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = fmul contract float %40, %98
  %100 = fadd contract float %93, %99
  %101 = mul nsw i64 %43, %4
  %102 = getelementptr float, ptr %1, i64 %101
  %103 = getelementptr float, ptr %102, i64 %45
  store float %100, ptr %103, align 4, !tbaa !11
  %104 = add nuw nsw i64 %42, %27
  %105 = icmp slt i64 %104, %13
  br i1 %105, label %41, label %106, !llvm.loop !17

106:                                              ; preds = %41, %12, %6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bilateral_gray(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.BilateralParams) align 4 captures(none) %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl nuw nsw i32 %10, 4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = add nuw nsw i32 %11, %12
  %14 = icmp samesign ugt i32 %8, 15
  br i1 %14, label %212, label %15

15:                                               ; preds = %5
  %16 = icmp samesign ult i32 %12, 16
  %17 = icmp slt i32 %9, %2
  %18 = and i1 %16, %17
  %19 = icmp slt i32 %13, %3
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %212

21:                                               ; preds = %15
  %22 = getelementptr inbounds nuw i8, ptr %4, i64 328
  %23 = load i32, ptr %22, align 4, !tbaa !18
  %24 = freeze i32 %23
  %25 = tail call i32 @llvm.smax.i32(i32 %24, i32 0)
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 4)
  %27 = mul nsw i32 %2, %13
  %28 = add nsw i32 %27, %9
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = sub nsw i32 0, %26
  %33 = add nsw i32 %3, -1
  %34 = add nsw i32 %2, -1
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 324
  %36 = load float, ptr %35, align 4
  %37 = shl nuw nsw i32 %26, 1
  %38 = urem i32 %37, 3
  %39 = add nuw nsw i32 %38, 1
  %40 = icmp eq i32 %39, 3
  %41 = select i1 %40, i32 0, i32 %39
  %42 = icmp slt i32 %24, 1
  br label %48

43:                                               ; preds = %106
  %44 = fcmp contract ogt float %107, 0.000000e+00
  %45 = fdiv contract float %108, %107
  %46 = select contract i1 %44, float %45, float %31
  %47 = getelementptr inbounds float, ptr %1, i64 %29
  store float %46, ptr %47, align 4, !tbaa !11
  br label %212

48:                                               ; preds = %21, %106
  %49 = phi float [ 0.000000e+00, %21 ], [ %107, %106 ]
  %50 = phi float [ 0.000000e+00, %21 ], [ %108, %106 ]
  %51 = phi i32 [ %32, %21 ], [ %109, %106 ]
  %52 = add nsw i32 %51, %13
  %53 = icmp slt i32 %52, 0
  %54 = tail call i32 @llvm.smin.i32(i32 %52, i32 range(i32 -2147483648, 2147483647) %33)
  %55 = select i1 %53, i32 0, i32 %54
  %56 = mul nsw i32 %55, %2
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = sext i32 %51 to i64
  %60 = getelementptr [9 x float], ptr %4, i64 %59
  br i1 %40, label %100, label %61

61:                                               ; preds = %48, %61
  %62 = phi float [ %94, %61 ], [ %49, %48 ]
  %63 = phi float [ %96, %61 ], [ %50, %48 ]
  %64 = phi i32 [ %97, %61 ], [ %32, %48 ]
  %65 = phi i32 [ %98, %61 ], [ 0, %48 ]
  %66 = add nsw i32 %64, %9
  %67 = icmp slt i32 %66, 0
  %68 = tail call i32 @llvm.smin.i32(i32 %66, i32 range(i32 -2147483648, 2147483647) %34)
  %69 = select i1 %67, i32 0, i32 %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %58, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = fsub contract float %72, %31
  %74 = sext i32 %64 to i64
  %75 = getelementptr float, ptr %60, i64 %74
  %76 = getelementptr i8, ptr %75, i64 160
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = fneg contract float %73
  %79 = fmul contract float %73, %78
  %80 = fmul contract float %79, %36
  %81 = tail call float @llvm.fma.f32(float %80, float 0x3F777313A0000000, float 5.000000e-01)
  %82 = tail call float @llvm.nvvm.saturate.f(float %81) #8
  %83 = tail call float @llvm.nvvm.fma.rm.f(float %82, float 2.520000e+02, float 0x4168000020000000) #8
  %84 = fadd float %83, 0xC168000FE0000000
  %85 = fneg float %84
  %86 = tail call float @llvm.fma.f32(float %80, float 0x3FF7154760000000, float %85)
  %87 = tail call float @llvm.fma.f32(float %80, float 0x3E54AE0C00000000, float %86)
  %88 = bitcast float %83 to i32
  %89 = shl i32 %88, 23
  %90 = bitcast i32 %89 to float
  %91 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %87)
  %92 = fmul float %91, %90
  %93 = fmul contract float %77, %92
  %94 = fadd contract float %62, %93
  %95 = fmul contract float %72, %93
  %96 = fadd contract float %63, %95
  %97 = add nsw i32 %64, 1
  %98 = add i32 %65, 1
  %99 = icmp eq i32 %98, %41
  br i1 %99, label %100, label %61, !llvm.loop !20

100:                                              ; preds = %61, %48
  %101 = phi float [ poison, %48 ], [ %94, %61 ]
  %102 = phi float [ poison, %48 ], [ %96, %61 ]
  %103 = phi float [ %49, %48 ], [ %94, %61 ]
  %104 = phi float [ %50, %48 ], [ %96, %61 ]
  %105 = phi i32 [ %32, %48 ], [ %97, %61 ]
  br i1 %42, label %106, label %111

106:                                              ; preds = %111, %100
  %107 = phi float [ %101, %100 ], [ %207, %111 ]
  %108 = phi float [ %102, %100 ], [ %209, %111 ]
  %109 = add nsw i32 %51, 1
  %110 = icmp eq i32 %51, %26
  br i1 %110, label %43, label %48, !llvm.loop !22

111:                                              ; preds = %100, %111
  %112 = phi float [ %207, %111 ], [ %103, %100 ]
  %113 = phi float [ %209, %111 ], [ %104, %100 ]
  %114 = phi i32 [ %210, %111 ], [ %105, %100 ]
  %115 = add nsw i32 %114, %9
  %116 = icmp slt i32 %115, 0
  %117 = tail call i32 @llvm.smin.i32(i32 %115, i32 range(i32 -2147483648, 2147483647) %34)
  %118 = select i1 %116, i32 0, i32 %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %58, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = fsub contract float %121, %31
  %123 = sext i32 %114 to i64
  %124 = getelementptr float, ptr %60, i64 %123
  %125 = getelementptr i8, ptr %124, i64 160
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fneg contract float %122
  %128 = fmul contract float %122, %127
  %129 = fmul contract float %128, %36
  %130 = tail call float @llvm.fma.f32(float %129, float 0x3F777313A0000000, float 5.000000e-01)
  %131 = tail call float @llvm.nvvm.saturate.f(float %130) #8
  %132 = tail call float @llvm.nvvm.fma.rm.f(float %131, float 2.520000e+02, float 0x4168000020000000) #8
  %133 = fadd float %132, 0xC168000FE0000000
  %134 = fneg float %133
  %135 = tail call float @llvm.fma.f32(float %129, float 0x3FF7154760000000, float %134)
  %136 = tail call float @llvm.fma.f32(float %129, float 0x3E54AE0C00000000, float %135)
  %137 = bitcast float %132 to i32
  %138 = shl i32 %137, 23
  %139 = bitcast i32 %138 to float
  %140 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %136)
  %141 = fmul float %140, %139
  %142 = fmul contract float %126, %141
  %143 = fadd contract float %112, %142
  %144 = fmul contract float %121, %142
  %145 = fadd contract float %113, %144
  %146 = add nsw i32 %114, 1
  %147 = add nsw i32 %146, %9
  %148 = icmp slt i32 %147, 0
  %149 = tail call i32 @llvm.smin.i32(i32 %147, i32 range(i32 -2147483648, 2147483647) %34)
  %150 = select i1 %148, i32 0, i32 %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %58, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = fsub contract float %153, %31
  %155 = sext i32 %146 to i64
  %156 = getelementptr float, ptr %60, i64 %155
  %157 = getelementptr i8, ptr %156, i64 160
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = fneg contract float %154
  %160 = fmul contract float %154, %159
  %161 = fmul contract float %160, %36
  %162 = tail call float @llvm.fma.f32(float %161, float 0x3F777313A0000000, float 5.000000e-01)
  %163 = tail call float @llvm.nvvm.saturate.f(float %162) #8
  %164 = tail call float @llvm.nvvm.fma.rm.f(float %163, float 2.520000e+02, float 0x4168000020000000) #8
  %165 = fadd float %164, 0xC168000FE0000000
  %166 = fneg float %165
  %167 = tail call float @llvm.fma.f32(float %161, float 0x3FF7154760000000, float %166)
  %168 = tail call float @llvm.fma.f32(float %161, float 0x3E54AE0C00000000, float %167)
  %169 = bitcast float %164 to i32
  %170 = shl i32 %169, 23
  %171 = bitcast i32 %170 to float
  %172 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %168)
  %173 = fmul float %172, %171
  %174 = fmul contract float %158, %173
  %175 = fadd contract float %143, %174
  %176 = fmul contract float %153, %174
  %177 = fadd contract float %145, %176
  %178 = add nsw i32 %114, 2
  %179 = add nsw i32 %178, %9
  %180 = icmp slt i32 %179, 0
  %181 = tail call i32 @llvm.smin.i32(i32 %179, i32 range(i32 -2147483648, 2147483647) %34)
  %182 = select i1 %180, i32 0, i32 %181
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds float, ptr %58, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !11
  %186 = fsub contract float %185, %31
  %187 = sext i32 %178 to i64
  %188 = getelementptr float, ptr %60, i64 %187
  %189 = getelementptr i8, ptr %188, i64 160
  %190 = load float, ptr %189, align 4, !tbaa !11
  %191 = fneg contract float %186
  %192 = fmul contract float %186, %191
  %193 = fmul contract float %192, %36
  %194 = tail call float @llvm.fma.f32(float %193, float 0x3F777313A0000000, float 5.000000e-01)
  %195 = tail call float @llvm.nvvm.saturate.f(float %194) #8
  %196 = tail call float @llvm.nvvm.fma.rm.f(float %195, float 2.520000e+02, float 0x4168000020000000) #8
  %197 = fadd float %196, 0xC168000FE0000000
  %198 = fneg float %197
  %199 = tail call float @llvm.fma.f32(float %193, float 0x3FF7154760000000, float %198)
  %200 = tail call float @llvm.fma.f32(float %193, float 0x3E54AE0C00000000, float %199)
  %201 = bitcast float %196 to i32
  %202 = shl i32 %201, 23
  %203 = bitcast i32 %202 to float
  %204 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %200)
  %205 = fmul float %204, %203
  %206 = fmul contract float %190, %205
  %207 = fadd contract float %175, %206
  %208 = fmul contract float %185, %206
  %209 = fadd contract float %177, %208
  %210 = add nsw i32 %114, 3
  %211 = icmp eq i32 %178, %26
  br i1 %211, label %106, label %111, !llvm.loop !23

212:                                              ; preds = %5, %15, %43
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!19, !7, i64 328}
!19 = !{!"_ZTS15BilateralParams", !8, i64 0, !12, i64 324, !7, i64 328}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14, !21}
