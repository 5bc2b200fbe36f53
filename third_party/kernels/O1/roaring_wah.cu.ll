; ModuleID = 'src/roaring_wah.cu'
source_filename = "src/roaring_wah.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Container = type { i32, i32, i32, i32 }
%struct.Pools = type { i64, i64, i32, i32 }
%struct.int2 = type { i32, i32 }

$_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA = comdat any

$_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB = comdat any

$_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red = comdat any

$_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA = comdat any

$_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB = comdat any

$_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red = comdat any

@_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA = linkonce_odr dso_local addrspace(3) global [2048 x i32] undef, comdat, align 4
@_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB = linkonce_odr dso_local addrspace(3) global [2048 x i32] undef, comdat, align 4
@_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x i32] undef, comdat, align 4
@_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA = linkonce_odr dso_local addrspace(3) global [2048 x i32] undef, comdat, align 4
@_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB = linkonce_odr dso_local addrspace(3) global [2048 x i32] undef, comdat, align 4
@_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x i32] undef, comdat, align 4

; Function Attrs: nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(24) %3, i32 noundef %4, ptr noundef captures(none) %5) local_unnamed_addr #0 {
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds %struct.Container, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = srem i32 %9, 3
  %15 = add nsw i32 %14, 3
  %16 = urem i32 %15, 3
  switch i32 %16, label %73 [
    i32 1, label %17
    i32 0, label %43
  ]

17:                                               ; preds = %6
  %18 = icmp slt i32 %13, 0
  br i1 %18, label %129, label %19

19:                                               ; preds = %17
  %20 = zext nneg i32 %13 to i64
  %21 = add nuw nsw i64 %20, 1024
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %23 = load i64, ptr %22, align 8, !tbaa !11
  %24 = icmp sgt i64 %21, %23
  br i1 %24, label %129, label %25

25:                                               ; preds = %19
  %26 = getelementptr inbounds nuw i64, ptr %2, i64 %20
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %29

29:                                               ; preds = %25, %29
  %30 = phi i32 [ %27, %25 ], [ %41, %29 ]
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i64, ptr %26, i64 %31
  %33 = load i64, ptr %32, align 8, !tbaa !14
  %34 = trunc i64 %33 to i32
  %35 = shl nuw nsw i32 %30, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %5, i64 %36
  store i32 %34, ptr %37, align 4, !tbaa !6
  %38 = lshr i64 %33, 32
  %39 = trunc nuw i64 %38 to i32
  %40 = getelementptr i8, ptr %37, i64 4
  store i32 %39, ptr %40, align 4, !tbaa !6
  %41 = add nuw nsw i32 %30, %28
  %42 = icmp samesign ult i32 %41, 1024
  br i1 %42, label %29, label %129, !llvm.loop !15

43:                                               ; preds = %6
  %44 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %11, i32 0)
  %45 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %44, i32 4096)
  %46 = icmp slt i32 %13, 0
  br i1 %46, label %129, label %47

47:                                               ; preds = %43
  %48 = add nuw i32 %45, %13
  %49 = zext i32 %48 to i64
  %50 = load i64, ptr %3, align 8, !tbaa !18
  %51 = icmp slt i64 %50, %49
  br i1 %51, label %129, label %52

52:                                               ; preds = %47
  %53 = zext nneg i32 %13 to i64
  %54 = getelementptr inbounds nuw i16, ptr %1, i64 %53
  %55 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %56 = icmp sgt i32 %11, %55
  br i1 %56, label %57, label %129

57:                                               ; preds = %52
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %59

59:                                               ; preds = %57, %59
  %60 = phi i32 [ %55, %57 ], [ %71, %59 ]
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i16, ptr %54, i64 %61
  %63 = load i16, ptr %62, align 2, !tbaa !19
  %64 = zext i16 %63 to i32
  %65 = lshr i32 %64, 5
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr %5, i64 %66
  %68 = and i32 %64, 31
  %69 = shl nuw i32 1, %68
  %70 = atomicrmw or ptr %67, i32 %69 seq_cst, align 4
  %71 = add nuw nsw i32 %60, %58
  %72 = icmp samesign ult i32 %71, %45
  br i1 %72, label %59, label %129, !llvm.loop !21

73:                                               ; preds = %6
  %74 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %11, i32 0)
  %75 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %74, i32 2048)
  %76 = icmp slt i32 %13, 0
  br i1 %76, label %129, label %77

77:                                               ; preds = %73
  %78 = shl nuw nsw i32 %75, 1
  %79 = add nuw i32 %78, %13
  %80 = zext i32 %79 to i64
  %81 = load i64, ptr %3, align 8, !tbaa !18
  %82 = icmp slt i64 %81, %80
  br i1 %82, label %129, label %83

83:                                               ; preds = %77
  %84 = zext nneg i32 %13 to i64
  %85 = getelementptr inbounds nuw i16, ptr %1, i64 %84
  %86 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %87 = icmp sgt i32 %11, %86
  br i1 %87, label %88, label %129

88:                                               ; preds = %83
  %89 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %90

90:                                               ; preds = %88, %108
  %91 = phi i32 [ %86, %88 ], [ %109, %108 ]
  %92 = shl nuw nsw i32 %91, 1
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw i16, ptr %85, i64 %93
  %95 = load i16, ptr %94, align 2, !tbaa !19
  %96 = zext i16 %95 to i32
  %97 = getelementptr i8, ptr %94, i64 2
  %98 = load i16, ptr %97, align 2, !tbaa !19
  %99 = zext i16 %98 to i32
  %100 = add nuw nsw i32 %99, %96
  %101 = tail call noundef i32 @llvm.umin.i32(i32 %100, i32 range(i32 1, 0) 65535)
  %102 = lshr i32 %96, 5
  %103 = lshr i32 %101, 5
  %104 = icmp samesign ugt i32 %102, %103
  br i1 %104, label %108, label %105

105:                                              ; preds = %90
  %106 = and i32 %96, 31
  %107 = and i32 %101, 31
  br label %111

108:                                              ; preds = %111, %90
  %109 = add nuw nsw i32 %91, %89
  %110 = icmp samesign ult i32 %109, %75
  br i1 %110, label %90, label %129, !llvm.loop !22

111:                                              ; preds = %105, %111
  %112 = phi i32 [ %102, %105 ], [ %127, %111 ]
  %113 = icmp eq i32 %112, %102
  %114 = select i1 %113, i32 %106, i32 0
  %115 = icmp eq i32 %112, %103
  %116 = select i1 %115, i32 %107, i32 31
  %117 = sub nsw i32 %116, %114
  %118 = icmp eq i32 %117, 31
  %119 = add nsw i32 %117, 1
  %120 = shl nsw i32 -1, %119
  %121 = xor i32 %120, -1
  %122 = shl i32 %121, %114
  %123 = select i1 %118, i32 -1, i32 %122
  %124 = zext nneg i32 %112 to i64
  %125 = getelementptr inbounds nuw i32, ptr %5, i64 %124
  %126 = atomicrmw or ptr %125, i32 %123 seq_cst, align 4
  %127 = add nuw nsw i32 %112, 1
  %128 = icmp eq i32 %112, %103
  br i1 %128, label %108, label %111, !llvm.loop !23

129:                                              ; preds = %59, %29, %108, %52, %83, %73, %77, %43, %47, %17, %19
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @roaring_and_card(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.Pools) align 8 captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #1 {
  %8 = load i64, ptr %3, align 8, !tbaa !14
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !14
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %12 = load i32, ptr %11, align 8, !tbaa !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = and i32 %13, 31
  %15 = icmp ne i32 %14, 0
  %16 = icmp slt i32 %12, 1
  %17 = select i1 %15, i1 true, i1 %16
  br i1 %17, label %326, label %18

18:                                               ; preds = %7
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = icmp slt i32 %19, %5
  br i1 %20, label %21, label %326

