; ModuleID = 'src/sparse_ilu_apply.cu'
source_filename = "src/sparse_ilu_apply.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SpShared = type { [64 x [65 x float]], [64 x [65 x float]], [64 x i64], [64 x i32], [65 x i32], [64 x i32], [65 x i32], i32, i32, [2 x float] }

$_Z8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiifif = comdat any

$_Z8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiifif = comdat any

$_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh = comdat any

$_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1x = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p = comdat any

$_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1q = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1x = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p = comdat any

$_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1q = comdat any

@_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh = linkonce_odr dso_local addrspace(3) global %struct.SpShared undef, comdat, align 8
@_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh = linkonce_odr dso_local addrspace(3) global %struct.SpShared undef, comdat, align 8
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh = linkonce_odr dso_local addrspace(3) global %struct.SpShared undef, comdat, align 8
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1x = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1q = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh = linkonce_odr dso_local addrspace(3) global %struct.SpShared undef, comdat, align 8
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1x = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1q = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [64 x float] undef, comdat, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef readonly captures(none) %0, i32 noundef %1, i1 noundef zeroext %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = alloca [64 x i32], align 4
  %8 = alloca [65 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #14
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %52, %6
  %11 = phi i32 [ 0, %6 ], [ %56, %52 ]
  br label %61

12:                                               ; preds = %6, %52
  %13 = phi i32 [ %56, %52 ], [ 0, %6 ]
  %14 = phi i32 [ %57, %52 ], [ 0, %6 ]
  %15 = xor i32 %14, -1
  %16 = add nsw i32 %1, %15
  %17 = select i1 %2, i32 %14, i32 %16
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i64, ptr %0, i64 %18
  %20 = load i64, ptr %19, align 8, !tbaa !11
  br i1 %2, label %21, label %27

21:                                               ; preds = %12
  %22 = icmp eq i32 %17, 0
  %23 = sub nsw i32 64, %17
  %24 = zext nneg i32 %23 to i64
  %25 = lshr i64 -1, %24
  %26 = select i1 %22, i64 0, i64 %25
  br label %33

27:                                               ; preds = %12
  %28 = icmp slt i32 %17, 63
  %29 = add nsw i32 %17, 1
  %30 = zext nneg i32 %29 to i64
  %31 = shl nsw i64 -1, %30
  %32 = select i1 %28, i64 %31, i64 0
  br label %33

33:                                               ; preds = %27, %21
  %34 = phi i64 [ %26, %21 ], [ %32, %27 ]
  %35 = and i64 %34, %20
  %36 = icmp eq i64 %35, 0
  br i1 %36, label %52, label %37

37:                                               ; preds = %33, %37
  %38 = phi i32 [ %50, %37 ], [ 0, %33 ]
  %39 = phi i64 [ %45, %37 ], [ %35, %33 ]
  %40 = sub i64 0, %39
  %41 = and i64 %39, %40
  %42 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %41, i1 false)
  %43 = sub nuw nsw i64 64, %42
  %44 = add i64 %39, -1
  %45 = and i64 %44, %39
  %46 = getelementptr i32, ptr %7, i64 %43
  %47 = getelementptr i8, ptr %46, i64 -4
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = add nsw i32 %48, 1
  %50 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %49)
  %51 = icmp eq i64 %45, 0
  br i1 %51, label %52, label %37, !llvm.loop !13

52:                                               ; preds = %37, %33
  %53 = phi i32 [ 0, %33 ], [ %50, %37 ]
  %54 = getelementptr inbounds i32, ptr %7, i64 %18
  store i32 %53, ptr %54, align 4, !tbaa !6
  %55 = add nuw nsw i32 %53, 1
  %56 = tail call noundef i32 @llvm.smax.i32(i32 %13, i32 %55)
  %57 = add nuw nsw i32 %14, 1
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %10, label %12, !llvm.loop !16

59:                                               ; preds = %61
  %60 = icmp sgt i32 %1, 0
  br i1 %60, label %72, label %67

61:                                               ; preds = %10, %61
  %62 = phi i32 [ %65, %61 ], [ 0, %10 ]
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i32, ptr %8, i64 %63
  store i32 0, ptr %64, align 4, !tbaa !6
  %65 = add nuw i32 %62, 1
  %66 = icmp eq i32 %62, %11
  br i1 %66, label %59, label %61, !llvm.loop !17

67:                                               ; preds = %72, %59
  %68 = icmp sgt i32 %11, 0
  br i1 %68, label %70, label %69

69:                                               ; preds = %84, %67
  br label %95

70:                                               ; preds = %67
  %71 = load i32, ptr %8, align 4
  br label %84

72:                                               ; preds = %59, %72
  %73 = phi i32 [ %82, %72 ], [ 0, %59 ]
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr %7, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = sext i32 %76 to i64
  %78 = getelementptr i32, ptr %8, i64 %77
  %79 = getelementptr i8, ptr %78, i64 4
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %79, align 4, !tbaa !6
  %82 = add nuw nsw i32 %73, 1
  %83 = icmp eq i32 %82, %1
  br i1 %83, label %67, label %72, !llvm.loop !18

84:                                               ; preds = %70, %84
  %85 = phi i32 [ %71, %70 ], [ %91, %84 ]
  %86 = phi i32 [ 0, %70 ], [ %87, %84 ]
  %87 = add nuw nsw i32 %86, 1
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i32, ptr %8, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = add nsw i32 %90, %85
  store i32 %91, ptr %89, align 4, !tbaa !6
  %92 = icmp eq i32 %87, %11
  br i1 %92, label %69, label %84, !llvm.loop !19

93:                                               ; preds = %95
  %94 = icmp sgt i32 %1, 0
  br i1 %94, label %104, label %103

95:                                               ; preds = %69, %95
  %96 = phi i32 [ %101, %95 ], [ 0, %69 ]
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw i32, ptr %8, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = getelementptr inbounds nuw i32, ptr %4, i64 %97
  store i32 %99, ptr %100, align 4, !tbaa !6
  %101 = add nuw i32 %96, 1
  %102 = icmp eq i32 %96, %11
  br i1 %102, label %93, label %95, !llvm.loop !20

103:                                              ; preds = %104, %93
  store i32 %11, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #14
  ret void

104:                                              ; preds = %93, %104
  %105 = phi i32 [ %115, %104 ], [ 0, %93 ]
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds nuw i32, ptr %7, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !6
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr %8, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %110, align 4, !tbaa !6
  %113 = sext i32 %111 to i64
  %114 = getelementptr inbounds i32, ptr %3, i64 %113
  store i32 %105, ptr %114, align 4, !tbaa !6
  %115 = add nuw nsw i32 %105, 1
  %116 = icmp eq i32 %115, %1
  br i1 %116, label %103, label %104, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z8sp_setupR8SpSharedPKiS2_PKfiixfb(ptr noundef nonnull align 8 captures(none) dereferenceable(34840) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, float noundef %7, i1 noundef zeroext %8) local_unnamed_addr #2 {
  %10 = alloca [64 x float], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %15

13:                                               ; preds = %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = icmp slt i32 %11, %4
  br i1 %14, label %25, label %75

15:                                               ; preds = %9, %15
  %16 = phi i32 [ %11, %9 ], [ %23, %15 ]
  %17 = lshr i32 %16, 6
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %18
  %20 = and i32 %16, 63
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw float, ptr %19, i64 %21
  store float 0.000000e+00, ptr %22, align 4, !tbaa !22
  %23 = add nuw nsw i32 %16, %12
  %24 = icmp samesign ult i32 %23, 4096
  br i1 %24, label %15, label %13, !llvm.loop !24

25:                                               ; preds = %13
  %26 = zext nneg i32 %11 to i64
  %27 = getelementptr inbounds nuw i32, ptr %1, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = tail call noundef i32 @llvm.smax.i32(i32 %28, i32 0)
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %29, i32 %5)
  %31 = getelementptr i8, ptr %27, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = tail call noundef i32 @llvm.smax.i32(i32 %32, i32 %30)
  %34 = add nsw i32 %30, 32
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %5, i32 %34)
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %33, i32 %35)
  %37 = zext nneg i32 %11 to i64
  %38 = shl nuw i64 1, %37
  %39 = icmp slt i32 %30, %36
  br i1 %39, label %40, label %45

40:                                               ; preds = %25
  %41 = sext i32 %5 to i64
  %42 = mul nsw i64 %6, %41
  %43 = getelementptr float, ptr %3, i64 %42
  %44 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %26
  br label %53

45:                                               ; preds = %53, %25
  %46 = phi i64 [ %38, %25 ], [ %62, %53 ]
  %47 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %26
  %48 = getelementptr inbounds nuw float, ptr %47, i64 %26
  %49 = load float, ptr %48, align 4, !tbaa !22
  %50 = fadd contract float %7, %49
  store float %50, ptr %48, align 4, !tbaa !22
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %52 = getelementptr inbounds nuw i64, ptr %51, i64 %26
  store i64 %46, ptr %52, align 8, !tbaa !11
  br label %75

53:                                               ; preds = %40, %53
  %54 = phi i64 [ %38, %40 ], [ %62, %53 ]
  %55 = phi i32 [ %30, %40 ], [ %73, %53 ]
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %2, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = urem i32 %58, %4
  %60 = zext nneg i32 %59 to i64
  %61 = shl nuw i64 1, %60
  %62 = or i64 %61, %54
  %63 = getelementptr float, ptr %43, i64 %56
  %64 = load float, ptr %63, align 4, !tbaa !22
  %65 = fcmp contract ord float %64, 0.000000e+00
  %66 = tail call float @llvm.maxnum.f32(float %64, float -1.000000e+06)
  %67 = tail call float @llvm.minnum.f32(float %66, float 1.000000e+06)
  %68 = select contract i1 %65, float %67, float 0.000000e+00
  %69 = zext nneg i32 %59 to i64
  %70 = getelementptr inbounds nuw float, ptr %44, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !22
  %72 = fadd contract float %71, %68
  store float %72, ptr %70, align 4, !tbaa !22
  %73 = add nsw i32 %55, 1
  %74 = icmp eq i32 %73, %36
  br i1 %74, label %45, label %53, !llvm.loop !25

75:                                               ; preds = %45, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %76, label %122

76:                                               ; preds = %75
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #14
  br i1 %14, label %77, label %106

77:                                               ; preds = %76
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %79 = zext nneg i32 %11 to i64
  %80 = getelementptr inbounds nuw i64, ptr %78, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !11
  %82 = getelementptr inbounds nuw float, ptr %0, i64 %79
  %83 = zext nneg i32 %11 to i64
  %84 = shl nuw i64 1, %83
  %85 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %79
  br label %86

86:                                               ; preds = %77, %86
  %87 = phi i32 [ 0, %77 ], [ %104, %86 ]
  %88 = phi i64 [ %81, %77 ], [ %96, %86 ]
  %89 = zext nneg i32 %87 to i64
  %90 = getelementptr inbounds nuw i64, ptr %78, i64 %89
  %91 = load i64, ptr %90, align 8, !tbaa !11
  %92 = and i64 %91, %84
  %93 = icmp eq i64 %92, 0
  %94 = shl nuw i64 1, %89
  %95 = select i1 %93, i64 0, i64 %94
  %96 = or i64 %95, %88
  %97 = getelementptr inbounds nuw float, ptr %85, i64 %89
  %98 = load float, ptr %97, align 4, !tbaa !22
  %99 = getelementptr inbounds nuw [65 x float], ptr %82, i64 %89
  %100 = load float, ptr %99, align 4, !tbaa !22
  %101 = fadd contract float %98, %100
  %102 = fmul contract float %101, 5.000000e-01
  %103 = getelementptr inbounds nuw float, ptr %10, i64 %89
  store float %102, ptr %103, align 4, !tbaa !22
  %104 = add nuw nsw i32 %87, 1
  %105 = icmp eq i32 %104, %4
  br i1 %105, label %106, label %86, !llvm.loop !26

106:                                              ; preds = %86, %76
  %107 = phi i64 [ 0, %76 ], [ %96, %86 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %108, label %121

108:                                              ; preds = %106
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %110 = zext nneg i32 %11 to i64
  %111 = getelementptr inbounds nuw i64, ptr %109, i64 %110
  store i64 %107, ptr %111, align 8, !tbaa !11
  %112 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %110
  br label %113

113:                                              ; preds = %108, %113
  %114 = phi i32 [ 0, %108 ], [ %119, %113 ]
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds nuw float, ptr %10, i64 %115
  %117 = load float, ptr %116, align 4, !tbaa !22
  %118 = getelementptr inbounds nuw float, ptr %112, i64 %115
  store float %117, ptr %118, align 4, !tbaa !22
  %119 = add nuw nsw i32 %114, 1
  %120 = icmp eq i32 %119, %4
  br i1 %120, label %121, label %113, !llvm.loop !27

121:                                              ; preds = %113, %106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #14
  br label %122

122:                                              ; preds = %121, %75
  %123 = icmp eq i32 %11, 0
  br i1 %123, label %124, label %132

124:                                              ; preds = %122
  %125 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %126 = getelementptr inbounds nuw i8, ptr %0, i64 33792
  %127 = getelementptr inbounds nuw i8, ptr %0, i64 34048
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 34824
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull %125, i32 noundef %4, i1 noundef zeroext true, ptr noundef nonnull %126, ptr noundef nonnull %127, ptr noundef nonnull %128) #14
  %129 = getelementptr inbounds nuw i8, ptr %0, i64 34308
  %130 = getelementptr inbounds nuw i8, ptr %0, i64 34564
  %131 = getelementptr inbounds nuw i8, ptr %0, i64 34828
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull %125, i32 noundef %4, i1 noundef zeroext false, ptr noundef nonnull %129, ptr noundef nonnull %130, ptr noundef nonnull %131) #14
  br label %132

132:                                              ; preds = %124, %122
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z7sp_ilu0R8SpSharedi(ptr noundef nonnull align 8 captures(none) dereferenceable(34840) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16640
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

6:                                                ; preds = %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 34824
  %8 = load i32, ptr %7, align 8, !tbaa !28
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %29

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 34048
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 33792
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 16640
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %30

16:                                               ; preds = %2, %16
  %17 = phi i32 [ %3, %2 ], [ %27, %16 ]
  %18 = lshr i32 %17, 6
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw [65 x float], ptr %0, i64 %19
  %21 = and i32 %17, 63
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !22
  %25 = getelementptr inbounds nuw [65 x float], ptr %4, i64 %19
  %26 = getelementptr inbounds nuw float, ptr %25, i64 %22
  store float %24, ptr %26, align 4, !tbaa !22
  %27 = add nuw nsw i32 %17, %5
  %28 = icmp samesign ult i32 %27, 4096
  br i1 %28, label %16, label %6, !llvm.loop !30

29:                                               ; preds = %41, %6
  ret void

30:                                               ; preds = %10, %41
  %31 = phi i32 [ 0, %10 ], [ %36, %41 ]
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr %11, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add i32 %34, %3
  %36 = add nuw nsw i32 %31, 1
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr %11, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = icmp slt i32 %35, %39
  br i1 %40, label %44, label %41

41:                                               ; preds = %106, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %42 = load i32, ptr %7, align 8, !tbaa !28
  %43 = icmp slt i32 %36, %42
  br i1 %43, label %30, label %29, !llvm.loop !31

44:                                               ; preds = %30, %106
  %45 = phi i32 [ %107, %106 ], [ %35, %30 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %12, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i64, ptr %13, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !11
  %52 = icmp eq i32 %48, 0
  %53 = sub nsw i32 64, %48
  %54 = zext nneg i32 %53 to i64
  %55 = lshr i64 -1, %54
  %56 = select i1 %52, i64 0, i64 %55
  %57 = and i64 %56, %51
  %58 = icmp eq i64 %57, 0
  br i1 %58, label %106, label %59

59:                                               ; preds = %44
  %60 = getelementptr inbounds [65 x float], ptr %14, i64 %49
  br label %63

61:                                               ; preds = %91, %63
  %62 = icmp eq i64 %71, 0
  br i1 %62, label %106, label %63, !llvm.loop !32

63:                                               ; preds = %59, %61
  %64 = phi i64 [ %57, %59 ], [ %71, %61 ]
  %65 = sub i64 0, %64
  %66 = and i64 %64, %65
  %67 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %66, i1 false)
  %68 = sub nuw nsw i64 64, %67
  %69 = sub nsw i64 63, %67
  %70 = add i64 %64, -1
  %71 = and i64 %70, %64
  %72 = getelementptr inbounds float, ptr %60, i64 %69
  %73 = load float, ptr %72, align 4, !tbaa !22
  %74 = getelementptr inbounds [65 x float], ptr %14, i64 %69
  %75 = getelementptr inbounds float, ptr %74, i64 %69
  %76 = load float, ptr %75, align 4, !tbaa !22
  %77 = tail call noundef float @llvm.nvvm.fabs.f32(float %76)
  %78 = fcmp contract ogt float %77, 0x3E45798EE0000000
  %79 = fcmp contract olt float %76, 0.000000e+00
  %80 = select contract i1 %79, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %81 = select contract i1 %78, float %76, float %80
  %82 = fdiv contract float %73, %81
  store float %82, ptr %72, align 4, !tbaa !22
  %83 = getelementptr inbounds i64, ptr %13, i64 %69
  %84 = load i64, ptr %83, align 8, !tbaa !11
  %85 = icmp eq i64 %67, 0
  %86 = shl nsw i64 -1, %68
  %87 = select i1 %85, i64 0, i64 %86
  %88 = and i64 %87, %84
  %89 = and i64 %88, %51
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %61, label %91

91:                                               ; preds = %63, %91
  %92 = phi i64 [ %98, %91 ], [ %89, %63 ]
  %93 = sub i64 0, %92
  %94 = and i64 %92, %93
  %95 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %94, i1 false)
  %96 = sub nsw i64 63, %95
  %97 = add i64 %92, -1
  %98 = and i64 %97, %92
  %99 = getelementptr inbounds float, ptr %74, i64 %96
  %100 = load float, ptr %99, align 4, !tbaa !22
  %101 = fmul contract float %82, %100
  %102 = getelementptr inbounds float, ptr %60, i64 %96
  %103 = load float, ptr %102, align 4, !tbaa !22
  %104 = fsub contract float %103, %101
  store float %104, ptr %102, align 4, !tbaa !22
  %105 = icmp eq i64 %98, 0
  br i1 %105, label %61, label %91, !llvm.loop !33

