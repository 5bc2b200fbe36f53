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
  br i1 %11, label %12, label %28

12:                                               ; preds = %5
  %13 = lshr i32 %6, 5
  %14 = and i32 %6, 31
  %15 = sext i32 %4 to i64
  %16 = icmp slt i32 %6, %4
  %17 = icmp eq i32 %14, 0
  %18 = zext nneg i32 %13 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %18
  %20 = icmp eq i32 %6, 0
  %21 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = add nsw i32 %9, -1
  %23 = and i32 %9, 7
  %24 = icmp ult i32 %22, 7
  %25 = and i32 %9, 120
  %26 = icmp eq i32 %23, 0
  %27 = icmp ne i32 %23, 0
  br label %29

28:                                               ; preds = %192, %5
  ret void

29:                                               ; preds = %12, %192
  %30 = phi i32 [ %10, %12 ], [ %193, %192 ]
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %31, %15
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %32
  br i1 %16, label %45, label %34

34:                                               ; preds = %45, %29
  %35 = phi float [ 0.000000e+00, %29 ], [ %52, %45 ]
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 16, i32 31)
  %37 = tail call noundef float @llvm.maxnum.f32(float %35, float %36)
  %38 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %37, i32 8, i32 31)
  %39 = tail call noundef float @llvm.maxnum.f32(float %37, float %38)
  %40 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 4, i32 31)
  %41 = tail call noundef float @llvm.maxnum.f32(float %39, float %40)
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 2, i32 31)
  %43 = tail call noundef float @llvm.maxnum.f32(float %41, float %42)
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 1, i32 31)
  br i1 %17, label %55, label %57

45:                                               ; preds = %29, %45
  %46 = phi float [ %52, %45 ], [ 0.000000e+00, %29 ]
  %47 = phi i32 [ %53, %45 ], [ %6, %29 ]
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %33, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = tail call noundef float @llvm.nvvm.fabs.f32(float %50)
  %52 = tail call noundef float @llvm.maxnum.f32(float %46, float %51)
  %53 = add i32 %47, %7
  %54 = icmp slt i32 %53, %4
  br i1 %54, label %45, label %34, !llvm.loop !13

55:                                               ; preds = %34
  %56 = tail call noundef float @llvm.maxnum.f32(float %43, float %44)
  store float %56, ptr %19, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %55, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %58, label %122

58:                                               ; preds = %57
  br i1 %24, label %60, label %76

59:                                               ; preds = %76
  br i1 %26, label %74, label %60

60:                                               ; preds = %59, %58
  %61 = phi i32 [ 0, %58 ], [ %119, %59 ]
  %62 = phi float [ 0.000000e+00, %58 ], [ %118, %59 ]
  tail call void @llvm.assume(i1 %27)
  br label %63

63:                                               ; preds = %63, %60
  %64 = phi i32 [ %71, %63 ], [ %61, %60 ]
  %65 = phi float [ %70, %63 ], [ %62, %60 ]
  %66 = phi i32 [ %72, %63 ], [ 0, %60 ]
  %67 = zext nneg i32 %64 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = tail call noundef float @llvm.maxnum.f32(float %65, float %69)
  %71 = add nuw nsw i32 %64, 1
  %72 = add i32 %66, 1
  %73 = icmp eq i32 %72, %23
  br i1 %73, label %74, label %63, !llvm.loop !15

74:                                               ; preds = %63, %59
  %75 = phi float [ %118, %59 ], [ %70, %63 ]
  store float %75, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_amax to ptr), align 4, !tbaa !11
  br label %122

