; ModuleID = 'src/segmented_reduce.cu'
source_filename = "src/segmented_reduce.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ19segreduce_csr_blockE5s_sum = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ19segreduce_csr_blockE4s_sq = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ19segreduce_csr_blockE5s_min = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ19segreduce_csr_blockE5s_max = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @segreduce_sorted_warp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = mul nuw nsw i64 %10, %12
  %14 = zext nneg i32 %8 to i64
  %15 = add nuw nsw i64 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %17, %12
  %19 = lshr i64 %18, 5
  %20 = and i64 %15, 8796093022176
  %21 = icmp ult i64 %20, %2
  br i1 %21, label %22, label %33

22:                                               ; preds = %7
  %23 = and i32 %8, 31
  %24 = lshr i64 %15, 5
  %25 = zext nneg i32 %23 to i64
  %26 = icmp eq i32 %23, 0
  %27 = xor i32 %23, 31
  %28 = lshr i32 -1, %27
  %29 = icmp eq i32 %23, 31
  %30 = shl i32 2, %23
  %31 = add nsw i32 %23, -31
  %32 = add nsw i32 %23, -30
  br label %34

33:                                               ; preds = %118, %7
  ret void

34:                                               ; preds = %22, %118
  %35 = phi i64 [ %20, %22 ], [ %120, %118 ]
  %36 = phi i64 [ %24, %22 ], [ %119, %118 ]
  %37 = or disjoint i64 %35, %25
  %38 = icmp ult i64 %37, %2
  br i1 %38, label %39, label %42

39:                                               ; preds = %34
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %37
  %41 = load i32, ptr %40, align 4, !tbaa !6
  br label %42

42:                                               ; preds = %34, %39
  %43 = phi i32 [ %41, %39 ], [ -1, %34 ]
  br i1 %38, label %44, label %47

44:                                               ; preds = %42
  %45 = getelementptr inbounds nuw float, ptr %1, i64 %37
  %46 = load float, ptr %45, align 4, !tbaa !11
  br label %47

47:                                               ; preds = %42, %44
  %48 = phi float [ %46, %44 ], [ 0xFFF0000000000000, %42 ]
  %49 = phi contract float [ %46, %44 ], [ 0.000000e+00, %42 ]
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %43, i32 1, i32 0)
  %51 = icmp ne i32 %43, %50
  %52 = select i1 %26, i1 true, i1 %51
  %53 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %52)
  %54 = and i32 %53, %28
  %55 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %54, i1 false)
  %56 = add nsw i32 %55, %31
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %49, i32 1, i32 0)
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %48, i32 1, i32 0)
  %59 = icmp slt i32 %56, 1
  %60 = fadd contract float %49, %57
  %61 = tail call noundef float @llvm.maxnum.f32(float %48, float %58)
  %62 = select i1 %59, float %48, float %61
  %63 = select i1 %59, float %49, float %60
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %63, i32 2, i32 0)
  %65 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %62, i32 2, i32 0)
  %66 = icmp slt i32 %56, 2
  %67 = fadd contract float %63, %64
  %68 = tail call noundef float @llvm.maxnum.f32(float %62, float %65)
  %69 = select i1 %66, float %62, float %68
  %70 = select i1 %66, float %63, float %67
  %71 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %70, i32 4, i32 0)
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %69, i32 4, i32 0)
  %73 = icmp slt i32 %56, 4
  %74 = fadd contract float %70, %71
  %75 = tail call noundef float @llvm.maxnum.f32(float %69, float %72)
  %76 = select i1 %73, float %69, float %75
  %77 = select i1 %73, float %70, float %74
  %78 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %77, i32 8, i32 0)
  %79 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %76, i32 8, i32 0)
  %80 = icmp slt i32 %56, 8
  %81 = fadd contract float %77, %78
  %82 = tail call noundef float @llvm.maxnum.f32(float %76, float %79)
  %83 = select i1 %80, float %76, float %82
  %84 = select i1 %80, float %77, float %81
  %85 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %84, i32 16, i32 0)
  %86 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %83, i32 16, i32 0)
  %87 = and i32 %53, %30
  %88 = icmp ne i32 %87, 0
  %89 = select i1 %29, i1 true, i1 %88
  %90 = select i1 %38, i1 %89, i1 false
  %91 = icmp sgt i32 %43, -1
  %92 = icmp slt i32 %43, %3
  %93 = and i1 %91, %92
  %94 = select i1 %90, i1 %93, i1 false
  br i1 %94, label %95, label %118

