; ModuleID = 'src/tridiag_batched.cu'
source_filename = "src/tridiag_batched.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ20cyclic_reduction_f32E2sa = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4
@_ZZ20cyclic_reduction_f32E2sb = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4
@_ZZ20cyclic_reduction_f32E2sc = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4
@_ZZ20cyclic_reduction_f32E2sd = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4
@_ZZ20cyclic_reduction_f32E2sx = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @thomas_batched_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef writeonly captures(none) %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = sext i32 %9 to i64
  %20 = icmp sge i64 %18, %19
  %21 = icmp slt i32 %8, 1
  %22 = or i1 %21, %20
  br i1 %22, label %165, label %23

23:                                               ; preds = %10
  %24 = getelementptr inbounds nuw double, ptr %1, i64 %18
  %25 = load double, ptr %24, align 8, !tbaa !11
  %26 = fcmp contract oeq double %25, 0.000000e+00
  br i1 %26, label %162, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds nuw double, ptr %2, i64 %18
  %29 = load double, ptr %28, align 8, !tbaa !11
  %30 = fdiv contract double %29, %25
  %31 = getelementptr inbounds nuw double, ptr %3, i64 %18
  %32 = load double, ptr %31, align 8, !tbaa !11
  %33 = fdiv contract double %32, %25
  %34 = getelementptr inbounds nuw double, ptr %5, i64 %18
  store double %30, ptr %34, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw double, ptr %6, i64 %18
  store double %33, ptr %35, align 8, !tbaa !11
  %36 = icmp samesign ugt i32 %8, 1
  br i1 %36, label %37, label %78

37:                                               ; preds = %27
  %38 = getelementptr inbounds nuw i32, ptr %7, i64 %18
  br label %39

39:                                               ; preds = %72, %37
  %40 = phi double [ %30, %37 ], [ %74, %72 ]
  %41 = phi double [ %33, %37 ], [ %73, %72 ]
  %42 = phi i32 [ 1, %37 ], [ %75, %72 ]
  %43 = zext nneg i32 %42 to i64
  %44 = mul nuw nsw i64 %43, %19
  %45 = add nuw nsw i64 %44, %18
  %46 = getelementptr inbounds nuw double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !11
  %48 = getelementptr inbounds nuw double, ptr %1, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !11
  %50 = fmul contract double %40, %47
  %51 = fsub contract double %49, %50
  %52 = fcmp contract oeq double %51, 0.000000e+00
  br i1 %52, label %53, label %55

53:                                               ; preds = %39
  %54 = add nuw nsw i32 %42, 1
  store i32 %54, ptr %38, align 4, !tbaa !6
  br label %72

55:                                               ; preds = %39
  %56 = fdiv contract double 1.000000e+00, %51
  %57 = add nuw nsw i32 %42, 1
  %58 = icmp slt i32 %57, %8
  br i1 %58, label %59, label %63

59:                                               ; preds = %55
  %60 = getelementptr inbounds nuw double, ptr %2, i64 %45
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fmul contract double %56, %61
  br label %63

63:                                               ; preds = %55, %59
  %64 = phi contract double [ %62, %59 ], [ 0.000000e+00, %55 ]
  %65 = getelementptr inbounds nuw double, ptr %3, i64 %45
  %66 = load double, ptr %65, align 8, !tbaa !11
  %67 = fmul contract double %41, %47
  %68 = fsub contract double %66, %67
  %69 = fmul contract double %56, %68
  %70 = getelementptr inbounds nuw double, ptr %5, i64 %45
  store double %64, ptr %70, align 8, !tbaa !11
  %71 = getelementptr inbounds nuw double, ptr %6, i64 %45
  store double %69, ptr %71, align 8, !tbaa !11
  br label %72

72:                                               ; preds = %63, %53
  %73 = phi double [ %41, %53 ], [ %69, %63 ]
  %74 = phi double [ %40, %53 ], [ %64, %63 ]
  %75 = add nuw nsw i32 %42, 1
  %76 = icmp eq i32 %75, %8
  %77 = select i1 %52, i1 true, i1 %76
  br i1 %77, label %78, label %39, !llvm.loop !13

78:                                               ; preds = %72, %27
  %79 = phi i1 [ false, %27 ], [ %52, %72 ]
  %80 = phi double [ %33, %27 ], [ %73, %72 ]
  br i1 %79, label %165, label %81