76:                                               ; preds = %58, %76
  %77 = phi i32 [ %119, %76 ], [ 0, %58 ]
  %78 = phi float [ %118, %76 ], [ 0.000000e+00, %58 ]
  %79 = phi i32 [ %120, %76 ], [ 0, %58 ]
  %80 = zext nneg i32 %77 to i64
  %81 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = tail call noundef float @llvm.maxnum.f32(float %78, float %82)
  %84 = zext nneg i32 %77 to i64
  %85 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %84
  %86 = getelementptr inbounds nuw i8, ptr %85, i64 4
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = tail call noundef float @llvm.maxnum.f32(float %83, float %87)
  %89 = zext nneg i32 %77 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 8
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = tail call noundef float @llvm.maxnum.f32(float %88, float %92)
  %94 = zext nneg i32 %77 to i64
  %95 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 12
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = tail call noundef float @llvm.maxnum.f32(float %93, float %97)
  %99 = zext nneg i32 %77 to i64
  %100 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 16
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = tail call noundef float @llvm.maxnum.f32(float %98, float %102)
  %104 = zext nneg i32 %77 to i64
  %105 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %104
  %106 = getelementptr inbounds nuw i8, ptr %105, i64 20
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = tail call noundef float @llvm.maxnum.f32(float %103, float %107)
  %109 = zext nneg i32 %77 to i64
  %110 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %109
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 24
  %112 = load float, ptr %111, align 4, !tbaa !11
  %113 = tail call noundef float @llvm.maxnum.f32(float %108, float %112)
  %114 = zext nneg i32 %77 to i64
  %115 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_part to ptr), i64 %114
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 28
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = tail call noundef float @llvm.maxnum.f32(float %113, float %117)
  %119 = add nuw nsw i32 %77, 8
  %120 = add i32 %79, 8
  %121 = icmp eq i32 %120, %25
  br i1 %121, label %59, label %76, !llvm.loop !17

122:                                              ; preds = %74, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %123 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19fp8_e4m3_quant_rowsE6s_amax to ptr), align 4, !tbaa !11
  %124 = fcmp contract ogt float %123, 0.000000e+00
  %125 = fdiv contract float 4.480000e+02, %123
  %126 = select contract i1 %124, float %125, float 1.000000e+00
  %127 = getelementptr inbounds nuw i8, ptr %1, i64 %32
  br i1 %16, label %129, label %128

128:                                              ; preds = %184, %122
  br i1 %20, label %189, label %192

129:                                              ; preds = %122, %184
  %130 = phi i32 [ %187, %184 ], [ %6, %122 ]
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr %33, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fmul contract float %126, %133
  %135 = fcmp contract olt float %134, 0.000000e+00
  %136 = fneg contract float %134
  %137 = select i1 %135, i32 128, i32 0
  %138 = select i1 %135, float %136, float %134
  %139 = fcmp contract ord float %138, 0.000000e+00
  br i1 %139, label %140, label %184

140:                                              ; preds = %129
  %141 = tail call noundef float @llvm.minnum.f32(float %138, float 4.480000e+02)
  %142 = fcmp contract olt float %141, 1.562500e-02
  br i1 %142, label %143, label %149

143:                                              ; preds = %140
  %144 = fmul contract float %141, 5.120000e+02
  %145 = tail call contract noundef float @llvm.rint.f32(float %144)
  %146 = fptosi float %145 to i32
  %147 = or i32 %137, %146
  %148 = trunc i32 %147 to i8
  br label %184

149:                                              ; preds = %140
  %150 = tail call float @llvm.nvvm.fabs.f32(float %141)
  %151 = fcmp olt float %150, 0x3810000000000000
  %152 = fmul float %141, 0x4170000000000000
  %153 = select i1 %151, float %152, float %141
  %154 = bitcast float %153 to i32
  %155 = lshr i32 %154, 23
  %156 = fcmp oeq float %150, 0.000000e+00
  %157 = icmp eq i32 %155, 255
  %158 = or i1 %156, %157
  br i1 %158, label %159, label %161

159:                                              ; preds = %149
  %160 = fadd float %153, %153
  br label %167

161:                                              ; preds = %149
  %162 = select i1 %151, i32 -150, i32 -126
  %163 = add nsw i32 %162, %155
  %164 = and i32 %154, 8388607
  %165 = or disjoint i32 %164, 1056964608
  %166 = bitcast i32 %165 to float
  br label %167

