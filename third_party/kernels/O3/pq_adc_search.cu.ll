; ModuleID = 'src/pq_adc_search.cu'
source_filename = "src/pq_adc_search.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.uint2.1 = type { i32, i32 }

@_ZZ12pq_build_lutE3s_q = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ12pq_build_lutE5s_min = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ12pq_build_lutE7s_range = internal addrspace(3) global i32 undef, align 4
@_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 4
@_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wd = internal unnamed_addr addrspace(3) global [8 x [32 x float]] undef, align 4
@_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wi = internal unnamed_addr addrspace(3) global [8 x [32 x i32]] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pq_encode(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %13 = tail call i32 @llvm.umin.i32(i32 %12, i32 16)
  %14 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %15 = trunc nuw nsw i32 %13 to i8
  %16 = udiv i8 -128, %15
  %17 = zext i8 %16 to i32
  %18 = tail call i32 @llvm.umin.i32(i32 %14, i32 %17)
  %19 = mul nsw i32 %13, %1
  %20 = icmp slt i32 %11, %19
  br i1 %20, label %21, label %178

21:                                               ; preds = %6
  %22 = sdiv i32 %11, %13
  %23 = mul nsw i32 %22, %13
  %24 = sub nsw i32 %11, %23
  %25 = mul nuw nsw i32 %18, %13
  %26 = sext i32 %22 to i64
  %27 = zext nneg i32 %25 to i64
  %28 = mul nsw i64 %26, %27
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %28
  %30 = mul nsw i32 %24, %18
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  %33 = sext i32 %24 to i64
  %34 = shl nuw nsw i32 %18, 8
  %35 = zext nneg i32 %34 to i64
  %36 = mul nsw i64 %35, %33
  %37 = getelementptr inbounds nuw float, ptr %4, i64 %36
  %38 = icmp samesign ult i32 %18, 4
  %39 = and i32 %18, 252
  %40 = and i32 %18, 3
  %41 = icmp eq i32 %40, 0
  br label %48

42:                                               ; preds = %171
  %43 = trunc nuw i32 %175 to i8
  %44 = zext nneg i32 %13 to i64
  %45 = mul nsw i64 %26, %44
  %46 = getelementptr i8, ptr %5, i64 %45
  %47 = getelementptr i8, ptr %46, i64 %33
  store i8 %43, ptr %47, align 1, !tbaa !11
  br label %178

48:                                               ; preds = %21, %171
  %49 = phi i32 [ 0, %21 ], [ %176, %171 ]
  %50 = phi i32 [ 0, %21 ], [ %175, %171 ]
  %51 = phi float [ 0x47EFF933C0000000, %21 ], [ %174, %171 ]
  %52 = mul nuw nsw i32 %49, %18
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw float, ptr %37, i64 %53
  br i1 %38, label %55, label %82

55:                                               ; preds = %82, %48
  %56 = phi float [ 0.000000e+00, %48 ], [ %124, %82 ]
  %57 = phi i32 [ 0, %48 ], [ %39, %82 ]
  %58 = icmp samesign ult i32 %57, %18
  br i1 %58, label %59, label %171

59:                                               ; preds = %55
  br i1 %41, label %76, label %60

60:                                               ; preds = %59, %60
  %61 = phi i32 [ %73, %60 ], [ %57, %59 ]
  %62 = phi float [ %72, %60 ], [ %56, %59 ]
  %63 = phi i32 [ %74, %60 ], [ 0, %59 ]
  %64 = zext nneg i32 %61 to i64
  %65 = getelementptr inbounds nuw float, ptr %32, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !12
  %67 = getelementptr inbounds nuw float, ptr %54, i64 %64
  %68 = addrspacecast ptr %67 to ptr addrspace(1)
  %69 = load float, ptr addrspace(1) %68, align 4, !invariant.load !14
  %70 = fsub contract float %66, %69
  %71 = fmul contract float %70, %70
  %72 = fadd contract float %62, %71
  %73 = add nuw nsw i32 %61, 1
  %74 = add i32 %63, 1
  %75 = icmp eq i32 %74, %40
  br i1 %75, label %76, label %60, !llvm.loop !15

76:                                               ; preds = %60, %59
  %77 = phi float [ poison, %59 ], [ %72, %60 ]
  %78 = phi i32 [ %57, %59 ], [ %73, %60 ]
  %79 = phi float [ %56, %59 ], [ %72, %60 ]
  %80 = sub nsw i32 %57, %18
  %81 = icmp ugt i32 %80, -4
  br i1 %81, label %171, label %127

82:                                               ; preds = %48, %82
  %83 = phi i32 [ %125, %82 ], [ 4, %48 ]
  %84 = phi i32 [ %83, %82 ], [ 0, %48 ]
  %85 = phi float [ %124, %82 ], [ 0.000000e+00, %48 ]
  %86 = zext nneg i32 %84 to i64
  %87 = getelementptr inbounds nuw float, ptr %32, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !12
  %89 = getelementptr inbounds nuw float, ptr %54, i64 %86
  %90 = addrspacecast ptr %89 to ptr addrspace(1)
  %91 = load float, ptr addrspace(1) %90, align 4, !invariant.load !14
  %92 = fsub contract float %88, %91
  %93 = fmul contract float %92, %92
  %94 = fadd contract float %85, %93
  %95 = or disjoint i32 %84, 1
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw float, ptr %32, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !12
  %99 = getelementptr inbounds nuw float, ptr %54, i64 %96
  %100 = addrspacecast ptr %99 to ptr addrspace(1)
  %101 = load float, ptr addrspace(1) %100, align 4, !invariant.load !14
  %102 = fsub contract float %98, %101
  %103 = fmul contract float %102, %102
  %104 = fadd contract float %94, %103
  %105 = or disjoint i32 %84, 2
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds nuw float, ptr %32, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !12
  %109 = getelementptr inbounds nuw float, ptr %54, i64 %106
  %110 = addrspacecast ptr %109 to ptr addrspace(1)
  %111 = load float, ptr addrspace(1) %110, align 4, !invariant.load !14
  %112 = fsub contract float %108, %111
  %113 = fmul contract float %112, %112
  %114 = fadd contract float %104, %113
  %115 = or disjoint i32 %84, 3
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw float, ptr %32, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !12
  %119 = getelementptr inbounds nuw float, ptr %54, i64 %116
  %120 = addrspacecast ptr %119 to ptr addrspace(1)
  %121 = load float, ptr addrspace(1) %120, align 4, !invariant.load !14
  %122 = fsub contract float %118, %121
  %123 = fmul contract float %122, %122
  %124 = fadd contract float %114, %123
  %125 = add nuw nsw i32 %83, 4
  %126 = icmp samesign ugt i32 %125, %18
  br i1 %126, label %55, label %82, !llvm.loop !17

127:                                              ; preds = %76, %127
  %128 = phi i32 [ %169, %127 ], [ %78, %76 ]
  %129 = phi float [ %168, %127 ], [ %79, %76 ]
  %130 = zext nneg i32 %128 to i64
  %131 = getelementptr inbounds nuw float, ptr %32, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !12
  %133 = getelementptr inbounds nuw float, ptr %54, i64 %130
  %134 = addrspacecast ptr %133 to ptr addrspace(1)
  %135 = load float, ptr addrspace(1) %134, align 4, !invariant.load !14
  %136 = fsub contract float %132, %135
  %137 = fmul contract float %136, %136
  %138 = fadd contract float %129, %137
  %139 = add nuw nsw i32 %128, 1
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw float, ptr %32, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !12
  %143 = getelementptr inbounds nuw float, ptr %54, i64 %140
  %144 = addrspacecast ptr %143 to ptr addrspace(1)
  %145 = load float, ptr addrspace(1) %144, align 4, !invariant.load !14
  %146 = fsub contract float %142, %145
  %147 = fmul contract float %146, %146
  %148 = fadd contract float %138, %147
  %149 = add nuw nsw i32 %128, 2
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw float, ptr %32, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !12
  %153 = getelementptr inbounds nuw float, ptr %54, i64 %150
  %154 = addrspacecast ptr %153 to ptr addrspace(1)
  %155 = load float, ptr addrspace(1) %154, align 4, !invariant.load !14
  %156 = fsub contract float %152, %155
  %157 = fmul contract float %156, %156
  %158 = fadd contract float %148, %157
  %159 = add nuw nsw i32 %128, 3
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds nuw float, ptr %32, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !12
  %163 = getelementptr inbounds nuw float, ptr %54, i64 %160
  %164 = addrspacecast ptr %163 to ptr addrspace(1)
  %165 = load float, ptr addrspace(1) %164, align 4, !invariant.load !14
  %166 = fsub contract float %162, %165
  %167 = fmul contract float %166, %166
  %168 = fadd contract float %158, %167
  %169 = add nuw nsw i32 %128, 4
  %170 = icmp eq i32 %169, %18
  br i1 %170, label %171, label %127, !llvm.loop !19

171:                                              ; preds = %76, %127, %55
  %172 = phi float [ %56, %55 ], [ %77, %76 ], [ %168, %127 ]
  %173 = fcmp contract olt float %172, %51
  %174 = select i1 %173, float %172, float %51
  %175 = select i1 %173, i32 %49, i32 %50
  %176 = add nuw nsw i32 %49, 1
  %177 = icmp eq i32 %176, 256
  br i1 %177, label %42, label %48, !llvm.loop !20

178:                                              ; preds = %6, %42
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pq_build_lut(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 1)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 16)
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %11 = trunc nuw nsw i32 %9 to i8
  %12 = udiv i8 -128, %11
  %13 = zext i8 %12 to i32
  %14 = tail call i32 @llvm.umin.i32(i32 %10, i32 %13)
  %15 = mul nuw nsw i32 %14, %9
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp samesign ult i32 %17, %15
  br i1 %18, label %19, label %25