21:                                               ; preds = %18
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = and i32 %22, 31
  %24 = icmp eq i32 %23, 0
  %25 = lshr exact i32 %22, 5
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %26
  %28 = lshr exact i32 %13, 5
  %29 = icmp eq i32 %22, 0
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %31

31:                                               ; preds = %323, %21
  %32 = phi i32 [ %19, %21 ], [ %324, %323 ]
  br label %265

33:                                               ; preds = %265
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !35
  %34 = sext i32 %32 to i64
  %35 = getelementptr inbounds %struct.int2, ptr %4, i64 %34
  %36 = load i32, ptr %35, align 8, !tbaa !6, !alias.scope !31, !noalias !37
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !6, !alias.scope !31, !noalias !37
  %39 = srem i32 %36, %12
  %40 = add nsw i32 %39, %12
  %41 = srem i32 %40, %12
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds %struct.Container, ptr %0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6, !alias.scope !45, !noalias !46
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %46 = load i32, ptr %45, align 4, !tbaa !6, !alias.scope !45, !noalias !46
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 8
  %48 = load i32, ptr %47, align 4, !tbaa !6, !alias.scope !45, !noalias !46
  %49 = srem i32 %44, 3
  %50 = add nsw i32 %49, 3
  %51 = urem i32 %50, 3
  switch i32 %51, label %100 [
    i32 1, label %52
    i32 0, label %74
  ]

52:                                               ; preds = %33
  %53 = icmp slt i32 %48, 0
  br i1 %53, label %151, label %54

54:                                               ; preds = %52
  %55 = zext nneg i32 %48 to i64
  %56 = add nuw nsw i64 %55, 1024
  %57 = icmp sgt i64 %56, %10
  br i1 %57, label %151, label %58

58:                                               ; preds = %54
  %59 = getelementptr inbounds nuw i64, ptr %2, i64 %55
  br label %60

60:                                               ; preds = %60, %58
  %61 = phi i32 [ %22, %58 ], [ %72, %60 ]
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw i64, ptr %59, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !14, !alias.scope !47, !noalias !48
  %65 = trunc i64 %64 to i32
  %66 = shl nuw nsw i32 %61, 1
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %67
  store i32 %65, ptr %68, align 4, !tbaa !6, !noalias !49
  %69 = lshr i64 %64, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = getelementptr i8, ptr %68, i64 4
  store i32 %70, ptr %71, align 4, !tbaa !6, !noalias !49
  %72 = add nuw nsw i32 %61, %13
  %73 = icmp samesign ult i32 %72, 1024
  br i1 %73, label %60, label %151, !llvm.loop !15

74:                                               ; preds = %33
  %75 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %46, i32 0)
  %76 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %75, i32 4096)
  %77 = icmp slt i32 %48, 0
  br i1 %77, label %151, label %78

78:                                               ; preds = %74
  %79 = add nuw i32 %76, %48
  %80 = zext i32 %79 to i64
  %81 = icmp slt i64 %8, %80
  br i1 %81, label %151, label %82

82:                                               ; preds = %78
  %83 = zext nneg i32 %48 to i64
  %84 = getelementptr inbounds nuw i16, ptr %1, i64 %83
  %85 = icmp sgt i32 %46, %22
  br i1 %85, label %86, label %151

86:                                               ; preds = %82, %86
  %87 = phi i32 [ %98, %86 ], [ %22, %82 ]
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i16, ptr %84, i64 %88
  %90 = load i16, ptr %89, align 2, !tbaa !19, !alias.scope !50, !noalias !51
  %91 = zext i16 %90 to i32
  %92 = lshr i32 %91, 5
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %93
  %95 = and i32 %91, 31
  %96 = shl nuw i32 1, %95
  %97 = atomicrmw or ptr %94, i32 %96 seq_cst, align 4, !noalias !49
  %98 = add nuw nsw i32 %87, %13
  %99 = icmp samesign ult i32 %98, %76
  br i1 %99, label %86, label %151, !llvm.loop !21

100:                                              ; preds = %33
  %101 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %46, i32 0)
  %102 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %101, i32 2048)
  %103 = icmp slt i32 %48, 0
  br i1 %103, label %151, label %104

104:                                              ; preds = %100
  %105 = shl nuw nsw i32 %102, 1
  %106 = add nuw i32 %105, %48
  %107 = zext i32 %106 to i64
  %108 = icmp slt i64 %8, %107
  br i1 %108, label %151, label %109

109:                                              ; preds = %104
  %110 = zext nneg i32 %48 to i64
  %111 = getelementptr inbounds nuw i16, ptr %1, i64 %110
  %112 = icmp sgt i32 %46, %22
  br i1 %112, label %113, label %151

113:                                              ; preds = %109, %131
  %114 = phi i32 [ %132, %131 ], [ %22, %109 ]
  %115 = shl nuw nsw i32 %114, 1
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw i16, ptr %111, i64 %116
  %118 = load i16, ptr %117, align 2, !tbaa !19, !alias.scope !50, !noalias !51
  %119 = zext i16 %118 to i32
  %120 = getelementptr i8, ptr %117, i64 2
  %121 = load i16, ptr %120, align 2, !tbaa !19, !alias.scope !50, !noalias !51
  %122 = zext i16 %121 to i32
  %123 = add nuw nsw i32 %122, %119
  %124 = tail call noundef i32 @llvm.umin.i32(i32 %123, i32 range(i32 1, 0) 65535)
  %125 = lshr i32 %119, 5
  %126 = lshr i32 %124, 5
  %127 = icmp samesign ugt i32 %125, %126
  br i1 %127, label %131, label %128

128:                                              ; preds = %113
  %129 = and i32 %119, 31
  %130 = and i32 %124, 31
  br label %134

131:                                              ; preds = %134, %113
  %132 = add nuw nsw i32 %114, %13
  %133 = icmp samesign ult i32 %132, %102
  br i1 %133, label %113, label %151, !llvm.loop !22

134:                                              ; preds = %134, %128
  %135 = phi i32 [ %125, %128 ], [ %150, %134 ]
  %136 = icmp eq i32 %135, %125
  %137 = select i1 %136, i32 %129, i32 0
  %138 = icmp eq i32 %135, %126
  %139 = select i1 %138, i32 %130, i32 31
  %140 = sub nsw i32 %139, %137
  %141 = icmp eq i32 %140, 31
  %142 = add nsw i32 %140, 1
  %143 = shl nsw i32 -1, %142
  %144 = xor i32 %143, -1
  %145 = shl i32 %144, %137
  %146 = select i1 %141, i32 -1, i32 %145
  %147 = zext nneg i32 %135 to i64
  %148 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %147
  %149 = atomicrmw or ptr %148, i32 %146 seq_cst, align 4, !noalias !49
  %150 = add nuw nsw i32 %135, 1
  br i1 %138, label %131, label %134, !llvm.loop !23

151:                                              ; preds = %86, %60, %131, %109, %104, %100, %82, %78, %74, %54, %52
  %152 = srem i32 %38, %12
  %153 = add nsw i32 %152, %12
  %154 = srem i32 %153, %12
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds %struct.Container, ptr %0, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !6, !alias.scope !59, !noalias !60
  %158 = getelementptr inbounds nuw i8, ptr %156, i64 4
  %159 = load i32, ptr %158, align 4, !tbaa !6, !alias.scope !59, !noalias !60
  %160 = getelementptr inbounds nuw i8, ptr %156, i64 8
  %161 = load i32, ptr %160, align 4, !tbaa !6, !alias.scope !59, !noalias !60
  %162 = srem i32 %157, 3
  %163 = add nsw i32 %162, 3
  %164 = urem i32 %163, 3
  switch i32 %164, label %213 [
    i32 1, label %165
    i32 0, label %187
  ]

165:                                              ; preds = %151
  %166 = icmp slt i32 %161, 0
  br i1 %166, label %264, label %167

