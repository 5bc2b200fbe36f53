; ModuleID = 'src/sw_affine.cu'
source_filename = "src/sw_affine.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GapPenalty = type { i32, i32 }

@c_subst = dso_local addrspace(4) externally_initialized constant [24 x [24 x i8]] zeroinitializer, align 1
@_ZZ10sw_db_scanE6s_prof = internal unnamed_addr addrspace(3) global [1536 x i16] undef, align 2
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_subst to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sw_build_profile(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = add i32 %2, -65
  %5 = icmp ult i32 %4, -64
  br i1 %5, label %36, label %6

6:                                                ; preds = %3
  %7 = mul nuw nsw i32 %2, 24
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %7
  br i1 %13, label %14, label %36

14:                                               ; preds = %6
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = mul i32 %15, %9
  br label %17

17:                                               ; preds = %14, %17
  %18 = phi i32 [ %12, %14 ], [ %34, %17 ]
  %19 = sdiv i32 %18, %2
  %20 = mul nsw i32 %19, %2
  %21 = sub nsw i32 %18, %20
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds [24 x i8], ptr addrspacecast (ptr addrspace(4) @c_subst to ptr), i64 %22
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !11
  %27 = tail call i8 @llvm.umin.i8(i8 %26, i8 23)
  %28 = zext nneg i8 %27 to i64
  %29 = getelementptr inbounds nuw i8, ptr %23, i64 %28
  %30 = load i8, ptr %29, align 1, !tbaa !11
  %31 = sext i8 %30 to i16
  %32 = sext i32 %18 to i64
  %33 = getelementptr inbounds i16, ptr %1, i64 %32
  store i16 %31, ptr %33, align 2, !tbaa !12
  %34 = add i32 %18, %16
  %35 = icmp slt i32 %34, %7
  br i1 %35, label %17, label %36, !llvm.loop !14

36:                                               ; preds = %17, %6, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @sw_db_scan(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i64 noundef %6, ptr noundef readonly byval(%struct.GapPenalty) align 4 captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #2 {
  %10 = add i32 %1, -65
  %11 = icmp ult i32 %10, -64
  br i1 %11, label %86, label %12

12:                                               ; preds = %9
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = mul nuw nsw i32 %1, 24
  %15 = icmp samesign ult i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %15, label %17, label %40

17:                                               ; preds = %12
  %18 = add nuw nsw i32 %13, 1
  %19 = tail call i32 @llvm.umax.i32(i32 %14, i32 %18)
  %20 = sub nsw i32 %19, %13
  %21 = icmp ugt i32 %20, 1
  %22 = icmp eq i32 %16, 1
  %23 = and i1 %21, %22
  br i1 %23, label %24, label %38

24:                                               ; preds = %17
  %25 = and i32 %20, -2
  %26 = add nsw i32 %13, %25
  br label %27

27:                                               ; preds = %27, %24
  %28 = phi i32 [ 0, %24 ], [ %34, %27 ]
  %29 = add i32 %13, %28
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i16, ptr %0, i64 %30
  %32 = load <2 x i16>, ptr %31, align 2, !tbaa !12
  %33 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ10sw_db_scanE6s_prof to ptr), i64 %30
  store <2 x i16> %32, ptr %33, align 2, !tbaa !12
  %34 = add nuw i32 %28, 2
  %35 = icmp eq i32 %34, %25
  br i1 %35, label %36, label %27, !llvm.loop !16

36:                                               ; preds = %27
  %37 = icmp eq i32 %20, %25
  br i1 %37, label %40, label %38

38:                                               ; preds = %17, %36
  %39 = phi i32 [ %13, %17 ], [ %26, %36 ]
  br label %55

40:                                               ; preds = %55, %36, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %41 = load i32, ptr %7, align 4, !tbaa !19
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 64)
  %44 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !21
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = tail call i32 @llvm.umin.i32(i32 %46, i32 %43)
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %49 = mul i32 %48, %16
  %50 = add i32 %49, %13
  %51 = icmp slt i32 %50, %5
  br i1 %51, label %52, label %86

52:                                               ; preds = %40
  %53 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %54 = mul i32 %53, %16
  br label %63

