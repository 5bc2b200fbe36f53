; ModuleID = 'src/bm25_scoring.cu'
source_filename = "src/bm25_scoring.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Bm25Params = type { float, float, float, float, float }

@c_bm25 = dso_local addrspace(4) externally_initialized constant %struct.Bm25Params zeroinitializer, align 4
@_ZZ14bm25_topk_docsE8s_wscore = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ14bm25_topk_docsE6s_wdoc = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ14bm25_topk_docsE6s_wtid = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ14bm25_topk_docsE12s_winner_tid = internal unnamed_addr addrspace(3) global i32 undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_bm25 to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bm25_score_postings(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noalias noundef readonly captures(none) %8, i32 noundef %9, ptr noalias noundef captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = lshr i32 %16, 5
  %18 = and i32 %15, 31
  %19 = tail call noundef i32 @llvm.smax.i32(i32 %2, i32 0)
  %20 = tail call noundef i32 @llvm.smin.i32(i32 %19, i32 16)
  %21 = icmp sgt i32 %4, 0
  %22 = icmp sgt i32 %9, 0
  %23 = and i1 %21, %22
  %24 = icmp sgt i32 %1, 0
  %25 = and i1 %24, %23
  %26 = mul nsw i32 %20, %1
  %27 = icmp slt i32 %17, %26
  %28 = select i1 %25, i1 %27, i1 false
  br i1 %28, label %29, label %107

29:                                               ; preds = %11
  %30 = udiv i32 %17, %20
  %31 = zext nneg i32 %17 to i64
  %32 = getelementptr inbounds nuw i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %107, label %35

35:                                               ; preds = %29
  %36 = urem i32 %33, %4
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr %3, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 0)
  %41 = tail call noundef i32 @llvm.smin.i32(i32 %40, i32 %7)
  %42 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 %41)
  %45 = tail call noundef i32 @llvm.smin.i32(i32 %44, i32 %7)
  %46 = icmp eq i32 %45, %41
  br i1 %46, label %107, label %47

47:                                               ; preds = %35
  %48 = sub nsw i32 %45, %41
  %49 = uitofp nneg i32 %9 to float
  %50 = sitofp i32 %48 to float
  %51 = fsub contract float %49, %50
  %52 = fadd contract float %51, 5.000000e-01
  %53 = fadd contract float %50, 5.000000e-01
  %54 = fdiv contract float %52, %53
  %55 = fadd contract float %54, 1.000000e+00
  %56 = tail call float @llvm.nvvm.lg2.approx.f(float %55) #9
  %57 = fmul float %56, 0x3FE62E4300000000
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_bm25 to ptr), i64 12), align 4, !tbaa !11
  %59 = tail call noundef float @llvm.maxnum.f32(float %57, float %58)
  %60 = zext nneg i32 %30 to i64
  %61 = zext nneg i32 %9 to i64
  %62 = mul nuw nsw i64 %60, %61
  %63 = getelementptr inbounds nuw i32, ptr %10, i64 %62
  %64 = add nsw i32 %41, %18
  %65 = icmp slt i32 %64, %45
  br i1 %65, label %66, label %107

66:                                               ; preds = %47
  %67 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_bm25 to ptr), i64 4), align 4, !tbaa !14
  %68 = tail call noundef float @llvm.maxnum.f32(float %67, float 0.000000e+00)
  %69 = tail call noundef float @llvm.minnum.f32(float %68, float 1.000000e+00)
  %70 = load float, ptr addrspacecast (ptr addrspace(4) @c_bm25 to ptr), align 4, !tbaa !15
  %71 = tail call noundef float @llvm.maxnum.f32(float %70, float 0.000000e+00)
  %72 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_bm25 to ptr), i64 8), align 4, !tbaa !16
  %73 = tail call noundef float @llvm.maxnum.f32(float %72, float 0x3F50624DE0000000)
  %74 = fdiv contract float 1.000000e+00, %73
  %75 = fsub contract float 1.000000e+00, %69
  %76 = fadd contract float %71, 1.000000e+00
  br label %77