167:                                              ; preds = %165
  %168 = zext nneg i32 %161 to i64
  %169 = add nuw nsw i64 %168, 1024
  %170 = icmp sgt i64 %169, %10
  br i1 %170, label %264, label %171

171:                                              ; preds = %167
  %172 = getelementptr inbounds nuw i64, ptr %2, i64 %168
  br label %173

173:                                              ; preds = %173, %171
  %174 = phi i32 [ %22, %171 ], [ %185, %173 ]
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds nuw i64, ptr %172, i64 %175
  %177 = load i64, ptr %176, align 8, !tbaa !14, !alias.scope !61, !noalias !62
  %178 = trunc i64 %177 to i32
  %179 = shl nuw nsw i32 %174, 1
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %180
  store i32 %178, ptr %181, align 4, !tbaa !6, !noalias !63
  %182 = lshr i64 %177, 32
  %183 = trunc nuw i64 %182 to i32
  %184 = getelementptr i8, ptr %181, i64 4
  store i32 %183, ptr %184, align 4, !tbaa !6, !noalias !63
  %185 = add nuw nsw i32 %174, %13
  %186 = icmp samesign ult i32 %185, 1024
  br i1 %186, label %173, label %264, !llvm.loop !15

187:                                              ; preds = %151
  %188 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %159, i32 0)
  %189 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %188, i32 4096)
  %190 = icmp slt i32 %161, 0
  br i1 %190, label %264, label %191

191:                                              ; preds = %187
  %192 = add nuw i32 %189, %161
  %193 = zext i32 %192 to i64
  %194 = icmp slt i64 %8, %193
  br i1 %194, label %264, label %195

195:                                              ; preds = %191
  %196 = zext nneg i32 %161 to i64
  %197 = getelementptr inbounds nuw i16, ptr %1, i64 %196
  %198 = icmp sgt i32 %159, %22
  br i1 %198, label %199, label %264

199:                                              ; preds = %195, %199
  %200 = phi i32 [ %211, %199 ], [ %22, %195 ]
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr inbounds nuw i16, ptr %197, i64 %201
  %203 = load i16, ptr %202, align 2, !tbaa !19, !alias.scope !64, !noalias !65
  %204 = zext i16 %203 to i32
  %205 = lshr i32 %204, 5
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %206
  %208 = and i32 %204, 31
  %209 = shl nuw i32 1, %208
  %210 = atomicrmw or ptr %207, i32 %209 seq_cst, align 4, !noalias !63
  %211 = add nuw nsw i32 %200, %13
  %212 = icmp samesign ult i32 %211, %189
  br i1 %212, label %199, label %264, !llvm.loop !21

213:                                              ; preds = %151
  %214 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %159, i32 0)
  %215 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %214, i32 2048)
  %216 = icmp slt i32 %161, 0
  br i1 %216, label %264, label %217

217:                                              ; preds = %213
  %218 = shl nuw nsw i32 %215, 1
  %219 = add nuw i32 %218, %161
  %220 = zext i32 %219 to i64
  %221 = icmp slt i64 %8, %220
  br i1 %221, label %264, label %222

222:                                              ; preds = %217
  %223 = zext nneg i32 %161 to i64
  %224 = getelementptr inbounds nuw i16, ptr %1, i64 %223
  %225 = icmp sgt i32 %159, %22
  br i1 %225, label %226, label %264

226:                                              ; preds = %222, %244
  %227 = phi i32 [ %245, %244 ], [ %22, %222 ]
  %228 = shl nuw nsw i32 %227, 1
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds nuw i16, ptr %224, i64 %229
  %231 = load i16, ptr %230, align 2, !tbaa !19, !alias.scope !64, !noalias !65
  %232 = zext i16 %231 to i32
  %233 = getelementptr i8, ptr %230, i64 2
  %234 = load i16, ptr %233, align 2, !tbaa !19, !alias.scope !64, !noalias !65
  %235 = zext i16 %234 to i32
  %236 = add nuw nsw i32 %235, %232
  %237 = tail call noundef i32 @llvm.umin.i32(i32 %236, i32 range(i32 1, 0) 65535)
  %238 = lshr i32 %232, 5
  %239 = lshr i32 %237, 5
  %240 = icmp samesign ugt i32 %238, %239
  br i1 %240, label %244, label %241

241:                                              ; preds = %226
  %242 = and i32 %232, 31
  %243 = and i32 %237, 31
  br label %247

244:                                              ; preds = %247, %226
  %245 = add nuw nsw i32 %227, %13
  %246 = icmp samesign ult i32 %245, %215
  br i1 %246, label %226, label %264, !llvm.loop !22

247:                                              ; preds = %247, %241
  %248 = phi i32 [ %238, %241 ], [ %263, %247 ]
  %249 = icmp eq i32 %248, %238
  %250 = select i1 %249, i32 %242, i32 0
  %251 = icmp eq i32 %248, %239
  %252 = select i1 %251, i32 %243, i32 31
  %253 = sub nsw i32 %252, %250
  %254 = icmp eq i32 %253, 31
  %255 = add nsw i32 %253, 1
  %256 = shl nsw i32 -1, %255
  %257 = xor i32 %256, -1
  %258 = shl i32 %257, %250
  %259 = select i1 %254, i32 -1, i32 %258
  %260 = zext nneg i32 %248 to i64
  %261 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %260
  %262 = atomicrmw or ptr %261, i32 %259 seq_cst, align 4, !noalias !63
  %263 = add nuw nsw i32 %248, 1
  br i1 %251, label %244, label %247, !llvm.loop !23

264:                                              ; preds = %199, %173, %244, %222, %217, %213, %195, %191, %187, %167, %165
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !35
  br label %285

265:                                              ; preds = %265, %31
  %266 = phi i32 [ %22, %31 ], [ %270, %265 ]
  %267 = zext nneg i32 %266 to i64
  %268 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %267
  store i32 0, ptr %268, align 4, !tbaa !6, !noalias !35
  %269 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %267
  store i32 0, ptr %269, align 4, !tbaa !6, !noalias !35
  %270 = add nuw nsw i32 %266, %13
  %271 = icmp samesign ult i32 %270, 2048
  br i1 %271, label %265, label %33, !llvm.loop !66

272:                                              ; preds = %311
  %273 = add nsw i32 %320, %319
  store i32 %273, ptr %27, align 4, !tbaa !6, !noalias !35
  br label %274

274:                                              ; preds = %311, %272
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !35
  br label %275

275:                                              ; preds = %275, %274
  %276 = phi i32 [ 0, %274 ], [ %282, %275 ]
  %277 = phi i32 [ 0, %274 ], [ %281, %275 ]
  %278 = zext nneg i32 %276 to i64
  %279 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !6, !noalias !35
  %281 = add nsw i32 %280, %277
  %282 = add nuw nsw i32 %276, 1
  %283 = icmp eq i32 %282, %28
  br i1 %283, label %284, label %275, !llvm.loop !67

284:                                              ; preds = %275
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !35
  br i1 %29, label %321, label %323

285:                                              ; preds = %285, %264
  %286 = phi i32 [ 0, %264 ], [ %308, %285 ]
  %287 = phi i32 [ %22, %264 ], [ %309, %285 ]
  %288 = shl nuw nsw i32 %287, 1
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !6, !noalias !35
  %292 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %289
  %293 = load i32, ptr %292, align 4, !tbaa !6, !noalias !35
  %294 = and i32 %293, %291
  %295 = or disjoint i32 %288, 1
  %296 = zext nneg i32 %295 to i64
  %297 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !6, !noalias !35
  %299 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %296
  %300 = load i32, ptr %299, align 4, !tbaa !6, !noalias !35
  %301 = and i32 %300, %298
  %302 = zext i32 %301 to i64
  %303 = shl nuw i64 %302, 32
  %304 = zext i32 %294 to i64
  %305 = or disjoint i64 %303, %304
  %306 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %305)
  %307 = trunc nuw nsw i64 %306 to i32
  %308 = add nuw nsw i32 %286, %307
  %309 = add nuw nsw i32 %287, %13
  %310 = icmp samesign ult i32 %309, 1024
  br i1 %310, label %285, label %311, !llvm.loop !68