167:                                              ; preds = %159, %161
  %168 = phi float [ %160, %159 ], [ %166, %161 ]
  %169 = phi i32 [ 0, %159 ], [ %163, %161 ]
  %170 = fmul contract float %168, 2.000000e+00
  %171 = fadd contract float %170, -1.000000e+00
  %172 = fmul contract float %171, 8.000000e+00
  %173 = tail call contract noundef float @llvm.rint.f32(float %172)
  %174 = fptosi float %173 to i32
  %175 = icmp eq i32 %174, 8
  %176 = select i1 %175, i32 0, i32 %174
  %177 = select i1 %175, i32 7, i32 6
  %178 = add nsw i32 %177, %169
  %179 = shl nsw i32 %178, 3
  %180 = or i32 %179, %176
  %181 = tail call noundef range(i32 -2147483648, 127) i32 @llvm.smin.i32(i32 %180, i32 126)
  %182 = or i32 %181, %137
  %183 = trunc i32 %182 to i8
  br label %184

184:                                              ; preds = %129, %143, %167
  %185 = phi i8 [ %148, %143 ], [ %183, %167 ], [ 127, %129 ]
  %186 = getelementptr inbounds i8, ptr %127, i64 %131
  store i8 %185, ptr %186, align 1, !tbaa !18
  %187 = add i32 %130, %7
  %188 = icmp slt i32 %187, %4
  br i1 %188, label %129, label %128, !llvm.loop !19

189:                                              ; preds = %128
  %190 = getelementptr inbounds float, ptr %2, i64 %31
  %191 = fdiv contract float 1.000000e+00, %126
  store float %191, ptr %190, align 4, !tbaa !11
  br label %192

192:                                              ; preds = %189, %128
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %193 = add i32 %30, %21
  %194 = icmp slt i32 %193, %3
  br i1 %194, label %29, label %28, !llvm.loop !20
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
  br i1 %18, label %65, label %19

19:                                               ; preds = %90, %10
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = mul nuw nsw i32 %20, %16
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, %12
  %24 = icmp sgt i32 %7, 0
  br i1 %24, label %25, label %99

25:                                               ; preds = %19
  %26 = shl nuw nsw i32 %16, 4
  %27 = icmp samesign ult i32 %15, %26
  %28 = zext nneg i32 %7 to i64
  %29 = shl nuw nsw i32 %12, 4
  %30 = icmp samesign ult i32 %15, %29
  %31 = zext nneg i32 %11 to i64
  %32 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E3s_q to ptr), i64 %31
  %33 = zext nneg i32 %14 to i64
  %34 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E3s_k to ptr), i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %37 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %38 = getelementptr inbounds nuw i8, ptr %34, i64 8
  %39 = getelementptr inbounds nuw i8, ptr %32, i64 12
  %40 = getelementptr inbounds nuw i8, ptr %34, i64 12
  %41 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %42 = getelementptr inbounds nuw i8, ptr %34, i64 16
  %43 = getelementptr inbounds nuw i8, ptr %32, i64 20
  %44 = getelementptr inbounds nuw i8, ptr %34, i64 20
  %45 = getelementptr inbounds nuw i8, ptr %32, i64 24
  %46 = getelementptr inbounds nuw i8, ptr %34, i64 24
  %47 = getelementptr inbounds nuw i8, ptr %32, i64 28
  %48 = getelementptr inbounds nuw i8, ptr %34, i64 28
  %49 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %50 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %51 = getelementptr inbounds nuw i8, ptr %32, i64 36
  %52 = getelementptr inbounds nuw i8, ptr %34, i64 36
  %53 = getelementptr inbounds nuw i8, ptr %32, i64 40
  %54 = getelementptr inbounds nuw i8, ptr %34, i64 40
  %55 = getelementptr inbounds nuw i8, ptr %32, i64 44
  %56 = getelementptr inbounds nuw i8, ptr %34, i64 44
  %57 = getelementptr inbounds nuw i8, ptr %32, i64 48
  %58 = getelementptr inbounds nuw i8, ptr %34, i64 48
  %59 = getelementptr inbounds nuw i8, ptr %32, i64 52
  %60 = getelementptr inbounds nuw i8, ptr %34, i64 52
  %61 = getelementptr inbounds nuw i8, ptr %32, i64 56
  %62 = getelementptr inbounds nuw i8, ptr %34, i64 56
  %63 = getelementptr inbounds nuw i8, ptr %32, i64 60
  %64 = getelementptr inbounds nuw i8, ptr %34, i64 60
  br label %106