81:                                               ; preds = %78
  %82 = add nsw i32 %8, -1
  %83 = zext nneg i32 %82 to i64
  %84 = mul nuw nsw i64 %83, %19
  %85 = getelementptr inbounds nuw double, ptr %4, i64 %84
  %86 = getelementptr inbounds nuw double, ptr %85, i64 %18
  store double %80, ptr %86, align 8, !tbaa !11
  br i1 %36, label %87, label %162

87:                                               ; preds = %81
  %88 = add nsw i32 %8, -2
  %89 = add nuw i32 %8, 3
  %90 = and i32 %89, 3
  %91 = and i32 %8, 3
  %92 = icmp eq i32 %91, 1
  br i1 %92, label %110, label %93

93:                                               ; preds = %87, %93
  %94 = phi i32 [ %107, %93 ], [ %88, %87 ]
  %95 = phi double [ %105, %93 ], [ %80, %87 ]
  %96 = phi i32 [ %108, %93 ], [ 0, %87 ]
  %97 = zext nneg i32 %94 to i64
  %98 = mul nuw nsw i64 %97, %19
  %99 = add nuw nsw i64 %98, %18
  %100 = getelementptr inbounds nuw double, ptr %6, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !11
  %102 = getelementptr inbounds nuw double, ptr %5, i64 %99
  %103 = load double, ptr %102, align 8, !tbaa !11
  %104 = fmul contract double %95, %103
  %105 = fsub contract double %101, %104
  %106 = getelementptr inbounds nuw double, ptr %4, i64 %99
  store double %105, ptr %106, align 8, !tbaa !11
  %107 = add nsw i32 %94, -1
  %108 = add i32 %96, 1
  %109 = icmp eq i32 %108, %90
  br i1 %109, label %110, label %93, !llvm.loop !15

110:                                              ; preds = %93, %87
  %111 = phi i32 [ %88, %87 ], [ %107, %93 ]
  %112 = phi double [ %80, %87 ], [ %105, %93 ]
  %113 = icmp ult i32 %88, 3
  br i1 %113, label %162, label %114

114:                                              ; preds = %110, %114
  %115 = phi i32 [ %160, %114 ], [ %111, %110 ]
  %116 = phi double [ %158, %114 ], [ %112, %110 ]
  %117 = zext nneg i32 %115 to i64
  %118 = mul nuw nsw i64 %117, %19
  %119 = add nuw nsw i64 %118, %18
  %120 = getelementptr inbounds nuw double, ptr %6, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !11
  %122 = getelementptr inbounds nuw double, ptr %5, i64 %119
  %123 = load double, ptr %122, align 8, !tbaa !11
  %124 = fmul contract double %116, %123
  %125 = fsub contract double %121, %124
  %126 = getelementptr inbounds nuw double, ptr %4, i64 %119
  store double %125, ptr %126, align 8, !tbaa !11
  %127 = add nsw i32 %115, -1
  %128 = zext nneg i32 %127 to i64
  %129 = mul nuw nsw i64 %128, %19
  %130 = add nuw nsw i64 %129, %18
  %131 = getelementptr inbounds nuw double, ptr %6, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !11
  %133 = getelementptr inbounds nuw double, ptr %5, i64 %130
  %134 = load double, ptr %133, align 8, !tbaa !11
  %135 = fmul contract double %125, %134
  %136 = fsub contract double %132, %135
  %137 = getelementptr inbounds nuw double, ptr %4, i64 %130
  store double %136, ptr %137, align 8, !tbaa !11
  %138 = add nsw i32 %115, -2
  %139 = zext nneg i32 %138 to i64
  %140 = mul nuw nsw i64 %139, %19
  %141 = add nuw nsw i64 %140, %18
  %142 = getelementptr inbounds nuw double, ptr %6, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !11
  %144 = getelementptr inbounds nuw double, ptr %5, i64 %141
  %145 = load double, ptr %144, align 8, !tbaa !11
  %146 = fmul contract double %136, %145
  %147 = fsub contract double %143, %146
  %148 = getelementptr inbounds nuw double, ptr %4, i64 %141
  store double %147, ptr %148, align 8, !tbaa !11
  %149 = add nsw i32 %115, -3
  %150 = zext nneg i32 %149 to i64
  %151 = mul nuw nsw i64 %150, %19
  %152 = add nuw nsw i64 %151, %18
  %153 = getelementptr inbounds nuw double, ptr %6, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !11
  %155 = getelementptr inbounds nuw double, ptr %5, i64 %152
  %156 = load double, ptr %155, align 8, !tbaa !11
  %157 = fmul contract double %147, %156
  %158 = fsub contract double %154, %157
  %159 = getelementptr inbounds nuw double, ptr %4, i64 %152
  store double %158, ptr %159, align 8, !tbaa !11
  %160 = add nsw i32 %115, -4
  %161 = icmp sgt i32 %115, 3
  br i1 %161, label %114, label %162, !llvm.loop !17

