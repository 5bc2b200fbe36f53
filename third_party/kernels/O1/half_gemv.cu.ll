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
  %25 = icmp slt i32 %16, %2
  br i1 %25, label %50, label %26

26:                                               ; preds = %50, %24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = and i32 %16, 31
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %29 = mul i32 %12, %28
  %30 = lshr exact i32 %29, 5
  %31 = and i32 %3, 1
  %32 = icmp ne i32 %31, 0
  %33 = lshr i32 %2, 1
  %34 = select i1 %32, i32 0, i32 %33
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %36 = mul i32 %12, %35
  %37 = add i32 %36, %16
  %38 = lshr i32 %37, 5
  %39 = icmp slt i32 %38, %1
  br i1 %39, label %40, label %159

40:                                               ; preds = %26
  %41 = zext nneg i32 %3 to i64
  %42 = icmp samesign uge i32 %27, %34
  %43 = shl nuw nsw i32 %34, 1
  %44 = add nuw nsw i32 %43, %27
  %45 = icmp slt i32 %44, %2
  %46 = icmp eq i32 %27, 0
  %47 = icmp eq ptr %5, null
  %48 = fcmp contract une float %8, 0.000000e+00
  %49 = select i1 %32, i1 true, i1 %42
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

58:                                               ; preds = %40, %156
  %59 = phi i32 [ %38, %40 ], [ %157, %156 ]
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
  %102 = icmp samesign ult i32 %101, %34
  br i1 %102, label %63, label %103, !llvm.loop !16

103:                                              ; preds = %63, %58
  %104 = phi float [ 0.000000e+00, %58 ], [ %100, %63 ]
  br i1 %45, label %105, label %129

105:                                              ; preds = %103, %105
  %106 = phi i32 [ %127, %105 ], [ %44, %103 ]
  %107 = phi float [ %126, %105 ], [ %104, %103 ]
  %108 = zext nneg i32 %106 to i64
  %109 = getelementptr inbounds nuw i16, ptr %62, i64 %108
  %110 = load i16, ptr %109, align 2, !tbaa !17
  %111 = and i16 %110, 32767
  %112 = zext nneg i16 %111 to i32
  %113 = shl nuw nsw i32 %112, 13
  %114 = bitcast i32 %113 to float
  %115 = fmul contract float %114, 0x46F0000000000000
  %116 = bitcast float %115 to i32
  %117 = icmp samesign ugt i16 %111, 31743
  %118 = or i32 %113, 2139095040
  %119 = select i1 %117, i32 %118, i32 %116
  %120 = sext i16 %110 to i32
  %121 = and i32 %120, -2147483648
  %122 = or i32 %119, %121
  %123 = bitcast i32 %122 to float
  %124 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13gemv_f16_rowsE3s_x to ptr), i64 %108
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = tail call noundef float @llvm.fma.f32(float %123, float %125, float %107)
  %127 = add nuw nsw i32 %106, 32
  %128 = icmp slt i32 %127, %2
  br i1 %128, label %105, label %129, !llvm.loop !19

129:                                              ; preds = %105, %103
  %130 = phi float [ %104, %103 ], [ %126, %105 ]
  %131 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %130, i32 16, i32 31)
  %132 = fadd contract float %130, %131
  %133 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %132, i32 8, i32 31)
  %134 = fadd contract float %132, %133
  %135 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %134, i32 4, i32 31)
  %136 = fadd contract float %134, %135
  %137 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %136, i32 2, i32 31)
  %138 = fadd contract float %136, %137
  %139 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %138, i32 1, i32 31)
  %140 = fadd contract float %138, %139
  br i1 %46, label %141, label %156

141:                                              ; preds = %129
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
  %154 = tail call noundef float @llvm.fma.f32(float %153, float %140, float %152)
  %155 = getelementptr inbounds nuw float, ptr %6, i64 %60
  store float %154, ptr %155, align 4, !tbaa !11
  br label %156

156:                                              ; preds = %151, %129
  %157 = add nuw nsw i32 %59, %30
  %158 = icmp slt i32 %157, %1
  br i1 %158, label %58, label %159, !llvm.loop !20

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
  br i1 %10, label %129, label %11

11:                                               ; preds = %6
  %12 = icmp slt i32 %3, %2
  %13 = icmp slt i32 %1, 0
  %14 = or i1 %13, %12
  br i1 %14, label %129, label %15

15:                                               ; preds = %11
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = mul nuw nsw i32 %16, %7
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add nuw nsw i32 %17, %18
  %20 = lshr i32 %9, 5
  %21 = tail call noundef range(i32 -2147483646, 67108864) i32 @llvm.smin.i32(i32 range(i32 1, 67108864) %20, i32 8)
  %22 = and i32 %19, 31
  %23 = lshr i32 %19, 5
  %24 = icmp samesign ult i32 %23, %21
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = shl i32 %25, 5
  %27 = icmp slt i32 %26, %2
  br i1 %27, label %28, label %129

28:                                               ; preds = %15
  %29 = icmp sgt i32 %1, 0
  %30 = sext i32 %3 to i64
  %31 = zext nneg i32 %23 to i64
  %32 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemv_bf16_tE6s_part to ptr), i64 %31
  %33 = zext nneg i32 %22 to i64
  %34 = getelementptr inbounds nuw float, ptr %32, i64 %33
  %35 = icmp eq i32 %23, 0
  %36 = zext nneg i32 %22 to i64
  %37 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11gemv_bf16_tE6s_part to ptr), i64 %36
  %38 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %39 = shl i32 %38, 5
  %40 = tail call i32 @llvm.umax.i32(i32 %21, i32 1)
  br label %41