19:                                               ; preds = %7
  %20 = zext nneg i32 %16 to i64
  %21 = zext nneg i32 %15 to i64
  %22 = mul nuw nsw i64 %21, %20
  %23 = getelementptr float, ptr %0, i64 %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %27

25:                                               ; preds = %27, %7
  %26 = icmp samesign ult i32 %17, 16
  br i1 %26, label %35, label %38

27:                                               ; preds = %19, %27
  %28 = phi i32 [ %17, %19 ], [ %33, %27 ]
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr float, ptr %23, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !12
  %32 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE3s_q to ptr), i64 %29
  store float %31, ptr %32, align 4, !tbaa !12
  %33 = add nuw nsw i32 %28, %24
  %34 = icmp samesign ult i32 %33, %15
  br i1 %34, label %27, label %25, !llvm.loop !21

35:                                               ; preds = %25
  %36 = zext nneg i32 %17 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %36
  store i32 -1, ptr %37, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %35, %25
  %39 = icmp eq i32 %17, 0
  br i1 %39, label %40, label %41

40:                                               ; preds = %38
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE7s_range to ptr), align 4, !tbaa !6
  br label %41

41:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = zext nneg i32 %16 to i64
  %43 = zext nneg i32 %9 to i64
  %44 = shl nuw nsw i64 %42, 8
  %45 = mul nuw nsw i64 %44, %43
  %46 = getelementptr inbounds nuw float, ptr %4, i64 %45
  %47 = shl nuw nsw i32 %9, 8
  %48 = icmp samesign ult i32 %17, %47
  br i1 %48, label %49, label %57

49:                                               ; preds = %41
  %50 = zext nneg i32 %14 to i64
  %51 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %52 = and i32 %14, 3
  %53 = icmp samesign ult i32 %14, 4
  %54 = and i32 %14, 252
  %55 = icmp eq i32 %52, 0
  %56 = icmp ne i32 %52, 0
  br label %60

57:                                               ; preds = %93, %41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %48, label %58, label %162

58:                                               ; preds = %57
  %59 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %171

60:                                               ; preds = %49, %93
  %61 = phi i32 [ %17, %49 ], [ %106, %93 ]
  %62 = lshr i32 %61, 8
  %63 = and i32 %61, 255
  %64 = zext nneg i32 %62 to i64
  %65 = shl nuw nsw i64 %64, 8
  %66 = zext nneg i32 %63 to i64
  %67 = or disjoint i64 %65, %66
  %68 = mul nuw nsw i64 %67, %50
  %69 = getelementptr inbounds nuw float, ptr %3, i64 %68
  %70 = mul nuw nsw i32 %62, %14
  br i1 %53, label %72, label %108

71:                                               ; preds = %108
  br i1 %55, label %93, label %72

72:                                               ; preds = %71, %60
  %73 = phi float [ 0.000000e+00, %60 ], [ %158, %71 ]
  %74 = phi i32 [ 0, %60 ], [ %159, %71 ]
  tail call void @llvm.assume(i1 %56)
  br label %75

75:                                               ; preds = %75, %72
  %76 = phi float [ %73, %72 ], [ %89, %75 ]
  %77 = phi i32 [ %74, %72 ], [ %90, %75 ]
  %78 = phi i32 [ 0, %72 ], [ %91, %75 ]
  %79 = add nuw nsw i32 %77, %70
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE3s_q to ptr), i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !12
  %83 = zext nneg i32 %77 to i64
  %84 = getelementptr inbounds nuw float, ptr %69, i64 %83
  %85 = addrspacecast ptr %84 to ptr addrspace(1)
  %86 = load float, ptr addrspace(1) %85, align 4, !invariant.load !14
  %87 = fsub contract float %82, %86
  %88 = fmul contract float %87, %87
  %89 = fadd contract float %76, %88
  %90 = add nuw nsw i32 %77, 1
  %91 = add i32 %78, 1
  %92 = icmp eq i32 %91, %52
  br i1 %92, label %93, label %75, !llvm.loop !22

