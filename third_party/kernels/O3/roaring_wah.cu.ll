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
  %14 = freeze i32 %9
  %15 = srem i32 %14, 3
  %16 = add nsw i32 %15, 3
  %17 = icmp slt i32 %15, 0
  %18 = select i1 %17, i32 %16, i32 %15
  switch i32 %18, label %75 [
    i32 1, label %19
    i32 0, label %45
  ]

19:                                               ; preds = %6
  %20 = icmp slt i32 %13, 0
  br i1 %20, label %192, label %21

21:                                               ; preds = %19
  %22 = zext nneg i32 %13 to i64
  %23 = add nuw nsw i64 %22, 1024
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %25 = load i64, ptr %24, align 8, !tbaa !11
  %26 = icmp sgt i64 %23, %25
  br i1 %26, label %192, label %27

27:                                               ; preds = %21
  %28 = getelementptr inbounds nuw i64, ptr %2, i64 %22
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %31

31:                                               ; preds = %27, %31
  %32 = phi i32 [ %29, %27 ], [ %43, %31 ]
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i64, ptr %28, i64 %33
  %35 = load i64, ptr %34, align 8, !tbaa !14
  %36 = trunc i64 %35 to i32
  %37 = shl nuw nsw i32 %32, 1
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr %5, i64 %38
  store i32 %36, ptr %39, align 4, !tbaa !6
  %40 = lshr i64 %35, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = getelementptr i8, ptr %39, i64 4
  store i32 %41, ptr %42, align 4, !tbaa !6
  %43 = add nuw nsw i32 %32, %30
  %44 = icmp samesign ult i32 %43, 1024
  br i1 %44, label %31, label %192, !llvm.loop !15

45:                                               ; preds = %6
  %46 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %11, i32 0)
  %47 = tail call i32 @llvm.umin.i32(i32 %46, i32 4096)
  %48 = icmp slt i32 %13, 0
  br i1 %48, label %192, label %49

49:                                               ; preds = %45
  %50 = add nuw i32 %47, %13
  %51 = zext i32 %50 to i64
  %52 = load i64, ptr %3, align 8, !tbaa !17
  %53 = icmp slt i64 %52, %51
  br i1 %53, label %192, label %54

54:                                               ; preds = %49
  %55 = zext nneg i32 %13 to i64
  %56 = getelementptr inbounds nuw i16, ptr %1, i64 %55
  %57 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %58 = icmp sgt i32 %11, %57
  br i1 %58, label %59, label %192

59:                                               ; preds = %54
  %60 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %61

61:                                               ; preds = %59, %61
  %62 = phi i32 [ %57, %59 ], [ %73, %61 ]
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i16, ptr %56, i64 %63
  %65 = load i16, ptr %64, align 2, !tbaa !18
  %66 = zext i16 %65 to i32
  %67 = lshr i32 %66, 5
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw i32, ptr %5, i64 %68
  %70 = and i32 %66, 31
  %71 = shl nuw i32 1, %70
  %72 = atomicrmw or ptr %69, i32 %71 seq_cst, align 4
  %73 = add nuw nsw i32 %62, %60
  %74 = icmp samesign ult i32 %73, %47
  br i1 %74, label %61, label %192, !llvm.loop !20

75:                                               ; preds = %6
  %76 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %11, i32 0)
  %77 = tail call i32 @llvm.umin.i32(i32 %76, i32 2048)
  %78 = icmp slt i32 %13, 0
  br i1 %78, label %192, label %79

79:                                               ; preds = %75
  %80 = shl nuw nsw i32 %77, 1
  %81 = add nuw i32 %80, %13
  %82 = zext i32 %81 to i64
  %83 = load i64, ptr %3, align 8, !tbaa !17
  %84 = icmp slt i64 %83, %82
  br i1 %84, label %192, label %85

85:                                               ; preds = %79
  %86 = zext nneg i32 %13 to i64
  %87 = getelementptr inbounds nuw i16, ptr %1, i64 %86
  %88 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %89 = icmp sgt i32 %11, %88
  br i1 %89, label %90, label %192

90:                                               ; preds = %85
  %91 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %92

92:                                               ; preds = %90, %146
  %93 = phi i32 [ %88, %90 ], [ %147, %146 ]
  %94 = shl nuw nsw i32 %93, 1
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i16, ptr %87, i64 %95
  %97 = load i16, ptr %96, align 2, !tbaa !18
  %98 = zext i16 %97 to i32
  %99 = getelementptr i8, ptr %96, i64 2
  %100 = load i16, ptr %99, align 2, !tbaa !18
  %101 = zext i16 %100 to i32
  %102 = add nuw nsw i32 %101, %98
  %103 = tail call noundef i32 @llvm.umin.i32(i32 %102, i32 range(i32 1, 0) 65535)
  %104 = lshr i32 %98, 5
  %105 = lshr i32 %103, 5
  %106 = icmp samesign ugt i32 %104, %105
  br i1 %106, label %146, label %107

107:                                              ; preds = %92
  %108 = and i32 %98, 31
  %109 = and i32 %103, 31
  %110 = icmp eq i32 %104, %105
  %111 = select i1 %110, i32 %109, i32 31
  %112 = sub nsw i32 %111, %108
  %113 = icmp eq i32 %112, 31
  %114 = add nsw i32 %112, 1
  %115 = shl nsw i32 -1, %114
  %116 = xor i32 %115, -1
  %117 = shl i32 %116, %108
  %118 = select i1 %113, i32 -1, i32 %117
  %119 = zext nneg i32 %104 to i64
  %120 = getelementptr inbounds nuw i32, ptr %5, i64 %119
  %121 = atomicrmw or ptr %120, i32 %118 seq_cst, align 4
  %122 = icmp eq i32 %104, %105
  br i1 %122, label %146, label %123

123:                                              ; preds = %107
  %124 = sub nsw i32 %105, %104
  %125 = and i32 %124, 3
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %142, label %127

127:                                              ; preds = %123, %127
  %128 = phi i32 [ %130, %127 ], [ %104, %123 ]
  %129 = phi i32 [ %140, %127 ], [ 0, %123 ]
  %130 = add nuw nsw i32 %128, 1
  %131 = icmp eq i32 %130, %105
  %132 = select i1 %131, i32 %109, i32 31
  %133 = icmp eq i32 %132, 31
  %134 = shl nsw i32 -2, %132
  %135 = xor i32 %134, -1
  %136 = select i1 %133, i32 -1, i32 %135
  %137 = zext nneg i32 %130 to i64
  %138 = getelementptr inbounds nuw i32, ptr %5, i64 %137
  %139 = atomicrmw or ptr %138, i32 %136 seq_cst, align 4
  %140 = add i32 %129, 1
  %141 = icmp eq i32 %140, %125
  br i1 %141, label %142, label %127, !llvm.loop !21

142:                                              ; preds = %127, %123
  %143 = phi i32 [ %104, %123 ], [ %130, %127 ]
  %144 = sub nsw i32 %104, %105
  %145 = icmp ugt i32 %144, -4
  br i1 %145, label %146, label %149

146:                                              ; preds = %142, %149, %107, %92
  %147 = add nuw nsw i32 %93, %91
  %148 = icmp samesign ult i32 %147, %77
  br i1 %148, label %92, label %192, !llvm.loop !23

149:                                              ; preds = %142, %149
  %150 = phi i32 [ %181, %149 ], [ %143, %142 ]
  %151 = add nuw nsw i32 %150, 1
  %152 = icmp eq i32 %151, %105
  %153 = select i1 %152, i32 %109, i32 31
  %154 = icmp eq i32 %153, 31
  %155 = shl nsw i32 -2, %153
  %156 = xor i32 %155, -1
  %157 = select i1 %154, i32 -1, i32 %156
  %158 = zext nneg i32 %151 to i64
  %159 = getelementptr inbounds nuw i32, ptr %5, i64 %158
  %160 = atomicrmw or ptr %159, i32 %157 seq_cst, align 4
  %161 = add nuw nsw i32 %150, 2
  %162 = icmp eq i32 %161, %105
  %163 = select i1 %162, i32 %109, i32 31
  %164 = icmp eq i32 %163, 31
  %165 = shl nsw i32 -2, %163
  %166 = xor i32 %165, -1
  %167 = select i1 %164, i32 -1, i32 %166
  %168 = zext nneg i32 %161 to i64
  %169 = getelementptr inbounds nuw i32, ptr %5, i64 %168
  %170 = atomicrmw or ptr %169, i32 %167 seq_cst, align 4
  %171 = add nuw nsw i32 %150, 3
  %172 = icmp eq i32 %171, %105
  %173 = select i1 %172, i32 %109, i32 31
  %174 = icmp eq i32 %173, 31
  %175 = shl nsw i32 -2, %173
  %176 = xor i32 %175, -1
  %177 = select i1 %174, i32 -1, i32 %176
  %178 = zext nneg i32 %171 to i64
  %179 = getelementptr inbounds nuw i32, ptr %5, i64 %178
  %180 = atomicrmw or ptr %179, i32 %177 seq_cst, align 4
  %181 = add nuw nsw i32 %150, 4
  %182 = icmp eq i32 %181, %105
  %183 = select i1 %182, i32 %109, i32 31
  %184 = icmp eq i32 %183, 31
  %185 = shl nsw i32 -2, %183
  %186 = xor i32 %185, -1
  %187 = select i1 %184, i32 -1, i32 %186
  %188 = zext nneg i32 %181 to i64
  %189 = getelementptr inbounds nuw i32, ptr %5, i64 %188
  %190 = atomicrmw or ptr %189, i32 %187 seq_cst, align 4
  %191 = icmp eq i32 %181, %105
  br i1 %191, label %146, label %149, !llvm.loop !24

192:                                              ; preds = %61, %31, %146, %54, %85, %75, %79, %45, %49, %19, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @roaring_and_card(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.Pools) align 8 captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #1 {
  %8 = load i64, ptr %3, align 8, !tbaa !14
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !14
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %12 = load i32, ptr %11, align 8, !tbaa !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = and i32 %13, 31
  %15 = icmp ne i32 %14, 0
  %16 = icmp slt i32 %12, 1
  %17 = select i1 %15, i1 true, i1 %16
  br i1 %17, label %588, label %18

18:                                               ; preds = %7
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = icmp slt i32 %19, %5
  br i1 %20, label %21, label %588

21:                                               ; preds = %18
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = and i32 %22, 31
  %24 = icmp eq i32 %23, 0
  %25 = lshr i32 %22, 5
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %26
  %28 = lshr exact i32 %13, 5
  %29 = icmp eq i32 %22, 0
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = and i32 %28, 7
  %32 = icmp samesign ult i32 %13, 256
  %33 = and i32 %28, 56
  %34 = icmp eq i32 %31, 0
  %35 = icmp ne i32 %31, 0
  br label %36

36:                                               ; preds = %585, %21
  %37 = phi i32 [ %19, %21 ], [ %586, %585 ]
  br label %474

