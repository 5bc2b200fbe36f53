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
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 16)
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
  br i1 %15, label %339, label %16

16:                                               ; preds = %4
  %17 = zext nneg i32 %5 to i64
  %18 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 0)
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %17
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = icmp slt i32 %6, %1
  br i1 %22, label %52, label %23

23:                                               ; preds = %165, %16
  %24 = phi i32 [ 0, %16 ], [ %166, %165 ]
  %25 = phi i32 [ 0, %16 ], [ %167, %165 ]
  %26 = phi i32 [ 0, %16 ], [ %168, %165 ]
  %27 = phi i32 [ 0, %16 ], [ %169, %165 ]
  %28 = phi i32 [ 0, %16 ], [ %170, %165 ]
  %29 = phi i32 [ 0, %16 ], [ %171, %165 ]
  %30 = phi i32 [ 0, %16 ], [ %172, %165 ]
  %31 = phi i32 [ 0, %16 ], [ %173, %165 ]
  %32 = phi i32 [ 2147483647, %16 ], [ %174, %165 ]
  %33 = phi i32 [ 2147483647, %16 ], [ %175, %165 ]
  %34 = phi i32 [ 2147483647, %16 ], [ %176, %165 ]
  %35 = phi i32 [ 2147483647, %16 ], [ %177, %165 ]
  %36 = phi i32 [ 2147483647, %16 ], [ %178, %165 ]
  %37 = phi i32 [ 2147483647, %16 ], [ %179, %165 ]
  %38 = phi i32 [ 2147483647, %16 ], [ %180, %165 ]
  %39 = phi i32 [ 2147483647, %16 ], [ %181, %165 ]
  %40 = icmp eq i32 %7, 0
  %41 = zext nneg i32 %8 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE6s_wtid to ptr), i64 %41
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE6s_wdoc to ptr), i64 %41
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE8s_wscore to ptr), i64 %41
  %45 = icmp eq i32 %8, 0
  %46 = icmp samesign ult i32 %7, %11
  %47 = zext nneg i32 %7 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE8s_wscore to ptr), i64 %47
  %49 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE6s_wdoc to ptr), i64 %47
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE6s_wtid to ptr), i64 %47
  %51 = shl nsw i32 %5, 3
  br label %184

52:                                               ; preds = %16, %165
  %53 = phi i32 [ %166, %165 ], [ 0, %16 ]
  %54 = phi i32 [ %167, %165 ], [ 0, %16 ]
  %55 = phi i32 [ %168, %165 ], [ 0, %16 ]
  %56 = phi i32 [ %169, %165 ], [ 0, %16 ]
  %57 = phi i32 [ %170, %165 ], [ 0, %16 ]
  %58 = phi i32 [ %171, %165 ], [ 0, %16 ]
  %59 = phi i32 [ %172, %165 ], [ 0, %16 ]
  %60 = phi i32 [ %173, %165 ], [ 0, %16 ]
  %61 = phi i32 [ %174, %165 ], [ 2147483647, %16 ]
  %62 = phi i32 [ %175, %165 ], [ 2147483647, %16 ]
  %63 = phi i32 [ %176, %165 ], [ 2147483647, %16 ]
  %64 = phi i32 [ %177, %165 ], [ 2147483647, %16 ]
  %65 = phi i32 [ %178, %165 ], [ 2147483647, %16 ]
  %66 = phi i32 [ %179, %165 ], [ 2147483647, %16 ]
  %67 = phi i32 [ %180, %165 ], [ 2147483647, %16 ]
  %68 = phi i32 [ %181, %165 ], [ 2147483647, %16 ]
  %69 = phi i32 [ %182, %165 ], [ %6, %16 ]
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %21, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %165, label %74

74:                                               ; preds = %52
  %75 = icmp ugt i32 %72, %53
  %76 = icmp eq i32 %72, %53
  %77 = icmp slt i32 %69, %61
  %78 = and i1 %76, %77
  %79 = select i1 %75, i1 true, i1 %78
  br i1 %79, label %80, label %165

