; ModuleID = 'src/floyd_warshall.cu'
source_filename = "src/floyd_warshall.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18fw_phase_dependentE1s = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@_ZZ15fw_phase_rowcolE6s_diag = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@_ZZ15fw_phase_rowcolE5s_own = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@_ZZ20fw_phase_independentE5s_row = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4
@_ZZ20fw_phase_independentE5s_col = internal unnamed_addr addrspace(3) global [16 x [17 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fw_phase_dependent(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp slt i32 %1, 1
  %5 = icmp slt i32 %2, 0
  %6 = or i1 %4, %5
  br i1 %6, label %102, label %7

7:                                                ; preds = %3
  %8 = add nuw nsw i32 %1, 15
  %9 = lshr i32 %8, 4
  %10 = icmp slt i32 %2, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = icmp eq i32 %11, 0
  %13 = and i1 %12, %10
  br i1 %13, label %14, label %102

14:                                               ; preds = %7
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add nuw nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %21 = mul nuw nsw i32 %16, %20
  %22 = or i32 %18, %15
  %23 = icmp samesign ult i32 %22, 16
  %24 = icmp samesign ult i32 %19, 256
  br i1 %24, label %25, label %54

25:                                               ; preds = %14
  %26 = shl nuw nsw i32 %2, 4
  %27 = zext nneg i32 %1 to i64
  br label %28

28:                                               ; preds = %25, %46
  %29 = phi i32 [ %19, %25 ], [ %52, %46 ]
  %30 = lshr i32 %29, 4
  %31 = and i32 %29, 15
  %32 = or disjoint i32 %30, %26
  %33 = or disjoint i32 %31, %26
  %34 = icmp slt i32 %32, %1
  %35 = icmp slt i32 %33, %1
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %37, label %46

37:                                               ; preds = %28
  %38 = zext nneg i32 %32 to i64
  %39 = mul nuw nsw i64 %38, %27
  %40 = zext nneg i32 %33 to i64
  %41 = getelementptr i32, ptr %0, i64 %39
  %42 = getelementptr i32, ptr %41, i64 %40
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = tail call noundef range(i32 -2147483648, 536870913) i32 @llvm.smin.i32(i32 %44, i32 536870912)
  br label %46

46:                                               ; preds = %37, %28
  %47 = phi i32 [ %45, %37 ], [ 536870912, %28 ]
  %48 = zext nneg i32 %30 to i64
  %49 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fw_phase_dependentE1s to ptr), i64 %48
  %50 = zext nneg i32 %31 to i64
  %51 = getelementptr inbounds nuw i32, ptr %49, i64 %50
  store i32 %47, ptr %51, align 4, !tbaa !6
  %52 = add nuw nsw i32 %29, %21
  %53 = icmp samesign ult i32 %52, 256
  br i1 %53, label %28, label %54, !llvm.loop !11

54:                                               ; preds = %46, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = zext nneg i32 %15 to i64
  %56 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fw_phase_dependentE1s to ptr), i64 %55
  %57 = zext nneg i32 %18 to i64
  %58 = getelementptr inbounds nuw i32, ptr %56, i64 %57
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18fw_phase_dependentE1s to ptr), i64 %57
  %60 = zext nneg i32 %15 to i64
  %61 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fw_phase_dependentE1s to ptr), i64 %60
  %62 = zext nneg i32 %18 to i64
  %63 = getelementptr inbounds nuw i32, ptr %61, i64 %62
  br label %72

64:                                               ; preds = %87
  %65 = shl nuw nsw i32 %2, 4
  %66 = add nuw nsw i32 %65, %15
  %67 = add nuw nsw i32 %65, %18
  %68 = icmp slt i32 %66, %1
  %69 = select i1 %23, i1 %68, i1 false
  %70 = icmp slt i32 %67, %1
  %71 = select i1 %69, i1 %70, i1 false
  br i1 %71, label %90, label %102

72:                                               ; preds = %54, %87
  %73 = phi i32 [ 0, %54 ], [ %88, %87 ]
  br i1 %23, label %74, label %84