106:                                              ; preds = %61, %44
  %107 = add i32 %45, %15
  %108 = icmp slt i32 %107, %39
  br i1 %108, label %44, label %41, !llvm.loop !34
}

; Function Attrs: convergent norecurse nounwind
define dso_local void @_Z6sp_ic0R8SpSharedi(ptr noundef nonnull align 8 captures(none) dereferenceable(34840) %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16640
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %18

6:                                                ; preds = %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 34824
  %8 = load i32, ptr %7, align 8, !tbaa !28
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %10, label %28

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 34048
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 33792
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 33280
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 16640
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 16640
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16640
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %29

18:                                               ; preds = %2, %18
  %19 = phi i32 [ %3, %2 ], [ %26, %18 ]
  %20 = lshr i32 %19, 6
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw [65 x float], ptr %4, i64 %21
  %23 = and i32 %19, 63
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr %22, i64 %24
  store float 0.000000e+00, ptr %25, align 4, !tbaa !22
  %26 = add nuw nsw i32 %19, %5
  %27 = icmp samesign ult i32 %26, 4096
  br i1 %27, label %18, label %6, !llvm.loop !35

28:                                               ; preds = %40, %6
  ret void

29:                                               ; preds = %10, %40
  %30 = phi i32 [ 0, %10 ], [ %35, %40 ]
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr %11, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = add i32 %33, %3
  %35 = add nuw nsw i32 %30, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %11, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = icmp slt i32 %34, %38
  br i1 %39, label %43, label %40

40:                                               ; preds = %116, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %41 = load i32, ptr %7, align 8, !tbaa !28
  %42 = icmp slt i32 %35, %41
  br i1 %42, label %29, label %28, !llvm.loop !36

43:                                               ; preds = %29, %116
  %44 = phi i32 [ %122, %116 ], [ %34, %29 ]
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %12, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i64, ptr %13, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !11
  %51 = icmp eq i32 %47, 0
  %52 = sub nsw i32 64, %47
  %53 = zext nneg i32 %52 to i64
  %54 = lshr i64 -1, %53
  %55 = select i1 %51, i64 0, i64 %54
  %56 = and i64 %55, %50
  %57 = getelementptr inbounds [65 x float], ptr %0, i64 %48
  %58 = getelementptr inbounds float, ptr %57, i64 %48
  %59 = load float, ptr %58, align 4, !tbaa !22
  %60 = icmp eq i64 %56, 0
  br i1 %60, label %116, label %61

61:                                               ; preds = %43
  %62 = getelementptr inbounds [65 x float], ptr %14, i64 %48
  %63 = getelementptr inbounds [65 x float], ptr %15, i64 %48
  br label %64

64:                                               ; preds = %61, %101
  %65 = phi float [ %59, %61 ], [ %114, %101 ]
  %66 = phi i64 [ %56, %61 ], [ %72, %101 ]
  %67 = sub i64 0, %66
  %68 = and i64 %66, %67
  %69 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %68, i1 false)
  %70 = sub nsw i64 63, %69
  %71 = add i64 %66, -1
  %72 = and i64 %71, %66
  %73 = getelementptr inbounds float, ptr %57, i64 %70
  %74 = load float, ptr %73, align 4, !tbaa !22
  %75 = getelementptr inbounds i64, ptr %13, i64 %70
  %76 = load i64, ptr %75, align 8, !tbaa !11
  %77 = icmp eq i64 %69, 63
  %78 = lshr i64 9223372036854775807, %69
  %79 = select i1 %77, i64 0, i64 %78
  %80 = and i64 %79, %76
  %81 = and i64 %80, %56
  %82 = icmp eq i64 %81, 0
  br i1 %82, label %101, label %83

83:                                               ; preds = %64
  %84 = getelementptr inbounds [65 x float], ptr %14, i64 %70
  br label %85

85:                                               ; preds = %83, %85
  %86 = phi i64 [ %81, %83 ], [ %93, %85 ]
  %87 = phi float [ %74, %83 ], [ %99, %85 ]
  %88 = sub nsw i64 0, %86
  %89 = and i64 %86, %88
  %90 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %89, i1 false)
  %91 = sub nsw i64 63, %90
  %92 = add nsw i64 %86, -1
  %93 = and i64 %92, %86
  %94 = getelementptr inbounds float, ptr %62, i64 %91
  %95 = load float, ptr %94, align 4, !tbaa !22
  %96 = getelementptr inbounds float, ptr %84, i64 %91
  %97 = load float, ptr %96, align 4, !tbaa !22
  %98 = fmul contract float %95, %97
  %99 = fsub contract float %87, %98
  %100 = icmp eq i64 %93, 0
  br i1 %100, label %101, label %85, !llvm.loop !37

101:                                              ; preds = %85, %64
  %102 = phi float [ %74, %64 ], [ %99, %85 ]
  %103 = getelementptr inbounds [65 x float], ptr %15, i64 %70
  %104 = getelementptr inbounds float, ptr %103, i64 %70
  %105 = load float, ptr %104, align 4, !tbaa !22
  %106 = tail call noundef float @llvm.nvvm.fabs.f32(float %105)
  %107 = fcmp contract ogt float %106, 0x3E45798EE0000000
  %108 = fcmp contract olt float %105, 0.000000e+00
  %109 = select contract i1 %108, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %110 = select contract i1 %107, float %105, float %109
  %111 = fdiv contract float %102, %110
  %112 = getelementptr inbounds float, ptr %63, i64 %70
  store float %111, ptr %112, align 4, !tbaa !22
  %113 = fmul contract float %111, %111
  %114 = fsub contract float %65, %113
  %115 = icmp eq i64 %72, 0
  br i1 %115, label %116, label %64, !llvm.loop !38

116:                                              ; preds = %101, %43
  %117 = phi float [ %59, %43 ], [ %114, %101 ]
  %118 = tail call noundef float @llvm.maxnum.f32(float %117, float 0x3D71979980000000)
  %119 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %118) #14
  %120 = getelementptr inbounds [65 x float], ptr %16, i64 %48
  %121 = getelementptr inbounds float, ptr %120, i64 %48
  store float %119, ptr %121, align 4, !tbaa !22
  %122 = add i32 %44, %17
  %123 = icmp slt i32 %122, %38
  br i1 %123, label %43, label %40, !llvm.loop !39
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef float @_Z6sp_dotR8SpSharedPKfS2_i(ptr noundef nonnull align 8 captures(none) dereferenceable(34840) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #4 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp ult i32 %5, %3
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !22
  %11 = getelementptr inbounds nuw float, ptr %2, i64 %8
  %12 = load float, ptr %11, align 4, !tbaa !22
  %13 = fmul contract float %10, %12
  br label %14

14:                                               ; preds = %7, %4
  %15 = phi contract float [ %13, %7 ], [ 0.000000e+00, %4 ]
  %16 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31)
  %17 = fadd contract float %15, %16
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 31)
  %19 = fadd contract float %17, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 4, i32 31)
  %21 = fadd contract float %19, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 2, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = and i32 %5, 31
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %14
  %28 = fadd contract float %23, %24
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 34832
  %30 = lshr exact i32 %5, 5
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw float, ptr %29, i64 %31
  store float %28, ptr %32, align 4, !tbaa !22
  br label %33

33:                                               ; preds = %27, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 34832
  %35 = load float, ptr %34, align 8, !tbaa !22
  %36 = fadd contract float %35, 0.000000e+00
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 34836
  %38 = load float, ptr %37, align 4, !tbaa !22
  %39 = fadd contract float %36, %38
  ret float %39
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @batched_ilu0_factor(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #5 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp ne i32 %9, 64
  %11 = add i32 %3, -65
  %12 = icmp ult i32 %11, -64
  %13 = or i1 %10, %12
  br i1 %13, label %208, label %14

14:                                               ; preds = %8
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = sext i32 %5 to i64
  %17 = icmp slt i32 %15, %5
  br i1 %17, label %18, label %208

18:                                               ; preds = %14
  %19 = zext nneg i32 %15 to i64
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = icmp slt i32 %20, %3
  %22 = zext nneg i32 %20 to i64
  %23 = getelementptr inbounds nuw i32, ptr %0, i64 %22
  %24 = getelementptr i8, ptr %23, i64 4
  %25 = shl nuw i64 1, %22
  %26 = sext i32 %4 to i64
  %27 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %22
  %28 = getelementptr inbounds nuw float, ptr %27, i64 %22
  %29 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %22
  %30 = icmp eq i32 %20, 0
  %31 = mul nuw nsw i32 %3, %3
  %32 = icmp samesign ult i32 %20, %31
  %33 = zext nneg i32 %3 to i64
  %34 = mul nuw nsw i64 %33, %33
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %36 = zext nneg i32 %35 to i64
  %37 = and i32 %20, 63
  %38 = and i32 %20, 63
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %39
  %41 = zext nneg i32 %38 to i64
  %42 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %41
  %43 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %41
  br label %44

44:                                               ; preds = %190, %18
  %45 = phi i64 [ %19, %18 ], [ %191, %190 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  br label %47

46:                                               ; preds = %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !50
  br i1 %21, label %54, label %92

47:                                               ; preds = %47, %44
  %48 = phi i32 [ %20, %44 ], [ %52, %47 ]
  %49 = lshr i32 %48, 6
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [65 x float], ptr %40, i64 %50
  store float 0.000000e+00, ptr %51, align 4, !tbaa !22, !noalias !50
  %52 = add nuw nsw i32 %48, 64
  %53 = icmp samesign ult i32 %48, 4032
  br i1 %53, label %47, label %46, !llvm.loop !24

54:                                               ; preds = %46
  %55 = load i32, ptr %23, align 4, !tbaa !6, !alias.scope !43, !noalias !51
  %56 = tail call noundef i32 @llvm.smax.i32(i32 %55, i32 0)
  %57 = tail call noundef i32 @llvm.smin.i32(i32 %56, i32 %4)
  %58 = load i32, ptr %24, align 4, !tbaa !6, !alias.scope !43, !noalias !51
  %59 = tail call noundef i32 @llvm.smax.i32(i32 %58, i32 %57)
  %60 = add nsw i32 %57, 32
  %61 = tail call noundef i32 @llvm.smin.i32(i32 %4, i32 %60)
  %62 = tail call noundef i32 @llvm.smin.i32(i32 %59, i32 %61)
  %63 = icmp slt i32 %57, %62
  br i1 %63, label %64, label %67

64:                                               ; preds = %54
  %65 = mul nsw i64 %45, %26
  %66 = getelementptr float, ptr %2, i64 %65
  br label %71

67:                                               ; preds = %71, %54
  %68 = phi i64 [ %25, %54 ], [ %80, %71 ]
  %69 = load float, ptr %28, align 4, !tbaa !22, !noalias !50
  %70 = fadd contract float %6, %69
  store float %70, ptr %28, align 4, !tbaa !22, !noalias !50
  store i64 %68, ptr %29, align 8, !tbaa !11, !noalias !50
  br label %92

71:                                               ; preds = %71, %64
  %72 = phi i64 [ %25, %64 ], [ %80, %71 ]
  %73 = phi i32 [ %57, %64 ], [ %90, %71 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %1, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6, !alias.scope !46, !noalias !52
  %77 = urem i32 %76, %3
  %78 = zext nneg i32 %77 to i64
  %79 = shl nuw i64 1, %78
  %80 = or i64 %79, %72
  %81 = getelementptr float, ptr %66, i64 %74
  %82 = load float, ptr %81, align 4, !tbaa !22, !alias.scope !48, !noalias !53
  %83 = fcmp contract ord float %82, 0.000000e+00
  %84 = tail call float @llvm.maxnum.f32(float %82, float -1.000000e+06)
  %85 = tail call float @llvm.minnum.f32(float %84, float 1.000000e+06)
  %86 = select contract i1 %83, float %85, float 0.000000e+00
  %87 = getelementptr inbounds nuw float, ptr %27, i64 %78
  %88 = load float, ptr %87, align 4, !tbaa !22, !noalias !50
  %89 = fadd contract float %88, %86
  store float %89, ptr %87, align 4, !tbaa !22, !noalias !50
  %90 = add nsw i32 %73, 1
  %91 = icmp eq i32 %90, %62
  br i1 %91, label %67, label %71, !llvm.loop !25

92:                                               ; preds = %67, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !50
  br i1 %30, label %93, label %94

93:                                               ; preds = %92
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i32 noundef %3, i1 noundef zeroext true, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33792), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824)) #14, !noalias !50
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i32 noundef %3, i1 noundef zeroext false, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34308), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34564), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34828)) #14, !noalias !50
  br label %94

94:                                               ; preds = %93, %92
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !50
  br label %98

95:                                               ; preds = %98
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %96 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824), align 8, !tbaa !28, !noalias !40
  %97 = icmp sgt i32 %96, 0
  br i1 %97, label %107, label %186

98:                                               ; preds = %98, %94
  %99 = phi i32 [ %20, %94 ], [ %105, %98 ]
  %100 = lshr i32 %99, 6
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds [65 x float], ptr %42, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !22, !noalias !40
  %104 = getelementptr inbounds [65 x float], ptr %43, i64 %101
  store float %103, ptr %104, align 4, !tbaa !22, !noalias !40
  %105 = add nuw nsw i32 %99, 64
  %106 = icmp samesign ult i32 %99, 4032
  br i1 %106, label %98, label %95, !llvm.loop !30

107:                                              ; preds = %95, %118
  %108 = phi i32 [ %113, %118 ], [ 0, %95 ]
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6, !noalias !40
  %112 = add i32 %111, %20
  %113 = add nuw nsw i32 %108, 1
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6, !noalias !40
  %117 = icmp slt i32 %112, %116
  br i1 %117, label %121, label %118

118:                                              ; preds = %183, %107
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %119 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824), align 8, !tbaa !28, !noalias !40
  %120 = icmp slt i32 %113, %119
  br i1 %120, label %107, label %186, !llvm.loop !31