93:                                               ; preds = %75, %71
  %94 = phi float [ %158, %71 ], [ %89, %75 ]
  %95 = zext nneg i32 %61 to i64
  %96 = getelementptr inbounds nuw float, ptr %46, i64 %95
  store float %94, ptr %96, align 4, !tbaa !12
  %97 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %64
  %98 = bitcast float %94 to i32
  %99 = xor i32 %98, -1
  %100 = tail call float @llvm.fabs.f32(float %94)
  %101 = fneg float %100
  %102 = bitcast float %101 to i32
  %103 = icmp slt i32 %98, 0
  %104 = select i1 %103, i32 %99, i32 %102
  %105 = atomicrmw umin ptr %97, i32 %104 seq_cst, align 4
  %106 = add nuw nsw i32 %61, %51
  %107 = icmp samesign ult i32 %106, %47
  br i1 %107, label %60, label %57, !llvm.loop !23

108:                                              ; preds = %60, %108
  %109 = phi float [ %158, %108 ], [ 0.000000e+00, %60 ]
  %110 = phi i32 [ %159, %108 ], [ 0, %60 ]
  %111 = phi i32 [ %160, %108 ], [ 0, %60 ]
  %112 = add nuw nsw i32 %110, %70
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE3s_q to ptr), i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !12
  %116 = zext nneg i32 %110 to i64
  %117 = getelementptr inbounds nuw float, ptr %69, i64 %116
  %118 = addrspacecast ptr %117 to ptr addrspace(1)
  %119 = load float, ptr addrspace(1) %118, align 4, !invariant.load !14
  %120 = fsub contract float %115, %119
  %121 = fmul contract float %120, %120
  %122 = fadd contract float %109, %121
  %123 = or disjoint i32 %110, 1
  %124 = add nuw nsw i32 %123, %70
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE3s_q to ptr), i64 %125
  %127 = load float, ptr %126, align 4, !tbaa !12
  %128 = zext nneg i32 %123 to i64
  %129 = getelementptr inbounds nuw float, ptr %69, i64 %128
  %130 = addrspacecast ptr %129 to ptr addrspace(1)
  %131 = load float, ptr addrspace(1) %130, align 4, !invariant.load !14
  %132 = fsub contract float %127, %131
  %133 = fmul contract float %132, %132
  %134 = fadd contract float %122, %133
  %135 = or disjoint i32 %110, 2
  %136 = add nuw nsw i32 %135, %70
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE3s_q to ptr), i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !12
  %140 = zext nneg i32 %135 to i64
  %141 = getelementptr inbounds nuw float, ptr %69, i64 %140
  %142 = addrspacecast ptr %141 to ptr addrspace(1)
  %143 = load float, ptr addrspace(1) %142, align 4, !invariant.load !14
  %144 = fsub contract float %139, %143
  %145 = fmul contract float %144, %144
  %146 = fadd contract float %134, %145
  %147 = or disjoint i32 %110, 3
  %148 = add nuw nsw i32 %147, %70
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE3s_q to ptr), i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !12
  %152 = zext nneg i32 %147 to i64
  %153 = getelementptr inbounds nuw float, ptr %69, i64 %152
  %154 = addrspacecast ptr %153 to ptr addrspace(1)
  %155 = load float, ptr addrspace(1) %154, align 4, !invariant.load !14
  %156 = fsub contract float %151, %155
  %157 = fmul contract float %156, %156
  %158 = fadd contract float %146, %157
  %159 = add nuw nsw i32 %110, 4
  %160 = add i32 %111, 4
  %161 = icmp eq i32 %160, %54
  br i1 %161, label %71, label %108, !llvm.loop !24

162:                                              ; preds = %171, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %163 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE7s_range to ptr), align 4, !tbaa !6
  %164 = fcmp contract ogt float %163, 0.000000e+00
  %165 = fdiv contract float %163, 2.550000e+02
  %166 = select contract i1 %164, float %165, float 1.000000e+00
  %167 = fdiv contract float 1.000000e+00, %166
  br i1 %48, label %168, label %191

168:                                              ; preds = %162
  %169 = getelementptr i8, ptr %5, i64 %45
  %170 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %197

171:                                              ; preds = %58, %171
  %172 = phi i32 [ %17, %58 ], [ %189, %171 ]
  %173 = lshr i32 %172, 8
  %174 = zext nneg i32 %172 to i64
  %175 = getelementptr inbounds nuw float, ptr %46, i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !12
  %177 = zext nneg i32 %173 to i64
  %178 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !6
  %180 = and i32 %179, 2147483647
  %181 = xor i32 %179, -1
  %182 = icmp slt i32 %179, 0
  %183 = select i1 %182, i32 %180, i32 %181
  %184 = bitcast i32 %183 to float
  %185 = fsub contract float %176, %184
  %186 = tail call noundef float @llvm.maxnum.f32(float %185, float 0.000000e+00)
  %187 = bitcast float %186 to i32
  %188 = atomicrmw umax ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE7s_range to ptr), i32 %187 seq_cst, align 4
  %189 = add nuw nsw i32 %172, %59
  %190 = icmp samesign ult i32 %189, %47
  br i1 %190, label %171, label %162, !llvm.loop !25

191:                                              ; preds = %197, %162
  br i1 %39, label %192, label %292

192:                                              ; preds = %191
  %193 = and i32 %9, 3
  %194 = icmp slt i32 %1, 4
  br i1 %194, label %222, label %195

195:                                              ; preds = %192
  %196 = and i32 %9, 28
  br label %246

197:                                              ; preds = %168, %197
  %198 = phi i32 [ %17, %168 ], [ %218, %197 ]
  %199 = lshr i32 %198, 8
  %200 = zext nneg i32 %198 to i64
  %201 = getelementptr inbounds nuw float, ptr %46, i64 %200
  %202 = load float, ptr %201, align 4, !tbaa !12
  %203 = zext nneg i32 %199 to i64
  %204 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %203
  %205 = load i32, ptr %204, align 4, !tbaa !6
  %206 = and i32 %205, 2147483647
  %207 = xor i32 %205, -1
  %208 = icmp slt i32 %205, 0
  %209 = select i1 %208, i32 %206, i32 %207
  %210 = bitcast i32 %209 to float
  %211 = fsub contract float %202, %210
  %212 = fmul contract float %167, %211
  %213 = tail call contract noundef float @llvm.rint.f32(float %212)
  %214 = tail call noundef float @llvm.maxnum.f32(float %213, float 0.000000e+00)
  %215 = tail call noundef float @llvm.minnum.f32(float %214, float 2.550000e+02)
  %216 = fptoui float %215 to i8
  %217 = getelementptr i8, ptr %169, i64 %200
  store i8 %216, ptr %217, align 1, !tbaa !11
  %218 = add nuw nsw i32 %198, %170
  %219 = icmp samesign ult i32 %218, %47
  br i1 %219, label %197, label %191, !llvm.loop !26