55:                                               ; preds = %38, %55
  %56 = phi i32 [ %61, %55 ], [ %39, %38 ]
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw i16, ptr %0, i64 %57
  %59 = load i16, ptr %58, align 2, !tbaa !12
  %60 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ10sw_db_scanE6s_prof to ptr), i64 %57
  store i16 %59, ptr %60, align 2, !tbaa !12
  %61 = add nuw nsw i32 %56, %16
  %62 = icmp samesign ult i32 %61, %14
  br i1 %62, label %55, label %40, !llvm.loop !22

63:                                               ; preds = %52, %81
  %64 = phi i32 [ %50, %52 ], [ %84, %81 ]
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %3, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %4, i64 %65
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = icmp slt i32 %67, 0
  %72 = icmp slt i32 %70, 0
  %73 = select i1 %71, i1 true, i1 %72
  %74 = sext i32 %70 to i64
  %75 = add nuw nsw i64 %74, %68
  %76 = icmp sgt i64 %75, %6
  %77 = select i1 %73, i1 true, i1 %76
  br i1 %77, label %81, label %78

78:                                               ; preds = %63
  %79 = getelementptr inbounds nuw i8, ptr %2, i64 %68
  %80 = tail call fastcc noundef i32 @_ZL8sw_alignPKsiPKhi10GapPenalty(i32 noundef %1, ptr noundef %79, i32 noundef %70, i32 %43, i32 %47) #9
  br label %81

81:                                               ; preds = %63, %78
  %82 = phi i32 [ %80, %78 ], [ -1, %63 ]
  %83 = getelementptr inbounds i32, ptr %8, i64 %65
  store i32 %82, ptr %83, align 4, !tbaa !6
  %84 = add i32 %64, %54
  %85 = icmp slt i32 %84, %5
  br i1 %85, label %63, label %86, !llvm.loop !23

