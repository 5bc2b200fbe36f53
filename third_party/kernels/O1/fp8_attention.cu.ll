; ModuleID = 'src/fp8_attention.cu'
source_filename = "src/fp8_attention.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19fp8_e4m3_quant_rowsE6s_part = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ19fp8_e4m3_quant_rowsE6s_amax = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ15attn_scores_fp8E5s_lut = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ15attn_scores_fp8E3s_q = internal unnamed_addr addrspace(3) global [256 x [17 x float]] undef, align 4
@_ZZ15attn_scores_fp8E3s_k = internal unnamed_addr addrspace(3) global [256 x [17 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fp8_e4m3_quant_rows(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = add nuw nsw i32 %7, 31
  %9 = lshr i32 %8, 5
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %23

12:                                               ; preds = %5
  %13 = lshr i32 %6, 5
  %14 = and i32 %6, 31
  %15 = sext i32 %4 to i64
  %16 = icmp slt i32 %6, %4
  %17 = icmp eq i32 %14, 0
  %18 = zext nneg i32 %13 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %18
  %20 = icmp eq i32 %6, 0
  %21 = icmp slt i32 %6, %4
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %24

23:                                               ; preds = %133, %5
  ret void

24:                                               ; preds = %12, %133
  %25 = phi i32 [ %10, %12 ], [ %134, %133 ]
  %26 = sext i32 %25 to i64
  %27 = mul nsw i64 %26, %15
  %28 = getelementptr inbounds nuw float, ptr %0, i64 %27
  br i1 %16, label %29, label %39

29:                                               ; preds = %24, %29
  %30 = phi float [ %36, %29 ], [ 0.000000e+00, %24 ]
  %31 = phi i32 [ %37, %29 ], [ %6, %24 ]
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %28, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = tail call noundef float @llvm.nvvm.fabs.f32(float %34)
  %36 = tail call noundef float @llvm.maxnum.f32(float %30, float %35)
  %37 = add i32 %31, %7
  %38 = icmp slt i32 %37, %4
  br i1 %38, label %29, label %39, !llvm.loop !13

39:                                               ; preds = %29, %24
  %40 = phi float [ 0.000000e+00, %24 ], [ %36, %29 ]
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 16, i32 31)
  %42 = tail call noundef float @llvm.maxnum.f32(float %40, float %41)
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 8, i32 31)
  %44 = tail call noundef float @llvm.maxnum.f32(float %42, float %43)
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 4, i32 31)
  %46 = tail call noundef float @llvm.maxnum.f32(float %44, float %45)
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 2, i32 31)
  %48 = tail call noundef float @llvm.maxnum.f32(float %46, float %47)
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 1, i32 31)
  br i1 %17, label %50, label %52

50:                                               ; preds = %39
  %51 = tail call noundef float @llvm.maxnum.f32(float %48, float %49)
  store float %51, ptr %19, align 4, !tbaa !11
  br label %52

52:                                               ; preds = %50, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %54, label %63

53:                                               ; preds = %54
  store float %60, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_amax to ptr), align 4, !tbaa !11
  br label %63

54:                                               ; preds = %52, %54
  %55 = phi i32 [ %61, %54 ], [ 0, %52 ]
  %56 = phi float [ %60, %54 ], [ 0.000000e+00, %52 ]
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = tail call noundef float @llvm.maxnum.f32(float %56, float %59)
  %61 = add nuw nsw i32 %55, 1
  %62 = icmp eq i32 %61, %9
  br i1 %62, label %53, label %54, !llvm.loop !16

63:                                               ; preds = %53, %52
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_amax to ptr), align 4, !tbaa !11
  %65 = fcmp contract ogt float %64, 0.000000e+00
  %66 = fdiv contract float 4.480000e+02, %64
  %67 = select contract i1 %65, float %66, float 1.000000e+00
  %68 = getelementptr inbounds nuw i8, ptr %1, i64 %27
  br i1 %21, label %70, label %69

69:                                               ; preds = %125, %63
  br i1 %20, label %130, label %133

70:                                               ; preds = %63, %125
  %71 = phi i32 [ %128, %125 ], [ %6, %63 ]
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %28, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = fmul contract float %67, %74
  %76 = fcmp contract olt float %75, 0.000000e+00
  %77 = fneg contract float %75
  %78 = select i1 %76, i32 128, i32 0
  %79 = select i1 %76, float %77, float %75
  %80 = fcmp contract ord float %79, 0.000000e+00
  br i1 %80, label %81, label %125

