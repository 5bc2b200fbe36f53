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
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %20, label %7

7:                                                ; preds = %20, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = ashr i64 %1, 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = zext nneg i32 %6 to i64
  %12 = mul nuw nsw i64 %10, %11
  %13 = zext nneg i32 %4 to i64
  %14 = add nuw nsw i64 %12, %13
  %15 = icmp slt i64 %14, %8
  br i1 %15, label %16, label %26

16:                                               ; preds = %7
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = mul nuw nsw i64 %18, %11
  br label %28

20:                                               ; preds = %3, %20
  %21 = phi i32 [ %24, %20 ], [ %4, %3 ]
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %22
  store i32 0, ptr %23, align 4, !tbaa !6
  %24 = add nuw nsw i32 %21, %6
  %25 = icmp samesign ult i32 %24, 256
  br i1 %25, label %20, label %7, !llvm.loop !11

26:                                               ; preds = %28, %7
  %27 = icmp eq i32 %9, 0
  br i1 %27, label %112, label %125

28:                                               ; preds = %16, %28
  %29 = phi i64 [ %14, %16 ], [ %110, %28 ]
  %30 = getelementptr inbounds nuw %struct.uint4, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 16, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %30, i64 12
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = and i32 %31, 255
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %39
  %41 = atomicrmw add ptr %40, i32 1 seq_cst, align 4
  %42 = lshr i32 %31, 8
  %43 = and i32 %42, 255
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %44
  %46 = atomicrmw add ptr %45, i32 1 seq_cst, align 4
  %47 = lshr i32 %31, 16
  %48 = and i32 %47, 255
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %49
  %51 = atomicrmw add ptr %50, i32 1 seq_cst, align 4
  %52 = lshr i32 %31, 24
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %53
  %55 = atomicrmw add ptr %54, i32 1 seq_cst, align 4
  %56 = and i32 %33, 255
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %57
  %59 = atomicrmw add ptr %58, i32 1 seq_cst, align 4
  %60 = lshr i32 %33, 8
  %61 = and i32 %60, 255
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %62
  %64 = atomicrmw add ptr %63, i32 1 seq_cst, align 4
  %65 = lshr i32 %33, 16
  %66 = and i32 %65, 255
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %67
  %69 = atomicrmw add ptr %68, i32 1 seq_cst, align 4
  %70 = lshr i32 %33, 24
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %71
  %73 = atomicrmw add ptr %72, i32 1 seq_cst, align 4
  %74 = and i32 %35, 255
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %75
  %77 = atomicrmw add ptr %76, i32 1 seq_cst, align 4
  %78 = lshr i32 %35, 8
  %79 = and i32 %78, 255
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %80
  %82 = atomicrmw add ptr %81, i32 1 seq_cst, align 4
  %83 = lshr i32 %35, 16
  %84 = and i32 %83, 255
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %85
  %87 = atomicrmw add ptr %86, i32 1 seq_cst, align 4
  %88 = lshr i32 %35, 24
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %89
  %91 = atomicrmw add ptr %90, i32 1 seq_cst, align 4
  %92 = and i32 %37, 255
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %93
  %95 = atomicrmw add ptr %94, i32 1 seq_cst, align 4
  %96 = lshr i32 %37, 8
  %97 = and i32 %96, 255
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %98
  %100 = atomicrmw add ptr %99, i32 1 seq_cst, align 4
  %101 = lshr i32 %37, 16
  %102 = and i32 %101, 255
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %103
  %105 = atomicrmw add ptr %104, i32 1 seq_cst, align 4
  %106 = lshr i32 %37, 24
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %107
  %109 = atomicrmw add ptr %108, i32 1 seq_cst, align 4
  %110 = add nuw nsw i64 %29, %19
  %111 = icmp slt i64 %110, %8
  br i1 %111, label %28, label %26, !llvm.loop !13

112:                                              ; preds = %26
  %113 = and i64 %1, -16
  %114 = add nsw i64 %113, %13
  %115 = icmp slt i64 %114, %1
  br i1 %115, label %116, label %125

116:                                              ; preds = %112, %116
  %117 = phi i64 [ %123, %116 ], [ %114, %112 ]
  %118 = getelementptr inbounds i8, ptr %0, i64 %117
  %119 = load i8, ptr %118, align 1, !tbaa !14
  %120 = zext i8 %119 to i64
  %121 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %120
  %122 = atomicrmw add ptr %121, i32 1 seq_cst, align 4
  %123 = add nsw i64 %117, %11
  %124 = icmp slt i64 %123, %1
  br i1 %124, label %116, label %125, !llvm.loop !15

125:                                              ; preds = %116, %112, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %5, label %127, label %126

126:                                              ; preds = %136, %125
  ret void

127:                                              ; preds = %125, %136
  %128 = phi i32 [ %137, %136 ], [ %4, %125 ]
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14rans_histogramE6s_hist to ptr), i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %136, label %133

133:                                              ; preds = %127
  %134 = getelementptr inbounds nuw i32, ptr %2, i64 %129
  %135 = atomicrmw add ptr %134, i32 %131 seq_cst, align 4
  br label %136

136:                                              ; preds = %127, %133
  %137 = add nuw nsw i32 %128, %6
  %138 = icmp samesign ult i32 %137, 256
  br i1 %138, label %127, label %126, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rans_normalize_freqs(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = icmp eq i32 %5, 256
  br i1 %6, label %7, label %296

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
  %58 = tail call i32 @llvm.umin.i32(i32 %57, i32 15)
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
  store i64 %66, ptr %68, align 8, !tbaa !17
  br label %69

69:                                               ; preds = %61, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), align 8, !tbaa !17
  %71 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 8), align 8, !tbaa !17
  %72 = add i64 %71, %70
  %73 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 16), align 8, !tbaa !17
  %74 = add i64 %73, %72
  %75 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 24), align 8, !tbaa !17
  %76 = add i64 %75, %74
  %77 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 32), align 8, !tbaa !17
  %78 = add i64 %77, %76
  %79 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 40), align 8, !tbaa !17
  %80 = add i64 %79, %78
  %81 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 48), align 8, !tbaa !17
  %82 = add i64 %81, %80
  %83 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 56), align 8, !tbaa !17
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
  %102 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 %101
  %103 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %101
  %104 = icmp eq i32 %8, 0
  %105 = zext nneg i32 %59 to i64
  br label %106

106:                                              ; preds = %181, %97
  %107 = phi i32 [ 0, %97 ], [ %184, %181 ]
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
  %133 = zext i32 %131 to i64
  store i32 %132, ptr %103, align 4, !tbaa !6
  store i64 %133, ptr %102, align 8, !tbaa !17
  br label %134

134:                                              ; preds = %130, %106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %104, label %135, label %181