74:                                               ; preds = %72
  %75 = load i32, ptr %58, align 4, !tbaa !6
  %76 = zext nneg i32 %73 to i64
  %77 = getelementptr inbounds nuw i32, ptr %56, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = getelementptr inbounds nuw [17 x i32], ptr %59, i64 %76
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = add nsw i32 %80, %78
  %82 = tail call i32 @llvm.smin.i32(i32 %81, i32 %75)
  %83 = tail call i32 @llvm.smin.i32(i32 %82, i32 536870912)
  br label %84

84:                                               ; preds = %74, %72
  %85 = phi i32 [ %83, %74 ], [ 0, %72 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %86, label %87

86:                                               ; preds = %84
  store i32 %85, ptr %63, align 4, !tbaa !6
  br label %87

87:                                               ; preds = %86, %84
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = add nuw nsw i32 %73, 1
  %89 = icmp eq i32 %88, 16
  br i1 %89, label %64, label %72, !llvm.loop !14

90:                                               ; preds = %64
  %91 = zext nneg i32 %15 to i64
  %92 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18fw_phase_dependentE1s to ptr), i64 %91
  %93 = zext nneg i32 %18 to i64
  %94 = getelementptr inbounds nuw i32, ptr %92, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = zext nneg i32 %66 to i64
  %97 = zext nneg i32 %1 to i64
  %98 = mul nuw nsw i64 %96, %97
  %99 = zext nneg i32 %67 to i64
  %100 = getelementptr i32, ptr %0, i64 %98
  %101 = getelementptr i32, ptr %100, i64 %99
  store i32 %95, ptr %101, align 4, !tbaa !6
  br label %102

102:                                              ; preds = %64, %90, %3, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fw_phase_rowcol(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add nsw i32 %1, 15
  %5 = sdiv i32 %4, 16
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp slt i32 %1, 1
  %8 = icmp slt i32 %2, 0
  %9 = or i1 %7, %8
  %10 = icmp sge i32 %2, %5
  %11 = icmp sge i32 %6, %5
  %12 = or i1 %10, %11
  %13 = select i1 %9, i1 true, i1 %12
  %14 = icmp eq i32 %6, %2
  %15 = or i1 %14, %13
  br i1 %15, label %152, label %16

16:                                               ; preds = %3
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = icmp samesign ugt i32 %17, 1
  br i1 %18, label %152, label %19

19:                                               ; preds = %16
  %20 = icmp eq i32 %17, 0
  %21 = select i1 %20, i32 %2, i32 %6
  %22 = select i1 %20, i32 %6, i32 %2
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = mul nuw nsw i32 %23, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = add nuw nsw i32 %25, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %29 = mul nuw nsw i32 %24, %28
  %30 = or i32 %26, %23
  %31 = icmp samesign ult i32 %30, 16
  %32 = icmp samesign ult i32 %27, 256
  br i1 %32, label %33, label %36

33:                                               ; preds = %19
  %34 = shl nuw nsw i32 %2, 4
  %35 = zext nneg i32 %1 to i64
  br label %42

36:                                               ; preds = %60, %19
  %37 = icmp samesign ult i32 %27, 256
  br i1 %37, label %38, label %94

38:                                               ; preds = %36
  %39 = shl nsw i32 %21, 4
  %40 = shl nsw i32 %22, 4
  %41 = zext nneg i32 %1 to i64
  br label %68

42:                                               ; preds = %33, %60
  %43 = phi i32 [ %27, %33 ], [ %66, %60 ]
  %44 = lshr i32 %43, 4
  %45 = and i32 %43, 15
  %46 = or disjoint i32 %44, %34
  %47 = or disjoint i32 %45, %34
  %48 = icmp slt i32 %46, %1
  %49 = icmp slt i32 %47, %1
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %51, label %60

51:                                               ; preds = %42
  %52 = zext nneg i32 %46 to i64
  %53 = mul nuw nsw i64 %52, %35
  %54 = zext nneg i32 %47 to i64
  %55 = getelementptr i32, ptr %0, i64 %53
  %56 = getelementptr i32, ptr %55, i64 %54
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %57, i32 0)
  %59 = tail call noundef range(i32 -2147483648, 536870913) i32 @llvm.smin.i32(i32 %58, i32 536870912)
  br label %60

