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
  br i1 %11, label %168, label %12

12:                                               ; preds = %5
  %13 = zext nneg i32 %6 to i64
  %14 = zext nneg i32 %4 to i64
  %15 = mul nuw nsw i64 %14, %13
  %16 = lshr i32 %2, 1
  %17 = sub nsw i32 %2, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp slt i32 %18, %2
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
  br label %63

39:                                               ; preds = %25, %39
  %40 = phi i32 [ %18, %25 ], [ %57, %39 ]
  %41 = add nsw i32 %40, 1
  %42 = icmp slt i32 %41, %17
  %43 = shl nsw i32 %40, 1
  %44 = add nsw i32 %43, 2
  %45 = select i1 %42, i32 %44, i32 %43
  %46 = sext i32 %43 to i64
  %47 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = sext i32 %45 to i64
  %50 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fadd contract float %48, %51
  %53 = fmul contract float %52, 0x3FF960CE60000000
  %54 = getelementptr i8, ptr %47, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = fsub contract float %55, %53
  store float %56, ptr %54, align 4, !tbaa !11
  %57 = add i32 %40, %26
  %58 = icmp slt i32 %57, %16
  br i1 %58, label %39, label %35, !llvm.loop !16

59:                                               ; preds = %63, %35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = icmp samesign ult i32 %18, %16
  br i1 %60, label %61, label %86

61:                                               ; preds = %59
  %62 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %90

63:                                               ; preds = %37, %63
  %64 = phi i32 [ %18, %37 ], [ %84, %63 ]
  %65 = icmp sgt i32 %64, 0
  %66 = shl nsw i32 %64, 1
  %67 = add nsw i32 %66, -1
  %68 = or disjoint i32 %66, 1
  %69 = select i1 %65, i32 %67, i32 %68
  %70 = icmp slt i32 %64, %16
  %71 = select i1 %70, i32 %68, i32 %67
  %72 = sext i32 %69 to i64
  %73 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = sext i32 %71 to i64
  %76 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = fadd contract float %74, %77
  %79 = fmul contract float %78, 0x3FAB2035C0000000
  %80 = sext i32 %66 to i64
  %81 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = fsub contract float %82, %79
  store float %83, ptr %81, align 4, !tbaa !11
  %84 = add i32 %64, %38
  %85 = icmp slt i32 %84, %17
  br i1 %85, label %63, label %59, !llvm.loop !17

86:                                               ; preds = %90, %59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp slt i32 %18, %17
  br i1 %87, label %88, label %110

88:                                               ; preds = %86
  %89 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %115

90:                                               ; preds = %61, %90
  %91 = phi i32 [ %18, %61 ], [ %108, %90 ]
  %92 = add nsw i32 %91, 1
  %93 = icmp slt i32 %92, %17
  %94 = shl nsw i32 %91, 1
  %95 = add nsw i32 %94, 2
  %96 = select i1 %93, i32 %95, i32 %94
  %97 = sext i32 %94 to i64
  %98 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = sext i32 %96 to i64
  %101 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = fadd contract float %99, %102
  %104 = fmul contract float %103, 0x3FEC40CEC0000000
  %105 = getelementptr i8, ptr %98, i64 4
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = fadd contract float %106, %104
  store float %107, ptr %105, align 4, !tbaa !11
  %108 = add i32 %91, %62
  %109 = icmp slt i32 %108, %16
  br i1 %109, label %90, label %86, !llvm.loop !18

110:                                              ; preds = %115, %86
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %111 = icmp slt i32 %18, %17
  br i1 %111, label %112, label %138

112:                                              ; preds = %110
  %113 = getelementptr float, ptr %1, i64 %15
  %114 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %145

