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

25:                                               ; preds = %19, %15
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
  %48 = sub nsw i32 %46, %26
  %49 = trunc i32 %48 to i16
  %50 = zext nneg i32 %17 to i64
  %51 = getelementptr inbounds nuw i16, ptr %2, i64 %50
  store i16 %49, ptr %51, align 2, !tbaa !12
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
  br i1 %12, label %13, label %37

13:                                               ; preds = %11
  %14 = icmp eq i32 %5, 31
  %15 = zext nneg i32 %6 to i64
  %16 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE8warp_tot to ptr), i64 %15
  %17 = icmp eq i32 %6, 0
  %18 = icmp samesign ult i32 %5, %8
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE8warp_tot to ptr), i64 %19
  %21 = zext nneg i32 %5 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE8warp_tot to ptr), i64 %21
  %23 = zext nneg i32 %6 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE8warp_tot to ptr), i64 %23
  %25 = add nsw i32 %7, -1
  %26 = icmp eq i32 %4, %25
  %27 = icmp eq i32 %5, 0
  %28 = icmp samesign ult i32 %5, 2
  %29 = icmp samesign ult i32 %5, 4
  %30 = icmp samesign ult i32 %5, 8
  %31 = icmp samesign ult i32 %5, 16
  %32 = icmp eq i32 %5, 0
  %33 = icmp samesign ult i32 %5, 2
  %34 = icmp samesign ult i32 %5, 4
  %35 = icmp samesign ult i32 %5, 8
  %36 = icmp samesign ult i32 %5, 16
  br label %38

37:                                               ; preds = %98, %11
  br i1 %9, label %101, label %105

38:                                               ; preds = %13, %98
  %39 = phi i32 [ 0, %13 ], [ %99, %98 ]
  %40 = add nsw i32 %39, %4
  %41 = icmp slt i32 %40, %1
  br i1 %41, label %42, label %46

42:                                               ; preds = %38
  %43 = sext i32 %40 to i64
  %44 = getelementptr inbounds i32, ptr %0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  br label %46

46:                                               ; preds = %42, %38
  %47 = phi i32 [ %45, %42 ], [ 0, %38 ]
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %47, i32 1, i32 0)
  %49 = select i1 %27, i32 0, i32 %48
  %50 = add i32 %49, %47
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %50, i32 2, i32 0)
  %52 = select i1 %28, i32 0, i32 %51
  %53 = add i32 %52, %50
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 4, i32 0)
  %55 = select i1 %29, i32 0, i32 %54
  %56 = add i32 %55, %53
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 8, i32 0)
  %58 = select i1 %30, i32 0, i32 %57
  %59 = add i32 %58, %56
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %59, i32 16, i32 0)
  %61 = select i1 %31, i32 0, i32 %60
  %62 = add i32 %61, %59
  br i1 %14, label %63, label %64

63:                                               ; preds = %46
  store i32 %62, ptr %16, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %63, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %17, label %65, label %87

65:                                               ; preds = %64
  br i1 %18, label %66, label %68

66:                                               ; preds = %65
  %67 = load i32, ptr %20, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %66, %65
  %69 = phi i32 [ %67, %66 ], [ 0, %65 ]
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 1, i32 0)
  %71 = select i1 %32, i32 0, i32 %70
  %72 = add i32 %71, %69
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 2, i32 0)
  %74 = select i1 %33, i32 0, i32 %73
  %75 = add i32 %74, %72
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %75, i32 4, i32 0)
  %77 = select i1 %34, i32 0, i32 %76
  %78 = add i32 %77, %75
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %78, i32 8, i32 0)
  %80 = select i1 %35, i32 0, i32 %79
  %81 = add i32 %80, %78
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %81, i32 16, i32 0)
  br i1 %18, label %83, label %87

83:                                               ; preds = %68
  %84 = select i1 %36, i32 0, i32 %82
  %85 = add i32 %84, %81
  %86 = sub i32 %85, %69
  store i32 %86, ptr %22, align 4, !tbaa !6
  br label %87

87:                                               ; preds = %68, %83, %64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE7carry_s to ptr), align 4, !tbaa !6
  %89 = load i32, ptr %24, align 4, !tbaa !6
  %90 = add i32 %88, %62
  %91 = add i32 %90, %89
  br i1 %41, label %92, label %96

