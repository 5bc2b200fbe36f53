; ModuleID = 'src/topp_sampling.cu'
source_filename = "src/topp_sampling.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint4 = type { i32, i32, i32, i32 }
%struct.uint2.0 = type { i32, i32 }
%struct.PenaltyParams = type { float, float, float, i32 }

@_ZZ24sampling_apply_penaltiesE6s_seen = internal addrspace(3) global [1024 x i32] undef, align 4
@_ZZ19sampling_topk_radixE6s_hist = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ19sampling_topk_radixE5s_sel.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ19sampling_topk_radixE5s_sel.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ19sampling_topk_radixE5s_red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 4
@_ZZ19sampling_topk_radixE7s_found = internal addrspace(3) global i32 undef, align 4
@_ZZ20sampling_topp_sortedE6s_warp = internal unnamed_addr addrspace(3) global [8 x float] undef, align 4
@_ZZ20sampling_topp_sortedE5s_cut = internal addrspace(3) global i32 undef, align 4
@_ZZ20sampling_topp_sortedE6s_mass = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ16sampling_softmaxE5s_red = internal unnamed_addr addrspace(3) global [8 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.uint4 @_Z13philox4x32_105uint45uint2(ptr noundef readonly byval(%struct.uint4) align 16 captures(none) %0, ptr noundef readonly byval(%struct.uint2.0) align 8 captures(none) %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %7 = load i32, ptr %0, align 16, !tbaa !6
  %8 = load i32, ptr %3, align 8, !tbaa !6
  %9 = load i32, ptr %4, align 4, !tbaa !6
  %10 = load i32, ptr %1, align 8, !tbaa !11
  %11 = load i32, ptr %5, align 4, !tbaa !6
  %12 = load i32, ptr %6, align 4, !tbaa !13
  %13 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %7)
  %14 = mul i32 %7, -766435501
  %15 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %8)
  %16 = mul i32 %8, -845247145
  %17 = xor i32 %15, %9
  %18 = xor i32 %17, %10
  %19 = xor i32 %11, %13
  %20 = xor i32 %19, %12
  %21 = add i32 %10, -1640531527
  %22 = add i32 %12, -1150833019
  %23 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %18)
  %24 = mul i32 %18, -766435501
  %25 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %20)
  %26 = mul i32 %20, -845247145
  %27 = xor i32 %25, %16
  %28 = xor i32 %27, %21
  %29 = xor i32 %14, %23
  %30 = xor i32 %29, %22
  %31 = add i32 %10, 1013904242
  %32 = add i32 %12, 1993301258
  %33 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %28)
  %34 = mul i32 %28, -766435501
  %35 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %30)
  %36 = mul i32 %30, -845247145
  %37 = xor i32 %35, %26
  %38 = xor i32 %37, %31
  %39 = xor i32 %24, %33
  %40 = xor i32 %39, %32
  %41 = add i32 %10, -626627285
  %42 = add i32 %12, 842468239
  %43 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %38)
  %44 = mul i32 %38, -766435501
  %45 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %40)
  %46 = mul i32 %40, -845247145
  %47 = xor i32 %45, %36
  %48 = xor i32 %47, %41
  %49 = xor i32 %34, %43
  %50 = xor i32 %49, %42
  %51 = add i32 %10, 2027808484
  %52 = add i32 %12, -308364780
  %53 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %48)
  %54 = mul i32 %48, -766435501
  %55 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %50)
  %56 = mul i32 %50, -845247145
  %57 = xor i32 %55, %46
  %58 = xor i32 %57, %51
  %59 = xor i32 %44, %53
  %60 = xor i32 %59, %52
  %61 = add i32 %10, 387276957
  %62 = add i32 %12, -1459197799
  %63 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %58)
  %64 = mul i32 %58, -766435501
  %65 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %60)
  %66 = mul i32 %60, -845247145
  %67 = xor i32 %65, %56
  %68 = xor i32 %67, %61
  %69 = xor i32 %54, %63
  %70 = xor i32 %69, %62
  %71 = add i32 %10, -1253254570
  %72 = add i32 %12, 1684936478
  %73 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %68)
  %74 = mul i32 %68, -766435501
  %75 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %70)
  %76 = mul i32 %70, -845247145
  %77 = xor i32 %75, %66
  %78 = xor i32 %77, %71
  %79 = xor i32 %64, %73
  %80 = xor i32 %79, %72
  %81 = add i32 %10, 1401181199
  %82 = add i32 %12, 534103459
  %83 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %78)
  %84 = mul i32 %78, -766435501
  %85 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %80)
  %86 = mul i32 %80, -845247145
  %87 = xor i32 %85, %76
  %88 = xor i32 %87, %81
  %89 = xor i32 %74, %83
  %90 = xor i32 %89, %82
  %91 = add i32 %10, -239350328
  %92 = add i32 %12, -616729560
  %93 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %88)
  %94 = mul i32 %88, -766435501
  %95 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %90)
  %96 = mul i32 %90, -845247145
  %97 = xor i32 %95, %86
  %98 = xor i32 %97, %91
  %99 = xor i32 %84, %93
  %100 = xor i32 %99, %92
  %101 = add i32 %10, -1879881855
  %102 = add i32 %12, -1767562579
  %103 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %98)
  %104 = mul i32 %98, -766435501
  %105 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %100)
  %106 = mul i32 %100, -845247145
  %107 = xor i32 %105, %96
  %108 = xor i32 %107, %101
  %109 = xor i32 %94, %103
  %110 = xor i32 %109, %102
  %111 = insertvalue %struct.uint4 poison, i32 %108, 0
  %112 = insertvalue %struct.uint4 %111, i32 %106, 1
  %113 = insertvalue %struct.uint4 %112, i32 %110, 2
  %114 = insertvalue %struct.uint4 %113, i32 %104, 3
  ret %struct.uint4 %114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sampling_apply_penalties(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noundef readonly byval(%struct.PenaltyParams) align 4 captures(none) %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp ne i32 %7, 256
  %9 = add i32 %3, -32769
  %10 = icmp ult i32 %9, -32768
  %11 = or i1 %8, %10
  br i1 %11, label %97, label %12

12:                                               ; preds = %6
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = add nuw nsw i32 %3, 31
  %15 = lshr i32 %14, 5
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = icmp samesign ult i32 %16, %15
  br i1 %17, label %32, label %18

18:                                               ; preds = %32, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = zext nneg i32 %13 to i64
  %20 = getelementptr inbounds nuw i32, ptr %2, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 0)
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %24 = load i32, ptr %23, align 4, !tbaa !14
  %25 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %24, i32 0)
  %26 = tail call noundef i32 @llvm.smin.i32(i32 %4, i32 %25)
  %27 = tail call noundef i32 @llvm.smin.i32(i32 %22, i32 %26)
  %28 = sext i32 %4 to i64
  %29 = mul nsw i64 %28, %19
  %30 = getelementptr inbounds i32, ptr %1, i64 %29
  %31 = icmp slt i32 %16, %27
  br i1 %31, label %58, label %38