162:                                              ; preds = %110, %114, %81, %23
  %163 = phi i32 [ 1, %23 ], [ 0, %81 ], [ 0, %114 ], [ 0, %110 ]
  %164 = getelementptr inbounds nuw i32, ptr %7, i64 %18
  store i32 %163, ptr %164, align 4, !tbaa !6
  br label %165

165:                                              ; preds = %162, %78, %10
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @cyclic_reduction_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = add i32 %5, -513
  %9 = icmp ult i32 %8, -512
  br i1 %9, label %211, label %10

10:                                               ; preds = %7, %10
  %11 = phi i32 [ %13, %10 ], [ 1, %7 ]
  %12 = icmp slt i32 %11, %5
  %13 = shl i32 %11, 1
  br i1 %12, label %10, label %14, !llvm.loop !18

14:                                               ; preds = %10
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %19, label %211

19:                                               ; preds = %14
  %20 = zext nneg i32 %5 to i64
  %21 = icmp samesign ult i32 %15, %11
  %22 = icmp samesign ugt i32 %11, 1
  %23 = icmp eq i32 %15, 0
  %24 = add nsw i32 %11, -1
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sx to ptr), i64 %25
  %27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sb to ptr), i64 %25
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sd to ptr), i64 %25
  %29 = lshr i32 %11, 1
  %30 = icmp eq i32 %29, 0
  %31 = icmp samesign ult i32 %15, %5
  %32 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %33

33:                                               ; preds = %19, %200
  %34 = phi i32 [ %17, %19 ], [ %201, %200 ]
  %35 = sext i32 %34 to i64
  %36 = mul nsw i64 %35, %20
  br i1 %21, label %37, label %39

37:                                               ; preds = %33
  %38 = getelementptr float, ptr %0, i64 %36
  br label %40

39:                                               ; preds = %72, %33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %79, label %78

40:                                               ; preds = %37, %72
  %41 = phi i32 [ %15, %37 ], [ %76, %72 ]
  %42 = icmp slt i32 %41, %5
  br i1 %42, label %43, label %67

43:                                               ; preds = %40
  %44 = icmp eq i32 %41, 0
  br i1 %44, label %49, label %45

45:                                               ; preds = %43
  %46 = zext nneg i32 %41 to i64
  %47 = getelementptr float, ptr %38, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !19
  br label %49

49:                                               ; preds = %43, %45
  %50 = phi i64 [ %46, %45 ], [ 0, %43 ]
  %51 = phi contract float [ %48, %45 ], [ 0.000000e+00, %43 ]
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sa to ptr), i64 %50
  store float %51, ptr %52, align 4, !tbaa !19
  %53 = add nsw i64 %36, %50
  %54 = getelementptr inbounds nuw float, ptr %1, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !19
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sb to ptr), i64 %50
  store float %55, ptr %56, align 4, !tbaa !19
  %57 = add nuw nsw i32 %41, 1
  %58 = icmp slt i32 %57, %5
  br i1 %58, label %59, label %62

59:                                               ; preds = %49
  %60 = getelementptr inbounds nuw float, ptr %2, i64 %53
  %61 = load float, ptr %60, align 4, !tbaa !19
  br label %62

62:                                               ; preds = %49, %59
  %63 = phi contract float [ %61, %59 ], [ 0.000000e+00, %49 ]
  %64 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sc to ptr), i64 %50
  store float %63, ptr %64, align 4, !tbaa !19
  %65 = getelementptr inbounds nuw float, ptr %3, i64 %53
  %66 = load float, ptr %65, align 4, !tbaa !19
  br label %72