77:                                               ; preds = %66, %77
  %78 = phi i32 [ %64, %66 ], [ %105, %77 ]
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %5, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = urem i32 %81, %9
  %83 = getelementptr inbounds i16, ptr %6, i64 %79
  %84 = load i16, ptr %83, align 2, !tbaa !17
  %85 = uitofp i16 %84 to float
  %86 = zext nneg i32 %82 to i64
  %87 = getelementptr inbounds nuw i32, ptr %8, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = tail call noundef i32 @llvm.smax.i32(i32 %88, i32 1)
  %90 = uitofp nneg i32 %89 to float
  %91 = fmul contract float %69, %90
  %92 = fmul contract float %91, %74
  %93 = fadd contract float %75, %92
  %94 = fmul contract float %71, %93
  %95 = fmul contract float %59, %85
  %96 = fmul contract float %95, %76
  %97 = fadd contract float %94, %85
  %98 = fdiv contract float %96, %97
  %99 = fmul contract float %98, 6.553600e+04
  %100 = tail call noundef float @llvm.maxnum.f32(float %99, float 0.000000e+00)
  %101 = tail call noundef float @llvm.minnum.f32(float %100, float 1.600000e+07)
  %102 = getelementptr inbounds nuw i32, ptr %63, i64 %86
  %103 = tail call noundef i32 @llvm.nvvm.f2ui.rn(float %101)
  %104 = atomicrmw add ptr %102, i32 %103 seq_cst, align 4
  %105 = add nsw i32 %78, 32
  %106 = icmp slt i32 %105, %45
  br i1 %106, label %77, label %107, !llvm.loop !19

107:                                              ; preds = %77, %47, %29, %35, %11
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @bm25_topk_docs(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = lshr i32 %6, 5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = add nuw nsw i32 %9, 31
  %11 = lshr i32 %10, 5
  %12 = and i32 %9, 31
  %13 = icmp ne i32 %12, 0
  %14 = icmp samesign ugt i32 %9, 256
  %15 = or i1 %14, %13
  br i1 %15, label %356, label %16

16:                                               ; preds = %4
  %17 = zext nneg i32 %5 to i64
  %18 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 0)
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %17
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = icmp slt i32 %6, %1
  br i1 %22, label %54, label %23

23:                                               ; preds = %166, %16
  %24 = phi i32 [ 0, %16 ], [ %167, %166 ]
  %25 = phi i32 [ 0, %16 ], [ %168, %166 ]
  %26 = phi i32 [ 0, %16 ], [ %169, %166 ]
  %27 = phi i32 [ 0, %16 ], [ %170, %166 ]
  %28 = phi i32 [ 0, %16 ], [ %171, %166 ]
  %29 = phi i32 [ 0, %16 ], [ %172, %166 ]
  %30 = phi i32 [ 0, %16 ], [ %173, %166 ]
  %31 = phi i32 [ 0, %16 ], [ %174, %166 ]
  %32 = phi i32 [ 2147483647, %16 ], [ %175, %166 ]
  %33 = phi i32 [ 2147483647, %16 ], [ %176, %166 ]
  %34 = phi i32 [ 2147483647, %16 ], [ %177, %166 ]
  %35 = phi i32 [ 2147483647, %16 ], [ %178, %166 ]
  %36 = phi i32 [ 2147483647, %16 ], [ %179, %166 ]
  %37 = phi i32 [ 2147483647, %16 ], [ %180, %166 ]
  %38 = phi i32 [ 2147483647, %16 ], [ %181, %166 ]
  %39 = phi i32 [ 2147483647, %16 ], [ %182, %166 ]
  %40 = icmp eq i32 %7, 0
  %41 = zext nneg i32 %8 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE8s_wscore to ptr), i64 %41
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE6s_wdoc to ptr), i64 %41
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE6s_wtid to ptr), i64 %41
  %45 = icmp eq i32 %8, 0
  %46 = icmp samesign ult i32 %7, %11
  %47 = zext nneg i32 %7 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE8s_wscore to ptr), i64 %47
  %49 = zext nneg i32 %7 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE6s_wdoc to ptr), i64 %49
  %51 = zext nneg i32 %7 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE6s_wtid to ptr), i64 %51
  %53 = shl nsw i32 %5, 3
  br label %185