95:                                               ; preds = %47
  %96 = icmp slt i32 %56, 16
  %97 = fadd contract float %84, %85
  %98 = select i1 %96, float %84, float %97
  %99 = tail call noundef float @llvm.maxnum.f32(float %83, float %86)
  %100 = select i1 %96, float %83, float %99
  %101 = fmul contract float %98, 0x4170000000000000
  %102 = tail call noundef i64 @llvm.nvvm.f2ll.rn(float %101) #8
  %103 = zext nneg i32 %43 to i64
  %104 = getelementptr inbounds nuw i64, ptr %4, i64 %103
  %105 = atomicrmw add ptr %104, i64 %102 seq_cst, align 8
  %106 = getelementptr inbounds nuw i32, ptr %5, i64 %103
  %107 = bitcast float %100 to i32
  %108 = xor i32 %107, -1
  %109 = tail call float @llvm.fabs.f32(float %100)
  %110 = fneg float %109
  %111 = bitcast float %110 to i32
  %112 = icmp slt i32 %107, 0
  %113 = select i1 %112, i32 %108, i32 %111
  %114 = atomicrmw umax ptr %106, i32 %113 seq_cst, align 4
  %115 = getelementptr inbounds nuw i32, ptr %6, i64 %103
  %116 = add nsw i32 %55, %32
  %117 = atomicrmw add ptr %115, i32 %116 seq_cst, align 4
  br label %118