80:                                               ; preds = %74
  %81 = icmp ugt i32 %72, %60
  %82 = icmp eq i32 %72, %60
  %83 = icmp slt i32 %69, %68
  %84 = and i1 %82, %83
  %85 = select i1 %81, i1 true, i1 %84
  br i1 %85, label %86, label %87

86:                                               ; preds = %80
  br label %87

87:                                               ; preds = %80, %86
  %88 = phi i32 [ %72, %86 ], [ %60, %80 ]
  %89 = phi i32 [ %69, %86 ], [ %68, %80 ]
  %90 = phi i32 [ %68, %86 ], [ %69, %80 ]
  %91 = phi i32 [ %60, %86 ], [ %72, %80 ]
  %92 = icmp ugt i32 %91, %59
  %93 = icmp eq i32 %91, %59
  %94 = icmp slt i32 %90, %67
  %95 = and i1 %93, %94
  %96 = select i1 %92, i1 true, i1 %95
  br i1 %96, label %97, label %98

97:                                               ; preds = %87
  br label %98

98:                                               ; preds = %97, %87
  %99 = phi i32 [ %91, %97 ], [ %59, %87 ]
  %100 = phi i32 [ %90, %97 ], [ %67, %87 ]
  %101 = phi i32 [ %67, %97 ], [ %90, %87 ]
  %102 = phi i32 [ %59, %97 ], [ %91, %87 ]
  %103 = icmp ugt i32 %102, %58
  %104 = icmp eq i32 %102, %58
  %105 = icmp slt i32 %101, %66
  %106 = and i1 %104, %105
  %107 = select i1 %103, i1 true, i1 %106
  br i1 %107, label %108, label %109

108:                                              ; preds = %98
  br label %109

109:                                              ; preds = %108, %98
  %110 = phi i32 [ %102, %108 ], [ %58, %98 ]
  %111 = phi i32 [ %101, %108 ], [ %66, %98 ]
  %112 = phi i32 [ %66, %108 ], [ %101, %98 ]
  %113 = phi i32 [ %58, %108 ], [ %102, %98 ]
  %114 = icmp ugt i32 %113, %57
  %115 = icmp eq i32 %113, %57
  %116 = icmp slt i32 %112, %65
  %117 = and i1 %115, %116
  %118 = select i1 %114, i1 true, i1 %117
  br i1 %118, label %119, label %120

119:                                              ; preds = %109
  br label %120

120:                                              ; preds = %119, %109
  %121 = phi i32 [ %113, %119 ], [ %57, %109 ]
  %122 = phi i32 [ %112, %119 ], [ %65, %109 ]
  %123 = phi i32 [ %65, %119 ], [ %112, %109 ]
  %124 = phi i32 [ %57, %119 ], [ %113, %109 ]
  %125 = icmp ugt i32 %124, %56
  %126 = icmp eq i32 %124, %56
  %127 = icmp slt i32 %123, %64
  %128 = and i1 %126, %127
  %129 = select i1 %125, i1 true, i1 %128
  br i1 %129, label %130, label %131

130:                                              ; preds = %120
  br label %131

131:                                              ; preds = %130, %120
  %132 = phi i32 [ %124, %130 ], [ %56, %120 ]
  %133 = phi i32 [ %123, %130 ], [ %64, %120 ]
  %134 = phi i32 [ %64, %130 ], [ %123, %120 ]
  %135 = phi i32 [ %56, %130 ], [ %124, %120 ]
  %136 = icmp ugt i32 %135, %55
  %137 = icmp eq i32 %135, %55
  %138 = icmp slt i32 %134, %63
  %139 = and i1 %137, %138
  %140 = select i1 %136, i1 true, i1 %139
  br i1 %140, label %141, label %142