135:                                              ; preds = %134
  %136 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), align 8, !tbaa !17
  %137 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), align 4, !tbaa !6
  %138 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 8), align 8, !tbaa !17
  %139 = add i64 %138, %136
  %140 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 4), align 4, !tbaa !6
  %141 = tail call noundef i32 @llvm.umax.i32(i32 %137, i32 %140)
  %142 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 16), align 8, !tbaa !17
  %143 = add i64 %142, %139
  %144 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 8), align 4, !tbaa !6
  %145 = tail call noundef i32 @llvm.umax.i32(i32 %141, i32 %144)
  %146 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 24), align 8, !tbaa !17
  %147 = add i64 %146, %143
  %148 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 12), align 4, !tbaa !6
  %149 = tail call noundef i32 @llvm.umax.i32(i32 %145, i32 %148)
  %150 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 32), align 8, !tbaa !17
  %151 = add i64 %150, %147
  %152 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 16), align 4, !tbaa !6
  %153 = tail call noundef i32 @llvm.umax.i32(i32 %149, i32 %152)
  %154 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 40), align 8, !tbaa !17
  %155 = add i64 %154, %151
  %156 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 20), align 4, !tbaa !6
  %157 = tail call noundef i32 @llvm.umax.i32(i32 %153, i32 %156)
  %158 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 48), align 8, !tbaa !17
  %159 = add i64 %158, %155
  %160 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 24), align 4, !tbaa !6
  %161 = tail call noundef i32 @llvm.umax.i32(i32 %157, i32 %160)
  %162 = load i64, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_red to ptr), i64 56), align 8, !tbaa !17
  %163 = add i64 %162, %159
  %164 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 28), align 4, !tbaa !6
  %165 = tail call noundef i32 @llvm.umax.i32(i32 %161, i32 %164)
  %166 = and i32 %165, 255
  %167 = xor i32 %166, 255
  %168 = sub nsw i64 %105, %163
  %169 = zext nneg i32 %167 to i64
  %170 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_freq to ptr), i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !6
  %172 = zext i32 %171 to i64
  %173 = add nsw i64 %168, %172
  %174 = icmp slt i64 %173, 1
  %175 = sub nsw i64 1, %172
  %176 = select i1 %174, i64 %175, i64 %168
  %177 = trunc i64 %176 to i32
  %178 = add i32 %171, %177
  store i32 %178, ptr %170, align 4, !tbaa !6
  %179 = icmp eq i64 %176, %168
  %180 = select i1 %179, i32 -1, i32 %167
  store i32 %180, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_arg to ptr), align 4, !tbaa !6
  br label %181

181:                                              ; preds = %135, %134
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %182 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE5s_arg to ptr), align 4, !tbaa !6
  %183 = icmp slt i32 %182, 0
  %184 = add nuw nsw i32 %107, 1
  %185 = icmp eq i32 %184, 4
  %186 = select i1 %183, i1 true, i1 %185
  br i1 %186, label %187, label %106, !llvm.loop !19

187:                                              ; preds = %181
  %188 = load i32, ptr %99, align 4, !tbaa !6
  %189 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %188, i32 1, i32 0)
  %190 = icmp eq i32 %55, 0
  %191 = select i1 %190, i32 0, i32 %189
  %192 = add i32 %191, %188
  %193 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %192, i32 2, i32 0)
  %194 = icmp samesign ult i32 %55, 2
  %195 = select i1 %194, i32 0, i32 %193
  %196 = add i32 %195, %192
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %196, i32 4, i32 0)
  %198 = icmp samesign ult i32 %55, 4
  %199 = select i1 %198, i32 0, i32 %197
  %200 = add i32 %199, %196
  %201 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %200, i32 8, i32 0)
  %202 = icmp samesign ult i32 %55, 8
  %203 = select i1 %202, i32 0, i32 %201
  %204 = add i32 %203, %200
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %204, i32 16, i32 0)
  %206 = icmp samesign ult i32 %55, 16
  %207 = select i1 %206, i32 0, i32 %205
  %208 = add i32 %207, %204
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %209 = icmp eq i32 %55, 31
  br i1 %209, label %210, label %211

210:                                              ; preds = %187
  store i32 %208, ptr %103, align 4, !tbaa !6
  br label %211

211:                                              ; preds = %210, %187
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %212 = icmp eq i32 %56, 0
  br i1 %212, label %235, label %213

213:                                              ; preds = %211
  %214 = and i32 %56, 7
  %215 = icmp samesign ult i32 %8, 256
  br i1 %215, label %220, label %216

216:                                              ; preds = %213
  %217 = and i32 %56, 24
  br label %246

218:                                              ; preds = %246
  %219 = icmp eq i32 %214, 0
  br i1 %219, label %235, label %220

220:                                              ; preds = %218, %213
  %221 = phi i32 [ 0, %213 ], [ %289, %218 ]
  %222 = phi i32 [ 0, %213 ], [ %288, %218 ]
  %223 = icmp ne i32 %214, 0
  tail call void @llvm.assume(i1 %223)
  br label %224

224:                                              ; preds = %224, %220
  %225 = phi i32 [ %232, %224 ], [ %221, %220 ]
  %226 = phi i32 [ %231, %224 ], [ %222, %220 ]
  %227 = phi i32 [ %233, %224 ], [ 0, %220 ]
  %228 = zext nneg i32 %225 to i64
  %229 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !6
  %231 = add i32 %230, %226
  %232 = add nuw nsw i32 %225, 1
  %233 = add i32 %227, 1
  %234 = icmp eq i32 %233, %214
  br i1 %234, label %235, label %224, !llvm.loop !20

235:                                              ; preds = %218, %224, %211
  %236 = phi i32 [ 0, %211 ], [ %288, %218 ], [ %231, %224 ]
  %237 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %188, i32 range(i32 1024, 16777216) 65535)
  %238 = trunc nuw i32 %237 to i16
  %239 = getelementptr inbounds nuw i16, ptr %2, i64 %9
  store i16 %238, ptr %239, align 2, !tbaa !22
  %240 = add i32 %236, %208
  %241 = sub i32 %240, %188
  %242 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %241, i32 range(i32 1024, 16777216) 65535)
  %243 = trunc nuw i32 %242 to i16
  %244 = getelementptr inbounds nuw i16, ptr %3, i64 %9
  store i16 %243, ptr %244, align 2, !tbaa !22
  %245 = icmp eq i32 %8, 255
  br i1 %245, label %292, label %296

246:                                              ; preds = %246, %216
  %247 = phi i32 [ 0, %216 ], [ %289, %246 ]
  %248 = phi i32 [ 0, %216 ], [ %288, %246 ]
  %249 = phi i32 [ 0, %216 ], [ %290, %246 ]
  %250 = zext nneg i32 %247 to i64
  %251 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !6
  %253 = add i32 %252, %248
  %254 = zext nneg i32 %247 to i64
  %255 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %254
  %256 = getelementptr inbounds nuw i8, ptr %255, i64 4
  %257 = load i32, ptr %256, align 4, !tbaa !6
  %258 = add i32 %257, %253
  %259 = zext nneg i32 %247 to i64
  %260 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %259
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 8
  %262 = load i32, ptr %261, align 4, !tbaa !6
  %263 = add i32 %262, %258
  %264 = zext nneg i32 %247 to i64
  %265 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %264
  %266 = getelementptr inbounds nuw i8, ptr %265, i64 12
  %267 = load i32, ptr %266, align 4, !tbaa !6
  %268 = add i32 %267, %263
  %269 = zext nneg i32 %247 to i64
  %270 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %269
  %271 = getelementptr inbounds nuw i8, ptr %270, i64 16
  %272 = load i32, ptr %271, align 4, !tbaa !6
  %273 = add i32 %272, %268
  %274 = zext nneg i32 %247 to i64
  %275 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %274
  %276 = getelementptr inbounds nuw i8, ptr %275, i64 20
  %277 = load i32, ptr %276, align 4, !tbaa !6
  %278 = add i32 %277, %273
  %279 = zext nneg i32 %247 to i64
  %280 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %279
  %281 = getelementptr inbounds nuw i8, ptr %280, i64 24
  %282 = load i32, ptr %281, align 4, !tbaa !6
  %283 = add i32 %282, %278
  %284 = zext nneg i32 %247 to i64
  %285 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20rans_normalize_freqsE6s_warp to ptr), i64 %284
  %286 = getelementptr inbounds nuw i8, ptr %285, i64 28
  %287 = load i32, ptr %286, align 4, !tbaa !6
  %288 = add i32 %287, %283
  %289 = add nuw nsw i32 %247, 8
  %290 = add i32 %249, 8
  %291 = icmp eq i32 %290, %217
  br i1 %291, label %218, label %246, !llvm.loop !24

