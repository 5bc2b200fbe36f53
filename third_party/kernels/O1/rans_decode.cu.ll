; ModuleID = 'src/rans_decode.cu'
source_filename = "src/rans_decode.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint4 = type { i32, i32, i32, i32 }

$_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE5s_sym = comdat any

$_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f = comdat any

$_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c = comdat any

$_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE5s_sym = comdat any

$_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f = comdat any

$_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c = comdat any

@_ZZ14rans_histogramE6s_hist = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ20rans_normalize_freqsE5s_red = internal unnamed_addr addrspace(3) global [8 x i64] undef, align 8
@_ZZ20rans_normalize_freqsE6s_freq = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ20rans_normalize_freqsE6s_warp = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4
@_ZZ20rans_normalize_freqsE5s_arg = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE5s_sym = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [4096 x i8] undef, comdat, align 1
@_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x i32] undef, comdat, align 4
@_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [257 x i32] undef, comdat, align 4
@_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE5s_sym = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [1024 x i8] undef, comdat, align 1
@_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [256 x i32] undef, comdat, align 4
@_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [257 x i32] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @rans_histogram(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp samesign ult i32 %4, 256
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

8:                                                ; preds = %22, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = ashr i64 %1, 4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = zext nneg i32 %4 to i64
  %16 = add nuw nsw i64 %14, %15
  %17 = icmp slt i64 %16, %9
  br i1 %17, label %18, label %28

18:                                               ; preds = %8
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %20, %13
  br label %30

22:                                               ; preds = %6, %22
  %23 = phi i32 [ %4, %6 ], [ %26, %22 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %24
  store i32 0, ptr %25, align 4, !tbaa !6
  %26 = add nuw nsw i32 %23, %7
  %27 = icmp samesign ult i32 %26, 256
  br i1 %27, label %22, label %8, !llvm.loop !11

28:                                               ; preds = %30, %8
  %29 = icmp eq i32 %10, 0
  br i1 %29, label %114, label %127

30:                                               ; preds = %18, %30
  %31 = phi i64 [ %16, %18 ], [ %112, %30 ]
  %32 = getelementptr inbounds nuw %struct.uint4, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 16, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %37 = load i32, ptr %36, align 8, !tbaa !6
  %38 = getelementptr inbounds nuw i8, ptr %32, i64 12
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = and i32 %33, 255
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %41
  %43 = atomicrmw add ptr %42, i32 1 seq_cst, align 4
  %44 = lshr i32 %33, 8
  %45 = and i32 %44, 255
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %46
  %48 = atomicrmw add ptr %47, i32 1 seq_cst, align 4
  %49 = lshr i32 %33, 16
  %50 = and i32 %49, 255
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %51
  %53 = atomicrmw add ptr %52, i32 1 seq_cst, align 4
  %54 = lshr i32 %33, 24
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %55
  %57 = atomicrmw add ptr %56, i32 1 seq_cst, align 4
  %58 = and i32 %35, 255
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %59
  %61 = atomicrmw add ptr %60, i32 1 seq_cst, align 4
  %62 = lshr i32 %35, 8
  %63 = and i32 %62, 255
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %64
  %66 = atomicrmw add ptr %65, i32 1 seq_cst, align 4
  %67 = lshr i32 %35, 16
  %68 = and i32 %67, 255
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %69
  %71 = atomicrmw add ptr %70, i32 1 seq_cst, align 4
  %72 = lshr i32 %35, 24
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %73
  %75 = atomicrmw add ptr %74, i32 1 seq_cst, align 4
  %76 = and i32 %37, 255
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %77
  %79 = atomicrmw add ptr %78, i32 1 seq_cst, align 4
  %80 = lshr i32 %37, 8
  %81 = and i32 %80, 255
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %82
  %84 = atomicrmw add ptr %83, i32 1 seq_cst, align 4
  %85 = lshr i32 %37, 16
  %86 = and i32 %85, 255
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %87
  %89 = atomicrmw add ptr %88, i32 1 seq_cst, align 4
  %90 = lshr i32 %37, 24
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %91
  %93 = atomicrmw add ptr %92, i32 1 seq_cst, align 4
  %94 = and i32 %39, 255
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %95
  %97 = atomicrmw add ptr %96, i32 1 seq_cst, align 4
  %98 = lshr i32 %39, 8
  %99 = and i32 %98, 255
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %100
  %102 = atomicrmw add ptr %101, i32 1 seq_cst, align 4
  %103 = lshr i32 %39, 16
  %104 = and i32 %103, 255
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %105
  %107 = atomicrmw add ptr %106, i32 1 seq_cst, align 4
  %108 = lshr i32 %39, 24
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %109
  %111 = atomicrmw add ptr %110, i32 1 seq_cst, align 4
  %112 = add nuw nsw i64 %31, %21
  %113 = icmp slt i64 %112, %9
  br i1 %113, label %30, label %28, !llvm.loop !14

114:                                              ; preds = %28
  %115 = and i64 %1, -16
  %116 = add nsw i64 %115, %15
  %117 = icmp slt i64 %116, %1
  br i1 %117, label %118, label %127

118:                                              ; preds = %114, %118
  %119 = phi i64 [ %125, %118 ], [ %116, %114 ]
  %120 = getelementptr inbounds i8, ptr %0, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !15
  %122 = zext i8 %121 to i64
  %123 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %122
  %124 = atomicrmw add ptr %123, i32 1 seq_cst, align 4
  %125 = add nsw i64 %119, %13
  %126 = icmp slt i64 %125, %1
  br i1 %126, label %118, label %127, !llvm.loop !16

127:                                              ; preds = %118, %114, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %128 = icmp samesign ult i32 %4, 256
  br i1 %128, label %130, label %129

129:                                              ; preds = %139, %127
  ret void

130:                                              ; preds = %127, %139
  %131 = phi i32 [ %140, %139 ], [ %4, %127 ]
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %139, label %136

136:                                              ; preds = %130
  %137 = getelementptr inbounds nuw i32, ptr %2, i64 %132
  %138 = atomicrmw add ptr %137, i32 %134 seq_cst, align 4
  br label %139

139:                                              ; preds = %130, %136
  %140 = add nuw nsw i32 %131, %12
  %141 = icmp samesign ult i32 %140, 256
  br i1 %141, label %130, label %129, !llvm.loop !17
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rans_normalize_freqs(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = icmp eq i32 %5, 256
  br i1 %6, label %7, label %222

7:                                                ; preds = %4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = zext i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 16, i32 31)
  %14 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 0, i32 16, i32 31)
  %15 = zext i32 %14 to i64
  %16 = shl nuw i64 %15, 32
  %17 = zext i32 %13 to i64
  %18 = add nuw nsw i64 %12, %17
  %19 = add i64 %18, %16
  %20 = trunc i64 %18 to i32
  %21 = lshr i64 %19, 32
  %22 = trunc nuw i64 %21 to i32
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %20, i32 8, i32 31)
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %22, i32 8, i32 31)
  %25 = zext i32 %24 to i64
  %26 = shl nuw i64 %25, 32
  %27 = zext i32 %23 to i64
  %28 = add i64 %19, %27
  %29 = add i64 %28, %26
  %30 = trunc i64 %28 to i32
  %31 = lshr i64 %29, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 4, i32 31)
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 4, i32 31)
  %35 = zext i32 %34 to i64
  %36 = shl nuw i64 %35, 32
  %37 = zext i32 %33 to i64
  %38 = add i64 %29, %37
  %39 = add i64 %38, %36
  %40 = trunc i64 %38 to i32
  %41 = lshr i64 %39, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 2, i32 31)
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 2, i32 31)
  %45 = zext i32 %44 to i64
  %46 = shl nuw i64 %45, 32
  %47 = zext i32 %43 to i64
  %48 = add i64 %39, %47
  %49 = add i64 %48, %46
  %50 = trunc i64 %48 to i32
  %51 = lshr i64 %49, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 1, i32 31)
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 1, i32 31)
  %55 = and i32 %8, 31
  %56 = lshr i32 %8, 5
  %57 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 9)
  %58 = tail call noundef range(i32 0, 16) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %57, i32 15)
  %59 = shl nuw nsw i32 1, %58
  %60 = icmp eq i32 %55, 0
  br i1 %60, label %61, label %69

