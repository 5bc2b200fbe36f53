; ModuleID = 'src/block_reduce_scan.cu'
source_filename = "src/block_reduce_scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16block_reduce_sumE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ20block_scan_inclusiveE3buf = internal unnamed_addr addrspace(3) global [2 x [512 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @block_reduce_sum(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = shl i32 %10, 8
  br label %17

12:                                               ; preds = %17, %3
  %13 = phi float [ 0.000000e+00, %3 ], [ %23, %17 ]
  %14 = zext nneg i32 %6 to i64
  %15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_reduce_sumE1s to ptr), i64 %14
  store float %13, ptr %15, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = icmp samesign ult i32 %6, 128
  br i1 %16, label %26, label %33

17:                                               ; preds = %9, %17
  %18 = phi i32 [ %7, %9 ], [ %24, %17 ]
  %19 = phi float [ 0.000000e+00, %9 ], [ %23, %17 ]
  %20 = sext i32 %18 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = fadd contract float %19, %22
  %24 = add i32 %18, %11
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %17, label %12, !llvm.loop !13

26:                                               ; preds = %12
  %27 = zext nneg i32 %6 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_reduce_sumE1s to ptr), i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 512
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = load float, ptr %15, align 4, !tbaa !11
  %32 = fadd contract float %30, %31
  store float %32, ptr %15, align 4, !tbaa !11
  br label %33

33:                                               ; preds = %26, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = icmp samesign ult i32 %6, 64
  br i1 %34, label %35, label %42

35:                                               ; preds = %33
  %36 = zext nneg i32 %6 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_reduce_sumE1s to ptr), i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 256
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = load float, ptr %15, align 4, !tbaa !11
  %41 = fadd contract float %39, %40
  store float %41, ptr %15, align 4, !tbaa !11
  br label %42

42:                                               ; preds = %35, %33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = icmp samesign ult i32 %6, 32
  br i1 %43, label %44, label %63

44:                                               ; preds = %42
  %45 = load float, ptr %15, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %15, i64 128
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = fadd contract float %45, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %48, i32 16, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %50, i32 8, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %52, i32 4, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %54, i32 2, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %56, i32 1, i32 31)
  %58 = icmp eq i32 %6, 0
  br i1 %58, label %59, label %63