292:                                              ; preds = %235
  %293 = getelementptr inbounds nuw i8, ptr %3, i64 512
  %294 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %240, i32 range(i32 1024, 16777216) 65535)
  %295 = trunc nuw i32 %294 to i16
  store i16 %295, ptr %293, align 2, !tbaa !22
  br label %296

296:                                              ; preds = %235, %292, %4
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
  br i1 %10, label %412, label %11

11:                                               ; preds = %9
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp samesign ult i32 %12, 32
  br i1 %13, label %14, label %260

14:                                               ; preds = %11
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds nuw i16, ptr %5, i64 %15
  %17 = load i16, ptr %16, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %18 = tail call i16 @llvm.umin.i16(i16 %17, i16 4096)
  %19 = zext nneg i16 %18 to i32
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %19, i32 1, i32 0), !noalias !39
  %21 = icmp eq i32 %12, 0
  %22 = select i1 %21, i32 0, i32 %20
  %23 = add i32 %22, %19
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 2, i32 0), !noalias !39
  %25 = icmp samesign ult i32 %12, 2
  %26 = select i1 %25, i32 0, i32 %24
  %27 = add i32 %26, %23
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 4, i32 0), !noalias !39
  %29 = icmp samesign ult i32 %12, 4
  %30 = select i1 %29, i32 0, i32 %28
  %31 = add i32 %30, %27
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 8, i32 0), !noalias !39
  %33 = icmp samesign ult i32 %12, 8
  %34 = select i1 %33, i32 0, i32 %32
  %35 = add i32 %34, %31
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %35, i32 16, i32 0), !noalias !39
  %37 = icmp samesign ult i32 %12, 16
  %38 = select i1 %37, i32 0, i32 %36
  %39 = add i32 %38, %35
  %40 = sub i32 %39, %19
  %41 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %40, i32 range(i32 1024, 16777216) 4096)
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %15
  store i32 %41, ptr %42, align 4, !tbaa !6, !noalias !39
  %43 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %39, i32 range(i32 1024, 16777216) 4096)
  %44 = sub nsw i32 %43, %41
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %15
  store i32 %44, ptr %45, align 4, !tbaa !6, !noalias !39
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %39, i32 31, i32 31), !noalias !39
  %47 = or disjoint i32 %12, 32
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i16, ptr %5, i64 %48
  %50 = load i16, ptr %49, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %51 = tail call i16 @llvm.umin.i16(i16 %50, i16 4096)
  %52 = zext nneg i16 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %52, i32 1, i32 0), !noalias !39
  %54 = select i1 %21, i32 0, i32 %53
  %55 = add i32 %54, %52
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %55, i32 2, i32 0), !noalias !39
  %57 = select i1 %25, i32 0, i32 %56
  %58 = add i32 %57, %55
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %58, i32 4, i32 0), !noalias !39
  %60 = select i1 %29, i32 0, i32 %59
  %61 = add i32 %60, %58
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %61, i32 8, i32 0), !noalias !39
  %63 = select i1 %33, i32 0, i32 %62
  %64 = add i32 %63, %61
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %64, i32 16, i32 0), !noalias !39
  %66 = select i1 %37, i32 0, i32 %65
  %67 = add i32 %66, %64
  %68 = add i32 %67, %46
  %69 = sub i32 %68, %52
  %70 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %69, i32 range(i32 1024, 16777216) 4096)
  %71 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %48
  store i32 %70, ptr %71, align 4, !tbaa !6, !noalias !39
  %72 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %68, i32 range(i32 1024, 16777216) 4096)
  %73 = sub nsw i32 %72, %70
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %48
  store i32 %73, ptr %74, align 4, !tbaa !6, !noalias !39
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %67, i32 31, i32 31), !noalias !39
  %76 = add i32 %75, %46
  %77 = or disjoint i32 %12, 64
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i16, ptr %5, i64 %78
  %80 = load i16, ptr %79, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %81 = tail call i16 @llvm.umin.i16(i16 %80, i16 4096)
  %82 = zext nneg i16 %81 to i32
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %82, i32 1, i32 0), !noalias !39
  %84 = select i1 %21, i32 0, i32 %83
  %85 = add i32 %84, %82
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %85, i32 2, i32 0), !noalias !39
  %87 = select i1 %25, i32 0, i32 %86
  %88 = add i32 %87, %85
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %88, i32 4, i32 0), !noalias !39
  %90 = select i1 %29, i32 0, i32 %89
  %91 = add i32 %90, %88
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %91, i32 8, i32 0), !noalias !39
  %93 = select i1 %33, i32 0, i32 %92
  %94 = add i32 %93, %91
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %94, i32 16, i32 0), !noalias !39
  %96 = select i1 %37, i32 0, i32 %95
  %97 = add i32 %96, %94
  %98 = add i32 %97, %76
  %99 = sub i32 %98, %82
  %100 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %99, i32 range(i32 1024, 16777216) 4096)
  %101 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %78
  store i32 %100, ptr %101, align 4, !tbaa !6, !noalias !39
  %102 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %98, i32 range(i32 1024, 16777216) 4096)
  %103 = sub nsw i32 %102, %100
  %104 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %78
  store i32 %103, ptr %104, align 4, !tbaa !6, !noalias !39
  %105 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %97, i32 31, i32 31), !noalias !39
  %106 = add i32 %105, %76
  %107 = or disjoint i32 %12, 96
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw i16, ptr %5, i64 %108
  %110 = load i16, ptr %109, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %111 = tail call i16 @llvm.umin.i16(i16 %110, i16 4096)
  %112 = zext nneg i16 %111 to i32
  %113 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %112, i32 1, i32 0), !noalias !39
  %114 = select i1 %21, i32 0, i32 %113
  %115 = add i32 %114, %112
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %115, i32 2, i32 0), !noalias !39
  %117 = select i1 %25, i32 0, i32 %116
  %118 = add i32 %117, %115
  %119 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %118, i32 4, i32 0), !noalias !39
  %120 = select i1 %29, i32 0, i32 %119
  %121 = add i32 %120, %118
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %121, i32 8, i32 0), !noalias !39
  %123 = select i1 %33, i32 0, i32 %122
  %124 = add i32 %123, %121
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %124, i32 16, i32 0), !noalias !39
  %126 = select i1 %37, i32 0, i32 %125
  %127 = add i32 %126, %124
  %128 = add i32 %127, %106
  %129 = sub i32 %128, %112
  %130 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %129, i32 range(i32 1024, 16777216) 4096)
  %131 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %108
  store i32 %130, ptr %131, align 4, !tbaa !6, !noalias !39
  %132 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %128, i32 range(i32 1024, 16777216) 4096)
  %133 = sub nsw i32 %132, %130
  %134 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %108
  store i32 %133, ptr %134, align 4, !tbaa !6, !noalias !39
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %127, i32 31, i32 31), !noalias !39
  %136 = add i32 %135, %106
  %137 = or disjoint i32 %12, 128
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw i16, ptr %5, i64 %138
  %140 = load i16, ptr %139, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %141 = tail call i16 @llvm.umin.i16(i16 %140, i16 4096)
  %142 = zext nneg i16 %141 to i32
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %142, i32 1, i32 0), !noalias !39
  %144 = select i1 %21, i32 0, i32 %143
  %145 = add i32 %144, %142
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %145, i32 2, i32 0), !noalias !39
  %147 = select i1 %25, i32 0, i32 %146
  %148 = add i32 %147, %145
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %148, i32 4, i32 0), !noalias !39
  %150 = select i1 %29, i32 0, i32 %149
  %151 = add i32 %150, %148
  %152 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %151, i32 8, i32 0), !noalias !39
  %153 = select i1 %33, i32 0, i32 %152
  %154 = add i32 %153, %151
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %154, i32 16, i32 0), !noalias !39
  %156 = select i1 %37, i32 0, i32 %155
  %157 = add i32 %156, %154
  %158 = add i32 %157, %136
  %159 = sub i32 %158, %142
  %160 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %159, i32 range(i32 1024, 16777216) 4096)
  %161 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %138
  store i32 %160, ptr %161, align 4, !tbaa !6, !noalias !39
  %162 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %158, i32 range(i32 1024, 16777216) 4096)
  %163 = sub nsw i32 %162, %160
  %164 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %138
  store i32 %163, ptr %164, align 4, !tbaa !6, !noalias !39
  %165 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %157, i32 31, i32 31), !noalias !39
  %166 = add i32 %165, %136
  %167 = or disjoint i32 %12, 160
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw i16, ptr %5, i64 %168
  %170 = load i16, ptr %169, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %171 = tail call i16 @llvm.umin.i16(i16 %170, i16 4096)
  %172 = zext nneg i16 %171 to i32
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %172, i32 1, i32 0), !noalias !39
  %174 = select i1 %21, i32 0, i32 %173
  %175 = add i32 %174, %172
  %176 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %175, i32 2, i32 0), !noalias !39
  %177 = select i1 %25, i32 0, i32 %176
  %178 = add i32 %177, %175
  %179 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %178, i32 4, i32 0), !noalias !39
  %180 = select i1 %29, i32 0, i32 %179
  %181 = add i32 %180, %178
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %181, i32 8, i32 0), !noalias !39
  %183 = select i1 %33, i32 0, i32 %182
  %184 = add i32 %183, %181
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %184, i32 16, i32 0), !noalias !39
  %186 = select i1 %37, i32 0, i32 %185
  %187 = add i32 %186, %184
  %188 = add i32 %187, %166
  %189 = sub i32 %188, %172
  %190 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %189, i32 range(i32 1024, 16777216) 4096)
  %191 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %168
  store i32 %190, ptr %191, align 4, !tbaa !6, !noalias !39
  %192 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %188, i32 range(i32 1024, 16777216) 4096)
  %193 = sub nsw i32 %192, %190
  %194 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %168
  store i32 %193, ptr %194, align 4, !tbaa !6, !noalias !39
  %195 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %187, i32 31, i32 31), !noalias !39
  %196 = add i32 %195, %166
  %197 = or disjoint i32 %12, 192
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw i16, ptr %5, i64 %198
  %200 = load i16, ptr %199, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %201 = tail call i16 @llvm.umin.i16(i16 %200, i16 4096)
  %202 = zext nneg i16 %201 to i32
  %203 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %202, i32 1, i32 0), !noalias !39
  %204 = select i1 %21, i32 0, i32 %203
  %205 = add i32 %204, %202
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %205, i32 2, i32 0), !noalias !39
  %207 = select i1 %25, i32 0, i32 %206
  %208 = add i32 %207, %205
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %208, i32 4, i32 0), !noalias !39
  %210 = select i1 %29, i32 0, i32 %209
  %211 = add i32 %210, %208
  %212 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %211, i32 8, i32 0), !noalias !39
  %213 = select i1 %33, i32 0, i32 %212
  %214 = add i32 %213, %211
  %215 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %214, i32 16, i32 0), !noalias !39
  %216 = select i1 %37, i32 0, i32 %215
  %217 = add i32 %216, %214
  %218 = add i32 %217, %196
  %219 = sub i32 %218, %202
  %220 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %219, i32 range(i32 1024, 16777216) 4096)
  %221 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %198
  store i32 %220, ptr %221, align 4, !tbaa !6, !noalias !39
  %222 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %218, i32 range(i32 1024, 16777216) 4096)
  %223 = sub nsw i32 %222, %220
  %224 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %198
  store i32 %223, ptr %224, align 4, !tbaa !6, !noalias !39
  %225 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %217, i32 31, i32 31), !noalias !39
  %226 = add i32 %225, %196
  %227 = or disjoint i32 %12, 224
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds nuw i16, ptr %5, i64 %228
  %230 = load i16, ptr %229, align 2, !tbaa !22, !alias.scope !34, !noalias !38
  %231 = tail call i16 @llvm.umin.i16(i16 %230, i16 4096)
  %232 = zext nneg i16 %231 to i32
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %232, i32 1, i32 0), !noalias !39
  %234 = select i1 %21, i32 0, i32 %233
  %235 = add i32 %234, %232
  %236 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %235, i32 2, i32 0), !noalias !39
  %237 = select i1 %25, i32 0, i32 %236
  %238 = add i32 %237, %235
  %239 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %238, i32 4, i32 0), !noalias !39
  %240 = select i1 %29, i32 0, i32 %239
  %241 = add i32 %240, %238
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %241, i32 8, i32 0), !noalias !39
  %243 = select i1 %33, i32 0, i32 %242
  %244 = add i32 %243, %241
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %244, i32 16, i32 0), !noalias !39
  %246 = select i1 %37, i32 0, i32 %245
  %247 = add i32 %246, %244
  %248 = add i32 %247, %226
  %249 = sub i32 %248, %232
  %250 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %249, i32 range(i32 1024, 16777216) 4096)
  %251 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %228
  store i32 %250, ptr %251, align 4, !tbaa !6, !noalias !39
  %252 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %248, i32 range(i32 1024, 16777216) 4096)
  %253 = sub nsw i32 %252, %250
  %254 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %228
  store i32 %253, ptr %254, align 4, !tbaa !6, !noalias !39
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %247, i32 31, i32 31), !noalias !39
  %256 = icmp eq i32 %12, 0
  br i1 %256, label %257, label %260