81:                                               ; preds = %70
  %82 = tail call noundef float @llvm.minnum.f32(float %79, float 4.480000e+02)
  %83 = fcmp contract olt float %82, 1.562500e-02
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = fmul contract float %82, 5.120000e+02
  %86 = tail call contract noundef float @llvm.rint.f32(float %85)
  %87 = fptosi float %86 to i32
  %88 = or i32 %78, %87
  %89 = trunc i32 %88 to i8
  br label %125

90:                                               ; preds = %81
  %91 = tail call float @llvm.nvvm.fabs.f32(float %82)
  %92 = fcmp olt float %91, 0x3810000000000000
  %93 = fmul float %82, 0x4170000000000000
  %94 = select i1 %92, float %93, float %82
  %95 = bitcast float %94 to i32
  %96 = lshr i32 %95, 23
  %97 = fcmp oeq float %91, 0.000000e+00
  %98 = icmp eq i32 %96, 255
  %99 = or i1 %97, %98
  br i1 %99, label %100, label %102

100:                                              ; preds = %90
  %101 = fadd float %94, %94
  br label %108

102:                                              ; preds = %90
  %103 = select i1 %92, i32 -150, i32 -126
  %104 = add nsw i32 %103, %96
  %105 = and i32 %95, 8388607
  %106 = or disjoint i32 %105, 1056964608
  %107 = bitcast i32 %106 to float
  br label %108

108:                                              ; preds = %100, %102
  %109 = phi float [ %101, %100 ], [ %107, %102 ]
  %110 = phi i32 [ 0, %100 ], [ %104, %102 ]
  %111 = fmul contract float %109, 2.000000e+00
  %112 = fadd contract float %111, -1.000000e+00
  %113 = fmul contract float %112, 8.000000e+00
  %114 = tail call contract noundef float @llvm.rint.f32(float %113)
  %115 = fptosi float %114 to i32
  %116 = icmp eq i32 %115, 8
  %117 = select i1 %116, i32 0, i32 %115
  %118 = select i1 %116, i32 7, i32 6
  %119 = add nsw i32 %118, %110
  %120 = shl nsw i32 %119, 3
  %121 = or i32 %120, %117
  %122 = tail call noundef range(i32 -2147483648, 127) i32 @llvm.smin.i32(i32 %121, i32 126)
  %123 = or i32 %122, %78
  %124 = trunc i32 %123 to i8
  br label %125

125:                                              ; preds = %70, %84, %108
  %126 = phi i8 [ %89, %84 ], [ %124, %108 ], [ 127, %70 ]
  %127 = getelementptr inbounds i8, ptr %68, i64 %72
  store i8 %126, ptr %127, align 1, !tbaa !17
  %128 = add i32 %71, %7
  %129 = icmp slt i32 %128, %4
  br i1 %129, label %70, label %69, !llvm.loop !18

130:                                              ; preds = %69
  %131 = fdiv contract float 1.000000e+00, %67
  %132 = getelementptr inbounds float, ptr %2, i64 %26
  store float %131, ptr %132, align 4, !tbaa !11
  br label %133

133:                                              ; preds = %130, %69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %134 = add i32 %25, %22
  %135 = icmp slt i32 %134, %3
  br i1 %135, label %24, label %23, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @attn_scores_fp8(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, i32 noundef %9) local_unnamed_addr #2 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %12, %16
  %18 = icmp samesign ult i32 %15, 256
  br i1 %18, label %66, label %19

19:                                               ; preds = %91, %10
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = mul nuw nsw i32 %20, %16
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, %12
  %24 = icmp sgt i32 %7, 0
  br i1 %24, label %25, label %100