32:                                               ; preds = %12, %32
  %33 = phi i32 [ %36, %32 ], [ %16, %12 ]
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24sampling_apply_penaltiesE6s_seen to ptr), i64 %34
  store i32 0, ptr %35, align 4, !tbaa !6
  %36 = add nuw nsw i32 %33, 256
  %37 = icmp samesign ult i32 %36, %15
  br i1 %37, label %32, label %18, !llvm.loop !17

38:                                               ; preds = %58, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %39 = load float, ptr %5, align 4, !tbaa !19
  %40 = tail call noundef float @llvm.maxnum.f32(float %39, float 0x3F50624DE0000000)
  %41 = tail call noundef float @llvm.minnum.f32(float %40, float 1.000000e+03)
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %43 = load float, ptr %42, align 4, !tbaa !20
  %44 = tail call noundef float @llvm.maxnum.f32(float %43, float -1.000000e+03)
  %45 = tail call noundef float @llvm.minnum.f32(float %44, float 1.000000e+03)
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %47 = load float, ptr %46, align 4, !tbaa !21
  %48 = tail call noundef float @llvm.maxnum.f32(float %47, float 0x3F50624DE0000000)
  %49 = tail call noundef float @llvm.minnum.f32(float %48, float 1.000000e+03)
  %50 = fdiv contract float 1.000000e+00, %49
  %51 = zext nneg i32 %3 to i64
  %52 = mul nuw nsw i64 %51, %19
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %52
  %54 = icmp samesign ult i32 %16, %3
  br i1 %54, label %55, label %97

55:                                               ; preds = %38
  %56 = and i32 %16, 31
  %57 = shl nuw i32 1, %56
  br label %72

58:                                               ; preds = %18, %58
  %59 = phi i32 [ %70, %58 ], [ %16, %18 ]
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw i32, ptr %30, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = urem i32 %62, %3
  %64 = lshr i32 %63, 5
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24sampling_apply_penaltiesE6s_seen to ptr), i64 %65
  %67 = and i32 %63, 31
  %68 = shl nuw i32 1, %67
  %69 = atomicrmw or ptr %66, i32 %68 seq_cst, align 4
  %70 = add nuw nsw i32 %59, 256
  %71 = icmp slt i32 %70, %27
  br i1 %71, label %58, label %38, !llvm.loop !22

72:                                               ; preds = %55, %92
  %73 = phi i32 [ %95, %92 ], [ %16, %55 ]
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %53, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !23
  %77 = lshr i32 %73, 5
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ24sampling_apply_penaltiesE6s_seen to ptr), i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = and i32 %80, %57
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %92, label %83

83:                                               ; preds = %72
  %84 = fcmp contract ogt float %76, 0.000000e+00
  br i1 %84, label %85, label %87

85:                                               ; preds = %83
  %86 = fdiv contract float %76, %41
  br label %89

87:                                               ; preds = %83
  %88 = fmul contract float %41, %76
  br label %89

89:                                               ; preds = %87, %85
  %90 = phi contract float [ %86, %85 ], [ %88, %87 ]
  %91 = fsub contract float %90, %45
  br label %92

92:                                               ; preds = %89, %72
  %93 = phi float [ %91, %89 ], [ %76, %72 ]
  %94 = fmul contract float %50, %93
  store float %94, ptr %75, align 4, !tbaa !23
  %95 = add nuw nsw i32 %73, 256
  %96 = icmp slt i32 %95, %3
  br i1 %96, label %72, label %97, !llvm.loop !24

97:                                               ; preds = %92, %38, %6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sampling_topk_radix(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #2 {
  %8 = alloca %struct.uint4, align 16
  %9 = alloca %struct.uint2.0, align 8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp ne i32 %10, 256
  %12 = icmp slt i32 %3, 1
  %13 = or i1 %11, %12
  br i1 %13, label %421, label %14

14:                                               ; preds = %7
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = zext nneg i32 %3 to i64
  %18 = mul nuw nsw i64 %17, %16
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 %3)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = and i32 %22, 31
  %24 = zext nneg i32 %22 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %24
  %26 = icmp samesign ult i32 %22, %3
  %27 = icmp samesign ult i32 %22, 32
  %28 = shl nuw nsw i32 %22, 3
  %29 = xor i32 %28, 255
  %30 = sub nuw nsw i32 248, %28
  %31 = zext nneg i32 %29 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %31
  %33 = sub nuw nsw i32 254, %28
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %34
  %36 = sub nuw nsw i32 253, %28
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %37
  %39 = sub nuw nsw i32 252, %28
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %40
  %42 = sub nuw nsw i32 251, %28
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %43
  %45 = sub nuw nsw i32 250, %28
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %46
  %48 = sub nuw nsw i32 249, %28
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %49
  %51 = sub nuw nsw i32 248, %28
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %52
  %54 = icmp eq i32 %23, 0
  %55 = icmp samesign ult i32 %23, 2
  %56 = icmp samesign ult i32 %23, 4
  %57 = icmp samesign ult i32 %23, 8
  %58 = icmp samesign ult i32 %23, 16
  br label %60

59:                                               ; preds = %165
  br i1 %26, label %210, label %174

60:                                               ; preds = %14, %165
  %61 = phi i32 [ 0, %14 ], [ %168, %165 ]
  %62 = phi i32 [ 0, %14 ], [ %170, %165 ]
  %63 = phi i32 [ %21, %14 ], [ %171, %165 ]
  %64 = phi i32 [ 0, %14 ], [ %172, %165 ]
  %65 = shl nuw nsw i32 %64, 3
  %66 = sub nuw nsw i32 24, %65
  store i32 0, ptr %25, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %26, label %105, label %67

67:                                               ; preds = %124, %60
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %68, label %165