257:                                              ; preds = %14
  %258 = add i32 %255, %226
  %259 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %258, i32 range(i32 1024, 16777216) 4096)
  store i32 %259, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 1024), align 4, !tbaa !6, !noalias !39
  br label %260

260:                                              ; preds = %257, %14, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %261 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %262 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 512), align 4, !tbaa !6, !noalias !39
  br label %263

263:                                              ; preds = %260, %263
  %264 = phi i32 [ %12, %260 ], [ %325, %263 ]
  %265 = icmp ugt i32 %262, %264
  %266 = select i1 %265, i32 128, i32 256
  %267 = select i1 %265, i32 0, i32 128
  %268 = select i1 %265, i32 64, i32 192
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %269
  %271 = load i32, ptr %270, align 4, !tbaa !6, !noalias !39
  %272 = icmp ugt i32 %271, %264
  %273 = select i1 %272, i32 %268, i32 %266
  %274 = select i1 %272, i32 %267, i32 %268
  %275 = add nuw nsw i32 %274, %273
  %276 = lshr exact i32 %275, 1
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !6, !noalias !39
  %280 = icmp ugt i32 %279, %264
  %281 = select i1 %280, i32 %276, i32 %273
  %282 = select i1 %280, i32 %274, i32 %276
  %283 = add nuw nsw i32 %282, %281
  %284 = lshr exact i32 %283, 1
  %285 = zext nneg i32 %284 to i64
  %286 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %285
  %287 = load i32, ptr %286, align 4, !tbaa !6, !noalias !39
  %288 = icmp ugt i32 %287, %264
  %289 = select i1 %288, i32 %284, i32 %281
  %290 = select i1 %288, i32 %282, i32 %284
  %291 = add nuw nsw i32 %290, %289
  %292 = lshr i32 %291, 1
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %293
  %295 = load i32, ptr %294, align 4, !tbaa !6, !noalias !39
  %296 = icmp ugt i32 %295, %264
  %297 = select i1 %296, i32 %292, i32 %289
  %298 = select i1 %296, i32 %290, i32 %292
  %299 = add nuw nsw i32 %298, %297
  %300 = lshr i32 %299, 1
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !6, !noalias !39
  %304 = icmp ugt i32 %303, %264
  %305 = select i1 %304, i32 %300, i32 %297
  %306 = select i1 %304, i32 %298, i32 %300
  %307 = add nuw nsw i32 %306, %305
  %308 = lshr i32 %307, 1
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %309
  %311 = load i32, ptr %310, align 4, !tbaa !6, !noalias !39
  %312 = icmp ugt i32 %311, %264
  %313 = select i1 %312, i32 %308, i32 %305
  %314 = select i1 %312, i32 %306, i32 %308
  %315 = add nuw nsw i32 %314, %313
  %316 = lshr i32 %315, 1
  %317 = zext nneg i32 %316 to i64
  %318 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %317
  %319 = load i32, ptr %318, align 4, !tbaa !6, !noalias !39
  %320 = icmp ugt i32 %319, %264
  %321 = select i1 %320, i32 %314, i32 %316
  %322 = trunc nuw i32 %321 to i8
  %323 = zext nneg i32 %264 to i64
  %324 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE5s_sym to ptr), i64 %323
  store i8 %322, ptr %324, align 1, !tbaa !14, !noalias !39
  %325 = add nuw nsw i32 %264, %261
  %326 = icmp samesign ult i32 %325, 4096
  br i1 %326, label %263, label %327, !llvm.loop !40

