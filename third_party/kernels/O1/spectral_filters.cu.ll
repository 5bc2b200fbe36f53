; ModuleID = 'src/spectral_filters.cu'
source_filename = "src/spectral_filters.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4tile = comdat any

$_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4hbuf = comdat any

$_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts = comdat any

$_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4tile = comdat any

$_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4hbuf = comdat any

$_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts = comdat any

$_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tI = comdat any

$_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tP = comdat any

$_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tIP = comdat any

$_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tII = comdat any

$_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2hb = comdat any

$_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tA = comdat any

$_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tB = comdat any

$_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2hb = comdat any

$_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tI = comdat any

$_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tP = comdat any

$_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tIP = comdat any

$_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tII = comdat any

$_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2hb = comdat any

@_ZZ15unsharp_mask_r2E4tile = internal unnamed_addr addrspace(3) global [12 x [36 x float]] undef, align 4
@_ZZ15unsharp_mask_r2E4hbuf = internal unnamed_addr addrspace(3) global [12 x [32 x float]] undef, align 4
@_ZZ15unsharp_mask_r2E3wts = internal unnamed_addr addrspace(3) global [6 x float] undef, align 4
@_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [14 x [38 x float]] undef, comdat, align 4
@_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4hbuf = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [14 x [32 x float]] undef, comdat, align 4
@_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [8 x float] undef, comdat, align 4
@_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4tile = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [22 x [46 x float]] undef, comdat, align 4
@_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4hbuf = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [22 x [32 x float]] undef, comdat, align 4
@_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x float] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tI = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [40 x float]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tP = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [40 x float]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tIP = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [40 x float]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tII = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [40 x float]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2hb = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [4 x [16 x [32 x float]]] undef, comdat, align 4
@_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tA = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [40 x float]] undef, comdat, align 4
@_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tB = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x [40 x float]] undef, comdat, align 4
@_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2hb = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [2 x [16 x [32 x float]]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tI = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [12 x [36 x float]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tP = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [12 x [36 x float]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tIP = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [12 x [36 x float]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tII = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [12 x [36 x float]] undef, comdat, align 4
@_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2hb = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [4 x [12 x [32 x float]]] undef, comdat, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gaussian_sep_r3(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, float noundef %5) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp eq i32 %7, 32
  br i1 %8, label %9, label %199

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = icmp ne i32 %10, 8
  %12 = icmp slt i32 %2, 1
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %3, 1
  %15 = or i1 %13, %14
  br i1 %15, label %199, label %16

16:                                               ; preds = %9
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = shl nuw nsw i32 %17, 5
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add nuw nsw i32 %18, %19
  %21 = icmp samesign ult i32 %20, 7
  br i1 %21, label %22, label %35

22:                                               ; preds = %16
  %23 = tail call noundef float @llvm.maxnum.f32(float %5, float 0x3FB99999A0000000)
  %24 = tail call noundef float @llvm.minnum.f32(float %23, float 3.200000e+01)
  %25 = fmul contract float %24, %24
  %26 = fdiv contract float -5.000000e-01, %25
  %27 = add nsw i32 %20, -3
  %28 = mul nsw i32 %27, %27
  %29 = uitofp nneg i32 %28 to float
  %30 = fmul contract float %26, %29
  %31 = fmul float %30, 0x3FF7154760000000
  %32 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %31)
  %33 = zext nneg i32 %20 to i64
  %34 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 %33
  store float %32, ptr %34, align 4, !tbaa !14, !noalias !16
  br label %35

35:                                               ; preds = %22, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !16
  %36 = icmp eq i32 %20, 0
  br i1 %36, label %37, label %53

37:                                               ; preds = %35
  %38 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !16
  %39 = fadd contract float %38, 0.000000e+00
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !16
  %41 = fadd contract float %39, %40
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !16
  %43 = fadd contract float %41, %42
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !16
  %45 = fadd contract float %43, %44
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !16
  %47 = fadd contract float %45, %46
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !16
  %49 = fadd contract float %47, %48
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !16
  %51 = fadd contract float %49, %50
  %52 = fdiv contract float 1.000000e+00, %51
  store float %52, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !16
  br label %53

53:                                               ; preds = %35, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %54 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %55 = shl i32 %54, 5
  %56 = add i32 %55, -3
  %57 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %58 = shl nuw nsw i32 %57, 3
  %59 = add nsw i32 %58, -3
  %60 = icmp samesign ult i32 %20, 532
  br i1 %60, label %61, label %87

61:                                               ; preds = %53
  %62 = add nsw i32 %2, -1
  %63 = add nsw i32 %3, -1
  br label %64

64:                                               ; preds = %61, %64
  %65 = phi i32 [ %20, %61 ], [ %85, %64 ]
  %66 = udiv i32 %65, 38
  %67 = mul nsw i32 %66, -38
  %68 = add nsw i32 %67, %65
  %69 = add nsw i32 %56, %68
  %70 = tail call noundef i32 @llvm.smax.i32(i32 %69, i32 0)
  %71 = tail call noundef i32 @llvm.smin.i32(i32 %70, i32 %62)
  %72 = add nsw i32 %59, %66
  %73 = tail call noundef i32 @llvm.smax.i32(i32 %72, i32 0)
  %74 = tail call noundef i32 @llvm.smin.i32(i32 %73, i32 %63)
  %75 = zext nneg i32 %74 to i64
  %76 = mul nsw i64 %4, %75
  %77 = zext nneg i32 %71 to i64
  %78 = getelementptr float, ptr %0, i64 %76
  %79 = getelementptr float, ptr %78, i64 %77
  %80 = load float, ptr %79, align 4, !tbaa !14, !alias.scope !18, !noalias !11
  %81 = zext nneg i32 %66 to i64
  %82 = getelementptr inbounds nuw [38 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4tile to ptr), i64 %81
  %83 = sext i32 %68 to i64
  %84 = getelementptr inbounds float, ptr %82, i64 %83
  store float %80, ptr %84, align 4, !tbaa !14, !noalias !21
  %85 = add nuw nsw i32 %65, 256
  %86 = icmp samesign ult i32 %65, 276
  br i1 %86, label %64, label %87, !llvm.loop !22

87:                                               ; preds = %64, %53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !11
  %88 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !16
  %89 = icmp samesign ult i32 %17, 14
  br i1 %89, label %90, label %143

90:                                               ; preds = %87
  %91 = zext nneg i32 %19 to i64
  %92 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4hbuf to ptr), i64 %91
  %93 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !16
  %94 = zext nneg i32 %19 to i64
  %95 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !16
  %96 = zext nneg i32 %19 to i64
  %97 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !16
  %98 = zext nneg i32 %19 to i64
  %99 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !16
  %100 = zext nneg i32 %19 to i64
  %101 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !16
  %102 = zext nneg i32 %19 to i64
  %103 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !16
  %104 = zext nneg i32 %19 to i64
  %105 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !16
  %106 = zext nneg i32 %19 to i64
  br label %107

107:                                              ; preds = %90, %107
  %108 = phi i32 [ %17, %90 ], [ %141, %107 ]
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw [38 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4tile to ptr), i64 %109
  %111 = getelementptr inbounds nuw float, ptr %110, i64 %94
  %112 = load float, ptr %111, align 4, !tbaa !14, !noalias !16
  %113 = tail call noundef float @llvm.fma.f32(float %93, float %112, float 0.000000e+00)
  %114 = getelementptr inbounds nuw float, ptr %110, i64 %96
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 4
  %116 = load float, ptr %115, align 4, !tbaa !14, !noalias !16
  %117 = tail call noundef float @llvm.fma.f32(float %95, float %116, float %113)
  %118 = getelementptr inbounds nuw float, ptr %110, i64 %98
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  %120 = load float, ptr %119, align 4, !tbaa !14, !noalias !16
  %121 = tail call noundef float @llvm.fma.f32(float %97, float %120, float %117)
  %122 = getelementptr inbounds nuw float, ptr %110, i64 %100
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 12
  %124 = load float, ptr %123, align 4, !tbaa !14, !noalias !16
  %125 = tail call noundef float @llvm.fma.f32(float %99, float %124, float %121)
  %126 = getelementptr inbounds nuw float, ptr %110, i64 %102
  %127 = getelementptr inbounds nuw i8, ptr %126, i64 16
  %128 = load float, ptr %127, align 4, !tbaa !14, !noalias !16
  %129 = tail call noundef float @llvm.fma.f32(float %101, float %128, float %125)
  %130 = getelementptr inbounds nuw float, ptr %110, i64 %104
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 20
  %132 = load float, ptr %131, align 4, !tbaa !14, !noalias !16
  %133 = tail call noundef float @llvm.fma.f32(float %103, float %132, float %129)
  %134 = getelementptr inbounds nuw float, ptr %110, i64 %106
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 24
  %136 = load float, ptr %135, align 4, !tbaa !14, !noalias !16
  %137 = tail call noundef float @llvm.fma.f32(float %105, float %136, float %133)
  %138 = fmul contract float %88, %137
  %139 = zext nneg i32 %108 to i64
  %140 = getelementptr inbounds nuw [32 x float], ptr %92, i64 %139
  store float %138, ptr %140, align 4, !tbaa !14, !noalias !16
  %141 = add nuw nsw i32 %108, 8
  %142 = icmp samesign ult i32 %108, 6
  br i1 %142, label %107, label %143, !llvm.loop !25

143:                                              ; preds = %107, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !11
  %144 = add i32 %55, %19
  %145 = add nuw nsw i32 %58, %17
  %146 = icmp slt i32 %144, %2
  %147 = icmp slt i32 %145, %3
  %148 = and i1 %146, %147
  br i1 %148, label %149, label %199

149:                                              ; preds = %143
  %150 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !16
  %151 = zext nneg i32 %19 to i64
  %152 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4hbuf to ptr), i64 %151
  %153 = zext nneg i32 %17 to i64
  %154 = getelementptr inbounds nuw [32 x float], ptr %152, i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 768
  %156 = load float, ptr %155, align 4, !tbaa !14, !noalias !16
  %157 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !16
  %158 = zext nneg i32 %17 to i64
  %159 = getelementptr inbounds nuw [32 x float], ptr %152, i64 %158
  %160 = getelementptr inbounds nuw i8, ptr %159, i64 640
  %161 = load float, ptr %160, align 4, !tbaa !14, !noalias !16
  %162 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !16
  %163 = zext nneg i32 %17 to i64
  %164 = getelementptr inbounds nuw [32 x float], ptr %152, i64 %163
  %165 = getelementptr inbounds nuw i8, ptr %164, i64 512
  %166 = load float, ptr %165, align 4, !tbaa !14, !noalias !16
  %167 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !16
  %168 = zext nneg i32 %17 to i64
  %169 = getelementptr inbounds nuw [32 x float], ptr %152, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 384
  %171 = load float, ptr %170, align 4, !tbaa !14, !noalias !16
  %172 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !16
  %173 = zext nneg i32 %17 to i64
  %174 = getelementptr inbounds nuw [32 x float], ptr %152, i64 %173
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 256
  %176 = load float, ptr %175, align 4, !tbaa !14, !noalias !16
  %177 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !16
  %178 = zext nneg i32 %17 to i64
  %179 = getelementptr inbounds nuw [32 x float], ptr %152, i64 %178
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 128
  %181 = load float, ptr %180, align 4, !tbaa !14, !noalias !16
  %182 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !16
  %183 = zext nneg i32 %17 to i64
  %184 = getelementptr inbounds nuw [32 x float], ptr %152, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !14, !noalias !16
  %186 = tail call noundef float @llvm.fma.f32(float %182, float %185, float 0.000000e+00)
  %187 = tail call noundef float @llvm.fma.f32(float %177, float %181, float %186)
  %188 = tail call noundef float @llvm.fma.f32(float %172, float %176, float %187)
  %189 = tail call noundef float @llvm.fma.f32(float %167, float %171, float %188)
  %190 = tail call noundef float @llvm.fma.f32(float %162, float %166, float %189)
  %191 = tail call noundef float @llvm.fma.f32(float %157, float %161, float %190)
  %192 = tail call noundef float @llvm.fma.f32(float %150, float %156, float %191)
  %193 = fmul contract float %88, %192
  %194 = zext nneg i32 %145 to i64
  %195 = mul nsw i64 %4, %194
  %196 = sext i32 %144 to i64
  %197 = getelementptr float, ptr %1, i64 %195
  %198 = getelementptr float, ptr %197, i64 %196
  store float %193, ptr %198, align 4, !tbaa !14, !alias.scope !11, !noalias !26
  br label %199

199:                                              ; preds = %6, %9, %143, %149
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gaussian_sep_r7(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, float noundef %5) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp eq i32 %7, 32
  br i1 %8, label %9, label %311

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = icmp ne i32 %10, 8
  %12 = icmp slt i32 %2, 1
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %3, 1
  %15 = or i1 %13, %14
  br i1 %15, label %311, label %16

16:                                               ; preds = %9
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = shl nuw nsw i32 %17, 5
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add nuw nsw i32 %18, %19
  %21 = icmp samesign ult i32 %20, 15
  br i1 %21, label %22, label %35

22:                                               ; preds = %16
  %23 = tail call noundef float @llvm.maxnum.f32(float %5, float 0x3FB99999A0000000)
  %24 = tail call noundef float @llvm.minnum.f32(float %23, float 3.200000e+01)
  %25 = fmul contract float %24, %24
  %26 = fdiv contract float -5.000000e-01, %25
  %27 = add nsw i32 %20, -7
  %28 = mul nsw i32 %27, %27
  %29 = uitofp nneg i32 %28 to float
  %30 = fmul contract float %26, %29
  %31 = fmul float %30, 0x3FF7154760000000
  %32 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %31)
  %33 = zext nneg i32 %20 to i64
  %34 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 %33
  store float %32, ptr %34, align 4, !tbaa !14, !noalias !30
  br label %35