61:                                               ; preds = %7
  %62 = zext i32 %53 to i64
  %63 = add i64 %49, %62
  %64 = zext i32 %54 to i64
  %65 = shl nuw i64 %64, 32
  %66 = add i64 %63, %65
  %67 = zext nneg i32 %56 to i64
  %68 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 %67
  store i64 %66, ptr %68, align 8, !tbaa !18
  br label %69

69:                                               ; preds = %61, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), align 8, !tbaa !18
  %71 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 8), align 8, !tbaa !18
  %72 = add i64 %71, %70
  %73 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 16), align 8, !tbaa !18
  %74 = add i64 %73, %72
  %75 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 24), align 8, !tbaa !18
  %76 = add i64 %75, %74
  %77 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 32), align 8, !tbaa !18
  %78 = add i64 %77, %76
  %79 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 40), align 8, !tbaa !18
  %80 = add i64 %79, %78
  %81 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 48), align 8, !tbaa !18
  %82 = add i64 %81, %80
  %83 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 56), align 8, !tbaa !18
  %84 = add i64 %83, %82
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %86, label %89

86:                                               ; preds = %69
  %87 = icmp eq i32 %8, 0
  %88 = select i1 %87, i32 %59, i32 0
  br label %97

89:                                               ; preds = %69
  %90 = icmp eq i32 %11, 0
  br i1 %90, label %97, label %91

91:                                               ; preds = %89
  %92 = zext nneg i32 %58 to i64
  %93 = shl nuw nsw i64 %12, %92
  %94 = udiv i64 %93, %84
  %95 = trunc i64 %94 to i32
  %96 = tail call noundef i32 @llvm.umax.i32(i32 %95, i32 1)
  br label %97