327:                                              ; preds = %263
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %328 = and i32 %12, 31
  %329 = lshr i32 %261, 5
  %330 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %331 = lshr i32 %330, 5
  %332 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %333 = mul i32 %329, %332
  %334 = lshr i32 %12, 5
  %335 = add i32 %333, %334
  %336 = icmp slt i32 %335, %7
  br i1 %336, label %337, label %412

337:                                              ; preds = %327
  %338 = zext nneg i32 %328 to i64
  %339 = getelementptr i32, ptr %4, i64 %338
  %340 = sext i32 %8 to i64
  %341 = icmp eq i32 %331, 0
  %342 = shl nsw i32 -1, %328
  %343 = xor i32 %342, -1
  %344 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %345 = mul i32 %329, %344
  br label %346

346:                                              ; preds = %337, %365
  %347 = phi i32 [ %335, %337 ], [ %366, %365 ]
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds i32, ptr %2, i64 %348
  %350 = load i32, ptr %349, align 4, !tbaa !6, !alias.scope !28, !noalias !41
  %351 = zext i32 %350 to i64
  %352 = urem i64 %351, %1
  %353 = sub nsw i64 %1, %352
  %354 = getelementptr inbounds i32, ptr %3, i64 %348
  %355 = load i32, ptr %354, align 4, !tbaa !6, !alias.scope !30, !noalias !42
  %356 = zext i32 %355 to i64
  %357 = tail call noundef range(i64 -4294967294, 4294967296) i64 @llvm.smin.i64(i64 range(i64 0, 4294967296) %356, i64 range(i64 -4294967294, -9223372036854775808) %353)
  %358 = getelementptr inbounds nuw i16, ptr %0, i64 %352
  %359 = mul nsw i64 %348, %340
  %360 = getelementptr inbounds i8, ptr %6, i64 %359
  br i1 %341, label %365, label %361

361:                                              ; preds = %346
  %362 = shl nsw i64 %348, 7
  %363 = getelementptr i8, ptr %339, i64 %362
  %364 = load i32, ptr %363, align 4, !tbaa !6, !alias.scope !32, !noalias !43
  br label %368

365:                                              ; preds = %405, %346
  %366 = add i32 %347, %345
  %367 = icmp slt i32 %366, %7
  br i1 %367, label %346, label %412, !llvm.loop !44

368:                                              ; preds = %361, %405
  %369 = phi i32 [ %410, %405 ], [ 0, %361 ]
  %370 = phi i64 [ %409, %405 ], [ 0, %361 ]
  %371 = phi i32 [ %406, %405 ], [ %364, %361 ]
  %372 = and i32 %371, 4095
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE5s_sym to ptr), i64 %373
  %375 = load i8, ptr %374, align 1, !tbaa !14, !noalias !39
  %376 = zext i8 %375 to i64
  %377 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %376
  %378 = load i32, ptr %377, align 4, !tbaa !6, !noalias !39
  %379 = lshr i32 %371, 12
  %380 = mul i32 %378, %379
  %381 = add i32 %380, %372
  %382 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi12EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %376
  %383 = load i32, ptr %382, align 4, !tbaa !6, !noalias !39
  %384 = sub i32 %381, %383
  %385 = shl nsw i32 %369, 5
  %386 = or disjoint i32 %385, %328
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr inbounds nuw i8, ptr %360, i64 %387
  store i8 %375, ptr %388, align 1, !tbaa !14, !alias.scope !36, !noalias !45
  %389 = icmp ult i32 %384, 65536
  %390 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %389), !noalias !39
  br i1 %389, label %391, label %405

391:                                              ; preds = %368
  %392 = and i32 %390, %343
  %393 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %392)
  %394 = zext nneg i32 %393 to i64
  %395 = add nuw nsw i64 %370, %394
  %396 = icmp slt i64 %395, %357
  br i1 %396, label %397, label %401

397:                                              ; preds = %391
  %398 = getelementptr inbounds nuw i16, ptr %358, i64 %395
  %399 = load i16, ptr %398, align 2, !tbaa !22, !alias.scope !25, !noalias !46
  %400 = zext i16 %399 to i32
  br label %401

401:                                              ; preds = %397, %391
  %402 = phi i32 [ %400, %397 ], [ 0, %391 ]
  %403 = shl nuw i32 %384, 16
  %404 = or disjoint i32 %402, %403
  br label %405

405:                                              ; preds = %401, %368
  %406 = phi i32 [ %404, %401 ], [ %384, %368 ]
  %407 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %390)
  %408 = zext nneg i32 %407 to i64
  %409 = add nuw nsw i64 %370, %408
  %410 = add nuw nsw i32 %369, 1
  %411 = icmp eq i32 %410, %331
  br i1 %411, label %365, label %368, !llvm.loop !47

412:                                              ; preds = %365, %327, %9
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rans_decode_p10(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !59)
  %10 = icmp slt i64 %1, 1
  br i1 %10, label %412, label %11

11:                                               ; preds = %9
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp samesign ult i32 %12, 32
  br i1 %13, label %14, label %260

