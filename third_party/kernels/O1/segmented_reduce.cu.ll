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
  %9 = and i32 %8, 31
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = zext nneg i32 %8 to i64
  %16 = add nuw nsw i64 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = mul nuw nsw i64 %18, %13
  %20 = lshr i64 %19, 5
  %21 = and i64 %16, 8796093022176
  %22 = icmp ult i64 %21, %2
  br i1 %22, label %23, label %33

23:                                               ; preds = %7
  %24 = lshr i64 %16, 5
  %25 = zext nneg i32 %9 to i64
  %26 = icmp eq i32 %9, 0
  %27 = xor i32 %9, 31
  %28 = lshr i32 -1, %27
  %29 = icmp eq i32 %9, 31
  %30 = shl i32 2, %9
  %31 = add i32 -31, %9
  %32 = add i32 %9, -30
  br label %34

33:                                               ; preds = %118, %7
  ret void

34:                                               ; preds = %23, %118
  %35 = phi i64 [ %21, %23 ], [ %120, %118 ]
  %36 = phi i64 [ %24, %23 ], [ %119, %118 ]
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
  %56 = add i32 %55, %31
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %49, i32 1, i32 0)
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %48, i32 1, i32 0)
  %59 = icmp slt i32 %56, 1
  %60 = fadd contract float %49, %57
  %61 = tail call float @llvm.maxnum.f32(float %48, float %58)
  %62 = select i1 %59, float %48, float %61
  %63 = select i1 %59, float %49, float %60
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %63, i32 2, i32 0)
  %65 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %62, i32 2, i32 0)
  %66 = icmp slt i32 %56, 2
  %67 = fadd contract float %63, %64
  %68 = tail call float @llvm.maxnum.f32(float %62, float %65)
  %69 = select i1 %66, float %62, float %68
  %70 = select i1 %66, float %63, float %67
  %71 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %70, i32 4, i32 0)
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %69, i32 4, i32 0)
  %73 = icmp slt i32 %56, 4
  %74 = fadd contract float %70, %71
  %75 = tail call float @llvm.maxnum.f32(float %69, float %72)
  %76 = select i1 %73, float %69, float %75
  %77 = select i1 %73, float %70, float %74
  %78 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %77, i32 8, i32 0)
  %79 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %76, i32 8, i32 0)
  %80 = icmp slt i32 %56, 8
  %81 = fadd contract float %77, %78
  %82 = tail call float @llvm.maxnum.f32(float %76, float %79)
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
  %99 = tail call float @llvm.maxnum.f32(float %83, float %86)
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
  %116 = add i32 %55, %32
  %117 = atomicrmw add ptr %115, i32 %116 seq_cst, align 4
  br label %118

118:                                              ; preds = %95, %47
  %119 = add i64 %36, %20
  %120 = shl i64 %119, 5
  %121 = icmp ult i64 %120, %2
  br i1 %121, label %34, label %33, !llvm.loop !13
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @segreduce_csr_block(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %25

9:                                                ; preds = %5
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp samesign ult i32 %6, 128
  %12 = zext nneg i32 %6 to i64
  %13 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %12
  %14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %12
  %15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %12
  %16 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %12
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = zext nneg i32 %6 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %18
  %20 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %18
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %18
  %22 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %18
  %23 = icmp eq i32 %6, 0
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %26

25:                                               ; preds = %114, %5
  ret void

26:                                               ; preds = %9, %114
  %27 = phi i32 [ %7, %9 ], [ %115, %114 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = tail call noundef i32 @llvm.smax.i32(i32 %30, i32 0)
  %32 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 %2)
  %33 = getelementptr i8, ptr %29, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = tail call noundef i32 @llvm.smax.i32(i32 %34, i32 %32)
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %2)
  %37 = add nsw i32 %32, %6
  %38 = icmp slt i32 %37, %36
  br i1 %38, label %44, label %39

39:                                               ; preds = %44, %26
  %40 = phi float [ 0xFFF0000000000000, %26 ], [ %57, %44 ]
  %41 = phi float [ 0x7FF0000000000000, %26 ], [ %56, %44 ]
  %42 = phi float [ 0.000000e+00, %26 ], [ %55, %44 ]
  %43 = phi float [ 0.000000e+00, %26 ], [ %53, %44 ]
  br i1 %11, label %60, label %61

