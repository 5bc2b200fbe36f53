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
  br i1 %8, label %9, label %198

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = icmp ne i32 %10, 8
  %12 = icmp slt i32 %2, 1
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %3, 1
  %15 = or i1 %13, %14
  br i1 %15, label %198, label %16

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
  br i1 %60, label %61, label %89

61:                                               ; preds = %53
  %62 = add nsw i32 %2, -1
  %63 = add nsw i32 %3, -1
  br label %64

64:                                               ; preds = %61, %64
  %65 = phi i32 [ %20, %61 ], [ %87, %64 ]
  %66 = trunc i32 %65 to i16
  %67 = udiv i16 %66, 38
  %68 = zext nneg i16 %67 to i32
  %69 = mul nsw i32 %68, -38
  %70 = add nsw i32 %69, %65
  %71 = add nsw i32 %56, %70
  %72 = tail call noundef i32 @llvm.smax.i32(i32 %71, i32 0)
  %73 = tail call i32 @llvm.umin.i32(i32 %72, i32 %62)
  %74 = add nsw i32 %59, %68
  %75 = tail call noundef i32 @llvm.smax.i32(i32 %74, i32 0)
  %76 = tail call i32 @llvm.umin.i32(i32 %75, i32 %63)
  %77 = zext nneg i32 %76 to i64
  %78 = mul nsw i64 %4, %77
  %79 = zext nneg i32 %73 to i64
  %80 = getelementptr float, ptr %0, i64 %78
  %81 = getelementptr float, ptr %80, i64 %79
  %82 = load float, ptr %81, align 4, !tbaa !14, !alias.scope !18, !noalias !11
  %83 = zext nneg i16 %67 to i64
  %84 = getelementptr inbounds nuw [38 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4tile to ptr), i64 %83
  %85 = sext i32 %70 to i64
  %86 = getelementptr inbounds float, ptr %84, i64 %85
  store float %82, ptr %86, align 4, !tbaa !14, !noalias !21
  %87 = add nuw nsw i32 %65, 256
  %88 = icmp samesign ult i32 %65, 276
  br i1 %88, label %64, label %89, !llvm.loop !22

89:                                               ; preds = %64, %53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !11
  %90 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !16
  %91 = icmp samesign ult i32 %17, 14
  %92 = zext nneg i32 %19 to i64
  br i1 %91, label %93, label %143

93:                                               ; preds = %89
  %94 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4hbuf to ptr), i64 %92
  %95 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !16
  %96 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !16
  %97 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !16
  %98 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !16
  %99 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !16
  %100 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !16
  %101 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !16
  %102 = zext nneg i32 %19 to i64
  %103 = zext nneg i32 %19 to i64
  %104 = zext nneg i32 %19 to i64
  %105 = zext nneg i32 %19 to i64
  %106 = zext nneg i32 %19 to i64
  %107 = zext nneg i32 %19 to i64
  br label %108

108:                                              ; preds = %93, %108
  %109 = phi i32 [ %17, %93 ], [ %141, %108 ]
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw [38 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4tile to ptr), i64 %110
  %112 = getelementptr inbounds nuw float, ptr %111, i64 %92
  %113 = load float, ptr %112, align 4, !tbaa !14, !noalias !16
  %114 = tail call noundef float @llvm.fma.f32(float %95, float %113, float 0.000000e+00)
  %115 = getelementptr inbounds nuw float, ptr %111, i64 %102
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 4
  %117 = load float, ptr %116, align 4, !tbaa !14, !noalias !16
  %118 = tail call noundef float @llvm.fma.f32(float %96, float %117, float %114)
  %119 = getelementptr inbounds nuw float, ptr %111, i64 %103
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 8
  %121 = load float, ptr %120, align 4, !tbaa !14, !noalias !16
  %122 = tail call noundef float @llvm.fma.f32(float %97, float %121, float %118)
  %123 = getelementptr inbounds nuw float, ptr %111, i64 %104
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 12
  %125 = load float, ptr %124, align 4, !tbaa !14, !noalias !16
  %126 = tail call noundef float @llvm.fma.f32(float %98, float %125, float %122)
  %127 = getelementptr inbounds nuw float, ptr %111, i64 %105
  %128 = getelementptr inbounds nuw i8, ptr %127, i64 16
  %129 = load float, ptr %128, align 4, !tbaa !14, !noalias !16
  %130 = tail call noundef float @llvm.fma.f32(float %99, float %129, float %126)
  %131 = getelementptr inbounds nuw float, ptr %111, i64 %106
  %132 = getelementptr inbounds nuw i8, ptr %131, i64 20
  %133 = load float, ptr %132, align 4, !tbaa !14, !noalias !16
  %134 = tail call noundef float @llvm.fma.f32(float %100, float %133, float %130)
  %135 = getelementptr inbounds nuw float, ptr %111, i64 %107
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 24
  %137 = load float, ptr %136, align 4, !tbaa !14, !noalias !16
  %138 = tail call noundef float @llvm.fma.f32(float %101, float %137, float %134)
  %139 = fmul contract float %90, %138
  %140 = getelementptr inbounds nuw [32 x float], ptr %94, i64 %110
  store float %139, ptr %140, align 4, !tbaa !14, !noalias !16
  %141 = add nuw nsw i32 %109, 8
  %142 = icmp samesign ult i32 %109, 6
  br i1 %142, label %108, label %143, !llvm.loop !24

143:                                              ; preds = %108, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !11
  %144 = add i32 %55, %19
  %145 = add nuw nsw i32 %58, %17
  %146 = icmp slt i32 %144, %2
  %147 = icmp samesign ult i32 %145, %3
  %148 = and i1 %146, %147
  br i1 %148, label %149, label %198

149:                                              ; preds = %143
  %150 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !16
  %151 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE4hbuf to ptr), i64 %92
  %152 = zext nneg i32 %17 to i64
  %153 = getelementptr inbounds nuw [32 x float], ptr %151, i64 %152
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 768
  %155 = load float, ptr %154, align 4, !tbaa !14, !noalias !16
  %156 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !16
  %157 = zext nneg i32 %17 to i64
  %158 = getelementptr inbounds nuw [32 x float], ptr %151, i64 %157
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 640
  %160 = load float, ptr %159, align 4, !tbaa !14, !noalias !16
  %161 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !16
  %162 = zext nneg i32 %17 to i64
  %163 = getelementptr inbounds nuw [32 x float], ptr %151, i64 %162
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 512
  %165 = load float, ptr %164, align 4, !tbaa !14, !noalias !16
  %166 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !16
  %167 = zext nneg i32 %17 to i64
  %168 = getelementptr inbounds nuw [32 x float], ptr %151, i64 %167
  %169 = getelementptr inbounds nuw i8, ptr %168, i64 384
  %170 = load float, ptr %169, align 4, !tbaa !14, !noalias !16
  %171 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !16
  %172 = zext nneg i32 %17 to i64
  %173 = getelementptr inbounds nuw [32 x float], ptr %151, i64 %172
  %174 = getelementptr inbounds nuw i8, ptr %173, i64 256
  %175 = load float, ptr %174, align 4, !tbaa !14, !noalias !16
  %176 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !16
  %177 = zext nneg i32 %17 to i64
  %178 = getelementptr inbounds nuw [32 x float], ptr %151, i64 %177
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 128
  %180 = load float, ptr %179, align 4, !tbaa !14, !noalias !16
  %181 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi3EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !16
  %182 = zext nneg i32 %17 to i64
  %183 = getelementptr inbounds nuw [32 x float], ptr %151, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !14, !noalias !16
  %185 = tail call noundef float @llvm.fma.f32(float %181, float %184, float 0.000000e+00)
  %186 = tail call noundef float @llvm.fma.f32(float %176, float %180, float %185)
  %187 = tail call noundef float @llvm.fma.f32(float %171, float %175, float %186)
  %188 = tail call noundef float @llvm.fma.f32(float %166, float %170, float %187)
  %189 = tail call noundef float @llvm.fma.f32(float %161, float %165, float %188)
  %190 = tail call noundef float @llvm.fma.f32(float %156, float %160, float %189)
  %191 = tail call noundef float @llvm.fma.f32(float %150, float %155, float %190)
  %192 = zext nneg i32 %145 to i64
  %193 = mul nsw i64 %4, %192
  %194 = getelementptr float, ptr %1, i64 %193
  %195 = sext i32 %144 to i64
  %196 = getelementptr float, ptr %194, i64 %195
  %197 = fmul contract float %90, %191
  store float %197, ptr %196, align 4, !tbaa !14, !alias.scope !11, !noalias !25
  br label %198

198:                                              ; preds = %6, %9, %143, %149
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gaussian_sep_r7(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, float noundef %5) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp eq i32 %7, 32
  br i1 %8, label %9, label %310

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %11 = icmp ne i32 %10, 8
  %12 = icmp slt i32 %2, 1
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %3, 1
  %15 = or i1 %13, %14
  br i1 %15, label %310, label %16

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
  store float %32, ptr %34, align 4, !tbaa !14, !noalias !29
  br label %35

35:                                               ; preds = %22, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !29
  %36 = icmp eq i32 %20, 0
  br i1 %36, label %37, label %69

37:                                               ; preds = %35
  %38 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !29
  %39 = fadd contract float %38, 0.000000e+00
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !29
  %41 = fadd contract float %39, %40
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !29
  %43 = fadd contract float %41, %42
  %44 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !29
  %45 = fadd contract float %43, %44
  %46 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !29
  %47 = fadd contract float %45, %46
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !29
  %49 = fadd contract float %47, %48
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !29
  %51 = fadd contract float %49, %50
  %52 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !29
  %53 = fadd contract float %51, %52
  %54 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 32), align 4, !tbaa !14, !noalias !29
  %55 = fadd contract float %53, %54
  %56 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 36), align 4, !tbaa !14, !noalias !29
  %57 = fadd contract float %55, %56
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 40), align 4, !tbaa !14, !noalias !29
  %59 = fadd contract float %57, %58
  %60 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 44), align 4, !tbaa !14, !noalias !29
  %61 = fadd contract float %59, %60
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 48), align 4, !tbaa !14, !noalias !29
  %63 = fadd contract float %61, %62
  %64 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 52), align 4, !tbaa !14, !noalias !29
  %65 = fadd contract float %63, %64
  %66 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 56), align 4, !tbaa !14, !noalias !29
  %67 = fadd contract float %65, %66
  %68 = fdiv contract float 1.000000e+00, %67
  store float %68, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 60), align 4, !tbaa !14, !noalias !29
  br label %69

69:                                               ; preds = %35, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !29
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %70 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %71 = shl i32 %70, 5
  %72 = add i32 %71, -7
  %73 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %74 = shl nuw nsw i32 %73, 3
  %75 = add nsw i32 %74, -7
  %76 = icmp samesign ult i32 %20, 1012
  br i1 %76, label %77, label %105

77:                                               ; preds = %69
  %78 = add nsw i32 %2, -1
  %79 = add nsw i32 %3, -1
  br label %80

