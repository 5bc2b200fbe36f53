; ModuleID = 'src/pq_adc_search.cu'
source_filename = "src/pq_adc_search.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.uint2.1 = type { i32, i32 }

@_ZZ12pq_build_lutE3s_q = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ12pq_build_lutE5s_min = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ12pq_build_lutE7s_range = internal addrspace(3) global i32 undef, align 4
@_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 4
@_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wd = internal unnamed_addr addrspace(3) global [8 x [32 x float]] undef, align 4
@_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wi = internal unnamed_addr addrspace(3) global [8 x [32 x i32]] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pq_encode(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %13 = tail call noundef range(i32 1, 129) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %12, i32 16)
  %14 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %15 = udiv i32 128, %13
  %16 = tail call noundef range(i32 1, 129) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %14, i32 range(i32 1, 129) %15)
  %17 = mul nsw i32 %13, %1
  %18 = icmp slt i32 %11, %17
  br i1 %18, label %19, label %121

19:                                               ; preds = %6
  %20 = sdiv i32 %11, %13
  %21 = mul nsw i32 %20, %13
  %22 = sub nsw i32 %11, %21
  %23 = mul nuw nsw i32 %16, %13
  %24 = sext i32 %20 to i64
  %25 = zext nneg i32 %23 to i64
  %26 = mul nsw i64 %24, %25
  %27 = getelementptr inbounds nuw float, ptr %0, i64 %26
  %28 = mul nsw i32 %22, %16
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  %31 = sext i32 %22 to i64
  %32 = shl nuw nsw i32 %16, 8
  %33 = zext nneg i32 %32 to i64
  %34 = mul nsw i64 %33, %31
  %35 = getelementptr inbounds nuw float, ptr %4, i64 %34
  %36 = icmp samesign ult i32 %16, 4
  %37 = and i32 %16, 252
  br label %44

38:                                               ; preds = %114
  %39 = trunc nuw i32 %118 to i8
  %40 = zext nneg i32 %13 to i64
  %41 = mul nsw i64 %24, %40
  %42 = getelementptr i8, ptr %5, i64 %41
  %43 = getelementptr i8, ptr %42, i64 %31
  store i8 %39, ptr %43, align 1, !tbaa !11
  br label %121

44:                                               ; preds = %19, %114
  %45 = phi i32 [ 0, %19 ], [ %119, %114 ]
  %46 = phi i32 [ 0, %19 ], [ %118, %114 ]
  %47 = phi float [ 0x47EFF933C0000000, %19 ], [ %117, %114 ]
  %48 = mul nuw nsw i32 %45, %16
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr %35, i64 %49
  br i1 %36, label %51, label %55

51:                                               ; preds = %55, %44
  %52 = phi float [ 0.000000e+00, %44 ], [ %97, %55 ]
  %53 = phi i32 [ 0, %44 ], [ %37, %55 ]
  %54 = icmp samesign ult i32 %53, %16
  br i1 %54, label %100, label %114

55:                                               ; preds = %44, %55
  %56 = phi i32 [ %98, %55 ], [ 4, %44 ]
  %57 = phi i32 [ %56, %55 ], [ 0, %44 ]
  %58 = phi float [ %97, %55 ], [ 0.000000e+00, %44 ]
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds nuw float, ptr %30, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !12
  %62 = getelementptr inbounds nuw float, ptr %50, i64 %59
  %63 = addrspacecast ptr %62 to ptr addrspace(1)
  %64 = load float, ptr addrspace(1) %63, align 4, !invariant.load !14
  %65 = fsub contract float %61, %64
  %66 = fmul contract float %65, %65
  %67 = fadd contract float %58, %66
  %68 = or disjoint i32 %57, 1
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw float, ptr %30, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !12
  %72 = getelementptr inbounds nuw float, ptr %50, i64 %69
  %73 = addrspacecast ptr %72 to ptr addrspace(1)
  %74 = load float, ptr addrspace(1) %73, align 4, !invariant.load !14
  %75 = fsub contract float %71, %74
  %76 = fmul contract float %75, %75
  %77 = fadd contract float %67, %76
  %78 = or disjoint i32 %57, 2
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw float, ptr %30, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !12
  %82 = getelementptr inbounds nuw float, ptr %50, i64 %79
  %83 = addrspacecast ptr %82 to ptr addrspace(1)
  %84 = load float, ptr addrspace(1) %83, align 4, !invariant.load !14
  %85 = fsub contract float %81, %84
  %86 = fmul contract float %85, %85
  %87 = fadd contract float %77, %86
  %88 = or disjoint i32 %57, 3
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw float, ptr %30, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !12
  %92 = getelementptr inbounds nuw float, ptr %50, i64 %89
  %93 = addrspacecast ptr %92 to ptr addrspace(1)
  %94 = load float, ptr addrspace(1) %93, align 4, !invariant.load !14
  %95 = fsub contract float %91, %94
  %96 = fmul contract float %95, %95
  %97 = fadd contract float %87, %96
  %98 = add nuw nsw i32 %56, 4
  %99 = icmp samesign ugt i32 %98, %16
  br i1 %99, label %51, label %55, !llvm.loop !15

100:                                              ; preds = %51, %100
  %101 = phi i32 [ %112, %100 ], [ %53, %51 ]
  %102 = phi float [ %111, %100 ], [ %52, %51 ]
  %103 = zext nneg i32 %101 to i64
  %104 = getelementptr inbounds nuw float, ptr %30, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !12
  %106 = getelementptr inbounds nuw float, ptr %50, i64 %103
  %107 = addrspacecast ptr %106 to ptr addrspace(1)
  %108 = load float, ptr addrspace(1) %107, align 4, !invariant.load !14
  %109 = fsub contract float %105, %108
  %110 = fmul contract float %109, %109
  %111 = fadd contract float %102, %110
  %112 = add nuw nsw i32 %101, 1
  %113 = icmp eq i32 %112, %16
  br i1 %113, label %114, label %100, !llvm.loop !18

