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
  br i1 %21, label %197, label %22

22:                                               ; preds = %7
  %23 = zext nneg i32 %3 to i64
  %24 = mul i64 %5, %23
  %25 = icmp ult i64 %6, %24
  br i1 %25, label %197, label %26

26:                                               ; preds = %22
  %27 = mul nuw nsw i64 %11, %9
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
  br i1 %37, label %38, label %197

38:                                               ; preds = %26
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = zext nneg i32 %39 to i64
  %41 = mul nuw nsw i64 %40, %32
  %42 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 72), align 8, !tbaa !11
  %43 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 80), align 8, !tbaa !11
  %44 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 88), align 8, !tbaa !11
  %45 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 96), align 8, !tbaa !11
  %46 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 104), align 8, !tbaa !11
  %47 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 112), align 8, !tbaa !11
  %48 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 120), align 8, !tbaa !11
  %49 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 128), align 8, !tbaa !11
  %50 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 136), align 8, !tbaa !11
  %51 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 144), align 8, !tbaa !11
  %52 = sub nsw i64 0, %6
  %53 = sub nsw i64 0, %5
  %54 = load double, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), align 8, !tbaa !11
  %55 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 8), align 8, !tbaa !11
  %56 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 16), align 8, !tbaa !11
  %57 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 24), align 8, !tbaa !11
  %58 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 32), align 8, !tbaa !11
  %59 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 40), align 8, !tbaa !11
  %60 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 48), align 8, !tbaa !11
  %61 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 56), align 8, !tbaa !11
  %62 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 64), align 8, !tbaa !11
  %63 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 152), align 8, !tbaa !11
  %64 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 160), align 8, !tbaa !11
  %65 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 168), align 8, !tbaa !11
  %66 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 176), align 8, !tbaa !11
  %67 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 184), align 8, !tbaa !11
  %68 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 192), align 8, !tbaa !11
  %69 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 200), align 8, !tbaa !11
  %70 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 208), align 8, !tbaa !11
  br label %71

