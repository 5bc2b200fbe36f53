; ModuleID = 'src/pointcloud_voxel.cu'
source_filename = "src/pointcloud_voxel.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.VoxelGrid = type { float, float, float, float, i32, i32, i32 }
%struct.float4 = type { float, float, float, float }

@_ZZ16voxel_accumulateE5s_out = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @voxel_accumulate(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly byval(%struct.VoxelGrid) align 4 captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef captures(none) %7, ptr noalias noundef captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %9
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16voxel_accumulateE5s_out to ptr), align 4, !tbaa !6
  br label %13

13:                                               ; preds = %12, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %18 = load i32, ptr %17, align 4, !tbaa !11
  %19 = icmp sgt i32 %18, 0
  %20 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %21 = load i32, ptr %20, align 4
  %22 = icmp sgt i32 %21, 0
  %23 = select i1 %19, i1 %22, i1 false
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %25 = load i32, ptr %24, align 4
  %26 = icmp sgt i32 %25, 0
  %27 = select i1 %23, i1 %26, i1 false
  br i1 %27, label %28, label %32

28:                                               ; preds = %13
  %29 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %30 = load float, ptr %29, align 4, !tbaa !14
  %31 = fcmp contract ogt float %30, 0.000000e+00
  br label %32

32:                                               ; preds = %28, %13
  %33 = phi i1 [ false, %13 ], [ %31, %28 ]
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = mul i32 %34, %15
  %36 = add i32 %35, %10
  %37 = icmp slt i32 %36, %1
  br i1 %37, label %38, label %42

38:                                               ; preds = %32
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %40 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %41 = getelementptr inbounds nuw i8, ptr %2, i64 8
  br label %46

42:                                               ; preds = %130, %32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16voxel_accumulateE5s_out to ptr), align 4
  %44 = icmp ne i32 %43, 0
  %45 = select i1 %11, i1 %44, i1 false
  br i1 %45, label %133, label %135

46:                                               ; preds = %38, %130
  %47 = phi i32 [ %36, %38 ], [ %131, %130 ]
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.float4, ptr %0, i64 %48
  %50 = load float, ptr %49, align 16, !tbaa !15
  %51 = getelementptr inbounds nuw i8, ptr %49, i64 4
  %52 = load float, ptr %51, align 4, !tbaa !15
  %53 = getelementptr inbounds nuw i8, ptr %49, i64 8
  %54 = load float, ptr %53, align 8, !tbaa !15
  %55 = getelementptr inbounds nuw i8, ptr %49, i64 12
  %56 = load float, ptr %55, align 4, !tbaa !15
  %57 = load float, ptr %2, align 4, !tbaa !16
  %58 = fsub contract float %50, %57
  %59 = load float, ptr %39, align 4, !tbaa !14
  %60 = fmul contract float %58, %59
  %61 = load float, ptr %40, align 4, !tbaa !17
  %62 = fsub contract float %52, %61
  %63 = fmul contract float %59, %62
  %64 = load float, ptr %41, align 4, !tbaa !18
  %65 = fsub contract float %54, %64
  %66 = fmul contract float %59, %65
  %67 = fcmp contract oge float %60, 0.000000e+00
  %68 = select i1 %33, i1 %67, i1 false
  %69 = fcmp contract oge float %63, 0.000000e+00
  %70 = select i1 %68, i1 %69, i1 false
  %71 = fcmp contract oge float %66, 0.000000e+00
  %72 = select i1 %70, i1 %71, i1 false
  br i1 %72, label %73, label %85

73:                                               ; preds = %46
  %74 = load i32, ptr %17, align 4, !tbaa !11
  %75 = sitofp i32 %74 to float
  %76 = fcmp contract olt float %60, %75
  br i1 %76, label %77, label %85

77:                                               ; preds = %73
  %78 = load i32, ptr %20, align 4, !tbaa !19
  %79 = sitofp i32 %78 to float
  %80 = fcmp contract olt float %63, %79
  br i1 %80, label %81, label %85

81:                                               ; preds = %77
  %82 = load i32, ptr %24, align 4, !tbaa !20
  %83 = sitofp i32 %82 to float
  %84 = fcmp contract olt float %66, %83
  br i1 %84, label %87, label %85

85:                                               ; preds = %77, %73, %46, %81
  %86 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16voxel_accumulateE5s_out to ptr), i32 1 seq_cst, align 4
  br label %130

