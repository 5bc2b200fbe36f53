; ModuleID = 'src/conv2d_nchw.cu'
source_filename = "src/conv2d_nchw.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ConvShape = type { i32, i32, i32, i32, i32, i32, i32, i32, i32 }

@_ZZ20conv2d_3x3_tile_reluE4s_in = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@_ZZ20conv2d_3x3_tile_reluE3s_w = internal unnamed_addr addrspace(3) global [9 x float] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @conv2d_nchw_bias_relu(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noundef readonly byval(%struct.ConvShape) align 4 captures(none) %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %7 = load i32, ptr %6, align 4, !tbaa !11
  %8 = icmp slt i32 %7, 1
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %10 = load i32, ptr %9, align 4
  %11 = icmp slt i32 %10, 0
  %12 = select i1 %8, i1 true, i1 %11
  br i1 %12, label %150, label %13

13:                                               ; preds = %5
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %15 = load i32, ptr %14, align 4, !tbaa !13
  %16 = shl nuw nsw i32 %10, 1
  %17 = add nsw i32 %15, %16
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %19 = load i32, ptr %18, align 4, !tbaa !14
  %20 = sub i32 %17, %19
  %21 = sdiv i32 %20, %7
  %22 = add nsw i32 %21, 1
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %24 = load i32, ptr %23, align 4, !tbaa !15
  %25 = add nsw i32 %24, %16
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %27 = load i32, ptr %26, align 4, !tbaa !16
  %28 = sub i32 %25, %27
  %29 = sdiv i32 %28, %7
  %30 = add nsw i32 %29, 1
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = mul i32 %31, %32
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = add i32 %33, %34
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %38 = icmp sgt i32 %21, -1
  %39 = icmp sgt i32 %29, -1
  %40 = select i1 %38, i1 %39, i1 false
  %41 = mul nuw nsw i32 %30, %22
  %42 = icmp slt i32 %35, %41
  %43 = select i1 %40, i1 %42, i1 false
  br i1 %43, label %44, label %150

44:                                               ; preds = %13
  %45 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %46 = load i32, ptr %45, align 4, !tbaa !17
  %47 = icmp slt i32 %36, %46
  %48 = load i32, ptr %4, align 4
  %49 = icmp slt i32 %37, %48
  %50 = select i1 %47, i1 %49, i1 false
  br i1 %50, label %51, label %150

51:                                               ; preds = %44
  %52 = freeze i32 %30
  %53 = sdiv i32 %35, %52
  %54 = mul i32 %53, %52
  %55 = sub i32 %35, %54
  %56 = zext nneg i32 %36 to i64
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !18
  %59 = sext i32 %58 to i64
  %60 = sext i32 %19 to i64
  %61 = sext i32 %27 to i64
  %62 = mul nsw i64 %60, %56
  %63 = mul i64 %62, %61
  %64 = mul i64 %63, %59
  %65 = getelementptr inbounds nuw float, ptr %1, i64 %64
  %66 = zext nneg i32 %37 to i64
  %67 = sext i32 %15 to i64
  %68 = sext i32 %24 to i64
  %69 = mul nsw i64 %68, %67
  %70 = mul i64 %69, %66
  %71 = mul i64 %70, %59
  %72 = getelementptr inbounds nuw float, ptr %0, i64 %71
  %73 = mul nsw i32 %53, %7
  %74 = sub nsw i32 %73, %10
  %75 = mul nsw i32 %55, %7
  %76 = sub nsw i32 %75, %10
  %77 = getelementptr inbounds nuw float, ptr %2, i64 %56
  %78 = load float, ptr %77, align 4, !tbaa !19
  %79 = icmp sgt i32 %58, 0
  br i1 %79, label %80, label %85

80:                                               ; preds = %51
  %81 = mul nsw i64 %68, %67
  %82 = mul i32 %27, %19
  %83 = icmp sgt i32 %19, 0
  %84 = icmp slt i32 %27, 1
  br label %100

85:                                               ; preds = %109, %51
  %86 = phi float [ %78, %51 ], [ %110, %109 ]
  %87 = tail call noundef float @llvm.maxnum.f32(float %86, float 0.000000e+00)
  %88 = zext nneg i32 %46 to i64
  %89 = mul nuw nsw i64 %88, %66
  %90 = add nuw nsw i64 %89, %56
  %91 = zext nneg i32 %22 to i64
  %92 = mul i64 %90, %91
  %93 = sext i32 %53 to i64
  %94 = add i64 %92, %93
  %95 = zext nneg i32 %30 to i64
  %96 = mul i64 %94, %95
  %97 = sext i32 %55 to i64
  %98 = getelementptr float, ptr %3, i64 %96
  %99 = getelementptr float, ptr %98, i64 %97
  store float %87, ptr %99, align 4, !tbaa !19
  br label %150

100:                                              ; preds = %80, %109
  %101 = phi float [ %78, %80 ], [ %110, %109 ]
  %102 = phi i32 [ 0, %80 ], [ %111, %109 ]
  %103 = zext nneg i32 %102 to i64
  %104 = mul i64 %81, %103
  %105 = getelementptr inbounds nuw float, ptr %72, i64 %104
  %106 = mul i32 %82, %102
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %65, i64 %107
  br i1 %83, label %113, label %109

109:                                              ; preds = %146, %100
  %110 = phi float [ %101, %100 ], [ %147, %146 ]
  %111 = add nuw nsw i32 %102, 1
  %112 = icmp eq i32 %111, %58
  br i1 %112, label %85, label %100, !llvm.loop !21

113:                                              ; preds = %100, %146
  %114 = phi float [ %147, %146 ], [ %101, %100 ]
  %115 = phi i32 [ %148, %146 ], [ 0, %100 ]
  %116 = add nsw i32 %115, %74
  %117 = icmp slt i32 %116, 0
  %118 = icmp sge i32 %116, %15
  %119 = or i1 %117, %118
  %120 = select i1 %119, i1 true, i1 %84
  br i1 %120, label %146, label %121

121:                                              ; preds = %113
  %122 = mul nsw i32 %116, %24
  %123 = mul nuw nsw i32 %115, %27
  br label %124

124:                                              ; preds = %121, %142
  %125 = phi i32 [ 0, %121 ], [ %144, %142 ]
  %126 = phi float [ %114, %121 ], [ %143, %142 ]
  %127 = add nsw i32 %125, %76
  %128 = icmp sgt i32 %127, -1
  %129 = icmp slt i32 %127, %24
  %130 = select i1 %128, i1 %129, i1 false
  br i1 %130, label %131, label %142

131:                                              ; preds = %124
  %132 = add nuw nsw i32 %127, %122
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw float, ptr %105, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !19
  %136 = add nuw nsw i32 %125, %123
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw float, ptr %108, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !19
  %140 = fmul contract float %135, %139
  %141 = fadd contract float %126, %140
  br label %142

142:                                              ; preds = %131, %124
  %143 = phi float [ %141, %131 ], [ %126, %124 ]
  %144 = add nuw nsw i32 %125, 1
  %145 = icmp eq i32 %144, %27
  br i1 %145, label %146, label %124, !llvm.loop !24

146:                                              ; preds = %142, %113
  %147 = phi float [ %114, %113 ], [ %143, %142 ]
  %148 = add nuw nsw i32 %115, 1
  %149 = icmp eq i32 %148, %19
  br i1 %149, label %109, label %113, !llvm.loop !25

150:                                              ; preds = %85, %44, %13, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @conv2d_3x3_tile_relu(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #1 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %12 = icmp slt i32 %10, %8
  %13 = icmp slt i32 %11, %4
  %14 = and i1 %13, %12
  br i1 %14, label %15, label %193

15:                                               ; preds = %9
  %16 = add nsw i32 %7, 15
  %17 = sdiv i32 %16, 16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = udiv i32 %18, %17
  %20 = mul i32 %19, %17
  %21 = sub i32 %18, %20
  %22 = shl i32 %21, 4
  %23 = shl i32 %19, 4
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul nuw nsw i32 %24, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add nuw nsw i32 %26, %27
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %30 = mul nuw nsw i32 %25, %29
  %31 = icmp samesign ult i32 %28, 256
  %32 = and i32 %28, 15
  %33 = lshr i32 %28, 4
  %34 = sext i32 %6 to i64
  %35 = sext i32 %7 to i64
  %36 = mul nsw i64 %35, %34
  %37 = zext nneg i32 %11 to i64
  %38 = sext i32 %5 to i64
  %39 = mul nsw i64 %38, %37
  %40 = mul i64 %39, %36
  %41 = getelementptr inbounds nuw float, ptr %0, i64 %40
  %42 = icmp sgt i32 %5, 0
  br i1 %42, label %43, label %88

43:                                               ; preds = %15
  %44 = icmp samesign ult i32 %28, 324
  %45 = icmp samesign ult i32 %28, 9
  %46 = zext nneg i32 %10 to i64
  %47 = mul nuw nsw i64 %38, %46
  %48 = zext nneg i32 %28 to i64
  %49 = getelementptr float, ptr %1, i64 %48
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 %48
  %51 = zext nneg i32 %32 to i64
  %52 = zext nneg i32 %33 to i64
  %53 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE4s_in to ptr), i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 144
  %55 = zext nneg i32 %33 to i64
  %56 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE4s_in to ptr), i64 %55
  %57 = getelementptr inbounds nuw float, ptr %56, i64 %51
  %58 = zext nneg i32 %32 to i64
  %59 = getelementptr inbounds nuw float, ptr %56, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 4
  %61 = zext nneg i32 %32 to i64
  %62 = getelementptr inbounds nuw float, ptr %56, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %64 = zext nneg i32 %33 to i64
  %65 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE4s_in to ptr), i64 %64
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 72
  %67 = getelementptr inbounds nuw float, ptr %66, i64 %51
  %68 = zext nneg i32 %32 to i64
  %69 = getelementptr inbounds nuw float, ptr %66, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 4
  %71 = zext nneg i32 %32 to i64
  %72 = getelementptr inbounds nuw float, ptr %66, i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %74 = getelementptr inbounds nuw float, ptr %54, i64 %51
  %75 = zext nneg i32 %32 to i64
  %76 = getelementptr inbounds nuw float, ptr %54, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %78 = zext nneg i32 %32 to i64
  %79 = getelementptr inbounds nuw float, ptr %54, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 8
  br label %81