86:                                               ; preds = %81, %40, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc noundef range(i32 0, -2147483648) i32 @_ZL8sw_alignPKsiPKhi10GapPenalty(i32 noundef range(i32 1, 65) %0, ptr noundef readonly captures(none) %1, i32 noundef %2, i32 %3, i32 %4) unnamed_addr #4 {
  %6 = alloca [65 x i32], align 4
  %7 = alloca [65 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  %8 = add nuw nsw i32 %0, 1
  %9 = and i32 %8, 7
  %10 = icmp samesign ult i32 %0, 7
  br i1 %10, label %15, label %11

11:                                               ; preds = %5
  %12 = and i32 %8, 248
  br label %35

13:                                               ; preds = %35
  %14 = icmp eq i32 %9, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %13, %5
  %16 = phi i32 [ 0, %5 ], [ %69, %13 ]
  %17 = icmp ne i32 %9, 0
  tail call void @llvm.assume(i1 %17)
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i32 [ %16, %15 ], [ %24, %18 ]
  %20 = phi i32 [ 0, %15 ], [ %25, %18 ]
  %21 = zext nneg i32 %19 to i64
  %22 = getelementptr inbounds nuw i32, ptr %6, i64 %21
  store i32 0, ptr %22, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i32, ptr %7, i64 %21
  store i32 0, ptr %23, align 4, !tbaa !6
  %24 = add nuw nsw i32 %19, 1
  %25 = add i32 %20, 1
  %26 = icmp eq i32 %25, %9
  br i1 %26, label %27, label %18, !llvm.loop !24

27:                                               ; preds = %18, %13
  %28 = icmp sgt i32 %2, 0
  br i1 %28, label %29, label %72

29:                                               ; preds = %27
  %30 = and i32 %0, 1
  %31 = icmp eq i32 %0, 1
  %32 = and i32 %0, 126
  %33 = icmp eq i32 %30, 0
  %34 = icmp ne i32 %30, 0
  br label %74

35:                                               ; preds = %35, %11
  %36 = phi i32 [ 0, %11 ], [ %69, %35 ]
  %37 = phi i32 [ 0, %11 ], [ %70, %35 ]
  %38 = zext nneg i32 %36 to i64
  %39 = getelementptr inbounds nuw i32, ptr %6, i64 %38
  store i32 0, ptr %39, align 4, !tbaa !6
  %40 = getelementptr inbounds nuw i32, ptr %7, i64 %38
  store i32 0, ptr %40, align 4, !tbaa !6
  %41 = or disjoint i32 %36, 1
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr %6, i64 %42
  store i32 0, ptr %43, align 4, !tbaa !6
  %44 = getelementptr inbounds nuw i32, ptr %7, i64 %42
  store i32 0, ptr %44, align 4, !tbaa !6
  %45 = or disjoint i32 %36, 2
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr %6, i64 %46
  store i32 0, ptr %47, align 4, !tbaa !6
  %48 = getelementptr inbounds nuw i32, ptr %7, i64 %46
  store i32 0, ptr %48, align 4, !tbaa !6
  %49 = or disjoint i32 %36, 3
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr %6, i64 %50
  store i32 0, ptr %51, align 4, !tbaa !6
  %52 = getelementptr inbounds nuw i32, ptr %7, i64 %50
  store i32 0, ptr %52, align 4, !tbaa !6
  %53 = or disjoint i32 %36, 4
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw i32, ptr %6, i64 %54
  store i32 0, ptr %55, align 4, !tbaa !6
  %56 = getelementptr inbounds nuw i32, ptr %7, i64 %54
  store i32 0, ptr %56, align 4, !tbaa !6
  %57 = or disjoint i32 %36, 5
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr %6, i64 %58
  store i32 0, ptr %59, align 4, !tbaa !6
  %60 = getelementptr inbounds nuw i32, ptr %7, i64 %58
  store i32 0, ptr %60, align 4, !tbaa !6
  %61 = or disjoint i32 %36, 6
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw i32, ptr %6, i64 %62
  store i32 0, ptr %63, align 4, !tbaa !6
  %64 = getelementptr inbounds nuw i32, ptr %7, i64 %62
  store i32 0, ptr %64, align 4, !tbaa !6
  %65 = or disjoint i32 %36, 7
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i32, ptr %6, i64 %66
  store i32 0, ptr %67, align 4, !tbaa !6
  %68 = getelementptr inbounds nuw i32, ptr %7, i64 %66
  store i32 0, ptr %68, align 4, !tbaa !6
  %69 = add nuw nsw i32 %36, 8
  %70 = add i32 %37, 8
  %71 = icmp eq i32 %70, %12
  br i1 %71, label %13, label %35, !llvm.loop !26

72:                                               ; preds = %112, %27
  %73 = phi i32 [ 0, %27 ], [ %113, %112 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  ret i32 %73

74:                                               ; preds = %29, %112
  %75 = phi i32 [ %113, %112 ], [ 0, %29 ]
  %76 = phi i32 [ %114, %112 ], [ 0, %29 ]
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i8, ptr %1, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !11
  %80 = tail call i8 @llvm.umin.i8(i8 %79, i8 23)
  %81 = zext nneg i8 %80 to i32
  %82 = mul nuw nsw i32 %0, %81
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw i16, ptr addrspacecast (ptr addrspace(3) @_ZZ10sw_db_scanE6s_prof to ptr), i64 %83
  br i1 %31, label %86, label %116

85:                                               ; preds = %116
  br i1 %33, label %112, label %86

86:                                               ; preds = %85, %74
  %87 = phi i32 [ %75, %74 ], [ %163, %85 ]
  %88 = phi i32 [ 1, %74 ], [ %164, %85 ]
  %89 = phi i32 [ 0, %74 ], [ %154, %85 ]
  %90 = phi i32 [ 0, %74 ], [ %162, %85 ]
  %91 = phi i32 [ 0, %74 ], [ %146, %85 ]
  tail call void @llvm.assume(i1 %34)
  %92 = zext nneg i32 %88 to i64
  %93 = getelementptr inbounds nuw i32, ptr %6, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = getelementptr inbounds nuw i32, ptr %7, i64 %92
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = sub nsw i32 %96, %4
  %98 = sub nsw i32 %94, %3
  %99 = tail call noundef i32 @llvm.smax.i32(i32 %97, i32 %98)
  %100 = sub nsw i32 %89, %4
  %101 = sub nsw i32 %90, %3
  %102 = tail call noundef i32 @llvm.smax.i32(i32 %100, i32 %101)
  %103 = getelementptr i16, ptr %84, i64 %92
  %104 = getelementptr i8, ptr %103, i64 -2
  %105 = load i16, ptr %104, align 2, !tbaa !12
  %106 = sext i16 %105 to i32
  %107 = add nsw i32 %91, %106
  %108 = tail call noundef i32 @llvm.smax.i32(i32 %99, i32 %102)
  %109 = tail call i32 @llvm.smax.i32(i32 %107, i32 %108)
  %110 = tail call i32 @llvm.smax.i32(i32 %109, i32 0)
  store i32 %110, ptr %93, align 4, !tbaa !6
  store i32 %99, ptr %95, align 4, !tbaa !6
  %111 = tail call noundef i32 @llvm.smax.i32(i32 %87, i32 %110)
  br label %112

112:                                              ; preds = %85, %86
  %113 = phi i32 [ %163, %85 ], [ %111, %86 ]
  %114 = add nuw nsw i32 %76, 1
  %115 = icmp eq i32 %114, %2
  br i1 %115, label %72, label %74, !llvm.loop !27

116:                                              ; preds = %74, %116
  %117 = phi i32 [ %163, %116 ], [ %75, %74 ]
  %118 = phi i32 [ %164, %116 ], [ 1, %74 ]
  %119 = phi i32 [ %154, %116 ], [ 0, %74 ]
  %120 = phi i32 [ %162, %116 ], [ 0, %74 ]
  %121 = phi i32 [ %146, %116 ], [ 0, %74 ]
  %122 = phi i32 [ %165, %116 ], [ 0, %74 ]
  %123 = zext nneg i32 %118 to i64
  %124 = getelementptr inbounds nuw i32, ptr %6, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = getelementptr inbounds nuw i32, ptr %7, i64 %123
  %127 = load i32, ptr %126, align 4, !tbaa !6
  %128 = sub nsw i32 %127, %4
  %129 = sub nsw i32 %125, %3
  %130 = tail call noundef i32 @llvm.smax.i32(i32 %128, i32 %129)
  %131 = sub nsw i32 %119, %4
  %132 = sub nsw i32 %120, %3
  %133 = tail call noundef i32 @llvm.smax.i32(i32 %131, i32 %132)
  %134 = getelementptr i16, ptr %84, i64 %123
  %135 = getelementptr i8, ptr %134, i64 -2
  %136 = load i16, ptr %135, align 2, !tbaa !12
  %137 = sext i16 %136 to i32
  %138 = add nsw i32 %121, %137
  %139 = tail call noundef i32 @llvm.smax.i32(i32 %130, i32 %133)
  %140 = tail call i32 @llvm.smax.i32(i32 %138, i32 %139)
  %141 = tail call i32 @llvm.smax.i32(i32 %140, i32 0)
  store i32 %141, ptr %124, align 4, !tbaa !6
  store i32 %130, ptr %126, align 4, !tbaa !6
  %142 = tail call noundef i32 @llvm.smax.i32(i32 %117, i32 %141)
  %143 = add nuw nsw i32 %118, 1
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds nuw i32, ptr %6, i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = getelementptr inbounds nuw i32, ptr %7, i64 %144
  %148 = load i32, ptr %147, align 4, !tbaa !6
  %149 = sub nsw i32 %148, %4
  %150 = sub nsw i32 %146, %3
  %151 = tail call noundef i32 @llvm.smax.i32(i32 %149, i32 %150)
  %152 = sub nsw i32 %133, %4
  %153 = sub nsw i32 %141, %3
  %154 = tail call noundef i32 @llvm.smax.i32(i32 %152, i32 %153)
  %155 = getelementptr i16, ptr %84, i64 %144
  %156 = getelementptr i8, ptr %155, i64 -2
  %157 = load i16, ptr %156, align 2, !tbaa !12
  %158 = sext i16 %157 to i32
  %159 = add nsw i32 %125, %158
  %160 = tail call noundef i32 @llvm.smax.i32(i32 %151, i32 %154)
  %161 = tail call i32 @llvm.smax.i32(i32 %159, i32 %160)
  %162 = tail call i32 @llvm.smax.i32(i32 %161, i32 0)
  store i32 %162, ptr %145, align 4, !tbaa !6
  store i32 %151, ptr %147, align 4, !tbaa !6
  %163 = tail call noundef i32 @llvm.smax.i32(i32 %142, i32 %162)
  %164 = add nuw nsw i32 %118, 2
  %165 = add nuw i32 %122, 2
  %166 = icmp eq i32 %165, %32
  br i1 %166, label %85, label %116, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!20, !7, i64 0}
!20 = !{!"_ZTS10GapPenalty", !7, i64 0, !7, i64 4}
!21 = !{!20, !7, i64 4}
!22 = distinct !{!22, !15, !17}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !15}