65:                                               ; preds = %10, %90
  %66 = phi i32 [ %97, %90 ], [ %15, %10 ]
  %67 = lshr i32 %66, 3
  %68 = and i32 %67, 15
  %69 = and i32 %66, 127
  %70 = icmp eq i32 %69, 127
  br i1 %70, label %90, label %71

71:                                               ; preds = %65
  %72 = and i32 %66, 7
  %73 = icmp eq i32 %68, 0
  %74 = uitofp nneg i32 %72 to float
  br i1 %73, label %75, label %80

75:                                               ; preds = %71
  %76 = tail call float @llvm.nvvm.mul.rn.f(float %74, float 0x3F60000000000000) #8
  %77 = tail call float @llvm.nvvm.mul.rn.f(float %76, float 1.000000e+00) #8
  %78 = tail call float @llvm.nvvm.mul.rn.f(float %77, float 1.000000e+00) #8
  %79 = tail call noundef float @llvm.nvvm.mul.rn.f(float %78, float 1.000000e+00) #8
  br label %90

80:                                               ; preds = %71
  %81 = fmul contract float %74, 1.250000e-01
  %82 = fadd contract float %81, 1.000000e+00
  %83 = shl nuw nsw i32 %68, 23
  %84 = add nuw nsw i32 %83, 1006632960
  %85 = bitcast i32 %84 to float
  %86 = tail call float @llvm.nvvm.mul.rn.f(float %82, float %85) #8
  %87 = tail call float @llvm.nvvm.mul.rn.f(float %86, float 1.000000e+00) #8
  %88 = tail call float @llvm.nvvm.mul.rn.f(float %87, float 1.000000e+00) #8
  %89 = tail call noundef float @llvm.nvvm.mul.rn.f(float %88, float 1.000000e+00) #8
  br label %90

90:                                               ; preds = %65, %75, %80
  %91 = phi float [ %89, %80 ], [ %79, %75 ], [ 0x7FF8000000000000, %65 ]
  %92 = icmp samesign ult i32 %66, 128
  %93 = fneg contract float %91
  %94 = select contract i1 %92, float %91, float %93
  %95 = zext nneg i32 %66 to i64
  %96 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E5s_lut to ptr), i64 %95
  store float %94, ptr %96, align 4, !tbaa !11
  %97 = add nuw nsw i32 %66, %17
  %98 = icmp samesign ult i32 %97, 256
  br i1 %98, label %65, label %19, !llvm.loop !21

99:                                               ; preds = %137, %19
  %100 = phi float [ 0.000000e+00, %19 ], [ %201, %137 ]
  %101 = add nuw nsw i32 %21, %11
  %102 = add i32 %23, %14
  %103 = icmp slt i32 %101, %5
  %104 = icmp slt i32 %102, %6
  %105 = and i1 %103, %104
  br i1 %105, label %231, label %251