80:                                               ; preds = %77, %80
  %81 = phi i32 [ %20, %77 ], [ %103, %80 ]
  %82 = trunc i32 %81 to i16
  %83 = udiv i16 %82, 46
  %84 = zext nneg i16 %83 to i32
  %85 = mul nsw i32 %84, -46
  %86 = add nsw i32 %85, %81
  %87 = add nsw i32 %72, %86
  %88 = tail call noundef i32 @llvm.smax.i32(i32 %87, i32 0)
  %89 = tail call i32 @llvm.umin.i32(i32 %88, i32 %78)
  %90 = add nsw i32 %75, %84
  %91 = tail call noundef i32 @llvm.smax.i32(i32 %90, i32 0)
  %92 = tail call i32 @llvm.umin.i32(i32 %91, i32 %79)
  %93 = zext nneg i32 %92 to i64
  %94 = mul nsw i64 %4, %93
  %95 = zext nneg i32 %89 to i64
  %96 = getelementptr float, ptr %0, i64 %94
  %97 = getelementptr float, ptr %96, i64 %95
  %98 = load float, ptr %97, align 4, !tbaa !14, !alias.scope !31, !noalias !26
  %99 = zext nneg i16 %83 to i64
  %100 = getelementptr inbounds nuw [46 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4tile to ptr), i64 %99
  %101 = sext i32 %86 to i64
  %102 = getelementptr inbounds float, ptr %100, i64 %101
  store float %98, ptr %102, align 4, !tbaa !14, !noalias !34
  %103 = add nuw nsw i32 %81, 256
  %104 = icmp samesign ult i32 %81, 756
  br i1 %104, label %80, label %105, !llvm.loop !35

105:                                              ; preds = %80, %69
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !26
  %106 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 60), align 4, !tbaa !14, !noalias !29
  %107 = icmp samesign ult i32 %17, 22
  %108 = zext nneg i32 %19 to i64
  br i1 %107, label %109, label %207

109:                                              ; preds = %105
  %110 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4hbuf to ptr), i64 %108
  %111 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !29
  %112 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !29
  %113 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !29
  %114 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !29
  %115 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !29
  %116 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !29
  %117 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !29
  %118 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !29
  %119 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 32), align 4, !tbaa !14, !noalias !29
  %120 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 36), align 4, !tbaa !14, !noalias !29
  %121 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 40), align 4, !tbaa !14, !noalias !29
  %122 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 44), align 4, !tbaa !14, !noalias !29
  %123 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 48), align 4, !tbaa !14, !noalias !29
  %124 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 52), align 4, !tbaa !14, !noalias !29
  %125 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 56), align 4, !tbaa !14, !noalias !29
  %126 = zext nneg i32 %19 to i64
  %127 = zext nneg i32 %19 to i64
  %128 = zext nneg i32 %19 to i64
  %129 = zext nneg i32 %19 to i64
  %130 = zext nneg i32 %19 to i64
  %131 = zext nneg i32 %19 to i64
  %132 = zext nneg i32 %19 to i64
  %133 = zext nneg i32 %19 to i64
  %134 = zext nneg i32 %19 to i64
  %135 = zext nneg i32 %19 to i64
  %136 = zext nneg i32 %19 to i64
  %137 = zext nneg i32 %19 to i64
  %138 = zext nneg i32 %19 to i64
  %139 = zext nneg i32 %19 to i64
  br label %140

140:                                              ; preds = %109, %140
  %141 = phi i32 [ %17, %109 ], [ %205, %140 ]
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw [46 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4tile to ptr), i64 %142
  %144 = getelementptr inbounds nuw float, ptr %143, i64 %108
  %145 = load float, ptr %144, align 4, !tbaa !14, !noalias !29
  %146 = tail call noundef float @llvm.fma.f32(float %111, float %145, float 0.000000e+00)
  %147 = getelementptr inbounds nuw float, ptr %143, i64 %126
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 4
  %149 = load float, ptr %148, align 4, !tbaa !14, !noalias !29
  %150 = tail call noundef float @llvm.fma.f32(float %112, float %149, float %146)
  %151 = getelementptr inbounds nuw float, ptr %143, i64 %127
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 8
  %153 = load float, ptr %152, align 4, !tbaa !14, !noalias !29
  %154 = tail call noundef float @llvm.fma.f32(float %113, float %153, float %150)
  %155 = getelementptr inbounds nuw float, ptr %143, i64 %128
  %156 = getelementptr inbounds nuw i8, ptr %155, i64 12
  %157 = load float, ptr %156, align 4, !tbaa !14, !noalias !29
  %158 = tail call noundef float @llvm.fma.f32(float %114, float %157, float %154)
  %159 = getelementptr inbounds nuw float, ptr %143, i64 %129
  %160 = getelementptr inbounds nuw i8, ptr %159, i64 16
  %161 = load float, ptr %160, align 4, !tbaa !14, !noalias !29
  %162 = tail call noundef float @llvm.fma.f32(float %115, float %161, float %158)
  %163 = getelementptr inbounds nuw float, ptr %143, i64 %130
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 20
  %165 = load float, ptr %164, align 4, !tbaa !14, !noalias !29
  %166 = tail call noundef float @llvm.fma.f32(float %116, float %165, float %162)
  %167 = getelementptr inbounds nuw float, ptr %143, i64 %131
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 24
  %169 = load float, ptr %168, align 4, !tbaa !14, !noalias !29
  %170 = tail call noundef float @llvm.fma.f32(float %117, float %169, float %166)
  %171 = getelementptr inbounds nuw float, ptr %143, i64 %132
  %172 = getelementptr inbounds nuw i8, ptr %171, i64 28
  %173 = load float, ptr %172, align 4, !tbaa !14, !noalias !29
  %174 = tail call noundef float @llvm.fma.f32(float %118, float %173, float %170)
  %175 = getelementptr inbounds nuw float, ptr %143, i64 %133
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 32
  %177 = load float, ptr %176, align 4, !tbaa !14, !noalias !29
  %178 = tail call noundef float @llvm.fma.f32(float %119, float %177, float %174)
  %179 = getelementptr inbounds nuw float, ptr %143, i64 %134
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 36
  %181 = load float, ptr %180, align 4, !tbaa !14, !noalias !29
  %182 = tail call noundef float @llvm.fma.f32(float %120, float %181, float %178)
  %183 = getelementptr inbounds nuw float, ptr %143, i64 %135
  %184 = getelementptr inbounds nuw i8, ptr %183, i64 40
  %185 = load float, ptr %184, align 4, !tbaa !14, !noalias !29
  %186 = tail call noundef float @llvm.fma.f32(float %121, float %185, float %182)
  %187 = getelementptr inbounds nuw float, ptr %143, i64 %136
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 44
  %189 = load float, ptr %188, align 4, !tbaa !14, !noalias !29
  %190 = tail call noundef float @llvm.fma.f32(float %122, float %189, float %186)
  %191 = getelementptr inbounds nuw float, ptr %143, i64 %137
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 48
  %193 = load float, ptr %192, align 4, !tbaa !14, !noalias !29
  %194 = tail call noundef float @llvm.fma.f32(float %123, float %193, float %190)
  %195 = getelementptr inbounds nuw float, ptr %143, i64 %138
  %196 = getelementptr inbounds nuw i8, ptr %195, i64 52
  %197 = load float, ptr %196, align 4, !tbaa !14, !noalias !29
  %198 = tail call noundef float @llvm.fma.f32(float %124, float %197, float %194)
  %199 = getelementptr inbounds nuw float, ptr %143, i64 %139
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 56
  %201 = load float, ptr %200, align 4, !tbaa !14, !noalias !29
  %202 = tail call noundef float @llvm.fma.f32(float %125, float %201, float %198)
  %203 = fmul contract float %106, %202
  %204 = getelementptr inbounds nuw [32 x float], ptr %110, i64 %142
  store float %203, ptr %204, align 4, !tbaa !14, !noalias !29
  %205 = add nuw nsw i32 %141, 8
  %206 = icmp samesign ult i32 %141, 14
  br i1 %206, label %140, label %207, !llvm.loop !36

207:                                              ; preds = %140, %105
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !26
  %208 = add i32 %71, %19
  %209 = add nuw nsw i32 %74, %17
  %210 = icmp slt i32 %208, %2
  %211 = icmp samesign ult i32 %209, %3
  %212 = and i1 %210, %211
  br i1 %212, label %213, label %310

213:                                              ; preds = %207
  %214 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 56), align 4, !tbaa !14, !noalias !29
  %215 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE4hbuf to ptr), i64 %108
  %216 = zext nneg i32 %17 to i64
  %217 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %216
  %218 = getelementptr inbounds nuw i8, ptr %217, i64 1792
  %219 = load float, ptr %218, align 4, !tbaa !14, !noalias !29
  %220 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 52), align 4, !tbaa !14, !noalias !29
  %221 = zext nneg i32 %17 to i64
  %222 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %221
  %223 = getelementptr inbounds nuw i8, ptr %222, i64 1664
  %224 = load float, ptr %223, align 4, !tbaa !14, !noalias !29
  %225 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 48), align 4, !tbaa !14, !noalias !29
  %226 = zext nneg i32 %17 to i64
  %227 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %226
  %228 = getelementptr inbounds nuw i8, ptr %227, i64 1536
  %229 = load float, ptr %228, align 4, !tbaa !14, !noalias !29
  %230 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 44), align 4, !tbaa !14, !noalias !29
  %231 = zext nneg i32 %17 to i64
  %232 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %231
  %233 = getelementptr inbounds nuw i8, ptr %232, i64 1408
  %234 = load float, ptr %233, align 4, !tbaa !14, !noalias !29
  %235 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 40), align 4, !tbaa !14, !noalias !29
  %236 = zext nneg i32 %17 to i64
  %237 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %236
  %238 = getelementptr inbounds nuw i8, ptr %237, i64 1280
  %239 = load float, ptr %238, align 4, !tbaa !14, !noalias !29
  %240 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 36), align 4, !tbaa !14, !noalias !29
  %241 = zext nneg i32 %17 to i64
  %242 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %241
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 1152
  %244 = load float, ptr %243, align 4, !tbaa !14, !noalias !29
  %245 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 32), align 4, !tbaa !14, !noalias !29
  %246 = zext nneg i32 %17 to i64
  %247 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %246
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 1024
  %249 = load float, ptr %248, align 4, !tbaa !14, !noalias !29
  %250 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 28), align 4, !tbaa !14, !noalias !29
  %251 = zext nneg i32 %17 to i64
  %252 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %251
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 896
  %254 = load float, ptr %253, align 4, !tbaa !14, !noalias !29
  %255 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 24), align 4, !tbaa !14, !noalias !29
  %256 = zext nneg i32 %17 to i64
  %257 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %256
  %258 = getelementptr inbounds nuw i8, ptr %257, i64 768
  %259 = load float, ptr %258, align 4, !tbaa !14, !noalias !29
  %260 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 20), align 4, !tbaa !14, !noalias !29
  %261 = zext nneg i32 %17 to i64
  %262 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %261
  %263 = getelementptr inbounds nuw i8, ptr %262, i64 640
  %264 = load float, ptr %263, align 4, !tbaa !14, !noalias !29
  %265 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 16), align 4, !tbaa !14, !noalias !29
  %266 = zext nneg i32 %17 to i64
  %267 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %266
  %268 = getelementptr inbounds nuw i8, ptr %267, i64 512
  %269 = load float, ptr %268, align 4, !tbaa !14, !noalias !29
  %270 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 12), align 4, !tbaa !14, !noalias !29
  %271 = zext nneg i32 %17 to i64
  %272 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %271
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 384
  %274 = load float, ptr %273, align 4, !tbaa !14, !noalias !29
  %275 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 8), align 4, !tbaa !14, !noalias !29
  %276 = zext nneg i32 %17 to i64
  %277 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %276
  %278 = getelementptr inbounds nuw i8, ptr %277, i64 256
  %279 = load float, ptr %278, align 4, !tbaa !14, !noalias !29
  %280 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), i64 4), align 4, !tbaa !14, !noalias !29
  %281 = zext nneg i32 %17 to i64
  %282 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %281
  %283 = getelementptr inbounds nuw i8, ptr %282, i64 128
  %284 = load float, ptr %283, align 4, !tbaa !14, !noalias !29
  %285 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gaussian_bodyILi7EEvPKfPfiixfE3wts to ptr), align 4, !tbaa !14, !noalias !29
  %286 = zext nneg i32 %17 to i64
  %287 = getelementptr inbounds nuw [32 x float], ptr %215, i64 %286
  %288 = load float, ptr %287, align 4, !tbaa !14, !noalias !29
  %289 = tail call noundef float @llvm.fma.f32(float %285, float %288, float 0.000000e+00)
  %290 = tail call noundef float @llvm.fma.f32(float %280, float %284, float %289)
  %291 = tail call noundef float @llvm.fma.f32(float %275, float %279, float %290)
  %292 = tail call noundef float @llvm.fma.f32(float %270, float %274, float %291)
  %293 = tail call noundef float @llvm.fma.f32(float %265, float %269, float %292)
  %294 = tail call noundef float @llvm.fma.f32(float %260, float %264, float %293)
  %295 = tail call noundef float @llvm.fma.f32(float %255, float %259, float %294)
  %296 = tail call noundef float @llvm.fma.f32(float %250, float %254, float %295)
  %297 = tail call noundef float @llvm.fma.f32(float %245, float %249, float %296)
  %298 = tail call noundef float @llvm.fma.f32(float %240, float %244, float %297)
  %299 = tail call noundef float @llvm.fma.f32(float %235, float %239, float %298)
  %300 = tail call noundef float @llvm.fma.f32(float %230, float %234, float %299)
  %301 = tail call noundef float @llvm.fma.f32(float %225, float %229, float %300)
  %302 = tail call noundef float @llvm.fma.f32(float %220, float %224, float %301)
  %303 = tail call noundef float @llvm.fma.f32(float %214, float %219, float %302)
  %304 = zext nneg i32 %209 to i64
  %305 = mul nsw i64 %4, %304
  %306 = getelementptr float, ptr %1, i64 %305
  %307 = sext i32 %208 to i64
  %308 = getelementptr float, ptr %306, i64 %307
  %309 = fmul contract float %106, %303
  store float %309, ptr %308, align 4, !tbaa !14, !alias.scope !26, !noalias !37
  br label %310