14:                                               ; preds = %11
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds nuw i16, ptr %5, i64 %15
  %17 = load i16, ptr %16, align 2, !tbaa !22, !alias.scope !57, !noalias !61
  %18 = tail call i16 @llvm.umin.i16(i16 %17, i16 1024)
  %19 = zext nneg i16 %18 to i32
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %19, i32 1, i32 0), !noalias !62
  %21 = icmp eq i32 %12, 0
  %22 = select i1 %21, i32 0, i32 %20
  %23 = add i32 %22, %19
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 2, i32 0), !noalias !62
  %25 = icmp samesign ult i32 %12, 2
  %26 = select i1 %25, i32 0, i32 %24
  %27 = add i32 %26, %23
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 4, i32 0), !noalias !62
  %29 = icmp samesign ult i32 %12, 4
  %30 = select i1 %29, i32 0, i32 %28
  %31 = add i32 %30, %27
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 8, i32 0), !noalias !62
  %33 = icmp samesign ult i32 %12, 8
  %34 = select i1 %33, i32 0, i32 %32
  %35 = add i32 %34, %31
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %35, i32 16, i32 0), !noalias !62
  %37 = icmp samesign ult i32 %12, 16
  %38 = select i1 %37, i32 0, i32 %36
  %39 = add i32 %38, %35
  %40 = sub i32 %39, %19
  %41 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %40, i32 range(i32 1024, 16777216) 1024)
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %15
  store i32 %41, ptr %42, align 4, !tbaa !6, !noalias !62
  %43 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %39, i32 range(i32 1024, 16777216) 1024)
  %44 = sub nsw i32 %43, %41
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %15
  store i32 %44, ptr %45, align 4, !tbaa !6, !noalias !62
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %39, i32 31, i32 31), !noalias !62
  %47 = or disjoint i32 %12, 32
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw i16, ptr %5, i64 %48
  %50 = load i16, ptr %49, align 2, !tbaa !22, !alias.scope !57, !noalias !61
  %51 = tail call i16 @llvm.umin.i16(i16 %50, i16 1024)
  %52 = zext nneg i16 %51 to i32
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %52, i32 1, i32 0), !noalias !62
  %54 = select i1 %21, i32 0, i32 %53
  %55 = add i32 %54, %52
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %55, i32 2, i32 0), !noalias !62
  %57 = select i1 %25, i32 0, i32 %56
  %58 = add i32 %57, %55
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %58, i32 4, i32 0), !noalias !62
  %60 = select i1 %29, i32 0, i32 %59
  %61 = add i32 %60, %58
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %61, i32 8, i32 0), !noalias !62
  %63 = select i1 %33, i32 0, i32 %62
  %64 = add i32 %63, %61
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %64, i32 16, i32 0), !noalias !62
  %66 = select i1 %37, i32 0, i32 %65
  %67 = add i32 %66, %64
  %68 = add i32 %67, %46
  %69 = sub i32 %68, %52
  %70 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %69, i32 range(i32 1024, 16777216) 1024)
  %71 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %48
  store i32 %70, ptr %71, align 4, !tbaa !6, !noalias !62
  %72 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %68, i32 range(i32 1024, 16777216) 1024)
  %73 = sub nsw i32 %72, %70
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %48
  store i32 %73, ptr %74, align 4, !tbaa !6, !noalias !62
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %67, i32 31, i32 31), !noalias !62
  %76 = add i32 %75, %46
  %77 = or disjoint i32 %12, 64
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i16, ptr %5, i64 %78
  %80 = load i16, ptr %79, align 2, !tbaa !22, !alias.scope !57, !noalias !61
  %81 = tail call i16 @llvm.umin.i16(i16 %80, i16 1024)
  %82 = zext nneg i16 %81 to i32
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %82, i32 1, i32 0), !noalias !62
  %84 = select i1 %21, i32 0, i32 %83
  %85 = add i32 %84, %82
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %85, i32 2, i32 0), !noalias !62
  %87 = select i1 %25, i32 0, i32 %86
  %88 = add i32 %87, %85
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %88, i32 4, i32 0), !noalias !62
  %90 = select i1 %29, i32 0, i32 %89
  %91 = add i32 %90, %88
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %91, i32 8, i32 0), !noalias !62
  %93 = select i1 %33, i32 0, i32 %92
  %94 = add i32 %93, %91
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %94, i32 16, i32 0), !noalias !62
  %96 = select i1 %37, i32 0, i32 %95
  %97 = add i32 %96, %94
  %98 = add i32 %97, %76
  %99 = sub i32 %98, %82
  %100 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %99, i32 range(i32 1024, 16777216) 1024)
  %101 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %78
  store i32 %100, ptr %101, align 4, !tbaa !6, !noalias !62
  %102 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %98, i32 range(i32 1024, 16777216) 1024)
  %103 = sub nsw i32 %102, %100
  %104 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %78
  store i32 %103, ptr %104, align 4, !tbaa !6, !noalias !62
  %105 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %97, i32 31, i32 31), !noalias !62
  %106 = add i32 %105, %76
  %107 = or disjoint i32 %12, 96
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw i16, ptr %5, i64 %108
  %110 = load i16, ptr %109, align 2, !tbaa !22, !alias.scope !57, !noalias !61
  %111 = tail call i16 @llvm.umin.i16(i16 %110, i16 1024)
  %112 = zext nneg i16 %111 to i32
  %113 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %112, i32 1, i32 0), !noalias !62
  %114 = select i1 %21, i32 0, i32 %113
  %115 = add i32 %114, %112
  %116 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %115, i32 2, i32 0), !noalias !62
  %117 = select i1 %25, i32 0, i32 %116
  %118 = add i32 %117, %115
  %119 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %118, i32 4, i32 0), !noalias !62
  %120 = select i1 %29, i32 0, i32 %119
  %121 = add i32 %120, %118
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %121, i32 8, i32 0), !noalias !62
  %123 = select i1 %33, i32 0, i32 %122
  %124 = add i32 %123, %121
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %124, i32 16, i32 0), !noalias !62
  %126 = select i1 %37, i32 0, i32 %125
  %127 = add i32 %126, %124
  %128 = add i32 %127, %106
  %129 = sub i32 %128, %112
  %130 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %129, i32 range(i32 1024, 16777216) 1024)
  %131 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %108
  store i32 %130, ptr %131, align 4, !tbaa !6, !noalias !62
  %132 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %128, i32 range(i32 1024, 16777216) 1024)
  %133 = sub nsw i32 %132, %130
  %134 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %108
  store i32 %133, ptr %134, align 4, !tbaa !6, !noalias !62
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %127, i32 31, i32 31), !noalias !62
  %136 = add i32 %135, %106
  %137 = or disjoint i32 %12, 128
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw i16, ptr %5, i64 %138
  %140 = load i16, ptr %139, align 2, !tbaa !22, !alias.scope !57, !noalias !61
  %141 = tail call i16 @llvm.umin.i16(i16 %140, i16 1024)
  %142 = zext nneg i16 %141 to i32
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %142, i32 1, i32 0), !noalias !62
  %144 = select i1 %21, i32 0, i32 %143
  %145 = add i32 %144, %142
  %146 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %145, i32 2, i32 0), !noalias !62
  %147 = select i1 %25, i32 0, i32 %146
  %148 = add i32 %147, %145
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %148, i32 4, i32 0), !noalias !62
  %150 = select i1 %29, i32 0, i32 %149
  %151 = add i32 %150, %148
  %152 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %151, i32 8, i32 0), !noalias !62
  %153 = select i1 %33, i32 0, i32 %152
  %154 = add i32 %153, %151
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %154, i32 16, i32 0), !noalias !62
  %156 = select i1 %37, i32 0, i32 %155
  %157 = add i32 %156, %154
  %158 = add i32 %157, %136
  %159 = sub i32 %158, %142
  %160 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %159, i32 range(i32 1024, 16777216) 1024)
  %161 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %138
  store i32 %160, ptr %161, align 4, !tbaa !6, !noalias !62
  %162 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %158, i32 range(i32 1024, 16777216) 1024)
  %163 = sub nsw i32 %162, %160
  %164 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %138
  store i32 %163, ptr %164, align 4, !tbaa !6, !noalias !62
  %165 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %157, i32 31, i32 31), !noalias !62
  %166 = add i32 %165, %136
  %167 = or disjoint i32 %12, 160
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw i16, ptr %5, i64 %168
  %170 = load i16, ptr %169, align 2, !tbaa !22, !alias.scope !57, !noalias !61
  %171 = tail call i16 @llvm.umin.i16(i16 %170, i16 1024)
  %172 = zext nneg i16 %171 to i32
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %172, i32 1, i32 0), !noalias !62
  %174 = select i1 %21, i32 0, i32 %173
  %175 = add i32 %174, %172
  %176 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %175, i32 2, i32 0), !noalias !62
  %177 = select i1 %25, i32 0, i32 %176
  %178 = add i32 %177, %175
  %179 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %178, i32 4, i32 0), !noalias !62
  %180 = select i1 %29, i32 0, i32 %179
  %181 = add i32 %180, %178
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %181, i32 8, i32 0), !noalias !62
  %183 = select i1 %33, i32 0, i32 %182
  %184 = add i32 %183, %181
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %184, i32 16, i32 0), !noalias !62
  %186 = select i1 %37, i32 0, i32 %185
  %187 = add i32 %186, %184
  %188 = add i32 %187, %166
  %189 = sub i32 %188, %172
  %190 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %189, i32 range(i32 1024, 16777216) 1024)
  %191 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %168
  store i32 %190, ptr %191, align 4, !tbaa !6, !noalias !62
  %192 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %188, i32 range(i32 1024, 16777216) 1024)
  %193 = sub nsw i32 %192, %190
  %194 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %168
  store i32 %193, ptr %194, align 4, !tbaa !6, !noalias !62
  %195 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %187, i32 31, i32 31), !noalias !62
  %196 = add i32 %195, %166
  %197 = or disjoint i32 %12, 192
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds nuw i16, ptr %5, i64 %198
  %200 = load i16, ptr %199, align 2, !tbaa !22, !alias.scope !57, !noalias !61
  %201 = tail call i16 @llvm.umin.i16(i16 %200, i16 1024)
  %202 = zext nneg i16 %201 to i32
  %203 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %202, i32 1, i32 0), !noalias !62
  %204 = select i1 %21, i32 0, i32 %203
  %205 = add i32 %204, %202
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %205, i32 2, i32 0), !noalias !62
  %207 = select i1 %25, i32 0, i32 %206
  %208 = add i32 %207, %205
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %208, i32 4, i32 0), !noalias !62
  %210 = select i1 %29, i32 0, i32 %209
  %211 = add i32 %210, %208
  %212 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %211, i32 8, i32 0), !noalias !62
  %213 = select i1 %33, i32 0, i32 %212
  %214 = add i32 %213, %211
  %215 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %214, i32 16, i32 0), !noalias !62
  %216 = select i1 %37, i32 0, i32 %215
  %217 = add i32 %216, %214
  %218 = add i32 %217, %196
  %219 = sub i32 %218, %202
  %220 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %219, i32 range(i32 1024, 16777216) 1024)
  %221 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %198
  store i32 %220, ptr %221, align 4, !tbaa !6, !noalias !62
  %222 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %218, i32 range(i32 1024, 16777216) 1024)
  %223 = sub nsw i32 %222, %220
  %224 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %198
  store i32 %223, ptr %224, align 4, !tbaa !6, !noalias !62
  %225 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %217, i32 31, i32 31), !noalias !62
  %226 = add i32 %225, %196
  %227 = or disjoint i32 %12, 224
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds nuw i16, ptr %5, i64 %228
  %230 = load i16, ptr %229, align 2, !tbaa !22, !alias.scope !57, !noalias !61
  %231 = tail call i16 @llvm.umin.i16(i16 %230, i16 1024)
  %232 = zext nneg i16 %231 to i32
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %232, i32 1, i32 0), !noalias !62
  %234 = select i1 %21, i32 0, i32 %233
  %235 = add i32 %234, %232
  %236 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %235, i32 2, i32 0), !noalias !62
  %237 = select i1 %25, i32 0, i32 %236
  %238 = add i32 %237, %235
  %239 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %238, i32 4, i32 0), !noalias !62
  %240 = select i1 %29, i32 0, i32 %239
  %241 = add i32 %240, %238
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %241, i32 8, i32 0), !noalias !62
  %243 = select i1 %33, i32 0, i32 %242
  %244 = add i32 %243, %241
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %244, i32 16, i32 0), !noalias !62
  %246 = select i1 %37, i32 0, i32 %245
  %247 = add i32 %246, %244
  %248 = add i32 %247, %226
  %249 = sub i32 %248, %232
  %250 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %249, i32 range(i32 1024, 16777216) 1024)
  %251 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %228
  store i32 %250, ptr %251, align 4, !tbaa !6, !noalias !62
  %252 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %248, i32 range(i32 1024, 16777216) 1024)
  %253 = sub nsw i32 %252, %250
  %254 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %228
  store i32 %253, ptr %254, align 4, !tbaa !6, !noalias !62
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %247, i32 31, i32 31), !noalias !62
  %256 = icmp eq i32 %12, 0
  br i1 %256, label %257, label %260