35:                                               ; preds = %22, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !30
  %36 = icmp eq i32 %20, 0
  br i1 %36, label %37, label %69

37:                                               ; preds = %35
  %38 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !30
  %39 = fadd contract float %38, 0.000000e+00
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !30
  %41 = fadd contract float %39, %40
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !30
  %43 = fadd contract float %41, %42
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !30
  %45 = fadd contract float %43, %44
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !30
  %47 = fadd contract float %45, %46
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !30
  %49 = fadd contract float %47, %48
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !30
  %51 = fadd contract float %49, %50
  %52 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !30
  %53 = fadd contract float %51, %52
  %54 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 32), align 4, !tbaa !14, !noalias !30
  %55 = fadd contract float %53, %54
  %56 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 36), align 4, !tbaa !14, !noalias !30
  %57 = fadd contract float %55, %56
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 40), align 4, !tbaa !14, !noalias !30
  %59 = fadd contract float %57, %58
  %60 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 44), align 4, !tbaa !14, !noalias !30
  %61 = fadd contract float %59, %60
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 48), align 4, !tbaa !14, !noalias !30
  %63 = fadd contract float %61, %62
  %64 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 52), align 4, !tbaa !14, !noalias !30
  %65 = fadd contract float %63, %64
  %66 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 56), align 4, !tbaa !14, !noalias !30
  %67 = fadd contract float %65, %66
  %68 = fdiv contract float 1.000000e+00, %67
  store float %68, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 60), align 4, !tbaa !14, !noalias !30
  br label %69

69:                                               ; preds = %35, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !30
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %70 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %71 = shl i32 %70, 5
  %72 = add i32 %71, -7
  %73 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %74 = shl nuw nsw i32 %73, 3
  %75 = add nsw i32 %74, -7
  %76 = icmp samesign ult i32 %20, 1012
  br i1 %76, label %77, label %103

77:                                               ; preds = %69
  %78 = add nsw i32 %2, -1
  %79 = add nsw i32 %3, -1
  br label %80

80:                                               ; preds = %77, %80
  %81 = phi i32 [ %20, %77 ], [ %101, %80 ]
  %82 = udiv i32 %81, 46
  %83 = mul nsw i32 %82, -46
  %84 = add nsw i32 %83, %81
  %85 = add nsw i32 %72, %84
  %86 = tail call noundef i32 @llvm.smax.i32(i32 %85, i32 0)
  %87 = tail call noundef i32 @llvm.smin.i32(i32 %86, i32 %78)
  %88 = add nsw i32 %75, %82
  %89 = tail call noundef i32 @llvm.smax.i32(i32 %88, i32 0)
  %90 = tail call noundef i32 @llvm.smin.i32(i32 %89, i32 %79)
  %91 = zext nneg i32 %90 to i64
  %92 = mul nsw i64 %4, %91
  %93 = zext nneg i32 %87 to i64
  %94 = getelementptr float, ptr %0, i64 %92
  %95 = getelementptr float, ptr %94, i64 %93
  %96 = load float, ptr %95, align 4, !tbaa !14, !alias.scope !32, !noalias !27
  %97 = zext nneg i32 %82 to i64
  %98 = getelementptr inbounds nuw [46 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4tile to ptr), i64 %97
  %99 = sext i32 %84 to i64
  %100 = getelementptr inbounds float, ptr %98, i64 %99
  store float %96, ptr %100, align 4, !tbaa !14, !noalias !35
  %101 = add nuw nsw i32 %81, 256
  %102 = icmp samesign ult i32 %81, 756
  br i1 %102, label %80, label %103, !llvm.loop !36

103:                                              ; preds = %80, %69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  %104 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 60), align 4, !tbaa !14, !noalias !30
  %105 = icmp samesign ult i32 %17, 22
  br i1 %105, label %106, label %207

106:                                              ; preds = %103
  %107 = zext nneg i32 %19 to i64
  %108 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4hbuf to ptr), i64 %107
  %109 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !30
  %110 = zext nneg i32 %19 to i64
  %111 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !30
  %112 = zext nneg i32 %19 to i64
  %113 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !30
  %114 = zext nneg i32 %19 to i64
  %115 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !30
  %116 = zext nneg i32 %19 to i64
  %117 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !30
  %118 = zext nneg i32 %19 to i64
  %119 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !30
  %120 = zext nneg i32 %19 to i64
  %121 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !30
  %122 = zext nneg i32 %19 to i64
  %123 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !30
  %124 = zext nneg i32 %19 to i64
  %125 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 32), align 4, !tbaa !14, !noalias !30
  %126 = zext nneg i32 %19 to i64
  %127 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 36), align 4, !tbaa !14, !noalias !30
  %128 = zext nneg i32 %19 to i64
  %129 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 40), align 4, !tbaa !14, !noalias !30
  %130 = zext nneg i32 %19 to i64
  %131 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 44), align 4, !tbaa !14, !noalias !30
  %132 = zext nneg i32 %19 to i64
  %133 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 48), align 4, !tbaa !14, !noalias !30
  %134 = zext nneg i32 %19 to i64
  %135 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 52), align 4, !tbaa !14, !noalias !30
  %136 = zext nneg i32 %19 to i64
  %137 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 56), align 4, !tbaa !14, !noalias !30
  %138 = zext nneg i32 %19 to i64
  br label %139

139:                                              ; preds = %106, %139
  %140 = phi i32 [ %17, %106 ], [ %205, %139 ]
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw [46 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4tile to ptr), i64 %141
  %143 = getelementptr inbounds nuw float, ptr %142, i64 %110
  %144 = load float, ptr %143, align 4, !tbaa !14, !noalias !30
  %145 = tail call noundef float @llvm.fma.f32(float %109, float %144, float 0.000000e+00)
  %146 = getelementptr inbounds nuw float, ptr %142, i64 %112
  %147 = getelementptr inbounds nuw i8, ptr %146, i64 4
  %148 = load float, ptr %147, align 4, !tbaa !14, !noalias !30
  %149 = tail call noundef float @llvm.fma.f32(float %111, float %148, float %145)
  %150 = getelementptr inbounds nuw float, ptr %142, i64 %114
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 8
  %152 = load float, ptr %151, align 4, !tbaa !14, !noalias !30
  %153 = tail call noundef float @llvm.fma.f32(float %113, float %152, float %149)
  %154 = getelementptr inbounds nuw float, ptr %142, i64 %116
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 12
  %156 = load float, ptr %155, align 4, !tbaa !14, !noalias !30
  %157 = tail call noundef float @llvm.fma.f32(float %115, float %156, float %153)
  %158 = getelementptr inbounds nuw float, ptr %142, i64 %118
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 16
  %160 = load float, ptr %159, align 4, !tbaa !14, !noalias !30
  %161 = tail call noundef float @llvm.fma.f32(float %117, float %160, float %157)
  %162 = getelementptr inbounds nuw float, ptr %142, i64 %120
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 20
  %164 = load float, ptr %163, align 4, !tbaa !14, !noalias !30
  %165 = tail call noundef float @llvm.fma.f32(float %119, float %164, float %161)
  %166 = getelementptr inbounds nuw float, ptr %142, i64 %122
  %167 = getelementptr inbounds nuw i8, ptr %166, i64 24
  %168 = load float, ptr %167, align 4, !tbaa !14, !noalias !30
  %169 = tail call noundef float @llvm.fma.f32(float %121, float %168, float %165)
  %170 = getelementptr inbounds nuw float, ptr %142, i64 %124
  %171 = getelementptr inbounds nuw i8, ptr %170, i64 28
  %172 = load float, ptr %171, align 4, !tbaa !14, !noalias !30
  %173 = tail call noundef float @llvm.fma.f32(float %123, float %172, float %169)
  %174 = getelementptr inbounds nuw float, ptr %142, i64 %126
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 32
  %176 = load float, ptr %175, align 4, !tbaa !14, !noalias !30
  %177 = tail call noundef float @llvm.fma.f32(float %125, float %176, float %173)
  %178 = getelementptr inbounds nuw float, ptr %142, i64 %128
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 36
  %180 = load float, ptr %179, align 4, !tbaa !14, !noalias !30
  %181 = tail call noundef float @llvm.fma.f32(float %127, float %180, float %177)
  %182 = getelementptr inbounds nuw float, ptr %142, i64 %130
  %183 = getelementptr inbounds nuw i8, ptr %182, i64 40
  %184 = load float, ptr %183, align 4, !tbaa !14, !noalias !30
  %185 = tail call noundef float @llvm.fma.f32(float %129, float %184, float %181)
  %186 = getelementptr inbounds nuw float, ptr %142, i64 %132
  %187 = getelementptr inbounds nuw i8, ptr %186, i64 44
  %188 = load float, ptr %187, align 4, !tbaa !14, !noalias !30
  %189 = tail call noundef float @llvm.fma.f32(float %131, float %188, float %185)
  %190 = getelementptr inbounds nuw float, ptr %142, i64 %134
  %191 = getelementptr inbounds nuw i8, ptr %190, i64 48
  %192 = load float, ptr %191, align 4, !tbaa !14, !noalias !30
  %193 = tail call noundef float @llvm.fma.f32(float %133, float %192, float %189)
  %194 = getelementptr inbounds nuw float, ptr %142, i64 %136
  %195 = getelementptr inbounds nuw i8, ptr %194, i64 52
  %196 = load float, ptr %195, align 4, !tbaa !14, !noalias !30
  %197 = tail call noundef float @llvm.fma.f32(float %135, float %196, float %193)
  %198 = getelementptr inbounds nuw float, ptr %142, i64 %138
  %199 = getelementptr inbounds nuw i8, ptr %198, i64 56
  %200 = load float, ptr %199, align 4, !tbaa !14, !noalias !30
  %201 = tail call noundef float @llvm.fma.f32(float %137, float %200, float %197)
  %202 = fmul contract float %104, %201
  %203 = zext nneg i32 %140 to i64
  %204 = getelementptr inbounds nuw [32 x float], ptr %108, i64 %203
  store float %202, ptr %204, align 4, !tbaa !14, !noalias !30
  %205 = add nuw nsw i32 %140, 8
  %206 = icmp samesign ult i32 %140, 14
  br i1 %206, label %139, label %207, !llvm.loop !37

207:                                              ; preds = %139, %103
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  %208 = add i32 %71, %19
  %209 = add nuw nsw i32 %74, %17
  %210 = icmp slt i32 %208, %2
  %211 = icmp slt i32 %209, %3
  %212 = and i1 %210, %211
  br i1 %212, label %213, label %311