60:                                               ; preds = %51, %42
  %61 = phi i32 [ %59, %51 ], [ 536870912, %42 ]
  %62 = zext nneg i32 %44 to i64
  %63 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE6s_diag to ptr), i64 %62
  %64 = zext nneg i32 %45 to i64
  %65 = getelementptr inbounds nuw i32, ptr %63, i64 %64
  store i32 %61, ptr %65, align 4, !tbaa !6
  %66 = add nuw nsw i32 %43, %29
  %67 = icmp samesign ult i32 %66, 256
  br i1 %67, label %42, label %36, !llvm.loop !11

68:                                               ; preds = %38, %86
  %69 = phi i32 [ %27, %38 ], [ %92, %86 ]
  %70 = lshr i32 %69, 4
  %71 = and i32 %69, 15
  %72 = add nuw nsw i32 %70, %39
  %73 = or disjoint i32 %71, %40
  %74 = icmp slt i32 %72, %1
  %75 = icmp slt i32 %73, %1
  %76 = select i1 %74, i1 %75, i1 false
  br i1 %76, label %77, label %86

77:                                               ; preds = %68
  %78 = zext nneg i32 %72 to i64
  %79 = mul nuw nsw i64 %78, %41
  %80 = zext nneg i32 %73 to i64
  %81 = getelementptr i32, ptr %0, i64 %79
  %82 = getelementptr i32, ptr %81, i64 %80
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %83, i32 0)
  %85 = tail call noundef range(i32 -2147483648, 536870913) i32 @llvm.smin.i32(i32 %84, i32 536870912)
  br label %86

86:                                               ; preds = %77, %68
  %87 = phi i32 [ %85, %77 ], [ 536870912, %68 ]
  %88 = zext nneg i32 %70 to i64
  %89 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), i64 %88
  %90 = zext nneg i32 %71 to i64
  %91 = getelementptr inbounds nuw i32, ptr %89, i64 %90
  store i32 %87, ptr %91, align 4, !tbaa !6
  %92 = add nuw nsw i32 %69, %29
  %93 = icmp samesign ult i32 %92, 256
  br i1 %93, label %68, label %94, !llvm.loop !11

94:                                               ; preds = %86, %36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = zext nneg i32 %23 to i64
  %96 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), i64 %95
  %97 = zext nneg i32 %26 to i64
  %98 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE6s_diag to ptr), i64 %97
  %99 = zext nneg i32 %23 to i64
  %100 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE6s_diag to ptr), i64 %99
  %101 = zext nneg i32 %26 to i64
  %102 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), i64 %101
  %103 = zext nneg i32 %23 to i64
  %104 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), i64 %103
  %105 = zext nneg i32 %26 to i64
  %106 = getelementptr inbounds nuw i32, ptr %104, i64 %105
  %107 = zext nneg i32 %23 to i64
  %108 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), i64 %107
  %109 = zext nneg i32 %26 to i64
  %110 = getelementptr inbounds nuw i32, ptr %108, i64 %109
  %111 = select i1 %20, ptr %100, ptr %96
  %112 = select i1 %20, ptr %102, ptr %98
  br label %122

113:                                              ; preds = %137
  %114 = shl nsw i32 %21, 4
  %115 = add nuw nsw i32 %114, %23
  %116 = shl nsw i32 %22, 4
  %117 = add nuw nsw i32 %116, %26
  %118 = icmp slt i32 %115, %1
  %119 = select i1 %31, i1 %118, i1 false
  %120 = icmp slt i32 %117, %1
  %121 = select i1 %119, i1 %120, i1 false
  br i1 %121, label %140, label %152

122:                                              ; preds = %94, %137
  %123 = phi i32 [ 0, %94 ], [ %138, %137 ]
  br i1 %31, label %124, label %134

124:                                              ; preds = %122
  %125 = zext nneg i32 %123 to i64
  %126 = getelementptr inbounds nuw i32, ptr %111, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !6
  %128 = getelementptr inbounds nuw [17 x i32], ptr %112, i64 %125
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = add nsw i32 %129, %127
  %131 = load i32, ptr %106, align 4, !tbaa !6
  %132 = tail call i32 @llvm.smin.i32(i32 %130, i32 %131)
  %133 = tail call i32 @llvm.smin.i32(i32 %132, i32 536870912)
  br label %134