38:                                               ; preds = %474
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !37
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds %struct.int2, ptr %4, i64 %39
  %41 = load i32, ptr %40, align 8, !tbaa !6, !alias.scope !33, !noalias !39
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !6, !alias.scope !33, !noalias !39
  %44 = srem i32 %41, %12
  %45 = add nsw i32 %44, %12
  %46 = srem i32 %45, %12
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds %struct.Container, ptr %0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6, !alias.scope !47, !noalias !48
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !6, !alias.scope !47, !noalias !48
  %52 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %53 = load i32, ptr %52, align 4, !tbaa !6, !alias.scope !47, !noalias !48
  %54 = freeze i32 %49
  %55 = srem i32 %54, 3
  %56 = add nsw i32 %55, 3
  %57 = icmp slt i32 %55, 0
  %58 = select i1 %57, i32 %56, i32 %55
  switch i32 %58, label %107 [
    i32 1, label %59
    i32 0, label %81
  ]

59:                                               ; preds = %38
  %60 = icmp slt i32 %53, 0
  br i1 %60, label %258, label %61

61:                                               ; preds = %59
  %62 = zext nneg i32 %53 to i64
  %63 = add nuw nsw i64 %62, 1024
  %64 = icmp sgt i64 %63, %10
  br i1 %64, label %258, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds nuw i64, ptr %2, i64 %62
  br label %67

67:                                               ; preds = %67, %65
  %68 = phi i32 [ %22, %65 ], [ %79, %67 ]
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw i64, ptr %66, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !14, !alias.scope !49, !noalias !50
  %72 = trunc i64 %71 to i32
  %73 = shl nuw nsw i32 %68, 1
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %74
  store i32 %72, ptr %75, align 4, !tbaa !6, !noalias !51
  %76 = lshr i64 %71, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = getelementptr i8, ptr %75, i64 4
  store i32 %77, ptr %78, align 4, !tbaa !6, !noalias !51
  %79 = add nuw nsw i32 %68, %13
  %80 = icmp samesign ult i32 %79, 1024
  br i1 %80, label %67, label %258, !llvm.loop !15

81:                                               ; preds = %38
  %82 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %51, i32 0)
  %83 = tail call i32 @llvm.umin.i32(i32 %82, i32 4096)
  %84 = icmp slt i32 %53, 0
  br i1 %84, label %258, label %85

85:                                               ; preds = %81
  %86 = add nuw i32 %83, %53
  %87 = zext i32 %86 to i64
  %88 = icmp slt i64 %8, %87
  br i1 %88, label %258, label %89

89:                                               ; preds = %85
  %90 = zext nneg i32 %53 to i64
  %91 = getelementptr inbounds nuw i16, ptr %1, i64 %90
  %92 = icmp sgt i32 %51, %22
  br i1 %92, label %93, label %258

93:                                               ; preds = %89, %93
  %94 = phi i32 [ %105, %93 ], [ %22, %89 ]
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw i16, ptr %91, i64 %95
  %97 = load i16, ptr %96, align 2, !tbaa !18, !alias.scope !52, !noalias !53
  %98 = zext i16 %97 to i32
  %99 = lshr i32 %98, 5
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %100
  %102 = and i32 %98, 31
  %103 = shl nuw i32 1, %102
  %104 = atomicrmw or ptr %101, i32 %103 seq_cst, align 4, !noalias !51
  %105 = add nuw nsw i32 %94, %13
  %106 = icmp samesign ult i32 %105, %83
  br i1 %106, label %93, label %258, !llvm.loop !20

107:                                              ; preds = %38
  %108 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %51, i32 0)
  %109 = tail call i32 @llvm.umin.i32(i32 %108, i32 2048)
  %110 = icmp slt i32 %53, 0
  br i1 %110, label %258, label %111

111:                                              ; preds = %107
  %112 = shl nuw nsw i32 %109, 1
  %113 = add nuw i32 %112, %53
  %114 = zext i32 %113 to i64
  %115 = icmp slt i64 %8, %114
  br i1 %115, label %258, label %116

116:                                              ; preds = %111
  %117 = zext nneg i32 %53 to i64
  %118 = getelementptr inbounds nuw i16, ptr %1, i64 %117
  %119 = icmp sgt i32 %51, %22
  br i1 %119, label %120, label %258

120:                                              ; preds = %116, %173
  %121 = phi i32 [ %174, %173 ], [ %22, %116 ]
  %122 = shl nuw nsw i32 %121, 1
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds nuw i16, ptr %118, i64 %123
  %125 = load i16, ptr %124, align 2, !tbaa !18, !alias.scope !52, !noalias !53
  %126 = zext i16 %125 to i32
  %127 = getelementptr i8, ptr %124, i64 2
  %128 = load i16, ptr %127, align 2, !tbaa !18, !alias.scope !52, !noalias !53
  %129 = zext i16 %128 to i32
  %130 = add nuw nsw i32 %129, %126
  %131 = tail call noundef i32 @llvm.umin.i32(i32 %130, i32 range(i32 1, 0) 65535)
  %132 = lshr i32 %126, 5
  %133 = lshr i32 %131, 5
  %134 = icmp samesign ugt i32 %132, %133
  br i1 %134, label %173, label %135

135:                                              ; preds = %120
  %136 = and i32 %126, 31
  %137 = and i32 %131, 31
  %138 = icmp eq i32 %132, %133
  %139 = select i1 %138, i32 %137, i32 31
  %140 = sub nsw i32 %139, %136
  %141 = icmp eq i32 %140, 31
  %142 = add nsw i32 %140, 1
  %143 = shl nsw i32 -1, %142
  %144 = xor i32 %143, -1
  %145 = shl i32 %144, %136
  %146 = select i1 %141, i32 -1, i32 %145
  %147 = zext nneg i32 %132 to i64
  %148 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %147
  %149 = atomicrmw or ptr %148, i32 %146 seq_cst, align 4, !noalias !51
  br i1 %138, label %173, label %150

150:                                              ; preds = %135
  %151 = sub nsw i32 %133, %132
  %152 = and i32 %151, 7
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %169, label %154

154:                                              ; preds = %150, %154
  %155 = phi i32 [ %157, %154 ], [ %132, %150 ]
  %156 = phi i32 [ %167, %154 ], [ 0, %150 ]
  %157 = add nuw nsw i32 %155, 1
  %158 = icmp eq i32 %157, %133
  %159 = select i1 %158, i32 %137, i32 31
  %160 = icmp eq i32 %159, 31
  %161 = shl nsw i32 -2, %159
  %162 = xor i32 %161, -1
  %163 = select i1 %160, i32 -1, i32 %162
  %164 = zext nneg i32 %157 to i64
  %165 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %164
  %166 = atomicrmw or ptr %165, i32 %163 seq_cst, align 4, !noalias !51
  %167 = add i32 %156, 1
  %168 = icmp eq i32 %167, %152
  br i1 %168, label %169, label %154, !llvm.loop !54

169:                                              ; preds = %154, %150
  %170 = phi i32 [ %132, %150 ], [ %157, %154 ]
  %171 = sub nsw i32 %132, %133
  %172 = icmp ugt i32 %171, -8
  br i1 %172, label %173, label %176

173:                                              ; preds = %169, %176, %135, %120
  %174 = add nuw nsw i32 %121, %13
  %175 = icmp samesign ult i32 %174, %109
  br i1 %175, label %120, label %258, !llvm.loop !23

176:                                              ; preds = %169, %176
  %177 = phi i32 [ %248, %176 ], [ %170, %169 ]
  %178 = add nuw nsw i32 %177, 1
  %179 = icmp eq i32 %178, %133
  %180 = select i1 %179, i32 %137, i32 31
  %181 = icmp eq i32 %180, 31
  %182 = shl nsw i32 -2, %180
  %183 = xor i32 %182, -1
  %184 = select i1 %181, i32 -1, i32 %183
  %185 = zext nneg i32 %178 to i64
  %186 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %185
  %187 = atomicrmw or ptr %186, i32 %184 seq_cst, align 4, !noalias !51
  %188 = add nuw nsw i32 %177, 2
  %189 = icmp eq i32 %188, %133
  %190 = select i1 %189, i32 %137, i32 31
  %191 = icmp eq i32 %190, 31
  %192 = shl nsw i32 -2, %190
  %193 = xor i32 %192, -1
  %194 = select i1 %191, i32 -1, i32 %193
  %195 = zext nneg i32 %188 to i64
  %196 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %195
  %197 = atomicrmw or ptr %196, i32 %194 seq_cst, align 4, !noalias !51
  %198 = add nuw nsw i32 %177, 3
  %199 = icmp eq i32 %198, %133
  %200 = select i1 %199, i32 %137, i32 31
  %201 = icmp eq i32 %200, 31
  %202 = shl nsw i32 -2, %200
  %203 = xor i32 %202, -1
  %204 = select i1 %201, i32 -1, i32 %203
  %205 = zext nneg i32 %198 to i64
  %206 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %205
  %207 = atomicrmw or ptr %206, i32 %204 seq_cst, align 4, !noalias !51
  %208 = add nuw nsw i32 %177, 4
  %209 = icmp eq i32 %208, %133
  %210 = select i1 %209, i32 %137, i32 31
  %211 = icmp eq i32 %210, 31
  %212 = shl nsw i32 -2, %210
  %213 = xor i32 %212, -1
  %214 = select i1 %211, i32 -1, i32 %213
  %215 = zext nneg i32 %208 to i64
  %216 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %215
  %217 = atomicrmw or ptr %216, i32 %214 seq_cst, align 4, !noalias !51
  %218 = add nuw nsw i32 %177, 5
  %219 = icmp eq i32 %218, %133
  %220 = select i1 %219, i32 %137, i32 31
  %221 = icmp eq i32 %220, 31
  %222 = shl nsw i32 -2, %220
  %223 = xor i32 %222, -1
  %224 = select i1 %221, i32 -1, i32 %223
  %225 = zext nneg i32 %218 to i64
  %226 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %225
  %227 = atomicrmw or ptr %226, i32 %224 seq_cst, align 4, !noalias !51
  %228 = add nuw nsw i32 %177, 6
  %229 = icmp eq i32 %228, %133
  %230 = select i1 %229, i32 %137, i32 31
  %231 = icmp eq i32 %230, 31
  %232 = shl nsw i32 -2, %230
  %233 = xor i32 %232, -1
  %234 = select i1 %231, i32 -1, i32 %233
  %235 = zext nneg i32 %228 to i64
  %236 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %235
  %237 = atomicrmw or ptr %236, i32 %234 seq_cst, align 4, !noalias !51
  %238 = add nuw nsw i32 %177, 7
  %239 = icmp eq i32 %238, %133
  %240 = select i1 %239, i32 %137, i32 31
  %241 = icmp eq i32 %240, 31
  %242 = shl nsw i32 -2, %240
  %243 = xor i32 %242, -1
  %244 = select i1 %241, i32 -1, i32 %243
  %245 = zext nneg i32 %238 to i64
  %246 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %245
  %247 = atomicrmw or ptr %246, i32 %244 seq_cst, align 4, !noalias !51
  %248 = add nuw nsw i32 %177, 8
  %249 = icmp eq i32 %248, %133
  %250 = select i1 %249, i32 %137, i32 31
  %251 = icmp eq i32 %250, 31
  %252 = shl nsw i32 -2, %250
  %253 = xor i32 %252, -1
  %254 = select i1 %251, i32 -1, i32 %253
  %255 = zext nneg i32 %248 to i64
  %256 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %255
  %257 = atomicrmw or ptr %256, i32 %254 seq_cst, align 4, !noalias !51
  br i1 %249, label %173, label %176, !llvm.loop !24