87:                                               ; preds = %81
  %88 = fptosi float %60 to i32
  %89 = add nsw i32 %74, -1
  %90 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %88, i32 range(i32 -2147483648, 2147483647) %89)
  %91 = fptosi float %63 to i32
  %92 = add nsw i32 %78, -1
  %93 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %91, i32 range(i32 -2147483648, 2147483647) %92)
  %94 = fptosi float %66 to i32
  %95 = add nsw i32 %82, -1
  %96 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %94, i32 range(i32 -2147483648, 2147483647) %95)
  %97 = sext i32 %96 to i64
  %98 = sext i32 %78 to i64
  %99 = mul nsw i64 %97, %98
  %100 = sext i32 %93 to i64
  %101 = add nsw i64 %99, %100
  %102 = sext i32 %74 to i64
  %103 = mul i64 %101, %102
  %104 = sext i32 %90 to i64
  %105 = add i64 %103, %104
  %106 = getelementptr inbounds nuw i32, ptr %3, i64 %105
  %107 = atomicrmw add ptr %106, i32 1 seq_cst, align 4
  %108 = getelementptr inbounds nuw i32, ptr %4, i64 %105
  %109 = sitofp i32 %90 to float
  %110 = fsub contract float %60, %109
  %111 = fmul contract float %110, 6.553600e+04
  %112 = fptoui float %111 to i32
  %113 = atomicrmw add ptr %108, i32 %112 seq_cst, align 4
  %114 = getelementptr inbounds nuw i32, ptr %5, i64 %105
  %115 = sitofp i32 %93 to float
  %116 = fsub contract float %63, %115
  %117 = fmul contract float %116, 6.553600e+04
  %118 = fptoui float %117 to i32
  %119 = atomicrmw add ptr %114, i32 %118 seq_cst, align 4
  %120 = getelementptr inbounds nuw i32, ptr %6, i64 %105
  %121 = sitofp i32 %96 to float
  %122 = fsub contract float %66, %121
  %123 = fmul contract float %122, 6.553600e+04
  %124 = fptoui float %123 to i32
  %125 = atomicrmw add ptr %120, i32 %124 seq_cst, align 4
  %126 = getelementptr inbounds nuw i32, ptr %7, i64 %105
  %127 = tail call noundef float @llvm.maxnum.f32(float %56, float 0.000000e+00)
  %128 = bitcast float %127 to i32
  %129 = atomicrmw umax ptr %126, i32 %128 seq_cst, align 4
  br label %130

130:                                              ; preds = %87, %85
  %131 = add nsw i32 %47, %16
  %132 = icmp slt i32 %131, %1
  br i1 %132, label %46, label %42, !llvm.loop !21

133:                                              ; preds = %42
  %134 = atomicrmw add ptr %8, i32 %43 seq_cst, align 4
  br label %135

135:                                              ; preds = %133, %42
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @voxel_compact_centroids(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noundef readonly byval(%struct.VoxelGrid) align 4 captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef captures(none) %8, i32 noundef %9) local_unnamed_addr #3 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = and i32 %14, 31
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %18 = load i32, ptr %17, align 4, !tbaa !11
  %19 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 0)
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %22 = load i32, ptr %21, align 4, !tbaa !19
  %23 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %22, i32 0)
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %24, %20
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %27 = load i32, ptr %26, align 4, !tbaa !20
  %28 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %27, i32 0)
  %29 = zext nneg i32 %28 to i64
  %30 = mul nuw nsw i64 %25, %29
  %31 = sext i32 %15 to i64
  %32 = icmp sgt i64 %30, %31
  br i1 %32, label %33, label %36

33:                                               ; preds = %10
  %34 = getelementptr inbounds i32, ptr %0, i64 %31
  %35 = load i32, ptr %34, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %10, %33
  %37 = phi i32 [ %35, %33 ], [ 0, %10 ]
  %38 = icmp ne i32 %37, 0
  %39 = icmp uge i32 %37, %6
  %40 = and i1 %38, %39
  %41 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %40)
  %42 = icmp eq i32 %16, 0
  %43 = icmp ne i32 %41, 0
  %44 = and i1 %42, %43
  br i1 %44, label %45, label %48

45:                                               ; preds = %36
  %46 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %41)
  %47 = atomicrmw add ptr %8, i32 %46 seq_cst, align 4
  br label %48

