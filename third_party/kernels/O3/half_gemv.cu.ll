; ModuleID = 'src/half_gemv.cu'
source_filename = "src/half_gemv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13gemv_f16_rowsE3s_x = internal unnamed_addr addrspace(3) global [4096 x float] undef, align 4
@_ZZ11gemv_bf16_tE3s_x = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ11gemv_bf16_tE6s_part = internal unnamed_addr addrspace(3) global [8 x [33 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gemv_f16_rows(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(address_is_null) %5, ptr noalias noundef captures(none) %6, float noundef %7, float noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = mul nuw nsw i32 %13, %10
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add nuw nsw i32 %14, %15
  %17 = add i32 %2, -1
  %18 = icmp ult i32 %17, 4096
  %19 = icmp sge i32 %3, %2
  %20 = and i1 %18, %19
  %21 = and i32 %12, 31
  %22 = icmp eq i32 %21, 0
  %23 = and i1 %22, %20
  br i1 %23, label %24, label %159

24:                                               ; preds = %9
  %25 = icmp samesign ult i32 %16, %2
  br i1 %25, label %50, label %26

26:                                               ; preds = %50, %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = and i32 %16, 31
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %29 = mul i32 %12, %28
  %30 = lshr exact i32 %29, 5
  %31 = lshr i32 %2, 1
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = mul i32 %12, %32
  %34 = add i32 %33, %16
  %35 = lshr i32 %34, 5
  %36 = icmp slt i32 %35, %1
  br i1 %36, label %37, label %159

37:                                               ; preds = %26
  %38 = and i32 %3, 1
  %39 = icmp ne i32 %38, 0
  %40 = select i1 %39, i32 0, i32 %31
  %41 = zext nneg i32 %3 to i64
  %42 = icmp samesign uge i32 %27, %40
  %43 = shl nuw nsw i32 %40, 1
  %44 = add nuw nsw i32 %43, %27
  %45 = icmp samesign ult i32 %44, %2
  %46 = icmp eq i32 %27, 0
  %47 = icmp eq ptr %5, null
  %48 = fcmp contract une float %8, 0.000000e+00
  %49 = select i1 %39, i1 true, i1 %42
  br label %58

50:                                               ; preds = %24, %50
  %51 = phi i32 [ %56, %50 ], [ %16, %24 ]
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw float, ptr %4, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemv_f16_rowsE3s_x to ptr), i64 %52
  store float %54, ptr %55, align 4, !tbaa !11
  %56 = add nuw nsw i32 %51, %12
  %57 = icmp slt i32 %56, %2
  br i1 %57, label %50, label %26, !llvm.loop !13

58:                                               ; preds = %37, %156
  %59 = phi i32 [ %35, %37 ], [ %157, %156 ]
  %60 = zext nneg i32 %59 to i64
  %61 = mul nuw nsw i64 %60, %41
  %62 = getelementptr inbounds nuw i16, ptr %0, i64 %61
  br i1 %49, label %103, label %63

63:                                               ; preds = %58, %63
  %64 = phi i32 [ %101, %63 ], [ %27, %58 ]
  %65 = phi float [ %100, %63 ], [ 0.000000e+00, %58 ]
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds nuw i32, ptr %62, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = and i32 %68, 32767
  %70 = shl nuw nsw i32 %69, 13
  %71 = bitcast i32 %70 to float
  %72 = fmul contract float %71, 0x46F0000000000000
  %73 = bitcast float %72 to i32
  %74 = icmp samesign ugt i32 %69, 31743
  %75 = or i32 %70, 2139095040
  %76 = select i1 %74, i32 %75, i32 %73
  %77 = shl i32 %68, 16
  %78 = and i32 %77, -2147483648
  %79 = or i32 %76, %78
  %80 = bitcast i32 %79 to float
  %81 = shl nuw nsw i32 %64, 1
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemv_f16_rowsE3s_x to ptr), i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = tail call noundef float @llvm.fma.f32(float %80, float %84, float %65)
  %86 = lshr i32 %68, 16
  %87 = and i32 %86, 32767
  %88 = shl nuw nsw i32 %87, 13
  %89 = bitcast i32 %88 to float
  %90 = fmul contract float %89, 0x46F0000000000000
  %91 = bitcast float %90 to i32
  %92 = icmp samesign ugt i32 %87, 31743
  %93 = or i32 %88, 2139095040
  %94 = select i1 %92, i32 %93, i32 %91
  %95 = and i32 %68, -2147483648
  %96 = or i32 %94, %95
  %97 = bitcast i32 %96 to float
  %98 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = tail call noundef float @llvm.fma.f32(float %97, float %99, float %85)
  %101 = add nuw nsw i32 %64, 32
  %102 = icmp samesign ult i32 %101, %31
  br i1 %102, label %63, label %103, !llvm.loop !15

103:                                              ; preds = %63, %58
  %104 = phi float [ 0.000000e+00, %58 ], [ %100, %63 ]
  br i1 %45, label %117, label %105

105:                                              ; preds = %117, %103
  %106 = phi float [ %104, %103 ], [ %138, %117 ]
  %107 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %106, i32 16, i32 31)
  %108 = fadd contract float %106, %107
  %109 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %108, i32 8, i32 31)
  %110 = fadd contract float %108, %109
  %111 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %110, i32 4, i32 31)
  %112 = fadd contract float %110, %111
  %113 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %112, i32 2, i32 31)
  %114 = fadd contract float %112, %113
  %115 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %114, i32 1, i32 31)
  %116 = fadd contract float %114, %115
  br i1 %46, label %141, label %156