97:                                               ; preds = %89, %91, %86
  %98 = phi i32 [ %88, %86 ], [ %96, %91 ], [ 0, %89 ]
  %99 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_freq to ptr), i64 %9
  store i32 %98, ptr %99, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %100 = sub nsw i32 255, %8
  %101 = zext nneg i32 %56 to i64
  %102 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %101
  %103 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 %101
  %104 = icmp eq i32 %8, 0
  %105 = zext nneg i32 %59 to i64
  br label %106

106:                                              ; preds = %164, %97
  %107 = phi i32 [ 0, %97 ], [ %167, %164 ]
  %108 = load i32, ptr %99, align 4, !tbaa !6
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 16, i32 31)
  %110 = add i32 %109, %108
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 8, i32 31)
  %112 = add i32 %111, %110
  %113 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 4, i32 31)
  %114 = add i32 %113, %112
  %115 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %114, i32 2, i32 31)
  %116 = add i32 %115, %114
  %117 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 1, i32 31)
  %118 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %108, i32 range(i32 1024, 16777216) 16777215)
  %119 = shl nuw i32 %118, 8
  %120 = or i32 %119, %100
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 16, i32 31)
  %122 = tail call noundef i32 @llvm.umax.i32(i32 %120, i32 %121)
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 8, i32 31)
  %124 = tail call noundef i32 @llvm.umax.i32(i32 %122, i32 %123)
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 4, i32 31)
  %126 = tail call noundef i32 @llvm.umax.i32(i32 %124, i32 %125)
  %127 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 2, i32 31)
  %128 = tail call noundef i32 @llvm.umax.i32(i32 %126, i32 %127)
  %129 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 1, i32 31)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %60, label %130, label %134

130:                                              ; preds = %106
  %131 = add i32 %117, %116
  %132 = tail call noundef i32 @llvm.umax.i32(i32 %128, i32 %129)
  store i32 %132, ptr %102, align 4, !tbaa !6
  %133 = zext i32 %131 to i64
  store i64 %133, ptr %103, align 8, !tbaa !18
  br label %134

134:                                              ; preds = %130, %106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %104, label %151, label %164

135:                                              ; preds = %151
  %136 = and i32 %161, 255
  %137 = xor i32 %136, 255
  %138 = sub nsw i64 %105, %158
  %139 = zext nneg i32 %137 to i64
  %140 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_freq to ptr), i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = zext i32 %141 to i64
  %143 = add nsw i64 %138, %142
  %144 = icmp slt i64 %143, 1
  %145 = sub nsw i64 1, %142
  %146 = select i1 %144, i64 %145, i64 %138
  %147 = trunc i64 %146 to i32
  %148 = add i32 %141, %147
  store i32 %148, ptr %140, align 4, !tbaa !6
  %149 = icmp eq i64 %146, %138
  %150 = select i1 %149, i32 -1, i32 %137
  store i32 %150, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_arg to ptr), align 4, !tbaa !6
  br label %164

151:                                              ; preds = %134, %151
  %152 = phi i32 [ %162, %151 ], [ 0, %134 ]
  %153 = phi i32 [ %161, %151 ], [ 0, %134 ]
  %154 = phi i64 [ %158, %151 ], [ 0, %134 ]
  %155 = zext nneg i32 %152 to i64
  %156 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 %155
  %157 = load i64, ptr %156, align 8, !tbaa !18
  %158 = add i64 %157, %154
  %159 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %155
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = tail call noundef i32 @llvm.umax.i32(i32 %153, i32 %160)
  %162 = add nuw nsw i32 %152, 1
  %163 = icmp eq i32 %162, 8
  br i1 %163, label %135, label %151, !llvm.loop !20

164:                                              ; preds = %135, %134
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %165 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_arg to ptr), align 4, !tbaa !6
  %166 = icmp slt i32 %165, 0
  %167 = add nuw nsw i32 %107, 1
  %168 = icmp eq i32 %167, 4
  %169 = select i1 %166, i1 true, i1 %168
  br i1 %169, label %170, label %106, !llvm.loop !21

170:                                              ; preds = %164
  %171 = load i32, ptr %99, align 4, !tbaa !6
  %172 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %171, i32 1, i32 0)
  %173 = icmp eq i32 %55, 0
  %174 = select i1 %173, i32 0, i32 %172
  %175 = add i32 %174, %171
  %176 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %175, i32 2, i32 0)
  %177 = icmp samesign ult i32 %55, 2
  %178 = select i1 %177, i32 0, i32 %176
  %179 = add i32 %178, %175
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %179, i32 4, i32 0)
  %181 = icmp samesign ult i32 %55, 4
  %182 = select i1 %181, i32 0, i32 %180
  %183 = add i32 %182, %179
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %183, i32 8, i32 0)
  %185 = icmp samesign ult i32 %55, 8
  %186 = select i1 %185, i32 0, i32 %184
  %187 = add i32 %186, %183
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %187, i32 16, i32 0)
  %189 = icmp samesign ult i32 %55, 16
  %190 = select i1 %189, i32 0, i32 %188
  %191 = add i32 %190, %187
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %192 = icmp eq i32 %55, 31
  br i1 %192, label %193, label %196