121:                                              ; preds = %107, %183
  %122 = phi i32 [ %184, %183 ], [ %112, %107 ]
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33792), i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6, !noalias !40
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %126
  %128 = load i64, ptr %127, align 8, !tbaa !11, !noalias !40
  %129 = icmp eq i32 %125, 0
  %130 = sub nsw i32 64, %125
  %131 = zext nneg i32 %130 to i64
  %132 = lshr i64 -1, %131
  %133 = select i1 %129, i64 0, i64 %132
  %134 = and i64 %133, %128
  %135 = icmp eq i64 %134, 0
  br i1 %135, label %183, label %136

136:                                              ; preds = %121
  %137 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %126
  br label %140

138:                                              ; preds = %168, %140
  %139 = icmp eq i64 %148, 0
  br i1 %139, label %183, label %140, !llvm.loop !32

140:                                              ; preds = %138, %136
  %141 = phi i64 [ %134, %136 ], [ %148, %138 ]
  %142 = sub i64 0, %141
  %143 = and i64 %141, %142
  %144 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %143, i1 false)
  %145 = sub nuw nsw i64 64, %144
  %146 = sub nsw i64 63, %144
  %147 = add i64 %141, -1
  %148 = and i64 %147, %141
  %149 = getelementptr inbounds float, ptr %137, i64 %146
  %150 = load float, ptr %149, align 4, !tbaa !22, !noalias !40
  %151 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %146
  %152 = getelementptr inbounds float, ptr %151, i64 %146
  %153 = load float, ptr %152, align 4, !tbaa !22, !noalias !40
  %154 = tail call noundef float @llvm.nvvm.fabs.f32(float %153)
  %155 = fcmp contract ogt float %154, 0x3E45798EE0000000
  %156 = fcmp contract olt float %153, 0.000000e+00
  %157 = select contract i1 %156, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %158 = select contract i1 %155, float %153, float %157
  %159 = fdiv contract float %150, %158
  store float %159, ptr %149, align 4, !tbaa !22, !noalias !40
  %160 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %146
  %161 = load i64, ptr %160, align 8, !tbaa !11, !noalias !40
  %162 = icmp eq i64 %144, 0
  %163 = shl nsw i64 -1, %145
  %164 = select i1 %162, i64 0, i64 %163
  %165 = and i64 %161, %164
  %166 = and i64 %165, %128
  %167 = icmp eq i64 %166, 0
  br i1 %167, label %138, label %168

168:                                              ; preds = %140, %168
  %169 = phi i64 [ %175, %168 ], [ %166, %140 ]
  %170 = sub i64 0, %169
  %171 = and i64 %169, %170
  %172 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %171, i1 false)
  %173 = sub nsw i64 63, %172
  %174 = add i64 %169, -1
  %175 = and i64 %174, %169
  %176 = getelementptr inbounds float, ptr %151, i64 %173
  %177 = load float, ptr %176, align 4, !tbaa !22, !noalias !40
  %178 = fmul contract float %159, %177
  %179 = getelementptr inbounds float, ptr %137, i64 %173
  %180 = load float, ptr %179, align 4, !tbaa !22, !noalias !40
  %181 = fsub contract float %180, %178
  store float %181, ptr %179, align 4, !tbaa !22, !noalias !40
  %182 = icmp eq i64 %175, 0
  br i1 %182, label %138, label %168, !llvm.loop !33

183:                                              ; preds = %138, %121
  %184 = add i32 %122, 64
  %185 = icmp slt i32 %184, %116
  br i1 %185, label %121, label %118, !llvm.loop !34

186:                                              ; preds = %118, %95
  br i1 %32, label %187, label %190

187:                                              ; preds = %186
  %188 = mul i64 %34, %45
  %189 = getelementptr float, ptr %7, i64 %188
  br label %193

190:                                              ; preds = %193, %186
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %191 = add nuw nsw i64 %45, %36
  %192 = icmp slt i64 %191, %16
  br i1 %192, label %44, label %208, !llvm.loop !54

193:                                              ; preds = %193, %187
  %194 = phi i32 [ %20, %187 ], [ %206, %193 ]
  %195 = freeze i32 %194
  %196 = sdiv i32 %195, %3
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb0EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %197
  %199 = mul i32 %196, %3
  %200 = sub i32 %195, %199
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds float, ptr %198, i64 %201
  %203 = load float, ptr %202, align 4, !tbaa !22, !noalias !40
  %204 = sext i32 %194 to i64
  %205 = getelementptr float, ptr %189, i64 %204
  store float %203, ptr %205, align 4, !tbaa !22, !alias.scope !40
  %206 = add nuw i32 %194, 64
  %207 = icmp slt i32 %206, %31
  br i1 %207, label %193, label %190, !llvm.loop !55

208:                                              ; preds = %190, %8, %14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @batched_ic0_factor(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, ptr noalias noundef writeonly captures(none) %7) local_unnamed_addr #5 {
  %9 = alloca [64 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp ne i32 %10, 64
  %12 = add i32 %3, -65
  %13 = icmp ult i32 %12, -64
  %14 = or i1 %11, %13
  br i1 %14, label %256, label %15

15:                                               ; preds = %8
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = sext i32 %5 to i64
  %18 = icmp slt i32 %16, %5
  br i1 %18, label %19, label %256

19:                                               ; preds = %15
  %20 = zext nneg i32 %16 to i64
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp slt i32 %21, %3
  %23 = zext nneg i32 %21 to i64
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %23
  %25 = getelementptr i8, ptr %24, i64 4
  %26 = shl nuw i64 1, %23
  %27 = sext i32 %4 to i64
  %28 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %23
  %29 = getelementptr inbounds nuw float, ptr %28, i64 %23
  %30 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %23
  %31 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %23
  %32 = icmp eq i32 %21, 0
  %33 = mul nuw nsw i32 %3, %3
  %34 = icmp samesign ult i32 %21, %33
  %35 = zext nneg i32 %3 to i64
  %36 = mul nuw nsw i64 %35, %35
  %37 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = and i32 %21, 63
  %40 = and i32 %21, 63
  %41 = zext nneg i32 %39 to i64
  %42 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %41
  %43 = zext nneg i32 %40 to i64
  %44 = getelementptr inbounds float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %43
  br label %45

45:                                               ; preds = %238, %19
  %46 = phi i64 [ %20, %19 ], [ %239, %238 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !64)
  br label %48

47:                                               ; preds = %48
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !66
  br i1 %22, label %55, label %93

48:                                               ; preds = %48, %45
  %49 = phi i32 [ %21, %45 ], [ %53, %48 ]
  %50 = lshr i32 %49, 6
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [65 x float], ptr %42, i64 %51
  store float 0.000000e+00, ptr %52, align 4, !tbaa !22, !noalias !66
  %53 = add nuw nsw i32 %49, 64
  %54 = icmp samesign ult i32 %49, 4032
  br i1 %54, label %48, label %47, !llvm.loop !24

55:                                               ; preds = %47
  %56 = load i32, ptr %24, align 4, !tbaa !6, !alias.scope !59, !noalias !67
  %57 = tail call noundef i32 @llvm.smax.i32(i32 %56, i32 0)
  %58 = tail call noundef i32 @llvm.smin.i32(i32 %57, i32 %4)
  %59 = load i32, ptr %25, align 4, !tbaa !6, !alias.scope !59, !noalias !67
  %60 = tail call noundef i32 @llvm.smax.i32(i32 %59, i32 %58)
  %61 = add nsw i32 %58, 32
  %62 = tail call noundef i32 @llvm.smin.i32(i32 %4, i32 %61)
  %63 = tail call noundef i32 @llvm.smin.i32(i32 %60, i32 %62)
  %64 = icmp slt i32 %58, %63
  br i1 %64, label %65, label %68

65:                                               ; preds = %55
  %66 = mul nsw i64 %46, %27
  %67 = getelementptr float, ptr %2, i64 %66
  br label %72

68:                                               ; preds = %72, %55
  %69 = phi i64 [ %26, %55 ], [ %81, %72 ]
  %70 = load float, ptr %29, align 4, !tbaa !22, !noalias !66
  %71 = fadd contract float %6, %70
  store float %71, ptr %29, align 4, !tbaa !22, !noalias !66
  store i64 %69, ptr %30, align 8, !tbaa !11, !noalias !66
  br label %93

72:                                               ; preds = %72, %65
  %73 = phi i64 [ %26, %65 ], [ %81, %72 ]
  %74 = phi i32 [ %58, %65 ], [ %91, %72 ]
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %1, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6, !alias.scope !62, !noalias !68
  %78 = urem i32 %77, %3
  %79 = zext nneg i32 %78 to i64
  %80 = shl nuw i64 1, %79
  %81 = or i64 %80, %73
  %82 = getelementptr float, ptr %67, i64 %75
  %83 = load float, ptr %82, align 4, !tbaa !22, !alias.scope !64, !noalias !69
  %84 = fcmp contract ord float %83, 0.000000e+00
  %85 = tail call float @llvm.maxnum.f32(float %83, float -1.000000e+06)
  %86 = tail call float @llvm.minnum.f32(float %85, float 1.000000e+06)
  %87 = select contract i1 %84, float %86, float 0.000000e+00
  %88 = getelementptr inbounds nuw float, ptr %28, i64 %79
  %89 = load float, ptr %88, align 4, !tbaa !22, !noalias !66
  %90 = fadd contract float %89, %87
  store float %90, ptr %88, align 4, !tbaa !22, !noalias !66
  %91 = add nsw i32 %74, 1
  %92 = icmp eq i32 %91, %63
  br i1 %92, label %68, label %72, !llvm.loop !25

93:                                               ; preds = %68, %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !66
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #14, !noalias !66
  br i1 %22, label %94, label %116

94:                                               ; preds = %93
  %95 = load i64, ptr %30, align 8, !tbaa !11, !noalias !66
  br label %96

96:                                               ; preds = %96, %94
  %97 = phi i32 [ 0, %94 ], [ %114, %96 ]
  %98 = phi i64 [ %95, %94 ], [ %106, %96 ]
  %99 = zext nneg i32 %97 to i64
  %100 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %99
  %101 = load i64, ptr %100, align 8, !tbaa !11, !noalias !66
  %102 = and i64 %101, %26
  %103 = icmp eq i64 %102, 0
  %104 = shl nuw i64 1, %99
  %105 = select i1 %103, i64 0, i64 %104
  %106 = or i64 %105, %98
  %107 = getelementptr inbounds nuw float, ptr %28, i64 %99
  %108 = load float, ptr %107, align 4, !tbaa !22, !noalias !66
  %109 = getelementptr inbounds nuw [65 x float], ptr %31, i64 %99
  %110 = load float, ptr %109, align 4, !tbaa !22, !noalias !66
  %111 = fadd contract float %108, %110
  %112 = fmul contract float %111, 5.000000e-01
  %113 = getelementptr inbounds nuw float, ptr %9, i64 %99
  store float %112, ptr %113, align 4, !tbaa !22, !noalias !66
  %114 = add nuw nsw i32 %97, 1
  %115 = icmp eq i32 %114, %3
  br i1 %115, label %116, label %96, !llvm.loop !26

116:                                              ; preds = %96, %93
  %117 = phi i64 [ 0, %93 ], [ %106, %96 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !66
  br i1 %22, label %118, label %127

118:                                              ; preds = %116
  store i64 %117, ptr %30, align 8, !tbaa !11, !noalias !66
  br label %119

119:                                              ; preds = %119, %118
  %120 = phi i32 [ 0, %118 ], [ %125, %119 ]
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw float, ptr %9, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !22, !noalias !66
  %124 = getelementptr inbounds nuw float, ptr %28, i64 %121
  store float %123, ptr %124, align 4, !tbaa !22, !noalias !66
  %125 = add nuw nsw i32 %120, 1
  %126 = icmp eq i32 %125, %3
  br i1 %126, label %127, label %119, !llvm.loop !27

127:                                              ; preds = %119, %116
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !66
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #14, !noalias !66
  br i1 %32, label %128, label %129

128:                                              ; preds = %127
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i32 noundef %3, i1 noundef zeroext true, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33792), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824)) #14, !noalias !66
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i32 noundef %3, i1 noundef zeroext false, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34308), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34564), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34828)) #14, !noalias !66
  br label %129

129:                                              ; preds = %128, %127
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !66
  br label %133

130:                                              ; preds = %133
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %131 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824), align 8, !tbaa !28, !noalias !56
  %132 = icmp sgt i32 %131, 0
  br i1 %132, label %140, label %234

133:                                              ; preds = %133, %129
  %134 = phi i32 [ %21, %129 ], [ %138, %133 ]
  %135 = lshr i32 %134, 6
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds [65 x float], ptr %44, i64 %136
  store float 0.000000e+00, ptr %137, align 4, !tbaa !22, !noalias !56
  %138 = add nuw nsw i32 %134, 64
  %139 = icmp samesign ult i32 %134, 4032
  br i1 %139, label %133, label %130, !llvm.loop !35

140:                                              ; preds = %130, %151
  %141 = phi i32 [ %146, %151 ], [ 0, %130 ]
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), i64 %142
  %144 = load i32, ptr %143, align 4, !tbaa !6, !noalias !56
  %145 = add i32 %144, %21
  %146 = add nuw nsw i32 %141, 1
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34048), i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !6, !noalias !56
  %150 = icmp slt i32 %145, %149
  br i1 %150, label %154, label %151

151:                                              ; preds = %226, %140
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %152 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 34824), align 8, !tbaa !28, !noalias !56
  %153 = icmp slt i32 %146, %152
  br i1 %153, label %140, label %234, !llvm.loop !36

154:                                              ; preds = %140, %226
  %155 = phi i32 [ %232, %226 ], [ %145, %140 ]
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33792), i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6, !noalias !56
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %159
  %161 = load i64, ptr %160, align 8, !tbaa !11, !noalias !56
  %162 = icmp eq i32 %158, 0
  %163 = sub nsw i32 64, %158
  %164 = zext nneg i32 %163 to i64
  %165 = lshr i64 -1, %164
  %166 = select i1 %162, i64 0, i64 %165
  %167 = and i64 %166, %161
  %168 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 %159
  %169 = getelementptr inbounds float, ptr %168, i64 %159
  %170 = load float, ptr %169, align 4, !tbaa !22, !noalias !56
  %171 = icmp eq i64 %167, 0
  br i1 %171, label %226, label %172

172:                                              ; preds = %154
  %173 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %159
  br label %174

174:                                              ; preds = %211, %172
  %175 = phi float [ %170, %172 ], [ %224, %211 ]
  %176 = phi i64 [ %167, %172 ], [ %182, %211 ]
  %177 = sub i64 0, %176
  %178 = and i64 %176, %177
  %179 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %178, i1 false)
  %180 = sub nsw i64 63, %179
  %181 = add i64 %176, -1
  %182 = and i64 %181, %176
  %183 = getelementptr inbounds float, ptr %168, i64 %180
  %184 = load float, ptr %183, align 4, !tbaa !22, !noalias !56
  %185 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 33280), i64 %180
  %186 = load i64, ptr %185, align 8, !tbaa !11, !noalias !56
  %187 = icmp eq i64 %179, 63
  %188 = lshr i64 9223372036854775807, %179
  %189 = select i1 %187, i64 0, i64 %188
  %190 = and i64 %186, %189
  %191 = and i64 %190, %167
  %192 = icmp eq i64 %191, 0
  br i1 %192, label %211, label %193

193:                                              ; preds = %174
  %194 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %180
  br label %195

195:                                              ; preds = %195, %193
  %196 = phi i64 [ %191, %193 ], [ %203, %195 ]
  %197 = phi float [ %184, %193 ], [ %209, %195 ]
  %198 = sub nsw i64 0, %196
  %199 = and i64 %196, %198
  %200 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %199, i1 false)
  %201 = sub nsw i64 63, %200
  %202 = add nsw i64 %196, -1
  %203 = and i64 %202, %196
  %204 = getelementptr inbounds float, ptr %173, i64 %201
  %205 = load float, ptr %204, align 4, !tbaa !22, !noalias !56
  %206 = getelementptr inbounds float, ptr %194, i64 %201
  %207 = load float, ptr %206, align 4, !tbaa !22, !noalias !56
  %208 = fmul contract float %205, %207
  %209 = fsub contract float %197, %208
  %210 = icmp eq i64 %203, 0
  br i1 %210, label %211, label %195, !llvm.loop !37