54:                                               ; preds = %16, %166
  %55 = phi i32 [ %167, %166 ], [ 0, %16 ]
  %56 = phi i32 [ %168, %166 ], [ 0, %16 ]
  %57 = phi i32 [ %169, %166 ], [ 0, %16 ]
  %58 = phi i32 [ %170, %166 ], [ 0, %16 ]
  %59 = phi i32 [ %171, %166 ], [ 0, %16 ]
  %60 = phi i32 [ %172, %166 ], [ 0, %16 ]
  %61 = phi i32 [ %173, %166 ], [ 0, %16 ]
  %62 = phi i32 [ %174, %166 ], [ 0, %16 ]
  %63 = phi i32 [ %175, %166 ], [ 2147483647, %16 ]
  %64 = phi i32 [ %176, %166 ], [ 2147483647, %16 ]
  %65 = phi i32 [ %177, %166 ], [ 2147483647, %16 ]
  %66 = phi i32 [ %178, %166 ], [ 2147483647, %16 ]
  %67 = phi i32 [ %179, %166 ], [ 2147483647, %16 ]
  %68 = phi i32 [ %180, %166 ], [ 2147483647, %16 ]
  %69 = phi i32 [ %181, %166 ], [ 2147483647, %16 ]
  %70 = phi i32 [ %182, %166 ], [ 2147483647, %16 ]
  %71 = phi i32 [ %183, %166 ], [ %6, %16 ]
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %21, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %166, label %76

76:                                               ; preds = %54
  %77 = icmp ugt i32 %74, %55
  br i1 %77, label %82, label %78

78:                                               ; preds = %76
  %79 = icmp eq i32 %74, %55
  %80 = icmp slt i32 %71, %63
  %81 = and i1 %79, %80
  br i1 %81, label %82, label %166

82:                                               ; preds = %76, %78
  %83 = icmp ugt i32 %74, %62
  br i1 %83, label %88, label %84

84:                                               ; preds = %82
  %85 = icmp eq i32 %74, %62
  %86 = icmp slt i32 %71, %70
  %87 = and i1 %85, %86
  br i1 %87, label %88, label %89

88:                                               ; preds = %82, %84
  br label %89

89:                                               ; preds = %84, %88
  %90 = phi i32 [ %74, %88 ], [ %62, %84 ]
  %91 = phi i32 [ %71, %88 ], [ %70, %84 ]
  %92 = phi i32 [ %70, %88 ], [ %71, %84 ]
  %93 = phi i32 [ %62, %88 ], [ %74, %84 ]
  %94 = icmp ugt i32 %93, %61
  br i1 %94, label %99, label %95

95:                                               ; preds = %89
  %96 = icmp eq i32 %93, %61
  %97 = icmp slt i32 %92, %69
  %98 = and i1 %96, %97
  br i1 %98, label %99, label %100

99:                                               ; preds = %95, %89
  br label %100

100:                                              ; preds = %99, %95
  %101 = phi i32 [ %93, %99 ], [ %61, %95 ]
  %102 = phi i32 [ %92, %99 ], [ %69, %95 ]
  %103 = phi i32 [ %69, %99 ], [ %92, %95 ]
  %104 = phi i32 [ %61, %99 ], [ %93, %95 ]
  %105 = icmp ugt i32 %104, %60
  br i1 %105, label %110, label %106

106:                                              ; preds = %100
  %107 = icmp eq i32 %104, %60
  %108 = icmp slt i32 %103, %68
  %109 = and i1 %107, %108
  br i1 %109, label %110, label %111

110:                                              ; preds = %106, %100
  br label %111

111:                                              ; preds = %110, %106
  %112 = phi i32 [ %104, %110 ], [ %60, %106 ]
  %113 = phi i32 [ %103, %110 ], [ %68, %106 ]
  %114 = phi i32 [ %68, %110 ], [ %103, %106 ]
  %115 = phi i32 [ %60, %110 ], [ %104, %106 ]
  %116 = icmp ugt i32 %115, %59
  br i1 %116, label %121, label %117