193:                                              ; preds = %170
  %194 = zext nneg i32 %56 to i64
  %195 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %194
  store i32 %191, ptr %195, align 4, !tbaa !6
  br label %196

196:                                              ; preds = %193, %170
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %197 = icmp eq i32 %56, 0
  br i1 %197, label %198, label %209

198:                                              ; preds = %209, %196
  %199 = phi i32 [ 0, %196 ], [ %215, %209 ]
  %200 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %171, i32 range(i32 1024, 16777216) 65535)
  %201 = trunc nuw i32 %200 to i16
  %202 = getelementptr inbounds nuw i16, ptr %2, i64 %9
  store i16 %201, ptr %202, align 2, !tbaa !22
  %203 = add i32 %199, %191
  %204 = sub i32 %203, %171
  %205 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %204, i32 range(i32 1024, 16777216) 65535)
  %206 = trunc nuw i32 %205 to i16
  %207 = getelementptr inbounds nuw i16, ptr %3, i64 %9
  store i16 %206, ptr %207, align 2, !tbaa !22
  %208 = icmp eq i32 %8, 255
  br i1 %208, label %218, label %222

209:                                              ; preds = %196, %209
  %210 = phi i32 [ %216, %209 ], [ 0, %196 ]
  %211 = phi i32 [ %215, %209 ], [ 0, %196 ]
  %212 = zext nneg i32 %210 to i64
  %213 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !6
  %215 = add i32 %214, %211
  %216 = add nuw nsw i32 %210, 1
  %217 = icmp eq i32 %216, %56
  br i1 %217, label %198, label %209, !llvm.loop !24

218:                                              ; preds = %198
  %219 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %203, i32 range(i32 1024, 16777216) 65535)
  %220 = trunc nuw i32 %219 to i16
  %221 = getelementptr inbounds nuw i8, ptr %3, i64 512
  store i16 %220, ptr %221, align 2, !tbaa !22
  br label %222

222:                                              ; preds = %198, %218, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rans_decode_p12(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %10 = icmp slt i64 %1, 1
  br i1 %10, label %213, label %11

11:                                               ; preds = %9
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp samesign ult i32 %12, 32
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  %15 = icmp eq i32 %12, 0
  %16 = icmp samesign ult i32 %12, 2
  %17 = icmp samesign ult i32 %12, 4
  %18 = icmp samesign ult i32 %12, 8
  %19 = icmp samesign ult i32 %12, 16
  br label %22

20:                                               ; preds = %22
  %21 = icmp eq i32 %12, 0
  br i1 %21, label %58, label %60

22:                                               ; preds = %14, %22
  %23 = phi i32 [ %55, %22 ], [ 0, %14 ]
  %24 = phi i32 [ %56, %22 ], [ 0, %14 ]
  %25 = shl nuw nsw i32 %24, 5
  %26 = or disjoint i32 %25, %12
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i16, ptr %5, i64 %27
  %29 = load i16, ptr %28, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %30 = tail call i16 @llvm.umin.i16(i16 %29, i16 4096)
  %31 = zext nneg i16 %30 to i32
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 1, i32 0), !noalias !39
  %33 = select i1 %15, i32 0, i32 %32
  %34 = add i32 %33, %31
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 2, i32 0), !noalias !39
  %36 = select i1 %16, i32 0, i32 %35
  %37 = add i32 %36, %34
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %37, i32 4, i32 0), !noalias !39
  %39 = select i1 %17, i32 0, i32 %38
  %40 = add i32 %39, %37
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %40, i32 8, i32 0), !noalias !39
  %42 = select i1 %18, i32 0, i32 %41
  %43 = add i32 %42, %40
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %43, i32 16, i32 0), !noalias !39
  %45 = select i1 %19, i32 0, i32 %44
  %46 = add i32 %45, %43
  %47 = add i32 %46, %23
  %48 = sub i32 %47, %31
  %49 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %48, i32 range(i32 1024, 16777216) 4096)
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %27
  store i32 %49, ptr %50, align 4, !tbaa !6, !noalias !39
  %51 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %47, i32 range(i32 1024, 16777216) 4096)
  %52 = sub nsw i32 %51, %49
  %53 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %27
  store i32 %52, ptr %53, align 4, !tbaa !6, !noalias !39
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %46, i32 31, i32 31), !noalias !39
  %55 = add i32 %54, %23
  %56 = add nuw nsw i32 %24, 1
  %57 = icmp eq i32 %56, 8
  br i1 %57, label %20, label %22, !llvm.loop !40

58:                                               ; preds = %20
  %59 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %55, i32 range(i32 1024, 16777216) 4096)
  store i32 %59, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 1024), align 4, !tbaa !6, !noalias !39
  br label %60

