; ModuleID = 'src/rank_select.cu'
source_filename = "src/rank_select.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18rs_superblock_scanE8warp_tot = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ18rs_superblock_scanE7carry_s = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @rs_build_local(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = lshr i32 %9, 5
  %11 = and i32 %8, 31
  %12 = add nsw i32 %1, 31
  %13 = sdiv i32 %12, 32
  %14 = icmp slt i32 %10, %13
  br i1 %14, label %15, label %57

15:                                               ; preds = %4
  %16 = and i32 %9, -32
  %17 = or disjoint i32 %16, %11
  %18 = icmp slt i32 %17, %1
  br i1 %18, label %19, label %25

19:                                               ; preds = %15
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = addrspacecast ptr %21 to ptr addrspace(1)
  %23 = load i32, ptr addrspace(1) %22, align 4, !invariant.load !11
  %24 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %23)
  br label %25

25:                                               ; preds = %15, %19
  %26 = phi i32 [ %24, %19 ], [ 0, %15 ]
  %27 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %26, i32 1, i32 0)
  %28 = icmp eq i32 %11, 0
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add nsw i32 %29, %26
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %30, i32 2, i32 0)
  %32 = icmp samesign ult i32 %11, 2
  %33 = select i1 %32, i32 0, i32 %31
  %34 = add nsw i32 %33, %30
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %34, i32 4, i32 0)
  %36 = icmp samesign ult i32 %11, 4
  %37 = select i1 %36, i32 0, i32 %35
  %38 = add nsw i32 %37, %34
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %38, i32 8, i32 0)
  %40 = icmp samesign ult i32 %11, 8
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add nsw i32 %41, %38
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %42, i32 16, i32 0)
  %44 = icmp samesign ult i32 %11, 16
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add nsw i32 %45, %42
  br i1 %18, label %47, label %52

47:                                               ; preds = %25
  %48 = zext nneg i32 %17 to i64
  %49 = getelementptr inbounds nuw i16, ptr %2, i64 %48
  %50 = sub nsw i32 %46, %26
  %51 = trunc i32 %50 to i16
  store i16 %51, ptr %49, align 2, !tbaa !12
  br label %52

52:                                               ; preds = %47, %25
  %53 = icmp eq i32 %11, 31
  br i1 %53, label %54, label %57

54:                                               ; preds = %52
  %55 = zext nneg i32 %10 to i64
  %56 = getelementptr inbounds nuw i32, ptr %3, i64 %55
  store i32 %46, ptr %56, align 4, !tbaa !6
  br label %57

57:                                               ; preds = %52, %54, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @rs_superblock_scan(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 5
  %9 = icmp eq i32 %4, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE7carry_s to ptr), align 4, !tbaa !6
  br label %11

11:                                               ; preds = %10, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %12 = icmp sgt i32 %1, 0
  br i1 %12, label %13, label %28

13:                                               ; preds = %11
  %14 = icmp eq i32 %5, 31
  %15 = zext nneg i32 %6 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE8warp_tot to ptr), i64 %15
  %17 = icmp eq i32 %6, 0
  %18 = icmp samesign ult i32 %5, %8
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE8warp_tot to ptr), i64 %19
  %21 = add nsw i32 %7, -1
  %22 = icmp eq i32 %4, %21
  %23 = icmp eq i32 %5, 0
  %24 = icmp samesign ult i32 %5, 2
  %25 = icmp samesign ult i32 %5, 4
  %26 = icmp samesign ult i32 %5, 8
  %27 = icmp samesign ult i32 %5, 16
  br label %29

28:                                               ; preds = %89, %11
  br i1 %9, label %92, label %96

29:                                               ; preds = %13, %89
  %30 = phi i32 [ 0, %13 ], [ %90, %89 ]
  %31 = add nsw i32 %30, %4
  %32 = icmp slt i32 %31, %1
  br i1 %32, label %33, label %37