48:                                               ; preds = %45, %36
  %49 = phi i32 [ %47, %45 ], [ 0, %36 ]
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %49, i32 0, i32 31)
  br i1 %40, label %51, label %110

51:                                               ; preds = %48
  %52 = shl nsw i32 -1, %16
  %53 = xor i32 %52, -1
  %54 = and i32 %41, %53
  %55 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %54)
  %56 = add i32 %50, %55
  %57 = icmp ult i32 %56, %9
  br i1 %57, label %58, label %110

58:                                               ; preds = %51
  %59 = load i32, ptr %17, align 4, !tbaa !11
  %60 = freeze i32 %59
  %61 = sdiv i32 %15, %60
  %62 = mul i32 %61, %60
  %63 = sub i32 %15, %62
  %64 = load i32, ptr %21, align 4, !tbaa !19
  %65 = srem i32 %61, %64
  %66 = mul nsw i32 %64, %59
  %67 = sdiv i32 %15, %66
  %68 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %69 = load float, ptr %68, align 4, !tbaa !14
  %70 = fdiv contract float 1.000000e+00, %69
  %71 = uitofp i32 %37 to float
  %72 = fmul contract float %71, 6.553600e+04
  %73 = fdiv contract float 1.000000e+00, %72
  %74 = load float, ptr %5, align 4, !tbaa !16
  %75 = sitofp i32 %63 to float
  %76 = getelementptr inbounds i32, ptr %1, i64 %31
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = uitofp i32 %77 to float
  %79 = fmul contract float %73, %78
  %80 = fadd contract float %79, %75
  %81 = fmul contract float %70, %80
  %82 = fadd contract float %74, %81
  %83 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %84 = load float, ptr %83, align 4, !tbaa !17
  %85 = sitofp i32 %65 to float
  %86 = getelementptr inbounds i32, ptr %2, i64 %31
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = uitofp i32 %87 to float
  %89 = fmul contract float %73, %88
  %90 = fadd contract float %89, %85
  %91 = fmul contract float %70, %90
  %92 = fadd contract float %84, %91
  %93 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %94 = load float, ptr %93, align 4, !tbaa !18
  %95 = sitofp i32 %67 to float
  %96 = getelementptr inbounds i32, ptr %3, i64 %31
  %97 = load i32, ptr %96, align 4, !tbaa !6
  %98 = uitofp i32 %97 to float
  %99 = fmul contract float %73, %98
  %100 = fadd contract float %99, %95
  %101 = fmul contract float %70, %100
  %102 = fadd contract float %94, %101
  %103 = getelementptr inbounds i32, ptr %4, i64 %31
  %104 = load float, ptr %103, align 4, !tbaa !6
  %105 = zext i32 %56 to i64
  %106 = getelementptr inbounds nuw %struct.float4, ptr %7, i64 %105
  store float %82, ptr %106, align 16, !tbaa !15
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 4
  store float %92, ptr %107, align 4, !tbaa !15
  %108 = getelementptr inbounds nuw i8, ptr %106, i64 8
  store float %102, ptr %108, align 8, !tbaa !15
  %109 = getelementptr inbounds nuw i8, ptr %106, i64 12
  store float %104, ptr %109, align 4, !tbaa !15
  br label %110

110:                                              ; preds = %58, %51, %48
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @normal_estimation_pca(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #4 {
  %10 = alloca [6 x float], align 4
  %11 = alloca [3 x float], align 4
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %1
  br i1 %17, label %18, label %314

18:                                               ; preds = %9
  %19 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 32)
  %21 = sext i32 %16 to i64
  %22 = getelementptr inbounds %struct.float4, ptr %0, i64 %21
  %23 = load float, ptr %22, align 16, !tbaa !15
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 4
  %25 = load float, ptr %24, align 4, !tbaa !15
  %26 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %27 = load float, ptr %26, align 8, !tbaa !15
  %28 = icmp slt i32 %3, 1
  br i1 %28, label %68, label %29

29:                                               ; preds = %18
  %30 = zext nneg i32 %20 to i64
  %31 = mul nsw i64 %30, %21
  %32 = getelementptr i32, ptr %2, i64 %31
  %33 = and i32 %20, 3
  %34 = icmp slt i32 %3, 4
  br i1 %34, label %39, label %35

35:                                               ; preds = %29
  %36 = and i32 %20, 60
  br label %100