60:                                               ; preds = %58, %20, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %62 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 512), align 4, !tbaa !6, !noalias !39
  br label %63

63:                                               ; preds = %60, %63
  %64 = phi i32 [ %12, %60 ], [ %125, %63 ]
  %65 = icmp ugt i32 %62, %64
  %66 = select i1 %65, i32 128, i32 256
  %67 = select i1 %65, i32 0, i32 128
  %68 = select i1 %65, i32 64, i32 192
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6, !noalias !39
  %72 = icmp ugt i32 %71, %64
  %73 = select i1 %72, i32 %68, i32 %66
  %74 = select i1 %72, i32 %67, i32 %68
  %75 = add nuw nsw i32 %74, %73
  %76 = lshr exact i32 %75, 1
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !6, !noalias !39
  %80 = icmp ugt i32 %79, %64
  %81 = select i1 %80, i32 %76, i32 %73
  %82 = select i1 %80, i32 %74, i32 %76
  %83 = add nuw nsw i32 %82, %81
  %84 = lshr exact i32 %83, 1
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6, !noalias !39
  %88 = icmp ugt i32 %87, %64
  %89 = select i1 %88, i32 %84, i32 %81
  %90 = select i1 %88, i32 %82, i32 %84
  %91 = add nuw nsw i32 %90, %89
  %92 = lshr i32 %91, 1
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6, !noalias !39
  %96 = icmp ugt i32 %95, %64
  %97 = select i1 %96, i32 %92, i32 %89
  %98 = select i1 %96, i32 %90, i32 %92
  %99 = add nuw nsw i32 %98, %97
  %100 = lshr i32 %99, 1
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !6, !noalias !39
  %104 = icmp ugt i32 %103, %64
  %105 = select i1 %104, i32 %100, i32 %97
  %106 = select i1 %104, i32 %98, i32 %100
  %107 = add nuw nsw i32 %106, %105
  %108 = lshr i32 %107, 1
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6, !noalias !39
  %112 = icmp ugt i32 %111, %64
  %113 = select i1 %112, i32 %108, i32 %105
  %114 = select i1 %112, i32 %106, i32 %108
  %115 = add nuw nsw i32 %114, %113
  %116 = lshr i32 %115, 1
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !6, !noalias !39
  %120 = icmp ugt i32 %119, %64
  %121 = select i1 %120, i32 %114, i32 %116
  %122 = trunc nuw i32 %121 to i8
  %123 = zext nneg i32 %64 to i64
  %124 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE5s_sym to ptr), i64 %123
  store i8 %122, ptr %124, align 1, !tbaa !15, !noalias !39
  %125 = add nuw nsw i32 %64, %61
  %126 = icmp samesign ult i32 %125, 4096
  br i1 %126, label %63, label %127, !llvm.loop !41

127:                                              ; preds = %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %128 = and i32 %12, 31
  %129 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %130 = lshr i32 %129, 5
  %131 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %132 = lshr i32 %131, 5
  %133 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %134 = mul i32 %130, %133
  %135 = lshr i32 %12, 5
  %136 = add i32 %134, %135
  %137 = icmp slt i32 %136, %7
  br i1 %137, label %138, label %213

138:                                              ; preds = %127
  %139 = zext nneg i32 %128 to i64
  %140 = getelementptr i32, ptr %4, i64 %139
  %141 = sext i32 %8 to i64
  %142 = icmp eq i32 %132, 0
  %143 = shl nsw i32 -1, %128
  %144 = xor i32 %143, -1
  %145 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %146 = mul i32 %130, %145
  br label %147

147:                                              ; preds = %138, %166
  %148 = phi i32 [ %136, %138 ], [ %167, %166 ]
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, ptr %2, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6, !alias.scope !28, !noalias !42
  %152 = zext i32 %151 to i64
  %153 = urem i64 %152, %1
  %154 = sub nsw i64 %1, %153
  %155 = getelementptr inbounds i32, ptr %3, i64 %149
  %156 = load i32, ptr %155, align 4, !tbaa !6, !alias.scope !30, !noalias !43
  %157 = zext i32 %156 to i64
  %158 = tail call noundef range(i64 -4294967294, 4294967296) i64 @llvm.smin.i64(i64 range(i64 0, 4294967296) %157, i64 range(i64 -4294967294, -9223372036854775808) %154)
  %159 = getelementptr inbounds nuw i16, ptr %0, i64 %153
  %160 = mul nsw i64 %149, %141
  %161 = getelementptr inbounds i8, ptr %6, i64 %160
  br i1 %142, label %166, label %162

162:                                              ; preds = %147
  %163 = shl nsw i64 %149, 7
  %164 = getelementptr i8, ptr %140, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !6, !alias.scope !32, !noalias !44
  br label %169

166:                                              ; preds = %206, %147
  %167 = add i32 %148, %146
  %168 = icmp slt i32 %167, %7
  br i1 %168, label %147, label %213, !llvm.loop !45

