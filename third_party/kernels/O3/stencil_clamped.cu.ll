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
  br i1 %18, label %19, label %105

19:                                               ; preds = %5
  %20 = add nsw i32 %3, -1
  %21 = add nsw i32 %2, -1
  %22 = tail call i32 @llvm.smax.i32(i32 %10, i32 1)
  %23 = add nsw i32 %22, -1
  %24 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %23, i32 range(i32 -2147483648, 2147483647) %21)
  %25 = tail call i32 @llvm.usub.sat.i32(i32 %15, i32 1)
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 %20)
  %27 = mul nsw i32 %26, %4
  %28 = load float, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), align 4, !tbaa !11
  %29 = add nsw i32 %24, %27
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = fmul contract float %28, %32
  %34 = fadd contract float %33, 0.000000e+00
  %35 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 0)
  %36 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %35, i32 range(i32 -2147483648, 2147483647) %21)
  %37 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 4), align 4, !tbaa !11
  %38 = add nsw i32 %36, %27
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = fmul contract float %37, %41
  %43 = fadd contract float %34, %42
  %44 = tail call i32 @llvm.smax.i32(i32 %10, i32 -1)
  %45 = add nsw i32 %44, 1
  %46 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %45, i32 range(i32 -2147483648, 2147483647) %21)
  %47 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 8), align 4, !tbaa !11
  %48 = add nsw i32 %46, %27
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fmul contract float %47, %51
  %53 = fadd contract float %43, %52
  %54 = tail call i32 @llvm.umin.i32(i32 %15, i32 %20)
  %55 = mul nsw i32 %54, %4
  %56 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 12), align 4, !tbaa !11
  %57 = add nsw i32 %24, %55
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = fmul contract float %56, %60
  %62 = fadd contract float %53, %61
  %63 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 16), align 4, !tbaa !11
  %64 = add nsw i32 %36, %55
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr %0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = fmul contract float %63, %67
  %69 = fadd contract float %62, %68
  %70 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 20), align 4, !tbaa !11
  %71 = add nsw i32 %46, %55
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = fmul contract float %70, %74
  %76 = fadd contract float %69, %75
  %77 = add nuw nsw i32 %15, 1
  %78 = tail call i32 @llvm.umin.i32(i32 %77, i32 %20)
  %79 = mul nsw i32 %78, %4
  %80 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 24), align 4, !tbaa !11
  %81 = add nsw i32 %24, %79
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fmul contract float %80, %84
  %86 = fadd contract float %76, %85
  %87 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 28), align 4, !tbaa !11
  %88 = add nsw i32 %36, %79
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fmul contract float %87, %91
  %93 = fadd contract float %86, %92
  %94 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_kernel3 to ptr), i64 32), align 4, !tbaa !11
  %95 = add nsw i32 %46, %79
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr %0, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = fmul contract float %94, %98
  %100 = fadd contract float %93, %99
  %101 = mul nsw i32 %4, %15
  %102 = add nsw i32 %101, %10
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %1, i64 %103
  store float %100, ptr %104, align 4, !tbaa !11
  br label %105

105:                                              ; preds = %5, %19
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
  br i1 %17, label %18, label %209

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
  br label %176

41:                                               ; preds = %18
  %42 = select i1 %24, i1 %29, i1 false
  br i1 %42, label %43, label %52

43:                                               ; preds = %41
  %44 = load float, ptr %23, align 4, !tbaa !11
  %45 = getelementptr inbounds i8, ptr %23, i64 -4
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = sext i32 %2 to i64
  %48 = getelementptr inbounds float, ptr %23, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = getelementptr inbounds float, ptr %23, i64 %22
  %51 = load float, ptr %50, align 4, !tbaa !11
  br label %176

52:                                               ; preds = %41
  %53 = and i1 %27, %26
  br i1 %53, label %54, label %66

54:                                               ; preds = %52
  %55 = load float, ptr %23, align 4, !tbaa !11
  %56 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = sub nsw i32 0, %2
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %23, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = sub i32 1, %2
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %23, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  br label %176

66:                                               ; preds = %52
  %67 = select i1 %26, i1 %29, i1 false
  br i1 %67, label %68, label %80

68:                                               ; preds = %66
  %69 = load float, ptr %23, align 4, !tbaa !11
  %70 = getelementptr inbounds i8, ptr %23, i64 -4
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = sub nsw i32 0, %2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %23, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = xor i32 %2, -1
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %23, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !11
  br label %176

80:                                               ; preds = %66
  br i1 %24, label %81, label %95

81:                                               ; preds = %80
  %82 = load float, ptr %23, align 4, !tbaa !11
  %83 = getelementptr inbounds i8, ptr %23, i64 -4
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = sext i32 %2 to i64
  %88 = getelementptr inbounds float, ptr %23, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = sext i32 %28 to i64
  %91 = getelementptr inbounds float, ptr %23, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = getelementptr i8, ptr %88, i64 4
  %94 = load float, ptr %93, align 4, !tbaa !11
  br label %176