211:                                              ; preds = %195, %174
  %212 = phi float [ %184, %174 ], [ %209, %195 ]
  %213 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %180
  %214 = getelementptr inbounds float, ptr %213, i64 %180
  %215 = load float, ptr %214, align 4, !tbaa !22, !noalias !56
  %216 = tail call noundef float @llvm.nvvm.fabs.f32(float %215)
  %217 = fcmp contract ogt float %216, 0x3E45798EE0000000
  %218 = fcmp contract olt float %215, 0.000000e+00
  %219 = select contract i1 %218, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %220 = select contract i1 %217, float %215, float %219
  %221 = fdiv contract float %212, %220
  %222 = getelementptr inbounds float, ptr %173, i64 %180
  store float %221, ptr %222, align 4, !tbaa !22, !noalias !56
  %223 = fmul contract float %221, %221
  %224 = fsub contract float %175, %223
  %225 = icmp eq i64 %182, 0
  br i1 %225, label %226, label %174, !llvm.loop !38

226:                                              ; preds = %211, %154
  %227 = phi float [ %170, %154 ], [ %224, %211 ]
  %228 = tail call noundef float @llvm.maxnum.f32(float %227, float 0x3D71979980000000)
  %229 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %228) #14
  %230 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %159
  %231 = getelementptr inbounds float, ptr %230, i64 %159
  store float %229, ptr %231, align 4, !tbaa !22, !noalias !56
  %232 = add i32 %155, 64
  %233 = icmp slt i32 %232, %149
  br i1 %233, label %154, label %151, !llvm.loop !39

234:                                              ; preds = %151, %130
  br i1 %34, label %235, label %238

235:                                              ; preds = %234
  %236 = mul i64 %36, %46
  %237 = getelementptr float, ptr %7, i64 %236
  br label %241

238:                                              ; preds = %241, %234
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !56
  %239 = add nuw nsw i64 %46, %38
  %240 = icmp slt i64 %239, %17
  br i1 %240, label %45, label %256, !llvm.loop !70

241:                                              ; preds = %241, %235
  %242 = phi i32 [ %21, %235 ], [ %254, %241 ]
  %243 = freeze i32 %242
  %244 = sdiv i32 %243, %3
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ11factor_bodyILb1EEvPKiS1_PKfiiifPfE2sh to ptr), i64 16640), i64 %245
  %247 = mul i32 %244, %3
  %248 = sub i32 %243, %247
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds float, ptr %246, i64 %249
  %251 = load float, ptr %250, align 4, !tbaa !22, !noalias !56
  %252 = sext i32 %242 to i64
  %253 = getelementptr float, ptr %237, i64 %252
  store float %251, ptr %253, align 4, !tbaa !22, !alias.scope !56
  %254 = add nuw i32 %242, 64
  %255 = icmp slt i32 %254, %33
  br i1 %255, label %241, label %238, !llvm.loop !71

256:                                              ; preds = %238, %8, %15
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @batched_pcg_ilu0(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #6 {
  tail call void @_Z8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiifif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) #15
  ret void
}

; Function Attrs: convergent nounwind
define linkonce_odr dso_local void @_Z8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiifif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #7 comdat {
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = icmp ne i32 %13, 64
  %15 = add i32 %6, -65
  %16 = icmp ult i32 %15, -64
  %17 = or i1 %14, %16
  br i1 %17, label %677, label %18

18:                                               ; preds = %12
  %19 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 1)
  %20 = tail call noundef i32 @llvm.smin.i32(i32 %19, i32 64)
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = sext i32 %8 to i64
  %24 = icmp slt i32 %22, %8
  br i1 %24, label %25, label %677

25:                                               ; preds = %18
  %26 = zext nneg i32 %22 to i64
  %27 = icmp slt i32 %21, %6
  %28 = zext nneg i32 %21 to i64
  %29 = getelementptr inbounds nuw i32, ptr %0, i64 %28
  %30 = getelementptr i8, ptr %29, i64 4
  %31 = shl nuw i64 1, %28
  %32 = sext i32 %7 to i64
  %33 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %28
  %34 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %28
  %35 = getelementptr inbounds nuw float, ptr %34, i64 %28
  %36 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %28
  %37 = icmp eq i32 %21, 0
  %38 = zext nneg i32 %21 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1x to ptr), i64 %38
  %40 = zext nneg i32 %6 to i64
  %41 = getelementptr float, ptr %3, i64 %38
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %38
  %43 = icmp ult i32 %21, %6
  %44 = zext nneg i32 %21 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %44
  %46 = and i32 %21, 31
  %47 = icmp eq i32 %46, 0
  %48 = lshr exact i32 %21, 5
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %49
  %51 = zext nneg i32 %21 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %51
  %53 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %51
  %54 = zext nneg i32 %21 to i64
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %54
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %54
  %57 = lshr exact i32 %21, 5
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %58
  %60 = zext nneg i32 %21 to i64
  %61 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %60
  %62 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %60
  %63 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1q to ptr), i64 %60
  %64 = zext nneg i32 %21 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %64
  %66 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1q to ptr), i64 %64
  %67 = lshr exact i32 %21, 5
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %68
  %70 = zext nneg i32 %21 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %70
  %72 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1x to ptr), i64 %70
  %73 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1q to ptr), i64 %70
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %70
  %75 = zext nneg i32 %21 to i64
  %76 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %75
  %77 = lshr exact i32 %21, 5
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %78
  %80 = zext nneg i32 %21 to i64
  %81 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %80
  %82 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %80
  %83 = lshr exact i32 %21, 5
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %84
  %86 = zext nneg i32 %21 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %86
  %88 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %86
  %89 = zext nneg i32 %21 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1x to ptr), i64 %89
  %91 = zext nneg i32 %6 to i64
  %92 = getelementptr float, ptr %4, i64 %89
  %93 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %94 = zext nneg i32 %93 to i64
  br label %95

95:                                               ; preds = %25, %674
  %96 = phi i64 [ %26, %25 ], [ %675, %674 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !72)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !75)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !77)
  br label %98

97:                                               ; preds = %98
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !79
  br i1 %27, label %108, label %146

98:                                               ; preds = %98, %95
  %99 = phi i32 [ %21, %95 ], [ %106, %98 ]
  %100 = lshr i32 %99, 6
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %101
  %103 = and i32 %99, 63
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw float, ptr %102, i64 %104
  store float 0.000000e+00, ptr %105, align 4, !tbaa !22, !noalias !79
  %106 = add nuw nsw i32 %99, 64
  %107 = icmp samesign ult i32 %99, 4032
  br i1 %107, label %98, label %97, !llvm.loop !24

108:                                              ; preds = %97
  %109 = load i32, ptr %29, align 4, !tbaa !6, !alias.scope !72, !noalias !80
  %110 = tail call noundef i32 @llvm.smax.i32(i32 %109, i32 0)
  %111 = tail call noundef i32 @llvm.smin.i32(i32 %110, i32 %7)
  %112 = load i32, ptr %30, align 4, !tbaa !6, !alias.scope !72, !noalias !80
  %113 = tail call noundef i32 @llvm.smax.i32(i32 %112, i32 %111)
  %114 = add nsw i32 %111, 32
  %115 = tail call noundef i32 @llvm.smin.i32(i32 %7, i32 %114)
  %116 = tail call noundef i32 @llvm.smin.i32(i32 %113, i32 %115)
  %117 = icmp slt i32 %111, %116
  br i1 %117, label %118, label %121

118:                                              ; preds = %108
  %119 = mul nsw i64 %96, %32
  %120 = getelementptr float, ptr %2, i64 %119
  br label %125

121:                                              ; preds = %125, %108
  %122 = phi i64 [ %31, %108 ], [ %134, %125 ]
  %123 = load float, ptr %35, align 4, !tbaa !22, !noalias !79
  %124 = fadd contract float %9, %123
  store float %124, ptr %35, align 4, !tbaa !22, !noalias !79
  store i64 %122, ptr %36, align 8, !tbaa !11, !noalias !79
  br label %146

125:                                              ; preds = %125, %118
  %126 = phi i64 [ %31, %118 ], [ %134, %125 ]
  %127 = phi i32 [ %111, %118 ], [ %144, %125 ]
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %1, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !6, !alias.scope !75, !noalias !81
  %131 = urem i32 %130, %6
  %132 = zext nneg i32 %131 to i64
  %133 = shl nuw i64 1, %132
  %134 = or i64 %133, %126
  %135 = getelementptr float, ptr %120, i64 %128
  %136 = load float, ptr %135, align 4, !tbaa !22, !alias.scope !77, !noalias !82
  %137 = fcmp contract ord float %136, 0.000000e+00
  %138 = tail call float @llvm.maxnum.f32(float %136, float -1.000000e+06)
  %139 = tail call float @llvm.minnum.f32(float %138, float 1.000000e+06)
  %140 = select contract i1 %137, float %139, float 0.000000e+00
  %141 = getelementptr inbounds nuw float, ptr %33, i64 %132
  %142 = load float, ptr %141, align 4, !tbaa !22, !noalias !79
  %143 = fadd contract float %142, %140
  store float %143, ptr %141, align 4, !tbaa !22, !noalias !79
  %144 = add nsw i32 %127, 1
  %145 = icmp eq i32 %144, %116
  br i1 %145, label %121, label %125, !llvm.loop !25

146:                                              ; preds = %121, %97
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !79
  br i1 %37, label %147, label %148

147:                                              ; preds = %146
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i32 noundef %6, i1 noundef zeroext true, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824)) #14, !noalias !79
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i32 noundef %6, i1 noundef zeroext false, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828)) #14, !noalias !79
  br label %148

148:                                              ; preds = %146, %147
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !79
  br label %152

149:                                              ; preds = %152
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %150 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %151 = icmp sgt i32 %150, 0
  br i1 %151, label %165, label %244

152:                                              ; preds = %152, %148
  %153 = phi i32 [ %21, %148 ], [ %163, %152 ]
  %154 = lshr i32 %153, 6
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %155
  %157 = and i32 %153, 63
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds nuw float, ptr %156, i64 %158
  %160 = load float, ptr %159, align 4, !tbaa !22
  %161 = getelementptr inbounds nuw [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %155
  %162 = getelementptr inbounds nuw float, ptr %161, i64 %158
  store float %160, ptr %162, align 4, !tbaa !22
  %163 = add nuw nsw i32 %153, 64
  %164 = icmp samesign ult i32 %153, 4032
  br i1 %164, label %152, label %149, !llvm.loop !30

165:                                              ; preds = %149, %176
  %166 = phi i32 [ %171, %176 ], [ 0, %149 ]
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !6
  %170 = add i32 %169, %21
  %171 = add nuw nsw i32 %166, 1
  %172 = zext nneg i32 %171 to i64
  %173 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = icmp slt i32 %170, %174
  br i1 %175, label %179, label %176

176:                                              ; preds = %241, %165
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %177 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %178 = icmp slt i32 %171, %177
  br i1 %178, label %165, label %244, !llvm.loop !31

179:                                              ; preds = %165, %241
  %180 = phi i32 [ %242, %241 ], [ %170, %165 ]
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !6
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %184
  %186 = load i64, ptr %185, align 8, !tbaa !11
  %187 = icmp eq i32 %183, 0
  %188 = sub nsw i32 64, %183
  %189 = zext nneg i32 %188 to i64
  %190 = lshr i64 -1, %189
  %191 = select i1 %187, i64 0, i64 %190
  %192 = and i64 %191, %186
  %193 = icmp eq i64 %192, 0
  br i1 %193, label %241, label %194

194:                                              ; preds = %179
  %195 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %184
  br label %198

196:                                              ; preds = %226, %198
  %197 = icmp eq i64 %206, 0
  br i1 %197, label %241, label %198, !llvm.loop !32

198:                                              ; preds = %196, %194
  %199 = phi i64 [ %192, %194 ], [ %206, %196 ]
  %200 = sub i64 0, %199
  %201 = and i64 %199, %200
  %202 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %201, i1 false)
  %203 = sub nuw nsw i64 64, %202
  %204 = sub nsw i64 63, %202
  %205 = add i64 %199, -1
  %206 = and i64 %205, %199
  %207 = getelementptr inbounds float, ptr %195, i64 %204
  %208 = load float, ptr %207, align 4, !tbaa !22
  %209 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %204
  %210 = getelementptr inbounds float, ptr %209, i64 %204
  %211 = load float, ptr %210, align 4, !tbaa !22
  %212 = tail call noundef float @llvm.nvvm.fabs.f32(float %211)
  %213 = fcmp contract ogt float %212, 0x3E45798EE0000000
  %214 = fcmp contract olt float %211, 0.000000e+00
  %215 = select contract i1 %214, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %216 = select contract i1 %213, float %211, float %215
  %217 = fdiv contract float %208, %216
  store float %217, ptr %207, align 4, !tbaa !22
  %218 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %204
  %219 = load i64, ptr %218, align 8, !tbaa !11
  %220 = icmp eq i64 %202, 0
  %221 = shl nsw i64 -1, %203
  %222 = select i1 %220, i64 0, i64 %221
  %223 = and i64 %219, %222
  %224 = and i64 %223, %186
  %225 = icmp eq i64 %224, 0
  br i1 %225, label %196, label %226

226:                                              ; preds = %198, %226
  %227 = phi i64 [ %233, %226 ], [ %224, %198 ]
  %228 = sub i64 0, %227
  %229 = and i64 %227, %228
  %230 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %229, i1 false)
  %231 = sub nsw i64 63, %230
  %232 = add i64 %227, -1
  %233 = and i64 %232, %227
  %234 = getelementptr inbounds float, ptr %209, i64 %231
  %235 = load float, ptr %234, align 4, !tbaa !22
  %236 = fmul contract float %217, %235
  %237 = getelementptr inbounds float, ptr %195, i64 %231
  %238 = load float, ptr %237, align 4, !tbaa !22
  %239 = fsub contract float %238, %236
  store float %239, ptr %237, align 4, !tbaa !22
  %240 = icmp eq i64 %233, 0
  br i1 %240, label %196, label %226, !llvm.loop !33

241:                                              ; preds = %196, %179
  %242 = add i32 %180, 64
  %243 = icmp slt i32 %242, %174
  br i1 %243, label %179, label %176, !llvm.loop !34

244:                                              ; preds = %176, %149
  br i1 %27, label %245, label %251

245:                                              ; preds = %244
  store float 0.000000e+00, ptr %39, align 4, !tbaa !22
  %246 = mul nuw nsw i64 %96, %40
  %247 = getelementptr float, ptr %41, i64 %246
  %248 = load float, ptr %247, align 4, !tbaa !22
  %249 = tail call noundef float @llvm.maxnum.f32(float %248, float -1.000000e+06)
  %250 = tail call noundef float @llvm.minnum.f32(float %249, float 1.000000e+06)
  store float %250, ptr %42, align 4, !tbaa !22
  br label %251

251:                                              ; preds = %245, %244
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %252, label %255

252:                                              ; preds = %251
  %253 = load float, ptr %45, align 4, !tbaa !22
  %254 = fmul contract float %253, %253
  br label %255

255:                                              ; preds = %252, %251
  %256 = phi contract float [ %254, %252 ], [ 0.000000e+00, %251 ]
  %257 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %256, i32 16, i32 31)
  %258 = fadd contract float %256, %257
  %259 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %258, i32 8, i32 31)
  %260 = fadd contract float %258, %259
  %261 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %260, i32 4, i32 31)
  %262 = fadd contract float %260, %261
  %263 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %262, i32 2, i32 31)
  %264 = fadd contract float %262, %263
  %265 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %264, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %47, label %266, label %268

266:                                              ; preds = %255
  %267 = fadd contract float %264, %265
  store float %267, ptr %50, align 4, !tbaa !22
  br label %268