141:                                              ; preds = %131
  br label %142

142:                                              ; preds = %141, %131
  %143 = phi i32 [ %135, %141 ], [ %55, %131 ]
  %144 = phi i32 [ %134, %141 ], [ %63, %131 ]
  %145 = phi i32 [ %63, %141 ], [ %134, %131 ]
  %146 = phi i32 [ %55, %141 ], [ %135, %131 ]
  %147 = icmp ugt i32 %146, %54
  %148 = icmp eq i32 %146, %54
  %149 = icmp slt i32 %145, %62
  %150 = and i1 %148, %149
  %151 = select i1 %147, i1 true, i1 %150
  br i1 %151, label %152, label %153

152:                                              ; preds = %142
  br label %153

153:                                              ; preds = %152, %142
  %154 = phi i32 [ %146, %152 ], [ %54, %142 ]
  %155 = phi i32 [ %145, %152 ], [ %62, %142 ]
  %156 = phi i32 [ %62, %152 ], [ %145, %142 ]
  %157 = phi i32 [ %54, %152 ], [ %146, %142 ]
  %158 = icmp ugt i32 %157, %53
  %159 = icmp eq i32 %157, %53
  %160 = icmp slt i32 %156, %61
  %161 = and i1 %159, %160
  %162 = select i1 %158, i1 true, i1 %161
  %163 = select i1 %162, i32 %157, i32 %53
  %164 = select i1 %162, i32 %156, i32 %61
  br label %165

165:                                              ; preds = %153, %52, %74
  %166 = phi i32 [ %53, %52 ], [ %163, %153 ], [ %53, %74 ]
  %167 = phi i32 [ %54, %52 ], [ %154, %153 ], [ %54, %74 ]
  %168 = phi i32 [ %55, %52 ], [ %143, %153 ], [ %55, %74 ]
  %169 = phi i32 [ %56, %52 ], [ %132, %153 ], [ %56, %74 ]
  %170 = phi i32 [ %57, %52 ], [ %121, %153 ], [ %57, %74 ]
  %171 = phi i32 [ %58, %52 ], [ %110, %153 ], [ %58, %74 ]
  %172 = phi i32 [ %59, %52 ], [ %99, %153 ], [ %59, %74 ]
  %173 = phi i32 [ %60, %52 ], [ %88, %153 ], [ %60, %74 ]
  %174 = phi i32 [ %61, %52 ], [ %164, %153 ], [ %61, %74 ]
  %175 = phi i32 [ %62, %52 ], [ %155, %153 ], [ %62, %74 ]
  %176 = phi i32 [ %63, %52 ], [ %144, %153 ], [ %63, %74 ]
  %177 = phi i32 [ %64, %52 ], [ %133, %153 ], [ %64, %74 ]
  %178 = phi i32 [ %65, %52 ], [ %122, %153 ], [ %65, %74 ]
  %179 = phi i32 [ %66, %52 ], [ %111, %153 ], [ %66, %74 ]
  %180 = phi i32 [ %67, %52 ], [ %100, %153 ], [ %67, %74 ]
  %181 = phi i32 [ %68, %52 ], [ %89, %153 ], [ %68, %74 ]
  %182 = add i32 %69, %9
  %183 = icmp slt i32 %182, %1
  br i1 %183, label %52, label %23, !llvm.loop !21