114:                                              ; preds = %100, %51
  %115 = phi float [ %52, %51 ], [ %111, %100 ]
  %116 = fcmp contract olt float %115, %47
  %117 = select i1 %116, float %115, float %47
  %118 = select i1 %116, i32 %45, i32 %46
  %119 = add nuw nsw i32 %45, 1
  %120 = icmp eq i32 %119, 256
  br i1 %120, label %38, label %44, !llvm.loop !19

121:                                              ; preds = %6, %38
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pq_build_lut(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #1 {
  %8 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 1)
  %9 = tail call noundef range(i32 1, 129) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %8, i32 16)
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %11 = udiv i32 128, %9
  %12 = tail call noundef range(i32 1, 129) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %10, i32 range(i32 1, 129) %11)
  %13 = mul nuw nsw i32 %12, %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = icmp samesign ult i32 %15, %13
  br i1 %16, label %17, label %23

17:                                               ; preds = %7
  %18 = zext nneg i32 %14 to i64
  %19 = zext nneg i32 %13 to i64
  %20 = mul nuw nsw i64 %19, %18
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %25

23:                                               ; preds = %25, %7
  %24 = icmp samesign ult i32 %15, 16
  br i1 %24, label %33, label %36

25:                                               ; preds = %17, %25
  %26 = phi i32 [ %15, %17 ], [ %31, %25 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr float, ptr %21, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !12
  %30 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE3s_q to ptr), i64 %27
  store float %29, ptr %30, align 4, !tbaa !12
  %31 = add nuw nsw i32 %26, %22
  %32 = icmp samesign ult i32 %31, %13
  br i1 %32, label %25, label %23, !llvm.loop !20

33:                                               ; preds = %23
  %34 = zext nneg i32 %15 to i64
  %35 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %34
  store i32 -1, ptr %35, align 4, !tbaa !6
  br label %36

36:                                               ; preds = %33, %23
  %37 = icmp eq i32 %15, 0
  br i1 %37, label %38, label %39

38:                                               ; preds = %36
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE7s_range to ptr), align 4, !tbaa !6
  br label %39

39:                                               ; preds = %38, %36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = zext nneg i32 %14 to i64
  %41 = zext nneg i32 %9 to i64
  %42 = shl nuw nsw i64 %40, 8
  %43 = mul nuw nsw i64 %42, %41
  %44 = getelementptr inbounds nuw float, ptr %4, i64 %43
  %45 = shl nuw nsw i32 %9, 8
  %46 = icmp samesign ult i32 %15, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %39
  %48 = zext nneg i32 %12 to i64
  %49 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %54

50:                                               ; preds = %65, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %51 = icmp samesign ult i32 %15, %45
  br i1 %51, label %52, label %95

52:                                               ; preds = %50
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %105

54:                                               ; preds = %47, %65
  %55 = phi i32 [ %15, %47 ], [ %77, %65 ]
  %56 = lshr i32 %55, 8
  %57 = and i32 %55, 255
  %58 = zext nneg i32 %56 to i64
  %59 = shl nuw nsw i64 %58, 8
  %60 = zext nneg i32 %57 to i64
  %61 = or disjoint i64 %59, %60
  %62 = mul nuw nsw i64 %61, %48
  %63 = getelementptr inbounds nuw float, ptr %3, i64 %62
  %64 = mul nuw nsw i32 %56, %12
  br label %79

65:                                               ; preds = %79
  %66 = zext nneg i32 %55 to i64
  %67 = getelementptr inbounds nuw float, ptr %44, i64 %66
  store float %92, ptr %67, align 4, !tbaa !12
  %68 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %58
  %69 = bitcast float %92 to i32
  %70 = xor i32 %69, -1
  %71 = tail call float @llvm.fabs.f32(float %92)
  %72 = fneg float %71
  %73 = bitcast float %72 to i32
  %74 = icmp slt i32 %69, 0
  %75 = select i1 %74, i32 %70, i32 %73
  %76 = atomicrmw umin ptr %68, i32 %75 seq_cst, align 4
  %77 = add nuw nsw i32 %55, %49
  %78 = icmp samesign ult i32 %77, %45
  br i1 %78, label %54, label %50, !llvm.loop !21

79:                                               ; preds = %54, %79
  %80 = phi float [ 0.000000e+00, %54 ], [ %92, %79 ]
  %81 = phi i32 [ 0, %54 ], [ %93, %79 ]
  %82 = add nuw nsw i32 %81, %64
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE3s_q to ptr), i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !12
  %86 = zext nneg i32 %81 to i64
  %87 = getelementptr inbounds nuw float, ptr %63, i64 %86
  %88 = addrspacecast ptr %87 to ptr addrspace(1)
  %89 = load float, ptr addrspace(1) %88, align 4, !invariant.load !14
  %90 = fsub contract float %85, %89
  %91 = fmul contract float %90, %90
  %92 = fadd contract float %80, %91
  %93 = add nuw nsw i32 %81, 1
  %94 = icmp eq i32 %93, %12
  br i1 %94, label %65, label %79, !llvm.loop !22

95:                                               ; preds = %105, %50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %96 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE7s_range to ptr), align 4, !tbaa !6
  %97 = fcmp contract ogt float %96, 0.000000e+00
  %98 = fdiv contract float %96, 2.550000e+02
  %99 = select contract i1 %97, float %98, float 1.000000e+00
  %100 = fdiv contract float 1.000000e+00, %99
  %101 = icmp samesign ult i32 %15, %45
  br i1 %101, label %102, label %125