311:                                              ; preds = %285
  %312 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %308, i32 16, i32 31)
  %313 = add nsw i32 %312, %308
  %314 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %313, i32 8, i32 31)
  %315 = add nsw i32 %314, %313
  %316 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %315, i32 4, i32 31)
  %317 = add nsw i32 %316, %315
  %318 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %317, i32 2, i32 31)
  %319 = add nsw i32 %318, %317
  %320 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %319, i32 1, i32 31)
  br i1 %24, label %272, label %274

321:                                              ; preds = %284
  %322 = getelementptr inbounds i32, ptr %6, i64 %34
  store i32 %281, ptr %322, align 4, !tbaa !6, !alias.scope !33, !noalias !69
  br label %323

323:                                              ; preds = %321, %284
  %324 = add i32 %32, %30
  %325 = icmp slt i32 %324, %5
  br i1 %325, label %31, label %326, !llvm.loop !70

326:                                              ; preds = %323, %7, %18
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @roaring_or_materialize(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.Pools) align 8 captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(address_is_null) %7) local_unnamed_addr #1 {
  %9 = load i64, ptr %3, align 8, !tbaa !14
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %13 = load i32, ptr %12, align 8, !tbaa !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !74)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !78)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !80)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = and i32 %14, 31
  %16 = icmp ne i32 %15, 0
  %17 = icmp slt i32 %13, 1
  %18 = select i1 %16, i1 true, i1 %17
  br i1 %18, label %334, label %19

19:                                               ; preds = %8
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = icmp slt i32 %20, %5
  br i1 %21, label %22, label %334

22:                                               ; preds = %19
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = icmp eq ptr %7, null
  %25 = and i32 %23, 31
  %26 = icmp eq i32 %25, 0
  %27 = lshr exact i32 %23, 5
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %28
  %30 = lshr exact i32 %14, 5
  %31 = icmp eq i32 %23, 0
  %32 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %33

33:                                               ; preds = %331, %22
  %34 = phi i32 [ %20, %22 ], [ %332, %331 ]
  br label %269

35:                                               ; preds = %269
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !84
  %36 = sext i32 %34 to i64
  %37 = getelementptr inbounds %struct.int2, ptr %4, i64 %36
  %38 = load i32, ptr %37, align 8, !tbaa !6, !alias.scope !78, !noalias !85
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !6, !alias.scope !78, !noalias !85
  %41 = srem i32 %38, %13
  %42 = add nsw i32 %41, %13
  %43 = srem i32 %42, %13
  tail call void @llvm.experimental.noalias.scope.decl(metadata !86)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !89)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !91)
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.Container, ptr %0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !6, !alias.scope !93, !noalias !94
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %48 = load i32, ptr %47, align 4, !tbaa !6, !alias.scope !93, !noalias !94
  %49 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %50 = load i32, ptr %49, align 4, !tbaa !6, !alias.scope !93, !noalias !94
  %51 = srem i32 %46, 3
  %52 = add nsw i32 %51, 3
  %53 = urem i32 %52, 3
  switch i32 %53, label %102 [
    i32 1, label %54
    i32 0, label %76
  ]

54:                                               ; preds = %35
  %55 = icmp slt i32 %50, 0
  br i1 %55, label %153, label %56

56:                                               ; preds = %54
  %57 = zext nneg i32 %50 to i64
  %58 = add nuw nsw i64 %57, 1024
  %59 = icmp sgt i64 %58, %11
  br i1 %59, label %153, label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds nuw i64, ptr %2, i64 %57
  br label %62

62:                                               ; preds = %62, %60
  %63 = phi i32 [ %23, %60 ], [ %74, %62 ]
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw i64, ptr %61, i64 %64
  %66 = load i64, ptr %65, align 8, !tbaa !14, !alias.scope !95, !noalias !96
  %67 = trunc i64 %66 to i32
  %68 = shl nuw nsw i32 %63, 1
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %69
  store i32 %67, ptr %70, align 4, !tbaa !6, !noalias !97
  %71 = lshr i64 %66, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = getelementptr i8, ptr %70, i64 4
  store i32 %72, ptr %73, align 4, !tbaa !6, !noalias !97
  %74 = add nuw nsw i32 %63, %14
  %75 = icmp samesign ult i32 %74, 1024
  br i1 %75, label %62, label %153, !llvm.loop !15

76:                                               ; preds = %35
  %77 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %48, i32 0)
  %78 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %77, i32 4096)
  %79 = icmp slt i32 %50, 0
  br i1 %79, label %153, label %80

80:                                               ; preds = %76
  %81 = add nuw i32 %78, %50
  %82 = zext i32 %81 to i64
  %83 = icmp slt i64 %9, %82
  br i1 %83, label %153, label %84

84:                                               ; preds = %80
  %85 = zext nneg i32 %50 to i64
  %86 = getelementptr inbounds nuw i16, ptr %1, i64 %85
  %87 = icmp sgt i32 %48, %23
  br i1 %87, label %88, label %153

88:                                               ; preds = %84, %88
  %89 = phi i32 [ %100, %88 ], [ %23, %84 ]
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds nuw i16, ptr %86, i64 %90
  %92 = load i16, ptr %91, align 2, !tbaa !19, !alias.scope !98, !noalias !99
  %93 = zext i16 %92 to i32
  %94 = lshr i32 %93, 5
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %95
  %97 = and i32 %93, 31
  %98 = shl nuw i32 1, %97
  %99 = atomicrmw or ptr %96, i32 %98 seq_cst, align 4, !noalias !97
  %100 = add nuw nsw i32 %89, %14
  %101 = icmp samesign ult i32 %100, %78
  br i1 %101, label %88, label %153, !llvm.loop !21

102:                                              ; preds = %35
  %103 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %48, i32 0)
  %104 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %103, i32 2048)
  %105 = icmp slt i32 %50, 0
  br i1 %105, label %153, label %106

106:                                              ; preds = %102
  %107 = shl nuw nsw i32 %104, 1
  %108 = add nuw i32 %107, %50
  %109 = zext i32 %108 to i64
  %110 = icmp slt i64 %9, %109
  br i1 %110, label %153, label %111

111:                                              ; preds = %106
  %112 = zext nneg i32 %50 to i64
  %113 = getelementptr inbounds nuw i16, ptr %1, i64 %112
  %114 = icmp sgt i32 %48, %23
  br i1 %114, label %115, label %153

115:                                              ; preds = %111, %133
  %116 = phi i32 [ %134, %133 ], [ %23, %111 ]
  %117 = shl nuw nsw i32 %116, 1
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds nuw i16, ptr %113, i64 %118
  %120 = load i16, ptr %119, align 2, !tbaa !19, !alias.scope !98, !noalias !99
  %121 = zext i16 %120 to i32
  %122 = getelementptr i8, ptr %119, i64 2
  %123 = load i16, ptr %122, align 2, !tbaa !19, !alias.scope !98, !noalias !99
  %124 = zext i16 %123 to i32
  %125 = add nuw nsw i32 %124, %121
  %126 = tail call noundef i32 @llvm.umin.i32(i32 %125, i32 range(i32 1, 0) 65535)
  %127 = lshr i32 %121, 5
  %128 = lshr i32 %126, 5
  %129 = icmp samesign ugt i32 %127, %128
  br i1 %129, label %133, label %130

130:                                              ; preds = %115
  %131 = and i32 %121, 31
  %132 = and i32 %126, 31
  br label %136