213:                                              ; preds = %207
  %214 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 56), align 4, !tbaa !14, !noalias !30
  %215 = zext nneg i32 %19 to i64
  %216 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4hbuf to ptr), i64 %215
  %217 = zext nneg i32 %17 to i64
  %218 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %217
  %219 = getelementptr inbounds nuw i8, ptr %218, i64 1792
  %220 = load float, ptr %219, align 4, !tbaa !14, !noalias !30
  %221 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 52), align 4, !tbaa !14, !noalias !30
  %222 = zext nneg i32 %17 to i64
  %223 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %222
  %224 = getelementptr inbounds nuw i8, ptr %223, i64 1664
  %225 = load float, ptr %224, align 4, !tbaa !14, !noalias !30
  %226 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 48), align 4, !tbaa !14, !noalias !30
  %227 = zext nneg i32 %17 to i64
  %228 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %227
  %229 = getelementptr inbounds nuw i8, ptr %228, i64 1536
  %230 = load float, ptr %229, align 4, !tbaa !14, !noalias !30
  %231 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 44), align 4, !tbaa !14, !noalias !30
  %232 = zext nneg i32 %17 to i64
  %233 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %232
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 1408
  %235 = load float, ptr %234, align 4, !tbaa !14, !noalias !30
  %236 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 40), align 4, !tbaa !14, !noalias !30
  %237 = zext nneg i32 %17 to i64
  %238 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %237
  %239 = getelementptr inbounds nuw i8, ptr %238, i64 1280
  %240 = load float, ptr %239, align 4, !tbaa !14, !noalias !30
  %241 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 36), align 4, !tbaa !14, !noalias !30
  %242 = zext nneg i32 %17 to i64
  %243 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %242
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 1152
  %245 = load float, ptr %244, align 4, !tbaa !14, !noalias !30
  %246 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 32), align 4, !tbaa !14, !noalias !30
  %247 = zext nneg i32 %17 to i64
  %248 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %247
  %249 = getelementptr inbounds nuw i8, ptr %248, i64 1024
  %250 = load float, ptr %249, align 4, !tbaa !14, !noalias !30
  %251 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !30
  %252 = zext nneg i32 %17 to i64
  %253 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %252
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 896
  %255 = load float, ptr %254, align 4, !tbaa !14, !noalias !30
  %256 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !30
  %257 = zext nneg i32 %17 to i64
  %258 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %257
  %259 = getelementptr inbounds nuw i8, ptr %258, i64 768
  %260 = load float, ptr %259, align 4, !tbaa !14, !noalias !30
  %261 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !30
  %262 = zext nneg i32 %17 to i64
  %263 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %262
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 640
  %265 = load float, ptr %264, align 4, !tbaa !14, !noalias !30
  %266 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !30
  %267 = zext nneg i32 %17 to i64
  %268 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %267
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 512
  %270 = load float, ptr %269, align 4, !tbaa !14, !noalias !30
  %271 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !30
  %272 = zext nneg i32 %17 to i64
  %273 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %272
  %274 = getelementptr inbounds nuw i8, ptr %273, i64 384
  %275 = load float, ptr %274, align 4, !tbaa !14, !noalias !30
  %276 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !30
  %277 = zext nneg i32 %17 to i64
  %278 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %277
  %279 = getelementptr inbounds nuw i8, ptr %278, i64 256
  %280 = load float, ptr %279, align 4, !tbaa !14, !noalias !30
  %281 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !30
  %282 = zext nneg i32 %17 to i64
  %283 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %282
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 128
  %285 = load float, ptr %284, align 4, !tbaa !14, !noalias !30
  %286 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !30
  %287 = zext nneg i32 %17 to i64
  %288 = getelementptr inbounds nuw [32 x float], ptr %216, i64 %287
  %289 = load float, ptr %288, align 4, !tbaa !14, !noalias !30
  %290 = tail call noundef float @llvm.fma.f32(float %286, float %289, float 0.000000e+00)
  %291 = tail call noundef float @llvm.fma.f32(float %281, float %285, float %290)
  %292 = tail call noundef float @llvm.fma.f32(float %276, float %280, float %291)
  %293 = tail call noundef float @llvm.fma.f32(float %271, float %275, float %292)
  %294 = tail call noundef float @llvm.fma.f32(float %266, float %270, float %293)
  %295 = tail call noundef float @llvm.fma.f32(float %261, float %265, float %294)
  %296 = tail call noundef float @llvm.fma.f32(float %256, float %260, float %295)
  %297 = tail call noundef float @llvm.fma.f32(float %251, float %255, float %296)
  %298 = tail call noundef float @llvm.fma.f32(float %246, float %250, float %297)
  %299 = tail call noundef float @llvm.fma.f32(float %241, float %245, float %298)
  %300 = tail call noundef float @llvm.fma.f32(float %236, float %240, float %299)
  %301 = tail call noundef float @llvm.fma.f32(float %231, float %235, float %300)
  %302 = tail call noundef float @llvm.fma.f32(float %226, float %230, float %301)
  %303 = tail call noundef float @llvm.fma.f32(float %221, float %225, float %302)
  %304 = tail call noundef float @llvm.fma.f32(float %214, float %220, float %303)
  %305 = fmul contract float %104, %304
  %306 = zext nneg i32 %209 to i64
  %307 = mul nsw i64 %4, %306
  %308 = sext i32 %208 to i64
  %309 = getelementptr float, ptr %1, i64 %307
  %310 = getelementptr float, ptr %309, i64 %308
  store float %305, ptr %310, align 4, !tbaa !14, !alias.scope !27, !noalias !38
  br label %311

311:                                              ; preds = %6, %9, %207, %213
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @guided_stats_r4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, float noundef %7) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !39)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp eq i32 %9, 32
  br i1 %10, label %11, label %504

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = icmp ne i32 %12, 8
  %14 = icmp slt i32 %4, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %5, 1
  %17 = or i1 %15, %16
  br i1 %17, label %504, label %18

18:                                               ; preds = %11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = shl i32 %19, 5
  %21 = add i32 %20, -4
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = shl nuw nsw i32 %22, 3
  %24 = add nsw i32 %23, -4
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %26 = shl nuw nsw i32 %25, 5
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add nuw nsw i32 %26, %27
  %29 = icmp samesign ult i32 %28, 640
  br i1 %29, label %30, label %56

30:                                               ; preds = %18
  %31 = add nsw i32 %4, -1
  %32 = add nsw i32 %5, -1
  br label %33

33:                                               ; preds = %30, %33
  %34 = phi i32 [ %28, %30 ], [ %54, %33 ]
  %35 = udiv i32 %34, 40
  %36 = mul nsw i32 %35, -40
  %37 = add nsw i32 %36, %34
  %38 = add nsw i32 %37, %21
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 %31)
  %41 = add nsw i32 %35, %24
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %32)
  %44 = zext nneg i32 %43 to i64
  %45 = mul nsw i64 %6, %44
  %46 = zext nneg i32 %40 to i64
  %47 = getelementptr float, ptr %0, i64 %45
  %48 = getelementptr float, ptr %47, i64 %46
  %49 = load float, ptr %48, align 4, !tbaa !14, !alias.scope !44, !noalias !47
  %50 = zext nneg i32 %35 to i64
  %51 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %50
  %52 = sext i32 %37 to i64
  %53 = getelementptr inbounds float, ptr %51, i64 %52
  store float %49, ptr %53, align 4, !tbaa !14, !noalias !49
  %54 = add nuw nsw i32 %34, 256
  %55 = icmp samesign ult i32 %34, 384
  br i1 %55, label %33, label %56, !llvm.loop !50

56:                                               ; preds = %33, %18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  %57 = icmp samesign ult i32 %28, 640
  br i1 %57, label %58, label %84

58:                                               ; preds = %56
  %59 = add nsw i32 %4, -1
  %60 = add nsw i32 %5, -1
  br label %61

61:                                               ; preds = %58, %61
  %62 = phi i32 [ %28, %58 ], [ %82, %61 ]
  %63 = udiv i32 %62, 40
  %64 = mul nsw i32 %63, -40
  %65 = add nsw i32 %64, %62
  %66 = add nsw i32 %65, %21
  %67 = tail call noundef i32 @llvm.smax.i32(i32 %66, i32 0)
  %68 = tail call noundef i32 @llvm.smin.i32(i32 %67, i32 %59)
  %69 = add nsw i32 %63, %24
  %70 = tail call noundef i32 @llvm.smax.i32(i32 %69, i32 0)
  %71 = tail call noundef i32 @llvm.smin.i32(i32 %70, i32 %60)
  %72 = zext nneg i32 %71 to i64
  %73 = mul nsw i64 %6, %72
  %74 = zext nneg i32 %68 to i64
  %75 = getelementptr float, ptr %1, i64 %73
  %76 = getelementptr float, ptr %75, i64 %74
  %77 = load float, ptr %76, align 4, !tbaa !14, !alias.scope !51, !noalias !54
  %78 = zext nneg i32 %63 to i64
  %79 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %78
  %80 = sext i32 %65 to i64
  %81 = getelementptr inbounds float, ptr %79, i64 %80
  store float %77, ptr %81, align 4, !tbaa !14, !noalias !55
  %82 = add nuw nsw i32 %62, 256
  %83 = icmp samesign ult i32 %62, 384
  br i1 %83, label %61, label %84, !llvm.loop !50

84:                                               ; preds = %61, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !54
  %85 = icmp samesign ult i32 %28, 640
  br i1 %85, label %284, label %86

86:                                               ; preds = %284, %84
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !54
  %87 = icmp samesign ult i32 %25, 16
  br i1 %87, label %88, label %278

88:                                               ; preds = %86
  %89 = zext nneg i32 %27 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2hb to ptr), i64 %89
  %91 = zext nneg i32 %27 to i64
  %92 = zext nneg i32 %27 to i64
  %93 = zext nneg i32 %27 to i64
  %94 = zext nneg i32 %27 to i64
  %95 = zext nneg i32 %27 to i64
  %96 = zext nneg i32 %27 to i64
  %97 = zext nneg i32 %27 to i64
  %98 = zext nneg i32 %27 to i64
  %99 = zext nneg i32 %27 to i64
  %100 = zext nneg i32 %27 to i64
  %101 = zext nneg i32 %27 to i64
  %102 = zext nneg i32 %27 to i64
  %103 = zext nneg i32 %27 to i64
  %104 = zext nneg i32 %27 to i64
  %105 = zext nneg i32 %27 to i64
  %106 = zext nneg i32 %27 to i64
  %107 = zext nneg i32 %27 to i64
  %108 = zext nneg i32 %27 to i64
  %109 = zext nneg i32 %27 to i64
  %110 = zext nneg i32 %27 to i64
  %111 = zext nneg i32 %27 to i64
  %112 = zext nneg i32 %27 to i64
  %113 = zext nneg i32 %27 to i64
  %114 = zext nneg i32 %27 to i64
  %115 = zext nneg i32 %27 to i64
  %116 = zext nneg i32 %27 to i64
  %117 = zext nneg i32 %27 to i64
  %118 = zext nneg i32 %27 to i64
  %119 = zext nneg i32 %27 to i64
  %120 = zext nneg i32 %27 to i64
  %121 = zext nneg i32 %27 to i64
  %122 = zext nneg i32 %27 to i64
  %123 = zext nneg i32 %27 to i64
  br label %124