68:                                               ; preds = %67
  %69 = load i32, ptr %32, align 4, !tbaa !6
  %70 = load i32, ptr %35, align 4, !tbaa !6
  %71 = add i32 %70, %69
  %72 = load i32, ptr %38, align 4, !tbaa !6
  %73 = add i32 %72, %71
  %74 = load i32, ptr %41, align 4, !tbaa !6
  %75 = add i32 %74, %73
  %76 = load i32, ptr %44, align 4, !tbaa !6
  %77 = add i32 %76, %75
  %78 = load i32, ptr %47, align 4, !tbaa !6
  %79 = add i32 %78, %77
  %80 = load i32, ptr %50, align 4, !tbaa !6
  %81 = add i32 %80, %79
  %82 = load i32, ptr %53, align 4, !tbaa !6
  %83 = add i32 %82, %81
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %83, i32 1, i32 0)
  %85 = select i1 %54, i32 0, i32 %84
  %86 = add i32 %85, %83
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %86, i32 2, i32 0)
  %88 = select i1 %55, i32 0, i32 %87
  %89 = add i32 %88, %86
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %89, i32 4, i32 0)
  %91 = select i1 %56, i32 0, i32 %90
  %92 = add i32 %91, %89
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %92, i32 8, i32 0)
  %94 = select i1 %57, i32 0, i32 %93
  %95 = add i32 %94, %92
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %95, i32 16, i32 0)
  %97 = select i1 %58, i32 0, i32 %96
  %98 = add i32 %97, %95
  %99 = sub i32 %98, %83
  %100 = icmp uge i32 %98, %63
  %101 = icmp ult i32 %99, %63
  %102 = select i1 %100, i1 %101, i1 false
  %103 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %102)
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %130, label %127

105:                                              ; preds = %60, %124
  %106 = phi i32 [ %125, %124 ], [ %22, %60 ]
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds nuw float, ptr %19, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !23
  %110 = fcmp contract uno float %109, 0.000000e+00
  %111 = bitcast float %109 to i32
  %112 = icmp sgt i32 %111, -1
  %113 = select i1 %112, i32 -2147483648, i32 -1
  %114 = xor i32 %113, %111
  %115 = select i1 %110, i32 0, i32 %114
  %116 = and i32 %115, %62
  %117 = icmp eq i32 %116, %61
  br i1 %117, label %118, label %124

118:                                              ; preds = %105
  %119 = lshr i32 %115, %66
  %120 = and i32 %119, 255
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %121
  %123 = atomicrmw add ptr %122, i32 1 seq_cst, align 4
  br label %124

124:                                              ; preds = %118, %105
  %125 = add nuw nsw i32 %106, 256
  %126 = icmp slt i32 %125, %3
  br i1 %126, label %105, label %67, !llvm.loop !25

127:                                              ; preds = %68
  %128 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %103)
  %129 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %128) #9, !srcloc !26
  br label %130

130:                                              ; preds = %68, %127
  %131 = phi i32 [ %129, %127 ], [ 31, %68 ]
  %132 = icmp eq i32 %23, %131
  br i1 %132, label %133, label %165

133:                                              ; preds = %130
  %134 = add i32 %69, %99
  %135 = icmp ult i32 %134, %63
  br i1 %135, label %136, label %159

136:                                              ; preds = %133
  %137 = add i32 %70, %134
  %138 = icmp ult i32 %137, %63
  br i1 %138, label %139, label %159

139:                                              ; preds = %136
  %140 = add i32 %72, %137
  %141 = icmp ult i32 %140, %63
  br i1 %141, label %142, label %159

142:                                              ; preds = %139
  %143 = add i32 %74, %140
  %144 = icmp ult i32 %143, %63
  br i1 %144, label %145, label %159

145:                                              ; preds = %142
  %146 = add i32 %76, %143
  %147 = icmp ult i32 %146, %63
  br i1 %147, label %148, label %159

148:                                              ; preds = %145
  %149 = add i32 %78, %146
  %150 = icmp ult i32 %149, %63
  br i1 %150, label %151, label %159

151:                                              ; preds = %148
  %152 = add i32 %80, %149
  %153 = icmp ult i32 %152, %63
  br i1 %153, label %154, label %159

154:                                              ; preds = %151
  %155 = add i32 %82, %152
  %156 = icmp ult i32 %155, %63
  %157 = select i1 %156, i32 %155, i32 %152
  %158 = select i1 %156, i32 %30, i32 %51
  br label %159

159:                                              ; preds = %154, %151, %148, %145, %142, %139, %136, %133
  %160 = phi i32 [ %143, %145 ], [ %99, %133 ], [ %134, %136 ], [ %157, %154 ], [ %137, %139 ], [ %146, %148 ], [ %140, %142 ], [ %149, %151 ]
  %161 = phi i32 [ %42, %145 ], [ %29, %133 ], [ %33, %136 ], [ %158, %154 ], [ %36, %139 ], [ %45, %148 ], [ %39, %142 ], [ %48, %151 ]
  store i32 %161, ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_sel.0, align 4, !tbaa !6
  %162 = icmp ugt i32 %63, %160
  %163 = sub i32 %63, %160
  %164 = select i1 %162, i32 %163, i32 1
  store i32 %164, ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_sel.1, align 4, !tbaa !6
  br label %165

165:                                              ; preds = %130, %159, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %166 = load i32, ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_sel.0, align 4, !tbaa !6
  %167 = shl i32 %166, %66
  %168 = or i32 %167, %61
  %169 = shl nuw i32 255, %66
  %170 = or i32 %169, %62
  %171 = load i32, ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_sel.1, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %172 = add nuw nsw i32 %64, 1
  %173 = icmp eq i32 %172, 4
  br i1 %173, label %59, label %60, !llvm.loop !27

174:                                              ; preds = %210, %59
  %175 = phi float [ 0xFFF0000000000000, %59 ], [ %224, %210 ]
  %176 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %175, i32 16, i32 31)
  %177 = tail call noundef float @llvm.maxnum.f32(float %175, float %176)
  %178 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %177, i32 8, i32 31)
  %179 = tail call noundef float @llvm.maxnum.f32(float %177, float %178)
  %180 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %179, i32 4, i32 31)
  %181 = tail call noundef float @llvm.maxnum.f32(float %179, float %180)
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %181, i32 2, i32 31)
  %183 = tail call noundef float @llvm.maxnum.f32(float %181, float %182)
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 1, i32 31)
  %185 = lshr i32 %22, 5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %186 = icmp eq i32 %23, 0
  br i1 %186, label %187, label %191

187:                                              ; preds = %174
  %188 = tail call noundef float @llvm.maxnum.f32(float %183, float %184)
  %189 = zext nneg i32 %185 to i64
  %190 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 %189
  store float %188, ptr %190, align 4, !tbaa !23
  br label %191

191:                                              ; preds = %187, %174
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %192 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), align 4, !tbaa !23
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 4), align 4, !tbaa !23
  %194 = tail call noundef float @llvm.maxnum.f32(float %192, float %193)
  %195 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 8), align 4, !tbaa !23
  %196 = tail call noundef float @llvm.maxnum.f32(float %194, float %195)
  %197 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 12), align 4, !tbaa !23
  %198 = tail call noundef float @llvm.maxnum.f32(float %196, float %197)
  %199 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 16), align 4, !tbaa !23
  %200 = tail call noundef float @llvm.maxnum.f32(float %198, float %199)
  %201 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 20), align 4, !tbaa !23
  %202 = tail call noundef float @llvm.maxnum.f32(float %200, float %201)
  %203 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 24), align 4, !tbaa !23
  %204 = tail call noundef float @llvm.maxnum.f32(float %202, float %203)
  %205 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 28), align 4, !tbaa !23
  %206 = tail call noundef float @llvm.maxnum.f32(float %204, float %205)
  %207 = tail call float @llvm.fabs.f32(float %206)
  %208 = fcmp one float %207, 0x7FF0000000000000
  %209 = select i1 %208, float %206, float 0.000000e+00
  br i1 %26, label %275, label %227