92:                                               ; preds = %87
  %93 = sub i32 %91, %47
  %94 = sext i32 %40 to i64
  %95 = getelementptr inbounds i32, ptr %2, i64 %94
  store i32 %93, ptr %95, align 4, !tbaa !6
  br label %96

96:                                               ; preds = %92, %87
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %26, label %97, label %98

97:                                               ; preds = %96
  store i32 %91, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE7carry_s to ptr), align 4, !tbaa !6
  br label %98

98:                                               ; preds = %97, %96
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %99 = add i32 %39, %7
  %100 = icmp slt i32 %99, %1
  br i1 %100, label %38, label %37, !llvm.loop !14

101:                                              ; preds = %37
  %102 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18rs_superblock_scanE7carry_s to ptr), align 4, !tbaa !6
  %103 = sext i32 %1 to i64
  %104 = getelementptr inbounds i32, ptr %2, i64 %103
  store i32 %102, ptr %104, align 4, !tbaa !6
  br label %105

105:                                              ; preds = %101, %37
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
  br i1 %15, label %232, label %16

16:                                               ; preds = %7
  %17 = add nuw nsw i32 %3, 31
  %18 = lshr i32 %17, 5
  %19 = shl i32 %3, 5
  %20 = sext i32 %12 to i64
  %21 = getelementptr inbounds i32, ptr %4, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = and i32 %22, 3
  %24 = lshr i32 %22, 2
  switch i32 %23, label %197 [
    i32 0, label %25
    i32 1, label %56
    i32 2, label %158
    i32 3, label %198
  ]

25:                                               ; preds = %16
  %26 = or disjoint i32 %19, 1
  %27 = urem i32 %24, %26
  %28 = lshr i32 %27, 5
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %35, label %30

30:                                               ; preds = %25
  %31 = lshr i32 %17, 5
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw i32, ptr %2, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  br label %229

35:                                               ; preds = %25
  %36 = lshr i32 %27, 10
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr %2, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = zext nneg i32 %28 to i64
  %41 = getelementptr inbounds nuw i16, ptr %1, i64 %40
  %42 = load i16, ptr %41, align 2, !tbaa !12
  %43 = zext i16 %42 to i32
  %44 = add i32 %39, %43
  %45 = and i32 %27, 31
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %229, label %47

47:                                               ; preds = %35
  %48 = getelementptr inbounds nuw i32, ptr %0, i64 %40
  %49 = addrspacecast ptr %48 to ptr addrspace(1)
  %50 = load i32, ptr addrspace(1) %49, align 4, !invariant.load !11
  %51 = shl nsw i32 -1, %45
  %52 = xor i32 %51, -1
  %53 = and i32 %50, %52
  %54 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %53)
  %55 = add i32 %54, %44
  br label %229

56:                                               ; preds = %16
  %57 = zext nneg i32 %18 to i64
  %58 = getelementptr inbounds nuw i32, ptr %2, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %229, label %61

61:                                               ; preds = %56
  %62 = urem i32 %24, %59
  %63 = icmp ugt i32 %3, 32
  br i1 %63, label %64, label %80

64:                                               ; preds = %61
  %65 = add nsw i32 %18, -1
  br label %66

66:                                               ; preds = %64, %66
  %67 = phi i32 [ %78, %66 ], [ 0, %64 ]
  %68 = phi i32 [ %77, %66 ], [ %65, %64 ]
  %69 = add nsw i32 %68, 1
  %70 = add i32 %69, %67
  %71 = ashr i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %2, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = icmp ugt i32 %74, %62
  %76 = add nsw i32 %71, -1
  %77 = select i1 %75, i32 %76, i32 %68
  %78 = select i1 %75, i32 %67, i32 %71
  %79 = icmp slt i32 %78, %77
  br i1 %79, label %66, label %80, !llvm.loop !17

80:                                               ; preds = %66, %61
  %81 = phi i32 [ 0, %61 ], [ %78, %66 ]
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr %2, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = sub i32 %62, %84
  %86 = shl nsw i32 %81, 5
  %87 = add nsw i32 %86, 32
  %88 = tail call noundef range(i32 -2147483616, -2147483648) i32 @llvm.smin.i32(i32 range(i32 -2147483616, -2147483648) %87, i32 range(i32 1, -2147483648) %3)
  %89 = or disjoint i32 %86, 1
  %90 = tail call i32 @llvm.smax.i32(i32 %88, i32 %89)
  %91 = add nsw i32 %90, -1
  br label %92