106:                                              ; preds = %25, %137
  %107 = phi float [ 0.000000e+00, %25 ], [ %201, %137 ]
  %108 = phi i32 [ 0, %25 ], [ %202, %137 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %110, label %109

109:                                              ; preds = %129, %106
  br i1 %30, label %204, label %137

110:                                              ; preds = %106, %129
  %111 = phi i32 [ %135, %129 ], [ %15, %106 ]
  %112 = lshr i32 %111, 4
  %113 = and i32 %111, 15
  %114 = add nuw nsw i32 %112, %21
  %115 = or disjoint i32 %113, %108
  %116 = icmp slt i32 %114, %5
  %117 = icmp slt i32 %115, %7
  %118 = select i1 %116, i1 %117, i1 false
  br i1 %118, label %119, label %129

119:                                              ; preds = %110
  %120 = zext nneg i32 %114 to i64
  %121 = mul nuw nsw i64 %120, %28
  %122 = getelementptr i8, ptr %0, i64 %121
  %123 = zext nneg i32 %115 to i64
  %124 = getelementptr i8, ptr %122, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !18
  %126 = zext i8 %125 to i64
  %127 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E5s_lut to ptr), i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !11
  br label %129

129:                                              ; preds = %110, %119
  %130 = phi contract float [ %128, %119 ], [ 0.000000e+00, %110 ]
  %131 = zext nneg i32 %112 to i64
  %132 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E3s_q to ptr), i64 %131
  %133 = zext nneg i32 %113 to i64
  %134 = getelementptr inbounds nuw float, ptr %132, i64 %133
  store float %130, ptr %134, align 4, !tbaa !11
  %135 = add nuw nsw i32 %111, %17
  %136 = icmp samesign ult i32 %135, %26
  br i1 %136, label %110, label %109, !llvm.loop !22

137:                                              ; preds = %223, %109
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %138 = load float, ptr %32, align 4, !tbaa !11
  %139 = load float, ptr %34, align 4, !tbaa !11
  %140 = fmul contract float %138, %139
  %141 = fadd contract float %107, %140
  %142 = load float, ptr %35, align 4, !tbaa !11
  %143 = load float, ptr %36, align 4, !tbaa !11
  %144 = fmul contract float %142, %143
  %145 = fadd contract float %141, %144
  %146 = load float, ptr %37, align 4, !tbaa !11
  %147 = load float, ptr %38, align 4, !tbaa !11
  %148 = fmul contract float %146, %147
  %149 = fadd contract float %145, %148
  %150 = load float, ptr %39, align 4, !tbaa !11
  %151 = load float, ptr %40, align 4, !tbaa !11
  %152 = fmul contract float %150, %151
  %153 = fadd contract float %149, %152
  %154 = load float, ptr %41, align 4, !tbaa !11
  %155 = load float, ptr %42, align 4, !tbaa !11
  %156 = fmul contract float %154, %155
  %157 = fadd contract float %153, %156
  %158 = load float, ptr %43, align 4, !tbaa !11
  %159 = load float, ptr %44, align 4, !tbaa !11
  %160 = fmul contract float %158, %159
  %161 = fadd contract float %157, %160
  %162 = load float, ptr %45, align 4, !tbaa !11
  %163 = load float, ptr %46, align 4, !tbaa !11
  %164 = fmul contract float %162, %163
  %165 = fadd contract float %161, %164
  %166 = load float, ptr %47, align 4, !tbaa !11
  %167 = load float, ptr %48, align 4, !tbaa !11
  %168 = fmul contract float %166, %167
  %169 = fadd contract float %165, %168
  %170 = load float, ptr %49, align 4, !tbaa !11
  %171 = load float, ptr %50, align 4, !tbaa !11
  %172 = fmul contract float %170, %171
  %173 = fadd contract float %169, %172
  %174 = load float, ptr %51, align 4, !tbaa !11
  %175 = load float, ptr %52, align 4, !tbaa !11
  %176 = fmul contract float %174, %175
  %177 = fadd contract float %173, %176
  %178 = load float, ptr %53, align 4, !tbaa !11
  %179 = load float, ptr %54, align 4, !tbaa !11
  %180 = fmul contract float %178, %179
  %181 = fadd contract float %177, %180
  %182 = load float, ptr %55, align 4, !tbaa !11
  %183 = load float, ptr %56, align 4, !tbaa !11
  %184 = fmul contract float %182, %183
  %185 = fadd contract float %181, %184
  %186 = load float, ptr %57, align 4, !tbaa !11
  %187 = load float, ptr %58, align 4, !tbaa !11
  %188 = fmul contract float %186, %187
  %189 = fadd contract float %185, %188
  %190 = load float, ptr %59, align 4, !tbaa !11
  %191 = load float, ptr %60, align 4, !tbaa !11
  %192 = fmul contract float %190, %191
  %193 = fadd contract float %189, %192
  %194 = load float, ptr %61, align 4, !tbaa !11
  %195 = load float, ptr %62, align 4, !tbaa !11
  %196 = fmul contract float %194, %195
  %197 = fadd contract float %193, %196
  %198 = load float, ptr %63, align 4, !tbaa !11
  %199 = load float, ptr %64, align 4, !tbaa !11
  %200 = fmul contract float %198, %199
  %201 = fadd contract float %197, %200
  %202 = add nuw nsw i32 %108, 16
  %203 = icmp slt i32 %202, %7
  br i1 %203, label %106, label %99, !llvm.loop !23

