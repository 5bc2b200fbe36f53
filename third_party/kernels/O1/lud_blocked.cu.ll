; ModuleID = 'src/lud_blocked.cu'
source_filename = "src/lud_blocked.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12lud_diagonalE6shadow = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE3dia = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @lud_diagonal(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp samesign ult i32 %4, 16
  br i1 %5, label %6, label %30

6:                                                ; preds = %3
  %7 = add nsw i32 %2, %4
  %8 = icmp slt i32 %7, %1
  %9 = zext nneg i32 %4 to i64
  %10 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %9
  br label %11

11:                                               ; preds = %6, %24
  %12 = phi i32 [ 0, %6 ], [ %28, %24 ]
  %13 = add nsw i32 %12, %2
  %14 = icmp eq i32 %12, %4
  %15 = select contract i1 %14, float 1.000000e+00, float 0.000000e+00
  %16 = icmp slt i32 %13, %1
  %17 = and i1 %8, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %11
  %19 = mul nsw i32 %13, %1
  %20 = add nsw i32 %19, %7
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !11
  br label %24

24:                                               ; preds = %11, %18
  %25 = phi contract float [ %23, %18 ], [ %15, %11 ]
  %26 = zext nneg i32 %12 to i64
  %27 = getelementptr inbounds nuw [16 x float], ptr %10, i64 %26
  store float %25, ptr %27, align 4, !tbaa !11
  %28 = add nuw nsw i32 %12, 1
  %29 = icmp eq i32 %28, 16
  br i1 %29, label %30, label %11, !llvm.loop !13

30:                                               ; preds = %24, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = zext nneg i32 %4 to i64
  %32 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %31
  %33 = zext nneg i32 %4 to i64
  %34 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %33
  %35 = zext nneg i32 %4 to i64
  %36 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %35
  br label %45

37:                                               ; preds = %96
  %38 = add nsw i32 %2, %4
  %39 = icmp slt i32 %38, %1
  %40 = select i1 %5, i1 %39, i1 false
  br i1 %40, label %41, label %115

41:                                               ; preds = %37
  %42 = zext nneg i32 %4 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %42
  %44 = add i32 %2, %4
  br label %100

45:                                               ; preds = %30, %96
  %46 = phi i32 [ 1, %30 ], [ %98, %96 ]
  %47 = phi i32 [ 0, %30 ], [ %97, %96 ]
  %48 = icmp samesign ugt i32 %4, %47
  %49 = and i1 %5, %48
  br i1 %49, label %50, label %77

50:                                               ; preds = %45
  %51 = icmp eq i32 %47, 0
  br i1 %51, label %57, label %52

52:                                               ; preds = %50
  %53 = zext nneg i32 %47 to i64
  %54 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %53
  %55 = getelementptr inbounds nuw float, ptr %32, i64 %53
  %56 = load float, ptr %55, align 4, !tbaa !11
  br label %65

57:                                               ; preds = %65, %50
  %58 = zext nneg i32 %47 to i64
  %59 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %58
  %60 = getelementptr inbounds nuw float, ptr %59, i64 %58
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = getelementptr inbounds nuw float, ptr %34, i64 %58
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = fdiv contract float %63, %61
  store float %64, ptr %62, align 4, !tbaa !11
  br label %77

65:                                               ; preds = %52, %65
  %66 = phi float [ %56, %52 ], [ %74, %65 ]
  %67 = phi i32 [ 0, %52 ], [ %75, %65 ]
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw float, ptr %32, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !11
  %71 = getelementptr inbounds nuw [16 x float], ptr %54, i64 %68
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = fmul contract float %70, %72
  %74 = fsub contract float %66, %73
  store float %74, ptr %55, align 4, !tbaa !11
  %75 = add nuw nsw i32 %67, 1
  %76 = icmp eq i32 %75, %47
  br i1 %76, label %57, label %65, !llvm.loop !16

77:                                               ; preds = %57, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %49, label %78, label %96