25:                                               ; preds = %19
  %26 = shl nuw nsw i32 %16, 4
  %27 = icmp samesign ult i32 %15, %26
  %28 = zext nneg i32 %7 to i64
  %29 = shl nuw nsw i32 %12, 4
  %30 = icmp samesign ult i32 %15, %29
  %31 = zext nneg i32 %7 to i64
  %32 = zext nneg i32 %11 to i64
  %33 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E3s_q to ptr), i64 %32
  %34 = zext nneg i32 %14 to i64
  %35 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E3s_k to ptr), i64 %34
  %36 = getelementptr inbounds nuw i8, ptr %33, i64 4
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %38 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = getelementptr inbounds nuw i8, ptr %33, i64 12
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 12
  %42 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %43 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %44 = getelementptr inbounds nuw i8, ptr %33, i64 20
  %45 = getelementptr inbounds nuw i8, ptr %35, i64 20
  %46 = getelementptr inbounds nuw i8, ptr %33, i64 24
  %47 = getelementptr inbounds nuw i8, ptr %35, i64 24
  %48 = getelementptr inbounds nuw i8, ptr %33, i64 28
  %49 = getelementptr inbounds nuw i8, ptr %35, i64 28
  %50 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %51 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %52 = getelementptr inbounds nuw i8, ptr %33, i64 36
  %53 = getelementptr inbounds nuw i8, ptr %35, i64 36
  %54 = getelementptr inbounds nuw i8, ptr %33, i64 40
  %55 = getelementptr inbounds nuw i8, ptr %35, i64 40
  %56 = getelementptr inbounds nuw i8, ptr %33, i64 44
  %57 = getelementptr inbounds nuw i8, ptr %35, i64 44
  %58 = getelementptr inbounds nuw i8, ptr %33, i64 48
  %59 = getelementptr inbounds nuw i8, ptr %35, i64 48
  %60 = getelementptr inbounds nuw i8, ptr %33, i64 52
  %61 = getelementptr inbounds nuw i8, ptr %35, i64 52
  %62 = getelementptr inbounds nuw i8, ptr %33, i64 56
  %63 = getelementptr inbounds nuw i8, ptr %35, i64 56
  %64 = getelementptr inbounds nuw i8, ptr %33, i64 60
  %65 = getelementptr inbounds nuw i8, ptr %35, i64 60
  br label %107

66:                                               ; preds = %10, %91
  %67 = phi i32 [ %98, %91 ], [ %15, %10 ]
  %68 = lshr i32 %67, 3
  %69 = and i32 %68, 15
  %70 = and i32 %67, 127
  %71 = icmp eq i32 %70, 127
  br i1 %71, label %91, label %72

72:                                               ; preds = %66
  %73 = and i32 %67, 7
  %74 = icmp eq i32 %69, 0
  %75 = uitofp nneg i32 %73 to float
  br i1 %74, label %76, label %81

76:                                               ; preds = %72
  %77 = tail call float @llvm.nvvm.mul.rn.f(float %75, float 0x3F60000000000000) #7
  %78 = tail call float @llvm.nvvm.mul.rn.f(float %77, float 1.000000e+00) #7
  %79 = tail call float @llvm.nvvm.mul.rn.f(float %78, float 1.000000e+00) #7
  %80 = tail call noundef float @llvm.nvvm.mul.rn.f(float %79, float 1.000000e+00) #7
  br label %91

81:                                               ; preds = %72
  %82 = fmul contract float %75, 1.250000e-01
  %83 = fadd contract float %82, 1.000000e+00
  %84 = shl nuw nsw i32 %69, 23
  %85 = add nuw nsw i32 %84, 1006632960
  %86 = bitcast i32 %85 to float
  %87 = tail call float @llvm.nvvm.mul.rn.f(float %83, float %86) #7
  %88 = tail call float @llvm.nvvm.mul.rn.f(float %87, float 1.000000e+00) #7
  %89 = tail call float @llvm.nvvm.mul.rn.f(float %88, float 1.000000e+00) #7
  %90 = tail call noundef float @llvm.nvvm.mul.rn.f(float %89, float 1.000000e+00) #7
  br label %91

91:                                               ; preds = %66, %76, %81
  %92 = phi float [ %90, %81 ], [ %80, %76 ], [ 0x7FF8000000000000, %66 ]
  %93 = icmp samesign ult i32 %67, 128
  %94 = fneg contract float %92
  %95 = select contract i1 %93, float %92, float %94
  %96 = zext nneg i32 %67 to i64
  %97 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E5s_lut to ptr), i64 %96
  store float %95, ptr %97, align 4, !tbaa !11
  %98 = add nuw nsw i32 %67, %17
  %99 = icmp samesign ult i32 %98, 256
  br i1 %99, label %66, label %19, !llvm.loop !20