258:                                              ; preds = %93, %67, %173, %116, %111, %107, %89, %85, %81, %61, %59
  %259 = srem i32 %43, %12
  %260 = add nsw i32 %259, %12
  %261 = srem i32 %260, %12
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !60)
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds %struct.Container, ptr %0, i64 %262
  %264 = load i32, ptr %263, align 4, !tbaa !6, !alias.scope !62, !noalias !63
  %265 = getelementptr inbounds nuw i8, ptr %263, i64 4
  %266 = load i32, ptr %265, align 4, !tbaa !6, !alias.scope !62, !noalias !63
  %267 = getelementptr inbounds nuw i8, ptr %263, i64 8
  %268 = load i32, ptr %267, align 4, !tbaa !6, !alias.scope !62, !noalias !63
  %269 = freeze i32 %264
  %270 = srem i32 %269, 3
  %271 = add nsw i32 %270, 3
  %272 = icmp slt i32 %270, 0
  %273 = select i1 %272, i32 %271, i32 %270
  switch i32 %273, label %322 [
    i32 1, label %274
    i32 0, label %296
  ]

274:                                              ; preds = %258
  %275 = icmp slt i32 %268, 0
  br i1 %275, label %473, label %276

276:                                              ; preds = %274
  %277 = zext nneg i32 %268 to i64
  %278 = add nuw nsw i64 %277, 1024
  %279 = icmp sgt i64 %278, %10
  br i1 %279, label %473, label %280

280:                                              ; preds = %276
  %281 = getelementptr inbounds nuw i64, ptr %2, i64 %277
  br label %282

282:                                              ; preds = %282, %280
  %283 = phi i32 [ %22, %280 ], [ %294, %282 ]
  %284 = zext nneg i32 %283 to i64
  %285 = getelementptr inbounds nuw i64, ptr %281, i64 %284
  %286 = load i64, ptr %285, align 8, !tbaa !14, !alias.scope !64, !noalias !65
  %287 = trunc i64 %286 to i32
  %288 = shl nuw nsw i32 %283, 1
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %289
  store i32 %287, ptr %290, align 4, !tbaa !6, !noalias !66
  %291 = lshr i64 %286, 32
  %292 = trunc nuw i64 %291 to i32
  %293 = getelementptr i8, ptr %290, i64 4
  store i32 %292, ptr %293, align 4, !tbaa !6, !noalias !66
  %294 = add nuw nsw i32 %283, %13
  %295 = icmp samesign ult i32 %294, 1024
  br i1 %295, label %282, label %473, !llvm.loop !15

296:                                              ; preds = %258
  %297 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %266, i32 0)
  %298 = tail call i32 @llvm.umin.i32(i32 %297, i32 4096)
  %299 = icmp slt i32 %268, 0
  br i1 %299, label %473, label %300

300:                                              ; preds = %296
  %301 = add nuw i32 %298, %268
  %302 = zext i32 %301 to i64
  %303 = icmp slt i64 %8, %302
  br i1 %303, label %473, label %304

304:                                              ; preds = %300
  %305 = zext nneg i32 %268 to i64
  %306 = getelementptr inbounds nuw i16, ptr %1, i64 %305
  %307 = icmp sgt i32 %266, %22
  br i1 %307, label %308, label %473

308:                                              ; preds = %304, %308
  %309 = phi i32 [ %320, %308 ], [ %22, %304 ]
  %310 = zext nneg i32 %309 to i64
  %311 = getelementptr inbounds nuw i16, ptr %306, i64 %310
  %312 = load i16, ptr %311, align 2, !tbaa !18, !alias.scope !67, !noalias !68
  %313 = zext i16 %312 to i32
  %314 = lshr i32 %313, 5
  %315 = zext nneg i32 %314 to i64
  %316 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %315
  %317 = and i32 %313, 31
  %318 = shl nuw i32 1, %317
  %319 = atomicrmw or ptr %316, i32 %318 seq_cst, align 4, !noalias !66
  %320 = add nuw nsw i32 %309, %13
  %321 = icmp samesign ult i32 %320, %298
  br i1 %321, label %308, label %473, !llvm.loop !20

322:                                              ; preds = %258
  %323 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %266, i32 0)
  %324 = tail call i32 @llvm.umin.i32(i32 %323, i32 2048)
  %325 = icmp slt i32 %268, 0
  br i1 %325, label %473, label %326

326:                                              ; preds = %322
  %327 = shl nuw nsw i32 %324, 1
  %328 = add nuw i32 %327, %268
  %329 = zext i32 %328 to i64
  %330 = icmp slt i64 %8, %329
  br i1 %330, label %473, label %331

331:                                              ; preds = %326
  %332 = zext nneg i32 %268 to i64
  %333 = getelementptr inbounds nuw i16, ptr %1, i64 %332
  %334 = icmp sgt i32 %266, %22
  br i1 %334, label %335, label %473

335:                                              ; preds = %331, %388
  %336 = phi i32 [ %389, %388 ], [ %22, %331 ]
  %337 = shl nuw nsw i32 %336, 1
  %338 = zext nneg i32 %337 to i64
  %339 = getelementptr inbounds nuw i16, ptr %333, i64 %338
  %340 = load i16, ptr %339, align 2, !tbaa !18, !alias.scope !67, !noalias !68
  %341 = zext i16 %340 to i32
  %342 = getelementptr i8, ptr %339, i64 2
  %343 = load i16, ptr %342, align 2, !tbaa !18, !alias.scope !67, !noalias !68
  %344 = zext i16 %343 to i32
  %345 = add nuw nsw i32 %344, %341
  %346 = tail call noundef i32 @llvm.umin.i32(i32 %345, i32 range(i32 1, 0) 65535)
  %347 = lshr i32 %341, 5
  %348 = lshr i32 %346, 5
  %349 = icmp samesign ugt i32 %347, %348
  br i1 %349, label %388, label %350

350:                                              ; preds = %335
  %351 = and i32 %341, 31
  %352 = and i32 %346, 31
  %353 = icmp eq i32 %347, %348
  %354 = select i1 %353, i32 %352, i32 31
  %355 = sub nsw i32 %354, %351
  %356 = icmp eq i32 %355, 31
  %357 = add nsw i32 %355, 1
  %358 = shl nsw i32 -1, %357
  %359 = xor i32 %358, -1
  %360 = shl i32 %359, %351
  %361 = select i1 %356, i32 -1, i32 %360
  %362 = zext nneg i32 %347 to i64
  %363 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %362
  %364 = atomicrmw or ptr %363, i32 %361 seq_cst, align 4, !noalias !66
  br i1 %353, label %388, label %365

365:                                              ; preds = %350
  %366 = sub nsw i32 %348, %347
  %367 = and i32 %366, 7
  %368 = icmp eq i32 %367, 0
  br i1 %368, label %384, label %369

369:                                              ; preds = %365, %369
  %370 = phi i32 [ %372, %369 ], [ %347, %365 ]
  %371 = phi i32 [ %382, %369 ], [ 0, %365 ]
  %372 = add nuw nsw i32 %370, 1
  %373 = icmp eq i32 %372, %348
  %374 = select i1 %373, i32 %352, i32 31
  %375 = icmp eq i32 %374, 31
  %376 = shl nsw i32 -2, %374
  %377 = xor i32 %376, -1
  %378 = select i1 %375, i32 -1, i32 %377
  %379 = zext nneg i32 %372 to i64
  %380 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %379
  %381 = atomicrmw or ptr %380, i32 %378 seq_cst, align 4, !noalias !66
  %382 = add i32 %371, 1
  %383 = icmp eq i32 %382, %367
  br i1 %383, label %384, label %369, !llvm.loop !69

384:                                              ; preds = %369, %365
  %385 = phi i32 [ %347, %365 ], [ %372, %369 ]
  %386 = sub nsw i32 %347, %348
  %387 = icmp ugt i32 %386, -8
  br i1 %387, label %388, label %391

388:                                              ; preds = %384, %391, %350, %335
  %389 = add nuw nsw i32 %336, %13
  %390 = icmp samesign ult i32 %389, %324
  br i1 %390, label %335, label %473, !llvm.loop !23

391:                                              ; preds = %384, %391
  %392 = phi i32 [ %463, %391 ], [ %385, %384 ]
  %393 = add nuw nsw i32 %392, 1
  %394 = icmp eq i32 %393, %348
  %395 = select i1 %394, i32 %352, i32 31
  %396 = icmp eq i32 %395, 31
  %397 = shl nsw i32 -2, %395
  %398 = xor i32 %397, -1
  %399 = select i1 %396, i32 -1, i32 %398
  %400 = zext nneg i32 %393 to i64
  %401 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %400
  %402 = atomicrmw or ptr %401, i32 %399 seq_cst, align 4, !noalias !66
  %403 = add nuw nsw i32 %392, 2
  %404 = icmp eq i32 %403, %348
  %405 = select i1 %404, i32 %352, i32 31
  %406 = icmp eq i32 %405, 31
  %407 = shl nsw i32 -2, %405
  %408 = xor i32 %407, -1
  %409 = select i1 %406, i32 -1, i32 %408
  %410 = zext nneg i32 %403 to i64
  %411 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %410
  %412 = atomicrmw or ptr %411, i32 %409 seq_cst, align 4, !noalias !66
  %413 = add nuw nsw i32 %392, 3
  %414 = icmp eq i32 %413, %348
  %415 = select i1 %414, i32 %352, i32 31
  %416 = icmp eq i32 %415, 31
  %417 = shl nsw i32 -2, %415
  %418 = xor i32 %417, -1
  %419 = select i1 %416, i32 -1, i32 %418
  %420 = zext nneg i32 %413 to i64
  %421 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %420
  %422 = atomicrmw or ptr %421, i32 %419 seq_cst, align 4, !noalias !66
  %423 = add nuw nsw i32 %392, 4
  %424 = icmp eq i32 %423, %348
  %425 = select i1 %424, i32 %352, i32 31
  %426 = icmp eq i32 %425, 31
  %427 = shl nsw i32 -2, %425
  %428 = xor i32 %427, -1
  %429 = select i1 %426, i32 -1, i32 %428
  %430 = zext nneg i32 %423 to i64
  %431 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %430
  %432 = atomicrmw or ptr %431, i32 %429 seq_cst, align 4, !noalias !66
  %433 = add nuw nsw i32 %392, 5
  %434 = icmp eq i32 %433, %348
  %435 = select i1 %434, i32 %352, i32 31
  %436 = icmp eq i32 %435, 31
  %437 = shl nsw i32 -2, %435
  %438 = xor i32 %437, -1
  %439 = select i1 %436, i32 -1, i32 %438
  %440 = zext nneg i32 %433 to i64
  %441 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %440
  %442 = atomicrmw or ptr %441, i32 %439 seq_cst, align 4, !noalias !66
  %443 = add nuw nsw i32 %392, 6
  %444 = icmp eq i32 %443, %348
  %445 = select i1 %444, i32 %352, i32 31
  %446 = icmp eq i32 %445, 31
  %447 = shl nsw i32 -2, %445
  %448 = xor i32 %447, -1
  %449 = select i1 %446, i32 -1, i32 %448
  %450 = zext nneg i32 %443 to i64
  %451 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %450
  %452 = atomicrmw or ptr %451, i32 %449 seq_cst, align 4, !noalias !66
  %453 = add nuw nsw i32 %392, 7
  %454 = icmp eq i32 %453, %348
  %455 = select i1 %454, i32 %352, i32 31
  %456 = icmp eq i32 %455, 31
  %457 = shl nsw i32 -2, %455
  %458 = xor i32 %457, -1
  %459 = select i1 %456, i32 -1, i32 %458
  %460 = zext nneg i32 %453 to i64
  %461 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %460
  %462 = atomicrmw or ptr %461, i32 %459 seq_cst, align 4, !noalias !66
  %463 = add nuw nsw i32 %392, 8
  %464 = icmp eq i32 %463, %348
  %465 = select i1 %464, i32 %352, i32 31
  %466 = icmp eq i32 %465, 31
  %467 = shl nsw i32 -2, %465
  %468 = xor i32 %467, -1
  %469 = select i1 %466, i32 -1, i32 %468
  %470 = zext nneg i32 %463 to i64
  %471 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %470
  %472 = atomicrmw or ptr %471, i32 %469 seq_cst, align 4, !noalias !66
  br i1 %464, label %388, label %391, !llvm.loop !24

