; ModuleID = 'src/stencil27_3d.cu'
source_filename = "src/stencil27_3d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_w = dso_local addrspace(4) externally_initialized constant [3 x [3 x [3 x double]]] zeroinitializer, align 8
@_ZZ15stencil27_marchE4ring = internal unnamed_addr addrspace(3) global [3 x [18 x [18 x double]]] undef, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_w to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @stencil27_naive(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
  %8 = add nsw i32 %2, -2
  %9 = sext i32 %8 to i64
  %10 = add nsw i32 %3, -2
  %11 = sext i32 %10 to i64
  %12 = add nsw i32 %4, -2
  %13 = sext i32 %12 to i64
  %14 = icmp slt i32 %2, 3
  %15 = icmp slt i32 %3, 3
  %16 = or i1 %14, %15
  %17 = icmp slt i32 %4, 3
  %18 = or i1 %16, %17
  %19 = zext nneg i32 %2 to i64
  %20 = icmp ult i64 %5, %19
  %21 = select i1 %18, i1 true, i1 %20
  br i1 %21, label %199, label %22

22:                                               ; preds = %7
  %23 = zext nneg i32 %3 to i64
  %24 = mul i64 %5, %23
  %25 = icmp ult i64 %6, %24
  br i1 %25, label %199, label %26

26:                                               ; preds = %22
  %27 = mul nsw i64 %11, %9
  %28 = mul i64 %27, %13
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i64 %30, %32
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = zext nneg i32 %34 to i64
  %36 = add nuw nsw i64 %33, %35
  %37 = icmp ult i64 %36, %28
  br i1 %37, label %38, label %199

38:                                               ; preds = %26
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = zext nneg i32 %39 to i64
  %41 = mul nuw nsw i64 %40, %32
  %42 = sub nsw i64 0, %6
  %43 = load double, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), align 8, !tbaa !11
  %44 = sub nsw i64 0, %5
  %45 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 8), align 8, !tbaa !11
  %46 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 16), align 8, !tbaa !11
  %47 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 24), align 8, !tbaa !11
  %48 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 32), align 8, !tbaa !11
  %49 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 40), align 8, !tbaa !11
  %50 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 48), align 8, !tbaa !11
  %51 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 56), align 8, !tbaa !11
  %52 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 64), align 8, !tbaa !11
  %53 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 72), align 8, !tbaa !11
  %54 = sub nsw i64 0, %5
  %55 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 80), align 8, !tbaa !11
  %56 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 88), align 8, !tbaa !11
  %57 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 96), align 8, !tbaa !11
  %58 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 104), align 8, !tbaa !11
  %59 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 112), align 8, !tbaa !11
  %60 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 120), align 8, !tbaa !11
  %61 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 128), align 8, !tbaa !11
  %62 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 136), align 8, !tbaa !11
  %63 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 144), align 8, !tbaa !11
  %64 = sub nsw i64 0, %5
  %65 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 152), align 8, !tbaa !11
  %66 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 160), align 8, !tbaa !11
  %67 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 168), align 8, !tbaa !11
  %68 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 176), align 8, !tbaa !11
  %69 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 184), align 8, !tbaa !11
  %70 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 192), align 8, !tbaa !11
  %71 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 200), align 8, !tbaa !11
  %72 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 208), align 8, !tbaa !11
  br label %73