118:                                              ; preds = %95, %47
  %119 = add i64 %36, %19
  %120 = shl i64 %119, 5
  %121 = icmp ult i64 %120, %2
  br i1 %121, label %34, label %33, !llvm.loop !13
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @segreduce_csr_block(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %76

9:                                                ; preds = %5
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp samesign ult i32 %6, 128
  %12 = zext nneg i32 %6 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %12
  %14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %12
  %15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %12
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %12
  %17 = icmp eq i32 %6, 0
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = icmp samesign ugt i32 %6, 63
  %20 = or disjoint i32 %6, 64
  %21 = icmp samesign uge i32 %20, %10
  %22 = zext nneg i32 %20 to i64
  %23 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %22
  %24 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %22
  %25 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %22
  %26 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %22
  %27 = icmp samesign ugt i32 %6, 31
  %28 = or disjoint i32 %6, 32
  %29 = icmp samesign uge i32 %28, %10
  %30 = zext nneg i32 %28 to i64
  %31 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %30
  %32 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %30
  %33 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %30
  %34 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %30
  %35 = icmp samesign ugt i32 %6, 15
  %36 = or disjoint i32 %6, 16
  %37 = icmp samesign uge i32 %36, %10
  %38 = zext nneg i32 %36 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %38
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %38
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %38
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %38
  %43 = icmp samesign ugt i32 %6, 7
  %44 = or disjoint i32 %6, 8
  %45 = icmp samesign uge i32 %44, %10
  %46 = zext nneg i32 %44 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %46
  %48 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %46
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %46
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %46
  %51 = icmp samesign ugt i32 %6, 3
  %52 = or disjoint i32 %6, 4
  %53 = icmp samesign uge i32 %52, %10
  %54 = zext nneg i32 %52 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %54
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %54
  %57 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %54
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %54
  %59 = icmp samesign ugt i32 %6, 1
  %60 = or disjoint i32 %6, 2
  %61 = icmp samesign uge i32 %60, %10
  %62 = zext nneg i32 %60 to i64
  %63 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %62
  %64 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %62
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %62
  %66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %62
  %67 = icmp ne i32 %6, 0
  %68 = icmp samesign ult i32 %10, 2
  %69 = select i1 %19, i1 true, i1 %21
  %70 = select i1 %27, i1 true, i1 %29
  %71 = select i1 %35, i1 true, i1 %37
  %72 = select i1 %43, i1 true, i1 %45
  %73 = select i1 %51, i1 true, i1 %53
  %74 = select i1 %59, i1 true, i1 %61
  %75 = select i1 %67, i1 true, i1 %68
  br label %77

76:                                               ; preds = %235, %5
  ret void

77:                                               ; preds = %9, %235
  %78 = phi i32 [ %7, %9 ], [ %236, %235 ]
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = tail call noundef i32 @llvm.smax.i32(i32 %81, i32 0)
  %83 = tail call noundef i32 @llvm.smin.i32(i32 %82, i32 %2)
  %84 = getelementptr i8, ptr %80, i64 4
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = tail call noundef i32 @llvm.smax.i32(i32 %85, i32 %83)
  %87 = tail call noundef i32 @llvm.smin.i32(i32 %86, i32 %2)
  %88 = add nsw i32 %83, %6
  %89 = icmp slt i32 %88, %87
  br i1 %89, label %95, label %90

90:                                               ; preds = %95, %77
  %91 = phi float [ 0xFFF0000000000000, %77 ], [ %108, %95 ]
  %92 = phi float [ 0x7FF0000000000000, %77 ], [ %107, %95 ]
  %93 = phi float [ 0.000000e+00, %77 ], [ %106, %95 ]
  %94 = phi float [ 0.000000e+00, %77 ], [ %104, %95 ]
  br i1 %11, label %111, label %112

95:                                               ; preds = %77, %95
  %96 = phi float [ %104, %95 ], [ 0.000000e+00, %77 ]
  %97 = phi float [ %106, %95 ], [ 0.000000e+00, %77 ]
  %98 = phi float [ %107, %95 ], [ 0x7FF0000000000000, %77 ]
  %99 = phi float [ %108, %95 ], [ 0xFFF0000000000000, %77 ]
  %100 = phi i32 [ %109, %95 ], [ %88, %77 ]
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %1, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = fadd contract float %96, %103
  %105 = fmul contract float %103, %103
  %106 = fadd contract float %97, %105
  %107 = tail call noundef float @llvm.minnum.f32(float %98, float %103)
  %108 = tail call noundef float @llvm.maxnum.f32(float %99, float %103)
  %109 = add i32 %100, %10
  %110 = icmp slt i32 %109, %87
  br i1 %110, label %95, label %90, !llvm.loop !15

111:                                              ; preds = %90
  store float %94, ptr %16, align 4, !tbaa !11
  store float %93, ptr %15, align 4, !tbaa !11
  store float %92, ptr %14, align 4, !tbaa !11
  store float %91, ptr %13, align 4, !tbaa !11
  br label %112

112:                                              ; preds = %111, %90
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %69, label %126, label %113

113:                                              ; preds = %112
  %114 = load float, ptr %23, align 4, !tbaa !11
  %115 = load float, ptr %16, align 4, !tbaa !11
  %116 = fadd contract float %114, %115
  store float %116, ptr %16, align 4, !tbaa !11
  %117 = load float, ptr %24, align 4, !tbaa !11
  %118 = load float, ptr %15, align 4, !tbaa !11
  %119 = fadd contract float %117, %118
  store float %119, ptr %15, align 4, !tbaa !11
  %120 = load float, ptr %14, align 4, !tbaa !11
  %121 = load float, ptr %25, align 4, !tbaa !11
  %122 = tail call noundef float @llvm.minnum.f32(float %120, float %121)
  store float %122, ptr %14, align 4, !tbaa !11
  %123 = load float, ptr %13, align 4, !tbaa !11
  %124 = load float, ptr %26, align 4, !tbaa !11
  %125 = tail call noundef float @llvm.maxnum.f32(float %123, float %124)
  store float %125, ptr %13, align 4, !tbaa !11
  br label %126

126:                                              ; preds = %112, %113
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %70, label %140, label %127

127:                                              ; preds = %126
  %128 = load float, ptr %31, align 4, !tbaa !11
  %129 = load float, ptr %16, align 4, !tbaa !11
  %130 = fadd contract float %128, %129
  store float %130, ptr %16, align 4, !tbaa !11
  %131 = load float, ptr %32, align 4, !tbaa !11
  %132 = load float, ptr %15, align 4, !tbaa !11
  %133 = fadd contract float %131, %132
  store float %133, ptr %15, align 4, !tbaa !11
  %134 = load float, ptr %14, align 4, !tbaa !11
  %135 = load float, ptr %33, align 4, !tbaa !11
  %136 = tail call noundef float @llvm.minnum.f32(float %134, float %135)
  store float %136, ptr %14, align 4, !tbaa !11
  %137 = load float, ptr %13, align 4, !tbaa !11
  %138 = load float, ptr %34, align 4, !tbaa !11
  %139 = tail call noundef float @llvm.maxnum.f32(float %137, float %138)
  store float %139, ptr %13, align 4, !tbaa !11
  br label %140

140:                                              ; preds = %126, %127
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %71, label %154, label %141

141:                                              ; preds = %140
  %142 = load float, ptr %39, align 4, !tbaa !11
  %143 = load float, ptr %16, align 4, !tbaa !11
  %144 = fadd contract float %142, %143
  store float %144, ptr %16, align 4, !tbaa !11
  %145 = load float, ptr %40, align 4, !tbaa !11
  %146 = load float, ptr %15, align 4, !tbaa !11
  %147 = fadd contract float %145, %146
  store float %147, ptr %15, align 4, !tbaa !11
  %148 = load float, ptr %14, align 4, !tbaa !11
  %149 = load float, ptr %41, align 4, !tbaa !11
  %150 = tail call noundef float @llvm.minnum.f32(float %148, float %149)
  store float %150, ptr %14, align 4, !tbaa !11
  %151 = load float, ptr %13, align 4, !tbaa !11
  %152 = load float, ptr %42, align 4, !tbaa !11
  %153 = tail call noundef float @llvm.maxnum.f32(float %151, float %152)
  store float %153, ptr %13, align 4, !tbaa !11
  br label %154

154:                                              ; preds = %140, %141
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %72, label %168, label %155

155:                                              ; preds = %154
  %156 = load float, ptr %47, align 4, !tbaa !11
  %157 = load float, ptr %16, align 4, !tbaa !11
  %158 = fadd contract float %156, %157
  store float %158, ptr %16, align 4, !tbaa !11
  %159 = load float, ptr %48, align 4, !tbaa !11
  %160 = load float, ptr %15, align 4, !tbaa !11
  %161 = fadd contract float %159, %160
  store float %161, ptr %15, align 4, !tbaa !11
  %162 = load float, ptr %14, align 4, !tbaa !11
  %163 = load float, ptr %49, align 4, !tbaa !11
  %164 = tail call noundef float @llvm.minnum.f32(float %162, float %163)
  store float %164, ptr %14, align 4, !tbaa !11
  %165 = load float, ptr %13, align 4, !tbaa !11
  %166 = load float, ptr %50, align 4, !tbaa !11
  %167 = tail call noundef float @llvm.maxnum.f32(float %165, float %166)
  store float %167, ptr %13, align 4, !tbaa !11
  br label %168

168:                                              ; preds = %154, %155
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %73, label %182, label %169

169:                                              ; preds = %168
  %170 = load float, ptr %55, align 4, !tbaa !11
  %171 = load float, ptr %16, align 4, !tbaa !11
  %172 = fadd contract float %170, %171
  store float %172, ptr %16, align 4, !tbaa !11
  %173 = load float, ptr %56, align 4, !tbaa !11
  %174 = load float, ptr %15, align 4, !tbaa !11
  %175 = fadd contract float %173, %174
  store float %175, ptr %15, align 4, !tbaa !11
  %176 = load float, ptr %14, align 4, !tbaa !11
  %177 = load float, ptr %57, align 4, !tbaa !11
  %178 = tail call noundef float @llvm.minnum.f32(float %176, float %177)
  store float %178, ptr %14, align 4, !tbaa !11
  %179 = load float, ptr %13, align 4, !tbaa !11
  %180 = load float, ptr %58, align 4, !tbaa !11
  %181 = tail call noundef float @llvm.maxnum.f32(float %179, float %180)
  store float %181, ptr %13, align 4, !tbaa !11
  br label %182

182:                                              ; preds = %168, %169
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %74, label %196, label %183

183:                                              ; preds = %182
  %184 = load float, ptr %63, align 4, !tbaa !11
  %185 = load float, ptr %16, align 4, !tbaa !11
  %186 = fadd contract float %184, %185
  store float %186, ptr %16, align 4, !tbaa !11
  %187 = load float, ptr %64, align 4, !tbaa !11
  %188 = load float, ptr %15, align 4, !tbaa !11
  %189 = fadd contract float %187, %188
  store float %189, ptr %15, align 4, !tbaa !11
  %190 = load float, ptr %14, align 4, !tbaa !11
  %191 = load float, ptr %65, align 4, !tbaa !11
  %192 = tail call noundef float @llvm.minnum.f32(float %190, float %191)
  store float %192, ptr %14, align 4, !tbaa !11
  %193 = load float, ptr %13, align 4, !tbaa !11
  %194 = load float, ptr %66, align 4, !tbaa !11
  %195 = tail call noundef float @llvm.maxnum.f32(float %193, float %194)
  store float %195, ptr %13, align 4, !tbaa !11
  br label %196

196:                                              ; preds = %182, %183
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %75, label %210, label %197

197:                                              ; preds = %196
  %198 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 4), align 4, !tbaa !11
  %199 = load float, ptr %16, align 4, !tbaa !11
  %200 = fadd contract float %198, %199
  store float %200, ptr %16, align 4, !tbaa !11
  %201 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 4), align 4, !tbaa !11
  %202 = load float, ptr %15, align 4, !tbaa !11
  %203 = fadd contract float %201, %202
  store float %203, ptr %15, align 4, !tbaa !11
  %204 = load float, ptr %14, align 4, !tbaa !11
  %205 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 4), align 4, !tbaa !11
  %206 = tail call noundef float @llvm.minnum.f32(float %204, float %205)
  store float %206, ptr %14, align 4, !tbaa !11
  %207 = load float, ptr %13, align 4, !tbaa !11
  %208 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 4), align 4, !tbaa !11
  %209 = tail call noundef float @llvm.maxnum.f32(float %207, float %208)
  store float %209, ptr %13, align 4, !tbaa !11
  br label %210