310:                                              ; preds = %6, %9, %207, %213
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @guided_stats_r4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, float noundef %7) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp eq i32 %9, 32
  br i1 %10, label %11, label %409

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = icmp ne i32 %12, 8
  %14 = icmp slt i32 %4, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %5, 1
  %17 = or i1 %15, %16
  br i1 %17, label %409, label %18

18:                                               ; preds = %11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
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
  br i1 %29, label %30, label %86

30:                                               ; preds = %18
  %31 = add nsw i32 %4, -1
  %32 = add nsw i32 %5, -1
  br label %33

33:                                               ; preds = %30, %33
  %34 = phi i32 [ %28, %30 ], [ %56, %33 ]
  %35 = trunc i32 %34 to i16
  %36 = udiv i16 %35, 40
  %37 = zext nneg i16 %36 to i32
  %38 = mul nsw i32 %37, -40
  %39 = add nsw i32 %38, %34
  %40 = add nsw i32 %39, %21
  %41 = tail call noundef i32 @llvm.smax.i32(i32 %40, i32 0)
  %42 = tail call i32 @llvm.umin.i32(i32 %41, i32 %31)
  %43 = add nsw i32 %24, %37
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 %32)
  %46 = zext nneg i32 %45 to i64
  %47 = mul nsw i64 %6, %46
  %48 = zext nneg i32 %42 to i64
  %49 = getelementptr float, ptr %0, i64 %47
  %50 = getelementptr float, ptr %49, i64 %48
  %51 = load float, ptr %50, align 4, !tbaa !14, !alias.scope !43, !noalias !46
  %52 = zext nneg i16 %36 to i64
  %53 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %52
  %54 = sext i32 %39 to i64
  %55 = getelementptr inbounds float, ptr %53, i64 %54
  store float %51, ptr %55, align 4, !tbaa !14, !noalias !48
  %56 = add nuw nsw i32 %34, 256
  %57 = icmp samesign ult i32 %34, 384
  br i1 %57, label %33, label %58, !llvm.loop !49

58:                                               ; preds = %33
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  %59 = add nsw i32 %4, -1
  %60 = add nsw i32 %5, -1
  br label %61

61:                                               ; preds = %58, %61
  %62 = phi i32 [ %28, %58 ], [ %84, %61 ]
  %63 = trunc i32 %62 to i16
  %64 = udiv i16 %63, 40
  %65 = zext nneg i16 %64 to i32
  %66 = mul nsw i32 %65, -40
  %67 = add nsw i32 %66, %62
  %68 = add nsw i32 %67, %21
  %69 = tail call noundef i32 @llvm.smax.i32(i32 %68, i32 0)
  %70 = tail call i32 @llvm.umin.i32(i32 %69, i32 %59)
  %71 = add nsw i32 %24, %65
  %72 = tail call noundef i32 @llvm.smax.i32(i32 %71, i32 0)
  %73 = tail call i32 @llvm.umin.i32(i32 %72, i32 %60)
  %74 = zext nneg i32 %73 to i64
  %75 = mul nsw i64 %6, %74
  %76 = zext nneg i32 %70 to i64
  %77 = getelementptr float, ptr %1, i64 %75
  %78 = getelementptr float, ptr %77, i64 %76
  %79 = load float, ptr %78, align 4, !tbaa !14, !alias.scope !50, !noalias !53
  %80 = zext nneg i16 %64 to i64
  %81 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %80
  %82 = sext i32 %67 to i64
  %83 = getelementptr inbounds float, ptr %81, i64 %82
  store float %79, ptr %83, align 4, !tbaa !14, !noalias !54
  %84 = add nuw nsw i32 %62, 256
  %85 = icmp samesign ult i32 %62, 384
  br i1 %85, label %61, label %87, !llvm.loop !49

86:                                               ; preds = %18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  br label %87

87:                                               ; preds = %61, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !53
  br i1 %29, label %236, label %88

88:                                               ; preds = %236, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !53
  %89 = icmp samesign ult i32 %25, 16
  %90 = zext nneg i32 %27 to i64
  br i1 %89, label %91, label %230

91:                                               ; preds = %88
  %92 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2hb to ptr), i64 %90
  %93 = add nuw nsw i32 %27, 1
  %94 = zext nneg i32 %93 to i64
  %95 = add nuw nsw i32 %27, 2
  %96 = zext nneg i32 %95 to i64
  %97 = add nuw nsw i32 %27, 3
  %98 = zext nneg i32 %97 to i64
  %99 = add nuw nsw i32 %27, 4
  %100 = zext nneg i32 %99 to i64
  %101 = add nuw nsw i32 %27, 5
  %102 = zext nneg i32 %101 to i64
  %103 = add nuw nsw i32 %27, 6
  %104 = zext nneg i32 %103 to i64
  %105 = add nuw nsw i32 %27, 7
  %106 = zext nneg i32 %105 to i64
  %107 = add nuw nsw i32 %27, 8
  %108 = zext nneg i32 %107 to i64
  br label %109