41:                                               ; preds = %28, %126
  %42 = phi i32 [ %26, %28 ], [ %127, %126 ]
  %43 = or disjoint i32 %42, %22
  br i1 %29, label %44, label %49

44:                                               ; preds = %41
  %45 = icmp slt i32 %43, %2
  %46 = select i1 %24, i1 %45, i1 false
  %47 = sext i32 %43 to i64
  %48 = getelementptr i16, ptr %0, i64 %47
  br label %51

49:                                               ; preds = %90, %41
  %50 = phi float [ 0.000000e+00, %41 ], [ %91, %90 ]
  br i1 %24, label %94, label %95

51:                                               ; preds = %44, %90
  %52 = phi i32 [ 0, %44 ], [ %92, %90 ]
  %53 = phi float [ 0.000000e+00, %44 ], [ %91, %90 ]
  %54 = sub nsw i32 %1, %52
  %55 = tail call noundef range(i32 -2147483646, 67108864) i32 @llvm.smin.i32(i32 %54, i32 range(i32 -2147483646, -2147483648) 256)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %56 = icmp slt i32 %19, %55
  br i1 %56, label %58, label %57

57:                                               ; preds = %58, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %46, label %70, label %90

58:                                               ; preds = %51, %58
  %59 = phi i32 [ %68, %58 ], [ %19, %51 ]
  %60 = add nuw nsw i32 %59, %52
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i16, ptr %4, i64 %61
  %63 = load i16, ptr %62, align 2, !tbaa !17
  %64 = zext i16 %63 to i32
  %65 = shl nuw i32 %64, 16
  %66 = zext nneg i32 %59 to i64
  %67 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11gemv_bf16_tE3s_x to ptr), i64 %66
  store i32 %65, ptr %67, align 4, !tbaa !11
  %68 = add nuw nsw i32 %59, %9
  %69 = icmp slt i32 %68, %55
  br i1 %69, label %58, label %57, !llvm.loop !21

70:                                               ; preds = %57
  %71 = zext nneg i32 %52 to i64
  %72 = mul nsw i64 %71, %30
  %73 = getelementptr i16, ptr %48, i64 %72
  %74 = icmp sgt i32 %54, %23
  br i1 %74, label %75, label %90

75:                                               ; preds = %70, %75
  %76 = phi i32 [ %88, %75 ], [ %23, %70 ]
  %77 = phi float [ %87, %75 ], [ %53, %70 ]
  %78 = zext nneg i32 %76 to i64
  %79 = mul nsw i64 %78, %30
  %80 = getelementptr inbounds nuw i16, ptr %73, i64 %79
  %81 = load i16, ptr %80, align 2, !tbaa !17
  %82 = zext i16 %81 to i32
  %83 = shl nuw i32 %82, 16
  %84 = bitcast i32 %83 to float
  %85 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11gemv_bf16_tE3s_x to ptr), i64 %78
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = tail call noundef float @llvm.fma.f32(float %84, float %86, float %77)
  %88 = add nuw nsw i32 %76, %21
  %89 = icmp slt i32 %88, %55
  br i1 %89, label %75, label %90, !llvm.loop !22

90:                                               ; preds = %75, %70, %57
  %91 = phi float [ %53, %57 ], [ %53, %70 ], [ %87, %75 ]
  %92 = add nuw nsw i32 %52, 256
  %93 = icmp slt i32 %92, %1
  br i1 %93, label %51, label %49, !llvm.loop !23

94:                                               ; preds = %49
  store float %50, ptr %34, align 4, !tbaa !11
  br label %95

95:                                               ; preds = %94, %49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %96 = icmp slt i32 %43, %2
  %97 = select i1 %35, i1 %96, i1 false
  br i1 %97, label %117, label %126

98:                                               ; preds = %117
  %99 = bitcast float %123 to i32
  %100 = tail call float @llvm.fabs.f32(float %123)
  %101 = bitcast float %100 to i32
  %102 = icmp samesign ugt i32 %101, 2139095040
  %103 = lshr i32 %99, 16
  br i1 %102, label %104, label %107

104:                                              ; preds = %98
  %105 = trunc nuw i32 %103 to i16
  %106 = or i16 %105, 64
  br label %113

107:                                              ; preds = %98
  %108 = and i32 %103, 1
  %109 = add i32 %99, 32767
  %110 = add i32 %109, %108
  %111 = lshr i32 %110, 16
  %112 = trunc nuw i32 %111 to i16
  br label %113

113:                                              ; preds = %104, %107
  %114 = phi i16 [ %106, %104 ], [ %112, %107 ]
  %115 = sext i32 %43 to i64
  %116 = getelementptr inbounds i16, ptr %5, i64 %115
  store i16 %114, ptr %116, align 2, !tbaa !17
  br label %126

117:                                              ; preds = %95, %117
  %118 = phi i32 [ %124, %117 ], [ 0, %95 ]
  %119 = phi float [ %123, %117 ], [ 0.000000e+00, %95 ]
  %120 = zext nneg i32 %118 to i64
  %121 = getelementptr inbounds nuw [33 x float], ptr %37, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !11
  %123 = fadd contract float %119, %122
  %124 = add nuw nsw i32 %118, 1
  %125 = icmp eq i32 %124, %40
  br i1 %125, label %98, label %117, !llvm.loop !24

126:                                              ; preds = %113, %95
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = add i32 %42, %39
  %128 = icmp slt i32 %127, %2
  br i1 %128, label %41, label %129, !llvm.loop !25

129:                                              ; preds = %126, %15, %6, %11
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
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !8, i64 0}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