71:                                               ; preds = %38, %71
  %72 = phi i64 [ %36, %38 ], [ %195, %71 ]
  %73 = freeze i64 %72
  %74 = udiv i64 %73, %9
  %75 = mul i64 %74, %9
  %76 = sub i64 %73, %75
  %77 = urem i64 %74, %11
  %78 = add nuw nsw i64 %77, 1
  %79 = udiv i64 %72, %27
  %80 = add nuw i64 %79, 1
  %81 = mul i64 %80, %6
  %82 = mul i64 %78, %5
  %83 = add nuw nsw i64 %76, 1
  %84 = add i64 %83, %82
  %85 = add i64 %84, %81
  %86 = getelementptr double, ptr %0, i64 %85
  %87 = getelementptr double, ptr %86, i64 %52
  %88 = getelementptr double, ptr %87, i64 %53
  %89 = getelementptr i8, ptr %88, i64 -8
  %90 = load double, ptr %89, align 8, !tbaa !11
  %91 = fmul contract double %54, %90
  %92 = fadd contract double %91, 0.000000e+00
  %93 = load double, ptr %88, align 8, !tbaa !11
  %94 = fmul contract double %55, %93
  %95 = fadd contract double %92, %94
  %96 = getelementptr i8, ptr %88, i64 8
  %97 = load double, ptr %96, align 8, !tbaa !11
  %98 = fmul contract double %56, %97
  %99 = fadd contract double %95, %98
  %100 = getelementptr i8, ptr %87, i64 -8
  %101 = load double, ptr %100, align 8, !tbaa !11
  %102 = fmul contract double %57, %101
  %103 = fadd contract double %99, %102
  %104 = load double, ptr %87, align 8, !tbaa !11
  %105 = fmul contract double %58, %104
  %106 = fadd contract double %103, %105
  %107 = getelementptr i8, ptr %87, i64 8
  %108 = load double, ptr %107, align 8, !tbaa !11
  %109 = fmul contract double %59, %108
  %110 = fadd contract double %106, %109
  %111 = getelementptr double, ptr %87, i64 %5
  %112 = getelementptr i8, ptr %111, i64 -8
  %113 = load double, ptr %112, align 8, !tbaa !11
  %114 = fmul contract double %60, %113
  %115 = fadd contract double %110, %114
  %116 = load double, ptr %111, align 8, !tbaa !11
  %117 = fmul contract double %61, %116
  %118 = fadd contract double %115, %117
  %119 = getelementptr i8, ptr %111, i64 8
  %120 = load double, ptr %119, align 8, !tbaa !11
  %121 = fmul contract double %62, %120
  %122 = fadd contract double %118, %121
  %123 = getelementptr double, ptr %86, i64 %53
  %124 = getelementptr i8, ptr %123, i64 -8
  %125 = load double, ptr %124, align 8, !tbaa !11
  %126 = fmul contract double %42, %125
  %127 = fadd contract double %122, %126
  %128 = load double, ptr %123, align 8, !tbaa !11
  %129 = fmul contract double %43, %128
  %130 = fadd contract double %127, %129
  %131 = getelementptr i8, ptr %123, i64 8
  %132 = load double, ptr %131, align 8, !tbaa !11
  %133 = fmul contract double %44, %132
  %134 = fadd contract double %130, %133
  %135 = getelementptr i8, ptr %86, i64 -8
  %136 = load double, ptr %135, align 8, !tbaa !11
  %137 = fmul contract double %45, %136
  %138 = fadd contract double %134, %137
  %139 = load double, ptr %86, align 8, !tbaa !11
  %140 = fmul contract double %46, %139
  %141 = fadd contract double %138, %140
  %142 = getelementptr i8, ptr %86, i64 8
  %143 = load double, ptr %142, align 8, !tbaa !11
  %144 = fmul contract double %47, %143
  %145 = fadd contract double %141, %144
  %146 = getelementptr double, ptr %86, i64 %5
  %147 = getelementptr i8, ptr %146, i64 -8
  %148 = load double, ptr %147, align 8, !tbaa !11
  %149 = fmul contract double %48, %148
  %150 = fadd contract double %145, %149
  %151 = load double, ptr %146, align 8, !tbaa !11
  %152 = fmul contract double %49, %151
  %153 = fadd contract double %150, %152
  %154 = getelementptr i8, ptr %146, i64 8
  %155 = load double, ptr %154, align 8, !tbaa !11
  %156 = fmul contract double %50, %155
  %157 = fadd contract double %153, %156
  %158 = getelementptr double, ptr %86, i64 %6
  %159 = getelementptr double, ptr %158, i64 %53
  %160 = getelementptr i8, ptr %159, i64 -8
  %161 = load double, ptr %160, align 8, !tbaa !11
  %162 = fmul contract double %51, %161
  %163 = fadd contract double %157, %162
  %164 = load double, ptr %159, align 8, !tbaa !11
  %165 = fmul contract double %63, %164
  %166 = fadd contract double %163, %165
  %167 = getelementptr i8, ptr %159, i64 8
  %168 = load double, ptr %167, align 8, !tbaa !11
  %169 = fmul contract double %64, %168
  %170 = fadd contract double %166, %169
  %171 = getelementptr i8, ptr %158, i64 -8
  %172 = load double, ptr %171, align 8, !tbaa !11
  %173 = fmul contract double %65, %172
  %174 = fadd contract double %170, %173
  %175 = load double, ptr %158, align 8, !tbaa !11
  %176 = fmul contract double %66, %175
  %177 = fadd contract double %174, %176
  %178 = getelementptr i8, ptr %158, i64 8
  %179 = load double, ptr %178, align 8, !tbaa !11
  %180 = fmul contract double %67, %179
  %181 = fadd contract double %177, %180
  %182 = getelementptr double, ptr %158, i64 %5
  %183 = getelementptr i8, ptr %182, i64 -8
  %184 = load double, ptr %183, align 8, !tbaa !11
  %185 = fmul contract double %68, %184
  %186 = fadd contract double %181, %185
  %187 = load double, ptr %182, align 8, !tbaa !11
  %188 = fmul contract double %69, %187
  %189 = fadd contract double %186, %188
  %190 = getelementptr i8, ptr %182, i64 8
  %191 = load double, ptr %190, align 8, !tbaa !11
  %192 = fmul contract double %70, %191
  %193 = fadd contract double %189, %192
  %194 = getelementptr inbounds nuw double, ptr %1, i64 %85
  store double %193, ptr %194, align 8, !tbaa !11
  %195 = add i64 %72, %41
  %196 = icmp ult i64 %195, %28
  br i1 %196, label %71, label %197, !llvm.loop !13