95:                                               ; preds = %80
  br i1 %26, label %96, label %114

96:                                               ; preds = %95
  %97 = load float, ptr %23, align 4, !tbaa !11
  %98 = getelementptr inbounds i8, ptr %23, i64 -4
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = sub nsw i32 0, %2
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %23, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = xor i32 %2, -1
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %23, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = sub i32 1, %2
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %23, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !11
  br label %176

114:                                              ; preds = %95
  br i1 %27, label %115, label %132

115:                                              ; preds = %114
  %116 = load float, ptr %23, align 4, !tbaa !11
  %117 = sub nsw i32 0, %2
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr %23, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = sext i32 %2 to i64
  %122 = getelementptr inbounds float, ptr %23, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = sub i32 1, %2
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %23, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = getelementptr i8, ptr %122, i64 4
  %131 = load float, ptr %130, align 4, !tbaa !11
  br label %176

132:                                              ; preds = %114
  br i1 %29, label %133, label %150

133:                                              ; preds = %132
  %134 = load float, ptr %23, align 4, !tbaa !11
  %135 = sub nsw i32 0, %2
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds float, ptr %23, i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = sext i32 %2 to i64
  %140 = getelementptr inbounds float, ptr %23, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !11
  %142 = getelementptr inbounds i8, ptr %23, i64 -4
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = xor i32 %2, -1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %23, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !11
  %148 = getelementptr inbounds float, ptr %23, i64 %22
  %149 = load float, ptr %148, align 4, !tbaa !11
  br label %176

150:                                              ; preds = %132
  %151 = sub nsw i32 0, %2
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds float, ptr %23, i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = sext i32 %2 to i64
  %156 = getelementptr inbounds float, ptr %23, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = getelementptr inbounds i8, ptr %23, i64 -4
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = xor i32 %2, -1
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %23, i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !11
  %166 = sub i32 1, %2
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, ptr %23, i64 %167
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = sext i32 %28 to i64
  %171 = getelementptr inbounds float, ptr %23, i64 %170
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = getelementptr i8, ptr %156, i64 4
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = load float, ptr %23, align 4, !tbaa !11
  br label %176

176:                                              ; preds = %43, %68, %96, %133, %150, %115, %81, %54, %32
  %177 = phi float [ %33, %32 ], [ %44, %43 ], [ %55, %54 ], [ %69, %68 ], [ %82, %81 ], [ %97, %96 ], [ %116, %115 ], [ %134, %133 ], [ %175, %150 ]
  %178 = phi float [ %35, %32 ], [ %44, %43 ], [ %65, %54 ], [ %75, %68 ], [ %86, %81 ], [ %113, %96 ], [ %129, %115 ], [ %138, %133 ], [ %169, %150 ]
  %179 = phi float [ %38, %32 ], [ %51, %43 ], [ %55, %54 ], [ %71, %68 ], [ %92, %81 ], [ %99, %96 ], [ %123, %115 ], [ %149, %133 ], [ %172, %150 ]
  %180 = phi float [ %40, %32 ], [ %49, %43 ], [ %57, %54 ], [ %69, %68 ], [ %94, %81 ], [ %101, %96 ], [ %131, %115 ], [ %141, %133 ], [ %174, %150 ]
  %181 = phi float [ %33, %32 ], [ %46, %43 ], [ %61, %54 ], [ %79, %68 ], [ %84, %81 ], [ %109, %96 ], [ %120, %115 ], [ %147, %133 ], [ %165, %150 ]
  %182 = phi float [ %35, %32 ], [ %44, %43 ], [ %57, %54 ], [ %69, %68 ], [ %86, %81 ], [ %101, %96 ], [ %125, %115 ], [ %134, %133 ], [ %161, %150 ]
  %183 = phi float [ %33, %32 ], [ %46, %43 ], [ %55, %54 ], [ %71, %68 ], [ %84, %81 ], [ %99, %96 ], [ %116, %115 ], [ %143, %133 ], [ %159, %150 ]
  %184 = phi float [ %38, %32 ], [ %49, %43 ], [ %55, %54 ], [ %69, %68 ], [ %89, %81 ], [ %97, %96 ], [ %123, %115 ], [ %141, %133 ], [ %157, %150 ]
  %185 = phi float [ %33, %32 ], [ %44, %43 ], [ %61, %54 ], [ %75, %68 ], [ %82, %81 ], [ %105, %96 ], [ %120, %115 ], [ %138, %133 ], [ %154, %150 ]
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
  %203 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %202) #5
  %204 = fmul contract float %177, 1.250000e-01
  %205 = fadd contract float %203, %204
  %206 = add nsw i32 %19, %9
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr %1, i64 %207
  store float %205, ptr %208, align 4, !tbaa !11
  br label %209

209:                                              ; preds = %4, %176
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