78:                                               ; preds = %77
  %79 = zext nneg i32 %47 to i64
  %80 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 64
  %82 = getelementptr inbounds nuw float, ptr %81, i64 %35
  %83 = load float, ptr %82, align 4, !tbaa !11
  br label %84

84:                                               ; preds = %78, %84
  %85 = phi i32 [ 0, %78 ], [ %94, %84 ]
  %86 = phi float [ %83, %78 ], [ %93, %84 ]
  %87 = zext nneg i32 %85 to i64
  %88 = getelementptr inbounds nuw float, ptr %81, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = getelementptr inbounds nuw [16 x float], ptr %36, i64 %87
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fmul contract float %89, %91
  %93 = fsub contract float %86, %92
  store float %93, ptr %82, align 4, !tbaa !11
  %94 = add nuw nsw i32 %85, 1
  %95 = icmp eq i32 %94, %46
  br i1 %95, label %96, label %84, !llvm.loop !17

96:                                               ; preds = %84, %77
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %97 = add nuw nsw i32 %47, 1
  %98 = add nuw nsw i32 %46, 1
  %99 = icmp eq i32 %97, 15
  br i1 %99, label %37, label %45, !llvm.loop !18

100:                                              ; preds = %41, %112
  %101 = phi i32 [ 1, %41 ], [ %113, %112 ]
  %102 = add nsw i32 %101, %2
  %103 = icmp slt i32 %102, %1
  br i1 %103, label %104, label %112

104:                                              ; preds = %100
  %105 = zext nneg i32 %101 to i64
  %106 = getelementptr inbounds nuw [16 x float], ptr %43, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = mul nsw i32 %102, %1
  %109 = add i32 %44, %108
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %0, i64 %110
  store float %107, ptr %111, align 4, !tbaa !11
  br label %112

112:                                              ; preds = %100, %104
  %113 = add nuw nsw i32 %101, 1
  %114 = icmp eq i32 %113, 16
  br i1 %114, label %115, label %100, !llvm.loop !19

115:                                              ; preds = %112, %37
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @lud_perimeter(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 4
  %7 = add i32 %6, 16
  %8 = add i32 %7, %2
  %9 = icmp samesign ult i32 %4, 16
  br i1 %9, label %10, label %56

10:                                               ; preds = %3
  %11 = add nsw i32 %2, %4
  %12 = icmp slt i32 %11, %1
  %13 = zext nneg i32 %4 to i64
  %14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %13
  br label %20

15:                                               ; preds = %33
  %16 = add nsw i32 %8, %4
  %17 = icmp slt i32 %16, %1
  %18 = zext nneg i32 %4 to i64
  %19 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_row to ptr), i64 %18
  br label %39

20:                                               ; preds = %10, %33
  %21 = phi i32 [ 0, %10 ], [ %37, %33 ]
  %22 = add nsw i32 %21, %2
  %23 = icmp eq i32 %21, %4
  %24 = select contract i1 %23, float 1.000000e+00, float 0.000000e+00
  %25 = icmp slt i32 %22, %1
  %26 = and i1 %12, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %20
  %28 = mul nsw i32 %22, %1
  %29 = add nsw i32 %28, %11
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !11
  br label %33

33:                                               ; preds = %20, %27
  %34 = phi contract float [ %32, %27 ], [ %24, %20 ]
  %35 = zext nneg i32 %21 to i64
  %36 = getelementptr inbounds nuw [16 x float], ptr %14, i64 %35
  store float %34, ptr %36, align 4, !tbaa !11
  %37 = add nuw nsw i32 %21, 1
  %38 = icmp eq i32 %37, 8
  br i1 %38, label %15, label %20, !llvm.loop !20

39:                                               ; preds = %15, %50
  %40 = phi i32 [ 0, %15 ], [ %54, %50 ]
  %41 = add nsw i32 %40, %2
  %42 = icmp slt i32 %41, %1
  %43 = and i1 %17, %42
  br i1 %43, label %44, label %50