197:                                              ; preds = %71, %26, %7, %22
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
  br i1 %24, label %318, label %25

25:                                               ; preds = %7
  %26 = sext i32 %3 to i64
  %27 = mul i64 %5, %26
  %28 = icmp ult i64 %6, %27
  br i1 %28, label %318, label %29

29:                                               ; preds = %25
  %30 = icmp samesign ult i32 %14, 324
  br i1 %30, label %31, label %87

31:                                               ; preds = %29, %51
  %32 = phi i32 [ %57, %51 ], [ %14, %29 ]
  %33 = trunc i32 %32 to i16
  %34 = urem i16 %33, 18
  %35 = zext nneg i16 %34 to i32
  %36 = trunc i32 %32 to i16
  %37 = udiv i16 %36, 18
  %38 = add i32 %16, %35
  %39 = icmp slt i32 %38, %2
  br i1 %39, label %40, label %51

40:                                               ; preds = %31
  %41 = zext nneg i16 %37 to i32
  %42 = add nuw nsw i32 %19, %41
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %44, label %51

44:                                               ; preds = %40
  %45 = zext nneg i32 %42 to i64
  %46 = mul i64 %5, %45
  %47 = getelementptr double, ptr %0, i64 %46
  %48 = sext i32 %38 to i64
  %49 = getelementptr double, ptr %47, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !11
  br label %51

51:                                               ; preds = %44, %40, %31
  %52 = phi contract double [ %50, %44 ], [ 0.000000e+00, %40 ], [ 0.000000e+00, %31 ]
  %53 = zext nneg i16 %37 to i64
  %54 = getelementptr inbounds nuw [18 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %53
  %55 = zext nneg i16 %34 to i64
  %56 = getelementptr inbounds nuw double, ptr %54, i64 %55
  store double %52, ptr %56, align 8, !tbaa !11
  %57 = add nuw nsw i32 %32, %10
  %58 = icmp samesign ult i32 %57, 324
  br i1 %58, label %31, label %59, !llvm.loop !15

59:                                               ; preds = %51
  %60 = getelementptr double, ptr %0, i64 %6
  br label %61

61:                                               ; preds = %59, %79
  %62 = phi i32 [ %85, %79 ], [ %14, %59 ]
  %63 = freeze i32 %62
  %64 = udiv i32 %63, 18
  %65 = mul i32 %64, 18
  %66 = sub i32 %63, %65
  %67 = add i32 %66, %16
  %68 = icmp slt i32 %67, %2
  br i1 %68, label %69, label %79

69:                                               ; preds = %61
  %70 = add nuw nsw i32 %64, %19
  %71 = icmp slt i32 %70, %3
  br i1 %71, label %72, label %79

72:                                               ; preds = %69
  %73 = zext nneg i32 %70 to i64
  %74 = mul i64 %5, %73
  %75 = getelementptr double, ptr %60, i64 %74
  %76 = sext i32 %67 to i64
  %77 = getelementptr double, ptr %75, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !11
  br label %79

79:                                               ; preds = %72, %69, %61
  %80 = phi contract double [ %78, %72 ], [ 0.000000e+00, %69 ], [ 0.000000e+00, %61 ]
  %81 = zext nneg i32 %64 to i64
  %82 = getelementptr inbounds nuw [18 x double], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 2592), i64 %81
  %83 = zext nneg i32 %66 to i64
  %84 = getelementptr inbounds nuw double, ptr %82, i64 %83
  store double %80, ptr %84, align 8, !tbaa !11
  %85 = add nuw nsw i32 %62, %10
  %86 = icmp samesign ult i32 %85, 324
  br i1 %86, label %61, label %87, !llvm.loop !15