220:                                              ; preds = %246
  %221 = icmp eq i32 %193, 0
  br i1 %221, label %242, label %222

222:                                              ; preds = %220, %192
  %223 = phi i32 [ 0, %192 ], [ %289, %220 ]
  %224 = phi float [ 0.000000e+00, %192 ], [ %288, %220 ]
  %225 = icmp ne i32 %193, 0
  tail call void @llvm.assume(i1 %225)
  br label %226

226:                                              ; preds = %226, %222
  %227 = phi i32 [ %239, %226 ], [ %223, %222 ]
  %228 = phi float [ %238, %226 ], [ %224, %222 ]
  %229 = phi i32 [ %240, %226 ], [ 0, %222 ]
  %230 = zext nneg i32 %227 to i64
  %231 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !6
  %233 = and i32 %232, 2147483647
  %234 = xor i32 %232, -1
  %235 = icmp slt i32 %232, 0
  %236 = select i1 %235, i32 %233, i32 %234
  %237 = bitcast i32 %236 to float
  %238 = fadd contract float %228, %237
  %239 = add nuw nsw i32 %227, 1
  %240 = add i32 %229, 1
  %241 = icmp eq i32 %240, %193
  br i1 %241, label %242, label %226, !llvm.loop !27

242:                                              ; preds = %226, %220
  %243 = phi float [ %288, %220 ], [ %238, %226 ]
  %244 = getelementptr inbounds nuw %struct.float2.0, ptr %6, i64 %42
  store float %166, ptr %244, align 8, !tbaa !12
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 4
  store float %243, ptr %245, align 4, !tbaa !12
  br label %292

246:                                              ; preds = %246, %195
  %247 = phi i32 [ 0, %195 ], [ %289, %246 ]
  %248 = phi float [ 0.000000e+00, %195 ], [ %288, %246 ]
  %249 = phi i32 [ 0, %195 ], [ %290, %246 ]
  %250 = zext nneg i32 %247 to i64
  %251 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !6
  %253 = and i32 %252, 2147483647
  %254 = xor i32 %252, -1
  %255 = icmp slt i32 %252, 0
  %256 = select i1 %255, i32 %253, i32 %254
  %257 = bitcast i32 %256 to float
  %258 = fadd contract float %248, %257
  %259 = zext nneg i32 %247 to i64
  %260 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %259
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 4
  %262 = load i32, ptr %261, align 4, !tbaa !6
  %263 = and i32 %262, 2147483647
  %264 = xor i32 %262, -1
  %265 = icmp slt i32 %262, 0
  %266 = select i1 %265, i32 %263, i32 %264
  %267 = bitcast i32 %266 to float
  %268 = fadd contract float %258, %267
  %269 = zext nneg i32 %247 to i64
  %270 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %269
  %271 = getelementptr inbounds nuw i8, ptr %270, i64 8
  %272 = load i32, ptr %271, align 4, !tbaa !6
  %273 = and i32 %272, 2147483647
  %274 = xor i32 %272, -1
  %275 = icmp slt i32 %272, 0
  %276 = select i1 %275, i32 %273, i32 %274
  %277 = bitcast i32 %276 to float
  %278 = fadd contract float %268, %277
  %279 = zext nneg i32 %247 to i64
  %280 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %279
  %281 = getelementptr inbounds nuw i8, ptr %280, i64 12
  %282 = load i32, ptr %281, align 4, !tbaa !6
  %283 = and i32 %282, 2147483647
  %284 = xor i32 %282, -1
  %285 = icmp slt i32 %282, 0
  %286 = select i1 %285, i32 %283, i32 %284
  %287 = bitcast i32 %286 to float
  %288 = fadd contract float %278, %287
  %289 = add nuw nsw i32 %247, 4
  %290 = add i32 %249, 4
  %291 = icmp eq i32 %290, %196
  br i1 %291, label %220, label %246, !llvm.loop !28

292:                                              ; preds = %242, %191
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pq_adc_scan_topk(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %8 = tail call i32 @llvm.umin.i32(i32 %7, i32 32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = lshr i32 %9, 5
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = lshr i32 %12, 5
  %14 = and i32 %12, 31
  %15 = icmp ne i32 %14, 0
  %16 = icmp samesign ugt i32 %12, 287
  %17 = or i1 %16, %15
  br i1 %17, label %546, label %18

18:                                               ; preds = %6
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = shl nuw nsw i64 %20, 13
  %22 = getelementptr i8, ptr %0, i64 %21
  br label %86

23:                                               ; preds = %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %24 = and i32 %9, 992
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %26, label %94

26:                                               ; preds = %23
  %27 = xor i32 %10, 31
  %28 = and i32 %9, 2
  %29 = icmp eq i32 %28, 0
  %30 = and i32 %9, 1
  %31 = icmp eq i32 %30, 0
  %32 = xor i1 %29, %31
  %33 = and i32 %9, 4
  %34 = icmp eq i32 %33, 0
  %35 = and i32 %9, 2
  %36 = icmp eq i32 %35, 0
  %37 = and i32 %9, 1
  %38 = icmp eq i32 %37, 0
  %39 = and i32 %9, 8
  %40 = icmp eq i32 %39, 0
  %41 = and i32 %9, 4
  %42 = icmp eq i32 %41, 0
  %43 = and i32 %9, 2
  %44 = icmp eq i32 %43, 0
  %45 = and i32 %9, 1
  %46 = icmp eq i32 %45, 0
  %47 = and i32 %9, 16
  %48 = icmp eq i32 %47, 0
  %49 = and i32 %9, 8
  %50 = icmp eq i32 %49, 0
  %51 = and i32 %9, 4
  %52 = icmp eq i32 %51, 0
  %53 = and i32 %9, 2
  %54 = icmp eq i32 %53, 0
  %55 = and i32 %9, 1
  %56 = icmp eq i32 %55, 0
  %57 = and i32 %9, 16
  %58 = icmp ne i32 %57, 0
  %59 = and i32 %9, 8
  %60 = icmp ne i32 %59, 0
  %61 = and i32 %9, 4
  %62 = icmp ne i32 %61, 0
  %63 = and i32 %9, 2
  %64 = icmp ne i32 %63, 0
  %65 = and i32 %9, 1
  %66 = icmp ne i32 %65, 0
  %67 = and i32 %9, 16
  %68 = icmp eq i32 %67, 0
  %69 = and i32 %9, 8
  %70 = icmp eq i32 %69, 0
  %71 = and i32 %9, 4
  %72 = icmp eq i32 %71, 0
  %73 = and i32 %9, 2
  %74 = icmp eq i32 %73, 0
  %75 = and i32 %9, 1
  %76 = icmp eq i32 %75, 0
  %77 = xor i1 %36, %34
  %78 = xor i1 %38, %34
  %79 = xor i1 %42, %40
  %80 = xor i1 %44, %40
  %81 = xor i1 %46, %40
  %82 = xor i1 %50, %48
  %83 = xor i1 %52, %48
  %84 = xor i1 %54, %48
  %85 = xor i1 %56, %48
  br label %119

86:                                               ; preds = %18, %86
  %87 = phi i32 [ %9, %18 ], [ %92, %86 ]
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr float, ptr %22, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !12, !alias.scope !29, !noalias !39
  %91 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %88
  store float %90, ptr %91, align 4, !tbaa !12, !noalias !38
  %92 = add nuw nsw i32 %87, %12
  %93 = icmp samesign ult i32 %92, 2048
  br i1 %93, label %86, label %23, !llvm.loop !40

94:                                               ; preds = %447, %23
  %95 = phi float [ 0x47EFF933C0000000, %23 ], [ %448, %447 ]
  %96 = phi i32 [ 2147483647, %23 ], [ %449, %447 ]
  %97 = zext nneg i32 %11 to i64
  %98 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wd to ptr), i64 %97
  %99 = zext nneg i32 %10 to i64
  %100 = getelementptr inbounds nuw float, ptr %98, i64 %99
  store float %95, ptr %100, align 4, !tbaa !12, !noalias !38
  %101 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wi to ptr), i64 %97
  %102 = getelementptr inbounds nuw i32, ptr %101, i64 %99
  store i32 %96, ptr %102, align 4, !tbaa !6, !noalias !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !38
  %103 = icmp eq i32 %11, 0
  br i1 %103, label %104, label %546