124:                                              ; preds = %88, %124
  %125 = phi i32 [ %25, %88 ], [ %276, %124 ]
  %126 = zext nneg i32 %125 to i64
  %127 = zext nneg i32 %125 to i64
  %128 = getelementptr inbounds nuw [32 x float], ptr %90, i64 %127
  %129 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %126
  %130 = getelementptr inbounds nuw float, ptr %129, i64 %91
  %131 = load float, ptr %130, align 4, !tbaa !14, !noalias !54
  %132 = fadd contract float %131, 0.000000e+00
  %133 = getelementptr inbounds nuw float, ptr %129, i64 %92
  %134 = getelementptr inbounds nuw i8, ptr %133, i64 4
  %135 = load float, ptr %134, align 4, !tbaa !14, !noalias !54
  %136 = fadd contract float %132, %135
  %137 = getelementptr inbounds nuw float, ptr %129, i64 %93
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 8
  %139 = load float, ptr %138, align 4, !tbaa !14, !noalias !54
  %140 = fadd contract float %136, %139
  %141 = getelementptr inbounds nuw float, ptr %129, i64 %94
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 12
  %143 = load float, ptr %142, align 4, !tbaa !14, !noalias !54
  %144 = fadd contract float %140, %143
  %145 = getelementptr inbounds nuw float, ptr %129, i64 %95
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 16
  %147 = load float, ptr %146, align 4, !tbaa !14, !noalias !54
  %148 = fadd contract float %144, %147
  %149 = getelementptr inbounds nuw float, ptr %129, i64 %96
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 20
  %151 = load float, ptr %150, align 4, !tbaa !14, !noalias !54
  %152 = fadd contract float %148, %151
  %153 = getelementptr inbounds nuw float, ptr %129, i64 %97
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 24
  %155 = load float, ptr %154, align 4, !tbaa !14, !noalias !54
  %156 = fadd contract float %152, %155
  %157 = getelementptr inbounds nuw float, ptr %129, i64 %98
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 28
  %159 = load float, ptr %158, align 4, !tbaa !14, !noalias !54
  %160 = fadd contract float %156, %159
  %161 = getelementptr inbounds nuw float, ptr %129, i64 %99
  %162 = getelementptr inbounds nuw i8, ptr %161, i64 32
  %163 = load float, ptr %162, align 4, !tbaa !14, !noalias !54
  %164 = fadd contract float %160, %163
  store float %164, ptr %128, align 4, !tbaa !14, !noalias !54
  %165 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %126
  %166 = getelementptr inbounds nuw float, ptr %165, i64 %91
  %167 = load float, ptr %166, align 4, !tbaa !14, !noalias !54
  %168 = fadd contract float %167, 0.000000e+00
  %169 = getelementptr inbounds nuw float, ptr %165, i64 %100
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 4
  %171 = load float, ptr %170, align 4, !tbaa !14, !noalias !54
  %172 = fadd contract float %168, %171
  %173 = getelementptr inbounds nuw float, ptr %165, i64 %101
  %174 = getelementptr inbounds nuw i8, ptr %173, i64 8
  %175 = load float, ptr %174, align 4, !tbaa !14, !noalias !54
  %176 = fadd contract float %172, %175
  %177 = getelementptr inbounds nuw float, ptr %165, i64 %102
  %178 = getelementptr inbounds nuw i8, ptr %177, i64 12
  %179 = load float, ptr %178, align 4, !tbaa !14, !noalias !54
  %180 = fadd contract float %176, %179
  %181 = getelementptr inbounds nuw float, ptr %165, i64 %103
  %182 = getelementptr inbounds nuw i8, ptr %181, i64 16
  %183 = load float, ptr %182, align 4, !tbaa !14, !noalias !54
  %184 = fadd contract float %180, %183
  %185 = getelementptr inbounds nuw float, ptr %165, i64 %104
  %186 = getelementptr inbounds nuw i8, ptr %185, i64 20
  %187 = load float, ptr %186, align 4, !tbaa !14, !noalias !54
  %188 = fadd contract float %184, %187
  %189 = getelementptr inbounds nuw float, ptr %165, i64 %105
  %190 = getelementptr inbounds nuw i8, ptr %189, i64 24
  %191 = load float, ptr %190, align 4, !tbaa !14, !noalias !54
  %192 = fadd contract float %188, %191
  %193 = getelementptr inbounds nuw float, ptr %165, i64 %106
  %194 = getelementptr inbounds nuw i8, ptr %193, i64 28
  %195 = load float, ptr %194, align 4, !tbaa !14, !noalias !54
  %196 = fadd contract float %192, %195
  %197 = getelementptr inbounds nuw float, ptr %165, i64 %107
  %198 = getelementptr inbounds nuw i8, ptr %197, i64 32
  %199 = load float, ptr %198, align 4, !tbaa !14, !noalias !54
  %200 = fadd contract float %196, %199
  %201 = getelementptr inbounds nuw i8, ptr %128, i64 2048
  store float %200, ptr %201, align 4, !tbaa !14, !noalias !54
  %202 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tIP to ptr), i64 %126
  %203 = getelementptr inbounds nuw float, ptr %202, i64 %91
  %204 = load float, ptr %203, align 4, !tbaa !14, !noalias !54
  %205 = fadd contract float %204, 0.000000e+00
  %206 = getelementptr inbounds nuw float, ptr %202, i64 %108
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 4
  %208 = load float, ptr %207, align 4, !tbaa !14, !noalias !54
  %209 = fadd contract float %205, %208
  %210 = getelementptr inbounds nuw float, ptr %202, i64 %109
  %211 = getelementptr inbounds nuw i8, ptr %210, i64 8
  %212 = load float, ptr %211, align 4, !tbaa !14, !noalias !54
  %213 = fadd contract float %209, %212
  %214 = getelementptr inbounds nuw float, ptr %202, i64 %110
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 12
  %216 = load float, ptr %215, align 4, !tbaa !14, !noalias !54
  %217 = fadd contract float %213, %216
  %218 = getelementptr inbounds nuw float, ptr %202, i64 %111
  %219 = getelementptr inbounds nuw i8, ptr %218, i64 16
  %220 = load float, ptr %219, align 4, !tbaa !14, !noalias !54
  %221 = fadd contract float %217, %220
  %222 = getelementptr inbounds nuw float, ptr %202, i64 %112
  %223 = getelementptr inbounds nuw i8, ptr %222, i64 20
  %224 = load float, ptr %223, align 4, !tbaa !14, !noalias !54
  %225 = fadd contract float %221, %224
  %226 = getelementptr inbounds nuw float, ptr %202, i64 %113
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 24
  %228 = load float, ptr %227, align 4, !tbaa !14, !noalias !54
  %229 = fadd contract float %225, %228
  %230 = getelementptr inbounds nuw float, ptr %202, i64 %114
  %231 = getelementptr inbounds nuw i8, ptr %230, i64 28
  %232 = load float, ptr %231, align 4, !tbaa !14, !noalias !54
  %233 = fadd contract float %229, %232
  %234 = getelementptr inbounds nuw float, ptr %202, i64 %115
  %235 = getelementptr inbounds nuw i8, ptr %234, i64 32
  %236 = load float, ptr %235, align 4, !tbaa !14, !noalias !54
  %237 = fadd contract float %233, %236
  %238 = getelementptr inbounds nuw i8, ptr %128, i64 4096
  store float %237, ptr %238, align 4, !tbaa !14, !noalias !54
  %239 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tII to ptr), i64 %126
  %240 = getelementptr inbounds nuw float, ptr %239, i64 %91
  %241 = load float, ptr %240, align 4, !tbaa !14, !noalias !54
  %242 = fadd contract float %241, 0.000000e+00
  %243 = getelementptr inbounds nuw float, ptr %239, i64 %116
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 4
  %245 = load float, ptr %244, align 4, !tbaa !14, !noalias !54
  %246 = fadd contract float %242, %245
  %247 = getelementptr inbounds nuw float, ptr %239, i64 %117
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 8
  %249 = load float, ptr %248, align 4, !tbaa !14, !noalias !54
  %250 = fadd contract float %246, %249
  %251 = getelementptr inbounds nuw float, ptr %239, i64 %118
  %252 = getelementptr inbounds nuw i8, ptr %251, i64 12
  %253 = load float, ptr %252, align 4, !tbaa !14, !noalias !54
  %254 = fadd contract float %250, %253
  %255 = getelementptr inbounds nuw float, ptr %239, i64 %119
  %256 = getelementptr inbounds nuw i8, ptr %255, i64 16
  %257 = load float, ptr %256, align 4, !tbaa !14, !noalias !54
  %258 = fadd contract float %254, %257
  %259 = getelementptr inbounds nuw float, ptr %239, i64 %120
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 20
  %261 = load float, ptr %260, align 4, !tbaa !14, !noalias !54
  %262 = fadd contract float %258, %261
  %263 = getelementptr inbounds nuw float, ptr %239, i64 %121
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 24
  %265 = load float, ptr %264, align 4, !tbaa !14, !noalias !54
  %266 = fadd contract float %262, %265
  %267 = getelementptr inbounds nuw float, ptr %239, i64 %122
  %268 = getelementptr inbounds nuw i8, ptr %267, i64 28
  %269 = load float, ptr %268, align 4, !tbaa !14, !noalias !54
  %270 = fadd contract float %266, %269
  %271 = getelementptr inbounds nuw float, ptr %239, i64 %123
  %272 = getelementptr inbounds nuw i8, ptr %271, i64 32
  %273 = load float, ptr %272, align 4, !tbaa !14, !noalias !54
  %274 = fadd contract float %270, %273
  %275 = getelementptr inbounds nuw i8, ptr %128, i64 6144
  store float %274, ptr %275, align 4, !tbaa !14, !noalias !54
  %276 = add nuw nsw i32 %125, 8
  %277 = icmp samesign ult i32 %125, 8
  br i1 %277, label %124, label %278, !llvm.loop !56

278:                                              ; preds = %124, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !54
  %279 = add i32 %20, %27
  %280 = add nuw nsw i32 %23, %25
  %281 = icmp slt i32 %279, %4
  %282 = icmp slt i32 %280, %5
  %283 = and i1 %281, %282
  br i1 %283, label %305, label %504

284:                                              ; preds = %84, %284
  %285 = phi i32 [ %303, %284 ], [ %28, %84 ]
  %286 = udiv i32 %285, 40
  %287 = mul nsw i32 %286, -40
  %288 = add nsw i32 %287, %285
  %289 = zext nneg i32 %286 to i64
  %290 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %289
  %291 = sext i32 %288 to i64
  %292 = getelementptr inbounds float, ptr %290, i64 %291
  %293 = load float, ptr %292, align 4, !tbaa !14, !noalias !57
  %294 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %289
  %295 = getelementptr inbounds float, ptr %294, i64 %291
  %296 = load float, ptr %295, align 4, !tbaa !14, !noalias !57
  %297 = fmul contract float %293, %296
  %298 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tIP to ptr), i64 %289
  %299 = getelementptr inbounds float, ptr %298, i64 %291
  store float %297, ptr %299, align 4, !tbaa !14, !noalias !57
  %300 = fmul contract float %293, %293
  %301 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tII to ptr), i64 %289
  %302 = getelementptr inbounds float, ptr %301, i64 %291
  store float %300, ptr %302, align 4, !tbaa !14, !noalias !57
  %303 = add nuw nsw i32 %285, 256
  %304 = icmp samesign ult i32 %285, 384
  br i1 %304, label %284, label %86, !llvm.loop !59

305:                                              ; preds = %278
  %306 = zext nneg i32 %27 to i64
  %307 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2hb to ptr), i64 %306
  %308 = getelementptr inbounds nuw i8, ptr %307, i64 4096
  %309 = zext nneg i32 %25 to i64
  %310 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %309
  %311 = load float, ptr %310, align 4, !tbaa !14, !noalias !54
  %312 = fadd contract float %311, 0.000000e+00
  %313 = zext nneg i32 %25 to i64
  %314 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %313
  %315 = getelementptr inbounds nuw i8, ptr %314, i64 128
  %316 = load float, ptr %315, align 4, !tbaa !14, !noalias !54
  %317 = fadd contract float %312, %316
  %318 = zext nneg i32 %25 to i64
  %319 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %318
  %320 = getelementptr inbounds nuw i8, ptr %319, i64 256
  %321 = load float, ptr %320, align 4, !tbaa !14, !noalias !54
  %322 = fadd contract float %317, %321
  %323 = zext nneg i32 %25 to i64
  %324 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %323
  %325 = getelementptr inbounds nuw i8, ptr %324, i64 384
  %326 = load float, ptr %325, align 4, !tbaa !14, !noalias !54
  %327 = fadd contract float %322, %326
  %328 = zext nneg i32 %25 to i64
  %329 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %328
  %330 = getelementptr inbounds nuw i8, ptr %329, i64 512
  %331 = load float, ptr %330, align 4, !tbaa !14, !noalias !54
  %332 = fadd contract float %327, %331
  %333 = zext nneg i32 %25 to i64
  %334 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %333
  %335 = getelementptr inbounds nuw i8, ptr %334, i64 640
  %336 = load float, ptr %335, align 4, !tbaa !14, !noalias !54
  %337 = fadd contract float %332, %336
  %338 = zext nneg i32 %25 to i64
  %339 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %338
  %340 = getelementptr inbounds nuw i8, ptr %339, i64 768
  %341 = load float, ptr %340, align 4, !tbaa !14, !noalias !54
  %342 = fadd contract float %337, %341
  %343 = zext nneg i32 %25 to i64
  %344 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %343
  %345 = getelementptr inbounds nuw i8, ptr %344, i64 896
  %346 = load float, ptr %345, align 4, !tbaa !14, !noalias !54
  %347 = fadd contract float %342, %346
  %348 = zext nneg i32 %25 to i64
  %349 = getelementptr inbounds nuw [32 x float], ptr %308, i64 %348
  %350 = getelementptr inbounds nuw i8, ptr %349, i64 1024
  %351 = load float, ptr %350, align 4, !tbaa !14, !noalias !54
  %352 = fadd contract float %347, %351
  %353 = fmul contract float %352, 0x3F8948B100000000
  %354 = getelementptr inbounds nuw i8, ptr %307, i64 2048
  %355 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %309
  %356 = load float, ptr %355, align 4, !tbaa !14, !noalias !54
  %357 = fadd contract float %356, 0.000000e+00
  %358 = zext nneg i32 %25 to i64
  %359 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %358
  %360 = getelementptr inbounds nuw i8, ptr %359, i64 128
  %361 = load float, ptr %360, align 4, !tbaa !14, !noalias !54
  %362 = fadd contract float %357, %361
  %363 = zext nneg i32 %25 to i64
  %364 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %363
  %365 = getelementptr inbounds nuw i8, ptr %364, i64 256
  %366 = load float, ptr %365, align 4, !tbaa !14, !noalias !54
  %367 = fadd contract float %362, %366
  %368 = zext nneg i32 %25 to i64
  %369 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %368
  %370 = getelementptr inbounds nuw i8, ptr %369, i64 384
  %371 = load float, ptr %370, align 4, !tbaa !14, !noalias !54
  %372 = fadd contract float %367, %371
  %373 = zext nneg i32 %25 to i64
  %374 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %373
  %375 = getelementptr inbounds nuw i8, ptr %374, i64 512
  %376 = load float, ptr %375, align 4, !tbaa !14, !noalias !54
  %377 = fadd contract float %372, %376
  %378 = zext nneg i32 %25 to i64
  %379 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %378
  %380 = getelementptr inbounds nuw i8, ptr %379, i64 640
  %381 = load float, ptr %380, align 4, !tbaa !14, !noalias !54
  %382 = fadd contract float %377, %381
  %383 = zext nneg i32 %25 to i64
  %384 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %383
  %385 = getelementptr inbounds nuw i8, ptr %384, i64 768
  %386 = load float, ptr %385, align 4, !tbaa !14, !noalias !54
  %387 = fadd contract float %382, %386
  %388 = zext nneg i32 %25 to i64
  %389 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %388
  %390 = getelementptr inbounds nuw i8, ptr %389, i64 896
  %391 = load float, ptr %390, align 4, !tbaa !14, !noalias !54
  %392 = fadd contract float %387, %391
  %393 = zext nneg i32 %25 to i64
  %394 = getelementptr inbounds nuw [32 x float], ptr %354, i64 %393
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 1024
  %396 = load float, ptr %395, align 4, !tbaa !14, !noalias !54
  %397 = fadd contract float %392, %396
  %398 = fmul contract float %397, 0x3F8948B100000000
  %399 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %309
  %400 = load float, ptr %399, align 4, !tbaa !14, !noalias !54
  %401 = fadd contract float %400, 0.000000e+00
  %402 = zext nneg i32 %25 to i64
  %403 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %402
  %404 = getelementptr inbounds nuw i8, ptr %403, i64 128
  %405 = load float, ptr %404, align 4, !tbaa !14, !noalias !54
  %406 = fadd contract float %401, %405
  %407 = zext nneg i32 %25 to i64
  %408 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %407
  %409 = getelementptr inbounds nuw i8, ptr %408, i64 256
  %410 = load float, ptr %409, align 4, !tbaa !14, !noalias !54
  %411 = fadd contract float %406, %410
  %412 = zext nneg i32 %25 to i64
  %413 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %412
  %414 = getelementptr inbounds nuw i8, ptr %413, i64 384
  %415 = load float, ptr %414, align 4, !tbaa !14, !noalias !54
  %416 = fadd contract float %411, %415
  %417 = zext nneg i32 %25 to i64
  %418 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %417
  %419 = getelementptr inbounds nuw i8, ptr %418, i64 512
  %420 = load float, ptr %419, align 4, !tbaa !14, !noalias !54
  %421 = fadd contract float %416, %420
  %422 = zext nneg i32 %25 to i64
  %423 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %422
  %424 = getelementptr inbounds nuw i8, ptr %423, i64 640
  %425 = load float, ptr %424, align 4, !tbaa !14, !noalias !54
  %426 = fadd contract float %421, %425
  %427 = zext nneg i32 %25 to i64
  %428 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %427
  %429 = getelementptr inbounds nuw i8, ptr %428, i64 768
  %430 = load float, ptr %429, align 4, !tbaa !14, !noalias !54
  %431 = fadd contract float %426, %430
  %432 = zext nneg i32 %25 to i64
  %433 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %432
  %434 = getelementptr inbounds nuw i8, ptr %433, i64 896
  %435 = load float, ptr %434, align 4, !tbaa !14, !noalias !54
  %436 = fadd contract float %431, %435
  %437 = zext nneg i32 %25 to i64
  %438 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %437
  %439 = getelementptr inbounds nuw i8, ptr %438, i64 1024
  %440 = load float, ptr %439, align 4, !tbaa !14, !noalias !54
  %441 = fadd contract float %436, %440
  %442 = fmul contract float %441, 0x3F8948B100000000
  %443 = getelementptr inbounds nuw i8, ptr %307, i64 6144
  %444 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %309
  %445 = load float, ptr %444, align 4, !tbaa !14, !noalias !54
  %446 = fadd contract float %445, 0.000000e+00
  %447 = zext nneg i32 %25 to i64
  %448 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %447
  %449 = getelementptr inbounds nuw i8, ptr %448, i64 128
  %450 = load float, ptr %449, align 4, !tbaa !14, !noalias !54
  %451 = fadd contract float %446, %450
  %452 = zext nneg i32 %25 to i64
  %453 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %452
  %454 = getelementptr inbounds nuw i8, ptr %453, i64 256
  %455 = load float, ptr %454, align 4, !tbaa !14, !noalias !54
  %456 = fadd contract float %451, %455
  %457 = zext nneg i32 %25 to i64
  %458 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %457
  %459 = getelementptr inbounds nuw i8, ptr %458, i64 384
  %460 = load float, ptr %459, align 4, !tbaa !14, !noalias !54
  %461 = fadd contract float %456, %460
  %462 = zext nneg i32 %25 to i64
  %463 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %462
  %464 = getelementptr inbounds nuw i8, ptr %463, i64 512
  %465 = load float, ptr %464, align 4, !tbaa !14, !noalias !54
  %466 = fadd contract float %461, %465
  %467 = zext nneg i32 %25 to i64
  %468 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %467
  %469 = getelementptr inbounds nuw i8, ptr %468, i64 640
  %470 = load float, ptr %469, align 4, !tbaa !14, !noalias !54
  %471 = fadd contract float %466, %470
  %472 = zext nneg i32 %25 to i64
  %473 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %472
  %474 = getelementptr inbounds nuw i8, ptr %473, i64 768
  %475 = load float, ptr %474, align 4, !tbaa !14, !noalias !54
  %476 = fadd contract float %471, %475
  %477 = zext nneg i32 %25 to i64
  %478 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %477
  %479 = getelementptr inbounds nuw i8, ptr %478, i64 896
  %480 = load float, ptr %479, align 4, !tbaa !14, !noalias !54
  %481 = fadd contract float %476, %480
  %482 = zext nneg i32 %25 to i64
  %483 = getelementptr inbounds nuw [32 x float], ptr %443, i64 %482
  %484 = getelementptr inbounds nuw i8, ptr %483, i64 1024
  %485 = load float, ptr %484, align 4, !tbaa !14, !noalias !54
  %486 = fadd contract float %481, %485
  %487 = fmul contract float %486, 0x3F8948B100000000
  %488 = fmul contract float %398, %442
  %489 = fsub contract float %353, %488
  %490 = fmul contract float %442, %442
  %491 = fsub contract float %487, %490
  %492 = tail call noundef float @llvm.maxnum.f32(float %491, float 0.000000e+00)
  %493 = tail call noundef float @llvm.maxnum.f32(float %7, float 0x3E45798EE0000000)
  %494 = fadd contract float %493, %492
  %495 = fdiv contract float %489, %494
  %496 = fmul contract float %442, %495
  %497 = fsub contract float %398, %496
  %498 = zext nneg i32 %280 to i64
  %499 = mul nsw i64 %6, %498
  %500 = sext i32 %279 to i64
  %501 = add nsw i64 %499, %500
  %502 = getelementptr inbounds float, ptr %2, i64 %501
  store float %495, ptr %502, align 4, !tbaa !14, !alias.scope !39, !noalias !60
  %503 = getelementptr inbounds float, ptr %3, i64 %501
  store float %497, ptr %503, align 4, !tbaa !14, !alias.scope !42, !noalias !61
  br label %504