473:                                              ; preds = %308, %282, %388, %331, %326, %322, %304, %300, %296, %276, %274
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !37
  br label %547

474:                                              ; preds = %474, %36
  %475 = phi i32 [ %22, %36 ], [ %479, %474 ]
  %476 = zext nneg i32 %475 to i64
  %477 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %476
  store i32 0, ptr %477, align 4, !tbaa !6, !noalias !37
  %478 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %476
  store i32 0, ptr %478, align 4, !tbaa !6, !noalias !37
  %479 = add nuw nsw i32 %475, %13
  %480 = icmp samesign ult i32 %479, 2048
  br i1 %480, label %474, label %38, !llvm.loop !70

481:                                              ; preds = %573
  %482 = add nsw i32 %582, %581
  store i32 %482, ptr %27, align 4, !tbaa !6, !noalias !37
  br label %483

483:                                              ; preds = %573, %481
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !37
  br i1 %32, label %531, label %484

484:                                              ; preds = %483, %484
  %485 = phi i32 [ %527, %484 ], [ 0, %483 ]
  %486 = phi i32 [ %526, %484 ], [ 0, %483 ]
  %487 = phi i32 [ %528, %484 ], [ 0, %483 ]
  %488 = zext nneg i32 %485 to i64
  %489 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %488
  %490 = load i32, ptr %489, align 4, !tbaa !6, !noalias !37
  %491 = add nsw i32 %490, %486
  %492 = zext nneg i32 %485 to i64
  %493 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %492
  %494 = getelementptr inbounds nuw i8, ptr %493, i64 4
  %495 = load i32, ptr %494, align 4, !tbaa !6, !noalias !37
  %496 = add nsw i32 %495, %491
  %497 = zext nneg i32 %485 to i64
  %498 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %497
  %499 = getelementptr inbounds nuw i8, ptr %498, i64 8
  %500 = load i32, ptr %499, align 4, !tbaa !6, !noalias !37
  %501 = add nsw i32 %500, %496
  %502 = zext nneg i32 %485 to i64
  %503 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %502
  %504 = getelementptr inbounds nuw i8, ptr %503, i64 12
  %505 = load i32, ptr %504, align 4, !tbaa !6, !noalias !37
  %506 = add nsw i32 %505, %501
  %507 = zext nneg i32 %485 to i64
  %508 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %507
  %509 = getelementptr inbounds nuw i8, ptr %508, i64 16
  %510 = load i32, ptr %509, align 4, !tbaa !6, !noalias !37
  %511 = add nsw i32 %510, %506
  %512 = zext nneg i32 %485 to i64
  %513 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %512
  %514 = getelementptr inbounds nuw i8, ptr %513, i64 20
  %515 = load i32, ptr %514, align 4, !tbaa !6, !noalias !37
  %516 = add nsw i32 %515, %511
  %517 = zext nneg i32 %485 to i64
  %518 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %517
  %519 = getelementptr inbounds nuw i8, ptr %518, i64 24
  %520 = load i32, ptr %519, align 4, !tbaa !6, !noalias !37
  %521 = add nsw i32 %520, %516
  %522 = zext nneg i32 %485 to i64
  %523 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %522
  %524 = getelementptr inbounds nuw i8, ptr %523, i64 28
  %525 = load i32, ptr %524, align 4, !tbaa !6, !noalias !37
  %526 = add nsw i32 %525, %521
  %527 = add nuw nsw i32 %485, 8
  %528 = add i32 %487, 8
  %529 = icmp eq i32 %528, %33
  br i1 %529, label %530, label %484, !llvm.loop !71

530:                                              ; preds = %484
  br i1 %34, label %545, label %531

531:                                              ; preds = %530, %483
  %532 = phi i32 [ 0, %483 ], [ %527, %530 ]
  %533 = phi i32 [ 0, %483 ], [ %526, %530 ]
  tail call void @llvm.assume(i1 %35)
  br label %534

534:                                              ; preds = %534, %531
  %535 = phi i32 [ %532, %531 ], [ %542, %534 ]
  %536 = phi i32 [ %533, %531 ], [ %541, %534 ]
  %537 = phi i32 [ 0, %531 ], [ %543, %534 ]
  %538 = zext nneg i32 %535 to i64
  %539 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %538
  %540 = load i32, ptr %539, align 4, !tbaa !6, !noalias !37
  %541 = add nsw i32 %540, %536
  %542 = add nuw nsw i32 %535, 1
  %543 = add i32 %537, 1
  %544 = icmp eq i32 %543, %31
  br i1 %544, label %545, label %534, !llvm.loop !72

545:                                              ; preds = %534, %530
  %546 = phi i32 [ %526, %530 ], [ %541, %534 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !37
  br i1 %29, label %583, label %585

547:                                              ; preds = %547, %473
  %548 = phi i32 [ 0, %473 ], [ %570, %547 ]
  %549 = phi i32 [ %22, %473 ], [ %571, %547 ]
  %550 = shl nuw nsw i32 %549, 1
  %551 = zext nneg i32 %550 to i64
  %552 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %551
  %553 = load i32, ptr %552, align 4, !tbaa !6, !noalias !37
  %554 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %551
  %555 = load i32, ptr %554, align 4, !tbaa !6, !noalias !37
  %556 = and i32 %555, %553
  %557 = or disjoint i32 %550, 1
  %558 = zext nneg i32 %557 to i64
  %559 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %558
  %560 = load i32, ptr %559, align 4, !tbaa !6, !noalias !37
  %561 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %558
  %562 = load i32, ptr %561, align 4, !tbaa !6, !noalias !37
  %563 = and i32 %562, %560
  %564 = zext i32 %563 to i64
  %565 = shl nuw i64 %564, 32
  %566 = zext i32 %556 to i64
  %567 = or disjoint i64 %565, %566
  %568 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %567)
  %569 = trunc nuw nsw i64 %568 to i32
  %570 = add nuw nsw i32 %548, %569
  %571 = add nuw nsw i32 %549, %13
  %572 = icmp samesign ult i32 %571, 1024
  br i1 %572, label %547, label %573, !llvm.loop !73

573:                                              ; preds = %547
  %574 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %570, i32 16, i32 31)
  %575 = add nsw i32 %574, %570
  %576 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %575, i32 8, i32 31)
  %577 = add nsw i32 %576, %575
  %578 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %577, i32 4, i32 31)
  %579 = add nsw i32 %578, %577
  %580 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %579, i32 2, i32 31)
  %581 = add nsw i32 %580, %579
  %582 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %581, i32 1, i32 31)
  br i1 %24, label %481, label %483

583:                                              ; preds = %545
  %584 = getelementptr inbounds i32, ptr %6, i64 %39
  store i32 %546, ptr %584, align 4, !tbaa !6, !alias.scope !35, !noalias !74
  br label %585

585:                                              ; preds = %583, %545
  %586 = add i32 %37, %30
  %587 = icmp slt i32 %586, %5
  br i1 %587, label %36, label %588, !llvm.loop !75

588:                                              ; preds = %585, %7, %18
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @roaring_or_materialize(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.Pools) align 8 captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(address_is_null) %7) local_unnamed_addr #1 {
  %9 = load i64, ptr %3, align 8, !tbaa !14
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %13 = load i32, ptr %12, align 8, !tbaa !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !79)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !81)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !83)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !85)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !87)
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = and i32 %14, 31
  %16 = icmp ne i32 %15, 0
  %17 = icmp slt i32 %13, 1
  %18 = select i1 %16, i1 true, i1 %17
  br i1 %18, label %596, label %19

19:                                               ; preds = %8
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = icmp slt i32 %20, %5
  br i1 %21, label %22, label %596

22:                                               ; preds = %19
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = icmp eq ptr %7, null
  %25 = and i32 %23, 31
  %26 = icmp eq i32 %25, 0
  %27 = lshr i32 %23, 5
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %28
  %30 = lshr exact i32 %14, 5
  %31 = icmp eq i32 %23, 0
  %32 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %33 = and i32 %30, 7
  %34 = icmp samesign ult i32 %14, 256
  %35 = and i32 %30, 56
  %36 = icmp eq i32 %33, 0
  %37 = icmp ne i32 %33, 0
  br label %38

38:                                               ; preds = %593, %22
  %39 = phi i32 [ %20, %22 ], [ %594, %593 ]
  br label %478

40:                                               ; preds = %478
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !89
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds %struct.int2, ptr %4, i64 %41
  %43 = load i32, ptr %42, align 8, !tbaa !6, !alias.scope !83, !noalias !90
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !6, !alias.scope !83, !noalias !90
  %46 = srem i32 %43, %13
  %47 = add nsw i32 %46, %13
  %48 = srem i32 %47, %13
  tail call void @llvm.experimental.noalias.scope.decl(metadata !91)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !94)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !96)
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.Container, ptr %0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6, !alias.scope !98, !noalias !99
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !6, !alias.scope !98, !noalias !99
  %54 = getelementptr inbounds nuw i8, ptr %50, i64 8
  %55 = load i32, ptr %54, align 4, !tbaa !6, !alias.scope !98, !noalias !99
  %56 = freeze i32 %51
  %57 = srem i32 %56, 3
  %58 = add nsw i32 %57, 3
  %59 = icmp slt i32 %57, 0
  %60 = select i1 %59, i32 %58, i32 %57
  switch i32 %60, label %109 [
    i32 1, label %61
    i32 0, label %83
  ]

