; ModuleID = 'src/stencil_clamped.cu'
source_filename = "src/stencil_clamped.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_kernel3 = dso_local addrspace(4) externally_initialized constant [9 x float] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @stencil_clamp3x3(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = icmp slt i32 %10, %2
  %17 = icmp slt i32 %15, %3
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %116

19:                                               ; preds = %5
  %20 = add nsw i32 %3, -1
  %21 = add nsw i32 %2, -1
  %22 = tail call i32 @llvm.smax.i32(i32 %10, i32 1)
  %23 = add nsw i32 %22, -1
  %24 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %23, i32 range(i32 -2147483648, 2147483647) %21)
  %25 = add nuw nsw i32 %15, 1
  %26 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %25, i32 range(i32 -2147483648, 2147483647) %20)
  %27 = mul nsw i32 %26, %4
  %28 = load float, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), align 4, !tbaa !11
  %29 = tail call i32 @llvm.smax.i32(i32 %15, i32 1)
  %30 = add nsw i32 %29, -1
  %31 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %30, i32 range(i32 -2147483648, 2147483647) %20)
  %32 = mul nsw i32 %31, %4
  %33 = add nsw i32 %24, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = fmul contract float %28, %36
  %38 = fadd contract float %37, 0.000000e+00
  %39 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 4), align 4, !tbaa !11
  %40 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 0)
  %41 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %40, i32 range(i32 -2147483648, 2147483647) %21)
  %42 = add nsw i32 %41, %32
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = fmul contract float %39, %45
  %47 = fadd contract float %38, %46
  %48 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 8), align 4, !tbaa !11
  %49 = tail call i32 @llvm.smax.i32(i32 %10, i32 -1)
  %50 = add nsw i32 %49, 1
  %51 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %50, i32 range(i32 -2147483648, 2147483647) %21)
  %52 = add nsw i32 %51, %32
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = fmul contract float %48, %55
  %57 = fadd contract float %47, %56
  %58 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 12), align 4, !tbaa !11
  %59 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %15, i32 range(i32 -2147483648, 2147483647) %20)
  %60 = mul nsw i32 %59, %4
  %61 = add nsw i32 %24, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %0, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = fmul contract float %58, %64
  %66 = fadd contract float %57, %65
  %67 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 16), align 4, !tbaa !11
  %68 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 0)
  %69 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %68, i32 range(i32 -2147483648, 2147483647) %21)
  %70 = add nsw i32 %69, %60
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = fmul contract float %67, %73
  %75 = fadd contract float %66, %74
  %76 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 20), align 4, !tbaa !11
  %77 = tail call i32 @llvm.smax.i32(i32 %10, i32 -1)
  %78 = add nsw i32 %77, 1
  %79 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %78, i32 range(i32 -2147483648, 2147483647) %21)
  %80 = add nsw i32 %79, %60
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %0, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = fmul contract float %76, %83
  %85 = fadd contract float %75, %84
  %86 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 24), align 4, !tbaa !11
  %87 = add nsw i32 %24, %27
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %0, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = fmul contract float %86, %90
  %92 = fadd contract float %85, %91
  %93 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 0)
  %94 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %93, i32 range(i32 -2147483648, 2147483647) %21)
  %95 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 28), align 4, !tbaa !11
  %96 = add nsw i32 %94, %27
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = fmul contract float %95, %99
  %101 = fadd contract float %92, %100
  %102 = tail call i32 @llvm.smax.i32(i32 %10, i32 -1)
  %103 = add nsw i32 %102, 1
  %104 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %103, i32 range(i32 -2147483648, 2147483647) %21)
  %105 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 32), align 4, !tbaa !11
  %106 = add nsw i32 %104, %27
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %0, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = fmul contract float %105, %109
  %111 = fadd contract float %101, %110
  %112 = mul nsw i32 %4, %15
  %113 = add nsw i32 %112, %10
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr %1, i64 %114
  store float %111, ptr %115, align 4, !tbaa !11
  br label %116