109:                                              ; preds = %91, %109
  %110 = phi i32 [ %25, %91 ], [ %228, %109 ]
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw [32 x float], ptr %92, i64 %111
  %113 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %111
  %114 = getelementptr inbounds nuw float, ptr %113, i64 %90
  %115 = load float, ptr %114, align 4, !tbaa !14, !noalias !53
  %116 = fadd contract float %115, 0.000000e+00
  %117 = getelementptr inbounds nuw float, ptr %113, i64 %94
  %118 = load float, ptr %117, align 4, !tbaa !14, !noalias !53
  %119 = fadd contract float %116, %118
  %120 = getelementptr inbounds nuw float, ptr %113, i64 %96
  %121 = load float, ptr %120, align 4, !tbaa !14, !noalias !53
  %122 = fadd contract float %119, %121
  %123 = getelementptr inbounds nuw float, ptr %113, i64 %98
  %124 = load float, ptr %123, align 4, !tbaa !14, !noalias !53
  %125 = fadd contract float %122, %124
  %126 = getelementptr inbounds nuw float, ptr %113, i64 %100
  %127 = load float, ptr %126, align 4, !tbaa !14, !noalias !53
  %128 = fadd contract float %125, %127
  %129 = getelementptr inbounds nuw float, ptr %113, i64 %102
  %130 = load float, ptr %129, align 4, !tbaa !14, !noalias !53
  %131 = fadd contract float %128, %130
  %132 = getelementptr inbounds nuw float, ptr %113, i64 %104
  %133 = load float, ptr %132, align 4, !tbaa !14, !noalias !53
  %134 = fadd contract float %131, %133
  %135 = getelementptr inbounds nuw float, ptr %113, i64 %106
  %136 = load float, ptr %135, align 4, !tbaa !14, !noalias !53
  %137 = fadd contract float %134, %136
  %138 = getelementptr inbounds nuw float, ptr %113, i64 %108
  %139 = load float, ptr %138, align 4, !tbaa !14, !noalias !53
  %140 = fadd contract float %137, %139
  store float %140, ptr %112, align 4, !tbaa !14, !noalias !53
  %141 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %111
  %142 = getelementptr inbounds nuw float, ptr %141, i64 %90
  %143 = load float, ptr %142, align 4, !tbaa !14, !noalias !53
  %144 = fadd contract float %143, 0.000000e+00
  %145 = getelementptr inbounds nuw float, ptr %141, i64 %94
  %146 = load float, ptr %145, align 4, !tbaa !14, !noalias !53
  %147 = fadd contract float %144, %146
  %148 = getelementptr inbounds nuw float, ptr %141, i64 %96
  %149 = load float, ptr %148, align 4, !tbaa !14, !noalias !53
  %150 = fadd contract float %147, %149
  %151 = getelementptr inbounds nuw float, ptr %141, i64 %98
  %152 = load float, ptr %151, align 4, !tbaa !14, !noalias !53
  %153 = fadd contract float %150, %152
  %154 = getelementptr inbounds nuw float, ptr %141, i64 %100
  %155 = load float, ptr %154, align 4, !tbaa !14, !noalias !53
  %156 = fadd contract float %153, %155
  %157 = getelementptr inbounds nuw float, ptr %141, i64 %102
  %158 = load float, ptr %157, align 4, !tbaa !14, !noalias !53
  %159 = fadd contract float %156, %158
  %160 = getelementptr inbounds nuw float, ptr %141, i64 %104
  %161 = load float, ptr %160, align 4, !tbaa !14, !noalias !53
  %162 = fadd contract float %159, %161
  %163 = getelementptr inbounds nuw float, ptr %141, i64 %106
  %164 = load float, ptr %163, align 4, !tbaa !14, !noalias !53
  %165 = fadd contract float %162, %164
  %166 = getelementptr inbounds nuw float, ptr %141, i64 %108
  %167 = load float, ptr %166, align 4, !tbaa !14, !noalias !53
  %168 = fadd contract float %165, %167
  %169 = getelementptr inbounds nuw i8, ptr %112, i64 2048
  store float %168, ptr %169, align 4, !tbaa !14, !noalias !53
  %170 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tIP to ptr), i64 %111
  %171 = getelementptr inbounds nuw float, ptr %170, i64 %90
  %172 = load float, ptr %171, align 4, !tbaa !14, !noalias !53
  %173 = fadd contract float %172, 0.000000e+00
  %174 = getelementptr inbounds nuw float, ptr %170, i64 %94
  %175 = load float, ptr %174, align 4, !tbaa !14, !noalias !53
  %176 = fadd contract float %173, %175
  %177 = getelementptr inbounds nuw float, ptr %170, i64 %96
  %178 = load float, ptr %177, align 4, !tbaa !14, !noalias !53
  %179 = fadd contract float %176, %178
  %180 = getelementptr inbounds nuw float, ptr %170, i64 %98
  %181 = load float, ptr %180, align 4, !tbaa !14, !noalias !53
  %182 = fadd contract float %179, %181
  %183 = getelementptr inbounds nuw float, ptr %170, i64 %100
  %184 = load float, ptr %183, align 4, !tbaa !14, !noalias !53
  %185 = fadd contract float %182, %184
  %186 = getelementptr inbounds nuw float, ptr %170, i64 %102
  %187 = load float, ptr %186, align 4, !tbaa !14, !noalias !53
  %188 = fadd contract float %185, %187
  %189 = getelementptr inbounds nuw float, ptr %170, i64 %104
  %190 = load float, ptr %189, align 4, !tbaa !14, !noalias !53
  %191 = fadd contract float %188, %190
  %192 = getelementptr inbounds nuw float, ptr %170, i64 %106
  %193 = load float, ptr %192, align 4, !tbaa !14, !noalias !53
  %194 = fadd contract float %191, %193
  %195 = getelementptr inbounds nuw float, ptr %170, i64 %108
  %196 = load float, ptr %195, align 4, !tbaa !14, !noalias !53
  %197 = fadd contract float %194, %196
  %198 = getelementptr inbounds nuw i8, ptr %112, i64 4096
  store float %197, ptr %198, align 4, !tbaa !14, !noalias !53
  %199 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tII to ptr), i64 %111
  %200 = getelementptr inbounds nuw float, ptr %199, i64 %90
  %201 = load float, ptr %200, align 4, !tbaa !14, !noalias !53
  %202 = fadd contract float %201, 0.000000e+00
  %203 = getelementptr inbounds nuw float, ptr %199, i64 %94
  %204 = load float, ptr %203, align 4, !tbaa !14, !noalias !53
  %205 = fadd contract float %202, %204
  %206 = getelementptr inbounds nuw float, ptr %199, i64 %96
  %207 = load float, ptr %206, align 4, !tbaa !14, !noalias !53
  %208 = fadd contract float %205, %207
  %209 = getelementptr inbounds nuw float, ptr %199, i64 %98
  %210 = load float, ptr %209, align 4, !tbaa !14, !noalias !53
  %211 = fadd contract float %208, %210
  %212 = getelementptr inbounds nuw float, ptr %199, i64 %100
  %213 = load float, ptr %212, align 4, !tbaa !14, !noalias !53
  %214 = fadd contract float %211, %213
  %215 = getelementptr inbounds nuw float, ptr %199, i64 %102
  %216 = load float, ptr %215, align 4, !tbaa !14, !noalias !53
  %217 = fadd contract float %214, %216
  %218 = getelementptr inbounds nuw float, ptr %199, i64 %104
  %219 = load float, ptr %218, align 4, !tbaa !14, !noalias !53
  %220 = fadd contract float %217, %219
  %221 = getelementptr inbounds nuw float, ptr %199, i64 %106
  %222 = load float, ptr %221, align 4, !tbaa !14, !noalias !53
  %223 = fadd contract float %220, %222
  %224 = getelementptr inbounds nuw float, ptr %199, i64 %108
  %225 = load float, ptr %224, align 4, !tbaa !14, !noalias !53
  %226 = fadd contract float %223, %225
  %227 = getelementptr inbounds nuw i8, ptr %112, i64 6144
  store float %226, ptr %227, align 4, !tbaa !14, !noalias !53
  %228 = add nuw nsw i32 %110, 8
  %229 = icmp samesign ult i32 %110, 8
  br i1 %229, label %109, label %230, !llvm.loop !55

230:                                              ; preds = %109, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !53
  %231 = add i32 %20, %27
  %232 = add nuw nsw i32 %23, %25
  %233 = icmp slt i32 %231, %4
  %234 = icmp samesign ult i32 %232, %5
  %235 = and i1 %233, %234
  br i1 %235, label %259, label %409

236:                                              ; preds = %87, %236
  %237 = phi i32 [ %257, %236 ], [ %28, %87 ]
  %238 = trunc i32 %237 to i16
  %239 = udiv i16 %238, 40
  %240 = zext nneg i16 %239 to i32
  %241 = mul nsw i32 %240, -40
  %242 = add nsw i32 %241, %237
  %243 = zext nneg i16 %239 to i64
  %244 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %243
  %245 = sext i32 %242 to i64
  %246 = getelementptr inbounds float, ptr %244, i64 %245
  %247 = load float, ptr %246, align 4, !tbaa !14, !noalias !56
  %248 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %243
  %249 = getelementptr inbounds float, ptr %248, i64 %245
  %250 = load float, ptr %249, align 4, !tbaa !14, !noalias !56
  %251 = fmul contract float %247, %250
  %252 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tIP to ptr), i64 %243
  %253 = getelementptr inbounds float, ptr %252, i64 %245
  store float %251, ptr %253, align 4, !tbaa !14, !noalias !56
  %254 = fmul contract float %247, %247
  %255 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE3tII to ptr), i64 %243
  %256 = getelementptr inbounds float, ptr %255, i64 %245
  store float %254, ptr %256, align 4, !tbaa !14, !noalias !56
  %257 = add nuw nsw i32 %237, 256
  %258 = icmp samesign ult i32 %237, 384
  br i1 %258, label %236, label %88, !llvm.loop !58

259:                                              ; preds = %230
  %260 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi4EEvPKfS1_PfS2_iixfE2hb to ptr), i64 %90
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 6144
  %262 = zext nneg i32 %25 to i64
  %263 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %262
  %264 = load float, ptr %263, align 4, !tbaa !14, !noalias !53
  %265 = fadd contract float %264, 0.000000e+00
  %266 = add nuw nsw i32 %25, 1
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %267
  %269 = load float, ptr %268, align 4, !tbaa !14, !noalias !53
  %270 = fadd contract float %265, %269
  %271 = add nuw nsw i32 %25, 2
  %272 = zext nneg i32 %271 to i64
  %273 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %272
  %274 = load float, ptr %273, align 4, !tbaa !14, !noalias !53
  %275 = fadd contract float %270, %274
  %276 = add nuw nsw i32 %25, 3
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %277
  %279 = load float, ptr %278, align 4, !tbaa !14, !noalias !53
  %280 = fadd contract float %275, %279
  %281 = add nuw nsw i32 %25, 4
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %282
  %284 = load float, ptr %283, align 4, !tbaa !14, !noalias !53
  %285 = fadd contract float %280, %284
  %286 = add nuw nsw i32 %25, 5
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %287
  %289 = load float, ptr %288, align 4, !tbaa !14, !noalias !53
  %290 = fadd contract float %285, %289
  %291 = add nuw nsw i32 %25, 6
  %292 = zext nneg i32 %291 to i64
  %293 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %292
  %294 = load float, ptr %293, align 4, !tbaa !14, !noalias !53
  %295 = fadd contract float %290, %294
  %296 = add nuw nsw i32 %25, 7
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %297
  %299 = load float, ptr %298, align 4, !tbaa !14, !noalias !53
  %300 = fadd contract float %295, %299
  %301 = add nuw nsw i32 %25, 8
  %302 = zext nneg i32 %301 to i64
  %303 = getelementptr inbounds nuw [32 x float], ptr %261, i64 %302
  %304 = load float, ptr %303, align 4, !tbaa !14, !noalias !53
  %305 = fadd contract float %300, %304
  %306 = fmul contract float %305, 0x3F8948B100000000
  %307 = getelementptr inbounds nuw i8, ptr %260, i64 4096
  %308 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %262
  %309 = load float, ptr %308, align 4, !tbaa !14, !noalias !53
  %310 = fadd contract float %309, 0.000000e+00
  %311 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %267
  %312 = load float, ptr %311, align 4, !tbaa !14, !noalias !53
  %313 = fadd contract float %310, %312
  %314 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %272
  %315 = load float, ptr %314, align 4, !tbaa !14, !noalias !53
  %316 = fadd contract float %313, %315
  %317 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %277
  %318 = load float, ptr %317, align 4, !tbaa !14, !noalias !53
  %319 = fadd contract float %316, %318
  %320 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %282
  %321 = load float, ptr %320, align 4, !tbaa !14, !noalias !53
  %322 = fadd contract float %319, %321
  %323 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %287
  %324 = load float, ptr %323, align 4, !tbaa !14, !noalias !53
  %325 = fadd contract float %322, %324
  %326 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %292
  %327 = load float, ptr %326, align 4, !tbaa !14, !noalias !53
  %328 = fadd contract float %325, %327
  %329 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %297
  %330 = load float, ptr %329, align 4, !tbaa !14, !noalias !53
  %331 = fadd contract float %328, %330
  %332 = getelementptr inbounds nuw [32 x float], ptr %307, i64 %302
  %333 = load float, ptr %332, align 4, !tbaa !14, !noalias !53
  %334 = fadd contract float %331, %333
  %335 = fmul contract float %334, 0x3F8948B100000000
  %336 = getelementptr inbounds nuw i8, ptr %260, i64 2048
  %337 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %262
  %338 = load float, ptr %337, align 4, !tbaa !14, !noalias !53
  %339 = fadd contract float %338, 0.000000e+00
  %340 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %267
  %341 = load float, ptr %340, align 4, !tbaa !14, !noalias !53
  %342 = fadd contract float %339, %341
  %343 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %272
  %344 = load float, ptr %343, align 4, !tbaa !14, !noalias !53
  %345 = fadd contract float %342, %344
  %346 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %277
  %347 = load float, ptr %346, align 4, !tbaa !14, !noalias !53
  %348 = fadd contract float %345, %347
  %349 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %282
  %350 = load float, ptr %349, align 4, !tbaa !14, !noalias !53
  %351 = fadd contract float %348, %350
  %352 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %287
  %353 = load float, ptr %352, align 4, !tbaa !14, !noalias !53
  %354 = fadd contract float %351, %353
  %355 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %292
  %356 = load float, ptr %355, align 4, !tbaa !14, !noalias !53
  %357 = fadd contract float %354, %356
  %358 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %297
  %359 = load float, ptr %358, align 4, !tbaa !14, !noalias !53
  %360 = fadd contract float %357, %359
  %361 = getelementptr inbounds nuw [32 x float], ptr %336, i64 %302
  %362 = load float, ptr %361, align 4, !tbaa !14, !noalias !53
  %363 = fadd contract float %360, %362
  %364 = fmul contract float %363, 0x3F8948B100000000
  %365 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %262
  %366 = load float, ptr %365, align 4, !tbaa !14, !noalias !53
  %367 = fadd contract float %366, 0.000000e+00
  %368 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %267
  %369 = load float, ptr %368, align 4, !tbaa !14, !noalias !53
  %370 = fadd contract float %367, %369
  %371 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %272
  %372 = load float, ptr %371, align 4, !tbaa !14, !noalias !53
  %373 = fadd contract float %370, %372
  %374 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %277
  %375 = load float, ptr %374, align 4, !tbaa !14, !noalias !53
  %376 = fadd contract float %373, %375
  %377 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %282
  %378 = load float, ptr %377, align 4, !tbaa !14, !noalias !53
  %379 = fadd contract float %376, %378
  %380 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %287
  %381 = load float, ptr %380, align 4, !tbaa !14, !noalias !53
  %382 = fadd contract float %379, %381
  %383 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %292
  %384 = load float, ptr %383, align 4, !tbaa !14, !noalias !53
  %385 = fadd contract float %382, %384
  %386 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %297
  %387 = load float, ptr %386, align 4, !tbaa !14, !noalias !53
  %388 = fadd contract float %385, %387
  %389 = getelementptr inbounds nuw [32 x float], ptr %260, i64 %302
  %390 = load float, ptr %389, align 4, !tbaa !14, !noalias !53
  %391 = fadd contract float %388, %390
  %392 = fmul contract float %391, 0x3F8948B100000000
  %393 = fmul contract float %364, %392
  %394 = fsub contract float %335, %393
  %395 = fmul contract float %392, %392
  %396 = fsub contract float %306, %395
  %397 = tail call noundef float @llvm.maxnum.f32(float %396, float 0.000000e+00)
  %398 = tail call noundef float @llvm.maxnum.f32(float %7, float 0x3E45798EE0000000)
  %399 = fadd contract float %398, %397
  %400 = fdiv contract float %394, %399
  %401 = fmul contract float %392, %400
  %402 = fsub contract float %364, %401
  %403 = zext nneg i32 %232 to i64
  %404 = mul nsw i64 %6, %403
  %405 = sext i32 %231 to i64
  %406 = add nsw i64 %404, %405
  %407 = getelementptr inbounds float, ptr %2, i64 %406
  store float %400, ptr %407, align 4, !tbaa !14, !alias.scope !38, !noalias !59
  %408 = getelementptr inbounds float, ptr %3, i64 %406
  store float %402, ptr %408, align 4, !tbaa !14, !alias.scope !41, !noalias !60
  br label %409