37:                                               ; preds = %100
  %38 = icmp eq i32 %33, 0
  br i1 %38, label %68, label %39

39:                                               ; preds = %37, %29
  %40 = phi float [ %23, %29 ], [ %162, %37 ]
  %41 = phi float [ %25, %29 ], [ %163, %37 ]
  %42 = phi float [ %27, %29 ], [ %164, %37 ]
  %43 = phi i32 [ 0, %29 ], [ %165, %37 ]
  %44 = icmp ne i32 %33, 0
  tail call void @llvm.assume(i1 %44)
  br label %45

45:                                               ; preds = %45, %39
  %46 = phi float [ %40, %39 ], [ %62, %45 ]
  %47 = phi float [ %41, %39 ], [ %63, %45 ]
  %48 = phi float [ %42, %39 ], [ %64, %45 ]
  %49 = phi i32 [ %43, %39 ], [ %65, %45 ]
  %50 = phi i32 [ 0, %39 ], [ %66, %45 ]
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr i32, ptr %32, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = urem i32 %53, %1
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %55
  %57 = load float, ptr %56, align 16, !tbaa !15
  %58 = getelementptr inbounds nuw i8, ptr %56, i64 4
  %59 = load float, ptr %58, align 4, !tbaa !15
  %60 = getelementptr inbounds nuw i8, ptr %56, i64 8
  %61 = load float, ptr %60, align 8, !tbaa !15
  %62 = fadd contract float %46, %57
  %63 = fadd contract float %47, %59
  %64 = fadd contract float %48, %61
  %65 = add nuw nsw i32 %49, 1
  %66 = add i32 %50, 1
  %67 = icmp eq i32 %66, %33
  br i1 %67, label %68, label %45, !llvm.loop !23

68:                                               ; preds = %37, %45, %18
  %69 = phi float [ %27, %18 ], [ %164, %37 ], [ %64, %45 ]
  %70 = phi float [ %25, %18 ], [ %163, %37 ], [ %63, %45 ]
  %71 = phi float [ %23, %18 ], [ %162, %37 ], [ %62, %45 ]
  %72 = add nuw nsw i32 %20, 1
  %73 = uitofp nneg i32 %72 to float
  %74 = fdiv contract float 1.000000e+00, %73
  %75 = fmul contract float %74, %71
  %76 = fmul contract float %74, %70
  %77 = fmul contract float %74, %69
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #12
  %78 = fsub contract float %23, %75
  %79 = fsub contract float %25, %76
  %80 = fsub contract float %27, %77
  %81 = fmul contract float %78, %78
  %82 = fmul contract float %79, %78
  %83 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %84 = fmul contract float %80, %78
  %85 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %86 = fmul contract float %79, %79
  %87 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %88 = fmul contract float %80, %79
  %89 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %90 = fmul contract float %80, %80
  %91 = getelementptr inbounds nuw i8, ptr %10, i64 20
  br i1 %28, label %205, label %92

92:                                               ; preds = %68
  %93 = zext nneg i32 %20 to i64
  %94 = mul nsw i64 %93, %21
  %95 = getelementptr i32, ptr %2, i64 %94
  %96 = and i32 %20, 1
  %97 = icmp eq i32 %3, 1
  br i1 %97, label %170, label %98

98:                                               ; preds = %92
  %99 = and i32 %20, 62
  br label %249