104:                                              ; preds = %94
  %105 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wd to ptr), i64 %99
  %106 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wi to ptr), i64 %99
  %107 = icmp samesign ugt i32 %12, 63
  br i1 %107, label %108, label %452

108:                                              ; preds = %104
  %109 = xor i32 %9, 31
  %110 = and i32 %9, 1
  %111 = icmp eq i32 %110, 0
  %112 = icmp samesign ult i32 %9, 16
  %113 = and i32 %9, 8
  %114 = icmp eq i32 %113, 0
  %115 = and i32 %9, 4
  %116 = icmp eq i32 %115, 0
  %117 = and i32 %9, 2
  %118 = icmp eq i32 %117, 0
  br label %456

119:                                              ; preds = %26, %447
  %120 = phi i32 [ %24, %26 ], [ %450, %447 ]
  %121 = phi i32 [ 2147483647, %26 ], [ %449, %447 ]
  %122 = phi float [ 0x47EFF933C0000000, %26 ], [ %448, %447 ]
  %123 = or disjoint i32 %120, %10
  %124 = icmp slt i32 %123, %2
  br i1 %124, label %125, label %182

125:                                              ; preds = %119
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds nuw %struct.uint2.1, ptr %1, i64 %126
  %128 = load i32, ptr %127, align 8, !tbaa !6, !alias.scope !32, !noalias !41
  %129 = getelementptr inbounds nuw i8, ptr %127, i64 4
  %130 = load i32, ptr %129, align 4, !tbaa !6, !alias.scope !32, !noalias !41
  %131 = and i32 %128, 255
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !12, !noalias !38
  %135 = fadd contract float %134, 0.000000e+00
  %136 = lshr i32 %128, 8
  %137 = and i32 %136, 255
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 1024
  %141 = load float, ptr %140, align 4, !tbaa !12, !noalias !38
  %142 = fadd contract float %135, %141
  %143 = lshr i32 %128, 16
  %144 = and i32 %143, 255
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %145
  %147 = getelementptr inbounds nuw i8, ptr %146, i64 2048
  %148 = load float, ptr %147, align 4, !tbaa !12, !noalias !38
  %149 = fadd contract float %142, %148
  %150 = lshr i32 %128, 24
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 3072
  %154 = load float, ptr %153, align 4, !tbaa !12, !noalias !38
  %155 = fadd contract float %149, %154
  %156 = and i32 %130, 255
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %157
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 4096
  %160 = load float, ptr %159, align 4, !tbaa !12, !noalias !38
  %161 = fadd contract float %155, %160
  %162 = lshr i32 %130, 8
  %163 = and i32 %162, 255
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %164
  %166 = getelementptr inbounds nuw i8, ptr %165, i64 5120
  %167 = load float, ptr %166, align 4, !tbaa !12, !noalias !38
  %168 = fadd contract float %161, %167
  %169 = lshr i32 %130, 16
  %170 = and i32 %169, 255
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %171
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 6144
  %174 = load float, ptr %173, align 4, !tbaa !12, !noalias !38
  %175 = fadd contract float %168, %174
  %176 = lshr i32 %130, 24
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %177
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 7168
  %180 = load float, ptr %179, align 4, !tbaa !12, !noalias !38
  %181 = fadd contract float %175, %180
  br label %182

182:                                              ; preds = %125, %119
  %183 = phi float [ 0x47EFF933C0000000, %119 ], [ %181, %125 ]
  %184 = phi i32 [ 2147483647, %119 ], [ %123, %125 ]
  %185 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %122, i32 31, i32 31), !noalias !38
  %186 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %121, i32 31, i32 31), !noalias !38
  %187 = fcmp contract olt float %183, %185
  br i1 %187, label %192, label %188

188:                                              ; preds = %182
  %189 = fcmp contract oeq float %183, %185
  %190 = icmp slt i32 %184, %186
  %191 = and i1 %189, %190
  br label %192

192:                                              ; preds = %182, %188
  %193 = phi i1 [ true, %182 ], [ %191, %188 ]
  %194 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %193), !noalias !38
  br i1 %194, label %195, label %447

195:                                              ; preds = %192
  %196 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 1, i32 31), !noalias !38
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %184, i32 1, i32 31), !noalias !38
  %198 = fcmp contract olt float %196, %183
  br i1 %198, label %371, label %367

199:                                              ; preds = %371
  %200 = fcmp contract oeq float %376, %374
  %201 = icmp slt i32 %377, %375
  %202 = and i1 %200, %201
  br label %203