92:                                               ; preds = %96, %80
  %93 = phi i32 [ %86, %80 ], [ %94, %96 ]
  %94 = add nsw i32 %93, 1
  %95 = icmp slt i32 %94, %88
  br i1 %95, label %96, label %102

96:                                               ; preds = %92
  %97 = sext i32 %94 to i64
  %98 = getelementptr inbounds i16, ptr %1, i64 %97
  %99 = load i16, ptr %98, align 2, !tbaa !12
  %100 = zext i16 %99 to i32
  %101 = icmp ult i32 %85, %100
  br i1 %101, label %102, label %92, !llvm.loop !18

102:                                              ; preds = %92, %96
  %103 = phi i32 [ %91, %92 ], [ %93, %96 ]
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr %0, i64 %104
  %106 = addrspacecast ptr %105 to ptr addrspace(1)
  %107 = load i32, ptr addrspace(1) %106, align 4, !invariant.load !11
  %108 = getelementptr inbounds i16, ptr %1, i64 %104
  %109 = load i16, ptr %108, align 2, !tbaa !12
  %110 = zext i16 %109 to i32
  %111 = sub i32 %85, %110
  %112 = icmp sgt i32 %111, -1
  %113 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %107)
  %114 = icmp slt i32 %111, %113
  %115 = select i1 %112, i1 %114, i1 false
  br i1 %115, label %116, label %229

116:                                              ; preds = %102
  %117 = shl nsw i32 %103, 5
  %118 = and i32 %107, 65535
  %119 = tail call noundef range(i32 0, 17) i32 @llvm.ctpop.i32(i32 %118)
  %120 = icmp slt i32 %111, %119
  %121 = lshr i32 %107, 16
  %122 = select i1 %120, i32 %107, i32 %121
  %123 = select i1 %120, i32 0, i32 %119
  %124 = sub nsw i32 %111, %123
  %125 = select i1 %120, i32 0, i32 16
  %126 = and i32 %122, 255
  %127 = tail call noundef range(i32 0, 9) i32 @llvm.ctpop.i32(i32 %126)
  %128 = icmp slt i32 %124, %127
  %129 = lshr i32 %122, 8
  %130 = or disjoint i32 %125, 8
  %131 = select i1 %128, i32 %122, i32 %129
  %132 = select i1 %128, i32 0, i32 %127
  %133 = sub nsw i32 %124, %132
  %134 = select i1 %128, i32 %125, i32 %130
  %135 = and i32 %131, 15
  %136 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %135)
  %137 = icmp slt i32 %133, %136
  %138 = lshr i32 %131, 4
  %139 = or disjoint i32 %134, 4
  %140 = select i1 %137, i32 %131, i32 %138
  %141 = select i1 %137, i32 0, i32 %136
  %142 = sub nsw i32 %133, %141
  %143 = select i1 %137, i32 %134, i32 %139
  %144 = and i32 %140, 3
  %145 = tail call noundef range(i32 0, 3) i32 @llvm.ctpop.i32(i32 %144)
  %146 = icmp slt i32 %142, %145
  %147 = lshr i32 %140, 2
  %148 = or disjoint i32 %143, 2
  %149 = select i1 %146, i32 %140, i32 %147
  %150 = select i1 %146, i32 0, i32 %145
  %151 = sub nsw i32 %142, %150
  %152 = select i1 %146, i32 %143, i32 %148
  %153 = and i32 %149, 1
  %154 = icmp sge i32 %151, %153
  %155 = zext i1 %154 to i32
  %156 = add nsw i32 %152, %117
  %157 = add i32 %156, %155
  br label %229

158:                                              ; preds = %16
  %159 = urem i32 %24, %19
  %160 = lshr i32 %159, 5
  %161 = and i32 %159, 31
  %162 = icmp eq i32 %161, 31
  %163 = shl nuw i32 2, %161
  %164 = add i32 %163, -1
  %165 = select i1 %162, i32 -1, i32 %164
  %166 = zext nneg i32 %160 to i64
  %167 = getelementptr inbounds nuw i32, ptr %0, i64 %166
  %168 = addrspacecast ptr %167 to ptr addrspace(1)
  %169 = load i32, ptr addrspace(1) %168, align 4, !invariant.load !11
  %170 = and i32 %165, %169
  %171 = icmp eq i32 %170, 0
  %172 = icmp ne i32 %160, 0
  %173 = and i1 %172, %171
  br i1 %173, label %174, label %188