184:                                              ; preds = %23, %320
  %185 = phi i32 [ %24, %23 ], [ %321, %320 ]
  %186 = phi i32 [ %25, %23 ], [ %322, %320 ]
  %187 = phi i32 [ %26, %23 ], [ %323, %320 ]
  %188 = phi i32 [ %27, %23 ], [ %324, %320 ]
  %189 = phi i32 [ %28, %23 ], [ %325, %320 ]
  %190 = phi i32 [ %29, %23 ], [ %326, %320 ]
  %191 = phi i32 [ %30, %23 ], [ %327, %320 ]
  %192 = phi i32 [ %31, %23 ], [ %328, %320 ]
  %193 = phi i32 [ %32, %23 ], [ %329, %320 ]
  %194 = phi i32 [ %33, %23 ], [ %330, %320 ]
  %195 = phi i32 [ %34, %23 ], [ %331, %320 ]
  %196 = phi i32 [ %35, %23 ], [ %332, %320 ]
  %197 = phi i32 [ %36, %23 ], [ %333, %320 ]
  %198 = phi i32 [ %37, %23 ], [ %334, %320 ]
  %199 = phi i32 [ %38, %23 ], [ %335, %320 ]
  %200 = phi i32 [ %39, %23 ], [ %336, %320 ]
  %201 = phi i32 [ 0, %23 ], [ %337, %320 ]
  %202 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %192, i32 16, i32 31)
  %203 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 16, i32 31)
  %204 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %6, i32 16, i32 31)
  %205 = icmp ugt i32 %202, %192
  %206 = icmp eq i32 %202, %192
  %207 = icmp slt i32 %203, %200
  %208 = and i1 %206, %207
  %209 = select i1 %205, i1 true, i1 %208
  %210 = select i1 %209, i32 %202, i32 %192
  %211 = select i1 %209, i32 %203, i32 %200
  %212 = select i1 %209, i32 %204, i32 %6
  %213 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %210, i32 8, i32 31)
  %214 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %211, i32 8, i32 31)
  %215 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %212, i32 8, i32 31)
  %216 = icmp ugt i32 %213, %210
  %217 = icmp eq i32 %213, %210
  %218 = icmp slt i32 %214, %211
  %219 = and i1 %217, %218
  %220 = select i1 %216, i1 true, i1 %219
  %221 = select i1 %220, i32 %213, i32 %210
  %222 = select i1 %220, i32 %214, i32 %211
  %223 = select i1 %220, i32 %215, i32 %212
  %224 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %221, i32 4, i32 31)
  %225 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %222, i32 4, i32 31)
  %226 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %223, i32 4, i32 31)
  %227 = icmp ugt i32 %224, %221
  %228 = icmp eq i32 %224, %221
  %229 = icmp slt i32 %225, %222
  %230 = and i1 %228, %229
  %231 = select i1 %227, i1 true, i1 %230
  %232 = select i1 %231, i32 %224, i32 %221
  %233 = select i1 %231, i32 %225, i32 %222
  %234 = select i1 %231, i32 %226, i32 %223
  %235 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %232, i32 2, i32 31)
  %236 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %233, i32 2, i32 31)
  %237 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %234, i32 2, i32 31)
  %238 = icmp ugt i32 %235, %232
  %239 = icmp eq i32 %235, %232
  %240 = icmp slt i32 %236, %233
  %241 = and i1 %239, %240
  %242 = select i1 %238, i1 true, i1 %241
  %243 = select i1 %242, i32 %235, i32 %232
  %244 = select i1 %242, i32 %236, i32 %233
  %245 = select i1 %242, i32 %237, i32 %234
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %243, i32 1, i32 31)
  %247 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %244, i32 1, i32 31)
  %248 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %245, i32 1, i32 31)
  br i1 %40, label %249, label %258

249:                                              ; preds = %184
  %250 = icmp ugt i32 %246, %243
  %251 = icmp eq i32 %246, %243
  %252 = icmp slt i32 %247, %244
  %253 = and i1 %251, %252
  %254 = select i1 %250, i1 true, i1 %253
  %255 = select i1 %254, i32 %248, i32 %245
  %256 = select i1 %254, i32 %247, i32 %244
  %257 = select i1 %254, i32 %246, i32 %243
  store i32 %257, ptr %44, align 4, !tbaa !6
  store i32 %256, ptr %43, align 4, !tbaa !6
  store i32 %255, ptr %42, align 4, !tbaa !6
  br label %258