44:                                               ; preds = %39
  %45 = mul nsw i32 %41, %1
  %46 = add nsw i32 %45, %16
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %39, %44
  %51 = phi contract float [ %49, %44 ], [ 0.000000e+00, %39 ]
  %52 = zext nneg i32 %40 to i64
  %53 = getelementptr inbounds nuw [16 x float], ptr %19, i64 %52
  store float %51, ptr %53, align 4, !tbaa !11
  %54 = add nuw nsw i32 %40, 1
  %55 = icmp eq i32 %54, 16
  br i1 %55, label %105, label %39, !llvm.loop !21

56:                                               ; preds = %3
  %57 = icmp samesign ult i32 %4, 32
  br i1 %57, label %58, label %105

58:                                               ; preds = %56
  %59 = add nsw i32 %4, -16
  %60 = add nsw i32 %2, %59
  %61 = icmp slt i32 %60, %1
  %62 = zext nneg i32 %59 to i64
  %63 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %62
  br label %69

64:                                               ; preds = %82
  %65 = add nsw i32 %2, %59
  %66 = icmp slt i32 %65, %1
  %67 = zext nneg i32 %59 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_col to ptr), i64 %67
  br label %88

69:                                               ; preds = %58, %82
  %70 = phi i32 [ 8, %58 ], [ %86, %82 ]
  %71 = add nsw i32 %70, %2
  %72 = icmp eq i32 %70, %59
  %73 = select contract i1 %72, float 1.000000e+00, float 0.000000e+00
  %74 = icmp slt i32 %71, %1
  %75 = and i1 %61, %74
  br i1 %75, label %76, label %82

76:                                               ; preds = %69
  %77 = mul nsw i32 %71, %1
  %78 = add nsw i32 %77, %60
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !11
  br label %82

82:                                               ; preds = %69, %76
  %83 = phi contract float [ %81, %76 ], [ %73, %69 ]
  %84 = zext nneg i32 %70 to i64
  %85 = getelementptr inbounds nuw [16 x float], ptr %63, i64 %84
  store float %83, ptr %85, align 4, !tbaa !11
  %86 = add nuw nsw i32 %70, 1
  %87 = icmp eq i32 %86, 16
  br i1 %87, label %64, label %69, !llvm.loop !22

88:                                               ; preds = %64, %99
  %89 = phi i32 [ 0, %64 ], [ %103, %99 ]
  %90 = add nsw i32 %89, %8
  %91 = icmp slt i32 %90, %1
  %92 = and i1 %66, %91
  br i1 %92, label %93, label %99

93:                                               ; preds = %88
  %94 = mul nsw i32 %90, %1
  %95 = add nsw i32 %94, %65
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr %0, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !11
  br label %99

99:                                               ; preds = %88, %93
  %100 = phi contract float [ %98, %93 ], [ 0.000000e+00, %88 ]
  %101 = zext nneg i32 %89 to i64
  %102 = getelementptr inbounds nuw [16 x float], ptr %68, i64 %101
  store float %100, ptr %102, align 4, !tbaa !11
  %103 = add nuw nsw i32 %89, 1
  %104 = icmp eq i32 %103, 16
  br i1 %104, label %105, label %88, !llvm.loop !23

105:                                              ; preds = %99, %50, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %9, label %106, label %131

106:                                              ; preds = %105
  %107 = zext nneg i32 %4 to i64
  %108 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_row to ptr), i64 %107
  %109 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_row to ptr), i64 %107
  br label %110

110:                                              ; preds = %106, %116
  %111 = phi i32 [ 1, %106 ], [ %117, %116 ]
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %112
  %114 = getelementptr inbounds nuw [16 x float], ptr %109, i64 %112
  %115 = load float, ptr %114, align 4, !tbaa !11
  br label %119

116:                                              ; preds = %119
  %117 = add nuw nsw i32 %111, 1
  %118 = icmp eq i32 %117, 16
  br i1 %118, label %169, label %110, !llvm.loop !24