257:                                              ; preds = %14
  %258 = add i32 %255, %226
  %259 = tail call noundef range(i32 0, 16777216) i32 @llvm.umin.i32(i32 %258, i32 range(i32 1024, 16777216) 1024)
  store i32 %259, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 1024), align 4, !tbaa !6, !noalias !62
  br label %260

260:                                              ; preds = %257, %14, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !62
  %261 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %262 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 512), align 4, !tbaa !6, !noalias !62
  br label %263

263:                                              ; preds = %260, %263
  %264 = phi i32 [ %12, %260 ], [ %325, %263 ]
  %265 = icmp ugt i32 %262, %264
  %266 = select i1 %265, i32 128, i32 256
  %267 = select i1 %265, i32 0, i32 128
  %268 = select i1 %265, i32 64, i32 192
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %269
  %271 = load i32, ptr %270, align 4, !tbaa !6, !noalias !62
  %272 = icmp ugt i32 %271, %264
  %273 = select i1 %272, i32 %268, i32 %266
  %274 = select i1 %272, i32 %267, i32 %268
  %275 = add nuw nsw i32 %274, %273
  %276 = lshr exact i32 %275, 1
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !6, !noalias !62
  %280 = icmp ugt i32 %279, %264
  %281 = select i1 %280, i32 %276, i32 %273
  %282 = select i1 %280, i32 %274, i32 %276
  %283 = add nuw nsw i32 %282, %281
  %284 = lshr exact i32 %283, 1
  %285 = zext nneg i32 %284 to i64
  %286 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %285
  %287 = load i32, ptr %286, align 4, !tbaa !6, !noalias !62
  %288 = icmp ugt i32 %287, %264
  %289 = select i1 %288, i32 %284, i32 %281
  %290 = select i1 %288, i32 %282, i32 %284
  %291 = add nuw nsw i32 %290, %289
  %292 = lshr i32 %291, 1
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %293
  %295 = load i32, ptr %294, align 4, !tbaa !6, !noalias !62
  %296 = icmp ugt i32 %295, %264
  %297 = select i1 %296, i32 %292, i32 %289
  %298 = select i1 %296, i32 %290, i32 %292
  %299 = add nuw nsw i32 %298, %297
  %300 = lshr i32 %299, 1
  %301 = zext nneg i32 %300 to i64
  %302 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !6, !noalias !62
  %304 = icmp ugt i32 %303, %264
  %305 = select i1 %304, i32 %300, i32 %297
  %306 = select i1 %304, i32 %298, i32 %300
  %307 = add nuw nsw i32 %306, %305
  %308 = lshr i32 %307, 1
  %309 = zext nneg i32 %308 to i64
  %310 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %309
  %311 = load i32, ptr %310, align 4, !tbaa !6, !noalias !62
  %312 = icmp ugt i32 %311, %264
  %313 = select i1 %312, i32 %308, i32 %305
  %314 = select i1 %312, i32 %306, i32 %308
  %315 = add nuw nsw i32 %314, %313
  %316 = lshr i32 %315, 1
  %317 = zext nneg i32 %316 to i64
  %318 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %317
  %319 = load i32, ptr %318, align 4, !tbaa !6, !noalias !62
  %320 = icmp ugt i32 %319, %264
  %321 = select i1 %320, i32 %314, i32 %316
  %322 = trunc nuw i32 %321 to i8
  %323 = zext nneg i32 %264 to i64
  %324 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE5s_sym to ptr), i64 %323
  store i8 %322, ptr %324, align 1, !tbaa !14, !noalias !62
  %325 = add nuw nsw i32 %264, %261
  %326 = icmp samesign ult i32 %325, 1024
  br i1 %326, label %263, label %327, !llvm.loop !63