61:                                               ; preds = %40
  %62 = icmp slt i32 %55, 0
  br i1 %62, label %260, label %63

63:                                               ; preds = %61
  %64 = zext nneg i32 %55 to i64
  %65 = add nuw nsw i64 %64, 1024
  %66 = icmp sgt i64 %65, %11
  br i1 %66, label %260, label %67

67:                                               ; preds = %63
  %68 = getelementptr inbounds nuw i64, ptr %2, i64 %64
  br label %69

69:                                               ; preds = %69, %67
  %70 = phi i32 [ %23, %67 ], [ %81, %69 ]
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i64, ptr %68, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !14, !alias.scope !100, !noalias !101
  %74 = trunc i64 %73 to i32
  %75 = shl nuw nsw i32 %70, 1
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %76
  store i32 %74, ptr %77, align 4, !tbaa !6, !noalias !102
  %78 = lshr i64 %73, 32
  %79 = trunc nuw i64 %78 to i32
  %80 = getelementptr i8, ptr %77, i64 4
  store i32 %79, ptr %80, align 4, !tbaa !6, !noalias !102
  %81 = add nuw nsw i32 %70, %14
  %82 = icmp samesign ult i32 %81, 1024
  br i1 %82, label %69, label %260, !llvm.loop !15

83:                                               ; preds = %40
  %84 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %53, i32 0)
  %85 = tail call i32 @llvm.umin.i32(i32 %84, i32 4096)
  %86 = icmp slt i32 %55, 0
  br i1 %86, label %260, label %87

87:                                               ; preds = %83
  %88 = add nuw i32 %85, %55
  %89 = zext i32 %88 to i64
  %90 = icmp slt i64 %9, %89
  br i1 %90, label %260, label %91

91:                                               ; preds = %87
  %92 = zext nneg i32 %55 to i64
  %93 = getelementptr inbounds nuw i16, ptr %1, i64 %92
  %94 = icmp sgt i32 %53, %23
  br i1 %94, label %95, label %260

95:                                               ; preds = %91, %95
  %96 = phi i32 [ %107, %95 ], [ %23, %91 ]
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw i16, ptr %93, i64 %97
  %99 = load i16, ptr %98, align 2, !tbaa !18, !alias.scope !103, !noalias !104
  %100 = zext i16 %99 to i32
  %101 = lshr i32 %100, 5
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %102
  %104 = and i32 %100, 31
  %105 = shl nuw i32 1, %104
  %106 = atomicrmw or ptr %103, i32 %105 seq_cst, align 4, !noalias !102
  %107 = add nuw nsw i32 %96, %14
  %108 = icmp samesign ult i32 %107, %85
  br i1 %108, label %95, label %260, !llvm.loop !20

109:                                              ; preds = %40
  %110 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %53, i32 0)
  %111 = tail call i32 @llvm.umin.i32(i32 %110, i32 2048)
  %112 = icmp slt i32 %55, 0
  br i1 %112, label %260, label %113

113:                                              ; preds = %109
  %114 = shl nuw nsw i32 %111, 1
  %115 = add nuw i32 %114, %55
  %116 = zext i32 %115 to i64
  %117 = icmp slt i64 %9, %116
  br i1 %117, label %260, label %118

118:                                              ; preds = %113
  %119 = zext nneg i32 %55 to i64
  %120 = getelementptr inbounds nuw i16, ptr %1, i64 %119
  %121 = icmp sgt i32 %53, %23
  br i1 %121, label %122, label %260

122:                                              ; preds = %118, %175
  %123 = phi i32 [ %176, %175 ], [ %23, %118 ]
  %124 = shl nuw nsw i32 %123, 1
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds nuw i16, ptr %120, i64 %125
  %127 = load i16, ptr %126, align 2, !tbaa !18, !alias.scope !103, !noalias !104
  %128 = zext i16 %127 to i32
  %129 = getelementptr i8, ptr %126, i64 2
  %130 = load i16, ptr %129, align 2, !tbaa !18, !alias.scope !103, !noalias !104
  %131 = zext i16 %130 to i32
  %132 = add nuw nsw i32 %131, %128
  %133 = tail call noundef i32 @llvm.umin.i32(i32 %132, i32 range(i32 1, 0) 65535)
  %134 = lshr i32 %128, 5
  %135 = lshr i32 %133, 5
  %136 = icmp samesign ugt i32 %134, %135
  br i1 %136, label %175, label %137

137:                                              ; preds = %122
  %138 = and i32 %128, 31
  %139 = and i32 %133, 31
  %140 = icmp eq i32 %134, %135
  %141 = select i1 %140, i32 %139, i32 31
  %142 = sub nsw i32 %141, %138
  %143 = icmp eq i32 %142, 31
  %144 = add nsw i32 %142, 1
  %145 = shl nsw i32 -1, %144
  %146 = xor i32 %145, -1
  %147 = shl i32 %146, %138
  %148 = select i1 %143, i32 -1, i32 %147
  %149 = zext nneg i32 %134 to i64
  %150 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %149
  %151 = atomicrmw or ptr %150, i32 %148 seq_cst, align 4, !noalias !102
  br i1 %140, label %175, label %152

152:                                              ; preds = %137
  %153 = sub nsw i32 %135, %134
  %154 = and i32 %153, 7
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %171, label %156

156:                                              ; preds = %152, %156
  %157 = phi i32 [ %159, %156 ], [ %134, %152 ]
  %158 = phi i32 [ %169, %156 ], [ 0, %152 ]
  %159 = add nuw nsw i32 %157, 1
  %160 = icmp eq i32 %159, %135
  %161 = select i1 %160, i32 %139, i32 31
  %162 = icmp eq i32 %161, 31
  %163 = shl nsw i32 -2, %161
  %164 = xor i32 %163, -1
  %165 = select i1 %162, i32 -1, i32 %164
  %166 = zext nneg i32 %159 to i64
  %167 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %166
  %168 = atomicrmw or ptr %167, i32 %165 seq_cst, align 4, !noalias !102
  %169 = add i32 %158, 1
  %170 = icmp eq i32 %169, %154
  br i1 %170, label %171, label %156, !llvm.loop !105

171:                                              ; preds = %156, %152
  %172 = phi i32 [ %134, %152 ], [ %159, %156 ]
  %173 = sub nsw i32 %134, %135
  %174 = icmp ugt i32 %173, -8
  br i1 %174, label %175, label %178

175:                                              ; preds = %171, %178, %137, %122
  %176 = add nuw nsw i32 %123, %14
  %177 = icmp samesign ult i32 %176, %111
  br i1 %177, label %122, label %260, !llvm.loop !23

178:                                              ; preds = %171, %178
  %179 = phi i32 [ %250, %178 ], [ %172, %171 ]
  %180 = add nuw nsw i32 %179, 1
  %181 = icmp eq i32 %180, %135
  %182 = select i1 %181, i32 %139, i32 31
  %183 = icmp eq i32 %182, 31
  %184 = shl nsw i32 -2, %182
  %185 = xor i32 %184, -1
  %186 = select i1 %183, i32 -1, i32 %185
  %187 = zext nneg i32 %180 to i64
  %188 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %187
  %189 = atomicrmw or ptr %188, i32 %186 seq_cst, align 4, !noalias !102
  %190 = add nuw nsw i32 %179, 2
  %191 = icmp eq i32 %190, %135
  %192 = select i1 %191, i32 %139, i32 31
  %193 = icmp eq i32 %192, 31
  %194 = shl nsw i32 -2, %192
  %195 = xor i32 %194, -1
  %196 = select i1 %193, i32 -1, i32 %195
  %197 = zext nneg i32 %190 to i64
  %198 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %197
  %199 = atomicrmw or ptr %198, i32 %196 seq_cst, align 4, !noalias !102
  %200 = add nuw nsw i32 %179, 3
  %201 = icmp eq i32 %200, %135
  %202 = select i1 %201, i32 %139, i32 31
  %203 = icmp eq i32 %202, 31
  %204 = shl nsw i32 -2, %202
  %205 = xor i32 %204, -1
  %206 = select i1 %203, i32 -1, i32 %205
  %207 = zext nneg i32 %200 to i64
  %208 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %207
  %209 = atomicrmw or ptr %208, i32 %206 seq_cst, align 4, !noalias !102
  %210 = add nuw nsw i32 %179, 4
  %211 = icmp eq i32 %210, %135
  %212 = select i1 %211, i32 %139, i32 31
  %213 = icmp eq i32 %212, 31
  %214 = shl nsw i32 -2, %212
  %215 = xor i32 %214, -1
  %216 = select i1 %213, i32 -1, i32 %215
  %217 = zext nneg i32 %210 to i64
  %218 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %217
  %219 = atomicrmw or ptr %218, i32 %216 seq_cst, align 4, !noalias !102
  %220 = add nuw nsw i32 %179, 5
  %221 = icmp eq i32 %220, %135
  %222 = select i1 %221, i32 %139, i32 31
  %223 = icmp eq i32 %222, 31
  %224 = shl nsw i32 -2, %222
  %225 = xor i32 %224, -1
  %226 = select i1 %223, i32 -1, i32 %225
  %227 = zext nneg i32 %220 to i64
  %228 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %227
  %229 = atomicrmw or ptr %228, i32 %226 seq_cst, align 4, !noalias !102
  %230 = add nuw nsw i32 %179, 6
  %231 = icmp eq i32 %230, %135
  %232 = select i1 %231, i32 %139, i32 31
  %233 = icmp eq i32 %232, 31
  %234 = shl nsw i32 -2, %232
  %235 = xor i32 %234, -1
  %236 = select i1 %233, i32 -1, i32 %235
  %237 = zext nneg i32 %230 to i64
  %238 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %237
  %239 = atomicrmw or ptr %238, i32 %236 seq_cst, align 4, !noalias !102
  %240 = add nuw nsw i32 %179, 7
  %241 = icmp eq i32 %240, %135
  %242 = select i1 %241, i32 %139, i32 31
  %243 = icmp eq i32 %242, 31
  %244 = shl nsw i32 -2, %242
  %245 = xor i32 %244, -1
  %246 = select i1 %243, i32 -1, i32 %245
  %247 = zext nneg i32 %240 to i64
  %248 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %247
  %249 = atomicrmw or ptr %248, i32 %246 seq_cst, align 4, !noalias !102
  %250 = add nuw nsw i32 %179, 8
  %251 = icmp eq i32 %250, %135
  %252 = select i1 %251, i32 %139, i32 31
  %253 = icmp eq i32 %252, 31
  %254 = shl nsw i32 -2, %252
  %255 = xor i32 %254, -1
  %256 = select i1 %253, i32 -1, i32 %255
  %257 = zext nneg i32 %250 to i64
  %258 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %257
  %259 = atomicrmw or ptr %258, i32 %256 seq_cst, align 4, !noalias !102
  br i1 %251, label %175, label %178, !llvm.loop !24