100:                                              ; preds = %138, %19
  %101 = phi float [ 0.000000e+00, %19 ], [ %202, %138 ]
  %102 = add nuw nsw i32 %21, %11
  %103 = add i32 %23, %14
  %104 = icmp slt i32 %102, %5
  %105 = icmp slt i32 %103, %6
  %106 = and i1 %104, %105
  br i1 %106, label %232, label %252

107:                                              ; preds = %25, %138
  %108 = phi float [ 0.000000e+00, %25 ], [ %202, %138 ]
  %109 = phi i32 [ 0, %25 ], [ %203, %138 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %111, label %110

110:                                              ; preds = %130, %107
  br i1 %30, label %205, label %138

111:                                              ; preds = %107, %130
  %112 = phi i32 [ %136, %130 ], [ %15, %107 ]
  %113 = lshr i32 %112, 4
  %114 = and i32 %112, 15
  %115 = add nuw nsw i32 %113, %21
  %116 = or disjoint i32 %114, %109
  %117 = icmp slt i32 %115, %5
  %118 = icmp slt i32 %116, %7
  %119 = select i1 %117, i1 %118, i1 false
  br i1 %119, label %120, label %130

120:                                              ; preds = %111
  %121 = zext nneg i32 %115 to i64
  %122 = mul nuw nsw i64 %121, %28
  %123 = zext nneg i32 %116 to i64
  %124 = getelementptr i8, ptr %0, i64 %122
  %125 = getelementptr i8, ptr %124, i64 %123
  %126 = load i8, ptr %125, align 1, !tbaa !17
  %127 = zext i8 %126 to i64
  %128 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E5s_lut to ptr), i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !11
  br label %130

130:                                              ; preds = %111, %120
  %131 = phi contract float [ %129, %120 ], [ 0.000000e+00, %111 ]
  %132 = zext nneg i32 %113 to i64
  %133 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E3s_q to ptr), i64 %132
  %134 = zext nneg i32 %114 to i64
  %135 = getelementptr inbounds nuw float, ptr %133, i64 %134
  store float %131, ptr %135, align 4, !tbaa !11
  %136 = add nuw nsw i32 %112, %17
  %137 = icmp samesign ult i32 %136, %26
  br i1 %137, label %111, label %110, !llvm.loop !21

138:                                              ; preds = %224, %110
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %139 = load float, ptr %33, align 4, !tbaa !11
  %140 = load float, ptr %35, align 4, !tbaa !11
  %141 = fmul contract float %139, %140
  %142 = fadd contract float %108, %141
  %143 = load float, ptr %36, align 4, !tbaa !11
  %144 = load float, ptr %37, align 4, !tbaa !11
  %145 = fmul contract float %143, %144
  %146 = fadd contract float %142, %145
  %147 = load float, ptr %38, align 4, !tbaa !11
  %148 = load float, ptr %39, align 4, !tbaa !11
  %149 = fmul contract float %147, %148
  %150 = fadd contract float %146, %149
  %151 = load float, ptr %40, align 4, !tbaa !11
  %152 = load float, ptr %41, align 4, !tbaa !11
  %153 = fmul contract float %151, %152
  %154 = fadd contract float %150, %153
  %155 = load float, ptr %42, align 4, !tbaa !11
  %156 = load float, ptr %43, align 4, !tbaa !11
  %157 = fmul contract float %155, %156
  %158 = fadd contract float %154, %157
  %159 = load float, ptr %44, align 4, !tbaa !11
  %160 = load float, ptr %45, align 4, !tbaa !11
  %161 = fmul contract float %159, %160
  %162 = fadd contract float %158, %161
  %163 = load float, ptr %46, align 4, !tbaa !11
  %164 = load float, ptr %47, align 4, !tbaa !11
  %165 = fmul contract float %163, %164
  %166 = fadd contract float %162, %165
  %167 = load float, ptr %48, align 4, !tbaa !11
  %168 = load float, ptr %49, align 4, !tbaa !11
  %169 = fmul contract float %167, %168
  %170 = fadd contract float %166, %169
  %171 = load float, ptr %50, align 4, !tbaa !11
  %172 = load float, ptr %51, align 4, !tbaa !11
  %173 = fmul contract float %171, %172
  %174 = fadd contract float %170, %173
  %175 = load float, ptr %52, align 4, !tbaa !11
  %176 = load float, ptr %53, align 4, !tbaa !11
  %177 = fmul contract float %175, %176
  %178 = fadd contract float %174, %177
  %179 = load float, ptr %54, align 4, !tbaa !11
  %180 = load float, ptr %55, align 4, !tbaa !11
  %181 = fmul contract float %179, %180
  %182 = fadd contract float %178, %181
  %183 = load float, ptr %56, align 4, !tbaa !11
  %184 = load float, ptr %57, align 4, !tbaa !11
  %185 = fmul contract float %183, %184
  %186 = fadd contract float %182, %185
  %187 = load float, ptr %58, align 4, !tbaa !11
  %188 = load float, ptr %59, align 4, !tbaa !11
  %189 = fmul contract float %187, %188
  %190 = fadd contract float %186, %189
  %191 = load float, ptr %60, align 4, !tbaa !11
  %192 = load float, ptr %61, align 4, !tbaa !11
  %193 = fmul contract float %191, %192
  %194 = fadd contract float %190, %193
  %195 = load float, ptr %62, align 4, !tbaa !11
  %196 = load float, ptr %63, align 4, !tbaa !11
  %197 = fmul contract float %195, %196
  %198 = fadd contract float %194, %197
  %199 = load float, ptr %64, align 4, !tbaa !11
  %200 = load float, ptr %65, align 4, !tbaa !11
  %201 = fmul contract float %199, %200
  %202 = fadd contract float %198, %201
  %203 = add nuw nsw i32 %109, 16
  %204 = icmp slt i32 %203, %7
  br i1 %204, label %107, label %100, !llvm.loop !22

