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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.uint4 @_Z13philox4x32_105uint45uint2(ptr noundef byval(%struct.uint4) align 16 captures(none) %0, ptr noundef byval(%struct.uint2.0) align 8 captures(none) %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !11
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = load i32, ptr %1, align 8, !tbaa !13
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 8, !tbaa !6
  %12 = load i32, ptr %0, align 16, !tbaa !6
  %13 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %12)
  %14 = mul i32 %12, -766435501
  %15 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %11)
  %16 = mul i32 %11, -845247145
  %17 = xor i32 %15, %9
  %18 = xor i32 %17, %7
  %19 = xor i32 %6, %13
  %20 = xor i32 %19, %4
  %21 = add i32 %7, -1640531527
  %22 = add i32 %4, -1150833019
  %23 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %18)
  %24 = mul i32 %18, -766435501
  %25 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %20)
  %26 = mul i32 %20, -845247145
  %27 = xor i32 %25, %16
  %28 = xor i32 %27, %21
  %29 = xor i32 %14, %23
  %30 = xor i32 %29, %22
  %31 = add i32 %7, 1013904242
  %32 = add i32 %4, 1993301258
  %33 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %28)
  %34 = mul i32 %28, -766435501
  %35 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %30)
  %36 = mul i32 %30, -845247145
  %37 = xor i32 %35, %26
  %38 = xor i32 %37, %31
  %39 = xor i32 %24, %33
  %40 = xor i32 %39, %32
  %41 = add i32 %7, -626627285
  %42 = add i32 %4, 842468239
  %43 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %38)
  %44 = mul i32 %38, -766435501
  %45 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %40)
  %46 = mul i32 %40, -845247145
  %47 = xor i32 %45, %36
  %48 = xor i32 %47, %41
  %49 = xor i32 %34, %43
  %50 = xor i32 %49, %42
  %51 = add i32 %7, 2027808484
  %52 = add i32 %4, -308364780
  %53 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %48)
  %54 = mul i32 %48, -766435501
  %55 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %50)
  %56 = mul i32 %50, -845247145
  %57 = xor i32 %55, %46
  %58 = xor i32 %57, %51
  %59 = xor i32 %44, %53
  %60 = xor i32 %59, %52
  %61 = add i32 %7, 387276957
  %62 = add i32 %4, -1459197799
  %63 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %58)
  %64 = mul i32 %58, -766435501
  %65 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %60)
  %66 = mul i32 %60, -845247145
  %67 = xor i32 %65, %56
  %68 = xor i32 %67, %61
  %69 = xor i32 %54, %63
  %70 = xor i32 %69, %62
  %71 = add i32 %7, -1253254570
  %72 = add i32 %4, 1684936478
  %73 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %68)
  %74 = mul i32 %68, -766435501
  %75 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %70)
  %76 = mul i32 %70, -845247145
  %77 = xor i32 %75, %66
  %78 = xor i32 %77, %71
  %79 = xor i32 %64, %73
  %80 = xor i32 %79, %72
  %81 = add i32 %7, 1401181199
  %82 = add i32 %4, 534103459
  %83 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %78)
  %84 = mul i32 %78, -766435501
  %85 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %80)
  %86 = mul i32 %80, -845247145
  %87 = xor i32 %85, %76
  %88 = xor i32 %87, %81
  %89 = xor i32 %74, %83
  %90 = xor i32 %89, %82
  %91 = add i32 %7, -239350328
  %92 = add i32 %4, -616729560
  %93 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %88)
  %94 = mul i32 %88, -766435501
  %95 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %90)
  %96 = mul i32 %90, -845247145
  %97 = xor i32 %95, %86
  %98 = xor i32 %97, %91
  %99 = xor i32 %84, %93
  %100 = xor i32 %99, %92
  %101 = add i32 %7, -1879881855
  %102 = add i32 %4, -1767562579
  %103 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %98)
  %104 = mul i32 %98, -766435501
  %105 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %100)
  %106 = mul i32 %100, -845247145
  %107 = xor i32 %105, %96
  %108 = xor i32 %107, %101
  %109 = xor i32 %94, %103
  %110 = xor i32 %109, %102
  %111 = add i32 %7, 774553914
  %112 = add i32 %4, 1376571698
  store i32 %108, ptr %0, align 16, !tbaa !6
  store i32 %110, ptr %10, align 8, !tbaa !6
  store i32 %106, ptr %8, align 4, !tbaa !6
  store i32 %111, ptr %1, align 8, !tbaa !13
  store i32 %104, ptr %5, align 4, !tbaa !6
  store i32 %112, ptr %3, align 4, !tbaa !11
  %113 = insertvalue %struct.uint4 poison, i32 %108, 0
  %114 = insertvalue %struct.uint4 %113, i32 %106, 1
  %115 = insertvalue %struct.uint4 %114, i32 %110, 2
  %116 = insertvalue %struct.uint4 %115, i32 %104, 3
  ret %struct.uint4 %116
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
  %39 = load float, ptr %5, align 4, !tbaa !20
  %40 = tail call noundef float @llvm.maxnum.f32(float %39, float 0x3F50624DE0000000)
  %41 = tail call noundef float @llvm.minnum.f32(float %40, float 1.000000e+03)
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %43 = load float, ptr %42, align 4, !tbaa !21
  %44 = tail call noundef float @llvm.maxnum.f32(float %43, float -1.000000e+03)
  %45 = tail call noundef float @llvm.minnum.f32(float %44, float 1.000000e+03)
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %47 = load float, ptr %46, align 4, !tbaa !22
  %48 = tail call noundef float @llvm.maxnum.f32(float %47, float 0x3F50624DE0000000)
  %49 = tail call noundef float @llvm.minnum.f32(float %48, float 1.000000e+03)
  %50 = fdiv contract float 1.000000e+00, %49
  %51 = zext nneg i32 %3 to i64
  %52 = mul nuw nsw i64 %51, %19
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %52
  %54 = icmp slt i32 %16, %3
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
  br i1 %71, label %58, label %38, !llvm.loop !23