117:                                              ; preds = %111
  %118 = icmp eq i32 %115, %59
  %119 = icmp slt i32 %114, %67
  %120 = and i1 %118, %119
  br i1 %120, label %121, label %122

121:                                              ; preds = %117, %111
  br label %122

122:                                              ; preds = %121, %117
  %123 = phi i32 [ %115, %121 ], [ %59, %117 ]
  %124 = phi i32 [ %114, %121 ], [ %67, %117 ]
  %125 = phi i32 [ %67, %121 ], [ %114, %117 ]
  %126 = phi i32 [ %59, %121 ], [ %115, %117 ]
  %127 = icmp ugt i32 %126, %58
  br i1 %127, label %132, label %128

128:                                              ; preds = %122
  %129 = icmp eq i32 %126, %58
  %130 = icmp slt i32 %125, %66
  %131 = and i1 %129, %130
  br i1 %131, label %132, label %133

132:                                              ; preds = %128, %122
  br label %133

133:                                              ; preds = %132, %128
  %134 = phi i32 [ %126, %132 ], [ %58, %128 ]
  %135 = phi i32 [ %125, %132 ], [ %66, %128 ]
  %136 = phi i32 [ %66, %132 ], [ %125, %128 ]
  %137 = phi i32 [ %58, %132 ], [ %126, %128 ]
  %138 = icmp ugt i32 %137, %57
  br i1 %138, label %143, label %139

139:                                              ; preds = %133
  %140 = icmp eq i32 %137, %57
  %141 = icmp slt i32 %136, %65
  %142 = and i1 %140, %141
  br i1 %142, label %143, label %144

143:                                              ; preds = %139, %133
  br label %144

144:                                              ; preds = %143, %139
  %145 = phi i32 [ %137, %143 ], [ %57, %139 ]
  %146 = phi i32 [ %136, %143 ], [ %65, %139 ]
  %147 = phi i32 [ %65, %143 ], [ %136, %139 ]
  %148 = phi i32 [ %57, %143 ], [ %137, %139 ]
  %149 = icmp ugt i32 %148, %56
  br i1 %149, label %154, label %150

150:                                              ; preds = %144
  %151 = icmp eq i32 %148, %56
  %152 = icmp slt i32 %147, %64
  %153 = and i1 %151, %152
  br i1 %153, label %154, label %155

154:                                              ; preds = %150, %144
  br label %155

155:                                              ; preds = %154, %150
  %156 = phi i32 [ %148, %154 ], [ %56, %150 ]
  %157 = phi i32 [ %147, %154 ], [ %64, %150 ]
  %158 = phi i32 [ %64, %154 ], [ %147, %150 ]
  %159 = phi i32 [ %56, %154 ], [ %148, %150 ]
  %160 = icmp ugt i32 %159, %55
  br i1 %160, label %165, label %161

161:                                              ; preds = %155
  %162 = icmp eq i32 %159, %55
  %163 = icmp slt i32 %158, %63
  %164 = and i1 %162, %163
  br i1 %164, label %165, label %166

165:                                              ; preds = %161, %155
  br label %166

166:                                              ; preds = %161, %165, %54, %78
  %167 = phi i32 [ %55, %54 ], [ %55, %78 ], [ %159, %165 ], [ %55, %161 ]
  %168 = phi i32 [ %56, %54 ], [ %56, %78 ], [ %156, %165 ], [ %156, %161 ]
  %169 = phi i32 [ %57, %54 ], [ %57, %78 ], [ %145, %165 ], [ %145, %161 ]
  %170 = phi i32 [ %58, %54 ], [ %58, %78 ], [ %134, %165 ], [ %134, %161 ]
  %171 = phi i32 [ %59, %54 ], [ %59, %78 ], [ %123, %165 ], [ %123, %161 ]
  %172 = phi i32 [ %60, %54 ], [ %60, %78 ], [ %112, %165 ], [ %112, %161 ]
  %173 = phi i32 [ %61, %54 ], [ %61, %78 ], [ %101, %165 ], [ %101, %161 ]
  %174 = phi i32 [ %62, %54 ], [ %62, %78 ], [ %90, %165 ], [ %90, %161 ]
  %175 = phi i32 [ %63, %54 ], [ %63, %78 ], [ %158, %165 ], [ %63, %161 ]
  %176 = phi i32 [ %64, %54 ], [ %64, %78 ], [ %157, %165 ], [ %157, %161 ]
  %177 = phi i32 [ %65, %54 ], [ %65, %78 ], [ %146, %165 ], [ %146, %161 ]
  %178 = phi i32 [ %66, %54 ], [ %66, %78 ], [ %135, %165 ], [ %135, %161 ]
  %179 = phi i32 [ %67, %54 ], [ %67, %78 ], [ %124, %165 ], [ %124, %161 ]
  %180 = phi i32 [ %68, %54 ], [ %68, %78 ], [ %113, %165 ], [ %113, %161 ]
  %181 = phi i32 [ %69, %54 ], [ %69, %78 ], [ %102, %165 ], [ %102, %161 ]
  %182 = phi i32 [ %70, %54 ], [ %70, %78 ], [ %91, %165 ], [ %91, %161 ]
  %183 = add i32 %71, %9
  %184 = icmp slt i32 %183, %1
  br i1 %184, label %54, label %23, !llvm.loop !22