102:                                              ; preds = %95
  %103 = getelementptr i8, ptr %5, i64 %43
  %104 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %126

105:                                              ; preds = %52, %105
  %106 = phi i32 [ %15, %52 ], [ %123, %105 ]
  %107 = lshr i32 %106, 8
  %108 = zext nneg i32 %106 to i64
  %109 = getelementptr inbounds nuw float, ptr %44, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !12
  %111 = zext nneg i32 %107 to i64
  %112 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = and i32 %113, 2147483647
  %115 = xor i32 %113, -1
  %116 = icmp slt i32 %113, 0
  %117 = select i1 %116, i32 %114, i32 %115
  %118 = bitcast i32 %117 to float
  %119 = fsub contract float %110, %118
  %120 = tail call noundef float @llvm.maxnum.f32(float %119, float 0.000000e+00)
  %121 = bitcast float %120 to i32
  %122 = atomicrmw umax ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE7s_range to ptr), i32 %121 seq_cst, align 4
  %123 = add nuw nsw i32 %106, %53
  %124 = icmp samesign ult i32 %123, %45
  br i1 %124, label %105, label %95, !llvm.loop !23

125:                                              ; preds = %126, %95
  br i1 %37, label %152, label %166

126:                                              ; preds = %102, %126
  %127 = phi i32 [ %15, %102 ], [ %147, %126 ]
  %128 = lshr i32 %127, 8
  %129 = zext nneg i32 %127 to i64
  %130 = getelementptr inbounds nuw float, ptr %44, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !12
  %132 = zext nneg i32 %128 to i64
  %133 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = and i32 %134, 2147483647
  %136 = xor i32 %134, -1
  %137 = icmp slt i32 %134, 0
  %138 = select i1 %137, i32 %135, i32 %136
  %139 = bitcast i32 %138 to float
  %140 = fsub contract float %131, %139
  %141 = fmul contract float %100, %140
  %142 = tail call contract noundef float @llvm.rint.f32(float %141)
  %143 = tail call noundef float @llvm.maxnum.f32(float %142, float 0.000000e+00)
  %144 = tail call noundef float @llvm.minnum.f32(float %143, float 2.550000e+02)
  %145 = fptoui float %144 to i8
  %146 = getelementptr i8, ptr %103, i64 %129
  store i8 %145, ptr %146, align 1, !tbaa !11
  %147 = add nuw nsw i32 %127, %104
  %148 = icmp samesign ult i32 %147, %45
  br i1 %148, label %126, label %125, !llvm.loop !24

149:                                              ; preds = %152
  %150 = getelementptr inbounds nuw %struct.float2.0, ptr %6, i64 %40
  store float %99, ptr %150, align 8, !tbaa !12
  %151 = getelementptr inbounds nuw i8, ptr %150, i64 4
  store float %163, ptr %151, align 4, !tbaa !12
  br label %166

152:                                              ; preds = %125, %152
  %153 = phi i32 [ %164, %152 ], [ 0, %125 ]
  %154 = phi float [ %163, %152 ], [ 0.000000e+00, %125 ]
  %155 = zext nneg i32 %153 to i64
  %156 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12pq_build_lutE5s_min to ptr), i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = and i32 %157, 2147483647
  %159 = xor i32 %157, -1
  %160 = icmp slt i32 %157, 0
  %161 = select i1 %160, i32 %158, i32 %159
  %162 = bitcast i32 %161 to float
  %163 = fadd contract float %154, %162
  %164 = add nuw nsw i32 %153, 1
  %165 = icmp eq i32 %164, %9
  br i1 %165, label %149, label %152, !llvm.loop !25