81:                                               ; preds = %43, %173
  %82 = phi float [ 0.000000e+00, %43 ], [ %174, %173 ]
  %83 = phi i32 [ 0, %43 ], [ %175, %173 ]
  br i1 %44, label %84, label %96

84:                                               ; preds = %81
  %85 = zext nneg i32 %83 to i64
  %86 = mul i64 %36, %85
  %87 = getelementptr float, ptr %41, i64 %86
  br label %97

88:                                               ; preds = %173, %15
  %89 = phi float [ 0.000000e+00, %15 ], [ %174, %173 ]
  %90 = or disjoint i32 %22, %32
  %91 = add nsw i32 %23, %33
  %92 = icmp slt i32 %90, %7
  %93 = select i1 %31, i1 %92, i1 false
  %94 = icmp slt i32 %91, %6
  %95 = select i1 %93, i1 %94, i1 false
  br i1 %95, label %177, label %193

96:                                               ; preds = %121, %81
  br i1 %45, label %129, label %135

97:                                               ; preds = %84, %121
  %98 = phi i32 [ %28, %84 ], [ %127, %121 ]
  %99 = freeze i32 %98
  %100 = udiv i32 %99, 18
  %101 = mul i32 %100, 18
  %102 = sub i32 %99, %101
  %103 = add nsw i32 %102, %22
  %104 = add nsw i32 %100, %23
  %105 = add nsw i32 %104, -1
  %106 = icmp sgt i32 %103, 0
  br i1 %106, label %107, label %121