210:                                              ; preds = %196, %197
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %17, label %211, label %235

211:                                              ; preds = %210
  %212 = icmp eq i32 %87, %83
  br i1 %212, label %226, label %213

213:                                              ; preds = %211
  %214 = sub nsw i32 %87, %83
  %215 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), align 4, !tbaa !11
  %216 = sitofp i32 %214 to float
  %217 = fdiv contract float %215, %216
  %218 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), align 4, !tbaa !11
  %219 = fdiv contract float %218, %216
  %220 = fmul contract float %217, %217
  %221 = fsub contract float %219, %220
  %222 = tail call noundef float @llvm.maxnum.f32(float %221, float 0.000000e+00)
  %223 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %222) #8
  %224 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), align 4, !tbaa !11
  %225 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), align 4, !tbaa !11
  br label %226

226:                                              ; preds = %211, %213
  %227 = phi float [ %217, %213 ], [ 0x7FF8000000000000, %211 ]
  %228 = phi float [ %223, %213 ], [ 0.000000e+00, %211 ]
  %229 = phi float [ %224, %213 ], [ 0.000000e+00, %211 ]
  %230 = phi float [ %225, %213 ], [ 0.000000e+00, %211 ]
  %231 = getelementptr inbounds %struct.float4, ptr %4, i64 %79
  store float %227, ptr %231, align 16, !tbaa !11
  %232 = getelementptr inbounds nuw i8, ptr %231, i64 4
  store float %228, ptr %232, align 4, !tbaa !11
  %233 = getelementptr inbounds nuw i8, ptr %231, i64 8
  store float %229, ptr %233, align 8, !tbaa !11
  %234 = getelementptr inbounds nuw i8, ptr %231, i64 12
  store float %230, ptr %234, align 4, !tbaa !11
  br label %235

235:                                              ; preds = %226, %210
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %236 = add i32 %78, %18
  %237 = icmp slt i32 %236, %3
  br i1 %237, label %77, label %76, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