204:                                              ; preds = %109, %223
  %205 = phi i32 [ %229, %223 ], [ %15, %109 ]
  %206 = lshr i32 %205, 4
  %207 = and i32 %205, 15
  %208 = add nsw i32 %206, %23
  %209 = or disjoint i32 %207, %108
  %210 = icmp slt i32 %208, %6
  %211 = icmp slt i32 %209, %7
  %212 = select i1 %210, i1 %211, i1 false
  br i1 %212, label %213, label %223

213:                                              ; preds = %204
  %214 = sext i32 %208 to i64
  %215 = mul nsw i64 %214, %28
  %216 = getelementptr i8, ptr %2, i64 %215
  %217 = zext nneg i32 %209 to i64
  %218 = getelementptr i8, ptr %216, i64 %217
  %219 = load i8, ptr %218, align 1, !tbaa !18
  %220 = zext i8 %219 to i64
  %221 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E5s_lut to ptr), i64 %220
  %222 = load float, ptr %221, align 4, !tbaa !11
  br label %223

223:                                              ; preds = %204, %213
  %224 = phi contract float [ %222, %213 ], [ 0.000000e+00, %204 ]
  %225 = zext nneg i32 %206 to i64
  %226 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15attn_scores_fp8E3s_k to ptr), i64 %225
  %227 = zext nneg i32 %207 to i64
  %228 = getelementptr inbounds nuw float, ptr %226, i64 %227
  store float %224, ptr %228, align 4, !tbaa !11
  %229 = add nuw nsw i32 %205, %17
  %230 = icmp samesign ult i32 %229, %29
  br i1 %230, label %204, label %137, !llvm.loop !24

231:                                              ; preds = %99
  %232 = zext nneg i32 %101 to i64
  %233 = getelementptr inbounds nuw float, ptr %1, i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !11
  %235 = fmul contract float %100, %234
  %236 = sext i32 %102 to i64
  %237 = getelementptr inbounds float, ptr %3, i64 %236
  %238 = load float, ptr %237, align 4, !tbaa !11
  %239 = fmul contract float %235, %238
  %240 = fmul contract float %8, %239
  %241 = icmp eq i32 %9, 0
  %242 = sub nsw i32 %101, %5
  %243 = add i32 %242, %6
  %244 = icmp sgt i32 %102, %243
  %245 = select i1 %244, float 0xFFF0000000000000, float %240
  %246 = select i1 %241, float %240, float %245
  %247 = sext i32 %6 to i64
  %248 = mul nsw i64 %247, %232
  %249 = getelementptr float, ptr %4, i64 %248
  %250 = getelementptr float, ptr %249, i64 %236
  store float %246, ptr %250, align 4, !tbaa !11
  br label %251

251:                                              ; preds = %99, %231
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="1024" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