33:                                               ; preds = %29
  %34 = sext i32 %31 to i64
  %35 = getelementptr inbounds i32, ptr %0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %29, %33
  %38 = phi i32 [ %36, %33 ], [ 0, %29 ]
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %38, i32 1, i32 0)
  %40 = select i1 %23, i32 0, i32 %39
  %41 = add i32 %40, %38
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %41, i32 2, i32 0)
  %43 = select i1 %24, i32 0, i32 %42
  %44 = add i32 %43, %41
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %44, i32 4, i32 0)
  %46 = select i1 %25, i32 0, i32 %45
  %47 = add i32 %46, %44
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %47, i32 8, i32 0)
  %49 = select i1 %26, i32 0, i32 %48
  %50 = add i32 %49, %47
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %50, i32 16, i32 0)
  %52 = select i1 %27, i32 0, i32 %51
  %53 = add i32 %52, %50
  br i1 %14, label %54, label %55

54:                                               ; preds = %37
  store i32 %53, ptr %16, align 4, !tbaa !6
  br label %55

55:                                               ; preds = %54, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %17, label %56, label %78

56:                                               ; preds = %55
  br i1 %18, label %57, label %59

57:                                               ; preds = %56
  %58 = load i32, ptr %20, align 4, !tbaa !6
  br label %59

59:                                               ; preds = %56, %57
  %60 = phi i32 [ %58, %57 ], [ 0, %56 ]
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %60, i32 1, i32 0)
  %62 = select i1 %23, i32 0, i32 %61
  %63 = add i32 %62, %60
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %63, i32 2, i32 0)
  %65 = select i1 %24, i32 0, i32 %64
  %66 = add i32 %65, %63
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %66, i32 4, i32 0)
  %68 = select i1 %25, i32 0, i32 %67
  %69 = add i32 %68, %66
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 8, i32 0)
  %71 = select i1 %26, i32 0, i32 %70
  %72 = add i32 %71, %69
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 16, i32 0)
  br i1 %18, label %74, label %78

74:                                               ; preds = %59
  %75 = select i1 %27, i32 0, i32 %73
  %76 = add i32 %75, %72
  %77 = sub i32 %76, %60
  store i32 %77, ptr %20, align 4, !tbaa !6
  br label %78

78:                                               ; preds = %59, %74, %55
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %79 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE7carry_s to ptr), align 4, !tbaa !6
  %80 = load i32, ptr %16, align 4, !tbaa !6
  %81 = add i32 %79, %53
  %82 = add i32 %81, %80
  br i1 %32, label %83, label %87

83:                                               ; preds = %78
  %84 = sext i32 %31 to i64
  %85 = getelementptr inbounds i32, ptr %2, i64 %84
  %86 = sub i32 %82, %38
  store i32 %86, ptr %85, align 4, !tbaa !6
  br label %87

87:                                               ; preds = %83, %78
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %88, label %89

88:                                               ; preds = %87
  store i32 %82, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE7carry_s to ptr), align 4, !tbaa !6
  br label %89

89:                                               ; preds = %88, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %90 = add i32 %30, %7
  %91 = icmp slt i32 %90, %1
  br i1 %91, label %29, label %28, !llvm.loop !14

92:                                               ; preds = %28
  %93 = sext i32 %1 to i64
  %94 = getelementptr inbounds i32, ptr %2, i64 %93
  %95 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE7carry_s to ptr), align 4, !tbaa !6
  store i32 %95, ptr %94, align 4, !tbaa !6
  br label %96