504:                                              ; preds = %278, %305, %8, %11
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @guided_apply_r4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !65)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp eq i32 %8, 32
  br i1 %9, label %10, label %292

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = icmp ne i32 %11, 8
  %13 = icmp slt i32 %4, 1
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  br i1 %16, label %292, label %17

17:                                               ; preds = %10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 5
  %20 = add i32 %19, -4
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = shl nuw nsw i32 %21, 3
  %23 = add nsw i32 %22, -4
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %25 = shl nuw nsw i32 %24, 5
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = add nuw nsw i32 %25, %26
  %28 = icmp samesign ult i32 %27, 640
  br i1 %28, label %29, label %55

29:                                               ; preds = %17
  %30 = add nsw i32 %4, -1
  %31 = add nsw i32 %5, -1
  br label %32

32:                                               ; preds = %29, %32
  %33 = phi i32 [ %27, %29 ], [ %53, %32 ]
  %34 = udiv i32 %33, 40
  %35 = mul nsw i32 %34, -40
  %36 = add nsw i32 %35, %33
  %37 = add nsw i32 %36, %20
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %37, i32 0)
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %38, i32 %30)
  %40 = add nsw i32 %34, %23
  %41 = tail call noundef i32 @llvm.smax.i32(i32 %40, i32 0)
  %42 = tail call noundef i32 @llvm.smin.i32(i32 %41, i32 %31)
  %43 = zext nneg i32 %42 to i64
  %44 = mul nsw i64 %6, %43
  %45 = zext nneg i32 %39 to i64
  %46 = getelementptr float, ptr %1, i64 %44
  %47 = getelementptr float, ptr %46, i64 %45
  %48 = load float, ptr %47, align 4, !tbaa !14, !alias.scope !67, !noalias !70
  %49 = zext nneg i32 %34 to i64
  %50 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tA to ptr), i64 %49
  %51 = sext i32 %36 to i64
  %52 = getelementptr inbounds float, ptr %50, i64 %51
  store float %48, ptr %52, align 4, !tbaa !14, !noalias !72
  %53 = add nuw nsw i32 %33, 256
  %54 = icmp samesign ult i32 %33, 384
  br i1 %54, label %32, label %55, !llvm.loop !50

55:                                               ; preds = %32, %17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !73)
  %56 = icmp samesign ult i32 %27, 640
  br i1 %56, label %57, label %83

57:                                               ; preds = %55
  %58 = add nsw i32 %4, -1
  %59 = add nsw i32 %5, -1
  br label %60

60:                                               ; preds = %57, %60
  %61 = phi i32 [ %27, %57 ], [ %81, %60 ]
  %62 = udiv i32 %61, 40
  %63 = mul nsw i32 %62, -40
  %64 = add nsw i32 %63, %61
  %65 = add nsw i32 %64, %20
  %66 = tail call noundef i32 @llvm.smax.i32(i32 %65, i32 0)
  %67 = tail call noundef i32 @llvm.smin.i32(i32 %66, i32 %58)
  %68 = add nsw i32 %62, %23
  %69 = tail call noundef i32 @llvm.smax.i32(i32 %68, i32 0)
  %70 = tail call noundef i32 @llvm.smin.i32(i32 %69, i32 %59)
  %71 = zext nneg i32 %70 to i64
  %72 = mul nsw i64 %6, %71
  %73 = zext nneg i32 %67 to i64
  %74 = getelementptr float, ptr %2, i64 %72
  %75 = getelementptr float, ptr %74, i64 %73
  %76 = load float, ptr %75, align 4, !tbaa !14, !alias.scope !73, !noalias !76
  %77 = zext nneg i32 %62 to i64
  %78 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tB to ptr), i64 %77
  %79 = sext i32 %64 to i64
  %80 = getelementptr inbounds float, ptr %78, i64 %79
  store float %76, ptr %80, align 4, !tbaa !14, !noalias !77
  %81 = add nuw nsw i32 %61, 256
  %82 = icmp samesign ult i32 %61, 384
  br i1 %82, label %60, label %83, !llvm.loop !50

83:                                               ; preds = %60, %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !76
  %84 = icmp samesign ult i32 %24, 16
  br i1 %84, label %85, label %185

85:                                               ; preds = %83
  %86 = zext nneg i32 %26 to i64
  %87 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2hb to ptr), i64 %86
  %88 = zext nneg i32 %26 to i64
  %89 = zext nneg i32 %26 to i64
  %90 = zext nneg i32 %26 to i64
  %91 = zext nneg i32 %26 to i64
  %92 = zext nneg i32 %26 to i64
  %93 = zext nneg i32 %26 to i64
  %94 = zext nneg i32 %26 to i64
  %95 = zext nneg i32 %26 to i64
  %96 = zext nneg i32 %26 to i64
  %97 = zext nneg i32 %26 to i64
  %98 = zext nneg i32 %26 to i64
  %99 = zext nneg i32 %26 to i64
  %100 = zext nneg i32 %26 to i64
  %101 = zext nneg i32 %26 to i64
  %102 = zext nneg i32 %26 to i64
  %103 = zext nneg i32 %26 to i64
  %104 = zext nneg i32 %26 to i64
  br label %105

105:                                              ; preds = %85, %105
  %106 = phi i32 [ %24, %85 ], [ %183, %105 ]
  %107 = zext nneg i32 %106 to i64
  %108 = zext nneg i32 %106 to i64
  %109 = getelementptr inbounds nuw [32 x float], ptr %87, i64 %108
  %110 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tA to ptr), i64 %107
  %111 = getelementptr inbounds nuw float, ptr %110, i64 %88
  %112 = load float, ptr %111, align 4, !tbaa !14, !noalias !76
  %113 = fadd contract float %112, 0.000000e+00
  %114 = getelementptr inbounds nuw float, ptr %110, i64 %89
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 4
  %116 = load float, ptr %115, align 4, !tbaa !14, !noalias !76
  %117 = fadd contract float %113, %116
  %118 = getelementptr inbounds nuw float, ptr %110, i64 %90
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  %120 = load float, ptr %119, align 4, !tbaa !14, !noalias !76
  %121 = fadd contract float %117, %120
  %122 = getelementptr inbounds nuw float, ptr %110, i64 %91
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 12
  %124 = load float, ptr %123, align 4, !tbaa !14, !noalias !76
  %125 = fadd contract float %121, %124
  %126 = getelementptr inbounds nuw float, ptr %110, i64 %92
  %127 = getelementptr inbounds nuw i8, ptr %126, i64 16
  %128 = load float, ptr %127, align 4, !tbaa !14, !noalias !76
  %129 = fadd contract float %125, %128
  %130 = getelementptr inbounds nuw float, ptr %110, i64 %93
  %131 = getelementptr inbounds nuw i8, ptr %130, i64 20
  %132 = load float, ptr %131, align 4, !tbaa !14, !noalias !76
  %133 = fadd contract float %129, %132
  %134 = getelementptr inbounds nuw float, ptr %110, i64 %94
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 24
  %136 = load float, ptr %135, align 4, !tbaa !14, !noalias !76
  %137 = fadd contract float %133, %136
  %138 = getelementptr inbounds nuw float, ptr %110, i64 %95
  %139 = getelementptr inbounds nuw i8, ptr %138, i64 28
  %140 = load float, ptr %139, align 4, !tbaa !14, !noalias !76
  %141 = fadd contract float %137, %140
  %142 = getelementptr inbounds nuw float, ptr %110, i64 %96
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 32
  %144 = load float, ptr %143, align 4, !tbaa !14, !noalias !76
  %145 = fadd contract float %141, %144
  store float %145, ptr %109, align 4, !tbaa !14, !noalias !76
  %146 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tB to ptr), i64 %107
  %147 = getelementptr inbounds nuw float, ptr %146, i64 %88
  %148 = load float, ptr %147, align 4, !tbaa !14, !noalias !76
  %149 = fadd contract float %148, 0.000000e+00
  %150 = getelementptr inbounds nuw float, ptr %146, i64 %97
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 4
  %152 = load float, ptr %151, align 4, !tbaa !14, !noalias !76
  %153 = fadd contract float %149, %152
  %154 = getelementptr inbounds nuw float, ptr %146, i64 %98
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 8
  %156 = load float, ptr %155, align 4, !tbaa !14, !noalias !76
  %157 = fadd contract float %153, %156
  %158 = getelementptr inbounds nuw float, ptr %146, i64 %99
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 12
  %160 = load float, ptr %159, align 4, !tbaa !14, !noalias !76
  %161 = fadd contract float %157, %160
  %162 = getelementptr inbounds nuw float, ptr %146, i64 %100
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 16
  %164 = load float, ptr %163, align 4, !tbaa !14, !noalias !76
  %165 = fadd contract float %161, %164
  %166 = getelementptr inbounds nuw float, ptr %146, i64 %101
  %167 = getelementptr inbounds nuw i8, ptr %166, i64 20
  %168 = load float, ptr %167, align 4, !tbaa !14, !noalias !76
  %169 = fadd contract float %165, %168
  %170 = getelementptr inbounds nuw float, ptr %146, i64 %102
  %171 = getelementptr inbounds nuw i8, ptr %170, i64 24
  %172 = load float, ptr %171, align 4, !tbaa !14, !noalias !76
  %173 = fadd contract float %169, %172
  %174 = getelementptr inbounds nuw float, ptr %146, i64 %103
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 28
  %176 = load float, ptr %175, align 4, !tbaa !14, !noalias !76
  %177 = fadd contract float %173, %176
  %178 = getelementptr inbounds nuw float, ptr %146, i64 %104
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 32
  %180 = load float, ptr %179, align 4, !tbaa !14, !noalias !76
  %181 = fadd contract float %177, %180
  %182 = getelementptr inbounds nuw i8, ptr %109, i64 2048
  store float %181, ptr %182, align 4, !tbaa !14, !noalias !76
  %183 = add nuw nsw i32 %106, 8
  %184 = icmp samesign ult i32 %106, 8
  br i1 %184, label %105, label %185, !llvm.loop !78