210:                                              ; preds = %59, %210
  %211 = phi i32 [ %225, %210 ], [ %22, %59 ]
  %212 = phi float [ %224, %210 ], [ 0xFFF0000000000000, %59 ]
  %213 = zext nneg i32 %211 to i64
  %214 = getelementptr inbounds nuw float, ptr %19, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !23
  %216 = fcmp contract uno float %215, 0.000000e+00
  %217 = bitcast float %215 to i32
  %218 = icmp sgt i32 %217, -1
  %219 = select i1 %218, i32 -2147483648, i32 -1
  %220 = xor i32 %219, %217
  %221 = select i1 %216, i32 0, i32 %220
  %222 = icmp ult i32 %221, %168
  %223 = tail call noundef float @llvm.maxnum.f32(float %212, float %215)
  %224 = select i1 %222, float %212, float %223
  %225 = add nuw nsw i32 %211, 256
  %226 = icmp slt i32 %225, %3
  br i1 %226, label %210, label %174, !llvm.loop !28

227:                                              ; preds = %294, %191
  %228 = phi float [ 0.000000e+00, %191 ], [ %295, %294 ]
  %229 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %228, i32 16, i32 31)
  %230 = fadd contract float %228, %229
  %231 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %230, i32 8, i32 31)
  %232 = fadd contract float %230, %231
  %233 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %232, i32 4, i32 31)
  %234 = fadd contract float %232, %233
  %235 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %234, i32 2, i32 31)
  %236 = fadd contract float %234, %235
  %237 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %236, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %186, label %238, label %242

238:                                              ; preds = %227
  %239 = fadd contract float %236, %237
  %240 = zext nneg i32 %185 to i64
  %241 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 %240
  store float %239, ptr %241, align 4, !tbaa !23
  br label %242

242:                                              ; preds = %238, %227
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %243 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), align 4, !tbaa !23
  %244 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 4), align 4, !tbaa !23
  %245 = fadd contract float %243, %244
  %246 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 8), align 4, !tbaa !23
  %247 = fadd contract float %245, %246
  %248 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 12), align 4, !tbaa !23
  %249 = fadd contract float %247, %248
  %250 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 16), align 4, !tbaa !23
  %251 = fadd contract float %249, %250
  %252 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 20), align 4, !tbaa !23
  %253 = fadd contract float %251, %252
  %254 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 24), align 4, !tbaa !23
  %255 = fadd contract float %253, %254
  %256 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 28), align 4, !tbaa !23
  %257 = fadd contract float %255, %256
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %258 = trunc i64 %6 to i32
  %259 = lshr i64 %6, 32
  %260 = trunc nuw i64 %259 to i32
  store i32 %258, ptr %8, align 16
  %261 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %260, ptr %261, align 4
  %262 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %15, ptr %262, align 8
  %263 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 0, ptr %263, align 4
  %264 = trunc i64 %5 to i32
  %265 = lshr i64 %5, 32
  %266 = trunc nuw i64 %265 to i32
  store i32 %264, ptr %9, align 8
  %267 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %266, ptr %267, align 4
  %268 = tail call %struct.uint4 @_Z13philox4x32_105uint45uint2(ptr noundef nonnull byval(%struct.uint4) align 16 %8, ptr noundef nonnull byval(%struct.uint2.0) align 8 %9) #10
  %269 = extractvalue %struct.uint4 %268, 0
  %270 = lshr i32 %269, 8
  %271 = uitofp nneg i32 %270 to float
  %272 = fmul contract float %271, 0x3E70000000000000
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %273 = fmul contract float %257, %272
  %274 = icmp eq i32 %22, 0
  br i1 %274, label %298, label %299

275:                                              ; preds = %191, %294
  %276 = phi i32 [ %296, %294 ], [ %22, %191 ]
  %277 = phi float [ %295, %294 ], [ 0.000000e+00, %191 ]
  %278 = zext nneg i32 %276 to i64
  %279 = getelementptr inbounds nuw float, ptr %19, i64 %278
  %280 = load float, ptr %279, align 4, !tbaa !23
  %281 = fcmp contract uno float %280, 0.000000e+00
  %282 = bitcast float %280 to i32
  %283 = icmp sgt i32 %282, -1
  %284 = select i1 %283, i32 -2147483648, i32 -1
  %285 = xor i32 %284, %282
  %286 = select i1 %281, i32 0, i32 %285
  %287 = icmp ult i32 %286, %168
  br i1 %287, label %294, label %288

288:                                              ; preds = %275
  %289 = fsub contract float %280, %209
  %290 = tail call noundef float @llvm.maxnum.f32(float %289, float -8.000000e+01)
  %291 = fmul float %290, 0x3FF7154760000000
  %292 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %291)
  %293 = fadd contract float %277, %292
  br label %294

294:                                              ; preds = %288, %275
  %295 = phi float [ %293, %288 ], [ %277, %275 ]
  %296 = add nuw nsw i32 %276, 256
  %297 = icmp slt i32 %296, %3
  br i1 %297, label %275, label %227, !llvm.loop !29

298:                                              ; preds = %242
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE7s_found to ptr), align 4, !tbaa !6
  br label %299

299:                                              ; preds = %298, %242
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %300 = icmp eq i32 %23, 31
  %301 = zext nneg i32 %185 to i64
  %302 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 %301
  %303 = icmp eq i32 %23, 0
  %304 = icmp samesign ult i32 %23, 2
  %305 = icmp samesign ult i32 %23, 4
  %306 = icmp samesign ult i32 %23, 8
  %307 = icmp samesign ult i32 %23, 16
  %308 = icmp eq i32 %185, 0
  %309 = icmp samesign ugt i32 %22, 63
  %310 = icmp samesign ugt i32 %22, 95
  %311 = icmp samesign ugt i32 %22, 127
  %312 = icmp samesign ugt i32 %22, 159
  %313 = icmp samesign ugt i32 %22, 191
  %314 = icmp samesign ugt i32 %22, 223
  %315 = icmp samesign ugt i32 %22, 255
  br label %316

316:                                              ; preds = %299, %398
  %317 = phi i32 [ 0, %299 ], [ %400, %398 ]
  %318 = phi float [ 0.000000e+00, %299 ], [ %399, %398 ]
  %319 = add nuw i32 %317, %22
  %320 = icmp slt i32 %319, %3
  br i1 %320, label %321, label %337