166:                                              ; preds = %149, %125
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pq_adc_scan_topk(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %8 = tail call noundef range(i32 1, 129) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %7, i32 32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = lshr i32 %10, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = lshr i32 %13, 5
  %15 = and i32 %13, 31
  %16 = icmp ne i32 %15, 0
  %17 = icmp samesign ugt i32 %13, 287
  %18 = or i1 %17, %16
  br i1 %18, label %547, label %19

19:                                               ; preds = %6
  %20 = zext nneg i32 %9 to i64
  %21 = shl nuw nsw i64 %20, 13
  %22 = getelementptr i8, ptr %0, i64 %21
  br label %86

23:                                               ; preds = %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !35
  %24 = and i32 %10, 992
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %26, label %94

26:                                               ; preds = %23
  %27 = xor i32 %11, 31
  %28 = and i32 %10, 2
  %29 = icmp eq i32 %28, 0
  %30 = and i32 %10, 1
  %31 = icmp eq i32 %30, 0
  %32 = xor i1 %29, %31
  %33 = and i32 %10, 4
  %34 = icmp eq i32 %33, 0
  %35 = and i32 %10, 2
  %36 = icmp eq i32 %35, 0
  %37 = xor i1 %36, %34
  %38 = and i32 %10, 1
  %39 = icmp eq i32 %38, 0
  %40 = xor i1 %39, %34
  %41 = and i32 %10, 8
  %42 = icmp eq i32 %41, 0
  %43 = and i32 %10, 4
  %44 = icmp eq i32 %43, 0
  %45 = xor i1 %44, %42
  %46 = and i32 %10, 2
  %47 = icmp eq i32 %46, 0
  %48 = xor i1 %47, %42
  %49 = and i32 %10, 1
  %50 = icmp eq i32 %49, 0
  %51 = xor i1 %50, %42
  %52 = and i32 %10, 16
  %53 = icmp eq i32 %52, 0
  %54 = and i32 %10, 8
  %55 = icmp eq i32 %54, 0
  %56 = xor i1 %55, %53
  %57 = and i32 %10, 4
  %58 = icmp eq i32 %57, 0
  %59 = xor i1 %58, %53
  %60 = and i32 %10, 2
  %61 = icmp eq i32 %60, 0
  %62 = xor i1 %61, %53
  %63 = and i32 %10, 1
  %64 = icmp eq i32 %63, 0
  %65 = xor i1 %64, %53
  %66 = and i32 %10, 16
  %67 = icmp ne i32 %66, 0
  %68 = and i32 %10, 8
  %69 = icmp ne i32 %68, 0
  %70 = and i32 %10, 4
  %71 = icmp ne i32 %70, 0
  %72 = and i32 %10, 2
  %73 = icmp ne i32 %72, 0
  %74 = and i32 %10, 1
  %75 = icmp ne i32 %74, 0
  %76 = and i32 %10, 16
  %77 = icmp eq i32 %76, 0
  %78 = and i32 %10, 8
  %79 = icmp eq i32 %78, 0
  %80 = and i32 %10, 4
  %81 = icmp eq i32 %80, 0
  %82 = and i32 %10, 2
  %83 = icmp eq i32 %82, 0
  %84 = and i32 %10, 1
  %85 = icmp eq i32 %84, 0
  br label %119

86:                                               ; preds = %19, %86
  %87 = phi i32 [ %10, %19 ], [ %92, %86 ]
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr float, ptr %22, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !12, !alias.scope !26, !noalias !36
  %91 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %88
  store float %90, ptr %91, align 4, !tbaa !12, !noalias !35
  %92 = add nuw nsw i32 %87, %13
  %93 = icmp samesign ult i32 %92, 2048
  br i1 %93, label %86, label %23, !llvm.loop !37

94:                                               ; preds = %447, %23
  %95 = phi float [ 0x47EFF933C0000000, %23 ], [ %448, %447 ]
  %96 = phi i32 [ 2147483647, %23 ], [ %449, %447 ]
  %97 = zext nneg i32 %12 to i64
  %98 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wd to ptr), i64 %97
  %99 = zext nneg i32 %11 to i64
  %100 = getelementptr inbounds nuw float, ptr %98, i64 %99
  store float %95, ptr %100, align 4, !tbaa !12, !noalias !35
  %101 = getelementptr inbounds nuw [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wi to ptr), i64 %97
  %102 = getelementptr inbounds nuw i32, ptr %101, i64 %99
  store i32 %96, ptr %102, align 4, !tbaa !6, !noalias !35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !35
  %103 = icmp eq i32 %12, 0
  br i1 %103, label %104, label %547

104:                                              ; preds = %94
  %105 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wd to ptr), i64 %99
  %106 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE4s_wi to ptr), i64 %99
  %107 = icmp samesign ugt i32 %13, 63
  br i1 %107, label %108, label %452

108:                                              ; preds = %104
  %109 = xor i32 %10, 31
  %110 = and i32 %10, 1
  %111 = icmp eq i32 %110, 0
  %112 = icmp samesign ult i32 %10, 16
  %113 = and i32 %10, 8
  %114 = icmp eq i32 %113, 0
  %115 = and i32 %10, 4
  %116 = icmp eq i32 %115, 0
  %117 = and i32 %10, 2
  %118 = icmp eq i32 %117, 0
  br label %456

119:                                              ; preds = %26, %447
  %120 = phi i32 [ %24, %26 ], [ %450, %447 ]
  %121 = phi i32 [ 2147483647, %26 ], [ %449, %447 ]
  %122 = phi float [ 0x47EFF933C0000000, %26 ], [ %448, %447 ]
  %123 = or disjoint i32 %120, %11
  %124 = icmp slt i32 %123, %2
  br i1 %124, label %125, label %182

125:                                              ; preds = %119
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds nuw %struct.uint2.1, ptr %1, i64 %126
  %128 = getelementptr inbounds nuw i8, ptr %127, i64 4
  %129 = load i32, ptr %128, align 4, !tbaa !6, !alias.scope !29, !noalias !38
  %130 = load i32, ptr %127, align 8, !tbaa !6, !alias.scope !29, !noalias !38
  %131 = and i32 %130, 255
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !12, !noalias !35
  %135 = fadd contract float %134, 0.000000e+00
  %136 = lshr i32 %130, 8
  %137 = and i32 %136, 255
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 1024
  %141 = load float, ptr %140, align 4, !tbaa !12, !noalias !35
  %142 = fadd contract float %135, %141
  %143 = lshr i32 %130, 16
  %144 = and i32 %143, 255
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %145
  %147 = getelementptr inbounds nuw i8, ptr %146, i64 2048
  %148 = load float, ptr %147, align 4, !tbaa !12, !noalias !35
  %149 = fadd contract float %142, %148
  %150 = lshr i32 %130, 24
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 3072
  %154 = load float, ptr %153, align 4, !tbaa !12, !noalias !35
  %155 = fadd contract float %149, %154
  %156 = and i32 %129, 255
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %157
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 4096
  %160 = load float, ptr %159, align 4, !tbaa !12, !noalias !35
  %161 = fadd contract float %155, %160
  %162 = lshr i32 %129, 8
  %163 = and i32 %162, 255
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %164
  %166 = getelementptr inbounds nuw i8, ptr %165, i64 5120
  %167 = load float, ptr %166, align 4, !tbaa !12, !noalias !35
  %168 = fadd contract float %161, %167
  %169 = lshr i32 %129, 16
  %170 = and i32 %169, 255
  %171 = zext nneg i32 %170 to i64
  %172 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %171
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 6144
  %174 = load float, ptr %173, align 4, !tbaa !12, !noalias !35
  %175 = fadd contract float %168, %174
  %176 = lshr i32 %129, 24
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL8adc_scanILi8EEvPKfPKhiiPfPiE5s_lut to ptr), i64 %177
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 7168
  %180 = load float, ptr %179, align 4, !tbaa !12, !noalias !35
  %181 = fadd contract float %175, %180
  br label %182