115:                                              ; preds = %88, %115
  %116 = phi i32 [ %18, %88 ], [ %136, %115 ]
  %117 = icmp sgt i32 %116, 0
  %118 = shl nsw i32 %116, 1
  %119 = add nsw i32 %118, -1
  %120 = or disjoint i32 %118, 1
  %121 = select i1 %117, i32 %119, i32 %120
  %122 = icmp slt i32 %116, %16
  %123 = select i1 %122, i32 %120, i32 %119
  %124 = sext i32 %121 to i64
  %125 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = sext i32 %123 to i64
  %128 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = fadd contract float %126, %129
  %131 = fmul contract float %130, 0x3FDC626AA0000000
  %132 = sext i32 %118 to i64
  %133 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !11
  %135 = fadd contract float %134, %131
  store float %135, ptr %133, align 4, !tbaa !11
  %136 = add i32 %116, %89
  %137 = icmp slt i32 %136, %17
  br i1 %137, label %115, label %110, !llvm.loop !19

138:                                              ; preds = %145, %110
  %139 = icmp samesign ult i32 %18, %16
  br i1 %139, label %140, label %168

140:                                              ; preds = %138
  %141 = sext i32 %17 to i64
  %142 = getelementptr float, ptr %1, i64 %15
  %143 = getelementptr float, ptr %142, i64 %141
  %144 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %156

145:                                              ; preds = %112, %145
  %146 = phi i32 [ %18, %112 ], [ %154, %145 ]
  %147 = shl nsw i32 %146, 1
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = fmul contract float %150, 0x3FEBD5EDE0000000
  %152 = sext i32 %146 to i64
  %153 = getelementptr float, ptr %113, i64 %152
  store float %151, ptr %153, align 4, !tbaa !11
  %154 = add i32 %146, %114
  %155 = icmp slt i32 %154, %17
  br i1 %155, label %145, label %138, !llvm.loop !20

156:                                              ; preds = %140, %156
  %157 = phi i32 [ %18, %140 ], [ %166, %156 ]
  %158 = shl nsw i32 %157, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @row to ptr), i64 %159
  %161 = getelementptr i8, ptr %160, i64 4
  %162 = load float, ptr %161, align 4, !tbaa !11
  %163 = fmul contract float %162, 0x3FF264C7A0000000
  %164 = sext i32 %157 to i64
  %165 = getelementptr float, ptr %143, i64 %164
  store float %163, ptr %165, align 4, !tbaa !11
  %166 = add i32 %157, %144
  %167 = icmp slt i32 %166, %16
  br i1 %167, label %156, label %168, !llvm.loop !21

168:                                              ; preds = %156, %138, %5
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
  br i1 %16, label %168, label %17

17:                                               ; preds = %5
  %18 = sext i32 %10 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = lshr i32 %3, 1
  %21 = sub nsw i32 %3, %20
  br label %25

22:                                               ; preds = %25
  %23 = icmp sgt i32 %21, 0
  br i1 %23, label %49, label %24

24:                                               ; preds = %57, %22
  br label %81

25:                                               ; preds = %17, %25
  %26 = phi i32 [ %27, %25 ], [ 0, %17 ]
  %27 = add nuw nsw i32 %26, 1
  %28 = icmp slt i32 %27, %21
  %29 = shl nuw nsw i32 %26, 1
  %30 = add nuw nsw i32 %29, 2
  %31 = select i1 %28, i32 %30, i32 %29
  %32 = zext nneg i32 %29 to i64
  %33 = mul i64 %4, %32
  %34 = getelementptr inbounds nuw float, ptr %19, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11, !alias.scope !22
  %36 = zext nneg i32 %31 to i64
  %37 = mul i64 %4, %36
  %38 = getelementptr inbounds nuw float, ptr %19, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11, !alias.scope !22
  %40 = fadd contract float %35, %39
  %41 = fmul contract float %40, 0x3FF960CE60000000
  %42 = or disjoint i32 %29, 1
  %43 = zext nneg i32 %42 to i64
  %44 = mul i64 %4, %43
  %45 = getelementptr inbounds nuw float, ptr %19, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11, !alias.scope !22
  %47 = fsub contract float %46, %41
  store float %47, ptr %45, align 4, !tbaa !11, !alias.scope !22
  %48 = icmp eq i32 %27, %20
  br i1 %48, label %22, label %25, !llvm.loop !25

49:                                               ; preds = %22, %57
  %50 = phi i32 [ %77, %57 ], [ 0, %22 ]
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %57, label %52