321:                                              ; preds = %316
  %322 = sext i32 %319 to i64
  %323 = getelementptr inbounds float, ptr %19, i64 %322
  %324 = load float, ptr %323, align 4, !tbaa !23
  %325 = fcmp contract uno float %324, 0.000000e+00
  %326 = bitcast float %324 to i32
  %327 = icmp sgt i32 %326, -1
  %328 = select i1 %327, i32 -2147483648, i32 -1
  %329 = xor i32 %328, %326
  %330 = select i1 %325, i32 0, i32 %329
  %331 = icmp ult i32 %330, %168
  br i1 %331, label %337, label %332

332:                                              ; preds = %321
  %333 = fsub contract float %324, %209
  %334 = tail call noundef float @llvm.maxnum.f32(float %333, float -8.000000e+01)
  %335 = fmul float %334, 0x3FF7154760000000
  %336 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %335)
  br label %337

337:                                              ; preds = %321, %332, %316
  %338 = phi float [ 0.000000e+00, %316 ], [ %336, %332 ], [ 0.000000e+00, %321 ]
  %339 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %338, i32 1, i32 0)
  %340 = fadd contract float %338, %339
  %341 = select i1 %303, float %338, float %340
  %342 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %341, i32 2, i32 0)
  %343 = fadd contract float %341, %342
  %344 = select i1 %304, float %341, float %343
  %345 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %344, i32 4, i32 0)
  %346 = fadd contract float %344, %345
  %347 = select i1 %305, float %344, float %346
  %348 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %347, i32 8, i32 0)
  %349 = fadd contract float %347, %348
  %350 = select i1 %306, float %347, float %349
  %351 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %350, i32 16, i32 0)
  %352 = fadd contract float %350, %351
  %353 = select i1 %307, float %350, float %352
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %300, label %354, label %355

354:                                              ; preds = %337
  store float %352, ptr %302, align 4, !tbaa !23
  br label %355

355:                                              ; preds = %354, %337
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %356 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), align 4, !tbaa !23
  %357 = fadd contract float %356, 0.000000e+00
  %358 = select i1 %308, float 0.000000e+00, float %357
  %359 = fadd contract float %356, 0.000000e+00
  %360 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 4), align 4, !tbaa !23
  %361 = select contract i1 %309, float %360, float 0.000000e+00
  %362 = fadd contract float %358, %361
  %363 = fadd contract float %359, %360
  %364 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 8), align 4, !tbaa !23
  %365 = select contract i1 %310, float %364, float 0.000000e+00
  %366 = fadd contract float %362, %365
  %367 = fadd contract float %363, %364
  %368 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 12), align 4, !tbaa !23
  %369 = select contract i1 %311, float %368, float 0.000000e+00
  %370 = fadd contract float %366, %369
  %371 = fadd contract float %367, %368
  %372 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 16), align 4, !tbaa !23
  %373 = select contract i1 %312, float %372, float 0.000000e+00
  %374 = fadd contract float %370, %373
  %375 = fadd contract float %371, %372
  %376 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 20), align 4, !tbaa !23
  %377 = select contract i1 %313, float %376, float 0.000000e+00
  %378 = fadd contract float %374, %377
  %379 = fadd contract float %375, %376
  %380 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 24), align 4, !tbaa !23
  %381 = select contract i1 %314, float %380, float 0.000000e+00
  %382 = fadd contract float %378, %381
  %383 = fadd contract float %379, %380
  %384 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 28), align 4, !tbaa !23
  %385 = select contract i1 %315, float %384, float 0.000000e+00
  %386 = fadd contract float %382, %385
  %387 = fadd contract float %383, %384
  %388 = fadd contract float %353, %386
  %389 = fcmp contract ule float %338, 0.000000e+00
  %390 = fadd contract float %318, %388
  %391 = fcmp contract ult float %390, %273
  %392 = select i1 %389, i1 true, i1 %391
  br i1 %392, label %395, label %393

393:                                              ; preds = %355
  %394 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE7s_found to ptr), i32 %319 seq_cst, align 4
  br label %395

395:                                              ; preds = %393, %355
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %396 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE7s_found to ptr), align 4, !tbaa !6
  %397 = icmp eq i32 %396, 2147483647
  br i1 %397, label %398, label %402

398:                                              ; preds = %395
  %399 = fadd contract float %318, %387
  %400 = add nuw nsw i32 %317, 256
  %401 = icmp slt i32 %400, %3
  br i1 %401, label %316, label %402, !llvm.loop !30

402:                                              ; preds = %395, %398
  br i1 %274, label %403, label %421

403:                                              ; preds = %402
  %404 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE7s_found to ptr), align 4, !tbaa !6
  %405 = icmp eq i32 %404, 2147483647
  %406 = select i1 %405, i32 0, i32 %404
  %407 = getelementptr inbounds nuw i32, ptr %1, i64 %16
  store i32 %406, ptr %407, align 4, !tbaa !6
  %408 = fcmp contract ogt float %257, 0.000000e+00
  br i1 %408, label %409, label %418

409:                                              ; preds = %403
  %410 = sext i32 %406 to i64
  %411 = getelementptr inbounds float, ptr %19, i64 %410
  %412 = load float, ptr %411, align 4, !tbaa !23
  %413 = fsub contract float %412, %209
  %414 = tail call noundef float @llvm.maxnum.f32(float %413, float -8.000000e+01)
  %415 = fmul float %414, 0x3FF7154760000000
  %416 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %415)
  %417 = fdiv contract float %416, %257
  br label %418

418:                                              ; preds = %403, %409
  %419 = phi contract float [ %417, %409 ], [ 0.000000e+00, %403 ]
  %420 = getelementptr inbounds nuw float, ptr %2, i64 %16
  store float %419, ptr %420, align 4, !tbaa !23
  br label %421

421:                                              ; preds = %402, %418, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sampling_topp_sorted(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, float noundef %4, i64 noundef %5, i64 noundef %6) local_unnamed_addr #2 {
  %8 = alloca %struct.uint4, align 16
  %9 = alloca %struct.uint2.0, align 8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp ne i32 %10, 256
  %12 = icmp slt i32 %3, 1
  %13 = or i1 %11, %12
  br i1 %13, label %257, label %14

14:                                               ; preds = %7
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = zext nneg i32 %3 to i64
  %18 = mul nuw nsw i64 %17, %16
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = tail call noundef float @llvm.maxnum.f32(float %4, float 0x3EB0C6F7A0000000)
  %21 = tail call noundef float @llvm.minnum.f32(float %20, float 1.000000e+00)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %14
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4, !tbaa !6
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_mass to ptr), align 4, !tbaa !23
  br label %25