72:                                               ; preds = %55, %92
  %73 = phi i32 [ %95, %92 ], [ %16, %55 ]
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %53, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !24
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
  store float %94, ptr %75, align 4, !tbaa !24
  %95 = add nuw nsw i32 %73, 256
  %96 = icmp slt i32 %95, %3
  br i1 %96, label %72, label %97, !llvm.loop !25

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
  br i1 %13, label %412, label %14

14:                                               ; preds = %7
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = zext nneg i32 %3 to i64
  %18 = mul nuw nsw i64 %17, %16
  %19 = getelementptr inbounds nuw float, ptr %0, i64 %18
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %21 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 %3)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = and i32 %22, 31
  %24 = zext nneg i32 %22 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %24
  %26 = icmp slt i32 %22, %3
  %27 = icmp samesign ult i32 %22, 32
  %28 = shl nuw nsw i32 %22, 3
  %29 = xor i32 %28, 255
  %30 = shl nuw nsw i32 %22, 3
  %31 = xor i32 %30, 255
  %32 = sub nuw nsw i32 248, %30
  %33 = sub nuw nsw i32 248, %28
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %34
  %36 = sub nuw nsw i32 249, %28
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %37
  %39 = sub nuw nsw i32 250, %28
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %40
  %42 = sub nuw nsw i32 251, %28
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %43
  %45 = sub nuw nsw i32 252, %28
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %46
  %48 = sub nuw nsw i32 253, %28
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %49
  %51 = sub nuw nsw i32 254, %28
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %52
  %54 = zext nneg i32 %29 to i64
  %55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %54
  %56 = icmp eq i32 %23, 0
  %57 = icmp samesign ult i32 %23, 2
  %58 = icmp samesign ult i32 %23, 4
  %59 = icmp samesign ult i32 %23, 8
  %60 = icmp samesign ult i32 %23, 16
  br label %63

61:                                               ; preds = %155
  %62 = icmp slt i32 %22, %3
  br i1 %62, label %201, label %164

63:                                               ; preds = %14, %155
  %64 = phi i32 [ 0, %14 ], [ %158, %155 ]
  %65 = phi i32 [ 0, %14 ], [ %160, %155 ]
  %66 = phi i32 [ %21, %14 ], [ %161, %155 ]
  %67 = phi i32 [ 0, %14 ], [ %162, %155 ]
  %68 = shl nuw nsw i32 %67, 3
  %69 = sub nuw nsw i32 24, %68
  store i32 0, ptr %25, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %26, label %71, label %70

70:                                               ; preds = %90, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %93, label %155

71:                                               ; preds = %63, %90
  %72 = phi i32 [ %91, %90 ], [ %22, %63 ]
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw float, ptr %19, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !24
  %76 = fcmp contract uno float %75, 0.000000e+00
  %77 = bitcast float %75 to i32
  %78 = icmp sgt i32 %77, -1
  %79 = select i1 %78, i32 -2147483648, i32 -1
  %80 = xor i32 %79, %77
  %81 = select i1 %76, i32 0, i32 %80
  %82 = and i32 %81, %65
  %83 = icmp eq i32 %82, %64
  br i1 %83, label %84, label %90

84:                                               ; preds = %71
  %85 = lshr i32 %81, %69
  %86 = and i32 %85, 255
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %87
  %89 = atomicrmw add ptr %88, i32 1 seq_cst, align 4
  br label %90

90:                                               ; preds = %84, %71
  %91 = add nuw nsw i32 %72, 256
  %92 = icmp slt i32 %91, %3
  br i1 %92, label %71, label %70, !llvm.loop !26