205:                                              ; preds = %110, %224
  %206 = phi i32 [ %230, %224 ], [ %15, %110 ]
  %207 = lshr i32 %206, 4
  %208 = and i32 %206, 15
  %209 = add nsw i32 %207, %23
  %210 = or disjoint i32 %208, %109
  %211 = icmp slt i32 %209, %6
  %212 = icmp slt i32 %210, %7
  %213 = select i1 %211, i1 %212, i1 false
  br i1 %213, label %214, label %224

214:                                              ; preds = %205
  %215 = sext i32 %209 to i64
  %216 = mul nsw i64 %215, %31
  %217 = zext nneg i32 %210 to i64
  %218 = getelementptr i8, ptr %2, i64 %216
  %219 = getelementptr i8, ptr %218, i64 %217
  %220 = load i8, ptr %219, align 1, !tbaa !17
  %221 = zext i8 %220 to i64
  %222 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E5s_lut to ptr), i64 %221
  %223 = load float, ptr %222, align 4, !tbaa !11
  br label %224

224:                                              ; preds = %205, %214
  %225 = phi contract float [ %223, %214 ], [ 0.000000e+00, %205 ]
  %226 = zext nneg i32 %207 to i64
  %227 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E3s_k to ptr), i64 %226
  %228 = zext nneg i32 %208 to i64
  %229 = getelementptr inbounds nuw float, ptr %227, i64 %228
  store float %225, ptr %229, align 4, !tbaa !11
  %230 = add nuw nsw i32 %206, %17
  %231 = icmp samesign ult i32 %230, %29
  br i1 %231, label %205, label %138, !llvm.loop !23

232:                                              ; preds = %100
  %233 = zext nneg i32 %102 to i64
  %234 = getelementptr inbounds nuw float, ptr %1, i64 %233
  %235 = load float, ptr %234, align 4, !tbaa !11
  %236 = fmul contract float %101, %235
  %237 = sext i32 %103 to i64
  %238 = getelementptr inbounds float, ptr %3, i64 %237
  %239 = load float, ptr %238, align 4, !tbaa !11
  %240 = fmul contract float %236, %239
  %241 = fmul contract float %8, %240
  %242 = icmp eq i32 %9, 0
  %243 = sub nsw i32 %102, %5
  %244 = add i32 %243, %6
  %245 = icmp sgt i32 %103, %244
  %246 = select i1 %245, float 0xFFF0000000000000, float %241
  %247 = select i1 %242, float %241, float %246
  %248 = sext i32 %6 to i64
  %249 = mul nsw i64 %248, %233
  %250 = getelementptr float, ptr %4, i64 %249
  %251 = getelementptr float, ptr %250, i64 %237
  store float %247, ptr %251, align 4, !tbaa !11
  br label %252

252:                                              ; preds = %100, %232
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="1024" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