119:                                              ; preds = %110, %119
  %120 = phi i32 [ 0, %110 ], [ %129, %119 ]
  %121 = phi float [ %115, %110 ], [ %128, %119 ]
  %122 = zext nneg i32 %120 to i64
  %123 = getelementptr inbounds nuw float, ptr %113, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw [16 x float], ptr %108, i64 %122
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fmul contract float %124, %126
  %128 = fsub contract float %121, %127
  store float %128, ptr %114, align 4, !tbaa !11
  %129 = add nuw nsw i32 %120, 1
  %130 = icmp eq i32 %129, %111
  br i1 %130, label %116, label %119, !llvm.loop !25

131:                                              ; preds = %105
  %132 = icmp samesign ult i32 %4, 32
  br i1 %132, label %133, label %169

133:                                              ; preds = %131
  %134 = add nsw i32 %4, -16
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_col to ptr), i64 %135
  %137 = zext nneg i32 %134 to i64
  %138 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_col to ptr), i64 %137
  br label %139

139:                                              ; preds = %133, %147
  %140 = phi i32 [ 0, %133 ], [ %155, %147 ]
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %147, label %142

142:                                              ; preds = %139
  %143 = zext nneg i32 %140 to i64
  %144 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %143
  %145 = getelementptr inbounds nuw float, ptr %138, i64 %143
  %146 = load float, ptr %145, align 4, !tbaa !11
  br label %157

147:                                              ; preds = %157, %139
  %148 = zext nneg i32 %140 to i64
  %149 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %148
  %150 = getelementptr inbounds nuw float, ptr %149, i64 %148
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = getelementptr inbounds nuw float, ptr %136, i64 %148
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = fdiv contract float %153, %151
  store float %154, ptr %152, align 4, !tbaa !11
  %155 = add nuw nsw i32 %140, 1
  %156 = icmp eq i32 %155, 16
  br i1 %156, label %169, label %139, !llvm.loop !26

157:                                              ; preds = %142, %157
  %158 = phi float [ %146, %142 ], [ %166, %157 ]
  %159 = phi i32 [ 0, %142 ], [ %167, %157 ]
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds nuw float, ptr %138, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !11
  %163 = getelementptr inbounds nuw [16 x float], ptr %144, i64 %160
  %164 = load float, ptr %163, align 4, !tbaa !11
  %165 = fmul contract float %162, %164
  %166 = fsub contract float %158, %165
  store float %166, ptr %145, align 4, !tbaa !11
  %167 = add nuw nsw i32 %159, 1
  %168 = icmp eq i32 %167, %140
  br i1 %168, label %147, label %157, !llvm.loop !27

169:                                              ; preds = %147, %116, %131
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %9, label %170, label %192

170:                                              ; preds = %169
  %171 = add nsw i32 %8, %4
  %172 = icmp slt i32 %171, %1
  br i1 %172, label %173, label %217

173:                                              ; preds = %170
  %174 = zext nneg i32 %4 to i64
  %175 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_row to ptr), i64 %174
  %176 = add i32 %8, %4
  br label %177

177:                                              ; preds = %173, %189
  %178 = phi i32 [ 1, %173 ], [ %190, %189 ]
  %179 = add nsw i32 %178, %2
  %180 = icmp slt i32 %179, %1
  br i1 %180, label %181, label %189

181:                                              ; preds = %177
  %182 = zext nneg i32 %178 to i64
  %183 = getelementptr inbounds nuw [16 x float], ptr %175, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !11
  %185 = mul nsw i32 %179, %1
  %186 = add i32 %176, %185
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %0, i64 %187
  store float %184, ptr %188, align 4, !tbaa !11
  br label %189

189:                                              ; preds = %177, %181
  %190 = add nuw nsw i32 %178, 1
  %191 = icmp eq i32 %190, 16
  br i1 %191, label %217, label %177, !llvm.loop !28