185:                                              ; preds = %105, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !76
  %186 = add i32 %19, %26
  %187 = add nuw nsw i32 %22, %24
  %188 = icmp slt i32 %186, %4
  %189 = icmp slt i32 %187, %5
  %190 = and i1 %188, %189
  br i1 %190, label %191, label %292

191:                                              ; preds = %185
  %192 = zext nneg i32 %26 to i64
  %193 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2hb to ptr), i64 %192
  %194 = zext nneg i32 %24 to i64
  %195 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %194
  %196 = load float, ptr %195, align 4, !tbaa !14, !noalias !76
  %197 = fadd contract float %196, 0.000000e+00
  %198 = zext nneg i32 %24 to i64
  %199 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %198
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 128
  %201 = load float, ptr %200, align 4, !tbaa !14, !noalias !76
  %202 = fadd contract float %197, %201
  %203 = zext nneg i32 %24 to i64
  %204 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %203
  %205 = getelementptr inbounds nuw i8, ptr %204, i64 256
  %206 = load float, ptr %205, align 4, !tbaa !14, !noalias !76
  %207 = fadd contract float %202, %206
  %208 = zext nneg i32 %24 to i64
  %209 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %208
  %210 = getelementptr inbounds nuw i8, ptr %209, i64 384
  %211 = load float, ptr %210, align 4, !tbaa !14, !noalias !76
  %212 = fadd contract float %207, %211
  %213 = zext nneg i32 %24 to i64
  %214 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 512
  %216 = load float, ptr %215, align 4, !tbaa !14, !noalias !76
  %217 = fadd contract float %212, %216
  %218 = zext nneg i32 %24 to i64
  %219 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %218
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 640
  %221 = load float, ptr %220, align 4, !tbaa !14, !noalias !76
  %222 = fadd contract float %217, %221
  %223 = zext nneg i32 %24 to i64
  %224 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %223
  %225 = getelementptr inbounds nuw i8, ptr %224, i64 768
  %226 = load float, ptr %225, align 4, !tbaa !14, !noalias !76
  %227 = fadd contract float %222, %226
  %228 = zext nneg i32 %24 to i64
  %229 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %228
  %230 = getelementptr inbounds nuw i8, ptr %229, i64 896
  %231 = load float, ptr %230, align 4, !tbaa !14, !noalias !76
  %232 = fadd contract float %227, %231
  %233 = zext nneg i32 %24 to i64
  %234 = getelementptr inbounds nuw [32 x float], ptr %193, i64 %233
  %235 = getelementptr inbounds nuw i8, ptr %234, i64 1024
  %236 = load float, ptr %235, align 4, !tbaa !14, !noalias !76
  %237 = fadd contract float %232, %236
  %238 = fmul contract float %237, 0x3F8948B100000000
  %239 = getelementptr inbounds nuw i8, ptr %193, i64 2048
  %240 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %194
  %241 = load float, ptr %240, align 4, !tbaa !14, !noalias !76
  %242 = fadd contract float %241, 0.000000e+00
  %243 = zext nneg i32 %24 to i64
  %244 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %243
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 128
  %246 = load float, ptr %245, align 4, !tbaa !14, !noalias !76
  %247 = fadd contract float %242, %246
  %248 = zext nneg i32 %24 to i64
  %249 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %248
  %250 = getelementptr inbounds nuw i8, ptr %249, i64 256
  %251 = load float, ptr %250, align 4, !tbaa !14, !noalias !76
  %252 = fadd contract float %247, %251
  %253 = zext nneg i32 %24 to i64
  %254 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %253
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 384
  %256 = load float, ptr %255, align 4, !tbaa !14, !noalias !76
  %257 = fadd contract float %252, %256
  %258 = zext nneg i32 %24 to i64
  %259 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %258
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 512
  %261 = load float, ptr %260, align 4, !tbaa !14, !noalias !76
  %262 = fadd contract float %257, %261
  %263 = zext nneg i32 %24 to i64
  %264 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %263
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 640
  %266 = load float, ptr %265, align 4, !tbaa !14, !noalias !76
  %267 = fadd contract float %262, %266
  %268 = zext nneg i32 %24 to i64
  %269 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %268
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 768
  %271 = load float, ptr %270, align 4, !tbaa !14, !noalias !76
  %272 = fadd contract float %267, %271
  %273 = zext nneg i32 %24 to i64
  %274 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %273
  %275 = getelementptr inbounds nuw i8, ptr %274, i64 896
  %276 = load float, ptr %275, align 4, !tbaa !14, !noalias !76
  %277 = fadd contract float %272, %276
  %278 = zext nneg i32 %24 to i64
  %279 = getelementptr inbounds nuw [32 x float], ptr %239, i64 %278
  %280 = getelementptr inbounds nuw i8, ptr %279, i64 1024
  %281 = load float, ptr %280, align 4, !tbaa !14, !noalias !76
  %282 = fadd contract float %277, %281
  %283 = fmul contract float %282, 0x3F8948B100000000
  %284 = zext nneg i32 %187 to i64
  %285 = mul nsw i64 %6, %284
  %286 = sext i32 %186 to i64
  %287 = add nsw i64 %285, %286
  %288 = getelementptr inbounds float, ptr %0, i64 %287
  %289 = load float, ptr %288, align 4, !tbaa !14, !alias.scope !62, !noalias !79
  %290 = tail call noundef float @llvm.fma.f32(float %238, float %289, float %283)
  %291 = getelementptr inbounds float, ptr %3, i64 %287
  store float %290, ptr %291, align 4, !tbaa !14, !alias.scope !65, !noalias !81
  br label %292

292:                                              ; preds = %185, %191, %7, %10
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @guided_stats_r2(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, float noundef %7) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !85)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp eq i32 %9, 32
  br i1 %10, label %11, label %344

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = icmp ne i32 %12, 8
  %14 = icmp slt i32 %4, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %5, 1
  %17 = or i1 %15, %16
  br i1 %17, label %344, label %18

18:                                               ; preds = %11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !87)
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = shl i32 %19, 5
  %21 = add i32 %20, -2
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = shl nuw nsw i32 %22, 3
  %24 = add nsw i32 %23, -2
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %26 = shl nuw nsw i32 %25, 5
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add nuw nsw i32 %26, %27
  %29 = icmp samesign ult i32 %28, 432
  br i1 %29, label %30, label %56

30:                                               ; preds = %18
  %31 = add nsw i32 %4, -1
  %32 = add nsw i32 %5, -1
  br label %33

33:                                               ; preds = %30, %33
  %34 = phi i32 [ %28, %30 ], [ %54, %33 ]
  %35 = udiv i32 %34, 36
  %36 = mul nsw i32 %35, -36
  %37 = add nsw i32 %36, %34
  %38 = add nsw i32 %37, %21
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 %31)
  %41 = add nsw i32 %35, %24
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %32)
  %44 = zext nneg i32 %43 to i64
  %45 = mul nsw i64 %6, %44
  %46 = zext nneg i32 %40 to i64
  %47 = getelementptr float, ptr %0, i64 %45
  %48 = getelementptr float, ptr %47, i64 %46
  %49 = load float, ptr %48, align 4, !tbaa !14, !alias.scope !87, !noalias !90
  %50 = zext nneg i32 %35 to i64
  %51 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %50
  %52 = sext i32 %37 to i64
  %53 = getelementptr inbounds float, ptr %51, i64 %52
  store float %49, ptr %53, align 4, !tbaa !14, !noalias !92
  %54 = add nuw nsw i32 %34, 256
  %55 = icmp samesign ult i32 %34, 176
  br i1 %55, label %33, label %56, !llvm.loop !93

56:                                               ; preds = %33, %18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !94)
  %57 = icmp samesign ult i32 %28, 432
  br i1 %57, label %58, label %84

58:                                               ; preds = %56
  %59 = add nsw i32 %4, -1
  %60 = add nsw i32 %5, -1
  br label %61

61:                                               ; preds = %58, %61
  %62 = phi i32 [ %28, %58 ], [ %82, %61 ]
  %63 = udiv i32 %62, 36
  %64 = mul nsw i32 %63, -36
  %65 = add nsw i32 %64, %62
  %66 = add nsw i32 %65, %21
  %67 = tail call noundef i32 @llvm.smax.i32(i32 %66, i32 0)
  %68 = tail call noundef i32 @llvm.smin.i32(i32 %67, i32 %59)
  %69 = add nsw i32 %63, %24
  %70 = tail call noundef i32 @llvm.smax.i32(i32 %69, i32 0)
  %71 = tail call noundef i32 @llvm.smin.i32(i32 %70, i32 %60)
  %72 = zext nneg i32 %71 to i64
  %73 = mul nsw i64 %6, %72
  %74 = zext nneg i32 %68 to i64
  %75 = getelementptr float, ptr %1, i64 %73
  %76 = getelementptr float, ptr %75, i64 %74
  %77 = load float, ptr %76, align 4, !tbaa !14, !alias.scope !94, !noalias !97
  %78 = zext nneg i32 %63 to i64
  %79 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %78
  %80 = sext i32 %65 to i64
  %81 = getelementptr inbounds float, ptr %79, i64 %80
  store float %77, ptr %81, align 4, !tbaa !14, !noalias !98
  %82 = add nuw nsw i32 %62, 256
  %83 = icmp samesign ult i32 %62, 176
  br i1 %83, label %61, label %84, !llvm.loop !93

84:                                               ; preds = %61, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !97
  %85 = icmp samesign ult i32 %28, 432
  br i1 %85, label %204, label %86

86:                                               ; preds = %204, %84
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !97
  %87 = icmp samesign ult i32 %25, 12
  br i1 %87, label %88, label %198

88:                                               ; preds = %86
  %89 = zext nneg i32 %27 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2hb to ptr), i64 %89
  %91 = zext nneg i32 %27 to i64
  %92 = zext nneg i32 %27 to i64
  %93 = zext nneg i32 %27 to i64
  %94 = zext nneg i32 %27 to i64
  %95 = zext nneg i32 %27 to i64
  %96 = zext nneg i32 %27 to i64
  %97 = zext nneg i32 %27 to i64
  %98 = zext nneg i32 %27 to i64
  %99 = zext nneg i32 %27 to i64
  %100 = zext nneg i32 %27 to i64
  %101 = zext nneg i32 %27 to i64
  %102 = zext nneg i32 %27 to i64
  %103 = zext nneg i32 %27 to i64
  %104 = zext nneg i32 %27 to i64
  %105 = zext nneg i32 %27 to i64
  %106 = zext nneg i32 %27 to i64
  %107 = zext nneg i32 %27 to i64
  br label %108