52:                                               ; preds = %49
  %53 = shl nuw nsw i32 %50, 1
  %54 = add nsw i32 %53, -1
  %55 = sext i32 %54 to i64
  %56 = mul i64 %4, %55
  br label %57

57:                                               ; preds = %52, %49
  %58 = phi i64 [ %56, %52 ], [ %4, %49 ]
  %59 = icmp samesign ult i32 %50, %20
  %60 = shl nuw nsw i32 %50, 1
  %61 = or disjoint i32 %60, 1
  %62 = add nsw i32 %60, -1
  %63 = select i1 %59, i32 %61, i32 %62
  %64 = getelementptr inbounds nuw float, ptr %19, i64 %58
  %65 = load float, ptr %64, align 4, !tbaa !11, !alias.scope !26
  %66 = sext i32 %63 to i64
  %67 = mul i64 %4, %66
  %68 = getelementptr inbounds nuw float, ptr %19, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11, !alias.scope !26
  %70 = fadd contract float %65, %69
  %71 = fmul contract float %70, 0x3FAB2035C0000000
  %72 = zext nneg i32 %60 to i64
  %73 = mul i64 %4, %72
  %74 = getelementptr inbounds nuw float, ptr %19, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11, !alias.scope !26
  %76 = fsub contract float %75, %71
  store float %76, ptr %74, align 4, !tbaa !11, !alias.scope !26
  %77 = add nuw nsw i32 %50, 1
  %78 = icmp eq i32 %77, %21
  br i1 %78, label %24, label %49, !llvm.loop !29

79:                                               ; preds = %81
  %80 = icmp sgt i32 %21, 0
  br i1 %80, label %108, label %105

81:                                               ; preds = %24, %81
  %82 = phi i32 [ %83, %81 ], [ 0, %24 ]
  %83 = add nuw nsw i32 %82, 1
  %84 = icmp slt i32 %83, %21
  %85 = shl nuw nsw i32 %82, 1
  %86 = add nuw nsw i32 %85, 2
  %87 = select i1 %84, i32 %86, i32 %85
  %88 = zext nneg i32 %85 to i64
  %89 = mul i64 %4, %88
  %90 = getelementptr inbounds nuw float, ptr %19, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11, !alias.scope !30
  %92 = zext nneg i32 %87 to i64
  %93 = mul i64 %4, %92
  %94 = getelementptr inbounds nuw float, ptr %19, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !11, !alias.scope !30
  %96 = fadd contract float %91, %95
  %97 = fmul contract float %96, 0x3FEC40CEC0000000
  %98 = or disjoint i32 %85, 1
  %99 = zext nneg i32 %98 to i64
  %100 = mul i64 %4, %99
  %101 = getelementptr inbounds nuw float, ptr %19, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !11, !alias.scope !30
  %103 = fadd contract float %102, %97
  store float %103, ptr %101, align 4, !tbaa !11, !alias.scope !30
  %104 = icmp eq i32 %83, %20
  br i1 %104, label %79, label %81, !llvm.loop !25

105:                                              ; preds = %116, %79
  %106 = getelementptr float, ptr %1, i64 %18
  %107 = icmp sgt i32 %21, 0
  br i1 %107, label %140, label %138

108:                                              ; preds = %79, %116
  %109 = phi i32 [ %136, %116 ], [ 0, %79 ]
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %116, label %111

111:                                              ; preds = %108
  %112 = shl nuw nsw i32 %109, 1
  %113 = add nsw i32 %112, -1
  %114 = sext i32 %113 to i64
  %115 = mul i64 %4, %114
  br label %116