203:                                              ; preds = %199, %371
  %204 = phi i1 [ true, %371 ], [ %202, %199 ]
  %205 = xor i1 %204, %77
  %206 = select i1 %205, float %376, float %374
  %207 = select i1 %205, i32 %377, i32 %375
  %208 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %206, i32 1, i32 31), !noalias !38
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %207, i32 1, i32 31), !noalias !38
  %210 = fcmp contract olt float %208, %206
  br i1 %210, label %215, label %211

211:                                              ; preds = %203
  %212 = fcmp contract oeq float %208, %206
  %213 = icmp slt i32 %209, %207
  %214 = and i1 %212, %213
  br label %215

215:                                              ; preds = %211, %203
  %216 = phi i1 [ true, %203 ], [ %214, %211 ]
  %217 = xor i1 %216, %78
  %218 = select i1 %217, float %208, float %206
  %219 = select i1 %217, i32 %209, i32 %207
  %220 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %218, i32 4, i32 31), !noalias !38
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %219, i32 4, i32 31), !noalias !38
  %222 = fcmp contract olt float %220, %218
  br i1 %222, label %227, label %223

223:                                              ; preds = %215
  %224 = fcmp contract oeq float %220, %218
  %225 = icmp slt i32 %221, %219
  %226 = and i1 %224, %225
  br label %227

227:                                              ; preds = %223, %215
  %228 = phi i1 [ true, %215 ], [ %226, %223 ]
  %229 = xor i1 %228, %79
  %230 = select i1 %229, float %220, float %218
  %231 = select i1 %229, i32 %221, i32 %219
  %232 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %230, i32 2, i32 31), !noalias !38
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %231, i32 2, i32 31), !noalias !38
  %234 = fcmp contract olt float %232, %230
  br i1 %234, label %239, label %235

235:                                              ; preds = %227
  %236 = fcmp contract oeq float %232, %230
  %237 = icmp slt i32 %233, %231
  %238 = and i1 %236, %237
  br label %239

239:                                              ; preds = %235, %227
  %240 = phi i1 [ true, %227 ], [ %238, %235 ]
  %241 = xor i1 %240, %80
  %242 = select i1 %241, float %232, float %230
  %243 = select i1 %241, i32 %233, i32 %231
  %244 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %242, i32 1, i32 31), !noalias !38
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %243, i32 1, i32 31), !noalias !38
  %246 = fcmp contract olt float %244, %242
  br i1 %246, label %251, label %247

247:                                              ; preds = %239
  %248 = fcmp contract oeq float %244, %242
  %249 = icmp slt i32 %245, %243
  %250 = and i1 %248, %249
  br label %251

251:                                              ; preds = %247, %239
  %252 = phi i1 [ true, %239 ], [ %250, %247 ]
  %253 = xor i1 %252, %81
  %254 = select i1 %253, float %244, float %242
  %255 = select i1 %253, i32 %245, i32 %243
  %256 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %254, i32 8, i32 31), !noalias !38
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %255, i32 8, i32 31), !noalias !38
  %258 = fcmp contract olt float %256, %254
  br i1 %258, label %263, label %259

259:                                              ; preds = %251
  %260 = fcmp contract oeq float %256, %254
  %261 = icmp slt i32 %257, %255
  %262 = and i1 %260, %261
  br label %263

263:                                              ; preds = %259, %251
  %264 = phi i1 [ true, %251 ], [ %262, %259 ]
  %265 = xor i1 %264, %82
  %266 = select i1 %265, float %256, float %254
  %267 = select i1 %265, i32 %257, i32 %255
  %268 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %266, i32 4, i32 31), !noalias !38
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 4, i32 31), !noalias !38
  %270 = fcmp contract olt float %268, %266
  br i1 %270, label %275, label %271

271:                                              ; preds = %263
  %272 = fcmp contract oeq float %268, %266
  %273 = icmp slt i32 %269, %267
  %274 = and i1 %272, %273
  br label %275

275:                                              ; preds = %271, %263
  %276 = phi i1 [ true, %263 ], [ %274, %271 ]
  %277 = xor i1 %276, %83
  %278 = select i1 %277, float %268, float %266
  %279 = select i1 %277, i32 %269, i32 %267
  %280 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %278, i32 2, i32 31), !noalias !38
  %281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %279, i32 2, i32 31), !noalias !38
  %282 = fcmp contract olt float %280, %278
  br i1 %282, label %287, label %283

283:                                              ; preds = %275
  %284 = fcmp contract oeq float %280, %278
  %285 = icmp slt i32 %281, %279
  %286 = and i1 %284, %285
  br label %287

287:                                              ; preds = %283, %275
  %288 = phi i1 [ true, %275 ], [ %286, %283 ]
  %289 = xor i1 %288, %84
  %290 = select i1 %289, float %280, float %278
  %291 = select i1 %289, i32 %281, i32 %279
  %292 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %290, i32 1, i32 31), !noalias !38
  %293 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %291, i32 1, i32 31), !noalias !38
  %294 = fcmp contract olt float %292, %290
  br i1 %294, label %299, label %295

295:                                              ; preds = %287
  %296 = fcmp contract oeq float %292, %290
  %297 = icmp slt i32 %293, %291
  %298 = and i1 %296, %297
  br label %299

299:                                              ; preds = %295, %287
  %300 = phi i1 [ true, %287 ], [ %298, %295 ]
  %301 = xor i1 %300, %85
  %302 = select i1 %301, float %292, float %290
  %303 = select i1 %301, i32 %293, i32 %291
  %304 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %302, i32 16, i32 31), !noalias !38
  %305 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %303, i32 16, i32 31), !noalias !38
  %306 = fcmp contract olt float %304, %302
  br i1 %306, label %311, label %307

307:                                              ; preds = %299
  %308 = fcmp contract oeq float %304, %302
  %309 = icmp slt i32 %305, %303
  %310 = and i1 %308, %309
  br label %311

311:                                              ; preds = %307, %299
  %312 = phi i1 [ true, %299 ], [ %310, %307 ]
  %313 = xor i1 %58, %312
  %314 = select i1 %313, float %304, float %302
  %315 = select i1 %313, i32 %305, i32 %303
  %316 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %314, i32 8, i32 31), !noalias !38
  %317 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %315, i32 8, i32 31), !noalias !38
  %318 = fcmp contract olt float %316, %314
  br i1 %318, label %323, label %319

319:                                              ; preds = %311
  %320 = fcmp contract oeq float %316, %314
  %321 = icmp slt i32 %317, %315
  %322 = and i1 %320, %321
  br label %323