327:                                              ; preds = %263
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !62
  %328 = and i32 %12, 31
  %329 = lshr i32 %261, 5
  %330 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %331 = lshr i32 %330, 5
  %332 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %333 = mul i32 %329, %332
  %334 = lshr i32 %12, 5
  %335 = add i32 %333, %334
  %336 = icmp slt i32 %335, %7
  br i1 %336, label %337, label %412

337:                                              ; preds = %327
  %338 = zext nneg i32 %328 to i64
  %339 = getelementptr i32, ptr %4, i64 %338
  %340 = sext i32 %8 to i64
  %341 = icmp eq i32 %331, 0
  %342 = shl nsw i32 -1, %328
  %343 = xor i32 %342, -1
  %344 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %345 = mul i32 %329, %344
  br label %346

346:                                              ; preds = %337, %365
  %347 = phi i32 [ %335, %337 ], [ %366, %365 ]
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds i32, ptr %2, i64 %348
  %350 = load i32, ptr %349, align 4, !tbaa !6, !alias.scope !51, !noalias !64
  %351 = zext i32 %350 to i64
  %352 = urem i64 %351, %1
  %353 = sub nsw i64 %1, %352
  %354 = getelementptr inbounds i32, ptr %3, i64 %348
  %355 = load i32, ptr %354, align 4, !tbaa !6, !alias.scope !53, !noalias !65
  %356 = zext i32 %355 to i64
  %357 = tail call noundef range(i64 -4294967294, 4294967296) i64 @llvm.smin.i64(i64 range(i64 0, 4294967296) %356, i64 range(i64 -4294967294, -9223372036854775808) %353)
  %358 = getelementptr inbounds nuw i16, ptr %0, i64 %352
  %359 = mul nsw i64 %348, %340
  %360 = getelementptr inbounds i8, ptr %6, i64 %359
  br i1 %341, label %365, label %361

361:                                              ; preds = %346
  %362 = shl nsw i64 %348, 7
  %363 = getelementptr i8, ptr %339, i64 %362
  %364 = load i32, ptr %363, align 4, !tbaa !6, !alias.scope !55, !noalias !66
  br label %368

365:                                              ; preds = %405, %346
  %366 = add i32 %347, %345
  %367 = icmp slt i32 %366, %7
  br i1 %367, label %346, label %412, !llvm.loop !67

368:                                              ; preds = %361, %405
  %369 = phi i32 [ %410, %405 ], [ 0, %361 ]
  %370 = phi i64 [ %409, %405 ], [ 0, %361 ]
  %371 = phi i32 [ %406, %405 ], [ %364, %361 ]
  %372 = and i32 %371, 1023
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE5s_sym to ptr), i64 %373
  %375 = load i8, ptr %374, align 1, !tbaa !14, !noalias !62
  %376 = zext i8 %375 to i64
  %377 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_f to ptr), i64 %376
  %378 = load i32, ptr %377, align 4, !tbaa !6, !noalias !62
  %379 = lshr i32 %371, 10
  %380 = mul i32 %378, %379
  %381 = add i32 %380, %372
  %382 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_PhiiE3s_c to ptr), i64 %376
  %383 = load i32, ptr %382, align 4, !tbaa !6, !noalias !62
  %384 = sub i32 %381, %383
  %385 = shl nsw i32 %369, 5
  %386 = or disjoint i32 %385, %328
  %387 = zext nneg i32 %386 to i64
  %388 = getelementptr inbounds nuw i8, ptr %360, i64 %387
  store i8 %375, ptr %388, align 1, !tbaa !14, !alias.scope !59, !noalias !68
  %389 = icmp ult i32 %384, 65536
  %390 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %389), !noalias !62
  br i1 %389, label %391, label %405

391:                                              ; preds = %368
  %392 = and i32 %390, %343
  %393 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %392)
  %394 = zext nneg i32 %393 to i64
  %395 = add nuw nsw i64 %370, %394
  %396 = icmp slt i64 %395, %357
  br i1 %396, label %397, label %401

397:                                              ; preds = %391
  %398 = getelementptr inbounds nuw i16, ptr %358, i64 %395
  %399 = load i16, ptr %398, align 2, !tbaa !22, !alias.scope !48, !noalias !69
  %400 = zext i16 %399 to i32
  br label %401

401:                                              ; preds = %397, %391
  %402 = phi i32 [ %400, %397 ], [ 0, %391 ]
  %403 = shl nuw i32 %384, 16
  %404 = or disjoint i32 %402, %403
  br label %405

405:                                              ; preds = %401, %368
  %406 = phi i32 [ %404, %401 ], [ %384, %368 ]
  %407 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %390)
  %408 = zext nneg i32 %407 to i64
  %409 = add nuw nsw i64 %370, %408
  %410 = add nuw nsw i32 %369, 1
  %411 = icmp eq i32 %410, %331
  br i1 %411, label %365, label %368, !llvm.loop !70

412:                                              ; preds = %365, %327, %9
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !8, i64 0}
!24 = distinct !{!24, !12}
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
!40 = distinct !{!40, !12}
!41 = !{!26, !31, !33, !35, !37}
!42 = !{!26, !29, !33, !35, !37}
!43 = !{!26, !29, !31, !35, !37}
!44 = distinct !{!44, !12}
!45 = !{!26, !29, !31, !33, !35}
!46 = !{!29, !31, !33, !35, !37}
!47 = distinct !{!47, !12}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 0"}
!50 = distinct !{!50, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii"}
!51 = !{!52}
!52 = distinct !{!52, !50, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 1"}
!53 = !{!54}
!54 = distinct !{!54, !50, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 2"}
!55 = !{!56}
!56 = distinct !{!56, !50, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 3"}
!57 = !{!58}
!58 = distinct !{!58, !50, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 4"}
!59 = !{!60}
!60 = distinct !{!60, !50, !"_Z16rans_decode_bodyILi10EEvPKtxPKjS3_S3_S1_Phii: argument 5"}
!61 = !{!49, !52, !54, !56, !60}
!62 = !{!49, !52, !54, !56, !58, !60}
!63 = distinct !{!63, !12}
!64 = !{!49, !54, !56, !58, !60}
!65 = !{!49, !52, !56, !58, !60}
!66 = !{!49, !52, !54, !58, !60}
!67 = distinct !{!67, !12}
!68 = !{!49, !52, !54, !56, !58}
!69 = !{!52, !54, !56, !58, !60}
!70 = distinct !{!70, !12}