409:                                              ; preds = %230, %259, %8, %11
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @guided_apply_r4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !61)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !64)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp eq i32 %8, 32
  br i1 %9, label %10, label %260

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = icmp ne i32 %11, 8
  %13 = icmp slt i32 %4, 1
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  br i1 %16, label %260, label %17

17:                                               ; preds = %10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !66)
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
  br i1 %28, label %29, label %85

29:                                               ; preds = %17
  %30 = add nsw i32 %4, -1
  %31 = add nsw i32 %5, -1
  br label %32

32:                                               ; preds = %29, %32
  %33 = phi i32 [ %27, %29 ], [ %55, %32 ]
  %34 = trunc i32 %33 to i16
  %35 = udiv i16 %34, 40
  %36 = zext nneg i16 %35 to i32
  %37 = mul nsw i32 %36, -40
  %38 = add nsw i32 %37, %33
  %39 = add nsw i32 %38, %20
  %40 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 0)
  %41 = tail call i32 @llvm.umin.i32(i32 %40, i32 %30)
  %42 = add nsw i32 %23, %36
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %42, i32 0)
  %44 = tail call i32 @llvm.umin.i32(i32 %43, i32 %31)
  %45 = zext nneg i32 %44 to i64
  %46 = mul nsw i64 %6, %45
  %47 = zext nneg i32 %41 to i64
  %48 = getelementptr float, ptr %1, i64 %46
  %49 = getelementptr float, ptr %48, i64 %47
  %50 = load float, ptr %49, align 4, !tbaa !14, !alias.scope !66, !noalias !69
  %51 = zext nneg i16 %35 to i64
  %52 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tA to ptr), i64 %51
  %53 = sext i32 %38 to i64
  %54 = getelementptr inbounds float, ptr %52, i64 %53
  store float %50, ptr %54, align 4, !tbaa !14, !noalias !71
  %55 = add nuw nsw i32 %33, 256
  %56 = icmp samesign ult i32 %33, 384
  br i1 %56, label %32, label %57, !llvm.loop !49

57:                                               ; preds = %32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !72)
  %58 = add nsw i32 %4, -1
  %59 = add nsw i32 %5, -1
  br label %60

60:                                               ; preds = %57, %60
  %61 = phi i32 [ %27, %57 ], [ %83, %60 ]
  %62 = trunc i32 %61 to i16
  %63 = udiv i16 %62, 40
  %64 = zext nneg i16 %63 to i32
  %65 = mul nsw i32 %64, -40
  %66 = add nsw i32 %65, %61
  %67 = add nsw i32 %66, %20
  %68 = tail call noundef i32 @llvm.smax.i32(i32 %67, i32 0)
  %69 = tail call i32 @llvm.umin.i32(i32 %68, i32 %58)
  %70 = add nsw i32 %23, %64
  %71 = tail call noundef i32 @llvm.smax.i32(i32 %70, i32 0)
  %72 = tail call i32 @llvm.umin.i32(i32 %71, i32 %59)
  %73 = zext nneg i32 %72 to i64
  %74 = mul nsw i64 %6, %73
  %75 = zext nneg i32 %69 to i64
  %76 = getelementptr float, ptr %2, i64 %74
  %77 = getelementptr float, ptr %76, i64 %75
  %78 = load float, ptr %77, align 4, !tbaa !14, !alias.scope !72, !noalias !75
  %79 = zext nneg i16 %63 to i64
  %80 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tB to ptr), i64 %79
  %81 = sext i32 %66 to i64
  %82 = getelementptr inbounds float, ptr %80, i64 %81
  store float %78, ptr %82, align 4, !tbaa !14, !noalias !76
  %83 = add nuw nsw i32 %61, 256
  %84 = icmp samesign ult i32 %61, 384
  br i1 %84, label %60, label %86, !llvm.loop !49

85:                                               ; preds = %17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !72)
  br label %86

86:                                               ; preds = %60, %85
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !75
  %87 = icmp samesign ult i32 %24, 16
  %88 = zext nneg i32 %26 to i64
  br i1 %87, label %89, label %170

89:                                               ; preds = %86
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2hb to ptr), i64 %88
  %91 = add nuw nsw i32 %26, 1
  %92 = zext nneg i32 %91 to i64
  %93 = add nuw nsw i32 %26, 2
  %94 = zext nneg i32 %93 to i64
  %95 = add nuw nsw i32 %26, 3
  %96 = zext nneg i32 %95 to i64
  %97 = add nuw nsw i32 %26, 4
  %98 = zext nneg i32 %97 to i64
  %99 = add nuw nsw i32 %26, 5
  %100 = zext nneg i32 %99 to i64
  %101 = add nuw nsw i32 %26, 6
  %102 = zext nneg i32 %101 to i64
  %103 = add nuw nsw i32 %26, 7
  %104 = zext nneg i32 %103 to i64
  %105 = add nuw nsw i32 %26, 8
  %106 = zext nneg i32 %105 to i64
  br label %107

107:                                              ; preds = %89, %107
  %108 = phi i32 [ %24, %89 ], [ %168, %107 ]
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw [32 x float], ptr %90, i64 %109
  %111 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tA to ptr), i64 %109
  %112 = getelementptr inbounds nuw float, ptr %111, i64 %88
  %113 = load float, ptr %112, align 4, !tbaa !14, !noalias !75
  %114 = fadd contract float %113, 0.000000e+00
  %115 = getelementptr inbounds nuw float, ptr %111, i64 %92
  %116 = load float, ptr %115, align 4, !tbaa !14, !noalias !75
  %117 = fadd contract float %114, %116
  %118 = getelementptr inbounds nuw float, ptr %111, i64 %94
  %119 = load float, ptr %118, align 4, !tbaa !14, !noalias !75
  %120 = fadd contract float %117, %119
  %121 = getelementptr inbounds nuw float, ptr %111, i64 %96
  %122 = load float, ptr %121, align 4, !tbaa !14, !noalias !75
  %123 = fadd contract float %120, %122
  %124 = getelementptr inbounds nuw float, ptr %111, i64 %98
  %125 = load float, ptr %124, align 4, !tbaa !14, !noalias !75
  %126 = fadd contract float %123, %125
  %127 = getelementptr inbounds nuw float, ptr %111, i64 %100
  %128 = load float, ptr %127, align 4, !tbaa !14, !noalias !75
  %129 = fadd contract float %126, %128
  %130 = getelementptr inbounds nuw float, ptr %111, i64 %102
  %131 = load float, ptr %130, align 4, !tbaa !14, !noalias !75
  %132 = fadd contract float %129, %131
  %133 = getelementptr inbounds nuw float, ptr %111, i64 %104
  %134 = load float, ptr %133, align 4, !tbaa !14, !noalias !75
  %135 = fadd contract float %132, %134
  %136 = getelementptr inbounds nuw float, ptr %111, i64 %106
  %137 = load float, ptr %136, align 4, !tbaa !14, !noalias !75
  %138 = fadd contract float %135, %137
  store float %138, ptr %110, align 4, !tbaa !14, !noalias !75
  %139 = getelementptr inbounds nuw [40 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2tB to ptr), i64 %109
  %140 = getelementptr inbounds nuw float, ptr %139, i64 %88
  %141 = load float, ptr %140, align 4, !tbaa !14, !noalias !75
  %142 = fadd contract float %141, 0.000000e+00
  %143 = getelementptr inbounds nuw float, ptr %139, i64 %92
  %144 = load float, ptr %143, align 4, !tbaa !14, !noalias !75
  %145 = fadd contract float %142, %144
  %146 = getelementptr inbounds nuw float, ptr %139, i64 %94
  %147 = load float, ptr %146, align 4, !tbaa !14, !noalias !75
  %148 = fadd contract float %145, %147
  %149 = getelementptr inbounds nuw float, ptr %139, i64 %96
  %150 = load float, ptr %149, align 4, !tbaa !14, !noalias !75
  %151 = fadd contract float %148, %150
  %152 = getelementptr inbounds nuw float, ptr %139, i64 %98
  %153 = load float, ptr %152, align 4, !tbaa !14, !noalias !75
  %154 = fadd contract float %151, %153
  %155 = getelementptr inbounds nuw float, ptr %139, i64 %100
  %156 = load float, ptr %155, align 4, !tbaa !14, !noalias !75
  %157 = fadd contract float %154, %156
  %158 = getelementptr inbounds nuw float, ptr %139, i64 %102
  %159 = load float, ptr %158, align 4, !tbaa !14, !noalias !75
  %160 = fadd contract float %157, %159
  %161 = getelementptr inbounds nuw float, ptr %139, i64 %104
  %162 = load float, ptr %161, align 4, !tbaa !14, !noalias !75
  %163 = fadd contract float %160, %162
  %164 = getelementptr inbounds nuw float, ptr %139, i64 %106
  %165 = load float, ptr %164, align 4, !tbaa !14, !noalias !75
  %166 = fadd contract float %163, %165
  %167 = getelementptr inbounds nuw i8, ptr %110, i64 2048
  store float %166, ptr %167, align 4, !tbaa !14, !noalias !75
  %168 = add nuw nsw i32 %108, 8
  %169 = icmp samesign ult i32 %108, 8
  br i1 %169, label %107, label %170, !llvm.loop !77