100:                                              ; preds = %100, %35
  %101 = phi float [ %23, %35 ], [ %162, %100 ]
  %102 = phi float [ %25, %35 ], [ %163, %100 ]
  %103 = phi float [ %27, %35 ], [ %164, %100 ]
  %104 = phi i32 [ 0, %35 ], [ %165, %100 ]
  %105 = phi i32 [ 0, %35 ], [ %166, %100 ]
  %106 = zext nneg i32 %104 to i64
  %107 = getelementptr i32, ptr %32, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = urem i32 %108, %1
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %110
  %112 = load float, ptr %111, align 16, !tbaa !15
  %113 = getelementptr inbounds nuw i8, ptr %111, i64 4
  %114 = load float, ptr %113, align 4, !tbaa !15
  %115 = getelementptr inbounds nuw i8, ptr %111, i64 8
  %116 = load float, ptr %115, align 8, !tbaa !15
  %117 = fadd contract float %101, %112
  %118 = fadd contract float %102, %114
  %119 = fadd contract float %103, %116
  %120 = zext nneg i32 %104 to i64
  %121 = getelementptr i32, ptr %32, i64 %120
  %122 = getelementptr i8, ptr %121, i64 4
  %123 = load i32, ptr %122, align 4, !tbaa !6
  %124 = urem i32 %123, %1
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %125
  %127 = load float, ptr %126, align 16, !tbaa !15
  %128 = getelementptr inbounds nuw i8, ptr %126, i64 4
  %129 = load float, ptr %128, align 4, !tbaa !15
  %130 = getelementptr inbounds nuw i8, ptr %126, i64 8
  %131 = load float, ptr %130, align 8, !tbaa !15
  %132 = fadd contract float %117, %127
  %133 = fadd contract float %118, %129
  %134 = fadd contract float %119, %131
  %135 = zext nneg i32 %104 to i64
  %136 = getelementptr i32, ptr %32, i64 %135
  %137 = getelementptr i8, ptr %136, i64 8
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = urem i32 %138, %1
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %140
  %142 = load float, ptr %141, align 16, !tbaa !15
  %143 = getelementptr inbounds nuw i8, ptr %141, i64 4
  %144 = load float, ptr %143, align 4, !tbaa !15
  %145 = getelementptr inbounds nuw i8, ptr %141, i64 8
  %146 = load float, ptr %145, align 8, !tbaa !15
  %147 = fadd contract float %132, %142
  %148 = fadd contract float %133, %144
  %149 = fadd contract float %134, %146
  %150 = zext nneg i32 %104 to i64
  %151 = getelementptr i32, ptr %32, i64 %150
  %152 = getelementptr i8, ptr %151, i64 12
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = urem i32 %153, %1
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %155
  %157 = load float, ptr %156, align 16, !tbaa !15
  %158 = getelementptr inbounds nuw i8, ptr %156, i64 4
  %159 = load float, ptr %158, align 4, !tbaa !15
  %160 = getelementptr inbounds nuw i8, ptr %156, i64 8
  %161 = load float, ptr %160, align 8, !tbaa !15
  %162 = fadd contract float %147, %157
  %163 = fadd contract float %148, %159
  %164 = fadd contract float %149, %161
  %165 = add nuw nsw i32 %104, 4
  %166 = add i32 %105, 4
  %167 = icmp eq i32 %166, %36
  br i1 %167, label %37, label %100, !llvm.loop !25

168:                                              ; preds = %249
  %169 = icmp eq i32 %96, 0
  br i1 %169, label %205, label %170

170:                                              ; preds = %168, %92
  %171 = phi i32 [ 0, %92 ], [ %311, %168 ]
  %172 = phi float [ %81, %92 ], [ %300, %168 ]
  %173 = phi float [ %82, %92 ], [ %302, %168 ]
  %174 = phi float [ %84, %92 ], [ %304, %168 ]
  %175 = phi float [ %86, %92 ], [ %306, %168 ]
  %176 = phi float [ %88, %92 ], [ %308, %168 ]
  %177 = phi float [ %90, %92 ], [ %310, %168 ]
  %178 = icmp ne i32 %96, 0
  tail call void @llvm.assume(i1 %178)
  %179 = zext nneg i32 %171 to i64
  %180 = getelementptr i32, ptr %95, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = urem i32 %181, %1
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %183
  %185 = load float, ptr %184, align 16, !tbaa !15
  %186 = getelementptr inbounds nuw i8, ptr %184, i64 4
  %187 = load float, ptr %186, align 4, !tbaa !15
  %188 = getelementptr inbounds nuw i8, ptr %184, i64 8
  %189 = load float, ptr %188, align 8, !tbaa !15
  %190 = fsub contract float %185, %75
  %191 = fsub contract float %187, %76
  %192 = fsub contract float %189, %77
  %193 = fmul contract float %190, %190
  %194 = fadd contract float %193, %172
  %195 = fmul contract float %190, %191
  %196 = fadd contract float %195, %173
  %197 = fmul contract float %190, %192
  %198 = fadd contract float %197, %174
  %199 = fmul contract float %191, %191
  %200 = fadd contract float %199, %175
  %201 = fmul contract float %191, %192
  %202 = fadd contract float %201, %176
  %203 = fmul contract float %192, %192
  %204 = fadd contract float %203, %177
  br label %205