96:                                               ; preds = %92, %28
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @rs_query(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #3 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sge i32 %12, %5
  %14 = icmp slt i32 %3, 1
  %15 = or i1 %14, %13
  br i1 %15, label %231, label %16

16:                                               ; preds = %7
  %17 = add nuw nsw i32 %3, 31
  %18 = lshr i32 %17, 5
  %19 = shl i32 %3, 5
  %20 = sext i32 %12 to i64
  %21 = getelementptr inbounds i32, ptr %4, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = and i32 %22, 3
  %24 = lshr i32 %22, 2
  switch i32 %23, label %196 [
    i32 0, label %25
    i32 1, label %55
    i32 2, label %157
    i32 3, label %197
  ]

25:                                               ; preds = %16
  %26 = or disjoint i32 %19, 1
  %27 = urem i32 %24, %26
  %28 = lshr i32 %27, 5
  %29 = icmp samesign ult i32 %28, %3
  br i1 %29, label %34, label %30

30:                                               ; preds = %25
  %31 = zext nneg i32 %18 to i64
  %32 = getelementptr inbounds nuw i32, ptr %2, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  br label %228

34:                                               ; preds = %25
  %35 = lshr i32 %27, 10
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %2, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = zext nneg i32 %28 to i64
  %40 = getelementptr inbounds nuw i16, ptr %1, i64 %39
  %41 = load i16, ptr %40, align 2, !tbaa !12
  %42 = zext i16 %41 to i32
  %43 = add i32 %38, %42
  %44 = and i32 %27, 31
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %228, label %46

46:                                               ; preds = %34
  %47 = shl nsw i32 -1, %44
  %48 = xor i32 %47, -1
  %49 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %50 = addrspacecast ptr %49 to ptr addrspace(1)
  %51 = load i32, ptr addrspace(1) %50, align 4, !invariant.load !11
  %52 = and i32 %51, %48
  %53 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %52)
  %54 = add i32 %53, %43
  br label %228

55:                                               ; preds = %16
  %56 = zext nneg i32 %18 to i64
  %57 = getelementptr inbounds nuw i32, ptr %2, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %228, label %60

60:                                               ; preds = %55
  %61 = urem i32 %24, %58
  %62 = icmp samesign ugt i32 %3, 32
  br i1 %62, label %63, label %79

63:                                               ; preds = %60
  %64 = add nsw i32 %18, -1
  br label %65

65:                                               ; preds = %63, %65
  %66 = phi i32 [ %77, %65 ], [ 0, %63 ]
  %67 = phi i32 [ %76, %65 ], [ %64, %63 ]
  %68 = add nsw i32 %67, 1
  %69 = add i32 %68, %66
  %70 = ashr i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %2, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = icmp ugt i32 %73, %61
  %75 = add nsw i32 %70, -1
  %76 = select i1 %74, i32 %75, i32 %67
  %77 = select i1 %74, i32 %66, i32 %70
  %78 = icmp slt i32 %77, %76
  br i1 %78, label %65, label %79, !llvm.loop !16

79:                                               ; preds = %65, %60
  %80 = phi i32 [ 0, %60 ], [ %77, %65 ]
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %2, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = sub i32 %61, %83
  %85 = shl nsw i32 %80, 5
  %86 = add nsw i32 %85, 32
  %87 = tail call noundef range(i32 -2147483616, -2147483648) i32 @llvm.smin.i32(i32 range(i32 -2147483616, -2147483648) %86, i32 range(i32 1, -2147483648) %3)
  %88 = or disjoint i32 %85, 1
  %89 = tail call i32 @llvm.smax.i32(i32 %87, i32 %88)
  %90 = add nsw i32 %89, -1
  br label %91

91:                                               ; preds = %95, %79
  %92 = phi i32 [ %85, %79 ], [ %93, %95 ]
  %93 = add nsw i32 %92, 1
  %94 = icmp slt i32 %93, %87
  br i1 %94, label %95, label %101

95:                                               ; preds = %91
  %96 = sext i32 %93 to i64
  %97 = getelementptr inbounds i16, ptr %1, i64 %96
  %98 = load i16, ptr %97, align 2, !tbaa !12
  %99 = zext i16 %98 to i32
  %100 = icmp ult i32 %84, %99
  br i1 %100, label %101, label %91, !llvm.loop !17