170:                                              ; preds = %107, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !75
  %171 = add i32 %19, %26
  %172 = add nuw nsw i32 %22, %24
  %173 = icmp slt i32 %171, %4
  %174 = icmp samesign ult i32 %172, %5
  %175 = and i1 %173, %174
  br i1 %175, label %176, label %260

176:                                              ; preds = %170
  %177 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_apply_bodyILi4EEvPKfS1_S1_PfiixE2hb to ptr), i64 %88
  %178 = getelementptr inbounds nuw i8, ptr %177, i64 2048
  %179 = zext nneg i32 %24 to i64
  %180 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !14, !noalias !75
  %182 = fadd contract float %181, 0.000000e+00
  %183 = add nuw nsw i32 %24, 1
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %184
  %186 = load float, ptr %185, align 4, !tbaa !14, !noalias !75
  %187 = fadd contract float %182, %186
  %188 = add nuw nsw i32 %24, 2
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %189
  %191 = load float, ptr %190, align 4, !tbaa !14, !noalias !75
  %192 = fadd contract float %187, %191
  %193 = add nuw nsw i32 %24, 3
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %194
  %196 = load float, ptr %195, align 4, !tbaa !14, !noalias !75
  %197 = fadd contract float %192, %196
  %198 = add nuw nsw i32 %24, 4
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !14, !noalias !75
  %202 = fadd contract float %197, %201
  %203 = add nuw nsw i32 %24, 5
  %204 = zext nneg i32 %203 to i64
  %205 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %204
  %206 = load float, ptr %205, align 4, !tbaa !14, !noalias !75
  %207 = fadd contract float %202, %206
  %208 = add nuw nsw i32 %24, 6
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %209
  %211 = load float, ptr %210, align 4, !tbaa !14, !noalias !75
  %212 = fadd contract float %207, %211
  %213 = add nuw nsw i32 %24, 7
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %214
  %216 = load float, ptr %215, align 4, !tbaa !14, !noalias !75
  %217 = fadd contract float %212, %216
  %218 = add nuw nsw i32 %24, 8
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw [32 x float], ptr %178, i64 %219
  %221 = load float, ptr %220, align 4, !tbaa !14, !noalias !75
  %222 = fadd contract float %217, %221
  %223 = fmul contract float %222, 0x3F8948B100000000
  %224 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %179
  %225 = load float, ptr %224, align 4, !tbaa !14, !noalias !75
  %226 = fadd contract float %225, 0.000000e+00
  %227 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %184
  %228 = load float, ptr %227, align 4, !tbaa !14, !noalias !75
  %229 = fadd contract float %226, %228
  %230 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %189
  %231 = load float, ptr %230, align 4, !tbaa !14, !noalias !75
  %232 = fadd contract float %229, %231
  %233 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %194
  %234 = load float, ptr %233, align 4, !tbaa !14, !noalias !75
  %235 = fadd contract float %232, %234
  %236 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %199
  %237 = load float, ptr %236, align 4, !tbaa !14, !noalias !75
  %238 = fadd contract float %235, %237
  %239 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %204
  %240 = load float, ptr %239, align 4, !tbaa !14, !noalias !75
  %241 = fadd contract float %238, %240
  %242 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %209
  %243 = load float, ptr %242, align 4, !tbaa !14, !noalias !75
  %244 = fadd contract float %241, %243
  %245 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %214
  %246 = load float, ptr %245, align 4, !tbaa !14, !noalias !75
  %247 = fadd contract float %244, %246
  %248 = getelementptr inbounds nuw [32 x float], ptr %177, i64 %219
  %249 = load float, ptr %248, align 4, !tbaa !14, !noalias !75
  %250 = fadd contract float %247, %249
  %251 = fmul contract float %250, 0x3F8948B100000000
  %252 = zext nneg i32 %172 to i64
  %253 = mul nsw i64 %6, %252
  %254 = sext i32 %171 to i64
  %255 = add nsw i64 %253, %254
  %256 = getelementptr inbounds float, ptr %0, i64 %255
  %257 = load float, ptr %256, align 4, !tbaa !14, !alias.scope !61, !noalias !78
  %258 = tail call noundef float @llvm.fma.f32(float %251, float %257, float %223)
  %259 = getelementptr inbounds float, ptr %3, i64 %255
  store float %258, ptr %259, align 4, !tbaa !14, !alias.scope !64, !noalias !80
  br label %260

260:                                              ; preds = %170, %176, %7, %10
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @guided_stats_r2(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, float noundef %7) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !81)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !84)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp eq i32 %9, 32
  br i1 %10, label %11, label %297

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = icmp ne i32 %12, 8
  %14 = icmp slt i32 %4, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %5, 1
  %17 = or i1 %15, %16
  br i1 %17, label %297, label %18

18:                                               ; preds = %11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !86)
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
  br i1 %29, label %30, label %86

30:                                               ; preds = %18
  %31 = add nsw i32 %4, -1
  %32 = add nsw i32 %5, -1
  br label %33

33:                                               ; preds = %30, %33
  %34 = phi i32 [ %28, %30 ], [ %56, %33 ]
  %35 = trunc i32 %34 to i16
  %36 = udiv i16 %35, 36
  %37 = zext nneg i16 %36 to i32
  %38 = mul nsw i32 %37, -36
  %39 = add nsw i32 %38, %34
  %40 = add nsw i32 %39, %21
  %41 = tail call noundef i32 @llvm.smax.i32(i32 %40, i32 0)
  %42 = tail call i32 @llvm.umin.i32(i32 %41, i32 %31)
  %43 = add nsw i32 %24, %37
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 %32)
  %46 = zext nneg i32 %45 to i64
  %47 = mul nsw i64 %6, %46
  %48 = zext nneg i32 %42 to i64
  %49 = getelementptr float, ptr %0, i64 %47
  %50 = getelementptr float, ptr %49, i64 %48
  %51 = load float, ptr %50, align 4, !tbaa !14, !alias.scope !86, !noalias !89
  %52 = zext nneg i16 %36 to i64
  %53 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %52
  %54 = sext i32 %39 to i64
  %55 = getelementptr inbounds float, ptr %53, i64 %54
  store float %51, ptr %55, align 4, !tbaa !14, !noalias !91
  %56 = add nuw nsw i32 %34, 256
  %57 = icmp samesign ult i32 %34, 176
  br i1 %57, label %33, label %58, !llvm.loop !92

58:                                               ; preds = %33
  tail call void @llvm.experimental.noalias.scope.decl(metadata !93)
  %59 = add nsw i32 %4, -1
  %60 = add nsw i32 %5, -1
  br label %61

61:                                               ; preds = %58, %61
  %62 = phi i32 [ %28, %58 ], [ %84, %61 ]
  %63 = trunc i32 %62 to i16
  %64 = udiv i16 %63, 36
  %65 = zext nneg i16 %64 to i32
  %66 = mul nsw i32 %65, -36
  %67 = add nsw i32 %66, %62
  %68 = add nsw i32 %67, %21
  %69 = tail call noundef i32 @llvm.smax.i32(i32 %68, i32 0)
  %70 = tail call i32 @llvm.umin.i32(i32 %69, i32 %59)
  %71 = add nsw i32 %24, %65
  %72 = tail call noundef i32 @llvm.smax.i32(i32 %71, i32 0)
  %73 = tail call i32 @llvm.umin.i32(i32 %72, i32 %60)
  %74 = zext nneg i32 %73 to i64
  %75 = mul nsw i64 %6, %74
  %76 = zext nneg i32 %70 to i64
  %77 = getelementptr float, ptr %1, i64 %75
  %78 = getelementptr float, ptr %77, i64 %76
  %79 = load float, ptr %78, align 4, !tbaa !14, !alias.scope !93, !noalias !96
  %80 = zext nneg i16 %64 to i64
  %81 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %80
  %82 = sext i32 %67 to i64
  %83 = getelementptr inbounds float, ptr %81, i64 %82
  store float %79, ptr %83, align 4, !tbaa !14, !noalias !97
  %84 = add nuw nsw i32 %62, 256
  %85 = icmp samesign ult i32 %62, 176
  br i1 %85, label %61, label %87, !llvm.loop !92

86:                                               ; preds = %18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !93)
  br label %87

87:                                               ; preds = %61, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !96
  br i1 %29, label %180, label %88

88:                                               ; preds = %180, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !96
  %89 = icmp samesign ult i32 %25, 12
  %90 = zext nneg i32 %27 to i64
  br i1 %89, label %91, label %174

91:                                               ; preds = %88
  %92 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2hb to ptr), i64 %90
  %93 = add nuw nsw i32 %27, 1
  %94 = zext nneg i32 %93 to i64
  %95 = add nuw nsw i32 %27, 2
  %96 = zext nneg i32 %95 to i64
  %97 = add nuw nsw i32 %27, 3
  %98 = zext nneg i32 %97 to i64
  %99 = add nuw nsw i32 %27, 4
  %100 = zext nneg i32 %99 to i64
  br label %101