133:                                              ; preds = %136, %115
  %134 = add nuw nsw i32 %116, %14
  %135 = icmp samesign ult i32 %134, %104
  br i1 %135, label %115, label %153, !llvm.loop !22

136:                                              ; preds = %136, %130
  %137 = phi i32 [ %127, %130 ], [ %152, %136 ]
  %138 = icmp eq i32 %137, %127
  %139 = select i1 %138, i32 %131, i32 0
  %140 = icmp eq i32 %137, %128
  %141 = select i1 %140, i32 %132, i32 31
  %142 = sub nsw i32 %141, %139
  %143 = icmp eq i32 %142, 31
  %144 = add nsw i32 %142, 1
  %145 = shl nsw i32 -1, %144
  %146 = xor i32 %145, -1
  %147 = shl i32 %146, %139
  %148 = select i1 %143, i32 -1, i32 %147
  %149 = zext nneg i32 %137 to i64
  %150 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %149
  %151 = atomicrmw or ptr %150, i32 %148 seq_cst, align 4, !noalias !97
  %152 = add nuw nsw i32 %137, 1
  br i1 %140, label %133, label %136, !llvm.loop !23

153:                                              ; preds = %88, %62, %133, %111, %106, %102, %84, %80, %76, %56, %54
  %154 = srem i32 %40, %13
  %155 = add nsw i32 %154, %13
  %156 = srem i32 %155, %13
  tail call void @llvm.experimental.noalias.scope.decl(metadata !100)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !103)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !105)
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds %struct.Container, ptr %0, i64 %157
  %159 = load i32, ptr %158, align 4, !tbaa !6, !alias.scope !107, !noalias !108
  %160 = getelementptr inbounds nuw i8, ptr %158, i64 4
  %161 = load i32, ptr %160, align 4, !tbaa !6, !alias.scope !107, !noalias !108
  %162 = getelementptr inbounds nuw i8, ptr %158, i64 8
  %163 = load i32, ptr %162, align 4, !tbaa !6, !alias.scope !107, !noalias !108
  %164 = srem i32 %159, 3
  %165 = add nsw i32 %164, 3
  %166 = urem i32 %165, 3
  switch i32 %166, label %215 [
    i32 1, label %167
    i32 0, label %189
  ]

167:                                              ; preds = %153
  %168 = icmp slt i32 %163, 0
  br i1 %168, label %266, label %169

169:                                              ; preds = %167
  %170 = zext nneg i32 %163 to i64
  %171 = add nuw nsw i64 %170, 1024
  %172 = icmp sgt i64 %171, %11
  br i1 %172, label %266, label %173

173:                                              ; preds = %169
  %174 = getelementptr inbounds nuw i64, ptr %2, i64 %170
  br label %175

175:                                              ; preds = %175, %173
  %176 = phi i32 [ %23, %173 ], [ %187, %175 ]
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw i64, ptr %174, i64 %177
  %179 = load i64, ptr %178, align 8, !tbaa !14, !alias.scope !109, !noalias !110
  %180 = trunc i64 %179 to i32
  %181 = shl nuw nsw i32 %176, 1
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %182
  store i32 %180, ptr %183, align 4, !tbaa !6, !noalias !111
  %184 = lshr i64 %179, 32
  %185 = trunc nuw i64 %184 to i32
  %186 = getelementptr i8, ptr %183, i64 4
  store i32 %185, ptr %186, align 4, !tbaa !6, !noalias !111
  %187 = add nuw nsw i32 %176, %14
  %188 = icmp samesign ult i32 %187, 1024
  br i1 %188, label %175, label %266, !llvm.loop !15

189:                                              ; preds = %153
  %190 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %161, i32 0)
  %191 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %190, i32 4096)
  %192 = icmp slt i32 %163, 0
  br i1 %192, label %266, label %193

193:                                              ; preds = %189
  %194 = add nuw i32 %191, %163
  %195 = zext i32 %194 to i64
  %196 = icmp slt i64 %9, %195
  br i1 %196, label %266, label %197

197:                                              ; preds = %193
  %198 = zext nneg i32 %163 to i64
  %199 = getelementptr inbounds nuw i16, ptr %1, i64 %198
  %200 = icmp sgt i32 %161, %23
  br i1 %200, label %201, label %266

201:                                              ; preds = %197, %201
  %202 = phi i32 [ %213, %201 ], [ %23, %197 ]
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr inbounds nuw i16, ptr %199, i64 %203
  %205 = load i16, ptr %204, align 2, !tbaa !19, !alias.scope !112, !noalias !113
  %206 = zext i16 %205 to i32
  %207 = lshr i32 %206, 5
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %208
  %210 = and i32 %206, 31
  %211 = shl nuw i32 1, %210
  %212 = atomicrmw or ptr %209, i32 %211 seq_cst, align 4, !noalias !111
  %213 = add nuw nsw i32 %202, %14
  %214 = icmp samesign ult i32 %213, %191
  br i1 %214, label %201, label %266, !llvm.loop !21

215:                                              ; preds = %153
  %216 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %161, i32 0)
  %217 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %216, i32 2048)
  %218 = icmp slt i32 %163, 0
  br i1 %218, label %266, label %219

219:                                              ; preds = %215
  %220 = shl nuw nsw i32 %217, 1
  %221 = add nuw i32 %220, %163
  %222 = zext i32 %221 to i64
  %223 = icmp slt i64 %9, %222
  br i1 %223, label %266, label %224

224:                                              ; preds = %219
  %225 = zext nneg i32 %163 to i64
  %226 = getelementptr inbounds nuw i16, ptr %1, i64 %225
  %227 = icmp sgt i32 %161, %23
  br i1 %227, label %228, label %266

228:                                              ; preds = %224, %246
  %229 = phi i32 [ %247, %246 ], [ %23, %224 ]
  %230 = shl nuw nsw i32 %229, 1
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds nuw i16, ptr %226, i64 %231
  %233 = load i16, ptr %232, align 2, !tbaa !19, !alias.scope !112, !noalias !113
  %234 = zext i16 %233 to i32
  %235 = getelementptr i8, ptr %232, i64 2
  %236 = load i16, ptr %235, align 2, !tbaa !19, !alias.scope !112, !noalias !113
  %237 = zext i16 %236 to i32
  %238 = add nuw nsw i32 %237, %234
  %239 = tail call noundef i32 @llvm.umin.i32(i32 %238, i32 range(i32 1, 0) 65535)
  %240 = lshr i32 %234, 5
  %241 = lshr i32 %239, 5
  %242 = icmp samesign ugt i32 %240, %241
  br i1 %242, label %246, label %243

243:                                              ; preds = %228
  %244 = and i32 %234, 31
  %245 = and i32 %239, 31
  br label %249

246:                                              ; preds = %249, %228
  %247 = add nuw nsw i32 %229, %14
  %248 = icmp samesign ult i32 %247, %217
  br i1 %248, label %228, label %266, !llvm.loop !22

249:                                              ; preds = %249, %243
  %250 = phi i32 [ %240, %243 ], [ %265, %249 ]
  %251 = icmp eq i32 %250, %240
  %252 = select i1 %251, i32 %244, i32 0
  %253 = icmp eq i32 %250, %241
  %254 = select i1 %253, i32 %245, i32 31
  %255 = sub nsw i32 %254, %252
  %256 = icmp eq i32 %255, 31
  %257 = add nsw i32 %255, 1
  %258 = shl nsw i32 -1, %257
  %259 = xor i32 %258, -1
  %260 = shl i32 %259, %252
  %261 = select i1 %256, i32 -1, i32 %260
  %262 = zext nneg i32 %250 to i64
  %263 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %262
  %264 = atomicrmw or ptr %263, i32 %261 seq_cst, align 4, !noalias !111
  %265 = add nuw nsw i32 %250, 1
  br i1 %253, label %246, label %249, !llvm.loop !23