260:                                              ; preds = %95, %69, %175, %118, %113, %109, %91, %87, %83, %63, %61
  %261 = srem i32 %45, %13
  %262 = add nsw i32 %261, %13
  %263 = srem i32 %262, %13
  tail call void @llvm.experimental.noalias.scope.decl(metadata !106)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !109)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !111)
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds %struct.Container, ptr %0, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !6, !alias.scope !113, !noalias !114
  %267 = getelementptr inbounds nuw i8, ptr %265, i64 4
  %268 = load i32, ptr %267, align 4, !tbaa !6, !alias.scope !113, !noalias !114
  %269 = getelementptr inbounds nuw i8, ptr %265, i64 8
  %270 = load i32, ptr %269, align 4, !tbaa !6, !alias.scope !113, !noalias !114
  %271 = freeze i32 %266
  %272 = srem i32 %271, 3
  %273 = add nsw i32 %272, 3
  %274 = icmp slt i32 %272, 0
  %275 = select i1 %274, i32 %273, i32 %272
  switch i32 %275, label %324 [
    i32 1, label %276
    i32 0, label %298
  ]

276:                                              ; preds = %260
  %277 = icmp slt i32 %270, 0
  br i1 %277, label %475, label %278

278:                                              ; preds = %276
  %279 = zext nneg i32 %270 to i64
  %280 = add nuw nsw i64 %279, 1024
  %281 = icmp sgt i64 %280, %11
  br i1 %281, label %475, label %282

282:                                              ; preds = %278
  %283 = getelementptr inbounds nuw i64, ptr %2, i64 %279
  br label %284

284:                                              ; preds = %284, %282
  %285 = phi i32 [ %23, %282 ], [ %296, %284 ]
  %286 = zext nneg i32 %285 to i64
  %287 = getelementptr inbounds nuw i64, ptr %283, i64 %286
  %288 = load i64, ptr %287, align 8, !tbaa !14, !alias.scope !115, !noalias !116
  %289 = trunc i64 %288 to i32
  %290 = shl nuw nsw i32 %285, 1
  %291 = zext nneg i32 %290 to i64
  %292 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %291
  store i32 %289, ptr %292, align 4, !tbaa !6, !noalias !117
  %293 = lshr i64 %288, 32
  %294 = trunc nuw i64 %293 to i32
  %295 = getelementptr i8, ptr %292, i64 4
  store i32 %294, ptr %295, align 4, !tbaa !6, !noalias !117
  %296 = add nuw nsw i32 %285, %14
  %297 = icmp samesign ult i32 %296, 1024
  br i1 %297, label %284, label %475, !llvm.loop !15

298:                                              ; preds = %260
  %299 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %268, i32 0)
  %300 = tail call i32 @llvm.umin.i32(i32 %299, i32 4096)
  %301 = icmp slt i32 %270, 0
  br i1 %301, label %475, label %302

302:                                              ; preds = %298
  %303 = add nuw i32 %300, %270
  %304 = zext i32 %303 to i64
  %305 = icmp slt i64 %9, %304
  br i1 %305, label %475, label %306

306:                                              ; preds = %302
  %307 = zext nneg i32 %270 to i64
  %308 = getelementptr inbounds nuw i16, ptr %1, i64 %307
  %309 = icmp sgt i32 %268, %23
  br i1 %309, label %310, label %475

310:                                              ; preds = %306, %310
  %311 = phi i32 [ %322, %310 ], [ %23, %306 ]
  %312 = zext nneg i32 %311 to i64
  %313 = getelementptr inbounds nuw i16, ptr %308, i64 %312
  %314 = load i16, ptr %313, align 2, !tbaa !18, !alias.scope !118, !noalias !119
  %315 = zext i16 %314 to i32
  %316 = lshr i32 %315, 5
  %317 = zext nneg i32 %316 to i64
  %318 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %317
  %319 = and i32 %315, 31
  %320 = shl nuw i32 1, %319
  %321 = atomicrmw or ptr %318, i32 %320 seq_cst, align 4, !noalias !117
  %322 = add nuw nsw i32 %311, %14
  %323 = icmp samesign ult i32 %322, %300
  br i1 %323, label %310, label %475, !llvm.loop !20

324:                                              ; preds = %260
  %325 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %268, i32 0)
  %326 = tail call i32 @llvm.umin.i32(i32 %325, i32 2048)
  %327 = icmp slt i32 %270, 0
  br i1 %327, label %475, label %328

328:                                              ; preds = %324
  %329 = shl nuw nsw i32 %326, 1
  %330 = add nuw i32 %329, %270
  %331 = zext i32 %330 to i64
  %332 = icmp slt i64 %9, %331
  br i1 %332, label %475, label %333

333:                                              ; preds = %328
  %334 = zext nneg i32 %270 to i64
  %335 = getelementptr inbounds nuw i16, ptr %1, i64 %334
  %336 = icmp sgt i32 %268, %23
  br i1 %336, label %337, label %475

337:                                              ; preds = %333, %390
  %338 = phi i32 [ %391, %390 ], [ %23, %333 ]
  %339 = shl nuw nsw i32 %338, 1
  %340 = zext nneg i32 %339 to i64
  %341 = getelementptr inbounds nuw i16, ptr %335, i64 %340
  %342 = load i16, ptr %341, align 2, !tbaa !18, !alias.scope !118, !noalias !119
  %343 = zext i16 %342 to i32
  %344 = getelementptr i8, ptr %341, i64 2
  %345 = load i16, ptr %344, align 2, !tbaa !18, !alias.scope !118, !noalias !119
  %346 = zext i16 %345 to i32
  %347 = add nuw nsw i32 %346, %343
  %348 = tail call noundef i32 @llvm.umin.i32(i32 %347, i32 range(i32 1, 0) 65535)
  %349 = lshr i32 %343, 5
  %350 = lshr i32 %348, 5
  %351 = icmp samesign ugt i32 %349, %350
  br i1 %351, label %390, label %352

352:                                              ; preds = %337
  %353 = and i32 %343, 31
  %354 = and i32 %348, 31
  %355 = icmp eq i32 %349, %350
  %356 = select i1 %355, i32 %354, i32 31
  %357 = sub nsw i32 %356, %353
  %358 = icmp eq i32 %357, 31
  %359 = add nsw i32 %357, 1
  %360 = shl nsw i32 -1, %359
  %361 = xor i32 %360, -1
  %362 = shl i32 %361, %353
  %363 = select i1 %358, i32 -1, i32 %362
  %364 = zext nneg i32 %349 to i64
  %365 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %364
  %366 = atomicrmw or ptr %365, i32 %363 seq_cst, align 4, !noalias !117
  br i1 %355, label %390, label %367

367:                                              ; preds = %352
  %368 = sub nsw i32 %350, %349
  %369 = and i32 %368, 7
  %370 = icmp eq i32 %369, 0
  br i1 %370, label %386, label %371

371:                                              ; preds = %367, %371
  %372 = phi i32 [ %374, %371 ], [ %349, %367 ]
  %373 = phi i32 [ %384, %371 ], [ 0, %367 ]
  %374 = add nuw nsw i32 %372, 1
  %375 = icmp eq i32 %374, %350
  %376 = select i1 %375, i32 %354, i32 31
  %377 = icmp eq i32 %376, 31
  %378 = shl nsw i32 -2, %376
  %379 = xor i32 %378, -1
  %380 = select i1 %377, i32 -1, i32 %379
  %381 = zext nneg i32 %374 to i64
  %382 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %381
  %383 = atomicrmw or ptr %382, i32 %380 seq_cst, align 4, !noalias !117
  %384 = add i32 %373, 1
  %385 = icmp eq i32 %384, %369
  br i1 %385, label %386, label %371, !llvm.loop !120

386:                                              ; preds = %371, %367
  %387 = phi i32 [ %349, %367 ], [ %374, %371 ]
  %388 = sub nsw i32 %349, %350
  %389 = icmp ugt i32 %388, -8
  br i1 %389, label %390, label %393

390:                                              ; preds = %386, %393, %352, %337
  %391 = add nuw nsw i32 %338, %14
  %392 = icmp samesign ult i32 %391, %326
  br i1 %392, label %337, label %475, !llvm.loop !23

393:                                              ; preds = %386, %393
  %394 = phi i32 [ %465, %393 ], [ %387, %386 ]
  %395 = add nuw nsw i32 %394, 1
  %396 = icmp eq i32 %395, %350
  %397 = select i1 %396, i32 %354, i32 31
  %398 = icmp eq i32 %397, 31
  %399 = shl nsw i32 -2, %397
  %400 = xor i32 %399, -1
  %401 = select i1 %398, i32 -1, i32 %400
  %402 = zext nneg i32 %395 to i64
  %403 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %402
  %404 = atomicrmw or ptr %403, i32 %401 seq_cst, align 4, !noalias !117
  %405 = add nuw nsw i32 %394, 2
  %406 = icmp eq i32 %405, %350
  %407 = select i1 %406, i32 %354, i32 31
  %408 = icmp eq i32 %407, 31
  %409 = shl nsw i32 -2, %407
  %410 = xor i32 %409, -1
  %411 = select i1 %408, i32 -1, i32 %410
  %412 = zext nneg i32 %405 to i64
  %413 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %412
  %414 = atomicrmw or ptr %413, i32 %411 seq_cst, align 4, !noalias !117
  %415 = add nuw nsw i32 %394, 3
  %416 = icmp eq i32 %415, %350
  %417 = select i1 %416, i32 %354, i32 31
  %418 = icmp eq i32 %417, 31
  %419 = shl nsw i32 -2, %417
  %420 = xor i32 %419, -1
  %421 = select i1 %418, i32 -1, i32 %420
  %422 = zext nneg i32 %415 to i64
  %423 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %422
  %424 = atomicrmw or ptr %423, i32 %421 seq_cst, align 4, !noalias !117
  %425 = add nuw nsw i32 %394, 4
  %426 = icmp eq i32 %425, %350
  %427 = select i1 %426, i32 %354, i32 31
  %428 = icmp eq i32 %427, 31
  %429 = shl nsw i32 -2, %427
  %430 = xor i32 %429, -1
  %431 = select i1 %428, i32 -1, i32 %430
  %432 = zext nneg i32 %425 to i64
  %433 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %432
  %434 = atomicrmw or ptr %433, i32 %431 seq_cst, align 4, !noalias !117
  %435 = add nuw nsw i32 %394, 5
  %436 = icmp eq i32 %435, %350
  %437 = select i1 %436, i32 %354, i32 31
  %438 = icmp eq i32 %437, 31
  %439 = shl nsw i32 -2, %437
  %440 = xor i32 %439, -1
  %441 = select i1 %438, i32 -1, i32 %440
  %442 = zext nneg i32 %435 to i64
  %443 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %442
  %444 = atomicrmw or ptr %443, i32 %441 seq_cst, align 4, !noalias !117
  %445 = add nuw nsw i32 %394, 6
  %446 = icmp eq i32 %445, %350
  %447 = select i1 %446, i32 %354, i32 31
  %448 = icmp eq i32 %447, 31
  %449 = shl nsw i32 -2, %447
  %450 = xor i32 %449, -1
  %451 = select i1 %448, i32 -1, i32 %450
  %452 = zext nneg i32 %445 to i64
  %453 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %452
  %454 = atomicrmw or ptr %453, i32 %451 seq_cst, align 4, !noalias !117
  %455 = add nuw nsw i32 %394, 7
  %456 = icmp eq i32 %455, %350
  %457 = select i1 %456, i32 %354, i32 31
  %458 = icmp eq i32 %457, 31
  %459 = shl nsw i32 -2, %457
  %460 = xor i32 %459, -1
  %461 = select i1 %458, i32 -1, i32 %460
  %462 = zext nneg i32 %455 to i64
  %463 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %462
  %464 = atomicrmw or ptr %463, i32 %461 seq_cst, align 4, !noalias !117
  %465 = add nuw nsw i32 %394, 8
  %466 = icmp eq i32 %465, %350
  %467 = select i1 %466, i32 %354, i32 31
  %468 = icmp eq i32 %467, 31
  %469 = shl nsw i32 -2, %467
  %470 = xor i32 %469, -1
  %471 = select i1 %468, i32 -1, i32 %470
  %472 = zext nneg i32 %465 to i64
  %473 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %472
  %474 = atomicrmw or ptr %473, i32 %471 seq_cst, align 4, !noalias !117
  br i1 %466, label %390, label %393, !llvm.loop !24