192:                                              ; preds = %169
  %193 = icmp samesign ult i32 %4, 32
  br i1 %193, label %194, label %217

194:                                              ; preds = %192
  %195 = add nsw i32 %4, -16
  %196 = add nsw i32 %2, %195
  %197 = icmp slt i32 %196, %1
  br i1 %197, label %198, label %217

198:                                              ; preds = %194
  %199 = zext nneg i32 %195 to i64
  %200 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_col to ptr), i64 %199
  %201 = add i32 %2, %195
  br label %202

202:                                              ; preds = %198, %214
  %203 = phi i32 [ 0, %198 ], [ %215, %214 ]
  %204 = add nsw i32 %203, %8
  %205 = icmp slt i32 %204, %1
  br i1 %205, label %206, label %214

206:                                              ; preds = %202
  %207 = zext nneg i32 %203 to i64
  %208 = getelementptr inbounds nuw [16 x float], ptr %200, i64 %207
  %209 = load float, ptr %208, align 4, !tbaa !11
  %210 = mul nsw i32 %204, %1
  %211 = add i32 %201, %210
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr %0, i64 %212
  store float %209, ptr %213, align 4, !tbaa !11
  br label %214

214:                                              ; preds = %202, %206
  %215 = add nuw nsw i32 %203, 1
  %216 = icmp eq i32 %215, 16
  br i1 %216, label %217, label %202, !llvm.loop !29

217:                                              ; preds = %214, %189, %194, %170, %192
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @lud_internal(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = or i32 %4, %5
  %7 = icmp samesign ult i32 %6, 16
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 4
  %10 = add i32 %2, 16
  %11 = add i32 %10, %9
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 4
  %14 = add i32 %2, 16
  %15 = add i32 %14, %13
  br i1 %7, label %16, label %49

16:                                               ; preds = %3
  %17 = add nsw i32 %2, %5
  %18 = add nsw i32 %15, %4
  %19 = icmp slt i32 %17, %1
  %20 = icmp slt i32 %18, %1
  %21 = and i1 %20, %19
  br i1 %21, label %22, label %28

22:                                               ; preds = %16
  %23 = mul nsw i32 %17, %1
  %24 = add nsw i32 %23, %18
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  br label %28

28:                                               ; preds = %16, %22
  %29 = phi contract float [ %27, %22 ], [ 0.000000e+00, %16 ]
  %30 = zext nneg i32 %5 to i64
  %31 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE8peri_row to ptr), i64 %30
  %32 = zext nneg i32 %4 to i64
  %33 = getelementptr inbounds nuw float, ptr %31, i64 %32
  store float %29, ptr %33, align 4, !tbaa !11
  %34 = add nsw i32 %11, %5
  %35 = add nsw i32 %2, %4
  %36 = icmp slt i32 %34, %1
  %37 = icmp slt i32 %35, %1
  %38 = and i1 %36, %37
  br i1 %38, label %39, label %45

39:                                               ; preds = %28
  %40 = mul nsw i32 %34, %1
  %41 = add nsw i32 %40, %35
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %28, %39
  %46 = phi contract float [ %44, %39 ], [ 0.000000e+00, %28 ]
  %47 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE8peri_col to ptr), i64 %30
  %48 = getelementptr inbounds nuw float, ptr %47, i64 %32
  store float %46, ptr %48, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %45, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %7, label %50, label %162

50:                                               ; preds = %49
  %51 = add nsw i32 %11, %5
  %52 = icmp slt i32 %51, %1
  %53 = add nsw i32 %15, %4
  %54 = icmp slt i32 %53, %1
  %55 = select i1 %52, i1 %54, i1 false
  br i1 %55, label %56, label %162