117:                                              ; preds = %103, %117
  %118 = phi i32 [ %139, %117 ], [ %44, %103 ]
  %119 = phi float [ %138, %117 ], [ %104, %103 ]
  %120 = zext nneg i32 %118 to i64
  %121 = getelementptr inbounds nuw i16, ptr %62, i64 %120
  %122 = load i16, ptr %121, align 2, !tbaa !16
  %123 = and i16 %122, 32767
  %124 = zext nneg i16 %123 to i32
  %125 = shl nuw nsw i32 %124, 13
  %126 = bitcast i32 %125 to float
  %127 = fmul contract float %126, 0x46F0000000000000
  %128 = bitcast float %127 to i32
  %129 = icmp samesign ugt i16 %123, 31743
  %130 = or i32 %125, 2139095040
  %131 = select i1 %129, i32 %130, i32 %128
  %132 = sext i16 %122 to i32
  %133 = and i32 %132, -2147483648
  %134 = or i32 %131, %133
  %135 = bitcast i32 %134 to float
  %136 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemv_f16_rowsE3s_x to ptr), i64 %120
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = tail call noundef float @llvm.fma.f32(float %135, float %137, float %119)
  %139 = add nuw nsw i32 %118, 32
  %140 = icmp slt i32 %139, %2
  br i1 %140, label %117, label %105, !llvm.loop !18

141:                                              ; preds = %105
  br i1 %47, label %145, label %142

142:                                              ; preds = %141
  %143 = getelementptr inbounds nuw float, ptr %5, i64 %60
  %144 = load float, ptr %143, align 4, !tbaa !11
  br label %145

145:                                              ; preds = %141, %142
  %146 = phi contract float [ %144, %142 ], [ 1.000000e+00, %141 ]
  br i1 %48, label %147, label %151

147:                                              ; preds = %145
  %148 = getelementptr inbounds nuw float, ptr %6, i64 %60
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = fmul contract float %8, %149
  br label %151

151:                                              ; preds = %145, %147
  %152 = phi contract float [ %150, %147 ], [ 0.000000e+00, %145 ]
  %153 = fmul contract float %7, %146
  %154 = tail call noundef float @llvm.fma.f32(float %153, float %116, float %152)
  %155 = getelementptr inbounds nuw float, ptr %6, i64 %60
  store float %154, ptr %155, align 4, !tbaa !11
  br label %156

156:                                              ; preds = %151, %105
  %157 = add nuw nsw i32 %59, %30
  %158 = icmp slt i32 %157, %1
  br i1 %158, label %58, label %159, !llvm.loop !19

159:                                              ; preds = %156, %26, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gemv_bf16_t(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %9 = mul nuw nsw i32 %7, %8
  %10 = icmp samesign ult i32 %9, 32
  br i1 %10, label %187, label %11

11:                                               ; preds = %6
  %12 = icmp slt i32 %3, %2
  %13 = icmp slt i32 %1, 0
  %14 = or i1 %13, %12
  br i1 %14, label %187, label %15

15:                                               ; preds = %11
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = mul nuw nsw i32 %16, %7
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add nuw nsw i32 %17, %18
  %20 = lshr i32 %9, 5
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 8)
  %22 = and i32 %19, 31
  %23 = lshr i32 %19, 5
  %24 = icmp samesign ult i32 %23, %21
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = shl i32 %25, 5
  %27 = icmp slt i32 %26, %2
  br i1 %27, label %28, label %187