268:                                              ; preds = %255, %266
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %269 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %270 = fadd contract float %269, 0.000000e+00
  %271 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %272 = fadd contract float %270, %271
  %273 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %272) #14
  %274 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %275 = icmp sgt i32 %274, 0
  br i1 %275, label %279, label %276

276:                                              ; preds = %290, %268
  %277 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !83
  %278 = icmp sgt i32 %277, 0
  br i1 %278, label %333, label %396

279:                                              ; preds = %268, %290
  %280 = phi i32 [ %285, %290 ], [ 0, %268 ]
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %281
  %283 = load i32, ptr %282, align 4, !tbaa !6
  %284 = add i32 %283, %21
  %285 = add nuw nsw i32 %280, 1
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %286
  %288 = load i32, ptr %287, align 4, !tbaa !6
  %289 = icmp slt i32 %284, %288
  br i1 %289, label %293, label %290

290:                                              ; preds = %328, %279
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %291 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %292 = icmp slt i32 %285, %291
  br i1 %292, label %279, label %276, !llvm.loop !84

293:                                              ; preds = %279, %328
  %294 = phi i32 [ %331, %328 ], [ %284, %279 ]
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %295
  %297 = load i32, ptr %296, align 4, !tbaa !6
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %298
  %300 = load float, ptr %299, align 4, !tbaa !22
  %301 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %298
  %302 = load i64, ptr %301, align 8, !tbaa !11
  %303 = icmp eq i32 %297, 0
  %304 = sub nsw i32 64, %297
  %305 = zext nneg i32 %304 to i64
  %306 = lshr i64 -1, %305
  %307 = select i1 %303, i64 0, i64 %306
  %308 = and i64 %307, %302
  %309 = icmp eq i64 %308, 0
  br i1 %309, label %328, label %310

310:                                              ; preds = %293
  %311 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %298
  br label %312

312:                                              ; preds = %312, %310
  %313 = phi i64 [ %308, %310 ], [ %320, %312 ]
  %314 = phi float [ %300, %310 ], [ %326, %312 ]
  %315 = sub i64 0, %313
  %316 = and i64 %313, %315
  %317 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %316, i1 false)
  %318 = sub nsw i64 63, %317
  %319 = add i64 %313, -1
  %320 = and i64 %319, %313
  %321 = getelementptr inbounds float, ptr %311, i64 %318
  %322 = load float, ptr %321, align 4, !tbaa !22
  %323 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %318
  %324 = load float, ptr %323, align 4, !tbaa !22
  %325 = fmul contract float %322, %324
  %326 = fsub contract float %314, %325
  %327 = icmp eq i64 %320, 0
  br i1 %327, label %328, label %312, !llvm.loop !85

328:                                              ; preds = %312, %293
  %329 = phi float [ %300, %293 ], [ %326, %312 ]
  %330 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %298
  store float %329, ptr %330, align 4, !tbaa !22
  %331 = add i32 %294, 64
  %332 = icmp slt i32 %331, %288
  br i1 %332, label %293, label %290, !llvm.loop !86

333:                                              ; preds = %276, %344
  %334 = phi i32 [ %339, %344 ], [ 0, %276 ]
  %335 = zext nneg i32 %334 to i64
  %336 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %335
  %337 = load i32, ptr %336, align 4, !tbaa !6
  %338 = add i32 %337, %21
  %339 = add nuw nsw i32 %334, 1
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !6
  %343 = icmp slt i32 %338, %342
  br i1 %343, label %347, label %344

344:                                              ; preds = %382, %333
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %345 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !83
  %346 = icmp slt i32 %339, %345
  br i1 %346, label %333, label %396, !llvm.loop !87

347:                                              ; preds = %333, %382
  %348 = phi i32 [ %394, %382 ], [ %338, %333 ]
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), i64 %349
  %351 = load i32, ptr %350, align 4, !tbaa !6
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %352
  %354 = load float, ptr %353, align 4, !tbaa !22
  %355 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %352
  %356 = load i64, ptr %355, align 8, !tbaa !11
  %357 = icmp slt i32 %351, 63
  %358 = add nsw i32 %351, 1
  %359 = zext nneg i32 %358 to i64
  %360 = shl nsw i64 -1, %359
  %361 = select i1 %357, i64 %360, i64 0
  %362 = and i64 %361, %356
  %363 = icmp eq i64 %362, 0
  br i1 %363, label %382, label %364

364:                                              ; preds = %347
  %365 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %352
  br label %366

366:                                              ; preds = %366, %364
  %367 = phi i64 [ %362, %364 ], [ %374, %366 ]
  %368 = phi float [ %354, %364 ], [ %380, %366 ]
  %369 = sub i64 0, %367
  %370 = and i64 %367, %369
  %371 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %370, i1 false)
  %372 = sub nsw i64 63, %371
  %373 = add i64 %367, -1
  %374 = and i64 %373, %367
  %375 = getelementptr inbounds float, ptr %365, i64 %372
  %376 = load float, ptr %375, align 4, !tbaa !22
  %377 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %372
  %378 = load float, ptr %377, align 4, !tbaa !22
  %379 = fmul contract float %376, %378
  %380 = fsub contract float %368, %379
  %381 = icmp eq i64 %374, 0
  br i1 %381, label %382, label %366, !llvm.loop !88

382:                                              ; preds = %366, %347
  %383 = phi float [ %354, %347 ], [ %380, %366 ]
  %384 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %352
  %385 = getelementptr inbounds float, ptr %384, i64 %352
  %386 = load float, ptr %385, align 4, !tbaa !22
  %387 = tail call noundef float @llvm.nvvm.fabs.f32(float %386)
  %388 = fcmp contract ogt float %387, 0x3E45798EE0000000
  %389 = fcmp contract olt float %386, 0.000000e+00
  %390 = select contract i1 %389, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %391 = select contract i1 %388, float %386, float %390
  %392 = fdiv contract float %383, %391
  %393 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %352
  store float %392, ptr %393, align 4, !tbaa !22
  %394 = add i32 %348, 64
  %395 = icmp slt i32 %394, %342
  br i1 %395, label %347, label %344, !llvm.loop !89

396:                                              ; preds = %344, %276
  br i1 %27, label %397, label %399

397:                                              ; preds = %396
  %398 = load float, ptr %52, align 4, !tbaa !22
  store float %398, ptr %53, align 4, !tbaa !22
  br label %399

399:                                              ; preds = %397, %396
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %400, label %404

400:                                              ; preds = %399
  %401 = load float, ptr %55, align 4, !tbaa !22
  %402 = load float, ptr %56, align 4, !tbaa !22
  %403 = fmul contract float %401, %402
  br label %404

404:                                              ; preds = %400, %399
  %405 = phi contract float [ %403, %400 ], [ 0.000000e+00, %399 ]
  %406 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %405, i32 16, i32 31)
  %407 = fadd contract float %405, %406
  %408 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %407, i32 8, i32 31)
  %409 = fadd contract float %407, %408
  %410 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %409, i32 4, i32 31)
  %411 = fadd contract float %409, %410
  %412 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %411, i32 2, i32 31)
  %413 = fadd contract float %411, %412
  %414 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %413, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %47, label %415, label %417

415:                                              ; preds = %404
  %416 = fadd contract float %413, %414
  store float %416, ptr %59, align 4, !tbaa !22
  br label %417

417:                                              ; preds = %404, %415
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %418 = fmul contract float %11, %273
  %419 = fcmp contract ogt float %273, %418
  br i1 %419, label %420, label %425

420:                                              ; preds = %417
  %421 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %422 = fadd contract float %421, 0.000000e+00
  %423 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %424 = fadd contract float %422, %423
  br label %427

425:                                              ; preds = %662, %417
  %426 = phi float [ %273, %417 ], [ %508, %662 ]
  br i1 %27, label %667, label %671

427:                                              ; preds = %420, %662
  %428 = phi float [ %653, %662 ], [ %424, %420 ]
  %429 = phi i32 [ %663, %662 ], [ 0, %420 ]
  br i1 %27, label %430, label %451

430:                                              ; preds = %427
  %431 = load i64, ptr %61, align 8, !tbaa !11
  %432 = icmp eq i64 %431, 0
  br i1 %432, label %449, label %433

433:                                              ; preds = %430, %433
  %434 = phi i64 [ %441, %433 ], [ %431, %430 ]
  %435 = phi float [ %447, %433 ], [ 0.000000e+00, %430 ]
  %436 = sub i64 0, %434
  %437 = and i64 %434, %436
  %438 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %437, i1 false)
  %439 = sub nsw i64 63, %438
  %440 = add i64 %434, -1
  %441 = and i64 %440, %434
  %442 = getelementptr inbounds float, ptr %62, i64 %439
  %443 = load float, ptr %442, align 4, !tbaa !22
  %444 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %439
  %445 = load float, ptr %444, align 4, !tbaa !22
  %446 = fmul contract float %443, %445
  %447 = fadd contract float %435, %446
  %448 = icmp eq i64 %441, 0
  br i1 %448, label %449, label %433, !llvm.loop !90

449:                                              ; preds = %433, %430
  %450 = phi float [ 0.000000e+00, %430 ], [ %447, %433 ]
  store float %450, ptr %63, align 4, !tbaa !22
  br label %451

451:                                              ; preds = %449, %427
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %452, label %456

452:                                              ; preds = %451
  %453 = load float, ptr %65, align 4, !tbaa !22
  %454 = load float, ptr %66, align 4, !tbaa !22
  %455 = fmul contract float %453, %454
  br label %456

456:                                              ; preds = %452, %451
  %457 = phi contract float [ %455, %452 ], [ 0.000000e+00, %451 ]
  %458 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %457, i32 16, i32 31)
  %459 = fadd contract float %457, %458
  %460 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %459, i32 8, i32 31)
  %461 = fadd contract float %459, %460
  %462 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %461, i32 4, i32 31)
  %463 = fadd contract float %461, %462
  %464 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %463, i32 2, i32 31)
  %465 = fadd contract float %463, %464
  %466 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %465, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %47, label %467, label %469

467:                                              ; preds = %456
  %468 = fadd contract float %465, %466
  store float %468, ptr %69, align 4, !tbaa !22
  br label %469

469:                                              ; preds = %456, %467
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %470, label %486

470:                                              ; preds = %469
  %471 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %472 = fadd contract float %471, 0.000000e+00
  %473 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %474 = fadd contract float %472, %473
  %475 = tail call noundef float @llvm.nvvm.fabs.f32(float %474)
  %476 = fcmp contract ogt float %475, 0x39B4484C00000000
  %477 = fdiv contract float %428, %474
  %478 = select contract i1 %476, float %477, float 0.000000e+00
  %479 = load float, ptr %71, align 4, !tbaa !22
  %480 = load float, ptr %72, align 4, !tbaa !22
  %481 = tail call noundef float @llvm.fma.f32(float %478, float %479, float %480)
  store float %481, ptr %72, align 4, !tbaa !22
  %482 = fneg contract float %478
  %483 = load float, ptr %73, align 4, !tbaa !22
  %484 = load float, ptr %74, align 4, !tbaa !22
  %485 = tail call noundef float @llvm.fma.f32(float %482, float %483, float %484)
  store float %485, ptr %74, align 4, !tbaa !22
  br label %486

486:                                              ; preds = %470, %469
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %487, label %490

487:                                              ; preds = %486
  %488 = load float, ptr %76, align 4, !tbaa !22
  %489 = fmul contract float %488, %488
  br label %490

490:                                              ; preds = %487, %486
  %491 = phi contract float [ %489, %487 ], [ 0.000000e+00, %486 ]
  %492 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %491, i32 16, i32 31)
  %493 = fadd contract float %491, %492
  %494 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %493, i32 8, i32 31)
  %495 = fadd contract float %493, %494
  %496 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %495, i32 4, i32 31)
  %497 = fadd contract float %495, %496
  %498 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %497, i32 2, i32 31)
  %499 = fadd contract float %497, %498
  %500 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %499, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %47, label %501, label %503

501:                                              ; preds = %490
  %502 = fadd contract float %499, %500
  store float %502, ptr %79, align 4, !tbaa !22
  br label %503

503:                                              ; preds = %490, %501
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %504 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %505 = fadd contract float %504, 0.000000e+00
  %506 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %507 = fadd contract float %505, %506
  %508 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %507) #14
  %509 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %510 = icmp sgt i32 %509, 0
  br i1 %510, label %514, label %511

511:                                              ; preds = %525, %503
  %512 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !83
  %513 = icmp sgt i32 %512, 0
  br i1 %513, label %568, label %631

514:                                              ; preds = %503, %525
  %515 = phi i32 [ %520, %525 ], [ 0, %503 ]
  %516 = zext nneg i32 %515 to i64
  %517 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %516
  %518 = load i32, ptr %517, align 4, !tbaa !6
  %519 = add i32 %518, %21
  %520 = add nuw nsw i32 %515, 1
  %521 = zext nneg i32 %520 to i64
  %522 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %521
  %523 = load i32, ptr %522, align 4, !tbaa !6
  %524 = icmp slt i32 %519, %523
  br i1 %524, label %528, label %525

525:                                              ; preds = %563, %514
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %526 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %527 = icmp slt i32 %520, %526
  br i1 %527, label %514, label %511, !llvm.loop !84

528:                                              ; preds = %514, %563
  %529 = phi i32 [ %566, %563 ], [ %519, %514 ]
  %530 = sext i32 %529 to i64
  %531 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %530
  %532 = load i32, ptr %531, align 4, !tbaa !6
  %533 = sext i32 %532 to i64
  %534 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %533
  %535 = load float, ptr %534, align 4, !tbaa !22
  %536 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %533
  %537 = load i64, ptr %536, align 8, !tbaa !11
  %538 = icmp eq i32 %532, 0
  %539 = sub nsw i32 64, %532
  %540 = zext nneg i32 %539 to i64
  %541 = lshr i64 -1, %540
  %542 = select i1 %538, i64 0, i64 %541
  %543 = and i64 %542, %537
  %544 = icmp eq i64 %543, 0
  br i1 %544, label %563, label %545

545:                                              ; preds = %528
  %546 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %533
  br label %547

547:                                              ; preds = %547, %545
  %548 = phi i64 [ %543, %545 ], [ %555, %547 ]
  %549 = phi float [ %535, %545 ], [ %561, %547 ]
  %550 = sub i64 0, %548
  %551 = and i64 %548, %550
  %552 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %551, i1 false)
  %553 = sub nsw i64 63, %552
  %554 = add i64 %548, -1
  %555 = and i64 %554, %548
  %556 = getelementptr inbounds float, ptr %546, i64 %553
  %557 = load float, ptr %556, align 4, !tbaa !22
  %558 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %553
  %559 = load float, ptr %558, align 4, !tbaa !22
  %560 = fmul contract float %557, %559
  %561 = fsub contract float %549, %560
  %562 = icmp eq i64 %555, 0
  br i1 %562, label %563, label %547, !llvm.loop !85

563:                                              ; preds = %547, %528
  %564 = phi float [ %535, %528 ], [ %561, %547 ]
  %565 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %533
  store float %564, ptr %565, align 4, !tbaa !22
  %566 = add i32 %529, 64
  %567 = icmp slt i32 %566, %523
  br i1 %567, label %528, label %525, !llvm.loop !86

568:                                              ; preds = %511, %579
  %569 = phi i32 [ %574, %579 ], [ 0, %511 ]
  %570 = zext nneg i32 %569 to i64
  %571 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %570
  %572 = load i32, ptr %571, align 4, !tbaa !6
  %573 = add i32 %572, %21
  %574 = add nuw nsw i32 %569, 1
  %575 = zext nneg i32 %574 to i64
  %576 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %575
  %577 = load i32, ptr %576, align 4, !tbaa !6
  %578 = icmp slt i32 %573, %577
  br i1 %578, label %582, label %579

579:                                              ; preds = %617, %568
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %580 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !83
  %581 = icmp slt i32 %574, %580
  br i1 %581, label %568, label %631, !llvm.loop !87