134:                                              ; preds = %124, %122
  %135 = phi i32 [ %133, %124 ], [ 0, %122 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %136, label %137

136:                                              ; preds = %134
  store i32 %135, ptr %110, align 4, !tbaa !6
  br label %137

137:                                              ; preds = %136, %134
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %138 = add nuw nsw i32 %123, 1
  %139 = icmp eq i32 %138, 16
  br i1 %139, label %113, label %122, !llvm.loop !15

140:                                              ; preds = %113
  %141 = zext nneg i32 %23 to i64
  %142 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15fw_phase_rowcolE5s_own to ptr), i64 %141
  %143 = zext nneg i32 %26 to i64
  %144 = getelementptr inbounds nuw i32, ptr %142, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !6
  %146 = zext nneg i32 %115 to i64
  %147 = zext nneg i32 %1 to i64
  %148 = mul nuw nsw i64 %146, %147
  %149 = zext nneg i32 %117 to i64
  %150 = getelementptr i32, ptr %0, i64 %148
  %151 = getelementptr i32, ptr %150, i64 %149
  store i32 %145, ptr %151, align 4, !tbaa !6
  br label %152

152:                                              ; preds = %113, %140, %3, %16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fw_phase_independent(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add nsw i32 %1, 15
  %5 = sdiv i32 %4, 16
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = icmp slt i32 %1, 1
  %9 = icmp slt i32 %2, 0
  %10 = or i1 %8, %9
  %11 = icmp sge i32 %2, %5
  %12 = icmp sge i32 %6, %5
  %13 = or i1 %11, %12
  %14 = icmp sge i32 %7, %5
  %15 = or i1 %14, %13
  %16 = select i1 %10, i1 true, i1 %15
  %17 = icmp eq i32 %6, %2
  %18 = or i1 %17, %16
  %19 = icmp eq i32 %7, %2
  %20 = or i1 %19, %18
  br i1 %20, label %211, label %21

21:                                               ; preds = %3
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul nuw nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add nuw nsw i32 %24, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %28 = mul nuw nsw i32 %23, %27
  %29 = icmp samesign ult i32 %26, 256
  br i1 %29, label %30, label %34

30:                                               ; preds = %21
  %31 = shl nsw i32 %2, 4
  %32 = shl nsw i32 %7, 4
  %33 = zext nneg i32 %1 to i64
  br label %40

34:                                               ; preds = %58, %21
  %35 = icmp samesign ult i32 %26, 256
  br i1 %35, label %36, label %92

36:                                               ; preds = %34
  %37 = shl nuw nsw i32 %6, 4
  %38 = shl nsw i32 %2, 4
  %39 = zext nneg i32 %1 to i64
  br label %66

40:                                               ; preds = %30, %58
  %41 = phi i32 [ %26, %30 ], [ %64, %58 ]
  %42 = lshr i32 %41, 4
  %43 = and i32 %41, 15
  %44 = add nuw nsw i32 %42, %31
  %45 = or disjoint i32 %43, %32
  %46 = icmp slt i32 %44, %1
  %47 = icmp slt i32 %45, %1
  %48 = select i1 %46, i1 %47, i1 false
  br i1 %48, label %49, label %58

49:                                               ; preds = %40
  %50 = zext nneg i32 %44 to i64
  %51 = mul nuw nsw i64 %50, %33
  %52 = zext nneg i32 %45 to i64
  %53 = getelementptr i32, ptr %0, i64 %51
  %54 = getelementptr i32, ptr %53, i64 %52
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %55, i32 0)
  %57 = tail call noundef range(i32 -2147483648, 536870913) i32 @llvm.smin.i32(i32 %56, i32 536870912)
  br label %58

58:                                               ; preds = %49, %40
  %59 = phi i32 [ %57, %49 ], [ 536870912, %40 ]
  %60 = zext nneg i32 %42 to i64
  %61 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fw_phase_independentE5s_row to ptr), i64 %60
  %62 = zext nneg i32 %43 to i64
  %63 = getelementptr inbounds nuw i32, ptr %61, i64 %62
  store i32 %59, ptr %63, align 4, !tbaa !6
  %64 = add nuw nsw i32 %41, %28
  %65 = icmp samesign ult i32 %64, 256
  br i1 %65, label %40, label %34, !llvm.loop !11