182:                                              ; preds = %125, %119
  %183 = phi float [ 0x47EFF933C0000000, %119 ], [ %181, %125 ]
  %184 = phi i32 [ 2147483647, %119 ], [ %123, %125 ]
  %185 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %122, i32 31, i32 31), !noalias !35
  %186 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %121, i32 31, i32 31), !noalias !35
  %187 = fcmp contract olt float %183, %185
  br i1 %187, label %192, label %188

188:                                              ; preds = %182
  %189 = fcmp contract oeq float %183, %185
  %190 = icmp slt i32 %184, %186
  %191 = and i1 %189, %190
  br label %192

192:                                              ; preds = %182, %188
  %193 = phi i1 [ true, %182 ], [ %191, %188 ]
  %194 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %193), !noalias !35
  br i1 %194, label %195, label %447

195:                                              ; preds = %192
  %196 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 1, i32 31), !noalias !35
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %184, i32 1, i32 31), !noalias !35
  %198 = fcmp contract olt float %196, %183
  br i1 %198, label %371, label %367

199:                                              ; preds = %371
  %200 = fcmp contract oeq float %376, %374
  %201 = icmp slt i32 %377, %375
  %202 = and i1 %200, %201
  br label %203

203:                                              ; preds = %199, %371
  %204 = phi i1 [ true, %371 ], [ %202, %199 ]
  %205 = xor i1 %204, %37
  %206 = select i1 %205, float %376, float %374
  %207 = select i1 %205, i32 %377, i32 %375
  %208 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %206, i32 1, i32 31), !noalias !35
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %207, i32 1, i32 31), !noalias !35
  %210 = fcmp contract olt float %208, %206
  br i1 %210, label %215, label %211

211:                                              ; preds = %203
  %212 = fcmp contract oeq float %208, %206
  %213 = icmp slt i32 %209, %207
  %214 = and i1 %212, %213
  br label %215

215:                                              ; preds = %211, %203
  %216 = phi i1 [ true, %203 ], [ %214, %211 ]
  %217 = xor i1 %216, %40
  %218 = select i1 %217, float %208, float %206
  %219 = select i1 %217, i32 %209, i32 %207
  %220 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %218, i32 4, i32 31), !noalias !35
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %219, i32 4, i32 31), !noalias !35
  %222 = fcmp contract olt float %220, %218
  br i1 %222, label %227, label %223

223:                                              ; preds = %215
  %224 = fcmp contract oeq float %220, %218
  %225 = icmp slt i32 %221, %219
  %226 = and i1 %224, %225
  br label %227

227:                                              ; preds = %223, %215
  %228 = phi i1 [ true, %215 ], [ %226, %223 ]
  %229 = xor i1 %228, %45
  %230 = select i1 %229, float %220, float %218
  %231 = select i1 %229, i32 %221, i32 %219
  %232 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %230, i32 2, i32 31), !noalias !35
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %231, i32 2, i32 31), !noalias !35
  %234 = fcmp contract olt float %232, %230
  br i1 %234, label %239, label %235

235:                                              ; preds = %227
  %236 = fcmp contract oeq float %232, %230
  %237 = icmp slt i32 %233, %231
  %238 = and i1 %236, %237
  br label %239

239:                                              ; preds = %235, %227
  %240 = phi i1 [ true, %227 ], [ %238, %235 ]
  %241 = xor i1 %240, %48
  %242 = select i1 %241, float %232, float %230
  %243 = select i1 %241, i32 %233, i32 %231
  %244 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %242, i32 1, i32 31), !noalias !35
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %243, i32 1, i32 31), !noalias !35
  %246 = fcmp contract olt float %244, %242
  br i1 %246, label %251, label %247

247:                                              ; preds = %239
  %248 = fcmp contract oeq float %244, %242
  %249 = icmp slt i32 %245, %243
  %250 = and i1 %248, %249
  br label %251

251:                                              ; preds = %247, %239
  %252 = phi i1 [ true, %239 ], [ %250, %247 ]
  %253 = xor i1 %252, %51
  %254 = select i1 %253, float %244, float %242
  %255 = select i1 %253, i32 %245, i32 %243
  %256 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %254, i32 8, i32 31), !noalias !35
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %255, i32 8, i32 31), !noalias !35
  %258 = fcmp contract olt float %256, %254
  br i1 %258, label %263, label %259

259:                                              ; preds = %251
  %260 = fcmp contract oeq float %256, %254
  %261 = icmp slt i32 %257, %255
  %262 = and i1 %260, %261
  br label %263

263:                                              ; preds = %259, %251
  %264 = phi i1 [ true, %251 ], [ %262, %259 ]
  %265 = xor i1 %264, %56
  %266 = select i1 %265, float %256, float %254
  %267 = select i1 %265, i32 %257, i32 %255
  %268 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %266, i32 4, i32 31), !noalias !35
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %267, i32 4, i32 31), !noalias !35
  %270 = fcmp contract olt float %268, %266
  br i1 %270, label %275, label %271