169:                                              ; preds = %162, %206
  %170 = phi i32 [ %211, %206 ], [ 0, %162 ]
  %171 = phi i64 [ %210, %206 ], [ 0, %162 ]
  %172 = phi i32 [ %207, %206 ], [ %165, %162 ]
  %173 = and i32 %172, 4095
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE5s_sym to ptr), i64 %174
  %176 = load i8, ptr %175, align 1, !tbaa !15, !noalias !39
  %177 = zext i8 %176 to i64
  %178 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !6, !noalias !39
  %180 = lshr i32 %172, 12
  %181 = mul i32 %179, %180
  %182 = add i32 %181, %173
  %183 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %177
  %184 = load i32, ptr %183, align 4, !tbaa !6, !noalias !39
  %185 = sub i32 %182, %184
  %186 = shl nsw i32 %170, 5
  %187 = or disjoint i32 %186, %128
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds nuw i8, ptr %161, i64 %188
  store i8 %176, ptr %189, align 1, !tbaa !15, !alias.scope !36, !noalias !46
  %190 = icmp ult i32 %185, 65536
  %191 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %190), !noalias !39
  br i1 %190, label %192, label %206

192:                                              ; preds = %169
  %193 = and i32 %191, %144
  %194 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %193)
  %195 = zext nneg i32 %194 to i64
  %196 = add nuw nsw i64 %171, %195
  %197 = icmp slt i64 %196, %158
  br i1 %197, label %198, label %202

198:                                              ; preds = %192
  %199 = getelementptr inbounds nuw i16, ptr %159, i64 %196
  %200 = load i16, ptr %199, align 2, !tbaa !22, !alias.scope !25, !noalias !47
  %201 = zext i16 %200 to i32
  br label %202

202:                                              ; preds = %198, %192
  %203 = phi i32 [ %201, %198 ], [ 0, %192 ]
  %204 = shl nuw i32 %185, 16
  %205 = or disjoint i32 %203, %204
  br label %206

206:                                              ; preds = %202, %169
  %207 = phi i32 [ %205, %202 ], [ %185, %169 ]
  %208 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %191)
  %209 = zext nneg i32 %208 to i64
  %210 = add nuw nsw i64 %171, %209
  %211 = add nuw nsw i32 %170, 1
  %212 = icmp eq i32 %211, %132
  br i1 %212, label %166, label %169, !llvm.loop !48

213:                                              ; preds = %166, %127, %9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rans_decode_p10(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !60)
  %10 = icmp slt i64 %1, 1
  br i1 %10, label %213, label %11

11:                                               ; preds = %9
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp samesign ult i32 %12, 32
  br i1 %13, label %14, label %60

14:                                               ; preds = %11
  %15 = icmp eq i32 %12, 0
  %16 = icmp samesign ult i32 %12, 2
  %17 = icmp samesign ult i32 %12, 4
  %18 = icmp samesign ult i32 %12, 8
  %19 = icmp samesign ult i32 %12, 16
  br label %22

20:                                               ; preds = %22
  %21 = icmp eq i32 %12, 0
  br i1 %21, label %58, label %60

22:                                               ; preds = %14, %22
  %23 = phi i32 [ %55, %22 ], [ 0, %14 ]
  %24 = phi i32 [ %56, %22 ], [ 0, %14 ]
  %25 = shl nuw nsw i32 %24, 5
  %26 = or disjoint i32 %25, %12
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i16, ptr %5, i64 %27
  %29 = load i16, ptr %28, align 2, !tbaa !22, !alias.scope !58, !noalias !62
  %30 = tail call i16 @llvm.umin.i16(i16 %29, i16 1024)
  %31 = zext nneg i16 %30 to i32
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 1, i32 0), !noalias !63
  %33 = select i1 %15, i32 0, i32 %32
  %34 = add i32 %33, %31
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 2, i32 0), !noalias !63
  %36 = select i1 %16, i32 0, i32 %35
  %37 = add i32 %36, %34
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %37, i32 4, i32 0), !noalias !63
  %39 = select i1 %17, i32 0, i32 %38
  %40 = add i32 %39, %37
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %40, i32 8, i32 0), !noalias !63
  %42 = select i1 %18, i32 0, i32 %41
  %43 = add i32 %42, %40
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %43, i32 16, i32 0), !noalias !63
  %45 = select i1 %19, i32 0, i32 %44
  %46 = add i32 %45, %43
  %47 = add i32 %46, %23
  %48 = sub i32 %47, %31
  %49 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %48, i32 range(i32 1024, 16777216) 1024)
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %27
  store i32 %49, ptr %50, align 4, !tbaa !6, !noalias !63
  %51 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %47, i32 range(i32 1024, 16777216) 1024)
  %52 = sub nsw i32 %51, %49
  %53 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %27
  store i32 %52, ptr %53, align 4, !tbaa !6, !noalias !63
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %46, i32 31, i32 31), !noalias !63
  %55 = add i32 %54, %23
  %56 = add nuw nsw i32 %24, 1
  %57 = icmp eq i32 %56, 8
  br i1 %57, label %20, label %22, !llvm.loop !64