323:                                              ; preds = %319, %311
  %324 = phi i1 [ true, %311 ], [ %322, %319 ]
  %325 = xor i1 %60, %324
  %326 = select i1 %325, float %316, float %314
  %327 = select i1 %325, i32 %317, i32 %315
  %328 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %326, i32 4, i32 31), !noalias !38
  %329 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %327, i32 4, i32 31), !noalias !38
  %330 = fcmp contract olt float %328, %326
  br i1 %330, label %335, label %331

331:                                              ; preds = %323
  %332 = fcmp contract oeq float %328, %326
  %333 = icmp slt i32 %329, %327
  %334 = and i1 %332, %333
  br label %335

335:                                              ; preds = %331, %323
  %336 = phi i1 [ true, %323 ], [ %334, %331 ]
  %337 = xor i1 %62, %336
  %338 = select i1 %337, float %328, float %326
  %339 = select i1 %337, i32 %329, i32 %327
  %340 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %338, i32 2, i32 31), !noalias !38
  %341 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %339, i32 2, i32 31), !noalias !38
  %342 = fcmp contract olt float %340, %338
  br i1 %342, label %347, label %343

343:                                              ; preds = %335
  %344 = fcmp contract oeq float %340, %338
  %345 = icmp slt i32 %341, %339
  %346 = and i1 %344, %345
  br label %347

347:                                              ; preds = %343, %335
  %348 = phi i1 [ true, %335 ], [ %346, %343 ]
  %349 = xor i1 %64, %348
  %350 = select i1 %349, float %340, float %338
  %351 = select i1 %349, i32 %341, i32 %339
  %352 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %350, i32 1, i32 31), !noalias !38
  %353 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %351, i32 1, i32 31), !noalias !38
  %354 = fcmp contract olt float %352, %350
  br i1 %354, label %359, label %355

355:                                              ; preds = %347
  %356 = fcmp contract oeq float %352, %350
  %357 = icmp slt i32 %353, %351
  %358 = and i1 %356, %357
  br label %359

359:                                              ; preds = %347, %355
  %360 = phi i1 [ true, %347 ], [ %358, %355 ]
  %361 = xor i1 %66, %360
  %362 = select i1 %361, i32 %353, i32 %351
  %363 = select i1 %361, float %352, float %350
  %364 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %363, i32 %27, i32 31), !noalias !38
  %365 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %362, i32 %27, i32 31), !noalias !38
  %366 = fcmp contract olt float %364, %122
  br i1 %366, label %383, label %379

367:                                              ; preds = %195
  %368 = fcmp contract oeq float %196, %183
  %369 = icmp slt i32 %197, %184
  %370 = and i1 %368, %369
  br label %371

371:                                              ; preds = %367, %195
  %372 = phi i1 [ true, %195 ], [ %370, %367 ]
  %373 = xor i1 %32, %372
  %374 = select i1 %373, float %196, float %183
  %375 = select i1 %373, i32 %197, i32 %184
  %376 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %374, i32 2, i32 31), !noalias !38
  %377 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %375, i32 2, i32 31), !noalias !38
  %378 = fcmp contract olt float %376, %374
  br i1 %378, label %203, label %199

379:                                              ; preds = %359
  %380 = fcmp contract oeq float %364, %122
  %381 = icmp slt i32 %365, %121
  %382 = and i1 %380, %381
  br label %383

383:                                              ; preds = %379, %359
  %384 = phi i1 [ true, %359 ], [ %382, %379 ]
  %385 = select i1 %384, float %364, float %122
  %386 = select i1 %384, i32 %365, i32 %121
  %387 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %385, i32 16, i32 31), !noalias !38
  %388 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %386, i32 16, i32 31), !noalias !38
  %389 = fcmp contract olt float %387, %385
  br i1 %389, label %394, label %390

390:                                              ; preds = %383
  %391 = fcmp contract oeq float %387, %385
  %392 = icmp slt i32 %388, %386
  %393 = and i1 %391, %392
  br label %394

394:                                              ; preds = %390, %383
  %395 = phi i1 [ true, %383 ], [ %393, %390 ]
  %396 = xor i1 %68, %395
  %397 = select i1 %396, float %385, float %387
  %398 = select i1 %396, i32 %386, i32 %388
  %399 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %397, i32 8, i32 31), !noalias !38
  %400 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %398, i32 8, i32 31), !noalias !38
  %401 = fcmp contract olt float %399, %397
  br i1 %401, label %406, label %402

402:                                              ; preds = %394
  %403 = fcmp contract oeq float %399, %397
  %404 = icmp slt i32 %400, %398
  %405 = and i1 %403, %404
  br label %406

406:                                              ; preds = %402, %394
  %407 = phi i1 [ true, %394 ], [ %405, %402 ]
  %408 = xor i1 %70, %407
  %409 = select i1 %408, float %397, float %399
  %410 = select i1 %408, i32 %398, i32 %400
  %411 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %409, i32 4, i32 31), !noalias !38
  %412 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %410, i32 4, i32 31), !noalias !38
  %413 = fcmp contract olt float %411, %409
  br i1 %413, label %418, label %414

414:                                              ; preds = %406
  %415 = fcmp contract oeq float %411, %409
  %416 = icmp slt i32 %412, %410
  %417 = and i1 %415, %416
  br label %418

418:                                              ; preds = %414, %406
  %419 = phi i1 [ true, %406 ], [ %417, %414 ]
  %420 = xor i1 %72, %419
  %421 = select i1 %420, float %409, float %411
  %422 = select i1 %420, i32 %410, i32 %412
  %423 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %421, i32 2, i32 31), !noalias !38
  %424 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %422, i32 2, i32 31), !noalias !38
  %425 = fcmp contract olt float %423, %421
  br i1 %425, label %430, label %426

426:                                              ; preds = %418
  %427 = fcmp contract oeq float %423, %421
  %428 = icmp slt i32 %424, %422
  %429 = and i1 %427, %428
  br label %430

430:                                              ; preds = %426, %418
  %431 = phi i1 [ true, %418 ], [ %429, %426 ]
  %432 = xor i1 %74, %431
  %433 = select i1 %432, float %421, float %423
  %434 = select i1 %432, i32 %422, i32 %424
  %435 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %433, i32 1, i32 31), !noalias !38
  %436 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %434, i32 1, i32 31), !noalias !38
  %437 = fcmp contract olt float %435, %433
  br i1 %437, label %442, label %438

438:                                              ; preds = %430
  %439 = fcmp contract oeq float %435, %433
  %440 = icmp slt i32 %436, %434
  %441 = and i1 %439, %440
  br label %442

442:                                              ; preds = %438, %430
  %443 = phi i1 [ true, %430 ], [ %441, %438 ]
  %444 = xor i1 %76, %443
  %445 = select i1 %444, float %433, float %435
  %446 = select i1 %444, i32 %434, i32 %436
  br label %447