266:                                              ; preds = %201, %175, %246, %224, %219, %215, %197, %193, %189, %169, %167
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !84
  %267 = shl nsw i64 %36, 13
  %268 = getelementptr i8, ptr %7, i64 %267
  br label %289

269:                                              ; preds = %269, %33
  %270 = phi i32 [ %23, %33 ], [ %274, %269 ]
  %271 = zext nneg i32 %270 to i64
  %272 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %271
  store i32 0, ptr %272, align 4, !tbaa !6, !noalias !84
  %273 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %271
  store i32 0, ptr %273, align 4, !tbaa !6, !noalias !84
  %274 = add nuw nsw i32 %270, %14
  %275 = icmp samesign ult i32 %274, 2048
  br i1 %275, label %269, label %35, !llvm.loop !114

276:                                              ; preds = %319
  %277 = add nsw i32 %328, %327
  store i32 %277, ptr %29, align 4, !tbaa !6, !noalias !84
  br label %278

278:                                              ; preds = %319, %276
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !84
  br label %279

279:                                              ; preds = %279, %278
  %280 = phi i32 [ 0, %278 ], [ %286, %279 ]
  %281 = phi i32 [ 0, %278 ], [ %285, %279 ]
  %282 = zext nneg i32 %280 to i64
  %283 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %282
  %284 = load i32, ptr %283, align 4, !tbaa !6, !noalias !84
  %285 = add nsw i32 %284, %281
  %286 = add nuw nsw i32 %280, 1
  %287 = icmp eq i32 %286, %30
  br i1 %287, label %288, label %279, !llvm.loop !67

288:                                              ; preds = %279
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !84
  br i1 %31, label %329, label %331

289:                                              ; preds = %316, %266
  %290 = phi i32 [ 0, %266 ], [ %312, %316 ]
  %291 = phi i32 [ %23, %266 ], [ %317, %316 ]
  %292 = shl nuw nsw i32 %291, 1
  %293 = zext nneg i32 %292 to i64
  %294 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %293
  %295 = load i32, ptr %294, align 4, !tbaa !6, !noalias !84
  %296 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %293
  %297 = load i32, ptr %296, align 4, !tbaa !6, !noalias !84
  %298 = or i32 %297, %295
  %299 = or disjoint i32 %292, 1
  %300 = zext nneg i32 %299 to i64
  %301 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %300
  %302 = load i32, ptr %301, align 4, !tbaa !6, !noalias !84
  %303 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %300
  %304 = load i32, ptr %303, align 4, !tbaa !6, !noalias !84
  %305 = or i32 %304, %302
  %306 = zext i32 %305 to i64
  %307 = shl nuw i64 %306, 32
  %308 = zext i32 %298 to i64
  %309 = or disjoint i64 %307, %308
  %310 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %309)
  %311 = trunc nuw nsw i64 %310 to i32
  %312 = add nuw nsw i32 %290, %311
  br i1 %24, label %316, label %313

313:                                              ; preds = %289
  %314 = zext nneg i32 %291 to i64
  %315 = getelementptr i64, ptr %268, i64 %314
  store i64 %309, ptr %315, align 8, !tbaa !14, !alias.scope !82, !noalias !115
  br label %316

316:                                              ; preds = %313, %289
  %317 = add nuw nsw i32 %291, %14
  %318 = icmp samesign ult i32 %317, 1024
  br i1 %318, label %289, label %319, !llvm.loop !116

319:                                              ; preds = %316
  %320 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %312, i32 16, i32 31)
  %321 = add nsw i32 %320, %312
  %322 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %321, i32 8, i32 31)
  %323 = add nsw i32 %322, %321
  %324 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %323, i32 4, i32 31)
  %325 = add nsw i32 %324, %323
  %326 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %325, i32 2, i32 31)
  %327 = add nsw i32 %326, %325
  %328 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %327, i32 1, i32 31)
  br i1 %26, label %276, label %278

329:                                              ; preds = %288
  %330 = getelementptr inbounds i32, ptr %6, i64 %36
  store i32 %285, ptr %330, align 4, !tbaa !6, !alias.scope !80, !noalias !117
  br label %331

331:                                              ; preds = %329, %288
  %332 = add i32 %34, %32
  %333 = icmp slt i32 %332, %5
  br i1 %333, label %33, label %334, !llvm.loop !118

334:                                              ; preds = %331, %8, %19
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @roaring_array_intersect(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noundef readonly byval(%struct.Pools) align 8 captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %8
  %14 = lshr i32 %13, 5
  %15 = icmp sge i32 %14, %4
  %16 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %17 = load i32, ptr %16, align 8
  %18 = icmp slt i32 %17, 1
  %19 = select i1 %15, i1 true, i1 %18
  br i1 %19, label %134, label %20

20:                                               ; preds = %7
  %21 = zext nneg i32 %14 to i64
  %22 = getelementptr inbounds nuw %struct.int2, ptr %3, i64 %21
  %23 = load i32, ptr %22, align 8, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %22, i64 4
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = srem i32 %23, %17
  %27 = add nsw i32 %26, %17
  %28 = srem i32 %27, %17
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.Container, ptr %0, i64 %29
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = srem i32 %25, %17
  %34 = add nsw i32 %33, %17
  %35 = srem i32 %34, %17
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds %struct.Container, ptr %0, i64 %36
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %39, i32 0)
  %43 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %42, i32 4096)
  %44 = icmp slt i32 %32, 0
  br i1 %44, label %54, label %45

45:                                               ; preds = %20
  %46 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %47, i32 0)
  %49 = tail call noundef range(i32 0, 4097) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %48, i32 4096)
  %50 = add nuw i32 %49, %32
  %51 = zext i32 %50 to i64
  %52 = load i64, ptr %2, align 8, !tbaa !18
  %53 = icmp slt i64 %52, %51
  br i1 %53, label %54, label %55

54:                                               ; preds = %45, %20
  br label %55

55:                                               ; preds = %54, %45
  %56 = phi i32 [ 0, %54 ], [ %49, %45 ]
  %57 = icmp slt i32 %41, 0
  br i1 %57, label %63, label %58

58:                                               ; preds = %55
  %59 = add nuw i32 %43, %41
  %60 = zext i32 %59 to i64
  %61 = load i64, ptr %2, align 8, !tbaa !18
  %62 = icmp slt i64 %61, %60
  br i1 %62, label %63, label %64

63:                                               ; preds = %58, %55
  br label %64

64:                                               ; preds = %63, %58
  %65 = phi i32 [ 0, %63 ], [ %43, %58 ]
  %66 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %32, i32 0)
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i16, ptr %1, i64 %67
  %69 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %41, i32 0)
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i16, ptr %1, i64 %70
  %72 = icmp eq i32 %56, 0
  br i1 %72, label %79, label %73

73:                                               ; preds = %64
  %74 = icmp eq i32 %65, 0
  %75 = shl nsw i32 -1, %9
  %76 = xor i32 %75, -1
  %77 = shl nuw nsw i64 %21, 13
  %78 = getelementptr inbounds nuw i8, ptr %5, i64 %77
  br label %82

79:                                               ; preds = %127, %64
  %80 = phi i32 [ 0, %64 ], [ %129, %127 ]
  %81 = icmp eq i32 %9, 0
  br i1 %81, label %132, label %134

82:                                               ; preds = %73, %127
  %83 = phi i32 [ 0, %73 ], [ %130, %127 ]
  %84 = phi i32 [ 0, %73 ], [ %129, %127 ]
  %85 = or disjoint i32 %83, %9
  %86 = icmp samesign ult i32 %85, %56
  br i1 %86, label %87, label %116

87:                                               ; preds = %82
  %88 = zext nneg i32 %85 to i64
  %89 = getelementptr inbounds nuw i16, ptr %68, i64 %88
  %90 = load i16, ptr %89, align 2, !tbaa !19
  br i1 %74, label %91, label %94