66:                                               ; preds = %36, %84
  %67 = phi i32 [ %26, %36 ], [ %90, %84 ]
  %68 = lshr i32 %67, 4
  %69 = and i32 %67, 15
  %70 = add nuw nsw i32 %68, %37
  %71 = or disjoint i32 %69, %38
  %72 = icmp slt i32 %70, %1
  %73 = icmp slt i32 %71, %1
  %74 = select i1 %72, i1 %73, i1 false
  br i1 %74, label %75, label %84

75:                                               ; preds = %66
  %76 = zext nneg i32 %70 to i64
  %77 = mul nuw nsw i64 %76, %39
  %78 = zext nneg i32 %71 to i64
  %79 = getelementptr i32, ptr %0, i64 %77
  %80 = getelementptr i32, ptr %79, i64 %78
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %81, i32 0)
  %83 = tail call noundef range(i32 -2147483648, 536870913) i32 @llvm.smin.i32(i32 %82, i32 536870912)
  br label %84

84:                                               ; preds = %75, %66
  %85 = phi i32 [ %83, %75 ], [ 536870912, %66 ]
  %86 = zext nneg i32 %68 to i64
  %87 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fw_phase_independentE5s_col to ptr), i64 %86
  %88 = zext nneg i32 %69 to i64
  %89 = getelementptr inbounds nuw i32, ptr %87, i64 %88
  store i32 %85, ptr %89, align 4, !tbaa !6
  %90 = add nuw nsw i32 %67, %28
  %91 = icmp samesign ult i32 %90, 256
  br i1 %91, label %66, label %92, !llvm.loop !11

92:                                               ; preds = %84, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %93 = shl nuw nsw i32 %6, 4
  %94 = add nuw nsw i32 %93, %22
  %95 = shl nsw i32 %7, 4
  %96 = add nuw nsw i32 %95, %25
  %97 = or i32 %25, %22
  %98 = icmp samesign ult i32 %97, 16
  %99 = icmp slt i32 %94, %1
  %100 = select i1 %98, i1 %99, i1 false
  %101 = icmp slt i32 %96, %1
  %102 = select i1 %100, i1 %101, i1 false
  br i1 %102, label %103, label %211