447:                                              ; preds = %442, %192
  %448 = phi float [ %122, %192 ], [ %445, %442 ]
  %449 = phi i32 [ %121, %192 ], [ %446, %442 ]
  %450 = add nuw nsw i32 %120, %12
  %451 = icmp slt i32 %450, %2
  br i1 %451, label %119, label %94, !llvm.loop !42

452:                                              ; preds = %531, %104
  %453 = phi float [ %95, %104 ], [ %534, %531 ]
  %454 = phi i32 [ %96, %104 ], [ %535, %531 ]
  %455 = icmp samesign ugt i32 %7, %10
  br i1 %455, label %538, label %546

456:                                              ; preds = %108, %531
  %457 = phi i32 [ 1, %108 ], [ %536, %531 ]
  %458 = phi i32 [ %96, %108 ], [ %535, %531 ]
  %459 = phi float [ %95, %108 ], [ %534, %531 ]
  %460 = zext nneg i32 %457 to i64
  %461 = getelementptr inbounds nuw [32 x float], ptr %105, i64 %460
  %462 = load float, ptr %461, align 4, !tbaa !12, !noalias !38
  %463 = getelementptr inbounds nuw [32 x i32], ptr %106, i64 %460
  %464 = load i32, ptr %463, align 4, !tbaa !6, !noalias !38
  %465 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %462, i32 %109, i32 31), !noalias !38
  %466 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %464, i32 %109, i32 31), !noalias !38
  %467 = fcmp contract olt float %465, %459
  br i1 %467, label %472, label %468

468:                                              ; preds = %456
  %469 = fcmp contract oeq float %465, %459
  %470 = icmp slt i32 %466, %458
  %471 = and i1 %469, %470
  br label %472

472:                                              ; preds = %468, %456
  %473 = phi i1 [ true, %456 ], [ %471, %468 ]
  %474 = select i1 %473, float %465, float %459
  %475 = select i1 %473, i32 %466, i32 %458
  %476 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %474, i32 16, i32 31), !noalias !38
  %477 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %475, i32 16, i32 31), !noalias !38
  %478 = fcmp contract olt float %476, %474
  br i1 %478, label %483, label %479

479:                                              ; preds = %472
  %480 = fcmp contract oeq float %476, %474
  %481 = icmp slt i32 %477, %475
  %482 = and i1 %480, %481
  br label %483

483:                                              ; preds = %479, %472
  %484 = phi i1 [ true, %472 ], [ %482, %479 ]
  %485 = xor i1 %112, %484
  %486 = select i1 %485, float %474, float %476
  %487 = select i1 %485, i32 %475, i32 %477
  %488 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %486, i32 8, i32 31), !noalias !38
  %489 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %487, i32 8, i32 31), !noalias !38
  %490 = fcmp contract olt float %488, %486
  br i1 %490, label %495, label %491

491:                                              ; preds = %483
  %492 = fcmp contract oeq float %488, %486
  %493 = icmp slt i32 %489, %487
  %494 = and i1 %492, %493
  br label %495

495:                                              ; preds = %491, %483
  %496 = phi i1 [ true, %483 ], [ %494, %491 ]
  %497 = xor i1 %114, %496
  %498 = select i1 %497, float %486, float %488
  %499 = select i1 %497, i32 %487, i32 %489
  %500 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %498, i32 4, i32 31), !noalias !38
  %501 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %499, i32 4, i32 31), !noalias !38
  %502 = fcmp contract olt float %500, %498
  br i1 %502, label %507, label %503

503:                                              ; preds = %495
  %504 = fcmp contract oeq float %500, %498
  %505 = icmp slt i32 %501, %499
  %506 = and i1 %504, %505
  br label %507

507:                                              ; preds = %503, %495
  %508 = phi i1 [ true, %495 ], [ %506, %503 ]
  %509 = xor i1 %116, %508
  %510 = select i1 %509, float %498, float %500
  %511 = select i1 %509, i32 %499, i32 %501
  %512 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %510, i32 2, i32 31), !noalias !38
  %513 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %511, i32 2, i32 31), !noalias !38
  %514 = fcmp contract olt float %512, %510
  br i1 %514, label %519, label %515

515:                                              ; preds = %507
  %516 = fcmp contract oeq float %512, %510
  %517 = icmp slt i32 %513, %511
  %518 = and i1 %516, %517
  br label %519

519:                                              ; preds = %515, %507
  %520 = phi i1 [ true, %507 ], [ %518, %515 ]
  %521 = xor i1 %118, %520
  %522 = select i1 %521, float %510, float %512
  %523 = select i1 %521, i32 %511, i32 %513
  %524 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %522, i32 1, i32 31), !noalias !38
  %525 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %523, i32 1, i32 31), !noalias !38
  %526 = fcmp contract olt float %524, %522
  br i1 %526, label %531, label %527

527:                                              ; preds = %519
  %528 = fcmp contract oeq float %524, %522
  %529 = icmp slt i32 %525, %523
  %530 = and i1 %528, %529
  br label %531

531:                                              ; preds = %527, %519
  %532 = phi i1 [ true, %519 ], [ %530, %527 ]
  %533 = xor i1 %111, %532
  %534 = select i1 %533, float %522, float %524
  %535 = select i1 %533, i32 %523, i32 %525
  %536 = add nuw nsw i32 %457, 1
  %537 = icmp eq i32 %536, %13
  br i1 %537, label %452, label %456, !llvm.loop !43

538:                                              ; preds = %452
  %539 = zext nneg i32 %8 to i64
  %540 = mul nuw nsw i64 %539, %20
  %541 = add nuw nsw i64 %540, %99
  %542 = getelementptr inbounds nuw float, ptr %4, i64 %541
  store float %453, ptr %542, align 4, !tbaa !12, !alias.scope !34, !noalias !44
  %543 = icmp eq i32 %454, 2147483647
  %544 = select i1 %543, i32 -1, i32 %454
  %545 = getelementptr inbounds nuw i32, ptr %5, i64 %541
  store i32 %544, ptr %545, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  br label %546

546:                                              ; preds = %94, %452, %538, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !16}
!28 = distinct !{!28, !18}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi: argument 0"}
!31 = distinct !{!31, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi"}
!32 = !{!33}
!33 = distinct !{!33, !31, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi: argument 1"}
!34 = !{!35}
!35 = distinct !{!35, !31, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi: argument 2"}
!36 = !{!37}
!37 = distinct !{!37, !31, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi: argument 3"}
!38 = !{!30, !33, !35, !37}
!39 = !{!33, !35, !37}
!40 = distinct !{!40, !18}
!41 = !{!30, !35, !37}
!42 = distinct !{!42, !18}
!43 = distinct !{!43, !18}
!44 = !{!30, !33, !37}
!45 = !{!30, !33, !35}