107:                                              ; preds = %97
  %108 = icmp sgt i32 %103, %7
  %109 = icmp slt i32 %104, 1
  %110 = icmp sgt i32 %104, %6
  %111 = or i1 %109, %110
  %112 = select i1 %108, i1 true, i1 %111
  br i1 %112, label %121, label %113

113:                                              ; preds = %107
  %114 = zext nneg i32 %105 to i64
  %115 = mul nsw i64 %114, %35
  %116 = getelementptr float, ptr %87, i64 %115
  %117 = zext nneg i32 %103 to i64
  %118 = getelementptr float, ptr %116, i64 %117
  %119 = getelementptr i8, ptr %118, i64 -4
  %120 = load float, ptr %119, align 4, !tbaa !19
  br label %121

121:                                              ; preds = %97, %107, %113
  %122 = phi contract float [ %120, %113 ], [ 0.000000e+00, %97 ], [ 0.000000e+00, %107 ]
  %123 = zext nneg i32 %100 to i64
  %124 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE4s_in to ptr), i64 %123
  %125 = zext nneg i32 %102 to i64
  %126 = getelementptr inbounds nuw float, ptr %124, i64 %125
  store float %122, ptr %126, align 4, !tbaa !19
  %127 = add nuw nsw i32 %98, %30
  %128 = icmp samesign ult i32 %127, 324
  br i1 %128, label %97, label %96, !llvm.loop !26