87:                                               ; preds = %79, %29
  %88 = icmp samesign ult i32 %14, 256
  %89 = add nsw i32 %2, -1
  %90 = add nsw i32 %3, -1
  %91 = load double, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), align 8
  %92 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 8), align 8
  %93 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 16), align 8
  %94 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 24), align 8
  %95 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 32), align 8
  %96 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 40), align 8
  %97 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 48), align 8
  %98 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 56), align 8
  %99 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 64), align 8
  %100 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 72), align 8
  %101 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 80), align 8
  %102 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 88), align 8
  %103 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 96), align 8
  %104 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 104), align 8
  %105 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 112), align 8
  %106 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 120), align 8
  %107 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 128), align 8
  %108 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 136), align 8
  %109 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 144), align 8
  %110 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 152), align 8
  %111 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 160), align 8
  %112 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 168), align 8
  %113 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 176), align 8
  %114 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 184), align 8
  %115 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 192), align 8
  %116 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 200), align 8
  %117 = load double, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(4) @c_w to ptr), i64 208), align 8
  %118 = add nsw i32 %4, -2
  br label %119

119:                                              ; preds = %87, %171
  %120 = phi i32 [ 1, %87 ], [ %121, %171 ]
  %121 = add nuw nsw i32 %120, 1
  %122 = urem i32 %121, 3
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw [18 x [18 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %123
  br i1 %30, label %125, label %157

125:                                              ; preds = %119
  %126 = zext nneg i32 %121 to i64
  %127 = mul i64 %6, %126
  %128 = getelementptr double, ptr %0, i64 %127
  br label %129

129:                                              ; preds = %149, %125
  %130 = phi i32 [ %14, %125 ], [ %155, %149 ]
  %131 = trunc i32 %130 to i16
  %132 = urem i16 %131, 18
  %133 = zext nneg i16 %132 to i32
  %134 = trunc i32 %130 to i16
  %135 = udiv i16 %134, 18
  %136 = zext nneg i16 %135 to i32
  %137 = add i32 %16, %133
  %138 = add nuw nsw i32 %19, %136
  %139 = icmp slt i32 %137, %2
  %140 = icmp slt i32 %138, %3
  %141 = select i1 %139, i1 %140, i1 false
  br i1 %141, label %142, label %149

142:                                              ; preds = %129
  %143 = zext nneg i32 %138 to i64
  %144 = mul i64 %5, %143
  %145 = sext i32 %137 to i64
  %146 = getelementptr double, ptr %128, i64 %144
  %147 = getelementptr double, ptr %146, i64 %145
  %148 = load double, ptr %147, align 8, !tbaa !11
  br label %149

149:                                              ; preds = %142, %129
  %150 = phi contract double [ %148, %142 ], [ 0.000000e+00, %129 ]
  %151 = zext nneg i16 %135 to i64
  %152 = getelementptr inbounds nuw [18 x double], ptr %124, i64 %151
  %153 = zext nneg i16 %132 to i64
  %154 = getelementptr inbounds nuw double, ptr %152, i64 %153
  store double %150, ptr %154, align 8, !tbaa !11
  %155 = add nuw nsw i32 %130, %10
  %156 = icmp samesign ult i32 %155, 324
  br i1 %156, label %129, label %157, !llvm.loop !15

157:                                              ; preds = %149, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %88, label %158, label %171

158:                                              ; preds = %157
  %159 = zext nneg i32 %120 to i64
  %160 = mul i64 %6, %159
  %161 = getelementptr double, ptr %1, i64 %160
  %162 = add nsw i32 %120, -1
  %163 = urem i32 %162, 3
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds nuw [18 x [18 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %164
  %166 = urem i32 %120, 3
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw [18 x [18 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %167
  %169 = zext nneg i32 %122 to i64
  %170 = getelementptr inbounds nuw [18 x [18 x double]], ptr addrspacecast (ptr addrspace(3) @_ZZ15stencil27_marchE4ring to ptr), i64 %169
  br label %173

171:                                              ; preds = %315, %157
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %172 = icmp eq i32 %120, %118
  br i1 %172, label %318, label %119, !llvm.loop !16

173:                                              ; preds = %158, %315
  %174 = phi i32 [ %14, %158 ], [ %316, %315 ]
  %175 = and i32 %174, 15
  %176 = lshr i32 %174, 4
  %177 = add i32 %175, %17
  %178 = add nuw nsw i32 %176, %20
  %179 = icmp slt i32 %177, %89
  %180 = icmp slt i32 %178, %90
  %181 = select i1 %179, i1 %180, i1 false
  br i1 %181, label %182, label %315

182:                                              ; preds = %173
  %183 = add nuw nsw i32 %176, 1
  %184 = add nuw nsw i32 %175, 1
  %185 = zext nneg i32 %176 to i64
  %186 = getelementptr inbounds nuw [18 x double], ptr %165, i64 %185
  %187 = zext nneg i32 %175 to i64
  %188 = getelementptr inbounds nuw double, ptr %186, i64 %187
  %189 = load double, ptr %188, align 8, !tbaa !11
  %190 = fmul contract double %91, %189
  %191 = fadd contract double %190, 0.000000e+00
  %192 = zext nneg i32 %184 to i64
  %193 = getelementptr inbounds nuw double, ptr %186, i64 %192
  %194 = load double, ptr %193, align 8, !tbaa !11
  %195 = fmul contract double %92, %194
  %196 = fadd contract double %191, %195
  %197 = add nuw nsw i32 %175, 2
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw double, ptr %186, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !11
  %201 = fmul contract double %93, %200
  %202 = fadd contract double %196, %201
  %203 = zext nneg i32 %183 to i64
  %204 = getelementptr inbounds nuw [18 x double], ptr %165, i64 %203
  %205 = getelementptr inbounds nuw double, ptr %204, i64 %187
  %206 = load double, ptr %205, align 8, !tbaa !11
  %207 = fmul contract double %94, %206
  %208 = fadd contract double %202, %207
  %209 = getelementptr inbounds nuw double, ptr %204, i64 %192
  %210 = load double, ptr %209, align 8, !tbaa !11
  %211 = fmul contract double %95, %210
  %212 = fadd contract double %208, %211
  %213 = getelementptr inbounds nuw double, ptr %204, i64 %198
  %214 = load double, ptr %213, align 8, !tbaa !11
  %215 = fmul contract double %96, %214
  %216 = fadd contract double %212, %215
  %217 = add nuw nsw i32 %176, 2
  %218 = zext nneg i32 %217 to i64
  %219 = getelementptr inbounds nuw [18 x double], ptr %165, i64 %218
  %220 = getelementptr inbounds nuw double, ptr %219, i64 %187
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = fmul contract double %97, %221
  %223 = fadd contract double %216, %222
  %224 = getelementptr inbounds nuw double, ptr %219, i64 %192
  %225 = load double, ptr %224, align 8, !tbaa !11
  %226 = fmul contract double %98, %225
  %227 = fadd contract double %223, %226
  %228 = getelementptr inbounds nuw double, ptr %219, i64 %198
  %229 = load double, ptr %228, align 8, !tbaa !11
  %230 = fmul contract double %99, %229
  %231 = fadd contract double %227, %230
  %232 = getelementptr inbounds nuw [18 x double], ptr %168, i64 %185
  %233 = getelementptr inbounds nuw double, ptr %232, i64 %187
  %234 = load double, ptr %233, align 8, !tbaa !11
  %235 = fmul contract double %100, %234
  %236 = fadd contract double %231, %235
  %237 = getelementptr inbounds nuw double, ptr %232, i64 %192
  %238 = load double, ptr %237, align 8, !tbaa !11
  %239 = fmul contract double %101, %238
  %240 = fadd contract double %236, %239
  %241 = getelementptr inbounds nuw double, ptr %232, i64 %198
  %242 = load double, ptr %241, align 8, !tbaa !11
  %243 = fmul contract double %102, %242
  %244 = fadd contract double %240, %243
  %245 = getelementptr inbounds nuw [18 x double], ptr %168, i64 %203
  %246 = getelementptr inbounds nuw double, ptr %245, i64 %187
  %247 = load double, ptr %246, align 8, !tbaa !11
  %248 = fmul contract double %103, %247
  %249 = fadd contract double %244, %248
  %250 = getelementptr inbounds nuw double, ptr %245, i64 %192
  %251 = load double, ptr %250, align 8, !tbaa !11
  %252 = fmul contract double %104, %251
  %253 = fadd contract double %249, %252
  %254 = getelementptr inbounds nuw double, ptr %245, i64 %198
  %255 = load double, ptr %254, align 8, !tbaa !11
  %256 = fmul contract double %105, %255
  %257 = fadd contract double %253, %256
  %258 = getelementptr inbounds nuw [18 x double], ptr %168, i64 %218
  %259 = getelementptr inbounds nuw double, ptr %258, i64 %187
  %260 = load double, ptr %259, align 8, !tbaa !11
  %261 = fmul contract double %106, %260
  %262 = fadd contract double %257, %261
  %263 = getelementptr inbounds nuw double, ptr %258, i64 %192
  %264 = load double, ptr %263, align 8, !tbaa !11
  %265 = fmul contract double %107, %264
  %266 = fadd contract double %262, %265
  %267 = getelementptr inbounds nuw double, ptr %258, i64 %198
  %268 = load double, ptr %267, align 8, !tbaa !11
  %269 = fmul contract double %108, %268
  %270 = fadd contract double %266, %269
  %271 = getelementptr inbounds nuw [18 x double], ptr %170, i64 %185
  %272 = getelementptr inbounds nuw double, ptr %271, i64 %187
  %273 = load double, ptr %272, align 8, !tbaa !11
  %274 = fmul contract double %109, %273
  %275 = fadd contract double %270, %274
  %276 = getelementptr inbounds nuw double, ptr %271, i64 %192
  %277 = load double, ptr %276, align 8, !tbaa !11
  %278 = fmul contract double %110, %277
  %279 = fadd contract double %275, %278
  %280 = getelementptr inbounds nuw double, ptr %271, i64 %198
  %281 = load double, ptr %280, align 8, !tbaa !11
  %282 = fmul contract double %111, %281
  %283 = fadd contract double %279, %282
  %284 = getelementptr inbounds nuw [18 x double], ptr %170, i64 %203
  %285 = getelementptr inbounds nuw double, ptr %284, i64 %187
  %286 = load double, ptr %285, align 8, !tbaa !11
  %287 = fmul contract double %112, %286
  %288 = fadd contract double %283, %287
  %289 = getelementptr inbounds nuw double, ptr %284, i64 %192
  %290 = load double, ptr %289, align 8, !tbaa !11
  %291 = fmul contract double %113, %290
  %292 = fadd contract double %288, %291
  %293 = getelementptr inbounds nuw double, ptr %284, i64 %198
  %294 = load double, ptr %293, align 8, !tbaa !11
  %295 = fmul contract double %114, %294
  %296 = fadd contract double %292, %295
  %297 = getelementptr inbounds nuw [18 x double], ptr %170, i64 %218
  %298 = getelementptr inbounds nuw double, ptr %297, i64 %187
  %299 = load double, ptr %298, align 8, !tbaa !11
  %300 = fmul contract double %115, %299
  %301 = fadd contract double %296, %300
  %302 = getelementptr inbounds nuw double, ptr %297, i64 %192
  %303 = load double, ptr %302, align 8, !tbaa !11
  %304 = fmul contract double %116, %303
  %305 = fadd contract double %301, %304
  %306 = getelementptr inbounds nuw double, ptr %297, i64 %198
  %307 = load double, ptr %306, align 8, !tbaa !11
  %308 = fmul contract double %117, %307
  %309 = fadd contract double %305, %308
  %310 = zext nneg i32 %178 to i64
  %311 = mul i64 %5, %310
  %312 = sext i32 %177 to i64
  %313 = getelementptr double, ptr %161, i64 %311
  %314 = getelementptr double, ptr %313, i64 %312
  store double %309, ptr %314, align 8, !tbaa !11
  br label %315

315:                                              ; preds = %173, %182
  %316 = add nuw nsw i32 %174, %10
  %317 = icmp samesign ult i32 %316, 256
  br i1 %317, label %173, label %171, !llvm.loop !17

318:                                              ; preds = %171, %7, %25
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