73:                                               ; preds = %38, %73
  %74 = phi i64 [ %36, %38 ], [ %197, %73 ]
  %75 = freeze i64 %74
  %76 = udiv i64 %75, %9
  %77 = mul i64 %76, %9
  %78 = sub i64 %75, %77
  %79 = urem i64 %76, %11
  %80 = add nuw i64 %79, 1
  %81 = udiv i64 %74, %27
  %82 = add i64 %81, 1
  %83 = mul i64 %82, %6
  %84 = mul i64 %80, %5
  %85 = add nuw i64 %78, 1
  %86 = add i64 %85, %84
  %87 = add i64 %86, %83
  %88 = getelementptr double, ptr %0, i64 %87
  %89 = getelementptr double, ptr %88, i64 %42
  %90 = getelementptr double, ptr %89, i64 %5
  %91 = getelementptr double, ptr %89, i64 %44
  %92 = getelementptr i8, ptr %91, i64 -8
  %93 = load double, ptr %92, align 8, !tbaa !11
  %94 = fmul contract double %43, %93
  %95 = fadd contract double %94, 0.000000e+00
  %96 = load double, ptr %91, align 8, !tbaa !11
  %97 = fmul contract double %45, %96
  %98 = fadd contract double %95, %97
  %99 = getelementptr i8, ptr %91, i64 8
  %100 = load double, ptr %99, align 8, !tbaa !11
  %101 = fmul contract double %46, %100
  %102 = fadd contract double %98, %101
  %103 = getelementptr i8, ptr %89, i64 -8
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = fmul contract double %47, %104
  %106 = fadd contract double %102, %105
  %107 = load double, ptr %89, align 8, !tbaa !11
  %108 = fmul contract double %48, %107
  %109 = fadd contract double %106, %108
  %110 = getelementptr i8, ptr %89, i64 8
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = fmul contract double %49, %111
  %113 = fadd contract double %109, %112
  %114 = getelementptr i8, ptr %90, i64 -8
  %115 = load double, ptr %114, align 8, !tbaa !11
  %116 = fmul contract double %50, %115
  %117 = fadd contract double %113, %116
  %118 = load double, ptr %90, align 8, !tbaa !11
  %119 = fmul contract double %51, %118
  %120 = fadd contract double %117, %119
  %121 = getelementptr i8, ptr %90, i64 8
  %122 = load double, ptr %121, align 8, !tbaa !11
  %123 = fmul contract double %52, %122
  %124 = fadd contract double %120, %123
  %125 = getelementptr double, ptr %88, i64 %5
  %126 = getelementptr double, ptr %88, i64 %54
  %127 = getelementptr i8, ptr %126, i64 -8
  %128 = load double, ptr %127, align 8, !tbaa !11
  %129 = fmul contract double %53, %128
  %130 = fadd contract double %124, %129
  %131 = load double, ptr %126, align 8, !tbaa !11
  %132 = fmul contract double %55, %131
  %133 = fadd contract double %130, %132
  %134 = getelementptr i8, ptr %126, i64 8
  %135 = load double, ptr %134, align 8, !tbaa !11
  %136 = fmul contract double %56, %135
  %137 = fadd contract double %133, %136
  %138 = getelementptr i8, ptr %88, i64 -8
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = fmul contract double %57, %139
  %141 = fadd contract double %137, %140
  %142 = load double, ptr %88, align 8, !tbaa !11
  %143 = fmul contract double %58, %142
  %144 = fadd contract double %141, %143
  %145 = getelementptr i8, ptr %88, i64 8
  %146 = load double, ptr %145, align 8, !tbaa !11
  %147 = fmul contract double %59, %146
  %148 = fadd contract double %144, %147
  %149 = getelementptr i8, ptr %125, i64 -8
  %150 = load double, ptr %149, align 8, !tbaa !11
  %151 = fmul contract double %60, %150
  %152 = fadd contract double %148, %151
  %153 = load double, ptr %125, align 8, !tbaa !11
  %154 = fmul contract double %61, %153
  %155 = fadd contract double %152, %154
  %156 = getelementptr i8, ptr %125, i64 8
  %157 = load double, ptr %156, align 8, !tbaa !11
  %158 = fmul contract double %62, %157
  %159 = fadd contract double %155, %158
  %160 = getelementptr double, ptr %88, i64 %6
  %161 = getelementptr double, ptr %160, i64 %5
  %162 = getelementptr double, ptr %160, i64 %64
  %163 = getelementptr i8, ptr %162, i64 -8
  %164 = load double, ptr %163, align 8, !tbaa !11
  %165 = fmul contract double %63, %164
  %166 = fadd contract double %159, %165
  %167 = load double, ptr %162, align 8, !tbaa !11
  %168 = fmul contract double %65, %167
  %169 = fadd contract double %166, %168
  %170 = getelementptr i8, ptr %162, i64 8
  %171 = load double, ptr %170, align 8, !tbaa !11
  %172 = fmul contract double %66, %171
  %173 = fadd contract double %169, %172
  %174 = getelementptr i8, ptr %160, i64 -8
  %175 = load double, ptr %174, align 8, !tbaa !11
  %176 = fmul contract double %67, %175
  %177 = fadd contract double %173, %176
  %178 = load double, ptr %160, align 8, !tbaa !11
  %179 = fmul contract double %68, %178
  %180 = fadd contract double %177, %179
  %181 = getelementptr i8, ptr %160, i64 8
  %182 = load double, ptr %181, align 8, !tbaa !11
  %183 = fmul contract double %69, %182
  %184 = fadd contract double %180, %183
  %185 = getelementptr i8, ptr %161, i64 -8
  %186 = load double, ptr %185, align 8, !tbaa !11
  %187 = fmul contract double %70, %186
  %188 = fadd contract double %184, %187
  %189 = load double, ptr %161, align 8, !tbaa !11
  %190 = fmul contract double %71, %189
  %191 = fadd contract double %188, %190
  %192 = getelementptr i8, ptr %161, i64 8
  %193 = load double, ptr %192, align 8, !tbaa !11
  %194 = fmul contract double %72, %193
  %195 = fadd contract double %191, %194
  %196 = getelementptr inbounds nuw double, ptr %1, i64 %87
  store double %195, ptr %196, align 8, !tbaa !11
  %197 = add i64 %74, %41
  %198 = icmp ult i64 %197, %28
  br i1 %198, label %73, label %199, !llvm.loop !13