174:                                              ; preds = %158, %174
  %175 = phi i32 [ %178, %174 ], [ 0, %158 ]
  %176 = phi i32 [ %177, %174 ], [ %160, %158 ]
  %177 = add nsw i32 %176, -1
  %178 = add nuw nsw i32 %175, 1
  %179 = zext nneg i32 %177 to i64
  %180 = getelementptr inbounds nuw i32, ptr %0, i64 %179
  %181 = addrspacecast ptr %180 to ptr addrspace(1)
  %182 = load i32, ptr addrspace(1) %181, align 4, !invariant.load !11
  %183 = icmp eq i32 %182, 0
  %184 = icmp sgt i32 %176, 1
  %185 = and i1 %184, %183
  %186 = icmp samesign ult i32 %175, 63
  %187 = select i1 %185, i1 %186, i1 false
  br i1 %187, label %174, label %188, !llvm.loop !19

188:                                              ; preds = %174, %158
  %189 = phi i32 [ %160, %158 ], [ %177, %174 ]
  %190 = phi i32 [ %170, %158 ], [ %182, %174 ]
  %191 = phi i1 [ %171, %158 ], [ %183, %174 ]
  br i1 %191, label %229, label %192

192:                                              ; preds = %188
  %193 = shl nuw nsw i32 %189, 5
  %194 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %190, i1 true)
  %195 = or disjoint i32 %193, 31
  %196 = sub nuw nsw i32 %195, %194
  br label %229

197:                                              ; preds = %16
  unreachable

198:                                              ; preds = %16
  %199 = urem i32 %24, %19
  %200 = lshr i32 %199, 5
  %201 = and i32 %199, 31
  %202 = zext nneg i32 %200 to i64
  %203 = getelementptr inbounds nuw i32, ptr %0, i64 %202
  %204 = addrspacecast ptr %203 to ptr addrspace(1)
  %205 = load i32, ptr addrspace(1) %204, align 4, !invariant.load !11
  %206 = shl nsw i32 -1, %201
  %207 = and i32 %206, %205
  %208 = icmp eq i32 %207, 0
  br i1 %208, label %209, label %223

209:                                              ; preds = %198, %216
  %210 = phi i32 [ %217, %216 ], [ 0, %198 ]
  %211 = phi i32 [ %212, %216 ], [ %200, %198 ]
  %212 = add nuw nsw i32 %211, 1
  %213 = icmp slt i32 %212, %3
  %214 = icmp samesign ult i32 %210, 64
  %215 = select i1 %213, i1 %214, i1 false
  br i1 %215, label %216, label %229

216:                                              ; preds = %209
  %217 = add nuw nsw i32 %210, 1
  %218 = zext nneg i32 %212 to i64
  %219 = getelementptr inbounds nuw i32, ptr %0, i64 %218
  %220 = addrspacecast ptr %219 to ptr addrspace(1)
  %221 = load i32, ptr addrspace(1) %220, align 4, !invariant.load !11
  %222 = icmp eq i32 %221, 0
  br i1 %222, label %209, label %223, !llvm.loop !20

223:                                              ; preds = %216, %198
  %224 = phi i32 [ %200, %198 ], [ %212, %216 ]
  %225 = phi i32 [ %207, %198 ], [ %221, %216 ]
  %226 = shl nsw i32 %224, 5
  %227 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %225, i1 true)
  %228 = or disjoint i32 %227, %226
  br label %229

229:                                              ; preds = %209, %47, %35, %30, %223, %188, %192, %56, %102, %116
  %230 = phi i32 [ -1, %188 ], [ %55, %47 ], [ -1, %102 ], [ -1, %56 ], [ %157, %116 ], [ %44, %35 ], [ %196, %192 ], [ %228, %223 ], [ %34, %30 ], [ -1, %209 ]
  %231 = getelementptr inbounds i32, ptr %6, i64 %20
  store i32 %230, ptr %231, align 4, !tbaa !6
  br label %232

232:                                              ; preds = %7, %229
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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