28:                                               ; preds = %15
  %29 = icmp eq i32 %1, 0
  %30 = sext i32 %3 to i64
  %31 = zext nneg i32 %23 to i64
  %32 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemv_bf16_tE6s_part to ptr), i64 %31
  %33 = zext nneg i32 %22 to i64
  %34 = getelementptr inbounds nuw float, ptr %32, i64 %33
  %35 = icmp eq i32 %23, 0
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11gemv_bf16_tE6s_part to ptr), i64 %33
  %37 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %38 = shl i32 %37, 5
  %39 = add nsw i32 %21, -1
  %40 = and i32 %21, 7
  %41 = icmp ult i32 %39, 7
  %42 = and i32 %21, 8
  %43 = icmp eq i32 %40, 0
  %44 = icmp ne i32 %40, 0
  br label %45

45:                                               ; preds = %28, %184
  %46 = phi i32 [ %26, %28 ], [ %185, %184 ]
  %47 = or disjoint i32 %46, %22
  br i1 %29, label %53, label %48

48:                                               ; preds = %45
  %49 = icmp slt i32 %47, %2
  %50 = select i1 %24, i1 %49, i1 false
  %51 = sext i32 %47 to i64
  %52 = getelementptr i16, ptr %0, i64 %51
  br label %55

53:                                               ; preds = %94, %45
  %54 = phi float [ 0.000000e+00, %45 ], [ %95, %94 ]
  br i1 %24, label %98, label %99

55:                                               ; preds = %48, %94
  %56 = phi i32 [ 0, %48 ], [ %96, %94 ]
  %57 = phi float [ 0.000000e+00, %48 ], [ %95, %94 ]
  %58 = sub nsw i32 %1, %56
  %59 = tail call noundef range(i32 -2147483646, 67108864) i32 @llvm.smin.i32(i32 %58, i32 range(i32 -2147483646, -2147483648) 256)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = icmp slt i32 %19, %59
  br i1 %60, label %62, label %61

61:                                               ; preds = %62, %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %50, label %74, label %94

62:                                               ; preds = %55, %62
  %63 = phi i32 [ %72, %62 ], [ %19, %55 ]
  %64 = add nuw nsw i32 %63, %56
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw i16, ptr %4, i64 %65
  %67 = load i16, ptr %66, align 2, !tbaa !16
  %68 = zext i16 %67 to i32
  %69 = shl nuw i32 %68, 16
  %70 = zext nneg i32 %63 to i64
  %71 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11gemv_bf16_tE3s_x to ptr), i64 %70
  store i32 %69, ptr %71, align 4, !tbaa !11
  %72 = add nuw nsw i32 %63, %9
  %73 = icmp slt i32 %72, %59
  br i1 %73, label %62, label %61, !llvm.loop !20

74:                                               ; preds = %61
  %75 = zext nneg i32 %56 to i64
  %76 = mul nsw i64 %75, %30
  %77 = getelementptr i16, ptr %52, i64 %76
  %78 = icmp sgt i32 %58, %23
  br i1 %78, label %79, label %94

79:                                               ; preds = %74, %79
  %80 = phi i32 [ %92, %79 ], [ %23, %74 ]
  %81 = phi float [ %91, %79 ], [ %57, %74 ]
  %82 = zext nneg i32 %80 to i64
  %83 = mul nsw i64 %82, %30
  %84 = getelementptr inbounds nuw i16, ptr %77, i64 %83
  %85 = load i16, ptr %84, align 2, !tbaa !16
  %86 = zext i16 %85 to i32
  %87 = shl nuw i32 %86, 16
  %88 = bitcast i32 %87 to float
  %89 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11gemv_bf16_tE3s_x to ptr), i64 %82
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = tail call noundef float @llvm.fma.f32(float %88, float %90, float %81)
  %92 = add nuw nsw i32 %80, %21
  %93 = icmp slt i32 %92, %59
  br i1 %93, label %79, label %94, !llvm.loop !21

94:                                               ; preds = %79, %74, %61
  %95 = phi float [ %57, %61 ], [ %57, %74 ], [ %91, %79 ]
  %96 = add nuw nsw i32 %56, 256
  %97 = icmp slt i32 %96, %1
  br i1 %97, label %55, label %53, !llvm.loop !22