199:                                              ; preds = %73, %26, %7, %22
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @stencil27_march(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = mul nuw nsw i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = mul nuw nsw i32 %11, %8
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 4
  %17 = or disjoint i32 %16, 1
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = shl nuw nsw i32 %18, 4
  %20 = or disjoint i32 %19, 1
  %21 = icmp slt i32 %4, 3
  %22 = sext i32 %2 to i64
  %23 = icmp ult i64 %5, %22
  %24 = or i1 %21, %23
  br i1 %24, label %356, label %25

25:                                               ; preds = %7
  %26 = sext i32 %3 to i64
  %27 = mul i64 %5, %26
  %28 = icmp ult i64 %6, %27
  br i1 %28, label %356, label %29

29:                                               ; preds = %25
  %30 = icmp samesign ult i32 %14, 324
  br i1 %30, label %31, label %85

31:                                               ; preds = %29, %49
  %32 = phi i32 [ %55, %49 ], [ %14, %29 ]
  %33 = freeze i32 %32
  %34 = udiv i32 %33, 18
  %35 = mul i32 %34, 18
  %36 = sub i32 %33, %35
  %37 = add i32 %36, %16
  %38 = add nuw nsw i32 %34, %19
  %39 = icmp slt i32 %37, %2
  %40 = icmp slt i32 %38, %3
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %49

42:                                               ; preds = %31
  %43 = zext nneg i32 %38 to i64
  %44 = mul i64 %5, %43
  %45 = sext i32 %37 to i64
  %46 = getelementptr double, ptr %0, i64 %44
  %47 = getelementptr double, ptr %46, i64 %45
  %48 = load double, ptr %47, align 8, !tbaa !11
  br label %49

49:                                               ; preds = %42, %31
  %50 = phi contract double [ %48, %42 ], [ 0.000000e+00, %31 ]
  %51 = zext nneg i32 %34 to i64
  %52 = getelementptr inbounds nuw [18 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %51
  %53 = zext nneg i32 %36 to i64
  %54 = getelementptr inbounds nuw double, ptr %52, i64 %53
  store double %50, ptr %54, align 8, !tbaa !11
  %55 = add nuw nsw i32 %32, %10
  %56 = icmp samesign ult i32 %55, 324
  br i1 %56, label %31, label %57, !llvm.loop !16

57:                                               ; preds = %49
  %58 = getelementptr double, ptr %0, i64 %6
  br label %59

59:                                               ; preds = %57, %77
  %60 = phi i32 [ %83, %77 ], [ %14, %57 ]
  %61 = freeze i32 %60
  %62 = udiv i32 %61, 18
  %63 = mul i32 %62, 18
  %64 = sub i32 %61, %63
  %65 = add i32 %64, %16
  %66 = add nuw nsw i32 %62, %19
  %67 = icmp slt i32 %65, %2
  %68 = icmp slt i32 %66, %3
  %69 = select i1 %67, i1 %68, i1 false
  br i1 %69, label %70, label %77

70:                                               ; preds = %59
  %71 = zext nneg i32 %66 to i64
  %72 = mul i64 %5, %71
  %73 = sext i32 %65 to i64
  %74 = getelementptr double, ptr %58, i64 %72
  %75 = getelementptr double, ptr %74, i64 %73
  %76 = load double, ptr %75, align 8, !tbaa !11
  br label %77

77:                                               ; preds = %70, %59
  %78 = phi contract double [ %76, %70 ], [ 0.000000e+00, %59 ]
  %79 = zext nneg i32 %62 to i64
  %80 = getelementptr inbounds nuw [18 x double], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 2592), i64 %79
  %81 = zext nneg i32 %64 to i64
  %82 = getelementptr inbounds nuw double, ptr %80, i64 %81
  store double %78, ptr %82, align 8, !tbaa !11
  %83 = add nuw nsw i32 %60, %10
  %84 = icmp samesign ult i32 %83, 324
  br i1 %84, label %59, label %85, !llvm.loop !16

85:                                               ; preds = %77, %29
  %86 = icmp samesign ult i32 %14, 256
  %87 = add nsw i32 %2, -1
  %88 = add nsw i32 %3, -1
  %89 = load double, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), align 8
  %90 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 8), align 8
  %91 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 16), align 8
  %92 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 24), align 8
  %93 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 32), align 8
  %94 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 40), align 8
  %95 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 48), align 8
  %96 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 56), align 8
  %97 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 64), align 8
  %98 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 72), align 8
  %99 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 80), align 8
  %100 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 88), align 8
  %101 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 96), align 8
  %102 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 104), align 8
  %103 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 112), align 8
  %104 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 120), align 8
  %105 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 128), align 8
  %106 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 136), align 8
  %107 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 144), align 8
  %108 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 152), align 8
  %109 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 160), align 8
  %110 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 168), align 8
  %111 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 176), align 8
  %112 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 184), align 8
  %113 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 192), align 8
  %114 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 200), align 8
  %115 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 208), align 8
  %116 = add nsw i32 %4, -2
  br label %117