475:                                              ; preds = %310, %284, %390, %333, %328, %324, %306, %302, %298, %278, %276
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !89
  %476 = shl nsw i64 %41, 13
  %477 = getelementptr i8, ptr %7, i64 %476
  br label %551

478:                                              ; preds = %478, %38
  %479 = phi i32 [ %23, %38 ], [ %483, %478 ]
  %480 = zext nneg i32 %479 to i64
  %481 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %480
  store i32 0, ptr %481, align 4, !tbaa !6, !noalias !89
  %482 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %480
  store i32 0, ptr %482, align 4, !tbaa !6, !noalias !89
  %483 = add nuw nsw i32 %479, %14
  %484 = icmp samesign ult i32 %483, 2048
  br i1 %484, label %478, label %40, !llvm.loop !121

485:                                              ; preds = %581
  %486 = add nsw i32 %590, %589
  store i32 %486, ptr %29, align 4, !tbaa !6, !noalias !89
  br label %487

487:                                              ; preds = %581, %485
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !89
  br i1 %34, label %535, label %488

488:                                              ; preds = %487, %488
  %489 = phi i32 [ %531, %488 ], [ 0, %487 ]
  %490 = phi i32 [ %530, %488 ], [ 0, %487 ]
  %491 = phi i32 [ %532, %488 ], [ 0, %487 ]
  %492 = zext nneg i32 %489 to i64
  %493 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %492
  %494 = load i32, ptr %493, align 4, !tbaa !6, !noalias !89
  %495 = add nsw i32 %494, %490
  %496 = zext nneg i32 %489 to i64
  %497 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %496
  %498 = getelementptr inbounds nuw i8, ptr %497, i64 4
  %499 = load i32, ptr %498, align 4, !tbaa !6, !noalias !89
  %500 = add nsw i32 %499, %495
  %501 = zext nneg i32 %489 to i64
  %502 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %501
  %503 = getelementptr inbounds nuw i8, ptr %502, i64 8
  %504 = load i32, ptr %503, align 4, !tbaa !6, !noalias !89
  %505 = add nsw i32 %504, %500
  %506 = zext nneg i32 %489 to i64
  %507 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %506
  %508 = getelementptr inbounds nuw i8, ptr %507, i64 12
  %509 = load i32, ptr %508, align 4, !tbaa !6, !noalias !89
  %510 = add nsw i32 %509, %505
  %511 = zext nneg i32 %489 to i64
  %512 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %511
  %513 = getelementptr inbounds nuw i8, ptr %512, i64 16
  %514 = load i32, ptr %513, align 4, !tbaa !6, !noalias !89
  %515 = add nsw i32 %514, %510
  %516 = zext nneg i32 %489 to i64
  %517 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %516
  %518 = getelementptr inbounds nuw i8, ptr %517, i64 20
  %519 = load i32, ptr %518, align 4, !tbaa !6, !noalias !89
  %520 = add nsw i32 %519, %515
  %521 = zext nneg i32 %489 to i64
  %522 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %521
  %523 = getelementptr inbounds nuw i8, ptr %522, i64 24
  %524 = load i32, ptr %523, align 4, !tbaa !6, !noalias !89
  %525 = add nsw i32 %524, %520
  %526 = zext nneg i32 %489 to i64
  %527 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %526
  %528 = getelementptr inbounds nuw i8, ptr %527, i64 28
  %529 = load i32, ptr %528, align 4, !tbaa !6, !noalias !89
  %530 = add nsw i32 %529, %525
  %531 = add nuw nsw i32 %489, 8
  %532 = add i32 %491, 8
  %533 = icmp eq i32 %532, %35
  br i1 %533, label %534, label %488, !llvm.loop !71

534:                                              ; preds = %488
  br i1 %36, label %549, label %535

535:                                              ; preds = %534, %487
  %536 = phi i32 [ 0, %487 ], [ %531, %534 ]
  %537 = phi i32 [ 0, %487 ], [ %530, %534 ]
  tail call void @llvm.assume(i1 %37)
  br label %538

538:                                              ; preds = %538, %535
  %539 = phi i32 [ %536, %535 ], [ %546, %538 ]
  %540 = phi i32 [ %537, %535 ], [ %545, %538 ]
  %541 = phi i32 [ 0, %535 ], [ %547, %538 ]
  %542 = zext nneg i32 %539 to i64
  %543 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3red to ptr), i64 %542
  %544 = load i32, ptr %543, align 4, !tbaa !6, !noalias !89
  %545 = add nsw i32 %544, %540
  %546 = add nuw nsw i32 %539, 1
  %547 = add i32 %541, 1
  %548 = icmp eq i32 %547, %33
  br i1 %548, label %549, label %538, !llvm.loop !122

549:                                              ; preds = %538, %534
  %550 = phi i32 [ %530, %534 ], [ %545, %538 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !89
  br i1 %31, label %591, label %593

551:                                              ; preds = %578, %475
  %552 = phi i32 [ 0, %475 ], [ %574, %578 ]
  %553 = phi i32 [ %23, %475 ], [ %579, %578 ]
  %554 = shl nuw nsw i32 %553, 1
  %555 = zext nneg i32 %554 to i64
  %556 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %555
  %557 = load i32, ptr %556, align 4, !tbaa !6, !noalias !89
  %558 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %555
  %559 = load i32, ptr %558, align 4, !tbaa !6, !noalias !89
  %560 = or i32 %559, %557
  %561 = or disjoint i32 %554, 1
  %562 = zext nneg i32 %561 to i64
  %563 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmA to ptr), i64 %562
  %564 = load i32, ptr %563, align 4, !tbaa !6, !noalias !89
  %565 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPyE3bmB to ptr), i64 %562
  %566 = load i32, ptr %565, align 4, !tbaa !6, !noalias !89
  %567 = or i32 %566, %564
  %568 = zext i32 %567 to i64
  %569 = shl nuw i64 %568, 32
  %570 = zext i32 %560 to i64
  %571 = or disjoint i64 %569, %570
  %572 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %571)
  %573 = trunc nuw nsw i64 %572 to i32
  %574 = add nuw nsw i32 %552, %573
  br i1 %24, label %578, label %575

575:                                              ; preds = %551
  %576 = zext nneg i32 %553 to i64
  %577 = getelementptr i64, ptr %477, i64 %576
  store i64 %571, ptr %577, align 8, !tbaa !14, !alias.scope !87, !noalias !123
  br label %578

578:                                              ; preds = %575, %551
  %579 = add nuw nsw i32 %553, %14
  %580 = icmp samesign ult i32 %579, 1024
  br i1 %580, label %551, label %581, !llvm.loop !124

581:                                              ; preds = %578
  %582 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %574, i32 16, i32 31)
  %583 = add nsw i32 %582, %574
  %584 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %583, i32 8, i32 31)
  %585 = add nsw i32 %584, %583
  %586 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %585, i32 4, i32 31)
  %587 = add nsw i32 %586, %585
  %588 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %587, i32 2, i32 31)
  %589 = add nsw i32 %588, %587
  %590 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %589, i32 1, i32 31)
  br i1 %26, label %485, label %487

591:                                              ; preds = %549
  %592 = getelementptr inbounds i32, ptr %6, i64 %41
  store i32 %550, ptr %592, align 4, !tbaa !6, !alias.scope !85, !noalias !125
  br label %593

593:                                              ; preds = %591, %549
  %594 = add i32 %39, %32
  %595 = icmp slt i32 %594, %5
  br i1 %595, label %38, label %596, !llvm.loop !126

596:                                              ; preds = %593, %8, %19
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
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 4096)
  %44 = icmp slt i32 %32, 0
  br i1 %44, label %54, label %45

45:                                               ; preds = %20
  %46 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %47, i32 0)
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 4096)
  %50 = add nuw i32 %49, %32
  %51 = zext i32 %50 to i64
  %52 = load i64, ptr %2, align 8, !tbaa !17
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
  %61 = load i64, ptr %2, align 8, !tbaa !17
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
  %90 = load i16, ptr %89, align 2, !tbaa !18
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
  %102 = load i16, ptr %101, align 2, !tbaa !18
  %103 = icmp ult i16 %102, %90
  %104 = add nsw i32 %99, 1
  %105 = select i1 %103, i32 %104, i32 %97
  %106 = select i1 %103, i32 %96, i32 %99
  %107 = add nuw nsw i32 %95, 1
  %108 = icmp samesign ult i32 %95, 12
  %109 = icmp slt i32 %105, %106
  %110 = select i1 %108, i1 %109, i1 false
  br i1 %110, label %94, label %91, !llvm.loop !127

111:                                              ; preds = %91
  %112 = sext i32 %92 to i64
  %113 = getelementptr inbounds i16, ptr %71, i64 %112
  %114 = load i16, ptr %113, align 2, !tbaa !18
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
  store i16 %118, ptr %126, align 2, !tbaa !18
  br label %127

127:                                              ; preds = %120, %116
  %128 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %119)
  %129 = add nuw nsw i32 %128, %84
  %130 = add nuw nsw i32 %83, 32
  %131 = icmp samesign ult i32 %130, %56
  br i1 %131, label %82, label %79, !llvm.loop !128

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
  br i1 %17, label %151, label %18

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
  %42 = tail call i64 @llvm.umin.i64(i64 %41, i64 %1)
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %31, i32 0)
  %45 = zext nneg i32 %44 to i64
  %46 = add nuw nsw i64 %42, %45
  %47 = tail call i64 @llvm.umin.i64(i64 %46, i64 %1)
  %48 = trunc nuw i64 %47 to i32
  %49 = tail call i32 @llvm.smax.i32(i32 %37, i32 0)
  %50 = zext nneg i32 %49 to i64
  %51 = tail call i64 @llvm.umin.i64(i64 %50, i64 %1)
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %39, i32 0)
  %54 = zext nneg i32 %53 to i64
  %55 = add nuw nsw i64 %51, %54
  %56 = tail call i64 @llvm.umin.i64(i64 %55, i64 %1)
  %57 = trunc nuw i64 %56 to i32
  %58 = add i32 %48, 2
  %59 = add nuw i32 %43, %52
  %60 = sub i32 %58, %59
  %61 = add i32 %60, %57
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %148