205:                                              ; preds = %170, %168, %68
  %206 = phi float [ %90, %68 ], [ %310, %168 ], [ %204, %170 ]
  %207 = phi float [ %88, %68 ], [ %308, %168 ], [ %202, %170 ]
  %208 = phi float [ %86, %68 ], [ %306, %168 ], [ %200, %170 ]
  %209 = phi float [ %84, %68 ], [ %304, %168 ], [ %198, %170 ]
  %210 = phi float [ %82, %68 ], [ %302, %168 ], [ %196, %170 ]
  %211 = phi float [ %81, %68 ], [ %300, %168 ], [ %194, %170 ]
  %212 = fmul contract float %74, %211
  store float %212, ptr %10, align 4, !tbaa !15
  %213 = fmul contract float %74, %210
  store float %213, ptr %83, align 4, !tbaa !15
  %214 = fmul contract float %74, %209
  store float %214, ptr %85, align 4, !tbaa !15
  %215 = fmul contract float %74, %208
  store float %215, ptr %87, align 4, !tbaa !15
  %216 = fmul contract float %74, %207
  store float %216, ptr %89, align 4, !tbaa !15
  %217 = fmul contract float %74, %206
  store float %217, ptr %91, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #12
  %218 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %219 = tail call i32 @llvm.umin.i32(i32 %218, i32 64)
  %220 = call contract fastcc noundef float @_ZL18smallest_eigenpairPKfPfi(ptr noundef %10, ptr noundef %11, i32 noundef %219) #12
  %221 = fadd contract float %212, %215
  %222 = fadd contract float %221, %217
  %223 = fcmp contract ogt float %222, 0.000000e+00
  %224 = tail call noundef float @llvm.maxnum.f32(float %220, float 0.000000e+00)
  %225 = fdiv contract float %224, %222
  %226 = select contract i1 %223, float %225, float 0.000000e+00
  %227 = fsub contract float %5, %23
  %228 = load float, ptr %11, align 4, !tbaa !15
  %229 = fmul contract float %227, %228
  %230 = fsub contract float %6, %25
  %231 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %232 = load float, ptr %231, align 4, !tbaa !15
  %233 = fmul contract float %230, %232
  %234 = fadd contract float %229, %233
  %235 = fsub contract float %7, %27
  %236 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %237 = load float, ptr %236, align 4, !tbaa !15
  %238 = fmul contract float %235, %237
  %239 = fadd contract float %234, %238
  %240 = fcmp contract olt float %239, 0.000000e+00
  %241 = select contract i1 %240, float -1.000000e+00, float 1.000000e+00
  %242 = fmul contract float %228, %241
  %243 = fmul contract float %232, %241
  %244 = fmul contract float %237, %241
  %245 = getelementptr inbounds %struct.float4, ptr %8, i64 %21
  store float %242, ptr %245, align 16, !tbaa !15
  %246 = getelementptr inbounds nuw i8, ptr %245, i64 4
  store float %243, ptr %246, align 4, !tbaa !15
  %247 = getelementptr inbounds nuw i8, ptr %245, i64 8
  store float %244, ptr %247, align 8, !tbaa !15
  %248 = getelementptr inbounds nuw i8, ptr %245, i64 12
  store float %226, ptr %248, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #12
  br label %314