93:                                               ; preds = %70
  %94 = load i32, ptr %35, align 4, !tbaa !6
  %95 = load i32, ptr %38, align 4, !tbaa !6
  %96 = load i32, ptr %41, align 4, !tbaa !6
  %97 = load i32, ptr %44, align 4, !tbaa !6
  %98 = load i32, ptr %47, align 4, !tbaa !6
  %99 = load i32, ptr %50, align 4, !tbaa !6
  %100 = load i32, ptr %53, align 4, !tbaa !6
  %101 = load i32, ptr %55, align 4, !tbaa !6
  %102 = add i32 %100, %101
  %103 = add i32 %99, %102
  %104 = add i32 %98, %103
  %105 = add i32 %97, %104
  %106 = add i32 %96, %105
  %107 = add i32 %95, %106
  %108 = add i32 %94, %107
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %108, i32 1, i32 0)
  %110 = select i1 %56, i32 0, i32 %109
  %111 = add i32 %110, %108
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %111, i32 2, i32 0)
  %113 = select i1 %57, i32 0, i32 %112
  %114 = add i32 %113, %111
  %115 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %114, i32 4, i32 0)
  %116 = select i1 %58, i32 0, i32 %115
  %117 = add i32 %116, %114
  %118 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %117, i32 8, i32 0)
  %119 = select i1 %59, i32 0, i32 %118
  %120 = add i32 %119, %117
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %120, i32 16, i32 0)
  %122 = select i1 %60, i32 0, i32 %121
  %123 = add i32 %122, %120
  %124 = sub i32 %123, %108
  %125 = icmp uge i32 %123, %66
  %126 = icmp ult i32 %124, %66
  %127 = select i1 %125, i1 %126, i1 false
  %128 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %127)
  %129 = icmp eq i32 %128, 0
  br i1 %129, label %133, label %130

130:                                              ; preds = %93
  %131 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %128)
  %132 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %131) #9, !srcloc !27
  br label %133

133:                                              ; preds = %93, %130
  %134 = phi i32 [ %132, %130 ], [ 31, %93 ]
  %135 = icmp eq i32 %23, %134
  br i1 %135, label %136, label %155

136:                                              ; preds = %133, %136
  %137 = phi i32 [ %148, %136 ], [ 0, %133 ]
  %138 = phi i32 [ %147, %136 ], [ %32, %133 ]
  %139 = phi i32 [ %146, %136 ], [ %124, %133 ]
  %140 = sub nuw nsw i32 %31, %137
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE6s_hist to ptr), i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = add i32 %143, %139
  %145 = icmp ult i32 %144, %66
  %146 = select i1 %145, i32 %144, i32 %139
  %147 = select i1 %145, i32 %138, i32 %140
  %148 = add nuw nsw i32 %137, 1
  %149 = icmp samesign ult i32 %137, 7
  %150 = select i1 %145, i1 %149, i1 false
  br i1 %150, label %136, label %151, !llvm.loop !28

151:                                              ; preds = %136
  store i32 %147, ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_sel.0, align 4, !tbaa !6
  %152 = icmp ugt i32 %66, %146
  %153 = sub i32 %66, %146
  %154 = select i1 %152, i32 %153, i32 1
  store i32 %154, ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_sel.1, align 4, !tbaa !6
  br label %155

155:                                              ; preds = %133, %151, %70
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %156 = load i32, ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_sel.0, align 4, !tbaa !6
  %157 = shl i32 %156, %69
  %158 = or i32 %157, %64
  %159 = shl nuw i32 255, %69
  %160 = or i32 %159, %65
  %161 = load i32, ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_sel.1, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %162 = add nuw nsw i32 %67, 1
  %163 = icmp eq i32 %162, 4
  br i1 %163, label %61, label %63, !llvm.loop !29

164:                                              ; preds = %201, %61
  %165 = phi float [ 0xFFF0000000000000, %61 ], [ %215, %201 ]
  %166 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %165, i32 16, i32 31)
  %167 = tail call noundef float @llvm.maxnum.f32(float %165, float %166)
  %168 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %167, i32 8, i32 31)
  %169 = tail call noundef float @llvm.maxnum.f32(float %167, float %168)
  %170 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 4, i32 31)
  %171 = tail call noundef float @llvm.maxnum.f32(float %169, float %170)
  %172 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %171, i32 2, i32 31)
  %173 = tail call noundef float @llvm.maxnum.f32(float %171, float %172)
  %174 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %173, i32 1, i32 31)
  %175 = lshr i32 %22, 5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %176 = icmp eq i32 %23, 0
  br i1 %176, label %177, label %181

177:                                              ; preds = %164
  %178 = tail call noundef float @llvm.maxnum.f32(float %173, float %174)
  %179 = zext nneg i32 %175 to i64
  %180 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 %179
  store float %178, ptr %180, align 4, !tbaa !24
  br label %181