98:                                               ; preds = %53
  store float %54, ptr %34, align 4, !tbaa !11
  br label %99

99:                                               ; preds = %98, %53
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %100 = icmp slt i32 %47, %2
  %101 = select i1 %35, i1 %100, i1 false
  br i1 %101, label %102, label %184

102:                                              ; preds = %99
  br i1 %41, label %104, label %138

103:                                              ; preds = %138
  br i1 %43, label %118, label %104

104:                                              ; preds = %103, %102
  %105 = phi i32 [ 0, %102 ], [ %181, %103 ]
  %106 = phi float [ 0.000000e+00, %102 ], [ %180, %103 ]
  tail call void @llvm.assume(i1 %44)
  br label %107

107:                                              ; preds = %107, %104
  %108 = phi i32 [ %115, %107 ], [ %105, %104 ]
  %109 = phi float [ %114, %107 ], [ %106, %104 ]
  %110 = phi i32 [ %116, %107 ], [ 0, %104 ]
  %111 = zext nneg i32 %108 to i64
  %112 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = fadd contract float %109, %113
  %115 = add nuw nsw i32 %108, 1
  %116 = add i32 %110, 1
  %117 = icmp eq i32 %116, %40
  br i1 %117, label %118, label %107, !llvm.loop !23

118:                                              ; preds = %107, %103
  %119 = phi float [ %180, %103 ], [ %114, %107 ]
  %120 = bitcast float %119 to i32
  %121 = tail call float @llvm.fabs.f32(float %119)
  %122 = bitcast float %121 to i32
  %123 = icmp samesign ugt i32 %122, 2139095040
  %124 = lshr i32 %120, 16
  br i1 %123, label %125, label %128

125:                                              ; preds = %118
  %126 = trunc nuw i32 %124 to i16
  %127 = or i16 %126, 64
  br label %134

128:                                              ; preds = %118
  %129 = and i32 %124, 1
  %130 = add i32 %120, 32767
  %131 = add i32 %130, %129
  %132 = lshr i32 %131, 16
  %133 = trunc nuw i32 %132 to i16
  br label %134

134:                                              ; preds = %125, %128
  %135 = phi i16 [ %127, %125 ], [ %133, %128 ]
  %136 = sext i32 %47 to i64
  %137 = getelementptr inbounds i16, ptr %5, i64 %136
  store i16 %135, ptr %137, align 2, !tbaa !16
  br label %184

138:                                              ; preds = %102, %138
  %139 = phi i32 [ %181, %138 ], [ 0, %102 ]
  %140 = phi float [ %180, %138 ], [ 0.000000e+00, %102 ]
  %141 = phi i32 [ %182, %138 ], [ 0, %102 ]
  %142 = zext nneg i32 %139 to i64
  %143 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = fadd contract float %140, %144
  %146 = zext nneg i32 %139 to i64
  %147 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %146
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 132
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = fadd contract float %145, %149
  %151 = zext nneg i32 %139 to i64
  %152 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %151
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 264
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = fadd contract float %150, %154
  %156 = zext nneg i32 %139 to i64
  %157 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %156
  %158 = getelementptr inbounds nuw i8, ptr %157, i64 396
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = fadd contract float %155, %159
  %161 = zext nneg i32 %139 to i64
  %162 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %161
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 528
  %164 = load float, ptr %163, align 4, !tbaa !11
  %165 = fadd contract float %160, %164
  %166 = zext nneg i32 %139 to i64
  %167 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %166
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 660
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = fadd contract float %165, %169
  %171 = zext nneg i32 %139 to i64
  %172 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %171
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 792
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fadd contract float %170, %174
  %176 = zext nneg i32 %139 to i64
  %177 = getelementptr inbounds nuw [33 x float], ptr %36, i64 %176
  %178 = getelementptr inbounds nuw i8, ptr %177, i64 924
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = fadd contract float %175, %179
  %181 = add nuw nsw i32 %139, 8
  %182 = add i32 %141, 8
  %183 = icmp eq i32 %182, %42
  br i1 %183, label %103, label %138, !llvm.loop !25

184:                                              ; preds = %134, %99
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %185 = add i32 %46, %38
  %186 = icmp slt i32 %185, %2
  br i1 %186, label %45, label %187, !llvm.loop !26

187:                                              ; preds = %184, %15, %6, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!15 = distinct !{!15, !14}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !8, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