185:                                              ; preds = %23, %337
  %186 = phi i32 [ %24, %23 ], [ %338, %337 ]
  %187 = phi i32 [ %25, %23 ], [ %339, %337 ]
  %188 = phi i32 [ %26, %23 ], [ %340, %337 ]
  %189 = phi i32 [ %27, %23 ], [ %341, %337 ]
  %190 = phi i32 [ %28, %23 ], [ %342, %337 ]
  %191 = phi i32 [ %29, %23 ], [ %343, %337 ]
  %192 = phi i32 [ %30, %23 ], [ %344, %337 ]
  %193 = phi i32 [ %31, %23 ], [ %345, %337 ]
  %194 = phi i32 [ %32, %23 ], [ %346, %337 ]
  %195 = phi i32 [ %33, %23 ], [ %347, %337 ]
  %196 = phi i32 [ %34, %23 ], [ %348, %337 ]
  %197 = phi i32 [ %35, %23 ], [ %349, %337 ]
  %198 = phi i32 [ %36, %23 ], [ %350, %337 ]
  %199 = phi i32 [ %37, %23 ], [ %351, %337 ]
  %200 = phi i32 [ %38, %23 ], [ %352, %337 ]
  %201 = phi i32 [ %39, %23 ], [ %353, %337 ]
  %202 = phi i32 [ 0, %23 ], [ %354, %337 ]
  %203 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 16, i32 31)
  %204 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %201, i32 16, i32 31)
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6, i32 16, i32 31)
  %206 = icmp ugt i32 %203, %193
  br i1 %206, label %211, label %207

207:                                              ; preds = %185
  %208 = icmp eq i32 %203, %193
  %209 = icmp slt i32 %204, %201
  %210 = and i1 %208, %209
  br label %211

211:                                              ; preds = %185, %207
  %212 = phi i1 [ true, %185 ], [ %210, %207 ]
  %213 = select i1 %212, i32 %203, i32 %193
  %214 = select i1 %212, i32 %204, i32 %201
  %215 = select i1 %212, i32 %205, i32 %6
  %216 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %213, i32 8, i32 31)
  %217 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %214, i32 8, i32 31)
  %218 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %215, i32 8, i32 31)
  %219 = icmp ugt i32 %216, %213
  br i1 %219, label %224, label %220

220:                                              ; preds = %211
  %221 = icmp eq i32 %216, %213
  %222 = icmp slt i32 %217, %214
  %223 = and i1 %221, %222
  br label %224

224:                                              ; preds = %220, %211
  %225 = phi i1 [ true, %211 ], [ %223, %220 ]
  %226 = select i1 %225, i32 %216, i32 %213
  %227 = select i1 %225, i32 %217, i32 %214
  %228 = select i1 %225, i32 %218, i32 %215
  %229 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %226, i32 4, i32 31)
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %227, i32 4, i32 31)
  %231 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %228, i32 4, i32 31)
  %232 = icmp ugt i32 %229, %226
  br i1 %232, label %237, label %233