249:                                              ; preds = %249, %98
  %250 = phi i32 [ 0, %98 ], [ %311, %249 ]
  %251 = phi float [ %81, %98 ], [ %300, %249 ]
  %252 = phi float [ %82, %98 ], [ %302, %249 ]
  %253 = phi float [ %84, %98 ], [ %304, %249 ]
  %254 = phi float [ %86, %98 ], [ %306, %249 ]
  %255 = phi float [ %88, %98 ], [ %308, %249 ]
  %256 = phi float [ %90, %98 ], [ %310, %249 ]
  %257 = phi i32 [ 0, %98 ], [ %312, %249 ]
  %258 = zext nneg i32 %250 to i64
  %259 = getelementptr i32, ptr %95, i64 %258
  %260 = load i32, ptr %259, align 4, !tbaa !6
  %261 = urem i32 %260, %1
  %262 = zext i32 %261 to i64
  %263 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %262
  %264 = load float, ptr %263, align 16, !tbaa !15
  %265 = getelementptr inbounds nuw i8, ptr %263, i64 4
  %266 = load float, ptr %265, align 4, !tbaa !15
  %267 = getelementptr inbounds nuw i8, ptr %263, i64 8
  %268 = load float, ptr %267, align 8, !tbaa !15
  %269 = fsub contract float %264, %75
  %270 = fsub contract float %266, %76
  %271 = fsub contract float %268, %77
  %272 = fmul contract float %269, %269
  %273 = fadd contract float %272, %251
  %274 = fmul contract float %269, %270
  %275 = fadd contract float %274, %252
  %276 = fmul contract float %269, %271
  %277 = fadd contract float %276, %253
  %278 = fmul contract float %270, %270
  %279 = fadd contract float %278, %254
  %280 = fmul contract float %270, %271
  %281 = fadd contract float %280, %255
  %282 = fmul contract float %271, %271
  %283 = fadd contract float %282, %256
  %284 = zext nneg i32 %250 to i64
  %285 = getelementptr i32, ptr %95, i64 %284
  %286 = getelementptr i8, ptr %285, i64 4
  %287 = load i32, ptr %286, align 4, !tbaa !6
  %288 = urem i32 %287, %1
  %289 = zext i32 %288 to i64
  %290 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %289
  %291 = load float, ptr %290, align 16, !tbaa !15
  %292 = getelementptr inbounds nuw i8, ptr %290, i64 4
  %293 = load float, ptr %292, align 4, !tbaa !15
  %294 = getelementptr inbounds nuw i8, ptr %290, i64 8
  %295 = load float, ptr %294, align 8, !tbaa !15
  %296 = fsub contract float %291, %75
  %297 = fsub contract float %293, %76
  %298 = fsub contract float %295, %77
  %299 = fmul contract float %296, %296
  %300 = fadd contract float %299, %273
  %301 = fmul contract float %296, %297
  %302 = fadd contract float %301, %275
  %303 = fmul contract float %296, %298
  %304 = fadd contract float %303, %277
  %305 = fmul contract float %297, %297
  %306 = fadd contract float %305, %279
  %307 = fmul contract float %297, %298
  %308 = fadd contract float %307, %281
  %309 = fmul contract float %298, %298
  %310 = fadd contract float %309, %283
  %311 = add nuw nsw i32 %250, 2
  %312 = add i32 %257, 2
  %313 = icmp eq i32 %312, %99
  br i1 %313, label %168, label %249, !llvm.loop !26

314:                                              ; preds = %9, %205
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc noundef float @_ZL18smallest_eigenpairPKfPfi(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull writeonly captures(none) %1, i32 noundef range(i32 -2147483648, 2147483647) %2) unnamed_addr #5 {
  %4 = load float, ptr %0, align 4, !tbaa !15
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %6 = load float, ptr %5, align 4, !tbaa !15
  %7 = fadd contract float %4, %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %9 = load float, ptr %8, align 4, !tbaa !15
  %10 = fadd contract float %7, %9
  %11 = fsub contract float %10, %4
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %13 = load float, ptr %12, align 4, !tbaa !15
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !15
  %16 = fsub contract float %10, %6
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %18 = load float, ptr %17, align 4, !tbaa !15
  %19 = fneg contract float %18
  %20 = fsub contract float %10, %9
  %21 = fcmp contract ugt float %4, %6
  %22 = fcmp contract ugt float %4, %9
  %23 = select i1 %21, i1 true, i1 %22
  %24 = fcmp contract ugt float %6, %9
  %25 = select i1 %24, float 0x3FE27EF9E0000000, float 0x3FF93F7D00000000
  %26 = select i1 %23, i1 %24, i1 false
  %27 = select i1 %26, float 0x3FF9374BC0000000, float 0x3FE26E9780000000
  %28 = select i1 %23, float %25, float 0x3FE27EF9E0000000
  %29 = select i1 %23, float 0x3FE276C8C0000000, float 0x3FF93B6460000000
  %30 = icmp sgt i32 %2, 0
  br i1 %30, label %31, label %69