181:                                              ; preds = %177, %164
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %182 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), align 4, !tbaa !24
  %183 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 4), align 4, !tbaa !24
  %184 = tail call noundef float @llvm.maxnum.f32(float %182, float %183)
  %185 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 8), align 4, !tbaa !24
  %186 = tail call noundef float @llvm.maxnum.f32(float %184, float %185)
  %187 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 12), align 4, !tbaa !24
  %188 = tail call noundef float @llvm.maxnum.f32(float %186, float %187)
  %189 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 16), align 4, !tbaa !24
  %190 = tail call noundef float @llvm.maxnum.f32(float %188, float %189)
  %191 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 20), align 4, !tbaa !24
  %192 = tail call noundef float @llvm.maxnum.f32(float %190, float %191)
  %193 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 24), align 4, !tbaa !24
  %194 = tail call noundef float @llvm.maxnum.f32(float %192, float %193)
  %195 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 28), align 4, !tbaa !24
  %196 = tail call noundef float @llvm.maxnum.f32(float %194, float %195)
  %197 = tail call float @llvm.fabs.f32(float %196)
  %198 = fcmp one float %197, 0x7FF0000000000000
  %199 = select i1 %198, float %196, float 0.000000e+00
  %200 = icmp slt i32 %22, %3
  br i1 %200, label %266, label %218

201:                                              ; preds = %61, %201
  %202 = phi i32 [ %216, %201 ], [ %22, %61 ]
  %203 = phi float [ %215, %201 ], [ 0xFFF0000000000000, %61 ]
  %204 = zext nneg i32 %202 to i64
  %205 = getelementptr inbounds nuw float, ptr %19, i64 %204
  %206 = load float, ptr %205, align 4, !tbaa !24
  %207 = fcmp contract uno float %206, 0.000000e+00
  %208 = bitcast float %206 to i32
  %209 = icmp sgt i32 %208, -1
  %210 = select i1 %209, i32 -2147483648, i32 -1
  %211 = xor i32 %210, %208
  %212 = select i1 %207, i32 0, i32 %211
  %213 = icmp ult i32 %212, %158
  %214 = tail call float @llvm.maxnum.f32(float %203, float %206)
  %215 = select i1 %213, float %203, float %214
  %216 = add nuw nsw i32 %202, 256
  %217 = icmp slt i32 %216, %3
  br i1 %217, label %201, label %164, !llvm.loop !30

218:                                              ; preds = %285, %181
  %219 = phi float [ 0.000000e+00, %181 ], [ %286, %285 ]
  %220 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %219, i32 16, i32 31)
  %221 = fadd contract float %219, %220
  %222 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %221, i32 8, i32 31)
  %223 = fadd contract float %221, %222
  %224 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %223, i32 4, i32 31)
  %225 = fadd contract float %223, %224
  %226 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %225, i32 2, i32 31)
  %227 = fadd contract float %225, %226
  %228 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %227, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %176, label %229, label %233

229:                                              ; preds = %218
  %230 = fadd contract float %227, %228
  %231 = zext nneg i32 %175 to i64
  %232 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 %231
  store float %230, ptr %232, align 4, !tbaa !24
  br label %233

233:                                              ; preds = %229, %218
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %234 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), align 4, !tbaa !24
  %235 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 4), align 4, !tbaa !24
  %236 = fadd contract float %234, %235
  %237 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 8), align 4, !tbaa !24
  %238 = fadd contract float %236, %237
  %239 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 12), align 4, !tbaa !24
  %240 = fadd contract float %238, %239
  %241 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 16), align 4, !tbaa !24
  %242 = fadd contract float %240, %241
  %243 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 20), align 4, !tbaa !24
  %244 = fadd contract float %242, %243
  %245 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 24), align 4, !tbaa !24
  %246 = fadd contract float %244, %245
  %247 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 28), align 4, !tbaa !24
  %248 = fadd contract float %246, %247
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %249 = trunc i64 %6 to i32
  %250 = lshr i64 %6, 32
  %251 = trunc nuw i64 %250 to i32
  store i32 %249, ptr %8, align 16
  %252 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %251, ptr %252, align 4
  %253 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %15, ptr %253, align 8
  %254 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 0, ptr %254, align 4
  %255 = trunc i64 %5 to i32
  %256 = lshr i64 %5, 32
  %257 = trunc nuw i64 %256 to i32
  store i32 %255, ptr %9, align 8
  %258 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %257, ptr %258, align 4
  %259 = tail call %struct.uint4 @_Z13philox4x32_105uint45uint2(ptr noundef nonnull byval(%struct.uint4) align 16 %8, ptr noundef nonnull byval(%struct.uint2.0) align 8 %9) #10
  %260 = extractvalue %struct.uint4 %259, 0
  %261 = lshr i32 %260, 8
  %262 = uitofp nneg i32 %261 to float
  %263 = fmul contract float %262, 0x3E70000000000000
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %264 = fmul contract float %248, %263
  %265 = icmp eq i32 %22, 0
  br i1 %265, label %289, label %290