582:                                              ; preds = %568, %617
  %583 = phi i32 [ %629, %617 ], [ %573, %568 ]
  %584 = sext i32 %583 to i64
  %585 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), i64 %584
  %586 = load i32, ptr %585, align 4, !tbaa !6
  %587 = sext i32 %586 to i64
  %588 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %587
  %589 = load float, ptr %588, align 4, !tbaa !22
  %590 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %587
  %591 = load i64, ptr %590, align 8, !tbaa !11
  %592 = icmp slt i32 %586, 63
  %593 = add nsw i32 %586, 1
  %594 = zext nneg i32 %593 to i64
  %595 = shl nsw i64 -1, %594
  %596 = select i1 %592, i64 %595, i64 0
  %597 = and i64 %596, %591
  %598 = icmp eq i64 %597, 0
  br i1 %598, label %617, label %599

599:                                              ; preds = %582
  %600 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %587
  br label %601

601:                                              ; preds = %601, %599
  %602 = phi i64 [ %597, %599 ], [ %609, %601 ]
  %603 = phi float [ %589, %599 ], [ %615, %601 ]
  %604 = sub i64 0, %602
  %605 = and i64 %602, %604
  %606 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %605, i1 false)
  %607 = sub nsw i64 63, %606
  %608 = add i64 %602, -1
  %609 = and i64 %608, %602
  %610 = getelementptr inbounds float, ptr %600, i64 %607
  %611 = load float, ptr %610, align 4, !tbaa !22
  %612 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %607
  %613 = load float, ptr %612, align 4, !tbaa !22
  %614 = fmul contract float %611, %613
  %615 = fsub contract float %603, %614
  %616 = icmp eq i64 %609, 0
  br i1 %616, label %617, label %601, !llvm.loop !88

617:                                              ; preds = %601, %582
  %618 = phi float [ %589, %582 ], [ %615, %601 ]
  %619 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %587
  %620 = getelementptr inbounds float, ptr %619, i64 %587
  %621 = load float, ptr %620, align 4, !tbaa !22
  %622 = tail call noundef float @llvm.nvvm.fabs.f32(float %621)
  %623 = fcmp contract ogt float %622, 0x3E45798EE0000000
  %624 = fcmp contract olt float %621, 0.000000e+00
  %625 = select contract i1 %624, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %626 = select contract i1 %623, float %621, float %625
  %627 = fdiv contract float %618, %626
  %628 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %587
  store float %627, ptr %628, align 4, !tbaa !22
  %629 = add i32 %583, 64
  %630 = icmp slt i32 %629, %577
  br i1 %630, label %582, label %579, !llvm.loop !89

631:                                              ; preds = %579, %511
  br i1 %43, label %632, label %636

632:                                              ; preds = %631
  %633 = load float, ptr %81, align 4, !tbaa !22
  %634 = load float, ptr %82, align 4, !tbaa !22
  %635 = fmul contract float %633, %634
  br label %636

636:                                              ; preds = %632, %631
  %637 = phi contract float [ %635, %632 ], [ 0.000000e+00, %631 ]
  %638 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %637, i32 16, i32 31)
  %639 = fadd contract float %637, %638
  %640 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %639, i32 8, i32 31)
  %641 = fadd contract float %639, %640
  %642 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %641, i32 4, i32 31)
  %643 = fadd contract float %641, %642
  %644 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %643, i32 2, i32 31)
  %645 = fadd contract float %643, %644
  %646 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %645, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %47, label %647, label %649

647:                                              ; preds = %636
  %648 = fadd contract float %645, %646
  store float %648, ptr %85, align 4, !tbaa !22
  br label %649

649:                                              ; preds = %636, %647
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %650 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %651 = fadd contract float %650, 0.000000e+00
  %652 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb0EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %653 = fadd contract float %651, %652
  br i1 %27, label %654, label %662

654:                                              ; preds = %649
  %655 = tail call noundef float @llvm.nvvm.fabs.f32(float %428)
  %656 = fcmp contract ogt float %655, 0x39B4484C00000000
  %657 = fdiv contract float %653, %428
  %658 = select contract i1 %656, float %657, float 0.000000e+00
  %659 = load float, ptr %87, align 4, !tbaa !22
  %660 = load float, ptr %88, align 4, !tbaa !22
  %661 = tail call noundef float @llvm.fma.f32(float %658, float %659, float %660)
  store float %661, ptr %87, align 4, !tbaa !22
  br label %662

662:                                              ; preds = %654, %649
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %663 = add nuw nsw i32 %429, 1
  %664 = icmp samesign ult i32 %663, %20
  %665 = fcmp contract ogt float %508, %418
  %666 = and i1 %664, %665
  br i1 %666, label %427, label %425, !llvm.loop !91

667:                                              ; preds = %425
  %668 = load float, ptr %90, align 4, !tbaa !22
  %669 = mul nuw nsw i64 %96, %91
  %670 = getelementptr float, ptr %92, i64 %669
  store float %668, ptr %670, align 4, !tbaa !22
  br label %671

671:                                              ; preds = %667, %425
  br i1 %37, label %672, label %674

672:                                              ; preds = %671
  %673 = getelementptr inbounds nuw float, ptr %5, i64 %96
  store float %426, ptr %673, align 4, !tbaa !22
  br label %674

674:                                              ; preds = %672, %671
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %675 = add nuw nsw i64 %96, %94
  %676 = icmp slt i64 %675, %23
  br i1 %676, label %95, label %677, !llvm.loop !92

677:                                              ; preds = %674, %18, %12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @batched_pcg_ic0(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #6 {
  tail call void @_Z8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiifif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) #15
  ret void
}

; Function Attrs: convergent nounwind
define linkonce_odr dso_local void @_Z8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiifif(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #7 comdat {
  %13 = alloca [64 x float], align 4
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp ne i32 %14, 64
  %16 = add i32 %6, -65
  %17 = icmp ult i32 %16, -64
  %18 = or i1 %15, %17
  br i1 %18, label %750, label %19

19:                                               ; preds = %12
  %20 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 1)
  %21 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 64)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = sext i32 %8 to i64
  %25 = icmp slt i32 %23, %8
  br i1 %25, label %26, label %750

26:                                               ; preds = %19
  %27 = zext nneg i32 %23 to i64
  %28 = icmp slt i32 %22, %6
  %29 = zext nneg i32 %22 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = shl nuw i64 1, %29
  %33 = sext i32 %7 to i64
  %34 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %29
  %35 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %29
  %36 = getelementptr inbounds nuw float, ptr %35, i64 %29
  %37 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %29
  %38 = zext nneg i32 %22 to i64
  %39 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %38
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %38
  %41 = shl nuw i64 1, %38
  %42 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %38
  %43 = zext nneg i32 %22 to i64
  %44 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %43
  %45 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %43
  %46 = icmp eq i32 %22, 0
  %47 = zext nneg i32 %22 to i64
  %48 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1x to ptr), i64 %47
  %49 = zext nneg i32 %6 to i64
  %50 = getelementptr float, ptr %3, i64 %47
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %47
  %52 = icmp ult i32 %22, %6
  %53 = zext nneg i32 %22 to i64
  %54 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %53
  %55 = and i32 %22, 31
  %56 = icmp eq i32 %55, 0
  %57 = lshr exact i32 %22, 5
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %58
  %60 = zext nneg i32 %22 to i64
  %61 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %60
  %62 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %60
  %63 = zext nneg i32 %22 to i64
  %64 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %63
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %63
  %66 = lshr exact i32 %22, 5
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %67
  %69 = zext nneg i32 %22 to i64
  %70 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %69
  %71 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %69
  %72 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1q to ptr), i64 %69
  %73 = zext nneg i32 %22 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %73
  %75 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1q to ptr), i64 %73
  %76 = lshr exact i32 %22, 5
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %77
  %79 = zext nneg i32 %22 to i64
  %80 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %79
  %81 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1x to ptr), i64 %79
  %82 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1q to ptr), i64 %79
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %79
  %84 = zext nneg i32 %22 to i64
  %85 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %84
  %86 = lshr exact i32 %22, 5
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %87
  %89 = zext nneg i32 %22 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %89
  %91 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %89
  %92 = lshr exact i32 %22, 5
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), i64 %93
  %95 = zext nneg i32 %22 to i64
  %96 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %95
  %97 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %95
  %98 = zext nneg i32 %22 to i64
  %99 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1x to ptr), i64 %98
  %100 = zext nneg i32 %6 to i64
  %101 = getelementptr float, ptr %4, i64 %98
  %102 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %103 = zext nneg i32 %102 to i64
  br label %104

104:                                              ; preds = %26, %747
  %105 = phi i64 [ %27, %26 ], [ %748, %747 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !93)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !96)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !98)
  br label %107

106:                                              ; preds = %107
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !100
  br i1 %28, label %117, label %155

107:                                              ; preds = %107, %104
  %108 = phi i32 [ %22, %104 ], [ %115, %107 ]
  %109 = lshr i32 %108, 6
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %110
  %112 = and i32 %108, 63
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw float, ptr %111, i64 %113
  store float 0.000000e+00, ptr %114, align 4, !tbaa !22, !noalias !100
  %115 = add nuw nsw i32 %108, 64
  %116 = icmp samesign ult i32 %108, 4032
  br i1 %116, label %107, label %106, !llvm.loop !24

117:                                              ; preds = %106
  %118 = load i32, ptr %30, align 4, !tbaa !6, !alias.scope !93, !noalias !101
  %119 = tail call noundef i32 @llvm.smax.i32(i32 %118, i32 0)
  %120 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 %7)
  %121 = load i32, ptr %31, align 4, !tbaa !6, !alias.scope !93, !noalias !101
  %122 = tail call noundef i32 @llvm.smax.i32(i32 %121, i32 %120)
  %123 = add nsw i32 %120, 32
  %124 = tail call noundef i32 @llvm.smin.i32(i32 %7, i32 %123)
  %125 = tail call noundef i32 @llvm.smin.i32(i32 %122, i32 %124)
  %126 = icmp slt i32 %120, %125
  br i1 %126, label %127, label %130

127:                                              ; preds = %117
  %128 = mul nsw i64 %105, %33
  %129 = getelementptr float, ptr %2, i64 %128
  br label %134

130:                                              ; preds = %134, %117
  %131 = phi i64 [ %32, %117 ], [ %143, %134 ]
  %132 = load float, ptr %36, align 4, !tbaa !22, !noalias !100
  %133 = fadd contract float %9, %132
  store float %133, ptr %36, align 4, !tbaa !22, !noalias !100
  store i64 %131, ptr %37, align 8, !tbaa !11, !noalias !100
  br label %155

134:                                              ; preds = %134, %127
  %135 = phi i64 [ %32, %127 ], [ %143, %134 ]
  %136 = phi i32 [ %120, %127 ], [ %153, %134 ]
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %1, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !6, !alias.scope !96, !noalias !102
  %140 = urem i32 %139, %6
  %141 = zext nneg i32 %140 to i64
  %142 = shl nuw i64 1, %141
  %143 = or i64 %142, %135
  %144 = getelementptr float, ptr %129, i64 %137
  %145 = load float, ptr %144, align 4, !tbaa !22, !alias.scope !98, !noalias !103
  %146 = fcmp contract ord float %145, 0.000000e+00
  %147 = tail call float @llvm.maxnum.f32(float %145, float -1.000000e+06)
  %148 = tail call float @llvm.minnum.f32(float %147, float 1.000000e+06)
  %149 = select contract i1 %146, float %148, float 0.000000e+00
  %150 = getelementptr inbounds nuw float, ptr %34, i64 %141
  %151 = load float, ptr %150, align 4, !tbaa !22, !noalias !100
  %152 = fadd contract float %151, %149
  store float %152, ptr %150, align 4, !tbaa !22, !noalias !100
  %153 = add nsw i32 %136, 1
  %154 = icmp eq i32 %153, %125
  br i1 %154, label %130, label %134, !llvm.loop !25

155:                                              ; preds = %130, %106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !100
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #14, !noalias !100
  br i1 %28, label %156, label %178

156:                                              ; preds = %155
  %157 = load i64, ptr %39, align 8, !tbaa !11, !noalias !100
  br label %158

158:                                              ; preds = %158, %156
  %159 = phi i32 [ 0, %156 ], [ %176, %158 ]
  %160 = phi i64 [ %157, %156 ], [ %168, %158 ]
  %161 = zext nneg i32 %159 to i64
  %162 = getelementptr inbounds nuw i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %161
  %163 = load i64, ptr %162, align 8, !tbaa !11, !noalias !100
  %164 = and i64 %163, %41
  %165 = icmp eq i64 %164, 0
  %166 = shl nuw i64 1, %161
  %167 = select i1 %165, i64 0, i64 %166
  %168 = or i64 %167, %160
  %169 = getelementptr inbounds nuw float, ptr %42, i64 %161
  %170 = load float, ptr %169, align 4, !tbaa !22, !noalias !100
  %171 = getelementptr inbounds nuw [65 x float], ptr %40, i64 %161
  %172 = load float, ptr %171, align 4, !tbaa !22, !noalias !100
  %173 = fadd contract float %170, %172
  %174 = fmul contract float %173, 5.000000e-01
  %175 = getelementptr inbounds nuw float, ptr %13, i64 %161
  store float %174, ptr %175, align 4, !tbaa !22, !noalias !100
  %176 = add nuw nsw i32 %159, 1
  %177 = icmp eq i32 %176, %6
  br i1 %177, label %178, label %158, !llvm.loop !26

178:                                              ; preds = %158, %155
  %179 = phi i64 [ 0, %155 ], [ %168, %158 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !100
  br i1 %28, label %180, label %189

180:                                              ; preds = %178
  store i64 %179, ptr %44, align 8, !tbaa !11, !noalias !100
  br label %181

181:                                              ; preds = %181, %180
  %182 = phi i32 [ 0, %180 ], [ %187, %181 ]
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr inbounds nuw float, ptr %13, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !22, !noalias !100
  %186 = getelementptr inbounds nuw float, ptr %45, i64 %183
  store float %185, ptr %186, align 4, !tbaa !22, !noalias !100
  %187 = add nuw nsw i32 %182, 1
  %188 = icmp eq i32 %187, %6
  br i1 %188, label %189, label %181, !llvm.loop !27

189:                                              ; preds = %181, %178
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !100
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #14, !noalias !100
  br i1 %46, label %190, label %191

190:                                              ; preds = %189
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i32 noundef %6, i1 noundef zeroext true, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824)) #14, !noalias !100
  tail call void @_Z12build_levelsPKyibPiS1_S1_(ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i32 noundef %6, i1 noundef zeroext false, ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), ptr noundef nonnull getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828)) #14, !noalias !100
  br label %191

191:                                              ; preds = %189, %190
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !100
  br label %195

192:                                              ; preds = %195
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %193 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %194 = icmp sgt i32 %193, 0
  br i1 %194, label %205, label %299

195:                                              ; preds = %195, %191
  %196 = phi i32 [ %22, %191 ], [ %203, %195 ]
  %197 = lshr i32 %196, 6
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %198
  %200 = and i32 %196, 63
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr inbounds nuw float, ptr %199, i64 %201
  store float 0.000000e+00, ptr %202, align 4, !tbaa !22
  %203 = add nuw nsw i32 %196, 64
  %204 = icmp samesign ult i32 %196, 4032
  br i1 %204, label %195, label %192, !llvm.loop !35

205:                                              ; preds = %192, %216
  %206 = phi i32 [ %211, %216 ], [ 0, %192 ]
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !6
  %210 = add i32 %209, %22
  %211 = add nuw nsw i32 %206, 1
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !6
  %215 = icmp slt i32 %210, %214
  br i1 %215, label %219, label %216

216:                                              ; preds = %291, %205
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %217 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %218 = icmp slt i32 %211, %217
  br i1 %218, label %205, label %299, !llvm.loop !36