233:                                              ; preds = %224
  %234 = icmp eq i32 %229, %226
  %235 = icmp slt i32 %230, %227
  %236 = and i1 %234, %235
  br label %237

237:                                              ; preds = %233, %224
  %238 = phi i1 [ true, %224 ], [ %236, %233 ]
  %239 = select i1 %238, i32 %229, i32 %226
  %240 = select i1 %238, i32 %230, i32 %227
  %241 = select i1 %238, i32 %231, i32 %228
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %239, i32 2, i32 31)
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %240, i32 2, i32 31)
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %241, i32 2, i32 31)
  %245 = icmp ugt i32 %242, %239
  br i1 %245, label %250, label %246

246:                                              ; preds = %237
  %247 = icmp eq i32 %242, %239
  %248 = icmp slt i32 %243, %240
  %249 = and i1 %247, %248
  br label %250

250:                                              ; preds = %246, %237
  %251 = phi i1 [ true, %237 ], [ %249, %246 ]
  %252 = select i1 %251, i32 %242, i32 %239
  %253 = select i1 %251, i32 %243, i32 %240
  %254 = select i1 %251, i32 %244, i32 %241
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %252, i32 1, i32 31)
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %253, i32 1, i32 31)
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %254, i32 1, i32 31)
  %258 = icmp ugt i32 %255, %252
  br i1 %258, label %263, label %259

259:                                              ; preds = %250
  %260 = icmp eq i32 %255, %252
  %261 = icmp slt i32 %256, %253
  %262 = and i1 %260, %261
  br label %263

263:                                              ; preds = %259, %250
  %264 = phi i1 [ true, %250 ], [ %262, %259 ]
  br i1 %40, label %265, label %269

265:                                              ; preds = %263
  %266 = select i1 %264, i32 %257, i32 %254
  %267 = select i1 %264, i32 %256, i32 %253
  %268 = select i1 %264, i32 %255, i32 %252
  store i32 %268, ptr %42, align 4, !tbaa !6
  store i32 %267, ptr %43, align 4, !tbaa !6
  store i32 %266, ptr %44, align 4, !tbaa !6
  br label %269

269:                                              ; preds = %265, %263
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %270, label %333

270:                                              ; preds = %269
  br i1 %46, label %271, label %273

271:                                              ; preds = %270
  %272 = load i32, ptr %48, align 4, !tbaa !6
  br label %273

273:                                              ; preds = %270, %271
  %274 = phi i32 [ %272, %271 ], [ 0, %270 ]
  br i1 %46, label %275, label %277

275:                                              ; preds = %273
  %276 = load i32, ptr %50, align 4, !tbaa !6
  br label %277

277:                                              ; preds = %273, %275
  %278 = phi i32 [ %276, %275 ], [ 2147483647, %273 ]
  br i1 %46, label %279, label %281

279:                                              ; preds = %277
  %280 = load i32, ptr %52, align 4, !tbaa !6
  br label %281

281:                                              ; preds = %279, %277
  %282 = phi i32 [ %280, %279 ], [ -1, %277 ]
  %283 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %274, i32 4, i32 31)
  %284 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %278, i32 4, i32 31)
  %285 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %282, i32 4, i32 31)
  %286 = icmp ugt i32 %283, %274
  br i1 %286, label %291, label %287

287:                                              ; preds = %281
  %288 = icmp eq i32 %283, %274
  %289 = icmp slt i32 %284, %278
  %290 = and i1 %288, %289
  br label %291

291:                                              ; preds = %281, %287
  %292 = phi i1 [ true, %281 ], [ %290, %287 ]
  %293 = select i1 %292, i32 %283, i32 %274
  %294 = select i1 %292, i32 %284, i32 %278
  %295 = select i1 %292, i32 %285, i32 %282
  %296 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %293, i32 2, i32 31)
  %297 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %294, i32 2, i32 31)
  %298 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %295, i32 2, i32 31)
  %299 = icmp ugt i32 %296, %293
  br i1 %299, label %304, label %300

300:                                              ; preds = %291
  %301 = icmp eq i32 %296, %293
  %302 = icmp slt i32 %297, %294
  %303 = and i1 %301, %302
  br label %304