108:                                              ; preds = %88, %108
  %109 = phi i32 [ %25, %88 ], [ %196, %108 ]
  %110 = zext nneg i32 %109 to i64
  %111 = zext nneg i32 %109 to i64
  %112 = getelementptr inbounds nuw [32 x float], ptr %90, i64 %111
  %113 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %110
  %114 = getelementptr inbounds nuw float, ptr %113, i64 %91
  %115 = load float, ptr %114, align 4, !tbaa !14, !noalias !97
  %116 = fadd contract float %115, 0.000000e+00
  %117 = getelementptr inbounds nuw float, ptr %113, i64 %92
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 4
  %119 = load float, ptr %118, align 4, !tbaa !14, !noalias !97
  %120 = fadd contract float %116, %119
  %121 = getelementptr inbounds nuw float, ptr %113, i64 %93
  %122 = getelementptr inbounds nuw i8, ptr %121, i64 8
  %123 = load float, ptr %122, align 4, !tbaa !14, !noalias !97
  %124 = fadd contract float %120, %123
  %125 = getelementptr inbounds nuw float, ptr %113, i64 %94
  %126 = getelementptr inbounds nuw i8, ptr %125, i64 12
  %127 = load float, ptr %126, align 4, !tbaa !14, !noalias !97
  %128 = fadd contract float %124, %127
  %129 = getelementptr inbounds nuw float, ptr %113, i64 %95
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 16
  %131 = load float, ptr %130, align 4, !tbaa !14, !noalias !97
  %132 = fadd contract float %128, %131
  store float %132, ptr %112, align 4, !tbaa !14, !noalias !97
  %133 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %110
  %134 = getelementptr inbounds nuw float, ptr %133, i64 %91
  %135 = load float, ptr %134, align 4, !tbaa !14, !noalias !97
  %136 = fadd contract float %135, 0.000000e+00
  %137 = getelementptr inbounds nuw float, ptr %133, i64 %96
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 4
  %139 = load float, ptr %138, align 4, !tbaa !14, !noalias !97
  %140 = fadd contract float %136, %139
  %141 = getelementptr inbounds nuw float, ptr %133, i64 %97
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 8
  %143 = load float, ptr %142, align 4, !tbaa !14, !noalias !97
  %144 = fadd contract float %140, %143
  %145 = getelementptr inbounds nuw float, ptr %133, i64 %98
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 12
  %147 = load float, ptr %146, align 4, !tbaa !14, !noalias !97
  %148 = fadd contract float %144, %147
  %149 = getelementptr inbounds nuw float, ptr %133, i64 %99
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 16
  %151 = load float, ptr %150, align 4, !tbaa !14, !noalias !97
  %152 = fadd contract float %148, %151
  %153 = getelementptr inbounds nuw i8, ptr %112, i64 1536
  store float %152, ptr %153, align 4, !tbaa !14, !noalias !97
  %154 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tIP to ptr), i64 %110
  %155 = getelementptr inbounds nuw float, ptr %154, i64 %91
  %156 = load float, ptr %155, align 4, !tbaa !14, !noalias !97
  %157 = fadd contract float %156, 0.000000e+00
  %158 = getelementptr inbounds nuw float, ptr %154, i64 %100
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 4
  %160 = load float, ptr %159, align 4, !tbaa !14, !noalias !97
  %161 = fadd contract float %157, %160
  %162 = getelementptr inbounds nuw float, ptr %154, i64 %101
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 8
  %164 = load float, ptr %163, align 4, !tbaa !14, !noalias !97
  %165 = fadd contract float %161, %164
  %166 = getelementptr inbounds nuw float, ptr %154, i64 %102
  %167 = getelementptr inbounds nuw i8, ptr %166, i64 12
  %168 = load float, ptr %167, align 4, !tbaa !14, !noalias !97
  %169 = fadd contract float %165, %168
  %170 = getelementptr inbounds nuw float, ptr %154, i64 %103
  %171 = getelementptr inbounds nuw i8, ptr %170, i64 16
  %172 = load float, ptr %171, align 4, !tbaa !14, !noalias !97
  %173 = fadd contract float %169, %172
  %174 = getelementptr inbounds nuw i8, ptr %112, i64 3072
  store float %173, ptr %174, align 4, !tbaa !14, !noalias !97
  %175 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tII to ptr), i64 %110
  %176 = getelementptr inbounds nuw float, ptr %175, i64 %91
  %177 = load float, ptr %176, align 4, !tbaa !14, !noalias !97
  %178 = fadd contract float %177, 0.000000e+00
  %179 = getelementptr inbounds nuw float, ptr %175, i64 %104
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 4
  %181 = load float, ptr %180, align 4, !tbaa !14, !noalias !97
  %182 = fadd contract float %178, %181
  %183 = getelementptr inbounds nuw float, ptr %175, i64 %105
  %184 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %185 = load float, ptr %184, align 4, !tbaa !14, !noalias !97
  %186 = fadd contract float %182, %185
  %187 = getelementptr inbounds nuw float, ptr %175, i64 %106
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 12
  %189 = load float, ptr %188, align 4, !tbaa !14, !noalias !97
  %190 = fadd contract float %186, %189
  %191 = getelementptr inbounds nuw float, ptr %175, i64 %107
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %193 = load float, ptr %192, align 4, !tbaa !14, !noalias !97
  %194 = fadd contract float %190, %193
  %195 = getelementptr inbounds nuw i8, ptr %112, i64 4608
  store float %194, ptr %195, align 4, !tbaa !14, !noalias !97
  %196 = add nuw nsw i32 %109, 8
  %197 = icmp samesign ult i32 %109, 4
  br i1 %197, label %108, label %198, !llvm.loop !99

198:                                              ; preds = %108, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !97
  %199 = add i32 %20, %27
  %200 = add nuw nsw i32 %23, %25
  %201 = icmp slt i32 %199, %4
  %202 = icmp slt i32 %200, %5
  %203 = and i1 %201, %202
  br i1 %203, label %225, label %344

204:                                              ; preds = %84, %204
  %205 = phi i32 [ %223, %204 ], [ %28, %84 ]
  %206 = udiv i32 %205, 36
  %207 = mul nsw i32 %206, -36
  %208 = add nsw i32 %207, %205
  %209 = zext nneg i32 %206 to i64
  %210 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %209
  %211 = sext i32 %208 to i64
  %212 = getelementptr inbounds float, ptr %210, i64 %211
  %213 = load float, ptr %212, align 4, !tbaa !14, !noalias !100
  %214 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %209
  %215 = getelementptr inbounds float, ptr %214, i64 %211
  %216 = load float, ptr %215, align 4, !tbaa !14, !noalias !100
  %217 = fmul contract float %213, %216
  %218 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tIP to ptr), i64 %209
  %219 = getelementptr inbounds float, ptr %218, i64 %211
  store float %217, ptr %219, align 4, !tbaa !14, !noalias !100
  %220 = fmul contract float %213, %213
  %221 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tII to ptr), i64 %209
  %222 = getelementptr inbounds float, ptr %221, i64 %211
  store float %220, ptr %222, align 4, !tbaa !14, !noalias !100
  %223 = add nuw nsw i32 %205, 256
  %224 = icmp samesign ult i32 %205, 176
  br i1 %224, label %204, label %86, !llvm.loop !102

225:                                              ; preds = %198
  %226 = zext nneg i32 %27 to i64
  %227 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2hb to ptr), i64 %226
  %228 = getelementptr inbounds nuw i8, ptr %227, i64 3072
  %229 = zext nneg i32 %25 to i64
  %230 = getelementptr inbounds nuw [32 x float], ptr %228, i64 %229
  %231 = load float, ptr %230, align 4, !tbaa !14, !noalias !97
  %232 = fadd contract float %231, 0.000000e+00
  %233 = zext nneg i32 %25 to i64
  %234 = getelementptr inbounds nuw [32 x float], ptr %228, i64 %233
  %235 = getelementptr inbounds nuw i8, ptr %234, i64 128
  %236 = load float, ptr %235, align 4, !tbaa !14, !noalias !97
  %237 = fadd contract float %232, %236
  %238 = zext nneg i32 %25 to i64
  %239 = getelementptr inbounds nuw [32 x float], ptr %228, i64 %238
  %240 = getelementptr inbounds nuw i8, ptr %239, i64 256
  %241 = load float, ptr %240, align 4, !tbaa !14, !noalias !97
  %242 = fadd contract float %237, %241
  %243 = zext nneg i32 %25 to i64
  %244 = getelementptr inbounds nuw [32 x float], ptr %228, i64 %243
  %245 = getelementptr inbounds nuw i8, ptr %244, i64 384
  %246 = load float, ptr %245, align 4, !tbaa !14, !noalias !97
  %247 = fadd contract float %242, %246
  %248 = zext nneg i32 %25 to i64
  %249 = getelementptr inbounds nuw [32 x float], ptr %228, i64 %248
  %250 = getelementptr inbounds nuw i8, ptr %249, i64 512
  %251 = load float, ptr %250, align 4, !tbaa !14, !noalias !97
  %252 = fadd contract float %247, %251
  %253 = fmul contract float %252, 0x3FA47AE140000000
  %254 = getelementptr inbounds nuw i8, ptr %227, i64 1536
  %255 = getelementptr inbounds nuw [32 x float], ptr %254, i64 %229
  %256 = load float, ptr %255, align 4, !tbaa !14, !noalias !97
  %257 = fadd contract float %256, 0.000000e+00
  %258 = zext nneg i32 %25 to i64
  %259 = getelementptr inbounds nuw [32 x float], ptr %254, i64 %258
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 128
  %261 = load float, ptr %260, align 4, !tbaa !14, !noalias !97
  %262 = fadd contract float %257, %261
  %263 = zext nneg i32 %25 to i64
  %264 = getelementptr inbounds nuw [32 x float], ptr %254, i64 %263
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 256
  %266 = load float, ptr %265, align 4, !tbaa !14, !noalias !97
  %267 = fadd contract float %262, %266
  %268 = zext nneg i32 %25 to i64
  %269 = getelementptr inbounds nuw [32 x float], ptr %254, i64 %268
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 384
  %271 = load float, ptr %270, align 4, !tbaa !14, !noalias !97
  %272 = fadd contract float %267, %271
  %273 = zext nneg i32 %25 to i64
  %274 = getelementptr inbounds nuw [32 x float], ptr %254, i64 %273
  %275 = getelementptr inbounds nuw i8, ptr %274, i64 512
  %276 = load float, ptr %275, align 4, !tbaa !14, !noalias !97
  %277 = fadd contract float %272, %276
  %278 = fmul contract float %277, 0x3FA47AE140000000
  %279 = getelementptr inbounds nuw [32 x float], ptr %227, i64 %229
  %280 = load float, ptr %279, align 4, !tbaa !14, !noalias !97
  %281 = fadd contract float %280, 0.000000e+00
  %282 = zext nneg i32 %25 to i64
  %283 = getelementptr inbounds nuw [32 x float], ptr %227, i64 %282
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 128
  %285 = load float, ptr %284, align 4, !tbaa !14, !noalias !97
  %286 = fadd contract float %281, %285
  %287 = zext nneg i32 %25 to i64
  %288 = getelementptr inbounds nuw [32 x float], ptr %227, i64 %287
  %289 = getelementptr inbounds nuw i8, ptr %288, i64 256
  %290 = load float, ptr %289, align 4, !tbaa !14, !noalias !97
  %291 = fadd contract float %286, %290
  %292 = zext nneg i32 %25 to i64
  %293 = getelementptr inbounds nuw [32 x float], ptr %227, i64 %292
  %294 = getelementptr inbounds nuw i8, ptr %293, i64 384
  %295 = load float, ptr %294, align 4, !tbaa !14, !noalias !97
  %296 = fadd contract float %291, %295
  %297 = zext nneg i32 %25 to i64
  %298 = getelementptr inbounds nuw [32 x float], ptr %227, i64 %297
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 512
  %300 = load float, ptr %299, align 4, !tbaa !14, !noalias !97
  %301 = fadd contract float %296, %300
  %302 = fmul contract float %301, 0x3FA47AE140000000
  %303 = getelementptr inbounds nuw i8, ptr %227, i64 4608
  %304 = getelementptr inbounds nuw [32 x float], ptr %303, i64 %229
  %305 = load float, ptr %304, align 4, !tbaa !14, !noalias !97
  %306 = fadd contract float %305, 0.000000e+00
  %307 = zext nneg i32 %25 to i64
  %308 = getelementptr inbounds nuw [32 x float], ptr %303, i64 %307
  %309 = getelementptr inbounds nuw i8, ptr %308, i64 128
  %310 = load float, ptr %309, align 4, !tbaa !14, !noalias !97
  %311 = fadd contract float %306, %310
  %312 = zext nneg i32 %25 to i64
  %313 = getelementptr inbounds nuw [32 x float], ptr %303, i64 %312
  %314 = getelementptr inbounds nuw i8, ptr %313, i64 256
  %315 = load float, ptr %314, align 4, !tbaa !14, !noalias !97
  %316 = fadd contract float %311, %315
  %317 = zext nneg i32 %25 to i64
  %318 = getelementptr inbounds nuw [32 x float], ptr %303, i64 %317
  %319 = getelementptr inbounds nuw i8, ptr %318, i64 384
  %320 = load float, ptr %319, align 4, !tbaa !14, !noalias !97
  %321 = fadd contract float %316, %320
  %322 = zext nneg i32 %25 to i64
  %323 = getelementptr inbounds nuw [32 x float], ptr %303, i64 %322
  %324 = getelementptr inbounds nuw i8, ptr %323, i64 512
  %325 = load float, ptr %324, align 4, !tbaa !14, !noalias !97
  %326 = fadd contract float %321, %325
  %327 = fmul contract float %326, 0x3FA47AE140000000
  %328 = fmul contract float %278, %302
  %329 = fsub contract float %253, %328
  %330 = fmul contract float %302, %302
  %331 = fsub contract float %327, %330
  %332 = tail call noundef float @llvm.maxnum.f32(float %331, float 0.000000e+00)
  %333 = tail call noundef float @llvm.maxnum.f32(float %7, float 0x3E45798EE0000000)
  %334 = fadd contract float %333, %332
  %335 = fdiv contract float %329, %334
  %336 = fmul contract float %302, %335
  %337 = fsub contract float %278, %336
  %338 = zext nneg i32 %200 to i64
  %339 = mul nsw i64 %6, %338
  %340 = sext i32 %199 to i64
  %341 = add nsw i64 %339, %340
  %342 = getelementptr inbounds float, ptr %2, i64 %341
  store float %335, ptr %342, align 4, !tbaa !14, !alias.scope !82, !noalias !103
  %343 = getelementptr inbounds float, ptr %3, i64 %341
  store float %337, ptr %343, align 4, !tbaa !14, !alias.scope !85, !noalias !104
  br label %344