219:                                              ; preds = %205, %291
  %220 = phi i32 [ %297, %291 ], [ %210, %205 ]
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %221
  %223 = load i32, ptr %222, align 4, !tbaa !6
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %224
  %226 = load i64, ptr %225, align 8, !tbaa !11
  %227 = icmp eq i32 %223, 0
  %228 = sub nsw i32 64, %223
  %229 = zext nneg i32 %228 to i64
  %230 = lshr i64 -1, %229
  %231 = select i1 %227, i64 0, i64 %230
  %232 = and i64 %231, %226
  %233 = getelementptr inbounds [65 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 %224
  %234 = getelementptr inbounds float, ptr %233, i64 %224
  %235 = load float, ptr %234, align 4, !tbaa !22
  %236 = icmp eq i64 %232, 0
  br i1 %236, label %291, label %237

237:                                              ; preds = %219
  %238 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %224
  br label %239

239:                                              ; preds = %276, %237
  %240 = phi float [ %235, %237 ], [ %289, %276 ]
  %241 = phi i64 [ %232, %237 ], [ %247, %276 ]
  %242 = sub i64 0, %241
  %243 = and i64 %241, %242
  %244 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %243, i1 false)
  %245 = sub nsw i64 63, %244
  %246 = add i64 %241, -1
  %247 = and i64 %246, %241
  %248 = getelementptr inbounds float, ptr %233, i64 %245
  %249 = load float, ptr %248, align 4, !tbaa !22
  %250 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %245
  %251 = load i64, ptr %250, align 8, !tbaa !11
  %252 = icmp eq i64 %244, 63
  %253 = lshr i64 9223372036854775807, %244
  %254 = select i1 %252, i64 0, i64 %253
  %255 = and i64 %251, %254
  %256 = and i64 %255, %232
  %257 = icmp eq i64 %256, 0
  br i1 %257, label %276, label %258

258:                                              ; preds = %239
  %259 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %245
  br label %260

260:                                              ; preds = %260, %258
  %261 = phi i64 [ %256, %258 ], [ %268, %260 ]
  %262 = phi float [ %249, %258 ], [ %274, %260 ]
  %263 = sub nsw i64 0, %261
  %264 = and i64 %261, %263
  %265 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %264, i1 false)
  %266 = sub nsw i64 63, %265
  %267 = add nsw i64 %261, -1
  %268 = and i64 %267, %261
  %269 = getelementptr inbounds float, ptr %238, i64 %266
  %270 = load float, ptr %269, align 4, !tbaa !22
  %271 = getelementptr inbounds float, ptr %259, i64 %266
  %272 = load float, ptr %271, align 4, !tbaa !22
  %273 = fmul contract float %270, %272
  %274 = fsub contract float %262, %273
  %275 = icmp eq i64 %268, 0
  br i1 %275, label %276, label %260, !llvm.loop !37

276:                                              ; preds = %260, %239
  %277 = phi float [ %249, %239 ], [ %274, %260 ]
  %278 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %245
  %279 = getelementptr inbounds float, ptr %278, i64 %245
  %280 = load float, ptr %279, align 4, !tbaa !22
  %281 = tail call noundef float @llvm.nvvm.fabs.f32(float %280)
  %282 = fcmp contract ogt float %281, 0x3E45798EE0000000
  %283 = fcmp contract olt float %280, 0.000000e+00
  %284 = select contract i1 %283, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %285 = select contract i1 %282, float %280, float %284
  %286 = fdiv contract float %277, %285
  %287 = getelementptr inbounds float, ptr %238, i64 %245
  store float %286, ptr %287, align 4, !tbaa !22
  %288 = fmul contract float %286, %286
  %289 = fsub contract float %240, %288
  %290 = icmp eq i64 %247, 0
  br i1 %290, label %291, label %239, !llvm.loop !38

291:                                              ; preds = %276, %219
  %292 = phi float [ %235, %219 ], [ %289, %276 ]
  %293 = tail call noundef float @llvm.maxnum.f32(float %292, float 0x3D71979980000000)
  %294 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %293) #14
  %295 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %224
  %296 = getelementptr inbounds float, ptr %295, i64 %224
  store float %294, ptr %296, align 4, !tbaa !22
  %297 = add i32 %220, 64
  %298 = icmp slt i32 %297, %214
  br i1 %298, label %219, label %216, !llvm.loop !39

299:                                              ; preds = %216, %192
  br i1 %28, label %300, label %306

300:                                              ; preds = %299
  store float 0.000000e+00, ptr %48, align 4, !tbaa !22
  %301 = mul nuw nsw i64 %105, %49
  %302 = getelementptr float, ptr %50, i64 %301
  %303 = load float, ptr %302, align 4, !tbaa !22
  %304 = tail call noundef float @llvm.maxnum.f32(float %303, float -1.000000e+06)
  %305 = tail call noundef float @llvm.minnum.f32(float %304, float 1.000000e+06)
  store float %305, ptr %51, align 4, !tbaa !22
  br label %306

306:                                              ; preds = %300, %299
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %52, label %307, label %310

307:                                              ; preds = %306
  %308 = load float, ptr %54, align 4, !tbaa !22
  %309 = fmul contract float %308, %308
  br label %310

310:                                              ; preds = %307, %306
  %311 = phi contract float [ %309, %307 ], [ 0.000000e+00, %306 ]
  %312 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %311, i32 16, i32 31)
  %313 = fadd contract float %311, %312
  %314 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %313, i32 8, i32 31)
  %315 = fadd contract float %313, %314
  %316 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %315, i32 4, i32 31)
  %317 = fadd contract float %315, %316
  %318 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %317, i32 2, i32 31)
  %319 = fadd contract float %317, %318
  %320 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %319, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %56, label %321, label %323

321:                                              ; preds = %310
  %322 = fadd contract float %319, %320
  store float %322, ptr %59, align 4, !tbaa !22
  br label %323

323:                                              ; preds = %310, %321
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %324 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %325 = fadd contract float %324, 0.000000e+00
  %326 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %327 = fadd contract float %325, %326
  %328 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %327) #14
  %329 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %330 = icmp sgt i32 %329, 0
  br i1 %330, label %334, label %331

331:                                              ; preds = %345, %323
  %332 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !83
  %333 = icmp sgt i32 %332, 0
  br i1 %333, label %397, label %460

334:                                              ; preds = %323, %345
  %335 = phi i32 [ %340, %345 ], [ 0, %323 ]
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %336
  %338 = load i32, ptr %337, align 4, !tbaa !6
  %339 = add i32 %338, %22
  %340 = add nuw nsw i32 %335, 1
  %341 = zext nneg i32 %340 to i64
  %342 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %341
  %343 = load i32, ptr %342, align 4, !tbaa !6
  %344 = icmp slt i32 %339, %343
  br i1 %344, label %348, label %345

345:                                              ; preds = %383, %334
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %346 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %347 = icmp slt i32 %340, %346
  br i1 %347, label %334, label %331, !llvm.loop !104

348:                                              ; preds = %334, %383
  %349 = phi i32 [ %395, %383 ], [ %339, %334 ]
  %350 = sext i32 %349 to i64
  %351 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %350
  %352 = load i32, ptr %351, align 4, !tbaa !6
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %353
  %355 = load float, ptr %354, align 4, !tbaa !22
  %356 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %353
  %357 = load i64, ptr %356, align 8, !tbaa !11
  %358 = icmp eq i32 %352, 0
  %359 = sub nsw i32 64, %352
  %360 = zext nneg i32 %359 to i64
  %361 = lshr i64 -1, %360
  %362 = select i1 %358, i64 0, i64 %361
  %363 = and i64 %362, %357
  %364 = icmp eq i64 %363, 0
  br i1 %364, label %383, label %365

365:                                              ; preds = %348
  %366 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %353
  br label %367

367:                                              ; preds = %367, %365
  %368 = phi i64 [ %363, %365 ], [ %375, %367 ]
  %369 = phi float [ %355, %365 ], [ %381, %367 ]
  %370 = sub i64 0, %368
  %371 = and i64 %368, %370
  %372 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %371, i1 false)
  %373 = sub nsw i64 63, %372
  %374 = add i64 %368, -1
  %375 = and i64 %374, %368
  %376 = getelementptr inbounds float, ptr %366, i64 %373
  %377 = load float, ptr %376, align 4, !tbaa !22
  %378 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %373
  %379 = load float, ptr %378, align 4, !tbaa !22
  %380 = fmul contract float %377, %379
  %381 = fsub contract float %369, %380
  %382 = icmp eq i64 %375, 0
  br i1 %382, label %383, label %367, !llvm.loop !105

383:                                              ; preds = %367, %348
  %384 = phi float [ %355, %348 ], [ %381, %367 ]
  %385 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %353
  %386 = getelementptr inbounds float, ptr %385, i64 %353
  %387 = load float, ptr %386, align 4, !tbaa !22
  %388 = tail call noundef float @llvm.nvvm.fabs.f32(float %387)
  %389 = fcmp contract ogt float %388, 0x3E45798EE0000000
  %390 = fcmp contract olt float %387, 0.000000e+00
  %391 = select contract i1 %390, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %392 = select contract i1 %389, float %387, float %391
  %393 = fdiv contract float %384, %392
  %394 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %353
  store float %393, ptr %394, align 4, !tbaa !22
  %395 = add i32 %349, 64
  %396 = icmp slt i32 %395, %343
  br i1 %396, label %348, label %345, !llvm.loop !106

397:                                              ; preds = %331, %408
  %398 = phi i32 [ %403, %408 ], [ 0, %331 ]
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %399
  %401 = load i32, ptr %400, align 4, !tbaa !6
  %402 = add i32 %401, %22
  %403 = add nuw nsw i32 %398, 1
  %404 = zext nneg i32 %403 to i64
  %405 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %404
  %406 = load i32, ptr %405, align 4, !tbaa !6
  %407 = icmp slt i32 %402, %406
  br i1 %407, label %411, label %408

408:                                              ; preds = %446, %397
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %409 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !83
  %410 = icmp slt i32 %403, %409
  br i1 %410, label %397, label %460, !llvm.loop !107

411:                                              ; preds = %397, %446
  %412 = phi i32 [ %458, %446 ], [ %402, %397 ]
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), i64 %413
  %415 = load i32, ptr %414, align 4, !tbaa !6
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %416
  %418 = load float, ptr %417, align 4, !tbaa !22
  %419 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %416
  %420 = load i64, ptr %419, align 8, !tbaa !11
  %421 = icmp slt i32 %415, 63
  %422 = add nsw i32 %415, 1
  %423 = zext nneg i32 %422 to i64
  %424 = shl nsw i64 -1, %423
  %425 = select i1 %421, i64 %424, i64 0
  %426 = and i64 %425, %420
  %427 = icmp eq i64 %426, 0
  br i1 %427, label %446, label %428

428:                                              ; preds = %411
  %429 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %416
  br label %430

430:                                              ; preds = %430, %428
  %431 = phi i64 [ %426, %428 ], [ %438, %430 ]
  %432 = phi float [ %418, %428 ], [ %444, %430 ]
  %433 = sub i64 0, %431
  %434 = and i64 %431, %433
  %435 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %434, i1 false)
  %436 = sub nsw i64 63, %435
  %437 = add i64 %431, -1
  %438 = and i64 %437, %431
  %439 = getelementptr [65 x float], ptr %429, i64 %436
  %440 = load float, ptr %439, align 4, !tbaa !22
  %441 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %436
  %442 = load float, ptr %441, align 4, !tbaa !22
  %443 = fmul contract float %440, %442
  %444 = fsub contract float %432, %443
  %445 = icmp eq i64 %438, 0
  br i1 %445, label %446, label %430, !llvm.loop !108

446:                                              ; preds = %430, %411
  %447 = phi float [ %418, %411 ], [ %444, %430 ]
  %448 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %416
  %449 = getelementptr inbounds float, ptr %448, i64 %416
  %450 = load float, ptr %449, align 4, !tbaa !22
  %451 = tail call noundef float @llvm.nvvm.fabs.f32(float %450)
  %452 = fcmp contract ogt float %451, 0x3E45798EE0000000
  %453 = fcmp contract olt float %450, 0.000000e+00
  %454 = select contract i1 %453, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %455 = select contract i1 %452, float %450, float %454
  %456 = fdiv contract float %447, %455
  %457 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %416
  store float %456, ptr %457, align 4, !tbaa !22
  %458 = add i32 %412, 64
  %459 = icmp slt i32 %458, %406
  br i1 %459, label %411, label %408, !llvm.loop !109

460:                                              ; preds = %408, %331
  br i1 %28, label %461, label %463

461:                                              ; preds = %460
  %462 = load float, ptr %61, align 4, !tbaa !22
  store float %462, ptr %62, align 4, !tbaa !22
  br label %463

463:                                              ; preds = %461, %460
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %52, label %464, label %468

464:                                              ; preds = %463
  %465 = load float, ptr %64, align 4, !tbaa !22
  %466 = load float, ptr %65, align 4, !tbaa !22
  %467 = fmul contract float %465, %466
  br label %468

468:                                              ; preds = %464, %463
  %469 = phi contract float [ %467, %464 ], [ 0.000000e+00, %463 ]
  %470 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %469, i32 16, i32 31)
  %471 = fadd contract float %469, %470
  %472 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %471, i32 8, i32 31)
  %473 = fadd contract float %471, %472
  %474 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %473, i32 4, i32 31)
  %475 = fadd contract float %473, %474
  %476 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %475, i32 2, i32 31)
  %477 = fadd contract float %475, %476
  %478 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %477, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %56, label %479, label %481

479:                                              ; preds = %468
  %480 = fadd contract float %477, %478
  store float %480, ptr %68, align 4, !tbaa !22
  br label %481

481:                                              ; preds = %468, %479
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %482 = fmul contract float %11, %328
  %483 = fcmp contract ogt float %328, %482
  br i1 %483, label %484, label %489

484:                                              ; preds = %481
  %485 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %486 = fadd contract float %485, 0.000000e+00
  %487 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %488 = fadd contract float %486, %487
  br label %491

489:                                              ; preds = %735, %481
  %490 = phi float [ %328, %481 ], [ %572, %735 ]
  br i1 %28, label %740, label %744

491:                                              ; preds = %484, %735
  %492 = phi float [ %726, %735 ], [ %488, %484 ]
  %493 = phi i32 [ %736, %735 ], [ 0, %484 ]
  br i1 %28, label %494, label %515

494:                                              ; preds = %491
  %495 = load i64, ptr %70, align 8, !tbaa !11
  %496 = icmp eq i64 %495, 0
  br i1 %496, label %513, label %497

497:                                              ; preds = %494, %497
  %498 = phi i64 [ %505, %497 ], [ %495, %494 ]
  %499 = phi float [ %511, %497 ], [ 0.000000e+00, %494 ]
  %500 = sub i64 0, %498
  %501 = and i64 %498, %500
  %502 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %501, i1 false)
  %503 = sub nsw i64 63, %502
  %504 = add i64 %498, -1
  %505 = and i64 %504, %498
  %506 = getelementptr inbounds float, ptr %71, i64 %503
  %507 = load float, ptr %506, align 4, !tbaa !22
  %508 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1p to ptr), i64 %503
  %509 = load float, ptr %508, align 4, !tbaa !22
  %510 = fmul contract float %507, %509
  %511 = fadd contract float %499, %510
  %512 = icmp eq i64 %505, 0
  br i1 %512, label %513, label %497, !llvm.loop !110

513:                                              ; preds = %497, %494
  %514 = phi float [ 0.000000e+00, %494 ], [ %511, %497 ]
  store float %514, ptr %72, align 4, !tbaa !22
  br label %515

515:                                              ; preds = %513, %491
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %52, label %516, label %520

516:                                              ; preds = %515
  %517 = load float, ptr %74, align 4, !tbaa !22
  %518 = load float, ptr %75, align 4, !tbaa !22
  %519 = fmul contract float %517, %518
  br label %520

520:                                              ; preds = %516, %515
  %521 = phi contract float [ %519, %516 ], [ 0.000000e+00, %515 ]
  %522 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %521, i32 16, i32 31)
  %523 = fadd contract float %521, %522
  %524 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %523, i32 8, i32 31)
  %525 = fadd contract float %523, %524
  %526 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %525, i32 4, i32 31)
  %527 = fadd contract float %525, %526
  %528 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %527, i32 2, i32 31)
  %529 = fadd contract float %527, %528
  %530 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %529, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %56, label %531, label %533

531:                                              ; preds = %520
  %532 = fadd contract float %529, %530
  store float %532, ptr %78, align 4, !tbaa !22
  br label %533

533:                                              ; preds = %520, %531
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %534, label %550