59:                                               ; preds = %44
  %60 = fadd contract float %56, %57
  %61 = zext nneg i32 %4 to i64
  %62 = getelementptr inbounds nuw float, ptr %1, i64 %61
  store float %60, ptr %62, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %44, %59, %42
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @block_scan_inclusive(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 9
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %7, 256
  %9 = add nsw i32 %6, %7
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = zext nneg i32 %7 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !6
  %19 = add nsw i32 %6, %8
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %15, %21
  %26 = phi i32 [ %24, %21 ], [ 0, %15 ]
  %27 = zext nneg i32 %8 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %27
  store i32 %26, ptr %28, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = load i32, ptr %18, align 4, !tbaa !6
  %30 = icmp eq i32 %7, 0
  br i1 %30, label %36, label %31

31:                                               ; preds = %25
  %32 = zext nneg i32 %7 to i64
  %33 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %32
  %34 = getelementptr i8, ptr %33, i64 -4
  %35 = load i32, ptr %34, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %25, %31
  %37 = phi i32 [ %35, %31 ], [ 0, %25 ]
  %38 = add nsw i32 %37, %29
  %39 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %17
  store i32 %38, ptr %39, align 4, !tbaa !6
  %40 = load i32, ptr %28, align 4, !tbaa !6
  %41 = zext nneg i32 %7 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 1020
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = add nsw i32 %44, %40
  %46 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %27
  store i32 %45, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = load i32, ptr %39, align 4, !tbaa !6
  %48 = icmp samesign ult i32 %7, 2
  br i1 %48, label %54, label %49

49:                                               ; preds = %36
  %50 = zext nneg i32 %7 to i64
  %51 = getelementptr i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %50
  %52 = getelementptr i8, ptr %51, i64 -8
  %53 = load i32, ptr %52, align 4, !tbaa !6
  br label %54

54:                                               ; preds = %49, %36
  %55 = phi i32 [ %53, %49 ], [ 0, %36 ]
  %56 = add nsw i32 %55, %47
  store i32 %56, ptr %18, align 4, !tbaa !6
  %57 = load i32, ptr %46, align 4, !tbaa !6
  %58 = zext nneg i32 %7 to i64
  %59 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 1016
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = add nsw i32 %61, %57
  store i32 %62, ptr %28, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = load i32, ptr %18, align 4, !tbaa !6
  %64 = icmp samesign ult i32 %7, 4
  br i1 %64, label %70, label %65

65:                                               ; preds = %54
  %66 = zext nneg i32 %7 to i64
  %67 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %66
  %68 = getelementptr i8, ptr %67, i64 -16
  %69 = load i32, ptr %68, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %65, %54
  %71 = phi i32 [ %69, %65 ], [ 0, %54 ]
  %72 = add nsw i32 %71, %63
  store i32 %72, ptr %39, align 4, !tbaa !6
  %73 = load i32, ptr %28, align 4, !tbaa !6
  %74 = zext nneg i32 %7 to i64
  %75 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 1008
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = add nsw i32 %77, %73
  store i32 %78, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %79 = load i32, ptr %39, align 4, !tbaa !6
  %80 = icmp samesign ult i32 %7, 8
  br i1 %80, label %86, label %81

81:                                               ; preds = %70
  %82 = zext nneg i32 %7 to i64
  %83 = getelementptr i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %82
  %84 = getelementptr i8, ptr %83, i64 -32
  %85 = load i32, ptr %84, align 4, !tbaa !6
  br label %86

86:                                               ; preds = %81, %70
  %87 = phi i32 [ %85, %81 ], [ 0, %70 ]
  %88 = add nsw i32 %87, %79
  store i32 %88, ptr %18, align 4, !tbaa !6
  %89 = load i32, ptr %46, align 4, !tbaa !6
  %90 = zext nneg i32 %7 to i64
  %91 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 992
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = add nsw i32 %93, %89
  store i32 %94, ptr %28, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = load i32, ptr %18, align 4, !tbaa !6
  %96 = icmp samesign ult i32 %7, 16
  br i1 %96, label %102, label %97

97:                                               ; preds = %86
  %98 = zext nneg i32 %7 to i64
  %99 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %98
  %100 = getelementptr i8, ptr %99, i64 -64
  %101 = load i32, ptr %100, align 4, !tbaa !6
  br label %102

102:                                              ; preds = %97, %86
  %103 = phi i32 [ %101, %97 ], [ 0, %86 ]
  %104 = add nsw i32 %103, %95
  store i32 %104, ptr %39, align 4, !tbaa !6
  %105 = load i32, ptr %28, align 4, !tbaa !6
  %106 = zext nneg i32 %7 to i64
  %107 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 960
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = add nsw i32 %109, %105
  store i32 %110, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %111 = load i32, ptr %39, align 4, !tbaa !6
  %112 = icmp samesign ult i32 %7, 32
  br i1 %112, label %118, label %113

113:                                              ; preds = %102
  %114 = zext nneg i32 %7 to i64
  %115 = getelementptr i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %114
  %116 = getelementptr i8, ptr %115, i64 -128
  %117 = load i32, ptr %116, align 4, !tbaa !6
  br label %118

118:                                              ; preds = %113, %102
  %119 = phi i32 [ %117, %113 ], [ 0, %102 ]
  %120 = add nsw i32 %119, %111
  store i32 %120, ptr %18, align 4, !tbaa !6
  %121 = load i32, ptr %46, align 4, !tbaa !6
  %122 = zext nneg i32 %7 to i64
  %123 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %122
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 896
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = add nsw i32 %125, %121
  store i32 %126, ptr %28, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = load i32, ptr %18, align 4, !tbaa !6
  %128 = icmp samesign ult i32 %7, 64
  br i1 %128, label %134, label %129

129:                                              ; preds = %118
  %130 = zext nneg i32 %7 to i64
  %131 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %130
  %132 = getelementptr i8, ptr %131, i64 -256
  %133 = load i32, ptr %132, align 4, !tbaa !6
  br label %134

134:                                              ; preds = %129, %118
  %135 = phi i32 [ %133, %129 ], [ 0, %118 ]
  %136 = add nsw i32 %135, %127
  store i32 %136, ptr %39, align 4, !tbaa !6
  %137 = load i32, ptr %28, align 4, !tbaa !6
  %138 = zext nneg i32 %7 to i64
  %139 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 768
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = add nsw i32 %141, %137
  store i32 %142, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %143 = load i32, ptr %39, align 4, !tbaa !6
  %144 = icmp samesign ult i32 %7, 128
  br i1 %144, label %150, label %145

145:                                              ; preds = %134
  %146 = zext nneg i32 %7 to i64
  %147 = getelementptr i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %146
  %148 = getelementptr i8, ptr %147, i64 -512
  %149 = load i32, ptr %148, align 4, !tbaa !6
  br label %150

150:                                              ; preds = %145, %134
  %151 = phi i32 [ %149, %145 ], [ 0, %134 ]
  %152 = add nsw i32 %151, %143
  store i32 %152, ptr %18, align 4, !tbaa !6
  %153 = load i32, ptr %46, align 4, !tbaa !6
  %154 = zext nneg i32 %7 to i64
  %155 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %154
  %156 = getelementptr inbounds nuw i8, ptr %155, i64 512
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = add nsw i32 %157, %153
  store i32 %158, ptr %28, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %159 = load i32, ptr %18, align 4, !tbaa !6
  %160 = icmp samesign ult i32 %7, 256
  br i1 %160, label %166, label %161

161:                                              ; preds = %150
  %162 = zext nneg i32 %7 to i64
  %163 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %162
  %164 = getelementptr i8, ptr %163, i64 -1024
  %165 = load i32, ptr %164, align 4, !tbaa !6
  br label %166

166:                                              ; preds = %161, %150
  %167 = phi i32 [ %165, %161 ], [ 0, %150 ]
  %168 = add nsw i32 %167, %159
  store i32 %168, ptr %39, align 4, !tbaa !6
  %169 = load i32, ptr %28, align 4, !tbaa !6
  %170 = add nsw i32 %159, %169
  store i32 %170, ptr %46, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %10, label %171, label %175

171:                                              ; preds = %166
  %172 = sext i32 %9 to i64
  %173 = getelementptr inbounds i32, ptr %1, i64 %172
  %174 = load i32, ptr %39, align 4, !tbaa !6
  store i32 %174, ptr %173, align 4, !tbaa !6
  br label %175

175:                                              ; preds = %171, %166
  br i1 %20, label %176, label %180

176:                                              ; preds = %175
  %177 = sext i32 %19 to i64
  %178 = getelementptr inbounds i32, ptr %1, i64 %177
  %179 = load i32, ptr %46, align 4, !tbaa !6
  store i32 %179, ptr %178, align 4, !tbaa !6
  br label %180

180:                                              ; preds = %176, %175
  %181 = icmp eq i32 %7, 255
  br i1 %181, label %182, label %186

182:                                              ; preds = %180
  %183 = zext nneg i32 %5 to i64
  %184 = getelementptr inbounds nuw i32, ptr %2, i64 %183
  %185 = load i32, ptr %46, align 4, !tbaa !6
  store i32 %185, ptr %184, align 4, !tbaa !6
  br label %186

186:                                              ; preds = %182, %180
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