58:                                               ; preds = %20
  %59 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %55, i32 range(i32 1024, 16777216) 1024)
  store i32 %59, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 1024), align 4, !tbaa !6, !noalias !63
  br label %60

60:                                               ; preds = %58, %20, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !63
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %62 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 512), align 4, !tbaa !6, !noalias !63
  br label %63

63:                                               ; preds = %60, %63
  %64 = phi i32 [ %12, %60 ], [ %125, %63 ]
  %65 = icmp ugt i32 %62, %64
  %66 = select i1 %65, i32 128, i32 256
  %67 = select i1 %65, i32 0, i32 128
  %68 = select i1 %65, i32 64, i32 192
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6, !noalias !63
  %72 = icmp ugt i32 %71, %64
  %73 = select i1 %72, i32 %68, i32 %66
  %74 = select i1 %72, i32 %67, i32 %68
  %75 = add nuw nsw i32 %74, %73
  %76 = lshr exact i32 %75, 1
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !6, !noalias !63
  %80 = icmp ugt i32 %79, %64
  %81 = select i1 %80, i32 %76, i32 %73
  %82 = select i1 %80, i32 %74, i32 %76
  %83 = add nuw nsw i32 %82, %81
  %84 = lshr exact i32 %83, 1
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6, !noalias !63
  %88 = icmp ugt i32 %87, %64
  %89 = select i1 %88, i32 %84, i32 %81
  %90 = select i1 %88, i32 %82, i32 %84
  %91 = add nuw nsw i32 %90, %89
  %92 = lshr i32 %91, 1
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6, !noalias !63
  %96 = icmp ugt i32 %95, %64
  %97 = select i1 %96, i32 %92, i32 %89
  %98 = select i1 %96, i32 %90, i32 %92
  %99 = add nuw nsw i32 %98, %97
  %100 = lshr i32 %99, 1
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !6, !noalias !63
  %104 = icmp ugt i32 %103, %64
  %105 = select i1 %104, i32 %100, i32 %97
  %106 = select i1 %104, i32 %98, i32 %100
  %107 = add nuw nsw i32 %106, %105
  %108 = lshr i32 %107, 1
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6, !noalias !63
  %112 = icmp ugt i32 %111, %64
  %113 = select i1 %112, i32 %108, i32 %105
  %114 = select i1 %112, i32 %106, i32 %108
  %115 = add nuw nsw i32 %114, %113
  %116 = lshr i32 %115, 1
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !6, !noalias !63
  %120 = icmp ugt i32 %119, %64
  %121 = select i1 %120, i32 %114, i32 %116
  %122 = trunc nuw i32 %121 to i8
  %123 = zext nneg i32 %64 to i64
  %124 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE5s_sym to ptr), i64 %123
  store i8 %122, ptr %124, align 1, !tbaa !15, !noalias !63
  %125 = add nuw nsw i32 %64, %61
  %126 = icmp samesign ult i32 %125, 1024
  br i1 %126, label %63, label %127, !llvm.loop !65

127:                                              ; preds = %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !63
  %128 = and i32 %12, 31
  %129 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %130 = lshr i32 %129, 5
  %131 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %132 = lshr i32 %131, 5
  %133 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %134 = mul i32 %130, %133
  %135 = lshr i32 %12, 5
  %136 = add i32 %134, %135
  %137 = icmp slt i32 %136, %7
  br i1 %137, label %138, label %213

138:                                              ; preds = %127
  %139 = zext nneg i32 %128 to i64
  %140 = getelementptr i32, ptr %4, i64 %139
  %141 = sext i32 %8 to i64
  %142 = icmp eq i32 %132, 0
  %143 = shl nsw i32 -1, %128
  %144 = xor i32 %143, -1
  %145 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %146 = mul i32 %130, %145
  br label %147

147:                                              ; preds = %138, %166
  %148 = phi i32 [ %136, %138 ], [ %167, %166 ]
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, ptr %2, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6, !alias.scope !52, !noalias !66
  %152 = zext i32 %151 to i64
  %153 = urem i64 %152, %1
  %154 = sub nsw i64 %1, %153
  %155 = getelementptr inbounds i32, ptr %3, i64 %149
  %156 = load i32, ptr %155, align 4, !tbaa !6, !alias.scope !54, !noalias !67
  %157 = zext i32 %156 to i64
  %158 = tail call noundef range(i64 -4294967294, 4294967296) i64 @llvm.smin.i64(i64 range(i64 0, 4294967296) %157, i64 range(i64 -4294967294, -9223372036854775808) %154)
  %159 = getelementptr inbounds nuw i16, ptr %0, i64 %153
  %160 = mul nsw i64 %149, %141
  %161 = getelementptr inbounds i8, ptr %6, i64 %160
  br i1 %142, label %166, label %162

162:                                              ; preds = %147
  %163 = shl nsw i64 %149, 7
  %164 = getelementptr i8, ptr %140, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !6, !alias.scope !56, !noalias !68
  br label %169