266:                                              ; preds = %181, %285
  %267 = phi i32 [ %287, %285 ], [ %22, %181 ]
  %268 = phi float [ %286, %285 ], [ 0.000000e+00, %181 ]
  %269 = zext nneg i32 %267 to i64
  %270 = getelementptr inbounds nuw float, ptr %19, i64 %269
  %271 = load float, ptr %270, align 4, !tbaa !24
  %272 = fcmp contract uno float %271, 0.000000e+00
  %273 = bitcast float %271 to i32
  %274 = icmp sgt i32 %273, -1
  %275 = select i1 %274, i32 -2147483648, i32 -1
  %276 = xor i32 %275, %273
  %277 = select i1 %272, i32 0, i32 %276
  %278 = icmp ult i32 %277, %158
  br i1 %278, label %285, label %279

279:                                              ; preds = %266
  %280 = fsub contract float %271, %199
  %281 = tail call noundef float @llvm.maxnum.f32(float %280, float -8.000000e+01)
  %282 = fmul float %281, 0x3FF7154760000000
  %283 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %282)
  %284 = fadd contract float %268, %283
  br label %285

285:                                              ; preds = %279, %266
  %286 = phi float [ %284, %279 ], [ %268, %266 ]
  %287 = add nuw nsw i32 %267, 256
  %288 = icmp slt i32 %287, %3
  br i1 %288, label %266, label %218, !llvm.loop !31

289:                                              ; preds = %233
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE7s_found to ptr), align 4, !tbaa !6
  br label %290

290:                                              ; preds = %289, %233
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %291 = icmp eq i32 %23, 31
  %292 = zext nneg i32 %175 to i64
  %293 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 %292
  %294 = icmp eq i32 %23, 0
  %295 = icmp samesign ult i32 %23, 2
  %296 = icmp samesign ult i32 %23, 4
  %297 = icmp samesign ult i32 %23, 8
  %298 = icmp samesign ult i32 %23, 16
  %299 = icmp eq i32 %175, 0
  %300 = icmp samesign ugt i32 %22, 63
  %301 = icmp samesign ugt i32 %22, 95
  %302 = icmp samesign ugt i32 %22, 127
  %303 = icmp samesign ugt i32 %22, 159
  %304 = icmp samesign ugt i32 %22, 191
  %305 = icmp samesign ugt i32 %22, 223
  %306 = icmp samesign ugt i32 %22, 255
  br label %307

307:                                              ; preds = %290, %389
  %308 = phi i32 [ 0, %290 ], [ %391, %389 ]
  %309 = phi float [ 0.000000e+00, %290 ], [ %390, %389 ]
  %310 = add nuw i32 %308, %22
  %311 = icmp slt i32 %310, %3
  br i1 %311, label %312, label %328

312:                                              ; preds = %307
  %313 = sext i32 %310 to i64
  %314 = getelementptr inbounds float, ptr %19, i64 %313
  %315 = load float, ptr %314, align 4, !tbaa !24
  %316 = fcmp contract uno float %315, 0.000000e+00
  %317 = bitcast float %315 to i32
  %318 = icmp sgt i32 %317, -1
  %319 = select i1 %318, i32 -2147483648, i32 -1
  %320 = xor i32 %319, %317
  %321 = select i1 %316, i32 0, i32 %320
  %322 = icmp ult i32 %321, %158
  br i1 %322, label %328, label %323

323:                                              ; preds = %312
  %324 = fsub contract float %315, %199
  %325 = tail call noundef float @llvm.maxnum.f32(float %324, float -8.000000e+01)
  %326 = fmul float %325, 0x3FF7154760000000
  %327 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %326)
  br label %328

328:                                              ; preds = %307, %323, %312
  %329 = phi float [ 0.000000e+00, %307 ], [ %327, %323 ], [ 0.000000e+00, %312 ]
  %330 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %329, i32 1, i32 0)
  %331 = fadd contract float %329, %330
  %332 = select i1 %294, float %329, float %331
  %333 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %332, i32 2, i32 0)
  %334 = fadd contract float %332, %333
  %335 = select i1 %295, float %332, float %334
  %336 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %335, i32 4, i32 0)
  %337 = fadd contract float %335, %336
  %338 = select i1 %296, float %335, float %337
  %339 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %338, i32 8, i32 0)
  %340 = fadd contract float %338, %339
  %341 = select i1 %297, float %338, float %340
  %342 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %341, i32 16, i32 0)
  %343 = fadd contract float %341, %342
  %344 = select i1 %298, float %341, float %343
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %291, label %345, label %346

345:                                              ; preds = %328
  store float %344, ptr %293, align 4, !tbaa !24
  br label %346