67:                                               ; preds = %40
  %68 = zext nneg i32 %41 to i64
  %69 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sa to ptr), i64 %68
  store float 0.000000e+00, ptr %69, align 4, !tbaa !19
  %70 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sb to ptr), i64 %68
  store float 1.000000e+00, ptr %70, align 4, !tbaa !19
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sc to ptr), i64 %68
  store float 0.000000e+00, ptr %71, align 4, !tbaa !19
  br label %72

72:                                               ; preds = %62, %67
  %73 = phi i64 [ %50, %62 ], [ %68, %67 ]
  %74 = phi float [ %66, %62 ], [ 0.000000e+00, %67 ]
  %75 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sd to ptr), i64 %73
  store float %74, ptr %75, align 4, !tbaa !19
  %76 = add nuw nsw i32 %41, %16
  %77 = icmp slt i32 %76, %11
  br i1 %77, label %40, label %39, !llvm.loop !21

78:                                               ; preds = %85, %39
  br i1 %23, label %144, label %148

79:                                               ; preds = %39, %85
  %80 = phi i32 [ %81, %85 ], [ 1, %39 ]
  %81 = shl i32 %80, 1
  %82 = tail call range(i32 1, 33) i32 @llvm.cttz.i32(i32 %81, i1 true)
  %83 = lshr i32 %11, %82
  %84 = icmp samesign ult i32 %15, %83
  br i1 %84, label %87, label %85

85:                                               ; preds = %134, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %86 = icmp slt i32 %81, %11
  br i1 %86, label %79, label %78, !llvm.loop !22

87:                                               ; preds = %79, %134
  %88 = phi i32 [ %142, %134 ], [ %15, %79 ]
  %89 = add nuw nsw i32 %88, 1
  %90 = mul i32 %89, %81
  %91 = add nsw i32 %90, -1
  %92 = sub nsw i32 %91, %80
  %93 = add nsw i32 %91, %80
  %94 = sext i32 %91 to i64
  %95 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sa to ptr), i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !19
  %97 = fneg contract float %96
  %98 = sext i32 %92 to i64
  %99 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sb to ptr), i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !19
  %101 = fdiv contract float %97, %100
  %102 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sb to ptr), i64 %94
  %103 = load float, ptr %102, align 4, !tbaa !19
  %104 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sc to ptr), i64 %98
  %105 = load float, ptr %104, align 4, !tbaa !19
  %106 = fmul contract float %101, %105
  %107 = fadd contract float %103, %106
  %108 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sd to ptr), i64 %94
  %109 = load float, ptr %108, align 4, !tbaa !19
  %110 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sd to ptr), i64 %98
  %111 = load float, ptr %110, align 4, !tbaa !19
  %112 = fmul contract float %101, %111
  %113 = fadd contract float %109, %112
  %114 = icmp slt i32 %93, %11
  br i1 %114, label %115, label %134

115:                                              ; preds = %87
  %116 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sc to ptr), i64 %94
  %117 = load float, ptr %116, align 4, !tbaa !19
  %118 = fneg contract float %117
  %119 = sext i32 %93 to i64
  %120 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sb to ptr), i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !19
  %122 = fdiv contract float %118, %121
  %123 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sa to ptr), i64 %119
  %124 = load float, ptr %123, align 4, !tbaa !19
  %125 = fmul contract float %122, %124
  %126 = fadd contract float %107, %125
  %127 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sd to ptr), i64 %119
  %128 = load float, ptr %127, align 4, !tbaa !19
  %129 = fmul contract float %122, %128
  %130 = fadd contract float %113, %129
  %131 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sc to ptr), i64 %119
  %132 = load float, ptr %131, align 4, !tbaa !19
  %133 = fmul contract float %122, %132
  br label %134

134:                                              ; preds = %115, %87
  %135 = phi float [ %126, %115 ], [ %107, %87 ]
  %136 = phi float [ %130, %115 ], [ %113, %87 ]
  %137 = phi float [ %133, %115 ], [ 0.000000e+00, %87 ]
  %138 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sa to ptr), i64 %98
  %139 = load float, ptr %138, align 4, !tbaa !19
  %140 = fmul contract float %101, %139
  store float %140, ptr %95, align 4, !tbaa !19
  store float %135, ptr %102, align 4, !tbaa !19
  %141 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sc to ptr), i64 %94
  store float %137, ptr %141, align 4, !tbaa !19
  store float %136, ptr %108, align 4, !tbaa !19
  %142 = add nuw nsw i32 %88, %16
  %143 = icmp samesign ult i32 %142, %83
  br i1 %143, label %87, label %85, !llvm.loop !23