91:                                               ; preds = %94, %87
  %92 = phi i32 [ 0, %87 ], [ %105, %94 ]
  %93 = icmp slt i32 %92, %65
  br i1 %93, label %111, label %116

94:                                               ; preds = %87, %94
  %95 = phi i32 [ %107, %94 ], [ 0, %87 ]
  %96 = phi i32 [ %106, %94 ], [ %65, %87 ]
  %97 = phi i32 [ %105, %94 ], [ 0, %87 ]
  %98 = add nsw i32 %96, %97
  %99 = ashr i32 %98, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i16, ptr %71, i64 %100
  %102 = load i16, ptr %101, align 2, !tbaa !19
  %103 = icmp ult i16 %102, %90
  %104 = add nsw i32 %99, 1
  %105 = select i1 %103, i32 %104, i32 %97
  %106 = select i1 %103, i32 %96, i32 %99
  %107 = add nuw nsw i32 %95, 1
  %108 = icmp samesign ult i32 %95, 12
  %109 = icmp slt i32 %105, %106
  %110 = select i1 %108, i1 %109, i1 false
  br i1 %110, label %94, label %91, !llvm.loop !119

111:                                              ; preds = %91
  %112 = sext i32 %92 to i64
  %113 = getelementptr inbounds i16, ptr %71, i64 %112
  %114 = load i16, ptr %113, align 2, !tbaa !19
  %115 = icmp eq i16 %114, %90
  br label %116

116:                                              ; preds = %91, %111, %82
  %117 = phi i1 [ false, %82 ], [ false, %91 ], [ %115, %111 ]
  %118 = phi i16 [ 0, %82 ], [ %90, %91 ], [ %90, %111 ]
  %119 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %117)
  br i1 %117, label %120, label %127

120:                                              ; preds = %116
  %121 = zext nneg i32 %84 to i64
  %122 = and i32 %119, %76
  %123 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %122)
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw i16, ptr %78, i64 %121
  %126 = getelementptr inbounds nuw i16, ptr %125, i64 %124
  store i16 %118, ptr %126, align 2, !tbaa !19
  br label %127

127:                                              ; preds = %120, %116
  %128 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %119)
  %129 = add nuw nsw i32 %128, %84
  %130 = add nuw nsw i32 %83, 32
  %131 = icmp samesign ult i32 %130, %56
  br i1 %131, label %82, label %79, !llvm.loop !120

132:                                              ; preds = %79
  %133 = getelementptr inbounds nuw i32, ptr %6, i64 %21
  store i32 %80, ptr %133, align 4, !tbaa !6
  br label %134

134:                                              ; preds = %79, %132, %7
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @wah_and_count(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #3 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sge i32 %12, %4
  %14 = icmp slt i32 %5, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i64 %1, 1
  %17 = or i1 %16, %15
  br i1 %17, label %153, label %18

18:                                               ; preds = %7
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds %struct.int2, ptr %3, i64 %19
  %21 = load i32, ptr %20, align 8, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = srem i32 %21, %5
  %25 = add nsw i32 %24, %5
  %26 = srem i32 %25, %5
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.int2, ptr %2, i64 %27
  %29 = load i32, ptr %28, align 8, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = srem i32 %23, %5
  %33 = add nsw i32 %32, %5
  %34 = srem i32 %33, %5
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.int2, ptr %2, i64 %35
  %37 = load i32, ptr %36, align 8, !tbaa !6
  %38 = getelementptr inbounds nuw i8, ptr %36, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = tail call i32 @llvm.smax.i32(i32 %29, i32 0)
  %41 = zext nneg i32 %40 to i64
  %42 = tail call noundef range(i64 -2147483648, 4294967295) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 4294967295) %41, i64 range(i64 1, -9223372036854775808) %1)
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %31, i32 0)
  %45 = zext nneg i32 %44 to i64
  %46 = add nuw nsw i64 %42, %45
  %47 = tail call noundef range(i64 -2147483648, 4294967295) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 4294967295) %46, i64 range(i64 1, -9223372036854775808) %1)
  %48 = trunc nuw i64 %47 to i32
  %49 = tail call i32 @llvm.smax.i32(i32 %37, i32 0)
  %50 = zext nneg i32 %49 to i64
  %51 = tail call noundef range(i64 -2147483648, 4294967295) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 4294967295) %50, i64 range(i64 1, -9223372036854775808) %1)
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %39, i32 0)
  %54 = zext nneg i32 %53 to i64
  %55 = add nuw nsw i64 %51, %54
  %56 = tail call noundef range(i64 -2147483648, 4294967295) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 4294967295) %55, i64 range(i64 1, -9223372036854775808) %1)
  %57 = trunc nuw i64 %56 to i32
  %58 = add i32 %48, 2
  %59 = add nuw i32 %43, %52
  %60 = sub i32 %58, %59
  %61 = add i32 %60, %57
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %150

63:                                               ; preds = %18, %143
  %64 = phi i64 [ %145, %143 ], [ 0, %18 ]
  %65 = phi i32 [ %148, %143 ], [ 0, %18 ]
  %66 = phi i32 [ %128, %143 ], [ %52, %18 ]
  %67 = phi i1 [ %81, %143 ], [ false, %18 ]
  %68 = phi i32 [ %147, %143 ], [ 0, %18 ]
  %69 = phi i32 [ %126, %143 ], [ 0, %18 ]
  %70 = phi i1 [ %125, %143 ], [ false, %18 ]
  %71 = phi i32 [ %80, %143 ], [ 0, %18 ]
  %72 = phi i32 [ %79, %143 ], [ %43, %18 ]
  %73 = phi i32 [ %146, %143 ], [ 0, %18 ]
  %74 = icmp eq i32 %73, 0
  %75 = icmp slt i32 %72, %48
  %76 = select i1 %74, i1 %75, i1 false
  br i1 %76, label %86, label %77

77:                                               ; preds = %99, %63
  %78 = phi i32 [ %73, %63 ], [ %100, %99 ]
  %79 = phi i32 [ %72, %63 ], [ %88, %99 ]
  %80 = phi i32 [ %71, %63 ], [ %101, %99 ]
  %81 = phi i1 [ %67, %63 ], [ %92, %99 ]
  %82 = phi i1 [ %74, %63 ], [ %102, %99 ]
  %83 = icmp eq i32 %68, 0
  %84 = icmp slt i32 %66, %57
  %85 = select i1 %83, i1 %84, i1 false
  br i1 %85, label %105, label %124

86:                                               ; preds = %63, %99
  %87 = phi i32 [ %88, %99 ], [ %72, %63 ]
  %88 = add nuw nsw i32 %87, 1
  %89 = zext nneg i32 %87 to i64
  %90 = getelementptr inbounds nuw i32, ptr %0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6, !alias.scope !121
  %92 = icmp slt i32 %91, 0
  br i1 %92, label %93, label %99

93:                                               ; preds = %86
  %94 = and i32 %91, 1073741823
  %95 = tail call noundef i32 @llvm.umin.i32(i32 %94, i32 range(i32 1, 0) 1048576)
  %96 = and i32 %91, 1073741824
  %97 = icmp eq i32 %96, 0
  %98 = select i1 %97, i32 0, i32 2147483647
  br label %99

99:                                               ; preds = %86, %93
  %100 = phi i32 [ %95, %93 ], [ 1, %86 ]
  %101 = phi i32 [ %98, %93 ], [ %91, %86 ]
  %102 = icmp eq i32 %100, 0
  %103 = icmp slt i32 %88, %48
  %104 = select i1 %102, i1 %103, i1 false
  br i1 %104, label %86, label %77, !llvm.loop !124

105:                                              ; preds = %77, %118
  %106 = phi i32 [ %107, %118 ], [ %66, %77 ]
  %107 = add nuw nsw i32 %106, 1
  %108 = zext nneg i32 %106 to i64
  %109 = getelementptr inbounds nuw i32, ptr %0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !6, !alias.scope !125
  %111 = icmp slt i32 %110, 0
  br i1 %111, label %112, label %118