101:                                              ; preds = %91, %101
  %102 = phi i32 [ %25, %91 ], [ %172, %101 ]
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw [32 x float], ptr %92, i64 %103
  %105 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %103
  %106 = getelementptr inbounds nuw float, ptr %105, i64 %90
  %107 = load float, ptr %106, align 4, !tbaa !14, !noalias !96
  %108 = fadd contract float %107, 0.000000e+00
  %109 = getelementptr inbounds nuw float, ptr %105, i64 %94
  %110 = load float, ptr %109, align 4, !tbaa !14, !noalias !96
  %111 = fadd contract float %108, %110
  %112 = getelementptr inbounds nuw float, ptr %105, i64 %96
  %113 = load float, ptr %112, align 4, !tbaa !14, !noalias !96
  %114 = fadd contract float %111, %113
  %115 = getelementptr inbounds nuw float, ptr %105, i64 %98
  %116 = load float, ptr %115, align 4, !tbaa !14, !noalias !96
  %117 = fadd contract float %114, %116
  %118 = getelementptr inbounds nuw float, ptr %105, i64 %100
  %119 = load float, ptr %118, align 4, !tbaa !14, !noalias !96
  %120 = fadd contract float %117, %119
  store float %120, ptr %104, align 4, !tbaa !14, !noalias !96
  %121 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %103
  %122 = getelementptr inbounds nuw float, ptr %121, i64 %90
  %123 = load float, ptr %122, align 4, !tbaa !14, !noalias !96
  %124 = fadd contract float %123, 0.000000e+00
  %125 = getelementptr inbounds nuw float, ptr %121, i64 %94
  %126 = load float, ptr %125, align 4, !tbaa !14, !noalias !96
  %127 = fadd contract float %124, %126
  %128 = getelementptr inbounds nuw float, ptr %121, i64 %96
  %129 = load float, ptr %128, align 4, !tbaa !14, !noalias !96
  %130 = fadd contract float %127, %129
  %131 = getelementptr inbounds nuw float, ptr %121, i64 %98
  %132 = load float, ptr %131, align 4, !tbaa !14, !noalias !96
  %133 = fadd contract float %130, %132
  %134 = getelementptr inbounds nuw float, ptr %121, i64 %100
  %135 = load float, ptr %134, align 4, !tbaa !14, !noalias !96
  %136 = fadd contract float %133, %135
  %137 = getelementptr inbounds nuw i8, ptr %104, i64 1536
  store float %136, ptr %137, align 4, !tbaa !14, !noalias !96
  %138 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tIP to ptr), i64 %103
  %139 = getelementptr inbounds nuw float, ptr %138, i64 %90
  %140 = load float, ptr %139, align 4, !tbaa !14, !noalias !96
  %141 = fadd contract float %140, 0.000000e+00
  %142 = getelementptr inbounds nuw float, ptr %138, i64 %94
  %143 = load float, ptr %142, align 4, !tbaa !14, !noalias !96
  %144 = fadd contract float %141, %143
  %145 = getelementptr inbounds nuw float, ptr %138, i64 %96
  %146 = load float, ptr %145, align 4, !tbaa !14, !noalias !96
  %147 = fadd contract float %144, %146
  %148 = getelementptr inbounds nuw float, ptr %138, i64 %98
  %149 = load float, ptr %148, align 4, !tbaa !14, !noalias !96
  %150 = fadd contract float %147, %149
  %151 = getelementptr inbounds nuw float, ptr %138, i64 %100
  %152 = load float, ptr %151, align 4, !tbaa !14, !noalias !96
  %153 = fadd contract float %150, %152
  %154 = getelementptr inbounds nuw i8, ptr %104, i64 3072
  store float %153, ptr %154, align 4, !tbaa !14, !noalias !96
  %155 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tII to ptr), i64 %103
  %156 = getelementptr inbounds nuw float, ptr %155, i64 %90
  %157 = load float, ptr %156, align 4, !tbaa !14, !noalias !96
  %158 = fadd contract float %157, 0.000000e+00
  %159 = getelementptr inbounds nuw float, ptr %155, i64 %94
  %160 = load float, ptr %159, align 4, !tbaa !14, !noalias !96
  %161 = fadd contract float %158, %160
  %162 = getelementptr inbounds nuw float, ptr %155, i64 %96
  %163 = load float, ptr %162, align 4, !tbaa !14, !noalias !96
  %164 = fadd contract float %161, %163
  %165 = getelementptr inbounds nuw float, ptr %155, i64 %98
  %166 = load float, ptr %165, align 4, !tbaa !14, !noalias !96
  %167 = fadd contract float %164, %166
  %168 = getelementptr inbounds nuw float, ptr %155, i64 %100
  %169 = load float, ptr %168, align 4, !tbaa !14, !noalias !96
  %170 = fadd contract float %167, %169
  %171 = getelementptr inbounds nuw i8, ptr %104, i64 4608
  store float %170, ptr %171, align 4, !tbaa !14, !noalias !96
  %172 = add nuw nsw i32 %102, 8
  %173 = icmp samesign ult i32 %102, 4
  br i1 %173, label %101, label %174, !llvm.loop !98

174:                                              ; preds = %101, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !96
  %175 = add i32 %20, %27
  %176 = add nuw nsw i32 %23, %25
  %177 = icmp slt i32 %175, %4
  %178 = icmp samesign ult i32 %176, %5
  %179 = and i1 %177, %178
  br i1 %179, label %203, label %297

180:                                              ; preds = %87, %180
  %181 = phi i32 [ %201, %180 ], [ %28, %87 ]
  %182 = trunc i32 %181 to i16
  %183 = udiv i16 %182, 36
  %184 = zext nneg i16 %183 to i32
  %185 = mul nsw i32 %184, -36
  %186 = add nsw i32 %185, %181
  %187 = zext nneg i16 %183 to i64
  %188 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tI to ptr), i64 %187
  %189 = sext i32 %186 to i64
  %190 = getelementptr inbounds float, ptr %188, i64 %189
  %191 = load float, ptr %190, align 4, !tbaa !14, !noalias !99
  %192 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2tP to ptr), i64 %187
  %193 = getelementptr inbounds float, ptr %192, i64 %189
  %194 = load float, ptr %193, align 4, !tbaa !14, !noalias !99
  %195 = fmul contract float %191, %194
  %196 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tIP to ptr), i64 %187
  %197 = getelementptr inbounds float, ptr %196, i64 %189
  store float %195, ptr %197, align 4, !tbaa !14, !noalias !99
  %198 = fmul contract float %191, %191
  %199 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE3tII to ptr), i64 %187
  %200 = getelementptr inbounds float, ptr %199, i64 %189
  store float %198, ptr %200, align 4, !tbaa !14, !noalias !99
  %201 = add nuw nsw i32 %181, 256
  %202 = icmp samesign ult i32 %181, 176
  br i1 %202, label %180, label %88, !llvm.loop !101

203:                                              ; preds = %174
  %204 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17guided_stats_bodyILi2EEvPKfS1_PfS2_iixfE2hb to ptr), i64 %90
  %205 = getelementptr inbounds nuw i8, ptr %204, i64 4608
  %206 = zext nneg i32 %25 to i64
  %207 = getelementptr inbounds nuw [32 x float], ptr %205, i64 %206
  %208 = load float, ptr %207, align 4, !tbaa !14, !noalias !96
  %209 = fadd contract float %208, 0.000000e+00
  %210 = add nuw nsw i32 %25, 1
  %211 = zext nneg i32 %210 to i64
  %212 = getelementptr inbounds nuw [32 x float], ptr %205, i64 %211
  %213 = load float, ptr %212, align 4, !tbaa !14, !noalias !96
  %214 = fadd contract float %209, %213
  %215 = add nuw nsw i32 %25, 2
  %216 = zext nneg i32 %215 to i64
  %217 = getelementptr inbounds nuw [32 x float], ptr %205, i64 %216
  %218 = load float, ptr %217, align 4, !tbaa !14, !noalias !96
  %219 = fadd contract float %214, %218
  %220 = add nuw nsw i32 %25, 3
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds nuw [32 x float], ptr %205, i64 %221
  %223 = load float, ptr %222, align 4, !tbaa !14, !noalias !96
  %224 = fadd contract float %219, %223
  %225 = add nuw nsw i32 %25, 4
  %226 = zext nneg i32 %225 to i64
  %227 = getelementptr inbounds nuw [32 x float], ptr %205, i64 %226
  %228 = load float, ptr %227, align 4, !tbaa !14, !noalias !96
  %229 = fadd contract float %224, %228
  %230 = fmul contract float %229, 0x3FA47AE140000000
  %231 = getelementptr inbounds nuw i8, ptr %204, i64 3072
  %232 = getelementptr inbounds nuw [32 x float], ptr %231, i64 %206
  %233 = load float, ptr %232, align 4, !tbaa !14, !noalias !96
  %234 = fadd contract float %233, 0.000000e+00
  %235 = getelementptr inbounds nuw [32 x float], ptr %231, i64 %211
  %236 = load float, ptr %235, align 4, !tbaa !14, !noalias !96
  %237 = fadd contract float %234, %236
  %238 = getelementptr inbounds nuw [32 x float], ptr %231, i64 %216
  %239 = load float, ptr %238, align 4, !tbaa !14, !noalias !96
  %240 = fadd contract float %237, %239
  %241 = getelementptr inbounds nuw [32 x float], ptr %231, i64 %221
  %242 = load float, ptr %241, align 4, !tbaa !14, !noalias !96
  %243 = fadd contract float %240, %242
  %244 = getelementptr inbounds nuw [32 x float], ptr %231, i64 %226
  %245 = load float, ptr %244, align 4, !tbaa !14, !noalias !96
  %246 = fadd contract float %243, %245
  %247 = fmul contract float %246, 0x3FA47AE140000000
  %248 = getelementptr inbounds nuw i8, ptr %204, i64 1536
  %249 = getelementptr inbounds nuw [32 x float], ptr %248, i64 %206
  %250 = load float, ptr %249, align 4, !tbaa !14, !noalias !96
  %251 = fadd contract float %250, 0.000000e+00
  %252 = getelementptr inbounds nuw [32 x float], ptr %248, i64 %211
  %253 = load float, ptr %252, align 4, !tbaa !14, !noalias !96
  %254 = fadd contract float %251, %253
  %255 = getelementptr inbounds nuw [32 x float], ptr %248, i64 %216
  %256 = load float, ptr %255, align 4, !tbaa !14, !noalias !96
  %257 = fadd contract float %254, %256
  %258 = getelementptr inbounds nuw [32 x float], ptr %248, i64 %221
  %259 = load float, ptr %258, align 4, !tbaa !14, !noalias !96
  %260 = fadd contract float %257, %259
  %261 = getelementptr inbounds nuw [32 x float], ptr %248, i64 %226
  %262 = load float, ptr %261, align 4, !tbaa !14, !noalias !96
  %263 = fadd contract float %260, %262
  %264 = fmul contract float %263, 0x3FA47AE140000000
  %265 = getelementptr inbounds nuw [32 x float], ptr %204, i64 %206
  %266 = load float, ptr %265, align 4, !tbaa !14, !noalias !96
  %267 = fadd contract float %266, 0.000000e+00
  %268 = getelementptr inbounds nuw [32 x float], ptr %204, i64 %211
  %269 = load float, ptr %268, align 4, !tbaa !14, !noalias !96
  %270 = fadd contract float %267, %269
  %271 = getelementptr inbounds nuw [32 x float], ptr %204, i64 %216
  %272 = load float, ptr %271, align 4, !tbaa !14, !noalias !96
  %273 = fadd contract float %270, %272
  %274 = getelementptr inbounds nuw [32 x float], ptr %204, i64 %221
  %275 = load float, ptr %274, align 4, !tbaa !14, !noalias !96
  %276 = fadd contract float %273, %275
  %277 = getelementptr inbounds nuw [32 x float], ptr %204, i64 %226
  %278 = load float, ptr %277, align 4, !tbaa !14, !noalias !96
  %279 = fadd contract float %276, %278
  %280 = fmul contract float %279, 0x3FA47AE140000000
  %281 = fmul contract float %264, %280
  %282 = fsub contract float %247, %281
  %283 = fmul contract float %280, %280
  %284 = fsub contract float %230, %283
  %285 = tail call noundef float @llvm.maxnum.f32(float %284, float 0.000000e+00)
  %286 = tail call noundef float @llvm.maxnum.f32(float %7, float 0x3E45798EE0000000)
  %287 = fadd contract float %286, %285
  %288 = fdiv contract float %282, %287
  %289 = fmul contract float %280, %288
  %290 = fsub contract float %264, %289
  %291 = zext nneg i32 %176 to i64
  %292 = mul nsw i64 %6, %291
  %293 = sext i32 %175 to i64
  %294 = add nsw i64 %292, %293
  %295 = getelementptr inbounds float, ptr %2, i64 %294
  store float %288, ptr %295, align 4, !tbaa !14, !alias.scope !81, !noalias !102
  %296 = getelementptr inbounds float, ptr %3, i64 %294
  store float %290, ptr %296, align 4, !tbaa !14, !alias.scope !84, !noalias !103
  br label %297

297:                                              ; preds = %174, %203, %8, %11
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @unsharp_mask_r2(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = icmp eq i32 %9, 32
  br i1 %10, label %11, label %184

11:                                               ; preds = %8
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = icmp ne i32 %12, 8
  %14 = icmp slt i32 %2, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %3, 1
  %17 = or i1 %15, %16
  br i1 %17, label %184, label %18

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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !104)
  %52 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %53 = shl i32 %52, 5
  %54 = add i32 %53, -2
  %55 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %56 = shl nuw nsw i32 %55, 3
  %57 = add nsw i32 %56, -2
  %58 = icmp samesign ult i32 %22, 432
  br i1 %58, label %59, label %87