258:                                              ; preds = %249, %184
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %259, label %316

259:                                              ; preds = %258
  br i1 %46, label %260, label %262

260:                                              ; preds = %259
  %261 = load i32, ptr %48, align 4, !tbaa !6
  br label %262

262:                                              ; preds = %259, %260
  %263 = phi i32 [ %261, %260 ], [ 0, %259 ]
  br i1 %46, label %264, label %266

264:                                              ; preds = %262
  %265 = load i32, ptr %49, align 4, !tbaa !6
  br label %266

266:                                              ; preds = %262, %264
  %267 = phi i32 [ %265, %264 ], [ 2147483647, %262 ]
  br i1 %46, label %268, label %270

268:                                              ; preds = %266
  %269 = load i32, ptr %50, align 4, !tbaa !6
  br label %270

270:                                              ; preds = %266, %268
  %271 = phi i32 [ %269, %268 ], [ -1, %266 ]
  %272 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %263, i32 4, i32 31)
  %273 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 4, i32 31)
  %274 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %271, i32 4, i32 31)
  %275 = icmp ugt i32 %272, %263
  %276 = icmp eq i32 %272, %263
  %277 = icmp slt i32 %273, %267
  %278 = and i1 %276, %277
  %279 = select i1 %275, i1 true, i1 %278
  %280 = select i1 %279, i32 %272, i32 %263
  %281 = select i1 %279, i32 %273, i32 %267
  %282 = select i1 %279, i32 %274, i32 %271
  %283 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %280, i32 2, i32 31)
  %284 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %281, i32 2, i32 31)
  %285 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %282, i32 2, i32 31)
  %286 = icmp ugt i32 %283, %280
  %287 = icmp eq i32 %283, %280
  %288 = icmp slt i32 %284, %281
  %289 = and i1 %287, %288
  %290 = select i1 %286, i1 true, i1 %289
  %291 = select i1 %290, i32 %283, i32 %280
  %292 = select i1 %290, i32 %284, i32 %281
  %293 = select i1 %290, i32 %285, i32 %282
  %294 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %291, i32 1, i32 31)
  %295 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %292, i32 1, i32 31)
  %296 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %293, i32 1, i32 31)
  br i1 %40, label %297, label %316

297:                                              ; preds = %270
  %298 = icmp ugt i32 %294, %291
  %299 = icmp eq i32 %294, %291
  %300 = icmp slt i32 %295, %292
  %301 = and i1 %299, %300
  %302 = select i1 %298, i1 true, i1 %301
  %303 = select i1 %302, i32 %296, i32 %293
  %304 = select i1 %302, i32 %295, i32 %292
  %305 = select i1 %302, i32 %294, i32 %291
  %306 = icmp eq i32 %305, 0
  %307 = select i1 %306, i32 -1, i32 %304
  %308 = add nuw nsw i32 %201, %51
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr inbounds nuw i32, ptr %2, i64 %309
  store i32 %307, ptr %310, align 4, !tbaa !6
  %311 = uitofp i32 %305 to float
  %312 = fmul contract float %311, 0x3EF0000000000000
  %313 = select contract i1 %306, float 0.000000e+00, float %312
  %314 = getelementptr inbounds nuw float, ptr %3, i64 %309
  store float %313, ptr %314, align 4, !tbaa !22
  %315 = select i1 %306, i32 -1, i32 %303
  store i32 %315, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE12s_winner_tid to ptr), align 4, !tbaa !6
  br label %316

316:                                              ; preds = %270, %297, %258
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %317 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14bm25_topk_docsE12s_winner_tid to ptr), align 4, !tbaa !6
  %318 = icmp eq i32 %6, %317
  br i1 %318, label %319, label %320

319:                                              ; preds = %316
  br label %320