31:                                               ; preds = %3, %62
  %32 = phi float [ %65, %62 ], [ %29, %3 ]
  %33 = phi float [ %64, %62 ], [ %28, %3 ]
  %34 = phi float [ %63, %62 ], [ %27, %3 ]
  %35 = phi i32 [ %66, %62 ], [ 0, %3 ]
  %36 = fmul contract float %11, %32
  %37 = fmul contract float %13, %33
  %38 = fsub contract float %36, %37
  %39 = fmul contract float %15, %34
  %40 = fsub contract float %38, %39
  %41 = fmul contract float %16, %33
  %42 = fmul contract float %13, %32
  %43 = fsub contract float %41, %42
  %44 = fmul contract float %18, %34
  %45 = fsub contract float %43, %44
  %46 = fmul contract float %33, %19
  %47 = fmul contract float %15, %32
  %48 = fsub contract float %46, %47
  %49 = fmul contract float %20, %34
  %50 = fadd contract float %49, %48
  %51 = fmul contract float %40, %40
  %52 = fmul contract float %45, %45
  %53 = fadd contract float %51, %52
  %54 = fmul contract float %50, %50
  %55 = fadd contract float %54, %53
  %56 = fcmp contract ule float %55, 0x39B4484C00000000
  br i1 %56, label %62, label %57

57:                                               ; preds = %31
  %58 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %55)
  %59 = fmul contract float %40, %58
  %60 = fmul contract float %45, %58
  %61 = fmul contract float %50, %58
  br label %62

62:                                               ; preds = %31, %57
  %63 = phi float [ %61, %57 ], [ %34, %31 ]
  %64 = phi float [ %60, %57 ], [ %33, %31 ]
  %65 = phi float [ %59, %57 ], [ %32, %31 ]
  %66 = add nuw nsw i32 %35, 1
  %67 = icmp eq i32 %66, %2
  %68 = select i1 %56, i1 true, i1 %67
  br i1 %68, label %69, label %31, !llvm.loop !27

69:                                               ; preds = %62, %3
  %70 = phi float [ %27, %3 ], [ %63, %62 ]
  %71 = phi float [ %28, %3 ], [ %64, %62 ]
  %72 = phi float [ %29, %3 ], [ %65, %62 ]
  %73 = fmul contract float %72, %72
  %74 = fmul contract float %71, %71
  %75 = fadd contract float %74, %73
  %76 = fmul contract float %70, %70
  %77 = fadd contract float %76, %75
  %78 = tail call noundef float @llvm.maxnum.f32(float %77, float 0x39B4484C00000000)
  %79 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %78)
  %80 = fmul contract float %72, %79
  %81 = fmul contract float %71, %79
  %82 = fmul contract float %70, %79
  store float %80, ptr %1, align 4, !tbaa !15
  %83 = getelementptr inbounds nuw i8, ptr %1, i64 4
  store float %81, ptr %83, align 4, !tbaa !15
  %84 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store float %82, ptr %84, align 4, !tbaa !15
  %85 = load float, ptr %0, align 4, !tbaa !15
  %86 = fmul contract float %80, %85
  %87 = load float, ptr %12, align 4, !tbaa !15
  %88 = fmul contract float %81, %87
  %89 = fadd contract float %86, %88
  %90 = load float, ptr %14, align 4, !tbaa !15
  %91 = fmul contract float %82, %90
  %92 = fadd contract float %89, %91
  %93 = fmul contract float %80, %87
  %94 = load float, ptr %5, align 4, !tbaa !15
  %95 = fmul contract float %81, %94
  %96 = fadd contract float %93, %95
  %97 = load float, ptr %17, align 4, !tbaa !15
  %98 = fmul contract float %82, %97
  %99 = fadd contract float %96, %98
  %100 = fmul contract float %80, %90
  %101 = fmul contract float %81, %97
  %102 = fadd contract float %100, %101
  %103 = load float, ptr %8, align 4, !tbaa !15
  %104 = fmul contract float %82, %103
  %105 = fadd contract float %102, %104
  %106 = fmul contract float %80, %92
  %107 = fmul contract float %81, %99
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %82, %105
  %110 = fadd contract float %108, %109
  ret float %110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #11

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #12 = { nounwind }

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
!11 = !{!12, !7, i64 16}
!12 = !{!"_ZTS9VoxelGrid", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !7, i64 16, !7, i64 20, !7, i64 24}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 12}
!15 = !{!13, !13, i64 0}
!16 = !{!12, !13, i64 0}
!17 = !{!12, !13, i64 4}
!18 = !{!12, !13, i64 8}
!19 = !{!12, !7, i64 20}
!20 = !{!12, !7, i64 24}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !22}
!26 = distinct !{!26, !22}
!27 = distinct !{!27, !22}
