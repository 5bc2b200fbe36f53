; ModuleID = 'src/wavelet_lifting.cu'
source_filename = "src/wavelet_lifting.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }

@row = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @cdf97_rows_lift(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp sge i32 %6, %3
  %8 = icmp slt i32 %2, 2
  %9 = or i1 %8, %7
  %10 = icmp slt i32 %4, %2
  %11 = or i1 %9, %10
  br i1 %11, label %164, label %12

12:                                               ; preds = %5
  %13 = zext nneg i32 %6 to i64
  %14 = zext nneg i32 %4 to i64
  %15 = mul nuw nsw i64 %14, %13
  %16 = lshr i32 %2, 1
  %17 = sub nsw i32 %2, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp samesign ult i32 %18, %2
  br i1 %19, label %20, label %23

20:                                               ; preds = %12
  %21 = getelementptr float, ptr %0, i64 %15
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %27

23:                                               ; preds = %27, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = icmp samesign ult i32 %18, %16
  br i1 %24, label %25, label %35

25:                                               ; preds = %23
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %39

27:                                               ; preds = %20, %27
  %28 = phi i32 [ %18, %20 ], [ %33, %27 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr float, ptr %21, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %29
  store float %31, ptr %32, align 4, !tbaa !11
  %33 = add i32 %28, %22
  %34 = icmp slt i32 %33, %2
  br i1 %34, label %27, label %23, !llvm.loop !13

35:                                               ; preds = %39, %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = icmp slt i32 %18, %17
  br i1 %36, label %37, label %59

37:                                               ; preds = %35
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %62

39:                                               ; preds = %25, %39
  %40 = phi i32 [ %18, %25 ], [ %57, %39 ]
  %41 = add nuw nsw i32 %40, 1
  %42 = icmp slt i32 %41, %17
  %43 = shl nuw nsw i32 %40, 1
  %44 = add nuw nsw i32 %43, 2
  %45 = select i1 %42, i32 %44, i32 %43
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = zext nneg i32 %45 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fadd contract float %48, %51
  %53 = fmul contract float %52, 0x3FF960CE60000000
  %54 = getelementptr i8, ptr %47, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = fsub contract float %55, %53
  store float %56, ptr %54, align 4, !tbaa !11
  %57 = add nuw nsw i32 %40, %26
  %58 = icmp samesign ult i32 %57, %16
  br i1 %58, label %39, label %35, !llvm.loop !15

59:                                               ; preds = %62, %35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %24, label %60, label %85

60:                                               ; preds = %59
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %88

62:                                               ; preds = %37, %62
  %63 = phi i32 [ %18, %37 ], [ %83, %62 ]
  %64 = icmp sgt i32 %63, 0
  %65 = shl nsw i32 %63, 1
  %66 = add nsw i32 %65, -1
  %67 = or disjoint i32 %65, 1
  %68 = select i1 %64, i32 %66, i32 %67
  %69 = icmp slt i32 %63, %16
  %70 = select i1 %69, i32 %67, i32 %66
  %71 = sext i32 %68 to i64
  %72 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = sext i32 %70 to i64
  %75 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fadd contract float %73, %76
  %78 = fmul contract float %77, 0x3FAB2035C0000000
  %79 = sext i32 %65 to i64
  %80 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = fsub contract float %81, %78
  store float %82, ptr %80, align 4, !tbaa !11
  %83 = add i32 %63, %38
  %84 = icmp slt i32 %83, %17
  br i1 %84, label %62, label %59, !llvm.loop !16

85:                                               ; preds = %88, %59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %36, label %86, label %108

86:                                               ; preds = %85
  %87 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %112

88:                                               ; preds = %60, %88
  %89 = phi i32 [ %18, %60 ], [ %106, %88 ]
  %90 = add nuw nsw i32 %89, 1
  %91 = icmp slt i32 %90, %17
  %92 = shl nuw nsw i32 %89, 1
  %93 = add nuw nsw i32 %92, 2
  %94 = select i1 %91, i32 %93, i32 %92
  %95 = zext nneg i32 %92 to i64
  %96 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = zext nneg i32 %94 to i64
  %99 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = fadd contract float %97, %100
  %102 = fmul contract float %101, 0x3FEC40CEC0000000
  %103 = getelementptr i8, ptr %96, i64 4
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fadd contract float %104, %102
  store float %105, ptr %103, align 4, !tbaa !11
  %106 = add nuw nsw i32 %89, %61
  %107 = icmp samesign ult i32 %106, %16
  br i1 %107, label %88, label %85, !llvm.loop !17

108:                                              ; preds = %112, %85
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %36, label %109, label %135

109:                                              ; preds = %108
  %110 = getelementptr float, ptr %1, i64 %15
  %111 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %141

112:                                              ; preds = %86, %112
  %113 = phi i32 [ %18, %86 ], [ %133, %112 ]
  %114 = icmp sgt i32 %113, 0
  %115 = shl nsw i32 %113, 1
  %116 = add nsw i32 %115, -1
  %117 = or disjoint i32 %115, 1
  %118 = select i1 %114, i32 %116, i32 %117
  %119 = icmp slt i32 %113, %16
  %120 = select i1 %119, i32 %117, i32 %116
  %121 = sext i32 %118 to i64
  %122 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = sext i32 %120 to i64
  %125 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fadd contract float %123, %126
  %128 = fmul contract float %127, 0x3FDC626AA0000000
  %129 = sext i32 %115 to i64
  %130 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = fadd contract float %131, %128
  store float %132, ptr %130, align 4, !tbaa !11
  %133 = add i32 %113, %87
  %134 = icmp slt i32 %133, %17
  br i1 %134, label %112, label %108, !llvm.loop !18

135:                                              ; preds = %141, %108
  br i1 %24, label %136, label %164

136:                                              ; preds = %135
  %137 = sext i32 %17 to i64
  %138 = getelementptr float, ptr %1, i64 %15
  %139 = getelementptr float, ptr %138, i64 %137
  %140 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %152

141:                                              ; preds = %109, %141
  %142 = phi i32 [ %18, %109 ], [ %150, %141 ]
  %143 = shl nsw i32 %142, 1
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = fmul contract float %146, 0x3FEBD5EDE0000000
  %148 = sext i32 %142 to i64
  %149 = getelementptr float, ptr %110, i64 %148
  store float %147, ptr %149, align 4, !tbaa !11
  %150 = add i32 %142, %111
  %151 = icmp slt i32 %150, %17
  br i1 %151, label %141, label %135, !llvm.loop !19

152:                                              ; preds = %136, %152
  %153 = phi i32 [ %18, %136 ], [ %162, %152 ]
  %154 = shl nuw nsw i32 %153, 1
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %155
  %157 = getelementptr i8, ptr %156, i64 4
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = fmul contract float %158, 0x3FF264C7A0000000
  %160 = zext nneg i32 %153 to i64
  %161 = getelementptr float, ptr %139, i64 %160
  store float %159, ptr %161, align 4, !tbaa !11
  %162 = add nuw nsw i32 %153, %140
  %163 = icmp samesign ult i32 %162, %16
  br i1 %163, label %152, label %164, !llvm.loop !20

164:                                              ; preds = %152, %135, %5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @cdf97_cols_lift(ptr noalias noundef captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp sge i32 %10, %2
  %12 = icmp slt i32 %3, 2
  %13 = or i1 %11, %12
  %14 = sext i32 %2 to i64
  %15 = icmp slt i64 %4, %14
  %16 = or i1 %13, %15
  br i1 %16, label %510, label %17

17:                                               ; preds = %5
  %18 = sext i32 %10 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = lshr i32 %3, 1
  %21 = sub nsw i32 %3, %20
  %22 = add nsw i32 %20, -1
  %23 = and i32 %20, 1
  %24 = icmp eq i32 %22, 0
  br i1 %24, label %29, label %25

25:                                               ; preds = %17
  %26 = and i32 %20, 1073741822
  br label %101

27:                                               ; preds = %101
  %28 = icmp eq i32 %23, 0
  br i1 %28, label %53, label %29

29:                                               ; preds = %27, %17
  %30 = phi i32 [ 0, %17 ], [ %125, %27 ]
  %31 = icmp ne i32 %23, 0
  tail call void @llvm.assume(i1 %31)
  %32 = add nuw nsw i32 %30, 1
  %33 = icmp slt i32 %32, %21
  %34 = shl nuw nsw i32 %30, 1
  %35 = add nuw nsw i32 %34, 2
  %36 = select i1 %33, i32 %35, i32 %34
  %37 = zext nneg i32 %34 to i64
  %38 = mul i64 %4, %37
  %39 = getelementptr inbounds nuw float, ptr %19, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11, !alias.scope !21
  %41 = zext nneg i32 %36 to i64
  %42 = mul i64 %4, %41
  %43 = getelementptr inbounds nuw float, ptr %19, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11, !alias.scope !21
  %45 = fadd contract float %40, %44
  %46 = fmul contract float %45, 0x3FF960CE60000000
  %47 = or disjoint i32 %34, 1
  %48 = zext nneg i32 %47 to i64
  %49 = mul i64 %4, %48
  %50 = getelementptr inbounds nuw float, ptr %19, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11, !alias.scope !21
  %52 = fsub contract float %51, %46
  store float %52, ptr %50, align 4, !tbaa !11, !alias.scope !21
  br label %53

53:                                               ; preds = %27, %29
  %54 = icmp sgt i32 %21, 0
  br i1 %54, label %55, label %96

55:                                               ; preds = %53
  %56 = getelementptr inbounds nuw float, ptr %19, i64 %4
  %57 = load float, ptr %56, align 4, !tbaa !11, !alias.scope !24
  %58 = fadd contract float %57, %57
  %59 = fmul contract float %58, 0x3FAB2035C0000000
  %60 = load float, ptr %19, align 4, !tbaa !11, !alias.scope !24
  %61 = fsub contract float %60, %59
  store float %61, ptr %19, align 4, !tbaa !11, !alias.scope !24
  %62 = icmp eq i32 %21, 1
  br i1 %62, label %96, label %63

63:                                               ; preds = %55
  %64 = xor i32 %20, -1
  %65 = add nsw i32 %3, %64
  %66 = add nsw i32 %3, -2
  %67 = and i32 %65, 1
  %68 = icmp eq i32 %66, %20
  br i1 %68, label %73, label %69

69:                                               ; preds = %63
  %70 = and i32 %65, -2
  br label %148

71:                                               ; preds = %148
  %72 = icmp eq i32 %67, 0
  br i1 %72, label %96, label %73

73:                                               ; preds = %71, %63
  %74 = phi i32 [ 1, %63 ], [ %192, %71 ]
  %75 = icmp ne i32 %67, 0
  tail call void @llvm.assume(i1 %75)
  %76 = shl nuw i32 %74, 1
  %77 = add i32 %76, -1
  %78 = sext i32 %77 to i64
  %79 = mul i64 %4, %78
  %80 = icmp samesign ult i32 %74, %20
  %81 = or disjoint i32 %76, 1
  %82 = select i1 %80, i32 %81, i32 %77
  %83 = getelementptr inbounds nuw float, ptr %19, i64 %79
  %84 = load float, ptr %83, align 4, !tbaa !11, !alias.scope !24
  %85 = sext i32 %82 to i64
  %86 = mul i64 %4, %85
  %87 = getelementptr inbounds nuw float, ptr %19, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !11, !alias.scope !24
  %89 = fadd contract float %84, %88
  %90 = fmul contract float %89, 0x3FAB2035C0000000
  %91 = zext nneg i32 %76 to i64
  %92 = mul i64 %4, %91
  %93 = getelementptr inbounds nuw float, ptr %19, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !11, !alias.scope !24
  %95 = fsub contract float %94, %90
  store float %95, ptr %93, align 4, !tbaa !11, !alias.scope !24
  br label %96

96:                                               ; preds = %73, %71, %53, %55
  %97 = and i32 %20, 1
  %98 = icmp eq i32 %22, 0
  br i1 %98, label %197, label %99

99:                                               ; preds = %96
  %100 = and i32 %20, 1073741822
  br label %238

101:                                              ; preds = %101, %25
  %102 = phi i32 [ 0, %25 ], [ %125, %101 ]
  %103 = phi i32 [ 0, %25 ], [ %146, %101 ]
  %104 = or disjoint i32 %102, 1
  %105 = icmp slt i32 %104, %21
  %106 = shl nuw nsw i32 %102, 1
  %107 = or disjoint i32 %106, 2
  %108 = select i1 %105, i32 %107, i32 %106
  %109 = zext nneg i32 %106 to i64
  %110 = mul i64 %4, %109
  %111 = getelementptr inbounds nuw float, ptr %19, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !11, !alias.scope !21
  %113 = zext nneg i32 %108 to i64
  %114 = mul i64 %4, %113
  %115 = getelementptr inbounds nuw float, ptr %19, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !11, !alias.scope !21
  %117 = fadd contract float %112, %116
  %118 = fmul contract float %117, 0x3FF960CE60000000
  %119 = or disjoint i32 %106, 1
  %120 = zext nneg i32 %119 to i64
  %121 = mul i64 %4, %120
  %122 = getelementptr inbounds nuw float, ptr %19, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !11, !alias.scope !21
  %124 = fsub contract float %123, %118
  store float %124, ptr %122, align 4, !tbaa !11, !alias.scope !21
  %125 = add nuw nsw i32 %102, 2
  %126 = icmp slt i32 %125, %21
  %127 = shl nuw nsw i32 %104, 1
  %128 = add nuw nsw i32 %127, 2
  %129 = select i1 %126, i32 %128, i32 %127
  %130 = zext nneg i32 %127 to i64
  %131 = mul i64 %4, %130
  %132 = getelementptr inbounds nuw float, ptr %19, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11, !alias.scope !21
  %134 = zext nneg i32 %129 to i64
  %135 = mul i64 %4, %134
  %136 = getelementptr inbounds nuw float, ptr %19, i64 %135
  %137 = load float, ptr %136, align 4, !tbaa !11, !alias.scope !21
  %138 = fadd contract float %133, %137
  %139 = fmul contract float %138, 0x3FF960CE60000000
  %140 = or disjoint i32 %127, 1
  %141 = zext nneg i32 %140 to i64
  %142 = mul i64 %4, %141
  %143 = getelementptr inbounds nuw float, ptr %19, i64 %142
  %144 = load float, ptr %143, align 4, !tbaa !11, !alias.scope !21
  %145 = fsub contract float %144, %139
  store float %145, ptr %143, align 4, !tbaa !11, !alias.scope !21
  %146 = add nuw i32 %103, 2
  %147 = icmp eq i32 %146, %26
  br i1 %147, label %27, label %101, !llvm.loop !27

148:                                              ; preds = %148, %69
  %149 = phi i32 [ 1, %69 ], [ %192, %148 ]
  %150 = phi i32 [ 0, %69 ], [ %193, %148 ]
  %151 = shl nuw i32 %149, 1
  %152 = add nsw i32 %151, -1
  %153 = sext i32 %152 to i64
  %154 = mul i64 %4, %153
  %155 = icmp samesign ult i32 %149, %20
  %156 = or disjoint i32 %151, 1
  %157 = select i1 %155, i32 %156, i32 %152
  %158 = getelementptr inbounds nuw float, ptr %19, i64 %154
  %159 = load float, ptr %158, align 4, !tbaa !11, !alias.scope !24
  %160 = sext i32 %157 to i64
  %161 = mul i64 %4, %160
  %162 = getelementptr inbounds nuw float, ptr %19, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !11, !alias.scope !24
  %164 = fadd contract float %159, %163
  %165 = fmul contract float %164, 0x3FAB2035C0000000
  %166 = zext nneg i32 %151 to i64
  %167 = mul i64 %4, %166
  %168 = getelementptr inbounds nuw float, ptr %19, i64 %167
  %169 = load float, ptr %168, align 4, !tbaa !11, !alias.scope !24
  %170 = fsub contract float %169, %165
  store float %170, ptr %168, align 4, !tbaa !11, !alias.scope !24
  %171 = add nuw nsw i32 %149, 1
  %172 = shl nuw i32 %171, 1
  %173 = add i32 %172, -1
  %174 = sext i32 %173 to i64
  %175 = mul i64 %4, %174
  %176 = icmp samesign ult i32 %171, %20
  %177 = or disjoint i32 %172, 1
  %178 = select i1 %176, i32 %177, i32 %173
  %179 = getelementptr inbounds nuw float, ptr %19, i64 %175
  %180 = load float, ptr %179, align 4, !tbaa !11, !alias.scope !24
  %181 = sext i32 %178 to i64
  %182 = mul i64 %4, %181
  %183 = getelementptr inbounds nuw float, ptr %19, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !11, !alias.scope !24
  %185 = fadd contract float %180, %184
  %186 = fmul contract float %185, 0x3FAB2035C0000000
  %187 = zext nneg i32 %172 to i64
  %188 = mul i64 %4, %187
  %189 = getelementptr inbounds nuw float, ptr %19, i64 %188
  %190 = load float, ptr %189, align 4, !tbaa !11, !alias.scope !24
  %191 = fsub contract float %190, %186
  store float %191, ptr %189, align 4, !tbaa !11, !alias.scope !24
  %192 = add nuw nsw i32 %149, 2
  %193 = add i32 %150, 2
  %194 = icmp eq i32 %193, %70
  br i1 %194, label %71, label %148, !llvm.loop !28

195:                                              ; preds = %238
  %196 = icmp eq i32 %97, 0
  br i1 %196, label %221, label %197

197:                                              ; preds = %195, %96
  %198 = phi i32 [ 0, %96 ], [ %262, %195 ]
  %199 = icmp ne i32 %97, 0
  tail call void @llvm.assume(i1 %199)
  %200 = add nuw nsw i32 %198, 1
  %201 = icmp slt i32 %200, %21
  %202 = shl nuw nsw i32 %198, 1
  %203 = add nuw nsw i32 %202, 2
  %204 = select i1 %201, i32 %203, i32 %202
  %205 = zext nneg i32 %202 to i64
  %206 = mul i64 %4, %205
  %207 = getelementptr inbounds nuw float, ptr %19, i64 %206
  %208 = load float, ptr %207, align 4, !tbaa !11, !alias.scope !30
  %209 = zext nneg i32 %204 to i64
  %210 = mul i64 %4, %209
  %211 = getelementptr inbounds nuw float, ptr %19, i64 %210
  %212 = load float, ptr %211, align 4, !tbaa !11, !alias.scope !30
  %213 = fadd contract float %208, %212
  %214 = fmul contract float %213, 0x3FEC40CEC0000000
  %215 = or disjoint i32 %202, 1
  %216 = zext nneg i32 %215 to i64
  %217 = mul i64 %4, %216
  %218 = getelementptr inbounds nuw float, ptr %19, i64 %217
  %219 = load float, ptr %218, align 4, !tbaa !11, !alias.scope !30
  %220 = fadd contract float %219, %214
  store float %220, ptr %218, align 4, !tbaa !11, !alias.scope !30
  br label %221

221:                                              ; preds = %195, %197
  br i1 %54, label %222, label %310

222:                                              ; preds = %221
  %223 = getelementptr inbounds nuw float, ptr %19, i64 %4
  %224 = load float, ptr %223, align 4, !tbaa !11, !alias.scope !33
  %225 = fadd contract float %224, %224
  %226 = fmul contract float %225, 0x3FDC626AA0000000
  %227 = load float, ptr %19, align 4, !tbaa !11, !alias.scope !33
  %228 = fadd contract float %227, %226
  store float %228, ptr %19, align 4, !tbaa !11, !alias.scope !33
  %229 = icmp eq i32 %21, 1
  br i1 %229, label %310, label %230

230:                                              ; preds = %222
  %231 = xor i32 %20, -1
  %232 = add nsw i32 %3, %231
  %233 = add nsw i32 %3, -2
  %234 = and i32 %232, 1
  %235 = icmp eq i32 %233, %20
  br i1 %235, label %287, label %236

236:                                              ; preds = %230
  %237 = and i32 %232, -2
  br label %318

238:                                              ; preds = %238, %99
  %239 = phi i32 [ 0, %99 ], [ %262, %238 ]
  %240 = phi i32 [ 0, %99 ], [ %283, %238 ]
  %241 = or disjoint i32 %239, 1
  %242 = icmp slt i32 %241, %21
  %243 = shl nuw nsw i32 %239, 1
  %244 = or disjoint i32 %243, 2
  %245 = select i1 %242, i32 %244, i32 %243
  %246 = zext nneg i32 %243 to i64
  %247 = mul i64 %4, %246
  %248 = getelementptr inbounds nuw float, ptr %19, i64 %247
  %249 = load float, ptr %248, align 4, !tbaa !11, !alias.scope !30
  %250 = zext nneg i32 %245 to i64
  %251 = mul i64 %4, %250
  %252 = getelementptr inbounds nuw float, ptr %19, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !11, !alias.scope !30
  %254 = fadd contract float %249, %253
  %255 = fmul contract float %254, 0x3FEC40CEC0000000
  %256 = or disjoint i32 %243, 1
  %257 = zext nneg i32 %256 to i64
  %258 = mul i64 %4, %257
  %259 = getelementptr inbounds nuw float, ptr %19, i64 %258
  %260 = load float, ptr %259, align 4, !tbaa !11, !alias.scope !30
  %261 = fadd contract float %260, %255
  store float %261, ptr %259, align 4, !tbaa !11, !alias.scope !30
  %262 = add nuw nsw i32 %239, 2
  %263 = icmp slt i32 %262, %21
  %264 = shl nuw nsw i32 %241, 1
  %265 = add nuw nsw i32 %264, 2
  %266 = select i1 %263, i32 %265, i32 %264
  %267 = zext nneg i32 %264 to i64
  %268 = mul i64 %4, %267
  %269 = getelementptr inbounds nuw float, ptr %19, i64 %268
  %270 = load float, ptr %269, align 4, !tbaa !11, !alias.scope !30
  %271 = zext nneg i32 %266 to i64
  %272 = mul i64 %4, %271
  %273 = getelementptr inbounds nuw float, ptr %19, i64 %272
  %274 = load float, ptr %273, align 4, !tbaa !11, !alias.scope !30
  %275 = fadd contract float %270, %274
  %276 = fmul contract float %275, 0x3FEC40CEC0000000
  %277 = or disjoint i32 %264, 1
  %278 = zext nneg i32 %277 to i64
  %279 = mul i64 %4, %278
  %280 = getelementptr inbounds nuw float, ptr %19, i64 %279
  %281 = load float, ptr %280, align 4, !tbaa !11, !alias.scope !30
  %282 = fadd contract float %281, %276
  store float %282, ptr %280, align 4, !tbaa !11, !alias.scope !30
  %283 = add i32 %240, 2
  %284 = icmp eq i32 %283, %100
  br i1 %284, label %195, label %238, !llvm.loop !27

285:                                              ; preds = %318
  %286 = icmp eq i32 %234, 0
  br i1 %286, label %310, label %287

287:                                              ; preds = %285, %230
  %288 = phi i32 [ 1, %230 ], [ %362, %285 ]
  %289 = icmp ne i32 %234, 0
  tail call void @llvm.assume(i1 %289)
  %290 = shl nuw i32 %288, 1
  %291 = add i32 %290, -1
  %292 = sext i32 %291 to i64
  %293 = mul i64 %4, %292
  %294 = icmp samesign ult i32 %288, %20
  %295 = or disjoint i32 %290, 1
  %296 = select i1 %294, i32 %295, i32 %291
  %297 = getelementptr inbounds nuw float, ptr %19, i64 %293
  %298 = load float, ptr %297, align 4, !tbaa !11, !alias.scope !33
  %299 = sext i32 %296 to i64
  %300 = mul i64 %4, %299
  %301 = getelementptr inbounds nuw float, ptr %19, i64 %300
  %302 = load float, ptr %301, align 4, !tbaa !11, !alias.scope !33
  %303 = fadd contract float %298, %302
  %304 = fmul contract float %303, 0x3FDC626AA0000000
  %305 = zext nneg i32 %290 to i64
  %306 = mul i64 %4, %305
  %307 = getelementptr inbounds nuw float, ptr %19, i64 %306
  %308 = load float, ptr %307, align 4, !tbaa !11, !alias.scope !33
  %309 = fadd contract float %308, %304
  store float %309, ptr %307, align 4, !tbaa !11, !alias.scope !33
  br label %310

310:                                              ; preds = %287, %285, %222, %221
  %311 = getelementptr float, ptr %1, i64 %18
  br i1 %54, label %312, label %430

312:                                              ; preds = %310
  %313 = and i32 %21, 3
  %314 = sub nsw i32 %20, %3
  %315 = icmp ugt i32 %314, -4
  br i1 %315, label %412, label %316

316:                                              ; preds = %312
  %317 = and i32 %21, 2147483644
  br label %365

318:                                              ; preds = %318, %236
  %319 = phi i32 [ 1, %236 ], [ %362, %318 ]
  %320 = phi i32 [ 0, %236 ], [ %363, %318 ]
  %321 = shl nuw i32 %319, 1
  %322 = add nsw i32 %321, -1
  %323 = sext i32 %322 to i64
  %324 = mul i64 %4, %323
  %325 = icmp samesign ult i32 %319, %20
  %326 = or disjoint i32 %321, 1
  %327 = select i1 %325, i32 %326, i32 %322
  %328 = getelementptr inbounds nuw float, ptr %19, i64 %324
  %329 = load float, ptr %328, align 4, !tbaa !11, !alias.scope !33
  %330 = sext i32 %327 to i64
  %331 = mul i64 %4, %330
  %332 = getelementptr inbounds nuw float, ptr %19, i64 %331
  %333 = load float, ptr %332, align 4, !tbaa !11, !alias.scope !33
  %334 = fadd contract float %329, %333
  %335 = fmul contract float %334, 0x3FDC626AA0000000
  %336 = zext nneg i32 %321 to i64
  %337 = mul i64 %4, %336
  %338 = getelementptr inbounds nuw float, ptr %19, i64 %337
  %339 = load float, ptr %338, align 4, !tbaa !11, !alias.scope !33
  %340 = fadd contract float %339, %335
  store float %340, ptr %338, align 4, !tbaa !11, !alias.scope !33
  %341 = add nuw nsw i32 %319, 1
  %342 = shl nuw i32 %341, 1
  %343 = add i32 %342, -1
  %344 = sext i32 %343 to i64
  %345 = mul i64 %4, %344
  %346 = icmp samesign ult i32 %341, %20
  %347 = or disjoint i32 %342, 1
  %348 = select i1 %346, i32 %347, i32 %343
  %349 = getelementptr inbounds nuw float, ptr %19, i64 %345
  %350 = load float, ptr %349, align 4, !tbaa !11, !alias.scope !33
  %351 = sext i32 %348 to i64
  %352 = mul i64 %4, %351
  %353 = getelementptr inbounds nuw float, ptr %19, i64 %352
  %354 = load float, ptr %353, align 4, !tbaa !11, !alias.scope !33
  %355 = fadd contract float %350, %354
  %356 = fmul contract float %355, 0x3FDC626AA0000000
  %357 = zext nneg i32 %342 to i64
  %358 = mul i64 %4, %357
  %359 = getelementptr inbounds nuw float, ptr %19, i64 %358
  %360 = load float, ptr %359, align 4, !tbaa !11, !alias.scope !33
  %361 = fadd contract float %360, %356
  store float %361, ptr %359, align 4, !tbaa !11, !alias.scope !33
  %362 = add nuw nsw i32 %319, 2
  %363 = add i32 %320, 2
  %364 = icmp eq i32 %363, %237
  br i1 %364, label %285, label %318, !llvm.loop !36

365:                                              ; preds = %365, %316
  %366 = phi i32 [ 0, %316 ], [ %407, %365 ]
  %367 = phi i32 [ 0, %316 ], [ %408, %365 ]
  %368 = shl nuw nsw i32 %366, 1
  %369 = zext nneg i32 %368 to i64
  %370 = mul i64 %4, %369
  %371 = getelementptr inbounds nuw float, ptr %19, i64 %370
  %372 = load float, ptr %371, align 4, !tbaa !11
  %373 = fmul contract float %372, 0x3FEBD5EDE0000000
  %374 = zext nneg i32 %366 to i64
  %375 = mul i64 %4, %374
  %376 = getelementptr float, ptr %311, i64 %375
  store float %373, ptr %376, align 4, !tbaa !11
  %377 = or disjoint i32 %366, 1
  %378 = shl nuw nsw i32 %377, 1
  %379 = zext nneg i32 %378 to i64
  %380 = mul i64 %4, %379
  %381 = getelementptr inbounds nuw float, ptr %19, i64 %380
  %382 = load float, ptr %381, align 4, !tbaa !11
  %383 = fmul contract float %382, 0x3FEBD5EDE0000000
  %384 = zext nneg i32 %377 to i64
  %385 = mul i64 %4, %384
  %386 = getelementptr float, ptr %311, i64 %385
  store float %383, ptr %386, align 4, !tbaa !11
  %387 = or disjoint i32 %366, 2
  %388 = shl nuw nsw i32 %387, 1
  %389 = zext nneg i32 %388 to i64
  %390 = mul i64 %4, %389
  %391 = getelementptr inbounds nuw float, ptr %19, i64 %390
  %392 = load float, ptr %391, align 4, !tbaa !11
  %393 = fmul contract float %392, 0x3FEBD5EDE0000000
  %394 = zext nneg i32 %387 to i64
  %395 = mul i64 %4, %394
  %396 = getelementptr float, ptr %311, i64 %395
  store float %393, ptr %396, align 4, !tbaa !11
  %397 = or disjoint i32 %366, 3
  %398 = shl nuw nsw i32 %397, 1
  %399 = zext nneg i32 %398 to i64
  %400 = mul i64 %4, %399
  %401 = getelementptr inbounds nuw float, ptr %19, i64 %400
  %402 = load float, ptr %401, align 4, !tbaa !11
  %403 = fmul contract float %402, 0x3FEBD5EDE0000000
  %404 = zext nneg i32 %397 to i64
  %405 = mul i64 %4, %404
  %406 = getelementptr float, ptr %311, i64 %405
  store float %403, ptr %406, align 4, !tbaa !11
  %407 = add nuw nsw i32 %366, 4
  %408 = add i32 %367, 4
  %409 = icmp eq i32 %408, %317
  br i1 %409, label %410, label %365, !llvm.loop !37

410:                                              ; preds = %365
  %411 = icmp eq i32 %313, 0
  br i1 %411, label %430, label %412

412:                                              ; preds = %410, %312
  %413 = phi i32 [ 0, %312 ], [ %407, %410 ]
  %414 = icmp ne i32 %313, 0
  tail call void @llvm.assume(i1 %414)
  br label %415

415:                                              ; preds = %415, %412
  %416 = phi i32 [ %427, %415 ], [ %413, %412 ]
  %417 = phi i32 [ %428, %415 ], [ 0, %412 ]
  %418 = shl nuw nsw i32 %416, 1
  %419 = zext nneg i32 %418 to i64
  %420 = mul i64 %4, %419
  %421 = getelementptr inbounds nuw float, ptr %19, i64 %420
  %422 = load float, ptr %421, align 4, !tbaa !11
  %423 = fmul contract float %422, 0x3FEBD5EDE0000000
  %424 = zext nneg i32 %416 to i64
  %425 = mul i64 %4, %424
  %426 = getelementptr float, ptr %311, i64 %425
  store float %423, ptr %426, align 4, !tbaa !11
  %427 = add nuw nsw i32 %416, 1
  %428 = add i32 %417, 1
  %429 = icmp eq i32 %428, %313
  br i1 %429, label %430, label %415, !llvm.loop !38

430:                                              ; preds = %410, %415, %310
  %431 = and i32 %20, 3
  %432 = icmp ult i32 %22, 3
  br i1 %432, label %490, label %433

433:                                              ; preds = %430
  %434 = and i32 %20, 1073741820
  br label %435

435:                                              ; preds = %435, %433
  %436 = phi i32 [ 0, %433 ], [ %485, %435 ]
  %437 = phi i32 [ 0, %433 ], [ %486, %435 ]
  %438 = shl nuw nsw i32 %436, 1
  %439 = or disjoint i32 %438, 1
  %440 = zext nneg i32 %439 to i64
  %441 = mul i64 %4, %440
  %442 = getelementptr inbounds nuw float, ptr %19, i64 %441
  %443 = load float, ptr %442, align 4, !tbaa !11
  %444 = fmul contract float %443, 0x3FF264C7A0000000
  %445 = add nsw i32 %436, %21
  %446 = sext i32 %445 to i64
  %447 = mul i64 %4, %446
  %448 = getelementptr float, ptr %311, i64 %447
  store float %444, ptr %448, align 4, !tbaa !11
  %449 = or disjoint i32 %436, 1
  %450 = shl nuw nsw i32 %449, 1
  %451 = or disjoint i32 %450, 1
  %452 = zext nneg i32 %451 to i64
  %453 = mul i64 %4, %452
  %454 = getelementptr inbounds nuw float, ptr %19, i64 %453
  %455 = load float, ptr %454, align 4, !tbaa !11
  %456 = fmul contract float %455, 0x3FF264C7A0000000
  %457 = add nsw i32 %449, %21
  %458 = sext i32 %457 to i64
  %459 = mul i64 %4, %458
  %460 = getelementptr float, ptr %311, i64 %459
  store float %456, ptr %460, align 4, !tbaa !11
  %461 = or disjoint i32 %436, 2
  %462 = shl nuw nsw i32 %461, 1
  %463 = or disjoint i32 %462, 1
  %464 = zext nneg i32 %463 to i64
  %465 = mul i64 %4, %464
  %466 = getelementptr inbounds nuw float, ptr %19, i64 %465
  %467 = load float, ptr %466, align 4, !tbaa !11
  %468 = fmul contract float %467, 0x3FF264C7A0000000
  %469 = add nsw i32 %461, %21
  %470 = sext i32 %469 to i64
  %471 = mul i64 %4, %470
  %472 = getelementptr float, ptr %311, i64 %471
  store float %468, ptr %472, align 4, !tbaa !11
  %473 = or disjoint i32 %436, 3
  %474 = shl nuw nsw i32 %473, 1
  %475 = or disjoint i32 %474, 1
  %476 = zext nneg i32 %475 to i64
  %477 = mul i64 %4, %476
  %478 = getelementptr inbounds nuw float, ptr %19, i64 %477
  %479 = load float, ptr %478, align 4, !tbaa !11
  %480 = fmul contract float %479, 0x3FF264C7A0000000
  %481 = add nsw i32 %473, %21
  %482 = sext i32 %481 to i64
  %483 = mul i64 %4, %482
  %484 = getelementptr float, ptr %311, i64 %483
  store float %480, ptr %484, align 4, !tbaa !11
  %485 = add nuw nsw i32 %436, 4
  %486 = add i32 %437, 4
  %487 = icmp eq i32 %486, %434
  br i1 %487, label %488, label %435, !llvm.loop !40

488:                                              ; preds = %435
  %489 = icmp eq i32 %431, 0
  br i1 %489, label %510, label %490

490:                                              ; preds = %488, %430
  %491 = phi i32 [ 0, %430 ], [ %485, %488 ]
  %492 = icmp ne i32 %431, 0
  tail call void @llvm.assume(i1 %492)
  br label %493

493:                                              ; preds = %493, %490
  %494 = phi i32 [ %507, %493 ], [ %491, %490 ]
  %495 = phi i32 [ %508, %493 ], [ 0, %490 ]
  %496 = shl nuw nsw i32 %494, 1
  %497 = or disjoint i32 %496, 1
  %498 = zext nneg i32 %497 to i64
  %499 = mul i64 %4, %498
  %500 = getelementptr inbounds nuw float, ptr %19, i64 %499
  %501 = load float, ptr %500, align 4, !tbaa !11
  %502 = fmul contract float %501, 0x3FF264C7A0000000
  %503 = add nsw i32 %494, %21
  %504 = sext i32 %503 to i64
  %505 = mul i64 %4, %504
  %506 = getelementptr float, ptr %311, i64 %505
  store float %502, ptr %506, align 4, !tbaa !11
  %507 = add nuw nsw i32 %494, 1
  %508 = add i32 %495, 1
  %509 = icmp eq i32 %508, %431
  br i1 %509, label %510, label %493, !llvm.loop !41

510:                                              ; preds = %488, %493, %5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @haar2d_level(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #3 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = ashr i32 %2, 1
  %18 = ashr i32 %3, 1
  %19 = icmp slt i32 %11, %17
  %20 = icmp slt i32 %16, %18
  %21 = and i1 %19, %20
  %22 = icmp sge i32 %4, %2
  %23 = and i1 %22, %21
  %24 = and i32 %4, 1
  %25 = icmp eq i32 %24, 0
  %26 = and i1 %25, %23
  br i1 %26, label %27, label %95

27:                                               ; preds = %6
  %28 = shl nuw nsw i32 %16, 1
  %29 = zext nneg i32 %28 to i64
  %30 = sext i32 %4 to i64
  %31 = mul nsw i64 %30, %29
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %31
  %33 = or disjoint i32 %28, 1
  %34 = zext nneg i32 %33 to i64
  %35 = mul nsw i64 %30, %34
  %36 = getelementptr inbounds nuw float, ptr %0, i64 %35
  %37 = sext i32 %11 to i64
  %38 = getelementptr inbounds %struct.float2.0, ptr %32, i64 %37
  %39 = load float, ptr %38, align 8, !tbaa !11
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = getelementptr inbounds %struct.float2.0, ptr %36, i64 %37
  %43 = load float, ptr %42, align 8, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = fadd contract float %39, %41
  %47 = fadd contract float %46, %43
  %48 = fadd contract float %47, %45
  %49 = fmul contract float %48, 5.000000e-01
  %50 = fsub contract float %39, %41
  %51 = fadd contract float %50, %43
  %52 = fsub contract float %51, %45
  %53 = fmul contract float %52, 5.000000e-01
  %54 = fsub contract float %46, %43
  %55 = fsub contract float %54, %45
  %56 = fmul contract float %55, 5.000000e-01
  %57 = fsub contract float %50, %43
  %58 = fadd contract float %57, %45
  %59 = fmul contract float %58, 5.000000e-01
  %60 = fcmp contract ogt float %5, 0.000000e+00
  br i1 %60, label %61, label %77

61:                                               ; preds = %27
  %62 = tail call noundef float @llvm.nvvm.fabs.f32(float %53)
  %63 = fsub contract float %62, %5
  %64 = fcmp contract ogt float %63, 0.000000e+00
  %65 = tail call noundef float @llvm.copysign.f32(float %63, float %53)
  %66 = select contract i1 %64, float %65, float 0.000000e+00
  %67 = tail call noundef float @llvm.nvvm.fabs.f32(float %56)
  %68 = fsub contract float %67, %5
  %69 = fcmp contract ogt float %68, 0.000000e+00
  %70 = tail call noundef float @llvm.copysign.f32(float %68, float %56)
  %71 = select contract i1 %69, float %70, float 0.000000e+00
  %72 = tail call noundef float @llvm.nvvm.fabs.f32(float %59)
  %73 = fsub contract float %72, %5
  %74 = fcmp contract ogt float %73, 0.000000e+00
  %75 = tail call noundef float @llvm.copysign.f32(float %73, float %59)
  %76 = select contract i1 %74, float %75, float 0.000000e+00
  br label %77

77:                                               ; preds = %61, %27
  %78 = phi float [ %71, %61 ], [ %56, %27 ]
  %79 = phi float [ %76, %61 ], [ %59, %27 ]
  %80 = phi float [ %66, %61 ], [ %53, %27 ]
  %81 = zext nneg i32 %16 to i64
  %82 = mul nsw i64 %30, %81
  %83 = add nuw nsw i32 %18, %16
  %84 = zext nneg i32 %83 to i64
  %85 = mul nsw i64 %84, %30
  %86 = getelementptr float, ptr %1, i64 %82
  %87 = getelementptr float, ptr %86, i64 %37
  store float %49, ptr %87, align 4, !tbaa !11
  %88 = sext i32 %17 to i64
  %89 = getelementptr float, ptr %86, i64 %88
  %90 = getelementptr float, ptr %89, i64 %37
  store float %80, ptr %90, align 4, !tbaa !11
  %91 = getelementptr float, ptr %1, i64 %85
  %92 = getelementptr float, ptr %91, i64 %37
  store float %78, ptr %92, align 4, !tbaa !11
  %93 = getelementptr float, ptr %91, i64 %88
  %94 = getelementptr float, ptr %93, i64 %37
  store float %79, ptr %94, align 4, !tbaa !11
  br label %95

95:                                               ; preds = %6, %77
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZL16lift_column_stepPfmiifb: argument 0"}
!23 = distinct !{!23, !"_ZL16lift_column_stepPfmiifb"}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_ZL16lift_column_stepPfmiifb: argument 0"}
!26 = distinct !{!26, !"_ZL16lift_column_stepPfmiifb"}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14, !29}
!29 = !{!"llvm.loop.peeled.count", i32 1}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZL16lift_column_stepPfmiifb: argument 0"}
!32 = distinct !{!32, !"_ZL16lift_column_stepPfmiifb"}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZL16lift_column_stepPfmiifb: argument 0"}
!35 = distinct !{!35, !"_ZL16lift_column_stepPfmiifb"}
!36 = distinct !{!36, !14, !29}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !39}