346:                                              ; preds = %345, %328
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %347 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), align 4
  %348 = fadd contract float %347, 0.000000e+00
  %349 = select i1 %299, float 0.000000e+00, float %348
  %350 = fadd contract float %347, 0.000000e+00
  %351 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 4), align 4
  %352 = select contract i1 %300, float %351, float 0.000000e+00
  %353 = fadd contract float %349, %352
  %354 = fadd contract float %350, %351
  %355 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 8), align 4
  %356 = select contract i1 %301, float %355, float 0.000000e+00
  %357 = fadd contract float %353, %356
  %358 = fadd contract float %354, %355
  %359 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 12), align 4
  %360 = select contract i1 %302, float %359, float 0.000000e+00
  %361 = fadd contract float %357, %360
  %362 = fadd contract float %358, %359
  %363 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 16), align 4
  %364 = select contract i1 %303, float %363, float 0.000000e+00
  %365 = fadd contract float %361, %364
  %366 = fadd contract float %362, %363
  %367 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 20), align 4
  %368 = select contract i1 %304, float %367, float 0.000000e+00
  %369 = fadd contract float %365, %368
  %370 = fadd contract float %366, %367
  %371 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 24), align 4
  %372 = select contract i1 %305, float %371, float 0.000000e+00
  %373 = fadd contract float %369, %372
  %374 = fadd contract float %370, %371
  %375 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE5s_red to ptr), i64 28), align 4
  %376 = select contract i1 %306, float %375, float 0.000000e+00
  %377 = fadd contract float %373, %376
  %378 = fadd contract float %374, %375
  %379 = fadd contract float %344, %377
  %380 = fcmp contract ule float %329, 0.000000e+00
  %381 = fadd contract float %309, %379
  %382 = fcmp contract ult float %381, %264
  %383 = select i1 %380, i1 true, i1 %382
  br i1 %383, label %386, label %384

384:                                              ; preds = %346
  %385 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE7s_found to ptr), i32 %310 seq_cst, align 4
  br label %386

386:                                              ; preds = %384, %346
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %387 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE7s_found to ptr), align 4, !tbaa !6
  %388 = icmp eq i32 %387, 2147483647
  br i1 %388, label %389, label %393

389:                                              ; preds = %386
  %390 = fadd contract float %309, %378
  %391 = add nuw nsw i32 %308, 256
  %392 = icmp slt i32 %391, %3
  br i1 %392, label %307, label %393, !llvm.loop !32

393:                                              ; preds = %386, %389
  br i1 %265, label %394, label %412

394:                                              ; preds = %393
  %395 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19sampling_topk_radixE7s_found to ptr), align 4, !tbaa !6
  %396 = icmp eq i32 %395, 2147483647
  %397 = select i1 %396, i32 0, i32 %395
  %398 = getelementptr inbounds nuw i32, ptr %1, i64 %16
  store i32 %397, ptr %398, align 4, !tbaa !6
  %399 = fcmp contract ogt float %248, 0.000000e+00
  br i1 %399, label %400, label %409

400:                                              ; preds = %394
  %401 = sext i32 %397 to i64
  %402 = getelementptr inbounds float, ptr %19, i64 %401
  %403 = load float, ptr %402, align 4, !tbaa !24
  %404 = fsub contract float %403, %199
  %405 = tail call noundef float @llvm.maxnum.f32(float %404, float -8.000000e+01)
  %406 = fmul float %405, 0x3FF7154760000000
  %407 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %406)
  %408 = fdiv contract float %407, %248
  br label %409

409:                                              ; preds = %394, %400
  %410 = phi contract float [ %408, %400 ], [ 0.000000e+00, %394 ]
  %411 = getelementptr inbounds nuw float, ptr %2, i64 %16
  store float %410, ptr %411, align 4, !tbaa !24
  br label %412

412:                                              ; preds = %393, %409, %7
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
  store float 0.000000e+00, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_mass to ptr), align 4, !tbaa !24
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
  br i1 %46, label %47, label %122, !llvm.loop !33

47:                                               ; preds = %25, %44
  %48 = phi float [ 0.000000e+00, %25 ], [ %116, %44 ]
  %49 = phi i32 [ 0, %25 ], [ %45, %44 ]
  %50 = add nuw i32 %49, %22
  %51 = icmp sge i32 %50, %3
  br i1 %51, label %58, label %52

52:                                               ; preds = %47
  %53 = sext i32 %50 to i64
  %54 = getelementptr inbounds float, ptr %19, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !24
  %56 = tail call noundef float @llvm.maxnum.f32(float %55, float 0.000000e+00)
  %57 = tail call noundef float @llvm.minnum.f32(float %56, float 1.000000e+00)
  br label %58

58:                                               ; preds = %52, %47
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
  store float %74, ptr %30, align 4, !tbaa !24
  br label %76