116:                                              ; preds = %5, %19
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @stencil_border_cases(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %210

18:                                               ; preds = %4
  %19 = mul nsw i32 %2, %14
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = sext i32 %9 to i64
  %23 = getelementptr inbounds float, ptr %21, i64 %22
  %24 = icmp eq i32 %14, 0
  %25 = add nsw i32 %3, -1
  %26 = icmp eq i32 %14, %25
  %27 = icmp eq i32 %9, 0
  %28 = add nsw i32 %2, -1
  %29 = icmp eq i32 %9, %28
  %30 = or i32 %14, %9
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %41

32:                                               ; preds = %18
  %33 = load float, ptr %23, align 4, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = sext i32 %2 to i64
  %37 = getelementptr inbounds float, ptr %23, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr i8, ptr %37, i64 4
  %40 = load float, ptr %39, align 4, !tbaa !11
  br label %177

41:                                               ; preds = %18
  %42 = select i1 %24, i1 %29, i1 false
  br i1 %42, label %43, label %53

43:                                               ; preds = %41
  %44 = load float, ptr %23, align 4, !tbaa !11
  %45 = getelementptr inbounds i8, ptr %23, i64 -4
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = sext i32 %2 to i64
  %48 = getelementptr inbounds float, ptr %23, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = sext i32 %28 to i64
  %51 = getelementptr inbounds float, ptr %23, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !11
  br label %177

53:                                               ; preds = %41
  %54 = and i1 %27, %26
  br i1 %54, label %55, label %67

55:                                               ; preds = %53
  %56 = load float, ptr %23, align 4, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = sub nsw i32 0, %2
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %23, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = sub i32 1, %2
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %23, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !11
  br label %177

67:                                               ; preds = %53
  %68 = select i1 %26, i1 %29, i1 false
  br i1 %68, label %69, label %81

69:                                               ; preds = %67
  %70 = load float, ptr %23, align 4, !tbaa !11
  %71 = getelementptr inbounds i8, ptr %23, i64 -4
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = sub nsw i32 0, %2
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %23, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = xor i32 %2, -1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %23, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !11
  br label %177

81:                                               ; preds = %67
  br i1 %24, label %82, label %96

82:                                               ; preds = %81
  %83 = load float, ptr %23, align 4, !tbaa !11
  %84 = getelementptr inbounds i8, ptr %23, i64 -4
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = sext i32 %2 to i64
  %89 = getelementptr inbounds float, ptr %23, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = sext i32 %28 to i64
  %92 = getelementptr inbounds float, ptr %23, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = getelementptr i8, ptr %89, i64 4
  %95 = load float, ptr %94, align 4, !tbaa !11
  br label %177

96:                                               ; preds = %81
  br i1 %26, label %97, label %115

97:                                               ; preds = %96
  %98 = load float, ptr %23, align 4, !tbaa !11
  %99 = getelementptr inbounds i8, ptr %23, i64 -4
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = sub nsw i32 0, %2
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr %23, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = xor i32 %2, -1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %23, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = sub i32 1, %2
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %23, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !11
  br label %177

115:                                              ; preds = %96
  br i1 %27, label %116, label %133

116:                                              ; preds = %115
  %117 = load float, ptr %23, align 4, !tbaa !11
  %118 = sub nsw i32 0, %2
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %23, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = sext i32 %2 to i64
  %123 = getelementptr inbounds float, ptr %23, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = sub i32 1, %2
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %23, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = getelementptr i8, ptr %123, i64 4
  %132 = load float, ptr %131, align 4, !tbaa !11
  br label %177

133:                                              ; preds = %115
  br i1 %29, label %134, label %152

134:                                              ; preds = %133
  %135 = load float, ptr %23, align 4, !tbaa !11
  %136 = sub nsw i32 0, %2
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr %23, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = sext i32 %2 to i64
  %141 = getelementptr inbounds float, ptr %23, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !11
  %143 = getelementptr inbounds i8, ptr %23, i64 -4
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = xor i32 %2, -1
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %23, i64 %146
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = sext i32 %28 to i64
  %150 = getelementptr inbounds float, ptr %23, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !11
  br label %177

152:                                              ; preds = %133
  %153 = sub nsw i32 0, %2
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds float, ptr %23, i64 %154
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = sext i32 %2 to i64
  %158 = getelementptr inbounds float, ptr %23, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = getelementptr inbounds i8, ptr %23, i64 -4
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = xor i32 %2, -1
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %23, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = sub i32 1, %2
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds float, ptr %23, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = sext i32 %28 to i64
  %173 = getelementptr inbounds float, ptr %23, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = getelementptr i8, ptr %158, i64 4
  %176 = load float, ptr %175, align 4, !tbaa !11
  br label %177

177:                                              ; preds = %43, %69, %97, %134, %152, %116, %82, %55, %32
  %178 = phi float [ %35, %32 ], [ %44, %43 ], [ %66, %55 ], [ %76, %69 ], [ %87, %82 ], [ %114, %97 ], [ %130, %116 ], [ %139, %134 ], [ %171, %152 ]
  %179 = phi float [ %38, %32 ], [ %52, %43 ], [ %56, %55 ], [ %72, %69 ], [ %93, %82 ], [ %100, %97 ], [ %124, %116 ], [ %151, %134 ], [ %174, %152 ]
  %180 = phi float [ %40, %32 ], [ %49, %43 ], [ %58, %55 ], [ %70, %69 ], [ %95, %82 ], [ %102, %97 ], [ %132, %116 ], [ %142, %134 ], [ %176, %152 ]
  %181 = phi float [ %33, %32 ], [ %46, %43 ], [ %62, %55 ], [ %80, %69 ], [ %85, %82 ], [ %110, %97 ], [ %121, %116 ], [ %148, %134 ], [ %167, %152 ]
  %182 = phi float [ %35, %32 ], [ %44, %43 ], [ %58, %55 ], [ %70, %69 ], [ %87, %82 ], [ %102, %97 ], [ %126, %116 ], [ %135, %134 ], [ %163, %152 ]
  %183 = phi float [ %33, %32 ], [ %46, %43 ], [ %56, %55 ], [ %72, %69 ], [ %85, %82 ], [ %100, %97 ], [ %117, %116 ], [ %144, %134 ], [ %161, %152 ]
  %184 = phi float [ %38, %32 ], [ %49, %43 ], [ %56, %55 ], [ %70, %69 ], [ %90, %82 ], [ %98, %97 ], [ %124, %116 ], [ %142, %134 ], [ %159, %152 ]
  %185 = phi float [ %33, %32 ], [ %44, %43 ], [ %62, %55 ], [ %76, %69 ], [ %83, %82 ], [ %106, %97 ], [ %121, %116 ], [ %139, %134 ], [ %156, %152 ]
  %186 = fmul contract float %182, 2.000000e+00
  %187 = fadd contract float %178, %186
  %188 = fadd contract float %180, %187
  %189 = fmul contract float %183, 2.000000e+00
  %190 = fadd contract float %181, %189
  %191 = fadd contract float %179, %190
  %192 = fsub contract float %188, %191
  %193 = fmul contract float %184, 2.000000e+00
  %194 = fadd contract float %179, %193
  %195 = fadd contract float %180, %194
  %196 = fmul contract float %185, 2.000000e+00
  %197 = fadd contract float %181, %196
  %198 = fadd contract float %178, %197
  %199 = fsub contract float %195, %198
  %200 = fmul contract float %192, %192
  %201 = fmul contract float %199, %199
  %202 = fadd contract float %200, %201
  %203 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %202) #4
  %204 = load float, ptr %23, align 4, !tbaa !11
  %205 = fmul contract float %204, 1.250000e-01
  %206 = fadd contract float %203, %205
  %207 = add nsw i32 %19, %9
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds float, ptr %1, i64 %208
  store float %206, ptr %209, align 4, !tbaa !11
  br label %210

210:                                              ; preds = %4, %177
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nounwind }

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