25:                                               ; preds = %24, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = and i32 %22, 31
  %27 = lshr i32 %22, 5
  %28 = icmp eq i32 %26, 31
  %29 = zext nneg i32 %27 to i64
  %30 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 %29
  %31 = icmp eq i32 %26, 0
  %32 = icmp samesign ult i32 %26, 2
  %33 = icmp samesign ult i32 %26, 4
  %34 = icmp samesign ult i32 %26, 8
  %35 = icmp samesign ult i32 %26, 16
  %36 = icmp eq i32 %27, 0
  %37 = icmp samesign ugt i32 %22, 63
  %38 = icmp samesign ugt i32 %22, 95
  %39 = icmp samesign ugt i32 %22, 127
  %40 = icmp samesign ugt i32 %22, 159
  %41 = icmp samesign ugt i32 %22, 191
  %42 = icmp samesign ugt i32 %22, 223
  %43 = icmp samesign ugt i32 %22, 255
  br label %47

44:                                               ; preds = %115
  %45 = add nuw nsw i32 %49, 256
  %46 = icmp slt i32 %45, %3
  br i1 %46, label %47, label %122, !llvm.loop !31

47:                                               ; preds = %25, %44
  %48 = phi float [ 0.000000e+00, %25 ], [ %116, %44 ]
  %49 = phi i32 [ 0, %25 ], [ %45, %44 ]
  %50 = add nuw i32 %49, %22
  %51 = icmp sge i32 %50, %3
  br i1 %51, label %58, label %52

52:                                               ; preds = %47
  %53 = sext i32 %50 to i64
  %54 = getelementptr inbounds float, ptr %19, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !23
  %56 = tail call noundef float @llvm.maxnum.f32(float %55, float 0.000000e+00)
  %57 = tail call noundef float @llvm.minnum.f32(float %56, float 1.000000e+00)
  br label %58

58:                                               ; preds = %47, %52
  %59 = phi contract float [ %57, %52 ], [ 0.000000e+00, %47 ]
  %60 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %59, i32 1, i32 0)
  %61 = select i1 %31, float -0.000000e+00, float %60
  %62 = fadd contract float %59, %61
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %62, i32 2, i32 0)
  %64 = fadd contract float %62, %63
  %65 = select i1 %32, float %62, float %64
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %65, i32 4, i32 0)
  %67 = fadd contract float %65, %66
  %68 = select i1 %33, float %65, float %67
  %69 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %68, i32 8, i32 0)
  %70 = fadd contract float %68, %69
  %71 = select i1 %34, float %68, float %70
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %71, i32 16, i32 0)
  %73 = fadd contract float %71, %72
  %74 = select i1 %35, float %71, float %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %75, label %76

75:                                               ; preds = %58
  store float %73, ptr %30, align 4, !tbaa !23
  br label %76

76:                                               ; preds = %75, %58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), align 4, !tbaa !23
  %78 = fadd contract float %77, 0.000000e+00
  %79 = select i1 %36, float 0.000000e+00, float %78
  %80 = fadd contract float %77, 0.000000e+00
  %81 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 4), align 4, !tbaa !23
  %82 = select contract i1 %37, float %81, float 0.000000e+00
  %83 = fadd contract float %79, %82
  %84 = fadd contract float %80, %81
  %85 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 8), align 4, !tbaa !23
  %86 = select contract i1 %38, float %85, float 0.000000e+00
  %87 = fadd contract float %83, %86
  %88 = fadd contract float %84, %85
  %89 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 12), align 4, !tbaa !23
  %90 = select contract i1 %39, float %89, float 0.000000e+00
  %91 = fadd contract float %87, %90
  %92 = fadd contract float %88, %89
  %93 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 16), align 4, !tbaa !23
  %94 = select contract i1 %40, float %93, float 0.000000e+00
  %95 = fadd contract float %91, %94
  %96 = fadd contract float %92, %93
  %97 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 20), align 4, !tbaa !23
  %98 = select contract i1 %41, float %97, float 0.000000e+00
  %99 = fadd contract float %95, %98
  %100 = fadd contract float %96, %97
  %101 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 24), align 4, !tbaa !23
  %102 = select contract i1 %42, float %101, float 0.000000e+00
  %103 = fadd contract float %99, %102
  %104 = fadd contract float %100, %101
  %105 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 28), align 4, !tbaa !23
  %106 = select contract i1 %43, float %105, float 0.000000e+00
  %107 = fadd contract float %103, %106
  %108 = fadd contract float %104, %105
  %109 = fadd contract float %74, %107
  %110 = fadd contract float %48, %109
  %111 = fcmp contract ult float %110, %21
  %112 = select i1 %51, i1 true, i1 %111
  br i1 %112, label %115, label %113

113:                                              ; preds = %76
  %114 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), i32 %50 seq_cst, align 4
  br label %115

115:                                              ; preds = %113, %76
  %116 = fadd contract float %48, %108
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %117 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4, !tbaa !6
  %118 = icmp eq i32 %117, 2147483647
  br i1 %118, label %44, label %119

119:                                              ; preds = %115
  %120 = icmp eq i32 %50, %117
  br i1 %120, label %121, label %122

121:                                              ; preds = %119
  store float %110, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_mass to ptr), align 4, !tbaa !23
  br label %122

122:                                              ; preds = %44, %121, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %123 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4
  %124 = icmp eq i32 %123, 2147483647
  %125 = select i1 %23, i1 %124, i1 false
  br i1 %125, label %126, label %128

126:                                              ; preds = %122
  %127 = add nsw i32 %3, -1
  store i32 %127, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4, !tbaa !6
  store float %116, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_mass to ptr), align 4, !tbaa !23
  br label %128

128:                                              ; preds = %126, %122
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %129 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4, !tbaa !6
  %130 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_mass to ptr), align 4, !tbaa !23
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %131 = trunc i64 %6 to i32
  %132 = lshr i64 %6, 32
  %133 = trunc nuw i64 %132 to i32
  store i32 %131, ptr %8, align 16
  %134 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %133, ptr %134, align 4
  %135 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %15, ptr %135, align 8
  %136 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 0, ptr %136, align 4
  %137 = trunc i64 %5 to i32
  %138 = lshr i64 %5, 32
  %139 = trunc nuw i64 %138 to i32
  store i32 %137, ptr %9, align 8
  %140 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %139, ptr %140, align 4
  %141 = tail call %struct.uint4 @_Z13philox4x32_105uint45uint2(ptr noundef nonnull byval(%struct.uint4) align 16 %8, ptr noundef nonnull byval(%struct.uint2.0) align 8 %9) #10
  %142 = extractvalue %struct.uint4 %141, 0
  %143 = lshr i32 %142, 8
  %144 = uitofp nneg i32 %143 to float
  %145 = fmul contract float %144, 0x3E70000000000000
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %146 = fmul contract float %130, %145
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %147, label %148