271:                                              ; preds = %263
  %272 = fcmp contract oeq float %268, %266
  %273 = icmp slt i32 %269, %267
  %274 = and i1 %272, %273
  br label %275

275:                                              ; preds = %271, %263
  %276 = phi i1 [ true, %263 ], [ %274, %271 ]
  %277 = xor i1 %276, %59
  %278 = select i1 %277, float %268, float %266
  %279 = select i1 %277, i32 %269, i32 %267
  %280 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %278, i32 2, i32 31), !noalias !35
  %281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %279, i32 2, i32 31), !noalias !35
  %282 = fcmp contract olt float %280, %278
  br i1 %282, label %287, label %283

283:                                              ; preds = %275
  %284 = fcmp contract oeq float %280, %278
  %285 = icmp slt i32 %281, %279
  %286 = and i1 %284, %285
  br label %287

287:                                              ; preds = %283, %275
  %288 = phi i1 [ true, %275 ], [ %286, %283 ]
  %289 = xor i1 %288, %62
  %290 = select i1 %289, float %280, float %278
  %291 = select i1 %289, i32 %281, i32 %279
  %292 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %290, i32 1, i32 31), !noalias !35
  %293 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %291, i32 1, i32 31), !noalias !35
  %294 = fcmp contract olt float %292, %290
  br i1 %294, label %299, label %295

295:                                              ; preds = %287
  %296 = fcmp contract oeq float %292, %290
  %297 = icmp slt i32 %293, %291
  %298 = and i1 %296, %297
  br label %299

299:                                              ; preds = %295, %287
  %300 = phi i1 [ true, %287 ], [ %298, %295 ]
  %301 = xor i1 %300, %65
  %302 = select i1 %301, float %292, float %290
  %303 = select i1 %301, i32 %293, i32 %291
  %304 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %302, i32 16, i32 31), !noalias !35
  %305 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %303, i32 16, i32 31), !noalias !35
  %306 = fcmp contract olt float %304, %302
  br i1 %306, label %311, label %307

307:                                              ; preds = %299
  %308 = fcmp contract oeq float %304, %302
  %309 = icmp slt i32 %305, %303
  %310 = and i1 %308, %309
  br label %311

311:                                              ; preds = %307, %299
  %312 = phi i1 [ true, %299 ], [ %310, %307 ]
  %313 = xor i1 %67, %312
  %314 = select i1 %313, float %304, float %302
  %315 = select i1 %313, i32 %305, i32 %303
  %316 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %314, i32 8, i32 31), !noalias !35
  %317 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %315, i32 8, i32 31), !noalias !35
  %318 = fcmp contract olt float %316, %314
  br i1 %318, label %323, label %319

319:                                              ; preds = %311
  %320 = fcmp contract oeq float %316, %314
  %321 = icmp slt i32 %317, %315
  %322 = and i1 %320, %321
  br label %323

323:                                              ; preds = %319, %311
  %324 = phi i1 [ true, %311 ], [ %322, %319 ]
  %325 = xor i1 %69, %324
  %326 = select i1 %325, float %316, float %314
  %327 = select i1 %325, i32 %317, i32 %315
  %328 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %326, i32 4, i32 31), !noalias !35
  %329 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %327, i32 4, i32 31), !noalias !35
  %330 = fcmp contract olt float %328, %326
  br i1 %330, label %335, label %331

331:                                              ; preds = %323
  %332 = fcmp contract oeq float %328, %326
  %333 = icmp slt i32 %329, %327
  %334 = and i1 %332, %333
  br label %335

335:                                              ; preds = %331, %323
  %336 = phi i1 [ true, %323 ], [ %334, %331 ]
  %337 = xor i1 %71, %336
  %338 = select i1 %337, float %328, float %326
  %339 = select i1 %337, i32 %329, i32 %327
  %340 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %338, i32 2, i32 31), !noalias !35
  %341 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %339, i32 2, i32 31), !noalias !35
  %342 = fcmp contract olt float %340, %338
  br i1 %342, label %347, label %343

343:                                              ; preds = %335
  %344 = fcmp contract oeq float %340, %338
  %345 = icmp slt i32 %341, %339
  %346 = and i1 %344, %345
  br label %347

347:                                              ; preds = %343, %335
  %348 = phi i1 [ true, %335 ], [ %346, %343 ]
  %349 = xor i1 %73, %348
  %350 = select i1 %349, float %340, float %338
  %351 = select i1 %349, i32 %341, i32 %339
  %352 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %350, i32 1, i32 31), !noalias !35
  %353 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %351, i32 1, i32 31), !noalias !35
  %354 = fcmp contract olt float %352, %350
  br i1 %354, label %359, label %355

355:                                              ; preds = %347
  %356 = fcmp contract oeq float %352, %350
  %357 = icmp slt i32 %353, %351
  %358 = and i1 %356, %357
  br label %359

359:                                              ; preds = %347, %355
  %360 = phi i1 [ true, %347 ], [ %358, %355 ]
  %361 = xor i1 %75, %360
  %362 = select i1 %361, i32 %353, i32 %351
  %363 = select i1 %361, float %352, float %350
  %364 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %363, i32 %27, i32 31), !noalias !35
  %365 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %362, i32 %27, i32 31), !noalias !35
  %366 = fcmp contract olt float %364, %122
  br i1 %366, label %383, label %379

367:                                              ; preds = %195
  %368 = fcmp contract oeq float %196, %183
  %369 = icmp slt i32 %197, %184
  %370 = and i1 %368, %369
  br label %371