166:                                              ; preds = %206, %147
  %167 = add i32 %148, %146
  %168 = icmp slt i32 %167, %7
  br i1 %168, label %147, label %213, !llvm.loop !69

169:                                              ; preds = %162, %206
  %170 = phi i32 [ %211, %206 ], [ 0, %162 ]
  %171 = phi i64 [ %210, %206 ], [ 0, %162 ]
  %172 = phi i32 [ %207, %206 ], [ %165, %162 ]
  %173 = and i32 %172, 1023
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE5s_sym to ptr), i64 %174
  %176 = load i8, ptr %175, align 1, !tbaa !15, !noalias !63
  %177 = zext i8 %176 to i64
  %178 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %177
  %179 = load i32, ptr %178, align 4, !tbaa !6, !noalias !63
  %180 = lshr i32 %172, 10
  %181 = mul i32 %179, %180
  %182 = add i32 %181, %173
  %183 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %177
  %184 = load i32, ptr %183, align 4, !tbaa !6, !noalias !63
  %185 = sub i32 %182, %184
  %186 = shl nsw i32 %170, 5
  %187 = or disjoint i32 %186, %128
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds nuw i8, ptr %161, i64 %188
  store i8 %176, ptr %189, align 1, !tbaa !15, !alias.scope !60, !noalias !70
  %190 = icmp ult i32 %185, 65536
  %191 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %190), !noalias !63
  br i1 %190, label %192, label %206

192:                                              ; preds = %169
  %193 = and i32 %191, %144
  %194 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %193)
  %195 = zext nneg i32 %194 to i64
  %196 = add nuw nsw i64 %171, %195
  %197 = icmp slt i64 %196, %158
  br i1 %197, label %198, label %202

198:                                              ; preds = %192
  %199 = getelementptr inbounds nuw i16, ptr %159, i64 %196
  %200 = load i16, ptr %199, align 2, !tbaa !22, !alias.scope !49, !noalias !71
  %201 = zext i16 %200 to i32
  br label %202

202:                                              ; preds = %198, %192
  %203 = phi i32 [ %201, %198 ], [ 0, %192 ]
  %204 = shl nuw i32 %185, 16
  %205 = or disjoint i32 %203, %204
  br label %206

206:                                              ; preds = %202, %169
  %207 = phi i32 [ %205, %202 ], [ %185, %169 ]
  %208 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %191)
  %209 = zext nneg i32 %208 to i64
  %210 = add nuw nsw i64 %171, %209
  %211 = add nuw nsw i32 %170, 1
  %212 = icmp eq i32 %211, %132
  br i1 %212, label %166, label %169, !llvm.loop !72

213:                                              ; preds = %166, %127, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #8

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !8, i64 0}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !8, i64 0}
!24 = distinct !{!24, !12, !13}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_Z16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_Phii: argument 0"}
!27 = distinct !{!27, !"_Z16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_Phii"}
!28 = !{!29}
!29 = distinct !{!29, !27, !"_Z16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_Phii: argument 1"}
!30 = !{!31}
!31 = distinct !{!31, !27, !"_Z16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_Phii: argument 2"}
!32 = !{!33}
!33 = distinct !{!33, !27, !"_Z16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_Phii: argument 3"}
!34 = !{!35}
!35 = distinct !{!35, !27, !"_Z16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_Phii: argument 4"}
!36 = !{!37}
!37 = distinct !{!37, !27, !"_Z16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_Phii: argument 5"}
!38 = !{!26, !29, !31, !33, !37}
!39 = !{!26, !29, !31, !33, !35, !37}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12, !13}
!42 = !{!26, !31, !33, !35, !37}
!43 = !{!26, !29, !33, !35, !37}
!44 = !{!26, !29, !31, !35, !37}
!45 = distinct !{!45, !12, !13}
!46 = !{!26, !29, !31, !33, !35}
!47 = !{!29, !31, !33, !35, !37}
!48 = distinct !{!48, !12, !13}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 0"}
!51 = distinct !{!51, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii"}
!52 = !{!53}
!53 = distinct !{!53, !51, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 1"}
!54 = !{!55}
!55 = distinct !{!55, !51, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 2"}
!56 = !{!57}
!57 = distinct !{!57, !51, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 3"}
!58 = !{!59}
!59 = distinct !{!59, !51, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 4"}
!60 = !{!61}
!61 = distinct !{!61, !51, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 5"}
!62 = !{!50, !53, !55, !57, !61}
!63 = !{!50, !53, !55, !57, !59, !61}
!64 = distinct !{!64, !12, !13}
!65 = distinct !{!65, !12, !13}
!66 = !{!50, !55, !57, !59, !61}
!67 = !{!50, !53, !57, !59, !61}
!68 = !{!50, !53, !55, !59, !61}
!69 = distinct !{!69, !12, !13}
!70 = !{!50, !53, !55, !57, !59}
!71 = !{!53, !55, !57, !59, !61}
!72 = distinct !{!72, !12, !13}