147:                                              ; preds = %128
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4, !tbaa !6
  br label %148

148:                                              ; preds = %147, %128
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %149 = icmp slt i32 %129, 0
  br i1 %149, label %246, label %150

150:                                              ; preds = %148
  %151 = and i32 %22, 31
  %152 = lshr i32 %22, 5
  %153 = icmp eq i32 %151, 31
  %154 = zext nneg i32 %152 to i64
  %155 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 %154
  %156 = icmp eq i32 %151, 0
  %157 = icmp samesign ult i32 %151, 2
  %158 = icmp samesign ult i32 %151, 4
  %159 = icmp samesign ult i32 %151, 8
  %160 = icmp samesign ult i32 %151, 16
  %161 = icmp eq i32 %152, 0
  %162 = icmp samesign ugt i32 %22, 63
  %163 = icmp samesign ugt i32 %22, 95
  %164 = icmp samesign ugt i32 %22, 127
  %165 = icmp samesign ugt i32 %22, 159
  %166 = icmp samesign ugt i32 %22, 191
  %167 = icmp samesign ugt i32 %22, 223
  %168 = icmp samesign ugt i32 %22, 255
  br label %169

169:                                              ; preds = %150, %242
  %170 = phi float [ 0.000000e+00, %150 ], [ %243, %242 ]
  %171 = phi i32 [ 0, %150 ], [ %244, %242 ]
  %172 = add nuw i32 %171, %22
  %173 = icmp sle i32 %172, %129
  br i1 %173, label %174, label %180

174:                                              ; preds = %169
  %175 = sext i32 %172 to i64
  %176 = getelementptr inbounds float, ptr %19, i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !23
  %178 = tail call noundef float @llvm.maxnum.f32(float %177, float 0.000000e+00)
  %179 = tail call noundef float @llvm.minnum.f32(float %178, float 1.000000e+00)
  br label %180

180:                                              ; preds = %169, %174
  %181 = phi contract float [ %179, %174 ], [ 0.000000e+00, %169 ]
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %181, i32 1, i32 0)
  %183 = select i1 %156, float -0.000000e+00, float %182
  %184 = fadd contract float %181, %183
  %185 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %184, i32 2, i32 0)
  %186 = fadd contract float %184, %185
  %187 = select i1 %157, float %184, float %186
  %188 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %187, i32 4, i32 0)
  %189 = fadd contract float %187, %188
  %190 = select i1 %158, float %187, float %189
  %191 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %190, i32 8, i32 0)
  %192 = fadd contract float %190, %191
  %193 = select i1 %159, float %190, float %192
  %194 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %193, i32 16, i32 0)
  %195 = fadd contract float %193, %194
  %196 = select i1 %160, float %193, float %195
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %153, label %197, label %198

197:                                              ; preds = %180
  store float %195, ptr %155, align 4, !tbaa !23
  br label %198

198:                                              ; preds = %197, %180
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %199 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), align 4, !tbaa !23
  %200 = fadd contract float %199, 0.000000e+00
  %201 = select i1 %161, float 0.000000e+00, float %200
  %202 = fadd contract float %199, 0.000000e+00
  %203 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 4), align 4, !tbaa !23
  %204 = select contract i1 %162, float %203, float 0.000000e+00
  %205 = fadd contract float %201, %204
  %206 = fadd contract float %202, %203
  %207 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 8), align 4, !tbaa !23
  %208 = select contract i1 %163, float %207, float 0.000000e+00
  %209 = fadd contract float %205, %208
  %210 = fadd contract float %206, %207
  %211 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 12), align 4, !tbaa !23
  %212 = select contract i1 %164, float %211, float 0.000000e+00
  %213 = fadd contract float %209, %212
  %214 = fadd contract float %210, %211
  %215 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 16), align 4, !tbaa !23
  %216 = select contract i1 %165, float %215, float 0.000000e+00
  %217 = fadd contract float %213, %216
  %218 = fadd contract float %214, %215
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 20), align 4, !tbaa !23
  %220 = select contract i1 %166, float %219, float 0.000000e+00
  %221 = fadd contract float %217, %220
  %222 = fadd contract float %218, %219
  %223 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 24), align 4, !tbaa !23
  %224 = select contract i1 %167, float %223, float 0.000000e+00
  %225 = fadd contract float %221, %224
  %226 = fadd contract float %222, %223
  %227 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 28), align 4, !tbaa !23
  %228 = select contract i1 %168, float %227, float 0.000000e+00
  %229 = fadd contract float %225, %228
  %230 = fadd contract float %226, %227
  %231 = fadd contract float %196, %229
  %232 = fcmp contract ogt float %181, 0.000000e+00
  %233 = and i1 %173, %232
  %234 = fadd contract float %170, %231
  %235 = fcmp contract ogt float %234, %146
  %236 = select i1 %233, i1 %235, i1 false
  br i1 %236, label %237, label %239

237:                                              ; preds = %198
  %238 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), i32 %172 seq_cst, align 4
  br label %239

239:                                              ; preds = %237, %198
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %240 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4, !tbaa !6
  %241 = icmp eq i32 %240, 2147483647
  br i1 %241, label %242, label %246

242:                                              ; preds = %239
  %243 = fadd contract float %170, %230
  %244 = add nuw nsw i32 %171, 256
  %245 = icmp sgt i32 %244, %129
  br i1 %245, label %246, label %169, !llvm.loop !32

246:                                              ; preds = %239, %242, %148
  br i1 %23, label %247, label %257

247:                                              ; preds = %246
  %248 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4, !tbaa !6
  %249 = icmp eq i32 %248, 2147483647
  %250 = select i1 %249, i32 %129, i32 %248
  %251 = sext i32 %250 to i64
  %252 = getelementptr i32, ptr %1, i64 %18
  %253 = getelementptr i32, ptr %252, i64 %251
  %254 = load i32, ptr %253, align 4, !tbaa !6
  %255 = urem i32 %254, %3
  %256 = getelementptr inbounds nuw i32, ptr %2, i64 %16
  store i32 %255, ptr %256, align 4, !tbaa !6
  br label %257