116:                                              ; preds = %111, %108
  %117 = phi i64 [ %115, %111 ], [ %4, %108 ]
  %118 = icmp samesign ult i32 %109, %20
  %119 = shl nuw nsw i32 %109, 1
  %120 = or disjoint i32 %119, 1
  %121 = add nsw i32 %119, -1
  %122 = select i1 %118, i32 %120, i32 %121
  %123 = getelementptr inbounds nuw float, ptr %19, i64 %117
  %124 = load float, ptr %123, align 4, !tbaa !11, !alias.scope !33
  %125 = sext i32 %122 to i64
  %126 = mul i64 %4, %125
  %127 = getelementptr inbounds nuw float, ptr %19, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !11, !alias.scope !33
  %129 = fadd contract float %124, %128
  %130 = fmul contract float %129, 0x3FDC626AA0000000
  %131 = zext nneg i32 %119 to i64
  %132 = mul i64 %4, %131
  %133 = getelementptr inbounds nuw float, ptr %19, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !11, !alias.scope !33
  %135 = fadd contract float %134, %130
  store float %135, ptr %133, align 4, !tbaa !11, !alias.scope !33
  %136 = add nuw nsw i32 %109, 1
  %137 = icmp eq i32 %136, %21
  br i1 %137, label %105, label %108, !llvm.loop !29

138:                                              ; preds = %140, %105
  %139 = getelementptr float, ptr %1, i64 %18
  br label %153

140:                                              ; preds = %105, %140
  %141 = phi i32 [ %151, %140 ], [ 0, %105 ]
  %142 = shl nuw nsw i32 %141, 1
  %143 = zext nneg i32 %142 to i64
  %144 = mul i64 %4, %143
  %145 = getelementptr inbounds nuw float, ptr %19, i64 %144
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = fmul contract float %146, 0x3FEBD5EDE0000000
  %148 = zext nneg i32 %141 to i64
  %149 = mul i64 %4, %148
  %150 = getelementptr float, ptr %106, i64 %149
  store float %147, ptr %150, align 4, !tbaa !11
  %151 = add nuw nsw i32 %141, 1
  %152 = icmp eq i32 %151, %21
  br i1 %152, label %138, label %140, !llvm.loop !36

153:                                              ; preds = %138, %153
  %154 = phi i32 [ %166, %153 ], [ 0, %138 ]
  %155 = shl nuw nsw i32 %154, 1
  %156 = or disjoint i32 %155, 1
  %157 = zext nneg i32 %156 to i64
  %158 = mul i64 %4, %157
  %159 = getelementptr inbounds nuw float, ptr %19, i64 %158
  %160 = load float, ptr %159, align 4, !tbaa !11
  %161 = fmul contract float %160, 0x3FF264C7A0000000
  %162 = add nsw i32 %154, %21
  %163 = sext i32 %162 to i64
  %164 = mul i64 %4, %163
  %165 = getelementptr float, ptr %139, i64 %164
  store float %161, ptr %165, align 4, !tbaa !11
  %166 = add nuw nsw i32 %154, 1
  %167 = icmp eq i32 %166, %20
  br i1 %167, label %168, label %153, !llvm.loop !37

168:                                              ; preds = %153, %5
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
  %65 = tail call float @llvm.copysign.f32(float %63, float %53)
  %66 = select contract i1 %64, float %65, float 0.000000e+00
  %67 = tail call noundef float @llvm.nvvm.fabs.f32(float %56)
  %68 = fsub contract float %67, %5
  %69 = fcmp contract ogt float %68, 0.000000e+00
  %70 = tail call float @llvm.copysign.f32(float %68, float %56)
  %71 = select contract i1 %69, float %70, float 0.000000e+00
  %72 = tail call noundef float @llvm.nvvm.fabs.f32(float %59)
  %73 = fsub contract float %72, %5
  %74 = fcmp contract ogt float %73, 0.000000e+00
  %75 = tail call float @llvm.copysign.f32(float %73, float %59)
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZL16lift_column_stepPfmiifb: argument 0"}
!24 = distinct !{!24, !"_ZL16lift_column_stepPfmiifb"}
!25 = distinct !{!25, !14, !15}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZL16lift_column_stepPfmiifb: argument 0"}
!28 = distinct !{!28, !"_ZL16lift_column_stepPfmiifb"}
!29 = distinct !{!29, !14, !15}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZL16lift_column_stepPfmiifb: argument 0"}
!32 = distinct !{!32, !"_ZL16lift_column_stepPfmiifb"}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZL16lift_column_stepPfmiifb: argument 0"}
!35 = distinct !{!35, !"_ZL16lift_column_stepPfmiifb"}
!36 = distinct !{!36, !14, !15}
!37 = distinct !{!37, !14, !15}