320:                                              ; preds = %319, %316
  %321 = phi i32 [ 0, %319 ], [ %185, %316 ]
  %322 = phi i32 [ %185, %319 ], [ %186, %316 ]
  %323 = phi i32 [ %186, %319 ], [ %187, %316 ]
  %324 = phi i32 [ %187, %319 ], [ %188, %316 ]
  %325 = phi i32 [ %188, %319 ], [ %189, %316 ]
  %326 = phi i32 [ %189, %319 ], [ %190, %316 ]
  %327 = phi i32 [ %190, %319 ], [ %191, %316 ]
  %328 = phi i32 [ %191, %319 ], [ %192, %316 ]
  %329 = phi i32 [ 2147483647, %319 ], [ %193, %316 ]
  %330 = phi i32 [ %193, %319 ], [ %194, %316 ]
  %331 = phi i32 [ %194, %319 ], [ %195, %316 ]
  %332 = phi i32 [ %195, %319 ], [ %196, %316 ]
  %333 = phi i32 [ %196, %319 ], [ %197, %316 ]
  %334 = phi i32 [ %197, %319 ], [ %198, %316 ]
  %335 = phi i32 [ %198, %319 ], [ %199, %316 ]
  %336 = phi i32 [ %199, %319 ], [ %200, %316 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %337 = add nuw nsw i32 %201, 1
  %338 = icmp eq i32 %337, 8
  br i1 %338, label %339, label %184, !llvm.loop !23

339:                                              ; preds = %320, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bm25_normalize_scores(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %3, 3
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %126

13:                                               ; preds = %5
  %14 = sdiv i32 %10, 8
  %15 = shl nsw i32 %14, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !22
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !22
  %21 = tail call noundef float @llvm.minnum.f32(float %18, float %20)
  %22 = tail call noundef float @llvm.maxnum.f32(float %18, float %20)
  %23 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %24 = load float, ptr %23, align 4, !tbaa !22
  %25 = tail call noundef float @llvm.minnum.f32(float %21, float %24)
  %26 = tail call noundef float @llvm.maxnum.f32(float %22, float %24)
  %27 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %28 = load float, ptr %27, align 4, !tbaa !22
  %29 = tail call noundef float @llvm.minnum.f32(float %25, float %28)
  %30 = tail call noundef float @llvm.maxnum.f32(float %26, float %28)
  %31 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %32 = load float, ptr %31, align 4, !tbaa !22
  %33 = tail call noundef float @llvm.minnum.f32(float %29, float %32)
  %34 = tail call noundef float @llvm.maxnum.f32(float %30, float %32)
  %35 = getelementptr inbounds nuw i8, ptr %17, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !22
  %37 = tail call noundef float @llvm.minnum.f32(float %33, float %36)
  %38 = tail call noundef float @llvm.maxnum.f32(float %34, float %36)
  %39 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %40 = load float, ptr %39, align 4, !tbaa !22
  %41 = tail call noundef float @llvm.minnum.f32(float %37, float %40)
  %42 = tail call noundef float @llvm.maxnum.f32(float %38, float %40)
  %43 = getelementptr inbounds nuw i8, ptr %17, i64 28
  %44 = load float, ptr %43, align 4, !tbaa !22
  %45 = tail call noundef float @llvm.minnum.f32(float %41, float %44)
  %46 = tail call noundef float @llvm.maxnum.f32(float %42, float %44)
  %47 = sub nsw i32 %10, %15
  %48 = fsub contract float %46, %45
  %49 = fcmp contract ogt float %48, 0.000000e+00
  br i1 %49, label %50, label %57

50:                                               ; preds = %13
  %51 = sext i32 %47 to i64
  %52 = getelementptr inbounds float, ptr %17, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !22
  %54 = fsub contract float %53, %45
  %55 = fdiv contract float %54, %48
  %56 = fmul contract float %55, 5.000000e-01
  br label %57

57:                                               ; preds = %13, %50
  %58 = phi float [ %56, %50 ], [ 5.000000e-01, %13 ]
  %59 = sext i32 %10 to i64
  %60 = getelementptr inbounds i32, ptr %0, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_bm25 to ptr), i64 16), align 4, !tbaa !24
  %63 = tail call noundef float @llvm.maxnum.f32(float %62, float 1.000000e+00)
  %64 = add nsw i32 %47, 1
  %65 = sitofp i32 %64 to float
  %66 = fadd contract float %63, %65
  %67 = fdiv contract float 1.000000e+00, %66
  %68 = icmp sgt i32 %61, -1
  br i1 %68, label %69, label %120