129:                                              ; preds = %96
  %130 = zext nneg i32 %83 to i64
  %131 = add nuw nsw i64 %47, %130
  %132 = mul nuw nsw i64 %131, 36
  %133 = getelementptr i8, ptr %49, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !19
  store float %134, ptr %50, align 4, !tbaa !19
  br label %135

135:                                              ; preds = %129, %96
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %136, label %173

136:                                              ; preds = %135
  %137 = load float, ptr %57, align 4, !tbaa !19
  %138 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), align 4, !tbaa !19
  %139 = fmul contract float %137, %138
  %140 = fadd contract float %82, %139
  %141 = load float, ptr %60, align 4, !tbaa !19
  %142 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 4), align 4, !tbaa !19
  %143 = fmul contract float %141, %142
  %144 = fadd contract float %140, %143
  %145 = load float, ptr %63, align 4, !tbaa !19
  %146 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 8), align 4, !tbaa !19
  %147 = fmul contract float %145, %146
  %148 = fadd contract float %144, %147
  %149 = load float, ptr %67, align 4, !tbaa !19
  %150 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 12), align 4, !tbaa !19
  %151 = fmul contract float %149, %150
  %152 = fadd contract float %148, %151
  %153 = load float, ptr %70, align 4, !tbaa !19
  %154 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 16), align 4, !tbaa !19
  %155 = fmul contract float %153, %154
  %156 = fadd contract float %152, %155
  %157 = load float, ptr %73, align 4, !tbaa !19
  %158 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 20), align 4, !tbaa !19
  %159 = fmul contract float %157, %158
  %160 = fadd contract float %156, %159
  %161 = load float, ptr %74, align 4, !tbaa !19
  %162 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 24), align 4, !tbaa !19
  %163 = fmul contract float %161, %162
  %164 = fadd contract float %160, %163
  %165 = load float, ptr %77, align 4, !tbaa !19
  %166 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 28), align 4, !tbaa !19
  %167 = fmul contract float %165, %166
  %168 = fadd contract float %164, %167
  %169 = load float, ptr %80, align 4, !tbaa !19
  %170 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 32), align 4, !tbaa !19
  %171 = fmul contract float %169, %170
  %172 = fadd contract float %168, %171
  br label %173

173:                                              ; preds = %136, %135
  %174 = phi float [ %82, %135 ], [ %172, %136 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %175 = add nuw nsw i32 %83, 1
  %176 = icmp eq i32 %175, %5
  br i1 %176, label %88, label %81, !llvm.loop !27

177:                                              ; preds = %88
  %178 = zext nneg i32 %10 to i64
  %179 = getelementptr inbounds nuw float, ptr %2, i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !19
  %181 = fadd contract float %89, %180
  %182 = tail call noundef float @llvm.maxnum.f32(float %181, float 0.000000e+00)
  %183 = zext nneg i32 %8 to i64
  %184 = mul nuw nsw i64 %183, %37
  %185 = add nuw nsw i64 %184, %178
  %186 = mul i64 %185, %36
  %187 = sext i32 %91 to i64
  %188 = mul nsw i64 %187, %35
  %189 = sext i32 %90 to i64
  %190 = getelementptr float, ptr %3, i64 %186
  %191 = getelementptr float, ptr %190, i64 %188
  %192 = getelementptr float, ptr %191, i64 %189
  store float %182, ptr %192, align 4, !tbaa !19
  br label %193

193:                                              ; preds = %88, %177, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !7, i64 28}
!12 = !{!"_ZTS9ConvShape", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32}
!13 = !{!12, !7, i64 8}
!14 = !{!12, !7, i64 20}
!15 = !{!12, !7, i64 12}
!16 = !{!12, !7, i64 24}
!17 = !{!12, !7, i64 16}
!18 = !{!12, !7, i64 4}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !22, !23}
!25 = distinct !{!25, !22, !23}
!26 = distinct !{!26, !22, !23}
!27 = distinct !{!27, !22, !23}