534:                                              ; preds = %533
  %535 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %536 = fadd contract float %535, 0.000000e+00
  %537 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %538 = fadd contract float %536, %537
  %539 = tail call noundef float @llvm.nvvm.fabs.f32(float %538)
  %540 = fcmp contract ogt float %539, 0x39B4484C00000000
  %541 = fdiv contract float %492, %538
  %542 = select contract i1 %540, float %541, float 0.000000e+00
  %543 = load float, ptr %80, align 4, !tbaa !22
  %544 = load float, ptr %81, align 4, !tbaa !22
  %545 = tail call noundef float @llvm.fma.f32(float %542, float %543, float %544)
  store float %545, ptr %81, align 4, !tbaa !22
  %546 = fneg contract float %542
  %547 = load float, ptr %82, align 4, !tbaa !22
  %548 = load float, ptr %83, align 4, !tbaa !22
  %549 = tail call noundef float @llvm.fma.f32(float %546, float %547, float %548)
  store float %549, ptr %83, align 4, !tbaa !22
  br label %550

550:                                              ; preds = %534, %533
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %52, label %551, label %554

551:                                              ; preds = %550
  %552 = load float, ptr %85, align 4, !tbaa !22
  %553 = fmul contract float %552, %552
  br label %554

554:                                              ; preds = %551, %550
  %555 = phi contract float [ %553, %551 ], [ 0.000000e+00, %550 ]
  %556 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %555, i32 16, i32 31)
  %557 = fadd contract float %555, %556
  %558 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %557, i32 8, i32 31)
  %559 = fadd contract float %557, %558
  %560 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %559, i32 4, i32 31)
  %561 = fadd contract float %559, %560
  %562 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %561, i32 2, i32 31)
  %563 = fadd contract float %561, %562
  %564 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %563, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %56, label %565, label %567

565:                                              ; preds = %554
  %566 = fadd contract float %563, %564
  store float %566, ptr %88, align 4, !tbaa !22
  br label %567

567:                                              ; preds = %554, %565
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %568 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %569 = fadd contract float %568, 0.000000e+00
  %570 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %571 = fadd contract float %569, %570
  %572 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %571) #14
  %573 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %574 = icmp sgt i32 %573, 0
  br i1 %574, label %578, label %575

575:                                              ; preds = %589, %567
  %576 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !83
  %577 = icmp sgt i32 %576, 0
  br i1 %577, label %641, label %704

578:                                              ; preds = %567, %589
  %579 = phi i32 [ %584, %589 ], [ 0, %567 ]
  %580 = zext nneg i32 %579 to i64
  %581 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %580
  %582 = load i32, ptr %581, align 4, !tbaa !6
  %583 = add i32 %582, %22
  %584 = add nuw nsw i32 %579, 1
  %585 = zext nneg i32 %584 to i64
  %586 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34048), i64 %585
  %587 = load i32, ptr %586, align 4, !tbaa !6
  %588 = icmp slt i32 %583, %587
  br i1 %588, label %592, label %589

589:                                              ; preds = %627, %578
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %590 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34824), align 8, !tbaa !28
  %591 = icmp slt i32 %584, %590
  br i1 %591, label %578, label %575, !llvm.loop !104

592:                                              ; preds = %578, %627
  %593 = phi i32 [ %639, %627 ], [ %583, %578 ]
  %594 = sext i32 %593 to i64
  %595 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33792), i64 %594
  %596 = load i32, ptr %595, align 4, !tbaa !6
  %597 = sext i32 %596 to i64
  %598 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1r to ptr), i64 %597
  %599 = load float, ptr %598, align 4, !tbaa !22
  %600 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %597
  %601 = load i64, ptr %600, align 8, !tbaa !11
  %602 = icmp eq i32 %596, 0
  %603 = sub nsw i32 64, %596
  %604 = zext nneg i32 %603 to i64
  %605 = lshr i64 -1, %604
  %606 = select i1 %602, i64 0, i64 %605
  %607 = and i64 %606, %601
  %608 = icmp eq i64 %607, 0
  br i1 %608, label %627, label %609

609:                                              ; preds = %592
  %610 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %597
  br label %611

611:                                              ; preds = %611, %609
  %612 = phi i64 [ %607, %609 ], [ %619, %611 ]
  %613 = phi float [ %599, %609 ], [ %625, %611 ]
  %614 = sub i64 0, %612
  %615 = and i64 %612, %614
  %616 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %615, i1 false)
  %617 = sub nsw i64 63, %616
  %618 = add i64 %612, -1
  %619 = and i64 %618, %612
  %620 = getelementptr inbounds float, ptr %610, i64 %617
  %621 = load float, ptr %620, align 4, !tbaa !22
  %622 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %617
  %623 = load float, ptr %622, align 4, !tbaa !22
  %624 = fmul contract float %621, %623
  %625 = fsub contract float %613, %624
  %626 = icmp eq i64 %619, 0
  br i1 %626, label %627, label %611, !llvm.loop !105

627:                                              ; preds = %611, %592
  %628 = phi float [ %599, %592 ], [ %625, %611 ]
  %629 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %597
  %630 = getelementptr inbounds float, ptr %629, i64 %597
  %631 = load float, ptr %630, align 4, !tbaa !22
  %632 = tail call noundef float @llvm.nvvm.fabs.f32(float %631)
  %633 = fcmp contract ogt float %632, 0x3E45798EE0000000
  %634 = fcmp contract olt float %631, 0.000000e+00
  %635 = select contract i1 %634, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %636 = select contract i1 %633, float %631, float %635
  %637 = fdiv contract float %628, %636
  %638 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %597
  store float %637, ptr %638, align 4, !tbaa !22
  %639 = add i32 %593, 64
  %640 = icmp slt i32 %639, %587
  br i1 %640, label %592, label %589, !llvm.loop !106

641:                                              ; preds = %575, %652
  %642 = phi i32 [ %647, %652 ], [ 0, %575 ]
  %643 = zext nneg i32 %642 to i64
  %644 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %643
  %645 = load i32, ptr %644, align 4, !tbaa !6
  %646 = add i32 %645, %22
  %647 = add nuw nsw i32 %642, 1
  %648 = zext nneg i32 %647 to i64
  %649 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34564), i64 %648
  %650 = load i32, ptr %649, align 4, !tbaa !6
  %651 = icmp slt i32 %646, %650
  br i1 %651, label %655, label %652

652:                                              ; preds = %690, %641
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %653 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34828), align 4, !tbaa !83
  %654 = icmp slt i32 %647, %653
  br i1 %654, label %641, label %704, !llvm.loop !107

655:                                              ; preds = %641, %690
  %656 = phi i32 [ %702, %690 ], [ %646, %641 ]
  %657 = sext i32 %656 to i64
  %658 = getelementptr inbounds i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34308), i64 %657
  %659 = load i32, ptr %658, align 4, !tbaa !6
  %660 = sext i32 %659 to i64
  %661 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1y to ptr), i64 %660
  %662 = load float, ptr %661, align 4, !tbaa !22
  %663 = getelementptr inbounds i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 33280), i64 %660
  %664 = load i64, ptr %663, align 8, !tbaa !11
  %665 = icmp slt i32 %659, 63
  %666 = add nsw i32 %659, 1
  %667 = zext nneg i32 %666 to i64
  %668 = shl nsw i64 -1, %667
  %669 = select i1 %665, i64 %668, i64 0
  %670 = and i64 %669, %664
  %671 = icmp eq i64 %670, 0
  br i1 %671, label %690, label %672

672:                                              ; preds = %655
  %673 = getelementptr float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %660
  br label %674

674:                                              ; preds = %674, %672
  %675 = phi i64 [ %670, %672 ], [ %682, %674 ]
  %676 = phi float [ %662, %672 ], [ %688, %674 ]
  %677 = sub i64 0, %675
  %678 = and i64 %675, %677
  %679 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %678, i1 false)
  %680 = sub nsw i64 63, %679
  %681 = add i64 %675, -1
  %682 = and i64 %681, %675
  %683 = getelementptr [65 x float], ptr %673, i64 %680
  %684 = load float, ptr %683, align 4, !tbaa !22
  %685 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %680
  %686 = load float, ptr %685, align 4, !tbaa !22
  %687 = fmul contract float %684, %686
  %688 = fsub contract float %676, %687
  %689 = icmp eq i64 %682, 0
  br i1 %689, label %690, label %674, !llvm.loop !108

690:                                              ; preds = %674, %655
  %691 = phi float [ %662, %655 ], [ %688, %674 ]
  %692 = getelementptr inbounds [65 x float], ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 16640), i64 %660
  %693 = getelementptr inbounds float, ptr %692, i64 %660
  %694 = load float, ptr %693, align 4, !tbaa !22
  %695 = tail call noundef float @llvm.nvvm.fabs.f32(float %694)
  %696 = fcmp contract ogt float %695, 0x3E45798EE0000000
  %697 = fcmp contract olt float %694, 0.000000e+00
  %698 = select contract i1 %697, float 0xBE45798EE0000000, float 0x3E45798EE0000000
  %699 = select contract i1 %696, float %694, float %698
  %700 = fdiv contract float %691, %699
  %701 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE1z to ptr), i64 %660
  store float %700, ptr %701, align 4, !tbaa !22
  %702 = add i32 %656, 64
  %703 = icmp slt i32 %702, %650
  br i1 %703, label %655, label %652, !llvm.loop !109

704:                                              ; preds = %652, %575
  br i1 %52, label %705, label %709

705:                                              ; preds = %704
  %706 = load float, ptr %90, align 4, !tbaa !22
  %707 = load float, ptr %91, align 4, !tbaa !22
  %708 = fmul contract float %706, %707
  br label %709

709:                                              ; preds = %705, %704
  %710 = phi contract float [ %708, %705 ], [ 0.000000e+00, %704 ]
  %711 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %710, i32 16, i32 31)
  %712 = fadd contract float %710, %711
  %713 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %712, i32 8, i32 31)
  %714 = fadd contract float %712, %713
  %715 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %714, i32 4, i32 31)
  %716 = fadd contract float %714, %715
  %717 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %716, i32 2, i32 31)
  %718 = fadd contract float %716, %717
  %719 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %718, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %56, label %720, label %722

720:                                              ; preds = %709
  %721 = fadd contract float %718, %719
  store float %721, ptr %94, align 4, !tbaa !22
  br label %722

722:                                              ; preds = %709, %720
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %723 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34832), align 4, !tbaa !22
  %724 = fadd contract float %723, 0.000000e+00
  %725 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ8pcg_bodyILb1EEvPKiS1_PKfS3_PfS4_iiififE2sh to ptr), i64 34836), align 4, !tbaa !22
  %726 = fadd contract float %724, %725
  br i1 %28, label %727, label %735

727:                                              ; preds = %722
  %728 = tail call noundef float @llvm.nvvm.fabs.f32(float %492)
  %729 = fcmp contract ogt float %728, 0x39B4484C00000000
  %730 = fdiv contract float %726, %492
  %731 = select contract i1 %729, float %730, float 0.000000e+00
  %732 = load float, ptr %96, align 4, !tbaa !22
  %733 = load float, ptr %97, align 4, !tbaa !22
  %734 = tail call noundef float @llvm.fma.f32(float %731, float %732, float %733)
  store float %734, ptr %96, align 4, !tbaa !22
  br label %735

735:                                              ; preds = %727, %722
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %736 = add nuw nsw i32 %493, 1
  %737 = icmp samesign ult i32 %736, %21
  %738 = fcmp contract ogt float %572, %482
  %739 = and i1 %737, %738
  br i1 %739, label %491, label %489, !llvm.loop !111

740:                                              ; preds = %489
  %741 = load float, ptr %99, align 4, !tbaa !22
  %742 = mul nuw nsw i64 %105, %100
  %743 = getelementptr float, ptr %101, i64 %742
  store float %741, ptr %743, align 4, !tbaa !22
  br label %744

744:                                              ; preds = %740, %489
  br i1 %46, label %745, label %747

745:                                              ; preds = %744
  %746 = getelementptr inbounds nuw float, ptr %5, i64 %105
  store float %490, ptr %746, align 4, !tbaa !22
  br label %747

747:                                              ; preds = %745, %744
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %748 = add nuw nsw i64 %105, %103
  %749 = icmp slt i64 %748, %24
  br i1 %749, label %104, label %750, !llvm.loop !112

750:                                              ; preds = %747, %19, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #8

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #10

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="64" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #10 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #14 = { nounwind }
attributes #15 = { convergent nounwind }

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
!12 = !{!"long long", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !8, i64 0}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
!28 = !{!29, !7, i64 34824}
!29 = !{!"_ZTS8SpShared", !8, i64 0, !8, i64 16640, !8, i64 33280, !8, i64 33792, !8, i64 34048, !8, i64 34308, !8, i64 34564, !7, i64 34824, !7, i64 34828, !8, i64 34832}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
!33 = distinct !{!33, !14, !15}
!34 = distinct !{!34, !14, !15}
!35 = distinct !{!35, !14, !15}
!36 = distinct !{!36, !14, !15}
!37 = distinct !{!37, !14, !15}
!38 = distinct !{!38, !14, !15}
!39 = distinct !{!39, !14, !15}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_Z11factor_bodyILb0EEvPKiS1_PKfiiifPf: argument 0"}
!42 = distinct !{!42, !"_Z11factor_bodyILb0EEvPKiS1_PKfiiifPf"}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 0"}
!45 = distinct !{!45, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb"}
!46 = !{!47}
!47 = distinct !{!47, !45, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 1"}
!48 = !{!49}
!49 = distinct !{!49, !45, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 2"}
!50 = !{!44, !47, !49, !41}
!51 = !{!47, !49, !41}
!52 = !{!44, !49, !41}
!53 = !{!44, !47, !41}
!54 = distinct !{!54, !14, !15}
!55 = distinct !{!55, !14, !15}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_Z11factor_bodyILb1EEvPKiS1_PKfiiifPf: argument 0"}
!58 = distinct !{!58, !"_Z11factor_bodyILb1EEvPKiS1_PKfiiifPf"}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 0"}
!61 = distinct !{!61, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb"}
!62 = !{!63}
!63 = distinct !{!63, !61, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 1"}
!64 = !{!65}
!65 = distinct !{!65, !61, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 2"}
!66 = !{!60, !63, !65, !57}
!67 = !{!63, !65, !57}
!68 = !{!60, !65, !57}
!69 = !{!60, !63, !57}
!70 = distinct !{!70, !14, !15}
!71 = distinct !{!71, !14, !15}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 0"}
!74 = distinct !{!74, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb"}
!75 = !{!76}
!76 = distinct !{!76, !74, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 1"}
!77 = !{!78}
!78 = distinct !{!78, !74, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 2"}
!79 = !{!73, !76, !78}
!80 = !{!76, !78}
!81 = !{!73, !78}
!82 = !{!73, !76}
!83 = !{!29, !7, i64 34828}
!84 = distinct !{!84, !14, !15}
!85 = distinct !{!85, !14, !15}
!86 = distinct !{!86, !14, !15}
!87 = distinct !{!87, !14, !15}
!88 = distinct !{!88, !14, !15}
!89 = distinct !{!89, !14, !15}
!90 = distinct !{!90, !14, !15}
!91 = distinct !{!91, !14, !15}
!92 = distinct !{!92, !14, !15}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 0"}
!95 = distinct !{!95, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb"}
!96 = !{!97}
!97 = distinct !{!97, !95, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 1"}
!98 = !{!99}
!99 = distinct !{!99, !95, !"_Z8sp_setupR8SpSharedPKiS2_PKfiixfb: argument 2"}
!100 = !{!94, !97, !99}
!101 = !{!97, !99}
!102 = !{!94, !99}
!103 = !{!94, !97}
!104 = distinct !{!104, !14, !15}
!105 = distinct !{!105, !14, !15}
!106 = distinct !{!106, !14, !15}
!107 = distinct !{!107, !14, !15}
!108 = distinct !{!108, !14, !15}
!109 = distinct !{!109, !14, !15}
!110 = distinct !{!110, !14, !15}
!111 = distinct !{!111, !14, !15}
!112 = distinct !{!112, !14, !15}