344:                                              ; preds = %198, %225, %8, %11
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @unsharp_mask_r2(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp eq i32 %9, 32
  br i1 %10, label %11, label %187

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = icmp ne i32 %12, 8
  %14 = icmp slt i32 %2, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %3, 1
  %17 = or i1 %15, %16
  br i1 %17, label %187, label %18

18:                                               ; preds = %11
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = shl nuw nsw i32 %19, 5
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add nuw nsw i32 %20, %21
  %23 = icmp samesign ult i32 %22, 5
  br i1 %23, label %24, label %37

24:                                               ; preds = %18
  %25 = tail call noundef float @llvm.maxnum.f32(float %5, float 0x3FB99999A0000000)
  %26 = tail call noundef float @llvm.minnum.f32(float %25, float 3.200000e+01)
  %27 = fmul contract float %26, %26
  %28 = fdiv contract float -5.000000e-01, %27
  %29 = add nsw i32 %22, -2
  %30 = mul nsw i32 %29, %29
  %31 = uitofp nneg i32 %30 to float
  %32 = fmul contract float %28, %31
  %33 = fmul float %32, 0x3FF7154760000000
  %34 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %33)
  %35 = zext nneg i32 %22 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 %35
  store float %34, ptr %36, align 4, !tbaa !14
  br label %37

37:                                               ; preds = %24, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = icmp eq i32 %22, 0
  br i1 %38, label %39, label %51

39:                                               ; preds = %37
  %40 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), align 4, !tbaa !14
  %41 = fadd contract float %40, 0.000000e+00
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 4), align 4, !tbaa !14
  %43 = fadd contract float %41, %42
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 8), align 4, !tbaa !14
  %45 = fadd contract float %43, %44
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 12), align 4, !tbaa !14
  %47 = fadd contract float %45, %46
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 16), align 4, !tbaa !14
  %49 = fadd contract float %47, %48
  %50 = fdiv contract float 1.000000e+00, %49
  store float %50, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 20), align 4, !tbaa !14
  br label %51

51:                                               ; preds = %37, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !105)
  %52 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %53 = shl i32 %52, 5
  %54 = add i32 %53, -2
  %55 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %56 = shl nuw nsw i32 %55, 3
  %57 = add nsw i32 %56, -2
  %58 = icmp samesign ult i32 %22, 432
  br i1 %58, label %59, label %85

59:                                               ; preds = %51
  %60 = add nsw i32 %2, -1
  %61 = add nsw i32 %3, -1
  br label %62

62:                                               ; preds = %59, %62
  %63 = phi i32 [ %22, %59 ], [ %83, %62 ]
  %64 = udiv i32 %63, 36
  %65 = mul nsw i32 %64, -36
  %66 = add nsw i32 %65, %63
  %67 = add nsw i32 %54, %66
  %68 = tail call noundef i32 @llvm.smax.i32(i32 %67, i32 0)
  %69 = tail call noundef i32 @llvm.smin.i32(i32 %68, i32 %60)
  %70 = add nsw i32 %57, %64
  %71 = tail call noundef i32 @llvm.smax.i32(i32 %70, i32 0)
  %72 = tail call noundef i32 @llvm.smin.i32(i32 %71, i32 %61)
  %73 = zext nneg i32 %72 to i64
  %74 = mul nsw i64 %4, %73
  %75 = zext nneg i32 %69 to i64
  %76 = getelementptr float, ptr %0, i64 %74
  %77 = getelementptr float, ptr %76, i64 %75
  %78 = load float, ptr %77, align 4, !tbaa !14, !alias.scope !105
  %79 = zext nneg i32 %64 to i64
  %80 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4tile to ptr), i64 %79
  %81 = sext i32 %66 to i64
  %82 = getelementptr inbounds float, ptr %80, i64 %81
  store float %78, ptr %82, align 4, !tbaa !14, !noalias !105
  %83 = add nuw nsw i32 %63, 256
  %84 = icmp samesign ult i32 %63, 176
  br i1 %84, label %62, label %85, !llvm.loop !93

85:                                               ; preds = %62, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %86 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 20), align 4, !tbaa !14
  %87 = icmp samesign ult i32 %19, 12
  br i1 %87, label %88, label %129

88:                                               ; preds = %85
  %89 = zext nneg i32 %21 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4hbuf to ptr), i64 %89
  %91 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), align 4, !tbaa !14
  %92 = zext nneg i32 %21 to i64
  %93 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 4), align 4, !tbaa !14
  %94 = zext nneg i32 %21 to i64
  %95 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 8), align 4, !tbaa !14
  %96 = zext nneg i32 %21 to i64
  %97 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 12), align 4, !tbaa !14
  %98 = zext nneg i32 %21 to i64
  %99 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 16), align 4, !tbaa !14
  %100 = zext nneg i32 %21 to i64
  br label %101

101:                                              ; preds = %88, %101
  %102 = phi i32 [ %19, %88 ], [ %127, %101 ]
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4tile to ptr), i64 %103
  %105 = getelementptr inbounds nuw float, ptr %104, i64 %92
  %106 = load float, ptr %105, align 4, !tbaa !14
  %107 = tail call noundef float @llvm.fma.f32(float %91, float %106, float 0.000000e+00)
  %108 = getelementptr inbounds nuw float, ptr %104, i64 %94
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 4
  %110 = load float, ptr %109, align 4, !tbaa !14
  %111 = tail call noundef float @llvm.fma.f32(float %93, float %110, float %107)
  %112 = getelementptr inbounds nuw float, ptr %104, i64 %96
  %113 = getelementptr inbounds nuw i8, ptr %112, i64 8
  %114 = load float, ptr %113, align 4, !tbaa !14
  %115 = tail call noundef float @llvm.fma.f32(float %95, float %114, float %111)
  %116 = getelementptr inbounds nuw float, ptr %104, i64 %98
  %117 = getelementptr inbounds nuw i8, ptr %116, i64 12
  %118 = load float, ptr %117, align 4, !tbaa !14
  %119 = tail call noundef float @llvm.fma.f32(float %97, float %118, float %115)
  %120 = getelementptr inbounds nuw float, ptr %104, i64 %100
  %121 = getelementptr inbounds nuw i8, ptr %120, i64 16
  %122 = load float, ptr %121, align 4, !tbaa !14
  %123 = tail call noundef float @llvm.fma.f32(float %99, float %122, float %119)
  %124 = fmul contract float %86, %123
  %125 = zext nneg i32 %102 to i64
  %126 = getelementptr inbounds nuw [32 x float], ptr %90, i64 %125
  store float %124, ptr %126, align 4, !tbaa !14
  %127 = add nuw nsw i32 %102, 8
  %128 = icmp samesign ult i32 %102, 4
  br i1 %128, label %101, label %129, !llvm.loop !108

129:                                              ; preds = %101, %85
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %130 = add i32 %53, %21
  %131 = add nuw nsw i32 %56, %19
  %132 = icmp slt i32 %130, %2
  %133 = icmp slt i32 %131, %3
  %134 = and i1 %132, %133
  br i1 %134, label %135, label %187

135:                                              ; preds = %129
  %136 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 16), align 4, !tbaa !14
  %137 = zext nneg i32 %21 to i64
  %138 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4hbuf to ptr), i64 %137
  %139 = zext nneg i32 %19 to i64
  %140 = getelementptr inbounds nuw [32 x float], ptr %138, i64 %139
  %141 = getelementptr inbounds nuw i8, ptr %140, i64 512
  %142 = load float, ptr %141, align 4, !tbaa !14
  %143 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 12), align 4, !tbaa !14
  %144 = zext nneg i32 %19 to i64
  %145 = getelementptr inbounds nuw [32 x float], ptr %138, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 384
  %147 = load float, ptr %146, align 4, !tbaa !14
  %148 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 8), align 4, !tbaa !14
  %149 = zext nneg i32 %19 to i64
  %150 = getelementptr inbounds nuw [32 x float], ptr %138, i64 %149
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 256
  %152 = load float, ptr %151, align 4, !tbaa !14
  %153 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 4), align 4, !tbaa !14
  %154 = zext nneg i32 %19 to i64
  %155 = getelementptr inbounds nuw [32 x float], ptr %138, i64 %154
  %156 = getelementptr inbounds nuw i8, ptr %155, i64 128
  %157 = load float, ptr %156, align 4, !tbaa !14
  %158 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), align 4, !tbaa !14
  %159 = zext nneg i32 %19 to i64
  %160 = getelementptr inbounds nuw [32 x float], ptr %138, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !14
  %162 = tail call noundef float @llvm.fma.f32(float %158, float %161, float 0.000000e+00)
  %163 = tail call noundef float @llvm.fma.f32(float %153, float %157, float %162)
  %164 = tail call noundef float @llvm.fma.f32(float %148, float %152, float %163)
  %165 = tail call noundef float @llvm.fma.f32(float %143, float %147, float %164)
  %166 = tail call noundef float @llvm.fma.f32(float %136, float %142, float %165)
  %167 = fmul contract float %86, %166
  %168 = zext nneg i32 %19 to i64
  %169 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4tile to ptr), i64 %168
  %170 = zext nneg i32 %21 to i64
  %171 = getelementptr inbounds nuw float, ptr %169, i64 %170
  %172 = getelementptr inbounds nuw i8, ptr %171, i64 296
  %173 = load float, ptr %172, align 4, !tbaa !14
  %174 = fsub contract float %173, %167
  %175 = tail call noundef float @llvm.maxnum.f32(float %6, float 0.000000e+00)
  %176 = tail call noundef float @llvm.minnum.f32(float %175, float 1.000000e+01)
  %177 = tail call noundef float @llvm.nvvm.fabs.f32(float %174)
  %178 = fcmp contract ogt float %177, %7
  %179 = tail call float @llvm.fma.f32(float %176, float %174, float %173)
  %180 = tail call float @llvm.nvvm.saturate.f(float %179)
  %181 = select contract i1 %178, float %180, float %173
  %182 = zext nneg i32 %131 to i64
  %183 = mul nsw i64 %4, %182
  %184 = sext i32 %130 to i64
  %185 = getelementptr float, ptr %1, i64 %183
  %186 = getelementptr float, ptr %185, i64 %184
  store float %181, ptr %186, align 4, !tbaa !14
  br label %187

187:                                              ; preds = %129, %135, %8, %11
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z13gaussian_bodyILi3EEvPKfPfiixf: argument 1"}
!13 = distinct !{!13, !"_Z13gaussian_bodyILi3EEvPKfPfiixf"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = !{!17, !12}
!17 = distinct !{!17, !13, !"_Z13gaussian_bodyILi3EEvPKfPfiixf: argument 0"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_Z9load_tileILi3EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!20 = distinct !{!20, !"_Z9load_tileILi3EEvPAplLi32EmlLi2ET__fPKfiix"}
!21 = !{!19, !12}
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !23, !24}
!26 = !{!17}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_Z13gaussian_bodyILi7EEvPKfPfiixf: argument 1"}
!29 = distinct !{!29, !"_Z13gaussian_bodyILi7EEvPKfPfiixf"}
!30 = !{!31, !28}
!31 = distinct !{!31, !29, !"_Z13gaussian_bodyILi7EEvPKfPfiixf: argument 0"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_Z9load_tileILi7EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!34 = distinct !{!34, !"_Z9load_tileILi7EEvPAplLi32EmlLi2ET__fPKfiix"}
!35 = !{!33, !28}
!36 = distinct !{!36, !23, !24}
!37 = distinct !{!37, !23, !24}
!38 = !{!31}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf: argument 2"}
!41 = distinct !{!41, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf"}
!42 = !{!43}
!43 = distinct !{!43, !41, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf: argument 3"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!46 = distinct !{!46, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix"}
!47 = !{!48, !40, !43}
!48 = distinct !{!48, !41, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf: argument 1"}
!49 = !{!45, !48, !40, !43}
!50 = distinct !{!50, !23, !24}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!53 = distinct !{!53, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix"}
!54 = !{!40, !43}
!55 = !{!52, !40, !43}
!56 = distinct !{!56, !23, !24}
!57 = !{!58, !48, !40, !43}
!58 = distinct !{!58, !41, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf: argument 0"}
!59 = distinct !{!59, !23, !24}
!60 = !{!58, !48, !43}
!61 = !{!58, !48, !40}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix: argument 0"}
!64 = distinct !{!64, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix"}
!65 = !{!66}
!66 = distinct !{!66, !64, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix: argument 3"}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!69 = distinct !{!69, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix"}
!70 = !{!63, !71, !66}
!71 = distinct !{!71, !64, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix: argument 2"}
!72 = !{!68, !63, !71, !66}
!73 = !{!74}
!74 = distinct !{!74, !75, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!75 = distinct !{!75, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix"}
!76 = !{!63, !66}
!77 = !{!74, !63, !66}
!78 = distinct !{!78, !23, !24}
!79 = !{!80, !71, !66}
!80 = distinct !{!80, !64, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix: argument 1"}
!81 = !{!63, !80, !71}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf: argument 2"}
!84 = distinct !{!84, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf"}
!85 = !{!86}
!86 = distinct !{!86, !84, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf: argument 3"}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!89 = distinct !{!89, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix"}
!90 = !{!91, !83, !86}
!91 = distinct !{!91, !84, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf: argument 1"}
!92 = !{!88, !91, !83, !86}
!93 = distinct !{!93, !23, !24}
!94 = !{!95}
!95 = distinct !{!95, !96, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!96 = distinct !{!96, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix"}
!97 = !{!83, !86}
!98 = !{!95, !83, !86}
!99 = distinct !{!99, !23, !24}
!100 = !{!101, !91, !83, !86}
!101 = distinct !{!101, !84, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf: argument 0"}
!102 = distinct !{!102, !23, !24}
!103 = !{!101, !91, !86}
!104 = !{!101, !91, !83}
!105 = !{!106}
!106 = distinct !{!106, !107, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!107 = distinct !{!107, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix"}
!108 = distinct !{!108, !23, !24}