59:                                               ; preds = %51
  %60 = add nsw i32 %2, -1
  %61 = add nsw i32 %3, -1
  br label %62

62:                                               ; preds = %59, %62
  %63 = phi i32 [ %22, %59 ], [ %85, %62 ]
  %64 = trunc i32 %63 to i16
  %65 = udiv i16 %64, 36
  %66 = zext nneg i16 %65 to i32
  %67 = mul nsw i32 %66, -36
  %68 = add nsw i32 %67, %63
  %69 = add nsw i32 %54, %68
  %70 = tail call noundef i32 @llvm.smax.i32(i32 %69, i32 0)
  %71 = tail call i32 @llvm.umin.i32(i32 %70, i32 %60)
  %72 = add nsw i32 %57, %66
  %73 = tail call noundef i32 @llvm.smax.i32(i32 %72, i32 0)
  %74 = tail call i32 @llvm.umin.i32(i32 %73, i32 %61)
  %75 = zext nneg i32 %74 to i64
  %76 = mul nsw i64 %4, %75
  %77 = zext nneg i32 %71 to i64
  %78 = getelementptr float, ptr %0, i64 %76
  %79 = getelementptr float, ptr %78, i64 %77
  %80 = load float, ptr %79, align 4, !tbaa !14, !alias.scope !104
  %81 = zext nneg i16 %65 to i64
  %82 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4tile to ptr), i64 %81
  %83 = sext i32 %68 to i64
  %84 = getelementptr inbounds float, ptr %82, i64 %83
  store float %80, ptr %84, align 4, !tbaa !14, !noalias !104
  %85 = add nuw nsw i32 %63, 256
  %86 = icmp samesign ult i32 %63, 176
  br i1 %86, label %62, label %87, !llvm.loop !92

87:                                               ; preds = %62, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 20), align 4, !tbaa !14
  %89 = icmp samesign ult i32 %19, 12
  %90 = zext nneg i32 %21 to i64
  br i1 %89, label %91, label %129

91:                                               ; preds = %87
  %92 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4hbuf to ptr), i64 %90
  %93 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), align 4, !tbaa !14
  %94 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 4), align 4, !tbaa !14
  %95 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 8), align 4, !tbaa !14
  %96 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 12), align 4, !tbaa !14
  %97 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 16), align 4, !tbaa !14
  %98 = zext nneg i32 %21 to i64
  %99 = zext nneg i32 %21 to i64
  %100 = zext nneg i32 %21 to i64
  %101 = zext nneg i32 %21 to i64
  br label %102

102:                                              ; preds = %91, %102
  %103 = phi i32 [ %19, %91 ], [ %127, %102 ]
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4tile to ptr), i64 %104
  %106 = getelementptr inbounds nuw float, ptr %105, i64 %90
  %107 = load float, ptr %106, align 4, !tbaa !14
  %108 = tail call noundef float @llvm.fma.f32(float %93, float %107, float 0.000000e+00)
  %109 = getelementptr inbounds nuw float, ptr %105, i64 %98
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 4
  %111 = load float, ptr %110, align 4, !tbaa !14
  %112 = tail call noundef float @llvm.fma.f32(float %94, float %111, float %108)
  %113 = getelementptr inbounds nuw float, ptr %105, i64 %99
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 8
  %115 = load float, ptr %114, align 4, !tbaa !14
  %116 = tail call noundef float @llvm.fma.f32(float %95, float %115, float %112)
  %117 = getelementptr inbounds nuw float, ptr %105, i64 %100
  %118 = getelementptr inbounds nuw i8, ptr %117, i64 12
  %119 = load float, ptr %118, align 4, !tbaa !14
  %120 = tail call noundef float @llvm.fma.f32(float %96, float %119, float %116)
  %121 = getelementptr inbounds nuw float, ptr %105, i64 %101
  %122 = getelementptr inbounds nuw i8, ptr %121, i64 16
  %123 = load float, ptr %122, align 4, !tbaa !14
  %124 = tail call noundef float @llvm.fma.f32(float %97, float %123, float %120)
  %125 = fmul contract float %88, %124
  %126 = getelementptr inbounds nuw [32 x float], ptr %92, i64 %104
  store float %125, ptr %126, align 4, !tbaa !14
  %127 = add nuw nsw i32 %103, 8
  %128 = icmp samesign ult i32 %103, 4
  br i1 %128, label %102, label %129, !llvm.loop !107

129:                                              ; preds = %102, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %130 = add i32 %53, %21
  %131 = add nuw nsw i32 %56, %19
  %132 = icmp slt i32 %130, %2
  %133 = icmp samesign ult i32 %131, %3
  %134 = and i1 %132, %133
  br i1 %134, label %135, label %184

135:                                              ; preds = %129
  %136 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 16), align 4, !tbaa !14
  %137 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4hbuf to ptr), i64 %90
  %138 = zext nneg i32 %19 to i64
  %139 = getelementptr inbounds nuw [32 x float], ptr %137, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 512
  %141 = load float, ptr %140, align 4, !tbaa !14
  %142 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 12), align 4, !tbaa !14
  %143 = zext nneg i32 %19 to i64
  %144 = getelementptr inbounds nuw [32 x float], ptr %137, i64 %143
  %145 = getelementptr inbounds nuw i8, ptr %144, i64 384
  %146 = load float, ptr %145, align 4, !tbaa !14
  %147 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 8), align 4, !tbaa !14
  %148 = zext nneg i32 %19 to i64
  %149 = getelementptr inbounds nuw [32 x float], ptr %137, i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 256
  %151 = load float, ptr %150, align 4, !tbaa !14
  %152 = load float, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), i64 4), align 4, !tbaa !14
  %153 = zext nneg i32 %19 to i64
  %154 = getelementptr inbounds nuw [32 x float], ptr %137, i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 128
  %156 = load float, ptr %155, align 4, !tbaa !14
  %157 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E3wts to ptr), align 4, !tbaa !14
  %158 = zext nneg i32 %19 to i64
  %159 = getelementptr inbounds nuw [32 x float], ptr %137, i64 %158
  %160 = load float, ptr %159, align 4, !tbaa !14
  %161 = tail call noundef float @llvm.fma.f32(float %157, float %160, float 0.000000e+00)
  %162 = tail call noundef float @llvm.fma.f32(float %152, float %156, float %161)
  %163 = tail call noundef float @llvm.fma.f32(float %147, float %151, float %162)
  %164 = tail call noundef float @llvm.fma.f32(float %142, float %146, float %163)
  %165 = tail call noundef float @llvm.fma.f32(float %136, float %141, float %164)
  %166 = fmul contract float %88, %165
  %167 = getelementptr inbounds nuw [36 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15unsharp_mask_r2E4tile to ptr), i64 %158
  %168 = getelementptr inbounds nuw float, ptr %167, i64 %90
  %169 = getelementptr inbounds nuw i8, ptr %168, i64 296
  %170 = load float, ptr %169, align 4, !tbaa !14
  %171 = fsub contract float %170, %166
  %172 = tail call noundef float @llvm.maxnum.f32(float %6, float 0.000000e+00)
  %173 = tail call noundef float @llvm.minnum.f32(float %172, float 1.000000e+01)
  %174 = tail call noundef float @llvm.nvvm.fabs.f32(float %171)
  %175 = fcmp contract ogt float %174, %7
  %176 = tail call noundef float @llvm.fma.f32(float %173, float %171, float %170)
  %177 = tail call noundef float @llvm.nvvm.saturate.f(float %176)
  %178 = select contract i1 %175, float %177, float %170
  %179 = zext nneg i32 %131 to i64
  %180 = mul nsw i64 %4, %179
  %181 = sext i32 %130 to i64
  %182 = getelementptr float, ptr %1, i64 %180
  %183 = getelementptr float, ptr %182, i64 %181
  store float %178, ptr %183, align 4, !tbaa !14
  br label %184

184:                                              ; preds = %129, %135, %8, %11
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

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
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = !{!17}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_Z13gaussian_bodyILi7EEvPKfPfiixf: argument 1"}
!28 = distinct !{!28, !"_Z13gaussian_bodyILi7EEvPKfPfiixf"}
!29 = !{!30, !27}
!30 = distinct !{!30, !28, !"_Z13gaussian_bodyILi7EEvPKfPfiixf: argument 0"}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_Z9load_tileILi7EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!33 = distinct !{!33, !"_Z9load_tileILi7EEvPAplLi32EmlLi2ET__fPKfiix"}
!34 = !{!32, !27}
!35 = distinct !{!35, !23}
!36 = distinct !{!36, !23}
!37 = !{!30}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf: argument 2"}
!40 = distinct !{!40, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf"}
!41 = !{!42}
!42 = distinct !{!42, !40, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf: argument 3"}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!45 = distinct !{!45, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix"}
!46 = !{!47, !39, !42}
!47 = distinct !{!47, !40, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf: argument 1"}
!48 = !{!44, !47, !39, !42}
!49 = distinct !{!49, !23}
!50 = !{!51}
!51 = distinct !{!51, !52, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!52 = distinct !{!52, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix"}
!53 = !{!39, !42}
!54 = !{!51, !39, !42}
!55 = distinct !{!55, !23}
!56 = !{!57, !47, !39, !42}
!57 = distinct !{!57, !40, !"_Z17guided_stats_bodyILi4EEvPKfS1_PfS2_iixf: argument 0"}
!58 = distinct !{!58, !23}
!59 = !{!57, !47, !42}
!60 = !{!57, !47, !39}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix: argument 0"}
!63 = distinct !{!63, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix"}
!64 = !{!65}
!65 = distinct !{!65, !63, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix: argument 3"}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!68 = distinct !{!68, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix"}
!69 = !{!62, !70, !65}
!70 = distinct !{!70, !63, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix: argument 2"}
!71 = !{!67, !62, !70, !65}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!74 = distinct !{!74, !"_Z9load_tileILi4EEvPAplLi32EmlLi2ET__fPKfiix"}
!75 = !{!62, !65}
!76 = !{!73, !62, !65}
!77 = distinct !{!77, !23}
!78 = !{!79, !70, !65}
!79 = distinct !{!79, !63, !"_Z17guided_apply_bodyILi4EEvPKfS1_S1_Pfiix: argument 1"}
!80 = !{!62, !79, !70}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf: argument 2"}
!83 = distinct !{!83, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf"}
!84 = !{!85}
!85 = distinct !{!85, !83, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf: argument 3"}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!88 = distinct !{!88, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix"}
!89 = !{!90, !82, !85}
!90 = distinct !{!90, !83, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf: argument 1"}
!91 = !{!87, !90, !82, !85}
!92 = distinct !{!92, !23}
!93 = !{!94}
!94 = distinct !{!94, !95, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!95 = distinct !{!95, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix"}
!96 = !{!82, !85}
!97 = !{!94, !82, !85}
!98 = distinct !{!98, !23}
!99 = !{!100, !90, !82, !85}
!100 = distinct !{!100, !83, !"_Z17guided_stats_bodyILi2EEvPKfS1_PfS2_iixf: argument 0"}
!101 = distinct !{!101, !23}
!102 = !{!100, !90, !85}
!103 = !{!100, !90, !82}
!104 = !{!105}
!105 = distinct !{!105, !106, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix: argument 0"}
!106 = distinct !{!106, !"_Z9load_tileILi2EEvPAplLi32EmlLi2ET__fPKfiix"}
!107 = distinct !{!107, !23}