304:                                              ; preds = %300, %291
  %305 = phi i1 [ true, %291 ], [ %303, %300 ]
  %306 = select i1 %305, i32 %296, i32 %293
  %307 = select i1 %305, i32 %297, i32 %294
  %308 = select i1 %305, i32 %298, i32 %295
  %309 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %306, i32 1, i32 31)
  %310 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %307, i32 1, i32 31)
  %311 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %308, i32 1, i32 31)
  %312 = icmp ugt i32 %309, %306
  br i1 %312, label %317, label %313

313:                                              ; preds = %304
  %314 = icmp eq i32 %309, %306
  %315 = icmp slt i32 %310, %307
  %316 = and i1 %314, %315
  br label %317

317:                                              ; preds = %313, %304
  %318 = phi i1 [ true, %304 ], [ %316, %313 ]
  br i1 %40, label %319, label %333

319:                                              ; preds = %317
  %320 = select i1 %318, i32 %311, i32 %308
  %321 = select i1 %318, i32 %310, i32 %307
  %322 = select i1 %318, i32 %309, i32 %306
  %323 = icmp eq i32 %322, 0
  %324 = select i1 %323, i32 -1, i32 %321
  %325 = add nuw nsw i32 %202, %53
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr inbounds nuw i32, ptr %2, i64 %326
  store i32 %324, ptr %327, align 4, !tbaa !6
  %328 = uitofp i32 %322 to float
  %329 = fmul contract float %328, 0x3EF0000000000000
  %330 = select contract i1 %323, float 0.000000e+00, float %329
  %331 = getelementptr inbounds nuw float, ptr %3, i64 %326
  store float %330, ptr %331, align 4, !tbaa !23
  %332 = select i1 %323, i32 -1, i32 %320
  store i32 %332, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE12s_winner_tid to ptr), align 4, !tbaa !6
  br label %333

333:                                              ; preds = %317, %319, %269
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %334 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE12s_winner_tid to ptr), align 4, !tbaa !6
  %335 = icmp eq i32 %6, %334
  br i1 %335, label %336, label %337

336:                                              ; preds = %333
  br label %337