101:                                              ; preds = %91, %95
  %102 = phi i32 [ %90, %91 ], [ %92, %95 ]
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %0, i64 %103
  %105 = addrspacecast ptr %104 to ptr addrspace(1)
  %106 = load i32, ptr addrspace(1) %105, align 4, !invariant.load !11
  %107 = getelementptr inbounds i16, ptr %1, i64 %103
  %108 = load i16, ptr %107, align 2, !tbaa !12
  %109 = zext i16 %108 to i32
  %110 = sub i32 %84, %109
  %111 = icmp sgt i32 %110, -1
  %112 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %106)
  %113 = icmp samesign ult i32 %110, %112
  %114 = select i1 %111, i1 %113, i1 false
  br i1 %114, label %115, label %228

115:                                              ; preds = %101
  %116 = shl nsw i32 %102, 5
  %117 = and i32 %106, 65535
  %118 = tail call noundef range(i32 0, 17) i32 @llvm.ctpop.i32(i32 %117)
  %119 = icmp samesign ult i32 %110, %118
  %120 = lshr i32 %106, 16
  %121 = select i1 %119, i32 %106, i32 %120
  %122 = select i1 %119, i32 0, i32 %118
  %123 = sub nsw i32 %110, %122
  %124 = select i1 %119, i32 0, i32 16
  %125 = and i32 %121, 255
  %126 = tail call noundef range(i32 0, 9) i32 @llvm.ctpop.i32(i32 %125)
  %127 = icmp slt i32 %123, %126
  %128 = lshr i32 %121, 8
  %129 = or disjoint i32 %124, 8
  %130 = select i1 %127, i32 %121, i32 %128
  %131 = select i1 %127, i32 0, i32 %126
  %132 = sub nsw i32 %123, %131
  %133 = select i1 %127, i32 %124, i32 %129
  %134 = and i32 %130, 15
  %135 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %134)
  %136 = icmp slt i32 %132, %135
  %137 = lshr i32 %130, 4
  %138 = or disjoint i32 %133, 4
  %139 = select i1 %136, i32 %130, i32 %137
  %140 = select i1 %136, i32 0, i32 %135
  %141 = sub nsw i32 %132, %140
  %142 = select i1 %136, i32 %133, i32 %138
  %143 = and i32 %139, 3
  %144 = tail call noundef range(i32 0, 3) i32 @llvm.ctpop.i32(i32 %143)
  %145 = icmp slt i32 %141, %144
  %146 = lshr i32 %139, 2
  %147 = or disjoint i32 %142, 2
  %148 = select i1 %145, i32 %139, i32 %146
  %149 = select i1 %145, i32 0, i32 %144
  %150 = sub nsw i32 %141, %149
  %151 = select i1 %145, i32 %142, i32 %147
  %152 = and i32 %148, 1
  %153 = icmp sge i32 %150, %152
  %154 = zext i1 %153 to i32
  %155 = add nsw i32 %151, %116
  %156 = add i32 %155, %154
  br label %228

157:                                              ; preds = %16
  %158 = urem i32 %24, %19
  %159 = lshr i32 %158, 5
  %160 = and i32 %158, 31
  %161 = icmp eq i32 %160, 31
  %162 = shl nuw i32 2, %160
  %163 = add i32 %162, -1
  %164 = select i1 %161, i32 -1, i32 %163
  %165 = zext nneg i32 %159 to i64
  %166 = getelementptr inbounds nuw i32, ptr %0, i64 %165
  %167 = addrspacecast ptr %166 to ptr addrspace(1)
  %168 = load i32, ptr addrspace(1) %167, align 4, !invariant.load !11
  %169 = and i32 %164, %168
  %170 = icmp eq i32 %169, 0
  %171 = icmp ne i32 %159, 0
  %172 = and i1 %171, %170
  br i1 %172, label %173, label %187