44:                                               ; preds = %26, %44
  %45 = phi float [ %53, %44 ], [ 0.000000e+00, %26 ]
  %46 = phi float [ %55, %44 ], [ 0.000000e+00, %26 ]
  %47 = phi float [ %56, %44 ], [ 0x7FF0000000000000, %26 ]
  %48 = phi float [ %57, %44 ], [ 0xFFF0000000000000, %26 ]
  %49 = phi i32 [ %58, %44 ], [ %37, %26 ]
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = fadd contract float %45, %52
  %54 = fmul contract float %52, %52
  %55 = fadd contract float %46, %54
  %56 = tail call noundef float @llvm.minnum.f32(float %47, float %52)
  %57 = tail call noundef float @llvm.maxnum.f32(float %48, float %52)
  %58 = add i32 %49, %10
  %59 = icmp slt i32 %58, %36
  br i1 %59, label %44, label %39, !llvm.loop !16

60:                                               ; preds = %39
  store float %43, ptr %13, align 4, !tbaa !11
  store float %42, ptr %14, align 4, !tbaa !11
  store float %41, ptr %15, align 4, !tbaa !11
  store float %40, ptr %16, align 4, !tbaa !11
  br label %61

61:                                               ; preds = %60, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %63

62:                                               ; preds = %87
  br i1 %23, label %90, label %114

63:                                               ; preds = %61, %87
  %64 = phi i32 [ 64, %61 ], [ %88, %87 ]
  %65 = icmp samesign ult i32 %6, %64
  br i1 %65, label %66, label %87

66:                                               ; preds = %63
  %67 = add nuw nsw i32 %64, %6
  %68 = icmp samesign ult i32 %67, %17
  br i1 %68, label %69, label %87

69:                                               ; preds = %66
  %70 = zext nneg i32 %67 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = load float, ptr %19, align 4, !tbaa !11
  %74 = fadd contract float %72, %73
  store float %74, ptr %19, align 4, !tbaa !11
  %75 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), i64 %70
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = load float, ptr %20, align 4, !tbaa !11
  %78 = fadd contract float %76, %77
  store float %78, ptr %20, align 4, !tbaa !11
  %79 = load float, ptr %21, align 4, !tbaa !11
  %80 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), i64 %70
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = tail call noundef float @llvm.minnum.f32(float %79, float %81)
  store float %82, ptr %21, align 4, !tbaa !11
  %83 = load float, ptr %22, align 4, !tbaa !11
  %84 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), i64 %70
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = tail call noundef float @llvm.maxnum.f32(float %83, float %85)
  store float %86, ptr %22, align 4, !tbaa !11
  br label %87

87:                                               ; preds = %69, %66, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = lshr i32 %64, 1
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %62, label %63, !llvm.loop !17

90:                                               ; preds = %62
  %91 = icmp eq i32 %36, %32
  br i1 %91, label %105, label %92

92:                                               ; preds = %90
  %93 = sub nsw i32 %36, %32
  %94 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_sum to ptr), align 4, !tbaa !11
  %95 = sitofp i32 %93 to float
  %96 = fdiv contract float %94, %95
  %97 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE4s_sq to ptr), align 4, !tbaa !11
  %98 = fdiv contract float %97, %95
  %99 = fmul contract float %96, %96
  %100 = fsub contract float %98, %99
  %101 = tail call noundef float @llvm.maxnum.f32(float %100, float 0.000000e+00)
  %102 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %101) #8
  %103 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_min to ptr), align 4, !tbaa !11
  %104 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19segreduce_csr_blockE5s_max to ptr), align 4, !tbaa !11
  br label %105

105:                                              ; preds = %90, %92
  %106 = phi float [ %96, %92 ], [ 0x7FF8000000000000, %90 ]
  %107 = phi float [ %102, %92 ], [ 0.000000e+00, %90 ]
  %108 = phi float [ %103, %92 ], [ 0.000000e+00, %90 ]
  %109 = phi float [ %104, %92 ], [ 0.000000e+00, %90 ]
  %110 = getelementptr inbounds %struct.float4, ptr %4, i64 %28
  store float %106, ptr %110, align 16, !tbaa !11
  %111 = getelementptr inbounds nuw i8, ptr %110, i64 4
  store float %107, ptr %111, align 4, !tbaa !11
  %112 = getelementptr inbounds nuw i8, ptr %110, i64 8
  store float %108, ptr %112, align 8, !tbaa !11
  %113 = getelementptr inbounds nuw i8, ptr %110, i64 12
  store float %109, ptr %113, align 4, !tbaa !11
  br label %114

114:                                              ; preds = %105, %62
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %115 = add i32 %27, %24
  %116 = icmp slt i32 %115, %3
  br i1 %116, label %26, label %25, !llvm.loop !18
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