63:                                               ; preds = %18, %141
  %64 = phi i64 [ %143, %141 ], [ 0, %18 ]
  %65 = phi i32 [ %146, %141 ], [ 0, %18 ]
  %66 = phi i32 [ %126, %141 ], [ %52, %18 ]
  %67 = phi i1 [ %86, %141 ], [ false, %18 ]
  %68 = phi i32 [ %145, %141 ], [ 0, %18 ]
  %69 = phi i32 [ %124, %141 ], [ 0, %18 ]
  %70 = phi i1 [ %123, %141 ], [ false, %18 ]
  %71 = phi i32 [ %85, %141 ], [ 0, %18 ]
  %72 = phi i32 [ %84, %141 ], [ %43, %18 ]
  %73 = phi i32 [ %144, %141 ], [ 0, %18 ]
  %74 = icmp eq i32 %73, 0
  %75 = icmp slt i32 %72, %48
  %76 = select i1 %74, i1 %75, i1 false
  br i1 %76, label %91, label %82

77:                                               ; preds = %91
  %78 = and i32 %96, 1073741824
  %79 = icmp eq i32 %78, 0
  %80 = select i1 %79, i32 0, i32 2147483647
  %81 = select i1 %97, i32 %80, i32 %96
  br label %82

82:                                               ; preds = %77, %63
  %83 = phi i32 [ %100, %77 ], [ %73, %63 ]
  %84 = phi i32 [ %93, %77 ], [ %72, %63 ]
  %85 = phi i32 [ %81, %77 ], [ %71, %63 ]
  %86 = phi i1 [ %97, %77 ], [ %67, %63 ]
  %87 = phi i1 [ %101, %77 ], [ %74, %63 ]
  %88 = icmp eq i32 %68, 0
  %89 = icmp slt i32 %66, %57
  %90 = select i1 %88, i1 %89, i1 false
  br i1 %90, label %104, label %122

91:                                               ; preds = %63, %91
  %92 = phi i32 [ %93, %91 ], [ %72, %63 ]
  %93 = add nuw nsw i32 %92, 1
  %94 = zext nneg i32 %92 to i64
  %95 = getelementptr inbounds nuw i32, ptr %0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !6, !alias.scope !129
  %97 = icmp slt i32 %96, 0
  %98 = and i32 %96, 1073741823
  %99 = tail call noundef i32 @llvm.umin.i32(i32 %98, i32 range(i32 1, 0) 1048576)
  %100 = select i1 %97, i32 %99, i32 1
  %101 = icmp eq i32 %100, 0
  %102 = icmp slt i32 %93, %48
  %103 = select i1 %101, i1 %102, i1 false
  br i1 %103, label %91, label %77, !llvm.loop !132

104:                                              ; preds = %82, %104
  %105 = phi i32 [ %106, %104 ], [ %66, %82 ]
  %106 = add nuw nsw i32 %105, 1
  %107 = zext nneg i32 %105 to i64
  %108 = getelementptr inbounds nuw i32, ptr %0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !6, !alias.scope !133
  %110 = icmp slt i32 %109, 0
  %111 = and i32 %109, 1073741823
  %112 = tail call noundef i32 @llvm.umin.i32(i32 %111, i32 range(i32 1, 0) 1048576)
  %113 = select i1 %110, i32 %112, i32 1
  %114 = icmp eq i32 %113, 0
  %115 = icmp slt i32 %106, %57
  %116 = select i1 %114, i1 %115, i1 false
  br i1 %116, label %104, label %117, !llvm.loop !132

117:                                              ; preds = %104
  %118 = and i32 %109, 1073741824
  %119 = icmp eq i32 %118, 0
  %120 = select i1 %119, i32 0, i32 2147483647
  %121 = select i1 %110, i32 %120, i32 %109
  br label %122

122:                                              ; preds = %117, %82
  %123 = phi i1 [ %110, %117 ], [ %70, %82 ]
  %124 = phi i32 [ %121, %117 ], [ %69, %82 ]
  %125 = phi i32 [ %113, %117 ], [ %68, %82 ]
  %126 = phi i32 [ %106, %117 ], [ %66, %82 ]
  %127 = phi i1 [ %114, %117 ], [ %88, %82 ]
  %128 = or i1 %87, %127
  br i1 %128, label %148, label %129

129:                                              ; preds = %122
  %130 = tail call noundef i32 @llvm.umin.i32(i32 %83, i32 range(i32 1, 0) %125)
  %131 = and i32 %124, %85
  %132 = select i1 %86, i1 %123, i1 false
  br i1 %132, label %133, label %138

133:                                              ; preds = %129
  %134 = zext i32 %130 to i64
  %135 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %131)
  %136 = zext nneg i32 %135 to i64
  %137 = mul nuw nsw i64 %134, %136
  br label %141

138:                                              ; preds = %129
  %139 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %131)
  %140 = zext nneg i32 %139 to i64
  br label %141

141:                                              ; preds = %138, %133
  %142 = phi i64 [ %137, %133 ], [ %140, %138 ]
  %143 = add nsw i64 %142, %64
  %144 = sub i32 %83, %130
  %145 = sub i32 %125, %130
  %146 = add nuw nsw i32 %65, 1
  %147 = icmp eq i32 %146, %61
  br i1 %147, label %148, label %63, !llvm.loop !136

148:                                              ; preds = %141, %122, %18
  %149 = phi i64 [ 0, %18 ], [ %143, %141 ], [ %64, %122 ]
  %150 = getelementptr inbounds i64, ptr %6, i64 %19
  store i64 %149, ptr %150, align 8, !tbaa !14
  br label %151

151:                                              ; preds = %7, %148
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
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!12, !13, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !16}
!24 = distinct !{!24, !16, !25}
!25 = !{!"llvm.loop.peeled.count", i32 1}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 0"}
!28 = distinct !{!28, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy"}
!29 = !{!30}
!30 = distinct !{!30, !28, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 1"}
!31 = !{!32}
!32 = distinct !{!32, !28, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 2"}
!33 = !{!34}
!34 = distinct !{!34, !28, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 3"}
!35 = !{!36}
!36 = distinct !{!36, !28, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 4"}
!37 = !{!27, !30, !32, !34, !36, !38}
!38 = distinct !{!38, !28, !"_Z15roaring_combineILb1EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 5"}
!39 = !{!27, !30, !32, !36, !38}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 0"}
!42 = distinct !{!42, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj"}
!43 = !{!44}
!44 = distinct !{!44, !42, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 1"}
!45 = !{!46}
!46 = distinct !{!46, !42, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 2"}
!47 = !{!41, !27}
!48 = !{!44, !46, !30, !32, !34, !36, !38}
!49 = !{!46, !32}
!50 = !{!41, !44, !27, !30, !34, !36, !38}
!51 = !{!41, !44, !46, !27, !30, !32, !34, !36, !38}
!52 = !{!44, !30}
!53 = !{!41, !46, !27, !32, !34, !36, !38}
!54 = distinct !{!54, !22}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 0"}
!57 = distinct !{!57, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj"}
!58 = !{!59}
!59 = distinct !{!59, !57, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 1"}
!60 = !{!61}
!61 = distinct !{!61, !57, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 2"}
!62 = !{!56, !27}
!63 = !{!59, !61, !30, !32, !34, !36, !38}
!64 = !{!61, !32}
!65 = !{!56, !59, !27, !30, !34, !36, !38}
!66 = !{!56, !59, !61, !27, !30, !32, !34, !36, !38}
!67 = !{!59, !30}
!68 = !{!56, !61, !27, !32, !34, !36, !38}
!69 = distinct !{!69, !22}
!70 = distinct !{!70, !16}
!71 = distinct !{!71, !16}
!72 = distinct !{!72, !22}
!73 = distinct !{!73, !16}
!74 = !{!27, !30, !32, !34, !38}
!75 = distinct !{!75, !16}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 0"}
!78 = distinct !{!78, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy"}
!79 = !{!80}
!80 = distinct !{!80, !78, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 1"}
!81 = !{!82}
!82 = distinct !{!82, !78, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 2"}
!83 = !{!84}
!84 = distinct !{!84, !78, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 3"}
!85 = !{!86}
!86 = distinct !{!86, !78, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 4"}
!87 = !{!88}
!88 = distinct !{!88, !78, !"_Z15roaring_combineILb0EEvPK9ContainerPKtPKy5PoolsPK4int2iPiPy: argument 5"}
!89 = !{!77, !80, !82, !84, !86, !88}
!90 = !{!77, !80, !82, !86, !88}
!91 = !{!92}
!92 = distinct !{!92, !93, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 0"}
!93 = distinct !{!93, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj"}
!94 = !{!95}
!95 = distinct !{!95, !93, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 1"}
!96 = !{!97}
!97 = distinct !{!97, !93, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 2"}
!98 = !{!92, !77}
!99 = !{!95, !97, !80, !82, !84, !86, !88}
!100 = !{!97, !82}
!101 = !{!92, !95, !77, !80, !84, !86, !88}
!102 = !{!92, !95, !97, !77, !80, !82, !84, !86, !88}
!103 = !{!95, !80}
!104 = !{!92, !97, !77, !82, !84, !86, !88}
!105 = distinct !{!105, !22}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 0"}
!108 = distinct !{!108, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj"}
!109 = !{!110}
!110 = distinct !{!110, !108, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 1"}
!111 = !{!112}
!112 = distinct !{!112, !108, !"_Z16expand_containerPK9ContainerPKtPKyRK5PoolsiPj: argument 2"}
!113 = !{!107, !77}
!114 = !{!110, !112, !80, !82, !84, !86, !88}
!115 = !{!112, !82}
!116 = !{!107, !110, !77, !80, !84, !86, !88}
!117 = !{!107, !110, !112, !77, !80, !82, !84, !86, !88}
!118 = !{!110, !80}
!119 = !{!107, !112, !77, !82, !84, !86, !88}
!120 = distinct !{!120, !22}
!121 = distinct !{!121, !16}
!122 = distinct !{!122, !22}
!123 = !{!77, !80, !82, !84, !86}
!124 = distinct !{!124, !16}
!125 = !{!77, !80, !82, !84, !88}
!126 = distinct !{!126, !16}
!127 = distinct !{!127, !16}
!128 = distinct !{!128, !16}
!129 = !{!130}
!130 = distinct !{!130, !131, !"_Z8wah_nextPKjR9WahCursor: argument 0"}
!131 = distinct !{!131, !"_Z8wah_nextPKjR9WahCursor"}
!132 = distinct !{!132, !16}
!133 = !{!134}
!134 = distinct !{!134, !135, !"_Z8wah_nextPKjR9WahCursor: argument 0"}
!135 = distinct !{!135, !"_Z8wah_nextPKjR9WahCursor"}
!136 = distinct !{!136, !16}