117:                                              ; preds = %85, %169
  %118 = phi i32 [ 1, %85 ], [ %119, %169 ]
  %119 = add nuw nsw i32 %118, 1
  %120 = urem i32 %119, 3
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw [18 x [18 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %121
  br i1 %30, label %123, label %153

123:                                              ; preds = %117
  %124 = zext nneg i32 %119 to i64
  %125 = mul i64 %6, %124
  %126 = getelementptr double, ptr %0, i64 %125
  br label %127

127:                                              ; preds = %145, %123
  %128 = phi i32 [ %14, %123 ], [ %151, %145 ]
  %129 = freeze i32 %128
  %130 = udiv i32 %129, 18
  %131 = mul i32 %130, 18
  %132 = sub i32 %129, %131
  %133 = add i32 %132, %16
  %134 = add nuw nsw i32 %130, %19
  %135 = icmp slt i32 %133, %2
  %136 = icmp slt i32 %134, %3
  %137 = select i1 %135, i1 %136, i1 false
  br i1 %137, label %138, label %145

138:                                              ; preds = %127
  %139 = zext nneg i32 %134 to i64
  %140 = mul i64 %5, %139
  %141 = sext i32 %133 to i64
  %142 = getelementptr double, ptr %126, i64 %140
  %143 = getelementptr double, ptr %142, i64 %141
  %144 = load double, ptr %143, align 8, !tbaa !11
  br label %145

145:                                              ; preds = %138, %127
  %146 = phi contract double [ %144, %138 ], [ 0.000000e+00, %127 ]
  %147 = zext nneg i32 %130 to i64
  %148 = getelementptr inbounds nuw [18 x double], ptr %122, i64 %147
  %149 = zext nneg i32 %132 to i64
  %150 = getelementptr inbounds nuw double, ptr %148, i64 %149
  store double %146, ptr %150, align 8, !tbaa !11
  %151 = add nuw nsw i32 %128, %10
  %152 = icmp samesign ult i32 %151, 324
  br i1 %152, label %127, label %153, !llvm.loop !16

153:                                              ; preds = %145, %117
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %86, label %154, label %169

154:                                              ; preds = %153
  %155 = zext nneg i32 %118 to i64
  %156 = mul i64 %6, %155
  %157 = getelementptr double, ptr %1, i64 %156
  %158 = add nsw i32 %118, -1
  %159 = urem i32 %158, 3
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds nuw [18 x [18 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %160
  %162 = urem i32 %118, 3
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds nuw [18 x [18 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %163
  %165 = add nuw nsw i32 %118, 1
  %166 = urem i32 %165, 3
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw [18 x [18 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %167
  br label %171

169:                                              ; preds = %353, %153
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %170 = icmp eq i32 %118, %116
  br i1 %170, label %356, label %117, !llvm.loop !17

171:                                              ; preds = %154, %353
  %172 = phi i32 [ %14, %154 ], [ %354, %353 ]
  %173 = and i32 %172, 15
  %174 = lshr i32 %172, 4
  %175 = add i32 %173, %17
  %176 = add nuw nsw i32 %174, %20
  %177 = icmp slt i32 %175, %87
  %178 = icmp slt i32 %176, %88
  %179 = select i1 %177, i1 %178, i1 false
  br i1 %179, label %180, label %353

180:                                              ; preds = %171
  %181 = add nuw nsw i32 %174, 1
  %182 = add nuw nsw i32 %173, 1
  %183 = zext nneg i32 %174 to i64
  %184 = getelementptr inbounds nuw [18 x double], ptr %161, i64 %183
  %185 = getelementptr inbounds nuw i8, ptr %184, i64 288
  %186 = zext nneg i32 %174 to i64
  %187 = getelementptr inbounds nuw [18 x double], ptr %161, i64 %186
  %188 = zext nneg i32 %173 to i64
  %189 = getelementptr inbounds nuw double, ptr %187, i64 %188
  %190 = load double, ptr %189, align 8, !tbaa !11
  %191 = fmul contract double %89, %190
  %192 = fadd contract double %191, 0.000000e+00
  %193 = zext nneg i32 %182 to i64
  %194 = getelementptr inbounds nuw double, ptr %187, i64 %193
  %195 = load double, ptr %194, align 8, !tbaa !11
  %196 = fmul contract double %90, %195
  %197 = fadd contract double %192, %196
  %198 = zext nneg i32 %173 to i64
  %199 = getelementptr inbounds nuw double, ptr %187, i64 %198
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 16
  %201 = load double, ptr %200, align 8, !tbaa !11
  %202 = fmul contract double %91, %201
  %203 = fadd contract double %197, %202
  %204 = zext nneg i32 %181 to i64
  %205 = getelementptr inbounds nuw [18 x double], ptr %161, i64 %204
  %206 = zext nneg i32 %173 to i64
  %207 = getelementptr inbounds nuw double, ptr %205, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !11
  %209 = fmul contract double %92, %208
  %210 = fadd contract double %203, %209
  %211 = zext nneg i32 %182 to i64
  %212 = getelementptr inbounds nuw double, ptr %205, i64 %211
  %213 = load double, ptr %212, align 8, !tbaa !11
  %214 = fmul contract double %93, %213
  %215 = fadd contract double %210, %214
  %216 = zext nneg i32 %173 to i64
  %217 = getelementptr inbounds nuw double, ptr %205, i64 %216
  %218 = getelementptr inbounds nuw i8, ptr %217, i64 16
  %219 = load double, ptr %218, align 8, !tbaa !11
  %220 = fmul contract double %94, %219
  %221 = fadd contract double %215, %220
  %222 = zext nneg i32 %173 to i64
  %223 = getelementptr inbounds nuw double, ptr %185, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !11
  %225 = fmul contract double %95, %224
  %226 = fadd contract double %221, %225
  %227 = zext nneg i32 %182 to i64
  %228 = getelementptr inbounds nuw double, ptr %185, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !11
  %230 = fmul contract double %96, %229
  %231 = fadd contract double %226, %230
  %232 = zext nneg i32 %173 to i64
  %233 = getelementptr inbounds nuw double, ptr %185, i64 %232
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 16
  %235 = load double, ptr %234, align 8, !tbaa !11
  %236 = fmul contract double %97, %235
  %237 = fadd contract double %231, %236
  %238 = zext nneg i32 %174 to i64
  %239 = getelementptr inbounds nuw [18 x double], ptr %164, i64 %238
  %240 = getelementptr inbounds nuw i8, ptr %239, i64 288
  %241 = zext nneg i32 %174 to i64
  %242 = getelementptr inbounds nuw [18 x double], ptr %164, i64 %241
  %243 = zext nneg i32 %173 to i64
  %244 = getelementptr inbounds nuw double, ptr %242, i64 %243
  %245 = load double, ptr %244, align 8, !tbaa !11
  %246 = fmul contract double %98, %245
  %247 = fadd contract double %237, %246
  %248 = zext nneg i32 %182 to i64
  %249 = getelementptr inbounds nuw double, ptr %242, i64 %248
  %250 = load double, ptr %249, align 8, !tbaa !11
  %251 = fmul contract double %99, %250
  %252 = fadd contract double %247, %251
  %253 = zext nneg i32 %173 to i64
  %254 = getelementptr inbounds nuw double, ptr %242, i64 %253
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 16
  %256 = load double, ptr %255, align 8, !tbaa !11
  %257 = fmul contract double %100, %256
  %258 = fadd contract double %252, %257
  %259 = zext nneg i32 %181 to i64
  %260 = getelementptr inbounds nuw [18 x double], ptr %164, i64 %259
  %261 = zext nneg i32 %173 to i64
  %262 = getelementptr inbounds nuw double, ptr %260, i64 %261
  %263 = load double, ptr %262, align 8, !tbaa !11
  %264 = fmul contract double %101, %263
  %265 = fadd contract double %258, %264
  %266 = zext nneg i32 %182 to i64
  %267 = getelementptr inbounds nuw double, ptr %260, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !11
  %269 = fmul contract double %102, %268
  %270 = fadd contract double %265, %269
  %271 = zext nneg i32 %173 to i64
  %272 = getelementptr inbounds nuw double, ptr %260, i64 %271
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 16
  %274 = load double, ptr %273, align 8, !tbaa !11
  %275 = fmul contract double %103, %274
  %276 = fadd contract double %270, %275
  %277 = zext nneg i32 %173 to i64
  %278 = getelementptr inbounds nuw double, ptr %240, i64 %277
  %279 = load double, ptr %278, align 8, !tbaa !11
  %280 = fmul contract double %104, %279
  %281 = fadd contract double %276, %280
  %282 = zext nneg i32 %182 to i64
  %283 = getelementptr inbounds nuw double, ptr %240, i64 %282
  %284 = load double, ptr %283, align 8, !tbaa !11
  %285 = fmul contract double %105, %284
  %286 = fadd contract double %281, %285
  %287 = zext nneg i32 %173 to i64
  %288 = getelementptr inbounds nuw double, ptr %240, i64 %287
  %289 = getelementptr inbounds nuw i8, ptr %288, i64 16
  %290 = load double, ptr %289, align 8, !tbaa !11
  %291 = fmul contract double %106, %290
  %292 = fadd contract double %286, %291
  %293 = zext nneg i32 %174 to i64
  %294 = getelementptr inbounds nuw [18 x double], ptr %168, i64 %293
  %295 = getelementptr inbounds nuw i8, ptr %294, i64 288
  %296 = zext nneg i32 %174 to i64
  %297 = getelementptr inbounds nuw [18 x double], ptr %168, i64 %296
  %298 = zext nneg i32 %173 to i64
  %299 = getelementptr inbounds nuw double, ptr %297, i64 %298
  %300 = load double, ptr %299, align 8, !tbaa !11
  %301 = fmul contract double %107, %300
  %302 = fadd contract double %292, %301
  %303 = zext nneg i32 %182 to i64
  %304 = getelementptr inbounds nuw double, ptr %297, i64 %303
  %305 = load double, ptr %304, align 8, !tbaa !11
  %306 = fmul contract double %108, %305
  %307 = fadd contract double %302, %306
  %308 = zext nneg i32 %173 to i64
  %309 = getelementptr inbounds nuw double, ptr %297, i64 %308
  %310 = getelementptr inbounds nuw i8, ptr %309, i64 16
  %311 = load double, ptr %310, align 8, !tbaa !11
  %312 = fmul contract double %109, %311
  %313 = fadd contract double %307, %312
  %314 = zext nneg i32 %181 to i64
  %315 = getelementptr inbounds nuw [18 x double], ptr %168, i64 %314
  %316 = zext nneg i32 %173 to i64
  %317 = getelementptr inbounds nuw double, ptr %315, i64 %316
  %318 = load double, ptr %317, align 8, !tbaa !11
  %319 = fmul contract double %110, %318
  %320 = fadd contract double %313, %319
  %321 = zext nneg i32 %182 to i64
  %322 = getelementptr inbounds nuw double, ptr %315, i64 %321
  %323 = load double, ptr %322, align 8, !tbaa !11
  %324 = fmul contract double %111, %323
  %325 = fadd contract double %320, %324
  %326 = zext nneg i32 %173 to i64
  %327 = getelementptr inbounds nuw double, ptr %315, i64 %326
  %328 = getelementptr inbounds nuw i8, ptr %327, i64 16
  %329 = load double, ptr %328, align 8, !tbaa !11
  %330 = fmul contract double %112, %329
  %331 = fadd contract double %325, %330
  %332 = zext nneg i32 %173 to i64
  %333 = getelementptr inbounds nuw double, ptr %295, i64 %332
  %334 = load double, ptr %333, align 8, !tbaa !11
  %335 = fmul contract double %113, %334
  %336 = fadd contract double %331, %335
  %337 = zext nneg i32 %182 to i64
  %338 = getelementptr inbounds nuw double, ptr %295, i64 %337
  %339 = load double, ptr %338, align 8, !tbaa !11
  %340 = fmul contract double %114, %339
  %341 = fadd contract double %336, %340
  %342 = zext nneg i32 %173 to i64
  %343 = getelementptr inbounds nuw double, ptr %295, i64 %342
  %344 = getelementptr inbounds nuw i8, ptr %343, i64 16
  %345 = load double, ptr %344, align 8, !tbaa !11
  %346 = fmul contract double %115, %345
  %347 = fadd contract double %341, %346
  %348 = zext nneg i32 %176 to i64
  %349 = mul i64 %5, %348
  %350 = sext i32 %175 to i64
  %351 = getelementptr double, ptr %157, i64 %349
  %352 = getelementptr double, ptr %351, i64 %350
  store double %347, ptr %352, align 8, !tbaa !11
  br label %353

353:                                              ; preds = %171, %180
  %354 = add nuw nsw i32 %172, %10
  %355 = icmp samesign ult i32 %354, 256
  br i1 %355, label %171, label %169, !llvm.loop !18

356:                                              ; preds = %169, %7, %25
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
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!"double", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