76:                                               ; preds = %75, %58
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %77 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), align 4
  %78 = fadd contract float %77, 0.000000e+00
  %79 = select i1 %36, float 0.000000e+00, float %78
  %80 = fadd contract float %77, 0.000000e+00
  %81 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 4), align 4
  %82 = select contract i1 %37, float %81, float 0.000000e+00
  %83 = fadd contract float %79, %82
  %84 = fadd contract float %80, %81
  %85 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 8), align 4
  %86 = select contract i1 %38, float %85, float 0.000000e+00
  %87 = fadd contract float %83, %86
  %88 = fadd contract float %84, %85
  %89 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 12), align 4
  %90 = select contract i1 %39, float %89, float 0.000000e+00
  %91 = fadd contract float %87, %90
  %92 = fadd contract float %88, %89
  %93 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 16), align 4
  %94 = select contract i1 %40, float %93, float 0.000000e+00
  %95 = fadd contract float %91, %94
  %96 = fadd contract float %92, %93
  %97 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 20), align 4
  %98 = select contract i1 %41, float %97, float 0.000000e+00
  %99 = fadd contract float %95, %98
  %100 = fadd contract float %96, %97
  %101 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 24), align 4
  %102 = select contract i1 %42, float %101, float 0.000000e+00
  %103 = fadd contract float %99, %102
  %104 = fadd contract float %100, %101
  %105 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 28), align 4
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
  store float %110, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_mass to ptr), align 4, !tbaa !24
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
  store float %116, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_mass to ptr), align 4, !tbaa !24
  br label %128

128:                                              ; preds = %126, %122
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %129 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE5s_cut to ptr), align 4, !tbaa !6
  %130 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_mass to ptr), align 4, !tbaa !24
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
  %177 = load float, ptr %176, align 4, !tbaa !24
  %178 = tail call noundef float @llvm.maxnum.f32(float %177, float 0.000000e+00)
  %179 = tail call noundef float @llvm.minnum.f32(float %178, float 1.000000e+00)
  br label %180

180:                                              ; preds = %174, %169
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
  store float %196, ptr %155, align 4, !tbaa !24
  br label %198

198:                                              ; preds = %197, %180
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %199 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), align 4
  %200 = fadd contract float %199, 0.000000e+00
  %201 = select i1 %161, float 0.000000e+00, float %200
  %202 = fadd contract float %199, 0.000000e+00
  %203 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 4), align 4
  %204 = select contract i1 %162, float %203, float 0.000000e+00
  %205 = fadd contract float %201, %204
  %206 = fadd contract float %202, %203
  %207 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 8), align 4
  %208 = select contract i1 %163, float %207, float 0.000000e+00
  %209 = fadd contract float %205, %208
  %210 = fadd contract float %206, %207
  %211 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 12), align 4
  %212 = select contract i1 %164, float %211, float 0.000000e+00
  %213 = fadd contract float %209, %212
  %214 = fadd contract float %210, %211
  %215 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 16), align 4
  %216 = select contract i1 %165, float %215, float 0.000000e+00
  %217 = fadd contract float %213, %216
  %218 = fadd contract float %214, %215
  %219 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 20), align 4
  %220 = select contract i1 %166, float %219, float 0.000000e+00
  %221 = fadd contract float %217, %220
  %222 = fadd contract float %218, %219
  %223 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 24), align 4
  %224 = select contract i1 %167, float %223, float 0.000000e+00
  %225 = fadd contract float %221, %224
  %226 = fadd contract float %222, %223
  %227 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20sampling_topp_sortedE6s_warp to ptr), i64 28), align 4
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
  br i1 %245, label %246, label %169, !llvm.loop !34

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
  br i1 %8, label %132, label %9

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
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %59, label %21

21:                                               ; preds = %59, %9
  %22 = phi float [ 0xFFF0000000000000, %9 ], [ %66, %59 ]
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
  store float %36, ptr %38, align 4, !tbaa !24
  br label %39

39:                                               ; preds = %35, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), align 4, !tbaa !24
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 4), align 4, !tbaa !24
  %42 = tail call noundef float @llvm.maxnum.f32(float %40, float %41)
  %43 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 8), align 4, !tbaa !24
  %44 = tail call noundef float @llvm.maxnum.f32(float %42, float %43)
  %45 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 12), align 4, !tbaa !24
  %46 = tail call noundef float @llvm.maxnum.f32(float %44, float %45)
  %47 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 16), align 4, !tbaa !24
  %48 = tail call noundef float @llvm.maxnum.f32(float %46, float %47)
  %49 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 20), align 4, !tbaa !24
  %50 = tail call noundef float @llvm.maxnum.f32(float %48, float %49)
  %51 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 24), align 4, !tbaa !24
  %52 = tail call noundef float @llvm.maxnum.f32(float %50, float %51)
  %53 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 28), align 4, !tbaa !24
  %54 = tail call noundef float @llvm.maxnum.f32(float %52, float %53)
  %55 = tail call float @llvm.fabs.f32(float %54)
  %56 = fcmp one float %55, 0x7FF0000000000000
  %57 = select i1 %56, float %54, float 0.000000e+00
  %58 = icmp slt i32 %19, %2
  br i1 %58, label %104, label %69