371:                                              ; preds = %367, %195
  %372 = phi i1 [ true, %195 ], [ %370, %367 ]
  %373 = xor i1 %32, %372
  %374 = select i1 %373, float %196, float %183
  %375 = select i1 %373, i32 %197, i32 %184
  %376 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %374, i32 2, i32 31), !noalias !35
  %377 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %375, i32 2, i32 31), !noalias !35
  %378 = fcmp contract olt float %376, %374
  br i1 %378, label %203, label %199

379:                                              ; preds = %359
  %380 = fcmp contract oeq float %364, %122
  %381 = icmp slt i32 %365, %121
  %382 = and i1 %380, %381
  br label %383

383:                                              ; preds = %379, %359
  %384 = phi i1 [ true, %359 ], [ %382, %379 ]
  %385 = select i1 %384, float %364, float %122
  %386 = select i1 %384, i32 %365, i32 %121
  %387 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %385, i32 16, i32 31), !noalias !35
  %388 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %386, i32 16, i32 31), !noalias !35
  %389 = fcmp contract olt float %387, %385
  br i1 %389, label %394, label %390

390:                                              ; preds = %383
  %391 = fcmp contract oeq float %387, %385
  %392 = icmp slt i32 %388, %386
  %393 = and i1 %391, %392
  br label %394

394:                                              ; preds = %390, %383
  %395 = phi i1 [ true, %383 ], [ %393, %390 ]
  %396 = xor i1 %77, %395
  %397 = select i1 %396, float %385, float %387
  %398 = select i1 %396, i32 %386, i32 %388
  %399 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %397, i32 8, i32 31), !noalias !35
  %400 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %398, i32 8, i32 31), !noalias !35
  %401 = fcmp contract olt float %399, %397
  br i1 %401, label %406, label %402

402:                                              ; preds = %394
  %403 = fcmp contract oeq float %399, %397
  %404 = icmp slt i32 %400, %398
  %405 = and i1 %403, %404
  br label %406

406:                                              ; preds = %402, %394
  %407 = phi i1 [ true, %394 ], [ %405, %402 ]
  %408 = xor i1 %79, %407
  %409 = select i1 %408, float %397, float %399
  %410 = select i1 %408, i32 %398, i32 %400
  %411 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %409, i32 4, i32 31), !noalias !35
  %412 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %410, i32 4, i32 31), !noalias !35
  %413 = fcmp contract olt float %411, %409
  br i1 %413, label %418, label %414

414:                                              ; preds = %406
  %415 = fcmp contract oeq float %411, %409
  %416 = icmp slt i32 %412, %410
  %417 = and i1 %415, %416
  br label %418

418:                                              ; preds = %414, %406
  %419 = phi i1 [ true, %406 ], [ %417, %414 ]
  %420 = xor i1 %81, %419
  %421 = select i1 %420, float %409, float %411
  %422 = select i1 %420, i32 %410, i32 %412
  %423 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %421, i32 2, i32 31), !noalias !35
  %424 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %422, i32 2, i32 31), !noalias !35
  %425 = fcmp contract olt float %423, %421
  br i1 %425, label %430, label %426

426:                                              ; preds = %418
  %427 = fcmp contract oeq float %423, %421
  %428 = icmp slt i32 %424, %422
  %429 = and i1 %427, %428
  br label %430

430:                                              ; preds = %426, %418
  %431 = phi i1 [ true, %418 ], [ %429, %426 ]
  %432 = xor i1 %83, %431
  %433 = select i1 %432, float %421, float %423
  %434 = select i1 %432, i32 %422, i32 %424
  %435 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %433, i32 1, i32 31), !noalias !35
  %436 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %434, i32 1, i32 31), !noalias !35
  %437 = fcmp contract olt float %435, %433
  br i1 %437, label %442, label %438

438:                                              ; preds = %430
  %439 = fcmp contract oeq float %435, %433
  %440 = icmp slt i32 %436, %434
  %441 = and i1 %439, %440
  br label %442

442:                                              ; preds = %438, %430
  %443 = phi i1 [ true, %430 ], [ %441, %438 ]
  %444 = xor i1 %85, %443
  %445 = select i1 %444, float %433, float %435
  %446 = select i1 %444, i32 %434, i32 %436
  br label %447

447:                                              ; preds = %442, %192
  %448 = phi float [ %122, %192 ], [ %445, %442 ]
  %449 = phi i32 [ %121, %192 ], [ %446, %442 ]
  %450 = add nuw nsw i32 %120, %13
  %451 = icmp slt i32 %450, %2
  br i1 %451, label %119, label %94, !llvm.loop !39

452:                                              ; preds = %531, %104
  %453 = phi float [ %95, %104 ], [ %534, %531 ]
  %454 = phi i32 [ %96, %104 ], [ %535, %531 ]
  %455 = icmp samesign ugt i32 %7, %11
  br i1 %455, label %538, label %547

456:                                              ; preds = %108, %531
  %457 = phi i32 [ 1, %108 ], [ %536, %531 ]
  %458 = phi i32 [ %96, %108 ], [ %535, %531 ]
  %459 = phi float [ %95, %108 ], [ %534, %531 ]
  %460 = zext nneg i32 %457 to i64
  %461 = getelementptr inbounds nuw [32 x float], ptr %105, i64 %460
  %462 = load float, ptr %461, align 4, !tbaa !12, !noalias !35
  %463 = getelementptr inbounds nuw [32 x i32], ptr %106, i64 %460
  %464 = load i32, ptr %463, align 4, !tbaa !6, !noalias !35
  %465 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %462, i32 %109, i32 31), !noalias !35
  %466 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %464, i32 %109, i32 31), !noalias !35
  %467 = fcmp contract olt float %465, %459
  br i1 %467, label %472, label %468