69:                                               ; preds = %57
  %70 = getelementptr inbounds i32, ptr %2, i64 %16
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = icmp eq i32 %71, %61
  br i1 %72, label %73, label %78

73:                                               ; preds = %114, %108, %102, %96, %90, %84, %78, %69
  %74 = phi float [ 1.000000e+00, %69 ], [ 2.000000e+00, %78 ], [ 3.000000e+00, %84 ], [ 4.000000e+00, %90 ], [ 5.000000e+00, %96 ], [ 6.000000e+00, %102 ], [ 7.000000e+00, %108 ], [ 8.000000e+00, %114 ]
  %75 = fadd contract float %63, %74
  %76 = fdiv contract float 1.000000e+00, %75
  %77 = fadd contract float %67, %76
  br label %120

78:                                               ; preds = %69
  %79 = sext i32 %15 to i64
  %80 = getelementptr i32, ptr %2, i64 %79
  %81 = getelementptr i8, ptr %80, i64 4
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = icmp eq i32 %82, %61
  br i1 %83, label %73, label %84

84:                                               ; preds = %78
  %85 = sext i32 %15 to i64
  %86 = getelementptr i32, ptr %2, i64 %85
  %87 = getelementptr i8, ptr %86, i64 8
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = icmp eq i32 %88, %61
  br i1 %89, label %73, label %90

90:                                               ; preds = %84
  %91 = sext i32 %15 to i64
  %92 = getelementptr i32, ptr %2, i64 %91
  %93 = getelementptr i8, ptr %92, i64 12
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = icmp eq i32 %94, %61
  br i1 %95, label %73, label %96

96:                                               ; preds = %90
  %97 = sext i32 %15 to i64
  %98 = getelementptr i32, ptr %2, i64 %97
  %99 = getelementptr i8, ptr %98, i64 16
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = icmp eq i32 %100, %61
  br i1 %101, label %73, label %102

102:                                              ; preds = %96
  %103 = sext i32 %15 to i64
  %104 = getelementptr i32, ptr %2, i64 %103
  %105 = getelementptr i8, ptr %104, i64 20
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = icmp eq i32 %106, %61
  br i1 %107, label %73, label %108

108:                                              ; preds = %102
  %109 = sext i32 %15 to i64
  %110 = getelementptr i32, ptr %2, i64 %109
  %111 = getelementptr i8, ptr %110, i64 24
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = icmp eq i32 %112, %61
  br i1 %113, label %73, label %114

114:                                              ; preds = %108
  %115 = sext i32 %15 to i64
  %116 = getelementptr i32, ptr %2, i64 %115
  %117 = getelementptr i8, ptr %116, i64 28
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = icmp eq i32 %118, %61
  br i1 %119, label %73, label %120

120:                                              ; preds = %114, %73, %57
  %121 = phi float [ %67, %57 ], [ %77, %73 ], [ %67, %114 ]
  %122 = fmul contract float %121, 5.000000e-01
  %123 = fmul contract float %63, %122
  %124 = fadd contract float %58, %123
  %125 = getelementptr inbounds float, ptr %4, i64 %59
  store float %124, ptr %125, align 4, !tbaa !22
  br label %126

126:                                              ; preds = %5, %120
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{!13, !13, i64 0}
!23 = distinct !{!23, !20}
!24 = !{!12, !13, i64 16}