103:                                              ; preds = %92
  %104 = zext nneg i32 %25 to i64
  %105 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20fw_phase_independentE5s_row to ptr), i64 %104
  %106 = zext nneg i32 %22 to i64
  %107 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20fw_phase_independentE5s_col to ptr), i64 %106
  %108 = zext nneg i32 %1 to i64
  %109 = zext nneg i32 %94 to i64
  %110 = mul nuw nsw i64 %108, %109
  %111 = getelementptr i32, ptr %0, i64 %110
  %112 = zext nneg i32 %96 to i64
  %113 = getelementptr i32, ptr %111, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %114, i32 0)
  %116 = load i32, ptr %107, align 4, !tbaa !6
  %117 = load i32, ptr %105, align 4, !tbaa !6
  %118 = add nsw i32 %117, %116
  %119 = tail call i32 @llvm.smin.i32(i32 %115, i32 %118)
  %120 = getelementptr inbounds nuw i8, ptr %107, i64 4
  %121 = load i32, ptr %120, align 4, !tbaa !6
  %122 = getelementptr inbounds nuw i8, ptr %105, i64 68
  %123 = load i32, ptr %122, align 4, !tbaa !6
  %124 = add nsw i32 %123, %121
  %125 = tail call i32 @llvm.smin.i32(i32 %119, i32 %124)
  %126 = getelementptr inbounds nuw i8, ptr %107, i64 8
  %127 = load i32, ptr %126, align 4, !tbaa !6
  %128 = getelementptr inbounds nuw i8, ptr %105, i64 136
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = add nsw i32 %129, %127
  %131 = tail call i32 @llvm.smin.i32(i32 %125, i32 %130)
  %132 = getelementptr inbounds nuw i8, ptr %107, i64 12
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = getelementptr inbounds nuw i8, ptr %105, i64 204
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = add nsw i32 %135, %133
  %137 = tail call i32 @llvm.smin.i32(i32 %131, i32 %136)
  %138 = getelementptr inbounds nuw i8, ptr %107, i64 16
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = getelementptr inbounds nuw i8, ptr %105, i64 272
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = add nsw i32 %141, %139
  %143 = tail call i32 @llvm.smin.i32(i32 %137, i32 %142)
  %144 = getelementptr inbounds nuw i8, ptr %107, i64 20
  %145 = load i32, ptr %144, align 4, !tbaa !6
  %146 = getelementptr inbounds nuw i8, ptr %105, i64 340
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = add nsw i32 %147, %145
  %149 = tail call i32 @llvm.smin.i32(i32 %143, i32 %148)
  %150 = getelementptr inbounds nuw i8, ptr %107, i64 24
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = getelementptr inbounds nuw i8, ptr %105, i64 408
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = add nsw i32 %153, %151
  %155 = tail call i32 @llvm.smin.i32(i32 %149, i32 %154)
  %156 = getelementptr inbounds nuw i8, ptr %107, i64 28
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = getelementptr inbounds nuw i8, ptr %105, i64 476
  %159 = load i32, ptr %158, align 4, !tbaa !6
  %160 = add nsw i32 %159, %157
  %161 = tail call i32 @llvm.smin.i32(i32 %155, i32 %160)
  %162 = getelementptr inbounds nuw i8, ptr %107, i64 32
  %163 = load i32, ptr %162, align 4, !tbaa !6
  %164 = getelementptr inbounds nuw i8, ptr %105, i64 544
  %165 = load i32, ptr %164, align 4, !tbaa !6
  %166 = add nsw i32 %165, %163
  %167 = tail call i32 @llvm.smin.i32(i32 %161, i32 %166)
  %168 = getelementptr inbounds nuw i8, ptr %107, i64 36
  %169 = load i32, ptr %168, align 4, !tbaa !6
  %170 = getelementptr inbounds nuw i8, ptr %105, i64 612
  %171 = load i32, ptr %170, align 4, !tbaa !6
  %172 = add nsw i32 %171, %169
  %173 = tail call i32 @llvm.smin.i32(i32 %167, i32 %172)
  %174 = getelementptr inbounds nuw i8, ptr %107, i64 40
  %175 = load i32, ptr %174, align 4, !tbaa !6
  %176 = getelementptr inbounds nuw i8, ptr %105, i64 680
  %177 = load i32, ptr %176, align 4, !tbaa !6
  %178 = add nsw i32 %177, %175
  %179 = tail call i32 @llvm.smin.i32(i32 %173, i32 %178)
  %180 = getelementptr inbounds nuw i8, ptr %107, i64 44
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = getelementptr inbounds nuw i8, ptr %105, i64 748
  %183 = load i32, ptr %182, align 4, !tbaa !6
  %184 = add nsw i32 %183, %181
  %185 = tail call i32 @llvm.smin.i32(i32 %179, i32 %184)
  %186 = getelementptr inbounds nuw i8, ptr %107, i64 48
  %187 = load i32, ptr %186, align 4, !tbaa !6
  %188 = getelementptr inbounds nuw i8, ptr %105, i64 816
  %189 = load i32, ptr %188, align 4, !tbaa !6
  %190 = add nsw i32 %189, %187
  %191 = tail call i32 @llvm.smin.i32(i32 %185, i32 %190)
  %192 = getelementptr inbounds nuw i8, ptr %107, i64 52
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = getelementptr inbounds nuw i8, ptr %105, i64 884
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = add nsw i32 %195, %193
  %197 = tail call i32 @llvm.smin.i32(i32 %191, i32 %196)
  %198 = getelementptr inbounds nuw i8, ptr %107, i64 56
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = getelementptr inbounds nuw i8, ptr %105, i64 952
  %201 = load i32, ptr %200, align 4, !tbaa !6
  %202 = add nsw i32 %201, %199
  %203 = tail call i32 @llvm.smin.i32(i32 %197, i32 %202)
  %204 = getelementptr inbounds nuw i8, ptr %107, i64 60
  %205 = load i32, ptr %204, align 4, !tbaa !6
  %206 = getelementptr inbounds nuw i8, ptr %105, i64 1020
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = add nsw i32 %207, %205
  %209 = tail call i32 @llvm.smin.i32(i32 %203, i32 %208)
  %210 = tail call i32 @llvm.smin.i32(i32 %209, i32 536870912)
  store i32 %210, ptr %113, align 4, !tbaa !6
  br label %211

211:                                              ; preds = %103, %92, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !12, !13}