173:                                              ; preds = %157, %173
  %174 = phi i32 [ %177, %173 ], [ 0, %157 ]
  %175 = phi i32 [ %176, %173 ], [ %159, %157 ]
  %176 = add nsw i32 %175, -1
  %177 = add nuw nsw i32 %174, 1
  %178 = zext nneg i32 %176 to i64
  %179 = getelementptr inbounds nuw i32, ptr %0, i64 %178
  %180 = addrspacecast ptr %179 to ptr addrspace(1)
  %181 = load i32, ptr addrspace(1) %180, align 4, !invariant.load !11
  %182 = icmp eq i32 %181, 0
  %183 = icmp ne i32 %176, 0
  %184 = and i1 %183, %182
  %185 = icmp samesign ult i32 %174, 63
  %186 = select i1 %184, i1 %185, i1 false
  br i1 %186, label %173, label %187, !llvm.loop !18

187:                                              ; preds = %173, %157
  %188 = phi i32 [ %159, %157 ], [ %176, %173 ]
  %189 = phi i32 [ %169, %157 ], [ %181, %173 ]
  %190 = phi i1 [ %170, %157 ], [ %182, %173 ]
  %191 = shl nuw nsw i32 %188, 5
  %192 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %189, i1 false)
  %193 = or disjoint i32 %191, 31
  %194 = sub nsw i32 %193, %192
  %195 = select i1 %190, i32 -1, i32 %194
  br label %228

196:                                              ; preds = %16
  unreachable

197:                                              ; preds = %16
  %198 = urem i32 %24, %19
  %199 = lshr i32 %198, 5
  %200 = and i32 %198, 31
  %201 = zext nneg i32 %199 to i64
  %202 = getelementptr inbounds nuw i32, ptr %0, i64 %201
  %203 = addrspacecast ptr %202 to ptr addrspace(1)
  %204 = load i32, ptr addrspace(1) %203, align 4, !invariant.load !11
  %205 = shl nsw i32 -1, %200
  %206 = and i32 %205, %204
  %207 = icmp eq i32 %206, 0
  br i1 %207, label %208, label %222

208:                                              ; preds = %197, %215
  %209 = phi i32 [ %216, %215 ], [ 0, %197 ]
  %210 = phi i32 [ %211, %215 ], [ %199, %197 ]
  %211 = add nuw nsw i32 %210, 1
  %212 = icmp slt i32 %211, %3
  %213 = icmp samesign ult i32 %209, 64
  %214 = select i1 %212, i1 %213, i1 false
  br i1 %214, label %215, label %228

215:                                              ; preds = %208
  %216 = add nuw nsw i32 %209, 1
  %217 = zext nneg i32 %211 to i64
  %218 = getelementptr inbounds nuw i32, ptr %0, i64 %217
  %219 = addrspacecast ptr %218 to ptr addrspace(1)
  %220 = load i32, ptr addrspace(1) %219, align 4, !invariant.load !11
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %208, label %222, !llvm.loop !19

222:                                              ; preds = %215, %197
  %223 = phi i32 [ %199, %197 ], [ %211, %215 ]
  %224 = phi i32 [ %206, %197 ], [ %220, %215 ]
  %225 = shl nsw i32 %223, 5
  %226 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %224, i1 true)
  %227 = or disjoint i32 %226, %225
  br label %228

228:                                              ; preds = %208, %187, %46, %34, %30, %222, %55, %101, %115
  %229 = phi i32 [ %33, %30 ], [ %195, %187 ], [ -1, %101 ], [ -1, %55 ], [ %156, %115 ], [ %43, %34 ], [ %54, %46 ], [ %227, %222 ], [ -1, %208 ]
  %230 = getelementptr inbounds i32, ptr %6, i64 %20
  store i32 %229, ptr %230, align 4, !tbaa !6
  br label %231

231:                                              ; preds = %7, %228
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