59:                                               ; preds = %9, %59
  %60 = phi float [ %66, %59 ], [ 0xFFF0000000000000, %9 ]
  %61 = phi i32 [ %67, %59 ], [ %19, %9 ]
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr %17, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !24
  %65 = fmul contract float %12, %64
  %66 = tail call noundef float @llvm.maxnum.f32(float %60, float %65)
  %67 = add nuw nsw i32 %61, 256
  %68 = icmp slt i32 %67, %2
  br i1 %68, label %59, label %21, !llvm.loop !35

69:                                               ; preds = %104, %39
  %70 = phi float [ 0.000000e+00, %39 ], [ %115, %104 ]
  %71 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %70, i32 16, i32 31)
  %72 = fadd contract float %70, %71
  %73 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %72, i32 8, i32 31)
  %74 = fadd contract float %72, %73
  %75 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %74, i32 4, i32 31)
  %76 = fadd contract float %74, %75
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 2, i32 31)
  %78 = fadd contract float %76, %77
  %79 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %78, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %80, label %84

80:                                               ; preds = %69
  %81 = fadd contract float %78, %79
  %82 = zext nneg i32 %33 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 %82
  store float %81, ptr %83, align 4, !tbaa !24
  br label %84

84:                                               ; preds = %80, %69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %85 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), align 4, !tbaa !24
  %86 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 4), align 4, !tbaa !24
  %87 = fadd contract float %85, %86
  %88 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 8), align 4, !tbaa !24
  %89 = fadd contract float %87, %88
  %90 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 12), align 4, !tbaa !24
  %91 = fadd contract float %89, %90
  %92 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 16), align 4, !tbaa !24
  %93 = fadd contract float %91, %92
  %94 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 20), align 4, !tbaa !24
  %95 = fadd contract float %93, %94
  %96 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 24), align 4, !tbaa !24
  %97 = fadd contract float %95, %96
  %98 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16sampling_softmaxE5s_red to ptr), i64 28), align 4, !tbaa !24
  %99 = fadd contract float %97, %98
  %100 = fcmp contract ogt float %99, 0.000000e+00
  %101 = fdiv contract float 1.000000e+00, %99
  %102 = select contract i1 %100, float %101, float 0.000000e+00
  %103 = icmp slt i32 %19, %2
  br i1 %103, label %118, label %132

104:                                              ; preds = %39, %104
  %105 = phi i32 [ %116, %104 ], [ %19, %39 ]
  %106 = phi float [ %115, %104 ], [ 0.000000e+00, %39 ]
  %107 = zext nneg i32 %105 to i64
  %108 = getelementptr inbounds nuw float, ptr %17, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !24
  %110 = fmul contract float %12, %109
  %111 = fsub contract float %110, %57
  %112 = tail call noundef float @llvm.maxnum.f32(float %111, float -8.000000e+01)
  %113 = fmul float %112, 0x3FF7154760000000
  %114 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %113)
  %115 = fadd contract float %106, %114
  %116 = add nuw nsw i32 %105, 256
  %117 = icmp slt i32 %116, %2
  br i1 %117, label %104, label %69, !llvm.loop !36

118:                                              ; preds = %84, %118
  %119 = phi i32 [ %130, %118 ], [ %19, %84 ]
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds nuw float, ptr %17, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !24
  %123 = fmul contract float %12, %122
  %124 = fsub contract float %123, %57
  %125 = tail call noundef float @llvm.maxnum.f32(float %124, float -8.000000e+01)
  %126 = fmul float %125, 0x3FF7154760000000
  %127 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %126)
  %128 = fmul contract float %102, %127
  %129 = getelementptr inbounds nuw float, ptr %18, i64 %120
  store float %128, ptr %129, align 4, !tbaa !24
  %130 = add nuw nsw i32 %119, 256
  %131 = icmp slt i32 %130, %2
  br i1 %131, label %118, label %132, !llvm.loop !37

132:                                              ; preds = %118, %84, %4
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!11 = !{!12, !7, i64 4}
!12 = !{!"_ZTS5uint2", !7, i64 0, !7, i64 4}
!13 = !{!12, !7, i64 0}
!14 = !{!15, !7, i64 12}
!15 = !{!"_ZTS13PenaltyParams", !16, i64 0, !16, i64 4, !16, i64 8, !7, i64 12}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!15, !16, i64 0}
!21 = !{!15, !16, i64 4}
!22 = !{!15, !16, i64 8}
!23 = distinct !{!23, !18, !19}
!24 = !{!16, !16, i64 0}
!25 = distinct !{!25, !18, !19}
!26 = distinct !{!26, !18, !19}
!27 = !{i32 12293}
!28 = distinct !{!28, !18, !19}
!29 = distinct !{!29, !18, !19}
!30 = distinct !{!30, !18, !19}
!31 = distinct !{!31, !18, !19}
!32 = distinct !{!32, !18, !19}
!33 = distinct !{!33, !18, !19}
!34 = distinct !{!34, !18, !19}
!35 = distinct !{!35, !18, !19}
!36 = distinct !{!36, !18, !19}
!37 = distinct !{!37, !18, !19}