112:                                              ; preds = %105
  %113 = and i32 %110, 1073741823
  %114 = tail call noundef i32 @llvm.umin.i32(i32 %113, i32 range(i32 1, 0) 1048576)
  %115 = and i32 %110, 1073741824
  %116 = icmp eq i32 %115, 0
  %117 = select i1 %116, i32 0, i32 2147483647
  br label %118

118:                                              ; preds = %105, %112
  %119 = phi i32 [ %117, %112 ], [ %110, %105 ]
  %120 = phi i32 [ %114, %112 ], [ 1, %105 ]
  %121 = icmp eq i32 %120, 0
  %122 = icmp slt i32 %107, %57
  %123 = select i1 %121, i1 %122, i1 false
  br i1 %123, label %105, label %124, !llvm.loop !124

124:                                              ; preds = %118, %77
  %125 = phi i1 [ %70, %77 ], [ %111, %118 ]
  %126 = phi i32 [ %69, %77 ], [ %119, %118 ]
  %127 = phi i32 [ %68, %77 ], [ %120, %118 ]
  %128 = phi i32 [ %66, %77 ], [ %107, %118 ]
  %129 = phi i1 [ %83, %77 ], [ %121, %118 ]
  %130 = or i1 %82, %129
  br i1 %130, label %150, label %131

131:                                              ; preds = %124
  %132 = tail call noundef i32 @llvm.umin.i32(i32 %78, i32 range(i32 1, 0) %127)
  %133 = and i32 %126, %80
  %134 = select i1 %81, i1 %125, i1 false
  br i1 %134, label %135, label %140

135:                                              ; preds = %131
  %136 = zext i32 %132 to i64
  %137 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %133)
  %138 = zext nneg i32 %137 to i64
  %139 = mul nuw nsw i64 %136, %138
  br label %143

140:                                              ; preds = %131
  %141 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %133)
  %142 = zext nneg i32 %141 to i64
  br label %143

143:                                              ; preds = %140, %135
  %144 = phi i64 [ %139, %135 ], [ %142, %140 ]
  %145 = add nsw i64 %144, %64
  %146 = sub i32 %78, %132
  %147 = sub i32 %127, %132
  %148 = add nuw nsw i32 %65, 1
  %149 = icmp eq i32 %148, %61
  br i1 %149, label %150, label %63, !llvm.loop !128

150:                                              ; preds = %143, %124, %18
  %151 = phi i64 [ 0, %18 ], [ %145, %143 ], [ %64, %124 ]
  %152 = getelementptr inbounds i64, ptr %6, i64 %19
  store i64 %151, ptr %152, align 8, !tbaa !14
  br label %153

153:                                              ; preds = %7, %150
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!11 = !{!12, !13, i64 8}
!12 = !{!"_ZTS5Pools", !13, i64 0, !13, i64 8, !7, i64 16, !7, i64 20}
!13 = !{!"long long", !8, i64 0}
!14 = !{!13, !13, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!12, !13, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !8, i64 0}
!21 = distinct !{!21, !16, !17}
!22 = distinct !{!22, !16, !17}
!23 = distinct !{!23, !16, !17}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 0"}
!26 = distinct !{!26, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy"}
!27 = !{!28}
!28 = distinct !{!28, !26, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 1"}
!29 = !{!30}
!30 = distinct !{!30, !26, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 2"}
!31 = !{!32}
!32 = distinct !{!32, !26, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 3"}
!33 = !{!34}
!34 = distinct !{!34, !26, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 4"}
!35 = !{!25, !28, !30, !32, !34, !36}
!36 = distinct !{!36, !26, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 5"}
!37 = !{!25, !28, !30, !34, !36}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 0"}
!40 = distinct !{!40, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj"}
!41 = !{!42}
!42 = distinct !{!42, !40, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 1"}
!43 = !{!44}
!44 = distinct !{!44, !40, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 2"}
!45 = !{!39, !25}
!46 = !{!42, !44, !28, !30, !32, !34, !36}
!47 = !{!44, !30}
!48 = !{!39, !42, !25, !28, !32, !34, !36}
!49 = !{!39, !42, !44, !25, !28, !30, !32, !34, !36}
!50 = !{!42, !28}
!51 = !{!39, !44, !25, !30, !32, !34, !36}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 0"}
!54 = distinct !{!54, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj"}
!55 = !{!56}
!56 = distinct !{!56, !54, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 1"}
!57 = !{!58}
!58 = distinct !{!58, !54, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 2"}
!59 = !{!53, !25}
!60 = !{!56, !58, !28, !30, !32, !34, !36}
!61 = !{!58, !30}
!62 = !{!53, !56, !25, !28, !32, !34, !36}
!63 = !{!53, !56, !58, !25, !28, !30, !32, !34, !36}
!64 = !{!56, !28}
!65 = !{!53, !58, !25, !30, !32, !34, !36}
!66 = distinct !{!66, !16, !17}
!67 = distinct !{!67, !16, !17}
!68 = distinct !{!68, !16, !17}
!69 = !{!25, !28, !30, !32, !36}
!70 = distinct !{!70, !16, !17}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 0"}
!73 = distinct !{!73, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy"}
!74 = !{!75}
!75 = distinct !{!75, !73, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 1"}
!76 = !{!77}
!77 = distinct !{!77, !73, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 2"}
!78 = !{!79}
!79 = distinct !{!79, !73, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 3"}
!80 = !{!81}
!81 = distinct !{!81, !73, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 4"}
!82 = !{!83}
!83 = distinct !{!83, !73, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 5"}
!84 = !{!72, !75, !77, !79, !81, !83}
!85 = !{!72, !75, !77, !81, !83}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 0"}
!88 = distinct !{!88, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj"}
!89 = !{!90}
!90 = distinct !{!90, !88, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 1"}
!91 = !{!92}
!92 = distinct !{!92, !88, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 2"}
!93 = !{!87, !72}
!94 = !{!90, !92, !75, !77, !79, !81, !83}
!95 = !{!92, !77}
!96 = !{!87, !90, !72, !75, !79, !81, !83}
!97 = !{!87, !90, !92, !72, !75, !77, !79, !81, !83}
!98 = !{!90, !75}
!99 = !{!87, !92, !72, !77, !79, !81, !83}
!100 = !{!101}
!101 = distinct !{!101, !102, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 0"}
!102 = distinct !{!102, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj"}
!103 = !{!104}
!104 = distinct !{!104, !102, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 1"}
!105 = !{!106}
!106 = distinct !{!106, !102, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 2"}
!107 = !{!101, !72}
!108 = !{!104, !106, !75, !77, !79, !81, !83}
!109 = !{!106, !77}
!110 = !{!101, !104, !72, !75, !79, !81, !83}
!111 = !{!101, !104, !106, !72, !75, !77, !79, !81, !83}
!112 = !{!104, !75}
!113 = !{!101, !106, !72, !77, !79, !81, !83}
!114 = distinct !{!114, !16, !17}
!115 = !{!72, !75, !77, !79, !81}
!116 = distinct !{!116, !16, !17}
!117 = !{!72, !75, !77, !79, !83}
!118 = distinct !{!118, !16, !17}
!119 = distinct !{!119, !16, !17}
!120 = distinct !{!120, !16, !17}
!121 = !{!122}
!122 = distinct !{!122, !123, !"_Z8wah_nextPKjR9WahCursor: argument 0"}
!123 = distinct !{!123, !"_Z8wah_nextPKjR9WahCursor"}
!124 = distinct !{!124, !16, !17}
!125 = !{!126}
!126 = distinct !{!126, !127, !"_Z8wah_nextPKjR9WahCursor: argument 0"}
!127 = distinct !{!127, !"_Z8wah_nextPKjR9WahCursor"}
!128 = distinct !{!128, !16, !17}