337:                                              ; preds = %336, %333
  %338 = phi i32 [ 0, %336 ], [ %186, %333 ]
  %339 = phi i32 [ %186, %336 ], [ %187, %333 ]
  %340 = phi i32 [ %187, %336 ], [ %188, %333 ]
  %341 = phi i32 [ %188, %336 ], [ %189, %333 ]
  %342 = phi i32 [ %189, %336 ], [ %190, %333 ]
  %343 = phi i32 [ %190, %336 ], [ %191, %333 ]
  %344 = phi i32 [ %191, %336 ], [ %192, %333 ]
  %345 = phi i32 [ %192, %336 ], [ %193, %333 ]
  %346 = phi i32 [ 2147483647, %336 ], [ %194, %333 ]
  %347 = phi i32 [ %194, %336 ], [ %195, %333 ]
  %348 = phi i32 [ %195, %336 ], [ %196, %333 ]
  %349 = phi i32 [ %196, %336 ], [ %197, %333 ]
  %350 = phi i32 [ %197, %336 ], [ %198, %333 ]
  %351 = phi i32 [ %198, %336 ], [ %199, %333 ]
  %352 = phi i32 [ %199, %336 ], [ %200, %333 ]
  %353 = phi i32 [ %200, %336 ], [ %201, %333 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %354 = add nuw nsw i32 %202, 1
  %355 = icmp eq i32 %354, 8
  br i1 %355, label %356, label %185, !llvm.loop !24

356:                                              ; preds = %337, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bm25_normalize_scores(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %3, 3
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %90

13:                                               ; preds = %5
  %14 = sdiv i32 %10, 8
  %15 = shl nsw i32 %14, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !23
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !23
  %21 = tail call noundef float @llvm.minnum.f32(float %18, float %20)
  %22 = tail call noundef float @llvm.maxnum.f32(float %18, float %20)
  %23 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %24 = load float, ptr %23, align 4, !tbaa !23
  %25 = tail call noundef float @llvm.minnum.f32(float %21, float %24)
  %26 = tail call noundef float @llvm.maxnum.f32(float %22, float %24)
  %27 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %28 = load float, ptr %27, align 4, !tbaa !23
  %29 = tail call noundef float @llvm.minnum.f32(float %25, float %28)
  %30 = tail call noundef float @llvm.maxnum.f32(float %26, float %28)
  %31 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %32 = load float, ptr %31, align 4, !tbaa !23
  %33 = tail call noundef float @llvm.minnum.f32(float %29, float %32)
  %34 = tail call noundef float @llvm.maxnum.f32(float %30, float %32)
  %35 = getelementptr inbounds nuw i8, ptr %17, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !23
  %37 = tail call noundef float @llvm.minnum.f32(float %33, float %36)
  %38 = tail call noundef float @llvm.maxnum.f32(float %34, float %36)
  %39 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %40 = load float, ptr %39, align 4, !tbaa !23
  %41 = tail call noundef float @llvm.minnum.f32(float %37, float %40)
  %42 = tail call noundef float @llvm.maxnum.f32(float %38, float %40)
  %43 = getelementptr inbounds nuw i8, ptr %17, i64 28
  %44 = load float, ptr %43, align 4, !tbaa !23
  %45 = tail call noundef float @llvm.minnum.f32(float %41, float %44)
  %46 = tail call noundef float @llvm.maxnum.f32(float %42, float %44)
  %47 = sub nsw i32 %10, %15
  %48 = fsub contract float %46, %45
  %49 = fcmp contract ogt float %48, 0.000000e+00
  br i1 %49, label %50, label %57

50:                                               ; preds = %13
  %51 = sext i32 %47 to i64
  %52 = getelementptr inbounds float, ptr %17, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !23
  %54 = fsub contract float %53, %45
  %55 = fdiv contract float %54, %48
  %56 = fmul contract float %55, 5.000000e-01
  br label %57

57:                                               ; preds = %13, %50
  %58 = phi float [ %56, %50 ], [ 5.000000e-01, %13 ]
  %59 = sext i32 %10 to i64
  %60 = getelementptr inbounds i32, ptr %0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_bm25 to ptr), i64 16), align 4, !tbaa !25
  %63 = tail call noundef float @llvm.maxnum.f32(float %62, float 1.000000e+00)
  %64 = add nsw i32 %47, 1
  %65 = sitofp i32 %64 to float
  %66 = fadd contract float %63, %65
  %67 = fdiv contract float 1.000000e+00, %66
  %68 = icmp sgt i32 %61, -1
  br i1 %68, label %69, label %84

69:                                               ; preds = %57, %82
  %70 = phi i32 [ %76, %82 ], [ 0, %57 ]
  %71 = or disjoint i32 %70, %15
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %2, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = icmp eq i32 %74, %61
  %76 = add nuw nsw i32 %70, 1
  br i1 %75, label %77, label %82

77:                                               ; preds = %69
  %78 = uitofp nneg i32 %76 to float
  %79 = fadd contract float %63, %78
  %80 = fdiv contract float 1.000000e+00, %79
  %81 = fadd contract float %67, %80
  br label %84

82:                                               ; preds = %69
  %83 = icmp eq i32 %76, 8
  br i1 %83, label %84, label %69, !llvm.loop !26

84:                                               ; preds = %82, %77, %57
  %85 = phi float [ %67, %57 ], [ %81, %77 ], [ %67, %82 ]
  %86 = fmul contract float %85, 5.000000e-01
  %87 = fmul contract float %63, %86
  %88 = fadd contract float %58, %87
  %89 = getelementptr inbounds float, ptr %4, i64 %59
  store float %88, ptr %89, align 4, !tbaa !23
  br label %90

90:                                               ; preds = %5, %84
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!11 = !{!12, !13, i64 12}
!12 = !{!"_ZTS10Bm25Params", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{!12, !13, i64 0}
!16 = !{!12, !13, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !8, i64 0}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !20, !21}
!23 = !{!13, !13, i64 0}
!24 = distinct !{!24, !20, !21}
!25 = !{!12, !13, i64 16}
!26 = distinct !{!26, !20, !21}