257:                                              ; preds = %246, %247, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sampling_softmax(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, float noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = icmp ne i32 %5, 256
  %7 = icmp slt i32 %2, 1
  %8 = or i1 %6, %7
  br i1 %8, label %130, label %9

9:                                                ; preds = %4
  %10 = tail call noundef float @llvm.maxnum.f32(float %3, float 0x3F50624DE0000000)
  %11 = tail call noundef float @llvm.minnum.f32(float %10, float 1.000000e+03)
  %12 = fdiv contract float 1.000000e+00, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = zext nneg i32 %2 to i64
  %16 = mul nuw nsw i64 %15, %14
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %16
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %16
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = icmp samesign ult i32 %19, %2
  br i1 %20, label %58, label %21

21:                                               ; preds = %58, %9
  %22 = phi float [ 0xFFF0000000000000, %9 ], [ %65, %58 ]
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 16, i32 31)
  %24 = tail call noundef float @llvm.maxnum.f32(float %22, float %23)
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 8, i32 31)
  %26 = tail call noundef float @llvm.maxnum.f32(float %24, float %25)
  %27 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 4, i32 31)
  %28 = tail call noundef float @llvm.maxnum.f32(float %26, float %27)
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 2, i32 31)
  %30 = tail call noundef float @llvm.maxnum.f32(float %28, float %29)
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 1, i32 31)
  %32 = and i32 %19, 31
  %33 = lshr i32 %19, 5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp eq i32 %32, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %21
  %36 = tail call noundef float @llvm.maxnum.f32(float %30, float %31)
  %37 = zext nneg i32 %33 to i64
  %38 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 %37
  store float %36, ptr %38, align 4, !tbaa !23
  br label %39

39:                                               ; preds = %35, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), align 4, !tbaa !23
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 4), align 4, !tbaa !23
  %42 = tail call noundef float @llvm.maxnum.f32(float %40, float %41)
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 8), align 4, !tbaa !23
  %44 = tail call noundef float @llvm.maxnum.f32(float %42, float %43)
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 12), align 4, !tbaa !23
  %46 = tail call noundef float @llvm.maxnum.f32(float %44, float %45)
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 16), align 4, !tbaa !23
  %48 = tail call noundef float @llvm.maxnum.f32(float %46, float %47)
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 20), align 4, !tbaa !23
  %50 = tail call noundef float @llvm.maxnum.f32(float %48, float %49)
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 24), align 4, !tbaa !23
  %52 = tail call noundef float @llvm.maxnum.f32(float %50, float %51)
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 28), align 4, !tbaa !23
  %54 = tail call noundef float @llvm.maxnum.f32(float %52, float %53)
  %55 = tail call float @llvm.fabs.f32(float %54)
  %56 = fcmp one float %55, 0x7FF0000000000000
  %57 = select i1 %56, float %54, float 0.000000e+00
  br i1 %20, label %102, label %68

58:                                               ; preds = %9, %58
  %59 = phi float [ %65, %58 ], [ 0xFFF0000000000000, %9 ]
  %60 = phi i32 [ %66, %58 ], [ %19, %9 ]
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr %17, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !23
  %64 = fmul contract float %12, %63
  %65 = tail call noundef float @llvm.maxnum.f32(float %59, float %64)
  %66 = add nuw nsw i32 %60, 256
  %67 = icmp slt i32 %66, %2
  br i1 %67, label %58, label %21, !llvm.loop !33

68:                                               ; preds = %102, %39
  %69 = phi float [ 0.000000e+00, %39 ], [ %113, %102 ]
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 16, i32 31)
  %71 = fadd contract float %69, %70
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %71, i32 8, i32 31)
  %73 = fadd contract float %71, %72
  %74 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %73, i32 4, i32 31)
  %75 = fadd contract float %73, %74
  %76 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %75, i32 2, i32 31)
  %77 = fadd contract float %75, %76
  %78 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %77, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %79, label %83

79:                                               ; preds = %68
  %80 = fadd contract float %77, %78
  %81 = zext nneg i32 %33 to i64
  %82 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 %81
  store float %80, ptr %82, align 4, !tbaa !23
  br label %83

83:                                               ; preds = %79, %68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), align 4, !tbaa !23
  %85 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 4), align 4, !tbaa !23
  %86 = fadd contract float %84, %85
  %87 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 8), align 4, !tbaa !23
  %88 = fadd contract float %86, %87
  %89 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 12), align 4, !tbaa !23
  %90 = fadd contract float %88, %89
  %91 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 16), align 4, !tbaa !23
  %92 = fadd contract float %90, %91
  %93 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 20), align 4, !tbaa !23
  %94 = fadd contract float %92, %93
  %95 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 24), align 4, !tbaa !23
  %96 = fadd contract float %94, %95
  %97 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 28), align 4, !tbaa !23
  %98 = fadd contract float %96, %97
  %99 = fcmp contract ogt float %98, 0.000000e+00
  %100 = fdiv contract float 1.000000e+00, %98
  %101 = select contract i1 %99, float %100, float 0.000000e+00
  br i1 %20, label %116, label %130

102:                                              ; preds = %39, %102
  %103 = phi i32 [ %114, %102 ], [ %19, %39 ]
  %104 = phi float [ %113, %102 ], [ 0.000000e+00, %39 ]
  %105 = zext nneg i32 %103 to i64
  %106 = getelementptr inbounds nuw float, ptr %17, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !23
  %108 = fmul contract float %12, %107
  %109 = fsub contract float %108, %57
  %110 = tail call noundef float @llvm.maxnum.f32(float %109, float -8.000000e+01)
  %111 = fmul float %110, 0x3FF7154760000000
  %112 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %111)
  %113 = fadd contract float %104, %112
  %114 = add nuw nsw i32 %103, 256
  %115 = icmp slt i32 %114, %2
  br i1 %115, label %102, label %68, !llvm.loop !34

116:                                              ; preds = %83, %116
  %117 = phi i32 [ %128, %116 ], [ %19, %83 ]
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw float, ptr %17, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !23
  %121 = fmul contract float %12, %120
  %122 = fsub contract float %121, %57
  %123 = tail call noundef float @llvm.maxnum.f32(float %122, float -8.000000e+01)
  %124 = fmul float %123, 0x3FF7154760000000
  %125 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %124)
  %126 = fmul contract float %101, %125
  %127 = getelementptr inbounds nuw float, ptr %18, i64 %118
  store float %126, ptr %127, align 4, !tbaa !23
  %128 = add nuw nsw i32 %117, 256
  %129 = icmp slt i32 %128, %2
  br i1 %129, label %116, label %130, !llvm.loop !35

130:                                              ; preds = %116, %83, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind memory(none) }
attributes #10 = { nounwind }

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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS5uint2", !7, i64 0, !7, i64 4}
!13 = !{!12, !7, i64 4}
!14 = !{!15, !7, i64 12}
!15 = !{!"_ZTS13PenaltyParams", !16, i64 0, !16, i64 4, !16, i64 8, !7, i64 12}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!15, !16, i64 0}
!20 = !{!15, !16, i64 4}
!21 = !{!15, !16, i64 8}
!22 = distinct !{!22, !18}
!23 = !{!16, !16, i64 0}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
!26 = !{i32 12293}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !18}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !18}
!32 = distinct !{!32, !18}
!33 = distinct !{!33, !18}
!34 = distinct !{!34, !18}
!35 = distinct !{!35, !18}