468:                                              ; preds = %456
  %469 = fcmp contract oeq float %465, %459
  %470 = icmp slt i32 %466, %458
  %471 = and i1 %469, %470
  br label %472

472:                                              ; preds = %468, %456
  %473 = phi i1 [ true, %456 ], [ %471, %468 ]
  %474 = select i1 %473, float %465, float %459
  %475 = select i1 %473, i32 %466, i32 %458
  %476 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %474, i32 16, i32 31), !noalias !35
  %477 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %475, i32 16, i32 31), !noalias !35
  %478 = fcmp contract olt float %476, %474
  br i1 %478, label %483, label %479

479:                                              ; preds = %472
  %480 = fcmp contract oeq float %476, %474
  %481 = icmp slt i32 %477, %475
  %482 = and i1 %480, %481
  br label %483

483:                                              ; preds = %479, %472
  %484 = phi i1 [ true, %472 ], [ %482, %479 ]
  %485 = xor i1 %112, %484
  %486 = select i1 %485, float %474, float %476
  %487 = select i1 %485, i32 %475, i32 %477
  %488 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %486, i32 8, i32 31), !noalias !35
  %489 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %487, i32 8, i32 31), !noalias !35
  %490 = fcmp contract olt float %488, %486
  br i1 %490, label %495, label %491

491:                                              ; preds = %483
  %492 = fcmp contract oeq float %488, %486
  %493 = icmp slt i32 %489, %487
  %494 = and i1 %492, %493
  br label %495

495:                                              ; preds = %491, %483
  %496 = phi i1 [ true, %483 ], [ %494, %491 ]
  %497 = xor i1 %114, %496
  %498 = select i1 %497, float %486, float %488
  %499 = select i1 %497, i32 %487, i32 %489
  %500 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %498, i32 4, i32 31), !noalias !35
  %501 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %499, i32 4, i32 31), !noalias !35
  %502 = fcmp contract olt float %500, %498
  br i1 %502, label %507, label %503

503:                                              ; preds = %495
  %504 = fcmp contract oeq float %500, %498
  %505 = icmp slt i32 %501, %499
  %506 = and i1 %504, %505
  br label %507

507:                                              ; preds = %503, %495
  %508 = phi i1 [ true, %495 ], [ %506, %503 ]
  %509 = xor i1 %116, %508
  %510 = select i1 %509, float %498, float %500
  %511 = select i1 %509, i32 %499, i32 %501
  %512 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %510, i32 2, i32 31), !noalias !35
  %513 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %511, i32 2, i32 31), !noalias !35
  %514 = fcmp contract olt float %512, %510
  br i1 %514, label %519, label %515

515:                                              ; preds = %507
  %516 = fcmp contract oeq float %512, %510
  %517 = icmp slt i32 %513, %511
  %518 = and i1 %516, %517
  br label %519

519:                                              ; preds = %515, %507
  %520 = phi i1 [ true, %507 ], [ %518, %515 ]
  %521 = xor i1 %118, %520
  %522 = select i1 %521, float %510, float %512
  %523 = select i1 %521, i32 %511, i32 %513
  %524 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %522, i32 1, i32 31), !noalias !35
  %525 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %523, i32 1, i32 31), !noalias !35
  %526 = fcmp contract olt float %524, %522
  br i1 %526, label %531, label %527

527:                                              ; preds = %519
  %528 = fcmp contract oeq float %524, %522
  %529 = icmp slt i32 %525, %523
  %530 = and i1 %528, %529
  br label %531

531:                                              ; preds = %527, %519
  %532 = phi i1 [ true, %519 ], [ %530, %527 ]
  %533 = xor i1 %111, %532
  %534 = select i1 %533, float %522, float %524
  %535 = select i1 %533, i32 %523, i32 %525
  %536 = add nuw nsw i32 %457, 1
  %537 = icmp eq i32 %536, %14
  br i1 %537, label %452, label %456, !llvm.loop !40

538:                                              ; preds = %452
  %539 = zext nneg i32 %9 to i64
  %540 = zext nneg i32 %8 to i64
  %541 = mul nuw nsw i64 %540, %539
  %542 = add nuw nsw i64 %541, %99
  %543 = getelementptr inbounds nuw float, ptr %4, i64 %542
  store float %453, ptr %543, align 4, !tbaa !12, !alias.scope !31, !noalias !41
  %544 = icmp eq i32 %454, 2147483647
  %545 = select i1 %544, i32 -1, i32 %454
  %546 = getelementptr inbounds nuw i32, ptr %5, i64 %542
  store i32 %545, ptr %546, align 4, !tbaa !6, !alias.scope !33, !noalias !42
  br label %547

547:                                              ; preds = %94, %452, %538, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = !{}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !16, !17}
!21 = distinct !{!21, !16, !17}
!22 = distinct !{!22, !16, !17}
!23 = distinct !{!23, !16, !17}
!24 = distinct !{!24, !16, !17}
!25 = distinct !{!25, !16, !17}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi: argument 0"}
!28 = distinct !{!28, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi"}
!29 = !{!30}
!30 = distinct !{!30, !28, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi: argument 1"}
!31 = !{!32}
!32 = distinct !{!32, !28, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi: argument 2"}
!33 = !{!34}
!34 = distinct !{!34, !28, !"_ZL8adc_scanILi8EEvPKfPKhiiPfPi: argument 3"}
!35 = !{!27, !30, !32, !34}
!36 = !{!30, !32, !34}
!37 = distinct !{!37, !16, !17}
!38 = !{!27, !32, !34}
!39 = distinct !{!39, !16, !17}
!40 = distinct !{!40, !16, !17}
!41 = !{!27, !30, !34}
!42 = !{!27, !30, !32}