144:                                              ; preds = %78
  %145 = load float, ptr %28, align 4, !tbaa !19
  %146 = load float, ptr %27, align 4, !tbaa !19
  %147 = fdiv contract float %145, %146
  store float %147, ptr %26, align 4, !tbaa !19
  br label %148

148:                                              ; preds = %144, %78
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %149, label %152

149:                                              ; preds = %160, %148
  br i1 %31, label %150, label %200

150:                                              ; preds = %149
  %151 = getelementptr float, ptr %4, i64 %36
  br label %203

152:                                              ; preds = %148, %160
  %153 = phi i32 [ %161, %160 ], [ %29, %148 ]
  %154 = phi i32 [ %153, %160 ], [ %11, %148 ]
  %155 = and i32 %154, -2
  %156 = sdiv i32 %11, %155
  %157 = icmp slt i32 %15, %156
  br i1 %157, label %158, label %160

158:                                              ; preds = %152
  %159 = add nsw i32 %153, -1
  br label %163

160:                                              ; preds = %181, %152
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %161 = lshr i32 %153, 1
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %149, label %152, !llvm.loop !24

163:                                              ; preds = %158, %181
  %164 = phi i32 [ %15, %158 ], [ %198, %181 ]
  %165 = mul nsw i32 %164, %155
  %166 = add i32 %159, %165
  %167 = sub nsw i32 %166, %153
  %168 = icmp sgt i32 %167, -1
  br i1 %168, label %169, label %173

169:                                              ; preds = %163
  %170 = zext nneg i32 %167 to i64
  %171 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sx to ptr), i64 %170
  %172 = load float, ptr %171, align 4, !tbaa !19
  br label %173

173:                                              ; preds = %163, %169
  %174 = phi contract float [ %172, %169 ], [ 0.000000e+00, %163 ]
  %175 = add nsw i32 %166, %153
  %176 = icmp slt i32 %175, %11
  br i1 %176, label %177, label %181

177:                                              ; preds = %173
  %178 = sext i32 %175 to i64
  %179 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sx to ptr), i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !19
  br label %181

181:                                              ; preds = %173, %177
  %182 = phi contract float [ %180, %177 ], [ 0.000000e+00, %173 ]
  %183 = sext i32 %166 to i64
  %184 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sd to ptr), i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !19
  %186 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sa to ptr), i64 %183
  %187 = load float, ptr %186, align 4, !tbaa !19
  %188 = fmul contract float %174, %187
  %189 = fsub contract float %185, %188
  %190 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sc to ptr), i64 %183
  %191 = load float, ptr %190, align 4, !tbaa !19
  %192 = fmul contract float %182, %191
  %193 = fsub contract float %189, %192
  %194 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sb to ptr), i64 %183
  %195 = load float, ptr %194, align 4, !tbaa !19
  %196 = fdiv contract float %193, %195
  %197 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sx to ptr), i64 %183
  store float %196, ptr %197, align 4, !tbaa !19
  %198 = add nuw nsw i32 %164, %16
  %199 = icmp slt i32 %198, %156
  br i1 %199, label %163, label %160, !llvm.loop !25

200:                                              ; preds = %203, %149
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %201 = add i32 %34, %32
  %202 = icmp slt i32 %201, %6
  br i1 %202, label %33, label %211, !llvm.loop !26

203:                                              ; preds = %150, %203
  %204 = phi i32 [ %15, %150 ], [ %209, %203 ]
  %205 = zext nneg i32 %204 to i64
  %206 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20cyclic_reduction_f32E2sx to ptr), i64 %205
  %207 = load float, ptr %206, align 4, !tbaa !19
  %208 = getelementptr float, ptr %151, i64 %205
  store float %207, ptr %208, align 4, !tbaa !19
  %209 = add nuw nsw i32 %204, %16
  %210 = icmp slt i32 %209, %5
  br i1 %210, label %203, label %200, !llvm.loop !27

211:                                              ; preds = %200, %14, %7
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