56:                                               ; preds = %50
  %57 = zext nneg i32 %4 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE8peri_row to ptr), i64 %57
  %59 = zext nneg i32 %5 to i64
  %60 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE8peri_col to ptr), i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = load float, ptr %58, align 4, !tbaa !11
  %63 = fmul contract float %61, %62
  %64 = fadd contract float %63, 0.000000e+00
  %65 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %58, i64 64
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = fmul contract float %66, %68
  %70 = fadd contract float %64, %69
  %71 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %58, i64 128
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = fmul contract float %72, %74
  %76 = fadd contract float %70, %75
  %77 = getelementptr inbounds nuw i8, ptr %60, i64 12
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %58, i64 192
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = fmul contract float %78, %80
  %82 = fadd contract float %76, %81
  %83 = getelementptr inbounds nuw i8, ptr %60, i64 16
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %58, i64 256
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fmul contract float %84, %86
  %88 = fadd contract float %82, %87
  %89 = getelementptr inbounds nuw i8, ptr %60, i64 20
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = getelementptr inbounds nuw i8, ptr %58, i64 320
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = fmul contract float %90, %92
  %94 = fadd contract float %88, %93
  %95 = getelementptr inbounds nuw i8, ptr %60, i64 24
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = getelementptr inbounds nuw i8, ptr %58, i64 384
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = fmul contract float %96, %98
  %100 = fadd contract float %94, %99
  %101 = getelementptr inbounds nuw i8, ptr %60, i64 28
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = getelementptr inbounds nuw i8, ptr %58, i64 448
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fmul contract float %102, %104
  %106 = fadd contract float %100, %105
  %107 = getelementptr inbounds nuw i8, ptr %60, i64 32
  %108 = load float, ptr %107, align 4, !tbaa !11
  %109 = getelementptr inbounds nuw i8, ptr %58, i64 512
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = fmul contract float %108, %110
  %112 = fadd contract float %106, %111
  %113 = getelementptr inbounds nuw i8, ptr %60, i64 36
  %114 = load float, ptr %113, align 4, !tbaa !11
  %115 = getelementptr inbounds nuw i8, ptr %58, i64 576
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = fmul contract float %114, %116
  %118 = fadd contract float %112, %117
  %119 = getelementptr inbounds nuw i8, ptr %60, i64 40
  %120 = load float, ptr %119, align 4, !tbaa !11
  %121 = getelementptr inbounds nuw i8, ptr %58, i64 640
  %122 = load float, ptr %121, align 4, !tbaa !11
  %123 = fmul contract float %120, %122
  %124 = fadd contract float %118, %123
  %125 = getelementptr inbounds nuw i8, ptr %60, i64 44
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = getelementptr inbounds nuw i8, ptr %58, i64 704
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = fmul contract float %126, %128
  %130 = fadd contract float %124, %129
  %131 = getelementptr inbounds nuw i8, ptr %60, i64 48
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = getelementptr inbounds nuw i8, ptr %58, i64 768
  %134 = load float, ptr %133, align 4, !tbaa !11
  %135 = fmul contract float %132, %134
  %136 = fadd contract float %130, %135
  %137 = getelementptr inbounds nuw i8, ptr %60, i64 52
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = getelementptr inbounds nuw i8, ptr %58, i64 832
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = fmul contract float %138, %140
  %142 = fadd contract float %136, %141
  %143 = getelementptr inbounds nuw i8, ptr %60, i64 56
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = getelementptr inbounds nuw i8, ptr %58, i64 896
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = fmul contract float %144, %146
  %148 = fadd contract float %142, %147
  %149 = getelementptr inbounds nuw i8, ptr %60, i64 60
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw i8, ptr %58, i64 960
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = fmul contract float %150, %152
  %154 = fadd contract float %148, %153
  %155 = mul nsw i32 %51, %1
  %156 = add i32 %15, %4
  %157 = add i32 %156, %155
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr %0, i64 %158
  %160 = load float, ptr %159, align 4, !tbaa !11
  %161 = fsub contract float %160, %154
  store float %161, ptr %159, align 4, !tbaa !11
  br label %162

162:                                              ; preds = %56, %50, %49
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
!28 = distinct !{!28, !14, !15}
!29 = distinct !{!29, !14, !15}
